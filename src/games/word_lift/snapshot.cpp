// Word Lift's snapshots (docs/multi-device.md): the whole table as JSON, its
// move log with each move's event included, and the strict reading back
// that refuses anything a game could not hold. Cards are ids (cards.h); in a
// redacted copy the cards a seat cannot see are the placeholder ids.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "core/json_reader.h"
#include "games/word_lift/word_lift.h"

namespace lf::word_lift {
namespace {

constexpr size_t kAny = JsonReader::kAny;
constexpr int64_t kMaxPoints = 1000000;
constexpr int64_t kMaxTime = int64_t{1} << 50;
constexpr const char* kRefused = "not a Word Lift table: ";
constexpr const char* kPhaseNames[] = {"play", "draw", "over"};
constexpr const char* kKindNames[] = {"play", "steal", "pass", "draw", "skip-draws"};
constexpr const char* kDeckNames[] = {"consonant", "vowel"};

Json BreakdownRow(const ScoreBreakdown& b) {
  return IntsJson({b.word_cards, b.word_points, b.hand_cards, b.hand_points, b.long_words, b.long_bonus, b.out_bonus,
                   b.raw, b.score});
}

// One move of the log, a row of columns: [seat, move, time, revealed, kind,
// round, deck, deck_left, dagger_draw, word, points, went_out, round_over,
// no_play_lap, game_over, victim, stolen, first, second, dagger_cards, gain,
// victim_loss]: the
// move and its event. Trailing columns at their defaults are left out: a
// pass is [1, "pass", 0, false, "pass", 2]. Rows keep a long log cheap to
// write, send and read.
constexpr size_t kFirstColumns = 6, kColumns = 22;
const Json& DefaultColumn(size_t i) {
  static const Json kDefaults[kColumns] = {Json(),      Json(),      Json(),      Json(),      Json(),
                                           Json(),      Json(kDeckNames[0]), Json(0), Json(false), Json(""),
                                           Json(0),     Json(false), Json(false), Json(false), Json(false),
                                           Json(-1),    Json(""),    Json(""),    Json(""),    Json(0),
                                           Json(0),     Json(0)};
  return kDefaults[i];
}

Json MoveRow(const Game::LoggedMove& m, bool revealed, const Event& e) {
  Json::Array row = {Json(m.seat), Json(m.move), Json(m.time), Json(revealed),
                     Json(kKindNames[static_cast<size_t>(e.kind)]), Json(e.round),
                     Json(kDeckNames[static_cast<size_t>(e.deck)]), Json(e.deck_left), Json(e.dagger_draw),
                     Json(e.word), Json(e.points), Json(e.went_out), Json(e.round_over), Json(e.no_play_lap),
                     Json(e.game_over), Json(e.victim), Json(e.stolen), Json(e.first), Json(e.second),
                     Json(e.dagger_cards), Json(e.gain), Json(e.victim_loss)};
  while (row.size() > kFirstColumns && row.back() == DefaultColumn(row.size() - 1)) row.pop_back();
  return Json(std::move(row));
}

}  // namespace

Json WordLift::Snapshot() const {
  Json j(Json::Object{});
  j.set("decks", Json(Json::Array{IntsJson(decks_[0]), IntsJson(decks_[1])}));
  j.set("set_aside", IntsJson(set_aside_));
  Json hands(Json::Array{}), table(Json::Array{}), played(Json::Array{});
  for (const auto& hand : hands_) hands.push_back(IntsJson(hand));
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
  j.set("totals", IntsJson(totals_));
  Json results(Json::Array{});
  for (const RoundResult& r : results_) {
    Json o(Json::Object{}), seats(Json::Array{});
    for (const ScoreBreakdown& b : r.seats) seats.push_back(BreakdownRow(b));
    o.set("round", r.round);
    o.set("first_out", r.first_out);
    o.set("next_starter", r.next_starter);
    o.set("seats", std::move(seats));
    o.set("totals", IntsJson(r.totals));
    results.push_back(std::move(o));
  }
  j.set("results", std::move(results));
  Json moves(Json::Array{});
  for (size_t i = 0; i < history_.size(); ++i) moves.push_back(MoveRow(history_[i], revealed_[i], events_[i]));
  j.set("moves", std::move(moves));
  return j;
}

Status WordLift::Restore(const Json& j) {
  JsonReader r(kRefused);
  if (!j.is_object()) return r.Refuse("a snapshot is a JSON object");
  const int n = NumSeats();
  const size_t seats = Index(n);
  // Built apart (the options, settings, dictionary and Rng stay the game's);
  // the game changes only once all of it has been read. A failed read gives
  // a harmless value: r.ok() is checked before anything relies on one.
  WordLift next = *this;
  const Json::Array& decks = r.Array(j["decks"], 2, "decks");
  for (size_t d = 0; d < decks.size(); ++d) next.decks_[d] = r.Ints(decks[d], kAny, 0, kDeckSize + 1, "a deck's card");
  next.set_aside_ = r.Ints(j["set_aside"], kAny, 0, kDeckSize + 1, "a card set aside");
  const Json::Array& hands = r.Array(j["hands"], seats, "hands");
  if (!r.ok()) return r.Refusal();
  for (size_t s = 0; s < seats; ++s) {
    next.hands_[s] = r.Ints(hands[s], kAny, 0, kDeckSize + 1, "a hand's card");
    if (!r.ok()) return r.Refusal();
    if (!std::is_sorted(next.hands_[s].begin(), next.hands_[s].end()))
      return r.Refuse("a hand is not in card order");
  }
  const Json::Array& table = r.Array(j["table"], seats, "table");
  if (!r.ok()) return r.Refusal();
  for (size_t s = 0; s < seats; ++s) {
    const Json::Array& words = r.Array(table[s], kAny, "a seat's words");
    if (!r.ok()) return r.Refusal();
    next.table_[s].clear();
    for (const Json& word : words) {
      const Json::Array& cards = r.Array(word, kAny, "a word");
      if (!r.ok()) return r.Refusal();
      if (cards.empty()) return r.Refuse("a word has no cards");
      TableWord& w = next.table_[s].emplace_back();
      for (const Json& card : cards) {
        const Json::Array& pair = r.Array(card, 2, "a card of a word");
        if (!r.ok()) return r.Refusal();
        PlacedCard& c = w.cards.emplace_back();
        c.card = r.Int<int>(pair[0], 0, kDeckSize - 1, "a card of a word");
        c.letters = r.Str(pair[1], "a card's letters");
        if (!r.ok()) return r.Refusal();
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
  const Json::Array& played = r.Array(j["played"], seats, "played");
  for (size_t s = 0; s < played.size(); ++s) next.played_[s] = r.Bool(played[s], "played");
  next.round_ = r.Int<int>(j["round"], 0, kRounds - 1, "round");
  next.starter_ = r.Int<int>(j["starter"], 0, n - 1, "starter");
  next.current_ = r.Int<int>(j["current"], 0, n - 1, "current");
  next.phase_ = r.Name<Phase>(j["phase"], kPhaseNames, "phase");
  next.draws_left_ = r.Int<int>(j["draws_left"], 0, kDrawsPerTurn, "draws_left");
  next.dagger_left_ = r.Int<int>(j["dagger_left"], 0, kDeckSize, "dagger_left");
  next.may_skip_ = r.Bool(j["may_skip"], "may_skip");
  next.first_out_ = r.Int<int>(j["first_out"], -1, n - 1, "first_out");
  next.final_left_ = r.Int<int>(j["final_left"], 0, n - 1, "final_left");
  next.idle_passes_ = r.Int<int>(j["idle_passes"], 0, n, "idle_passes");
  next.totals_ = r.Ints(j["totals"], seats, 0, kMaxPoints, "totals");
  if (!r.ok()) return r.Refusal();
  const bool over = next.phase_ == Phase::kOver;
  if (next.phase_ == Phase::kDraw ? next.draws_left_ + next.dagger_left_ == 0
                                  : next.draws_left_ + next.dagger_left_ > 0 || next.may_skip_)
    return r.Refuse("the draws left do not fit the phase");
  if (over ? next.final_left_ != 0 : (next.first_out_ < 0) != (next.final_left_ == 0))
    return r.Refuse("the final turns do not fit who went out");
  const Json::Array& results = r.Array(j["results"], Index(next.round_ + (over ? 1 : 0)), "results");
  if (!r.ok()) return r.Refusal();
  next.results_.clear();
  for (const Json& o : results) {
    RoundResult& result = next.results_.emplace_back();
    const Json::Array& rows = r.Array(o["seats"], seats, "a round's seats");
    const auto number = static_cast<int64_t>(next.results_.size());
    result.round = r.Int<int>(o["round"], number, number, "a round's number");
    result.first_out = r.Int<int>(o["first_out"], -1, n - 1, "a round's first_out");
    result.next_starter = r.Int<int>(o["next_starter"], -1, n - 1, "a round's next_starter");
    result.totals = r.Ints(o["totals"], seats, 0, kMaxPoints, "a round's totals");
    if (!r.ok()) return r.Refusal();
    for (const Json& row : rows) {
      const std::vector<int> v = r.Ints(row, 9, -kMaxPoints, kMaxPoints, "a score breakdown");
      if (!r.ok()) return r.Refusal();
      result.seats.push_back({v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]});
    }
  }
  const Json::Array& moves = r.Array(j["moves"], kAny, "moves");
  if (!r.ok()) return r.Refusal();
  next.history_.clear();
  next.revealed_.clear();
  next.events_.clear();
  for (const Json& o : moves) {
    const Json::Array& row = r.Array(o, kFirstColumns, kColumns, "a move's columns");
    if (!r.ok()) return r.Refusal();
    auto col = [&](size_t i) -> const Json& { return i < row.size() ? row[i] : DefaultColumn(i); };
    LoggedMove& m = next.history_.emplace_back();
    Event& e = next.events_.emplace_back();
    m.seat = r.Int<int>(col(0), 0, n - 1, "a move's seat");
    m.move = r.Str(col(1), "a move");
    m.time = r.Int(col(2), 0, kMaxTime, "a move's time");
    const bool revealed = r.Bool(col(3), "revealed");
    e.kind = r.Name<Move::Kind>(col(4), kKindNames, "a move's kind");
    e.round = r.Int<int>(col(5), 1, kRounds, "a move's round");
    e.deck = r.Name<Deck>(col(6), kDeckNames, "a move's deck");
    e.deck_left = r.Int<int>(col(7), 0, kDeckSize, "deck_left");
    e.dagger_draw = r.Bool(col(8), "dagger_draw");
    e.word = r.Str(col(9), "word");
    e.points = r.Int<int>(col(10), 0, kMaxPoints, "points");
    e.went_out = r.Bool(col(11), "went_out");
    e.round_over = r.Bool(col(12), "round_over");
    e.no_play_lap = r.Bool(col(13), "no_play_lap");
    e.game_over = r.Bool(col(14), "game_over");
    e.victim = r.Int<int>(col(15), -1, n - 1, "victim");
    e.stolen = r.Str(col(16), "stolen");
    e.first = r.Str(col(17), "first");
    e.second = r.Str(col(18), "second");
    e.dagger_cards = r.Int<int>(col(19), 0, kDeckSize, "dagger_cards");
    e.gain = r.Int<int>(col(20), -kMaxPoints, kMaxPoints, "gain");
    e.victim_loss = r.Int<int>(col(21), -kMaxPoints, kMaxPoints, "victim_loss");
    if (!r.ok()) return r.Refusal();
    e.seat = m.seat;
    next.revealed_.push_back(revealed);
  }
  *this = std::move(next);
  return Status::Ok();
}

}  // namespace lf::word_lift
