// The real-time machinery of the game interface, proven on the Snap test
// game (tests/support/snap_game.h): moves carry their time, timed events
// happen when due and never get skipped, bots react after their delays,
// ties in one instant follow the game's order, and a seed plus the record
// replays exactly.
#include <catch2/catch.hpp>

#include "../support/simulation.h"
#include "../support/snap_game.h"
#include "core/realtime.h"
#include "core/record.h"
#include "core/scenario.h"
#include "core/tournament.h"

using lf::Millis;
using lf::testing::SnapGame;

namespace {

const lf::GameInfo& Snap() { return *lf::testing::SnapRegistry().Find("snap"); }

lf::MatchResult Play(const std::vector<std::string>& levels, uint64_t seed, const lf::MoveObserver& observer = {}) {
  std::vector<std::unique_ptr<lf::Bot>> bots;
  for (const auto& level : levels) bots.push_back(Snap().make_bot(level, nullptr));
  lf::GameOptions o;
  o.seats = static_cast<int>(levels.size());
  o.seed = seed;
  return lf::PlayMatch(Snap(), o, bots, nullptr, 100000, observer);
}

}  // namespace

TEST_CASE("a thousand real-time games with random claim times keep every invariant and replay exactly",
          "[realtime][simulation]") {
  int claims = 0, penalties = 0, takes = 0;
  for (int k = 0; k < 1000; ++k) {
    const int seats = 2 + k % 3;
    std::vector<std::string> levels(static_cast<size_t>(seats), "random");
    Millis last_time = 0;
    std::optional<Millis> due = 1000;  // the timed event due before the move just made (the first card)
    const auto observer = [&](const lf::Game& g, int seat, const std::string& move) {
      const auto& snap = static_cast<const SnapGame&>(g);
      const Millis t = g.History().back().time;
      REQUIRE(g.History().back().seat == seat);
      REQUIRE(g.History().back().move == move);
      REQUIRE(t >= last_time);                  // time runs forward
      if (due) REQUIRE(t <= *due);              // no timed event is ever skipped
      if (seat == lf::kDealerSeat) REQUIRE(t == due.value_or(-1));  // and each happens on time
      REQUIRE(g.Now() == t);
      REQUIRE(snap.TotalCards() == SnapGame::kCards);  // no card created or lost
      int sum = 0;
      for (int v : g.Scores()) sum += v;
      REQUIRE(sum + static_cast<int>(snap.pile().size()) + std::stoi(*g.Query("deck-count")) == SnapGame::kCards);
      for (int s = 0; s < g.NumSeats(); ++s) {
        auto view = g.Redacted(s);
        REQUIRE(view->Options().seed == 0);
        REQUIRE(view->View(s).Dump() == g.View(s).Dump());
        REQUIRE(view->Now() == g.Now());
        REQUIRE(view->NextTimedEvent() == g.NextTimedEvent());
      }
      // A move that is not one is refused and changes nothing; so is a move in the past.
      if (!g.IsTerminal()) {
        auto trial = g.Clone();
        const std::string fingerprint = trial->View(0).Dump();
        REQUIRE_FALSE(trial->ApplyMoveAt(0, "no-such-move", g.Now()).ok());
        if (g.Now() > 0) REQUIRE_FALSE(trial->ApplyMoveAt(lf::kDealerSeat, "deal", g.Now() - 1).ok());
        REQUIRE(trial->View(0).Dump() == fingerprint);
        for (int s : g.DecidingSeats()) REQUIRE_FALSE(g.LegalMoves(s).empty());
      }
      claims += move == "shout";
      takes += move == "take" && g.History().size() >= 2;
      penalties += move == "time-up";
      last_time = t;
      due = g.NextTimedEvent();
    };
    const lf::MatchResult r = Play(levels, static_cast<uint64_t>(5000 + k), observer);
    INFO("seed " << 5000 + k << ": " << r.error);
    REQUIRE(r.finished);
    REQUIRE(r.duration > 0);
    // The record keeps every move's time and replays to the same game.
    auto parsed = lf::GameRecord::Parse(r.record.ToJson());
    REQUIRE(parsed.ok());
    REQUIRE(parsed->moves == r.record.moves);
    auto replayed = parsed->Replay(lf::testing::SnapRegistry(), nullptr);
    REQUIRE(replayed.ok());
    REQUIRE((*replayed)->IsTerminal());
    REQUIRE((*replayed)->History() == r.record.moves);
    REQUIRE((*replayed)->Scores() == r.scores);
  }
  // The random claims really exercised claims, takes and the claim window's end.
  CHECK(claims > 1000);
  CHECK(takes > 100);
  CHECK(penalties > 100);
}

TEST_CASE("a real-time match is reproducible from its seed", "[realtime]") {
  const auto a = Play({"hard", "easy", "random"}, 77), b = Play({"hard", "easy", "random"}, 77);
  REQUIRE(a.finished);
  CHECK(a.record.moves == b.record.moves);
  CHECK(a.ToJsonLine() == b.ToJsonLine());
  CHECK(a.ToJsonLine().find("\"ms\":") != std::string::npos);
}

TEST_CASE("bots react after their level's delay, and the fastest wins the race", "[realtime]") {
  // Over many games the hard bot (250-500 ms) takes more pairs than the easy one (900-1800 ms).
  int hard = 0, easy = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    const auto r = Play({"hard", "easy"}, seed, [&](const lf::Game& g, int seat, const std::string& move) {
      if (move != "shout") return;
      // A reaction bot shouts only after its fastest reaction to the last change.
      const auto& h = g.History();
      REQUIRE(h.size() >= 2);
      const Millis seen = h[h.size() - 2].time;
      REQUIRE(g.Now() - seen >= (seat == 0 ? 250 : 900));
    });
    REQUIRE(r.finished);
    hard += r.scores[0];
    easy += r.scores[1];
  }
  CHECK(hard > 3 * easy);
}

TEST_CASE("two claims in the same instant: fewer cards won goes first, the other is refused", "[realtime]") {
  SnapGame g(lf::GameOptions{3, 9, lf::Json(lf::Json::Object{})}, 1000);
  REQUIRE(g.ApplySetup("deck 4 4 7 2 9 9").ok());
  REQUIRE(g.ApplyMoveAt(lf::kDealerSeat, "deal", 1000).ok());
  REQUIRE(g.ApplyMoveAt(lf::kDealerSeat, "deal", 2000).ok());
  REQUIRE(g.ApplyMoveAt(2, "shout", 2300).ok());
  REQUIRE(g.ApplyMoveAt(2, "take", 2400).ok());  // 4 4: seat 2 has won two cards
  CHECK(g.Scores() == std::vector<int>{0, 0, 2});
  CHECK(g.OrderTies({2, 0}) == std::vector<int>{0, 2});
  CHECK(g.OrderTies({1, 0}) == std::vector<int>{0, 1});
  // Seats 2 and 1 shout at 3500 ms: seat 1 (no cards won) is first, seat 2 is refused.
  const std::vector<int> order = g.OrderTies({2, 1});
  REQUIRE(order == std::vector<int>{1, 2});
  REQUIRE(g.ApplyMoveAt(lf::kDealerSeat, "deal", 3400).ok());
  REQUIRE(g.ApplyMoveAt(order[0], "shout", 3500).ok());
  const Millis before = g.Now();
  const lf::Status late = g.ApplyMoveAt(order[1], "shout", 3500);
  CHECK_FALSE(late.ok());
  CHECK(late.reason().find("claim") != std::string::npos);
  CHECK(g.Now() == before);
}

TEST_CASE("the driver orders bots' plans and the game's timed events", "[realtime]") {
  // Two hard bots with the same reaction range can plan the same instant;
  // the driver must apply the game's tie order. Check every applied shout
  // against the plans it beat.
  int ties = 0;
  for (uint64_t seed = 1; seed <= 300; ++seed) {
    std::vector<std::unique_ptr<lf::Bot>> bots;
    bots.push_back(Snap().make_bot("hard", nullptr));
    bots.push_back(Snap().make_bot("hard", nullptr));
    std::vector<lf::Bot*> players = {bots[0].get(), bots[1].get()};
    std::vector<lf::Rng> rngs = {lf::Rng(seed), lf::Rng(seed)};  // same streams: same delays, so ties happen
    auto created = lf::CreateGame(Snap(), lf::GameOptions{2, seed, lf::Json(lf::Json::Object{})}, nullptr);
    REQUIRE(created.ok());
    lf::Game& g = **created;
    lf::RealTimeDriver driver;
    driver.Replan(g, players, rngs);
    while (!g.IsTerminal()) {
      const auto step = driver.Next(g);
      REQUIRE(step);
      if (step->move == "shout") {
        const auto* other = driver.PlanOf(1 - step->seat);
        if (other && *other && (*other)->at == step->at) {
          ++ties;
          REQUIRE(step->seat == g.OrderTies({0, 1}).front());
        }
      }
      REQUIRE(g.ApplyMoveAt(step->seat, step->move, step->at).ok());
      driver.Replan(g, players, rngs);
    }
  }
  CHECK(ties > 0);
}

TEST_CASE("real-time scenarios carry times, and the clock and next event can be checked", "[realtime][scenario]") {
  const char* text = R"(game snap
seats 2
variant pace=500
setup deck 3 3 8
expect time 0
expect next-event 500
refuse dealer @400 deal | due at 500
move dealer @500 deal
move dealer @1000 deal
expect query pile 3 3
move 1 @1200 shout
expect next-event 3200
refuse 0 @1300 shout | claim
move 1 @1400 take
expect query won-1 2
expect next-event 1900
refuse 0 @2000 shout | must come first
move dealer @1900 deal
move 0 @2100 shout
move dealer @4100 time-up
expect query won-1 3
)";
  auto report = lf::RunScenario(text, lf::testing::SnapRegistry(), nullptr);
  REQUIRE(report.ok());
  for (const auto& f : report->failures) FAIL_CHECK(f);
  CHECK(report->passed());
  CHECK(report->checks > 10);
}

TEST_CASE("a bad option for a real-time game is refused with the valid values", "[realtime][options]") {
  auto bad = lf::ParseOptionText(Snap(), "pace", "50", 2);
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().find("300 to 3000") != std::string::npos);
  auto unknown = lf::ParseOptionText(Snap(), "speed", "5", 2);
  REQUIRE_FALSE(unknown.ok());
  CHECK(unknown.error().find("options: pace") != std::string::npos);
}

TEST_CASE("the shared random-simulation harness plays a real-time game with random claim times", "[realtime][simulation]") {
  lf::testing::SimulationConfig config;
  config.games = 1000;  // the issue's count, natively and under the sanitizers (Snap games are small)
  config.seats = 3;
  config.first_seed = 40000;
  const long actions = lf::testing::RunSimulation(Snap(), nullptr, config, [](const lf::Game& g) {
    REQUIRE(static_cast<const SnapGame&>(g).TotalCards() == SnapGame::kCards);
  });
  CHECK(actions > 20000);
}
