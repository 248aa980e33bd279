#!/usr/bin/env bash
# Installs everything the build and the tests need on Debian 12, idempotently.
# The Debian packages are those of tools/packages.txt (the only list: add a
# package there, with its sets).
#   tools/setup.sh native   the native set: compilers, SDL2, Catch2, scowl, fonts; ImGui's source
#   tools/setup.sh web      + the web set (Emscripten, npm), SDL2's source, SDL2 for wasm
#                           (the web build itself runs npm ci on web/package.json: PeerJS, qrcode-generator)
#   tools/setup.sh e2e      + the e2e set (Chromium, Xvfb), playwright-core and peer from npm
#   tools/setup.sh pages    the pages set only (the GitHub Pages build on Ubuntu, with emsdk)
#   tools/setup.sh sodium-wasm  libsodium for wasm from its source package, with the emcc on
#                           the PATH (web does this; the Pages runner after emsdk)
# A second run does nothing but check.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
deps="$here/build/deps"
mode="${1:-native}"

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive

# The packages of tools/packages.txt in any of the sets named.
pkgs_of() {
  awk -v sets=" $* " '/^[[:space:]]*(#|$)/ { next }
    { for (i = 2; i <= NF; i++) if (index(sets, " " $i " ")) { print $1; next } }' "$here/tools/packages.txt"
}

# Installs those of the packages named that are missing. A package counts as
# there when an installed one provides it (nodesource's nodejs provides npm).
need_pkgs() {
  local missing=() have
  have=" $(dpkg-query -W -f='${db:Status-Abbrev} ${Package} ${Provides}\n' 2>/dev/null |
           awk '/^ii/ { $1 = ""; gsub(/\([^)]*\)/, ""); gsub(/,/, " "); gsub(/:[a-z0-9]+/, ""); print }' | tr -s ' \n' '  ') "
  for p in "$@"; do
    [[ "$have" == *" $p "* ]] || missing+=("$p")
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
  elif [ ! -f "$f" ] && grep -qs "^# *deb-src" /etc/apt/sources.list; then
    # Ubuntu (the Pages runner): its own deb-src lines, commented out.
    echo "setup: enabling deb-src in /etc/apt/sources.list"
    $SUDO sed -i 's/^# *deb-src /deb-src /' /etc/apt/sources.list
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
  # shellcheck disable=SC2046
  need_pkgs $(pkgs_of native)
  # The native build compiles Dear ImGui from its source package too
  # (cmake/ThirdParty.cmake); without it CMake would clone it from GitHub.
  mkdir -p "$deps"
  fetch_source imgui imgui
}

web() {
  # shellcheck disable=SC2046
  need_pkgs $(pkgs_of native web)
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
  sodium_wasm
}

# libsodium (core/rng.h: ChaCha20 deals, secure seeds) compiled for wasm by
# the emcc on the PATH, from the distribution's source package: natively the
# build links Debian's libsodium-dev.
sodium_wasm() {
  [ -f "$deps/sodium-wasm/install/lib/libsodium.a" ] && return 0
  need_pkgs autoconf automake libtool
  mkdir -p "$deps"
  fetch_source libsodium libsodium
  echo "setup: building libsodium for WebAssembly (about half a minute)"
  export NODE_PATH=/usr/share/nodejs
  (cd "$deps/libsodium" &&
    { [ -x configure ] || ./autogen.sh -s >/dev/null 2>&1; } &&
    emconfigure ./configure --host=wasm32-unknown-emscripten --disable-shared --enable-minimal \
      --without-pthreads --disable-ssp --disable-asm --disable-pie \
      --prefix="$deps/sodium-wasm/install" CFLAGS=-O2 >/dev/null &&
    emmake make -j"$(nproc)" install >/dev/null 2>&1)
}

e2e() {
  web
  # shellcheck disable=SC2046
  need_pkgs $(pkgs_of e2e)
  # Again whenever the lock file is newer than what npm last installed.
  local e2e="$here/tools/e2e"
  if [ ! -f "$e2e/node_modules/.package-lock.json" ] || [ "$e2e/package-lock.json" -nt "$e2e/node_modules/.package-lock.json" ]; then
    echo "setup: npm ci (playwright-core, peer)"
    (cd "$here/tools/e2e" && npm ci --no-audit --no-fund --silent 2>/dev/null || npm install --no-audit --no-fund --silent)
  fi
}

case "$mode" in
  native) native ;;
  web) web ;;
  e2e|all) e2e ;;
  # shellcheck disable=SC2046
  pages) need_pkgs $(pkgs_of pages) ;;
  sodium-wasm) sodium_wasm ;;
  *) echo "usage: tools/setup.sh native|web|e2e|pages|sodium-wasm" >&2; exit 2 ;;
esac
