// Word Lift's move search: every play from a hand and every steal-and-split
// of the words on the table, exact over the dictionary.
//
// Used by the engine (LegalMoves, hints) and by the bots. It knows the card
// rules (Number Sign, Pilcrow, Greater Than Or Equal To, Ellipsis, wildcards,
// the steal's hand/stolen and word-family rules) but nothing about turns: the
// caller says which words may be stolen and what a candidate is worth.
//
// [SECTION] How it works
// 1. Candidate words. One depth-first walk of the lexicon trie serves the
//    hand ("source 0", plays) and every stealable word at once (source k:
//    the hand plus that word's cards). Each source keeps its letter capacity
//    (plain cards; an Ellipsis counts twice) and its number of flexible cards
//    (? and ≈); a prefix stays alive for a source while the letters beyond
//    its capacity fit on its flexible cards. The walk reports each word to
//    every source still alive at it (with an exact check of which ≈ letters
//    can cover what). This is a relaxation: positions (Pilcrow, doubled
//    letters), the Number Sign limit and Greater Than Or Equal To are left
//    to step 3, so no word is lost.
// 2. Pairs for a steal. Both new words together must hold every stolen
//    letter. Candidates are grouped by how many of each stolen letter they
//    contain; a first word only meets the groups that hold what it lacks.
//    Letters of the pair beyond the plain capacity must fit the flexible
//    cards (byte-lane arithmetic on letter counts).
// 3. Exact check. A small search assigns actual cards (hand and stolen, by
//    face) to the letters of the word or pair under every card rule, keeping
//    the assignment worth most by the objective; none means the candidate
//    is not playable.
// Best() adds branch and bound: candidates are tried longest first and a
// word, pair or whole stealable word is skipped once an upper bound on its
// value cannot beat the best found. The bounds: the hand's most valuable
// cards for the letters; going out charged at least the exposure of its
// longest new word (so a play that empties the hand is not bounded by the
// going-out bonus alone); and the hand's flexible cards (? and ≈) that the
// letters beyond the plain cards force into use (worth least by the points
// objective), which also caps how many wildcard letters a partner walk may
// take. Each first word of a steal has one partner walk over every partner
// length that can still beat the best found. The bounds are sound, so
// Best() is exact, not sampled.
#pragma once
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/dict/dictionary.h"
#include "games/word_lift/cards.h"
#include "games/word_lift/lexicon.h"

namespace lf::word_lift {

// Commonness bands of the dictionary's tiers (SCOWL levels): 10, 20, 35
// (common), 40, 50 (a wide vocabulary), 55, 60, 70 (rare), then anything
// rarer.
inline constexpr int kTierBands = 9;
int TierBand(Tier tier);

// A person's eye for words, for the easy and medium bots: a person misses
// long and rare words, not the short common ones in front of them. Each word
// is seen with a chance that falls with its length and its band, decided
// per word by a hash of the word and `seed` (one draw of the bot's stream a
// decision), so a level plays the best of what it sees, never a random
// blunder among them, and the same view and stream see the same words.
struct WordEye {
  static constexpr int kLengths = 11;  // 0..9 letters, then 10 or more
  uint64_t seed = 0;
  // chance[min(letters, 10)][band] of 256 (256: always).
  std::array<std::array<uint16_t, kTierBands>, kLengths> chance{};
  bool Sees(uint32_t word_id, int letters, Tier tier) const;
};

// A word on the table that the searching seat may steal.
struct SearchTarget {
  int owner = 0;
  int index = 0;              // in the owner's words
  std::vector<int> faces;     // its cards' faces
  std::string text;           // the word as it reads now, upper case
  int longest_other = 0;      // ≥ limit when stealing it: longest word on the table but this one
  int base = 0;               // objective: added to every steal of this word
  bool daggers = false;       // a Dagger draw follows, so the thief cannot go out
};

struct SearchInput {
  std::vector<int> hand;      // faces of the seat's hand cards
  bool plays = true;          // look for words played from the hand
  int longest = 0;            // ≥ limit of a play from the hand
  std::vector<SearchTarget> targets;
  bool strict = false;        // house rule: a new word may not contain the stolen word
  Tier max_tier = 70;         // only words at most this common
  const WordEye* eye = nullptr;  // only words this eye sees (null: all)
  // Common words first among near-equal plays: subtracted from a
  // candidate's value for each of its words, by TierBand (x100 per card
  // point, as the objective; 0 everywhere: no preference).
  std::array<int, kTierBands> rarity_cost{};
  // The objective of a candidate:
  //   (steal) target.base
  //   + hand_value[face] for each hand card used
  //   + long_bonus for each new word of 6+ letters
  //   + out_bonus if it empties the hand (and no Dagger draw follows).
  std::array<int, kFaceCount> hand_value{};
  int long_bonus = 0;
  int out_bonus = 0;
  // Going out gives every other player a final turn in which any word may be
  // stolen and nothing stolen back: a candidate that empties the hand is
  // charged this percentage of its most valuable new word (x100 per card
  // point, as the objective, plus long_bonus if 6+ letters).
  int out_exposure = 0;
};

// The objective that ranks candidates by the end-of-round points they are
// worth to the player (x100), preferring, among equal plays, to spend the
// cards that are hard to play and to keep the wildcards. LegalMoves uses it
// to pick the one card choice it lists for each word.
void SetPointsObjective(SearchInput& input);

struct Candidate {
  int target = -1;             // -1: a play from the hand; else an index into SearchInput::targets
  std::vector<CardUse> first;  // the word played, or the first new word (the longer)
  std::vector<CardUse> second; // steal only
  std::string first_word, second_word;
  int value = 0;
  int hand_cards = 0;          // cards taken from the hand
};

class Search {
 public:
  Search(const Dictionary& dict, const Lexicon& lexicon) : dict_(dict), lexicon_(lexicon) {}

  // Every distinct play (one per word) and steal (one per target and pair of
  // words), each with the card choice worth most by the objective.
  void Enumerate(const SearchInput& input, const std::function<void(const Candidate&)>& emit);
  // The candidate worth most by the objective (the first found among
  // equals), or none if nothing is playable.
  std::optional<Candidate> Best(const SearchInput& input);

  struct Stats {
    long nodes = 0;        // anagram-trie nodes visited
    long walks = 0;        // partner walks run (one per letters left by a first word)
    long words = 0;        // candidate words found (all sources)
    long scanned = 0;      // word pairs looked at
    long pairs = 0;        // word pairs meeting the letter counts
    long verified = 0;     // exact checks run
    long settled = 0;      // exact checks the counting shortcut settled (searching for the best)
    long disagreed = 0;    // of those, with self_check, how many the full search valued otherwise
    long hoped = 0;        // steal searches begun with a hope (Best)
    long hope_missed = 0;  // of those, how many ran again without it
  };
  const Stats& stats() const { return stats_; }
  // Tests: every exact check the counting shortcut settles is run through
  // the full search as well, and differences are counted in stats().
  void set_self_check(bool on) { self_check_ = on; }

 private:
  struct Impl;
  const Dictionary& dict_;
  const Lexicon& lexicon_;
  Stats stats_;
  bool self_check_ = false;
};

}  // namespace lf::word_lift
