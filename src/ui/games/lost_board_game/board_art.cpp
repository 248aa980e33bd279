// Lost: The Board Game's pictures (ui/games/lost_board_game/board_art.h).
#include <cmath>
#include <string_view>

#include "games/lost_board_game/content.h"
#include "ui/games/lost_board_game/board_art.h"

namespace lf::ui {
namespace {

namespace lbg = lost_board_game;

struct Entry {
  std::string_view id;
  std::string_view sprite;
};

// Which drawing each Location shows (data/locations.json's ids).
constexpr Entry kLocations[] = {
    {"L01", "loc_beach"},        // Tranquil Beach
    {"L02", "loc_rocks"},        // Rocky Shore
    {"L03", "loc_beach"},        // Dunes
    {"L04", "loc_cove"},         // Driftwood Cove
    {"L05", "loc_wreck"},        // Tail Crash Site
    {"L06", "loc_wreck"},        // Fuselage Beach
    {"L07", "loc_beach"},        // Beach Camp
    {"L08", "loc_cave"},         // Sea Caves
    {"L09", "loc_signal_fire"},  // Signal Fire Point
    {"L10", "loc_rocks"},        // Cliffside Path
    {"L11", "loc_cove"},         // Riptide Cove
    {"L12", "loc_cove"},         // Lagoon
    {"L13", "loc_rocks"},        // Tide Pools
    {"L14", "loc_rocks"},        // Lookout Rock
    {"L15", "loc_sailboat"},     // Wrecked Sailboat
    {"L16", "loc_beach"},        // Sandbar
    {"L17", "loc_beach"},        // Washed-Up Luggage
    {"L18", "loc_bamboo"},       // Bamboo Forest
    {"L19", "loc_jungle"},       // Jungle Path
    {"L20", "loc_jungle"},       // Dense Jungle
    {"L21", "loc_jungle"},       // Jungle Clearing
    {"L22", "loc_jungle"},       // Hunting Grounds
    {"L23", "loc_cave"},         // The Caves
    {"L24", "loc_jungle"},       // Banyan Grove
    {"L25", "loc_mountain"},     // Valley Camp
    {"L26", "loc_black_rock"},   // Black Rock
    {"L27", "loc_shelter"},      // Hermit's Shelter
    {"L28", "loc_mountain"},     // Mountain Camp
    {"L29", "loc_waterfall"},    // Fresh Water Spring
    {"L30", "loc_waterfall"},    // Waterfall Pool
    {"L31", "loc_medical"},      // Medical Station
    {"L32", "loc_hatch"},        // The Hatch
    {"L33", "loc_wreck"},        // Crashed Supply Plane
    {"L34", "loc_ruins"},        // Stone Ruins
    {"L35", "loc_bog"},          // Quicksand Bog
    {"L36", "loc_bog"},          // Sinkhole
    {"L37", "loc_mountain"},     // Landslide Slope
    {"L38", "loc_mountain"},     // Ridge Overlook
    {"L39", "loc_radio_tower"},  // Radio Tower
    {"L40", "loc_jungle"},       // Whispering Woods
};

constexpr Entry kCharacters[] = {
    {"C01", "char_jack"},    {"C02", "char_kate"},    {"C03", "char_sawyer"},    {"C04", "char_locke"},
    {"C05", "char_hurley"},  {"C06", "char_charlie"}, {"C07", "char_sayid"},     {"C08", "char_jin"},
    {"C09", "char_sun"},     {"C10", "char_claire"},  {"C11", "char_michael"},   {"C12", "char_walt"},
    {"C13", "char_shannon"}, {"C14", "char_boone"},   {"C15", "char_ana_lucia"}, {"C16", "char_mr_eko"},
    {"C17", "char_libby"},
};

// Encounters and Equipment (data/fate.json's ids); every Event shows the
// Event emblem.
constexpr Entry kFate[] = {
    {"N01", "enc_beast"},      // Bugs
    {"N02", "enc_beast"},      // Bees
    {"N03", "enc_beast"},      // Jungle Spider
    {"N04", "enc_peril"},      // Fever
    {"N05", "enc_peril"},      // Whispers
    {"N06", "enc_peril"},      // Scavengers
    {"N07", "enc_beast"},      // Wild Boar
    {"N08", "enc_peril"},      // Dehydration
    {"N09", "enc_weather"},    // Mudslide
    {"N10", "enc_weather"},    // Flash Flood
    {"N11", "enc_weather"},    // Tropical Storm
    {"N12", "enc_weather"},    // Falling Rocks
    {"N13", "enc_peril"},      // Net Trap
    {"N14", "enc_beast"},      // Polar Bear
    {"N15", "enc_peril"},      // Ambush in the Jungle
    {"N16", "enc_beast"},      // Snake
    {"N17", "monster"},        // The Monster
    {"Q01", "eq_blade"},       // Machete
    {"Q02", "eq_blade"},       // Spear
    {"Q03", "eq_gun"},         // Rifle
    {"Q04", "eq_gun"},         // Handgun
    {"Q05", "eq_dynamite"},    // Dynamite
    {"Q06", "eq_gun"},         // Flare Gun
    {"Q07", "eq_flashlight"},  // Flashlight
    {"Q08", "eq_binoculars"},  // Binoculars
    {"Q09", "eq_map"},         // Map
    {"Q10", "eq_compass"},     // Compass
    {"Q11", "eq_medkit"},      // First Aid Kit
    {"Q12", "eq_rope"},        // Rope
    {"Q13", "eq_backpack"},    // Backpack
    {"Q14", "eq_vest"},        // Life Vest
    {"Q15", "eq_radio"},       // Walkie-Talkie
    {"Q16", "eq_bottle"},      // Water Bottle
    {"Q17", "eq_guitar"},      // Guitar
    {"Q18", "campsite"},       // Tarp: a Character may rest anywhere, as on a Campsite
};

template <size_t N>
std::string_view Lookup(const Entry (&table)[N], std::string_view id) {
  for (const Entry& e : table)
    if (e.id == id) return e.sprite;
  return {};
}

// The drawings' geometry (assets/art/lost_board_game/*.svg, 100 x 100):
// a tile's hexagon has circumradius 49 round (50, 50); a disc radius 46
// round (50, 50) (its shadow reaches y = 98); the half-tile is the upper
// half of a hexagon of circumradius 50 round (50, 75).
constexpr float kHexRadius = 49.0f;
constexpr float kDiscRadius = 46.0f;

ImVec2 Corner(ImVec2 c, float half) { return ImVec2(c.x - half, c.y - half); }
ImVec2 Opposite(ImVec2 c, float half) { return ImVec2(c.x + half, c.y + half); }

}  // namespace

std::string_view LocationSprite(const lbg::LocationDef& location) {
  const std::string_view known = Lookup(kLocations, location.id);
  if (!known.empty()) return known;
  return location.shoreline ? "loc_beach" : "loc_jungle";
}

std::string_view CharacterSprite(const lbg::CharacterDef& character) { return Lookup(kCharacters, character.id); }

std::string_view FateSprite(const lbg::FateDef& card) {
  if (card.type == lbg::FateType::kEvent) return "fate_event";
  const std::string_view known = Lookup(kFate, card.id);
  if (!known.empty()) return known;
  if (card.type == lbg::FateType::kEquipment) return "eq_backpack";
  return card.monster ? "monster" : "enc_peril";
}

bool LostBoardGameArt::DrawNamed(ImDrawList* dl, std::string_view sprite, ImVec2 min, ImVec2 max, ImU32 tint) const {
  if (sprite.empty()) return false;
  return DrawSprite(dl, atlas_, sprite, min, max, tint);
}

bool LostBoardGameArt::DrawLocationPicture(ImDrawList* dl, ImVec2 center, float radius, int location, bool face_up,
                                           ImU32 tint) const {
  std::string_view sprite = "tile_back";
  if (face_up) {
    const auto& locations = lbg::BuiltinContent().locations;
    if (location < 0 || location >= static_cast<int>(locations.size())) return false;
    sprite = LocationSprite(locations[location]);
  }
  const float half = radius * 50.0f / kHexRadius;
  return DrawNamed(dl, sprite, Corner(center, half), Opposite(center, half), tint);
}

bool LostBoardGameArt::DrawStartingTile(ImDrawList* dl, ImVec2 center, float radius, float angle, ImU32 tint) const {
  ImVec2 uv0, uv1;
  if (!atlas_.Find("start", &uv0, &uv1)) return false;
  // The sprite's square round the hexagon's centre (50, 75), scaled, turned.
  const float k = radius / 50.0f;
  const float c = std::cos(angle), s = std::sin(angle);
  auto at = [&](float x, float y) {
    const float dx = (x - 50.0f) * k, dy = (y - 75.0f) * k;
    return ImVec2(center.x + dx * c - dy * s, center.y + dx * s + dy * c);
  };
  dl->AddImageQuad(atlas_.texture(), at(0, 0), at(100, 0), at(100, 100), at(0, 100), uv0, ImVec2(uv1.x, uv0.y), uv1,
                   ImVec2(uv0.x, uv1.y), tint);
  return true;
}

bool LostBoardGameArt::DrawCharacterToken(ImDrawList* dl, ImVec2 center, float radius, int character,
                                          ImU32 tint) const {
  const auto& characters = lbg::BuiltinContent().characters;
  if (character < 0 || character >= static_cast<int>(characters.size())) return false;
  const float half = radius * 50.0f / kDiscRadius;
  return DrawNamed(dl, CharacterSprite(characters[character]), Corner(center, half), Opposite(center, half), tint);
}

bool LostBoardGameArt::DrawFatePicture(ImDrawList* dl, ImVec2 min, ImVec2 max, int card, bool face_up,
                                       ImU32 tint) const {
  std::string_view sprite = "fate_back";
  if (face_up) {
    const auto& fate = lbg::BuiltinContent().fate;
    if (card < 0 || card >= static_cast<int>(fate.size())) return false;
    sprite = FateSprite(fate[card]);
  }
  const ImVec2 center((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
  const float half = std::fmin(max.x - min.x, max.y - min.y) * 0.5f;
  return DrawNamed(dl, sprite, Corner(center, half), Opposite(center, half), tint);
}

bool LostBoardGameArt::DrawMonster(ImDrawList* dl, ImVec2 center, float radius, ImU32 tint) const {
  const float half = radius * 50.0f / kDiscRadius;
  return DrawNamed(dl, "monster", Corner(center, half), Opposite(center, half), tint);
}

bool LostBoardGameArt::DrawCampsite(ImDrawList* dl, ImVec2 center, float radius, ImU32 tint) const {
  const float half = radius * 50.0f / kDiscRadius;
  return DrawNamed(dl, "campsite", Corner(center, half), Opposite(center, half), tint);
}

}  // namespace lf::ui
