// Bots for Word Lift. Every policy reads only what its seat may know: bots
// are handed game.Redacted(seat), whose other hands and decks are
// placeholder cards, and the search uses only the seat's own hand and the
// words on the table.
//
//   easy    plays a common word (tier 20 and below, words a child knows)
//           from its hand, picked at random among the better ones; now and
//           then (1 turn in 8) looks for a steal made of common words.
//   medium  plays the word from its hand worth the most points (tier 50 and
//           below) and takes obvious steals: other players' words of five
//           letters or fewer split into common words (tier 35), when the
//           steal earns it more than its best word.
//   hard    searches every play from its hand and every legal steal of every
//           stealable word, exactly (search.h, branch and bound), weighing
//           the points it gains, the points it takes from the victim (more
//           from the leader), going out, the cards left in its hand and the
//           cost of Dagger draws.
// Draws: each level keeps roughly two vowels in five cards; medium and hard
// skip their draws (Null) when holding many cards or near the end of the
// decks.
#pragma once
#include <memory>
#include <string_view>

#include "core/bot.h"
#include "games/word_lift/search.h"
#include "games/word_lift/word_lift.h"

namespace lf::word_lift {

enum class BotLevel { kEasy, kMedium, kHard };

// The typed policies, on a state as `seat` sees it (a redacted copy is
// fine). `seat` must be the seat to move. Returns a legal move.
Move ChooseBotMove(const WordLift& state, int seat, BotLevel level, Rng& rng, Search::Stats* stats = nullptr);

// The hard bot's objective for `seat` in this position: what its search
// maximises (exposed for tests and the post-round review).
SearchInput HardSearchInput(const WordLift& state, int seat);

class WordLiftBot final : public Bot {
 public:
  explicit WordLiftBot(BotLevel level) : level_(level) {}
  std::string ChooseMove(const Game& view, int seat, Rng& rng) override;

 private:
  BotLevel level_;
};

// "random", "easy", "medium" or "hard"; anything else plays as easy.
std::unique_ptr<Bot> MakeBot(std::string_view level, const Dictionary* dict);

}  // namespace lf::word_lift
