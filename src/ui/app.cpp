// App: owns the screen stack, settings, theme, fonts and the dictionary, and
// draws the frame around the current screen (top bar, notices, transition).
//
// Index
//   [SECTION] Impl: state and the Ui services screens use
//   [SECTION] Start-up: settings, fonts, dictionary, credits
//   [SECTION] Frame: style, top bar, notices, the screen, navigation
//   [SECTION] App: the public face
#include "ui/app.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "core/check.h"
#include "core/dict/dictionary.h"
#include "imgui.h"
#include "imgui_internal.h"  // the last item's id and flags: whether a named item is a control
#include "ui/fonts.h"
#include "ui/layout.h"
#include "ui/layout_report.h"
#include "ui/screen.h"
#include "ui/screens.h"
#include "ui/settings.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace lf::ui {

//-----------------------------------------------------------------------------
// [SECTION] Impl: state and the Ui services screens use
//-----------------------------------------------------------------------------

namespace {
constexpr const char* kCreditsAsset = "CREDITS.md";
constexpr float kTransitionSeconds = 0.22f;
}  // namespace

struct App::Impl final : Ui {
  explicit Impl(Platform& platform) : platform_(platform), store_(platform) {}

  // --- Ui ---
  Platform& platform() override { return platform_; }
  play::Store& store() override { return store_; }
  const Layout& layout() const override { return layout_; }
  const Palette& palette() const override { return *palette_; }
  const FontSet& fonts() const override { return fonts_; }
  const Settings& settings() const override { return settings_; }
  bool SystemThemeKnown() const override { return platform_.SystemColorScheme() != Platform::ColorScheme::kUnknown; }
  Status ChangeSettings(const Settings& settings) override;
  void Push(std::unique_ptr<Screen> screen) override {
    LF_CHECK(screen != nullptr);
    pending_.push_back({std::move(screen), false});
  }
  void Pop() override { pending_.push_back({nullptr, true}); }
  const Dictionary* dictionary() const override {
    EnsureDictionary();
    return dictionary_.get();
  }
  const std::string& dictionary_error() const override {
    EnsureDictionary();
    return dictionary_error_;
  }
  bool dictionary_failed() const override {
    if (dictionary_attempted_) return dictionary_ == nullptr;
    const Platform::AssetState::Status status = platform_.GetAssetState(kDictionaryAsset).status;
    return status == Platform::AssetState::Status::kFailed || status == Platform::AssetState::Status::kDamaged;
  }
  // Loads the dictionary the first time anything needs it once its file is
  // in (see App::Init); until then there is none, and no error either.
  void EnsureDictionary() const { const_cast<Impl*>(this)->UpdateDictionary(); }
  const Result<std::string>& credits() const override {
    const_cast<Impl*>(this)->EnsureCredits();
    return credits_;
  }
  void NameItem(std::string_view name) override;
  void Mirror(MirrorNode node) override {
    if (mirror_muted_ != 0) return;
    // A group (a choice) without a name of its own is named by the line just
    // above it, as a sighted player reads it ("Seat 1", "Theme").
    if (node.role == MirrorNode::Role::kGroup && node.label.empty() && !mirror_.empty() &&
        (mirror_.back().role == MirrorNode::Role::kText || mirror_.back().role == MirrorNode::Role::kHeading))
      node.label = mirror_.back().label;
    mirror_.push_back(std::move(node));
  }
  bool MirrorPressed(std::string_view id) override {
    for (auto it = mirror_actions_.begin(); it != mirror_actions_.end(); ++it) {
      if (it->id != id || it->typed) continue;
      mirror_actions_.erase(it);
      return true;
    }
    return false;
  }
  const std::string* MirrorTyped(std::string_view id) override {
    // The last text typed wins; earlier ones of the same field are dropped.
    const std::string* found = nullptr;
    for (const MirrorAction& a : mirror_actions_)
      if (a.id == id && a.typed) found = &a.value;
    return found;
  }
  void MuteMirror(bool muted) override { mirror_muted_ += muted ? 1 : -1; }
  const NamedItem* FindItem(std::string_view name) const override {
    for (const NamedItem& item : last_named_)
      if (item.name == name) return &item;
    return nullptr;
  }
  const NamedItem* FindWholeItem(std::string_view name) const override {
    for (const NamedItem& item : last_whole_)
      if (item.name == name) return &item;
    return nullptr;
  }
  const std::vector<NamedItem>& WholeItems() const override { return last_whole_; }
  bool AnyControlIn(ImVec2 min, ImVec2 max) const override {
    for (const NamedItem& item : last_named_) {
      if (!item.control) continue;
      if (std::min(max.x, item.x + item.w) > std::max(min.x, item.x) &&
          std::min(max.y, item.y + item.h) > std::max(min.y, item.y))
        return true;
    }
    return false;
  }
  void BeginOverlay(std::string_view name) override {
    open_overlays_.emplace_back(name);
    if (LayoutProbe* probe = ActiveLayoutProbe()) probe->BeginOverlay(std::string(name));
  }
  void EndOverlay(ImVec2 min, ImVec2 max) override {
    if (open_overlays_.empty()) return;
    overlays_.push_back({open_overlays_.back(), min.x, min.y, max.x - min.x, max.y - min.y});
    open_overlays_.pop_back();
    if (LayoutProbe* probe = ActiveLayoutProbe()) probe->EndOverlay(min, max);
  }
  void NoteLayout(std::string_view key, std::string_view value) override {
    if (LayoutProbe* probe = ActiveLayoutProbe()) probe->Note(std::string(key), std::string(value));
  }
  const NamedItem* FindOverlay(std::string_view name) const override {
    for (const NamedItem& overlay : last_overlays_)
      if (overlay.name == name) return &overlay;
    return nullptr;
  }
  bool CanQuit() const override { return !platform_.IsWeb(); }
  void Quit() override {
    wants_quit_ = true;
    platform_.RequestQuit();
  }
  double time() const override { return time_; }
  const std::vector<Press>& Presses() const override { return presses_; }
  float MotionSeconds(float seconds) const override { return settings_.reduce_motion ? 0.0f : seconds; }
  void PlaySound(Sound sound) override;

  // --- App ---
  void InitWithoutSettings();
  bool UpdateFonts(float content_scale);
  void Frame(float width, float height);
  bool Back();

  void LoadSettings();
  void AddNotice(const std::string& text);
  void UpdateDictionary();
  void LoadDictionary();
  void EnsureCredits();
  bool AssetsReady(const Screen& screen);
  const Palette& ResolvePalette() const;
  void ApplyStyleIfChanged();
  float DrawTopBar(const std::string& title);
  void ApplyNavigation();

  struct Entry {
    std::unique_ptr<Screen> screen;
    int serial = 0;  // unique per push, so each screen gets its own scroll state
    DragScroll scroll;
  };
  struct Pending {
    std::unique_ptr<Screen> push;
    bool pop = false;
  };

  Platform& platform_;
  play::Store store_;
  bool initialised_ = false;
  bool settings_loaded_ = false;

  Settings settings_;
  Json settings_document_;
  std::vector<std::string> notices_;  // one-line messages, oldest first, each dismissable

  FontLibrary font_library_;
  FontSet fonts_;
  bool fonts_built_ = false;
  float fonts_content_scale_ = 0;
  int fonts_ui_scale_ = 0;  // percent the atlas was built for; layout follows it

  const Palette* palette_ = &LightPalette();
  const Palette* styled_palette_ = nullptr;
  float styled_scale_ = 0;
  bool styled_touch_ = false;
  Layout layout_;

  std::vector<Entry> stack_;
  std::vector<Pending> pending_;
  int next_serial_ = 0;
  double transition_start_ = -1;
  int transition_direction_ = 0;  // +1 forward, -1 back
  bool focus_content_ = true;     // give the screen's window keyboard focus next frame

  std::vector<NamedItem> named_;
  std::vector<MirrorNode> mirror_;             // this frame's
  std::vector<MirrorAction> mirror_actions_;   // the page's, for this frame
  int mirror_muted_ = 0;
  std::string last_mirror_;                    // the JSON last published
  std::vector<Press> presses_;  // this frame's
  std::vector<NamedItem> last_named_;  // the frame before's, for FindItem
  std::vector<NamedItem> whole_, last_whole_;  // every item whole, this frame's and the one before's
  std::vector<NamedItem> overlays_, last_overlays_;  // this frame's and the one before's (FindOverlay)
  std::vector<std::string> open_overlays_;
  LayoutProbe layout_probe_;  // while the platform wants the layout (ui/layout_report.h)
  std::shared_ptr<const Dictionary> dictionary_;
  std::string dictionary_error_;
  bool dictionary_attempted_ = false;
  bool dictionary_fetched_again_ = false;  // a damaged copy was fetched once more
  long frames_ = 0;
  Result<std::string> credits_ = Result<std::string>::Error("not loaded yet");
  bool credits_loaded_ = false;
  std::string startup_error_;
  double time_ = 0;
  bool wants_quit_ = false;
  std::array<double, std::size(kAllSounds)> last_sound_ = MakeNever();  // when each sound last played
  static std::array<double, std::size(kAllSounds)> MakeNever() {
    std::array<double, std::size(kAllSounds)> never;
    never.fill(-1);
    return never;
  }
};

Status App::Impl::ChangeSettings(const Settings& settings) {
  settings_ = settings;
  return platform_.WriteUserFile(kSettingsFileName, SerializeSettings(settings_, settings_document_));
}

// The settings decide (off, or the volume; reduced motion does not silence
// it), then the platform plays. The same sound asked for again within
// kSoundRepeatSeconds is one sound: three tokens stepping in one frame, or a
// table asking twice for one moment, must not stack into a louder one.
void App::Impl::PlaySound(Sound sound) {
  constexpr double kSoundRepeatSeconds = 0.045;
  const float gain = settings_.sound_gain();
  if (gain <= 0) return;
  double& last = last_sound_[static_cast<size_t>(sound)];
  if (last >= 0 && time_ - last < kSoundRepeatSeconds) return;
  last = time_;
  platform_.PlaySound(sound, gain);
}

void App::Impl::NameItem(std::string_view name) {
  if (LayoutProbe* probe = ActiveLayoutProbe()) probe->AddItem(std::string(name));
  const ImGuiLastItemData& last = GImGui->LastItemData;
  const bool control = last.ID != 0 && (last.InFlags & ImGuiItemFlags_Disabled) == 0 && open_overlays_.empty();
  {
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    whole_.push_back({std::string(name), min.x, min.y, max.x - min.x, max.y - min.y, control});
  }
  // Publish only what a finger could tap: the part inside the clip rect.
  const ImVec2 item_min = ImGui::GetItemRectMin(), item_max = ImGui::GetItemRectMax();
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 clip_min = list->GetClipRectMin(), clip_max = list->GetClipRectMax();
  const float x0 = std::max(item_min.x, clip_min.x), y0 = std::max(item_min.y, clip_min.y);
  const float x1 = std::min(item_max.x, clip_max.x), y1 = std::min(item_max.y, clip_max.y);
  if (x1 <= x0 || y1 <= y0) return;
  named_.push_back({std::string(name), x0, y0, x1 - x0, y1 - y0, control});
}

//-----------------------------------------------------------------------------
// [SECTION] Start-up: settings, fonts, dictionary, credits
//-----------------------------------------------------------------------------

void App::Impl::InitWithoutSettings() {
  LF_CHECK(!initialised_);
  initialised_ = true;
  if (Status fonts = font_library_.Load(platform_); !fonts.ok()) AddNotice(fonts.reason());
  stack_.push_back({MakeMenuScreen(), next_serial_++, {}});
}

void App::Impl::LoadSettings() {
  LF_CHECK(initialised_ && !settings_loaded_);
  settings_loaded_ = true;
  // No file (the first run) and an unreadable file both mean defaults; only a
  // file that was read but is damaged deserves a word to the player.
  Result<std::string> text = platform_.ReadUserFile(kSettingsFileName);
  if (!text.ok()) return;
  ParsedSettings parsed = ParseSettings(*text);
  settings_ = parsed.settings;
  settings_document_ = parsed.document;
  if (!parsed.notice.empty()) AddNotice(parsed.notice);
}

void App::Impl::AddNotice(const std::string& text) {
  notices_.push_back(text);
  platform_.Announce(text);  // screen readers hear what the notice bar shows
}

void App::Impl::EnsureCredits() {
  if (credits_loaded_ || platform_.GetAssetState(kCreditsAsset).status == Platform::AssetState::Status::kPending) {
    return;
  }
  credits_loaded_ = true;
  Result<std::vector<uint8_t>> credits = platform_.ReadAsset(kCreditsAsset);
  if (credits.ok()) {
    credits_ = std::string(credits->begin(), credits->end());
  } else {
    credits_ = Result<std::string>::Error(credits.error());
  }
}

// The word list is read once its file is in (on the web it arrives after the
// first frame). A download that failed is the waiting screen's to retry.
void App::Impl::UpdateDictionary() {
  if (dictionary_attempted_) return;
  // Reading it runs code from the program's second part: wait for that too.
  const Platform::AssetState::Status code = platform_.GetAssetState(kRestOfProgram).status;
  if (code != Platform::AssetState::Status::kReady && code != Platform::AssetState::Status::kMissing) return;
  const Platform::AssetState state = platform_.GetAssetState(kDictionaryAsset);
  switch (state.status) {
    case Platform::AssetState::Status::kPending:
      return;
    case Platform::AssetState::Status::kFailed:
      dictionary_error_ = "The word list could not be downloaded (" + state.reason + ").";
      return;
    case Platform::AssetState::Status::kDamaged:
      // (The page fetched a second copy past every cache, and it was damaged too.)
      dictionary_attempted_ = true;  // until the player asks for another copy
      dictionary_error_ = "The word list arrived damaged, twice.";
      startup_error_ = dictionary_error_;
      return;
    case Platform::AssetState::Status::kReady:
    case Platform::AssetState::Status::kMissing:
      LoadDictionary();
      return;
  }
}

void App::Impl::LoadDictionary() {
  dictionary_attempted_ = true;
  Result<std::vector<uint8_t>> bytes = platform_.ReadAsset(kDictionaryAsset);
  if (!bytes.ok()) {
    dictionary_error_ = "The word list could not be loaded. " + bytes.error();
  } else {
    Result<std::shared_ptr<const Dictionary>> dict = Dictionary::Load(std::move(*bytes));
    if (dict.ok()) {
      dictionary_ = *dict;
      dictionary_error_.clear();
      return;
    }
    dictionary_error_ = "The word list is damaged. " + dict.error();
    // A cache can keep a copy that arrived damaged: fetch it once more past
    // every cache before the player hears of it.
    if (platform_.IsWeb() && !dictionary_fetched_again_) {
      dictionary_fetched_again_ = true;
      dictionary_attempted_ = false;
      platform_.FetchAssetAgain(kDictionaryAsset);
      if (platform_.GetAssetState(kDictionaryAsset).status == Platform::AssetState::Status::kReady) LoadDictionary();
      if (!dictionary_attempted_) return;  // the new copy is on its way
    }
  }
  startup_error_ = dictionary_error_;
}

bool App::Impl::UpdateFonts(float content_scale) {
  LF_CHECK(initialised_);
  content_scale = std::clamp(content_scale, 0.5f, 4.0f);
  const int ui_scale = settings_.ui_scale_percent;
  if (fonts_built_ && content_scale == fonts_content_scale_ && ui_scale == fonts_ui_scale_) return false;
  ImGuiIO& io = ImGui::GetIO();
  fonts_ = font_library_.Build(io.Fonts, content_scale, settings_.ui_scale());
  io.FontGlobalScale = fonts_.global_scale;
  io.FontDefault = fonts_.body;
  fonts_built_ = true;
  fonts_content_scale_ = content_scale;
  fonts_ui_scale_ = ui_scale;
  return true;
}

//-----------------------------------------------------------------------------
// [SECTION] Frame: style, top bar, notices, the screen, navigation
//-----------------------------------------------------------------------------

const Palette& App::Impl::ResolvePalette() const {
  switch (settings_.theme) {
    case ThemeChoice::kLight: return LightPalette();
    case ThemeChoice::kDark: return DarkPalette();
    case ThemeChoice::kSystem:
      return platform_.SystemColorScheme() == Platform::ColorScheme::kDark ? DarkPalette() : LightPalette();
  }
  return LightPalette();
}

void App::Impl::ApplyStyleIfChanged() {
  if (styled_palette_ == palette_ && styled_scale_ == layout_.scale && styled_touch_ == layout_.touch) return;
  ApplyStyle(*palette_, layout_.scale, layout_.touch, &ImGui::GetStyle());
  styled_palette_ = palette_;
  styled_scale_ = layout_.scale;
  styled_touch_ = layout_.touch;
}

float App::Impl::DrawTopBar(const std::string& title) {
  const Layout& l = layout_;
  const float s = l.scale;
  const float pad = 8 * s;
  const float height = l.target + 2 * pad;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetWindowPos();

  const float back_x = std::max(l.margin - 10 * s, 4 * s);
  ImGui::SetCursorPos(ImVec2(back_x, pad));
  const std::string back_label = std::string(kIconBack) + "  Back";
  const float back_w = MeasureText(fonts_.strong, back_label).x + 32 * s;
  if (Button(*this, "nav/back", back_label, ButtonKind::kQuiet, back_w)) Pop();

  // Centred over the window unless that would run into the back button; a
  // title too long for the room left (a phone at large text) takes the
  // smaller bold font, then is shortened with an ellipsis.
  const float room = l.width - (back_x + back_w + 8 * s) - 8 * s;
  ImFont* font = fonts_.heading;
  if (MeasureText(font, title).x > room) font = fonts_.strong;
  const std::string shown = FitText(font, title, room);
  const ImVec2 size = MeasureText(font, shown);
  float x = (l.width - size.x) * 0.5f;
  x = std::max(x, back_x + back_w + 8 * s);
  DrawText(list, font, ImVec2(origin.x + x, origin.y + (height - size.y) * 0.5f), palette_->ink, shown);
  list->AddLine(ImVec2(origin.x, origin.y + height - 0.5f), ImVec2(origin.x + l.width, origin.y + height - 0.5f),
                Col(palette_->border), 1.0f);
  return height;
}

void App::Impl::Frame(float width, float height) {
  LF_CHECK(initialised_ && settings_loaded_);
  LF_CHECK(fonts_built_);  // UpdateFonts() comes before the first NewFrame()
  if (frames_++ >= 1) UpdateDictionary();  // after the first frame is on screen, once it is in
  ImGuiIO& io = ImGui::GetIO();
  time_ += io.DeltaTime;
  palette_ = &ResolvePalette();
  // Layout follows the scale the fonts were built for, so sizes and text
  // always agree even in the frame where the player changes the scale.
  layout_ = ComputeLayout(width, height, static_cast<float>(fonts_ui_scale_) / 100.0f, platform_.HasTouch());
  ApplyStyleIfChanged();
  last_named_.swap(named_);
  named_.clear();
  last_overlays_.swap(overlays_);
  overlays_.clear();
  last_whole_.swap(whole_);
  whole_.clear();
  open_overlays_.clear();
  const bool report_layout = platform_.WantsLayout();
  if (report_layout) layout_probe_.BeginFrame(width, height);
  SetActiveLayoutProbe(report_layout ? &layout_probe_ : nullptr);
  presses_ = platform_.TakePresses();
  mirror_.clear();
  mirror_muted_ = 0;
  mirror_actions_ = platform_.TakeMirrorActions();
  // Escape on the page's mirror goes back, as Escape on the canvas does.
  for (auto it = mirror_actions_.begin(); it != mirror_actions_.end();) {
    if (it->id == "nav/escape") {
      Back();
      it = mirror_actions_.erase(it);
    } else {
      ++it;
    }
  }
  if (presses_.empty() && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) presses_.push_back({io.MousePos.x, io.MousePos.y, time_});

  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) Back();

  const ImGuiWindowFlags root_flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                      ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings |
                                      ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::Begin("Lost & Found##app", nullptr, root_flags);

  Entry& top = stack_.back();
  float y = 0;
  if (stack_.size() > 1) y = DrawTopBar(top.screen->Title());

  if (!notices_.empty()) {
    ImGui::SetCursorPos(ImVec2(layout_.column_x, y + layout_.small_gap));
    if (NoticeBar(*this, "notice/dismiss", notices_.front(), layout_.column_width)) {
      notices_.erase(notices_.begin());
    }
    y = ImGui::GetCursorPosY();
  }

  // Forward slides in from the right, back from the left, fading in.
  float progress = 1.0f;
  const float duration = MotionSeconds(kTransitionSeconds);
  if (transition_direction_ != 0 && duration > 0) {
    progress = std::clamp(static_cast<float>((time_ - transition_start_) / duration), 0.0f, 1.0f);
  }
  if (progress >= 1.0f) transition_direction_ = 0;
  const float eased = 1.0f - (1.0f - progress) * (1.0f - progress) * (1.0f - progress);
  const float offset = static_cast<float>(transition_direction_) * (1.0f - eased) * 48.0f * layout_.scale;

  ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.2f + 0.8f * eased);
  ImGui::SetCursorPos(ImVec2(offset, y));
  const bool own_layout = top.screen->ManagesOwnLayout();
  const std::string child_id = "screen/" + std::to_string(top.serial);
  ImGuiWindowFlags child_flags = ScrollFlags(*this);
  if (own_layout) child_flags |= ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
  ImGui::BeginChild(child_id.c_str(), ImVec2(width, std::max(height - y, 1.0f)), false, child_flags);
  if (focus_content_) {
    // Keyboard navigation starts inside the new screen, not on the frame around it.
    ImGui::SetWindowFocus();
    focus_content_ = false;
  }
  if (!AssetsReady(*top.screen)) {
    // (drawn by AssetsReady)
  } else if (own_layout) {
    top.screen->Draw(*this);
  } else {
    ImGui::Indent(layout_.column_x);
    top.screen->Draw(*this);
    ImGui::Unindent(layout_.column_x);
    UpdateDragScroll(*this, top.scroll);
    DrawScrollFades(*this);
  }
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::End();

  // The mirror's title is the screen's (the menu's, the app's name), taken
  // before navigation changes the stack.
  const std::string mirror_title = top.screen->Title();
  ApplyNavigation();
  platform_.PublishNamedItems(named_);
  if (report_layout) {
    SetActiveLayoutProbe(nullptr);
    platform_.PublishLayout(layout_probe_.EndFrame());
  }
  if (platform_.WantsMirror()) {
    std::string mirror = MirrorJson(mirror_title, mirror_);
    if (mirror != last_mirror_) {
      platform_.PublishMirror(mirror);
      last_mirror_ = std::move(mirror);
    }
  }
}

// While a screen's assets are not all in: a progress bar over their bytes (the
// page fetches them first), or, if one failed or came damaged, what went
// wrong and a button that fetches it again past every cache. Returns true
// when the screen itself can be drawn.
bool App::Impl::AssetsReady(const Screen& screen) {
  std::vector<std::string> assets = screen.Assets();
  if (assets.empty()) return true;
  assets.push_back(kRestOfProgram);  // what runs on them
  using Status = Platform::AssetState::Status;
  double loaded = 0, total = 0;
  bool pending = false;
  std::vector<std::string> failed, damaged;
  std::string reason;
  for (const std::string& path : assets) {
    const Platform::AssetState state = platform_.GetAssetState(path);
    loaded += state.loaded;
    total += state.total;
    if (state.status == Status::kPending) {
      pending = true;
      platform_.HurryAsset(path);
    } else if (state.status == Status::kFailed) {
      failed.push_back(path);
      reason = state.reason;
    } else if (state.status == Status::kDamaged) {
      damaged.push_back(path);
    }
  }
  // The word list must also read well, which only loading it tells (a copy
  // that does not is fetched again once: LoadDictionary).
  const bool needs_dictionary = std::find(assets.begin(), assets.end(), kDictionaryAsset) != assets.end();
  if (!pending && failed.empty() && damaged.empty() && needs_dictionary) {
    UpdateDictionary();
    pending = platform_.GetAssetState(kDictionaryAsset).status == Status::kPending;
    if (!pending && dictionary_ == nullptr) damaged.push_back(kDictionaryAsset);
  }
  if (!pending && failed.empty() && damaged.empty()) return true;

  const Layout& l = layout_;
  const float width = l.column_width;
  const float button_w = std::min(width, 320 * l.scale);
  const auto what = [](const std::vector<std::string>& paths) {
    return paths.size() == 1 && paths.front() == kDictionaryAsset ? std::string("The word list")
                                                                  : std::string("Some of the game's files");
  };
  ImGui::Indent(l.column_x);
  Spacing(l.gap);
  if (pending) {
    Heading(*this, "Getting it ready\xE2\x80\xA6");  // "…"
    Spacing(l.small_gap);
    const float fraction = total > 0 ? static_cast<float>(std::clamp(loaded / total, 0.0, 1.0)) : 0.0f;
    const ImVec2 min = ImGui::GetCursorScreenPos();
    const float bar_h = std::round(10 * l.scale);
    ImDrawList* list = ImGui::GetWindowDrawList();
    list->AddRectFilled(min, ImVec2(min.x + width, min.y + bar_h), Col(palette_->sunken), bar_h * 0.5f);
    if (fraction > 0) {
      list->AddRectFilled(min, ImVec2(min.x + std::max(width * fraction, bar_h), min.y + bar_h), Col(palette_->accent),
                          bar_h * 0.5f);
    }
    ImGui::Dummy(ImVec2(width, bar_h));
    NameItem("assets/progress");
    Spacing(l.small_gap);
    char amount[64];
    std::snprintf(amount, sizeof amount, "%.1f of %.1f MB", loaded / 1e6, std::max(total, loaded) / 1e6);
    Caption(*this, std::string("Downloading the game's files") + (total > 0 ? ": " + std::string(amount) : "."), width);
  } else if (!damaged.empty()) {
    const bool dictionary = damaged.size() == 1 && damaged.front() == kDictionaryAsset && !dictionary_error_.empty();
    Paragraph(*this, std::string(kIconWarning) + "  " + (dictionary ? dictionary_error_ : what(damaged) + " arrived damaged."),
              fonts_.strong, &palette_->notice, width);
    Spacing(l.small_gap);
    if (platform_.IsWeb()) {
      Caption(*this, "A new copy usually fixes this.", width);
      Spacing(l.small_gap);
      if (Button(*this, "assets/download-again", "Download again", ButtonKind::kPrimary, button_w)) {
        for (const std::string& path : damaged) platform_.FetchAssetAgain(path);
        if (std::find(damaged.begin(), damaged.end(), kDictionaryAsset) != damaged.end()) {
          dictionary_attempted_ = false;
          dictionary_error_.clear();
        }
      }
    }
  } else {
    Paragraph(*this, std::string(kIconWarning) + "  " + what(failed) + " could not be downloaded (" + reason + ").",
              fonts_.strong, &palette_->notice, width);
    Spacing(l.small_gap);
    Caption(*this, "Check the internet connection and try again.", width);
    Spacing(l.small_gap);
    if (Button(*this, "assets/retry", "Retry", ButtonKind::kPrimary, button_w)) {
      for (const std::string& path : failed) platform_.FetchAssetAgain(path);
    }
  }
  ImGui::Unindent(l.column_x);
  return false;
}

bool App::Impl::Back() {
  // Count pops already queued this frame, so a double back never pops the menu.
  int queued = 0;
  for (const Pending& p : pending_) queued += p.pop ? 1 : (p.push ? -1 : 0);
  if (static_cast<int>(stack_.size()) - queued <= 1) return false;
  Pop();
  return true;
}

void App::Impl::ApplyNavigation() {
  // Screens ask for navigation mid-draw; the stack changes only between frames.
  std::vector<Pending> pending = std::move(pending_);
  pending_.clear();
  for (Pending& p : pending) {
    if (p.pop) {
      if (stack_.size() <= 1) continue;
      stack_.pop_back();
      transition_direction_ = -1;
    } else {
      stack_.push_back({std::move(p.push), next_serial_++, {}});
      transition_direction_ = +1;
    }
    transition_start_ = time_;
    focus_content_ = true;
    platform_.Announce(stack_.back().screen->Title());
  }
}

//-----------------------------------------------------------------------------
// [SECTION] App: the public face
//-----------------------------------------------------------------------------

App::App(Platform& platform) : impl_(std::make_unique<Impl>(platform)) {}
App::~App() = default;
void App::Init() {
  impl_->InitWithoutSettings();
  impl_->LoadSettings();
}
void App::InitWithoutSettings() { impl_->InitWithoutSettings(); }
void App::LoadSettings() { impl_->LoadSettings(); }
const std::string& App::StartupError() const { return impl_->startup_error_; }
bool App::UpdateFonts(float content_scale) { return impl_->UpdateFonts(content_scale); }
void App::Frame(float width, float height) { impl_->Frame(width, height); }
bool App::Back() { return impl_->Back(); }
bool App::WantsQuit() const { return impl_->wants_quit_; }
void App::OpenScreen(std::unique_ptr<Screen> screen) { impl_->Push(std::move(screen)); }

}  // namespace lf::ui
