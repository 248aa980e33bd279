// The .lfd dictionary file format (version 3), shared by the host builder
// (tools/dictbuild) and the loader (dictionary.cpp). Version 3 added the
// forms section (word families for Word Lift's steal rule).
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
// FILE = HEADER (104 bytes) + PAYLOAD (payload_size bytes). Little-endian.
// The payload is the automaton (bytes 0 .. forms_offset) and then the forms
// section (forms_offset .. payload_size).
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
//    88    4 forms_offset     payload offset of the forms section: the end of
//                             the automaton
//    92    4 reserved2        0
//    96    8 header_fnv       FNV-1a 64 of header bytes 0..95
//   The loader checks every field, both checksums, then walks every reachable
//   record once (bounds, letter order, arc kinds, acyclicity, depth) and
//   recounts words, tiers, states and arcs against the header. A file that
//   passes can then be traversed without further checks.
//
// FORMS SECTION: what WordNet says about word families where the regular
// spelling rules (spelling.h) are wrong or fall short. A word's bases (the
// words it is merely a form of) are itself, plus what the rules find unless
// its entry says they are wrong, plus the bases its entry adds.
//   u32 entry_count
//   u32 block_count          ceil(entry_count / kFormsBlock)
//   u32 block_offset[block_count]   section offset of each block's first entry
//   entries, sorted by word (strictly increasing, byte order), each:
//     u8  shared             letters in common with the previous entry's word
//                            (0 for the first entry of a block)
//     u8  rest               letters that follow (shared + rest: 1..kMaxWordLength)
//     rest bytes a-z
//     u8  links              bit 0: every base the rules find is wrong;
//                            bits 1..7: n, the bases listed below
//     n links, each:
//       u8 head              kind << 7 | keep: the base starts with the first
//                            `keep` letters of the word (keep <= its length)
//       u8 tail              letters that follow (keep + tail: 1..kMaxWordLength)
//       tail bytes a-z
//       kind 0: a base the rules miss (WENT -> GO, QUIZZES -> QUIZ when not
//       found by rule); kind 1: a base the rules find that is wrong
//       (WOODED -> WOOD: WOOD is no verb).
//   The section ends exactly at the end of the payload.
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
// forms section (version 3) adds 27,572 bytes raw and 14,033 to the whole
// file's gzip -9 (364,101 / 280,045): 2,861 entries, where WordNet and the
// spelling rules disagree. The
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
inline constexpr uint32_t kVersion = 3;
inline constexpr uint32_t kHeaderSize = 104;
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
inline constexpr size_t kOffFormsOffset = 88;
inline constexpr size_t kOffReserved2 = 92;
inline constexpr size_t kOffHeaderFnv = 96;

// Forms section.
inline constexpr uint32_t kFormsBlock = 16;       // entries per block
inline constexpr uint32_t kFormsHeaderSize = 8;   // entry_count, block_count
inline constexpr uint8_t kLinkAllRulesWrong = 1;  // `links` bit 0
inline constexpr uint8_t kLinkWrongBase = 0x80;   // `head` bit 7: kind 1
inline constexpr uint32_t kMaxFormLinks = 127;

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
