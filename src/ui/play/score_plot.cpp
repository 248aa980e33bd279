// The end screen's colours, chart and confetti (ui/play/score_plot.h).
//
// Index
//   [SECTION] Colours and markers
//   [SECTION] The chart
//   [SECTION] Confetti
#include "ui/play/score_plot.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "ui/screen.h"
#include "ui/widgets.h"

namespace lf::ui {

//-----------------------------------------------------------------------------
// [SECTION] Colours and markers
//-----------------------------------------------------------------------------

namespace {

ImVec4 Hex(uint32_t rgb) {
  return ImVec4(static_cast<float>((rgb >> 16) & 0xFF) / 255.0f, static_cast<float>((rgb >> 8) & 0xFF) / 255.0f,
                static_cast<float>(rgb & 0xFF) / 255.0f, 1.0f);
}

float Distance(const ImVec4& a, const ImVec4& b) {
  const float r = a.x - b.x, g = a.y - b.y, bl = a.z - b.z;
  return std::sqrt(r * r + g * g + bl * bl);
}

// Okabe and Ito's eight colours, which people with any common colour vision
// deficiency still tell apart, ordered so that the first few differ most;
// on the dark theme the black becomes white and the dark blue lighter.
std::vector<ImVec4> SafePalette(bool dark) {
  if (dark)
    return {Hex(0x56B4E9), Hex(0xE69F00), Hex(0x2EC4A0), Hex(0xCC79A7), Hex(0xF0E442), Hex(0xFF7A33), Hex(0xF2F2F2),
            Hex(0x5FA8E8)};
  return {Hex(0x0072B2), Hex(0xD55E00), Hex(0x009E73), Hex(0xCC79A7), Hex(0xB89B00), Hex(0x56B4E9), Hex(0x222222),
          Hex(0xE69F00)};
}

}  // namespace

std::vector<ImVec4> PlayerColours(const Palette& palette, int players, const std::function<ImVec4(int seat)>& seat_colour) {
  std::vector<ImVec4> out;
  if (seat_colour) {
    for (int seat = 0; seat < players; ++seat) out.push_back(seat_colour(seat));
    bool distinct = true;
    for (size_t i = 0; i < out.size() && distinct; ++i)
      for (size_t j = i + 1; j < out.size() && distinct; ++j) distinct = Distance(out[i], out[j]) > 0.18f;
    if (distinct) return out;
    out.clear();
  }
  const std::vector<ImVec4> safe = SafePalette(palette.dark);
  for (int seat = 0; seat < players; ++seat) out.push_back(safe[static_cast<size_t>(seat) % safe.size()]);
  return out;
}

void DrawMarker(ImDrawList* list, ImVec2 at, float r, int shape, ImU32 colour) {
  switch (shape % 4) {
    case 0:
      list->AddCircleFilled(at, r, colour, 16);
      break;
    case 1:
      list->AddRectFilled(ImVec2(at.x - r * 0.85f, at.y - r * 0.85f), ImVec2(at.x + r * 0.85f, at.y + r * 0.85f), colour);
      break;
    case 2:
      list->AddTriangleFilled(ImVec2(at.x, at.y - r * 1.1f), ImVec2(at.x + r, at.y + r * 0.8f),
                              ImVec2(at.x - r, at.y + r * 0.8f), colour);
      break;
    default:
      list->AddQuadFilled(ImVec2(at.x, at.y - r * 1.15f), ImVec2(at.x + r, at.y), ImVec2(at.x, at.y + r * 1.15f),
                          ImVec2(at.x - r, at.y), colour);
      break;
  }
}

//-----------------------------------------------------------------------------
// [SECTION] The chart
//-----------------------------------------------------------------------------

namespace {

// The chart in words for the mirror: each player's score at each quarter of
// the game, and who led how long.
void MirrorScorePlot(Ui& ui, const std::vector<std::vector<int>>& rows, const std::vector<std::string>& names) {
  if (rows.size() < 2) return;
  const size_t last = rows.size() - 1;
  std::vector<int> led(names.size(), 0);
  for (const auto& row : rows) {
    int best = 0;
    for (size_t i = 0; i < row.size(); ++i)
      if (row[i] > row[static_cast<size_t>(best)]) best = static_cast<int>(i);
    if (static_cast<size_t>(best) < led.size() && !row.empty() && row[static_cast<size_t>(best)] > 0)
      ++led[static_cast<size_t>(best)];
  }
  for (size_t p = 0; p < names.size(); ++p) {
    std::string line = names[p] + ": ";
    for (int q = 0; q <= 4; ++q) {
      const auto& row = rows[last * static_cast<size_t>(q) / 4];
      line += (q ? ", " : "") + std::to_string(p < row.size() ? row[p] : 0);
    }
    line += " (at the start, after each quarter of the game, and at the end); ahead after " + std::to_string(led[p]) +
            " of its " + std::to_string(last) + " moves.";
    ui.Mirror({MirrorNode::Role::kText, "", line});
  }
}

// One player's line, solid, dashed or dotted by seat, through the moves
// where the score changes only (a game of thousands of moves stays a few
// hundred vertices: a draw list holds at most 65,536).
template <typename X, typename Y>
void DrawLine(ImDrawList* list, const std::vector<std::vector<int>>& rows, size_t seat, ImU32 col, float s, X x_of,
              Y y_of) {
  const float thick = 2.5f * s;
  const float dash = (seat % 3 == 1 ? 9.0f : 3.0f) * s, space = (seat % 3 == 1 ? 6.0f : 5.0f) * s;
  std::vector<size_t> knots = {0};
  for (size_t i = 1; i < rows.size(); ++i) {
    if (rows[i][seat] == rows[i - 1][seat]) continue;
    if (knots.back() != i - 1) knots.push_back(i - 1);
    knots.push_back(i);
  }
  if (knots.back() != rows.size() - 1) knots.push_back(rows.size() - 1);
  float phase = 0;  // distance along the line, so dashes run on across the points
  for (size_t k = 1; k < knots.size(); ++k) {
    const size_t i0 = knots[k - 1], i1 = knots[k];
    const ImVec2 p0(x_of(i0), y_of(rows[i0][seat])), p1(x_of(i1), y_of(rows[i1][seat]));
    if (seat % 3 == 0) {
      list->AddLine(p0, p1, col, thick);
      continue;
    }
    const float dx = p1.x - p0.x, dy = p1.y - p0.y;
    const float length = std::sqrt(dx * dx + dy * dy);
    for (float t = 0; t < length;) {
      const float in_period = std::fmod(phase + t, dash + space);
      // (At least a fraction of a pixel: rounding could leave a run of 0 and the walk stuck.)
      const float run = std::max(0.25f * s, in_period < dash ? dash - in_period : dash + space - in_period);
      const float t1 = std::min(length, t + run);
      if (in_period < dash)
        list->AddLine(ImVec2(p0.x + dx * t / length, p0.y + dy * t / length),
                      ImVec2(p0.x + dx * t1 / length, p0.y + dy * t1 / length), col, thick);
      t = t1;
    }
    phase += length;
  }
}

// Labels wanted at `want` (their tops), `line_h` tall, put in [lo, hi]
// without two overlapping: pushed down in order, then up from the bottom.
// [lo, hi] must hold them all (the chart is made that tall).
std::vector<float> SpreadLabels(const std::vector<float>& want, float line_h, float lo, float hi) {
  std::vector<size_t> order(want.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return want[a] < want[b]; });
  std::vector<float> at(want.size());
  float next = lo;
  for (size_t i : order) {
    at[i] = std::max(want[i], next);
    next = at[i] + line_h;
  }
  float limit = hi;
  for (size_t k = order.size(); k > 0; --k) {
    const size_t i = order[k - 1];
    at[i] = std::min(at[i], limit - line_h);
    limit = at[i];
  }
  return at;
}

}  // namespace

void DrawScorePlot(Ui& ui, const std::vector<std::vector<int>>& rows, const std::vector<std::string>& names,
                   const std::vector<ImVec4>& colours, float width) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  ImFont* small = ui.fonts().small;
  MirrorScorePlot(ui, rows, names);
  ui.MuteMirror(true);
  const size_t players = names.size();
  const float line_h = FontPx(small) * 1.3f;
  const float marker = 5 * s;
  std::vector<std::string> labels;
  float label_w = 0;
  for (size_t seat = 0; seat < players; ++seat) {
    const int last = rows.empty() || seat >= rows.back().size() ? 0 : rows.back()[seat];
    labels.push_back(names[seat] + " " + std::to_string(last));
    label_w = std::max(label_w, MeasureText(small, labels.back()).x);
  }
  const float key_w = 2 * marker + 8 * s;  // a marker and its gap before a label
  // Beside the lines while the names leave the chart most of the width;
  // else in a legend under it.
  const bool beside = label_w + key_w + 12 * s <= width * 0.38f;
  float height = std::clamp(width * 0.45f, 160 * s, 300 * s);
  if (beside) height = std::max(height, static_cast<float>(players) * line_h + 40 * s);
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + width, min.y + height);
  ImGui::Dummy(ImVec2(width, height));
  ui.NameItem("end/plot");
  DrawCard(list, min, max, p.surface, p, l.rounding, 0);
  if (rows.size() >= 2) {
    int lo = 0, hi = 0;
    for (const auto& row : rows)
      for (int v : row) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
      }
    if (hi == lo) hi = lo + 1;
    float axis_w = 0;
    for (int v : {lo, 0, hi}) axis_w = std::max(axis_w, MeasureText(small, std::to_string(v)).x);
    const ImVec2 a(min.x + axis_w + 14 * s, min.y + 14 * s);
    const ImVec2 b(max.x - (beside ? label_w + key_w + 14 * s : 16 * s), max.y - line_h - 10 * s);
    const auto x_of = [&](size_t i) {
      return a.x + (b.x - a.x) * static_cast<float>(i) / static_cast<float>(rows.size() - 1);
    };
    const auto y_of = [&](int v) { return b.y - (b.y - a.y) * static_cast<float>(v - lo) / static_cast<float>(hi - lo); };
    list->AddLine(ImVec2(a.x, y_of(0)), ImVec2(b.x, y_of(0)), Col(p.border), 1.5f * s);
    // The axis' numbers: the extremes and zero, none drawn over another.
    std::vector<float> used;
    for (int v : {0, hi, lo}) {
      const float y = y_of(v) - FontPx(small) * 0.55f;
      if (std::any_of(used.begin(), used.end(), [&](float u) { return std::fabs(u - y) < line_h; })) continue;
      used.push_back(y);
      const std::string t = std::to_string(v);
      DrawText(list, small, ImVec2(a.x - 8 * s - MeasureText(small, t).x, y), p.ink_muted, t);
    }
    const std::string moves = std::to_string(rows.size() - 1) + " moves";
    const float moves_w = MeasureText(small, moves).x;
    if (MeasureText(small, "start").x + moves_w + 12 * s < b.x - a.x)
      DrawText(list, small, ImVec2(a.x, b.y + 6 * s), p.ink_muted, "start");
    DrawText(list, small, ImVec2(b.x - moves_w, b.y + 6 * s), p.ink_muted, moves);
    std::vector<float> want;
    for (size_t seat = 0; seat < players; ++seat) want.push_back(y_of(rows.back()[seat]) - line_h * 0.5f);
    const std::vector<float> label_y = beside ? SpreadLabels(want, line_h, min.y + 4 * s, max.y - 4 * s) : want;
    for (size_t seat = 0; seat < players; ++seat) {
      const ImU32 col = Col(colours[seat % colours.size()]);
      DrawLine(list, rows, seat, col, s, x_of, y_of);
      const ImVec2 end(b.x, y_of(rows.back()[seat]));
      DrawMarker(list, end, marker, static_cast<int>(seat), col);
      if (!beside) continue;
      const float y = label_y[seat];
      const ImVec2 key(b.x + key_w * 0.5f + 4 * s, y + line_h * 0.5f);
      if (std::fabs(key.y - end.y) > 2 * s) list->AddLine(ImVec2(end.x + marker, end.y), ImVec2(key.x - marker, key.y), col, 1.5f * s);
      DrawText(list, small, ImVec2(b.x + key_w + 4 * s, y + (line_h - FontPx(small)) * 0.5f), p.ink, labels[seat]);
    }
  }
  if (!beside) {
    // The legend: as many columns as fit, each entry a marker and its label.
    const float entry_w = label_w + key_w + 16 * s;
    const int columns = std::max(1, static_cast<int>(width / entry_w));
    const int legend_rows = (static_cast<int>(players) + columns - 1) / columns;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float column_w = width / static_cast<float>(columns);
    for (size_t seat = 0; seat < players; ++seat) {
      const int row = static_cast<int>(seat) / columns, column = static_cast<int>(seat) % columns;
      const ImVec2 cell(at.x + column_w * static_cast<float>(column), at.y + line_h * static_cast<float>(row));
      DrawMarker(list, ImVec2(cell.x + marker + 2 * s, cell.y + line_h * 0.5f), marker, static_cast<int>(seat),
                 Col(colours[seat % colours.size()]));
      // A label longer than its column (one column: the whole width) wraps.
      DrawText(list, small, ImVec2(cell.x + key_w, cell.y + (line_h - FontPx(small)) * 0.5f), p.ink, labels[seat],
               column_w - key_w);
    }
    ImGui::Dummy(ImVec2(width, line_h * static_cast<float>(legend_rows) + 4 * s));
  }
  ui.MuteMirror(false);
}

//-----------------------------------------------------------------------------
// [SECTION] Confetti
//-----------------------------------------------------------------------------

bool DrawConfetti(Ui& ui, ImVec2 min, ImVec2 max, double started, const std::vector<ImVec4>& colours) {
  const float duration = ui.MotionSeconds(2.6f);
  const float t = static_cast<float>(ui.time() - started);
  if (duration <= 0 || t < 0 || t > duration || colours.empty()) return false;
  const float s = ui.layout().scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  list->PushClipRect(min, max, true);
  constexpr int kPieces = 70;
  for (int i = 0; i < kPieces; ++i) {
    // A fixed scatter: the same pieces every frame (a hash of the index).
    uint32_t h = static_cast<uint32_t>(i) * 2654435761u;
    const auto next = [&h]() {
      h ^= h >> 13;
      h *= 0x5bd1e995u;
      h ^= h >> 15;
      return static_cast<float>(h & 0xFFFF) / 65535.0f;
    };
    const float x0 = min.x + (max.x - min.x) * next();
    const float delay = 0.5f * next();
    const float speed = (170 + 170 * next()) * s;
    const float sway = (10 + 18 * next()) * s;
    const float spin = 4 + 8 * next();
    const float phase = 6.28f * next();
    const float size = (5 + 4 * next()) * s;
    const float age = t - delay;
    if (age < 0) continue;
    const ImVec2 c(x0 + sway * std::sin(age * 3.0f + phase), min.y - 10 * s + speed * age);
    if (c.y > max.y + size) continue;
    const float fade = std::clamp((duration - t) / 0.6f, 0.0f, 1.0f);
    const float angle = phase + spin * age;
    const float ca = std::cos(angle) * size, sa = std::sin(angle) * size * 0.45f;
    ImVec4 colour = colours[static_cast<size_t>(i) % colours.size()];
    colour.w *= fade;
    list->AddQuadFilled(ImVec2(c.x - ca, c.y - sa), ImVec2(c.x + sa, c.y - ca * 0.45f), ImVec2(c.x + ca, c.y + sa),
                        ImVec2(c.x - sa, c.y + ca * 0.45f), Col(colour));
  }
  list->PopClipRect();
  return true;
}

}  // namespace lf::ui
