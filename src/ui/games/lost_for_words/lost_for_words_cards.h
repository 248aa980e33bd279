// Lost for Words' cards and table, drawn with ImDrawList: letterpress
// cards of cream stock, the letter in the middle as the hero, its value in a
// corner; ornaments, the back's emblem and the oak table from the project's
// own atlas (art/lost_for_words.*, see ui/art.h, drawn in
// assets/art/lost_for_words/*.svg). Everything else (frames, letters,
// values) is drawn here, so it stays sharp at any size.
//
// Vowels and consonants differ in more than colour: a vowel (red ink) has
// its value on a round seal, a consonant (dark ink) on a square block.
//
// Any shape of card: a tall hand card, a wide chip in a column, a small
// square in the opponent's rows (26 px), a card lying sideways (a
// multiplier). Printed cards look the same in the light and dark themes.
#pragma once
#include <memory>
#include <string>

#include "imgui.h"
#include "ui/art.h"
#include "ui/fonts.h"
#include "ui/platform.h"

namespace lf::ui {

class LostForWordsCards {
 public:
  LostForWordsCards() : atlas_("lost_for_words") {}

  // Loads the art on the first call (cheap afterwards). A failure is kept
  // in error() and everything is drawn without pictures.
  void Load(Platform& platform) { (void)atlas_.Load(platform); }
  const std::string& error() const { return atlas_.error(); }
  const ArtAtlas& atlas() const { return atlas_; }

  // A card face up in [min, max]; `selected`: a gold ring (the caller lifts it).
  void DrawFace(ImDrawList* dl, const FontSet& fonts, ImVec2 min, ImVec2 max, char letter, bool selected = false) const;
  // A vowel laid sideways as a multiplier, in a rectangle wider than tall:
  // the same face, turned a quarter.
  void DrawSideways(ImDrawList* dl, const FontSet& fonts, ImVec2 min, ImVec2 max, char letter) const;
  // Face down (the deck, the opponent's hand).
  void DrawBack(ImDrawList* dl, ImVec2 min, ImVec2 max) const;
  // The oak table under everything in the current window's visible area,
  // its grain scrolling with the cards (call first, inside the window); pale
  // in the light theme, walnut in the dark, so the table's text keeps its
  // contrast.
  void DrawTable(float scale, bool dark) const;

 private:
  ArtAtlas atlas_;
};

class Screen;
namespace games::lost_for_words {
// Every card in every state on one page (lostfound --card-sheet lost-for-words).
std::unique_ptr<Screen> MakeCardSheet();
}  // namespace games::lost_for_words

}  // namespace lf::ui
