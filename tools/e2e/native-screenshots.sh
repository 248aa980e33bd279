#!/usr/bin/env bash
# Screenshots of the native build at phone, tablet and desktop window sizes,
# rendered under Xvfb with Mesa's software OpenGL, saved to build/screenshots/.
# Each run starts from default settings (a scratch settings folder).
#   tools/e2e/native-screenshots.sh [build/native/src/platform/lostfound]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
exe="${1:-build/native/src/platform/lostfound}"
out="${LOSTFOUND_SCREENSHOTS:-build/screenshots}"
[ -x "$exe" ] || { echo "no native build at $exe (cmake -S . -B build/native -G Ninja && cmake --build build/native)" >&2; exit 1; }
mkdir -p "$out"
user_dir="$(mktemp -d)"
trap 'rm -rf "$user_dir"' EXIT
for size in 390x844 820x1180 1180x820 1440x900; do
  LOSTFOUND_USER_DIR="$user_dir" xvfb-run -a -s "-screen 0 1920x1200x24" \
    "$exe" --size "$size" --frames 20 --screenshot "$out/native-$size.png"
done
