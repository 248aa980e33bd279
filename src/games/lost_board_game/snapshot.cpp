// Lost: The Board Game: snapshots (docs/multi-device.md). The whole State and
// the log (moves, times, revealed marks, events) as JSON, without the Rng, the
// options or the content; and back, checking every value's type and range
// (cards, tiles and Characters in range or the unknown markers, seats at the
// table, cells on this island, enums) into a new State that replaces the old
// one only when all is well. The forced dice/coins/picks (scenarios) are not
// written: a redacted copy has none.
//
// Layout: one key per State field (short names for the ones repeated per
// Character, cell, Slot and player, written only when not at their default);
// enums as numbers; bit sets of cells (64 bits) as hex strings; history as
// parallel arrays (seats, moves, times, a 0/1 text of revealed marks, each
// move's events as a text of numbers).
#include <charconv>
#include <cmath>
#include <span>

#include "games/lost_board_game/lost_board_game.h"

namespace lf::lost_board_game {

namespace {

// [SECTION] Writing ---------------------------------------------------------------------

struct Out {
  Json j = Json(Json::Object{});
  Out& Num(const char* k, int64_t v, int64_t def = 0) {
    if (v != def) j.set(k, Json(v));
    return *this;
  }
  Out& Flag(const char* k, bool v) {
    if (v) j.set(k, true);
    return *this;
  }
};

template <class V>
Json Ints(const V& v) {
  Json a(Json::Array{});
  for (auto x : v) a.push_back(static_cast<int>(x));
  return a;
}

std::string Hex(uint64_t bits) {
  char buf[17];
  auto r = std::to_chars(buf, buf + sizeof buf, bits, 16);
  return std::string(buf, r.ptr);
}

Json SlotJson(const Slot& s) {
  return Out{}
      .Num("card", s.card, -1)
      .Flag("down", s.face_down)
      .Num("known", s.known)
      .Flag("ut", s.used_turn)
      .Flag("ur", s.used_round)
      .Flag("h", s.handled)
      .j;
}

Json Slots(const std::vector<Slot>& slots) {
  Json a(Json::Array{});
  for (const Slot& s : slots) a.push_back(SlotJson(s));
  return a;
}

// An event as its numbers "kind,seat,ch,ch2,card,cell,n,m", the trailing
// ones at their defaults left out ("2,1,-1,-1,-1,-1,3" is seat 1's turn in Round 3).
void EventText(const Event& e, std::string& out) {
  const std::array<int, 8> f{static_cast<int>(e.kind), e.seat, e.ch, e.ch2, e.card, e.cell, e.n, e.m};
  static constexpr std::array<int, 8> kDefault{-2, -1, -1, -1, -1, -1, 0, 0};
  size_t n = f.size();
  while (n > 1 && f[n - 1] == kDefault[n - 1]) --n;
  for (size_t i = 0; i < n; ++i) {
    if (i) out += ',';
    out += std::to_string(f[i]);
  }
}

std::string EventsText(std::span<const Event> events) {
  std::string out;
  for (const Event& e : events) {
    if (!out.empty()) out += ' ';
    EventText(e, out);
  }
  return out;
}

// [SECTION] Reading ---------------------------------------------------------------------
// The first problem is kept; after one, values read as `lo` and arrays as
// empty, so reading goes on harmlessly to the end.

class In {
 public:
  explicit In(const Content& content, int seats, int cells) : content_(content), seats_(seats), cells_(cells) {}
  const std::string& error() const { return error_; }

  int64_t Fail(std::string_view what, std::string_view why, int64_t lo = 0) {
    if (error_.empty()) error_ = std::string(what) + ": " + std::string(why);
    return lo;
  }
  int64_t Int(const Json& v, std::string_view what, int64_t lo, int64_t hi) {
    if (!v.is_number()) return Fail(what, "not a number", lo);
    const double d = v.as_number();
    if (d != std::floor(d) || d < static_cast<double>(lo) || d > static_cast<double>(hi))
      return Fail(what, "out of range", lo);
    return static_cast<int64_t>(d);
  }
  // An optional field of an object.
  int64_t Int(const Json& o, const char* key, int64_t lo, int64_t hi, int64_t def) {
    return o.has(key) ? Int(o[key], key, lo, hi) : def;
  }
  bool Flag(const Json& o, const char* key) {
    if (!o.has(key)) return false;
    if (!o[key].is_bool()) Fail(key, "not true or false");
    return o[key].as_bool();
  }
  const Json::Array& Arr(const Json& v, std::string_view what, size_t want = SIZE_MAX, size_t max = 1u << 20) {
    static const Json::Array kEmpty;
    if (!v.is_array()) Fail(what, "not an array");
    else if (want != SIZE_MAX && v.size() != want)
      Fail(what, "has " + std::to_string(v.size()) + " entries, not " + std::to_string(want));
    else if (v.size() > max) Fail(what, "too long");
    else return v.as_array();
    return kEmpty;
  }
  const Json& Obj(const Json& v, std::string_view what) {
    if (!v.is_object()) Fail(what, "not an object");
    return v;
  }
  template <class T>
  std::vector<T> Ints(const Json& v, std::string_view what, int64_t lo, int64_t hi, size_t want = SIZE_MAX) {
    std::vector<T> out;
    for (const Json& x : Arr(v, what, want)) out.push_back(static_cast<T>(Int(x, what, lo, hi)));
    return out;
  }
  uint64_t Bits(const Json& v, std::string_view what) {
    const std::string& s = v.as_string();
    uint64_t bits = 0;
    auto r = std::from_chars(s.data(), s.data() + s.size(), bits, 16);
    if (!v.is_string() || s.empty() || s.size() > 16 || r.ec != std::errc() || r.ptr != s.data() + s.size())
      Fail(what, "not a hex bit set");
    return bits;
  }

  // The game's own ranges.
  int Seat(const Json& v, std::string_view what, bool none_ok = true) {
    return static_cast<int>(Int(v, what, none_ok ? -1 : 0, seats_ - 1));
  }
  int OptSeat(const Json& o, const char* key) { return static_cast<int>(Int(o, key, -1, seats_ - 1, -1)); }
  int OptChar(const Json& o, const char* key, int hi = kNumChars - 1) {
    return static_cast<int>(Int(o, key, -1, hi, -1));
  }
  uint32_t Chars(const Json& o, const char* key) {
    return static_cast<uint32_t>(Int(o, key, 0, (1 << kNumChars) - 1, 0));
  }
  // A cell, a Starting Location (kStartPos + seat) or -1.
  int Pos(const Json& v, std::string_view what) {
    const int p = static_cast<int>(Int(v, what, -1, kStartPos + seats_ - 1));
    if (p >= cells_ && p < kStartPos) return static_cast<int>(Fail(what, "not on this island", -1));
    return p;
  }
  int OptPos(const Json& o, const char* key) { return o.has(key) ? Pos(o[key], key) : -1; }
  // A Fate card (an index into Content::cards) or, if allowed, kUnknown.
  uint8_t Card(const Json& v, std::string_view what, bool unknown_ok) {
    const int64_t c = Int(v, what, 0, kUnknown);
    if (c == kUnknown ? !unknown_ok : c >= static_cast<int64_t>(content_.cards.size()))
      return static_cast<uint8_t>(Fail(what, "not a card", 0));
    return static_cast<uint8_t>(c);
  }
  std::vector<uint8_t> Cards(const Json& v, std::string_view what, bool unknown_ok) {
    std::vector<uint8_t> out;
    for (const Json& x : Arr(v, what, SIZE_MAX, 1024)) out.push_back(Card(x, what, unknown_ok));
    return out;
  }
  uint8_t Tile(const Json& v, std::string_view what) {
    const int64_t t = Int(v, what, 0, kUnknown);
    if (t != kUnknown && t >= static_cast<int64_t>(content_.tiles.size()))
      return static_cast<uint8_t>(Fail(what, "not a tile", 0));
    return static_cast<uint8_t>(t);
  }
  std::vector<Slot> Slots(const Json& v, std::string_view what) {
    std::vector<Slot> out;
    for (const Json& x : Arr(v, what, SIZE_MAX, 256)) {
      Obj(x, what);
      Slot s;
      s.card = Card(x["card"], what, true);
      s.face_down = Flag(x, "down");
      s.known = static_cast<uint8_t>(Int(x, "known", 0, 255, 0));
      s.used_turn = Flag(x, "ut");
      s.used_round = Flag(x, "ur");
      s.handled = Flag(x, "h");
      out.push_back(s);
    }
    return out;
  }
  // Events as EventsText wrote them.
  std::vector<Event> ReadEvents(std::string_view text) {
    std::vector<Event> out;
    while (!text.empty() && error_.empty()) {
      const size_t space = std::min(text.find(' '), text.size());
      std::string_view one = text.substr(0, space);
      text.remove_prefix(std::min(space + 1, text.size()));
      std::array<int, 8> f{-2, -1, -1, -1, -1, -1, 0, 0};
      for (size_t i = 0; i < f.size() && !one.empty(); ++i) {
        const size_t comma = std::min(one.find(','), one.size());
        auto r = std::from_chars(one.data(), one.data() + comma, f[i]);
        if (r.ec != std::errc() || r.ptr != one.data() + comma) Fail("events", "not a list of numbers");
        one.remove_prefix(std::min(comma + 1, one.size()));
      }
      if (!one.empty()) Fail("events", "an event has eight numbers");
      out.push_back(MakeEvent(f));
    }
    return out;
  }
  Event MakeEvent(const std::array<int, 8>& f) {
    auto in = [&](int v, int lo, int64_t hi, std::string_view what) {
      if (v < lo || v > hi) Fail(what, "out of range");
      return v < lo || v > hi ? lo : v;
    };
    Event e;
    e.kind = static_cast<Event::Kind>(in(f[0], 0, static_cast<int>(Event::Kind::kCheckSides), "event kind"));
    e.seat = in(f[1], -1, seats_ - 1, "event seat");
    e.ch = in(f[2], -1, kNumChars - 1, "event Character");
    e.ch2 = in(f[3], -1, kNumChars - 1, "event Character");
    e.card = in(f[4], -1, static_cast<int64_t>(content_.fate.size()) - 1, "event card");
    e.cell = in(f[5], -1, kStartPos + seats_ - 1, "event cell");
    if (e.cell >= cells_ && e.cell < kStartPos) e.cell = static_cast<int>(Fail("event cell", "not on this island", -1));
    e.n = f[6];
    e.m = f[7];
    if (e.kind == Event::Kind::kCheckSides) {  // two sets of Characters
      e.n = in(f[6], 0, (1 << kNumChars) - 1, "event Characters");
      e.m = in(f[7], 0, (1 << kNumChars) - 1, "event Characters");
    }
    if (e.kind == Event::Kind::kRevealed || e.kind == Event::Kind::kMoved)
      e.n = in(f[6], -1, static_cast<int64_t>(content_.locations.size()) - 1, "event tile");
    if (e.kind == Event::Kind::kMoved) e.m = in(f[7], -1, kStartPos + seats_ - 1, "event cell");
    return e;
  }

 private:
  const Content& content_;
  int seats_, cells_;
  std::string error_;
};

}  // namespace

// [SECTION] State ---------------------------------------------------------------------------

Json State::ToJson() const {
  Json j(Json::Object{});
  j.set("mode", advanced() ? "advanced" : "beginner");
  j.set("island", board_.n);
  j.set("monster_master", monster_master_);
  j.set("first", first_);
  j.set("active", active_);
  j.set("round", round_);
  j.set("turn", turn_no_);
  j.set("over", over_);
  j.set("winners", Ints(winners_));
  j.set("win_reason", static_cast<int>(win_reason_));
  j.set("step", step_);
  Json chars(Json::Array{});
  for (const CharState& c : chars_) {
    Out o;
    o.Num("zone", static_cast<int>(c.zone))
        .Num("ctl", c.controller, -1)
        .Num("pos", c.pos, kNowhere)
        .Num("sc", c.sc_of, -1)
        .Flag("inj", c.injured)
        .Flag("ever", c.ever_injured)
        .Flag("rest", c.resting)
        .Num("trap", c.trap)
        .Num("trap_since", c.trap_since)
        .Flag("skip", c.skip_next)
        .Num("skip_since", c.skip_since)
        .Flag("skipping", c.skipping)
        .Flag("moved", c.moved)
        .Flag("moved_round", c.moved_round)
        .Flag("led", c.led_now)
        .Flag("attacked", c.attacked)
        .Num("extra", c.move_extra)
        .Num("round_mod", c.round_mod)
        .Flag("libby", c.libby)
        .Flag("sanctuary", c.protected_round)
        .Flag("ut", c.used_turn)
        .Flag("ur", c.used_round);
    if (!c.items.empty()) o.j.set("items", Slots(c.items));
    chars.push_back(o.j);
  }
  j.set("chars", chars);
  Json cells(Json::Array{});
  for (int c = 0; c < board_.cells(); ++c) {
    const Cell& cell = cells_[static_cast<size_t>(c)];
    Out o;
    o.Num("tile", cell.tile, -1).Flag("up", cell.face_up).Num("known", cell.known);
    if (!cell.fate.empty()) o.j.set("fate", Slots(cell.fate));
    cells.push_back(o.j);
  }
  j.set("cells", cells);
  Json players(Json::Array{});
  for (int s = 0; s < seats_; ++s) {
    const Player& p = players_[static_cast<size_t>(s)];
    Out o;
    o.Flag("out", p.out)
        .Flag("resigned", p.resigned)
        .Num("anchor", p.anchor, -1)
        .Num("kept", p.kept, -1)
        .Num("counter", p.counter)
        .Num("corners", p.corners)
        .Flag("no_lead", p.no_lead)
        .Flag("proposed", p.proposed)
        .Num("vote", p.vote, -1)
        .Num("seen_hand_of", p.seen_hand_of, -1);
    o.j.set("hand", Ints(p.hand));
    o.j.set("dealt", Ints(p.dealt));
    if (p.shore_seen) o.j.set("shore_seen", Hex(p.shore_seen));
    if (!p.seen_hand.empty()) o.j.set("seen_hand", Ints(p.seen_hand));
    players.push_back(o.j);
  }
  j.set("players", players);
  j.set("deck", Ints(deck_));
  j.set("discard", Ints(discard_));
  j.set("gone", Ints(gone_));
  j.set("unused", Ints(unused_));
  j.set("char_deck", Ints(char_deck_));
  j.set("graveyard", Ints(graveyard_));
  j.set("monster_gone", monster_gone_);
  j.set("monster_drawn_round", monster_drawn_round_);
  j.set("enc_round_mod", static_cast<int>(enc_round_mod_));
  j.set("monster_master_next", monster_master_next_);
  Json agenda(Json::Array{});
  for (const Task& t : agenda_) agenda.push_back(Ints(std::array<int, 5>{static_cast<int>(t.kind), t.a, t.b, t.c, t.d}));
  j.set("agenda", agenda);
  j.set("prompt", Out{}
                      .Num("kind", static_cast<int>(prompt_.kind))
                      .Num("seat", prompt_.seat, -1)
                      .Num("chars", prompt_.chars)
                      .Num("cell", prompt_.cell, -1)
                      .Num("count", prompt_.count)
                      .Num("range", prompt_.range)
                      .Num("center", prompt_.center, -1)
                      .Num("item", prompt_.item, -1)
                      .Num("ch", prompt_.ch, -1)
                      .Num("src", prompt_.src, -1)
                      .Num("index", prompt_.index, -1)
                      .Num("list", prompt_.list)
                      .Num("cause", static_cast<int>(prompt_.cause), static_cast<int>(Cause::kOther))
                      .j);
  j.set("window", Out{}
                      .Num("kind", static_cast<int>(window_.kind))
                      .Flag("open", window_.open)
                      .Num("priority", window_.priority, -1)
                      .Num("passes", window_.passes)
                      .Flag("after_own", window_.after_own_location)
                      .j);
  j.set("version", static_cast<int64_t>(version_));
  j.set("window_closed_at", static_cast<int64_t>(window_closed_at_));
  if (pc_) {
    const PowerCheck& pc = *pc_;
    Out o;
    o.Num("kind", static_cast<int>(pc.kind))
        .Num("cell", pc.cell, -1)
        .Num("enc", pc.enc, -1)
        .Num("enc_card", pc.enc_card, -1)
        .Num("attacker", pc.attacker, -1)
        .Num("defender", pc.defender, -1)
        .Num("target", pc.target, -1)
        .Num("enc_mod", pc.enc_mod)
        .Flag("rolled", pc.rolled)
        .Flag("cancelled", pc.cancelled)
        .Flag("negate_lose", pc.negate_lose)
        .Num("def_side", pc.def_side, -1);
    o.j.set("side", Ints(pc.side));
    o.j.set("side_mod", Ints(pc.side_mod));
    o.j.set("char_mod", Ints(pc.char_mod));
    o.j.set("die", Ints(pc.die));
    j.set("pc", o.j);
  } else {
    j.set("pc", nullptr);
  }
  Json leads(Json::Array{});
  for (const auto& [attackers, target] : eng_.leads) leads.push_back(Ints(std::array<int64_t, 2>{attackers, target}));
  j.set("eng", Out{}.Num("cell", eng_.cell, -1).Num("team", eng_.team).Flag("revealed", eng_.revealed).j);
  j.set("eng_leads", leads);
  j.set("arrival", Ints(arrival_));
  j.set("pending_counters", Ints(pending_counters_));
  j.set("deck_known", Ints(std::vector<int8_t>(deck_known_.begin(), deck_known_.begin() + seats_)));
  j.set("reshuffles", reshuffles_);
  j.set("step3_used", Hex(step3_used_));
  j.set("monster_coin", static_cast<int>(monster_coin_));
  j.set("monster_dir", static_cast<int>(monster_dir_));
  return j;
}

Status State::FromJson(const Json& j) {
  State s;
  s.content_ = content_;
  s.board_ = board_;
  s.mode_ = mode_;
  s.seats_ = seats_;
  s.monster_master_ = monster_master_;
  const Content& content = *content_;
  const int cells = board_.cells();
  In in(content, seats_, cells);
  if (!j.is_object()) return Status::Refused("a snapshot is a JSON object");
  if (j["mode"].as_string() != (advanced() ? "advanced" : "beginner") || j["island"].as_int(-1) != board_.n ||
      !j["monster_master"].is_bool() || j["monster_master"].as_bool() != monster_master_)
    return Status::Refused("the snapshot is of a game with other options (mode, island or Monster Master)");
  if (j["players"].size() != static_cast<size_t>(seats_) || !j["players"].is_array())
    return Status::Refused("the snapshot is of a game for " + std::to_string(j["players"].size()) + " players, not " +
                           std::to_string(seats_));

  s.first_ = in.Seat(j["first"], "first", false);
  s.active_ = in.Seat(j["active"], "active");
  s.round_ = static_cast<int>(in.Int(j["round"], "round", 0, 1 << 20));
  s.turn_no_ = static_cast<int>(in.Int(j["turn"], "turn", 0, 1 << 24));
  if (!j["over"].is_bool()) in.Fail("over", "not true or false");
  s.over_ = j["over"].as_bool();
  s.winners_ = in.Ints<int>(j["winners"], "winners", 0, seats_ - 1);
  s.win_reason_ = static_cast<WinReason>(in.Int(j["win_reason"], "win_reason", 0, static_cast<int>(WinReason::kShared)));
  if (!j["step"].is_string() || j["step"].as_string().size() > 64) in.Fail("step", "not a short text");
  s.step_ = j["step"].as_string();

  const Json::Array& chars = in.Arr(j["chars"], "chars", kNumChars);
  for (size_t c = 0; c < chars.size(); ++c) {
    const Json& o = in.Obj(chars[c], "chars");
    CharState& cs = s.chars_[c];
    cs.zone = static_cast<CharState::Zone>(in.Int(o, "zone", 0, static_cast<int>(CharState::Zone::kGraveyard), 0));
    cs.controller = static_cast<int8_t>(in.OptSeat(o, "ctl"));
    cs.pos = static_cast<int8_t>(in.OptPos(o, "pos"));
    cs.sc_of = static_cast<int8_t>(in.OptSeat(o, "sc"));
    cs.injured = in.Flag(o, "inj");
    cs.ever_injured = in.Flag(o, "ever");
    cs.resting = in.Flag(o, "rest");
    cs.trap = static_cast<int8_t>(in.Int(o, "trap", INT8_MIN, INT8_MAX, 0));
    cs.trap_since = static_cast<int32_t>(in.Int(o, "trap_since", INT32_MIN, INT32_MAX, 0));
    cs.skip_next = in.Flag(o, "skip");
    cs.skip_since = static_cast<int32_t>(in.Int(o, "skip_since", INT32_MIN, INT32_MAX, 0));
    cs.skipping = in.Flag(o, "skipping");
    cs.moved = in.Flag(o, "moved");
    cs.moved_round = in.Flag(o, "moved_round");
    cs.led_now = in.Flag(o, "led");
    cs.attacked = in.Flag(o, "attacked");
    cs.move_extra = static_cast<int8_t>(in.Int(o, "extra", INT8_MIN, INT8_MAX, 0));
    cs.round_mod = static_cast<int8_t>(in.Int(o, "round_mod", INT8_MIN, INT8_MAX, 0));
    cs.libby = in.Flag(o, "libby");
    cs.protected_round = in.Flag(o, "sanctuary");
    cs.used_turn = in.Flag(o, "ut");
    cs.used_round = in.Flag(o, "ur");
    if (o.has("items")) cs.items = in.Slots(o["items"], "items");
  }

  const Json::Array& cell_list = in.Arr(j["cells"], "cells", static_cast<size_t>(cells));
  for (size_t c = 0; c < cell_list.size(); ++c) {
    const Json& o = in.Obj(cell_list[c], "cells");
    Cell& cell = s.cells_[c];
    cell.tile = o.has("tile") ? in.Tile(o["tile"], "tile") : kUnknown;
    cell.face_up = in.Flag(o, "up");
    if (cell.face_up && cell.tile == kUnknown) in.Fail("cells", "a face-up tile must be known");
    cell.known = static_cast<uint8_t>(in.Int(o, "known", 0, 255, 0));
    if (o.has("fate")) cell.fate = in.Slots(o["fate"], "fate");
  }

  const Json::Array& players = in.Arr(j["players"], "players", static_cast<size_t>(seats_));
  for (size_t p = 0; p < players.size(); ++p) {
    const Json& o = in.Obj(players[p], "players");
    Player& pl = s.players_[p];
    pl.out = in.Flag(o, "out");
    pl.resigned = in.Flag(o, "resigned");
    pl.anchor = static_cast<int8_t>(in.Int(o, "anchor", -1, cells - 1, -1));
    pl.kept = static_cast<int8_t>(in.OptChar(o, "kept", kNumChars));  // kNumChars: kept, but hidden
    pl.counter = static_cast<int>(in.Int(o, "counter", -(1 << 20), 1 << 20, 0));
    pl.corners = static_cast<uint8_t>(in.Int(o, "corners", 0, 255, 0));
    pl.no_lead = in.Flag(o, "no_lead");
    pl.proposed = in.Flag(o, "proposed");
    pl.vote = static_cast<int8_t>(in.Int(o, "vote", -1, 1, -1));
    pl.seen_hand_of = static_cast<int8_t>(in.OptSeat(o, "seen_hand_of"));
    pl.hand = in.Cards(o["hand"], "hand", true);
    const std::vector<int8_t> dealt = in.Ints<int8_t>(o["dealt"], "dealt", -1, kNumChars - 1, 2);
    if (dealt.size() == 2) pl.dealt[0] = dealt[0], pl.dealt[1] = dealt[1];
    if (o.has("shore_seen")) pl.shore_seen = in.Bits(o["shore_seen"], "shore_seen");
    if (o.has("seen_hand")) pl.seen_hand = in.Cards(o["seen_hand"], "seen_hand", false);
  }

  s.deck_ = in.Cards(j["deck"], "deck", true);
  s.discard_ = in.Cards(j["discard"], "discard", false);
  s.gone_ = in.Cards(j["gone"], "gone", false);
  s.unused_.clear();
  for (const Json& t : in.Arr(j["unused"], "unused", SIZE_MAX, 256)) s.unused_.push_back(in.Tile(t, "unused"));
  s.char_deck_ = in.Ints<int8_t>(j["char_deck"], "char_deck", -1, kNumChars - 1);
  s.graveyard_ = in.Ints<int8_t>(j["graveyard"], "graveyard", 0, kNumChars - 1);
  if (s.char_deck_.size() > kNumChars || s.graveyard_.size() > kNumChars) in.Fail("char_deck", "too many Characters");
  if (!j["monster_gone"].is_bool() || !j["monster_drawn_round"].is_bool()) in.Fail("monster_gone", "not true or false");
  s.monster_gone_ = j["monster_gone"].as_bool();
  s.monster_drawn_round_ = j["monster_drawn_round"].as_bool();
  s.enc_round_mod_ = static_cast<int8_t>(in.Int(j["enc_round_mod"], "enc_round_mod", INT8_MIN, INT8_MAX));
  s.monster_master_next_ = static_cast<int>(in.Int(j["monster_master_next"], "monster_master_next", 0, 1 << 24));

  // The agenda: each task's arguments in range for its kind.
  for (const Json& t : in.Arr(j["agenda"], "agenda", SIZE_MAX, 4096)) {
    const std::vector<int> f = in.Ints<int>(t, "task", -1, (1 << kNumChars) - 1, 5);
    if (f.size() != 5) break;
    Task task;
    task.kind = static_cast<Task::Kind>(in.Int(t.as_array()[0], "task kind", 0, static_cast<int>(Task::Kind::kEndEngagement)));
    task.a = f[1], task.b = f[2], task.c = f[3], task.d = f[4];
    using K = Task::Kind;
    auto need = [&](bool ok) {
      if (!ok) in.Fail("agenda", "a task's arguments are out of range");
    };
    switch (task.kind) {
      case K::kAnchor: need(task.a >= 0 && task.a < seats_); break;
      case K::kTurnStart: case K::kStep1: case K::kStep2: case K::kStep3: case K::kStep4: case K::kStep5:
      case K::kTurnEnd:
        need(task.a >= 0 && task.a < seats_);
        break;
      case K::kWindow: need(task.a >= 0 && task.a <= static_cast<int>(WindowKind::kMonsterDir)); break;
      case K::kReveal: case K::kDeclare: case K::kLocEffect:
      case K::kEncounters: case K::kItems: case K::kEvents: case K::kRest:
        need(task.a >= 0 && task.a < cells);
        break;
      case K::kLocation: case K::kLocDraw: case K::kCampsite:
        // A Location is engaged only once its tile is face up: known to
        // every seat, so a seat's copy holds it too.
        need(task.a >= 0 && task.a < cells && s.cells_[static_cast<size_t>(task.a)].tile != kUnknown);
        break;
      case K::kLeadOpp:  // b: which of the engagement's leads
        need(task.a >= 0 && task.a < cells && task.b >= 0);
        break;
      case K::kEndEngagement: need(task.a < cells); break;
      case K::kEffect: {
        const bool loc = task.a == 0;
        const bool src_ok = task.a >= 0 && task.a <= 2 && task.b >= 0 &&
                            task.b < static_cast<int>(loc ? content.locations.size() : content.fate.size());
        const auto& list = !src_ok ? std::vector<Effect>{}
                           : loc   ? content.locations[static_cast<size_t>(task.b)].effects
                           : task.a == 1 ? content.fate[static_cast<size_t>(task.b)].win
                                         : content.fate[static_cast<size_t>(task.b)].lose;
        need(src_ok && task.c >= 0 && task.c < static_cast<int>(list.size()));
        break;
      }
      case K::kInjure:
        need(task.a >= 0 && task.a < kNumChars && task.b >= 0 && task.b <= static_cast<int>(Cause::kOther));
        break;
      case K::kOverflow: need(task.a >= 0 && task.a < kNumChars); break;
      default: break;
    }
    s.agenda_.push_back(task);
  }

  // The prompt.
  {
    const Json& o = in.Obj(j["prompt"], "prompt");
    Prompt& p = s.prompt_;
    p.kind = static_cast<PromptKind>(in.Int(o, "kind", 0, static_cast<int>(PromptKind::kDirection), 0));
    p.seat = in.OptSeat(o, "seat");
    p.chars = in.Chars(o, "chars");
    p.cell = in.OptPos(o, "cell");
    p.count = static_cast<int>(in.Int(o, "count", -(1 << 20), 1 << 20, 0));
    p.range = static_cast<int>(in.Int(o, "range", -1, 1 << 10, 0));
    p.center = static_cast<int>(in.Int(o, "center", -1, cells - 1, -1));
    p.item = static_cast<int>(in.Int(o, "item", -1, 255, -1));
    p.ch = in.OptChar(o, "ch");
    p.src = static_cast<int>(in.Int(o, "src", -1, 1 << 16, -1));
    p.index = static_cast<int>(in.Int(o, "index", -1, 1 << 16, -1));
    p.list = static_cast<int>(in.Int(o, "list", 0, 4, 0));
    p.cause = static_cast<Cause>(in.Int(o, "cause", 0, static_cast<int>(Cause::kOther), static_cast<int>(Cause::kOther)));
    auto need = [&](bool ok) {
      if (!ok) in.Fail("prompt", "inconsistent with the table");
    };
    switch (p.kind) {
      case PromptKind::kItem: {
        const bool on_tile = p.cell >= 0 && p.cell < cells && p.item >= 0 &&
                             p.item < static_cast<int>(s.cells_[static_cast<size_t>(p.cell)].fate.size());
        need(on_tile && s.cells_[static_cast<size_t>(p.cell)].fate[static_cast<size_t>(p.item)].card != kUnknown);
        break;
      }
      case PromptKind::kDefend: case PromptKind::kOverflow: case PromptKind::kReward: need(p.ch >= 0); break;
      default: break;
    }
    if (p.kind == PromptKind::kReward) need(p.index < seats_);
  }

  {
    const Json& o = in.Obj(j["window"], "window");
    Window& w = s.window_;
    w.kind = static_cast<WindowKind>(in.Int(o, "kind", 0, static_cast<int>(WindowKind::kMonsterDir), 0));
    w.open = in.Flag(o, "open");
    w.priority = in.OptSeat(o, "priority");
    w.passes = static_cast<int>(in.Int(o, "passes", 0, 1 << 10, 0));
    w.after_own_location = in.Flag(o, "after_own");
  }
  s.version_ = static_cast<uint32_t>(in.Int(j["version"], "version", 0, UINT32_MAX));
  s.window_closed_at_ = static_cast<uint32_t>(in.Int(j["window_closed_at"], "window_closed_at", 0, UINT32_MAX));

  if (!j["pc"].is_null()) {
    const Json& o = in.Obj(j["pc"], "pc");
    PowerCheck pc;
    pc.kind = static_cast<PowerCheck::Kind>(in.Int(o, "kind", 0, static_cast<int>(PowerCheck::Kind::kMonster), 0));
    pc.cell = static_cast<int8_t>(in.OptPos(o, "cell"));
    pc.enc = static_cast<int8_t>(in.Int(o, "enc", -1, 127, -1));
    pc.enc_card = o.has("enc_card") ? in.Card(o["enc_card"], "enc_card", true) : kUnknown;
    pc.attacker = static_cast<int8_t>(in.OptSeat(o, "attacker"));
    pc.defender = static_cast<int8_t>(in.OptSeat(o, "defender"));
    pc.target = static_cast<int8_t>(in.OptChar(o, "target"));
    pc.enc_mod = static_cast<int8_t>(in.Int(o, "enc_mod", INT8_MIN, INT8_MAX, 0));
    pc.rolled = in.Flag(o, "rolled");
    pc.cancelled = in.Flag(o, "cancelled");
    pc.negate_lose = in.Flag(o, "negate_lose");
    pc.def_side = static_cast<int8_t>(in.Int(o, "def_side", -1, 1, -1));
    const auto side = in.Ints<uint32_t>(o["side"], "side", 0, (1 << kNumChars) - 1, 2);
    const auto side_mod = in.Ints<int8_t>(o["side_mod"], "side_mod", INT8_MIN, INT8_MAX, 2);
    const auto char_mod = in.Ints<int8_t>(o["char_mod"], "char_mod", INT8_MIN, INT8_MAX, kNumChars);
    const auto die = in.Ints<int8_t>(o["die"], "die", INT8_MIN, INT8_MAX, 2);
    for (size_t k = 0; k < 2 && side.size() == 2; ++k) pc.side[k] = side[k];
    for (size_t k = 0; k < 2 && side_mod.size() == 2; ++k) pc.side_mod[k] = side_mod[k];
    for (size_t k = 0; k < 2 && die.size() == 2; ++k) pc.die[k] = die[k];
    for (size_t k = 0; k < char_mod.size(); ++k) pc.char_mod[k] = char_mod[k];
    s.pc_ = pc;
  }
  {
    const Json& o = in.Obj(j["eng"], "eng");
    s.eng_.cell = in.OptPos(o, "cell");
    s.eng_.team = in.Chars(o, "team");
    s.eng_.revealed = in.Flag(o, "revealed");
    for (const Json& l : in.Arr(j["eng_leads"], "eng_leads", SIZE_MAX, 1024)) {
      const auto f = in.Ints<int>(l, "eng_leads", 0, (1 << kNumChars) - 1, 2);
      if (f.size() != 2) break;
      if (f[1] >= kNumChars) in.Fail("eng_leads", "not a Character");
      s.eng_.leads.emplace_back(static_cast<uint32_t>(f[0]), f[1]);
    }
  }
  s.arrival_ = in.Ints<int8_t>(j["arrival"], "arrival", 0, cells - 1);
  s.pending_counters_ = in.Ints<int8_t>(j["pending_counters"], "pending_counters", 0, seats_ - 1);
  const auto known = in.Ints<int8_t>(j["deck_known"], "deck_known", 0, INT8_MAX, static_cast<size_t>(seats_));
  for (size_t k = 0; k < known.size(); ++k) {
    s.deck_known_[k] = known[k];
    // The top cards a seat knows must be known to this copy.
    for (size_t i = 0; i < static_cast<size_t>(known[k]) && i < s.deck_.size(); ++i)
      if (s.deck_[s.deck_.size() - 1 - i] == kUnknown) in.Fail("deck_known", "a known card is unknown");
  }
  s.reshuffles_ = static_cast<int>(in.Int(j["reshuffles"], "reshuffles", 0, 1 << 20));
  s.step3_used_ = in.Bits(j["step3_used"], "step3_used");
  s.monster_coin_ = static_cast<int8_t>(in.Int(j["monster_coin"], "monster_coin", -1, 1));
  s.monster_dir_ = static_cast<int8_t>(in.Int(j["monster_dir"], "monster_dir", 0, 6));

  if (!in.error().empty()) return Status::Refused("a malformed snapshot: " + in.error());
  *this = std::move(s);
  return Status::Ok();
}

// [SECTION] Game ----------------------------------------------------------------------------

Json LostBoardGame::Snapshot() const {
  Json j = state_.ToJson();
  // The log as parallel arrays (a long game has thousands of moves).
  const Log& log = *log_;
  Json seats(Json::Array{}), moves(Json::Array{}), times(Json::Array{}), events(Json::Array{});
  std::string revealed;
  for (size_t i = 0; i < log.history.size(); ++i) {
    const LoggedMove& m = log.history[i];
    seats.push_back(m.seat);
    moves.push_back(m.move);
    times.push_back(Json(m.time));
    revealed += i < log.revealed.size() && log.revealed[i] ? '1' : '0';
    events.push_back(EventsText(Events(i)));
  }
  j.set("history", Json(Json::Object{{"seats", seats}, {"moves", moves}, {"times", times}, {"revealed", revealed},
                                     {"events", events}}));
  j.set("last_check", EventsText(std::span<const Event>(&log.last_check, 1)));
  return j;
}

Status LostBoardGame::Restore(const Json& snapshot) {
  State state = state_;
  if (Status st = state.FromJson(snapshot); !st) return st;
  In in(state.content(), NumSeats(), state.board().cells());
  auto log = std::make_shared<Log>();
  const Json& h = in.Obj(snapshot["history"], "history");
  const Json::Array& seats = in.Arr(h["seats"], "history seats");
  const size_t n = seats.size();
  const Json::Array& moves = in.Arr(h["moves"], "history moves", n);
  const Json::Array& times = in.Arr(h["times"], "history times", n);
  const Json::Array& events = in.Arr(h["events"], "history events", n);
  const std::string& revealed = h["revealed"].as_string();
  if (!h["revealed"].is_string() || revealed.size() != n || revealed.find_first_not_of("01") != std::string::npos)
    in.Fail("history revealed", "not a 0/1 mark per move");
  for (size_t i = 0; i < n && in.error().empty(); ++i) {
    const int seat = static_cast<int>(in.Int(seats[i], "history seat", kDealerSeat, NumSeats() - 1));
    if (!moves[i].is_string() || !events[i].is_string()) in.Fail("history", "a move and its events are texts");
    const Millis time = in.Int(times[i], "history time", 0, int64_t{1} << 50);
    log->history.push_back({seat, moves[i].as_string(), time});
    log->revealed.push_back(revealed[i] == '1');
    log->event_begin.push_back(static_cast<uint32_t>(log->events.size()));
    for (const Event& e : in.ReadEvents(events[i].as_string())) log->events.push_back(e);
  }
  const std::vector<Event> last = in.ReadEvents(snapshot["last_check"].as_string());
  if (last.size() != 1) in.Fail("last_check", "not one event");
  else log->last_check = last[0];
  if (!in.error().empty()) return Status::Refused("a malformed snapshot: " + in.error());
  state_ = std::move(state);
  log_ = std::move(log);
  view_cache_ = {};
  return Status::Ok();
}

}  // namespace lf::lost_board_game
