// Lost: The Board Game on screen (the rules engine is src/games/lost_board_game;
// docs/rules/lost-board-game.md are its rules).
#pragma once
#include "ui/play/game_ui.h"

namespace lf::ui {

namespace games::lost_board_game {
// The game's screens for the shared set-up, play and end screens (ui/play/game_ui.h).
const GameUi& Screens();
}  // namespace games::lost_board_game

}  // namespace lf::ui
