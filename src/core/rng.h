// Portable seeded randomness. Every shuffle and die roll in every game goes
// through this, so a seed deals the same cards natively and in the browser.
//
// A seed is 128 bits (docs/multi-device.md, "Deals no seat can predict"): a
// room's seed comes from the system's secure source, and the stream drawn
// from it is ChaCha20 (libsodium's, IETF variant), whose outputs do not
// reveal its key: a guest who sees every card dealt to it learns nothing of
// the cards it cannot see. The key is the seed's 16 bytes and 16 fixed bytes
// naming the use; the nonce is a stream number (0 for a game's deal, others
// for a bot's own decisions), so one seed gives independent streams.
//
// Records written before the seeds were 128 bits (a decimal seed in the
// record) replay with the generator they were dealt with, xoshiro256**
// seeded by SplitMix64 (Seed::legacy): saved games keep working.
//
// Why not <random> distributions: the standard fixes mt19937's raw output but
// not how uniform_int_distribution maps it, so libstdc++ (native Linux) and
// libc++ (Emscripten) deal different hands from the same seed. We own the
// mapping (Lemire's multiply-and-reject on 32-bit words, exact and portable).
#pragma once
#include <array>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/check.h"

namespace lf {

// A deal's seed: 128 bits, written as text (32 hex digits; a legacy seed as
// the decimal number it was).
struct Seed {
  uint64_t hi = 0, lo = 0;
  bool legacy = false;  // from a record of the 64-bit days: xoshiro256**

  constexpr Seed() = default;
  // A typed number (a local game's "replay this deal", tests, the CLI).
  constexpr Seed(uint64_t n) : lo(n) {}  // NOLINT(google-explicit-constructor)
  constexpr Seed(uint64_t h, uint64_t l) : hi(h), lo(l) {}

  // 128 bits from the system's secure source (getrandom natively,
  // crypto.getRandomValues in the browser), never zero.
  static Seed Random();
  // 32 hex digits, or a decimal number of up to 20 digits (a new seed, not
  // legacy: a person typing "42" gets a ChaCha20 deal).
  static std::optional<Seed> Parse(std::string_view text);
  // As a record stores it: a decimal seed there is a legacy one.
  static std::optional<Seed> FromRecord(std::string_view text);
  std::string Text() const;

  bool empty() const { return hi == 0 && lo == 0; }
  bool operator==(const Seed&) const = default;
};
std::ostream& operator<<(std::ostream& out, const Seed& seed);  // its Text()

// A seed's streams (Rng's nonce): 0 deals the game; bots draw from streams
// of their own, so what a bot decides never uses up or shows the deal's.
inline uint64_t BotStream(int seat) { return 1 + static_cast<uint64_t>(seat); }
inline uint64_t DecisionStream(int seat, uint64_t moves_so_far) {
  return (uint64_t{1} << 63) | (moves_so_far << 8) | static_cast<uint64_t>(seat & 0xff);
}

class Rng {
 public:
  explicit Rng(uint64_t seed = 0) : Rng(Seed(seed)) {}
  explicit Rng(const lf::Seed& seed, uint64_t stream = 0) { Reset(seed, stream); }

  // Starts stream `stream` of `seed` afresh.
  void Reset(const lf::Seed& seed, uint64_t stream = 0);

  uint32_t Next32() {
    if (legacy_) return static_cast<uint32_t>(NextXoshiro() >> 32);
    if (pos_ + 4 > kBlock) Refill();
    const uint32_t v = static_cast<uint32_t>(buf_[pos_]) | static_cast<uint32_t>(buf_[pos_ + 1]) << 8 |
                       static_cast<uint32_t>(buf_[pos_ + 2]) << 16 | static_cast<uint32_t>(buf_[pos_ + 3]) << 24;
    pos_ += 4;
    return v;
  }
  uint64_t Next64() {
    if (legacy_) return NextXoshiro();
    const uint64_t high = Next32();
    return (high << 32) | Next32();
  }

  // Uniform in [0, n). n must be positive.
  uint32_t UniformBelow(uint32_t n) {
    LF_CHECK_GT(n, 0u);
    uint64_t m = uint64_t{Next32()} * n;
    auto low = static_cast<uint32_t>(m);
    if (low < n) {
      const uint32_t threshold = static_cast<uint32_t>(-n) % n;
      while (low < threshold) {
        m = uint64_t{Next32()} * n;
        low = static_cast<uint32_t>(m);
      }
    }
    return static_cast<uint32_t>(m >> 32);
  }
  // Uniform in [lo, hi], inclusive.
  int UniformInt(int lo, int hi) {
    LF_CHECK_LE(lo, hi);
    return lo + static_cast<int>(UniformBelow(static_cast<uint32_t>(hi - lo) + 1));
  }
  // True with probability num/den.
  bool Chance(uint32_t num, uint32_t den) { return UniformBelow(den) < num; }

  // Fisher-Yates, from the back: the same sequence of draws on every platform.
  template <typename T>
  void Shuffle(std::vector<T>& v) {
    for (size_t i = v.size(); i > 1; --i) {
      const size_t j = UniformBelow(static_cast<uint32_t>(i));
      std::swap(v[i - 1], v[j]);
    }
  }

  // The state as text, so a saved game can continue the same stream.
  std::string Save() const;
  bool Load(const std::string& text);
  bool operator==(const Rng& o) const;

 private:
  static constexpr int kBlock = 64;  // one ChaCha20 block
  void Refill();
  uint64_t NextXoshiro() {
    const uint64_t result = Rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = Rotl(s_[3], 45);
    return result;
  }
  static uint64_t Rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

  bool legacy_ = false;
  // ChaCha20: key, nonce (the stream), the number of blocks drawn so far
  // (the last of them is in buf_), and the next unread byte of buf_.
  std::array<uint8_t, 32> key_{};
  uint64_t stream_ = 0;
  uint32_t blocks_ = 0;
  int pos_ = kBlock;
  std::array<uint8_t, kBlock> buf_{};
  // xoshiro256** (legacy seeds only).
  std::array<uint64_t, 4> s_{};
};

}  // namespace lf
