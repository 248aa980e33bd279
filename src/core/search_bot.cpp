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

Rng AdviceRng(size_t index) {
  // A stream apart from every deal (stream 0) and bot (core/rng.h), under a
  // fixed seed: "coach" in ASCII, as it has always been named.
  constexpr uint64_t kAdviceStream = 0x636f616368000000ull;
  return Rng(Seed(kAdviceStream), kAdviceStream + index);
}

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

RootSearch::RootSearch(const Game& view, int seat, const RolloutBotMaker& rollout, const SearchOptions& options,
                       Rng rng, const std::string& include)
    : view_(view.Clone()), seat_(seat), options_(options), rng_(rng) {
  if (Decider(view) < 0) return;
  {
    // No sampler: nothing to search.
    Rng probe = rng_;
    if (!options.sees_all && view.Determinize(seat, probe) == nullptr) return;
  }
  policy_ = rollout();
  moves_ = options.candidates ? options.candidates(view, seat, options.max_candidates)
                              : Candidates(view, seat, *policy_, options.max_candidates, rng_);
  if (!include.empty() && std::find(moves_.begin(), moves_.end(), include) == moves_.end()) moves_.push_back(include);
  total_.assign(moves_.size(), 0);
  visits_.assign(moves_.size(), 0);
}

std::unique_ptr<Game> RootSearch::World() {
  if (options_.sees_all) return view_->Clone();  // the real table (a measurement only)
  return view_->Determinize(seat_, rng_);
}

double RootSearch::Playout(Game& world, Rng& dice) {
  for (int ply = 0; ply < options_.max_plies; ++ply) {
    const int s = Decider(world);
    if (s < 0) break;
    const std::string m = policy_->ChooseMove(world, s, dice);
    if (!world.ApplyMove(s, m).ok()) break;
  }
  if (!world.IsTerminal() && options_.evaluate) return options_.evaluate(world, seat_);
  return Outcome(world, seat_, options_.margin_weight);
}

void RootSearch::Run(int iterations) {
  if (!ok()) return;
  if (options_.common_worlds) {
    // Whole worlds: every candidate in each (at least one world a call).
    const int worlds = std::max(1, iterations / static_cast<int>(moves_.size()));
    for (int w = 0; w < worlds; ++w) {
      std::unique_ptr<Game> world = World();
      if (world == nullptr) return;
      const uint64_t dice_seed = rng_.Next64();
      for (size_t i = 0; i < moves_.size(); ++i) {
        std::unique_ptr<Game> copy = world->Clone();
        if (!copy->ApplyMove(seat_, moves_[i]).ok()) continue;  // (a sampler fault: the move is the view's)
        Rng dice(dice_seed);
        total_[i] += Playout(*copy, dice);
        ++visits_[i];
        ++done_;
      }
    }
    return;
  }
  for (int it = 0; it < iterations; ++it) {
    std::unique_ptr<Game> world = World();
    if (world == nullptr) return;
    // UCB1: every move once, then the best upper bound.
    size_t pick = 0;
    double best = -1;
    for (size_t i = 0; i < moves_.size(); ++i) {
      if (visits_[i] == 0) {
        pick = i;
        break;
      }
      const double ucb = total_[i] / visits_[i] +
                         options_.exploration * std::sqrt(std::log(static_cast<double>(done_ + 1)) / visits_[i]);
      if (ucb > best) best = ucb, pick = i;
    }
    if (!world->ApplyMove(seat_, moves_[pick]).ok()) continue;  // (a sampler fault: the move is the view's)
    total_[pick] += Playout(*world, rng_);
    ++visits_[pick];
    ++done_;
  }
}

std::vector<MoveEstimate> RootSearch::Estimates() const {
  std::vector<MoveEstimate> out;
  for (size_t i = 0; i < moves_.size(); ++i)
    out.push_back({moves_[i], visits_[i] > 0 ? total_[i] / visits_[i] : 0.0, visits_[i]});
  // Best first: the most played, then the better mean (with common worlds
  // every move is played as often: the better mean).
  const bool common = options_.common_worlds;
  std::stable_sort(out.begin(), out.end(), [common](const MoveEstimate& a, const MoveEstimate& b) {
    if (common) return a.value > b.value;
    return a.visits != b.visits ? a.visits > b.visits : a.value > b.value;
  });
  return out;
}

std::vector<MoveEstimate> EstimateMoves(const Game& view, int seat, const RolloutBotMaker& rollout,
                                        const SearchOptions& options, Rng& rng) {
  RootSearch search(view, seat, rollout, options, rng);
  if (!search.ok()) return {};
  if (search.Estimates().size() == 1) return search.Estimates();  // nothing to choose
  search.Run(options.iterations);
  rng.Next64();  // (the caller's stream moves on)
  return search.Estimates();
}

std::string SearchBot::ChooseMove(const Game& view, int seat, Rng& rng) {
  if (!options_.candidates) {
    const std::vector<std::string> legal = view.LegalMoves(seat);
    if (legal.size() == 1) return legal.front();
  }
  const std::vector<MoveEstimate> estimates = EstimateMoves(view, seat, rollout_, Options(view), rng);
  if (estimates.size() == 1) return estimates.front().move;
  if (estimates.empty() || estimates.front().visits == 0) return rollout_()->ChooseMove(view, seat, rng);
  return estimates.front().move;
}

}  // namespace lf
