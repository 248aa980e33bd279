// Word Lift on screen (the rules engine is src/games/word_lift).
#pragma once
#include <memory>

#include "ui/game/game_ui.h"

namespace lf::ui {

const GameUi& WordLiftUi();
// A debug page the menu does not offer (lostfound --word-lift-preview): the
// table a few turns into a seeded game against two bots.
std::unique_ptr<Screen> MakeWordLiftPreviewScreen();

}  // namespace lf::ui
