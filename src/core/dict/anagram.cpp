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
//    wildcard from being tried for every letter a plain tile already covers;
//  - each automaton state offers only letters that lead to some word, and
//    classes are picked with bit masks;
//  - results are kept as compact records and turned into Match objects only
//    once they are ordered and cut to the limit.
// The walk visits tens of thousands of states for a 15-tile rack with two
// wildcards, most of them with one or two arcs, so the per-state overhead is
// what counts: the state of the search lives in small flat arrays and bit
// masks, a state with no arcs is never entered, and a found word is appended
// without library calls (see Visit, Produce and Consider).
// A word reachable by several spellings is reported once, with the spelling
// the walk found first (deterministic).
//
// Result order: longest first, then most common (lowest tier), then
// alphabetical.
#include <algorithm>
#include <array>
#include <memory>
#include <string_view>

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
constexpr int kMaxLength = dictfmt::kMaxWordLength;

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

// A growable array of trivially copyable records, appended to a few at a
// time in the walk's innermost step. Unlike std::vector, room is made once
// per append (not per element) and the copy is a plain loop: for a handful
// of elements that is cheaper than a call to memmove.
template <typename T>
class AppendBuffer {
 public:
  explicit AppendBuffer(size_t capacity) : data_(new T[capacity]), capacity_(capacity) {}
  void Append(const T* from, size_t n) {
    if (size_ + n > capacity_) Grow(size_ + n);
    T* to = data_.get() + size_;
    for (size_t i = 0; i < n; ++i) to[i] = from[i];
    size_ += n;
  }
  size_t size() const { return size_; }
  const T* data() const { return data_.get(); }

 private:
  void Grow(size_t need) {
    const size_t capacity = std::max(need, capacity_ * 2);
    std::unique_ptr<T[]> bigger(new T[capacity]);
    std::copy(data_.get(), data_.get() + size_, bigger.get());
    data_ = std::move(bigger);
    capacity_ = capacity;
  }
  std::unique_ptr<T[]> data_;
  size_t size_ = 0;
  size_t capacity_;
};

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
    for (size_t c = 0; c < classes_.size(); ++c) {
      const TileClass& tc = classes_[c];
      const uint64_t bit = uint64_t(1) << c;
      for (size_t other = 0; other < classes_.size(); ++other)
        if (other != c && Dominates(tc, classes_[other])) classes_[c].dominates |= uint64_t(1) << other;
      for (int x = 0; x < 26; ++x) {
        if (tc.letters >> x & 1) producers_[x] |= bit;
        if (tc.kind == Kind::kOneOrTwo && (tc.letters >> x & 1)) doublers_[x] |= bit;
      }
      if (tc.kind == Kind::kFixed) {
        fixed_ |= bit;
        run_starts_[tc.fixed[0] - 'a'] |= bit;
        for (size_t other = 0; other < classes_.size(); ++other)
          if (classes_[other].kind == Kind::kFixed && classes_[other].fixed == tc.fixed) same_run_[c] |= uint64_t(1) << other;
      }
      // Mode at the first position (index 0) and after it (index 1):
      // may continue the word, or must end it (a last-only tile).
      const uint8_t p = PlaceSet(tc.place);
      if (p & 1) continues_[0] |= bit;
      else if (p & 4) ends_[0] |= bit;
      if (p & 2) continues_[1] |= bit;
      else if (p & 4) ends_[1] |= bit;
      left_[c] = int(tc.members.size());
      dominates_[c] = classes_[c].dominates;
      if (tc.required) required_ |= bit;
      available_ |= bit;
    }
    max_length_ = std::min({o_.max_length, d_.max_word_length, kMaxLength});
    // Tier codes a reported word may carry: not 0 (not a word) and within
    // max_tier. One bit test per state reached instead of two lookups.
    for (int code = 1; code < dictfmt::kTierCodes; ++code)
      if (d_.TierFromCode(uint8_t(code)) <= o_.max_tier) word_codes_ |= 1u << code;
    // Room up front for a few thousand words (a 15-tile rack with two
    // wildcards finds some 13,000 on average), so the records move only a
    // few times while the walk appends to them.
    found_.reserve(4096);
  }

  std::vector<Dictionary::Match> Run() {
    if (!classes_.empty() && max_length_ > 0) Visit(d_.root, 0);
    return Collect();
  }

 private:
  // A word found, kept compact until the results are ordered.
  struct Found {
    uint32_t chars;  // into chars_
    uint32_t steps;  // into steps_
    uint8_t length;
    uint8_t step_count;
    uint8_t tier_code;
  };
  struct Step {
    uint8_t cls;
    uint8_t letters;  // how many letters the tile stood for
  };

  void Visit(uint32_t node, int depth) {
    Arc arcs[26];
    const int n = d_.Arcs(node, arcs);
    const int at = depth > 0;
    const uint64_t usable = available_ & (continues_[at] | ends_[at]);
    // Per arc, the classes that can give its letter. Testing this directly
    // replaces a union of the usable classes' letters computed on every
    // visit: the same test (some usable class produces x), and most states
    // have only one or two arcs. Produce and the recursion restore
    // available_ before returning, so `usable` stays right for every arc.
    for (int i = 0; i < n; ++i) {
      if (stop_) return;
      const int x = arcs[i].letter;
      const uint64_t singles = producers_[x] & usable;
      if (!singles) continue;
      Produce(singles, arcs[i].child, depth, x, 1);
      const uint64_t doubling = doublers_[x] & usable;  // a subset of singles
      if (doubling && depth + 2 <= max_length_) {
        const uint32_t twice = d_.Step(arcs[i].child, x);
        if (twice != kNoNode) Produce(doubling, twice, depth, x, 2);
      }
    }
    // Fixed runs: walk the run through the automaton. Several classes may
    // spell the same run (placement, requirement); Produce chooses.
    // Only runs whose first letter leaves this state are walked, and the
    // classes spelling one run were grouped once (a table of word-shout
    // cards holds a dozen double letters; comparing their runs on every
    // visit cost a third of the walk).
    uint64_t runs = stop_ ? 0 : fixed_ & usable;
    if (runs) {
      uint32_t leaving = 0;
      for (int i = 0; i < n; ++i) leaving |= 1u << arcs[i].letter;
      uint64_t starting = 0;
      for (; leaving; leaving &= leaving - 1) starting |= run_starts_[std::countr_zero(leaving)];
      runs &= starting;
    }
    while (runs) {
      const int c = std::countr_zero(runs);
      const std::string& run = classes_[c].fixed;
      const uint64_t same = same_run_[c] & runs;
      runs &= ~same;
      if (depth + int(run.size()) > max_length_) continue;
      uint32_t to = node;
      for (char ch : run) {
        to = d_.Step(to, ch - 'a');
        if (to == kNoNode) break;
      }
      if (to != kNoNode) Produce(same, to, depth, -1, uint8_t(run.size()));
      if (stop_) return;
    }
  }

  // Spends one tile of each non-dominated class in `candidates` (all able
  // to produce the same letters at `depth`), reaching `child`. Dominance
  // needs the weaker tile to be usable here in the same way: a tile that may
  // continue the word is only replaced by another that may continue it too;
  // a tile that must end the word, by any tile that fits.
  void Produce(uint64_t candidates, uint32_t child, int depth, int letter, uint8_t count) {
    const int at = depth > 0;
    const int new_depth = depth + count;
    if (new_depth > max_length_) return;
    const uint64_t continuing = candidates & continues_[at];
    // The child's head byte says both whether it ends a word (its tier
    // code) and whether it has arcs. Entering a state without arcs is
    // skipped: it offers no letter and no run, so the visit would return
    // without doing anything.
    const dictimpl::RecordHead head = dictimpl::kHeads[d_.payload[child]];
    const bool child_has_arcs = head.kind != dictimpl::kSparse || head.arcs != 0;
    for (uint64_t rest = candidates; rest; rest &= rest - 1) {
      const int c = std::countr_zero(rest);
      const uint64_t bit = uint64_t(1) << c;
      const bool may_continue = continuing & bit;
      if (dominates_[c] & (may_continue ? continuing : candidates)) continue;  // a weaker tile does it
      const bool required = required_ & bit;
      if (--left_[c] == 0) available_ &= ~bit;
      required_left_ -= required;
      if (letter >= 0) {
        for (int k = 0; k < count; ++k) word_[depth + k] = char('a' + letter);
      } else {
        const std::string& run = classes_[c].fixed;
        std::copy(run.begin(), run.end(), word_.begin() + depth);
      }
      path_[path_len_++] = {uint8_t(c), count};
      if (word_codes_ >> head.tier & 1) Consider(head.tier, new_depth);
      if (may_continue && child_has_arcs && new_depth < max_length_ && available_ && !stop_) Visit(child, new_depth);
      if (stop_) return;  // first_only: the walk is over, and this Search is not reused
      --path_len_;
      required_left_ += required;
      if (left_[c]++ == 0) available_ |= bit;
    }
  }

  // Records the word spelled so far if the options accept it. The caller
  // has checked the tier code (a word, within max_tier: most states reached
  // are not words, so that test stays inline in Produce).
  void Consider(uint8_t code, int length) {
    if (length < o_.min_length || required_left_ || path_len_ < o_.min_tiles) return;
    found_.push_back({uint32_t(chars_.size()), uint32_t(steps_.size()), uint8_t(length), uint8_t(path_len_), code});
    chars_.Append(word_.data(), size_t(length));
    steps_.Append(path_.data(), size_t(path_len_));
    stop_ = o_.first_only;
  }

  std::string_view WordOf(const Found& f) const { return std::string_view(chars_.data() + f.chars, f.length); }

  // WordOf(a) < WordOf(b), as an inline loop: the words compared are short
  // and of one length (a bucket), where a call to memcmp costs more than
  // the comparison.
  bool Before(const Found& a, const Found& b) const {
    const unsigned char* p = reinterpret_cast<const unsigned char*>(chars_.data()) + a.chars;
    const unsigned char* q = reinterpret_cast<const unsigned char*>(chars_.data()) + b.chars;
    const int n = std::min(a.length, b.length);
    for (int i = 0; i < n; ++i)
      if (p[i] != q[i]) return p[i] < q[i];
    return a.length < b.length;
  }

  // Orders the records (length down, tier up, then alphabetical), drops
  // repeated words keeping the first spelling found, applies the limit and
  // builds the Match objects. Records of one length and tier usually arrive
  // in alphabetical order already (the walk follows letter order), so each
  // bucket is sorted only if it needs it.
  std::vector<Dictionary::Match> Collect() {
    std::vector<uint32_t> bucket_size(size_t(kMaxLength + 1) * dictfmt::kTierCodes, 0);
    auto bucket_of = [&](const Found& f) {
      return size_t(kMaxLength - f.length) * dictfmt::kTierCodes + f.tier_code;
    };
    for (const Found& f : found_) ++bucket_size[bucket_of(f)];
    std::vector<uint32_t> start(bucket_size.size() + 1, 0);
    for (size_t b = 0; b < bucket_size.size(); ++b) start[b + 1] = start[b] + bucket_size[b];
    std::vector<uint32_t> order(found_.size());
    {
      std::vector<uint32_t> fill(start.begin(), start.end() - 1);
      for (uint32_t i = 0; i < found_.size(); ++i) order[fill[bucket_of(found_[i])]++] = i;
    }
    auto by_word = [&](uint32_t a, uint32_t b) { return Before(found_[a], found_[b]); };
    std::vector<Dictionary::Match> out;
    const size_t limit = o_.limit;
    out.reserve(std::min(limit, found_.size()));
    // Tiles of a class are handed out in input order; `taken` counts them
    // per class within one match and is cleared for the classes it used.
    std::array<uint8_t, kMaxClasses> taken{};
    for (size_t b = 0; b < bucket_size.size() && out.size() < limit; ++b) {
      const auto first = order.begin() + start[b], last = order.begin() + start[b + 1];
      // Usually the bucket is already strictly increasing (sorted, and no
      // word twice): one comparison per record, and no duplicate check
      // below. Otherwise sort it (stable: the first spelling found stays
      // first among equal words) and skip repeats, as before.
      const bool strictly_sorted =
          std::adjacent_find(first, last, [&](uint32_t a, uint32_t b) { return !by_word(a, b); }) == last;
      if (!strictly_sorted && !std::is_sorted(first, last, by_word)) std::stable_sort(first, last, by_word);
      for (auto it = first; it != last && out.size() < limit; ++it) {
        if (!strictly_sorted && it != first && WordOf(found_[*(it - 1)]) == WordOf(found_[*it])) continue;
        const Found& f = found_[*it];
        // Built in place: the word, then one use per step, each use's
        // letters a slice of the word (no allocation: the uses are kept in
        // the match unless the word takes more than TileUses::kInline tiles).
        Dictionary::Match& m = out.emplace_back();
        m.word.assign(chars_.data() + f.chars, f.length);
        m.tier = d_.TierFromCode(f.tier_code);
        m.uses.resize(f.step_count);
        const Step* steps = steps_.data() + f.steps;
        uint32_t pos = 0;
        for (uint32_t s = 0; s < f.step_count; ++s) {
          Dictionary::TileUse& use = m.uses[s];
          use.tile = uint8_t(classes_[steps[s].cls].members[taken[steps[s].cls]++]);
          use.first = uint8_t(pos);
          use.count = steps[s].letters;
          pos += steps[s].letters;
        }
        for (uint32_t s = 0; s < f.step_count; ++s) taken[steps[s].cls] = 0;
      }
    }
    return out;
  }

  const Dictionary::Impl& d_;
  const Dictionary::SearchOptions& o_;
  std::vector<TileClass> classes_;
  std::array<int, kMaxClasses> left_{};
  std::array<uint64_t, kMaxClasses> dominates_{};  // classes_[c].dominates, kept flat for the walk
  uint64_t required_ = 0;                 // classes of required tiles
  uint32_t word_codes_ = 0;               // bit k: tier code k is a word within max_tier
  std::array<uint64_t, 26> producers_{};  // classes giving letter x as one letter
  std::array<uint64_t, 26> doublers_{};   // one-or-two classes of letter x
  uint64_t fixed_ = 0;                    // classes of fixed runs
  std::array<uint64_t, 26> run_starts_{};          // fixed-run classes by the run's first letter
  std::array<uint64_t, kMaxClasses> same_run_{};   // per fixed-run class: the classes spelling the same run
  uint64_t continues_[2] = {0, 0};        // [first position?0:1] may stand here and continue
  uint64_t ends_[2] = {0, 0};             // may stand here only as the last tile
  uint64_t available_ = 0;                // classes with tiles left
  int required_left_ = 0;
  int max_length_ = 0;
  std::array<char, kMaxLength + 1> word_{};
  std::array<Step, kMaxLength + 1> path_{};
  int path_len_ = 0;
  bool stop_ = false;  // first_only and a match was found
  std::vector<Found> found_;
  AppendBuffer<char> chars_{4096 * 8};
  AppendBuffer<Step> steps_{4096 * 8};
};

}  // namespace

std::vector<Dictionary::Match> Dictionary::Anagrams(const std::vector<Tile>& tiles,
                                                    const SearchOptions& options) const {
  if (options.limit == 0 || tiles.size() > kMaxTiles) return {};
  return Search(*impl_, tiles, options).Run();
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
