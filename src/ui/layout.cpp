#include "ui/layout.h"

#include <algorithm>
#include <cmath>

namespace lf::ui {

const char* WidthClassName(WidthClass c) {
  switch (c) {
    case WidthClass::kCompact: return "compact";
    case WidthClass::kMedium: return "medium";
    case WidthClass::kExpanded: return "expanded";
  }
  return "compact";
}

Layout ComputeLayout(float width, float height, float ui_scale, bool touch) {
  Layout l;
  l.width = std::max(width, 1.0f);
  l.height = std::max(height, 1.0f);
  l.scale = std::clamp(ui_scale, 0.5f, 3.0f);
  l.landscape = l.width > l.height;
  l.touch = touch;

  const float s = l.scale;
  const float effective_width = l.width / s;
  if (effective_width < kMediumMinWidth) {
    l.width_class = WidthClass::kCompact;
  } else if (effective_width < kExpandedMinWidth) {
    l.width_class = WidthClass::kMedium;
  } else {
    l.width_class = WidthClass::kExpanded;
  }

  float max_column = 0;
  switch (l.width_class) {
    case WidthClass::kCompact:
      l.margin = 16 * s;
      max_column = l.width;  // phones use every pixel
      l.title_scale = 0.78f;
      break;
    case WidthClass::kMedium:
      l.margin = 32 * s;
      max_column = 640 * s;
      l.title_scale = 1.0f;
      break;
    case WidthClass::kExpanded:
      l.margin = 48 * s;
      max_column = 720 * s;
      l.title_scale = 1.0f;
      break;
  }
  // A window narrower than the margins still gets a usable column.
  l.margin = std::min(l.margin, l.width * 0.06f + 4);
  // Whole pixels keep the column's edges crisp and its margins equal.
  l.column_width = std::max(std::floor(std::min(l.width - 2 * l.margin, max_column)), 1.0f);
  l.column_x = std::floor((l.width - l.column_width) * 0.5f);

  l.target = (touch ? kTouchTarget : kPointerTarget) * s;
  l.gap = (l.compact() ? 20 : 28) * s;
  l.small_gap = 10 * s;
  l.rounding = 14 * s;
  return l;
}

KeyboardMetrics ComputeKeyboard(const Layout& layout, float width, int keys_per_row, int rows) {
  KeyboardMetrics k;
  const float s = layout.scale;
  k.spacing = (layout.compact() ? 5 : 8) * s;
  const float n = static_cast<float>(std::max(keys_per_row, 1));
  // Keys stop growing past a comfortable size, so a desktop keyboard does
  // not become a wall of giant buttons.
  k.key_width = std::min((width - (n - 1) * k.spacing) / n, 64 * s);
  k.key_width = std::max(k.key_width, 1.0f);
  k.key_height = std::clamp(k.key_width * 1.2f, layout.target, 60 * s);
  k.total_height = rows * k.key_height + std::max(rows - 1, 0) * k.spacing;
  return k;
}

}  // namespace lf::ui
