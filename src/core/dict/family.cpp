// Word families for Word Lift's steal rule: is one word merely another form
// of the other (plural, possessive, verb tense, comparative)?
//
// A word's bases are itself, what the regular spelling rules find
// (spelling.h), and what the dictionary's forms section says where the rules
// are wrong or fall short. The forms section is built from WordNet's parts
// of speech and exception lists (tools/dictbuild/forms.cpp says how): a
// suffix counts only where the base's part of speech takes it (NEWS is not a
// form of NEW), irregular and respelled forms come from WordNet's lists
// (WENT, MICE, QUIZZES). Two words are one family when their bases meet:
// GAMES -> {games, game} and GAMED -> {gamed, game} share GAME.
// Possessives cannot be spelled with letters a-z only, so there is nothing
// to strip.
#include <cstring>
#include <string>
#include <vector>

#include "core/dict/dict_internal.h"
#include "core/dict/spelling.h"

namespace lf {

namespace {

namespace fmt = dictfmt;

bool Lower(std::string_view in, std::string* out) {
  out->clear();
  for (char c : in) {
    if (c >= 'A' && c <= 'Z') c = char(c | 0x20);
    if (c < 'a' || c > 'z') return false;
    out->push_back(c);
  }
  return !out->empty();
}

// A word's entry in the forms section: its flags byte and links, or null.
// The section was validated at load, so nothing here is checked again.
const uint8_t* FindForms(const Dictionary::Impl& d, std::string_view w) {
  if (d.forms_blocks == 0) return nullptr;
  const uint8_t* f = d.forms;
  auto block_start = [&](uint32_t b) { return f + fmt::ReadU32(f + fmt::kFormsHeaderSize + 4 * b); };
  auto first_word = [&](uint32_t b) {
    const uint8_t* e = block_start(b);
    return std::string_view(reinterpret_cast<const char*>(e + 2), e[1]);
  };
  // The last block whose first word is at most w.
  uint32_t lo = 0, hi = d.forms_blocks;
  while (hi - lo > 1) {
    const uint32_t mid = lo + (hi - lo) / 2;
    if (first_word(mid) <= w) lo = mid;
    else hi = mid;
  }
  const uint8_t* p = block_start(lo);
  const uint32_t in_block = std::min<uint32_t>(fmt::kFormsBlock, d.forms_entries - lo * fmt::kFormsBlock);
  char word[fmt::kMaxWordLength];
  for (uint32_t i = 0; i < in_block; ++i) {
    const uint32_t shared = p[0], rest = p[1];
    std::memcpy(word + shared, p + 2, rest);
    p += 2 + rest;
    const std::string_view here(word, shared + rest);
    if (here == w) return p;
    if (here > w) return nullptr;
    const uint32_t n = *p++ >> 1;
    for (uint32_t k = 0; k < n; ++k) p += 2 + p[1];
  }
  return nullptr;
}

void AddOnce(std::vector<std::string>& out, std::string base) {
  for (const std::string& b : out)
    if (b == base) return;
  out.push_back(std::move(base));
}

}  // namespace

std::vector<std::string> Dictionary::FamilyBases(std::string_view word) const {
  std::vector<std::string> out;
  std::string w;
  if (!Lower(word, &w)) return out;
  out.push_back(w);
  const uint8_t* entry = FindForms(*impl_, w);
  std::vector<std::string> wrong, missed;
  bool all_wrong = false;
  if (entry) {
    all_wrong = (*entry & fmt::kLinkAllRulesWrong) != 0;
    const uint32_t n = *entry >> 1;
    const uint8_t* p = entry + 1;
    for (uint32_t k = 0; k < n; ++k) {
      const uint32_t keep = p[0] & 0x7f, tail = p[1];
      std::string base = w.substr(0, keep) + std::string(reinterpret_cast<const char*>(p + 2), tail);
      (p[0] & fmt::kLinkWrongBase ? wrong : missed).push_back(std::move(base));
      p += 2 + tail;
    }
  }
  if (!all_wrong) {
    std::vector<dictspell::Reduction> rules;
    dictspell::RegularReductions(w, [this](std::string_view s) { return Contains(s); }, &rules);
    for (dictspell::Reduction& r : rules) {
      bool is_wrong = false;
      for (const std::string& b : wrong) is_wrong = is_wrong || b == r.base;
      if (!is_wrong) AddOnce(out, std::move(r.base));
    }
  }
  for (std::string& b : missed) AddOnce(out, std::move(b));
  return out;
}

bool Dictionary::SameFamily(std::string_view a, std::string_view b) const {
  std::string x, y;
  if (!Lower(a, &x) || !Lower(b, &y)) return false;
  if (x == y) return true;
  const std::vector<std::string> from_a = FamilyBases(x);
  const std::vector<std::string> from_b = FamilyBases(y);
  for (const std::string& p : from_a)
    for (const std::string& q : from_b)
      if (p == q) return true;
  return false;
}

}  // namespace lf
