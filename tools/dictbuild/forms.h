// The forms section of the dictionary (format: src/core/dict/format.h): word
// families for Word Lift's steal rule, from WordNet (Debian's wordnet-base).
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace dictbuild {

struct ListedWord {
  std::string text;
  int level = 0;  // SCOWL level: 10 = the most common words
};

struct FormsResult {
  std::vector<uint8_t> bytes;       // the section
  std::vector<std::string> listing; // "word<TAB>base base ..." for every word with a base but itself
  size_t entries = 0;
  size_t missed_links = 0;          // bases the rules miss
  size_t wrong_links = 0;           // bases the rules find wrongly, listed one by one
  size_t all_wrong = 0;             // entries whose rule bases are all wrong
  size_t lemmas = 0;                // WordNet lemmas that are dictionary words
  size_t exception_pairs = 0;       // WordNet exception pairs with both words in the dictionary
};

// `words`: the dictionary, sorted. Exits with a message if the WordNet
// files cannot be read.
FormsResult BuildForms(const std::vector<ListedWord>& words, const std::string& wordnet_dir);

}  // namespace dictbuild
