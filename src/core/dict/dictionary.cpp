// Dictionary: loading (with full validation), lookups, prefix walks and
// completions. The sub-anagram search is in anagram.cpp, word families in
// family.cpp; the file format is described in format.h.
#include "core/dict/dictionary.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <unordered_map>

#include "core/check.h"
#include "core/dict/dict_internal.h"

namespace lf {

namespace {

using dictimpl::Arc;
using dictimpl::kNoNode;
namespace fmt = dictfmt;

// Letters are a-z inside; either case outside. -1 for anything else.
int LetterIndex(char c) {
  if (c >= 'a' && c <= 'z') return c - 'a';
  if (c >= 'A' && c <= 'Z') return c - 'A';
  return -1;
}

std::string Malformed(const std::string& what, uint32_t offset) {
  return "The dictionary file is damaged (" + what + " at payload offset " + std::to_string(offset) +
         "); reinstall or rebuild it.";
}

// What the validator knows about one record.
struct CheckedRecord {
  uint8_t tier = 0;
  int count = 0;  // arcs
  Arc arcs[26];
};

// Bounds-checked twin of Impl::Arcs(): parses the record at payload offset
// `node`, checking everything the fast readers rely on. Returns an empty
// string when fine.
std::string ParseChecked(const Dictionary::Impl& d, uint32_t node, CheckedRecord* r) {
  const uint8_t* base = d.payload;
  const uint32_t size = d.payload_size;
  if (node >= size) return Malformed("state offset past the end", node);
  uint32_t pos = node;
  const dictimpl::RecordHead head = dictimpl::kHeads[base[pos++]];
  r->tier = head.tier;
  // One data field of `width` bytes at pos, as a child of this record.
  auto field = [&](const dictimpl::ArcByte& a, uint32_t record_size, uint32_t* child) -> std::string {
    uint32_t v = 0;
    for (int k = 0; k < a.size; ++k) v |= uint32_t(base[pos + k]) << (8 * k);
    pos += a.size;
    uint64_t target;
    if (a.kind >= fmt::kRef8) {
      target = uint64_t(v) * fmt::kRefUnit;
      if (target >= size) return Malformed("reference past the end", node);
    } else {
      if (a.kind != fmt::kInlineNext && v < record_size) return Malformed("inline child inside its parent", node);
      target = uint64_t(node) + (a.kind == fmt::kInlineNext ? record_size : v);
      if (target >= size) return Malformed("inline child past the end", node);
    }
    *child = uint32_t(target);
    return {};
  };

  switch (head.kind) {
    case dictimpl::kInvalid:
      return Malformed("unknown record type", node);

    case dictimpl::kDense: {
      if (size - pos < 4) return Malformed("truncated record", node);
      uint32_t mask = fmt::ReadU32(base + pos);
      pos += 4;
      if (mask & ~fmt::kLetterMaskBits) return Malformed("letter mask with bits beyond z", node);
      if (mask == 0) return Malformed("wide record without arcs", node);
      const int n = std::popcount(mask);
      if ((size - pos) / 3 < uint32_t(n)) return Malformed("truncated record", node);
      for (int i = 0; i < n; ++i) {
        const uint32_t child = fmt::ReadU24(base + pos);
        pos += 3;
        if (child >= size) return Malformed("arc target past the end", node);
        r->arcs[i] = {uint8_t(std::countr_zero(mask)), child};
        mask &= mask - 1;
      }
      r->count = n;
      return {};
    }

    default: {  // sparse
      const int n = head.arcs;
      if (size - pos < uint32_t(n)) return Malformed("truncated record", node);
      const uint8_t* arc_bytes = base + pos;
      pos += uint32_t(n);
      uint32_t data_size = 0;
      int last_letter = -1, next_arcs = 0;
      for (int i = 0; i < n; ++i) {
        const dictimpl::ArcByte a = dictimpl::kArcBytes[arc_bytes[i]];
        if (!a.valid) return Malformed("unknown arc kind", node);
        if (int(a.letter) <= last_letter) return Malformed("arcs out of letter order", node);
        last_letter = a.letter;
        data_size += a.size;
        next_arcs += a.kind == fmt::kInlineNext;
      }
      if (next_arcs > 1) return Malformed("two arcs claim the next position", node);
      if (size - pos < data_size) return Malformed("truncated record", node);
      const uint32_t record_size = 1 + uint32_t(n) + data_size;
      for (int i = 0; i < n; ++i) {
        const dictimpl::ArcByte a = dictimpl::kArcBytes[arc_bytes[i]];
        r->arcs[i].letter = a.letter;
        std::string err = field(a, record_size, &r->arcs[i].child);
        if (!err.empty()) return err;
      }
      r->count = n;
      return {};
    }
  }
}

// Walks every record reachable from the root once, checking each one,
// acyclicity and word length, and recounts what the header claims. After
// this, the unchecked readers in dict_internal.h cannot leave the buffer:
// they decode exactly the records checked here.
std::string ValidateAutomaton(const Dictionary::Impl& d, uint32_t header_states, uint32_t header_arcs,
                              const std::array<uint32_t, fmt::kTierCount>& header_tiers) {
  // Offset -> record index; fine for any payload the header size check lets
  // through (< 16 MiB).
  std::vector<uint32_t> index_of(d.payload_size, UINT32_MAX);
  struct Record {
    uint8_t tier;
    uint8_t height;  // longest completion, in letters
    bool done;
  };
  std::vector<Record> records;
  std::vector<uint32_t> arc_begin{0};  // per record in post-order, into children
  std::vector<uint32_t> children;      // child record indices
  std::vector<uint32_t> post_order;
  // Reserve what the header announces, within reason: a hostile header
  // must not make us allocate for records the payload cannot hold (every
  // record and every arc takes at least one byte) or beyond a sane cap;
  // past that the vectors grow only with what is really there.
  constexpr size_t kReserveCap = size_t(1) << 20;
  const size_t expect = std::min({size_t(header_states), size_t(d.payload_size), kReserveCap});
  records.reserve(expect);
  arc_begin.reserve(expect + 1);
  post_order.reserve(expect);
  children.reserve(std::min({size_t(header_arcs), size_t(d.payload_size), kReserveCap}));

  struct Frame {
    uint32_t record;
    int next;
    size_t child_start;
    CheckedRecord r;
  };
  std::vector<Frame> stack;  // depth <= kMaxWordLength + 1
  stack.reserve(fmt::kMaxWordLength + 2);
  std::vector<uint32_t> child_buffer;  // children of the frames on the stack

  auto open = [&](uint32_t node) -> std::string {
    if (stack.size() > size_t(fmt::kMaxWordLength)) return Malformed("word longer than allowed", node);
    if (records.size() >= header_states) return Malformed("more states than the header declares", node);
    Frame& f = stack.emplace_back();
    std::string err = ParseChecked(d, node, &f.r);
    if (err.empty() && f.r.tier == 0 && f.r.count == 0) err = Malformed("dead-end state", node);
    if (!err.empty()) {
      stack.pop_back();
      return err;
    }
    f.record = uint32_t(records.size());
    f.next = 0;
    f.child_start = child_buffer.size();
    index_of[node] = f.record;
    records.push_back({f.r.tier, 0, false});
    return {};
  };

  std::string err = open(d.root);
  if (!err.empty()) return err;
  if (records[0].tier != 0) return Malformed("the empty word is marked as a word", d.root);
  uint64_t arcs = 0;
  while (!stack.empty()) {
    Frame& f = stack.back();
    if (f.next < f.r.count) {
      const uint32_t node = f.r.arcs[f.next++].child;
      const uint32_t s = index_of[node];
      if (s == UINT32_MAX) {
        err = open(node);
        if (!err.empty()) return err;
        continue;
      }
      if (!records[s].done) return Malformed("cycle in the automaton", node);
      child_buffer.push_back(s);
      continue;
    }
    // All children finished: the record is done.
    Record& rec = records[f.record];
    int h = 0;
    for (size_t i = f.child_start; i < child_buffer.size(); ++i) h = std::max(h, 1 + int(records[child_buffer[i]].height));
    rec.height = uint8_t(h);
    rec.done = true;
    arcs += uint64_t(f.r.count);
    children.insert(children.end(), child_buffer.begin() + std::ptrdiff_t(f.child_start), child_buffer.end());
    child_buffer.resize(f.child_start);
    arc_begin.push_back(uint32_t(children.size()));
    post_order.push_back(f.record);
    const uint32_t finished = f.record;
    stack.pop_back();
    if (!stack.empty()) child_buffer.push_back(finished);
  }

  if (records.size() != header_states) return Malformed("state count differs from the header", d.root);
  if (arcs != header_arcs) return Malformed("arc count differs from the header", d.root);
  if (records[0].height != d.max_word_length) return Malformed("longest word differs from the header", d.root);

  // Words per tier = number of root paths reaching each final record. Walk
  // in reverse post-order (a topological order), saturating far above any
  // real count so that a hostile DAG cannot overflow.
  constexpr uint64_t kCap = uint64_t(1) << 40;
  std::vector<uint64_t> paths(records.size(), 0);
  paths[0] = 1;
  std::array<uint64_t, fmt::kTierCount> tiers{};
  for (size_t k = post_order.size(); k-- > 0;) {
    const uint32_t s = post_order[k];
    const uint8_t t = records[s].tier;
    if (t) tiers[t - 1] = std::min(kCap, tiers[t - 1] + paths[s]);
    for (uint32_t i = arc_begin[k]; i < arc_begin[k + 1]; ++i) {
      paths[children[i]] = std::min(kCap, paths[children[i]] + paths[s]);
    }
  }
  uint64_t total = 0;
  for (int t = 0; t < fmt::kTierCount; ++t) {
    if (tiers[t] != header_tiers[t]) return Malformed("words per tier differ from the header", d.root);
    total += tiers[t];
  }
  if (total != d.word_count) return Malformed("word count differs from the header", d.root);
  return {};
}

std::string FormsDamaged(const std::string& what, uint32_t offset) {
  return "The dictionary file is damaged (" + what + " in the word forms at offset " + std::to_string(offset) +
         "); reinstall or rebuild it.";
}

// Checks every entry of the forms section (format.h) once, so that lookups
// (family.cpp) can read it without checks.
std::string ValidateForms(const uint8_t* f, uint32_t size, uint32_t* entries_out, uint32_t* blocks_out) {
  if (size < fmt::kFormsHeaderSize) return FormsDamaged("a truncated header", 0);
  const uint32_t entries = fmt::ReadU32(f), blocks = fmt::ReadU32(f + 4);
  if (uint64_t(blocks) != (uint64_t(entries) + fmt::kFormsBlock - 1) / fmt::kFormsBlock)
    return FormsDamaged("a block count that does not fit the entries", 4);
  if ((size - fmt::kFormsHeaderSize) / 4 < blocks) return FormsDamaged("a truncated block table", 8);
  uint32_t pos = fmt::kFormsHeaderSize + 4 * blocks;
  char prev[fmt::kMaxWordLength];
  size_t prev_len = 0;
  auto letters = [&](uint32_t at, uint32_t n) {
    for (uint32_t k = 0; k < n; ++k)
      if (f[at + k] < 'a' || f[at + k] > 'z') return false;
    return true;
  };
  for (uint32_t i = 0; i < entries; ++i) {
    const uint32_t start = pos;
    if (i % fmt::kFormsBlock == 0 && fmt::ReadU32(f + fmt::kFormsHeaderSize + 4 * (i / fmt::kFormsBlock)) != pos)
      return FormsDamaged("a block that starts elsewhere", start);
    if (size - pos < 2) return FormsDamaged("a truncated entry", start);
    const uint32_t shared = f[pos], rest = f[pos + 1];
    pos += 2;
    if (i % fmt::kFormsBlock == 0 && shared != 0) return FormsDamaged("a block's first word sharing letters", start);
    if (shared > prev_len || shared + rest < 1 || shared + rest > uint32_t(fmt::kMaxWordLength))
      return FormsDamaged("a word of impossible length", start);
    if (size - pos < rest) return FormsDamaged("a truncated entry", start);
    if (!letters(pos, rest)) return FormsDamaged("a word with a byte that is no letter", start);
    // Strictly after the previous word: compare the letters past the shared part.
    char word[fmt::kMaxWordLength];
    std::memcpy(word, prev, shared);
    std::memcpy(word + shared, f + pos, rest);
    const size_t len = shared + rest;
    if (i > 0 && !(std::string_view(word, len) > std::string_view(prev, prev_len)))
      return FormsDamaged("words out of order", start);
    pos += rest;
    if (size - pos < 1) return FormsDamaged("a truncated entry", start);
    const uint32_t links = f[pos++];
    const uint32_t n = links >> 1;
    if (n == 0 && !(links & fmt::kLinkAllRulesWrong)) return FormsDamaged("an empty entry", start);
    for (uint32_t k = 0; k < n; ++k) {
      if (size - pos < 2) return FormsDamaged("a truncated base", start);
      const uint32_t keep = f[pos] & 0x7f, tail = f[pos + 1];
      pos += 2;
      if (keep > len || keep + tail < 1 || keep + tail > uint32_t(fmt::kMaxWordLength))
        return FormsDamaged("a base of impossible length", start);
      if (size - pos < tail) return FormsDamaged("a truncated base", start);
      if (!letters(pos, tail)) return FormsDamaged("a base with a byte that is no letter", start);
      pos += tail;
    }
    std::memcpy(prev, word, len);
    prev_len = len;
  }
  if (pos != size) return FormsDamaged("bytes after the last entry", pos);
  *entries_out = entries;
  *blocks_out = blocks;
  return {};
}

}  // namespace

// --- Loading ---------------------------------------------------------------------

Result<std::shared_ptr<const Dictionary>> Dictionary::Load(std::vector<uint8_t> bytes) {
  using R = Result<std::shared_ptr<const Dictionary>>;
  const size_t n = bytes.size();
  if (n < fmt::kMagic.size() || !std::equal(fmt::kMagic.begin(), fmt::kMagic.end(), bytes.begin())) {
    return R::Error("This is not a Lost & Found dictionary file (no LFDAWG signature).");
  }
  if (n < fmt::kHeaderSize) {
    return R::Error("The dictionary file is truncated: " + std::to_string(n) + " bytes, shorter than its " +
                    std::to_string(fmt::kHeaderSize) + "-byte header.");
  }
  const uint8_t* h = bytes.data();
  const uint32_t version = fmt::ReadU32(h + fmt::kOffVersion);
  if (version != fmt::kVersion) {
    return R::Error("The dictionary file has format version " + std::to_string(version) +
                    "; this build reads version " + std::to_string(fmt::kVersion) + ".");
  }
  if (fmt::ReadU64(h + fmt::kOffHeaderFnv) != fmt::Fnv1a64(h, fmt::kOffHeaderFnv)) {
    return R::Error("The dictionary file header is damaged (checksum mismatch).");
  }
  if (fmt::ReadU32(h + fmt::kOffHeaderSize) != fmt::kHeaderSize) {
    return R::Error("The dictionary file header has an unexpected size.");
  }
  const uint32_t payload_size = fmt::ReadU32(h + fmt::kOffPayloadSize);
  if (payload_size == 0 || payload_size >= fmt::kMaxPayloadSize) {
    return R::Error("The dictionary file header declares an impossible size (" + std::to_string(payload_size) +
                    " bytes).");
  }
  const uint64_t expected = uint64_t(fmt::kHeaderSize) + payload_size;
  if (n < expected) {
    return R::Error("The dictionary file is truncated: " + std::to_string(n) + " of " + std::to_string(expected) +
                    " bytes.");
  }
  if (n > expected) {
    return R::Error("The dictionary file has " + std::to_string(n - expected) +
                    " unexpected bytes after its data.");
  }
  if (fmt::ReadU64(h + fmt::kOffPayloadFnv) != fmt::Fnv1a64(h + fmt::kHeaderSize, payload_size)) {
    return R::Error("The dictionary file is damaged (data checksum mismatch).");
  }

  auto impl = std::make_shared<Impl>();
  // The automaton ends where the forms section starts.
  const uint32_t forms_offset = fmt::ReadU32(h + fmt::kOffFormsOffset);
  impl->payload_size = forms_offset;
  impl->root = fmt::ReadU32(h + fmt::kOffRootOffset);
  impl->word_count = fmt::ReadU32(h + fmt::kOffWordCount);
  impl->state_count = fmt::ReadU32(h + fmt::kOffStateCount);
  impl->arc_count = fmt::ReadU32(h + fmt::kOffArcCount);
  impl->max_word_length = h[fmt::kOffMaxWordLength];
  auto header_error = [](const std::string& what) {
    return R::Error("The dictionary file header is inconsistent (" + what + ").");
  };
  if (h[fmt::kOffTierCount] != fmt::kTierCount) return header_error("tier count");
  if (fmt::ReadU16(h + fmt::kOffReserved) != 0 || fmt::ReadU32(h + fmt::kOffReserved2) != 0) {
    return header_error("reserved field");
  }
  if (forms_offset == 0 || forms_offset > payload_size) return header_error("forms offset");
  if (impl->root >= forms_offset) return header_error("root offset");
  if (impl->word_count == 0 || impl->word_count > fmt::kMaxWordCount) return header_error("word count");
  if (impl->state_count == 0 || impl->state_count > forms_offset) return header_error("state count");
  if (impl->arc_count > 26ull * impl->state_count) return header_error("arc count");
  if (impl->max_word_length < 1 || impl->max_word_length > fmt::kMaxWordLength) {
    return header_error("longest word");
  }
  for (int t = 0; t < fmt::kTierCount; ++t) {
    impl->tier_levels[t] = h[fmt::kOffTierLevels + t];
    impl->tier_word_count[t] = fmt::ReadU32(h + fmt::kOffTierWordCount + 4 * t);
    if (impl->tier_levels[t] == 0 || (t > 0 && impl->tier_levels[t] <= impl->tier_levels[t - 1])) {
      return header_error("tier levels");
    }
  }

  impl->bytes = std::move(bytes);
  impl->bytes.resize(impl->bytes.size() + dictimpl::kReadPadding, 0);  // see ReadField
  impl->payload = impl->bytes.data() + fmt::kHeaderSize;
  const std::string err = ValidateAutomaton(*impl, impl->state_count, impl->arc_count, impl->tier_word_count);
  if (!err.empty()) return R::Error(err);
  impl->forms = impl->payload + forms_offset;
  impl->forms_size = payload_size - forms_offset;
  const std::string forms_err = ValidateForms(impl->forms, impl->forms_size, &impl->forms_entries, &impl->forms_blocks);
  if (!forms_err.empty()) return R::Error(forms_err);
  // The states after every two- and three-letter start: Contains() begins
  // there, which skips the wide root record and the busiest records below it
  // (at most 18,278 steps, once; 70 KB of memory).
  impl->after_three.assign(26 * 26 * 26, kNoNode);
  for (int a = 0; a < 26; ++a) {
    const uint32_t first = impl->Step(impl->root, a);
    for (int b = 0; b < 26; ++b) {
      const uint32_t second = first == kNoNode ? kNoNode : impl->Step(first, b);
      impl->after_two[size_t(a * 26 + b)] = second;
      if (second == kNoNode) continue;
      for (int c = 0; c < 26; ++c) impl->after_three[size_t((a * 26 + b) * 26 + c)] = impl->Step(second, c);
    }
  }

  std::shared_ptr<Dictionary> dict(new Dictionary());
  dict->impl_ = std::move(impl);
  return std::shared_ptr<const Dictionary>(std::move(dict));
}

Result<std::shared_ptr<const Dictionary>> Dictionary::LoadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return Result<std::shared_ptr<const Dictionary>>::Error("Cannot open the dictionary file " + path + ": " +
                                                            std::strerror(errno) + ".");
  }
  in.seekg(0, std::ios::end);
  const std::streamoff size = in.tellg();
  in.seekg(0, std::ios::beg);
  if (size < 0) {
    return Result<std::shared_ptr<const Dictionary>>::Error("Cannot read the dictionary file " + path + ".");
  }
  std::vector<uint8_t> bytes(static_cast<size_t>(size));
  in.read(reinterpret_cast<char*>(bytes.data()), size);
  if (in.gcount() != size) {
    return Result<std::shared_ptr<const Dictionary>>::Error("Cannot read the dictionary file " + path + ".");
  }
  return Load(std::move(bytes));
}

// --- Lookups ---------------------------------------------------------------------

size_t Dictionary::WordCount() const { return impl_->word_count; }

bool Dictionary::Contains(std::string_view word) const { return TierOf(word) != 0; }

Tier Dictionary::TierOf(std::string_view word) const {
  const Impl& d = *impl_;
  uint32_t node = d.root;
  size_t i = 0;
  if (word.size() >= 3) {
    const int a = LetterIndex(word[0]), b = LetterIndex(word[1]), c = LetterIndex(word[2]);
    if ((a | b | c) < 0) return 0;
    node = d.after_three[size_t((a * 26 + b) * 26 + c)];
    if (node == kNoNode) return 0;
    i = 3;
  } else if (word.size() == 2) {
    const int a = LetterIndex(word[0]), b = LetterIndex(word[1]);
    if ((a | b) < 0) return 0;
    node = d.after_two[size_t(a * 26 + b)];
    if (node == kNoNode) return 0;
    i = 2;
  }
  for (; i < word.size(); ++i) {
    const int letter = LetterIndex(word[i]);
    if (letter < 0) return 0;
    node = d.Step(node, letter);
    if (node == kNoNode) return 0;
  }
  return d.TierFromCode(d.TierCode(node));
}

std::vector<Tier> Dictionary::TierLevels() const {
  return std::vector<Tier>(impl_->tier_levels.begin(), impl_->tier_levels.end());
}

size_t Dictionary::WordsOfTier(Tier tier) const {
  for (int t = 0; t < fmt::kTierCount; ++t)
    if (impl_->tier_levels[t] == tier) return impl_->tier_word_count[t];
  return 0;
}

int Dictionary::MaxWordLength() const { return impl_->max_word_length; }

// --- Prefix walk -------------------------------------------------------------------

bool Dictionary::Cursor::valid() const { return valid_; }
bool Dictionary::Cursor::is_word() const { return valid_ && tier_code_ != 0; }
Tier Dictionary::Cursor::tier() const { return is_word() ? dict_->impl_->TierFromCode(tier_code_) : 0; }

bool Dictionary::Cursor::Advance(char letter) {
  if (!valid_) return false;
  const int index = LetterIndex(letter);
  const uint32_t next = index < 0 ? kNoNode : dict_->impl_->Step(node_, index);
  if (next == kNoNode) {
    valid_ = false;
    tier_code_ = 0;
    return false;
  }
  node_ = next;
  tier_code_ = dict_->impl_->TierCode(next);
  return true;
}

uint32_t Dictionary::Cursor::NextLetters() const { return valid_ ? dict_->impl_->Letters(node_) : 0; }

Dictionary::Cursor Dictionary::Root() const {
  Cursor c;
  c.dict_ = this;
  c.node_ = impl_->root;
  c.tier_code_ = 0;
  c.valid_ = true;
  return c;
}

Dictionary::Cursor Dictionary::Walk(std::string_view prefix) const {
  Cursor c = Root();
  for (char letter : prefix)
    if (!c.Advance(letter)) break;
  return c;
}

bool Dictionary::CanComplete(std::string_view prefix, int min_length) const {
  const Cursor start = Walk(prefix);
  if (!start.valid()) return false;
  const int have = int(prefix.size());
  if (start.is_word() && have >= min_length) return true;
  const Impl& d = *impl_;
  // Depth-first, remembering for each state the most letters we already
  // failed to find below it, so a shared suffix state is searched once.
  std::unordered_map<uint32_t, int> failed_need;
  struct Frame {
    uint32_t node;
    int need;  // letters still required below node
    int count, next;
    Arc arcs[26];
  };
  // Depth is bounded by the longest word (validated), so the stack is a
  // fixed array: no allocation on the common, quickly successful path.
  std::array<Frame, fmt::kMaxWordLength + 2> stack;
  size_t depth = 0;
  auto push = [&](uint32_t node, int need) {
    auto it = failed_need.find(node);
    if (it != failed_need.end() && it->second <= need) return;
    Frame& f = stack[depth++];
    f.node = node;
    f.need = need;
    f.count = d.Arcs(node, f.arcs);
    f.next = 0;
  };
  push(start.node_, std::max(0, min_length - have));
  while (depth > 0) {
    Frame& f = stack[depth - 1];
    if (f.next == f.count) {
      auto [it, inserted] = failed_need.emplace(f.node, f.need);
      if (!inserted) it->second = std::min(it->second, f.need);
      --depth;
      continue;
    }
    const uint32_t child = f.arcs[f.next++].child;
    const int need = std::max(0, f.need - 1);
    if (need == 0 && d.TierCode(child) != 0) return true;
    push(child, need);
  }
  return false;
}

std::vector<std::string> Dictionary::Completions(std::string_view prefix, int min_length, size_t limit) const {
  std::vector<std::string> out;
  const Cursor start = Walk(prefix);
  if (!start.valid() || limit == 0) return out;
  const Impl& d = *impl_;
  std::string base;
  for (char c : prefix) base.push_back(char(c | 0x20));

  // Every completion, enumerated depth-first. Tier first, so collect per
  // tier only as many as could still make the cut.
  struct Found {
    uint8_t tier;
    std::string word;
  };
  std::vector<Found> found;
  std::array<size_t, fmt::kTierCount + 1> per_tier{};
  uint8_t worst_kept = fmt::kTierCount;  // tiers above this cannot make the cut
  std::string word = base;
  struct Frame {
    int count, next;
    Arc arcs[26];
  };
  std::vector<Frame> stack;
  auto visit = [&](uint32_t node) {
    const uint8_t t = d.TierCode(node);
    if (t && t <= worst_kept && int(word.size()) >= min_length) {
      found.push_back({t, word});
      ++per_tier[t];
      // Once the tiers up to some t hold `limit` words, nothing above t can
      // be among the first `limit`.
      size_t sum = 0;
      for (uint8_t k = 1; k <= worst_kept; ++k) {
        sum += per_tier[k];
        if (sum >= limit) {
          worst_kept = k;
          break;
        }
      }
    }
    Frame f;
    f.count = d.Arcs(node, f.arcs);
    f.next = 0;
    stack.push_back(f);
  };
  visit(start.node_);
  while (!stack.empty()) {
    Frame& f = stack.back();
    if (f.next == f.count) {
      stack.pop_back();
      if (!stack.empty()) word.pop_back();
      continue;
    }
    const Arc arc = f.arcs[f.next++];
    word.push_back(char('a' + arc.letter));
    visit(arc.child);
  }
  std::stable_sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.tier < b.tier; });
  if (found.size() > limit) found.resize(limit);
  out.reserve(found.size());
  for (Found& f : found) out.push_back(std::move(f.word));
  return out;
}

// --- Tiles ---------------------------------------------------------------------------

namespace {
uint32_t LetterBit(char c) {
  const int i = LetterIndex(c);
  LF_CHECK(i >= 0);
  return 1u << i;
}
}  // namespace

Dictionary::Tile Dictionary::Tile::Letter(char c) {
  Tile t;
  t.kind = Kind::kLetter;
  t.letters = LetterBit(c);
  return t;
}
Dictionary::Tile Dictionary::Tile::Wild() {
  Tile t;
  t.kind = Kind::kWild;
  t.letters = fmt::kLetterMaskBits;
  return t;
}
Dictionary::Tile Dictionary::Tile::Set(std::string_view letters) {
  Tile t;
  t.kind = Kind::kSet;
  for (char c : letters) t.letters |= LetterBit(c);
  LF_CHECK(t.letters != 0);
  return t;
}
Dictionary::Tile Dictionary::Tile::Fixed(std::string_view letters) {
  Tile t;
  t.kind = Kind::kFixed;
  LF_CHECK(!letters.empty());
  for (char c : letters) {
    LetterBit(c);
    t.fixed.push_back(char(c | 0x20));
  }
  return t;
}
Dictionary::Tile Dictionary::Tile::OneOrTwo(char c) {
  Tile t;
  t.kind = Kind::kOneOrTwo;
  t.letters = LetterBit(c);
  return t;
}

}  // namespace lf
