// Lost: The Board Game: the searching bots' sampler (Game::Determinize,
// core/search_bot.h). From what one seat knows (State::RedactedFor), a
// world in which everything hidden from it is dealt anew from what it
// cannot rule out:
//   tiles       every face-down tile the seat has not peeked at, and the
//               tiles left out, from the tiles it has not seen: Shoreline
//               tiles to the ring, Inner tiles to the inside (R7), the rest
//               left out;
//   Fate cards  the cards it has not seen (not face up, not in its hand, not
//               in the discard pile or out of the game, not a face-down card
//               it knows, not the top cards Walt showed it): the other hands
//               get Events, face-down carried items Equipment (D4: only
//               Equipment is carried face down; in a Power Check, none that
//               would count in it, D5), face-down cards on a tile an
//               Event or an Equipment, and the rest make the Fate deck below
//               the known top cards, in a random order;
//   Characters  during the draft, the other players' two dealt Characters
//               (and which one a player who already chose keeps), and the
//               Character deck, from the Characters it has not seen.
// The sizes of hands, piles and the deck stay as the seat sees them; the
// world's Rng (dice and shuffles to come) is drawn from the caller's.
#include <algorithm>

#include "games/lost_board_game/lost_board_game.h"

namespace lf::lost_board_game {

std::unique_ptr<Game> LostBoardGame::Determinize(int seat, Rng& rng) const {
  if (seat < 0 || seat >= NumSeats()) return nullptr;
  auto world = std::make_unique<LostBoardGame>(*this);
  // On the real game, forget first what the seat may not know (a redacted
  // copy is redacted again unchanged).
  world->state_ = state_.RedactedFor(seat);
  world->view_cache_ = {};
  world->options_.seed = 0;
  State& s = world->state_;
  const Content& content = s.content();
  const bool draft = s.prompt_.kind == PromptKind::kDraft;

  // --- Tiles ---
  {
    std::vector<bool> seen(content.tiles.size(), false);
    for (int c = 0; c < s.board_.cells(); ++c)
      if (s.cells_[static_cast<size_t>(c)].tile != kUnknown) seen[s.cells_[static_cast<size_t>(c)].tile] = true;
    std::vector<uint8_t> shore, inner;
    for (size_t t = 0; t < content.tiles.size(); ++t)
      if (!seen[t]) (content.locations[content.tiles[t]].shoreline ? shore : inner).push_back(static_cast<uint8_t>(t));
    rng.Shuffle(shore);
    rng.Shuffle(inner);
    std::vector<int> ring_holes, inner_holes;
    for (int c = 0; c < s.board_.cells(); ++c)
      if (s.cells_[static_cast<size_t>(c)].tile == kUnknown) (s.board_.Shore(c) ? ring_holes : inner_holes).push_back(c);
    // A scenario may have swapped a tile across (a set-up line): then any tile fits.
    if (ring_holes.size() > shore.size() || inner_holes.size() > inner.size()) {
      shore.insert(shore.end(), inner.begin(), inner.end());
      rng.Shuffle(shore);
      inner.clear();
      for (int c : inner_holes) ring_holes.push_back(c);
      inner_holes.clear();
    }
    for (int c : ring_holes) s.cells_[static_cast<size_t>(c)].tile = shore.back(), shore.pop_back();
    for (int c : inner_holes) s.cells_[static_cast<size_t>(c)].tile = inner.back(), inner.pop_back();
    shore.insert(shore.end(), inner.begin(), inner.end());
    rng.Shuffle(shore);
    LF_CHECK_EQ(shore.size(), s.unused_.size());
    s.unused_ = shore;
  }

  // --- Fate cards ---
  {
    std::vector<bool> seen(content.cards.size(), false);
    auto mark = [&](uint8_t c) {
      if (c != kUnknown) seen[c] = true;
    };
    for (uint8_t c : s.deck_) mark(c);
    for (uint8_t c : s.discard_) mark(c);
    for (uint8_t c : s.gone_) mark(c);
    for (int p = 0; p < s.seats_; ++p)
      for (uint8_t c : s.players_[static_cast<size_t>(p)].hand) mark(c);
    for (int c = 0; c < s.board_.cells(); ++c)
      for (const Slot& slot : s.cells_[static_cast<size_t>(c)].fate) mark(slot.card);
    for (int c = 0; c < kNumChars; ++c)
      for (const Slot& slot : s.chars_[static_cast<size_t>(c)].items) mark(slot.card);
    std::vector<uint8_t> pool;
    for (size_t c = 0; c < content.cards.size(); ++c)
      if (!seen[c]) pool.push_back(static_cast<uint8_t>(c));
    rng.Shuffle(pool);
    // D5: in a Power Check, a participant's passive Equipment that counts
    // in it has turned face up, so what stays face down there is not such.
    const bool vs_enc = s.pc_ && (s.pc_->kind == PowerCheck::Kind::kEncounter || s.pc_->kind == PowerCheck::Kind::kMonster);
    const bool shore = s.pc_ && s.pc_->cell >= 0 && s.pc_->cell < kStartPos && s.board_.Shore(s.pc_->cell);
    auto counts_now = [&](uint8_t card) {
      const FateDef& f = s.Fate(card);
      if (f.kind != Limit::kPassive) return false;
      for (const Effect& e : f.effects)
        if (e.prim == Prim::kPowerMod && e.scope == Scope::kSelf &&
            (e.cond == Cond::kNone || (e.cond == Cond::kVsEnc && vs_enc) || (e.cond == Cond::kOnShore && shore)))
          return true;
      return false;
    };
    // Deals the first card of the pool that fits, the most constrained holes first.
    auto deal = [&](uint8_t& hole, bool event_ok, bool equipment_ok, bool other_ok, bool no_counting = false) {
      for (size_t i = pool.size(); i-- > 0;) {
        const FateType type = s.Fate(pool[i]).type;
        const bool fits = type == FateType::kEvent       ? event_ok
                          : type == FateType::kEquipment ? equipment_ok
                                                         : other_ok;
        if (!fits || (no_counting && counts_now(pool[i]))) continue;
        hole = pool[i];
        pool.erase(pool.begin() + static_cast<long>(i));
        return;
      }
      LF_CHECK(false && "no card fits a hidden place");
    };
    for (int p = 0; p < s.seats_; ++p)
      for (uint8_t& c : s.players_[static_cast<size_t>(p)].hand)
        if (c == kUnknown) deal(c, true, false, false);
    for (int pass = 0; pass < 2; ++pass)  // the Power Check's participants first
      for (int c = 0; c < kNumChars; ++c) {
        const bool in_pc = s.pc_ && ((s.pc_->side[0] | s.pc_->side[1]) >> c & 1u) && !s.chars_[static_cast<size_t>(c)].injured;
        if (in_pc != (pass == 0)) continue;
        for (Slot& slot : s.chars_[static_cast<size_t>(c)].items)
          if (slot.card == kUnknown) deal(slot.card, false, true, false, in_pc);
      }
    for (int c = 0; c < s.board_.cells(); ++c)
      for (Slot& slot : s.cells_[static_cast<size_t>(c)].fate)
        if (slot.card == kUnknown) deal(slot.card, true, true, false);
    for (uint8_t& c : s.deck_)
      if (c == kUnknown) deal(c, true, true, true);
    LF_CHECK(pool.empty());
  }

  // --- Characters ---
  {
    std::vector<int8_t> pool;
    for (int c = 0; c < kNumChars; ++c)
      if (s.chars_[static_cast<size_t>(c)].zone == CharState::Zone::kHidden) pool.push_back(static_cast<int8_t>(c));
    rng.Shuffle(pool);
    auto take = [&]() {
      LF_CHECK(!pool.empty());
      const int8_t c = pool.back();
      pool.pop_back();
      return c;
    };
    std::vector<std::string> kept_names(static_cast<size_t>(s.seats_));
    if (draft) {
      for (int p = 0; p < s.seats_; ++p) {
        Player& pl = s.players_[static_cast<size_t>(p)];
        if (p == seat) continue;
        for (int8_t& d : pl.dealt) {
          d = take();
          s.chars_[static_cast<size_t>(d)].zone = CharState::Zone::kDealt;
        }
        if (pl.kept >= 0) {
          pl.kept = pl.dealt[rng.UniformBelow(2)];
          kept_names[static_cast<size_t>(p)] = std::string(s.Name(pl.kept));
        }
      }
    }
    for (int8_t& c : s.char_deck_) {
      c = take();
      s.chars_[static_cast<size_t>(c)].zone = CharState::Zone::kDeck;
    }
    LF_CHECK(pool.empty());
    // The other seats' secret "keep ?" in the history name what they kept here.
    if (draft) {
      auto log = std::make_shared<Log>(*log_);
      for (LoggedMove& m : log->history)
        if (m.seat != seat && m.seat >= 0 && m.seat < s.seats_ && !kept_names[static_cast<size_t>(m.seat)].empty() &&
            m.move.rfind("keep", 0) == 0)
          m.move = "keep " + kept_names[static_cast<size_t>(m.seat)];
      world->log_ = std::move(log);
    }
  }

  world->rng_.Reset(Seed(rng.Next64(), rng.Next64()));
  return world;
}

}  // namespace lf::lost_board_game
