// Contrast of the app's text in both themes (WCAG 2.2, 1.4.3): every pair of
// a text colour and a surface it is drawn on reaches 4.5:1, and a control's
// edge or a focus ring against the page 3:1 (1.4.11). Prints the lowest.
#include <catch2/catch.hpp>
#include <cmath>
#include <string>

#include "ui/theme.h"

using namespace lf::ui;

namespace {

double Channel(float c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }
double Luminance(const ImVec4& c) { return 0.2126 * Channel(c.x) + 0.7152 * Channel(c.y) + 0.0722 * Channel(c.z); }
double Ratio(const ImVec4& a, const ImVec4& b) {
  const double la = Luminance(a), lb = Luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace

TEST_CASE("Contrast: text in both themes reaches 4.5:1 on every surface it sits on", "[ui][contrast]") {
  double lowest = 100;
  std::string where;
  for (const Palette* p : {&LightPalette(), &DarkPalette()}) {
    const std::string theme = p->dark ? "dark" : "light";
    struct Named {
      const char* name;
      ImVec4 colour;
    };
    const Named surfaces[] = {{"background", p->background}, {"surface", p->surface}, {"surface_hover", p->surface_hover},
                              {"surface_pressed", p->surface_pressed}, {"sunken", p->sunken},
                              {"accent_soft", p->accent_soft}, {"notice_soft", p->notice_soft}};
    const Named inks[] = {{"ink", p->ink}, {"ink_muted", p->ink_muted}, {"accent", p->accent}, {"notice", p->notice}};
    for (const Named& ink : inks)
      for (const Named& surface : surfaces) {
        const double r = Ratio(ink.colour, surface.colour);
        INFO(theme << ": " << ink.name << " on " << surface.name << " " << r);
        CHECK(r >= 4.5);
        if (r < lowest) lowest = r, where = theme + ": " + ink.name + " on " + surface.name;
      }
    // Words that go with a colour (valid, not a word) on their own tints and the page.
    for (const auto& [ink, soft] : {std::pair{p->good, p->good_soft}, std::pair{p->bad, p->bad_soft}}) {
      CHECK(Ratio(ink, soft) >= 4.5);
      CHECK(Ratio(ink, p->background) >= 4.5);
      CHECK(Ratio(ink, p->surface) >= 4.5);
    }
    CHECK(Ratio(p->on_accent, p->accent) >= 4.5);
    CHECK(Ratio(p->on_accent, p->accent_pressed) >= 4.5);
    CHECK(Ratio(p->tile_ink, p->tile) >= 4.5);
    // The accent marks the selected option and the focus ring: 3:1 against the page.
    CHECK(Ratio(p->accent, p->background) >= 3.0);
  }
  WARN("lowest text contrast: " << lowest << " (" << where << ")");
}
