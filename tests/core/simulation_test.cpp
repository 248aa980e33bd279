#include <catch2/catch.hpp>

#include "../support/fixture_game.h"
#include "../support/cheer_game.h"
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
  CHECK((*line)["seed"].as_string() == "00000000000000000000000000007a69");  // 31337
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

namespace {
using lf::testing::CheerGame;

class CountingBot final : public lf::Bot {
 public:
  explicit CountingBot(int* asked_to_pass) : asked_(asked_to_pass) {}
  std::string ChooseMove(const lf::Game& view, int seat, lf::Rng& rng) override {
    const auto moves = view.LegalMoves(seat);
    if (moves == std::vector<std::string>{"pass"}) ++*asked_;
    return moves[rng.UniformBelow(static_cast<uint32_t>(moves.size()))];
  }

 private:
  int* asked_;
};
}  // namespace

TEST_CASE("a seat that can only pass is passed without asking its bot", "[tournament]") {
  const lf::GameInfo info = lf::testing::CheerInfo();
  int asked_to_pass = 0;
  std::vector<std::unique_ptr<lf::Bot>> bots;
  for (int s = 0; s < 3; ++s) bots.push_back(std::make_unique<CountingBot>(&asked_to_pass));
  lf::GameOptions o;
  o.seats = 3;
  o.seed = 9;
  int passes = 0;
  auto r = lf::PlayMatch(info, o, bots, nullptr, 100000, [&](const lf::Game&, int, const std::string& m) {
    passes += m == "pass";
  });
  REQUIRE(r.finished);
  // Every play opens a window for the two others; once a seat's cheer is
  // gone the match passes it, and its bot is never asked to pass.
  CHECK(r.turns == static_cast<int>(r.record.moves.size()));
  CHECK(passes > 24);
  CHECK(asked_to_pass == 0);
}
