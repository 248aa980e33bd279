// The Lost Words as a snapshot (docs/multi-device.md): the whole table as
// JSON for a guest device, and back. Restore trusts nothing: every field is
// checked, the new table is built aside and only then replaces the old one.
#include <optional>

#include "core/json_reader.h"

#include "games/lost_words/lost_words.h"

namespace lf::lost_words {

namespace {

constexpr int kLastEventKind = static_cast<int>(Event::Kind::kWon);
constexpr size_t kMaxHistory = 100000;
constexpr size_t kMaxEventsPerMove = 1000;

constexpr const char* kRefused = "not a snapshot of The Lost Words: ";

// The game's own values, read with the shared JsonReader (core/json_reader.h).
Word ReadWord(JsonReader& r, const Json& j, const std::string& what) {
  if (auto w = ParseWord(j.as_string()); w && j.is_string()) return *w;
  r.Fail(what + " must be one of the twenty words");
  return Word::kAcorn;
}
Card ReadCard(JsonReader& r, const Json& j, bool unknown_allowed, const std::string& what) {
  if (j.is_string()) {
    if (unknown_allowed && j.as_string() == "unknown") return Card::Unknown();
    if (auto c = Card::Parse(j.as_string()); c && c->Token() == j.as_string()) return *c;
  }
  r.Fail(what + " must be a card token such as \"spell:Fern\" or \"special:Acorn\"" +
         (unknown_allowed ? " (or \"unknown\")" : ""));
  return Card::Of(Special::kWall);
}
template <int N>
void ReadCards(JsonReader& r, const Json& j, FixedVec<Card, N>& out, bool unknown_allowed, const std::string& what) {
  const auto& a = r.Array(j, 0, N, what);
  for (size_t i = 0; i < a.size(); ++i)
    out.push_back(ReadCard(r, a[i], unknown_allowed, what + "[" + std::to_string(i) + "]"));
}

template <int N>
Json Tokens(const FixedVec<Card, N>& cards) {
  Json a(Json::Array{});
  for (Card c : cards) a.push_back(c.Token());
  return a;
}

// A row's nature card as in Query("row:S"): "Fern", "Fern+spell+wall", "Newt+wild-one".
std::string SlotText(const NatureSlot& slot) {
  std::string out(WordName(slot.nature));
  if (slot.cover == NatureSlot::Cover::kSpell) out += "+spell";
  if (slot.wild()) out += "+wild-one";
  if (slot.wall) out += "+wall";
  return out;
}

std::optional<NatureSlot> ParseSlot(std::string_view text) {
  NatureSlot slot;
  size_t plus = text.find('+');
  const auto w = ParseWord(text.substr(0, plus));
  if (!w) return std::nullopt;
  slot.nature = *w;
  while (plus != std::string_view::npos) {
    text = text.substr(plus + 1);
    plus = text.find('+');
    const std::string_view part = text.substr(0, plus);
    if ((part == "spell" || part == "wild-one") && slot.cover == NatureSlot::Cover::kNone)
      slot.cover = part == "spell" ? NatureSlot::Cover::kSpell : NatureSlot::Cover::kWildOne;
    else if (part == "wall" && !slot.wall)
      slot.wall = true;
    else
      return std::nullopt;
  }
  return slot;
}

int NatureCardsEach(int seats) { return seats == 2 ? 6 : seats == 3 ? 5 : 4; }

}  // namespace

// [SECTION] State

Json State::ToJson() const {
  Json j(Json::Object{});
  j.set("phase", PhaseName(phase_));
  j.set("turn", turn_);
  j.set("winner", winner_);
  j.set("actions_left", actions_left_);
  j.set("larks_played", larks_played_);
  j.set("conker_victim", conker_victim_);
  j.set("conker_word", WordName(conker_word_));
  Json players(Json::Array{});
  for (int s = 0; s < seats_; ++s) {
    Json p(Json::Object{});
    Json row(Json::Array{});
    for (const NatureSlot& slot : rows_[Seat(s)]) row.push_back(SlotText(slot));
    p.set("row", row);
    p.set("hand", Tokens(hands_[Seat(s)]));
    p.set("skip", static_cast<int>(skip_[Seat(s)]));
    Json known(Json::Array{});
    for (int code = 0; code < Card::kCodes; ++code)
      for (int k = 0; k < known_[Seat(s)][static_cast<size_t>(code)]; ++k) known.push_back(Card::FromCode(code).Token());
    p.set("known", known);
    Json absent(Json::Array{});
    for (int w = 0; w < kNumWords; ++w)
      if (known_absent(s, WordAt(w))) absent.push_back(WordName(WordAt(w)));
    p.set("absent", absent);
    players.push_back(p);
  }
  j.set("players", players);
  j.set("spares", Json(Json::Array{WordName(spares_[0]), WordName(spares_[1])}));
  Json box(Json::Array{});
  for (Word w : box_) box.push_back(WordName(w));
  j.set("box", box);
  j.set("deck", Tokens(deck_));
  j.set("discard", Tokens(discard_));
  j.set("used", Tokens(used_));
  return j;
}

Result<State> State::FromJson(const Json& j, int seats) {
  using R = Result<State>;
  if (seats < 2 || seats > kMaxSeats) return R::Error("The Lost Words is for 2 to 4 players");
  if (!j.is_object()) return R::Error("not a snapshot of The Lost Words: not an object");
  JsonReader r(kRefused);
  State s;
  s.seats_ = seats;
  std::optional<Phase> phase;
  for (int p = 0; p <= static_cast<int>(Phase::kOver); ++p)
    if (j["phase"].is_string() && j["phase"].as_string() == PhaseName(static_cast<Phase>(p)))
      phase = static_cast<Phase>(p);
  if (!phase) r.Fail("phase must be draw, action, conker-reply, discard or over");
  s.phase_ = phase.value_or(Phase::kDraw);
  s.turn_ = static_cast<int>(r.Int(j["turn"], 0, seats - 1, "turn"));
  s.winner_ = static_cast<int>(r.Int(j["winner"], -1, seats - 1, "winner"));
  s.actions_left_ = static_cast<int>(r.Int(j["actions_left"], 0, kDeckSize, "actions_left"));
  s.larks_played_ = static_cast<int>(r.Int(j["larks_played"], 0, kDeckSize, "larks_played"));
  s.conker_victim_ = static_cast<int>(r.Int(j["conker_victim"], -1, seats - 1, "conker_victim"));
  s.conker_word_ = ReadWord(r, j["conker_word"], "conker_word");

  const auto& players = r.Array(j["players"], static_cast<size_t>(seats), static_cast<size_t>(seats), "players");
  for (size_t i = 0; i < players.size(); ++i) {
    const Json& p = players[i];
    const std::string at = "players[" + std::to_string(i) + "].";
    const auto seat = static_cast<size_t>(i);
    const auto& row = r.Array(p["row"], static_cast<size_t>(NatureCardsEach(seats)),
                              static_cast<size_t>(NatureCardsEach(seats)), at + "row");
    for (const Json& slot_text : row) {
      const auto slot = ParseSlot(slot_text.as_string());
      if (!slot || !slot_text.is_string()) {
        r.Fail(at + "row holds \"" + slot_text.as_string() + "\", not a nature card such as \"Fern+spell+wall\"");
        break;
      }
      s.rows_[seat].push_back(*slot);
    }
    ReadCards(r, p["hand"], s.hands_[seat], true, at + "hand");
    s.skip_[seat] = static_cast<uint8_t>(r.Int(p["skip"], 0, 255, at + "skip"));
    for (const Json& c : r.Array(p["known"], 0, kDeckSize, at + "known")) {
      auto& k = s.known_[seat][static_cast<size_t>(ReadCard(r, c, true, at + "known").code())];
      if (k < 255) ++k;  // at most 60 entries: never saturates
    }
    for (const Json& w : r.Array(p["absent"], 0, kNumWords, at + "absent"))
      s.absent_[seat] |= 1u << Index(ReadWord(r, w, at + "absent"));
  }
  const auto& spares = r.Array(j["spares"], 2, 2, "spares");
  for (size_t i = 0; i < spares.size(); ++i) s.spares_[i] = ReadWord(r, spares[i], "spares");
  for (const Json& w : r.Array(j["box"], 0, kNumWords, "box")) s.box_.push_back(ReadWord(r, w, "box"));
  ReadCards(r, j["deck"], s.deck_, true, "deck");
  ReadCards(r, j["discard"], s.discard_, false, "discard");
  ReadCards(r, j["used"], s.used_, false, "used");
  if (!r.ok()) return R::Error(r.error());

  // The table as a whole: nothing created or lost.
  for (int w : s.NatureCensus())
    if (w != 1) return R::Error("not a snapshot of The Lost Words: each nature card must be somewhere, once");
  const auto census = s.Census();
  const auto composition = DeckComposition();
  int total = 0;
  for (int code = 0; code < Card::kCodes; ++code) {
    total += census[static_cast<size_t>(code)];
    if (code > 0 && census[static_cast<size_t>(code)] > composition[static_cast<size_t>(code)])
      return R::Error("not a snapshot of The Lost Words: too many copies of the " + Card::FromCode(code).Title());
  }
  if (total != kDeckSize)
    return R::Error("not a snapshot of The Lost Words: " + std::to_string(total) + " cards instead of 60");
  for (Card c : s.used_)
    if (!c.IsSpecial() || c.Is(Special::kWall) || c.Is(Special::kWildOne))
      return R::Error("not a snapshot of The Lost Words: only played specials wait beside a player");
  if ((s.phase_ == Phase::kOver) != (s.winner_ >= 0))
    return R::Error("not a snapshot of The Lost Words: a game is over when it has a winner");
  if (s.phase_ == Phase::kConkerReply) {
    const int victim = s.conker_victim_;
    const int slot = victim >= 0 ? s.SlotOf(victim, s.conker_word_) : -1;
    if (victim == s.turn_ || slot < 0 || s.rows_[Seat(victim)][slot].matched())
      return R::Error("not a snapshot of The Lost Words: the Conker's victim must hold the unmatched nature card");
  }
  return s;
}

// [SECTION] Game

Json LostWordsGame::Snapshot() const {
  Json j = state_.ToJson();
  Json history(Json::Array{});
  for (size_t i = 0; i < log_->history.size(); ++i) {
    const LoggedMove& m = log_->history[i];
    Json entry(Json::Object{});
    entry.set("seat", m.seat);
    entry.set("move", m.move);
    entry.set("time", m.time);
    entry.set("revealed", RevealedInformation(i));
    Json events(Json::Array{});
    for (const Event& e : Events(i))
      events.push_back(Json(Json::Array{static_cast<int>(e.kind), e.seat, e.other, Index(e.word), Index(e.word2),
                                        e.card.code(), e.count}));
    entry.set("events", events);
    history.push_back(entry);
  }
  j.set("history", history);
  return j;
}

Status LostWordsGame::Restore(const Json& snapshot) {
  Result<State> state = State::FromJson(snapshot, NumSeats());
  if (!state) return Status::Refused(state.error());
  JsonReader r(kRefused);
  auto log = std::make_shared<Log>();
  const auto& history = r.Array(snapshot["history"], 0, kMaxHistory, "history");
  for (size_t i = 0; i < history.size() && r.ok(); ++i) {
    const Json& entry = history[i];
    const std::string at = "history[" + std::to_string(i) + "].";
    LoggedMove m;
    m.seat = static_cast<int>(r.Int(entry["seat"], 0, NumSeats() - 1, at + "seat"));
    m.move = entry["move"].as_string();
    if (!entry["move"].is_string() || !Move::Parse(m.move).ok()) r.Fail(at + "move is not a move of the game");
    m.time = r.Int(entry["time"], 0, int64_t{1} << 50, at + "time");
    log->revealed.push_back(r.Bool(entry["revealed"], at + "revealed"));
    log->event_begin.push_back(static_cast<uint32_t>(log->events.size()));
    for (const Json& ej : r.Array(entry["events"], 0, kMaxEventsPerMove, at + "events")) {
      const auto& f = r.Array(ej, 7, 7, at + "events[]");
      if (!r.ok()) break;
      Event e;
      e.kind = static_cast<Event::Kind>(r.Int(f[0], 0, kLastEventKind, at + "event kind"));
      e.seat = static_cast<int>(r.Int(f[1], -1, NumSeats() - 1, at + "event seat"));
      e.other = static_cast<int>(r.Int(f[2], -1, NumSeats() - 1, at + "event seat"));
      e.word = WordAt(static_cast<int>(r.Int(f[3], 0, kNumWords - 1, at + "event word")));
      e.word2 = WordAt(static_cast<int>(r.Int(f[4], 0, kNumWords - 1, at + "event word")));
      e.card = Card::FromCode(static_cast<int>(r.Int(f[5], 0, Card::kCodes - 1, at + "event card")));
      e.count = static_cast<int>(r.Int(f[6], 0, kDeckSize, at + "event count"));
      // Narrate names a used special by its name.
      if (e.kind == Event::Kind::kUsedDiscarded && !e.card.IsSpecial()) r.Fail(at + "a used card must be a special");
      log->events.push_back(e);
    }
    log->history.push_back(std::move(m));
  }
  if (!r.ok()) return Status::Refused(r.error());
  state_ = *state;
  log_ = std::move(log);
  ForgetViews();
  return Status::Ok();
}

}  // namespace lf::lost_words
