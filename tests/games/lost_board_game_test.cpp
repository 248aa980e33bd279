// Lost: The Board Game: the content as data, the island, the notation, the
// rules engine's flow, and the random simulation with the game's invariants.
// Rulings are also scenarios (tests/scenarios/lost-board-game/*.scn).
#include "games/lost_board_game/lost_board_game.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <map>
#include <set>

#include "core/record.h"
#include "core/tournament.h"
#include "games/lost_board_game/bots.h"
#include "games/lost_board_game/content.h"

using namespace lf;
using namespace lf::lost_board_game;

namespace {

std::unique_ptr<LostBoardGame> NewGame(int seats, uint64_t seed, const std::string& mode = "advanced") {
  GameOptions o;
  o.seats = seats;
  o.seed = seed;
  o.variant.set("mode", mode);
  auto created = LostBoardGame::Create(o);
  REQUIRE(created.ok());
  return std::unique_ptr<LostBoardGame>(static_cast<LostBoardGame*>(created->release()));
}

// A whole game's story, for debugging a seed: LBG_STORY=seed ./lost_board_game_tests "[.story]"
void Story(uint64_t seed, int seats, const std::string& levels) {
  GameOptions o;
  o.seats = seats;
  o.seed = seed;
  o.variant.set("first", 0);
  if (std::getenv("LBG_MODE")) o.variant.set("mode", std::string(std::getenv("LBG_MODE")));
  auto created = LostBoardGame::Create(o);
  REQUIRE(created.ok());
  std::unique_ptr<LostBoardGame> g(static_cast<LostBoardGame*>(created->release()));
  const long skip = std::getenv("LBG_SKIP") ? std::atol(std::getenv("LBG_SKIP")) : 0;
  std::vector<std::unique_ptr<Bot>> bots;
  std::vector<std::string> list;
  for (size_t at = 0; at <= levels.size();) {
    const size_t comma = std::min(levels.find(',', at), levels.size());
    list.push_back(levels.substr(at, comma - at));
    at = comma + 1;
  }
  for (int s = 0; s < seats; ++s) bots.push_back(MakeBot(list[static_cast<size_t>(s) % list.size()]));
  std::vector<Rng> rngs;
  for (int s = 0; s < seats; ++s) rngs.emplace_back(seed * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(s) + 1);
  for (long n = 0; n < 100000 && !g->IsTerminal(); ++n) {
    const int seat = g->DecidingSeats().front();
    std::string m;
    if (g->PassMove(seat) == "pass" && g->LegalMoves(seat).size() == 1) {
      m = "pass";
    } else {
      auto view = g->Redacted(seat);
      m = bots[static_cast<size_t>(seat)]->ChooseMove(*view, seat, rngs[static_cast<size_t>(seat)]);
    }
    const Status st = g->ApplyMove(seat, m);
    if (n >= skip)
      std::cout << seat << ": " << m << "   " << (st ? g->Describe(g->History().size() - 1) : "REFUSED " + st.reason())
                << "\n";
    if (!st) break;
  }
  std::cout << "round " << g->state().round() << "\n";
  for (int c = 0; c < kNumChars; ++c) std::cout << g->Query("char:" + std::string(g->state().Name(c))).value() << " " << g->state().Name(c) << "\n";
}

}  // namespace

TEST_CASE("story of one game (debugging aid)", "[.story]") {
  const char* seed = std::getenv("LBG_STORY");
  const char* seats = std::getenv("LBG_SEATS");
  const char* level = std::getenv("LBG_LEVEL");
  Story(seed ? std::strtoull(seed, nullptr, 10) : 1, seats ? std::atoi(seats) : 2, level ? level : "random");
}

// [SECTION] Content ------------------------------------------------------------------------

TEST_CASE("every card loads and the counts match the rules", "[lost-board-game][content]") {
  const Content& c = BuiltinContent();
  CHECK(c.characters.size() == 17);
  CHECK(c.tiles.size() == 75);
  CHECK(c.ShorelineTiles() == 32);
  CHECK(c.InnerTiles() == 43);
  CHECK(c.Campsites() == 16);
  CHECK(c.cards.size() == 158);
  CHECK(c.CountOf(FateType::kEncounter) == 52);
  CHECK(c.CountOf(FateType::kEquipment) == 44);
  CHECK(c.CountOf(FateType::kEvent) == 62);
  int shore_camps = 0;
  for (uint8_t t : c.tiles) shore_camps += c.locations[t].shoreline && c.locations[t].Campsite();
  CHECK(shore_camps == 7);
  // Every card has a rules text written from its data.
  for (const auto& ch : c.characters) {
    CHECK_FALSE(RulesText(ch).empty());
    CHECK_FALSE(WinText(ch).empty());
  }
  for (const auto& l : c.locations) CHECK_FALSE(RulesText(l).empty());
  for (const auto& f : c.fate) CHECK_FALSE(RulesText(f).empty());
  CHECK(RulesText(c.locations[static_cast<size_t>(c.LocationByName("Bamboo Forest"))]) == "Draw a Fate Card.");
  CHECK(RulesText(c.locations[static_cast<size_t>(c.LocationByName("Tail Crash Site"))]) ==
        "Draw a Fate Card. Campsite.");
}

TEST_CASE("effects print as they are written in the data", "[lost-board-game][content]") {
  for (const char* text : {"POWER_MOD(+1,PART,PC)", "POWER_MOD(-2,PART_OR_ENC,PC)", "POWER_MOD(+2,SELF,PASSIVE,VS_ENC)",
                           "DRAW_FATE(2)", "CAMPSITE", "LOC_MOD(DEF,+1)", "TRAP(ONE,2)", "SKIP_TURN(ACTIVE_CHAR,THIS)",
                           "PEEK_TILE(3,ANY)", "PEEK_TILE(1,2)", "IMMUNE(TRAP,SKIP_TURN)", "MONSTER_DESTROY(1)",
                           "SEARCH(EVENT)", "DISCARD_EVENT(ACTIVE,RANDOM)", "HEAL(HERE_NOT_SELF)"}) {
    auto e = ParseEffect(text);
    INFO(text << ": " << e.error());
    REQUIRE(e.ok());
    CHECK(e->Notation() == text);
  }
  CHECK_FALSE(ParseEffect("POWER_MOD(+1,PARTY,PC)").ok());
  CHECK(ParseEffect("POWER_MOD(+1,PARTY,PC)").error().find("PARTY") != std::string::npos);
  CHECK_FALSE(ParseEffect("DRAW_FATE()").ok());
  CHECK_FALSE(ParseEffect("FLY(3)").ok());
}

TEST_CASE("a malformed file is refused with the card and the field", "[lost-board-game][content]") {
  const std::string chars(EmbeddedFile("characters.json"));
  const std::string locs(EmbeddedFile("locations.json"));
  const std::string fate(EmbeddedFile("fate.json"));
  REQUIRE(LoadContent(chars, locs, fate).ok());
  auto replace = [](std::string s, const std::string& from, const std::string& to) {
    const size_t at = s.find(from);
    REQUIRE(at != std::string::npos);
    return s.replace(at, from.size(), to);
  };
  struct Case {
    std::string chars, locs, fate, expect;
  };
  const std::vector<Case> cases = {
      {replace(chars, "\"power\": 4, \"carry\": 1,\n     \"ability\": {\"limit\": \"1/ROUND\"", "\"power\": \"four\", \"carry\": 1,\n     \"ability\": {\"limit\": \"1/ROUND\""), locs, fate,
       "characters.json: C01 (Jack): field \"power\""},
      {chars, replace(locs, "DRAW_FATE(3)\", \"LOC_MOD(DEF,+1)\"", "DRAW_FATE(3)\", \"LOC_MOD(DEFENCE,+1)\""), fate,
       "locations.json: L32 (The Hatch): field \"effects[1]\""},
      {chars, locs, replace(fate, "POWER_MOD(+1,PART,PC)", "POWER_MOD(+1,PARTY,PC)"),
       "fate.json: E01 (Predict The Weather): field \"effects[0]\""},
      {chars, locs, replace(fate, "\"qty\": 6, \"timing\": \"PC\"", "\"qty\": 6, \"timng\": \"PC\""),
       "fate.json: E01 (Predict The Weather): field \"timing\""},
      {chars, locs, replace(fate, "\"name\": \"Bees\"", "\"name\": \"Bugs\""), "the name \"Bugs\" is used twice"},
      {chars, locs, "{\"deck\": \"fate\", \"cards\": [", "fate.json: not valid JSON"},
      {chars, replace(locs, "\"type\": \"INNER\", \"qty\": 4", "\"type\": \"MIDDLE\", \"qty\": 4"), fate,
       "locations.json: L18 (Bamboo Forest): field \"type\""},
  };
  for (const Case& c : cases) {
    auto r = LoadContent(c.chars, c.locs, c.fate);
    INFO(c.expect);
    REQUIRE_FALSE(r.ok());
    INFO(r.error());
    CHECK(r.error().find(c.expect) != std::string::npos);
  }
}

// [SECTION] The island ----------------------------------------------------------------------

TEST_CASE("odd-r neighbours follow the die's directions", "[lost-board-game][board]") {
  Board b;
  b.n = 6;
  // Even row 2, column 2.
  const int even = b.Cell(2, 2);
  CHECK(b.Neighbour(even, 1) == b.Cell(2, 1));
  CHECK(b.Neighbour(even, 2) == b.Cell(3, 2));
  CHECK(b.Neighbour(even, 3) == b.Cell(2, 3));
  CHECK(b.Neighbour(even, 4) == b.Cell(1, 3));
  CHECK(b.Neighbour(even, 5) == b.Cell(1, 2));
  CHECK(b.Neighbour(even, 6) == b.Cell(1, 1));
  // Odd row 3, column 2.
  const int odd = b.Cell(2, 3);
  CHECK(b.Neighbour(odd, 1) == b.Cell(3, 2));
  CHECK(b.Neighbour(odd, 2) == b.Cell(3, 3));
  CHECK(b.Neighbour(odd, 3) == b.Cell(3, 4));
  CHECK(b.Neighbour(odd, 4) == b.Cell(2, 4));
  CHECK(b.Neighbour(odd, 5) == b.Cell(1, 3));
  CHECK(b.Neighbour(odd, 6) == b.Cell(2, 2));
  CHECK(b.Neighbour(b.Cell(0, 0), 6) == -1);
  // Neighbours are exactly the cells at distance 1.
  for (int n = 4; n <= 8; ++n) {
    b.n = n;
    for (int a = 0; a < b.cells(); ++a) {
      std::set<int> nb;
      for (int d = 1; d <= 6; ++d)
        if (b.Neighbour(a, d) >= 0) nb.insert(b.Neighbour(a, d));
      for (int c = 0; c < b.cells(); ++c) CHECK((b.Distance(a, c) == 1) == (nb.count(c) == 1));
      // R5: every ring cell touches the sea, every inner cell has six neighbours.
      CHECK((nb.size() == 6) == !b.Shore(a));
    }
    CHECK(static_cast<int>(b.Ring().size()) == 4 * n - 4);
    CHECK(static_cast<int>(b.InnerCells().size()) == (n - 2) * (n - 2));
  }
}

TEST_CASE("island sizes by mode and players, and the host's override", "[lost-board-game][board]") {
  CHECK(IslandSize(false, 2) == 4);
  CHECK(IslandSize(false, 4) == 4);
  CHECK(IslandSize(false, 5) == 5);
  CHECK(IslandSize(false, 8) == 5);
  CHECK(IslandSize(true, 2) == 5);
  CHECK(IslandSize(true, 3) == 5);
  CHECK(IslandSize(true, 4) == 6);
  CHECK(IslandSize(true, 5) == 6);
  CHECK(IslandSize(true, 6) == 7);
  CHECK(IslandSize(true, 7) == 7);
  CHECK(IslandSize(true, 8) == 8);
  for (int n = 4; n <= 8; ++n) {
    GameOptions o;
    o.seats = 3;
    o.seed = 5;
    o.variant.set("island", std::to_string(n) + "x" + std::to_string(n));
    auto g = LostBoardGame::Create(o);
    REQUIRE(g.ok());
    const auto& s = dynamic_cast<const LostBoardGame&>(**g).state();
    CHECK(s.board().n == n);
    CHECK(s.Census() == std::array<int, 3>{158, 75, 17});
    int shore = 0;
    for (int c = 0; c < s.board().cells(); ++c)
      if (s.board().Shore(c)) {
        ++shore;
        CHECK(s.content().locations[s.content().tiles[s.cell(c).tile]].shoreline);
      } else {
        CHECK_FALSE(s.content().locations[s.content().tiles[s.cell(c).tile]].shoreline);
      }
    CHECK(shore == 4 * n - 4);
    CHECK(static_cast<int>(s.unused_tiles().size()) == 75 - n * n);
  }
}

// [SECTION] Notation --------------------------------------------------------------------------

TEST_CASE("notation: moves print and parse back", "[lost-board-game][notation]") {
  Board b;
  b.n = 5;
  for (const char* text : {"keep Kate", "start (0,2)", "move Kate (1,2)->(2,3)", "move Ana Lucia start->(0,2)",
                           "lead Kate+Sayid -> Jin", "lead Mr. Eko -> Ana Lucia", "done", "defend Jin+Kate",
                           "choose Kate", "injure Boone", "take \"Machete\" Kate", "take \"Machete\" Kate face-down",
                           "leave \"Machete\"", "use \"First Aid Kit\" on Kate", "reward control",
                           "reward equipment \"Machete\" to Kate", "reward equipment face-down drop", "reward event",
                           "rest Kate", "peek (2,3)", "order swap", "give \"Machete\" Kate -> Sayid",
                           "give face-down:1 Kate -> Sayid", "drop \"Machete\" from Kate face-down",
                           "discard \"Bad Omen\"", "discard \"Machete\" from Kate", "pass",
                           "play \"Predict The Weather\" on Kate", "play \"Bad Omen\" on \"Snake\"",
                           "play \"Sleight of Hand\" from seat 2", "play \"Pickpocket\" \"Machete\" from Jin to Kate",
                           "play \"Rumbling Trees\" tails", "play \"Black Smoke\" NE", "play \"Rally the Survivors\"",
                           "use \"Handgun\" of Kate", "use \"First Aid Kit\" of Kate on Jin",
                           "use \"Flare Gun\" of Kate SW", "ability Jack on Kate", "ability Shannon on seat 1",
                           "ability Walt", "resign", "propose share", "accept", "decline", "direction NW"}) {
    auto m = Move::Parse(text, b);
    INFO(text << ": " << m.error());
    REQUIRE(m.ok());
    CHECK(m->ToString(b) == text);
  }
  CHECK_FALSE(Move::Parse("move Kate (9,9)->(1,1)", b).ok());
  CHECK_FALSE(Move::Parse("lead Nobody -> Jin", b).ok());
  CHECK_FALSE(Move::Parse("play \"No Such Card\"", b).ok());
  CHECK_FALSE(Move::Parse("dance", b).ok());
  CHECK(Move::Parse("LEAD kate -> JIN", b).ok());
  // A Character's card number stands for its name.
  CHECK(Move::Parse("move 2 (3,1)->(3,2)", b)->ToString(b) == "move Kate (3,1)->(3,2)");
  CHECK(Move::Parse("lead C08+2 -> 15", b)->ToString(b) == "lead Kate+Jin -> Ana Lucia");
}

// [SECTION] Flow ---------------------------------------------------------------------------------

TEST_CASE("the draft: everyone decides at once, in secret", "[lost-board-game][draft]") {
  auto g = NewGame(3, 11);
  const auto deciding = g->DecidingSeats();
  CHECK(deciding == std::vector<int>{0, 1, 2});
  const auto moves = g->LegalMoves(1);
  REQUIRE(moves.size() == 2);
  REQUIRE(g->ApplyMove(1, moves[0]).ok());
  CHECK(g->DecidingSeats() == std::vector<int>{0, 2});
  // Seat 0's copy does not know what seat 1 kept, nor what it was dealt.
  auto view0 = g->Redacted(0);
  CHECK(view0->History()[0].move == "keep ?");
  CHECK(g->Redacted(1)->History()[0].move == moves[0]);
  const Json v = view0->View(0);
  for (const Json& c : v["characters"].as_array())
    if (c["name"].as_string() == moves[0].substr(5)) CHECK(c["zone"].as_string() == "hidden");
  CHECK(v == g->View(0));
}

TEST_CASE("the sampler deals what a seat does not know and keeps what it does", "[lost-board-game][sampler]") {
  auto g = NewGame(2, 21);
  REQUIRE(g->ApplySetup("start").ok());
  // Seat 1's Starting Character carries a Machete face down: seat 1 knows it,
  // seat 0 knows only that it is an Equipment (only Equipment is carried).
  const int c1 = g->state().StartingOf(1);
  REQUIRE(c1 >= 0);
  std::string name(g->state().Name(c1));
  std::replace(name.begin(), name.end(), ' ', '_');
  REQUIRE(g->ApplySetup("carry " + name + " \"Machete\" face-down").ok());
  REQUIRE(g->ApplySetup("hand 1 \"Bad Omen\"").ok());
  const Content& content = g->state().content();
  const auto view0 = g->Redacted(0), view1 = g->Redacted(1);
  std::set<std::string> items_seen, tiles_seen;
  Rng rng(3);
  for (int k = 0; k < 40; ++k) {
    auto w0 = view0->Determinize(0, rng);
    auto w1 = view1->Determinize(1, rng);
    REQUIRE(w0 != nullptr);
    REQUIRE(w1 != nullptr);
    const State& s0 = static_cast<const LostBoardGame&>(*w0).state();
    const State& s1 = static_cast<const LostBoardGame&>(*w1).state();
    CHECK(w0->View(0) == g->View(0));
    CHECK(w1->View(1) == g->View(1));
    // Seat 1's own item and hand are what they are.
    REQUIRE(s1.ch(c1).items.size() == 1);
    CHECK(s1.Fate(s1.ch(c1).items[0].card).name == "Machete");
    REQUIRE(s1.player(1).hand.size() == 1);
    CHECK(s1.Fate(s1.player(1).hand[0]).name == "Bad Omen");
    // Seat 0 gets an Equipment there and an Event in seat 1's hand, anew each time.
    REQUIRE(s0.ch(c1).items.size() == 1);
    CHECK(s0.Fate(s0.ch(c1).items[0].card).type == FateType::kEquipment);
    items_seen.insert(s0.Fate(s0.ch(c1).items[0].card).name);
    REQUIRE(s0.player(1).hand.size() == 1);
    CHECK(s0.Fate(s0.player(1).hand[0]).type == FateType::kEvent);
    // Face-down tiles: Shoreline tiles on the ring, Inner tiles inside (R7).
    std::string tiles;
    for (int c = 0; c < s0.board().cells(); ++c) {
      const LocationDef& loc = content.locations[content.tiles[s0.cell(c).tile]];
      CHECK(loc.shoreline == s0.board().Shore(c));
      tiles += loc.name + ";";
    }
    tiles_seen.insert(tiles);
    CHECK(s0.Census() == g->state().Census());
  }
  CHECK(items_seen.size() > 1);
  CHECK(tiles_seen.size() > 30);
}

TEST_CASE("the sampler at 4 seats, from the draft on", "[lost-board-game][sampler]") {
  for (uint64_t seed = 1; seed <= 2; ++seed) {
    auto g = NewGame(4, seed);
    // Seat 2 has kept a Character, the others not yet: seat 0's worlds deal
    // seat 2 two Characters and keep one of them, in its history too.
    REQUIRE(g->ApplyMove(2, g->LegalMoves(2)[1]).ok());
    std::unique_ptr<Bot> bot = MakeBot("hard");
    Rng play(seed), sample(seed + 100);
    for (int decision = 0; decision < 600 && !g->IsTerminal(); ++decision) {
      if (decision % 11 == 0) {
        for (int seat = 0; seat < 4; ++seat) {
          auto w = g->Redacted(seat)->Determinize(seat, sample);
          REQUIRE(w != nullptr);
          INFO("seed " << seed << " decision " << decision << " seat " << seat);
          CHECK(w->View(seat) == g->View(seat));
          CHECK(static_cast<const LostBoardGame&>(*w).state().Census() == g->state().Census());
          const std::vector<int> deciding = g->DecidingSeats();
          if (std::find(deciding.begin(), deciding.end(), seat) != deciding.end())
            CHECK(w->LegalMoves(seat) == g->LegalMoves(seat));
          for (const auto& m : w->History()) CHECK(m.move != "keep ?");
        }
      }
      const int seat = g->DecidingSeats().front();
      REQUIRE(g->ApplyMove(seat, bot->ChooseMove(*g->Redacted(seat), seat, play)).ok());
    }
  }
}

// Why a level loses to another (debugging aid): LBG_DIAG=hard,easy ./lost_board_game_tests "[.diag]"
TEST_CASE("how games are lost (debugging aid)", "[.diag]") {
  const char* pair = std::getenv("LBG_DIAG");
  std::string a = "hard", b = "easy";
  if (pair) {
    const std::string p(pair);
    a = p.substr(0, p.find(','));
    b = p.substr(p.find(',') + 1);
  }
  const int games = std::getenv("LBG_GAMES") ? std::atoi(std::getenv("LBG_GAMES")) : 100;
  const GameInfo info = Descriptor();
  for (int k = 0; k < games; ++k) {
    GameOptions o;
    o.seats = 2;
    o.seed = static_cast<uint64_t>(k / 2 + 1);
    o.variant.set("first", 0);
    if (std::getenv("LBG_MODE")) o.variant.set("mode", std::string(std::getenv("LBG_MODE")));
    const int a_seat = k % 2;
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < 2; ++s) bots.push_back(MakeBot(s == a_seat ? a : b));
    std::unique_ptr<Game> last;
    auto r = PlayMatch(info, o, bots, nullptr, 200000, [&](const Game& g, int, const std::string&) {
      if (g.IsTerminal()) last = g.Clone();
    });
    if (!last || r.winners == std::vector<int>{a_seat}) continue;
    const auto& g = dynamic_cast<const LostBoardGame&>(*last);
    const State& s = g.state();
    std::cout << "seed " << o.seed << " " << a << " in seat " << a_seat << " lost (" << WinReasonName(s.win_reason())
              << ", round " << s.round() << ", winner's SC "
              << (s.StartingOf(1 - a_seat) >= 0 ? std::string(s.Name(s.StartingOf(1 - a_seat))) : "-") << "): ";
    for (int c = 0; c < kNumChars; ++c) {
      const CharState& cs = s.ch(c);
      if (cs.zone != CharState::Zone::kBoard && cs.zone != CharState::Zone::kGraveyard) continue;
      std::cout << s.Name(c) << "[" << (cs.zone == CharState::Zone::kGraveyard ? "dead" : "") << "c" << int(cs.controller)
                << (cs.sc_of >= 0 ? " sc" + std::to_string(cs.sc_of) : "") << (cs.trap ? " trap" : "")
                << (cs.moved_round ? " moved" : "") << (cs.injured ? " inj" : "") << "] ";
    }
    std::cout << "\n   last: " << g.Describe(g.History().size() - 1) << "\n";
    const int sc = s.StartingOf(a_seat);
    if (sc >= 0) {
      const std::string name(s.Name(sc));
      int shown = 0;
      for (size_t i = g.History().size(); i-- > 0 && shown < 4;) {
        const std::string d = g.Describe(i);
        if (d.find(name + " is Trapped") != std::string::npos || d.find(name + " will skip") != std::string::npos ||
            d.find(name + " skips") != std::string::npos || d.find(name + " rests") != std::string::npos ||
            d.find("tries to lead") != std::string::npos) {
          std::cout << "   " << g.History()[i].seat << ": " << g.History()[i].move << " -> " << d.substr(0, 200) << "\n";
          ++shown;
        }
      }
    }
  }
}

// How often each Starting Character wins (debugging aid for the draft):
// LBG_LEVEL=hard LBG_GAMES=1000 ./lost_board_game_tests "[.scstats]"
TEST_CASE("win rates by Starting Character (debugging aid)", "[.scstats]") {
  const char* level = std::getenv("LBG_LEVEL");
  const int games = std::getenv("LBG_GAMES") ? std::atoi(std::getenv("LBG_GAMES")) : 400;
  const GameInfo info = Descriptor();
  std::map<std::string, std::pair<int, int>> stats;
  for (int k = 0; k < games; ++k) {
    GameOptions o;
    o.seats = 2;
    o.seed = static_cast<uint64_t>(k + 1);
    if (std::getenv("LBG_MODE")) o.variant.set("mode", std::string(std::getenv("LBG_MODE")));
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < 2; ++s) bots.push_back(MakeBot(level ? level : "hard"));
    std::vector<std::string> sc(2);
    auto r = PlayMatch(info, o, bots, nullptr, 200000, [&](const Game& g, int, const std::string&) {
      const State& s = dynamic_cast<const LostBoardGame&>(g).state();
      for (int p = 0; p < 2; ++p)
        if (sc[static_cast<size_t>(p)].empty() && s.StartingOf(p) >= 0) sc[static_cast<size_t>(p)] = std::string(s.Name(s.StartingOf(p)));
    });
    for (int p = 0; p < 2; ++p) {
      auto& st = stats[sc[static_cast<size_t>(p)]];
      ++st.first;
      if (std::find(r.winners.begin(), r.winners.end(), p) != r.winners.end()) ++st.second;
    }
  }
  for (const auto& [name, st] : stats)
    std::cout << name << ": " << st.second << "/" << st.first << " = " << (100 * st.second / std::max(1, st.first)) << "%\n";
}

// [SECTION] Notation over whole games ----------------------------------------------------------

TEST_CASE("notation: every legal move of random games prints and parses back to itself", "[lost-board-game][notation]") {
  const GameInfo info = Descriptor();
  long total = 0;
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    GameOptions o;
    o.seats = 2 + static_cast<int>(seed % 4);
    o.seed = seed;
    o.variant.set("mode", seed % 2 ? "beginner" : "advanced");
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < o.seats; ++s) bots.push_back(MakeBot("random"));
    long checked = 0;
    PlayMatch(info, o, bots, nullptr, 100000, [&](const Game& g, int, const std::string&) {
      const auto& game = dynamic_cast<const LostBoardGame&>(g);
      for (int seat : g.DecidingSeats()) {
        for (const std::string& m : g.LegalMoves(seat)) {
          auto parsed = Move::Parse(m, game.state().board());
          INFO(m << ": " << parsed.error());
          REQUIRE(parsed.ok());
          REQUIRE(parsed->ToString(game.state().board()) == m);
          ++checked;
        }
      }
    });
    CHECK(checked > 20);  // the game was played, not refused at its start
    total += checked;
  }
  CHECK(total > 30 * 100);
}

// [SECTION] Hidden information -----------------------------------------------------------------

namespace {
std::unique_ptr<LostBoardGame> Started(int seats, uint64_t seed, const std::vector<std::string>& setup,
                                       const std::string& mode = "advanced") {
  GameOptions o;
  o.seats = seats;
  o.seed = seed;
  o.variant.set("mode", mode);
  o.variant.set("first", 0);
  auto created = LostBoardGame::Create(o);
  REQUIRE(created.ok());
  std::unique_ptr<LostBoardGame> g(static_cast<LostBoardGame*>(created->release()));
  // Fixed deals: Kate (seat 0), Locke (seat 1), Jin (seat 2) start.
  const char* deals[] = {"deal 0 Kate Jack", "deal 1 Locke Sayid", "deal 2 Jin Hurley"};
  for (int s = 0; s < seats && s < 3; ++s) REQUIRE(g->ApplySetup(deals[s]).ok());
  REQUIRE(g->ApplySetup("start").ok());
  for (const auto& line : setup) {
    const Status st = g->ApplySetup(line);
    INFO(line << ": " << st.reason());
    REQUIRE(st.ok());
    REQUIRE(g->state().Census() == std::array<int, 3>{158, 75, 17});
  }
  return g;
}

// As the session does: seats that can only pass, pass.
void AutoPass(LostBoardGame& g) {
  for (bool again = true; again && !g.IsTerminal();) {
    again = false;
    for (int s : g.DecidingSeats())
      if (!g.PassMove(s).empty() && g.LegalMoves(s) == std::vector<std::string>{"pass"}) {
        REQUIRE(g.ApplyMove(s, "pass").ok());
        again = true;
        break;
      }
  }
}

void Play(LostBoardGame& g, int seat, const std::string& move) {
  AutoPass(g);
  const Status st = g.ApplyMove(seat, move);
  INFO("seat " << seat << " \"" << move << "\": " << st.reason());
  REQUIRE(st.ok());
}
}  // namespace

TEST_CASE("views and redacted copies show a seat only what it may see", "[lost-board-game][hidden]") {
  auto g = Started(2, 5,
                   {"place Kate (1,1)", "carry Kate \"Rifle\" face-down", "hand 0 \"Snare\"", "hand 1 \"Sanctuary\"",
                    "tile (3,3) \"Radio Tower\" face-down", "carry Locke \"Map\" face-down"});
  const Json v0 = g->View(0), v1 = g->View(1);
  // Hands: your own by name, the others' as a count.
  CHECK(v0.Dump().find("Snare") != std::string::npos);
  CHECK(v1.Dump().find("Snare") == std::string::npos);
  CHECK(v1["players"].as_array()[0]["hand_count"].as_int() == 1);
  // Face-down Equipment: its carrier's player knows it.
  CHECK(v0.Dump().find("Rifle") != std::string::npos);
  CHECK(v1.Dump().find("Rifle") == std::string::npos);
  CHECK(v1.Dump().find("Map") != std::string::npos);  // seat 1 put it there
  CHECK(v0.Dump().find("\"Map\"") == std::string::npos);
  // Face-down tiles: nobody knows them.
  CHECK(v0.Dump().find("Radio Tower") == std::string::npos);
  for (int s = 0; s < 2; ++s) CHECK(g->Redacted(s)->View(s) == g->View(s));
  // A redacted copy holds no hidden card: seat 1's copy of seat 0's hand is unknown.
  const auto redacted1 = g->Redacted(1);
  const auto& r1 = dynamic_cast<const LostBoardGame&>(*redacted1).state();
  for (uint8_t c : r1.player(0).hand) CHECK(c == kUnknown);
  CHECK(r1.cell(r1.board().Cell(3, 3)).tile == kUnknown);
  for (uint8_t c : r1.fate_deck()) CHECK(c == kUnknown);
}

TEST_CASE("a peek shows the tile to the one who looked, and nobody else", "[lost-board-game][hidden]") {
  auto g = Started(2, 6, {"place Kate (1,1)", "carry Kate \"Map\"", "tile (3,3) \"Radio Tower\" face-down"});
  Play(*g, 0, "use \"Map\" of Kate");
  Play(*g, 0, "peek (3,3)");
  CHECK(g->View(0).Dump().find("Radio Tower") != std::string::npos);
  CHECK(g->View(1).Dump().find("Radio Tower") == std::string::npos);
  CHECK(g->RevealedInformation(g->History().size() - 1));
  // The peeker's redacted copy keeps the tile; the other's does not.
  const auto redacted0 = g->Redacted(0), redacted1 = g->Redacted(1);
  const auto& r0 = dynamic_cast<const LostBoardGame&>(*redacted0).state();
  const auto& r1 = dynamic_cast<const LostBoardGame&>(*redacted1).state();
  CHECK(r0.cell(r0.board().Cell(3, 3)).tile != kUnknown);
  CHECK(r1.cell(r1.board().Cell(3, 3)).tile == kUnknown);
}

TEST_CASE("a seat's snapshot holds only what it may see, and a bad one is refused", "[lost-board-game][hidden][snapshot]") {
  auto g = Started(2, 5, {"hand 0 \"Snare\"", "hand 1 \"Sanctuary\"", "tile (3,3) \"Radio Tower\" face-down"});
  const State& s = g->state();
  const int cell = s.board().Cell(3, 3);
  const int sanctuary = s.player(1).hand.at(0), tower = s.cell(cell).tile;
  const Json full = g->Snapshot(), mine = g->Redacted(0)->Snapshot();
  // Seat 1's hand and the face-down tile by index: in the full snapshot, not in seat 0's.
  const std::string hand1 = "\"hand\":[" + std::to_string(sanctuary) + "]";
  CHECK(full["players"].as_array()[1].Dump().find(hand1) != std::string::npos);
  CHECK(mine["players"].as_array()[1]["hand"] == Json(Json::Array{Json(int{kUnknown})}));
  CHECK(mine.Dump().find(hand1) == std::string::npos);
  CHECK(full["cells"].as_array()[static_cast<size_t>(cell)]["tile"].as_int() == tower);
  CHECK(mine["cells"].as_array()[static_cast<size_t>(cell)]["tile"].as_int() == kUnknown);
  for (const Json& c : mine["deck"].as_array()) CHECK(c.as_int() == kUnknown);
  // Restored on a fresh game without a seed, it is seat 0's table.
  GameOptions guest_options = g->Options();
  guest_options.seed = 0;
  auto guest = LostBoardGame::Create(guest_options);
  REQUIRE(guest.ok());
  REQUIRE((*guest)->Restore(*Json::Parse(mine.Dump())).ok());
  CHECK((*guest)->View(0) == g->View(0));
  CHECK((*guest)->Snapshot() == mine);

  // A card index out of range, or a game for three: refused, the table unchanged.
  Json bad_card = mine;
  Json players = bad_card["players"];
  Json p0 = players.as_array()[0];
  p0.set("hand", Json(Json::Array{Json(static_cast<int>(s.content().cards.size()))}));
  players.mutable_array()[0] = p0;
  bad_card.set("players", players);
  const Status st = (*guest)->Restore(bad_card);
  CHECK_FALSE(st.ok());
  CHECK(st.reason().find("card") != std::string::npos);
  Json three = mine;
  Json more = three["players"];
  more.push_back(more.as_array()[1]);
  three.set("players", more);
  CHECK_FALSE((*guest)->Restore(three).ok());
  CHECK_FALSE(g->Restore(three).ok());
  CHECK((*guest)->Snapshot() == mine);
  CHECK(g->Snapshot() == full);

  // Damaged texts (a character changed, dropped or doubled) are refused or restore to a table
  // that can be read, and never crash.
  auto later = NewGame(4, 21);
  Rng pick(4);
  for (int k = 0; k < 300 && !later->IsTerminal(); ++k) {
    const int seat = later->DecidingSeats().front();
    const auto moves = later->LegalMoves(seat);
    REQUIRE(later->ApplyMove(seat, moves[pick.UniformBelow(static_cast<uint32_t>(moves.size()))]).ok());
  }
  Rng fuzz(3);
  for (int k = 0; k < 6000; ++k) {
    GameOptions guest_options = (k % 2 ? later : g)->Options();
    guest_options.seed = 0;
    std::string t = (k % 2 ? later : g)->Redacted(0)->Snapshot().Dump();
    const size_t at = fuzz.UniformBelow(static_cast<uint32_t>(t.size()));
    static const char kChars[] = "0123456789-,[]{}\":.etn ";
    switch (fuzz.UniformBelow(3)) {
      case 0: t[at] = kChars[fuzz.UniformBelow(sizeof kChars - 1)]; break;
      case 1: t.erase(at, 1); break;
      default: t.insert(at, 1, t[at]); break;
    }
    const Result<Json> parsed = Json::Parse(t);
    if (!parsed.ok()) continue;
    auto target = LostBoardGame::Create(guest_options);
    REQUIRE(target.ok());
    if (!(*target)->Restore(*parsed).ok()) {
      CHECK((*target)->Snapshot() == LostBoardGame::Create(guest_options).value()->Snapshot());
      continue;
    }
    CHECK_FALSE((*target)->Snapshot().is_null());
    (void)(*target)->View(0);
    (void)(*target)->Scores();
    for (int seat : (*target)->DecidingSeats()) (void)(*target)->LegalMoves(seat);
  }

  // During the draft: the other seats' dealt Characters and choices are not in seat 0's snapshot.
  auto d = NewGame(3, 11);
  const std::string kept = d->LegalMoves(1).front();
  REQUIRE(d->ApplyMove(1, kept).ok());
  const int8_t dealt = d->state().player(1).dealt[0];
  const Json draft_full = d->Snapshot(), draft0 = d->Redacted(0)->Snapshot();
  CHECK(draft_full.Dump().find(kept) != std::string::npos);
  CHECK(draft0.Dump().find(kept) == std::string::npos);
  REQUIRE(draft0["history"]["moves"].size() == 1);
  CHECK(draft0["history"]["moves"].as_array()[0].as_string() == "keep ?");
  const Json& p1 = draft0["players"].as_array()[1];
  CHECK(p1["dealt"] == Json(Json::Array{Json(-1), Json(-1)}));
  CHECK(p1["kept"].as_int() == kNumChars);  // decided, but not what
  CHECK(draft_full["players"].as_array()[1]["dealt"].as_array()[0].as_int() == dealt);
  CHECK(draft0["chars"].as_array()[static_cast<size_t>(dealt)]["zone"].as_int(0) ==
        static_cast<int>(CharState::Zone::kHidden));
}

// What travels per move to a guest (docs/multi-device.md): a snapshot's size
// and cost in Round 5 of random games (debugging aid):
// ./lost_board_game_tests "[.snapshot-size]"
TEST_CASE("snapshot size in Round 5 (debugging aid)", "[.snapshot-size]") {
  for (int seats : {4, 8}) {
    auto g = NewGame(seats, 77);
    Rng rng(5);
    while (!g->IsTerminal() && g->state().round() < 5) {
      const int seat = g->DecidingSeats().front();
      std::vector<std::string> moves;
      for (const std::string& m : g->LegalMoves(seat))
        if (m != "resign" && m != "propose share") moves.push_back(m);
      REQUIRE(g->ApplyMove(seat, moves[rng.UniformBelow(static_cast<uint32_t>(moves.size()))]).ok());
    }
    const auto mine = g->Redacted(0);
    const auto start = std::chrono::steady_clock::now();
    size_t bytes = 0;
    for (int k = 0; k < 20; ++k) bytes = mine->Snapshot().Dump().size();
    const auto mid = std::chrono::steady_clock::now();
    auto guest = NewGame(seats, 0);
    const Json parsed = *Json::Parse(mine->Snapshot().Dump());
    for (int k = 0; k < 20; ++k) REQUIRE(guest->Restore(parsed).ok());
    const auto end = std::chrono::steady_clock::now();
    auto ms = [](auto d) { return std::chrono::duration<double, std::milli>(d).count() / 20; };
    std::cout << seats << " players, Round " << g->state().round() << ", " << g->History().size()
              << " moves: seat 0's snapshot " << bytes << " bytes (its history "
              << mine->Snapshot()["history"].Dump().size() << "; the full game's " << g->Snapshot().Dump().size()
              << "); Snapshot+Dump " << ms(mid - start) << " ms, Restore " << ms(end - mid) << " ms\n";
  }
}

TEST_CASE("undo may not cross a move that drew or rolled", "[lost-board-game][hidden]") {
  auto g = Started(2, 7, {"place Kate (1,1)", "tile (1,1) \"Fresh Water Spring\" face-up",
                          "tile (2,1) \"Jungle Path\" face-down"});
  Play(*g, 0, "pass");
  CHECK_FALSE(g->RevealedInformation(g->History().size() - 1));
  Play(*g, 0, "move Kate (1,1)->(2,1)");
  CHECK(g->RevealedInformation(g->History().size() - 1));
}

// [SECTION] Odds -----------------------------------------------------------------------------------

TEST_CASE("Power Check odds count all 36 rolls", "[lost-board-game][odds]") {
  for (int a = 0; a <= 12; ++a)
    for (int b = 0; b <= 12; ++b) {
      int w = 0, t = 0, l = 0;
      for (int x = 1; x <= 6; ++x)
        for (int y = 1; y <= 6; ++y) {
          w += a + x > b + y;
          t += a + x == b + y;
          l += a + x < b + y;
        }
      // The same through the engine: Kate (3) plus Adrenaline-style side mods.
      auto g = Started(2, 8, {"place Kate (1,1)", "tile (1,1) \"Fresh Water Spring\" face-up",
                              "tile (2,1) \"Jungle Path\" face-down", "fate-top \"Bugs\"",
                              "hand 0 \"Predict The Weather\""});
      Play(*g, 0, "pass");
      Play(*g, 0, "move Kate (1,1)->(2,1)");
      AutoPass(*g);
      const State& s = g->state();
      REQUIRE(s.pc());
      // Kate 3 against the Bugs 2: check the engine's count for this pair.
      if (a == 3 && b == 2) CHECK(s.CurrentOdds() == Odds{w, t, l, 36});
      CHECK(w + t + l == 36);
    }
}

TEST_CASE("the odds after each play the deciding seat could make", "[lost-board-game][odds]") {
  auto g = Started(2, 9, {"place Kate (1,1)", "tile (1,1) \"Fresh Water Spring\" face-up",
                          "tile (2,1) \"Jungle Path\" face-down", "fate-top \"Snake\"",
                          "hand 0 \"Predict The Weather\" \"Adrenaline Rush\" \"Bad Omen\""});
  Play(*g, 0, "pass");
  Play(*g, 0, "move Kate (1,1)->(2,1)");
  AutoPass(*g);
  const auto plays = g->PlayOdds(0);
  std::map<std::string, Odds> by;
  for (const auto& [m, o] : plays) by[m] = o;
  // Kate 3 against the Snake 7: +1, +2, and -2 on the Snake (7 -> 5).
  REQUIRE(by.count("play \"Predict The Weather\" on Kate"));
  REQUIRE(by.count("play \"Adrenaline Rush\" on Kate"));
  REQUIRE(by.count("play \"Bad Omen\" on \"Snake\""));
  CHECK(by["play \"Adrenaline Rush\" on Kate"].win > by["play \"Predict The Weather\" on Kate"].win);
  CHECK(by["play \"Bad Omen\" on \"Snake\""].win == by["play \"Adrenaline Rush\" on Kate"].win);
  CHECK(g->state().CurrentOdds().win < by["play \"Predict The Weather\" on Kate"].win);
  // A lead attempt's odds before it is declared.
  const State& s = g->state();
  const int jin = s.content().CharacterByName("Jin"), kate = s.content().CharacterByName("Kate");
  (void)jin;
  CHECK(s.LeadOdds(1u << kate, s.content().CharacterByName("Locke")).total == 36);
}

// [SECTION] Deciding seats -----------------------------------------------------------------------

TEST_CASE("only the seat with priority may pass, and a seat with nothing to play can only pass",
          "[lost-board-game][window]") {
  auto g = Started(3, 10, {"place Kate (1,1)", "hand 2 \"Sanctuary\""});
  CHECK(g->DecidingSeats() == std::vector<int>{0});
  CHECK(g->PassMove(0) == "pass");
  CHECK(g->PassMove(1).empty());
  REQUIRE(g->ApplyMove(0, "pass").ok());
  // Seat 1 holds nothing: its only move is the pass the session makes for it.
  CHECK(g->DecidingSeats() == std::vector<int>{1});
  CHECK(g->LegalMoves(1) == std::vector<std::string>{"pass"});
  CHECK(g->ActiveSeat() == 0);
  CHECK_FALSE(g->DecisionConcerns(1));
  REQUIRE(g->ApplyMove(1, "pass").ok());
  CHECK(g->DecidingSeats() == std::vector<int>{2});
  CHECK(g->LegalMoves(2).size() > 1);
}

TEST_CASE("the log reads right when a player is called You", "[lost-board-game][narration]") {
  GameOptions o;
  o.seats = 2;
  o.seed = 1;
  auto created = LostBoardGame::Create(o);
  REQUIRE(created.ok());
  const auto& g = static_cast<const LostBoardGame&>(**created);
  const std::vector<std::string> names = {"You", "Ana"};
  Event turn;
  turn.kind = Event::Kind::kTurnBegan;
  turn.n = 3;
  turn.seat = 0;
  CHECK(g.Narrate(turn, names) == "Round 3: Your turn.");
  turn.seat = 1;
  CHECK(g.Narrate(turn, names) == "Round 3: Ana's turn.");
  Event passed;
  passed.kind = Event::Kind::kPassed;
  passed.seat = 0;
  CHECK(g.Narrate(passed, names) == "You pass.");
  passed.seat = 1;
  CHECK(g.Narrate(passed, names) == "Ana passes.");
  Event peek;
  peek.kind = Event::Kind::kPeeked;
  peek.seat = 1;
  peek.n = 0;
  CHECK(g.Narrate(peek, names) == "Ana looks at your hand.");
}

// Every sentence of the log, for a player by name and for "You" (core/person.h):
// "You pass", never "You passes"; "1 turn", never "turn(s)"; "your", never
// "their" for You.
TEST_CASE("Lost: The Board Game: every log sentence reads right for a name and for You", "[lost-board-game]") {
  auto game = NewGame(2, 5);
  const std::vector<std::vector<std::string>> name_sets = {{"Ana", "You"}, {"You", "Ana"}};
  int checked = 0;
  for (int kind = 0; kind <= static_cast<int>(Event::Kind::kPassed); ++kind) {
    for (int n : {-2, 0, 1, 2}) {
      for (const auto& names : name_sets) {
        Event e;
        e.kind = static_cast<Event::Kind>(kind);
        e.seat = 0;
        e.ch = 1;
        e.ch2 = 2;
        e.card = 0;
        e.cell = 5;
        e.n = n == -2 && e.kind != Event::Kind::kPeeked ? 1 : n;
        if (e.kind == Event::Kind::kStoleEvent || e.kind == Event::Kind::kPeeked) e.n = n >= 0 ? 1 : n;
        const std::string t = game->Narrate(e, names);
        INFO(t);
        CHECK(t.find("(s)") == std::string::npos);
        // The subject "You" takes the base form of its verb ("You pass").
        for (size_t at = t.find("You "); at != std::string::npos; at = t.find("You ", at + 1)) {
          const size_t end = t.find_first_of(" .!", at + 4);
          const std::string verb = t.substr(at + 4, end - at - 4);
          CHECK((verb == "pass" || verb == "now" || verb.empty() || verb.back() != 's'));
          CHECK(verb != "is");
        }
        // A named subject takes the third person ("Ana passes").
        if (t.rfind("Ana ", 0) == 0) {
          const size_t end = t.find_first_of(" .!", 4);
          const std::string verb = t.substr(4, end - 4);
          CHECK((verb == "now" || verb.back() == 's'));
        }
        if (names[0] == "You") {
          CHECK(t.find("their") == std::string::npos);
          CHECK(t.find("You's") == std::string::npos);
          // "from you", "at your": "You" only starts a sentence (or follows a colon).
          for (size_t at = t.find(" You"); at != std::string::npos; at = t.find(" You", at + 1))
            CHECK((at > 0 && (t[at - 1] == ':' || t[at - 1] == '.' || t[at - 1] == '!')));
        }
        ++checked;
      }
    }
  }
  CHECK(checked > 100);
  // The two sentences the rulebook's examples read most: a pass, a trap.
  Event pass;
  pass.kind = Event::Kind::kPassed;
  pass.seat = 0;
  CHECK(game->Narrate(pass, {"You", "Ana"}) == "You pass.");
  CHECK(game->Narrate(pass, {"Ana", "You"}) == "Ana passes.");
  Event trap;
  trap.kind = Event::Kind::kTrapped;
  trap.ch = 1;
  trap.n = 1;
  CHECK(game->Narrate(trap, {"Ana"}) == "Kate is Trapped for 1 turn.");
  trap.n = 2;
  CHECK(game->Narrate(trap, {"Ana"}) == "Kate is Trapped for 2 turns.");
}

// Figures for docs and reports (not a check): how often a person holding one
// card is asked in reaction windows per Round, by the old rule (anything but
// "pass" legal) and by WorthAsking, in 4-player games against 3 medium bots;
// and the share of log lines that are passes, before and after folding runs
// of passes into one line. The person passes every window (keeping the card)
// and otherwise moves as a medium bot would; its hand is reset to the one
// card after every move, and it keeps Kate (no ability to ask about).
//   ./lost_board_game_tests "[.figures]"
TEST_CASE("Lost: The Board Game: prompts per Round for a person with one card", "[.figures]") {
  for (const char* card : {"hand 0 \"Predict The Weather\"", "hand 0 \"Snare\"", "hand 0 \"Second Chance\""}) {
    long asked_before = 0, asked_after = 0, rounds = 0, lines = 0, pass_lines = 0, folded = 0;
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      GameOptions o;
      o.seats = 4;
      o.seed = seed;
      o.variant.set("first", 0);
      auto created = LostBoardGame::Create(o);
      REQUIRE(created.ok());
      auto& g = static_cast<LostBoardGame&>(**created);
      // Kate and Jin: abilities that never ask anything (R2 table).
      REQUIRE(g.ApplySetup("deal 0 Kate Jin").ok());
      REQUIRE(g.ApplySetup("start").ok());
      REQUIRE(g.ApplySetup(card).ok());
      Rng rng(seed);
      bool in_pass_run = false;
      for (int step = 0; step < 3000 && !g.IsTerminal() && g.state().round() <= 10; ++step) {
        const int seat = g.DecidingSeats().front();
        std::string move;
        const std::string pass = g.PassMove(seat);
        const auto legal = g.LegalMoves(seat);
        if (seat == 0 && !pass.empty()) {
          // Still holding the card? Count the prompts.
          if (legal.size() > 1) {
            bool only_meta = true;  // resign / propose: the start of its own turn
            for (const auto& m : legal) only_meta &= m == "pass" || m == "resign" || m == "propose share";
            if (!only_meta) {
              ++asked_before;
              if (g.WorthAsking(0)) {
                ++asked_after;
                if (std::getenv("LBG_FIGURES_WHY"))  // which windows still ask
                  std::cout << WindowName(g.state().window().kind) << " " << legal.back() << "\n";
              }
            }
          }
          move = pass;
        } else if (!pass.empty() && legal.size() == 1) {
          move = pass;
        } else if (seat == 0 && std::find(legal.begin(), legal.end(), "done") != legal.end()) {
          move = "done";  // no lead attempts: the person leads nobody with an ability to ask about
        } else {
          move = ChooseBotMove(g.state(), seat, lost_board_game::BotLevel::kMedium, rng).ToString(g.state().board());
        }
        const int round = g.state().round();
        REQUIRE(g.ApplyMove(seat, move).ok());
        // The one card, and nothing the person drew since.
        if (g.state().player(0).hand.size() != 1 && !g.IsTerminal() && !g.state().player(0).out &&
            !g.ApplySetup(card).ok())
          break;  // no such card left to deal: the game's figures end here
        if (g.state().round() != round) ++rounds;
        ++lines;
        if (move == "pass") {
          ++pass_lines;
          if (!in_pass_run) ++folded;
          in_pass_run = true;
        } else {
          in_pass_run = false;
        }
      }
    }
    const long folded_lines = lines - pass_lines + folded;
    std::cout << card << ": prompts per Round " << double(asked_before) / rounds << " before, "
              << double(asked_after) / rounds << " after; passes " << 100.0 * pass_lines / lines
              << "% of log lines, " << 100.0 * folded / folded_lines << "% folded\n";
    CHECK(asked_after <= asked_before);
  }
}

// The easy bot plays like a beginner: the rulebook's third example (Kate 3
// rolls 2, the Bugs 2 roll 3: a tie) is how a beginner uses a card, after the
// dice and only when it wins the check; before the dice it keeps the card.
TEST_CASE("Lost: The Board Game: the easy bot plays Predict The Weather as the rulebook's example does",
          "[lost-board-game]") {
  GameOptions o;
  o.seats = 2;
  o.seed = 3;
  o.variant.set("first", 0);
  auto created = LostBoardGame::Create(o);
  REQUIRE(created.ok());
  auto& g = static_cast<LostBoardGame&>(**created);
  for (const char* line : {"deal 0 Kate Jack", "deal 1 Sayid Locke", "start", "place Kate (1,1)",
                           "tile (2,1) \"Bamboo Forest\" face-down", "fate-top \"Bugs\"", "dice 2 3",
                           "hand 0 \"Predict The Weather\""})
    REQUIRE(g.ApplySetup(line).ok());
  // The passes the session makes for a seat with nothing to play.
  auto auto_pass = [&] {
    for (int guard = 0; guard < 50 && !g.DecidingSeats().empty(); ++guard) {
      const int seat = g.DecidingSeats().front();
      const auto legal = g.LegalMoves(seat);
      if (legal.size() != 1 || legal.front() != g.PassMove(seat)) return;
      REQUIRE(g.ApplyMove(seat, legal.front()).ok());
    }
  };
  REQUIRE(g.ApplyMove(0, "pass").ok());
  auto_pass();
  REQUIRE(g.ApplyMove(0, "move Kate (1,1)->(2,1)").ok());
  auto_pass();
  Rng rng(1);
  REQUIRE(g.state().window().kind == WindowKind::kPcPre);
  CHECK(ChooseBotMove(g.state(), 0, lost_board_game::BotLevel::kEasy, rng).kind == Move::Kind::kPass);
  REQUIRE(g.ApplyMove(0, "pass").ok());
  auto_pass();
  REQUIRE(g.state().window().kind == WindowKind::kPcPost);
  REQUIRE(g.state().CurrentOdds().tie == 1);
  const Move m = ChooseBotMove(g.state(), 0, lost_board_game::BotLevel::kEasy, rng);
  CHECK(m.ToString(g.state().board()) == "play \"Predict The Weather\" on Kate");
}

// The table in words (docs/accessibility.md): a few lines and labels of a
// known table, as each seat hears them.
TEST_CASE("Lost: The Board Game in words: the table and the moves, as each seat may see them", "[lost-board-game][words]") {
  auto g = Started(2, 5,
                   {"place Kate (1,1)", "tile (1,1) \"Fresh Water Spring\" face-up", "carry Kate \"Rifle\" face-down",
                    "hand 0 \"Snare\"", "tile (2,1) \"Jungle Path\" face-down", "tile (1,2) \"Beach Camp\" face-up"});
  Play(*g, 0, "pass");
  AutoPass(*g);
  auto lines = [&](int seat, const std::vector<std::string>& names) {
    std::map<std::string, std::vector<std::string>> parts;
    for (const auto& p : g->DescribeTable(seat, names)) parts[p.heading] = p.lines;
    return parts;
  };
  auto you = lines(0, {"You", "Ben"});
  auto ben = lines(1, {"Ana", "You"});
  // What is asked, and of whom.
  CHECK(you["Now"] == std::vector<std::string>{"Round 1, your turn: Step 1, moving.",
                                                "Step 1: move your Characters, one at a time, or end the step."});
  CHECK(ben["Now"] == std::vector<std::string>{"Round 1, Ana's turn: Step 1, moving.",
                                                "Waiting for Ana: moving Characters (Step 1)."});
  // Your own face-down card by name; another's as a face-down card.
  CHECK(you["Characters"][0] ==
        "Kate (yours; Power 3; your Starting Character): at Fresh Water Spring (1,1); healthy; carries Rifle (face down).");
  CHECK(ben["Characters"][1] ==
        "Kate (Ana's; Power 3; Ana's Starting Character): at Fresh Water Spring (1,1); healthy; carries a face-down card.");
  CHECK(you["Your Events"] ==
        std::vector<std::string>{"Snare: At any time: Trap a Character that is not on a Campsite for 1 turn."});
  CHECK(ben["Players"][1] == "Ana: 1 Character in play, 1 Event in hand; Starting Character Kate; Starting Location by "
                             "(0,0); their turn.");
  // The island by tile: revealed tiles by name, face-down ones by where they lie only.
  const std::vector<std::string>& island = you["The island"];
  CHECK(std::count(island.begin(), island.end(),
                   "(1,1) Fresh Water Spring, Inner: Heal every Character of the team. Here: Kate (yours).") == 1);
  CHECK(std::count(island.begin(), island.end(), "Ben's Starting Location, by (4,4): Locke (Ben's).") == 1);
  for (const auto& parts : {you, ben})
    for (const auto& [heading, text] : parts)
      for (const std::string& line : text) CHECK(line.find("Jungle Path") == std::string::npos);
  // The buttons.
  const std::vector<std::string> names = {"You", "Ben"};
  CHECK(g->DescribeLegalMove(0, "move Kate (1,1)->(2,1)", names).label == "Move Kate east to the face-down tile (2,1)");
  CHECK(g->DescribeLegalMove(0, "move Kate (1,1)->(1,2)", names).label == "Move Kate south-west to Beach Camp (1,2)");
  CHECK(g->DescribeLegalMove(0, "move Kate (1,1)->(3,1)", names).label ==
        "Move Kate east to the face-down tile (3,1) (2 tiles)");
  CHECK(g->DescribeLegalMove(0, "move Kate (1,1)->(2,1)", names).kind == "Move");
  CHECK(g->DescribeLegalMove(0, "resign", names).label == "Resign (leave the game)");
  CHECK(g->DescribeLegalMove(0, "play \"Snare\" on Locke", names).label == "Play Snare on Locke (Ben's)");
  CHECK(g->DescribeLegalMove(0, "give face-down:1 Kate -> Jack", names).label ==
        "Give face-down card 1 (Rifle) from Kate to Jack");
  CHECK(g->DescribeLegalMove(1, "give face-down:1 Kate -> Jack", {"Ana", "You"}).label ==
        "Give face-down card 1 from Kate to Jack");
}
