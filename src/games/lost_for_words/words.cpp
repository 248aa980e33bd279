// Lost for Words in words (Game::DescribeTable, Game::DescribeLegalMove):
// what the page's accessibility mirror reads to a player who cannot see the
// table (docs/accessibility.md). Everything here reads only what `seat` can
// see: its own hand, both players' columns, the piles, the deck's count and
// the cards the opponent was seen taking from the piles.
#include <string>
#include <vector>

#include "core/dict/dictionary.h"
#include "core/person.h"
#include "core/text.h"
#include "games/lost_for_words/lost_for_words.h"

namespace lf::lost_for_words {

namespace {

using text::JoinAnd;
using text::Plural;

std::string NameOf(const std::vector<std::string>& names, int seat) { return SeatNameIn(names, seat); }

std::string L(char c) { return std::string(1, c); }

// "the vowels pile" (red) / "the consonants pile" (black), as the table labels them.
std::string PileWords(Pile p) { return p == Pile::kRed ? "the vowels pile" : "the consonants pile"; }

// Letters as a screen reader should spell them: a word of the dictionary as
// the word ("TRACE"), anything else letter by letter ("T R E").
std::string Spelled(const std::string& letters, bool word) {
  if (word) return letters;
  std::string out;
  for (char c : letters) {
    if (!out.empty()) out += ' ';
    out += c;
  }
  return out;
}

std::string PointsText(int n) { return Plural(n, "point", "points"); }

}  // namespace

std::vector<Game::TextPart> LostForWords::DescribeTable(int seat, const std::vector<std::string>& names) const {
  const bool seated = seat >= 0 && seat < kPlayers;
  const std::vector<int> scores = Scores();
  std::vector<TextPart> parts;

  // Whose turn, and what they must do now.
  TextPart turn{"Turn", {}};
  if (phase_ == Phase::kOver) {
    const int lead = scores[0] == scores[1] ? -1 : (scores[0] > scores[1] ? 0 : 1);
    if (lead < 0) {
      turn.lines.push_back("The game is over: a tie, " + std::to_string(scores[0]) + " each.");
    } else {
      const Person w(NameOf(names, lead));
      turn.lines.push_back("The game is over: " + w.Verb("wins", "win") + ", " + std::to_string(scores[Index(lead)]) +
                           " to " + std::to_string(scores[Index(1 - lead)]) + ".");
    }
  } else {
    const bool mine = current_ == seat;
    const Person who(NameOf(names, current_));
    const std::string head = mine ? "Your turn" : who.PossessiveStart() + " turn";
    if (phase_ == Phase::kAct) {
      std::string what;
      if (!settings_.play_and_discard)
        what = mine ? "play a card to a column, or discard it" : "playing or discarding a card";
      else if (played_)
        what = mine ? "now discard a card" : "discarding a card";
      else if (discarded_)
        what = mine ? "now play a card to a column" : "playing a card to a column";
      else
        what = mine ? "play a card to a column and discard one" : "playing a card and discarding one";
      turn.lines.push_back(head + ": " + what + (mine ? ", then draw." : "."));
    } else {
      const std::string n = draws_left_ > 1 ? "two cards" : "a card";
      turn.lines.push_back(head + (mine ? ": draw " + n + " from the deck or a discard pile." : ": drawing " + n + "."));
      for (Pile p : {Pile::kRed, Pile::kBlack})
        if (pile_blocked(p) && !PileCards(p).empty())
          turn.lines.push_back("The " + L(PileTop(p)) + " on " + PileWords(p) + " was discarded this turn: " +
                               (mine ? "you" : who.Object()) + " may not take it back.");
    }
  }
  parts.push_back(std::move(turn));

  TextPart score{"Scores, if the game ended now", {}};
  for (int s = 0; s < kPlayers; ++s)
    score.lines.push_back(Person(NameOf(names, s)).Verb("has", "have") + " " + PointsText(scores[Index(s)]) + ".");
  parts.push_back(std::move(score));

  if (seated) {
    TextPart hand{"Your hand", {}};
    for (char c : Hand(seat))
      if (IsLetter(c)) hand.lines.push_back(L(c) + ", worth " + std::to_string(LetterValue(c)));
    if (hand.lines.empty()) hand.lines.push_back("No cards.");
    parts.push_back(std::move(hand));
  }

  for (int k = 0; k < kPlayers; ++k) {
    const int s = seated ? (seat + k) % kPlayers : k;
    const Person who(NameOf(names, s));
    TextPart cols{s == seat ? std::string("Your columns") : who.Name() + "'s columns", {}};
    for (int c = 0; c < kColumns; ++c) {
      const Column& col = ColumnAt(s, c);
      std::string line = "Column " + std::to_string(c + 1) + ": ";
      if (col.empty()) {
        cols.lines.push_back(line + "empty");
        continue;
      }
      const ColumnScore v = ColumnValue(s, c);
      if (col.letters.empty())
        line += "no letters yet";
      else
        line += Spelled(col.letters, v.valid);
      if (col.multipliers > 0) line += ", x" + std::to_string(col.factor()) + " (" + L(col.multiplier) + " sideways)";
      if (!col.letters.empty()) {
        if (v.valid)
          line += v.bonus > 0 ? ", a word with the long-word bonus" : ", a word";
        else if (ColumnAlive(s, c))
          line += ", not a word yet";
        else
          line += ", no word starts this way";
      }
      line += ", " + PointsText(v.total);
      cols.lines.push_back(std::move(line));
    }
    if (s != seat) {
      std::string held = who.Verb("holds", "hold") + " " + Plural(static_cast<long long>(Hand(s).size()), "card", "cards");
      const std::string& known = KnownHandCards(s);
      if (!known.empty()) {
        std::vector<std::string> letters;
        for (char c : known) letters.push_back(L(c));
        held += ", among them " + JoinAnd(letters) + " taken from the piles";
      }
      cols.lines.push_back(held + ".");
    }
    parts.push_back(std::move(cols));
  }

  TextPart piles{"Deck and piles", {}};
  piles.lines.push_back("Deck: " + Plural(DeckCount(), "card", "cards") +
                        " left; the game ends when the last one is drawn.");
  for (Pile p : {Pile::kRed, Pile::kBlack}) {
    std::string line = p == Pile::kRed ? "Vowels pile (red): " : "Consonants pile (black): ";
    if (PileCards(p).empty())
      line += "empty.";
    else
      line += Plural(PileCount(p), "card", "cards") + ", " + L(PileTop(p)) + " on top.";
    piles.lines.push_back(std::move(line));
  }
  parts.push_back(std::move(piles));
  return parts;
}

Game::MoveText LostForWords::DescribeLegalMove(int seat, std::string_view text,
                                               const std::vector<std::string>& names) const {
  const Result<Move> parsed = Move::Parse(text);
  if (!parsed || seat < 0 || seat >= kPlayers) return Game::DescribeLegalMove(seat, text, names);
  const Move& m = *parsed;
  const std::string letter = L(m.letter);
  const std::string column = "column " + std::to_string(m.column + 1);
  switch (m.kind) {
    case Move::Kind::kPlay: {
      const Column& col = ColumnAt(seat, m.column);
      const std::string after = col.letters + letter;
      const bool word = static_cast<int>(after.size()) >= kMinWordLength && dict_->Contains(after);
      std::string label = "Play " + letter + " on " + column;
      if (col.letters.empty()) {
        label = "Play " + letter + " to start " + column;
        if (col.multipliers > 0) label += " (x" + std::to_string(col.factor()) + ")";
        return {"Play", label};
      }
      label += ", making " + Spelled(after, word);
      if (word)
        label += " (a word)";
      else if (!dict_->CanComplete(after, kMinWordLength))
        label += " (no word starts this way)";
      return {"Play", label};
    }
    case Move::Kind::kMultiplier: {
      const Column& col = ColumnAt(seat, m.column);
      return {"Multiply", "Lay " + letter + " sideways on " + column + " as a multiplier (x" +
                              std::to_string(col.factor() + 1) + ")"};
    }
    case Move::Kind::kDiscard:
      return {"Discard", "Discard " + letter + " onto " + PileWords(PileOf(m.letter))};
    case Move::Kind::kDraw:
      if (m.source == Move::Source::kDeck) {
        if (DeckCount() == 1) return {"Draw", "Draw the deck's last card (the game ends)"};
        return {"Draw", "Draw from the deck (" + Plural(DeckCount(), "card", "cards") + " left)"};
      }
      {
        const Pile p = m.source == Move::Source::kRed ? Pile::kRed : Pile::kBlack;
        const char top = PileTop(p);
        return {"Draw", "Take " + (top ? L(top) : std::string("the top card")) + " from " + PileWords(p)};
      }
  }
  return Game::DescribeLegalMove(seat, text, names);
}

}  // namespace lf::lost_for_words
