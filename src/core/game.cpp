#include "core/game.h"

#include <algorithm>

namespace lf {

std::vector<int> HighestScorers(const std::vector<int>& scores) {
  std::vector<int> winners;
  if (scores.empty()) return winners;
  const int best = *std::max_element(scores.begin(), scores.end());
  for (size_t i = 0; i < scores.size(); ++i)
    if (scores[i] == best) winners.push_back(static_cast<int>(i));
  return winners;
}

std::vector<int> Game::DecidingSeats() const {
  const int seat = CurrentSeat();
  if (seat < 0) return {};
  return {seat};
}

std::vector<int> Game::OrderTies(std::vector<int> seats) const {
  std::sort(seats.begin(), seats.end());
  return seats;
}

std::vector<int> Game::Winners() const {
  if (!IsTerminal()) return {};
  return HighestScorers(Scores());
}

// Every game of the menu writes its snapshots (docs/multi-device.md; a room
// test checks it); a game that does not (a test's own game) is refused.
Json Game::Snapshot() const { return Json(); }

Status Game::Restore(const Json& snapshot) {
  (void)snapshot;
  return Status::Refused(std::string(Name()) + " cannot be played on several devices.");
}

}  // namespace lf
