#pragma once
// Whether this test binary is built with AddressSanitizer. tools/test.sh runs
// every test a second time under ASan + UBSan; the random-simulation tests
// play a fraction of their games there, since the per-action JSON checks
// allocate heavily and ASan makes them ten or more times slower. Release
// builds always play the full count.

namespace lf::testing {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

// Games to play: `full` natively, `full / divisor` (at least one) sanitized.
constexpr int SimulationGames(int full, int divisor) {
  if (!kSanitized) return full;
  return full / divisor > 0 ? full / divisor : 1;
}

}  // namespace lf::testing
