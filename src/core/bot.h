// A bot chooses a move for one seat from that seat's redacted view only.
#pragma once
#include <memory>
#include <string>
#include <string_view>

#include "core/game.h"
#include "core/rng.h"

namespace lf {

class Bot {
 public:
  virtual ~Bot() = default;
  // `view` is game.Redacted(seat): nothing hidden from the seat is in it.
  // Returns a legal move in notation. `rng` is the bot's own stream, so
  // tournaments are reproducible.
  virtual std::string ChooseMove(const Game& view, int seat, Rng& rng) = 0;
};

// Plays uniformly among the legal moves: the baseline for "easy beats random".
class RandomBot final : public Bot {
 public:
  std::string ChooseMove(const Game& view, int seat, Rng& rng) override;
};

}  // namespace lf
