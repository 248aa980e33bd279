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
//  - results are kept as compact records and turned into the flat MatchList
//    (and, for Anagrams(), Match objects) only once they are ordered and cut
//    to the limit.
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

// The search writes its list in place.
struct MatchListWriter {
  using List = Dictionary::MatchList;
  using Entry = List::Entry;
  static std::vector<Entry>& entries(List& l) { return l.entries_; }
  static std::string& chars(List& l) { return l.chars_; }
  static std::vector<Dictionary::TileUse>& uses(List& l) { return l.uses_; }
};

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

  Dictionary::MatchList Run() {
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

  // A record's sort key: length down, then tier code up (codes follow the
  // tiers' order), then the first kKeyLetters letters, 5 bits each. Records
  // of one key are words of one length and tier that share those letters.
  static constexpr int kKeyLetters = 10;
  static_assert(kMaxLength < 64 && dictfmt::kTierCodes <= 16);
  uint64_t KeyOf(const Found& f) const {
    uint64_t key = uint64_t(kMaxLength - f.length) << 58 | uint64_t(f.tier_code) << 54;
    const char* w = chars_.data() + f.chars;
    const int n = std::min<int>(f.length, kKeyLetters);
    for (int i = 0; i < n; ++i) key |= uint64_t(w[i] - 'a') << (49 - 5 * i);
    return key;
  }

  // WordOf(a) < WordOf(b) for words of one length, as an inline loop: the
  // words compared are short, where a call to memcmp costs more than the
  // comparison.
  bool Before(const Found& a, const Found& b) const {
    const unsigned char* p = reinterpret_cast<const unsigned char*>(chars_.data()) + a.chars;
    const unsigned char* q = reinterpret_cast<const unsigned char*>(chars_.data()) + b.chars;
    const int n = std::min(a.length, b.length);
    for (int i = 0; i < n; ++i)
      if (p[i] != q[i]) return p[i] < q[i];
    return a.length < b.length;
  }
  bool SameWord(const Found& a, const Found& b) const { return !Before(a, b) && !Before(b, a); }

  // Orders the records (length down, tier up, then alphabetical), drops
  // repeated words keeping the first spelling found, applies the limit and
  // writes the list. The order is a stable radix sort of a packed key per
  // record (a table of 30 word-shout cards gives some 80,000 records, a
  // third of them repeats, arriving far from alphabetical order: runs and
  // wild cards reach a prefix after the letters that follow it); only
  // records whose key ties and whose words are longer than the key are
  // compared letter by letter.
  Dictionary::MatchList Collect();

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


Dictionary::MatchList Search::Collect() {
  const size_t n = found_.size();
  struct Keyed {
    uint64_t key;
    uint32_t index;  // into found_: the walk's order, which breaks ties
  };
  std::vector<Keyed> order(n), spare(n);
  uint64_t all_or = 0, all_and = ~uint64_t(0);
  for (uint32_t i = 0; i < n; ++i) {
    const uint64_t key = KeyOf(found_[i]);
    order[i] = {key, i};
    all_or |= key;
    all_and &= key;
  }
  // Least significant byte first, one counting pass per byte, skipping the
  // bytes every key shares. Each pass is stable, so records of one key stay
  // in the walk's order.
  const uint64_t varying = all_or ^ all_and;
  for (int shift = 0; shift < 64; shift += 8) {
    if (!(varying >> shift & 0xff)) continue;
    std::array<uint32_t, 257> start{};
    for (const Keyed& k : order) ++start[(k.key >> shift & 0xff) + 1];
    for (int b = 0; b < 256; ++b) start[b + 1] += start[b];
    for (const Keyed& k : order) spare[start[k.key >> shift & 0xff]++] = k;
    order.swap(spare);
  }
  // Ties on the key among words longer than the key: alphabetical, stable
  // (the first spelling found stays first among equal words).
  for (size_t i = 0; i < n;) {
    size_t j = i + 1;
    while (j < n && order[j].key == order[i].key) ++j;
    if (j - i > 1 && found_[order[i].index].length > kKeyLetters)
      std::stable_sort(order.begin() + std::ptrdiff_t(i), order.begin() + std::ptrdiff_t(j),
                       [&](const Keyed& a, const Keyed& b) { return Before(found_[a.index], found_[b.index]); });
    i = j;
  }

  Dictionary::MatchList list;
  auto& entries = MatchListWriter::entries(list);
  auto& chars = MatchListWriter::chars(list);
  auto& uses = MatchListWriter::uses(list);
  const size_t limit = o_.limit;
  const size_t kept_max = std::min(limit, n);
  entries.reserve(kept_max);
  // Tiles of a class are handed out in input order; `taken` counts them
  // per class within one match and is cleared for the classes it used.
  std::array<uint8_t, kMaxClasses> taken{};
  size_t letters = 0, steps = 0;
  for (size_t i = 0; i < n; ++i) {
    const Found& f = found_[order[i].index];
    letters += f.length;
    steps += f.step_count;
  }
  chars.resize(letters);  // at most: repeats and the limit leave some unused
  uses.resize(steps);
  uint32_t at_char = 0, at_use = 0;
  for (size_t i = 0; i < n && entries.size() < limit; ++i) {
    const Found& f = found_[order[i].index];
    if (i > 0 && order[i].key == order[i - 1].key &&
        (f.length <= kKeyLetters || SameWord(found_[order[i - 1].index], f)))
      continue;  // a word found again: the first spelling is kept
    entries.push_back({at_char, at_use, f.length, f.step_count, uint8_t(d_.TierFromCode(f.tier_code))});
    std::copy_n(chars_.data() + f.chars, f.length, chars.data() + at_char);
    at_char += f.length;
    const Step* st = steps_.data() + f.steps;
    uint32_t pos = 0;
    for (uint32_t s = 0; s < f.step_count; ++s) {
      Dictionary::TileUse& use = uses[at_use + s];
      use.tile = uint8_t(classes_[st[s].cls].members[taken[st[s].cls]++]);
      use.first = uint8_t(pos);
      use.count = st[s].letters;
      pos += st[s].letters;
    }
    for (uint32_t s = 0; s < f.step_count; ++s) taken[st[s].cls] = 0;
    at_use += f.step_count;
  }
  chars.resize(at_char);
  uses.resize(at_use);
  return list;
}

}  // namespace

Dictionary::MatchList Dictionary::FindAnagrams(const std::vector<Tile>& tiles, const SearchOptions& options) const {
  if (options.limit == 0 || tiles.size() > kMaxTiles) return {};
  return Search(*impl_, tiles, options).Run();
}

std::vector<Dictionary::Match> Dictionary::Anagrams(const std::vector<Tile>& tiles,
                                                    const SearchOptions& options) const {
  const MatchList list = FindAnagrams(tiles, options);
  std::vector<Match> out(list.size());
  for (size_t i = 0; i < list.size(); ++i) {
    Match& m = out[i];
    m.word = list.word(i);
    m.tier = list.tier(i);
    m.uses.resize(list.use_count(i));
    std::copy(list.uses_begin(i), list.uses_end(i), m.uses.begin());
  }
  return out;
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
