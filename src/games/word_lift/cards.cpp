#include "games/word_lift/cards.h"

#include "core/check.h"
#include "core/text.h"

namespace lf::word_lift {
namespace {

// Card id -> face, built once from the table.
struct CardFaces {
  std::array<uint8_t, kDeckSize> face{};
  CardFaces() {
    int id = 0;
    for (int f = 0; f < kFaceCount; ++f)
      for (int k = 0; k < kDeckTable[f].copies; ++k) face[static_cast<size_t>(id++)] = static_cast<uint8_t>(f);
  }
};
const CardFaces& Faces() {
  static const CardFaces faces;
  return faces;
}

using text::Upper;
bool IsLetter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

struct SymbolSpelling {
  std::string_view text;
  Special special;
};
// Unicode first (the canonical spellings), then the ASCII ones.
constexpr SymbolSpelling kSymbols[] = {
    {"#", Special::kNumber},       {"\u2020", Special::kDagger},   {"+", Special::kDagger},
    {"$", Special::kDollar},       {"\u2026", Special::kEllipsis}, {"...", Special::kEllipsis},
    {".", Special::kEllipsis},     {"\u2248", Special::kApprox},   {"~", Special::kApprox},
    {"\u25CA", Special::kLozenge}, {"<>", Special::kLozenge},      {"\u2205", Special::kNull},
    {"0", Special::kNull},         {"\u00B6", Special::kPilcrow},  {"^", Special::kPilcrow},
    {"\u2265", Special::kAtLeast}, {">=", Special::kAtLeast},      {">", Special::kAtLeast},
};

}  // namespace

int FaceOfCard(int card) {
  if (card == kHiddenConsonantCard) return kHiddenConsonantFace;
  if (card == kHiddenVowelCard) return kHiddenVowelFace;
  LF_CHECK_GE(card, 0);
  LF_CHECK_LT(card, kDeckSize);
  return Faces().face[static_cast<size_t>(card)];
}

int HiddenCardOf(Deck deck) { return deck == Deck::kConsonant ? kHiddenConsonantCard : kHiddenVowelCard; }

Deck DeckOfFace(int face) {
  if (face == kHiddenConsonantFace) return Deck::kConsonant;
  if (face == kHiddenVowelFace) return Deck::kVowel;
  LF_CHECK_GE(face, 0);
  LF_CHECK_LT(face, kFaceCount);
  return kDeckTable[face].deck;
}

char PrintedLetter(int face) { return IsHiddenFace(face) ? '?' : kDeckTable[face].letter; }

Special SpecialOf(int face) { return IsHiddenFace(face) ? Special::kNone : kDeckTable[face].special; }

uint32_t LetterChoices(int face) {
  if (IsHiddenFace(face)) return 0;
  const FaceSpec& f = kDeckTable[face];
  switch (f.special) {
    case Special::kQuestion: return (1u << 26) - 1;
    case Special::kApprox: {
      uint32_t mask = 0;
      for (const char* p = f.choices; *p; ++p) mask |= 1u << (*p - 'A');
      return mask;
    }
    default: return 1u << (f.letter - 'A');
  }
}

bool CanStandFor(int face, std::string_view letters) {
  if (IsHiddenFace(face) || letters.empty() || letters.size() > 2) return false;
  const char c = letters[0];
  if (c < 'A' || c > 'Z') return false;
  if (letters.size() == 2 && (!CanDouble(face) || letters[1] != c)) return false;
  return (LetterChoices(face) >> (c - 'A')) & 1u;
}

std::string_view SpecialSymbol(Special s) {
  switch (s) {
    case Special::kNone: return "";
    case Special::kNumber: return "#";
    case Special::kDagger: return "\u2020";
    case Special::kDollar: return "$";
    case Special::kEllipsis: return "\u2026";
    case Special::kQuestion: return "?";
    case Special::kApprox: return "\u2248";
    case Special::kLozenge: return "\u25CA";
    case Special::kNull: return "\u2205";
    case Special::kPilcrow: return "\u00B6";
    case Special::kAtLeast: return "\u2265";
  }
  return "";
}

std::string_view SpecialName(Special s) {
  switch (s) {
    case Special::kNone: return "";
    case Special::kNumber: return "Number Sign";
    case Special::kDagger: return "Dagger";
    case Special::kDollar: return "Dollar Sign";
    case Special::kEllipsis: return "Ellipsis";
    case Special::kQuestion: return "Question Mark";
    case Special::kApprox: return "Approximately Equals";
    case Special::kLozenge: return "Lozenge";
    case Special::kNull: return "Null";
    case Special::kPilcrow: return "Pilcrow";
    case Special::kAtLeast: return "Greater Than Or Equal To";
  }
  return "";
}

std::string FaceName(int face) {
  if (face == kHiddenConsonantFace) return "consonant";
  if (face == kHiddenVowelFace) return "vowel";
  const FaceSpec& f = kDeckTable[face];
  if (f.special == Special::kQuestion) return "?";
  return std::string(1, f.letter) + std::string(SpecialSymbol(f.special));
}

int FindFace(char letter, Special special) {
  letter = Upper(letter);
  for (int f = 0; f < kFaceCount; ++f)
    if (kDeckTable[f].special == special && (special == Special::kQuestion || kDeckTable[f].letter == letter)) return f;
  return -1;
}

Result<int> ParseFace(std::string_view token) {
  using R = Result<int>;
  if (token == "?") return FindFace('?', Special::kQuestion);
  if (token.empty() || !IsLetter(token[0])) return R::Error("\"" + std::string(token) + "\" is not a card");
  const char letter = Upper(token[0]);
  const std::string_view rest = token.substr(1);
  Special special = Special::kNone;
  if (!rest.empty()) {
    bool known = false;
    for (const auto& s : kSymbols)
      if (rest == s.text) {
        special = s.special;
        known = true;
        break;
      }
    if (!known) return R::Error("\"" + std::string(token) + "\" is not a card");
  }
  const int face = FindFace(letter, special);
  if (face < 0) {
    std::string have;
    for (int f = 0; f < kFaceCount; ++f)
      if (kDeckTable[f].letter == letter) have += (have.empty() ? "" : ", ") + FaceName(f);
    return R::Error("the deck has no " + std::string(1, letter) + std::string(SpecialSymbol(special)) +
                    " card (its " + std::string(1, letter) + " cards are " + have + ")");
  }
  return face;
}

std::array<int, kFaceCount> FullDeckFaceCounts() {
  std::array<int, kFaceCount> counts{};
  for (int f = 0; f < kFaceCount; ++f) counts[static_cast<size_t>(f)] = kDeckTable[f].copies;
  return counts;
}

Result<CardUse> ParseCardUse(std::string_view token) {
  using R = Result<CardUse>;
  const size_t eq = token.find('=');
  const std::string_view face_text = token.substr(0, eq);
  auto face = ParseFace(face_text);
  if (!face) return R::Error(face.error());
  CardUse use;
  use.face = *face;
  const std::string name = FaceName(use.face);
  const Special special = SpecialOf(use.face);
  if (eq == std::string_view::npos) {
    if (special == Special::kQuestion) return R::Error("say which letter the ? card stands for, as in ?=E");
    use.letters = std::string(1, PrintedLetter(use.face));
    return use;
  }
  for (char c : token.substr(eq + 1)) {
    if (!IsLetter(c)) return R::Error("\"" + std::string(token) + "\": after = come letters");
    use.letters.push_back(Upper(c));
  }
  if (!CanStandFor(use.face, use.letters)) {
    switch (special) {
      case Special::kQuestion: return R::Error("the ? card stands for one letter, as in ?=E");
      case Special::kApprox: {
        const char* c = kDeckTable[use.face].choices;
        return R::Error(name + " stands for " + std::string(1, c[0]) + ", " + std::string(1, c[1]) + " or " +
                        std::string(1, c[2]));
      }
      case Special::kEllipsis:
        return R::Error(name + " stands for " + std::string(1, PrintedLetter(use.face)) + " or " +
                        std::string(2, PrintedLetter(use.face)));
      default: return R::Error(name + " can only be " + std::string(1, PrintedLetter(use.face)));
    }
  }
  return use;
}

std::string FormatCardUse(const CardUse& use) {
  std::string out = FaceName(use.face);
  const Special special = SpecialOf(use.face);
  const bool says_something = special == Special::kQuestion ||
                              (special == Special::kApprox && use.letters != std::string(1, PrintedLetter(use.face))) ||
                              (special == Special::kEllipsis && use.letters.size() == 2);
  if (says_something) out += "=" + use.letters;
  return out;
}

std::string FormatCardUses(const std::vector<CardUse>& uses) {
  std::string out;
  for (const CardUse& u : uses) {
    if (!out.empty()) out += ' ';
    out += FormatCardUse(u);
  }
  return out;
}

std::string SpelledWord(const std::vector<CardUse>& uses) {
  std::string out;
  for (const CardUse& u : uses) out += u.letters;
  return out;
}

}  // namespace lf::word_lift
