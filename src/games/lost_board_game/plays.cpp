// Lost: The Board Game: plays in reaction windows and in Step 1 (R21-R24):
// Events from the hand, Uses of Equipment, abilities; their targets, checks
// and effects, all read from the cards' primitives.
#include <algorithm>
#include <bit>

#include "games/lost_board_game/lost_board_game.h"

namespace lf::lost_board_game {
namespace {
void Log(EventLog* log, Event e) {
  if (log) log->push_back(e);
}
}  // namespace

bool State::TimingOk(Timing t, int seat) const {
  if (prompt_.kind == PromptKind::kMove) return t == Timing::kMove && seat == active_;
  if (prompt_.kind != PromptKind::kWindow || !window_.open) return false;
  const WindowKind w = window_.kind;
  const bool pc_on = pc_ && !pc_->cancelled;
  switch (t) {
    case Timing::kAny: return true;
    case Timing::kOwn: return active_ >= 0 && seat == active_;
    case Timing::kStart: return w == WindowKind::kStart && active_ >= 0 && seat != active_;
    case Timing::kPc: return pc_on && (w == WindowKind::kPcPre || w == WindowKind::kPcPost);
    case Timing::kPcPost: return pc_on && pc_->rolled && w == WindowKind::kPcPost;
    case Timing::kMonsterPre: return w == WindowKind::kMonsterPre;
    case Timing::kMonsterDir: return w == WindowKind::kMonsterDir;
    case Timing::kAfterOwnLocation:
      return w == WindowKind::kAction && window_.after_own_location && seat == active_ && eng_.team != 0;
    default: return false;
  }
}

std::vector<std::pair<int, int>> State::Items(int c) const {
  std::vector<std::pair<int, int>> out;
  const auto& items = ch(c).items;
  for (size_t i = 0; i < items.size(); ++i)
    out.emplace_back(static_cast<int>(i), items[i].card == kUnknown ? -1 : content_->cards[items[i].card]);
  return out;
}

namespace {

bool IsParticipant(const std::optional<PowerCheck>& pc, int c) {
  return pc && ((pc->side[0] | pc->side[1]) >> c & 1u);
}

}  // namespace

// The plays of one card or ability, with every legal target. `base` has the
// kind, the card (or the ability's owner) and the carrier filled in.
void State::AddPlays(int seat, std::vector<Move>& out, bool move_step) const {
  const Content& content = *content_;
  const Player& me = players_[static_cast<size_t>(seat)];
  auto gen = [&](Move base, const Effect& e, Timing timing, int self) {
    if (!TimingOk(timing, seat)) return;
    const bool pc_on = pc_ && !pc_->cancelled;
    const bool self_in_pc = self < 0 || IsParticipant(pc_, self);
    auto add = [&](Move m) { out.push_back(m); };
    auto on_char = [&](int c) {
      Move m = base;
      m.ch2 = c;
      add(m);
    };
    const int self_pos = self >= 0 ? ch(self).pos : -1;
    switch (e.prim) {
      case Prim::kPowerMod: {
        if (e.dur == Duration::kPc) {
          if (!pc_on) return;
          if (e.scope == Scope::kOwnSide || e.scope == Scope::kPartAtCarrier) {
            if (!self_in_pc || self < 0) return;
          }
          if (e.cond == Cond::kVsEnc && pc_->enc_card == kUnknown) return;
          if (e.cond == Cond::kNeutralLead && pc_->kind != PowerCheck::Kind::kLeadNeutral) return;
          if (e.scope == Scope::kOwnSide) {
            add(base);
          } else if (e.scope == Scope::kAttackerSide) {
            if (pc_->attacker == seat) add(base);
          } else {
            for (int c = 0; c < kNumChars; ++c)
              if (IsParticipant(pc_, c) && Alive(c) && !ch(c).injured) on_char(c);
            if (e.scope == Scope::kPartOrEnc && pc_->enc_card != kUnknown) {
              Move m = base;
              m.on_enc = true;
              m.to = content.cards[pc_->enc_card];
              add(m);
            }
          }
          return;
        }
        switch (e.scope) {
          case Scope::kAllOwn:
            if (Controlled(seat) > 0) add(base);
            return;
          case Scope::kAllEnc:
            add(base);
            return;
          case Scope::kCharNotSelf:
          case Scope::kChar:
            for (int c = 0; c < kNumChars; ++c)
              if (Alive(c) && !ch(c).injured && (e.scope == Scope::kChar || c != self)) on_char(c);
            return;
          default:
            return;
        }
      }
      case Prim::kReroll:
        if (!pc_on || !pc_->rolled) return;
        if (e.scope == Scope::kOwnSide) {
          if (self_in_pc && self >= 0) add(base);
          return;
        }
        for (int c = 0; c < kNumChars; ++c)
          if (IsParticipant(pc_, c) && Alive(c)) on_char(c);
        if (pc_->enc_card != kUnknown) {
          Move m = base;
          m.on_enc = true;
          m.to = content.cards[pc_->enc_card];
          add(m);
        }
        return;
      case Prim::kCancelPc:
        if (!pc_on) return;
        if (e.cond == Cond::kLeadOpp && pc_->kind != PowerCheck::Kind::kLeadOpp) return;
        if (e.cond == Cond::kMonster && (pc_->enc_card == kUnknown || !Fate(pc_->enc_card).monster)) return;
        add(base);
        return;
      case Prim::kMoveExtra: {
        const uint32_t movable = Movable(seat);
        if (e.scope == Scope::kSelf) {
          if (self >= 0 && (movable >> self & 1u) && !ch(self).injured) add(base);
          return;
        }
        for (int c = 0; c < kNumChars; ++c)
          if ((movable >> c & 1u) && !ch(c).injured) on_char(c);
        return;
      }
      case Prim::kHeal:
        for (int c = 0; c < kNumChars; ++c) {
          if (!Alive(c) || !ch(c).injured) continue;
          if ((e.scope == Scope::kHere || e.scope == Scope::kHereNotSelf) && ch(c).pos != self_pos) continue;
          if (e.scope == Scope::kHereNotSelf && c == self) continue;
          on_char(c);
        }
        return;
      case Prim::kUntrap:
        for (int c = 0; c < kNumChars; ++c) {
          if (!Alive(c) || ch(c).trap == 0) continue;
          if (e.scope == Scope::kHere && ch(c).pos != self_pos) continue;
          on_char(c);
        }
        return;
      case Prim::kTrap:
        for (int c = 0; c < kNumChars; ++c) {
          if (!Alive(c) || Immune(c, Cause::kEvent)) continue;
          if (e.scope == Scope::kCharOffCampsite && IsCampsite(ch(c).pos)) continue;
          on_char(c);
        }
        return;
      case Prim::kSkipTurn:
        if (active_ < 0) return;
        for (int c = 0; c < kNumChars; ++c) {
          const CharState& s = ch(c);
          if (!Alive(c) || s.controller != active_ || s.skipping || s.trap > 0 || Immune(c, Cause::kEvent)) continue;
          on_char(c);
        }
        return;
      case Prim::kStealEquipment:
        for (int r = 0; r < kNumChars; ++r) {
          if (!Alive(r) || ch(r).controller != seat) continue;
          for (int v = 0; v < kNumChars; ++v) {
            const CharState& victim = ch(v);
            if (!Alive(v) || victim.pos != ch(r).pos || victim.controller < 0 || victim.controller == seat) continue;
            std::vector<int> seen;
            bool blind = false;
            for (const Slot& s : victim.items) {
              if (s.face_down) {
                blind = true;
                continue;
              }
              const int def = content.cards[s.card];
              if (std::find(seen.begin(), seen.end(), def) != seen.end()) continue;
              seen.push_back(def);
              Move m = base;
              m.target = v;
              m.ch2 = r;
              m.to = def;
              add(m);
            }
            if (blind) {
              Move m = base;
              m.target = v;
              m.ch2 = r;
              m.face_down = -1;
              add(m);
            }
          }
        }
        return;
      case Prim::kStealEvent:
      case Prim::kPeekHand:
        for (int s = 0; s < seats_; ++s) {
          if (s == seat || !Live(s) || players_[static_cast<size_t>(s)].hand.empty()) continue;
          Move m = base;
          m.seat = s;
          add(m);
        }
        return;
      case Prim::kSearch:
        if (eng_.team) add(base);
        return;
      case Prim::kMonsterCoin:
        for (int coin = 0; coin < 2; ++coin) {
          Move m = base;
          m.coin = coin;
          add(m);
        }
        return;
      case Prim::kMonsterDir:
        if (monster_cell() < 0) return;
        for (int d = 1; d <= 6; ++d) {
          Move m = base;
          m.dir = d;
          add(m);
        }
        return;
      case Prim::kProtect:
        if (e.scope != Scope::kChar) return;
        for (int c = 0; c < kNumChars; ++c)
          if (Alive(c) && !ch(c).protected_round) on_char(c);
        return;
      case Prim::kNoLead:
        if (active_ >= 0 && !players_[static_cast<size_t>(active_)].no_lead) add(base);
        return;
      case Prim::kMonsterDestroy: {
        const int mc = monster_cell();
        if (mc < 0) return;
        for (int c = 0; c < kNumChars; ++c)
          if (Alive(c) && ch(c).controller == seat && ch(c).pos < kStartPos &&
              board_.Distance(ch(c).pos, mc) <= e.range) {
            add(base);
            return;
          }
        return;
      }
      case Prim::kPeekTile: {
        int center = self_pos, range = e.range;
        if (center >= kStartPos && range > 0) {
          center = players_[static_cast<size_t>(center - kStartPos)].anchor;
          range -= 1;
        }
        for (int cell = 0; cell < board_.cells(); ++cell) {
          if (cells_[static_cast<size_t>(cell)].face_up) continue;
          if (e.range > 0 && (center < 0 || board_.Distance(center, cell) > range)) continue;
          add(base);
          return;
        }
        return;
      }
      case Prim::kPeekFate:
        if (!deck_.empty() || !discard_.empty()) add(base);
        return;
      case Prim::kNegateLose:
        if (pc_on && pc_->rolled && self_in_pc && pc_->enc_card != kUnknown && !pc_->negate_lose) add(base);
        return;
      default:
        return;
    }
  };

  // Events in the hand (one entry per card name).
  std::vector<int> seen;
  for (uint8_t card : me.hand) {
    if (card == kUnknown) continue;
    const int def = content.cards[card];
    if (std::find(seen.begin(), seen.end(), def) != seen.end()) continue;
    seen.push_back(def);
    const FateDef& f = content.fate[static_cast<size_t>(def)];
    Move base;
    base.kind = Move::Kind::kPlay;
    base.card = def;
    for (const Effect& e : f.effects) gen(base, e, f.timing, -1);
  }
  // Uses of Equipment and abilities of this seat's Characters.
  for (int c = 0; c < kNumChars; ++c) {
    const CharState& s = ch(c);
    if (s.zone != CharState::Zone::kBoard || s.controller != seat) continue;
    if (s.injured || s.trap > 0 || s.skipping || s.led_now) continue;
    std::vector<int> item_seen;
    for (const Slot& slot : s.items) {
      if (slot.card == kUnknown) continue;
      const FateDef& f = Fate(slot.card);
      const int def = content.cards[slot.card];
      if (f.kind == Limit::kPassive) continue;
      if ((f.kind == Limit::kPerTurn && slot.used_turn) || (f.kind == Limit::kPerRound && slot.used_round)) continue;
      if (std::find(item_seen.begin(), item_seen.end(), def) != item_seen.end()) continue;
      item_seen.push_back(def);
      Move base;
      base.kind = Move::Kind::kUse;
      base.card = def;
      base.ch = c;
      for (const Effect& e : f.effects) gen(base, e, f.timing, c);
    }
    const CharacterDef& d = Def(c);
    if ((d.limit == Limit::kPerTurn && !s.used_turn) || (d.limit == Limit::kPerRound && !s.used_round)) {
      Move base;
      base.kind = Move::Kind::kAbility;
      base.ch = c;
      for (const Effect& e : d.effects) gen(base, e, d.timing, c);
    }
  }
  (void)move_step;
}

std::vector<Move> State::Plays(int seat) const {
  std::vector<Move> out;
  if (!Live(seat)) return out;
  AddPlays(seat, out, prompt_.kind == PromptKind::kMove);
  return out;
}

bool State::HasPlay(int seat) const {
  if (prompt_.kind != PromptKind::kWindow && !window_.open) return false;
  // Plays are judged as if the window were asking this seat.
  State& self = const_cast<State&>(*this);
  const Prompt saved = prompt_;
  self.prompt_.kind = PromptKind::kWindow;
  self.prompt_.seat = seat;
  std::vector<Move> out;
  AddPlays(seat, out, false);
  self.prompt_ = saved;
  if (!out.empty()) return true;
  // The active player may resign or propose a shared win at the start of its turn.
  return window_.kind == WindowKind::kStart && seat == active_ && step_ == "start";
}

Status State::CheckPlay(int seat, const Move& m) const {
  const Content& content = *content_;
  if (m.card >= 0 || m.kind == Move::Kind::kAbility) {
    if (m.kind == Move::Kind::kPlay) {
      const auto& hand = players_[static_cast<size_t>(seat)].hand;
      bool held = false;
      for (uint8_t c : hand) held |= c != kUnknown && content.cards[c] == m.card;
      if (!held) return Status::Refused("you hold no \"" + content.fate[static_cast<size_t>(m.card)].name + "\"");
      const FateDef& f = content.fate[static_cast<size_t>(m.card)];
      if (f.type != FateType::kEvent) return Status::Refused("only Events are played from the hand");
      if (!TimingOk(f.timing, seat))
        return Status::Refused("\"" + f.name + "\" cannot be played now (" + std::string(TimingText(f.timing)) + ")");
    } else if (m.kind == Move::Kind::kUse) {
      if (m.ch < 0 || !Alive(m.ch) || ch(m.ch).controller != seat)
        return Status::Refused("you can only use the Equipment of your own Characters");
      bool carried = false;
      for (const Slot& s : ch(m.ch).items) carried |= s.card != kUnknown && content.cards[s.card] == m.card;
      if (!carried)
        return Status::Refused(std::string(Name(m.ch)) + " carries no \"" +
                               content.fate[static_cast<size_t>(m.card)].name + "\"");
      const CharState& s = ch(m.ch);
      if (s.injured || s.trap > 0 || s.skipping || s.led_now)
        return Status::Refused(std::string(Name(m.ch)) + " cannot use Equipment now (Injured, Trapped or skipping)");
      const FateDef& f = content.fate[static_cast<size_t>(m.card)];
      if (f.kind == Limit::kPassive) return Status::Refused("\"" + f.name + "\" works by itself; it is not used");
      if (!TimingOk(f.timing, seat))
        return Status::Refused("\"" + f.name + "\" cannot be used now (" + std::string(TimingText(f.timing)) + ")");
    } else if (m.kind == Move::Kind::kAbility) {
      if (m.ch < 0 || !Alive(m.ch) || ch(m.ch).controller != seat)
        return Status::Refused("you can only use the abilities of your own Characters");
      const CharacterDef& d = Def(m.ch);
      if (d.limit != Limit::kPerTurn && d.limit != Limit::kPerRound)
        return Status::Refused(d.name + "'s ability works by itself; it is not used");
      if (!AbilityOn(m.ch)) return Status::Refused(d.name + "'s ability is off (Injured, Trapped or skipping)");
      if ((d.limit == Limit::kPerTurn && ch(m.ch).used_turn) || (d.limit == Limit::kPerRound && ch(m.ch).used_round))
        return Status::Refused(d.name + "'s ability was already used " +
                               (d.limit == Limit::kPerTurn ? "this turn" : "this Round"));
      if (!TimingOk(d.timing, seat))
        return Status::Refused(d.name + "'s ability cannot be used now (" + std::string(TimingText(d.timing)) + ")");
    }
  }
  std::vector<Move> plays;
  AddPlays(seat, plays, prompt_.kind == PromptKind::kMove);
  const std::string text = m.ToString(board_);
  for (const Move& p : plays)
    if (p.ToString(board_) == text) return Status::Ok();
  return Status::Refused("that is not a legal target now");
}

void State::ApplyPlay(int seat, const Move& m, Rng& rng, EventLog* log) {
  const Content& content = *content_;
  Touch();
  const FateDef* card = m.card >= 0 ? &content.fate[static_cast<size_t>(m.card)] : nullptr;
  int self = -1;
  std::vector<Effect> effects;
  Timing timing = Timing::kNone;
  if (m.kind == Move::Kind::kPlay) {
    auto& hand = players_[static_cast<size_t>(seat)].hand;
    for (size_t i = 0; i < hand.size(); ++i)
      if (hand[i] != kUnknown && content.cards[hand[i]] == m.card) {
        discard_.push_back(hand[i]);
        hand.erase(hand.begin() + static_cast<long>(i));
        break;
      }
    effects = card->effects;
    timing = card->timing;
    Event e;
    e.kind = Event::Kind::kPlayed;
    e.seat = seat;
    e.card = m.card;
    e.ch = m.ch2;
    Log(log, e);
    Count(seat, Counter::kEventsPlayed, 1, log);
  } else if (m.kind == Move::Kind::kUse) {
    self = m.ch;
    auto& items = chars_[static_cast<size_t>(m.ch)].items;
    for (size_t i = 0; i < items.size(); ++i) {
      Slot& s = items[i];
      if (s.card == kUnknown || content.cards[s.card] != m.card) continue;
      if ((card->kind == Limit::kPerTurn && s.used_turn) || (card->kind == Limit::kPerRound && s.used_round)) continue;
      s.face_down = false;  // R34: face up for good once used
      if (card->kind == Limit::kUse) {
        discard_.push_back(s.card);
        items.erase(items.begin() + static_cast<long>(i));
      } else {
        s.used_turn = true;
        s.used_round = true;
      }
      break;
    }
    effects = card->effects;
    timing = card->timing;
    Event e;
    e.kind = Event::Kind::kUsedItem;
    e.seat = seat;
    e.ch = m.ch;
    e.ch2 = m.ch2;
    e.card = m.card;
    Log(log, e);
  } else {
    self = m.ch;
    CharState& s = chars_[static_cast<size_t>(m.ch)];
    s.used_turn = s.used_round = true;
    effects = Def(m.ch).effects;
    timing = Def(m.ch).timing;
    Event e;
    e.kind = Event::Kind::kAbility;
    e.seat = seat;
    e.ch = m.ch;
    e.ch2 = m.ch2;
    Log(log, e);
  }
  (void)timing;
  for (const Effect& e : effects) {
    switch (e.prim) {
      case Prim::kPowerMod:
        if (e.dur == Duration::kPc && pc_) {
          if (e.scope == Scope::kOwnSide) {
            const int side = (pc_->side[0] >> self & 1u) ? 0 : 1;
            pc_->side_mod[side] = static_cast<int8_t>(pc_->side_mod[side] + e.n);
          } else if (e.scope == Scope::kAttackerSide) {
            pc_->side_mod[0] = static_cast<int8_t>(pc_->side_mod[0] + e.n);
          } else if (m.on_enc) {
            pc_->enc_mod = static_cast<int8_t>(pc_->enc_mod + e.n);
          } else if (m.ch2 >= 0) {
            auto& mod = pc_->char_mod[static_cast<size_t>(m.ch2)];
            mod = static_cast<int8_t>(mod + e.n);
          }
        } else if (e.scope == Scope::kAllOwn) {
          for (CharState& c : chars_)
            if (c.zone == CharState::Zone::kBoard && c.controller == seat)
              c.round_mod = static_cast<int8_t>(c.round_mod + e.n);
        } else if (e.scope == Scope::kAllEnc) {
          enc_round_mod_ = static_cast<int8_t>(enc_round_mod_ + e.n);
        } else if (m.ch2 >= 0) {
          CharState& t = chars_[static_cast<size_t>(m.ch2)];
          t.round_mod = static_cast<int8_t>(t.round_mod + e.n);
          // Libby's win counter follows the +1 of an ability whose owner counts it.
          if (self >= 0 && m.kind == Move::Kind::kAbility && Def(self).win.counter == Counter::kLibbyWins)
            t.libby = true;
        }
        break;
      case Prim::kReroll:
        if (pc_) {
          int side = 0;
          if (e.scope == Scope::kOwnSide) side = (pc_->side[0] >> self & 1u) ? 0 : 1;
          else if (m.on_enc) side = 1;
          else if (m.ch2 >= 0) side = (pc_->side[0] >> m.ch2 & 1u) ? 0 : 1;
          pc_->die[side] = static_cast<int8_t>(Roll(rng));
          Event r;
          r.kind = Event::Kind::kRolled;
          r.n = pc_->die[side];
          r.m = side;
          Log(log, r);
        }
        break;
      case Prim::kCancelPc:
        if (pc_) {
          pc_->cancelled = true;
          Event c;
          c.kind = Event::Kind::kCancelled;
          c.seat = seat;
          Log(log, c);
        }
        break;
      case Prim::kMoveExtra: {
        const int c = e.scope == Scope::kSelf ? self : m.ch2;
        if (c >= 0) chars_[static_cast<size_t>(c)].move_extra = static_cast<int8_t>(ch(c).move_extra + e.n);
        break;
      }
      case Prim::kHeal:
        if (m.ch2 >= 0) Heal(m.ch2, m.kind == Move::Kind::kAbility ? self : -1, log);
        break;
      case Prim::kUntrap:
        if (m.ch2 >= 0) {
          chars_[static_cast<size_t>(m.ch2)].trap = 0;
          Event f;
          f.kind = Event::Kind::kFreed;
          f.ch = m.ch2;
          Log(log, f);
        }
        break;
      case Prim::kTrap:
        if (m.ch2 >= 0) Trap(m.ch2, e.n, Cause::kEvent, log);
        break;
      case Prim::kSkipTurn:
        if (m.ch2 >= 0) Skip(m.ch2, e.this_turn, Cause::kEvent, log);
        break;
      case Prim::kStealEquipment: {
        CharState& victim = chars_[static_cast<size_t>(m.target)];
        int pick = -1;
        std::vector<int> blind;
        for (size_t i = 0; i < victim.items.size(); ++i) {
          const Slot& s = victim.items[i];
          if (m.face_down == -1 && s.face_down) blind.push_back(static_cast<int>(i));
          if (m.face_down == 0 && !s.face_down && pick < 0 && content.cards[s.card] == m.to) pick = static_cast<int>(i);
        }
        if (!blind.empty()) pick = blind[static_cast<size_t>(Pick(rng, static_cast<int>(blind.size())))];
        if (pick < 0) break;
        Slot s = victim.items[static_cast<size_t>(pick)];
        victim.items.erase(victim.items.begin() + pick);
        s.known = static_cast<uint8_t>(s.known | 1u << seat);
        GiveItem(m.ch2, s, log);
        Event t;
        t.kind = Event::Kind::kTookItem;
        t.seat = seat;
        t.ch = m.ch2;
        t.ch2 = m.target;
        t.card = s.face_down ? -1 : content.cards[s.card];
        Log(log, t);
        break;
      }
      case Prim::kStealEvent:
        if (m.seat >= 0) StealEvent(seat, m.seat, rng, log);
        break;
      case Prim::kPeekHand:
        if (m.seat >= 0) {
          Player& me = players_[static_cast<size_t>(seat)];
          me.seen_hand = players_[static_cast<size_t>(m.seat)].hand;
          me.seen_hand_of = static_cast<int8_t>(m.seat);
          Event p;
          p.kind = Event::Kind::kPeeked;
          p.seat = seat;
          p.n = m.seat;
          Log(log, p);
        }
        break;
      case Prim::kSearch:
        Search(e.flag, seat, eng_.team, eng_.cell, rng, log);
        break;
      case Prim::kMonsterCoin:
        monster_coin_ = static_cast<int8_t>(m.coin);
        break;
      case Prim::kMonsterDir:
        monster_dir_ = static_cast<int8_t>(m.dir);
        break;
      case Prim::kProtect:
        if (m.ch2 >= 0) chars_[static_cast<size_t>(m.ch2)].protected_round = true;
        break;
      case Prim::kNoLead:
        if (active_ >= 0) players_[static_cast<size_t>(active_)].no_lead = true;
        break;
      case Prim::kMonsterDestroy: {
        const int mc = monster_cell();
        if (mc < 0) break;
        auto& pile = cells_[static_cast<size_t>(mc)].fate;
        for (size_t i = 0; i < pile.size(); ++i)
          if (pile[i].card != kUnknown && Fate(pile[i].card).monster) {
            gone_.push_back(pile[i].card);
            pile.erase(pile.begin() + static_cast<long>(i));
            break;
          }
        monster_gone_ = true;
        if (pc_ && pc_->enc_card != kUnknown && Fate(pc_->enc_card).monster) pc_->cancelled = true;
        Event g;
        g.kind = Event::Kind::kMonsterGone;
        g.n = 1;
        Log(log, g);
        break;
      }
      case Prim::kPeekTile: {
        prompt_ = {};
        prompt_.kind = PromptKind::kPeek;
        prompt_.seat = seat;
        prompt_.count = e.n;
        prompt_.range = e.range == 0 ? -1 : e.range;  // -1: anywhere
        int center = self >= 0 ? ch(self).pos : -1;
        if (center >= kStartPos && e.range > 0) {
          // From a Starting Location, everything is one space further (it touches only its anchor).
          center = players_[static_cast<size_t>(center - kStartPos)].anchor;
          prompt_.range = e.range - 1;
        }
        prompt_.center = center;
        break;
      }
      case Prim::kPeekFate: {
        if (deck_.empty() && !discard_.empty()) {
          deck_ = std::move(discard_);
          discard_.clear();
          rng.Shuffle(deck_);
          deck_known_.fill(0);
        }
        const int n = std::min<int>(e.n, static_cast<int>(deck_.size()));
        deck_known_[static_cast<size_t>(seat)] = static_cast<int8_t>(n);
        Event p;
        p.kind = Event::Kind::kPeeked;
        p.seat = seat;
        p.n = -2;
        Log(log, p);
        if (n >= 2) {
          prompt_ = {};
          prompt_.kind = PromptKind::kOrder;
          prompt_.seat = seat;
        }
        break;
      }
      case Prim::kNegateLose:
        if (pc_) pc_->negate_lose = true;
        break;
      default:
        break;
    }
  }
}

}  // namespace lf::lost_board_game
