// Headless play: bots play whole games with no UI, for `lostfound-cli play`,
// the random-simulation tests and the bot strength benchmarks.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/bot.h"
#include "core/record.h"
#include "core/registry.h"

namespace lf {

struct MatchResult {
  std::string game;
  uint64_t seed = 0;
  std::vector<int> scores;
  std::vector<int> winners;
  int turns = 0;           // moves made by seats (the dealer's cards not counted)
  bool finished = false;   // false if the move cap was hit (a bug in a game or bot)
  std::string error;       // why a match stopped early, if it did
  GameRecord record;

  std::string ToJsonLine() const;  // {"game":..,"seed":..,"scores":[..],"winner":[..],"turns":N}
};

// Observer called after every applied move (tests use it to check invariants
// after each action). May be empty.
using MoveObserver = std::function<void(const Game& game, int seat, const std::string& move)>;

// Plays one game to the end. `bots[i]` plays seat i (its Rng is seeded from
// the game seed and the seat, so a match is reproducible). Real-time games
// (kAnySeat) give every bot a chance to claim in turn, starting after the last
// seat that moved; if none does, the dealer's move is applied.
MatchResult PlayMatch(const GameInfo& info, const GameOptions& options, std::vector<std::unique_ptr<Bot>>& bots,
                      const Dictionary* dict, int max_moves = 100000, const MoveObserver& observer = {});

// Parses a seat list such as "hard,easy,human" (for bots only: random, easy,
// medium, hard) into one level per seat; refuses unknown levels.
Result<std::vector<std::string>> ParseSeatSpec(const std::string& spec);

}  // namespace lf
