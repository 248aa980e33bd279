// Lost: The Board Game: bot strength and speed.
//
// Prints, over seeded games (1,000 per pairing by default, the seats turned
// round from game to game): the win rates of hard vs easy and easy vs random
// (plus medium vs easy and hard vs medium), and each level's decision time
// (p50, p99, max) in wall-clock and CPU microseconds. The expert (a search,
// core/search_bot.h) is slow: measure it with a few games, e.g.
// --pair expert,hard --games 20 (its decisions with one legal move are
// counted too, as the table asks them).
//
//   lost_board_game_bench [--games N] [--seats N] [--pair A,B]... [--mode advanced|beginner]
//                         [--one] [--threshold P]
// With more than two seats, A takes every other seat (half the table) and B
// the rest, and "A wins" means a seat of A's won; --one gives A a single seat
// against all B's instead (an even table then gives A 1/seats). Shared wins
// count for each side that shares. The exit status is 1 when a pairing's win
// rate is under --threshold (default: none).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "cpu_clock.h"
#include "core/registry.h"
#include "core/tournament.h"
#include "games/lost_board_game/lost_board_game.h"

namespace {

using Clock = std::chrono::steady_clock;

struct Timings {
  std::vector<double> wall;  // microseconds
  std::vector<double> cpu;
};

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

}  // namespace

int main(int argc, char** argv) {
  int games = 1000;
  int seats = 2;
  bool one = false;
  double threshold = -1;
  std::string mode = "advanced";
  std::vector<std::pair<std::string, std::string>> pairings;
  const lf::GameInfo info = lf::lost_board_game::Descriptor();
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--games" && i + 1 < argc) {
      games = std::max(2, std::atoi(argv[++i]));
    } else if (arg == "--seats" && i + 1 < argc) {
      seats = std::atoi(argv[++i]);
      if (seats < 2 || seats > 8) {
        std::fprintf(stderr, "--seats must be 2 to 8\n");
        return 2;
      }
    } else if (arg == "--mode" && i + 1 < argc) {
      mode = argv[++i];
    } else if (arg == "--one") {
      one = true;
    } else if (arg == "--threshold" && i + 1 < argc) {
      threshold = std::atof(argv[++i]);
    } else if (arg == "--pair" && i + 1 < argc) {
      auto levels = lf::ParseSeatSpec(info, argv[++i]);
      if (!levels || levels->size() != 2) {
        std::fprintf(stderr, "--pair needs two levels, e.g. hard,easy\n");
        return 2;
      }
      pairings.emplace_back((*levels)[0], (*levels)[1]);
    } else {
      std::fprintf(stderr, "usage: %s [--games N] [--seats N] [--pair A,B]... [--mode advanced|beginner] [--one] "
                           "[--threshold P]\n",
                   argv[0]);
      return 2;
    }
  }
  std::printf("Lost: The Board Game bots: %d games per pairing, %d seats, %s rules%s\n", games, seats, mode.c_str(),
              seats > 2 ? (one ? ", A in one seat" : ", A in every other seat") : "");
  if (pairings.empty()) pairings = {{"hard", "easy"}, {"easy", "random"}, {"medium", "easy"}, {"hard", "medium"}};

  std::map<std::string, Timings> timings;
  int status = 0;
  for (const auto& [a, b] : pairings) {
    int wins = 0, finished = 0, unfinished = 0;
    std::map<std::string, int> reasons;
    long long moves = 0, rounds = 0;
    std::vector<int> wins_by_offset(static_cast<size_t>(seats), 0), games_by_offset(static_cast<size_t>(seats), 0);
    for (int k = 0; k < games; ++k) {
      const int offset = k % seats;
      lf::GameOptions options;
      options.seats = seats;
      options.seed = static_cast<uint64_t>(k / seats + 1);
      options.variant.set("mode", mode);
      options.variant.set("first", 0);
      std::vector<bool> is_a(static_cast<size_t>(seats));
      for (int s = 0; s < seats; ++s)
        is_a[static_cast<size_t>(s)] = one ? s == offset : ((s + offset) % 2 == 0);
      std::vector<std::unique_ptr<lf::Bot>> bots;
      for (int s = 0; s < seats; ++s) {
        const std::string& level = is_a[static_cast<size_t>(s)] ? a : b;
        bots.push_back(std::make_unique<TimedBot>(info.make_bot(level, nullptr), &timings[level]));
      }
      int last_round = 0;
      std::string reason;
      const lf::MatchResult r = lf::PlayMatch(info, options, bots, nullptr, 200000,
                                              [&](const lf::Game& g, int, const std::string&) {
                                                const auto& s =
                                                    static_cast<const lf::lost_board_game::LostBoardGame&>(g).state();
                                                last_round = s.round();
                                                reason = lf::lost_board_game::WinReasonName(s.win_reason());
                                              });
      ++games_by_offset[static_cast<size_t>(offset)];
      if (!r.finished) {
        ++unfinished;
        continue;
      }
      ++finished;
      moves += r.turns;
      rounds += last_round;
      bool a_won = false;
      for (int w : r.winners) a_won |= is_a[static_cast<size_t>(w)];
      ++reasons[(a_won ? a : b) + " by " + reason];
      if (a_won) {
        ++wins;
        ++wins_by_offset[static_cast<size_t>(offset)];
      }
    }
    const double rate = 100.0 * wins / std::max(1, games);
    const double even = seats == 2 ? 50.0 : (one ? 100.0 / seats : 50.0);
    std::printf("\n%s vs %s: %s wins %d of %d (%.1f%%; an even table gives %.1f%%), %.0f moves and %.1f Rounds a game",
                a.c_str(), b.c_str(), a.c_str(), wins, games, rate, even,
                static_cast<double>(moves) / std::max(1, finished), static_cast<double>(rounds) / std::max(1, finished));
    if (unfinished > 0) std::printf(", %d unfinished", unfinished);
    std::printf("\n");
    for (int o = 0; o < (one ? seats : std::min(seats, 2)); ++o)
      std::printf("  %s %s: wins %d of %d\n", a.c_str(),
                  one ? ("in seat " + std::to_string(o)).c_str() : (o == 0 ? "in the even seats" : "in the odd seats"),
                  wins_by_offset[static_cast<size_t>(o)], games_by_offset[static_cast<size_t>(o)]);
    std::printf("  wins:");
    for (const auto& [why, n] : reasons) std::printf(" %s %d,", why.c_str(), n);
    std::printf("\n");
    if (threshold >= 0 && rate < threshold) status = 1;
  }

#ifdef __EMSCRIPTEN__
  std::printf("\nDecision time per level (wasm, microseconds; CPU time is %s):\n",
              lf::bench::CpuClockIsWall() ? "the wall clock here" : "node's process time");
#else
  std::printf("\nDecision time per level (native, microseconds; CPU time is this process's):\n");
#endif
  std::printf("  %-7s %9s %9s %9s %9s %9s %9s\n", "level", "decisions", "wall p50", "wall p99", "wall max", "cpu p50",
              "cpu p99");
  for (const char* level : {"random", "easy", "medium", "hard", "expert"}) {
    const auto it = timings.find(level);
    if (it == timings.end()) continue;
    const Timings& t = it->second;
    std::printf("  %-7s %9zu %9.1f %9.1f %9.1f %9.1f %9.1f\n", level, t.wall.size(), Percentile(t.wall, 0.5),
                Percentile(t.wall, 0.99), Percentile(t.wall, 1.0), Percentile(t.cpu, 0.5), Percentile(t.cpu, 0.99));
  }
  return status;
}
