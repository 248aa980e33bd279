// Headless play: bots play whole games with no UI, for `lostfound-cli play`,
// the random-simulation tests and the bot strength benchmarks.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/bot.h"
#include "core/realtime.h"
#include "core/record.h"
#include "core/registry.h"

namespace lf {

struct MatchResult {
  std::string game;
  Seed seed;
  std::vector<int> scores;
  std::vector<int> winners;
  int turns = 0;           // moves made by seats (the dealer's cards not counted)
  Millis duration = 0;     // game time at the end (real-time games)
  bool finished = false;   // false if the move cap was hit (a bug in a game or bot)
  std::string error;       // why a match stopped early, if it did
  GameRecord record;

  std::string ToJsonLine() const;  // {"game":..,"seed":..,"scores":[..],"winner":[..],"turns":N}
};

// Observer called after every applied move (tests use it to check invariants
// after each action). May be empty.
using MoveObserver = std::function<void(const Game& game, int seat, const std::string& move)>;

// Plays one game to the end. `bots[i]` plays seat i (its Rng is seeded from
// the game seed and the seat, so a match is reproducible). Turn-based games
// ask the first of DecidingSeats() each time; a seat whose only legal move is
// its PassMove() is passed without asking its bot. Real-time games run through a
// RealTimeDriver: game time jumps to whatever happens next (a bot's planned
// reaction or the dealer's timed move), so a match takes no wall time.
MatchResult PlayMatch(const GameInfo& info, const GameOptions& options, std::vector<std::unique_ptr<Bot>>& bots,
                      const Dictionary* dict, int max_moves = 100000, const MoveObserver& observer = {});

// Parses a seat list such as "hard,easy" into one bot level per seat; refuses
// levels the game does not have (its own levels, and "random").
Result<std::vector<std::string>> ParseSeatSpec(const GameInfo& info, const std::string& spec);
// The same for the levels every game has: random, easy, medium, hard.
Result<std::vector<std::string>> ParseSeatSpec(const std::string& spec);

}  // namespace lf
