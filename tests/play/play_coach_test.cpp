// The coach after a game (play/coach.h), for every game with an expert
// level: on seeded games of an easy "person" against a hard bot, each
// turning point's moves (the person's and the expert's) are legal at that
// table, and the coach's estimate there is computed from the seat's view
// only: a world sampled to agree with that view, however its hidden cards
// lie, gets the very same estimates.
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "core/record.h"
#include "core/registry.h"
#include "play/coach.h"
#include "play_support.h"

using namespace lf;
using lf::testing::PlayDictionary;

namespace {

// A seeded game of an easy "person" (seat 0) against a hard bot, to its end.
GameRecord EasyAgainstHard(const GameInfo& info, uint64_t seed, uint64_t dice) {
  GameOptions options;
  options.seats = 2;
  options.seed = Seed(seed);
  auto created = info.create(options, PlayDictionary());
  REQUIRE(created.ok());
  Game& game = **created;
  std::unique_ptr<Bot> easy = info.make_bot("easy", PlayDictionary());
  std::unique_ptr<Bot> hard = info.make_bot("hard", PlayDictionary());
  Rng rng(dice);
  for (int ply = 0; ply < 5000 && !game.IsTerminal(); ++ply) {
    const int seat = game.DecidingSeats().front();
    REQUIRE(game.ApplyMove(seat, (seat == 0 ? easy : hard)->ChooseMove(*game.Redacted(seat), seat, rng)).ok());
  }
  return GameRecord::FromGame(game);
}

// The table of `record` after its first `moves` moves.
std::unique_ptr<Game> TableAt(const GameInfo& info, const GameRecord& record, size_t moves) {
  GameRecord before = record;
  before.moves.resize(moves);
  GameRegistry one;
  one.Add(info);
  auto table = before.Replay(one, PlayDictionary());
  REQUIRE(table.ok());
  return std::move(*table);
}

}  // namespace

TEST_CASE("Coach: turning points are legal there and estimated from the seat's view only", "[play][coach]") {
  int games = 0;
  for (const GameInfo& info : BuiltinGames().All()) {
    if (!info.HasBotLevel("expert")) continue;
    ++games;
    INFO(info.name);
    const GameRecord record = EasyAgainstHard(info, 41, 3);
    std::unique_ptr<play::Coach> coach = play::Coach::Start(info, PlayDictionary(), record, 0, 6, 16);
    REQUIRE(coach != nullptr);
    REQUIRE(coach->decisions() > 0);
    while (coach->Step(5)) {
    }
    CHECK(coach->progress() == 1.0);
    const std::vector<play::TurningPoint> turns = coach->Turns(3, 0.0);
    CHECK(!turns.empty());  // an easy player's game: the expert would have played otherwise somewhere
    for (const play::TurningPoint& t : turns) {
      // The table before the move.
      GameRecord before = record;
      before.moves.resize(t.index);
      GameRegistry one;
      one.Add(info);
      auto table = before.Replay(one, PlayDictionary());
      REQUIRE(table.ok());
      // (A word game's LegalMoves need not list every word: the table says.)
      CHECK((*table)->Clone()->ApplyMove(0, t.suggested).ok());
      CHECK((*table)->Clone()->ApplyMove(0, t.played).ok());
      CHECK(t.suggested != t.played);
      // Another world the seat cannot tell from this one: the same estimates.
      Rng sample(t.index + 1);
      std::unique_ptr<Game> other = (*table)->Redacted(0)->Determinize(0, sample);
      REQUIRE(other != nullptr);
      const auto here = coach->Estimate(**table, t.index, t.played);
      const auto there = coach->Estimate(*other, t.index, t.played);
      REQUIRE(here.size() == there.size());
      for (size_t i = 0; i < here.size(); ++i) {
        CHECK(here[i].move == there[i].move);
        CHECK(here[i].value == there[i].value);
      }
    }
  }
  WARN(games << " games have an expert and a coach");
}

TEST_CASE("Coach: its work is bounded by its budget, whatever the game's length, and its answers stay legal",
          "[play][coach]") {
  for (const GameInfo& info : BuiltinGames().All()) {
    if (!info.HasBotLevel("expert")) continue;
    INFO(info.name);
    const GameRecord record = EasyAgainstHard(info, 43, 5);
    auto unbounded = play::Coach::Start(info, PlayDictionary(), record, 0, 40, 0, play::Coach::kUnbounded);
    auto coach = play::Coach::Start(info, PlayDictionary(), record, 0);
    REQUIRE(coach != nullptr);
    REQUIRE(unbounded != nullptr);
    REQUIRE(coach->decisions() == unbounded->decisions());
    const double n = static_cast<double>(coach->decisions());
    // Each decision at most the expert's own budget; in all, about
    // kExpertMoves expert moves (each decision's share rounded, and at
    // least kMinPlayouts where the expert's own allows).
    CHECK(coach->budget() <= unbounded->budget());
    CHECK(static_cast<double>(coach->budget()) <=
          play::Coach::kExpertMoves * static_cast<double>(unbounded->budget()) / n + n * play::Coach::kMinPlayouts);
    while (coach->Step(7)) {
    }
    // (A search over common worlds plays whole worlds, every candidate in
    // each: a decision's last world may pass its share by a world's worth,
    // at most as many playouts as legal moves.)
    long over = 0;
    {
      const std::unique_ptr<Game> table = TableAt(info, record, 0);
      for (const Game::LoggedMove& m : record.moves) {
        if (m.seat == 0) over = std::max(over, static_cast<long>(table->LegalMoves(0).size()));
        REQUIRE(table->ApplyMoveAt(m.seat, m.move, m.time).ok());
      }
    }
    CHECK(coach->playouts() <= coach->budget() + static_cast<long>(coach->decisions()) * over);
    CHECK(coach->progress() == 1.0);
    for (const play::TurningPoint& t : coach->Turns()) {
      const std::unique_ptr<Game> table = TableAt(info, record, t.index);
      CHECK(table->Clone()->ApplyMove(0, t.suggested).ok());
      CHECK(t.Drop() >= 0.03);
    }
  }
}
