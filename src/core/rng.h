// Portable seeded randomness. Every shuffle and die roll in every game goes
// through this, so a seed deals the same cards natively and in the browser.
//
// Why not <random> distributions: the standard fixes mt19937's raw output but
// not how uniform_int_distribution maps it, so libstdc++ (native Linux) and
// libc++ (Emscripten) deal different hands from the same seed. We own both the
// generator (xoshiro256**, seeded by SplitMix64) and the mapping (Lemire's
// multiply-and-reject on 32-bit words, exact and portable).
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/check.h"

namespace lf {

class Rng {
 public:
  explicit Rng(uint64_t seed = 0) { Seed(seed); }

  void Seed(uint64_t seed) {
    uint64_t x = seed;
    for (auto& word : s_) word = SplitMix64(x);
  }

  uint64_t Next64() {
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
  uint32_t Next32() { return static_cast<uint32_t>(Next64() >> 32); }

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
  bool operator==(const Rng& o) const { return s_ == o.s_; }

 private:
  static uint64_t Rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  static uint64_t SplitMix64(uint64_t& x) {
    uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  std::array<uint64_t, 4> s_{};
};

}  // namespace lf
