// "High Card": a tiny but complete hidden-information card game used to test
// the shared engine (records, replays, scenarios, tournaments, redaction)
// without depending on any real game.
//
// Rules: 24 cards (1..12 twice) are shuffled; each seat is dealt 3 face down.
// On your turn play a card from your hand ("play N"): if it is higher than the
// card on top of the centre pile you score N, otherwise nothing. Then you draw
// a card if the deck has one. The game ends when every hand is empty.
//
// Option "reactions" (a reaction window, as Lost: The Board Game has them):
// after a play that scored, priority goes round the table from the player
// who played (the active seat), clockwise. The seat with priority may
// "block C" with a card C of its hand higher than the played one (not the
// active seat): C goes to the centre, the play's points are lost (once) and
// the blocker scores 1; priority then starts again at the active seat. Or it
// may "pass". The window closes after every seat has passed in a row; a seat
// with nothing to block with passes without being asked.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/registry.h"
#include "core/rng.h"

namespace lf::testing {

class HighCardGame final : public Game {
 public:
  static constexpr int kUnknown = 0;
  explicit HighCardGame(const GameOptions& options);

  std::string_view Name() const override { return "high-card"; }
  std::unique_ptr<Game> Clone() const override { return std::make_unique<HighCardGame>(*this); }
  const GameOptions& Options() const override { return options_; }
  int CurrentSeat() const override;
  int ActiveSeat() const override;
  std::string PassMove(int seat) const override;
  std::vector<std::string> LegalMoves(int seat) const override;
  Status ApplyMove(int seat, std::string_view move) override;
  std::vector<int> Scores() const override { return scores_; }
  std::unique_ptr<Game> Redacted(int seat) const override;
  Json View(int seat) const override;
  const std::vector<LoggedMove>& History() const override { return history_; }
  bool RevealedInformation(size_t i) const override { return i < history_.size() && revealed_[i]; }
  Status ApplySetup(std::string_view line) override;
  Result<std::string> Query(std::string_view key) const override;

  const std::vector<int>& Hand(int seat) const { return hands_[static_cast<size_t>(seat)]; }
  int TotalCards() const;

 private:
  GameOptions options_;
  Rng rng_;
  std::vector<int> deck_;  // back = top
  std::vector<std::vector<int>> hands_;
  std::vector<int> centre_;
  std::vector<int> scores_;
  int current_ = 0;
  bool reactions_ = false;
  // The open reaction window: who played what, whose priority, passes in a row.
  struct Window {
    int active = -1;
    int value = 0;
    bool blocked = false;
    int priority = -1;
    int passes = 0;
  };
  std::optional<Window> window_;
  void NextTurn();
  std::vector<LoggedMove> history_;
  std::vector<bool> revealed_;
};

GameInfo HighCardInfo();
// A registry holding only the fixture game.
const GameRegistry& FixtureRegistry();

}  // namespace lf::testing
