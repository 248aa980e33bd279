// Word Lift on screen (the rules engine is src/games/word_lift).
#pragma once
#include <memory>
#include <string>

#include "ui/play/game_ui.h"

namespace lf::ui {

namespace games::word_lift {
// The game's screens for the shared set-up, play and end screens (ui/play/game_ui.h).
const GameUi& Screens();
}  // namespace games::word_lift
// A debug page the menu does not offer (lostfound --word-lift-preview): the
// table a few turns into a seeded game against two bots; `stage` "picker"
// opens the letter picker of a ?, ≈ or … card, "summary" shows the end of
// round 1 instead, "end" the end-of-game breakdown.

}  // namespace lf::ui
