// dictbuild: SCOWL word lists and WordNet -> .lfd dictionary asset (format
// in src/core/dict/format.h). Host tool, run at build time; the game never
// sees the text lists.
//
//   dictbuild --scowl /usr/share/dict/scowl --wordnet /usr/share/wordnet
//             --max-level 70 --out broad.lfd
//             [--dense-min N] [--list words.tsv] [--forms-list forms.tsv] [--stats]
// (--forms-list writes every word that is a form of another, with its bases:
// what the forms section and the spelling rules say together.)
// (--dense-min exists to measure layout alternatives.)
//
// Word selection (docs/spec dictionary.md): the english-, american- and
// british-words files of every level <= max-level; keep lines of two or more
// letters a-z only. The files are ISO-8859-1, so an accented letter is a byte
// >= 0x80 and the line is dropped, never mangled into ASCII. A word's tier is
// the lowest level that lists it.
//
// Output is a pure function of the input bytes: the lists are read in a fixed
// order, words are sorted, automaton states are numbered by a deterministic
// recursion and every layout tie is broken by that number.
#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/dict/format.h"
#include "forms.h"

namespace {

namespace fs = std::filesystem;
namespace fmt = lf::dictfmt;

[[noreturn]] void Die(const std::string& message) {
  std::fprintf(stderr, "dictbuild: %s\n", message.c_str());
  std::exit(1);
}

struct Options {
  std::string scowl_dir = "/usr/share/dict/scowl";
  std::string wordnet_dir = "/usr/share/wordnet";
  std::string forms_list_out;
  int max_level = 70;
  std::string out;
  std::string list_out;
  int dense_min = 12;
  bool stats = false;
};

Options ParseArgs(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) Die("missing value after " + a);
      return argv[++i];
    };
    if (a == "--scowl") o.scowl_dir = value();
    else if (a == "--wordnet") o.wordnet_dir = value();
    else if (a == "--forms-list") o.forms_list_out = value();
    else if (a == "--max-level") o.max_level = std::atoi(value().c_str());
    else if (a == "--out") o.out = value();
    else if (a == "--list") o.list_out = value();
    else if (a == "--dense-min") o.dense_min = std::atoi(value().c_str());
    else if (a == "--stats") o.stats = true;
    else Die("unknown argument " + a + " (see the comment at the top of dictbuild.cpp)");
  }
  if (o.out.empty()) Die("--out FILE is required");
  if (o.dense_min < 2 || o.dense_min > 27) Die("--dense-min must be 2..27");
  return o;
}

// --- Reading the lists ---------------------------------------------------------

struct Word {
  std::string text;
  int level = 0;
};

std::vector<Word> ReadScowl(const Options& o, std::vector<int>* levels_out) {
  if (!fs::is_directory(o.scowl_dir)) {
    Die("no SCOWL word lists at " + o.scowl_dir +
        " (install them with `apt-get install scowl`, or point LF_SCOWL_DIR at SCOWL's final/ directory)");
  }
  // Collect (level, path) for the three lists; sort so reading order is fixed.
  std::vector<std::pair<int, std::string>> files;
  for (const auto& entry : fs::directory_iterator(o.scowl_dir)) {
    const std::string name = entry.path().filename().string();
    for (const char* list : {"english-words.", "american-words.", "british-words."}) {
      const size_t n = std::strlen(list);
      if (name.compare(0, n, list) != 0) continue;
      const std::string suffix = name.substr(n);
      if (suffix.empty() || suffix.find_first_not_of("0123456789") != std::string::npos) continue;
      const int level = std::atoi(suffix.c_str());
      if (level <= o.max_level) files.emplace_back(level, entry.path().string());
    }
  }
  std::sort(files.begin(), files.end());
  if (files.empty()) Die("no english-/american-/british-words.<level> files in " + o.scowl_dir);

  std::unordered_map<std::string, int> level_of;
  for (const auto& [level, path] : files) {
    std::ifstream in(path, std::ios::binary);
    if (!in) Die("cannot read " + path + ": " + std::strerror(errno));
    std::string line;
    while (std::getline(in, line)) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.size() < 2) continue;
      bool ok = true;
      for (unsigned char c : line) ok = ok && c >= 'a' && c <= 'z';
      if (!ok) continue;
      if (line.size() > size_t(fmt::kMaxWordLength)) Die("word longer than the format allows: " + line);
      auto [it, inserted] = level_of.emplace(line, level);
      if (!inserted) it->second = std::min(it->second, level);
    }
    if (std::find(levels_out->begin(), levels_out->end(), level) == levels_out->end()) levels_out->push_back(level);
  }
  std::sort(levels_out->begin(), levels_out->end());
  if (levels_out->size() > size_t(fmt::kTierCount)) {
    Die("more SCOWL levels than the format has tiers (" + std::to_string(levels_out->size()) + ")");
  }
  std::vector<Word> words;
  words.reserve(level_of.size());
  for (auto& [text, level] : level_of) words.push_back({text, level});
  std::sort(words.begin(), words.end(), [](const Word& a, const Word& b) { return a.text < b.text; });
  return words;
}

// --- The minimal automaton ---------------------------------------------------------

struct State {
  uint8_t tier = 0;  // tier code: 0 = not a word, k = tier index + 1
  std::vector<std::pair<uint8_t, uint32_t>> arcs;  // (letter 0..25, child), letter order
};

class AutomatonBuilder {
 public:
  explicit AutomatonBuilder(const std::vector<Word>& words, const std::vector<int>& levels)
      : words_(words) {
    for (size_t i = 0; i < levels.size(); ++i) code_of_level_[levels[i]] = uint8_t(i + 1);
  }
  // Words are sorted, so the words below a prefix form one range; equal
  // sub-automata are merged by interning their (tier, arcs) signature. States
  // get ids in post-order of the first time they are built: deterministic.
  uint32_t Build() { return Build(0, words_.size(), 0); }
  std::vector<State>& states() { return states_; }

 private:
  uint32_t Build(size_t lo, size_t hi, size_t depth) {
    State s;
    if (lo < hi && words_[lo].text.size() == depth) {
      s.tier = code_of_level_.at(words_[lo].level);
      ++lo;
    }
    size_t i = lo;
    while (i < hi) {
      const char c = words_[i].text[depth];
      size_t j = i;
      while (j < hi && words_[j].text[depth] == c) ++j;
      s.arcs.emplace_back(uint8_t(c - 'a'), Build(i, j, depth + 1));
      i = j;
    }
    std::string key(1, char(s.tier));
    for (auto [letter, child] : s.arcs) {
      key.push_back(char(letter));
      key.append(reinterpret_cast<const char*>(&child), sizeof child);
    }
    auto [it, inserted] = intern_.emplace(std::move(key), uint32_t(states_.size()));
    if (inserted) states_.push_back(std::move(s));
    return it->second;
  }

  const std::vector<Word>& words_;
  std::map<int, uint8_t> code_of_level_;
  std::vector<State> states_;
  std::unordered_map<std::string, uint32_t> intern_;
};

// --- Layout and encoding -----------------------------------------------------------

size_t WidthOf(uint32_t v) { return v < (1u << 8) ? 1 : v < (1u << 16) ? 2 : 3; }

class Encoder {
 public:
  Encoder(const std::vector<State>& states, uint32_t root, int dense_min)
      : st_(states), root_(root), dense_min_(dense_min), indeg_(states.size(), 0),
        ref_index_(states.size(), 0), subtree_size_(states.size(), 0) {
    for (const State& s : st_)
      for (auto [letter, child] : s.arcs) ++indeg_[child];
    for (uint32_t s = 0; s < st_.size(); ++s)
      if (indeg_[s] >= 2 && s != root_) shared_.push_back(s);
    // Most referenced first, so that the most frequent references are short.
    std::stable_sort(shared_.begin(), shared_.end(),
                     [&](uint32_t a, uint32_t b) { return indeg_[a] > indeg_[b]; });
  }

  std::vector<uint8_t> Encode() {
    // Reference widths depend on where shared records land, which depends on
    // the widths. Start from the smallest widths; sizes only grow, so this
    // reaches the least fixed point in a few rounds.
    for (int round = 0;; ++round) {
      if (round > 64) Die("layout did not converge");
      std::fill(subtree_size_.begin(), subtree_size_.end(), 0);
      for (uint32_t s = 0; s < st_.size(); ++s) SizeOf(s);
      uint32_t pos = 0;
      bool changed = false;
      for (uint32_t s : shared_) {
        pos = AlignUp(pos);
        const uint32_t index = pos / fmt::kRefUnit;
        if (index != ref_index_[s]) {
          if (index < ref_index_[s]) Die("layout shrank while converging");
          ref_index_[s] = index;
          changed = true;
        }
        pos += subtree_size_[s];
      }
      root_offset_ = pos;
      if (!changed) break;
    }
    std::vector<uint8_t> out;
    for (uint32_t s : shared_) {
      while (out.size() % fmt::kRefUnit) out.push_back(0);
      Emit(s, out);
    }
    if (out.size() != root_offset_) Die("internal: shared region size mismatch");
    Emit(root_, out);
    if (out.size() >= fmt::kMaxPayloadSize) Die("automaton too large for the format");
    return out;
  }

  uint32_t root_offset() const { return root_offset_; }
  size_t shared_count() const { return shared_.size(); }
  size_t dense_count() const { return dense_count_; }
  const std::vector<size_t>& ref_width_counts() const { return ref_width_counts_; }

 private:
  static uint32_t AlignUp(uint32_t v) { return (v + fmt::kRefUnit - 1) / fmt::kRefUnit * fmt::kRefUnit; }
  bool IsShared(uint32_t s) const { return indeg_[s] >= 2 && s != root_; }
  bool IsDense(uint32_t s) const { return int(st_[s].arcs.size()) >= dense_min_; }
  // How one record is laid out: per arc its kind and value, the record's own
  // size, and the order its inline children follow it in.
  struct RecordLayout {
    std::vector<uint8_t> kind;     // per arc
    std::vector<uint32_t> value;   // per arc: ref index, or offset from the record start
    std::vector<size_t> placed;    // arc indices of inline children, in layout order
    uint32_t record_size = 0;
  };
  // Needs the subtree sizes of s's inline children.
  RecordLayout Plan(uint32_t s) const {
    const State& state = st_[s];
    const size_t n = state.arcs.size();
    RecordLayout r;
    r.kind.assign(n, 0);
    r.value.assign(n, 0);
    for (size_t i = 0; i < n; ++i)
      if (!IsShared(state.arcs[i].second)) r.placed.push_back(i);
    // Smallest subtree first: the first one needs no offset, the others get
    // the shortest offsets possible.
    std::stable_sort(r.placed.begin(), r.placed.end(), [&](size_t a, size_t b) {
      const uint32_t x = subtree_size_[state.arcs[a].second], y = subtree_size_[state.arcs[b].second];
      return x < y;
    });
    if (IsDense(s)) {
      r.record_size = 1 + 4 + 3 * uint32_t(n);
      uint32_t next = r.record_size;
      for (size_t i : r.placed) {
        r.value[i] = next;
        next += subtree_size_[state.arcs[i].second];
      }
      for (size_t i = 0; i < n; ++i)
        if (IsShared(state.arcs[i].second)) r.value[i] = ref_index_[state.arcs[i].second];
      return r;
    }
    for (size_t i = 0; i < n; ++i) {
      const uint32_t child = state.arcs[i].second;
      if (IsShared(child)) {
        r.value[i] = ref_index_[child];
        r.kind[i] = uint8_t(fmt::kRef8 + WidthOf(r.value[i]) - 1);
      }
    }
    // Offsets depend on the record size, which depends on the offsets'
    // widths: grow widths from 1 byte until they fit (monotone, so it ends).
    for (size_t i : r.placed) r.kind[i] = fmt::kInline8;
    if (!r.placed.empty()) r.kind[r.placed[0]] = fmt::kInlineNext;
    for (;;) {
      uint32_t size = 1 + uint32_t(n);
      for (size_t i = 0; i < n; ++i) size += fmt::ArcDataSize(r.kind[i]);
      r.record_size = size;
      uint32_t next = size;
      bool grew = false;
      for (size_t i : r.placed) {
        r.value[i] = next;
        next += subtree_size_[state.arcs[i].second];
        if (r.kind[i] == fmt::kInlineNext) continue;
        const uint8_t want = uint8_t(fmt::kInline8 + WidthOf(r.value[i]) - 1);
        if (want > r.kind[i]) {
          r.kind[i] = want;
          grew = true;
        }
      }
      if (!grew) return r;
    }
  }

  uint32_t SizeOf(uint32_t s) {
    if (subtree_size_[s]) return subtree_size_[s];
    uint32_t inline_total = 0;
    for (auto [letter, child] : st_[s].arcs)
      if (!IsShared(child)) inline_total += SizeOf(child);
    const RecordLayout r = Plan(s);
    return subtree_size_[s] = r.record_size + inline_total;
  }

  void Emit(uint32_t s, std::vector<uint8_t>& out) {
    const State& state = st_[s];
    const size_t start = out.size();
    const RecordLayout r = Plan(s);
    auto put = [&](uint32_t v, size_t width) {
      for (size_t k = 0; k < width; ++k) out.push_back(uint8_t(v >> (8 * k)));
    };
    if (IsDense(s)) {
      ++dense_count_;
      out.push_back(uint8_t(fmt::kDenseBase + state.tier));
      uint32_t mask = 0;
      for (auto [letter, child] : state.arcs) mask |= 1u << letter;
      put(mask, 4);
      for (size_t i = 0; i < state.arcs.size(); ++i) {
        const bool shared = IsShared(state.arcs[i].second);
        put(shared ? r.value[i] * fmt::kRefUnit : uint32_t(start) + r.value[i], 3);
      }
    } else {
      out.push_back(uint8_t(state.arcs.size() * fmt::kTierCodes + state.tier));
      for (size_t i = 0; i < state.arcs.size(); ++i) out.push_back(fmt::ArcByteOf(r.kind[i], state.arcs[i].first));
      for (size_t i = 0; i < state.arcs.size(); ++i) {
        const int width = fmt::ArcDataSize(r.kind[i]);
        if (r.kind[i] >= fmt::kRef8) CountRef(width);
        put(r.value[i], size_t(width));
      }
    }
    if (out.size() - start != r.record_size) Die("internal: record size mismatch");
    for (size_t i : r.placed) {
      if (out.size() - start != r.value[i]) Die("internal: inline child misplaced");
      Emit(state.arcs[i].second, out);
    }
    if (out.size() - start != subtree_size_[s]) Die("internal: subtree size mismatch");
  }

  void CountRef(int width) {
    if (ref_width_counts_.size() <= size_t(width)) ref_width_counts_.resize(size_t(width) + 1);
    ++ref_width_counts_[size_t(width)];
  }

  const std::vector<State>& st_;
  uint32_t root_;
  int dense_min_;
  std::vector<uint32_t> indeg_;
  std::vector<uint32_t> ref_index_;
  std::vector<uint32_t> subtree_size_;
  std::vector<uint32_t> shared_;
  uint32_t root_offset_ = 0;
  size_t dense_count_ = 0;
  std::vector<size_t> ref_width_counts_;
};

void Put32(std::vector<uint8_t>& b, size_t off, uint32_t v) {
  for (int i = 0; i < 4; ++i) b[off + i] = uint8_t(v >> (8 * i));
}
void Put64(std::vector<uint8_t>& b, size_t off, uint64_t v) {
  for (int i = 0; i < 8; ++i) b[off + i] = uint8_t(v >> (8 * i));
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = ParseArgs(argc, argv);
  std::vector<int> levels;
  const std::vector<Word> words = ReadScowl(o, &levels);
  if (words.empty()) Die("no words selected");

  AutomatonBuilder builder(words, levels);
  const uint32_t root = builder.Build();
  const std::vector<State>& states = builder.states();
  if (states[root].tier != 0) Die("internal: the empty word is final");

  Encoder encoder(states, root, o.dense_min);
  std::vector<uint8_t> payload = encoder.Encode();
  // The forms section follows the automaton.
  std::vector<dictbuild::ListedWord> listed;
  listed.reserve(words.size());
  for (const Word& w : words) listed.push_back({w.text, w.level});
  const dictbuild::FormsResult forms = dictbuild::BuildForms(listed, o.wordnet_dir);
  const uint32_t forms_offset = static_cast<uint32_t>(payload.size());
  payload.insert(payload.end(), forms.bytes.begin(), forms.bytes.end());

  size_t arc_count = 0, max_len = 0;
  for (const State& s : states) arc_count += s.arcs.size();
  uint32_t tier_words[fmt::kTierCount] = {};
  for (const Word& w : words) {
    max_len = std::max(max_len, w.text.size());
    ++tier_words[std::find(levels.begin(), levels.end(), w.level) - levels.begin()];
  }

  std::vector<uint8_t> file(fmt::kHeaderSize, 0);
  std::copy(fmt::kMagic.begin(), fmt::kMagic.end(), file.begin() + fmt::kOffMagic);
  Put32(file, fmt::kOffVersion, fmt::kVersion);
  Put32(file, fmt::kOffHeaderSize, fmt::kHeaderSize);
  Put32(file, fmt::kOffPayloadSize, uint32_t(payload.size()));
  Put32(file, fmt::kOffWordCount, uint32_t(words.size()));
  Put32(file, fmt::kOffStateCount, uint32_t(states.size()));
  Put32(file, fmt::kOffArcCount, uint32_t(arc_count));
  Put32(file, fmt::kOffRootOffset, encoder.root_offset());
  file[fmt::kOffMaxWordLength] = uint8_t(max_len);
  file[fmt::kOffTierCount] = uint8_t(fmt::kTierCount);
  // Unused tier slots (a list with fewer levels) repeat nothing: they are
  // filled with increasing levels above the last real one, never referenced.
  int last = 0;
  for (int i = 0; i < fmt::kTierCount; ++i) {
    const int level = i < int(levels.size()) ? levels[i] : last + 1;
    if (level > 255) Die("SCOWL level above 255");
    file[fmt::kOffTierLevels + i] = uint8_t(level);
    last = level;
    Put32(file, fmt::kOffTierWordCount + 4 * i, tier_words[i]);
  }
  Put64(file, fmt::kOffPayloadFnv, fmt::Fnv1a64(payload.data(), payload.size()));
  Put32(file, fmt::kOffFormsOffset, forms_offset);
  Put64(file, fmt::kOffHeaderFnv, fmt::Fnv1a64(file.data(), fmt::kOffHeaderFnv));
  file.insert(file.end(), payload.begin(), payload.end());

  // Write to a temporary name and rename, so an interrupted build never
  // leaves a truncated asset that looks current to the build system.
  const std::string tmp = o.out + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) Die("cannot write " + tmp + ": " + std::strerror(errno));
    out.write(reinterpret_cast<const char*>(file.data()), std::streamsize(file.size()));
    if (!out) Die("write failed: " + tmp);
  }
  std::error_code ec;
  fs::rename(tmp, o.out, ec);
  if (ec) Die("cannot rename " + tmp + " to " + o.out + ": " + ec.message());

  if (!o.list_out.empty()) {
    std::ofstream list(o.list_out, std::ios::binary | std::ios::trunc);
    for (const Word& w : words) list << w.text << '\t' << w.level << '\n';
  }
  if (!o.forms_list_out.empty()) {
    std::ofstream list(o.forms_list_out, std::ios::binary | std::ios::trunc);
    for (const std::string& line : forms.listing) list << line << '\n';
  }
  if (o.stats) {
    std::printf("forms: %zu bytes, %zu entries (%zu with every rule base wrong), %zu bases the rules miss, %zu wrong "
                "ones listed; %zu WordNet lemmas and %zu exception pairs in the list\n",
                forms.bytes.size(), forms.entries, forms.all_wrong, forms.missed_links, forms.wrong_links,
                forms.lemmas, forms.exception_pairs);
    std::printf("words %zu  states %zu  arcs %zu  shared %zu  dense %zu  longest %zu\n", words.size(),
                states.size(), arc_count, encoder.shared_count(), encoder.dense_count(), max_len);
    std::printf("automaton %u bytes (shared region %u, tree %u)  refs by width:", forms_offset,
                encoder.root_offset(), forms_offset - encoder.root_offset());
    for (size_t w = 1; w < encoder.ref_width_counts().size(); ++w)
      std::printf(" %zuB=%zu", w, encoder.ref_width_counts()[w]);
    std::printf("\ntiers:");
    for (size_t i = 0; i < levels.size(); ++i) std::printf(" %d=%u", levels[i], tier_words[i]);
    std::printf("\n");
  }
  return 0;
}
