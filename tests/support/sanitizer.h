#pragma once
// Whether this test binary is built with AddressSanitizer: the random
// simulations then play a tenth of their games unless LF_SIMULATION_SCALE
// says otherwise (support/simulation.h, SimulationScale()).

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

}  // namespace lf::testing
