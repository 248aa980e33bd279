#include "platform/sdl_platform.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <initializer_list>
#include <memory>
#include <system_error>

#include "core/json.h"

#ifdef __EMSCRIPTEN__
#include "platform/web_bridge.h"
#include "ui/layout_report.h"
#endif

#ifndef LF_BUILD_ASSET_DIR
#define LF_BUILD_ASSET_DIR ""
#endif

namespace lf::platform {
namespace {

struct FileCloser {
  void operator()(std::FILE* f) const { std::fclose(f); }
};
using File = std::unique_ptr<std::FILE, FileCloser>;

// Joins message parts. (GCC 12 warns falsely, -Wrestrict, on
// "literal" + std::string(...) chains; this sidesteps it and reads as well.)
std::string Cat(std::initializer_list<std::string_view> parts) {
  std::string out;
  for (std::string_view p : parts) out += p;
  return out;
}

[[maybe_unused]] std::string WithSlash(std::string dir) {
  if (!dir.empty() && dir.back() != '/') dir += '/';
  return dir;
}

// Reads a whole file. `not_found` tells a missing file apart from an
// unreadable one, because callers word those differently.
Result<std::vector<uint8_t>> ReadWholeFile(const std::string& path, bool* not_found) {
  *not_found = false;
  File f(std::fopen(path.c_str(), "rb"));
  if (!f) {
    *not_found = errno == ENOENT;
    return Result<std::vector<uint8_t>>::Error(std::strerror(errno));
  }
  // Read straight into the vector, sized up front when the file's size is
  // known (the dictionary is half a megabyte: appending it chunk by chunk
  // cost 17 ms in the web build, which copies element by element at -Os).
  std::vector<uint8_t> bytes;
  if (std::fseek(f.get(), 0, SEEK_END) == 0) {
    const long size = std::ftell(f.get());
    if (size > 0) bytes.resize(static_cast<size_t>(size));
    std::rewind(f.get());
  }
  size_t used = 0;
  for (;;) {
    if (used == bytes.size()) {
      // Full (or size unknown): is there more? A file can grow, or not seek.
      int next = std::fgetc(f.get());
      if (next == EOF) break;
      bytes.resize(std::max<size_t>(64 * 1024, bytes.size() * 2));
      bytes[used++] = static_cast<uint8_t>(next);
    }
    const size_t n = std::fread(bytes.data() + used, 1, bytes.size() - used, f.get());
    used += n;
    if (n == 0) break;
  }
  if (std::ferror(f.get())) return Result<std::vector<uint8_t>>::Error("read error");
  bytes.resize(used);
  return bytes;
}

}  // namespace

bool IsSafeAssetPath(std::string_view path) {
  if (path.empty() || path.front() == '/' || path.back() == '/') return false;
  size_t start = 0;
  while (start <= path.size()) {
    size_t end = path.find('/', start);
    if (end == std::string_view::npos) end = path.size();
    const std::string_view segment = path.substr(start, end - start);
    if (segment.empty() || segment == "." || segment == "..") return false;
    for (char c : segment) {
      if (c == '\\' || c == '\0' || static_cast<unsigned char>(c) < 0x20) return false;
    }
    start = end + 1;
  }
  return true;
}

bool IsSafeUserFileName(std::string_view name) {
  if (name.empty() || name.size() > 128 || name.front() == '.') return false;
  for (char c : name) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    c == '.' || c == '_' || c == '-';
    if (!ok) return false;
  }
  return true;
}

SdlPlatform::SdlPlatform() {
#ifdef __EMSCRIPTEN__
  asset_dirs_.push_back("/assets/");
  user_dir_ = "/user/";
  has_touch_ = web::PageHasTouch();
#else
  if (char* base = SDL_GetBasePath()) {
    asset_dirs_.push_back(WithSlash(base) + "assets/");
    SDL_free(base);
  }
  if (const std::string baked = LF_BUILD_ASSET_DIR; !baked.empty()) {
    asset_dirs_.push_back(WithSlash(baked));
  }
  if (const char* dir = std::getenv("LOSTFOUND_USER_DIR"); dir && *dir) {
    user_dir_ = WithSlash(dir);
    std::error_code ignored;  // a folder we cannot create shows up as a refused write
    std::filesystem::create_directories(user_dir_, ignored);
  } else if (char* pref = SDL_GetPrefPath("LostAndFound", "lostfound")) {
    user_dir_ = WithSlash(pref);
    SDL_free(pref);
  }
  announce_to_stdout_ = std::getenv("LOSTFOUND_ANNOUNCE") != nullptr;
  has_touch_ = SDL_GetNumTouchDevices() > 0;
#endif
}

Result<std::vector<uint8_t>> SdlPlatform::ReadAsset(std::string_view relative_path) {
  const std::string name(relative_path);
  if (!IsSafeAssetPath(relative_path)) {
    return Result<std::vector<uint8_t>>::Error(Cat({"\"", name, "\" is not a valid asset path."}));
  }
  bool any_unreadable = false;
  std::string unreadable_reason;
  for (const std::string& dir : asset_dirs_) {
    bool not_found = false;
    auto bytes = ReadWholeFile(dir + name, &not_found);
    if (bytes.ok()) return bytes;
    if (!not_found) {
      any_unreadable = true;
      unreadable_reason = bytes.error();
    }
  }
  if (any_unreadable) {
    return Result<std::vector<uint8_t>>::Error(
        Cat({"The file ", name, " could not be read (", unreadable_reason, ")."}));
  }
  return Result<std::vector<uint8_t>>::Error(Cat({"The file ", name, " is missing."}));
}

#ifdef __EMSCRIPTEN__
ui::Platform::AssetState SdlPlatform::GetAssetState(std::string_view relative_path) {
  if (!IsSafeAssetPath(relative_path)) return {AssetState::Status::kMissing, 0, 0, ""};
  return web::AssetState(std::string(relative_path));
}
void SdlPlatform::HurryAsset(std::string_view relative_path) { web::HurryAsset(std::string(relative_path)); }
bool SdlPlatform::TakeRestartAfterCrash() { return web::TakeAfterCrash(); }
void SdlPlatform::FetchAssetAgain(std::string_view relative_path) {
  web::FetchAssetAgain(std::string(relative_path));
}
#endif

Result<std::string> SdlPlatform::ReadUserFile(std::string_view name) {
  if (!IsSafeUserFileName(name)) {
    return Result<std::string>::Error(Cat({"\"", name, "\" is not a valid file name."}));
  }
  if (user_dir_.empty()) return Result<std::string>::Error("There is no folder for saved files.");
  bool not_found = false;
  auto bytes = ReadWholeFile(user_dir_ + std::string(name), &not_found);
  if (!bytes.ok()) {
    return Result<std::string>::Error(not_found ? Cat({"No saved file ", name, "."})
                                                : Cat({"The saved file ", name, " could not be read (",
                                                       bytes.error(), ")."}));
  }
  return std::string(bytes->begin(), bytes->end());
}

Status SdlPlatform::WriteUserFile(std::string_view name, std::string_view contents) {
  if (!IsSafeUserFileName(name)) {
    return Status::Refused(Cat({"\"", name, "\" is not a valid file name."}));
  }
  if (user_dir_.empty()) return Status::Refused("There is no folder for saved files.");
  // Write a temporary file and rename it over the old one, so a crash or a
  // full disk mid-write leaves the previous version intact.
  const std::string path = user_dir_ + std::string(name);
  const std::string temp = path + ".tmp";
  {
    File f(std::fopen(temp.c_str(), "wb"));
    if (!f) return Status::Refused(Cat({"Could not save ", name, ": ", std::strerror(errno)}));
    const bool written = std::fwrite(contents.data(), 1, contents.size(), f.get()) == contents.size();
    const bool flushed = std::fflush(f.get()) == 0;
    if (!written || !flushed) {
      f.reset();
      std::remove(temp.c_str());
      return Status::Refused(Cat({"Could not save ", name, " (is the disk full?)."}));
    }
  }
#ifdef __EMSCRIPTEN__
  // Emscripten 3.1.6's FS.rename over an existing file leaves the replaced
  // node in its name table, and a later unlink uncovers it: a removed saved
  // game came back as an older version. Unlinking first keeps the table clean
  // (the page's file system is in memory: the rename gave no atomicity here).
  std::remove(path.c_str());
#endif
  if (std::rename(temp.c_str(), path.c_str()) != 0) {
    const std::string reason = std::strerror(errno);
    std::remove(temp.c_str());
    return Status::Refused(Cat({"Could not save ", name, ": ", reason}));
  }
#ifdef __EMSCRIPTEN__
  web::SyncUserFiles();
#endif
  return Status::Ok();
}

Status SdlPlatform::RemoveUserFile(std::string_view name) {
  if (!IsSafeUserFileName(name)) {
    return Status::Refused(Cat({"\"", name, "\" is not a valid file name."}));
  }
  if (user_dir_.empty()) return Status::Ok();
  const std::string path = user_dir_ + std::string(name);
  if (std::remove(path.c_str()) != 0 && errno != ENOENT) {
    return Status::Refused(Cat({"Could not delete ", name, ": ", std::strerror(errno)}));
  }
#ifdef __EMSCRIPTEN__
  web::SyncUserFiles();
#endif
  return Status::Ok();
}

void SdlPlatform::Announce(std::string_view text) {
#ifdef __EMSCRIPTEN__
  web::Announce(std::string(text));
#else
  if (announce_to_stdout_) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
  }
#endif
}

void SdlPlatform::PublishNamedItems(const std::vector<ui::NamedItem>& items) {
#ifdef __EMSCRIPTEN__
  std::string json = "[";
  char number[64];
  for (size_t i = 0; i < items.size(); ++i) {
    const ui::NamedItem& item = items[i];
    if (i) json += ',';
    json += "{\"name\":";
    json += JsonQuote(item.name);
    std::snprintf(number, sizeof number, ",\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f}", item.x, item.y,
                  item.w, item.h);
    json += number;
  }
  json += ']';
  // Most frames name the same widgets in the same places; only cross into
  // JavaScript when something changed.
  if (json != published_items_) {
    published_items_ = std::move(json);
    web::PublishItems(published_items_);
  }
#else
  (void)items;
#endif
}

#ifdef __EMSCRIPTEN__
void SdlPlatform::PublishMirror(const std::string& json) { web::PublishMirror(json); }
bool SdlPlatform::WantsLayout() const { return web::WantsLayout(); }
void SdlPlatform::PublishLayout(const ui::LayoutReport& report) { web::PublishLayout(ui::LayoutJson(report)); }

std::vector<ui::MirrorAction> SdlPlatform::TakeMirrorActions() {
  std::vector<ui::MirrorAction> out;
  const std::string text = web::TakeMirrorActions();
  if (text.empty()) return out;
  // [{"id":..., "value":..., "typed":bool}, ...] from shell/mirror.js; the
  // page is ours, but a malformed list is dropped rather than trusted.
  Result<Json> parsed = Json::Parse(text);
  if (!parsed.ok() || !parsed->is_array()) return out;
  for (const Json& a : parsed->as_array()) {
    if (!a.is_object() || !a["id"].is_string()) continue;
    ui::MirrorAction action;
    action.id = a["id"].as_string();
    action.typed = a["typed"].as_bool();
    if (a["value"].is_string()) action.value = a["value"].as_string();
    if (action.id.size() > 200 || action.value.size() > 200) continue;
    out.push_back(std::move(action));
  }
  return out;
}
#endif

void SdlPlatform::PlaySound(ui::Sound sound, float volume) {
  if (muted_) return;
  auto found = clips_.find(sound);
  if (found == clips_.end()) {
    const std::string asset = ui::SoundAsset(sound);
    // On the web the sounds arrive after the first frame: until then, and
    // while a download failed (the page may fetch it again), silence.
    const AssetState::Status state = GetAssetState(asset).status;
    if (state == AssetState::Status::kPending || state == AssetState::Status::kFailed ||
        state == AssetState::Status::kDamaged)
      return;
    std::optional<ui::SoundClip> clip;
    Result<std::vector<uint8_t>> bytes = ReadAsset(asset);
    if (bytes.ok()) {
      Result<ui::SoundClip> decoded = ui::DecodeWav(*bytes);
      if (decoded.ok()) clip = std::move(*decoded);
      else std::fprintf(stderr, "lostfound: %s %s\n", asset.c_str(), decoded.error().c_str());
    } else {
      std::fprintf(stderr, "lostfound: %s\n", bytes.error().c_str());
    }
    found = clips_.emplace(sound, std::move(clip)).first;
  }
  if (!found->second) return;
#ifdef __EMSCRIPTEN__
  web::PlaySound(ui::SoundName(sound), *found->second, volume);
#else
  audio_.Play(*found->second, volume);
#endif
}

bool SdlPlatform::IsWeb() const {
#ifdef __EMSCRIPTEN__
  return true;
#else
  return false;
#endif
}

void SdlPlatform::RequestQuit() {
#ifndef __EMSCRIPTEN__
  quit_requested_ = true;
#endif
}

}  // namespace lf::platform
