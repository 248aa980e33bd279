// Bots for Lost: The Board Game. Every bot reads only game.Redacted(seat):
// face-down tiles, other hands, face-down Equipment and the decks' order are
// unknown there, and no policy looks behind them.
//
//   random  a random legal move, except that it never resigns and never
//           proposes a shared win (it would end most games at once); it
//           accepts a proposal half the time.
//   easy    moves towards unexplored tiles, fights what it meets, keeps what
//           it finds, rests when Injured; passes in every window.
//   medium  picks engagements and lead attempts by their odds, heals, and
//           plays Events in the right window (a Power Check card when it turns
//           the result).
//   hard    also plans its routes (Campsites and Neutrals, its own win
//           condition), keeps its weak Characters company, and times its
//           Events against the opponents' Power Checks and win conditions.
#pragma once
#include <memory>
#include <string_view>

#include "core/bot.h"
#include "games/lost_board_game/lost_board_game.h"

namespace lf::lost_board_game {

enum class BotLevel { kRandom, kEasy, kMedium, kHard };

// The policies on a state as `seat` sees it (a redacted state is fine).
Move ChooseBotMove(const State& state, int seat, BotLevel level, Rng& rng);

class BoardBot final : public Bot {
 public:
  explicit BoardBot(BotLevel level) : level_(level) {}
  std::string ChooseMove(const Game& view, int seat, Rng& rng) override;

 private:
  BotLevel level_;
};

// "random", "easy", "medium" or "hard"; anything else plays as easy.
std::unique_ptr<Bot> MakeBot(std::string_view level);

}  // namespace lf::lost_board_game
