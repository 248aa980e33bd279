#include "ui/fonts.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace lf::ui {
namespace {

// Keep in step with the subset lists in src/ui/CMakeLists.txt; the ui tests
// check that every glyph asked for here is in the shipped files.
constexpr ImWchar kTextRanges[] = {
    0x0020, 0x007E,  // ASCII
    0x00A0, 0x00FF,  // Latin-1: accented letters in names, ¶ and friends
    0x0152, 0x0153,  // Œ œ
    0x2013, 0x2014,  // – —
    0x2018, 0x201E,  // ‘ ’ ‚ “ ” „
    0x2020, 0x2022,  // † ‡ •  (Word Lift's dagger card)
    0x2026, 0x2026,  // …      (Word Lift's ellipsis card)
    0x2030, 0x2030,  // ‰
    0x2039, 0x203A,  // ‹ ›
    0x20AC, 0x20AC,  // €
    0x2122, 0x2122,  // ™
    0x2248, 0x2248,  // ≈
    0x2260, 0x2260,  // ≠
    0x2264, 0x2265,  // ≤ ≥
    0x25CA, 0x25CA,  // ◊
    0,
};
constexpr ImWchar kDisplayRanges[] = {
    0x0020, 0x007E,  // ASCII
    0x2013, 0x2014,  // – —
    0x2018, 0x2019,  // ‘ ’
    0x201C, 0x201D,  // “ ”
    0x2026, 0x2026,  // …
    0,
};
constexpr ImWchar kSymbolRanges[] = {
    0x2190, 0x2190,  // ←
    0x2192, 0x2192,  // →
    0x2205, 0x2205,  // ∅
    0x232B, 0x232B,  // ⌫
    0x2699, 0x2699,  // ⚙
    0x26A0, 0x26A0,  // ⚠
    0x2713, 0x2713,  // ✓
    0x2715, 0x2715,  // ✕
    0x2717, 0x2717,  // ✗
    0,
};
constexpr ImWchar kKeyRanges[] = {
    0x0030, 0x0039,  // 0-9 (the set-up screen's digit pad)
    0x003F, 0x003F,  // ?
    0x0041, 0x005A,  // A-Z
    0,
};
constexpr ImWchar kTileRanges[] = {
    0x003F, 0x003F,  // ?
    0x0041, 0x005A,  // A-Z
    0,
};

ImFontConfig BaseConfig(float raster_scale) {
  ImFontConfig config;
  // The atlas does not own the bytes: FontLibrary keeps them for rebuilds.
  config.FontDataOwnedByAtlas = false;
  // Horizontal oversampling buys sub-pixel positioning on low-DPI screens;
  // on high-DPI ones it only triples the texture.
  config.OversampleH = raster_scale >= 1.75f ? 1 : 2;
  config.OversampleV = 1;
  config.PixelSnapH = false;
  return config;
}

ImFont* AddFont(ImFontAtlas* atlas, std::vector<uint8_t>& bytes, float px, const ImWchar* ranges, float raster_scale,
                const char* debug_name) {
  ImFontConfig config = BaseConfig(raster_scale);
  std::snprintf(config.Name, sizeof config.Name, "%s, %.0fpx", debug_name, px);
  return atlas->AddFontFromMemoryTTF(bytes.data(), static_cast<int>(bytes.size()), px, &config, ranges);
}

void MergeSymbols(ImFontAtlas* atlas, std::vector<uint8_t>& symbols, float px, float raster_scale) {
  if (symbols.empty()) return;
  ImFontConfig config = BaseConfig(raster_scale);
  config.MergeMode = true;
  // DejaVu's symbols sit a little high next to Open Sans's lowercase.
  config.GlyphOffset = ImVec2(0, px * 0.04f);
  std::snprintf(config.Name, sizeof config.Name, "symbols, %.0fpx", px);
  atlas->AddFontFromMemoryTTF(symbols.data(), static_cast<int>(symbols.size()), px, &config, kSymbolRanges);
}

}  // namespace

const ImWchar* TextGlyphRanges() { return kTextRanges; }
const ImWchar* DisplayGlyphRanges() { return kDisplayRanges; }
const ImWchar* SymbolGlyphRanges() { return kSymbolRanges; }
const ImWchar* KeyGlyphRanges() { return kKeyRanges; }
const ImWchar* TileGlyphRanges() { return kTileRanges; }

Status FontLibrary::Load(Platform& platform) {
  struct Wanted {
    const char* path;
    std::vector<uint8_t>* bytes;
  };
  const Wanted files[] = {
      {"fonts/text-regular.ttf", &text_regular_},
      {"fonts/text-semibold.ttf", &text_semibold_},
      {"fonts/display-bold.ttf", &display_},
      {"fonts/symbols.ttf", &symbols_},
  };
  std::string missing;
  for (const Wanted& file : files) {
    Result<std::vector<uint8_t>> bytes = platform.ReadAsset(file.path);
    if (bytes.ok() && !bytes->empty()) {
      *file.bytes = std::move(*bytes);
    } else {
      file.bytes->clear();
      if (!missing.empty()) missing += ", ";
      missing += file.path;
    }
  }
  // Text fonts are essential; without them everything falls back to ImGui's
  // own font. Display and symbols fall back to the text fonts.
  loaded_ = !text_regular_.empty() && !text_semibold_.empty();
  if (display_.empty()) display_ = text_semibold_;
  if (!missing.empty()) return Status::Refused("Some fonts are missing from this build (" + missing + ").");
  return Status::Ok();
}

FontSet FontLibrary::Build(ImFontAtlas* atlas, float content_scale, float ui_scale) {
  atlas->Clear();
  // The texture only as tall as the glyphs need, not rounded up to a power
  // of two (WebGL 2 and GL 3 take any size): 17-25% fewer texels to convert
  // and upload at start-up.
  atlas->Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight;
  content_scale = std::clamp(content_scale, 0.5f, 4.0f);
  ui_scale = std::clamp(ui_scale, 0.5f, 3.0f);
  const float raster = std::min(content_scale * ui_scale, kMaxRasterScale);

  FontSet set;
  set.global_scale = ui_scale / raster;
  if (!loaded_) {
    // ImGui's built-in bitmap font: ugly but legible, and the app still works.
    ImFontConfig config;
    config.SizePixels = std::max(13.0f, std::round(13.0f * raster));
    ImFont* font = atlas->AddFontDefault(&config);
    set.body = set.small = set.strong = set.key = set.heading = set.title = set.tile = font;
    set.global_scale = 1.0f / std::max(content_scale, 0.5f);
    atlas->Build();
    return set;
  }

  if (title_ranges_.empty()) {
    ImFontGlyphRangesBuilder builder;
    builder.AddText(kTitleText);
    builder.BuildRanges(&title_ranges_);
  }

  set.body = AddFont(atlas, text_regular_, kBodySize * raster, kTextRanges, raster, "body");
  MergeSymbols(atlas, symbols_, kBodySize * raster, raster);
  set.small = AddFont(atlas, text_regular_, kSmallSize * raster, kTextRanges, raster, "small");
  MergeSymbols(atlas, symbols_, kSmallSize * raster, raster);
  set.strong = AddFont(atlas, text_semibold_, kStrongSize * raster, kTextRanges, raster, "strong");
  MergeSymbols(atlas, symbols_, kStrongSize * raster, raster);
  set.key = AddFont(atlas, text_semibold_, kKeySize * raster, kKeyRanges, raster, "key");
  MergeSymbols(atlas, symbols_, kKeySize * raster, raster);
  set.heading = AddFont(atlas, display_, kHeadingSize * raster, kDisplayRanges, raster, "heading");
  MergeSymbols(atlas, symbols_, kHeadingSize * raster, raster);  // menu badges such as the gear
  set.title = AddFont(atlas, display_, kTitleSize * raster, title_ranges_.Data, raster, "title");
  set.tile = AddFont(atlas, display_, kTileSize * raster, kTileRanges, raster, "tile");
  atlas->Build();
  return set;
}

float FontPx(const ImFont* font) { return font->FontSize * ImGui::GetIO().FontGlobalScale; }

}  // namespace lf::ui
