// Determinized search over sampled worlds (core/search_bot.h).
#include "core/search_bot.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace lf {

namespace {

// The seat that decides next in a turn-based game, or -1 (over, or a
// real-time game's any-seat moment, which a search does not play).
int Decider(const Game& g) {
  if (g.IsTerminal()) return -1;
  const std::vector<int> seats = g.DecidingSeats();
  if (seats.empty() || seats.front() < 0) return -1;
  return seats.front();
}

// The candidates at the root: every legal move, or where there are more
// than `limit`, the rollout policy's own choice first and others drawn at
// random (a word game's hundreds of words).
std::vector<std::string> Candidates(const Game& view, int seat, Bot& policy, size_t limit, Rng& rng) {
  std::vector<std::string> legal = view.LegalMoves(seat);
  if (limit == 0 || legal.size() <= limit) return legal;
  std::vector<std::string> out;
  const std::string own = policy.ChooseMove(view, seat, rng);
  out.push_back(own);
  legal.erase(std::remove(legal.begin(), legal.end(), own), legal.end());
  rng.Shuffle(legal);
  for (size_t i = 0; i < legal.size() && out.size() < limit; ++i) out.push_back(legal[i]);
  return out;
}

}  // namespace

double Outcome(const Game& game, int seat, double margin_weight) {
  const std::vector<int> scores = game.Scores();
  std::vector<int> winners = game.IsTerminal() ? game.Winners() : HighestScorers(scores);
  double win = 0;
  if (std::find(winners.begin(), winners.end(), seat) != winners.end()) win = 1.0 / static_cast<double>(winners.size());
  double margin = 0;
  if (margin_weight > 0 && static_cast<size_t>(seat) < scores.size() && scores.size() > 1) {
    int best_other = 0;
    bool any = false;
    for (size_t s = 0; s < scores.size(); ++s) {
      if (static_cast<int>(s) == seat) continue;
      if (!any || scores[s] > best_other) best_other = scores[s];
      any = true;
    }
    const double mine = scores[static_cast<size_t>(seat)];
    margin = (mine - best_other) / (std::abs(mine) + std::abs(static_cast<double>(best_other)) + 1.0);
  }
  return (1 - margin_weight) * win + margin_weight * (0.5 + 0.5 * margin);
}

std::vector<MoveEstimate> EstimateMoves(const Game& view, int seat, const RolloutBotMaker& rollout,
                                        const SearchOptions& options, Rng& rng) {
  std::vector<MoveEstimate> out;
  if (Decider(view) < 0) return out;
  std::unique_ptr<Bot> policy = rollout();
  {
    // No sampler: nothing to search.
    Rng probe = rng;
    if (view.Determinize(seat, probe) == nullptr) return out;
  }
  const std::vector<std::string> moves = Candidates(view, seat, *policy, options.max_candidates, rng);
  if (moves.empty()) return out;
  std::vector<double> total(moves.size(), 0);
  std::vector<int> visits(moves.size(), 0);
  // Plays `world` on from the seat's move with the rollout policy and scores it.
  auto playout = [&](Game& world, Rng& dice) {
    for (int ply = 0; ply < options.max_plies; ++ply) {
      const int s = Decider(world);
      if (s < 0) break;
      const std::string m = policy->ChooseMove(world, s, dice);
      if (!world.ApplyMove(s, m).ok()) break;
    }
    if (!world.IsTerminal() && options.evaluate) return options.evaluate(world, seat);
    return Outcome(world, seat, options.margin_weight);
  };
  if (options.common_worlds) {
    const int worlds = std::max(1, options.iterations / static_cast<int>(moves.size()));
    for (int w = 0; w < worlds; ++w) {
      std::unique_ptr<Game> world = view.Determinize(seat, rng);
      if (world == nullptr) break;
      const uint64_t dice_seed = rng.Next64();
      for (size_t i = 0; i < moves.size(); ++i) {
        std::unique_ptr<Game> copy = world->Clone();
        if (!copy->ApplyMove(seat, moves[i]).ok()) continue;  // (a sampler fault: the move is the view's)
        Rng dice(dice_seed);
        total[i] += playout(*copy, dice);
        ++visits[i];
      }
    }
  }
  int done = 0;
  for (int it = 0; it < (options.common_worlds ? 0 : options.iterations); ++it) {
    std::unique_ptr<Game> world = view.Determinize(seat, rng);
    if (world == nullptr) break;
    // UCB1: every move once, then the best upper bound.
    size_t pick = 0;
    double best = -1;
    for (size_t i = 0; i < moves.size(); ++i) {
      if (visits[i] == 0) {
        pick = i;
        break;
      }
      const double ucb = total[i] / visits[i] +
                         options.exploration * std::sqrt(std::log(static_cast<double>(done + 1)) / visits[i]);
      if (ucb > best) best = ucb, pick = i;
    }
    if (!world->ApplyMove(seat, moves[pick]).ok()) continue;  // (a sampler fault: the move is the view's)
    total[pick] += playout(*world, rng);
    ++visits[pick];
    ++done;
  }
  for (size_t i = 0; i < moves.size(); ++i)
    out.push_back({moves[i], visits[i] > 0 ? total[i] / visits[i] : 0.0, visits[i]});
  // Best first: the most played, then the better mean (with common worlds
  // every move is played as often: the better mean).
  std::stable_sort(out.begin(), out.end(), [&](const MoveEstimate& a, const MoveEstimate& b) {
    if (options.common_worlds) return a.value > b.value;
    return a.visits != b.visits ? a.visits > b.visits : a.value > b.value;
  });
  return out;
}

std::string SearchBot::ChooseMove(const Game& view, int seat, Rng& rng) {
  const std::vector<std::string> legal = view.LegalMoves(seat);
  if (legal.size() == 1) return legal.front();
  const std::vector<MoveEstimate> estimates = EstimateMoves(view, seat, rollout_, options_, rng);
  if (estimates.empty() || estimates.front().visits == 0) return rollout_()->ChooseMove(view, seat, rng);
  return estimates.front().move;
}

}  // namespace lf
