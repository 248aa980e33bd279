// Lost: The Board Game: Power Checks (R25-R28, R39) and what befalls
// Characters (R29-R33), the decks (R36), leaving the game (R41, R42) and the
// win counters (R46).
#include <algorithm>
#include <bit>

#include "games/lost_board_game/lost_board_game.h"

namespace lf::lost_board_game {
namespace {
void Log(EventLog* log, Event e) {
  if (log) log->push_back(e);
}
Event Ev(Event::Kind k, int seat = -1, int c = -1) {
  Event e;
  e.kind = k;
  e.seat = seat;
  e.ch = c;
  return e;
}
}  // namespace

// [SECTION] Randomness ----------------------------------------------------------------

int State::Roll(Rng& rng) {
  if (!forced_dice.empty()) {
    const int d = std::clamp(forced_dice.front(), 1, 6);
    forced_dice.erase(forced_dice.begin());
    return d;
  }
  return 1 + static_cast<int>(rng.UniformBelow(6));
}

int State::Pick(Rng& rng, int n) {
  LF_CHECK_GT(n, 0);
  if (!forced_picks.empty()) {
    const int p = forced_picks.front();
    forced_picks.erase(forced_picks.begin());
    return ((p % n) + n) % n;
  }
  return static_cast<int>(rng.UniformBelow(static_cast<uint32_t>(n)));
}

int State::DrawFate(Rng& rng, EventLog* log) {
  if (deck_.empty()) {
    if (discard_.empty()) return -1;
    // R36: the discard pile becomes the deck.
    deck_ = std::move(discard_);
    discard_.clear();
    rng.Shuffle(deck_);
    deck_known_.fill(0);
    ++reshuffles_;
    Log(log, Ev(Event::Kind::kShuffled));
  }
  const int card = deck_.back();
  deck_.pop_back();
  for (size_t s = 0; s < deck_known_.size(); ++s)
    if (deck_known_[s] > 0) deck_known_[s] = static_cast<int8_t>(deck_known_[s] - 1);
  Touch();
  return card;
}

// [SECTION] Power Checks ----------------------------------------------------------------

void State::StartPc(PowerCheck pc, EventLog* log) {
  using K = Task::Kind;
  pc_ = pc;
  RevealPassives(pc.side[0] | pc.side[1]);
  Touch();
  Push(K::kPcResolve);
  Push(K::kWindow, static_cast<int>(WindowKind::kPcPost));
  Push(K::kPcRoll);
  Push(K::kWindow, static_cast<int>(WindowKind::kPcPre));
  Push(K::kPcDeclare);
  (void)log;
}

void State::RevealPassives(uint32_t chars) {
  // D5: passive Equipment turns face up at the first Power Check it counts
  // in (so everyone sees the same totals and odds).
  if (!pc_) return;
  const bool vs_enc = pc_->kind == PowerCheck::Kind::kEncounter || pc_->kind == PowerCheck::Kind::kMonster;
  const bool shore = pc_->cell >= 0 && pc_->cell < kStartPos && board_.Shore(pc_->cell);
  for (int c = 0; c < kNumChars; ++c) {
    if (!(chars >> c & 1u) || ch(c).injured) continue;
    for (Slot& s : chars_[static_cast<size_t>(c)].items) {
      if (!s.face_down || s.card == kUnknown || Fate(s.card).kind != Limit::kPassive) continue;
      for (const Effect& e : Fate(s.card).effects)
        if (e.prim == Prim::kPowerMod && e.scope == Scope::kSelf &&
            (e.cond == Cond::kNone || (e.cond == Cond::kVsEnc && vs_enc) || (e.cond == Cond::kOnShore && shore)))
          s.face_down = false;
    }
  }
}

void State::RollPc(Rng& rng, EventLog* log) {
  if (!pc_ || pc_->cancelled) return;
  // R25: an Encounter's or a Neutral's die is rolled for it, credited to the
  // player on the active player's left.
  int left = -1;
  if (active_ >= 0 && (pc_->enc_card != kUnknown || pc_->kind == PowerCheck::Kind::kLeadNeutral)) {
    left = active_;
    do {
      left = (left + 1) % seats_;
    } while (!Live(left) && left != active_);
  }
  // Who fights whom, for the table's dice (the check may end in this move).
  Event sides = Ev(Event::Kind::kCheckSides, pc_->attacker);
  sides.n = static_cast<int>(pc_->side[0]);
  sides.m = static_cast<int>(pc_->side[1]);
  sides.card = pc_->enc_card != kUnknown ? content_->cards[pc_->enc_card] : -1;
  sides.cell = pc_->cell;
  sides.ch = pc_->target;
  sides.ch2 = static_cast<int>(pc_->kind);
  Log(log, sides);
  for (int side = 0; side < 2; ++side) {
    pc_->die[side] = static_cast<int8_t>(Roll(rng));
    Event e = Ev(Event::Kind::kRolled, side == 1 ? left : -1);
    e.n = pc_->die[side];
    e.m = side;
    e.card = side == 1 && pc_->enc_card != kUnknown ? content_->cards[pc_->enc_card] : -1;
    e.ch = side == 1 && pc_->kind == PowerCheck::Kind::kLeadNeutral ? pc_->target : -1;
    Log(log, e);
  }
  pc_->rolled = true;
  Touch();
}

void State::ResolvePc(Rng& rng, EventLog* log) {
  using K = Task::Kind;
  if (!pc_) return;
  const PowerCheck pc = *pc_;
  int result = 0, a = 0, b = 0;
  if (!pc.cancelled) {
    a = SideTotal(0) + pc.die[0];
    b = SideTotal(1) + pc.die[1];
    result = a > b ? 1 : a < b ? -1 : 0;
  }
  Event ce = Ev(Event::Kind::kCheck, result);
  ce.n = a;
  ce.m = b;
  ce.cell = pc.cell;
  ce.ch = pc.target;
  ce.card = pc.enc_card == kUnknown ? -1 : content_->cards[pc.enc_card];
  ce.ch2 = pc.cancelled ? 1 : 0;
  Log(log, ce);
  Touch();
  // Libby: a Power Check won by a side with a Character holding her +1.
  if (result != 0) {
    const uint32_t winners = result > 0 ? pc.side[0] : (pc.enc_card == kUnknown ? pc.side[1] : 0);
    for (int c = 0; c < kNumChars; ++c)
      if ((winners >> c & 1u) && ch(c).libby) {
        for (int l = 0; l < kNumChars; ++l)
          if (Def(l).win.check == WinCheck::kCounter && Def(l).win.counter == Counter::kLibbyWins)
            CountFor(l, Counter::kLibbyWins, 1, log);
        break;
      }
  }
  pc_.reset();
  auto encounter_slot = [&]() -> int {
    if (pc.cell < 0 || pc.cell >= kStartPos) return -1;
    const auto& pile = cells_[static_cast<size_t>(pc.cell)].fate;
    if (pc.enc >= 0 && pc.enc < static_cast<int>(pile.size()) && pile[static_cast<size_t>(pc.enc)].card == pc.enc_card)
      return pc.enc;
    for (size_t i = 0; i < pile.size(); ++i)
      if (pile[i].card == pc.enc_card) return static_cast<int>(i);
    return -1;
  };
  auto remove_encounter = [&](bool destroyed) {
    const int i = encounter_slot();
    if (i < 0) return;
    auto& pile = cells_[static_cast<size_t>(pc.cell)].fate;
    const uint8_t card = pile[static_cast<size_t>(i)].card;
    pile.erase(pile.begin() + i);
    (destroyed ? gone_ : discard_).push_back(card);
    if (Fate(card).monster) {
      Event e = Ev(Event::Kind::kMonsterGone);
      e.n = destroyed ? 1 : 0;
      Log(log, e);
    }
  };
  auto count_defeat = [&](uint32_t side) {
    const bool monster = Fate(pc.enc_card).monster;
    for (int c = 0; c < kNumChars; ++c)
      if (side >> c & 1u) CountFor(c, Counter::kEncountersDefeated, monster ? Def(c).win.monster : 1, log);
  };
  switch (pc.kind) {
    case PowerCheck::Kind::kEncounter: {
      const FateDef& f = Fate(pc.enc_card);
      const int def = content_->cards[pc.enc_card];
      if (result > 0) {
        count_defeat(pc.side[0]);
        remove_encounter(false);
        for (int i = static_cast<int>(f.win.size()) - 1; i >= 0; --i)
          Push(K::kEffect, 1, def, i, static_cast<int>(pc.side[0]));
      } else {
        // R26: Beginner discards the Encounter after a loss or a tie; the Monster stays.
        if (!advanced() && !f.monster) remove_encounter(false);
        if (result < 0 && !pc.negate_lose)
          for (int i = static_cast<int>(f.lose.size()) - 1; i >= 0; --i)
            Push(K::kEffect, 2, def, i, static_cast<int>(pc.side[0]));
      }
      break;
    }
    case PowerCheck::Kind::kMonster: {
      if (result > 0) {
        count_defeat(pc.side[0]);
        remove_encounter(false);
      } else if (result < 0 && !pc.negate_lose) {
        // R39: one party present, picked at random, loses a Character.
        std::vector<int> parties;
        bool neutrals = false;
        for (int c = 0; c < kNumChars; ++c) {
          if (!(pc.side[0] >> c & 1u) || !Alive(c)) continue;
          const int owner = ch(c).controller;
          if (owner < 0) neutrals = true;
          else if (std::find(parties.begin(), parties.end(), owner) == parties.end()) parties.push_back(owner);
        }
        std::sort(parties.begin(), parties.end());
        if (neutrals) parties.push_back(-1);
        if (parties.empty()) break;
        const int party = parties[static_cast<size_t>(Pick(rng, static_cast<int>(parties.size())))];
        std::vector<int> cand;
        for (int c = 0; c < kNumChars; ++c)
          if ((pc.side[0] >> c & 1u) && Alive(c) && ch(c).controller == party) cand.push_back(c);
        if (cand.size() == 1 || party < 0) {
          Kill(cand[static_cast<size_t>(party < 0 ? Pick(rng, static_cast<int>(cand.size())) : 0)], log);
        } else {
          prompt_ = {};
          prompt_.kind = PromptKind::kChoose;
          prompt_.seat = party;
          for (int c : cand) prompt_.chars |= 1u << c;
          prompt_.list = 3;
          prompt_.cause = Cause::kMonster;
        }
      }
      break;
    }
    case PowerCheck::Kind::kLeadOpp: {
      if (advanced())  // R27: every attacker skips its next turn, whatever the result
        for (int c = 0; c < kNumChars; ++c)
          if ((pc.side[0] >> c & 1u) && Alive(c)) Skip(c, false, Cause::kLead, log);
      if (result > 0) {
        for (int c = 0; c < kNumChars; ++c)
          if (pc.side[0] >> c & 1u) CountFor(c, Counter::kOppLeadsWon, 1, log);
        int rewards = 1;
        for (int c = 0; c < kNumChars; ++c)
          if ((pc.side[0] >> c & 1u) && AbilityOn(c))
            if (const Effect* e = Def(c).Find(Prim::kExtraReward)) rewards += e->n;
        prompt_ = {};
        prompt_.kind = PromptKind::kReward;
        prompt_.seat = pc.attacker;
        prompt_.chars = pc.side[0];
        prompt_.ch = pc.target;
        prompt_.cell = pc.cell;
        prompt_.count = rewards;
        prompt_.src = 0;
        prompt_.index = pc.defender;
        std::vector<Move> options;
        LegalFor(pc.attacker, options);
        if (options.empty()) prompt_ = {};
      } else if (result < 0) {
        std::vector<int> cand;
        for (int c = 0; c < kNumChars; ++c)
          if ((pc.side[0] >> c & 1u) && Alive(c)) cand.push_back(c);
        if (cand.size() == 1) {
          Push(K::kInjure, cand[0], static_cast<int>(Cause::kLead));
        } else if (!cand.empty()) {
          prompt_ = {};
          prompt_.kind = PromptKind::kChoose;
          prompt_.seat = pc.attacker;
          for (int c : cand) prompt_.chars |= 1u << c;
          prompt_.list = 4;
          prompt_.cause = Cause::kLead;
        }
      }
      break;
    }
    case PowerCheck::Kind::kLeadNeutral:
      if (result > 0 && Alive(pc.target) && ch(pc.target).controller < 0) {
        for (int c = 0; c < kNumChars; ++c)
          if (pc.side[0] >> c & 1u) CountFor(c, Counter::kNeutralLeadsWon, 1, log);
        TakeControl(pc.target, pc.attacker, log);
      }
      break;
  }
}

// [SECTION] Outcomes of Locations and Encounters ----------------------------------------------

namespace {
const Effect& OutcomeEffect(const Content& content, int list, int src, int index) {
  if (list == 0) return content.locations[static_cast<size_t>(src)].effects[static_cast<size_t>(index)];
  const FateDef& f = content.fate[static_cast<size_t>(src)];
  return (list == 1 ? f.win : f.lose)[static_cast<size_t>(index)];
}
}  // namespace

void State::ApplyOutcomeTo(int list, int src, int index, uint32_t participants, Rng& rng, EventLog* log) {
  using K = Task::Kind;
  const Effect& e = OutcomeEffect(*content_, list, src, index);
  const Cause cause = list == 0 ? Cause::kTile : Cause::kEncounter;
  uint32_t members = 0;
  for (int c = 0; c < kNumChars; ++c)
    if ((participants >> c & 1u) && Alive(c)) members |= 1u << c;
  Touch();
  auto choose = [&](uint32_t cand) -> int {  // -1: nobody; -2: a prompt was raised
    if (!cand) return -1;
    if (std::popcount(cand) == 1) return std::countr_zero(cand);
    prompt_ = {};
    prompt_.kind = PromptKind::kChoose;
    prompt_.seat = active_;
    prompt_.chars = cand;
    prompt_.list = list;
    prompt_.src = src;
    prompt_.index = index;
    prompt_.cause = cause;
    return -2;
  };
  auto each = [&](uint32_t bits, auto fn) {
    for (int c = 0; c < kNumChars; ++c)
      if (bits >> c & 1u) fn(c);
  };
  switch (e.prim) {
    case Prim::kHeal: {
      uint32_t hurt = 0;
      each(members, [&](int c) {
        if (ch(c).injured) hurt |= 1u << c;
      });
      if (e.scope == Scope::kAll) {
        each(hurt, [&](int c) { Heal(c, -1, log); });
      } else if (const int c = choose(hurt); c >= 0) {
        Heal(c, -1, log);
      }
      break;
    }
    case Prim::kInjure:
      if (const int c = choose(members); c >= 0) Push(K::kInjure, c, static_cast<int>(cause));
      break;
    case Prim::kKill:
      if (const int c = choose(members); c >= 0) Kill(c, log);
      break;
    case Prim::kTrap: {
      uint32_t can = 0;
      each(members, [&](int c) {
        if (!Immune(c, cause)) can |= 1u << c;
      });
      if (e.scope == Scope::kAll) each(can, [&](int c) { Trap(c, e.n, cause, log); });
      else if (const int c = choose(can); c >= 0) Trap(c, e.n, cause, log);
      break;
    }
    case Prim::kSkipTurn: {
      uint32_t can = 0;
      each(members, [&](int c) {
        if (!Immune(c, cause)) can |= 1u << c;
      });
      if (e.scope == Scope::kAll) each(can, [&](int c) { Skip(c, false, cause, log); });
      else if (const int c = choose(can); c >= 0) Skip(c, false, cause, log);
      break;
    }
    case Prim::kDiscardEvent:
      if (active_ >= 0) DiscardRandomEvent(active_, rng, log);
      break;
    case Prim::kDiscardEquipment: {
      uint32_t carrying = 0;
      int items = 0;
      each(members, [&](int c) {
        if (!ch(c).items.empty()) {
          carrying |= 1u << c;
          items += static_cast<int>(ch(c).items.size());
        }
      });
      if (!carrying) break;
      if (items == 1) {
        const int c = std::countr_zero(carrying);
        const uint8_t card = chars_[static_cast<size_t>(c)].items[0].card;
        chars_[static_cast<size_t>(c)].items.clear();
        discard_.push_back(card);
        Event ev = Ev(Event::Kind::kDiscardedItem, active_, c);
        ev.card = content_->cards[card];
        Log(log, ev);
        break;
      }
      prompt_ = {};
      prompt_.kind = PromptKind::kDiscardEquip;
      prompt_.seat = active_;
      prompt_.chars = carrying;
      break;
    }
    case Prim::kSearch:
      Search(e.flag, active_, members, eng_.cell, rng, log);
      break;
    case Prim::kPeekTile:
      if (active_ >= 0) {
        prompt_ = {};
        prompt_.kind = PromptKind::kPeek;
        prompt_.seat = active_;
        prompt_.count = e.n;
        prompt_.range = e.range == 0 ? -1 : e.range;
        prompt_.center = eng_.cell;
        std::vector<Move> any;
        LegalFor(active_, any);
        if (any.empty()) prompt_ = {};
      }
      break;
    default:
      break;
  }
}

void State::ChooseOne(const Prompt& p, int chosen, Rng& rng, EventLog* log) {
  using K = Task::Kind;
  if (p.list == 3) {  // the Monster's victim
    Kill(chosen, log);
    return;
  }
  if (p.list == 4) {  // the lost lead attempt
    Push(K::kInjure, chosen, static_cast<int>(Cause::kLead));
    return;
  }
  const Effect& e = OutcomeEffect(*content_, p.list, p.src, p.index);
  switch (e.prim) {
    case Prim::kHeal: Heal(chosen, -1, log); break;
    case Prim::kInjure: Push(K::kInjure, chosen, static_cast<int>(p.cause)); break;
    case Prim::kKill: Kill(chosen, log); break;
    case Prim::kTrap: Trap(chosen, e.n, p.cause, log); break;
    case Prim::kSkipTurn: Skip(chosen, false, p.cause, log); break;
    default: break;
  }
  (void)rng;
}

// [SECTION] Conditions (R29-R33) --------------------------------------------------------------

bool State::Immune(int c, Cause cause) const {
  if (cause != Cause::kTile && cause != Cause::kEncounter && cause != Cause::kEvent) return false;
  const CharState& s = ch(c);
  if (s.injured || s.trap > 0) return false;  // abilities are off
  return Def(c).Has(Prim::kImmune);
}

void State::Injure(int c, Cause cause, EventLog* log) {
  if (!Alive(c)) return;
  // Boone: another Character of his player on his tile would be Injured.
  const CharState& v = ch(c);
  if (v.controller >= 0) {
    for (int b = 0; b < kNumChars; ++b) {
      if (b == c || !Def(b).Has(Prim::kInjuryRedirect) || !AbilityOn(b)) continue;
      if (ch(b).controller != v.controller || ch(b).pos != v.pos) continue;
      prompt_ = {};
      prompt_.kind = PromptKind::kRedirect;
      prompt_.seat = v.controller;
      prompt_.chars = (1u << b) | (1u << c);
      prompt_.ch = c;
      prompt_.cause = cause;
      return;
    }
  }
  InjureNow(c, log);
}

void State::InjureNow(int c, EventLog* log) {
  CharState& s = chars_[static_cast<size_t>(c)];
  if (s.zone != CharState::Zone::kBoard) return;
  Touch();
  if (s.injured) {  // R29: Injured again, it is Killed
    Kill(c, log);
    return;
  }
  s.injured = true;
  s.ever_injured = true;
  Log(log, Ev(Event::Kind::kInjured, s.controller, c));
}

void State::Kill(int c, EventLog* log) {
  CharState& s = chars_[static_cast<size_t>(c)];
  if (s.zone != CharState::Zone::kBoard) return;
  Touch();
  const int owner = s.controller;
  // R31: its Equipment is left face up on its tile.
  for (Slot item : s.items) {
    item.face_down = false;
    item.used_turn = item.used_round = item.handled = false;
    if (s.pos >= 0 && s.pos < kStartPos) cells_[static_cast<size_t>(s.pos)].fate.push_back(item);
    else discard_.push_back(item.card);
  }
  s.items.clear();
  s.zone = CharState::Zone::kGraveyard;
  s.injured = s.resting = s.skipping = s.skip_next = false;
  s.trap = 0;
  graveyard_.push_back(static_cast<int8_t>(c));
  Event e = Ev(Event::Kind::kKilled, owner, c);
  e.cell = s.pos;
  Log(log, e);
  s.controller = -1;
  CheckEliminations(log);
}

void State::Heal(int c, int by, EventLog* log) {
  CharState& s = chars_[static_cast<size_t>(c)];
  if (!s.injured || s.zone != CharState::Zone::kBoard) return;
  s.injured = false;
  s.resting = false;
  Touch();
  Event e = Ev(Event::Kind::kHealed, s.controller, c);
  e.ch2 = by;
  Log(log, e);
  if (by >= 0) CountFor(by, Counter::kAbilityHeals, 1, log);
}

void State::Trap(int c, int turns, Cause cause, EventLog* log) {
  if (!Alive(c) || Immune(c, cause)) return;
  CharState& s = chars_[static_cast<size_t>(c)];
  Touch();
  // R32: durations do not add up; the longer stands.
  if (turns > s.trap) {
    s.trap = static_cast<int8_t>(turns);
    s.trap_since = turn_no_;
  }
  Event e = Ev(Event::Kind::kTrapped, s.controller, c);
  e.n = turns;
  Log(log, e);
}

void State::Skip(int c, bool this_turn, Cause cause, EventLog* log) {
  if (!Alive(c) || Immune(c, cause)) return;
  CharState& s = chars_[static_cast<size_t>(c)];
  Touch();
  if (this_turn) {
    s.skipping = true;
  } else {
    s.skip_next = true;  // R33: skips do not add up
    s.skip_since = turn_no_;
  }
  Event e = Ev(Event::Kind::kSkips, s.controller, c);
  e.n = this_turn ? 1 : 0;
  Log(log, e);
}

void State::TakeControl(int c, int seat, EventLog* log) {
  CharState& s = chars_[static_cast<size_t>(c)];
  const int before = s.controller;
  s.controller = static_cast<int8_t>(seat);
  s.led_now = true;  // R27: only Step 4 for it for the rest of the turn
  Touch();
  Event e = Ev(Event::Kind::kTookControl, seat, c);
  e.n = before;
  Log(log, e);
  CheckEliminations(log);
}

void State::CheckEliminations(EventLog* log) {
  if (round_ < 1) return;
  for (int s = 0; s < seats_; ++s)
    if (Live(s) && Controlled(s) == 0) Eliminate(s, log);
}

void State::Eliminate(int seat, EventLog* log) {
  Player& p = players_[static_cast<size_t>(seat)];
  p.out = true;
  // R41: their hand goes to the Fate discard pile.
  discard_.insert(discard_.end(), p.hand.begin(), p.hand.end());
  p.hand.clear();
  Touch();
  Log(log, Ev(Event::Kind::kEliminated, seat));
  if (seat == active_) AbortTurn();
  if (prompt_.kind == PromptKind::kWindow && prompt_.seat == seat && window_.open) {
    int next = seat;
    do {
      next = (next + 1) % seats_;
    } while (!Live(next) && next != seat);
    window_.priority = next;
    prompt_.seat = next;
  }
}

void State::Resign(int seat, EventLog* log) {
  Player& p = players_[static_cast<size_t>(seat)];
  p.out = p.resigned = true;
  discard_.insert(discard_.end(), p.hand.begin(), p.hand.end());
  p.hand.clear();
  // R42: the Characters become Neutrals where they stand, their Equipment dropped face up.
  for (int c = 0; c < kNumChars; ++c) {
    CharState& s = chars_[static_cast<size_t>(c)];
    if (s.zone != CharState::Zone::kBoard || s.controller != seat) continue;
    s.controller = -1;
    s.sc_of = -1;
    if (s.pos >= kStartPos) s.pos = p.anchor;  // D10: a Starting Location cannot hold a Neutral
    DropAll(c);
  }
  Touch();
  Log(log, Ev(Event::Kind::kResigned, seat));
  if (seat == active_) AbortTurn();
}

void State::DropAll(int c) {
  CharState& s = chars_[static_cast<size_t>(c)];
  for (Slot item : s.items) {
    item.face_down = false;
    item.used_turn = item.used_round = item.handled = false;
    if (s.pos >= 0 && s.pos < kStartPos) cells_[static_cast<size_t>(s.pos)].fate.push_back(item);
    else discard_.push_back(item.card);
  }
  s.items.clear();
}

void State::GiveItem(int c, Slot slot, EventLog* log) {
  slot.handled = false;
  chars_[static_cast<size_t>(c)].items.push_back(slot);
  Touch();
  if (static_cast<int>(ch(c).items.size()) > CarryLimit(c)) Push(Task::Kind::kOverflow, c);
  (void)log;
}

// [SECTION] Hands and decks ---------------------------------------------------------------

void State::DiscardRandomEvent(int seat, Rng& rng, EventLog* log) {
  auto& hand = players_[static_cast<size_t>(seat)].hand;
  if (hand.empty()) return;
  const int i = Pick(rng, static_cast<int>(hand.size()));
  const uint8_t card = hand[static_cast<size_t>(i)];
  hand.erase(hand.begin() + i);
  discard_.push_back(card);
  Touch();
  Event e = Ev(Event::Kind::kDiscardedEvent, seat);
  e.card = card == kUnknown ? -1 : content_->cards[card];
  Log(log, e);
}

void State::StealEvent(int seat, int from, Rng& rng, EventLog* log) {
  auto& hand = players_[static_cast<size_t>(from)].hand;
  if (hand.empty()) return;
  const int i = Pick(rng, static_cast<int>(hand.size()));
  const uint8_t card = hand[static_cast<size_t>(i)];
  hand.erase(hand.begin() + i);
  players_[static_cast<size_t>(seat)].hand.push_back(card);
  Touch();
  Event e = Ev(Event::Kind::kStoleEvent, seat);
  e.n = from;
  Log(log, e);
  Count(seat, Counter::kEventsTaken, 1, log);
}

void State::Search(bool event, int seat, uint32_t team, int cell, Rng& rng, EventLog* log) {
  // Reveal from the top until a card of the type; the others are discarded.
  const size_t limit = deck_.size() + discard_.size();
  for (size_t n = 0; n < limit; ++n) {
    const int card = DrawFate(rng, log);
    if (card < 0) return;
    const FateDef& f = Fate(static_cast<uint8_t>(card));
    const bool match = f.type == (event ? FateType::kEvent : FateType::kEquipment);
    if (!match) {
      discard_.push_back(static_cast<uint8_t>(card));
      Event e = Ev(Event::Kind::kDrew, seat);
      e.card = content_->cards[static_cast<size_t>(card)];
      e.n = 1;  // revealed and discarded
      Log(log, e);
      continue;
    }
    if (event) {
      players_[static_cast<size_t>(seat)].hand.push_back(static_cast<uint8_t>(card));
      Event e = Ev(Event::Kind::kDrew, seat);
      e.n = 2;  // into the hand
      Log(log, e);
      return;
    }
    uint32_t receivers = 0;
    for (int c = 0; c < kNumChars; ++c)
      if ((team >> c & 1u) && Alive(c) && ch(c).pos == cell) receivers |= 1u << c;
    if (cell < 0 || cell >= kStartPos || !receivers) {
      discard_.push_back(static_cast<uint8_t>(card));
      return;
    }
    Slot s;
    s.card = static_cast<uint8_t>(card);
    s.handled = true;
    auto& pile = cells_[static_cast<size_t>(cell)].fate;
    pile.push_back(s);
    Event e = Ev(Event::Kind::kDrew, seat);
    e.card = content_->cards[static_cast<size_t>(card)];
    e.cell = cell;
    Log(log, e);
    PlaceItemPrompt(cell, static_cast<int>(pile.size()) - 1, receivers);
    prompt_.seat = seat;
    return;
  }
}

// [SECTION] Win counters (R46) ------------------------------------------------------------

void State::Count(int seat, Counter counter, int amount, EventLog* log) {
  const int sc = StartingOf(seat);
  if (sc < 0) return;
  CountFor(sc, counter, amount, log);
}

void State::CountFor(int c, Counter counter, int amount, EventLog* log) {
  const CharState& s = ch(c);
  const int owner = s.sc_of;
  if (owner < 0 || s.controller != owner || s.zone != CharState::Zone::kBoard) return;
  const WinCondition& w = Def(c).win;
  if (w.check != WinCheck::kCounter || w.counter != counter) return;
  players_[static_cast<size_t>(owner)].counter += amount;
  pending_counters_.push_back(static_cast<int8_t>(owner));
  (void)log;
}

}  // namespace lf::lost_board_game
