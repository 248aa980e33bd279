// Word Lift's snapshots (docs/multi-device.md): the whole table as JSON, its
// move log with each move's event included, and the strict reading back
// that refuses anything a game could not hold. Cards are ids (cards.h); in a
// redacted copy the cards a seat cannot see are the placeholder ids.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "games/word_lift/word_lift.h"

namespace lf::word_lift {
namespace {

constexpr size_t kAny = std::numeric_limits<size_t>::max();
constexpr int64_t kMaxPoints = 1000000;
constexpr int64_t kMaxTime = int64_t{1} << 50;
constexpr const char* kPhaseNames[] = {"play", "draw", "over"};
constexpr const char* kKindNames[] = {"play", "steal", "pass", "draw", "skip-draws"};
constexpr const char* kDeckNames[] = {"consonant", "vowel"};

// Reads a snapshot field by field; the first reason to refuse it is kept.
class Reader {
 public:
  Status Refusal() const { return Status::Refused("not a Word Lift table: " + error_); }
  Status Refuse(const std::string& why) {
    Fail(why);
    return Refusal();
  }
  bool Fail(const std::string& why) {
    if (error_.empty()) error_ = why;
    return false;
  }
  template <typename T>
  bool Int(const Json& j, const char* what, int64_t lo, int64_t hi, T& out) {
    const double d = j.as_number();
    if (!j.is_number() || !(d >= static_cast<double>(lo) && d <= static_cast<double>(hi)) || d != std::floor(d))
      return Fail(std::string(what) + " is not a whole number from " + std::to_string(lo) + " to " +
                  std::to_string(hi));
    out = static_cast<T>(d);
    return true;
  }
  bool Bool(const Json& j, const char* what, bool& out) {
    if (!j.is_bool()) return Fail(std::string(what) + " is not true or false");
    out = j.as_bool();
    return true;
  }
  bool Str(const Json& j, const char* what, std::string& out) {
    if (!j.is_string()) return Fail(std::string(what) + " is not a string");
    out = j.as_string();
    return true;
  }
  template <typename T, size_t N>
  bool Name(const Json& j, const char* what, const char* const (&names)[N], T& out) {
    for (size_t i = 0; i < N; ++i)
      if (j.is_string() && j.as_string() == names[i]) {
        out = static_cast<T>(i);
        return true;
      }
    return Fail(std::string(what) + " is not one of its names");
  }
  // An array (of `size` entries unless kAny), or null.
  const Json::Array* Array(const Json& j, const char* what, size_t size = kAny) {
    if (!j.is_array()) {
      Fail(std::string(what) + " is not a list");
      return nullptr;
    }
    if (size != kAny && j.size() != size) {
      Fail(std::string(what) + " has " + std::to_string(j.size()) + " entries, not " + std::to_string(size));
      return nullptr;
    }
    return &j.as_array();
  }
  bool Ints(const Json& j, const char* what, size_t size, int64_t lo, int64_t hi, std::vector<int>& out) {
    const Json::Array* a = Array(j, what, size);
    if (a == nullptr) return false;
    out.clear();
    for (const Json& v : *a)
      if (!Int(v, what, lo, hi, out.emplace_back())) return false;
    return true;
  }

 private:
  std::string error_;
};

Json Ints(const std::vector<int>& values) {
  Json::Array a;
  a.reserve(values.size());
  for (int v : values) a.emplace_back(v);
  return Json(std::move(a));
}

Json BreakdownRow(const ScoreBreakdown& b) {
  return Ints({b.word_cards, b.word_points, b.hand_cards, b.hand_points, b.long_words, b.long_bonus, b.out_bonus,
               b.raw, b.score});
}

// One move of the log, a row of columns: [seat, move, time, revealed, kind,
// round, deck, deck_left, dagger_draw, word, points, went_out, round_over,
// no_play_lap, game_over, victim, stolen, first, second, dagger_cards]: the
// move and its event. Trailing columns at their defaults are left out: a
// pass is [1, "pass", 0, false, "pass", 2]. Rows keep a long log cheap to
// write, send and read.
constexpr size_t kFirstColumns = 6, kColumns = 20;
const Json& DefaultColumn(size_t i) {
  static const Json kDefaults[kColumns] = {Json(),      Json(),      Json(),      Json(),      Json(),
                                           Json(),      Json(kDeckNames[0]), Json(0), Json(false), Json(""),
                                           Json(0),     Json(false), Json(false), Json(false), Json(false),
                                           Json(-1),    Json(""),    Json(""),    Json(""),    Json(0)};
  return kDefaults[i];
}

Json MoveRow(const Game::LoggedMove& m, bool revealed, const Event& e) {
  Json::Array row = {Json(m.seat), Json(m.move), Json(m.time), Json(revealed),
                     Json(kKindNames[static_cast<size_t>(e.kind)]), Json(e.round),
                     Json(kDeckNames[static_cast<size_t>(e.deck)]), Json(e.deck_left), Json(e.dagger_draw),
                     Json(e.word), Json(e.points), Json(e.went_out), Json(e.round_over), Json(e.no_play_lap),
                     Json(e.game_over), Json(e.victim), Json(e.stolen), Json(e.first), Json(e.second),
                     Json(e.dagger_cards)};
  while (row.size() > kFirstColumns && row.back() == DefaultColumn(row.size() - 1)) row.pop_back();
  return Json(std::move(row));
}

}  // namespace

Json WordLift::Snapshot() const {
  Json j(Json::Object{});
  j.set("decks", Json(Json::Array{Ints(decks_[0]), Ints(decks_[1])}));
  j.set("set_aside", Ints(set_aside_));
  Json hands(Json::Array{}), table(Json::Array{}), played(Json::Array{});
  for (const auto& hand : hands_) hands.push_back(Ints(hand));
  for (const auto& words : table_) {
    Json seat_words(Json::Array{});
    for (const TableWord& w : words) {
      Json cards(Json::Array{});
      for (const PlacedCard& c : w.cards) cards.push_back(Json(Json::Array{Json(c.card), Json(c.letters)}));
      seat_words.push_back(std::move(cards));
    }
    table.push_back(std::move(seat_words));
  }
  for (bool p : played_) played.push_back(p);
  j.set("hands", std::move(hands));
  j.set("table", std::move(table));
  j.set("played", std::move(played));
  j.set("round", round_);
  j.set("starter", starter_);
  j.set("current", current_);
  j.set("phase", kPhaseNames[static_cast<size_t>(phase_)]);
  j.set("draws_left", draws_left_);
  j.set("dagger_left", dagger_left_);
  j.set("may_skip", may_skip_);
  j.set("first_out", first_out_);
  j.set("final_left", final_left_);
  j.set("idle_passes", idle_passes_);
  j.set("totals", Ints(totals_));
  Json results(Json::Array{});
  for (const RoundResult& r : results_) {
    Json o(Json::Object{}), seats(Json::Array{});
    for (const ScoreBreakdown& b : r.seats) seats.push_back(BreakdownRow(b));
    o.set("round", r.round);
    o.set("first_out", r.first_out);
    o.set("next_starter", r.next_starter);
    o.set("seats", std::move(seats));
    o.set("totals", Ints(r.totals));
    results.push_back(std::move(o));
  }
  j.set("results", std::move(results));
  Json moves(Json::Array{});
  for (size_t i = 0; i < history_.size(); ++i) moves.push_back(MoveRow(history_[i], revealed_[i], events_[i]));
  j.set("moves", std::move(moves));
  return j;
}

Status WordLift::Restore(const Json& j) {
  Reader r;
  if (!j.is_object()) return r.Refuse("a snapshot is a JSON object");
  const int n = NumSeats();
  const size_t seats = Index(n);
  // Built apart (the options, settings, dictionary and Rng stay the game's);
  // the game changes only once all of it has been read.
  WordLift next = *this;
  const Json::Array* decks = r.Array(j["decks"], "decks", 2);
  if (decks == nullptr) return r.Refusal();
  for (size_t d = 0; d < 2; ++d)
    if (!r.Ints((*decks)[d], "a deck's card", kAny, 0, kDeckSize + 1, next.decks_[d])) return r.Refusal();
  if (!r.Ints(j["set_aside"], "a card set aside", kAny, 0, kDeckSize + 1, next.set_aside_)) return r.Refusal();
  const Json::Array* hands = r.Array(j["hands"], "hands", seats);
  if (hands == nullptr) return r.Refusal();
  for (size_t s = 0; s < seats; ++s) {
    if (!r.Ints((*hands)[s], "a hand's card", kAny, 0, kDeckSize + 1, next.hands_[s])) return r.Refusal();
    if (!std::is_sorted(next.hands_[s].begin(), next.hands_[s].end()))
      return r.Refuse("a hand is not in card order");
  }
  const Json::Array* table = r.Array(j["table"], "table", seats);
  if (table == nullptr) return r.Refusal();
  for (size_t s = 0; s < seats; ++s) {
    const Json::Array* words = r.Array((*table)[s], "a seat's words");
    if (words == nullptr) return r.Refusal();
    next.table_[s].clear();
    for (const Json& word : *words) {
      const Json::Array* cards = r.Array(word, "a word");
      if (cards == nullptr) return r.Refusal();
      if (cards->empty()) return r.Refuse("a word has no cards");
      TableWord& w = next.table_[s].emplace_back();
      for (const Json& card : *cards) {
        const Json::Array* pair = r.Array(card, "a card of a word", 2);
        PlacedCard& c = w.cards.emplace_back();
        if (pair == nullptr || !r.Int((*pair)[0], "a card of a word", 0, kDeckSize - 1, c.card) ||
            !r.Str((*pair)[1], "a card's letters", c.letters))
          return r.Refusal();
        if (!CanStandFor(FaceOfCard(c.card), c.letters))
          return r.Refuse(FaceName(FaceOfCard(c.card)) + " cannot stand for " + c.letters);
      }
    }
  }
  // Every card once, and each deck's cards all there (a placeholder stands
  // for one card of its deck).
  {
    std::vector<bool> seen(static_cast<size_t>(kDeckSize), false);
    std::array<int, 2> per_deck{};
    bool twice = false;
    auto count = [&](int card) {
      if (!IsHiddenCard(card)) {
        twice |= seen[static_cast<size_t>(card)];
        seen[static_cast<size_t>(card)] = true;
      }
      ++per_deck[static_cast<size_t>(DeckOfCard(card))];
    };
    for (size_t d = 0; d < 2; ++d)
      for (int card : next.decks_[d]) {
        if (static_cast<size_t>(DeckOfCard(card)) != d) return r.Refuse("a card is in the other deck");
        count(card);
      }
    for (int card : next.set_aside_) count(card);
    for (const auto& hand : next.hands_)
      for (int card : hand) count(card);
    for (const auto& words : next.table_)
      for (const TableWord& w : words)
        for (const PlacedCard& c : w.cards) count(c.card);
    if (twice) return r.Refuse("a card is in two places");
    for (Deck d : {Deck::kConsonant, Deck::kVowel})
      if (per_deck[static_cast<size_t>(d)] != DeckCards(d))
        return r.Refuse("the " + std::string(kDeckNames[static_cast<size_t>(d)]) + " cards do not add up to " +
                        std::to_string(DeckCards(d)));
  }
  const Json::Array* played = r.Array(j["played"], "played", seats);
  if (played == nullptr) return r.Refusal();
  for (size_t s = 0; s < seats; ++s) {
    bool p = false;
    if (!r.Bool((*played)[s], "played", p)) return r.Refusal();
    next.played_[s] = p;
  }
  if (!r.Int(j["round"], "round", 0, kRounds - 1, next.round_) ||
      !r.Int(j["starter"], "starter", 0, n - 1, next.starter_) ||
      !r.Int(j["current"], "current", 0, n - 1, next.current_) ||
      !r.Name(j["phase"], "phase", kPhaseNames, next.phase_) ||
      !r.Int(j["draws_left"], "draws_left", 0, kDrawsPerTurn, next.draws_left_) ||
      !r.Int(j["dagger_left"], "dagger_left", 0, kDeckSize, next.dagger_left_) ||
      !r.Bool(j["may_skip"], "may_skip", next.may_skip_) ||
      !r.Int(j["first_out"], "first_out", -1, n - 1, next.first_out_) ||
      !r.Int(j["final_left"], "final_left", 0, n - 1, next.final_left_) ||
      !r.Int(j["idle_passes"], "idle_passes", 0, n, next.idle_passes_) ||
      !r.Ints(j["totals"], "totals", seats, 0, kMaxPoints, next.totals_))
    return r.Refusal();
  const bool over = next.phase_ == Phase::kOver;
  if (next.phase_ == Phase::kDraw ? next.draws_left_ + next.dagger_left_ == 0
                                  : next.draws_left_ + next.dagger_left_ > 0 || next.may_skip_)
    return r.Refuse("the draws left do not fit the phase");
  if (over ? next.final_left_ != 0 : (next.first_out_ < 0) != (next.final_left_ == 0))
    return r.Refuse("the final turns do not fit who went out");
  const Json::Array* results = r.Array(j["results"], "results", Index(next.round_ + (over ? 1 : 0)));
  if (results == nullptr) return r.Refusal();
  next.results_.clear();
  for (const Json& o : *results) {
    RoundResult& result = next.results_.emplace_back();
    const Json::Array* rows = r.Array(o["seats"], "a round's seats", seats);
    if (rows == nullptr || !r.Int(o["round"], "a round's number", static_cast<int64_t>(next.results_.size()),
                                   static_cast<int64_t>(next.results_.size()), result.round) ||
        !r.Int(o["first_out"], "a round's first_out", -1, n - 1, result.first_out) ||
        !r.Int(o["next_starter"], "a round's next_starter", -1, n - 1, result.next_starter) ||
        !r.Ints(o["totals"], "a round's totals", seats, 0, kMaxPoints, result.totals))
      return r.Refusal();
    for (const Json& row : *rows) {
      std::vector<int> v;
      if (!r.Ints(row, "a score breakdown", 9, -kMaxPoints, kMaxPoints, v)) return r.Refusal();
      result.seats.push_back({v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]});
    }
  }
  const Json::Array* moves = r.Array(j["moves"], "moves");
  if (moves == nullptr) return r.Refusal();
  next.history_.clear();
  next.revealed_.clear();
  next.events_.clear();
  for (const Json& o : *moves) {
    const Json::Array* row = r.Array(o, "a move");
    if (row == nullptr) return r.Refusal();
    if (row->size() < kFirstColumns || row->size() > kColumns)
      return r.Refuse("a move has " + std::to_string(row->size()) + " columns");
    auto col = [&](size_t i) -> const Json& { return i < row->size() ? (*row)[i] : DefaultColumn(i); };
    LoggedMove& m = next.history_.emplace_back();
    Event& e = next.events_.emplace_back();
    bool revealed = false;
    if (!r.Int(col(0), "a move's seat", 0, n - 1, m.seat) || !r.Str(col(1), "a move", m.move) ||
        !r.Int(col(2), "a move's time", 0, kMaxTime, m.time) || !r.Bool(col(3), "revealed", revealed) ||
        !r.Name(col(4), "a move's kind", kKindNames, e.kind) || !r.Int(col(5), "a move's round", 1, kRounds, e.round) ||
        !r.Name(col(6), "a move's deck", kDeckNames, e.deck) ||
        !r.Int(col(7), "deck_left", 0, kDeckSize, e.deck_left) || !r.Bool(col(8), "dagger_draw", e.dagger_draw) ||
        !r.Str(col(9), "word", e.word) || !r.Int(col(10), "points", 0, kMaxPoints, e.points) ||
        !r.Bool(col(11), "went_out", e.went_out) || !r.Bool(col(12), "round_over", e.round_over) ||
        !r.Bool(col(13), "no_play_lap", e.no_play_lap) || !r.Bool(col(14), "game_over", e.game_over) ||
        !r.Int(col(15), "victim", -1, n - 1, e.victim) || !r.Str(col(16), "stolen", e.stolen) ||
        !r.Str(col(17), "first", e.first) || !r.Str(col(18), "second", e.second) ||
        !r.Int(col(19), "dagger_cards", 0, kDeckSize, e.dagger_cards))
      return r.Refusal();
    e.seat = m.seat;
    next.revealed_.push_back(revealed);
  }
  *this = std::move(next);
  return Status::Ok();
}

}  // namespace lf::word_lift
