// Every game's guided first game is played through the real screens, step by
// step, as a new player would follow it: the offer on the set-up screen, each
// item the guide points at, the bots' scripted turns, to the end. A move the
// guide does not ask for is refused, and the guided game is never saved.
#include <catch2/catch.hpp>

#include <set>

#include "app_harness.h"
#include "fake_platform.h"
#include "layout_expected.h"
#include "ui/games.h"
#include "ui/layout_report.h"
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

namespace lf::ui {
namespace {

// Why the item a step points at cannot be tapped as it is, or "".
std::string TargetProblem(const FakePlatform& platform, const std::string& name) {
  const LayoutItem* item = platform.layout.Find(name);
  if (item == nullptr) return name + " is not on screen";
  if (item->visible < 0.995f) return name + " is partly off screen";
  if (!item->covered_by.empty()) return name + " is under " + item->covered_by;
  return "";
}

// Follows the guide of `id` at one size as a person would, looking at every
// step's item (Next, or the item to tap) before tapping it; in a real-time
// game, a step that makes a move waits first until its time has run out
// (once). Returns the problems, "step N: ...".
std::vector<std::string> FollowLooking(const std::string& id, float width, float height) {
  FakePlatform platform;
  platform.want_layout = true;
  platform.user_files["settings.json"] = "{\"reduce_motion\": true}";
  Harness h(platform, width, height);
  h.Tap("menu/game/" + id);
  h.Tap("setup/guide");
  h.Settle();
  const Tutorial t = Load(id);
  const bool realtime = BuiltinGames().Find(id)->dynamics == Dynamics::kRealTime;
  std::vector<std::string> problems;
  ImGuiIO& io = ImGui::GetIO();
  for (size_t k = 0; k < t.steps.size(); ++k) {
    const TutorialStep& step = t.steps[k];
    const std::string on = "tutorial/step/" + std::to_string(k + 1);
    const std::string at = "step " + std::to_string(k + 1) + ": ";
    for (int i = 0; i < 600 && !h.Has(on); ++i) h.Frame();
    if (!h.Has(on)) {
      problems.push_back(at + "never came");
      return problems;
    }
    const auto look = [&](const std::string& name) {
      h.Frames(3);
      if (const std::string problem = TargetProblem(platform, name); !problem.empty()) problems.push_back(at + problem);
    };
    if (step.next) {
      look("tutorial/next");
      h.Tap("tutorial/next");
    } else if (!step.taps.empty()) {
      for (size_t j = 0; j < step.taps.size(); ++j) {
        if (realtime && !step.move.empty() && j == 0) {
          // The step's time runs out (a claim's seconds): it must not lock.
          io.DeltaTime = 0.25f;
          h.Frames(60);
          io.DeltaTime = 1.0f / 60.0f;
          h.Settle();
        }
        const std::string& tap = step.taps[j];
        look(tap);
        if (!h.Has(tap)) return problems;
        h.Tap(tap);
        if (h.Has("game/refusal")) {
          problems.push_back(at + "refused after its time ran out: " + h.LastAnnouncement());
          return problems;
        }
      }
    } else {
      for (int i = 0; i < 400 && h.Has(on); ++i) h.Frame();
    }
    if (h.Has("game/refusal")) {
      problems.push_back(at + "refused: " + h.LastAnnouncement());
      return problems;
    }
  }
  if (!h.Has("tutorial/done")) problems.push_back("the guide did not end");
  return problems;
}

}  // namespace

TEST_CASE("Guided game: at every step of every guide, on a phone and a tablet, what it points at is on screen and "
          "uncovered, and a timed step that runs out does not lock",
          "[ui][tutorial][layout-check]") {
  struct Size {
    const char* name;
    float width, height;
  };
  const Size sizes[] = {{"phone", 390, 844}, {"tablet", 1180, 820}};
  const std::vector<testing::ExpectedFailure> cases = testing::LoadExpected("guides");
  std::vector<std::string> unexpected;
  std::set<const testing::ExpectedFailure*> matched;
  for (const GameEntry& entry : GameEntries()) {
    if (testing::ReadBuiltAsset("tutorials/" + entry.id + ".json").empty()) continue;  // (no guide)
    for (const Size& size : sizes) {
      for (const std::string& problem : FollowLooking(entry.id, size.width, size.height)) {
        const testing::ExpectedFailure* e =
            testing::FindExpected(cases, entry.id, size.name, 100, problem.substr(problem.find(": ") + 2));
        if (e == nullptr) {
          unexpected.push_back(entry.id + " on a " + size.name + ", " + problem);
        } else {
          matched.insert(e);
          WARN("expected: " << entry.id << " on a " << size.name << ", " << problem << " (" << e->reason << ")");
        }
      }
    }
  }
  for (const std::string& problem : unexpected) UNSCOPED_INFO(problem);
  CHECK(unexpected.empty());
  for (const testing::ExpectedFailure& e : cases)
    if (matched.count(&e) == 0) WARN("no longer fails, take it off the list: " << e.game << " " << e.size << " " << e.what);
}

}  // namespace lf::ui

namespace lf::ui {

namespace {
bool Overlaps(const NamedItem& a, const NamedItem& b) {
  return std::min(a.x + a.w, b.x + b.w) > std::max(a.x, b.x) && std::min(a.y + a.h, b.y + b.h) > std::max(a.y, b.y);
}
}  // namespace

TEST_CASE("Guided game: Leave keeps its place, never Next's, and asks once: leaving half-way, the set-up screen "
          "offers the guide again; once done, its card can be closed",
          "[ui][tutorial]") {
  FakePlatform platform;
  Harness h(platform, 390, 844);
  h.Tap("menu/game/lost-for-words");
  h.Tap("setup/guide");
  h.Settle();
  REQUIRE(h.Has("tutorial/step/1"));
  REQUIRE(h.Has("tutorial/next"));
  const NamedItem next = *h.Find("tutorial/next");
  const NamedItem leave = *h.Find("tutorial/leave");
  CHECK_FALSE(Overlaps(next, leave));
  h.Tap("tutorial/next");
  h.Tap("tutorial/next");
  REQUIRE(h.Has("tutorial/step/3"));  // a step of taps: no Next
  CHECK_FALSE(h.Has("tutorial/next"));
  // Where Next was a moment before there is no Leave.
  CHECK_FALSE(Overlaps(*h.Find("tutorial/leave"), next));
  h.Tap("tutorial/leave");
  // It asks; "Stay" goes back to the step, as it was.
  REQUIRE(h.Has("tutorial/leave/yes"));
  CHECK(h.Has("tutorial/step/3"));
  h.Tap("tutorial/leave/no");
  CHECK_FALSE(h.Has("tutorial/leave/yes"));
  CHECK(h.Has("tutorial/step/3"));
  h.Tap("tutorial/leave");
  h.Tap("tutorial/leave/yes");
  h.Settle();
  REQUIRE(h.Has("setup/start"));
  CHECK(h.Has("setup/guide"));  // not answered: offered again

  // The whole guide, then its card closed: the game goes on.
  h.Tap("setup/guide");
  h.Settle();
  FollowGuide(h, Load("lost-for-words"));
  REQUIRE(h.Has("tutorial/done"));
  REQUIRE(h.Has("tutorial/close"));
  h.Tap("tutorial/close");
  CHECK_FALSE(h.Has("tutorial/done"));
  CHECK(h.Has("game/rules"));
}

}  // namespace lf::ui
