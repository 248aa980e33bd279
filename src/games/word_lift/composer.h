// Word Lift's word composer, without any drawing: the rows of cards a player
// builds on their turn, by tap, drag or typing, and what they make.
//
// A play has one row, filled from the hand. A steal-and-split has two rows:
// the stolen word's cards start in the first, in their order, and stay in
// the rows (they move between them, never back to a hand); hand cards are
// added to either. Every change keeps the rows legal to hold (cards from
// this seat's hand or the stolen word, each once); Check() then says whether
// the rows make a move the rules allow, with the engine's reason if not.
//
// Letters: a plain card stands for its printed letter; an Ellipsis (…) for
// its letter once until the player doubles it; a Question Mark (?) or an
// Approximately Equals (≈) card added by a tap waits for a letter from the
// picker (typing a letter chooses it). Stolen cards keep the letters they
// had in the stolen word until the thief changes them.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "games/word_lift/word_lift.h"

namespace lf::word_lift {

struct ComposedCard {
  int card = 0;          // card id
  bool stolen = false;   // from the stolen word (false: from the hand)
  std::string letters;   // what it stands for; empty: waiting for the picker
};

class Composer {
 public:
  // The composer of `seat` on `game` (a redacted view is fine): an empty
  // play row. `game` must outlive the composer and stay unchanged; after a
  // move, make a new composer.
  Composer(const WordLift& game, int seat);

  // Starts a steal of that word: refused with the engine's reason (whose
  // turn, no earlier play, word counts) and then nothing changes. Hand cards
  // already in the play row move to the second row.
  Status BeginSteal(int owner, int index);
  // Back to a play: the stolen cards leave, hand cards return to the hand.
  void CancelSteal();
  bool stealing() const { return owner_ >= 0; }
  int steal_owner() const { return owner_; }
  int steal_index() const { return index_; }

  int row_count() const { return stealing() ? 2 : 1; }
  const std::vector<ComposedCard>& row(int r) const { return rows_[static_cast<size_t>(r)]; }
  // Hand cards in no row, in hand order.
  std::vector<int> FreeHand() const;
  bool InRows(int card) const;

  // Adds a free hand card at the end of row `r` (or at `pos`).
  Status Add(int card, int r, int pos = -1);
  // Takes a card out: a hand card goes back to the hand; a stolen card
  // cannot leave the rows (refused with the reason).
  Status Remove(int r, int pos);
  // Moves a card within its row or to the other row (drag to reorder).
  Status MoveCard(int from_row, int from_pos, int to_row, int to_pos);
  // The letters a card stands for: one letter it can stand for, or the
  // letter twice for an Ellipsis.
  Status SetLetters(int r, int pos, const std::string& letters);
  // Whether a card offers a choice in the picker (?, ≈ or …).
  static bool HasChoice(int card);

  // Typing: letter `c` (either case) at the end of row `r`, from the hand:
  // a card printed with that letter (one that costs most to keep in hand
  // first), else doubling the row's last card if it is that letter's
  // Ellipsis, else an ≈ card that can stand for it, else a ? card.
  Status Type(char c, int r);
  // Backspace: takes the last hand card of row `r` back (an Ellipsis
  // standing for two letters first drops to one); false if none.
  bool Backspace(int r);
  void Clear();  // empties the rows (ends a steal)
  // Replaces the rows with the cards of a play or a steal (the hint button):
  // each card of a face is taken from the stolen word first, then the hand.
  // Refused, changing nothing, when the cards are not at hand.
  Status Fill(const Move& move);

  // The word row `r` spells so far ("_" for a card waiting for its letter).
  std::string Spelled(int r) const;
  // Whether the rows make a legal move now, and why not if they do not.
  Status Check() const;
  // The move the rows make (only when Check() is Ok).
  std::optional<Move> ToMove() const;

 private:
  std::vector<CardUse> Uses(int r) const;

  const WordLift* game_;
  int seat_;
  std::vector<int> hand_;
  int owner_ = -1, index_ = -1;
  std::vector<std::vector<ComposedCard>> rows_;
};

}  // namespace lf::word_lift
