// The coach after a game ("Where the game turned", play/coach.h): how long
// it works on a game, per game with an expert level.
//
// For seeded games of an easy "person" (seat 0) against a hard bot, runs the
// coach as the end screen does (Step(1) at a time) and prints, per game: the
// decisions it looks at, the playouts it runs in all, and its processor and
// wall time. The end screen gives it about 8 ms a frame (about half of each
// frame at 60 frames a second), so a phone, some two to three times slower
// than this machine's wasm, shows the answer after about 4 to 6 times the
// processor time printed here (the bound: 20 s).
//
//   coach_bench [--games N] [--full]
//   --full   the budget before it was bounded: each decision searched with the
//            expert's whole budget (play::Coach::Start's `iterations` = the
//            expert's own, `total` unbounded)
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "core/dict/dictionary.h"
#include "core/record.h"
#include "core/registry.h"
#include "cpu_clock.h"
#include "play/coach.h"

namespace {


lf::GameRecord PlayGame(const lf::GameInfo& info, const lf::Dictionary* dict, uint64_t seed) {
  lf::GameOptions options;
  options.seats = 2;
  options.seed = lf::Seed(seed);
  auto game = info.create(options, dict);
  if (!game.ok()) {
    std::fprintf(stderr, "coach_bench: %s: %s\n", info.name.c_str(), game.error().c_str());
    std::exit(1);
  }
  std::unique_ptr<lf::Bot> easy = info.make_bot("easy", dict);
  std::unique_ptr<lf::Bot> hard = info.make_bot("hard", dict);
  lf::Rng rng(seed * 31 + 7);
  for (int ply = 0; ply < 20000 && !(*game)->IsTerminal(); ++ply) {
    const int seat = (*game)->DecidingSeats().front();
    const std::string move = (seat == 0 ? easy : hard)->ChooseMove(*(*game)->Redacted(seat), seat, rng);
    if (!(*game)->ApplyMove(seat, move).ok()) std::exit(1);
  }
  return lf::GameRecord::FromGame(**game);
}

}  // namespace

int main(int argc, char** argv) {
  int games = 3;
  bool full = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--games") == 0 && i + 1 < argc) games = std::atoi(argv[++i]);
    if (std::strcmp(argv[i], "--full") == 0) full = true;
  }
  auto dict = lf::Dictionary::LoadFile(LF_DEFAULT_DICT);
  if (!dict.ok()) {
    std::fprintf(stderr, "coach_bench: %s\n", dict.error().c_str());
    return 1;
  }
  std::printf("%-16s %5s %9s %9s %9s %9s  (per game: mean, max)\n", "game", "games", "decisions", "playouts",
              "cpu s", "max cpu s");
  for (const lf::GameInfo& info : lf::BuiltinGames().All()) {
    if (!info.HasBotLevel("expert")) continue;
    double cpu_sum = 0, cpu_max = 0, decisions = 0, playouts = 0;
    for (int g = 0; g < games; ++g) {
      const lf::GameRecord record = PlayGame(info, dict->get(), 41 + static_cast<uint64_t>(g));
      const double cpu_start = lf::bench::CpuMicros();
      std::unique_ptr<lf::play::Coach> coach =
          full ? lf::play::Coach::Start(info, dict->get(), record, 0, 40, 0, lf::play::Coach::kUnbounded)
               : lf::play::Coach::Start(info, dict->get(), record, 0);
      if (coach == nullptr) continue;
      while (coach->Step(1)) {
      }
      const double cpu = (lf::bench::CpuMicros() - cpu_start) / 1e6;
      cpu_sum += cpu;
      cpu_max = std::max(cpu_max, cpu);
      decisions += static_cast<double>(coach->decisions());
      playouts += static_cast<double>(coach->playouts());
    }
    std::printf("%-16s %5d %9.1f %9.0f %9.2f %9.2f\n", info.name.c_str(), games, decisions / games, playouts / games,
                cpu_sum / games, cpu_max);
  }
  return 0;
}
