#include "games/word_shout/cards.h"

#include <array>
#include <cctype>

#include "core/check.h"

namespace lf::word_shout {
namespace {

// Card number -> kind, built once from kKinds.
const std::array<int8_t, kDeckSize>& KindTable() {
  static const std::array<int8_t, kDeckSize> table = [] {
    std::array<int8_t, kDeckSize> t{};
    int card = 0;
    for (int k = 0; k < kKindCount; ++k)
      for (int c = 0; c < kKinds[k].count; ++c) t[static_cast<size_t>(card++)] = static_cast<int8_t>(k);
    LF_CHECK_EQ(card, kDeckSize);
    return t;
  }();
  return table;
}

std::string Upper(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

int KindOf(int card) {
  if (card < 0 || card >= kDeckSize) return kNoKind;
  return KindTable()[static_cast<size_t>(card)];
}

std::string_view FaceOfKind(int kind) {
  if (kind < 0 || kind >= kKindCount) return "#";
  return kKinds[kind].face;
}

std::string_view FaceOfCard(int card) { return FaceOfKind(KindOf(card)); }

int KindOfFace(std::string_view face) {
  const std::string up = Upper(face);
  for (int k = 0; k < kKindCount; ++k)
    if (up == kKinds[k].face) return k;
  return kNoKind;
}

bool IsWildKind(int kind) { return kind >= 0 && kind < kKindCount && kKinds[kind].face[0] == '?'; }
bool IsDoubleKind(int kind) { return kind >= 0 && kind < kKindCount && FaceOfKind(kind).size() == 2; }

std::vector<int> FullDeck() {
  std::vector<int> deck(kDeckSize);
  for (int c = 0; c < kDeckSize; ++c) deck[static_cast<size_t>(c)] = c;
  return deck;
}

std::string Part::Letters() const {
  if (IsWildKind(kind)) return std::string(1, letter);
  std::string out(FaceOfKind(kind));
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string Part::Notation() const {
  if (IsWildKind(kind)) return std::string("?=") + static_cast<char>(std::toupper(static_cast<unsigned char>(letter)));
  return std::string(FaceOfKind(kind));
}

std::string Spell(const std::vector<Part>& parts) {
  std::string word;
  for (const Part& p : parts) word += p.Letters();
  return word;
}

std::string PartsNotation(const std::vector<Part>& parts) {
  std::string out;
  for (const Part& p : parts) {
    if (!out.empty()) out += ' ';
    out += p.Notation();
  }
  return out;
}

Result<Part> ParsePart(std::string_view token) {
  if (token.size() >= 1 && token[0] == '?') {
    if (token.size() != 3 || token[1] != '=' || !std::isalpha(static_cast<unsigned char>(token[2]))) {
      return Result<Part>::Error("a wild card is written ?=LETTER, as ?=S");
    }
    return Part{KindOfFace("?"), static_cast<char>(std::tolower(static_cast<unsigned char>(token[2])))};
  }
  const int kind = KindOfFace(token);
  if (kind == kNoKind) return Result<Part>::Error("there is no card \"" + std::string(token) + "\"");
  return Part{kind, 0};
}

Dictionary::Tile TileOfKind(int kind) {
  LF_CHECK(kind >= 0 && kind < kKindCount);
  if (IsWildKind(kind)) return Dictionary::Tile::Wild();
  const std::string_view face = FaceOfKind(kind);
  return face.size() == 1 ? Dictionary::Tile::Letter(face[0]) : Dictionary::Tile::Fixed(face);
}

}  // namespace lf::word_shout
