// Bots for Lost: The Board Game. Every bot reads only game.Redacted(seat):
// face-down tiles, other hands, face-down Equipment and the decks' order are
// unknown there, and no policy looks behind them.
//
//   random  a random legal move, except that it never resigns and never
//           proposes a shared win (it would end most games at once).
//   easy    moves every Character towards the nearest unexplored tile (then
//           towards something to fight), takes the Location and fights what
//           it meets: leads an opponent's Character on its tile when not
//           weaker (in Advanced never with its Starting Character, which would
//           then skip a turn), a Neutral when the odds are 40% or better;
//           keeps what it finds, rests when Injured (its Starting Character
//           only when no opponent could win at the end of the Round), heals
//           and frees its own Characters, plays a Trap or a skip on an
//           opponent's Starting Character when that wins the Round; otherwise
//           passes in every window.
//   medium  picks engagements and lead attempts by their odds, keeps its
//           Starting Character off tiles that could Trap it when an opponent
//           could win at the end of the Round, seeks a Follower of its own,
//           keeps away from groups that could lead it, heals, and plays Events
//           in the right window (a Power Check card when it turns the result:
//           the engine's odds after each play).
//   hard    also plans routes for its own win condition (Shoreline tiles,
//           corners, unexplored tiles, Campsites and Neutrals), plays towards
//           it (Charlie's Events, Walt's hoard, Shannon's steals, Sun's heals,
//           Libby's +1, Boone's injuries, Sawyer's Equipment), drafts what
//           wins, and works against the opponents' Power Checks.
//   expert  tries its few best-looking moves in worlds dealt from what it
//           knows (Determinize: face-down tiles, other hands, the Fate deck),
//           playing every seat on as hard for a while, and keeps the move
//           that came out best.
// Caution fades and aggression grows with the Rounds (and a long game gets a
// wander), so that games between bots always end.
#pragma once
#include <memory>
#include <string_view>

#include "core/bot.h"
#include "core/search_bot.h"
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

// The expert's search (core/search_bot.h): its budget and playout depth,
// tuned so that a decision takes well under a tenth of a second natively
// (bench/lost_board_game_bench.cpp prints the times).
SearchOptions ExpertOptions();

// The expert: the search's estimates of its candidate moves (core/search_bot.h,
// EstimateMoves, every seat played on as hard), and the hard bot's own move
// unless another came out better by `switch_margin` (a share of a win): with
// dice in every playout, a few dozen worlds tell moves apart only when they
// differ clearly, and the hard move is the better guess otherwise.
class ExpertBot final : public SearchingBot {
 public:
  ExpertBot(SearchOptions options, double switch_margin) : options_(options), switch_margin_(switch_margin) {}
  std::string ChooseMove(const Game& view, int seat, Rng& rng) override;
  RolloutBotMaker Rollout() const override;
  SearchOptions OptionsFor(const Game& view) const override;

 private:
  SearchOptions options_;
  double switch_margin_;
};

// "random", "easy", "medium", "hard" or "expert" (a search over sampled
// worlds, playing every seat on as hard); anything else plays as easy.
std::unique_ptr<Bot> MakeBot(std::string_view level);

}  // namespace lf::lost_board_game
