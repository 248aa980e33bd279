// Finders Keepers (the word-shout game) on screen; the rules engine is
// src/games/word_shout.
#pragma once

#include "ui/play/game_ui.h"

namespace lf::ui::games::word_shout {

// The game's screens for the shared set-up, play and end screens (ui/play/game_ui.h).
const GameUi& Screens();

}  // namespace lf::ui::games::word_shout
