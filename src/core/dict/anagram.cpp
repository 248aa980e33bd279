// Sub-anagram search: every word spellable from a sub-multiset of tiles.
//
// A depth-first walk of the automaton that places one tile per step. What
// keeps it fast without giving up exactness:
//  - identical tiles form one class with a count, so their orders are never
//    enumerated;
//  - dominance: if two available tiles can both produce the letters needed
//    here and one can do everything the other can (letters, doubling,
//    placement) and is not required where the other is not, only the weaker
//    one is tried. Any spelling that spends the stronger tile here can swap
//    the two and stay valid, so no word is lost. This is what stops a
//    wildcard from being tried for every letter a plain tile already covers.
//  - each automaton state offers only letters that lead to some word.
// A word reachable by several spellings is reported once, with the first
// spelling the walk finds (deterministic).
#include <algorithm>
#include <string_view>
#include <unordered_set>

#include "core/check.h"
#include "core/dict/dict_internal.h"

namespace lf {

namespace {

using dictimpl::Arc;
using dictimpl::kNoNode;
using Tile = Dictionary::Tile;
using Kind = Tile::Kind;
using Place = Tile::Place;

constexpr uint32_t kAllLetters = (1u << 26) - 1;
constexpr int kMaxClasses = 64;
constexpr char kDoubles[] = "aabbccddeeffgghhiijjkkllmmnnooppqqrrssttuuvvwwxxyyzz";

// Where a tile may stand, as a set: bit 0 first position, bit 1 middle, bit 2
// last position.
uint8_t PlaceSet(Place p) {
  switch (p) {
    case Place::kAnywhere: return 7;
    case Place::kFirst: return 1;
    case Place::kLast: return 4;
    case Place::kFirstOrLast: return 5;
  }
  return 7;
}

// A class of identical tiles.
struct TileClass {
  Kind kind;
  Place place;
  uint32_t letters;   // single-letter productions (kFixed: none)
  std::string fixed;  // kFixed runs of 2+ letters
  bool required;
  std::vector<int> members;  // original tile indices, in input order
  uint64_t dominates = 0;    // classes this one can always stand in for
};

// Tile normalised: a one-letter run or one-letter set is a plain letter, a
// set of all letters is a wildcard. Programmer errors abort.
Tile Normalize(const Tile& in) {
  Tile t = in;
  switch (t.kind) {
    case Kind::kLetter:
    case Kind::kOneOrTwo:
      LF_CHECK_EQ(std::popcount(t.letters), 1);
      LF_CHECK((t.letters & ~kAllLetters) == 0);
      break;
    case Kind::kWild:
      t.letters = kAllLetters;
      break;
    case Kind::kSet:
      LF_CHECK(t.letters != 0);
      LF_CHECK((t.letters & ~kAllLetters) == 0);
      if (t.letters == kAllLetters) t.kind = Kind::kWild;
      else if (std::popcount(t.letters) == 1) t.kind = Kind::kLetter;
      break;
    case Kind::kFixed:
      LF_CHECK(!t.fixed.empty());
      for (char& c : t.fixed) {
        if (c >= 'A' && c <= 'Z') c = char(c | 0x20);
        LF_CHECK(c >= 'a' && c <= 'z');
      }
      if (t.fixed.size() == 1) {
        t.kind = Kind::kLetter;
        t.letters = 1u << (t.fixed[0] - 'a');
        t.fixed.clear();
      } else {
        t.letters = 0;
      }
      break;
  }
  if (t.kind != Kind::kFixed) t.fixed.clear();
  return t;
}

// Can `a` do everything `b` can, and is it no more constrained to be used?
bool Dominates(const TileClass& a, const TileClass& b) {
  if ((PlaceSet(a.place) & PlaceSet(b.place)) != PlaceSet(b.place)) return false;
  if (a.required && !b.required) return false;
  if (b.kind == Kind::kFixed) {
    if (a.kind != Kind::kFixed || a.fixed != b.fixed) return false;
  } else if (a.kind == Kind::kFixed) {
    return false;
  } else {
    if ((a.letters & b.letters) != b.letters) return false;
    if (b.kind == Kind::kOneOrTwo && (a.kind != Kind::kOneOrTwo || a.letters != b.letters)) return false;
  }
  // Identical capabilities and requirement would have been one class.
  return true;
}

class Search {
 public:
  Search(const Dictionary::Impl& d, const std::vector<Tile>& tiles, const Dictionary::SearchOptions& o)
      : d_(d), o_(o) {
    for (int i = 0; i < int(tiles.size()); ++i) {
      const Tile t = Normalize(tiles[i]);
      auto same = std::find_if(classes_.begin(), classes_.end(), [&](const TileClass& c) {
        return c.kind == t.kind && c.place == t.place && c.letters == t.letters && c.fixed == t.fixed &&
               c.required == t.required;
      });
      if (same == classes_.end()) {
        LF_CHECK_LT(classes_.size(), size_t(kMaxClasses));
        classes_.push_back({t.kind, t.place, t.letters, t.fixed, t.required, {}, 0});
        same = classes_.end() - 1;
      }
      same->members.push_back(i);
      if (t.required) ++required_left_;
    }
    for (size_t a = 0; a < classes_.size(); ++a)
      for (size_t b = 0; b < classes_.size(); ++b)
        if (a != b && Dominates(classes_[a], classes_[b])) classes_[a].dominates |= uint64_t(1) << b;
    left_.resize(classes_.size());
    for (size_t c = 0; c < classes_.size(); ++c) left_[c] = int(classes_[c].members.size());
    max_length_ = std::min({o_.max_length, d_.max_word_length, dictfmt::kMaxWordLength});
  }

  std::vector<Dictionary::Match> Run() {
    if (!classes_.empty() && max_length_ > 0) Visit(d_.root, 0);
    return std::move(matches_);
  }

 private:
  struct Use {
    int cls;
    std::string_view letters;
  };

  // A tile class may take this step unless it is only allowed as the last
  // tile (then the word must end right after it) or only as the first.
  // Returns: 0 not here, 1 here and may continue, 2 here and must end.
  int PlaceMode(const TileClass& c, int depth) const {
    const uint8_t p = PlaceSet(c.place);
    const bool can_continue = depth == 0 ? (p & 1) : (p & 2);
    if (can_continue) return 1;
    if (p & 4) return 2;
    return 0;
  }

  void Visit(uint32_t node, int depth) {
    Arc arcs[26];
    const int n = d_.Arcs(node, arcs);
    uint32_t singles = 0;  // letters some available class can produce singly here
    for (size_t c = 0; c < classes_.size(); ++c)
      if (left_[c] && PlaceMode(classes_[c], depth)) singles |= classes_[c].letters;
    for (int i = 0; i < n; ++i) {
      const int letter = arcs[i].letter;
      const uint32_t bit = 1u << letter;
      if (singles & bit) {
        // Single letter; then the doubled letter of a one-or-two tile.
        Produce(std::string_view(kDoubles + 2 * letter, 1), arcs[i].child, depth, [&](const TileClass& c) {
          return (c.letters & bit) != 0;
        });
        if (depth + 2 <= max_length_) {
          const uint32_t twice = d_.Step(arcs[i].child, letter);
          if (twice != kNoNode) {
            Produce(std::string_view(kDoubles + 2 * letter, 2), twice, depth, [&](const TileClass& c) {
              return c.kind == Kind::kOneOrTwo && (c.letters & bit);
            });
          }
        }
      }
    }
    // Fixed runs: walk the run through the automaton.
    for (size_t c = 0; c < classes_.size(); ++c) {
      const TileClass& tc = classes_[c];
      if (tc.kind != Kind::kFixed || !left_[c] || !PlaceMode(tc, depth)) continue;
      if (depth + int(tc.fixed.size()) > max_length_) continue;
      uint32_t at = node;
      for (char ch : tc.fixed) {
        at = d_.Step(at, ch - 'a');
        if (at == kNoNode) break;
      }
      if (at == kNoNode) continue;
      // Several fixed classes may spell the same run; let Produce choose.
      bool first_of_run = true;
      for (size_t e = 0; e < c; ++e)
        if (classes_[e].kind == Kind::kFixed && classes_[e].fixed == tc.fixed && left_[e] &&
            PlaceMode(classes_[e], depth))
          first_of_run = false;
      if (!first_of_run) continue;
      Produce(tc.fixed, at, depth, [&](const TileClass& k) { return k.kind == Kind::kFixed && k.fixed == tc.fixed; });
    }
  }

  // Spends one tile of each non-dominated class able to produce `letters` at
  // `depth`, reaching `child`.
  //
  // Dominance needs the weaker tile to be usable here in the same way: a
  // tile that may continue the word is only replaced by another that may
  // continue it too; a tile that must end the word, by any tile that fits.
  template <typename CanProduce>
  void Produce(std::string_view letters, uint32_t child, int depth, CanProduce can) {
    const int new_depth = depth + int(letters.size());
    if (new_depth > max_length_) return;
    uint64_t candidates = 0, continuing = 0;
    for (size_t c = 0; c < classes_.size(); ++c) {
      if (!left_[c] || !can(classes_[c])) continue;
      const int mode = PlaceMode(classes_[c], depth);
      if (mode) candidates |= uint64_t(1) << c;
      if (mode == 1) continuing |= uint64_t(1) << c;
    }
    for (uint64_t rest = candidates; rest; rest &= rest - 1) {
      const int c = std::countr_zero(rest);
      const TileClass& tc = classes_[c];
      const int mode = PlaceMode(tc, depth);
      if (tc.dominates & (mode == 1 ? continuing : candidates)) continue;  // a weaker tile does this job
      --left_[c];
      ++used_;
      if (tc.required) --required_left_;
      word_ += letters;
      path_.push_back({c, letters});
      Consider(child, new_depth);
      if (mode == 1 && new_depth < max_length_ && AnyLeft()) Visit(child, new_depth);
      path_.pop_back();
      word_.resize(word_.size() - letters.size());
      if (tc.required) ++required_left_;
      --used_;
      ++left_[c];
    }
  }

  bool AnyLeft() const {
    for (int l : left_)
      if (l) return true;
    return false;
  }

  void Consider(uint32_t node, int length) {
    const uint8_t code = d_.TierCode(node);
    if (!code || length < o_.min_length || required_left_ || used_ < o_.min_tiles) return;
    const Tier tier = d_.TierFromCode(code);
    if (tier > o_.max_tier) return;
    if (!seen_.insert(word_).second) return;
    Dictionary::Match m;
    m.word = word_;
    m.tier = tier;
    std::vector<int> taken(classes_.size(), 0);
    for (const Use& u : path_) {
      const int index = classes_[u.cls].members[taken[u.cls]++];
      m.uses.push_back({index, std::string(u.letters)});
    }
    matches_.push_back(std::move(m));
  }

  const Dictionary::Impl& d_;
  const Dictionary::SearchOptions& o_;
  std::vector<TileClass> classes_;
  std::vector<int> left_;
  int required_left_ = 0;
  int max_length_ = 0;
  int used_ = 0;
  std::string word_;
  std::vector<Use> path_;
  std::unordered_set<std::string> seen_;
  std::vector<Dictionary::Match> matches_;
};

}  // namespace

std::vector<Dictionary::Match> Dictionary::Anagrams(const std::vector<Tile>& tiles,
                                                    const SearchOptions& options) const {
  std::vector<Match> matches = Search(*impl_, tiles, options).Run();
  // Longest first, then most common, then alphabetical: the order a hint or
  // a bot wants, and a total order so results never depend on the walk.
  std::sort(matches.begin(), matches.end(), [](const Match& a, const Match& b) {
    if (a.word.size() != b.word.size()) return a.word.size() > b.word.size();
    if (a.tier != b.tier) return a.tier < b.tier;
    return a.word < b.word;
  });
  if (matches.size() > options.limit) matches.resize(options.limit);
  return matches;
}

std::vector<Dictionary::Match> Dictionary::Anagrams(std::string_view rack, const SearchOptions& options) const {
  std::vector<Tile> tiles;
  for (char c : rack) {
    if (c == '?') tiles.push_back(Tile::Wild());
    else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) tiles.push_back(Tile::Letter(c));
  }
  return Anagrams(tiles, options);
}

}  // namespace lf
