#include "ui/layout.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace lf::ui;

TEST_CASE("window sizes fall into the expected size classes", "[ui][layout]") {
  CHECK(ComputeLayout(390, 844, 1.0f, true).width_class == WidthClass::kCompact);     // phone portrait
  CHECK(ComputeLayout(820, 1180, 1.0f, true).width_class == WidthClass::kMedium);     // tablet portrait
  CHECK(ComputeLayout(1180, 820, 1.0f, true).width_class == WidthClass::kExpanded);   // tablet landscape
  CHECK(ComputeLayout(1280, 800, 1.0f, false).width_class == WidthClass::kExpanded);  // desktop
  CHECK(ComputeLayout(599, 900, 1.0f, false).width_class == WidthClass::kCompact);
  CHECK(ComputeLayout(600, 900, 1.0f, false).width_class == WidthClass::kMedium);
  CHECK(ComputeLayout(999, 900, 1.0f, false).width_class == WidthClass::kMedium);
  CHECK(ComputeLayout(1000, 900, 1.0f, false).width_class == WidthClass::kExpanded);
}

TEST_CASE("a larger UI scale moves a window to a smaller size class", "[ui][layout]") {
  CHECK(ComputeLayout(820, 1180, 1.5f, true).width_class == WidthClass::kCompact);
  CHECK(ComputeLayout(1280, 800, 1.5f, false).width_class == WidthClass::kMedium);
  CHECK(ComputeLayout(1280, 800, 0.8f, false).width_class == WidthClass::kExpanded);
}

TEST_CASE("the content column is centred, inside the window, and capped on wide screens", "[ui][layout]") {
  for (float w : {320.0f, 390.0f, 600.0f, 820.0f, 1180.0f, 1280.0f, 2560.0f}) {
    for (float scale : {0.8f, 1.0f, 1.5f}) {
      const Layout l = ComputeLayout(w, 800, scale, false);
      INFO("width " << w << " scale " << scale);
      CHECK(l.column_x >= 0);
      CHECK(l.column_x + l.column_width <= w + 0.5f);
      CHECK(std::abs((w - l.column_x - l.column_width) - l.column_x) <= 1.0f);  // centred
      CHECK(l.column_width <= 720 * scale + 0.5f);
    }
  }
  // A phone uses nearly all of its width; a desktop keeps a reading measure.
  CHECK(ComputeLayout(390, 844, 1.0f, true).column_width >= 350);
  CHECK(ComputeLayout(2560, 1440, 1.0f, false).column_width == Approx(720));
}

TEST_CASE("touch targets are at least 44 px, and 48 with touch", "[ui][layout]") {
  CHECK(ComputeLayout(390, 844, 1.0f, true).target == Approx(48));
  CHECK(ComputeLayout(1280, 800, 1.0f, false).target == Approx(44));
  CHECK(ComputeLayout(1280, 800, 1.5f, false).target == Approx(66));
  CHECK(ComputeLayout(390, 844, 0.8f, false).target == Approx(44 * 0.8f));  // the player asked for smaller
}

TEST_CASE("the on-screen keyboard fits its width with keys a finger can hit", "[ui][layout]") {
  for (float w : {320.0f, 390.0f, 820.0f, 1180.0f, 1280.0f}) {
    for (float scale : {0.8f, 1.0f, 1.5f}) {
      const Layout l = ComputeLayout(w, 900, scale, true);
      const float avail = l.expanded() ? 520 * scale : l.column_width;
      const KeyboardMetrics k = ComputeKeyboard(l, avail, 10, 3);
      INFO("width " << w << " scale " << scale);
      CHECK(10 * k.key_width + 9 * k.spacing <= avail + 0.01f);
      CHECK(k.key_height >= l.target - 0.01f);
      CHECK(k.key_width <= 64 * scale + 0.01f);
      CHECK(k.total_height == Approx(3 * k.key_height + 2 * k.spacing));
    }
  }
}
