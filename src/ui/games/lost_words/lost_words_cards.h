// The Lost Words' cards, drawn into a rectangle with ImDrawList: the art
// from the project's own atlas (art/lost_words.*, see ui/art.h) inside
// frames drawn here, with text set in the app's fonts so it stays sharp at
// any size and can be translated.
//
// Three families that must never be confused (five specials share a name
// with a nature word):
//   nature   light card in a leaf-green frame, the name on a green band
//   spell    night-blue card, the picture on a gold seal, "SPELL" at the top
//   special  terracotta frame, a "SPECIAL" ribbon, a smaller picture, its
//            name and what it does in a few words ("Draw two more cards")
// plus the back (face down) and the states the table needs (selected,
// highlighted, dimmed; on nature cards matched, the Wild One, a Wall).
//
// Legible on a 360 px wide phone: cards down to about 56 px wide keep every
// word readable (names shrink to fit; effect texts are two short lines).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "games/lost_words/lost_words.h"
#include "imgui.h"
#include "ui/art.h"
#include "ui/fonts.h"
#include "ui/platform.h"

namespace lf::ui {

// Height of a card `width` wide (cards are 5:7).
inline constexpr float kCardAspect = 1.4f;
inline float CardHeight(float width) { return width * kCardAspect; }

struct CardLook {
  bool selected = false;     // picked by the player: lifted, gold ring
  bool highlighted = false;  // a legal choice now: soft ring
  bool dimmed = false;       // not available now: faded
  // Nature cards only: what lies on the card.
  bool matched = false;   // its spell
  bool wild_one = false;  // the Wild One, as its spell
  bool wall = false;      // a Wall: protected from Conker and Magpie
};

// Atlas sprite names: "acorn", "wild_one", "wall".
std::string SpriteName(lost_words::Word word);
std::string SpriteName(lost_words::Special special);
// What a special does, in two short lines ("Draw two\nmore cards").
std::string_view SpecialEffect(lost_words::Special special);

// What lies on a matched nature card is tucked under it, turned a little,
// so that the pair reads as two cards at a glance: its spell (or the Wild
// One) peeking above its top right, a Wall above its top left. Where such
// a card lies for a nature card at `nature_min`, `width` wide: its
// top-left corner before it is turned, and the turn (radians).
struct Tucked {
  ImVec2 min;
  float turn = 0;
};
Tucked CoverPlace(ImVec2 nature_min, float width);
Tucked WallPlace(ImVec2 nature_min, float width);
// The room a row needs above its nature cards for what is tucked under them
// (and a selected card's lift).
inline float TuckedRoom(float width) { return width * 0.22f; }

class LostWordsCards {
 public:
  LostWordsCards() : atlas_("lost_words") {}

  // Loads the art on the first call (cheap afterwards). A failure is kept
  // in error() and the cards are drawn without pictures.
  void Load(Platform& platform) { (void)atlas_.Load(platform); }
  const std::string& error() const { return atlas_.error(); }
  const ArtAtlas& atlas() const { return atlas_; }

  // `min` is the top-left corner, `width` the card's width (height is
  // CardHeight(width)). A selected card is drawn lifted within its rect's top.
  void DrawNature(ImDrawList* dl, const FontSet& fonts, ImVec2 min, float width, lost_words::Word word,
                  const CardLook& look = {}) const;
  void DrawSpell(ImDrawList* dl, const FontSet& fonts, ImVec2 min, float width, lost_words::Word word,
                 const CardLook& look = {}) const;
  void DrawSpecial(ImDrawList* dl, const FontSet& fonts, ImVec2 min, float width, lost_words::Special special,
                   const CardLook& look = {}) const;
  void DrawBack(ImDrawList* dl, const FontSet& fonts, ImVec2 min, float width, const CardLook& look = {}) const;
  // A nature card with what lies on it (look.matched, wild_one, wall) tucked
  // under it; `cover` and `wall` false leave out that card (it is on its
  // way there). The nature card itself is drawn as DrawNature does.
  void DrawPair(ImDrawList* dl, const FontSet& fonts, ImVec2 min, float width, lost_words::Word word,
                const CardLook& look, bool cover = true, bool wall = true) const;
  // A card tucked under a nature card, as DrawPair draws it.
  void DrawTucked(ImDrawList* dl, const FontSet& fonts, const Tucked& at, float width, lost_words::Card card) const;
  // A hand or pile card: spell, special, or the back for an unknown card.
  void DrawCard(ImDrawList* dl, const FontSet& fonts, ImVec2 min, float width, lost_words::Card card,
                const CardLook& look = {}) const;

 private:
  // Draws the sprite into [a, b], or returns false (no art): the caller
  // draws its fallback.
  bool DrawSprite(ImDrawList* dl, std::string_view sprite, ImVec2 a, ImVec2 b, float alpha) const;
  // A face's picture: the sprite in a square of `side` around `centre`, or
  // (no art) the name's initial on a `fill` disc in `ink`.
  void DrawPicture(ImDrawList* dl, const FontSet& fonts, std::string_view sprite, std::string_view name, ImVec2 centre,
                   float side, uint32_t fill, uint32_t ink) const;
  ArtAtlas atlas_;
};

}  // namespace lf::ui
