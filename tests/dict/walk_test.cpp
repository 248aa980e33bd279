// Prefix walks, CanComplete and Completions, checked against the word list.
#include <algorithm>
#include <string>
#include <vector>

#include "dict_test_util.h"

using lf::test::Dict;
using lf::test::SourceWords;
using lf::test::TestRandom;

namespace {

// Words of the source list starting with `prefix` (a contiguous range).
std::pair<size_t, size_t> Range(const std::string& prefix) {
  const auto& w = SourceWords();
  auto lo = std::lower_bound(w.begin(), w.end(), prefix,
                             [](const lf::test::SourceWord& a, const std::string& p) { return a.word < p; });
  auto hi = lo;
  while (hi != w.end() && hi->word.compare(0, prefix.size(), prefix) == 0) ++hi;
  return {size_t(lo - w.begin()), size_t(hi - w.begin())};
}

// Prefixes worth asking about: real prefixes of random words, plus a random
// letter appended (often a dead end).
std::vector<std::string> SamplePrefixes(int count, uint64_t seed) {
  TestRandom rng(seed);
  std::vector<std::string> out = {"", "q", "qu", "xy", "zz", "un", "re", "th"};
  const auto& w = SourceWords();
  while (int(out.size()) < count) {
    const std::string& word = w[rng.Below(uint32_t(w.size()))].word;
    std::string p = word.substr(0, 1 + rng.Below(uint32_t(word.size())));
    if (rng.Below(3) == 0) p.push_back(char('a' + rng.Below(26)));
    out.push_back(p);
  }
  return out;
}

}  // namespace

TEST_CASE("a cursor follows the letters of a word", "[dict][walk]") {
  const lf::Dictionary& d = Dict();
  lf::Dictionary::Cursor c = d.Root();
  CHECK(c.valid());
  CHECK_FALSE(c.is_word());
  CHECK(c.NextLetters() == (1u << 26) - 1);  // every letter starts some word
  for (char ch : std::string("gam")) REQUIRE(c.Advance(ch));
  CHECK(c.is_word() == d.Contains("gam"));
  REQUIRE(c.Advance('E'));
  CHECK(c.is_word());
  CHECK(c.tier() == d.TierOf("game"));
  const lf::Dictionary::Cursor s = c.Child('s');
  CHECK(s.is_word());
  CHECK(c.is_word());  // Child() leaves the original alone
  CHECK_FALSE(c.Advance('q'));
  CHECK_FALSE(c.valid());
  CHECK_FALSE(c.is_word());
  CHECK(c.tier() == 0);
  CHECK(c.NextLetters() == 0);
  CHECK_FALSE(c.Advance('s'));  // stays invalid
  CHECK_FALSE(d.Root().Child('3').valid());
  CHECK(d.IsPrefix("zymu") == std::any_of(SourceWords().begin(), SourceWords().end(),
                                          [](const auto& w) { return w.word.rfind("zymu", 0) == 0; }));
  CHECK(d.IsPrefix(""));
  CHECK_FALSE(d.IsPrefix("qqq"));
}

TEST_CASE("walks agree with the word list", "[dict][walk]") {
  const lf::Dictionary& d = Dict();
  const auto& w = SourceWords();
  for (const std::string& p : SamplePrefixes(3000, 7)) {
    const auto [lo, hi] = Range(p);
    const lf::Dictionary::Cursor c = d.Walk(p);
    INFO("prefix '" << p << "'");
    REQUIRE(c.valid() == (lo < hi));
    if (lo == hi) continue;
    CHECK(c.is_word() == (w[lo].word == p));
    CHECK(c.tier() == (w[lo].word == p ? w[lo].tier : 0));
    uint32_t next = 0;
    size_t longest = 0;
    for (size_t i = lo; i < hi; ++i) {
      if (w[i].word.size() > p.size()) next |= 1u << (w[i].word[p.size()] - 'a');
      longest = std::max(longest, w[i].word.size());
    }
    CHECK(c.NextLetters() == next);
    for (int min : {0, 2, int(p.size()) + 1, int(longest), int(longest) + 1}) {
      CHECK(d.CanComplete(p, min) == (int(longest) >= min));
    }
  }
  CHECK_FALSE(d.CanComplete("qqq", 0));
}

TEST_CASE("completions are the most common words first", "[dict][walk]") {
  const lf::Dictionary& d = Dict();
  const auto& w = SourceWords();
  for (const std::string& p : SamplePrefixes(400, 11)) {
    const auto [lo, hi] = Range(p);
    for (auto [min, limit] : {std::pair<int, size_t>{0, 5}, {5, 20}, {int(p.size()) + 2, 1000000}}) {
      std::vector<lf::test::SourceWord> expected;
      for (size_t i = lo; i < hi; ++i)
        if (int(w[i].word.size()) >= min) expected.push_back(w[i]);
      std::stable_sort(expected.begin(), expected.end(),
                       [](const auto& a, const auto& b) { return a.tier < b.tier; });
      if (expected.size() > limit) expected.resize(limit);
      std::vector<std::string> want;
      for (const auto& e : expected) want.push_back(e.word);
      INFO("prefix '" << p << "' min " << min << " limit " << limit);
      CHECK(d.Completions(p, min, limit) == want);
    }
  }
  const std::vector<std::string> all = d.Completions("", 0, 50);
  REQUIRE(all.size() == 50);
  for (const std::string& word : all) CHECK(d.TierOf(word) == 10);
  CHECK(d.Completions("ZYMURG", 0, 3) == d.Completions("zymurg", 0, 3));
  CHECK(d.Completions("qqq", 0, 3).empty());
  CHECK(d.Completions("cat", 0, 0).empty());
}
