// Lost: The Board Game in words (Game::DescribeTable, Game::DescribeLegalMove;
// docs/accessibility.md): the table as the viewer sees it, for a person who
// listens to it, and each legal move as its button names it.
//
// Everything here reads what the seat may see only: the table is described
// from State::RedactedFor(seat), and a move's label from the move's own text
// (Move::Parse) and what is face up or known to the seat (a tile the seat
// looked at, a face-down card it put down). The words are those of the
// screen (src/ui/games/lost_board_game/) and of the log (Narrate): tiles by
// name and (column,row), "Ana's turn", "Kate + Sayid".
#include <algorithm>
#include <bit>
#include <cmath>

#include "core/person.h"
#include "core/text.h"
#include "games/lost_board_game/lost_board_game.h"

namespace lf::lost_board_game {
namespace {

std::string Capitalised(std::string t) {
  if (!t.empty() && t[0] >= 'a' && t[0] <= 'z') t[0] = static_cast<char>(t[0] - 'a' + 'A');
  return t;
}

std::string Percent(int n, int total) {
  return std::to_string(total > 0 ? static_cast<int>(std::lround(100.0 * n / total)) : 0) + "%";
}

std::string OddsWords(const Odds& o) {
  return "win " + Percent(o.win, o.total) + ", tie " + Percent(o.tie, o.total) + ", lose " + Percent(o.lose, o.total);
}

std::string_view WindName(int dir) {
  static const char* const kNames[] = {"", "north-east", "east", "south-east", "south-west", "west", "north-west"};
  return dir >= 1 && dir <= 6 ? kNames[dir] : "";
}

// The words of one seat's view: names, tiles, cards.
struct Words {
  const State& s;
  int seat;
  const std::vector<std::string>& names;

  bool Mine(int c) const { return seat >= 0 && s.ch(c).controller == seat; }
  std::string Who(int p) const {
    if (p >= 0 && static_cast<size_t>(p) < names.size()) return names[static_cast<size_t>(p)];
    return p >= 0 ? "Seat " + std::to_string(p) : std::string("Nobody");
  }
  Person P(int p) const { return Person(Who(p)); }
  std::string Name(int c) const { return c >= 0 && c < kNumChars ? std::string(s.Name(c)) : std::string("?"); }
  std::string Chars(uint32_t bits, int first = -1) const {
    std::string out = first >= 0 ? Name(first) : "";
    for (int c = 0; c < kNumChars; ++c) {
      if (!(bits >> c & 1u) || c == first) continue;
      out += (out.empty() ? "" : " + ") + Name(c);
    }
    return out;
  }
  // "yours", "Ana's", "a Neutral".
  std::string Whose(int c) const {
    const int p = s.ch(c).controller;
    if (p < 0) return "a Neutral";
    return p == seat || Who(p) == "You" ? "yours" : Who(p) + "'s";
  }
  // A Fate definition's name.
  std::string Card(int def) const {
    return def >= 0 && static_cast<size_t>(def) < s.content().fate.size() ? s.content().fate[static_cast<size_t>(def)].name
                                                                           : std::string("a card");
  }
  bool Known(const Slot& slot) const {
    return slot.card != kUnknown && (!slot.face_down || (seat >= 0 && (slot.known >> seat & 1u)));
  }
  std::string SlotName(const Slot& slot) const {
    if (!Known(slot)) return "a face-down card";
    return s.Fate(slot.card).name + (slot.face_down ? " (face down)" : "");
  }
  // The tile at a cell if the seat may see it, else "".
  std::string TileName(int cell) const {
    if (cell < 0 || cell >= s.board().cells()) return "";
    const Cell& c = s.cell(cell);
    if (c.tile == kUnknown || !(c.face_up || (seat >= 0 && (c.known >> seat & 1u)))) return "";
    return s.content().locations[s.content().tiles[c.tile]].name;
  }
  std::string StartName(int p) const { return P(p).Possessive() + " Starting Location"; }
  // "Lagoon (2,1)", "the face-down tile (3,1)", "your Starting Location".
  std::string Place(int pos) const {
    if (pos >= kStartPos) return StartName(pos - kStartPos);
    if (pos < 0) return "nowhere";
    const std::string name = TileName(pos);
    const std::string at = s.board().CellText(pos);
    if (name.empty()) return "the face-down tile " + at;
    return name + " " + at;
  }
  // A carried item named in a move: a card, "face-down card 2 (Rifle)", "a face-down card picked blind".
  std::string Item(const Move& m, int carrier) const {
    if (m.face_down == -1) return "a face-down card, picked blind";
    if (m.face_down > 0) {
      std::string out = "face-down card " + std::to_string(m.face_down);
      if (carrier >= 0) {
        int k = 0;
        for (const Slot& slot : s.ch(carrier).items) {
          if (!slot.face_down || ++k != m.face_down) continue;
          if (Known(slot)) out += " (" + s.Fate(slot.card).name + ")";
          break;
        }
      }
      return out;
    }
    return Card(m.card);
  }
};

// What the person deciding is asked, in words.
std::string AskWords(const Words& w) {
  const State& s = w.s;
  const Prompt& p = s.prompt();
  switch (p.kind) {
    case PromptKind::kNone: return "";
    case PromptKind::kDraft: return "Choose the Character you keep. Nobody else sees your choice.";
    case PromptKind::kAnchor: return "Choose where your Starting Location lies, by a tile on the shore.";
    case PromptKind::kWindow: return "You may play a card or an ability now, or pass.";
    case PromptKind::kShareVote:
      return w.P(s.active()).Verb("proposes", "propose") + " to share the win: accept or decline.";
    case PromptKind::kMove: return "Step 1: move your Characters, one at a time, or end the step.";
    case PromptKind::kDeclare: return "Step 2 at " + w.Place(p.cell) + ": declare lead attempts, or no more.";
    case PromptKind::kDefend: return "Choose the defenders of this lead attempt.";
    case PromptKind::kChoose: return "Choose the Character this falls on.";
    case PromptKind::kRedirect: return "Boone may take the Injury: choose who is Injured.";
    case PromptKind::kItem: {
      std::string found = "Equipment";
      if (p.cell >= 0 && p.item >= 0 && static_cast<size_t>(p.item) < s.cell(p.cell).fate.size())
        found = w.SlotName(s.cell(p.cell).fate[static_cast<size_t>(p.item)]);
      return "Found at " + w.Place(p.cell) + ": " + found + ". Take it, leave it or use it.";
    }
    case PromptKind::kOverflow: return w.Name(p.ch) + " carries too much: choose what to drop.";
    case PromptKind::kReward: return "The lead attempt is won: choose a reward.";
    case PromptKind::kRest: return "Campsite: choose who rests, or nobody.";
    case PromptKind::kPeek: return "Choose a face-down tile to look at.";
    case PromptKind::kOrder: return "Keep or swap the top two Fate cards.";
    case PromptKind::kStep3: return "Step 3: lead a Neutral, or end the step.";
    case PromptKind::kStep4: return "Step 4: give or drop Equipment, or end the step.";
    case PromptKind::kDiscard: return "Step 5: discard Events down to four.";
    case PromptKind::kDiscardEquip: return "Choose the Equipment to discard.";
    case PromptKind::kDirection: return "Choose the Monster's direction.";
  }
  return "";
}

// What someone else is doing, after "Ana is ".
std::string DoingWords(PromptKind k) {
  switch (k) {
    case PromptKind::kDraft: return "choosing a Character";
    case PromptKind::kAnchor: return "choosing a Starting Location";
    case PromptKind::kShareVote: return "voting on a shared win";
    case PromptKind::kMove: return "moving Characters (Step 1)";
    case PromptKind::kDeclare: return "declaring lead attempts (Step 2)";
    case PromptKind::kDefend: return "choosing the defenders";
    case PromptKind::kChoose: return "choosing who an effect falls on";
    case PromptKind::kRedirect: return "choosing who takes the Injury";
    case PromptKind::kItem: return "deciding about Equipment found";
    case PromptKind::kOverflow: return "choosing what to drop";
    case PromptKind::kReward: return "choosing a reward";
    case PromptKind::kRest: return "choosing who rests";
    case PromptKind::kPeek: return "looking at a face-down tile";
    case PromptKind::kOrder: return "ordering the top Fate cards";
    case PromptKind::kStep3: return "leading Neutrals (Step 3)";
    case PromptKind::kStep4: return "passing Equipment (Step 4)";
    case PromptKind::kDiscard: return "discarding Events (Step 5)";
    case PromptKind::kDiscardEquip: return "choosing Equipment to discard";
    case PromptKind::kDirection: return "choosing the Monster's direction";
    default: return "deciding";
  }
}

std::string StepWords(const std::string& step) {
  if (step == "start") return "the start of the turn";
  if (step == "move") return "Step 1, moving";
  if (step == "engage") return "Step 2, exploring";
  if (step == "lead") return "Step 3, leading Neutrals";
  if (step == "transfer") return "Step 4, passing Equipment";
  if (step == "discard") return "Step 5, discarding";
  if (step == "monster") return "the Monster Phase";
  return step;
}

std::string WinWords(const Words& w) {
  const State& s = w.s;
  std::vector<std::string> who;
  for (int p : s.winners()) who.push_back(w.Who(p));
  const std::string all = who.empty() ? "Nobody" : text::JoinAnd(who);
  std::string how;
  switch (s.win_reason()) {
    case WinReason::kLastPlayer: how = "the last player left in the game"; break;
    case WinReason::kAllCharacters: how = "leading every Character on the island"; break;
    case WinReason::kStartingCharacter:
      how = "a Starting Character's win condition";
      if (s.winners().size() == 1 && s.StartingOf(s.winners().front()) >= 0)
        how = s.Def(s.StartingOf(s.winners().front())).name + "'s win condition, " +
              w.P(s.winners().front()).Their() + " Starting Character";
      break;
    case WinReason::kLeader: how = "leading the most Characters at the end of the Round"; break;
    case WinReason::kShared: how = "a shared win everyone agreed to"; break;
    case WinReason::kNone: how = "no winner"; break;
  }
  return "The game is over. " + all + " won: " + how + ".";
}

// The Power Check under way, as lines.
std::vector<std::string> PowerCheckLines(const Words& w) {
  const State& s = w.s;
  const PowerCheck& pc = *s.pc();
  std::vector<std::string> lines;
  const bool vs_enc = pc.kind == PowerCheck::Kind::kEncounter || pc.kind == PowerCheck::Kind::kMonster;
  std::string enc = "the Monster";
  if (pc.kind == PowerCheck::Kind::kEncounter) enc = pc.enc_card != kUnknown ? "the " + s.Fate(pc.enc_card).name : "an Encounter";
  std::string what;
  if (vs_enc) {
    what = w.Chars(pc.side[0]) + " against " + enc;
  } else {
    const bool neutral = pc.kind == PowerCheck::Kind::kLeadNeutral;
    what = w.Chars(pc.side[0]) + (std::popcount(pc.side[0]) == 1 ? " tries" : " try") + " to lead " +
           (neutral ? "the Neutral " : "") + w.Name(pc.target);
    if (pc.side[1]) what += ", defended by " + w.Chars(pc.side[1], pc.target);
  }
  lines.push_back(what + ", at " + w.Place(pc.cell) + ".");
  if (pc.cancelled) {
    lines.push_back("The Power Check is cancelled.");
    return lines;
  }
  std::string powers;
  for (int side = 0; side < 2; ++side)
    for (int c = 0; c < kNumChars; ++c)
      if (pc.side[side] >> c & 1u) powers += (powers.empty() ? "" : ", ") + w.Name(c) + " " + std::to_string(s.Power(c));
  lines.push_back("Power: " + powers + (vs_enc ? ", " + enc + " " + std::to_string(s.EncounterTotal()) : "") + ".");
  const int a = s.SideTotal(0), b = vs_enc ? s.EncounterTotal() : s.SideTotal(1);
  if (pc.rolled) {
    lines.push_back("Dice: " + std::to_string(pc.die[0]) + " and " + std::to_string(pc.die[1]) + ", " +
                    std::to_string(a + pc.die[0]) + " against " + std::to_string(b + pc.die[1]) + ".");
  } else {
    lines.push_back("Before the dice: " + std::to_string(a) + " against " + std::to_string(b) + ".");
  }
  // The odds for the viewer's side, or the attackers'.
  int side = -1;
  for (int k = 0; k < 2 && side < 0; ++k)
    for (int c = 0; c < kNumChars; ++c)
      if ((pc.side[k] >> c & 1u) && w.Mine(c)) side = k;
  if (side < 0 && w.seat >= 0 && pc.defender == w.seat) side = 1;
  if (side < 0 && w.seat >= 0 && pc.attacker == w.seat) side = 0;
  const Odds odds = side == 1 ? s.CurrentOdds().Flipped() : s.CurrentOdds();
  lines.push_back(std::string(side < 0 ? (vs_enc ? "The Characters' odds: " : "The attackers' odds: ") : "Your odds: ") +
                  OddsWords(odds) + ".");
  return lines;
}

std::string CharacterLine(const Words& w, int c) {
  const State& s = w.s;
  const CharState& cs = s.ch(c);
  std::string line = w.Name(c) + " (" + w.Whose(c) + "; Power " + std::to_string(s.Def(c).power);
  if (cs.sc_of >= 0) line += "; " + w.P(cs.sc_of).Possessive() + " Starting Character";
  line += "): at " + w.Place(cs.pos);
  std::vector<std::string> state;
  if (cs.injured) state.push_back("Injured");
  if (cs.trap > 0) state.push_back("Trapped for " + text::Plural(cs.trap, "turn", "turns"));
  if (cs.resting) state.push_back("resting");
  if (cs.skip_next || cs.skipping) state.push_back("skips a turn");
  if (cs.protected_round) state.push_back("in Sanctuary");
  if (cs.round_mod) state.push_back(std::string(cs.round_mod > 0 ? "+" : "") + std::to_string(cs.round_mod) + " Power this Round");
  if (state.empty()) state.push_back("healthy");
  for (const std::string& t : state) line += "; " + t;
  if (!cs.items.empty()) {
    std::vector<std::string> items;
    for (const Slot& slot : cs.items) items.push_back(w.SlotName(slot));
    line += "; carries " + text::JoinAnd(items);
  }
  return line + ".";
}

// Seats from the viewer on, round the table.
std::vector<int> SeatOrder(const State& s, int seat) {
  std::vector<int> out;
  const int from = seat >= 0 && seat < s.seats() ? seat : 0;
  for (int k = 0; k < s.seats(); ++k) out.push_back((from + k) % s.seats());
  return out;
}

}  // namespace

std::vector<Game::TextPart> LostBoardGame::DescribeTable(int seat, const std::vector<std::string>& names) const {
  if (seat >= NumSeats()) seat = -1;
  const State v = state_.RedactedFor(seat);
  const Words w{v, seat, names};
  const Board& board = v.board();
  std::vector<TextPart> parts;

  // --- Now: whose turn, what is being decided.
  {
    TextPart now{"Now", {}};
    const std::vector<int> deciding = v.Deciding();
    const bool mine = seat >= 0 && std::find(deciding.begin(), deciding.end(), seat) != deciding.end();
    if (v.over()) {
      now.lines.push_back(WinWords(w));
    } else if (v.prompt().kind == PromptKind::kDraft) {
      now.lines.push_back("The draft: every player keeps one of the two Characters dealt, in secret.");
      if (seat >= 0) {
        const Player& me = v.player(seat);
        std::vector<std::string> dealt;
        for (int8_t d : me.dealt)
          if (d >= 0) dealt.push_back(w.Name(d) + " (Power " + std::to_string(v.Def(d).power) + ")");
        if (!dealt.empty()) now.lines.push_back("You were dealt " + text::JoinAnd(dealt) + ".");
        for (int8_t d : me.dealt)
          if (d >= 0)
            now.lines.push_back(w.Name(d) + ": " + RulesText(v.Def(d)) + " Wins when: " + WinText(v.Def(d)));
      }
    } else if (v.round() <= 0) {
      now.lines.push_back("Setting up: each player chooses where their Starting Location lies.");
    } else {
      std::string line = "Round " + std::to_string(v.round());
      if (v.active() >= 0) line += ", " + w.P(v.active()).Possessive() + " turn";
      if (!v.step_name().empty()) line += ": " + StepWords(v.step_name());
      now.lines.push_back(line + ".");
    }
    if (!v.over()) {
      if (mine) {
        const std::string ask = AskWords(w);
        if (!ask.empty()) now.lines.push_back(ask);
      } else if (v.prompt().kind == PromptKind::kWindow) {
        // As on the screen: whoever holds priority, everyone may react (a
        // pause tells nobody who holds a card).
        now.lines.push_back("Everyone may react now: play a card or an ability, or pass.");
      } else if (!deciding.empty()) {
        std::vector<std::string> who;
        for (int d : deciding) who.push_back(w.Who(d));
        now.lines.push_back("Waiting for " + text::JoinAnd(who) + ": " + DoingWords(v.prompt().kind) + ".");
      }
      if (v.prompt().kind == PromptKind::kDraft && !deciding.empty()) {
        std::vector<std::string> who;
        for (int d : deciding) who.push_back(w.Who(d));
        now.lines.push_back("Still choosing: " + text::JoinAnd(who) + ".");
      }
    }
    parts.push_back(std::move(now));
  }

  // --- A Power Check under way.
  if (v.pc()) parts.push_back({"Power Check", PowerCheckLines(w)});

  // --- The viewer's cards.
  if (seat >= 0) {
    TextPart hand{"Your Events", {}};
    for (uint8_t card : v.player(seat).hand)
      if (card != kUnknown) hand.lines.push_back(v.Fate(card).name + ": " + RulesText(v.Fate(card)));
    if (hand.lines.empty()) hand.lines.push_back("You hold no Events.");
    if (v.round() > 0 || v.over()) parts.push_back(std::move(hand));
  }

  // --- The players and their Characters.
  {
    TextPart players{"Players", {}};
    for (int p : SeatOrder(v, seat)) {
      const Player& pl = v.player(p);
      std::string line = w.Who(p) + ": " + text::Plural(v.Controlled(p), "Character", "Characters") + " in play, " +
                         text::Plural(static_cast<long long>(pl.hand.size()), "Event", "Events") + " in hand";
      const int sc = v.StartingOf(p);
      if (sc >= 0) line += "; Starting Character " + w.Name(sc);
      if (pl.anchor >= 0) line += "; Starting Location by " + board.CellText(pl.anchor);
      if (pl.resigned) line += "; resigned";
      else if (pl.out) line += "; out of the game";
      if (!v.over() && p == v.active() && v.round() > 0) line += "; " + w.P(p).Their() + " turn";
      players.lines.push_back(line + ".");
    }
    if (seat >= 0) {
      const int sc = v.StartingOf(seat);
      if (sc >= 0 && v.ch(sc).controller == seat) {
        const CharacterDef& def = v.Def(sc);
        std::string win = "Your win condition (" + def.name + "): " + WinText(def);
        const Player& me = v.player(seat);
        if (def.win.check == WinCheck::kCounter) {
          win += " Progress: " + std::to_string(me.counter) + " of " + std::to_string(def.win.n) + ".";
        } else if (def.win.check == WinCheck::kCorners) {
          win += " Progress: " + std::to_string(std::popcount(static_cast<unsigned>(me.corners))) + " of 4 corners.";
        } else if (def.win.check == WinCheck::kEndTurnControl) {
          win += " Now: " + std::to_string(v.Controlled(seat)) + " of " + std::to_string(def.win.n) + ".";
        }
        players.lines.push_back(win);
      }
    }
    parts.push_back(std::move(players));

    TextPart chars{"Characters", {}};
    for (int p : SeatOrder(v, seat))
      for (int c = 0; c < kNumChars; ++c)
        if (v.Alive(c) && v.ch(c).controller == p)
          chars.lines.push_back(CharacterLine(w, c));
    for (int c = 0; c < kNumChars; ++c)
      if (v.Alive(c) && v.ch(c).controller < 0) chars.lines.push_back(CharacterLine(w, c));
    std::vector<std::string> killed;
    for (int c = 0; c < kNumChars; ++c)
      if (v.ch(c).zone == CharState::Zone::kGraveyard) killed.push_back(w.Name(c));
    if (!killed.empty()) chars.lines.push_back("Killed: " + text::JoinAnd(killed) + ".");
    if (!chars.lines.empty()) parts.push_back(std::move(chars));
  }

  // --- Where the viewer's Characters can go (its own Step 1 ahead).
  if (seat >= 0 && !v.over() && v.active() == seat && (v.step_name() == "start" || v.step_name() == "move")) {
    TextPart reach{"Where your Characters can move", {}};
    const uint32_t movable = v.Movable(seat);
    for (int c = 0; c < kNumChars; ++c) {
      if (!(movable >> c & 1u)) continue;
      std::vector<std::string> to;
      for (int cell : v.MoveTargets(c)) to.push_back(w.Place(cell));
      if (!to.empty()) reach.lines.push_back(w.Name(c) + ", from " + w.Place(v.ch(c).pos) + ": " + text::JoinAnd(to) + ".");
    }
    if (!reach.lines.empty()) parts.push_back(std::move(reach));
  }

  // --- The island, tile by tile.
  {
    TextPart island{"The island", {}};
    island.lines.push_back(std::to_string(board.n) + " by " + std::to_string(board.n) +
                           " hexagonal tiles, named (column,row) from (0,0) in the north-west; odd rows sit half a "
                           "tile east.");
    const int monster = v.monster_cell();
    std::vector<std::string> bare;
    for (int cell = 0; cell < board.cells(); ++cell) {
      const Cell& c = v.cell(cell);
      const std::string name = w.TileName(cell);
      const uint32_t here = v.AllAt(cell);
      if (name.empty() && here == 0 && c.fate.empty() && monster != cell) {
        bare.push_back(board.CellText(cell));
        continue;
      }
      std::string line = board.CellText(cell) + " ";
      if (name.empty()) {
        line += "face down, " + std::string(board.Shore(cell) ? "on the shore" : "inland");
      } else {
        const LocationDef& loc = v.content().locations[v.content().tiles[c.tile]];
        line += name + (c.face_up ? "" : ", face down (you looked)") + ", " +
                (loc.shoreline ? "Shoreline" : "Inner");
        const std::string rules = RulesText(loc);
        if (!rules.empty()) line += ": " + rules;
      }
      if (line.back() != '.') line += ".";
      if (here) {
        std::vector<std::string> who;
        for (int ch = 0; ch < kNumChars; ++ch)
          if (here >> ch & 1u) who.push_back(w.Name(ch) + " (" + w.Whose(ch) + ")");
        line += " Here: " + text::JoinAnd(who) + ".";
      }
      if (monster == cell) line += " The Monster is here.";
      std::vector<std::string> cards;
      for (const Slot& slot : c.fate)
        if (!(slot.card != kUnknown && v.Fate(slot.card).monster)) cards.push_back(w.SlotName(slot));
      if (!cards.empty()) line += " Cards: " + text::JoinAnd(cards) + ".";
      island.lines.push_back(line);
    }
    if (!bare.empty())
      island.lines.push_back("Face down, nobody there: " + text::JoinAnd(bare) + ".");
    for (int p : SeatOrder(v, seat)) {
      const Player& pl = v.player(p);
      std::vector<std::string> who;
      for (int ch = 0; ch < kNumChars; ++ch)
        if (v.Alive(ch) && v.ch(ch).pos == kStartPos + p) who.push_back(w.Name(ch) + " (" + w.Whose(ch) + ")");
      if (pl.anchor < 0 && who.empty()) continue;
      std::string line = Capitalised(w.StartName(p));
      if (pl.anchor >= 0) line += ", by " + board.CellText(pl.anchor);
      line += who.empty() ? ": nobody there." : ": " + text::JoinAnd(who) + ".";
      island.lines.push_back(line);
    }
    if (v.monster_gone()) island.lines.push_back("The Monster is gone for good.");
    parts.push_back(std::move(island));
  }

  // --- The piles.
  {
    TextPart cards{"Cards", {}};
    std::string fate = "Fate deck: " + text::Plural(static_cast<long long>(v.fate_deck().size()), "card", "cards") +
                       "; discard pile: " + text::Plural(static_cast<long long>(v.fate_discard().size()), "card", "cards");
    if (!v.fate_discard().empty() && v.fate_discard().back() != kUnknown)
      fate += ", " + v.Fate(v.fate_discard().back()).name + " on top";
    cards.lines.push_back(fate + ".");
    if (seat >= 0 && v.deck_known(seat) > 0) {
      std::vector<std::string> top;
      const auto& deck = v.fate_deck();
      for (int k = 0; k < v.deck_known(seat) && k < static_cast<int>(deck.size()); ++k) {
        const uint8_t card = deck[deck.size() - 1 - static_cast<size_t>(k)];
        top.push_back(card == kUnknown ? "?" : v.Fate(card).name);
      }
      if (!top.empty()) cards.lines.push_back("You know the top of the Fate deck: " + text::JoinAnd(top) + ", first drawn first.");
    }
    if (seat >= 0 && v.player(seat).seen_hand_of >= 0) {
      std::vector<std::string> seen;
      for (uint8_t card : v.player(seat).seen_hand)
        if (card != kUnknown) seen.push_back(v.Fate(card).name);
      cards.lines.push_back("When you looked, " + w.P(v.player(seat).seen_hand_of).Possessive() + " hand held " +
                            (seen.empty() ? std::string("nothing") : text::JoinAnd(seen)) + ".");
    }
    cards.lines.push_back("Character deck: " + text::Plural(static_cast<long long>(v.char_deck().size()), "card", "cards") +
                          "; tiles left out: " + std::to_string(v.unused_tiles().size()) + ".");
    parts.push_back(std::move(cards));
  }
  return parts;
}

Game::MoveText LostBoardGame::DescribeLegalMove(int seat, std::string_view move,
                                                const std::vector<std::string>& names) const {
  const State& s = state_;
  const Result<Move> parsed = Move::Parse(move, s.board());
  if (!parsed) return Game::DescribeLegalMove(seat, move, names);
  const Move& m = *parsed;
  const Words w{s, seat, names};
  const Prompt& p = s.prompt();
  using K = Move::Kind;
  const std::string fd = m.hide ? ", face down" : "";
  switch (m.kind) {
    case K::kKeep:
      return {"Choose", "Keep " + w.Name(m.ch) + " (Power " + std::to_string(s.Def(m.ch).power) +
                            ") as your Starting Character"};
    case K::kStart: return {"Choose", "Put your Starting Location by " + w.Place(m.to)};
    case K::kMove: {
      const int from = m.from >= kStartPos ? kStartPos + (seat >= 0 ? seat : 0) : m.from;
      if (m.from >= kStartPos || m.from < 0)
        return {"Move", "Move " + w.Name(m.ch) + " from your Starting Location onto " + w.Place(m.to)};
      const int d = s.board().Distance(from, m.to);
      return {"Move", "Move " + w.Name(m.ch) + " " + std::string(s.board().Wind(from, m.to)) + " to " + w.Place(m.to) +
                          (d > 1 ? " (" + std::to_string(d) + " tiles)" : "")};
    }
    case K::kLead: {
      const bool neutral = m.target >= 0 && s.ch(m.target).controller < 0;
      std::string label = "Lead " + (neutral ? "the Neutral " + w.Name(m.target)
                                             : w.Name(m.target) + " (" + w.Whose(m.target) + ")");
      return {"Lead", label + " with " + w.Chars(m.chars)};
    }
    case K::kDefend:
      return {"Choose", std::popcount(m.chars) == 1 ? "Defend " + w.Name(m.target) + " alone"
                                                    : "Defend with " + w.Chars(m.chars, m.target)};
    case K::kDone:
      switch (p.kind) {
        case PromptKind::kDeclare: return {"Done", "Declare no more lead attempts"};
        case PromptKind::kStep3: return {"Done", "End Step 3"};
        case PromptKind::kStep4: return {"Done", "End Step 4"};
        case PromptKind::kRest: return {"Done", "Nobody more rests"};
        case PromptKind::kPeek: return {"Done", "Stop looking"};
        case PromptKind::kMove: return {"Done", "End Step 1"};
        default: return {"Done", "Done"};
      }
    case K::kChoose: return {"Choose", "Choose " + w.Name(m.ch) + " (" + w.Whose(m.ch) + ")"};
    case K::kInjure: return {"Choose", "Let " + w.Name(m.ch) + " take the Injury"};
    case K::kTake: return {"Equipment", "Take " + w.Card(m.card) + " for " + w.Name(m.ch) + fd};
    case K::kLeave: return {"Equipment", "Leave " + w.Card(m.card) + " on the tile" + fd};
    case K::kUseFound: {
      std::string label = "Use " + w.Card(m.card) + " at once";
      if (m.ch2 >= 0) label += " on " + w.Name(m.ch2);
      if (m.seat >= 0) label += " on " + w.P(m.seat).Object();
      return {"Use", label};
    }
    case K::kReward: {
      const int target = p.kind == PromptKind::kReward ? p.ch : -1;
      const std::string them = target >= 0 ? w.Name(target) : "the target";
      switch (m.reward) {
        case Move::Reward::kControl: return {"Choose", "Reward: lead " + them + " from now on"};
        case Move::Reward::kEvent: {
          const int from = p.kind == PromptKind::kReward ? p.index : -1;
          return {"Choose", "Reward: take an Event at random from " +
                                (from >= 0 ? w.P(from).Possessive() + " hand" : std::string("the defender"))};
        }
        case Move::Reward::kInjure: return {"Choose", "Reward: Injure " + them};
        case Move::Reward::kNone: return {"Choose", "No reward"};
        case Move::Reward::kEquipment:
          return {"Choose", "Reward: take " + w.Item(m, target) + " from " + them +
                                (m.drop ? " and drop it on the tile" : " for " + w.Name(m.ch2)) + fd};
      }
      break;
    }
    case K::kRest: return {"Choose", "Let " + w.Name(m.ch) + " rest"};
    case K::kPeek: return {"Choose", "Look at " + w.Place(m.to)};
    case K::kOrder:
      return {"Choose", m.swap ? "Swap the top two Fate cards" : "Keep the top two Fate cards in their order"};
    case K::kGive:
      return {"Equipment", "Give " + w.Item(m, m.ch) + " from " + w.Name(m.ch) + " to " + w.Name(m.ch2)};
    case K::kDrop: return {"Equipment", "Drop " + w.Item(m, m.ch) + " from " + w.Name(m.ch) + fd};
    case K::kDiscard: return {"Discard", "Discard " + w.Card(m.card) + " from your hand"};
    case K::kDiscardEquip: return {"Discard", "Discard " + w.Item(m, m.ch) + " from " + w.Name(m.ch)};
    case K::kPass:
      return {"Pass", p.kind == PromptKind::kWindow && p.seat == seat && s.window().kind == WindowKind::kStart &&
                              s.active() == seat
                          ? "Pass (go on with your turn)"
                          : "Pass (play nothing now)"};
    case K::kPlay:
    case K::kUse: {
      std::string label = m.kind == K::kPlay ? "Play " + w.Card(m.card) : "Use " + w.Name(m.ch) + "'s " + w.Card(m.card);
      const FateDef& f = s.content().fate[static_cast<size_t>(m.card)];
      if (f.Has(Prim::kStealEquipment)) {
        Move item = m;
        item.card = m.to;
        return {m.kind == K::kPlay ? "Play" : "Use", label + ": take " + w.Item(item, m.target) + " from " +
                                                         w.Name(m.target) + " for " + w.Name(m.ch2)};
      }
      if (m.on_enc) label += " on the " + w.Card(m.to);
      else if (m.ch2 >= 0) label += " on " + w.Name(m.ch2) + (w.Mine(m.ch2) ? "" : " (" + w.Whose(m.ch2) + ")");
      if (m.seat >= 0) label += (f.Has(Prim::kStealEvent) ? " from " : " on ") + w.P(m.seat).Object();
      if (m.dir > 0) label += ", sending the Monster " + std::string(WindName(m.dir));
      if (m.coin >= 0) label += m.coin ? ", calling tails" : ", calling heads";
      return {m.kind == K::kPlay ? "Play" : "Use", label};
    }
    case K::kAbility: {
      std::string label = "Use " + w.Name(m.ch) + "'s ability";
      if (m.ch2 >= 0) label += " on " + w.Name(m.ch2);
      if (m.seat >= 0) label += " on " + w.P(m.seat).Object();
      return {"Use", label};
    }
    case K::kResign: return {"Game", "Resign (leave the game)"};
    case K::kPropose: return {"Game", "Propose to share the win"};
    case K::kAccept: return {"Vote", "Accept the shared win"};
    case K::kDecline: return {"Vote", "Decline the shared win"};
    case K::kDirection:
      return {"Choose", "Send the Monster " + std::string(WindName(m.dir)) + " (" + std::string(DirectionName(m.dir)) + ")"};
  }
  return Game::DescribeLegalMove(seat, move, names);
}

}  // namespace lf::lost_board_game
