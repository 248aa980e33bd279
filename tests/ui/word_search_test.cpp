#include "ui/word_search.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>

#include "core/dict/dictionary.h"
#include "fake_platform.h"

using namespace lf;
using namespace lf::ui;

namespace {

const Dictionary& Dict() {
  static const std::shared_ptr<const Dictionary> dict = [] {
    Result<std::shared_ptr<const Dictionary>> loaded = Dictionary::Load(testing::ReadBuiltAsset("dict/broad.lfd"));
    INFO("loading " << testing::AssetDir() << "/dict/broad.lfd: " << loaded.error());
    REQUIRE(loaded.ok());
    return *loaded;
  }();
  return *dict;
}

bool Has(const std::vector<FoundWord>& words, const std::string& w) {
  return std::any_of(words.begin(), words.end(), [&](const FoundWord& f) { return f.word == w; });
}

}  // namespace

TEST_CASE("tiers are told in words, common up to level 50", "[ui][words]") {
  CHECK(std::string(TierLabel(0)).empty());
  CHECK(std::string(TierLabel(10)) == "very common");
  CHECK(std::string(TierLabel(20)) == "very common");
  CHECK(std::string(TierLabel(35)) == "common");
  CHECK(std::string(TierLabel(50)) == "common");
  CHECK(std::string(TierLabel(55)) == "uncommon");
  CHECK(std::string(TierLabel(60)) == "uncommon");
  CHECK(std::string(TierLabel(70)) == "rare");
}

TEST_CASE("checking an entry says word, not a word, too short or empty", "[ui][words]") {
  const WordCheck cat = CheckEntry(Dict(), "CAT", 10);
  CHECK(cat.kind == WordCheck::Kind::kWord);
  CHECK(cat.entry == "cat");
  CHECK(cat.tier == Dict().TierOf("cat"));
  CHECK(std::string(TierLabel(cat.tier)) == "very common");

  CHECK(CheckEntry(Dict(), "qxzvt", 10).kind == WordCheck::Kind::kNotWord);
  CHECK(CheckEntry(Dict(), "a", 10).kind == WordCheck::Kind::kTooShort);
  CHECK(CheckEntry(Dict(), "", 10).kind == WordCheck::Kind::kEmpty);
}

TEST_CASE("a pattern with '?' lists matching words alphabetically and counts them all", "[ui][words]") {
  const WordCheck check = CheckEntry(Dict(), "c?t", 3);
  REQUIRE(check.kind == WordCheck::Kind::kPattern);
  CHECK(check.fits.size() == 3);
  CHECK(check.fit_count >= 3);
  size_t total = 0;
  const std::vector<FoundWord> all = MatchPattern(Dict(), "c?t", 1000, &total);
  CHECK(total == all.size());
  CHECK(Has(all, "cat"));
  CHECK(Has(all, "cot"));
  CHECK(Has(all, "cut"));
  CHECK(std::is_sorted(all.begin(), all.end(), [](const FoundWord& a, const FoundWord& b) { return a.word < b.word; }));
  for (const FoundWord& f : all) {
    CHECK(f.word.size() == 3);
    CHECK(f.word[0] == 'c');
    CHECK(f.word[2] == 't');
    CHECK(f.wild_mask == 0b010u);
    CHECK(Dict().Contains(f.word));
  }
  size_t none = 0;
  CHECK(MatchPattern(Dict(), "qq?qq", 10, &none).empty());
  CHECK(none == 0);
}

TEST_CASE("words from letters come longest first, grouped by length", "[ui][words]") {
  const AnagramList list = FindWordsFromLetters(Dict(), "TAC", false);
  CHECK(Has(list.words, "cat"));
  CHECK(Has(list.words, "act"));
  CHECK(Has(list.words, "at"));
  CHECK_FALSE(Has(list.words, "cats"));  // no s
  CHECK_FALSE(Has(list.words, "tact"));  // one t only
  size_t covered = 0;
  int previous = 1000;
  for (const WordGroup& g : list.groups) {
    CHECK(g.length < previous);
    previous = g.length;
    CHECK(g.first == covered);
    covered += g.count;
    for (size_t i = g.first; i < g.first + g.count; ++i) {
      CHECK(static_cast<int>(list.words[i].word.size()) == g.length);
      if (i > g.first) CHECK(list.words[i - 1].word < list.words[i].word);
    }
  }
  CHECK(covered == list.words.size());
}

TEST_CASE("a wildcard's letters are marked and 'common only' drops rare words", "[ui][words]") {
  const AnagramList wild = FindWordsFromLetters(Dict(), "ca?", false);
  REQUIRE(Has(wild.words, "cat"));
  for (const FoundWord& f : wild.words) {
    CHECK(__builtin_popcount(f.wild_mask) <= 1);
    if (f.word == "cat") CHECK(f.wild_mask == 0b100u);  // the t stood for '?'
  }
  const AnagramList all = FindWordsFromLetters(Dict(), "retains", false);
  const AnagramList common = FindWordsFromLetters(Dict(), "retains", true);
  CHECK(common.words.size() < all.words.size());
  for (const FoundWord& f : common.words) CHECK(f.tier <= kCommonMaxTier);
  CHECK(std::any_of(all.words.begin(), all.words.end(), [](const FoundWord& f) { return f.tier > kCommonMaxTier; }));
  CHECK(FindWordsFromLetters(Dict(), "", false).words.empty());
}

TEST_CASE("a long list can be cut to its longest words and says so", "[ui][words]") {
  const AnagramList all = FindWordsFromLetters(Dict(), "relations", false);
  REQUIRE(all.complete);
  REQUIRE(all.words.size() > 100);
  const AnagramList cut = FindWordsFromLetters(Dict(), "relations", false, 100);
  CHECK_FALSE(cut.complete);
  REQUIRE(cut.words.size() == 100);
  CHECK(cut.words.front().word.size() == all.words.front().word.size());
  // Every group but the last is whole; the cut one says it is not.
  for (size_t i = 0; i < cut.groups.size(); ++i) {
    const bool last = i + 1 == cut.groups.size();
    CHECK(cut.groups[i].complete == !last);
    if (!last) CHECK(cut.groups[i].count == all.groups[i].count);
  }
  // A limit the list fits in changes nothing.
  const AnagramList roomy = FindWordsFromLetters(Dict(), "relations", false, all.words.size());
  CHECK(roomy.complete);
  CHECK(roomy.words.size() == all.words.size());
}
