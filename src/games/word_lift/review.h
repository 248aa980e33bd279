// Word Lift: what plays are worth, and the review of a round.
//
// WordValue is what a word is worth at the end of the round. MoveWorth is
// what a play adds to its player's round (the "+N" of the log). RoundReview
// sets each of a player's turns in a round beside the play the advice judges
// best from the position the player saw (advice.h: the Hint's play, the
// coach's choice), with the advice's estimate of each; it searches a few
// playouts per Step() so that a screen can show the turns as they come.
#pragma once
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "games/word_lift/word_lift.h"

namespace lf::word_lift {

class Judgement;  // advice.h

// +1 a card (+2 a Dollar), +2 for a word of six letters or more.
int WordValue(const TableWord& word);
int WordValue(const std::vector<CardUse>& uses);

// What `move` (legal for `seat` now) adds to the seat's round score, before
// the floor at 0, as if the round ended right after it: the cards it puts
// on the table from the hand (their points, and the hand penalty they no
// longer cost), the cards it takes from another player's word, +2 for each
// new word of six letters or more, less what a split word of the seat's own
// loses, +3 for going out first. A pass or a draw: 0.
int MoveWorth(const WordLift& game, int seat, const Move& move);

struct ReviewTurn {
  size_t index = 0;  // of the move in History()
  Move::Kind kind = Move::Kind::kPass;  // kPlay, kSteal or kPass
  // What was played: the word, or the stolen word, its owner and the two new words.
  std::string word, stolen, first, second;
  int victim = -1;
  int points = 0;  // MoveWorth of the move made
  bool done = false;   // searched
  bool found = false;  // the advice would play (not pass)
  Move best;           // the advice's play from the position seen (if found)
  std::string best_word, best_stolen, best_first, best_second;
  int best_owner = -1;
  int best_points = 0;  // MoveWorth of the best play
  bool same = false;    // the advice's play is the move made
  // The advice's estimates (0..1, the player's share of the win as it sees
  // it) after the move made and after its own; `better`: its own is better
  // by at least kAdviceMinDrop (the coach's measure of a turning point).
  double played_value = 0, best_value = 0;
  bool better = false;
};

class RoundReview {
 public:
  // The turns `seat` played in `round` (1..3) of `game`. The game is
  // replayed from its start (its options and seed), so it must not have
  // been set up by hand.
  RoundReview(const WordLift& game, int seat, int round);
  ~RoundReview();
  // Runs up to `playouts` more playouts of the advice, turn after turn;
  // false once every turn is searched.
  bool Step(int playouts);
  bool done() const { return next_ >= turns_.size(); }
  const std::vector<ReviewTurn>& turns() const { return turns_; }
  int seat() const { return seat_; }
  int round() const { return round_; }

 private:
  int seat_ = 0;
  int round_ = 0;
  std::vector<ReviewTurn> turns_;
  std::vector<Game::LoggedMove> history_;
  std::unique_ptr<WordLift> replay_;  // at history index at_
  size_t at_ = 0;
  size_t next_ = 0;
  std::unique_ptr<Judgement> judgement_;  // of turns_[next_], under way
  // Replays up to turns_[next_] and starts its judgement; false if that
  // turn cannot be judged (it is then done, with nothing found).
  bool Begin();
  void Finish();
};

}  // namespace lf::word_lift
