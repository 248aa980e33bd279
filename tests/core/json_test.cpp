#include <catch2/catch.hpp>

#include "core/json.h"

using lf::Json;

TEST_CASE("json round-trips values with sorted keys", "[json]") {
  Json j(Json::Object{});
  j.set("b", 2).set("a", Json(Json::Array{Json(1), Json("x\n\"y\""), Json(true), Json()}));
  j.set("n", -12.5);
  const std::string text = j.Dump();
  CHECK(text == R"({"a":[1,"x\n\"y\"",true,null],"b":2,"n":-12.5})");
  auto back = Json::Parse(text);
  REQUIRE(back.ok());
  CHECK(*back == j);
  CHECK(back->Dump() == text);
}

TEST_CASE("json parses escapes and unicode", "[json]") {
  auto v = Json::Parse(R"(  {"s":"\u00e9\ud83d\ude00\t", "e": 1e3, "z": -0} )");
  REQUIRE(v.ok());
  CHECK((*v)["s"].as_string() == "\xC3\xA9\xF0\x9F\x98\x80\t");
  CHECK((*v)["e"].as_int() == 1000);
  CHECK((*v)["missing"].is_null());
}

TEST_CASE("json refuses malformed input with a position", "[json]") {
  for (const char* bad : {"", "{", "[1,]", "{\"a\" 1}", "\"abc", "tru", "01x", "1.", "-", "[1] 2",
                          "\"\\ud800\"", "\"\\x\"", "{\"a\":1,}", "nul", "\"\x01\""}) {
    auto r = Json::Parse(bad);
    INFO(bad);
    CHECK_FALSE(r.ok());
    CHECK(r.error().find("JSON error at byte") == 0);
  }
}

TEST_CASE("json limits nesting instead of overflowing the stack", "[json]") {
  std::string deep(100000, '[');
  auto r = Json::Parse(deep);
  CHECK_FALSE(r.ok());
  CHECK(r.error().find("nested too deeply") != std::string::npos);
  std::string ok(60, '[');
  ok += std::string(60, ']');
  CHECK(Json::Parse(ok).ok());
}

TEST_CASE("json copies are independent", "[json]") {
  Json a(Json::Array{Json(1)});
  Json b = a;
  b.push_back(2);
  CHECK(a.size() == 1);
  CHECK(b.size() == 2);
}
