#include "core/rng.h"

#include <cinttypes>
#include <cstdio>

namespace lf {

std::string Rng::Save() const {
  char buf[4 * 17 + 1];
  std::snprintf(buf, sizeof buf, "%016" PRIx64 "%016" PRIx64 "%016" PRIx64 "%016" PRIx64, s_[0], s_[1],
                s_[2], s_[3]);
  return buf;
}

bool Rng::Load(const std::string& text) {
  if (text.size() != 64) return false;
  std::array<uint64_t, 4> s{};
  for (int w = 0; w < 4; ++w) {
    uint64_t v = 0;
    for (int i = 0; i < 16; ++i) {
      const char c = text[w * 16 + i];
      int d;
      if (c >= '0' && c <= '9') d = c - '0';
      else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
      else return false;
      v = (v << 4) | static_cast<uint64_t>(d);
    }
    s[w] = v;
  }
  if ((s[0] | s[1] | s[2] | s[3]) == 0) return false;  // xoshiro's one bad state
  s_ = s;
  return true;
}

}  // namespace lf
