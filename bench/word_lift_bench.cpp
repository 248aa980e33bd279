// Word Lift bot strength and speed.
//
// Prints:
//  1. the hard bot's search time on saved positions (the stress
//     case: 12 cards in hand of which 2 wildcards, 12 stealable words on the
//     table), p50/p99/max, with the search's work counters;
//  2. win rates over seeded games (1,000 per pairing by default, half with
//     each seat order): hard vs easy, easy vs random, medium vs easy, hard vs
//     medium;
//  3. each level's move time (p50, p99, max) over those games;
//  4. the random bot's whole games (every seat random) at 2 and 6 seats:
//     processor time per game. The random bot must stay cheap: simulation
//     tests play thousands of such games;
//  5. the words each level played: their commonness (tier band) and length;
//  6. the expert bot against the hard one (--expert-games N, 20 by default;
//     --expert-only for this part alone): its win share by seat order and
//     its decision times, p50/p99/max (the browser's budget: p99 under
//     250 ms, max under 1 s, about twice the native times).
// Portable (no threads), so the same source runs natively and under node in
// wasm.
//
//   word_lift_bench [--games N] [--positions N] [--position SEED] [--random-games N] [--expert-games N]
//                   [--expert-only] [--dict PATH] [--no-games]
//
// --position SEED runs the search on that one saved position (its seed, as
// printed per position with WORD_LIFT_BENCH_VERBOSE=1), for profiling.
#include <algorithm>
#include <array>
#include <chrono>
#include <climits>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/dict/dictionary.h"
#include "cpu_clock.h"
#include "core/registry.h"
#include "core/rng.h"
#include "core/tournament.h"
#include "games/word_lift/bots.h"
#include "games/word_lift/lexicon.h"
#include "games/word_lift/search.h"
#include "games/word_lift/word_lift.h"

#ifndef LF_DEFAULT_DICT
#define LF_DEFAULT_DICT ""
#endif

namespace {

using Clock = std::chrono::steady_clock;
using lf::word_lift::WordLift;

double Millis(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

double Percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const size_t i = std::min(v.size() - 1, static_cast<size_t>(q * static_cast<double>(v.size())));
  return v[i];
}

// The words a level plays: how many of each commonness band (search.h,
// TierBand) and how long.
struct Vocabulary {
  std::array<long, lf::word_lift::kTierBands> by_band{};
  long words = 0, letters = 0;
  void Add(const lf::Dictionary& dict, const std::string& word) {
    ++by_band[static_cast<size_t>(lf::word_lift::TierBand(dict.TierOf(word)))];
    ++words;
    letters += static_cast<long>(word.size());
  }
};

// Times every move of the bot it wraps, and counts the words it plays.
class TimedBot final : public lf::Bot {
 public:
  TimedBot(std::unique_ptr<lf::Bot> inner, std::vector<double>* ms, Vocabulary* words = nullptr)
      : inner_(std::move(inner)), ms_(ms), words_(words) {}
  std::string ChooseMove(const lf::Game& view, int seat, lf::Rng& rng) override {
    const auto start = Clock::now();
    std::string move = inner_->ChooseMove(view, seat, rng);
    ms_->push_back(Millis(start, Clock::now()));
    if (words_ != nullptr) {
      const auto& g = dynamic_cast<const WordLift&>(view);
      if (auto m = g.ParseMove(move); m.ok()) {
        if (m->kind == lf::word_lift::Move::Kind::kPlay) words_->Add(g.dictionary(), lf::word_lift::SpelledWord(m->word));
        if (m->kind == lf::word_lift::Move::Kind::kSteal) {
          words_->Add(g.dictionary(), lf::word_lift::SpelledWord(m->first));
          words_->Add(g.dictionary(), lf::word_lift::SpelledWord(m->second));
        }
      }
    }
    return move;
  }

 private:
  std::unique_ptr<lf::Bot> inner_;
  std::vector<double>* ms_;
  Vocabulary* words_;
};

// Words of 3 to 7 letters that the saved positions lay on the table.
constexpr const char* kTableWords[] = {
    "FORGE", "CHART", "GAMES", "LIMES", "STONE", "PLANET", "ROAD",  "MINE",   "TRAIN", "HOUSE", "CLOUD",
    "BEAST", "SNORE", "GARDEN", "TIGER", "WATER", "LEMON", "SPIRE", "DRAIN",  "PAINT", "ROUND", "MOTEL",
    "CANE",  "DOTE",  "LINT",   "SOUP",  "BRIDE", "CRANE", "TOAST", "HONEST", "RAISE", "OLIVE", "NEAT",
    "PEAR",  "FIRE",  "WOLF",   "DUNE",  "SALT",  "MOIST", "HINT",  "CORN",   "BALE",  "TENOR", "ASIDE",
};

// A saved position: four players, the searching seat 0 with 12 cards (two
// of them Question Marks) and 12 words on the table, all stealable by seat 0
// (it has played a word this round and has the fewest words).
std::unique_ptr<WordLift> SavedPosition(const lf::Dictionary* dict, uint64_t seed) {
  lf::GameOptions options;
  options.seats = 4;
  options.seed = seed;
  auto created = lf::word_lift::Descriptor().create(options, dict);
  if (!created) return nullptr;
  std::unique_ptr<WordLift> g(dynamic_cast<WordLift*>(created->release()));
  lf::Rng rng(seed * 7919 + 13);
  // The table first: twelve words, seat 0 holding one and seats 1-3 the
  // rest, so every word is stealable by seat 0.
  std::array<int, lf::word_lift::kFaceCount> left = lf::word_lift::FullDeckFaceCounts();
  std::vector<std::string> words(std::begin(kTableWords), std::end(kTableWords));
  rng.Shuffle(words);
  int placed = 0;
  for (const std::string& w : words) {
    if (placed == 12) break;
    const int owner = placed == 0 ? 0 : 1 + (placed - 1) % 3;
    std::string line = "word " + std::to_string(owner);
    for (char c : w) line += std::string(" ") + c;
    if (!g->ApplySetup(line)) continue;  // its cards are all on the table already
    ++placed;
    for (char c : w) --left[static_cast<size_t>(lf::word_lift::FindFace(c, lf::word_lift::Special::kNone))];
  }
  // Then the hand: two Question Marks and ten cards of what is left
  // (six consonants, four vowels).
  std::vector<std::string> consonants, vowels;
  for (int f = 0; f < lf::word_lift::kFaceCount; ++f) {
    if (lf::word_lift::SpecialOf(f) == lf::word_lift::Special::kQuestion) continue;
    for (int k = 0; k < left[static_cast<size_t>(f)]; ++k)
      (lf::word_lift::DeckOfFace(f) == lf::word_lift::Deck::kVowel ? vowels : consonants)
          .push_back(lf::word_lift::FaceName(f));
  }
  rng.Shuffle(consonants);
  rng.Shuffle(vowels);
  std::string hand = "hand 0 ? ?";
  for (int k = 0; k < 6; ++k) hand += " " + consonants[static_cast<size_t>(k)];
  for (int k = 0; k < 4; ++k) hand += " " + vowels[static_cast<size_t>(k)];
  if (!g->ApplySetup(hand)) return nullptr;
  if (placed < 12 || !g->ApplySetup("played 0 yes") || !g->ApplySetup("current 0")) return nullptr;
  return g;
}

// `only` > 0: just the saved position of that seed (to profile one search).
void BenchPositions(const lf::Dictionary* dict, int count, uint64_t only) {
  std::vector<double> ms, cpu;
  long nodes = 0, walks = 0, words = 0, scanned = 0, pairs = 0, verified = 0, steals = 0;
  int made = 0;
  const bool verbose = std::getenv("WORD_LIFT_BENCH_VERBOSE") != nullptr || only > 0;
  for (uint64_t seed = only > 0 ? only : 1; made < count && seed < static_cast<uint64_t>(count) * 20 + only; ++seed) {
    if (only > 0 && seed != only) break;
    auto g = SavedPosition(dict, seed);
    if (!g) continue;
    ++made;
    auto view = g->Redacted(0);
    const auto& position = dynamic_cast<const WordLift&>(*view);
    lf::Rng rng(seed);
    lf::word_lift::Search::Stats stats;
    const auto start = Clock::now();
    const double cpu_start = lf::bench::CpuMicros();
    const lf::word_lift::Move move =
        lf::word_lift::ChooseBotMove(position, 0, lf::word_lift::BotLevel::kHard, rng, &stats);
    ms.push_back(Millis(start, Clock::now()));
    cpu.push_back((lf::bench::CpuMicros() - cpu_start) / 1000.0);
    if (verbose) {
      // The search's best value, untimed (to compare versions of the search).
      const auto lexicon = lf::word_lift::Lexicon::For(position.dictionary());
      lf::word_lift::Search search(position.dictionary(), *lexicon);
      const auto best = search.Best(lf::word_lift::HardSearchInput(position, 0));
      std::printf("  position %llu: cpu %.1f ms, %ld trie nodes, %ld partner walks, %ld exact checks, best value %d: %s\n",
                  static_cast<unsigned long long>(seed), cpu.back(), stats.nodes, stats.walks, stats.verified,
                  best ? best->value : INT_MIN, g->FormatMove(move).c_str());
    }
    if (!g->Check(0, move)) std::printf("  position %llu: the hard bot chose an illegal move!\n",
                                        static_cast<unsigned long long>(seed));
    steals += move.kind == lf::word_lift::Move::Kind::kSteal;
    nodes += stats.nodes;
    walks += stats.walks;
    words += stats.words;
    pairs += stats.pairs;
    scanned += stats.scanned;
    verified += stats.verified;
    if (made == 1) std::printf("  e.g. position 1: hand %s -> %s\n", g->Query("hand-0")->c_str(), g->FormatMove(move).c_str());
  }
  const double n = std::max(1, made);
  std::printf("hard search on %d saved positions (12 in hand incl. 2 wildcards, 12 stealable words):\n", made);
  std::printf("  wall: p50 %.1f ms   p99 %.1f ms   max %.1f ms\n", Percentile(ms, 0.5), Percentile(ms, 0.99),
              ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end()));
  std::printf("  cpu:  p50 %.1f ms   p99 %.1f ms   max %.1f ms   (process CPU time, robust to a busy machine)\n",
              Percentile(cpu, 0.5), Percentile(cpu, 0.99), cpu.empty() ? 0.0 : *std::max_element(cpu.begin(), cpu.end()));
  std::printf("  per search: %.0f trie nodes, %.0f first words, %.0f partner walks, %.0f pairs scanned, %.0f letter-feasible, %.0f exact checks; "
              "%.0f%% chose a steal\n",
              nodes / n, words / n, walks / n, scanned / n, pairs / n, verified / n, 100.0 * steals / n);
}

// Whole games of random bots: processor time per game at each seat count.
void BenchRandomGames(const lf::Dictionary* dict, int games) {
  const lf::GameInfo info = lf::word_lift::Descriptor();
  for (int seats : {2, 6}) {
    std::vector<double> cpu;
    long moves = 0;
    for (int k = 0; k < games; ++k) {
      lf::GameOptions options;
      options.seats = seats;
      options.seed = static_cast<uint64_t>(k + 1);
      std::vector<std::unique_ptr<lf::Bot>> bots;
      for (int s = 0; s < seats; ++s) bots.push_back(info.make_bot("random", dict));
      const double start = lf::bench::CpuMicros();
      const lf::MatchResult r = lf::PlayMatch(info, options, bots, dict);
      cpu.push_back((lf::bench::CpuMicros() - start) / 1000.0);
      moves += r.turns;
    }
    double sum = 0;
    for (double c : cpu) sum += c;
    std::printf("random games, %d seats: %.0f ms cpu a game (p50 %.0f, max %.0f; %.0f moves a game; %d games)\n", seats,
                sum / std::max(1, games), Percentile(cpu, 0.5), cpu.empty() ? 0.0 : *std::max_element(cpu.begin(), cpu.end()),
                static_cast<double>(moves) / std::max(1, games), games);
  }
}

struct Tally {
  int games = 0, unfinished = 0;
  double wins = 0;  // ties share
  long long margin = 0, turns = 0;
};

// The expert bot against the hard one, two players, half the games with each
// seat order (seeds 1, 1, 2, 2, ...): its win share and every decision's time
// (its plays search; its draws are the hard bot's and cost next to nothing,
// so the play decisions are also shown apart).
void BenchExpert(const lf::Dictionary* dict, int games) {
  const lf::GameInfo info = lf::word_lift::Descriptor();
  std::vector<double> ms, cpu, play_ms;
  double wins[2] = {0, 0};
  int played[2] = {0, 0};
  for (int k = 0; k < games; ++k) {
    const int order = k % 2;  // 0: the expert is seat 0
    lf::GameOptions options;
    options.seats = 2;
    options.seed = static_cast<uint64_t>(k / 2 + 1);
    auto created = info.create(options, dict);
    if (!created) return;
    lf::Game& game = **created;
    std::unique_ptr<lf::Bot> expert = info.make_bot("expert", dict), hard = info.make_bot("hard", dict);
    lf::Rng rng(static_cast<uint64_t>(k) * 31 + 7);
    for (int ply = 0; ply < 2000 && !game.IsTerminal(); ++ply) {
      const int seat = game.CurrentSeat();
      const std::unique_ptr<lf::Game> view = game.Redacted(seat);
      std::string move;
      if (seat == order) {
        const bool play = dynamic_cast<const WordLift&>(*view).phase() == lf::word_lift::Phase::kPlay;
        const auto start = Clock::now();
        const double cpu_start = lf::bench::CpuMicros();
        move = expert->ChooseMove(*view, seat, rng);
        ms.push_back(Millis(start, Clock::now()));
        cpu.push_back((lf::bench::CpuMicros() - cpu_start) / 1000.0);
        if (play) play_ms.push_back(ms.back());
      } else {
        move = hard->ChooseMove(*view, seat, rng);
      }
      if (!game.ApplyMove(seat, move).ok()) {
        std::printf("  game %d: an illegal move %s\n", k, move.c_str());
        return;
      }
    }
    const std::vector<int> scores = game.Scores();
    const int diff = scores[static_cast<size_t>(order)] - scores[static_cast<size_t>(1 - order)];
    wins[order] += diff > 0 ? 1.0 : diff == 0 ? 0.5 : 0.0;
    ++played[order];
  }
  auto rate = [&](int o) { return 100.0 * wins[o] / std::max(1, played[o]); };
  auto max_of = [](const std::vector<double>& v) { return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end()); };
  std::printf("expert vs hard, %d two-player games: expert wins %.1f%% (first %.1f%%, second %.1f%%)\n", games,
              100.0 * (wins[0] + wins[1]) / std::max(1, games), rate(0), rate(1));
#ifdef __EMSCRIPTEN__
  const char* const side = "wasm";
#else
  const char* const side = "native";
#endif
  std::printf("  expert decision time (%s, ms, %zu decisions): wall p50 %.1f  p99 %.1f  max %.1f;  "
              "cpu p50 %.1f  p99 %.1f  max %.1f\n",
              side, ms.size(), Percentile(ms, 0.5), Percentile(ms, 0.99), max_of(ms), Percentile(cpu, 0.5),
              Percentile(cpu, 0.99), max_of(cpu));
  std::printf("  its plays alone (%zu): wall p50 %.1f  p99 %.1f  max %.1f\n", play_ms.size(), Percentile(play_ms, 0.5),
              Percentile(play_ms, 0.99), max_of(play_ms));
}

}  // namespace

int main(int argc, char** argv) {
  int games = 1000, positions = 200, random_games = 20, expert_games = 20;
  uint64_t only = 0;
  bool play_games = true;
  std::string dict_path = LF_DEFAULT_DICT;
  if (const char* env = std::getenv("LOSTFOUND_DICT")) dict_path = env;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--games" && i + 1 < argc) games = std::max(2, std::atoi(argv[++i]));
    else if (arg == "--positions" && i + 1 < argc) positions = std::max(1, std::atoi(argv[++i]));
    else if (arg == "--dict" && i + 1 < argc) dict_path = argv[++i];
    else if (arg == "--random-games" && i + 1 < argc) random_games = std::max(0, std::atoi(argv[++i]));
    else if (arg == "--expert-games" && i + 1 < argc) expert_games = std::max(0, std::atoi(argv[++i]));
    else if (arg == "--expert-only") play_games = false, positions = 0;
    else if (arg == "--position" && i + 1 < argc) {
      only = std::strtoull(argv[++i], nullptr, 10);
      play_games = false;
    } else if (arg == "--no-games") play_games = false;
    else {
      std::fprintf(stderr,
                   "usage: %s [--games N] [--positions N] [--position SEED] [--random-games N] [--expert-games N] "
                   "[--expert-only] [--dict PATH] [--no-games]\n",
                   argv[0]);
      return 2;
    }
  }
  auto dict = lf::Dictionary::LoadFile(dict_path);
  if (!dict) {
    std::fprintf(stderr, "cannot load the dictionary %s: %s\n", dict_path.c_str(), dict.error().c_str());
    return 1;
  }
  {
    // The lexicon is built once per process; time it apart from the moves.
    const auto start = Clock::now();
    (void)lf::word_lift::Lexicon::For(*dict->get());
    auto g = SavedPosition(dict->get(), 1);
    if (g) (void)g->LegalMoves(0);
    std::printf("first position and lexicon build: %.1f ms\n", Millis(start, Clock::now()));
  }
  if (positions > 0) BenchPositions(dict->get(), only > 0 ? 1 : positions, only);
  if (only == 0 && expert_games > 0) BenchExpert(dict->get(), expert_games);
  if (!play_games) return 0;
  if (random_games > 0) BenchRandomGames(dict->get(), random_games);

  const lf::GameInfo info = lf::word_lift::Descriptor();
  std::printf("Word Lift bots: %d two-player games per pairing\n", games);
  std::map<std::string, std::vector<double>> ms;
  std::map<std::string, Vocabulary> vocabulary;
  const std::vector<std::pair<std::string, std::string>> pairings = {
      {"hard", "easy"}, {"easy", "random"}, {"medium", "easy"}, {"hard", "medium"}, {"easy", "casual"}};
  for (const auto& [a, b] : pairings) {
    Tally tally[2];
    for (int k = 0; k < games; ++k) {
      const int order = k % 2;
      lf::GameOptions options;
      options.seats = 2;
      options.seed = static_cast<uint64_t>(k / 2 + 1);
      const std::string levels[2] = {order == 0 ? a : b, order == 0 ? b : a};
      std::vector<std::unique_ptr<lf::Bot>> bots;
      for (const auto& level : levels)
        bots.push_back(std::make_unique<TimedBot>(info.make_bot(level, dict->get()), &ms[level], &vocabulary[level]));
      const lf::MatchResult r = lf::PlayMatch(info, options, bots, dict->get());
      Tally& t = tally[order];
      ++t.games;
      if (!r.finished) {
        ++t.unfinished;
        continue;
      }
      const size_t mine = order == 0 ? 0 : 1;
      const int diff = r.scores[mine] - r.scores[1 - mine];
      t.margin += diff;
      t.turns += r.turns;
      t.wins += diff > 0 ? 1.0 : diff == 0 ? 0.5 : 0.0;
    }
    auto rate = [](const Tally& t) { return 100.0 * t.wins / std::max(1, t.games); };
    Tally all;
    for (const Tally& t : tally) {
      all.games += t.games;
      all.unfinished += t.unfinished;
      all.wins += t.wins;
      all.margin += t.margin;
      all.turns += t.turns;
    }
    std::printf("%-6s vs %-6s: %s wins %.1f%% (mean margin %+.1f, %.0f moves a game)%s\n", a.c_str(), b.c_str(),
                a.c_str(), rate(all), static_cast<double>(all.margin) / std::max(1, all.games),
                static_cast<double>(all.turns) / std::max(1, all.games),
                all.unfinished ? (" UNFINISHED " + std::to_string(all.unfinished)).c_str() : "");
    std::printf("    %s first: %.1f%%   %s second: %.1f%%\n", a.c_str(), rate(tally[0]), a.c_str(), rate(tally[1]));
  }
#ifdef __EMSCRIPTEN__
  std::printf("move time in games (wasm, ms; draws included):\n");
#else
  std::printf("move time in games (native, ms; draws included):\n");
#endif
  for (const char* level : {"random", "easy", "medium", "hard"}) {
    const auto& v = ms[level];
    std::printf("  %-6s p50 %7.2f   p99 %7.2f   max %7.2f   (%zu moves)\n", level, Percentile(v, 0.5),
                Percentile(v, 0.99), v.empty() ? 0.0 : *std::max_element(v.begin(), v.end()), v.size());
  }
  std::printf("words played, by commonness (SCOWL level of the tier: share of the words):\n");
  std::printf("  level   words  letters  <=20   35   40   50   55   60   70\n");
  for (const char* level : {"random", "casual", "easy", "medium", "hard"}) {
    const Vocabulary& v = vocabulary[level];
    if (v.words == 0) continue;
    const auto share = [&](size_t b) { return 100.0 * static_cast<double>(v.by_band[b]) / static_cast<double>(v.words); };
    std::printf("  %-6s %6ld  %7.2f  %3.0f%% %3.0f%% %3.0f%% %3.0f%% %3.0f%% %3.0f%% %3.0f%%\n", level, v.words,
                static_cast<double>(v.letters) / static_cast<double>(v.words), share(0) + share(1), share(2), share(3),
                share(4), share(5), share(6), share(7));
  }
  return 0;
}
