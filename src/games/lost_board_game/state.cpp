// Lost: The Board Game: dealing, reading the table, Power and odds, hidden
// information (docs/rules/lost-board-game.md).
#include <algorithm>
#include <bit>

#include "games/lost_board_game/lost_board_game.h"

namespace lf::lost_board_game {

std::string_view WindowName(WindowKind w) {
  switch (w) {
    case WindowKind::kStart: return "W_START";
    case WindowKind::kMoved: return "W_MOVED";
    case WindowKind::kDeclared: return "W_DECLARED";
    case WindowKind::kPcPre: return "W_PC_PRE";
    case WindowKind::kPcPost: return "W_PC_POST";
    case WindowKind::kAction: return "W_ACTION";
    case WindowKind::kStep: return "W_STEP";
    case WindowKind::kMonsterPre: return "W_MON_PRE";
    case WindowKind::kMonsterDir: return "W_MON_DIR";
  }
  return "?";
}

std::string_view PromptName(PromptKind k) {
  switch (k) {
    case PromptKind::kNone: return "none";
    case PromptKind::kDraft: return "draft";
    case PromptKind::kAnchor: return "anchor";
    case PromptKind::kWindow: return "window";
    case PromptKind::kShareVote: return "share-vote";
    case PromptKind::kMove: return "move";
    case PromptKind::kDeclare: return "declare";
    case PromptKind::kDefend: return "defend";
    case PromptKind::kChoose: return "choose";
    case PromptKind::kRedirect: return "redirect";
    case PromptKind::kItem: return "item";
    case PromptKind::kOverflow: return "overflow";
    case PromptKind::kReward: return "reward";
    case PromptKind::kRest: return "rest";
    case PromptKind::kPeek: return "peek";
    case PromptKind::kOrder: return "order";
    case PromptKind::kStep3: return "step3";
    case PromptKind::kStep4: return "step4";
    case PromptKind::kDiscard: return "discard";
    case PromptKind::kDiscardEquip: return "discard-equipment";
    case PromptKind::kDirection: return "direction";
  }
  return "?";
}

std::string Odds::Text() const {
  const std::string t = '/' + std::to_string(total);
  std::string s = "win ";
  s += std::to_string(win);
  s += t;
  s += " tie ";
  s += std::to_string(tie);
  s += t;
  s += " lose ";
  s += std::to_string(lose);
  s += t;
  return s;
}

// [SECTION] Deal ----------------------------------------------------------------------

State State::Deal(const Options& o, Rng& rng) {
  State s;
  s.content_ = &BuiltinContent();
  const Content& content = *s.content_;
  s.mode_ = o.mode;
  s.seats_ = o.seats;
  s.monster_master_ = o.monster_master;
  s.board_.n = o.island > 0 ? o.island : IslandSize(o.mode == Mode::kAdvanced, o.seats);
  // R7: the two stacks shuffled apart, dealt face down into the ring and the inside.
  std::vector<uint8_t> shore, inner;
  for (size_t i = 0; i < content.tiles.size(); ++i)
    (content.locations[content.tiles[i]].shoreline ? shore : inner).push_back(static_cast<uint8_t>(i));
  rng.Shuffle(shore);
  rng.Shuffle(inner);
  const std::vector<int> ring = s.board_.Ring(), middle = s.board_.InnerCells();
  LF_CHECK_LE(ring.size(), shore.size());
  LF_CHECK_LE(middle.size(), inner.size());
  for (size_t k = 0; k < ring.size(); ++k) s.cells_[static_cast<size_t>(ring[k])].tile = shore[k];
  for (size_t k = 0; k < middle.size(); ++k) s.cells_[static_cast<size_t>(middle[k])].tile = inner[k];
  s.unused_.assign(shore.begin() + static_cast<long>(ring.size()), shore.end());
  s.unused_.insert(s.unused_.end(), inner.begin() + static_cast<long>(middle.size()), inner.end());
  // The Fate deck.
  for (size_t i = 0; i < content.cards.size(); ++i) s.deck_.push_back(static_cast<uint8_t>(i));
  rng.Shuffle(s.deck_);
  // R9: a random first player (or the host's).
  s.first_ = o.first >= 0 ? o.first : static_cast<int>(rng.UniformBelow(static_cast<uint32_t>(o.seats)));
  // R10: two Characters to each player, in turn order.
  std::vector<int8_t> chars;
  for (int c = 0; c < kNumChars; ++c) chars.push_back(static_cast<int8_t>(c));
  rng.Shuffle(chars);
  for (int c = 0; c < kNumChars; ++c) s.chars_[static_cast<size_t>(c)].zone = CharState::Zone::kDeck;
  for (int k = 0; k < o.seats; ++k) {
    const int seat = (s.first_ + k) % o.seats;
    for (int j = 0; j < 2; ++j) {
      const int8_t c = chars.back();
      chars.pop_back();
      s.players_[static_cast<size_t>(seat)].dealt[j] = c;
      s.chars_[static_cast<size_t>(c)].zone = CharState::Zone::kDealt;
    }
  }
  s.char_deck_ = chars;
  s.prompt_.kind = PromptKind::kDraft;
  s.step_ = "draft";
  return s;
}

// [SECTION] Reading the table -------------------------------------------------------

std::vector<int> State::Deciding() const {
  std::vector<int> out;
  if (over_) return out;
  if (prompt_.kind == PromptKind::kDraft) {
    for (int s = 0; s < seats_; ++s)
      if (players_[static_cast<size_t>(s)].kept < 0) out.push_back(s);
    return out;
  }
  if (prompt_.kind == PromptKind::kShareVote) {
    for (int k = 1; k < seats_; ++k) {
      const int s = (active_ + k) % seats_;
      if (Live(s) && players_[static_cast<size_t>(s)].vote < 0) out.push_back(s);
    }
    return out;
  }
  if (prompt_.kind != PromptKind::kNone && prompt_.seat >= 0) out.push_back(prompt_.seat);
  return out;
}

const LocationDef& State::Location(int c) const {
  const uint8_t t = cells_[static_cast<size_t>(c)].tile;
  LF_CHECK_NE(t, kUnknown);
  return content_->locations[content_->tiles[t]];
}

int State::monster_cell() const {
  for (int c = 0; c < board_.cells(); ++c)
    for (const Slot& s : cells_[static_cast<size_t>(c)].fate)
      if (s.card != kUnknown && Fate(s.card).monster) return c;
  return -1;
}

int State::LiveCount() const {
  int n = 0;
  for (int s = 0; s < seats_; ++s) n += Live(s);
  return n;
}

bool State::IsCampsite(int c) const {
  if (c < 0 || c >= kStartPos) return false;
  const Cell& cell = cells_[static_cast<size_t>(c)];
  return cell.face_up && cell.tile != kUnknown && Location(c).Campsite();
}

int State::CarryLimit(int c) const {
  int limit = Def(c).carry;
  // D2: a Backpack's room counts whatever its carrier's condition.
  for (const Slot& s : ch(c).items)
    if (s.card != kUnknown)
      for (const Effect& e : Fate(s.card).effects)
        if (e.prim == Prim::kCarryMod) limit += e.n;
  return limit;
}

bool State::AbilityOn(int c) const {
  const CharState& s = ch(c);
  return s.zone == CharState::Zone::kBoard && !s.injured && s.trap == 0 && !s.skipping && !s.led_now;
}

uint32_t State::At(int pos, int seat) const {
  uint32_t bits = 0;
  for (int c = 0; c < kNumChars; ++c) {
    const CharState& s = ch(c);
    if (s.zone == CharState::Zone::kBoard && s.pos == pos && s.controller == seat) bits |= 1u << c;
  }
  return bits;
}

uint32_t State::AllAt(int pos) const {
  uint32_t bits = 0;
  for (int c = 0; c < kNumChars; ++c)
    if (ch(c).zone == CharState::Zone::kBoard && ch(c).pos == pos) bits |= 1u << c;
  return bits;
}

int State::Controlled(int seat) const {
  int n = 0;
  for (int c = 0; c < kNumChars; ++c) n += ch(c).zone == CharState::Zone::kBoard && ch(c).controller == seat;
  return n;
}

int State::StartingOf(int seat) const {
  for (int c = 0; c < kNumChars; ++c)
    if (ch(c).sc_of == seat && ch(c).zone != CharState::Zone::kHidden) return c;
  return -1;
}

// [SECTION] Power and odds (R25) ------------------------------------------------------

int State::Power(int c) const {
  LF_CHECK(pc_.has_value());
  const CharState& s = ch(c);
  if (s.injured) return 0;  // R25, R29: exactly 0, and not modified
  const PowerCheck& pc = *pc_;
  const int side = (pc.side[0] >> c & 1u) ? 0 : 1;
  const bool vs_enc = pc.kind == PowerCheck::Kind::kEncounter || pc.kind == PowerCheck::Kind::kMonster;
  const bool shore = pc.cell >= 0 && pc.cell < kStartPos && board_.Shore(pc.cell);
  auto applies = [&](const Effect& e) {
    return e.cond == Cond::kNone || (e.cond == Cond::kVsEnc && vs_enc) || (e.cond == Cond::kOnShore && shore);
  };
  int p = Def(c).power;
  // A passive ability works in a Power Check unless its owner is Trapped (a
  // Trapped target keeps only its own Power and passive Equipment, R32);
  // Injured participants were handled above.
  const bool on = s.trap == 0;
  int bonus = 0;
  if (on) {
    for (const Effect& e : Def(c).effects)
      if (e.prim == Prim::kPowerMod && e.scope == Scope::kSelf && applies(e)) p += e.n;
    if (const Effect* e = Def(c).Find(Prim::kEquipBonus)) bonus = e->n;
  }
  // Others on its side with an ability for every other participant (Charlie).
  for (int d = 0; d < kNumChars; ++d) {
    if (d == c || !(pc.side[side] >> d & 1u) || ch(d).injured || ch(d).trap > 0) continue;
    for (const Effect& e : Def(d).effects)
      if (e.prim == Prim::kPowerMod && e.scope == Scope::kOtherPartOwnSide) p += e.n;
  }
  // Passive Equipment works while its carrier is uninjured (Trapped too, R32).
  for (const Slot& slot : s.items) {
    if (slot.card == kUnknown) continue;
    const FateDef& f = Fate(slot.card);
    if (f.kind != Limit::kPassive) continue;
    for (const Effect& e : f.effects)
      if (e.prim == Prim::kPowerMod && e.scope == Scope::kSelf && applies(e)) p += e.n + (e.n > 0 ? bonus : 0);
  }
  p += s.round_mod + pc.char_mod[static_cast<size_t>(c)];
  return std::max(0, p);
}

int State::SideTotal(int side) const {
  const PowerCheck& pc = *pc_;
  if (side == 1 && pc.enc_card != kUnknown) return EncounterTotal();
  int sum = 0;
  for (int c = 0; c < kNumChars; ++c)
    if (pc.side[side] >> c & 1u) sum += Power(c);
  sum += pc.side_mod[side];
  if (pc.def_side == side && pc.cell >= 0 && pc.cell < kStartPos && cells_[static_cast<size_t>(pc.cell)].face_up)
    sum += Location(pc.cell).LocMod(true);
  return std::max(0, sum);
}

int State::EncounterTotal() const {
  const PowerCheck& pc = *pc_;
  int p = Fate(pc.enc_card).power + pc.enc_mod + enc_round_mod_;
  if (pc.cell >= 0 && pc.cell < kStartPos && cells_[static_cast<size_t>(pc.cell)].face_up)
    p += Location(pc.cell).LocMod(false);
  return std::max(0, p);
}

Odds State::CurrentOdds() const {
  Odds o;
  if (!pc_) return o;
  if (pc_->cancelled) return {0, 1, 0, 1};
  const int a = SideTotal(0), b = SideTotal(1);
  if (pc_->rolled) {
    const int x = a + pc_->die[0], y = b + pc_->die[1];
    return {x > y, x == y, x < y, 1};
  }
  for (int d0 = 1; d0 <= 6; ++d0)
    for (int d1 = 1; d1 <= 6; ++d1) {
      const int x = a + d0, y = b + d1;
      o.win += x > y;
      o.tie += x == y;
      o.lose += x < y;
    }
  return o;
}

std::optional<Odds> State::OddsAfter(int seat, const Move& move) const {
  if (!pc_ || (move.kind != Move::Kind::kPlay && move.kind != Move::Kind::kUse && move.kind != Move::Kind::kAbility))
    return std::nullopt;
  const std::vector<Effect>* effects = nullptr;
  if (move.kind == Move::Kind::kAbility) effects = &Def(move.ch).effects;
  else effects = &content_->fate[static_cast<size_t>(move.card)].effects;
  for (const Effect& e : *effects) {
    if (e.prim != Prim::kReroll || !pc_->rolled) continue;
    // A reroll: the six new values of that side's die.
    int side = 0;
    if (e.scope == Scope::kOwnSide) side = (pc_->side[0] >> move.ch & 1u) ? 0 : 1;
    else if (move.on_enc) side = 1;
    else if (move.ch2 >= 0) side = (pc_->side[0] >> move.ch2 & 1u) ? 0 : 1;
    Odds o{0, 0, 0, 6};
    State copy = *this;
    for (int v = 1; v <= 6; ++v) {
      copy.pc_->die[side] = static_cast<int8_t>(v);
      const Odds one = copy.CurrentOdds();
      o.win += one.win;
      o.tie += one.tie;
      o.lose += one.lose;
    }
    return o;
  }
  State copy = *this;
  Rng rng(0);
  copy.ApplyPlay(seat, move, rng, nullptr);
  if (!copy.pc_) return std::nullopt;
  return copy.CurrentOdds();
}

Odds State::LeadOdds(uint32_t attackers, int target) const {
  State copy = *this;
  PowerCheck pc;
  const CharState& t = ch(target);
  pc.kind = t.controller < 0 ? PowerCheck::Kind::kLeadNeutral : PowerCheck::Kind::kLeadOpp;
  pc.cell = t.pos;
  pc.side[0] = attackers;
  pc.side[1] = 1u << target;
  pc.target = static_cast<int8_t>(target);
  pc.def_side = 1;
  if (t.controller >= 0) {
    for (int c = 0; c < kNumChars; ++c)
      if (c != target && ch(c).zone == CharState::Zone::kBoard && ch(c).pos == t.pos &&
          ch(c).controller == t.controller && ch(c).trap == 0)
        pc.side[1] |= 1u << c;
  }
  copy.pc_ = pc;
  return copy.CurrentOdds();
}

Odds State::DefendOdds(uint32_t defenders) const {
  if (!pc_) return Odds{};
  State copy = *this;
  copy.pc_->side[1] = defenders | (pc_->target >= 0 ? 1u << pc_->target : 0u);
  return copy.CurrentOdds();
}

// [SECTION] Hidden information ---------------------------------------------------------

State State::RedactedFor(int seat) const {
  State r = *this;
  const uint8_t bit = seat >= 0 ? static_cast<uint8_t>(1u << seat) : 0;
  auto hide_slot = [&](Slot& s) {
    if (s.face_down && !(s.known & bit)) s.card = kUnknown;
  };
  for (int c = 0; c < kMaxCells; ++c) {
    Cell& cell = r.cells_[static_cast<size_t>(c)];
    if (!cell.face_up && !(cell.known & bit)) cell.tile = kUnknown;
    for (Slot& s : cell.fate) hide_slot(s);
  }
  for (auto& t : r.unused_) t = kUnknown;
  const int known_top = seat >= 0 ? deck_known_[static_cast<size_t>(seat)] : 0;
  for (size_t i = 0; i < r.deck_.size(); ++i)
    if (static_cast<int>(r.deck_.size() - i) > known_top) r.deck_[i] = kUnknown;
  for (int s = 0; s < seats_; ++s) {
    Player& p = r.players_[static_cast<size_t>(s)];
    if (s == seat) continue;
    for (auto& card : p.hand) card = kUnknown;
    p.seen_hand.clear();
    p.seen_hand_of = -1;
    if (prompt_.kind == PromptKind::kDraft) {
      p.dealt[0] = p.dealt[1] = -1;
      p.kept = p.kept >= 0 ? static_cast<int8_t>(kNumChars) : -1;  // decided, but not what
    }
  }
  for (int c = 0; c < kNumChars; ++c) {
    CharState& cs = r.chars_[static_cast<size_t>(c)];
    for (Slot& s : cs.items) hide_slot(s);
    const bool own_dealt = seat >= 0 && cs.zone == CharState::Zone::kDealt &&
                           (players_[static_cast<size_t>(seat)].dealt[0] == c ||
                            players_[static_cast<size_t>(seat)].dealt[1] == c);
    if (cs.zone == CharState::Zone::kDeck || (cs.zone == CharState::Zone::kDealt && !own_dealt))
      cs.zone = CharState::Zone::kHidden;
  }
  for (auto& c : r.char_deck_) c = -1;
  r.forced_dice.clear();
  r.forced_coins.clear();
  r.forced_picks.clear();
  for (int s = 0; s < kMaxSeats; ++s)
    if (s != seat) r.deck_known_[static_cast<size_t>(s)] = 0;
  return r;
}

std::array<int, 3> State::Census() const {
  std::vector<int> fate(content_->cards.size(), 0), tiles(content_->tiles.size(), 0), chars(kNumChars, 0);
  auto count = [](std::vector<int>& v, int i) {
    if (i >= 0 && i < static_cast<int>(v.size())) ++v[static_cast<size_t>(i)];
  };
  for (uint8_t c : deck_) count(fate, c);
  for (uint8_t c : discard_) count(fate, c);
  for (uint8_t c : gone_) count(fate, c);
  for (int s = 0; s < seats_; ++s)
    for (uint8_t c : players_[static_cast<size_t>(s)].hand) count(fate, c);
  for (int c = 0; c < board_.cells(); ++c) {
    const Cell& cell = cells_[static_cast<size_t>(c)];
    count(tiles, cell.tile);
    for (const Slot& s : cell.fate) count(fate, s.card);
  }
  for (uint8_t t : unused_) count(tiles, t);
  for (int c = 0; c < kNumChars; ++c)
    for (const Slot& s : ch(c).items) count(fate, s.card);
  for (int8_t c : char_deck_) count(chars, c);
  for (int8_t c : graveyard_) count(chars, c);
  for (int c = 0; c < kNumChars; ++c)
    if (ch(c).zone == CharState::Zone::kBoard) count(chars, c);
  if (prompt_.kind == PromptKind::kDraft)
    for (int s = 0; s < seats_; ++s)
      for (int8_t c : players_[static_cast<size_t>(s)].dealt) count(chars, c);
  // Each counts only if every card is exactly once somewhere.
  auto exact = [](const std::vector<int>& v) {
    int n = 0;
    for (int k : v) {
      if (k != 1) return -1;
      ++n;
    }
    return n;
  };
  return {exact(fate), exact(tiles), exact(chars)};
}

}  // namespace lf::lost_board_game
