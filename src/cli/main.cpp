// lostfound-cli: the headless side of Lost & Found.
//   lostfound-cli dict contains WORD...        prints "WORD yes|no" per word
//   lostfound-cli dict anagrams TILES          words from a rack ('?' = wildcard)
//   lostfound-cli play GAME [--seats SPEC] [--seed N] [--games K] [--variant K=V]...
//   lostfound-cli replay FILE                  replays a game record, prints final scores
//   lostfound-cli scenario FILE...             runs scenario files; non-zero on any mismatch
// Global option: --dict PATH (default: the dictionary built with this program,
// or $LOSTFOUND_DICT).
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "core/dict/dictionary.h"
#include "core/record.h"
#include "core/registry.h"
#include "core/search_bot.h"
#include "core/scenario.h"
#include "core/tournament.h"

#ifndef LF_DEFAULT_DICT
#define LF_DEFAULT_DICT ""
#endif

namespace {

using lf::Dictionary;

int Usage() {
  std::cerr << "usage:\n"
               "  lostfound-cli dict contains WORD...\n"
               "  lostfound-cli dict anagrams TILES [--common]\n"
               "  lostfound-cli play GAME [--seats random|easy|medium|hard|expert,...] [--seed N] [--games K] "
               "[--variant KEY=VALUE]... [--moves M] [--sees-all SEAT] [--record FILE [--person SEAT]]\n"
               "      --moves M stops each game after M moves (a game in progress);\n"
               "      --sees-all SEAT lets that seat's expert see every hidden card and the deck's order\n"
               "      (the bound luck sets on skill; a measurement, not a level);\n"
               "      --record FILE writes the last game's record (lostfound --open FILE shows it),\n"
               "      with --person SEAT played by a person there (the bots' moves are kept)\n"
               "  lostfound-cli options GAME                 every option value the game accepts, one KEY=VALUE a line\n"
               "  lostfound-cli replay FILE\n"
               "  lostfound-cli scenario FILE...\n"
               "options: --dict PATH (the dictionary asset)\n"
               "games and their --variant options:\n";
  for (const auto& g : lf::BuiltinGames().All()) {
    std::cerr << g.name << " (" << g.title << ", " << g.SeatRange() << ")\n" << lf::DescribeOptions(g);
  }
  return 2;
}

bool ReadFile(const std::string& path, std::string& out) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return false;
  std::ostringstream ss;
  ss << f.rdbuf();
  out = ss.str();
  return true;
}

class DictHolder {
 public:
  explicit DictHolder(std::string path) : path_(std::move(path)) {
    if (path_.empty()) {
      if (const char* env = std::getenv("LOSTFOUND_DICT")) path_ = env;
      else path_ = LF_DEFAULT_DICT;
    }
  }
  // Loads on first use, so commands that need no words never touch the file.
  const Dictionary* Get() {
    if (!tried_) {
      tried_ = true;
      auto loaded = Dictionary::LoadFile(path_);
      if (loaded) dict_ = *loaded;
      else error_ = loaded.error();
    }
    return dict_.get();
  }
  const std::string& error() const { return error_; }

 private:
  std::string path_;
  bool tried_ = false;
  std::shared_ptr<const Dictionary> dict_;
  std::string error_;
};

int Dict(std::vector<std::string> args, DictHolder& dict) {
  if (args.empty()) return Usage();
  const std::string sub = args[0];
  args.erase(args.begin());
  const Dictionary* d = dict.Get();
  if (!d) {
    std::cerr << "lostfound-cli: " << dict.error() << "\n";
    return 1;
  }
  if (sub == "contains") {
    if (args.empty()) return Usage();
    for (const auto& w : args) std::cout << w << " " << (d->Contains(w) ? "yes" : "no") << "\n";
    return 0;
  }
  if (sub == "anagrams") {
    if (args.empty()) return Usage();
    Dictionary::SearchOptions opt;
    std::string rack;
    for (const auto& a : args) {
      if (a == "--common") opt.max_tier = 35;
      else rack += a;
    }
    for (const auto& m : d->Anagrams(rack, opt)) std::cout << m.word << "\n";
    return 0;
  }
  return Usage();
}

int Play(std::vector<std::string> args, DictHolder& dict) {
  if (args.empty()) return Usage();
  const auto& registry = lf::BuiltinGames();
  const lf::GameInfo* info = registry.Find(args[0]);
  if (!info) {
    std::cerr << "lostfound-cli: unknown game \"" << args[0] << "\"\n";
    return Usage();
  }
  std::string seats;
  uint64_t seed = 1;
  long games = 1;
  long max_moves = 100000;
  bool moves_given = false;
  std::string record_path;
  long sees_all = -1;  // a searching bot's seat given the whole table (a measurement of luck)
  long person = -1;  // the seat a person plays in the written record (lostfound --open shows that seat)
  std::vector<std::pair<std::string, std::string>> variant_text;
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool has_value = i + 1 < args.size();
    if (a == "--seats" && has_value) seats = args[++i];
    else if (a == "--seed" && has_value) seed = std::strtoull(args[++i].c_str(), nullptr, 10);
    else if (a == "--games" && has_value) games = std::strtol(args[++i].c_str(), nullptr, 10);
    else if (a == "--moves" && has_value) {
      max_moves = std::strtol(args[++i].c_str(), nullptr, 10);
      moves_given = true;
    } else if (a == "--record" && has_value) record_path = args[++i];
    else if (a == "--sees-all" && has_value) sees_all = std::strtol(args[++i].c_str(), nullptr, 10);
    else if (a == "--person" && has_value) person = std::strtol(args[++i].c_str(), nullptr, 10);
    else if (a == "--variant" && has_value) {
      const std::string kv = args[++i];
      const size_t eq = kv.find('=');
      if (eq == std::string::npos) {
        std::cerr << "lostfound-cli: --variant takes KEY=VALUE; " << info->title << "'s options:\n"
                  << lf::DescribeOptions(*info);
        return 2;
      }
      variant_text.emplace_back(kv.substr(0, eq), kv.substr(eq + 1));
    } else {
      return Usage();
    }
  }
  std::vector<std::string> levels;
  if (seats.empty()) {
    levels.assign(static_cast<size_t>(info->min_seats), "medium");
  } else {
    auto parsed = lf::ParseSeatSpec(*info, seats);
    if (!parsed) {
      std::cerr << "lostfound-cli: " << parsed.error() << "\n";
      return 2;
    }
    levels = *parsed;
  }
  if (static_cast<int>(levels.size()) < info->min_seats || static_cast<int>(levels.size()) > info->max_seats) {
    std::cerr << "lostfound-cli: " << info->title << " is for " << info->SeatRange() << "\n";
    return 2;
  }
  // Each option is typed and checked by the game's schema (true/false,
  // numbers, named choices); a bad name or value lists the valid ones.
  lf::Json variant(lf::Json::Object{});
  for (const auto& [key, text] : variant_text) {
    lf::Result<lf::Json> value = lf::ParseOptionText(*info, key, text, static_cast<int>(levels.size()));
    if (!value) {
      std::cerr << "lostfound-cli: " << value.error() << "\n" << info->title << "'s options:\n"
                << lf::DescribeOptions(*info);
      return 2;
    }
    variant.set(key, *value);
  }
  const Dictionary* d = nullptr;
  if (info->needs_dictionary) {
    d = dict.Get();
    if (!d) {
      std::cerr << "lostfound-cli: " << dict.error() << "\n";
      return 1;
    }
  }
  int failures = 0;
  for (long k = 0; k < games; ++k) {
    lf::GameOptions options;
    options.seats = static_cast<int>(levels.size());
    options.seed = seed + static_cast<uint64_t>(k);
    options.variant = variant;
    std::vector<std::unique_ptr<lf::Bot>> bots;
    for (const auto& level : levels) bots.push_back(info->make_bot(level, d));
    if (sees_all >= 0) {
      auto* searcher = static_cast<size_t>(sees_all) < bots.size()
                           ? dynamic_cast<lf::SearchingBot*>(bots[static_cast<size_t>(sees_all)].get())
                           : nullptr;
      if (searcher == nullptr) {
        std::cerr << "lostfound-cli: --sees-all takes the seat of a searching bot (expert)\n";
        return 2;
      }
      searcher->GiveSight();
    }
    lf::MatchResult r = lf::PlayMatch(*info, options, bots, d, static_cast<int>(max_moves));
    std::cout << r.ToJsonLine() << "\n";
    // A game stopped on purpose by --moves is not a failure.
    const bool stopped = moves_given && r.error == "move cap reached";
    if (!r.finished && !stopped) ++failures;
    if (!record_path.empty() && k + 1 == games) {
      for (size_t seat = 0; seat < levels.size(); ++seat) {
        r.record.players.push_back(static_cast<long>(seat) == person ? "You" : "bot:" + levels[seat]);
      }
      std::ofstream out(record_path, std::ios::binary);
      out << r.record.ToJson() << "\n";
      if (!out) {
        std::cerr << "lostfound-cli: cannot write " << record_path << "\n";
        return 1;
      }
    }
  }
  return failures ? 1 : 0;
}

// Every value each option of the game accepts (a seat option: the first and
// last seat of the smallest table, and "random" where allowed), one
// KEY=VALUE a line, for scripts that try them all (tests/cli/options.cmake).
int Options(const std::vector<std::string>& args) {
  if (args.size() != 1) return Usage();
  const lf::GameInfo* info = lf::BuiltinGames().Find(args[0]);
  if (!info) {
    std::cerr << "lostfound-cli: unknown game \"" << args[0] << "\"\n";
    return Usage();
  }
  for (const lf::OptionSpec& o : info->options) {
    std::vector<std::string> values;
    switch (o.type) {
      case lf::OptionSpec::Type::kBool: values = {"true", "false"}; break;
      case lf::OptionSpec::Type::kChoice: values = o.choices; break;
      case lf::OptionSpec::Type::kInt:
        values = {std::to_string(o.min)};
        if (o.max != o.min) values.push_back(std::to_string(o.max));
        break;
      case lf::OptionSpec::Type::kSeat:
        values = {"0", std::to_string(info->min_seats - 1)};
        if (o.random_seat) values.push_back("random");
        break;
    }
    for (const auto& v : values) std::cout << o.name << "=" << v << "\n";
  }
  return 0;
}

int Replay(const std::vector<std::string>& args, DictHolder& dict) {
  if (args.size() != 1) return Usage();
  std::string text;
  if (!ReadFile(args[0], text)) {
    std::cerr << "lostfound-cli: cannot read " << args[0] << "\n";
    return 1;
  }
  auto record = lf::GameRecord::Parse(text);
  if (!record) {
    std::cerr << "lostfound-cli: " << record.error() << "\n";
    return 1;
  }
  const lf::GameInfo* info = lf::BuiltinGames().Find(record->game);
  const Dictionary* d = info && info->needs_dictionary ? dict.Get() : nullptr;
  auto game = record->Replay(lf::BuiltinGames(), d);
  if (!game) {
    std::cerr << "lostfound-cli: " << game.error() << "\n";
    return 1;
  }
  lf::Json out(lf::Json::Object{});
  out.set("game", record->game);
  lf::Json scores(lf::Json::Array{});
  for (int v : (*game)->Scores()) scores.push_back(v);
  out.set("scores", scores);
  out.set("moves", static_cast<int>(record->moves.size()));
  out.set("finished", (*game)->IsTerminal());
  std::cout << out.Dump() << "\n";
  return 0;
}

int Scenario(const std::vector<std::string>& args, DictHolder& dict) {
  if (args.empty()) return Usage();
  int bad = 0;
  for (const auto& path : args) {
    std::string text;
    if (!ReadFile(path, text)) {
      std::cerr << path << ": cannot read\n";
      ++bad;
      continue;
    }
    // Load the dictionary only for games that need it.
    const Dictionary* d = nullptr;
    {
      std::istringstream in(text);
      std::string line;
      while (std::getline(in, line)) {
        if (line.rfind("game ", 0) == 0) {
          const lf::GameInfo* info = lf::BuiltinGames().Find(line.substr(5));
          if (info && info->needs_dictionary) d = dict.Get();
          break;
        }
      }
    }
    auto report = lf::RunScenario(text, lf::BuiltinGames(), d);
    if (!report) {
      std::cerr << path << ": " << report.error() << "\n";
      ++bad;
      continue;
    }
    for (const auto& f : report->failures) std::cerr << path << ": " << f << "\n";
    std::cout << path << ": " << (report->passed() ? "passed" : "FAILED") << " (" << report->checks << " checks)\n";
    if (!report->passed()) ++bad;
  }
  return bad ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  std::string dict_path;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--dict" && i + 1 < args.size()) {
      dict_path = args[i + 1];
      args.erase(args.begin() + static_cast<long>(i), args.begin() + static_cast<long>(i) + 2);
      break;
    }
  }
  if (args.empty()) return Usage();
  DictHolder dict(dict_path);
  const std::string cmd = args[0];
  args.erase(args.begin());
  if (cmd == "dict") return Dict(args, dict);
  if (cmd == "play") return Play(args, dict);
  if (cmd == "replay") return Replay(args, dict);
  if (cmd == "options") return Options(args);
  if (cmd == "scenario") return Scenario(args, dict);
  return Usage();
}
