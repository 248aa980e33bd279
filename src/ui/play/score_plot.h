// The end screen's pieces every game shares (ui/play/game_screens.cpp draws
// them): each player's colour, the chart of the scores move by move and a
// short celebration of the winner.
//
// The chart tells the players apart three ways at once, so that nobody
// needs to see colour: a colour (a colour-blind-safe palette, Okabe and
// Ito's, unless the game's own seat colours are all distinct), a line style
// (solid, dashed, dotted) and a marker at the line's end (a disc, a square,
// a triangle, a diamond). Its labels never run into each other: beside the
// lines' ends, pushed apart within a chart tall enough for all of them, or
// in a legend under the chart when the names are too long for its side.
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "imgui.h"

namespace lf::ui {

class Ui;
struct Palette;

// One colour per player, all distinct (up to 8, then the palette again).
std::vector<ImVec4> PlayerColours(const Palette& palette, int players, const std::function<ImVec4(int seat)>& seat_colour);

// A player's marker (0 disc, 1 square, 2 triangle, 3 diamond, then again), centred at `at`.
void DrawMarker(ImDrawList* list, ImVec2 at, float radius, int shape, ImU32 colour);

// The chart of `rows` (each player's score after every move; row 0 before
// the first), `width` wide at the cursor, which it moves below it. Named
// "end/plot"; its words go to the mirror (each player's score at each
// quarter of the game, and how long each led).
void DrawScorePlot(Ui& ui, const std::vector<std::vector<int>>& rows, const std::vector<std::string>& names,
                   const std::vector<ImVec4>& colours, float width);

// Bits of paper falling from the top of [min, max] for a couple of seconds
// after `started` (app time), in the players' colours; nothing with
// reduced motion. Draws nothing once it is over; returns whether it still runs.
bool DrawConfetti(Ui& ui, ImVec2 min, ImVec2 max, double started, const std::vector<ImVec4>& colours);

}  // namespace lf::ui
