// A Platform for tests: assets from the build's asset folder (with
// per-test replacements), user files in memory, everything published or
// announced recorded for assertions.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "ui/layout_report.h"
#include "ui/platform.h"

namespace lf::ui::testing {

std::string AssetDir();
std::vector<uint8_t> ReadBuiltAsset(const std::string& relative_path);  // empty if missing

class FakePlatform final : public Platform {
 public:
  Result<std::vector<uint8_t>> ReadAsset(std::string_view relative_path) override;
  Result<std::string> ReadUserFile(std::string_view name) override;
  Status WriteUserFile(std::string_view name, std::string_view contents) override;
  Status RemoveUserFile(std::string_view name) override;
  void Announce(std::string_view text) override { announcements.emplace_back(text); }
  void PublishNamedItems(const std::vector<NamedItem>& items) override { published = items; }
  // The accessibility mirror: the last JSON published, and what the page
  // pressed or typed (queued for the next frame).
  void PublishMirror(const std::string& json) override { mirror = json; ++mirror_publishes; }
  bool WantsMirror() const override { return true; }
  std::vector<MirrorAction> TakeMirrorActions() override {
    std::vector<MirrorAction> out;
    out.swap(mirror_actions);
    return out;
  }
  // The layout report (ui/layout_report.h), only when a test asks for it.
  bool WantsLayout() const override { return want_layout; }
  void PublishLayout(const LayoutReport& report) override { layout = report; }
  bool want_layout = false;
  LayoutReport layout;
  std::string mirror;
  int mirror_publishes = 0;
  std::vector<MirrorAction> mirror_actions;
  bool IsWeb() const override { return web; }
  bool HasTouch() const override { return touch; }
  float ContentScale() const override { return content_scale; }
  ColorScheme SystemColorScheme() const override { return system_scheme; }
  void RequestQuit() override { quit_requested = true; }
  std::vector<Press> TakePresses() override {
    std::vector<Press> out;
    out.swap(presses);
    return out;
  }
  // Assets arriving after start-up, as on the web: a path not in
  // asset_states is kReady. FetchAssetAgain is recorded.
  AssetState GetAssetState(std::string_view relative_path) override {
    auto it = asset_states.find(std::string(relative_path));
    return it == asset_states.end() ? AssetState{} : it->second;
  }
  void FetchAssetAgain(std::string_view relative_path) override {
    fetched_again.emplace_back(relative_path);
    if (refetch_pends) asset_states[std::string(relative_path)] = {AssetState::Status::kPending, 0, 1, ""};
  }
  // Every sound played, with the time the harness's clock said (seconds
  // of frames drawn: Harness::Frame advances `clock`).
  struct PlayedSound {
    Sound sound;
    double time = 0;
    float volume = 0;
  };
  void PlaySound(Sound sound, float volume) override { sounds.push_back({sound, clock, volume}); }
  std::vector<PlayedSound> sounds;
  double clock = 0;

  // No GPU: a distinct non-null handle per texture, counted.
  void* CreateTexture(const uint8_t* rgba, int width, int height) override;
  void DestroyTexture(void* texture) override;

  // Replaces an asset: a value gives those bytes, nullopt makes it missing.
  std::map<std::string, std::optional<std::vector<uint8_t>>> asset_overrides;
  std::map<std::string, std::string> user_files;
  std::map<std::string, AssetState> asset_states;
  std::vector<std::string> fetched_again;
  bool refetch_pends = false;  // FetchAssetAgain makes the asset kPending, as on the web
  bool refuse_writes = false;
  int writes = 0;

  std::vector<std::string> announcements;
  std::vector<NamedItem> published;
  bool web = true;
  bool touch = true;
  float content_scale = 1.0f;
  ColorScheme system_scheme = ColorScheme::kUnknown;
  bool quit_requested = false;
  std::vector<Press> presses;  // the next frame's (several fingers at once); empty: the mouse's click
  bool refuse_textures = false;  // CreateTexture fails, as with no GPU memory
  int textures_created = 0;
  int textures_live = 0;
};

}  // namespace lf::ui::testing
