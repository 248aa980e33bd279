// Lost: The Board Game's island in motion (board_motion.h).
//
// Index
//   [SECTION] Shown: the island as drawn
//   [SECTION] Words for the beats
//   [SECTION] Stage: the queue of beats
//   [SECTION] Paths and dice
#include "ui/games/lost_board_game/board_motion.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "core/person.h"

namespace lf::ui::board_motion {

//-----------------------------------------------------------------------------
// [SECTION] Shown: the island as drawn
//-----------------------------------------------------------------------------

Shown Shown::Of(const lbg::State& s) {
  Shown out;
  const lbg::Content& content = s.content();
  for (int c = 0; c < lbg::kNumChars; ++c) {
    const lbg::CharState& cs = s.ch(c);
    ShownChar& t = out.ch[static_cast<size_t>(c)];
    t.on = cs.zone == lbg::CharState::Zone::kBoard && cs.pos >= 0;
    t.pos = cs.pos;
    t.controller = cs.controller;
    t.injured = cs.injured;
    t.trap = cs.trap;
    t.resting = cs.resting;
  }
  out.cells.resize(static_cast<size_t>(s.board().cells()));
  for (int cell = 0; cell < s.board().cells(); ++cell) {
    const lbg::Cell& c = s.cell(cell);
    ShownTile& t = out.cells[static_cast<size_t>(cell)];
    t.face_up = c.face_up;
    t.loc = c.tile != lbg::kUnknown ? content.tiles[c.tile] : -1;
    for (const lbg::Slot& slot : c.fate) {
      const bool known = slot.card != lbg::kUnknown;
      t.pile.push_back({known ? content.cards[slot.card] : -1, slot.face_down || !known});
    }
  }
  return out;
}

namespace {

bool IsMonster(const lbg::Content& content, int def) {
  return def >= 0 && static_cast<size_t>(def) < content.fate.size() && content.fate[static_cast<size_t>(def)].monster;
}

// Takes the first card of definition `def` off a pile (a face-down one for -1); false if none.
bool TakeCard(std::vector<ShownCard>& pile, int def) {
  for (auto it = pile.begin(); it != pile.end(); ++it) {
    if (it->def == def || (def < 0 && it->face_down)) {
      pile.erase(it);
      return true;
    }
  }
  return false;
}

}  // namespace

int Shown::MonsterCell(const lbg::Content& content) const {
  for (size_t cell = 0; cell < cells.size(); ++cell)
    for (const ShownCard& card : cells[cell].pile)
      if (!card.face_down && IsMonster(content, card.def)) return static_cast<int>(cell);
  return -1;
}

uint32_t Shown::At(int pos) const {
  uint32_t out = 0;
  for (int c = 0; c < lbg::kNumChars; ++c)
    if (ch[static_cast<size_t>(c)].on && ch[static_cast<size_t>(c)].pos == pos) out |= 1u << c;
  return out;
}

void Shown::Apply(const lbg::Event& e, const lbg::State& after) {
  using K = lbg::Event::Kind;
  const lbg::Content& content = after.content();
  auto tile = [&](int cell) -> ShownTile* {
    return cell >= 0 && static_cast<size_t>(cell) < cells.size() ? &cells[static_cast<size_t>(cell)] : nullptr;
  };
  ShownChar* c = e.ch >= 0 && e.ch < lbg::kNumChars ? &ch[static_cast<size_t>(e.ch)] : nullptr;
  switch (e.kind) {
    case K::kMoved:
      if (c) c->on = true, c->pos = e.cell;
      break;
    case K::kRevealed:
      if (ShownTile* t = tile(e.cell)) t->face_up = true, t->loc = e.n;
      break;
    case K::kDrew:
      // (n 1: turned up and discarded; n 2: straight into a hand.)
      if (ShownTile* t = tile(e.cell); t && e.n != 1 && e.n != 2) t->pile.push_back({e.card, e.card < 0});
      break;
    case K::kCheck: {
      // R26: a defeated Encounter goes; in Beginner any other does too after the fight, the Monster excepted.
      ShownTile* t = tile(e.cell);
      if (t == nullptr || e.card < 0 || e.ch2 == 1) break;
      if (e.seat > 0 || (!after.advanced() && !IsMonster(content, e.card))) TakeCard(t->pile, e.card);
      break;
    }
    case K::kTookItem:
      if (c) {
        if (ShownTile* t = tile(c->pos)) TakeCard(t->pile, e.card);
      }
      break;
    case K::kInjured:
      if (c) c->injured = true;
      break;
    case K::kHealed:
      if (c) c->injured = false, c->resting = false;
      break;
    case K::kKilled:
      if (c) c->on = false;
      break;
    case K::kTrapped:
      if (c) c->trap = std::max(c->trap, e.n);
      break;
    case K::kFreed:
      if (c) c->trap = 0;
      break;
    case K::kRests:
      if (c) c->resting = true;
      break;
    case K::kTookControl:
      if (c) c->controller = e.seat;
      break;
    case K::kNeutral:
      if (c) c->on = true, c->pos = e.cell, c->controller = -1;
      break;
    case K::kMonsterMoved: {
      const int from = MonsterCell(content);
      ShownTile* t = tile(e.cell);
      if (from < 0 || t == nullptr) break;
      auto& pile = cells[static_cast<size_t>(from)].pile;
      for (auto it = pile.begin(); it != pile.end(); ++it) {
        if (!it->face_down && IsMonster(content, it->def)) {
          const ShownCard monster = *it;
          pile.erase(it);
          t->pile.push_back(monster);
          break;
        }
      }
      break;
    }
    case K::kMonsterGone:
      if (const int at = MonsterCell(content); at >= 0) {
        auto& pile = cells[static_cast<size_t>(at)].pile;
        pile.erase(std::remove_if(pile.begin(), pile.end(),
                                  [&](const ShownCard& k) { return !k.face_down && IsMonster(content, k.def); }),
                   pile.end());
      }
      break;
    default:
      break;
  }
}

//-----------------------------------------------------------------------------
// [SECTION] Words for the beats
//-----------------------------------------------------------------------------

namespace {

std::string SeatName(const std::vector<std::string>& names, int seat) {
  if (seat >= 0 && static_cast<size_t>(seat) < names.size()) return names[static_cast<size_t>(seat)];
  return "Someone";
}

// A tile as the island shows it now: "the Lagoon", "a face-down tile".
std::string TileWords(const Shown& shown, const lbg::Content& content, int cell) {
  if (cell >= lbg::kStartPos) return "the Starting Location";
  if (cell < 0 || static_cast<size_t>(cell) >= shown.cells.size()) return "the island";
  const ShownTile& t = shown.cells[static_cast<size_t>(cell)];
  if (t.face_up && t.loc >= 0) return "the " + content.locations[static_cast<size_t>(t.loc)].name;
  return "a face-down tile";
}

std::string Chars(const lbg::State& s, uint32_t bits) {
  std::string out;
  const int n = std::popcount(bits);
  int k = 0;
  for (int c = 0; c < lbg::kNumChars; ++c) {
    if (!(bits >> c & 1u)) continue;
    out += (k == 0 ? "" : k + 1 == n ? " and " : ", ") + std::string(s.Name(c));
    ++k;
  }
  return out;
}

std::string FateName(const lbg::Content& content, int def) {
  return def >= 0 && static_cast<size_t>(def) < content.fate.size() ? content.fate[static_cast<size_t>(def)].name
                                                                     : std::string("a card");
}

// The two sides of a Power Check in words: "Kate" and "the Bees", "Sayid" and "Kate and Jack".
void SideWords(const lbg::State& s, const Beat& b, std::string* a, std::string* z) {
  *a = b.sides[0] ? Chars(s, b.sides[0]) : std::string("The team");
  if (b.enc >= 0) {
    *z = (IsMonster(s.content(), b.enc) ? "" : "the ") + FateName(s.content(), b.enc);
  } else {
    *z = b.sides[1] ? Chars(s, b.sides[1]) : std::string("the defenders");
  }
}

std::string ResultWords(const lbg::State& s, const Beat& b) {
  if (b.event.ch2 == 1) return "The Power Check is cancelled: nothing happens.";
  std::string a, z;
  SideWords(s, b, &a, &z);
  const std::string score = a + " " + std::to_string(b.event.n) + ", " + z + " " + std::to_string(b.event.m);
  if (b.event.seat == 0) return score + ": a tie, nothing happens.";
  std::string winner = b.event.seat > 0 ? a : z;
  if (!winner.empty()) winner[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(winner[0])));
  return score + ": " + winner + (winner.find(" and ") != std::string::npos ? " win." : " wins.");
}

std::string DiceWords(const lbg::State& s, const Beat& b) {
  if (b.sides[0] == 0 && b.sides[1] == 0 && b.enc < 0) {
    return b.event.m == 2 ? "A die for the Monster's direction." : "A die is rolled again.";
  }
  std::string a, z;
  SideWords(s, b, &a, &z);
  auto with = [](const std::string& who, int total) { return total >= 0 ? who + " (" + std::to_string(total) + ")" : who; };
  const char* verb = b.event.ch2 == static_cast<int>(lbg::PowerCheck::Kind::kLeadOpp) ||
                             b.event.ch2 == static_cast<int>(lbg::PowerCheck::Kind::kLeadNeutral)
                         ? " try to lead "
                         : " against ";
  std::string out = with(a, b.before[0]) + verb + with(z, b.before[1]) + ": the dice roll.";
  if (std::popcount(b.sides[0]) == 1 && std::string(verb) == " try to lead ") {
    out = with(a, b.before[0]) + " tries to lead " + with(z, b.before[1]) + ": the dice roll.";
  }
  return out;
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] Stage: the queue of beats
//-----------------------------------------------------------------------------

void Stage::Reset(const lbg::State& s) {
  batches_.clear();
  shown_ = Shown::Of(s);
  tail_ = shown_;
  end_ = 0;
  begun_ = next_id_ - 1;
}

void Stage::Feed(const lbg::LostBoardGame& game, size_t from, size_t to, double now, double pace,
                 const std::vector<std::string>& names, int viewer) {
  using K = lbg::Event::Kind;
  (void)viewer;
  Batch batch;
  batch.after = std::make_unique<lbg::State>(game.state());
  const lbg::State& after = *batch.after;
  const lbg::Content& content = after.content();
  std::deque<Beat>& beats = batch.beats;
  int dice = -1;  // the dice beat the next die joins
  auto add = [&](Beat::Kind kind, const lbg::Event& e, double share, int cell) -> Beat& {
    Beat b;
    b.kind = kind;
    b.id = next_id_++;
    b.event = e;
    b.duration = share * pace;
    b.cell = cell;
    beats.push_back(std::move(b));
    return beats.back();
  };
  for (size_t i = from; i < to; ++i) {
    const auto events = game.Events(i);
    for (size_t k = 0; k < events.size(); ++k) {
      const lbg::Event& e = events[k];
      const double share = lbg::EventShare(e);
      Beat* made = nullptr;
      switch (e.kind) {
        case K::kCheckSides: {
          Beat& b = add(Beat::Kind::kDice, e, 0, e.cell);
          b.sides[0] = last_sides_[0] = static_cast<uint32_t>(e.n);
          b.sides[1] = last_sides_[1] = static_cast<uint32_t>(e.m);
          b.enc = e.card;
          // Each side's total before its die: the result's total less the
          // die it ended with, or, while the check waits for plays after the
          // dice, the table's own totals.
          int last_die[2] = {-1, -1};
          bool found = false;
          for (size_t j = i; j < to && !found; ++j) {
            const auto later = game.Events(j);
            for (size_t q = j == i ? k + 1 : 0; q < later.size(); ++q) {
              if (later[q].kind == K::kRolled && later[q].m < 2) last_die[later[q].m] = later[q].n;
              if (later[q].kind == K::kCheck) {
                if (later[q].ch2 != 1 && last_die[0] >= 0 && last_die[1] >= 0) {
                  b.before[0] = later[q].n - last_die[0];
                  b.before[1] = later[q].m - last_die[1];
                }
                found = true;
                break;
              }
            }
          }
          if (!found && after.pc() && after.pc()->rolled) {
            b.before[0] = after.SideTotal(0);
            b.before[1] = after.pc()->side[1] == 0 ? after.EncounterTotal() : after.SideTotal(1);
          }
          dice = static_cast<int>(beats.size()) - 1;
          made = &b;
          break;
        }
        case K::kRolled: {
          const int side = e.m == 1 ? 1 : 0;
          if (dice >= 0 && e.m < 2 && beats[static_cast<size_t>(dice)].die[side] < 0) {
            Beat& b = beats[static_cast<size_t>(dice)];
            b.die[side] = e.n;
            b.duration += share * pace;
            made = &b;
          } else {
            // A reroll, or the Monster's direction: one die on its own.
            Beat& b = add(Beat::Kind::kDice, e, share, e.m == 2 ? tail_.MonsterCell(content) : -1);
            b.die[side] = e.n;
            made = &b;
            dice = -1;
          }
          break;
        }
        case K::kCheck: {
          Beat& b = add(Beat::Kind::kResult, e, share, e.cell);
          b.sides[0] = last_sides_[0];  // (the dice may have rolled in an earlier move)
          b.sides[1] = last_sides_[1];
          b.enc = e.card;
          dice = -1;
          made = &b;
          break;
        }
        case K::kMoved: {
          // From where the engine says it left (or where the island shows it).
          const ShownChar& c = tail_.ch[static_cast<size_t>(e.ch)];
          const int from = e.m >= 0 ? e.m : c.on ? c.pos : -1;
          Beat& b = add(Beat::Kind::kWalk, e, share, e.cell);
          b.path = from >= 0 ? WalkPath(after, from, e.cell) : std::vector<int>{e.cell};
          made = &b;
          break;
        }
        case K::kRevealed:
          made = &add(Beat::Kind::kFlip, e, share, e.cell);
          break;
        case K::kDrew:
          made = &add(Beat::Kind::kDraw, e, share, e.cell);
          break;
        case K::kTookItem: {
          const ShownChar& c = tail_.ch[static_cast<size_t>(std::max(e.ch, 0))];
          made = &add(Beat::Kind::kTake, e, share, e.ch >= 0 ? c.pos : -1);
          break;
        }
        case K::kPlayed:
        case K::kAbility:
        case K::kUsedItem: {
          const int at = e.ch >= 0 ? tail_.ch[static_cast<size_t>(e.ch)].pos : -1;
          made = &add(Beat::Kind::kPlay, e, share, at);
          break;
        }
        case K::kInjured:
        case K::kKilled:
        case K::kHealed:
        case K::kTrapped:
        case K::kFreed:
        case K::kSkips:
        case K::kRests:
        case K::kTookControl:
          made = &add(Beat::Kind::kMark, e, share, e.ch >= 0 ? tail_.ch[static_cast<size_t>(e.ch)].pos : -1);
          break;
        case K::kNeutral:
          made = &add(Beat::Kind::kMark, e, share, e.cell);
          break;
        case K::kTurnBegan:
          made = &add(Beat::Kind::kTurn, e, share, -1);
          break;
        case K::kMonsterMoved: {
          Beat& b = add(Beat::Kind::kMonster, e, share, e.cell);
          const int at = tail_.MonsterCell(content);
          b.path = at >= 0 ? std::vector<int>{at, e.cell} : std::vector<int>{e.cell};
          made = &b;
          break;
        }
        default:
          if (share > 0) made = &add(Beat::Kind::kNote, e, share, e.cell);
          break;
      }
      if (made == nullptr) {
        // A silent event lands with the beat before it (or on its own, at once).
        if (beats.empty()) add(Beat::Kind::kNote, e, 0, -1);
        beats.back().applies.push_back(e);
        tail_.Apply(e, after);
        continue;
      }
      made->applies.push_back(e);
      // The words, from the island as it stands once the beats before are over.
      switch (made->kind) {
        case Beat::Kind::kWalk:
          made->caption = std::string(after.Name(e.ch)) + " moves to " + TileWords(tail_, content, e.cell) + ".";
          break;
        case Beat::Kind::kFlip:
          made->caption = "Explored: the " + content.locations[static_cast<size_t>(std::max(e.n, 0))].name + ".";
          break;
        case Beat::Kind::kDraw:
          if (e.n == 1) {
            made->caption = FateName(content, e.card) + " is turned up and discarded.";
          } else if (e.n == 2 || e.card < 0) {
            made->caption = Person(SeatName(names, e.seat)).Verb("draws", "draw") + " an Event.";
          } else {
            const lbg::FateDef& f = content.fate[static_cast<size_t>(e.card)];
            made->caption = f.type == lbg::FateType::kEncounter
                                ? "An Encounter: " + f.name + " (Power " + std::to_string(f.power) + ")."
                                : "Equipment found: " + f.name + ".";
          }
          break;
        case Beat::Kind::kDice:
          made->caption = DiceWords(after, *made);
          break;
        case Beat::Kind::kResult:
          made->caption = ResultWords(after, *made);
          break;
        case Beat::Kind::kPlay:
          made->caption = game.Narrate(made->event, names);
          break;
        case Beat::Kind::kTurn:
          made->caption = "Round " + std::to_string(e.n) + ": " +
                          Person(SeatName(names, e.seat)).PossessiveStart() + " turn.";
          break;
        default:
          if (made->caption.empty() && made->duration > 0) made->caption = game.Narrate(made->event, names);
          break;
      }
      tail_.Apply(e, after);
    }
  }
  if (beats.empty()) {
    tail_ = Shown::Of(after);
    if (batches_.empty()) {
      shown_ = tail_;  // nothing to show: the island as it is
      return;
    }
    add(Beat::Kind::kNote, lbg::Event{}, 0, -1);
  }
  // One after another, from the end of those still queued; a queue more
  // than a few paces behind plays faster, so the island keeps up.
  double t = std::max(now, end_);
  double total = 0;
  for (const Beat& b : beats) total += b.duration;
  const double behind = t - now + total;
  const double limit = std::max(6.0 * pace, 1.0);
  const double scale = behind > limit && total > 0 ? std::max(0.25, (limit - (t - now)) / total) : 1.0;
  for (Beat& b : beats) {
    b.start = t;
    b.duration *= scale;
    t += b.duration;
  }
  end_ = t;
  tail_ = Shown::Of(after);
  batches_.push_back(std::move(batch));
}

void Stage::Land(Beat& beat, const lbg::State& after) {
  for (const lbg::Event& e : beat.applies) shown_.Apply(e, after);
  beat.applies.clear();
}

std::vector<Beat> Stage::Update(double now) {
  std::vector<Beat> begun;
  for (Batch& batch : batches_) {
    for (Beat& b : batch.beats) {
      if (b.start <= now && b.id > begun_) begun.push_back(b);
    }
  }
  for (const Beat& b : begun) begun_ = std::max(begun_, b.id);
  while (!batches_.empty()) {
    Batch& batch = batches_.front();
    while (!batch.beats.empty() && batch.beats.front().end() <= now) {
      Land(batch.beats.front(), *batch.after);
      batch.beats.pop_front();
    }
    if (!batch.beats.empty()) break;
    shown_ = Shown::Of(*batch.after);
    batches_.pop_front();
  }
  if (batches_.empty()) end_ = std::min(end_, now);
  return begun;
}

void Stage::FinishAll() {
  if (batches_.empty()) return;
  shown_ = Shown::Of(*batches_.back().after);
  tail_ = shown_;
  batches_.clear();
  end_ = 0;
  begun_ = next_id_ - 1;
}

const Beat* Stage::Current(double now) const {
  for (const Batch& batch : batches_)
    for (const Beat& b : batch.beats)
      if (b.start <= now && now < b.end()) return &b;
  return nullptr;
}

//-----------------------------------------------------------------------------
// [SECTION] Paths and dice
//-----------------------------------------------------------------------------

std::vector<int> WalkPath(const lbg::State& s, int from, int to) {
  const lbg::Board& b = s.board();
  std::vector<int> path = {from};
  int at = from;
  if (from >= lbg::kStartPos) {
    const int anchor = s.player(from - lbg::kStartPos).anchor;
    if (anchor < 0) return {from, to};
    path.push_back(anchor);
    at = anchor;
  }
  if (to < 0 || to >= b.cells() || at < 0 || at >= b.cells()) return path.back() == to ? path : (path.push_back(to), path);
  // Tile by tile, each step the neighbour nearest the end (the first of the
  // die's directions on a tie): the way a finger would trace it.
  for (int guard = 0; at != to && guard < 2 * lbg::kMaxIsland; ++guard) {
    int best = -1;
    for (int d = 1; d <= 6; ++d) {
      const int next = b.Neighbour(at, d);
      if (next >= 0 && (best < 0 || b.Distance(next, to) < b.Distance(best, to))) best = next;
    }
    if (best < 0) break;
    at = best;
    path.push_back(at);
  }
  if (path.back() != to) path.push_back(to);
  return path;
}

void DrawDie(ImDrawList* list, ImVec2 centre, float size, int face, float angle, ImU32 body, ImU32 edge, ImU32 pips) {
  const float h = size * 0.5f, c = std::cos(angle), s = std::sin(angle);
  auto at = [&](float x, float y) { return ImVec2(centre.x + x * c - y * s, centre.y + x * s + y * c); };
  // The body: a square with its corners cut round (12 points along each corner's arc).
  const float r = size * 0.18f;
  ImVec2 pts[4 * 7];
  int n = 0;
  const float corners[4][2] = {{h - r, -h + r}, {h - r, h - r}, {-h + r, h - r}, {-h + r, -h + r}};
  for (int k = 0; k < 4; ++k) {
    for (int q = 0; q < 7; ++q) {
      const float a = (-90.0f + 90.0f * static_cast<float>(k) + 15.0f * static_cast<float>(q)) * 3.14159265f / 180.0f;
      pts[n++] = at(corners[k][0] + r * std::cos(a), corners[k][1] + r * std::sin(a));
    }
  }
  list->AddConvexPolyFilled(pts, n, body);
  list->AddPolyline(pts, n, edge, ImDrawFlags_Closed, std::max(1.0f, size * 0.05f));
  // The pips, as on a real die.
  static const float kSpots[7][2] = {{0, 0}, {-1, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, 0}, {1, 0}};
  static const int kFaces[7][7] = {{}, {0}, {1, 2}, {1, 0, 2}, {1, 2, 3, 4}, {1, 2, 3, 4, 0}, {1, 2, 3, 4, 5, 6}};
  static const int kCounts[7] = {0, 1, 2, 3, 4, 5, 6};
  face = std::clamp(face, 1, 6);
  const float step = size * 0.26f, dot = size * 0.095f;
  for (int k = 0; k < kCounts[face]; ++k) {
    const float* spot = kSpots[kFaces[face][k]];
    list->AddCircleFilled(at(spot[0] * step, spot[1] * step), dot, pips, 12);
  }
}

}  // namespace lf::ui::board_motion
