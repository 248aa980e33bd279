// Word families from WordNet 3.0 (Debian's wordnet-base), for the forms
// section. The ruling (docs/rules/word-lift.md) and how it is read here:
//
// - A word is merely another form of its bases. Its bases are what the
//   regular spelling rules find (core/dict/spelling.h), kept only where the
//   base's part of speech takes the suffix: -s/-es on a noun or a verb,
//   -ed/-d/-ing on a verb, -er/-est on an adjective or an adverb (WordNet's
//   index.noun/verb/adj/adv). NEWS is not NEW + s: NEW is only an adjective
//   and an adverb.
// - WordNet's exception lists (noun.exc, verb.exc, adj.exc, adv.exc) add
//   the irregular and respelled forms (WENT -> GO, MICE -> MOUSE, QUIZZES ->
//   QUIZ). A line whose form is its own base ("forest forest" in adj.exc,
//   "bed bed" in verb.exc) says the word is not a form for that part of
//   speech: FOREST is not FOR + est, BED is not B + ed.
// - An -er word that is also a noun with a plural of its own is a word in
//   its own right, not merely a comparative (GAMER, COOLER, DIMMER): it
//   counts as a noun when WordNet says so or does not know the word at all.
// - A base WordNet does not know (newer words: GEEKY, RETWEET, REMAP) takes
//   every suffix, but only for a form WordNet does not know either (WordNet
//   knows HERRING, so it is not HER + r + ing), only if the base is not
//   itself a form of a word WordNet knows (PLEAS is PLEA + s, so PLEASED is
//   not PLEAS + ed), and never for the most common words (SCOWL level 10:
//   the words WordNet leaves out there are pronouns, articles and
//   prepositions, which take no suffix: THEIR -> THEIRS is allowed).
// What is stored is only where this differs from the rules alone.
#include "forms.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <string_view>
#include <unordered_map>

#include "core/dict/format.h"
#include "core/dict/spelling.h"

namespace dictbuild {

namespace {

namespace fmt = lf::dictfmt;
using lf::dictspell::Reduction;
using lf::dictspell::Suffix;

[[noreturn]] void Die(const std::string& message) {
  std::fprintf(stderr, "dictbuild: %s\n", message.c_str());
  std::exit(1);
}

enum Pos : uint8_t { kNoun = 1, kVerb = 2, kAdj = 4, kAdv = 8 };
constexpr struct {
  const char* name;
  Pos pos;
} kPosFiles[] = {{"noun", kNoun}, {"verb", kVerb}, {"adj", kAdj}, {"adv", kAdv}};

bool Letters(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < 'a' || c > 'z') return false;
  return true;
}

std::vector<std::string> Tokens(const std::string& line) {
  std::vector<std::string> out;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\r')) ++i;
    size_t j = i;
    while (j < line.size() && line[j] != ' ' && line[j] != '\r') ++j;
    if (j > i) out.push_back(line.substr(i, j - i));
    i = j;
  }
  return out;
}

uint8_t PosTaking(Suffix s) {
  switch (s) {
    case Suffix::kS: return kNoun | kVerb;
    case Suffix::kEd:
    case Suffix::kIng: return kVerb;
    case Suffix::kEr:
    case Suffix::kEst: return kAdj | kAdv;
  }
  return 0;
}

struct WordNet {
  std::unordered_map<std::string, uint8_t> pos;        // lemma -> parts of speech
  std::unordered_map<std::string, uint8_t> not_a_form; // "w w" lines: the parts of speech
  // form -> (base, part of speech), for lines whose words are all a-z.
  std::unordered_map<std::string, std::vector<std::pair<std::string, uint8_t>>> exceptions;
  std::unordered_map<std::string, std::vector<std::string>> plurals;  // noun -> irregular plurals

  void Read(const std::string& dir) {
    for (const auto& f : kPosFiles) {
      const std::string path = dir + "/index." + f.name;
      std::ifstream in(path, std::ios::binary);
      if (!in) {
        Die("cannot read " + path +
            " (install Debian's wordnet-base with tools/setup.sh native, or point LF_WORDNET_DIR at WordNet's dict/ "
            "directory)");
      }
      std::string line;
      while (std::getline(in, line)) {
        if (line.empty() || line[0] == ' ') continue;  // the licence header
        const std::string lemma = line.substr(0, line.find(' '));
        if (Letters(lemma)) pos[lemma] |= f.pos;
      }
      const std::string exc_path = dir + "/" + f.name + ".exc";
      std::ifstream exc(exc_path, std::ios::binary);
      if (!exc) Die("cannot read " + exc_path);
      while (std::getline(exc, line)) {
        const std::vector<std::string> t = Tokens(line);
        if (t.size() < 2 || !std::all_of(t.begin(), t.end(), Letters)) continue;
        for (size_t i = 1; i < t.size(); ++i) {
          if (t[i] == t[0]) {
            not_a_form[t[0]] |= f.pos;
            continue;
          }
          exceptions[t[0]].push_back({t[i], f.pos});
          if (f.pos == kNoun) plurals[t[i]].push_back(t[0]);
        }
      }
    }
    if (pos.size() < 1000) Die("WordNet's index files in " + dir + " hold almost nothing");
  }
};

class Families {
 public:
  Families(const std::vector<ListedWord>& words, const WordNet& wn) : wn_(wn) {
    for (const ListedWord& w : words) level_.emplace(w.text, w.level);
  }

  bool Contains(std::string_view w) const { return level_.count(std::string(w)) != 0; }

  // The word's bases other than itself, in a fixed order.
  std::vector<std::string> Bases(const std::string& w) {
    std::vector<std::string> out;
    auto add = [&](const std::string& b) {
      if (std::find(out.begin(), out.end(), b) == out.end()) out.push_back(b);
    };
    // A base WordNet does not know only where no known one fits (TATTIEST is
    // TATTY + est, not TATTIE + st).
    const std::vector<Reduction> rules = Rules(w);
    bool known_fits = false;
    for (const Reduction& r : rules)
      if (Known(r.base) && RuleHolds(w, r)) {
        known_fits = true;
        add(r.base);
      }
    if (!known_fits)
      for (const Reduction& r : rules)
        if (RuleHolds(w, r)) add(r.base);
    // A superlative whose comparative the list lacks (GENTEELEST): the rules
    // want both, WordNet's adjective is enough (unless WordNet says the word
    // is no form: FOREST).
    if (lf::dictspell::EndsWith(w, "est") && !wn_.not_a_form.count(w)) {
      std::vector<Reduction> loose;
      lf::dictspell::RegularReductions(w, [&](std::string_view s) { return Contains(s); }, &loose, false);
      for (const Reduction& r : loose)
        if (r.suffix == Suffix::kEst && Known(r.base) && KnownHolds(w, r)) add(r.base);
    }
    const auto it = wn_.exceptions.find(w);
    if (it != wn_.exceptions.end())
      for (const auto& [base, pos] : it->second) {
        if (!Contains(base)) continue;
        // DIMMER is DIM + er in adj.exc, but also a noun with a plural of its own.
        const bool suffix_shaped = base.size() >= 2 && w.compare(0, base.size() - 1, base, 0, base.size() - 1) == 0;
        if ((pos & (kAdj | kAdv)) && suffix_shaped && WordOfItsOwn(w)) continue;
        add(base);
      }
    return out;
  }

  std::vector<Reduction> Rules(const std::string& w) const {
    std::vector<Reduction> out;
    lf::dictspell::RegularReductions(w, [&](std::string_view s) { return Contains(s); }, &out);
    return out;
  }

 private:
  uint8_t PosOf(const std::string& w) const {
    const auto it = wn_.pos.find(w);
    return it == wn_.pos.end() ? 0 : it->second;
  }
  bool Known(const std::string& w) const { return wn_.pos.count(w) != 0; }

  // An -er word that is a noun with a plural of its own.
  bool WordOfItsOwn(const std::string& w) const {
    if (!lf::dictspell::EndsWith(w, "er")) return false;
    if (Known(w) && !(PosOf(w) & kNoun)) return false;
    if (Contains(w + "s")) return true;
    const auto it = wn_.plurals.find(w);
    if (it != wn_.plurals.end())
      for (const std::string& p : it->second)
        if (Contains(p)) return true;
    return false;
  }

  // The base is a known lemma whose part of speech takes the suffix.
  bool KnownHolds(const std::string& w, const Reduction& r) const {
    uint8_t pos = PosOf(r.base) & PosTaking(r.suffix);
    const auto self = wn_.not_a_form.find(w);
    if (self != wn_.not_a_form.end()) pos &= static_cast<uint8_t>(~self->second);
    return pos != 0;
  }

  // Whether `w` is a form of some word WordNet knows (memoised).
  bool FormOfKnown(const std::string& w) {
    const auto it = form_of_known_.find(w);
    if (it != form_of_known_.end()) return it->second;
    bool any = false;
    for (const Reduction& r : Rules(w)) any = any || (Known(r.base) && KnownHolds(w, r));
    any = any || wn_.exceptions.count(w) != 0;
    form_of_known_.emplace(w, any);
    return any;
  }

  bool RuleHolds(const std::string& w, const Reduction& r) {
    if (r.suffix == Suffix::kEr && WordOfItsOwn(w)) return false;
    if (Known(r.base)) return KnownHolds(w, r);
    if (Known(w)) return false;
    if (level_.at(r.base) <= 10) return false;
    return !FormOfKnown(r.base);
  }

  const WordNet& wn_;
  std::unordered_map<std::string, int> level_;
  std::unordered_map<std::string, bool> form_of_known_;
};

void Put8(std::vector<uint8_t>& out, size_t v) {
  if (v > 255) Die("internal: forms field out of range");
  out.push_back(static_cast<uint8_t>(v));
}
void Put32At(std::vector<uint8_t>& out, size_t at, uint32_t v) {
  for (int i = 0; i < 4; ++i) out[at + static_cast<size_t>(i)] = static_cast<uint8_t>(v >> (8 * i));
}

}  // namespace

FormsResult BuildForms(const std::vector<ListedWord>& words, const std::string& wordnet_dir) {
  WordNet wn;
  wn.Read(wordnet_dir);
  Families families(words, wn);
  FormsResult result;
  for (const ListedWord& w : words) {
    result.lemmas += wn.pos.count(w.text);
    const auto it = wn.exceptions.find(w.text);
    if (it != wn.exceptions.end())
      for (const auto& [base, pos] : it->second) result.exception_pairs += families.Contains(base);
  }

  struct Link {
    bool wrong;
    std::string base;
  };
  struct Entry {
    std::string word;
    bool all_wrong;
    std::vector<Link> links;
  };
  std::vector<Entry> entries;
  for (const ListedWord& lw : words) {
    const std::string& w = lw.text;
    std::vector<std::string> by_rule;
    for (const Reduction& r : families.Rules(w))
      if (std::find(by_rule.begin(), by_rule.end(), r.base) == by_rule.end()) by_rule.push_back(r.base);
    const std::vector<std::string> bases = families.Bases(w);
    if (!bases.empty()) {
      std::string line = w + "\t";
      for (size_t i = 0; i < bases.size(); ++i) line += (i ? " " : "") + bases[i];
      result.listing.push_back(line);
    }
    Entry e{w, false, {}};
    std::vector<std::string> wrong;
    for (const std::string& b : by_rule)
      if (std::find(bases.begin(), bases.end(), b) == bases.end()) wrong.push_back(b);
    e.all_wrong = !by_rule.empty() && wrong.size() == by_rule.size();
    if (!e.all_wrong)
      for (const std::string& b : wrong) e.links.push_back({true, b});
    for (const std::string& b : bases)
      if (std::find(by_rule.begin(), by_rule.end(), b) == by_rule.end()) e.links.push_back({false, b});
    if (!e.all_wrong && e.links.empty()) continue;
    if (e.links.size() > fmt::kMaxFormLinks) Die("too many bases for " + w);
    result.all_wrong += e.all_wrong;
    for (const Link& l : e.links) (l.wrong ? result.wrong_links : result.missed_links) += 1;
    entries.push_back(std::move(e));
  }

  const uint32_t block_count = static_cast<uint32_t>((entries.size() + fmt::kFormsBlock - 1) / fmt::kFormsBlock);
  std::vector<uint8_t>& out = result.bytes;
  out.assign(fmt::kFormsHeaderSize + 4 * static_cast<size_t>(block_count), 0);
  Put32At(out, 0, static_cast<uint32_t>(entries.size()));
  Put32At(out, 4, block_count);
  std::string previous;
  for (size_t i = 0; i < entries.size(); ++i) {
    const Entry& e = entries[i];
    size_t shared = 0;
    if (i % fmt::kFormsBlock == 0) {
      Put32At(out, fmt::kFormsHeaderSize + 4 * (i / fmt::kFormsBlock), static_cast<uint32_t>(out.size()));
    } else {
      while (shared < e.word.size() && shared < previous.size() && e.word[shared] == previous[shared]) ++shared;
    }
    Put8(out, shared);
    Put8(out, e.word.size() - shared);
    out.insert(out.end(), e.word.begin() + static_cast<std::ptrdiff_t>(shared), e.word.end());
    Put8(out, (e.links.size() << 1) | (e.all_wrong ? fmt::kLinkAllRulesWrong : 0));
    for (const Link& l : e.links) {
      size_t keep = 0;
      while (keep < l.base.size() && keep < e.word.size() && l.base[keep] == e.word[keep]) ++keep;
      Put8(out, keep | (l.wrong ? fmt::kLinkWrongBase : 0));
      Put8(out, l.base.size() - keep);
      out.insert(out.end(), l.base.begin() + static_cast<std::ptrdiff_t>(keep), l.base.end());
    }
    previous = e.word;
  }
  result.entries = entries.size();
  return result;
}

}  // namespace dictbuild
