// The loader refuses damaged, truncated, foreign and hostile files with a
// clear message, and accepts a well-formed file however small.
#include <array>
#include <string>
#include <vector>

#include "core/dict/format.h"
#include "dict_test_util.h"

using Catch::Matchers::Contains;
using lf::Dictionary;
using lf::test::AssetBytes;
using lf::test::TestRandom;
namespace fmt = lf::dictfmt;

namespace {

void Put32(std::vector<uint8_t>& b, size_t off, uint32_t v) {
  for (int i = 0; i < 4; ++i) b[off + i] = uint8_t(v >> (8 * i));
}
void Put64(std::vector<uint8_t>& b, size_t off, uint64_t v) {
  for (int i = 0; i < 8; ++i) b[off + i] = uint8_t(v >> (8 * i));
}
void Reseal(std::vector<uint8_t>& file) {
  const size_t payload = file.size() - fmt::kHeaderSize;
  Put64(file, fmt::kOffPayloadFnv, fmt::Fnv1a64(file.data() + fmt::kHeaderSize, payload));
  Put64(file, fmt::kOffHeaderFnv, fmt::Fnv1a64(file.data(), fmt::kOffHeaderFnv));
}

struct Synthetic {
  std::vector<uint8_t> payload;  // the automaton
  std::vector<uint8_t> forms = std::vector<uint8_t>(fmt::kFormsHeaderSize, 0);  // an empty forms section
  uint32_t root = 0, words = 1, states = 3, arcs = 2;
  uint8_t max_length = 2;
  std::array<uint32_t, 8> tiers{1, 0, 0, 0, 0, 0, 0, 0};
};

// A file around a hand-made payload, with correct checksums: what a hostile
// file that passes the checksum looks like.
std::vector<uint8_t> Build(const Synthetic& s) {
  std::vector<uint8_t> f(fmt::kHeaderSize, 0);
  std::copy(fmt::kMagic.begin(), fmt::kMagic.end(), f.begin());
  Put32(f, fmt::kOffVersion, fmt::kVersion);
  Put32(f, fmt::kOffHeaderSize, fmt::kHeaderSize);
  Put32(f, fmt::kOffPayloadSize, uint32_t(s.payload.size() + s.forms.size()));
  Put32(f, fmt::kOffFormsOffset, uint32_t(s.payload.size()));
  Put32(f, fmt::kOffWordCount, s.words);
  Put32(f, fmt::kOffStateCount, s.states);
  Put32(f, fmt::kOffArcCount, s.arcs);
  Put32(f, fmt::kOffRootOffset, s.root);
  f[fmt::kOffMaxWordLength] = s.max_length;
  f[fmt::kOffTierCount] = 8;
  const uint8_t levels[8] = {10, 20, 35, 40, 50, 55, 60, 70};
  for (int i = 0; i < 8; ++i) {
    f[fmt::kOffTierLevels + i] = levels[i];
    Put32(f, fmt::kOffTierWordCount + 4 * i, s.tiers[i]);
  }
  f.resize(fmt::kHeaderSize + s.payload.size() + s.forms.size());
  std::copy(s.payload.begin(), s.payload.end(), f.begin() + fmt::kHeaderSize);
  std::copy(s.forms.begin(), s.forms.end(), f.begin() + std::ptrdiff_t(fmt::kHeaderSize + s.payload.size()));
  Reseal(f);
  return f;
}

// Sparse record head and arc bytes (format.h).
uint8_t Head(int arcs, int tier) { return uint8_t(arcs * 9 + tier); }
uint8_t ArcByte(int kind, char letter) { return fmt::ArcByteOf(kind, letter - 'a'); }

// The language {"ab"}: root -a-> A -b-> leaf (tier 10), all inline.
Synthetic Ab() {
  Synthetic s;
  s.payload = {Head(1, 0), ArcByte(fmt::kInlineNext, 'a'), Head(1, 0), ArcByte(fmt::kInlineNext, 'b'), Head(0, 1)};
  return s;
}

std::string Refusal(const std::vector<uint8_t>& file) {
  auto r = Dictionary::Load(file);
  if (r.ok()) return "<accepted>";
  return r.error();
}

}  // namespace

TEST_CASE("a minimal hand-made file loads and answers", "[dict][load]") {
  auto r = Dictionary::Load(Build(Ab()));
  REQUIRE(r.ok());
  const Dictionary& d = **r;
  CHECK(d.WordCount() == 1);
  CHECK(d.TierOf("ab") == 10);
  CHECK_FALSE(d.Contains("a"));
  CHECK_FALSE(d.Contains("abc"));
  CHECK_FALSE(d.Contains("b"));
  CHECK(d.Completions("", 0, 10) == std::vector<std::string>{"ab"});
  CHECK(d.Anagrams("ba", {}).size() == 1);
}

TEST_CASE("hostile payloads with valid checksums are refused", "[dict][load]") {
  SECTION("a reference back to the root makes a cycle") {
    Synthetic s = Ab();
    s.payload = {Head(1, 0), ArcByte(fmt::kInlineNext, 'a'), Head(1, 1), ArcByte(fmt::kRef8, 'b'), 0};
    s.states = 2;
    CHECK_THAT(Refusal(Build(s)), Contains("damaged") && Contains("cycle"));
  }
  SECTION("a reference past the end") {
    Synthetic s = Ab();
    s.payload = {Head(1, 0), ArcByte(fmt::kRef8, 'a'), 200, Head(0, 1)};
    CHECK_THAT(Refusal(Build(s)), Contains("reference past the end"));
  }
  SECTION("arcs out of letter order") {
    Synthetic s = Ab();
    s.payload = {Head(2, 0), ArcByte(fmt::kRef8, 'b'), ArcByte(fmt::kRef8, 'a'), 1, 1, 0, 0, 0, Head(0, 1)};
    CHECK_THAT(Refusal(Build(s)), Contains("letter order"));
  }
  SECTION("an unknown arc kind") {
    Synthetic s = Ab();
    s.payload[1] = 240;
    CHECK_THAT(Refusal(Build(s)), Contains("unknown arc kind"));
  }
  SECTION("an unknown record type") {
    Synthetic s = Ab();
    s.payload[2] = 253;
    CHECK_THAT(Refusal(Build(s)), Contains("unknown record type"));
  }
  SECTION("a dead end") {
    Synthetic s = Ab();
    s.payload[4] = Head(0, 0);
    CHECK_THAT(Refusal(Build(s)), Contains("dead-end"));
  }
  SECTION("the empty word marked as a word") {
    Synthetic s = Ab();
    s.payload[0] = Head(1, 1);
    CHECK_THAT(Refusal(Build(s)), Contains("empty word"));
  }
  SECTION("counts that disagree with the header") {
    Synthetic s = Ab();
    s.words = 2;
    s.tiers[0] = 2;
    CHECK_THAT(Refusal(Build(s)), Contains("word count") || Contains("per tier"));
    s = Ab();
    s.tiers = {0, 1, 0, 0, 0, 0, 0, 0};
    CHECK_THAT(Refusal(Build(s)), Contains("per tier"));
    s = Ab();
    s.states = 4;
    CHECK_THAT(Refusal(Build(s)), Contains("state count"));
    s = Ab();
    s.arcs = 3;
    CHECK_THAT(Refusal(Build(s)), Contains("arc count"));
    s = Ab();
    s.max_length = 3;
    CHECK_THAT(Refusal(Build(s)), Contains("longest word"));
  }
  SECTION("a record cut off by the end of the payload") {
    Synthetic s = Ab();
    s.payload = {Head(1, 0), ArcByte(fmt::kInlineNext, 'a'), Head(2, 0), ArcByte(fmt::kInlineNext, 'b')};
    CHECK_THAT(Refusal(Build(s)), Contains("truncated record"));
    s.payload = {Head(1, 0), ArcByte(fmt::kRef16, 'a'), 1};
    CHECK_THAT(Refusal(Build(s)), Contains("truncated record"));
    s.payload = {uint8_t(fmt::kDenseBase), 1, 0, 0};
    CHECK_THAT(Refusal(Build(s)), Contains("truncated record"));
  }
  SECTION("inline children") {
    Synthetic s = Ab();
    s.payload = {Head(2, 0), ArcByte(fmt::kInlineNext, 'a'), ArcByte(fmt::kInlineNext, 'b'), Head(0, 1)};
    CHECK_THAT(Refusal(Build(s)), Contains("two arcs claim the next position"));
    // An offset pointing back into the parent's own record.
    s.payload = {Head(2, 0), ArcByte(fmt::kInline8, 'a'), ArcByte(fmt::kInlineNext, 'b'), 1, Head(0, 1)};
    CHECK_THAT(Refusal(Build(s)), Contains("inside its parent"));
    s.payload = {Head(1, 0), ArcByte(fmt::kInline8, 'a'), 200, Head(0, 1)};
    CHECK_THAT(Refusal(Build(s)), Contains("inline child past the end"));
    s.payload = {Head(1, 0), ArcByte(fmt::kInlineNext, 'a')};
    s.states = 1;
    CHECK_THAT(Refusal(Build(s)), Contains("inline child past the end"));
  }
  SECTION("dense records") {
    Synthetic s = Ab();
    // Mask bit above z.
    s.payload = {uint8_t(fmt::kDenseBase), 0, 0, 0, 0x80, 0, 0, 0};
    CHECK_THAT(Refusal(Build(s)), Contains("beyond z"));
    s.payload = {uint8_t(fmt::kDenseBase), 0, 0, 0, 0};
    CHECK_THAT(Refusal(Build(s)), Contains("without arcs"));
    s.payload = {uint8_t(fmt::kDenseBase), 1, 0, 0, 0, 0xff, 0xff, 0x00};
    CHECK_THAT(Refusal(Build(s)), Contains("past the end"));
  }
  SECTION("a word longer than the format allows") {
    Synthetic s;
    const int len = fmt::kMaxWordLength + 1;
    for (int i = 0; i < len; ++i) {
      s.payload.push_back(Head(1, 0));
      s.payload.push_back(ArcByte(fmt::kInlineNext, 'a'));
    }
    s.payload.push_back(Head(0, 1));
    s.states = uint32_t(len + 1);
    s.arcs = uint32_t(len);
    s.max_length = 48;
    CHECK_THAT(Refusal(Build(s)), Contains("longer than allowed"));
  }
  SECTION("a root outside the payload") {
    Synthetic s = Ab();
    s.root = 5;
    CHECK_THAT(Refusal(Build(s)), Contains("root offset"));
  }
}

TEST_CASE("truncated files are refused", "[dict][load]") {
  const std::vector<uint8_t> good = AssetBytes();
  REQUIRE(good.size() > 1000);
  REQUIRE(Dictionary::Load(good).ok());
  for (size_t len : {size_t(0), size_t(5), size_t(8), size_t(50), size_t(95), size_t(96), size_t(97),
                     good.size() / 2, good.size() - 1}) {
    std::vector<uint8_t> cut(good.begin(), good.begin() + std::ptrdiff_t(len));
    const std::string why = Refusal(cut);
    INFO("length " << len << ": " << why);
    if (len < 8) CHECK_THAT(why, Contains("not a Lost & Found dictionary"));
    else CHECK_THAT(why, Contains("truncated"));
  }
  std::vector<uint8_t> longer = good;
  longer.push_back(0);
  CHECK_THAT(Refusal(longer), Contains("unexpected bytes"));
}

TEST_CASE("bit flips anywhere are refused", "[dict][load]") {
  const std::vector<uint8_t> good = AssetBytes();
  TestRandom rng(99);
  std::vector<size_t> positions;
  for (size_t i = 0; i < fmt::kHeaderSize; ++i) positions.push_back(i);
  for (int i = 0; i < 300; ++i) positions.push_back(fmt::kHeaderSize + rng.Below(uint32_t(good.size() - fmt::kHeaderSize)));
  std::vector<uint8_t> bad = good;
  for (size_t pos : positions) {
    const uint8_t bit = uint8_t(1u << rng.Below(8));
    bad[pos] ^= bit;
    const std::string why = Refusal(bad);
    INFO("flipped bit " << int(bit) << " at " << pos << ": " << why);
    CHECK(why != "<accepted>");
    CHECK(!why.empty());
    bad[pos] ^= bit;
  }
}

TEST_CASE("foreign, zeroed, wrong-version and huge-size files are refused", "[dict][load]") {
  const std::vector<uint8_t> good = AssetBytes();
  CHECK_THAT(Refusal(std::vector<uint8_t>(good.size(), 0)), Contains("not a Lost & Found dictionary"));
  std::vector<uint8_t> text(good.size(), 'a');
  CHECK_THAT(Refusal(text), Contains("not a Lost & Found dictionary"));

  std::vector<uint8_t> v = good;
  Put32(v, fmt::kOffVersion, fmt::kVersion + 1);
  Reseal(v);
  CHECK_THAT(Refusal(v), Contains("version " + std::to_string(fmt::kVersion + 1)) &&
                             Contains("reads version " + std::to_string(fmt::kVersion)));

  v = good;
  Put32(v, fmt::kOffPayloadSize, 0xFFFFFFF0u);
  Reseal(v);
  CHECK_THAT(Refusal(v), Contains("impossible size"));
  v = good;
  Put32(v, fmt::kOffPayloadSize, uint32_t(good.size()));  // > what follows the header
  Reseal(v);
  CHECK_THAT(Refusal(v), Contains("truncated"));

  v = good;
  Put32(v, fmt::kOffWordCount, 0x7fffffff);
  Reseal(v);
  CHECK_THAT(Refusal(v), Contains("inconsistent"));

  v = good;
  v[fmt::kOffHeaderFnv] ^= 1;
  CHECK_THAT(Refusal(v), Contains("header is damaged"));

  CHECK_THAT(Dictionary::LoadFile("/nonexistent/broad.lfd").error(), Contains("Cannot open"));
}

namespace {

// A forms section (format.h) from entries written out by hand: per entry
// its bytes after the block table.
std::vector<uint8_t> Forms(uint32_t entries, const std::vector<std::vector<uint8_t>>& entry_bytes) {
  const uint32_t blocks = (entries + fmt::kFormsBlock - 1) / fmt::kFormsBlock;
  std::vector<uint8_t> f(fmt::kFormsHeaderSize + 4 * blocks, 0);
  Put32(f, 0, entries);
  Put32(f, 4, blocks);
  for (size_t i = 0; i < entry_bytes.size(); ++i) {
    if (i % fmt::kFormsBlock == 0 && i / fmt::kFormsBlock < blocks)
      Put32(f, fmt::kFormsHeaderSize + 4 * (i / fmt::kFormsBlock), uint32_t(f.size()));
    f.insert(f.end(), entry_bytes[i].begin(), entry_bytes[i].end());
  }
  return f;
}

}  // namespace

TEST_CASE("the forms section: a hand-made one is read, damaged ones are refused", "[dict][load][family]") {
  // The language {"ab"}, and an entry saying that AB's rule bases are all
  // wrong and that it is a form of "b".
  Synthetic s = Ab();
  s.forms = Forms(1, {{0, 2, 'a', 'b', uint8_t(1 << 1 | fmt::kLinkAllRulesWrong), 0, 1, 'b'}});
  auto ok = Dictionary::Load(Build(s));
  REQUIRE(ok.ok());
  CHECK((*ok)->FamilyBases("ab") == std::vector<std::string>{"ab", "b"});
  CHECK((*ok)->FamilyBases("ba") == std::vector<std::string>{"ba"});

  auto refused = [](std::vector<uint8_t> forms) {
    Synthetic t = Ab();
    t.forms = std::move(forms);
    return Refusal(Build(t));
  };
  CHECK_THAT(refused({}), Contains("damaged") && Contains("truncated header"));
  CHECK_THAT(refused(Forms(1, {})), Contains("starts elsewhere"));
  CHECK_THAT(refused(Forms(1, {{0}})), Contains("truncated entry"));
  CHECK_THAT(refused(Forms(1, {{0, 2, 'a', 'b'}})), Contains("truncated entry"));
  CHECK_THAT(refused(Forms(1, {{0, 2, 'a', 'b', 2, 0}})), Contains("truncated base"));
  CHECK_THAT(refused(Forms(1, {{0, 2, 'a', 'b', 2, 0, 9, 'b'}})), Contains("truncated base"));
  CHECK_THAT(refused(Forms(1, {{0, 2, 'a', 'b', 0}})), Contains("empty entry"));
  CHECK_THAT(refused(Forms(1, {{0, 2, 'a', 'B', 1}})), Contains("no letter"));
  CHECK_THAT(refused(Forms(1, {{0, 2, 'a', 'b', 2, 0, 1, '{'}})), Contains("no letter"));
  CHECK_THAT(refused(Forms(1, {{0, 0, 1}})), Contains("impossible length"));
  CHECK_THAT(refused(Forms(1, {{0, 60, 1}})), Contains("impossible length"));
  CHECK_THAT(refused(Forms(1, {{0, 2, 'a', 'b', 2, 3, 0}})), Contains("impossible length"));  // keep > word
  CHECK_THAT(refused(Forms(1, {{1, 1, 'b', 1}})), Contains("sharing letters"));
  CHECK_THAT(refused(Forms(2, {{0, 2, 'a', 'b', 1}, {0, 2, 'a', 'a', 1}})), Contains("out of order"));
  CHECK_THAT(refused(Forms(2, {{0, 2, 'a', 'b', 1}, {2, 0, 1}})), Contains("impossible length") || Contains("out of order"));
  CHECK_THAT(refused(Forms(2, {{0, 2, 'a', 'b', 1}, {3, 1, 'c', 1}})), Contains("impossible length"));
  CHECK_THAT(refused(Forms(1, {{0, 2, 'a', 'b', 1, 7}})), Contains("bytes after the last entry"));
  std::vector<uint8_t> bad_blocks = Forms(1, {{0, 2, 'a', 'b', 1}});
  Put32(bad_blocks, 4, 2);
  CHECK_THAT(refused(bad_blocks), Contains("block count"));
  std::vector<uint8_t> moved = Forms(1, {{0, 2, 'a', 'b', 1}});
  Put32(moved, fmt::kFormsHeaderSize, 3);
  CHECK_THAT(refused(moved), Contains("starts elsewhere"));
  std::vector<uint8_t> huge = Forms(0, {});
  Put32(huge, 0, 0xFFFFFFF0u);
  Put32(huge, 4, 0x0FFFFFFFu);
  CHECK_THAT(refused(huge), Contains("truncated block table"));
  // A forms offset past the payload.
  Synthetic t = Ab();
  std::vector<uint8_t> file = Build(t);
  Put32(file, fmt::kOffFormsOffset, uint32_t(file.size()));
  Reseal(file);
  CHECK_THAT(Refusal(file), Contains("forms offset"));
}

TEST_CASE("the built file's forms section: every block starts where it says", "[dict][load][family]") {
  const std::vector<uint8_t> good = AssetBytes();
  const uint32_t offset = fmt::ReadU32(good.data() + fmt::kOffFormsOffset);
  const uint8_t* forms = good.data() + fmt::kHeaderSize + offset;
  const uint32_t entries = fmt::ReadU32(forms);
  INFO("forms section: " << good.size() - fmt::kHeaderSize - offset << " bytes, " << entries << " entries");
  CHECK(entries > 1000);
  CHECK(fmt::ReadU32(forms + 4) == (entries + fmt::kFormsBlock - 1) / fmt::kFormsBlock);
}
