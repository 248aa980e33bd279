// What a person must tap or read is on screen (issue 40; docs/accessibility.md,
// "What a person must see"), checked through the app's layout report
// (ui/layout_report.h) for every game of the menu, at a phone's, a tablet's
// and a desktop's size, at 100% and 140% text, at every Nth decision of a
// seeded game of the person (played by a medium bot) against easy bots:
// - every control a tap acts on (the table's cards and buttons, Undo,
//   Rules) and every card of the person's own hand ("/hand/" in its name)
//   lies wholly on screen, and no overlay (the dock, a banner, the guide's
//   card) lies over it;
// - no text is cut by its box or its window, or runs into other text.
// The tables are their games' own (src/ui/games/<game>/): where one fails,
// its case is in tests/ui/layout_expected.json with the reason, so the test
// passes and says (WARN) what remains; a failure not listed there fails the
// test, and a listed case that no longer fails is said too, to be taken off.
//
// "[.layout-report]" prints every failure it sees, expected or not.
#include <catch2/catch.hpp>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "app_harness.h"
#include "layout_expected.h"
#include "core/registry.h"
#include "fake_platform.h"
#include "play/session.h"
#include "ui/games.h"
#include "ui/layout_report.h"

namespace lf::ui {
namespace {

using testing::FakePlatform;
using testing::Harness;

struct Size {
  const char* name;
  float width, height;
};
constexpr Size kSizes[] = {{"phone", 390, 844}, {"tablet", 1180, 820}, {"desktop", 1440, 900}};
constexpr int kScales[] = {100, 140};

// What the report says is wrong, one line each.
std::vector<std::string> Problems(const LayoutReport& report) {
  std::vector<std::string> out;
  for (const LayoutItem& item : report.items) {
    const bool own_card = item.name.find("/hand/") != std::string::npos;
    if (!item.control && !own_card) continue;
    if (item.visible < 0.995f) {
      out.push_back(item.name + (item.visible <= 0 ? " is off screen" : " is partly off screen"));
    } else if (!item.covered_by.empty()) {
      out.push_back(item.name + " is under " + item.covered_by);
    }
  }
  for (const ClippedText& text : report.clipped) out.push_back("text \"" + text.text + "\" " + text.why);
  return out;
}

std::unique_ptr<Bot> PersonBot(const GameInfo& info) { return info.make_bot("medium", testing::SharedDictionary().get()); }

struct Run {
  std::vector<testing::ExpectedFailure> cases = testing::LoadExpected("layout");
  std::map<std::string, std::string> unexpected;  // failure -> where first seen
  std::map<std::string, std::string> expected;
  std::set<const testing::ExpectedFailure*> matched;
  int checks = 0;
};

// One seeded game of `entry` at one size and scale: the report looked at
// every `every`-th decision of the person, up to `decisions` of them.
void CheckGame(const GameEntry& entry, const Size& size, int scale, int every, int decisions, Run& run) {
  const GameInfo& info = *BuiltinGames().Find(entry.id);
  FakePlatform platform;
  platform.want_layout = true;
  platform.user_files["settings.json"] =
      "{\"ui_scale\": " + std::to_string(scale) + ", \"reduce_motion\": true, \"bot_speed\": \"fast\"}";
  Harness h(platform, size.width, size.height);
  std::unique_ptr<play::LocalSession> started = testing::PersonAgainstEasyBots(entry, 29);
  play::LocalSession* session = started.get();
  h.app().OpenScreen(MakePlayScreen(*entry.screens, std::move(started)));
  h.Settle();
  std::unique_ptr<Bot> person = PersonBot(info);
  Rng rng(7);
  ImGuiIO& io = ImGui::GetIO();
  const std::string where = std::string(size.name) + " " + std::to_string(scale) + "%";
  int decision = 0;
  for (int guard = 0; guard < 4000 && decision < decisions && !session->game().IsTerminal(); ++guard) {
    // The bots' turns go by in big steps of the app's clock.
    io.DeltaTime = 0.6f;
    h.Frame();
    const std::string* to_move = platform.layout.Note("to_move");
    if (to_move == nullptr || *to_move != "1") continue;
    if (decision % every == 0) {
      io.DeltaTime = 1.0f / 60.0f;
      h.Frames(30);
      ++run.checks;
      for (const std::string& problem : Problems(platform.layout)) {
        const testing::ExpectedFailure* e = testing::FindExpected(run.cases, entry.id, size.name, scale, problem);
        const std::string key = entry.id + " at " + where + ": " + problem;
        if (e != nullptr) {
          run.matched.insert(e);
          run.expected.emplace(key, "decision " + std::to_string(decision) + ": " + e->reason);
        } else {
          run.unexpected.emplace(key, "decision " + std::to_string(decision));
        }
      }
    }
    // The person's move; a real-time game's person lets the game run.
    if (session->RealTime()) {
      io.DeltaTime = 0.25f;
      h.Frames(8);
    } else {
      const int seat = session->viewer();
      const std::string move = person->ChooseMove(*session->game().Redacted(seat), seat, rng);
      REQUIRE(session->Play(seat, move).ok());
    }
    ++decision;
  }
  io.DeltaTime = 1.0f / 60.0f;
}

void Report(const Run& run, bool all) {
  for (const auto& [problem, where] : run.unexpected) {
    UNSCOPED_INFO(problem << "  [" << where << "]");
  }
  if (all) {
    for (const auto& [problem, where] : run.expected) WARN("expected: " << problem << "  [" << where << "]");
  }
}

}  // namespace

TEST_CASE("Layout: every control and the person's cards on screen, uncovered, no text cut, in every game",
          "[ui][layout-check]") {
  Run run;
  for (const GameEntry& entry : GameEntries())
    for (const Size& size : kSizes)
      for (int scale : kScales) CheckGame(entry, size, scale, 5, 26, run);
  for (const auto& [problem, where] : run.unexpected) UNSCOPED_INFO(problem << "  [" << where << "]");
  CHECK(run.unexpected.empty());
  for (const testing::ExpectedFailure& e : run.cases) {
    if (run.matched.count(&e) == 0) WARN("no longer fails, take it off the list: " << e.game << " " << e.size << " " << e.what);
  }
  WARN(run.checks << " tables looked at; " << run.expected.size() << " expected failures remain");
}

TEST_CASE("Layout: every failure the check sees", "[.layout-report]") {
  Run run;
  for (const GameEntry& entry : GameEntries())
    for (const Size& size : kSizes)
      for (int scale : kScales) CheckGame(entry, size, scale, 5, 26, run);
  Report(run, true);
  for (const auto& [problem, where] : run.unexpected) WARN(problem << "  [" << where << "]");
}

}  // namespace lf::ui
