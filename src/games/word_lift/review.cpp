// Word Lift: word values, what a play is worth, and the round review
// (review.h).
#include "games/word_lift/review.h"

#include <algorithm>
#include <utility>

#include "core/check.h"
#include "games/word_lift/advice.h"

namespace lf::word_lift {

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
  // Exactly what the round's score table says before and after (the
  // event's gain, which the log shows too): the measure of BestByPoints'
  // search (search.cpp, SetPointsObjective) in points.
  WordLift after = game;
  if (!after.Apply(seat, move)) return 0;
  return after.Events().back().gain;
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

RoundReview::~RoundReview() = default;

bool RoundReview::Step(int playouts) {
  // One turn's playouts a call: turns that need no search are skipped first.
  while (!done() && judgement_ == nullptr && !Begin()) {
  }
  if (done()) return false;
  judgement_->Step(playouts);
  if (judgement_->done()) Finish();
  return !done();
}

bool RoundReview::Begin() {
  ReviewTurn& t = turns_[next_];
  // Replay up to the position before this turn (cheap), then its judgement.
  while (replay_ != nullptr && at_ < t.index && at_ < history_.size()) {
    const Game::LoggedMove& m = history_[at_++];
    if (!replay_->ApplyMove(m.seat, m.move)) replay_.reset();
  }
  if (replay_ == nullptr || replay_->CurrentSeat() != seat_ || replay_->phase() != Phase::kPlay) {
    t.done = true;
    ++next_;
    return false;
  }
  // What the player saw: their own cards and the table; the move made is
  // judged too, as the coach judges it.
  judgement_ = std::make_unique<Judgement>(*replay_, seat_, history_[t.index].move);
  return true;
}

void RoundReview::Finish() {
  ReviewTurn& t = turns_[next_++];
  t.done = true;
  const std::unique_ptr<Game> seen_game = replay_->Redacted(seat_);
  const auto* seen = dynamic_cast<const WordLift*>(seen_game.get());
  LF_CHECK(seen != nullptr);
  const std::string& made = history_[t.index].move;
  if (auto move = seen->ParseMove(made)) t.points = MoveWorth(*seen, seat_, *move);
  t.played_value = judgement_->played_value();
  t.best_value = judgement_->best_value();
  const std::optional<Move> best = judgement_->Best();
  t.same = judgement_->best_move() == made;
  t.better = !t.same && t.best_value - t.played_value >= kAdviceMinDrop;
  judgement_.reset();
  if (!best) return;
  t.found = true;
  t.best = *best;
  t.best_points = MoveWorth(*seen, seat_, *best);
  if (best->kind == Move::Kind::kPlay) {
    t.best_word = SpelledWord(best->word);
  } else {
    t.best_owner = best->owner;
    t.best_stolen = seen->Words(best->owner)[static_cast<size_t>(best->index)].Text();
    t.best_first = SpelledWord(best->first);
    t.best_second = SpelledWord(best->second);
  }
}

}  // namespace lf::word_lift
