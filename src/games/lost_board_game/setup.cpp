// Lost: The Board Game: the set-up language of scenarios (lost_board_game.h,
// [SECTION] Set-up language). Set-up lines move tiles, cards and Characters;
// they never create or lose one.
#include <algorithm>

#include "games/lost_board_game/lost_board_game.h"
#include "games/lost_board_game/text.h"

namespace lf::lost_board_game {
namespace {

Result<int> CellAt(Cursor& cur, const Board& board) {
  const std::string t = cur.CellText();
  if (t.empty()) return Result<int>::Error("expected a tile like (2,3) at \"" + cur.Rest() + "\"");
  return board.ParseCell(t);
}

Result<int> Number(Cursor& cur, int lo, int hi) {
  const std::string t = cur.Token();
  if (t.empty() || t.size() > 4) return Result<int>::Error("expected a number at \"" + t + "\"");
  int v = 0;
  for (char c : t) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return Result<int>::Error("expected a number, got \"" + t + "\"");
    v = v * 10 + (c - '0');
  }
  if (v < lo || v > hi)
    return Result<int>::Error("expected a number from " + std::to_string(lo) + " to " + std::to_string(hi));
  return v;
}

}  // namespace

Status State::Setup(std::string_view line, Rng& rng) {
  Cursor cur(line);
  const std::string verb = cur.Token();
  auto need_char = [&](int& c) -> Status {
    c = cur.Char();
    if (c < 0) return Status::Refused("expected a Character's name at \"" + cur.Rest() + "\"");
    return Status::Ok();
  };
  auto started = [&]() { return prompt_.kind != PromptKind::kDraft && prompt_.kind != PromptKind::kAnchor; };
  // Takes one card of a definition out of the deck or the discard pile.
  auto take_card = [&](int def) -> int {
    for (size_t i = deck_.size(); i-- > 0;)
      if (content_->cards[deck_[i]] == def) {
        const int card = deck_[i];
        deck_.erase(deck_.begin() + static_cast<long>(i));
        return card;
      }
    for (size_t i = discard_.size(); i-- > 0;)
      if (content_->cards[discard_[i]] == def) {
        const int card = discard_[i];
        discard_.erase(discard_.begin() + static_cast<long>(i));
        return card;
      }
    return -1;
  };
  auto card_name = [&](int& def) -> Status {
    auto q = cur.Quoted();
    if (!q) return Status::Refused("expected a card's name in double quotes at \"" + cur.Rest() + "\"");
    def = content_->FateByName(*q);
    if (def < 0) return Status::Refused("no Fate card is called \"" + *q + "\"");
    return Status::Ok();
  };
  auto done = [&]() -> Status {
    if (!cur.Done()) return Status::Refused("unexpected \"" + cur.Rest() + "\"");
    Touch();
    return Status::Ok();
  };

  if (verb == "start") {
    if (prompt_.kind != PromptKind::kDraft) return Status::Refused("start comes before the draft is played");
    for (int s = 0; s < seats_; ++s)
      if (players_[static_cast<size_t>(s)].kept < 0) {
        Move m;
        m.kind = Move::Kind::kKeep;
        m.ch = players_[static_cast<size_t>(s)].dealt[0];
        Perform(s, m, rng, nullptr);
      }
    Advance(rng, nullptr);
    // R8's suggested anchors, in turn order.
    const std::vector<int> ring = board_.Ring();
    const int L = static_cast<int>(ring.size());
    while (prompt_.kind == PromptKind::kAnchor) {
      const int k = prompt_.count;
      std::vector<Move> legal;
      LegalFor(prompt_.seat, legal);
      int chosen = -1;
      for (int step = 0; step < L && chosen < 0; ++step) {
        const int cell = ring[static_cast<size_t>((k * L / seats_ + step) % L)];
        for (const Move& m : legal)
          if (m.to == cell) chosen = cell;
      }
      Move m;
      m.kind = Move::Kind::kStart;
      m.to = chosen >= 0 ? chosen : legal.front().to;
      Perform(prompt_.seat, m, rng, nullptr);
      Advance(rng, nullptr);
    }
    return done();
  }
  if (verb == "deal") {
    if (prompt_.kind != PromptKind::kDraft) return Status::Refused("deal is for the draft");
    Result<int> seat = Number(cur, 0, seats_ - 1);
    if (!seat) return seat.error().empty() ? Status::Refused("bad seat") : Status::Refused(seat.error());
    Player& p = players_[static_cast<size_t>(*seat)];
    for (int j = 0; j < 2; ++j) {
      int c;
      if (Status st = need_char(c); !st) return st;
      if (p.dealt[j] == c) continue;
      // Swap with wherever c is: the deck or another seat's pair.
      const int old = p.dealt[j];
      auto it = std::find(char_deck_.begin(), char_deck_.end(), c);
      if (it != char_deck_.end()) {
        *it = static_cast<int8_t>(old);
        chars_[static_cast<size_t>(old)].zone = CharState::Zone::kDeck;
      } else {
        bool found = false;
        for (int s = 0; s < seats_ && !found; ++s)
          for (int k = 0; k < 2 && !found; ++k)
            if (players_[static_cast<size_t>(s)].dealt[k] == c) {
              players_[static_cast<size_t>(s)].dealt[k] = static_cast<int8_t>(old);
              found = true;
            }
        if (!found) return Status::Refused(std::string(Name(c)) + " cannot be dealt now");
      }
      p.dealt[j] = static_cast<int8_t>(c);
      chars_[static_cast<size_t>(c)].zone = CharState::Zone::kDealt;
    }
    return done();
  }
  if (verb == "tile") {
    Result<int> cell = CellAt(cur, board_);
    if (!cell) return Status::Refused(cell.error());
    auto q = cur.Quoted();
    if (!q) return Status::Refused("expected the Location's name in double quotes");
    const int def = content_->LocationByName(*q);
    if (def < 0) return Status::Refused("no Location is called \"" + *q + "\"");
    Cell& here = cells_[static_cast<size_t>(*cell)];
    if (content_->tiles[here.tile] != def) {
      bool found = false;
      for (auto& t : unused_)
        if (content_->tiles[t] == def) {
          std::swap(t, here.tile);
          found = true;
          break;
        }
      for (int other = 0; other < board_.cells() && !found; ++other) {
        Cell& o = cells_[static_cast<size_t>(other)];
        if (other != *cell && content_->tiles[o.tile] == def) {
          std::swap(o.tile, here.tile);
          std::swap(o.face_up, here.face_up);
          found = true;
        }
      }
      if (!found) return Status::Refused("no free \"" + *q + "\" tile");
    }
    here.face_up = false;
    if (cur.Word("face-up")) here.face_up = true;
    else cur.Word("face-down");
    return done();
  }
  if (verb == "place") {
    int c;
    if (Status st = need_char(c); !st) return st;
    CharState& s = chars_[static_cast<size_t>(c)];
    if (!started()) return Status::Refused("place comes after start");
    auto from_deck = [&]() {
      auto it = std::find(char_deck_.begin(), char_deck_.end(), c);
      if (it != char_deck_.end()) char_deck_.erase(it);
      auto g = std::find(graveyard_.begin(), graveyard_.end(), c);
      if (g != graveyard_.end()) graveyard_.erase(g);
    };
    if (cur.Word("deck")) {
      if (s.zone == CharState::Zone::kDeck) return done();
      from_deck();
      DropAll(c);
      s = CharState{};
      s.zone = CharState::Zone::kDeck;
      char_deck_.insert(char_deck_.begin(), static_cast<int8_t>(c));
      return done();
    }
    if (cur.Word("graveyard")) {
      from_deck();
      DropAll(c);
      s.zone = CharState::Zone::kGraveyard;
      s.controller = -1;
      graveyard_.push_back(static_cast<int8_t>(c));
      return done();
    }
    int pos;
    if (cur.Word("start")) {
      Result<int> seat = Number(cur, 0, seats_ - 1);
      if (!seat) return Status::Refused(seat.error());
      pos = kStartPos + *seat;
    } else {
      Result<int> cell = CellAt(cur, board_);
      if (!cell) return Status::Refused(cell.error());
      pos = *cell;
    }
    if (s.zone != CharState::Zone::kBoard) {
      from_deck();
      s.zone = CharState::Zone::kBoard;
    }
    s.pos = static_cast<int8_t>(pos);
    return done();
  }
  if (verb == "control") {
    int c;
    if (Status st = need_char(c); !st) return st;
    if (ch(c).zone != CharState::Zone::kBoard) return Status::Refused(std::string(Name(c)) + " is not on the island");
    if (cur.Word("neutral")) {
      chars_[static_cast<size_t>(c)].controller = -1;
    } else {
      Result<int> seat = Number(cur, 0, seats_ - 1);
      if (!seat) return Status::Refused(seat.error());
      chars_[static_cast<size_t>(c)].controller = static_cast<int8_t>(*seat);
    }
    return done();
  }
  if (verb == "starting") {
    int c;
    if (Status st = need_char(c); !st) return st;
    if (cur.Word("none")) {
      chars_[static_cast<size_t>(c)].sc_of = -1;
      return done();
    }
    Result<int> seat = Number(cur, 0, seats_ - 1);
    if (!seat) return Status::Refused(seat.error());
    for (CharState& s : chars_)
      if (s.sc_of == *seat) s.sc_of = -1;
    chars_[static_cast<size_t>(c)].sc_of = static_cast<int8_t>(*seat);
    players_[static_cast<size_t>(*seat)].counter = 0;
    return done();
  }
  if (verb == "status") {
    int c;
    if (Status st = need_char(c); !st) return st;
    CharState& s = chars_[static_cast<size_t>(c)];
    while (!cur.Done()) {
      if (cur.Word("injured")) s.injured = s.ever_injured = true;
      else if (cur.Word("healthy")) s.injured = false;
      else if (cur.Word("trapped")) {
        Result<int> n = Number(cur, 1, 9);
        if (!n) return Status::Refused(n.error());
        s.trap = static_cast<int8_t>(*n);
        s.trap_since = turn_no_;
      } else if (cur.Word("free")) s.trap = 0;
      else if (cur.Word("skip")) {
        s.skip_next = true;
        s.skip_since = turn_no_;
      } else if (cur.Word("noskip")) s.skip_next = s.skipping = false;
      else if (cur.Word("rest")) s.resting = true;
      else if (cur.Word("moved")) s.moved_round = true;
      else return Status::Refused("status takes injured, healthy, trapped N, free, skip, noskip, rest, moved");
    }
    return done();
  }
  if (verb == "hand") {
    Result<int> seat = Number(cur, 0, seats_ - 1);
    if (!seat) return Status::Refused(seat.error());
    auto& hand = players_[static_cast<size_t>(*seat)].hand;
    deck_.insert(deck_.begin(), hand.begin(), hand.end());
    hand.clear();
    while (!cur.Done()) {
      int def;
      if (Status st = card_name(def); !st) return st;
      if (content_->fate[static_cast<size_t>(def)].type != FateType::kEvent)
        return Status::Refused("only Events are held in the hand");
      const int card = take_card(def);
      if (card < 0) return Status::Refused("no free \"" + content_->fate[static_cast<size_t>(def)].name + "\"");
      hand.push_back(static_cast<uint8_t>(card));
    }
    return done();
  }
  if (verb == "carry" || verb == "fate") {
    int c = -1, cell = -1;
    if (verb == "carry") {
      if (Status st = need_char(c); !st) return st;
    } else {
      Result<int> at = CellAt(cur, board_);
      if (!at) return Status::Refused(at.error());
      cell = *at;
    }
    int def;
    if (Status st = card_name(def); !st) return st;
    if (verb == "carry" && content_->fate[static_cast<size_t>(def)].type != FateType::kEquipment)
      return Status::Refused("only Equipment is carried");
    const int card = take_card(def);
    if (card < 0) return Status::Refused("no free \"" + content_->fate[static_cast<size_t>(def)].name + "\"");
    Slot s;
    s.card = static_cast<uint8_t>(card);
    if (cur.Word("face-down")) {
      s.face_down = true;
      if (c >= 0 && ch(c).controller >= 0) s.known = static_cast<uint8_t>(1u << ch(c).controller);
    }
    if (c >= 0) chars_[static_cast<size_t>(c)].items.push_back(s);
    else cells_[static_cast<size_t>(cell)].fate.push_back(s);
    return done();
  }
  if (verb == "clear") {
    Result<int> at = CellAt(cur, board_);
    if (!at) return Status::Refused(at.error());
    for (const Slot& s : cells_[static_cast<size_t>(*at)].fate) deck_.insert(deck_.begin(), s.card);
    cells_[static_cast<size_t>(*at)].fate.clear();
    return done();
  }
  if (verb == "fate-top") {
    std::vector<int> cards;
    while (!cur.Done()) {
      int def;
      if (Status st = card_name(def); !st) return st;
      const int card = take_card(def);
      if (card < 0) return Status::Refused("no free \"" + content_->fate[static_cast<size_t>(def)].name + "\"");
      cards.push_back(card);
    }
    for (auto it = cards.rbegin(); it != cards.rend(); ++it) deck_.push_back(static_cast<uint8_t>(*it));
    deck_known_.fill(0);
    return done();
  }
  if (verb == "discard") {
    while (!cur.Done()) {
      int def;
      if (Status st = card_name(def); !st) return st;
      const int card = take_card(def);
      if (card < 0) return Status::Refused("no free \"" + content_->fate[static_cast<size_t>(def)].name + "\"");
      discard_.push_back(static_cast<uint8_t>(card));
    }
    return done();
  }
  if (verb == "deck-to-discard") {
    discard_.insert(discard_.end(), deck_.begin(), deck_.end());
    deck_.clear();
    deck_known_.fill(0);
    return done();
  }
  if (verb == "chardeck-top") {
    while (!cur.Done()) {
      int c;
      if (Status st = need_char(c); !st) return st;
      auto it = std::find(char_deck_.begin(), char_deck_.end(), c);
      if (it == char_deck_.end()) return Status::Refused(std::string(Name(c)) + " is not in the Character deck");
      char_deck_.erase(it);
      char_deck_.push_back(static_cast<int8_t>(c));
    }
    return done();
  }
  if (verb == "chardeck-empty") {
    for (int8_t c : char_deck_) {
      chars_[static_cast<size_t>(c)].zone = CharState::Zone::kGraveyard;
      graveyard_.push_back(c);
    }
    char_deck_.clear();
    return done();
  }
  if (verb == "dice" || verb == "picks") {
    auto& v = verb == "dice" ? forced_dice : forced_picks;
    while (!cur.Done()) {
      Result<int> n = Number(cur, verb == "dice" ? 1 : 0, verb == "dice" ? 6 : 99);
      if (!n) return Status::Refused(n.error());
      v.push_back(*n);
    }
    return done();
  }
  if (verb == "coins") {
    while (!cur.Done()) {
      if (cur.Word("heads")) forced_coins.push_back(0);
      else if (cur.Word("tails")) forced_coins.push_back(1);
      else return Status::Refused("coins takes heads or tails");
    }
    return done();
  }
  if (verb == "monster") {
    const int def = [&] {
      for (size_t d = 0; d < content_->fate.size(); ++d)
        if (content_->fate[d].monster) return static_cast<int>(d);
      return -1;
    }();
    if (def < 0) return Status::Refused("there is no Monster");
    // Take it from wherever it is.
    int card = take_card(def);
    if (card < 0) {
      for (int c = 0; c < board_.cells() && card < 0; ++c) {
        auto& pile = cells_[static_cast<size_t>(c)].fate;
        for (size_t i = 0; i < pile.size(); ++i)
          if (pile[i].card != kUnknown && content_->cards[pile[i].card] == def) {
            card = pile[i].card;
            pile.erase(pile.begin() + static_cast<long>(i));
            break;
          }
      }
    }
    if (card < 0) return Status::Refused("the Monster is not free");
    if (cur.Word("off")) {
      deck_.insert(deck_.begin(), static_cast<uint8_t>(card));
      return done();
    }
    Result<int> at = CellAt(cur, board_);
    if (!at) return Status::Refused(at.error());
    Slot s;
    s.card = static_cast<uint8_t>(card);
    cells_[static_cast<size_t>(*at)].fate.push_back(s);
    return done();
  }
  if (verb == "round") {
    Result<int> n = Number(cur, 1, 999);
    if (!n) return Status::Refused(n.error());
    round_ = *n;
    return done();
  }
  if (verb == "counter") {
    Result<int> seat = Number(cur, 0, seats_ - 1);
    if (!seat) return Status::Refused(seat.error());
    Result<int> n = Number(cur, 0, 99);
    if (!n) return Status::Refused(n.error());
    players_[static_cast<size_t>(*seat)].counter = *n;
    return done();
  }
  if (verb == "eliminate") {
    if (!started()) return Status::Refused("eliminate comes after start");
    Result<int> seat = Number(cur, 0, seats_ - 1);
    if (!seat) return Status::Refused(seat.error());
    if (*seat == active_) return Status::Refused("not the active player");
    for (int c = 0; c < kNumChars; ++c) {
      CharState& s = chars_[static_cast<size_t>(c)];
      if (s.zone != CharState::Zone::kBoard || s.controller != *seat) continue;
      DropAll(c);
      s.zone = CharState::Zone::kGraveyard;
      s.controller = -1;
      graveyard_.push_back(static_cast<int8_t>(c));
    }
    Eliminate(*seat, nullptr);
    return done();
  }
  if (verb == "anchor") {
    Result<int> seat = Number(cur, 0, seats_ - 1);
    if (!seat) return Status::Refused(seat.error());
    Result<int> at = CellAt(cur, board_);
    if (!at) return Status::Refused(at.error());
    if (!board_.Shore(*at)) return Status::Refused("an anchor is a Shoreline tile");
    players_[static_cast<size_t>(*seat)].anchor = static_cast<int8_t>(*at);
    return done();
  }
  return Status::Refused("unknown set-up line \"" + verb +
                         "\" (start, deal, tile, place, control, starting, status, hand, carry, fate, clear, fate-top, "
                         "discard, deck-to-discard, chardeck-top, chardeck-empty, dice, picks, coins, monster, round, "
                         "anchor, counter, eliminate)");
}

}  // namespace lf::lost_board_game
