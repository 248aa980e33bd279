#include "ui/games.h"

#include "ui/game/lost_for_words_ui.h"
#include "ui/game/word_lift_ui.h"
#include "ui/lost_words_screen.h"

namespace lf::ui {

const std::vector<GameEntry>& GameEntries() {
  // One line per game, in the order the menu shows them.
  static const std::vector<GameEntry> entries = {
      {"lost-for-words", "Lost for Words", "2 players \xC2\xB7 build long words in five columns",
       [](Ui&) { return MakeGameSetupScreen(LostForWordsUi()); }},
      {"lost-words", "The Lost Words", "2\xE2\x80\x93" "4 players \xC2\xB7 match nature cards with their spells",
       [](Ui&) { return MakeGameSetupScreen(LostWordsUi()); }},
      {"word-lift", "Word Lift", "2\xE2\x80\x93" "6 players \xC2\xB7 spell words, steal them and split them in two",
       [](Ui&) { return MakeGameSetupScreen(WordLiftUi()); }},
  };
  return entries;
}

}  // namespace lf::ui
