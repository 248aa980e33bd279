#include "games/lost_board_game/bots.h"

#include <algorithm>

namespace lf::lost_board_game {

namespace {

Move RandomMove(const State& s, int seat, Rng& rng) {
  std::vector<Move> legal = s.LegalMoves(seat);
  std::vector<Move> pool;
  for (const Move& m : legal)
    if (m.kind != Move::Kind::kResign && m.kind != Move::Kind::kPropose) pool.push_back(m);
  if (pool.empty()) pool = legal;
  LF_CHECK(!pool.empty());
  return pool[rng.UniformBelow(static_cast<uint32_t>(pool.size()))];
}

}  // namespace

Move ChooseBotMove(const State& s, int seat, BotLevel level, Rng& rng) {
  (void)level;
  return RandomMove(s, seat, rng);
}

std::string BoardBot::ChooseMove(const Game& view, int seat, Rng& rng) {
  const auto& game = dynamic_cast<const LostBoardGame&>(view);
  return ChooseBotMove(game.state(), seat, level_, rng).ToString(game.state().board());
}

std::unique_ptr<Bot> MakeBot(std::string_view level) {
  BotLevel l = BotLevel::kEasy;
  if (level == "random") l = BotLevel::kRandom;
  if (level == "medium") l = BotLevel::kMedium;
  if (level == "hard") l = BotLevel::kHard;
  return std::make_unique<BoardBot>(l);
}

}  // namespace lf::lost_board_game
