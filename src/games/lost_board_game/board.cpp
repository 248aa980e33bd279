#include "games/lost_board_game/board.h"

#include <array>
#include <cctype>
#include <cmath>
#include <cstdlib>

namespace lf::lost_board_game {

namespace {
// Ruling 4's table: {dc for an even row, dc for an odd row, dr}, by die direction.
constexpr std::array<std::array<int, 3>, 7> kSteps = {{
    {0, 0, 0},    // unused
    {0, 1, -1},   // 1 NE
    {1, 1, 0},    // 2 E
    {0, 1, 1},    // 3 SE
    {-1, 0, 1},   // 4 SW
    {-1, -1, 0},  // 5 W
    {-1, 0, -1},  // 6 NW
}};
constexpr std::array<std::string_view, 7> kDirNames = {"", "NE", "E", "SE", "SW", "W", "NW"};
}  // namespace

int Board::Neighbour(int cell, int d) const {
  if (d < 1 || d > 6) return -1;
  const int c = Col(cell), r = Row(cell);
  const auto& s = kSteps[static_cast<size_t>(d)];
  const int nc = c + ((r & 1) ? s[1] : s[0]);
  const int nr = r + s[2];
  return OnIsland(nc, nr) ? Cell(nc, nr) : -1;
}

int Board::Distance(int a, int b) const {
  const int ra = Row(a), rb = Row(b);
  const int qa = Col(a) - (ra - (ra & 1)) / 2;
  const int qb = Col(b) - (rb - (rb & 1)) / 2;
  const int dq = qb - qa, dr = rb - ra;
  return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

bool Board::Shore(int cell) const {
  const int c = Col(cell), r = Row(cell);
  return c == 0 || r == 0 || c == n - 1 || r == n - 1;
}

bool Board::Corner(int cell) const {
  const int c = Col(cell), r = Row(cell);
  return (c == 0 || c == n - 1) && (r == 0 || r == n - 1);
}

std::vector<int> Board::Ring() const {
  std::vector<int> ring;
  for (int c = 0; c < n; ++c) ring.push_back(Cell(c, 0));
  for (int r = 1; r < n; ++r) ring.push_back(Cell(n - 1, r));
  for (int c = n - 2; c >= 0; --c) ring.push_back(Cell(c, n - 1));
  for (int r = n - 2; r >= 1; --r) ring.push_back(Cell(0, r));
  return ring;
}

std::vector<int> Board::InnerCells() const {
  std::vector<int> inner;
  for (int cell = 0; cell < cells(); ++cell)
    if (!Shore(cell)) inner.push_back(cell);
  return inner;
}

std::vector<int> Board::Reachable(int from, int steps) const {
  std::array<int, kMaxCells> dist;
  dist.fill(-1);
  std::vector<int> frontier = {from}, out;
  dist[static_cast<size_t>(from)] = 0;
  for (int k = 1; k <= steps; ++k) {
    std::vector<int> next;
    for (int cell : frontier) {
      for (int d = 1; d <= 6; ++d) {
        const int nb = Neighbour(cell, d);
        if (nb < 0 || dist[static_cast<size_t>(nb)] >= 0) continue;
        dist[static_cast<size_t>(nb)] = k;
        next.push_back(nb);
        out.push_back(nb);
      }
    }
    frontier = std::move(next);
  }
  return out;
}

std::string_view Board::Wind(int from, int to) const {
  const int c0 = Col(from), r0 = Row(from), c1 = Col(to), r1 = Row(to);
  const double dx = 1.7320508 * ((c1 + 0.5 * (r1 & 1)) - (c0 + 0.5 * (r0 & 1)));
  const double dy = 1.5 * (r1 - r0);
  static const char* const kWinds[8] = {"east", "south-east", "south", "south-west",
                                        "west", "north-west", "north", "north-east"};
  const double turn = std::atan2(dy, dx) / (2 * 3.14159265358979) * 8;
  return kWinds[((static_cast<int>(std::lround(turn)) % 8) + 8) % 8];
}

std::string Board::CellText(int cell) const {
  std::string s = "(";
  s += std::to_string(Col(cell));
  s += ',';
  s += std::to_string(Row(cell));
  s += ')';
  return s;
}

Result<int> Board::ParseCell(std::string_view text) const {
  const std::string shape = "a tile is written (column,row), like (2,3)";
  if (text.size() < 5 || text.front() != '(' || text.back() != ')') return Result<int>::Error(shape);
  const std::string_view inside = text.substr(1, text.size() - 2);
  const size_t comma = inside.find(',');
  if (comma == std::string_view::npos) return Result<int>::Error(shape);
  auto num = [](std::string_view s, int& v) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    if (s.empty() || s.size() > 2) return false;
    v = 0;
    for (char ch : s) {
      if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
      v = v * 10 + (ch - '0');
    }
    return true;
  };
  int c = 0, r = 0;
  if (!num(inside.substr(0, comma), c) || !num(inside.substr(comma + 1), r)) return Result<int>::Error(shape);
  if (!OnIsland(c, r))
    return Result<int>::Error(std::string(text) + " is off the island (it is " + std::to_string(n) + "x" +
                              std::to_string(n) + ")");
  return Cell(c, r);
}

std::string_view DirectionName(int d) { return d >= 1 && d <= 6 ? kDirNames[static_cast<size_t>(d)] : ""; }

int ParseDirection(std::string_view text) {
  for (int d = 1; d <= 6; ++d) {
    const std::string_view name = kDirNames[static_cast<size_t>(d)];
    if (text.size() != name.size()) continue;
    bool same = true;
    for (size_t i = 0; i < text.size(); ++i)
      same &= std::toupper(static_cast<unsigned char>(text[i])) == name[i];
    if (same) return d;
  }
  if (text.size() == 1 && text[0] >= '1' && text[0] <= '6') return text[0] - '0';
  return 0;
}

int IslandSize(bool advanced, int players) {
  if (!advanced) return players <= 4 ? 4 : 5;
  if (players <= 3) return 5;
  if (players <= 5) return 6;
  if (players <= 7) return 7;
  return 8;
}

}  // namespace lf::lost_board_game
