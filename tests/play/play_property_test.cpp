// Properties of the game in play that must hold at every move, checked at
// every Nth move of seeded games of every game (docs/architecture.md, "The
// game in play"), with no screen:
// - Undo, wherever it is offered, restores the table as it was, and playing
//   the same moves again gives the same game, move for move (the bots decide
//   from the table alone); it never crosses a move that revealed something,
//   and it is never offered while bots are to move.
// - A save, loaded and played on, is the game played without the reload.
// - In a room (host, two guests, a bot, over the loopback link), a guest's
//   page that reloads right after its move loses no move and applies none
//   twice; its table is the host's view of its seat again.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

#include "../support/loopback_link.h"
#include "play/room.h"
#include "play_support.h"

namespace lf::testing {
namespace {

struct Case {
  std::string game;
  int seats;
  int every;      // check at every this-many-th move
  int max_moves;  // a game stops here (the properties hold at any prefix)
};

// Seeds per game: enough moves to meet every phase, small enough for the
// sanitizer stage (a tenth of the games there, at least one).
std::vector<Case> TurnBased() {
  return {{"lost-for-words", 2, 3, 400},
          {"lost-words", 3, 3, 400},
          {"word-lift", 3, 3, 200},
          {"lost-board-game", 4, 5, 1500}};
}
int Games() { return kSanitized ? 1 : 6; }

// One step of a game on screen: the session moves on (a bot, an automatic
// pass) or, when nothing happens by itself, the person at seat 0 decides.
// Returns false once the game is over.
bool Step(play::LocalSession& s, double* t, uint64_t salt = 0) {
  if (s.game().IsTerminal()) return false;
  if (s.Update(*t += 1.0)) return true;
  if (s.game().IsTerminal()) return false;
  REQUIRE(s.IsDeciding(0));
  const Status st = s.Play(0, PersonMove(s, 0, salt));
  INFO(st.reason());
  REQUIRE(st.ok());
  return true;
}

// Undo, then the same moves again: the same table, log and scores.
void CheckUndo(play::LocalSession& s, double* t) {
  const std::string before = SessionState(s);
  const std::vector<Game::LoggedMove> history = s.game().History();
  const std::unique_ptr<Game> original = s.game().Clone();
  const Status undone = s.Undo();
  INFO(undone.reason());
  REQUIRE(undone.ok());
  const size_t from = s.game().History().size();
  REQUIRE(from < history.size());
  CHECK(history[from].seat == 0);
  CHECK(std::equal(s.game().History().begin(), s.game().History().end(), history.begin()));
  // Never across a move that showed anyone a hidden card.
  for (size_t i = from; i < history.size(); ++i) CHECK_FALSE(original->RevealedInformation(i));
  // The person decides again, where they did.
  CHECK(s.IsDeciding(0));
  while (s.game().History().size() < history.size()) {
    const size_t k = s.game().History().size();
    if (s.Update(*t += 1.0)) {
      REQUIRE(s.game().History()[k] == history[k]);  // a bot, or an automatic pass, as before
      continue;
    }
    REQUIRE(history[k].seat == 0);
    REQUIRE(s.Play(0, history[k].move).ok());
  }
  CHECK(SessionState(s) == before);
}

// The save, loaded: the same session; both played on: the same moves.
void CheckReload(play::LocalSession& s, double* t, int steps) {
  auto loaded = play::LocalSession::Load(s.SaveText(), BuiltinGames(), PlayDictionary(), {});
  INFO(loaded.error());
  REQUIRE(loaded.ok());
  play::LocalSession& r = **loaded;
  r.SetPace(0);
  REQUIRE(SessionState(r) == SessionState(s));
  CHECK(r.CanOfferUndo() == s.CanOfferUndo());
  double tr = *t;
  for (int i = 0; i < steps && Step(s, t); ++i) REQUIRE(Step(r, &tr));
  CHECK(r.game().History() == s.game().History());
  CHECK(SessionState(r) == SessionState(s));
}

}  // namespace

TEST_CASE("Play: Undo restores the table move for move and replays the same game, in every turn-based game",
          "[play][undo]") {
  for (const Case& c : TurnBased()) {
    int checked = 0, decisions = 0;
    // At every Nth decision, or the first after it where Undo is offered
    // (it is not across a reveal: in Word Lift most decisions follow a draw).
    int due = c.every;
    for (int g = 0; g < Games(); ++g) {
      auto s = PersonAgainstBots(c.game, c.seats, 100 + static_cast<uint64_t>(g), "medium");
      s->SetPace(0);
      double t = 0;
      while (!s->game().IsTerminal() && static_cast<int>(s->game().History().size()) < c.max_moves) {
        // Never offered while bots are to move (the button would come and go).
        if (s->BotToMove()) CHECK_FALSE(s->CanOfferUndo());
        if (s->Update(t += 1.0)) continue;
        if (s->game().IsTerminal()) break;
        REQUIRE(s->IsDeciding(0));
        if (++decisions >= due && s->CanOfferUndo()) {
          CheckUndo(*s, &t);
          ++checked;
          due = decisions + c.every;
        }
        REQUIRE(s->Play(0, PersonMove(*s, 0)).ok());
      }
    }
    INFO(c.game << ": " << checked << " undos checked in " << decisions << " decisions");
    CHECK(checked >= Games());
    WARN(c.game << ": undo checked at " << checked << " of " << decisions << " decisions");
  }
}

TEST_CASE("Play: a save reloaded at any move plays on exactly as the game without the reload, in every game",
          "[play][reload]") {
  for (const Case& c : TurnBased()) {
    int checked = 0;
    for (int g = 0; g < Games(); ++g) {
      auto s = PersonAgainstBots(c.game, c.seats, 200 + static_cast<uint64_t>(g), "medium");
      s->SetPace(0);
      double t = 0;
      int moves = 0;
      while (static_cast<int>(s->game().History().size()) < c.max_moves && Step(*s, &t)) {
        if (++moves % c.every != 0) continue;
        CheckReload(*s, &t, 4);
        ++checked;
      }
    }
    CHECK(checked > 0);
    WARN(c.game << ": " << checked << " reloads checked");
  }
}

TEST_CASE("Play: a real-time game reloaded at any move plays on with the same bots' plans and timed events",
          "[play][reload][realtime]") {
  int checked = 0;
  for (int g = 0; g < Games(); ++g) {
    auto s = PersonAgainstBots("word-shout", 3, 300 + static_cast<uint64_t>(g), "medium");
    s->SetPace(0);
    double t = 0;
    size_t next = 6;
    for (int frame = 0; frame < 20 * 60 * 4 && !s->game().IsTerminal(); ++frame) {
      s->Update(t += 0.25);  // the person at seat 0 watches; the bots and the dealer play
      if (s->game().History().size() < next) continue;
      next = s->game().History().size() + 9;
      auto loaded = play::LocalSession::Load(s->SaveText(), BuiltinGames(), PlayDictionary(), {});
      REQUIRE(loaded.ok());
      play::LocalSession& r = **loaded;
      REQUIRE(SessionState(r) == SessionState(*s));
      // Played on for ten seconds of game each: every move at its own game
      // time, so one is a prefix of the other, and the reloaded one (its
      // clock restarted at the last move) catches up.
      auto copy = play::LocalSession::Load(s->SaveText(), BuiltinGames(), PlayDictionary(), {});
      REQUIRE(copy.ok());
      double ta = t, tb = t;
      for (int i = 0; i < 40; ++i) (*copy)->Update(ta += 0.25);
      for (int i = 0; i < 48; ++i) r.Update(tb += 0.25);
      const auto& a = (*copy)->game().History();
      const auto& b = r.game().History();
      REQUIRE(a.size() <= b.size());
      CHECK(std::equal(a.begin(), a.end(), b.begin()));
      ++checked;
    }
  }
  CHECK(checked > 3);
  WARN("word-shout: " << checked << " reloads checked");
}

//-----------------------------------------------------------------------------
// Rooms: a guest's reload
//-----------------------------------------------------------------------------

namespace {

// A host (a person at seat 0), guests at seats 1.., bots elsewhere, on one
// loopback hub; each guest device has its own files.
struct Room {
  LoopbackHub hub;
  const GameInfo* info;
  std::unique_ptr<play::LocalSession> host;
  std::vector<std::unique_ptr<play::GuestRoom>> lobby;
  std::vector<std::unique_ptr<play::GuestSession>> guests;
  std::vector<MemoryFiles> files;
  std::vector<std::unique_ptr<play::Store>> stores;
  std::vector<LoopbackHub::End*> ends;
  double now = 10;
  std::shared_ptr<play::HostRoom> hroom;
  std::map<std::string, int> token_sightings;  // each guest seat's token: messages that held it

  Room(const std::string& game, int seats, int guest_count, uint64_t seed) : info(&Info(game)) {
    hub.on_send = [this](int, int, const std::string& text) {
      if (!hroom) return;
      for (const auto& s : hroom->seats())
        if (!s.token.empty() && text.find(s.token) != std::string::npos) ++token_sightings[s.token];
    };
    play::SessionSetup plan;
    plan.options.seats = seats;
    plan.options.seed = seed;
    for (int s = 0; s < seats; ++s) plan.seats.push_back(play::SeatSetup{s <= guest_count, "easy", "", false});
    ends.push_back(&hub.NewEnd());
    auto room = std::make_shared<play::HostRoom>(*ends[0], *info, PlayDictionary(), plan, 0);
    hroom = room;
    room->Open(now);
    files.resize(static_cast<size_t>(guest_count));
    for (int g = 0; g < guest_count; ++g) {
      ends.push_back(&hub.NewEnd());
      stores.push_back(std::make_unique<play::Store>(files[static_cast<size_t>(g)]));
      lobby.push_back(std::make_unique<play::GuestRoom>(*ends.back(), BuiltinGames(), PlayDictionary(), room->code(),
                                                        "Guest"));
      lobby.back()->Open(now);
    }
    guests.resize(static_cast<size_t>(guest_count));
    for (int i = 0; i < 3; ++i) {
      room->Pump(now += 0.05);
      for (auto& l : lobby) l->Pump(now);
    }
    for (int g = 0; g < guest_count; ++g) lobby[static_cast<size_t>(g)]->Sit(g + 1, "Guest " + std::to_string(g + 1));
    for (int i = 0; i < 3; ++i) {
      room->Pump(now += 0.05);
      for (auto& l : lobby) l->Pump(now);
    }
    auto started = room->StartGame({});
    REQUIRE(started.ok());
    host = std::move(*started);
    host->Host(room);
    host->SetPace(0);
    Pump(3);
    for (auto& g : guests) REQUIRE(g != nullptr);
  }

  void Pump(int rounds = 1) {
    for (int r = 0; r < rounds; ++r) {
      now += 0.05;
      host->Update(now);
      for (size_t g = 0; g < guests.size(); ++g) {
        if (guests[g]) {
          guests[g]->Update(now);
        } else if (lobby[g]) {
          lobby[g]->Pump(now);
          if (lobby[g]->HasTable()) {
            auto joined = play::GuestSession::Join(std::move(lobby[g]), {}, stores[g].get(), now);
            REQUIRE(joined.ok());
            guests[g] = std::move(*joined);
          }
        }
      }
    }
  }

  // Guest g's page reloads: its session is gone, its connection drops, and
  // the new page opens the room again from the device's file.
  void Reload(size_t g) {
    guests[g].reset();
    hub.Cut(ends[g + 1]->id());
    Result<std::string> text = stores[g]->ReadGuest();
    REQUIRE(text.ok());
    auto resumed = play::GuestRoom::Resume(*ends[g + 1], BuiltinGames(), PlayDictionary(), *text);
    REQUIRE(resumed.ok());
    lobby[g] = std::move(*resumed);
    lobby[g]->Open(now);
  }
};

}  // namespace

TEST_CASE("Play: a guest whose page reloads right after its move loses no move and applies none twice",
          "[play][room]") {
  for (const Case& c : TurnBased()) {
    const int seats = std::min(4, Info(c.game).max_seats);
    const int guest_count = std::min(2, seats - 1);
    Room room(c.game, seats, guest_count, 400);
    std::vector<int> sent(static_cast<size_t>(seats), 0);
    int reloads = 0, turns = 0;
    Rng rng(5);
    for (int step = 0; step < 20000 && !room.host->game().IsTerminal() &&
                       static_cast<int>(room.host->game().History().size()) < c.max_moves;
         ++step) {
      const size_t moves = room.host->game().History().size();
      bool moved = false;
      if (room.host->IsDeciding(0) && !room.host->game().IsTerminal()) {
        REQUIRE(room.host->Play(0, PersonMove(*room.host, 0)).ok());
        moved = true;
      }
      for (size_t g = 0; g < room.guests.size() && !moved; ++g) {
        play::GuestSession* guest = room.guests[g].get();
        const int seat = static_cast<int>(g) + 1;
        // A person moves on the table they see once it is up to date.
        if (guest == nullptr || guest->game().History().size() != moves || !guest->IsDeciding(seat)) continue;
        REQUIRE(guest->Play(seat, PersonMove(*guest, seat)).ok());
        ++sent[static_cast<size_t>(seat)];
        moved = true;
        if (++turns % c.every == 0) {
          room.Reload(g);  // before the host has even seen the move
          ++reloads;
        }
      }
      room.Pump();
    }
    room.Pump(10);
    for (int seat = 1; seat <= guest_count; ++seat) {
      int applied = 0;
      const auto& history = room.host->game().History();
      for (size_t i = 0; i < history.size(); ++i) applied += history[i].seat == seat && !room.host->Automatic(i);
      INFO(c.game << ", seat " << seat);
      CHECK(applied == sent[static_cast<size_t>(seat)]);
      REQUIRE(room.guests[static_cast<size_t>(seat - 1)] != nullptr);
      CHECK(room.guests[static_cast<size_t>(seat - 1)]->game().History() ==
            room.host->game().Redacted(seat)->History());
    }
    CHECK(reloads > 0);
    // A seat's token went over the link once, when the guest sat down; its
    // reconnections proved it without sending it (docs/multi-device.md,
    // "The handshake").
    for (int seat = 1; seat <= guest_count; ++seat) {
      const std::string& token = room.hroom->seats()[static_cast<size_t>(seat)].token;
      REQUIRE(!token.empty());
      CHECK(room.token_sightings[token] == 1);
    }
    WARN(c.game << ": " << reloads << " guest reloads, " << turns << " guest moves");
  }
}

}  // namespace lf::testing

namespace lf::testing {

TEST_CASE("Play: a quiet guest's stand-in bot hands the seat back on any message from that seat's device",
          "[play][room]") {
  Room room("lost-words", 3, 2, 77);
  room.host->host_room()->SetQuietSeconds(10);
  // Guest 2's tab goes to the background: its link stays up, it says nothing.
  for (int i = 0; i < 12 * 20; ++i) {
    room.now += 0.05;
    room.host->Update(room.now);
    room.guests[0]->Update(room.now);
  }
  REQUIRE(room.host->IsStandIn(2));
  // The tab comes back: its next ping (no new hello) gives the seat back.
  room.Pump(3 * 20 + 5);
  CHECK_FALSE(room.host->IsStandIn(2));
  CHECK(room.guests[1]->game().History() == room.host->game().Redacted(2)->History());
}

}  // namespace lf::testing
