// Records written by an earlier version of the program (before moves carried
// times and games had descriptors) still replay to the scores that version
// printed: tests/fixtures/records/ (expected.json holds the scores).
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "core/dict/dictionary.h"
#include "core/record.h"
#include "core/registry.h"

namespace {

std::string ReadFixture(const std::string& name) {
  std::ifstream in(std::string(LF_TEST_FIXTURES) + "/records/" + name, std::ios::binary);
  REQUIRE(in.good());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

const lf::Dictionary& Dict() {
  static const std::shared_ptr<const lf::Dictionary> dict = [] {
    auto loaded = lf::Dictionary::LoadFile(LF_TEST_DICT);
    REQUIRE(loaded.ok());
    return *loaded;
  }();
  return *dict;
}

}  // namespace

TEST_CASE("records saved by the earlier version replay to the same scores", "[records]") {
  auto expected = lf::Json::Parse(ReadFixture("expected.json"));
  REQUIRE(expected.ok());
  int checked = 0;
  for (const auto& [game, scores] : (*expected)["scores"].as_object()) {
    INFO(game);
    auto record = lf::GameRecord::Parse(ReadFixture(game + ".json"));
    REQUIRE(record.ok());
    auto replayed = record->Replay(lf::BuiltinGames(), &Dict());
    INFO((replayed.ok() ? std::string() : replayed.error()));
    REQUIRE(replayed.ok());
    CHECK((*replayed)->IsTerminal());
    std::vector<int> want;
    for (const auto& v : scores.as_array()) want.push_back(static_cast<int>(v.as_int()));
    CHECK((*replayed)->Scores() == want);
    // Written again, the record is the same moves (no times appear).
    CHECK(lf::GameRecord::Parse(record->ToJson())->moves == record->moves);
    ++checked;
  }
  // Records of a rule that has changed since: refused with the move that no
  // longer replays, never misread.
  for (const auto& [game, why] : (*expected)["no_longer_replay"].as_object()) {
    INFO(game << ": " << why.as_string());
    auto record = lf::GameRecord::Parse(ReadFixture(game + ".json"));
    REQUIRE(record.ok());
    auto replayed = record->Replay(lf::BuiltinGames(), &Dict());
    REQUIRE_FALSE(replayed.ok());
    CHECK(replayed.error().find("cannot be replayed") != std::string::npos);
    ++checked;
  }
  CHECK(checked == 3);
}
