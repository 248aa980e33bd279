#include "games/lost_for_words/bots.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/check.h"
#include "core/search_bot.h"
#include "core/dict/dictionary.h"
#include "games/lost_for_words/lost_for_words.h"

namespace lf::lost_for_words {
namespace {

// [SECTION] Shared helpers

constexpr size_t L(char c) { return static_cast<size_t>(c - 'A'); }

LetterCounts CountsOf(std::string_view letters) {
  LetterCounts counts{};
  for (char c : letters)
    if (IsLetter(c)) ++counts[L(c)];
  return counts;
}

int Total(const LetterCounts& counts) {
  int n = 0;
  for (int v : counts) n += v;
  return n;
}

// Plays the seat gets after the current turn's draws leave `deck` cards, when
// the other seat moves next and every turn draws `per_turn` cards from the
// deck. The game ends the moment the deck runs out, so a turn that starts with
// an empty deck never comes.
int PlaysAfter(int deck, int per_turn) {
  int plays = 0;
  bool mine = false;
  while (deck > 0) {
    if (mine) ++plays;
    deck -= per_turn;
    mine = !mine;
  }
  return plays;
}

// A bot must never stall forever: after this many of its own pile draws it
// only draws from the deck, so every game ends.
constexpr int kMaxPileDraws = 24;

int PileDrawsBy(const LostForWords& view, int seat) {
  int n = 0;
  for (const Event& e : view.Events())
    if (e.seat == seat && e.action.kind == Move::Kind::kDraw && e.action.source != Move::Source::kDeck) ++n;
  return n;
}

char PileTopAfterTaking(const LostForWords& view, Pile p) {
  const auto& cards = view.PileCards(p);
  return cards.size() >= 2 ? cards[cards.size() - 2] : 0;
}

// [SECTION] The planner's model of the future
//
// A column's future is the set of words its prefix can still become. Letters
// in hand are free; a letter not in hand must arrive from the unseen cards in
// the draws left: with c copies among N unseen cards and d draws, the chance
// is 1 - (1 - c/N)^d (draws treated as independent). Each letter also costs
// one of the seat's remaining plays, which the columns share.

struct Model {
  Scoring scoring = Scoring::kStandard;
  // The words a level knows and plans for: at most this tier (SCOWL level)
  // and this many letters. A person misses long and rare words.
  Tier max_tier = 70;
  int max_length = 10;
  int max_need = 2;              // letters a word may still need from the unseen cards
  int root_max_need = 1;         // the same for a column with no letters yet (costly)
  int short_max_need = 1;        // ... and for a prefix of one or two letters
  bool skip_letterless = false;  // treat columns with no letters as they stand
  // q[letter][k]: chance to obtain one more copy when k copies are already
  // counted on.
  std::array<std::array<double, 4>, 26> q{};
};

Model MakeModel(Scoring scoring, const LetterCounts& pool, int draws, int max_need, int root_max_need) {
  Model m;
  m.scoring = scoring;
  m.max_need = max_need;
  m.root_max_need = root_max_need;
  const int n = Total(pool);
  for (size_t i = 0; i < 26; ++i)
    for (int k = 0; k < 4; ++k) {
      const int c = pool[i] - k;
      m.q[i][static_cast<size_t>(k)] =
          (n > 0 && c > 0 && draws > 0) ? 1.0 - std::pow(1.0 - static_cast<double>(c) / n, draws) : 0.0;
    }
  return m;
}

struct Plan {
  bool found = false;
  double ev = 0;        // expected final value of the column
  LetterCounts used{};  // hand letters the word takes
  int turns = 0;        // letters still to play
  int need = 0;         // letters not in hand yet
  int sum = 0;          // the word's letter value
  int length = 0;
};
// The best plan for each multiplier factor x1..x4 (the factor changes which
// word is worth chasing, and a multiplier move asks about the next factor).
using PlanSet = std::array<Plan, 4>;

// Expected final value of a column chasing a word of `length` letters worth
// `sum`, reached with chance p, from a prefix worth `prefix_sum`, at factor f.
double Expected(Scoring scoring, double p, int sum, int length, int prefix_sum, int f) {
  const int bonus = length >= kLongWordLength ? kLongWordBonus : 0;
  double valid, fail;
  if (scoring == Scoring::kStandard) {
    valid = (sum + kStandardBase) * f + bonus;
    fail = kStandardBase * f;
  } else {
    // A failed column loses what it holds; assume it stalls half-way.
    valid = sum * f + bonus;
    fail = -(prefix_sum + 0.5 * (sum - prefix_sum)) * f;
  }
  return p * valid + (1 - p) * fail;
}

// A word an empty column could become, with what it takes.
struct Opening {
  std::array<uint8_t, 26> used{};  // hand letters
  uint8_t length = 0;
  uint8_t turns = 0;
  uint8_t need = 0;
  int sum = 0;
  double p = 0;
};

class WordSearch {
 public:
  static constexpr int kMaxLength = 10;

  WordSearch(const Dictionary& dict, const Model& model, const Column& column, const LetterCounts& hand, int turns)
      : model_(model), hand_(hand), turns_(turns) {
    prefix_sum_ = LettersValue(column.letters);
    // Wildcards near the start of a word multiply the trie walk; a short
    // prefix gets fewer of them (the root the fewest).
    const int len = static_cast<int>(column.letters.size());
    max_need_ = len == 0  ? model.root_max_need
                : len < 3 ? std::min(model.max_need, model.short_max_need)
                          : model.max_need;
    start_ = dict.Walk(column.letters);
    start_len_ = static_cast<int>(column.letters.size());
  }

  PlanSet Run() {
    if (start_.valid() && turns_ > 0) Dfs(start_, start_len_, prefix_sum_, 0, 0, 1.0);
    return best_;
  }
  // Every reachable word, not only the best (the catalogue of openings).
  std::vector<Opening> Catalogue() {
    catalogue_ = std::make_unique<std::vector<Opening>>();
    Run();
    return std::move(*catalogue_);
  }

 private:
  static constexpr double kMinChance = 0.03;

  void Consider(int length, int sum, int k, int need, double p) {
    if (catalogue_) {
      Opening o;
      for (size_t i = 0; i < 26; ++i) o.used[i] = static_cast<uint8_t>(used_[i]);
      o.length = static_cast<uint8_t>(length);
      o.turns = static_cast<uint8_t>(k);
      o.need = static_cast<uint8_t>(need);
      o.sum = sum;
      o.p = p;
      catalogue_->push_back(o);
      return;
    }
    for (int f = 1; f <= 4; ++f) {
      const double ev = Expected(model_.scoring, p, sum, length, prefix_sum_, f);
      Plan& best = best_[static_cast<size_t>(f - 1)];
      if (!best.found || ev > best.ev) {
        best.found = true;
        best.ev = ev;
        best.used = used_;
        best.turns = k;
        best.need = need;
        best.sum = sum;
        best.length = length;
      }
    }
  }

  void Dfs(const Dictionary::Cursor& at, int length, int sum, int k, int need, double p) {
    if (k > 0 && length >= kMinWordLength && at.is_word() && at.tier() <= model_.max_tier)
      Consider(length, sum, k, need, p);
    if (length >= std::min(kMaxLength, model_.max_length) || k >= turns_) return;
    uint32_t next = at.NextLetters();
    while (next) {
      const int bit = __builtin_ctz(next);
      next &= next - 1;
      const char letter = static_cast<char>('A' + bit);
      const size_t i = static_cast<size_t>(bit);
      const int value = LetterValue(letter);
      if (used_[i] < hand_[i]) {
        ++used_[i];
        Dfs(at.Child(letter), length + 1, sum + value, k + 1, need, p);
        --used_[i];
      } else if (need < max_need_ && pool_used_[i] < 4) {
        const double chance = model_.q[i][static_cast<size_t>(pool_used_[i])];
        if (p * chance < kMinChance) continue;
        ++pool_used_[i];
        Dfs(at.Child(letter), length + 1, sum + value, k + 1, need + 1, p * chance);
        --pool_used_[i];
      }
    }
  }

  const Model& model_;
  LetterCounts hand_;
  LetterCounts used_{};
  std::array<int, 26> pool_used_{};
  int turns_;
  int max_need_;
  int prefix_sum_ = 0;
  int start_len_ = 0;
  Dictionary::Cursor start_;
  PlanSet best_{};
  std::unique_ptr<std::vector<Opening>> catalogue_;
};

// Caches word searches for one decision (the same column and hand recur
// across candidate moves).
class Planner {
 public:
  Planner(const Dictionary& dict, Scoring scoring) : dict_(dict), scoring_(scoring) {}

  // Every hand this decision asks about is a part of `letters` (the hand,
  // plus the pile tops it might take): the words an empty column could open
  // are searched once from them, then filtered per hand.
  void SetOpeningLetters(const LetterCounts& letters) { opening_letters_ = letters; }

  const PlanSet& Plans(const Model& model, int model_id, const Column& column, const LetterCounts& hand, int turns) {
    // Plays beyond the longest word searched change nothing: one cache entry.
    turns = std::min(turns, WordSearch::kMaxLength - static_cast<int>(column.letters.size()));
    std::string key = column.letters;
    key.push_back('|');
    for (int v : hand) key.push_back(static_cast<char>('0' + v));
    key.push_back('|');
    key += std::to_string(turns) + "|" + std::to_string(model_id);
    auto it = cache_.find(key);
    if (it != cache_.end()) return it->second;
    PlanSet plans = column.letters.empty() ? Openings(model, model_id, hand, turns)
                                           : WordSearch(dict_, model, column, hand, turns).Run();
    return cache_.emplace(std::move(key), plans).first->second;
  }

  PlanSet Openings(const Model& model, int model_id, const LetterCounts& hand, int turns) {
    auto it = catalogues_.find(model_id);
    if (it == catalogues_.end())
      it = catalogues_
               .emplace(model_id,
                        WordSearch(dict_, model, Column{}, opening_letters_, WordSearch::kMaxLength).Catalogue())
               .first;
    PlanSet best{};
    for (const Opening& o : it->second) {
      if (o.turns > turns) continue;
      bool fits = true;
      for (size_t i = 0; i < 26 && fits; ++i) fits = o.used[i] <= hand[i];
      if (!fits) continue;
      for (int f = 1; f <= 4; ++f) {
        const double ev = Expected(model.scoring, o.p, o.sum, o.length, 0, f);
        Plan& b = best[static_cast<size_t>(f - 1)];
        if (!b.found || ev > b.ev) {
          b.found = true;
          b.ev = ev;
          for (size_t i = 0; i < 26; ++i) b.used[i] = o.used[i];
          b.turns = o.turns;
          b.need = o.need;
          b.sum = o.sum;
          b.length = o.length;
        }
      }
    }
    return best;
  }

  int CurrentValue(const Column& column) const { return ScoreColumn(column, scoring_, dict_).total; }

  // A seat's expected final score: columns in order of what they stand to
  // gain share the hand's letters and the plays left; an empty column adds
  // the best word worth opening, once.
  double SeatValue(const Model& model, int model_id, const std::array<Column, kColumns>& columns,
                   const LetterCounts& hand, int turns, bool count_opening) {
    struct Item {
      int column;
      int baseline;
      double gain;
    };
    std::array<Item, kColumns> items{};
    int n = 0;
    bool has_empty = false;
    double total = 0;
    for (int c = 0; c < kColumns; ++c) {
      const Column& col = columns[static_cast<size_t>(c)];
      if (col.empty()) {
        has_empty = true;
        continue;
      }
      const int baseline = CurrentValue(col);
      if (model.skip_letterless && col.letters.empty()) {
        total += baseline;
        continue;
      }
      const Plan& p = Plans(model, model_id, col, hand, turns)[static_cast<size_t>(col.factor() - 1)];
      items[static_cast<size_t>(n++)] = {c, baseline, p.found ? std::max(0.0, p.ev - baseline) : 0.0};
    }
    // Insertion sort: five items at most, and stable (column order breaks ties).
    for (int i = 1; i < n; ++i)
      for (int j = i; j > 0 && items[static_cast<size_t>(j)].gain > items[static_cast<size_t>(j - 1)].gain; --j)
        std::swap(items[static_cast<size_t>(j)], items[static_cast<size_t>(j - 1)]);
    LetterCounts left = hand;
    int turns_left = turns;
    for (int i = 0; i < n; ++i) {
      const Item& item = items[static_cast<size_t>(i)];
      const Column& col = columns[static_cast<size_t>(item.column)];
      if (item.gain <= 0 || turns_left <= 0) {
        total += item.baseline;
        continue;
      }
      const Plan& p = Plans(model, model_id, col, left, turns_left)[static_cast<size_t>(col.factor() - 1)];
      if (p.found && p.ev > item.baseline) {
        total += p.ev;
        for (size_t k = 0; k < 26; ++k) left[k] -= p.used[k];
        turns_left -= p.turns;
      } else {
        total += item.baseline;
      }
    }
    if (count_opening && has_empty && turns_left > 0) {
      const Plan& p = Plans(model, model_id, Column{}, left, turns_left)[0];
      if (p.found && p.ev > 0) total += p.ev;
    }
    return total;
  }

 private:
  const Dictionary& dict_;
  Scoring scoring_;
  std::unordered_map<std::string, PlanSet> cache_;
  LetterCounts opening_letters_{};
  std::unordered_map<int, std::vector<Opening>> catalogues_;
};

// [SECTION] Easy

class EasyBot final : public Bot {
 public:
  explicit EasyBot(const Dictionary* dict) : dict_(dict) {}
  // A person new to the game knows the common words (tier 35 and below) of
  // up to eight letters: the columns it sees alive, the words it finishes.
  static constexpr Tier kTier = 35;
  static constexpr int kLongest = 8;

  std::string ChooseMove(const Game& game, int seat, Rng& rng) override {
    const auto& view = dynamic_cast<const LostForWords&>(game);
    const auto legal = view.LegalActions(seat);
    if (legal.empty()) return {};
    return (view.phase() == Phase::kDraw ? Draw(view, seat, legal) : Act(view, seat, legal, rng)).ToString();
  }

 private:
  static constexpr int kMaxOpenColumns = 3;

  bool Alive(const std::string& letters) const {
    return CanCompleteCommon(dict_->Walk(letters), static_cast<int>(letters.size()));
  }
  bool Word(const std::string& letters) const {
    if (static_cast<int>(letters.size()) < kMinWordLength) return false;
    const Tier tier = dict_->TierOf(letters);
    return tier > 0 && tier <= kTier;
  }
  // Some word it knows, of kMinWordLength..kLongest letters, continues the
  // letters walked to `at` (`length` of them so far).
  bool CanCompleteCommon(const Dictionary::Cursor& at, int length) const {
    if (!at.valid()) return false;
    if (length >= kMinWordLength && at.is_word() && at.tier() <= kTier) return true;
    if (length >= kLongest) return false;
    uint32_t next = at.NextLetters();
    while (next) {
      const int bit = __builtin_ctz(next);
      next &= next - 1;
      if (CanCompleteCommon(at.Child(static_cast<char>('A' + bit)), length + 1)) return true;
    }
    return false;
  }
  // A letter "fits" a column when the column stays alive and a finished word
  // is not spoiled by it.
  bool Fits(const Column& col, char letter) const {
    if (col.letters.empty()) return false;
    const std::string next = col.letters + letter;
    if (Word(col.letters)) return Word(next);
    return Alive(next);
  }

  Move Act(const LostForWords& view, int seat, const std::vector<Move>& legal, Rng& rng) const {
    const Move* best = nullptr;
    int best_score = -1;
    int open = 0;
    for (int c = 0; c < kColumns; ++c) open += view.ColumnAt(seat, c).letters.empty() ? 0 : 1;
    for (const Move& a : legal) {
      if (a.kind != Move::Kind::kPlay) continue;
      const Column& col = view.ColumnAt(seat, a.column);
      int score = -1;
      if (!col.letters.empty() && Fits(col, a.letter)) {
        // Finishing a word first, then the column closest to being one.
        score =
            Word(col.letters + a.letter) ? 1000 + LetterValue(a.letter) : 100 + static_cast<int>(col.letters.size());
      }
      if (score > best_score) {
        best_score = score;
        best = &a;
      }
    }
    if (best) return *best;
    // Open a new column with a letter that starts some long word, if the
    // table is not crowded yet and the rest of the hand could follow it.
    if (open < kMaxOpenColumns) {
      std::vector<Move> openers;
      for (const Move& a : legal) {
        if (a.kind != Move::Kind::kPlay || !view.ColumnAt(seat, a.column).empty()) continue;
        if (!FirstEmpty(view, seat, a.column)) continue;
        if (HandFollows(view.Hand(seat), a.letter)) openers.push_back(a);
      }
      if (!openers.empty()) return openers[rng.UniformBelow(static_cast<uint32_t>(openers.size()))];
    }
    // Discard something no column wants; the variant may need a play instead.
    std::vector<Move> discards, plays;
    for (const Move& a : legal) {
      if (a.kind == Move::Kind::kDiscard && !Wanted(view, seat, a.letter)) discards.push_back(a);
      if (a.kind == Move::Kind::kPlay) plays.push_back(a);
    }
    if (discards.empty())
      for (const Move& a : legal)
        if (a.kind == Move::Kind::kDiscard) discards.push_back(a);
    if (!discards.empty()) return discards[rng.UniformBelow(static_cast<uint32_t>(discards.size()))];
    // Forced to play (play-and-discard variant): the least harmful place is a
    // column that is already lost, or else any.
    for (const Move& a : plays) {
      const Column& col = view.ColumnAt(seat, a.column);
      if (!col.letters.empty() && !Alive(col.letters)) return a;
    }
    return plays[rng.UniformBelow(static_cast<uint32_t>(plays.size()))];
  }

  static bool FirstEmpty(const LostForWords& view, int seat, int column) {
    for (int c = 0; c < column; ++c)
      if (view.ColumnAt(seat, c).empty()) return false;
    return true;
  }

  // Whether the rest of the hand continues a word from `first` for two more
  // letters: a cheap "I could make something of this".
  bool HandFollows(const std::string& hand, char first) const {
    std::string rest = hand;
    rest.erase(rest.find(first), 1);
    const std::string one(1, first);
    if (!Alive(one)) return false;
    for (char a : rest) {
      const std::string two = one + a;
      if (!Alive(two)) continue;
      for (char b : rest)
        if (b != a || std::count(rest.begin(), rest.end(), a) > 1)
          if (Alive(two + b)) return true;
    }
    return false;
  }

  bool Wanted(const LostForWords& view, int seat, char letter) const {
    for (int c = 0; c < kColumns; ++c)
      if (Fits(view.ColumnAt(seat, c), letter)) return true;
    return false;
  }

  Move Draw(const LostForWords& view, int seat, const std::vector<Move>& legal) const {
    if (PileDrawsBy(view, seat) < kMaxPileDraws)
      for (const Move& a : legal) {
        if (a.kind != Move::Kind::kDraw || a.source == Move::Source::kDeck) continue;
        const char top = view.PileTop(a.source == Move::Source::kRed ? Pile::kRed : Pile::kBlack);
        if (Wanted(view, seat, top)) return a;
      }
    return Move::Draw(Move::Source::kDeck);
  }

  const Dictionary* dict_;
};

// [SECTION] Medium and hard: the planner bot

struct PlannerSettings {
  Tier max_tier = 70;           // the words it knows (medium: tier 50 and below)
  int max_length = 10;          // ... and plans for (medium: up to eight letters)
  bool count_unseen = false;    // pool = unseen cards, not the deck's table
  bool model_opponent = false;  // opponent's outlook, denial, the clock
  bool strong_start_multipliers = false;
  int max_need = 2;
  int root_max_need = 1;
};

class PlannerBot final : public Bot {
 public:
  PlannerBot(const Dictionary* dict, PlannerSettings settings) : dict_(dict), settings_(settings) {}

  std::string ChooseMove(const Game& game, int seat, Rng& rng) override {
    const auto& view = dynamic_cast<const LostForWords&>(game);
    const auto legal = view.LegalActions(seat);
    if (legal.empty()) return {};
    Decision d(*this, view, seat);
    return (view.phase() == Phase::kDraw ? d.Draw(legal) : d.Act(legal)).ToString();
  }

 private:
  // Everything one decision needs, computed once.
  class Decision {
   public:
    Decision(const PlannerBot& bot, const LostForWords& view, int seat)
        : bot_(bot), view_(view), seat_(seat), opp_(1 - seat), planner_(*bot.dict_, view.settings().scoring) {
      const auto& s = bot.settings_;
      per_turn_ = view.settings().play_and_discard ? 2 : 1;
      hand_ = CountsOf(view.Hand(seat));
      pool_ = s.count_unseen ? view.UnseenBy(seat) : FullDeckCounts();
      for (int c = 0; c < kColumns; ++c) {
        mine_[static_cast<size_t>(c)] = view.ColumnAt(seat, c);
        theirs_[static_cast<size_t>(c)] = view.ColumnAt(opp_, c);
      }
      LetterCounts opening = hand_;
      if (view.phase() == Phase::kDraw)
        for (Pile p : {Pile::kRed, Pile::kBlack})
          if (view.PileTop(p)) ++opening[L(view.PileTop(p))];
      planner_.SetOpeningLetters(opening);
      opp_known_ = CountsOf(view.KnownHandCards(opp_));
      opp_hidden_ = static_cast<int>(view.Hand(opp_).size()) - Total(opp_known_);
    }

    // Play or discard: the move whose resulting position is worth most,
    // assuming this turn's draws come from the deck.
    Move Act(const std::vector<Move>& legal) {
      const int deck_after = view_.DeckCount() - per_turn_;
      const int turns = PlaysAfter(deck_after, per_turn_);
      const int draws = per_turn_ * turns;
      const Model& model = MyModel(draws);
      const int id = draws;
      const Move* best = nullptr;
      double best_score = 0;
      int first_empty = -1;
      for (int c = 0; c < kColumns && first_empty < 0; ++c)
        if (mine_[static_cast<size_t>(c)].empty()) first_empty = c;
      const bool discard_denial = bot_.settings_.model_opponent;
      const double opp_base = discard_denial ? OppValue(PlaysAfter(deck_after + per_turn_, per_turn_), 0) : 0;
      for (const Move& a : legal) {
        LetterCounts hand = hand_;
        --hand[L(a.letter)];
        double score;
        if (a.kind == Move::Kind::kDiscard) {
          score = planner_.SeatValue(model, id, mine_, hand, turns, true);
          if (discard_denial) {
            const int opp_turns = PlaysAfter(deck_after + per_turn_, per_turn_);
            score -= std::max(0.0, OppValue(opp_turns, a.letter) - opp_base);
          }
        } else {
          const size_t c = static_cast<size_t>(a.column);
          // Every empty column is the same column: judge the first only.
          if (mine_[c].empty() && a.column != first_empty) continue;
          if (a.kind == Move::Kind::kMultiplier && !MultiplierAllowed(model, id, a, hand, turns)) continue;
          auto columns = mine_;
          if (a.kind == Move::Kind::kPlay) {
            columns[c].letters.push_back(a.letter);
          } else {
            columns[c].multiplier = a.letter;
            ++columns[c].multipliers;
          }
          score = planner_.SeatValue(model, id, columns, hand, turns, true);
        }
        if (!best || score > best_score + 1e-9) {
          best = &a;
          best_score = score;
        }
      }
      LF_CHECK(best != nullptr);
      return *best;
    }

    // Deck or a pile: my outlook with the card and the plays left, minus the
    // opponent's (whose plays depend on whether the deck moves, and who may
    // take whatever pile tops I leave).
    Move Draw(const std::vector<Move>& legal) {
      const bool may_stall = PileDrawsBy(view_, seat_) < kMaxPileDraws;
      const int later = view_.draws_left() - 1;  // this turn's draws after this one
      const Move* best = nullptr;
      double best_score = 0;
      for (const Move& a : legal) {
        const bool from_deck = a.source == Move::Source::kDeck;
        if (!from_deck && !may_stall) continue;
        LetterCounts hand = hand_;
        int deck = view_.DeckCount();
        char card = 0;
        if (from_deck) {
          --deck;
        } else {
          card = view_.PileTop(a.source == Move::Source::kRed ? Pile::kRed : Pile::kBlack);
          ++hand[L(card)];
        }
        double score;
        if (deck == 0) {
          score = Settled(mine_) - (bot_.settings_.model_opponent ? Settled(theirs_) : 0);
        } else {
          const int deck_after = std::max(0, deck - later);
          const int turns = PlaysAfter(deck_after, per_turn_);
          const int draws = std::max(0, per_turn_ * (turns - 1) + view_.draws_left() - (from_deck ? 0 : 1));
          score = planner_.SeatValue(MyModel(draws), draws, mine_, hand, turns, true);
          if (bot_.settings_.model_opponent) {
            const int opp_turns = PlaysAfter(deck_after + per_turn_, per_turn_);
            const double base = OppValue(opp_turns, 0);
            double gain = 0;
            for (Pile p : {Pile::kRed, Pile::kBlack}) {
              char top = view_.PileTop(p);
              if (!from_deck && a.source == (p == Pile::kRed ? Move::Source::kRed : Move::Source::kBlack))
                top = PileTopAfterTaking(view_, p);
              if (top) gain = std::max(gain, OppValue(opp_turns, top) - base);
            }
            score -= base + gain;
          }
        }
        if (!best || score > best_score + 1e-9) {
          best = &a;
          best_score = score;
        }
      }
      LF_CHECK(best != nullptr);
      return *best;
    }

    // The seat's expected final score less the opponent's, as the planner
    // sees the position now (assuming the deck gives every draw left).
    double Outlook() {
      const int turns = PlaysAfter(view_.DeckCount(), per_turn_);
      const int draws = per_turn_ * turns;
      double v = planner_.SeatValue(MyModel(draws), draws, mine_, hand_, turns, true);
      v -= OppValue(turns, 0);
      return v;
    }

   private:
    const Model& MyModel(int draws) {
      auto it = models_.find(draws);
      if (it == models_.end()) {
        const auto& s = bot_.settings_;
        Model m = MakeModel(view_.settings().scoring, pool_, draws, s.max_need, s.root_max_need);
        m.max_tier = s.max_tier;
        m.max_length = s.max_length;
        it = models_.emplace(draws, m).first;
      }
      return it->second;
    }

    // The opponent's expected score from its columns with letters, given its
    // plays left and, optionally, one more card it could take from a pile.
    double OppValue(int turns, char extra) {
      const int key = turns * 32 + (extra ? extra - 'A' + 1 : 0);
      if (auto it = opp_values_.find(key); it != opp_values_.end()) return it->second;
      const int draws = opp_hidden_ + per_turn_ * std::max(0, turns - 1);
      const int model_key = 1000 + draws;
      auto it = models_.find(model_key);
      if (it == models_.end()) {
        Model m = MakeModel(view_.settings().scoring, pool_, draws, 3, 0);
        m.short_max_need = 2;
        m.skip_letterless = true;
        it = models_.emplace(model_key, m).first;
      }
      LetterCounts hand = opp_known_;
      if (extra) ++hand[L(extra)];
      const double v = planner_.SeatValue(it->second, model_key, theirs_, hand, turns, false);
      opp_values_.emplace(key, v);
      return v;
    }

    double Settled(const std::array<Column, kColumns>& columns) const {
      double v = 0;
      for (const Column& c : columns) v += planner_.CurrentValue(c);
      return v;
    }

    // Medium lays a multiplier only on a strong start: a high-value word it
    // already holds. Hard trusts the expectation.
    bool MultiplierAllowed(const Model& model, int id, const Move& a, const LetterCounts& hand, int turns) {
      if (!bot_.settings_.strong_start_multipliers) return true;
      const Column& col = mine_[static_cast<size_t>(a.column)];
      const Plan& p = planner_.Plans(model, id, Column{}, hand, turns)[static_cast<size_t>(col.multipliers + 1)];
      return p.found && p.need == 0 && (p.sum >= 16 || p.length >= kLongWordLength);
    }

    const PlannerBot& bot_;
    const LostForWords& view_;
    int seat_, opp_;
    Planner planner_;
    int per_turn_ = 1;
    LetterCounts hand_{}, pool_{}, opp_known_{};
    int opp_hidden_ = 0;
    std::array<Column, kColumns> mine_{}, theirs_{};
    std::unordered_map<int, Model> models_;
    std::unordered_map<int, double> opp_values_;
  };

  const Dictionary* dict_;
  PlannerSettings settings_;

  friend double lf::lost_for_words::Outlook(const LostForWords& game, int seat);
};

PlannerSettings HardSettings() {
  PlannerSettings s;
  s.count_unseen = true;
  s.model_opponent = true;
  s.max_need = 2;
  s.root_max_need = 1;
  return s;
}

}  // namespace

double Outlook(const LostForWords& game, int seat) {
  const PlannerBot bot(&game.dictionary(), HardSettings());
  return PlannerBot::Decision(bot, game, seat).Outlook();
}

std::unique_ptr<Bot> MakeBot(std::string_view level, const Dictionary* dict) {
  if (level == "random") return std::make_unique<RandomBot>();
  LF_CHECK(dict != nullptr);
  if (level == "easy") return std::make_unique<EasyBot>(dict);
  if (level == "expert") {
    // Determinized search (core/search_bot.h): every move tried in the same
    // sampled worlds (the opponent's hidden cards and the deck's order), the
    // world played on one move by the hard planner and judged by the
    // planner's Outlook. 120 playouts in all keep a decision under about a
    // tenth of a second natively (bench/lost_for_words_bench). Its strength
    // against hard, its bounds and what was tried and not kept:
    // docs/architecture.md, "How strong the experts are".
    SearchOptions o;
    o.iterations = 120;
    o.max_plies = 1;
    o.common_worlds = true;
    o.evaluate = [](const Game& world, int seat) {
      // A margin of 20 points is about three to one.
      return 1.0 / (1.0 + std::exp(-Outlook(dynamic_cast<const LostForWords&>(world), seat) / 20.0));
    };
    return std::make_unique<SearchBot>([dict] { return std::make_unique<PlannerBot>(dict, HardSettings()); }, o);
  }
  PlannerSettings s;
  if (level == "hard") {
    s = HardSettings();
  } else {
    s.strong_start_multipliers = true;
    s.max_need = 2;
    s.root_max_need = 1;
    s.max_tier = 50;
    s.max_length = 8;
  }
  return std::make_unique<PlannerBot>(dict, s);
}

}  // namespace lf::lost_for_words
