// Lost: The Board Game: random-legal and bot games at 2, 4 and 8 players,
// played to the end, with the invariants checked after every action:
//   - no Fate card, tile or Character is created or lost (a census);
//   - no seat's view holds a face-down tile it has not peeked at, another
//     seat's hand, or a face-down card it does not know; a seat's redacted
//     copy shows it exactly its view (every few actions: it is the costly one);
//   - scores equal a recomputation; every legal move is unique and accepted;
//     a nonsense move is refused and changes nothing;
//   - every game ends (a cap on Rounds is a safety net, counted: it must stay 0);
//   - the record round-trips through JSON and replays to the same state;
//   - each seat's snapshot (docs/multi-device.md) restores to its table
//     (every 256th action of each batch's first six games).
// The figures (games, Rounds per game, wins by seat) are printed. Set
// Game counts follow the shared rule (LF_SIMULATION_SCALE; tools/test.sh --soak plays ten times as many).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <iostream>
#include <map>
#include <set>

#include "../support/simulation.h"
#include "core/record.h"
#include "core/tournament.h"
#include "games/lost_board_game/bots.h"
#include "games/lost_board_game/lost_board_game.h"
#include "support/sanitizer.h"

using namespace lf;
using namespace lf::lost_board_game;

namespace {

constexpr int kRoundCap = 400;

// The first place two JSON values differ, for a readable failure.
std::string FirstDifference(const Json& a, const Json& b, const std::string& path = "") {
  if (a == b) return "";
  if (a.is_object() && b.is_object()) {
    for (const auto& [k, v] : a.as_object()) {
      const std::string d = FirstDifference(v, b[k], path + "." + k);
      if (!d.empty()) return d;
    }
    for (const auto& [k, v] : b.as_object())
      if (!a.has(k)) return path + "." + k + ": missing on the left";
  }
  if (a.is_array() && b.is_array() && a.size() == b.size()) {
    for (size_t i = 0; i < a.size(); ++i) {
      const std::string d = FirstDifference(a.as_array()[i], b.as_array()[i], path + "[" + std::to_string(i) + "]");
      if (!d.empty()) return d;
    }
  }
  return path + ": " + a.Dump() + " vs " + b.Dump();
}

// Nothing hidden from `seat` is in its view.
void CheckView(const LostBoardGame& g, int seat) {
  const State& s = g.state();
  const Json v = g.View(seat);
  const uint8_t bit = static_cast<uint8_t>(1u << seat);
  const auto& cells = v["cells"].as_array();
  REQUIRE(static_cast<int>(cells.size()) == s.board().cells());
  for (int c = 0; c < s.board().cells(); ++c) {
    const Cell& cell = s.cell(c);
    if (!cell.face_up && !(cell.known & bit)) REQUIRE_FALSE(cells[static_cast<size_t>(c)].has("tile"));
    const auto& fate = cells[static_cast<size_t>(c)]["fate"].as_array();
    for (size_t i = 0; i < cell.fate.size(); ++i)
      if (cell.fate[i].face_down && !(cell.fate[i].known & bit)) REQUIRE_FALSE(fate[i].has("card"));
  }
  for (const Json& p : v["players"].as_array())
    if (p["seat"].as_int() != seat) {
      REQUIRE_FALSE(p.has("hand"));
      REQUIRE_FALSE(p.has("dealt"));
    }
  const auto& chars = v["characters"].as_array();
  for (int c = 0; c < kNumChars; ++c) {
    const CharState& cs = s.ch(c);
    const auto& items = chars[static_cast<size_t>(c)]["items"].as_array();
    for (size_t i = 0; i < cs.items.size() && i < items.size(); ++i)
      if (cs.items[i].face_down && !(cs.items[i].known & bit)) REQUIRE_FALSE(items[i].has("card"));
    // Characters in the deck (or dealt to another seat) are not placed.
    if (cs.zone == CharState::Zone::kDeck) REQUIRE(chars[static_cast<size_t>(c)]["zone"].as_string() == "hidden");
  }
  if (v.has("deck_top")) REQUIRE(static_cast<int>(v["deck_top"].size()) <= s.deck_known(seat));
}

struct Tally {
  int games = 0, capped = 0;
  long rounds = 0, actions = 0;
  int max_rounds = 0;
  std::map<int, int> wins;  // by seat (shared wins count for each)
  int shared = 0;
};

void Report(const std::string& label, const Tally& t, int seats) {
  std::cout << "lost-board-game simulation " << label << ": " << t.games << " games, " << t.actions << " actions, "
            << "Rounds per game " << (t.games ? double(t.rounds) / t.games : 0) << " (max " << t.max_rounds
            << "), round cap " << kRoundCap << " hit " << t.capped << " times; wins by seat:";
  for (int s = 0; s < seats; ++s) std::cout << " " << s << ":" << (t.wins.count(s) ? t.wins.at(s) : 0);
  std::cout << (t.shared ? ", shared " + std::to_string(t.shared) : "") << "\n";
}

// Plays `games` seeded games with the given levels and checks everything.
Tally Simulate(int seats, int games, uint64_t first_seed, const std::vector<std::string>& levels,
               const std::string& mode, int view_every) {
  Tally t;
  const GameInfo info = Descriptor();
  for (int k = 0; k < games; ++k) {
    GameOptions o;
    o.seats = seats;
    o.seed = first_seed + static_cast<uint64_t>(k);
    o.variant.set("mode", mode == "mixed" ? (k % 2 ? "beginner" : "advanced") : mode);
    if (k % 5 == 4) o.variant.set("monster_master", true);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < seats; ++s) bots.push_back(MakeBot(levels[static_cast<size_t>(s) % levels.size()]));
    long actions = 0;
    int rounds = 0;
    bool capped = false;
    auto observer = [&](const Game& game, int, const std::string&) {
      const auto& g = dynamic_cast<const LostBoardGame&>(game);
      const State& s = g.state();
      ++actions;
      REQUIRE(s.Census() == std::array<int, 3>{158, 75, 17});
      rounds = s.round();
      if (rounds > kRoundCap) capped = true;
      std::vector<int> scores;
      for (int p = 0; p < seats; ++p) scores.push_back(s.Controlled(p));
      REQUIRE(g.Scores() == scores);
      const bool full = actions % view_every == 0 || g.IsTerminal();
      for (int p = 0; p < seats; ++p) {
        if (full) {
          CheckView(g, p);
          auto redacted = g.Redacted(p);
          REQUIRE(redacted->Options().seed == 0);
          INFO("seed " << o.seed << " seat " << p << ": " << FirstDifference(redacted->View(p), g.View(p)));
          REQUIRE(redacted->View(p) == g.View(p));
        }
      }
      if (k < 6 && actions % 256 == 0) {
        // Each seat's snapshot restores to a table it cannot tell from its redacted copy (in
        // a few games of each batch, both modes and a Monster Master among them, and rarely:
        // a snapshot holds the whole history, and the shared harness checks them often).
        std::vector<std::string> views;
        for (int p = 0; p < seats; ++p) views.push_back(g.View(p).Dump());
        testing::CheckSnapshots(info, nullptr, g, views, true);
      }
      if (!g.IsTerminal()) {
        for (int seat : g.DecidingSeats()) {
          const auto moves = g.LegalMoves(seat);
          REQUIRE_FALSE(moves.empty());
          if (full) {
            REQUIRE(std::set<std::string>(moves.begin(), moves.end()).size() == moves.size());
            for (const auto& m : moves) {
              auto trial = g.Clone();
              const Status st = trial->ApplyMove(seat, m);
              INFO("seed " << o.seed << " legal move \"" << m << "\" refused: " << st.reason());
              REQUIRE(st.ok());
            }
            auto trial = g.Clone();
            const std::string before = testing::StateFingerprint(*trial);
            REQUIRE_FALSE(trial->ApplyMove(seat, "no-such-move 42").ok());
            REQUIRE(testing::StateFingerprint(*trial) == before);
          }
        }
      }
    };
    const MatchResult r = PlayMatch(info, o, bots, nullptr, 200000, observer);
    INFO("seed " << o.seed << ": " << r.error);
    REQUIRE(r.finished);
    REQUIRE_FALSE(capped);
    // Record round trip and exact replay.
    auto parsed = GameRecord::Parse(r.record.ToJson());
    REQUIRE(parsed.ok());
    REQUIRE(parsed->moves == r.record.moves);
    GameRegistry one;
    one.Add(info);
    auto replayed = parsed->Replay(one, nullptr);
    REQUIRE(replayed.ok());
    REQUIRE((*replayed)->IsTerminal());
    REQUIRE((*replayed)->Scores() == r.scores);
    REQUIRE((*replayed)->Winners() == r.winners);
    ++t.games;
    t.actions += actions;
    t.rounds += rounds;
    t.max_rounds = std::max(t.max_rounds, rounds);
    t.capped += capped;
    if (r.winners.size() > 1) ++t.shared;
    for (int w : r.winners) ++t.wins[w];
  }
  return t;
}

}  // namespace

TEST_CASE("random-legal games at 2, 4 and 8 players keep every invariant", "[lost-board-game][simulation]") {
  struct Config {
    int seats, games;
    uint64_t seed;
  };
  for (const Config& c : {Config{2, 600, 1000}, Config{4, 300, 2000}, Config{8, 100, 3000}}) {
    // Scaled by the one rule (tools/test.sh: a tenth under the sanitizers, ten times in a soak).
    const int games = testing::ScaledGames(c.games);
    const Tally t = Simulate(c.seats, games, c.seed, {"random"}, "mixed", 64);
    Report(std::to_string(c.seats) + " players, random-legal", t, c.seats);
    CHECK(t.capped == 0);
    CHECK(t.games == games);
  }
}

TEST_CASE("bot games at 2, 4 and 8 players keep every invariant", "[lost-board-game][simulation][bots]") {
  struct Config {
    int seats, games;
    uint64_t seed;
    std::vector<std::string> levels;
  };
  for (const Config& c : {Config{2, 40, 5000, {"easy", "hard"}}, Config{4, 20, 6000, {"medium", "easy", "hard", "random"}},
                          Config{8, 6, 7000, {"hard", "medium", "easy", "random"}}}) {
    const Tally t = Simulate(c.seats, testing::ScaledGames(c.games), c.seed, c.levels, "mixed", 8);
    Report(std::to_string(c.seats) + " players, bots", t, c.seats);
    CHECK(t.capped == 0);
  }
}

TEST_CASE("the shared harness's checks hold too", "[lost-board-game][simulation]") {
  const GameInfo info = Descriptor();
  testing::SimulationConfig config;
  config.games = testing::ScaledGames(20);
  config.seats = 3;
  config.first_seed = 900;
  config.full_legal_check_every = 4;
  const long actions = testing::RunSimulation(info, nullptr, config);
  CHECK(actions > 100);
}
