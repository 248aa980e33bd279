#include "games/word_lift/lexicon.h"

#include <algorithm>
#include <bit>

#include "core/check.h"

namespace lf::word_lift {

Lexicon::Lexicon(const Dictionary& dict) {
  // Depth-first over the automaton; when a node is expanded its children get
  // consecutive slots, so each node's children are contiguous and come after
  // it (which the bottom-up pass below relies on).
  struct Frame {
    Dictionary::Cursor cursor;
    uint32_t index;
  };
  nodes_.reserve(dict.WordCount() * 3);
  nodes_.push_back(Node{});
  std::vector<Frame> stack;
  stack.push_back({dict.Root(), kRoot});
  while (!stack.empty()) {
    const Frame f = stack.back();
    stack.pop_back();
    const uint32_t letters = f.cursor.NextLetters();
    const auto first = static_cast<uint32_t>(nodes_.size());
    nodes_[f.index].first_child = first;
    nodes_[f.index].child_count = static_cast<uint8_t>(std::popcount(letters));
    for (uint32_t rest = letters; rest; rest &= rest - 1) {
      const int letter = std::countr_zero(rest);
      const Dictionary::Cursor child = f.cursor.Child(static_cast<char>('a' + letter));
      LF_CHECK(child.valid());
      Node n;
      n.letter = static_cast<uint8_t>(letter);
      n.tier = static_cast<uint8_t>(child.tier());
      if (n.tier) ++words_;
      const auto index = static_cast<uint32_t>(nodes_.size());
      nodes_.push_back(n);
      stack.push_back({child, index});
    }
  }
  for (size_t i = nodes_.size(); i-- > 0;) {
    Node& n = nodes_[i];
    for (uint32_t c = n.first_child; c < n.first_child + n.child_count; ++c) {
      const Node& child = nodes_[c];
      n.below |= (1u << child.letter) | child.below;
      n.longest_below = std::max<uint8_t>(n.longest_below, static_cast<uint8_t>(child.longest_below + 1));
    }
  }
  LF_CHECK_EQ(words_, dict.WordCount());
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
