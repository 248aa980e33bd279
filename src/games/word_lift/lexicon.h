// The word list as an anagram trie, for Word Lift's searches.
//
// The dictionary service is a minimised automaton read through cursors; that
// is the right shape for lookups, but Word Lift's searches (every play and
// every steal-and-split of a position) ask a different question: which
// words can be made from this multiset of letters, holding these letters,
// at least this long. So the words are read once through the public cursor
// API into an anagram trie: each word keyed by its letters in alphabetical
// order ("order" -> "deorr"), each node holding the words with exactly that
// multiset of letters. A walk in alphabetical order visits each multiset
// once (not each spelling), can insist on a letter as soon as it passes it,
// and knows which letters may still follow.
//
// Built once per dictionary and shared (Lexicon::For), since every game copy,
// redacted view and bot of a process reads the same list.
#pragma once
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "core/dict/dictionary.h"

namespace lf::word_lift {

class Lexicon {
 public:
  // A node of the anagram trie. A node's children are contiguous (in
  // letter order), so a walk reads siblings from one stretch of memory; the
  // words ending at a node are looked up apart (words_at).
  struct SortedNode {
    uint32_t first_child = 0;
    uint32_t below = 0;         // letters (bit 0 = a) on some path below this node
    uint32_t children = 0;      // letters of the children: child k is the k-th set bit
    uint8_t letter = 0;
    uint8_t longest_below = 0;  // letters of the longest key continuing from here
    uint8_t has_words = 0;
  };
  struct WordRange {
    uint32_t first = 0;  // into sorted_word()
    uint32_t count = 0;
  };

  explicit Lexicon(const Dictionary& dict);
  // The lexicon of `dict`, built on first use and kept for the process.
  static std::shared_ptr<const Lexicon> For(const Dictionary& dict);

  static constexpr uint32_t kRoot = 0;
  const SortedNode& sorted_node(uint32_t i) const { return sorted_[i]; }
  size_t sorted_node_count() const { return sorted_.size(); }
  // The words spelled by exactly a node's letters: sorted_word(first ..
  // first + count).
  WordRange words_at(uint32_t node) const { return ranges_[node]; }
  uint32_t sorted_word(uint32_t i) const { return sorted_words_[i]; }

  // Words by id (alphabetical order), lower case.
  size_t word_count() const { return tiers_.size(); }
  std::string_view word(uint32_t id) const {
    return std::string_view(text_.data() + offsets_[id], offsets_[id + 1] - offsets_[id]);
  }
  int tier(uint32_t id) const { return tiers_[id]; }

 private:
  std::vector<SortedNode> sorted_;
  std::vector<WordRange> ranges_;
  std::vector<uint32_t> sorted_words_;
  std::vector<char> text_;
  std::vector<uint32_t> offsets_;
  std::vector<uint8_t> tiers_;
};

}  // namespace lf::word_lift
