// Word Lift's 126 cards: the deck table, card faces and their notation.
//
// Cards are distinct objects (ids 0..125, in table order), but two cards with
// the same face obey exactly the same rules, so moves name cards by face and
// the engine picks which physical card of that face is meant (the first one
// in hand order). A face is one row of kDeckTable.
//
// [SECTION] Faces in notation
// A face is its printed letter followed by its special symbol, if any:
//   A  A#  A†  A$  E…  ?  G≈  B◊  C∅  D¶  S≥
// Typing the symbols is optional: each has an ASCII spelling that parses to
// the same face, and lower case works too:
//   #  number sign      (#)
//   †  dagger           (+)
//   $  dollar           ($)
//   …  ellipsis         (... or .)
//   ?  question mark    (?)          a card with no printed letter
//   ≈  approximately    (~)
//   ◊  lozenge          (<>)
//   ∅  null             (0)
//   ¶  pilcrow          (^)
//   ≥  at least         (>= or >)
// A card in a word may carry the letters it stands for after "=":
//   ?=R      the Question Mark card as R (required: it has no letter)
//   G≈=H     the F/G/H card as H (without "=", its printed letter)
//   L…=LL    the Ellipsis card as a double letter (without "=", single)
// The canonical form (the move log) writes "=" only where it says something.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"

namespace lf::word_lift {

enum class Deck : uint8_t { kConsonant, kVowel };

enum class Special : uint8_t {
  kNone,
  kNumber,    // #  only one Number Sign card per word
  kDagger,    // †  if stolen, the thief draws 2 extra cards per Dagger
  kDollar,    // $  worth 2 in a word at the end of the round
  kEllipsis,  // …  its letter once or twice (L or LL)
  kQuestion,  // ?  any letter
  kApprox,    // ≈  any of its three printed letters
  kLozenge,   // ◊  worth -2 in hand at the end of the round
  kNull,      // ∅  if played or stolen, end-of-turn draws may be skipped
  kPilcrow,   // ¶  must be the first or last letter of its word
  kAtLeast,   // ≥  only in words at least as long as the longest on the table
};

// One face: how many cards of the deck carry it.
struct FaceSpec {
  char letter;          // printed letter; '?' for the Question Mark card
  Special special;
  const char* choices;  // kApprox: its three letters; otherwise ""
  Deck deck;
  int copies;
};

// [SECTION] The deck: one table, from spec/word-lift.md (its I/O/U and S/T
// splits and the deck of the "?" cards are readings of damaged sheets; correct
// them here and everything follows).
inline constexpr FaceSpec kDeckTable[] = {
    // Vowel deck: 45 cards.
    {'A', Special::kNone, "", Deck::kVowel, 6},
    {'A', Special::kNumber, "", Deck::kVowel, 2},
    {'A', Special::kDagger, "", Deck::kVowel, 1},
    {'A', Special::kDollar, "", Deck::kVowel, 1},
    {'E', Special::kNone, "", Deck::kVowel, 6},
    {'E', Special::kEllipsis, "", Deck::kVowel, 1},
    {'E', Special::kNumber, "", Deck::kVowel, 1},
    {'I', Special::kNone, "", Deck::kVowel, 10},
    {'I', Special::kDollar, "", Deck::kVowel, 1},
    {'I', Special::kDagger, "", Deck::kVowel, 1},
    {'O', Special::kNone, "", Deck::kVowel, 10},
    {'O', Special::kEllipsis, "", Deck::kVowel, 1},
    {'U', Special::kNone, "", Deck::kVowel, 3},
    {'U', Special::kNumber, "", Deck::kVowel, 1},
    // Consonant deck: 81 cards.
    {'?', Special::kQuestion, "", Deck::kConsonant, 3},
    {'B', Special::kNone, "", Deck::kConsonant, 2},
    {'B', Special::kLozenge, "", Deck::kConsonant, 1},
    {'C', Special::kNone, "", Deck::kConsonant, 2},
    {'C', Special::kNull, "", Deck::kConsonant, 1},
    {'D', Special::kNone, "", Deck::kConsonant, 3},
    {'D', Special::kLozenge, "", Deck::kConsonant, 1},
    {'D', Special::kPilcrow, "", Deck::kConsonant, 1},
    {'F', Special::kNone, "", Deck::kConsonant, 2},
    {'F', Special::kLozenge, "", Deck::kConsonant, 1},
    {'G', Special::kNone, "", Deck::kConsonant, 3},
    {'G', Special::kApprox, "FGH", Deck::kConsonant, 1},
    {'H', Special::kNone, "", Deck::kConsonant, 2},
    {'H', Special::kPilcrow, "", Deck::kConsonant, 1},
    {'J', Special::kNone, "", Deck::kConsonant, 1},
    {'J', Special::kNull, "", Deck::kConsonant, 1},
    {'K', Special::kNone, "", Deck::kConsonant, 1},
    {'K', Special::kLozenge, "", Deck::kConsonant, 1},
    {'L', Special::kNone, "", Deck::kConsonant, 3},
    {'L', Special::kEllipsis, "", Deck::kConsonant, 1},
    {'L', Special::kDollar, "", Deck::kConsonant, 1},
    {'M', Special::kNone, "", Deck::kConsonant, 2},
    {'M', Special::kDollar, "", Deck::kConsonant, 1},
    {'N', Special::kNone, "", Deck::kConsonant, 4},
    {'N', Special::kPilcrow, "", Deck::kConsonant, 1},
    {'N', Special::kDagger, "", Deck::kConsonant, 1},
    {'N', Special::kApprox, "MNO", Deck::kConsonant, 1},
    {'P', Special::kNone, "", Deck::kConsonant, 2},
    {'P', Special::kPilcrow, "", Deck::kConsonant, 1},
    {'Q', Special::kDollar, "", Deck::kConsonant, 1},
    {'Q', Special::kNull, "", Deck::kConsonant, 1},
    {'R', Special::kNone, "", Deck::kConsonant, 6},
    {'R', Special::kEllipsis, "", Deck::kConsonant, 1},
    {'S', Special::kNone, "", Deck::kConsonant, 2},
    {'S', Special::kEllipsis, "", Deck::kConsonant, 1},
    {'S', Special::kDagger, "", Deck::kConsonant, 1},
    {'S', Special::kApprox, "RST", Deck::kConsonant, 1},
    {'S', Special::kAtLeast, "", Deck::kConsonant, 1},
    {'T', Special::kNone, "", Deck::kConsonant, 6},
    {'T', Special::kEllipsis, "", Deck::kConsonant, 1},
    {'T', Special::kPilcrow, "", Deck::kConsonant, 1},
    {'T', Special::kDagger, "", Deck::kConsonant, 1},
    {'V', Special::kNone, "", Deck::kConsonant, 2},
    {'V', Special::kLozenge, "", Deck::kConsonant, 1},
    {'W', Special::kNone, "", Deck::kConsonant, 1},
    {'W', Special::kPilcrow, "", Deck::kConsonant, 1},
    {'X', Special::kNone, "", Deck::kConsonant, 2},
    {'Y', Special::kNone, "", Deck::kConsonant, 1},
    {'Y', Special::kLozenge, "", Deck::kConsonant, 1},
    {'Z', Special::kNone, "", Deck::kConsonant, 1},
    {'Z', Special::kNull, "", Deck::kConsonant, 1},
};

inline constexpr int kFaceCount = static_cast<int>(sizeof(kDeckTable) / sizeof(kDeckTable[0]));
inline constexpr int DeckCards(Deck d) {
  int n = 0;
  for (const auto& f : kDeckTable)
    if (f.deck == d) n += f.copies;
  return n;
}
inline constexpr int kDeckSize = DeckCards(Deck::kConsonant) + DeckCards(Deck::kVowel);
static_assert(DeckCards(Deck::kVowel) == 45, "the spec's vowel deck has 45 cards");
static_assert(DeckCards(Deck::kConsonant) == 81, "the spec's consonant deck has 81 cards");

// A card a seat cannot see (another hand, a deck) is one of two placeholder
// cards: only the deck it came from is public, from the colour of its back.
inline constexpr int kHiddenConsonantFace = kFaceCount;
inline constexpr int kHiddenVowelFace = kFaceCount + 1;
inline constexpr int kHiddenConsonantCard = kDeckSize;
inline constexpr int kHiddenVowelCard = kDeckSize + 1;
inline constexpr int kAllFaces = kFaceCount + 2;

// [SECTION] Card and face helpers
int FaceOfCard(int card);                  // a placeholder card gives its placeholder face
inline bool IsHiddenFace(int face) { return face >= kFaceCount; }
inline bool IsHiddenCard(int card) { return card >= kDeckSize; }
int HiddenCardOf(Deck deck);
Deck DeckOfFace(int face);
inline Deck DeckOfCard(int card) { return DeckOfFace(FaceOfCard(card)); }
char PrintedLetter(int face);              // '?' for the Question Mark card and placeholders
Special SpecialOf(int face);
// The letters a face can stand for, as a 26-bit mask (bit 0 = A).
uint32_t LetterChoices(int face);
inline bool CanDouble(int face) { return SpecialOf(face) == Special::kEllipsis; }
// Whether `letters` (upper case) is something the face may stand for.
bool CanStandFor(int face, std::string_view letters);
// End-of-round points: in a word (+1, or +2 for a Dollar) and in hand (1, or 2
// for a Lozenge; a penalty).
inline constexpr int kDollarPoints = 2;
inline constexpr int kLozengePenalty = 2;
inline int WordPoints(int face) { return SpecialOf(face) == Special::kDollar ? kDollarPoints : 1; }
inline int HandPenalty(int face) { return SpecialOf(face) == Special::kLozenge ? kLozengePenalty : 1; }
// "A", "A#", "E…", "?", "S≥"; placeholders print as "consonant" / "vowel".
std::string FaceName(int face);
std::string_view SpecialSymbol(Special s);   // "#", "†", ... ("" for none)
std::string_view SpecialName(Special s);     // "Number Sign", "Dagger", ...
// The face with this letter and special, or -1.
int FindFace(char letter, Special special);
// Parses a face ("A#", "a+", "?", "S>=", "L...") without any "=letters".
Result<int> ParseFace(std::string_view token);
// The cards of the whole deck, by face: how many of each.
std::array<int, kFaceCount> FullDeckFaceCounts();

// [SECTION] A card in a word: its face and what it stands for.
struct CardUse {
  int face = 0;
  std::string letters;  // upper case, one letter (two for a doubled Ellipsis)
  bool operator==(const CardUse&) const = default;
};
// Parses "A", "?=R", "L…=LL", "g~=h". Refuses a face the deck does not have
// and letters the face cannot stand for, with a reason.
Result<CardUse> ParseCardUse(std::string_view token);
// Canonical: "=" only for a Question Mark, an Approximately Equals card not
// on its printed letter, and a doubled Ellipsis.
std::string FormatCardUse(const CardUse& use);
std::string FormatCardUses(const std::vector<CardUse>& uses);  // space separated
// The word the cards spell, upper case.
std::string SpelledWord(const std::vector<CardUse>& uses);

}  // namespace lf::word_lift
