// Bots for The Lost Words. Every policy reads only what its seat may know:
// the bots are handed game.Redacted(seat), whose other hands and deck are
// unknown cards, and the policies never look at another seat's hand.
//
//   easy    matches what it can; otherwise now and then plays a random special
//           at a random target; draws a needed spell from the discard pile;
//           discards at random among cards it cannot use.
//   medium  uses specials sensibly: wins at once when it can, Magpie and
//           Conker on the leader (Conker where the victim cannot rematch),
//           Wall on a pair at risk, the Wild One on a spell that is hard to
//           get, Heron for a spell it needs whose copies are not all visible,
//           exchange a nature card whose spells are gone; keeps its most
//           useful cards.
//   hard    determinized search: samples the hidden hands and deck consistent
//           with its view (cards seen in the discard pile and on the table,
//           cards known to be in hands, Heron answers), tries every sensible
//           move in each sample, plays the rest of the round out with the
//           medium policy and keeps the move with the best average outcome.
//   expert  the same idea on a larger scale (core/search_bot.h): every move
//           tried in the same 3,000 / (number of moves) sampled worlds, each
//           played on for about a round by the medium policy and judged by
//           Evaluate; a few milliseconds a decision natively.
#pragma once
#include <memory>
#include <string_view>

#include "core/bot.h"
#include "games/lost_words/lost_words.h"

namespace lf::lost_words {

enum class BotLevel { kEasy, kMedium, kHard };

// The typed policies, on a state as `seat` sees it (a redacted state is fine;
// hard determinizes its own copies). Each returns a move legal for `seat`,
// who must be state.current().
Move EasyMove(const State& state, int seat, Rng& rng);
Move MediumMove(const State& state, int seat, Rng& rng);

struct HardConfig {
  int rollout_budget = 256;  // candidate x sample rollouts per decision
  int min_samples = 4;
  int max_samples = 24;
  int rounds = 1;  // rollouts play on until this many rounds have come back to the bot
};
Move HardMove(const State& state, int seat, Rng& rng, const HardConfig& config = {});

// How good `state` looks for `seat` (its progress and hand against the best
// opponent's); the hard bot's leaf evaluation, exposed for tests.
double Evaluate(const State& state, int seat);

class LostWordsBot final : public Bot {
 public:
  explicit LostWordsBot(BotLevel level) : level_(level) {}
  std::string ChooseMove(const Game& view, int seat, Rng& rng) override;

 private:
  BotLevel level_;
};

// "random", "easy", "medium", "hard" or "expert"; anything else plays as easy.
std::unique_ptr<Bot> MakeBot(std::string_view level);

}  // namespace lf::lost_words
