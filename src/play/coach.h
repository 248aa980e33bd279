// The coach after a game: "Where the game turned" (docs/architecture.md).
//
// For a finished game and one person's seat, the expert bot of the game
// (a SearchBot, core/search_bot.h) looks again at the person's decisions,
// each from that seat's view as it was (Redacted(seat) of the table before
// the move: nothing the person could not see), and estimates the person's
// outcome (their share of the win, 0..1) after what they played and after
// each other move it considers. The turning points are the decisions where
// the estimate of what was played fell most below the expert's choice: up to
// three, in the game's order.
//
// The work is split into small steps (Step(n): n playouts), so that a
// screen runs it a few milliseconds a frame with a progress bar and never
// blocks. The playouts are drawn from the advice's stream of the decision's
// index (AdviceRng, core/search_bot.h): the same game gives the same advice,
// and a game's own advice during play (Word Lift's Hint) the same too.
//
// Its budget is a count, never a clock (the same advice on any device): in
// all, the work of kExpertMoves of the expert's own moves (each game's expert
// is tuned to about a quarter of a second a move in a browser), spread evenly
// over the decisions it looks at, each at most the expert's own budget and
// at least kMinPlayouts. So every game's coach answers in about the same time
// whatever its length: bench/coach_bench.cpp prints it (README, "Where the
// game turned").
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/record.h"
#include "core/registry.h"
#include "core/search_bot.h"
#include "play/session_setup.h"

namespace lf::play {

struct TurningPoint {
  size_t index = 0;       // the decision's place in the game's History()
  std::string played;     // the person's move, in notation
  std::string suggested;  // the expert's choice there
  double played_value = 0, suggested_value = 0;  // estimated outcomes, 0..1
  double Drop() const { return suggested_value - played_value; }
};

class Coach {
 public:
  // The work in all, in expert moves (above), and the least any decision gets.
  static constexpr double kExpertMoves = 12;
  static constexpr int kMinPlayouts = 24;
  // `total` for no bound: every decision gets the expert's whole budget.
  static constexpr int kUnbounded = -1;

  // Null if the game has no expert level (or it is not a search), the seat
  // is not at the table, or the record does not replay.
  // `iterations`, if positive, replaces every decision's budget (tests);
  // `total`, if positive, replaces the budget in all (playouts), and
  // kUnbounded lifts it.
  static std::unique_ptr<Coach> Start(const GameInfo& info, const Dictionary* dict, const GameRecord& record,
                                      int seat, size_t max_decisions = 40, int iterations = 0, int total = 0);

  // Runs up to `playouts` more playouts; true while work remains.
  bool Step(int playouts);
  bool done() const { return next_ >= points_.size(); }
  // 0..1.
  double progress() const;
  size_t decisions() const { return points_.size(); }
  // Playouts run so far, and the most it will run in all.
  long playouts() const { return playouts_; }
  long budget() const;
  // The turning points found so far (all of them once done): at most
  // `count`, those whose estimate fell most (by at least `min_drop`), in the
  // game's order.
  std::vector<TurningPoint> Turns(size_t count = 3, double min_drop = kAdviceMinDrop) const;
  // The expert's move at a turning point in words, as the log would say it
  // (the describer applied to the seat's own view with that move made).
  std::string Describe(const TurningPoint& t, const std::vector<std::string>& names,
                       const MoveDescriber& describe) const;
  // The estimates the coach makes at History() index `index` of `table`
  // (the table before the seat's move there), all at once: what Step does
  // for that decision. It reads table.Redacted(seat) only.
  std::vector<MoveEstimate> Estimate(const Game& table, size_t index, const std::string& played) const;

 private:
  Coach() = default;
  std::unique_ptr<RootSearch> SearchAt(const Game& table, size_t index, const std::string& played, int iterations) const;
  struct Point {
    size_t index;
    std::unique_ptr<Game> view;  // Redacted(seat) of the table before the move
    std::string played;
    std::optional<TurningPoint> result;
    int iterations = 0;  // its share of the budget
  };
  int seat_ = 0;
  std::unique_ptr<Bot> expert_;
  const SearchingBot* searcher_ = nullptr;  // expert_, as the search it makes
  std::vector<Point> points_;
  size_t next_ = 0;
  long playouts_ = 0;
  std::unique_ptr<RootSearch> search_;  // the decision points_[next_] under way
};

}  // namespace lf::play
