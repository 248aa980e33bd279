// The layout checks' list of what a game's own table or guide still gets
// wrong, with the reasons (tests/ui/layout_expected.json, shared with the
// browser tests): a failure listed there is said, not failed.
#pragma once
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/json.h"

namespace lf::ui::testing {

struct ExpectedFailure {
  std::string game, size, what, reason;
  int scale = 0;
};

// The cases of one section ("layout", "guides").
inline std::vector<ExpectedFailure> LoadExpected(const std::string& section) {
  std::ifstream in(std::string(LF_TEST_SOURCE_DIR) + "/tests/ui/layout_expected.json");
  REQUIRE(in.good());
  std::ostringstream text;
  text << in.rdbuf();
  Result<Json> parsed = Json::Parse(text.str());
  REQUIRE(parsed.ok());
  std::vector<ExpectedFailure> out;
  for (const Json& j : (*parsed)[section].as_array()) {
    out.push_back({j["game"].as_string(), j["size"].as_string(), j["what"].as_string(), j["reason"].as_string(),
                   static_cast<int>(j["scale"].as_int(0))});
  }
  return out;
}

// The case a failure of `game` at `size` and `scale` whose text is `what` matches, or null.
inline const ExpectedFailure* FindExpected(const std::vector<ExpectedFailure>& cases, const std::string& game,
                                           const std::string& size, int scale, const std::string& what) {
  for (const ExpectedFailure& e : cases) {
    if (game != e.game || (!e.size.empty() && size != e.size) || (e.scale != 0 && scale != e.scale)) continue;
    if (what.rfind(e.what, 0) == 0) return &e;
  }
  return nullptr;
}

}  // namespace lf::ui::testing
