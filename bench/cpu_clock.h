// Processor time of this process, for benchmarks on a machine that is busy
// with other work: the wall clock also counts the time the process waited for
// a processor, processor time does not.
//
// Natively this is std::clock(). Emscripten's clock() follows the wall clock,
// so under node the wasm build asks node itself (process.cpuUsage(), user +
// system time of the node process: the wasm code plus node's own compiler and
// GC threads, so a little above what the wasm code alone took). In a browser,
// where there is no such clock, it falls back to the wall clock and
// CpuClockIsWall() says so.
#pragma once
#include <ctime>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
// clang-format off
EM_JS(double, lf_bench_cpu_micros, (), {
  if (typeof process !== 'undefined' && process.cpuUsage) {
    const u = process.cpuUsage();
    return u.user + u.system;
  }
  return -1;
});
// clang-format on
#endif

namespace lf::bench {

// True when CpuMicros() can only give the wall clock (wasm outside node).
inline bool CpuClockIsWall() {
#ifdef __EMSCRIPTEN__
  return lf_bench_cpu_micros() < 0;
#else
  return false;
#endif
}

// Processor time in microseconds since an arbitrary start.
inline double CpuMicros() {
#ifdef __EMSCRIPTEN__
  const double us = lf_bench_cpu_micros();
  if (us >= 0) return us;
#endif
  return 1e6 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

}  // namespace lf::bench
