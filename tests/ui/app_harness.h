// The whole App, headless, for tests: a real ImGui context with real fonts
// and the real dictionary, no window or GL. Taps go through the named items
// the app publishes for the browser test hook, exactly as the e2e test does.
#pragma once
#include <catch2/catch.hpp>
#include <cfloat>
#include <memory>
#include <set>
#include <string>

#include "core/dict/dictionary.h"
#include "core/registry.h"
#include "fake_platform.h"
#include "imgui.h"
#include "ui/app.h"
#include "ui/games.h"
#include "ui/play/game_ui.h"
#include "play/session.h"

namespace lf::ui {
// The game in play lives in src/play; the UI tests name its local session
// as they always have.
using GameSession = play::LocalSession;
using play::SeatSetup;
using play::SessionSetup;
}  // namespace lf::ui

namespace lf::ui::testing {

inline constexpr int kEscapeKey = 27;
inline constexpr int kBackspaceKey = 8;
inline constexpr int kDeleteKey = 127;

class Harness {
 public:
  // kSettingsLater starts the app as the web does: fonts built at the
  // default scale before the saved settings load (call LoadSettings()).
  enum Start { kInit, kSettingsLater };

  explicit Harness(FakePlatform& platform, float width = 820, float height = 1180, Start start = kInit)
      : platform_(platform), width_(width), height_(height) {
    context_ = ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(width, height);
    io.DeltaTime = 1.0f / 60.0f;
    io.KeyMap[ImGuiKey_Escape] = kEscapeKey;
    io.KeyMap[ImGuiKey_Backspace] = kBackspaceKey;
    io.KeyMap[ImGuiKey_Delete] = kDeleteKey;
    app_ = std::make_unique<App>(platform);
    if (start == kSettingsLater) {
      app_->InitWithoutSettings();
      fonts_rebuilt_ = app_->UpdateFonts(platform.content_scale);
      return;
    }
    app_->Init();
    Settle();
  }
  // (kSettingsLater) The player's files are in: the settings load, then frames run.
  void LoadSettings() {
    app_->LoadSettings();
    Settle();
  }
  ~Harness() {
    app_.reset();
    ImGui::DestroyContext(context_);
  }

  App& app() { return *app_; }

  void Frame() {
    platform_.clock += ImGui::GetIO().DeltaTime;
    fonts_rebuilt_ = app_->UpdateFonts(platform_.content_scale) || fonts_rebuilt_;
    ImGui::NewFrame();
    app_->Frame(width_, height_);
    ImGui::Render();
    // 16-bit indices: a draw list past 65,536 vertices draws garbage on the
    // web's renderer (no vertex offsets in WebGL).
    const ImDrawData* data = ImGui::GetDrawData();
    for (int i = 0; data != nullptr && i < data->CmdListsCount; ++i) {
      if (data->CmdLists[i]->VtxBuffer.Size > 65536)
        FAIL("a draw list of " << data->CmdLists[i]->VtxBuffer.Size << " vertices");
    }
  }
  void Frames(int n) {
    for (int i = 0; i < n; ++i) Frame();
  }
  // Long enough for any screen transition to finish.
  static constexpr int kSettleFrames = 30;
  void Settle() { Frames(kSettleFrames); }

  bool TakeFontsRebuilt() {
    const bool r = fonts_rebuilt_;
    fonts_rebuilt_ = false;
    return r;
  }

  const NamedItem* Find(const std::string& name) const {
    for (const NamedItem& item : platform_.published) {
      if (item.name == name) return &item;
    }
    return nullptr;
  }
  bool Has(const std::string& name) const { return Find(name) != nullptr; }

  std::set<std::string> NamesWithPrefix(const std::string& prefix) const {
    std::set<std::string> out;
    for (const NamedItem& item : platform_.published) {
      if (item.name.rfind(prefix, 0) == 0) out.insert(item.name);
    }
    return out;
  }

  // Presses and releases the mouse in the middle of a named item, as a tap,
  // then runs `after` frames: by default long enough for any transition; a
  // few (or none) to see what is still in the air (a card flying, a reward).
  void Tap(const std::string& name, int after = kSettleFrames) {
    const NamedItem* item = Find(name);
    INFO("tapping " << name);
    REQUIRE(item != nullptr);
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(item->x + item->w * 0.5f, item->y + item->h * 0.5f);
    Frame();
    io.MouseDown[0] = true;
    Frame();
    io.MouseDown[0] = false;
    Frame();
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);  // the finger lifts away
    Frames(after);
  }

  // Drags a finger from the middle of a named item by (0, dy) over a few frames.
  void Drag(const std::string& name, float dy) {
    const NamedItem* item = Find(name);
    INFO("dragging " << name);
    REQUIRE(item != nullptr);
    ImGuiIO& io = ImGui::GetIO();
    ImVec2 at(item->x + item->w * 0.5f, item->y + item->h * 0.5f);
    io.MousePos = at;
    Frame();
    io.MouseDown[0] = true;
    Frame();
    constexpr int kSteps = 12;
    for (int i = 0; i < kSteps; ++i) {
      at.y += dy / kSteps;
      io.MousePos = at;
      Frame();
    }
    io.MouseDown[0] = false;
    Frame();
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    Frames(90);  // let any glide finish
  }

  // Drags a finger from the middle of one named item to the middle of another.
  void DragTo(const std::string& from, const std::string& to) {
    const NamedItem* a = Find(from);
    const NamedItem* b = Find(to);
    INFO("dragging " << from << " to " << to);
    REQUIRE(a != nullptr);
    REQUIRE(b != nullptr);
    const ImVec2 start(a->x + a->w * 0.5f, a->y + a->h * 0.5f), end(b->x + b->w * 0.5f, b->y + b->h * 0.5f);
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = start;
    Frame();
    io.MouseDown[0] = true;
    Frame();
    constexpr int kSteps = 12;
    for (int i = 1; i <= kSteps; ++i) {
      const float t = static_cast<float>(i) / kSteps;
      io.MousePos = ImVec2(start.x + (end.x - start.x) * t, start.y + (end.y - start.y) * t);
      Frame();
    }
    io.MouseDown[0] = false;
    Frame();
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    Settle();
  }

  void PressKey(int key) {
    ImGuiIO& io = ImGui::GetIO();
    io.KeysDown[key] = true;
    Frame();
    io.KeysDown[key] = false;
    Settle();
  }

  void Type(const char* text) {
    ImGui::GetIO().AddInputCharactersUTF8(text);
    Settle();
  }

  const std::string& LastAnnouncement() const {
    static const std::string none;
    return platform_.announcements.empty() ? none : platform_.announcements.back();
  }

 private:
  FakePlatform& platform_;
  float width_, height_;
  ImGuiContext* context_ = nullptr;
  std::unique_ptr<App> app_;
  bool fonts_rebuilt_ = false;
};

// The built dictionary, loaded once for the whole test binary.
inline std::shared_ptr<const Dictionary> SharedDictionary() {
  static std::shared_ptr<const Dictionary> dict = [] {
    Result<std::shared_ptr<const Dictionary>> d = Dictionary::Load(ReadBuiltAsset("dict/broad.lfd"));
    REQUIRE(d.ok());
    return *d;
  }();
  return dict;
}

// A new game of `entry` on this device: a person (seat 0, unnamed) against
// easy bots, as many seats as the game needs (two at least), its default
// options, this seed.
inline std::unique_ptr<GameSession> PersonAgainstEasyBots(const GameEntry& entry, uint64_t seed) {
  const GameInfo& info = *BuiltinGames().Find(entry.id);
  SessionSetup setup;
  setup.seats.push_back(SeatSetup{true, "medium", ""});
  for (int i = 1; i < std::max(2, info.min_seats); ++i) setup.seats.push_back(SeatSetup{false, "easy", ""});
  setup.options.seats = static_cast<int>(setup.seats.size());
  setup.options.seed = Seed(seed);
  setup.options.variant = DefaultOptions(info, setup.options.seats);
  auto started = GameSession::Start(info, SharedDictionary().get(), setup, entry.screens->describe);
  INFO(entry.id << ": " << started.error());
  REQUIRE(started.ok());
  return std::move(*started);
}

// The game the app saved in `file` (its user folder), or null when there is
// no save; a save that does not load fails the test.
inline std::unique_ptr<GameSession> SavedGame(const FakePlatform& platform, const std::string& file) {
  auto it = platform.user_files.find(file);
  if (it == platform.user_files.end()) return nullptr;
  Result<std::unique_ptr<GameSession>> s =
      GameSession::Load(it->second, BuiltinGames(), SharedDictionary().get(), nullptr);
  INFO(s.error());
  REQUIRE(s.ok());
  return std::move(*s);
}

// Opens `game`'s set-up screen directly (no menu), seats `opponent`
// ("easy", "human", ...) in seat 1, types `seed` and starts: the table or its
// privacy screen is up.
// Drags the set-up screen up until `name` is on screen (a phone's or a
// short window's set-up screen scrolls).
inline void ScrollToItem(Harness& h, const std::string& name) {
  for (int i = 0; i < 8 && !h.Has(name); ++i) {
    const std::set<std::string> names = h.NamesWithPrefix("setup/");
    REQUIRE(!names.empty());
    h.Drag(*names.begin(), -300);
  }
  REQUIRE(h.Has(name));
}

inline void StartFromSetup(Harness& h, const GameUi& game, const std::string& opponent, const std::string& seed) {
  h.app().OpenScreen(MakeGameSetupScreen(game));
  h.Settle();
  REQUIRE(h.Has("setup/start"));
  if (h.Has("setup/guide/no")) h.Tap("setup/guide/no");  // a first visit's offer of the guided game
  h.Tap("setup/seat/1/" + opponent);
  // Seat 0 starts (The Lost Words' own default is a random first player).
  if (h.Has("setup/first/0")) h.Tap("setup/first/0");
  ScrollToItem(h, "setup/seed");
  h.Tap("setup/seed");
  h.Type(seed.c_str());
  h.Tap("setup/start");
  REQUIRE((h.Has("game/rules") || h.Has("game/ready")));
}

}  // namespace lf::ui::testing
