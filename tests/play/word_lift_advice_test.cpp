// Word Lift's one judgement (games/word_lift/advice.h) against the coach
// after a game (play/coach.h): a person who follows the Hint is never told
// by the coach that the Hint's play turned the game.
//
// The hidden "[.bench]" case prints how often the two disagree over seeded
// games, with the Hint as it was (the play worth most in points,
// WordLift::BestByPoints) and as it is (the advice):
//   build/native/tests/play/play_tests "[.bench][word-lift]"
// (LF_ADVICE_GAMES=N sets the number of seeds, 200 by default;
// LF_ADVICE_OPPONENT=expert plays seat 1 by the expert instead of hard).
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "core/record.h"
#include "core/registry.h"
#include "core/search_bot.h"
#include "games/word_lift/advice.h"
#include "games/word_lift/bots.h"
#include "games/word_lift/word_lift.h"
#include "play/coach.h"
#include "play_support.h"

namespace lf {
namespace {

using testing::PlayDictionary;
using word_lift::WordLift;

std::unique_ptr<WordLift> NewWordLift(uint64_t seed, int first) {
  GameOptions options;
  options.seats = 2;
  options.seed = Seed(seed);
  options.variant = Json(Json::Object{});
  options.variant.set("first", first);
  auto created = testing::Info("word-lift").create(options, PlayDictionary());
  REQUIRE(created.ok());
  return std::unique_ptr<WordLift>(dynamic_cast<WordLift*>(created->release()));
}

// A coach for seat 0 of games like `game` (its Estimate judges any table).
std::unique_ptr<play::Coach> CoachFor(const WordLift& game) {
  GameRecord empty;
  empty.game = "word-lift";
  empty.options = game.Options();
  std::unique_ptr<play::Coach> coach = play::Coach::Start(testing::Info("word-lift"), PlayDictionary(), empty, 0);
  REQUIRE(coach != nullptr);
  return coach;
}

enum class HintKind { kPoints, kAdvice };

// The Hint's play for seat 0 of `game` (its view only), in notation.
std::string HintPlay(const WordLift& game, HintKind kind) {
  const std::unique_ptr<Game> view = game.Redacted(0);
  const auto& seen = dynamic_cast<const WordLift&>(*view);
  if (kind == HintKind::kPoints) {
    const std::optional<word_lift::Move> best = seen.BestByPoints(0);
    return seen.FormatMove(best ? *best : word_lift::Move::Pass());
  }
  word_lift::Judgement advice(seen, 0);
  while (advice.Step(16)) {
  }
  return advice.best_move();
}

struct Tally {
  int games = 0, decisions = 0, passes = 0, other_choice = 0, turning = 0, games_turning = 0, went_out = 0, stolen_after = 0;
  double wins = 0, drop = 0;
};

// Seat 0 follows the Hint at every play, draws as the hard bot; seat 1 is
// `opponent`. At each of seat 0's plays, the coach's verdict on the Hint's
// play: its own choice there, and whether the Hint's fell by the coach's
// measure of a turning point.
Tally FollowTheHint(uint64_t seed, HintKind kind, const std::string& opponent, bool check_agreement) {
  Tally t;
  auto g = NewWordLift(seed, static_cast<int>(seed % 2));
  const std::unique_ptr<play::Coach> coach = CoachFor(*g);
  std::unique_ptr<Bot> other = testing::Info("word-lift").make_bot(opponent, PlayDictionary());
  std::unique_ptr<Bot> drawer = testing::Info("word-lift").make_bot("hard", PlayDictionary());
  Rng rng(seed, 77);
  bool out_pending = false, turning = false;
  while (!g->IsTerminal()) {
    const int seat = g->CurrentSeat();
    std::string move;
    if (seat == 0 && g->phase() == word_lift::Phase::kPlay) {
      move = HintPlay(*g, kind);
      if (move == "pass" && g->BestByPoints(0).has_value()) ++t.passes;
      const std::vector<MoveEstimate> verdict = coach->Estimate(*g, g->History().size(), move);
      REQUIRE(!verdict.empty());
      double value = verdict.front().value;
      for (const MoveEstimate& e : verdict)
        if (e.move == move) value = e.value;
      ++t.decisions;
      if (verdict.front().move != move) {
        ++t.other_choice;
        const double drop = verdict.front().value - value;
        if (drop >= kAdviceMinDrop) {
          ++t.turning;
          turning = true;
          t.drop += drop;
        }
      }
      if (check_agreement) {
        INFO("seed " << seed << ", move " << g->History().size() << ": the Hint " << move << ", the coach "
                     << verdict.front().move);
        CHECK(verdict.front().move == move);
      }
    } else {
      const std::unique_ptr<Game> view = g->Redacted(seat);
      move = (seat == 0 ? drawer : other)->ChooseMove(*view, seat, rng);
    }
    REQUIRE(g->ApplyMove(seat, move).ok());
    const word_lift::Event& e = g->Events().back();
    if (e.seat == 0 && e.went_out) {
      ++t.went_out;
      out_pending = true;
    } else if (out_pending && e.kind == word_lift::Move::Kind::kSteal && e.victim == 0) {
      ++t.stolen_after;
      out_pending = false;
    }
    if (e.round_over) out_pending = false;
  }
  const std::vector<int> winners = g->Winners();
  for (int w : winners)
    if (w == 0) t.wins += 1.0 / static_cast<double>(winners.size());
  t.games = 1;
  t.games_turning = turning ? 1 : 0;
  return t;
}

TEST_CASE("Word Lift: where the person followed the Hint, the coach would have played the same", "[play][coach]") {
  for (uint64_t seed = 1; seed <= 2; ++seed) {
    const Tally t = FollowTheHint(seed, HintKind::kAdvice, "hard", true);
    CHECK(t.decisions > 10);
    CHECK(t.turning == 0);
  }
}

TEST_CASE("Word Lift: how often Hint's play and the coach's verdict disagree, before and after", "[.bench][word-lift]") {
  int games = 200;
  if (const char* env = std::getenv("LF_ADVICE_GAMES")) games = std::max(1, std::atoi(env));
  const char* opponent = std::getenv("LF_ADVICE_OPPONENT") ? std::getenv("LF_ADVICE_OPPONENT") : "hard";
  std::printf("Word Lift, %d two-player games (seeds 1..%d, who starts alternating) against the %s bot; seat 0 "
              "plays the Hint at every turn. At each of its plays, the coach after a game judges the Hint's play:\n",
              games, games, opponent);
  for (HintKind kind : {HintKind::kPoints, HintKind::kAdvice}) {
    Tally all;
    for (int k = 1; k <= games; ++k) {
      const Tally t = FollowTheHint(static_cast<uint64_t>(k), kind, opponent, false);
      all.games += t.games;
      all.decisions += t.decisions;
      all.passes += t.passes;
      all.other_choice += t.other_choice;
      all.turning += t.turning;
      all.games_turning += t.games_turning;
      all.went_out += t.went_out;
      all.stolen_after += t.stolen_after;
      all.wins += t.wins;
      all.drop += t.drop;
    }
    const auto pct = [](double a, double b) { return b > 0 ? 100.0 * a / b : 0.0; };
    std::printf("  %s: %d plays (%d of them passes with a word to play); the coach would have played otherwise at %d (%.1f%%), and called the Hint's play a "
                "turning point (its estimate %.0f points lower or more) at %d (%.1f%%, a mean fall of %.1f points), "
                "in %d of %d games (%.1f%%). The Hint went out %d times, %d of them into a final-turn steal of its "
                "words. Seat 0 won %.1f%%.\n",
                kind == HintKind::kPoints ? "before (the Hint: the play worth most in points)"
                                          : "after (the Hint: the advice, the coach's own search)",
                all.decisions, all.passes, all.other_choice, pct(all.other_choice, all.decisions), 100 * kAdviceMinDrop,
                all.turning, pct(all.turning, all.decisions), all.turning ? 100 * all.drop / all.turning : 0.0,
                all.games_turning, all.games, pct(all.games_turning, all.games), all.went_out, all.stolen_after,
                pct(all.wins, all.games));
    std::fflush(stdout);
  }
}

}  // namespace
}  // namespace lf
