// Bots for Finders Keepers, with human reaction times. A bot sees only its
// seat's redacted copy (the face-up table; never the deck) and, after every
// change of the table, plans its next claim and when (Bot::React).
//
// How a bot "sees" a word: a person at the table notices that a word can be
// made some time after the cards for it are out; more words on the table do
// not make them much quicker, and a longer word takes a little longer. So a
// bot's reaction runs from the moment the table first held a word it knows
// (the earliest moment some known word's cards were all out), for a time
// drawn once for that moment from its level's range (a log-normal spread
// around a median: most reactions are near it, a few much slower), plus a
// little per letter past three of the word it then claims. It shouts and
// names the word at once. A claim (anyone's, right or wrong) changes the
// table and stops the dealing, so a person looks at the table afresh: the
// reaction never runs from before the last claim ended or the round began
// (AttentionFrom). Without that, a bot that lost a race already "knew" the
// words left on the table and claimed one a glance after every claim,
// whatever its level (issue 29: easy bots taking cards 0.3-0.6 s after a
// deal). If the word it noticed is claimed by someone else first, it starts
// again from the next word. The table's head start for people (the option
// head_start, 0-10 s) is added to every planned claim: a bot then waits that
// much longer after each change of the table; the figures below are with
// none. A reaction that falls while
// another claim is being judged comes a short glance after that claim. The
// draws are hashes of the moment, the word and a salt from the bot's Rng
// stream, so a plan does not change as unrelated cards arrive, and a seeded
// match replays.
//
// Which word: easy knows common words of 3-4 letters (tier <= 20) and says
// one of them; medium knows common words of any length (tier <= 35) and
// says one of them; hard knows every word and says the one with the most
// cards (then the most letters).
//
//   level   median   spread   per letter past 3   in play, alone (p10 / p50 / p90)   casual person wins
//   easy    3.7 s    0.35     300 ms              2.5 / 3.9 / 6.0 s                  99% of rounds
//   medium  3.6 s    0.30     250 ms              2.6 / 3.9 / 5.6 s                  51%
//   hard    1.4 s    0.25      60 ms              1.1 / 1.5 / 2.0 s                   0%
// The first three columns are each level's parameters (BotParams); the
// others are what word_shout_bench measures: against a player who never
// claims, and the share of 200 rounds a model of a casual person (common
// words of 3-5 cards, 3-6 s after a word appears) wins against the level.
// The levels were tuned against that model (issue 29): a casual person
// clearly beats easy, medium is a fair fight, hard wins. Easy and medium
// react about as fast; easy loses to medium (92% of games) by the words it
// knows. Round wins are very sensitive to speed (medium at 3.3 s takes 76%
// of rounds from the model, at 3.85 s 20%), so measure before changing.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/bot.h"
#include "games/word_shout/word_shout.h"
#include "games/word_shout/words.h"

namespace lf::word_shout {

struct BotParams {
  Millis median = 1400;        // the reaction's median, for a 3-letter word
  double spread = 0.25;        // log-normal sigma of the reaction
  Millis fastest = 700;        // no reaction is quicker than this
  Millis per_letter = 60;      // more per letter past three
  Millis glance_min = 250;     // after another claim ends
  Millis glance_max = 700;
  Tier max_tier = 70;          // the words it knows
  int max_letters = 64;
  bool most_cards = false;     // says the word with the most cards (hard); else one of its words
};

BotParams ParamsFor(std::string_view level);

// When a player at the table last looked at it afresh: the end of the last
// claim of this round (right, wrong or timed out), or the round's start.
Millis AttentionFrom(const WordShout& view);

class ShoutBot final : public Bot {
 public:
  explicit ShoutBot(BotParams params) : params_(params) {}
  std::string ChooseMove(const Game& view, int seat, Rng& rng) override;
  std::optional<TimedMove> React(const Game& view, int seat, Rng& rng) override;
  const BotParams& params() const { return params_; }

  // The claim this bot would make on `view` and when, with the moment its
  // reaction started: the table first held a word it knows (for measuring
  // reaction times).
  struct Plan {
    TableWord word;
    Millis available = 0;
    Millis at = 0;
  };
  std::optional<Plan> PlanFor(const WordShout& view, int seat);

 private:
  const TableWordList& Candidates(const WordShout& view, int seat);
  // The reaction for the opportunity that began at `since`, in ms.
  Millis Reaction(Millis since) const;

  BotParams params_;
  uint64_t salt_ = 0;
  bool salted_ = false;
  std::vector<int> cached_kinds_;
  int cached_need_ = -1;
  TableWordList cached_;
};

// "random", "easy", "medium" or "hard" (anything else plays as medium).
std::unique_ptr<Bot> MakeBot(std::string_view level, const Dictionary* dict);

}  // namespace lf::word_shout
