#include <catch2/catch.hpp>

#include "../support/fixture_game.h"
#include "../support/simulation.h"

using lf::testing::HighCardGame;

TEST_CASE("random simulation of the fixture game keeps every invariant", "[simulation]") {
  const auto* info = lf::testing::FixtureRegistry().Find("high-card");
  for (int seats = 2; seats <= 4; ++seats) {
    lf::testing::SimulationConfig config;
    config.games = 1000;
    config.seats = seats;
    config.first_seed = 1000u * static_cast<uint64_t>(seats);
    const long actions = lf::testing::RunSimulation(*info, nullptr, config, [&](const lf::Game& g) {
      const auto& game = static_cast<const HighCardGame&>(g);
      REQUIRE(game.TotalCards() == 24);  // no card created or lost
      // Nothing hidden leaks: another seat's redacted copy holds no real card of ours.
      for (int s = 0; s < g.NumSeats(); ++s) {
        auto view = g.Redacted((s + 1) % g.NumSeats());
        for (int c : static_cast<const HighCardGame&>(*view).Hand(s)) REQUIRE(c == HighCardGame::kUnknown);
      }
    });
    CHECK(actions >= 24 * 1000 / 1);
  }
}

TEST_CASE("a bot that plays high beats a random bot", "[simulation][tournament]") {
  const auto* info = lf::testing::FixtureRegistry().Find("high-card");
  int wins = 0, games = 400;
  for (int k = 0; k < games; ++k) {
    std::vector<std::unique_ptr<lf::Bot>> bots;
    bots.push_back(info->make_bot("medium", nullptr));
    bots.push_back(info->make_bot("random", nullptr));
    lf::GameOptions o;
    o.seed = static_cast<uint64_t>(k);
    auto r = lf::PlayMatch(*info, o, bots, nullptr);
    REQUIRE(r.finished);
    if (r.winners == std::vector<int>{0}) ++wins;
  }
  CHECK(wins > games / 2);
}

TEST_CASE("a match is reproducible from its seed and prints one JSON line", "[tournament]") {
  const auto* info = lf::testing::FixtureRegistry().Find("high-card");
  auto play = [&] {
    std::vector<std::unique_ptr<lf::Bot>> bots;
    for (int s = 0; s < 3; ++s) bots.push_back(info->make_bot("random", nullptr));
    lf::GameOptions o;
    o.seats = 3;
    o.seed = 31337;
    return lf::PlayMatch(*info, o, bots, nullptr);
  };
  const auto a = play(), b = play();
  CHECK(a.record.moves == b.record.moves);
  CHECK(a.ToJsonLine() == b.ToJsonLine());
  auto line = lf::Json::Parse(a.ToJsonLine());
  REQUIRE(line.ok());
  CHECK((*line)["game"].as_string() == "high-card");
  CHECK((*line)["seed"].as_int() == 31337);
  CHECK((*line)["scores"].size() == 3);
  CHECK((*line)["turns"].as_int() == 24);
  CHECK((*line)["winner"].size() >= 1);
}

TEST_CASE("seat specs are parsed and checked", "[tournament]") {
  auto ok = lf::ParseSeatSpec("hard,easy,random");
  REQUIRE(ok.ok());
  CHECK(ok->size() == 3);
  CHECK_FALSE(lf::ParseSeatSpec("hard,genius").ok());
  CHECK_FALSE(lf::ParseSeatSpec("").ok());
}
