// An expert bot for any turn-based game with a sampler (Game::Determinize):
// a search over sampled worlds of what its seat cannot see, as in
// determinized Monte Carlo search (Cowling, Powley and Whitehouse 2012,
// "Information Set Monte Carlo Tree Search", whose baseline it is).
//
// Each iteration samples a world that agrees with the seat's view, chooses
// one of the seat's legal moves by UCB1 over the statistics gathered so far
// (the moves are the same in every world: they depend on the view alone),
// plays it, and plays the world on with the rollout policy (another bot,
// usually the game's hard level, every seat) until the game ends or a depth
// limit. The outcome for the seat is its share of the win (1 for a win,
// 1/k for a k-way shared win, 0 for a loss), plus a small part for its score
// margin, so that among moves that win equally the bigger margin counts.
// The move played most is chosen.
//
// Everything is drawn from the Rng the caller passes: for a seed, the same
// view gives the same move (the iteration budget is a count, never a clock).
// EstimateMoves gives the per-move estimates (the coach after a game uses
// them: "what the expert would have played, and the difference").
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/bot.h"
#include "core/game.h"
#include "core/rng.h"

namespace lf {

struct SearchOptions {
  int iterations = 200;     // sampled worlds, each one playout
  int max_plies = 400;      // a playout ends after this many moves (scored as it stands)
  double exploration = 0.7;  // UCB1's constant, on outcomes in [0, 1]
  double margin_weight = 0.1;  // the share of an outcome given by the score margin
  size_t max_candidates = 0;   // at most this many root moves (0: all; see Candidates)
  // The root moves, where a game knows better than LegalMoves which are worth
  // searching (a word game's few best words of its thousands): legal moves of
  // `seat` in `view`, at most `limit` of them (0: no limit), the likeliest
  // first. Unset: LegalMoves, capped by max_candidates. One move: played
  // without a search.
  std::function<std::vector<std::string>(const Game& view, int seat, size_t limit)> candidates;
  // A playout cut off by max_plies is scored by this (the seat's value in
  // 0..1, a game's own judgement of the position) instead of Outcome on the
  // scores as they stand. Finished playouts are always scored by Outcome.
  std::function<double(const Game& world, int seat)> evaluate;
  // Instead of UCB1: every candidate is played in the same sampled worlds,
  // with the same rollout dice, and the best mean wins (common random
  // numbers: the comparison measures the move, not the luck of the world).
  // `iterations` is then the number of playouts in all, spread over the
  // candidates (at least one world).
  bool common_worlds = false;
  // Search the one real world instead of sampled ones (SearchingBot::
  // GiveSight): the view must then be the real game. For measuring the
  // bound luck sets (the same search knowing every hidden card and the
  // deck's order), never for play.
  bool sees_all = false;
};

struct MoveEstimate {
  std::string move;
  double value = 0;  // mean outcome for the seat, 0..1
  int visits = 0;
};

// Makes the rollout policy's bot (one per search: a bot may keep state).
using RolloutBotMaker = std::function<std::unique_ptr<Bot>()>;

// One decision's search, run a few iterations at a time (the coach after a
// game spreads its searches over frames): Run(n) adds n iterations;
// Estimates() are those so far, best first.
class RootSearch {
 public:
  // `include`, if given, is among the moves searched even where
  // max_candidates leaves most out (the coach's move the person played).
  RootSearch(const Game& view, int seat, const RolloutBotMaker& rollout, const SearchOptions& options, Rng rng,
             const std::string& include = "");
  // False if there is nothing to search (no sampler, no decision, no move).
  bool ok() const { return !moves_.empty(); }
  void Run(int iterations);
  int done() const { return done_; }
  const SearchOptions& options() const { return options_; }
  std::vector<MoveEstimate> Estimates() const;

 private:
  std::unique_ptr<Game> view_;
  int seat_;
  SearchOptions options_;
  Rng rng_;
  std::unique_ptr<Bot> policy_;
  std::vector<std::string> moves_;
  // Plays `world` on from the seat's move with the rollout policy; scores it.
  double Playout(Game& world, Rng& dice);
  // A sampled world (or the real one, SearchOptions::sees_all).
  std::unique_ptr<Game> World();
  std::vector<double> total_;
  std::vector<int> visits_;
  int done_ = 0;
};

// Advice: the coach after a game (play/coach.h) and a game's own advice
// during play (Word Lift's Hint and its review of a round) judge a decision
// by the same search, so that they never contradict each other: the expert's
// RootSearch from the seat's view of the table before the decision, on the
// stream AdviceRng(index) gives, `index` being the decision's place in
// History() (the view's History().size()). The stream depends on nothing
// else (not the game's seed, which a seat may not know): the same view at
// the same point gives the same advice, whoever asks.
Rng AdviceRng(size_t index);
// How far an estimate must fall below the best for the advice to call a
// decision a mistake (the coach's turning points; a review's "better play").
inline constexpr double kAdviceMinDrop = 0.03;

// The estimates of each of `seat`'s legal moves in `view` (a redacted copy
// or the real game; only what `seat` may see is used), best first. Empty if
// the game has no sampler or the seat has no decision.
std::vector<MoveEstimate> EstimateMoves(const Game& view, int seat, const RolloutBotMaker& rollout,
                                        const SearchOptions& options, Rng& rng);

// The seat's outcome in a finished (or cut-off) game, 0..1 (see above).
double Outcome(const Game& game, int seat, double margin_weight);

// A bot whose choice comes from this search: the coach after a game runs
// the same search again (play/coach.h).
class SearchingBot : public Bot {
 public:
  virtual RolloutBotMaker Rollout() const = 0;
  // The options it searches `view` with (a game may vary them with the
  // table, the seat count say).
  virtual SearchOptions OptionsFor(const Game& view) const = 0;
  // OptionsFor(view) with the sight given below: what ChooseMove searches with.
  SearchOptions Options(const Game& view) const {
    SearchOptions o = OptionsFor(view);
    o.sees_all = sees_all_;
    return o;
  }
  // Lets this bot see the whole table (the CLI's --sees-all SEAT): the
  // tournament passes it the real game, and its search plays that world.
  void GiveSight() { sees_all_ = true; }
  bool SeesAll() const override { return sees_all_; }

 private:
  bool sees_all_ = false;
};

class SearchBot final : public SearchingBot {
 public:
  SearchBot(RolloutBotMaker rollout, SearchOptions options) : rollout_(std::move(rollout)), options_(options) {}
  // Falls back to the rollout policy's own move where the game has no
  // sampler or there is one legal move.
  std::string ChooseMove(const Game& view, int seat, Rng& rng) override;
  RolloutBotMaker Rollout() const override { return rollout_; }
  SearchOptions OptionsFor(const Game&) const override { return options_; }

 private:
  RolloutBotMaker rollout_;
  SearchOptions options_;
};

}  // namespace lf
