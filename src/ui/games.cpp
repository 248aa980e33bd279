#include "ui/games.h"

#include "ui/game/lost_for_words_ui.h"

namespace lf::ui {

const std::vector<GameEntry>& GameEntries() {
  // One line per game, in the order the menu shows them.
  static const std::vector<GameEntry> entries = {
      {"lost-for-words", "Lost for Words", "2 players \xC2\xB7 build long words in five columns",
       [](Ui&) { return MakeGameSetupScreen(LostForWordsUi()); }},
  };
  return entries;
}

}  // namespace lf::ui
