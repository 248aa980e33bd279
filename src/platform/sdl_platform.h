// lf::ui::Platform for SDL2, natively and in the browser.
//
// Where things live:
//   assets      native: <exe dir>/assets/, then the build tree's assets/ (baked
//               in at build time so `build/native/src/platform/lostfound` runs
//               in place); web: /assets in MEMFS, written by the shell page
//               before main() (see src/platform/pre.js).
//   user files  native: SDL_GetPrefPath("LostAndFound", "lostfound"), or
//               $LOSTFOUND_USER_DIR (tests and screenshots use a scratch
//               folder); web: /user, an IDBFS mount synced in from IndexedDB
//               while main() starts (the frame loop reads the settings once
//               it is in: src/platform/main.cpp) and flushed back after
//               every write.
#pragma once
#include <SDL.h>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ui/platform.h"
#include "ui/sound_data.h"
#ifndef __EMSCRIPTEN__
#include "platform/sdl_audio.h"
#endif

namespace lf::platform {

class SdlPlatform final : public ui::Platform {
 public:
  SdlPlatform();

  Result<std::vector<uint8_t>> ReadAsset(std::string_view relative_path) override;
#ifdef __EMSCRIPTEN__
  AssetState GetAssetState(std::string_view relative_path) override;
  void HurryAsset(std::string_view relative_path) override;
  void FetchAssetAgain(std::string_view relative_path) override;
  play::Transport* Link() override;  // web_net.cpp
  std::string TakePendingJoin() override;
  bool TakeRestartAfterCrash() override;
  void PublishMirror(const std::string& json) override;
  bool WantsMirror() const override { return true; }
  bool WantsLayout() const override;
  void PublishLayout(const ui::LayoutReport& report) override;
  std::vector<ui::MirrorAction> TakeMirrorActions() override;
#endif
  Result<std::string> ReadUserFile(std::string_view name) override;
  Status WriteUserFile(std::string_view name, std::string_view contents) override;
  Status RemoveUserFile(std::string_view name) override;
  void Announce(std::string_view text) override;
  void PublishNamedItems(const std::vector<ui::NamedItem>& items) override;
  bool IsWeb() const override;
  bool HasTouch() const override { return has_touch_; }
  float ContentScale() const override { return content_scale_; }
  ColorScheme SystemColorScheme() const override { return color_scheme_; }
  void RequestQuit() override;
  void* CreateTexture(const uint8_t* rgba, int width, int height) override;  // gl_texture.cpp
  std::vector<ui::Press> TakePresses() override {
    std::vector<ui::Press> out;
    out.swap(presses_);
    return out;
  }
  void DestroyTexture(void* texture) override;
  float Pinch() const override { return pinch_; }
  // Natively through SDL's audio (sdl_audio.h); on the web through the
  // page's Web Audio (shell/sound.js), which starts at the first touch or key.
  void PlaySound(ui::Sound sound, float volume) override;
  // Screenshots and runs without a window to hear stay silent.
  void MuteSounds() { muted_ = true; }

  // Fed by the frame loop.
  void NoteTouch() { has_touch_ = true; }
  void NotePress(ui::Press press) { presses_.push_back(press); }
  void NotePinch(float distance) { pinch_ += distance; }
  void ClearPinch() { pinch_ = 0; }  // at the start of each frame's events
  void SetContentScale(float scale) { content_scale_ = scale; }
  void SetSystemColorScheme(ColorScheme scheme) { color_scheme_ = scheme; }
  bool quit_requested() const { return quit_requested_; }

  const std::vector<std::string>& asset_dirs() const { return asset_dirs_; }
  const std::string& user_dir() const { return user_dir_; }

 private:
  std::vector<std::string> asset_dirs_;  // searched in order, each ends in '/'
  std::string user_dir_;                 // ends in '/', or "" if none could be made
  std::string published_items_;          // last JSON handed to the page
  std::vector<ui::Press> presses_;       // since the UI last took them
  bool has_touch_ = false;
  float pinch_ = 0;                                   // this frame's pinch (SDL's multi-finger gesture)
  [[maybe_unused]] bool announce_to_stdout_ = false;  // native only
  bool quit_requested_ = false;
  bool muted_ = false;
  // Each sound decoded at its first play (nullopt: its file could not be
  // read, said once); kept for the program's life, as voices point into them.
  std::map<ui::Sound, std::optional<ui::SoundClip>> clips_;
#ifndef __EMSCRIPTEN__
  SdlAudio audio_;
#endif
  float content_scale_ = 1.0f;
  // Natively unknown: SDL 2.26 cannot tell (SDL_GetSystemTheme is SDL 3).
  ColorScheme color_scheme_ = ColorScheme::kUnknown;
};

// Relative asset paths: no absolute paths, no "..", no empty segments, so a
// path read from a data file cannot escape the assets folder.
bool IsSafeAssetPath(std::string_view path);
// User file names: one plain file name ([A-Za-z0-9._-], not starting with a
// dot), since they become files in a folder the player owns.
bool IsSafeUserFileName(std::string_view name);

}  // namespace lf::platform
