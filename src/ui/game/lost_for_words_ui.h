// Lost for Words on screen (the rules engine is src/games/lost_for_words).
#pragma once
#include "ui/game/game_ui.h"

namespace lf::ui {

const GameUi& LostForWordsUi();

}  // namespace lf::ui
