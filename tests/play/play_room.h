// A room for the play tests (docs/multi-device.md): over the loopback link,
// a host (a person at seat 0 whose session hosts the room) and guest devices
// at seats 1..n, each with files of its own, the game started. Time is the
// room's: every frame advances the app clock and the link's clock together,
// and any device can be paused (a page in the background: not pumped).
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "../support/loopback_link.h"
#include "play/room.h"
#include "play/store.h"
#include "play_support.h"

namespace lf::testing {

struct TestRoom {
  struct Device {
    LoopbackHub::End* end = nullptr;
    MemoryFiles files;
    std::unique_ptr<play::Store> store;
    std::unique_ptr<play::GuestRoom> lobby;        // before its first table
    std::unique_ptr<play::GuestSession> session;   // after it
    bool paused = false;
  };

  LoopbackHub hub;
  const GameInfo* info;
  LoopbackHub::End* host_end;
  MemoryFiles host_files;
  play::Store host_store{host_files};
  std::unique_ptr<play::LocalSession> host;
  std::vector<std::unique_ptr<Device>> guests;
  double now = 10;
  bool host_paused = false;

  // Each message body a guest's device receives (guest, body): set before
  // the room is made (the constructor's last argument) to see the lobby's.
  std::function<void(int guest, const std::string& json)> receive;

  // `humans`: seats 1..humans are guests' (the rest bots of `level`).
  TestRoom(const std::string& game, int seats, int humans, uint64_t seed, const std::string& level = "easy",
           int turn_seconds = 0, int quiet_seconds = 60,
           std::function<void(int guest, const std::string& json)> on_receive = {})
      : info(&Info(game)), receive(std::move(on_receive)) {
    play::SessionSetup plan;
    plan.options.seats = seats;
    plan.options.seed = seed;
    for (int s = 0; s < seats; ++s) plan.seats.push_back(play::SeatSetup{s <= humans, level, s == 0 ? "Hana" : "", false});
    host_end = &hub.NewEnd();
    auto lobby = std::make_shared<play::HostRoom>(*host_end, *info, PlayDictionary(), plan, 0);
    lobby->SetTurnSeconds(turn_seconds);
    lobby->SetQuietSeconds(quiet_seconds);
    lobby->KeepLobbyIn(host_store);
    lobby->Open(now);
    for (int g = 0; g < humans; ++g) {
      auto d = std::make_unique<Device>();
      d->end = &hub.NewEnd();
      d->store = std::make_unique<play::Store>(d->files);
      // Every other guest came by the link (it checks the host's key); the
      // others typed the code.
      d->lobby = std::make_unique<play::GuestRoom>(*d->end, BuiltinGames(), PlayDictionary(), lobby->code(),
                                                   "Guest " + std::to_string(g + 1));
      if (g % 2 == 0) d->lobby->SetHostKey(lobby->key().public_key);
      d->lobby->Open(now);
      guests.push_back(std::move(d));
      Hook(g);
    }
    for (int i = 0; i < 4; ++i) LobbyFrame(*lobby);
    for (int g = 0; g < humans; ++g) Guest(g).Sit(g + 1, "Guest " + std::to_string(g + 1));
    for (int i = 0; i < 4; ++i) LobbyFrame(*lobby);
    for (int g = 0; g < humans; ++g) REQUIRE(Guest(g).seat() == g + 1);
    auto started = lobby->StartGame({});
    REQUIRE(started.ok());
    host = std::move(*started);
    host->Host(lobby);
    host->KeepIn(host_store);
    host->SetPace(0);
    for (int i = 0; i < 6; ++i) Frame();
    for (auto& d : guests) REQUIRE(d->session != nullptr);
  }

  play::HostRoom& room() { return *host->host_room(); }
  play::GuestRoom& Guest(int g) {
    Device& d = *guests[static_cast<size_t>(g)];
    return d.session ? d.session->room() : *d.lobby;
  }
  play::GuestSession* Session(int g) { return guests[static_cast<size_t>(g)]->session.get(); }

  void LobbyFrame(play::HostRoom& lobby) {
    hub.now = now += 0.05;
    lobby.Pump(now);
    for (auto& d : guests) d->lobby->Pump(now);
  }

  // One frame of every device not paused.
  void Frame(double dt = 0.05) {
    hub.now = now += dt;
    if (host && !host_paused) host->Update(now);
    for (auto& d : guests) {
      if (d->paused) continue;
      if (d->session) {
        d->session->Update(now);
      } else if (d->lobby) {
        d->lobby->Pump(now);
        if (d->lobby->HasTable()) {
          auto joined = play::GuestSession::Join(std::move(d->lobby), {}, d->store.get(), now);
          REQUIRE(joined.ok());
          d->session = std::move(*joined);
        }
      }
    }
  }
  void Run(double seconds, double dt = 0.05) {
    for (double end = now + seconds; now < end;) Frame(dt);
  }
  // Frames until `done` (true) or `seconds` of room time have passed (false).
  bool RunUntil(const std::function<bool()>& done, double seconds, double dt = 0.05) {
    for (double end = now + seconds; now < end;) {
      if (done()) return true;
      Frame(dt);
    }
    return done();
  }

  // Guest g is back at its seat: the host has its connection, and its
  // table is the host's view of its seat.
  bool Seated(int g) {
    const int seat = g + 1;
    play::GuestSession* s = Session(g);
    return host && room().seats()[static_cast<size_t>(seat)].peer >= 0 && Guest(g).connected() &&
           Guest(g).seat() == seat && s != nullptr && s->game().History() == host->game().Redacted(seat)->History();
  }

  // Guest g's page reloads: its session is gone, its connection drops, and
  // the new page opens the room again from the device's file.
  void Reload(int g) {
    Device& d = *guests[static_cast<size_t>(g)];
    d.session.reset();
    d.lobby.reset();
    hub.Cut(d.end->id());
    Result<std::string> text = d.store->ReadGuest();
    REQUIRE(text.ok());
    auto resumed = play::GuestRoom::Resume(*d.end, BuiltinGames(), PlayDictionary(), *text);
    REQUIRE(resumed.ok());
    d.lobby = std::move(*resumed);
    Hook(g);
    d.lobby->Open(now);
  }

  void Hook(int g) {
    if (receive) Guest(g).on_receive = [this, g](const std::string& json) { receive(g, json); };
  }

  // The host's page goes (its link with it); HostBack() loads its save and
  // opens the room again.
  void HostGone() {
    host_end->Close();
    host.reset();
  }
  void HostBack() {
    Result<std::string> save = host_store.Read(info->name, play::Slot::kGame);
    REQUIRE(save.ok());
    auto loaded = play::LocalSession::Load(*save, BuiltinGames(), PlayDictionary(), {});
    REQUIRE(loaded.ok());
    host = std::move(*loaded);
    host->KeepIn(host_store);
    host->SetPace(0);
    host->ReopenRoom(host_end, now);
    REQUIRE(host->host_room() != nullptr);
  }

  // The person at seat 0 plays whenever it is theirs to decide; guests'
  // people play from their own tables (`salt` varies the choices). (Turn-based
  // games: a real-time game's people do not play every frame.)
  void Play(uint64_t salt = 0) {
    if (info->dynamics == Dynamics::kRealTime) return;
    if (host && host->IsDeciding(0) && !host->game().IsTerminal()) (void)host->Play(0, PersonMove(*host, 0, salt));
    for (size_t g = 0; g < guests.size(); ++g) {
      play::GuestSession* s = guests[g]->session.get();
      const int seat = static_cast<int>(g) + 1;
      if (s == nullptr || guests[g]->paused || s->game().IsTerminal() || !s->IsDeciding(seat)) continue;
      if (host && host->IsStandIn(seat)) continue;
      (void)s->Play(seat, PersonMove(*s, seat, salt));
    }
  }
};

}  // namespace lf::testing
