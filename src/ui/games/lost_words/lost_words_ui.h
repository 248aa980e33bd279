// The Lost Words on screen: the table, move labels, the end-of-game
// breakdown and the rules page; the shared game screens (ui/game/) do the
// rest (set-up, bots' paced turns, pass-and-play privacy, undo, saving).
#pragma once
#include "ui/play/game_ui.h"

namespace lf::ui {

namespace games::lost_words {
// The game's screens for the shared set-up, play and end screens (ui/play/game_ui.h).
const GameUi& Screens();
}  // namespace games::lost_words

}  // namespace lf::ui
