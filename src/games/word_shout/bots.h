// Bots for Finders Keepers, with human reaction times. A bot sees only its
// seat's redacted copy (the face-up table; never the deck) and, after every
// change of the table, plans its next claim and when (Bot::React).
//
// How a bot "sees" a word: the word became available when the last of its
// cards was dealt; the bot notices it a reaction time later, drawn for that
// word from its level's range plus a little more per letter past three
// (longer words take longer to find). It claims the word it notices first
// (hard: the word with the most cards available now, so it waits for no
// better one), shouting and naming it at once. A word it would notice while
// another claim is open is claimed as soon as that claim ends, after a short
// glance. The draw is a hash of the word, the moment it appeared, the seat
// and a salt from the bot's Rng stream, so a plan does not change when
// unrelated cards arrive, and a seeded match replays.
//
//   easy    common 3-4 letter words (tier <= 20), noticed after 4-8 s
//   medium  common words of any length (tier <= 35), after 2.5-5 s
//   hard    any word of the dictionary, the most cards first, after 1-2 s
// The reaction range is each level's parameter (BotParams); the bench and
// `lostfound-cli play word-shout` measure what it gives.
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
  Millis fastest = 1000;        // reaction to a 3-letter word: uniform in [fastest, slowest]
  Millis slowest = 2000;
  Millis per_letter = 100;      // more per letter past three
  Millis glance_min = 200;      // after another claim ends
  Millis glance_max = 600;
  Tier max_tier = 70;           // the words it knows
  int max_letters = 64;
  bool most_cards = false;      // claims the word with the most cards available (hard)
};

BotParams ParamsFor(std::string_view level);

class ShoutBot final : public Bot {
 public:
  explicit ShoutBot(BotParams params) : params_(params) {}
  std::string ChooseMove(const Game& view, int seat, Rng& rng) override;
  std::optional<TimedMove> React(const Game& view, int seat, Rng& rng) override;
  const BotParams& params() const { return params_; }

  // The claim this bot would make on `view` and when, with the moment the
  // word became available (for measuring reaction times).
  struct Plan {
    TableWord word;
    Millis available = 0;
    Millis at = 0;
  };
  std::optional<Plan> PlanFor(const WordShout& view, int seat);

 private:
  const std::vector<TableWord>& Candidates(const WordShout& view, int seat);
  Millis Delay(const TableWord& word, Millis available, int seat) const;

  BotParams params_;
  uint64_t salt_ = 0;
  bool salted_ = false;
  std::vector<int> cached_kinds_;
  int cached_need_ = -1;
  std::vector<TableWord> cached_;
};

// "random", "easy", "medium" or "hard" (anything else plays as medium).
std::unique_ptr<Bot> MakeBot(std::string_view level, const Dictionary* dict);

}  // namespace lf::word_shout
