// Assets that arrive after start-up (the web fetches everything but the fonts
// after the first frame): a screen that reads them waits with a progress bar,
// says what went wrong with a button to try again, and a word list that
// reads as damaged is fetched once more before the player hears of it.
#include <catch2/catch.hpp>

#include "app_harness.h"

namespace lf::ui::testing {
namespace {

using Status = Platform::AssetState::Status;

Platform::AssetState Pending(double loaded, double total) { return {Status::kPending, loaded, total, ""}; }

TEST_CASE("a game's set-up screen waits for its files and the program's second part", "[ui][app][assets]") {
  FakePlatform platform;
  platform.asset_states[kDictionaryAsset] = Pending(1000, 4000);
  platform.asset_states[kRestOfProgram] = Pending(0, 9000);
  Harness h(platform);
  CHECK(h.Has("menu/settings"));  // the menu needs nothing
  h.Tap("menu/game/word-lift");
  CHECK(h.Has("assets/progress"));
  CHECK(h.Has("nav/back"));
  CHECK_FALSE(h.Has("setup/seat/0/human"));
  // The code arrives, then the word list: the screen opens, the word list loads.
  platform.asset_states.erase(kRestOfProgram);
  h.Settle();
  CHECK(h.Has("assets/progress"));
  platform.asset_states.erase(kDictionaryAsset);
  h.Settle();
  CHECK_FALSE(h.Has("assets/progress"));
  CHECK(h.Has("setup/seat/0/human"));
  CHECK(h.app().StartupError().empty());
}

TEST_CASE("a failed download says so, and Retry asks for it again", "[ui][app][assets]") {
  FakePlatform platform;
  platform.asset_states["rules/lost-words.md"] = {Status::kFailed, 0, 0, "the connection failed"};
  Harness h(platform);
  h.Tap("menu/game/lost-words");
  CHECK(h.Has("assets/retry"));
  CHECK_FALSE(h.Has("setup/seat/0/human"));
  h.Tap("assets/retry");
  CHECK(platform.fetched_again == std::vector<std::string>{"rules/lost-words.md"});
  platform.asset_states.clear();
  h.Settle();
  CHECK(h.Has("setup/seat/0/human"));
}

TEST_CASE("a damaged word list is fetched once more, then explained with Download again", "[ui][app][assets]") {
  std::vector<uint8_t> damaged = testing::ReadBuiltAsset(kDictionaryAsset);
  REQUIRE(damaged.size() > 100);
  damaged[damaged.size() / 2] ^= 0x5A;

  SECTION("the second copy is good: the player hears nothing") {
    FakePlatform platform;
    platform.refetch_pends = true;
    platform.asset_overrides[kDictionaryAsset] = damaged;
    Harness h(platform);  // read: damaged, so fetched again
    CHECK(platform.fetched_again == std::vector<std::string>{kDictionaryAsset});
    CHECK(h.app().StartupError().empty());
    platform.asset_overrides.erase(kDictionaryAsset);  // the new copy is in, and good
    platform.asset_states.erase(kDictionaryAsset);
    h.Settle();
    h.Tap("menu/dictionary");
    CHECK(h.Has("dict/key/A"));
    CHECK(h.app().StartupError().empty());
  }
  SECTION("the second copy is damaged too: Download again") {
    FakePlatform platform;
    platform.asset_overrides[kDictionaryAsset] = damaged;
    Harness h(platform);
    CHECK(platform.fetched_again == std::vector<std::string>{kDictionaryAsset});  // once only
    CHECK(h.app().StartupError().find("word list is damaged") != std::string::npos);
    h.Tap("menu/game/lost-for-words");
    CHECK(h.Has("assets/download-again"));
    platform.asset_overrides.erase(kDictionaryAsset);
    h.Tap("assets/download-again");
    CHECK(platform.fetched_again.size() == 2);
    h.Settle();
    CHECK(h.Has("setup/seat/0/human"));
  }
  SECTION("a copy the page found damaged twice") {
    FakePlatform platform;
    platform.asset_states[kDictionaryAsset] = {Status::kDamaged, 0, 0, ""};
    Harness h(platform);
    CHECK(h.app().StartupError().find("word list") != std::string::npos);
    CHECK(platform.fetched_again.empty());  // the page has already tried twice
    h.Tap("menu/dictionary");
    CHECK(h.Has("assets/download-again"));
    h.Tap("assets/download-again");
    CHECK(platform.fetched_again == std::vector<std::string>{kDictionaryAsset});
  }
}

}  // namespace
}  // namespace lf::ui::testing
