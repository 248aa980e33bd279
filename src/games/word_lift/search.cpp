#include "games/word_lift/search.h"

#include <algorithm>
#include <bit>
#include <climits>

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
class Verifier {
 public:
  struct Result {
    int value = kNoValue;  // kNoValue: not playable
    std::vector<CardUse> words[2];
    int hand_cards = 0;
  };

  Verifier(const std::vector<CardClass>& classes, int hand_total, int out_bonus)
      : classes_(classes), hand_total_(hand_total), out_bonus_(out_bonus) {
    for (const CardClass& c : classes_)
      if (!c.stolen) max_value_ = std::max(max_value_, c.value);
  }

  // `floor`: only results worth more than this are of interest (branch and
  // bound inside the check); kNoValue for any.
  Result Run(const std::string* words, int nwords, const int* at_least, bool steal, int floor) {
    nwords_ = nwords;
    steal_ = steal;
    int letters = 0;
    for (int w = 0; w < nwords; ++w) {
      words_[w] = &words[w];
      len_[w] = static_cast<int>(words[w].size());
      at_least_[w] = at_least[w];
      letters += len_[w];
      hash_[w] = stolen_in_[w] = hand_in_[w] = 0;
    }
    letters_left_ = letters;
    left_.assign(classes_.size(), 0);
    stolen_left_ = 0;
    for (size_t c = 0; c < classes_.size(); ++c) {
      left_[c] = classes_[c].count;
      if (classes_[c].stolen) stolen_left_ += classes_[c].count;
    }
    hand_used_ = 0;
    value_ = 0;
    best_ = floor;
    found_ = false;
    picks_.clear();
    Step(0, 0);
    Result r;
    if (!found_) return r;
    r.value = best_;
    size_t p = 0;
    for (int w = 0; w < nwords; ++w) {
      int pos = 0;
      while (pos < len_[w]) {
        const Pick& pick = best_picks_[p++];
        const CardClass& c = classes_[static_cast<size_t>(pick.cls)];
        r.words[w].push_back({c.face, words[w].substr(static_cast<size_t>(pos), static_cast<size_t>(pick.letters))});
        if (!c.stolen) ++r.hand_cards;
        pos += pick.letters;
      }
    }
    return r;
  }

 private:
  struct Pick {
    int cls;
    int letters;
  };

  void Step(int w, int pos) {
    if (pos == len_[w]) {
      if (steal_ && (stolen_in_[w] == 0 || hand_in_[w] == 0)) return;
      if (w + 1 < nwords_) return Step(w + 1, 0);
      if (stolen_left_ != 0) return;
      const int total = value_ + (hand_used_ == hand_total_ ? out_bonus_ : 0);
      if (total > best_ || (!found_ && best_ == kNoValue)) {
        best_ = total;
        found_ = true;
        best_picks_ = picks_;
      }
      return;
    }
    if (stolen_left_ > letters_left_) return;
    if (best_ != kNoValue &&
        static_cast<long>(value_) + static_cast<long>(letters_left_) * std::max(0, max_value_) +
                std::max(0, out_bonus_) <= best_)
      return;
    const std::string& word = *words_[w];
    const int letter = word[static_cast<size_t>(pos)] - 'a';
    const bool can_double = pos + 1 < len_[w] && word[static_cast<size_t>(pos) + 1] == word[static_cast<size_t>(pos)];
    for (size_t ci = 0; ci < classes_.size(); ++ci) {
      if (left_[ci] == 0) continue;
      const CardClass& c = classes_[ci];
      if (!((c.letters >> letter) & 1u)) continue;
      if (c.number && hash_[w]) continue;
      if (c.at_least && len_[w] < at_least_[w]) continue;
      if (!c.pilcrow || pos == 0 || pos == len_[w] - 1) Place(w, pos, static_cast<int>(ci), 1);
      if (c.doubles && can_double) Place(w, pos, static_cast<int>(ci), 2);
    }
  }

  void Place(int w, int pos, int ci, int letters) {
    const CardClass& c = classes_[static_cast<size_t>(ci)];
    --left_[static_cast<size_t>(ci)];
    letters_left_ -= letters;
    if (c.number) ++hash_[w];
    if (c.stolen) {
      --stolen_left_;
      ++stolen_in_[w];
    } else {
      ++hand_in_[w];
      ++hand_used_;
      value_ += c.value;
    }
    picks_.push_back({ci, letters});
    Step(w, pos + letters);
    picks_.pop_back();
    if (c.stolen) {
      ++stolen_left_;
      --stolen_in_[w];
    } else {
      --hand_in_[w];
      --hand_used_;
      value_ -= c.value;
    }
    if (c.number) --hash_[w];
    letters_left_ += letters;
    ++left_[static_cast<size_t>(ci)];
  }

  const std::vector<CardClass>& classes_;
  int hand_total_;
  int out_bonus_;
  int max_value_ = 0;
  int nwords_ = 0;
  bool steal_ = false;
  const std::string* words_[2] = {nullptr, nullptr};
  int len_[2] = {0, 0};
  int at_least_[2] = {0, 0};
  int hash_[2] = {0, 0}, stolen_in_[2] = {0, 0}, hand_in_[2] = {0, 0};
  std::vector<int> left_;
  int stolen_left_ = 0, letters_left_ = 0, hand_used_ = 0, value_ = 0;
  int best_ = kNoValue;
  bool found_ = false;
  std::vector<Pick> picks_, best_picks_;
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
  // A word the walk found for some source.
  struct Word {
    std::string text;  // lower case
    Counts counts{};
    uint32_t mask = 0;
    int len = 0;
  };
  // The hand (target -1) or the hand plus one stealable word.
  struct Source {
    int target = -1;
    Counts cap{};
    std::array<int, 26> cap_lane{};
    std::vector<uint32_t> flex;
    bool all_wild = true;
    std::vector<uint32_t> found;  // word ids, longest first after the walk
  };

  Impl(const Dictionary& d, const Lexicon& l, const SearchInput& in, Stats& s, bool best_mode)
      : dict(d), lex(l), input(in), stats(s), best(best_mode) {}

  const Dictionary& dict;
  const Lexicon& lex;
  const SearchInput& input;
  Stats& stats;
  bool best;
  int best_value = kNoValue;
  std::optional<Candidate> best_candidate;
  const std::function<void(const Candidate&)>* emit = nullptr;

  std::vector<Word> words;
  std::vector<Source> sources;
  // Walk state.
  std::array<int, 26> count{};
  Counts counts{};
  std::array<int, kMaxSources> excess{};
  std::array<int, kMaxSources> flex_count{};
  std::array<std::array<uint64_t, kMaxDepth + 1>, 26> over{};  // [letter][n]: sources whose capacity n exceeds
  char path[kMaxDepth + 1] = {};
  int max_depth = 0;

  // Hand facts for bounds and quick filters.
  std::vector<CardClass> hand_classes;
  int hand_total = 0;
  std::vector<int> bound_by_cards;  // most a hand can add using at most k cards
  uint32_t hand_letters = 0;        // letters some hand card can stand for

  void Prepare() {
    hand_classes = Classes(input.hand, false, input);
    hand_total = static_cast<int>(input.hand.size());
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

  void AddCapacity(Source& s, const std::vector<int>& faces) {
    for (int f : faces) {
      if (IsFlexible(f)) {
        s.flex.push_back(LetterChoices(f));
        if (SpecialOf(f) != Special::kQuestion) s.all_wild = false;
        continue;
      }
      const int l = PrintedLetter(f) - 'A';
      const int n = CanDouble(f) ? 2 : 1;
      AddLetter(s.cap, l, n);
      s.cap_lane[static_cast<size_t>(l)] += n;
    }
  }

  // [SECTION] 1. Candidate words for a batch of sources, in one walk.
  void Walk(std::vector<Source>& batch) {
    LF_CHECK_LE(batch.size(), static_cast<size_t>(kMaxSources));
    for (auto& per_letter : over) per_letter.fill(0);
    max_depth = 0;
    uint64_t all = 0;
    for (size_t k = 0; k < batch.size(); ++k) {
      const Source& s = batch[k];
      excess[k] = 0;
      flex_count[k] = static_cast<int>(s.flex.size());
      int capacity = flex_count[k];
      for (int l = 0; l < 26; ++l) {
        capacity += s.cap_lane[static_cast<size_t>(l)];
        for (int n = s.cap_lane[static_cast<size_t>(l)] + 1; n <= kMaxDepth; ++n)
          over[static_cast<size_t>(l)][static_cast<size_t>(n)] |= uint64_t{1} << k;
      }
      max_depth = std::max(max_depth, std::min(capacity, kMaxDepth));
      all |= uint64_t{1} << k;
    }
    count.fill(0);
    counts = Counts{};
    sources_in_walk = &batch;
    if (max_depth >= kMinLetters) Visit(Lexicon::kRoot, 0, all);
    // Longest first; the walk found them in alphabetical order, which stays
    // the order among equals.
    for (Source& s : batch)
      std::stable_sort(s.found.begin(), s.found.end(),
                       [&](uint32_t a, uint32_t b) { return words[a].len > words[b].len; });
  }
  std::vector<Source>* sources_in_walk = nullptr;

  void Visit(uint32_t node, int depth, uint64_t active) {
    const Lexicon::Node& n = lex.node(node);
    for (uint32_t ci = n.first_child; ci < n.first_child + n.child_count; ++ci) {
      const Lexicon::Node& child = lex.node(ci);
      const int l = child.letter;
      const int now = count[static_cast<size_t>(l)] + 1;
      const uint64_t grew = active & over[static_cast<size_t>(l)][static_cast<size_t>(now)];
      uint64_t next = active;
      for (uint64_t r = grew; r; r &= r - 1) {
        const int k = std::countr_zero(r);
        if (++excess[static_cast<size_t>(k)] > flex_count[static_cast<size_t>(k)]) next &= ~(uint64_t{1} << k);
      }
      if (next) {
        ++stats.nodes;
        count[static_cast<size_t>(l)] = now;
        AddLetter(counts, l);
        path[depth] = static_cast<char>('a' + l);
        const int len = depth + 1;
        if (child.tier && child.tier <= input.max_tier && len >= kMinLetters) Record(len, next);
        if (child.child_count && len < max_depth) Visit(ci, len, next);
        AddLetter(counts, l, -1);
        count[static_cast<size_t>(l)] = now - 1;
      }
      for (uint64_t r = grew; r; r &= r - 1) --excess[static_cast<size_t>(std::countr_zero(r))];
    }
  }

  void Record(int len, uint64_t alive) {
    uint32_t id = UINT32_MAX;
    for (uint64_t r = alive; r; r &= r - 1) {
      const int k = std::countr_zero(r);
      Source& s = (*sources_in_walk)[static_cast<size_t>(k)];
      if (excess[static_cast<size_t>(k)] > 0 && !s.all_wild && !Cover(Over(counts, s.cap), s.flex, false)) continue;
      if (id == UINT32_MAX) {
        Word w;
        w.text.assign(path, static_cast<size_t>(len));
        w.counts = counts;
        for (char c : w.text) w.mask |= 1u << (c - 'a');
        w.len = len;
        id = static_cast<uint32_t>(words.size());
        words.push_back(std::move(w));
        ++stats.words;
      }
      s.found.push_back(id);
    }
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
  int Floor() const { return best ? best_value : kNoValue; }

  static std::string Upper(std::string s) {
    for (char& c : s) c = static_cast<char>(c - 'a' + 'A');
    return s;
  }

  // [SECTION] Plays from the hand.
  void Plays(const Source& hand) {
    Verifier verifier(hand_classes, hand_total, input.out_bonus);
    for (uint32_t id : hand.found) {
      const Word& w = words[id];
      if (best && PlayBound(w.len) <= best_value) break;
      const int bonus = w.len >= kLongLetters ? input.long_bonus : 0;
      ++stats.verified;
      const int at_least[1] = {input.longest};
      const int floor = Floor() == kNoValue ? kNoValue : Floor() - bonus;
      Verifier::Result r = verifier.Run(&w.text, 1, at_least, false, floor);
      if (r.value == kNoValue) continue;
      Candidate c;
      c.first = std::move(r.words[0]);
      c.first_word = Upper(w.text);
      c.value = r.value + bonus;
      c.hand_cards = r.hand_cards;
      Offer(std::move(c));
    }
  }

  // [SECTION] 2. Pairs for one stealable word, then 3. the exact check.
  void Steals(int target_index, const Source& source) {
    const SearchTarget& t = input.targets[static_cast<size_t>(target_index)];
    const int stolen_cards = static_cast<int>(t.faces.size());
    if (hand_total < 2) return;  // each new word needs a card from the hand
    // Stolen letters every pair must hold (plain cards; an Ellipsis at least
    // once), and which letters the stolen cards can give at all.
    Counts must{};
    uint32_t stolen_letters = 0;
    for (int f : t.faces) {
      stolen_letters |= LetterChoices(f);
      if (!IsFlexible(f)) AddLetter(must, PrintedLetter(f) - 'A');
    }
    std::vector<int> must_letters, must_count;
    for (int l = 0; l < 26; ++l)
      if (Lane(must, l)) {
        must_letters.push_back(l);
        must_count.push_back(Lane(must, l));
      }
    // Candidates: each needs a letter the hand can give and one the stolen
    // word can give.
    std::vector<uint32_t> list;
    for (uint32_t id : source.found) {
      const Word& w = words[id];
      if ((w.mask & hand_letters) && (w.mask & stolen_letters)) list.push_back(id);
    }
    if (list.size() < 1) return;
    // Groups by how many of each stolen letter a word holds (capped at what
    // the stolen word has): a digit per letter.
    const size_t digits = must_letters.size();
    auto digits_of = [&](const Word& w, int* out) {
      for (size_t d = 0; d < digits; ++d)
        out[d] = std::min(Lane(w.counts, must_letters[d]), must_count[d]);
    };
    struct Group {
      std::vector<int> digit;
      std::vector<int> members;  // indices into `list`, ascending (longest first)
    };
    std::vector<Group> groups;
    std::vector<int> group_of(list.size());
    {
      std::vector<int> key(digits);
      for (size_t i = 0; i < list.size(); ++i) {
        digits_of(words[list[i]], key.data());
        auto it = std::find_if(groups.begin(), groups.end(), [&](const Group& g) { return g.digit == key; });
        if (it == groups.end()) {
          groups.push_back({key, {}});
          it = groups.end() - 1;
        }
        it->members.push_back(static_cast<int>(i));
        group_of[i] = static_cast<int>(it - groups.begin());
      }
    }
    std::vector<CardClass> classes = hand_classes;
    for (const CardClass& c : Classes(t.faces, true, input)) classes.push_back(c);
    Verifier verifier(classes, hand_total, t.daggers ? 0 : input.out_bonus);
    std::vector<int8_t> family(list.size(), -1);  // -1 not checked, 0 allowed, 1 refused
    const std::string stolen_lower = [&] {
      std::string s = t.text;
      for (char& c : s) c = static_cast<char>(c | 0x20);
      return s;
    }();
    auto refused = [&](size_t i) {
      if (family[i] < 0) {
        const std::string& text = words[list[i]].text;
        const bool bad = text == stolen_lower || dict.SameFamily(text, stolen_lower) ||
                         (input.strict && text.find(stolen_lower) != std::string::npos);
        family[i] = bad ? 1 : 0;
      }
      return family[i] == 1;
    };
    std::vector<int> need(digits);
    for (size_t i = 0; i < list.size(); ++i) {
      const Word& w1 = words[list[i]];
      if (best && PairBound(t, stolen_cards, w1.len, w1.len) <= best_value) break;
      if (2 * w1.len < stolen_cards + 2) break;
      digits_of(w1, need.data());
      for (size_t d = 0; d < digits; ++d) need[d] = must_count[d] - need[d];
      bool w1_refused = false;
      for (const Group& g : groups) {
        bool meets = true;
        for (size_t d = 0; d < digits && meets; ++d) meets = g.digit[d] >= need[d];
        if (!meets) continue;
        auto from = std::lower_bound(g.members.begin(), g.members.end(), static_cast<int>(i));
        for (auto it = from; it != g.members.end(); ++it) {
          const size_t j = static_cast<size_t>(*it);
          const Word& w2 = words[list[j]];
          if (w1.len + w2.len < stolen_cards + 2) break;
          if (best && PairBound(t, stolen_cards, w1.len, w2.len) <= best_value) break;
          const Counts beyond = Over(Plus(w1.counts, w2.counts), source.cap);
          if (!Cover(beyond, source.flex, source.all_wild)) continue;
          ++stats.pairs;
          if (refused(i)) {
            w1_refused = true;
            break;
          }
          if (refused(j)) continue;
          Verify(t, verifier, w1, w2);
        }
        if (w1_refused) break;
      }
    }
  }

  void Verify(const SearchTarget& t, Verifier& verifier, const Word& w1, const Word& w2) {
    ++stats.verified;
    const std::string pair[2] = {w1.text, w2.text};
    const int at_least[2] = {t.longest_other, t.longest_other};
    const int bonus = ((w1.len >= kLongLetters) + (w2.len >= kLongLetters)) * input.long_bonus;
    const int floor = Floor() == kNoValue ? kNoValue : Floor() - bonus - t.base;
    Verifier::Result r = verifier.Run(pair, 2, at_least, true, floor);
    if (r.value == kNoValue) return;
    Candidate c;
    c.target = static_cast<int>(&t - input.targets.data());
    c.first = std::move(r.words[0]);
    c.second = std::move(r.words[1]);
    c.first_word = Upper(w1.text);
    c.second_word = Upper(w2.text);
    c.value = t.base + r.value + bonus;
    c.hand_cards = r.hand_cards;
    Offer(std::move(c));
  }

  void Run() {
    Prepare();
    // Source 0 is the hand (plays); then one per stealable word, in batches
    // of at most kMaxSources per walk.
    std::vector<Source> hand_batch;
    std::vector<int> order(input.targets.size());
    for (size_t k = 0; k < order.size(); ++k) order[k] = static_cast<int>(k);
    size_t next_target = 0;
    bool hand_done = !input.plays;
    while (!hand_done || next_target < order.size()) {
      std::vector<Source> batch;
      if (!hand_done) {
        Source s;
        AddCapacity(s, input.hand);
        batch.push_back(std::move(s));
      }
      while (next_target < order.size() && batch.size() < static_cast<size_t>(kMaxSources)) {
        Source s;
        s.target = order[next_target++];
        AddCapacity(s, input.hand);
        AddCapacity(s, input.targets[static_cast<size_t>(s.target)].faces);
        batch.push_back(std::move(s));
      }
      Walk(batch);
      size_t first_steal = 0;
      if (!hand_done) {
        Plays(batch[0]);
        hand_done = true;
        first_steal = 1;
      }
      // Best first: the stealable words whose best conceivable steal is worth
      // most are tried first, so the bound bites early.
      std::vector<size_t> steal_order;
      for (size_t k = first_steal; k < batch.size(); ++k) steal_order.push_back(k);
      auto potential = [&](size_t k) {
        const Source& s = batch[k];
        if (s.found.empty()) return kNoValue;
        const SearchTarget& t = input.targets[static_cast<size_t>(s.target)];
        const int longest = words[s.found.front()].len;
        return PairBound(t, static_cast<int>(t.faces.size()), longest, longest);
      };
      if (best)
        std::stable_sort(steal_order.begin(), steal_order.end(),
                         [&](size_t a, size_t b) { return potential(a) > potential(b); });
      for (size_t k : steal_order) {
        if (best && potential(k) <= best_value) continue;
        Steals(batch[k].target, batch[k]);
      }
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
