#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

#include "core/rng.h"
#include "rng_golden.h"

namespace {

std::string Deal(const lf::Seed& seed) {
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
lf::Seed Legacy(uint64_t n) {
  lf::Seed s(n);
  s.legacy = true;
  return s;
}

TEST_CASE("the same seed deals the same deck on every platform", "[rng][golden]") {
  // ChaCha20 (every new deal).
  CHECK(Deal(1) == LF_GOLDEN_CHACHA_DEAL_1);
  CHECK(Deal(*lf::Seed::Parse("0123456789abcdeffedcba9876543210")) == LF_GOLDEN_CHACHA_DEAL_128);
  {
    lf::Rng rng(42);
    uint64_t x = 0;
    for (int i = 0; i < 1000; ++i) x ^= rng.Next64() + static_cast<uint64_t>(i);
    CHECK(x == LF_GOLDEN_CHACHA_XOR_42);
    lf::Rng small(lf::Seed(7), lf::BotStream(2));
    std::string draws;
    for (int i = 0; i < 16; ++i) draws += std::to_string(small.UniformBelow(6)) + (i < 15 ? "," : "");
    CHECK(draws == LF_GOLDEN_CHACHA_DICE_7);
  }
  // xoshiro256** (records of the 64-bit days replay as they were dealt).
  CHECK(Deal(Legacy(1)) == LF_GOLDEN_DEAL_1);
  CHECK(Deal(Legacy(20261125)) == LF_GOLDEN_DEAL_20261125);
  lf::Rng rng(Legacy(42));
  uint64_t x = 0;
  for (int i = 0; i < 1000; ++i) x ^= rng.Next64() + static_cast<uint64_t>(i);
  CHECK(x == LF_GOLDEN_XOR_42);
  lf::Rng small(Legacy(7));
  std::string draws;
  for (int i = 0; i < 16; ++i) draws += std::to_string(small.UniformBelow(6)) + (i < 15 ? "," : "");
  CHECK(draws == LF_GOLDEN_DICE_7);
}

TEST_CASE("seeds are 128 bits, written as text, and a record's decimal seed is a legacy one", "[rng]") {
  const lf::Seed a = lf::Seed::Random(), b = lf::Seed::Random();
  CHECK(a != b);
  CHECK_FALSE(a.empty());
  CHECK(a.hi != 0);  // (fails once in 2^64 runs)
  CHECK(a.Text().size() == 32);
  CHECK(lf::Seed::Parse(a.Text()) == a);
  CHECK(lf::Seed::FromRecord(a.Text()) == a);
  CHECK(lf::Seed::Parse("42") == lf::Seed(42));
  CHECK(lf::Seed(42).Text() == "0000000000000000000000000000002a");
  const auto old = lf::Seed::FromRecord("42");
  REQUIRE(old.has_value());
  CHECK(old->legacy);
  CHECK(old->Text() == "42");
  CHECK_FALSE(lf::Seed::Parse("").has_value());
  CHECK_FALSE(lf::Seed::Parse("12345678901234567890123").has_value());  // 23 digits
  CHECK_FALSE(lf::Seed::Parse("0123456789abcdeffedcba987654321g").has_value());
  CHECK_FALSE(lf::Seed::FromRecord("18446744073709551616").has_value());  // 2^64
  // The high half counts: two seeds equal below differ in their deals.
  CHECK(Deal(lf::Seed(1, 5)) != Deal(lf::Seed(2, 5)));
  CHECK(Deal(lf::Seed(5)) != Deal(Legacy(5)));
}

TEST_CASE("a seed's streams are apart", "[rng]") {
  lf::Rng deal(lf::Seed(9)), bot(lf::Seed(9), lf::BotStream(0)), decision(lf::Seed(9), lf::DecisionStream(0, 0));
  const uint64_t d = deal.Next64();
  CHECK(d != bot.Next64());
  CHECK(d != decision.Next64());
  CHECK(lf::DecisionStream(1, 5) != lf::DecisionStream(0, 5));
  CHECK(lf::DecisionStream(1, 5) != lf::DecisionStream(1, 6));
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
  // At every point of the first blocks (a save mid-block draws that block again).
  for (int drawn = 0; drawn < 40; ++drawn) {
    lf::Rng a(lf::Seed(77), 3);
    for (int i = 0; i < drawn; ++i) a.Next32();
    lf::Rng b(1);
    REQUIRE(b.Load(a.Save()));
    CHECK(a == b);
    for (int i = 0; i < 40; ++i) REQUIRE(a.Next32() == b.Next32());
  }
  lf::Rng legacy(Legacy(77));
  for (int i = 0; i < 10; ++i) legacy.Next64();
  lf::Rng b(1);
  REQUIRE(b.Load(legacy.Save()));
  CHECK(legacy == b);
  for (int i = 0; i < 10; ++i) REQUIRE(legacy.Next64() == b.Next64());
  CHECK_FALSE(b.Load("not hex"));
  CHECK_FALSE(b.Load(std::string(64, '0')));  // xoshiro's all-zero state is refused
  CHECK_FALSE(b.Load(std::string(63, 'a')));
  std::string text = lf::Rng(5).Save();
  text.back() = 'z';
  CHECK_FALSE(b.Load(text));
  text = lf::Rng(5).Save();
  text.replace(text.size() - 2, 2, "41");  // byte 65 of a 64-byte block
  CHECK_FALSE(b.Load(text));
}
