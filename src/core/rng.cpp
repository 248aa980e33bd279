#include "core/rng.h"

#include <sodium.h>

#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <ostream>

namespace lf {
namespace {

// libsodium picks its fastest ChaCha20 once; every implementation gives the
// same stream. A function-local static makes the first call thread-safe.
void InitSodium() {
  static const int ready = sodium_init();
  LF_CHECK_GE(ready, 0);
}

uint64_t SplitMix64(uint64_t& x) {
  uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// The key's second half: what the stream is for, so that the same 16 bytes
// used elsewhere would never give the same stream.
constexpr char kKeyTag[17] = "lost+found deal1";

int HexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// `digits` hex digits of text from `at` into v; false if any is not a digit.
bool ReadHex(std::string_view text, size_t at, size_t digits, uint64_t& v) {
  v = 0;
  if (at + digits > text.size()) return false;
  for (size_t i = 0; i < digits; ++i) {
    const int d = HexDigit(text[at + i]);
    if (d < 0) return false;
    v = (v << 4) | static_cast<uint64_t>(d);
  }
  return true;
}

std::optional<uint64_t> ReadDecimal(std::string_view text) {
  if (text.empty() || text.size() > 20) return std::nullopt;
  uint64_t s = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    const auto d = static_cast<uint64_t>(c - '0');
    if (s > (UINT64_MAX - d) / 10) return std::nullopt;
    s = s * 10 + d;
  }
  return s;
}

}  // namespace

Seed Seed::Random() {
  InitSodium();
  Seed s;
  do {
    uint8_t bytes[16];
    randombytes_buf(bytes, sizeof bytes);
    s.hi = s.lo = 0;
    for (int i = 0; i < 8; ++i) {
      s.hi = (s.hi << 8) | bytes[i];
      s.lo = (s.lo << 8) | bytes[8 + i];
    }
  } while (s.empty());
  return s;
}

std::optional<Seed> Seed::Parse(std::string_view text) {
  if (text.size() == 32) {
    Seed s;
    if (ReadHex(text, 0, 16, s.hi) && ReadHex(text, 16, 16, s.lo)) return s;
    return std::nullopt;
  }
  if (auto n = ReadDecimal(text)) return Seed(*n);
  return std::nullopt;
}

std::optional<Seed> Seed::FromRecord(std::string_view text) {
  if (text.size() == 32) return Parse(text);
  auto n = ReadDecimal(text);
  if (!n) return std::nullopt;
  Seed s(*n);
  s.legacy = true;
  return s;
}

std::string Seed::Text() const {
  if (legacy) return std::to_string(lo);
  char buf[33];
  std::snprintf(buf, sizeof buf, "%016" PRIx64 "%016" PRIx64, hi, lo);
  return buf;
}

std::ostream& operator<<(std::ostream& out, const Seed& seed) { return out << seed.Text(); }

void Rng::Reset(const lf::Seed& seed, uint64_t stream) {
  legacy_ = seed.legacy;
  if (legacy_) {
    // The 64-bit generator exactly as it dealt: stream 0 only.
    uint64_t x = seed.lo + stream * 0x9E3779B97F4A7C15ull;
    for (auto& word : s_) word = SplitMix64(x);
    return;
  }
  for (int i = 0; i < 8; ++i) {
    key_[static_cast<size_t>(i)] = static_cast<uint8_t>(seed.hi >> (56 - 8 * i));
    key_[static_cast<size_t>(8 + i)] = static_cast<uint8_t>(seed.lo >> (56 - 8 * i));
  }
  std::memcpy(key_.data() + 16, kKeyTag, 16);
  stream_ = stream;
  blocks_ = 0;
  pos_ = kBlock;
}

void Rng::Refill() {
  InitSodium();
  LF_CHECK_LT(blocks_, UINT32_MAX);  // 256 GiB of one stream: never in a game
  std::array<uint8_t, crypto_stream_chacha20_ietf_NONCEBYTES> nonce{};
  for (int i = 0; i < 8; ++i) nonce[static_cast<size_t>(i)] = static_cast<uint8_t>(stream_ >> (8 * i));
  static constexpr std::array<uint8_t, kBlock> kZeros{};
  crypto_stream_chacha20_ietf_xor_ic(buf_.data(), kZeros.data(), kBlock, nonce.data(), blocks_, key_.data());
  ++blocks_;
  pos_ = 0;
}

bool Rng::operator==(const Rng& o) const {
  if (legacy_ != o.legacy_) return false;
  if (legacy_) return s_ == o.s_;
  return key_ == o.key_ && stream_ == o.stream_ && blocks_ == o.blocks_ && pos_ == o.pos_;
}

// Text: "c" + key (64 hex) + stream (16) + blocks drawn (8) + next byte (2)
// for ChaCha20; the xoshiro state (64 hex) for a legacy seed's stream.
std::string Rng::Save() const {
  char buf[4 * 17 + 1];
  if (legacy_) {
    std::snprintf(buf, sizeof buf, "%016" PRIx64 "%016" PRIx64 "%016" PRIx64 "%016" PRIx64, s_[0], s_[1],
                  s_[2], s_[3]);
    return buf;
  }
  std::string out = "c";
  for (const uint8_t b : key_) {
    std::snprintf(buf, sizeof buf, "%02x", b);
    out += buf;
  }
  std::snprintf(buf, sizeof buf, "%016" PRIx64 "%08" PRIx32 "%02x", stream_, blocks_, static_cast<unsigned>(pos_));
  return out + buf;
}

bool Rng::Load(const std::string& text) {
  if (text.size() == 64) {
    std::array<uint64_t, 4> s{};
    for (size_t w = 0; w < 4; ++w)
      if (!ReadHex(text, w * 16, 16, s[w])) return false;
    if ((s[0] | s[1] | s[2] | s[3]) == 0) return false;  // xoshiro's one bad state
    legacy_ = true;
    s_ = s;
    return true;
  }
  if (text.size() != 1 + 64 + 16 + 8 + 2 || text[0] != 'c') return false;
  std::array<uint8_t, 32> key{};
  for (size_t i = 0; i < 32; ++i) {
    uint64_t b = 0;
    if (!ReadHex(text, 1 + 2 * i, 2, b)) return false;
    key[i] = static_cast<uint8_t>(b);
  }
  uint64_t stream = 0, blocks = 0, pos = 0;
  if (!ReadHex(text, 65, 16, stream) || !ReadHex(text, 81, 8, blocks) || !ReadHex(text, 89, 2, pos)) return false;
  if (pos > kBlock || (blocks == 0 && pos != kBlock)) return false;
  legacy_ = false;
  key_ = key;
  stream_ = stream;
  if (blocks > 0) {  // the block being read, drawn again
    blocks_ = static_cast<uint32_t>(blocks - 1);
    Refill();
  }
  blocks_ = static_cast<uint32_t>(blocks);
  pos_ = static_cast<int>(pos);
  return true;
}

}  // namespace lf
