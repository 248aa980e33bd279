// Finders Keepers' snapshots (docs/multi-device.md): the whole table as
// JSON, every timer and the move log with each move's event included, and
// the strict reading back that refuses anything a game could not hold.
// Cards are numbers (cards.h); in a redacted copy the deck, the cards set
// aside and the penalty cards are kUnknown.
#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "core/json_reader.h"
#include "games/word_shout/word_shout.h"

namespace lf::word_shout {
namespace {

constexpr size_t kAny = JsonReader::kAny;
constexpr int64_t kMaxTime = int64_t{1} << 50;
constexpr const char* kKindNames[] = {"deal", "shout", "claim", "time-up", "close", "next"};
constexpr const char* kVerdictNames[] = {"none", "right", "not-a-word", "too-few-cards", "no-cards-named", "gave-up"};
constexpr const char* kEndNames[] = {"none", "no-word-left", "all-claimed", "time-ran-out"};

constexpr const char* kRefused = "not a Finders Keepers table: ";

// One list of cards per seat, read with the shared JsonReader (core/json_reader.h).
std::vector<std::vector<int>> ReadRows(JsonReader& r, const Json& j, size_t seats, int64_t lo,
                                       const std::string& what) {
  std::vector<std::vector<int>> out(seats);
  const Json::Array& a = r.Array(j, seats, what);
  for (size_t s = 0; s < a.size(); ++s) out[s] = r.Ints(a[s], kAny, lo, kDeckSize - 1, what);
  return out;
}

Json Rows(const std::vector<std::vector<int>>& rows) {
  Json a(Json::Array{});
  for (const auto& row : rows) a.push_back(IntsJson(row));
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
  j.set("deck", IntsJson(deck_));
  j.set("set_aside", IntsJson(set_aside_));
  Json table(Json::Array{});
  for (const TableCard& c : table_) table.push_back(Json(Json::Array{Json(c.card), Json(c.dealt)}));
  j.set("table", std::move(table));
  j.set("taken", Rows(taken_));
  j.set("penalties", Rows(penalties_));
  j.set("points", IntsJson(points_));
  j.set("rounds_won", IntsJson(rounds_won_));
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
    o.set("cards", IntsJson(r.cards));
    o.set("winners", IntsJson(r.winners));
    o.set("end", kEndNames[static_cast<size_t>(r.end)]);
    o.set("left_on_table", IntsJson(r.left_on_table));
    results.push_back(std::move(o));
  }
  j.set("results", std::move(results));
  Json moves(Json::Array{});
  for (size_t i = 0; i < history_.size(); ++i) moves.push_back(MoveRow(history_[i], revealed_[i], events_[i]));
  j.set("moves", std::move(moves));
  return j;
}

Status WordShout::Restore(const Json& j) {
  JsonReader r(kRefused);
  if (!j.is_object()) return r.Refuse("a snapshot is a JSON object");
  const int n = NumSeats();
  const size_t seats = static_cast<size_t>(n);
  auto time = [&](const Json& v, const char* what) { return r.Int<Millis>(v, 0, kMaxTime, what); };
  // Built apart (the options, settings, dictionary and Rng stay the game's);
  // the game changes only once all of it has been read. A failed read gives
  // a harmless value: r.ok() is checked before anything relies on one.
  WordShout next = *this;
  next.round_ = r.Int<int>(j["round"], 0, n, "round");
  next.dealer_ = r.Int<int>(j["dealer"], 0, n - 1, "dealer");
  next.between_ = r.Bool(j["between"], "between");
  next.deck_ = r.Ints(j["deck"], kAny, kUnknown, kDeckSize - 1, "a card of the deck");
  next.set_aside_ = r.Ints(j["set_aside"], kAny, kUnknown, kDeckSize - 1, "a card set aside");
  next.taken_ = ReadRows(r, j["taken"], seats, 0, "cards taken");
  next.penalties_ = ReadRows(r, j["penalties"], seats, kUnknown, "penalty cards");
  next.points_ = r.Ints(j["points"], seats, 0, n, "points");
  next.rounds_won_ = r.Ints(j["rounds_won"], seats, 0, n, "rounds won");
  next.claimant_ = r.Int<int>(j["claimant"], -1, n - 1, "claimant");
  next.claim_started_ = time(j["claim_started"], "claim_started");
  next.last_ = time(j["last"], "last");
  next.round_started_ = time(j["round_started"], "round_started");
  next.round_ended_ = time(j["round_ended"], "round_ended");
  next.now_ = time(j["now"], "now");
  const Json::Array& table = r.Array(j["table"], kAny, "table");
  if (!r.ok()) return r.Refusal();
  next.table_.clear();
  for (const Json& c : table) {
    const Json::Array& pair = r.Array(c, 2, "a card on the table");
    if (!r.ok()) return r.Refusal();
    TableCard& card = next.table_.emplace_back();
    card.card = r.Int<int>(pair[0], 0, kDeckSize - 1, "a card on the table");
    card.dealt = time(pair[1], "when a card was dealt");
    if (!r.ok()) return r.Refusal();
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
  const Json::Array& results = r.Array(j["results"], static_cast<size_t>(next.round_), "results");
  if (!r.ok()) return r.Refusal();
  next.results_.clear();
  for (const Json& o : results) {
    RoundResult& result = next.results_.emplace_back();
    result.dealer = r.Int<int>(o["dealer"], 0, n - 1, "a round's dealer");
    result.started = time(o["started"], "a round's start");
    result.ended = time(o["ended"], "a round's end");
    result.cards = r.Ints(o["cards"], seats, 0, kDeckSize, "a round's cards won");
    result.winners = r.Ints(o["winners"], kAny, 0, n - 1, "a round's winner");
    result.end = r.Name<Event::End>(o["end"], kEndNames, "why a round ended");
    result.left_on_table = r.Ints(o["left_on_table"], kAny, 0, kDeckSize - 1, "a card left on the table");
    if (!r.ok()) return r.Refusal();
    if (result.winners.size() > seats) return r.Refuse("a round has more winners than seats");
  }
  const Json::Array& moves = r.Array(j["moves"], kAny, "moves");
  if (!r.ok()) return r.Refusal();
  next.history_.clear();
  next.revealed_.clear();
  next.events_.clear();
  Millis last_time = 0;
  for (const Json& o : moves) {
    const Json::Array& row = r.Array(o, kFirstColumns, kColumns, "a move's columns");
    if (!r.ok()) return r.Refusal();
    LoggedMove& m = next.history_.emplace_back();
    Event& e = next.events_.emplace_back();
    m.seat = r.Int<int>(row[0], kDealerSeat, n - 1, "a move's seat");
    if (!r.ok()) return r.Refusal();
    auto col = [&](size_t i) -> const Json& { return i < row.size() ? row[i] : DefaultColumn(i); };
    m.move = r.Str(col(1), "a move");
    m.time = time(col(2), "a move's time");
    const bool revealed = r.Bool(col(3), "revealed");
    e.kind = r.Name<Event::Kind>(col(4), kKindNames, "a move's kind");
    e.round = r.Int<int>(col(5), 0, n - 1, "a move's round");
    e.card = r.Int<int>(col(6), kUnknown, kDeckSize - 1, "the card dealt");
    e.verdict = r.Name<Event::Verdict>(col(7), kVerdictNames, "a verdict");
    e.end = r.Name<Event::End>(col(8), kEndNames, "why a round ended");
    e.cards = r.Int<uint8_t>(col(9), 0, 255, "a claim's cards");
    e.need = r.Int<uint8_t>(col(10), 0, 255, "a claim's need");
    e.penalised = r.Int<uint16_t>(col(11), 0, (1 << n) - 1, "penalised");
    if (!r.ok()) return r.Refusal();
    e.seat = m.seat;
    if (row.size() == kColumns) e.seat = r.Int<int>(row[kColumns - 1], kDealerSeat, n - 1, "a move's claimant");
    if (!r.ok()) return r.Refusal();
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
