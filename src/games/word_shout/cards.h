// Finders Keepers' 80 cards, as data (docs/rules/word-shout.md, "The cards").
//
// A card is a number 0..79; its face is the kind it belongs to in kKinds
// (cards are numbered kind by kind, in table order). Faces are written as in
// the move notation: "A", "TH", "?" (a wild card).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/dict/dictionary.h"

namespace lf::word_shout {

struct CardKind {
  const char* face;  // upper case: "A", "TH", "?"
  int count;
};

// The deck: 61 single letters, 17 double letters, 2 wild cards.
inline constexpr CardKind kKinds[] = {
    {"A", 5}, {"E", 7}, {"I", 5}, {"O", 4}, {"U", 2},  // 23 vowels
    {"B", 1}, {"C", 2}, {"D", 2}, {"F", 1}, {"G", 2}, {"H", 1}, {"J", 1}, {"K", 1}, {"L", 3}, {"M", 2},
    {"N", 4}, {"P", 2}, {"R", 3}, {"S", 4}, {"T", 4}, {"V", 1}, {"W", 1}, {"X", 1}, {"Y", 1}, {"Z", 1},  // 38
    {"TH", 1}, {"CH", 1}, {"SH", 1}, {"WH", 1}, {"PH", 1}, {"QU", 1}, {"CK", 1}, {"ST", 1}, {"TR", 1},
    {"ER", 1}, {"IN", 1}, {"AN", 1}, {"ON", 1}, {"RE", 1}, {"ED", 1}, {"ES", 1}, {"OU", 1},  // 17 doubles
    {"?", 2},  // wild cards
};
inline constexpr int kKindCount = static_cast<int>(sizeof(kKinds) / sizeof(kKinds[0]));
inline constexpr int kDeckSize = 80;
// A card nobody at the table may see (the deck, penalty cards) in a redacted copy.
inline constexpr int kUnknown = -1;
inline constexpr int kNoKind = -1;

// The kind of a card (kNoKind for kUnknown).
int KindOf(int card);
// The face of a card or kind: "A", "TH", "?"; "#" for an unknown card.
std::string_view FaceOfCard(int card);
std::string_view FaceOfKind(int kind);
// The kind printed as `face` (either case), or kNoKind.
int KindOfFace(std::string_view face);
bool IsWildKind(int kind);
bool IsDoubleKind(int kind);
// Every card of the deck, in number order (0..79).
std::vector<int> FullDeck();

// One card of a claim: its kind, and for a wild card the letter it stands
// for ('a'..'z'; 0 for other cards).
struct Part {
  int kind = kNoKind;
  char letter = 0;
  bool operator==(const Part&) const = default;
  // The letters it spells, lower case.
  std::string Letters() const;
  // As in the notation: "T", "TH", "?=S".
  std::string Notation() const;
};
// The word a list of parts spells, lower case.
std::string Spell(const std::vector<Part>& parts);
// Parts as notation, separated by spaces: "T H E", "C A ?=T".
std::string PartsNotation(const std::vector<Part>& parts);
// Reads one card of a claim ("th", "?=s"); refuses anything else.
Result<Part> ParsePart(std::string_view token);

// A card as a tile of the dictionary's sub-anagram search: a letter, a
// fixed double letter, or a wildcard.
Dictionary::Tile TileOfKind(int kind);

}  // namespace lf::word_shout
