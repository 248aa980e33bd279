// Word Lift on screen (the rules engine is src/games/word_lift).
#pragma once
#include <memory>
#include <string>

#include "ui/game/game_ui.h"

namespace lf::ui {

const GameUi& WordLiftUi();
// A debug page the menu does not offer (lostfound --word-lift-preview): the
// table a few turns into a seeded game against two bots; `stage` "picker"
// opens the letter picker of a ?, ≈ or … card, "summary" shows the end of
// round 1 instead, "end" the end-of-game breakdown.
std::unique_ptr<Screen> MakeWordLiftPreviewScreen(const std::string& stage = "");

}  // namespace lf::ui
