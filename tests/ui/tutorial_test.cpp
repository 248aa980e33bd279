// Every game's guided first game is played through the real screens, step by
// step, as a new player would follow it: the offer on the set-up screen, each
// item the guide points at, the bots' scripted turns, to the end. A move the
// guide does not ask for is refused, and the guided game is never saved.
#include <catch2/catch.hpp>

#include "app_harness.h"
#include "fake_platform.h"
#include "ui/play/tutorial.h"
#include "ui/settings.h"

namespace lf::ui {
namespace {

using play::Tutorial;
using play::TutorialStep;
using testing::FakePlatform;
using testing::Harness;

Tutorial Load(const std::string& id) {
  const std::vector<uint8_t> bytes = testing::ReadBuiltAsset("tutorials/" + id + ".json");
  REQUIRE_FALSE(bytes.empty());
  Result<Tutorial> t = Tutorial::Parse(std::string(bytes.begin(), bytes.end()));
  INFO(t.error());
  REQUIRE(t.ok());
  return *t;
}

// Follows every step; returns how many were followed.
size_t FollowGuide(Harness& h, const Tutorial& t) {
  for (size_t k = 0; k < t.steps.size(); ++k) {
    const TutorialStep& step = t.steps[k];
    const std::string on = "tutorial/step/" + std::to_string(k + 1);
    INFO("step " << k + 1 << ": " << step.say);
    REQUIRE(h.Has(on));
    if (step.next) {
      h.Tap("tutorial/next");
    } else if (!step.taps.empty()) {
      for (const std::string& tap : step.taps) {
        INFO("tapping " << tap);
        if (!h.Has(tap)) {
          // Say what there was instead, for whoever writes the guide.
          const std::string prefix = tap.substr(0, tap.find('/', tap.find('/') + 1) + 1);
          std::string there;
          for (const std::string& name : h.NamesWithPrefix(prefix)) there += name + " ";
          INFO("named items under " << prefix << ": " << there);
          REQUIRE(h.Has(tap));
        }
        h.Tap(tap);
      }
    } else {
      for (int i = 0; i < 400 && h.Has(on); ++i) h.Frame();  // the bots' turns, each held on screen
    }
    REQUIRE_FALSE(h.Has(on));
    CHECK_FALSE(h.Has("game/refusal"));
  }
  return t.steps.size();
}

}  // namespace

TEST_CASE("Guided game: each game's guide is followed to its end through the real screens", "[ui][tutorial]") {
  for (const char* id : {"lost-for-words", "lost-words", "word-lift", "word-shout", "lost-board-game"}) {
    INFO(id);
    FakePlatform platform;
    Harness h(platform);
    h.Tap(std::string("menu/game/") + id);
    REQUIRE(h.Has("setup/guide"));
    h.Tap("setup/guide");
    h.Settle();
    const Tutorial t = Load(id);
    CHECK(FollowGuide(h, t) >= 8);
    CHECK(h.Has("tutorial/done"));
    // Never saved: a game in progress of the player's own stays as it was.
    CHECK(platform.user_files.count(std::string("save-") + id + ".json") == 0);
    // The offer is not made again.
    h.Tap("tutorial/leave");
    h.Settle();
    CHECK(h.Has("setup/start"));
    CHECK_FALSE(h.Has("setup/guide"));
  }
}

TEST_CASE("Guided game: a game whose guide is absent is not offered one", "[ui][tutorial]") {
  // (Every game has a guide now: one is taken away, as a build without the
  // asset would serve it.)
  FakePlatform platform;
  platform.asset_overrides["tutorials/lost-board-game.json"] = std::nullopt;
  platform.asset_states["tutorials/lost-board-game.json"] = {Platform::AssetState::Status::kMissing, 0, 0, ""};
  Harness h(platform);
  h.Tap("menu/game/lost-board-game");
  CHECK(h.Has("setup/start"));
  CHECK_FALSE(h.Has("setup/guide"));
  CHECK_FALSE(h.Has("setup/guide/no"));
}

TEST_CASE("Guided game: a move the guide does not ask for is refused and changes nothing", "[ui][tutorial]") {
  FakePlatform platform;
  Harness h(platform);
  h.Tap("menu/game/lost-for-words");
  h.Tap("setup/guide");
  h.Settle();
  h.Tap("tutorial/next");
  h.Tap("tutorial/next");
  REQUIRE(h.Has("tutorial/step/3"));  // "tap your S, then column 1"
  h.Tap("lfw/hand/0/A");
  h.Tap("lfw/col/2");
  CHECK(h.Has("game/refusal"));
  CHECK(h.Has("tutorial/step/3"));
  CHECK(platform.announcements.back().find("follow the guide") != std::string::npos);
}

TEST_CASE("Guided game: 'No thanks' is remembered, and the rules page always offers the guide", "[ui][tutorial]") {
  FakePlatform platform;
  {
    Harness h(platform);
    h.Tap("menu/game/lost-for-words");
    REQUIRE(h.Has("setup/guide/no"));
    h.Tap("setup/guide/no");
    CHECK_FALSE(h.Has("setup/guide"));
  }
  CHECK(ParseSettings(platform.user_files["settings.json"]).settings.table_switches["lost-for-words/guide-offered"]);
  Harness again(platform);
  again.Tap("menu/game/lost-for-words");
  CHECK_FALSE(again.Has("setup/guide"));
  testing::ScrollToItem(again, "setup/rules");
  again.Tap("setup/rules");
  REQUIRE(again.Has("rules/guide"));
  again.Tap("rules/guide");
  again.Settle();
  CHECK(again.Has("tutorial/step/1"));
}

}  // namespace lf::ui
