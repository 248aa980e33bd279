#include "ui/games.h"

namespace lf::ui {

const std::vector<GameEntry>& GameEntries() {
  // One line per game, for example:
  //   {"lost-words", "Lost Words", "2-6 players · find the lost words",
  //    [](Ui& ui) { return MakeLostWordsSetup(ui); }},
  static const std::vector<GameEntry> entries = {};
  return entries;
}

}  // namespace lf::ui
