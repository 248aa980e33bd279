// The Lost Words: a sampled world for the searching bots (Game::Determinize,
// core/search_bot.h). What a seat cannot see is the other hands and the
// deck's order (lost_words.h, "Hidden information"); State::Determinize deals
// them anew from the cards the seat cannot account for, with the public
// knowledge about hands kept (cards taken from the discard pile or given by
// a Heron stay in that hand; a Heron's "no" keeps that spell out of it where
// the remaining cards allow).
#include "games/lost_words/lost_words.h"

namespace lf::lost_words {

std::unique_ptr<Game> LostWordsGame::Determinize(int seat, Rng& rng) const {
  if (seat < 0 || seat >= NumSeats()) return nullptr;
  auto copy = std::make_unique<LostWordsGame>(*this);
  // On the real game as on a redacted copy: only what `seat` may know stays.
  copy->state_ = state_.RedactedFor(seat);
  copy->state_.Determinize(rng);
  copy->ForgetViews();
  copy->rng_ = Rng(Seed(rng.Next64(), rng.Next64()));
  copy->options_.seed = 0;
  return copy;
}

}  // namespace lf::lost_words
