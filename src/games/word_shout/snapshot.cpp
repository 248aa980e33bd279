// Finders Keepers' snapshots (docs/multi-device.md): the whole table as
// JSON, every timer and the move log with each move's event included, and
// the strict reading back that refuses anything a game could not hold.
// Cards are numbers (cards.h); in a redacted copy the deck, the cards set
// aside and the penalty cards are kUnknown.
#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "games/word_shout/word_shout.h"

namespace lf::word_shout {
namespace {

constexpr size_t kAny = std::numeric_limits<size_t>::max();
constexpr int64_t kMaxTime = int64_t{1} << 50;
constexpr const char* kKindNames[] = {"deal", "shout", "claim", "time-up", "close", "next"};
constexpr const char* kVerdictNames[] = {"none", "right", "not-a-word", "too-few-cards", "no-cards-named"};
constexpr const char* kEndNames[] = {"none", "no-word-left", "all-claimed", "time-ran-out"};

// Reads a snapshot field by field; the first reason to refuse it is kept.
class Reader {
 public:
  Status Refusal() const { return Status::Refused("not a Finders Keepers table: " + error_); }
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
  bool Time(const Json& j, const char* what, Millis& out) { return Int(j, what, 0, kMaxTime, out); }
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
  // One list of cards per seat.
  bool Rows(const Json& j, const char* what, size_t seats, int64_t lo, std::vector<std::vector<int>>& out) {
    const Json::Array* a = Array(j, what, seats);
    if (a == nullptr) return false;
    out.assign(seats, {});
    for (size_t s = 0; s < seats; ++s)
      if (!Ints((*a)[s], what, kAny, lo, kDeckSize - 1, out[s])) return false;
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

Json Rows(const std::vector<std::vector<int>>& rows) {
  Json a(Json::Array{});
  for (const auto& row : rows) a.push_back(Ints(row));
  return a;
}

// One move of the log, a row of columns: [seat, move, time, revealed, kind,
// round, card, verdict, end, cards, need, penalised, event seat] (the event's
// time is the move's). Trailing columns at their defaults are left out: a
// deal is [-3, "deal", 4000, true, "deal", 0, 17]. Rows keep a long log
// cheap to write, send and read.
constexpr size_t kFirstColumns = 6, kColumns = 13;
// The defaults of columns 6 to 11; the event seat's is the move's seat.
const Json& DefaultColumn(size_t i) {
  static const Json kDefaults[] = {Json(), Json(), Json(), Json(), Json(), Json(), Json(kUnknown),
                                   Json(kVerdictNames[0]), Json(kEndNames[0]), Json(0), Json(0), Json(0)};
  return kDefaults[i];
}

Json MoveRow(const Game::LoggedMove& m, bool revealed, const Event& e) {
  Json::Array row = {Json(m.seat), Json(m.move), Json(m.time), Json(revealed),
                     Json(kKindNames[static_cast<size_t>(e.kind)]), Json(e.round), Json(e.card),
                     Json(kVerdictNames[static_cast<size_t>(e.verdict)]), Json(kEndNames[static_cast<size_t>(e.end)]),
                     Json(static_cast<int>(e.cards)), Json(static_cast<int>(e.need)),
                     Json(static_cast<int>(e.penalised)), Json(e.seat)};
  if (e.seat == m.seat) row.pop_back();
  while (row.size() > kFirstColumns && row.size() < kColumns && row.back() == DefaultColumn(row.size() - 1))
    row.pop_back();
  return Json(std::move(row));
}

}  // namespace

Json WordShout::Snapshot() const {
  Json j(Json::Object{});
  j.set("round", round_);
  j.set("dealer", dealer_);
  j.set("between", between_);
  j.set("deck", Ints(deck_));
  j.set("set_aside", Ints(set_aside_));
  Json table(Json::Array{});
  for (const TableCard& c : table_) table.push_back(Json(Json::Array{Json(c.card), Json(c.dealt)}));
  j.set("table", std::move(table));
  j.set("taken", Rows(taken_));
  j.set("penalties", Rows(penalties_));
  j.set("points", Ints(points_));
  j.set("rounds_won", Ints(rounds_won_));
  j.set("claimant", claimant_);
  j.set("claim_started", claim_started_);
  j.set("last", last_);
  j.set("round_started", round_started_);
  j.set("round_ended", round_ended_);
  j.set("now", now_);
  Json results(Json::Array{});
  for (const RoundResult& r : results_) {
    Json o(Json::Object{});
    o.set("dealer", r.dealer);
    o.set("started", r.started);
    o.set("ended", r.ended);
    o.set("cards", Ints(r.cards));
    o.set("winners", Ints(r.winners));
    o.set("end", kEndNames[static_cast<size_t>(r.end)]);
    o.set("left_on_table", Ints(r.left_on_table));
    results.push_back(std::move(o));
  }
  j.set("results", std::move(results));
  Json moves(Json::Array{});
  for (size_t i = 0; i < history_.size(); ++i) moves.push_back(MoveRow(history_[i], revealed_[i], events_[i]));
  j.set("moves", std::move(moves));
  return j;
}

Status WordShout::Restore(const Json& j) {
  Reader r;
  if (!j.is_object()) return r.Refuse("a snapshot is a JSON object");
  const int n = NumSeats();
  const size_t seats = static_cast<size_t>(n);
  // Built apart (the options, settings, dictionary and Rng stay the game's);
  // the game changes only once all of it has been read.
  WordShout next = *this;
  if (!r.Int(j["round"], "round", 0, n, next.round_) || !r.Int(j["dealer"], "dealer", 0, n - 1, next.dealer_) ||
      !r.Bool(j["between"], "between", next.between_) ||
      !r.Ints(j["deck"], "a card of the deck", kAny, kUnknown, kDeckSize - 1, next.deck_) ||
      !r.Ints(j["set_aside"], "a card set aside", kAny, kUnknown, kDeckSize - 1, next.set_aside_) ||
      !r.Rows(j["taken"], "cards taken", seats, 0, next.taken_) ||
      !r.Rows(j["penalties"], "penalty cards", seats, kUnknown, next.penalties_) ||
      !r.Ints(j["points"], "points", seats, 0, n, next.points_) ||
      !r.Ints(j["rounds_won"], "rounds won", seats, 0, n, next.rounds_won_) ||
      !r.Int(j["claimant"], "claimant", -1, n - 1, next.claimant_) ||
      !r.Time(j["claim_started"], "claim_started", next.claim_started_) || !r.Time(j["last"], "last", next.last_) ||
      !r.Time(j["round_started"], "round_started", next.round_started_) ||
      !r.Time(j["round_ended"], "round_ended", next.round_ended_) || !r.Time(j["now"], "now", next.now_))
    return r.Refusal();
  const Json::Array* table = r.Array(j["table"], "table");
  if (table == nullptr) return r.Refusal();
  next.table_.clear();
  for (const Json& c : *table) {
    const Json::Array* pair = r.Array(c, "a card on the table", 2);
    TableCard& card = next.table_.emplace_back();
    if (pair == nullptr || !r.Int((*pair)[0], "a card on the table", 0, kDeckSize - 1, card.card) ||
        !r.Time((*pair)[1], "when a card was dealt", card.dealt))
      return r.Refusal();
    if (card.dealt > next.now_) return r.Refuse("a card was dealt after now");
  }
  if (next.Over() && (next.between_ || next.claimant_ >= 0)) return r.Refuse("the game is over");
  if (next.between_ && next.claimant_ >= 0) return r.Refuse("a claim is open between rounds");
  for (Millis t : {next.claim_started_, next.last_, next.round_started_, next.round_ended_})
    if (t > next.now_) return r.Refuse("a timer is past now");
  // Every card once, and all of them there (kUnknown stands for any card).
  {
    std::vector<bool> seen(static_cast<size_t>(kDeckSize), false);
    int total = 0;
    bool twice = false;
    auto count = [&](const std::vector<int>& cards) {
      for (int card : cards) {
        ++total;
        if (card == kUnknown) continue;
        twice |= seen[static_cast<size_t>(card)];
        seen[static_cast<size_t>(card)] = true;
      }
    };
    count(next.deck_);
    count(next.set_aside_);
    for (const auto& cards : next.taken_) count(cards);
    for (const auto& cards : next.penalties_) count(cards);
    for (const TableCard& c : next.table_) count({c.card});
    if (twice) return r.Refuse("a card is in two places");
    if (total != kDeckSize) return r.Refuse("the cards do not add up to " + std::to_string(kDeckSize));
  }
  const Json::Array* results = r.Array(j["results"], "results", static_cast<size_t>(next.round_));
  if (results == nullptr) return r.Refusal();
  next.results_.clear();
  for (const Json& o : *results) {
    RoundResult& result = next.results_.emplace_back();
    if (!r.Int(o["dealer"], "a round's dealer", 0, n - 1, result.dealer) ||
        !r.Time(o["started"], "a round's start", result.started) || !r.Time(o["ended"], "a round's end", result.ended) ||
        !r.Ints(o["cards"], "a round's cards won", seats, 0, kDeckSize, result.cards) ||
        !r.Ints(o["winners"], "a round's winner", kAny, 0, n - 1, result.winners) ||
        !r.Name(o["end"], "why a round ended", kEndNames, result.end) ||
        !r.Ints(o["left_on_table"], "a card left on the table", kAny, 0, kDeckSize - 1, result.left_on_table))
      return r.Refusal();
    if (result.winners.size() > seats) return r.Refuse("a round has more winners than seats");
  }
  const Json::Array* moves = r.Array(j["moves"], "moves");
  if (moves == nullptr) return r.Refusal();
  next.history_.clear();
  next.revealed_.clear();
  next.events_.clear();
  Millis last_time = 0;
  for (const Json& o : *moves) {
    const Json::Array* row = r.Array(o, "a move");
    if (row == nullptr) return r.Refusal();
    if (row->size() < kFirstColumns || row->size() > kColumns)
      return r.Refuse("a move has " + std::to_string(row->size()) + " columns");
    LoggedMove& m = next.history_.emplace_back();
    Event& e = next.events_.emplace_back();
    bool revealed = false;
    if (!r.Int((*row)[0], "a move's seat", kDealerSeat, n - 1, m.seat)) return r.Refusal();
    auto col = [&](size_t i) -> const Json& { return i < row->size() ? (*row)[i] : DefaultColumn(i); };
    if (!r.Str(col(1), "a move", m.move) || !r.Time(col(2), "a move's time", m.time) ||
        !r.Bool(col(3), "revealed", revealed) || !r.Name(col(4), "a move's kind", kKindNames, e.kind) ||
        !r.Int(col(5), "a move's round", 0, n - 1, e.round) ||
        !r.Int(col(6), "the card dealt", kUnknown, kDeckSize - 1, e.card) ||
        !r.Name(col(7), "a verdict", kVerdictNames, e.verdict) ||
        !r.Name(col(8), "why a round ended", kEndNames, e.end) || !r.Int(col(9), "a claim's cards", 0, 255, e.cards) ||
        !r.Int(col(10), "a claim's need", 0, 255, e.need) ||
        !r.Int(col(11), "penalised", 0, (1 << n) - 1, e.penalised))
      return r.Refusal();
    e.seat = m.seat;
    if (row->size() == kColumns && !r.Int((*row)[kColumns - 1], "a move's claimant", kDealerSeat, n - 1, e.seat))
      return r.Refusal();
    if (m.seat == kAnySeat || m.seat == -1 || e.seat == kAnySeat || e.seat == -1)
      return r.Refuse("a move's seat is not a seat or the dealer");
    if (m.time < last_time) return r.Refuse("the moves' times run backwards");
    last_time = m.time;
    e.time = m.time;
    // The log shows a claim's cards (ClaimParts): each must be one.
    if (m.move.find("claim") != std::string::npos) {
      std::istringstream words(m.move);
      std::string token;
      if (words >> token && token == "claim")
        while (words >> token)
          if (!ParsePart(token).ok()) return r.Refuse("a claim names a card that does not exist: " + token);
    }
    next.revealed_.push_back(revealed);
  }
  if (next.now_ != last_time) return r.Refuse("now is not the time of the last move");
  *this = std::move(next);
  return Status::Ok();
}

}  // namespace lf::word_shout
