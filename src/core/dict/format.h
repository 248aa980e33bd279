// The .lfd dictionary file format (version 2), shared by the host builder
// (tools/dictbuild) and the loader (dictionary.cpp).
//
// WHAT IT IS
//   A minimal deterministic acyclic automaton (DAWG) over the letters a-z whose
//   final states carry the word's commonness tier. Folding the tier into the
//   automaton splits some suffix states (46,859 -> 65,086 states for `broad`)
//   but makes TierOf() free and avoids a per-word rank structure, which
//   measured larger. The automaton is stored as a tree of records: states
//   reached from one place only are written inline, right after their parent
//   (no pointer needed); states reached from several places ("shared", the
//   common suffix sets such as {"", s} or {"", ed, ing, s}) are written once
//   in a region at the front and referenced by a small index.
//
// FILE = HEADER (96 bytes) + PAYLOAD (payload_size bytes). Little-endian.
//   off size field
//     0    8 magic            "LFDAWG\r\n"  (the \r\n catches text-mode mangling)
//     8    4 version          kVersion
//    12    4 header_size      kHeaderSize
//    16    4 payload_size     bytes after the header; < 2^24
//    20    4 word_count       words in the automaton
//    24    4 state_count      distinct records reachable from the root
//    28    4 arc_count        arcs of those records
//    32    4 root_offset      payload offset of the root record
//    36    1 max_word_length  longest word, <= kMaxWordLength
//    37    1 tier_count       kTierCount
//    38    8 tier_levels      SCOWL level of tier code 1..8, strictly increasing
//    46    2 reserved         0
//    48   32 tier_word_count  u32 per tier: words of that tier
//    80    8 payload_fnv      FNV-1a 64 of the payload
//    88    8 header_fnv       FNV-1a 64 of header bytes 0..87
//   The loader checks every field, both checksums, then walks every reachable
//   record once (bounds, letter order, arc kinds, acyclicity, depth) and
//   recounts words, tiers, states and arcs against the header. A file that
//   passes can then be traversed without further checks.
//
// RECORD (one automaton state), at a payload offset; first byte h:
//   h < 243  SPARSE. arcs n = h / 9 (0..26), tier code t = h % 9 (0: not a
//            word; k: the word's tier is tier_levels[k-1]). Then n arc
//            bytes in strictly increasing letter order, a = kind << 5 |
//            letter (letter 0 = 'a'), then the arcs' data fields back to
//            back in the same order (little-endian, size set by the kind):
//              kind 0 kInlineNext  0 bytes  child starts right after this
//                                           record's data (at most one arc)
//              kind 1 kInline8     1 byte   child at record offset + value
//              kind 2 kInline16    2 bytes  (value > 0)
//              kind 3 kInline24    3 bytes
//              kind 4 kRef8        1 byte   child at payload offset 4*value
//              kind 5 kRef16       2 bytes
//              kind 6 kRef24       3 bytes
//            Finding a letter reads only the arc bytes, then one field:
//            the arc bytes alone say where every field starts.
//   243 <= h < 252  DENSE (wide states such as the root). t = h - 243. Then
//            u32 letter mask (bit i = letter i; bits 26..31 zero) and, per
//            set bit in letter order, a u24 absolute payload offset of the
//            child. One popcount finds an arc.
//   252..255 invalid.
//   Inline children (states reached from one place only) are written after
//   their parent's record, smallest subtree first so offsets stay short.
//   Records referenced by kRef* start on a 4-byte boundary (the padding is
//   zero bytes; gzip makes it nearly free) so that an 8-bit reference reaches
//   the first 1 KiB, where the most referenced suffix sets live.

// SIZE NOTES (broad, 115,433 words, tiers included). This layout: 336,529
// bytes, 266,012 gzip -9 (bench/dict_bench prints current figures). The
// issue's goal of 180 KB gzip is not reachable for a form that is walked in
// place: measured alternatives, gzip -9 unless stated,
//   flat DFS trie as text, tiers inline, no way to skip a subtree
//                                          211 KB  (xz -9e: 182 KB)
//   the same without tiers                 167 KB
//   the same with skip sizes on subtrees of more than 64 bytes (still
//   slow: small subtrees are scanned)      229 KB
//   tiers alone, one byte per word in list order   37-40 KB
//   DAWG: header byte, label byte, absolute 1-3 byte pointers, next-state
//   chaining (the classic layout)          285 KB
//   this layout with arc bytes and data interleaved (smaller by 6 KB but
//   a slower arc scan)                     259 KB
//   chain records for runs of single-arc states (12 KB smaller raw, 1 KB
//   larger gzip, no faster)                267 KB
// Tiers fold into the automaton for less than a separate per-word array
// costs (which also needs per-state word counts to rank words). What does
// not compress is the pointers: some 72,700 references to shared suffix
// states carry about 10.4 bits of entropy each.
// Entropy bound (tools/dictbuild/entropy_estimate.py): coding each field of
// a walkable automaton on its own at its order-0 entropy (state headers,
// letters given the previous letter, arc kinds, references, subtree skips)
// still takes about 205 KiB with the tiers folded in (92 KiB of it the
// references) and about 195 KiB with them beside the automaton, so no byte
// layout, however gzip treats it, reaches 180 KiB; only a coder whose models
// condition one field on another could.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>

namespace lf::dictfmt {

inline constexpr std::array<uint8_t, 8> kMagic = {'L', 'F', 'D', 'A', 'W', 'G', '\r', '\n'};
inline constexpr uint32_t kVersion = 2;
inline constexpr uint32_t kHeaderSize = 96;
inline constexpr uint32_t kMaxPayloadSize = 1u << 24;  // u24 dense offsets
inline constexpr int kTierCount = 8;
inline constexpr int kMaxWordLength = 48;  // the longest broad word has 45 letters
inline constexpr uint32_t kMaxWordCount = 4u << 20;

// Header field offsets.
inline constexpr size_t kOffMagic = 0;
inline constexpr size_t kOffVersion = 8;
inline constexpr size_t kOffHeaderSize = 12;
inline constexpr size_t kOffPayloadSize = 16;
inline constexpr size_t kOffWordCount = 20;
inline constexpr size_t kOffStateCount = 24;
inline constexpr size_t kOffArcCount = 28;
inline constexpr size_t kOffRootOffset = 32;
inline constexpr size_t kOffMaxWordLength = 36;
inline constexpr size_t kOffTierCount = 37;
inline constexpr size_t kOffTierLevels = 38;
inline constexpr size_t kOffReserved = 46;
inline constexpr size_t kOffTierWordCount = 48;
inline constexpr size_t kOffPayloadFnv = 80;
inline constexpr size_t kOffHeaderFnv = 88;

// Record encoding.
inline constexpr int kSparseLimit = 243;  // 27 arc counts x 9 tier codes
inline constexpr int kDenseBase = 243;
inline constexpr int kDenseLimit = 252;
inline constexpr int kTierCodes = 9;  // 0 = not a word, 1..8 = tier index + 1
enum ArcKind : uint8_t {
  kInlineNext = 0,
  kInline8 = 1,
  kInline16 = 2,
  kInline24 = 3,
  kRef8 = 4,
  kRef16 = 5,
  kRef24 = 6,
};
inline constexpr int kArcKinds = 7;
// Data bytes after the arc table, per kind (one nibble per kind).
inline constexpr uint32_t kArcDataSizes = 0x3213210;
inline constexpr int ArcDataSize(int kind) { return int(kArcDataSizes >> (4 * kind)) & 15; }
inline constexpr uint8_t ArcByteOf(int kind, int letter) { return uint8_t(kind << 5 | letter); }
inline constexpr uint32_t kRefUnit = 4;
inline constexpr uint32_t kLetterMaskBits = (1u << 26) - 1;

inline constexpr uint64_t kFnvOffset = 0xcbf29ce484222325ull;
inline constexpr uint64_t kFnvPrime = 0x100000001b3ull;
inline uint64_t Fnv1a64(const uint8_t* data, size_t size, uint64_t h = kFnvOffset) {
  for (size_t i = 0; i < size; ++i) {
    h ^= data[i];
    h *= kFnvPrime;
  }
  return h;
}

inline uint32_t ReadU16(const uint8_t* p) { return uint32_t(p[0]) | uint32_t(p[1]) << 8; }
inline uint32_t ReadU24(const uint8_t* p) { return ReadU16(p) | uint32_t(p[2]) << 16; }
inline uint32_t ReadU32(const uint8_t* p) { return ReadU24(p) | uint32_t(p[3]) << 24; }
inline uint64_t ReadU64(const uint8_t* p) { return uint64_t(ReadU32(p)) | uint64_t(ReadU32(p + 4)) << 32; }

}  // namespace lf::dictfmt
