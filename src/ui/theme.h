// Colours and shapes: a warm paper-and-ink look for "Lost & Found" (cream
// card stock, dark ink, a terracotta accent like an old luggage label) and
// its evening counterpart, the same on the web and natively.
//
// Custom widgets draw with these colours through ImGui::GetColorU32 so that
// screen transitions can fade them with the style's global alpha.
#pragma once
#include "imgui.h"

namespace lf::ui {

struct Palette {
  bool dark = false;
  ImVec4 background;  // the page
  ImVec4 surface;     // cards, keys, buttons
  ImVec4 surface_hover;
  ImVec4 surface_pressed;
  ImVec4 sunken;  // tracks of switches and segmented controls, input wells
  ImVec4 border;
  ImVec4 shadow;
  ImVec4 ink;        // body text
  ImVec4 ink_muted;  // secondary text (still readable: >= 4.5:1 on background)
  ImVec4 ink_faint;  // disabled
  ImVec4 accent;     // primary actions, the selected option
  ImVec4 accent_pressed;
  ImVec4 on_accent;    // text on the accent colour
  ImVec4 accent_soft;  // a tint of the accent for backgrounds
  ImVec4 good;         // "valid": always paired with a tick and a word
  ImVec4 good_soft;
  ImVec4 bad;  // "not a word": always paired with a cross and words
  ImVec4 bad_soft;
  ImVec4 notice;  // warnings the player should read
  ImVec4 notice_soft;
  ImVec4 tile;  // letter tiles stay cream card stock in both themes
  ImVec4 tile_edge;
  ImVec4 tile_ink;
};

const Palette& LightPalette();
const Palette& DarkPalette();

// Sets every size and colour of `style` for this palette at `scale` (the
// player's UI scale). With touch input hover feedback is toned down, since a
// finger leaves the last tapped button looking hovered.
void ApplyStyle(const Palette& palette, float scale, bool touch, ImGuiStyle* style);

// A colour at `alpha` times its own opacity.
ImVec4 WithAlpha(const ImVec4& c, float alpha);
// Straight blend of two colours.
ImVec4 Mix(const ImVec4& a, const ImVec4& b, float t);

}  // namespace lf::ui
