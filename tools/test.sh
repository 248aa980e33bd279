#!/usr/bin/env bash
# Runs every test. Installs whatever is missing on Debian 12 first (Debian and
# npm packages only), then:
#   1. native Release build: unit, simulation and scenario tests (ctest)
#   2. the same tests built with AddressSanitizer + UndefinedBehaviorSanitizer
#   3. the core and dictionary tests compiled to WebAssembly, run under node
#      (the RNG golden deals must match the native ones)
#   4. the web build, and the browser end-to-end test in headless Chromium
#   5. a short libFuzzer run of each fuzz target (dictionary loader, game records)
# Idempotent; a second run rebuilds only what changed.
#   tools/test.sh [--quick]   (--quick: stage 1 only)
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$PWD"
quick=0
[ "${1:-}" = "--quick" ] && quick=1
jobs="$(nproc)"
export NODE_PATH=/usr/share/nodejs
passed=0
failed=0
failures=()

stage() { printf '\n=== %s ===\n' "$*"; }

# Runs ctest in a build dir and adds its counts to the totals.
run_ctest() {
  local dir="$1" label="$2" log
  shift 2
  log="$(mktemp)"
  (cd "$dir" && ctest --output-on-failure -j "$jobs" "$@" 2>&1) | tee "$log" | grep -E "tests passed|Failed|\*\*\*|Test +#.*(Failed|Exception|Timeout)" || true
  local line total bad
  line="$(grep -E "tests passed, [0-9]+ tests? failed out of [0-9]+" "$log" | tail -n1)"
  if [ -z "$line" ]; then
    failures+=("$label: ctest did not run")
    failed=$((failed + 1))
  else
    bad="$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$line")"
    total="$(sed -E 's/.* failed out of ([0-9]+).*/\1/' <<<"$line")"
    passed=$((passed + total - bad))
    failed=$((failed + bad))
    [ "$bad" = 0 ] || failures+=("$label: $bad failed")
  fi
  rm -f "$log"
}

must() {  # a build step: failing it fails the run
  local label="$1"; shift
  if ! "$@"; then
    failures+=("$label")
    failed=$((failed + 1))
    return 1
  fi
}

stage "set-up"
if [ $quick = 1 ]; then bash tools/setup.sh native; else bash tools/setup.sh e2e; fi || { echo "set-up failed"; exit 1; }

stage "1. native build and tests"
if must "native configure" cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null &&
   must "native build" cmake --build build/native -j "$jobs"; then
  run_ctest build/native native
fi

if [ $quick = 0 ]; then
  stage "2. AddressSanitizer + UndefinedBehaviorSanitizer"
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  if must "sanitizer configure" cmake -S . -B build/asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
         -DLF_SANITIZE=ON -DLF_BUILD_BENCH=OFF >/dev/null &&
     must "sanitizer build" cmake --build build/asan -j "$jobs"; then
    run_ctest build/asan sanitizers
  fi

  stage "3. WebAssembly tests under node"
  if must "wasm configure" emcmake cmake -S . -B build/wasm-tests -G Ninja -DCMAKE_BUILD_TYPE=Release \
         -DLF_BUILD_APP=OFF -DLF_BUILD_BENCH=OFF >/dev/null &&
     must "wasm build" cmake --build build/wasm-tests -j "$jobs" --target core_tests dict_tests; then
    # The platform-sensitive parts: the RNG golden deals, JSON, records,
    # scenarios, and the whole dictionary (every word, damaged files, search).
    run_ctest build/wasm-tests wasm -R "^(core_tests|dict_tests)$"
  fi

  stage "4. web build and browser end-to-end test"
  if must "web build" bash tools/build-web.sh; then
    log="$(mktemp)"
    (cd tools/e2e && node --test 2>&1) | tee "$log" | grep -vE "^\s*$" | tail -n 40
    p="$(grep -E "^# pass [0-9]+" "$log" | awk '{print $3}')"
    f="$(grep -E "^# fail [0-9]+" "$log" | awk '{print $3}')"
    if [ -z "$p" ]; then failures+=("e2e: did not run"); failed=$((failed + 1)); else
      passed=$((passed + p)); failed=$((failed + ${f:-0}))
      [ "${f:-0}" = 0 ] || failures+=("e2e: $f failed")
    fi
    rm -f "$log"
  fi

  stage "5. fuzz smoke (libFuzzer, ${LF_FUZZ_SECONDS:-15} s per target)"
  if must "fuzz configure" env CC=clang-14 CXX=clang++-14 cmake -S . -B build/fuzz -G Ninja \
         -DCMAKE_BUILD_TYPE=RelWithDebInfo -DLF_FUZZ=ON -DLF_BUILD_APP=OFF -DLF_BUILD_TESTS=ON -DLF_BUILD_BENCH=OFF >/dev/null &&
     must "fuzz build" cmake --build build/fuzz -j "$jobs" --target lf_fuzzers; then
    for fz in build/fuzz/tests/fuzz/*_fuzz; do
      [ -x "$fz" ] || continue
      name="$(basename "$fz")"
      corpus="build/fuzz/corpus-$name"
      mkdir -p "$corpus"
      seeds="tests/fuzz/seeds/${name%_fuzz}"
      if "$fz" -max_total_time="${LF_FUZZ_SECONDS:-15}" -print_final_stats=0 "$corpus" $( [ -d "$seeds" ] && echo "$seeds" ) >"build/fuzz/$name.log" 2>&1; then
        echo "$name: no crash"
        passed=$((passed + 1))
      else
        tail -n 30 "build/fuzz/$name.log"
        failures+=("fuzz: $name crashed (build/fuzz/$name.log)")
        failed=$((failed + 1))
      fi
    done
  fi
fi

stage "summary"
for f in "${failures[@]}"; do echo "FAILED: $f"; done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
