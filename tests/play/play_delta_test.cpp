// Small messages (docs/multi-device.md, "Small messages"): a table sent as
// the change from the last one (play/delta.h) gives back exactly the new
// table, at every move of a seeded game of every game, for every seat; and
// a change that does not fit the table it is applied to is refused.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "../support/loopback_link.h"
#include "core/bot.h"
#include "play/delta.h"
#include "play/protocol.h"
#include "play/room.h"
#include "play_support.h"

namespace lf::testing {

TEST_CASE("Play: a table's change from the last one gives back the new table, at every move of every game",
          "[play][room]") {
  for (const std::string& name : {"lost-for-words", "lost-words", "word-lift", "word-shout", "lost-board-game"}) {
    const GameInfo& info = Info(name);
    GameOptions options;
    options.seats = std::min(4, info.max_seats);
    options.seed = 9;
    auto created = CreateGame(info, options, PlayDictionary());
    REQUIRE(created.ok());
    std::unique_ptr<Game> game = std::move(*created);
    std::vector<Json> last(static_cast<size_t>(options.seats));
    for (int s = 0; s < options.seats; ++s) last[static_cast<size_t>(s)] = game->Redacted(s)->Snapshot();
    Rng rng(3);
    size_t whole = 0, changes = 0;
    int moves = 0;
    for (; moves < 400 && !game->IsTerminal(); ++moves) {
      const std::vector<int> deciding = game->DecidingSeats();
      if (deciding.empty()) {
        const auto due = game->NextTimedEvent();
        REQUIRE(due.has_value());
        const auto dealer = game->LegalMoves(kDealerSeat);
        REQUIRE(!dealer.empty());
        REQUIRE(game->ApplyMoveAt(kDealerSeat, dealer.front(), *due).ok());
      } else {
        const int seat = deciding[rng.UniformBelow(static_cast<uint32_t>(deciding.size()))];
        const std::vector<std::string> legal = game->LegalMoves(seat);
        REQUIRE(!legal.empty());
        REQUIRE(game->ApplyMoveAt(seat, legal[rng.UniformBelow(static_cast<uint32_t>(legal.size()))], game->Now()).ok());
      }
      for (int s = 0; s < options.seats; ++s) {
        const Json now = game->Redacted(s)->Snapshot();
        Json& before = last[static_cast<size_t>(s)];
        const Json change = play::Diff(before, now);
        const auto patched = play::Patch(before, change);
        INFO(name << ", move " << moves << ", seat " << s);
        REQUIRE(patched.has_value());
        REQUIRE(patched->Dump() == now.Dump());
        whole += now.Dump().size();
        changes += change.Dump().size();
        before = now;
      }
    }
    CHECK(moves > 20);
    CHECK(changes < whole);
    WARN(name << ": " << moves << " moves; changes " << changes << " B against whole tables " << whole << " B");
  }
}

TEST_CASE("Play: a change that does not fit the table it is applied to is refused", "[play][room]") {
  Result<Json> a = Json::Parse(R"({"hand":[1,2,3],"moves":["x"],"score":4})");
  Result<Json> b = Json::Parse(R"({"hand":[1,5,3],"moves":["x","y"],"score":6,"new":true})");
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  const Json change = play::Diff(*a, *b);
  REQUIRE(play::Patch(*a, change).has_value());
  CHECK(play::Patch(*a, change)->Dump() == b->Dump());
  // Applied to another table: one without the part it changes.
  Result<Json> part = Json::Parse(R"({"~":{"hand":{"[":{"1":{"!":5}}}}})");
  Result<Json> other = Json::Parse(R"({"score":1})");
  REQUIRE(part.ok());
  REQUIRE(other.ok());
  REQUIRE(play::Patch(*a, *part).has_value());
  CHECK_FALSE(play::Patch(*other, *part).has_value());
  // Malformed changes.
  for (const char* bad : {R"({"+":[1]})", R"({"[":{"9":{"!":1}}})", R"({"~":{"nope":{}}})", R"({"-":["nope"]})",
                          R"({"?":1})", R"([1])", R"({"!":1,"=":{}})"}) {
    Result<Json> p = Json::Parse(bad);
    REQUIRE(p.ok());
    INFO(bad);
    CHECK_FALSE(play::Patch(*a, *p).has_value());
  }
}

// Bytes per guest per move: whole tables (as before) against changes, over a
// whole 8-player game of Lost: The Board Game, a guest at each seat but the
// host's. Prints figures; run with
//   build/native/tests/play/play_tests "[.room-bytes]"
TEST_CASE("Play: bytes per guest per move in an 8-player board game", "[.room-bytes]") {
  LoopbackHub hub;
  const GameInfo& info = Info("lost-board-game");
  play::SessionSetup plan;
  plan.options.seats = 8;
  plan.options.seed = 17;
  for (int s = 0; s < 8; ++s) plan.seats.push_back(play::SeatSetup{true, "medium", "", false});
  LoopbackHub::End& host_end = hub.NewEnd();
  auto room = std::make_shared<play::HostRoom>(host_end, info, PlayDictionary(), plan, 0, "BYTESROOM");
  double now = 1;
  room->Open(now);
  std::vector<std::unique_ptr<play::GuestRoom>> lobby;
  std::vector<std::unique_ptr<play::GuestSession>> guests(7);
  for (int g = 1; g < 8; ++g) {
    lobby.push_back(std::make_unique<play::GuestRoom>(hub.NewEnd(), BuiltinGames(), PlayDictionary(), "BYTESROOM", "G"));
    lobby.back()->Open(now);
  }
  std::unique_ptr<play::LocalSession> session;
  auto pump = [&] {
    now += 0.05;
    if (session) session->Update(now);
    else room->Pump(now);
    for (size_t g = 0; g < lobby.size(); ++g) {
      if (guests[g]) {
        guests[g]->Update(now);
      } else {
        lobby[g]->Pump(now);
        if (lobby[g]->HasTable()) {
          auto joined = play::GuestSession::Join(std::move(lobby[g]), {}, nullptr, now);
          REQUIRE(joined.ok());
          guests[g] = std::move(*joined);
        }
      }
    }
  };
  for (int i = 0; i < 6; ++i) pump();
  for (int g = 1; g < 8; ++g) lobby[static_cast<size_t>(g - 1)]->Sit(g, "G" + std::to_string(g));
  for (int i = 0; i < 6; ++i) pump();
  auto started = room->StartGame({});
  REQUIRE(started.ok());
  session = std::move(*started);
  session->Host(room);
  session->SetPace(0);
  std::vector<double> sent, whole;
  hub.on_send = [&](int from, int to, const std::string& text) {
    auto m = play::Parse(text);
    if (from != host_end.id() || !m.ok() || m->kind != play::Message::Kind::kState) return;
    sent.push_back(static_cast<double>(text.size()));
    play::Message w = *m;
    w.is_delta = false;
    w.snapshot = session->game().Redacted(to)->Snapshot();
    whole.push_back(static_cast<double>(play::Print(w).size()));
  };
  // Every person plays as the tests' person does (PersonMove) when their
  // own screen asks them: the host's on the host, each guest on its device.
  for (int step = 0; step < 40000 && !session->game().IsTerminal(); ++step) {
    const size_t moves = session->game().History().size();
    if (session->IsDeciding(0)) (void)session->Play(0, PersonMove(*session, 0));
    for (size_t g = 0; g < guests.size(); ++g) {
      const int seat = static_cast<int>(g) + 1;
      play::GuestSession* guest = guests[g].get();
      if (guest == nullptr || guest->game().History().size() != moves || !guest->IsDeciding(seat)) continue;
      (void)guest->Play(seat, PersonMove(*guest, seat));
    }
    pump();
  }
  auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
  };
  const double max_sent = sent.empty() ? 0 : *std::max_element(sent.begin(), sent.end());
  const double max_whole = whole.empty() ? 0 : *std::max_element(whole.begin(), whole.end());
  std::printf("room-bytes: 8-player board game, %zu tables to 7 guests over %zu moves (%s)\n", sent.size(),
              session->game().History().size(), session->game().IsTerminal() ? "to its end" : "not ended");
  std::printf("room-bytes: whole tables: median %.0f B, max %.0f B\n", median(whole), max_whole);
  std::printf("room-bytes: as sent (changes after the first): median %.0f B, max %.0f B\n", median(sent), max_sent);
  CHECK(median(sent) < median(whole));
}

}  // namespace lf::testing
