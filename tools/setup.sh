#!/usr/bin/env bash
# Installs everything the build and the tests need on Debian 12, idempotently.
#   tools/setup.sh native   compilers, SDL2, Catch2, scowl, wordnet-base (native build + tests)
#   tools/setup.sh web      + Emscripten, SDL2 and ImGui sources, SDL2 for wasm
#   tools/setup.sh e2e      + Chromium, Xvfb, playwright-core
# A second run does nothing but check.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
deps="$here/build/deps"
mode="${1:-native}"

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive

need_pkgs() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}"
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}

enable_deb_src() {
  local f=/etc/apt/sources.list.d/debian.sources
  if [ -f "$f" ] && ! grep -q "^Types:.*deb-src" "$f"; then
    echo "setup: enabling deb-src in $f"
    $SUDO sed -i 's/^Types: deb$/Types: deb deb-src/' "$f"
    $SUDO apt-get update -qq
  elif [ ! -f "$f" ] && ! grep -rqs "^deb-src" /etc/apt/sources.list /etc/apt/sources.list.d/; then
    echo "deb-src http://deb.debian.org/debian bookworm main" | $SUDO tee /etc/apt/sources.list.d/lostfound-src.list >/dev/null
    $SUDO apt-get update -qq
  fi
}

# Debian source package -> $deps/<name>/ (unpacked, version-independent path)
fetch_source() {
  local pkg="$1" dest="$deps/$2"
  [ -d "$dest" ] && return 0
  enable_deb_src
  mkdir -p "$deps/src-$pkg"
  (cd "$deps/src-$pkg" && apt-get source -qq "$pkg" >/dev/null 2>&1)
  local dir
  dir="$(find "$deps/src-$pkg" -mindepth 1 -maxdepth 1 -type d | head -n1)"
  mv "$dir" "$dest"
  rm -rf "$deps/src-$pkg"
}

native() {
  need_pkgs build-essential cmake ninja-build pkg-config libsdl2-dev libstb-dev catch2 scowl wordnet-base \
            clang-14 libclang-rt-14-dev fonts-dejavu-core fonts-open-sans fonts-comfortaa fonttools dpkg-dev ca-certificates \
            librsvg2-bin pngquant optipng
}

web() {
  native
  need_pkgs emscripten binaryen nodejs librsvg2-bin
  mkdir -p "$deps"
  fetch_source libsdl2 sdl2
  fetch_source imgui imgui
  # SDL2 for wasm (Debian's emscripten has a frozen cache, so no -sUSE_SDL=2).
  if [ ! -f "$deps/sdl2-wasm/install/lib/libSDL2.a" ]; then
    echo "setup: building SDL2 for WebAssembly (about a minute)"
    export NODE_PATH=/usr/share/nodejs
    emcmake cmake -S "$deps/sdl2" -B "$deps/sdl2-wasm/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
      -DCMAKE_INSTALL_PREFIX="$deps/sdl2-wasm/install" >/dev/null
    cmake --build "$deps/sdl2-wasm/build" >/dev/null
    cmake --install "$deps/sdl2-wasm/build" >/dev/null
  fi
}

e2e() {
  web
  need_pkgs chromium xvfb xauth
  if [ ! -d "$here/tools/e2e/node_modules/playwright-core" ]; then
    echo "setup: npm install (playwright-core)"
    (cd "$here/tools/e2e" && npm ci --no-audit --no-fund --silent 2>/dev/null || npm install --no-audit --no-fund --silent)
  fi
}

case "$mode" in
  native) native ;;
  web) web ;;
  e2e|all) e2e ;;
  *) echo "usage: tools/setup.sh native|web|e2e" >&2; exit 2 ;;
esac
