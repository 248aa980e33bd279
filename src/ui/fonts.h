// The app's typefaces, rasterised for the screen they are shown on.
//
// Files (built by src/ui/CMakeLists.txt from Debian's font packages; see
// assets/CREDITS.md for what each one is and its licence):
//   fonts/text-regular.ttf   Open Sans Regular, subset   body text
//   fonts/text-semibold.ttf  Open Sans Semibold, subset  buttons, emphasis, keys
//   fonts/display-bold.ttf   Comfortaa Bold, subset      title, headings, tiles
//   fonts/symbols.ttf        DejaVu Sans, a few symbols  arrows, tick, cross, ...
//
// Crisp on high-DPI screens the usual Dear ImGui 1.86 way: glyphs are
// rasterised at size * content_scale * ui_scale and drawn with
// io.FontGlobalScale = 1 / content_scale, so layout stays in logical pixels.
// Only the glyphs the UI uses are rasterised, keeping the atlas texture small.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/status.h"
#include "imgui.h"
#include "ui/platform.h"

namespace lf::ui {

struct FontSet {
  ImFont* body = nullptr;     // running text
  ImFont* small = nullptr;    // captions and hints
  ImFont* strong = nullptr;   // button labels and emphasis
  ImFont* key = nullptr;      // letters on the on-screen keyboard
  ImFont* heading = nullptr;  // screen and section titles
  ImFont* title = nullptr;    // "Lost & Found" on the main menu (only its letters)
  ImFont* tile = nullptr;     // capital letters on letter tiles
  // What io.FontGlobalScale must be for these fonts to draw at their logical
  // size: ui_scale / raster_scale (1 / content_scale unless capped).
  float global_scale = 1.0f;
};

// Logical sizes in px at 100% UI scale.
inline constexpr float kBodySize = 18;
inline constexpr float kSmallSize = 15;
inline constexpr float kStrongSize = 18;
inline constexpr float kKeySize = 22;
inline constexpr float kHeadingSize = 25;
inline constexpr float kTitleSize = 58;
inline constexpr float kTileSize = 28;

// The text the title font can draw (the app's name).
inline constexpr const char* kTitleText = "Lost & Found";

// Characters the symbol font adds to every text font.
inline constexpr const char* kIconBack = "\xE2\x86\x90";       // U+2190 leftwards arrow
inline constexpr const char* kIconForward = "\xE2\x86\x92";    // U+2192 rightwards arrow
inline constexpr const char* kIconTick = "\xE2\x9C\x93";       // U+2713 check mark
inline constexpr const char* kIconCross = "\xE2\x9C\x97";      // U+2717 ballot x
inline constexpr const char* kIconClose = "\xE2\x9C\x95";      // U+2715 multiplication x
inline constexpr const char* kIconBackspace = "\xE2\x8C\xAB";  // U+232B erase to the left
inline constexpr const char* kIconGear = "\xE2\x9A\x99";       // U+2699 gear
inline constexpr const char* kIconWarning = "\xE2\x9A\xA0";    // U+26A0 warning sign
inline constexpr const char* kIconEmpty = "\xE2\x88\x85";      // U+2205 empty set (a Word Lift card)

// Zero-terminated ImWchar range lists, exposed so tests can check that every
// glyph the UI asks for is really in the shipped (subset) font files.
const ImWchar* TextGlyphRanges();     // text-regular / text-semibold
const ImWchar* DisplayGlyphRanges();  // display-bold (headings)
const ImWchar* SymbolGlyphRanges();   // symbols
const ImWchar* KeyGlyphRanges();      // the keyboard font's own letters
const ImWchar* TileGlyphRanges();     // tile letters

class FontLibrary {
 public:
  // Reads the font files once; every rebuild reuses the bytes. Returns a
  // refusal naming what is missing (the app then falls back to ImGui's
  // built-in font and tells the player).
  Status Load(Platform& platform);
  bool loaded() const { return loaded_; }

  // Clears `atlas` and adds every font for this scale; builds the atlas.
  // raster_scale = content_scale * ui_scale (capped: beyond it glyphs are
  // magnified rather than growing the texture without bound).
  FontSet Build(ImFontAtlas* atlas, float content_scale, float ui_scale);

  static constexpr float kMaxRasterScale = 3.0f;

 private:
  std::vector<uint8_t> text_regular_, text_semibold_, display_, symbols_;
  ImVector<ImWchar> title_ranges_;
  bool loaded_ = false;
};

// Logical pixel size `font` draws at now (font size * global scale).
float FontPx(const ImFont* font);

}  // namespace lf::ui
