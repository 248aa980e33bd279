// What the Dictionary page asks of the word list, in the words a player
// reads: is this a word and how common is it, which words fit a pattern with
// unknown letters, and which words can be made from a set of letters.
// No drawing here, so all of it is tested without a window.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/dict/dictionary.h"

namespace lf::ui {

// Tiers up to this count as "common" (SCOWL level 50: words most adults use).
inline constexpr Tier kCommonMaxTier = 50;

// "very common", "common", "uncommon" or "rare"; "" for 0 (not a word).
// Spelled out so commonness is never told by colour alone.
const char* TierLabel(Tier tier);

struct FoundWord {
  std::string word;  // lowercase
  Tier tier = 0;
  uint32_t wild_mask = 0;  // bit i set: letter i stands for a '?'
};

struct WordCheck {
  enum class Kind {
    kEmpty,     // nothing entered yet
    kTooShort,  // one letter: the list only holds words of two or more
    kWord,      // a word, with its tier
    kNotWord,
    kPattern,  // the entry has '?': `fits` lists words that match
  };
  Kind kind = Kind::kEmpty;
  std::string entry;            // what was checked, lowercase with '?'
  Tier tier = 0;                // kWord
  std::vector<FoundWord> fits;  // kPattern: the first `limit` matches, alphabetical
  size_t fit_count = 0;         // kPattern: every match
};

// Checks an entry of letters and '?'. Patterns list at most `limit` words
// but count them all.
WordCheck CheckEntry(const Dictionary& dict, std::string_view entry, size_t limit);

// Words of exactly the pattern's length that match it ('?' = any letter),
// alphabetical. Counts every match in *total, keeps the first `limit`.
std::vector<FoundWord> MatchPattern(const Dictionary& dict, std::string_view pattern, size_t limit, size_t* total);

struct WordGroup {
  int length = 0;
  size_t first = 0;  // index into AnagramList::words
  size_t count = 0;
  bool complete = true;  // false: the list was cut inside this group
};

struct AnagramList {
  std::vector<FoundWord> words;   // longest first, then alphabetical
  std::vector<WordGroup> groups;  // one per length, longest first
  bool complete = true;           // false: more words exist than `limit`
};

// Words of two or more letters that the rack's letters spell (each letter
// used at most once, '?' as any letter), optionally common words only: all
// of them, or the `limit` longest (then most common) if there are more. A
// rack with blanks can make tens of thousands of words, and building every
// one of them would freeze the page for a list nobody scrolls to the end of.
AnagramList FindWordsFromLetters(const Dictionary& dict, std::string_view rack, bool common_only,
                                 size_t limit = SIZE_MAX);

}  // namespace lf::ui
