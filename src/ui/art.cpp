#include "ui/art.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <utility>

#include "core/json.h"

// stb_image from Debian's libstb-dev (only the header is on the include
// path: src/ui/CMakeLists.txt). PNG only, from memory; every failure comes
// back as a null pointer and stbi_failure_reason().
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#define STBI_NO_STDIO
#define STBI_NO_LINEAR
#define STBI_NO_HDR
#define STBI_MAX_DIMENSIONS 8192
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wconversion"
#pragma GCC diagnostic ignored "-Wsign-conversion"
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wdouble-promotion"
#pragma GCC diagnostic ignored "-Wshadow"
#pragma GCC diagnostic ignored "-Wold-style-cast"
#pragma GCC diagnostic ignored "-Wcast-qual"
#pragma GCC diagnostic ignored "-Wimplicit-fallthrough"
#endif
#include <stb/stb_image.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

namespace lf::ui {

Result<AtlasIndex> ParseAtlasIndex(std::string_view json) {
  using R = Result<AtlasIndex>;
  Result<Json> parsed = Json::Parse(json);
  if (!parsed.ok()) return R::Error("its index is not valid JSON (" + parsed.error() + ")");
  const Json& doc = parsed.value();
  if (!doc.is_object() || doc["format"].as_string() != "lf-atlas" || doc["version"].as_int(0) != 1) {
    return R::Error("its index is not an lf-atlas version 1 file");
  }
  AtlasIndex index;
  index.image = doc["image"].as_string();
  index.width = static_cast<int>(doc["width"].as_int(0));
  index.height = static_cast<int>(doc["height"].as_int(0));
  if (index.image.empty() || index.width <= 0 || index.height <= 0 || index.width > 8192 || index.height > 8192) {
    return R::Error("its index gives no usable image and size");
  }
  if (!doc["sprites"].is_object() || doc["sprites"].size() == 0) return R::Error("its index lists no pictures");
  for (const auto& [name, value] : doc["sprites"].as_object()) {
    if (!value.is_array() || value.size() != 4) return R::Error("its index entry \"" + name + "\" is not [x, y, w, h]");
    const Json::Array& a = value.as_array();
    SpriteRect r{static_cast<int>(a[0].as_int(-1)), static_cast<int>(a[1].as_int(-1)),
                 static_cast<int>(a[2].as_int(-1)), static_cast<int>(a[3].as_int(-1))};
    if (r.x < 0 || r.y < 0 || r.w <= 0 || r.h <= 0 || r.x + r.w > index.width || r.y + r.h > index.height) {
      return R::Error("its index puts \"" + name + "\" outside the image");
    }
    index.sprites.emplace(name, r);
  }
  return index;
}

void BleedTransparentEdges(std::vector<uint8_t>& rgba, int width, int height) {
  if (width <= 0 || height <= 0 || rgba.size() < static_cast<size_t>(width) * static_cast<size_t>(height) * 4) return;
  const auto at = [&](int x, int y) { return (static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x)) * 4; };
  // known: the pixel has a colour (visible, or filled in by an earlier pass).
  std::vector<uint8_t> known(static_cast<size_t>(width) * static_cast<size_t>(height));
  for (size_t i = 0; i < known.size(); ++i) known[i] = rgba[i * 4 + 3] != 0;
  std::vector<uint8_t> next_known;
  // Four passes cover the mip levels that still show a picture at card size.
  for (int pass = 0; pass < 4; ++pass) {
    next_known = known;
    bool changed = false;
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        const size_t k = static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x);
        if (known[k]) continue;
        int r = 0, g = 0, b = 0, n = 0;
        for (int dy = -1; dy <= 1; ++dy) {
          for (int dx = -1; dx <= 1; ++dx) {
            const int nx = x + dx, ny = y + dy;
            if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
            if (!known[static_cast<size_t>(ny) * static_cast<size_t>(width) + static_cast<size_t>(nx)]) continue;
            const size_t p = at(nx, ny);
            r += rgba[p];
            g += rgba[p + 1];
            b += rgba[p + 2];
            ++n;
          }
        }
        if (n == 0) continue;
        const size_t p = at(x, y);
        rgba[p] = static_cast<uint8_t>(r / n);
        rgba[p + 1] = static_cast<uint8_t>(g / n);
        rgba[p + 2] = static_cast<uint8_t>(b / n);
        next_known[k] = 1;
        changed = true;
      }
    }
    known.swap(next_known);
    if (!changed) break;
  }
}

ArtAtlas::~ArtAtlas() {
  if (texture_ != nullptr && platform_ != nullptr) platform_->DestroyTexture(texture_);
}

Status ArtAtlas::Load(Platform& platform) {
  if (attempted_) return error_.empty() ? Status::Ok() : Status::Refused(error_);
  attempted_ = true;
  platform_ = &platform;
  const std::string what = "The card pictures (art/" + name_ + ") could not be loaded: ";
  const auto fail = [&](const std::string& why) {
    error_ = what + why + ". The cards are shown without them.";
    index_ = AtlasIndex();
    return Status::Refused(error_);
  };

  Result<std::vector<uint8_t>> index_bytes = platform.ReadAsset("art/" + name_ + ".json");
  if (!index_bytes.ok()) return fail("the index file is missing");
  Result<AtlasIndex> index = ParseAtlasIndex(std::string_view(
      reinterpret_cast<const char*>(index_bytes.value().data()), index_bytes.value().size()));
  if (!index.ok()) return fail(index.error());
  index_ = std::move(index.value());

  Result<std::vector<uint8_t>> png = platform.ReadAsset("art/" + index_.image);
  if (!png.ok()) return fail("the image " + index_.image + " is missing");
  if (png.value().size() > static_cast<size_t>(64) << 20) return fail("the image is too large");
  int w = 0, h = 0, channels = 0;
  stbi_uc* pixels = stbi_load_from_memory(png.value().data(), static_cast<int>(png.value().size()), &w, &h,
                                          &channels, 4);
  if (pixels == nullptr) return fail(std::string("the image is damaged (") + stbi_failure_reason() + ")");
  std::vector<uint8_t> rgba(pixels, pixels + static_cast<size_t>(w) * static_cast<size_t>(h) * 4);
  stbi_image_free(pixels);
  if (w != index_.width || h != index_.height) {
    return fail("the image is " + std::to_string(w) + "x" + std::to_string(h) + ", its index says " +
                std::to_string(index_.width) + "x" + std::to_string(index_.height));
  }
  BleedTransparentEdges(rgba, w, h);
  texture_ = platform.CreateTexture(rgba.data(), w, h);
  if (texture_ == nullptr) return fail("the graphics system refused the texture");
  return Status::Ok();
}

bool ArtAtlas::Find(std::string_view sprite, ImVec2* uv0, ImVec2* uv1) const {
  if (texture_ == nullptr) return false;
  const auto it = index_.sprites.find(sprite);
  if (it == index_.sprites.end()) return false;
  const SpriteRect& r = it->second;
  const float w = static_cast<float>(index_.width), h = static_cast<float>(index_.height);
  *uv0 = ImVec2(static_cast<float>(r.x) / w, static_cast<float>(r.y) / h);
  *uv1 = ImVec2(static_cast<float>(r.x + r.w) / w, static_cast<float>(r.y + r.h) / h);
  return true;
}

bool DrawSprite(ImDrawList* dl, const ArtAtlas& atlas, std::string_view sprite, ImVec2 a, ImVec2 b, ImU32 tint,
                bool flip_x, bool flip_y) {
  ImVec2 uv0, uv1;
  if (!atlas.Find(sprite, &uv0, &uv1)) return false;
  if (flip_x) std::swap(uv0.x, uv1.x);
  if (flip_y) std::swap(uv0.y, uv1.y);
  dl->AddImage(atlas.texture(), a, b, uv0, uv1, tint);
  return true;
}

bool TileSprite(ImDrawList* dl, const ArtAtlas& atlas, std::string_view sprite, ImVec2 min, ImVec2 max, float tile,
                ImVec2 origin, ImU32 tint) {
  ImVec2 uv0, uv1;
  if (!atlas.Find(sprite, &uv0, &uv1) || tile < 4.0f || max.x <= min.x || max.y <= min.y) return false;
  const float tx = 1.0f / static_cast<float>(atlas.index().width), ty = 1.0f / static_cast<float>(atlas.index().height);
  uv0 = ImVec2(uv0.x + tx, uv0.y + ty);
  uv1 = ImVec2(uv1.x - tx, uv1.y - ty);
  // The first copy at or before min, on the grid laid from origin.
  const float x0 = origin.x + std::floor((min.x - origin.x) / tile) * tile;
  const float y0 = origin.y + std::floor((min.y - origin.y) / tile) * tile;
  dl->PushClipRect(min, max, true);
  for (float y = y0; y < max.y; y += tile) {
    for (float x = x0; x < max.x; x += tile) {
      dl->AddImage(atlas.texture(), ImVec2(x, y), ImVec2(x + tile, y + tile), uv0, uv1, tint);
    }
  }
  dl->PopClipRect();
  return true;
}

}  // namespace lf::ui
