// What a device in a room may ask of a host, and how a guest comes back
// (docs/multi-device.md, "Limits"): headless, over the loopback link.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "../support/loopback_link.h"
#include "play/protocol.h"
#include "play/room.h"
#include "play_support.h"

namespace lf::testing {
namespace {

// A host's room of The Lost Words for `seats`, a person at seat 0, the rest
// open to guests.
struct Lobby {
  LoopbackHub hub;
  LoopbackHub::End* host_end;
  std::shared_ptr<play::HostRoom> room;
  double now = 5;

  explicit Lobby(int seats, std::string code = play::NewRoomCode()) {
    play::SessionSetup plan;
    plan.options.seats = seats;
    plan.options.seed = 3;
    for (int s = 0; s < seats; ++s) plan.seats.push_back(play::SeatSetup{true, "easy", "", false});
    host_end = &hub.NewEnd();
    room = std::make_shared<play::HostRoom>(*host_end, Info("lost-words"), PlayDictionary(), plan, 0, code);
    room->Open(now);
    room->Pump(now);
  }
  // A device that connects: its end, started as a guest of this room.
  LoopbackHub::End& Connect() {
    LoopbackHub::End& end = hub.NewEnd();
    end.Start(play::Transport::Role::kGuest, room->code());
    return end;
  }
  void Pump() { room->Pump(now += 0.05); }
  bool Logged(const std::string& part) const {
    return std::any_of(room->log().begin(), room->log().end(),
                       [&](const std::string& l) { return l.find(part) != std::string::npos; });
  }
};

// True if the end heard that its connection closed (and drains its events).
bool Closed(LoopbackHub::End& end) {
  bool closed = false;
  for (const play::LinkEvent& e : end.Poll()) closed |= e.kind == play::LinkEvent::Kind::kClosed;
  return closed;
}

std::string Hello() {
  play::Message m;
  m.kind = play::Message::Kind::kHello;
  m.name = "Stranger";
  return play::Print(m);
}

}  // namespace

TEST_CASE("Rooms: a host lets in the open seats and a few more devices, and turns the rest away", "[play][room]") {
  Lobby lobby(3);  // two open seats: room for 2 + 4 devices without a seat
  std::vector<LoopbackHub::End*> devices;
  for (int i = 0; i < 8; ++i) devices.push_back(&lobby.Connect());
  lobby.Pump();
  int kept = 0;
  for (LoopbackHub::End* d : devices) kept += !Closed(*d);
  CHECK(kept == 6);
  CHECK(lobby.Logged("turned away"));
}

TEST_CASE("Rooms: a device that floods the host is disconnected, one that keeps a person's pace is not", "[play][room]") {
  Lobby lobby(2);
  LoopbackHub::End& calm = lobby.Connect();
  LoopbackHub::End& flood = lobby.Connect();
  lobby.Pump();
  Closed(calm);
  Closed(flood);
  play::Message ping;
  ping.kind = play::Message::Kind::kPing;
  // Calm: five messages a second for a minute.
  for (int i = 0; i < 60 * 5; ++i) {
    calm.Send(0, play::Print(ping));
    lobby.now += 0.2;
    lobby.room->Pump(lobby.now);
  }
  CHECK_FALSE(Closed(calm));
  // The flood: 200 messages in one frame.
  for (int i = 0; i < 200; ++i) flood.Send(0, play::Print(ping));
  lobby.Pump();
  CHECK(Closed(flood));
  CHECK(lobby.Logged("too many messages"));
  CHECK_FALSE(Closed(calm));
}

TEST_CASE("Rooms: after the start a device without a seat is told so and disconnected", "[play][room]") {
  Lobby lobby(2);
  LoopbackHub::End& guest_end = lobby.hub.NewEnd();
  play::GuestRoom guest(guest_end, BuiltinGames(), PlayDictionary(), lobby.room->code(), "Guest");
  guest.Open(lobby.now);
  for (int i = 0; i < 3; ++i) {
    lobby.Pump();
    guest.Pump(lobby.now);
  }
  guest.Sit(1, "Guest");
  for (int i = 0; i < 3; ++i) {
    lobby.Pump();
    guest.Pump(lobby.now);
  }
  auto started = lobby.room->StartGame({});
  REQUIRE(started.ok());
  LoopbackHub::End& stranger = lobby.Connect();
  lobby.Pump();
  Closed(stranger);
  stranger.Send(0, Hello());
  lobby.Pump();
  bool told = false, closed = false;
  for (const play::LinkEvent& e : stranger.Poll()) {
    told |= e.kind == play::LinkEvent::Kind::kMessage && e.data.find("every seat is taken") != std::string::npos;
    closed |= e.kind == play::LinkEvent::Kind::kClosed;
  }
  CHECK(told);
  CHECK(closed);
}

TEST_CASE("Rooms: a guest whose host is away tries again less and less often", "[play][room]") {
  LoopbackHub hub;
  LoopbackHub::End& end = hub.NewEnd();
  play::GuestRoom guest(end, BuiltinGames(), PlayDictionary(), "ABCDEFGH", "Guest");
  double now = 0;
  guest.Open(now);
  // The tries in ten minutes with no host: each one fails at once.
  size_t seen = 0;
  std::vector<double> at;
  for (; now < 600; now += 0.1) {
    guest.Pump(now);
    if (guest.tries() != seen) {
      seen = guest.tries();
      at.push_back(now);
    }
  }
  const int tries = static_cast<int>(at.size());
  INFO("tries: " << tries);
  // 2 s between tries for ever would be about 300; doubling up to 30 s, about 24.
  CHECK(tries < 30);
  CHECK(tries > 15);
  REQUIRE(at.size() > 6);
  CHECK(at[2] - at[1] > at[1] - at[0]);
  CHECK(at.back() - at[at.size() - 2] == Approx(30).margin(0.2));
}

TEST_CASE("Rooms: a code the server says is taken is changed while nobody has joined", "[play][room]") {
  Lobby first(2, "TAKENXYZ");
  // The same hub: a second host asking for a code held by the first.
  play::SessionSetup plan;
  plan.options.seats = 2;
  for (int s = 0; s < 2; ++s) plan.seats.push_back(play::SeatSetup{true, "easy", "", false});
  LoopbackHub::End& end = first.hub.NewEnd();
  play::HostRoom other(end, Info("lost-words"), PlayDictionary(), plan, 0, "TAKENXYZ");
  other.Open(first.now);
  other.Pump(first.now += 0.05);
  CHECK(other.code() != "TAKENXYZ");
  other.Pump(first.now += 0.05);
  // Open again under its new code: a guest reaches it.
  LoopbackHub::End& guest = first.hub.NewEnd();
  guest.Start(play::Transport::Role::kGuest, other.code());
  bool ready = false;
  for (const play::LinkEvent& e : guest.Poll()) ready |= e.kind == play::LinkEvent::Kind::kReady;
  CHECK(ready);
  CHECK(first.room->code() == "TAKENXYZ");
}

}  // namespace lf::testing
