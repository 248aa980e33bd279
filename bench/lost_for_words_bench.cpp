// Lost for Words bot strength and speed.
//
// Prints, over seeded games (1,000 per pairing by default, half with each
// seat order): win rates of hard vs easy, easy vs random, medium vs easy and
// hard vs medium, each level's move time (p50, p99, max), wall clock and
// CPU, and the commonness and length of the words each level's columns
// spelled.
//
//   lost_for_words_bench [--games N] [--dict PATH] [--variant KEY=VALUE]... [--pair A,B]...
//   e.g. --variant scoring=alternative --variant play_and_discard=true
//        --pair hard,medium   (only that pairing; repeatable)
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/dict/dictionary.h"
#include "cpu_clock.h"
#include "core/registry.h"
#include "core/tournament.h"
#include "games/lost_for_words/lost_for_words.h"

#ifndef LF_DEFAULT_DICT
#define LF_DEFAULT_DICT ""
#endif

namespace {

using Clock = std::chrono::steady_clock;

struct Timings {
  std::vector<double> wall;  // microseconds
  std::vector<double> cpu;   // microseconds of this process's CPU: robust to a busy machine
};

// Times every move of the bot it wraps, and keeps its columns as they
// stood at its last decision (the words it made, for their commonness).
class TimedBot final : public lf::Bot {
 public:
  TimedBot(std::unique_ptr<lf::Bot> inner, Timings* timings) : inner_(std::move(inner)), timings_(timings) {}
  std::array<std::string, lf::lost_for_words::kColumns> columns;
  std::string ChooseMove(const lf::Game& view, int seat, lf::Rng& rng) override {
    const auto& game = dynamic_cast<const lf::lost_for_words::LostForWords&>(view);
    for (int c = 0; c < lf::lost_for_words::kColumns; ++c) columns[static_cast<size_t>(c)] = game.ColumnAt(seat, c).letters;
    const double cpu_start = lf::bench::CpuMicros();
    const auto start = Clock::now();
    std::string move = inner_->ChooseMove(view, seat, rng);
    timings_->wall.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
    timings_->cpu.push_back(lf::bench::CpuMicros() - cpu_start);
    return move;
  }

 private:
  std::unique_ptr<lf::Bot> inner_;
  Timings* timings_;
};

double Percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const size_t i = std::min(v.size() - 1, static_cast<size_t>(q * static_cast<double>(v.size())));
  return v[i];
}

// The words a level's columns spelled (at its last decision), by
// commonness: SCOWL levels <= 20, 35, 40, 50, 55, 60, 70.
struct Vocabulary {
  std::array<long, 7> by_level{};
  long words = 0, letters = 0;
  void Add(const lf::Dictionary& dict, const std::string& column) {
    if (static_cast<int>(column.size()) < lf::lost_for_words::kMinWordLength) return;
    const lf::Tier tier = dict.TierOf(column);
    if (tier <= 0) return;
    static constexpr int kTops[7] = {20, 35, 40, 50, 55, 60, 70};
    size_t i = 0;
    while (i + 1 < 7 && tier > kTops[i]) ++i;
    ++by_level[i];
    ++words;
    letters += static_cast<long>(column.size());
  }
};

struct Tally {
  int games = 0, wins = 0, ties = 0, losses = 0, unfinished = 0;
  long long margin = 0;
  long long turns = 0;
};

}  // namespace

int main(int argc, char** argv) {
  int games = 1000;
  std::string dict_path = LF_DEFAULT_DICT;
  if (const char* env = std::getenv("LOSTFOUND_DICT")) dict_path = env;
  lf::GameOptions base;
  base.seats = 2;
  std::vector<std::pair<std::string, std::string>> pairings;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--games" && i + 1 < argc) {
      games = std::max(2, std::atoi(argv[++i]));
    } else if (arg == "--dict" && i + 1 < argc) {
      dict_path = argv[++i];
    } else if (arg == "--variant" && i + 1 < argc) {
      const std::string kv = argv[++i];
      const size_t eq = kv.find('=');
      if (eq == std::string::npos) {
        std::fprintf(stderr, "--variant needs KEY=VALUE\n");
        return 2;
      }
      const std::string key = kv.substr(0, eq), value = kv.substr(eq + 1);
      if (value == "true" || value == "false")
        base.variant.set(key, value == "true");
      else if (!value.empty() && value.find_first_not_of("0123456789") == std::string::npos)
        base.variant.set(key, std::atof(value.c_str()));
      else
        base.variant.set(key, value);
    } else if (arg == "--pair" && i + 1 < argc) {
      const std::string pair = argv[++i];
      const size_t comma = pair.find(',');
      auto a = lf::ParseSeatSpec(lf::lost_for_words::Descriptor(), pair);
      if (!a || a->size() != 2 || comma == std::string::npos) {
        std::fprintf(stderr, "--pair needs two levels, e.g. hard,easy\n");
        return 2;
      }
      pairings.emplace_back((*a)[0], (*a)[1]);
    } else {
      std::fprintf(stderr, "usage: %s [--games N] [--dict PATH] [--variant KEY=VALUE]... [--pair A,B]...\n", argv[0]);
      return 2;
    }
  }
  auto dict = lf::Dictionary::LoadFile(dict_path);
  if (!dict) {
    std::fprintf(stderr, "cannot load the dictionary %s: %s\n", dict_path.c_str(), dict.error().c_str());
    return 1;
  }
  const lf::GameInfo info = lf::lost_for_words::Descriptor();
  std::printf("Lost for Words bots: %d games per pairing, options %s\n", games, base.variant.Dump().c_str());

  std::map<std::string, Timings> timings;
  std::map<std::string, Vocabulary> vocabulary;
  if (pairings.empty()) pairings = {{"hard", "easy"}, {"easy", "random"}, {"medium", "easy"}, {"hard", "medium"}};
  for (const auto& [a, b] : pairings) {
    // Per seat order: index 0 = `a` sits at seat 0.
    Tally tally[2];
    for (int k = 0; k < games; ++k) {
      const int order = k % 2;
      lf::GameOptions options = base;
      options.seed = static_cast<uint64_t>(k / 2 + 1);
      const std::string levels[2] = {order == 0 ? a : b, order == 0 ? b : a};
      std::vector<std::unique_ptr<lf::Bot>> bots;
      for (const auto& level : levels)
        bots.push_back(std::make_unique<TimedBot>(info.make_bot(level, dict->get()), &timings[level]));
      const lf::MatchResult r = lf::PlayMatch(info, options, bots, dict->get());
      for (size_t seat = 0; seat < 2; ++seat)
        for (const std::string& column : dynamic_cast<TimedBot&>(*bots[seat]).columns)
          vocabulary[levels[seat]].Add(*dict->get(), column);
      Tally& t = tally[order];
      ++t.games;
      if (!r.finished) {
        ++t.unfinished;
        continue;
      }
      const int a_seat = order == 0 ? 0 : 1;
      const int mine = r.scores[static_cast<size_t>(a_seat)], theirs = r.scores[static_cast<size_t>(1 - a_seat)];
      t.margin += mine - theirs;
      t.turns += r.turns;
      if (mine > theirs)
        ++t.wins;
      else if (mine == theirs)
        ++t.ties;
      else
        ++t.losses;
    }
    Tally all;
    for (const Tally& t : tally) {
      all.games += t.games;
      all.wins += t.wins;
      all.ties += t.ties;
      all.losses += t.losses;
      all.unfinished += t.unfinished;
      all.margin += t.margin;
      all.turns += t.turns;
    }
    auto rate = [](const Tally& t) { return 100.0 * (t.wins + 0.5 * t.ties) / std::max(1, t.games); };
    std::printf("%-6s vs %-6s: %s wins %.1f%% (W %d / T %d / L %d, mean margin %+.1f, %.0f moves a game)%s\n",
                a.c_str(), b.c_str(), a.c_str(), rate(all), all.wins, all.ties, all.losses,
                static_cast<double>(all.margin) / std::max(1, all.games),
                static_cast<double>(all.turns) / std::max(1, all.games),
                all.unfinished ? (" UNFINISHED " + std::to_string(all.unfinished)).c_str() : "");
    std::printf("    %s first: %.1f%%   %s second: %.1f%%\n", a.c_str(), rate(tally[0]), a.c_str(), rate(tally[1]));
  }
  std::printf("move time (microseconds; wall clock, and CPU time which a busy machine does not inflate):\n");
  for (const char* level : {"random", "easy", "medium", "hard", "expert"}) {
    const Timings& t = timings[level];
    std::printf("  %-6s wall p50 %8.1f  p99 %8.1f  max %9.1f | cpu p50 %8.1f  p99 %8.1f  max %9.1f  (%zu moves)\n",
                level, Percentile(t.wall, 0.5), Percentile(t.wall, 0.99),
                t.wall.empty() ? 0.0 : *std::max_element(t.wall.begin(), t.wall.end()), Percentile(t.cpu, 0.5),
                Percentile(t.cpu, 0.99), t.cpu.empty() ? 0.0 : *std::max_element(t.cpu.begin(), t.cpu.end()),
                t.wall.size());
  }
  std::printf("words in the columns (at each bot's last decision), by commonness (SCOWL level of the tier):\n");
  std::printf("  level   words  letters  <=20   35   40   50   55   60   70\n");
  for (const char* level : {"random", "easy", "medium", "hard", "expert"}) {
    const Vocabulary& v = vocabulary[level];
    if (v.words == 0) continue;
    const auto share = [&](size_t i) { return 100.0 * static_cast<double>(v.by_level[i]) / static_cast<double>(v.words); };
    std::printf("  %-6s %6ld  %7.2f  %3.0f%% %3.0f%% %3.0f%% %3.0f%% %3.0f%% %3.0f%% %3.0f%%\n", level, v.words,
                static_cast<double>(v.letters) / static_cast<double>(v.words), share(0), share(1), share(2), share(3),
                share(4), share(5), share(6));
  }
  return 0;
}
