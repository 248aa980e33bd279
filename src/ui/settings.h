// The player's preferences and how they are saved (settings.json in the
// player's own files, through Platform::WriteUserFile).
//
// Every field here changes something on screen right away; a setting that
// did nothing would not be here. Parsing never fails: a damaged file gives
// the defaults plus a one-line notice for the player, and keys this version
// does not know (written by a newer build) survive a rewrite.
#pragma once
#include <array>
#include <map>
#include <string>
#include <string_view>

#include "core/json.h"

namespace lf::ui {

enum class ThemeChoice {
  kLight,
  kDark,
  kSystem,  // follow the system's light/dark preference (only offered where the platform can tell)
};

// Interface scale steps, in percent. Text and touch targets grow together.
inline constexpr std::array<int, 7> kUiScaleSteps = {80, 90, 100, 110, 125, 140, 150};
inline constexpr int kMinUiScale = kUiScaleSteps.front();
inline constexpr int kMaxUiScale = kUiScaleSteps.back();

// The sounds' volume, in percent, in steps of kVolumeStep.
inline constexpr int kVolumeStep = 10;
inline constexpr int kMaxVolume = 100;

// How long each bot move stays on screen before the next move happens.
enum class BotSpeed { kSlow, kNormal, kFast };

struct Settings {
  ThemeChoice theme = ThemeChoice::kSystem;
  int ui_scale_percent = 100;
  bool reduce_motion = false;
  BotSpeed bot_speed = BotSpeed::kNormal;
  // Each bot move stays on screen until the player taps Go on (no time
  // limit at all, WCAG 2.2.1; play::Session::SetWaitForPerson).
  bool wait_for_me = false;
  // The table's sounds (ui/sound.h): on or off, and how loud. Reduced
  // motion leaves them alone; a device set to silent silences them where
  // the platform can tell (the web page: Platform::PlaySound).
  bool sound = true;
  int volume_percent = 70;
  // Switches a game's table offers that outlive a game (Lost for Words'
  // "Hints"), by "<game-id>/<switch>"; absent means off.
  std::map<std::string, bool> table_switches;
  // Play on several devices: a self-hosted PeerServer ("host:port[/path]"),
  // or "" for the PeerJS cloud (docs/multi-device.md).
  std::string peer_server;

  float ui_scale() const { return static_cast<float>(ui_scale_percent) / 100.0f; }
  // The gain a sound is played at (0..1): off, or the volume on a squared
  // curve, which the ear hears as even steps.
  float sound_gain() const {
    const float v = static_cast<float>(volume_percent) / kMaxVolume;
    return sound ? v * v : 0.0f;
  }
  // Seconds a bot's move is held on screen: long enough to follow it (the
  // moved cards marked, a line saying what happened) before anything else
  // happens, a round's summary included.
  double bot_hold_seconds() const {
    return bot_speed == BotSpeed::kSlow ? 2.0 : bot_speed == BotSpeed::kFast ? 0.5 : 1.1;
  }
  bool operator==(const Settings& o) const = default;
};

inline constexpr std::string_view kSettingsFileName = "settings.json";

// The next larger/smaller scale step from `percent` (which may sit between
// steps, if the file was edited by hand); stays put at either end.
int NextUiScale(int percent);
int PreviousUiScale(int percent);

const char* ThemeChoiceName(ThemeChoice choice);  // "light", "dark", "system"
const char* BotSpeedName(BotSpeed speed);         // "slow", "normal", "fast"

struct ParsedSettings {
  Settings settings;
  Json document;       // the file's object, so unknown keys survive a rewrite
  std::string notice;  // "" if the file was fine; else one line for the player
};

// Reads settings.json's text. Never fails: bad JSON, a non-object or a value
// of the wrong kind falls back to the defaults for what could not be read and
// explains it in `notice`.
ParsedSettings ParseSettings(std::string_view text);

// The file's text for `settings`, keeping any other keys of `document`.
std::string SerializeSettings(const Settings& settings, const Json& document = Json());

}  // namespace lf::ui
