#include <algorithm>
#include "ui/fonts.h"

#include <catch2/catch.hpp>

#include "fake_platform.h"
#include "imgui.h"

using namespace lf::ui;

namespace {

struct ImGuiScope {
  ImGuiScope() { ImGui::CreateContext(); }
  ~ImGuiScope() { ImGui::DestroyContext(); }
};

// Every code point in a zero-terminated range list has a real glyph.
void CheckCovers(const ImFont* font, const ImWchar* ranges, const char* what) {
  for (const ImWchar* r = ranges; r[0]; r += 2) {
    for (unsigned c = r[0]; c <= r[1]; ++c) {
      INFO(what << ": U+" << std::hex << c);
      CHECK(font->FindGlyphNoFallback(static_cast<ImWchar>(c)) != nullptr);
    }
  }
}

}  // namespace

TEST_CASE("the shipped font subsets hold every glyph the UI asks for", "[ui][fonts]") {
  ImGuiScope imgui;
  testing::FakePlatform platform;
  FontLibrary library;
  const lf::Status loaded = library.Load(platform);
  INFO(loaded.reason());
  REQUIRE(loaded.ok());
  REQUIRE(library.loaded());

  const FontSet set = library.Build(ImGui::GetIO().Fonts, 1.0f, 1.0f);
  for (ImFont* f : {set.body, set.small, set.strong}) {
    CheckCovers(f, TextGlyphRanges(), "text");
    CheckCovers(f, SymbolGlyphRanges(), "symbols");
  }
  CheckCovers(set.key, KeyGlyphRanges(), "key");
  CheckCovers(set.key, SymbolGlyphRanges(), "key symbols");
  CheckCovers(set.heading, DisplayGlyphRanges(), "display");
  CheckCovers(set.heading, SymbolGlyphRanges(), "display symbols");
  CheckCovers(set.tile, TileGlyphRanges(), "tile");
  for (const char* c = kTitleText; *c; ++c) CHECK(set.title->FindGlyphNoFallback(static_cast<ImWchar>(*c)));
}

TEST_CASE("fonts are rasterised for the screen and drawn at their logical size", "[ui][fonts]") {
  ImGuiScope imgui;
  testing::FakePlatform platform;
  FontLibrary library;
  REQUIRE(library.Load(platform).ok());
  ImFontAtlas* atlas = ImGui::GetIO().Fonts;

  struct Case {
    float content_scale, ui_scale;
  };
  for (const Case c : {Case{1, 1}, Case{2, 1}, Case{3, 1}, Case{2, 1.5f}, Case{3, 1.5f}, Case{1, 0.8f}}) {
    INFO("content scale " << c.content_scale << ", ui scale " << c.ui_scale);
    const FontSet set = library.Build(atlas, c.content_scale, c.ui_scale);
    const float raster = std::min(c.content_scale * c.ui_scale, FontLibrary::kMaxRasterScale);
    CHECK(set.body->FontSize == Approx(kBodySize * raster));
    CHECK(set.global_scale == Approx(c.ui_scale / raster));
    // What the player sees: the logical size times their UI scale.
    CHECK(set.body->FontSize * set.global_scale == Approx(kBodySize * c.ui_scale));
    CHECK(set.title->FontSize * set.global_scale == Approx(kTitleSize * c.ui_scale));
    // The texture stays within what every WebGL 2 device supports, and the
    // common case within a quarter of that.
    CHECK(atlas->TexWidth <= 4096);
    CHECK(atlas->TexHeight <= 4096);
    CHECK(static_cast<long>(atlas->TexWidth) * atlas->TexHeight <= 2048L * 2048L);
    if (raster <= 2.0f) CHECK(static_cast<long>(atlas->TexWidth) * atlas->TexHeight <= 2048L * 1024L);
    // Only as tall as the glyphs need (not rounded up to a power of two):
    // the lowest glyph ends near the bottom edge.
    float lowest = 0;
    for (const ImFont* font : atlas->Fonts)
      for (const ImFontGlyph& g : font->Glyphs) lowest = std::max(lowest, g.V1 * static_cast<float>(atlas->TexHeight));
    CHECK(static_cast<float>(atlas->TexHeight) - lowest < kTileSize * raster);
  }
}

TEST_CASE("missing fonts fall back to ImGui's own font and say which", "[ui][fonts]") {
  ImGuiScope imgui;
  testing::FakePlatform platform;
  platform.asset_overrides["fonts/text-regular.ttf"] = std::nullopt;
  FontLibrary library;
  const lf::Status loaded = library.Load(platform);
  CHECK_FALSE(loaded.ok());
  CHECK(loaded.reason().find("fonts/text-regular.ttf") != std::string::npos);
  CHECK_FALSE(library.loaded());
  const FontSet set = library.Build(ImGui::GetIO().Fonts, 2.0f, 1.0f);
  for (ImFont* f : {set.body, set.small, set.strong, set.key, set.heading, set.title, set.tile}) {
    REQUIRE(f != nullptr);
    CHECK(f->FindGlyphNoFallback('A') != nullptr);
  }
  CHECK(ImGui::GetIO().Fonts->IsBuilt());
}
