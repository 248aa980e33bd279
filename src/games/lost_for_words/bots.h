// Lost for Words bots. Each sees only its seat's redacted copy of the game.
//
//   easy    plays letters that keep a column alive (some common word, tier
//           35 and below, of five to eight letters still starts with it: a
//           person new to the game misses long and rare words), finishes a
//           word it knows when a card does,
//           opens at most three columns, never plays multipliers, draws from
//           the deck unless a pile's top card extends one of its columns.
//   medium  a planner: for every candidate move it estimates each column's
//           expected final value from its hand and the deck's letter
//           frequencies (which words it could still spell, how likely the
//           missing letters are to arrive in the turns left), opens a column
//           only when that expectation beats leaving it empty, and plays a
//           multiplier only with a strong start (a high-scoring word in hand).
//           It plans for the words a keen player knows: tier 50 and below,
//           up to eight letters.
//   hard    the same planner, but it counts the letters still unseen (deck and
//           opponent's hidden hand together: everything not in its hand, on
//           the table or known to have been taken from a pile), models the
//           opponent's columns, refuses to discard what the opponent needs
//           and takes pile cards the opponent wants, and weighs the clock:
//           it stalls (draws from a pile, which leaves the deck alone) when
//           it needs turns more than the opponent and runs the deck down when
//           the opponent does.
//   expert  a search over sampled worlds (core/search_bot.h): each legal move
//           is tried in the same worlds (the opponent's hidden cards and the
//           deck dealt from the unseen letters), the opponent's reply played
//           by hard, and the result judged by hard's planner (Outlook).
//
// All bots but expert keep every move well under a few milliseconds natively: the
// planner walks the dictionary's trie from each column's prefix with a
// bounded number of letters it does not hold yet, and caches per decision.
#pragma once
#include <memory>
#include <string_view>

#include "core/bot.h"

namespace lf {
class Dictionary;
namespace lost_for_words {

class LostForWords;

// level: "random", "easy", "medium", "hard" or "expert"; anything else gets "medium".
std::unique_ptr<Bot> MakeBot(std::string_view level, const Dictionary* dict);

// The hard planner's judgement of a position for `seat`: its expected final
// score less the opponent's, from what `seat` may see (the expert's
// evaluation of a search's cut-off playouts).
double Outlook(const LostForWords& game, int seat);

}  // namespace lost_for_words
}  // namespace lf
