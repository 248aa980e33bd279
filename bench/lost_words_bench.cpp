// The Lost Words: bot strength and speed.
//
// Prints, over seeded games (1,000 per pairing by default, half with each
// seat order): the win rates of hard vs easy and easy vs random (plus medium
// vs easy and hard vs medium), and each level's move time (p50, p99, max) in
// wall-clock and CPU microseconds, natively.
//
//   lost_words_bench [--games N] [--seats N] [--pair A,B]...
// With more than two seats, A takes one seat (moving round the table from
// game to game) and B all the others; A's win rate is then compared with the
// 1/seats a level-headed table would give it.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "cpu_clock.h"
#include "core/registry.h"
#include "core/tournament.h"
#include "games/lost_words/lost_words.h"

namespace {

using Clock = std::chrono::steady_clock;

struct Timings {
  std::vector<double> wall;  // microseconds
  std::vector<double> cpu;   // microseconds of this process's CPU: robust to a busy machine
};

// Times every move of the bot it wraps.
class TimedBot final : public lf::Bot {
 public:
  TimedBot(std::unique_ptr<lf::Bot> inner, Timings* timings) : inner_(std::move(inner)), timings_(timings) {}
  std::string ChooseMove(const lf::Game& view, int seat, lf::Rng& rng) override {
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

struct Tally {
  int games = 0, wins = 0, unfinished = 0;
  long long turns = 0;
};

}  // namespace

int main(int argc, char** argv) {
  int games = 1000;
  int seats = 2;
  std::vector<std::pair<std::string, std::string>> pairings;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--games" && i + 1 < argc) {
      games = std::max(2, std::atoi(argv[++i]));
    } else if (arg == "--seats" && i + 1 < argc) {
      seats = std::atoi(argv[++i]);
      if (seats < 2 || seats > 4) {
        std::fprintf(stderr, "--seats must be 2, 3 or 4\n");
        return 2;
      }
    } else if (arg == "--pair" && i + 1 < argc) {
      auto levels = lf::ParseSeatSpec(lf::lost_words::Descriptor(), argv[++i]);
      if (!levels || levels->size() != 2) {
        std::fprintf(stderr, "--pair needs two levels, e.g. hard,easy\n");
        return 2;
      }
      pairings.emplace_back((*levels)[0], (*levels)[1]);
    } else {
      std::fprintf(stderr, "usage: %s [--games N] [--seats N] [--pair A,B]...\n", argv[0]);
      return 2;
    }
  }
  const lf::GameInfo info = lf::lost_words::Descriptor();
  std::printf("The Lost Words bots: %d games per pairing, %d seats\n", games, seats);
  if (pairings.empty()) pairings = {{"hard", "easy"}, {"easy", "random"}, {"medium", "easy"}, {"hard", "medium"}};

  std::map<std::string, Timings> timings;
  for (const auto& [a, b] : pairings) {
    // tally[k]: games where `a` sat at seat k.
    std::vector<Tally> tally(static_cast<size_t>(seats));
    for (int k = 0; k < games; ++k) {
      const int a_seat = k % seats;
      lf::GameOptions options;
      options.seats = seats;
      options.seed = static_cast<uint64_t>(k / seats + 1);
      // The first player is part of the deal; fix it so seat order means
      // something: seat 0 always starts.
      options.variant.set("first", 0);
      std::vector<std::unique_ptr<lf::Bot>> bots;
      for (int s = 0; s < seats; ++s) {
        const std::string& level = s == a_seat ? a : b;
        bots.push_back(std::make_unique<TimedBot>(info.make_bot(level, nullptr), &timings[level]));
      }
      const lf::MatchResult r = lf::PlayMatch(info, options, bots, nullptr);
      Tally& t = tally[static_cast<size_t>(a_seat)];
      ++t.games;
      if (!r.finished) {
        ++t.unfinished;
        continue;
      }
      t.turns += r.turns;
      if (r.winners == std::vector<int>{a_seat}) ++t.wins;
    }
    Tally all;
    for (const Tally& t : tally) {
      all.games += t.games;
      all.wins += t.wins;
      all.unfinished += t.unfinished;
      all.turns += t.turns;
    }
    std::printf("\n%s vs %s: %s wins %d of %d (%.1f%%; an even table gives %.1f%%), %.0f moves a game", a.c_str(),
                b.c_str(), a.c_str(), all.wins, all.games, 100.0 * all.wins / all.games, 100.0 / seats,
                static_cast<double>(all.turns) / std::max(1, all.games - all.unfinished));
    if (all.unfinished > 0) std::printf(", %d unfinished", all.unfinished);
    std::printf("\n");
    for (int s = 0; s < seats; ++s) {
      const Tally& t = tally[static_cast<size_t>(s)];
      std::printf("  %s in seat %d%s: wins %d of %d (%.1f%%)\n", a.c_str(), s, s == 0 ? " (moves first)" : "", t.wins,
                  t.games, 100.0 * t.wins / std::max(1, t.games));
    }
  }

#ifdef __EMSCRIPTEN__
  std::printf("\nMove time per level (wasm, microseconds; CPU time is %s):\n",
              lf::bench::CpuClockIsWall() ? "the wall clock here" : "node's process time");
#else
  std::printf("\nMove time per level (native, microseconds; CPU time is this process's):\n");
#endif
  std::printf("  %-7s %9s %9s %9s %9s %9s %9s\n", "level", "moves", "wall p50", "wall p99", "wall max", "cpu p50",
              "cpu p99");
  for (const char* level : {"random", "easy", "medium", "hard", "expert"}) {
    const auto it = timings.find(level);
    if (it == timings.end()) continue;
    const Timings& t = it->second;
    std::printf("  %-7s %9zu %9.1f %9.1f %9.1f %9.1f %9.1f\n", level, t.wall.size(), Percentile(t.wall, 0.5),
                Percentile(t.wall, 0.99), Percentile(t.wall, 1.0), Percentile(t.cpu, 0.5), Percentile(t.cpu, 0.99));
  }
  return 0;
}
