// The guided first game on screen (the guide itself, its file and its
// steps are the game in play's: play/guide.h): the guide card with what to
// do and Next, the ring around the item to tap, and the screen that opens a
// game's guided game (tutorials/<game-id>.json).
#pragma once
#include <memory>

#include "imgui.h"
#include "play/guide.h"

namespace lf::ui {

class Ui;
class Screen;
struct GameUi;

// Draws the guide of a guided game after the table: the pointer around the
// item to tap (a tap on it is reported to the guide) and the guide card at
// `top` (screen coordinates), `width` wide; `*bottom` gets the card's lower
// edge. Returns true when the player chose to leave the guided game.
bool DrawGuide(Ui& ui, play::Guide& guide, ImVec2 top, float width, float* bottom);

// Opens the guided first game of `game` (loads tutorials/<id>.json), or says
// on screen why it cannot.
std::unique_ptr<Screen> MakeTutorialScreen(const GameUi& game);
// Whether `game` has a guided first game (its file is among the assets).
bool HasTutorial(Ui& ui, const GameUi& game);

}  // namespace lf::ui
