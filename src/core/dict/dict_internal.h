// Private to src/core/dict: the loaded automaton and how to step through it.
// Every function here assumes the payload passed Dictionary::Load's
// validation (dictionary.cpp), which walks every reachable record with
// bounds-checked twins of these readers; after that no read can leave the
// buffer, so the hot paths carry no checks.
#pragma once
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "core/dict/dictionary.h"
#include "core/dict/format.h"

#if defined(__GNUC__) || defined(__clang__)
#define LF_DICT_INLINE inline __attribute__((always_inline))
#else
#define LF_DICT_INLINE inline
#endif

namespace lf {
namespace dictimpl {

inline constexpr uint32_t kNoNode = UINT32_MAX;

// Decoded first byte of a record.
enum RecordKind : uint8_t { kSparse, kDense, kInvalid };
struct RecordHead {
  uint8_t arcs;  // sparse: number of arcs
  uint8_t tier;  // tier code
  uint8_t kind;  // RecordKind
};
constexpr std::array<RecordHead, 256> MakeHeads() {
  std::array<RecordHead, 256> t{};
  for (int h = 0; h < 256; ++h) {
    if (h < dictfmt::kSparseLimit) t[h] = {uint8_t(h / dictfmt::kTierCodes), uint8_t(h % dictfmt::kTierCodes), kSparse};
    else if (h < dictfmt::kDenseLimit) t[h] = {0, uint8_t(h - dictfmt::kDenseBase), kDense};
    else t[h] = {0, 0, kInvalid};
  }
  return t;
}
inline constexpr std::array<RecordHead, 256> kHeads = MakeHeads();

// Decoded arc byte of a sparse record.
struct ArcByte {
  uint8_t letter;
  uint8_t kind;
  uint8_t size;  // data bytes of this arc
  bool valid;
};
constexpr std::array<ArcByte, 256> MakeArcBytes() {
  std::array<ArcByte, 256> t{};
  for (int a = 0; a < 256; ++a) {
    const int kind = a >> 5, letter = a & 31;
    if (kind >= dictfmt::kArcKinds || letter >= 26) t[a] = {0xff, 0, 0, false};  // 0xff: never matches a letter
    else t[a] = {uint8_t(letter), uint8_t(kind), uint8_t(dictfmt::ArcDataSize(kind)), true};
  }
  return t;
}
inline constexpr std::array<ArcByte, 256> kArcBytes = MakeArcBytes();

// A 1..3-byte little-endian field. The loaded buffer has padding after the
// payload, so the 4-byte read stays inside it.
inline uint32_t ReadField(const uint8_t* p, int size) {
  constexpr uint32_t kMask[4] = {0, 0xff, 0xffff, 0xffffff};
  return dictfmt::ReadU32(p) & kMask[size];
}
inline constexpr size_t kReadPadding = 4;

// One arc of a record, with its child's payload offset.
struct Arc {
  uint8_t letter;
  uint32_t child;
};

}  // namespace dictimpl

struct Dictionary::Impl {
  std::vector<uint8_t> bytes;
  const uint8_t* payload = nullptr;
  uint32_t payload_size = 0;  // the automaton's bytes (forms_offset in the header)
  // The forms section (format.h), validated at load: entries sorted, every
  // field inside the section.
  const uint8_t* forms = nullptr;
  uint32_t forms_size = 0;
  uint32_t forms_entries = 0;
  uint32_t forms_blocks = 0;
  uint32_t root = 0;
  uint32_t word_count = 0;
  uint32_t state_count = 0;
  uint32_t arc_count = 0;
  int max_word_length = 0;
  std::array<uint8_t, dictfmt::kTierCount> tier_levels{};
  std::array<uint32_t, dictfmt::kTierCount> tier_word_count{};
  // The state reached by each two-letter start (a*26+b) and three-letter
  // start ((a*26+b)*26+c), or kNoNode; built at load time from the
  // validated automaton.
  std::array<uint32_t, 26 * 26> after_two{};
  std::vector<uint32_t> after_three;

  Tier TierFromCode(uint8_t code) const { return code ? Tier(tier_levels[code - 1]) : 0; }
  uint8_t TierCode(uint32_t node) const { return dictimpl::kHeads[payload[node]].tier; }

  // The child of `node` along `letter` (0..25), or kNoNode. Hot path of
  // Contains(): scan the arc bytes, then read one field. Arc bytes are
  // decoded with shifts (kind << 5 | letter), no table, to keep the chain
  // of dependent loads per letter short.
  LF_DICT_INLINE uint32_t Step(uint32_t node, int letter) const {
    using namespace dictimpl;
    const uint8_t* p = payload + node;
    const uint32_t h = *p;
    if (h < dictfmt::kSparseLimit) {
      const uint8_t* arcs = p + 1;
      const int n = int(h * 57u >> 9);  // h / 9 for h < 243
      uint32_t field = 0;  // data bytes before the matching arc
      int i = 0;
      uint32_t a = 0;
      for (; i < n; ++i) {
        a = arcs[i];
        if (int(a & 31) >= letter) break;
        field += (dictfmt::kArcDataSizes >> (4 * (a >> 5))) & 15;
      }
      if (i == n || int(a & 31) != letter) return kNoNode;
      const uint32_t kind = a >> 5;
      const int size = int(dictfmt::kArcDataSizes >> (4 * kind)) & 15;
      const uint8_t* data = arcs + n + field;
      if (kind >= dictfmt::kRef8) return ReadField(data, size) * dictfmt::kRefUnit;
      if (kind != dictfmt::kInlineNext) return node + ReadField(data, size);
      uint32_t rest = 0;  // the child follows the whole data area
      for (int k = i + 1; k < n; ++k) rest += (dictfmt::kArcDataSizes >> (4 * (arcs[k] >> 5))) & 15;
      return uint32_t(data - payload) + rest;
    }
    // Validated: every reachable record that is not sparse is dense.
    const uint32_t mask = dictfmt::ReadU32(p + 1);
    const uint32_t bit = 1u << letter;
    if (!(mask & bit)) return kNoNode;
    return dictfmt::ReadU24(p + 5 + 3 * std::popcount(mask & (bit - 1)));
  }

  // Letters leaving `node` as a 26-bit mask.
  uint32_t Letters(uint32_t node) const {
    using namespace dictimpl;
    const uint8_t* p = payload + node;
    const RecordHead head = kHeads[*p];
    if (head.kind == kDense) return dictfmt::ReadU32(p + 1);
    uint32_t mask = 0;
    for (int i = 0; i < head.arcs; ++i) mask |= 1u << kArcBytes[p[1 + i]].letter;
    return mask;
  }

  // All arcs of `node` in letter order; returns how many (<= 26). The
  // sub-anagram walk decodes a record per state it enters (most have one or
  // two arcs), so a sparse record is decoded without branching on the arc
  // kind, which is mixed within a record and would mispredict often: each
  // arc's child is chosen with selects instead. A reference (kRef*) is
  // value * kRefUnit, an inline child record offset + value, and the one
  // kInlineNext arc (0 data bytes, so value 0) is patched after the loop to
  // the end of the data area. Reading a field of size 0 is harmless: the
  // loaded buffer is padded (kReadPadding) and the mask keeps no byte.
  LF_DICT_INLINE int Arcs(uint32_t node, dictimpl::Arc* out) const {
    using namespace dictimpl;
    const uint8_t* p = payload + node;
    const uint32_t h = *p;
    if (h >= dictfmt::kSparseLimit) {  // dense (validated: every other record is)
      uint32_t mask = dictfmt::ReadU32(p + 1);
      const uint8_t* q = p + 5;
      int n = 0;
      while (mask) {
        out[n++] = {uint8_t(std::countr_zero(mask)), dictfmt::ReadU24(q)};
        mask &= mask - 1;
        q += 3;
      }
      return n;
    }
    const int n = int(h * 57u >> 9);  // h / 9 for h < 243, as in Step()
    const uint8_t* data = p + 1 + n;
    uint32_t offset = 0;  // data bytes before this arc's field
    int next_arc = -1;
    for (int i = 0; i < n; ++i) {
      const uint32_t a = p[1 + i];
      const uint32_t kind = a >> 5;
      const int size = int(dictfmt::kArcDataSizes >> (4 * kind)) & 15;
      const uint32_t value = ReadField(data + offset, size);
      const uint32_t ref = value * dictfmt::kRefUnit, inline_child = node + value;
      out[i].letter = uint8_t(a & 31);
      out[i].child = kind >= dictfmt::kRef8 ? ref : inline_child;
      next_arc = kind == dictfmt::kInlineNext ? i : next_arc;
      offset += uint32_t(size);
    }
    if (next_arc >= 0) out[next_arc].child = uint32_t(data - payload) + offset;
    return n;
  }
};

}  // namespace lf
