#!/usr/bin/env bash
# Load-time and size benchmark of the web build (prints figures):
#   - builds the app (tools/build-web.sh -> build/web/site) and Dear ImGui's
#     own SDL2 + OpenGL3 example with the same toolchain and flags
#     (build/web-bench/site);
#   - prints bytes on the wire per file (raw and gzip -9) against the 1.0 MB
#     gzip goal, and the median time from navigation to first frame of each
#     in headless Chromium, and their ratio.
#   tools/web-bench/run.sh            (BENCH_RUNS=N to change the 5 runs)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
export NODE_PATH=/usr/share/nodejs
bash tools/setup.sh e2e
bash tools/build-web.sh >/dev/null
if [ ! -f build/web-bench/build.ninja ]; then
  emcmake cmake -S tools/web-bench -B build/web-bench -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build build/web-bench -j "$(nproc)" >/dev/null
node tools/web-bench/bench.mjs
