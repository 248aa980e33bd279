// The Lost Words on screen: the table, move labels, the end-of-game
// breakdown and the rules page; the shared game screens (ui/game/) do the
// rest (set-up, bots' paced turns, pass-and-play privacy, undo, saving).
#pragma once
#include "ui/game/game_ui.h"

namespace lf::ui {

const GameUi& LostWordsUi();

}  // namespace lf::ui
