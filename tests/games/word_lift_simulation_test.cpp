// Word Lift: two thousand more seeded games (a tenth under sanitizers), every seat count and bot level,
// with the invariants checked after every action (word_lift_checks.h) and
// each game's record round-tripped and replayed.
//
// Why not all through tests/support/simulation.h: its harness lists every
// legal move after every action, and a Word Lift position routinely has
// thousands of legal steal-and-splits (a wildcard on the table, tens of
// thousands). word_lift_test.cpp runs that harness on a representative set
// of games; here the legal-move list is checked every few actions instead,
// on a sample of its moves, which keeps two thousand games within seconds.
#include <catch2/catch.hpp>

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/record.h"
#include "core/tournament.h"
#include "games/word_lift/word_lift.h"
#include "support/sanitizer.h"
#include "word_lift_checks.h"

namespace lf::word_lift {
namespace {

using testing::CheckInvariants;
using testing::Dict;

struct Config {
  int games;
  int seats;
  std::vector<std::string> levels;
};

// The legal moves now: at least one, no duplicates, a sample of them each
// accepted by a copy, and a nonsense move refused without a change.
void CheckLegalMoves(const Game& g, Rng& rng) {
  const int seat = g.CurrentSeat();
  const auto moves = g.LegalMoves(seat);
  REQUIRE(!moves.empty());
  REQUIRE(std::set<std::string>(moves.begin(), moves.end()).size() == moves.size());
  for (int k = 0; k < 8; ++k) {
    const std::string& m = moves[rng.UniformBelow(static_cast<uint32_t>(moves.size()))];
    auto trial = g.Clone();
    const Status st = trial->ApplyMove(seat, m);
    INFO("legal move \"" << m << "\" refused: " << st.reason());
    REQUIRE(st.ok());
  }
  auto trial = g.Clone();
  const std::string before = trial->View(seat).Dump();
  REQUIRE_FALSE(trial->ApplyMove(seat, "no-such-move 42").ok());
  REQUIRE(trial->View(seat).Dump() == before);
}

// Plays `games` seeded games (fewer under sanitizers) and returns how many
// finished with every invariant kept; each batch is its own test case so
// ctest runs them in parallel.
long PlayBatch(const Config& c, uint64_t first_seed) {
  const GameInfo info = word_lift::Descriptor();
  const int games = lf::testing::SimulationGames(c.games, 10);
  long played = 0, actions = 0;
  for (int k = 0; k < games; ++k) {
    const uint64_t seed = first_seed + static_cast<uint64_t>(k);
    GameOptions options;
    options.seats = c.seats;
    options.seed = seed;
    std::vector<std::unique_ptr<Bot>> bots;
    for (const std::string& level : c.levels) bots.push_back(info.make_bot(level, &Dict()));
    Rng rng(seed);
    long here = 0;
    const MatchResult r = PlayMatch(info, options, bots, &Dict(), 100000, [&](const Game& g, int, const std::string&) {
      ++here;
      CheckInvariants(g);
      if (!g.IsTerminal() && here % 7 == 0) CheckLegalMoves(g, rng);
    });
    INFO("seed " << seed << ": " << r.error);
    REQUIRE(r.finished);
    actions += here;
    auto parsed = GameRecord::Parse(r.record.ToJson());
    REQUIRE(parsed.ok());
    REQUIRE(parsed->moves == r.record.moves);
    GameRegistry one;
    one.Add(info);
    auto replayed = parsed->Replay(one, &Dict());
    REQUIRE(replayed.ok());
    REQUIRE((*replayed)->IsTerminal());
    REQUIRE((*replayed)->Scores() == r.scores);
    ++played;
  }
  CHECK(played == games);
  WARN("simulated " << played << " games, " << actions << " actions");
  return played;
}

// 2,000 games in all (natively); seeds apart from those of word_lift_test.cpp.
TEST_CASE("simulation, 2 seats: easy v medium, hard v easy, random v hard") {
  PlayBatch({300, 2, {"easy", "medium"}}, 10000);
  PlayBatch({300, 2, {"hard", "easy"}}, 10300);
  PlayBatch({150, 2, {"random", "hard"}}, 10600);
}

TEST_CASE("simulation, 3 seats: hard easy medium, random medium easy") {
  PlayBatch({300, 3, {"hard", "easy", "medium"}}, 10750);
  PlayBatch({100, 3, {"random", "medium", "easy"}}, 11050);
}

TEST_CASE("simulation, 4 seats: easy easy medium hard") {
  PlayBatch({300, 4, {"easy", "easy", "medium", "hard"}}, 11150);
}

TEST_CASE("simulation, 5 seats: medium hard easy medium easy") {
  PlayBatch({250, 5, {"medium", "hard", "easy", "medium", "easy"}}, 11450);
}

TEST_CASE("simulation, 6 seats: two of each level") {
  PlayBatch({300, 6, {"easy", "medium", "hard", "easy", "medium", "hard"}}, 11700);
}

}  // namespace
}  // namespace lf::word_lift
