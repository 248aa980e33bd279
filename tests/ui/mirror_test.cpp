// The accessibility mirror (docs/accessibility.md), headless: every game
// started from the menu and played to its end screen through the mirror
// alone (its buttons pressed by their labels, as a screen reader user
// would), never by a tap on the canvas; and the mirror of each screen says
// where one is (a title, headings) and names every button.
#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <vector>

#include "app_harness.h"
#include "core/json.h"
#include "ui/games/lost_board_game/lost_board_game_ui.h"

using namespace lf;
using namespace lf::ui;
using namespace lf::ui::testing;

namespace {

struct Node {
  std::string role, id, label;
  bool disabled = false;
};

std::vector<Node> Nodes(const FakePlatform& platform, std::string* title = nullptr) {
  std::vector<Node> out;
  Result<Json> doc = Json::Parse(platform.mirror);
  REQUIRE(doc.ok());
  if (title) *title = (*doc)["title"].as_string();
  for (const Json& n : (*doc)["nodes"].as_array()) {
    Node node{n["role"].as_string(), n["id"].is_string() ? n["id"].as_string() : "", n["label"].as_string(),
              n["disabled"].as_bool()};
    out.push_back(node);
  }
  return out;
}

const Node* FindButton(const std::vector<Node>& nodes, const std::string& label) {
  for (const Node& n : nodes)
    if ((n.role == "button" || n.role == "option" || n.role == "switch") && n.label == label && !n.disabled) return &n;
  return nullptr;
}

bool HasText(const std::vector<Node>& nodes, const std::string& start) {
  for (const Node& n : nodes)
    if (n.label.rfind(start, 0) == 0) return true;
  return false;
}

void PressNode(Harness& h, FakePlatform& platform, const std::string& id, int frames = Harness::kSettleFrames) {
  INFO("pressing " << id);
  platform.mirror_actions.push_back({id, "", false});
  h.Frames(frames);
}

void PressLabel(Harness& h, FakePlatform& platform, const std::string& label) {
  const std::vector<Node> nodes = Nodes(platform);
  const Node* n = FindButton(nodes, label);
  INFO("no button \"" << label << "\" in the mirror");
  REQUIRE(n != nullptr);
  PressNode(h, platform, n->id);
}

}  // namespace

TEST_CASE("Mirror: every turn-based game from the menu to its end screen by the mirror alone", "[ui][mirror]") {
  const std::pair<const char*, const char*> kGames[] = {{"lost-words", "The Lost Words"},
                                                       {"lost-for-words", "Lost for Words"},
                                                       {"word-lift", "Word Lift"},
                                                       {"lost-board-game", "Lost: The Board Game"}};
  for (const auto& [id, title] : kGames) {
    DYNAMIC_SECTION(title) {
      FakePlatform platform;
      Harness h(platform);
      std::string screen;
      Nodes(platform, &screen);
      CHECK(screen == "Lost & Found");
      PressLabel(h, platform, title);
      Nodes(platform, &screen);
      CHECK(screen == title);
      // Every button of the set-up screen has a name.
      for (const Node& n : Nodes(platform)) {
        if (n.role == "button") CHECK_FALSE(n.label.empty());
      }
      // A seed typed into its field: the same deal every run.
      platform.mirror_actions.push_back({"setup/seed", "4242", true});
      h.Frames(2);
      PressLabel(h, platform, "Start");
      int pressed = 0, typed = 0;
      bool over = false;
      for (int step = 0; step < 6000 && !over; ++step) {
        const std::vector<Node> nodes = Nodes(platform);
        if (HasText(nodes, "Game over")) {
          over = true;
          break;
        }
        const Node* move = nullptr;
        for (const Node& n : nodes)
          // (A player who plays to the end neither resigns nor proposes to share.)
          if (n.role == "button" && n.id.rfind("move/", 0) == 0 && n.label.rfind("Resign", 0) != 0 &&
              n.label.rfind("Propose", 0) != 0) {
            move = &n;
            // Not always the first: vary the game a little.
            if (pressed % 3 != 0) break;
          }
        if (const Node* ready = FindButton(nodes, "Dismiss")) {
          PressNode(h, platform, ready->id, 2);
          continue;
        }
        // Word Lift: a word to spell is typed (the mirror lists none); the
        // word comes from the saved game's legal moves, as a player who
        // found it would type it.
        const Node* field = nullptr;
        for (const Node& n : nodes)
          if (n.role == "field" && n.id == "moves/word") field = &n;
        if (field != nullptr && pressed % 2 == 1 && typed < 6) {
          std::unique_ptr<GameSession> s = SavedGame(platform, "save-" + std::string(id) + ".json");
          REQUIRE(s != nullptr);
          std::string word;
          for (const std::string& m : s->game().LegalMoves(0)) {
            const std::string label = s->game().DescribeLegalMove(0, m, {"You", "Bot"}).label;
            if (label.rfind("Spell ", 0) == 0) {
              word = label.substr(6, label.find(' ', 6) - 6);
              break;
            }
          }
          if (!word.empty()) {
            ++typed;
            platform.mirror_actions.push_back({field->id, word, true});
            h.Frames(3);
            const Node* spell = nullptr;
            const std::vector<Node> after = Nodes(platform);
            for (const Node& n : after)
              if (n.role == "button" && n.label.rfind("Spell " + word + " ", 0) == 0) spell = &n;
            INFO("typed " << word << "; mirror: " << platform.mirror.substr(platform.mirror.find("Your move") == std::string::npos ? 0 : platform.mirror.find("Your move"), 1500));
            REQUIRE(spell != nullptr);
            CHECK(HasText(after, "Spelled: "));
            PressNode(h, platform, spell->id, 2);
            ++pressed;
            continue;
          }
        }
        if (move == nullptr) {
          h.Frames(10);
          continue;
        }
        PressNode(h, platform, move->id, 2);
        ++pressed;
      }
      INFO(title << ": " << pressed << " moves pressed");
      CHECK(over);
      CHECK(pressed > 3);
      if (std::string(id) == "word-lift") CHECK(typed > 0);
      // The end screen: its buttons named, Rematch among them.
      CHECK(FindButton(Nodes(platform), "Rematch") != nullptr);
    }
  }
}

TEST_CASE("Mirror: each screen has a title, and Escape on the mirror goes back", "[ui][mirror]") {
  FakePlatform platform;
  Harness h(platform);
  for (const char* card : {"Settings", "Dictionary", "About"}) {
    std::string title;
    const std::vector<Node> menu = Nodes(platform);
    const Node* n = nullptr;
    for (const Node& m : menu)
      if (m.role == "button" && m.label.find(card) != std::string::npos) n = &m;
    INFO(card);
    REQUIRE(n != nullptr);
    PressNode(h, platform, n->id);
    Nodes(platform, &title);
    CHECK(title != "Lost & Found");
    CHECK(FindButton(Nodes(platform), "Back") != nullptr);
    PressNode(h, platform, "nav/escape");
    Nodes(platform, &title);
    CHECK(title == "Lost & Found");
  }
}

namespace {

// The mirror as a screen reader would go through it, one node a line.
std::string Outline(const FakePlatform& platform) {
  std::string title;
  std::string out;
  for (const Node& n : Nodes(platform, &title)) {
    if (n.role == "end") continue;
    out += "  " + (n.role == "text" ? std::string() : "[" + n.role + (n.disabled ? ", dimmed" : "") + "] ") + n.label + "\n";
  }
  return "# " + title + "\n" + out;
}

}  // namespace

// Not run by default: prints each screen's mirror, to read what a screen
// reader user hears (ui_tests "[.mirror-dump]").
TEST_CASE("Mirror: what each screen says", "[.mirror-dump]") {
  FakePlatform platform;
  Harness h(platform);
  std::string all = Outline(platform);
  auto visit = [&](const std::string& label) {
    PressLabel(h, platform, label);
    all += Outline(platform);
  };
  visit("Settings");
  PressNode(h, platform, "nav/escape");
  visit("The Lost Words");
  PressNode(h, platform, "setup/rules");
  all += Outline(platform).substr(0, 1500) + "  …\n";
  PressNode(h, platform, "nav/escape");
  visit("Start");
  h.Frames(120);
  all += Outline(platform);
  WARN(all);
}

TEST_CASE("Mirror: Finders Keepers by the mirror alone: Shout, a word typed and claimed, to the end", "[ui][mirror]") {
  FakePlatform platform;
  Harness h(platform);
  PressLabel(h, platform, "Finders Keepers");
  PressLabel(h, platform, "Start");
  int shouts = 0, claims = 0, frames = 0;
  bool over = false;
  for (; frames < 60 * 60 * 20 && !over; frames += 6) {
    h.Frames(6);
    const std::vector<Node> nodes = Nodes(platform);
    if (HasText(nodes, "Game over")) {
      over = true;
      break;
    }
    // Between rounds: the next round when it is offered.
    for (const Node& n : nodes)
      if (n.role == "button" && n.id.rfind("move/next", 0) == 0) PressNode(h, platform, n.id, 2);
    const Node* field = nullptr;
    for (const Node& n : nodes)
      if (n.role == "field" && n.id == "moves/word") field = &n;
    if (field == nullptr || claims >= 4 || frames % 240 != 0) continue;
    // A word on the table, as a player who saw it would type it (from the
    // saved game's legal claims: the mirror reads none out).
    std::unique_ptr<GameSession> s = SavedGame(platform, "save-word-shout.json");
    if (s == nullptr) continue;
    std::string word;
    for (const std::string& m : s->game().LegalMoves(0)) {
      const std::string label = s->game().DescribeLegalMove(0, m, {"You"}).label;
      if (label.rfind("Claim ", 0) == 0 && label.find(' ', 6) - 6 <= 5) {
        word = label.substr(6, label.find(' ', 6) - 6);
        break;
      }
    }
    if (word.empty()) continue;
    if (const Node* shout = FindButton(nodes, "Shout: stop the dealing and claim a word")) {
      PressNode(h, platform, shout->id, 2);
      ++shouts;
    }
    platform.mirror_actions.push_back({"moves/word", word, true});
    h.Frames(2);
    const std::vector<Node> after = Nodes(platform);
    CHECK(HasText(after, "Spelled: "));
    for (const Node& n : after)
      if (n.role == "button" && n.label.rfind("Claim " + word + " ", 0) == 0) {
        PressNode(h, platform, n.id, 2);
        ++claims;
        break;
      }
  }
  INFO(shouts << " shouts, " << claims << " claims, " << frames << " frames");
  CHECK(claims > 0);
  CHECK(over);
}

TEST_CASE("Mirror: labels lose decorative icons, and the JSON reads back", "[ui][mirror]") {
  CHECK(MirrorLabel("\xE2\x86\x90  Back") == "Back");
  CHECK(MirrorLabel("\xE2\x9A\xA0  The word list arrived damaged.") == "The word list arrived damaged.");
  CHECK(MirrorLabel("\xE2\x9C\x93 valid") == "\xE2\x9C\x93 valid");  // the tick is read: it says something
  CHECK(MirrorLabel("Go \xEE\x80\x81 on") == "Go on");                 // a private-use icon
  std::vector<MirrorNode> nodes = {{MirrorNode::Role::kHeading, "", "Your \"hand\""},
                                   {MirrorNode::Role::kButton, "move/play 3", "Play the Heron", "", "", 2, false},
                                   {MirrorNode::Role::kField, "moves/word", "Type a word to play", "", "LIFT"}};
  Result<Json> doc = Json::Parse(MirrorJson("The Lost Words", nodes));
  REQUIRE(doc.ok());
  CHECK((*doc)["title"].as_string() == "The Lost Words");
  const Json::Array& list = (*doc)["nodes"].as_array();
  REQUIRE(list.size() == 3);
  CHECK(list[0]["label"].as_string() == "Your \"hand\"");
  CHECK(list[0]["level"].as_int() == 2);
  CHECK(list[1]["disabled"].as_bool());
  CHECK(list[1]["id"].as_string() == "move/play 3");
  CHECK(list[2]["value"].as_string() == "LIFT");
}

// Not run by default: what the mirror costs a frame at the busiest table
// (eight players on the board game's island, a few hundred moves in): the
// size of its JSON and the time to write it, against a whole frame
// (ui_tests "[.mirror-cost]"; figures, no assertion).
TEST_CASE("Mirror: its cost at the busiest table", "[.mirror-cost]") {
  FakePlatform platform;
  Harness h(platform, 1440, 900);
  SessionSetup setup;
  setup.seats.push_back(SeatSetup{true, "medium", ""});
  for (int i = 1; i < 8; ++i) setup.seats.push_back(SeatSetup{false, "easy", ""});
  setup.options.seats = 8;
  setup.options.seed = 5;
  setup.options.variant.set("island", "8x8");
  const GameInfo* info = BuiltinGames().Find("lost-board-game");
  REQUIRE(info != nullptr);
  auto started = GameSession::Start(*info, nullptr, setup, games::lost_board_game::Screens().describe);
  REQUIRE(started.ok());
  GameSession* s = started->get();
  h.app().OpenScreen(MakePlayScreen(games::lost_board_game::Screens(), std::move(*started)));
  h.Settle();
  Rng rng(1);
  for (int i = 0; i < 4000 && s->game().History().size() < 600 && !s->game().IsTerminal(); ++i) {
    if (s->IsDeciding(0) && !s->NeedsPrivacy()) {
      const std::vector<std::string> legal = s->game().LegalMoves(0);
      REQUIRE(s->Play(0, legal[rng.UniformBelow(static_cast<uint32_t>(legal.size()))]).ok());
    }
    h.Frames(3);
  }
  std::vector<MirrorNode> nodes;
  Result<Json> doc = Json::Parse(platform.mirror);
  REQUIRE(doc.ok());
  for (const Json& n : (*doc)["nodes"].as_array()) nodes.push_back({MirrorNode::Role::kText, "", n["label"].as_string()});
  using Clock = std::chrono::steady_clock;
  const auto t0 = Clock::now();
  size_t bytes = 0;
  for (int i = 0; i < 200; ++i) bytes += MirrorJson("Lost: The Board Game", nodes).size();
  const double json_us = std::chrono::duration<double, std::micro>(Clock::now() - t0).count() / 200;
  const auto t1 = Clock::now();
  h.Frames(100);
  const double frame_us = std::chrono::duration<double, std::micro>(Clock::now() - t1).count() / 100;
  WARN(s->game().History().size() << " moves: the mirror has " << nodes.size() << " nodes, " << bytes / 200
                                  << " bytes of JSON, written in " << json_us << " us; a whole frame (headless) takes "
                                  << frame_us << " us");
}
