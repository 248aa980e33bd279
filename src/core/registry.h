// One descriptor per game (in the spirit of OpenSpiel's GameType and its
// parameter specification): name, title, a one-line blurb, the seat range,
// whether it is turn-based or real-time, its bot levels and its options.
// The menu, the set-up screen, the CLI, the scenario runner and the save
// files all read a game through this, and nothing else names a game.
// Games are listed once, in CMake (LF_GAMES in src/games/CMakeLists.txt),
// which generates the table BuiltinGames() returns (docs/adding-a-game.md).
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/bot.h"
#include "core/game.h"
#include "core/json.h"

namespace lf {

// One option of a game's set-up, with its allowed values and default.
struct OptionSpec {
  enum class Type {
    kBool,    // true or false
    kChoice,  // one of `choices` (text)
    kInt,     // a whole number from `min` to `max`
    kSeat,    // a seat from 0 to seats-1 (or "random" when `random_seat` is set)
  };
  std::string name;   // the key in GameOptions::variant: "scoring"
  std::string label;  // for the set-up screen: "Scoring"
  Type type = Type::kBool;
  std::vector<std::string> choices;        // kChoice: the allowed values
  std::vector<std::string> choice_labels;  // kChoice: how the set-up screen names them (default: the values)
  std::vector<std::string> choice_help;    // kChoice: one line each under the choice (optional)
  int min = 0, max = 0;                    // kInt
  bool random_seat = false;                // kSeat: "random" is allowed (and may be the default)
  Json default_value;                      // the value when the option is not given
  std::string help;                        // one line for the set-up screen and the CLI
  bool rules = true;  // false: it changes only what the table offers (a Hint button), never the rules

  // Builders, so a descriptor reads as a list.
  static OptionSpec Bool(std::string name, std::string label, bool fallback, std::string help);
  static OptionSpec Choice(std::string name, std::string label, std::vector<std::string> choices,
                           std::vector<std::string> labels, std::string fallback, std::string help);
  static OptionSpec Int(std::string name, std::string label, int min, int max, int fallback, std::string help);
  static OptionSpec Seat(std::string name, std::string label, bool random_allowed, std::string help);
};

// A bot level the set-up screen offers ("easy", "Easy bot"), and what it
// is like, in a line the set-up screen shows under a seat it plays.
struct BotLevel {
  std::string id;
  std::string label;
  std::string about = {};
};

// Easy, medium and hard, and with `expert` the searching level
// (core/search_bot.h), each with its line for the set-up screen.
std::vector<BotLevel> StandardBotLevels(bool expert);

struct GameInfo {
  std::string name;   // "lost-for-words": the registry key, file names, the CLI
  std::string title;  // "Lost for Words"
  std::string blurb;  // one line for the menu: what the game is (the seat range is added)
  int min_seats = 2;
  int max_seats = 2;
  Dynamics dynamics = Dynamics::kTurnBased;
  bool needs_dictionary = false;
  // Levels offered to players; make_bot also accepts "random" (tests and benchmarks).
  std::vector<BotLevel> bot_levels = StandardBotLevels(false);
  std::vector<OptionSpec> options;
  // Builds a new game from checked options (CreateGame checks them first);
  // refuses what only the game can judge.
  std::function<Result<std::unique_ptr<Game>>(const GameOptions&, const Dictionary*)> create;
  // Builds a bot of the given level (one of bot_levels, or "random").
  std::function<std::unique_ptr<Bot>(std::string_view level, const Dictionary*)> make_bot;

  const OptionSpec* FindOption(std::string_view option) const;
  bool HasBotLevel(std::string_view level) const;  // "random" included
  std::string SeatRange() const;                   // "2 players", "2–6 players"
};

// Checks `options.variant` against the game's option schema (names, types,
// values) and the seat count against its range, then creates the game.
// Every path that makes a game (set-up screen, CLI, records, scenarios,
// tests) comes through here.
Result<std::unique_ptr<Game>> CreateGame(const GameInfo& info, const GameOptions& options, const Dictionary* dict);

// Checks a variant object against the schema; the reason names the option
// and lists the allowed values (or the valid names).
Status CheckOptions(const GameInfo& info, const Json& variant, int seats);
// Reads one option from text ("true", "alternative", "1", "random"), as the
// CLI's --variant KEY=VALUE and the scenario files give it.
Result<Json> ParseOptionText(const GameInfo& info, std::string_view name, std::string_view text, int seats);
// Every option at its default (for the set-up screen).
Json DefaultOptions(const GameInfo& info, int seats);
// A line per option for --help: "  scoring=standard|alternative (standard): how columns score".
std::string DescribeOptions(const GameInfo& info);

class GameRegistry {
 public:
  void Add(GameInfo info);
  const GameInfo* Find(std::string_view name) const;
  const std::vector<GameInfo>& All() const { return games_; }

 private:
  std::vector<GameInfo> games_;
};

// The registry of every game built into this program (generated from
// LF_GAMES by src/games/CMakeLists.txt).
const GameRegistry& BuiltinGames();

}  // namespace lf
