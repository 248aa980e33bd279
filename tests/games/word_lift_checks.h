// Word Lift test helpers: the dictionary, and the game's own invariants, which
// the shared random-simulation harness (support/simulation.h) checks after
// every action on top of its generic ones.
#pragma once
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <vector>

#include "core/dict/dictionary.h"
#include "games/word_lift/word_lift.h"
#include "support/game_test_util.h"


namespace lf::word_lift::testing {

inline const Dictionary& Dict() { return lf::testing::TestDictionary(); }

// The round's score as the rulebook counts it, written again here (not the
// engine's code): +1 per card in words (+2 for a Dollar), -1 per card in hand
// (-2 for a Lozenge), +2 per word of 6+ letters, +3 first out, at least 0.
inline int RecomputeRound(const WordLift& g, int seat) {
  int points = 0;
  for (const TableWord& w : g.Words(seat)) {
    for (const PlacedCard& c : w.cards) points += SpecialOf(FaceOfCard(c.card)) == Special::kDollar ? 2 : 1;
    if (w.Text().size() >= 6) points += 2;
  }
  for (int card : g.Hand(seat))
    points -= !IsHiddenCard(card) && SpecialOf(FaceOfCard(card)) == Special::kLozenge ? 2 : 1;
  if (g.first_out() == seat) points += 3;
  return std::max(points, 0);
}

// No card created or lost; every word on the table obeys the card rules;
// scores equal a recomputation; hidden cards never reach another seat, in
// its redacted copy or its view. (The harness itself checks that a redacted
// copy has no seed and shows its seat the same view as the game.)
inline void CheckInvariants(const Game& game) {
  const auto& g = dynamic_cast<const WordLift&>(game);
  std::vector<int> cards = g.AllCards();
  std::sort(cards.begin(), cards.end());
  REQUIRE(cards.size() == static_cast<size_t>(kDeckSize));
  for (int i = 0; i < kDeckSize; ++i) REQUIRE(cards[static_cast<size_t>(i)] == i);
  for (int s = 0; s < g.NumSeats(); ++s)
    for (const TableWord& w : g.Words(s)) {
      INFO(w.Text());
      REQUIRE(g.CheckWordCards(w.Uses(), 0).ok());
    }
  const std::vector<int> scores = g.Scores();
  for (int s = 0; s < g.NumSeats(); ++s) {
    const int expected = g.Totals()[static_cast<size_t>(s)] + (g.IsTerminal() ? 0 : RecomputeRound(g, s));
    REQUIRE(scores[static_cast<size_t>(s)] == expected);
  }
  for (int s = 0; s < g.NumSeats(); ++s) {
    auto redacted = g.Redacted(s);
    const auto& r = dynamic_cast<const WordLift&>(*redacted);
    const Json view = g.View(s);
    size_t hidden = 0;
    for (int o = 0; o < g.NumSeats(); ++o) {
      const bool mine = o == s;
      for (int card : r.Hand(o)) REQUIRE(IsHiddenCard(card) != mine);
      REQUIRE(r.Hand(o).size() == g.Hand(o).size());
      REQUIRE(view["players"].as_array()[static_cast<size_t>(o)].has("hand") == mine);
      if (!mine) hidden += g.Hand(o).size();
    }
    for (Deck d : {Deck::kConsonant, Deck::kVowel}) REQUIRE(r.DeckCount(d) == g.DeckCount(d));
    hidden += static_cast<size_t>(g.DeckCount(Deck::kConsonant) + g.DeckCount(Deck::kVowel) + g.SetAsideCount());
    REQUIRE(r.AllCards().size() == cards.size() - hidden);
  }
}

}  // namespace lf::word_lift::testing
