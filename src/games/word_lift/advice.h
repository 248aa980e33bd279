// Word Lift's advice: the one judgement behind the Hint button, the review of
// a round's turns and the coach after a game ("Where the game turned").
//
// A position is judged by the expert bot's search (bots.h, level "expert":
// the hard bot's few best plays, each tried against many deals of the cards
// the seat cannot see and played on a couple of turns), from the seat's view
// and on the advice's stream for that point of the game (AdviceRng,
// core/search_bot.h). The coach after a game (play/coach.h) runs exactly this
// search at each of the person's decisions, so:
//   - the play the Hint lays out is the play the coach would have made there
//     (a person who follows the Hint is never told that move turned the game);
//   - the review marks a turn "the best play" exactly when the coach agrees.
// Because the search plays the others' turns on, it sees what a count of
// points cannot: going out with the last cards hands everyone a final turn,
// and a word left on the table then is stolen for good.
//
// The search takes a while (the expert's quarter of a second in a browser),
// so it runs a few playouts at a time (Step) and a screen spreads it over
// frames.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/search_bot.h"
#include "games/word_lift/word_lift.h"

namespace lf::word_lift {

class Judgement {
 public:
  // The judgement of `view` (the seat's view, or the real table: only what
  // `seat` may see is used) for `seat`, which must be to play (the play
  // phase). `played`, if given, is estimated too, even where the search
  // would not have looked at it (the review's and the coach's move made).
  Judgement(const WordLift& view, int seat, const std::string& played = "");
  ~Judgement();
  Judgement(const Judgement&) = delete;
  Judgement& operator=(const Judgement&) = delete;

  // Runs up to `playouts` more playouts; true while work remains.
  bool Step(int playouts);
  bool done() const;
  double progress() const;  // 0..1

  // Once done: the judgement's play (nullopt: nothing is worth more than
  // passing), its estimate and the estimate of `played` (0..1, the seat's
  // share of the win as the search sees it), in notation.
  std::optional<Move> Best() const;
  std::string best_move() const;
  double best_value() const;
  double played_value() const;
  // Every move looked at, best first.
  std::vector<MoveEstimate> Estimates() const;

 private:
  std::unique_ptr<WordLift> view_;
  int seat_ = 0;
  std::string played_;
  std::unique_ptr<Bot> expert_;
  std::unique_ptr<RootSearch> search_;
  int budget_ = 0;
};

}  // namespace lf::word_lift
