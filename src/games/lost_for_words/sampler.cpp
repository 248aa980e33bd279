// Lost for Words: a sampled world for the searching bots (Game::Determinize,
// core/search_bot.h). Only the deck's order and the opponent's hand are
// hidden (lost_for_words.h); the cards the opponent was seen taking from a
// pile stay in its hand, and every other hidden place is dealt at random
// from the letters the seat cannot account for (UnseenBy).
#include <algorithm>

#include "games/lost_for_words/lost_for_words.h"

namespace lf::lost_for_words {

std::unique_ptr<Game> LostForWords::Determinize(int seat, Rng& rng) const {
  if (seat < 0 || seat >= kPlayers) return nullptr;
  // On the real game as on a redacted copy: only what `seat` may know stays.
  std::unique_ptr<Game> red = Redacted(seat);
  auto copy = std::unique_ptr<LostForWords>(static_cast<LostForWords*>(red.release()));
  const LetterCounts unseen = copy->UnseenBy(seat);
  std::vector<char> pool;
  for (int i = 0; i < 26; ++i)
    for (int k = 0; k < unseen[static_cast<size_t>(i)]; ++k) pool.push_back(static_cast<char>('A' + i));
  rng.Shuffle(pool);
  size_t next = 0;
  auto deal = [&](char& c) {
    if (c != kUnknownCard) return;
    LF_CHECK(next < pool.size());
    c = pool[next++];
  };
  for (int s = 0; s < kPlayers; ++s) {
    std::string& hand = copy->hands_[Index(s)];
    for (char& c : hand) deal(c);
    std::sort(hand.begin(), hand.end());
  }
  for (char& c : copy->deck_) deal(c);
  LF_CHECK(next == pool.size());
  copy->rng_ = Rng(Seed(rng.Next64(), rng.Next64()));
  return copy;
}

}  // namespace lf::lost_for_words
