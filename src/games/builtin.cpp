// The table of games built into this program. A game appears here (and so in
// the CLI, the tests and the menu) only once its rules, bots and screens are
// complete.
#include "core/registry.h"
#include "games/lost_for_words/lost_for_words.h"
#include "games/lost_words/lost_words.h"
#include "games/word_lift/word_lift.h"

namespace lf {

const GameRegistry& BuiltinGames() {
  static const GameRegistry registry = [] {
    GameRegistry r;
    r.Add(LostForWordsInfo());
    r.Add(lost_words::LostWordsInfo());
    r.Add(WordLiftInfo());
    return r;
  }();
  return registry;
}

}  // namespace lf
