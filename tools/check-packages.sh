#!/usr/bin/env bash
# Checks that every file a configured CMake build required at configure time
# comes from a package of tools/packages.txt, in one of the sets named (or
# from a package those depend on, or an essential one): so that installing
# the list, as tools/setup.sh and the workflows do, is enough to configure.
# The files are the cache's FILEPATH/PATH/STRING entries that name something
# under /usr, and the files the build's re-configure depends on (CMake
# modules, configure_file() inputs, CMAKE_CONFIGURE_DEPENDS).
#
#   tools/check-packages.sh [--toolchain-elsewhere] BUILD_DIR SET...
#
# --toolchain-elsewhere: the compiler and CMake come from elsewhere (the Pages
# build's emsdk and the runner's CMake): CMAKE_* entries, CMake's modules and
# Emscripten's own files are not checked.
# Also fails when the cache says a program the build can do without (as
# pyftsubset) was not found.
# Exit status: 0 all listed, 1 some not (named), 77 no dpkg/apt-cache here (skip).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
toolchain_elsewhere=0
if [ "${1:-}" = "--toolchain-elsewhere" ]; then toolchain_elsewhere=1; shift; fi
build="${1:?usage: tools/check-packages.sh [--toolchain-elsewhere] BUILD_DIR SET...}"
shift
[ $# -gt 0 ] || { echo "check-packages: name at least one set of tools/packages.txt" >&2; exit 2; }
cache="$build/CMakeCache.txt"
[ -f "$cache" ] || { echo "check-packages: no $cache (configure the build first)" >&2; exit 2; }
if ! command -v dpkg-query >/dev/null || ! command -v apt-cache >/dev/null; then
  echo "check-packages: no dpkg or apt-cache on this system: skipped"
  exit 77
fi

# The listed packages of those sets.
listed=$(awk -v sets=" $* " '/^[[:space:]]*(#|$)/ { next }
  { for (i = 2; i <= NF; i++) if (index(sets, " " $i " ")) { print $1; next } }' "$here/tools/packages.txt")
[ -n "$listed" ] || { echo "check-packages: no package in set(s) $*" >&2; exit 2; }

# Everything installing them brings: their dependencies, recursively
# (alternatives included), and the essential packages every system has.
# shellcheck disable=SC2086
allowed=" $( { apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
                 --no-replaces --no-enhances $listed 2>/dev/null | sed -nE 's/^ *\|?(Pre)?Depends: //p; s/^([a-z0-9][^ ]*)$/\1/p'
               echo "$listed"
               dpkg-query -W -f='${Package} ${Essential}\n' 2>/dev/null | awk '$2 == "yes" { print $1 }'
             } | sed -E 's/:[a-z0-9]+$//; /^</d' | sort -u | tr '\n' ' ') "

# The files: cache entries naming something under /usr ... Of CMake's own
# entries only those the build uses: CMake also records whatever binutils it
# happens to find (llvm-nm, ld.lld for Emscripten) and does without them.
files=()
while IFS= read -r line; do
  name="${line%%:*}"
  value="${line#*=}"
  # Binaryen's wasm-split and wasm-opt belong to the Emscripten toolchain
  # (emsdk brings its own; on Debian, emscripten depends on binaryen), and so
  # does npm (emsdk brings node with npm; on Debian it is the web set's npm).
  [[ $toolchain_elsewhere = 1 && "$name" =~ ^LF_(WASM_SPLIT|WASM_OPT|NPM)$ ]] && continue
  if [[ "$name" == CMAKE_* ]]; then
    [ $toolchain_elsewhere = 1 ] && continue
    [[ "$name" =~ ^CMAKE_((C|CXX)_COMPILER|MAKE_PROGRAM|AR|RANLIB|TOOLCHAIN_FILE)$ ]] || continue
  fi
  [ -e "$value" ] || continue
  files+=("$value")
done < <(grep -E '^[A-Za-z0-9_]+:(FILEPATH|PATH|STRING)=/usr/' "$cache" | grep -v '^CMAKE_INSTALL_PREFIX:')
# ... and the re-configure's inputs (Ninja or Makefiles).
if [ -f "$build/build.ninja" ]; then
  deps=$(awk '/^build build\.ninja/ { on = 1 } on { print } on && /^$/ { exit }' "$build/build.ninja" | tr ' ' '\n')
elif [ -f "$build/CMakeFiles/Makefile.cmake" ]; then
  deps=$(sed -n '/CMAKE_MAKEFILE_DEPENDS/,/)/p' "$build/CMakeFiles/Makefile.cmake" | tr -d '"' | tr ' ' '\n')
else
  deps=""
fi
# With the toolchain from elsewhere, CMake's own modules are too (a runner's
# CMake lives in /usr/local).
cmake_root="$(sed -n 's/^CMAKE_ROOT:INTERNAL=//p' "$cache")"
while IFS= read -r f; do
  [[ "$f" == /usr/* ]] || continue
  f="${f%\$}"
  [ $toolchain_elsewhere = 1 ] && [ -n "$cmake_root" ] && [[ "$f" == "$cmake_root"/* ]] && continue
  [ -e "$f" ] && files+=("$f")
done <<<"$deps"

# Which package installed each path: the path as named, else with its
# symbolic links resolved, each also without /usr for packages that install
# to /bin and /lib. One dpkg-query for all (each call reads the whole
# database). A directory several packages share (as /usr/include) is no one
# package's: it is skipped, since the files configure read in it are checked
# one by one.
declare -A owner_of
lookup() {
  local line path
  while IFS= read -r line; do
    [[ "$line" == diversion* ]] && continue
    path="${line#*: }"
    owner_of[$path]="${line%%: *}"
  done < <(dpkg-query -S "$@" 2>/dev/null)
}
candidates() {
  local f="$1" r
  r="$(readlink -f "$f")"
  printf '%s\n' "$f" "$r" "${f#/usr}" "${r#/usr}"
}
mapfile -t all < <(for f in "${files[@]}"; do candidates "$f"; done | sort -u)
lookup "${all[@]}"
owner() {
  local c o
  while IFS= read -r c; do
    o="${owner_of[$c]:-}"
    [ -z "$o" ] && continue
    if [[ "$o" == *,* ]]; then echo "(shared)"; else echo "${o%%:*}"; fi
    return
  done < <(candidates "$1")
}

bad=0
checked=0
# A program the build can do without (pyftsubset, pngquant, rsvg-convert)
# and did not find: the build goes on, but ships something worse.
while IFS= read -r line; do
  echo "NOT FOUND: ${line%%:*} (${line#*=}): the package that brings it is not installed"
  bad=$((bad + 1))
done < <(grep -E '^LF_[A-Za-z0-9_]+:(FILEPATH|PATH)=.*-NOTFOUND$' "$cache")
declare -A seen
for f in "${files[@]}"; do
  [ -n "${seen[$f]:-}" ] && continue
  seen[$f]=1
  if [[ "$f" == /usr/local/* ]]; then
    echo "NOT FROM A PACKAGE: $f (under /usr/local)"
    bad=$((bad + 1))
    continue
  fi
  pkg=$(owner "$f")
  if [ $toolchain_elsewhere = 1 ] && [[ "$pkg" == emscripten || "$f" == /usr/share/emscripten/* ]]; then continue; fi
  if [ "$pkg" = "(shared)" ] && [ -d "$f" ]; then continue; fi
  checked=$((checked + 1))
  if [ -z "$pkg" ]; then
    echo "NOT FROM A PACKAGE: $f"
    bad=$((bad + 1))
  elif [[ "$allowed" != *" $pkg "* ]]; then
    echo "NOT LISTED: $f comes from $pkg, which the set(s) '$*' of tools/packages.txt do not bring"
    bad=$((bad + 1))
  else
    echo "ok: $f ($pkg)"
  fi
done
if [ $checked = 0 ]; then
  echo "check-packages: found no file to check in $build: the check itself is broken"
  exit 1
fi
if [ $bad -gt 0 ]; then
  echo "check-packages: $bad of $checked configure-time files come from no package of set(s) '$*':" \
       "add the package to tools/packages.txt"
  exit 1
fi
echo "check-packages: all $checked configure-time files of $build come from set(s) '$*' of tools/packages.txt"
