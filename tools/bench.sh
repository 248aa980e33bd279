#!/usr/bin/env bash
# Builds and runs the benchmarks (bench/*_bench.cpp), natively and as
# WebAssembly under node, and prints their figures. Benchmarks assert
# nothing; the figures go in closing notes and in the README.
#
#   tools/bench.sh                 every benchmark, native then wasm
#   tools/bench.sh native|wasm     one side only
#   tools/bench.sh wasm lost_words_bench --games 200
#                                  one benchmark, with its own arguments
#
# Quote processor-time figures when the machine is busy: each bench prints
# them next to the wall clock.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
side="${1:-all}"
only="${2:-}"
shift $(( $# > 2 ? 2 : $# )) || true
jobs="$(nproc)"
export NODE_PATH=/usr/share/nodejs  # Debian emscripten finds acorn there

benches() {
  if [ -n "$only" ]; then echo "$only"; else
    for f in bench/*_bench.cpp; do basename "$f" .cpp; done
  fi
}

if [ "$side" = all ] || [ "$side" = native ]; then
  bash tools/setup.sh native >/dev/null
  if [ ! -f build/bench-native/build.ninja ]; then
    cmake -S . -B build/bench-native -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DLF_BUILD_APP=OFF -DLF_BUILD_TESTS=OFF -DLF_BUILD_BENCH=ON >/dev/null
  fi
  # shellcheck disable=SC2046
  cmake --build build/bench-native -j "$jobs" --target $(benches) >/dev/null
  for b in $(benches); do
    echo "=== native: $b $*"
    "build/bench-native/bench/$b" "$@"
  done
fi

if [ "$side" = all ] || [ "$side" = wasm ]; then
  bash tools/setup.sh web >/dev/null
  if [ ! -f build/bench-wasm/build.ninja ]; then
    emcmake cmake -S . -B build/bench-wasm -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DLF_BUILD_APP=OFF -DLF_BUILD_TESTS=OFF -DLF_BUILD_BENCH=ON >/dev/null
  fi
  # shellcheck disable=SC2046
  cmake --build build/bench-wasm -j "$jobs" --target $(benches) >/dev/null
  for b in $(benches); do
    echo "=== wasm (node $(node --version)): $b $*"
    node --no-experimental-fetch "build/bench-wasm/bench/$b.js" "$@"
  done
fi
