// "Snap": a tiny real-time card game that proves the real-time machinery of
// the game interface (time in every move, timed events, claims by any seat,
// bots with reaction delays, ties in the same instant) before the word-shout
// game uses it. docs/architecture.md ("Time") describes the machinery.
//
// Rules
// - 40 cards, values 1..10 four times, shuffled face down: the deck.
// - The dealer turns the deck's top card onto the pile every `pace`
//   milliseconds (option, default 1000): the dealer's timed move "deal".
// - At any moment any player may "shout" to claim the pile. Dealing pauses,
//   and the claimant has `window` ms (2000) to "take". The take is right
//   when the pile's top two cards have the same value: the claimant wins
//   every card of the pile. Otherwise, or if the window runs out first (the
//   dealer's timed move "time-up"), the claim was wrong: every other player
//   is given one card from the deck, which counts as won.
// - Dealing goes on `pace` ms after the claim ends.
// - When the deck is empty the game ends at once, unless the top two cards
//   of the pile match: then there is a last chance to shout, and the game
//   ends `window` ms after the last card ("close") if nobody does.
// - Score: cards won. Highest wins; ties share.
// Two claims in the same instant: the player who has won fewer cards goes
// first (then the lower seat); the other is refused, as a claim is open.
//
// Moves: seats "shout", "take"; the dealer "deal", "time-up", "close".
// Set-up line (scenarios): "deck V V V ..." puts these values on top of the
// deck, top first (taken from the deck, so nothing is created or lost).
// Queries: pile (values, bottom first), deck-count, won-S, claimant.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/registry.h"
#include "core/rng.h"

namespace lf::testing {

class SnapGame final : public Game {
 public:
  static constexpr int kUnknown = 0;
  static constexpr int kCards = 40;
  static constexpr Millis kWindow = 2000;

  SnapGame(const GameOptions& options, Millis pace);

  std::string_view Name() const override { return "snap"; }
  std::unique_ptr<Game> Clone() const override { return std::make_unique<SnapGame>(*this); }
  const GameOptions& Options() const override { return options_; }
  int CurrentSeat() const override;
  std::vector<int> DecidingSeats() const override;
  std::vector<std::string> LegalMoves(int seat) const override;
  Status ApplyMove(int seat, std::string_view move) override { return ApplyMoveAt(seat, move, now_); }
  Status ApplyMoveAt(int seat, std::string_view move, Millis time) override;
  Millis Now() const override { return now_; }
  std::optional<Millis> NextTimedEvent() const override;
  std::vector<int> OrderTies(std::vector<int> seats) const override;
  std::vector<int> Scores() const override;
  std::unique_ptr<Game> Redacted(int seat) const override;
  Json View(int seat) const override;
  const std::vector<LoggedMove>& History() const override { return history_; }
  bool RevealedInformation(size_t i) const override { return i < revealed_.size() && revealed_[i]; }
  Status ApplySetup(std::string_view line) override;
  Result<std::string> Query(std::string_view key) const override;

  const std::vector<int>& pile() const { return pile_; }
  int claimant() const { return claimant_; }
  int TotalCards() const;
  bool TopPairMatches() const { return pile_.size() >= 2 && pile_[pile_.size() - 1] == pile_[pile_.size() - 2]; }

 private:
  bool Over() const;
  void Penalise(int claimant);

  GameOptions options_;
  Millis pace_;
  Rng rng_;
  std::vector<int> deck_;  // back = top
  std::vector<int> pile_;  // back = top
  std::vector<std::vector<int>> won_;
  int claimant_ = -1;      // the seat whose claim is open, or -1
  Millis claim_started_ = 0;
  Millis last_ = 0;        // when dealing last moved on (a card, or a claim's end)
  Millis now_ = 0;
  bool closed_ = false;
  std::vector<LoggedMove> history_;
  std::vector<bool> revealed_;
};

GameInfo SnapInfo();
// A registry holding only Snap.
const GameRegistry& SnapRegistry();

}  // namespace lf::testing
