// The games the main menu offers. Each game's UI adds one entry to the table
// in games.cpp when it lands; the menu lists exactly these, in this order,
// above Dictionary, Settings and About. An empty table shows no "Games"
// section at all: the menu never offers a screen that does not work.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ui/screen.h"

namespace lf::ui {

struct GameEntry {
  std::string id;     // the registry name, "lost-words"; the menu item is "menu/game/<id>"
  std::string title;  // "Lost Words"
  std::string blurb;  // one line under the title: players and what the game is
  // Opens the game's first screen (its set-up screen).
  std::function<std::unique_ptr<Screen>(Ui&)> open;
};

const std::vector<GameEntry>& GameEntries();

}  // namespace lf::ui
