// The art of Lost for Words, Word Lift and the menu: each atlas the build
// makes from assets/art/<name>/ has a picture for everything the app asks
// it for; every card draws, with and without pictures; a damaged atlas is
// reported on the table and the game goes on; the menu's cards show their
// pictures; each game's art loads only when that game is opened.
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "app_harness.h"
#include "fake_platform.h"
#include "games/lost_for_words/lost_for_words.h"
#include "games/word_lift/cards.h"
#include "imgui.h"
#include "ui/art.h"
#include "ui/fonts.h"
#include "ui/games.h"
#include "ui/games/lost_for_words/lost_for_words_cards.h"
#include "ui/games/word_lift/word_lift_cards.h"

using namespace lf;
using namespace lf::ui;
using testing::FakePlatform;
using testing::Harness;

namespace {

struct ImGuiScope {
  ImGuiScope() {
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
  }
  ~ImGuiScope() { ImGui::DestroyContext(); }
};

// Runs `draw` in one headless frame with real fonts; returns the vertices it added.
template <typename Draw>
int DrawInFrame(Draw draw) {
  FontLibrary library;
  FakePlatform font_platform;
  REQUIRE(library.Load(font_platform).ok());
  ImGuiIO& io = ImGui::GetIO();
  const FontSet fonts = library.Build(io.Fonts, 1.0f, 1.0f);
  unsigned char* pixels = nullptr;
  int tex_w = 0, tex_h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &tex_w, &tex_h);
  io.DisplaySize = ImVec2(800, 600);
  io.DeltaTime = 1.0f / 60.0f;
  ImGui::NewFrame();
  ImGui::Begin("cards");
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int before = dl->VtxBuffer.Size;
  draw(dl, fonts);
  const int vertices = dl->VtxBuffer.Size - before;
  ImGui::End();
  ImGui::Render();
  return vertices;
}

// Every sprite named is in the atlas, square, inside the image and sharp
// enough for a phone at 3x.
void CheckSprites(const ArtAtlas& atlas, const std::vector<std::string>& names) {
  for (const std::string& name : names) {
    INFO(name);
    const auto it = atlas.index().sprites.find(name);
    REQUIRE(it != atlas.index().sprites.end());
    CHECK(it->second.w >= 96);
    CHECK(it->second.w == it->second.h);
    ImVec2 uv0, uv1;
    CHECK(atlas.Find(name, &uv0, &uv1));
  }
}

void DrawEveryLetter(const LostForWordsCards& cards, int* vertices) {
  *vertices = DrawInFrame([&](ImDrawList* dl, const FontSet& fonts) {
    for (char c = 'A'; c <= 'Z'; ++c) {
      // A hand card at phone and desktop sizes, a column's chip, the opponent's square, selected.
      cards.DrawFace(dl, fonts, ImVec2(10, 10), ImVec2(51, 67), c);
      cards.DrawFace(dl, fonts, ImVec2(10, 10), ImVec2(86, 114), c);
      cards.DrawFace(dl, fonts, ImVec2(10, 10), ImVec2(72, 38), c);
      cards.DrawFace(dl, fonts, ImVec2(10, 10), ImVec2(36, 36), c, true);
    }
    for (char c : std::string("AEIOU")) cards.DrawSideways(dl, fonts, ImVec2(10, 10), ImVec2(56, 42), c);
    for (const ImVec2 size : {ImVec2(16, 22), ImVec2(56, 76)}) cards.DrawBack(dl, ImVec2(10, 10), ImVec2(10 + size.x, 10 + size.y));
    cards.DrawTable(1.0f, false);
    cards.DrawTable(1.0f, true);
  });
}

void DrawEveryFace(const WordLiftCards& cards, int* vertices) {
  *vertices = DrawInFrame([&](ImDrawList* dl, const FontSet& fonts) {
    for (int face = 0; face < word_lift::kFaceCount; ++face) {
      cards.DrawFace(dl, fonts, ImVec2(10, 10), ImVec2(36, 44), face, "");                          // the table, a phone
      cards.DrawFace(dl, fonts, ImVec2(10, 10), ImVec2(70, 88), face, "", WordLiftLook{.selected = true});  // a hand
      cards.DrawFace(dl, fonts, ImVec2(10, 10), ImVec2(51, 63), face, "", WordLiftLook{.stolen = true});
    }
    cards.DrawFace(dl, fonts, ImVec2(10, 10), ImVec2(51, 63), word_lift::FindFace('L', word_lift::Special::kEllipsis), "LL");
    for (word_lift::Deck deck : {word_lift::Deck::kConsonant, word_lift::Deck::kVowel}) {
      cards.DrawBack(dl, fonts, ImVec2(10, 10), ImVec2(26, 32), deck);
    }
    cards.DrawTable(1.0f, false);
    cards.DrawTable(1.0f, true);
  });
}

}  // namespace

TEST_CASE("Lost for Words' atlas holds its ornament, back and table, and every card draws", "[ui][art][lfw]") {
  FakePlatform platform;
  LostForWordsCards cards;
  cards.Load(platform);
  INFO(cards.error());
  REQUIRE(cards.atlas().ready());
  CHECK(platform.textures_created == 1);
  CheckSprites(cards.atlas(), {"back", "fleuron", "wood"});
  ImGuiScope imgui;
  int vertices = 0;
  DrawEveryLetter(cards, &vertices);
  CHECK(vertices > 5000);
}

TEST_CASE("Word Lift's atlas holds an emblem for every special card and the baize, and every face draws",
          "[ui][art][wl]") {
  FakePlatform platform;
  WordLiftCards cards;
  cards.Load(platform);
  INFO(cards.error());
  REQUIRE(cards.atlas().ready());
  std::vector<std::string> names = {"felt"};
  for (int face = 0; face < word_lift::kFaceCount; ++face) {
    const word_lift::Special special = word_lift::SpecialOf(face);
    if (special == word_lift::Special::kNone) {
      CHECK(EmblemSprite(special).empty());
      continue;
    }
    INFO(word_lift::FaceName(face));
    REQUIRE_FALSE(EmblemSprite(special).empty());
    names.emplace_back(EmblemSprite(special));
  }
  CheckSprites(cards.atlas(), names);
  // Ten specials, ten different emblems.
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  CHECK(names.size() == 11);
  ImGuiScope imgui;
  int vertices = 0;
  DrawEveryFace(cards, &vertices);
  CHECK(vertices > 5000);
}

TEST_CASE("the menu's atlas has a picture for every game on the menu and for its other cards", "[ui][art][menu]") {
  FakePlatform platform;
  ArtAtlas atlas("menu");
  REQUIRE(atlas.Load(platform).ok());
  std::vector<std::string> names = {"dictionary", "settings", "about"};
  for (const GameEntry& game : GameEntries()) {
    std::string name = game.id;
    std::replace(name.begin(), name.end(), '-', '_');
    names.push_back(name);
  }
  CheckSprites(atlas, names);
}

TEST_CASE("damaged card art draws every card without pictures and says why", "[ui][art]") {
  const std::vector<uint8_t> broken = {0x89, 'P', 'N', 'G', 0, 1, 2, 3};
  SECTION("Lost for Words") {
    FakePlatform platform;
    platform.asset_overrides["art/lost_for_words.png"] = broken;
    LostForWordsCards cards;
    cards.Load(platform);
    CHECK_FALSE(cards.atlas().ready());
    CHECK(cards.error().find("damaged") != std::string::npos);
    CHECK(platform.textures_live == 0);
    ImGuiScope imgui;
    int vertices = 0;
    DrawEveryLetter(cards, &vertices);
    CHECK(vertices > 5000);  // the letters, values, frames and backs still drawn
  }
  SECTION("Word Lift") {
    FakePlatform platform;
    platform.asset_overrides["art/word_lift.json"] = std::nullopt;
    WordLiftCards cards;
    cards.Load(platform);
    CHECK_FALSE(cards.atlas().ready());
    CHECK(cards.error().find("index file is missing") != std::string::npos);
    ImGuiScope imgui;
    int vertices = 0;
    DrawEveryFace(cards, &vertices);
    CHECK(vertices > 5000);  // the special symbols as text instead
  }
}

TEST_CASE("the menu shows pictures, a game's art loads when it opens, and damaged art leaves the game playable",
          "[ui][art]") {
  SECTION("pictures on the menu, the games' art only once opened") {
    FakePlatform platform;
    Harness h(platform);
    REQUIRE(h.Has("menu/game/lost-for-words"));
    CHECK(platform.textures_created == 1);  // the menu's pictures, nothing of any game's
    testing::StartFromSetup(h, *FindGameEntry("lost-for-words")->screens, "easy", "3");
    CHECK(platform.textures_created == 2);  // Lost for Words' cards
    CHECK_FALSE(h.Has("lfw/art-error"));
  }
  SECTION("the menu without its pictures keeps its letters") {
    FakePlatform platform;
    platform.asset_overrides["art/menu.png"] = std::nullopt;
    Harness h(platform);
    CHECK(h.Has("menu/game/word-lift"));
    CHECK(platform.textures_created == 0);
  }
  SECTION("Lost for Words with damaged art") {
    FakePlatform platform;
    platform.asset_overrides["art/lost_for_words.png"] = std::vector<uint8_t>{0x89, 'P', 'N', 'G', 0, 1, 2, 3};
    Harness h(platform);
    testing::StartFromSetup(h, *FindGameEntry("lost-for-words")->screens, "easy", "3");
    CHECK(h.Has("lfw/art-error"));
    const std::set<std::string> hand = h.NamesWithPrefix("lfw/hand/");
    REQUIRE_FALSE(hand.empty());
    const std::string card = *hand.begin();
    h.Tap(card);
    h.Tap(lost_for_words::IsVowel(card.back()) ? "lfw/pile/red" : "lfw/pile/black");
    const std::unique_ptr<GameSession> s = testing::SavedGame(platform, "save-lost-for-words.json");
    REQUIRE(s != nullptr);
    REQUIRE(s->game().History().size() == 1);
    CHECK(s->game().History()[0].move == "discard " + std::string(1, card.back()));
  }
  SECTION("Word Lift with its art missing") {
    FakePlatform platform;
    platform.asset_overrides["art/word_lift.json"] = std::nullopt;
    Harness h(platform);
    testing::StartFromSetup(h, *FindGameEntry("word-lift")->screens, "easy", "3");
    CHECK(h.Has("wl/art-error"));
    REQUIRE(h.Has("wl/pass"));
    h.Tap("wl/pass");
    const std::unique_ptr<GameSession> s = testing::SavedGame(platform, "save-word-lift.json");
    REQUIRE(s != nullptr);
    REQUIRE_FALSE(s->game().History().empty());
    CHECK(s->game().History()[0].move == "pass");
  }
}
