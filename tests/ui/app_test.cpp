// The whole App, headless: a real ImGui context with real fonts and the real
// dictionary, no window or GL. Taps go through the named items the app
// publishes for the browser test hook, exactly as the e2e test does.
#include "ui/app.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cfloat>
#include <memory>
#include <set>

#include "core/json.h"
#include "app_harness.h"
#include "fake_platform.h"
#include "imgui.h"
#include "ui/fonts.h"
#include "ui/theme.h"

using namespace lf;
using namespace lf::ui;
using testing::FakePlatform;
using testing::Harness;
using testing::kBackspaceKey;
using testing::kDeleteKey;
using testing::kEscapeKey;

namespace {

Json SavedSettings(const FakePlatform& platform) {
  auto it = platform.user_files.find("settings.json");
  REQUIRE(it != platform.user_files.end());
  Result<Json> json = Json::Parse(it->second);
  REQUIRE(json.ok());
  return *json;
}

bool SameColor(const ImVec4& a, const ImVec4& b) { return a.x == b.x && a.y == b.y && a.z == b.z && a.w == b.w; }

}  // namespace

TEST_CASE("the menu offers exactly the playable games, Dictionary, Settings and About", "[ui][app]") {
  FakePlatform platform;
  Harness h(platform);
  CHECK(h.NamesWithPrefix("menu/") == std::set<std::string>{"menu/game/lost-for-words", "menu/game/lost-words",
                                                            "menu/game/word-lift", "menu/game/word-shout",
                                                            "menu/game/lost-board-game", "menu/dictionary",
                                                            "menu/settings", "menu/about"});
  CHECK_FALSE(h.Has("nav/back"));  // nothing to go back to
  CHECK(h.app().StartupError().empty());
}

TEST_CASE("natively the menu can also quit", "[ui][app]") {
  FakePlatform platform;
  platform.web = false;
  Harness h(platform);
  CHECK(h.NamesWithPrefix("menu/") == std::set<std::string>{"menu/game/lost-for-words", "menu/game/lost-words",
                                                            "menu/game/word-lift", "menu/game/lost-board-game",
                                                            "menu/game/word-shout", "menu/dictionary", "menu/settings",
                                                            "menu/about", "menu/quit"});
  CHECK_FALSE(h.app().WantsQuit());
  h.Tap("menu/quit");
  CHECK(h.app().WantsQuit());
  CHECK(platform.quit_requested);
}

TEST_CASE("tapping a menu entry opens its screen, Back and Escape return", "[ui][app]") {
  FakePlatform platform;
  Harness h(platform);
  h.Tap("menu/settings");
  CHECK(h.Has("settings/theme/light"));
  CHECK(h.Has("settings/theme/dark"));
  CHECK(h.Has("nav/back"));
  CHECK_FALSE(h.Has("menu/settings"));
  CHECK(h.LastAnnouncement() == "Settings");

  h.Tap("nav/back");
  CHECK(h.Has("menu/settings"));
  CHECK_FALSE(h.Has("nav/back"));

  h.Tap("menu/about");
  CHECK(h.Has("nav/back"));
  h.PressKey(kEscapeKey);
  CHECK(h.Has("menu/about"));
  h.PressKey(kEscapeKey);  // at the root Escape does nothing
  CHECK(h.Has("menu/about"));
  CHECK_FALSE(h.app().Back());

  h.Tap("menu/dictionary");
  CHECK(h.app().Back());
  h.Settle();
  CHECK(h.Has("menu/dictionary"));
}

TEST_CASE("the theme applies at once, is saved, and comes back next time", "[ui][app]") {
  FakePlatform platform;
  {
    Harness h(platform);
    CHECK(SameColor(ImGui::GetStyle().Colors[ImGuiCol_WindowBg], LightPalette().background));
    h.Tap("menu/settings");
    CHECK_FALSE(h.Has("settings/theme/system"));  // this platform cannot tell
    h.Tap("settings/theme/dark");
    CHECK(SameColor(ImGui::GetStyle().Colors[ImGuiCol_WindowBg], DarkPalette().background));
    CHECK(SavedSettings(platform)["theme"].as_string() == "dark");
  }
  Harness again(platform);
  CHECK(SameColor(ImGui::GetStyle().Colors[ImGuiCol_WindowBg], DarkPalette().background));
}

TEST_CASE("'System' is offered and followed when the platform knows the preference", "[ui][app]") {
  FakePlatform platform;
  platform.system_scheme = Platform::ColorScheme::kDark;
  Harness h(platform);
  CHECK(SameColor(ImGui::GetStyle().Colors[ImGuiCol_WindowBg], DarkPalette().background));
  platform.system_scheme = Platform::ColorScheme::kLight;  // the system switched
  h.Frame();
  CHECK(SameColor(ImGui::GetStyle().Colors[ImGuiCol_WindowBg], LightPalette().background));
  h.Tap("menu/settings");
  CHECK(h.Has("settings/theme/system"));
}

TEST_CASE("text size rebuilds the fonts and grows the targets", "[ui][app]") {
  FakePlatform platform;
  platform.content_scale = 2.0f;
  Harness h(platform);
  h.Tap("menu/settings");
  const float back_height = h.Find("nav/back")->h;
  h.TakeFontsRebuilt();
  h.Tap("settings/scale/up");
  CHECK(h.TakeFontsRebuilt());
  CHECK(SavedSettings(platform)["ui_scale"].as_int() == 110);
  CHECK(ImGui::GetIO().Fonts->Fonts[0]->FontSize * ImGui::GetIO().FontGlobalScale == Approx(kBodySize * 1.1f));
  CHECK(h.Find("nav/back")->h == Approx(back_height * 1.1f).epsilon(0.02));
  h.Frames(3);
  CHECK_FALSE(h.TakeFontsRebuilt());  // nothing changed: no rebuild
  h.Tap("settings/scale/down");
  CHECK(SavedSettings(platform)["ui_scale"].as_int() == 100);
  h.Tap("settings/reduce-motion");
  CHECK(SavedSettings(platform)["reduce_motion"].as_bool() == true);
  h.Tap("settings/reset");
  CHECK(SavedSettings(platform)["reduce_motion"].as_bool() == false);
}

TEST_CASE("settings that load after the fonts were built (the web's order) still apply", "[ui][app]") {
  FakePlatform platform;
  platform.content_scale = 2.0f;
  platform.user_files["settings.json"] = R"({"theme": "dark", "ui_scale": 125})";
  Harness h(platform, 820, 1180, Harness::kSettingsLater);
  const ImGuiIO& io = ImGui::GetIO();
  CHECK(h.TakeFontsRebuilt());  // built while the files sync in, at the default scale
  CHECK(io.Fonts->Fonts[0]->FontSize * io.FontGlobalScale == Approx(kBodySize));
  h.LoadSettings();
  CHECK(h.TakeFontsRebuilt());  // the saved scale rebuilt them at the first frame
  CHECK(io.Fonts->Fonts[0]->FontSize * io.FontGlobalScale == Approx(kBodySize * 1.25f));
  CHECK(SameColor(ImGui::GetStyle().Colors[ImGuiCol_WindowBg], DarkPalette().background));
  CHECK(platform.writes == 0);  // loading never rewrites
  h.Frames(3);
  CHECK_FALSE(h.TakeFontsRebuilt());
}

TEST_CASE("a damaged settings file shows a notice and loses nothing else", "[ui][app]") {
  FakePlatform platform;
  platform.user_files["settings.json"] = "{\"theme\": \"dark\", oops";
  platform.user_files["lost-words-save.json"] = "keep me";
  Harness h(platform);
  CHECK(h.Has("notice/dismiss"));
  CHECK(SameColor(ImGui::GetStyle().Colors[ImGuiCol_WindowBg], LightPalette().background));
  CHECK(platform.writes == 0);  // reading never rewrites
  h.Tap("notice/dismiss");
  CHECK_FALSE(h.Has("notice/dismiss"));
  h.Tap("menu/settings");
  h.Tap("settings/theme/dark");
  CHECK(SavedSettings(platform)["theme"].as_string() == "dark");
  CHECK(platform.user_files["lost-words-save.json"] == "keep me");
}

TEST_CASE("a setting that cannot be saved still applies", "[ui][app]") {
  FakePlatform platform;
  platform.refuse_writes = true;
  Harness h(platform);
  h.Tap("menu/settings");
  h.Tap("settings/theme/dark");
  CHECK(SameColor(ImGui::GetStyle().Colors[ImGuiCol_WindowBg], DarkPalette().background));
  CHECK(platform.user_files.empty());
}

TEST_CASE("the Dictionary page checks words typed or tapped", "[ui][app][dictionary]") {
  FakePlatform platform;
  Harness h(platform);
  h.Tap("menu/dictionary");
  for (char c = 'A'; c <= 'Z'; ++c) CHECK(h.Has(std::string("dict/key/") + c));
  CHECK(h.Has("dict/key/wild"));
  CHECK(h.Has("dict/key/backspace"));
  CHECK(h.Has("dict/mode/check"));
  CHECK(h.Has("dict/mode/letters"));

  h.Tap("dict/key/C");
  h.Tap("dict/key/A");
  h.Tap("dict/key/T");
  CHECK(h.LastAnnouncement() == "CAT is a word, very common.");
  h.Tap("dict/key/Z");
  CHECK(h.LastAnnouncement() == "CATZ is not a word.");
  h.Tap("dict/key/backspace");
  CHECK(h.LastAnnouncement() == "CAT is a word, very common.");
  h.Tap("dict/clear");

  h.Type("dog");  // a physical keyboard
  CHECK(h.LastAnnouncement() == "DOG is a word, very common.");
  h.PressKey(kBackspaceKey);
  h.PressKey(kBackspaceKey);
  h.Tap("dict/key/wild");
  h.Tap("dict/key/G");
  CHECK(h.LastAnnouncement().find("words fit D?G.") != std::string::npos);
  h.PressKey(kDeleteKey);
  h.Type("c?t");
  CHECK(h.LastAnnouncement().find("words fit C?T.") != std::string::npos);
}

TEST_CASE("the Dictionary page finds words from letters", "[ui][app][dictionary]") {
  FakePlatform platform;
  Harness h(platform, 390, 844);  // a phone, where long lists must scroll
  h.Tap("menu/dictionary");
  h.Type("relations");
  h.Tap("dict/mode/letters");  // the letters come along
  const std::string all = h.LastAnnouncement();
  CHECK(all.find(" words from RELATIONS.") != std::string::npos);
  const int all_count = std::stoi(all);
  CHECK(all_count > 50);
  REQUIRE(all_count > 300);  // three pages at least

  // The list ends in "Show more" until every word is shown; the results
  // scroll with a finger (ImGui itself only scrolls with a wheel).
  CHECK_FALSE(h.Has("dict/more"));  // below the fold
  int pages = 1;
  for (; pages < 20; ++pages) {
    h.Drag("dict/results", -20000);
    if (!h.Has("dict/more")) break;
    h.Tap("dict/more");
  }
  CHECK(pages == (all_count + 149) / 150);  // 150 words a page, then no more button
  h.Drag("dict/results", 40000);
  CHECK(h.Has("dict/filter/common"));  // back at the top

  h.Tap("dict/filter/common");
  const int common_count = std::stoi(h.LastAnnouncement());
  CHECK(common_count > 0);
  CHECK(common_count < all_count);

  h.Tap("dict/mode/check");  // its own letters are still there: nothing new to say
  const size_t announced = platform.announcements.size();
  h.Tap("dict/clear");
  h.Type("s");
  CHECK(platform.announcements.size() == announced);  // empty, then one letter: nothing to say
  h.Type("o");
  CHECK(h.LastAnnouncement() == "SO is a word, very common.");

  // Blanks can make tens of thousands of words: the longest 2000 come first.
  h.Tap("dict/mode/letters");
  h.Tap("dict/clear");
  h.Tap("dict/filter/all");
  h.Type("etaoinshrdl??");
  CHECK(h.LastAnnouncement() == "More than 2000 words from ETAOINSHRDL??.");
}

TEST_CASE("a missing or damaged dictionary is reported and the rest works", "[ui][app][dictionary]") {
  std::vector<uint8_t> truncated = testing::ReadBuiltAsset("dict/broad.lfd");
  REQUIRE(truncated.size() > 100);
  truncated.resize(truncated.size() / 2);
  std::vector<uint8_t> flipped = testing::ReadBuiltAsset("dict/broad.lfd");
  flipped[flipped.size() / 2] ^= 0x5A;

  for (const std::optional<std::vector<uint8_t>>& bytes :
       {std::optional<std::vector<uint8_t>>(), std::optional(truncated), std::optional(flipped),
        std::optional(std::vector<uint8_t>(64, 0x41))}) {
    FakePlatform platform;
    platform.asset_overrides["dict/broad.lfd"] = bytes;
    Harness h(platform);
    INFO("startup error: " << h.app().StartupError());
    CHECK(h.app().StartupError().find("word list") != std::string::npos);
    CHECK(h.Has("menu/settings"));
    h.Tap("menu/dictionary");
    CHECK(h.Has("nav/back"));
    CHECK_FALSE(h.Has("dict/key/A"));
    h.Tap("nav/back");
    h.Tap("menu/settings");
    CHECK(h.Has("settings/theme/dark"));
  }
}

TEST_CASE("named items stay inside the window, apart, and big enough to tap", "[ui][app][layout]") {
  struct Size {
    float w, h;
  };
  for (const Size size : {Size{390, 844}, Size{820, 1180}, Size{1180, 820}, Size{1280, 800}, Size{320, 568}}) {
    for (const char* screen : {"", "menu/settings", "menu/dictionary", "menu/about", "menu/game/lost-for-words"}) {
      FakePlatform platform;
      platform.touch = size.w < 1200;
      Harness h(platform, size.w, size.h);
      // On a small phone the menu scrolls to its lower items.
      for (int i = 0; i < 6 && *screen && !h.Has(screen); ++i) h.Drag(*h.NamesWithPrefix("menu/game/").begin(), -150);
      if (*screen) h.Tap(screen);
      if (std::string(screen) == "menu/dictionary") h.Type("lettersx");
      INFO("window " << size.w << "x" << size.h << ", screen " << (*screen ? screen : "menu"));
      const std::vector<NamedItem> items = platform.published;
      CHECK(!items.empty());
      std::set<std::string> names;
      for (const NamedItem& a : items) {
        INFO(a.name << " at " << a.x << "," << a.y << " " << a.w << "x" << a.h);
        CHECK(names.insert(a.name).second);  // unique
        CHECK(a.x >= 0);
        CHECK(a.y >= 0);
        CHECK(a.x + a.w <= size.w + 0.5f);
        CHECK(a.y + a.h <= size.h + 0.5f);
        const bool is_key = a.name.rfind("dict/key/", 0) == 0;
        if (is_key || a.name.rfind("menu/", 0) == 0 || a.name == "nav/back") {
          CHECK(a.h >= 44.0f);
          CHECK(a.w >= (is_key ? 24.0f : 44.0f));
        }
        for (const NamedItem& b : items) {
          if (&a == &b || a.name == "dict/results" || b.name == "dict/results") continue;  // a region
          const float ox = std::min(a.x + a.w, b.x + b.w) - std::max(a.x, b.x);
          const float oy = std::min(a.y + a.h, b.y + b.h) - std::max(a.y, b.y);
          INFO("overlaps " << b.name);
          CHECK_FALSE((ox > 0.5f && oy > 0.5f));
        }
      }
    }
  }
}
