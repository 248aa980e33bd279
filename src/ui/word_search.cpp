#include "ui/word_search.h"

#include <algorithm>

#include "ui/letter_input.h"

namespace lf::ui {
namespace {

void WalkPattern(const Dictionary::Cursor& cursor, std::string_view pattern, size_t depth, std::string& word,
                 size_t limit, size_t* total, std::vector<FoundWord>* out, uint32_t wild_mask) {
  if (depth == pattern.size()) {
    if (cursor.is_word()) {
      ++*total;
      if (out->size() < limit) out->push_back({word, cursor.tier(), wild_mask});
    }
    return;
  }
  const char c = pattern[depth];
  if (c == kWildcard) {
    // Visiting letters in order keeps the results alphabetical for free.
    const uint32_t next = cursor.NextLetters();
    for (int i = 0; i < 26; ++i) {
      if (!(next & (1u << i))) continue;
      const char letter = static_cast<char>('a' + i);
      word.push_back(letter);
      WalkPattern(cursor.Child(letter), pattern, depth + 1, word, limit, total, out, wild_mask);
      word.pop_back();
    }
  } else {
    Dictionary::Cursor child = cursor.Child(c);
    if (!child.valid()) return;
    word.push_back(c);
    WalkPattern(child, pattern, depth + 1, word, limit, total, out, wild_mask);
    word.pop_back();
  }
}

std::string Lowercase(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

}  // namespace

const char* TierLabel(Tier tier) {
  if (tier <= 0) return "";
  if (tier <= 20) return "very common";
  if (tier <= kCommonMaxTier) return "common";
  if (tier <= 60) return "uncommon";
  return "rare";
}

std::vector<FoundWord> MatchPattern(const Dictionary& dict, std::string_view pattern, size_t limit, size_t* total) {
  std::vector<FoundWord> out;
  *total = 0;
  const std::string lower = Lowercase(pattern);
  uint32_t wild_mask = 0;
  for (size_t i = 0; i < lower.size() && i < 32; ++i) {
    if (lower[i] == kWildcard) wild_mask |= 1u << i;
  }
  std::string word;
  word.reserve(lower.size());
  WalkPattern(dict.Root(), lower, 0, word, limit, total, &out, wild_mask);
  return out;
}

WordCheck CheckEntry(const Dictionary& dict, std::string_view entry, size_t limit) {
  WordCheck check;
  check.entry = Lowercase(entry);
  if (check.entry.empty()) {
    check.kind = WordCheck::Kind::kEmpty;
  } else if (check.entry.find(kWildcard) != std::string::npos) {
    check.kind = WordCheck::Kind::kPattern;
    check.fits = MatchPattern(dict, check.entry, limit, &check.fit_count);
  } else if (check.entry.size() < 2) {
    check.kind = WordCheck::Kind::kTooShort;
  } else {
    check.tier = dict.TierOf(check.entry);
    check.kind = check.tier > 0 ? WordCheck::Kind::kWord : WordCheck::Kind::kNotWord;
  }
  return check;
}

AnagramList FindWordsFromLetters(const Dictionary& dict, std::string_view rack, bool common_only, size_t limit) {
  AnagramList list;
  // Tiles are built here rather than through the rack overload so that each
  // match's tile indices tell which letters came from a wildcard.
  std::vector<Dictionary::Tile> tiles;
  for (char c : Lowercase(rack)) {
    if (c == kWildcard) {
      tiles.push_back(Dictionary::Tile::Wild());
    } else if (c >= 'a' && c <= 'z') {
      tiles.push_back(Dictionary::Tile::Letter(c));
    }
  }
  if (tiles.empty()) return list;

  Dictionary::SearchOptions options;
  options.min_length = 2;
  if (common_only) options.max_tier = kCommonMaxTier;
  // One more than asked tells whether the list was cut. The dictionary
  // orders longest first, so a cut list keeps the longest words.
  options.limit = limit == SIZE_MAX ? limit : limit + 1;
  std::vector<Dictionary::Match> matches = dict.Anagrams(tiles, options);
  if (matches.size() > limit) {
    matches.resize(limit);
    list.complete = false;
  }

  list.words.reserve(matches.size());
  for (Dictionary::Match& m : matches) {
    FoundWord found{std::move(m.word), m.tier, 0};
    size_t position = 0;
    for (const Dictionary::TileUse& use : m.uses) {
      const bool wild = use.tile < tiles.size() &&
                        tiles[use.tile].kind == Dictionary::Tile::Kind::kWild;
      for (size_t k = 0; k < use.count; ++k, ++position) {
        if (wild && position < 32) found.wild_mask |= 1u << position;
      }
    }
    list.words.push_back(std::move(found));
  }
  std::sort(list.words.begin(), list.words.end(), [](const FoundWord& a, const FoundWord& b) {
    if (a.word.size() != b.word.size()) return a.word.size() > b.word.size();
    return a.word < b.word;
  });
  for (size_t i = 0; i < list.words.size(); ++i) {
    const int length = static_cast<int>(list.words[i].word.size());
    if (list.groups.empty() || list.groups.back().length != length) {
      list.groups.push_back({length, i, 0});
    }
    ++list.groups.back().count;
  }
  if (!list.complete && !list.groups.empty()) list.groups.back().complete = false;
  return list;
}

}  // namespace lf::ui
