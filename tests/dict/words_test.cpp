// Every word of the source list is in the asset with its tier; a large
// sample of non-words is refused.
#include <string>
#include <unordered_set>

#include "dict_test_util.h"

using lf::test::Dict;
using lf::test::SourceTiers;
using lf::test::SourceWords;
using lf::test::TestRandom;

TEST_CASE("the broad list has the documented size", "[dict][words]") {
  REQUIRE(SourceWords().size() == 115433);
  CHECK(Dict().WordCount() == 115433);
  size_t longest = 0;
  for (const auto& w : SourceWords()) longest = std::max(longest, w.word.size());
  CHECK(size_t(Dict().MaxWordLength()) == longest);  // pneumonoultramicroscopic...
  const std::vector<lf::Tier> levels = {10, 20, 35, 40, 50, 55, 60, 70};
  CHECK(Dict().TierLevels() == levels);
  size_t total = 0;
  for (lf::Tier t : levels) {
    size_t expected = 0;
    for (const auto& w : SourceWords()) expected += w.tier == t;
    CHECK(Dict().WordsOfTier(t) == expected);
    total += Dict().WordsOfTier(t);
  }
  CHECK(total == 115433);
  CHECK(Dict().WordsOfTier(15) == 0);
}

TEST_CASE("every source word is found with its tier", "[dict][words]") {
  const lf::Dictionary& d = Dict();
  size_t wrong = 0;
  for (const auto& w : SourceWords()) {
    const lf::Tier tier = d.TierOf(w.word);
    if (tier != w.tier) {
      if (++wrong <= 10) UNSCOPED_INFO(w.word << ": tier " << tier << ", expected " << w.tier);
    }
  }
  CHECK(wrong == 0);
}

TEST_CASE("spot checks: common, obscure, British, American, case", "[dict][words]") {
  const lf::Dictionary& d = Dict();
  CHECK(d.TierOf("cat") == 10);
  CHECK(d.TierOf("the") == 10);
  CHECK(d.Contains("colour"));
  CHECK(d.Contains("color"));
  CHECK(d.Contains("GAMES"));
  CHECK(d.Contains("Gamed"));
  CHECK(d.Contains("zymurgy") == (SourceTiers().count("zymurgy") > 0));
  // Not words: single letters, proper nouns, empty, non-letters.
  CHECK_FALSE(d.Contains("a"));
  CHECK_FALSE(d.Contains(""));
  CHECK_FALSE(d.Contains("london"));
  CHECK_FALSE(d.Contains("can't"));
  CHECK_FALSE(d.Contains("ca t"));
  CHECK_FALSE(d.Contains("caf\xe9"));
  CHECK(d.TierOf("xyzzyq") == 0);
}

TEST_CASE("accented lines are dropped, not mangled", "[dict][words]") {
  // SCOWL's latin1 lists contain words such as "cafe" with an acute e. The
  // line must not turn into "caf" or "cafe" by losing a byte.
  for (const auto& w : SourceWords()) REQUIRE(w.word.find_first_not_of("abcdefghijklmnopqrstuvwxyz") == std::string::npos);
}

TEST_CASE("a million random strings and near misses are refused", "[dict][words]") {
  const lf::Dictionary& d = Dict();
  const auto& words = SourceTiers();
  TestRandom rng(2024);
  // Letter frequencies from the list itself, so random strings look English
  // enough to get past the first few letters.
  std::string pool;
  for (size_t i = 0; i < SourceWords().size(); i += 7) pool += SourceWords()[i].word;

  size_t checked = 0, wrong = 0;
  std::string s;
  auto check = [&](const std::string& candidate) {
    const bool is_word = words.count(candidate) > 0;
    if (d.Contains(candidate) != is_word) {
      if (++wrong <= 10) UNSCOPED_INFO("mismatch on " << candidate);
    }
    ++checked;
  };
  for (int i = 0; i < 1000000; ++i) {
    s.clear();
    const uint32_t len = 1 + rng.Below(14);
    for (uint32_t k = 0; k < len; ++k) s.push_back(pool[rng.Below(uint32_t(pool.size()))]);
    check(s);
  }
  // Single-letter edits of real words: substitutions, insertions, deletions,
  // transpositions. These share long prefixes with words and fail late.
  const auto& list = SourceWords();
  size_t non_words = 0;
  for (int i = 0; i < 300000; ++i) {
    s = list[rng.Below(uint32_t(list.size()))].word;
    const uint32_t pos = rng.Below(uint32_t(s.size()));
    const char letter = char('a' + rng.Below(26));
    switch (rng.Below(4)) {
      case 0: s[pos] = letter; break;
      case 1: s.insert(s.begin() + pos, letter); break;
      case 2: s.erase(s.begin() + pos); break;
      default:
        if (pos + 1 < s.size()) std::swap(s[pos], s[pos + 1]);
        else s.push_back(letter);
    }
    non_words += words.count(s) == 0;
    check(s);
  }
  CHECK(wrong == 0);
  CHECK(checked == 1300000);
  CHECK(non_words > 200000);  // the edits really are mostly non-words
}
