// A bot chooses a move for one seat from that seat's redacted view only.
//
// Turn-based games ask ChooseMove whenever the bot's seat must decide.
// Real-time games ask React after every change of the table: "given what I
// see at view.Now(), do I move, and when?". The answer is a move and the
// game time at which the bot makes it (its reaction delay is a parameter of
// its level); the program applies it then if the move is still legal and
// nothing changed meanwhile, and asks again after every change. Both are
// deterministic for a given Rng stream, so a seeded match replays.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/game.h"
#include "core/rng.h"

namespace lf {

// A move planned for a moment of game time.
struct TimedMove {
  std::string move;
  Millis at = 0;  // game time, >= view.Now()
};

class Bot {
 public:
  virtual ~Bot() = default;
  // `view` is game.Redacted(seat): nothing hidden from the seat is in it.
  // Returns a legal move in notation. `rng` is the bot's own stream, so
  // tournaments are reproducible.
  virtual std::string ChooseMove(const Game& view, int seat, Rng& rng) = 0;
  // Real-time games: the move this seat makes next and when, or nothing
  // (wait for the table to change). Default: nothing.
  virtual std::optional<TimedMove> React(const Game& view, int seat, Rng& rng) {
    (void)view, (void)seat, (void)rng;
    return std::nullopt;
  }
  // True for a bot told to see the whole table (SearchingBot::GiveSight): a
  // measurement of how far luck lets skill go, never a level anyone plays.
  // The tournament then hands it the real game instead of the seat's view.
  virtual bool SeesAll() const { return false; }
};

// Plays uniformly among the legal moves: the baseline for "easy beats
// random". In a real-time game it makes a random legal move (if it has any)
// after a random delay of up to `max_delay` milliseconds.
class RandomBot final : public Bot {
 public:
  explicit RandomBot(Millis max_delay = 3000) : max_delay_(max_delay) {}
  std::string ChooseMove(const Game& view, int seat, Rng& rng) override;
  std::optional<TimedMove> React(const Game& view, int seat, Rng& rng) override;

 private:
  Millis max_delay_;
};

}  // namespace lf
