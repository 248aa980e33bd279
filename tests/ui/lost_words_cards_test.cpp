// The Lost Words card art: the atlas the build makes from assets/art/, its
// loading (and refusal of damaged files), and drawing every card kind with
// and without pictures.
#include "ui/games/lost_words/lost_words_cards.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "fake_platform.h"
#include "imgui.h"
#include "ui/art.h"
#include "ui/fonts.h"

using namespace lf::ui;
using lf::lost_words::Card;
using lf::lost_words::kNumSpecials;
using lf::lost_words::kNumWords;
using lf::lost_words::SpecialAt;
using lf::lost_words::WordAt;

namespace {

struct ImGuiScope {
  ImGuiScope() {
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;  // no imgui.ini in the working directory
  }
  ~ImGuiScope() { ImGui::DestroyContext(); }
};

std::vector<uint8_t> Bytes(const std::string& s) { return std::vector<uint8_t>(s.begin(), s.end()); }

// Draws every card kind and state in one headless frame with real fonts.
void DrawEveryCard(const LostWordsCards& cards, float width) {
  FontLibrary library;
  testing::FakePlatform font_platform;
  REQUIRE(library.Load(font_platform).ok());
  ImGuiIO& io = ImGui::GetIO();
  const FontSet fonts = library.Build(io.Fonts, 1.0f, 1.0f);
  unsigned char* pixels = nullptr;
  int tex_w = 0, tex_h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &tex_w, &tex_h);  // NewFrame wants a built atlas
  io.DisplaySize = ImVec2(800, 600);
  io.DeltaTime = 1.0f / 60.0f;
  ImGui::NewFrame();
  ImGui::Begin("cards");
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 at(10, 10);
  for (int w = 0; w < kNumWords; ++w) {
    cards.DrawNature(dl, fonts, at, width, WordAt(w));
    cards.DrawNature(dl, fonts, at, width, WordAt(w), CardLook{.matched = true, .wall = true});
    cards.DrawNature(dl, fonts, at, width, WordAt(w), CardLook{.wild_one = true});
    cards.DrawSpell(dl, fonts, at, width, WordAt(w), CardLook{.selected = true});
  }
  for (int s = 0; s < kNumSpecials; ++s) {
    cards.DrawSpecial(dl, fonts, at, width, SpecialAt(s), CardLook{.highlighted = true, .dimmed = true});
  }
  cards.DrawCard(dl, fonts, at, width, Card::Unknown());
  const int vertices = dl->VtxBuffer.Size;
  ImGui::End();
  ImGui::Render();
  CHECK(vertices > 1000);
}

}  // namespace

TEST_CASE("the built atlas holds a picture for every nature word and special", "[ui][art]") {
  testing::FakePlatform platform;
  ArtAtlas atlas("lost_words");
  const lf::Status loaded = atlas.Load(platform);
  INFO(loaded.reason());
  REQUIRE(loaded.ok());
  REQUIRE(atlas.ready());
  CHECK(atlas.error().empty());
  CHECK(platform.textures_created == 1);
  const AtlasIndex& index = atlas.index();
  std::vector<std::string> names;
  for (int w = 0; w < kNumWords; ++w) names.push_back(SpriteName(WordAt(w)));
  for (int s = 0; s < kNumSpecials; ++s) names.push_back(SpriteName(SpecialAt(s)));
  for (const std::string& name : names) {
    INFO(name);
    const auto it = index.sprites.find(name);
    REQUIRE(it != index.sprites.end());
    const SpriteRect& r = it->second;
    CHECK(r.w >= 96);  // sharp enough for a phone at 3x
    CHECK(r.w == r.h);
    CHECK(r.x >= 0);
    CHECK(r.y >= 0);
    CHECK(r.x + r.w <= index.width);
    CHECK(r.y + r.h <= index.height);
    ImVec2 uv0, uv1;
    REQUIRE(atlas.Find(name, &uv0, &uv1));
    CHECK(uv0.x >= 0.0f);
    CHECK(uv1.x <= 1.0f);
    CHECK(uv0.y < uv1.y);
  }
  ImVec2 uv0, uv1;
  CHECK_FALSE(atlas.Find("unicorn", &uv0, &uv1));
  // Once is enough: a second Load neither reads nor uploads again.
  CHECK(atlas.Load(platform).ok());
  CHECK(platform.textures_created == 1);
}

TEST_CASE("the atlas's texture is released with it", "[ui][art]") {
  testing::FakePlatform platform;
  {
    ArtAtlas atlas("lost_words");
    REQUIRE(atlas.Load(platform).ok());
    CHECK(platform.textures_live == 1);
  }
  CHECK(platform.textures_live == 0);
}

TEST_CASE("a damaged or missing atlas is reported and the cards draw without pictures", "[ui][art]") {
  const std::vector<uint8_t> png = testing::ReadBuiltAsset("art/lost_words.png");
  REQUIRE(png.size() > 1000);
  const std::vector<uint8_t> index = testing::ReadBuiltAsset("art/lost_words.json");
  REQUIRE(!index.empty());

  struct Case {
    const char* what;
    std::string path;
    std::optional<std::vector<uint8_t>> bytes;
    bool refuse_textures = false;
    const char* says;
  };
  const std::vector<Case> cases = {
      {"index missing", "art/lost_words.json", std::nullopt, false, "index file is missing"},
      {"index not JSON", "art/lost_words.json", Bytes("{\"format\": \"lf-atlas\", "), false, "not valid JSON"},
      {"index of another kind", "art/lost_words.json", Bytes("{\"format\": \"sprites\", \"version\": 1}"), false,
       "not an lf-atlas"},
      {"picture outside the image", "art/lost_words.json",
       Bytes("{\"format\": \"lf-atlas\", \"version\": 1, \"image\": \"lost_words.png\", \"width\": 64, "
             "\"height\": 64, \"sprites\": {\"acorn\": [32, 32, 64, 64]}}"),
       false, "outside the image"},
      {"image missing", "art/lost_words.png", std::nullopt, false, "is missing"},
      {"image truncated", "art/lost_words.png", std::vector<uint8_t>(png.begin(), png.begin() + 200), false,
       "damaged"},
      {"image not a PNG", "art/lost_words.png", Bytes("GIF89a this is not a picture at all"), false, "damaged"},
      {"image of the wrong size", "art/lost_words.json",
       Bytes("{\"format\": \"lf-atlas\", \"version\": 1, \"image\": \"lost_words.png\", \"width\": 64, "
             "\"height\": 64, \"sprites\": {\"acorn\": [0, 0, 64, 64]}}"),
       false, "its index says 64x64"},
      {"no texture", "art/lost_words.json", index, true, "refused the texture"},
  };
  for (const Case& c : cases) {
    INFO(c.what);
    testing::FakePlatform platform;
    platform.asset_overrides[c.path] = c.bytes;
    platform.refuse_textures = c.refuse_textures;
    LostWordsCards cards;
    cards.Load(platform);
    CHECK_FALSE(cards.atlas().ready());
    CHECK(cards.error().find("card pictures") != std::string::npos);
    CHECK(cards.error().find(c.says) != std::string::npos);
    CHECK(cards.error().find("shown without them") != std::string::npos);
    CHECK(platform.textures_live == 0);
    ImGuiScope imgui;
    DrawEveryCard(cards, 64.0f);
  }
}

TEST_CASE("every card kind draws at phone and desktop sizes with the real art", "[ui][art]") {
  testing::FakePlatform platform;
  LostWordsCards cards;
  cards.Load(platform);
  REQUIRE(cards.atlas().ready());
  for (float width : {56.0f, 64.0f, 120.0f}) {
    ImGuiScope imgui;
    DrawEveryCard(cards, width);
  }
}

TEST_CASE("specials say what they do, and the three Acorns differ", "[ui][art]") {
  using lf::lost_words::Special;
  for (int s = 0; s < kNumSpecials; ++s) {
    const std::string_view effect = SpecialEffect(SpecialAt(s));
    CHECK(!effect.empty());
    // A few words: two lines of at most eight letters, legible on a phone-sized card.
    const size_t newline = effect.find('\n');
    REQUIRE(newline != std::string_view::npos);
    CHECK(newline <= 8);
    CHECK(effect.size() - newline - 1 <= 8);
    CHECK(effect.find('\n', newline + 1) == std::string_view::npos);
  }
  CHECK(SpecialEffect(Special::kAcorn) == "Draw\n2 cards");
  CHECK(SpecialEffect(Special::kLark) == "Extra\naction");
  CHECK(SpecialEffect(Special::kWall) == "Protect\na pair");
}

TEST_CASE("atlas index parsing and edge bleeding", "[ui][art]") {
  CHECK_FALSE(ParseAtlasIndex("").ok());
  CHECK_FALSE(ParseAtlasIndex("{\"format\": \"lf-atlas\", \"version\": 1, \"image\": \"a.png\", \"width\": 8, "
                              "\"height\": 8, \"sprites\": {}}")
                  .ok());
  CHECK_FALSE(ParseAtlasIndex("{\"format\": \"lf-atlas\", \"version\": 1, \"image\": \"a.png\", \"width\": 8, "
                              "\"height\": 8, \"sprites\": {\"a\": [0, 0, 0, 8]}}")
                  .ok());
  const auto ok = ParseAtlasIndex("{\"format\": \"lf-atlas\", \"version\": 1, \"image\": \"a.png\", \"width\": 8, "
                                  "\"height\": 8, \"sprites\": {\"a\": [0, 0, 8, 8]}}");
  REQUIRE(ok.ok());
  CHECK(ok.value().sprites.at("a").w == 8);

  // One opaque red pixel in a 3x1 image: its transparent neighbours turn
  // red but stay transparent.
  std::vector<uint8_t> px = {0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 0, 0};
  BleedTransparentEdges(px, 3, 1);
  CHECK(px == std::vector<uint8_t>{255, 0, 0, 0, 255, 0, 0, 255, 255, 0, 0, 0});
}
