// Lost: The Board Game: the lf::Game face (options, moves as text, history,
// views per seat, set-up lines and queries for scenarios, narration).
#include <algorithm>
#include <bit>

#include "core/person.h"
#include "games/lost_board_game/lost_board_game.h"
#include "games/lost_board_game/text.h"

namespace lf::lost_board_game {

// [SECTION] Creation ---------------------------------------------------------------------

LostBoardGame::LostBoardGame(const GameOptions& options, const State::Options& state_options)
    : options_(options), rng_(options.seed), state_(State::Deal(state_options, rng_)) {}

Result<std::unique_ptr<Game>> LostBoardGame::Create(const GameOptions& options) {
  using R = Result<std::unique_ptr<Game>>;
  if (options.seats < 2 || options.seats > kMaxSeats) return R::Error("Lost: The Board Game is for 2 to 8 players");
  State::Options o;
  o.seats = options.seats;
  int timer = 0;
  if (!options.variant.is_null() && !options.variant.is_object()) return R::Error("the options must be an object");
  for (const auto& [key, value] : options.variant.as_object()) {
    if (key == "mode") {
      if (value.as_string() == "beginner") o.mode = Mode::kBeginner;
      else if (value.as_string() == "advanced") o.mode = Mode::kAdvanced;
      else return R::Error("mode must be beginner or advanced");
    } else if (key == "island") {
      const std::string v = value.as_string();
      if (v == "auto") o.island = 0;
      else if (v.size() == 3 && v[0] >= '4' && v[0] <= '8' && v[1] == 'x' && v[2] == v[0]) o.island = v[0] - '0';
      else return R::Error("island must be auto or a size from 4x4 to 8x8");
    } else if (key == "first") {
      if (value.is_string() && value.as_string() == "random") {
        o.first = -1;
      } else if (value.is_number() && value.as_int(-1) >= 0 && value.as_int(-1) < options.seats) {
        o.first = static_cast<int>(value.as_int());
      } else {
        return R::Error("first must be a seat from 0 to " + std::to_string(options.seats - 1) + " or \"random\"");
      }
    } else if (key == "monster_master") {
      o.monster_master = value.as_bool(false);
    } else if (key == "prompt_timer") {
      timer = static_cast<int>(value.as_int(0));
      if (timer < 0 || timer > 600) return R::Error("prompt_timer is a number of seconds from 0 (off) to 600");
    } else {
      return R::Error("unknown option \"" + key + "\" (mode, island, first, monster_master, prompt_timer)");
    }
  }
  auto game = std::make_unique<LostBoardGame>(options, o);
  game->prompt_timer_ = timer;
  return R(std::move(game));
}

// [SECTION] Deciding -------------------------------------------------------------------------

int LostBoardGame::CurrentSeat() const {
  if (state_.over()) return kTerminalSeat;
  const std::vector<int> d = state_.Deciding();
  return d.empty() ? kTerminalSeat : d.front();
}

int LostBoardGame::ActiveSeat() const {
  if (state_.active() >= 0) return state_.active();
  return state_.WindowLead();
}

std::string LostBoardGame::PassMove(int seat) const {
  if (state_.prompt().kind == PromptKind::kWindow && state_.prompt().seat == seat) return "pass";
  return {};
}

namespace {

bool SameOdds(const Odds& a, const Odds& b) {
  return a.win * b.total == b.win * a.total && a.tie * b.total == b.tie * a.total &&
         a.lose * b.total == b.lose * a.total;
}

// (A move with no Character as its target has c == -1: not in any check.)
bool InCheck(const std::optional<PowerCheck>& pc, int c) {
  return pc && c >= 0 && c < 32 && ((pc->side[0] | pc->side[1]) >> c & 1u);
}

// The counter of `seat`'s own Starting Character, while it still counts (R46).
bool CountsToward(const State& s, int seat, Counter counter) {
  const int sc = s.StartingOf(seat);
  if (sc < 0 || !s.Alive(sc) || s.ch(sc).controller != seat) return false;
  const WinCondition& w = s.Def(sc).win;
  return w.check == WinCheck::kCounter && w.counter == counter;
}

// (docs/rules/lost-board-game.md, D12.) Whether playing `m` in a Power Check's window could change anything that
// waiting for the window after the check (W_ACTION, or the next turn's
// W_START after the Monster) would not: the check's result, the fate of a
// participant the loss may fall on, or a win counter that the play itself
// moves.
bool MattersInCheck(const State& s, int seat, const Move& m) {
  const auto& pc = s.pc();
  const Odds now = s.CurrentOdds();
  // Charlie counts every Event his player plays, useful or not (R46, C06).
  if (m.kind == Move::Kind::kPlay && CountsToward(s, seat, Counter::kEventsPlayed)) return true;
  const std::vector<Effect>& effects =
      m.kind == Move::Kind::kAbility ? s.Def(m.ch).effects : s.content().fate[static_cast<size_t>(m.card)].effects;
  for (const Effect& e : effects) {
    // A Water Bottle matters while the check can still be lost.
    if (e.prim == Prim::kNegateLose && now.lose > 0) return true;
    // Healing a participant before a loss that may Injure (and so Kill) it.
    if (e.prim == Prim::kHeal && InCheck(pc, m.ch2) && now.lose > 0) return true;
  }
  // Libby's +1 on a participant counts toward her win if the side wins (C17).
  if (m.kind == Move::Kind::kAbility && InCheck(pc, m.ch2) && now.win > 0 && s.ch(m.ch).sc_of == seat &&
      CountsToward(s, seat, Counter::kLibbyWins))
    return true;
  const std::optional<Odds> after = s.OddsAfter(seat, m);
  return after && !SameOdds(*after, now);
}

// The effects of a play: its card's, or its ability's.
const std::vector<Effect>& EffectsOf(const State& s, const Move& m) {
  return m.kind == Move::Kind::kAbility ? s.Def(m.ch).effects : s.content().fate[static_cast<size_t>(m.card)].effects;
}

// A play whose every effect only denies: a Trap or a skipped turn (D13).
bool DenialOnly(const State& s, const Move& m) {
  const std::vector<Effect>& effects = EffectsOf(s, m);
  if (effects.empty()) return false;
  for (const Effect& e : effects)
    if (e.prim != Prim::kTrap && e.prim != Prim::kSkipTurn) return false;
  return true;
}

// Whether the active player's turn is the Round's last (R9): no live seat
// after it in turn order.
bool LastTurnOfRound(const State& s) {
  if (s.active() < 0) return false;
  const int p = (s.active() - s.first() + s.seats()) % s.seats();
  for (int k = p + 1; k < s.seats(); ++k)
    if (s.Live((s.first() + k) % s.seats())) return false;
  return true;
}

// Whether `seat`'s next turn comes later in the current Round.
bool TurnLaterThisRound(const State& s, int seat) {
  if (s.active() < 0 || seat < 0) return false;
  const int n = s.seats();
  return (seat - s.first() + n) % n > (s.active() - s.first() + n) % n;
}

// Whether the active player's Steps 2 and 3 are still ahead or under way:
// the window is not yet the one after Step 3 (R12, R21).
bool ActionsAhead(const State& s) {
  const std::string& step = s.step_name();
  if (step == "start" || step == "move" || step == "engage") return true;
  if (step == "lead") return s.window().kind != WindowKind::kStep;
  return false;
}

// Whether a play of `timing` could be made before the start window of its
// user's next turn, or in that window before the seat holding the Trap has
// priority (R22: the active player has it first), in a window that does not
// ask the seat anyway (D13): any window, own-turn windows, other players'
// start windows. Power Check, Monster, Step 1 and after-own-Location plays
// come only in windows that ask or weigh the Trap themselves.
bool UsableMeanwhile(Timing timing) {
  return timing == Timing::kAny || timing == Timing::kOwn || timing == Timing::kStart;
}

// (D13.) Whether Trapping or skipping Character `c` now could change
// something before the start window of its controller's next turn, where
// the same play can still be made and covers at least as much (R32, R33).
bool DenialMattersFor(const State& s, int seat, int c) {
  if (c < 0) return true;
  const CharState& t = s.ch(c);
  // A Neutral acts in nothing; its Trap counts only from the turns of a
  // player who leads it, whenever it is placed; the checks it takes part in
  // (Step 3, the Monster) are weighed by their own windows. It counts in no
  // part of R45 that a Trap changes.
  if (t.controller < 0) return false;
  // R45 (b), (c): the leader check at the end of this Round counts Trapped
  // Starting Characters and a player's untrapped Characters that moved.
  if (s.advanced() && LastTurnOfRound(s)) return true;
  // Its own turn is under way: it may still move, engage or join Step 3 (R32).
  if (s.ActsLaterThisTurn(c)) return true;
  // Claire's guard decides which lead attempts may be declared (R17).
  const CharacterDef& d = s.Def(c);
  for (const Effect& e : d.effects)
    if (e.prim == Prim::kProtect && e.cond == Cond::kGuarded && s.active() >= 0 && ActionsAhead(s)) return true;
  // Its controller may use its ability or Equipment in a window before then
  // (the seat's own Characters excepted: it decides their plays itself). An
  // ability used up for the Round stays so until that turn if the turn comes
  // in this Round.
  if (t.controller == seat) return false;
  const bool used_up = d.limit == Limit::kPerRound && t.used_round && TurnLaterThisRound(s, t.controller);
  if (UsableMeanwhile(d.timing) && !used_up) return true;
  for (const Slot& slot : t.items) {
    // (A face-down card the seat has not seen counts as usable: the prompt
    // must not tell what it is.)
    if (slot.card == kUnknown || (slot.face_down && !(slot.known >> seat & 1u))) return true;
    const FateDef& f = s.Fate(slot.card);
    if (f.kind != Limit::kPassive && UsableMeanwhile(f.timing)) return true;
  }
  return false;
}

// (D13.) Whether a play that only denies (DenialOnly) matters in the current
// window, outside a Power Check.
bool DenialMattersNow(const State& s, int seat, const Move& m) {
  switch (s.window().kind) {
    case WindowKind::kStart:       // the window every deferred denial waits for
    case WindowKind::kDeclared:    // before the defenders join (R25 (1), R32)
    case WindowKind::kMonsterPre:  // the Monster ignores Trapped Characters (R39)
    case WindowKind::kMonsterDir:
      return true;
    default:
      break;
  }
  // Charlie counts every Event his player plays (R46, C06).
  if (m.kind == Move::Kind::kPlay && CountsToward(s, seat, Counter::kEventsPlayed)) return true;
  // A Trap on a Character already Trapped as long changes nothing (R32:
  // durations do not add up, the longer stands).
  if (m.ch2 >= 0) {
    bool changes = false;
    for (const Effect& e : EffectsOf(s, m)) changes |= e.prim != Prim::kTrap || s.ch(m.ch2).trap < e.n;
    if (!changes) return false;
  }
  return DenialMattersFor(s, seat, m.ch2);
}

}  // namespace

bool LostBoardGame::WorthAsking(int seat) const {
  const State& s = state_;
  if (s.prompt().kind != PromptKind::kWindow || s.prompt().seat != seat) return true;
  const WindowKind w = s.window().kind;
  const bool check = s.pc() && !s.pc()->cancelled && (w == WindowKind::kPcPre || w == WindowKind::kPcPost);
  // Outside a Power Check every legal play changes the table (a heal, a peek,
  // a Round-long bonus): the seat is asked. Plays with no legal target are
  // not plays at all (R23). A Trap or a skip may wait, without loss, for a
  // later window where the seat is asked, unless it could change something
  // before then (docs/rules/lost-board-game.md, D13).
  if (!check) {
    // The start of its own turn with nothing to play but resigning or
    // proposing a shared win: those wait in its Step 1 (R42, R47, D12), unless
    // no Character of its can move this turn (no Step 1 prompt then).
    if (w == WindowKind::kStart && seat == s.active()) return !s.Plays(seat).empty() || s.Movable(seat) == 0;
    for (const Move& m : s.Plays(seat))
      if (!DenialOnly(s, m) || DenialMattersNow(s, seat, m)) return true;
    return false;
  }
  // Before the dice, every play can wait for the window after them (R25: a
  // card may be played "before or after the die roll"): it changes the
  // totals the same way then, and the seat decides knowing the dice. Nothing
  // happens between the two windows but the roll, and the seat that holds a
  // play now holds it then, so W_PC_POST opens and reaches it.
  if (w == WindowKind::kPcPre) return false;
  for (const Move& m : s.Plays(seat))
    if (MattersInCheck(s, seat, m)) return true;
  return false;
}

bool LostBoardGame::DecisionConcerns(int seat) const {
  if (state_.prompt().kind != PromptKind::kWindow) return true;
  // "Stop only on my Power Checks": a window concerns a seat while one of its
  // Characters takes part in the Power Check.
  const auto& pc = state_.pc();
  if (!pc) return false;
  if (pc->attacker == seat || pc->defender == seat) return true;
  for (int c = 0; c < kNumChars; ++c)
    if (((pc->side[0] | pc->side[1]) >> c & 1u) && state_.ch(c).controller == seat) return true;
  return false;
}

std::vector<std::string> LostBoardGame::LegalMoves(int seat) const {
  std::vector<std::string> out;
  for (const Move& m : state_.LegalMoves(seat)) out.push_back(m.ToString(state_.board()));
  return out;
}

namespace {
bool Reveals(const EventLog& log) {
  for (const Event& e : log) {
    switch (e.kind) {
      case Event::Kind::kRevealed:
      case Event::Kind::kDrew:
      case Event::Kind::kRolled:
      case Event::Kind::kCoin:
      case Event::Kind::kShuffled:
      case Event::Kind::kPeeked:
      case Event::Kind::kStoleEvent:
      case Event::Kind::kNeutral:
      case Event::Kind::kDrafted:
      case Event::Kind::kDiscardedEvent:
      case Event::Kind::kKilled:
        return true;
      default:
        break;
    }
  }
  return false;
}
}  // namespace

Status LostBoardGame::ApplyMove(int seat, std::string_view text) {
  view_cache_ = {};
  if (state_.over()) return Status::Refused("the game is over");
  auto move = Move::Parse(text, state_.board());
  if (!move) return Status::Refused(move.error());
  EventLog log;
  const Rng before = rng_;
  if (Status st = state_.Apply(seat, *move, rng_, &log); !st) return st;
  LoggedMove lm{seat, move->ToString(state_.board())};
  const bool revealed = Reveals(log) || !(before == rng_);
  std::shared_ptr<Log> mine = log_.use_count() == 1 ? std::const_pointer_cast<Log>(log_) : std::make_shared<Log>(*log_);
  mine->revealed.push_back(revealed);
  mine->history.push_back(std::move(lm));
  mine->event_begin.push_back(static_cast<uint32_t>(mine->events.size()));
  mine->events.insert(mine->events.end(), log.begin(), log.end());
  for (const Event& e : log)
    if (e.kind == Event::Kind::kCheck) mine->last_check = e;
  log_ = std::move(mine);
  return Status::Ok();
}

std::span<const Event> LostBoardGame::Events(size_t i) const {
  const Log& log = *log_;
  LF_CHECK_LT(i, log.event_begin.size());
  const size_t begin = log.event_begin[i];
  const size_t end = i + 1 < log.event_begin.size() ? log.event_begin[i + 1] : log.events.size();
  return std::span<const Event>(log.events.data() + begin, end - begin);
}

std::vector<int> LostBoardGame::Scores() const {
  std::vector<int> s;
  for (int seat = 0; seat < NumSeats(); ++seat) s.push_back(state_.Controlled(seat));
  return s;
}

double EventShare(const Event& e) {
  using K = Event::Kind;
  switch (e.kind) {
    case K::kMoved:
    case K::kRevealed:
    case K::kDeclared:
    case K::kUsedItem:
    case K::kMonsterGone:
    case K::kResigned:
      return 0.5;
    case K::kDrew:
    case K::kTookItem:
    case K::kShuffled:
    case K::kPeeked:
    case K::kTurnBegan:
    case K::kVoted:
      return 0.3;
    case K::kRolled:  // two dice together: a tumble and a landing
      return 0.45;
    case K::kCheck:
      return e.ch2 == 1 ? 0.5 : 0.8;  // the totals and who won (or the cancelling)
    case K::kCoin:
    case K::kNeutral:
    case K::kStoleEvent:
    case K::kProposed:
    case K::kDrafted:
    case K::kAnchored:
      return 0.5;
    case K::kInjured:
    case K::kKilled:
    case K::kHealed:
    case K::kTrapped:
    case K::kFreed:
    case K::kSkips:
    case K::kRests:
    case K::kCancelled:
      return 0.35;
    case K::kTookControl:
    case K::kAbility:
    case K::kMonsterMoved:
    case K::kEliminated:
      return 0.6;
    case K::kPlayed:
      return 0.7;
    case K::kWon:
      return 1.0;
    case K::kLeftItem:
    case K::kDiscardedItem:
    case K::kDiscardedEvent:
    case K::kMonsterStays:
      return 0.2;
    case K::kPassed:
    case K::kCheckSides:
      return 0.0;
  }
  return 0.0;
}

// A bot's turn is many small steps (moves, takes, passes, "done"), and one
// step may hold a whole engagement: the tile explored, its cards drawn, the
// Encounter fought, the dice, the result. Each event is held its share
// (EventShare), so that the table can show them one after another; a step
// that shows nothing (a pass, a "done" that changes nothing) is not held,
// any other at least a short while. At most four paces: a long engagement
// is shown faster rather than left waiting.
double LostBoardGame::HoldShare(size_t index) const {
  const Log& log = *log_;
  if (index >= log.history.size()) return 1.0;
  double share = 0;
  for (const Event& e : Events(index)) share += EventShare(e);
  auto move = Move::Parse(log.history[index].move, state_.board());
  const bool quiet = move && (move->kind == Move::Kind::kDone || move->kind == Move::Kind::kPass);
  if (!quiet) share = std::max(share, 0.3);
  return std::min(share, 4.0);
}

std::vector<int> LostBoardGame::Winners() const { return state_.winners(); }

std::unique_ptr<Game> LostBoardGame::Redacted(int seat) const {
  auto copy = std::make_unique<LostBoardGame>(*this);
  copy->state_ = state_.RedactedFor(seat);
  copy->view_cache_ = {};
  copy->rng_.Reset(0);
  copy->options_.seed = 0;  // the seed would deal every hidden card again
  if (state_.prompt().kind == PromptKind::kDraft) {
    // The other seats' choices stay secret until everyone has chosen.
    auto log = std::make_shared<Log>(*log_);
    for (LoggedMove& m : log->history)
      if (m.seat != seat) m.move = "keep ?";
    copy->log_ = std::move(log);
  }
  return copy;
}

std::vector<std::pair<std::string, Odds>> LostBoardGame::PlayOdds(int seat) const {
  std::vector<std::pair<std::string, Odds>> out;
  if (!state_.pc()) return out;
  for (const Move& m : state_.Plays(seat)) {
    auto odds = state_.OddsAfter(seat, m);
    if (odds) out.emplace_back(m.ToString(state_.board()), *odds);
  }
  return out;
}

// [SECTION] Views --------------------------------------------------------------------------

Json LostBoardGame::View(int seat) const {
  if (seat < -1 || seat >= NumSeats()) return BuildView(seat);
  auto& cached = view_cache_[static_cast<size_t>(seat + 1)];
  if (!cached) cached = std::make_shared<const Json>(BuildView(seat));
  return *cached;
}

Json LostBoardGame::BuildView(int seat) const {
  const State& s = state_;
  const Content& content = s.content();
  const Board& board = s.board();
  const uint8_t bit = seat >= 0 ? static_cast<uint8_t>(1u << seat) : 0;
  auto pos_text = [&](int pos) -> Json {
    if (pos < 0) return nullptr;
    if (pos >= kStartPos) return "start " + std::to_string(pos - kStartPos);
    return board.CellText(pos);
  };
  auto slot_json = [&](const Slot& slot) {
    Json j(Json::Object{});
    if (slot.face_down) j.set("face_down", true);
    if (slot.card != kUnknown && (!slot.face_down || (slot.known & bit)))
      j.set("card", content.fate[content.cards[slot.card]].name);
    return j;
  };
  Json v(Json::Object{});
  v.set("you", seat);
  v.set("mode", s.advanced() ? "advanced" : "beginner");
  v.set("island", board.n);
  v.set("round", s.round());
  v.set("first", s.first());
  v.set("active", s.active());
  v.set("step", s.step_name());
  Json prompt(Json::Object{});
  prompt.set("kind", std::string(PromptName(s.prompt().kind)));
  Json deciding(Json::Array{});
  for (int d : s.Deciding()) deciding.push_back(d);
  prompt.set("deciding", deciding);
  if (s.prompt().cell >= 0) prompt.set("at", board.CellText(s.prompt().cell));
  if (s.prompt().kind == PromptKind::kPeek || s.prompt().kind == PromptKind::kReward)
    prompt.set("count", s.prompt().count);
  v.set("prompt", prompt);
  if (s.window().open) {
    Json w(Json::Object{});
    w.set("kind", std::string(WindowName(s.window().kind)));
    v.set("window", w);
  }
  if (s.pc()) {
    const PowerCheck& pc = *s.pc();
    Json j(Json::Object{});
    static const char* kKinds[] = {"encounter", "lead", "neutral", "monster"};
    j.set("kind", kKinds[static_cast<int>(pc.kind)]);
    j.set("at", pos_text(pc.cell));
    for (int side = 0; side < 2; ++side) {
      Json names(Json::Array{});
      for (int c = 0; c < kNumChars; ++c)
        if (pc.side[side] >> c & 1u) names.push_back(std::string(s.Name(c)));
      j.set(side == 0 ? "side0" : "side1", names);
      j.set(side == 0 ? "total0" : "total1", s.SideTotal(side));
    }
    if (pc.enc_card != kUnknown) j.set("encounter", content.fate[content.cards[pc.enc_card]].name);
    if (pc.rolled) {
      j.set("die0", pc.die[0]);
      j.set("die1", pc.die[1]);
    }
    if (pc.cancelled) j.set("cancelled", true);
    j.set("odds", s.CurrentOdds().Text());
    v.set("pc", j);
  }
  Json cells(Json::Array{});
  for (int c = 0; c < board.cells(); ++c) {
    const Cell& cell = s.cell(c);
    Json j(Json::Object{});
    j.set("at", board.CellText(c));
    j.set("shore", board.Shore(c));
    j.set("face_up", cell.face_up);
    if (cell.tile != kUnknown && (cell.face_up || (cell.known & bit)))
      j.set("tile", content.locations[content.tiles[cell.tile]].name);
    if (!cell.fate.empty()) {
      Json fate(Json::Array{});
      for (const Slot& slot : cell.fate) fate.push_back(slot_json(slot));
      j.set("fate", fate);
    }
    cells.push_back(j);
  }
  v.set("cells", cells);
  Json chars(Json::Array{});
  for (int c = 0; c < kNumChars; ++c) {
    const CharState& cs = s.ch(c);
    Json j(Json::Object{});
    j.set("name", std::string(s.Name(c)));
    std::string zone = "hidden";
    if (cs.zone == CharState::Zone::kBoard) zone = "island";
    if (cs.zone == CharState::Zone::kGraveyard) zone = "graveyard";
    if (cs.zone == CharState::Zone::kDealt && seat >= 0 &&
        (s.player(seat).dealt[0] == c || s.player(seat).dealt[1] == c))
      zone = "dealt";
    j.set("zone", zone);
    if (cs.zone == CharState::Zone::kBoard) {
      j.set("controller", cs.controller);
      j.set("at", pos_text(cs.pos));
      if (cs.sc_of >= 0) j.set("starting_of", cs.sc_of);
      if (cs.injured) j.set("injured", true);
      if (cs.trap) j.set("trapped", cs.trap);
      if (cs.skip_next) j.set("skips_next", true);
      if (cs.skipping) j.set("skipping", true);
      if (cs.resting) j.set("resting", true);
      if (cs.protected_round) j.set("sanctuary", true);
      if (cs.round_mod) j.set("round_mod", cs.round_mod);
      if (cs.moved) j.set("moved", true);
      if (!cs.items.empty()) {
        Json items(Json::Array{});
        for (const Slot& slot : cs.items) items.push_back(slot_json(slot));
        j.set("items", items);
      }
    }
    chars.push_back(j);
  }
  v.set("characters", chars);
  Json players(Json::Array{});
  for (int p = 0; p < s.seats(); ++p) {
    const Player& pl = s.player(p);
    Json j(Json::Object{});
    j.set("seat", p);
    if (pl.out) j.set("out", true);
    if (pl.resigned) j.set("resigned", true);
    if (pl.anchor >= 0) j.set("anchor", board.CellText(pl.anchor));
    j.set("hand_count", static_cast<int>(pl.hand.size()));
    if (s.prompt().kind == PromptKind::kDraft) j.set("kept", pl.kept >= 0);
    if (p == seat) {
      Json hand(Json::Array{});
      std::vector<std::string> names;
      for (uint8_t card : pl.hand)
        if (card != kUnknown) names.push_back(content.fate[content.cards[card]].name);  // (a damaged snapshot)
      std::sort(names.begin(), names.end());
      for (auto& n : names) hand.push_back(n);
      j.set("hand", hand);
      j.set("counter", pl.counter);
      if (pl.seen_hand_of >= 0) {
        Json seen(Json::Array{});
        for (uint8_t card : pl.seen_hand) seen.push_back(content.fate[content.cards[card]].name);
        j.set("seen_hand_of", pl.seen_hand_of);
        j.set("seen_hand", seen);
      }
      if (s.prompt().kind == PromptKind::kDraft) {
        Json dealt(Json::Array{});
        for (int8_t d : pl.dealt)
          if (d >= 0) dealt.push_back(std::string(s.Name(d)));
        j.set("dealt", dealt);
      }
    }
    players.push_back(j);
  }
  v.set("players", players);
  v.set("fate_deck", static_cast<int>(s.fate_deck().size()));
  if (seat >= 0 && s.deck_known_[static_cast<size_t>(seat)] > 0) {
    Json top(Json::Array{});
    const auto& deck = s.fate_deck();
    for (int k = 0; k < s.deck_known_[static_cast<size_t>(seat)] && k < static_cast<int>(deck.size()); ++k)
      top.push_back(content.fate[content.cards[deck[deck.size() - 1 - static_cast<size_t>(k)]]].name);
    v.set("deck_top", top);
  }
  v.set("fate_discard", static_cast<int>(s.fate_discard().size()));
  if (!s.fate_discard().empty()) v.set("discard_top", content.fate[content.cards[s.fate_discard().back()]].name);
  v.set("character_deck", static_cast<int>(s.char_deck().size()));
  v.set("tiles_left_out", static_cast<int>(s.unused_tiles().size()));
  v.set("monster", pos_text(s.monster_cell()));
  if (s.over()) {
    Json w(Json::Array{});
    for (int x : s.winners()) w.push_back(x);
    v.set("winners", w);
    v.set("win_reason", std::string(WinReasonName(s.win_reason())));
  }
  return v;
}

// [SECTION] Scenarios ---------------------------------------------------------------------------

Status LostBoardGame::ApplySetup(std::string_view line) {
  view_cache_ = {};
  return state_.Setup(line, rng_);
}

Result<std::string> LostBoardGame::Query(std::string_view key_in) const {
  using R = Result<std::string>;
  const State& s = state_;
  const Content& content = s.content();
  const Board& board = s.board();
  const std::string key(key_in);
  auto arg = [&](std::string_view prefix) -> std::optional<std::string> {
    if (key.rfind(prefix, 0) != 0) return std::nullopt;
    std::string rest = key.substr(prefix.size());
    // A name with a space is written with an underscore: char:Ana_Lucia.
    std::replace(rest.begin(), rest.end(), '_', ' ');
    return rest;
  };
  auto seat_arg = [&](const std::string& t) -> int {
    if (t.size() != 1 || t[0] < '0' || t[0] >= '0' + NumSeats()) return -1;
    return t[0] - '0';
  };
  auto card_list = [&](const std::vector<Slot>& slots) {
    std::string out;
    for (const Slot& slot : slots) {
      out += out.empty() ? "" : ",";
      out += slot.card == kUnknown ? "?" : content.fate[content.cards[slot.card]].name;
      if (slot.face_down) out += "(face-down)";
    }
    return out.empty() ? std::string("none") : out;
  };
  auto pos_text = [&](int pos) -> std::string {
    if (pos >= kStartPos) return "start" + std::to_string(pos - kStartPos);
    return pos < 0 ? "nowhere" : board.CellText(pos);
  };
  if (key == "prompt") {
    std::string t(PromptName(s.prompt().kind));
    if (s.prompt().kind == PromptKind::kWindow) t += " " + std::string(WindowName(s.window().kind));
    for (int d : s.Deciding()) t += " " + std::to_string(d);
    return t;
  }
  if (key == "window") return s.window().open ? std::string(WindowName(s.window().kind)) : std::string("none");
  if (key == "deciding") {
    std::string t;
    for (int d : s.Deciding()) t += (t.empty() ? "" : " ") + std::to_string(d);
    return t.empty() ? std::string("none") : t;
  }
  if (key == "round") return std::to_string(s.round());
  if (key == "island") return std::to_string(board.n);
  if (key == "mode") return std::string(s.advanced() ? "advanced" : "beginner");
  if (key == "first") return std::to_string(s.first());
  if (key == "tiles-left-out") return std::to_string(s.unused_tiles().size());
  if (auto a = arg("neighbours:")) {
    Result<int> cell = board.ParseCell(*a);
    if (!cell) return R::Error(cell.error());
    std::string t;
    for (int d = 1; d <= 6; ++d) {
      const int nb = board.Neighbour(*cell, d);
      t += (t.empty() ? "" : " ") + std::string(DirectionName(d)) + " " +
           (nb < 0 ? std::string("off") : board.CellText(nb));
    }
    return t;
  }
  if (auto a = arg("distance:")) {
    const size_t dash = a->find(")-(");
    if (dash == std::string::npos) return R::Error("distance:(c,r)-(c,r)");
    Result<int> x = board.ParseCell(a->substr(0, dash + 1));
    Result<int> y = board.ParseCell(a->substr(dash + 2));
    if (!x || !y) return R::Error("distance:(c,r)-(c,r)");
    return std::to_string(board.Distance(*x, *y));
  }
  if (auto a = arg("kind:")) {
    Result<int> cell = board.ParseCell(*a);
    if (!cell) return R::Error(cell.error());
    std::string t = board.Shore(*cell) ? "shoreline" : "inner";
    const uint8_t tile = s.cell(*cell).tile;
    if (tile != kUnknown) t += content.locations[content.tiles[tile]].shoreline ? " shoreline-tile" : " inner-tile";
    return t;
  }
  if (auto a = arg("anchor:")) {
    const int seat = seat_arg(*a);
    if (seat < 0) return R::Error("anchor:S needs a seat");
    const int anchor = s.player(seat).anchor;
    return anchor < 0 ? std::string("none") : board.CellText(anchor);
  }
  if (key == "active") return std::to_string(s.active());
  if (key == "step") return s.step_name();
  if (key == "winner") {
    if (!s.over()) return std::string("none");
    std::string t;
    for (int w : s.winners()) t += (t.empty() ? "" : " ") + std::to_string(w);
    return t;
  }
  if (key == "win-reason") return std::string(WinReasonName(s.win_reason()));
  if (key == "deck-count") return std::to_string(s.fate_deck().size());
  if (key == "reshuffles") return std::to_string(s.reshuffles());
  if (key == "discard-count") return std::to_string(s.fate_discard().size());
  if (key == "chardeck-count") return std::to_string(s.char_deck().size());
  if (key == "monster") {
    if (s.monster_gone()) return std::string("destroyed");
    return s.monster_cell() < 0 ? std::string("none") : board.CellText(s.monster_cell());
  }
  if (key == "odds") return s.CurrentOdds().Text();
  if (key == "census") {
    const auto c = s.Census();
    return std::to_string(c[0]) + " " + std::to_string(c[1]) + " " + std::to_string(c[2]);
  }
  if (key == "pc") {
    if (!s.pc()) return std::string("none");
    const PowerCheck& pc = *s.pc();
    std::string t = std::to_string(s.SideTotal(0)) + " vs " + std::to_string(s.SideTotal(1));
    if (pc.rolled) t += " dice " + std::to_string(pc.die[0]) + " " + std::to_string(pc.die[1]);
    if (pc.cancelled) t += " cancelled";
    return t;
  }
  if (key == "last-pc") {
    const Event& e = log_->last_check;
    if (e.kind != Event::Kind::kCheck) return std::string("none");
    if (e.ch2 == 1) return std::string("cancelled");
    return std::to_string(e.n) + "-" + std::to_string(e.m) + (e.seat > 0 ? " win" : e.seat < 0 ? " lose" : " tie");
  }
  if (key == "events") {
    if (History().empty()) return std::string("none");
    return Describe(History().size() - 1);
  }
  if (auto a = arg("char:")) {
    const int c = content.CharacterByName(*a);
    if (c < 0) return R::Error("no Character is called " + *a);
    const CharState& cs = s.ch(c);
    if (cs.zone == CharState::Zone::kGraveyard) return std::string("killed");
    if (cs.zone != CharState::Zone::kBoard) return std::string("off");
    std::string t =
        (cs.controller < 0 ? std::string("neutral") : "seat " + std::to_string(cs.controller)) + " " + pos_text(cs.pos);
    if (cs.injured) t += " injured";
    if (cs.trap) t += " trapped:" + std::to_string(cs.trap);
    if (cs.skip_next) t += " skip";
    if (cs.skipping) t += " skipping";
    if (cs.resting) t += " resting";
    if (cs.sc_of >= 0) t += " sc:" + std::to_string(cs.sc_of);
    if (!cs.items.empty()) t += " items:" + card_list(cs.items);
    return t;
  }
  if (auto a = arg("power:")) {
    const int c = content.CharacterByName(*a);
    if (c < 0) return R::Error("no Character is called " + *a);
    if (!s.pc()) return R::Error("no Power Check now");
    return std::to_string(s.Power(c));
  }
  if (auto a = arg("carry:")) {
    const int c = content.CharacterByName(*a);
    if (c < 0) return R::Error("no Character is called " + *a);
    return std::to_string(s.CarryLimit(c));
  }
  if (auto a = arg("tile:")) {
    Result<int> cell = board.ParseCell(*a);
    if (!cell) return R::Error(cell.error());
    const Cell& c = s.cell(*cell);
    return (c.tile == kUnknown ? std::string("?") : content.locations[content.tiles[c.tile]].name) +
           (c.face_up ? " face-up" : " face-down");
  }
  if (auto a = arg("fate:")) {
    Result<int> cell = board.ParseCell(*a);
    if (!cell) return R::Error(cell.error());
    return card_list(s.cell(*cell).fate);
  }
  if (auto a = arg("hand:")) {
    const int seat = seat_arg(*a);
    if (seat < 0) return R::Error("hand:S needs a seat");
    std::vector<std::string> names;
    for (uint8_t card : s.player(seat).hand) names.push_back(content.fate[content.cards[card]].name);
    std::sort(names.begin(), names.end());
    std::string t;
    for (auto& n : names) t += (t.empty() ? "" : ",") + n;
    return t.empty() ? std::string("none") : t;
  }
  if (auto a = arg("hand-count:")) {
    const int seat = seat_arg(*a);
    if (seat < 0) return R::Error("hand-count:S needs a seat");
    return std::to_string(s.player(seat).hand.size());
  }
  if (auto a = arg("counter:")) {
    const int seat = seat_arg(*a);
    if (seat < 0) return R::Error("counter:S needs a seat");
    return std::to_string(s.player(seat).counter);
  }
  if (auto a = arg("out:")) {
    const int seat = seat_arg(*a);
    if (seat < 0) return R::Error("out:S needs a seat");
    return std::string(s.player(seat).out ? "yes" : "no");
  }
  if (auto a = arg("legal-count:")) {
    const int seat = seat_arg(*a);
    if (seat < 0) return R::Error("legal-count:S needs a seat");
    return std::to_string(LegalMoves(seat).size());
  }
  if (auto a = arg("legal:")) {
    const int seat = seat_arg(*a);
    if (seat < 0) return R::Error("legal:S needs a seat");
    std::string t;
    for (const auto& m : LegalMoves(seat)) t += (t.empty() ? "" : " | ") + m;
    return t.empty() ? std::string("none") : t;
  }
  if (auto a = arg("worth-asking:")) {
    const int seat = seat_arg(*a);
    if (seat < 0) return R::Error("worth-asking:S needs a seat");
    return std::string(WorthAsking(seat) ? "yes" : "no");
  }
  if (auto a = arg("play-odds:")) {
    // Every play of that seat now with the odds after it.
    const int seat = seat_arg(*a);
    if (seat < 0) return R::Error("play-odds:S needs a seat");
    std::string t;
    for (const auto& [move, odds] : PlayOdds(seat)) t += (t.empty() ? "" : " | ") + move + ": " + odds.Text();
    return t.empty() ? std::string("none") : t;
  }
  return R::Error("unknown query \"" + key +
                  "\" (prompt, window, deciding, round, active, step, winner, deck-count, discard-count, "
                  "chardeck-count, monster, odds, census, pc, last-pc, events, char:NAME, power:NAME, carry:NAME, "
                  "tile:(c,r), fate:(c,r), hand:S, hand-count:S, counter:S, out:S, legal-count:S, legal:S, "
                  "play-odds:S, worth-asking:S)");
}

// [SECTION] Narration --------------------------------------------------------------------------

std::string LostBoardGame::Narrate(const Event& e, const std::vector<std::string>& names) const {
  const State& s = state_;
  const Content& content = s.content();
  auto who = [&](int seat) {
    if (seat >= 0 && static_cast<size_t>(seat) < names.size()) return names[static_cast<size_t>(seat)];
    return seat >= 0 ? "Seat " + std::to_string(seat) : std::string("Nobody");
  };
  // "You keep Kate", "Your turn": the names may be "You" (core/person.h).
  auto says = [&](int seat, std::string_view third, std::string_view base) {
    return Person(who(seat)).Verb(third, base);
  };
  auto name = [&](int c) { return c >= 0 ? std::string(s.Name(c)) : std::string("?"); };
  auto card = [&](int def) { return def >= 0 ? content.fate[static_cast<size_t>(def)].name : std::string("a card"); };
  auto at = [&](int cell) { return cell >= 0 && cell < kStartPos ? s.board().CellText(cell) : std::string("start"); };
  using K = Event::Kind;
  switch (e.kind) {
    case K::kDrafted:
      return says(e.seat, "keeps", "keep") + " " + name(e.ch) +
             (e.ch2 >= 0 ? " and " + name(e.ch2) + " as a Follower" : "") + ".";
    case K::kAnchored:
      return Person(who(e.seat)).PossessiveStart() + " Starting Location is by " + at(e.cell) + ".";
    case K::kTurnBegan:
      return "Round " + std::to_string(e.n) + ": " + Person(who(e.seat)).PossessiveStart() + " turn.";
    case K::kMoved:
      return name(e.ch) + " moves to " + at(e.cell) + ".";
    case K::kRevealed:
      return at(e.cell) + " is explored: " + (e.n >= 0 ? content.locations[static_cast<size_t>(e.n)].name : "?") + ".";
    case K::kDeclared:
      return says(e.seat, "tries", "try") + " to lead " + name(e.ch2) + ".";
    case K::kDrew:
      if (e.n == 1) return card(e.card) + " is turned up and discarded.";
      if (e.n == 2) return says(e.seat, "finds", "find") + " an Event.";
      return e.card >= 0 ? card(e.card) + " is drawn at " + at(e.cell) + "."
                         : says(e.seat, "draws", "draw") + " an Event.";
    case K::kShuffled:
      return "The Fate discard pile is shuffled into a new deck.";
    case K::kRolled:
      if (e.seat >= 0 && (e.card >= 0 || e.ch >= 0))
        return says(e.seat, "rolls", "roll") + " " + std::to_string(e.n) + " for " +
               (e.card >= 0 ? card(e.card) : name(e.ch)) + ".";
      return "A die rolls " + std::to_string(e.n) + ".";
    case K::kCoin:
      return std::string("The Monster's coin: ") + (e.n ? "tails." : "heads.");
    case K::kCheck:
      if (e.ch2 == 1) return "The Power Check is cancelled.";
      return "Power Check " + std::to_string(e.n) + " to " + std::to_string(e.m) +
             (e.seat > 0   ? ": won."
              : e.seat < 0 ? ": lost."
                           : ": a tie, nothing happens.");
    case K::kCancelled:
      return "The attempt is cancelled.";
    case K::kInjured:
      return name(e.ch) + " is Injured.";
    case K::kKilled:
      return name(e.ch) + " is Killed.";
    case K::kHealed:
      return name(e.ch) + " is healed.";
    case K::kTrapped:
      return name(e.ch) + " is Trapped for " + (e.n == 1 ? std::string("1 turn") : std::to_string(e.n) + " turns") + ".";
    case K::kFreed:
      return name(e.ch) + " is free.";
    case K::kSkips:
      return name(e.ch) + (e.n ? " skips this turn." : " will skip its next turn.");
    case K::kRests:
      return name(e.ch) + " rests.";
    case K::kTookControl:
      return says(e.seat, "now leads", "now lead") + " " + name(e.ch) + ".";
    case K::kNeutral:
      return name(e.ch) + " waits at " + at(e.cell) + " (a Neutral).";
    case K::kTookItem:
      return (e.ch >= 0 ? name(e.ch) + " takes" : says(e.seat, "takes", "take")) + " " +
             (e.card >= 0 ? card(e.card) : "a card") + ".";
    case K::kLeftItem:
      return (e.card >= 0 ? card(e.card) : std::string("A face-down card")) + " is left at " + at(e.cell) + ".";
    case K::kUsedItem:
      return (e.ch >= 0 ? name(e.ch) + " uses" : says(e.seat, "uses", "use")) + " " + card(e.card) + ".";
    case K::kDiscardedItem:
      return name(e.ch) + " discards " + card(e.card) + ".";
    case K::kPlayed:
      return says(e.seat, "plays", "play") + " " + card(e.card) + (e.ch >= 0 ? " on " + name(e.ch) : "") + ".";
    case K::kAbility:
      return name(e.ch) + " uses the ability" + (e.ch2 >= 0 ? " on " + name(e.ch2) : "") + ".";
    case K::kStoleEvent:
      return says(e.seat, "takes", "take") + " an Event from " + Person(who(e.n)).Object() + ".";
    case K::kDiscardedEvent:
      return says(e.seat, "discards", "discard") + " " + card(e.card) + ".";
    case K::kPeeked:
      if (e.n == -2) return says(e.seat, "looks", "look") + " at the top of the Fate deck.";
      if (e.n >= 0) return says(e.seat, "looks", "look") + " at " + Person(who(e.n)).Possessive() + " hand.";
      return says(e.seat, "looks", "look") + " at the tile " + at(e.cell) + ".";
    case K::kMonsterMoved:
      return "The Monster moves " + std::string(DirectionName(e.n)) + " to " + at(e.cell) + ".";
    case K::kMonsterStays:
      return "The Monster stays where it is.";
    case K::kMonsterGone:
      return e.n ? "The Monster is destroyed." : "The Monster is defeated.";
    case K::kEliminated:
      return says(e.seat, "is", "are") + " out of the game.";
    case K::kResigned:
      return says(e.seat, "resigns", "resign") + ".";
    case K::kProposed:
      return says(e.seat, "proposes", "propose") + " to share the win.";
    case K::kVoted:
      return (e.n ? says(e.seat, "agrees", "agree") : says(e.seat, "declines", "decline")) + ".";
    case K::kWon:
      return says(e.seat, "wins", "win") + "!";
    case K::kPassed:
      return says(e.seat, "passes", "pass") + ".";
    case K::kCheckSides:
      return "";  // (the dice and the result say it)
  }
  return "";
}

std::string LostBoardGame::Describe(size_t i, const std::vector<std::string>& names) const {
  std::string out;
  for (const Event& e : Events(i)) {
    if (e.kind == Event::Kind::kPassed) continue;
    const std::string t = Narrate(e, names);
    if (!t.empty()) out += (out.empty() ? "" : " ") + t;
  }
  return out;
}

}  // namespace lf::lost_board_game
