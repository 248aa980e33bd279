// How the screen is divided for the current window: size class, margins, the
// content column and the minimum size of anything a finger must hit.
//
// All values are logical pixels (CSS pixels on the web). Breakpoints look at
// the width divided by the UI scale, so a phone at 150% text behaves like a
// narrower phone rather than squeezing big text into a tablet layout.
#pragma once

namespace lf::ui {

enum class WidthClass {
  kCompact,   // phones in portrait (< 600 px at 100%)
  kMedium,    // tablets in portrait, small windows (600-999 px)
  kExpanded,  // tablets in landscape, desktops (>= 1000 px)
};

const char* WidthClassName(WidthClass c);  // "compact", "medium", "expanded"

struct Layout {
  float width = 0;  // whole window
  float height = 0;
  float scale = 1;  // the player's UI scale (1 = 100%)
  WidthClass width_class = WidthClass::kCompact;
  bool landscape = false;
  bool touch = false;

  float margin = 0;        // between the window edge and the content column
  float column_x = 0;      // left edge of the centred content column
  float column_width = 0;  // never wider than a comfortable reading measure
  float target = 0;        // minimum height of anything tappable
  float gap = 0;           // vertical space between blocks
  float small_gap = 0;     // space between related items
  float rounding = 0;      // corner radius of cards and buttons
  float title_scale = 1;   // the app title's size relative to its font

  bool compact() const { return width_class == WidthClass::kCompact; }
  bool expanded() const { return width_class == WidthClass::kExpanded; }
};

// Breakpoints and measures, in logical px at 100% scale.
inline constexpr float kMediumMinWidth = 600;
inline constexpr float kExpandedMinWidth = 1000;
inline constexpr float kTouchTarget = 48;  // Material's minimum; Apple's is 44
inline constexpr float kPointerTarget = 44;

Layout ComputeLayout(float width, float height, float ui_scale, bool touch);

// Sizes of an on-screen keyboard with `keys_per_row` keys across `width`.
struct KeyboardMetrics {
  float key_width = 0;
  float key_height = 0;
  float spacing = 0;
  float total_height = 0;  // for `rows` rows
};
KeyboardMetrics ComputeKeyboard(const Layout& layout, float width, int keys_per_row, int rows);

}  // namespace lf::ui
