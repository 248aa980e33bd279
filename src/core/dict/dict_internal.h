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

namespace lf {
namespace dictimpl {

inline constexpr uint32_t kNoNode = UINT32_MAX;

// Decoded first byte of a record.
struct RecordHead {
  uint8_t arcs;  // sparse: number of arcs
  uint8_t tier;  // tier code
  uint8_t kind;  // 0 sparse, 1 dense, 2 invalid
};
constexpr std::array<RecordHead, 256> MakeHeads() {
  std::array<RecordHead, 256> t{};
  for (int h = 0; h < 256; ++h) {
    if (h < dictfmt::kSparseLimit) t[h] = {uint8_t(h / dictfmt::kTierCodes), uint8_t(h % dictfmt::kTierCodes), 0};
    else if (h < dictfmt::kDenseLimit) t[h] = {0, uint8_t(h - dictfmt::kDenseBase), 1};
    else t[h] = {0, 0, 2};
  }
  return t;
}
inline constexpr std::array<RecordHead, 256> kHeads = MakeHeads();

// Decoded arc byte of a sparse record: letter, kind and data length (the
// varint of kInlineSized has its own length, marked 0xff).
struct ArcByte {
  uint8_t letter;
  uint8_t kind;
  uint8_t data;  // bytes of data after the arc byte; 0xff = varint
  bool valid;
};
constexpr std::array<ArcByte, 256> MakeArcBytes() {
  std::array<ArcByte, 256> t{};
  for (int a = 0; a < 256; ++a) {
    const int kind = a / 26, letter = a % 26;
    if (kind >= dictfmt::kArcKinds) { t[a] = {0, 0, 0, false}; continue; }
    uint8_t data = 0;
    if (kind == dictfmt::kInlineSized) data = 0xff;
    else if (kind >= dictfmt::kRef8) data = uint8_t(kind - dictfmt::kRef8 + 1);
    t[a] = {uint8_t(letter), uint8_t(kind), data, true};
  }
  return t;
}
inline constexpr std::array<ArcByte, 256> kArcBytes = MakeArcBytes();

// Reads a varint written by dictbuild (validated: 1..3 bytes).
inline uint32_t ReadVarint(const uint8_t*& p) {
  uint32_t v = p[0] & 0x7f;
  if (!(p[0] & 0x80)) { p += 1; return v; }
  v |= uint32_t(p[1] & 0x7f) << 7;
  if (!(p[1] & 0x80)) { p += 2; return v; }
  v |= uint32_t(p[2]) << 14;
  p += 3;
  return v;
}

inline uint32_t ReadRef(const uint8_t* p, int width) {
  uint32_t r = p[0];
  if (width > 1) r |= uint32_t(p[1]) << 8;
  if (width > 2) r |= uint32_t(p[2]) << 16;
  return r * dictfmt::kRefUnit;
}

// One arc of a record, with its child's payload offset.
struct Arc {
  uint8_t letter;
  uint32_t child;
};

}  // namespace dictimpl

struct Dictionary::Impl {
  std::vector<uint8_t> bytes;
  const uint8_t* payload = nullptr;
  uint32_t payload_size = 0;
  uint32_t root = 0;
  uint32_t word_count = 0;
  uint32_t state_count = 0;
  uint32_t arc_count = 0;
  int max_word_length = 0;
  std::array<uint8_t, dictfmt::kTierCount> tier_levels{};
  std::array<uint32_t, dictfmt::kTierCount> tier_word_count{};

  Tier TierFromCode(uint8_t code) const { return code ? Tier(tier_levels[code - 1]) : 0; }
  uint8_t TierCode(uint32_t node) const { return dictimpl::kHeads[payload[node]].tier; }

  // The child of `node` along `letter` (0..25), or kNoNode. Hot path of
  // Contains(): one table lookup per arc byte, early exit on letter order.
  uint32_t Step(uint32_t node, int letter) const {
    using namespace dictimpl;
    const uint8_t* p = payload + node;
    const RecordHead head = kHeads[*p++];
    if (head.kind == 1) {
      const uint32_t mask = dictfmt::ReadU32(p);
      const uint32_t bit = 1u << letter;
      if (!(mask & bit)) return kNoNode;
      return dictfmt::ReadU24(p + 4 + 3 * std::popcount(mask & (bit - 1)));
    }
    uint32_t inline_before = 0;  // bytes of inline subtrees before the match
    int n = head.arcs;
    for (; n > 0; --n) {
      const ArcByte a = kArcBytes[*p++];
      if (a.letter == letter) {
        if (a.kind >= dictfmt::kRef8) return ReadRef(p, a.data);
        // Inline: it starts after the whole arc table, past earlier siblings.
        if (a.data) ReadVarint(p);
        for (--n; n > 0; --n) {
          const ArcByte b = kArcBytes[*p++];
          if (b.data == 0xff) ReadVarint(p);
          else p += b.data;
        }
        return uint32_t(p - payload) + inline_before;
      }
      if (a.letter > letter) return kNoNode;
      if (a.data == 0xff) inline_before += ReadVarint(p);
      else p += a.data;
    }
    return kNoNode;
  }

  // Letters leaving `node` as a 26-bit mask.
  uint32_t Letters(uint32_t node) const {
    using namespace dictimpl;
    const uint8_t* p = payload + node;
    const RecordHead head = kHeads[*p++];
    if (head.kind == 1) return dictfmt::ReadU32(p);
    uint32_t mask = 0;
    for (int n = head.arcs; n > 0; --n) {
      const ArcByte a = kArcBytes[*p++];
      mask |= 1u << a.letter;
      if (a.data == 0xff) ReadVarint(p);
      else p += a.data;
    }
    return mask;
  }

  // All arcs of `node` in letter order; returns how many (<= 26).
  int Arcs(uint32_t node, dictimpl::Arc* out) const {
    using namespace dictimpl;
    const uint8_t* p = payload + node;
    const RecordHead head = kHeads[*p++];
    if (head.kind == 1) {
      uint32_t mask = dictfmt::ReadU32(p);
      p += 4;
      int n = 0;
      while (mask) {
        const int letter = std::countr_zero(mask);
        mask &= mask - 1;
        out[n++] = {uint8_t(letter), dictfmt::ReadU24(p)};
        p += 3;
      }
      return n;
    }
    const int n = head.arcs;
    uint32_t inline_sizes[26];
    bool is_inline[26];
    for (int i = 0; i < n; ++i) {
      const ArcByte a = kArcBytes[*p++];
      out[i].letter = a.letter;
      is_inline[i] = a.kind < dictfmt::kRef8;
      inline_sizes[i] = 0;
      if (a.kind >= dictfmt::kRef8) {
        out[i].child = ReadRef(p, a.data);
        p += a.data;
      } else if (a.data == 0xff) {
        inline_sizes[i] = ReadVarint(p);
      }
    }
    uint32_t next = uint32_t(p - payload);
    for (int i = 0; i < n; ++i) {
      if (!is_inline[i]) continue;
      out[i].child = next;
      next += inline_sizes[i];
    }
    return n;
  }
};

}  // namespace lf
