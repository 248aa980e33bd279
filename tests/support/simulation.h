// The random-simulation test every game runs (OpenSpiel style): thousands of
// seeded games played to the end by random-legal (or given) bots, with
// invariants checked after every action:
//   - legal moves are unique, and each one is accepted by a copy of the game;
//   - a nonsense move is refused and changes nothing;
//   - a clone is indistinguishable from its original;
//   - a seat's redacted copy shows that seat exactly what the game shows it,
//     and the game-specific invariant (no card created or lost, scores equal a
//     recomputation, nothing hidden leaks into another seat's view) holds;
//   - the record round-trips through JSON and replays to the same state;
//   - every 20th action of every 10th game, each seat's snapshot (what a guest device gets,
//     docs/multi-device.md) restores to a table that seat cannot tell from
//     its redacted copy.
//
// A game registers its batches once (RegisterSimulations); each batch is a
// test case of its own, hence a ctest entry of its own, so `ctest -j` spreads
// them over the cores. Every batch's game count goes through one rule,
// ScaledGames(): tools/test.sh sets LF_SIMULATION_SCALE (1 natively, a tenth
// under the sanitizers, ten for --soak).
#pragma once
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdlib>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/check.h"
#include "core/json.h"
#include "core/record.h"
#include "core/registry.h"
#include "core/rng.h"
#include "core/tournament.h"
#include "support/sanitizer.h"

namespace lf::testing {

using Invariant = std::function<void(const Game& game)>;

// [SECTION] How many games

// The factor every simulation batch's game count is multiplied by:
// LF_SIMULATION_SCALE when set (a positive number), else 1 natively and a
// tenth in a sanitizer build (the per-action checks allocate heavily, and
// ASan makes them some ten times slower).
inline double SimulationScale() {
  if (const char* env = std::getenv("LF_SIMULATION_SCALE")) {
    char* end = nullptr;
    const double v = std::strtod(env, &end);
    if (end != env && *end == '\0' && v > 0 && std::isfinite(v)) return v;
  }
  return kSanitized ? 0.1 : 1.0;
}

// `games` scaled by SimulationScale(), at least one.
inline int ScaledGames(int games) {
  const double scaled = std::round(games * SimulationScale());
  return scaled < 1 ? 1 : scaled > 1e8 ? 100000000 : static_cast<int>(scaled);
}

// [SECTION] One run of games

struct SimulationConfig {
  int games = 1000;  // played as given: RunSimulation does not scale
  int seats = 2;
  uint64_t first_seed = 1;
  std::vector<std::string> levels;  // one per seat; empty = all "random"
  Json variant = Json(Json::Object{});
  // The legal moves are listed (at least one, no duplicates, a nonsense move
  // refused without a change) after every `list_legal_every`-th action: a
  // game whose positions hold thousands of legal moves lists them now and
  // then. At each listing `sample_legal` of them, drawn at random, are tried
  // on a copy; every `full_legal_check_every`-th action all of them are
  // (0: never).
  int list_legal_every = 1;
  int sample_legal = 0;
  int full_legal_check_every = 1;
  int max_moves = 100000;
  // Each seat's snapshot is restored and compared after every
  // `snapshot_every`-th action of every `snapshot_games_every`-th game (0:
  // never); see CheckSnapshots. A check costs some thirty actions' worth.
  int snapshot_every = 20;
  int snapshot_games_every = 10;
};

// Everything a game shows: whose turn, how many moves, each seat's view and
// the scores. `views`, when given, are the seats' views already dumped.
inline std::string StateFingerprint(const Game& g, const std::vector<std::string>* views = nullptr) {
  // Appends only: GCC 12 warns falsely (-Wrestrict) on "literal" + std::string&&.
  std::string f = std::to_string(g.CurrentSeat());
  f += '#';
  f += std::to_string(g.History().size());
  for (int s = 0; s < g.NumSeats(); ++s) f.append("#").append(views ? (*views)[static_cast<size_t>(s)] : g.View(s).Dump());
  for (int v : g.Scores()) f.append("#").append(std::to_string(v));
  return f;
}

// The legal moves of the seat to move: at least one, no duplicates, those
// asked for each accepted by a copy, and a nonsense move refused with no
// change (`fingerprint` is the game's StateFingerprint).
inline void CheckLegalMoves(const Game& g, int seat, const std::string& fingerprint, bool try_all, int sample,
                            Rng& rng) {
  const auto moves = g.LegalMoves(seat);
  REQUIRE(!moves.empty());
  REQUIRE(std::set<std::string>(moves.begin(), moves.end()).size() == moves.size());
  auto accepted = [&](const std::string& m) {
    auto trial = g.Clone();
    const Status st = trial->ApplyMoveAt(seat, m, g.Now());
    INFO("legal move \"" << m << "\" refused: " << st.reason());
    REQUIRE(st.ok());
  };
  if (try_all) {
    for (const auto& m : moves) accepted(m);
  } else {
    for (int k = 0; k < sample; ++k) accepted(moves[rng.UniformBelow(static_cast<uint32_t>(moves.size()))]);
  }
  auto trial = g.Clone();
  REQUIRE_FALSE(trial->ApplyMoveAt(seat, "no-such-move 42", g.Now()).ok());
  REQUIRE(StateFingerprint(*trial) == fingerprint);
}

// Plays config.games games; returns the number of actions.
// A guest's table: each seat's Redacted(seat)->Snapshot(), through its text
// (as it travels), restored on a game created with the same options but no
// seed, shows that seat what the game shows it, moves the same way and
// writes the same snapshot again. A malformed snapshot is refused and
// changes nothing. `views` holds each seat's View().Dump(); `legal` also
// compares each deciding seat's legal moves (costly for word games).
inline void CheckSnapshots(const GameInfo& info, const Dictionary* dict, const Game& g,
                           const std::vector<std::string>& views, bool legal) {
  if (g.Snapshot().is_null()) return;  // docs/multi-device.md: every game is to write them
  for (int s = 0; s < g.NumSeats(); ++s) {
    const std::unique_ptr<Game> redacted = g.Redacted(s);
    const std::string text = redacted->Snapshot().Dump();
    INFO("seat " << s << " snapshot " << text.substr(0, 400));
    GameOptions options = redacted->Options();
    REQUIRE(options.seed == 0);
    Result<std::unique_ptr<Game>> guest = CreateGame(info, options, dict);
    REQUIRE(guest.ok());
    Result<Json> parsed = Json::Parse(text);
    REQUIRE(parsed.ok());
    const Status restored = (*guest)->Restore(*parsed);
    INFO(restored.reason());
    REQUIRE(restored.ok());
    const Game& mirror = **guest;
    REQUIRE(mirror.Snapshot().Dump() == text);
    REQUIRE(mirror.View(s).Dump() == views[static_cast<size_t>(s)]);
    REQUIRE(mirror.History() == redacted->History());
    REQUIRE(mirror.CurrentSeat() == redacted->CurrentSeat());
    REQUIRE(mirror.DecidingSeats() == redacted->DecidingSeats());
    REQUIRE(mirror.Scores() == redacted->Scores());
    REQUIRE(mirror.Now() == redacted->Now());
    REQUIRE(mirror.NextTimedEvent() == redacted->NextTimedEvent());
    if (legal && !g.IsTerminal()) {
      for (int d : g.DecidingSeats())
        if (d == s) REQUIRE(mirror.LegalMoves(s) == g.LegalMoves(s));
    }
    // Damaged snapshots are refused and leave the table as it was.
    for (const Json& bad : {Json(), Json(7), Json(Json::Object{}), Json(Json::Array{Json("x")})}) {
      REQUIRE_FALSE((*guest)->Restore(bad).ok());
      REQUIRE(mirror.Snapshot().Dump() == text);
    }
  }
}

inline long RunSimulation(const GameInfo& info, const Dictionary* dict, const SimulationConfig& config,
                          const Invariant& invariant = {}) {
  long actions = 0;
  for (int k = 0; k < config.games; ++k) {
    GameOptions options;
    options.seats = config.seats;
    options.seed = config.first_seed + static_cast<uint64_t>(k);
    options.variant = config.variant;
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < config.seats; ++s) {
      const std::string level = config.levels.empty() ? "random" : config.levels[static_cast<size_t>(s)];
      bots.push_back(info.make_bot(level, dict));
    }
    Rng sample_rng(options.seed, 0x5DEECE66Dull);  // a stream apart from the deal's
    // Real time (docs/architecture.md, "Time"): each move carries its time;
    // time runs forward, no timed event is skipped, and each happens when due.
    Millis last_time = 0;
    std::optional<Millis> due;
    bool first = true;
    auto observer = [&](const Game& g, int seat, const std::string& move) {
      ++actions;
      const Game::LoggedMove& logged = g.History().back();
      REQUIRE(logged.seat == seat);
      REQUIRE(logged.move == move);
      REQUIRE(logged.time >= last_time);
      REQUIRE(g.Now() == logged.time);
      if (!first && due) REQUIRE(logged.time <= *due);
      if (!first && seat == kDealerSeat) REQUIRE(logged.time == due.value_or(-1));
      first = false;
      last_time = logged.time;
      due = g.NextTimedEvent();
      // Views are the costly part of these checks: each is built once.
      std::vector<std::string> views;
      for (int s = 0; s < g.NumSeats(); ++s) views.push_back(g.View(s).Dump());
      const std::string fingerprint = StateFingerprint(g, &views);
      REQUIRE(StateFingerprint(*g.Clone()) == fingerprint);
      for (int s = 0; s < g.NumSeats(); ++s) {
        auto redacted = g.Redacted(s);
        REQUIRE(redacted->Options().seed == 0);  // a seed would re-deal the hidden cards
        REQUIRE(redacted->View(s).Dump() == views[static_cast<size_t>(s)]);
      }
      if (!g.IsTerminal()) {
        // Every seat that may move now: the current seat, or every seat of a
        // real-time table (a claim may come from anyone).
        const bool all = config.full_legal_check_every > 0 && actions % config.full_legal_check_every == 0;
        const bool list = all || (config.list_legal_every > 0 && actions % config.list_legal_every == 0);
        for (int s : g.DecidingSeats()) {
          if (list) CheckLegalMoves(g, s, fingerprint, all, config.sample_legal, sample_rng);
        }
      }
      if (config.snapshot_every > 0 && config.snapshot_games_every > 0 && k % config.snapshot_games_every == 0 &&
          actions % config.snapshot_every == 0)
        CheckSnapshots(info, dict, g, views, config.list_legal_every > 0 && actions % config.list_legal_every == 0);
      if (invariant) invariant(g);
    };
    const MatchResult r = PlayMatch(info, options, bots, dict, config.max_moves, observer);
    INFO("seed " << options.seed << ": " << r.error);
    REQUIRE(r.finished);
    // Record round trip and exact replay.
    auto parsed = GameRecord::Parse(r.record.ToJson());
    REQUIRE(parsed.ok());
    REQUIRE(parsed->moves == r.record.moves);
    GameRegistry one;
    one.Add(info);
    auto replayed = parsed->Replay(one, dict);
    REQUIRE(replayed.ok());
    REQUIRE((*replayed)->IsTerminal());
    REQUIRE((*replayed)->History() == r.record.moves);  // times included
    REQUIRE((*replayed)->Scores() == r.scores);
  }
  return actions;
}

// [SECTION] Batches, one test case each

struct SimulationBatch {
  std::string name;  // what it plays: "2 seats, easy v random"
  int games = 0;     // natively; scaled by ScaledGames()
  std::vector<std::string> levels = {};  // one per seat ("random" for the random-legal bot)
  Json variant = Json(Json::Object{});
  int list_legal_every = 1;  // as in SimulationConfig
  int sample_legal = 0;
  int full_legal_check_every = 1;
  long min_actions_per_game = 20;  // fewer actions a game on average: the games did not really play
};

struct SimulationSuite {
  std::string game;  // in the test cases' names: "simulation: <game> 2/9, <batch name>"
  std::function<GameInfo()> info = {};
  std::function<const Dictionary*()> dict = {};  // empty: the game needs none
  Invariant invariant = {};
  std::vector<SimulationBatch> batches = {};
};

namespace detail {
class FunctionInvoker final : public Catch::ITestInvoker {
 public:
  explicit FunctionInvoker(std::function<void()> body) : body_(std::move(body)) {}
  void invoke() const override { body_(); }

 private:
  std::function<void()> body_;
};
}  // namespace detail

// The seeds of batch i start at (i + 1) * 1,000,000, so scaling a batch up
// never replays another batch's games.
inline constexpr uint64_t kBatchSeedStride = 1000000;

// Runs one batch (scaled) and reports what it played.
inline void RunBatch(const SimulationSuite& suite, size_t index) {
  const SimulationBatch& b = suite.batches[index];
  SimulationConfig config;
  config.games = ScaledGames(b.games);
  config.seats = static_cast<int>(b.levels.size());
  config.levels = b.levels;
  config.first_seed = (index + 1) * kBatchSeedStride;
  config.variant = b.variant;
  config.list_legal_every = b.list_legal_every;
  config.sample_legal = b.sample_legal;
  config.full_legal_check_every = b.full_legal_check_every;
  const GameInfo info = suite.info();
  const Dictionary* dict = suite.dict ? suite.dict() : nullptr;
  const long actions = RunSimulation(info, dict, config, suite.invariant);
  CHECK(actions >= config.games * b.min_actions_per_game);
}

// Registers one test case per batch: "simulation: <game> 3/9, <batch name>",
// tagged [simulation]. Use at namespace scope:
//   const lf::testing::RegisterSimulations kSimulations({...});
struct RegisterSimulations {
  explicit RegisterSimulations(SimulationSuite suite) {
    auto shared = std::make_shared<const SimulationSuite>(std::move(suite));
    const size_t n = shared->batches.size();
    for (size_t i = 0; i < n; ++i) {
      const std::string name = "simulation: " + shared->game + " " + std::to_string(i + 1) + "/" + std::to_string(n) +
                               ", " + shared->batches[i].name;
      // ctest splits discovered names on ';' (tests/CMakeLists.txt refuses
      // literal ones; these are built here).
      LF_CHECK(name.find(';') == std::string::npos);
      // Catch copies the name; the invoker lives as long as the program.
      Catch::AutoReg(new detail::FunctionInvoker([shared, i] { RunBatch(*shared, i); }), CATCH_INTERNAL_LINEINFO,
                     Catch::StringRef(), Catch::NameAndTags(name, "[simulation]"));
    }
  }
};

}  // namespace lf::testing
