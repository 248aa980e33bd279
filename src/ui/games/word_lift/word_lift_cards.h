// Word Lift's cards and table, drawn with ImDrawList: ivory tiles with the
// letter as the hero, each special card's emblem in its top corner (a
// medallion per symbol: # on a teal tag, † a dagger, $ a gold coin, … a
// speech bubble, ? and ≈ and ≥ in white on their own colours, ◊ a gem, ∅ an
// empty set, ¶ on parchment), and the green baize of the table. The emblems
// and the baize come from the project's own atlas (art/word_lift.*, see
// ui/art.h, drawn in assets/art/word_lift/*.svg); without it the symbol is
// printed in the corner as text.
//
// Vowels and consonants differ in more than colour: a vowel (red ink) has
// a dot in its top-left corner, a consonant (dark ink) a dash; a back shows
// its deck's letter (C or V).
// A stolen card in the word rows carries a notch in its lower-left corner.
//
// Legible from the table's 26 px cards up. Printed cards look the same in
// the light and dark themes.
#pragma once
#include <memory>
#include <string>
#include <string_view>

#include "games/word_lift/cards.h"
#include "imgui.h"
#include "ui/art.h"
#include "ui/fonts.h"
#include "ui/platform.h"

namespace lf::ui {

struct WordLiftLook {
  bool selected = false;  // a gold ring
  bool stolen = false;    // the notch: a card of the word being stolen
};

// Atlas sprite of a special card's emblem ("dagger"), "" for none.
std::string_view EmblemSprite(word_lift::Special special);

class WordLiftCards {
 public:
  WordLiftCards() : atlas_("word_lift") {}

  // Loads the art on the first call (cheap afterwards). A failure is kept
  // in error() and everything is drawn without pictures.
  void Load(Platform& platform) { (void)atlas_.Load(platform); }
  const std::string& error() const { return atlas_.error(); }
  const ArtAtlas& atlas() const { return atlas_; }

  // A card face up in [min, max]: `letters` is what a wildcard stands for
  // ("" shows its printed letter).
  void DrawFace(ImDrawList* dl, const FontSet& fonts, ImVec2 min, ImVec2 max, int face, std::string_view letters,
                const WordLiftLook& look = {}) const;
  // Face down: the deck it came from is public (C or V on the back).
  void DrawBack(ImDrawList* dl, const FontSet& fonts, ImVec2 min, ImVec2 max, word_lift::Deck deck) const;
  // The baize under everything in the current window's visible area, its
  // grain scrolling with the cards (call first, inside the window); pale in
  // the light theme, deep green in the dark, so the table's text keeps its
  // contrast.
  void DrawTable(float scale, bool dark) const;

 private:
  ArtAtlas atlas_;
};

class Screen;
namespace games::word_lift {
// Every card in every state on one page (lostfound --card-sheet word-lift).
std::unique_ptr<Screen> MakeCardSheet();
}  // namespace games::word_lift

}  // namespace lf::ui
