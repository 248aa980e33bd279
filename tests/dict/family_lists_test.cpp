// The family rule against large lists: every pair of WordNet's exception
// lists with both words in the dictionary, and the reviewed verdicts of
// tests/dict/family_verdicts.tsv. Both are read here straight from their
// files, not from what the builder made of them.
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "dict_test_util.h"

#ifndef LF_WORDNET_DIR_PATH
#error "LF_WORDNET_DIR_PATH must name WordNet's directory"
#endif
#ifndef LF_FAMILY_VERDICTS_PATH
#error "LF_FAMILY_VERDICTS_PATH must name tests/dict/family_verdicts.tsv"
#endif

using lf::test::Dict;

namespace {

bool Letters(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < 'a' || c > 'z') return false;
  return true;
}

std::set<std::string> IndexLemmas(const std::string& pos) {
  std::set<std::string> out;
  std::ifstream in(std::string(LF_WORDNET_DIR_PATH) + "/index." + pos);
  REQUIRE(in);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == ' ') continue;
    out.insert(line.substr(0, line.find(' ')));
  }
  return out;
}

}  // namespace

TEST_CASE("every pair of WordNet's exception lists in the dictionary is one family", "[dict][family][lists]") {
  const std::set<std::string> nouns = IndexLemmas("noun");
  std::set<std::string> known = nouns;
  for (const char* pos : {"verb", "adj", "adv"}) {
    const std::set<std::string> more = IndexLemmas(pos);
    known.insert(more.begin(), more.end());
  }
  size_t pairs = 0, own_words = 0, wrong = 0;
  std::string first_wrong;
  for (const char* pos : {"noun", "verb", "adj", "adv"}) {
    std::ifstream in(std::string(LF_WORDNET_DIR_PATH) + "/" + pos + ".exc");
    REQUIRE(in);
    std::string line;
    while (std::getline(in, line)) {
      std::istringstream words(line);
      std::vector<std::string> w;
      for (std::string t; words >> t;) w.push_back(t);
      if (w.size() < 2) continue;
      const std::string& form = w[0];
      for (size_t i = 1; i < w.size(); ++i) {
        const std::string& base = w[i];
        if (base == form || !Letters(form) || !Letters(base) || !Dict().Contains(form) || !Dict().Contains(base))
          continue;
        ++pairs;
        // The ruling's one exception: an -er word that is also a noun with a
        // plural of its own (DIMMER: DIMMERS) is a word of its own, even
        // where adj.exc has it as a comparative.
        const bool graded = std::string(pos) == "adj" || std::string(pos) == "adv";
        const bool suffix = form.size() > 2 && form.compare(form.size() - 2, 2, "er") == 0 &&
                            form.compare(0, base.size() - 1, base, 0, base.size() - 1) == 0;
        const bool noun = nouns.count(form) || !known.count(form);
        if (graded && suffix && noun && Dict().Contains(form + "s")) {
          ++own_words;
          CHECK_FALSE(Dict().SameFamily(form, base));
          continue;
        }
        if (!Dict().SameFamily(form, base)) {
          ++wrong;
          if (first_wrong.empty()) first_wrong = form + " / " + base + " (" + pos + ".exc)";
        }
      }
    }
  }
  std::printf("WordNet exception pairs in the dictionary: %zu, of which %zu are -er nouns with a plural of their own\n",
              pairs, own_words);
  INFO("first pair not judged a form: " << first_wrong);
  CHECK(wrong == 0);
  CHECK(pairs > 3000);  // the lists hold 3,674 such pairs today
}

TEST_CASE("the reviewed verdicts of family_verdicts.tsv hold", "[dict][family][lists]") {
  std::ifstream in(LF_FAMILY_VERDICTS_PATH);
  REQUIRE(in);
  std::string line;
  size_t rows = 0, forms = 0;
  std::map<std::string, size_t> per_tier_suffix;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream f(line);
    int tier = 0;
    std::string suffix, word, base, verdict;
    REQUIRE(static_cast<bool>(f >> tier >> suffix >> word >> base >> verdict));
    INFO(line);
    REQUIRE((verdict == "form" || verdict == "word"));
    CHECK(Dict().TierOf(word) == tier);
    CHECK(Dict().Contains(base));
    CHECK(word.size() > suffix.size() - 1);
    CHECK(word.compare(word.size() - (suffix.size() - 1), suffix.size() - 1, suffix, 1) == 0);
    CHECK(Dict().SameFamily(word, base) == (verdict == "form"));
    CHECK(Dict().SameFamily(base, word) == (verdict == "form"));
    ++rows;
    forms += verdict == "form";
    ++per_tier_suffix[std::to_string(tier) + suffix];
  }
  std::printf("family verdicts: %zu rows, %zu forms, %zu words of their own\n", rows, forms, rows - forms);
  CHECK(rows >= 1500);
  for (const auto& [key, n] : per_tier_suffix) {
    INFO(key);
    CHECK(n <= 40);
  }
}
