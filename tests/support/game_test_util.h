// Helpers the game rules tests share: the dictionary asset the build made,
// variant objects, and moves or set-up lines that must be accepted (a
// refusal fails the test with the engine's reason).
#pragma once
#include <catch2/catch.hpp>

#include <initializer_list>
#include <memory>
#include <string>
#include <utility>

#include "core/dict/dictionary.h"
#include "core/game.h"
#include "core/json.h"

#ifndef LF_TEST_DICT
#error "LF_TEST_DICT must name the dictionary asset"
#endif

namespace lf::testing {

// The word list, loaded once per test binary.
inline const Dictionary& TestDictionary() {
  static const std::shared_ptr<const Dictionary> dict = [] {
    auto loaded = Dictionary::LoadFile(LF_TEST_DICT);
    INFO(loaded.error());
    REQUIRE(loaded.ok());
    return *loaded;
  }();
  return *dict;
}

inline Json Variant(std::initializer_list<std::pair<const char*, Json>> pairs) {
  Json j(Json::Object{});
  for (const auto& [k, v] : pairs) j.set(k, v);
  return j;
}

inline void Must(Game& g, int seat, const std::string& move) {
  const Status st = g.ApplyMove(seat, move);
  INFO("move \"" << move << "\" by seat " << seat << ": " << st.reason());
  REQUIRE(st.ok());
}

inline void Setup(Game& g, const std::string& line) {
  const Status st = g.ApplySetup(line);
  INFO("set-up \"" << line << "\": " << st.reason());
  REQUIRE(st.ok());
}

}  // namespace lf::testing
