// Bots for Word Lift. Every policy reads only what its seat may know: bots
// are handed game.Redacted(seat), whose other hands and decks are
// placeholder cards, and the search uses only the seat's own hand and the
// words on the table.
//
//   easy    plays like a person new to the game: the play worth most in
//           points among the words it sees (search.h, WordEye: common words,
//           tier 35 and below, found less often the longer they are, so it
//           misses long and rare words rather than blundering at random),
//           and no steals until someone steals one of its words; from then
//           on it steals from those who stole from it when that earns more.
//           Never splits its own words, does not plan going out. Measured
//           against a model of a casual player (casual: its longest common
//           word, never a steal) and against the random-legal bot
//           (bench/word_lift_bench).
//   medium  a keen player: of the words it sees (tier 50 and below, most of
//           them, long ones less often), its best word or the steal, of
//           anyone's word or its own, that earns it the most points; weighs
//           going out against the final-turn steal it invites.
//   hard    searches every play from its hand and every legal steal of every
//           stealable word, exactly (search.h, branch and bound), weighing
//           the points it gains, the points it takes from the victim (more
//           from the leader), going out (the bonus, the saved draws, and the
//           new word the others may steal on their final turns), the cards
//           left in its hand and the cost of Dagger draws.
//   expert  thinks ahead: of the hard bot's few best moves (its own choice,
//           the best words from its hand, each stealable word's best steal,
//           and passing), plays the one that does best over sampled deals
//           of the cards it cannot see (Determinize), each played on by the
//           hard bot for about two turns (core/search_bot.h); draws as hard.
//           Among near-equal plays its candidates put common words first.
//           Wins about three two-player games in four against hard. Its
//           search is also the advice behind the Hint, the round review and
//           the coach (advice.h).
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

// kCasual is no level a player meets: a model of a casual player (its
// longest common word, never a steal) the bench measures easy against.
enum class BotLevel { kEasy, kMedium, kHard, kCasual };

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

// "random", "easy", "medium", "hard", "expert" or "casual" (the bench's
// model of a casual player); anything else plays as easy.
std::unique_ptr<Bot> MakeBot(std::string_view level, const Dictionary* dict);

}  // namespace lf::word_lift
