#include "games/lost_for_words/lost_for_words.h"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "core/check.h"
#include "core/text.h"
#include "core/dict/dictionary.h"

namespace lf::lost_for_words {
namespace {

using text::ParseSmallInt;
using text::Split;
using text::Upper;

// One upper-case letter from a one-character word, or 0.
char ParseLetter(std::string_view s) {
  if (s.size() != 1 || !std::isalpha(static_cast<unsigned char>(s[0]))) return 0;
  return Upper(s[0]);
}

std::string ColumnName(int column) { return "column " + std::to_string(column + 1); }

void InsertSorted(std::string& s, char c) { s.insert(std::upper_bound(s.begin(), s.end(), c), c); }

bool EraseOne(std::string& s, char c) {
  const auto it = std::find(s.begin(), s.end(), c);
  if (it == s.end()) return false;
  s.erase(it);
  return true;
}

std::string_view SourceName(Move::Source s) {
  switch (s) {
    case Move::Source::kDeck: return "deck";
    case Move::Source::kRed: return "red";
    case Move::Source::kBlack: return "black";
  }
  return "deck";
}

Pile PileOfSource(Move::Source s) { return s == Move::Source::kRed ? Pile::kRed : Pile::kBlack; }

constexpr const char* kMoveHelp =
    "say \"play E 2\", \"mult A 3\", \"discard Q\", \"draw deck\", \"draw red\" or \"draw black\"";

}  // namespace

// [SECTION] Cards and scoring

int LettersValue(std::string_view letters) {
  int sum = 0;
  for (char c : letters) sum += LetterValue(c);
  return sum;
}

LetterCounts FullDeckCounts() {
  LetterCounts counts{};
  for (size_t i = 0; i < kDeckTable.size(); ++i) counts[i] = kDeckTable[i].copies;
  return counts;
}

std::string_view PileName(Pile p) { return p == Pile::kRed ? "red" : "black"; }

ColumnScore ScoreColumn(const Column& column, Scoring scoring, const Dictionary& dict) {
  ColumnScore row;
  if (column.empty()) return row;
  row.empty = false;
  const int length = static_cast<int>(column.letters.size());
  row.letter_sum = LettersValue(column.letters);
  row.valid = length >= kMinWordLength && dict.Contains(column.letters);
  row.factor = column.factor();
  if (scoring == Scoring::kStandard) {
    row.base = kStandardBase;
    row.points = row.valid ? row.letter_sum : 0;
  } else {
    row.base = 0;
    row.points = row.valid ? row.letter_sum : -row.letter_sum;
  }
  row.subtotal = row.base + row.points;
  row.bonus = row.valid && length >= kLongWordLength ? kLongWordBonus : 0;
  row.total = row.subtotal * row.factor + row.bonus;
  return row;
}

std::string FormatScoreRow(const ColumnScore& row) {
  std::ostringstream out;
  out << "base " << row.base << " points " << row.points << " subtotal " << row.subtotal << " multiplier ";
  if (row.factor > 1)
    out << "x" << row.factor;
  else
    out << "-";
  out << " bonus " << row.bonus << " total " << row.total;
  return out.str();
}

// [SECTION] Moves

std::string Move::ToString() const {
  switch (kind) {
    case Kind::kPlay: return "play " + std::string(1, letter) + " " + std::to_string(column + 1);
    case Kind::kMultiplier: return "mult " + std::string(1, letter) + " " + std::to_string(column + 1);
    case Kind::kDiscard: return "discard " + std::string(1, letter);
    case Kind::kDraw: return "draw " + std::string(SourceName(source));
  }
  return {};
}

Result<Move> Move::Parse(std::string_view text) {
  const auto w = Split(text);
  if (w.empty()) return Result<Move>::Error(kMoveHelp);
  const std::string verb = text::Lower(w[0]);
  if ((verb == "play" || verb == "mult") && w.size() == 3) {
    const char letter = ParseLetter(w[1]);
    const int column = ParseSmallInt(w[2], 1, kColumns);
    if (letter == 0) return Result<Move>::Error("\"" + w[1] + "\" is not a letter card");
    if (column < 0) return Result<Move>::Error("columns are numbered 1 to 5");
    return verb == "play" ? Play(letter, column - 1) : Multiplier(letter, column - 1);
  }
  if (verb == "discard" && w.size() == 2) {
    const char letter = ParseLetter(w[1]);
    if (letter == 0) return Result<Move>::Error("\"" + w[1] + "\" is not a letter card");
    return Discard(letter);
  }
  if (verb == "draw" && w.size() == 2) {
    const std::string from = text::Lower(w[1]);
    if (from == "deck") return Draw(Source::kDeck);
    if (from == "red") return Draw(Source::kRed);
    if (from == "black") return Draw(Source::kBlack);
    return Result<Move>::Error("draw from the deck, the red pile or the black pile");
  }
  return Result<Move>::Error(kMoveHelp);
}

// [SECTION] Set-up

Result<LostForWords::Settings> LostForWords::ParseSettings(const GameOptions& options) {
  using R = Result<Settings>;
  Settings s;
  if (options.variant.is_null()) return s;
  if (!options.variant.is_object()) return R::Error("the options must be a set of KEY=VALUE pairs");
  for (const auto& [key, value] : options.variant.as_object()) {
    if (key == "scoring") {
      if (value.is_string() && value.as_string() == "standard")
        s.scoring = Scoring::kStandard;
      else if (value.is_string() && value.as_string() == "alternative")
        s.scoring = Scoring::kAlternative;
      else
        return R::Error("scoring is \"standard\" or \"alternative\"");
    } else if (key == "play_and_discard") {
      if (!value.is_bool()) return R::Error("play_and_discard is true or false");
      s.play_and_discard = value.as_bool();
    } else if (key == "first") {
      if (!value.is_number() || (value.as_number() != 0 && value.as_number() != 1))
        return R::Error("first is the starting seat, 0 or 1");
      s.first = static_cast<int>(value.as_number());
    } else {
      return R::Error("Lost for Words has no option \"" + key + "\" (options: scoring, play_and_discard, first)");
    }
  }
  return s;
}

LostForWords::LostForWords(const GameOptions& options, const Settings& settings, const Dictionary* dict)
    : options_(options), settings_(settings), dict_(dict), rng_(options.seed) {
  LF_CHECK(dict_ != nullptr);
  LF_CHECK_EQ(options_.seats, kPlayers);
  for (const auto& spec : kDeckTable)
    for (int k = 0; k < spec.copies; ++k) deck_.push_back(spec.letter);
  rng_.Shuffle(deck_);
  for (int round = 0; round < kHandSize; ++round)
    for (auto& hand : hands_) {
      hand.push_back(deck_.back());
      deck_.pop_back();
    }
  for (auto& hand : hands_) std::sort(hand.begin(), hand.end());
  current_ = settings_.first;
}

// [SECTION] Rules

std::vector<Move> LostForWords::LegalActions(int seat) const {
  std::vector<Move> actions;
  if (phase_ == Phase::kOver || seat != current_) return actions;
  const std::string& hand = hands_[Index(seat)];
  std::string distinct = hand;
  distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
  distinct.erase(std::remove(distinct.begin(), distinct.end(), kUnknownCard), distinct.end());
  if (phase_ == Phase::kAct) {
    const bool may_play = !settings_.play_and_discard || !played_;
    const bool may_discard = !settings_.play_and_discard || !discarded_;
    if (may_play) {
      for (char c : distinct)
        for (int col = 0; col < kColumns; ++col) actions.push_back(Move::Play(c, col));
      for (char c : distinct) {
        if (!IsVowel(c)) continue;
        for (int col = 0; col < kColumns; ++col) {
          const Column& column = columns_[Index(seat)][static_cast<size_t>(col)];
          if (column.letters.empty() && column.multipliers < kMaxMultipliers &&
              (column.multipliers == 0 || column.multiplier == c))
            actions.push_back(Move::Multiplier(c, col));
        }
      }
    }
    if (may_discard)
      for (char c : distinct) actions.push_back(Move::Discard(c));
  } else {
    if (!deck_.empty()) actions.push_back(Move::Draw(Move::Source::kDeck));
    for (Pile p : {Pile::kRed, Pile::kBlack})
      if (!PileCards(p).empty() && !pile_blocked(p))
        actions.push_back(Move::Draw(p == Pile::kRed ? Move::Source::kRed : Move::Source::kBlack));
  }
  return actions;
}

std::vector<std::string> LostForWords::LegalMoves(int seat) const {
  std::vector<std::string> moves;
  for (const Move& a : LegalActions(seat)) moves.push_back(a.ToString());
  return moves;
}

Status LostForWords::Check(int seat, const Move& action) const {
  if (phase_ == Phase::kOver) return Status::Refused("the game is over");
  if (seat != current_) return Status::Refused("it is not your turn");
  return phase_ == Phase::kAct ? CheckAct(seat, action) : CheckDraw(action);
}

Status LostForWords::CheckAct(int seat, const Move& a) const {
  const bool variant = settings_.play_and_discard;
  if (a.kind == Move::Kind::kDraw) {
    if (!variant) return Status::Refused("play or discard a card before you draw");
    if (!played_ && !discarded_) return Status::Refused("play a card and discard a card before you draw");
    return Status::Refused(played_ ? "discard a card before you draw" : "play a card before you draw");
  }
  if (a.kind == Move::Kind::kDiscard) {
    if (variant && discarded_) return Status::Refused("you have already discarded this turn; now play a card");
  } else if (variant && played_) {
    return Status::Refused("you have already played a card this turn; now discard one");
  }
  if (!IsLetter(a.letter)) return Status::Refused("that is not a letter card");
  if (hands_[Index(seat)].find(a.letter) == std::string::npos)
    return Status::Refused("you have no " + std::string(1, a.letter) + " in your hand");
  if (a.kind == Move::Kind::kMultiplier) {
    LF_CHECK(a.column >= 0 && a.column < kColumns);
    const Column& column = columns_[Index(seat)][static_cast<size_t>(a.column)];
    if (!IsVowel(a.letter)) return Status::Refused("only a vowel (A, E, I, O, U) can be played as a multiplier");
    if (!column.letters.empty())
      return Status::Refused("multipliers go before a column's first letter: " + ColumnName(a.column) +
                             " already has letters (" + column.letters + ")");
    if (column.multipliers > 0 && column.multiplier != a.letter)
      return Status::Refused(ColumnName(a.column) + "'s multipliers are " + std::string(1, column.multiplier) +
                             ": every multiplier in a column must be the same vowel");
    if (column.multipliers >= kMaxMultipliers)
      return Status::Refused(ColumnName(a.column) + " already has three multipliers, the most a column takes");
  }
  if (a.kind == Move::Kind::kPlay) LF_CHECK(a.column >= 0 && a.column < kColumns);
  return Status::Ok();
}

Status LostForWords::CheckDraw(const Move& a) const {
  if (a.kind != Move::Kind::kDraw) {
    const std::string more = draws_left_ > 1 ? "draw two cards now" : "draw a card now";
    return Status::Refused(more + " (from the deck, the red pile or the black pile)");
  }
  if (a.source == Move::Source::kDeck) {
    LF_CHECK(!deck_.empty());  // the game ends the moment the deck runs out
    return Status::Ok();
  }
  const Pile p = PileOfSource(a.source);
  if (PileCards(p).empty()) return Status::Refused("the " + std::string(PileName(p)) + " pile is empty");
  if (pile_blocked(p)) return Status::Refused("you discarded that card this turn");
  return Status::Ok();
}

Status LostForWords::ApplyMove(int seat, std::string_view move) {
  if (phase_ == Phase::kOver) return Status::Refused("the game is over");
  if (seat != current_) return Status::Refused("it is not your turn");
  auto action = Move::Parse(move);
  if (!action) return Status::Refused(action.error());
  return Apply(seat, *action);
}

Status LostForWords::Apply(int seat, const Move& a) {
  if (Status st = Check(seat, a); !st) return st;
  Event event;
  event.seat = seat;
  event.action = a;
  auto& hand_columns = columns_[Index(seat)];
  switch (a.kind) {
    case Move::Kind::kPlay: {
      TakeFromHand(seat, a.letter);
      Column& column = hand_columns[static_cast<size_t>(a.column)];
      column.letters.push_back(a.letter);
      event.card = a.letter;
      event.word_after = column.letters;
      break;
    }
    case Move::Kind::kMultiplier: {
      TakeFromHand(seat, a.letter);
      Column& column = hand_columns[static_cast<size_t>(a.column)];
      column.multiplier = a.letter;
      ++column.multipliers;
      event.card = a.letter;
      event.multipliers_after = column.multipliers;
      break;
    }
    case Move::Kind::kDiscard: {
      TakeFromHand(seat, a.letter);
      const Pile p = PileOf(a.letter);
      piles_[static_cast<size_t>(p)].push_back(a.letter);
      blocked_pile_ = static_cast<int>(p);
      event.card = a.letter;
      break;
    }
    case Move::Kind::kDraw: {
      char card;
      if (a.source == Move::Source::kDeck) {
        card = deck_.back();
        deck_.pop_back();
      } else {
        auto& pile = piles_[static_cast<size_t>(PileOfSource(a.source))];
        card = pile.back();
        pile.pop_back();
        event.card = card;
        InsertSorted(known_[Index(seat)], card);
      }
      GiveToHand(seat, card);
      break;
    }
  }
  if (a.kind == Move::Kind::kDraw) {
    if (deck_.empty()) {
      phase_ = Phase::kOver;
      event.ended_game = true;
    } else if (--draws_left_ == 0) {
      EndTurn();
    }
  } else if (!settings_.play_and_discard) {
    phase_ = Phase::kDraw;
    draws_left_ = 1;
  } else {
    (a.kind == Move::Kind::kDiscard ? discarded_ : played_) = true;
    if (played_ && discarded_) {
      phase_ = Phase::kDraw;
      draws_left_ = 2;
    }
  }
  event.deck_after = DeckCount();
  if (log_.use_count() > 1) log_ = std::make_shared<Log>(*log_);
  log_->moves.push_back({seat, a.ToString()});
  log_->events.push_back(std::move(event));
  return Status::Ok();
}

void LostForWords::TakeFromHand(int seat, char letter) {
  LF_CHECK(EraseOne(hands_[Index(seat)], letter));
  EraseOne(known_[Index(seat)], letter);  // the seat may have played another copy; knowing less is safe
}

void LostForWords::GiveToHand(int seat, char letter) { InsertSorted(hands_[Index(seat)], letter); }

void LostForWords::EndTurn() {
  current_ = 1 - current_;
  phase_ = Phase::kAct;
  played_ = false;
  discarded_ = false;
  draws_left_ = 0;
  blocked_pile_ = -1;
}

bool LostForWords::RevealedInformation(size_t history_index) const {
  if (history_index >= Events().size()) return false;
  const Move& a = Events()[history_index].action;
  // Only the deck is hidden: a pile's cards were all seen when discarded.
  return a.kind == Move::Kind::kDraw && a.source == Move::Source::kDeck;
}

double LostForWords::HoldShare(size_t history_index) const {
  if (history_index >= Events().size()) return 1.0;
  const Event& e = Events()[history_index];
  return e.action.kind == Move::Kind::kDraw && !e.ended_game ? kDrawHoldShare : 1.0;
}

std::vector<int> LostForWords::Scores() const {
  std::vector<int> scores(kPlayers, 0);
  for (int s = 0; s < kPlayers; ++s)
    for (int c = 0; c < kColumns; ++c) scores[Index(s)] += ColumnValue(s, c).total;
  return scores;
}

// [SECTION] Views

std::unique_ptr<Game> LostForWords::Redacted(int seat) const {
  auto copy = std::make_unique<LostForWords>(*this);
  for (int s = 0; s < kPlayers; ++s) {
    if (s == seat) continue;
    // What everyone knows of a hand: the cards it took from the piles.
    std::string hidden = known_[Index(s)];
    hidden.append(hands_[Index(s)].size() - known_[Index(s)].size(), kUnknownCard);
    std::sort(hidden.begin(), hidden.end());
    copy->hands_[Index(s)] = hidden;
  }
  std::fill(copy->deck_.begin(), copy->deck_.end(), kUnknownCard);
  copy->rng_.Reset(0);
  copy->options_.seed = 0;  // the seed would re-deal the hidden cards
  return copy;
}

const Column& LostForWords::ColumnAt(int seat, int column) const {
  LF_CHECK(seat >= 0 && seat < kPlayers);
  LF_CHECK(column >= 0 && column < kColumns);
  return columns_[Index(seat)][static_cast<size_t>(column)];
}

ColumnScore LostForWords::ColumnValue(int seat, int column) const {
  return ScoreColumn(ColumnAt(seat, column), settings_.scoring, *dict_);
}

std::vector<ColumnScore> LostForWords::Breakdown(int seat) const {
  std::vector<ColumnScore> rows;
  for (int c = 0; c < kColumns; ++c) rows.push_back(ColumnValue(seat, c));
  return rows;
}

Json LostForWords::BreakdownJson() const {
  Json players(Json::Array{});
  for (int s = 0; s < kPlayers; ++s) {
    Json columns(Json::Array{});
    int total = 0;
    for (const ColumnScore& row : Breakdown(s)) {
      Json r(Json::Object{});
      r.set("empty", row.empty);
      r.set("valid", row.valid);
      r.set("base", row.base);
      r.set("points", row.points);
      r.set("subtotal", row.subtotal);
      r.set("multiplier", row.factor);
      r.set("bonus", row.bonus);
      r.set("total", row.total);
      columns.push_back(r);
      total += row.total;
    }
    Json p(Json::Object{});
    p.set("columns", columns);
    p.set("total", total);
    players.push_back(p);
  }
  return players;
}

bool LostForWords::ColumnAlive(int seat, int column) const {
  const Column& col = ColumnAt(seat, column);
  if (col.letters.empty()) return true;
  return dict_->CanComplete(col.letters, kMinWordLength);
}

std::vector<std::string> LostForWords::Hints(int seat, int column, size_t limit) const {
  std::vector<std::string> words = dict_->Completions(ColumnAt(seat, column).letters, kMinWordLength, limit);
  for (auto& w : words) w = text::Upper(w);
  return words;
}

std::vector<Move> LostForWords::ActionsForCard(int seat, char letter) const {
  std::vector<Move> out;
  for (const Move& a : LegalActions(seat))
    if (a.kind != Move::Kind::kDraw && a.letter == Upper(letter)) out.push_back(a);
  return out;
}

LetterCounts LostForWords::CountAllCards() const {
  LetterCounts counts{};
  auto add = [&](char c) {
    if (IsLetter(c)) ++counts[static_cast<size_t>(LetterIndex(c))];
  };
  for (char c : deck_) add(c);
  for (const auto& pile : piles_)
    for (char c : pile) add(c);
  for (const auto& hand : hands_)
    for (char c : hand) add(c);
  for (const auto& seat_columns : columns_)
    for (const Column& col : seat_columns) {
      for (char c : col.letters) add(c);
      for (int k = 0; k < col.multipliers; ++k) add(col.multiplier);
    }
  return counts;
}

LetterCounts LostForWords::UnseenBy(int seat) const {
  LetterCounts unseen = FullDeckCounts();
  auto seen = [&](char c) {
    if (IsLetter(c)) --unseen[static_cast<size_t>(LetterIndex(c))];
  };
  for (char c : hands_[Index(seat)]) seen(c);
  for (int s = 0; s < kPlayers; ++s)
    if (s != seat)
      for (char c : known_[Index(s)]) seen(c);
  for (const auto& pile : piles_)
    for (char c : pile) seen(c);
  for (const auto& seat_columns : columns_)
    for (const Column& col : seat_columns) {
      for (char c : col.letters) seen(c);
      for (int k = 0; k < col.multipliers; ++k) seen(col.multiplier);
    }
  return unseen;
}

Json LostForWords::View(int seat) const {
  Json j(Json::Object{});
  j.set("seat", seat);
  j.set("current", CurrentSeat());
  j.set("phase", phase_ == Phase::kAct ? "act" : phase_ == Phase::kDraw ? "draw" : "over");
  j.set("scoring", settings_.scoring == Scoring::kStandard ? "standard" : "alternative");
  j.set("play_and_discard", settings_.play_and_discard);
  j.set("deck", DeckCount());
  Json piles(Json::Object{});
  for (Pile p : {Pile::kRed, Pile::kBlack})
    piles.set(std::string(PileName(p)), std::string(PileCards(p).begin(), PileCards(p).end()));
  j.set("piles", piles);
  if (phase_ == Phase::kAct && settings_.play_and_discard) {
    j.set("played", played_);
    j.set("discarded", discarded_);
  }
  if (phase_ == Phase::kDraw) {
    j.set("draws_left", draws_left_);
    j.set("blocked", blocked_pile_ < 0 ? Json() : Json(std::string(PileName(static_cast<Pile>(blocked_pile_)))));
  }
  Json players(Json::Array{});
  const auto scores = Scores();
  for (int s = 0; s < kPlayers; ++s) {
    Json p(Json::Object{});
    if (s == seat) p.set("hand", hands_[Index(s)]);
    p.set("hand_count", static_cast<int>(hands_[Index(s)].size()));
    p.set("known", known_[Index(s)]);
    // Facts only (derived values come from the typed API): column c's word
    // and its multiplier cards, e.g. words[2] = "BALLAST", multipliers[2] = "EE".
    Json words(Json::Array{});
    Json multipliers(Json::Array{});
    for (const Column& col : columns_[Index(s)]) {
      words.push_back(col.letters);
      multipliers.push_back(std::string(static_cast<size_t>(col.multipliers), col.multiplier));
    }
    p.set("words", words);
    p.set("multipliers", multipliers);
    p.set("score", scores[Index(s)]);
    players.push_back(p);
  }
  j.set("players", players);
  return j;
}

std::string LostForWords::Describe(size_t history_index, std::string_view player_name) const {
  LF_CHECK_LT(history_index, Events().size());
  const Event& e = Events()[history_index];
  const std::string who(player_name);
  const std::string card(1, e.card);
  switch (e.action.kind) {
    case Move::Kind::kPlay:
      return who + " played " + card + " on " + ColumnName(e.action.column) + " (" + e.word_after + ").";
    case Move::Kind::kMultiplier:
      return who + " laid " + card + " sideways on " + ColumnName(e.action.column) + " as a multiplier (now x" +
             std::to_string(e.multipliers_after + 1) + ").";
    case Move::Kind::kDiscard:
      return who + " discarded " + card + " onto the " + std::string(PileName(PileOf(e.card))) + " pile.";
    case Move::Kind::kDraw:
      if (e.ended_game) return who + " drew the last card of the deck: the game is over.";
      if (e.action.source == Move::Source::kDeck)
        return who + " drew from the deck (" + std::to_string(e.deck_after) + (e.deck_after == 1 ? " card" : " cards") +
               " left).";
      return who + " took " + card + " from the " + std::string(PileName(PileOfSource(e.action.source))) + " pile.";
  }
  return {};
}

// [SECTION] Scenario set-up and queries

Status LostForWords::PullForSetup(char letter) {
  if (const auto it = std::find(deck_.begin(), deck_.end(), letter); it != deck_.end()) {
    deck_.erase(it);
    return Status::Ok();
  }
  for (int s = 0; s < kPlayers; ++s) {
    std::string& hand = hands_[Index(s)];
    if (hand.find(letter) == std::string::npos || deck_.empty()) continue;
    EraseOne(hand, letter);
    EraseOne(known_[Index(s)], letter);
    InsertSorted(hand, deck_.back());
    deck_.pop_back();
    return Status::Ok();
  }
  return Status::Refused("no " + std::string(1, letter) + " is left to set up (the deck has " +
                         std::to_string(LetterCopies(letter)) + " in all)");
}

Status LostForWords::SetupHand(std::istream& in) {
  std::string seat_word;
  in >> seat_word;
  const int seat = ParseSmallInt(seat_word, 0, kPlayers - 1);
  if (seat < 0) return Status::Refused("use: hand SEAT L L L L L L L L (seat 0 or 1)");
  std::string letters;
  std::string w;
  while (in >> w) {
    const char c = ParseLetter(w);
    if (c == 0) return Status::Refused("\"" + w + "\" is not a letter card");
    letters.push_back(c);
  }
  if (static_cast<int>(letters.size()) != kHandSize) return Status::Refused("a hand is exactly eight cards");
  std::string& hand = hands_[Index(seat)];
  deck_.insert(deck_.begin(), hand.begin(), hand.end());
  hand.clear();
  known_[Index(seat)].clear();
  for (char c : letters)
    if (Status st = PullForSetup(c); !st) return st;
  std::sort(letters.begin(), letters.end());
  hand = letters;
  return Status::Ok();
}

Status LostForWords::SetupColumn(std::istream& in) {
  static const char* kUse = "use: column SEAT COL [mult V]... [letters WORD]";
  std::string seat_word, col_word;
  in >> seat_word >> col_word;
  const int seat = ParseSmallInt(seat_word, 0, kPlayers - 1);
  const int col = ParseSmallInt(col_word, 1, kColumns);
  if (seat < 0 || col < 0) return Status::Refused(kUse);
  Column column;
  std::string w;
  while (in >> w) {
    if (w == "mult") {
      std::string v;
      in >> v;
      const char c = ParseLetter(v);
      if (!IsVowel(c)) return Status::Refused("only a vowel (A, E, I, O, U) can be played as a multiplier");
      if (!column.letters.empty()) return Status::Refused("multipliers go before a column's first letter");
      if (column.multipliers > 0 && column.multiplier != c)
        return Status::Refused("every multiplier in a column must be the same vowel");
      if (column.multipliers >= kMaxMultipliers) return Status::Refused("a column takes at most three multipliers");
      column.multiplier = c;
      ++column.multipliers;
    } else if (w == "letters") {
      std::string word;
      in >> word;
      if (word.empty()) return Status::Refused(kUse);
      for (char c : word) {
        if (!std::isalpha(static_cast<unsigned char>(c))) return Status::Refused("\"" + word + "\" is not letters");
        column.letters.push_back(Upper(c));
      }
    } else {
      return Status::Refused(kUse);
    }
  }
  if (column.empty()) return Status::Refused(kUse);
  Column& target = columns_[Index(seat)][static_cast<size_t>(col - 1)];
  if (!target.empty()) return Status::Refused(ColumnName(col - 1) + " is not empty");
  for (int k = 0; k < column.multipliers; ++k)
    if (Status st = PullForSetup(column.multiplier); !st) return st;
  for (char c : column.letters)
    if (Status st = PullForSetup(c); !st) return st;
  target = column;
  return Status::Ok();
}

Status LostForWords::SetupDeck(std::istream& in) {
  std::string letters;
  std::string w;
  while (in >> w) {
    const char c = ParseLetter(w);
    if (c == 0) return Status::Refused("\"" + w + "\" is not a letter card");
    letters.push_back(c);
  }
  if (letters.empty()) return Status::Refused("use: deck L L ...");
  for (char c : letters)
    if (Status st = PullForSetup(c); !st) return st;
  // The first named is drawn first, so it goes on top (the back) last.
  for (auto it = letters.rbegin(); it != letters.rend(); ++it) deck_.push_back(*it);
  return Status::Ok();
}

Status LostForWords::SetupPile(std::istream& in) {
  std::string which;
  in >> which;
  if (which != "red" && which != "black") return Status::Refused("use: pile red|black L L ...");
  const Pile p = which == "red" ? Pile::kRed : Pile::kBlack;
  std::string letters;
  std::string w;
  while (in >> w) {
    const char c = ParseLetter(w);
    if (c == 0) return Status::Refused("\"" + w + "\" is not a letter card");
    if (PileOf(c) != p)
      return Status::Refused(std::string(1, c) + (IsVowel(c) ? " is a vowel: it belongs on the red pile"
                                                             : " is a consonant: it belongs on the black pile"));
    letters.push_back(c);
  }
  if (letters.empty()) return Status::Refused("use: pile red|black L L ...");
  for (char c : letters) {
    if (Status st = PullForSetup(c); !st) return st;
    piles_[static_cast<size_t>(p)].push_back(c);
  }
  return Status::Ok();
}

Status LostForWords::SetupDeckSize(std::istream& in) {
  std::string n_word;
  in >> n_word;
  const int n = ParseSmallInt(n_word, 1, kDeckSize);
  if (n < 0) return Status::Refused("use: deck-size N (at least 1)");
  if (n > DeckCount()) return Status::Refused("the deck has only " + std::to_string(DeckCount()) + " cards");
  const size_t moved = deck_.size() - static_cast<size_t>(n);
  for (size_t i = moved; i-- > 0;) {
    auto& pile = piles_[static_cast<size_t>(PileOf(deck_[i]))];
    pile.insert(pile.begin(), deck_[i]);
  }
  deck_.erase(deck_.begin(), deck_.begin() + static_cast<std::ptrdiff_t>(moved));
  return Status::Ok();
}

Status LostForWords::ApplySetup(std::string_view line) {
  if (!History().empty()) return Status::Refused("set-up lines come before the first move");
  std::istringstream in{std::string(line)};
  std::string what;
  in >> what;
  // Work on a copy, so a refused line leaves the game as it was.
  LostForWords trial = *this;
  Status st;
  if (what == "hand")
    st = trial.SetupHand(in);
  else if (what == "column")
    st = trial.SetupColumn(in);
  else if (what == "deck")
    st = trial.SetupDeck(in);
  else if (what == "pile")
    st = trial.SetupPile(in);
  else if (what == "deck-size")
    st = trial.SetupDeckSize(in);
  else
    return Status::Refused("unknown set-up \"" + what + "\" (hand, column, deck, pile, deck-size)");
  if (!st) return st;
  *this = std::move(trial);
  return Status::Ok();
}

Result<std::string> LostForWords::Query(std::string_view key_view) const {
  using R = Result<std::string>;
  const std::string key(key_view);
  if (key == "deck-count") return std::to_string(DeckCount());
  if (key == "phase") return std::string(phase_ == Phase::kAct ? "act" : phase_ == Phase::kDraw ? "draw" : "over");
  if (key == "current") return std::to_string(CurrentSeat());
  for (Pile p : {Pile::kRed, Pile::kBlack}) {
    const std::string name(PileName(p));
    if (key == name + "-top") return PileCards(p).empty() ? std::string("-") : std::string(1, PileTop(p));
    if (key == name + "-count") return std::to_string(PileCount(p));
  }
  // KIND-S or KIND-S-C.
  std::vector<std::string> parts;
  {
    std::string part;
    std::istringstream in(key);
    while (std::getline(in, part, '-')) parts.push_back(part);
  }
  const int seat = parts.size() >= 2 ? ParseSmallInt(parts[1], 0, kPlayers - 1) : -1;
  if (seat >= 0 && parts.size() == 2) {
    if (parts[0] == "hand") return hands_[Index(seat)];
    if (parts[0] == "score") return std::to_string(Scores()[Index(seat)]);
  }
  const int col = parts.size() == 3 ? ParseSmallInt(parts[2], 1, kColumns) - 1 : -1;
  if (seat >= 0 && col >= 0) {
    const Column& column = ColumnAt(seat, col);
    if (parts[0] == "word") return column.letters.empty() ? std::string("-") : column.letters;
    if (parts[0] == "mult") return std::to_string(column.multipliers);
    if (parts[0] == "value") return std::to_string(ColumnValue(seat, col).total);
    if (parts[0] == "alive") return std::string(ColumnAlive(seat, col) ? "yes" : "no");
    if (parts[0] == "row") return FormatScoreRow(ColumnValue(seat, col));
  }
  return R::Error("unknown query \"" + key +
                  "\" (deck-count, phase, current, hand-S, red-top, black-top, red-count, black-count, word-S-C, "
                  "mult-S-C, value-S-C, alive-S-C, row-S-C, score-S)");
}

}  // namespace lf::lost_for_words
