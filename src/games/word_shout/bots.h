// Bots for Finders Keepers, with human reaction times. A bot sees only its
// seat's redacted copy (the face-up table; never the deck) and, after every
// change of the table, plans its next claim and when (Bot::React).
//
// How a bot "sees" a word, the way a person does: a person notices a word
// some time after its cards are out, sooner for a common short word than a
// rare long one, and some words they never notice at all. So each time a
// bot looks at the table afresh (the round's start, or the end of any claim:
// AttentionFrom), it draws how alert it is this time (a log-normal spread
// around its level's median), and for each word of the table it knows:
// - whether it sees the word this time: a chance that falls with the
//   word's rarity (its dictionary tier: 10 = a child knows it, ... 70) and
//   its length (BotParams::see, see_rarity, see_letter);
// - when: from the moment the word's last card came (or the fresh look,
//   if later), its reaction times 1 + slow_rarity x rarity, plus
//   per_letter for each letter past three.
// It claims the first word it sees (hard: the one with the most cards
// among those it sees within pick_window of its first), shouting and naming
// it at once. Rarity is (tier - 10) / 10: 0 for the commonest words, 1 for
// tier 20, 2.5 for 35, 6 for 70. A claim (anyone's, right or wrong) changes
// the table and stops the dealing, so a person looks at it afresh, and so
// does a bot: it never claims a word it "knew" from before the last claim
// a glance after it (issue 29: easy bots taking cards 0.3-0.6 s after a
// deal). The table's head start for people (the option head_start, 0-10 s)
// is added to every planned claim; the figures below are with none. A
// reaction that falls while another claim is being judged comes a short
// glance after that claim. The draws are hashes of the look's moment, the
// word and a salt from the bot's Rng stream, so a plan does not change as
// unrelated cards arrive, and a seeded match replays.
//
//   level   knows                median  spread  slower a rarity step  a letter  sees (commonest word;
//                                                                                  per rarity step; per letter)
//   easy    tier <= 20, 3-4 lett. 2.4 s  0.40    40%                   350 ms    85%; x0.6; x0.7
//   medium  tier <= 40, 3-7 lett. 1.4 s  0.40    25%                   200 ms    90%; x0.75; x0.85
//   hard    every word            1.1 s  0.25     5%                    60 ms   100%; x0.9; x0.97
//   (hard also looks 0.4 s longer for a word of more cards.)
// (ParamsFor). What they give (bench/word_shout_bench.cpp, 200 seeded games
// a line; docs/rules/word-shout.md, "On this screen", says it for players):
// alone at the table a claim comes (p10 / p50 / p90) 1.7 / 2.8 / 4.7 s after
// the word was there (easy), 1.1 / 1.8 / 2.9 s (medium), 0.9 / 1.3 / 1.7 s
// (hard). A scripted quick person (common words of 3-5 cards, always 1.5 s
// after they appear) wins 100% of rounds against one easy bot, 78% against
// one medium, 0% against one hard; at a table of four with three bots of a
// level, 100% (easy), 27% (medium; a fair share is 25%), 0% (hard). A
// slower casual person (3-6 s) wins 88% of rounds against easy and none
// against medium. Each level beats the one below in every game. Round wins
// are very sensitive to speed (the faster player takes most of the cards),
// so measure before changing anything here.
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
  Millis median = 1400;        // the reaction's median, for the commonest 3-letter word
  double spread = 0.25;        // log-normal sigma of the reaction (drawn once a look)
  Millis fastest = 700;        // no reaction is quicker than this
  double slow_rarity = 0.05;   // the reaction grows by this share per step of rarity
  Millis per_letter = 60;      // more per letter past three
  double see = 1.0;            // the chance of seeing the commonest 3-letter word in a look
  double see_rarity = 1.0;     // times this per step of rarity
  double see_letter = 1.0;     // times this per letter past three
  Millis glance_min = 250;     // after another claim ends
  Millis glance_max = 700;
  Tier max_tier = 70;          // the words it knows
  int max_letters = 64;
  bool most_cards = false;     // says the word with the most cards (hard); else the first it sees
  Millis pick_window = 0;      // (most_cards) how much longer it looks for more cards
};

// How rare a word of `tier` is: (tier - 10) / 10, never below 0.
double Rarity(Tier tier);
// The chance that a bot of `params` sees a word of `tier` and `letters` in
// a look at the table, and how long it takes (ms, for a reaction `reaction`).
double SeeChance(const BotParams& params, Tier tier, int letters);
Millis WordDelay(const BotParams& params, Millis reaction, Tier tier, int letters);

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
  // reaction to that word started (its last card, or the fresh look) and
  // the look's reaction (before the word's own delay; for measuring).
  struct Plan {
    TableWord word;
    Millis available = 0;
    Millis at = 0;
    Millis reaction = 0;
  };
  std::optional<Plan> PlanFor(const WordShout& view, int seat);

 private:
  const TableWordList& Candidates(const WordShout& view, int seat);
  // The reaction for the look at the table that began at `since`, in ms.
  Millis Reaction(Millis since) const;
  // Whether it sees word `word` in the look that began at `since`.
  bool Sees(Millis since, std::string_view word, Tier tier) const;

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
