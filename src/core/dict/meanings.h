// What words mean: definitions from WordNet, read in place.
//
// The asset (meanings/wordnet.lfm, built by tools/meaningsbuild from
// Debian's wordnet-base; format in meanings_format.h) is loaded as one byte
// array when a screen first needs a meaning, never before the first frame.
// Load() checks every field and the checksum and refuses a damaged file with
// a message a player can read; after that, every read stays inside the
// buffer.
//
// Like the word list, a service injected where needed (never a global).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"

namespace lf {

class Dictionary;

class Meanings {
 public:
  static Result<std::shared_ptr<const Meanings>> Load(std::vector<uint8_t> bytes);

  enum class Part : uint8_t { kNoun, kVerb, kAdjective, kAdverb };
  struct Sense {
    Part part = Part::kNoun;
    std::string_view text;  // into the loaded bytes
  };
  // The word's senses (its most common one in each of its one or two most
  // used parts of speech), most used first; empty if WordNet has none.
  // Either case.
  std::vector<Sense> Lookup(std::string_view word) const;
  size_t WordCount() const;
  size_t GlossCount() const;

  // What a played word means: its own senses, else those of the word it is
  // a form of (PAID: pay; PLAYS: play), from the dictionary's word families.
  struct Explained {
    std::string headword;  // lower case: the word itself, or its base
    bool form_of = false;  // headword is the base the word is a form of
    std::vector<Sense> senses;  // empty: no meaning known
  };
  Explained Explain(std::string_view word, const Dictionary* dict) const;

  // "noun", "verb", "adjective", "adverb".
  static const char* PartName(Part part);

  struct Impl;

 private:
  Meanings() = default;
  std::shared_ptr<const Impl> impl_;
};

}  // namespace lf
