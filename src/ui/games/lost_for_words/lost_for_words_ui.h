// Lost for Words on screen (the rules engine is src/games/lost_for_words).
#pragma once
#include "ui/play/game_ui.h"

namespace lf::ui {

namespace games::lost_for_words {
// The game's screens for the shared set-up, play and end screens (ui/play/game_ui.h).
const GameUi& Screens();
}  // namespace games::lost_for_words

}  // namespace lf::ui
