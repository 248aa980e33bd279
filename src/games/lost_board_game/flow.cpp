// Lost: The Board Game: the flow of the game as an agenda of tasks (lost_board_game.h,
// [SECTION] Flow): turns and their five steps, engagements, windows, the
// Monster Phase, the end of a Round and the ways to win.
#include <algorithm>
#include <bit>

#include "games/lost_board_game/lost_board_game.h"

namespace lf::lost_board_game {
namespace {
void Log(EventLog* log, Event e) {
  if (log) log->push_back(e);
}
Event Ev(Event::Kind k, int seat = -1) {
  Event e;
  e.kind = k;
  e.seat = seat;
  return e;
}
}  // namespace

void State::Push(Task::Kind k, int a, int b, int c, int d) { agenda_.push_back(Task{k, a, b, c, d}); }

void State::Advance(Rng& rng, EventLog* log) {
  while (!over_) {
    CheckWins(log);
    if (over_ || prompt_.kind != PromptKind::kNone || agenda_.empty()) return;
    const Task t = agenda_.back();
    agenda_.pop_back();
    RunTask(t, rng, log);
  }
}

void State::RunTask(const Task& t, Rng& rng, EventLog* log) {
  using K = Task::Kind;
  switch (t.kind) {
    case K::kAnchor: {
      const int seat = (first_ + t.a) % seats_;
      step_ = "anchors";
      prompt_ = {};
      prompt_.kind = PromptKind::kAnchor;
      prompt_.seat = seat;
      prompt_.count = t.a;
      break;
    }
    case K::kBeginGame:
      round_ = 1;
      Touch();
      Push(K::kTurnStart, first_);
      break;
    case K::kTurnStart:
      BeginTurn(t.a, log);
      break;
    case K::kWindow:
      if (t.c == 1) {
        ResumeWindow();
      } else {
        const auto kind = static_cast<WindowKind>(t.a);
        // A Power Check's windows end with it (a cancelled check has no more).
        if ((kind == WindowKind::kPcPre || kind == WindowKind::kPcPost) && (!pc_ || pc_->cancelled)) break;
        OpenWindow(kind, t.b == 1);
      }
      break;
    case K::kStep1:
      step_ = "move";
      if (Movable(t.a)) {
        prompt_ = {};
        prompt_.kind = PromptKind::kMove;
        prompt_.seat = t.a;
      } else {
        EndStep1(t.a, log);
      }
      break;
    case K::kStep2:
      Step2(t.a);
      break;
    case K::kReveal: {
      const int cell = t.a;
      eng_ = {};
      uint32_t team = 0;
      for (int c = 0; c < kNumChars; ++c) {
        const CharState& s = ch(c);
        if (s.zone == CharState::Zone::kBoard && s.pos == cell && s.controller == active_ && s.moved && s.trap == 0 &&
            !s.led_now && !s.skipping)
          team |= 1u << c;
      }
      if (!team) break;  // nobody here can engage (Trapped since they moved)
      eng_.cell = cell;
      eng_.team = team;
      Cell& tile = cells_[static_cast<size_t>(cell)];
      if (!tile.face_up) {
        tile.face_up = true;
        eng_.revealed = true;
        Touch();
        Event e = Ev(Event::Kind::kRevealed, active_);
        e.cell = cell;
        e.n = tile.tile == kUnknown ? -1 : content_->tiles[tile.tile];
        Log(log, e);
        for (int c = 0; c < kNumChars; ++c)
          if (team >> c & 1u) CountFor(c, Counter::kTilesRevealed, 1, log);
      }
      break;
    }
    case K::kDeclare:
      if (eng_.cell != t.a) break;
      if (CanDeclare(t.a)) {
        prompt_ = {};
        prompt_.kind = PromptKind::kDeclare;
        prompt_.seat = active_;
        prompt_.cell = t.a;
      } else {
        EndDeclarations(t.a);
      }
      break;
    case K::kLocation:
      EngageLocation(t.a, rng, log);
      break;
    case K::kLocEffect: {
      if (eng_.cell != t.a) break;
      {
        // (b: which of the Location's effects; a restored agenda is checked
        // here, where the tile is known)
        const auto tile = cells_[static_cast<size_t>(t.a)].tile;
        if (tile == kUnknown || tile >= content_->tiles.size()) break;
        const int location = content_->tiles[tile];
        if (location < 0 || location >= static_cast<int>(content_->locations.size()) || t.b < 0 ||
            t.b >= static_cast<int>(content_->locations[static_cast<size_t>(location)].effects.size()))
          break;
      }
      uint32_t team = 0;
      for (int c = 0; c < kNumChars; ++c)
        if ((eng_.team >> c & 1u) && ch(c).zone == CharState::Zone::kBoard && ch(c).pos == t.a) team |= 1u << c;
      eng_.team = team;
      Touch();
      Push(K::kEffect, 0, content_->tiles[cells_[static_cast<size_t>(t.a)].tile], t.b, static_cast<int>(team));
      break;
    }
    case K::kLocDraw: {
      if (eng_.cell != t.a) break;
      bool any_free = false;
      for (int c = 0; c < kNumChars; ++c)
        if ((eng_.team >> c & 1u) && Alive(c) && ch(c).trap == 0) any_free = true;
      if (!any_free) {
        eng_.team = 0;  // R16: every member Trapped after (a): (b)-(d) are skipped
        break;
      }
      Cell& tile = cells_[static_cast<size_t>(t.a)];
      // D4: face-down cards lying here are turned up for the engaging team
      // (an Event only for the active player).
      for (Slot& s : tile.fate) {
        if (!s.face_down) continue;
        if (s.card != kUnknown && Fate(s.card).type == FateType::kEvent) {
          s.known |= static_cast<uint8_t>(1u << active_);
        } else {
          s.face_down = false;
          Touch();
        }
      }
      const int want = Location(t.a).DrawCount();
      const int have = static_cast<int>(tile.fate.size());
      for (int k = have; k < want; ++k) {
        const int card = DrawFate(rng, log);
        if (card < 0) break;
        Slot s;
        s.card = static_cast<uint8_t>(card);
        const bool event = Fate(s.card).type == FateType::kEvent;
        s.face_down = event;  // D4: only the drawing player sees an Event
        if (event) s.known = static_cast<uint8_t>(1u << active_);
        tile.fate.push_back(s);
        Touch();
        Event e = Ev(Event::Kind::kDrew, active_);
        e.cell = t.a;
        e.card = event ? -1 : content_->cards[s.card];
        Log(log, e);
        if (Fate(s.card).monster) monster_drawn_round_ = true;
      }
      break;
    }
    case K::kEncounters:
      ResolveEncounters(t.a, rng, log);
      break;
    case K::kItems:
      OfferItems(t.a);
      break;
    case K::kEvents: {
      if (eng_.cell != t.a || !eng_.team || EncounterOn(t.a)) break;
      Cell& tile = cells_[static_cast<size_t>(t.a)];
      for (size_t i = 0; i < tile.fate.size();) {
        Slot& s = tile.fate[i];
        if (s.card != kUnknown && Fate(s.card).type == FateType::kEvent) {
          players_[static_cast<size_t>(active_)].hand.push_back(s.card);
          tile.fate.erase(tile.fate.begin() + static_cast<long>(i));
          Touch();
          Event e = Ev(Event::Kind::kTookItem, active_);
          e.cell = t.a;
          Log(log, e);
        } else {
          ++i;
        }
      }
      break;
    }
    case K::kCampsite:
      Campsite(t.a, rng, log);
      break;
    case K::kRest:
      OfferRest(t.a);
      break;
    case K::kEndEngagement:
      if (t.a >= 0)
        for (Slot& s : cells_[static_cast<size_t>(t.a)].fate) s.handled = false;
      eng_ = {};
      break;
    case K::kLeadOpp: {
      if (eng_.cell != t.a || t.b < 0 || t.b >= static_cast<int>(eng_.leads.size())) break;
      const auto [declared, target] = eng_.leads[static_cast<size_t>(t.b)];
      uint32_t att = 0;
      for (int c = 0; c < kNumChars; ++c) {
        const CharState& s = ch(c);
        if ((declared >> c & 1u) && s.zone == CharState::Zone::kBoard && s.pos == t.a && s.controller == active_ &&
            !s.injured && s.trap == 0)
          att |= 1u << c;
      }
      const CharState& tg = ch(target);
      const bool ok = att && tg.zone == CharState::Zone::kBoard && tg.pos == t.a && tg.controller >= 0 &&
                      tg.controller != active_ && !Protected(target) && !players_[static_cast<size_t>(active_)].no_lead;
      if (!ok) {
        Event e = Ev(Event::Kind::kCancelled, active_);
        e.ch = target;
        Log(log, e);
        Touch();
        break;
      }
      PowerCheck pc;
      pc.kind = PowerCheck::Kind::kLeadOpp;
      pc.cell = static_cast<int8_t>(t.a);
      pc.side[0] = att;
      pc.side[1] = 1u << target;
      pc.target = static_cast<int8_t>(target);
      pc.attacker = static_cast<int8_t>(active_);
      pc.defender = tg.controller;
      pc.def_side = 1;
      StartPc(pc, log);
      break;
    }
    case K::kStep3:
      step_ = "lead";
      Step3Prompt(t.a);
      break;
    case K::kStep4:
      step_ = "transfer";
      Step4Prompt(t.a);
      break;
    case K::kStep5:
      Step5(t.a, log);
      break;
    case K::kTurnEnd:
      EndTurn(t.a, rng, log);
      break;
    case K::kMonsterPhase:
      MonsterPhase(rng, log);
      break;
    case K::kMonsterCoin: {
      int coin = monster_coin_;
      if (coin < 0) {
        if (!forced_coins.empty()) {
          coin = forced_coins.front() ? 1 : 0;
          forced_coins.erase(forced_coins.begin());
        } else {
          coin = static_cast<int>(rng.UniformBelow(2));
        }
      }
      monster_coin_ = -1;
      Touch();
      Event e = Ev(Event::Kind::kCoin);
      e.n = coin;
      Log(log, e);
      if (coin == 0) {
        Log(log, Ev(Event::Kind::kMonsterStays));
        break;
      }
      Push(K::kMonsterMove);
      Push(K::kWindow, static_cast<int>(WindowKind::kMonsterDir));
      // R40: a player who is out chooses instead of the die.
      std::vector<int> out;
      for (int s = 0; s < seats_; ++s)
        if (!Live(s)) out.push_back(s);
      if (monster_master_ && !out.empty()) {
        const int who = out[static_cast<size_t>(monster_master_next_ % static_cast<int>(out.size()))];
        ++monster_master_next_;
        prompt_ = {};
        prompt_.kind = PromptKind::kDirection;
        prompt_.seat = who;
      } else {
        monster_dir_ = static_cast<int8_t>(Roll(rng));
        Event r = Ev(Event::Kind::kRolled);
        r.n = monster_dir_;
        r.m = 2;
        Log(log, r);
      }
      break;
    }
    case K::kMonsterMove:
      MonsterMove(monster_dir_, rng, log);
      break;
    case K::kRoundEnd:
      EndRound(rng, log);
      break;
    case K::kPcDeclare: {
      if (!pc_) break;
      PowerCheck& pc = *pc_;
      if (pc.kind == PowerCheck::Kind::kLeadOpp) {
        uint32_t pool = 0;
        for (int c = 0; c < kNumChars; ++c) {
          const CharState& s = ch(c);
          if (c != pc.target && s.zone == CharState::Zone::kBoard && s.pos == pc.cell && s.controller == pc.defender &&
              s.trap == 0)
            pool |= 1u << c;
        }
        if (pool) {
          prompt_ = {};
          prompt_.kind = PromptKind::kDefend;
          prompt_.seat = pc.defender;
          prompt_.chars = pool;
          prompt_.ch = pc.target;
          prompt_.cell = pc.cell;
          break;
        }
      }
      RevealPassives(pc.side[0] | pc.side[1]);
      break;
    }
    case K::kPcRoll:
      RollPc(rng, log);
      break;
    case K::kPcResolve:
      ResolvePc(rng, log);
      break;
    case K::kEffect:
      ApplyOutcomeTo(t.a, t.b, t.c, static_cast<uint32_t>(t.d), rng, log);
      break;
    case K::kInjure:
      Injure(t.a, static_cast<Cause>(t.b), log);
      break;
    case K::kOverflow: {
      const int c = t.a;
      if (Alive(c) && static_cast<int>(ch(c).items.size()) > CarryLimit(c) && ch(c).controller >= 0) {
        prompt_ = {};
        prompt_.kind = PromptKind::kOverflow;
        prompt_.seat = ch(c).controller;
        prompt_.ch = c;
      }
      break;
    }
  }
}

// [SECTION] Windows (R21-R23) ------------------------------------------------------

int State::WindowLead() const {
  if (active_ >= 0 && Live(active_)) return active_;
  for (int k = 0; k < seats_; ++k) {
    const int s = (first_ + k) % seats_;
    if (Live(s)) return s;
  }
  return 0;
}

void State::OpenWindow(WindowKind kind, bool after_own_location) {
  // R21: a window with nothing changed since the last one closed is that window.
  if (version_ == window_closed_at_) return;
  window_ = {};
  window_.kind = kind;
  window_.after_own_location = after_own_location;
  window_.open = true;
  bool any = false;
  for (int s = 0; s < seats_ && !any; ++s) any = Live(s) && HasPlay(s);
  if (!any) {  // R23: nobody could play anything
    CloseWindow();
    return;
  }
  window_.priority = WindowLead();
  window_.passes = 0;
  prompt_ = {};
  prompt_.kind = PromptKind::kWindow;
  prompt_.seat = window_.priority;
}

void State::ResumeWindow() {
  if (!window_.open) return;
  bool any = false;
  for (int s = 0; s < seats_ && !any; ++s) any = Live(s) && HasPlay(s);
  if (!any) {
    CloseWindow();
    return;
  }
  window_.priority = WindowLead();
  window_.passes = 0;
  prompt_ = {};
  prompt_.kind = PromptKind::kWindow;
  prompt_.seat = window_.priority;
}

void State::CloseWindow() {
  window_.open = false;
  window_.priority = -1;
  window_closed_at_ = version_;
  if (prompt_.kind == PromptKind::kWindow) prompt_ = {};
}

void State::AdvanceWindow() {
  ++window_.passes;
  if (window_.passes >= LiveCount()) {
    CloseWindow();
    return;
  }
  int next = window_.priority;
  do {
    next = (next + 1) % seats_;
  } while (!Live(next));
  window_.priority = next;
  prompt_ = {};
  prompt_.kind = PromptKind::kWindow;
  prompt_.seat = next;
}

// [SECTION] Turns ---------------------------------------------------------------------

void State::BeginTurn(int seat, EventLog* log) {
  using K = Task::Kind;
  ++turn_no_;
  active_ = seat;
  step_ = "start";
  Touch();
  for (CharState& c : chars_) {
    c.moved = c.led_now = c.attacked = c.skipping = false;
    c.move_extra = 0;
    c.used_turn = false;
    for (Slot& s : c.items) s.used_turn = false;
  }
  for (Player& p : players_) {
    p.no_lead = false;
    p.proposed = false;
  }
  arrival_.clear();
  step3_used_ = 0;
  // R13, R33: the Characters that skip this turn.
  for (CharState& c : chars_) {
    if (c.zone != CharState::Zone::kBoard || c.controller != seat) continue;
    if (c.skip_next && c.skip_since < turn_no_) {
      c.skipping = true;
      c.skip_next = false;
    }
  }
  Event e = Ev(Event::Kind::kTurnBegan, seat);
  e.n = round_;
  Log(log, e);
  Push(K::kTurnEnd, seat);
  Push(K::kStep5, seat);
  Push(K::kWindow, static_cast<int>(WindowKind::kStep));
  Push(K::kStep4, seat);
  Push(K::kWindow, static_cast<int>(WindowKind::kStep));
  Push(K::kStep3, seat);
  Push(K::kWindow, static_cast<int>(WindowKind::kStep));
  Push(K::kStep2, seat);
  Push(K::kWindow, static_cast<int>(WindowKind::kMoved));
  Push(K::kStep1, seat);
  Push(K::kWindow, static_cast<int>(WindowKind::kStart));
}

uint32_t State::Movable(int seat) const {
  uint32_t bits = 0;
  for (int c = 0; c < kNumChars; ++c) {
    const CharState& s = ch(c);
    if (s.zone == CharState::Zone::kBoard && s.controller == seat && s.trap == 0 && !s.skipping && !s.moved &&
        !s.led_now)
      bits |= 1u << c;
  }
  return bits;
}

std::vector<int> State::MoveTargets(int c) const {
  const CharState& s = ch(c);
  int steps = 1;
  if (!s.injured) {
    steps += s.move_extra;
    if (AbilityOn(c))
      for (const Effect& e : Def(c).effects)
        if (e.prim == Prim::kMoveExtra && e.scope == Scope::kSelf) steps += e.n;
  }
  std::vector<int> out;
  if (s.pos >= kStartPos) {
    // R11: the first move is onto the anchor.
    const int anchor = players_[static_cast<size_t>(s.pos - kStartPos)].anchor;
    if (anchor < 0) return out;
    out.push_back(anchor);
    for (int cell : board_.Reachable(anchor, steps - 1))
      if (std::find(out.begin(), out.end(), cell) == out.end()) out.push_back(cell);
  } else {
    out = board_.Reachable(s.pos, steps);
  }
  std::sort(out.begin(), out.end());
  return out;
}

void State::EndStep1(int seat, EventLog* log) {
  // Jin's and Sayid's conditions count where they ended Step 1.
  const int sc = StartingOf(seat);
  if (sc >= 0 && Alive(sc) && ch(sc).controller == seat && ch(sc).pos < kStartPos) {
    Player& p = players_[static_cast<size_t>(seat)];
    const WinCondition& w = Def(sc).win;
    const int pos = ch(sc).pos;
    if (w.check == WinCheck::kCounter && w.counter == Counter::kShoreTiles && board_.Shore(pos)) {
      p.shore_seen |= uint64_t{1} << pos;
      const int n = std::popcount(p.shore_seen);
      if (n != p.counter) {
        p.counter = n;
        pending_counters_.push_back(static_cast<int8_t>(seat));
      }
    }
    if (w.check == WinCheck::kCorners && board_.Corner(pos)) {
      const int c = board_.Col(pos), r = board_.Row(pos);
      const int bit = (c == 0 ? 0 : 1) + (r == 0 ? 0 : 2);
      if (!(p.corners >> bit & 1u)) {
        p.corners = static_cast<uint8_t>(p.corners | 1u << bit);
        p.counter = std::popcount(static_cast<unsigned>(p.corners));
        pending_counters_.push_back(static_cast<int8_t>(seat));
      }
    }
  }
  (void)log;
}

void State::Step2(int seat) {
  using K = Task::Kind;
  step_ = "engage";
  for (auto it = arrival_.rbegin(); it != arrival_.rend(); ++it) {
    Push(K::kEndEngagement, *it);
    Push(K::kDeclare, *it);
    Push(K::kReveal, *it);
  }
  (void)seat;
}

bool State::Protected(int c) const {
  const CharState& s = ch(c);
  if (s.protected_round) return true;
  // Claire: guarded by an uninjured Character of the same player on her tile.
  if (s.controller >= 0 && AbilityOn(c)) {
    for (const Effect& e : Def(c).effects) {
      if (e.prim != Prim::kProtect || e.cond != Cond::kGuarded) continue;
      for (int d = 0; d < kNumChars; ++d)
        if (d != c && Alive(d) && ch(d).pos == s.pos && ch(d).controller == s.controller && !ch(d).injured)
          return true;
    }
  }
  return false;
}

bool State::CanDeclare(int cell) const {
  if (players_[static_cast<size_t>(active_)].no_lead) return false;
  bool attacker = false;
  for (int c = 0; c < kNumChars; ++c)
    if ((eng_.team >> c & 1u) && Alive(c) && !ch(c).injured && !ch(c).attacked && ch(c).trap == 0) attacker = true;
  if (!attacker) return false;
  for (int c = 0; c < kNumChars; ++c) {
    const CharState& s = ch(c);
    if (s.zone == CharState::Zone::kBoard && s.pos == cell && s.controller >= 0 && s.controller != active_ &&
        !Protected(c))
      return true;
  }
  return false;
}

void State::EndDeclarations(int cell) {
  using K = Task::Kind;
  uint32_t leading = 0;
  for (const auto& [att, target] : eng_.leads) leading |= att;
  eng_.team &= ~leading;
  for (int i = static_cast<int>(eng_.leads.size()) - 1; i >= 0; --i) {
    Push(K::kWindow, static_cast<int>(WindowKind::kAction));
    Push(K::kLeadOpp, cell, i);
  }
  if (eng_.team) {
    Push(K::kWindow, static_cast<int>(WindowKind::kAction), 1);
    Push(K::kLocation, cell);
  }
  Push(K::kWindow, static_cast<int>(WindowKind::kDeclared));
  prompt_ = {};
}

bool State::EncounterOn(int cell) const {
  if (cell < 0 || cell >= kStartPos) return false;
  for (const Slot& s : cells_[static_cast<size_t>(cell)].fate)
    if (s.card != kUnknown && !s.face_down && Fate(s.card).type == FateType::kEncounter) return true;
  return false;
}

void State::EngageLocation(int cell, Rng& rng, EventLog* log) {
  using K = Task::Kind;
  if (eng_.cell != cell || !eng_.team) return;
  const LocationDef& loc = Location(cell);
  Touch();
  Push(K::kRest, cell);
  Push(K::kCampsite, cell);
  Push(K::kEvents, cell);
  Push(K::kItems, cell);
  Push(K::kEncounters, cell);
  Push(K::kLocDraw, cell);
  // R16 (a): the instructions other than drawing and Campsite, in printed order.
  for (int i = static_cast<int>(loc.effects.size()) - 1; i >= 0; --i) {
    const Prim p = loc.effects[static_cast<size_t>(i)].prim;
    if (p == Prim::kDrawFate || p == Prim::kCampsite || p == Prim::kLocMod) continue;
    Push(K::kLocEffect, cell, i);
  }
  (void)rng, (void)log;
}

void State::ResolveEncounters(int cell, Rng& rng, EventLog* log) {
  using K = Task::Kind;
  if (eng_.cell != cell || !eng_.team) return;
  uint32_t fighters = 0;
  for (int c = 0; c < kNumChars; ++c)
    if ((eng_.team >> c & 1u) && Alive(c) && ch(c).pos == cell && ch(c).trap == 0) fighters |= 1u << c;
  if (!fighters) return;
  Cell& tile = cells_[static_cast<size_t>(cell)];
  for (size_t i = 0; i < tile.fate.size(); ++i) {
    Slot& s = tile.fate[i];
    if (s.handled || s.card == kUnknown || s.face_down || Fate(s.card).type != FateType::kEncounter) continue;
    s.handled = true;
    Push(K::kEncounters, cell);
    PowerCheck pc;
    pc.kind = PowerCheck::Kind::kEncounter;
    pc.cell = static_cast<int8_t>(cell);
    pc.side[0] = fighters;
    pc.enc = static_cast<int8_t>(i);
    pc.enc_card = s.card;
    pc.attacker = static_cast<int8_t>(active_);
    StartPc(pc, log);
    return;
  }
  (void)rng;
}

void State::PlaceItemPrompt(int cell, int slot, uint32_t receivers) {
  prompt_ = {};
  prompt_.kind = PromptKind::kItem;
  prompt_.seat = active_ >= 0 ? active_ : 0;
  prompt_.cell = cell;
  prompt_.item = slot;
  prompt_.chars = receivers;
}

void State::OfferItems(int cell) {
  if (eng_.cell != cell || !eng_.team || EncounterOn(cell)) return;
  Cell& tile = cells_[static_cast<size_t>(cell)];
  uint32_t team = 0;
  for (int c = 0; c < kNumChars; ++c)
    if ((eng_.team >> c & 1u) && Alive(c) && ch(c).pos == cell) team |= 1u << c;
  if (!team) return;
  for (size_t i = 0; i < tile.fate.size(); ++i) {
    Slot& s = tile.fate[i];
    if (s.handled || s.card == kUnknown || Fate(s.card).type != FateType::kEquipment) continue;
    s.handled = true;
    s.face_down = false;
    Push(Task::Kind::kItems, cell);
    PlaceItemPrompt(cell, static_cast<int>(i), team);
    return;
  }
}

void State::Campsite(int cell, Rng& rng, EventLog* log) {
  if (eng_.cell != cell || !eng_.revealed || !Location(cell).Campsite()) return;
  if (char_deck_.empty()) return;  // R36
  const int c = char_deck_.back();
  char_deck_.pop_back();
  CharState& s = chars_[static_cast<size_t>(c)];
  s.zone = CharState::Zone::kBoard;
  s.controller = -1;
  s.pos = static_cast<int8_t>(cell);
  Touch();
  Event e = Ev(Event::Kind::kNeutral, active_);
  e.ch = c;
  e.cell = cell;
  Log(log, e);
  (void)rng;
}

void State::OfferRest(int cell) {
  if (eng_.cell != cell) return;
  uint32_t can = 0;
  for (int c = 0; c < kNumChars; ++c) {
    const CharState& s = ch(c);
    if (!(eng_.team >> c & 1u) || !Alive(c) || s.pos != cell || !s.injured || s.resting) continue;
    bool tarp = false;
    for (const Slot& slot : s.items)
      if (slot.card != kUnknown && Fate(slot.card).Has(Prim::kRestAny)) tarp = true;
    if (IsCampsite(cell) || tarp) can |= 1u << c;
  }
  if (!can) return;
  prompt_ = {};
  prompt_.kind = PromptKind::kRest;
  prompt_.seat = active_;
  prompt_.cell = cell;
  prompt_.chars = can;
}

void State::Step3Prompt(int seat) {
  bool any = false;
  for (int cell = 0; cell < board_.cells() && !any; ++cell) {
    if (step3_used_ >> cell & 1u || EncounterOn(cell)) continue;
    bool mine = false, neutral = false;
    for (int c = 0; c < kNumChars; ++c) {
      const CharState& s = ch(c);
      if (s.zone != CharState::Zone::kBoard || s.pos != cell) continue;
      if (s.controller == seat && !s.injured && s.trap == 0 && !s.skipping && !s.led_now) mine = true;
      if (s.controller < 0 && !Protected(c)) neutral = true;
    }
    any = mine && neutral;
  }
  if (!any) return;
  prompt_ = {};
  prompt_.kind = PromptKind::kStep3;
  prompt_.seat = seat;
}

bool State::MayResign(int seat) const {
  if (seat != active_ || !Live(seat)) return false;
  // The start window of its own turn (R42, R47)...
  if (prompt_.kind == PromptKind::kWindow)
    return window_.kind == WindowKind::kStart && step_ == "start";
  // ...or its Step 1, before any of its Characters has moved this turn.
  if (prompt_.kind != PromptKind::kMove) return false;
  for (int c = 0; c < kNumChars; ++c)
    if (Alive(c) && ch(c).controller == seat && ch(c).moved) return false;
  return true;
}

bool State::ActsLaterThisTurn(int c) const {
  const CharState& s = ch(c);
  if (active_ < 0 || !Alive(c) || s.controller != active_ || s.trap > 0 || s.skipping || s.led_now) return false;
  if (step_ == "start" || step_ == "move") return true;
  // Step 2: its tile's engagement is still ahead, or it is in the team of
  // the Location or of a lead attempt still to be resolved.
  if (step_ == "engage" && s.moved) {
    using K = Task::Kind;
    const bool here = eng_.cell == s.pos;
    for (const Task& t : agenda_) {
      if ((t.kind == K::kReveal || t.kind == K::kDeclare) && t.a == s.pos) return true;
      if (!here) continue;
      switch (t.kind) {
        case K::kLocation:
        case K::kLocEffect:
        case K::kLocDraw:
        case K::kEncounters:
        case K::kItems:
        case K::kEvents:
        case K::kCampsite:
        case K::kRest:
          if (eng_.team >> c & 1u) return true;
          break;
        case K::kLeadOpp:
          if (t.a == s.pos && t.b >= 0 && t.b < static_cast<int>(eng_.leads.size()) &&
              (eng_.leads[static_cast<size_t>(t.b)].first >> c & 1u))
            return true;
          break;
        default:
          break;
      }
    }
  }
  // Step 3: a Neutral it could still try to lead (R18).
  const bool step3_ahead = step_ == "engage" || (step_ == "lead" && window_.kind != WindowKind::kStep);
  if (!step3_ahead || s.injured || s.pos >= kStartPos || step3_used_ >> s.pos & 1u || EncounterOn(s.pos)) return false;
  for (int d = 0; d < kNumChars; ++d)
    if (Alive(d) && ch(d).pos == s.pos && ch(d).controller < 0 && !Protected(d)) return true;
  return false;
}

void State::Step4Prompt(int seat) {
  bool any = false;
  for (int c = 0; c < kNumChars && !any; ++c)
    any = Alive(c) && ch(c).controller == seat && !ch(c).items.empty();
  if (!any) return;
  prompt_ = {};
  prompt_.kind = PromptKind::kStep4;
  prompt_.seat = seat;
}

void State::Step5(int seat, EventLog* log) {
  step_ = "discard";
  // Walt: at the start of Step 5.
  const int sc = StartingOf(seat);
  if (sc >= 0 && Alive(sc) && ch(sc).controller == seat && Def(sc).win.check == WinCheck::kStep5Hold &&
      static_cast<int>(players_[static_cast<size_t>(seat)].hand.size()) >= Def(sc).win.n) {
    Win({seat}, WinReason::kStartingCharacter, log);
    return;
  }
  if (players_[static_cast<size_t>(seat)].hand.size() > 4) {
    prompt_ = {};
    prompt_.kind = PromptKind::kDiscard;
    prompt_.seat = seat;
  }
}

void State::EndTurn(int seat, Rng& rng, EventLog* log) {
  if (Live(seat)) {
    for (int c = 0; c < kNumChars; ++c) {
      CharState& s = chars_[static_cast<size_t>(c)];
      if (s.zone != CharState::Zone::kBoard || s.controller != seat) continue;
      // R32: a Trap ends with the t-th turn of its controller that began after it.
      if (s.trap > 0 && s.trap_since < turn_no_) {
        if (--s.trap == 0) {
          Event e = Ev(Event::Kind::kFreed, seat);
          e.ch = c;
          Log(log, e);
        }
      }
      // R30: a Rest heals at the end of the skipped turn.
      if (s.skipping && s.resting) Heal(c, -1, log);
    }
    if (ScwcHolds(seat, true)) {
      Win({seat}, WinReason::kStartingCharacter, log);
      return;
    }
  }
  for (CharState& c : chars_) c.skipping = false;
  Touch();
  NextTurn(seat, log);
  (void)rng;
}

void State::NextTurn(int after, EventLog* log) {
  using K = Task::Kind;
  const int p = (after - first_ + seats_) % seats_;
  for (int k = p + 1; k < seats_; ++k) {
    const int s = (first_ + k) % seats_;
    if (Live(s)) {
      Push(K::kTurnStart, s);
      return;
    }
  }
  Push(K::kRoundEnd);
  Push(K::kMonsterPhase);
  (void)log;
}

void State::AbortTurn() {
  while (!agenda_.empty() && agenda_.back().kind != Task::Kind::kTurnEnd) agenda_.pop_back();
  pc_.reset();
  window_ = {};
  eng_ = {};
  prompt_ = {};
}

// [SECTION] The Monster Phase and the end of a Round ------------------------------------

void State::MonsterPhase(Rng& rng, EventLog* log) {
  using K = Task::Kind;
  step_ = "monster";
  active_ = -1;
  Touch();
  for (CharState& c : chars_) {
    c.used_turn = false;
    c.skipping = false;
    for (Slot& s : c.items) s.used_turn = false;
  }
  if (monster_cell() < 0 || monster_drawn_round_) return;
  Push(K::kMonsterCoin);
  Push(K::kWindow, static_cast<int>(WindowKind::kMonsterPre));
  (void)rng, (void)log;
}

void State::MonsterMove(int dir, Rng& rng, EventLog* log) {
  const int from = monster_cell();
  if (from < 0) return;
  const int to = board_.Neighbour(from, dir);
  if (to < 0) {  // R38: off the island (Starting Locations are never entered)
    Log(log, Ev(Event::Kind::kMonsterStays));
    return;
  }
  Cell& a = cells_[static_cast<size_t>(from)];
  for (size_t i = 0; i < a.fate.size(); ++i) {
    if (a.fate[i].card == kUnknown || !Fate(a.fate[i].card).monster) continue;
    Slot s = a.fate[i];
    a.fate.erase(a.fate.begin() + static_cast<long>(i));
    s.face_down = false;
    cells_[static_cast<size_t>(to)].fate.push_back(s);
    break;
  }
  Touch();
  Event e = Ev(Event::Kind::kMonsterMoved);
  e.cell = to;
  e.n = dir;
  Log(log, e);
  StartMonsterAttack(to, log);
  (void)rng;
}

void State::StartMonsterAttack(int cell, EventLog* log) {
  // R39: only Characters that are not Trapped, every player's and the Neutrals.
  uint32_t side = 0;
  for (int c = 0; c < kNumChars; ++c)
    if (Alive(c) && ch(c).pos == cell && ch(c).trap == 0) side |= 1u << c;
  if (!side) return;
  const Cell& tile = cells_[static_cast<size_t>(cell)];
  PowerCheck pc;
  pc.kind = PowerCheck::Kind::kMonster;
  pc.cell = static_cast<int8_t>(cell);
  pc.side[0] = side;
  for (size_t i = 0; i < tile.fate.size(); ++i)
    if (tile.fate[i].card != kUnknown && Fate(tile.fate[i].card).monster) {
      pc.enc = static_cast<int8_t>(i);
      pc.enc_card = tile.fate[i].card;
    }
  pc.def_side = 0;
  StartPc(pc, log);
}

void State::EndRound(Rng& rng, EventLog* log) {
  // R45: the Advanced way to win, after the Monster Phase.
  if (advanced()) {
    std::vector<int> q;
    for (int p = 0; p < seats_; ++p) {
      if (!Live(p)) continue;
      bool a = true, b = true, c = false;
      for (int x = 0; x < kNumChars; ++x) {
        const CharState& s = ch(x);
        const bool starting = s.sc_of >= 0;
        if (s.zone == CharState::Zone::kBoard && !starting && s.controller != p) a = false;
        if (starting && s.sc_of != p && s.zone == CharState::Zone::kBoard && s.trap == 0 && s.moved_round) b = false;
        if (s.zone == CharState::Zone::kBoard && s.controller == p && s.trap == 0 && s.moved_round) c = true;
      }
      if (a && b && c) q.push_back(p);
    }
    if (!q.empty()) {
      Win({PickWinner(q)}, WinReason::kLeader, log);
      return;
    }
  }
  for (CharState& c : chars_) {
    c.round_mod = 0;
    c.libby = false;
    c.protected_round = false;
    c.used_round = false;
    c.moved_round = false;
    for (Slot& s : c.items) s.used_round = false;
  }
  for (int cell = 0; cell < board_.cells(); ++cell)
    for (Slot& s : cells_[static_cast<size_t>(cell)].fate) s.used_round = false;
  enc_round_mod_ = 0;
  monster_drawn_round_ = false;
  ++round_;
  Touch();
  for (int k = 0; k < seats_; ++k) {
    const int s = (first_ + k) % seats_;
    if (Live(s)) {
      Push(Task::Kind::kTurnStart, s);
      return;
    }
  }
  (void)rng;
}

// [SECTION] Winning (R41-R48) -------------------------------------------------------------

int State::PickWinner(const std::vector<int>& q) const {
  // R48: the active player, else the first clockwise from them.
  const int from = active_ >= 0 ? active_ : WindowLead();
  for (int k = 0; k < seats_; ++k) {
    const int s = (from + k) % seats_;
    if (std::find(q.begin(), q.end(), s) != q.end()) return s;
  }
  return q.front();
}

std::string_view WinReasonName(WinReason r) {
  switch (r) {
    case WinReason::kNone: return "none";
    case WinReason::kLastPlayer: return "last-player";
    case WinReason::kAllCharacters: return "all-characters";
    case WinReason::kStartingCharacter: return "starting-character";
    case WinReason::kLeader: return "leader";
    case WinReason::kShared: return "shared";
  }
  return "?";
}

void State::Win(std::vector<int> seats, WinReason reason, EventLog* log) {
  over_ = true;
  win_reason_ = reason;
  std::sort(seats.begin(), seats.end());
  winners_ = seats;
  agenda_.clear();
  prompt_ = {};
  window_ = {};
  step_ = "over";
  for (int s : seats) Log(log, Ev(Event::Kind::kWon, s));
}

bool State::ScwcHolds(int seat, bool end_of_turn) const {
  const int sc = StartingOf(seat);
  if (sc < 0 || !Alive(sc) || ch(sc).controller != seat) return false;  // R46
  const WinCondition& w = Def(sc).win;
  const Player& p = players_[static_cast<size_t>(seat)];
  const CharState& s = ch(sc);
  switch (w.check) {
    case WinCheck::kCounter: return p.counter >= w.n;
    case WinCheck::kCorners: return p.corners == 0xF;
    case WinCheck::kStep5Hold: return false;  // checked at the start of Step 5
    default: break;
  }
  if (!end_of_turn) return false;
  switch (w.check) {
    case WinCheck::kEndTurnControl: return Controlled(seat) >= w.n;
    case WinCheck::kEndTurnCarry: {
      int n = 0;
      for (int c = 0; c < kNumChars; ++c)
        if (Alive(c) && ch(c).controller == seat) n += static_cast<int>(ch(c).items.size());
      return n >= w.n;
    }
    case WinCheck::kEndTurnNeverInjured: return round_ >= w.round && !s.ever_injured;
    case WinCheck::kEndTurnShoreCarry: {
      if (s.pos >= kStartPos || !board_.Shore(s.pos) || static_cast<int>(s.items.size()) < w.carry) return false;
      const int others = std::popcount(At(s.pos, seat)) - 1;
      return others >= w.others;
    }
    case WinCheck::kEndTurnCampsiteFollowers: {
      if (!IsCampsite(s.pos)) return false;
      const int followers = std::popcount(At(s.pos, seat) & ~(1u << sc));
      return followers >= w.n;
    }
    default: return false;
  }
}

void State::CheckWins(EventLog* log) {
  if (over_ || round_ < 1) {
    pending_counters_.clear();
    return;
  }
  std::vector<int> q;
  std::vector<WinReason> why;
  // R43: the last player left.
  if (LiveCount() == 1) {
    for (int s = 0; s < seats_; ++s)
      if (Live(s)) q.push_back(s);
    pending_counters_.clear();
    Win(q, WinReason::kLastPlayer, log);
    return;
  }
  // R44: Beginner, every Character on the island.
  if (!advanced()) {
    int owner = -2;
    bool all = true, any = false;
    for (int c = 0; c < kNumChars && all; ++c) {
      if (ch(c).zone != CharState::Zone::kBoard) continue;
      any = true;
      if (owner == -2) owner = ch(c).controller;
      if (ch(c).controller != owner || owner < 0) all = false;
    }
    if (any && all && owner >= 0 && Live(owner)) {
      q.push_back(owner);
      why.push_back(WinReason::kAllCharacters);
    }
  }
  // R46: counters, checked when they change.
  for (int8_t s : pending_counters_)
    if (Live(s) && ScwcHolds(s, false) && std::find(q.begin(), q.end(), s) == q.end()) {
      q.push_back(s);
      why.push_back(WinReason::kStartingCharacter);
    }
  pending_counters_.clear();
  if (q.empty()) return;
  const int winner = PickWinner(q);
  const size_t i = static_cast<size_t>(std::find(q.begin(), q.end(), winner) - q.begin());
  Win({winner}, why[i], log);
}

}  // namespace lf::lost_board_game
