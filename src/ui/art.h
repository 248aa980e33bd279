// Pictures: texture atlases of the project's own card art, built from SVG
// at build time (cmake/art_atlas.cmake: art/<name>.png plus the index
// art/<name>.json), decoded with stb_image and uploaded through
// Platform::CreateTexture, so nothing here touches GL.
//
// Loading is lazy (the first screen that draws a card pays for it, not
// start-up) and happens once. Anything wrong (a missing, truncated or
// damaged file, an index that does not fit its image, no texture) leaves
// the atlas empty with a message for the player; callers then draw their
// cards without pictures. Nothing here aborts on bad files.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"
#include "imgui.h"
#include "ui/platform.h"

namespace lf::ui {

struct SpriteRect {
  int x = 0, y = 0, w = 0, h = 0;  // pixels in the atlas image
};

struct AtlasIndex {
  std::string image;  // file name of the PNG, next to the index
  int width = 0, height = 0;
  std::map<std::string, SpriteRect, std::less<>> sprites;
};

// Parses and checks an index: every rectangle non-empty and inside the image.
Result<AtlasIndex> ParseAtlasIndex(std::string_view json);

// Straight-alpha pixels: gives fully transparent pixels the colour of their
// opaque neighbours (a few passes outwards), so linear filtering and mipmaps
// blend towards the picture's own edge colour instead of black.
void BleedTransparentEdges(std::vector<uint8_t>& rgba, int width, int height);

class ArtAtlas {
 public:
  // `name`: "lost_words" reads art/lost_words.json and the image it names.
  explicit ArtAtlas(std::string name) : name_(std::move(name)) {}
  ~ArtAtlas();
  ArtAtlas(const ArtAtlas&) = delete;
  ArtAtlas& operator=(const ArtAtlas&) = delete;

  // Loads on the first call; later calls return the first outcome. Needs
  // the platform to outlive the atlas (it destroys the texture).
  Status Load(Platform& platform);
  bool attempted() const { return attempted_; }
  bool ready() const { return texture_ != nullptr; }
  // Why there are no pictures, in words a player can read ("" when ready).
  const std::string& error() const { return error_; }

  const AtlasIndex& index() const { return index_; }
  // Texture coordinates of a sprite; false if unknown (or not loaded).
  bool Find(std::string_view sprite, ImVec2* uv0, ImVec2* uv1) const;
  ImTextureID texture() const { return texture_; }

 private:
  std::string name_;
  Platform* platform_ = nullptr;
  AtlasIndex index_;
  ImTextureID texture_ = nullptr;
  bool attempted_ = false;
  std::string error_;
};

// Draws `sprite` of a loaded atlas into [a, b], multiplied by `tint`
// (white: as drawn); `flip_x`/`flip_y` mirror it (one corner ornament serves
// four corners). False when there is no such picture: the caller draws its
// own fallback.
bool DrawSprite(ImDrawList* dl, const ArtAtlas& atlas, std::string_view sprite, ImVec2 a, ImVec2 b, ImU32 tint,
                bool flip_x = false, bool flip_y = false);

// Covers [min, max] with copies of a seamless `sprite`, each `tile` px
// square, laid from `origin` (the content's corner, so the surface scrolls
// with what lies on it), tinted. Each copy's outermost texel is left out,
// so filtering never reaches the atlas's transparent margin. False when
// there is no such picture.
bool TileSprite(ImDrawList* dl, const ArtAtlas& atlas, std::string_view sprite, ImVec2 min, ImVec2 max, float tile,
                ImVec2 origin, ImU32 tint);

}  // namespace lf::ui
