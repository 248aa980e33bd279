// Word Lift: word values, what a play is worth, and the round review
// (review.h).
#include "games/word_lift/review.h"

#include <algorithm>
#include <utility>

#include "core/check.h"

namespace lf::word_lift {

namespace {

// The same words, in either order: a steal key, or the played word.
bool SameWords(const std::string& a1, const std::string& a2, const std::string& b1, const std::string& b2) {
  return (a1 == b1 && a2 == b2) || (a1 == b2 && a2 == b1);
}

}  // namespace

int WordValue(const TableWord& word) {
  int points = 0;
  for (const PlacedCard& c : word.cards) points += WordPoints(FaceOfCard(c.card));
  return points + LongWordBonus(word.Letters());
}

int WordValue(const std::vector<CardUse>& uses) {
  int points = 0;
  for (const CardUse& u : uses) points += WordPoints(u.face);
  return points + LongWordBonus(static_cast<int>(SpelledWord(uses).size()));
}

int MoveWorth(const WordLift& game, int seat, const Move& move) {
  if (move.kind != Move::Kind::kPlay && move.kind != Move::Kind::kSteal) return 0;
  // Exactly what the round breakdown says before and after: the measure of
  // BestByPoints' search (search.cpp, SetPointsObjective) in points.
  WordLift after = game;
  const int before = game.RoundBreakdown(seat).raw;
  if (!after.Apply(seat, move)) return 0;
  return after.RoundBreakdown(seat).raw - before;
}

RoundReview::RoundReview(const WordLift& game, int seat, int round) : seat_(seat), round_(round) {
  history_ = game.History();
  const std::vector<Event>& events = game.Events();
  for (size_t i = 0; i < history_.size() && i < events.size(); ++i) {
    const Event& e = events[i];
    if (e.round != round || e.seat != seat) continue;
    if (e.kind != Move::Kind::kPlay && e.kind != Move::Kind::kSteal && e.kind != Move::Kind::kPass) continue;
    ReviewTurn t;
    t.index = i;
    t.kind = e.kind;
    t.word = e.word;
    t.stolen = e.stolen;
    t.first = e.first;
    t.second = e.second;
    t.victim = e.victim;
    turns_.push_back(std::move(t));
  }
  // Every position of the round is replayed from the deal: the game's
  // options and seed deal it again.
  auto settings = WordLift::ParseSettings(game.Options());
  if (settings.ok()) replay_ = std::make_unique<WordLift>(game.Options(), *settings, &game.dictionary());
  if (replay_ == nullptr) {
    for (ReviewTurn& t : turns_) t.done = true;  // nothing to compare with
    next_ = turns_.size();
  }
}

bool RoundReview::Step() {
  if (next_ >= turns_.size()) return false;
  ReviewTurn& t = turns_[next_++];
  t.done = true;
  // Replay up to the position before this turn (cheap), then one search.
  while (replay_ != nullptr && at_ < t.index && at_ < history_.size()) {
    const Game::LoggedMove& m = history_[at_++];
    if (!replay_->ApplyMove(m.seat, m.move)) replay_.reset();
  }
  if (replay_ == nullptr || replay_->CurrentSeat() != seat_ || replay_->phase() != Phase::kPlay) return !done();
  // What the player saw: their own cards and the table.
  const std::unique_ptr<Game> seen_game = replay_->Redacted(seat_);
  const auto* seen = dynamic_cast<const WordLift*>(seen_game.get());
  LF_CHECK(seen != nullptr);
  const Game::LoggedMove& made = history_[t.index];
  if (auto move = seen->ParseMove(made.move)) t.points = MoveWorth(*seen, seat_, *move);
  const std::optional<Move> best = seen->BestByPoints(seat_);
  if (!best) return !done();
  t.found = true;
  t.best = *best;
  t.best_points = MoveWorth(*seen, seat_, *best);
  if (best->kind == Move::Kind::kPlay) {
    t.best_word = SpelledWord(best->word);
    t.same = t.kind == Move::Kind::kPlay && t.word == t.best_word;
  } else {
    t.best_owner = best->owner;
    t.best_stolen = seen->Words(best->owner)[static_cast<size_t>(best->index)].Text();
    t.best_first = SpelledWord(best->first);
    t.best_second = SpelledWord(best->second);
    t.same = t.kind == Move::Kind::kSteal && t.stolen == t.best_stolen && t.victim == t.best_owner &&
             SameWords(t.first, t.second, t.best_first, t.best_second);
  }
  return !done();
}

}  // namespace lf::word_lift
