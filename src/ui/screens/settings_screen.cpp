// Settings: only what changes something right away.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "ui/screens.h"
#include "ui/widgets.h"

namespace lf::ui {
namespace {

class SettingsScreen final : public Screen {
 public:
  std::string Title() const override { return "Settings"; }

  void Draw(Ui& ui) override {
    const Layout& l = ui.layout();
    const Palette& p = ui.palette();
    const float s = l.scale;
    const float width = l.column_width;
    Settings settings = ui.settings();
    bool changed = false;

    Spacing(l.gap * 0.5f);
    Heading(ui, "Appearance");
    Spacing(2 * s);
    BeginGroup(ui);
    const float inner = width - 2 * GroupPadding(ui);

    Paragraph(ui, "Theme", ui.fonts().strong, nullptr, inner);
    std::vector<Segment> themes = {{"light", "Light"}, {"dark", "Dark"}};
    std::vector<ThemeChoice> choices = {ThemeChoice::kLight, ThemeChoice::kDark};
    if (ui.SystemThemeKnown()) {
      themes.push_back({"system", "System"});
      choices.push_back(ThemeChoice::kSystem);
    }
    // Without a system preference to follow, "System" means light.
    const ThemeChoice shown =
        (settings.theme == ThemeChoice::kSystem && !ui.SystemThemeKnown()) ? ThemeChoice::kLight : settings.theme;
    int selected = 0;
    for (size_t i = 0; i < choices.size(); ++i) {
      if (choices[i] == shown) selected = static_cast<int>(i);
    }
    if (Segmented(ui, "settings/theme", themes.data(), static_cast<int>(themes.size()), &selected, inner)) {
      settings.theme = choices[selected];
      changed = true;
    }

    Divider(ui, inner);

    Paragraph(ui, "Text size", ui.fonts().strong, nullptr, inner);
    Caption(ui, "Makes text and buttons larger or smaller everywhere.", inner);
    Spacing(2 * s);
    const std::string percent = std::to_string(settings.ui_scale_percent) + "%";
    const int step = Stepper(ui, "settings/scale", percent, settings.ui_scale_percent > kMinUiScale,
                             settings.ui_scale_percent < kMaxUiScale, std::min(inner, 2 * l.target + 110 * s));
    if (step != 0) {
      settings.ui_scale_percent =
          step > 0 ? NextUiScale(settings.ui_scale_percent) : PreviousUiScale(settings.ui_scale_percent);
      changed = true;
    }
    EndGroup(ui);

    Spacing(l.gap * 0.6f);
    Heading(ui, "Motion");
    Spacing(2 * s);
    BeginGroup(ui);
    bool reduce = settings.reduce_motion;
    if (SwitchRow(ui, "settings/reduce-motion", "Reduce motion",
                  "Screens change without sliding, and lists stop scrolling as soon as you let go.", &reduce, inner)) {
      settings.reduce_motion = reduce;
      changed = true;
    }
    Divider(ui, inner);
    Paragraph(ui, "Bot moves", ui.fonts().strong, nullptr, inner);
    Caption(ui, "How long each move of a bot stays on screen before the game goes on.", inner);
    Spacing(2 * s);
    static const Segment kSpeeds[] = {{"slow", "Slow"}, {"normal", "Normal"}, {"fast", "Fast"}};
    int speed = static_cast<int>(settings.bot_speed);
    if (Segmented(ui, "settings/bot-speed", kSpeeds, 3, &speed, inner)) {
      settings.bot_speed = static_cast<BotSpeed>(speed);
      changed = true;
    }
    Spacing(2 * s);
    bool wait = settings.wait_for_me;
    if (SwitchRow(ui, "settings/wait-for-me", "Wait for me",
                  "Each bot move stays on screen until you tap Go on.", &wait, inner)) {
      settings.wait_for_me = wait;
      changed = true;
    }
    EndGroup(ui);

    Spacing(l.gap * 0.6f);
    Heading(ui, "Sound");
    Spacing(2 * s);
    BeginGroup(ui);
    changed |= SwitchRow(ui, "settings/sound", "Play sounds",
                         ui.platform().IsWeb()
                             ? "Cards, dice, shouts, your turn and the end of a game. Silent too while the device is "
                               "set to silent, where the browser lets the game know."
                             : "Cards, dice, shouts, your turn and the end of a game.",
                         &settings.sound, inner);
    Divider(ui, inner);
    Paragraph(ui, "Volume", ui.fonts().strong, nullptr, inner);
    Spacing(2 * s);
    ImGui::BeginDisabled(!settings.sound);
    const std::string volume = std::to_string(settings.volume_percent) + "%";
    const int louder = Stepper(ui, "settings/volume", volume, settings.sound && settings.volume_percent > 0,
                               settings.sound && settings.volume_percent < kMaxVolume,
                               std::min(inner, 2 * l.target + 110 * s), "Quieter", "Louder");
    ImGui::EndDisabled();
    if (louder != 0) {
      settings.volume_percent = std::clamp(settings.volume_percent + louder * kVolumeStep, 0, kMaxVolume);
      changed = true;
      preview_ = true;  // heard at the new volume, once the settings apply
    }
    EndGroup(ui);

    if (ui.platform().Link() != nullptr) {
      // Play on several devices (docs/multi-device.md): the web only.
      Spacing(l.gap * 0.6f);
      Heading(ui, "Several devices");
      Spacing(2 * s);
      BeginGroup(ui);
      Paragraph(ui, "Server for several devices", ui.fonts().strong, nullptr, inner);
      Caption(ui, "Devices find each other through a PeerServer: leave this blank for the free PeerJS server, or "
                  "name your own (host:port, e.g. 192.168.1.20:9000).", inner);
      Spacing(2 * s);
      if (server_.empty() && !server_loaded_) server_ = settings.peer_server;
      server_loaded_ = true;
      char buffer[201] = {};
      std::snprintf(buffer, sizeof buffer, "%s", server_.c_str());
      if (TextField(ui, "settings/peer-server", "PeerJS cloud", buffer, sizeof buffer, inner)) server_ = buffer;
      if (!ImGui::IsItemActive() && server_ != settings.peer_server) {
        settings.peer_server = server_;  // kept once the field is left
        changed = true;
      }
      EndGroup(ui);
    }

    Spacing(l.gap * 0.6f);
    const bool is_default = ui.settings() == Settings();
    if (Button(ui, "settings/reset", "Restore defaults", ButtonKind::kSecondary, 0, !is_default)) {
      settings = Settings();
      server_.clear();
      changed = true;
    }

    if (changed) {
      const bool switched_on = settings.sound && !ui.settings().sound;
      const Status saved = ui.ChangeSettings(settings);
      save_error_ = saved.ok() ? "" : saved.reason();
      // A sound at the level just chosen (or just turned on), so the player
      // hears what they set.
      if (preview_ || switched_on) ui.PlaySound(Sound::kCardPlace);
      preview_ = false;
    }
    if (!save_error_.empty()) {
      Spacing(l.small_gap);
      const std::string text = "Your settings apply now but could not be saved: " + save_error_;
      Paragraph(ui, text, ui.fonts().body, &p.bad, width);
    }
    Spacing(l.gap);
  }

 private:
  static float GroupPadding(Ui& ui) { return (ui.layout().compact() ? 14 : 20) * ui.layout().scale; }

  // Groups sit on a card drawn behind them once their height is known.
  void BeginGroup(Ui& ui) {
    ImDrawList* list = ImGui::GetWindowDrawList();
    list->ChannelsSplit(2);
    list->ChannelsSetCurrent(1);
    group_start_ = ImGui::GetCursorScreenPos();
    const float pad = GroupPadding(ui);
    ImGui::Indent(pad);
    Spacing(pad - ImGui::GetStyle().ItemSpacing.y);
  }

  void EndGroup(Ui& ui) {
    const float pad = GroupPadding(ui);
    ImGui::Unindent(pad);
    const float bottom = ImGui::GetCursorScreenPos().y - ImGui::GetStyle().ItemSpacing.y + pad;
    ImDrawList* list = ImGui::GetWindowDrawList();
    list->ChannelsSetCurrent(0);
    DrawCard(list, group_start_, ImVec2(group_start_.x + ui.layout().column_width, bottom), ui.palette().surface,
             ui.palette(), ui.layout().rounding, 2 * ui.layout().scale);
    list->ChannelsMerge();
    ImGui::SetCursorScreenPos(ImVec2(group_start_.x, bottom));
    Spacing(0);
  }

  void Divider(Ui& ui, float width) {
    Spacing(4 * ui.layout().scale);
    const ImVec2 a = ImGui::GetCursorScreenPos();
    ImGui::GetWindowDrawList()->AddLine(a, ImVec2(a.x + width, a.y), Col(ui.palette().border), 1.0f);
    Spacing(4 * ui.layout().scale);
  }

  ImVec2 group_start_;
  std::string save_error_;
  std::string server_;  // the server field as typed
  bool server_loaded_ = false;
  bool preview_ = false;  // the volume changed this frame
};

}  // namespace

std::unique_ptr<Screen> MakeSettingsScreen() { return std::make_unique<SettingsScreen>(); }

}  // namespace lf::ui
