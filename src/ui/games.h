// The games the main menu offers: those of LF_GAMES (the top CMakeLists.txt),
// in that order, above Dictionary, Settings and About; games.cpp is
// generated from that list. An empty table shows no "Games" section at all:
// the menu never offers a screen that does not work.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ui/screen.h"

namespace lf::ui {

struct GameUi;

struct GameEntry {
  std::string id;     // the registry name, "lost-words"; the menu item is "menu/game/<id>"
  std::string title;  // "Lost Words"
  std::string blurb;  // one line under the title: players and what the game is
  // Opens the game's first screen (its set-up screen).
  std::function<std::unique_ptr<Screen>(Ui&)> open;
  const GameUi* screens = nullptr;  // the game's table, move texts and debug pages
};

const std::vector<GameEntry>& GameEntries();
// The entry of a game by its registry name, or null.
const GameEntry* FindGameEntry(std::string_view id);

}  // namespace lf::ui
