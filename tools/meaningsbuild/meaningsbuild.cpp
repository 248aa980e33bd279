// meaningsbuild: WordNet 3.0 (Debian's wordnet-base) and our word list ->
// the .lfm meanings asset (format in src/core/dict/meanings_format.h). Host
// tool, run at build time beside tools/dictbuild (and built by its project);
// the game never reads WordNet's own files.
//
//   meaningsbuild --words dict-words.tsv --wordnet /usr/share/wordnet --out wordnet.lfm [--stats]
//
// --words is the word list as dictbuild --list writes it (word TAB tier, one
// a line, sorted). For each word that WordNet has as a lemma of one word, the
// parts of speech it is used in are ranked by WordNet's tagged-sense count
// (how often the word was met in that part in its corpus), then by sense
// count, then noun, verb, adjective, adverb; the first kMaxSenses keep the
// definition of their first (most common) sense: the gloss up to its first
// example, shortened at a space to kMaxGlossChars with an ellipsis.
//
// Output is a pure function of the input bytes: everything is read in a
// fixed order into ordered maps, and definitions are numbered in the order
// the (sorted) words first use them.
#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "core/dict/meanings_format.h"

namespace {

namespace fmt = lf::meaningsfmt;

[[noreturn]] void Die(const std::string& message) {
  std::fprintf(stderr, "meaningsbuild: %s\n", message.c_str());
  std::exit(1);
}

struct Options {
  std::string words, wordnet = "/usr/share/wordnet", out;
  bool stats = false;
};

Options ParseArgs(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) Die("missing value after " + a);
      return argv[++i];
    };
    if (a == "--words") o.words = value();
    else if (a == "--wordnet") o.wordnet = value();
    else if (a == "--out") o.out = value();
    else if (a == "--stats") o.stats = true;
    else Die("unknown argument " + a + " (see the comment at the top of meaningsbuild.cpp)");
  }
  if (o.words.empty() || o.out.empty()) Die("--words FILE and --out FILE are required");
  return o;
}

std::vector<std::string> ReadWords(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) Die("cannot read " + path + ": " + std::strerror(errno));
  std::vector<std::string> words;
  std::string line;
  while (std::getline(in, line)) {
    const std::string word = line.substr(0, line.find('\t'));
    if (word.empty()) continue;
    if (!words.empty() && word <= words.back()) Die(path + " is not sorted at " + word);
    words.push_back(word);
  }
  return words;
}

// One part of speech of a lemma: its tagged-sense count, its senses' synset
// offsets (most common first).
struct Use {
  char part = 'n';
  int tagged = 0;
  std::vector<uint32_t> offsets;
};

constexpr const char* kParts[4][2] = {{"n", "noun"}, {"v", "verb"}, {"a", "adj"}, {"r", "adv"}};

int PartRank(char part) { return part == 'n' ? 0 : part == 'v' ? 1 : part == 'a' ? 2 : 3; }

// index.<pos>: "lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt
// tagsense_cnt synset_offset..." (the licence lines start with spaces).
void ReadIndex(const std::string& dir, char part, const char* name, std::map<std::string, std::vector<Use>>& uses) {
  const std::string path = dir + "/index." + name;
  std::ifstream in(path, std::ios::binary);
  if (!in) Die("cannot read " + path + ": " + std::strerror(errno) + " (apt-get install wordnet-base)");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == ' ') continue;
    std::istringstream fields(line);
    std::string lemma, pos;
    int synsets = 0, pointers = 0;
    fields >> lemma >> pos >> synsets >> pointers;
    for (int k = 0; k < pointers; ++k) {
      std::string skip;
      fields >> skip;
    }
    int senses = 0, tagged = 0;
    fields >> senses >> tagged;
    Use use;
    use.part = part;
    use.tagged = tagged;
    for (int k = 0; k < synsets; ++k) {
      uint32_t offset = 0;
      fields >> offset;
      use.offsets.push_back(offset);
    }
    if (!fields || use.offsets.empty()) Die("cannot read " + path + " at \"" + line.substr(0, 40) + "\"");
    uses[lemma].push_back(std::move(use));
  }
}

// A gloss as the player reads it: the definition before the first example,
// Latin-1 made UTF-8, shortened at a space.
std::string Definition(const std::string& gloss) {
  std::string latin = gloss;
  for (size_t at = latin.find(';'); at != std::string::npos; at = latin.find(';', at + 1)) {
    size_t q = at + 1;
    while (q < latin.size() && latin[q] == ' ') ++q;
    if (q < latin.size() && latin[q] == '"') {
      latin.resize(at);
      break;
    }
  }
  std::string d;
  for (unsigned char c : latin) {
    if (c < 0x80) {
      d.push_back(static_cast<char>(c));
    } else {
      d.push_back(static_cast<char>(0xC0 | (c >> 6)));
      d.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
  }
  auto trim = [&] {
    while (!d.empty() && (d.back() == ' ' || d.back() == ';' || d.back() == ',')) d.pop_back();
  };
  trim();
  if (static_cast<int>(d.size()) > fmt::kMaxGlossChars) {
    size_t cut = d.rfind(' ', fmt::kMaxGlossChars);
    if (cut == std::string::npos || cut < 20) {
      cut = fmt::kMaxGlossChars;
      while (cut > 0 && (static_cast<unsigned char>(d[cut]) & 0xC0) == 0x80) --cut;  // not inside a letter
    }
    d.resize(cut);
    trim();
    d += "\xE2\x80\xA6";
  }
  return d;
}

// data.<pos> at a synset offset: "... | gloss".
std::string GlossAt(std::ifstream& data, const std::string& path, uint32_t offset) {
  data.clear();
  data.seekg(offset);
  std::string line;
  if (!std::getline(data, line)) Die("cannot read " + path + " at offset " + std::to_string(offset));
  const size_t bar = line.find(" | ");
  if (bar == std::string::npos) Die(path + " has no gloss at offset " + std::to_string(offset));
  std::string gloss = line.substr(bar + 3);
  while (!gloss.empty() && (gloss.back() == ' ' || gloss.back() == '\r')) gloss.pop_back();
  return Definition(gloss);
}

void PutU32(std::vector<uint8_t>& out, size_t at, uint32_t v) {
  for (int k = 0; k < 4; ++k) out[at + k] = static_cast<uint8_t>(v >> (8 * k));
}
void AppendVarint(std::vector<uint8_t>& out, uint32_t v) {
  while (v >= 0x80) {
    out.push_back(static_cast<uint8_t>(v | 0x80));
    v >>= 7;
  }
  out.push_back(static_cast<uint8_t>(v));
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = ParseArgs(argc, argv);
  const std::vector<std::string> words = ReadWords(o.words);
  std::map<std::string, std::vector<Use>> uses;
  for (const auto& [part, name] : kParts) ReadIndex(o.wordnet, part[0], name, uses);

  // Each listed word's chosen senses, as (part, offset) keys.
  using Key = std::pair<char, uint32_t>;
  std::vector<std::pair<std::string, std::vector<Key>>> entries;
  std::map<Key, int> glosses;  // every key used
  for (const std::string& word : words) {
    auto it = uses.find(word);
    if (it == uses.end() || static_cast<int>(word.size()) > fmt::kMaxWordLetters) continue;
    std::vector<Use> ranked = it->second;
    std::stable_sort(ranked.begin(), ranked.end(), [](const Use& a, const Use& b) {
      if (a.tagged != b.tagged) return a.tagged > b.tagged;
      if (a.offsets.size() != b.offsets.size()) return a.offsets.size() > b.offsets.size();
      return PartRank(a.part) < PartRank(b.part);
    });
    std::vector<Key> keys;
    for (const Use& u : ranked) {
      if (static_cast<int>(keys.size()) == fmt::kMaxSenses) break;
      keys.push_back({u.part, u.offsets.front()});
      glosses.emplace(keys.back(), 0);
    }
    entries.emplace_back(word, std::move(keys));
  }
  // Each definition read once; the same text twice (two synsets glossed
  // alike) is one definition.
  std::map<Key, std::string> text_of;
  for (const char* const* part : kParts) {
    const std::string path = o.wordnet + "/data." + part[1];
    std::ifstream data(path, std::ios::binary);
    if (!data) Die("cannot read " + path + ": " + std::strerror(errno));
    for (auto& [key, unused] : glosses)
      if (key.first == part[0][0]) text_of[key] = GlossAt(data, path, key.second);
  }

  // The payload: definitions numbered in the order the entries first use
  // them, so a reference is mostly "the next one" (0).
  const uint32_t word_count = static_cast<uint32_t>(entries.size());
  const uint32_t block_count = (word_count + fmt::kBlock - 1) / fmt::kBlock;
  std::vector<uint8_t> payload(8 * size_t{block_count}, 0);
  std::map<std::string, uint32_t> number_of;  // text -> number
  std::vector<const std::string*> texts;
  std::string previous;
  for (uint32_t i = 0; i < word_count; ++i) {
    const auto& [word, keys] = entries[i];
    size_t shared = 0;
    if (i % fmt::kBlock == 0) {
      PutU32(payload, 8 * size_t{i / fmt::kBlock}, static_cast<uint32_t>(payload.size()));
      PutU32(payload, 8 * size_t{i / fmt::kBlock} + 4, static_cast<uint32_t>(texts.size()));
    } else {
      while (shared < word.size() && shared < previous.size() && word[shared] == previous[shared]) ++shared;
    }
    payload.push_back(static_cast<uint8_t>(shared));
    payload.push_back(static_cast<uint8_t>(word.size() - shared));
    payload.insert(payload.end(), word.begin() + static_cast<std::ptrdiff_t>(shared), word.end());
    payload.push_back(static_cast<uint8_t>(keys.size()));
    for (const Key& k : keys) {
      payload.push_back(static_cast<uint8_t>(k.first));
      const std::string& text = text_of.at(k);
      auto [at, added] = number_of.emplace(text, static_cast<uint32_t>(texts.size()));
      if (added) texts.push_back(&at->first);
      AppendVarint(payload, added ? 0 : at->second + 1);
    }
    previous = word;
  }
  const uint32_t glosses_offset = static_cast<uint32_t>(payload.size());
  size_t text_bytes = 0;
  for (const std::string* t : texts) {
    if (t->find('\0') != std::string::npos) Die("a definition holds a 0 byte");
    payload.insert(payload.end(), t->begin(), t->end());
    payload.push_back(0);
    text_bytes += t->size();
  }
  if (payload.size() >= fmt::kMaxPayload) Die("the meanings would not fit the format");

  std::vector<uint8_t> file(fmt::kHeaderSize, 0);
  std::memcpy(file.data() + fmt::kOffMagic, fmt::kMagic, sizeof fmt::kMagic);
  PutU32(file, fmt::kOffVersion, fmt::kVersion);
  PutU32(file, fmt::kOffHeaderSize, fmt::kHeaderSize);
  PutU32(file, fmt::kOffPayloadSize, static_cast<uint32_t>(payload.size()));
  PutU32(file, fmt::kOffWordCount, word_count);
  PutU32(file, fmt::kOffBlockCount, block_count);
  PutU32(file, fmt::kOffGlossCount, static_cast<uint32_t>(texts.size()));
  PutU32(file, fmt::kOffGlossesOffset, glosses_offset);
  const uint64_t fnv = fmt::Fnv1a64(payload.data(), payload.size());
  PutU32(file, fmt::kOffPayloadFnv, static_cast<uint32_t>(fnv));
  PutU32(file, fmt::kOffPayloadFnv + 4, static_cast<uint32_t>(fnv >> 32));
  file.insert(file.end(), payload.begin(), payload.end());

  const std::string tmp = o.out + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) Die("cannot write " + tmp + ": " + std::strerror(errno));
    out.write(reinterpret_cast<const char*>(file.data()), static_cast<std::streamsize>(file.size()));
    if (!out) Die("cannot write " + tmp);
  }
  if (std::rename(tmp.c_str(), o.out.c_str()) != 0) Die("cannot rename " + tmp + ": " + std::strerror(errno));
  if (o.stats) {
    std::printf("%u words of %zu have a meaning; %zu definitions (%zu bytes of text); %zu bytes in all\n", word_count,
                words.size(), texts.size(), text_bytes, file.size());
  }
  return 0;
}
