#include "core/bot.h"

#include "core/check.h"

namespace lf {

std::string RandomBot::ChooseMove(const Game& view, int seat, Rng& rng) {
  const std::vector<std::string> moves = view.LegalMoves(seat);
  if (moves.empty()) return {};
  return moves[rng.UniformBelow(static_cast<uint32_t>(moves.size()))];
}

}  // namespace lf
