#include <catch2/catch.hpp>

#include "core/scenario.h"
#include "../support/cheer_game.h"
#include "../support/fixture_game.h"

using lf::RunScenario;
using lf::testing::FixtureRegistry;

TEST_CASE("a scenario checks moves, refusals and outcomes", "[scenario]") {
  const char* text = R"(
# Two players; we fix both hands so the story is exact.
game high-card
seats 2
seed 4
setup hand 0 5 9 12
setup hand 1 3 10 11
expect query deck-count 18
expect current 0
move 0 play 9
expect score 0 9
refuse 1 play 9 | you have no 9
refuse 0 play 5 | not your turn
move 1 play 3
expect scores 9 0
expect view-has 1 [10,11
expect view-lacks 0 [10,11
expect legal 0 play 12
expect not-legal 0 play 3
expect not-terminal
)";
  auto report = RunScenario(text, FixtureRegistry(), nullptr);
  REQUIRE(report.ok());
  for (const auto& f : report->failures) UNSCOPED_INFO(f);
  CHECK(report->passed());
  CHECK(report->checks == 15);
}

TEST_CASE("a scenario reports every mismatch with its line", "[scenario]") {
  const char* text = R"(game high-card
setup hand 0 5 9 12
move 0 play 9
expect score 0 10
move 1 play 99
refuse 0 play 12 | whatever
expect terminal
)";
  auto report = RunScenario(text, FixtureRegistry(), nullptr);
  REQUIRE(report.ok());
  REQUIRE(report->failures.size() == 4);
  CHECK(report->failures[0].find("line 4: expected score 10 for seat 0, got 9") == 0);
  CHECK(report->failures[1].find("line 5") == 0);
  CHECK(report->failures[2].find("line 6: refusal reason \"it is not your turn\" does not mention \"whatever\"") == 0);
  CHECK(report->failures[3].find("line 7") == 0);
}

TEST_CASE("a malformed scenario is an error, not a pass", "[scenario]") {
  CHECK_FALSE(RunScenario("move 0 play 1\n", FixtureRegistry(), nullptr).ok());
  CHECK_FALSE(RunScenario("game chess\n", FixtureRegistry(), nullptr).ok());
  CHECK_FALSE(RunScenario("game high-card\nfrobnicate\n", FixtureRegistry(), nullptr).ok());
  CHECK_FALSE(RunScenario("game high-card\nmove 0 play 1\nseed 3\n", FixtureRegistry(), nullptr).ok());
  CHECK_FALSE(RunScenario("# nothing\n", FixtureRegistry(), nullptr).ok());
}

TEST_CASE("a seat that can only pass passes by itself before the next line", "[scenario]") {
  lf::GameRegistry registry;
  registry.Add(lf::testing::CheerInfo());
  const char* text = R"(
game cheer
seats 3
seed 4
setup hand 0 5 9 12
setup hand 1 3 10 11
setup hand 2 1 2 4
move 0 play 9
# Seats 1 and 2 may each cheer once.
expect current 1
move 1 cheer
expect current 2
move 2 pass
move 1 play 10
# Seat 2 still holds its cheer; seat 0 too.
move 2 cheer
expect current 0
move 0 pass
move 2 play 4
# Seat 0 keeps its cheer; seat 1 has none and is passed without a line.
move 0 pass
expect current 0
move 0 play 12
# Nobody but seat 0 holds a cheer: seats 1 and 2 pass by themselves.
expect current 1
)";
  auto report = RunScenario(text, registry, nullptr);
  REQUIRE(report.ok());
  for (const auto& f : report->failures) UNSCOPED_INFO(f);
  CHECK(report->passed());
}
