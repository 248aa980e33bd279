#include "games/word_lift/word_lift.h"

#include <algorithm>
#include <map>
#include <sstream>

#include "core/check.h"
#include "core/text.h"
#include "core/dict/dictionary.h"
#include "core/person.h"
#include "games/word_lift/bots.h"
#include "games/word_lift/lexicon.h"
#include "games/word_lift/search.h"

namespace lf::word_lift {
namespace {

using text::Lower;
using text::ParseSmallInt;
using text::Plural;
using text::Split;
using text::Upper;





std::string_view DeckName(Deck d) { return d == Deck::kConsonant ? "consonant" : "vowel"; }

bool ParseDeck(std::string_view s, Deck& d) {
  const std::string w = Lower(s);
  if (w == "consonant" || w == "consonants" || w == "c") d = Deck::kConsonant;
  else if (w == "vowel" || w == "vowels" || w == "v") d = Deck::kVowel;
  else return false;
  return true;
}

std::string SeatLabel(int seat) { return "seat " + std::to_string(seat); }


std::vector<int> FacesOf(const std::vector<CardUse>& uses) {
  std::vector<int> faces;
  for (const CardUse& u : uses) faces.push_back(u.face);
  return faces;
}

std::array<int, kFaceCount> CountFaces(const std::vector<int>& faces) {
  std::array<int, kFaceCount> n{};
  for (int f : faces)
    if (!IsHiddenFace(f)) ++n[static_cast<size_t>(f)];
  return n;
}

constexpr const char* kMoveHelp =
    "say \"play D I R T\", \"steal 1:FORGE -> O R D E R + G I F T\", \"pass\", \"draw consonant\", "
    "\"draw vowel\" or \"skip-draws\"";

}  // namespace

// [SECTION] Table words, moves, breakdowns

std::string TableWord::Text() const {
  std::string out;
  for (const PlacedCard& c : cards) out += c.letters;
  return out;
}

std::vector<CardUse> TableWord::Uses() const {
  std::vector<CardUse> out;
  for (const PlacedCard& c : cards) out.push_back({FaceOfCard(c.card), c.letters});
  return out;
}

Move Move::Play(std::vector<CardUse> cards) {
  Move m;
  m.kind = Kind::kPlay;
  m.word = std::move(cards);
  return m;
}
Move Move::Steal(int owner, int index, std::vector<CardUse> first, std::vector<CardUse> second) {
  Move m;
  m.kind = Kind::kSteal;
  m.owner = owner;
  m.index = index;
  m.first = std::move(first);
  m.second = std::move(second);
  return m;
}
Move Move::Pass() { return Move{}; }
Move Move::Draw(Deck deck) {
  Move m;
  m.kind = Kind::kDraw;
  m.deck = deck;
  return m;
}
Move Move::SkipDraws() {
  Move m;
  m.kind = Kind::kSkipDraws;
  return m;
}

std::string FormatBreakdown(const ScoreBreakdown& b) {
  std::ostringstream out;
  out << "words " << b.word_points << " hand " << b.hand_points << " long " << b.long_bonus << " out " << b.out_bonus
      << " raw " << b.raw << " round " << b.score;
  return out.str();
}

// [SECTION] Settings and set-up of a round

Result<WordLift::Settings> WordLift::ParseSettings(const GameOptions& options) {
  using R = Result<Settings>;
  Settings s;
  if (!options.variant.is_object()) return R::Error("the options must be a JSON object");
  for (const auto& [key, value] : options.variant.as_object()) {
    if (key == "first") {
      if (!value.is_number() || value.as_number() != static_cast<double>(value.as_int()) || value.as_int() < 0 ||
          value.as_int() >= options.seats)
        return R::Error("\"first\" is the seat that starts: 0 to " + std::to_string(options.seats - 1));
      s.first = static_cast<int>(value.as_int());
    } else if (key == "strict") {
      if (!value.is_bool()) return R::Error("\"strict\" is true or false");
      s.strict = value.as_bool();
    } else if (key == "hints") {
      // The table's Hint button: no effect on the rules.
      if (!value.is_bool()) return R::Error("\"hints\" is true or false");
    } else {
      return R::Error("unknown option \"" + key + "\" (first, strict, hints)");
    }
  }
  return s;
}

WordLift::WordLift(const GameOptions& options, const Settings& settings, const Dictionary* dict)
    : options_(options), settings_(settings), dict_(dict), rng_(options.seed) {
  LF_CHECK(dict_ != nullptr);
  LF_CHECK_GE(options_.seats, kMinSeats);
  LF_CHECK_LE(options_.seats, kMaxSeats);
  const size_t n = Index(options_.seats);
  hands_.resize(n);
  table_.resize(n);
  played_.assign(n, false);
  totals_.assign(n, 0);
  for (int card = 0; card < kDeckSize; ++card) deck(DeckOfCard(card)).push_back(card);
  StartRound(settings_.first);
}

void WordLift::StartRound(int starter) {
  // Every card comes back (placeholders too, in a redacted copy), then each
  // deck is shuffled on its own and dealt.
  std::vector<int> cards;
  for (auto& d : decks_) cards.insert(cards.end(), d.begin(), d.end());
  cards.insert(cards.end(), set_aside_.begin(), set_aside_.end());
  for (auto& hand : hands_) cards.insert(cards.end(), hand.begin(), hand.end());
  for (auto& words : table_)
    for (const TableWord& w : words)
      for (const PlacedCard& c : w.cards) cards.push_back(c.card);
  std::sort(cards.begin(), cards.end());
  for (auto& d : decks_) d.clear();
  set_aside_.clear();
  for (auto& hand : hands_) hand.clear();
  for (auto& words : table_) words.clear();
  for (int card : cards) deck(DeckOfCard(card)).push_back(card);
  rng_.Shuffle(deck(Deck::kConsonant));
  rng_.Shuffle(deck(Deck::kVowel));
  for (int s = 0; s < NumSeats(); ++s) {
    for (int k = 0; k < kDealConsonants; ++k) GiveToHand(s, DrawCard(Deck::kConsonant));
    for (int k = 0; k < kDealVowels; ++k) GiveToHand(s, DrawCard(Deck::kVowel));
  }
  played_.assign(Index(NumSeats()), false);
  starter_ = current_ = starter;
  phase_ = Phase::kPlay;
  draws_left_ = 0;
  dagger_left_ = 0;
  may_skip_ = false;
  first_out_ = -1;
  final_left_ = 0;
  idle_passes_ = 0;
}

int WordLift::DrawCard(Deck d) {
  auto& cards = deck(d);
  if (cards.empty()) return -1;
  const int card = cards.back();
  cards.pop_back();
  return card;
}

void WordLift::GiveToHand(int seat, int card) {
  LF_CHECK_GE(card, 0);
  auto& hand = hands_[Index(seat)];
  hand.insert(std::upper_bound(hand.begin(), hand.end(), card), card);
}

void WordLift::TakeFromHand(int seat, int face, std::vector<int>& out) {
  auto& hand = hands_[Index(seat)];
  const auto it = std::find_if(hand.begin(), hand.end(), [&](int card) { return FaceOfCard(card) == face; });
  LF_CHECK(it != hand.end());
  out.push_back(*it);
  hand.erase(it);
}

std::vector<int> WordLift::HandFaces(int seat) const {
  std::vector<int> faces;
  for (int card : Hand(seat)) faces.push_back(FaceOfCard(card));
  return faces;
}

int WordLift::LongestWord(int skip_owner, int skip_index) const {
  int longest = 0;
  for (int s = 0; s < NumSeats(); ++s)
    for (size_t i = 0; i < table_[Index(s)].size(); ++i)
      if (!(s == skip_owner && static_cast<int>(i) == skip_index))
        longest = std::max(longest, table_[Index(s)][i].Letters());
  return longest;
}

std::vector<int> WordLift::AllCards() const {
  std::vector<int> cards;
  auto add = [&](int card) {
    if (!IsHiddenCard(card)) cards.push_back(card);
  };
  for (const auto& d : decks_)
    for (int c : d) add(c);
  for (int c : set_aside_) add(c);
  for (const auto& hand : hands_)
    for (int c : hand) add(c);
  for (const auto& words : table_)
    for (const TableWord& w : words)
      for (const PlacedCard& c : w.cards) add(c.card);
  return cards;
}

// [SECTION] Rules of a word, a play, a steal

Status WordLift::CheckWordCards(const std::vector<CardUse>& cards, int at_least) const {
  for (const CardUse& c : cards)
    if (IsHiddenFace(c.face) || !CanStandFor(c.face, c.letters))
      return Status::Refused(FaceName(c.face) + " cannot stand for " + (c.letters.empty() ? "nothing" : c.letters));
  const std::string text = SpelledWord(cards);
  if (static_cast<int>(text.size()) < kMinWordLetters)
    return Status::Refused((text.empty() ? std::string("an empty word") : text) +
                           " is too short: a word needs 3 letters or more");
  int numbers = 0;
  for (const CardUse& c : cards)
    if (SpecialOf(c.face) == Special::kNumber) ++numbers;
  if (numbers > 1)
    return Status::Refused(text + " has " + (numbers == 2 ? std::string("two") : std::to_string(numbers)) +
                           " # cards: only one Number Sign card is allowed in a word");
  for (size_t i = 0; i < cards.size(); ++i)
    if (SpecialOf(cards[i].face) == Special::kPilcrow && i != 0 && i + 1 != cards.size())
      return Status::Refused(FaceName(cards[i].face) + " is a Pilcrow card: \u00B6 must be first or last in " + text);
  if (!dict_->Contains(text)) return Status::Refused(text + " is not a word");
  for (const CardUse& c : cards)
    if (SpecialOf(c.face) == Special::kAtLeast && static_cast<int>(text.size()) < at_least)
      return Status::Refused(text + " is a \u2265 word too short for the longest word on the table (" +
                             Plural(at_least, "letter", "letters") + ")");
  return Status::Ok();
}

Status WordLift::CheckHandHas(int seat, const std::vector<int>& faces) const {
  const auto have = CountFaces(HandFaces(seat));
  const auto need = CountFaces(faces);
  for (int f : faces) {
    if (IsHiddenFace(f)) return Status::Refused("name the cards by face");
    const int n = need[static_cast<size_t>(f)], h = have[static_cast<size_t>(f)];
    if (n <= h) continue;
    if (h == 0) return Status::Refused("you have no " + FaceName(f) + " in your hand");
    return Status::Refused("you have only " + std::to_string(h) + " " + FaceName(f) + " in your hand");
  }
  return Status::Ok();
}

Status WordLift::CheckTurn(int seat) const {
  if (phase_ == Phase::kOver) return Status::Refused("the game is over");
  if (seat < 0 || seat >= NumSeats()) return Status::Refused("there is no " + SeatLabel(seat));
  if (seat != current_) return Status::Refused("it is not your turn (" + SeatLabel(current_) + " is to play)");
  return Status::Ok();
}

Status WordLift::CheckPlay(int seat, const std::vector<CardUse>& cards) const {
  if (Status st = CheckTurn(seat); !st) return st;
  if (phase_ != Phase::kPlay) return Status::Refused("you have made your play this turn: now draw");
  if (cards.empty()) return Status::Refused("a play needs cards from your hand");
  if (Status st = CheckHandHas(seat, FacesOf(cards)); !st) return st;
  return CheckWordCards(cards, LongestWord());
}

Status WordLift::CanSteal(int seat, int owner, int index) const {
  if (Status st = CheckTurn(seat); !st) return st;
  if (phase_ != Phase::kPlay) return Status::Refused("you have made your play this turn: now draw");
  if (owner < 0 || owner >= NumSeats()) return Status::Refused("there is no " + SeatLabel(owner));
  if (index < 0 || index >= static_cast<int>(table_[Index(owner)].size()))
    return Status::Refused(SeatLabel(owner) + " has no such word");
  if (!final_turns() && !played_[Index(seat)])
    return Status::Refused("to steal, you must play a word from your hand earlier this round");
  const int theirs = static_cast<int>(table_[Index(owner)].size());
  const int mine = static_cast<int>(table_[Index(seat)].size());
  if (theirs < mine)
    return Status::Refused("you cannot steal from " + SeatLabel(owner) + ": the owner has fewer words than you (" +
                           std::to_string(theirs) + " against your " + std::to_string(mine) + ")");
  return Status::Ok();
}

Status WordLift::CheckSteal(int seat, int owner, int index, const std::vector<CardUse>& first,
                            const std::vector<CardUse>& second) const {
  if (Status st = CanSteal(seat, owner, index); !st) return st;
  if (first.empty() || second.empty()) return Status::Refused("a steal makes exactly two new words");
  const TableWord& target = table_[Index(owner)][static_cast<size_t>(index)];
  const std::string stolen = target.Text();
  std::vector<int> stolen_faces;
  for (const PlacedCard& c : target.cards) stolen_faces.push_back(FaceOfCard(c.card));
  const auto s = CountFaces(stolen_faces);
  const auto a = CountFaces(FacesOf(first));
  const auto b = CountFaces(FacesOf(second));
  std::vector<int> from_hand;
  for (int f = 0; f < kFaceCount; ++f) {
    const size_t i = static_cast<size_t>(f);
    if (a[i] + b[i] < s[i])
      return Status::Refused("every card of " + stolen + " must be used: " + FaceName(f) + " is left out");
    for (int k = s[i]; k < a[i] + b[i]; ++k) from_hand.push_back(f);
  }
  if (from_hand.empty()) return Status::Refused("add at least one card from your hand");
  if (Status st = CheckHandHas(seat, from_hand); !st) return st;
  // ≥ is checked only where a card is placed: a ≥ card of the stolen word
  // is not checked again, one added from the hand is (StealSplit).
  if (Status st = CheckWordCards(first, 0); !st) return st;
  if (Status st = CheckWordCards(second, 0); !st) return st;
  const int at_least = LongestWord(owner, index);
  const StealBounds bounds = StealSplit(target, first, second, at_least);
  const int n1 = static_cast<int>(first.size()), n2 = static_cast<int>(second.size());
  const std::string w1 = SpelledWord(first), w2 = SpelledWord(second);
  for (size_t i = 0; i < static_cast<size_t>(kFaceCount); ++i) {
    if (bounds.lo[i] <= bounds.hi[i]) continue;
    // Only a ≥ face gets here: a hand ≥ card with no word long enough.
    const std::string& shorter = static_cast<int>(w1.size()) < at_least && a[i] > 0 ? w1 : w2;
    return Status::Refused(shorter + " is a \u2265 word too short for the longest word on the table (" +
                           Plural(at_least, "letter", "letters") + ")");
  }
  for (const auto* uses : {&first, &second}) {
    const std::string word = SpelledWord(*uses);
    if (word == stolen) return Status::Refused(word + " is the word you are stealing: make two new words");
    if (dict_->SameFamily(word, stolen)) return Status::Refused(word + " is another form of " + stolen);
    if (settings_.strict && word.find(stolen) != std::string::npos)
      return Status::Refused(word + " contains " + stolen + " (strict house rule)");
  }
  // Cards of one face are interchangeable: x stolen cards of a face may go
  // to the first word anywhere in [lo, hi]; the sum X over faces ranges over
  // [Lo, Hi]. The first word needs 1 <= X <= |first|-1 (a stolen card and a
  // hand card), the second 1 <= S-X <= |second|-1.
  int lo = 0, hi = 0, total = 0;
  for (int f = 0; f < kFaceCount; ++f) {
    const size_t i = static_cast<size_t>(f);
    lo += bounds.lo[i];
    hi += bounds.hi[i];
    total += s[i];
  }
  if (lo > n1 - 1) return Status::Refused(w1 + " has no card from your hand");
  if (hi < total + 1 - n2) return Status::Refused(w2 + " has no card from your hand");
  if (hi < 1) return Status::Refused(w1 + " has no card of the stolen word");
  if (lo > total - 1) return Status::Refused(w2 + " has no card of the stolen word");
  if (std::max({1, lo, total + 1 - n2}) > std::min({n1 - 1, hi, total - 1}))
    return Status::Refused("each new word needs a card from your hand and a card of the stolen word");
  return Status::Ok();
}

WordLift::StealBounds WordLift::StealSplit(const TableWord& target, const std::vector<CardUse>& first,
                                           const std::vector<CardUse>& second, int at_least) const {
  std::vector<int> stolen_faces;
  for (const PlacedCard& c : target.cards) stolen_faces.push_back(FaceOfCard(c.card));
  const auto s = CountFaces(stolen_faces);
  const auto a = CountFaces(FacesOf(first));
  const auto b = CountFaces(FacesOf(second));
  const bool short1 = static_cast<int>(SpelledWord(first).size()) < at_least;
  const bool short2 = static_cast<int>(SpelledWord(second).size()) < at_least;
  StealBounds r;
  for (size_t f = 0; f < static_cast<size_t>(kFaceCount); ++f) {
    r.lo[f] = std::max(0, s[f] - b[f]);
    r.hi[f] = std::min(a[f], s[f]);
    if (SpecialOf(static_cast<int>(f)) != Special::kAtLeast) continue;
    // A word too short for ≥ holds only stolen ≥ cards.
    if (short1) r.lo[f] = std::max(r.lo[f], a[f]);
    if (short2) r.hi[f] = std::min(r.hi[f], s[f] - b[f]);
  }
  return r;
}

Status WordLift::Check(int seat, const Move& move) const {
  switch (move.kind) {
    case Move::Kind::kPlay: return CheckPlay(seat, move.word);
    case Move::Kind::kSteal: return CheckSteal(seat, move.owner, move.index, move.first, move.second);
    case Move::Kind::kPass:
      if (Status st = CheckTurn(seat); !st) return st;
      if (phase_ != Phase::kPlay) return Status::Refused("you have made your play this turn: now draw");
      return Status::Ok();
    case Move::Kind::kDraw:
      if (Status st = CheckTurn(seat); !st) return st;
      if (phase_ != Phase::kDraw) return Status::Refused("you draw at the end of your turn, after your play");
      if (deck(move.deck).empty())
        return Status::Refused("the " + std::string(DeckName(move.deck)) + " deck is empty: draw a " +
                               std::string(DeckName(move.deck == Deck::kConsonant ? Deck::kVowel : Deck::kConsonant)));
      return Status::Ok();
    case Move::Kind::kSkipDraws:
      if (Status st = CheckTurn(seat); !st) return st;
      if (phase_ != Phase::kDraw) return Status::Refused("there are no draws to skip now");
      if (!may_skip_)
        return Status::Refused("only a Null card played or stolen this turn lets you skip your draws");
      if (dagger_left_ > 0)
        return Status::Refused("Dagger draws cannot be skipped: make them first (" +
                               Plural(dagger_left_, "draw", "draws") + " left)");
      return Status::Ok();
  }
  return Status::Refused(kMoveHelp);
}

// [SECTION] Applying moves

Status WordLift::ApplyMove(int seat, std::string_view text) {
  auto move = ParseMove(text);
  if (!move) return Status::Refused(move.error());
  return Apply(seat, *move);
}

Status WordLift::Apply(int seat, const Move& move) {
  if (Status st = Check(seat, move); !st) return st;
  const std::string notation = FormatMove(move);
  Event event;
  event.seat = seat;
  event.kind = move.kind;
  event.round = round();
  bool revealed = false;
  // A play's worth to its player and a steal's cost to its victim, read off
  // the round's score table before and after (and before a round-ending
  // final turn moves the table on to the next round).
  const int raw_before = RoundBreakdown(seat).raw;
  const int victim_before = move.kind == Move::Kind::kSteal && move.owner != seat ? RoundBreakdown(move.owner).raw : 0;
  auto settle = [&] {
    event.gain = RoundBreakdown(seat).raw - raw_before;
    if (move.kind == Move::Kind::kSteal && move.owner != seat)
      event.victim_loss = victim_before - RoundBreakdown(move.owner).raw;
  };
  switch (move.kind) {
    case Move::Kind::kPlay: {
      std::vector<int> cards;
      for (const CardUse& u : move.word) TakeFromHand(seat, u.face, cards);
      TableWord word;
      bool null_played = false;
      for (size_t i = 0; i < cards.size(); ++i) {
        word.cards.push_back({cards[i], move.word[i].letters});
        event.points += WordPoints(move.word[i].face);
        null_played |= SpecialOf(move.word[i].face) == Special::kNull;
      }
      event.word = word.Text();
      table_[Index(seat)].push_back(std::move(word));
      played_[Index(seat)] = true;
      idle_passes_ = 0;
      settle();
      FinishPlay(seat, false, null_played, event);
      if (event.went_out) event.gain += kFirstOutBonus;
      break;
    }
    case Move::Kind::kSteal: {
      auto& owner_words = table_[Index(move.owner)];
      const TableWord target = owner_words[static_cast<size_t>(move.index)];
      const StealBounds bounds = StealSplit(target, move.first, move.second, LongestWord(move.owner, move.index));
      owner_words.erase(owner_words.begin() + move.index);
      event.victim = move.owner;
      event.stolen = target.Text();
      // Which physical cards go where: the fewest stolen cards the first word
      // can take while each word keeps a stolen and a hand card (Check proved
      // such a split exists), faces in table order.
      std::array<std::vector<int>, kFaceCount> pool;
      int daggers = 0;
      bool null_played = false;
      for (const PlacedCard& c : target.cards) {
        const int f = FaceOfCard(c.card);
        pool[static_cast<size_t>(f)].push_back(c.card);
        daggers += SpecialOf(f) == Special::kDagger;
        null_played |= SpecialOf(f) == Special::kNull;
      }
      std::array<int, kFaceCount> to_first{};
      int lo = 0, total = 0;
      for (size_t f = 0; f < static_cast<size_t>(kFaceCount); ++f) {
        to_first[f] = bounds.lo[f];
        lo += to_first[f];
        total += static_cast<int>(pool[f].size());
      }
      int extra = std::max({1, lo, total + 1 - static_cast<int>(move.second.size())}) - lo;
      for (size_t f = 0; f < static_cast<size_t>(kFaceCount) && extra > 0; ++f) {
        const int add = std::min(extra, bounds.hi[f] - to_first[f]);
        to_first[f] += add;
        extra -= add;
      }
      LF_CHECK_EQ(extra, 0);
      auto build = [&](const std::vector<CardUse>& uses, bool first) {
        TableWord word;
        for (const CardUse& u : uses) {
          const size_t f = static_cast<size_t>(u.face);
          const bool from_pool = first ? to_first[f] > 0 : !pool[f].empty();
          int card;
          if (from_pool) {
            card = pool[f].front();
            pool[f].erase(pool[f].begin());
            if (first) --to_first[f];
          } else {
            std::vector<int> taken;
            TakeFromHand(seat, u.face, taken);
            card = taken.front();
            null_played |= SpecialOf(u.face) == Special::kNull;
          }
          word.cards.push_back({card, u.letters});
          event.points += WordPoints(u.face);
        }
        return word;
      };
      TableWord first = build(move.first, true);
      TableWord second = build(move.second, false);
      for (const auto& p : pool) LF_CHECK(p.empty());
      event.first = first.Text();
      event.second = second.Text();
      table_[Index(seat)].push_back(std::move(first));
      table_[Index(seat)].push_back(std::move(second));
      idle_passes_ = 0;
      // Dagger draws: the thief's own moves, each from the deck they choose,
      // as many as the decks hold.
      dagger_left_ = std::min(kDaggerDraws * daggers, DeckCount(Deck::kConsonant) + DeckCount(Deck::kVowel));
      event.dagger_cards = dagger_left_;
      settle();
      FinishPlay(seat, false, null_played, event);
      if (event.went_out) event.gain += kFirstOutBonus;
      break;
    }
    case Move::Kind::kPass:
      if (!final_turns()) idle_passes_ = DeckCount(Deck::kConsonant) + DeckCount(Deck::kVowel) == 0 ? idle_passes_ + 1 : 0;
      FinishPlay(seat, true, false, event);
      break;
    case Move::Kind::kDraw:
      GiveToHand(seat, DrawCard(move.deck));
      event.deck = move.deck;
      event.deck_left = DeckCount(move.deck);
      event.dagger_draw = dagger_left_ > 0;
      revealed = true;
      if (dagger_left_ > 0) --dagger_left_;
      else --draws_left_;
      if (dagger_left_ == 0 && (draws_left_ == 0 || DeckCount(Deck::kConsonant) + DeckCount(Deck::kVowel) == 0))
        EndDraws(seat, event);
      break;
    case Move::Kind::kSkipDraws:
      EndDraws(seat, event);
      break;
  }
  revealed |= event.round_over;
  history_.push_back({seat, notation});
  revealed_.push_back(revealed);
  events_.push_back(std::move(event));
  return Status::Ok();
}

void WordLift::FinishPlay(int seat, bool passed, bool null_played, Event& event) {
  if (final_turns()) {
    // No normal draws on final turns; Dagger draws still, then the turn ends.
    if (dagger_left_ > 0) {
      phase_ = Phase::kDraw;
      draws_left_ = 0;
      may_skip_ = false;
      return;
    }
    EndFinalTurn(seat, event);
    return;
  }
  // A player who must draw for Daggers has not gone out.
  if (!passed && hands_[Index(seat)].empty() && dagger_left_ == 0) {
    first_out_ = seat;
    final_left_ = NumSeats() - 1;
    event.went_out = true;
    current_ = NextSeat(seat);
    return;
  }
  if (passed && idle_passes_ >= NumSeats()) {
    event.no_play_lap = true;
    EndRound(event);
    return;
  }
  if (DeckCount(Deck::kConsonant) + DeckCount(Deck::kVowel) == 0) {
    EndTurn();
    return;
  }
  phase_ = Phase::kDraw;
  draws_left_ = kDrawsPerTurn;
  may_skip_ = null_played;
}

void WordLift::EndFinalTurn(int seat, Event& event) {
  phase_ = Phase::kPlay;
  draws_left_ = 0;
  dagger_left_ = 0;
  may_skip_ = false;
  if (--final_left_ == 0) EndRound(event);
  else current_ = NextSeat(seat);
}

void WordLift::EndDraws(int seat, Event& event) {
  if (final_turns()) EndFinalTurn(seat, event);
  else EndTurn();
}

void WordLift::EndTurn() {
  phase_ = Phase::kPlay;
  draws_left_ = 0;
  dagger_left_ = 0;
  may_skip_ = false;
  current_ = NextSeat(current_);
}

ScoreBreakdown WordLift::RoundBreakdown(int seat) const {
  ScoreBreakdown b;
  for (const TableWord& w : Words(seat)) {
    for (const PlacedCard& c : w.cards) {
      ++b.word_cards;
      b.word_points += WordPoints(FaceOfCard(c.card));
    }
    if (w.Letters() >= kLongWordLetters) ++b.long_words;
  }
  for (int card : Hand(seat)) {
    ++b.hand_cards;
    b.hand_points -= IsHiddenCard(card) ? 1 : HandPenalty(FaceOfCard(card));
  }
  b.long_bonus = kLongWordBonus * b.long_words;
  b.out_bonus = first_out_ == seat ? kFirstOutBonus : 0;
  b.raw = b.word_points + b.hand_points + b.long_bonus + b.out_bonus;
  b.score = std::max(0, b.raw);
  return b;
}

void WordLift::EndRound(Event& event) {
  RoundResult r;
  r.round = round();
  r.first_out = first_out_;
  for (int s = 0; s < NumSeats(); ++s) {
    r.seats.push_back(RoundBreakdown(s));
    totals_[Index(s)] += r.seats.back().score;
  }
  r.totals = totals_;
  event.round_over = true;
  if (round_ + 1 >= kRounds) {
    phase_ = Phase::kOver;
    event.game_over = true;
    results_.push_back(std::move(r));
    return;
  }
  // The lowest score of this round starts the next; then the lowest total;
  // then lots.
  std::vector<int> tied;
  for (int s = 0; s < NumSeats(); ++s) {
    if (tied.empty()) {
      tied.push_back(s);
      continue;
    }
    const int t = tied.front();
    const auto key = [&](int x) { return std::make_pair(r.seats[Index(x)].score, totals_[Index(x)]); };
    if (key(s) < key(t)) tied.assign(1, s);
    else if (key(s) == key(t)) tied.push_back(s);
  }
  const int starter = tied.size() == 1 ? tied.front() : tied[rng_.UniformBelow(static_cast<uint32_t>(tied.size()))];
  r.next_starter = starter;
  results_.push_back(std::move(r));
  ++round_;
  StartRound(starter);
}

std::vector<int> WordLift::Scores() const {
  std::vector<int> scores = totals_;
  if (phase_ != Phase::kOver)
    for (int s = 0; s < NumSeats(); ++s) scores[Index(s)] += RoundBreakdown(s).score;
  return scores;
}

bool WordLift::RevealedInformation(size_t history_index) const {
  return history_index < revealed_.size() && revealed_[history_index];
}

// [SECTION] Notation

Result<Move> WordLift::ParseMove(std::string_view text) const {
  using R = Result<Move>;
  const auto w = Split(text);
  if (w.empty()) return R::Error(kMoveHelp);
  const std::string verb = Lower(w[0]);
  if (verb == "pass" && w.size() == 1) return Move::Pass();
  if ((verb == "skip-draws" || verb == "skip") && w.size() == 1) return Move::SkipDraws();
  if (verb == "draw") {
    Deck d;
    if (w.size() != 2 || !ParseDeck(w[1], d)) return R::Error("say \"draw consonant\" or \"draw vowel\"");
    return Move::Draw(d);
  }
  auto parse_cards = [](const std::vector<std::string>& tokens, size_t from, size_t to,
                        std::vector<CardUse>& out) -> Status {
    for (size_t i = from; i < to; ++i) {
      auto use = ParseCardUse(tokens[i]);
      if (!use) return Status::Refused(use.error());
      out.push_back(*use);
    }
    return Status::Ok();
  };
  if (verb == "play") {
    if (w.size() < 2) return R::Error("say which cards, in word order: \"play D I R T\"");
    std::vector<CardUse> cards;
    if (Status st = parse_cards(w, 1, w.size(), cards); !st) return R::Error(st.reason());
    return Move::Play(std::move(cards));
  }
  if (verb == "steal") {
    constexpr const char* kUse = "say \"steal 1:FORGE -> O R D E R + G I F T\"";
    if (w.size() < 4 || (w[2] != "->" && w[2] != "\u2192")) return R::Error(kUse);
    const std::string& target = w[1];
    const size_t colon = target.find(':');
    if (colon == std::string::npos) return R::Error(kUse);
    const int owner = ParseSmallInt(std::string_view(target).substr(0, colon), 0, NumSeats() - 1);
    if (owner < 0) return R::Error("\"" + target.substr(0, colon) + "\" is not a seat (0 to " +
                                   std::to_string(NumSeats() - 1) + ")");
    std::string word = target.substr(colon + 1);
    int occurrence = 1;
    if (const size_t at = word.find('@'); at != std::string::npos) {
      occurrence = ParseSmallInt(std::string_view(word).substr(at + 1), 1, 999);
      if (occurrence < 0) return R::Error("after @ comes which of the words: 1, 2, ...");
      word.resize(at);
    }
    word = Upper(word);
    int index = -1, seen = 0;
    const auto& words = table_[Index(owner)];
    for (size_t i = 0; i < words.size() && index < 0; ++i)
      if (words[i].Text() == word && ++seen == occurrence) index = static_cast<int>(i);
    if (index < 0) {
      if (seen == 0) return R::Error(SeatLabel(owner) + " has no word " + word);
      return R::Error(SeatLabel(owner) + " has only " + Plural(seen, "word ", "words ") + word);
    }
    const auto plus = std::find(w.begin() + 3, w.end(), "+");
    if (plus == w.end()) return R::Error("a steal makes exactly two new words, written with + between them");
    if (std::find(plus + 1, w.end(), "+") != w.end()) return R::Error("a steal makes exactly two new words");
    std::vector<CardUse> first, second;
    const size_t split = static_cast<size_t>(plus - w.begin());
    if (Status st = parse_cards(w, 3, split, first); !st) return R::Error(st.reason());
    if (Status st = parse_cards(w, split + 1, w.size(), second); !st) return R::Error(st.reason());
    if (first.empty() || second.empty()) return R::Error("a steal makes exactly two new words");
    return Move::Steal(owner, index, std::move(first), std::move(second));
  }
  return R::Error(kMoveHelp);
}

std::string WordLift::FormatMove(const Move& move) const {
  switch (move.kind) {
    case Move::Kind::kPlay: return "play " + FormatCardUses(move.word);
    case Move::Kind::kSteal: {
      std::string target = std::to_string(move.owner) + ":";
      const auto& words = table_[Index(move.owner)];
      if (move.index >= 0 && move.index < static_cast<int>(words.size())) {
        const std::string text = words[static_cast<size_t>(move.index)].Text();
        int occurrence = 0;
        for (int i = 0; i <= move.index; ++i)
          if (words[static_cast<size_t>(i)].Text() == text) ++occurrence;
        target += text;
        if (occurrence > 1) target += "@" + std::to_string(occurrence);
      } else {
        target += "?";
      }
      return "steal " + target + " -> " + FormatCardUses(move.first) + " + " + FormatCardUses(move.second);
    }
    case Move::Kind::kPass: return "pass";
    case Move::Kind::kDraw: return "draw " + std::string(DeckName(move.deck));
    case Move::Kind::kSkipDraws: return "skip-draws";
  }
  return {};
}

// [SECTION] Legal moves and the best play

namespace {

// What the search needs to know about a seat's position: its hand and the
// words it may steal now.
SearchInput PositionFor(const WordLift& g, int seat) {
  SearchInput in;
  for (int f : g.HandFaces(seat))
    if (!IsHiddenFace(f)) in.hand.push_back(f);
  in.longest = g.LongestWord();
  in.strict = g.settings().strict;
  for (int owner = 0; owner < g.NumSeats(); ++owner) {
    const auto& words = g.Words(owner);
    for (size_t i = 0; i < words.size(); ++i) {
      if (!g.CanSteal(seat, owner, static_cast<int>(i))) continue;
      SearchTarget t;
      t.owner = owner;
      t.index = static_cast<int>(i);
      for (const PlacedCard& c : words[i].cards) {
        t.faces.push_back(FaceOfCard(c.card));
        t.daggers |= SpecialOf(t.faces.back()) == Special::kDagger;
      }
      t.text = words[i].Text();
      t.longest_other = g.LongestWord(owner, static_cast<int>(i));
      in.targets.push_back(std::move(t));
    }
  }
  return in;
}

Move ToMove(const SearchInput& in, const Candidate& c) {
  if (c.target < 0) return Move::Play(c.first);
  const SearchTarget& t = in.targets[static_cast<size_t>(c.target)];
  return Move::Steal(t.owner, t.index, c.first, c.second);
}

}  // namespace

// UniformLegalAction follows this order: keep the two in step.
size_t WordLift::ForEachLegalAction(int seat, const std::function<void(const Move&)>& visit) const {
  if (!CheckTurn(seat)) return 0;
  size_t count = 0;
  auto emit = [&](const Move& m) {
    ++count;
    visit(m);
  };
  if (phase_ == Phase::kDraw) {
    for (Deck d : {Deck::kConsonant, Deck::kVowel})
      if (!deck(d).empty()) emit(Move::Draw(d));
    if (may_skip_ && dagger_left_ == 0) emit(Move::SkipDraws());
    return count;
  }
  emit(Move::Pass());
  SearchInput in = PositionFor(*this, seat);
  // The objective only picks each candidate's card choice here.
  SetPointsObjective(in);
  const auto lexicon = Lexicon::For(*dict_);
  Search search(*dict_, *lexicon);
  search.Enumerate(in, [&](const Candidate& c) { emit(ToMove(in, c)); });
  return count;
}

std::vector<Move> WordLift::LegalActions(int seat) const {
  std::vector<Move> moves;
  ForEachLegalAction(seat, [&](const Move& m) { moves.push_back(m); });
  return moves;
}

std::optional<Move> WordLift::UniformLegalAction(int seat, Rng& rng) const {
  if (!CheckTurn(seat)) return std::nullopt;
  if (phase_ == Phase::kDraw) {
    const std::vector<Move> moves = LegalActions(seat);  // two or three
    if (moves.empty()) return std::nullopt;
    return moves[rng.UniformBelow(static_cast<uint32_t>(moves.size()))];
  }
  // ForEachLegalAction's order (Pass, then the search's candidates) from
  // one walk of the search: the candidates are kept as found and only the
  // one drawn becomes a Move. (Walking twice, once to count and once to
  // pick, cost twice the search, which is nearly all of a random game.)
  SearchInput in = PositionFor(*this, seat);
  SetPointsObjective(in);
  const auto lexicon = Lexicon::For(*dict_);
  Search search(*dict_, *lexicon);
  std::vector<Candidate> found;
  search.Enumerate(in, [&](const Candidate& c) { found.push_back(c); });
  const size_t pick = rng.UniformBelow(static_cast<uint32_t>(found.size() + 1));
  if (pick == 0) return Move::Pass();
  return ToMove(in, found[pick - 1]);
}

double WordLift::HoldShare(size_t index) const {
  if (index >= events_.size() || events_[index].round_over) return 1.0;  // (the round's summary follows)
  switch (events_[index].kind) {
    case Move::Kind::kPlay:
    case Move::Kind::kSteal: return 1.0;
    case Move::Kind::kPass: return 0.6;
    case Move::Kind::kDraw: return 0.45;
    case Move::Kind::kSkipDraws: return 0.3;
  }
  return 1.0;
}

std::vector<std::string> WordLift::LegalMoves(int seat) const {
  std::vector<std::string> out;
  for (const Move& m : LegalActions(seat)) out.push_back(FormatMove(m));
  return out;
}

std::optional<Move> WordLift::BestByPoints(int seat) const {
  if (!CheckTurn(seat) || phase_ != Phase::kPlay) return std::nullopt;
  SearchInput in = PositionFor(*this, seat);
  SetPointsObjective(in);
  for (SearchTarget& t : in.targets) {
    const bool own = t.owner == seat;
    for (int f : t.faces) t.base += own ? 0 : 100 * WordPoints(f);
    const int letters = static_cast<int>(t.text.size());
    if (own && letters >= kLongWordLetters) t.base -= 100 * kLongWordBonus;
  }
  if (first_out_ < 0) in.out_bonus = 100 * kFirstOutBonus;
  const auto lexicon = Lexicon::For(*dict_);
  Search search(*dict_, *lexicon);
  const auto best = search.Best(in);
  if (!best || best->value <= 0) return std::nullopt;
  return ToMove(in, *best);
}

// [SECTION] Views

std::unique_ptr<Game> WordLift::Redacted(int seat) const {
  auto copy = std::make_unique<WordLift>(*this);
  for (int s = 0; s < NumSeats(); ++s) {
    if (s == seat) continue;
    for (int& card : copy->hands_[Index(s)]) card = HiddenCardOf(DeckOfCard(card));
    std::sort(copy->hands_[Index(s)].begin(), copy->hands_[Index(s)].end());
  }
  for (auto& d : copy->decks_)
    for (int& card : d) card = HiddenCardOf(DeckOfCard(card));
  for (int& card : copy->set_aside_) card = HiddenCardOf(DeckOfCard(card));
  // The future deals must not be predictable from the copy.
  copy->rng_.Reset(0x9E3779B97F4A7C15ull * (history_.size() + 1) + static_cast<uint64_t>(seat));
  copy->options_.seed = 0;  // the seed would re-deal the hidden cards
  return copy;
}

Json WordLift::View(int seat) const {
  Json j(Json::Object{});
  j.set("game", "word-lift");
  j.set("round", round());
  j.set("rounds", kRounds);
  j.set("phase", phase_ == Phase::kPlay ? "play" : phase_ == Phase::kDraw ? "draw" : "over");
  j.set("current", CurrentSeat());
  j.set("starter", starter_);
  j.set("seat", seat);
  Json decks(Json::Object{});
  decks.set("consonants", DeckCount(Deck::kConsonant));
  decks.set("vowels", DeckCount(Deck::kVowel));
  j.set("decks", decks);
  j.set("set_aside", SetAsideCount());
  j.set("draws_left", draws_left());
  j.set("dagger_draws_left", dagger_left_);
  j.set("may_skip_draws", may_skip_draws());
  j.set("first_out", first_out_);
  j.set("final_turns_left", final_left_);
  j.set("longest", LongestWord());
  j.set("strict", settings_.strict);
  Json players(Json::Array{});
  for (int s = 0; s < NumSeats(); ++s) {
    Json p(Json::Object{});
    const auto& hand = Hand(s);
    int consonants = 0;
    for (int card : hand) consonants += DeckOfCard(card) == Deck::kConsonant;
    p.set("hand_count", static_cast<int>(hand.size()));
    p.set("hand_consonants", consonants);
    p.set("hand_vowels", static_cast<int>(hand.size()) - consonants);
    if (s == seat) {
      Json faces(Json::Array{}), ids(Json::Array{});
      for (int card : hand) {
        faces.push_back(FaceName(FaceOfCard(card)));
        ids.push_back(card);
      }
      p.set("hand", faces);
      p.set("hand_ids", ids);
      p.set("round_score", RoundBreakdown(s).score);
    }
    Json words(Json::Array{});
    int table_points = 0;
    for (const TableWord& w : Words(s)) {
      Json wj(Json::Object{});
      wj.set("word", w.Text());
      Json cards(Json::Array{}), ids(Json::Array{});
      int points = 0;
      for (const PlacedCard& c : w.cards) {
        cards.push_back(FormatCardUse({FaceOfCard(c.card), c.letters}));
        ids.push_back(c.card);
        points += WordPoints(FaceOfCard(c.card));
      }
      wj.set("cards", cards);
      wj.set("ids", ids);
      wj.set("points", points);
      wj.set("long", w.Letters() >= kLongWordLetters);
      table_points += points + (w.Letters() >= kLongWordLetters ? kLongWordBonus : 0);
      words.push_back(wj);
    }
    p.set("words", words);
    p.set("table_points", table_points);
    p.set("played_word", static_cast<bool>(played_[Index(s)]));
    p.set("total", totals_[Index(s)]);
    players.push_back(p);
  }
  j.set("players", players);
  j.set("results", BreakdownJson()["rounds"]);
  return j;
}

Json WordLift::BreakdownJson() const {
  auto row = [](const ScoreBreakdown& b) {
    Json r(Json::Object{});
    r.set("word_cards", b.word_cards);
    r.set("word_points", b.word_points);
    r.set("hand_cards", b.hand_cards);
    r.set("hand_points", b.hand_points);
    r.set("long_words", b.long_words);
    r.set("long_bonus", b.long_bonus);
    r.set("out_bonus", b.out_bonus);
    r.set("raw", b.raw);
    r.set("score", b.score);
    return r;
  };
  Json rounds(Json::Array{});
  for (const RoundResult& r : results_) {
    Json rj(Json::Object{});
    rj.set("round", r.round);
    rj.set("first_out", r.first_out);
    rj.set("next_starter", r.next_starter);
    Json seats(Json::Array{}), totals(Json::Array{});
    for (const ScoreBreakdown& b : r.seats) seats.push_back(row(b));
    for (int t : r.totals) totals.push_back(t);
    rj.set("seats", seats);
    rj.set("totals", totals);
    rounds.push_back(rj);
  }
  Json j(Json::Object{});
  j.set("rounds", rounds);
  Json totals(Json::Array{});
  for (int t : totals_) totals.push_back(t);
  j.set("totals", totals);
  Json winners(Json::Array{});
  for (int w : Winners()) winners.push_back(w);
  j.set("winners", winners);
  return j;
}

std::string WordLift::Describe(size_t history_index, const std::vector<std::string>& names) const {
  LF_CHECK_LT(history_index, events_.size());
  const Event& e = events_[history_index];
  auto name = [&](int s) {
    return Index(s) < names.size() && !names[Index(s)].empty() ? names[Index(s)] : "Seat " + std::to_string(s);
  };
  const std::string who = name(e.seat);
  const Person person(who);
  std::string out;
  switch (e.kind) {
    case Move::Kind::kPlay: out = who + " played " + e.word + " (" + SignedPoints(e.gain) + " this round)."; break;
    case Move::Kind::kSteal:
      if (e.victim == e.seat)
        out = who + " split " + person.Their() + " own word " + e.stolen + " into " + e.first + " and " + e.second +
              " (" + SignedPoints(e.gain) + " this round).";
      else
        out = who + " stole " + e.stolen + " from " + Person(name(e.victim)).Object() + " and split it into " + e.first +
              " and " + e.second + " (" + SignedPoints(e.gain) + " this round, " + SignedPoints(-e.victim_loss) +
              " for " + Person(name(e.victim)).Object() + ").";
      if (e.dagger_cards > 0)
        out += " The Dagger gives " + person.Object() + " " + Plural(e.dagger_cards, "extra draw.", "extra draws.");
      break;
    case Move::Kind::kPass: out = who + " passed."; break;
    case Move::Kind::kDraw:
      out = who + " drew a " + std::string(DeckName(e.deck)) + (e.dagger_draw ? " for the Dagger." : ".");
      if (e.deck_left == 0) out += " The " + std::string(DeckName(e.deck)) + " deck is empty.";
      break;
    case Move::Kind::kSkipDraws: out = who + " skipped the rest of the draws (Null card)."; break;
  }
  if (e.went_out) out += " " + person.Verb("has", "have") + " no cards left: everyone else has one final turn.";
  if (e.round_over) {
    if (e.no_play_lap) out += " Both decks are empty and nobody could play.";
    const auto it = std::find_if(results_.begin(), results_.end(), [&](const RoundResult& r) { return r.round == e.round; });
    out += " Round " + std::to_string(e.round) + " is over";
    if (it != results_.end()) {
      out += ":";
      for (size_t s = 0; s < it->seats.size(); ++s)
        out += (s ? ", " : " ") + name(static_cast<int>(s)) + " " + std::to_string(it->seats[s].score);
      out += ".";
      if (e.game_over) {
        std::vector<int> winners = HighestScorers(it->totals);
        std::string list;
        for (size_t k = 0; k < winners.size(); ++k)
          list += (k == 0 ? "" : k + 1 == winners.size() ? " and " : ", ") + name(winners[k]);
        out += " The game is over: " + (winners.size() == 1 ? Person(list).Verb("wins", "win") : list + " share the win") +
               " with " +
               std::to_string(it->totals[Index(winners.front())]) + ".";
      } else if (it->next_starter >= 0) {
        out += " " + Person(name(it->next_starter)).Verb("starts", "start") + " round " + std::to_string(e.round + 1) + ".";
      }
    } else {
      out += ".";
    }
  }
  return out;
}

// [SECTION] Scenario set-up and queries

Status WordLift::PullForSetup(int face, int& card) {
  auto take_from = [&](std::vector<int>& cards) {
    const auto it = std::find_if(cards.begin(), cards.end(), [&](int c) { return FaceOfCard(c) == face; });
    if (it == cards.end()) return false;
    card = *it;
    cards.erase(it);
    return true;
  };
  const Deck d = DeckOfFace(face);
  if (take_from(deck(d)) || take_from(set_aside_)) return Status::Ok();
  for (auto& hand : hands_) {
    if (deck(d).empty()) break;
    if (!take_from(hand)) continue;
    const int replacement = DrawCard(d);
    hand.insert(std::upper_bound(hand.begin(), hand.end(), replacement), replacement);
    return Status::Ok();
  }
  return Status::Refused("no " + FaceName(face) + " is left to set up (the deck has " +
                         Plural(kDeckTable[face].copies, "card", "cards") + " " + FaceName(face) + ")");
}

Status WordLift::SetupHand(std::istream& in) {
  std::string seat_word;
  in >> seat_word;
  const int seat = ParseSmallInt(seat_word, 0, NumSeats() - 1);
  if (seat < 0) return Status::Refused("use: hand SEAT CARD...");
  std::vector<int> faces;
  std::string w;
  while (in >> w) {
    auto face = ParseFace(w);
    if (!face) return Status::Refused(face.error());
    faces.push_back(*face);
  }
  if (faces.empty()) return Status::Refused("a hand set up holds at least one card");
  auto& hand = hands_[Index(seat)];
  for (int card : hand) {
    auto& d = deck(DeckOfCard(card));
    d.insert(d.begin(), card);
  }
  hand.clear();
  std::vector<int> cards;
  for (int f : faces) {
    int card = -1;
    if (Status st = PullForSetup(f, card); !st) return st;
    cards.push_back(card);
  }
  for (int card : cards) GiveToHand(seat, card);
  return Status::Ok();
}

Status WordLift::SetupWord(std::istream& in) {
  std::string seat_word;
  in >> seat_word;
  const int seat = ParseSmallInt(seat_word, 0, NumSeats() - 1);
  if (seat < 0) return Status::Refused("use: word SEAT CARD...");
  std::vector<CardUse> uses;
  std::string w;
  while (in >> w) {
    auto use = ParseCardUse(w);
    if (!use) return Status::Refused(use.error());
    uses.push_back(*use);
  }
  if (Status st = CheckWordCards(uses, 0); !st) return st;
  TableWord word;
  for (const CardUse& u : uses) {
    int card = -1;
    if (Status st = PullForSetup(u.face, card); !st) return st;
    word.cards.push_back({card, u.letters});
  }
  table_[Index(seat)].push_back(std::move(word));
  return Status::Ok();
}

Status WordLift::SetupDeck(std::istream& in) {
  std::string which;
  in >> which;
  Deck d;
  if (!ParseDeck(which, d)) return Status::Refused("use: deck consonant|vowel CARD...");
  std::vector<int> cards;
  std::string w;
  while (in >> w) {
    auto face = ParseFace(w);
    if (!face) return Status::Refused(face.error());
    if (DeckOfFace(*face) != d)
      return Status::Refused(FaceName(*face) + " belongs to the " + std::string(DeckName(DeckOfFace(*face))) + " deck");
    int card = -1;
    if (Status st = PullForSetup(*face, card); !st) return st;
    cards.push_back(card);
  }
  if (cards.empty()) return Status::Refused("use: deck consonant|vowel CARD...");
  // The first named is drawn first, so it goes on top (the back) last.
  for (auto it = cards.rbegin(); it != cards.rend(); ++it) deck(d).push_back(*it);
  return Status::Ok();
}

Status WordLift::SetupDeckSize(std::istream& in) {
  std::string which, n_word;
  in >> which >> n_word;
  Deck d;
  const int n = ParseSmallInt(n_word, 0, kDeckSize);
  if (!ParseDeck(which, d) || n < 0) return Status::Refused("use: deck-size consonant|vowel N");
  auto& cards = deck(d);
  if (n > static_cast<int>(cards.size()))
    return Status::Refused("the " + std::string(DeckName(d)) + " deck has only " +
                           Plural(static_cast<int>(cards.size()), "card", "cards"));
  const auto moved = static_cast<std::ptrdiff_t>(cards.size()) - n;
  set_aside_.insert(set_aside_.end(), cards.begin(), cards.begin() + moved);
  cards.erase(cards.begin(), cards.begin() + moved);
  return Status::Ok();
}

Status WordLift::SetupRound(std::istream& in) {
  std::string n_word;
  in >> n_word;
  const int n = ParseSmallInt(n_word, 1, kRounds);
  if (n < 0) return Status::Refused("use: round N (1 to 3)");
  if (!results_.empty() || round_ != 0) return Status::Refused("the round is set once");
  for (int r = 1; r < n; ++r) {
    RoundResult result;
    result.round = r;
    result.seats.assign(Index(NumSeats()), ScoreBreakdown{});
    result.totals.assign(Index(NumSeats()), 0);
    results_.push_back(std::move(result));
  }
  round_ = n - 1;
  return Status::Ok();
}

Status WordLift::SetupRoundScore(std::istream& in) {
  std::string seat_word, round_word, n_word;
  in >> seat_word >> round_word >> n_word;
  const int seat = ParseSmallInt(seat_word, 0, NumSeats() - 1);
  const int r = ParseSmallInt(round_word, 1, kRounds);
  const int n = ParseSmallInt(n_word, 0, 999);
  if (seat < 0 || r < 0 || n < 0) return Status::Refused("use: round-score SEAT ROUND N");
  if (r >= round()) return Status::Refused("round " + std::to_string(r) + " is not finished (set `round` first)");
  ScoreBreakdown& b = results_[Index(r - 1)].seats[Index(seat)];
  b = ScoreBreakdown{};
  b.raw = b.score = n;
  totals_.assign(Index(NumSeats()), 0);
  for (RoundResult& result : results_) {
    for (int s = 0; s < NumSeats(); ++s) totals_[Index(s)] += result.seats[Index(s)].score;
    result.totals = totals_;
  }
  return Status::Ok();
}

Status WordLift::ApplySetup(std::string_view line) {
  if (!history_.empty()) return Status::Refused("set-up lines come before the first move");
  std::istringstream in{std::string(line)};
  std::string what;
  in >> what;
  // Work on a copy, so a refused line leaves the game as it was.
  WordLift trial = *this;
  Status st;
  if (what == "hand") st = trial.SetupHand(in);
  else if (what == "word") st = trial.SetupWord(in);
  else if (what == "deck") st = trial.SetupDeck(in);
  else if (what == "deck-size") st = trial.SetupDeckSize(in);
  else if (what == "round") st = trial.SetupRound(in);
  else if (what == "round-score") st = trial.SetupRoundScore(in);
  else if (what == "played" || what == "current") {
    std::string seat_word, flag;
    in >> seat_word >> flag;
    const int seat = ParseSmallInt(seat_word, 0, NumSeats() - 1);
    if (seat < 0) return Status::Refused("use: " + what + " SEAT" + (what == "played" ? " yes|no" : ""));
    if (what == "current") {
      if (phase_ != Phase::kPlay) return Status::Refused("the turn can only be set at a play");
      trial.current_ = trial.starter_ = seat;
    } else {
      if (flag != "yes" && flag != "no") return Status::Refused("use: played SEAT yes|no");
      trial.played_[Index(seat)] = flag == "yes";
    }
  } else {
    return Status::Refused("unknown set-up \"" + what +
                           "\" (hand, word, played, deck, deck-size, current, round, round-score)");
  }
  if (!st) return st;
  *this = std::move(trial);
  return Status::Ok();
}

Result<std::string> WordLift::Query(std::string_view key_view) const {
  using R = Result<std::string>;
  const std::string key(key_view);
  auto yes_no = [](bool b) { return std::string(b ? "yes" : "no"); };
  if (key == "round") return std::to_string(round());
  if (key == "phase") return std::string(phase_ == Phase::kPlay ? "play" : phase_ == Phase::kDraw ? "draw" : "over");
  if (key == "current") return std::to_string(CurrentSeat());
  if (key == "consonants") return std::to_string(DeckCount(Deck::kConsonant));
  if (key == "vowels") return std::to_string(DeckCount(Deck::kVowel));
  if (key == "set-aside") return std::to_string(SetAsideCount());
  if (key == "draws-left") return std::to_string(draws_left());
  if (key == "dagger-draws") return std::to_string(dagger_left_);
  if (key == "may-skip") return yes_no(may_skip_draws());
  if (key == "first-out") return first_out_ < 0 ? std::string("-") : std::to_string(first_out_);
  if (key == "final-turns") return std::to_string(final_left_);
  if (key == "longest") return std::to_string(LongestWord());
  // steal-S-O:WORD
  if (key.rfind("steal-", 0) == 0) {
    const size_t dash = key.find('-', 6), colon = key.find(':');
    if (dash != std::string::npos && colon != std::string::npos && dash < colon) {
      const int seat = ParseSmallInt(std::string_view(key).substr(6, dash - 6), 0, NumSeats() - 1);
      const int owner = ParseSmallInt(std::string_view(key).substr(dash + 1, colon - dash - 1), 0, NumSeats() - 1);
      if (seat >= 0 && owner >= 0) {
        const std::string word = Upper(key.substr(colon + 1));
        const auto& words = table_[Index(owner)];
        for (size_t i = 0; i < words.size(); ++i)
          if (words[i].Text() == word) {
            const Status st = CanSteal(seat, owner, static_cast<int>(i));
            return st ? std::string("yes") : st.reason();
          }
        return R::Error(SeatLabel(owner) + " has no word " + word);
      }
    }
  }
  // KIND-S, or result-R-S.
  const size_t dash = key.rfind('-');
  if (dash != std::string::npos) {
    const std::string kind = key.substr(0, dash);
    const int seat = ParseSmallInt(std::string_view(key).substr(dash + 1), 0, NumSeats() - 1);
    if (seat >= 0) {
      if (kind == "hand") {
        std::string out;
        for (int card : Hand(seat)) out += (out.empty() ? "" : " ") + FaceName(FaceOfCard(card));
        return out.empty() ? std::string("-") : out;
      }
      if (kind == "hand-count") return std::to_string(Hand(seat).size());
      if (kind == "words") {
        std::string out;
        for (const TableWord& w : Words(seat)) out += (out.empty() ? "" : " ") + w.Text();
        return out.empty() ? std::string("-") : out;
      }
      if (kind == "word-count") return std::to_string(Words(seat).size());
      if (kind == "table") return std::to_string(RoundBreakdown(seat).word_points);
      if (kind == "played") return yes_no(played_[Index(seat)]);
      if (kind == "round-score") return std::to_string(RoundBreakdown(seat).score);
      if (kind == "total") return std::to_string(totals_[Index(seat)]);
      if (kind == "score") return std::to_string(Scores()[Index(seat)]);
      if (kind == "breakdown") return FormatBreakdown(RoundBreakdown(seat));
      if (kind.rfind("result-", 0) == 0) {
        const int r = ParseSmallInt(std::string_view(kind).substr(7), 1, kRounds);
        if (r > 0 && r <= static_cast<int>(results_.size()))
          return FormatBreakdown(results_[Index(r - 1)].seats[Index(seat)]);
        return R::Error("round " + kind.substr(7) + " is not finished");
      }
    }
  }
  return R::Error("unknown query \"" + key +
                  "\" (round, phase, current, consonants, vowels, set-aside, draws-left, may-skip, first-out, "
                  "final-turns, longest, dagger-draws, hand-S, hand-count-S, words-S, word-count-S, table-S, played-S, "
                  "round-score-S, total-S, score-S, breakdown-S, result-R-S, steal-S-O:WORD)");
}

}  // namespace lf::word_lift
