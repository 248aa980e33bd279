#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

#include "core/rng.h"
#include "rng_golden.h"

namespace {

std::string Deal(uint64_t seed) {
  std::vector<int> deck(52);
  std::iota(deck.begin(), deck.end(), 0);
  lf::Rng rng(seed);
  rng.Shuffle(deck);
  std::string out;
  for (int c : deck) out += "A23456789TJQK"[c % 13], out += "cdhs"[c / 13], out += ' ';
  out.pop_back();
  return out;
}

}  // namespace

// Golden deals: this same file is compiled natively and to wasm (run under
// node), so a difference between libstdc++ and libc++ or between 64-bit and
// 32-bit targets fails one of the two builds.
TEST_CASE("the same seed deals the same deck on every platform", "[rng][golden]") {
  CHECK(Deal(1) == LF_GOLDEN_DEAL_1);
  CHECK(Deal(20261125) == LF_GOLDEN_DEAL_20261125);
  lf::Rng rng(42);
  uint64_t x = 0;
  for (int i = 0; i < 1000; ++i) x ^= rng.Next64() + static_cast<uint64_t>(i);
  CHECK(x == LF_GOLDEN_XOR_42);
  lf::Rng small(7);
  std::string draws;
  for (int i = 0; i < 16; ++i) draws += std::to_string(small.UniformBelow(6)) + (i < 15 ? "," : "");
  CHECK(draws == LF_GOLDEN_DICE_7);
}

TEST_CASE("UniformBelow stays in range and is unbiased", "[rng]") {
  lf::Rng rng(123);
  for (uint32_t n : {1u, 2u, 3u, 7u, 52u, 1000u, 0x80000001u, 0xFFFFFFFFu}) {
    for (int i = 0; i < 2000; ++i) REQUIRE(rng.UniformBelow(n) < n);
  }
  // Chi-square over 10 buckets, 100k draws: 99.99th percentile for 9 dof is ~33.7.
  std::vector<int> counts(10);
  const int draws = 100000;
  for (int i = 0; i < draws; ++i) ++counts[rng.UniformBelow(10)];
  double chi = 0;
  for (int c : counts) chi += (c - draws / 10.0) * (c - draws / 10.0) / (draws / 10.0);
  CHECK(chi < 33.7);
}

TEST_CASE("UniformInt covers both ends", "[rng]") {
  lf::Rng rng(9);
  bool lo = false, hi = false;
  for (int i = 0; i < 1000; ++i) {
    const int v = rng.UniformInt(-3, 3);
    REQUIRE(v >= -3);
    REQUIRE(v <= 3);
    lo |= v == -3;
    hi |= v == 3;
  }
  CHECK(lo);
  CHECK(hi);
}

TEST_CASE("a shuffle is a permutation and different seeds differ", "[rng]") {
  CHECK(Deal(1) != Deal(2));
  std::vector<int> deck(100);
  std::iota(deck.begin(), deck.end(), 0);
  lf::Rng rng(5);
  rng.Shuffle(deck);
  std::vector<int> sorted = deck;
  std::sort(sorted.begin(), sorted.end());
  for (int i = 0; i < 100; ++i) REQUIRE(sorted[static_cast<size_t>(i)] == i);
}

TEST_CASE("rng state saves and continues the same stream", "[rng]") {
  lf::Rng a(77);
  for (int i = 0; i < 10; ++i) a.Next64();
  lf::Rng b(1);
  REQUIRE(b.Load(a.Save()));
  CHECK(a == b);
  for (int i = 0; i < 10; ++i) REQUIRE(a.Next64() == b.Next64());
  CHECK_FALSE(b.Load("not hex"));
  CHECK_FALSE(b.Load(std::string(64, '0')));  // the all-zero state is refused
  CHECK_FALSE(b.Load(std::string(63, 'a')));
}
