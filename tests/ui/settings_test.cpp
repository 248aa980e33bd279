#include "ui/settings.h"

#include <catch2/catch.hpp>

#include "core/json.h"

using namespace lf;
using namespace lf::ui;

TEST_CASE("settings round-trip through their file", "[ui][settings]") {
  Settings s;
  s.theme = ThemeChoice::kDark;
  s.ui_scale_percent = 125;
  s.reduce_motion = true;
  const ParsedSettings back = ParseSettings(SerializeSettings(s));
  CHECK(back.notice.empty());
  CHECK(back.settings == s);
}

TEST_CASE("an empty object gives the defaults without a notice", "[ui][settings]") {
  const ParsedSettings parsed = ParseSettings("{}");
  CHECK(parsed.notice.empty());
  CHECK(parsed.settings == Settings());
}

TEST_CASE("a damaged settings file gives the defaults and a notice", "[ui][settings]") {
  for (const char* text : {"", "{", "{\"theme\":\"dark\"", "not json at all", "[1,2,3]", "42", "\"dark\"",
                           "{\"theme\": dark}", "\x01\x02\xff"}) {
    INFO("text: " << text);
    const ParsedSettings parsed = ParseSettings(text);
    CHECK(parsed.settings == Settings());
    CHECK_FALSE(parsed.notice.empty());
    CHECK(parsed.notice.find('\n') == std::string::npos);  // one line
    CHECK(parsed.document.is_object());
  }
}

TEST_CASE("values of the wrong kind fall back one by one and are named", "[ui][settings]") {
  const ParsedSettings parsed = ParseSettings(R"({"theme":"purple","ui_scale":125,"reduce_motion":"yes"})");
  CHECK(parsed.settings.theme == Settings().theme);
  CHECK(parsed.settings.ui_scale_percent == 125);  // the good value survives
  CHECK(parsed.settings.reduce_motion == false);
  CHECK(parsed.notice.find("theme") != std::string::npos);
  CHECK(parsed.notice.find("reduce motion") != std::string::npos);
  CHECK(parsed.notice.find("text size") == std::string::npos);
}

TEST_CASE("the UI scale must be a whole percent inside the offered range", "[ui][settings]") {
  CHECK(ParseSettings(R"({"ui_scale":80})").settings.ui_scale_percent == 80);
  CHECK(ParseSettings(R"({"ui_scale":150})").settings.ui_scale_percent == 150);
  for (const char* text : {R"({"ui_scale":79})", R"({"ui_scale":151})", R"({"ui_scale":100.5})",
                           R"({"ui_scale":"100"})", R"({"ui_scale":null})", R"({"ui_scale":1e308})"}) {
    INFO(text);
    const ParsedSettings parsed = ParseSettings(text);
    CHECK(parsed.settings.ui_scale_percent == 100);
    CHECK(parsed.notice.find("text size") != std::string::npos);
  }
}

TEST_CASE("keys written by a newer version survive a rewrite", "[ui][settings]") {
  const ParsedSettings parsed = ParseSettings(R"({"theme":"light","haptics":{"strength":0.5},"version":1})");
  REQUIRE(parsed.notice.empty());
  Settings changed = parsed.settings;
  changed.theme = ThemeChoice::kDark;
  const Result<Json> rewritten = Json::Parse(SerializeSettings(changed, parsed.document));
  REQUIRE(rewritten.ok());
  CHECK((*rewritten)["theme"].as_string() == "dark");
  CHECK((*rewritten)["haptics"]["strength"].as_number() == 0.5);
}

TEST_CASE("scale steps walk the offered range and stop at its ends", "[ui][settings]") {
  int percent = kMinUiScale;
  int steps = 0;
  while (percent < kMaxUiScale) {
    const int next = NextUiScale(percent);
    CHECK(next > percent);
    CHECK(PreviousUiScale(next) == percent);
    percent = next;
    ++steps;
  }
  CHECK(steps == static_cast<int>(kUiScaleSteps.size()) - 1);
  CHECK(NextUiScale(kMaxUiScale) == kMaxUiScale);
  CHECK(PreviousUiScale(kMinUiScale) == kMinUiScale);
  // A hand-edited value between steps goes to the neighbouring steps.
  CHECK(NextUiScale(105) == 110);
  CHECK(PreviousUiScale(105) == 100);
}
