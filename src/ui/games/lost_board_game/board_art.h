// Lost: The Board Game's pictures: the project's own drawings
// (assets/art/lost_board_game/*.svg, built into art/lost_board_game.*, see
// ui/art.h), loaded when the game's table first draws, as the other games'
// art is. Every Draw* returns false when there is no picture (the atlas is
// not loaded or is damaged, or a card has no drawing): the caller then draws
// its own shapes. Nothing here draws text: the table writes the names.
//
// One drawing serves many cards (58 drawings for 17 Characters, 40 Location
// and 56 Fate definitions); the lookup is by the content's ids:
//   Locations ... a hexagonal picture per terrain (beach, rocks, cove, cave,
//                 jungle, bamboo, mountain, waterfall, bog, wreck) and one for
//                 each landmark (Signal Fire Point, Wrecked Sailboat, Black
//                 Rock, Hermit's Shelter, Medical Station, The Hatch, Stone
//                 Ruins, Radio Tower); "tile_back" face down; "start" for a
//                 Starting Location half-tile.
//   Characters .. a token each: a disc of its own colour with a white symbol
//                 (Jack a cross, Kate a footprint, Hurley a die...).
//   Fate ........ round emblems coloured by kind: Events purple (one spark
//                 for all), Encounters red (claws for creatures, a storm for
//                 the weather and the land, a warning sign for other perils),
//                 Equipment tan (one object per item, Machete and Spear share
//                 a blade, the guns a pistol, the Tarp the Campsite's tent);
//                 "fate_back" face down; "monster" for The Monster.
// A card the tables do not know (an owner's new id) gets its kind's or
// terrain's default picture.
//
// Sizes: the hexagons are pointy-top, of circumradius `radius` round
// `center` (the board's own hexagon), the tokens and emblems discs of radius
// `radius`. Legible from 16 px radius (a phone's board) up.
#pragma once
#include <string>
#include <string_view>

#include "games/lost_board_game/content.h"
#include "imgui.h"
#include "ui/art.h"
#include "ui/platform.h"

namespace lf::ui {

// Atlas sprites, "" for none. By definition (ids "L01", "C05", "Q11"...).
std::string_view LocationSprite(const lost_board_game::LocationDef& location);
std::string_view CharacterSprite(const lost_board_game::CharacterDef& character);
std::string_view FateSprite(const lost_board_game::FateDef& card);

class LostBoardGameArt {
 public:
  LostBoardGameArt() : atlas_("lost_board_game") {}

  // Loads the art on the first call (cheap afterwards). A failure is kept
  // in error() and everything draws false.
  void Load(Platform& platform) { (void)atlas_.Load(platform); }
  bool ready() const { return atlas_.ready(); }
  const std::string& error() const { return atlas_.error(); }
  const ArtAtlas& atlas() const { return atlas_; }

  // A Location tile filling the pointy-top hexagon of circumradius `radius`
  // round `center`: `location` indexes BuiltinContent().locations; face
  // down, the common back (`location` is then ignored and may be -1).
  // `tint` multiplies the picture (white: as drawn; a grey dims it).
  bool DrawLocationPicture(ImDrawList* dl, ImVec2 center, float radius, int location, bool face_up,
                           ImU32 tint = IM_COL32_WHITE) const;
  // A Starting Location half-tile: the upper half of that hexagon, its cut
  // edge (the side that meets the anchor) turned by `angle` radians
  // clockwise from facing down (0: the half-tile sits above its anchor).
  bool DrawStartingTile(ImDrawList* dl, ImVec2 center, float radius, float angle = 0.0f,
                        ImU32 tint = IM_COL32_WHITE) const;
  // A Character's token, a disc of radius `radius`: `character` indexes
  // BuiltinContent().characters. Grey it with `tint` (Injured, Trapped...).
  bool DrawCharacterToken(ImDrawList* dl, ImVec2 center, float radius, int character,
                          ImU32 tint = IM_COL32_WHITE) const;
  // A Fate card's emblem, a disc centred in [min, max] as large as it fits:
  // `card` indexes BuiltinContent().fate; face down, the common back.
  bool DrawFatePicture(ImDrawList* dl, ImVec2 min, ImVec2 max, int card, bool face_up,
                       ImU32 tint = IM_COL32_WHITE) const;
  // The Monster's token and a Campsite's marker, discs of radius `radius`.
  bool DrawMonster(ImDrawList* dl, ImVec2 center, float radius, ImU32 tint = IM_COL32_WHITE) const;
  bool DrawCampsite(ImDrawList* dl, ImVec2 center, float radius, ImU32 tint = IM_COL32_WHITE) const;

  // Any drawing by name (a square sprite into [min, max]).
  bool DrawNamed(ImDrawList* dl, std::string_view sprite, ImVec2 min, ImVec2 max, ImU32 tint = IM_COL32_WHITE) const;

 private:
  ArtAtlas atlas_;
};

}  // namespace lf::ui
