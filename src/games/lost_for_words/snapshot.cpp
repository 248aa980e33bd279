// Lost for Words as a snapshot (docs/multi-device.md): the whole table as
// JSON for a guest device, and back. Restore trusts nothing: every field is
// checked, the new table is built aside and only then replaces the old one.
#include <algorithm>

#include "core/json_reader.h"
#include "games/lost_for_words/lost_for_words.h"

namespace lf::lost_for_words {

namespace {

constexpr size_t kMaxHistory = 100000;

constexpr const char* kPhaseNames[] = {"act", "draw", "over"};

// Cards as a string of letters A..Z (and '?' where `unknown` allows it), read
// with the shared JsonReader (core/json_reader.h).
std::string Cards(JsonReader& r, const Json& j, bool unknown, const std::string& what) {
  const std::string& s = j.as_string();
  const bool letters =
      std::all_of(s.begin(), s.end(), [&](char c) { return IsLetter(c) || (unknown && c == kUnknownCard); });
  if (!j.is_string() || !letters || s.size() > static_cast<size_t>(kDeckSize)) {
    r.Fail(what + " must be cards as upper-case letters" + (unknown ? " (? unknown)" : ""));
    return {};
  }
  return s;
}

}  // namespace

Json LostForWords::Snapshot() const {
  Json j(Json::Object{});
  j.set("deck", std::string(deck_.begin(), deck_.end()));
  Json piles(Json::Object{});
  for (Pile p : {Pile::kRed, Pile::kBlack})
    piles.set(std::string(PileName(p)), std::string(PileCards(p).begin(), PileCards(p).end()));
  j.set("piles", piles);
  Json players(Json::Array{});
  for (int s = 0; s < kPlayers; ++s) {
    Json p(Json::Object{});
    p.set("hand", hands_[Index(s)]);
    p.set("known", known_[Index(s)]);
    Json words(Json::Array{});
    Json multipliers(Json::Array{});
    for (const Column& col : columns_[Index(s)]) {
      words.push_back(col.letters);
      multipliers.push_back(std::string(static_cast<size_t>(col.multipliers), col.multiplier));
    }
    p.set("words", words);
    p.set("multipliers", multipliers);
    players.push_back(p);
  }
  j.set("players", players);
  j.set("current", current_);
  j.set("phase", kPhaseNames[static_cast<size_t>(phase_)]);
  j.set("played", played_);
  j.set("discarded", discarded_);
  j.set("draws_left", draws_left_);
  j.set("blocked", blocked_pile_);
  Json history(Json::Array{});
  for (size_t i = 0; i < log_->moves.size(); ++i) {
    const LoggedMove& m = log_->moves[i];
    const Event& e = log_->events[i];
    Json entry(Json::Object{});
    entry.set("seat", m.seat);
    entry.set("move", m.move);
    entry.set("time", m.time);
    entry.set("card", e.card == 0 ? std::string() : std::string(1, e.card));
    entry.set("word_after", e.word_after);
    entry.set("multipliers_after", e.multipliers_after);
    entry.set("deck_after", e.deck_after);
    entry.set("ended_game", e.ended_game);
    history.push_back(entry);
  }
  j.set("history", history);
  return j;
}

Status LostForWords::Restore(const Json& snapshot) {
  if (!snapshot.is_object()) return Status::Refused("not a snapshot of Lost for Words: not an object");
  JsonReader r("not a snapshot of Lost for Words: ");
  LostForWords g = *this;  // options, settings and dictionary stay; every other field is read below
  g.log_ = std::make_shared<Log>();
  const std::string deck = Cards(r, snapshot["deck"], true, "deck");
  g.deck_.assign(deck.begin(), deck.end());
  for (Pile p : {Pile::kRed, Pile::kBlack}) {
    const std::string name(PileName(p));
    const std::string pile = Cards(r, snapshot["piles"][name], false, name + " pile");
    if (!std::all_of(pile.begin(), pile.end(), [&](char c) { return PileOf(c) == p; }))
      r.Fail("the " + name + " pile holds a card of the other colour");
    g.piles_[static_cast<size_t>(p)].assign(pile.begin(), pile.end());
  }
  const auto& players = r.Array(snapshot["players"], static_cast<size_t>(NumSeats()), "players");
  if (r.ok() && NumSeats() != kPlayers) r.Fail("Lost for Words is for two players");
  for (size_t s = 0; s < players.size() && r.ok(); ++s) {
    const Json& p = players[s];
    const std::string at = "players[" + std::to_string(s) + "].";
    g.hands_[s] = Cards(r, p["hand"], true, at + "hand");
    g.known_[s] = Cards(r, p["known"], false, at + "known");
    if (!std::is_sorted(g.hands_[s].begin(), g.hands_[s].end()) ||
        !std::is_sorted(g.known_[s].begin(), g.known_[s].end()) ||
        !std::includes(g.hands_[s].begin(), g.hands_[s].end(), g.known_[s].begin(), g.known_[s].end()))
      r.Fail(at + "hand and known must be sorted, the known cards in the hand");
    const auto& words = r.Array(p["words"], kColumns, at + "words");
    const auto& multipliers = r.Array(p["multipliers"], kColumns, at + "multipliers");
    for (size_t c = 0; c < words.size() && c < multipliers.size(); ++c) {
      Column& col = g.columns_[s][c];
      col.letters = Cards(r, words[c], false, at + "words");
      const std::string mult = Cards(r, multipliers[c], false, at + "multipliers");
      if (mult.size() > static_cast<size_t>(kMaxMultipliers) || (!mult.empty() && !IsVowel(mult[0])) ||
          mult.find_first_not_of(mult.empty() ? ' ' : mult[0]) != std::string::npos)
        r.Fail(at + "multipliers must be up to three of one vowel");
      col.multipliers = static_cast<int>(mult.size());
      col.multiplier = mult.empty() ? 0 : mult[0];
    }
  }
  g.current_ = static_cast<int>(r.Int(snapshot["current"], 0, kPlayers - 1, "current"));
  g.phase_ = r.Name<Phase>(snapshot["phase"], kPhaseNames, "phase");
  g.played_ = r.Bool(snapshot["played"], "played");
  g.discarded_ = r.Bool(snapshot["discarded"], "discarded");
  g.draws_left_ = static_cast<int>(r.Int(snapshot["draws_left"], 0, 2, "draws_left"));
  g.blocked_pile_ = static_cast<int>(r.Int(snapshot["blocked"], -1, 1, "blocked"));
  if (!r.ok()) return Status::Refused(r.error());

  // The table as a whole: nothing created or lost, and a game that can go on.
  const LetterCounts counts = g.CountAllCards();
  const LetterCounts full = FullDeckCounts();
  size_t unknown = static_cast<size_t>(std::count(g.deck_.begin(), g.deck_.end(), kUnknownCard));
  for (const std::string& hand : g.hands_) unknown += static_cast<size_t>(std::count(hand.begin(), hand.end(), kUnknownCard));
  int total = static_cast<int>(unknown);
  for (size_t i = 0; i < counts.size(); ++i) {
    if (counts[i] > full[i]) r.Fail(std::string("too many ") + static_cast<char>('A' + i) + " cards");
    total += counts[i];
  }
  if (total != kDeckSize) r.Fail(std::to_string(total) + " cards instead of 80");
  if ((g.phase_ == Phase::kOver) != g.deck_.empty()) r.Fail("the game ends when the deck runs out, and only then");
  if (g.phase_ == Phase::kDraw && g.draws_left_ == 0) r.Fail("a player drawing has a card to draw");
  if (!r.ok()) return Status::Refused(r.error());

  const auto& history = r.Array(snapshot["history"], 0, kMaxHistory, "history");
  for (size_t i = 0; i < history.size() && r.ok(); ++i) {
    const Json& entry = history[i];
    const std::string at = "history[" + std::to_string(i) + "].";
    LoggedMove m;
    m.seat = static_cast<int>(r.Int(entry["seat"], 0, kPlayers - 1, at + "seat"));
    m.move = entry["move"].as_string();
    m.time = r.Int(entry["time"], 0, int64_t{1} << 50, at + "time");
    const Result<Move> move = Move::Parse(m.move);
    if (!entry["move"].is_string() || !move.ok()) {
      r.Fail(at + "move is not a move of the game");
      break;
    }
    Event e;
    e.seat = m.seat;
    e.action = *move;
    const std::string card = Cards(r, entry["card"], false, at + "card");
    if (card.size() > 1) r.Fail(at + "card must be one letter or none");
    e.card = card.empty() ? 0 : card[0];
    e.word_after = Cards(r, entry["word_after"], false, at + "word_after");
    e.multipliers_after = static_cast<int>(r.Int(entry["multipliers_after"], 0, kMaxMultipliers, at + "multipliers_after"));
    e.deck_after = static_cast<int>(r.Int(entry["deck_after"], 0, kDeckSize, at + "deck_after"));
    e.ended_game = r.Bool(entry["ended_game"], at + "ended_game");
    g.log_->moves.push_back(std::move(m));
    g.log_->events.push_back(std::move(e));
  }
  if (!r.ok()) return Status::Refused(r.error());
  *this = std::move(g);
  return Status::Ok();
}

}  // namespace lf::lost_for_words
