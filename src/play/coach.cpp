// The coach after a game (play/coach.h).
#include "play/coach.h"

#include <algorithm>

#include "core/bot.h"

namespace lf::play {

std::unique_ptr<Coach> Coach::Start(const GameInfo& info, const Dictionary* dict, const GameRecord& record, int seat,
                                    size_t max_decisions, int iterations, int total) {
  if (!info.HasBotLevel("expert") || seat < 0 || seat >= record.options.seats) return nullptr;
  std::unique_ptr<Bot> expert = info.make_bot("expert", dict);
  const auto* search = dynamic_cast<const SearchingBot*>(expert.get());
  if (search == nullptr) return nullptr;
  std::unique_ptr<Coach> coach(new Coach());
  coach->seat_ = seat;
  coach->expert_ = std::move(expert);
  coach->searcher_ = search;
  // The table before each of the seat's decisions: the record replayed move
  // by move (its set-up lines first).
  GameRecord start = record;
  start.moves.clear();
  GameRegistry one;
  one.Add(info);
  Result<std::unique_ptr<Game>> replayed = start.Replay(one, dict);
  if (!replayed.ok()) return nullptr;
  std::unique_ptr<Game> game = std::move(*replayed);
  struct Candidate {
    size_t index;
    size_t choices;
  };
  std::vector<Candidate> candidates;
  std::vector<std::unique_ptr<Game>> views(record.moves.size());
  for (size_t i = 0; i < record.moves.size(); ++i) {
    const Game::LoggedMove& m = record.moves[i];
    if (m.seat == seat && !game->IsTerminal()) {
      const std::vector<std::string> legal = game->LegalMoves(seat);
      // A decision worth a look: a real choice, not a pass the game would
      // have made for the person (WorthAsking).
      const bool pass_only = m.move == game->PassMove(seat) && !game->WorthAsking(seat);
      if (legal.size() > 1 && !pass_only) {
        candidates.push_back({i, legal.size()});
        views[i] = game->Redacted(seat);
      }
    }
    if (!game->ApplyMoveAt(m.seat, m.move, m.time).ok()) return nullptr;
  }
  // The decisions with the most choice, when there are too many to search.
  if (candidates.size() > max_decisions) {
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) { return a.choices > b.choices; });
    candidates.resize(max_decisions);
    std::sort(candidates.begin(), candidates.end(),
              [](const Candidate& a, const Candidate& b) { return a.index < b.index; });
  }
  for (const Candidate& c : candidates)
    coach->points_.push_back({c.index, std::move(views[c.index]), record.moves[c.index].move, std::nullopt});
  // Each decision's share of the budget: the work of kExpertMoves expert
  // moves (its own budget at these tables, on average) spread evenly.
  if (coach->points_.empty()) return coach;
  double own = 0;
  for (Point& point : coach->points_) {
    point.iterations = search->OptionsFor(*point.view).iterations;
    own += point.iterations;
  }
  own /= static_cast<double>(coach->points_.size());
  const double all = total > 0 ? total : kExpertMoves * own;
  const int share = static_cast<int>(all / static_cast<double>(coach->points_.size()));
  for (Point& point : coach->points_) {
    if (iterations > 0) {
      point.iterations = iterations;
    } else if (total != kUnbounded) {
      point.iterations = std::min(point.iterations, std::max(share, kMinPlayouts));
    }
  }
  return coach;
}

bool Coach::Step(int playouts) {
  while (playouts > 0 && !done()) {
    Point& point = points_[next_];
    if (search_ == nullptr) {
      search_ = SearchAt(*point.view, point.index, point.played, point.iterations);
      if (!search_->ok()) {
        search_.reset();
        ++next_;
        continue;
      }
    }
    const int budget = search_->options().iterations;
    const int run = std::min(playouts, budget - search_->done());
    const int before = search_->done();
    search_->Run(run);
    playouts_ += search_->done() - before;  // (common worlds: whole worlds, every candidate in each)
    playouts -= std::max(run, 1);
    if (search_->done() >= budget || run <= 0) {
      const std::vector<MoveEstimate> estimates = search_->Estimates();
      TurningPoint t;
      t.index = point.index;
      t.played = point.played;
      t.suggested = estimates.front().move;
      t.suggested_value = estimates.front().value;
      t.played_value = t.suggested_value;
      for (const MoveEstimate& e : estimates)
        if (e.move == point.played) t.played_value = e.value;
      point.result = t;
      search_.reset();
      ++next_;
    }
  }
  return !done();
}

std::unique_ptr<RootSearch> Coach::SearchAt(const Game& table, size_t index, const std::string& played,
                                            int iterations) const {
  // Only the seat's view (a redacted copy's redaction is itself).
  const std::unique_ptr<Game> view = table.Redacted(seat_);
  SearchOptions options = searcher_->OptionsFor(*view);
  if (iterations > 0) options.iterations = iterations;
  // The advice's own stream (core/search_bot.h): a game's advice during
  // play (Word Lift's Hint and review) searches the same worlds.
  return std::make_unique<RootSearch>(*view, seat_, searcher_->Rollout(), options, AdviceRng(index), played);
}

std::vector<MoveEstimate> Coach::Estimate(const Game& table, size_t index, const std::string& played) const {
  int iterations = 0;
  for (const Point& p : points_)
    if (p.index == index) iterations = p.iterations;
  std::unique_ptr<RootSearch> search = SearchAt(table, index, played, iterations);
  if (!search->ok()) return {};
  search->Run(search->options().iterations);
  return search->Estimates();
}

long Coach::budget() const {
  long all = 0;
  for (const Point& p : points_) all += p.iterations;
  return all;
}

double Coach::progress() const {
  // By the work done, not the decisions: they differ in budget.
  if (points_.empty()) return 1.0;
  const long all = budget();
  if (done() || all <= 0) return done() ? 1.0 : 0.0;
  return std::min(1.0, static_cast<double>(playouts_) / static_cast<double>(all));
}

std::vector<TurningPoint> Coach::Turns(size_t count, double min_drop) const {
  std::vector<TurningPoint> all;
  for (const Point& p : points_)
    if (p.result && p.result->played != p.result->suggested && p.result->Drop() >= min_drop) all.push_back(*p.result);
  std::stable_sort(all.begin(), all.end(), [](const TurningPoint& a, const TurningPoint& b) { return a.Drop() > b.Drop(); });
  if (all.size() > count) all.resize(count);
  std::sort(all.begin(), all.end(), [](const TurningPoint& a, const TurningPoint& b) { return a.index < b.index; });
  return all;
}

std::string Coach::Describe(const TurningPoint& t, const std::vector<std::string>& names,
                            const MoveDescriber& describe) const {
  for (const Point& p : points_) {
    if (p.index != t.index) continue;
    std::unique_ptr<Game> after = p.view->Clone();
    if (!describe || !after->ApplyMove(seat_, t.suggested).ok() || after->History().empty()) return t.suggested;
    return describe(*after, after->History().size() - 1, names);
  }
  return t.suggested;
}

}  // namespace lf::play
