#include "core/registry.h"

#include <algorithm>
#include <cmath>

#include "core/check.h"

namespace lf {

//-----------------------------------------------------------------------------
// [SECTION] Option specs
//-----------------------------------------------------------------------------

OptionSpec OptionSpec::Bool(std::string name, std::string label, bool fallback, std::string help) {
  OptionSpec o;
  o.name = std::move(name);
  o.label = std::move(label);
  o.type = Type::kBool;
  o.default_value = Json(fallback);
  o.help = std::move(help);
  return o;
}

OptionSpec OptionSpec::Choice(std::string name, std::string label, std::vector<std::string> choices,
                              std::vector<std::string> labels, std::string fallback, std::string help) {
  OptionSpec o;
  o.name = std::move(name);
  o.label = std::move(label);
  o.type = Type::kChoice;
  o.choices = std::move(choices);
  o.choice_labels = labels.empty() ? o.choices : std::move(labels);
  LF_CHECK_EQ(o.choice_labels.size(), o.choices.size());
  o.default_value = Json(std::move(fallback));
  o.help = std::move(help);
  return o;
}

OptionSpec OptionSpec::Int(std::string name, std::string label, int min, int max, int fallback, std::string help) {
  LF_CHECK_LE(min, max);
  OptionSpec o;
  o.name = std::move(name);
  o.label = std::move(label);
  o.type = Type::kInt;
  o.min = min;
  o.max = max;
  o.default_value = Json(fallback);
  o.help = std::move(help);
  return o;
}

OptionSpec OptionSpec::Seat(std::string name, std::string label, bool random_allowed, std::string help) {
  OptionSpec o;
  o.name = std::move(name);
  o.label = std::move(label);
  o.type = Type::kSeat;
  o.random_seat = random_allowed;
  o.default_value = random_allowed ? Json("random") : Json(0);
  o.help = std::move(help);
  return o;
}

namespace {

std::string Join(const std::vector<std::string>& items, const char* sep) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : sep) + item;
  return out;
}

std::string OptionNames(const GameInfo& info) {
  std::vector<std::string> names;
  for (const OptionSpec& o : info.options) names.push_back(o.name);
  return names.empty() ? "it has none" : "options: " + Join(names, ", ");
}

// What a value of the option may be, for refusals and --help.
std::string Shape(const OptionSpec& o, int seats) {
  switch (o.type) {
    case OptionSpec::Type::kBool: return o.name + " is true or false";
    case OptionSpec::Type::kChoice: return o.name + " is one of: " + Join(o.choices, ", ");
    case OptionSpec::Type::kInt:
      return o.name + " is a whole number from " + std::to_string(o.min) + " to " + std::to_string(o.max);
    case OptionSpec::Type::kSeat: {
      std::string s = o.name + " is a seat from 0 to " + std::to_string(std::max(seats - 1, 0));
      return o.random_seat ? s + " or \"random\"" : s;
    }
  }
  return o.name;
}

bool IsWhole(const Json& v) { return v.is_number() && v.as_number() == std::floor(v.as_number()); }

bool Fits(const OptionSpec& o, const Json& v, int seats) {
  switch (o.type) {
    case OptionSpec::Type::kBool: return v.is_bool();
    case OptionSpec::Type::kChoice:
      return v.is_string() && std::find(o.choices.begin(), o.choices.end(), v.as_string()) != o.choices.end();
    case OptionSpec::Type::kInt: return IsWhole(v) && v.as_number() >= o.min && v.as_number() <= o.max;
    case OptionSpec::Type::kSeat:
      if (v.is_string()) return o.random_seat && v.as_string() == "random";
      return IsWhole(v) && v.as_number() >= 0 && v.as_number() < seats;
  }
  return false;
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] GameInfo
//-----------------------------------------------------------------------------

const OptionSpec* GameInfo::FindOption(std::string_view option) const {
  for (const OptionSpec& o : options)
    if (o.name == option) return &o;
  return nullptr;
}

bool GameInfo::HasBotLevel(std::string_view level) const {
  if (level == "random") return true;
  for (const BotLevel& b : bot_levels)
    if (b.id == level) return true;
  return false;
}

std::string GameInfo::SeatRange() const {
  if (min_seats == max_seats) return std::to_string(min_seats) + " players";
  return std::to_string(min_seats) + "\xE2\x80\x93" + std::to_string(max_seats) + " players";
}

Status CheckOptions(const GameInfo& info, const Json& variant, int seats) {
  if (variant.is_null()) return Status::Ok();
  if (!variant.is_object()) return Status::Refused("the options must be a set of KEY=VALUE pairs");
  for (const auto& [key, value] : variant.as_object()) {
    const OptionSpec* o = info.FindOption(key);
    if (o == nullptr) return Status::Refused(info.title + " has no option \"" + key + "\" (" + OptionNames(info) + ")");
    if (!Fits(*o, value, seats)) return Status::Refused(Shape(*o, seats));
  }
  return Status::Ok();
}

Result<Json> ParseOptionText(const GameInfo& info, std::string_view name, std::string_view text, int seats) {
  using R = Result<Json>;
  const OptionSpec* o = info.FindOption(name);
  if (o == nullptr) return R::Error(info.title + " has no option \"" + std::string(name) + "\" (" + OptionNames(info) + ")");
  Json value;
  if (text == "true" || text == "false") {
    value = Json(text == "true");
  } else if (!text.empty() && text.size() < 10 && text.find_first_not_of("0123456789") == std::string_view::npos) {
    value = Json(std::stoi(std::string(text)));
  } else {
    value = Json(std::string(text));
  }
  if (!Fits(*o, value, seats)) return R::Error(Shape(*o, seats));
  return value;
}

Json DefaultOptions(const GameInfo& info, int seats) {
  Json out(Json::Object{});
  for (const OptionSpec& o : info.options) {
    // A seat default past the seat count (never by construction) falls back to seat 0.
    out.set(o.name, Fits(o, o.default_value, seats) ? o.default_value : Json(0));
  }
  return out;
}

std::string DescribeOptions(const GameInfo& info) {
  std::string out;
  for (const OptionSpec& o : info.options) {
    std::string values;
    switch (o.type) {
      case OptionSpec::Type::kBool: values = "true|false"; break;
      case OptionSpec::Type::kChoice: values = Join(o.choices, "|"); break;
      case OptionSpec::Type::kInt: values = std::to_string(o.min) + ".." + std::to_string(o.max); break;
      case OptionSpec::Type::kSeat: values = o.random_seat ? "SEAT|random" : "SEAT"; break;
    }
    out += "  " + o.name + "=" + values + " (default " + o.default_value.Dump() + "): " + o.help + "\n";
  }
  return out;
}

Result<std::unique_ptr<Game>> CreateGame(const GameInfo& info, const GameOptions& options, const Dictionary* dict) {
  using R = Result<std::unique_ptr<Game>>;
  if (options.seats < info.min_seats || options.seats > info.max_seats)
    return R::Error(info.title + " is for " + (info.min_seats == info.max_seats
                                                   ? std::to_string(info.min_seats)
                                                   : std::to_string(info.min_seats) + " to " +
                                                         std::to_string(info.max_seats)) +
                    " players");
  if (Status st = CheckOptions(info, options.variant, options.seats); !st) return R(st);
  if (info.needs_dictionary && dict == nullptr)
    return R::Error(info.title + " needs the dictionary, which is not loaded");
  return info.create(options, dict);
}

//-----------------------------------------------------------------------------
// [SECTION] Registry
//-----------------------------------------------------------------------------

void GameRegistry::Add(GameInfo info) {
  LF_CHECK(Find(info.name) == nullptr);
  LF_CHECK_LE(info.min_seats, info.max_seats);
  LF_CHECK(info.create != nullptr);
  LF_CHECK(info.make_bot != nullptr);
  for (const OptionSpec& o : info.options) {
    LF_CHECK(Fits(o, o.default_value, info.max_seats));
    LF_CHECK(std::count_if(info.options.begin(), info.options.end(),
                           [&](const OptionSpec& other) { return other.name == o.name; }) == 1);
  }
  games_.push_back(std::move(info));
}

const GameInfo* GameRegistry::Find(std::string_view name) const {
  for (const auto& g : games_)
    if (g.name == name) return &g;
  return nullptr;
}

std::vector<BotLevel> StandardBotLevels(bool expert) {
  std::vector<BotLevel> levels = {
      {"easy", "Easy", "Easy: plays like a beginner, and quickly."},
      {"medium", "Medium", "Medium: plays sensibly, with a plan for each move."},
      {"hard", "Hard", "Hard: plays its best move by the rules of thumb a strong player uses."}};
  if (expert) {
    levels.push_back({"expert", "Expert",
                      "Expert: thinks ahead: tries its best moves in many deals it cannot tell from the real one "
                      "(up to a quarter of a second a move)."});
  }
  return levels;
}

}  // namespace lf
