#include "ui/settings.h"

#include <cmath>
#include <string>
#include <vector>

namespace lf::ui {
namespace {

constexpr int kSettingsVersion = 1;

std::string JoinWithAnd(const std::vector<std::string>& words) {
  std::string out;
  for (size_t i = 0; i < words.size(); ++i) {
    if (i > 0) out += (i + 1 == words.size()) ? " and " : ", ";
    out += words[i];
  }
  return out;
}

}  // namespace

int NextUiScale(int percent) {
  for (int step : kUiScaleSteps) {
    if (step > percent) return step;
  }
  return kMaxUiScale;
}

int PreviousUiScale(int percent) {
  for (auto it = kUiScaleSteps.rbegin(); it != kUiScaleSteps.rend(); ++it) {
    if (*it < percent) return *it;
  }
  return kMinUiScale;
}

const char* ThemeChoiceName(ThemeChoice choice) {
  switch (choice) {
    case ThemeChoice::kLight: return "light";
    case ThemeChoice::kDark: return "dark";
    case ThemeChoice::kSystem: return "system";
  }
  return "system";
}

const char* BotSpeedName(BotSpeed speed) {
  switch (speed) {
    case BotSpeed::kSlow: return "slow";
    case BotSpeed::kNormal: return "normal";
    case BotSpeed::kFast: return "fast";
  }
  return "normal";
}

ParsedSettings ParseSettings(std::string_view text) {
  ParsedSettings out;
  out.document = Json(Json::Object{});
  Result<Json> parsed = Json::Parse(text);
  if (!parsed.ok()) {
    out.notice = "Your saved settings were damaged, so the defaults are in use (" + parsed.error() + ").";
    return out;
  }
  if (!parsed->is_object()) {
    out.notice = "Your saved settings were damaged, so the defaults are in use.";
    return out;
  }
  out.document = *parsed;
  const Json& doc = out.document;

  std::vector<std::string> bad;
  if (doc.has("theme")) {
    const std::string& name = doc["theme"].as_string();
    if (name == "light") {
      out.settings.theme = ThemeChoice::kLight;
    } else if (name == "dark") {
      out.settings.theme = ThemeChoice::kDark;
    } else if (name == "system") {
      out.settings.theme = ThemeChoice::kSystem;
    } else {
      bad.push_back("theme");
    }
  }
  if (doc.has("ui_scale")) {
    const Json& scale = doc["ui_scale"];
    const double percent = scale.as_number(-1);
    // Whole percents inside the offered range only: anything else was not
    // written by this program.
    if (scale.is_number() && percent >= kMinUiScale && percent <= kMaxUiScale && percent == std::floor(percent)) {
      out.settings.ui_scale_percent = static_cast<int>(percent);
    } else {
      bad.push_back("text size");
    }
  }
  if (doc.has("reduce_motion")) {
    if (doc["reduce_motion"].is_bool()) {
      out.settings.reduce_motion = doc["reduce_motion"].as_bool();
    } else {
      bad.push_back("reduce motion");
    }
  }
  if (doc.has("peer_server")) {
    const Json& server = doc["peer_server"];
    if (server.is_string() && server.as_string().size() <= 200) {
      out.settings.peer_server = server.as_string();
    } else {
      bad.push_back("server for several devices");
    }
  }
  if (doc.has("wait_for_me")) {
    if (doc["wait_for_me"].is_bool()) out.settings.wait_for_me = doc["wait_for_me"].as_bool();
    else bad.push_back("wait for me");
  }
  if (doc.has("sound")) {
    if (doc["sound"].is_bool()) out.settings.sound = doc["sound"].as_bool();
    else bad.push_back("sound");
  }
  if (doc.has("volume")) {
    const Json& volume = doc["volume"];
    const double percent = volume.as_number(-1);
    if (volume.is_number() && percent >= 0 && percent <= kMaxVolume && percent == std::floor(percent)) {
      out.settings.volume_percent = static_cast<int>(percent);
    } else {
      bad.push_back("volume");
    }
  }
  if (doc.has("bot_speed")) {
    const std::string& name = doc["bot_speed"].as_string();
    if (name == "slow") {
      out.settings.bot_speed = BotSpeed::kSlow;
    } else if (name == "normal") {
      out.settings.bot_speed = BotSpeed::kNormal;
    } else if (name == "fast") {
      out.settings.bot_speed = BotSpeed::kFast;
    } else {
      bad.push_back("bot speed");
    }
  }
  if (doc.has("table_switches")) {
    const Json& switches = doc["table_switches"];
    bool ok = switches.is_object();
    if (ok) {
      for (const auto& [key, value] : switches.as_object()) {
        if (!value.is_bool() || key.size() > 64) {
          ok = false;
          continue;
        }
        out.settings.table_switches[key] = value.as_bool();
      }
    }
    if (!ok) bad.push_back("the tables' switches");
  }
  if (!bad.empty()) {
    out.notice = "Some saved settings could not be read (" + JoinWithAnd(bad) + "), so their defaults are in use.";
  }
  return out;
}

std::string SerializeSettings(const Settings& settings, const Json& document) {
  Json doc = document.is_object() ? document : Json(Json::Object{});
  doc.set("version", kSettingsVersion);
  doc.set("theme", ThemeChoiceName(settings.theme));
  doc.set("ui_scale", settings.ui_scale_percent);
  doc.set("reduce_motion", settings.reduce_motion);
  doc.set("bot_speed", BotSpeedName(settings.bot_speed));
  doc.set("wait_for_me", settings.wait_for_me);
  doc.set("sound", settings.sound);
  doc.set("volume", settings.volume_percent);
  doc.set("peer_server", settings.peer_server);
  Json switches(Json::Object{});
  for (const auto& [key, value] : settings.table_switches) switches.set(key, value);
  doc.set("table_switches", switches);
  return doc.Dump() + "\n";
}

}  // namespace lf::ui
