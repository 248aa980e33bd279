// The Lost Words in words (Game::DescribeTable, Game::DescribeLegalMove):
// what the page's accessibility mirror reads to a player who cannot see the
// table (docs/accessibility.md). Everything here reads only what `seat` can
// see: its own hand, the rows, the spares, the piles' public faces and
// counts, and what everyone knows about the other hands (cards taken from
// the discard pile or given by a Heron, a Heron's "no").
#include <string>
#include <vector>

#include "core/person.h"
#include "core/text.h"
#include "games/lost_words/lost_words.h"

namespace lf::lost_words {

namespace {

using text::JoinAnd;
using text::Plural;

std::string NameOf(const std::vector<std::string>& names, int seat) { return SeatNameIn(names, seat); }

std::string W(Word w) { return std::string(WordName(w)); }

// "the Fern spell", "the Acorn special", "the Wild One".
std::string CardName(Card c) {
  if (c.IsSpell()) return "the " + W(c.word()) + " spell";
  if (c.Is(Special::kWildOne)) return "the Wild One";
  if (c.IsSpecial()) return "the " + std::string(SpecialName(c.special())) + " special";
  return "a hidden card";
}

// What a special does, as the rules page says it.
std::string_view SpecialPower(Special s) {
  switch (s) {
    case Special::kAcorn: return "draw two more cards";
    case Special::kConker: return "knock the spell off an opponent's pair";
    case Special::kHeron: return "name a spell; the first opponent holding it gives it to you";
    case Special::kLark: return "one extra action";
    case Special::kMagpie: return "take an opponent's matched pair, give them an unmatched nature card of yours";
    case Special::kWall: return "protect one of your matched pairs";
    case Special::kWildOne: return "the spell of any one of your unmatched nature cards, protected";
  }
  return "";
}

// A hand card as a list entry: "Fern spell", "Acorn special: draw two more cards".
std::string HandEntry(Card c) {
  if (c.IsSpell()) return W(c.word()) + " spell";
  if (c.IsSpecial()) return std::string(SpecialName(c.special())) + " special: " + std::string(SpecialPower(c.special()));
  return "a hidden card";
}

// A nature card of a row: "Fern: matched, protected by a Wall".
std::string SlotEntry(const NatureSlot& slot) {
  std::string out = W(slot.nature) + ": ";
  if (slot.cover == NatureSlot::Cover::kNone) return out + "unmatched";
  out += slot.wild() ? "matched by the Wild One (protected)" : "matched by its spell";
  if (slot.wall) out += ", protected by a Wall";
  return out;
}

std::string CardsList(const std::vector<std::string>& items) { return JoinAnd(items); }

// The sentence for who moves now and what they must do.
std::string TurnLine(const State& s, int seat, const std::vector<std::string>& names) {
  const int current = s.current();
  if (s.phase() == Phase::kOver) {
    const int w = s.winner();
    if (w < 0) return "The game is over.";
    const Person p(NameOf(names, w));
    return "The game is over: " + p.Verb("has", "have") + " matched every nature card and " +
           (p.Name() == "You" ? "win." : "wins.");
  }
  const bool mine = current == seat;
  const Person who(NameOf(names, current));
  const std::string head = mine ? "Your turn" : who.PossessiveStart() + " turn";
  switch (s.phase()) {
    case Phase::kDraw:
      return head + (mine ? ": draw a card from the deck or take the top of the discard pile."
                          : ": drawing a card.");
    case Phase::kAction: {
      const std::string left = Plural(s.actions_left(), "action", "actions") + " left";
      if (mine)
        return head + ": " + left +
               "; match a spell, play a special or exchange a nature card for a spare, then end your actions.";
      return head + ": taking actions (" + left + ").";
    }
    case Phase::kConkerReply: {
      const Person attacker(NameOf(names, s.conker_attacker()));
      const Person victim(NameOf(names, s.conker_victim()));
      const std::string what = attacker.Name() + " played Conker on " + victim.Possessive() + " " + W(s.conker_word());
      if (s.conker_victim() == seat)
        return what + ": put your own " + W(s.conker_word()) + " spell back, or leave it unmatched.";
      return what + "; " + victim.Verb("is", "are") + " deciding whether to put " + victim.Their() + " own spell back.";
    }
    case Phase::kDiscard:
      return head + (mine ? ": you have more than three cards; discard one." : ": discarding down to three cards.");
    case Phase::kOver:
      break;
  }
  return head + ".";
}

}  // namespace

std::vector<Game::TextPart> LostWordsGame::DescribeTable(int seat, const std::vector<std::string>& names) const {
  const State& s = state_;
  const bool seated = seat >= 0 && seat < s.seats();
  std::vector<TextPart> parts;

  TextPart turn{"Turn", {TurnLine(s, seat, names)}};
  if (!s.used().empty()) {
    std::vector<std::string> used;
    for (Card c : s.used()) used.push_back(std::string(SpecialName(c.special())));
    turn.lines.push_back("Specials used this turn: " + CardsList(used) + ".");
  }
  parts.push_back(std::move(turn));

  TextPart scores{"Matched nature cards", {}};
  for (int p = 0; p < s.seats(); ++p) {
    const Person who(NameOf(names, p));
    scores.lines.push_back(who.Verb("has", "have") + " " + std::to_string(s.MatchedCount(p)) + " of " +
                           std::to_string(s.row(p).size()) + " matched.");
  }
  parts.push_back(std::move(scores));

  // The viewer's own hand and row first, then each other player in turn order.
  if (seated) {
    TextPart hand{"Your hand", {}};
    for (Card c : s.hand(seat)) {
      std::string entry = HandEntry(c);
      if (c.IsSpell()) {
        const int slot = s.SlotOf(seat, c.word());
        if (slot >= 0 && !s.row(seat)[slot].matched()) entry += ": matches your " + W(c.word());
      }
      hand.lines.push_back(std::move(entry));
    }
    if (hand.lines.empty()) hand.lines.push_back("No cards.");
    parts.push_back(std::move(hand));
  }
  for (int k = 0; k < s.seats(); ++k) {
    const int p = seated ? (seat + k) % s.seats() : k;
    const Person who(NameOf(names, p));
    TextPart row{p == seat ? std::string("Your row") : who.Name() + "'s row", {}};
    for (const NatureSlot& slot : s.row(p)) row.lines.push_back(SlotEntry(slot));
    if (p != seat) {
      row.lines.push_back(who.Verb("holds", "hold") + " " + Plural(s.hand(p).size(), "card", "cards") + ".");
      std::vector<std::string> known;
      for (int code = 1; code < Card::kCodes; ++code) {
        const Card c = Card::FromCode(code);
        for (int n = 0; n < s.known(p, c); ++n) known.push_back(CardName(c));
      }
      if (!known.empty()) row.lines.push_back("Known to be in " + who.Possessive() + " hand: " + CardsList(known) + ".");
      std::vector<std::string> absent;
      for (int w = 0; w < kNumWords; ++w)
        if (s.known_absent(p, WordAt(w))) absent.push_back(W(WordAt(w)));
      if (!absent.empty())
        row.lines.push_back("Known not to hold the spell" + std::string(absent.size() > 1 ? "s " : " ") +
                            CardsList(absent) + " (a Heron's answer).");
    }
    if (s.skip_turns(p) > 0)
      row.lines.push_back(who.Verb("misses", "miss") + " the next " + Plural(s.skip_turns(p), "turn", "turns") + ".");
    parts.push_back(std::move(row));
  }

  TextPart centre{"Spares and piles", {}};
  centre.lines.push_back("Spare nature cards: " + W(s.spares()[0]) + " and " + W(s.spares()[1]) + ".");
  if (const auto top = s.DiscardTop())
    centre.lines.push_back("Discard pile: " + Plural(s.discard().size(), "card", "cards") + ", " + CardName(*top) +
                           " on top" + (top->IsSpecial() ? " (a special cannot be drawn)." : "."));
  else
    centre.lines.push_back("Discard pile: empty.");
  centre.lines.push_back("Deck: " + Plural(s.deck().size(), "card", "cards") + ".");
  parts.push_back(std::move(centre));
  return parts;
}

Game::MoveText LostWordsGame::DescribeLegalMove(int seat, std::string_view text,
                                                const std::vector<std::string>& names) const {
  (void)seat;
  const Result<Move> parsed = Move::Parse(text);
  if (!parsed) return Game::DescribeLegalMove(seat, text, names);
  const Move& m = *parsed;
  const State& s = state_;
  const auto whose = [&](int p) { return Person(NameOf(names, p)).Possessive(); };
  switch (m.kind) {
    case Move::Kind::kDrawDeck:
      if (!s.deck().empty()) return {"Draw", "Draw from the deck (" + Plural(s.deck().size(), "card", "cards") + " left)"};
      if (s.DeckCanGive())
        return {"Draw", "Draw from the deck (the discard pile, all but its top, is turned over to make it)"};
      return {"Draw", "Draw nothing (the deck and the discard pile are used up)"};
    case Move::Kind::kDrawDiscard: {
      const auto top = s.DiscardTop();
      return {"Draw", "Take " + (top ? CardName(*top) : std::string("the top card")) + " from the discard pile"};
    }
    case Move::Kind::kMatch:
      return {"Match", "Match your " + W(m.word) + " with the " + W(m.word) + " spell"};
    case Move::Kind::kPlay:
      switch (m.special) {
        case Special::kAcorn: return {"Play", "Play Acorn: draw two more cards"};
        case Special::kConker:
          return {"Play", "Play Conker on " + whose(m.target) + " " + W(m.word) + ": knock its spell off"};
        case Special::kHeron: return {"Play", "Play Heron: ask for the " + W(m.word) + " spell"};
        case Special::kLark: return {"Play", "Play Lark: one more action"};
        case Special::kMagpie:
          return {"Play", "Play Magpie: take " + whose(m.target) + " " + W(m.word) + " pair, give them your " +
                              W(m.other)};
        case Special::kWall: return {"Play", "Play Wall on your " + W(m.word) + " pair to protect it"};
        case Special::kWildOne: return {"Play", "Play the Wild One as the spell of your " + W(m.word)};
      }
      break;
    case Move::Kind::kExchange:
      return {"Exchange", "Exchange your " + W(m.word) + " for the spare " + W(m.other)};
    case Move::Kind::kEnd:
      return {"End", "End your actions"};
    case Move::Kind::kDiscard:
      return {"Discard", "Discard " + CardName(m.card)};
    case Move::Kind::kConkerRematch:
      return {"Reply", "Put your own " + W(s.conker_word()) + " spell back on your " + W(s.conker_word())};
    case Move::Kind::kConkerDecline:
      return {"Reply", "Leave your " + W(s.conker_word()) + " unmatched"};
  }
  return Game::DescribeLegalMove(seat, text, names);
}

}  // namespace lf::lost_words
