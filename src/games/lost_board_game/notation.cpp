// Lost: The Board Game: the move notation (lost_board_game.h, [SECTION]
// Notation): printing and parsing, with a reason for text that is not a move.
#include <cctype>

#include "games/lost_board_game/lost_board_game.h"
#include "games/lost_board_game/text.h"

namespace lf::lost_board_game {
namespace {

const Content& C() { return BuiltinContent(); }

std::string Quote(int fate_def) { return "\"" + C().fate[static_cast<size_t>(fate_def)].name + "\""; }
std::string CharName(int c) { return C().characters[static_cast<size_t>(c)].name; }

std::string Chars(uint32_t bits, int first = -1) {
  std::string s;
  if (first >= 0) s = CharName(first);
  for (int c = 0; c < kNumChars; ++c) {
    if (!(bits >> c & 1u) || c == first) continue;
    if (!s.empty()) s += '+';
    s += CharName(c);
  }
  return s;
}

std::string Item(const Move& m) {
  if (m.face_down == -1) return "face-down";
  if (m.face_down > 0) return "face-down:" + std::to_string(m.face_down);
  return Quote(m.card);
}

using R = Result<Move>;

Result<int> ParseCellAt(Cursor& cur, const Board& board) {
  const std::string t = cur.CellText();
  if (t.empty()) return Result<int>::Error("expected a tile like (2,3) at \"" + cur.Rest() + "\"");
  return board.ParseCell(t);
}

Status ParseItem(Cursor& cur, Move& m) {
  if (cur.Word("face-down")) {
    m.face_down = -1;
    return Status::Ok();
  }
  const std::string rest = cur.Rest();
  if (rest.rfind("face-down:", 0) == 0) {
    const std::string tok = cur.Token();
    const std::string num = tok.substr(10);
    if (num.size() != 1 || num[0] < '1' || num[0] > '9') return Status::Refused("face-down:K needs a number K from 1");
    m.face_down = num[0] - '0';
    return Status::Ok();
  }
  Result<int> card = cur.Card();
  if (!card) return Status::Refused(card.error());
  m.card = *card;
  return Status::Ok();
}

Result<int> ParseSeatWord(Cursor& cur) {
  if (!cur.Word("seat")) return Result<int>::Error("expected \"seat N\" at \"" + cur.Rest() + "\"");
  const std::string t = cur.Token();
  if (t.size() != 1 || t[0] < '0' || t[0] > '7') return Result<int>::Error("expected a seat number from 0 to 7");
  return t[0] - '0';
}

}  // namespace

std::string Move::ToString(const Board& board) const {
  const std::string fd = hide ? " face-down" : "";
  switch (kind) {
    case Kind::kKeep: return "keep " + CharName(ch);
    case Kind::kStart: return "start " + board.CellText(to);
    case Kind::kMove:
      return "move " + CharName(ch) + " " + (from >= kStartPos ? std::string("start") : board.CellText(from)) + "->" +
             board.CellText(to);
    case Kind::kLead: return "lead " + Chars(chars) + " -> " + CharName(target);
    case Kind::kDone: return "done";
    case Kind::kDefend: return "defend " + Chars(chars, target);
    case Kind::kChoose: return "choose " + CharName(ch);
    case Kind::kInjure: return "injure " + CharName(ch);
    case Kind::kTake: return "take " + Quote(card) + " " + CharName(ch) + fd;
    case Kind::kLeave: return "leave " + Quote(card) + fd;
    case Kind::kUseFound: {
      std::string s = "use " + Quote(card);
      if (ch2 >= 0) s += " on " + CharName(ch2);
      if (seat >= 0) s += " on seat " + std::to_string(seat);
      return s;
    }
    case Kind::kReward:
      switch (reward) {
        case Reward::kControl: return "reward control";
        case Reward::kEvent: return "reward event";
        case Reward::kInjure: return "reward injure";
        case Reward::kNone: return "reward none";
        case Reward::kEquipment:
          return "reward equipment " + Item(*this) + (drop ? std::string(" drop") : " to " + CharName(ch2)) + fd;
      }
      break;
    case Kind::kRest: return "rest " + CharName(ch);
    case Kind::kPeek: return "peek " + board.CellText(to);
    case Kind::kOrder: return swap ? "order swap" : "order keep";
    case Kind::kGive: return "give " + Item(*this) + " " + CharName(ch) + " -> " + CharName(ch2);
    case Kind::kDrop: return "drop " + Item(*this) + " from " + CharName(ch) + fd;
    case Kind::kDiscard: return "discard " + Quote(card);
    case Kind::kDiscardEquip: return "discard " + Item(*this) + " from " + CharName(ch);
    case Kind::kPass: return "pass";
    case Kind::kPlay:
    case Kind::kUse: {
      std::string s = kind == Kind::kPlay ? "play " + Quote(card) : "use " + Quote(card) + " of " + CharName(ch);
      const FateDef& f = C().fate[static_cast<size_t>(card)];
      if (f.Has(Prim::kStealEquipment)) {
        Move item = *this;
        item.card = item.to;  // the stolen item's definition travels in `to`
        return s + " " + Item(item) + " from " + CharName(target) + " to " + CharName(ch2);
      }
      if (on_enc) s += " on " + Quote(to);
      else if (ch2 >= 0) s += " on " + CharName(ch2);
      if (seat >= 0) s += (f.Has(Prim::kStealEvent) ? " from seat " : " on seat ") + std::to_string(seat);
      if (dir > 0) s += " " + std::string(DirectionName(dir));
      if (coin >= 0) s += coin ? " tails" : " heads";
      return s;
    }
    case Kind::kAbility: {
      std::string s = "ability " + CharName(ch);
      if (ch2 >= 0) s += " on " + CharName(ch2);
      if (seat >= 0) s += " on seat " + std::to_string(seat);
      return s;
    }
    case Kind::kResign: return "resign";
    case Kind::kPropose: return "propose share";
    case Kind::kAccept: return "accept";
    case Kind::kDecline: return "decline";
    case Kind::kDirection: return "direction " + std::string(DirectionName(dir));
  }
  return "?";
}

Result<Move> Move::Parse(std::string_view text, const Board& board) {
  Cursor cur(text);
  Move m;
  auto need_char = [&](int& out) -> Status {
    out = cur.Char();
    if (out < 0) return Status::Refused("expected a Character's name at \"" + cur.Rest() + "\"");
    return Status::Ok();
  };
  auto end = [&]() -> Result<Move> {
    if (!cur.Done()) return R::Error("unexpected \"" + cur.Rest() + "\" at the end of the move");
    return m;
  };
  auto hide = [&]() { m.hide = cur.Word("face-down"); };
  const std::string verb = cur.Token();
  std::string lower;
  for (char ch : verb) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));

  if (lower == "keep") {
    m.kind = Kind::kKeep;
    if (Status st = need_char(m.ch); !st) return st;
    return end();
  }
  if (lower == "start") {
    m.kind = Kind::kStart;
    Result<int> cell = ParseCellAt(cur, board);
    if (!cell) return R::Error(cell.error());
    m.to = *cell;
    return end();
  }
  if (lower == "move") {
    m.kind = Kind::kMove;
    if (Status st = need_char(m.ch); !st) return st;
    if (cur.Word("start->") || (cur.Word("start") && cur.Symbol("->")) || cur.Symbol("start->")) {
      m.from = kStartPos;
    } else {
      Result<int> from = ParseCellAt(cur, board);
      if (!from) return R::Error(from.error());
      m.from = *from;
      if (!cur.Symbol("->")) return R::Error("a move is written: move Kate (1,2)->(2,2)");
    }
    Result<int> to = ParseCellAt(cur, board);
    if (!to) return R::Error(to.error());
    m.to = *to;
    return end();
  }
  if (lower == "lead") {
    m.kind = Kind::kLead;
    int first;
    Result<uint32_t> bits = cur.CharList(first);
    if (!bits) return R::Error(bits.error());
    m.chars = *bits;
    if (!cur.Symbol("->")) return R::Error("a lead attempt is written: lead Kate+Sayid -> Jin");
    if (Status st = need_char(m.target); !st) return st;
    return end();
  }
  if (lower == "done") {
    m.kind = Kind::kDone;
    return end();
  }
  if (lower == "defend") {
    m.kind = Kind::kDefend;
    Result<uint32_t> bits = cur.CharList(m.target);
    if (!bits) return R::Error(bits.error());
    m.chars = *bits;
    return end();
  }
  if (lower == "choose" || lower == "injure" || lower == "rest") {
    m.kind = lower == "choose" ? Kind::kChoose : lower == "injure" ? Kind::kInjure : Kind::kRest;
    if (Status st = need_char(m.ch); !st) return st;
    return end();
  }
  if (lower == "take") {
    m.kind = Kind::kTake;
    Result<int> card = cur.Card();
    if (!card) return R::Error(card.error());
    m.card = *card;
    if (Status st = need_char(m.ch); !st) return st;
    hide();
    return end();
  }
  if (lower == "leave") {
    m.kind = Kind::kLeave;
    Result<int> card = cur.Card();
    if (!card) return R::Error(card.error());
    m.card = *card;
    hide();
    return end();
  }
  if (lower == "reward") {
    m.kind = Kind::kReward;
    if (cur.Word("control")) m.reward = Reward::kControl;
    else if (cur.Word("event")) m.reward = Reward::kEvent;
    else if (cur.Word("injure")) m.reward = Reward::kInjure;
    else if (cur.Word("none")) m.reward = Reward::kNone;
    else if (cur.Word("equipment")) {
      m.reward = Reward::kEquipment;
      if (Status st = ParseItem(cur, m); !st) return st;
      if (cur.Word("drop")) {
        m.drop = true;
      } else {
        if (!cur.Word("to")) return R::Error("write: reward equipment \"Machete\" to Kate (or ... drop)");
        if (Status st = need_char(m.ch2); !st) return st;
      }
      hide();
    } else {
      return R::Error("a reward is control, equipment \"NAME\" to NAME, event, injure or none");
    }
    return end();
  }
  if (lower == "peek") {
    m.kind = Kind::kPeek;
    Result<int> cell = ParseCellAt(cur, board);
    if (!cell) return R::Error(cell.error());
    m.to = *cell;
    return end();
  }
  if (lower == "order") {
    m.kind = Kind::kOrder;
    if (cur.Word("swap")) m.swap = true;
    else if (!cur.Word("keep")) return R::Error("order keep or order swap");
    return end();
  }
  if (lower == "give") {
    m.kind = Kind::kGive;
    if (Status st = ParseItem(cur, m); !st) return st;
    if (Status st = need_char(m.ch); !st) return st;
    if (!cur.Symbol("->")) return R::Error("write: give \"Machete\" Kate -> Sayid");
    if (Status st = need_char(m.ch2); !st) return st;
    return end();
  }
  if (lower == "drop") {
    m.kind = Kind::kDrop;
    if (Status st = ParseItem(cur, m); !st) return st;
    if (!cur.Word("from")) return R::Error("write: drop \"Machete\" from Kate");
    if (Status st = need_char(m.ch); !st) return st;
    hide();
    return end();
  }
  if (lower == "discard") {
    m.kind = Kind::kDiscard;
    if (Status st = ParseItem(cur, m); !st) return st;
    if (cur.Word("from")) {
      m.kind = Kind::kDiscardEquip;
      if (Status st = need_char(m.ch); !st) return st;
    } else if (m.face_down != 0) {
      return R::Error("write: discard \"Bad Omen\"");
    }
    return end();
  }
  if (lower == "pass") {
    m.kind = Kind::kPass;
    return end();
  }
  if (lower == "resign" || lower == "accept" || lower == "decline") {
    m.kind = lower == "resign" ? Kind::kResign : lower == "accept" ? Kind::kAccept : Kind::kDecline;
    return end();
  }
  if (lower == "propose") {
    m.kind = Kind::kPropose;
    if (!cur.Word("share")) return R::Error("write: propose share");
    return end();
  }
  if (lower == "direction") {
    m.kind = Kind::kDirection;
    m.dir = ParseDirection(cur.Token());
    if (!m.dir) return R::Error("a direction is NE, E, SE, SW, W or NW");
    return end();
  }
  if (lower == "ability") {
    m.kind = Kind::kAbility;
    if (Status st = need_char(m.ch); !st) return st;
    if (cur.Word("on")) {
      const int c = cur.Char();
      if (c >= 0) {
        m.ch2 = c;
      } else {
        Result<int> seat = ParseSeatWord(cur);
        if (!seat) return R::Error(seat.error());
        m.seat = *seat;
      }
    }
    return end();
  }
  if (lower == "play" || lower == "use") {
    m.kind = lower == "play" ? Kind::kPlay : Kind::kUse;
    Result<int> card = cur.Card();
    if (!card) return R::Error(card.error());
    m.card = *card;
    if (m.kind == Kind::kUse) {
      if (cur.Word("of")) {
        if (Status st = need_char(m.ch); !st) return st;
      } else {
        m.kind = Kind::kUseFound;
      }
    }
    const FateDef& f = C().fate[static_cast<size_t>(m.card)];
    if (f.Has(Prim::kStealEquipment)) {
      Move item;
      if (Status st = ParseItem(cur, item); !st) return st;
      m.to = item.card;
      m.face_down = item.face_down;
      if (!cur.Word("from")) return R::Error("write: play \"Pickpocket\" \"Machete\" from Jin to Kate");
      if (Status st = need_char(m.target); !st) return st;
      if (!cur.Word("to")) return R::Error("write: play \"Pickpocket\" \"Machete\" from Jin to Kate");
      if (Status st = need_char(m.ch2); !st) return st;
      return end();
    }
    while (!cur.Done()) {
      if (cur.Word("on")) {
        if (auto q = cur.Quoted()) {
          const int enc = C().FateByName(*q);
          if (enc < 0) return R::Error("no Fate card is called \"" + *q + "\"");
          m.on_enc = true;
          m.to = enc;
        } else if (cur.Word("seat")) {
          const std::string t = cur.Token();
          if (t.size() != 1 || t[0] < '0' || t[0] > '7') return R::Error("expected a seat number from 0 to 7");
          m.seat = t[0] - '0';
        } else if (Status st = need_char(m.ch2); !st) {
          return st;
        }
      } else if (cur.Word("from")) {
        Result<int> seat = ParseSeatWord(cur);
        if (!seat) return R::Error(seat.error());
        m.seat = *seat;
      } else if (cur.Word("heads")) {
        m.coin = 0;
      } else if (cur.Word("tails")) {
        m.coin = 1;
      } else {
        const std::string t = cur.Token();
        m.dir = ParseDirection(t);
        if (!m.dir) return R::Error("unexpected \"" + t + "\" in the play");
      }
    }
    return m;
  }
  return R::Error("unknown move \"" + verb + "\" (moves: keep, start, move, lead, done, defend, choose, injure, take, "
                                             "leave, use, reward, rest, peek, order, give, drop, discard, pass, play, "
                                             "ability, resign, propose share, accept, decline, direction)");
}

}  // namespace lf::lost_board_game
