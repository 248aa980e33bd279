// Lost: The Board Game's island geometry (docs/rules/lost-board-game.md,
// rulings 4-8): an N x N grid of pointy-top hexagons in odd-r offset
// coordinates (column c, row r, from 0; odd rows sit half a hex right), the
// six directions numbered as the die (1 NE, 2 E, 3 SE, 4 SW, 5 W, 6 NW), the
// Shoreline ring and the Inner tiles, the island sizes and the Starting
// Locations' anchors.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"

namespace lf::lost_board_game {

inline constexpr int kMinIsland = 4;
inline constexpr int kMaxIsland = 8;
inline constexpr int kMaxCells = kMaxIsland * kMaxIsland;

// A cell index is r * N + c.
struct Board {
  int n = 5;

  int cells() const { return n * n; }
  int Cell(int c, int r) const { return r * n + c; }
  int Col(int cell) const { return cell % n; }
  int Row(int cell) const { return cell / n; }
  bool OnIsland(int c, int r) const { return c >= 0 && r >= 0 && c < n && r < n; }
  // The neighbour in die direction d (1..6), or -1 off the island.
  int Neighbour(int cell, int d) const;
  // Hex distance (ruling 4).
  int Distance(int a, int b) const;
  bool Adjacent(int a, int b) const { return Distance(a, b) == 1; }
  // Shoreline: the outer ring (ruling 5).
  bool Shore(int cell) const;
  bool Corner(int cell) const;
  // The ring clockwise from (0,0): top row left to right, right column down,
  // bottom row right to left, left column up (4N-4 cells, ruling 8).
  std::vector<int> Ring() const;
  std::vector<int> InnerCells() const;
  // Cells reachable from `from` in 1..steps moves over island cells (BFS),
  // `from` itself excluded.
  std::vector<int> Reachable(int from, int steps) const;

  // The way from one cell to another as the eight winds name it ("east",
  // "north-west"), from the centres of the odd-r hexagons as the screen
  // draws them (odd rows half a hexagon right). The words of the table's
  // labels and of the game in words (words.cpp).
  std::string_view Wind(int from, int to) const;

  std::string CellText(int cell) const;  // "(3,1)"
  // Parses "(3,1)"; refuses text that is not a cell of this island.
  Result<int> ParseCell(std::string_view text) const;
};

// "NE", "E", ... for directions 1..6.
std::string_view DirectionName(int d);
int ParseDirection(std::string_view text);  // 1..6, or 0

// Ruling 6: the island's side for a mode and player count.
int IslandSize(bool advanced, int players);

}  // namespace lf::lost_board_game
