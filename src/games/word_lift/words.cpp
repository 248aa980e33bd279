// Word Lift in words (Game::DescribeTable, Game::DescribeLegalMove): what
// the page's accessibility mirror reads to a player who cannot see the table
// (docs/accessibility.md). Everything here reads only what `seat` can see:
// its own hand, every word on the table, the other hands as counts by deck
// (the colour of a card's back is public), the decks' counts. Another
// player's round score counts each of their hidden cards as -1 (a Lozenge
// would cost one more), so it is "about", as on the screen.
#include <algorithm>
#include <string>
#include <vector>

#include "core/person.h"
#include "core/text.h"
#include "games/word_lift/review.h"
#include "games/word_lift/word_lift.h"

namespace lf::word_lift {

namespace {

using text::JoinAnd;
using text::Plural;

std::string NameOf(const std::vector<std::string>& names, int seat) { return SeatNameIn(names, seat); }

// "F, G or H".
std::string JoinOr(const std::string& letters) {
  std::string out;
  for (size_t i = 0; i < letters.size(); ++i) {
    if (i > 0) out += i + 1 == letters.size() ? " or " : ", ";
    out += letters[i];
  }
  return out;
}

// A special's spoken name (the rules page's: "At Least" for ≥).
std::string SpokenSpecial(Special s) {
  if (s == Special::kAtLeast) return "At Least";
  return std::string(SpecialName(s));
}

// A card's face as a screen reader should say it: "A", "A with Dagger",
// "the Question Mark".
std::string FaceWords(int face) {
  if (IsHiddenFace(face)) return face == kHiddenVowelFace ? "a vowel" : "a consonant";
  const Special s = SpecialOf(face);
  if (s == Special::kNone) return std::string(1, PrintedLetter(face));
  if (s == Special::kQuestion) return "Question Mark";
  return std::string(1, PrintedLetter(face)) + " with " + SpokenSpecial(s);
}

// What a special card does, in a few words (the rules page's "Special cards").
std::string Power(int face) {
  switch (SpecialOf(face)) {
    case Special::kNone: return "";
    case Special::kNumber: return "one Number Sign per word";
    case Special::kDagger: return "whoever steals it draws 2 more";
    case Special::kDollar: return "2 points in a word";
    case Special::kEllipsis: {
      const std::string l(1, PrintedLetter(face));
      return l + " or " + l + l;
    }
    case Special::kQuestion: return "any letter";
    case Special::kApprox: {
      const std::string c = kDeckTable[face].choices;
      return JoinOr(c);
    }
    case Special::kLozenge: return "-2 if left in your hand";
    case Special::kNull: return "lets you skip the draws";
    case Special::kPilcrow: return "first or last letter only";
    case Special::kAtLeast: return "only in a word as long as the longest on the table";
  }
  return "";
}

// A hand card as a list entry: "A", "E with Ellipsis: E or EE".
std::string HandEntry(int face) {
  const std::string power = Power(face);
  return FaceWords(face) + (power.empty() ? "" : ": " + power);
}

// Whether the card stands for letters chosen by its player: a Question
// Mark, an Approximately Equals card off its printed letter, a doubled
// Ellipsis.
bool Chosen(int face, const std::string& letters) {
  const Special s = SpecialOf(face);
  return s == Special::kQuestion || ((s == Special::kApprox || s == Special::kEllipsis) &&
                                     letters != std::string(1, PrintedLetter(face)));
}

// A special card within a word, and what it stands for there: "the
// Question Mark as G", "L with Ellipsis as LL", "A with Dagger".
std::string UseWords(int face, const std::string& letters) {
  std::string out = FaceWords(face);
  if (face == FindFace('?', Special::kQuestion)) out = "the " + out;
  if (Chosen(face, letters)) out += " as " + letters;
  return out;
}

std::string PointsText(int n) { return Plural(n, "point", "points"); }

// The special cards of a word, "; the Question Mark as G and A with Dagger",
// or "". `chosen_only`: only the cards whose letters were chosen (a move's
// label says what the player decides; the table says every special).
std::string SpecialsOf(const std::vector<CardUse>& uses, bool chosen_only = false) {
  std::vector<std::string> specials;
  for (const CardUse& u : uses)
    if (SpecialOf(u.face) != Special::kNone && (!chosen_only || Chosen(u.face, u.letters)))
      specials.push_back(UseWords(u.face, u.letters));
  return specials.empty() ? "" : "; " + JoinAnd(specials);
}

// A word on the table: "FORGE (5 points)", "GAMBLERS (10 points with the 6+
// bonus; the Question Mark as G)".
std::string WordEntry(const TableWord& w) {
  std::vector<CardUse> uses;
  for (const PlacedCard& c : w.cards) uses.push_back({FaceOfCard(c.card), c.letters});
  std::string out = w.Text() + " (" + PointsText(WordValue(w));
  if (LongWordBonus(w.Letters()) > 0) out += " with the " + LongWordTag() + " bonus";
  return out + SpecialsOf(uses) + ")";
}

// The round so far for `s` as `viewer` sees it: exact for the viewer, the
// other hands' cards at -1 each.
ScoreBreakdown SeenBreakdown(const WordLift& g, int s, int viewer) {
  ScoreBreakdown b = g.RoundBreakdown(s);
  if (s != viewer) {
    b.hand_points = -b.hand_cards;
    b.raw = b.word_points + b.hand_points + b.long_bonus + b.out_bonus;
    b.score = std::max(0, b.raw);
  }
  return b;
}

}  // namespace

std::vector<Game::TextPart> WordLift::DescribeTable(int seat, const std::vector<std::string>& names) const {
  const bool seated = seat >= 0 && seat < NumSeats();
  std::vector<TextPart> parts;

  TextPart turn{"Turn", {}};
  if (phase_ == Phase::kOver) {
    int best = *std::max_element(totals_.begin(), totals_.end());
    std::vector<std::string> winners;
    for (int s = 0; s < NumSeats(); ++s)
      if (totals_[Index(s)] == best) winners.push_back(NameOf(names, s));
    const std::string list = JoinAnd(winners);
    turn.lines.push_back("The game is over: " +
                         (winners.size() == 1 ? Person(list).Verb("wins", "win") : list + " share the win") +
                         " with " + PointsText(best) + ".");
  } else {
    turn.lines.push_back("Round " + std::to_string(round()) + " of " + std::to_string(kRounds) + ".");
    const bool mine = current_ == seat;
    const Person who(NameOf(names, current_));
    const std::string head = mine ? "Your turn" : who.PossessiveStart() + " turn";
    if (phase_ == Phase::kDraw) {
      if (dagger_left_ > 0)
        turn.lines.push_back(head + ": the Dagger's draws come first, a consonant or a vowel each (" +
                             Plural(dagger_left_, "Dagger draw", "Dagger draws") + " left).");
      else if (mine && may_skip_draws())
        turn.lines.push_back(head + ": draw a card, a consonant or a vowel, or skip the draws (Null card; " +
                             Plural(draws_left(), "draw", "draws") + " left).");
      else
        turn.lines.push_back(head + (mine ? ": draw a card, a consonant or a vowel (" : ": drawing (") +
                             Plural(draws_left(), "draw", "draws") + " left).");
    } else if (mine) {
      turn.lines.push_back(head + ": spell a word from your hand, steal a word from the table, or pass.");
      if (!played_word(seat) && !final_turns())
        turn.lines.push_back("You may steal only after playing a word from your hand this round.");
    } else {
      turn.lines.push_back(head + ": playing a word, stealing or passing.");
    }
    if (final_turns())
      turn.lines.push_back("Final turns: " + NameOf(names, first_out_) + " went out; " +
                           Plural(final_left_, "final turn", "final turns") +
                           " left. Nobody draws (Dagger draws still happen) and anyone may steal.");
  }
  parts.push_back(std::move(turn));

  TextPart scores{"Scores", {}};
  for (int s = 0; s < NumSeats(); ++s) {
    const Person who(NameOf(names, s));
    const int total = totals_[Index(s)];
    if (phase_ == Phase::kOver) {
      scores.lines.push_back(who.Verb("has", "have") + " " + PointsText(total) + ".");
      continue;
    }
    const ScoreBreakdown b = SeenBreakdown(*this, s, seat);
    const std::string about = s != seat && b.hand_cards > 0 ? "about " : "";
    scores.lines.push_back(who.Verb("has", "have") + " " + about + PointsText(total + b.score) + ": " +
                           std::to_string(total) + " from earlier rounds, " + about + std::to_string(b.score) +
                           " this round so far.");
  }
  parts.push_back(std::move(scores));

  if (seated) {
    TextPart hand{"Your hand", {}};
    for (int face : HandFaces(seat)) hand.lines.push_back(HandEntry(face));
    if (hand.lines.empty()) hand.lines.push_back("No cards.");
    parts.push_back(std::move(hand));
  }

  for (int k = 0; k < NumSeats(); ++k) {
    const int s = seated ? (seat + k) % NumSeats() : k;
    const Person who(NameOf(names, s));
    TextPart words{s == seat ? std::string("Your words") : who.Name() + "'s words", {}};
    for (const TableWord& w : Words(s)) words.lines.push_back(WordEntry(w));
    if (words.lines.empty()) words.lines.push_back("No words on the table.");
    if (s != seat) {
      int vowels = 0;
      for (int card : Hand(s)) vowels += DeckOfCard(card) == Deck::kVowel ? 1 : 0;
      const int n = static_cast<int>(Hand(s).size());
      words.lines.push_back(who.Verb("holds", "hold") + " " + Plural(n, "card", "cards") +
                            (n > 0 ? ": " + Plural(n - vowels, "consonant", "consonants") + " and " +
                                         Plural(vowels, "vowel", "vowels")
                                   : std::string()) +
                            ".");
    }
    words.lines.push_back(played_word(s) ? who.Verb("has", "have") + " played a word this round."
                                         : who.Verb("has", "have") + " not played a word yet this round.");
    if (first_out_ == s)
      words.lines.push_back(who.Verb("went", "went") + " out first (+" + std::to_string(kFirstOutBonus) + ").");
    parts.push_back(std::move(words));
  }

  TextPart decks{"Decks", {}};
  decks.lines.push_back("Consonant deck: " + Plural(DeckCount(Deck::kConsonant), "card", "cards") + ".");
  decks.lines.push_back("Vowel deck: " + Plural(DeckCount(Deck::kVowel), "card", "cards") + ".");
  if (SetAsideCount() > 0)
    decks.lines.push_back("Set aside until the round ends: " + Plural(SetAsideCount(), "card", "cards") + ".");
  parts.push_back(std::move(decks));
  return parts;
}

Game::MoveText WordLift::DescribeLegalMove(int seat, std::string_view text,
                                           const std::vector<std::string>& names) const {
  const Result<Move> parsed = ParseMove(text);
  if (!parsed) return Game::DescribeLegalMove(seat, text, names);
  const Move& m = *parsed;
  switch (m.kind) {
    case Move::Kind::kPlay:
      // Words to find (Game::MoveText::by_word): the mirror never lists them.
      return {"Play",
              "Spell " + SpelledWord(m.word) + " from your hand (" + PointsText(WordValue(m.word)) +
                  SpecialsOf(m.word, true) + ")",
              /*by_word=*/true};
    case Move::Kind::kSteal: {
      const TableWord& target = Words(m.owner)[static_cast<size_t>(m.index)];
      const std::string stolen = target.Text();
      // Which of the owner's words of that spelling, when there are several.
      int same = 0, nth = 0;
      for (int i = 0; i < static_cast<int>(Words(m.owner).size()); ++i) {
        if (Words(m.owner)[static_cast<size_t>(i)].Text() != stolen) continue;
        ++same;
        if (i <= m.index) ++nth;
      }
      static const char* kOrdinals[] = {"first", "second", "third", "fourth", "fifth", "sixth"};
      const std::string which =
          same > 1 ? (nth <= 6 ? std::string(kOrdinals[nth - 1]) : std::to_string(nth) + "th") + " " : "";
      const std::string made = SpelledWord(m.first) + " and " + SpelledWord(m.second);
      std::string label;
      if (m.owner == seat)
        label = "Split your " + which + stolen + " into " + made;
      else
        label = "Steal " + (which.empty() ? stolen + " from " + NameOf(names, m.owner)
                                          : Person(NameOf(names, m.owner)).Possessive() + " " + which + stolen) +
                ", making " + made;
      std::vector<CardUse> both = m.first;
      both.insert(both.end(), m.second.begin(), m.second.end());
      label += " (" + PointsText(WordValue(m.first) + WordValue(m.second)) + SpecialsOf(both, true);
      int daggers = 0;
      for (const PlacedCard& c : target.cards) daggers += SpecialOf(FaceOfCard(c.card)) == Special::kDagger ? 1 : 0;
      if (daggers > 0) label += "; the Dagger: you draw " + std::to_string(kDaggerDraws * daggers) + " more";
      return {"Steal", label + ")", /*by_word=*/true};
    }
    case Move::Kind::kPass:
      return {"Pass", "Pass"};
    case Move::Kind::kDraw: {
      const bool vowel = m.deck == Deck::kVowel;
      return {"Draw", std::string(vowel ? "Draw a vowel" : "Draw a consonant") +
                          (dagger_left_ > 0 ? " for the Dagger" : "") + " (" + std::to_string(DeckCount(m.deck)) +
                          " left)"};
    }
    case Move::Kind::kSkipDraws:
      return {"Skip", "Skip the rest of your draws (Null card)"};
  }
  return Game::DescribeLegalMove(seat, text, names);
}

}  // namespace lf::word_lift
