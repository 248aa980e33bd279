// The regular spelling rules of English inflection, shared by the dictionary
// builder (tools/dictbuild) and the loader's word families (family.cpp): the
// builder checks what these rules find against WordNet and stores only where
// they are wrong or miss a form, so both sides must run exactly these rules
// over exactly the same word list.
//
// A word's regular reductions are the words it could be a form of by a
// suffix, with the spelling changes the suffix brings:
//   -s, -es, -ies>y, -sses/-zzes (QUIZZES),     plural, third person
//   -men>man (WOMEN: one of WordNet's own rules)
//   -ed, -d, -ied>y, doubled consonant, -cked   past tense (STOPPED, BAKED,
//                                               TRIED, PANICKED)
//   -ing, doubled consonant, -ying>ie           present participle
//   -er, -est (-ier/-iest>y, doubling)          comparative, superlative; only
//                                               where the other one exists too
//                                               (BIGGER/BIGGEST)
// They over-find (NEWS from NEW, WOODED from WOOD): the parts of speech that
// rule those out are the builder's business. What the rules decide alone,
// WordNet cannot: whether HOPED is HOP or HOPE + ed (both are verbs). A
// short stem ending consonant-vowel-consonant doubles its consonant (HOP ->
// HOPPED), so an undoubled form comes from the stem + e.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace lf::dictspell {

enum class Suffix : uint8_t { kS, kEd, kIng, kEr, kEst };

struct Reduction {
  std::string base;
  Suffix suffix;
};

inline bool IsVowelAt(std::string_view s, size_t i) {
  const char c = s[i];
  // The U of QU is a consonant sound: QUIT doubles its T like HIT.
  if (c == 'u') return !(i > 0 && s[i - 1] == 'q');
  return c == 'a' || c == 'e' || c == 'i' || c == 'o';
}

inline bool EndsWith(std::string_view w, std::string_view suffix) {
  return w.size() >= suffix.size() && w.substr(w.size() - suffix.size()) == suffix;
}

// A stem ending consonant-vowel-consonant with a single vowel: a short verb
// or adjective of this shape doubles the consonant before -ed/-ing/-er.
inline bool WouldDouble(std::string_view stem) {
  const size_t n = stem.size();
  if (n < 2) return false;
  const char last = stem[n - 1];
  if (IsVowelAt(stem, n - 1) || last == 'w' || last == 'x' || last == 'y') return false;
  if (!IsVowelAt(stem, n - 2)) return false;
  return n == 2 || !IsVowelAt(stem, n - 3);
}

// Every regular reduction of `w` (lowercase a-z) to a word `contains`
// accepts, in a fixed order, without duplicates of a (base, suffix) pair.
// `contains` is a callable bool(std::string_view). `graded_pairs`: -er and
// -est only where the other one exists too (the builder also looks without).
template <typename Contains>
void RegularReductions(std::string_view w, const Contains& contains, std::vector<Reduction>* out,
                       bool graded_pairs = true) {
  out->clear();
  const size_t n = w.size();
  auto add = [&](std::string base, Suffix suffix) {
    if (base.size() < 2 || base == w || !contains(base)) return;
    for (const Reduction& r : *out)
      if (r.base == base && r.suffix == suffix) return;
    out->push_back({std::move(base), suffix});
  };
  auto cut = [&](size_t k) { return std::string(w.substr(0, n - k)); };
  // STOPP -> STOP, BIGG -> BIG, PANICK -> PANIC; only when the doubled stem
  // is not itself a word (PASS is PASS, not PAS) and the undoubled one has
  // the shape that doubles (EARRING is not EAR + ING).
  auto undouble = [&](const std::string& stem, Suffix suffix) {
    const size_t m = stem.size();
    if (m < 3 || contains(stem)) return;
    if (stem[m - 1] == stem[m - 2] && !IsVowelAt(stem, m - 1) && WouldDouble(std::string_view(stem).substr(0, m - 1)))
      add(stem.substr(0, m - 1), suffix);
    if (EndsWith(stem, "ck")) add(stem.substr(0, m - 1), suffix);
  };
  // After -ed or -ing. Before -ing a final e stays after y, e and o
  // (DYEING, SEEING, HOEING), so DYING is not from DYE.
  auto verbal = [&](const std::string& stem, bool past, Suffix suffix) {
    const bool keeps_e = !past && (EndsWith(stem, "y") || EndsWith(stem, "e") || EndsWith(stem, "o"));
    const bool e_form = !keeps_e && contains(stem + "e");
    if (!(e_form && WouldDouble(stem))) add(stem, suffix);  // WALK(ED); not HOP from HOPED
    if (e_form) add(stem + "e", suffix);                     // BAKE from BAKED, BAKING
    undouble(stem, suffix);
  };
  // After -er or -est.
  auto graded = [&](const std::string& stem, Suffix suffix) {
    const bool e_form = contains(stem + "e");
    if (!(e_form && WouldDouble(stem))) add(stem, suffix);  // TALL(ER)
    if (e_form) add(stem + "e", suffix);                     // LATE from LATER
    if (EndsWith(stem, "i")) add(stem.substr(0, stem.size() - 1) + "y", suffix);  // HAPPIER
    undouble(stem, suffix);
  };

  // Plurals and third person.
  if (EndsWith(w, "s") && !EndsWith(w, "ss")) add(cut(1), Suffix::kS);
  if (EndsWith(w, "es") && n > 3) {
    // -es only where -s could not follow (BOXES, GOES; USES is USE + s).
    const std::string stem = cut(2);
    const bool sibilant = EndsWith(stem, "s") || EndsWith(stem, "x") || EndsWith(stem, "z") ||
                          EndsWith(stem, "ch") || EndsWith(stem, "sh") || EndsWith(stem, "o");
    if (sibilant && !contains(stem + "e")) {
      add(stem, Suffix::kS);
      if (EndsWith(stem, "ss") || EndsWith(stem, "zz")) undouble(stem, Suffix::kS);  // QUIZZES, GASSES
    }
  }
  if (EndsWith(w, "ies") && n > 4) add(cut(3) + "y", Suffix::kS);
  if (EndsWith(w, "men") && n > 3) add(cut(3) + "man", Suffix::kS);
  // Past tense, participles.
  if (EndsWith(w, "ed") && n > 3) verbal(cut(2), true, Suffix::kEd);
  if (EndsWith(w, "ied") && n > 4) add(cut(3) + "y", Suffix::kEd);
  if (EndsWith(w, "ing") && n > 4) {
    verbal(cut(3), false, Suffix::kIng);
    if (EndsWith(w, "ying")) add(cut(4) + "ie", Suffix::kIng);
  }
  // Comparatives, only as a pair with the superlative.
  if (EndsWith(w, "er") && n > 3 && (!graded_pairs || contains(cut(2) + "est"))) graded(cut(2), Suffix::kEr);
  if (EndsWith(w, "est") && n > 4 && (!graded_pairs || contains(cut(3) + "er"))) graded(cut(3), Suffix::kEst);
}

}  // namespace lf::dictspell
