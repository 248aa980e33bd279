#include "core/bot.h"

#include "core/check.h"

namespace lf {

std::string RandomBot::ChooseMove(const Game& view, int seat, Rng& rng) {
  const std::vector<std::string> moves = view.LegalMoves(seat);
  if (moves.empty()) return {};
  return moves[rng.UniformBelow(static_cast<uint32_t>(moves.size()))];
}

std::optional<TimedMove> RandomBot::React(const Game& view, int seat, Rng& rng) {
  const std::vector<std::string> moves = view.LegalMoves(seat);
  if (moves.empty()) return std::nullopt;
  TimedMove planned;
  planned.move = moves[rng.UniformBelow(static_cast<uint32_t>(moves.size()))];
  planned.at = view.Now() + static_cast<Millis>(rng.UniformBelow(static_cast<uint32_t>(max_delay_) + 1));
  return planned;
}

}  // namespace lf
