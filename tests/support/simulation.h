// The generic random-simulation test every game runs (OpenSpiel style):
// thousands of seeded games played to the end by random-legal (or given) bots,
// with invariants checked after every action:
//   - legal moves are unique, and each one is accepted by a copy of the game;
//   - a nonsense move is refused and changes nothing;
//   - a clone is indistinguishable from its original;
//   - a seat's redacted copy shows that seat exactly what the game shows it,
//     and the game-specific invariant (no card created or lost, scores equal a
//     recomputation, nothing hidden leaks into another seat's view) holds;
//   - the record round-trips through JSON and replays to the same state.
#pragma once
#include <catch2/catch.hpp>

#include <functional>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/record.h"
#include "core/registry.h"
#include "core/tournament.h"

namespace lf::testing {

using Invariant = std::function<void(const Game& game)>;

struct SimulationConfig {
  int games = 1000;
  int seats = 2;
  uint64_t first_seed = 1;
  std::vector<std::string> levels;  // one per seat; empty = all "random"
  int full_legal_check_every = 1;   // try every legal move on a clone every N actions
  int max_moves = 100000;
};

inline std::string StateFingerprint(const Game& g) {
  // Appends only: GCC 12 warns falsely (-Wrestrict) on "literal" + std::string&&.
  std::string f = std::to_string(g.CurrentSeat());
  f += '#';
  f += std::to_string(g.History().size());
  for (int s = 0; s < g.NumSeats(); ++s) f.append("#").append(g.View(s).Dump());
  for (int v : g.Scores()) f.append("#").append(std::to_string(v));
  return f;
}

inline long RunSimulation(const GameInfo& info, const Dictionary* dict, const SimulationConfig& config,
                          const Invariant& invariant = {}) {
  long actions = 0;
  for (int k = 0; k < config.games; ++k) {
    GameOptions options;
    options.seats = config.seats;
    options.seed = config.first_seed + static_cast<uint64_t>(k);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < config.seats; ++s) {
      const std::string level = config.levels.empty() ? "random" : config.levels[static_cast<size_t>(s)];
      bots.push_back(info.make_bot(level, dict));
    }
    auto observer = [&](const Game& g, int, const std::string&) {
      ++actions;
      auto clone = g.Clone();
      REQUIRE(StateFingerprint(*clone) == StateFingerprint(g));
      for (int s = 0; s < g.NumSeats(); ++s) {
        auto redacted = g.Redacted(s);
        REQUIRE(redacted->Options().seed == 0);  // a seed would re-deal the hidden cards
        REQUIRE(redacted->View(s).Dump() == g.View(s).Dump());
      }
      if (!g.IsTerminal() && g.CurrentSeat() >= 0) {
        const int seat = g.CurrentSeat();
        const auto moves = g.LegalMoves(seat);
        REQUIRE(!moves.empty());
        REQUIRE(std::set<std::string>(moves.begin(), moves.end()).size() == moves.size());
        if (config.full_legal_check_every > 0 && actions % config.full_legal_check_every == 0) {
          for (const auto& m : moves) {
            auto trial = g.Clone();
            const Status st = trial->ApplyMove(seat, m);
            INFO("legal move \"" << m << "\" refused: " << st.reason());
            REQUIRE(st.ok());
          }
        }
        auto trial = g.Clone();
        const std::string before = StateFingerprint(*trial);
        REQUIRE_FALSE(trial->ApplyMove(seat, "no-such-move 42").ok());
        REQUIRE(StateFingerprint(*trial) == before);
      }
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
    REQUIRE((*replayed)->Scores() == r.scores);
  }
  return actions;
}

}  // namespace lf::testing
