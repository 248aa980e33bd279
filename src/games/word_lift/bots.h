// Bots for Word Lift. Every policy reads only what its seat may know: bots
// are handed game.Redacted(seat), whose other hands and decks are
// placeholder cards, and the search uses only the seat's own hand and the
// words on the table.
//
//   easy    plays one of its best few common words (tier 35 and below) and,
//           when a split into common words of another player's word earns
//           it more, steals instead; never splits its own words, does not
//           plan going out. (It steals more than the "rarely": a
//           random-legal bot steals on nearly every turn, since steals are
//           most of the legal moves, and an easy bot that rarely steals
//           loses to it; the bench measures this.)
//   medium  plays its best word (tier 50 and below) or takes the steal, of
//           anyone's word or its own, that earns it the most points; weighs
//           going out against the final-turn steal it invites.
//   hard    searches every play from its hand and every legal steal of every
//           stealable word, exactly (search.h, branch and bound), weighing
//           the points it gains, the points it takes from the victim (more
//           from the leader), going out (the bonus, the saved draws, and the
//           new word the others may steal on their final turns), the cards
//           left in its hand and the cost of Dagger draws.
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
