// Word Lift's one judgement (advice.h).
#include "games/word_lift/advice.h"

#include <algorithm>

#include "core/check.h"
#include "games/word_lift/bots.h"

namespace lf::word_lift {

Judgement::Judgement(const WordLift& view, int seat, const std::string& played) : seat_(seat), played_(played) {
  // What the coach does at a decision (play/coach.cpp, Coach::SearchAt):
  // the seat's view, the expert's options and rollouts, the advice's stream
  // of this point of the game.
  std::unique_ptr<Game> seen = view.Redacted(seat);
  view_.reset(dynamic_cast<WordLift*>(seen.release()));
  LF_CHECK(view_ != nullptr);
  expert_ = MakeBot("expert", &view.dictionary());
  const auto* searcher = dynamic_cast<const SearchingBot*>(expert_.get());
  LF_CHECK(searcher != nullptr);
  if (view_->CurrentSeat() != seat || view_->phase() != Phase::kPlay) return;
  const SearchOptions options = searcher->OptionsFor(*view_);
  budget_ = options.iterations;
  search_ = std::make_unique<RootSearch>(*view_, seat, searcher->Rollout(), options,
                                         AdviceRng(view_->History().size()), played);
  // Nothing to choose between (only passing): no playouts needed.
  if (!search_->ok() || search_->Estimates().size() < 2) budget_ = 0;
}

Judgement::~Judgement() = default;

bool Judgement::Step(int playouts) {
  // As Coach::Step runs one decision: the same chunks give the same search.
  while (playouts > 0 && !done()) {
    const int run = std::min(playouts, budget_ - search_->done());
    search_->Run(run);
    playouts -= std::max(run, 1);
    if (run <= 0) budget_ = search_->done();
  }
  return !done();
}

bool Judgement::done() const { return search_ == nullptr || search_->done() >= budget_; }

double Judgement::progress() const {
  if (done() || budget_ <= 0) return 1.0;
  return std::min(1.0, static_cast<double>(search_->done()) / static_cast<double>(budget_));
}

std::vector<MoveEstimate> Judgement::Estimates() const {
  if (search_ == nullptr || !search_->ok()) return {};
  return search_->Estimates();
}

std::string Judgement::best_move() const {
  const std::vector<MoveEstimate> e = Estimates();
  return e.empty() ? view_->FormatMove(Move::Pass()) : e.front().move;
}

std::optional<Move> Judgement::Best() const {
  Result<Move> move = view_->ParseMove(best_move());
  if (!move.ok() || move->kind == Move::Kind::kPass) return std::nullopt;
  return *move;
}

double Judgement::best_value() const {
  const std::vector<MoveEstimate> e = Estimates();
  return e.empty() ? 0.0 : e.front().value;
}

double Judgement::played_value() const {
  for (const MoveEstimate& e : Estimates())
    if (e.move == played_) return e.value;
  return best_value();
}

}  // namespace lf::word_lift
