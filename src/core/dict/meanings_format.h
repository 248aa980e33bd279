// The .lfm meanings file format (version 1), shared by the host builder
// (tools/meaningsbuild) and the loader (meanings.cpp).
//
// WHAT IT IS
//   What a word means, for a player who meets it at the table: for each word
//   of our word list that WordNet 3.0 (Princeton University, Debian's
//   wordnet-base) has as a lemma, the definition of its most common sense in
//   its one or two most used parts of speech, shortened to kMaxGlossChars.
//   Forms (PAID, PLAYS) are not listed: the dictionary's word families
//   (Dictionary::FamilyBases) lead to their base. A definition shared by
//   several words (synonyms: one WordNet synset) is stored once.
//
// FILE = HEADER (48 bytes) + PAYLOAD (payload_size bytes). Little-endian.
//   off size field
//     0    8 magic            "LFMEAN\r\n" (the \r\n catches text-mode mangling)
//     8    4 version          kVersion
//    12    4 header_size      kHeaderSize
//    16    4 payload_size     bytes after the header; < 2^26
//    20    4 word_count       entries
//    24    4 block_count      ceil(word_count / kBlock)
//    28    4 gloss_count      definitions
//    32    4 glosses_offset   payload offset of the definitions' text
//    36    4 reserved         0
//    40    8 payload_fnv      FNV-1a 64 of the payload
// PAYLOAD
//   block_count x {u32 offset, u32 glosses_before}
//                                   payload offset of each block's first
//                                   entry, and how many definitions the
//                                   entries before it brought in
//   entries, sorted by word (strictly increasing, byte order), each:
//     u8  shared                    letters in common with the previous word
//                                   (0 for the first entry of a block)
//     u8  rest                      letters that follow (shared + rest: 1..kMaxWordLetters)
//     rest bytes a-z
//     u8  senses                    1..kMaxSenses, then each:
//       u8  part                    'n', 'v', 'a' or 'r' (noun, verb, adjective, adverb)
//       varint ref                  (LEB128) 0: the next definition not met yet
//                                   (definitions are numbered in the order the
//                                   entries first use them); k > 0: definition
//                                   k - 1, met before
//   at glosses_offset (the entries end exactly there): the definitions in
//   their numbers' order, UTF-8, each followed by a 0 byte; the payload ends
//   with the last one's 0.
// The loader checks every field and the checksum, then reads every entry
// once (bounds, order, parts, references) and finds where each definition
// starts; a file that passes is then read without further checks.
//
// Built deterministically: the same word list and WordNet give the same bytes.
#pragma once
#include <cstddef>
#include <cstdint>

#include "core/dict/format.h"

namespace lf::meaningsfmt {

inline constexpr char kMagic[8] = {'L', 'F', 'M', 'E', 'A', 'N', '\r', '\n'};
inline constexpr uint32_t kVersion = 1;
inline constexpr uint32_t kHeaderSize = 48;
inline constexpr uint32_t kMaxPayload = 1u << 26;
inline constexpr uint32_t kBlock = 32;  // entries per block
inline constexpr int kMaxWordLetters = 40;
inline constexpr int kMaxSenses = 2;
inline constexpr int kMaxGlossChars = 100;  // then cut at a space, with "…"

inline constexpr size_t kOffMagic = 0;
inline constexpr size_t kOffVersion = 8;
inline constexpr size_t kOffHeaderSize = 12;
inline constexpr size_t kOffPayloadSize = 16;
inline constexpr size_t kOffWordCount = 20;
inline constexpr size_t kOffBlockCount = 24;
inline constexpr size_t kOffGlossCount = 28;
inline constexpr size_t kOffGlossesOffset = 32;
inline constexpr size_t kOffReserved = 36;
inline constexpr size_t kOffPayloadFnv = 40;

inline constexpr bool IsPart(uint8_t part) { return part == 'n' || part == 'v' || part == 'a' || part == 'r'; }

using dictfmt::Fnv1a64;
using dictfmt::ReadU32;
using dictfmt::ReadU64;

}  // namespace lf::meaningsfmt
