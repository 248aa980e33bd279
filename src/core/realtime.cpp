#include "core/realtime.h"

#include <algorithm>

#include "core/check.h"

namespace lf {

void RealTimeDriver::Replan(const Game& game, const std::vector<Bot*>& bots, std::vector<Rng>& rngs) {
  LF_CHECK_EQ(bots.size(), rngs.size());
  plans_.assign(bots.size(), std::nullopt);
  if (game.IsTerminal()) return;
  for (size_t s = 0; s < bots.size(); ++s) {
    if (bots[s] == nullptr) continue;
    const int seat = static_cast<int>(s);
    std::unique_ptr<Game> view = game.Redacted(seat);
    std::optional<TimedMove> plan = bots[s]->React(*view, seat, rngs[s]);
    if (plan && !plan->move.empty()) {
      plan->at = std::max(plan->at, game.Now());  // a reaction cannot come before what it reacts to
      plans_[s] = std::move(plan);
    }
  }
}

std::optional<RealTimeDriver::Step> RealTimeDriver::Next(const Game& game) const {
  if (game.IsTerminal()) return std::nullopt;
  std::optional<Millis> first;
  for (const auto& plan : plans_)
    if (plan && (!first || plan->at < *first)) first = plan->at;
  const std::optional<Millis> event = game.NextTimedEvent();
  if (first && (!event || *first <= *event)) {
    std::vector<int> tied;
    for (size_t s = 0; s < plans_.size(); ++s)
      if (plans_[s] && plans_[s]->at == *first) tied.push_back(static_cast<int>(s));
    const int seat = game.OrderTies(tied).front();
    return Step{seat, plans_[static_cast<size_t>(seat)]->move, *first};
  }
  if (event) {
    const std::vector<std::string> dealer = game.LegalMoves(kDealerSeat);
    LF_CHECK(!dealer.empty());  // a game with a timed event has the dealer's move for it
    return Step{kDealerSeat, dealer.front(), std::max(*event, game.Now())};
  }
  return std::nullopt;
}

const std::optional<TimedMove>* RealTimeDriver::PlanOf(int seat) const {
  if (seat < 0 || static_cast<size_t>(seat) >= plans_.size()) return nullptr;
  return &plans_[static_cast<size_t>(seat)];
}

}  // namespace lf
