#include "games/word_lift/lexicon.h"

#include <algorithm>
#include <bit>
#include <string>

#include "core/check.h"

namespace lf::word_lift {

Lexicon::Lexicon(const Dictionary& dict) {
  // [SECTION] The words, alphabetically: depth first over the automaton.
  offsets_.push_back(0);
  {
    struct Frame {
      Dictionary::Cursor cursor;
      uint32_t letters;  // letters still to visit from here
    };
    std::string path;
    std::vector<Frame> stack;
    stack.push_back({dict.Root(), dict.Root().NextLetters()});
    while (!stack.empty()) {
      Frame& f = stack.back();
      if (f.letters == 0) {
        stack.pop_back();
        if (!path.empty()) path.pop_back();
        continue;
      }
      const int letter = std::countr_zero(f.letters);
      f.letters &= f.letters - 1;
      const Dictionary::Cursor child = f.cursor.Child(static_cast<char>('a' + letter));
      LF_CHECK(child.valid());
      path.push_back(static_cast<char>('a' + letter));
      if (child.is_word()) {
        text_.insert(text_.end(), path.begin(), path.end());
        offsets_.push_back(static_cast<uint32_t>(text_.size()));
        tiers_.push_back(static_cast<uint8_t>(child.tier()));
      }
      stack.push_back({child, child.NextLetters()});
    }
  }
  LF_CHECK_EQ(word_count(), dict.WordCount());

  // [SECTION] The anagram trie. The keys (sorted letters) in sorted order
  // give each node's children as consecutive runs; nodes are laid out a
  // level of children at a time: a node's children are allocated together
  // when the node is expanded, depth first.
  std::vector<std::pair<std::string, uint32_t>> keys;
  keys.reserve(word_count());
  for (uint32_t id = 0; id < word_count(); ++id) {
    std::string k(word(id));
    std::sort(k.begin(), k.end());
    keys.emplace_back(std::move(k), id);
  }
  std::sort(keys.begin(), keys.end());
  sorted_words_.reserve(keys.size());
  for (const auto& k : keys) sorted_words_.push_back(k.second);
  // A node covers the keys [lo, hi) sharing its first `depth` letters; the
  // keys of exactly that length come first in the run.
  struct Span {
    uint32_t node;
    uint32_t lo, hi;
    uint32_t depth;
  };
  sorted_.push_back(SortedNode{});
  ranges_.push_back(WordRange{});
  std::vector<Span> stack{{0, 0, static_cast<uint32_t>(keys.size()), 0}};
  while (!stack.empty()) {
    const Span sp = stack.back();
    stack.pop_back();
    uint32_t i = sp.lo;
    const uint32_t start_words = i;
    while (i < sp.hi && keys[i].first.size() == sp.depth) ++i;
    ranges_[sp.node] = {start_words, i - start_words};
    sorted_[sp.node].has_words = i > start_words;
    // Children: runs of keys by their next letter.
    std::vector<Span> children;
    while (i < sp.hi) {
      const char letter = keys[i].first[sp.depth];
      uint32_t j = i;
      while (j < sp.hi && keys[j].first[sp.depth] == letter) ++j;
      children.push_back({0, i, j, sp.depth + 1});
      i = j;
    }
    sorted_[sp.node].first_child = static_cast<uint32_t>(sorted_.size());
    for (Span& c : children) {
      c.node = static_cast<uint32_t>(sorted_.size());
      SortedNode n;
      n.letter = static_cast<uint8_t>(keys[c.lo].first[sp.depth] - 'a');
      sorted_[sp.node].children |= 1u << n.letter;
      sorted_.push_back(n);
      ranges_.push_back(WordRange{});
    }
    for (auto it = children.rbegin(); it != children.rend(); ++it) stack.push_back(*it);
  }
  // Children come after their parent, so one backward pass sets the lengths.
  for (size_t i = sorted_.size(); i-- > 0;) {
    SortedNode& n = sorted_[i];
    const uint32_t last = n.first_child + static_cast<uint32_t>(std::popcount(n.children));
    for (uint32_t c = n.first_child; c < last; ++c) {
      n.longest_below = std::max<uint8_t>(n.longest_below, static_cast<uint8_t>(sorted_[c].longest_below + 1));
      n.below |= (1u << sorted_[c].letter) | sorted_[c].below;
    }
  }
}

std::shared_ptr<const Lexicon> Lexicon::For(const Dictionary& dict) {
  // Keyed by the dictionary's address and its shape, so a different list
  // loaded at a reused address is not mistaken for the old one.
  struct Entry {
    const Dictionary* dict;
    size_t words;
    std::vector<size_t> per_tier;
    std::shared_ptr<const Lexicon> lexicon;
  };
  static std::vector<Entry> cache;
  std::vector<size_t> per_tier;
  for (Tier t : dict.TierLevels()) per_tier.push_back(dict.WordsOfTier(t));
  for (const Entry& e : cache)
    if (e.dict == &dict && e.words == dict.WordCount() && e.per_tier == per_tier) return e.lexicon;
  auto lexicon = std::make_shared<const Lexicon>(dict);
  std::erase_if(cache, [&](const Entry& e) { return e.dict == &dict; });
  cache.push_back({&dict, dict.WordCount(), per_tier, lexicon});
  return lexicon;
}

}  // namespace lf::word_lift
