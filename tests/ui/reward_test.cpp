// The small rewards (ui/play/reward.h) at the three tables, through the whole
// app: a seven-letter word in Lost for Words, a steal and a long word in Word
// Lift, a match in The Lost Words. Each shows over the thing for under a
// second, after the card has landed; a tap ends it; a plain move earns none;
// with "Reduce motion" there is none at all.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cfloat>
#include <memory>
#include <string>
#include <vector>

#include "app_harness.h"
#include "core/registry.h"
#include "fake_platform.h"
#include "games/lost_words/lost_words.h"
#include "games/word_lift/word_lift.h"
#include "ui/games.h"
#include "ui/play/game_ui.h"
#include "ui/play/reward.h"
#include "ui/play/tutorial.h"  // MakePlayScreen's default guide
#include "play/session.h"

using namespace lf;
using namespace lf::ui;
using testing::FakePlatform;
using testing::Harness;

namespace {

constexpr const char* kReduceMotion = R"({"reduce_motion":true})";

// You (seat 0, first) against an easy bot, after the game's set-up lines
// (a fixed position), on the table.
void OpenTable(Harness& h, const std::string& game, const std::vector<std::string>& lines,
               const std::string& variant_key = "", int variant_value = 0, uint64_t seed = 1) {
  SessionSetup setup;
  setup.seats = {SeatSetup{true, "medium", "You"}, SeatSetup{false, "easy", ""}};
  setup.options.seats = 2;
  setup.options.seed = seed;
  if (!variant_key.empty()) setup.options.variant.set(variant_key, variant_value);
  const GameEntry* entry = FindGameEntry(game);
  REQUIRE(entry != nullptr);
  Result<std::unique_ptr<GameSession>> s = GameSession::Start(*BuiltinGames().Find(game), testing::SharedDictionary().get(),
                                                              setup, entry->screens->describe);
  REQUIRE(s.ok());
  for (const std::string& line : lines) {
    const Status st = (*s)->ApplySetup(line);
    INFO(line << ": " << st.reason());
    REQUIRE(st.ok());
  }
  h.app().OpenScreen(MakePlayScreen(*entry->screens, std::move(*s)));
  h.Settle();
}

// Frames (at 60 a second) until `name` shows, then while it shows; returns
// {frames before it showed, frames it showed}, or {-1, 0} if it never did.
std::pair<int, int> Watch(Harness& h, const std::string& name, int limit = 150) {
  int first = -1, shown = 0;
  for (int i = 0; i < limit; ++i) {
    h.Frame();
    if (h.Has(name)) {
      if (first < 0) first = i;
      ++shown;
    } else if (first >= 0) {
      break;
    }
  }
  return {first, shown};
}

void TapHandLetter(Harness& h, char letter) {
  for (const std::string& name : h.NamesWithPrefix("lfw/hand/")) {
    if (name.back() == letter) {
      h.Tap(name);
      return;
    }
  }
  FAIL("no " << letter << " in the hand");
}

const std::vector<std::string> kBallast = {"column 0 1 letters BALLAS", "column 0 2 letters STRAI",
                                           "hand 0 T N E E I U R D", "hand 1 B C D F G H J K"};

}  // namespace

TEST_CASE("Lost for Words: a seven-letter word is rewarded, briefly, over its column", "[ui][reward][lfw]") {
  FakePlatform platform;
  Harness h(platform);
  OpenTable(h, "lost-for-words", kBallast);
  REQUIRE(h.Has("lfw/status/act"));
  TapHandLetter(h, 'T');
  h.Tap("lfw/col/1", 0);
  const auto [first, shown] = Watch(h, "reward/lfw-long");
  INFO("appeared after " << first << " frames, for " << shown);
  REQUIRE(first >= 0);
  CHECK(first >= 10);                                       // once the card has landed (0.3 s)
  CHECK(shown <= static_cast<int>(Reward::kSeconds * 60) + 2);  // under a second
  CHECK(shown >= 30);
  // Over the column, which the player can still tap.
  CHECK(h.Has("lfw/col/1"));
  // A six-letter word (STRAIN) earns no bonus and no reward.
  h.Tap("lfw/deck");
  for (int i = 0; i < 600 && !h.Has("lfw/status/act"); ++i) h.Frame();
  REQUIRE(h.Has("lfw/status/act"));
  TapHandLetter(h, 'N');
  h.Tap("lfw/col/2", 0);
  CHECK(Watch(h, "reward/lfw-long", 90).first < 0);
}

TEST_CASE("a tap ends a reward at once, and with reduce motion there is none", "[ui][reward][lfw]") {
  SECTION("a tap") {
    FakePlatform platform;
    Harness h(platform);
    OpenTable(h, "lost-for-words", kBallast);
    TapHandLetter(h, 'T');
    h.Tap("lfw/col/1", 0);
    bool seen = false;
    for (int i = 0; i < 40 && !seen; ++i) {
      h.Frame();
      seen = h.Has("reward/lfw-long");
    }
    REQUIRE(seen);
    h.Tap("lfw/status/draw", 0);  // the banner: nothing happens but the tap
    CHECK_FALSE(h.Has("reward/lfw-long"));
    CHECK(Watch(h, "reward/lfw-long", 60).first < 0);
  }
  SECTION("reduce motion") {
    FakePlatform platform;
    platform.user_files["settings.json"] = kReduceMotion;
    Harness h(platform);
    OpenTable(h, "lost-for-words", kBallast);
    TapHandLetter(h, 'T');
    h.Tap("lfw/col/1", 0);
    h.Frame();
    REQUIRE(h.Has("lfw/status/draw"));  // the move was made
    CHECK(Watch(h, "reward/lfw-long", 90).first < 0);
  }
}

TEST_CASE("Word Lift: a steal and a word of six letters are rewarded", "[ui][reward][wl]") {
  // A word typed on the keyboard, then Play.
  auto play_typed = [](Harness& h, const char* word) {
    REQUIRE(h.Has("wl/status/play"));
    h.Type(word);
    REQUIRE(h.Has("wl/check/ok"));
    h.Tap("wl/play", 0);
    CHECK_FALSE(h.Has("game/refusal"));
  };
  // STAR stolen with E O P T: TARP (T A R stolen, P typed) and SET (S
  // moved down to the second row, E T typed).
  auto steal_star = [](Harness& h) {
    REQUIRE(h.Has("wl/status/play"));
    h.Tap("wl/word/1/0");
    REQUIRE(h.Has("wl/row/0/0/S"));
    h.Tap("wl/row/0/0/S");  // to the second row; the first is the one typing fills now
    h.Type("p");
    h.Tap("wl/row/1/end");
    h.Type("et");
    REQUIRE(h.Has("wl/check/ok"));
    h.Tap("wl/play", 0);
    CHECK_FALSE(h.Has("game/refusal"));
  };
  const std::vector<std::string> star = {"hand 0 E O P T", "word 1 S T A R", "played 0 yes", "current 0"};
  SECTION("a steal") {
    FakePlatform platform;
    Harness h(platform);
    OpenTable(h, "word-lift", star);
    steal_star(h);
    CHECK(Watch(h, "reward/wl-steal").first >= 0);
  }
  SECTION("six letters") {
    FakePlatform platform;
    Harness h(platform);
    OpenTable(h, "word-lift", {"hand 0 G A R D E N", "current 0"});
    play_typed(h, "garden");
    const auto [first, shown] = Watch(h, "reward/wl-long");
    REQUIRE(first >= 0);
    CHECK(shown <= static_cast<int>(Reward::kSeconds * 60) + 2);
  }
  SECTION("three letters: none") {
    FakePlatform platform;
    Harness h(platform);
    OpenTable(h, "word-lift", {"hand 0 C A T", "current 0"});
    play_typed(h, "cat");
    CHECK(Watch(h, "reward/wl-long", 90).first < 0);
  }
  SECTION("reduce motion") {
    FakePlatform platform;
    platform.user_files["settings.json"] = kReduceMotion;
    Harness h(platform);
    OpenTable(h, "word-lift", star);
    steal_star(h);
    CHECK(Watch(h, "reward/wl-steal", 90).first < 0);
  }
}

TEST_CASE("The Lost Words: a match is rewarded over the nature card", "[ui][reward][lw]") {
  using lost_words::LostWordsGame;
  for (const bool reduce : {false, true}) {
    INFO((reduce ? "reduce motion" : "moving"));
    FakePlatform platform;
    if (reduce) platform.user_files["settings.json"] = kReduceMotion;
    Harness h(platform);
    // A deal where you (first) hold, after your draw, the spell of one of your nature cards.
    std::string nature, hand_slot, word;
    for (uint64_t seed = 1; seed < 300 && word.empty(); ++seed) {
      OpenTable(h, "lost-words", {}, "first", 0, seed);
      if (!h.Has("lw/status/draw")) continue;
      h.Tap("lw/deck");
      const std::unique_ptr<GameSession> s = testing::SavedGame(platform, "save-lost-words.json");
      REQUIRE(s != nullptr);
      const lost_words::State& st = static_cast<const LostWordsGame&>(s->game()).state();
      for (const lost_words::NatureSlot& slot : st.row(0)) {
        const lost_words::CardList& hand = st.hand(0);
        for (int i = 0; i < hand.size() && word.empty(); ++i) {
          if (hand[i] != lost_words::Card::Spell(slot.nature) || slot.matched()) continue;
          word = lost_words::WordName(slot.nature);
          hand_slot = "lw/hand/" + std::to_string(i);
        }
      }
    }
    REQUIRE_FALSE(word.empty());
    std::string lower = word;
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    h.Tap(hand_slot);
    h.Tap("lw/nature/0/" + lower, 0);
    h.Frame();  // the save is written at the start of the next frame
    const std::unique_ptr<GameSession> s = testing::SavedGame(platform, "save-lost-words.json");
    REQUIRE(s != nullptr);
    CHECK(s->game().History().back().move == "match " + word);
    const int first = Watch(h, "reward/lw-match").first;
    if (reduce) {
      CHECK(first < 0);
    } else {
      CHECK(first >= 10);  // after the spell's flight
    }
  }
}
