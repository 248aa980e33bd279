// Definitions read in place (meanings.h; format: meanings_format.h).
#include "core/dict/meanings.h"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "core/dict/dictionary.h"
#include "core/dict/meanings_format.h"

namespace lf {

namespace fmt = meaningsfmt;

struct Meanings::Impl {
  std::vector<uint8_t> bytes;
  const uint8_t* payload = nullptr;
  uint32_t payload_size = 0, word_count = 0, block_count = 0, gloss_count = 0, glosses_offset = 0;
  std::vector<uint32_t> gloss_start;  // gloss_count + 1 payload offsets (found at load)

  uint32_t BlockOffset(uint32_t b) const { return fmt::ReadU32(payload + 8 * size_t{b}); }
  uint32_t BlockGlosses(uint32_t b) const { return fmt::ReadU32(payload + 8 * size_t{b} + 4); }
  std::string_view Gloss(uint32_t id) const {
    // Without its closing 0.
    return std::string_view(reinterpret_cast<const char*>(payload) + gloss_start[id],
                            gloss_start[id + 1] - gloss_start[id] - 1);
  }
};

namespace {

Status Damaged(const std::string& what) {
  return Status::Refused("the meanings file is damaged (" + what + "); download the game again");
}

// Entries read from a payload offset up to `end` (glosses_offset), with the
// number of the next definition not met yet. Checked reads only: false if
// an entry does not fit or breaks the format.
struct Cursor {
  const Meanings::Impl& m;
  uint32_t at;
  uint32_t end;
  uint32_t next_gloss;
  bool Byte(uint8_t* out) {
    if (at >= end) return false;
    *out = m.payload[at++];
    return true;
  }
  bool Varint(uint32_t* out) {
    uint32_t v = 0;
    for (int shift = 0; shift < 35; shift += 7) {
      uint8_t b;
      if (!Byte(&b)) return false;
      v |= static_cast<uint32_t>(b & 0x7f) << shift;
      if (!(b & 0x80)) {
        *out = v;
        return true;
      }
    }
    return false;
  }
  // The entry's word into `word` (which holds the previous one), then its
  // senses (when `senses` is given: the definitions must be found already).
  bool Entry(std::string& word, bool first_of_block, std::vector<Meanings::Sense>* senses) {
    uint8_t shared, rest, count;
    if (!Byte(&shared) || !Byte(&rest)) return false;
    if (first_of_block ? shared != 0 : shared > word.size()) return false;
    if (rest == 0 || shared + rest > fmt::kMaxWordLetters || at + rest > end) return false;
    word.resize(shared);
    for (uint8_t i = 0; i < rest; ++i) {
      const uint8_t c = m.payload[at++];
      if (c < 'a' || c > 'z') return false;
      word.push_back(static_cast<char>(c));
    }
    if (!Byte(&count) || count < 1 || count > fmt::kMaxSenses) return false;
    for (uint8_t i = 0; i < count; ++i) {
      uint8_t part;
      uint32_t ref;
      if (!Byte(&part) || !fmt::IsPart(part) || !Varint(&ref)) return false;
      uint32_t gloss;
      if (ref == 0) {
        gloss = next_gloss++;
      } else {
        gloss = ref - 1;
        if (gloss >= next_gloss) return false;  // only a definition met before
      }
      if (gloss >= m.gloss_count) return false;
      if (senses != nullptr) {
        const Meanings::Part p = part == 'n'   ? Meanings::Part::kNoun
                                 : part == 'v' ? Meanings::Part::kVerb
                                 : part == 'a' ? Meanings::Part::kAdjective
                                               : Meanings::Part::kAdverb;
        senses->push_back({p, m.Gloss(gloss)});
      }
    }
    return true;
  }
};

}  // namespace

Result<std::shared_ptr<const Meanings>> Meanings::Load(std::vector<uint8_t> bytes) {
  if (bytes.size() < fmt::kHeaderSize) return Damaged("too short");
  const uint8_t* h = bytes.data();
  if (std::memcmp(h + fmt::kOffMagic, fmt::kMagic, sizeof fmt::kMagic) != 0)
    return Status::Refused("this is not a meanings file of this game");
  if (fmt::ReadU32(h + fmt::kOffVersion) != fmt::kVersion)
    return Status::Refused("the meanings file is of another version of the game; download the game again");
  auto impl = std::make_shared<Impl>();
  Impl& m = *impl;
  if (fmt::ReadU32(h + fmt::kOffHeaderSize) != fmt::kHeaderSize || fmt::ReadU32(h + fmt::kOffReserved) != 0)
    return Damaged("its header");
  m.payload_size = fmt::ReadU32(h + fmt::kOffPayloadSize);
  if (m.payload_size > fmt::kMaxPayload || bytes.size() != size_t{fmt::kHeaderSize} + m.payload_size)
    return Damaged("its size");
  if (fmt::ReadU64(h + fmt::kOffPayloadFnv) != fmt::Fnv1a64(h + fmt::kHeaderSize, m.payload_size))
    return Damaged("its checksum");
  m.word_count = fmt::ReadU32(h + fmt::kOffWordCount);
  m.block_count = fmt::ReadU32(h + fmt::kOffBlockCount);
  m.gloss_count = fmt::ReadU32(h + fmt::kOffGlossCount);
  m.glosses_offset = fmt::ReadU32(h + fmt::kOffGlossesOffset);
  if (m.block_count != (m.word_count + fmt::kBlock - 1) / fmt::kBlock) return Damaged("its block count");
  const uint64_t table = 8ull * m.block_count;
  if (table > m.glosses_offset || m.glosses_offset > m.payload_size) return Damaged("its sections");
  m.bytes = std::move(bytes);
  m.payload = m.bytes.data() + fmt::kHeaderSize;
  // Where each definition starts: after the previous one's 0, exactly
  // gloss_count of them, the last 0 ending the payload.
  m.gloss_start.reserve(size_t{m.gloss_count} + 1);
  m.gloss_start.push_back(m.glosses_offset);
  for (uint32_t at = m.glosses_offset; at < m.payload_size; ++at) {
    if (m.payload[at] != 0) continue;
    if (m.gloss_start.size() > m.gloss_count) return Damaged("its definitions");
    m.gloss_start.push_back(at + 1);
  }
  if (m.gloss_start.size() != size_t{m.gloss_count} + 1 || m.gloss_start.back() != m.payload_size)
    return Damaged("its definitions");
  // Every entry once: blocks where they say, words in order, references sound.
  Cursor c{m, static_cast<uint32_t>(table), m.glosses_offset, 0};
  std::string word, previous;
  for (uint32_t i = 0; i < m.word_count; ++i) {
    const bool first = i % fmt::kBlock == 0;
    if (first && (m.BlockOffset(i / fmt::kBlock) != c.at || m.BlockGlosses(i / fmt::kBlock) != c.next_gloss))
      return Damaged("its index");
    if (!c.Entry(word, first, nullptr) || (i > 0 && word <= previous)) return Damaged("its words");
    previous = word;
  }
  if (c.at != m.glosses_offset || c.next_gloss != m.gloss_count) return Damaged("its words");
  std::shared_ptr<Meanings> out(new Meanings());
  out->impl_ = std::move(impl);
  return std::shared_ptr<const Meanings>(std::move(out));
}

size_t Meanings::WordCount() const { return impl_->word_count; }
size_t Meanings::GlossCount() const { return impl_->gloss_count; }

std::vector<Meanings::Sense> Meanings::Lookup(std::string_view raw) const {
  std::string key;
  for (char ch : raw) {
    const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (lower < 'a' || lower > 'z') return {};
    key.push_back(lower);
  }
  const Impl& m = *impl_;
  if (key.empty() || m.block_count == 0) return {};
  // The last block whose first word is at most the key (a block's first
  // entry spells its word whole).
  auto first_word = [&](uint32_t b) {
    Cursor c{m, m.BlockOffset(b), m.glosses_offset, m.BlockGlosses(b)};
    std::string w;
    c.Entry(w, true, nullptr);
    return w;
  };
  uint32_t lo = 0, hi = m.block_count;
  while (hi - lo > 1) {
    const uint32_t mid = lo + (hi - lo) / 2;
    if (first_word(mid) <= key) lo = mid;
    else hi = mid;
  }
  Cursor c{m, m.BlockOffset(lo), m.glosses_offset, m.BlockGlosses(lo)};
  std::string word;
  const uint32_t in_block = std::min(fmt::kBlock, m.word_count - lo * fmt::kBlock);
  for (uint32_t i = 0; i < in_block; ++i) {
    std::vector<Sense> senses;
    if (!c.Entry(word, i == 0, &senses)) return {};
    if (word == key) return senses;
    if (word > key) return {};
  }
  return {};
}

Meanings::Explained Meanings::Explain(std::string_view word, const Dictionary* dict) const {
  Explained out;
  for (char ch : word) out.headword.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(ch))));
  out.senses = Lookup(out.headword);
  if (!out.senses.empty() || dict == nullptr) return out;
  for (const std::string& base : dict->FamilyBases(out.headword)) {
    if (base == out.headword) continue;
    std::vector<Sense> senses = Lookup(base);
    if (senses.empty()) continue;
    out.headword = base;
    out.form_of = true;
    out.senses = std::move(senses);
    break;
  }
  return out;
}

const char* Meanings::PartName(Part part) {
  switch (part) {
    case Part::kNoun: return "noun";
    case Part::kVerb: return "verb";
    case Part::kAdjective: return "adjective";
    case Part::kAdverb: return "adverb";
  }
  return "";
}

}  // namespace lf
