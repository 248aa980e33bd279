// No text of the shared screens is cut, or runs into other text, at a
// phone's, a tablet's and a desktop's width at 100% and 140% text (issue 40:
// "lay the guided gam", "The Lost Word", cramped seat labels): the menu,
// Settings, About, the Dictionary, and for every game of the menu its set-up
// screen, its rules page and its end screen, each drawn whole in a window
// tall enough for all of it (so that only a cut at the side, or by a box,
// counts), through the app's layout report (ui/layout_report.h).
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "app_harness.h"
#include "layout_expected.h"
#include "core/registry.h"
#include "fake_platform.h"
#include "play/session.h"
#include "ui/games.h"
#include "ui/layout_report.h"
#include "ui/screens.h"

namespace lf::ui {
namespace {

using testing::FakePlatform;
using testing::Harness;

// A game of `info` played to its end: a person (played by a medium bot)
// against easy bots.
std::unique_ptr<play::LocalSession> FinishedGame(const GameEntry& entry) {
  const GameInfo& info = *BuiltinGames().Find(entry.id);
  std::unique_ptr<play::LocalSession> s = testing::PersonAgainstEasyBots(entry, 31);
  std::unique_ptr<Bot> person = info.make_bot("medium", testing::SharedDictionary().get());
  Rng rng(3);
  double now = 0;
  for (int guard = 0; guard < 200000 && !s->game().IsTerminal(); ++guard) {
    now += s->RealTime() ? 0.25 : 60;
    s->ReleaseRetired();  // (the play screen does it each frame)
    if (s->Update(now, 0.1) || s->RealTime() || !s->IsDeciding(0)) continue;
    REQUIRE(s->Play(0, person->ChooseMove(*s->game().Redacted(0), 0, rng)).ok());
  }
  REQUIRE(s->game().IsTerminal());
  return s;
}

struct Size {
  const char* name;
  float width;
};

// The texts cut on the screen, "text \"...\" why" each.
std::vector<std::string> CutText(const FakePlatform& platform) {
  std::vector<std::string> out;
  for (const ClippedText& text : platform.layout.clipped) out.push_back("text \"" + text.text + "\" " + text.why);
  return out;
}

}  // namespace

TEST_CASE("Shared screens: no text cut or run together, at every width, at 100% and 140% text", "[ui][layout-check]") {
  const Size sizes[] = {{"phone", 390}, {"tablet", 1180}, {"desktop", 1440}};
  const std::vector<testing::ExpectedFailure> cases = testing::LoadExpected("screens");
  std::vector<std::string> cut;
  std::vector<std::unique_ptr<play::LocalSession>> finished;
  for (const GameEntry& entry : GameEntries()) finished.push_back(FinishedGame(entry));
  for (const Size& size : sizes) {
    for (int scale : {100, 140}) {
      const std::string at = std::string(size.name) + " " + std::to_string(scale) + "%";
      FakePlatform platform;
      platform.want_layout = true;
      platform.user_files["settings.json"] =
          "{\"ui_scale\": " + std::to_string(scale) + ", \"reduce_motion\": true}";
      // Tall enough for each to be drawn whole (a rules page: its first 4,000 px).
      Harness h(platform, size.width, 4000);
      const auto look = [&](const std::string& what, const std::string& game = "") {
        h.Settle();
        for (const std::string& problem : CutText(platform)) {
          const testing::ExpectedFailure* e = testing::FindExpected(cases, game, size.name, scale, problem);
          if (e != nullptr) {
            WARN("expected: " << at << ", " << what << ": " << problem << " (" << e->reason << ")");
          } else {
            cut.push_back(at + ", " + what + ": " + problem);
          }
        }
      };
      look("the menu");
      for (const auto& [what, make] : std::vector<std::pair<std::string, std::unique_ptr<Screen> (*)()>>{
               {"Settings", &MakeSettingsScreen}, {"About", &MakeAboutScreen}, {"the Dictionary", &MakeDictionaryScreen}}) {
        h.app().OpenScreen(make());
        look(what);
        h.app().Back();
      }
      for (size_t g = 0; g < GameEntries().size(); ++g) {
        const GameEntry& entry = GameEntries()[g];
        h.app().OpenScreen(MakeGameSetupScreen(*entry.screens));
        look(entry.id + "'s set-up screen", entry.id);
        h.app().Back();
        h.app().OpenScreen(MakeRulesScreen(*entry.screens));
        look(entry.id + "'s rules", entry.id);
        h.app().Back();
        // The end screen, of a copy of the finished game (the screen keeps it).
        auto copy = play::LocalSession::Load(finished[g]->SaveText(), BuiltinGames(),
                                             testing::SharedDictionary().get(), entry.screens->describe);
        REQUIRE(copy.ok());
        h.app().OpenScreen(MakePlayScreen(*entry.screens, std::move(*copy)));
        h.Frames(200);  // (past the celebration)
        look(entry.id + "'s end screen", entry.id);
        h.app().Back();
        h.Settle();
      }
    }
  }
  for (const std::string& line : cut) UNSCOPED_INFO(line);
  CHECK(cut.empty());
}

}  // namespace lf::ui
