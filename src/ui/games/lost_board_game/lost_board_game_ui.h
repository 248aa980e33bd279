// Lost: The Board Game on screen (the rules engine is src/games/lost_board_game;
// docs/rules/lost-board-game.md are its rules).
#pragma once
#include <string>
#include <vector>

#include "games/lost_board_game/lost_board_game.h"
#include "ui/play/game_ui.h"

namespace lf::ui {

namespace games::lost_board_game {
// The game's screens for the shared set-up, play and end screens (ui/play/game_ui.h).
const GameUi& Screens();

// The log as the table shows it: a run of passes in a row becomes one line
// ("Ana, Jin and Kate pass."), so that the log reads as a story. Each line
// keeps the number of the last move it tells (1-based); names are the
// seats' names ("You" reads "You, Ana and Jin pass.").
struct LogLine {
  size_t number = 0;
  std::string text;
  bool passes = false;  // a line of passes only (the table's log hides them unless asked)
};
// Before a Power Check that could put `viewer` out of the game (rule 41: no
// Character left), the warning the panel shows: "If Sawyer is led away, you
// are out of the game."; "" when nothing so final is at stake.
std::string OutWarning(const ::lf::lost_board_game::State& s, int viewer);

std::vector<LogLine> FoldPasses(const std::vector<std::string>& log, const std::vector<std::string>& names);
}  // namespace games::lost_board_game

}  // namespace lf::ui
