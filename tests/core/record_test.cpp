#include <catch2/catch.hpp>

#include "core/record.h"
#include "core/tournament.h"
#include "../support/fixture_game.h"

using lf::GameRecord;
using lf::testing::FixtureRegistry;

namespace {
GameRecord PlayedRecord(uint64_t seed) {
  const auto* info = FixtureRegistry().Find("high-card");
  std::vector<std::unique_ptr<lf::Bot>> bots;
  bots.push_back(info->make_bot("random", nullptr));
  bots.push_back(info->make_bot("medium", nullptr));
  lf::GameOptions o;
  o.seats = 2;
  o.seed = seed;
  auto r = lf::PlayMatch(*info, o, bots, nullptr);
  REQUIRE(r.finished);
  return r.record;
}
}  // namespace

TEST_CASE("a record round-trips through JSON and replays exactly", "[record]") {
  GameRecord rec = PlayedRecord(99);
  rec.players = {"Ana", "bot:medium"};
  rec.options.seed = 18446744073709551615ull;  // the largest seed survives JSON
  const std::string text = rec.ToJson();
  auto back = GameRecord::Parse(text);
  REQUIRE(back.ok());
  CHECK(back->game == "high-card");
  CHECK(back->options.seed == 18446744073709551615ull);
  CHECK(back->players == rec.players);
  CHECK(back->moves == rec.moves);
  CHECK(back->ToJson() == text);

  GameRecord original = PlayedRecord(99);
  auto replayed = original.Replay(FixtureRegistry(), nullptr);
  REQUIRE(replayed.ok());
  CHECK((*replayed)->IsTerminal());
  CHECK((*replayed)->History() == original.moves);
}

TEST_CASE("damaged records are refused with a clear message", "[record]") {
  const std::string good = PlayedRecord(5).ToJson();
  struct Case { std::string text; std::string says; };
  const std::vector<Case> cases = {
      {"", "damaged"},
      {good.substr(0, good.size() / 2), "damaged"},
      {"{\"format\":\"something-else\"}", "not a Lost & Found game record"},
      {R"({"format":"lostfound-record","version":99})", "different version"},
      {R"({"format":"lostfound-record","version":1,"game":"high-card","seats":2,"seed":"x","moves":[]})", "seed"},
      {R"({"format":"lostfound-record","version":1,"game":"high-card","seats":0,"seed":"1","moves":[]})", "seats"},
      {R"({"format":"lostfound-record","version":1,"game":"high-card","seats":2,"seed":"1","moves":[[7,"play 1"]]})", "names no seat"},
      {R"({"format":"lostfound-record","version":1,"game":"high-card","seats":2,"seed":"1","moves":[["0"]]})", "damaged"},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    auto r = GameRecord::Parse(c.text);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().find(c.says) != std::string::npos);
  }
}

TEST_CASE("a tampered record names the move that cannot be replayed", "[record]") {
  GameRecord rec = PlayedRecord(3);
  REQUIRE(rec.moves.size() > 4);
  rec.moves[3].move = "play 99";
  auto r = rec.Replay(FixtureRegistry(), nullptr);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().find("Move 4") != std::string::npos);
  rec.game = "chess";
  CHECK(rec.Replay(FixtureRegistry(), nullptr).error().find("does not know") != std::string::npos);
}
