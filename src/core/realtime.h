// Runs the seats the program plays in a real-time game (docs/architecture.md,
// "Time"): each bot's planned reaction and the game's own timed events, in
// the order of game time. The headless matches (PlayMatch) and the UI's
// session share it, so a bot behaves the same on screen as in a benchmark.
//
// After every change of the game (any move, by anyone) call Replan: every
// bot is asked again what it does next and when (Bot::React), seeing only
// its own seat's view. Next() then says what happens first: the earliest
// plan, or the game's timed event (the dealer's move). Nothing here reads a
// clock: the caller decides when game time reaches a step (PlayMatch jumps
// straight to it; the session waits for its clock, and a person may move
// in between).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/bot.h"
#include "core/game.h"
#include "core/rng.h"

namespace lf {

class RealTimeDriver {
 public:
  struct Step {
    int seat = kDealerSeat;  // a seat, or kDealerSeat for the game's timed event
    std::string move;
    Millis at = 0;
  };

  // `bots[s]` plays seat s (null: a person, never planned for); `rngs[s]` is
  // its own stream. Both must outlive the driver's calls.
  void Replan(const Game& game, const std::vector<Bot*>& bots, std::vector<Rng>& rngs);
  // Drops every plan (a person's move is about to change the table, or the
  // game is being rebuilt).
  void Clear() { plans_.clear(); }
  // The first thing due: the earliest plan (at the same instant, in the
  // game's OrderTies order) before the timed event when they tie (the plan
  // was made before the event happened). Nothing: only a person can move.
  std::optional<Step> Next(const Game& game) const;
  // The plan of one seat, if any (the UI shows "Bot is about to claim").
  const std::optional<TimedMove>* PlanOf(int seat) const;
  // Every seat's plan, as a save keeps them (a reload goes on with the same
  // plans instead of asking the bots again).
  const std::vector<std::optional<TimedMove>>& plans() const { return plans_; }
  void SetPlans(std::vector<std::optional<TimedMove>> plans) { plans_ = std::move(plans); }

 private:
  std::vector<std::optional<TimedMove>> plans_;
};

}  // namespace lf
