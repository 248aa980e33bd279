#include "ui/games/lost_for_words/lost_for_words_cards.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include "games/lost_for_words/lost_for_words.h"

namespace lf::ui {
namespace {

// Card stock and inks, 0xRRGGBB; the style's alpha (screen fades) applies on top.
constexpr uint32_t kStock = 0xfbf3e0;
constexpr uint32_t kStockShade = 0xf1e4c4;  // the lower part of the face
constexpr uint32_t kEdge = 0xc9ad7a;
constexpr uint32_t kVowelInk = 0xb3261e;
constexpr uint32_t kConsonantInk = 0x23283a;
constexpr uint32_t kBack = 0x1d2f57;
constexpr uint32_t kBackDeep = 0x15223f;
constexpr uint32_t kGold = 0xe2b85a;
constexpr uint32_t kSelect = 0xf2b531;
constexpr uint32_t kShadow = 0x000000;
// The table: the oak tile tinted (see DrawTable for the contrast).
constexpr uint32_t kOakLight = 0xeddcbf;
constexpr uint32_t kOakDark = 0x2a2019;

ImU32 Col(uint32_t rgb, float alpha = 1.0f) {
  const float a = std::clamp(alpha * ImGui::GetStyle().Alpha, 0.0f, 1.0f);
  return IM_COL32((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, static_cast<int>(a * 255.0f + 0.5f));
}

uint32_t InkOf(char letter) { return lost_for_words::IsVowel(letter) ? kVowelInk : kConsonantInk; }

// Text centred on `centre` at `px`, in whole pixels (crisp).
void CentredText(ImDrawList* dl, ImFont* font, float px, ImVec2 centre, ImU32 col, const std::string& text) {
  if (font == nullptr) font = ImGui::GetFont();
  const ImVec2 size = font->CalcTextSizeA(px, FLT_MAX, 0, text.c_str());
  dl->AddText(font, px, ImVec2(std::round(centre.x - size.x * 0.5f), std::round(centre.y - size.y * 0.5f)), col,
              text.c_str());
}

// The value on its seal: round for a vowel, a square block for a
// consonant. Below 12 px the digits would not read: the seal alone says
// vowel or consonant.
void ValueSeal(ImDrawList* dl, const FontSet& fonts, ImVec2 c, float side, char letter) {
  const ImU32 ink = Col(InkOf(letter));
  if (lost_for_words::IsVowel(letter)) {
    dl->AddCircleFilled(c, side * 0.5f, ink, 20);
  } else {
    const float h = side * 0.46f;
    dl->AddRectFilled(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), ink, std::max(1.0f, side * 0.14f));
  }
  if (side < 12.0f) return;
  const std::string value = std::to_string(lost_for_words::LetterValue(letter));
  const float px = side * (value.size() > 1 ? 0.64f : 0.78f);
  CentredText(dl, fonts.strong, px, ImVec2(c.x, c.y - px * 0.02f), Col(kStock), value);
}

// Shadow, selection ring and the blank stock; returns the corner radius.
float Stock(ImDrawList* dl, ImVec2 min, ImVec2 max, bool selected) {
  const float m = std::min(max.x - min.x, max.y - min.y);
  const float r = std::clamp(m * 0.14f, 2.0f, 7.0f);
  const float lift = std::max(1.0f, m * 0.05f);
  dl->AddRectFilled(ImVec2(min.x, min.y + lift), ImVec2(max.x, max.y + lift), Col(kShadow, 0.22f), r);
  if (selected) {
    const float t = std::max(2.5f, m * 0.06f);
    dl->AddRect(ImVec2(min.x - t * 0.5f - 1, min.y - t * 0.5f - 1), ImVec2(max.x + t * 0.5f + 1, max.y + t * 0.5f + 1),
                Col(kSelect), r + t * 0.5f, 0, t);
  }
  dl->AddRectFilled(min, max, Col(kStock), r);
  dl->AddRect(min, max, Col(kEdge), r, 0, 1.0f);
  return r;
}

// The fine printed rule inside the edge.
void Rule(ImDrawList* dl, ImVec2 min, ImVec2 max, float inset, float r, uint32_t ink) {
  const float m = std::min(max.x - min.x, max.y - min.y);
  dl->AddRect(ImVec2(min.x + inset, min.y + inset), ImVec2(max.x - inset, max.y - inset), Col(ink, 0.3f),
              std::max(1.0f, r - inset * 0.5f), 0, std::max(1.0f, m * 0.025f));
}

}  // namespace

void LostForWordsCards::DrawFace(ImDrawList* dl, const FontSet& fonts, ImVec2 min, ImVec2 max, char letter,
                                 bool selected) const {
  const float w = max.x - min.x, h = max.y - min.y, m = std::min(w, h);
  if (w <= 1 || h <= 1) return;
  const float r = Stock(dl, min, max, selected);
  const uint32_t ink = InkOf(letter);
  const bool wide = w > h * 1.5f;
  // The frame: printed corner ornaments on a card large enough to show
  // them, else a fine rule inside the edge.
  const float inset = std::max(2.0f, std::round(m * 0.08f));
  const float orn = std::round(m * 0.3f);
  bool ornate = m >= 52.0f && !wide;
  if (ornate) {
    const ImVec2 a(min.x + inset * 0.4f, min.y + inset * 0.4f), b(max.x - inset * 0.4f, max.y - inset * 0.4f);
    const ImU32 tint = Col(ink, 0.6f);
    ornate = DrawSprite(dl, atlas_, "fleuron", a, ImVec2(a.x + orn, a.y + orn), tint) &&
             DrawSprite(dl, atlas_, "fleuron", ImVec2(b.x - orn, a.y), ImVec2(b.x, a.y + orn), tint, true) &&
             DrawSprite(dl, atlas_, "fleuron", ImVec2(a.x, b.y - orn), ImVec2(a.x + orn, b.y), tint, false, true);
  }
  if (!ornate) Rule(dl, min, max, inset, r, ink);

  // The letter, and the value on its seal.
  const std::string big(1, letter);
  if (wide) {
    // A chip in a column: the seal at the right end, the letter in the middle.
    const float seal = std::clamp(h * 0.52f, 10.0f, 20.0f);
    CentredText(dl, fonts.tile, h * 0.74f, ImVec2(min.x + w * 0.5f, min.y + h * 0.5f), Col(ink), big);
    ValueSeal(dl, fonts, ImVec2(max.x - inset - seal * 0.5f - 1.0f, min.y + h * 0.5f), seal, letter);
  } else if (m < 30.0f) {
    // The opponent's small squares: the letter a little up and left of a
    // small seal in the corner.
    const float seal = std::max(6.0f, m * 0.26f);
    CentredText(dl, fonts.tile, m * 0.66f, ImVec2(min.x + w * 0.46f, min.y + h * 0.46f), Col(ink), big);
    ValueSeal(dl, fonts, ImVec2(max.x - seal * 0.5f - 2.0f, max.y - seal * 0.5f - 2.0f), seal, letter);
  } else {
    const float seal = std::clamp(m * 0.34f, 12.0f, 22.0f);
    CentredText(dl, fonts.tile, std::min(h * 0.6f, w * 0.8f), ImVec2(min.x + w * 0.5f, min.y + h * 0.44f), Col(ink), big);
    const float edge = std::max(inset * 0.5f, 2.0f);
    ValueSeal(dl, fonts, ImVec2(max.x - edge - seal * 0.5f, max.y - edge - seal * 0.5f), seal, letter);
  }
}

void LostForWordsCards::DrawSideways(ImDrawList* dl, const FontSet& fonts, ImVec2 min, ImVec2 max, char letter) const {
  // A card laid across the column: landscape (a narrow slot gets a shorter
  // card, centred), with a rule at each short end that says it lies on its
  // side, and no value (a multiplier scores none). The letter stays upright:
  // a turned I or U would not read.
  if (max.y - min.y > (max.x - min.x) * 0.8f) {
    const float cy = (min.y + max.y) * 0.5f, half = (max.x - min.x) * 0.36f;
    min.y = cy - half;
    max.y = cy + half;
  }
  const float w = max.x - min.x, h = max.y - min.y, m = std::min(w, h);
  if (w <= 1 || h <= 1) return;
  const float r = Stock(dl, min, max, false);
  const uint32_t ink = InkOf(letter);
  Rule(dl, min, max, std::max(2.0f, std::round(m * 0.08f)), r, ink);
  CentredText(dl, fonts.tile, h * 0.7f, ImVec2(min.x + w * 0.5f, min.y + h * 0.5f), Col(ink), std::string(1, letter));
  const float t = std::max(1.5f, h * 0.07f), in = std::max(4.0f, w * 0.1f);
  for (const float x : {min.x + in, max.x - in}) {
    dl->AddLine(ImVec2(x, min.y + h * 0.28f), ImVec2(x, max.y - h * 0.28f), Col(ink, 0.55f), t);
  }
}

void LostForWordsCards::DrawBack(ImDrawList* dl, ImVec2 min, ImVec2 max) const {
  const float w = max.x - min.x, h = max.y - min.y, m = std::min(w, h);
  if (w <= 1 || h <= 1) return;
  const float r = std::clamp(m * 0.14f, 2.0f, 7.0f);
  dl->AddRectFilled(ImVec2(min.x, min.y + std::max(1.0f, m * 0.05f)),
                    ImVec2(max.x, max.y + std::max(1.0f, m * 0.05f)), Col(kShadow, 0.22f), r);
  dl->AddRectFilled(min, max, Col(kBack), r);
  const float inset = std::max(2.0f, std::round(m * 0.09f));
  const ImVec2 a(min.x + inset, min.y + inset), b(max.x - inset, max.y - inset);
  dl->AddRectFilled(a, b, Col(kBackDeep), std::max(1.0f, r - inset));
  // A lattice of fine gold diamonds, clipped to the field.
  if (m >= 24.0f) {
    dl->PushClipRect(a, b, true);
    const float step = std::max(6.0f, m * 0.18f);
    for (float y = a.y; y < b.y + step; y += step) {
      for (float x = a.x + (static_cast<int>((y - a.y) / step) % 2 ? step * 0.5f : 0.0f); x < b.x + step; x += step) {
        const float d = step * 0.14f;
        dl->AddQuadFilled(ImVec2(x, y - d), ImVec2(x + d, y), ImVec2(x, y + d), ImVec2(x - d, y), Col(kGold, 0.28f));
      }
    }
    dl->PopClipRect();
  }
  dl->AddRect(a, b, Col(kGold, 0.9f), std::max(1.0f, r - inset), 0, std::max(1.0f, m * 0.03f));
  // The emblem: a quill over an inkwell in a gold ring.
  const ImVec2 c((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
  const float side = m * 0.74f;
  if (m < 24.0f || !DrawSprite(dl, atlas_, "back", ImVec2(c.x - side * 0.5f, c.y - side * 0.5f),
                               ImVec2(c.x + side * 0.5f, c.y + side * 0.5f), Col(0xffffff))) {
    dl->AddCircleFilled(c, std::max(1.5f, m * 0.16f), Col(kGold), 16);
  }
}

void LostForWordsCards::DrawTable(float scale, bool dark) const {
  // Tints chosen for the table's text: the light theme's muted ink keeps at
  // least 4.5:1 on the darkest grain, the dark theme's likewise.
  const uint32_t tint = dark ? kOakDark : kOakLight;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 min = dl->GetClipRectMin(), max = dl->GetClipRectMax();
  const ImVec2 origin(ImGui::GetWindowPos().x - ImGui::GetScrollX(), ImGui::GetWindowPos().y - ImGui::GetScrollY());
  dl->AddRectFilled(min, max, Col(tint));
  TileSprite(dl, atlas_, "wood", min, max, std::round(220.0f * scale), origin, Col(tint));
}

}  // namespace lf::ui
