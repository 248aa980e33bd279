// Word Lift's sampler for searching bots (Game::Determinize, core/search_bot.h).
//
// What a seat knows (docs/rules/word-lift.md): its own hand and every word on
// the table, card by card. Every other card is face down: the other hands,
// both decks and the cards set aside (scenarios only). Of a face-down card
// only its deck is public (the colour of its back), so a redacted copy holds
// one placeholder per card telling its deck. Nothing a seat sees ever returns
// to a hidden place within a round (a steal puts every stolen card into the
// two new words), and every round begins with all the cards shuffled afresh,
// so the hidden cards are exactly those of each deck that are neither in the
// seat's hand nor on the table, in any order: the sampler deals them at
// random to the hidden places of their own deck.
#include <algorithm>

#include "core/check.h"
#include "games/word_lift/word_lift.h"

namespace lf::word_lift {

std::unique_ptr<Game> WordLift::Determinize(int seat, Rng& rng) const {
  if (seat < 0 || seat >= NumSeats()) return nullptr;
  auto world = std::make_unique<WordLift>(*this);
  // The cards the seat sees.
  std::vector<bool> seen(static_cast<size_t>(kDeckSize), false);
  for (int card : hands_[Index(seat)])
    if (!IsHiddenCard(card)) seen[static_cast<size_t>(card)] = true;
  for (const auto& words : table_)
    for (const TableWord& w : words)
      for (const PlacedCard& c : w.cards) seen[static_cast<size_t>(c.card)] = true;
  // The rest, by deck, shuffled.
  std::array<std::vector<int>, 2> pool;
  for (int card = 0; card < kDeckSize; ++card)
    if (!seen[static_cast<size_t>(card)]) pool[static_cast<size_t>(DeckOfCard(card))].push_back(card);
  for (auto& cards : pool) rng.Shuffle(cards);
  // Dealt to the hidden places: each takes the next card of its deck. (On the
  // real game rather than a redacted copy, the other hands' real cards count
  // as hidden too: only their decks are kept.)
  std::array<size_t, 2> next{};
  auto deal = [&](int& card) {
    const auto d = static_cast<size_t>(DeckOfCard(card));
    LF_CHECK_LT(next[d], pool[d].size());  // the table adds up (Restore checks it)
    card = pool[d][next[d]++];
  };
  for (int s = 0; s < NumSeats(); ++s) {
    if (s == seat) continue;
    auto& hand = world->hands_[Index(s)];
    for (int& card : hand) deal(card);
    std::sort(hand.begin(), hand.end());
  }
  for (auto& d : world->decks_)
    for (int& card : d) deal(card);
  for (int& card : world->set_aside_) deal(card);
  LF_CHECK(next[0] == pool[0].size() && next[1] == pool[1].size());
  // Its own deals to come, from the caller's stream.
  const uint64_t hi = rng.Next64(), lo = rng.Next64();
  world->rng_.Reset(Seed(hi, lo));
  world->options_.seed = Seed();
  return world;
}

}  // namespace lf::word_lift
