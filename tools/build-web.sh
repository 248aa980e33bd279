#!/usr/bin/env bash
# Builds the static site into build/web/site with Debian's Emscripten (after
# tools/setup.sh web). With emsdk instead, see the README.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export NODE_PATH=/usr/share/nodejs
jobs="$(nproc)"
if [ ! -f build/web/build.ninja ]; then
  emcmake cmake -S . -B build/web -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DLF_BUILD_TESTS=OFF -DLF_BUILD_BENCH=OFF >/dev/null
fi
cmake --build build/web -j "$jobs"
echo "web build: build/web/site"
