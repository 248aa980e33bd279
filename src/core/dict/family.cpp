// Word families for Word Lift's steal rule: is one word merely another form
// of the other (plural, possessive, verb tense, comparative)?
//
// Each word is reduced to its candidate bases: itself, the bases the
// irregular table gives it, and every regular reduction whose result is a
// dictionary word. Two words are one family when their base sets meet:
// GAMES -> {games, game} and GAMED -> {gamed, game} share GAME.
//
// Regular reductions, with the spelling rules that make them reliable:
//   -s, -es, -ies>y, -ves>f/fe          plurals and third person
//   -ed, -d, -ied>y, doubled consonant  past tense (STOPPED, BAKED, TRIED)
//   -ing, doubled consonant, -ying>ie   present participle (STOPPING, LYING)
//   -er, -est (-ier/-iest>y, doubling)  comparative and superlative
// - A comparative counts only if the superlative exists too, and the other
//   way round: BIGGER/BIGGEST make BIG a base, INTEREST is not a form of
//   INTER (no INTERER). An -er word that has a plural of its own is a noun
//   or verb in its own right, not merely a comparative: GAMER (GAMERS; the
//   list also has the adjective's GAMEST), COOLER, LOWER (LOWERS).
// - Where a final -e was dropped (HOPED, GAMING, USED), the stem without the
//   e (HOP, GAM, US) is not a base when the stem looks like one that would
//   have doubled its consonant (a single vowel before a single consonant):
//   HOP gives HOPPED, so HOPED comes from HOPE.
// - -es only where -s could not follow (BOXES, GOES, not USES > US).
// Possessives cannot be spelled with letters a-z only, so there is nothing
// to strip; a word and its plural are handled above.
// Known limit of any spelling rule without parts of speech: a word that
// happens to look like a form (NEWS from NEW, EVENING from EVEN) is treated
// as one.
#include <string>
#include <unordered_map>
#include <vector>

#include "core/dict/dict_internal.h"
#include "core/dict/irregular_forms.h"

namespace lf {

namespace {

bool IsVowel(char c) { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'; }

bool EndsWith(const std::string& w, std::string_view suffix) {
  return w.size() >= suffix.size() && w.compare(w.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Form -> bases, from the irregular table. Built once, on first use.
const std::unordered_map<std::string, std::vector<std::string>>& IrregularBases() {
  static const auto* table = [] {
    auto* map = new std::unordered_map<std::string, std::vector<std::string>>();
    for (const char* line : dictdata::kIrregularForms) {
      std::vector<std::string> words;
      std::string current;
      for (const char* p = line;; ++p) {
        if (*p == ' ' || *p == '\0') {
          if (!current.empty()) words.push_back(current);
          current.clear();
          if (*p == '\0') break;
        } else {
          current.push_back(*p);
        }
      }
      for (size_t i = 1; i < words.size(); ++i) (*map)[words[i]].push_back(words[0]);
    }
    return map;
  }();
  return *table;
}

// A stem ending consonant-vowel-consonant with a single vowel before the last
// consonant: a short verb or adjective of this shape doubles the consonant
// before -ed/-ing/-er (HOP -> HOPPED), so an undoubled form came from STEM+e.
bool WouldDouble(const std::string& stem) {
  const size_t n = stem.size();
  if (n < 2) return false;
  const char last = stem[n - 1];
  if (IsVowel(last) || last == 'w' || last == 'x' || last == 'y') return false;
  if (!IsVowel(stem[n - 2])) return false;
  return n == 2 || !IsVowel(stem[n - 3]);
}

class Bases {
 public:
  explicit Bases(const Dictionary& dict) : dict_(dict) {}

  std::vector<std::string> Of(const std::string& w) {
    out_.clear();
    Add(w, false);
    auto it = IrregularBases().find(w);
    if (it != IrregularBases().end())
      for (const std::string& b : it->second) Add(b, false);
    const size_t n = w.size();

    // Plurals and third person.
    if (EndsWith(w, "s") && !EndsWith(w, "ss")) Add(w.substr(0, n - 1));
    if (EndsWith(w, "es") && n > 3) {
      const std::string stem = w.substr(0, n - 2);
      const bool sibilant = EndsWith(stem, "s") || EndsWith(stem, "x") || EndsWith(stem, "z") ||
                            EndsWith(stem, "ch") || EndsWith(stem, "sh") || EndsWith(stem, "o");
      if (sibilant && !dict_.Contains(stem + "e")) Add(stem);
    }
    if (EndsWith(w, "ies") && n > 4) Add(w.substr(0, n - 3) + "y");
    if (EndsWith(w, "ves") && n > 4) {
      Add(w.substr(0, n - 3) + "f");
      Add(w.substr(0, n - 3) + "fe");
    }
    // Past tense, participles.
    if (EndsWith(w, "ed") && n > 3) Verbal(w.substr(0, n - 2), true);
    if (EndsWith(w, "ied") && n > 4) Add(w.substr(0, n - 3) + "y");
    if (EndsWith(w, "ing") && n > 4) {
      Verbal(w.substr(0, n - 3), false);
      if (EndsWith(w, "ying")) Add(w.substr(0, n - 4) + "ie");
    }
    // Comparatives, only as a pair with the superlative.
    if (EndsWith(w, "er") && n > 3 && dict_.Contains(w.substr(0, n - 2) + "est") && !dict_.Contains(w + "s")) {
      Graded(w.substr(0, n - 2));
    }
    if (EndsWith(w, "est") && n > 4 && dict_.Contains(w.substr(0, n - 3) + "er")) Graded(w.substr(0, n - 3));
    return out_;
  }

 private:
  // STEM is what is left after -ed or -ing. Before -ing a final e stays
  // after y, e and o (DYEING, SEEING, HOEING), so DYING is not from DYE.
  void Verbal(const std::string& stem, bool past) {
    const bool keeps_e = !past && (EndsWith(stem, "y") || EndsWith(stem, "e") || EndsWith(stem, "o"));
    const bool e_form = !keeps_e && dict_.Contains(stem + "e");
    if (!(e_form && WouldDouble(stem))) Add(stem);  // WALK(ED); not HOP from HOPED
    if (e_form) Add(stem + "e");                     // BAKE from BAKED, BAKING
    Undouble(stem);
  }
  // STEM is what is left after -er or -est.
  void Graded(const std::string& stem) {
    const bool e_form = dict_.Contains(stem + "e");
    if (!(e_form && WouldDouble(stem))) Add(stem);  // TALL(ER)
    if (e_form) Add(stem + "e");                     // LATE from LATER
    if (EndsWith(stem, "i")) Add(stem.substr(0, stem.size() - 1) + "y");  // HAPPIER
    Undouble(stem);
  }
  // STOPP(ED) -> STOP, BIGG(ER) -> BIG, PANICK(ED) -> PANIC; only when the
  // doubled stem is not itself a word (PASS(ED) is PASS, not PAS) and the
  // undoubled one has the shape that doubles (EARRING is not EAR + ING).
  void Undouble(const std::string& stem) {
    const size_t n = stem.size();
    if (n < 3 || dict_.Contains(stem)) return;
    if (stem[n - 1] == stem[n - 2] && !IsVowel(stem[n - 1]) && WouldDouble(stem.substr(0, n - 1))) {
      Add(stem.substr(0, n - 1));
    }
    if (EndsWith(stem, "ck")) Add(stem.substr(0, n - 1));
  }
  void Add(const std::string& base, bool must_be_word = true) {
    if (base.size() < 2) return;
    if (must_be_word && !dict_.Contains(base)) return;
    for (const std::string& b : out_)
      if (b == base) return;
    out_.push_back(base);
  }

  const Dictionary& dict_;
  std::vector<std::string> out_;
};

bool Lower(std::string_view in, std::string* out) {
  out->clear();
  for (char c : in) {
    if (c >= 'A' && c <= 'Z') c = char(c | 0x20);
    if (c < 'a' || c > 'z') return false;
    out->push_back(c);
  }
  return !out->empty();
}

}  // namespace

bool Dictionary::SameFamily(std::string_view a, std::string_view b) const {
  std::string x, y;
  if (!Lower(a, &x) || !Lower(b, &y)) return false;
  if (x == y) return true;
  Bases bases(*this);
  const std::vector<std::string> from_a = bases.Of(x);
  const std::vector<std::string> from_b = bases.Of(y);
  for (const std::string& p : from_a)
    for (const std::string& q : from_b)
      if (p == q) return true;
  return false;
}

}  // namespace lf
