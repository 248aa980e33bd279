#include "ui/games/word_lift/word_lift_cards.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

namespace lf::ui {
namespace {

using word_lift::Deck;
using word_lift::Special;

// Card stock and inks, 0xRRGGBB; the style's alpha (screen fades) applies on top.
constexpr uint32_t kIvory = 0xfcf2dc;
constexpr uint32_t kIvoryShade = 0xe3cfa6;
constexpr uint32_t kEdge = 0xbf9f66;
constexpr uint32_t kVowelInk = 0xb3261e;
constexpr uint32_t kConsonantInk = 0x1f2a44;
constexpr uint32_t kConsonantBack = 0x26335e;
constexpr uint32_t kVowelBack = 0x8e2430;
constexpr uint32_t kGold = 0xe2b85a;
constexpr uint32_t kCream = 0xfbf3e0;
constexpr uint32_t kNotch = 0x7d6a4a;
constexpr uint32_t kSelect = 0xf2b531;
constexpr uint32_t kShadow = 0x000000;
// The table: the baize tile tinted (see DrawTable for the contrast).
constexpr uint32_t kBaizeLight = 0xdde8d6;
constexpr uint32_t kBaizeDark = 0x15251c;

ImU32 Col(uint32_t rgb, float alpha = 1.0f) {
  const float a = std::clamp(alpha * ImGui::GetStyle().Alpha, 0.0f, 1.0f);
  return IM_COL32((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, static_cast<int>(a * 255.0f + 0.5f));
}

void CentredText(ImDrawList* dl, ImFont* font, float px, ImVec2 centre, ImU32 col, std::string_view text) {
  if (font == nullptr) font = ImGui::GetFont();
  const ImVec2 size = font->CalcTextSizeA(px, FLT_MAX, 0, text.data(), text.data() + text.size());
  dl->AddText(font, px, ImVec2(std::round(centre.x - size.x * 0.5f), std::round(centre.y - size.y * 0.5f)), col,
              text.data(), text.data() + text.size());
}

}  // namespace

std::string_view EmblemSprite(Special special) {
  switch (special) {
    case Special::kNumber: return "number";
    case Special::kDagger: return "dagger";
    case Special::kDollar: return "dollar";
    case Special::kEllipsis: return "ellipsis";
    case Special::kQuestion: return "question";
    case Special::kApprox: return "approx";
    case Special::kLozenge: return "lozenge";
    case Special::kNull: return "null";
    case Special::kPilcrow: return "pilcrow";
    case Special::kAtLeast: return "at_least";
    case Special::kNone: break;
  }
  return "";
}

void WordLiftCards::DrawFace(ImDrawList* dl, const FontSet& fonts, ImVec2 min, ImVec2 max, int face,
                             std::string_view letters, const WordLiftLook& look) const {
  const float w = max.x - min.x, h = max.y - min.y, m = std::min(w, h);
  if (w <= 1 || h <= 1) return;
  const float r = std::clamp(m * 0.16f, 2.0f, 7.0f);
  const float lift = std::max(1.0f, m * 0.05f);
  dl->AddRectFilled(ImVec2(min.x, min.y + lift), ImVec2(max.x, max.y + lift), Col(kShadow, 0.25f), r);
  if (look.selected) {
    const float t = std::max(2.5f, m * 0.07f);
    dl->AddRect(ImVec2(min.x - t * 0.5f - 1, min.y - t * 0.5f - 1), ImVec2(max.x + t * 0.5f + 1, max.y + t * 0.5f + 1),
                Col(kSelect), r + t * 0.5f, 0, t);
  }
  // An ivory tile with a bevel: a shaded lip along the bottom, light along the top.
  const float bevel = std::max(1.5f, m * 0.07f);
  dl->AddRectFilled(min, max, Col(kIvoryShade), r);
  dl->AddRectFilled(min, ImVec2(max.x, max.y - bevel), Col(kIvory), r);
  dl->AddLine(ImVec2(min.x + r, min.y + 1.0f), ImVec2(max.x - r, min.y + 1.0f), Col(0xffffff, 0.8f), 1.0f);
  dl->AddRect(min, max, Col(kEdge), r, 0, 1.0f);

  const bool vowel = word_lift::DeckOfFace(face) == Deck::kVowel;
  const uint32_t ink = vowel ? kVowelInk : kConsonantInk;
  // The deck's pip, top left: a dot for a vowel, a dash for a consonant
  // (shapes that stay apart even at 4 px).
  const float pip = std::clamp(m * 0.17f, 4.0f, 9.0f);
  const float edge = std::max(2.5f, m * 0.1f);
  if (vowel) {
    dl->AddCircleFilled(ImVec2(min.x + edge + pip * 0.5f, min.y + edge + pip * 0.5f), pip * 0.5f, Col(ink), 12);
  } else {
    const float cy = min.y + edge + pip * 0.5f;
    dl->AddRectFilled(ImVec2(min.x + edge, cy - pip * 0.28f), ImVec2(min.x + edge + pip * 1.5f, cy + pip * 0.28f),
                      Col(ink), pip * 0.28f);
  }

  // The special's emblem in the top-right corner; the letter moves down to
  // leave it room.
  const Special special = word_lift::SpecialOf(face);
  const bool marked = special != Special::kNone;
  if (marked) {
    const float side = std::clamp(w * 0.5f, 12.0f, 28.0f);
    const ImVec2 a(max.x - side - std::max(1.0f, m * 0.04f), min.y + std::max(1.0f, m * 0.04f));
    if (!DrawSprite(dl, atlas_, EmblemSprite(special), a, ImVec2(a.x + side, a.y + side), Col(0xffffff))) {
      // No art: the symbol as text, as printed.
      const float px = std::clamp(m * 0.42f, 11.0f, 18.0f);
      CentredText(dl, fonts.small, px, ImVec2(a.x + side * 0.5f, a.y + side * 0.5f), Col(ink),
                  word_lift::SpecialSymbol(special));
    }
  }
  std::string big(letters);
  if (big.empty()) big.assign(1, word_lift::PrintedLetter(face));
  const float px = std::min(h * (marked ? 0.55f : 0.62f), w * (big.size() > 1 ? 0.5f : marked ? 0.66f : 0.78f));
  CentredText(dl, fonts.tile, px, ImVec2(min.x + w * (marked ? 0.45f : 0.5f), min.y + h * (marked ? 0.6f : 0.52f)),
              Col(ink), big);

  if (look.stolen) {
    // The notch, lower left: a shape, not a colour.
    const float n = m * 0.32f;
    dl->AddTriangleFilled(ImVec2(min.x + 1, max.y - 1), ImVec2(min.x + 1, max.y - n), ImVec2(min.x + n, max.y - 1),
                          Col(kNotch));
  }
}

void WordLiftCards::DrawBack(ImDrawList* dl, const FontSet& fonts, ImVec2 min, ImVec2 max, Deck deck) const {
  const float w = max.x - min.x, h = max.y - min.y, m = std::min(w, h);
  if (w <= 1 || h <= 1) return;
  const float r = std::clamp(m * 0.16f, 2.0f, 7.0f);
  dl->AddRectFilled(ImVec2(min.x, min.y + 1), ImVec2(max.x, max.y + 1), Col(kShadow, 0.25f), r);
  dl->AddRectFilled(min, max, Col(deck == Deck::kVowel ? kVowelBack : kConsonantBack), r);
  const float inset = std::max(1.5f, std::round(m * 0.1f));
  dl->AddRect(ImVec2(min.x + inset, min.y + inset), ImVec2(max.x - inset, max.y - inset), Col(kGold, 0.85f),
              std::max(1.0f, r - inset), 0, std::max(1.0f, m * 0.05f));
  // Its deck's letter: on a small back (another player's hand) as large as
  // it fits; on a larger one on a seal, round for a vowel, square for a
  // consonant.
  const ImVec2 c((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
  const uint32_t back = deck == Deck::kVowel ? kVowelBack : kConsonantBack;
  const char* letter = deck == Deck::kVowel ? "V" : "C";
  if (m < 24.0f) {
    CentredText(dl, fonts.strong, std::min(h * 0.62f, w * 0.95f), c, Col(kCream), letter);
    return;
  }
  const float seal = m * 0.62f;
  if (deck == Deck::kVowel) {
    dl->AddCircleFilled(c, seal * 0.5f, Col(kCream), 16);
  } else {
    dl->AddRectFilled(ImVec2(c.x - seal * 0.46f, c.y - seal * 0.46f), ImVec2(c.x + seal * 0.46f, c.y + seal * 0.46f),
                      Col(kCream), std::max(1.0f, seal * 0.14f));
  }
  CentredText(dl, fonts.strong, seal * 0.8f, c, Col(back), letter);
}

void WordLiftCards::DrawTable(float scale, bool dark) const {
  // Tints chosen for the table's text: the light theme's muted ink keeps
  // about 4.5:1 on the baize, the dark theme's likewise.
  const uint32_t tint = dark ? kBaizeDark : kBaizeLight;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 min = dl->GetClipRectMin(), max = dl->GetClipRectMax();
  const ImVec2 origin(ImGui::GetWindowPos().x - ImGui::GetScrollX(), ImGui::GetWindowPos().y - ImGui::GetScrollY());
  dl->AddRectFilled(min, max, Col(tint));
  TileSprite(dl, atlas_, "felt", min, max, std::round(200.0f * scale), origin, Col(tint));
}

}  // namespace lf::ui
