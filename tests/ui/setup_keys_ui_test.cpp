// The set-up screen's on-screen keys, through the whole app, headless: a
// player on a tablet types a name on the letter keyboard and a seed on the
// digit pad by taps, and the game starts with them. The game is read back
// from the save the app writes when it starts.
#include <catch2/catch.hpp>
#include <memory>
#include <set>
#include <string>

#include "app_harness.h"
#include "core/dict/dictionary.h"
#include "core/registry.h"
#include "fake_platform.h"
#include "play/session.h"

using namespace lf;
using namespace lf::ui;
using testing::FakePlatform;
using testing::Harness;

namespace {

const char* const kSave = "save-lost-for-words.json";

// The game the app started and saved.
std::unique_ptr<GameSession> Saved(const FakePlatform& platform) {
  std::unique_ptr<GameSession> s = testing::SavedGame(platform, kSave);
  REQUIRE(s != nullptr);
  return s;
}

void OpenSetup(Harness& h) {
  h.Tap("menu/game/lost-for-words");
  REQUIRE(h.Has("setup/seat/0/human"));
  if (h.Has("setup/guide/no")) h.Tap("setup/guide/no");  // the guided game's offer, on a first visit
}

void ScrollTo(Harness& h, const std::string& name) { testing::ScrollToItem(h, name); }

void Start(Harness& h) {
  ScrollTo(h, "setup/start");
  h.Tap("setup/start");
  REQUIRE(h.Has("lfw/deck"));
}

// Taps each character of `text` on the keys under `prefix` ("setup/name/0/key").
void TapKeys(Harness& h, const std::string& prefix, const std::string& text) {
  for (char c : text) h.Tap(prefix + "/" + (c == ' ' ? std::string("space") : std::string(1, c)));
}

// The item lies wholly inside the window (not cut off by its edge).
void CheckOnScreen(const Harness& h, const std::string& name, float width, float height) {
  INFO(name);
  const NamedItem* item = h.Find(name);
  REQUIRE(item != nullptr);
  CHECK(item->x >= 0);
  CHECK(item->y >= 0);
  CHECK(item->x + item->w <= width);
  CHECK(item->y + item->h <= height);
}

}  // namespace

TEST_CASE("Set-up keys: a name tapped on the letter keyboard starts the game with that name", "[ui][setup]") {
  FakePlatform platform;
  Harness h(platform);
  OpenSetup(h);
  CHECK_FALSE(h.Has("setup/name/0/key/A"));  // closed until asked for
  h.Tap("setup/name/0");                     // a touch on the field opens them
  for (char c = 'A'; c <= 'Z'; ++c) CHECK(h.Has(std::string("setup/name/0/key/") + c));
  for (const char* key : {"space", "backspace", "done"}) CHECK(h.Has(std::string("setup/name/0/key/") + key));
  CHECK_FALSE(h.Has("setup/name/0/key/wild"));  // the Dictionary's '?' is not a name's
  CHECK_FALSE(h.Has("setup/name/1/key/A"));     // one keyboard at a time

  // Capitals start each word; the backspace takes back "Bo" and the space.
  TapKeys(h, "setup/name/0/key", "ANNA BO");
  for (int i = 0; i < 3; ++i) h.Tap("setup/name/0/key/backspace");
  TapKeys(h, "setup/name/0/key", " LEE");
  h.Tap("setup/name/0/key/done");
  CHECK_FALSE(h.Has("setup/name/0/key/A"));
  CHECK(h.Has("setup/name/0/edit"));

  // The bot's seat through its Edit button; a trailing space is dropped.
  h.Tap("setup/name/1/edit");
  REQUIRE(h.Has("setup/name/1/key/Q"));
  TapKeys(h, "setup/name/1/key", "ROBO ");
  h.Tap("setup/name/1/edit");  // "Done" now: closes the keys
  CHECK_FALSE(h.Has("setup/name/1/key/Q"));

  Start(h);
  const std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s->names().size() == 2);
  CHECK(s->names()[0] == "Anna Lee");
  CHECK(s->names()[1] == "Robo");
}

TEST_CASE("Set-up keys: a seed tapped on the digit pad is the game's seed", "[ui][setup]") {
  FakePlatform platform;
  Harness h(platform);
  OpenSetup(h);
  h.Tap("setup/seed/edit");
  for (char c = '0'; c <= '9'; ++c) CHECK(h.Has(std::string("setup/seed/key/") + c));
  for (const char* key : {"backspace", "clear", "done"}) CHECK(h.Has(std::string("setup/seed/key/") + key));
  CHECK_FALSE(h.Has("setup/seed/key/A"));

  TapKeys(h, "setup/seed/key", "999");
  h.Tap("setup/seed/key/clear");
  TapKeys(h, "setup/seed/key", "42421");
  h.Tap("setup/seed/key/backspace");
  TapKeys(h, "setup/seed/key", "7");
  h.Tap("setup/seed/key/done");
  CHECK_FALSE(h.Has("setup/seed/key/7"));
  Start(h);
  CHECK(Saved(platform)->game().Options().seed == 42427);
}

TEST_CASE("Set-up keys: a name and a seed stop at their longest", "[ui][setup]") {
  FakePlatform platform;
  Harness h(platform);
  OpenSetup(h);
  h.Tap("setup/name/0/edit");
  for (int i = 0; i < 40; ++i) h.Tap(i % 2 == 0 ? "setup/name/0/key/X" : "setup/name/0/key/O");
  h.Tap("setup/name/0/key/done");
  // Seed: 2^53 has 16 digits; more taps add nothing.
  h.Tap("setup/seed/edit");
  TapKeys(h, "setup/seed/key", "90071992547409921234");
  h.Tap("setup/seed/key/done");
  Start(h);
  const std::unique_ptr<GameSession> s = Saved(platform);
  CHECK(s->names()[0] == "Xoxoxoxoxoxoxoxoxoxoxoxoxoxoxox");  // 31 letters, what the field holds
  CHECK(s->game().Options().seed == 9007199254740992ull);
}

TEST_CASE("Set-up keys: a physical keyboard still types into the fields", "[ui][setup]") {
  FakePlatform platform;
  SECTION("touch: typing closes the on-screen keys") {
    Harness h(platform);
    OpenSetup(h);
    h.Tap("setup/name/0");
    REQUIRE(h.Has("setup/name/0/key/A"));
    h.Type("Zoe");
    CHECK_FALSE(h.Has("setup/name/0/key/A"));
    h.Tap("setup/seed");
    h.Type("12a.-3");  // digits only
    Start(h);
    const std::unique_ptr<GameSession> s = Saved(platform);
    CHECK(s->names()[0] == "Zoe");
    CHECK(s->game().Options().seed == 123);
  }
  SECTION("mouse: a click on the field opens no keys, the Edit button does") {
    platform.touch = false;
    Harness h(platform, 1440, 900);
    OpenSetup(h);
    h.Tap("setup/name/0");
    CHECK_FALSE(h.Has("setup/name/0/key/A"));
    h.Type("Max");
    h.Tap("setup/name/0/edit");
    REQUIRE(h.Has("setup/name/0/key/A"));
    TapKeys(h, "setup/name/0/key", "I");
    // With the keys open and no field focused, typing goes into the open field.
    h.Type("ne");
    h.PressKey(testing::kBackspaceKey);
    TapKeys(h, "setup/name/0/key", "M");
    h.Tap("setup/name/0/key/done");
    h.Tap("setup/seed/edit");
    h.Type("5x6");
    Start(h);
    const std::unique_ptr<GameSession> s = Saved(platform);
    CHECK(s->names()[0] == "Maxinm");
    CHECK(s->game().Options().seed == 56);
  }
}

TEST_CASE("Set-up keys: the keys fit a phone and scroll into view", "[ui][setup]") {
  constexpr float kW = 390, kH = 844;
  FakePlatform platform;
  Harness h(platform, kW, kH);
  OpenSetup(h);
  h.Tap("setup/name/1");
  for (const char* key : {"Q", "P", "A", "L", "Z", "M", "space", "backspace", "done"}) {
    CheckOnScreen(h, std::string("setup/name/1/key/") + key, kW, kH);
    const NamedItem* item = h.Find(std::string("setup/name/1/key/") + key);
    CHECK(item->h >= 44);  // a finger's height
  }
  h.Tap("setup/name/1/key/done");
  // The seed is near the bottom: its pad opens below the fold and scrolls up.
  h.Drag("setup/name/0", -1500);
  CHECK_FALSE(h.Has("setup/name/0/key/A"));  // a drag from a field scrolls, opening nothing
  h.Tap("setup/seed/edit");
  for (const char* key : {"1", "3", "0", "backspace", "clear", "done"}) {
    CheckOnScreen(h, std::string("setup/seed/key/") + key, kW, kH);
    const NamedItem* item = h.Find(std::string("setup/seed/key/") + key);
    CHECK(item->w >= 48);
    CHECK(item->h >= 44);
  }
  TapKeys(h, "setup/seed/key", "31");
  h.Tap("setup/seed/key/done");
  Start(h);
  CHECK(Saved(platform)->game().Options().seed == 31);
}

TEST_CASE("Scrolling: a mouse wheel's notch moves a page about as far as a browser's", "[ui][setup]") {
  FakePlatform platform;
  platform.touch = false;
  Harness h(platform, 1440, 500);  // a short window: the set-up form scrolls
  OpenSetup(h);
  const NamedItem* before = h.Find("setup/seat/0/human");
  REQUIRE(before != nullptr);
  const float y0 = before->y;
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = ImVec2(before->x + 5, before->y + 5);
  h.Frame();
  io.MouseWheel = -1.0f;  // one notch down
  h.Frame();
  io.MouseWheel = 0;
  h.Frames(3);
  const NamedItem* after = h.Find("setup/seat/0/human");
  REQUIRE(after != nullptr);
  CHECK(y0 - after->y >= 100);
  CHECK(y0 - after->y <= 140);
}

TEST_CASE("Set-up: the seats and options last started with are there again after a reload, and an unnamed bot is "
          "called by its own name on the screen",
          "[ui][setup]") {
  FakePlatform platform;
  {
    Harness h(platform);
    OpenSetup(h);
    h.Tap("setup/seat/1/hard");
    // The field of the bot's name says what the table will call it.
    CHECK(platform.mirror.find("Rose (hard)") != std::string::npos);
    Start(h);
    CHECK(Saved(platform)->names()[1] == "Rose (hard)");
  }
  (void)platform.user_files.erase(kSave);  // (no game in progress: the set-up screen as it opens)
  Harness again(platform);  // a reload
  OpenSetup(again);
  Start(again);
  const std::unique_ptr<GameSession> s = Saved(platform);
  CHECK_FALSE(s->setup().seats[1].human);
  CHECK(s->setup().seats[1].level == "hard");
}
