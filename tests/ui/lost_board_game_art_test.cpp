// Lost: The Board Game's art (ui/games/lost_board_game/board_art.h): the atlas
// the build makes from assets/art/lost_board_game/ has a drawing for every
// Character, Location and Fate card of the built-in content, each Character
// its own, and everything draws; without the atlas every call says false so
// the table draws its shapes.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "fake_platform.h"
#include "games/lost_board_game/content.h"
#include "imgui.h"
#include "ui/games/lost_board_game/board_art.h"

using namespace lf;
using namespace lf::ui;
using testing::FakePlatform;
namespace lbg = lf::lost_board_game;

namespace {

struct ImGuiScope {
  ImGuiScope() {
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    ImGui::GetIO().Fonts->AddFontDefault();
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
    ImGui::GetIO().DisplaySize = ImVec2(800, 600);
    ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
    ImGui::NewFrame();
    ImGui::Begin("board");
  }
  ~ImGuiScope() {
    ImGui::End();
    ImGui::Render();
    ImGui::DestroyContext();
  }
};

// Every call of the API once per card and state; how many said true.
int DrawEverything(const LostBoardGameArt& art, ImDrawList* dl) {
  const lbg::Content& content = lbg::BuiltinContent();
  int drawn = 0;
  for (int i = 0; i < static_cast<int>(content.locations.size()); ++i) {
    drawn += art.DrawLocationPicture(dl, ImVec2(40, 40), 24, i, true);
  }
  drawn += art.DrawLocationPicture(dl, ImVec2(40, 40), 24, -1, false);
  for (int i = 0; i < static_cast<int>(content.characters.size()); ++i) {
    drawn += art.DrawCharacterToken(dl, ImVec2(40, 40), 16, i, IM_COL32(160, 160, 160, 255));
  }
  for (int i = 0; i < static_cast<int>(content.fate.size()); ++i) {
    drawn += art.DrawFatePicture(dl, ImVec2(10, 10), ImVec2(50, 66), i, true);
  }
  drawn += art.DrawFatePicture(dl, ImVec2(10, 10), ImVec2(50, 66), -1, false);
  drawn += art.DrawStartingTile(dl, ImVec2(40, 40), 24, 1.0472f);
  drawn += art.DrawMonster(dl, ImVec2(40, 40), 16);
  drawn += art.DrawCampsite(dl, ImVec2(40, 40), 10);
  return drawn;
}

}  // namespace

TEST_CASE("Lost: The Board Game's atlas has a drawing for every card and tile, one per Character", "[ui][art][lbg]") {
  FakePlatform platform;
  LostBoardGameArt art;
  art.Load(platform);
  INFO(art.error());
  REQUIRE(art.ready());
  const lbg::Content& content = lbg::BuiltinContent();
  std::vector<std::string> names = {"tile_back", "start", "fate_back", "monster", "campsite"};
  for (const auto& l : content.locations) names.emplace_back(LocationSprite(l));
  std::set<std::string> characters;
  for (const auto& c : content.characters) {
    INFO(c.name);
    REQUIRE_FALSE(CharacterSprite(c).empty());
    characters.emplace(CharacterSprite(c));
    names.emplace_back(CharacterSprite(c));
  }
  CHECK(characters.size() == content.characters.size());
  for (const auto& f : content.fate) names.emplace_back(FateSprite(f));
  for (const std::string& name : names) {
    INFO(name);
    const auto it = art.atlas().index().sprites.find(name);
    REQUIRE(it != art.atlas().index().sprites.end());
    CHECK(it->second.w >= 96);
    CHECK(it->second.w == it->second.h);
  }
  // The Monster is its own token; every Event shares one emblem.
  CHECK(FateSprite(content.fate[content.FateByName("The Monster")]) == "monster");
  CHECK(FateSprite(content.fate[content.FateByName("Hide!")]) == "fate_event");
  // A card the tables do not know still gets its kind's picture.
  lbg::LocationDef new_tile;
  new_tile.id = "L99";
  new_tile.shoreline = true;
  CHECK(LocationSprite(new_tile) == "loc_beach");
  lbg::FateDef new_item;
  new_item.id = "Q99";
  new_item.type = lbg::FateType::kEquipment;
  CHECK(FateSprite(new_item) == "eq_backpack");

  ImGuiScope imgui;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int expected = static_cast<int>(content.locations.size() + content.characters.size() + content.fate.size()) + 5;
  CHECK(DrawEverything(art, dl) == expected);
  CHECK_FALSE(art.DrawCharacterToken(dl, ImVec2(0, 0), 10, -1));
  CHECK_FALSE(art.DrawLocationPicture(dl, ImVec2(0, 0), 10, 1000, true));
}

TEST_CASE("without Lost: The Board Game's atlas every picture says false", "[ui][art][lbg]") {
  FakePlatform platform;
  platform.asset_overrides["art/lost_board_game.json"] = std::nullopt;
  LostBoardGameArt art;
  art.Load(platform);
  CHECK_FALSE(art.ready());
  CHECK_FALSE(art.error().empty());
  ImGuiScope imgui;
  CHECK(DrawEverything(art, ImGui::GetWindowDrawList()) == 0);
}
