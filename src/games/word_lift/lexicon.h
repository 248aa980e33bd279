// The word list unfolded into a flat trie, for Word Lift's searches.
//
// The dictionary service is a minimised automaton read through cursors; that
// is the right shape for lookups, but the searches here (every play and every
// steal-and-split of a position) walk hundreds of thousands of prefixes and
// need two facts per prefix that the automaton does not keep: which letters
// occur somewhere below it, and how long the longest word through it is. So
// the words are read once through the public cursor API into this array
// trie, whose nodes carry both; a node's children are contiguous.
//
// Built once per dictionary and shared (Lexicon::For), since every game copy,
// redacted view and bot of a process reads the same list.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "core/dict/dictionary.h"

namespace lf::word_lift {

class Lexicon {
 public:
  struct Node {
    uint32_t first_child = 0;  // index of the first child; children are contiguous
    uint32_t below = 0;        // letters (bit 0 = a) on some path below this node
    uint8_t child_count = 0;
    uint8_t letter = 0;        // 0..25, the letter leading here (root: 0)
    uint8_t tier = 0;          // the word's tier if a word ends here, else 0
    uint8_t longest_below = 0; // letters of the longest word continuing from here
  };

  explicit Lexicon(const Dictionary& dict);
  // The lexicon of `dict`, built on first use and kept for the process.
  static std::shared_ptr<const Lexicon> For(const Dictionary& dict);

  const Node& node(uint32_t i) const { return nodes_[i]; }
  static constexpr uint32_t kRoot = 0;
  size_t node_count() const { return nodes_.size(); }
  size_t word_count() const { return words_; }

 private:
  std::vector<Node> nodes_;
  size_t words_ = 0;
};

}  // namespace lf::word_lift
