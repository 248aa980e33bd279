// Lost: The Board Game on screen: the island (a hex map to zoom and pan,
// tiles, Characters, Fate cards, Campsites, the Monster, the Starting
// Locations), a panel answering every prompt from the engine's legal moves,
// the odds of Power Checks, the Character cards, the players, undo, the
// rules and the log, and the end-of-game breakdown. The table holds no rules
// of its own: it draws what the engine says (src/games/lost_board_game,
// docs/rules/lost-board-game.md) and plays the moves the engine lists.
// The shared screens (ui/play/game_ui.h) do set-up, privacy, saving and the
// end screen; the table takes the whole play area (FullScreen) because the
// map pans with a finger.
//
// Named items: lbg/map (the island), lbg/tile/<c>,<r>, lbg/start/<seat>,
// lbg/char/<Name> (a token on the map), lbg/zoom-in, lbg/zoom-out, lbg/fit,
// lbg/m/<move> (a legal move in the panel, named by its notation),
// lbg/sel/<Name> (choose a Character to move), lbg/autopass/{ask,turn,pc},
// lbg/status (the line saying what to do), lbg/round/<n> (the Round it
// shows), lbg/odds (a Power Check's odds), lbg/info (the selected Character
// or tile), lbg/timer, game/undo, game/rules, lbg/log, lbg/end/plot,
// lbg/end/won/<how> (the win reason, in words).
//
// Index
//   [SECTION] Words: prompts, moves, odds
//   [SECTION] Geometry of the island
//   [SECTION] Pictures (the one place a tile, token or card picture is drawn)
//   [SECTION] The table: map, panel, end of game
//   [SECTION] The entry
#include "ui/games/lost_board_game/lost_board_game_ui.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cfloat>
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/person.h"
#include "core/text.h"
#include "games/lost_board_game/lost_board_game.h"
#include "ui/games/lost_board_game/board_art.h"
#include "ui/games/lost_board_game/board_motion.h"
#include "play/guide.h"
#include "ui/play/card_flight.h"
#include "ui/widgets.h"

namespace lf::ui {
namespace {

namespace lbg = ::lf::lost_board_game;
using lbg::PromptKind;
using lbg::State;
using BMove = lbg::Move;
using board_motion::Shown;
using board_motion::ShownCard;
using board_motion::ShownChar;
using board_motion::ShownTile;

const lbg::LostBoardGame& Lbg(const Game& game) { return static_cast<const lbg::LostBoardGame&>(game); }

constexpr float kSqrt3 = 1.7320508f;

// Each seat's colour (tokens, Starting Locations, the end plot); Neutrals grey.
ImVec4 SeatColour(int seat) {
  static const ImVec4 kColours[lbg::kMaxSeats] = {ImVec4(0.80f, 0.29f, 0.22f, 1), ImVec4(0.20f, 0.42f, 0.78f, 1),
                                                  ImVec4(0.18f, 0.55f, 0.27f, 1), ImVec4(0.55f, 0.33f, 0.72f, 1),
                                                  ImVec4(0.85f, 0.52f, 0.08f, 1), ImVec4(0.05f, 0.55f, 0.58f, 1),
                                                  ImVec4(0.80f, 0.33f, 0.58f, 1), ImVec4(0.45f, 0.33f, 0.20f, 1)};
  return seat < 0 ? ImVec4(0.42f, 0.42f, 0.42f, 1) : kColours[seat % lbg::kMaxSeats];
}

//-----------------------------------------------------------------------------
// [SECTION] Words: prompts, moves, odds
//-----------------------------------------------------------------------------

std::string Capitalised(std::string t) {
  if (!t.empty() && t[0] >= 'a' && t[0] <= 'z') t[0] = static_cast<char>(t[0] - 'a' + 'A');
  return t;
}

// "Ana's", "Your" (the session calls the one person against bots "You").
std::string Possessive(const std::string& name) { return name == "You" ? "Your" : name + "'s"; }

std::string Percent(int n, int total) {
  return std::to_string(total > 0 ? static_cast<int>(std::lround(100.0 * n / total)) : 0) + "%";
}

std::string OddsWords(const lbg::Odds& o) {
  return "win " + Percent(o.win, o.total) + " \xC2\xB7 tie " + Percent(o.tie, o.total) + " \xC2\xB7 lose " +
         Percent(o.lose, o.total);
}

std::string CharList(const State& s, uint32_t chars) {
  std::string out;
  for (int c = 0; c < lbg::kNumChars; ++c) {
    if (!(chars >> c & 1u)) continue;
    out += (out.empty() ? "" : " + ") + std::string(s.Name(c));
  }
  return out;
}

// The way from one tile to another in words: "north-east", "two tiles west".
std::string Bearing(const lbg::Board& b, int from, int to) {
  const std::string wind(b.Wind(from, to));
  const int d = b.Distance(from, to);
  static const char* const kCounts[] = {"", "", "two", "three", "four", "five", "six", "seven", "eight"};
  return d <= 1 ? wind : std::string(kCounts[std::min(d, 8)]) + " tiles " + wind;
}

// A tile by its name, never its coordinates: "Lagoon", "the face-down tile
// to the north-east" (seen from `from`, a tile), "the Starting Location". A
// name that two tiles share, or a face-down tile seen from nowhere, says where
// it lies from `from` or from the nearest tile with a name.
std::string CellName(const State& s, int cell, int from = -1) {
  if (cell >= lbg::kStartPos) return "the Starting Location";
  if (cell < 0) return "?";
  const lbg::Board& b = s.board();
  auto name_of = [&](int at) -> std::string {
    const lbg::Cell& c = s.cell(at);
    return c.tile == lbg::kUnknown ? std::string() : s.content().locations[s.content().tiles[c.tile]].name;
  };
  const std::string name = name_of(cell);
  if (from >= lbg::kStartPos) from = s.player(from - lbg::kStartPos).anchor;
  if (!name.empty()) {
    bool shared = false;
    for (int other = 0; other < b.cells(); ++other) shared |= other != cell && name_of(other) == name;
    if (!shared) return name;
    if (from >= 0 && from != cell) return name + " (" + Bearing(b, from, cell) + ")";
  } else if (from >= 0 && from != cell) {
    return "the face-down tile " + std::string(b.Distance(from, cell) <= 1 ? "to the " : "") + Bearing(b, from, cell);
  }
  // Seen from the nearest tile with a name of its own.
  int best = -1;
  for (int other = 0; other < b.cells(); ++other) {
    if (other == cell || name_of(other).empty()) continue;
    bool unique = true;
    for (int k = 0; k < b.cells() && unique; ++k) unique = k == other || name_of(k) != name_of(other);
    if (unique && (best < 0 || b.Distance(cell, other) < b.Distance(cell, best))) best = other;
  }
  const std::string what = name.empty() ? "a face-down tile" : name;
  if (best < 0) return what + (b.Shore(cell) ? " on the shore" : " inland");
  return what + ", " + Bearing(b, best, cell) + " of " + name_of(best);
}

// What the prompt asks of the person deciding, in words.
std::string PromptWords(const State& s) {
  const lbg::Prompt& p = s.prompt();
  switch (p.kind) {
    case PromptKind::kNone:
      return "";
    case PromptKind::kDraft:
      return "Choose the Character you keep. Nobody else sees your choice.";
    case PromptKind::kAnchor:
      return "Choose where your Starting Location lies: tap a lit tile on the shore.";
    case PromptKind::kWindow:
      return "You may play a card or an ability now, or pass.";
    case PromptKind::kShareVote:
      return "Someone proposes to share the win: accept or decline.";
    case PromptKind::kMove:
      return "Step 1: tap one of your Characters, then a lit tile (or choose below).";
    case PromptKind::kDeclare:
      return "Step 2: declare lead attempts here, or say no more.";
    case PromptKind::kDefend:
      return "Choose the defenders of this lead attempt.";
    case PromptKind::kChoose:
      return "Choose the Character this falls on.";
    case PromptKind::kRedirect:
      return "Boone may take the Injury: choose who is Injured.";
    case PromptKind::kItem:
      return "Equipment found: take it, leave it or use it.";
    case PromptKind::kOverflow:
      return "Over the carry limit: choose what to drop.";
    case PromptKind::kReward:
      return "The lead attempt is won: choose the reward.";
    case PromptKind::kRest:
      return "Campsite: choose who rests, or nobody.";
    case PromptKind::kPeek:
      return "Choose a face-down tile to look at: tap a lit tile.";
    case PromptKind::kOrder:
      return "Keep or swap the top two Fate cards.";
    case PromptKind::kStep3:
      return "Step 3: lead a Neutral, or end the step.";
    case PromptKind::kStep4:
      return "Step 4: give or drop Equipment, or end the step.";
    case PromptKind::kDiscard:
      return "Step 5: discard Events down to four.";
    case PromptKind::kDiscardEquip:
      return "Choose the Equipment to discard.";
    case PromptKind::kDirection:
      return "Choose the Monster's direction.";
  }
  return "";
}

std::string PlaceWords(const lbg::Board& b, int cell);

// A legal move in words for its button.
std::string MoveLabel(const State& s, const play::Session& session, const BMove& m, const std::string& text) {
  using K = BMove::Kind;
  auto name = [&](int c) { return c >= 0 ? std::string(s.Name(c)) : std::string("?"); };
  switch (m.kind) {
    case K::kKeep:
      return "Keep " + name(m.ch) + " as your Starting Character";
    case K::kStart: {
      // Every anchor apart: where on the shore, and the tile's name once known.
      const lbg::Cell& c = s.cell(m.to);
      const std::string name =
          c.tile != lbg::kUnknown ? " (" + s.content().locations[s.content().tiles[c.tile]].name + ")" : "";
      return "Starting Location by " + PlaceWords(s.board(), m.to) + name;
    }
    case K::kMove:
      return name(m.ch) + " to " + CellName(s, m.to, m.from >= 0 ? m.from : s.ch(m.ch).pos);
    case K::kLead: {
      const bool neutral = m.target >= 0 && s.ch(m.target).controller < 0;
      // "Sawyer tries", "Kate + Sayid try".
      const bool one = std::popcount(m.chars) == 1;
      return CharList(s, m.chars) + (one ? " tries" : " try") + " to lead " + (neutral ? "the Neutral " : "") +
             name(m.target);
    }
    case K::kDefend:
      return "Defend with " + CharList(s, m.chars);
    case K::kChoose:
      return "Choose " + name(m.ch);
    case K::kInjure:
      return name(m.ch) + " takes the Injury";
    case K::kRest:
      return name(m.ch) + " rests";
    case K::kPeek:
      return "Look at " + CellName(s, m.to);
    case K::kPass:
      return "Pass";
    case K::kDirection:
      return "The Monster goes " + std::string(lbg::DirectionName(m.dir));
    case K::kAbility: {
      std::string out = "Use " + name(m.ch) + "'s ability";
      if (m.ch2 >= 0) out += " on " + name(m.ch2);
      if (m.seat >= 0) out += " on " + Person(session.SeatName(m.seat)).Object();
      return out;
    }
    case K::kResign:
      return "Resign";
    case K::kPropose:
      return "Propose to share the win";
    case K::kAccept:
      return "Accept the shared win";
    case K::kDecline:
      return "Decline the shared win";
    case K::kDone:
      switch (s.prompt().kind) {
        case PromptKind::kDeclare:
          return "No (more) lead attempts";
        case PromptKind::kStep3:
          return "End Step 3";
        case PromptKind::kStep4:
          return "End Step 4";
        case PromptKind::kRest:
          return "Nobody (more) rests";
        case PromptKind::kPeek:
          return "Stop looking";
        default:
          return "Done";
      }
    default:
      break;
  }
  std::string out;
  for (char c : text)
    if (c != '"') out += c;
  return Capitalised(out);
}

// A line of rules under a move's button: the card's text, the ability.
std::string MoveDetail(const State& s, const BMove& m) {
  using K = BMove::Kind;
  switch (m.kind) {
    case K::kPlay:
    case K::kUse:
    case K::kTake:
    case K::kUseFound:
    case K::kLeave:
    case K::kDiscard:
      if (m.card >= 0) return lbg::RulesText(s.content().fate[static_cast<size_t>(m.card)]);
      return "";
    case K::kAbility:
      return m.ch >= 0 ? lbg::RulesText(s.Def(m.ch)) : "";
    case K::kKeep:
      return m.ch >= 0 ? "Power " + std::to_string(s.Def(m.ch).power) + ". " + lbg::RulesText(s.Def(m.ch)) : "";
    default:
      return "";
  }
}

// Where a tile lies, in words that tell every tile apart: "the north-west
// corner", "the north shore, 3rd from the west", "inland, row 2, 3rd from the west".
std::string PlaceWords(const lbg::Board& b, int cell) {
  const int n = b.n, c = b.Col(cell), r = b.Row(cell);
  auto nth = [](int k) {
    const char* suffix = k % 10 == 1 && k != 11 ? "st" : k % 10 == 2 && k != 12 ? "nd" : k % 10 == 3 && k != 13 ? "rd" : "th";
    return std::to_string(k) + suffix;
  };
  if ((c == 0 || c == n - 1) && (r == 0 || r == n - 1))
    return std::string("the ") + (r == 0 ? "north" : "south") + "-" + (c == 0 ? "west" : "east") + " corner";
  if (r == 0) return "the north shore, " + nth(c + 1) + " from the west";
  if (r == n - 1) return "the south shore, " + nth(c + 1) + " from the west";
  if (c == 0) return "the west shore, " + nth(r + 1) + " from the north";
  if (c == n - 1) return "the east shore, " + nth(r + 1) + " from the north";
  return "inland, row " + std::to_string(r + 1) + ", " + nth(c + 1) + " from the west";
}

// A play that names a target (a Character, a player, the Encounter): the
// same play with its target left out, or "" for any other move.
std::string TargetGroup(const State& s, const BMove& m) {
  using K = BMove::Kind;
  if (m.kind != K::kPlay && m.kind != K::kAbility && m.kind != K::kUse) return "";
  if (m.ch2 < 0 && m.seat < 0 && !m.on_enc) return "";
  return std::to_string(static_cast<int>(m.kind)) + "/" + std::to_string(m.card) + "/" + std::to_string(m.ch) + "/" +
         std::to_string(m.face_down) + "/" + std::to_string(m.dir) + "/" + std::to_string(m.coin);
  (void)s;
}

// Whether a play works against whom it names (a Trap, a skipped turn, a
// steal, a Power cut) rather than for it.
bool Harmful(const State& s, const BMove& m) {
  const std::vector<lbg::Effect>& effects = m.kind == BMove::Kind::kAbility ? s.Def(m.ch).effects
                                            : m.card >= 0 ? s.content().fate[static_cast<size_t>(m.card)].effects
                                                          : s.Def(std::max(m.ch, 0)).effects;
  for (const lbg::Effect& e : effects) {
    switch (e.prim) {
      case lbg::Prim::kTrap:
      case lbg::Prim::kSkipTurn:
      case lbg::Prim::kStealEquipment:
      case lbg::Prim::kStealEvent:
      case lbg::Prim::kInjure:
      case lbg::Prim::kKill:
      case lbg::Prim::kPeekHand:
        return true;
      case lbg::Prim::kPowerMod:
        if (e.n < 0) return true;
        break;
      default:
        break;
    }
  }
  return false;
}

// How likely a target is the one meant (higher first): in a Power Check the
// best odds for the viewer's side; otherwise, for a play that helps, the
// viewer's own Characters (those in the check, then the strongest), for
// one that harms, the opponents'.
int TargetUse(const State& s, int viewer, const BMove& m, const std::map<std::string, lbg::Odds>& odds,
              const std::string& text, int side) {
  int score = 0;
  if (auto it = odds.find(text); it != odds.end()) {
    const lbg::Odds o = side == 1 ? it->second.Flipped() : it->second;
    score += 100000 * o.win / std::max(o.total, 1) + 1000 * o.tie / std::max(o.total, 1);
  }
  const int c = m.ch2;
  const int owner = c >= 0 ? s.ch(c).controller : m.seat;
  const bool mine = owner == viewer && viewer >= 0;
  const bool harmful = Harmful(s, m);
  score += 100 * (harmful ? (mine ? 0 : owner >= 0 ? 2 : 1) : (mine ? 2 : owner < 0 ? 1 : 0));
  if (c >= 0 && s.pc() && ((s.pc()->side[0] | s.pc()->side[1]) >> c & 1u)) score += 50;
  if (c >= 0) score += s.Def(c).power;
  return score;
}

// A play in words without its target: "Libby's ability", "Predict The Weather".
std::string PlayWords(const State& s, const BMove& m) {
  if (m.kind == BMove::Kind::kAbility && m.ch >= 0) return "Use " + std::string(s.Name(m.ch)) + "'s ability.";
  if (m.card < 0) return "Play:";
  const std::string card = s.content().fate[static_cast<size_t>(m.card)].name;
  if (m.kind == BMove::Kind::kUse && m.ch >= 0) return "Use " + std::string(s.Name(m.ch)) + "'s " + card + ".";
  return "Play " + card + ".";
}

// A play's target in a word or two: "Kate", "Rose", "the Encounter".
std::string TargetWords(const State& s, const play::Session& session, const BMove& m) {
  if (m.ch2 >= 0) {
    const int owner = s.ch(m.ch2).controller;
    return std::string(s.Name(m.ch2)) + (owner >= 0 && owner != session.viewer() ? " (" + session.SeatName(owner) + ")" : "");
  }
  if (m.seat >= 0) return session.SeatName(m.seat);
  if (m.on_enc) return "the Encounter";
  return "?";
}

std::string OddsShort(const lbg::Odds& o) { return "win " + Percent(o.win, o.total); }

// (OutWarning: see lost_board_game_ui.h.)
// After it: how the viewer came to be out, from the game's events (the move
// that put them out), or "" while they play.
std::string OutExplanation(const lbg::LostBoardGame& game, int viewer) {
  const State& s = game.state();
  if (viewer < 0 || !s.player(viewer).out || s.player(viewer).resigned) return "";
  for (size_t i = game.History().size(); i-- > 0;) {
    const auto events = game.Events(i);
    for (size_t k = 0; k < events.size(); ++k) {
      if (events[k].kind != lbg::Event::Kind::kEliminated || events[k].seat != viewer) continue;
      std::string why;
      for (size_t j = 0; j < k; ++j) {
        const lbg::Event& e = events[j];
        if (e.ch < 0) continue;
        if (e.kind == lbg::Event::Kind::kKilled) why = std::string(s.Name(e.ch)) + " was Killed";
        if (e.kind == lbg::Event::Kind::kTookControl) why = std::string(s.Name(e.ch)) + " was led away";
      }
      return "You are out of the game: " + (why.empty() ? std::string("your last Character left the island") : why) +
             ", and a player with no Character on the island is out (rule 41). The others play on to the end.";
    }
  }
  return "You are out of the game: you have no Character left on the island (rule 41).";
}

// The side of the current Power Check whose odds concern `seat` (0 the
// attackers or the team, 1 the defenders), or -1 when it takes no part.
int SideOf(const State& s, int seat) {
  if (!s.pc()) return -1;
  const lbg::PowerCheck& pc = *s.pc();
  for (int side = 0; side < 2; ++side) {
    for (int c = 0; c < lbg::kNumChars; ++c) {
      if ((pc.side[side] >> c & 1u) && s.ch(c).controller == seat) return side;
    }
  }
  if (pc.defender == seat) return 1;
  if (pc.attacker == seat) return 0;
  return -1;
}

//-----------------------------------------------------------------------------
// [SECTION] Geometry of the island
//-----------------------------------------------------------------------------
// Units: a hex of radius 1 (pointy top), odd rows half a hex right
// (games/lost_board_game/board.h: odd-r offset coordinates).

ImVec2 CellUnit(const lbg::Board& b, int cell) {
  const int c = b.Col(cell), r = b.Row(cell);
  return ImVec2(kSqrt3 * (static_cast<float>(c) + 0.5f * static_cast<float>(r & 1)), 1.5f * static_cast<float>(r));
}

ImVec2 IslandMiddle(const lbg::Board& b) {
  return ImVec2(kSqrt3 * (static_cast<float>(b.n) - 0.5f) * 0.5f, 0.75f * static_cast<float>(b.n - 1));
}

constexpr float kStartW = 1.9f, kStartH = 1.05f;  // a Starting Location's half-tile, in units

// Where a seat's Starting Location lies: outside the shore, by its anchor;
// before the anchors, in a row under the island.
ImVec2 StartUnit(const State& s, int seat) {
  const lbg::Board& b = s.board();
  const int anchor = s.player(seat).anchor;
  if (anchor < 0 || anchor >= b.cells()) {
    const float w = kSqrt3 * static_cast<float>(b.n);
    return ImVec2(w * (static_cast<float>(seat) + 0.5f) / static_cast<float>(s.seats()),
                  1.5f * static_cast<float>(b.n - 1) + 2.0f + 1.2f * static_cast<float>(seat % 2));
  }
  const ImVec2 u = CellUnit(b, anchor), mid = IslandMiddle(b);
  float dx = u.x - mid.x, dy = u.y - mid.y;
  float len = std::sqrt(dx * dx + dy * dy);
  if (len < 1e-3f) dx = 0, dy = 1, len = 1;
  dx /= len;
  dy /= len;
  int k = 0, m = 0;  // seats sharing this anchor sit side by side
  for (int other = 0; other < s.seats(); ++other) {
    if (s.player(other).anchor != anchor) continue;
    if (other < seat) ++k;
    ++m;
  }
  const float off = (static_cast<float>(k) - static_cast<float>(m - 1) * 0.5f) * (kStartW + 0.15f);
  // Far enough out that the half-tile clears its anchor's hex along one axis.
  const float out = std::min((kSqrt3 * 0.5f + kStartW * 0.5f + 0.08f) / std::max(std::fabs(dx), 0.05f),
                             (1.0f + kStartH * 0.5f + 0.08f) / std::max(std::fabs(dy), 0.05f));
  return ImVec2(u.x + dx * out - dy * off, u.y + dy * out + dx * off);
}

// The island's extent (units), its Starting Locations included.
void IslandBounds(const State& s, ImVec2* lo, ImVec2* hi) {
  const lbg::Board& b = s.board();
  *lo = ImVec2(1e9f, 1e9f);
  *hi = ImVec2(-1e9f, -1e9f);
  auto grow = [&](ImVec2 u, float hx, float hy) {
    *lo = ImVec2(std::min(lo->x, u.x - hx), std::min(lo->y, u.y - hy));
    *hi = ImVec2(std::max(hi->x, u.x + hx), std::max(hi->y, u.y + hy));
  };
  for (int cell = 0; cell < b.cells(); ++cell) grow(CellUnit(b, cell), kSqrt3 * 0.5f, 1.0f);
  for (int seat = 0; seat < s.seats(); ++seat) grow(StartUnit(s, seat), kStartW * 0.5f, kStartH * 0.5f);
}

// A lone token's radius (units of a tile's size): on a tablet's whole
// 5x5 island (tiles about 55 px) a token is 40 px across.
constexpr float kTokenRadius = 0.37f;

// Tokens of radius r sharing a place: n of them in rows of this many.
int SlotColumns(int n) { return n <= 3 ? n : n <= 8 ? (n + 1) / 2 : (n + 2) / 3; }

// The offset of token i of n in their grid, each of radius r (units).
ImVec2 SlotAt(int i, int n, float r) {
  const int cols = SlotColumns(n);
  const int rows = (n + cols - 1) / cols;
  const int row = i / cols, col = i % cols;
  const int in_row = row == rows - 1 ? n - row * cols : cols;
  return ImVec2((static_cast<float>(col) - static_cast<float>(in_row - 1) * 0.5f) * r * 2.15f,
                (static_cast<float>(row) - static_cast<float>(rows - 1) * 0.5f) * r * 2.15f);
}

// The offset of token i of n in an area w x h (units) and its radius.
ImVec2 SlotOffset(int i, int n, float w, float h, float* radius) {
  const int cols = SlotColumns(n);
  const int rows = (n + cols - 1) / cols;
  *radius = std::min({kTokenRadius, w / (static_cast<float>(cols) * 2.15f), h / (static_cast<float>(rows) * 2.15f)});
  return SlotAt(i, n, *radius);
}

void HexPoints(ImVec2 centre, float size, ImVec2* out) {
  for (int k = 0; k < 6; ++k) {
    const float a = (60.0f * static_cast<float>(k) - 90.0f) * 3.14159265f / 180.0f;
    out[k] = ImVec2(centre.x + size * std::cos(a), centre.y + size * std::sin(a));
  }
}

//-----------------------------------------------------------------------------
// [SECTION] Pictures (the one place a tile, token or card picture is drawn)
//-----------------------------------------------------------------------------
// The game's pictures (board_art.h) where its art has loaded; shapes and
// words otherwise, so the table works without it.

const ImVec4 kTileInk(0.16f, 0.13f, 0.10f, 1);

// The Monster, where it lies: a dark swirl over the tile's upper right.
void DrawMonsterPicture(const LostBoardGameArt& art, ImDrawList* list, ImFont* font, ImVec2 centre, float radius) {
  if (art.DrawMonster(list, centre, radius)) return;
  list->AddCircleFilled(centre, radius, Col(ImVec4(0.08f, 0.08f, 0.08f, 0.92f)));
  list->AddCircle(centre, radius * 0.65f, Col(ImVec4(0.6f, 0.6f, 0.6f, 0.9f)), 0, std::max(1.0f, radius * 0.12f));
  const float px = std::clamp(radius * 0.9f, 8.0f, 22.0f);
  const ImVec2 size = font->CalcTextSizeA(px, FLT_MAX, 0, "M");
  list->AddText(font, px, ImVec2(centre.x - size.x * 0.5f, centre.y - size.y * 0.5f), Col(ImVec4(1, 1, 1, 1)), "M");
}

// The body of a tile at `centre`, `size` px from centre to corner, as the
// island shows it (`monster`: the Monster lies here).
void DrawTilePicture(const LostBoardGameArt& art, ImDrawList* list, ImFont* font, const State& s, const ShownTile& c,
                     bool monster, ImVec2 centre, float size) {
  ImVec2 pts[6];
  HexPoints(centre, size * 0.97f, pts);
  const bool known = c.loc >= 0;
  const lbg::LocationDef* loc = known ? &s.content().locations[static_cast<size_t>(c.loc)] : nullptr;
  ImVec4 fill = !c.face_up              ? ImVec4(0.36f, 0.42f, 0.40f, 1)
                : loc && loc->shoreline ? ImVec4(0.93f, 0.84f, 0.60f, 1)
                                        : ImVec4(0.60f, 0.76f, 0.48f, 1);
  const bool pictured = art.DrawLocationPicture(list, centre, size * 0.97f, c.face_up && known ? c.loc : -1,
                                                c.face_up && known);
  if (!pictured) list->AddConvexPolyFilled(pts, 6, Col(fill));
  list->AddPolyline(pts, 6, Col(ImVec4(0.16f, 0.13f, 0.10f, 0.55f)), ImDrawFlags_Closed, std::max(1.0f, size * 0.03f));
  if (!c.face_up && !pictured) {
    // The back of a tile: waves, and the name if this seat peeked at it.
    for (int k = -1; k <= 1; ++k) {
      const float y = centre.y + static_cast<float>(k) * size * 0.22f - size * 0.1f;
      list->AddBezierCubic(ImVec2(centre.x - size * 0.35f, y), ImVec2(centre.x - size * 0.12f, y - size * 0.1f),
                           ImVec2(centre.x + size * 0.12f, y + size * 0.1f), ImVec2(centre.x + size * 0.35f, y),
                           Col(ImVec4(1, 1, 1, 0.25f)), std::max(1.0f, size * 0.03f));
    }
  }
  // Along the top corner: a Campsite's tent and the Monster, if it lies here.
  const bool camp = loc != nullptr && c.face_up && loc->Campsite();
  if (camp) {
    const ImVec2 t(centre.x - (monster ? size * 0.17f : 0.0f), centre.y - size * 0.74f);
    const float h = size * 0.13f;
    if (!art.DrawCampsite(list, t, size * 0.15f)) {
      list->AddTriangleFilled(ImVec2(t.x, t.y - h), ImVec2(t.x - h, t.y + h * 0.7f), ImVec2(t.x + h, t.y + h * 0.7f),
                              Col(ImVec4(0.62f, 0.30f, 0.16f, 1)));
      list->AddTriangleFilled(ImVec2(t.x, t.y - h * 0.1f), ImVec2(t.x - h * 0.3f, t.y + h * 0.7f),
                              ImVec2(t.x + h * 0.3f, t.y + h * 0.7f), Col(ImVec4(0.2f, 0.1f, 0.05f, 1)));
    }
  }
  if (monster) {
    DrawMonsterPicture(art, list, font, ImVec2(centre.x + (camp ? size * 0.17f : 0.0f), centre.y - size * 0.74f),
                       size * 0.14f);
  }
}

// A tile's name as it fits `lines` lines of `room` px: whole, or shortened
// on purpose (its first words and "…", or its first letters and "."),
// never cut mid-letter; a tap on the tile shows the whole name.
std::string ShortTileName(ImFont* font, float px, const std::string& name, float room, int lines) {
  auto fits = [&](const std::string& t) {
    const ImVec2 one = font->CalcTextSizeA(px, FLT_MAX, 0, t.c_str());
    if (lines <= 1) return one.x <= room;
    // Every word within the width, and the whole within the lines.
    size_t start = 0;
    while (start < t.size()) {
      size_t end = t.find(' ', start);
      if (end == std::string::npos) end = t.size();
      const std::string word = t.substr(start, end - start);
      if (font->CalcTextSizeA(px, FLT_MAX, 0, word.c_str()).x > room) return false;
      start = end + 1;
    }
    return font->CalcTextSizeA(px, FLT_MAX, room, t.c_str()).y <= px * (static_cast<float>(lines) + 0.3f);
  };
  if (fits(name)) return name;
  const std::string dots = "\xE2\x80\xA6";
  for (size_t end = name.rfind(' '); end != std::string::npos && end > 0; end = name.rfind(' ', end - 1)) {
    const std::string t = name.substr(0, end) + dots;
    if (fits(t)) return t;
    if (end == 0) break;
  }
  for (size_t n = std::min<size_t>(name.find(' '), name.size()); n > 1; --n) {
    const std::string t = name.substr(0, n) + ".";
    if (fits(t)) return t;
  }
  return name.substr(0, 1) + ".";
}

// A Character's token: a disc in its controller's colour with its name (as
// much of it as fits), an Injury's cross, a Trap's bars, a rest's "z".
void DrawTokenPicture(const LostBoardGameArt& art, ImDrawList* list, ImFont* font, const State& s, int c,
                      const ShownChar& cs, ImVec2 centre, float radius, bool selected, bool mine_sc) {
  const ImVec4 colour = SeatColour(cs.controller);
  list->AddCircleFilled(ImVec2(centre.x, centre.y + radius * 0.12f), radius, Col(ImVec4(0, 0, 0, 0.3f)));
  list->AddCircleFilled(centre, radius, Col(colour));
  // With the art: the Character's own token inside a ring of its controller's colour.
  const bool pictured = art.DrawCharacterToken(list, centre, radius * 0.8f, c);
  list->AddCircle(centre, radius, Col(ImVec4(1, 1, 1, 0.9f)), 0, std::max(1.0f, radius * 0.1f));
  if (selected)
    list->AddCircle(centre, radius * 1.25f, Col(ImVec4(1.0f, 0.85f, 0.2f, 1)), 0, std::max(2.0f, radius * 0.2f));
  if (mine_sc) {
    list->AddCircleFilled(ImVec2(centre.x + radius * 0.75f, centre.y - radius * 0.75f), radius * 0.28f,
                          Col(ImVec4(1.0f, 0.85f, 0.2f, 1)));
  }
  // The name: the whole of it, four letters, or the initial.
  const std::string full(s.Name(c));
  const float px = std::clamp(radius * 0.62f, 8.0f, 22.0f);
  std::string label;
  // Shorter forms: the name's telling word ("Ana" of "Ana Lucia", "Eko" of
  // "Mr. Eko"), four letters of it, its initial.
  const size_t space = full.find(' ');
  const std::string word = space == std::string::npos ? full
                           : full[space - 1] == '.'   ? full.substr(space + 1)
                                                      : full.substr(0, space);
  for (const std::string& candidate : {full, word, word.substr(0, 4), word.substr(0, 1)}) {
    const ImVec2 size = font->CalcTextSizeA(px, FLT_MAX, 0, candidate.c_str());
    label = candidate;
    if (size.x <= radius * 1.8f) break;
  }
  const ImVec2 size = font->CalcTextSizeA(px, FLT_MAX, 0, label.c_str());
  // Over a picture the name sits on a dark strip across the token's foot.
  const ImVec2 at(centre.x - size.x * 0.5f, pictured ? centre.y + radius * 0.92f - size.y : centre.y - size.y * 0.5f);
  if (pictured) {
    list->AddRectFilled(ImVec2(at.x - px * 0.25f, at.y), ImVec2(at.x + size.x + px * 0.25f, at.y + size.y),
                        Col(ImVec4(0, 0, 0, 0.62f)), px * 0.3f);
  }
  list->AddText(font, px, at, Col(ImVec4(1, 1, 1, 1)), label.c_str());
  const float m = radius * 0.35f;
  if (cs.injured) {
    const ImVec2 at(centre.x - radius * 0.8f, centre.y - radius * 0.8f);
    list->AddCircleFilled(at, m, Col(ImVec4(1, 1, 1, 1)));
    list->AddRectFilled(ImVec2(at.x - m * 0.2f, at.y - m * 0.7f), ImVec2(at.x + m * 0.2f, at.y + m * 0.7f),
                        Col(ImVec4(0.8f, 0.1f, 0.1f, 1)));
    list->AddRectFilled(ImVec2(at.x - m * 0.7f, at.y - m * 0.2f), ImVec2(at.x + m * 0.7f, at.y + m * 0.2f),
                        Col(ImVec4(0.8f, 0.1f, 0.1f, 1)));
  }
  if (cs.trap > 0) {
    for (int k = -1; k <= 1; ++k) {
      const float x = centre.x + static_cast<float>(k) * radius * 0.45f;
      list->AddLine(ImVec2(x, centre.y - radius * 0.95f), ImVec2(x, centre.y + radius * 0.95f),
                    Col(ImVec4(0.1f, 0.1f, 0.1f, 0.8f)), std::max(1.5f, radius * 0.12f));
    }
  }
  if (cs.resting) {
    list->AddText(font, px, ImVec2(centre.x + radius * 0.55f, centre.y + radius * 0.2f), Col(ImVec4(1, 1, 1, 1)), "z");
  }
}

// A Fate card lying on a tile: a small card, red for an Encounter (with its
// Power), blue for Equipment, green for an Event, grey face down.
void DrawCardPicture(const LostBoardGameArt& art, ImDrawList* list, ImFont* font, const State& s, const ShownCard& slot,
                     ImVec2 min, ImVec2 max) {
  ImVec4 fill(0.45f, 0.45f, 0.45f, 1);
  std::string mark = "?";
  const bool known = slot.def >= 0 && !slot.face_down;
  if (known) {
    const lbg::FateDef& f = s.content().fate[static_cast<size_t>(slot.def)];
    if (f.type == lbg::FateType::kEncounter) {
      fill = f.monster ? ImVec4(0.1f, 0.1f, 0.1f, 1) : ImVec4(0.72f, 0.18f, 0.15f, 1);
      mark = f.monster ? "M" : std::to_string(f.power);
    } else if (f.type == lbg::FateType::kEquipment) {
      fill = ImVec4(0.18f, 0.38f, 0.72f, 1);
      mark = "Eq";
    } else {
      fill = ImVec4(0.2f, 0.55f, 0.3f, 1);
      mark = "Ev";
    }
  }
  const float r = (max.x - min.x) * 0.15f;
  list->AddRectFilled(min, max, Col(fill), r);
  list->AddRect(min, max, Col(ImVec4(1, 1, 1, 0.85f)), r, 0, 1.0f);
  // The card's emblem where the art has one; an Encounter's Power stays written beside it.
  const ImVec2 emblem_max(known && mark != "M" && mark.size() <= 2 && mark[0] >= '0' && mark[0] <= '9'
                              ? ImVec2(min.x + (max.y - min.y), max.y)
                              : max);
  if (art.DrawFatePicture(list, min, emblem_max, known ? slot.def : -1, known)) {
    if (emblem_max.x < max.x) {
      const float px = std::clamp((max.y - min.y) * 0.6f, 7.0f, 18.0f);
      const ImVec2 size = font->CalcTextSizeA(px, FLT_MAX, 0, mark.c_str());
      list->AddText(font, px, ImVec2((emblem_max.x + max.x - size.x) * 0.5f, (min.y + max.y - size.y) * 0.5f),
                    Col(ImVec4(1, 1, 1, 1)), mark.c_str());
    }
    return;
  }
  const float px = std::clamp((max.y - min.y) * 0.6f, 7.0f, 18.0f);
  const ImVec2 size = font->CalcTextSizeA(px, FLT_MAX, 0, mark.c_str());
  list->AddText(font, px, ImVec2((min.x + max.x - size.x) * 0.5f, (min.y + max.y - size.y) * 0.5f),
                Col(ImVec4(1, 1, 1, 1)), mark.c_str());
}

//-----------------------------------------------------------------------------
// [SECTION] The table: map, panel, end of game
//-----------------------------------------------------------------------------

struct Legal {
  std::string text;
  BMove move;
  bool parsed = true;  // false: shown as its text, never taken for another kind of move
};

class Table final : public TableView {
 public:
  void Draw(Ui& ui, TableContext& ctx) override;
  void DrawBreakdown(Ui& ui, const play::Session& session) override;
  bool FullScreen(const play::Session& session) const override { return true; }

 private:
  // The view transform: unit (0,0) at origin_, `size_` px a unit.
  ImVec2 ToScreen(ImVec2 u) const { return ImVec2(origin_.x + u.x * size_, origin_.y + u.y * size_); }
  ImVec2 ToUnit(ImVec2 p) const { return ImVec2((p.x - origin_.x) / size_, (p.y - origin_.y) / size_); }
  void Fit(const State& s, ImVec2 min, ImVec2 max);
  void ZoomAt(ImVec2 at, float factor);
  // The camera: it moves only when the person moves it, or to bring what
  // happens (or what the guide points at) back into view when it is not.
  void KeepInView(Ui& ui, ImVec2 unit);
  void StopCamera() { cam_.duration = 0; }

  void Sync(Ui& ui, const play::Session& session);
  void BeatSounds(Ui& ui, const play::Session& session, const board_motion::Beat& beat);
  void LayoutTokens(const State& s, float min_radius);
  void DrawStatus(Ui& ui, TableContext& ctx, const State& s, ImVec2 min, float width, float height);
  void DrawMap(Ui& ui, TableContext& ctx, const State& s, ImVec2 min, ImVec2 max);
  void DrawTokens(Ui& ui, const play::Session& session, const State& s, const board_motion::Beat* beat);
  void DrawFlights(Ui& ui, const play::Session& session, const State& s, const board_motion::Beat* beat);
  void DrawCheck(Ui& ui, const play::Session& session, const State& s);
  void DrawCaption(Ui& ui, const board_motion::Beat* beat);
  void TapMap(TableContext& ctx, const State& s, ImVec2 at);
  void TapCell(TableContext& ctx, const State& s, int cell);
  int CellAt(const State& s, ImVec2 at) const;
  int TokenAt(ImVec2 at) const;
  // Where a position is drawn (units): a tile's centre, a Starting Location's middle.
  ImVec2 PosUnit(const State& s, int pos) const;
  void DrawPanel(Ui& ui, TableContext& ctx, const State& s, float width);
  void DrawRecap(Ui& ui, const play::Session& session, const State& s, float width);
  void DrawOdds(Ui& ui, const State& s, int viewer, float width);
  void DrawCharacterCard(Ui& ui, const play::Session& session, const State& s, int c, float width);
  void DrawTileInfo(Ui& ui, const play::Session& session, const State& s, int cell, float width);
  void DrawPlayers(Ui& ui, const play::Session& session, const State& s, float width);
  void DrawLog(Ui& ui, const play::Session& session, const State& s, float width);
  bool Choice(Ui& ui, const std::string& name, const std::string& label, const std::string& detail, float width,
              bool primary, bool selected = false);
  // The named item the guide points at now, or "".
  std::string GuideTarget(const play::Session& session) const;
  // The viewer decides now (not while the session is about to pass for them).
  static bool ToMove(TableContext& ctx) {
    return ctx.ViewerToMove() && !ctx.session().PassesFor(ctx.session().viewer());
  }

  // This frame's legal moves of the viewer (empty when it is not to move).
  std::vector<Legal> legal_;
  const Legal* MoveTo(int c, int cell) const {
    for (const Legal& l : legal_) {
      if (l.move.kind == BMove::Kind::kMove && l.move.ch == c && l.move.to == cell) return &l;
    }
    return nullptr;
  }
  const Legal* CellMove(int cell) const {  // an anchor or a peek
    for (const Legal& l : legal_) {
      if ((l.move.kind == BMove::Kind::kStart || l.move.kind == BMove::Kind::kPeek) && l.move.to == cell) return &l;
    }
    return nullptr;
  }
  bool Movable(int c) const {
    for (const Legal& l : legal_) {
      if (l.move.kind == BMove::Kind::kMove && l.move.ch == c) return true;
    }
    return false;
  }

  // The game's pictures (loaded when the table first draws).
  LostBoardGameArt art_;

  // The map's view: the person's own zoom and pan (Fit: zoom 1, no pan).
  float zoom_ = 1;
  ImVec2 pan_{0, 0};
  ImVec2 origin_{0, 0};
  float size_ = 40;
  float fit_ = 1;         // the whole island's tile size
  float min_size_ = 0;    // on a touch screen or a phone: the tile size whose lone token is 32 px across
  bool framed_ = false;   // the first view was chosen (on a phone: zoomed in on the person's Characters)
  struct Camera {
    ImVec2 from{0, 0}, to{0, 0};
    double start = 0;
    float duration = 0;
  } cam_;
  ImVec2 map_min_{0, 0}, map_max_{0, 0};
  // Where the island is seen: the map less its row of controls and
  // anything laid over it (the guide's card).
  ImVec2 seen_min_{0, 0}, seen_max_{0, 0};
  // A press on the map: a tap, a pan, or a token dragged to a tile.
  bool pressing_ = false, panning_ = false;
  int drag_char_ = -1;
  ImVec2 press_at_{0, 0};

  // The island as it is shown (the events of the latest moves play out
  // one after another: board_motion.h).
  board_motion::Stage stage_;
  // Tokens where they lie (units), their radius, and where they are drawn
  // (a token glides to a new place on its tile, or walks along its path).
  struct Token {
    bool shown = false;
    ImVec2 unit{0, 0};
    float radius = 0.3f;
    int pos = -2;
    ImVec2 drawn{0, 0};
    ImVec2 glide_from{0, 0}, last_unit{0, 0};
    double glide_start = -1e9;
    bool was_shown = false;
  };
  std::array<Token, lbg::kNumChars> tokens_{};
  uint64_t walk_beat_ = 0;  // the walk being drawn, and where it left from
  ImVec2 walk_from_{0, 0};
  int walk_step_ = -1;
  uint64_t dice_beat_ = 0;  // the dice being drawn, and whether they have landed
  bool dice_landed_ = false;
  // The last Power Check's panel: its dice, and its result once known.
  struct CheckShown {
    board_motion::Beat dice, result;
    bool have_dice = false, have_result = false;
    double until = -1;  // app time it goes
  } check_;
  std::string caption_;       // the last beat's words, a moment after it
  double caption_until_ = -1;
  struct Hit {
    int c;
    ImVec2 centre;
    float radius;
  };
  std::vector<Hit> hits_;

  int sel_char_ = -1, sel_cell_ = -1;
  bool scroll_to_info_ = false;
  bool panel_to_top_ = false;
  size_t seen_moves_ = static_cast<size_t>(-1);
  int seen_viewer_ = -2;
  double prompt_since_ = 0;  // app time the viewer's current prompt appeared (prompt timer)
  double last_drawn_ = -1;   // app time of the last frame the table was drawn
  bool show_log_ = false;
  bool log_passes_ = false;      // the log's passes shown too
  bool show_more_ = false;       // "More": resign, propose a shared win
  bool confirm_resign_ = false;  // "Resign?" asked
  // "Since your last turn": what happened to the person's side, shown at
  // the start of their turn until dismissed.
  std::vector<std::string> recap_;
  uint32_t recap_mine_ = 0;  // the person's Characters when their turn last ended
  size_t recap_at_ = static_cast<size_t>(-1);  // the move whose turn it recaps
  bool recap_closed_ = false;
  size_t guide_scrolled_ = static_cast<size_t>(-1);  // the guide step the panel was last scrolled for
  float guide_card_top_ = -1, guide_card_bottom_ = -1;  // where the guide's card lay last frame (screen y), -1: none
  float guide_bottom_in_panel_ = -1;  // ... its bottom where it lies over the panel's top
  std::string guide_target_;          // the named item the guide points at now
  size_t guide_step_ = static_cast<size_t>(-1);
  DragScroll panel_scroll_;
};

void Table::Fit(const State& s, ImVec2 min, ImVec2 max) {
  ImVec2 lo, hi;
  IslandBounds(s, &lo, &hi);
  const float w = std::max(max.x - min.x, 1.0f), h = std::max(max.y - min.y, 1.0f);
  const float fit = std::min(w / (hi.x - lo.x + 0.3f), h / (hi.y - lo.y + 0.3f));
  fit_ = fit;
  size_ = fit * zoom_;
  const ImVec2 mid((lo.x + hi.x) * 0.5f, (lo.y + hi.y) * 0.5f);
  origin_ = ImVec2((min.x + max.x) * 0.5f - mid.x * size_ + pan_.x, (min.y + max.y) * 0.5f - mid.y * size_ + pan_.y);
  // The island never leaves the map entirely: at least a third stays in view.
  const ImVec2 a = ToScreen(lo), z = ToScreen(hi);
  const float keep_x = std::min(w, z.x - a.x) / 3, keep_y = std::min(h, z.y - a.y) / 3;
  float dx = 0, dy = 0;
  if (z.x < min.x + keep_x) dx = min.x + keep_x - z.x;
  if (a.x > max.x - keep_x) dx = max.x - keep_x - a.x;
  if (z.y < min.y + keep_y) dy = min.y + keep_y - z.y;
  if (a.y > max.y - keep_y) dy = max.y - keep_y - a.y;
  pan_.x += dx;
  pan_.y += dy;
  origin_.x += dx;
  origin_.y += dy;
}

void Table::ZoomAt(ImVec2 at, float factor) {
  StopCamera();
  const float next = std::clamp(zoom_ * factor, 0.6f, 5.0f);
  factor = next / zoom_;
  zoom_ = next;
  // The point under `at` stays under it: origin moves towards it.
  pan_.x += (at.x - origin_.x) * (1 - factor);
  pan_.y += (at.y - origin_.y) * (1 - factor);
}

void Table::KeepInView(Ui& ui, ImVec2 unit) {
  const ImVec2 p = ToScreen(unit);
  // In view while the point is a third of a tile inside the edges; brought
  // back just far enough to be a tile inside them (no further: the view the
  // person chose moves as little as it can).
  const float w = seen_max_.x - seen_min_.x, h = seen_max_.y - seen_min_.y;
  const float in = std::min(size_ * 0.3f, 0.2f * std::min(w, h)), back = std::min(size_ * 1.2f, 0.35f * std::min(w, h));
  ImVec2 shift(0, 0);
  if (p.x < seen_min_.x + in) shift.x = seen_min_.x + back - p.x;
  if (p.x > seen_max_.x - in) shift.x = seen_max_.x - back - p.x;
  if (p.y < seen_min_.y + in) shift.y = seen_min_.y + back - p.y;
  if (p.y > seen_max_.y - in) shift.y = seen_max_.y - back - p.y;
  if (shift.x == 0 && shift.y == 0) return;
  const ImVec2 to(pan_.x + shift.x, pan_.y + shift.y);
  // Already on its way there: let it go on.
  if (cam_.duration > 0 && std::fabs(cam_.to.x - to.x) < size_ * 0.5f && std::fabs(cam_.to.y - to.y) < size_ * 0.5f)
    return;
  cam_.from = pan_;
  cam_.to = to;
  cam_.start = ui.time();
  cam_.duration = ui.MotionSeconds(0.35f);
  if (cam_.duration <= 0) pan_ = to;
}

// Where each Character's token lies (units), from the island as shown:
// tokens share their tile in a small grid, a Starting Location's in a row.
// On a touch screen a crowded tile's tokens stay at least `min_radius`
// (units) and fan out past the tile's edge.
void Table::LayoutTokens(const State& s, float min_radius) {
  const Shown& shown = stage_.shown();
  std::map<int, std::vector<int>> at;  // position -> Characters
  for (int c = 0; c < lbg::kNumChars; ++c) {
    const ShownChar& sc = shown.ch[static_cast<size_t>(c)];
    if (!sc.on || sc.pos < 0) continue;
    at[sc.pos].push_back(c);
  }
  for (Token& t : tokens_) t.shown = false;
  for (const auto& [pos, chars] : at) {
    const int n = static_cast<int>(chars.size());
    for (int i = 0; i < n; ++i) {
      Token& t = tokens_[static_cast<size_t>(chars[static_cast<size_t>(i)])];
      float r = 0.3f;
      ImVec2 centre, off;
      const bool start = pos >= lbg::kStartPos;
      const float w = start ? kStartW - 0.2f : 1.45f, h = start ? kStartH - 0.35f : 0.75f;
      off = SlotOffset(i, n, w, h, &r);
      // Fanned out: the grid grows until each token is a finger's size.
      if (r < min_radius) off = SlotAt(i, n, r = min_radius);
      if (start) {
        centre = StartUnit(s, pos - lbg::kStartPos);
        centre.y += 0.12f;
      } else {
        centre = CellUnit(s.board(), pos);
        centre.y += 0.28f;  // under the name, above the Fate cards along the bottom
      }
      t.shown = true;
      t.unit = ImVec2(centre.x + off.x, centre.y + off.y);
      t.radius = r;
      t.pos = pos;
    }
  }
}

ImVec2 Table::PosUnit(const State& s, int pos) const {
  if (pos >= lbg::kStartPos) return StartUnit(s, pos - lbg::kStartPos);
  if (pos < 0 || pos >= s.board().cells()) return IslandMiddle(s.board());
  return CellUnit(s.board(), pos);
}

// Once a frame: the moves made since the last frame start their beats (the
// person's own decision first ends what was still playing); an undo, a
// reload or a new viewer shows the island as it is.
void Table::Sync(Ui& ui, const play::Session& session) {
  const lbg::LostBoardGame& game = Lbg(session.View());
  const State& s = game.state();
  const size_t moves = game.History().size();
  const int viewer = session.viewer();
  const double now = ui.time();
  if (moves != seen_moves_ || viewer != seen_viewer_) {
    const bool step = seen_moves_ != static_cast<size_t>(-1) && moves > seen_moves_ && viewer == seen_viewer_;
    if (step) {
      std::vector<std::string> names;
      for (int seat = 0; seat < s.seats(); ++seat) names.push_back(session.SeatName(seat));
      for (size_t i = seen_moves_; i < moves; ++i) {
        const Game::LoggedMove& m = game.History()[i];
        if (m.seat == viewer && m.move != "pass" && session.IsHuman(viewer)) {
          stage_.FinishAll();
          break;
        }
      }
      stage_.Feed(game, seen_moves_, moves, now, ui.settings().bot_hold_seconds(), names, viewer);
    } else {
      stage_.Reset(s);
      check_ = {};
      for (Token& t : tokens_) t.was_shown = false;
    }
    if (!step || viewer != seen_viewer_) {
      sel_char_ = -1;
      sel_cell_ = -1;
      framed_ = framed_ && viewer == seen_viewer_;
    }
    if (sel_char_ >= 0 && s.ch(sel_char_).zone != lbg::CharState::Zone::kBoard) sel_char_ = -1;
    seen_moves_ = moves;
    seen_viewer_ = viewer;
    panel_to_top_ = true;  // a new prompt shows from its top
    prompt_since_ = ui.time();
  }
  for (const board_motion::Beat& b : stage_.Update(now)) BeatSounds(ui, session, b);
}

// The sound of a beat as it begins (ui/sound.h); the steps of a walk and
// the dice landing are played as they come (DrawTokens, DrawCheck).
void Table::BeatSounds(Ui& ui, const play::Session& session, const board_motion::Beat& b) {
  using K = board_motion::Beat::Kind;
  switch (b.kind) {
    case K::kFlip: ui.PlaySound(Sound::kTileFlip); break;
    case K::kDraw:
    case K::kTake: ui.PlaySound(Sound::kCardSlide); break;
    case K::kDice: ui.PlaySound(Sound::kDiceRoll); break;
    case K::kPlay: ui.PlaySound(Sound::kCardPlace); break;
    case K::kMonster: ui.PlaySound(Sound::kTokenStep); break;
    case K::kResult: {
      // The person's own side: a win or a loss is heard.
      const State& s = Lbg(session.View()).state();
      const int viewer = session.viewer();
      int side = -1;
      for (int k = 0; k < 2 && viewer >= 0; ++k)
        for (int c = 0; c < lbg::kNumChars; ++c)
          if ((b.sides[k] >> c & 1u) && s.ch(c).controller == viewer) side = k;
      if (side >= 0 && b.event.seat != 0 && b.event.ch2 != 1)
        ui.PlaySound((b.event.seat > 0) == (side == 0) ? Sound::kClaimRight : Sound::kClaimWrong);
      break;
    }
    default: break;
  }
}

int Table::TokenAt(ImVec2 at) const {
  for (auto it = hits_.rbegin(); it != hits_.rend(); ++it) {
    const float dx = at.x - it->centre.x, dy = at.y - it->centre.y;
    if (dx * dx + dy * dy <= it->radius * it->radius * 1.3f) return it->c;
  }
  return -1;
}

int Table::CellAt(const State& s, ImVec2 at) const {
  const ImVec2 u = ToUnit(at);
  int best = -1;
  float best_d = 1e9f;
  for (int cell = 0; cell < s.board().cells(); ++cell) {
    const ImVec2 c = CellUnit(s.board(), cell);
    const float d = (u.x - c.x) * (u.x - c.x) + (u.y - c.y) * (u.y - c.y);
    if (d < best_d) best_d = d, best = cell;
  }
  if (best >= 0 && best_d <= 0.87f * 0.87f) return best;
  for (int seat = 0; seat < s.seats(); ++seat) {
    const ImVec2 c = StartUnit(s, seat);
    if (std::fabs(u.x - c.x) <= kStartW * 0.5f && std::fabs(u.y - c.y) <= kStartH * 0.5f) return lbg::kStartPos + seat;
  }
  return best >= 0 && best_d <= 1.0f ? best : -1;
}

void Table::TapCell(TableContext& ctx, const State& s, int cell) {
  if (cell < 0) return;
  if (sel_char_ >= 0 && cell < lbg::kStartPos && Movable(sel_char_)) {
    if (const Legal* l = MoveTo(sel_char_, cell)) {
      if (ctx.Play(l->text)) sel_char_ = -1;
      return;
    }
    if (s.prompt().kind == PromptKind::kMove && ToMove(ctx)) {
      // Not a lit tile: the engine says why (and nothing changes).
      BMove m;
      m.kind = BMove::Kind::kMove;
      m.ch = sel_char_;
      m.from = s.ch(sel_char_).pos >= lbg::kStartPos ? lbg::kStartPos : s.ch(sel_char_).pos;
      m.to = cell;
      ctx.Play(m.ToString(s.board()));
      return;
    }
  }
  if (const Legal* l = CellMove(cell)) {
    ctx.Play(l->text);
    return;
  }
  sel_cell_ = cell;
  sel_char_ = -1;
  scroll_to_info_ = true;
  ctx.ClearRefusal();
}

void Table::TapMap(TableContext& ctx, const State& s, ImVec2 at) {
  // A lit tile takes the tap whoever stands on it: the chosen Character
  // goes there (or the anchor, or the peek, is chosen).
  const int cell = CellAt(s, at);
  if (cell >= 0 && ((sel_char_ >= 0 && MoveTo(sel_char_, cell) != nullptr) || CellMove(cell) != nullptr)) {
    TapCell(ctx, s, cell);
    return;
  }
  const int c = TokenAt(at);
  if (c >= 0) {
    if (sel_char_ == c && Movable(c)) {
      sel_char_ = -1;  // a second tap puts it down
    } else {
      sel_char_ = c;
      sel_cell_ = -1;
      // A Character picked up to move keeps its moves in view (the panel
      // lists them above the card); any other token's card is scrolled to.
      scroll_to_info_ = !Movable(c);
    }
    ctx.ClearRefusal();
    return;
  }
  TapCell(ctx, s, cell);
}

std::string Table::GuideTarget(const play::Session& session) const {
  const play::Guide* guide = session.guide();
  if (guide == nullptr) return "";
  const play::TutorialStep* step = guide->Current();
  if (step == nullptr || guide->taps_done() >= step->taps.size()) return "";
  return step->taps[guide->taps_done()];
}

void Table::DrawStatus(Ui& ui, TableContext& ctx, const State& s, ImVec2 min, float width, float height) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  play::Session& session = ctx.session();
  ImDrawList* list = ImGui::GetWindowDrawList();
  std::string line;
  if (s.over()) {
    line = "The game is over.";
  } else if (s.round() <= 0) {
    line = s.prompt().kind == PromptKind::kDraft ? "The draft" : "Setting up: the Starting Locations";
  } else {
    line = "Round " + std::to_string(s.round()) + " \xC2\xB7 " + Possessive(session.SeatName(s.active())) + " turn";
    if (!s.step_name().empty()) line += " \xC2\xB7 " + s.step_name();
  }
  const bool to_move = ToMove(ctx);
  std::string what;
  if (to_move) {
    what = PromptWords(s);
  } else if (s.prompt().kind == PromptKind::kWindow) {
    // Whoever holds priority, everyone is shown deciding: a pause tells
    // nobody who holds a card to play.
    what = "Everyone may react now\xE2\x80\xA6";
  } else {
    what = session.WaitingText();
  }
  ImGui::SetCursorScreenPos(min);
  ImGui::Dummy(ImVec2(width, height));
  DrawText(list, ui.fonts().strong, ImVec2(min.x + 4 * l.scale, min.y + 2 * l.scale), to_move ? p.accent : p.ink, what,
           width - 8 * l.scale);
  const float y2 = min.y + 2 * l.scale + MeasureText(ui.fonts().strong, what, width - 8 * l.scale).y;
  ImGui::SetCursorScreenPos(ImVec2(min.x, min.y));
  ImGui::Dummy(ImVec2(width, std::max(1.0f, y2 - min.y)));
  ui.NameItem(to_move ? "lbg/status/act" : "lbg/status/wait");
  if (s.round() > 0 && !s.over()) ui.NameItem("lbg/round/" + std::to_string(s.round()));  // the Round shown
  list->PushClipRect(min, ImVec2(min.x + width, min.y + height), true);
  DrawText(list, ui.fonts().small, ImVec2(min.x + 4 * l.scale, y2), p.ink_muted, line);
  list->PopClipRect();
}

namespace {

// An item named for the tests and the browser hook over a rectangle of the map.
void NameRect(Ui& ui, const std::string& name, ImVec2 min, ImVec2 max) {
  const ImVec2 cursor = ImGui::GetCursorScreenPos();
  ImGui::SetCursorScreenPos(min);
  ImGui::Dummy(ImVec2(std::max(1.0f, max.x - min.x), std::max(1.0f, max.y - min.y)));
  ui.NameItem(name);
  ImGui::SetCursorScreenPos(cursor);
}

float Smooth(float k) {
  k = std::clamp(k, 0.0f, 1.0f);
  return k * k * (3 - 2 * k);
}

ImVec2 Lerp(ImVec2 a, ImVec2 b, float k) { return ImVec2(a.x + (b.x - a.x) * k, a.y + (b.y - a.y) * k); }

// Squeezes what was drawn since vertex `from` to `scale` of its width about `x`
// (a tile turning over).
void SqueezeX(ImDrawList* list, int from, float x, float scale) {
  for (int i = from; i < list->VtxBuffer.Size; ++i) list->VtxBuffer[i].pos.x = x + (list->VtxBuffer[i].pos.x - x) * scale;
}

// The chances of side 0 winning, tying and losing with these totals before the dice.
lbg::Odds OddsOf(int a, int b) {
  lbg::Odds o;
  o.total = 36;
  for (int x = 1; x <= 6; ++x)
    for (int y = 1; y <= 6; ++y) (a + x > b + y ? o.win : a + x == b + y ? o.tie : o.lose) += 1;
  return o;
}

// What a beat does to a Character, in a word or two, for its mark on the map.
std::string MarkWords(const lbg::Event& e, const play::Session& session) {
  using K = lbg::Event::Kind;
  switch (e.kind) {
    case K::kInjured: return "Injured";
    case K::kKilled: return "Killed";
    case K::kHealed: return "Healed";
    case K::kTrapped: return "Trapped";
    case K::kFreed: return "Free";
    case K::kSkips: return "Skips a turn";
    case K::kRests: return "Rests";
    case K::kTookControl: return "Led by " + Person(session.SeatName(e.seat)).Object();
    case K::kNeutral: return "A Neutral";
    case K::kAbility: return "Ability";
    case K::kUsedItem: return "Equipment";
    default: return "";
  }
}

}  // namespace

void Table::DrawMap(Ui& ui, TableContext& ctx, const State& s, ImVec2 min, ImVec2 max) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float sc = l.scale;
  ImGuiIO& io = ImGui::GetIO();
  ImDrawList* list = ImGui::GetWindowDrawList();
  map_min_ = min;
  map_max_ = max;
  play::Session& session = ctx.session();
  const int viewer = session.viewer();
  const double now = ui.time();

  // The controls over the map come first, so they take the taps on them;
  // they are drawn over the map (channel 1).
  list->ChannelsSplit(2);
  list->ChannelsSetCurrent(1);
  const float b = l.target;
  const float gap = 6 * sc;
  // A row along the map's bottom: the rules and Undo on the left, the zoom on the right.
  const float row_y = max.y - b - gap;
  const float fit_w = std::max(b, MeasureText(ui.fonts().strong, "Fit").x + 24 * sc);
  const ImVec2 middle((min.x + max.x) / 2, (min.y + row_y) / 2);
  ImGui::SetCursorScreenPos(ImVec2(max.x - gap - fit_w - 2 * (b + gap), row_y));
  if (Button(ui, "lbg/zoom-out", "\xE2\x80\x93", ButtonKind::kSecondary, b)) ZoomAt(middle, 1 / 1.35f);
  ImGui::SetCursorScreenPos(ImVec2(max.x - gap - fit_w - (b + gap), row_y));
  if (Button(ui, "lbg/zoom-in", "+", ButtonKind::kSecondary, b)) ZoomAt(middle, 1.35f);
  ImGui::SetCursorScreenPos(ImVec2(max.x - gap - fit_w, row_y));
  if (Button(ui, "lbg/fit", "Fit", ButtonKind::kSecondary, fit_w)) {
    StopCamera();
    zoom_ = 1;
    pan_ = ImVec2(0, 0);
  }
  // The rules and Undo (against bots), bottom left: always in reach.
  const float rules_w = MeasureText(ui.fonts().strong, "Rules").x + 32 * sc;
  ImGui::SetCursorScreenPos(ImVec2(min.x + gap, max.y - b - gap));
  if (Button(ui, "game/rules", "Rules", ButtonKind::kSecondary, rules_w)) {
    ui.Push(MakeRulesScreen(games::lost_board_game::Screens()));
  }
  if (session.CanOfferUndo()) {
    ImGui::SetCursorScreenPos(ImVec2(min.x + 2 * gap + rules_w, max.y - b - gap));
    if (Button(ui, "game/undo", "Undo", ButtonKind::kSecondary, rules_w)) ctx.Undo();
  }
  list->ChannelsSetCurrent(0);

  // The map's own input: taps, pans, a token dragged to a tile, the wheel.
  ImGui::SetCursorScreenPos(min);
  ImGui::InvisibleButton("lbg/map", ImVec2(std::max(max.x - min.x, 1.0f), std::max(max.y - min.y, 1.0f)));
  ui.NameItem("lbg/map");
  const bool hovered = ImGui::IsItemHovered();
  if (ImGui::IsItemActivated()) {
    pressing_ = true;
    panning_ = false;
    press_at_ = io.MousePos;
    const int c = TokenAt(io.MousePos);
    drag_char_ = c >= 0 && Movable(c) ? c : -1;
  }
  if (pressing_ && ImGui::IsItemActive()) {
    const float dx = io.MousePos.x - press_at_.x, dy = io.MousePos.y - press_at_.y;
    if (!panning_ && dx * dx + dy * dy > 100 * sc * sc) panning_ = true;
    if (panning_ && drag_char_ < 0) {
      StopCamera();
      pan_.x += io.MouseDelta.x;
      pan_.y += io.MouseDelta.y;
    }
  }
  if (ImGui::IsItemDeactivated() && pressing_) {
    pressing_ = false;
    if (!panning_) {
      TapMap(ctx, s, io.MousePos);
    } else if (drag_char_ >= 0) {
      sel_char_ = drag_char_;
      TapCell(ctx, s, CellAt(s, io.MousePos));
    }
    panning_ = false;
    drag_char_ = -1;
  }
  // Two fingers pinching zoom about the first (the platform's gesture).
  if (const float pinch = ui.platform().Pinch(); pinch != 0 && (hovered || pressing_)) {
    ZoomAt(io.MousePos, std::exp(pinch * 3.0f));
  }
  if (hovered && io.MouseWheel != 0) {
    ZoomAt(io.MousePos, std::pow(1.2f, io.MouseWheel));
    io.MouseWheel = 0;
  }
  // Tokens a finger can take (32 px at least) on a touch screen or a map a
  // phone's width: where the whole island would make them smaller, the
  // first view is zoomed in on the person's Characters (tokens 40 px). With
  // a mouse the whole island stays in view.
  const bool fingers = ui.platform().HasTouch() || max.x - min.x < 600 * sc;
  min_size_ = fingers ? 32 * sc / (2 * kTokenRadius) : 0.0f;
  // The camera's glide, where it was sent (KeepInView).
  if (cam_.duration > 0) {
    const float k = Smooth(static_cast<float>((now - cam_.start) / cam_.duration));
    pan_ = Lerp(cam_.from, cam_.to, k);
    if (k >= 1) cam_.duration = 0;
  }
  const ImVec2 island_max(max.x, row_y - gap);  // the island fits above the row
  Fit(s, min, island_max);
  // Where the island is seen: not under the guide's card, when it lies over the map's top.
  seen_min_ = min;
  seen_max_ = island_max;
  if (guide_card_bottom_ > seen_min_.y && guide_card_top_ < seen_max_.y) {
    if (guide_card_top_ <= seen_min_.y + 8 * sc && guide_card_bottom_ < seen_max_.y - 3 * l.target)
      seen_min_.y = guide_card_bottom_ + gap;  // a card over the map's top
    else if (guide_card_bottom_ >= seen_max_.y - 8 * sc && guide_card_top_ > seen_min_.y + 3 * l.target)
      seen_max_.y = guide_card_top_ - gap;  // ... or its bottom
  }
  // (Once the game is under way: the draft and the anchors want the whole island.)
  if (!framed_ && s.round() >= 1) {
    framed_ = true;
    if (fit_ < min_size_) {
      zoom_ = 40 * sc / (2 * kTokenRadius) / fit_;
      Fit(s, min, island_max);
      ImVec2 sum(0, 0);
      int n = 0;
      for (int c = 0; c < lbg::kNumChars; ++c) {
        if (s.ch(c).controller != viewer || viewer < 0 || s.ch(c).zone != lbg::CharState::Zone::kBoard) continue;
        const ImVec2 u = PosUnit(s, s.ch(c).pos);
        sum.x += u.x, sum.y += u.y, ++n;
      }
      const ImVec2 aim = n > 0 ? ImVec2(sum.x / static_cast<float>(n), sum.y / static_cast<float>(n))
                               : IslandMiddle(s.board());
      const ImVec2 at = ToScreen(aim);
      pan_.x += (seen_min_.x + seen_max_.x) * 0.5f - at.x;
      pan_.y += (seen_min_.y + seen_max_.y) * 0.5f - at.y;
      Fit(s, min, island_max);
    }
  }
  LayoutTokens(s, fingers ? 16 * sc / size_ : 0.0f);

  // The camera follows what happens only when it leaves the screen: the
  // beat playing, what the guide points at on the map, the Character chosen.
  const board_motion::Beat* beat = stage_.Current(now);
  const std::string target = GuideTarget(session);
  if (beat != nullptr && beat->cell >= 0 && beat->duration > 0) {
    KeepInView(ui, PosUnit(s, beat->cell));
  } else if (target.rfind("lbg/tile/", 0) == 0 || target.rfind("lbg/m/start (", 0) == 0 ||
             target.rfind("lbg/m/move ", 0) == 0) {
    // A tile: the one named, or where the move named goes.
    const size_t open = target.rfind('(');
    Result<int> cell = open == std::string::npos ? Result<int>::Error("")
                                                 : s.board().ParseCell(target.substr(open, target.find(')', open) - open + 1));
    if (target.rfind("lbg/tile/", 0) == 0) cell = s.board().ParseCell("(" + target.substr(9) + ")");
    if (cell.ok()) KeepInView(ui, CellUnit(s.board(), *cell));
  } else if (target.rfind("lbg/char/", 0) == 0 || target.rfind("lbg/sel/", 0) == 0) {
    const int c = s.content().CharacterByName(target.substr(target.find('/', 4) + 1));
    if (c >= 0 && tokens_[static_cast<size_t>(c)].shown) KeepInView(ui, tokens_[static_cast<size_t>(c)].unit);
  } else if (sel_char_ >= 0 && tokens_[static_cast<size_t>(sel_char_)].shown) {
    KeepInView(ui, tokens_[static_cast<size_t>(sel_char_)].unit);
  }

  // The island.
  const Shown& shown = stage_.shown();
  list->PushClipRect(min, max, true);
  list->AddRectFilled(min, max, Col(p.dark ? ImVec4(0.08f, 0.20f, 0.30f, 1) : ImVec4(0.55f, 0.75f, 0.85f, 1)));
  const lbg::Board& board = s.board();
  std::vector<bool> lit(static_cast<size_t>(board.cells()) + lbg::kMaxSeats, false);
  if (sel_char_ >= 0) {
    for (const Legal& lm : legal_) {
      if (lm.move.kind == BMove::Kind::kMove && lm.move.ch == sel_char_ && lm.move.to >= 0 &&
          lm.move.to < board.cells())
        lit[static_cast<size_t>(lm.move.to)] = true;
    }
  }
  for (const Legal& lm : legal_) {
    if ((lm.move.kind == BMove::Kind::kStart || lm.move.kind == BMove::Kind::kPeek) && lm.move.to >= 0 &&
        lm.move.to < board.cells())
      lit[static_cast<size_t>(lm.move.to)] = true;
  }
  ImFont* small = ui.fonts().small;
  const bool motion = ui.MotionSeconds(1) > 0;
  const float pulse = motion ? 0.65f + 0.35f * static_cast<float>(std::sin(now * 5.0)) : 1.0f;
  const int monster_at = shown.MonsterCell(s.content());
  const bool monster_moving = beat != nullptr && beat->kind == board_motion::Beat::Kind::kMonster;
  for (int cell = 0; cell < board.cells(); ++cell) {
    const ImVec2 centre = ToScreen(CellUnit(board, cell));
    ShownTile c = shown.cells[static_cast<size_t>(cell)];
    // Turning over: the back narrows to an edge, then the face widens from it.
    float squeeze = 1;
    const bool flipping = beat != nullptr && beat->kind == board_motion::Beat::Kind::kFlip && beat->event.cell == cell;
    if (flipping) {
      const float k = beat->Progress(now);
      if (k >= 0.5f) c.face_up = true, c.loc = beat->event.n;
      squeeze = motion ? std::max(0.04f, std::fabs(1 - 2 * k)) : 1.0f;
    }
    const int from_vtx = list->VtxBuffer.Size;
    DrawTilePicture(art_, list, small, s, c, cell == monster_at && !monster_moving, centre, size_);
    if (flipping) {
      if (squeeze < 1) SqueezeX(list, from_vtx, centre.x, squeeze);
      ImVec2 pts[6];
      HexPoints(centre, size_ * 0.97f, pts);
      const float k = beat->Progress(now);
      list->AddConvexPolyFilled(pts, 6, Col(ImVec4(1, 1, 0.85f, 0.45f * (1 - std::fabs(1 - 2 * k)))));
      NameRect(ui, "lbg/anim/flip/" + board.CellText(cell).substr(1, board.CellText(cell).size() - 2),
               ImVec2(centre.x - size_ * 0.87f * squeeze, centre.y - size_), ImVec2(centre.x + size_ * 0.87f * squeeze, centre.y + size_));
    }
    ImVec2 pts[6];
    HexPoints(centre, size_ * 0.92f, pts);
    if (lit[static_cast<size_t>(cell)]) {
      // Lit, not dimmed: a warm light over the picture (a pale wash made the
      // dark face-down tiles look greyed out) inside a bright double ring.
      list->AddConvexPolyFilled(pts, 6, Col(ImVec4(1.0f, 0.86f, 0.35f, 0.22f * pulse)));
      list->AddPolyline(pts, 6, Col(ImVec4(1, 1, 1, 0.95f)), ImDrawFlags_Closed, std::max(4.5f, size_ * 0.13f));
      list->AddPolyline(pts, 6, Col(WithAlpha(p.accent, 0.6f + 0.4f * pulse)), ImDrawFlags_Closed,
                        std::max(2.5f, size_ * 0.07f));
    }
    if (cell == sel_cell_) {
      list->AddPolyline(pts, 6, Col(ImVec4(1.0f, 0.85f, 0.2f, 1)), ImDrawFlags_Closed, std::max(2.5f, size_ * 0.08f));
    }
    // The tile's name over its top (a "?" for an unknown tile drawn with
    // shapes; the art's tile back says it).
    const std::string at_text = board.CellText(cell);
    std::string title = "?";
    if (c.loc >= 0) title = s.content().locations[static_cast<size_t>(c.loc)].name + (c.face_up ? "" : " (seen)");
    const float px = std::clamp(size_ * 0.26f, 10.0f, FontPx(small));
    if (size_ > 27 * sc && (c.loc >= 0 || !art_.ready()) && squeeze > 0.9f) {
      // Two lines where there is room, one (cut short) on a small map.
      const float room = size_ * 1.5f;  // the tile's width at the name's height
      const bool two = size_ >= 45 * sc;
      title = ShortTileName(small, px, title, room, two ? 2 : 1);
      const ImVec2 ts = small->CalcTextSizeA(px, FLT_MAX, two ? room : 0.0f, title.c_str());
      const ImVec2 tp(centre.x - std::min(ts.x, room) * 0.5f, centre.y - size_ * 0.6f);
      const ImVec4 ink = c.face_up ? kTileInk : ImVec4(1, 1, 1, 0.95f);
      ImVec4 clip(centre.x - room * 0.5f, tp.y, centre.x + room * 0.5f, tp.y + px * (two ? 2.5f : 1.25f));
      if (art_.ready()) {  // a backing that keeps the name readable over the picture
        const ImVec4 back = c.face_up ? ImVec4(1, 1, 1, 0.72f) : ImVec4(0, 0, 0, 0.4f);
        list->AddRectFilled(ImVec2(std::max(tp.x, clip.x) - px * 0.2f, tp.y),
                            ImVec2(std::min(tp.x + ts.x, clip.z) + px * 0.2f, std::min(tp.y + ts.y, clip.w)), Col(back),
                            px * 0.3f);
      }
      list->AddText(small, px, tp, Col(ink), title.c_str(), nullptr, two ? room : 0.0f, &clip);
    }
    // Fate cards lying here, along the tile's bottom.
    const int cards = static_cast<int>(c.pile.size());
    if (cards > 0) {
      const float cw = size_ * 0.34f, ch = size_ * 0.25f, cgap = size_ * 0.04f;
      const int on_show = std::min(cards, 3);
      float x = centre.x - (static_cast<float>(on_show) * (cw + cgap) - cgap) * 0.5f;
      const float y = centre.y + size_ * 0.62f;
      for (int k = 0; k < on_show; ++k) {
        DrawCardPicture(art_, list, small, s, c.pile[static_cast<size_t>(k)], ImVec2(x, y), ImVec2(x + cw, y + ch));
        x += cw + cgap;
      }
      if (cards > on_show) {
        const std::string more = "+" + std::to_string(cards - on_show);
        list->AddText(small, px, ImVec2(x, y), Col(kTileInk), more.c_str());
      }
    }
    // Named for the tests and the browser hook over the whole hexagon (only its visible part is published).
    NameRect(ui, "lbg/tile/" + at_text.substr(1, at_text.size() - 2),
             ImVec2(centre.x - size_ * kSqrt3 * 0.5f, centre.y - size_), ImVec2(centre.x + size_ * kSqrt3 * 0.5f, centre.y + size_));
  }
  if (monster_moving && !beat->path.empty()) {
    // The Monster on its way from one tile's top corner to the next.
    const float k = motion ? Smooth(beat->Progress(now)) : (beat->Progress(now) < 0.5f ? 0.0f : 1.0f);
    const ImVec2 a = ToScreen(CellUnit(board, beat->path.front())), z = ToScreen(CellUnit(board, beat->path.back()));
    const ImVec2 at(a.x + (z.x - a.x) * k, a.y + (z.y - a.y) * k - size_ * 0.74f);
    DrawMonsterPicture(art_, list, small, at, size_ * 0.2f);
    NameRect(ui, "lbg/anim/monster", ImVec2(at.x - size_ * 0.2f, at.y - size_ * 0.2f), ImVec2(at.x + size_ * 0.2f, at.y + size_ * 0.2f));
  }
  // The Starting Locations: half-tiles in their players' colours.
  for (int seat = 0; seat < s.seats(); ++seat) {
    const ImVec2 u = StartUnit(s, seat);
    const ImVec2 a = ToScreen(ImVec2(u.x - kStartW * 0.5f, u.y - kStartH * 0.5f));
    const ImVec2 z = ToScreen(ImVec2(u.x + kStartW * 0.5f, u.y + kStartH * 0.5f));
    list->AddRectFilled(a, z, Col(Mix(SeatColour(seat), ImVec4(1, 1, 1, 1), 0.65f)), size_ * 0.25f);
    list->AddRect(a, z, Col(SeatColour(seat)), size_ * 0.25f, 0, std::max(1.5f, size_ * 0.05f));
    if (sel_cell_ == lbg::kStartPos + seat) {
      list->AddRect(a, z, Col(ImVec4(1.0f, 0.85f, 0.2f, 1)), size_ * 0.25f, 0, std::max(2.5f, size_ * 0.08f));
    }
    // The player's name (the colour says whose start it is once the name is cut short).
    const std::string label = session.SeatName(seat);
    const float px = std::clamp(size_ * 0.24f, 10.0f, FontPx(small));
    if (px * 1.2f <= (z.y - a.y) * 0.32f || shown.At(lbg::kStartPos + seat) == 0) {  // where it leaves tokens room
      ImVec4 clip(a.x, a.y, z.x, z.y);
      list->AddText(small, px, ImVec2(a.x + size_ * 0.1f, a.y + size_ * 0.04f), Col(kTileInk), label.c_str(), nullptr,
                    0, &clip);
    }
    NameRect(ui, "lbg/start/" + std::to_string(seat), a, z);
  }
  // The Fate deck, in the map's top corner: where drawn cards come from.
  {
    const float cw = std::clamp(size_ * 0.5f, 22 * sc, 34 * sc), ch = cw * 0.72f;
    const ImVec2 at(seen_min_.x + 10 * sc, seen_min_.y + 10 * sc);
    for (int k = 2; k >= 0; --k) {
      const ImVec2 o(at.x + static_cast<float>(k) * 2 * sc, at.y + static_cast<float>(k) * 2 * sc);
      DrawCardPicture(art_, list, small, s, ShownCard{}, o, ImVec2(o.x + cw, o.y + ch));
    }
    const std::string count = std::to_string(s.fate_deck().size());
    list->AddText(small, FontPx(small), ImVec2(at.x + cw + 10 * sc, at.y + ch * 0.5f - FontPx(small) * 0.5f),
                  Col(p.dark ? ImVec4(1, 1, 1, 0.9f) : kTileInk), count.c_str());
    NameRect(ui, "lbg/deck", at, ImVec2(at.x + cw + 4 * sc, at.y + ch + 4 * sc));
  }
  DrawTokens(ui, session, s, beat);
  DrawFlights(ui, session, s, beat);
  DrawCheck(ui, session, s);
  DrawCaption(ui, beat);
  list->PopClipRect();
  list->ChannelsMerge();
}

// The tokens: each where the island shows it, gliding to a new place on its
// tile, walking its path tile by tile while its walk plays; a mark over a
// Character something happens to.
void Table::DrawTokens(Ui& ui, const play::Session& session, const State& s, const board_motion::Beat* beat) {
  using K = board_motion::Beat::Kind;
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float sc = l.scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  ImFont* small = ui.fonts().small;
  const ImGuiIO& io = ImGui::GetIO();
  const double now = ui.time();
  const int viewer = session.viewer();
  const bool motion = ui.MotionSeconds(1) > 0;
  const float glide = ui.MotionSeconds(0.22f);
  const float pulse = motion ? 0.65f + 0.35f * static_cast<float>(std::sin(now * 5.0)) : 1.0f;
  const bool fingers = ui.platform().HasTouch() || map_max_.x - map_min_.x < 600 * sc;
  const float min_px = fingers ? 16 * sc : 7 * sc;
  const Shown& shown = stage_.shown();
  hits_.clear();
  int walker = -1;
  ImVec2 walker_at(0, 0);
  for (int c = 0; c < lbg::kNumChars; ++c) {
    Token& t = tokens_[static_cast<size_t>(c)];
    if (!t.shown) {
      t.was_shown = false;
      continue;
    }
    // A new place on the map: it glides there from where it was drawn.
    if (!t.was_shown) {
      t.was_shown = true;
      t.drawn = t.glide_from = t.last_unit = t.unit;
      t.glide_start = -1e9;
    } else if (std::fabs(t.last_unit.x - t.unit.x) + std::fabs(t.last_unit.y - t.unit.y) > 1e-4f) {
      t.glide_from = t.drawn;
      t.glide_start = now;
      t.last_unit = t.unit;
    }
    const float gk = glide > 0 ? static_cast<float>((now - t.glide_start) / glide) : 1.0f;
    ImVec2 u = gk >= 1 ? t.unit : Lerp(t.glide_from, t.unit, Smooth(gk));
    if (beat != nullptr && beat->kind == K::kWalk && beat->event.ch == c && beat->path.size() >= 2) {
      // Walking: from where it stood, over each tile of the way.
      if (walk_beat_ != beat->id) {
        walk_beat_ = beat->id;
        walk_from_ = t.drawn;
        walk_step_ = -1;
      }
      const int steps = static_cast<int>(beat->path.size()) - 1;
      const float k = beat->Progress(now) * static_cast<float>(steps);
      const int step = std::min(static_cast<int>(k), steps - 1);
      if (step != walk_step_) {
        walk_step_ = step;
        ui.PlaySound(Sound::kTokenStep);
      }
      auto point = [&](int i) {
        if (i == 0) return walk_from_;
        ImVec2 q = PosUnit(s, beat->path[static_cast<size_t>(i)]);
        q.y += 0.28f;
        return q;
      };
      if (motion) {
        const float local = Smooth(k - static_cast<float>(step));
        u = Lerp(point(step), point(step + 1), local);
        u.y -= 0.18f * std::sin(3.14159265f * (k - static_cast<float>(step)));  // a hop from tile to tile
      } else {
        u = point(beat->Progress(now) < 0.5f ? 0 : steps);  // no travel: it is here, then there
      }
      t.drawn = u;
      walker = c;
      walker_at = u;
      continue;  // drawn last, over the others
    }
    t.drawn = u;
  }
  auto draw = [&](int c, ImVec2 u, bool walking) {
    const Token& t = tokens_[static_cast<size_t>(c)];
    ImVec2 centre = ToScreen(u);
    const float radius = std::max(t.radius * size_, min_px);
    if (c == drag_char_ && panning_) centre = io.MousePos;
    const bool mine_sc = s.ch(c).sc_of == viewer && viewer >= 0;
    DrawTokenPicture(art_, list, small, s, c, shown.ch[static_cast<size_t>(c)], centre, radius, c == sel_char_, mine_sc);
    if (Movable(c) && c != sel_char_) {
      list->AddCircle(centre, radius * 1.18f, Col(WithAlpha(p.accent, pulse)), 0, std::max(2.0f, radius * 0.14f));
    }
    hits_.push_back({c, centre, std::max(radius, l.target * 0.5f)});
    const std::string name(s.Name(c));
    NameRect(ui, "lbg/char/" + name, ImVec2(centre.x - radius, centre.y - radius), ImVec2(centre.x + radius, centre.y + radius));
    if (walking)
      NameRect(ui, "lbg/anim/walk/" + name, ImVec2(centre.x - radius, centre.y - radius),
               ImVec2(centre.x + radius, centre.y + radius));
    // Something happening to it: a ring and a word over it.
    if (beat != nullptr && (beat->kind == K::kMark || beat->kind == K::kPlay) &&
        (beat->event.ch == c || (beat->kind == K::kPlay && beat->event.ch2 == c))) {
      const std::string what = beat->kind == K::kPlay && beat->event.kind == lbg::Event::Kind::kPlayed
                                   ? s.content().fate[static_cast<size_t>(std::max(beat->event.card, 0))].name
                                   : MarkWords(beat->event, session);
      const lbg::Event::Kind kind = beat->event.kind;
      const ImVec4 ring = kind == lbg::Event::Kind::kInjured || kind == lbg::Event::Kind::kKilled ? p.bad
                          : kind == lbg::Event::Kind::kHealed || kind == lbg::Event::Kind::kFreed ? p.good
                          : kind == lbg::Event::Kind::kTookControl ? SeatColour(beat->event.seat)
                                                                   : p.accent;
      const float k = beat->Progress(now);
      const float grow = motion ? 1.2f + 0.5f * k : 1.35f;
      list->AddCircle(centre, radius * grow, Col(WithAlpha(ring, 1 - 0.6f * k)), 0, std::max(3.0f, radius * 0.2f));
      if (!what.empty()) {
        const float px = FontPx(ui.fonts().strong);
        const ImVec2 ts = ui.fonts().strong->CalcTextSizeA(px, FLT_MAX, 0, what.c_str());
        const ImVec2 at(centre.x - ts.x * 0.5f, centre.y - radius * 1.4f - ts.y - (motion ? 6 * sc * k : 0));
        list->AddRectFilled(ImVec2(at.x - 6 * sc, at.y - 2 * sc), ImVec2(at.x + ts.x + 6 * sc, at.y + ts.y + 2 * sc),
                            Col(WithAlpha(ring, 0.92f)), 6 * sc);
        list->AddText(ui.fonts().strong, px, at, Col(ImVec4(1, 1, 1, 1)), what.c_str());
        NameRect(ui, "lbg/anim/mark/" + name + "/" + what, ImVec2(at.x - 6 * sc, at.y - 2 * sc),
                 ImVec2(at.x + ts.x + 6 * sc, at.y + ts.y + 2 * sc));
      }
    }
  };
  for (int c = 0; c < lbg::kNumChars; ++c)
    if (tokens_[static_cast<size_t>(c)].shown && c != walker) draw(c, tokens_[static_cast<size_t>(c)].drawn, false);
  if (walker >= 0) draw(walker, walker_at, true);
}

// Fate cards on their way: from the deck to a tile, from a tile to the
// Character who takes it, an Event from its player to what it is played on.
void Table::DrawFlights(Ui& ui, const play::Session& session, const State& s, const board_motion::Beat* beat) {
  using K = board_motion::Beat::Kind;
  if (beat == nullptr || (beat->kind != K::kDraw && beat->kind != K::kTake && beat->kind != K::kPlay)) return;
  if (beat->kind == K::kPlay && beat->event.kind != lbg::Event::Kind::kPlayed) return;  // (an ability: its mark says it)
  const Layout& l = ui.layout();
  const float sc = l.scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const double now = ui.time();
  const bool motion = ui.MotionSeconds(1) > 0;
  const Shown& shown = stage_.shown();
  const lbg::Event& e = beat->event;
  const float cw = std::clamp(size_ * 0.34f, 16 * sc, 40 * sc), chh = cw * 0.74f;
  const ImVec2 big(56 * sc, 40 * sc);
  const ImVec2 deck(seen_min_.x + 10 * sc + cw * 0.5f, seen_min_.y + 10 * sc + chh * 0.5f);
  auto pile_slot = [&](int cell, int index) {
    const ImVec2 centre = ToScreen(CellUnit(s.board(), cell));
    const float w = size_ * 0.34f, g = size_ * 0.04f;
    const int n = std::min(index + 1, 3);
    return ImVec2(centre.x - (static_cast<float>(n) * (w + g) - g) * 0.5f + static_cast<float>(std::min(index, 2)) * (w + g) + w * 0.5f,
                  centre.y + size_ * 0.62f + size_ * 0.125f);
  };
  ImVec2 from = deck, to = deck;
  float end_w = size_ * 0.34f;
  ShownCard card{e.card, e.card < 0};
  if (beat->kind == K::kDraw) {
    if (e.n == 2 && e.seat >= 0) {
      to = ToScreen(StartUnit(s, e.seat));
    } else if (e.n == 1 || e.cell < 0 || e.cell >= s.board().cells()) {
      to = ImVec2(deck.x + 40 * sc, deck.y + 30 * sc);  // turned up beside the deck, and gone
    } else {
      to = pile_slot(e.cell, static_cast<int>(shown.cells[static_cast<size_t>(e.cell)].pile.size()));
    }
  } else if (beat->kind == K::kTake) {
    const int at = e.ch >= 0 ? shown.ch[static_cast<size_t>(e.ch)].pos : -1;
    if (at >= 0 && at < s.board().cells()) from = pile_slot(at, 0);
    if (e.ch >= 0) to = ToScreen(tokens_[static_cast<size_t>(e.ch)].drawn);
    end_w = 10 * sc;
  } else {
    from = e.seat >= 0 ? ToScreen(StartUnit(s, e.seat)) : deck;
    const int on = e.ch >= 0 ? e.ch : e.ch2;
    if (on >= 0 && tokens_[static_cast<size_t>(on)].shown) {
      to = ToScreen(tokens_[static_cast<size_t>(on)].drawn);
    } else if (s.pc() && s.pc()->cell >= 0 && s.pc()->cell < s.board().cells()) {
      to = ToScreen(CellUnit(s.board(), s.pc()->cell));
    } else {
      to = ImVec2((seen_min_.x + seen_max_.x) * 0.5f, (seen_min_.y + seen_max_.y) * 0.5f);
    }
    end_w = big.x;
    card.face_down = false;
  }
  const float k = beat->Progress(now);
  // The card travels in the first two thirds and rests where it went for the rest.
  const float travel = motion ? Smooth(std::min(1.0f, k / 0.66f)) : 1.0f;
  const ImVec2 at = Lerp(from, to, travel);
  const float w = big.x + (end_w - big.x) * travel, h = w * 0.72f;
  const float alpha = motion ? 1.0f : std::min(1.0f, k * 5);
  const ImVec2 a(at.x - w * 0.5f, at.y - h * 0.5f), z(at.x + w * 0.5f, at.y + h * 0.5f);
  list->AddRectFilled(ImVec2(a.x + 2 * sc, a.y + 3 * sc), ImVec2(z.x + 2 * sc, z.y + 3 * sc), Col(ImVec4(0, 0, 0, 0.25f * alpha)), 4 * sc);
  DrawCardPicture(art_, list, ui.fonts().small, s, card, a, z);
  const std::string name = card.def >= 0 && !card.face_down ? s.content().fate[static_cast<size_t>(card.def)].name
                                                            : std::string("face-down");
  if (card.def >= 0 && !card.face_down && w > 30 * sc) {
    const float px = FontPx(ui.fonts().small);
    const ImVec2 ts = ui.fonts().small->CalcTextSizeA(px, FLT_MAX, 0, name.c_str());
    const ImVec2 tp(at.x - ts.x * 0.5f, z.y + 3 * sc);
    list->AddRectFilled(ImVec2(tp.x - 4 * sc, tp.y - 1 * sc), ImVec2(tp.x + ts.x + 4 * sc, tp.y + ts.y + 1 * sc),
                        Col(ImVec4(0, 0, 0, 0.7f)), 4 * sc);
    list->AddText(ui.fonts().small, px, tp, Col(ImVec4(1, 1, 1, 1)), name.c_str());
  }
  NameRect(ui, "lbg/anim/card/" + name, a, z);
}

// A Power Check where it is fought: who against whom, each side's total,
// the dice tumbling and landing on what the engine rolled, then the totals
// and who won. It stays while the check waits for plays after the dice.
void Table::DrawCheck(Ui& ui, const play::Session& session, const State& s) {
  using K = board_motion::Beat::Kind;
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float sc = l.scale;
  const double now = ui.time();
  const double pace = ui.settings().bot_hold_seconds();
  const bool motion = ui.MotionSeconds(1) > 0;
  const board_motion::Beat* beat = stage_.Current(now);
  if (beat != nullptr && beat->kind == K::kDice && beat->id != dice_beat_) {
    dice_beat_ = beat->id;
    dice_landed_ = false;
    if (beat->event.kind == lbg::Event::Kind::kCheckSides || !check_.have_dice) {
      check_.dice = *beat;
      check_.have_result = false;
    } else {
      // A reroll: the other die stays as it lay.
      for (int side = 0; side < 2; ++side)
        if (beat->die[side] >= 0) check_.dice.die[side] = beat->die[side];
      check_.dice.start = beat->start;
      check_.dice.duration = beat->duration;
      check_.dice.id = beat->id;
    }
    check_.have_dice = true;
    check_.until = beat->end() + 0.4 * pace;
  }
  if (beat != nullptr && beat->kind == K::kResult && (!check_.have_result || check_.result.id != beat->id)) {
    check_.result = *beat;
    check_.have_result = true;
    if (!check_.have_dice) check_.dice = *beat;
    check_.have_dice = true;
    check_.until = beat->end() + 0.5 * pace;
  }
  // A check waiting for plays after its dice keeps its panel, with the totals as they are now.
  const bool waiting = s.pc() && s.pc()->rolled && !s.pc()->cancelled && stage_.Idle();
  if (!waiting && (!check_.have_dice || now >= check_.until)) return;
  board_motion::Beat dice = check_.dice;
  if (waiting) {
    const lbg::PowerCheck& pc = *s.pc();
    dice.sides[0] = pc.side[0];
    dice.sides[1] = pc.side[1];
    dice.enc = pc.enc_card != lbg::kUnknown ? s.content().cards[pc.enc_card] : -1;
    dice.die[0] = pc.die[0];
    dice.die[1] = pc.die[1];
    dice.before[0] = s.SideTotal(0);
    dice.before[1] = pc.side[1] == 0 ? s.EncounterTotal() : s.SideTotal(1);
    dice.cell = pc.cell;
    dice.start = now - 10;
    dice.duration = 0;
  }
  const bool result = !waiting && check_.have_result;
  const float k = dice.duration > 0 ? dice.Progress(now) : 1.0f;
  const float land = 0.62f;
  const bool rolling = motion && k < land;
  if (!rolling && !dice_landed_ && !waiting) {
    dice_landed_ = true;
    ui.PlaySound(Sound::kDieLand);
  }
  // Where: beside the check's tile, inside the map.
  ImFont* strong = ui.fonts().strong;
  ImFont* small = ui.fonts().small;
  const float w = std::min(320 * sc, seen_max_.x - seen_min_.x - 16 * sc);
  const float die = std::clamp(w * 0.16f, 30 * sc, 46 * sc);
  const float h = FontPx(strong) * 2.6f + die + FontPx(small) * 2.6f + 20 * sc;
  ImVec2 anchor((seen_min_.x + seen_max_.x) * 0.5f, (seen_min_.y + seen_max_.y) * 0.5f);
  if (dice.cell >= 0) anchor = ToScreen(PosUnit(s, dice.cell));
  float y = anchor.y - size_ * 1.1f - h;  // over the tile, or under it if there is no room
  if (y < seen_min_.y + 4 * sc) y = anchor.y + size_ * 1.1f;
  y = std::clamp(y, seen_min_.y + 4 * sc, std::max(seen_min_.y + 4 * sc, seen_max_.y - h - 4 * sc));
  const float x = std::clamp(anchor.x - w * 0.5f, seen_min_.x + 8 * sc, std::max(seen_min_.x + 8 * sc, seen_max_.x - w - 8 * sc));
  const ImVec2 a(x, y), z(x + w, y + h);
  const float fade = result ? std::clamp(static_cast<float>((check_.until - now) / (0.3 * pace + 1e-3)), 0.0f, 1.0f) : 1.0f;
  ImDrawList* list = ImGui::GetWindowDrawList();
  list->AddRectFilled(ImVec2(a.x + 3 * sc, a.y + 4 * sc), ImVec2(z.x + 3 * sc, z.y + 4 * sc), Col(ImVec4(0, 0, 0, 0.25f * fade)), 12 * sc);
  list->AddRectFilled(a, z, Col(WithAlpha(p.surface, 0.97f * fade)), 12 * sc);
  list->AddRect(a, z, Col(WithAlpha(p.border, fade)), 12 * sc, 0, 1.5f * sc);
  // The sides: the names and totals before the dice.
  std::string left = CharList(s, dice.sides[0]), right;
  if (left.empty()) left = "The team";
  if (dice.enc >= 0) {
    right = s.content().fate[static_cast<size_t>(dice.enc)].name;
  } else {
    right = CharList(s, dice.sides[1]);
    if (right.empty()) right = "Defenders";
  }
  const float col_w = (w - 24 * sc) * 0.5f;
  const float tx = a.x + 12 * sc, ty = a.y + 8 * sc;
  auto fitted = [&](ImFont* font, std::string t, float room) {
    while (t.size() > 3 && font->CalcTextSizeA(FontPx(font), FLT_MAX, 0, t.c_str()).x > room) t = t.substr(0, t.size() - 4) + "\xE2\x80\xA6";
    return t;
  };
  const ImU32 ink = Col(WithAlpha(p.ink, fade)), muted = Col(WithAlpha(p.ink_muted, fade));
  DrawText(list, strong, ImVec2(tx, ty), WithAlpha(p.ink, fade), fitted(strong, left, col_w));
  const std::string r = fitted(strong, right, col_w);
  list->AddText(strong, FontPx(strong), ImVec2(a.x + w - 12 * sc - strong->CalcTextSizeA(FontPx(strong), FLT_MAX, 0, r.c_str()).x, ty), ink,
                r.c_str());
  auto power = [&](int total) { return total >= 0 ? "Power " + std::to_string(total) : std::string(""); };
  const float ty2 = ty + FontPx(strong) * 1.25f;
  list->AddText(small, FontPx(small), ImVec2(tx, ty2), muted, power(dice.before[0]).c_str());
  const std::string pr = power(dice.before[1]);
  list->AddText(small, FontPx(small), ImVec2(a.x + w - 12 * sc - small->CalcTextSizeA(FontPx(small), FLT_MAX, 0, pr.c_str()).x, ty2),
                muted, pr.c_str());
  // The dice.
  const float dy = ty2 + FontPx(small) * 1.3f + die * 0.5f + 4 * sc;
  const ImU32 body = Col(ImVec4(0.98f, 0.97f, 0.93f, fade)), edge = Col(ImVec4(0.2f, 0.18f, 0.15f, fade)),
              pips = Col(ImVec4(0.12f, 0.10f, 0.09f, fade));
  int faces[2] = {0, 0};
  for (int side = 0; side < 2; ++side) {
    const int value = dice.die[side];
    if (value < 1) continue;
    const float cx = side == 0 ? a.x + 12 * sc + die * 0.8f : z.x - 12 * sc - die * 0.8f;
    float angle = 0, hop = 0, scale = 1;
    int face = value;
    if (rolling) {
      const float t = k / land;
      // A tumble: a new face every few hundredths of a second, turning and
      // bouncing less and less, then the landing.
      face = 1 + static_cast<int>((static_cast<uint64_t>(now * 14.0) * 2654435761u + static_cast<uint64_t>(side) * 40503u) % 6u);
      angle = (1 - t) * 7.0f * (side == 0 ? 1.0f : -1.0f);
      hop = std::fabs(std::sin(t * 3.14159265f * 3)) * (1 - t) * die * 0.45f;
    } else if (motion && dice.duration > 0) {
      scale = 1 + 0.18f * std::max(0.0f, 1 - (k - land) / 0.12f);
    }
    faces[side] = face;
    board_motion::DrawDie(list, ImVec2(cx, dy - hop), die * scale, face, angle, body, edge, pips);
  }
  list->AddText(strong, FontPx(strong), ImVec2(a.x + w * 0.5f - strong->CalcTextSizeA(FontPx(strong), FLT_MAX, 0, "vs").x * 0.5f,
                                               dy - FontPx(strong) * 0.5f),
                muted, "vs");
  // Under the dice: the odds while they roll, then the totals and who won.
  std::string line;
  ImVec4 line_ink = p.ink;
  const int side_of_viewer = SideOf(s, session.viewer());
  if (rolling && dice.before[0] >= 0 && dice.before[1] >= 0) {
    lbg::Odds o = OddsOf(dice.before[0], dice.before[1]);
    if (side_of_viewer == 1) o = o.Flipped();
    line = std::string(side_of_viewer >= 0 ? "Your odds: " : "Odds: ") + OddsWords(o);
  } else if (result) {
    const lbg::Event& e = check_.result.event;
    if (e.ch2 == 1) {
      line = "Cancelled: nothing happens.";
    } else {
      line = std::to_string(e.n) + " to " + std::to_string(e.m) + ": ";
      line += e.seat == 0 ? "a tie, nothing happens." : (e.seat > 0 ? left : right) + (e.seat > 0 && left.find('+') != std::string::npos ? " win." : " wins.");
      line_ink = e.seat > 0 ? p.good : e.seat < 0 ? p.bad : p.notice;
    }
  } else if (dice.before[0] >= 0 && dice.before[1] >= 0 && faces[0] > 0 && faces[1] > 0) {
    line = std::to_string(dice.before[0] + faces[0]) + " to " + std::to_string(dice.before[1] + faces[1]) +
           (waiting ? " so far: a card may still change it." : ".");
  }
  if (!line.empty()) DrawText(list, strong, ImVec2(tx, dy + die * 0.5f + 8 * sc), WithAlpha(line_ink, fade), line, w - 24 * sc);
  std::string name = rolling ? "lbg/anim/dice/rolling"
                             : "lbg/anim/dice/" + std::to_string(std::max(dice.die[0], 0)) + "-" + std::to_string(std::max(dice.die[1], 0));
  if (result) {
    const lbg::Event& e = check_.result.event;
    name = "lbg/anim/result/" + std::to_string(e.n) + "-" + std::to_string(e.m) + "/" +
           (e.ch2 == 1 ? "cancelled" : e.seat > 0 ? "won" : e.seat < 0 ? "lost" : "tie");
  }
  NameRect(ui, name, a, z);
}

// What happens now, in words, along the top of the island.
void Table::DrawCaption(Ui& ui, const board_motion::Beat* beat) {
  const Layout& l = ui.layout();
  const float sc = l.scale;
  const double now = ui.time();
  if (beat != nullptr && beat->duration > 0 && !beat->caption.empty()) {
    caption_ = beat->caption;
    caption_until_ = beat->end() + 0.5 * ui.settings().bot_hold_seconds();
  }
  if (caption_.empty() || now >= caption_until_) return;
  ImDrawList* list = ImGui::GetWindowDrawList();
  ImFont* font = ui.fonts().strong;
  const float room = std::min(seen_max_.x - seen_min_.x - 24 * sc - 90 * sc, 560 * sc);
  const ImVec2 ts = MeasureText(font, caption_, room);
  const float x = std::max(seen_min_.x + 80 * sc, (seen_min_.x + seen_max_.x - ts.x) * 0.5f);
  const ImVec2 a(x - 10 * sc, seen_min_.y + 8 * sc), z(x + ts.x + 10 * sc, seen_min_.y + 8 * sc + ts.y + 10 * sc);
  const float alpha = std::clamp(static_cast<float>((caption_until_ - now) * 4), 0.0f, 1.0f);
  list->AddRectFilled(a, z, Col(ImVec4(0.05f, 0.07f, 0.09f, 0.82f * alpha)), 10 * sc);
  DrawText(list, font, ImVec2(x, a.y + 5 * sc), ImVec4(1, 1, 1, alpha), caption_, room);
  NameRect(ui, "lbg/now", a, z);
}

// A button for one choice: its words (wrapped) and a line of detail under
// them (the card's text, the odds). At least a finger high.
bool Table::Choice(Ui& ui, const std::string& name, const std::string& label, const std::string& detail, float width,
                   bool primary, bool selected) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  const float pad = 12 * s;
  ImFont* font = ui.fonts().strong;
  ImFont* small = ui.fonts().small;
  const ImVec2 ls = MeasureText(font, label, width - 2 * pad);
  const ImVec2 ds = detail.empty() ? ImVec2(0, 0) : MeasureText(small, detail, width - 2 * pad);
  const float h = std::max(l.target, ls.y + (detail.empty() ? 0 : ds.y + 2 * s) + 2 * 8 * s);
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const bool pressed = ImGui::InvisibleButton(name.c_str(), ImVec2(width, h));
  ui.NameItem(name);
  // What the guide points at is scrolled into the panel's view (once a step),
  // clear of the guide's card.
  if (name == guide_target_ && guide_scrolled_ != guide_step_) {
    guide_scrolled_ = guide_step_;
    const ImDrawList* clip = ImGui::GetWindowDrawList();
    const float top = std::max(clip->GetClipRectMin().y, guide_bottom_in_panel_);
    if (min.y < top || min.y + h > clip->GetClipRectMax().y) ImGui::SetScrollHereY(0.3f);
  }
  const bool held = ImGui::IsItemActive();
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 max(min.x + width, min.y + h);
  const ImVec4 fill = primary    ? (held ? p.accent_pressed : p.accent)
                      : selected ? p.accent_soft
                      : held     ? p.surface_pressed
                                 : p.surface;
  DrawCard(list, min, max, fill, p, std::min(l.rounding, 12 * s), primary ? 0 : 2 * s);
  const ImVec4& ink = primary ? p.on_accent : p.ink;
  const float y = min.y + (h - ls.y - (detail.empty() ? 0 : ds.y + 2 * s)) * 0.5f;
  DrawText(list, font, ImVec2(min.x + pad, y), ink, label, width - 2 * pad);
  if (!detail.empty()) {
    DrawText(list, small, ImVec2(min.x + pad, y + ls.y + 2 * s), primary ? p.on_accent : p.ink_muted, detail,
             width - 2 * pad);
  }
  return pressed;
}

// "Since your last turn": at the start of the person's turn, what the others
// did to their side since their last turn ended (their Characters led away,
// Injured, Trapped, the cards played on them, the Events taken), until
// dismissed. From the log's public events only.
void Table::DrawRecap(Ui& ui, const play::Session& session, const State& s, float width) {
  using K = lbg::Event::Kind;
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const int viewer = session.viewer();
  if (viewer < 0 || !session.IsHuman(viewer) || s.over() || s.round() < 1) return;
  // Whose Characters are the person's: those they lead, and those they led
  // when their last turn ended.
  uint32_t mine = 0;
  for (int c = 0; c < lbg::kNumChars; ++c)
    if (s.ch(c).controller == viewer) mine |= 1u << c;
  if (s.active() == viewer) {
    recap_mine_ = mine;
  } else {
    recap_mine_ |= mine;
    return;
  }
  const lbg::LostBoardGame& g = Lbg(session.View());
  const size_t n = g.History().size();
  // The move that began this turn, and the first move after the person's
  // last turn (the one that began the next player's): from the latest turn
  // starts back to the person's last but one.
  constexpr size_t kNone = static_cast<size_t>(-1);
  size_t began = kNone, ended = kNone;
  {
    std::vector<std::pair<size_t, int>> begins;  // the latest first
    int theirs = 0;
    for (size_t i = n; i-- > 0 && theirs < 2;) {
      const auto events = g.Events(i);
      for (size_t k = events.size(); k-- > 0 && theirs < 2;) {
        if (events[k].kind != K::kTurnBegan) continue;
        begins.push_back({i, events[k].seat});
        theirs += events[k].seat == viewer ? 1 : 0;
      }
    }
    if (theirs < 2 || begins.front().second != viewer) return;  // the first turn: nothing to tell yet
    began = begins.front().first;
    ended = begins[begins.size() - 2].first;  // the turn after the person's last one
  }
  if (began != recap_at_) {
    recap_at_ = began;
    recap_closed_ = false;
    recap_.clear();
    const uint32_t side = recap_mine_ | mine;
    auto ours = [&](int c) { return c >= 0 && (side >> c & 1u); };
    auto who = [&](int seat) { return session.SeatName(seat); };
    for (size_t i = ended; i <= began && i < n; ++i) {
      for (const lbg::Event& e : g.Events(i)) {
        if (i == began && e.kind == K::kTurnBegan && e.seat == viewer) break;  // (what follows is this turn's)
        const std::string name = e.ch >= 0 ? std::string(s.Name(e.ch)) : "";
        std::string line;
        switch (e.kind) {
          case K::kTookControl:
            if (e.seat != viewer && ours(e.ch)) line = who(e.seat) + " led " + name + " away.";
            break;
          case K::kDeclared:
            if (e.seat != viewer && ours(e.ch2))
              line = who(e.seat) + " tried to lead " + std::string(s.Name(e.ch2)) + " with " + name + ".";
            break;
          case K::kPlayed:
            if (e.seat != viewer && ours(e.ch))
              line = who(e.seat) + " played " + s.content().fate[static_cast<size_t>(std::max(e.card, 0))].name + " on " +
                     name + ".";
            break;
          case K::kStoleEvent:
            if (e.n == viewer && e.seat != viewer) line = who(e.seat) + " took an Event from you.";
            break;
          case K::kInjured:
            if (ours(e.ch)) line = name + " was Injured.";
            break;
          case K::kKilled:
            if (ours(e.ch)) line = name + " was Killed.";
            break;
          case K::kTrapped:
            if (ours(e.ch)) line = name + " was Trapped for " + text::Plural(e.n, "turn", "turns") + ".";
            break;
          case K::kSkips:
            if (ours(e.ch)) line = name + " will skip a turn.";
            break;
          case K::kHealed:
            if (ours(e.ch)) line = name + " was healed.";
            break;
          case K::kEliminated:
            if (e.seat != viewer) line = Person(who(e.seat)).Verb("is", "are") + " out of the game.";
            break;
          default:
            break;
        }
        if (!line.empty()) recap_.push_back(line);
      }
    }
  }
  // Nothing happened to the person's side: no card (on a phone it would push
  // the turn's choices below the fold).
  if (recap_closed_ || recap_.empty()) return;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* list = ImGui::GetWindowDrawList();
  list->ChannelsSplit(2);
  list->ChannelsSetCurrent(1);
  ImGui::Indent(10 * l.scale);
  Spacing(6 * l.scale);
  const float w = width - 20 * l.scale;
  Paragraph(ui, "Since your last turn", ui.fonts().strong, nullptr, w);
  const size_t most = 6;
  for (size_t i = 0; i < recap_.size() && i < most; ++i) Caption(ui, "\xE2\x80\xA2 " + recap_[i], w);
  if (recap_.size() > most) Caption(ui, "\xE2\x80\xA6 and " + std::to_string(recap_.size() - most) + " more in the log.", w);
  Spacing(4 * l.scale);
  if (Button(ui, "lbg/recap/close", "Got it", ButtonKind::kQuiet, std::min(w, 160 * l.scale))) recap_closed_ = true;
  Spacing(6 * l.scale);
  ImGui::Unindent(10 * l.scale);
  const ImVec2 end(at.x + width, ImGui::GetCursorScreenPos().y);
  list->ChannelsSetCurrent(0);
  DrawCard(list, at, end, p.surface, p, 10 * l.scale, 2 * l.scale);
  list->ChannelsMerge();
  NameRect(ui, "lbg/recap", at, end);
  Spacing(l.small_gap);
}

void Table::DrawOdds(Ui& ui, const State& s, int viewer, float width) {
  if (!s.pc()) return;
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const lbg::PowerCheck& pc = *s.pc();
  const int side = SideOf(s, viewer);
  const bool enc = pc.side[1] == 0;
  const int mine = side == 1 ? s.SideTotal(1) : s.SideTotal(0);
  const int theirs = side == 1 ? s.SideTotal(0) : enc ? s.EncounterTotal() : s.SideTotal(1);
  std::string head = "Power Check: ";
  head += side < 0 ? CharList(s, pc.side[0]) : side == 0 ? "your side" : "your defenders";
  head += " " + std::to_string(mine) + " vs ";
  if (enc) {
    head += pc.kind == lbg::PowerCheck::Kind::kMonster ? "the Monster"
            : pc.enc_card != lbg::kUnknown             ? s.Fate(pc.enc_card).name
                                                       : "the Encounter";
  } else {
    head += side == 1 ? CharList(s, pc.side[0]) : CharList(s, pc.side[1]);
  }
  head += " " + std::to_string(theirs) +
          (pc.rolled ? " (dice " + std::to_string(pc.die[0]) + " and " + std::to_string(pc.die[1]) + ")"
                     : " before the dice");
  lbg::Odds odds = s.CurrentOdds();
  if (side == 1) odds = odds.Flipped();
  Paragraph(ui, head, ui.fonts().strong, nullptr, width);
  ui.NameItem("lbg/odds");
  // A bar: win, tie, lose, with the words beside it (colour is never alone).
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const float h = 12 * l.scale;
  ImGui::Dummy(ImVec2(width, h));
  float x = min.x;
  const float total = static_cast<float>(std::max(odds.total, 1));
  const std::pair<int, ImVec4> parts[] = {{odds.win, p.good}, {odds.tie, p.notice}, {odds.lose, p.bad}};
  for (const auto& [n, colour] : parts) {
    const float w = width * static_cast<float>(n) / total;
    if (w > 0) list->AddRectFilled(ImVec2(x, min.y), ImVec2(x + w, min.y + h), Col(colour));
    x += w;
  }
  Caption(ui, std::string(side < 0 ? "Attackers: " : "You: ") + OddsWords(odds), width);
  // A check that can put the viewer out of the game says so first.
  const std::string warning = games::lost_board_game::OutWarning(s, viewer);
  if (!warning.empty() && odds.lose > 0) {
    Paragraph(ui, warning, ui.fonts().strong, &p.bad, width);
    ui.NameItem("lbg/out-warning");
  }
}

void Table::DrawCharacterCard(Ui& ui, const play::Session& session, const State& s, int c, float width) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const lbg::CharacterDef& def = s.Def(c);
  const lbg::CharState& cs = s.ch(c);
  const float sc = l.scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 min = ImGui::GetCursorScreenPos();
  list->ChannelsSplit(2);
  list->ChannelsSetCurrent(1);
  ImGui::Indent(10 * sc);
  Spacing(6 * sc);
  const float w = width - 20 * sc;
  std::string head = def.name + " \xC2\xB7 Power " + std::to_string(def.power);
  if (s.pc() && ((s.pc()->side[0] | s.pc()->side[1]) >> c & 1u)) head += " (now " + std::to_string(s.Power(c)) + ")";
  Paragraph(ui, head, ui.fonts().strong, nullptr, w);
  std::string who = cs.zone == lbg::CharState::Zone::kGraveyard ? "Killed"
                    : cs.controller >= 0                        ? "Led by " + Person(session.SeatName(cs.controller)).Object()
                    : cs.zone == lbg::CharState::Zone::kBoard   ? "A Neutral"
                                                                : "Not on the island";
  if (cs.pos >= 0 && cs.zone == lbg::CharState::Zone::kBoard) who += ", at " + CellName(s, cs.pos);
  if (cs.sc_of >= 0) who += ". " + Possessive(session.SeatName(cs.sc_of)) + " Starting Character";
  Caption(ui, who + ".", w);
  std::string status;
  if (cs.injured) status += "Injured. ";
  if (cs.trap > 0) status += "Trapped (" + std::to_string(cs.trap) + " turn" + (cs.trap > 1 ? "s" : "") + "). ";
  if (cs.resting) status += "Resting. ";
  if (cs.skip_next || cs.skipping) status += "Skips a turn. ";
  if (status.empty()) status = "Healthy. ";
  status += "Carries up to " + std::to_string(s.CarryLimit(c)) + ".";
  Caption(ui, status, w);
  if (!cs.items.empty()) {
    std::string items = "Equipment: ";
    for (size_t i = 0; i < cs.items.size(); ++i) {
      const lbg::Slot& slot = cs.items[i];
      items += (i ? ", " : "") + (slot.card == lbg::kUnknown
                                      ? std::string("a face-down card")
                                      : s.Fate(slot.card).name + (slot.face_down ? " (face down)" : ""));
    }
    Caption(ui, items + ".", w);
    for (const lbg::Slot& slot : cs.items) {
      if (slot.card != lbg::kUnknown) Caption(ui, s.Fate(slot.card).name + ": " + lbg::RulesText(s.Fate(slot.card)), w);
    }
  }
  Paragraph(ui, "Ability: " + lbg::RulesText(def), nullptr, nullptr, w);
  const int viewer = session.viewer();
  const bool dealt = viewer >= 0 && s.prompt().kind == PromptKind::kDraft &&
                     (s.player(viewer).dealt[0] == c || s.player(viewer).dealt[1] == c);
  if (dealt) {
    Paragraph(ui, "If you keep " + def.name + ", you win when: " + lbg::WinText(def), ui.fonts().body, &p.accent, w);
  }
  if (cs.sc_of == viewer && viewer >= 0) {
    // The viewer's own Starting Character: how it wins, and how far along.
    std::string win = "Your win condition: " + lbg::WinText(def);
    const lbg::Player& me = s.player(viewer);
    if (def.win.check == lbg::WinCheck::kCounter) {
      win += " Progress: " + std::to_string(me.counter) + " of " + std::to_string(def.win.n) + ".";
    } else if (def.win.check == lbg::WinCheck::kCorners) {
      int corners = 0;
      for (int k = 0; k < 8; ++k) corners += (me.corners >> k) & 1;
      win += " Progress: " + std::to_string(corners) + " of 4 corners.";
    } else if (def.win.check == lbg::WinCheck::kEndTurnControl) {
      win += " Now: " + std::to_string(s.Controlled(viewer)) + " of " + std::to_string(def.win.n) + ".";
    } else if (def.win.check == lbg::WinCheck::kStep5Hold) {
      win += " Now: " + std::to_string(me.hand.size()) + " of " + std::to_string(def.win.n) + ".";
    }
    Paragraph(ui, win, ui.fonts().body, &p.accent, w);
  }
  Spacing(6 * sc);
  ImGui::Unindent(10 * sc);
  const ImVec2 max(min.x + width, ImGui::GetCursorScreenPos().y);
  list->ChannelsSetCurrent(0);
  DrawCard(list, min, max, p.surface, p, 10 * sc, 2 * sc);
  list->AddRectFilled(min, ImVec2(min.x + 5 * sc, max.y), Col(SeatColour(cs.controller)), 10 * sc);
  list->ChannelsMerge();
}

void Table::DrawTileInfo(Ui& ui, const play::Session& session, const State& s, int cell, float width) {
  const Layout& l = ui.layout();
  if (cell >= lbg::kStartPos) {
    const int seat = cell - lbg::kStartPos;
    Paragraph(ui, Possessive(session.SeatName(seat)) + " Starting Location", ui.fonts().strong, nullptr, width);
  } else {
    const lbg::Cell& c = s.cell(cell);
    std::string head = CellName(s, cell);
    Paragraph(ui, Capitalised(head), ui.fonts().strong, nullptr, width);
    if (c.tile != lbg::kUnknown) {
      const lbg::LocationDef& loc = s.content().locations[s.content().tiles[c.tile]];
      Caption(ui,
              std::string(loc.shoreline ? "Shoreline" : "Inner") + (c.face_up ? "" : ", face down (you looked)") +
                  ". " + lbg::RulesText(loc),
              width);
    } else {
      Caption(ui, std::string(s.board().Shore(cell) ? "On the Shoreline" : "Inland") + ", not explored yet.", width);
    }
    if (s.monster_cell() == cell) Caption(ui, "The Monster is here.", width);
    for (const lbg::Slot& slot : c.fate) {
      if (slot.card == lbg::kUnknown || slot.face_down) {
        Caption(ui,
                slot.card != lbg::kUnknown
                    ? s.Fate(slot.card).name + " (face down): " + lbg::RulesText(s.Fate(slot.card))
                    : "A face-down Fate card.",
                width);
      } else {
        Caption(ui, s.Fate(slot.card).name + ": " + lbg::RulesText(s.Fate(slot.card)), width);
      }
    }
  }
  // Who is here: a tap shows the Character's card.
  const uint32_t here = s.AllAt(cell);
  for (int c = 0; c < lbg::kNumChars; ++c) {
    if (!(here >> c & 1u)) continue;
    const lbg::CharState& cs = s.ch(c);
    std::string label =
        std::string(s.Name(c)) + " (" + (cs.controller >= 0 ? session.SeatName(cs.controller) : "Neutral") + ")";
    if (Choice(ui, "lbg/info/char/" + std::string(s.Name(c)), label, "", width, false)) {
      sel_char_ = c;
      sel_cell_ = -1;
    }
    Spacing(l.small_gap * 0.5f);
  }
}

void Table::DrawPlayers(Ui& ui, const play::Session& session, const State& s, float width) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const std::vector<int> deciding = session.Deciding();
  const bool window = s.prompt().kind == PromptKind::kWindow;
  ImDrawList* list = ImGui::GetWindowDrawList();
  for (int seat = 0; seat < s.seats(); ++seat) {
    const lbg::Player& pl = s.player(seat);
    std::string line = session.SeatName(seat) + ": " + text::Plural(s.Controlled(seat), "Character", "Characters") +
                       ", " + text::Plural(static_cast<long long>(pl.hand.size()), "Event", "Events");
    if (pl.out) {
      line += " \xC2\xB7 out";
    } else if (window || std::find(deciding.begin(), deciding.end(), seat) != deciding.end()) {
      line += " \xC2\xB7 deciding\xE2\x80\xA6";
    }
    if (!s.over() && seat == s.active() && s.round() > 0) line += " \xC2\xB7 " + Person(session.SeatName(seat)).Their() + " turn";
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float dot = 7 * l.scale;
    list->AddCircleFilled(ImVec2(at.x + dot, at.y + FontPx(ui.fonts().small) * 0.7f), dot, Col(SeatColour(seat)));
    ImGui::Indent(dot * 2 + 6 * l.scale);
    Caption(ui, line, width - dot * 2 - 6 * l.scale);
    ImGui::Unindent(dot * 2 + 6 * l.scale);
  }
  (void)p;
}

void Table::DrawPanel(Ui& ui, TableContext& ctx, const State& s, float width) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  play::Session& session = ctx.session();
  const int viewer = session.viewer();
  const bool to_move = ToMove(ctx);
  Spacing(l.small_gap);

  // What is asked of the viewer, at the panel's top too: a bot's move held on
  // screen floats over the status strip, never over the panel.
  if (to_move && !PromptWords(s).empty()) {
    std::string ask = PromptWords(s);
    if (s.prompt().kind == PromptKind::kDefend && s.pc() && s.pc()->target >= 0) {
      // Who leads whom away, with what: "Rose's Sayid (Power 5) tries to lead your Kate (Power 3)."
      const lbg::PowerCheck& pc = *s.pc();
      const std::string target(s.Name(pc.target));
      const bool one = std::popcount(pc.side[0]) == 1;
      ask = Possessive(session.SeatName(pc.attacker)) + " " + CharList(s, pc.side[0]) + " (Power " +
            std::to_string(s.SideTotal(0)) + ")" + (one ? " tries" : " try") + " to lead your " + target + " (Power " +
            std::to_string(s.Power(pc.target)) + ") away. Choose who defends with " + target +
            ": each choice shows your odds.";
    }
    Paragraph(ui, ask, ui.fonts().strong, &p.accent, width);
    ui.NameItem("lbg/prompt");
    Spacing(l.small_gap * 0.5f);
  }

  DrawRecap(ui, session, s, width);

  // Out of the game: why, once, at the top.
  if (const std::string why = OutExplanation(Lbg(session.View()), viewer); !why.empty()) {
    Paragraph(ui, why, ui.fonts().strong, &p.bad, width);
    ui.NameItem("lbg/out-explained");
    Spacing(l.small_gap);
  }

  // A Power Check in progress: the odds for the viewer.
  if (s.pc() && !s.pc()->cancelled) {
    DrawOdds(ui, s, viewer, width);
    Spacing(l.small_gap);
  }

  // The prompt: a button for every legal move (Step 1's moves for the chosen Character).
  if (to_move) {
    // The prompt timer of reaction windows (R23): the table passes at zero.
    const int timer = Lbg(session.View()).prompt_timer();
    if (timer > 0 && s.prompt().kind == PromptKind::kWindow) {
      const double left = timer - (ui.time() - prompt_since_);
      if (left <= 0) {
        ctx.Play("pass");
        return;
      }
      Caption(ui, "Passing in " + std::to_string(static_cast<int>(std::ceil(left))) + " s", width);
      ui.NameItem("lbg/timer");
    }
    std::map<std::string, lbg::Odds> play_odds;
    for (const auto& entry : Lbg(session.View()).PlayOdds(viewer)) play_odds[entry.first] = entry.second;
    const int side = SideOf(s, viewer);
    // Characters to move (Step 1).
    std::vector<int> movable;
    for (int c = 0; c < lbg::kNumChars; ++c)
      if (Movable(c)) movable.push_back(c);
    if (!movable.empty()) {
      Caption(ui, "Characters who can move:", width);
      const float chip_w = std::max(120 * l.scale, (width - 8 * l.scale) / 2);
      float x = 0;
      for (int c : movable) {
        if (x > 0 && x + chip_w > width + 1) {
          x = 0;
        } else if (x > 0) {
          ImGui::SameLine(0, 8 * l.scale);
        }
        if (Choice(ui, "lbg/sel/" + std::string(s.Name(c)), std::string(s.Name(c)), "", chip_w - 8 * l.scale, false,
                   c == sel_char_)) {
          sel_char_ = sel_char_ == c ? -1 : c;
          sel_cell_ = -1;
          ctx.ClearRefusal();
        }
        x += chip_w;
      }
      Spacing(l.small_gap);
    }
    bool any = false;
    // Resign and the shared win (R42, R47: at the start of your own turn,
    // and in your Step 1 until one of your Characters moves) wait behind
    // "More", away from the turn's ordinary choices. The start window stops
    // with nothing else to play only when none of your Characters can move
    // (D12): the pass is then the way on with the turn.
    const Legal* resign = nullptr;
    const Legal* propose = nullptr;
    bool plays = false;
    for (const Legal& lm : legal_) {
      if (lm.move.kind == BMove::Kind::kResign) resign = &lm;
      else if (lm.move.kind == BMove::Kind::kPropose) propose = &lm;
      else if (lm.move.kind != BMove::Kind::kPass) plays = true;
    }
    // Each choice in words, once: two that would read the same say where.
    struct Entry {
      const Legal* legal;
      std::string label, detail;
      bool primary;
    };
    std::vector<Entry> entries;
    for (const Legal& lm : legal_) {
      if (lm.move.kind == BMove::Kind::kMove && lm.move.ch != sel_char_) continue;
      if (&lm == resign || &lm == propose) continue;
      std::string detail = MoveDetail(s, lm.move);
      if (lm.move.kind == BMove::Kind::kLead && lm.move.target >= 0) {
        detail = "Odds: " + OddsWords(s.LeadOdds(lm.move.chars, lm.move.target));
      }
      if (lm.move.kind == BMove::Kind::kDefend && s.pc()) {
        detail = "Your odds: " + OddsWords(s.DefendOdds(lm.move.chars).Flipped());
      }
      if (auto it = play_odds.find(lm.text); it != play_odds.end()) {
        const lbg::Odds o = side == 1 ? it->second.Flipped() : it->second;
        detail = std::string(side < 0 ? "Then the attackers " : "Then you ") + OddsWords(o) +
                 (detail.empty() ? "" : ". " + detail);
      }
      const bool primary = lm.move.kind == BMove::Kind::kDone || lm.move.kind == BMove::Kind::kPass;
      std::string label = lm.parsed ? MoveLabel(s, session, lm.move, lm.text) : Capitalised(lm.text);
      if (lm.move.kind == BMove::Kind::kPass && (resign || propose) && !plays) label = "Go on with your turn";
      entries.push_back({&lm, label, detail, primary});
    }
    for (Entry& e : entries) {
      int same = 0;
      for (const Entry& o : entries) same += o.label == e.label ? 1 : 0;
      if (same > 1 && e.legal->parsed && e.legal->move.to >= 0 && e.legal->move.to < s.board().cells())
        e.label += " (" + PlaceWords(s.board(), e.legal->move.to) + ")";
    }
    // A play with several targets (Libby's +1, Healing Herbs, a Snare): one
    // line for the play, then its targets side by side, the likeliest use first.
    std::map<std::string, std::vector<const Entry*>> groups;
    for (const Entry& e : entries)
      if (const std::string key = TargetGroup(s, e.legal->move); !key.empty()) groups[key].push_back(&e);
    for (auto& [key, members] : groups) {
      std::stable_sort(members.begin(), members.end(), [&](const Entry* x, const Entry* y) {
        return TargetUse(s, viewer, x->legal->move, play_odds, x->legal->text, side) >
               TargetUse(s, viewer, y->legal->move, play_odds, y->legal->text, side);
      });
    }
    std::set<std::string> drawn_groups;
    for (const Entry& e : entries) {
      const std::string key = TargetGroup(s, e.legal->move);
      auto group = groups.find(key);
      if (!key.empty() && group != groups.end() && group->second.size() >= 3) {
        if (!drawn_groups.insert(key).second) continue;
        // The play once, in words; its targets as chips (named as the moves themselves).
        const BMove& m = e.legal->move;
        Paragraph(ui, PlayWords(s, m) + " On:", ui.fonts().strong, nullptr, width);
        const std::string rules = MoveDetail(s, m);
        if (!rules.empty()) Caption(ui, rules, width);
        const float chip_w = std::max(96 * l.scale, (width - 16 * l.scale) / 3);
        float x = 0;
        for (const Entry* t : group->second) {
          if (x > 0 && x + chip_w > width + 1) {
            x = 0;
          } else if (x > 0) {
            ImGui::SameLine(0, 8 * l.scale);
          }
          const std::string detail = play_odds.count(t->legal->text) ? OddsShort(side == 1 ? play_odds[t->legal->text].Flipped()
                                                                                           : play_odds[t->legal->text])
                                                                     : "";
          if (Choice(ui, "lbg/m/" + t->legal->text, TargetWords(s, session, t->legal->move), detail,
                     chip_w - 8 * l.scale, false)) {
            if (ctx.Play(t->legal->text)) {
              sel_char_ = -1;
              return;
            }
          }
          x += chip_w;
        }
        Spacing(l.small_gap * 0.5f);
        any = true;
        continue;
      }
      if (Choice(ui, "lbg/m/" + e.legal->text, e.label, e.detail, width, e.primary)) {
        if (ctx.Play(e.legal->text)) {
          sel_char_ = -1;
          return;  // the view changed: next frame draws it
        }
      }
      Spacing(l.small_gap * 0.5f);
      any = true;
    }
    if (!any && movable.empty()) Caption(ui, "Nothing to choose.", width);
    if (resign || propose) {
      Spacing(l.small_gap * 0.5f);
      if (Button(ui, "lbg/more", show_more_ ? "Less" : "More\xE2\x80\xA6", ButtonKind::kQuiet,
                 std::min(width, 200 * l.scale))) {
        show_more_ = !show_more_;
        confirm_resign_ = false;
      }
      if (show_more_ && propose &&
          Choice(ui, "lbg/m/" + propose->text, MoveLabel(s, session, propose->move, propose->text),
                 "Everyone still playing is asked; if all accept, you all win together.", width, false)) {
        show_more_ = false;
        if (ctx.Play(propose->text)) return;
      }
      if (show_more_ && resign && !confirm_resign_ &&
          Choice(ui, "lbg/resign", "Resign\xE2\x80\xA6", "", width, false))
        confirm_resign_ = true;
      if (show_more_ && resign && confirm_resign_) {
        Caption(ui, "Resign? You are out of the game: your Characters stay on the island as Neutrals and your "
                    "Events are discarded.", width);
        if (Choice(ui, "lbg/m/" + resign->text, "Yes, resign", "", width, false)) {
          show_more_ = confirm_resign_ = false;
          if (ctx.Play(resign->text)) return;
        }
        if (Choice(ui, "lbg/resign/no", "No, keep playing", "", width, true)) confirm_resign_ = false;
      }
    }
    // The draft: the two Characters dealt, as whole cards, under the choices.
    if (s.prompt().kind == PromptKind::kDraft && viewer >= 0) {
      Spacing(l.small_gap);
      for (int k = 0; k < 2; ++k) {
        const int c = s.player(viewer).dealt[k];
        if (c >= 0) {
          DrawCharacterCard(ui, session, s, c, width);
          Spacing(l.small_gap);
        }
      }
    }
  } else if (!s.over()) {
    Caption(ui, s.prompt().kind == PromptKind::kWindow ? "Everyone may react now\xE2\x80\xA6" : session.WaitingText(),
            width);
  }

  // Reaction windows: how often to be asked (session.h AutoPass). By
  // default only when it matters: the window concerns you, or a good
  // player in your seat would play something.
  if (viewer >= 0 && session.IsHuman(viewer) && !s.over()) {
    using AP = play::Session::AutoPass;
    Spacing(l.small_gap);
    Caption(ui,
            "Ask me about reactions: when it matters (my checks, or when a card of mine could change something), "
            "always, until my turn, or only on my Power Checks.",
            width);
    const Segment segs[] = {{"matters", "If it matters"}, {"ask", "Always"}, {"turn", "Until my turn"}, {"pc", "My checks"}};
    const AP modes[] = {AP::kWhenItMatters, AP::kAsk, AP::kUntilMyTurn, AP::kUnlessConcerned};
    int index = 0;
    for (int k = 0; k < 4; ++k)
      if (modes[k] == session.auto_pass(viewer)) index = k;
    if (Segmented(ui, "lbg/autopass", segs, 4, &index, width)) session.SetAutoPass(viewer, modes[index]);
  }

  // The selection: a Character's card, or everything on a tile.
  if (sel_char_ >= 0 || sel_cell_ >= 0) {
    Spacing(l.small_gap);
    if (scroll_to_info_) {
      ImGui::SetScrollHereY(0.0f);
      scroll_to_info_ = false;
    }
    const ImVec2 at = ImGui::GetCursorScreenPos();
    if (sel_char_ >= 0) {
      DrawCharacterCard(ui, session, s, sel_char_, width);
    } else {
      DrawTileInfo(ui, session, s, sel_cell_, width);
    }
    // The card takes its own room in the panel: what follows it (the
    // players, the log) goes below it, never under it.
    const float end_y = ImGui::GetCursorScreenPos().y;
    ImGui::SetCursorScreenPos(at);
    ImGui::Dummy(ImVec2(width, std::max(1.0f, end_y - at.y)));
    ui.NameItem("lbg/info");
  }

  // The viewer's hand of Events.
  if (viewer >= 0 && !s.player(viewer).hand.empty()) {
    Spacing(l.small_gap);
    Paragraph(ui, "Your Events", ui.fonts().strong, nullptr, width);
    for (uint8_t card : s.player(viewer).hand) {
      if (card == lbg::kUnknown) continue;
      Caption(ui, s.Fate(card).name + ": " + lbg::RulesText(s.Fate(card)), width);
    }
  }

  Spacing(l.small_gap);
  Paragraph(ui, "Players", ui.fonts().strong, nullptr, width);
  DrawPlayers(ui, session, s, width);
  Caption(ui,
          "Fate deck: " + std::to_string(s.fate_deck().size()) +
              " \xC2\xB7 discard pile: " + std::to_string(s.fate_discard().size()),
          width);

  DrawLog(ui, session, s, width);
  Spacing(l.gap);
  (void)p;
}

// The log of the moves, in words (the play screen also says each to screen
// readers), the latest first: what happened, the passes only when asked.
void Table::DrawLog(Ui& ui, const play::Session& session, const State& s, float width) {
  const Layout& l = ui.layout();
  std::vector<std::string> names;
  for (int seat = 0; seat < s.seats(); ++seat) names.push_back(session.SeatName(seat));
  const std::vector<games::lost_board_game::LogLine> log = games::lost_board_game::FoldPasses(session.log(), names);
  size_t said = 0;
  for (const auto& line : log) said += line.passes ? 0 : 1;
  Spacing(l.small_gap);
  const float bw = std::min(width, 260 * l.scale);
  const std::string label = (show_log_ ? "Hide the log (" : "The log (") + std::to_string(said) + ")";
  if (Button(ui, "lbg/log", label, ButtonKind::kQuiet, bw)) show_log_ = !show_log_;
  if (!show_log_) return;
  if (Button(ui, "lbg/log/passes", log_passes_ ? "Hide the passes" : "Show the passes too", ButtonKind::kQuiet, bw))
    log_passes_ = !log_passes_;
  int shown = 0;
  for (size_t i = log.size(); i-- > 0 && shown < 200;) {
    if (log[i].passes && !log_passes_) continue;
    if (shown++ == 0) {
      Paragraph(ui, log[i].text, ui.fonts().body, nullptr, width);
    } else {
      Caption(ui, log[i].text, width);
    }
  }
}

void Table::Draw(Ui& ui, TableContext& ctx) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float sc = l.scale;
  play::Session& session = ctx.session();
  art_.Load(ui.platform());
  const lbg::LostBoardGame& game = Lbg(session.View());
  const State& s = game.state();
  Sync(ui, session);
  // The guide's card, where it was last frame (ui/play/tutorial.cpp draws it
  // over the table): what it covers of the map and the panel is kept clear.
  guide_card_top_ = guide_card_bottom_ = -1;
  guide_target_ = GuideTarget(session);
  guide_step_ = session.guide() != nullptr ? session.guide()->step() : static_cast<size_t>(-1);
  if (session.guide() != nullptr) {
    for (const char* name : {"tutorial/say", "tutorial/next", "tutorial/leave"}) {
      if (const NamedItem* item = ui.FindItem(name)) {
        guide_card_top_ = guide_card_top_ < 0 ? item->y : std::min(guide_card_top_, item->y);
        guide_card_bottom_ = std::max(guide_card_bottom_, item->y + item->h);
      }
    }
    if (guide_card_bottom_ >= 0) {
      guide_card_top_ -= 36 * sc;  // its heading and border above the words
      guide_card_bottom_ += 12 * sc;
    }
  }
  // The prompt timer counts from when the table shows the prompt: not while
  // a privacy screen or another screen was up.
  if (ui.time() - last_drawn_ > 0.25) prompt_since_ = ui.time();
  last_drawn_ = ui.time();

  legal_.clear();
  if (ToMove(ctx)) {
    for (const std::string& text : game.LegalMoves(session.viewer())) {
      Result<BMove> m = BMove::Parse(text, s.board());
      if (m.ok()) {
        legal_.push_back({text, *m, true});
      } else {
        BMove none;
        none.kind = BMove::Kind::kResign;  // (matched by nothing on the map)
        legal_.push_back({text, none, false});
      }
    }
  }

  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float pad = 8 * sc;
  // A status strip as tall as the play screen's messages, which float over it.
  const float status_h = 2 * ImGui::GetFontSize() + 2 * 10 * sc + 4 * sc;
  const bool side = avail.x >= 860 * sc && avail.x > avail.y;
  const float panel_w = side ? std::clamp(avail.x * 0.34f, 340 * sc, 460 * sc) : avail.x - 2 * pad;
  ImVec2 map_min(origin.x + pad, origin.y + status_h);
  ImVec2 map_max, panel_min, panel_max;
  if (side) {
    map_max = ImVec2(origin.x + avail.x - panel_w - 2 * pad, origin.y + avail.y - pad);
    panel_min = ImVec2(map_max.x + pad, origin.y + status_h);
    panel_max = ImVec2(origin.x + avail.x - pad, origin.y + avail.y);
  } else {
    // As tall as the island needs at this width (with the row of controls), within limits.
    ImVec2 lo, hi;
    IslandBounds(s, &lo, &hi);
    const float island_h = (avail.x - 2 * pad) * (hi.y - lo.y + 0.3f) / (hi.x - lo.x + 0.3f);
    const float map_h = std::clamp(island_h + l.target + 16 * sc, 200 * sc, avail.y * 0.58f);
    map_max = ImVec2(origin.x + avail.x - pad, map_min.y + map_h);
    panel_min = ImVec2(origin.x + pad, map_max.y + pad * 0.5f);
    panel_max = ImVec2(origin.x + avail.x - pad, origin.y + avail.y);
  }
  // Under the play screen's messages (game_screens.cpp puts them in the
  // same column), so that one covers the strip whole while it shows.
  const float strip_w = std::min(l.width - 2 * l.margin, 1180 * sc);
  const float strip_x = std::max((l.width - strip_w) * 0.5f, l.margin);
  DrawStatus(ui, ctx, s, ImVec2(origin.x + strip_x, origin.y + 4 * sc), strip_w, status_h - 6 * sc);
  DrawMap(ui, ctx, s, map_min, map_max);
  ImGui::GetWindowDrawList()->AddRect(map_min, map_max, Col(p.border), 0, 0, 1.0f);

  ImGui::SetCursorScreenPos(panel_min);
  const ImVec2 panel_size(std::max(panel_max.x - panel_min.x, 1.0f), std::max(panel_max.y - panel_min.y, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, p.background);
  ImGui::BeginChild("lbg/panel", panel_size, false, ScrollFlags(ui));
  if (panel_to_top_) {
    ImGui::SetScrollY(0);
    panel_to_top_ = false;
  }
  // Under the guide's card where it lies over the panel's top: the panel's
  // first lines start below it.
  guide_bottom_in_panel_ = -1;
  if (guide_card_bottom_ > panel_min.y && guide_card_top_ <= panel_min.y + 8 * sc) {
    guide_bottom_in_panel_ = guide_card_bottom_;
    Spacing(std::min(guide_card_bottom_ - panel_min.y, panel_size.y * 0.6f));
  }
  const float inner = panel_size.x - 2 * 6 * sc - (l.touch ? 0 : ImGui::GetStyle().ScrollbarSize);
  ImGui::Indent(6 * sc);
  DrawPanel(ui, ctx, s, inner);
  ImGui::Unindent(6 * sc);
  UpdateDragScroll(ui, panel_scroll_);
  DrawScrollFades(ui);
  ImGui::EndChild();
  ImGui::PopStyleColor();
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + avail.y - 1));
  ImGui::Dummy(ImVec2(1, 1));
}

// The end of the game: who won and how, and the Characters each player led
// at the end of every Round.
void Table::DrawBreakdown(Ui& ui, const play::Session& session) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float sc = l.scale;
  const lbg::LostBoardGame& game = Lbg(session.View());
  const State& s = game.state();
  const float width = ImGui::GetContentRegionAvail().x - l.margin;
  std::string who;
  for (int w : s.winners()) who += (who.empty() ? "" : " and ") + session.SeatName(w);
  // The reason in words that read right for "You" and for a name
  // (core/person.h); `key` names the reason for the tests and never changes.
  const Person winner(s.winners().size() == 1 ? who : std::string("they"));
  std::string how, key;
  switch (s.win_reason()) {
    case lbg::WinReason::kLastPlayer:
      key = how = "the last player left in the game";
      break;
    case lbg::WinReason::kAllCharacters:
      key = how = "leading every Character on the island";
      break;
    case lbg::WinReason::kStartingCharacter:
      key = "their Starting Character's win condition";
      // "Locke's win condition, their Starting Character" / "..., your Starting Character".
      how = (s.winners().size() == 1 ? winner.Their() : std::string("their")) + " Starting Character's win condition";
      if (s.winners().size() == 1 && s.StartingOf(s.winners().front()) >= 0)
        how = s.Def(s.StartingOf(s.winners().front())).name + "'s win condition, " + winner.Their() +
              " Starting Character";
      break;
    case lbg::WinReason::kLeader:
      key = how = "leading the most Characters at the end of the Round";
      break;
    case lbg::WinReason::kShared:
      key = how = "a shared win everyone agreed to";
      break;
    case lbg::WinReason::kNone:
      key = how = "no winner";
      break;
  }
  Heading(ui, (who.empty() ? std::string("Nobody") : who) + " won: " + how);
  ui.NameItem("lbg/end/won/" + key);  // the win reason, for the browser test
  for (int w : s.winners()) {
    const int sc_char = s.StartingOf(w);
    if (s.win_reason() == lbg::WinReason::kStartingCharacter && sc_char >= 0) {
      Caption(ui, s.Def(sc_char).name + ": " + lbg::WinText(s.Def(sc_char)), width);
    }
  }
  Spacing(l.small_gap);
  Paragraph(ui, "Characters led at the end of each Round", ui.fonts().strong, nullptr, width);
  // Rows of the session's score history (Characters led, after each move)
  // at each Round's first turn, and the last.
  const auto& rows = session.score_history();
  std::vector<size_t> marks = {0};
  int round = 0;
  for (size_t i = 0; i < game.History().size(); ++i) {
    for (const lbg::Event& e : game.Events(i)) {
      if (e.kind == lbg::Event::Kind::kTurnBegan && e.n != round) {
        round = e.n;
        // The move that began Round r ended Round r - 1 (row i + 1: the scores after it).
        if (round >= 2) marks.push_back(i + 1);
      }
    }
  }
  if (!rows.empty()) marks.push_back(rows.size() - 1);
  const float h = std::max(std::clamp(width * 0.4f, 150 * sc, 260 * sc),
                           static_cast<float>(s.seats()) * (FontPx(ui.fonts().small) + 2 * sc) + 40 * sc);
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 min = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(width, h));
  ui.NameItem("lbg/end/plot");
  const ImVec2 max(min.x + width, min.y + h);
  DrawCard(list, min, max, p.surface, p, l.rounding, 0);
  int hi = 1;
  for (const auto& row : rows)
    for (int v : row) hi = std::max(hi, v);
  const float name_w = 130 * sc;
  const ImVec2 a(min.x + 30 * sc, min.y + 12 * sc), b(max.x - name_w, max.y - 26 * sc);
  const size_t n = marks.size();
  auto X = [&](size_t i) {
    return n > 1 ? a.x + (b.x - a.x) * static_cast<float>(i) / static_cast<float>(n - 1) : a.x;
  };
  auto Y = [&](int v) { return b.y - (b.y - a.y) * static_cast<float>(v) / static_cast<float>(hi); };
  for (int v = 0; v <= hi; v += std::max(1, hi / 4)) {
    list->AddLine(ImVec2(a.x, Y(v)), ImVec2(b.x, Y(v)), Col(WithAlpha(p.border, 0.6f)), 1);
    DrawText(list, ui.fonts().small, ImVec2(min.x + 8 * sc, Y(v) - 8 * sc), p.ink_muted, std::to_string(v));
  }
  DrawText(list, ui.fonts().small, ImVec2(a.x, b.y + 4 * sc), p.ink_muted, "start");
  const std::string end_label = "end (Round " + std::to_string(std::max(round, 1)) + ")";
  DrawText(list, ui.fonts().small, ImVec2(b.x - MeasureText(ui.fonts().small, end_label).x, b.y + 4 * sc), p.ink_muted,
           end_label);
  if (rows.empty()) return;
  auto value = [&](int seat, size_t k) {
    const size_t i = std::min(marks[k], rows.size() - 1);
    return rows[i][static_cast<size_t>(seat)];
  };
  // The Rounds along the bottom, where there is room.
  // A number never touches "start", "end (Round n)" or the number before it.
  const float label_gap = 8 * sc;
  float free_from = a.x + MeasureText(ui.fonts().small, "start").x + label_gap;
  const float free_to = b.x - MeasureText(ui.fonts().small, end_label).x - label_gap;
  for (size_t k = 1; k + 1 < n; ++k) {
    const std::string r = std::to_string(k);
    const float w = MeasureText(ui.fonts().small, r).x;
    const float x0 = X(k) - w * 0.5f;
    if (x0 < free_from || x0 + w > free_to) continue;
    DrawText(list, ui.fonts().small, ImVec2(x0, b.y + 4 * sc), p.ink_muted, r);
    free_from = x0 + w + label_gap;
  }
  // Each player's line; the names at the end, pushed apart so none covers another.
  std::vector<std::pair<float, int>> ends;
  for (int seat = 0; seat < s.seats(); ++seat) {
    const ImU32 col = Col(SeatColour(seat));
    const float off = (static_cast<float>(seat) - static_cast<float>(s.seats() - 1) * 0.5f) * 1.5f * sc;
    for (size_t k = 1; k < n; ++k) {
      list->AddLine(ImVec2(X(k - 1), Y(value(seat, k - 1)) + off), ImVec2(X(k), Y(value(seat, k)) + off), col,
                    2.5f * sc);
    }
    const ImVec2 end(b.x, Y(value(seat, n - 1)) + off);
    list->AddCircleFilled(end, 4 * sc, col);
    ends.push_back({end.y, seat});
  }
  std::sort(ends.begin(), ends.end());
  const float line_h = FontPx(ui.fonts().small) + 2 * sc;
  float next = min.y + 4 * sc;
  for (const auto& [y, seat] : ends) {
    const float at = std::max(y - line_h * 0.5f, next);
    next = at + line_h;
    DrawText(list, ui.fonts().small, ImVec2(b.x + 10 * sc, at), p.ink,
             session.SeatName(seat) + " " + std::to_string(value(seat, n - 1)));
  }
  Spacing(l.gap);
}

// The log's words for a move, from its public events alone (so that the
// log reads the same on every device and after a reload): tiles by their
// names, a Power Check as who fought whom with what and who won; the rest
// as the engine tells it (LostBoardGame::Narrate).
std::string LogWords(const lbg::LostBoardGame& g, size_t index, const std::vector<std::string>& names) {
  using K = lbg::Event::Kind;
  const State& s = g.state();
  const lbg::Content& content = s.content();
  auto tile = [&](int loc) { return loc >= 0 ? "the " + content.locations[static_cast<size_t>(loc)].name : std::string("a face-down tile"); };
  // The last Power Check's sides before this event (this move or one shortly before).
  auto sides_before = [&](size_t k) -> const lbg::Event* {
    for (size_t i = index + 1; i-- > 0 && i + 12 > index;) {
      const auto events = g.Events(i);
      for (size_t q = i == index ? k : events.size(); q-- > 0;)
        if (events[q].kind == K::kCheckSides) return &events[q];
    }
    return nullptr;
  };
  std::string out;
  const auto events = g.Events(index);
  int dice[2] = {-1, -1};
  for (size_t k = 0; k < events.size(); ++k) {
    const lbg::Event& e = events[k];
    std::string t;
    switch (e.kind) {
      case K::kPassed:
      case K::kCheckSides:
        break;
      case K::kMoved:
        t = std::string(s.Name(e.ch)) + " moves to " + tile(e.n) + ".";
        break;
      case K::kRevealed:
        t = "Explored: " + tile(e.n) + ".";
        break;
      case K::kRolled:
        if (e.m < 2) {
          dice[e.m] = e.n;
          // Told with the result when it comes in this move.
          bool result = false;
          for (size_t q = k + 1; q < events.size(); ++q) result |= events[q].kind == K::kCheck;
          if (!result && !(e.m == 0 && k + 1 < events.size() && events[k + 1].kind == K::kRolled))
            t = dice[0] >= 0 && dice[1] >= 0 && e.m == 1 ? "The dice: " + std::to_string(dice[0]) + " and " +
                                                                std::to_string(dice[1]) + "."
                                                          : g.Narrate(e, names);
        } else {
          t = g.Narrate(e, names);
        }
        break;
      case K::kCheck: {
        if (e.ch2 == 1) {
          t = "The Power Check is cancelled.";
          break;
        }
        const lbg::Event* sides = sides_before(k);
        std::string a = sides != nullptr ? CharList(s, static_cast<uint32_t>(sides->n)) : "";
        std::string z = e.card >= 0 ? content.fate[static_cast<size_t>(e.card)].name
                                    : sides != nullptr ? CharList(s, static_cast<uint32_t>(sides->m)) : "";
        if (a.empty()) a = "The team";
        if (z.empty()) z = "the other side";
        auto with_die = [](int total, int die) {
          return std::to_string(total) + (die > 0 ? " (die " + std::to_string(die) + ")" : "");
        };
        t = "Power Check: " + a + " " + with_die(e.n, dice[0]) + " against " + z + " " + with_die(e.m, dice[1]) + ": " +
            (e.seat == 0 ? std::string("a tie, nothing happens.") : (e.seat > 0 ? a : z) + " wins.");
        break;
      }
      default:
        t = g.Narrate(e, names);
        break;
    }
    if (!t.empty()) out += (out.empty() ? "" : " ") + t;
  }
  return out;
}

std::string Describe(const Game& game, size_t index, const std::vector<std::string>& names) {
  std::string text = LogWords(Lbg(game), index, names);
  if (!text.empty()) return text;
  const Game::LoggedMove& m = game.History()[index];
  const std::string who = m.seat >= 0 && static_cast<size_t>(m.seat) < names.size() ? names[static_cast<size_t>(m.seat)]
                                                                                    : std::string("Someone");
  // A move that told nobody anything (a pass, a draft choice kept secret
  // until everyone has chosen): never its text, which may name a secret.
  // The name may be "You" (core/person.h): "You pass.", "Ana passes."
  const Person person(who);
  if (m.move == "pass") return person.Verb("passes", "pass") + ".";
  if (m.move == "done") return person.Verb("is done", "are done") + ".";
  return person.Verb("chooses", "choose") + ".";
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] The entry
//-----------------------------------------------------------------------------

namespace games::lost_board_game {

namespace lbg = ::lf::lost_board_game;

// Before a Power Check that could take the last Character `viewer` has
// (R41: a player with no Character on the board is out): "If Sawyer is led
// away, you are out of the game." Empty when nothing so final is at stake.
std::string OutWarning(const ::lf::lost_board_game::State& s, int viewer) {
  if (!s.pc() || viewer < 0 || s.Controlled(viewer) != 1) return "";
  const lbg::PowerCheck& pc = *s.pc();
  int last = -1;
  for (int c = 0; c < lbg::kNumChars; ++c)
    if (s.Alive(c) && s.ch(c).controller == viewer) last = c;
  if (last < 0 || !((pc.side[0] | pc.side[1]) >> last & 1u)) return "";
  const std::string name(s.Name(last));
  const std::string out = ", you are out of the game.";
  if (pc.kind == lbg::PowerCheck::Kind::kLeadOpp && pc.target == last) {
    // Advanced: a Starting Character cannot be led away (R27), only Injured by Ana Lucia.
    if (!s.advanced() || s.ch(last).sc_of != viewer) return "If " + name + " is led away" + out;
    if (s.ch(last).injured) return "If " + name + " is Injured again, " + name + " is Killed and" + out.substr(1);
    return "";
  }
  if (pc.enc_card == lbg::kUnknown) return "";
  const lbg::FateDef& enc = s.Fate(pc.enc_card);
  for (const lbg::Effect& e : enc.lose) {
    if (e.prim == lbg::Prim::kKill) return "If " + enc.name + " wins, " + name + " is Killed and" + out.substr(1);
    if (e.prim == lbg::Prim::kInjure && s.ch(last).injured)
      return name + " is already Injured: if " + enc.name + " wins, " + name + " is Killed and" + out.substr(1);
  }
  return "";
}


std::vector<LogLine> FoldPasses(const std::vector<std::string>& log, const std::vector<std::string>& names) {
  // Which seat a line is the pass of (the sentence Describe writes), or -1.
  auto passer = [&](const std::string& line) {
    for (size_t seat = 0; seat < names.size(); ++seat)
      if (line == Person(names[seat]).Verb("passes", "pass") + ".") return static_cast<int>(seat);
    return -1;
  };
  std::vector<LogLine> out;
  std::vector<int> run;  // the seats of the passes in a row, each once
  size_t run_end = 0;
  auto flush = [&] {
    if (run.empty()) return;
    // "You" leads the list: "You, Ana and Jin pass."
    std::stable_sort(run.begin(), run.end(), [&](int a, int b) {
      return names[static_cast<size_t>(a)] == "You" && names[static_cast<size_t>(b)] != "You";
    });
    std::string who;
    for (size_t i = 0; i < run.size(); ++i) {
      if (i > 0) who += i + 1 == run.size() ? " and " : ", ";
      who += names[static_cast<size_t>(run[i])];
    }
    const std::string text = run.size() == 1 ? Person(who).Verb("passes", "pass") + "." : who + " pass.";
    out.push_back({run_end, text, true});
    run.clear();
  };
  for (size_t i = 0; i < log.size(); ++i) {
    if (log[i].empty()) continue;
    const int seat = passer(log[i]);
    if (seat < 0) {
      flush();
      out.push_back({i + 1, log[i]});
      continue;
    }
    if (std::find(run.begin(), run.end(), seat) == run.end()) run.push_back(seat);
    run_end = i + 1;
  }
  flush();
  return out;
}

const GameUi& Screens() {
  static const GameUi ui = [] {
    GameUi g;
    g.id = "lost-board-game";
    g.describe = Describe;
    g.make_table = [] { return std::make_unique<Table>(); };
    g.score_one = "Character";  // Scores(): the Characters each player leads on the island
    g.score_many = "Characters";
    g.seat_colour = SeatColour;  // the players' colours on the island
    return g;
  }();
  return ui;
}

}  // namespace games::lost_board_game

}  // namespace lf::ui
