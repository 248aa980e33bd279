// Lost: The Board Game: the decisions of every prompt, their refusals with a
// reason, and what each move does.
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

// Every non-empty subset of `bits`.
template <typename F>
void Subsets(uint32_t bits, F fn) {
  for (uint32_t sub = bits; sub; sub = (sub - 1) & bits) fn(sub);
}

}  // namespace

// [SECTION] Items as they are named in moves --------------------------------------------

namespace {
// The move fields that name item `i` of a Character: its card when face up,
// face-down:k (k counted among the face-down ones) when not.
void NameItem(const State& s, int c, size_t i, Move& m) {
  const auto& items = s.ch(c).items;
  if (items[i].face_down) {
    int k = 0;
    for (size_t j = 0; j <= i; ++j) k += items[j].face_down;
    m.face_down = k;
    m.card = -1;
  } else {
    m.face_down = 0;
    m.card = s.content().cards[items[i].card];
  }
}
// The index of the item a move names, or -1.
int FindItem(const State& s, int c, const Move& m) {
  const auto& items = s.ch(c).items;
  int k = 0;
  for (size_t i = 0; i < items.size(); ++i) {
    if (items[i].face_down) {
      ++k;
      if (m.face_down == k) return static_cast<int>(i);
    } else if (m.face_down == 0 && items[i].card != kUnknown && s.content().cards[items[i].card] == m.card) {
      return static_cast<int>(i);
    }
  }
  return -1;
}
}  // namespace

// [SECTION] Legal moves -------------------------------------------------------------------

std::vector<Move> State::LegalMoves(int seat) const {
  std::vector<Move> out;
  if (over_) return out;
  const std::vector<int> deciding = Deciding();
  if (std::find(deciding.begin(), deciding.end(), seat) == deciding.end()) return out;
  LegalFor(seat, out);
  return out;
}

namespace {
std::vector<int> AnchorChoices(const State& s) {
  std::vector<int> used;
  for (int p = 0; p < s.seats(); ++p)
    if (s.player(p).anchor >= 0) used.push_back(s.player(p).anchor);
  std::vector<int> free, legal;
  for (int cell : s.board().Ring()) {
    if (std::find(used.begin(), used.end(), cell) != used.end()) continue;
    free.push_back(cell);
    bool near = false;
    for (int u : used) near |= s.board().Adjacent(u, cell);
    if (!near) legal.push_back(cell);
  }
  return legal.empty() ? free : legal;
}
}  // namespace

void State::LegalFor(int seat, std::vector<Move>& out) const {
  const Content& content = *content_;
  auto add = [&](Move m) { out.push_back(m); };
  auto simple = [&](Move::Kind k) {
    Move m;
    m.kind = k;
    add(m);
  };
  switch (prompt_.kind) {
    case PromptKind::kNone:
      return;
    case PromptKind::kDraft:
      for (int j = 0; j < 2; ++j) {
        Move m;
        m.kind = Move::Kind::kKeep;
        m.ch = players_[static_cast<size_t>(seat)].dealt[j];
        if (m.ch >= 0) add(m);
      }
      return;
    case PromptKind::kAnchor:
      for (int cell : AnchorChoices(*this)) {
        Move m;
        m.kind = Move::Kind::kStart;
        m.to = cell;
        add(m);
      }
      return;
    case PromptKind::kWindow:
      simple(Move::Kind::kPass);
      AddPlays(seat, out, false);
      if (MayResign(seat)) {
        simple(Move::Kind::kResign);
        if (!players_[static_cast<size_t>(seat)].proposed && LiveCount() >= 2) simple(Move::Kind::kPropose);
      }
      return;
    case PromptKind::kShareVote:
      simple(Move::Kind::kAccept);
      simple(Move::Kind::kDecline);
      return;
    case PromptKind::kMove: {
      const uint32_t movable = Movable(seat);
      for (int c = 0; c < kNumChars; ++c) {
        if (!(movable >> c & 1u)) continue;
        for (int to : MoveTargets(c)) {
          Move m;
          m.kind = Move::Kind::kMove;
          m.ch = c;
          m.from = ch(c).pos >= kStartPos ? kStartPos : ch(c).pos;  // "start" in the notation
          m.to = to;
          add(m);
        }
      }
      AddPlays(seat, out, true);
      // R42, R47: until one of its Characters has moved (behind "More" at
      // the table: the start window need not stop for them, D12).
      if (MayResign(seat)) {
        simple(Move::Kind::kResign);
        if (!players_[static_cast<size_t>(seat)].proposed && LiveCount() >= 2) simple(Move::Kind::kPropose);
      }
      return;
    }
    case PromptKind::kDeclare: {
      uint32_t attackers = 0;
      for (int c = 0; c < kNumChars; ++c)
        if ((eng_.team >> c & 1u) && Alive(c) && !ch(c).injured && !ch(c).attacked && ch(c).trap == 0)
          attackers |= 1u << c;
      std::vector<int> targets;
      for (int c = 0; c < kNumChars; ++c) {
        const CharState& s = ch(c);
        if (s.zone == CharState::Zone::kBoard && s.pos == prompt_.cell && s.controller >= 0 &&
            s.controller != seat && !Protected(c))
          targets.push_back(c);
      }
      if (!players_[static_cast<size_t>(seat)].no_lead)
        for (int t : targets)
          Subsets(attackers, [&](uint32_t sub) {
            Move m;
            m.kind = Move::Kind::kLead;
            m.chars = sub;
            m.target = t;
            add(m);
          });
      simple(Move::Kind::kDone);
      return;
    }
    case PromptKind::kDefend: {
      Move m;
      m.kind = Move::Kind::kDefend;
      m.target = prompt_.ch;
      m.chars = 1u << prompt_.ch;
      add(m);
      Subsets(prompt_.chars, [&](uint32_t sub) {
        Move d = m;
        d.chars |= sub;
        add(d);
      });
      return;
    }
    case PromptKind::kChoose:
      for (int c = 0; c < kNumChars; ++c)
        if (prompt_.chars >> c & 1u) {
          Move m;
          m.kind = Move::Kind::kChoose;
          m.ch = c;
          add(m);
        }
      return;
    case PromptKind::kRedirect:
      for (int c = 0; c < kNumChars; ++c)
        if (prompt_.chars >> c & 1u) {
          Move m;
          m.kind = Move::Kind::kInjure;
          m.ch = c;
          add(m);
        }
      return;
    case PromptKind::kItem: {
      const Slot& slot = cells_[static_cast<size_t>(prompt_.cell)].fate[static_cast<size_t>(prompt_.item)];
      const int def = content.cards[slot.card];
      const FateDef& f = content.fate[static_cast<size_t>(def)];
      for (int c = 0; c < kNumChars; ++c) {
        if (!(prompt_.chars >> c & 1u) || !Alive(c)) continue;
        if (static_cast<int>(ch(c).items.size()) >= CarryLimit(c)) continue;
        for (int hide = 0; hide < (advanced() ? 2 : 1); ++hide) {
          Move m;
          m.kind = Move::Kind::kTake;
          m.card = def;
          m.ch = c;
          m.hide = hide == 1;
          add(m);
        }
      }
      for (int hide = 0; hide < (advanced() ? 2 : 1); ++hide) {
        Move m;
        m.kind = Move::Kind::kLeave;
        m.card = def;
        m.hide = hide == 1;
        add(m);
      }
      // Use it at once (and discard it): an Equipment used at any time, by a team member that can.
      bool user = false;
      for (int c = 0; c < kNumChars; ++c)
        if ((prompt_.chars >> c & 1u) && Alive(c) && !ch(c).injured && ch(c).trap == 0) user = true;
      if (f.kind == Limit::kUse && f.timing == Timing::kAny && user && !f.effects.empty()) {
        const Effect& e = f.effects[0];
        Move m;
        m.kind = Move::Kind::kUseFound;
        m.card = def;
        if (e.prim == Prim::kHeal || e.prim == Prim::kUntrap) {
          for (int c = 0; c < kNumChars; ++c) {
            if (!Alive(c) || ch(c).pos != prompt_.cell) continue;
            if (e.prim == Prim::kHeal ? ch(c).injured : ch(c).trap > 0) {
              Move u = m;
              u.ch2 = c;
              add(u);
            }
          }
        } else if (e.prim == Prim::kPeekHand) {
          for (int s = 0; s < seats_; ++s)
            if (s != seat && Live(s) && !players_[static_cast<size_t>(s)].hand.empty()) {
              Move u = m;
              u.seat = s;
              add(u);
            }
        } else if (e.prim == Prim::kPeekTile) {
          for (int cell = 0; cell < board_.cells(); ++cell)
            if (!cells_[static_cast<size_t>(cell)].face_up) {
              add(m);
              break;
            }
        }
      }
      return;
    }
    case PromptKind::kOverflow:
    case PromptKind::kDiscardEquip:
      for (int c = 0; c < kNumChars; ++c) {
        const bool mine = prompt_.kind == PromptKind::kOverflow ? c == prompt_.ch : (prompt_.chars >> c & 1u) != 0;
        if (!mine || !Alive(c)) continue;
        std::vector<std::string> seen;
        for (size_t i = 0; i < ch(c).items.size(); ++i) {
          Move m;
          m.kind = prompt_.kind == PromptKind::kOverflow ? Move::Kind::kDrop : Move::Kind::kDiscardEquip;
          m.ch = c;
          NameItem(*this, c, i, m);
          const std::string key = m.ToString(board_);
          if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
          seen.push_back(key);
          add(m);
          if (m.kind == Move::Kind::kDrop && advanced() && !ch(c).items[i].face_down && ch(c).pos < kStartPos) {
            m.hide = true;
            add(m);
          }
        }
      }
      return;
    case PromptKind::kReward: {
      const int target = prompt_.ch, defender = prompt_.index;
      const int taken = prompt_.src;
      const bool controlled = taken & (1 << static_cast<int>(Move::Reward::kControl));
      auto fresh = [&](Move::Reward r) { return !(taken & (1 << static_cast<int>(r))); };
      const CharState& t = ch(target);
      const bool target_there = t.zone == CharState::Zone::kBoard && t.controller == defender;
      if (fresh(Move::Reward::kControl) && target_there && !(advanced() && t.sc_of >= 0)) {
        Move m;
        m.kind = Move::Kind::kReward;
        m.reward = Move::Reward::kControl;
        add(m);
      }
      if (fresh(Move::Reward::kEquipment) && !controlled && target_there && !t.items.empty()) {
        std::vector<std::string> seen;
        for (size_t i = 0; i < t.items.size(); ++i) {
          Move base;
          base.kind = Move::Kind::kReward;
          base.reward = Move::Reward::kEquipment;
          if (t.items[i].face_down) base.face_down = -1;  // picked blind
          else base.card = content.cards[t.items[i].card];
          for (int c = -1; c < kNumChars; ++c) {
            Move m = base;
            if (c < 0) {
              m.drop = true;
              if (t.pos >= kStartPos) continue;
            } else {
              if (!(prompt_.chars >> c & 1u) || !Alive(c)) continue;
              m.ch2 = c;
            }
            const std::string key = m.ToString(board_);
            if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
            seen.push_back(key);
            add(m);
          }
        }
      }
      if (fresh(Move::Reward::kEvent) && defender >= 0 && !players_[static_cast<size_t>(defender)].hand.empty()) {
        Move m;
        m.kind = Move::Kind::kReward;
        m.reward = Move::Reward::kEvent;
        add(m);
      }
      if (fresh(Move::Reward::kInjure) && !controlled && target_there) {
        bool ana = false;
        for (int c = 0; c < kNumChars; ++c)
          if ((prompt_.chars >> c & 1u) && AbilityOn(c) && Def(c).Has(Prim::kRewardInjure)) ana = true;
        if (ana) {
          Move m;
          m.kind = Move::Kind::kReward;
          m.reward = Move::Reward::kInjure;
          add(m);
        }
      }
      return;
    }
    case PromptKind::kRest:
      for (int c = 0; c < kNumChars; ++c)
        if (prompt_.chars >> c & 1u) {
          Move m;
          m.kind = Move::Kind::kRest;
          m.ch = c;
          add(m);
        }
      simple(Move::Kind::kDone);
      return;
    case PromptKind::kPeek:
      for (int cell = 0; cell < board_.cells(); ++cell) {
        if (cells_[static_cast<size_t>(cell)].face_up) continue;
        if (prompt_.range >= 0 && (prompt_.center < 0 || board_.Distance(prompt_.center, cell) > prompt_.range))
          continue;
        Move m;
        m.kind = Move::Kind::kPeek;
        m.to = cell;
        add(m);
      }
      return;
    case PromptKind::kOrder: {
      Move m;
      m.kind = Move::Kind::kOrder;
      add(m);
      m.swap = true;
      add(m);
      return;
    }
    case PromptKind::kStep3: {
      for (int cell = 0; cell < board_.cells(); ++cell) {
        if (step3_used_ >> cell & 1u || EncounterOn(cell)) continue;
        uint32_t mine = 0;
        std::vector<int> neutrals;
        for (int c = 0; c < kNumChars; ++c) {
          const CharState& s = ch(c);
          if (s.zone != CharState::Zone::kBoard || s.pos != cell) continue;
          if (s.controller == seat && !s.injured && s.trap == 0 && !s.skipping && !s.led_now) mine |= 1u << c;
          if (s.controller < 0 && !Protected(c)) neutrals.push_back(c);
        }
        if (!mine) continue;
        for (int n : neutrals)
          Subsets(mine, [&](uint32_t sub) {
            Move m;
            m.kind = Move::Kind::kLead;
            m.chars = sub;
            m.target = n;
            add(m);
          });
      }
      simple(Move::Kind::kDone);
      return;
    }
    case PromptKind::kStep4: {
      bool over = false;
      for (int c = 0; c < kNumChars; ++c) {
        const CharState& s = ch(c);
        if (s.zone != CharState::Zone::kBoard || s.controller != seat || s.items.empty()) continue;
        if (static_cast<int>(s.items.size()) > CarryLimit(c)) over = true;
        std::vector<std::string> seen;
        for (size_t i = 0; i < s.items.size(); ++i) {
          for (int d = 0; d < kNumChars; ++d) {
            if (d == c || ch(d).zone != CharState::Zone::kBoard || ch(d).controller != seat || ch(d).pos != s.pos)
              continue;
            Move m;
            m.kind = Move::Kind::kGive;
            m.ch = c;
            m.ch2 = d;
            NameItem(*this, c, i, m);
            const std::string key = m.ToString(board_);
            if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
            seen.push_back(key);
            add(m);
          }
          if (s.pos >= kStartPos) continue;
          Move m;
          m.kind = Move::Kind::kDrop;
          m.ch = c;
          NameItem(*this, c, i, m);
          const std::string key = m.ToString(board_);
          if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
          seen.push_back(key);
          add(m);
          if (advanced() && !s.items[i].face_down) {
            m.hide = true;
            add(m);
          }
        }
      }
      if (!over) simple(Move::Kind::kDone);
      return;
    }
    case PromptKind::kDiscard: {
      std::vector<int> seen;
      for (uint8_t card : players_[static_cast<size_t>(seat)].hand) {
        const int def = content.cards[card];
        if (std::find(seen.begin(), seen.end(), def) != seen.end()) continue;
        seen.push_back(def);
        Move m;
        m.kind = Move::Kind::kDiscard;
        m.card = def;
        add(m);
      }
      return;
    }
    case PromptKind::kDirection:
      for (int d = 1; d <= 6; ++d) {
        Move m;
        m.kind = Move::Kind::kDirection;
        m.dir = d;
        add(m);
      }
      return;
  }
}

// [SECTION] Refusals ------------------------------------------------------------------------

namespace {
std::string Asked(const State& s) {
  switch (s.prompt().kind) {
    case PromptKind::kDraft: return "choose the Character you keep (keep NAME)";
    case PromptKind::kAnchor: return "choose where your Starting Location goes (start (c,r))";
    case PromptKind::kWindow: return "play something or pass";
    case PromptKind::kShareVote: return "accept or decline the shared win";
    case PromptKind::kMove: return "move your Characters (move NAME (c,r)->(c,r))";
    case PromptKind::kDeclare: return "declare lead attempts or say done";
    case PromptKind::kDefend: return "choose the defenders (defend NAME+NAME)";
    case PromptKind::kChoose: return "choose the Character (choose NAME)";
    case PromptKind::kRedirect: return "say who takes the Injury (injure NAME)";
    case PromptKind::kItem: return "take, leave or use the Equipment found";
    case PromptKind::kOverflow: return "drop what is over the carry limit";
    case PromptKind::kReward: return "choose the reward";
    case PromptKind::kRest: return "choose who rests, or done";
    case PromptKind::kPeek: return "choose a face-down tile to look at (peek (c,r))";
    case PromptKind::kOrder: return "keep or swap the top two Fate cards";
    case PromptKind::kStep3: return "lead a Neutral, or done";
    case PromptKind::kStep4: return "transfer Equipment, or done";
    case PromptKind::kDiscard: return "discard Events down to four";
    case PromptKind::kDiscardEquip: return "choose the Equipment to discard";
    case PromptKind::kDirection: return "choose the Monster's direction";
    case PromptKind::kNone: break;
  }
  return "nothing";
}
}  // namespace

Status State::Check(int seat, const Move& m) const { return CheckMove(seat, m); }

Status State::CheckMove(int seat, const Move& m) const {
  using K = Move::Kind;
  if (over_) return Status::Refused("the game is over");
  if (seat < 0 || seat >= seats_) return Status::Refused("no such seat");
  const std::vector<int> deciding = Deciding();
  if (std::find(deciding.begin(), deciding.end(), seat) == deciding.end()) {
    if (deciding.empty()) return Status::Refused("nobody decides now");
    return Status::Refused("it is not your decision now: seat " + std::to_string(deciding.front()) + " must " +
                           Asked(*this));
  }
  const PromptKind p = prompt_.kind;
  auto wrong = [&]() { return Status::Refused("not now: you must " + Asked(*this)); };
  // Which moves answer which prompt.
  switch (m.kind) {
    case K::kKeep: if (p != PromptKind::kDraft) return wrong(); break;
    case K::kStart: if (p != PromptKind::kAnchor) return wrong(); break;
    case K::kMove: if (p != PromptKind::kMove) return wrong(); break;
    case K::kLead: if (p != PromptKind::kDeclare && p != PromptKind::kStep3) return wrong(); break;
    case K::kDone:
      if (p != PromptKind::kDeclare && p != PromptKind::kStep3 && p != PromptKind::kStep4 && p != PromptKind::kRest)
        return wrong();
      break;
    case K::kDefend: if (p != PromptKind::kDefend) return wrong(); break;
    case K::kChoose: if (p != PromptKind::kChoose) return wrong(); break;
    case K::kInjure: if (p != PromptKind::kRedirect) return wrong(); break;
    case K::kTake: case K::kLeave: case K::kUseFound: if (p != PromptKind::kItem) return wrong(); break;
    case K::kReward: if (p != PromptKind::kReward) return wrong(); break;
    case K::kRest: if (p != PromptKind::kRest) return wrong(); break;
    case K::kPeek: if (p != PromptKind::kPeek) return wrong(); break;
    case K::kOrder: if (p != PromptKind::kOrder) return wrong(); break;
    case K::kGive: if (p != PromptKind::kStep4) return wrong(); break;
    case K::kDrop: if (p != PromptKind::kStep4 && p != PromptKind::kOverflow) return wrong(); break;
    case K::kDiscard: if (p != PromptKind::kDiscard) return wrong(); break;
    case K::kDiscardEquip: if (p != PromptKind::kDiscardEquip) return wrong(); break;
    case K::kPass: if (p != PromptKind::kWindow) return wrong(); break;
    case K::kResign: case K::kPropose: if (p != PromptKind::kWindow && p != PromptKind::kMove) return wrong(); break;
    case K::kPlay: case K::kUse: case K::kAbility:
      if (p != PromptKind::kWindow && p != PromptKind::kMove) return wrong();
      return CheckPlay(seat, m);
    case K::kAccept: case K::kDecline: if (p != PromptKind::kShareVote) return wrong(); break;
    case K::kDirection: if (p != PromptKind::kDirection) return wrong(); break;
  }
  // Reasons for the usual mistakes.
  switch (m.kind) {
    case K::kKeep: {
      const Player& me = players_[static_cast<size_t>(seat)];
      if (m.ch != me.dealt[0] && m.ch != me.dealt[1])
        return Status::Refused(std::string(Name(m.ch)) + " was not dealt to you");
      break;
    }
    case K::kStart: {
      if (!board_.Shore(m.to)) return Status::Refused("a Starting Location is fixed to a Shoreline tile");
      for (int s = 0; s < seats_; ++s) {
        const int a = players_[static_cast<size_t>(s)].anchor;
        if (a == m.to) return Status::Refused("that tile already holds a Starting Location");
      }
      {
        std::vector<Move> legal;
        LegalFor(seat, legal);
        bool ok = false;
        for (const Move& l : legal) ok |= l.to == m.to;
        if (!ok) return Status::Refused("that tile is next to another Starting Location");
      }
      break;
    }
    case K::kMove: {
      const CharState& c = ch(m.ch);
      if (c.zone != CharState::Zone::kBoard || c.controller != seat)
        return Status::Refused(std::string(Name(m.ch)) + " is not yours");
      if (c.trap > 0) return Status::Refused(std::string(Name(m.ch)) + " is Trapped and cannot move");
      if (c.skipping) return Status::Refused(std::string(Name(m.ch)) + " skips this turn");
      if (c.moved) return Status::Refused(std::string(Name(m.ch)) + " has already moved this turn");
      if (m.from != (c.pos >= kStartPos ? kStartPos : c.pos))
        return Status::Refused(std::string(Name(m.ch)) + " is at " +
                               (c.pos >= kStartPos ? std::string("the Starting Location") : board_.CellText(c.pos)));
      const auto targets = MoveTargets(m.ch);
      if (std::find(targets.begin(), targets.end(), m.to) == targets.end()) {
        if (c.pos >= kStartPos) return Status::Refused("the first move from a Starting Location is onto its anchor");
        return Status::Refused(std::string(Name(m.ch)) + " cannot reach " + board_.CellText(m.to) +
                               (c.injured ? " (Injured: one space)" : " this turn"));
      }
      break;
    }
    case K::kLead: {
      if (p == PromptKind::kDeclare && players_[static_cast<size_t>(seat)].no_lead)
        return Status::Refused("you cannot lead opponents' Characters this turn (Night Falls)");
      for (int c = 0; c < kNumChars; ++c) {
        if (!(m.chars >> c & 1u)) continue;
        if (ch(c).controller != seat || !Alive(c)) return Status::Refused(std::string(Name(c)) + " is not yours");
        if (ch(c).injured) return Status::Refused(std::string(Name(c)) + " is Injured and cannot lead");
        if (p == PromptKind::kDeclare && ch(c).attacked)
          return Status::Refused(std::string(Name(c)) + " already takes part in a lead attempt this turn");
      }
      if (m.target >= 0 && Alive(m.target) && Protected(m.target))
        return Status::Refused(std::string(Name(m.target)) + " cannot be the target of a lead attempt now");
      if (p == PromptKind::kStep3 && m.target >= 0 && Alive(m.target) && ch(m.target).controller >= 0)
        return Status::Refused("Step 3 leads Neutrals only");
      if (p == PromptKind::kStep3 && m.target >= 0 && Alive(m.target) && EncounterOn(ch(m.target).pos))
        return Status::Refused("not while an Encounter is on the tile");
      break;
    }
    case K::kDone:
      if (p == PromptKind::kStep4)
        for (int c = 0; c < kNumChars; ++c)
          if (Alive(c) && ch(c).controller == seat && static_cast<int>(ch(c).items.size()) > CarryLimit(c))
            return Status::Refused(std::string(Name(c)) + " carries more than " + std::to_string(CarryLimit(c)) +
                                   ": drop the rest first");
      break;
    case K::kDefend:
      if (!(m.chars >> prompt_.ch & 1u)) return Status::Refused("the target always defends");
      break;
    case K::kTake:
      if (m.ch >= 0 && Alive(m.ch) && static_cast<int>(ch(m.ch).items.size()) >= CarryLimit(m.ch))
        return Status::Refused(std::string(Name(m.ch)) + " can carry no more (limit " + std::to_string(CarryLimit(m.ch)) +
                               ")");
      if (m.hide && !advanced()) return Status::Refused("Equipment is face down only in the Advanced game");
      break;
    case K::kLeave:
    case K::kDrop:
      if (m.hide && !advanced()) return Status::Refused("Equipment is face down only in the Advanced game");
      break;
    case K::kReward:
      if (m.reward == Move::Reward::kControl && advanced() && ch(prompt_.ch).sc_of >= 0)
        return Status::Refused("in the Advanced game a Starting Character cannot be led away");
      if (m.reward == Move::Reward::kInjure) {
        bool ana = false;
        for (int c = 0; c < kNumChars; ++c)
          if ((prompt_.chars >> c & 1u) && Def(c).Has(Prim::kRewardInjure)) ana = true;
        if (!ana) return Status::Refused("only a Character with that ability (Ana Lucia) may injure as a reward");
      }
      break;
    case K::kDiscard: {
      bool held = false;
      for (uint8_t c : players_[static_cast<size_t>(seat)].hand) held |= c != kUnknown && content_->cards[c] == m.card;
      if (!held) return Status::Refused("you hold no such Event");
      break;
    }
    case K::kResign:
    case K::kPropose:
      if (!MayResign(seat))
        return Status::Refused("only at the start of your own turn, before any of your Characters moves");
      if (m.kind == K::kPropose && players_[static_cast<size_t>(seat)].proposed)
        return Status::Refused("you have already proposed a shared win this turn");
      break;
    default:
      break;
  }
  std::vector<Move> legal;
  LegalFor(seat, legal);
  const std::string text = m.ToString(board_);
  for (const Move& l : legal)
    if (l.ToString(board_) == text) return Status::Ok();
  return Status::Refused("\"" + text + "\" is not possible now: you must " + Asked(*this));
}

// [SECTION] Playing a move ---------------------------------------------------------------------

Status State::Apply(int seat, const Move& m, Rng& rng, EventLog* log) {
  if (Status st = CheckMove(seat, m); !st) return st;
  Perform(seat, m, rng, log);
  Advance(rng, log);
  return Status::Ok();
}

void State::Perform(int seat, const Move& m, Rng& rng, EventLog* log) {
  using K = Move::Kind;
  using T = Task::Kind;
  const Prompt asked = prompt_;
  if (m.kind != K::kPass) Touch();
  switch (m.kind) {
    case K::kKeep: {
      players_[static_cast<size_t>(seat)].kept = static_cast<int8_t>(m.ch);
      bool all = true;
      for (int s = 0; s < seats_; ++s) all &= players_[static_cast<size_t>(s)].kept >= 0;
      if (!all) return;
      // R10: keep one (or both when both are of Power 2 or less); the rest make the deck.
      for (int s = 0; s < seats_; ++s) {
        Player& p = players_[static_cast<size_t>(s)];
        const int kept = p.kept;
        const int other = p.dealt[0] == kept ? p.dealt[1] : p.dealt[0];
        const bool both = Def(kept).power <= 2 && Def(other).power <= 2;
        auto place = [&](int c, bool starting) {
          CharState& cs = chars_[static_cast<size_t>(c)];
          cs.zone = CharState::Zone::kBoard;
          cs.controller = static_cast<int8_t>(s);
          cs.pos = static_cast<int8_t>(kStartPos + s);
          if (starting) cs.sc_of = static_cast<int8_t>(s);
        };
        place(kept, true);
        if (both) {
          place(other, false);
        } else {
          chars_[static_cast<size_t>(other)].zone = CharState::Zone::kDeck;
          char_deck_.push_back(static_cast<int8_t>(other));
        }
        Event e = Ev(Event::Kind::kDrafted, s, kept);
        e.ch2 = both ? other : -1;
        Log(log, e);
        p.dealt[0] = p.dealt[1] = -1;
      }
      rng.Shuffle(char_deck_);
      prompt_ = {};
      Push(T::kAnchor, 0);
      return;
    }
    case K::kStart: {
      players_[static_cast<size_t>(seat)].anchor = static_cast<int8_t>(m.to);
      Event e = Ev(Event::Kind::kAnchored, seat);
      e.cell = m.to;
      Log(log, e);
      prompt_ = {};
      if (asked.count + 1 < seats_) Push(T::kAnchor, asked.count + 1);
      else Push(T::kBeginGame);
      return;
    }
    case K::kPass:
      Log(log, Ev(Event::Kind::kPassed, seat));
      AdvanceWindow();
      return;
    case K::kPlay:
    case K::kUse:
    case K::kAbility:
      prompt_ = {};
      if (asked.kind == PromptKind::kMove) Push(T::kStep1, seat);
      else Push(T::kWindow, static_cast<int>(window_.kind), window_.after_own_location ? 1 : 0, 1);
      ApplyPlay(seat, m, rng, log);
      return;
    case K::kResign:
      prompt_ = {};
      Resign(seat, log);
      return;
    case K::kPropose: {
      players_[static_cast<size_t>(seat)].proposed = true;
      for (Player& p : players_) p.vote = -1;
      Log(log, Ev(Event::Kind::kProposed, seat));
      // After the vote: back to the window, or to Step 1.
      if (asked.kind == PromptKind::kMove) Push(T::kStep1, seat);
      else Push(T::kWindow, static_cast<int>(window_.kind), 0, 1);
      prompt_ = {};
      prompt_.kind = PromptKind::kShareVote;
      prompt_.seat = -1;
      return;
    }
    case K::kAccept:
    case K::kDecline: {
      players_[static_cast<size_t>(seat)].vote = m.kind == K::kAccept ? 1 : 0;
      Event e = Ev(Event::Kind::kVoted, seat);
      e.n = m.kind == K::kAccept;
      Log(log, e);
      if (!Deciding().empty()) return;
      bool all = true;
      std::vector<int> live;
      for (int s = 0; s < seats_; ++s) {
        if (!Live(s)) continue;
        live.push_back(s);
        if (s != active_) all &= players_[static_cast<size_t>(s)].vote == 1;
      }
      prompt_ = {};
      if (all) Win(live, WinReason::kShared, log);  // R47
      return;
    }
    case K::kMove: {
      CharState& c = chars_[static_cast<size_t>(m.ch)];
      const int from = c.pos;
      c.pos = static_cast<int8_t>(m.to);
      c.moved = c.moved_round = true;
      if (std::find(arrival_.begin(), arrival_.end(), m.to) == arrival_.end())
        arrival_.push_back(static_cast<int8_t>(m.to));
      Event e = Ev(Event::Kind::kMoved, seat, m.ch);
      e.cell = m.to;
      const Cell& to = cells_[static_cast<size_t>(m.to)];
      e.n = to.face_up && to.tile != kUnknown ? content_->tiles[to.tile] : -1;  // a face-up tile's Location
      e.m = from;
      Log(log, e);
      prompt_ = {};
      Push(T::kStep1, seat);
      return;
    }
    case K::kLead:
      if (asked.kind == PromptKind::kDeclare) {
        eng_.leads.emplace_back(m.chars, m.target);
        for (int c = 0; c < kNumChars; ++c)
          if (m.chars >> c & 1u) chars_[static_cast<size_t>(c)].attacked = true;
        Event e = Ev(Event::Kind::kDeclared, seat);
        e.ch2 = m.target;
        e.n = static_cast<int>(m.chars);
        Log(log, e);
        prompt_ = {};
        Push(T::kDeclare, asked.cell);
      } else {
        const int cell = ch(m.target).pos;
        step3_used_ |= uint64_t{1} << cell;
        prompt_ = {};
        Push(T::kStep3, seat);
        Push(T::kWindow, static_cast<int>(WindowKind::kAction));
        PowerCheck pc;
        pc.kind = PowerCheck::Kind::kLeadNeutral;
        pc.cell = static_cast<int8_t>(cell);
        pc.side[0] = m.chars;
        pc.side[1] = 1u << m.target;
        pc.target = static_cast<int8_t>(m.target);
        pc.attacker = static_cast<int8_t>(seat);
        pc.def_side = 1;
        StartPc(pc, log);
      }
      return;
    case K::kDone:
      if (asked.kind == PromptKind::kDeclare) EndDeclarations(asked.cell);
      else prompt_ = {};
      return;
    case K::kDefend:
      if (pc_) {
        pc_->side[1] = m.chars;
        RevealPassives(pc_->side[0] | pc_->side[1]);
      }
      prompt_ = {};
      return;
    case K::kChoose:
      prompt_ = {};
      ChooseOne(asked, m.ch, rng, log);
      return;
    case K::kInjure:
      prompt_ = {};
      InjureNow(m.ch, log);
      if (m.ch != asked.ch) CountFor(m.ch, Counter::kAbilityUses, 1, log);  // Boone took it
      return;
    case K::kTake:
    case K::kLeave:
    case K::kUseFound: {
      auto& pile = cells_[static_cast<size_t>(asked.cell)].fate;
      Slot slot = pile[static_cast<size_t>(asked.item)];
      prompt_ = {};
      if (m.kind == K::kLeave) {
        Slot& s = pile[static_cast<size_t>(asked.item)];
        s.face_down = m.hide;
        if (m.hide) s.known = static_cast<uint8_t>(s.known | 1u << seat);
        Event e = Ev(Event::Kind::kLeftItem, seat);
        e.cell = asked.cell;
        e.card = m.card;
        Log(log, e);
        return;
      }
      pile.erase(pile.begin() + asked.item);
      if (m.kind == K::kTake) {
        slot.face_down = m.hide;
        slot.known = m.hide ? static_cast<uint8_t>(1u << seat) : 0;
        GiveItem(m.ch, slot, log);
        Event e = Ev(Event::Kind::kTookItem, seat, m.ch);
        e.card = m.card;
        Log(log, e);
        return;
      }
      discard_.push_back(slot.card);
      Event e = Ev(Event::Kind::kUsedItem, seat);
      e.card = m.card;
      e.ch2 = m.ch2;
      Log(log, e);
      const Effect& eff = content_->fate[static_cast<size_t>(m.card)].effects[0];
      if (eff.prim == Prim::kHeal && m.ch2 >= 0) Heal(m.ch2, -1, log);
      if (eff.prim == Prim::kUntrap && m.ch2 >= 0) {
        chars_[static_cast<size_t>(m.ch2)].trap = 0;
        Log(log, Ev(Event::Kind::kFreed, seat, m.ch2));
      }
      if (eff.prim == Prim::kPeekHand && m.seat >= 0) {
        Player& me = players_[static_cast<size_t>(seat)];
        me.seen_hand = players_[static_cast<size_t>(m.seat)].hand;
        me.seen_hand_of = static_cast<int8_t>(m.seat);
        Event p = Ev(Event::Kind::kPeeked, seat);
        p.n = m.seat;
        Log(log, p);
      }
      if (eff.prim == Prim::kPeekTile) {
        prompt_.kind = PromptKind::kPeek;
        prompt_.seat = seat;
        prompt_.count = eff.n;
        prompt_.range = -1;
      }
      return;
    }
    case K::kReward: {
      prompt_ = {};
      const int target = asked.ch, defender = asked.index;
      Event e = Ev(Event::Kind::kTookControl, seat, target);
      switch (m.reward) {
        case Move::Reward::kControl:
          TakeControl(target, seat, log);
          break;
        case Move::Reward::kEquipment: {
          CharState& t = chars_[static_cast<size_t>(target)];
          int pick = -1;
          std::vector<int> blind;
          for (size_t i = 0; i < t.items.size(); ++i) {
            if (m.face_down == -1 && t.items[i].face_down) blind.push_back(static_cast<int>(i));
            if (m.face_down == 0 && pick < 0 && !t.items[i].face_down && content_->cards[t.items[i].card] == m.card)
              pick = static_cast<int>(i);
          }
          if (!blind.empty()) pick = blind[static_cast<size_t>(Pick(rng, static_cast<int>(blind.size())))];
          if (pick < 0) break;
          Slot s = t.items[static_cast<size_t>(pick)];
          t.items.erase(t.items.begin() + pick);
          Event took = Ev(Event::Kind::kTookItem, seat, m.drop ? -1 : m.ch2);
          took.ch2 = target;
          took.card = s.face_down ? -1 : content_->cards[s.card];
          Log(log, took);
          if (m.drop) {
            s.face_down = m.hide && advanced();
            s.known = s.face_down ? static_cast<uint8_t>(s.known | 1u << seat) : 0;
            cells_[static_cast<size_t>(t.pos)].fate.push_back(s);
          } else {
            s.known = static_cast<uint8_t>(s.known | 1u << seat);
            if (m.hide && advanced()) s.face_down = true;
            GiveItem(m.ch2, s, log);
          }
          break;
        }
        case Move::Reward::kEvent:
          StealEvent(seat, defender, rng, log);
          break;
        case Move::Reward::kInjure:
          Push(T::kInjure, target, static_cast<int>(Cause::kLead));
          break;
        case Move::Reward::kNone:
          break;
      }
      (void)e;
      // Sawyer: another, different reward.
      if (asked.count > 1) {
        Prompt next = asked;
        next.count = asked.count - 1;
        next.src = asked.src | (1 << static_cast<int>(m.reward));
        const Prompt saved = prompt_;
        prompt_ = next;
        std::vector<Move> more;
        LegalFor(seat, more);
        if (more.empty()) prompt_ = saved;
      }
      return;
    }
    case K::kRest: {
      CharState& c = chars_[static_cast<size_t>(m.ch)];
      c.resting = true;
      c.skip_next = true;  // R30: it skips its next turn (Rest applies even to Mr. Eko)
      c.skip_since = turn_no_;
      Log(log, Ev(Event::Kind::kRests, seat, m.ch));
      prompt_.chars &= ~(1u << m.ch);
      if (!prompt_.chars) prompt_ = {};
      return;
    }
    case K::kPeek: {
      Cell& cell = cells_[static_cast<size_t>(m.to)];
      cell.known = static_cast<uint8_t>(cell.known | 1u << seat);
      Event e = Ev(Event::Kind::kPeeked, seat);
      e.cell = m.to;
      e.n = -1;
      Log(log, e);
      --prompt_.count;
      if (prompt_.count <= 0) {
        prompt_ = {};
      } else {
        std::vector<Move> more;
        LegalFor(seat, more);
        if (more.empty()) prompt_ = {};
      }
      return;
    }
    case K::kOrder:
      if (m.swap && deck_.size() >= 2) std::swap(deck_[deck_.size() - 1], deck_[deck_.size() - 2]);
      prompt_ = {};
      return;
    case K::kGive: {
      const int i = FindItem(*this, m.ch, m);
      Slot s = chars_[static_cast<size_t>(m.ch)].items[static_cast<size_t>(i)];
      chars_[static_cast<size_t>(m.ch)].items.erase(chars_[static_cast<size_t>(m.ch)].items.begin() + i);
      chars_[static_cast<size_t>(m.ch2)].items.push_back(s);
      Event e = Ev(Event::Kind::kTookItem, seat, m.ch2);
      e.ch2 = m.ch;
      e.card = s.face_down ? -1 : content_->cards[s.card];
      Log(log, e);
      prompt_ = {};
      Push(T::kStep4, seat);
      return;
    }
    case K::kDrop: {
      const int i = FindItem(*this, m.ch, m);
      CharState& c = chars_[static_cast<size_t>(m.ch)];
      Slot s = c.items[static_cast<size_t>(i)];
      c.items.erase(c.items.begin() + i);
      if (m.hide && advanced()) {
        s.face_down = true;
        s.known = static_cast<uint8_t>(s.known | 1u << seat);
      }
      s.used_turn = s.used_round = s.handled = false;
      if (c.pos >= 0 && c.pos < kStartPos) cells_[static_cast<size_t>(c.pos)].fate.push_back(s);
      else discard_.push_back(s.card);
      Event e = Ev(Event::Kind::kLeftItem, seat, m.ch);
      e.cell = c.pos;
      e.card = s.face_down ? -1 : content_->cards[s.card];
      Log(log, e);
      prompt_ = {};
      if (asked.kind == PromptKind::kStep4) Push(T::kStep4, seat);
      else Push(T::kOverflow, m.ch);
      return;
    }
    case K::kDiscard: {
      auto& hand = players_[static_cast<size_t>(seat)].hand;
      for (size_t i = 0; i < hand.size(); ++i)
        if (content_->cards[hand[i]] == m.card) {
          discard_.push_back(hand[i]);
          hand.erase(hand.begin() + static_cast<long>(i));
          break;
        }
      Event e = Ev(Event::Kind::kDiscardedEvent, seat);
      e.card = m.card;
      Log(log, e);
      if (hand.size() <= 4) prompt_ = {};
      return;
    }
    case K::kDiscardEquip: {
      const int i = FindItem(*this, m.ch, m);
      CharState& c = chars_[static_cast<size_t>(m.ch)];
      discard_.push_back(c.items[static_cast<size_t>(i)].card);
      Event e = Ev(Event::Kind::kDiscardedItem, seat, m.ch);
      e.card = content_->cards[c.items[static_cast<size_t>(i)].card];
      c.items.erase(c.items.begin() + i);
      Log(log, e);
      prompt_ = {};
      return;
    }
    case K::kDirection:
      monster_dir_ = static_cast<int8_t>(m.dir);
      prompt_ = {};
      return;
  }
}

}  // namespace lf::lost_board_game
