#include "games/word_lift/search.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <unordered_map>

#include "core/check.h"

namespace lf::word_lift {
namespace {

constexpr int kMinLetters = 3;
constexpr int kLongLetters = 6;
constexpr int kMaxSources = 64;   // sources per walk: one bit each
constexpr int kMaxDepth = 40;     // letters in one word, far beyond any hand
constexpr int kNoValue = INT_MIN;

// [SECTION] Letter counts, one byte lane per letter (a..z in 26 of 32 lanes).
// Lanes stay below 128, so a lane-wise saturating subtraction needs no
// borrow between lanes.
using Counts = std::array<uint64_t, 4>;
constexpr uint64_t kHigh = 0x8080808080808080ull;

inline void AddLetter(Counts& c, int letter, int n = 1) {
  c[static_cast<size_t>(letter >> 3)] += static_cast<uint64_t>(n) << ((letter & 7) * 8);
}
inline int Lane(const Counts& c, int letter) {
  return static_cast<int>((c[static_cast<size_t>(letter >> 3)] >> ((letter & 7) * 8)) & 0xff);
}
// max(a - b, 0) in every lane.
inline uint64_t SatSub(uint64_t a, uint64_t b) {
  const uint64_t t = (a | kHigh) - b;
  uint64_t keep = t & kHigh;
  keep -= keep >> 7;
  return t & keep;
}
inline int LaneSum(uint64_t x) { return static_cast<int>((x * 0x0101010101010101ull) >> 56); }
inline Counts Plus(const Counts& a, const Counts& b) { return {a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]}; }
inline Counts Over(const Counts& u, const Counts& cap) {
  return {SatSub(u[0], cap[0]), SatSub(u[1], cap[1]), SatSub(u[2], cap[2]), SatSub(u[3], cap[3])};
}
inline int Total(const Counts& c) { return LaneSum(c[0]) + LaneSum(c[1]) + LaneSum(c[2]) + LaneSum(c[3]); }

// Whether the letters in `excess` can each stand on a different flexible card
// (a ? takes any letter, a ≈ one of its three).
bool Cover(const Counts& excess, const std::vector<uint32_t>& flex, bool all_wild) {
  const int n = Total(excess);
  if (n == 0) return true;
  if (n > static_cast<int>(flex.size())) return false;
  if (all_wild) return true;
  int letters[kMaxDepth];
  int k = 0;
  for (int l = 0; l < 26; ++l)
    for (int c = Lane(excess, l); c > 0; --c) letters[k++] = l;
  uint64_t used = 0;
  // Letters in order, each on some unused card that can stand for it.
  auto assign = [&](auto&& self, int i) -> bool {
    if (i == n) return true;
    for (size_t f = 0; f < flex.size(); ++f) {
      if ((used >> f) & 1u || !((flex[f] >> letters[i]) & 1u)) continue;
      used |= uint64_t{1} << f;
      if (self(self, i + 1)) return true;
      used &= ~(uint64_t{1} << f);
    }
    return false;
  };
  return assign(assign, 0);
}

bool IsFlexible(int face) {
  const Special s = SpecialOf(face);
  return s == Special::kQuestion || s == Special::kApprox;
}

// [SECTION] Cards grouped by face and origin, for the exact check.
struct CardClass {
  int face = 0;
  bool stolen = false;
  int count = 0;
  uint32_t letters = 0;
  bool doubles = false, pilcrow = false, number = false, at_least = false;
  int value = 0;  // objective per card (hand cards only)
};

std::vector<CardClass> Classes(const std::vector<int>& faces, bool stolen, const SearchInput& in) {
  std::vector<CardClass> out;
  for (int f : faces) {
    auto it = std::find_if(out.begin(), out.end(), [&](const CardClass& c) { return c.face == f; });
    if (it != out.end()) {
      ++it->count;
      continue;
    }
    CardClass c;
    c.face = f;
    c.stolen = stolen;
    c.count = 1;
    c.letters = LetterChoices(f);
    const Special s = SpecialOf(f);
    c.doubles = s == Special::kEllipsis;
    c.pilcrow = s == Special::kPilcrow;
    c.number = s == Special::kNumber;
    c.at_least = s == Special::kAtLeast;
    c.value = stolen ? 0 : in.hand_value[static_cast<size_t>(f)];
    out.push_back(c);
  }
  // Face order: a fixed order of trial, so the card choice is deterministic.
  std::sort(out.begin(), out.end(), [](const CardClass& a, const CardClass& b) { return a.face < b.face; });
  return out;
}

// [SECTION] The exact check: actual cards on the letters of one word (a play)
// or two (a steal), under every card rule; the best assignment by value.
//
// A walk over the letters, left to right, choosing a card (class) for each,
// memoised on what is left: the remaining count of every class, the
// position, and the current word's flags. Orders of the same choices meet in
// one state, so wildcards and letters offered by both the hand and the stolen
// word do not multiply the work.
class Verifier {
 public:
  struct Result {
    int value = kNoValue;  // kNoValue: not playable
    std::vector<CardUse> words[2];
    int hand_cards = 0;
  };
  static constexpr int kMaxClasses = 48;  // 4-bit counts, 16 per word of `packed_`

  Verifier(const std::vector<CardClass>& classes, int out_bonus) : classes_(classes), out_bonus_(out_bonus) {
    LF_CHECK_LE(classes_.size(), static_cast<size_t>(kMaxClasses));
    for (const CardClass& c : classes_) LF_CHECK_LE(c.count, 15);
  }

  Result Run(const std::string* words, int nwords, const int* at_least, bool steal) {
    nwords_ = nwords;
    steal_ = steal;
    for (int w = 0; w < nwords; ++w) {
      words_[w] = &words[w];
      len_[w] = static_cast<int>(words[w].size());
      at_least_[w] = at_least[w];
    }
    left_.assign(classes_.size(), 0);
    packed_[0] = packed_[1] = packed_[2] = 0;
    stolen_left_ = hand_left_ = 0;
    for (size_t c = 0; c < classes_.size(); ++c) {
      left_[c] = classes_[c].count;
      packed_[c / 16] |= static_cast<uint64_t>(classes_[c].count) << ((c % 16) * 4);
      (classes_[c].stolen ? stolen_left_ : hand_left_) += classes_[c].count;
    }
    memo_.clear();
    Result r;
    const int best = Solve(0, 0, 0);
    if (best == kNoValue) return r;
    r.value = best;
    // Follow the best choices again to write the cards down.
    int w = 0, pos = 0, flags = 0, target = best;
    while (true) {
      if (pos == len_[w]) {
        if (w + 1 == nwords_) break;
        ++w;
        pos = 0;
        flags = 0;
        continue;
      }
      bool moved = false;
      ForOptions(w, pos, flags, [&](int ci, int n) {
        if (moved) return;
        const CardClass& c = classes_[static_cast<size_t>(ci)];
        const int gain = c.stolen ? 0 : c.value;
        Take(ci, -1);
        const int rest = Solve(w, pos + n, NextFlags(flags, c));
        if (rest != kNoValue && rest + gain == target) {
          moved = true;
          r.words[w].push_back({c.face, Upper(words_[w]->substr(static_cast<size_t>(pos), static_cast<size_t>(n)))});
          if (!c.stolen) ++r.hand_cards;
          target = rest;
          flags = NextFlags(flags, c);
          pos += n;
        } else {
          Take(ci, +1);
        }
      });
      LF_CHECK(moved);
    }
    return r;
  }

 private:
  enum Flag { kHash = 1, kStolen = 2, kHand = 4 };
  struct Key {
    uint64_t packed[3];
    uint32_t where;
    bool operator==(const Key& o) const {
      return packed[0] == o.packed[0] && packed[1] == o.packed[1] && packed[2] == o.packed[2] && where == o.where;
    }
  };
  struct KeyHash {
    size_t operator()(const Key& k) const {
      uint64_t h = k.where * 0x9E3779B97F4A7C15ull;
      for (uint64_t p : k.packed) h = (h ^ p) * 0xBF58476D1CE4E5B9ull + (h >> 29);
      return static_cast<size_t>(h ^ (h >> 32));
    }
  };

  static std::string Upper(std::string s) {
    for (char& c : s) c = static_cast<char>(c - 'a' + 'A');
    return s;
  }
  static int NextFlags(int flags, const CardClass& c) {
    return flags | (c.number ? kHash : 0) | (c.stolen ? kStolen : kHand);
  }

  void Take(int ci, int delta) {
    const size_t c = static_cast<size_t>(ci);
    left_[c] += delta;
    packed_[c / 16] = static_cast<uint64_t>(static_cast<int64_t>(packed_[c / 16]) +
                                            static_cast<int64_t>(delta) * (int64_t{1} << ((c % 16) * 4)));
    (classes_[c].stolen ? stolen_left_ : hand_left_) += delta;
  }

  // Every card class that may stand on this letter now, once or (an
  // Ellipsis on a doubled letter) twice: fn(class, letters).
  template <typename Fn>
  void ForOptions(int w, int pos, int flags, Fn&& fn) {
    const std::string& word = *words_[w];
    const int letter = word[static_cast<size_t>(pos)] - 'a';
    const bool can_double = pos + 1 < len_[w] && word[static_cast<size_t>(pos) + 1] == word[static_cast<size_t>(pos)];
    for (size_t ci = 0; ci < classes_.size(); ++ci) {
      if (left_[ci] == 0) continue;
      const CardClass& c = classes_[ci];
      if (!((c.letters >> letter) & 1u)) continue;
      if (c.number && (flags & kHash)) continue;
      if (c.at_least && len_[w] < at_least_[w]) continue;
      if (!c.pilcrow || pos == 0 || pos == len_[w] - 1) fn(static_cast<int>(ci), 1);
      if (c.doubles && can_double) fn(static_cast<int>(ci), 2);
    }
  }

  // The most the rest can add from this state, or kNoValue.
  int Solve(int w, int pos, int flags) {
    if (pos == len_[w]) {
      if (steal_ && (flags & (kStolen | kHand)) != (kStolen | kHand)) return kNoValue;
      if (w + 1 < nwords_) return Solve(w + 1, 0, 0);
      if (stolen_left_ != 0) return kNoValue;
      return hand_left_ == 0 ? out_bonus_ : 0;
    }
    int letters_left = len_[w] - pos;
    for (int k = w + 1; k < nwords_; ++k) letters_left += len_[k];
    if (stolen_left_ > letters_left) return kNoValue;
    const Key key{{packed_[0], packed_[1], packed_[2]}, static_cast<uint32_t>(((w * 64 + pos) << 3) | flags)};
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    int best = kNoValue;
    ForOptions(w, pos, flags, [&](int ci, int n) {
      const CardClass& c = classes_[static_cast<size_t>(ci)];
      Take(ci, -1);
      const int rest = Solve(w, pos + n, NextFlags(flags, c));
      Take(ci, +1);
      if (rest != kNoValue) best = std::max(best, rest + (c.stolen ? 0 : c.value));
    });
    memo_.emplace(key, best);
    return best;
  }

  const std::vector<CardClass>& classes_;
  int out_bonus_;
  int nwords_ = 0;
  bool steal_ = false;
  const std::string* words_[2] = {nullptr, nullptr};
  int len_[2] = {0, 0};
  int at_least_[2] = {0, 0};
  std::vector<int> left_;
  uint64_t packed_[3] = {0, 0, 0};
  int stolen_left_ = 0, hand_left_ = 0;
  std::unordered_map<Key, int, KeyHash> memo_;
};

}  // namespace

void SetPointsObjective(SearchInput& input) {
  for (int f = 0; f < kFaceCount; ++f) {
    int pref = 0;
    switch (SpecialOf(f)) {
      case Special::kQuestion: pref = -6; break;  // keep the wildcards for later
      case Special::kApprox: pref = -4; break;
      case Special::kNone: pref = 0; break;
      default: pref = 2; break;  // spend the cards that are awkward to hold or to play
    }
    input.hand_value[static_cast<size_t>(f)] = 100 * (WordPoints(f) + HandPenalty(f)) + pref;
  }
  input.long_bonus = 200;
  input.out_bonus = 0;
}

// [SECTION] The search proper.
struct Search::Impl {
  // Letters a search may use: plain cards by letter (an Ellipsis twice) and
  // the flexible cards (? and ≈).
  struct Supply {
    std::array<int, 26> room{};
    Counts cap{};
    std::vector<uint32_t> flex;
    bool all_wild = true;
    int letters = 0;  // the most letters the cards can make

    void Add(const std::vector<int>& faces) {
      for (int f : faces) {
        if (IsFlexible(f)) {
          flex.push_back(LetterChoices(f));
          if (SpecialOf(f) != Special::kQuestion) all_wild = false;
          ++letters;
          continue;
        }
        const int l = PrintedLetter(f) - 'A', n = CanDouble(f) ? 2 : 1;
        room[static_cast<size_t>(l)] += n;
        AddLetter(cap, l, n);
        letters += n;
      }
    }
    // Exact for ≈ cards: the letters beyond the plain cards fit on the
    // flexible ones.
    bool Covers(const Counts& letters_used) const {
      return Cover(Over(letters_used, cap), flex, all_wild);
    }
  };

  // A multiset of letters the dictionary spells (a node of the anagram
  // trie), with the facts the pairing needs.
  struct Spelling {
    uint32_t node = 0;
    int len = 0;
    Counts counts{};
    uint32_t mask = 0;
  };

  // Walks the anagram trie for the multisets within `room` plus up to `wild`
  // other letters that hold every letter of `need`, of min_len..max_len
  // letters: emit(node, letters).
  struct AnagramWalk {
    AnagramWalk(const Lexicon& l, long* n) : lex(l), nodes(n) {}
    const Lexicon& lex;
    long* nodes;
    std::array<int, 26> room{};
    std::array<int, 26> need{};
    int wild = 0;
    int min_len = kMinLetters, max_len = kMaxDepth;

    template <typename Emit>
    void Run(Emit&& emit) {
      uint32_t need_mask = 0;
      int need_total = 0;
      for (int l = 0; l < 26; ++l)
        if (need[static_cast<size_t>(l)] > 0) {
          need_mask |= 1u << l;
          need_total += need[static_cast<size_t>(l)];
        }
      if (need_total > max_len || min_len > max_len) return;
      count_.fill(0);
      from_[26] = 0;
      for (size_t l = 26; l-- > 0;) from_[l] = from_[l + 1] + room[l];
      Visit(Lexicon::kRoot, 0, 0, need_mask, need_total, emit);
    }

   private:
    template <typename Emit>
    void Visit(uint32_t i, int depth, int wild_used, uint32_t need_mask, int need_left, Emit& emit) {
      const Lexicon::SortedNode& n = lex.sorted_node(i);
      if (n.has_words && depth >= min_len && need_mask == 0) emit(i, depth);
      if (depth >= max_len || depth + n.longest_below < min_len) return;
      for (uint32_t c = n.first_child; c < n.first_child + n.child_count; ++c) {
        const int l = lex.sorted_node(c).letter;
        // Letters come in alphabetical order: a needed letter before this one
        // can no longer be added, here or in any later sibling.
        if (need_mask & ((1u << l) - 1)) break;
        const size_t li = static_cast<size_t>(l);
        const int now = count_[li] + 1;
        const bool beyond = now > room[li];
        if (beyond && wild_used == wild) continue;
        const int met = now <= need[li] ? 1 : 0;
        if (need_left - met > max_len - depth - 1) continue;
        // Only this letter and later ones can follow: is there still room
        // for a word long enough?
        const int plain_after = std::max(0, room[li] - now) + from_[li + 1];
        if (depth + 1 + plain_after + wild - wild_used - beyond < min_len) continue;
        ++*nodes;
        count_[li] = now;
        const uint32_t mask = now >= need[li] ? need_mask & ~(1u << l) : need_mask;
        Visit(c, depth + 1, wild_used + beyond, mask, need_left - met, emit);
        count_[li] = now - 1;
      }
    }
    std::array<int, 26> count_{};
    std::array<int, 27> from_{};
  };

  Impl(const Dictionary& d, const Lexicon& l, const SearchInput& in, Stats& s, bool best_mode)
      : dict(d), lex(l), input(in), stats(s), best(best_mode) {}

  const Dictionary& dict;
  const Lexicon& lex;
  const SearchInput& input;
  Stats& stats;
  bool best;
  int best_value = kNoValue;
  // Branch and bound: a branch whose bound cannot beat the best found is cut.
  bool Pruned(int bound) const { return best && bound <= best_value; }
  std::optional<Candidate> best_candidate;
  const std::function<void(const Candidate&)>* emit = nullptr;

  // Hand facts for bounds and quick filters.
  std::vector<CardClass> hand_classes;
  int hand_total = 0;
  std::vector<int> bound_by_cards;  // most a hand can add using at most k cards
  uint32_t hand_letters = 0;        // letters some hand card can stand for
  Supply hand_supply;

  void Prepare() {
    hand_classes = Classes(input.hand, false, input);
    hand_total = static_cast<int>(input.hand.size());
    hand_supply.Add(input.hand);
    std::vector<int> values;
    for (int f : input.hand) {
      values.push_back(input.hand_value[static_cast<size_t>(f)]);
      hand_letters |= LetterChoices(f);
    }
    std::sort(values.rbegin(), values.rend());
    bound_by_cards.assign(values.size() + 1, 0);
    int sum = 0;
    for (size_t k = 0; k < values.size(); ++k) {
      sum += values[k];
      bound_by_cards[k + 1] = std::max(bound_by_cards[k], sum);
    }
  }

  Spelling SpellingAt(uint32_t node, int len) const {
    Spelling sp;
    sp.node = node;
    sp.len = len;
    for (char c : lex.word(lex.sorted_word(lex.words_at(node).first))) {
      AddLetter(sp.counts, c - 'a');
      sp.mask |= 1u << (c - 'a');
    }
    return sp;
  }

  // Every multiset `supply` can spell with min_len..max_len letters, longest
  // first (then in trie order), kept if `keep` says so.
  template <typename Keep>
  std::vector<Spelling> Spellings(const Supply& supply, int min_len, int max_len, Keep&& keep) {
    std::vector<Spelling> out;
    AnagramWalk walk{lex, &stats.nodes};
    walk.room = supply.room;
    walk.wild = static_cast<int>(supply.flex.size());
    walk.min_len = std::max(min_len, kMinLetters);
    walk.max_len = std::min({max_len, supply.letters, kMaxDepth});
    walk.Run([&](uint32_t node, int len) {
      Spelling sp = SpellingAt(node, len);
      if (!supply.all_wild && !supply.Covers(sp.counts)) return;
      if (keep(sp)) out.push_back(sp);
    });
    std::stable_sort(out.begin(), out.end(), [](const Spelling& a, const Spelling& b) { return a.len > b.len; });
    stats.words += static_cast<long>(out.size());
    return out;
  }

  // [SECTION] Objective, bounds and results.
  int PlayBound(int len) const {
    const int cards = std::min(hand_total, len);
    return bound_by_cards[static_cast<size_t>(cards)] + (len >= kLongLetters ? std::max(0, input.long_bonus) : 0) +
           (cards == hand_total ? std::max(0, input.out_bonus) : 0);
  }
  int PairBound(const SearchTarget& t, int stolen_cards, int l1, int l2) const {
    const int cards = std::max(0, std::min(hand_total, l1 + l2 - stolen_cards));
    return t.base + bound_by_cards[static_cast<size_t>(cards)] +
           ((l1 >= kLongLetters) + (l2 >= kLongLetters)) * std::max(0, input.long_bonus) +
           (cards == hand_total && !t.daggers ? std::max(0, input.out_bonus) : 0);
  }

  // The most the hand can add to a word or pair with these letters: only
  // hand cards whose letters occur in it count, a plain card at most as often
  // as its letter occurs, a Number Sign once per word, a Pilcrow twice, a
  // Greater Than Or Equal To only if a word is long enough, and no more than
  // `cards` in all. Sets `all` if every hand card could be among them.
  int HandBound(const Counts& u, uint32_t mask, int nwords, int cards, bool at_least_ok, bool* all) const {
    struct Share {
      int value, count;
    };
    Share shares[Verifier::kMaxClasses];
    int n = 0, usable = 0;
    for (const CardClass& c : hand_classes) {
      int k = (c.letters & mask) ? c.count : 0;
      if (k && !IsFlexible(c.face)) k = std::min(k, Lane(u, PrintedLetter(c.face) - 'A'));
      if (c.number) k = std::min(k, nwords);
      if (c.pilcrow) k = std::min(k, 2 * nwords);
      if (c.at_least && !at_least_ok) k = 0;
      if (k) shares[n++] = {c.value, k};
      usable += k;
    }
    *all = usable == hand_total;
    std::sort(shares, shares + n, [](const Share& a, const Share& b) { return a.value > b.value; });
    int sum = 0;
    for (int i = 0; i < n && cards > 0; ++i) {
      if (shares[i].value <= 0) break;
      const int take = std::min(cards, shares[i].count);
      sum += take * shares[i].value;
      cards -= take;
    }
    return sum;
  }

  void Offer(Candidate&& c) {
    if (best) {
      if (c.value > best_value) {
        best_value = c.value;
        best_candidate = std::move(c);
      }
    } else {
      (*emit)(c);
    }
  }

  static std::string Upper(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(c - 'a' + 'A');
    return out;
  }

  // [SECTION] Plays from the hand.
  void Plays() {
    Verifier verifier(hand_classes, input.out_bonus);
    // One length at a time, longest first, so that the bound can stop the
    // walk before the short words are even listed.
    for (int len = std::min(hand_supply.letters, kMaxDepth); len >= kMinLetters; --len) {
      if (Pruned(PlayBound(len))) break;
      for (const Spelling& sp : Spellings(hand_supply, len, len, [](const Spelling&) { return true; })) {
        const int bonus = sp.len >= kLongLetters ? input.long_bonus : 0;
        if (best) {
          bool all = false;
          const int bound = HandBound(sp.counts, sp.mask, 1, sp.len, sp.len >= input.longest, &all) + bonus +
                            (all && sp.len >= hand_total ? std::max(0, input.out_bonus) : 0);
          if (Pruned(bound)) continue;
        }
        const Lexicon::WordRange n = lex.words_at(sp.node);
        for (uint32_t k = 0; k < n.count; ++k) {
          const uint32_t id = lex.sorted_word(n.first + k);
          if (lex.tier(id) > input.max_tier) continue;
          ++stats.verified;
          const std::string text(lex.word(id));
          const int at_least[1] = {input.longest};
          Verifier::Result r = verifier.Run(&text, 1, at_least, false);
          if (r.value == kNoValue) continue;
          Candidate c;
          c.first = std::move(r.words[0]);
          c.first_word = Upper(text);
          c.value = r.value + bonus;
          c.hand_cards = r.hand_cards;
          Offer(std::move(c));
        }
      }
    }
  }

  // [SECTION] 2. Pairs for one stealable word, then 3. the exact check.
  //
  // First words come from the anagram trie (what the hand and the stolen
  // cards can spell), longest first. For each, its partners come from the
  // anagram trie too: what is left of the letters (plus the flexible cards
  // left) that holds every stolen letter the first word left out, no longer
  // than the first word (so each pair is met once) but long enough for the
  // pair to beat the best found. Anagrams share one walk.
  // What one stealable word's pairs share, kept across the levels.
  struct Steal {
    explicit Steal(const SearchTarget& target) : t(target) {}
    const SearchTarget& t;
    int stolen_cards = 0;
    Supply supply;                 // the hand and the stolen cards
    std::array<int, 26> must{};    // stolen letters every pair holds (plain cards, an Ellipsis once)
    uint32_t stolen_letters = 0;   // letters the stolen cards can give
    std::vector<CardClass> classes;
    std::unique_ptr<Verifier> verifier;
    std::unordered_map<uint32_t, bool> refused;  // word id -> the family rule refuses it
    std::string stolen_lower;
    std::vector<std::optional<std::vector<Spelling>>> firsts;  // by length, walked on first need
  };

  std::unique_ptr<Steal> MakeSteal(const SearchTarget& t) {
    auto st = std::make_unique<Steal>(t);
    st->stolen_cards = static_cast<int>(t.faces.size());
    st->supply = hand_supply;
    st->supply.Add(t.faces);
    for (int f : t.faces) {
      st->stolen_letters |= LetterChoices(f);
      if (!IsFlexible(f)) ++st->must[static_cast<size_t>(PrintedLetter(f) - 'A')];
    }
    st->classes = hand_classes;
    for (const CardClass& c : Classes(t.faces, true, input)) st->classes.push_back(c);
    st->verifier = std::make_unique<Verifier>(st->classes, t.daggers ? 0 : input.out_bonus);
    st->stolen_lower = t.text;
    for (char& c : st->stolen_lower) c = static_cast<char>(c | 0x20);
    st->firsts.resize(static_cast<size_t>(std::min(st->supply.letters, kMaxDepth) + 1));
    return st;
  }

  bool Usable(const Steal& st, uint32_t mask) const { return (mask & hand_letters) && (mask & st.stolen_letters); }

  bool Refused(Steal& st, uint32_t id) {
    const auto it = st.refused.find(id);
    if (it != st.refused.end()) return it->second;
    const std::string_view text = lex.word(id);
    const bool bad = text == st.stolen_lower || dict.SameFamily(text, st.stolen_lower) ||
                     (input.strict && text.find(st.stolen_lower) != std::string_view::npos);
    st.refused.emplace(id, bad);
    return bad;
  }

  // The most a pair of `total` letters can be worth (the split into two
  // words of 3+ letters that earns the most length bonus).
  int LevelBound(const SearchTarget& t, int stolen_cards, int total) const {
    int bound = kNoValue;
    for (int l1 = (total + 1) / 2; l1 <= total - kMinLetters; ++l1)
      bound = std::max(bound, PairBound(t, stolen_cards, l1, total - l1));
    return bound;
  }

  // Every pair of `total` letters: first words (the longer) of each length,
  // their partners of exactly the rest.
  void StealLevel(Steal& st, int total) {
    AnagramWalk walk{lex, &stats.nodes};
    for (int len1 = total - kMinLetters; len1 >= (total + 1) / 2; --len1) {
      if (len1 >= static_cast<int>(st.firsts.size())) continue;
      if (Pruned(PairBound(st.t, st.stolen_cards, len1, total - len1))) continue;
      auto& firsts = st.firsts[static_cast<size_t>(len1)];
      if (!firsts) firsts = Spellings(st.supply, len1, len1, [&](const Spelling& sp) { return Usable(st, sp.mask); });
      for (const Spelling& first : *firsts) Partners(st, walk, first, total - len1);
    }
  }

  void Partners(Steal& st, AnagramWalk& walk, const Spelling& first, int len2) {
    int used_flex = 0;
    for (size_t l = 0; l < 26; ++l) {
      const int have = st.supply.room[l], used = Lane(first.counts, static_cast<int>(l));
      walk.room[l] = std::max(0, have - used);
      used_flex += std::max(0, used - have);
      walk.need[l] = std::max(0, st.must[l] - used);
    }
    walk.wild = static_cast<int>(st.supply.flex.size()) - used_flex;
    walk.min_len = walk.max_len = len2;
    ++stats.walks;
    walk.Run([&](uint32_t node, int len) {
      if (len == first.len && node < first.node) return;  // met the other way round
      const Spelling second = SpellingAt(node, len);
      ++stats.scanned;
      if (!Usable(st, second.mask)) return;
      if (!st.supply.all_wild && !st.supply.Covers(Plus(first.counts, second.counts))) return;
      ++stats.pairs;
      const Lexicon::WordRange n1 = lex.words_at(first.node);
      const Lexicon::WordRange n2 = lex.words_at(node);
      for (uint32_t a = 0; a < n1.count; ++a) {
        const uint32_t id1 = lex.sorted_word(n1.first + a);
        if (lex.tier(id1) > input.max_tier || Refused(st, id1)) continue;
        for (uint32_t b = node == first.node ? a : 0; b < n2.count; ++b) {
          const uint32_t id2 = lex.sorted_word(n2.first + b);
          if (lex.tier(id2) > input.max_tier || Refused(st, id2)) continue;
          Verify(st.t, *st.verifier, first, id1, second, id2);
        }
      }
    });
  }

  void Verify(const SearchTarget& t, Verifier& verifier, const Spelling& s1, uint32_t id1, const Spelling& s2,
              uint32_t id2) {
    const int bonus = ((s1.len >= kLongLetters) + (s2.len >= kLongLetters)) * input.long_bonus;
    if (best) {
      bool all = false;
      const int cards = s1.len + s2.len - static_cast<int>(t.faces.size());
      const bool long_enough = std::max(s1.len, s2.len) >= t.longest_other;
      const int bound = t.base + bonus +
                        HandBound(Plus(s1.counts, s2.counts), s1.mask | s2.mask, 2, cards, long_enough, &all) +
                        (all && cards >= hand_total && !t.daggers ? std::max(0, input.out_bonus) : 0);
      if (Pruned(bound)) return;
    }
    ++stats.verified;
    const std::string pair[2] = {std::string(lex.word(id1)), std::string(lex.word(id2))};
    const int at_least[2] = {t.longest_other, t.longest_other};
    Verifier::Result r = verifier.Run(pair, 2, at_least, true);
    if (r.value == kNoValue) return;
    Candidate c;
    c.target = static_cast<int>(&t - input.targets.data());
    c.first = std::move(r.words[0]);
    c.second = std::move(r.words[1]);
    c.first_word = Upper(pair[0]);
    c.second_word = Upper(pair[1]);
    c.value = t.base + r.value + bonus;
    c.hand_cards = r.hand_cards;
    Offer(std::move(c));
  }

  void Run() {
    Prepare();
    if (input.plays) Plays();
    // Steals best first: one item per stealable word and length of the pair
    // (in letters), in order of the most such a pair could be worth (then
    // shorter first: the likelier to exist). The first pairs found bound all
    // the rest; once an item's bound cannot beat the best found, neither can
    // any later one.
    if (hand_total < 2) return;  // each new word needs a card from the hand
    std::vector<std::unique_ptr<Steal>> steals;
    struct Item {
      int bound, total, steal;
    };
    std::vector<Item> items;
    for (const SearchTarget& t : input.targets) {
      steals.push_back(MakeSteal(t));
      const Steal& st = *steals.back();
      const int most = std::min(st.supply.letters, 2 * kMaxDepth);
      for (int total = st.stolen_cards + 2; total <= most; ++total)
        if (total >= 2 * kMinLetters)
          items.push_back({LevelBound(st.t, st.stolen_cards, total), total, static_cast<int>(steals.size()) - 1});
    }
    std::stable_sort(items.begin(), items.end(), [](const Item& a, const Item& b) {
      return a.bound != b.bound ? a.bound > b.bound : a.total < b.total;
    });
    for (const Item& item : items) {
      if (Pruned(item.bound)) break;
      StealLevel(*steals[static_cast<size_t>(item.steal)], item.total);
    }
  }
};

void Search::Enumerate(const SearchInput& input, const std::function<void(const Candidate&)>& emit) {
  Impl impl(dict_, lexicon_, input, stats_, false);
  impl.emit = &emit;
  impl.Run();
}

std::optional<Candidate> Search::Best(const SearchInput& input) {
  Impl impl(dict_, lexicon_, input, stats_, true);
  impl.Run();
  return std::move(impl.best_candidate);
}

}  // namespace lf::word_lift
