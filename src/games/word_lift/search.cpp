#include "games/word_lift/search.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <unordered_map>

#include "core/check.h"
#include "core/text.h"

namespace lf::word_lift {
namespace {

constexpr int kMinLetters = 3;
constexpr int kLongLetters = 6;
constexpr int kMaxDepth = 40;     // letters in one word, far beyond any hand
constexpr int kNoValue = INT_MIN;
// The hope of the steal search (Search::Impl::Run): the best pair is worth
// at least the most any pair could be, less this (one point: what tells
// pairs apart below that is which cards they leave in the hand).
constexpr int kHopeBelow = 100;

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

// A hash of a few 64-bit words, for the searches' memo keys.
inline size_t HashWords(const uint64_t* words, size_t n, uint64_t seed) {
  uint64_t h = seed * 0x9E3779B97F4A7C15ull;
  for (size_t i = 0; i < n; ++i) h = (h ^ words[i]) * 0xBF58476D1CE4E5B9ull + (h >> 29);
  return static_cast<size_t>(h ^ (h >> 32));
}

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
    // ≥ is checked only when the card is placed: a stolen one has no rule.
    c.at_least = s == Special::kAtLeast && !stolen;
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

  // `any_legal`: a legal card choice will do (listing moves), not
  // necessarily the most valuable.
  // `stats`: counts of the shortcut's verdicts; `self_check`: also run the
  // full search on them and count disagreements (tests).
  Verifier(const std::vector<CardClass>& classes, int out_bonus, bool any_legal, Search::Stats* stats = nullptr,
           bool self_check = false)
      : classes_(classes), any_legal_(any_legal), out_bonus_(out_bonus), stats_(stats), self_check_(self_check) {
    LF_CHECK_LE(classes_.size(), static_cast<size_t>(kMaxClasses));
    int lowest_plain = INT_MAX, highest_flexible = INT_MIN;
    for (size_t c = 0; c < classes_.size(); ++c) {
      const CardClass& k = classes_[c];
      LF_CHECK_LE(k.count, 15);
      for (int l = 0; l < 26; ++l)
        if ((k.letters >> l) & 1u) by_letter_[static_cast<size_t>(l)].push_back(static_cast<uint8_t>(c));
      if (k.stolen) continue;
      hand_total_ += k.count;
      if (std::popcount(k.letters) > 1) highest_flexible = std::max(highest_flexible, k.value);
      else lowest_plain = std::min(lowest_plain, k.value);
    }
    // The shortcut below spends wildcards only where plain cards run out,
    // which is best only if a wildcard is never worth more than a plain card.
    fast_ok_ = any_legal_ || highest_flexible <= lowest_plain;
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
    if (fast_ok_) {
      Result quick;
      if (Fast(quick)) {
        if (stats_ && !any_legal_) {
          ++stats_->settled;
          if (self_check_) {
            ++stamp_;
            memo_used_ = 0;
            stats_->disagreed += Solve(0, 0, 0) != quick.value;
          }
        }
        return quick;
      }
    }
    Result r;
    ++stamp_;
    memo_used_ = 0;
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
    size_t operator()(const Key& k) const { return HashWords(k.packed, 3, k.where); }
  };

  static std::string Upper(std::string_view s) { return text::Upper(s); }
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
    for (const uint8_t ci : by_letter_[static_cast<size_t>(letter)]) {
      if (left_[ci] == 0) continue;
      const CardClass& c = classes_[ci];
      if (c.number && (flags & kHash)) continue;
      if (c.at_least && len_[w] < at_least_[w]) continue;
      if (!c.pilcrow || pos == 0 || pos == len_[w] - 1) fn(static_cast<int>(ci), 1);
      if (c.doubles && can_double) fn(static_cast<int>(ci), 2);
    }
  }

  // The shortcut for the common case: no card that could stand on these
  // letters has a rule that matters here (a Pilcrow, an Ellipsis, a second
  // Number Sign, a Greater Than Or Equal To in too short a word), and no
  // stolen card is a wildcard. Then only
  // counts matter: per letter, the stolen cards and the hand's most valuable
  // plain cards, wildcards for what the plain cards cannot cover, and the
  // stolen/hand split between the two words decided as in the rules'
  // check; that choice is the most valuable one.
  // When any legal choice will do, it also applies with such cards about:
  // hand cards with rules are left out (an Ellipsis stands single), stolen
  // wildcards take the letters plain cards cannot cover or else a letter a
  // hand card would have taken; "impossible" is then left to the full
  // search, as another choice might work.
  // Returns false (undecided) when it does not apply.
  bool Fast(Result& r) {
    // Choices made rather than forced: hand cards left out (or an Ellipsis
    // held single) and stolen cards placed by guess. A failure is final only
    // if no such choice could have changed it.
    bool hand_guess = false, stolen_guess = false;
    uint32_t mask = 0;
    std::array<std::array<int, 26>, 2> demand{};
    for (int w = 0; w < nwords_; ++w)
      for (char ch : *words_[w]) {
        ++demand[static_cast<size_t>(w)][static_cast<size_t>(ch - 'a')];
        mask |= 1u << (ch - 'a');
      }
    std::array<int, 26> plain{};              // hand plain cards by letter
    // The vectors below are the verifier's scratch, kept between calls: a
    // random game runs this for every pair of words of every steal, and
    // fresh vectors each time made allocation a tenth of its time.
    auto& stolen = scratch_.stolen;  // stolen cards (classes, one entry per card) by letter
    for (auto& v : stolen) v.clear();
    auto& hand_wild = scratch_.hand_wild;  // classes, one entry per card
    auto& stolen_wild = scratch_.stolen_wild;
    hand_wild.clear();
    stolen_wild.clear();
    // A Number Sign is plain if it is the only one that could be here, a ≥
    // card if every word is long enough for it.
    int numbers = 0;
    bool all_long = true;
    // An Ellipsis doubles only on two equal letters side by side: on a
    // letter that is never doubled in these words it can only stand single,
    // exactly like a plain card of its letter, and needs no rule here.
    uint32_t doubled = 0;
    for (int w = 0; w < nwords_; ++w)
      for (size_t i = 0; i + 1 < words_[w]->size(); ++i)
        if ((*words_[w])[i] == (*words_[w])[i + 1]) doubled |= 1u << ((*words_[w])[i] - 'a');
    for (const CardClass& k : classes_)
      if (k.number && (k.letters & mask)) numbers += k.count;
    for (int w = 0; w < nwords_; ++w) all_long &= len_[w] >= at_least_[w];
    auto& usable = scratch_.usable;
    usable.assign(classes_.size(), true);
    bool stolen_pilcrow = false;
    bool relaxed = false;
    // Counted as plain, a Pilcrow still needs an end of a word holding its
    // letter: no legal choice uses more Pilcrows of a letter than there are
    // such ends, so the relaxation counts no more (stolen ones first: they
    // must all be used).
    std::array<int, 26> ends{};
    for (int w = 0; w < nwords_; ++w) {
      ++ends[static_cast<size_t>(words_[w]->front() - 'a')];
      ++ends[static_cast<size_t>(words_[w]->back() - 'a')];
    }
    auto& count = scratch_.count;
    count.assign(classes_.size(), 0);
    for (size_t c = 0; c < classes_.size(); ++c) count[c] = classes_[c].count;
    if (!any_legal_)
      for (bool stolen_pass : {true, false})
        for (size_t c = 0; c < classes_.size(); ++c) {
          const CardClass& k = classes_[c];
          if (!k.pilcrow || k.stolen != stolen_pass) continue;
          int& room = ends[static_cast<size_t>(std::countr_zero(k.letters))];
          if (k.stolen && k.count > room) return false;  // the full search says why
          count[c] = std::min(k.count, room);
          room -= count[c];
        }
    for (size_t c = 0; c < classes_.size(); ++c) {
      const CardClass& k = classes_[c];
      const bool doubles = k.doubles && (k.letters & doubled);
      const bool ruled = k.pilcrow || (k.number && numbers > 1) || (k.at_least && !all_long) || doubles;
      const bool flexible = std::popcount(k.letters) > 1;
      const bool here = (k.letters & mask) != 0;
      if (ruled && !doubles && !any_legal_) {
        // Searching for the most valuable choice: a Pilcrow, a Number Sign or
        // a ≥ card is counted as a plain card of its letter (a relaxation:
        // every legal choice is among those counted), and the choice found
        // is then arranged to obey their rules (Arrange). If it can be, it
        // is the best legal choice too; if not, the full search decides.
        relaxed = true;
      } else if (ruled && k.stolen) {
        if (!here) return true;  // a stolen card with nowhere to go: not playable
        // Any legal choice will do: an Ellipsis stands single, a Pilcrow is
        // moved to an end of its word afterwards.
        if (!any_legal_ || !(doubles || k.pilcrow)) return false;
        stolen_guess |= doubles;
        stolen_pilcrow |= k.pilcrow;
      } else if (ruled) {
        if (here) {
          if (!any_legal_) return false;
          hand_guess = true;
        }
        if (!doubles || !any_legal_) {
          usable[c] = false;
          continue;
        }
        // An Ellipsis from the hand stands single here.
      }
      for (int n = 0; n < count[c]; ++n) {
        if (flexible) (k.stolen ? stolen_wild : hand_wild).push_back(static_cast<int>(c));
        else if (k.stolen) stolen[static_cast<size_t>(std::countr_zero(k.letters))].push_back(static_cast<int>(c));
        else ++plain[static_cast<size_t>(std::countr_zero(k.letters))];
      }
    }
    if (!stolen_wild.empty() && !any_legal_) return false;
    // Slots per letter still needing a card after the stolen plain cards.
    std::array<int, 26> open{};
    for (size_t l = 0; l < 26; ++l) {
      const int total = demand[0][l] + demand[1][l];
      if (static_cast<int>(stolen[l].size()) > total) return true;  // a stolen card left out: not playable
      open[l] = total - static_cast<int>(stolen[l].size());
    }
    // Given where the stolen cards stand: hand wildcards for the letters the
    // plain hand cards cannot cover, and the stolen/hand split between the
    // words (as WordLift::CheckSteal: x stolen cards of a letter go to the
    // first word, within [lo, hi]).
    enum class Plan { kOk, kShort, kSplit };
    auto& wild_masks = scratch_.wild_masks;
    auto& wild_values = scratch_.wild_values;
    wild_masks.clear();
    wild_values.clear();
    for (int c : hand_wild) {
      wild_masks.push_back(classes_[static_cast<size_t>(c)].letters);
      wild_values.push_back(classes_[static_cast<size_t>(c)].value);
    }
    auto& wild_letter = scratch_.wild_letter;
    wild_letter.clear();
    std::array<int, 26> to_first{};
    auto plan = [&](const std::array<std::vector<int>, 26>& at, const std::array<int, 26>& free) {
      Counts beyond{};
      int beyond_total = 0;
      for (size_t l = 0; l < 26; ++l) {
        const int over = std::max(0, free[l] - plain[l]);
        AddLetter(beyond, static_cast<int>(l), over);
        beyond_total += over;
      }
      if (beyond_total > static_cast<int>(hand_wild.size())) return Plan::kShort;
      wild_letter.assign(wild_masks.size(), -1);
      if (!AssignWild(beyond, wild_masks, wild_values, wild_letter)) return Plan::kShort;
      to_first.fill(0);
      if (!steal_) return Plan::kOk;
      int lo = 0, hi = 0, total = 0;
      for (size_t l = 0; l < 26; ++l) {
        const int n = static_cast<int>(at[l].size());
        to_first[l] = std::max(0, n - demand[1][l]);
        lo += to_first[l];
        hi += std::min(demand[0][l], n);
        total += n;
      }
      const int low = std::max({1, lo, total + 1 - len_[1]});
      const int high = std::min({len_[0] - 1, hi, total - 1});
      if (low > high) return Plan::kSplit;
      int extra = low - lo;
      for (size_t l = 0; l < 26 && extra > 0; ++l) {
        const int add = std::min(extra, std::min(demand[0][l], static_cast<int>(at[l].size())) - to_first[l]);
        to_first[l] += add;
        extra -= add;
      }
      return Plan::kOk;
    };
    // Whether a failure could have gone otherwise with the hand's cards that
    // were left out (or held single): then the full search decides.
    bool hand_doubles = false;
    for (const CardClass& k : classes_) hand_doubles |= !k.stolen && k.doubles && (k.letters & mask & doubled);
    auto give_up = [&](Plan why) {
      if (stolen_guess) return false;
      if (why == Plan::kShort) return !hand_guess;  // true: not playable
      return !hand_doubles;                          // the split: only an Ellipsis changes counts
    };
    Plan outcome = Plan::kShort;
    if (stolen_wild.size() == 1) {
      // One stolen wildcard: every letter it could take, those the plain cards
      // cannot cover first.
      const int c = stolen_wild.front();
      const uint32_t can = classes_[static_cast<size_t>(c)].letters & mask;
      bool placed = false;
      bool short_seen = false, split_seen = false;
      for (int pass = 0; pass < 2 && !placed; ++pass)
        for (int l = 0; l < 26 && !placed; ++l) {
          const size_t li = static_cast<size_t>(l);
          if (!((can >> l) & 1u) || open[li] == 0 || (pass == 0) != (open[li] > plain[li])) continue;
          stolen[li].push_back(c);
          --open[li];
          const Plan p = plan(stolen, open);
          if (p == Plan::kOk) {
            placed = true;
            outcome = p;
          } else {
            (p == Plan::kShort ? short_seen : split_seen) = true;
            stolen[li].pop_back();
            ++open[li];
          }
        }
      if (!placed) {
        if (!any_legal_) return false;
        if (short_seen && !give_up(Plan::kShort)) return false;
        if (split_seen && !give_up(Plan::kSplit)) return false;
        return true;  // nowhere the stolen wildcard works: not playable
      }
    } else {
      // Several: where plain cards run short, else on a letter a hand card
      // would have taken; a guess.
      for (int c : stolen_wild) {
        stolen_guess = true;
        const uint32_t can = classes_[static_cast<size_t>(c)].letters & mask;
        int pick = -1;
        for (int l = 0; l < 26 && pick < 0; ++l)
          if (((can >> l) & 1u) && open[static_cast<size_t>(l)] > plain[static_cast<size_t>(l)]) pick = l;
        for (int l = 0; l < 26 && pick < 0; ++l)
          if (((can >> l) & 1u) && open[static_cast<size_t>(l)] > 0) pick = l;
        if (pick < 0) return false;
        stolen[static_cast<size_t>(pick)].push_back(c);
        --open[static_cast<size_t>(pick)];
      }
      outcome = plan(stolen, open);
      if (outcome != Plan::kOk) return give_up(outcome);
    }
    // Write the cards down: per word and letter, stolen cards first, then
    // wildcards (on the letters they were given), then the hand's plain
    // cards, most valuable first.
    auto& left = scratch_.left;
    left.assign(count.begin(), count.end());
    std::array<size_t, 26> next_stolen{};
    std::array<int, 26> wild_left{};
    for (int letter : wild_letter)
      if (letter >= 0) ++wild_left[static_cast<size_t>(letter)];
    auto& wild_used = scratch_.wild_used;
    wild_used.assign(wild_masks.size(), false);
    int value = 0, hand_used = 0;
    auto& picked = scratch_.picked;  // the class of each card written down
    picked[0].clear();
    picked[1].clear();
    for (int w = 0; w < nwords_; ++w) {
      for (char ch : *words_[w]) {
        const size_t l = static_cast<size_t>(ch - 'a');
        int pick = -1;
        const size_t stolen_here = w == 0 ? static_cast<size_t>(to_first[l]) : stolen[l].size();
        if (next_stolen[l] < stolen_here) {
          pick = stolen[l][next_stolen[l]++];
        } else if (wild_left[l] > 0) {
          for (size_t k = 0; k < wild_masks.size() && pick < 0; ++k)
            if (!wild_used[k] && wild_letter[k] == static_cast<int>(l)) {
              wild_used[k] = true;
              pick = hand_wild[k];
            }
          --wild_left[l];
        } else {
          for (const uint8_t c : by_letter_[l]) {
            const CardClass& k = classes_[c];
            if (k.stolen || left[c] == 0 || std::popcount(k.letters) != 1 || !usable[c]) continue;
            if (pick < 0 || k.value > classes_[static_cast<size_t>(pick)].value) pick = c;
          }
        }
        LF_CHECK_GE(pick, 0);
        const CardClass& k = classes_[static_cast<size_t>(pick)];
        --left[static_cast<size_t>(pick)];
        if (!k.stolen) {
          value += k.value;
          ++hand_used;
        }
        r.words[w].push_back({k.face, std::string(1, static_cast<char>(ch - 'a' + 'A'))});
        picked[w].push_back(pick);
      }
    }
    if (relaxed && !Arrange(r, picked)) return false;
    // A stolen Pilcrow goes to an end of its word, trading places with a card
    // of the same letter there.
    if (stolen_pilcrow)
      for (int w = 0; w < nwords_; ++w) {
        auto& cards = r.words[w];
        for (size_t i = 1; i + 1 < cards.size(); ++i) {
          if (SpecialOf(cards[i].face) != Special::kPilcrow) continue;
          size_t end = cards.size();
          for (size_t e : {size_t{0}, cards.size() - 1})
            if (cards[e].letters == cards[i].letters && SpecialOf(cards[e].face) != Special::kPilcrow) end = e;
          if (end == cards.size()) return false;  // no end with that letter: the full search decides
          std::swap(cards[i].face, cards[end].face);
        }
      }
    r.hand_cards = hand_used;
    r.value = value + (hand_used == hand_total_ ? out_bonus_ : 0);
    return true;
  }

  // Rearranges the cards Fast chose so that every Pilcrow stands first or
  // last in its word, no word holds two Number Signs and every ≥ card is in
  // a word long enough for it. Only moves that change nothing else are
  // made: cards of the same letter trade places within a word, or between
  // the two words if both came from the hand or both were stolen (each
  // word keeps its letters and its count of hand and stolen cards). Returns
  // false if the rules are still broken after that.
  bool Arrange(Result& r, std::vector<int> (&picked)[2]) const {
    auto card = [&](int w, size_t i) -> const CardClass& {
      return classes_[static_cast<size_t>(picked[w][i])];
    };
    auto trade = [&](int w1, size_t i1, int w2, size_t i2) {
      std::swap(r.words[w1][i1].face, r.words[w2][i2].face);
      std::swap(picked[w1][i1], picked[w2][i2]);
    };
    auto numbers_in = [&](int w) {
      int n = 0;
      for (size_t i = 0; i < picked[w].size(); ++i) n += card(w, i).number;
      return n;
    };
    // 1. Number Signs and ≥ cards that break a word's rule go to the other
    // word, for a card of the same letter and origin that has no such rule.
    if (nwords_ == 2)
      for (int w = 0; w < 2; ++w) {
        const int o = 1 - w;
        for (size_t i = 0; i < picked[w].size(); ++i) {
          const CardClass& k = card(w, i);
          const bool extra_number = k.number && numbers_in(w) > 1 && numbers_in(o) == 0;
          const bool too_short = k.at_least && len_[w] < at_least_[w] && len_[o] >= at_least_[o];
          if (!extra_number && !too_short) continue;
          for (size_t j = 0; j < picked[o].size(); ++j) {
            const CardClass& m = card(o, j);
            if (r.words[o][j].letters != r.words[w][i].letters || m.stolen != k.stolen || m.number || m.at_least ||
                m.pilcrow)
              continue;
            trade(w, i, o, j);
            break;
          }
        }
      }
    // 2. Pilcrows to the ends of their words: for a card of the same letter
    // at an end of the same word, or else at an end of the other word (same
    // origin).
    for (int w = 0; w < nwords_; ++w)
      for (size_t i = 0; i < picked[w].size(); ++i) {
        const size_t last = picked[w].size() - 1;
        if (!card(w, i).pilcrow || i == 0 || i == last) continue;
        bool moved = false;
        for (int o : {w, 1 - w}) {
          if (o >= nwords_ || moved) continue;
          const size_t o_last = picked[o].size() - 1;
          for (size_t e : {size_t{0}, o_last}) {
            const CardClass& m = card(o, e);
            if (moved || m.pilcrow || r.words[o][e].letters != r.words[w][i].letters) continue;
            if (o != w && (m.stolen != card(w, i).stolen || m.number || m.at_least)) continue;
            trade(w, i, o, e);
            moved = true;
          }
        }
      }
    // The rules, checked on the result.
    for (int w = 0; w < nwords_; ++w) {
      if (numbers_in(w) > 1) return false;
      for (size_t i = 0; i < picked[w].size(); ++i) {
        const CardClass& k = card(w, i);
        if (k.pilcrow && i != 0 && i + 1 != picked[w].size()) return false;
        if (k.at_least && len_[w] < at_least_[w]) return false;
      }
    }
    return true;
  }

  // Gives each letter of `beyond` its own wildcard that can stand for it:
  // letters[k] for wildcard k (-1: unused). False if impossible. Of the ways
  // to do it, one that spends the most valuable wildcards (plain cards cover
  // every other letter, and a wildcard is worth no more than a plain card,
  // so this is the most valuable choice of cards).
  static bool AssignWild(const Counts& beyond, const std::vector<uint32_t>& masks, const std::vector<int>& values,
                         std::vector<int>& letters) {
    std::vector<int> need;
    for (int l = 0; l < 26; ++l)
      for (int k = Lane(beyond, l); k > 0; --k) need.push_back(l);
    std::vector<int> best;
    int best_value = INT_MIN, value = 0;
    auto place = [&](auto&& self, size_t i) -> void {
      if (i == need.size()) {
        if (value > best_value) {
          best_value = value;
          best = letters;
        }
        return;
      }
      for (size_t k = 0; k < masks.size(); ++k) {
        if (letters[k] >= 0 || !((masks[k] >> need[i]) & 1u)) continue;
        // Identical wildcards are interchangeable: try the first free one.
        bool twin = false;
        for (size_t e = 0; e < k && !twin; ++e) twin = letters[e] < 0 && masks[e] == masks[k] && values[e] == values[k];
        if (twin) continue;
        letters[k] = need[i];
        value += values[k];
        self(self, i + 1);
        value -= values[k];
        letters[k] = -1;
      }
    };
    place(place, 0);
    if (best_value == INT_MIN) return false;
    letters = best;
    return true;
  }

  // The most the rest can add from this state, or kNoValue.
  int Solve(int w, int pos, int flags) {
    if (pos == len_[w]) {
      if (steal_ && (flags & (kStolen | kHand)) != (kStolen | kHand)) return kNoValue;
      if (w + 1 < nwords_) return Solve(w + 1, 0, 0);
      if (stolen_left_ != 0) return kNoValue;
      return hand_left_ == 0 ? out_bonus_ : 0;
    }
    const int letters_left = len_[w] - pos + (w + 1 < nwords_ ? len_[w + 1] : 0);
    if (stolen_left_ > letters_left) return kNoValue;
    const Key key{{packed_[0], packed_[1], packed_[2]}, static_cast<uint32_t>(((w * 64 + pos) << 3) | flags)};
    Slot* slot = Find(key);
    if (slot->stamp == stamp_) return slot->value;
    int best = kNoValue;
    ForOptions(w, pos, flags, [&](int ci, int n) {
      const CardClass& c = classes_[static_cast<size_t>(ci)];
      Take(ci, -1);
      const int rest = Solve(w, pos + n, NextFlags(flags, c));
      Take(ci, +1);
      if (rest != kNoValue) best = std::max(best, rest + (c.stolen ? 0 : c.value));
    });
    // The walk below may have grown the table: find the slot again.
    slot = Find(key);
    slot->key = key;
    slot->stamp = stamp_;
    slot->value = best;
    if (2 * ++memo_used_ > memo_.size()) Grow();
    return best;
  }

  // Open addressing, linear probing; a slot belongs to this run if its stamp
  // is the run's, so starting a run clears nothing.
  struct Slot {
    Key key{};
    uint32_t stamp = 0;
    int value = 0;
  };
  Slot* Find(const Key& key) {
    const size_t mask = memo_.size() - 1;
    for (size_t i = KeyHash{}(key) & mask;; i = (i + 1) & mask) {
      Slot& slot = memo_[i];
      if (slot.stamp != stamp_ || slot.key == key) return &slot;
    }
  }
  void Grow() {
    std::vector<Slot> old(memo_.size() * 2);
    old.swap(memo_);
    for (const Slot& slot : old)
      if (slot.stamp == stamp_) *Find(slot.key) = slot;
  }

  const std::vector<CardClass>& classes_;
  std::array<std::vector<uint8_t>, 26> by_letter_;  // classes that can stand for each letter
  bool any_legal_ = false;
  int hand_total_ = 0;
  bool fast_ok_ = false;
  int out_bonus_;
  int nwords_ = 0;
  bool steal_ = false;
  const std::string* words_[2] = {nullptr, nullptr};
  int len_[2] = {0, 0};
  int at_least_[2] = {0, 0};
  struct Scratch {
    std::array<std::vector<int>, 26> stolen;
    std::vector<int> hand_wild, stolen_wild, count, wild_values, wild_letter, left;
    std::vector<bool> usable, wild_used;
    std::vector<uint32_t> wild_masks;
    std::vector<int> picked[2];
  };
  Scratch scratch_;  // Fast()'s working vectors
  std::vector<int> left_;
  uint64_t packed_[3] = {0, 0, 0};
  int stolen_left_ = 0, hand_left_ = 0;
  Search::Stats* stats_;
  bool self_check_;
  std::vector<Slot> memo_ = std::vector<Slot>(256);
  uint32_t stamp_ = 0;
  size_t memo_used_ = 0;
};

}  // namespace

int TierBand(Tier tier) {
  static constexpr Tier kBandTop[kTierBands - 1] = {10, 20, 35, 40, 50, 55, 60, 70};
  int band = 0;
  while (band < kTierBands - 1 && tier > kBandTop[band]) ++band;
  return band;
}

bool WordEye::Sees(uint32_t word_id, int letters, Tier tier) const {
  const uint16_t c = chance[static_cast<size_t>(std::clamp(letters, 0, kLengths - 1))][static_cast<size_t>(TierBand(tier))];
  if (c >= 256) return true;
  if (c == 0) return false;
  // SplitMix64 of the word and the decision's seed: a fixed coin per word.
  uint64_t z = seed + 0x9E3779B97F4A7C15ull * (static_cast<uint64_t>(word_id) + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return (z >> 56) < c;
}

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
        if (n == 2) ++ellipses[static_cast<size_t>(l)];
        if (SpecialOf(f) == Special::kNumber) {
          ++numbers[static_cast<size_t>(l)];
          ++number_total;
        } else {
          AddLetter(cap_plain, l, n);
        }
        letters += n;
      }
    }
    // Exact for ≈ cards: the letters beyond the plain cards fit on the
    // flexible ones.
    bool Covers(const Counts& letters_used) const {
      return Cover(Over(letters_used, cap), flex, all_wild);
    }
    // Whether the cards can give the letters of these words (1 or 2), taken
    // as multisets: the letters beyond the plain cards on flexible ones, a
    // Number Sign card at most once per word (and on a letter of that word).
    // A relaxation of the exact check (positions, doubled letters and the
    // other rules are left to it). Returns the fewest letters that then stand
    // on flexible cards, or -1 if the cards cannot give them.
    // `less`: letters the plain cards give fewer (an Ellipsis that cannot
    // double here).
    int FlexNeeded(const Counts* words, int nwords, const Counts* less = nullptr) const {
      const Counts used = nwords == 1 ? words[0] : Plus(words[0], words[1]);
      Counts all = cap, plain = cap_plain;
      if (less)
        for (size_t i = 0; i < 4; ++i) {
          all[i] -= (*less)[i];  // lanes of `less` never exceed the Ellipsis cards counted in both
          plain[i] -= (*less)[i];
        }
      if (number_total == 0) {
        const Counts excess = Over(used, all);
        return Cover(excess, flex, all_wild) ? Total(excess) : -1;
      }
      Counts excess = Over(used, plain);
      std::array<int, 26> numbers_left = numbers;
      int fewest = -1;
      // Each word: a Number Sign on one of its letters beyond the plain cards,
      // or none.
      auto choose = [&](auto&& self, int w) -> void {
        if (w == nwords) {
          const int n = Total(excess);
          if ((fewest < 0 || n < fewest) && Cover(excess, flex, all_wild)) fewest = n;
          return;
        }
        self(self, w + 1);
        for (int l = 0; l < 26; ++l) {
          const size_t li = static_cast<size_t>(l);
          if (numbers_left[li] == 0 || Lane(excess, l) == 0 || Lane(words[w], l) == 0) continue;
          --numbers_left[li];
          AddLetter(excess, l, -1);
          self(self, w + 1);
          AddLetter(excess, l, 1);
          ++numbers_left[li];
        }
      };
      choose(choose, 0);
      return fewest;
    }
    Counts cap_plain{};              // cap without the Number Sign cards
    std::array<int, 26> numbers{};   // Number Sign cards by letter
    std::array<int, 26> ellipses{};  // Ellipsis cards by letter
    int number_total = 0;
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
  // letters: emit(node, letters, count of each letter).
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
      open_ = 0;
      for (int l = 0; l < 26; ++l)
        if (room[static_cast<size_t>(l)] > 0) open_ |= 1u << l;
      from_[26] = 0;
      for (size_t l = 26; l-- > 0;) from_[l] = from_[l + 1] + room[l];
      Visit(Lexicon::kRoot, 0, 0, need_mask, need_total, emit);
    }

   private:
    template <typename Emit>
    void Visit(uint32_t i, int depth, int wild_used, uint32_t need_mask, int need_left, Emit& emit) {
      const Lexicon::SortedNode& n = lex.sorted_node(i);
      if (n.has_words && depth >= min_len && need_mask == 0) emit(i, depth, count_);
      if (depth >= max_len || depth + n.longest_below < min_len || (need_mask & ~n.below)) return;
      // Only the children worth a look, as a letter mask. Keys come in
      // letter order, so past the lowest needed letter that letter can no
      // longer be added, here or below; and with the flexible cards spent,
      // only letters the plain cards still have room for.
      uint32_t letters = n.children;
      if (need_mask) letters &= ((need_mask & (0u - need_mask)) << 1) - 1;
      if (wild_used == wild) letters &= open_;
      // Children are numbered in letter order: step through their letters
      // (bit operations only) and read the nodes of the ones kept.
      uint32_t c = n.first_child;
      for (uint32_t rest = n.children; letters; rest &= rest - 1, ++c) {
        const uint32_t bit = rest & (0u - rest);
        if (!(letters & bit)) continue;
        letters &= ~bit;
        const int l = std::countr_zero(bit);
        const size_t li = static_cast<size_t>(l);
        const int now = count_[li] + 1;
        const bool beyond = now > room[li];
        const int met = now <= need[li] ? 1 : 0;
        if (need_left - met > max_len - depth - 1) continue;
        // Only this letter and later ones can follow: is there still room
        // for a word long enough?
        const int plain_after = std::max(0, room[li] - now) + from_[li + 1];
        if (depth + 1 + plain_after + wild - wild_used - beyond < min_len) continue;
        ++*nodes;
        count_[li] = now;
        const uint32_t open = open_;
        if (now >= room[li]) open_ &= ~(1u << l);
        const uint32_t mask = now >= need[li] ? need_mask & ~(1u << l) : need_mask;
        Visit(c, depth + 1, wild_used + beyond, mask, need_left - met, emit);
        open_ = open;
        count_[li] = now - 1;
      }
    }
    std::array<int, 26> count_{};
    uint32_t open_ = 0;  // letters whose count is below their room
    std::array<int, 27> from_{};
  };

  Impl(const Dictionary& d, const Lexicon& l, const SearchInput& in, Stats& s, bool best_mode, bool check)
      : dict(d), lex(l), input(in), stats(s), best(best_mode), self_check(check) {}

  const Dictionary& dict;
  const Lexicon& lex;
  const SearchInput& input;
  Stats& stats;
  bool best;
  bool self_check;  // see Search::set_self_check
  int best_value = kNoValue;
  // Branch and bound: a branch whose bound cannot beat the best found is cut.
  bool Pruned(int bound) const { return best && bound <= best_value; }
  // A word the input leaves out: too rare for it, or unseen by its eye.
  bool Unseen(uint32_t id) const {
    const int tier = lex.tier(id);
    if (tier > input.max_tier) return true;
    return input.eye != nullptr && !input.eye->Sees(id, static_cast<int>(lex.word(id).size()), tier);
  }
  int RarityCost(uint32_t id) const { return input.rarity_cost[static_cast<size_t>(TierBand(lex.tier(id)))]; }
  std::optional<Candidate> best_candidate;
  const std::function<void(const Candidate&)>* emit = nullptr;

  // Hand facts for bounds and quick filters.
  std::vector<CardClass> hand_classes;
  int hand_total = 0;
  std::vector<int> bound_by_cards;  // most a hand can add using at most k cards
  // by_cards_flex[f][k]: most a hand can add using at most k cards of which at
  // least f flexible (? and ≈); kImpossible if it cannot.
  static constexpr int kImpossible = INT_MIN / 4;
  std::vector<std::vector<int>> by_cards_flex;
  int hand_flex = 0;                // flexible cards in the hand
  // without_one[c][k]: most k hand cards can add, one card of hand_classes[c]
  // left out.
  std::vector<std::vector<int>> without_one;
  uint32_t hand_letters = 0;        // letters some hand card can stand for
  Supply hand_supply;
  int hand_ellipses = 0;            // Ellipsis cards in the hand

  void Prepare() {
    hand_classes = Classes(input.hand, false, input);
    hand_total = static_cast<int>(input.hand.size());
    hand_supply.Add(input.hand);
    std::vector<int> values;
    LF_CHECK_GE(input.out_exposure, 0);
    for (int f : input.hand) {
      hand_ellipses += CanDouble(f);
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
    // The same with a least number of flexible cards: the most valuable j
    // flexible and k - j others, j >= f.
    std::vector<int> flex_values, plain_values;
    for (int f : input.hand)
      (IsFlexible(f) ? flex_values : plain_values).push_back(input.hand_value[static_cast<size_t>(f)]);
    std::sort(flex_values.rbegin(), flex_values.rend());
    std::sort(plain_values.rbegin(), plain_values.rend());
    hand_flex = static_cast<int>(flex_values.size());
    const int nplain = static_cast<int>(plain_values.size());
    std::vector<int> top_flex(1, 0), top_plain(1, 0);
    for (int v : flex_values) top_flex.push_back(top_flex.back() + v);
    for (int v : plain_values) top_plain.push_back(top_plain.back() + v);
    by_cards_flex.assign(static_cast<size_t>(hand_flex) + 1, std::vector<int>(static_cast<size_t>(hand_total) + 1, kImpossible));
    for (int f = 0; f <= hand_flex; ++f)
      for (int k = 0; k <= hand_total; ++k) {
        int most = k > 0 ? by_cards_flex[static_cast<size_t>(f)][static_cast<size_t>(k) - 1] : kImpossible;
        for (int j = f; j <= std::min(k, hand_flex); ++j)
          if (k - j <= nplain)
            most = std::max(most, top_flex[static_cast<size_t>(j)] + top_plain[static_cast<size_t>(k - j)]);
        by_cards_flex[static_cast<size_t>(f)][static_cast<size_t>(k)] = most;
      }
    LF_CHECK(by_cards_flex[0] == bound_by_cards);
    // Without one card of each hand class: the most valuable k of the rest.
    for (const CardClass& c : hand_classes) {
      std::vector<int> rest;
      bool skipped = false;
      for (int f : input.hand) {
        if (!skipped && f == c.face) {
          skipped = true;
          continue;
        }
        rest.push_back(input.hand_value[static_cast<size_t>(f)]);
      }
      std::sort(rest.rbegin(), rest.rend());
      std::vector<int> most(static_cast<size_t>(hand_total) + 1, 0);
      int total = 0;
      for (int k = 1; k <= hand_total; ++k) {
        if (k <= static_cast<int>(rest.size())) total += rest[static_cast<size_t>(k) - 1];
        most[static_cast<size_t>(k)] = std::max(most[static_cast<size_t>(k) - 1], total);
      }
      without_one.push_back(std::move(most));
    }
  }

  static Spelling SpellingOf(uint32_t node, int len, const std::array<int, 26>& count) {
    Spelling sp;
    sp.node = node;
    sp.len = len;
    for (int l = 0; l < 26; ++l)
      if (count[static_cast<size_t>(l)]) {
        AddLetter(sp.counts, l, count[static_cast<size_t>(l)]);
        sp.mask |= 1u << l;
      }
    return sp;
  }

  // Every multiset `supply` can spell with min_len..max_len letters, kept
  // if `keep` says so, by length (in trie order within a length).
  // At most `max_wild` letters beyond the plain cards (-1: any).
  template <typename Keep>
  void Spellings(const Supply& supply, int min_len, int max_len, std::vector<std::vector<Spelling>>& by_length,
                 Keep&& keep, int max_wild = -1) {
    AnagramWalk walk{lex, &stats.nodes};
    walk.room = supply.room;
    walk.wild = static_cast<int>(supply.flex.size());
    if (max_wild >= 0) walk.wild = std::min(walk.wild, max_wild);
    walk.min_len = std::max(min_len, kMinLetters);
    walk.max_len = std::min({max_len, supply.letters, kMaxDepth});
    if (by_length.size() < static_cast<size_t>(walk.max_len) + 1) by_length.resize(static_cast<size_t>(walk.max_len) + 1);
    walk.Run([&](uint32_t node, int len, const std::array<int, 26>& count) {
      Spelling sp = SpellingOf(node, len, count);
      if (supply.FlexNeeded(&sp.counts, 1) < 0) return;
      if (!keep(sp)) return;
      by_length[static_cast<size_t>(len)].push_back(sp);
      ++stats.words;
    });
  }

  // [SECTION] Objective, bounds and results.
  //
  // Going out earns out_bonus but is charged the exposure of the most
  // valuable new word (Exposure): at least that of the longest one, whose
  // cards are at least its letters less the Ellipsis cards that could double
  // (and at least half its letters), each worth 1 point or more. So a
  // candidate that empties the hand is bounded by the hand's whole value plus
  // out_bonus less that least exposure, and one that does not by the value of
  // one card fewer.
  int WorthAtLeast(int len, int ellipses) const {
    const int cards = std::max(len - ellipses, (len + 1) / 2);
    return 100 * cards + (len >= kLongLetters ? input.long_bonus : 0);
  }
  int ExposureAtLeast(int longest_len, int ellipses) const {
    return std::max(0, WorthAtLeast(longest_len, ellipses)) * input.out_exposure / 100;
  }
  // Most a hand can add using at most `cards` cards (by bound_by_cards or a
  // finer `by_cards(k)`), going out (if `cards` reaches the whole hand and
  // `can_out`) or not, a new word of `longest_len` letters.
  template <typename ByCards>
  int OutAware(int cards, bool can_out, int longest_len, int ellipses, ByCards&& by_cards) const {
    if (cards < hand_total) return by_cards(cards);
    if (!can_out) return by_cards(hand_total);
    const int out = by_cards(hand_total) + input.out_bonus - ExposureAtLeast(longest_len, ellipses);
    return hand_total == 0 ? out : std::max(by_cards(hand_total - 1), out);
  }
  int ByCards(int cards) const { return bound_by_cards[static_cast<size_t>(cards)]; }
  int PlayBound(int len) const {
    const int cards = std::min(hand_total, len);
    return OutAware(cards, true, len, hand_ellipses, [&](int k) { return ByCards(k); }) +
           (len >= kLongLetters ? std::max(0, input.long_bonus) : 0);
  }
  // A pair of l1 and l2 letters that puts at least `flex` of the hand's
  // flexible cards to use.
  template <typename StealT>
  int PairBound(const StealT& st, int l1, int l2, int flex = 0) const {
    const SearchTarget& t = st.t;
    const int cards = std::max(0, std::min(hand_total, l1 + l2 - st.stolen_cards));
    const std::vector<int>& by_cards = by_cards_flex[static_cast<size_t>(flex)];
    return t.base +
           OutAware(cards, !t.daggers, std::max(l1, l2), st.ellipses,
                    [&](int k) { return by_cards[static_cast<size_t>(k)]; }) +
           ((l1 >= kLongLetters) + (l2 >= kLongLetters)) * std::max(0, input.long_bonus);
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

  // The exposure charge of a candidate that empties the hand.
  int Exposure(const Candidate& c, bool daggers) const {
    if (input.out_exposure == 0 || daggers || c.hand_cards != hand_total) return 0;
    int most = 0;
    for (const auto* uses : {&c.first, &c.second}) {
      if (uses->empty()) continue;
      int worth = 0, letters = 0;
      for (const CardUse& u : *uses) {
        worth += 100 * WordPoints(u.face);
        letters += static_cast<int>(u.letters.size());
      }
      if (letters >= kLongLetters) worth += input.long_bonus;
      most = std::max(most, worth);
    }
    return most * input.out_exposure / 100;
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

  static std::string Upper(std::string_view s) { return text::Upper(s); }

  // [SECTION] Plays from the hand.
  void Plays() {
    Verifier verifier(hand_classes, input.out_bonus, !best, &stats, self_check);
    // One length at a time, longest first, so that the bound can stop the
    // walk before the short words are even listed.
    std::vector<std::vector<Spelling>> by_length;
    int walked_down_to = std::min(hand_supply.letters, kMaxDepth) + 1;
    for (int len = walked_down_to - 1; len >= kMinLetters; --len) {
      // (Not monotonic in the length once going out is charged: no break.)
      if (Pruned(PlayBound(len))) continue;
      if (len < walked_down_to) {
        Spellings(hand_supply, len, walked_down_to - 1, by_length, [](const Spelling&) { return true; });
        walked_down_to = len;
      }
      for (const Spelling& sp : by_length[static_cast<size_t>(len)]) {
        const int bonus = sp.len >= kLongLetters ? input.long_bonus : 0;
        if (best) {
          bool all = false;
          const bool at_least_ok = sp.len >= input.longest;
          HandBound(sp.counts, sp.mask, 1, sp.len, at_least_ok, &all);
          const int bound =
              bonus + OutAware(std::min(sp.len, hand_total), all, sp.len, hand_ellipses, [&](int k) {
                bool unused = false;
                return HandBound(sp.counts, sp.mask, 1, k, at_least_ok, &unused);
              });
          if (Pruned(bound)) continue;
        }
        const Lexicon::WordRange n = lex.words_at(sp.node);
        for (uint32_t k = 0; k < n.count; ++k) {
          const uint32_t id = lex.sorted_word(n.first + k);
          if (Unseen(id)) continue;
          ++stats.verified;
          const std::string text(lex.word(id));
          const int at_least[1] = {input.longest};
          Verifier::Result r = verifier.Run(&text, 1, at_least, false);
          if (r.value == kNoValue) continue;
          Candidate c;
          c.first = std::move(r.words[0]);
          c.first_word = Upper(text);
          c.value = r.value + bonus - RarityCost(id);
          c.hand_cards = r.hand_cards;
          c.value -= Exposure(c, false);
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
    int stolen_flex = 0;           // flexible stolen cards
    int ellipses = 0;              // Ellipsis cards, hand and stolen
    Supply supply;                 // the hand and the stolen cards
    std::array<int, 26> must{};    // stolen letters every pair holds (plain cards, an Ellipsis once)
    uint32_t stolen_letters = 0;   // letters the stolen cards can give
    std::vector<CardClass> classes;
    std::unique_ptr<Verifier> verifier;
    std::unordered_map<uint32_t, bool> refused;  // word id -> the family rule refuses it
    std::string stolen_lower;
    std::vector<std::string> stolen_bases;  // Dictionary::FamilyBases of the stolen word, once
    std::vector<std::vector<Spelling>> firsts;  // by length, for every length >= walked_down_to
    int walked_down_to = 0;

    // Forgets the first words (walked with the bounds of the best found).
    void Restart() {
      firsts.clear();
      walked_down_to = std::min(supply.letters, kMaxDepth) + 1;
    }
  };

  // Partner walks run so far, by their letters and lengths (room, need,
  // wild, min_len, max_len, a byte each): the spellings each found.
  struct WalkKey {
    std::array<uint64_t, 7> w{};
    bool operator==(const WalkKey&) const = default;
  };
  struct WalkKeyHash {
    size_t operator()(const WalkKey& k) const { return HashWords(k.w.data(), k.w.size(), 0); }
  };
  struct WalkSpan {
    uint32_t first, count;  // in partner_spellings
  };
  std::unordered_map<WalkKey, WalkSpan, WalkKeyHash> partner_walks;
  std::vector<Spelling> partner_spellings;

  std::unique_ptr<Steal> MakeSteal(const SearchTarget& t) {
    auto st = std::make_unique<Steal>(t);
    st->stolen_cards = static_cast<int>(t.faces.size());
    st->supply = hand_supply;
    st->supply.Add(t.faces);
    st->ellipses = hand_ellipses;
    for (int f : t.faces) {
      st->ellipses += CanDouble(f);
      st->stolen_flex += IsFlexible(f);
      st->stolen_letters |= LetterChoices(f);
      if (!IsFlexible(f)) ++st->must[static_cast<size_t>(PrintedLetter(f) - 'A')];
    }
    st->classes = hand_classes;
    for (const CardClass& c : Classes(t.faces, true, input)) st->classes.push_back(c);
    st->verifier =
        std::make_unique<Verifier>(st->classes, t.daggers ? 0 : input.out_bonus, !best, &stats, self_check);
    st->stolen_lower = t.text;
    for (char& c : st->stolen_lower) c = static_cast<char>(c | 0x20);
    st->stolen_bases = dict.FamilyBases(st->stolen_lower);
    st->Restart();
    return st;
  }

  bool Usable(const Steal& st, uint32_t mask) const { return (mask & hand_letters) && (mask & st.stolen_letters); }

  bool Refused(Steal& st, uint32_t id) {
    const auto it = st.refused.find(id);
    if (it != st.refused.end()) return it->second;
    const std::string_view text = lex.word(id);
    // Dictionary::SameFamily, with the stolen word's side worked out once.
    bool bad = text == st.stolen_lower || (input.strict && text.find(st.stolen_lower) != std::string_view::npos);
    if (!bad)
      for (const std::string& b : dict.FamilyBases(text))
        for (const std::string& mine : st.stolen_bases) bad = bad || b == mine;
    st.refused.emplace(id, bad);
    return bad;
  }

  // The most a pair can be worth whose first (longer) word has `len1`
  // letters and whose second has from `lo` to `len1` letters.
  int FirstBound(const Steal& st, int len1, int lo) const {
    int bound = kNoValue;
    for (int len2 = lo; len2 <= len1; ++len2) bound = std::max(bound, PairBound(st, len1, len2));
    return bound;
  }
  // The shortest partner for a first word of `len1` letters: long enough for
  // the pair to hold a hand card in each word and, searching for the best,
  // to beat the best found. Past len1 if there is none.
  int ShortestPartner(const Steal& st, int len1) const {
    int len2 = std::max(kMinLetters, st.stolen_cards + 2 - len1);
    const int hi = std::min(len1, st.supply.letters - len1);
    while (len2 <= hi && Pruned(PairBound(st, len1, len2))) ++len2;
    return len2 <= hi ? len2 : len1 + 1;
  }

  // Every pair whose first word (the longer) has `len1` letters: the first
  // words from the trie, each with one partner walk over every partner length
  // that could still beat the best found.
  void StealFirsts(Steal& st, int len1) {
    AnagramWalk walk{lex, &stats.nodes};
    if (len1 < st.walked_down_to) {
      // The lengths this item needs and the earlier ones did not (the items
      // come roughly longest first). Searching for the best, a first word
      // takes no more wildcard letters than a pair that could still win may
      // (the best found only grows, so this holds for the later items too).
      int most_flex = -1;
      for (int l1 = len1; l1 < st.walked_down_to && most_flex < hand_flex; ++l1)
        for (int len2 = std::max(kMinLetters, st.stolen_cards + 2 - l1); len2 <= std::min(l1, st.supply.letters - l1);
             ++len2)
          for (int f = hand_flex; f > most_flex; --f)
            if (!Pruned(PairBound(st, l1, len2, f))) most_flex = f;
      if (most_flex >= 0)
        Spellings(st.supply, len1, st.walked_down_to - 1, st.firsts,
                  [&](const Spelling& sp) { return Usable(st, sp.mask); },
                  best ? st.stolen_flex + most_flex : -1);
      else if (st.firsts.size() < static_cast<size_t>(st.walked_down_to))
        st.firsts.resize(static_cast<size_t>(st.walked_down_to));
      st.walked_down_to = len1;
    }
    if (len1 >= static_cast<int>(st.firsts.size())) return;
    for (const Spelling& first : st.firsts[static_cast<size_t>(len1)]) {
      if (ShortestPartner(st, len1) > len1) return;
      Partners(st, walk, first);
    }
  }

  // The partners of one first word, of every length that could still beat
  // the best found. The letters of the pair beyond the plain cards stand on
  // flexible cards, the hand's once the stolen ones are spent: the hand's
  // flexible cards the pair must use also bound it (they are worth least,
  // by the points objective), which bounds how many letters the partner may
  // put on flexible cards.
  void Partners(Steal& st, AnagramWalk& walk, const Spelling& first) {
    const int len1 = first.len;
    int used_flex = 0;
    for (size_t l = 0; l < 26; ++l) {
      const int have = st.supply.room[l], used = Lane(first.counts, static_cast<int>(l));
      walk.room[l] = std::max(0, have - used);
      used_flex += std::max(0, used - have);
      walk.need[l] = std::max(0, st.must[l] - used);
    }
    const int forced = std::max(0, st.supply.FlexNeeded(&first.counts, 1) - st.stolen_flex);
    if (forced > hand_flex) return;
    const int max_len2 = std::min(len1, st.supply.letters - len1);
    int min_len2 = -1, most_flex = -1;
    for (int len2 = std::max(kMinLetters, st.stolen_cards + 2 - len1); len2 <= max_len2; ++len2)
      for (int f = hand_flex; f >= forced && f > most_flex; --f)
        if (!Pruned(PairBound(st, len1, len2, f))) {
          most_flex = f;
          if (min_len2 < 0) min_len2 = len2;
        }
    if (min_len2 < 0) return;
    walk.wild = std::min(static_cast<int>(st.supply.flex.size()), st.stolen_flex + most_flex) - used_flex;
    if (best) {
      // Hand cards too valuable to leave out: a pair without one of them
      // (it cannot go out then) cannot beat the best found, so the pair holds
      // their letters, beyond the stolen ones.
      const int longs = ((len1 >= kLongLetters) + (max_len2 >= kLongLetters)) * std::max(0, input.long_bonus);
      const int cards = std::max(0, std::min(hand_total - 1, len1 + max_len2 - st.stolen_cards));
      std::array<int, 26> required = st.must;
      bool any = false;
      for (size_t c = 0; c < hand_classes.size(); ++c) {
        const CardClass& k = hand_classes[c];
        if (std::popcount(k.letters) != 1) continue;
        if (!Pruned(st.t.base + longs + without_one[c][static_cast<size_t>(cards)])) continue;
        required[static_cast<size_t>(std::countr_zero(k.letters))] += k.count;  // every card of the class
        any = true;
      }
      if (any)
        for (size_t l = 0; l < 26; ++l)
          walk.need[l] = std::max(walk.need[l], required[l] - Lane(first.counts, static_cast<int>(l)));

    }
    walk.min_len = min_len2;
    walk.max_len = max_len2;
    // A partner as long as everything left must hold every letter left.
    int left = walk.wild;
    for (int r : walk.room) left += r;
    if (min_len2 >= left) {
      if (min_len2 > left) return;
      walk.need = walk.room;
    }
    // The walk depends on nothing else: first words that leave the same
    // letters (anagrams, wildcards standing for other letters, other
    // stolen words) ask for it again, and get the spellings it found.
    WalkKey key;
    auto* bytes = reinterpret_cast<unsigned char*>(key.w.data());
    for (size_t l = 0; l < 26; ++l) {
      bytes[l] = static_cast<unsigned char>(walk.room[l]);
      bytes[26 + l] = static_cast<unsigned char>(walk.need[l]);
    }
    bytes[52] = static_cast<unsigned char>(walk.wild);
    bytes[53] = static_cast<unsigned char>(walk.min_len);
    bytes[54] = static_cast<unsigned char>(walk.max_len);
    const auto [it, fresh] =
        partner_walks.try_emplace(key, WalkSpan{static_cast<uint32_t>(partner_spellings.size()), 0});
    if (fresh) {
      ++stats.walks;
      walk.Run([&](uint32_t node, int len, const std::array<int, 26>& count) {
        partner_spellings.push_back(SpellingOf(node, len, count));
      });
      it->second.count = static_cast<uint32_t>(partner_spellings.size()) - it->second.first;
    }
    const WalkSpan span = it->second;
    for (uint32_t k = span.first; k < span.first + span.count; ++k) {
      const Spelling& second = partner_spellings[k];
      const uint32_t node = second.node;
      if (second.len == first.len && node < first.node) continue;  // met the other way round
      ++stats.scanned;
      if (!Usable(st, second.mask)) continue;
      const Counts words[2] = {first.counts, second.counts};
      const int flex_needed = st.supply.FlexNeeded(words, 2);
      if (flex_needed < 0) continue;
      ++stats.pairs;
      const Lexicon::WordRange n1 = lex.words_at(first.node);
      const Lexicon::WordRange n2 = lex.words_at(node);
      for (uint32_t a = 0; a < n1.count; ++a) {
        const uint32_t id1 = lex.sorted_word(n1.first + a);
        if (Unseen(id1) || Refused(st, id1)) continue;
        for (uint32_t b = node == first.node ? a : 0; b < n2.count; ++b) {
          const uint32_t id2 = lex.sorted_word(n2.first + b);
          if (Unseen(id2) || Refused(st, id2)) continue;
          Verify(st, first, id1, second, id2, flex_needed);
        }
      }
    }
  }

  // `flex_needed`: the fewest letters of the pair on flexible cards.
  void Verify(const Steal& st, const Spelling& s1, uint32_t id1, const Spelling& s2, uint32_t id2, int flex_needed) {
    const SearchTarget& t = st.t;
    const int ellipses = st.ellipses;
    Verifier& verifier = *st.verifier;
    const int bonus = ((s1.len >= kLongLetters) + (s2.len >= kLongLetters)) * input.long_bonus;
    if (best) {
      bool all = false;
      const int cards = std::min(hand_total, s1.len + s2.len - static_cast<int>(t.faces.size()));
      const bool long_enough = std::max(s1.len, s2.len) >= t.longest_other;
      const Counts u = Plus(s1.counts, s2.counts);
      const uint32_t mask = s1.mask | s2.mask;
      HandBound(u, mask, 2, cards, long_enough, &all);
      const int bound = t.base + bonus +
                        OutAware(cards, all && !t.daggers, std::max(s1.len, s2.len), ellipses, [&](int k) {
                          bool unused = false;
                          return HandBound(u, mask, 2, k, long_enough, &unused);
                        });
      if (Pruned(bound)) return;
      // The hand's flexible cards that must stand on letters beyond the
      // plain cards.
      const int forced = std::max(0, flex_needed - st.stolen_flex);
      if (forced > hand_flex || Pruned(PairBound(st, s1.len, s2.len, forced) + bonus -
                                        ((s1.len >= kLongLetters) + (s2.len >= kLongLetters)) *
                                            std::max(0, input.long_bonus)))
        return;
    }
    const std::string_view texts[2] = {lex.word(id1), lex.word(id2)};
    if (st.ellipses > 0) {
      // An Ellipsis doubles only on two equal letters side by side: the
      // letters its second half cannot take here must stand on other cards.
      std::array<int, 26> doubles{};
      for (const std::string_view w : texts)
        for (size_t i = 0; i + 1 < w.size(); ++i)
          if (w[i] == w[i + 1]) {
            ++doubles[static_cast<size_t>(w[i] - 'a')];
            ++i;
          }
      Counts less{};
      bool any = false;
      for (int l = 0; l < 26; ++l) {
        const int e = st.supply.ellipses[static_cast<size_t>(l)];
        const int n = e - std::min(e, doubles[static_cast<size_t>(l)]);
        if (n > 0) {
          AddLetter(less, l, n);
          any = true;
        }
      }
      if (any) {
        const Counts words[2] = {s1.counts, s2.counts};
        const int need = st.supply.FlexNeeded(words, 2, &less);
        if (need < 0) return;
        if (best && need > flex_needed) {
          const int forced = std::max(0, need - st.stolen_flex);
          if (forced > hand_flex || Pruned(PairBound(st, s1.len, s2.len, forced) + bonus -
                                            ((s1.len >= kLongLetters) + (s2.len >= kLongLetters)) *
                                                std::max(0, input.long_bonus)))
            return;
        }
      }
    }
    ++stats.verified;
    const std::string pair[2] = {std::string(texts[0]), std::string(texts[1])};
    const int at_least[2] = {t.longest_other, t.longest_other};
    Verifier::Result r = verifier.Run(pair, 2, at_least, true);
    if (r.value == kNoValue) return;
    Candidate c;
    c.target = static_cast<int>(&t - input.targets.data());
    c.first = std::move(r.words[0]);
    c.second = std::move(r.words[1]);
    c.first_word = Upper(pair[0]);
    c.second_word = Upper(pair[1]);
    c.value = t.base + r.value + bonus - RarityCost(id1) - RarityCost(id2);
    c.hand_cards = r.hand_cards;
    c.value -= Exposure(c, t.daggers);
    Offer(std::move(c));
  }

  void Run() {
    Prepare();
    if (input.plays) Plays();
    // Steals best first: one item per stealable word and length of the first
    // (longer) word, in order of the most such a pair could be worth (then
    // shorter first: the likelier to exist). Each first word then has one
    // partner walk over every partner length that can still win. The first pairs found bound all
    // the rest; once an item's bound cannot beat the best found, neither can
    // any later one.
    if (hand_total < 2) return;  // each new word needs a card from the hand
    std::vector<std::unique_ptr<Steal>> steals;
    struct Item {
      int bound, len1, steal;
    };
    std::vector<Item> items;
    for (const SearchTarget& t : input.targets) {
      steals.push_back(MakeSteal(t));
      const Steal& st = *steals.back();
      const int most = std::min(st.supply.letters, 2 * kMaxDepth);
      for (int len1 = kMinLetters; len1 <= std::min(most - kMinLetters, kMaxDepth); ++len1) {
        const int lo = std::max(kMinLetters, st.stolen_cards + 2 - len1);
        if (lo > std::min(len1, most - len1)) continue;
        items.push_back({FirstBound(st, len1, lo), len1, static_cast<int>(steals.size()) - 1});
      }
    }
    std::stable_sort(items.begin(), items.end(), [](const Item& a, const Item& b) {
      return a.bound != b.bound ? a.bound > b.bound : a.len1 < b.len1;
    });
    const auto search = [&] {
      for (const Item& item : items) {
        if (Pruned(item.bound)) break;
        StealFirsts(*steals[static_cast<size_t>(item.steal)], item.len1);
      }
    };
    // Searching for the best, first with a hope: that the best pair is
    // worth nearly the most any pair could be. Taken as the best found, it
    // prunes far more (a pair must use nearly every card), and the best pair
    // is found with less work when it is worth more than the hope. If none
    // is, the search runs again with the best truly found. (The same pair
    // is chosen either way: the first, in the same order, of the best value.)
    const int hope = items.empty() ? kNoValue : items.front().bound - kHopeBelow;
    if (best && hope > best_value) {
      const int found = best_value;
      best_value = hope;
      ++stats.hoped;
      search();
      if (best_value > hope) return;
      ++stats.hope_missed;
      best_value = found;
      for (auto& st : steals) st->Restart();
    }
    search();
  }
};

void Search::Enumerate(const SearchInput& input, const std::function<void(const Candidate&)>& emit) {
  Impl impl(dict_, lexicon_, input, stats_, false, self_check_);
  impl.emit = &emit;
  impl.Run();
}

std::optional<Candidate> Search::Best(const SearchInput& input) {
  Impl impl(dict_, lexicon_, input, stats_, true, self_check_);
  impl.Run();
  return std::move(impl.best_candidate);
}

}  // namespace lf::word_lift
