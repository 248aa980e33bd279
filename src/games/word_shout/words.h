// Words on Finders Keepers' table: every word the cards can spell, whether
// any can, and the ways the cards spell a typed word. Single cards are
// letters, double cards fixed runs (never split or turned round), wild cards
// any one letter (the dictionary's sub-anagram search, Dictionary::Anagrams).
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/dict/dictionary.h"
#include "games/word_shout/cards.h"

namespace lf::word_shout {

// A word the table can spell, and one way to spell it.
struct TableWord {
  std::string word;            // lower case
  Tier tier = 0;               // how common (10 = a child knows it ... 70)
  std::vector<Part> parts;     // the cards, in word order
  std::vector<int> positions;  // where each part lies on the table (indices into the kinds given)
  int cards() const { return static_cast<int>(parts.size()); }
};

struct FindOptions {
  int min_cards = 3;       // the fewest cards a word may use
  int min_letters = 3;
  int max_letters = 64;
  Tier max_tier = 70;      // only words at most this common tier
  size_t limit = SIZE_MAX; // the first `limit` of the order below
};

// The words FindWordList finds, kept flat: the same words, spellings and
// order as FindWords, without a string and two vectors per word. A table of
// 30 cards with 2 wild spells some 59,000 words, and building that many
// TableWords costs about as much as the search itself in the wasm build
// (word_shout_bench). Word i's part k is Part(i, k), on the table at
// Position(i, k).
class TableWordList {
 public:
  size_t size() const { return matches_.size(); }
  bool empty() const { return matches_.empty(); }
  std::string_view word(size_t i) const { return matches_.word(i); }  // lower case
  Tier tier(size_t i) const { return matches_.tier(i); }
  int cards(size_t i) const { return static_cast<int>(matches_.use_count(i)); }
  int Position(size_t i, int k) const { return matches_.uses_begin(i)[k].tile; }
  Part PartOf(size_t i, int k) const {
    const Dictionary::TileUse& use = matches_.uses_begin(i)[k];
    return Part{kinds_[use.tile], wild_[use.tile] ? word(i)[use.first] : char(0)};
  }
  // Word i as a TableWord.
  TableWord operator[](size_t i) const;

 private:
  friend TableWordList FindWordList(const Dictionary&, const std::vector<int>&, const FindOptions&);
  Dictionary::MatchList matches_;
  std::vector<int> kinds_;
  std::vector<uint8_t> wild_;  // per table position: a wild card
};

// Every word the cards `kinds` (the table, in order) can spell with at
// least min_cards cards, each with one spelling: longest first, then most
// common, then alphabetical.
TableWordList FindWordList(const Dictionary& dict, const std::vector<int>& kinds, const FindOptions& options);
// The same, each word a TableWord.
std::vector<TableWord> FindWords(const Dictionary& dict, const std::vector<int>& kinds, const FindOptions& options);
// Whether the cards can spell any word of at least min_cards cards.
bool AnyWord(const Dictionary& dict, const std::vector<int>& kinds, int min_cards);

// Every distinct way the cards `kinds` spell `word` (any number of cards;
// a wild card only for a letter no single card gives there), most cards
// first, then fewer double cards. Parts of one kind are interchangeable,
// so two readings differ in their kinds. At most `limit` readings.
std::vector<std::vector<Part>> Readings(std::string_view word, const std::vector<int>& kinds, size_t limit = 8);
// The readings a claim of `word` may use: those of at least `need` cards
// (a claim's need(seat), word_shout.h), at most `limit`. Readings come most
// cards first, so these are the first of them.
std::vector<std::vector<Part>> ClaimReadings(std::string_view word, const std::vector<int>& kinds, int need,
                                             size_t limit);

// Why the cards `kinds` cannot spell `word` for a claim that needs `need`
// cards, in words ("" when they can, ClaimReadings non-empty): the spelling
// there is has too few cards ("TH·E is only 2 cards; a word needs 3"), a
// double card would have to be split or turned round ("the H is only on
// the TH card, and a double card is used as printed: never split or turned
// round"), or letters are missing ("there is no Q on the table", "it needs
// 2 Ts and the table has 1"). `word` in any case; the reason names letters
// and cards in upper case.
std::string SpellingProblem(std::string_view word, const std::vector<int>& kinds, int need);

// The table positions a claim's parts take: for each part in order, the
// first card of its kind not already taken. Empty when a part's card is
// not on the table.
std::vector<int> PositionsOf(const std::vector<Part>& parts, const std::vector<int>& kinds);

}  // namespace lf::word_shout
