#include "ui/games/lost_words/lost_words_cards.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "ui/play/card_motion.h"

namespace lf::ui {
namespace {

using lost_words::Card;
using lost_words::Special;
using lost_words::Word;

// Card stock colours: printed cards look the same in light and dark themes.
// 0xRRGGBB; the style's alpha (screen fades) applies on top.
constexpr uint32_t kNatureFrame = 0x3f7a3a;
constexpr uint32_t kNatureBand = 0x2f6432;
constexpr uint32_t kNaturePanel = 0xfbf6e6;
constexpr uint32_t kNatureHalo = 0xe4eed3;
constexpr uint32_t kSpellFrame = 0x27305e;
constexpr uint32_t kSpellPanel = 0x36407c;
constexpr uint32_t kGold = 0xe9c25a;
constexpr uint32_t kGoldPale = 0xf6ebc8;
constexpr uint32_t kSpecialFrame = 0xc0502e;
constexpr uint32_t kSpecialRibbon = 0x8f3320;
constexpr uint32_t kSpecialPanel = 0xfdf3e4;
constexpr uint32_t kInk = 0x2b2622;
constexpr uint32_t kCream = 0xfbf6e6;
constexpr uint32_t kBackFrame = 0x1f3d28;
constexpr uint32_t kBackField = 0x2d5a3a;
constexpr uint32_t kStone = 0x6b7480;
constexpr uint32_t kSelect = 0xf2b531;
constexpr uint32_t kShadow = 0x000000;

ImU32 Col(uint32_t rgb, float alpha = 1.0f) {
  const float a = std::clamp(alpha * ImGui::GetStyle().Alpha, 0.0f, 1.0f);
  return IM_COL32((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, static_cast<int>(a * 255.0f + 0.5f));
}

ImVec2 Add(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }

// Text centred on `cx`, top at `y`, shrunk to fit `max_w`. Returns its height.
float CentredText(ImDrawList* dl, ImFont* font, float size, float cx, float y, float max_w, ImU32 col,
                  std::string_view text) {
  if (font == nullptr) font = ImGui::GetFont();
  const char* b = text.data();
  const char* e = text.data() + text.size();
  ImVec2 ext = font->CalcTextSizeA(size, FLT_MAX, 0.0f, b, e);
  if (ext.x > max_w && ext.x > 0) {
    size *= max_w / ext.x;
    ext = font->CalcTextSizeA(size, FLT_MAX, 0.0f, b, e);
  }
  dl->AddText(font, size, ImVec2(std::round(cx - ext.x * 0.5f), std::round(y)), col, b, e);
  return ext.y;
}

// Several lines ("\n"-separated), each centred; the same size for all
// (the widest decides). Returns the block's height.
float CentredLines(ImDrawList* dl, ImFont* font, float size, float cx, float y, float max_w, ImU32 col,
                   std::string_view text) {
  if (font == nullptr) font = ImGui::GetFont();
  float widest = 0;
  for (size_t start = 0; start <= text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    widest = std::max(widest, font->CalcTextSizeA(size, FLT_MAX, 0.0f, line.data(), line.data() + line.size()).x);
    start = end + 1;
  }
  if (widest > max_w && widest > 0) size *= max_w / widest;
  const float line_h = size * 1.12f;
  float h = 0;
  for (size_t start = 0; start <= text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    const float w = font->CalcTextSizeA(size, FLT_MAX, 0.0f, line.data(), line.data() + line.size()).x;
    dl->AddText(font, size, ImVec2(std::round(cx - w * 0.5f), std::round(y + h)), col, line.data(),
                line.data() + line.size());
    h += line_h;
    start = end + 1;
  }
  return h;
}

// Geometry shared by every face.
struct Frame {
  ImVec2 min, max;
  float w, h, r;
};

// Shadow, selection lift and rings; returns where the face goes.
Frame BeginCard(ImDrawList* dl, ImVec2 min, float width, const CardLook& look) {
  Frame f;
  f.w = width;
  f.h = CardHeight(width);
  f.r = std::max(3.0f, width * 0.09f);
  const float lift = look.selected ? std::round(width * 0.08f) : 0.0f;
  f.min = ImVec2(min.x, min.y - lift);
  f.max = ImVec2(f.min.x + f.w, f.min.y + f.h);
  const float s = std::max(1.0f, width * 0.03f) + lift * 0.5f;
  dl->AddRectFilled(Add(f.min, ImVec2(s * 0.4f, s)), Add(f.max, ImVec2(s * 0.4f, s)), Col(kShadow, 0.22f), f.r);
  if (look.highlighted || look.selected) {
    const float t = look.selected ? std::max(2.5f, width * 0.05f) : std::max(2.0f, width * 0.035f);
    const ImVec2 grow(t * 0.5f + 1.0f, t * 0.5f + 1.0f);
    dl->AddRect(ImVec2(f.min.x - grow.x, f.min.y - grow.y), Add(f.max, grow), Col(kSelect, look.selected ? 1.0f : 0.75f),
                f.r + grow.x, 0, t);
  }
  return f;
}

void EndCard(ImDrawList* dl, const Frame& f, const CardLook& look) {
  if (look.dimmed) dl->AddRectFilled(f.min, f.max, Col(0x8a8a8a, 0.55f), f.r);
}

// The frame colour with the face's panel inset by a border.
struct Panel {
  ImVec2 min, max;
  float r;   // the panel's corner radius
  float cx;  // its centre line
};
Panel FramedPanel(ImDrawList* dl, const Frame& f, uint32_t frame, uint32_t panel, float border_share) {
  const float border = std::max(2.0f, std::round(f.w * border_share));
  dl->AddRectFilled(f.min, f.max, Col(frame), f.r);
  Panel p{Add(f.min, ImVec2(border, border)), ImVec2(f.max.x - border, f.max.y - border), std::max(2.0f, f.r - border),
          (f.min.x + f.max.x) * 0.5f};
  dl->AddRectFilled(p.min, p.max, Col(panel), p.r);
  return p;
}

// A four-pointed sparkle (spell cards).
void Sparkle(ImDrawList* dl, ImVec2 c, float r, ImU32 col) {
  const float k = r * 0.28f;
  dl->AddQuadFilled(ImVec2(c.x, c.y - r), ImVec2(c.x + k, c.y), ImVec2(c.x, c.y + r), ImVec2(c.x - k, c.y), col);
  dl->AddQuadFilled(ImVec2(c.x - r, c.y), ImVec2(c.x, c.y - k), ImVec2(c.x + r, c.y), ImVec2(c.x, c.y + k), col);
}

// A leaf: two curves between `a` and `b` (the fallback picture and the back).
void Leaf(ImDrawList* dl, ImVec2 a, ImVec2 b, float bulge, ImU32 col) {
  const ImVec2 d(b.x - a.x, b.y - a.y);
  const ImVec2 n(-d.y * bulge, d.x * bulge);
  dl->PathLineTo(a);
  dl->PathBezierCubicCurveTo(ImVec2(a.x + d.x * 0.3f + n.x, a.y + d.y * 0.3f + n.y),
                             ImVec2(a.x + d.x * 0.7f + n.x, a.y + d.y * 0.7f + n.y), b);
  dl->PathBezierCubicCurveTo(ImVec2(a.x + d.x * 0.7f - n.x, a.y + d.y * 0.7f - n.y),
                             ImVec2(a.x + d.x * 0.3f - n.x, a.y + d.y * 0.3f - n.y), a);
  dl->PathFillConvex(col);
}

// Without art: the word's initial in a circle, so the card still reads.
void FallbackPicture(ImDrawList* dl, const FontSet& fonts, ImVec2 a, ImVec2 b, std::string_view name,
                     uint32_t fill, uint32_t ink) {
  const ImVec2 c((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
  const float r = (b.x - a.x) * 0.36f;
  dl->AddCircleFilled(c, r, Col(fill), 32);
  const char initial[2] = {name.empty() ? '?' : name[0], 0};
  ImFont* font = fonts.tile ? fonts.tile : fonts.strong;
  CentredText(dl, font, r * 1.3f, c.x, c.y - r * 0.72f, r * 2, Col(ink), initial);
}

// Round badge in a card corner, with a sprite or a fallback letter.
void Badge(ImDrawList* dl, ImVec2 c, float r, uint32_t ring, uint32_t fill) {
  dl->AddCircleFilled(ImVec2(c.x, c.y + r * 0.12f), r + 1.0f, Col(kShadow, 0.25f), 24);
  dl->AddCircleFilled(c, r, Col(ring), 24);
  dl->AddCircleFilled(c, r * 0.82f, Col(fill), 24);
}

}  // namespace

std::string SpriteName(Word word) {
  std::string name(lost_words::WordName(word));
  for (char& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return name;
}

std::string SpriteName(Special special) {
  switch (special) {
    case Special::kWall: return "wall";
    case Special::kWildOne: return "wild_one";
    case Special::kAcorn: return "acorn";
    case Special::kConker: return "conker";
    case Special::kHeron: return "heron";
    case Special::kLark: return "lark";
    case Special::kMagpie: return "magpie";
  }
  return "";
}

std::string_view SpecialEffect(Special special) {
  // At most eight letters a line: two lines stay readable on a phone-sized card.
  switch (special) {
    case Special::kAcorn: return "Draw\n2 cards";
    case Special::kConker: return "Break\na pair";
    case Special::kHeron: return "Ask for\na spell";
    case Special::kLark: return "Extra\naction";
    case Special::kMagpie: return "Steal\na pair";
    case Special::kWall: return "Protect\na pair";
    case Special::kWildOne: return "Any\nspell";
  }
  return "";
}

bool LostWordsCards::DrawSprite(ImDrawList* dl, std::string_view sprite, ImVec2 a, ImVec2 b, float alpha) const {
  ImVec2 uv0, uv1;
  if (!atlas_.Find(sprite, &uv0, &uv1)) return false;
  dl->AddImage(atlas_.texture(), a, b, uv0, uv1, Col(0xffffff, alpha));
  return true;
}

void LostWordsCards::DrawPicture(ImDrawList* dl, const FontSet& fonts, std::string_view sprite, std::string_view name,
                                 ImVec2 centre, float side, uint32_t fill, uint32_t ink) const {
  const ImVec2 a(centre.x - side * 0.5f, centre.y - side * 0.5f), b(centre.x + side * 0.5f, centre.y + side * 0.5f);
  if (!DrawSprite(dl, sprite, a, b, 1.0f)) FallbackPicture(dl, fonts, a, b, name, fill, ink);
}

void LostWordsCards::DrawNature(ImDrawList* dl, const FontSet& fonts, ImVec2 min, float width, Word word,
                                const CardLook& look) const {
  const Frame f = BeginCard(dl, min, width, look);
  const float w = f.w;
  // Small cards (a phone's rows) give the name a larger share of the card.
  const bool small = w < 64.0f;
  const Panel panel = FramedPanel(dl, f, look.wall ? kStone : kNatureFrame, kNaturePanel, small ? 0.04f : 0.05f);
  const ImVec2 pmin = panel.min, pmax = panel.max;
  // Name band at the bottom; a matched card's band turns spell blue and gold.
  const float band_h = std::round(w * (small ? 0.3f : 0.26f));
  const ImVec2 band_min(pmin.x, pmax.y - band_h);
  const uint32_t band = look.wild_one ? 0x5b3f8c : look.matched ? kSpellFrame : kNatureBand;
  dl->AddRectFilled(band_min, pmax, Col(band), panel.r, ImDrawFlags_RoundCornersBottom);
  const std::string_view name = lost_words::WordName(word);
  ImFont* font = fonts.strong;
  const float name_size = std::round(w * (small ? 0.23f : 0.2f));
  CentredText(dl, font, name_size, (pmin.x + pmax.x) * 0.5f, band_min.y + (band_h - name_size * 1.36f) * 0.5f,
              pmax.x - pmin.x - (small ? 2.0f : 4.0f), Col(look.matched || look.wild_one ? kGold : kCream), name);
  // The picture, on a pale halo.
  const float art_h = band_min.y - pmin.y;
  const float side = std::min(pmax.x - pmin.x, art_h) * 0.96f;
  const ImVec2 c((pmin.x + pmax.x) * 0.5f, pmin.y + art_h * 0.5f);
  dl->AddCircleFilled(c, side * 0.46f, Col(kNatureHalo), 40);
  DrawPicture(dl, fonts, SpriteName(word), name, c, side, 0x9cc48a, 0x1f3d28);
  // What lies on it, as corner badges.
  const float br = std::max(7.0f, w * 0.15f);
  if (look.matched || look.wild_one) {
    const ImVec2 bc(f.max.x - br * 0.75f, f.min.y + br * 0.75f);
    Badge(dl, bc, br, kGold, look.wild_one ? 0x2f5a3a : kSpellFrame);
    if (!look.wild_one || !DrawSprite(dl, "wild_one", ImVec2(bc.x - br * 0.8f, bc.y - br * 0.8f),
                                      ImVec2(bc.x + br * 0.8f, bc.y + br * 0.8f), 1.0f)) {
      Sparkle(dl, bc, br * 0.62f, Col(kGold));
    }
  }
  if (look.wall) {
    const ImVec2 bc(f.min.x + br * 0.75f, f.min.y + br * 0.75f);
    Badge(dl, bc, br, kStone, 0xdfe4ea);
    if (!DrawSprite(dl, "wall", ImVec2(bc.x - br * 0.62f, bc.y - br * 0.62f), ImVec2(bc.x + br * 0.62f, bc.y + br * 0.62f),
                    1.0f)) {
      dl->AddRectFilled(ImVec2(bc.x - br * 0.5f, bc.y - br * 0.35f), ImVec2(bc.x + br * 0.5f, bc.y + br * 0.35f),
                        Col(kStone), 1.0f);
    }
  }
  EndCard(dl, f, look);
}

Tucked CoverPlace(ImVec2 nature_min, float width) {
  return Tucked{ImVec2(nature_min.x + width * 0.07f, nature_min.y - width * 0.17f), 0.075f};
}

Tucked WallPlace(ImVec2 nature_min, float width) {
  return Tucked{ImVec2(nature_min.x - width * 0.07f, nature_min.y - width * 0.15f), -0.075f};
}

void LostWordsCards::DrawTucked(ImDrawList* dl, const FontSet& fonts, const Tucked& at, float width, Card card) const {
  const int from = dl->VtxBuffer.Size;
  DrawCard(dl, fonts, at.min, width, card);
  const ImVec2 centre(at.min.x + width * 0.5f, at.min.y + CardHeight(width) * 0.5f);
  RotateVerticesSince(dl, from, centre, at.turn);
}

void LostWordsCards::DrawPair(ImDrawList* dl, const FontSet& fonts, ImVec2 min, float width, Word word,
                              const CardLook& look, bool cover, bool wall) const {
  const float lift = look.selected ? std::round(width * 0.08f) : 0.0f;
  const ImVec2 at(min.x, min.y - lift);
  if (look.wall && wall) DrawTucked(dl, fonts, WallPlace(at, width), width, Card::Of(Special::kWall));
  if (look.wild_one && cover) {
    DrawTucked(dl, fonts, CoverPlace(at, width), width, Card::Of(Special::kWildOne));
  } else if (look.matched && cover) {
    DrawTucked(dl, fonts, CoverPlace(at, width), width, Card::Spell(word));
  }
  DrawNature(dl, fonts, min, width, word, look);
}

void LostWordsCards::DrawSpell(ImDrawList* dl, const FontSet& fonts, ImVec2 min, float width, Word word,
                               const CardLook& look) const {
  const Frame f = BeginCard(dl, min, width, look);
  const float w = f.w;
  const Panel panel = FramedPanel(dl, f, kSpellFrame, kSpellPanel, 0.05f);
  const ImVec2 pmin = panel.min, pmax = panel.max;
  const float cx = panel.cx;
  dl->AddRect(pmin, pmax, Col(kGold, 0.85f), panel.r, 0, std::max(1.0f, w * 0.018f));
  // "SPELL" at the top, the word at the bottom, the picture on a gold seal.
  const float label_size = std::max(8.0f, std::round(w * 0.15f));
  CentredText(dl, fonts.strong, label_size, cx, pmin.y + w * 0.03f, (pmax.x - pmin.x) * 0.8f, Col(kGold), "SPELL");
  const float name_size = std::round(w * 0.2f);
  const float name_y = pmax.y - name_size * 1.45f;
  const std::string_view name = lost_words::WordName(word);
  CentredText(dl, fonts.strong, name_size, cx, name_y, pmax.x - pmin.x - 4.0f, Col(kGoldPale), name);
  const float top = pmin.y + label_size * 1.3f;
  const float bottom = name_y - w * 0.02f;
  const float side = std::min(pmax.x - pmin.x - w * 0.06f, bottom - top);
  const ImVec2 c(cx, (top + bottom) * 0.5f);
  dl->AddCircleFilled(c, side * 0.5f, Col(kGold), 40);
  dl->AddCircleFilled(c, side * 0.45f, Col(kGoldPale), 40);
  DrawPicture(dl, fonts, SpriteName(word), name, c, side * 0.86f, kGold, kSpellFrame);
  Sparkle(dl, ImVec2(pmin.x + w * 0.1f, c.y - side * 0.38f), w * 0.05f, Col(kGold));
  Sparkle(dl, ImVec2(pmax.x - w * 0.1f, c.y + side * 0.36f), w * 0.04f, Col(kGold));
  EndCard(dl, f, look);
}

void LostWordsCards::DrawSpecial(ImDrawList* dl, const FontSet& fonts, ImVec2 min, float width, Special special,
                                 const CardLook& look) const {
  const Frame f = BeginCard(dl, min, width, look);
  const float w = f.w;
  const Panel panel = FramedPanel(dl, f, kSpecialFrame, kSpecialPanel, 0.05f);
  const ImVec2 pmin = panel.min, pmax = panel.max;
  const float pr = panel.r, cx = panel.cx;
  // The ribbon: "SPECIAL" in cream on deep red.
  const float label_size = std::max(8.0f, std::round(w * 0.13f));
  const float ribbon_h = std::round(label_size * 1.4f);
  dl->AddRectFilled(pmin, ImVec2(pmax.x, pmin.y + ribbon_h), Col(kSpecialRibbon), pr, ImDrawFlags_RoundCornersTop);
  CentredText(dl, fonts.strong, label_size, cx, pmin.y + (ribbon_h - label_size * 1.36f) * 0.5f,
              (pmax.x - pmin.x) * 0.86f, Col(kCream), "SPECIAL");
  // From the bottom up: what it does, its name, then the picture in what is left.
  const float effect_size = std::max(9.0f, std::round(w * 0.165f));
  const std::string_view effect = SpecialEffect(special);
  const float effect_h = effect_size * 1.12f * 2.0f;
  const float effect_y = pmax.y - effect_h - w * 0.03f;
  dl->AddRectFilled(ImVec2(pmin.x, effect_y - w * 0.03f), pmax, Col(0xf3dcc0), pr, ImDrawFlags_RoundCornersBottom);
  CentredLines(dl, fonts.strong, effect_size, cx, effect_y, pmax.x - pmin.x - 3.0f, Col(kInk), effect);
  const float name_size = std::round(w * 0.19f);
  const float name_y = effect_y - w * 0.03f - name_size * 1.3f;
  const std::string_view name = lost_words::SpecialName(special);
  CentredText(dl, fonts.strong, name_size, cx, name_y, pmax.x - pmin.x - 4.0f, Col(kSpecialRibbon), name);
  const float top = pmin.y + ribbon_h + w * 0.03f;
  const float side = std::min(pmax.x - pmin.x, name_y - top);
  const ImVec2 c(cx, top + side * 0.5f);
  dl->AddCircleFilled(c, side * 0.47f, Col(0xf6dfc6), 40);
  DrawPicture(dl, fonts, SpriteName(special), name, c, side, 0xe9a27e, kSpecialRibbon);
  EndCard(dl, f, look);
}

void LostWordsCards::DrawBack(ImDrawList* dl, const FontSet& fonts, ImVec2 min, float width, const CardLook& look) const {
  (void)fonts;
  const Frame f = BeginCard(dl, min, width, look);
  const float w = f.w;
  dl->AddRectFilled(f.min, f.max, Col(kBackFrame), f.r);
  const float inset = std::max(2.0f, std::round(w * 0.07f));
  const ImVec2 a = Add(f.min, ImVec2(inset, inset));
  const ImVec2 b(f.max.x - inset, f.max.y - inset);
  dl->AddRectFilled(a, b, Col(kBackField), std::max(2.0f, f.r - inset));
  // A lattice of small diamonds, clipped to the field.
  dl->PushClipRect(a, b, true);
  const float step = std::max(6.0f, w * 0.16f);
  for (float y = a.y; y < b.y + step; y += step) {
    for (float x = a.x; x < b.x + step; x += step) {
      const float d = step * 0.16f;
      dl->AddQuadFilled(ImVec2(x, y - d), ImVec2(x + d, y), ImVec2(x, y + d), ImVec2(x - d, y), Col(0x3f7a4c));
    }
  }
  dl->PopClipRect();
  dl->AddRect(a, b, Col(kGold, 0.8f), std::max(2.0f, f.r - inset), 0, std::max(1.0f, w * 0.02f));
  // The emblem: a gold ring with three leaves.
  const ImVec2 c((f.min.x + f.max.x) * 0.5f, (f.min.y + f.max.y) * 0.5f);
  const float r = w * 0.27f;
  dl->AddCircleFilled(c, r, Col(kBackFrame), 40);
  dl->AddCircle(c, r, Col(kGold), 40, std::max(1.2f, w * 0.03f));
  for (int i = 0; i < 3; ++i) {
    const float ang = -1.5708f + static_cast<float>(i - 1) * 0.75f;
    const ImVec2 tip(c.x + std::cos(ang) * r * 0.78f, c.y + r * 0.45f + std::sin(ang) * r * 1.15f);
    Leaf(dl, ImVec2(c.x, c.y + r * 0.55f), tip, 0.22f, Col(i == 1 ? 0x8cc152 : 0x6aa84f));
  }
  EndCard(dl, f, look);
}

void LostWordsCards::DrawCard(ImDrawList* dl, const FontSet& fonts, ImVec2 min, float width, lost_words::Card card,
                              const CardLook& look) const {
  if (card.IsSpell()) {
    DrawSpell(dl, fonts, min, width, card.word(), look);
  } else if (card.IsSpecial()) {
    DrawSpecial(dl, fonts, min, width, card.special(), look);
  } else {
    DrawBack(dl, fonts, min, width, look);
  }
}

}  // namespace lf::ui
