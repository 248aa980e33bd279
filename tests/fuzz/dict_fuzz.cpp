// libFuzzer target for the dictionary loader (Dictionary::Load) and the
// readers that trust what it accepted.
//
// A 64-bit checksum stops blind mutation at the door, so most inputs are
// sealed first: the target writes a valid magic, version, sizes and both
// checksums around the fuzzed bytes, which then reach the structural
// validation. Every file the loader accepts is queried (lookups, walks,
// completions, anagrams, families) so that an accepted-but-wrong file shows
// up under AddressSanitizer as an out-of-bounds read.
//
//   CC=clang-14 CXX=clang++-14 cmake -S . -B build/fuzz -G Ninja -DLF_FUZZ=ON -DLF_BUILD_APP=OFF
//   cmake --build build/fuzz --target dict_fuzz
//   build/fuzz/tests/fuzz/dict_fuzz -max_total_time=60 build/fuzz/corpus-dict tests/fuzz/seeds/dict
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/dict/dictionary.h"
#include "core/dict/format.h"

namespace {

namespace fmt = lf::dictfmt;

void Put32(std::vector<uint8_t>& b, size_t off, uint32_t v) {
  for (int i = 0; i < 4; ++i) b[off + i] = uint8_t(v >> (8 * i));
}
void Put64(std::vector<uint8_t>& b, size_t off, uint64_t v) {
  for (int i = 0; i < 8; ++i) b[off + i] = uint8_t(v >> (8 * i));
}

void Exercise(const lf::Dictionary& d) {
  for (const char* w : {"a", "ab", "abc", "cat", "zzzzzz", "", "Q", "hello"}) {
    (void)d.Contains(w);
    (void)d.TierOf(w);
    (void)d.IsPrefix(w);
    (void)d.CanComplete(w, 3);
  }
  // Follow the first letter out of every state, as a prefix walk would.
  lf::Dictionary::Cursor c = d.Root();
  std::string walked;
  for (int i = 0; i < 64 && c.valid(); ++i) {
    const uint32_t next = c.NextLetters();
    if (!next) break;
    int letter = 0;
    while (!(next >> letter & 1)) ++letter;
    walked.push_back(char('a' + letter));
    c.Advance(walked.back());
    (void)c.is_word();
    (void)c.tier();
  }
  (void)d.Contains(walked);
  (void)d.SameFamily(walked, walked + "s");
  if (d.WordCount() <= 20000) {
    for (const std::string& w : d.Completions("", 0, 50)) (void)d.TierOf(w);
    (void)d.Completions(walked.substr(0, 2), 3, 5);
  }
  lf::Dictionary::SearchOptions o;
  o.min_length = 1;
  o.limit = 100;
  (void)d.Anagrams("e?st", o);
  std::vector<lf::Dictionary::Tile> tiles = {lf::Dictionary::Tile::Fixed("ab"), lf::Dictionary::Tile::OneOrTwo('a'),
                                            lf::Dictionary::Tile::Set("abc")};
  tiles[2].place = lf::Dictionary::Tile::Place::kLast;
  (void)d.Anagrams(tiles, o);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // As given: the early refusals (magic, sizes, checksums).
  std::vector<uint8_t> raw(data, data + size);
  if (auto loaded = lf::Dictionary::Load(raw); loaded.ok()) Exercise(**loaded);
  if (size < fmt::kHeaderSize + 1 || size - fmt::kHeaderSize >= fmt::kMaxPayloadSize) return 0;

  // Sealed: consistent framing and checksums around the fuzzed header fields
  // and payload.
  std::vector<uint8_t> file(data, data + size);
  std::copy(fmt::kMagic.begin(), fmt::kMagic.end(), file.begin());
  Put32(file, fmt::kOffVersion, fmt::kVersion);
  Put32(file, fmt::kOffHeaderSize, fmt::kHeaderSize);
  Put32(file, fmt::kOffPayloadSize, uint32_t(size - fmt::kHeaderSize));
  Put64(file, fmt::kOffPayloadFnv, fmt::Fnv1a64(file.data() + fmt::kHeaderSize, size - fmt::kHeaderSize));
  Put64(file, fmt::kOffHeaderFnv, fmt::Fnv1a64(file.data(), fmt::kOffHeaderFnv));
  if (auto loaded = lf::Dictionary::Load(std::move(file)); loaded.ok()) Exercise(**loaded);
  return 0;
}
