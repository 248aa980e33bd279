#include "games/lost_words/lost_words.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "core/person.h"
#include "core/text.h"

namespace lf::lost_words {

// [SECTION] Names and tokens ---------------------------------------------------

namespace {

constexpr std::array<std::string_view, kNumWords> kWordNames = {
    "Acorn",      "Adder", "Bluebell", "Bramble", "Conker", "Dandelion", "Fern",     "Heather", "Heron",  "Ivy",
    "Kingfisher", "Lark",  "Magpie",   "Newt",    "Otter",  "Raven",     "Starling", "Weasel",  "Willow", "Wren",
};
constexpr std::array<std::string_view, kNumSpecials> kSpecialNames = {
    "Acorn", "Conker", "Heron", "Lark", "Magpie", "Wall", "Wild One",
};
constexpr std::array<std::string_view, kNumSpecials> kSpecialNotations = {
    "Acorn", "Conker", "Heron", "Lark", "Magpie", "Wall", "Wild-One",
};

bool SameText(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  return true;
}

bool StartsWith(std::string_view s, std::string_view prefix) {
  return s.size() >= prefix.size() && SameText(s.substr(0, prefix.size()), prefix);
}

using text::Plural;

std::vector<std::string> SplitWords(std::string_view text) { return text::Split(text); }

// A seat or a count in notation: 0 to 1000.
std::optional<int> ParseSmallInt(std::string_view s) {
  const int v = text::ParseSmallInt(s, 0, 1000);
  return v < 0 ? std::nullopt : std::optional<int>(v);
}

std::string SeatText(int seat) { return "seat " + std::to_string(seat); }


}  // namespace

std::string_view WordName(Word w) { return kWordNames[static_cast<size_t>(Index(w))]; }
std::string_view SpecialName(Special s) { return kSpecialNames[static_cast<size_t>(Index(s))]; }
std::string_view SpecialNotation(Special s) { return kSpecialNotations[static_cast<size_t>(Index(s))]; }

std::optional<Word> ParseWord(std::string_view text) {
  for (int i = 0; i < kNumWords; ++i)
    if (SameText(text, kWordNames[static_cast<size_t>(i)])) return WordAt(i);
  return std::nullopt;
}

std::optional<Special> ParseSpecial(std::string_view text) {
  for (int i = 0; i < kNumSpecials; ++i)
    if (SameText(text, kSpecialNotations[static_cast<size_t>(i)])) return SpecialAt(i);
  if (SameText(text, "WildOne") || SameText(text, "Wild_One")) return Special::kWildOne;
  return std::nullopt;
}

std::string Card::Token() const {
  if (IsSpell()) return "spell:" + std::string(WordName(word()));
  if (IsSpecial()) return "special:" + std::string(SpecialNotation(special()));
  return "unknown";
}

std::string Card::Notation() const {
  if (IsSpell()) return std::string(WordName(word()));
  return Token();
}

std::string Card::Title() const {
  if (IsSpell()) return std::string(WordName(word())) + " spell";
  if (IsSpecial()) return std::string(SpecialName(special())) + " special";
  return "hidden card";
}

std::optional<Card> Card::Parse(std::string_view text) {
  if (StartsWith(text, "spell:")) {
    if (auto w = ParseWord(text.substr(6))) return Spell(*w);
    return std::nullopt;
  }
  if (StartsWith(text, "special:")) {
    if (auto s = ParseSpecial(text.substr(8))) return Of(*s);
    return std::nullopt;
  }
  if (auto w = ParseWord(text)) return Spell(*w);
  // Only specials whose names no spell shares may go without the prefix.
  if (auto s = ParseSpecial(text)) return Of(*s);
  return std::nullopt;
}

std::array<int, Card::kCodes> DeckComposition() {
  std::array<int, Card::kCodes> c{};
  for (int w = 0; w < kNumWords; ++w) c[static_cast<size_t>(Card::Spell(WordAt(w)).code())] = kSpellCopies;
  for (int s = 0; s < kNumSpecials; ++s)
    c[static_cast<size_t>(Card::Of(SpecialAt(s)).code())] = kSpecialCopies[static_cast<size_t>(s)];
  return c;
}

std::string_view PhaseName(Phase p) {
  switch (p) {
    case Phase::kDraw:
      return "draw";
    case Phase::kAction:
      return "action";
    case Phase::kConkerReply:
      return "conker-reply";
    case Phase::kDiscard:
      return "discard";
    case Phase::kOver:
      return "over";
  }
  return "?";
}

// [SECTION] Moves ------------------------------------------------------------------

Move Move::Match(Word w) {
  Move m = OfKind(Kind::kMatch);
  m.word = w;
  return m;
}
Move Move::Play(Special s) {
  Move m = OfKind(Kind::kPlay);
  m.special = s;
  return m;
}
Move Move::PlayOn(Special s, Word w) {
  Move m = Play(s);
  m.word = w;
  return m;
}
Move Move::Conker(int seat, Word w) {
  Move m = PlayOn(Special::kConker, w);
  m.target = seat;
  return m;
}
Move Move::Magpie(int seat, Word take, Word give) {
  Move m = PlayOn(Special::kMagpie, take);
  m.target = seat;
  m.other = give;
  return m;
}
Move Move::Exchange(Word own, Word spare) {
  Move m = OfKind(Kind::kExchange);
  m.word = own;
  m.other = spare;
  return m;
}
Move Move::Discard(Card c) {
  Move m = OfKind(Kind::kDiscard);
  m.card = c;
  return m;
}

std::optional<Card> Move::CardUsed() const {
  switch (kind) {
    case Kind::kMatch:
      return Card::Spell(word);
    case Kind::kPlay:
      return Card::Of(special);
    case Kind::kDiscard:
      return card;
    default:
      return std::nullopt;
  }
}

bool Move::CostsAction() const {
  if (kind == Kind::kMatch || kind == Kind::kExchange) return true;
  return kind == Kind::kPlay && special != Special::kLark;
}

std::string Move::ToString() const {
  switch (kind) {
    case Kind::kDrawDeck:
      return "draw deck";
    case Kind::kDrawDiscard:
      return "draw discard";
    case Kind::kMatch:
      return "match " + std::string(WordName(word));
    case Kind::kExchange:
      return "exchange " + std::string(WordName(word)) + " " + std::string(WordName(other));
    case Kind::kEnd:
      return "end";
    case Kind::kDiscard:
      return "discard " + card.Notation();
    case Kind::kConkerRematch:
      return "conker-reply rematch";
    case Kind::kConkerDecline:
      return "conker-reply decline";
    case Kind::kPlay: {
      std::string s = "play " + std::string(SpecialNotation(special));
      switch (special) {
        case Special::kAcorn:
        case Special::kLark:
          return s;
        case Special::kConker:
          return s + " " + std::to_string(target) + " " + std::string(WordName(word));
        case Special::kMagpie:
          return s + " " + std::to_string(target) + " " + std::string(WordName(word)) + " give " +
                 std::string(WordName(other));
        case Special::kHeron:
        case Special::kWall:
        case Special::kWildOne:
          return s + " " + std::string(WordName(word));
      }
    }
  }
  return "?";
}

Result<Move> Move::Parse(std::string_view text) {
  using R = Result<Move>;
  const auto w = SplitWords(text);
  if (w.empty()) return R::Error("say a move, such as \"draw deck\" or \"match Fern\"");
  auto word_at = [&](size_t i, Word& out) -> Status {
    if (i >= w.size()) return Status::Refused("a nature word is missing");
    auto parsed = ParseWord(w[i]);
    if (!parsed) return Status::Refused("\"" + std::string(w[i]) + "\" is not one of the twenty words");
    out = *parsed;
    return Status::Ok();
  };
  auto exact = [&](size_t n, std::string_view shape) -> Status {
    if (w.size() != n) return Status::Refused("say \"" + std::string(shape) + "\"");
    return Status::Ok();
  };
  const std::string_view verb = w[0];
  if (SameText(verb, "draw")) {
    if (w.size() == 2 && SameText(w[1], "deck")) return DrawDeck();
    if (w.size() == 2 && SameText(w[1], "discard")) return DrawDiscard();
    return R::Error("say \"draw deck\" or \"draw discard\"");
  }
  if (SameText(verb, "end")) {
    if (Status st = exact(1, "end"); !st) return st;
    return End();
  }
  if (SameText(verb, "match")) {
    if (Status st = exact(2, "match WORD"); !st) return st;
    if (auto c = Card::Parse(w[1]); c && c->IsSpecial())
      return R::Error("a special is played, not matched: say \"play " + std::string(SpecialNotation(c->special())) +
                      " ...\"");
    Word word;
    if (Status st = word_at(1, word); !st) return st;
    return Match(word);
  }
  if (SameText(verb, "exchange")) {
    if (Status st = exact(3, "exchange YOUR-NATURE SPARE"); !st) return st;
    Word own, spare;
    if (Status st = word_at(1, own); !st) return st;
    if (Status st = word_at(2, spare); !st) return st;
    return Exchange(own, spare);
  }
  if (SameText(verb, "discard")) {
    if (Status st = exact(2, "discard CARD"); !st) return st;
    auto c = Card::Parse(w[1]);
    if (!c) return R::Error("\"" + std::string(w[1]) + "\" is not a card (specials are written special:Acorn)");
    return Discard(*c);
  }
  if (SameText(verb, "conker-reply")) {
    if (w.size() == 2 && SameText(w[1], "rematch")) return Rematch();
    if (w.size() == 2 && SameText(w[1], "decline")) return Decline();
    return R::Error("say \"conker-reply rematch\" or \"conker-reply decline\"");
  }
  if (SameText(verb, "play")) {
    if (w.size() < 2) return R::Error("say which special to play, such as \"play Lark\"");
    std::string_view name = w[1];
    if (StartsWith(name, "special:")) name = name.substr(8);
    const auto special = ParseSpecial(name);
    if (!special) {
      if (ParseWord(name)) return R::Error("spells are matched, not played: say \"match " + std::string(name) + "\"");
      return R::Error("\"" + std::string(w[1]) + "\" is not a special card");
    }
    const std::string head = "play " + std::string(SpecialNotation(*special));
    switch (*special) {
      case Special::kAcorn:
      case Special::kLark:
        if (Status st = exact(2, head); !st) return st;
        return Play(*special);
      case Special::kHeron:
      case Special::kWall:
      case Special::kWildOne: {
        if (Status st = exact(3, head + " WORD"); !st) return st;
        Word word;
        if (Status st = word_at(2, word); !st) return st;
        return PlayOn(*special, word);
      }
      case Special::kConker: {
        if (Status st = exact(4, head + " SEAT WORD"); !st) return st;
        const auto seat = ParseSmallInt(w[2]);
        if (!seat) return R::Error("\"" + std::string(w[2]) + "\" is not a seat number");
        Word word;
        if (Status st = word_at(3, word); !st) return st;
        return Conker(*seat, word);
      }
      case Special::kMagpie: {
        if (w.size() != 6 || !SameText(w[4], "give")) return R::Error("say \"" + head + " SEAT WORD give YOUR-WORD\"");
        const auto seat = ParseSmallInt(w[2]);
        if (!seat) return R::Error("\"" + std::string(w[2]) + "\" is not a seat number");
        Word take, give;
        if (Status st = word_at(3, take); !st) return st;
        if (Status st = word_at(5, give); !st) return st;
        return Magpie(*seat, take, give);
      }
    }
  }
  return R::Error("\"" + std::string(verb) +
                  "\" is not a move here (draw, match, play, exchange, end, discard, conker-reply)");
}

// [SECTION] State: deal and reading ---------------------------------------------------

State State::Deal(int seats, int first, Rng& rng) {
  LF_CHECK_GE(seats, 2);
  LF_CHECK_LE(seats, kMaxSeats);
  State s;
  s.seats_ = seats;
  const int per_seat = seats == 2 ? 6 : seats == 3 ? 5 : 4;

  std::vector<Word> nature;
  for (int w = 0; w < kNumWords; ++w) nature.push_back(WordAt(w));
  rng.Shuffle(nature);
  for (int round = 0; round < per_seat; ++round)
    for (int seat = 0; seat < seats; ++seat) {
      NatureSlot slot;
      slot.nature = nature.back();
      nature.pop_back();
      s.rows_[Seat(seat)].push_back(slot);
    }
  for (auto& spare : s.spares_) {
    spare = nature.back();
    nature.pop_back();
  }
  for (Word w : nature) s.box_.push_back(w);

  std::vector<Card> cards;
  const auto composition = DeckComposition();
  for (int code = 0; code < Card::kCodes; ++code)
    for (int k = 0; k < composition[static_cast<size_t>(code)]; ++k) cards.push_back(Card::FromCode(code));
  rng.Shuffle(cards);
  for (Card c : cards) s.deck_.push_back(c);
  for (int round = 0; round < kHandSize; ++round)
    for (int seat = 0; seat < seats; ++seat) s.hands_[Seat(seat)].push_back(s.deck_.pop_back());
  s.discard_.push_back(s.deck_.pop_back());

  if (first < 0) first = static_cast<int>(rng.UniformBelow(static_cast<uint32_t>(seats)));
  LF_CHECK_LT(first, seats);
  s.turn_ = first;
  s.phase_ = Phase::kDraw;
  s.actions_left_ = 1;
  return s;
}

int State::current() const {
  switch (phase_) {
    case Phase::kOver:
      return kTerminalSeat;
    case Phase::kConkerReply:
      return conker_victim_;
    default:
      return turn_;
  }
}

int State::MatchedCount(int seat) const {
  int n = 0;
  for (const auto& slot : row(seat)) n += slot.matched();
  return n;
}

int State::ProtectedCount(int seat) const {
  int n = 0;
  for (const auto& slot : row(seat)) n += slot.is_protected();
  return n;
}

bool State::Complete(int seat) const { return !row(seat).empty() && MatchedCount(seat) == row(seat).size(); }

int State::SlotOf(int seat, Word w) const {
  const Row& r = row(seat);
  for (int i = 0; i < r.size(); ++i)
    if (r[i].nature == w) return i;
  return -1;
}

int State::OwnerOf(Word w) const {
  for (int s = 0; s < seats_; ++s)
    if (SlotOf(s, w) >= 0) return s;
  return -1;
}

// [SECTION] State: legal moves and refusals --------------------------------------------

std::vector<Move> State::LegalMoves() const {
  std::vector<Move> out;
  const int seat = current();
  if (seat < 0) return out;
  auto add = [&](const Move& m) {
    if (Check(seat, m).ok()) out.push_back(m);
  };
  const CardList& h = hand(seat);
  switch (phase_) {
    case Phase::kOver:
      break;
    case Phase::kDraw:
      add(Move::DrawDeck());
      add(Move::DrawDiscard());
      break;
    case Phase::kConkerReply:
      add(Move::Rematch());
      add(Move::Decline());
      break;
    case Phase::kDiscard: {
      uint32_t seen = 0;
      for (Card c : h) {
        if (c.IsUnknown() || ((seen >> c.code()) & 1u)) continue;
        seen |= 1u << c.code();
        add(Move::Discard(c));
      }
      break;
    }
    case Phase::kAction: {
      const Row& mine = row(seat);
      uint32_t seen = 0;
      for (Card c : h) {
        if ((seen >> c.code()) & 1u) continue;
        seen |= 1u << c.code();
        if (c.IsSpell()) {
          add(Move::Match(c.word()));
          continue;
        }
        if (!c.IsSpecial()) continue;
        const Special sp = c.special();
        switch (sp) {
          case Special::kAcorn:
          case Special::kLark:
            add(Move::Play(sp));
            break;
          case Special::kHeron:
            for (int w = 0; w < kNumWords; ++w) add(Move::PlayOn(sp, WordAt(w)));
            break;
          case Special::kWall:
          case Special::kWildOne:
            for (const auto& slot : mine) add(Move::PlayOn(sp, slot.nature));
            break;
          case Special::kConker:
          case Special::kMagpie:
            for (int k = 1; k < seats_; ++k) {
              const int target = (seat + k) % seats_;
              for (const auto& pair : row(target)) {
                if (sp == Special::kConker) {
                  add(Move::Conker(target, pair.nature));
                } else {
                  for (const auto& own : mine) add(Move::Magpie(target, pair.nature, own.nature));
                }
              }
            }
            break;
        }
      }
      for (const auto& slot : mine)
        for (Word spare : spares_) add(Move::Exchange(slot.nature, spare));
      add(Move::End());
      break;
    }
  }
  return out;
}

namespace {
const char kNoActions[] = "you have no actions left this turn (a Lark gives one more)";
}

Status State::Check(int seat, const Move& move) const {
  if (phase_ == Phase::kOver) return Status::Refused("the game is over");
  if (seat < 0 || seat >= seats_) return Status::Refused("there is no " + SeatText(seat));
  if (seat != current()) {
    if (phase_ == Phase::kConkerReply)
      return Status::Refused("waiting for " + SeatText(conker_victim_) + " to answer the Conker");
    return Status::Refused("it is not your turn");
  }
  using K = Move::Kind;
  const bool reply = move.kind == K::kConkerRematch || move.kind == K::kConkerDecline;
  if (phase_ == Phase::kConkerReply && !reply)
    return Status::Refused("answer the Conker first: \"conker-reply rematch\" or \"conker-reply decline\"");
  if (reply && phase_ != Phase::kConkerReply) return Status::Refused("there is no Conker to answer");

  switch (move.kind) {
    case K::kDrawDeck:
    case K::kDrawDiscard:
      if (phase_ != Phase::kDraw) return Status::Refused("you have already drawn this turn");
      if (move.kind == K::kDrawDeck) {
        if (!DeckCanGive() && DiscardTopDrawable())
          return Status::Refused("the deck is empty: draw the top of the discard pile");
        return Status::Ok();
      }
      if (discard_.empty()) return Status::Refused("the discard pile is empty");
      if (!DiscardTopDrawable()) return Status::Refused("a special on top of the discard pile cannot be drawn");
      return Status::Ok();
    case K::kConkerRematch:
      if (!hand(seat).Contains(Card::Spell(conker_word_)))
        return Status::Refused("you have no " + std::string(WordName(conker_word_)) + " spell to put back");
      return Status::Ok();
    case K::kConkerDecline:
      return Status::Ok();
    case K::kDiscard:
      if (phase_ == Phase::kDraw) return Status::Refused("draw a card first (from the deck or the discard pile)");
      if (phase_ == Phase::kAction) return Status::Refused("end your actions first (\"end\"), then discard");
      if (!hand(seat).Contains(move.card)) return Status::Refused("you have no " + move.card.Title() + " in your hand");
      return Status::Ok();
    case K::kMatch:
    case K::kPlay:
    case K::kExchange:
    case K::kEnd:
      if (phase_ == Phase::kDraw) return Status::Refused("draw a card first (from the deck or the discard pile)");
      if (phase_ == Phase::kDiscard) return Status::Refused("discard down to three cards first");
      return CheckAction(seat, move);
  }
  return Status::Refused("not a move");
}

Status State::CheckAction(int seat, const Move& move) const {
  const std::string word = std::string(WordName(move.word));
  switch (move.kind) {
    case Move::Kind::kEnd:
      return Status::Ok();
    case Move::Kind::kMatch: {
      if (actions_left_ <= 0) return Status::Refused(kNoActions);
      if (!hand(seat).Contains(Card::Spell(move.word)))
        return Status::Refused("you have no " + word + " spell in your hand");
      const int i = SlotOf(seat, move.word);
      if (i < 0) return Status::Refused(word + " is not one of your nature cards");
      if (row(seat)[i].matched()) return Status::Refused("your " + word + " is already matched");
      return Status::Ok();
    }
    case Move::Kind::kExchange: {
      if (actions_left_ <= 0) return Status::Refused(kNoActions);
      const int i = SlotOf(seat, move.word);
      if (i < 0) return Status::Refused(word + " is not one of your nature cards");
      if (row(seat)[i].matched()) return Status::Refused("a matched nature card cannot be exchanged");
      if (spares_[0] != move.other && spares_[1] != move.other)
        return Status::Refused(std::string(WordName(move.other)) + " is not a spare in the centre");
      return Status::Ok();
    }
    case Move::Kind::kPlay:
      return CheckPlay(seat, move);
    default:
      return Status::Refused("not an action");
  }
}

Status State::CheckTargetPair(int seat, const Move& move) const {
  if (move.target == seat) return Status::Refused("choose an opponent's pair, not your own");
  if (move.target < 0 || move.target >= seats_) return Status::Refused("there is no " + SeatText(move.target));
  const std::string word = std::string(WordName(move.word));
  const int i = SlotOf(move.target, move.word);
  if (i < 0) return Status::Refused(SeatText(move.target) + " has no " + word);
  const NatureSlot& pair = row(move.target)[i];
  if (!pair.matched()) return Status::Refused(SeatText(move.target) + "'s " + word + " is not matched");
  if (pair.wall) return Status::Refused("that pair is protected by a Wall");
  if (pair.wild()) return Status::Refused("that pair is protected by the Wild One");
  return Status::Ok();
}

Status State::CheckPlay(int seat, const Move& move) const {
  const Card card = Card::Of(move.special);
  if (!hand(seat).Contains(card)) return Status::Refused("you have no " + card.Title() + " in your hand");
  if (move.CostsAction() && actions_left_ <= 0) return Status::Refused(kNoActions);
  const std::string word = std::string(WordName(move.word));
  switch (move.special) {
    case Special::kAcorn:
    case Special::kLark:
    case Special::kHeron:
      return Status::Ok();
    case Special::kConker:
      return CheckTargetPair(seat, move);
    case Special::kMagpie: {
      if (!HasUnmatched(seat)) return Status::Refused("you have no unmatched nature card to give");
      if (Status st = CheckTargetPair(seat, move); !st) return st;
      const int g = SlotOf(seat, move.other);
      const std::string give = std::string(WordName(move.other));
      if (g < 0) return Status::Refused(give + " is not one of your nature cards");
      if (row(seat)[g].matched()) return Status::Refused("your " + give + " is matched: give an unmatched nature card");
      return Status::Ok();
    }
    case Special::kWall: {
      const int i = SlotOf(seat, move.word);
      if (i < 0) return Status::Refused(word + " is not one of your nature cards");
      const NatureSlot& slot = row(seat)[i];
      if (!slot.matched()) return Status::Refused("your " + word + " is not matched: a Wall protects a matched pair");
      if (slot.wild()) return Status::Refused("your " + word + " is already protected by the Wild One");
      if (slot.wall) return Status::Refused("your " + word + " already has a Wall");
      return Status::Ok();
    }
    case Special::kWildOne: {
      const int i = SlotOf(seat, move.word);
      if (i < 0) return Status::Refused(word + " is not one of your nature cards");
      if (row(seat)[i].matched()) return Status::Refused("your " + word + " is already matched");
      return Status::Ok();
    }
  }
  return Status::Refused("not a special");
}

// [SECTION] State: playing moves -------------------------------------------------------

Status State::Apply(int seat, const Move& move, EventLog* log) {
  if (Status st = Check(seat, move); !st) return st;
  Perform(seat, move, log);
  return Status::Ok();
}

namespace {
void Log(EventLog* log, Event e) {
  if (log) log->push_back(e);
}
Event Ev(Event::Kind kind, int seat) { return Event::Of(kind, seat); }
}  // namespace

void State::RemoveFromHand(int seat, Card c) {
  CardList& h = hands_[Seat(seat)];
  const int i = h.FindLast(c);
  LF_CHECK_GE(i, 0);
  h.erase(i);
  // Everyone saw the card go, so one fewer copy is known to be left.
  auto& k = known_[Seat(seat)][static_cast<size_t>(c.code())];
  if (k > 0) --k;
}

void State::AddKnownToHand(int seat, Card c) {
  hands_[Seat(seat)].push_back(c);
  auto& k = known_[Seat(seat)][static_cast<size_t>(c.code())];
  if (k < 255) ++k;
  if (c.IsSpell()) absent_[Seat(seat)] &= ~(1u << Index(c.word()));
}

bool State::RebuildDeck(EventLog* log) {
  if (discard_.size() < 2) return false;
  LF_CHECK(deck_.empty());
  const Card top = discard_.pop_back();
  // Turned over, not shuffled: the oldest discard becomes the top of the deck.
  for (int i = discard_.size() - 1; i >= 0; --i) deck_.push_back(discard_[i]);
  Event e = Event::Of(Event::Kind::kDeckRebuilt);
  e.count = discard_.size();
  discard_.clear();
  discard_.push_back(top);
  Log(log, e);
  return true;
}

bool State::DrawFromDeck(int seat, EventLog* log) {
  if (deck_.empty()) RebuildDeck(log);
  if (deck_.empty()) return false;
  hands_[Seat(seat)].push_back(deck_.pop_back());
  // A hidden card arrived: whatever a Heron proved absent may be back.
  absent_[Seat(seat)] = 0;
  return true;
}

void State::KeepDiscardStarted(EventLog* log) {
  if (!discard_.empty() || deck_.empty()) return;
  const Card c = deck_.pop_back();
  discard_.push_back(c);
  Event e = Event::Of(Event::Kind::kDiscardTurned);
  e.card = c;
  Log(log, e);
}

void State::Perform(int seat, const Move& move, EventLog* log) {
  using K = Move::Kind;
  switch (move.kind) {
    case K::kDrawDeck: {
      if (!DeckCanGive()) {
        Log(log, Ev(Event::Kind::kDrawSkipped, seat));
      } else {
        // The event goes after any rebuild, which happens first.
        const bool drew = DrawFromDeck(seat, log);
        LF_CHECK(drew);
        Log(log, Ev(Event::Kind::kDrewDeck, seat));
      }
      phase_ = Phase::kAction;
      return;
    }
    case K::kDrawDiscard: {
      const Card c = discard_.pop_back();
      AddKnownToHand(seat, c);
      Event e = Ev(Event::Kind::kDrewDiscard, seat);
      e.card = c;
      Log(log, e);
      KeepDiscardStarted(log);
      phase_ = Phase::kAction;
      return;
    }
    case K::kMatch: {
      RemoveFromHand(seat, Card::Spell(move.word));
      rows_[Seat(seat)][SlotOf(seat, move.word)].cover = NatureSlot::Cover::kSpell;
      --actions_left_;
      Event e = Ev(Event::Kind::kMatched, seat);
      e.word = move.word;
      Log(log, e);
      CheckWin(seat, log);
      return;
    }
    case K::kExchange: {
      NatureSlot& slot = rows_[Seat(seat)][SlotOf(seat, move.word)];
      Word& spare = spares_[0] == move.other ? spares_[0] : spares_[1];
      std::swap(slot.nature, spare);
      --actions_left_;
      Event e = Ev(Event::Kind::kExchanged, seat);
      e.word = move.word;
      e.word2 = move.other;
      Log(log, e);
      return;
    }
    case K::kPlay:
      PerformPlay(seat, move, log);
      return;
    case K::kEnd:
      Log(log, Ev(Event::Kind::kEndedActions, seat));
      EndActions(log);
      return;
    case K::kDiscard: {
      RemoveFromHand(seat, move.card);
      discard_.push_back(move.card);
      Event e = Ev(Event::Kind::kDiscarded, seat);
      e.card = move.card;
      Log(log, e);
      if (hand(seat).size() <= kHandSize) FinishTurn(log);
      return;
    }
    case K::kConkerRematch: {
      RemoveFromHand(seat, Card::Spell(conker_word_));
      rows_[Seat(seat)][SlotOf(seat, conker_word_)].cover = NatureSlot::Cover::kSpell;
      Event e = Ev(Event::Kind::kConkerRematch, seat);
      e.word = conker_word_;
      const size_t at = log ? log->size() : 0;
      Log(log, e);
      const bool drew = DrawFromDeck(seat, log);
      if (log) (*log)[at].count = drew ? 1 : 0;
      phase_ = Phase::kAction;
      CheckWin(seat, log);
      return;
    }
    case K::kConkerDecline: {
      Event e = Ev(Event::Kind::kConkerDecline, seat);
      e.word = conker_word_;
      Log(log, e);
      phase_ = Phase::kAction;
      CheckWin(turn_, log);
      return;
    }
  }
}

namespace {
Event::Kind PlayedEvent(Special s) {
  switch (s) {
    case Special::kAcorn:
      return Event::Kind::kPlayedAcorn;
    case Special::kConker:
      return Event::Kind::kPlayedConker;
    case Special::kHeron:
      return Event::Kind::kPlayedHeron;
    case Special::kLark:
      return Event::Kind::kPlayedLark;
    case Special::kMagpie:
      return Event::Kind::kPlayedMagpie;
    case Special::kWall:
      return Event::Kind::kPlayedWall;
    case Special::kWildOne:
      return Event::Kind::kPlayedWildOne;
  }
  return Event::Kind::kPlayedLark;
}
}  // namespace

void State::PerformPlay(int seat, const Move& move, EventLog* log) {
  const Card card = Card::Of(move.special);
  RemoveFromHand(seat, card);
  // Walls and the Wild One stay on the table; the others wait beside the
  // player until the end of the turn, then go to the discard pile.
  if (move.special != Special::kWall && move.special != Special::kWildOne) used_.push_back(card);
  if (move.CostsAction()) --actions_left_;
  Event e = Ev(PlayedEvent(move.special), seat);
  e.word = move.word;
  switch (move.special) {
    case Special::kAcorn: {
      const size_t at = log ? log->size() : 0;
      Log(log, e);
      int drawn = 0;
      for (int k = 0; k < 2; ++k) drawn += DrawFromDeck(seat, log);
      if (log) (*log)[at].count = drawn;
      break;
    }
    case Special::kConker: {
      NatureSlot& pair = rows_[Seat(move.target)][SlotOf(move.target, move.word)];
      LF_CHECK(pair.cover == NatureSlot::Cover::kSpell);
      pair.cover = NatureSlot::Cover::kNone;
      discard_.push_back(Card::Spell(move.word));
      e.other = move.target;
      Log(log, e);
      // The victim is always asked, so being asked reveals nothing.
      phase_ = Phase::kConkerReply;
      conker_victim_ = move.target;
      conker_word_ = move.word;
      break;
    }
    case Special::kHeron: {
      Log(log, e);
      const Card wanted = Card::Spell(move.word);
      bool found = false;
      for (int k = 1; k < seats_ && !found; ++k) {
        const int asked = (seat + k) % seats_;
        Event answer = Ev(Event::Kind::kHeronNone, seat);
        answer.other = asked;
        answer.word = move.word;
        if (hand(asked).Contains(wanted)) {
          found = true;
          RemoveFromHand(asked, wanted);
          AddKnownToHand(seat, wanted);
          answer.kind = Event::Kind::kHeronGave;
          const size_t at = log ? log->size() : 0;
          Log(log, answer);
          const bool drew = DrawFromDeck(asked, log);
          if (log) (*log)[at].count = drew ? 1 : 0;
        } else {
          absent_[Seat(asked)] |= 1u << Index(move.word);
          Log(log, answer);
        }
      }
      if (!found) {
        ++skip_[Seat(seat)];
        Event failed = Ev(Event::Kind::kHeronFailed, seat);
        failed.word = move.word;
        Log(log, failed);
      }
      break;
    }
    case Special::kLark:
      ++actions_left_;
      ++larks_played_;
      Log(log, e);
      break;
    case Special::kMagpie: {
      NatureSlot& taken = rows_[Seat(move.target)][SlotOf(move.target, move.word)];
      NatureSlot& given = rows_[Seat(seat)][SlotOf(seat, move.other)];
      std::swap(taken, given);
      e.other = move.target;
      e.word2 = move.other;
      Log(log, e);
      break;
    }
    case Special::kWall:
      rows_[Seat(seat)][SlotOf(seat, move.word)].wall = true;
      Log(log, e);
      break;
    case Special::kWildOne:
      rows_[Seat(seat)][SlotOf(seat, move.word)].cover = NatureSlot::Cover::kWildOne;
      Log(log, e);
      break;
  }
  CheckWin(seat, log);
}

void State::EndActions(EventLog* log) {
  // Used specials are the first discards of the turn.
  for (Card c : used_) {
    discard_.push_back(c);
    Event e = Ev(Event::Kind::kUsedDiscarded, turn_);
    e.card = c;
    Log(log, e);
  }
  used_.clear();
  if (hand(turn_).size() > kHandSize) {
    phase_ = Phase::kDiscard;
    return;
  }
  FinishTurn(log);
}

void State::FinishTurn(EventLog* log) {
  int drawn = 0;
  while (hand(turn_).size() < kHandSize && DrawFromDeck(turn_, log)) ++drawn;
  if (drawn > 0) {
    Event e = Ev(Event::Kind::kToppedUp, turn_);
    e.count = drawn;
    Log(log, e);
  }
  if (hand(turn_).size() < kHandSize) Log(log, Ev(Event::Kind::kDrawSkipped, turn_));
  int next = (turn_ + 1) % seats_;
  // Every pass over a seat spends one of its missed turns, so this ends.
  while (skip_[Seat(next)] > 0) {
    --skip_[Seat(next)];
    Log(log, Ev(Event::Kind::kTurnSkipped, next));
    next = (next + 1) % seats_;
  }
  BeginTurn(next);
}

void State::BeginTurn(int seat) {
  turn_ = seat;
  phase_ = Phase::kDraw;
  actions_left_ = 1;
  larks_played_ = 0;
  used_.clear();
}

bool State::CheckWin(int actor, EventLog* log) {
  if (phase_ == Phase::kOver) return true;
  for (int k = 0; k < seats_; ++k) {
    const int s = (actor + k) % seats_;
    if (Complete(s)) {
      winner_ = s;
      phase_ = Phase::kOver;
      Log(log, Ev(Event::Kind::kWon, s));
      return true;
    }
  }
  return false;
}

// [SECTION] State: hidden information ----------------------------------------------------

State State::RedactedFor(int seat) const {
  State copy = *this;
  for (int s = 0; s < seats_; ++s)
    if (s != seat)
      for (Card& c : copy.hands_[Seat(s)]) c = Card::Unknown();
  for (Card& c : copy.deck_) c = Card::Unknown();
  return copy;
}

void State::Determinize(Rng& rng) {
  auto pool = DeckComposition();
  const auto seen = Census();
  for (int code = 1; code < Card::kCodes; ++code) {
    auto& p = pool[static_cast<size_t>(code)];
    p -= seen[static_cast<size_t>(code)];
    LF_CHECK_GE(p, 0);
  }
  // Cards everyone knows a hand holds go there first.
  for (int s = 0; s < seats_; ++s) {
    CardList& h = hands_[Seat(s)];
    int next_unknown = 0;
    for (int code = 1; code < Card::kCodes; ++code) {
      for (int k = 0; k < known_[Seat(s)][static_cast<size_t>(code)]; ++k) {
        while (next_unknown < h.size() && !h[next_unknown].IsUnknown()) ++next_unknown;
        if (next_unknown >= h.size() || pool[static_cast<size_t>(code)] == 0) break;
        h[next_unknown] = Card::FromCode(code);
        --pool[static_cast<size_t>(code)];
      }
    }
  }
  std::vector<Card> rest;
  for (int code = 1; code < Card::kCodes; ++code)
    for (int k = 0; k < pool[static_cast<size_t>(code)]; ++k) rest.push_back(Card::FromCode(code));
  rng.Shuffle(rest);
  // Hands avoid the spells a Heron proved absent, when the pool allows.
  for (int s = 0; s < seats_; ++s) {
    for (Card& c : hands_[Seat(s)]) {
      if (!c.IsUnknown()) continue;
      LF_CHECK(!rest.empty());
      size_t pick = rest.size() - 1;
      for (size_t i = rest.size(); i-- > 0;) {
        if (!rest[i].IsSpell() || !known_absent(s, rest[i].word())) {
          pick = i;
          break;
        }
      }
      c = rest[pick];
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(pick));
    }
  }
  for (Card& c : deck_) {
    if (!c.IsUnknown()) continue;
    LF_CHECK(!rest.empty());
    c = rest.back();
    rest.pop_back();
  }
  LF_CHECK(rest.empty());
}

std::array<int, Card::kCodes> State::Census() const {
  std::array<int, Card::kCodes> n{};
  auto count = [&](Card c) { ++n[static_cast<size_t>(c.code())]; };
  for (int s = 0; s < seats_; ++s) {
    for (Card c : hands_[Seat(s)]) count(c);
    for (const auto& slot : rows_[Seat(s)]) {
      if (slot.cover == NatureSlot::Cover::kSpell) count(Card::Spell(slot.nature));
      if (slot.wild()) count(Card::Of(Special::kWildOne));
      if (slot.wall) count(Card::Of(Special::kWall));
    }
  }
  for (Card c : deck_) count(c);
  for (Card c : discard_) count(c);
  for (Card c : used_) count(c);
  return n;
}

std::array<int, kNumWords> State::NatureCensus() const {
  std::array<int, kNumWords> n{};
  for (int s = 0; s < seats_; ++s)
    for (const auto& slot : rows_[Seat(s)]) ++n[static_cast<size_t>(Index(slot.nature))];
  for (Word w : spares_) ++n[static_cast<size_t>(Index(w))];
  for (Word w : box_) ++n[static_cast<size_t>(Index(w))];
  return n;
}

// [SECTION] State: set-up ------------------------------------------------------------------

void State::ClearCover(NatureSlot& slot) {
  // Back to the bottom of the deck, where a later deck-top line will not meet them.
  if (slot.cover == NatureSlot::Cover::kSpell) deck_.insert(0, Card::Spell(slot.nature));
  if (slot.wild()) deck_.insert(0, Card::Of(Special::kWildOne));
  if (slot.wall) deck_.insert(0, Card::Of(Special::kWall));
  slot.cover = NatureSlot::Cover::kNone;
  slot.wall = false;
}

void State::SwapNature(Word w, int seat, int slot_index) {
  NatureSlot& target = rows_[Seat(seat)][slot_index];
  ClearCover(target);
  if (target.nature == w) return;
  const Word old = target.nature;
  // Find w before writing it, or the search would find the target itself.
  for (int s = 0; s < seats_; ++s) {
    const int i = SlotOf(s, w);
    if (i < 0) continue;
    NatureSlot& there = rows_[Seat(s)][i];
    ClearCover(there);
    there.nature = old;
    target.nature = w;
    return;
  }
  for (Word& spare : spares_)
    if (spare == w) {
      spare = old;
      target.nature = w;
      return;
    }
  for (Word& boxed : box_)
    if (boxed == w) {
      boxed = old;
      target.nature = w;
      return;
    }
  LF_CHECK(false);  // every word is somewhere
}

Status State::SetupNature(int seat, const std::vector<Word>& words) {
  if (seat < 0 || seat >= seats_) return Status::Refused("there is no " + SeatText(seat));
  const int n = row(seat).size();
  if (static_cast<int>(words.size()) != n)
    return Status::Refused(SeatText(seat) + "'s row holds " + std::to_string(n) + " nature cards: name " +
                           std::to_string(n));
  for (size_t i = 0; i < words.size(); ++i)
    for (size_t j = i + 1; j < words.size(); ++j)
      if (words[i] == words[j]) return Status::Refused(std::string(WordName(words[i])) + " is named twice");
  for (int i = 0; i < n; ++i) SwapNature(words[static_cast<size_t>(i)], seat, i);
  return Status::Ok();
}

Status State::SetupSpares(Word a, Word b) {
  if (a == b) return Status::Refused("the two spares must differ");
  for (int k = 0; k < 2; ++k) {
    const Word w = k == 0 ? a : b;
    if (spares_[static_cast<size_t>(k)] == w) continue;
    const Word old = spares_[static_cast<size_t>(k)];
    if (spares_[static_cast<size_t>(1 - k)] == w) {
      std::swap(spares_[0], spares_[1]);
      continue;
    }
    spares_[static_cast<size_t>(k)] = w;
    bool moved = false;
    for (int s = 0; s < seats_ && !moved; ++s) {
      const int i = SlotOf(s, w);
      if (i < 0) continue;
      ClearCover(rows_[Seat(s)][i]);
      rows_[Seat(s)][i].nature = old;
      moved = true;
    }
    for (Word& boxed : box_)
      if (!moved && boxed == w) {
        boxed = old;
        moved = true;
      }
    LF_CHECK(moved);
  }
  return Status::Ok();
}

Status State::TakeForSetup(Card c, int keep_hand_of) {
  if (int i = deck_.FindLast(c); i >= 0) {
    deck_.erase(i);
    return Status::Ok();
  }
  if (int i = discard_.FindLast(c); i >= 0) {
    discard_.erase(i);
    return Status::Ok();
  }
  for (int s = 0; s < seats_; ++s) {
    if (s == keep_hand_of) continue;
    CardList& h = hands_[Seat(s)];
    const int i = h.FindLast(c);
    if (i < 0) continue;
    if (deck_.empty())
      return Status::Refused("no card in the deck to replace the " + c.Title() + " in " + SeatText(s) + "'s hand");
    h[i] = deck_.pop_back();
    return Status::Ok();
  }
  const int copies = DeckComposition()[static_cast<size_t>(c.code())];
  return Status::Refused("no free " + c.Title() + ": all " + std::to_string(copies) + " in use");
}

Status State::SetupHand(int seat, const std::vector<Card>& cards) {
  if (seat < 0 || seat >= seats_) return Status::Refused("there is no " + SeatText(seat));
  CardList& h = hands_[Seat(seat)];
  for (Card c : h) deck_.insert(0, c);
  h.clear();
  for (Card c : cards) {
    if (Status st = TakeForSetup(c, seat); !st) return st;
    h.push_back(c);
  }
  return Status::Ok();
}

Status State::SetupDiscard(const std::vector<Card>& cards) {
  if (cards.empty()) return Status::Refused("the discard pile needs at least one card");
  for (Card c : discard_) deck_.insert(0, c);
  discard_.clear();
  for (Card c : cards) {
    if (Status st = TakeForSetup(c, -1); !st) return st;
    discard_.push_back(c);
  }
  return Status::Ok();
}

Status State::SetupDeckTop(const std::vector<Card>& cards) {
  // Take them all before placing any, so a replacement taken from the deck's
  // top for another hand cannot be one of the cards just placed.
  for (Card c : cards)
    if (Status st = TakeForSetup(c, -1); !st) return st;
  for (size_t i = cards.size(); i-- > 0;) deck_.push_back(cards[i]);
  return Status::Ok();
}

Status State::SetupCover(int seat, Word w, NatureSlot::Cover cover, bool wall) {
  if (seat < 0 || seat >= seats_) return Status::Refused("there is no " + SeatText(seat));
  const int i = SlotOf(seat, w);
  const std::string word = std::string(WordName(w));
  if (i < 0) return Status::Refused(SeatText(seat) + " has no " + word + " in its row");
  if (row(seat)[i].matched()) return Status::Refused(SeatText(seat) + "'s " + word + " is already matched");
  const Card card = cover == NatureSlot::Cover::kSpell ? Card::Spell(w) : Card::Of(Special::kWildOne);
  if (Status st = TakeForSetup(card, -1); !st) return st;
  if (wall) {
    if (Status st = TakeForSetup(Card::Of(Special::kWall), -1); !st) {
      deck_.insert(0, card);
      return st;
    }
  }
  rows_[Seat(seat)][i].cover = cover;
  rows_[Seat(seat)][i].wall = wall;
  return Status::Ok();
}

Status State::SetupWall(int seat, Word w) {
  if (seat < 0 || seat >= seats_) return Status::Refused("there is no " + SeatText(seat));
  const int i = SlotOf(seat, w);
  const std::string word = std::string(WordName(w));
  if (i < 0) return Status::Refused(SeatText(seat) + " has no " + word + " in its row");
  if (!row(seat)[i].matched()) return Status::Refused(SeatText(seat) + "'s " + word + " is not matched");
  if (row(seat)[i].wall) return Status::Refused(SeatText(seat) + "'s " + word + " already has a Wall");
  if (Status st = TakeForSetup(Card::Of(Special::kWall), -1); !st) return st;
  rows_[Seat(seat)][i].wall = true;
  return Status::Ok();
}

Status State::SetupDeckSize(int n, int seat) {
  if (seat < 0 || seat >= seats_) return Status::Refused("there is no " + SeatText(seat));
  if (n < 0) return Status::Refused("the deck size cannot be negative");
  while (deck_.size() > n) {
    hands_[Seat(seat)].push_back(deck_[0]);
    deck_.erase(0);
  }
  return Status::Ok();
}

// [SECTION] Game -------------------------------------------------------------------------

LostWordsGame::LostWordsGame(const GameOptions& options, int first)
    : options_(options), rng_(options.seed), state_(State::Deal(options.seats, first, rng_)) {}

Result<std::unique_ptr<Game>> LostWordsGame::Create(const GameOptions& options) {
  using R = Result<std::unique_ptr<Game>>;
  if (options.seats < 2 || options.seats > kMaxSeats) return R::Error("The Lost Words is for 2 to 4 players");
  int first = -1;
  if (!options.variant.is_null() && !options.variant.is_object()) return R::Error("the options must be an object");
  if (options.variant.is_object()) {
    for (const auto& [key, value] : options.variant.as_object()) {
      if (key != "first") return R::Error("unknown option \"" + key + "\" (The Lost Words has: first)");
      const std::string shape =
          "first must be a seat from 0 to " + std::to_string(options.seats - 1) + " or \"random\"";
      if (value.is_string()) {
        if (value.as_string() != "random") return R::Error(shape);
      } else if (value.is_number()) {
        const double v = value.as_number();
        if (v != static_cast<double>(static_cast<int>(v)) || v < 0 || v >= options.seats) return R::Error(shape);
        first = static_cast<int>(v);
      } else {
        return R::Error(shape);
      }
    }
  }
  return R(std::make_unique<LostWordsGame>(options, first));
}

std::vector<std::string> LostWordsGame::LegalMoves(int seat) const {
  std::vector<std::string> out;
  if (seat != CurrentSeat() || seat < 0) return out;
  for (const Move& m : state_.LegalMoves()) out.push_back(m.ToString());
  return out;
}

namespace {
bool Reveals(const EventLog& log) {
  for (const Event& e : log) {
    switch (e.kind) {
      case Event::Kind::kDrewDeck:
      case Event::Kind::kHeronGave:
      case Event::Kind::kHeronNone:
      case Event::Kind::kDiscardTurned:
        return true;
      case Event::Kind::kPlayedAcorn:
      case Event::Kind::kConkerRematch:
      case Event::Kind::kToppedUp:
        if (e.count > 0) return true;
        break;
      default:
        break;
    }
  }
  return false;
}
}  // namespace

Status LostWordsGame::ApplyMove(int seat, std::string_view text) {
  ForgetViews();
  if (IsTerminal()) return Status::Refused("the game is over");
  auto move = Move::Parse(text);
  if (!move) return Status::Refused(move.error());
  EventLog log;
  if (Status st = state_.Apply(seat, *move, &log); !st) return st;
  Record({seat, move->ToString()}, log);
  return Status::Ok();
}

void LostWordsGame::Record(LoggedMove move, const EventLog& events) {
  std::shared_ptr<Log> mine;
  if (log_.use_count() == 1)
    mine = std::const_pointer_cast<Log>(log_);
  else
    mine = std::make_shared<Log>(*log_);
  mine->revealed.push_back(Reveals(events));
  mine->history.push_back(std::move(move));
  mine->event_begin.push_back(static_cast<uint32_t>(mine->events.size()));
  mine->events.insert(mine->events.end(), events.begin(), events.end());
  log_ = std::move(mine);
}

bool LostWordsGame::StartsTurn(size_t i) const {
  LF_CHECK_LT(i, History().size());
  const Result<Move> m = Move::Parse(History()[i].move);
  return m.ok() && (m->kind == Move::Kind::kDrawDeck || m->kind == Move::Kind::kDrawDiscard);
}

double LostWordsGame::HoldShare(size_t i) const {
  if (i >= History().size()) return 1.0;
  const std::span<const Event> events = Events(i);
  bool moved = false;  // a card changed place (beyond the draw itself)
  for (const Event& e : events) {
    switch (e.kind) {
      case Event::Kind::kWon: return 1.0;
      case Event::Kind::kDrewDeck:
      case Event::Kind::kDrewDiscard:
      case Event::Kind::kDrawSkipped:
      case Event::Kind::kEndedActions: break;
      default: moved = true;
    }
  }
  if (StartsTurn(i)) return moved ? 1.0 : kDrawHoldShare;
  const Result<Move> m = Move::Parse(History()[i].move);
  if (m.ok() && m->kind == Move::Kind::kEnd && !moved) return kQuietHoldShare;
  return 1.0;
}

std::span<const Event> LostWordsGame::Events(size_t i) const {
  const Log& log = *log_;
  LF_CHECK_LT(i, log.event_begin.size());
  const size_t begin = log.event_begin[i];
  const size_t end = i + 1 < log.event_begin.size() ? log.event_begin[i + 1] : log.events.size();
  return std::span<const Event>(log.events.data() + begin, end - begin);
}

std::vector<int> LostWordsGame::Scores() const {
  std::vector<int> s;
  for (int seat = 0; seat < NumSeats(); ++seat) s.push_back(state_.MatchedCount(seat));
  return s;
}

std::vector<int> LostWordsGame::Winners() const {
  if (state_.winner() < 0) return {};
  return {state_.winner()};
}

std::unique_ptr<Game> LostWordsGame::Redacted(int seat) const {
  auto copy = std::make_unique<LostWordsGame>(*this);
  copy->state_ = state_.RedactedFor(seat);
  copy->ForgetViews();
  copy->rng_.Reset(0);
  // The seed would deal every hidden card again.
  copy->options_.seed = 0;
  return copy;
}

std::string LostWordsGame::Progress(int seat) const {
  return std::to_string(state_.MatchedCount(seat)) + " of " + std::to_string(state_.row(seat).size()) + " matched";
}

namespace {
Json CardsJson(const FixedVec<Card, kDeckSize>& cards) {
  Json a(Json::Array{});
  for (Card c : cards) a.push_back(c.Token());
  return a;
}
}  // namespace

Json LostWordsGame::View(int seat) const {
  if (seat < -1 || seat >= NumSeats()) return BuildView(seat);
  auto& cached = view_cache_[static_cast<size_t>(seat + 1)];
  if (!cached) cached = std::make_shared<const Json>(BuildView(seat));
  return *cached;
}

Json LostWordsGame::BuildView(int seat) const {
  const State& s = state_;
  Json j(Json::Object{});
  j.set("you", seat);
  j.set("phase", std::string(PhaseName(s.phase())));
  j.set("turn", s.turn());
  j.set("current", s.current());
  j.set("winner", s.winner() >= 0 ? Json(s.winner()) : Json());
  j.set("actions_left", s.actions_left());
  j.set("larks_played", s.larks_played());
  j.set("used", CardsJson(s.used()));
  Json players(Json::Array{});
  for (int p = 0; p < s.seats(); ++p) {
    Json pj(Json::Object{});
    Json row(Json::Array{});
    // One string per nature card: "Ivy" bare, "Fern|spell:Fern|wall",
    // "Newt|special:Wild-One". The harnesses draw this view many times per
    // move, and a string is far cheaper than an object.
    for (const auto& slot : s.row(p)) {
      std::string text(WordName(slot.nature));
      if (slot.cover == NatureSlot::Cover::kSpell) text += "|" + Card::Spell(slot.nature).Token();
      if (slot.wild()) text += "|" + Card::Of(Special::kWildOne).Token();
      if (slot.wall) text += "|wall";
      row.push_back(std::move(text));
    }
    pj.set("row", row);
    pj.set("matched", s.MatchedCount(p));
    pj.set("total", s.row(p).size());
    pj.set("hand_count", s.hand(p).size());
    if (p == seat) pj.set("hand", CardsJson(s.hand(p)));
    pj.set("skip_turns", s.skip_turns(p));
    Json known(Json::Array{});
    for (int code = 1; code < Card::kCodes; ++code)
      for (int k = 0; k < s.known(p, Card::FromCode(code)); ++k) known.push_back(Card::FromCode(code).Token());
    if (known.size() > 0) pj.set("known_cards", known);
    Json absent(Json::Array{});
    for (int w = 0; w < kNumWords; ++w)
      if (s.known_absent(p, WordAt(w))) absent.push_back(std::string(WordName(WordAt(w))));
    if (absent.size() > 0) pj.set("known_absent", absent);
    players.push_back(pj);
  }
  j.set("players", players);
  Json spares(Json::Array{});
  for (Word w : s.spares()) spares.push_back(std::string(WordName(w)));
  j.set("spares", spares);
  j.set("deck_count", s.deck().size());
  j.set("discard_count", s.discard().size());
  j.set("discard_top", s.DiscardTop() ? Json(s.DiscardTop()->Token()) : Json());
  if (s.phase() == Phase::kConkerReply) {
    Json c(Json::Object{});
    c.set("attacker", s.conker_attacker());
    c.set("victim", s.conker_victim());
    c.set("nature", std::string(WordName(s.conker_word())));
    j.set("conker", c);
  }
  return j;
}

Json LostWordsGame::Breakdown() const {
  Json out(Json::Array{});
  for (int p = 0; p < state_.seats(); ++p) {
    int by_spell = 0, by_wild = 0, walls = 0;
    Json unmatched(Json::Array{});
    for (const auto& slot : state_.row(p)) {
      by_spell += slot.cover == NatureSlot::Cover::kSpell;
      by_wild += slot.wild();
      walls += slot.wall;
      if (!slot.matched()) unmatched.push_back(std::string(WordName(slot.nature)));
    }
    Json pj(Json::Object{});
    pj.set("seat", p);
    pj.set("nature_cards", state_.row(p).size());
    pj.set("matched", state_.MatchedCount(p));
    pj.set("by_spell", by_spell);
    pj.set("by_wild_one", by_wild);
    pj.set("walls", walls);
    pj.set("protected", state_.ProtectedCount(p));
    pj.set("unmatched", unmatched);
    pj.set("progress", Progress(p));
    pj.set("skip_turns", state_.skip_turns(p));
    pj.set("winner", state_.winner() == p);
    out.push_back(pj);
  }
  return out;
}

std::vector<Move> LostWordsGame::MovesWithCard(int seat, Card card) const {
  std::vector<Move> out;
  if (seat != CurrentSeat()) return out;
  for (const Move& m : state_.LegalMoves())
    if (m.CardUsed() == card) out.push_back(m);
  return out;
}

std::vector<Move> LostWordsGame::MovesWithNature(int seat, Word nature) const {
  std::vector<Move> out;
  if (seat != CurrentSeat()) return out;
  for (const Move& m : state_.LegalMoves()) {
    bool involves = false;
    switch (m.kind) {
      case Move::Kind::kMatch:
        involves = m.word == nature;
        break;
      case Move::Kind::kExchange:
        involves = m.word == nature || m.other == nature;
        break;
      case Move::Kind::kPlay:
        involves =
            (m.special != Special::kHeron && m.word == nature) || (m.special == Special::kMagpie && m.other == nature);
        break;
      default:
        break;
    }
    if (involves) out.push_back(m);
  }
  return out;
}

std::string LostWordsGame::Narrate(const Event& e, const std::vector<std::string>& names) {
  auto name = [&](int s) {
    if (s >= 0 && static_cast<size_t>(s) < names.size()) return names[static_cast<size_t>(s)];
    return "Seat " + std::to_string(s);
  };
  const std::string a = name(e.seat);
  const std::string b = name(e.other);
  const Person pa(a), pb(b);
  const std::string w = std::string(WordName(e.word));
  const std::string w2 = std::string(WordName(e.word2));
  using K = Event::Kind;
  switch (e.kind) {
    case K::kDrewDeck:
      return a + " drew a card from the deck.";
    case K::kDrewDiscard:
      return a + " took the " + e.card.Title() + " from the discard pile.";
    case K::kDrawSkipped:
      return "The deck and the discard pile are exhausted: " + pa.Verb("draws", "draw") + " nothing.";
    case K::kDeckRebuilt:
      return "The discard pile, all but its top card, was turned over to make a new deck of " +
             Plural(e.count, "card", "cards") + ".";
    case K::kDiscardTurned:
      return "The top card of the deck, the " + e.card.Title() + ", was turned over onto the discard pile.";
    case K::kMatched:
      return a + " matched " + w + ".";
    case K::kPlayedAcorn:
      return a + " played Acorn and drew " +
             (e.count == 2 ? std::string("two more cards") : Plural(e.count, "more card", "more cards")) + ".";
    case K::kPlayedConker:
      return a + " played Conker on " + pb.Possessive() + " " + w + "; the " + w + " spell goes to the discard pile.";
    case K::kConkerRematch:
      return a + " put " + pa.Their() + " own " + w + " spell back" + (e.count > 0 ? " and drew a card." : ".");
    case K::kConkerDecline:
      return a + " did not replace the " + w + " spell.";
    case K::kPlayedHeron:
      return a + " played Heron, fishing for " + w + ".";
    case K::kHeronNone:
      return pb.Verb("has", "have") + " no " + w + ".";
    case K::kHeronGave:
      return b + " gave " + pa.Object() + " a " + w + " spell" + (e.count > 0 ? " and drew a replacement." : ".");
    case K::kHeronFailed:
      return "Nobody had " + w + ": " + a + " will miss " + pa.Their() + " next turn.";
    case K::kPlayedLark:
      return a + " played Lark: one more action this turn.";
    case K::kPlayedMagpie:
      return a + " played Magpie, taking " + pb.Possessive() + " " + w + " pair and giving " + pb.Them() + " " + w2 + ".";
    case K::kPlayedWall:
      return a + " played Wall on " + pa.Their() + " " + w + " pair; it is protected.";
    case K::kPlayedWildOne:
      return a + " played the Wild One on " + pa.Their() + " " + w + "; it is matched and protected.";
    case K::kExchanged:
      return a + " exchanged " + pa.Their() + " " + w + " for the spare " + w2 + ".";
    case K::kEndedActions:
      return a + " ended " + pa.Their() + " actions.";
    case K::kUsedDiscarded:
      return pa.PossessiveStart() + " used " + std::string(SpecialName(e.card.special())) + " goes to the discard pile.";
    case K::kDiscarded:
      return a + " discarded the " + e.card.Title() + ".";
    case K::kToppedUp:
      return a + " drew " + Plural(e.count, "card", "cards") + " to hold three.";
    case K::kTurnSkipped:
      return pa.Verb("misses", "miss") + " this turn.";
    case K::kWon:
      return pa.Verb("has", "have") + " matched all " + pa.Their() + " nature cards and " + (a == "You" ? "win" : "wins") + "!";
  }
  return "";
}

std::string LostWordsGame::Describe(size_t i, const std::vector<std::string>& names) const {
  std::string out;
  const auto events = Events(i);
  for (const Event& e : events) {
    if (e.kind == Event::Kind::kEndedActions && events.size() > 1) continue;
    const std::string sentence = Narrate(e, names);
    if (sentence.empty()) continue;
    if (!out.empty()) out += " ";
    out += sentence;
  }
  return out;
}

// [SECTION] Game: set-up lines and queries ---------------------------------------------------

Status LostWordsGame::ApplySetup(std::string_view line) {
  ForgetViews();
  if (!History().empty()) return Status::Refused("set-up lines must come before the first move");
  const auto w = SplitWords(line);
  if (w.empty()) return Status::Refused("an empty set-up line");
  const std::string_view verb = w[0];
  auto seat_at = [&](size_t i, int& out) -> Status {
    if (i >= w.size()) return Status::Refused("a seat number is missing");
    const auto v = ParseSmallInt(w[i]);
    if (!v || *v >= NumSeats()) return Status::Refused("\"" + std::string(w[i]) + "\" is not a seat");
    out = *v;
    return Status::Ok();
  };
  auto words_from = [&](size_t i, std::vector<Word>& out) -> Status {
    for (; i < w.size(); ++i) {
      auto word = ParseWord(w[i]);
      if (!word) return Status::Refused("\"" + std::string(w[i]) + "\" is not one of the twenty words");
      out.push_back(*word);
    }
    return Status::Ok();
  };
  auto cards_from = [&](size_t i, std::vector<Card>& out) -> Status {
    for (; i < w.size(); ++i) {
      auto card = Card::Parse(w[i]);
      if (!card) return Status::Refused("\"" + std::string(w[i]) + "\" is not a card (spell:Fern, special:Acorn)");
      out.push_back(*card);
    }
    return Status::Ok();
  };
  Status st = Status::Ok();
  int seat = -1;
  if (verb == "nature") {
    std::vector<Word> words;
    if (!(st = seat_at(1, seat)) || !(st = words_from(2, words))) return st;
    st = state_.SetupNature(seat, words);
  } else if (verb == "spares") {
    std::vector<Word> words;
    if (!(st = words_from(1, words))) return st;
    if (words.size() != 2) return Status::Refused("name the two spares");
    st = state_.SetupSpares(words[0], words[1]);
  } else if (verb == "hand") {
    std::vector<Card> cards;
    if (!(st = seat_at(1, seat)) || !(st = cards_from(2, cards))) return st;
    st = state_.SetupHand(seat, cards);
  } else if (verb == "discard" || verb == "deck-top") {
    std::vector<Card> cards;
    if (!(st = cards_from(1, cards))) return st;
    st = verb == "discard" ? state_.SetupDiscard(cards) : state_.SetupDeckTop(cards);
  } else if (verb == "match" || verb == "wild-one" || verb == "wall") {
    std::vector<Word> words;
    if (!(st = seat_at(1, seat))) return st;
    const bool walled = w.size() == 4 && verb != "wall" && w[3] == "wall";
    if (w.size() != (walled ? 4u : 3u))
      return Status::Refused("say \"" + std::string(verb) + " SEAT WORD" + (verb == "wall" ? "\"" : " [wall]\""));
    auto word = ParseWord(w[2]);
    if (!word) return Status::Refused("\"" + std::string(w[2]) + "\" is not one of the twenty words");
    const int slot = state_.SlotOf(seat, *word);
    if (verb != "wall" && slot >= 0 && !state_.row(seat)[slot].matched() &&
        state_.MatchedCount(seat) + 1 == state_.row(seat).size())
      return Status::Refused("that would match all of seat " + std::to_string(seat) +
                             "'s nature cards before the game starts");
    if (verb == "wall")
      st = state_.SetupWall(seat, *word);
    else
      st = state_.SetupCover(seat, *word, verb == "match" ? NatureSlot::Cover::kSpell : NatureSlot::Cover::kWildOne,
                             walled);
  } else if (verb == "deck-size") {
    if (w.size() != 4 || w[2] != "hand") return Status::Refused("say \"deck-size N hand SEAT\"");
    const auto n = ParseSmallInt(w[1]);
    if (!n) return Status::Refused("\"" + std::string(w[1]) + "\" is not a number");
    if (!(st = seat_at(3, seat))) return st;
    st = state_.SetupDeckSize(*n, seat);
  } else {
    return Status::Refused("unknown set-up \"" + std::string(verb) +
                           "\" (nature, spares, hand, discard, deck-top, match, wild-one, wall, deck-size)");
  }
  state_.SettleAfterSetup();
  return st;
}

Result<std::string> LostWordsGame::Query(std::string_view key) const {
  using R = Result<std::string>;
  const State& s = state_;
  auto tokens = [](const auto& cards, bool sorted) {
    std::vector<Card> v(cards.begin(), cards.end());
    if (sorted) std::sort(v.begin(), v.end(), [](Card a, Card b) { return a.code() < b.code(); });
    std::string out;
    for (Card c : v) out += (out.empty() ? "" : " ") + c.Token();
    return out.empty() ? std::string("none") : out;
  };
  const size_t colon = key.find(':');
  if (colon != std::string_view::npos) {
    const std::string_view name = key.substr(0, colon);
    const auto seat = ParseSmallInt(key.substr(colon + 1));
    if (!seat || *seat >= NumSeats()) return R::Error("\"" + std::string(key.substr(colon + 1)) + "\" is not a seat");
    const int p = *seat;
    if (name == "hand") return tokens(s.hand(p), true);
    if (name == "hand-count") return std::to_string(s.hand(p).size());
    if (name == "matched") return std::to_string(s.MatchedCount(p));
    if (name == "progress") return Progress(p);
    if (name == "skip") return std::to_string(s.skip_turns(p));
    if (name == "row") {
      std::string out;
      for (const auto& slot : s.row(p)) {
        if (!out.empty()) out += " ";
        out += WordName(slot.nature);
        if (slot.cover == NatureSlot::Cover::kSpell) out += "+spell";
        if (slot.wild()) out += "+wild-one";
        if (slot.wall) out += "+wall";
      }
      return out;
    }
    if (name == "known") {
      FixedVec<Card, kDeckSize> known;
      for (int code = 1; code < Card::kCodes; ++code)
        for (int k = 0; k < s.known(p, Card::FromCode(code)); ++k) known.push_back(Card::FromCode(code));
      return tokens(known, true);
    }
    if (name == "absent") {
      std::string out;
      for (int w = 0; w < kNumWords; ++w)
        if (s.known_absent(p, WordAt(w))) out += (out.empty() ? "" : " ") + std::string(WordName(WordAt(w)));
      return out.empty() ? std::string("none") : out;
    }
    return R::Error("unknown query \"" + std::string(key) + "\"");
  }
  if (key == "phase") return std::string(PhaseName(s.phase()));
  if (key == "turn") return std::to_string(s.turn());
  if (key == "current") return std::to_string(s.current());
  if (key == "winner") return s.winner() >= 0 ? std::to_string(s.winner()) : std::string("none");
  if (key == "actions-left") return std::to_string(s.actions_left());
  if (key == "larks") return std::to_string(s.larks_played());
  if (key == "deck-count") return std::to_string(s.deck().size());
  if (key == "discard-count") return std::to_string(s.discard().size());
  if (key == "discard-top") return s.DiscardTop() ? s.DiscardTop()->Token() : std::string("none");
  if (key == "deck-top") return s.deck().empty() ? std::string("none") : s.deck().back().Token();
  if (key == "spares") return std::string(WordName(s.spares()[0])) + " " + std::string(WordName(s.spares()[1]));
  if (key == "used") return tokens(s.used(), false);
  if (key == "card-total") {
    int n = 0;
    for (int c : s.Census()) n += c;
    return std::to_string(n);
  }
  if (key == "nature-total") {
    int n = 0;
    for (int c : s.NatureCensus()) n += c > 0;
    return std::to_string(n);
  }
  if (key == "last") return History().empty() ? std::string("none") : Describe(History().size() - 1);
  return R::Error("unknown query \"" + std::string(key) + "\"");
}

}  // namespace lf::lost_words
