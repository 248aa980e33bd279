// What a device in a room may ask of a host, and how a guest comes back
// (docs/multi-device.md, "Limits"): headless, over the loopback link.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "../support/loopback_link.h"
#include "../support/raw_device.h"
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
  void Pump() {
    hub.now = now += 0.05;
    room->Pump(now);
  }
  bool Logged(const std::string& part) const {
    return std::any_of(room->log().begin(), room->log().end(),
                       [&](const std::string& l) { return l.find(part) != std::string::npos; });
  }
};

// A device that connects and says hello, answering the challenge as a
// newcomer (a person who typed the code): its RawDevice, past the handshake.
RawDevice& Newcomer(Lobby& lobby, std::vector<std::unique_ptr<RawDevice>>& devices) {
  devices.push_back(std::make_unique<RawDevice>(lobby.hub.NewEnd()));
  RawDevice& d = *devices.back();
  d.Start(lobby.room->code());
  d.Poll();
  d.Hello();
  lobby.Pump();
  d.Poll();
  d.Auth();
  lobby.Pump();
  d.Poll();
  return d;
}

}  // namespace

TEST_CASE("Rooms: a host lets in the open seats and a few more devices, and turns the rest away", "[play][room]") {
  Lobby lobby(3);  // two open seats: room for 2 + 4 devices without a seat
  std::vector<std::unique_ptr<RawDevice>> devices;
  for (int i = 0; i < 8; ++i) Newcomer(lobby, devices);
  lobby.Pump();
  int kept = 0;
  for (auto& d : devices) {
    d->Poll();
    kept += !d->closed;
  }
  CHECK(kept == 6);
  CHECK(lobby.Logged("turned away"));
}

TEST_CASE("Rooms: a device that floods the host is disconnected, one that keeps a person's pace is not", "[play][room]") {
  Lobby lobby(2);
  std::vector<std::unique_ptr<RawDevice>> devices;
  RawDevice& calm = Newcomer(lobby, devices);
  RawDevice& flood = Newcomer(lobby, devices);
  REQUIRE(calm.challenged());
  play::Message ping;
  ping.kind = play::Message::Kind::kPing;
  // Calm: five messages a second for a minute (the other keeps alive).
  for (int i = 0; i < 60 * 5; ++i) {
    calm.Send(ping);
    if (i % 10 == 0) flood.KeepAlive();
    lobby.now += 0.2;
    lobby.hub.now = lobby.now;
    lobby.room->Pump(lobby.now);
  }
  calm.Poll();
  CHECK_FALSE(calm.closed);
  // The flood: 200 messages in one frame.
  for (int i = 0; i < 200; ++i) flood.Send(ping);
  lobby.Pump();
  flood.Poll();
  CHECK(flood.closed);
  CHECK(lobby.Logged("too many messages"));
  calm.Poll();
  CHECK_FALSE(calm.closed);
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
  std::vector<std::unique_ptr<RawDevice>> devices;
  RawDevice& stranger = Newcomer(lobby, devices);
  lobby.Pump();
  stranger.Poll();
  bool told = false;
  for (const play::Message& m : stranger.received)
    told |= m.kind == play::Message::Kind::kBye && m.reason.find("every seat is taken") != std::string::npos;
  CHECK(told);
  CHECK(stranger.closed);
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

TEST_CASE("Rooms: a device on the host's code that cannot prove the room's secret learns no token, and the guest "
          "gets its seat back from the real host",
          "[play][room]") {
  Lobby lobby(2);
  LoopbackHub::End& guest_end = lobby.hub.NewEnd();
  play::GuestRoom guest(guest_end, BuiltinGames(), PlayDictionary(), lobby.room->code(), "Guest");
  guest.SetHostKey(lobby.room->key().public_key);  // from the host's join link
  REQUIRE(guest.HostChecked());
  guest.Open(lobby.now);
  auto pump = [&](int frames) {
    for (int i = 0; i < frames; ++i) {
      lobby.Pump();
      guest.Pump(lobby.now);
    }
  };
  pump(3);
  guest.Sit(1, "Guest");
  pump(3);
  const std::string token = guest.token();
  REQUIRE(!token.empty());
  REQUIRE(lobby.room->seats()[1].peer >= 0);
  // The host's page reloads; meanwhile an impostor registers its code.
  lobby.room->Disconnect();
  play::SessionSetup plan;
  plan.options.seats = 2;
  for (int s = 0; s < 2; ++s) plan.seats.push_back(play::SeatSetup{true, "easy", "", false});
  LoopbackHub::End& impostor_end = lobby.hub.NewEnd();
  play::HostRoom impostor(impostor_end, Info("lost-words"), PlayDictionary(), plan, 0, lobby.room->code());
  impostor.Open(lobby.now);
  std::vector<std::string> to_impostor;
  lobby.hub.on_send = [&](int from, int to, const std::string& text) {
    if (from == guest_end.id() && to == impostor_end.id()) to_impostor.push_back(text);
  };
  bool doubted = false;
  for (int i = 0; i < 20 * 10 && to_impostor.size() < 6; ++i) {
    impostor.Pump(lobby.now += 0.05);
    guest.Pump(lobby.now);
    doubted |= guest.status().find("could not prove") != std::string::npos;
  }
  REQUIRE(!to_impostor.empty());  // it did reach the impostor
  for (const std::string& text : to_impostor) {
    auto m = play::Parse(text);
    REQUIRE(m.ok());
    CHECK(m->kind == play::Message::Kind::kHello);  // never an answer to its challenge
    CHECK(text.find(token) == std::string::npos);
  }
  CHECK(doubted);
  CHECK(guest.phase() != play::GuestRoom::Phase::kClosed);  // it keeps looking for the real host
  // The impostor goes; the real host is back: the seat is the guest's again.
  impostor.Disconnect();
  lobby.hub.on_send = nullptr;
  lobby.room->Open(lobby.now);
  for (int i = 0; i < 20 * 70 && lobby.room->seats()[1].peer < 0; ++i) pump(1);
  CHECK(lobby.room->seats()[1].peer >= 0);
  CHECK(guest.seat() == 1);
}

TEST_CASE("Rooms: a device that claims a seat without its token does not get it", "[play][room]") {
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
  const int peer = lobby.room->seats()[1].peer;
  REQUIRE(peer >= 0);
  // Another device asks for seat 1 with a made-up proof.
  RawDevice thief(lobby.hub.NewEnd());
  thief.Start(lobby.room->code());
  thief.Poll();
  thief.Hello("Thief");
  lobby.Pump();
  thief.Poll();
  REQUIRE(thief.challenged());
  thief.Auth(1, play::NewToken());
  lobby.Pump();
  thief.Poll();
  bool newcomer = false;
  for (const play::Message& m : thief.received)
    if (m.kind == play::Message::Kind::kLobby) newcomer = m.seat == -1 && m.token.empty();
  CHECK(newcomer);  // the lobby as anyone sees it, no seat, no token
  CHECK(lobby.room->seats()[1].peer == peer);  // the seat stays with its guest
  CHECK(lobby.Logged("fits no seat"));
}

TEST_CASE("Rooms: in the lobby a guest that dropped keeps its seat for a while, is told when it was given up, "
          "and the host can take a guest off the table",
          "[play][room]") {
  Lobby lobby(3);
  std::vector<LoopbackHub::End*> ends;
  std::vector<std::unique_ptr<play::GuestRoom>> guests;
  for (int g = 0; g < 2; ++g) {
    ends.push_back(&lobby.hub.NewEnd());
    guests.push_back(std::make_unique<play::GuestRoom>(*ends.back(), BuiltinGames(), PlayDictionary(),
                                                       lobby.room->code(), "Guest"));
    guests.back()->Open(lobby.now);
  }
  auto pump = [&](int frames) {
    for (int i = 0; i < frames; ++i) {
      lobby.Pump();
      for (auto& g : guests) g->Pump(lobby.now);
    }
  };
  pump(3);
  guests[0]->Sit(1, "Ana");
  guests[1]->Sit(2, "Ben");
  pump(3);
  REQUIRE(lobby.room->seats()[1].kind == play::SeatInfo::Kind::kGuest);
  // Ana's phone blinks for 10 s: her seat waits for her.
  guests[0]->Leave();
  pump(10 * 20);
  CHECK(lobby.room->seats()[1].kind == play::SeatInfo::Kind::kGuest);
  const std::string key = guests[0]->host_key();  // kept in its file since it sat down
  REQUIRE(key == lobby.room->key().public_key);
  guests[0] = std::make_unique<play::GuestRoom>(*ends[0], BuiltinGames(), PlayDictionary(), lobby.room->code(), "Ana",
                                                guests[0]->token());
  guests[0]->SetHostKey(key);
  guests[0]->Open(lobby.now);
  pump(4);
  CHECK(guests[0]->seat() == 1);
  CHECK(lobby.room->seats()[1].peer >= 0);
  // Away longer than the grace: the seat opens, and on her return she is told.
  const std::string token = guests[0]->token();
  guests[0]->Leave();
  pump(static_cast<int>(play::HostRoom::kLobbyGraceSeconds + 2) * 20);
  CHECK(lobby.room->seats()[1].kind == play::SeatInfo::Kind::kOpen);
  // (Without the host's key, as an old file: the device answering cannot
  // show it is the host, so the claim is kept and the person told so.)
  guests[0] = std::make_unique<play::GuestRoom>(*ends[0], BuiltinGames(), PlayDictionary(), lobby.room->code(), "Ana",
                                                token);
  guests[0]->Open(lobby.now);
  pump(4);
  CHECK(guests[0]->token() == token);
  CHECK(guests[0]->status().find("may not be the room's host") != std::string::npos);
  // With it, the host is known, and the seat was given up.
  guests[0]->Leave();
  guests[0] = std::make_unique<play::GuestRoom>(*ends[0], BuiltinGames(), PlayDictionary(), lobby.room->code(), "Ana",
                                                token);
  guests[0]->SetHostKey(key);
  guests[0]->Open(lobby.now);
  pump(4);
  CHECK(guests[0]->seat() == -1);
  CHECK(guests[0]->status().find("given up") != std::string::npos);
  CHECK(guests[0]->phase() == play::GuestRoom::Phase::kLobby);
  // The host takes Ben off the table: a bot sits there until the host
  // opens the seat again (nobody with the code takes it straight back).
  lobby.room->Remove(2);
  pump(3);
  CHECK(lobby.room->seats()[2].kind == play::SeatInfo::Kind::kBot);
  CHECK(guests[1]->phase() == play::GuestRoom::Phase::kClosed);
  CHECK(guests[1]->status().find("took you off") != std::string::npos);
}

}  // namespace lf::testing
