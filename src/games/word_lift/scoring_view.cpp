// What Word Lift's table shows about scoring (word_lift.h, section "What the
// table shows about scoring"). The texts are built from the rule constants,
// so a change of rule changes what the screens say.
#include <string>

#include "core/check.h"
#include "games/word_lift/cards.h"
#include "games/word_lift/word_lift.h"

namespace lf::word_lift {

namespace {

// "six": the rule texts spell small numbers out, as the rulebook does.
std::string NumberWord(int n) {
  static const char* const kWords[] = {"zero", "one",   "two",   "three", "four", "five",
                                       "six",  "seven", "eight", "nine",  "ten"};
  return n >= 0 && n <= 10 ? kWords[n] : std::to_string(n);
}

// Appended rather than "+" + to_string(n): GCC 12 warns (-Wrestrict) on
// that form, a known false positive.
std::string Plus(int n) {
  std::string out = "+";
  out += std::to_string(n);
  return out;
}

}  // namespace

int LongWordBonus(int letters) { return letters >= kLongWordLetters ? kLongWordBonus : 0; }

int LongWordBonusEarned(const WordLift& game, size_t event) {
  LF_CHECK(event < game.Events().size());
  const Event& e = game.Events()[event];
  int gained = 0;
  if (e.kind == Move::Kind::kPlay) {
    gained = LongWordBonus(static_cast<int>(e.word.size()));
  } else if (e.kind == Move::Kind::kSteal) {
    gained = LongWordBonus(static_cast<int>(e.first.size())) + LongWordBonus(static_cast<int>(e.second.size()));
    // A word stolen from another player was their bonus, not the thief's.
    if (e.victim == e.seat) gained -= LongWordBonus(static_cast<int>(e.stolen.size()));
  }
  return gained > 0 ? gained : 0;
}

std::string SignedPoints(int points) { return points > 0 ? Plus(points) : std::to_string(points); }

std::string LongWordTag() { return std::to_string(kLongWordLetters) + "+"; }

std::string ScoreTableKey() {
  return "Words: +1 a card in your words, " + Plus(kDollarPoints) +
         " a Dollar card (cards in brackets). Hand: -1 a card left in hand, -" + std::to_string(kLozengePenalty) +
         " a Lozenge. " + LongWordTag() + ": " + Plus(kLongWordBonus) + " a word of " + NumberWord(kLongWordLetters) +
         " letters or more. Out: " + Plus(kFirstOutBonus) +
         " for the first player out. A round below 0 counts as 0 (the raw sum in brackets).";
}

std::string PlayPointsText() {
  return "cards from your hand onto the table and those taken from others, " + Plus(kDollarPoints) + " a Dollar, " +
         Plus(kLongWordBonus) + " a word of " + NumberWord(kLongWordLetters) + " letters or more, " +
         Plus(kFirstOutBonus) + " for going out first";
}

}  // namespace lf::word_lift
