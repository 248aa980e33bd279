#!/usr/bin/env bash
# Runs every test. Installs whatever is missing on Debian 12 first
# (tools/setup.sh: the packages of tools/packages.txt, and playwright-core
# from npm), then five stages:
#   1 native   Release build: every test (unit, simulation, scenario, UI, and
#              the check that the build's files come from tools/packages.txt)
#   2 asan     AddressSanitizer + UndefinedBehaviorSanitizer: the tests
#              labelled engines, dictionary, records, ui and play, simulations at a
#              tenth of their games
#   3 wasm     the platform-sensitive parts compiled to WebAssembly under node:
#              the RNG golden deals, JSON, records, scenarios, the dictionary
#   4 browser  the web build; the browser tests in headless Chromium (what only
#              a browser can show); its configure-time files against the Pages
#              workflow's package set
#   5 fuzz     a short libFuzzer run of each target
# and prints a table of each stage's time (wall clock and CPU) at the end.
# The exit status is 0 only if every stage passed.
#
# A full run overlaps them: stages 2, 3 and 5 run beside stages 1 and 4 at
# the lowest priority (nice 19), in a second process of this script, using
# the CPU those leave idle (the browser stage's tests leave a core mostly
# idle: Chromium waits on frames and timers), and stages 1 and 4 keep the
# machine as if alone. The table then says
# each stage's own times and the run's elapsed time.
#
#   tools/test.sh             every stage
#   tools/test.sh --quick     stage 1 only
#   tools/test.sh --stage N   stage N only (N = 1..5, or its name)
#   tools/test.sh --soak      the random simulations at ten times their games
#                             (10,000+ per game) and 10 million runs of each
#                             fuzz target
#   tools/test.sh --force     every stage, even those a cache would skip
#
# A full run skips a stage that passed before with exactly the same inputs
# (every file of the source tree, the installed versions of the listed
# packages, the stage's settings): a second run with nothing changed only
# checks. --quick, --stage and --soak always run. Set LF_FUZZ_SECONDS to fuzz
# longer than 15 s per target in the normal run.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$PWD"
jobs="$(nproc)"
export NODE_PATH=/usr/share/nodejs

usage() { sed -n '/^#   tools\/test.sh/p' "$0" | sed 's/^# *//' >&2; exit 2; }
mode=all
only=""
force=0
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) mode=stage; only=1 ;;
    --stage) [ $# -ge 2 ] || usage; mode=stage; only="$2"; shift ;;
    --soak) mode=soak ;;
    --force) force=1 ;;
    --background) [ $# -ge 2 ] || usage; mode=background; results="$2"; shift ;;  # (a full run's second process)
    *) usage ;;
  esac
  shift
done
case "$only" in
  native) only=1 ;; asan) only=2 ;; wasm) only=3 ;; browser) only=4 ;; fuzz) only=5 ;;
  ""|[1-5]) ;;
  *) usage ;;
esac

logs="$root/build/test-logs"
cache="$root/build/test-cache"
mkdir -p "$logs" "$cache"
passed=0        # tests passed, all stages
failed=0
failures=()
table=()        # one row per stage: name|result|wall s|cpu s
stage_passed=0  # the current stage's counts
stage_failed=0
stage_result="" # a stage that runs no test says how it went

# [SECTION] Helpers -----------------------------------------------------------------------

banner() { printf '\n=== %s ===\n' "$*"; }

# CPU seconds used so far by this script's finished children (bash `times`).
# `times` runs here, in this shell, writing to a file: in a pipe or a $(...)
# it would run in a subshell and see no children at all.
# Sets cpu_seconds.
times_file="$(mktemp)"
cpu_now() {
  times >"$times_file"
  cpu_seconds=$(tail -n1 "$times_file" | awk '{ s = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); s += t[1] * 60 + t[2] } printf "%.1f", s }')
}

# Counts a result of the current stage.
count() {  # count PASSED FAILED [what failed]
  stage_passed=$((stage_passed + $1))
  stage_failed=$((stage_failed + $2))
  if [ "$2" -gt 0 ]; then failures+=("$3"); fi
}

must() {  # a build step: failing it fails the stage
  local label="$1"; shift
  if ! "$@"; then
    count 0 1 "$label"
    return 1
  fi
}

# Runs ctest in a build dir (extra ctest arguments after the label), logs it
# to build/test-logs/LABEL.log and counts its results.
run_ctest() {
  local dir="$1" label="$2" log="$logs/$2.log"
  shift 2
  (cd "$dir" && ctest --output-on-failure -j "$jobs" "$@" 2>&1) >"$log"
  grep -E "tests passed|\*\*\*|Test +#.*(Failed|Exception|Timeout)" "$log" || true
  local line total bad
  line="$(grep -E "tests passed, [0-9]+ tests? failed out of [0-9]+" "$log" | tail -n1)"
  if [ -z "$line" ]; then
    count 0 1 "$label: ctest did not run (build/test-logs/$label.log)"
  else
    bad="$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$line")"
    total="$(sed -E 's/.* failed out of ([0-9]+).*/\1/' <<<"$line")"
    # The names of what failed, in the summary too: a long run's log is
    # often seen only in part (ctest lists them after "tests FAILED:").
    local names
    names="$(sed -n '/The following tests FAILED:/,$p' "$log" | grep -E '^[[:space:]]+[0-9]+ - ' |
             sed -E 's/^[[:space:]]+[0-9]+ - //' | head -n 10 | paste -sd ';' - | sed 's/;/; /g')"
    count $((total - bad)) "$bad" "$label: $bad failed (build/test-logs/$label.log)${names:+: $names}"
  fi
}

# What a stage's result depends on, hashed: every file of the source tree,
# the installed versions of tools/packages.txt's packages, and the stage's
# own settings (its arguments). Computed once per run for the tree.
tree_hash=""
inputs_key() {
  if [ -z "$tree_hash" ]; then
    local files
    if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
      files="$(git -C "$root" ls-files -co --exclude-standard | LC_ALL=C sort)"
    else
      files="$(find . -path ./build -prune -o -path '*/node_modules' -prune -o -type f -print | sed 's|^\./||' | LC_ALL=C sort)"
    fi
    tree_hash="$( { tr '\n' '\0' <<<"$files" | xargs -0 sha256sum 2>/dev/null
                    # shellcheck disable=SC2046
                    dpkg-query -W $(awk '!/^[[:space:]]*(#|$)/ { print $1 }' tools/packages.txt) 2>/dev/null
                    uname -m; } | sha256sum | cut -c1-16)"
  fi
  echo "$tree_hash $*" | sha256sum | cut -c1-32
}

# run_stage NAME FUNCTION [KEY ARGS...]: runs a stage, times it, adds its
# row to the table. With KEY ARGS (a full run), the stage is skipped when it
# passed before with the same inputs, and remembered when it passes now.
run_stage() {
  local name="$1" fn="$2" key="" result t0 c0
  shift 2
  banner "$name"
  t0=$(date +%s.%N)
  cpu_now
  c0=$cpu_seconds
  stage_passed=0
  stage_failed=0
  stage_result=""
  if [ $# -gt 0 ]; then key="$(inputs_key "$name" "$@")"; fi
  local before_key="" before_count=0
  [ -f "$cache/$name" ] && read -r before_key before_count <"$cache/$name"
  if [ -n "$key" ] && [ $force = 0 ] && [ "$before_key" = "$key" ]; then
    echo "$before_count tests passed before with these very inputs: not run again (tools/test.sh --force runs them)"
    passed=$((passed + before_count))
    result="$before_count passed before, unchanged"
  else
    rm -f "$cache/$name"
    "$fn"
    passed=$((passed + stage_passed))
    failed=$((failed + stage_failed))
    if [ $stage_failed = 0 ] && [ -n "$stage_result" ]; then
      result="$stage_result"
    elif [ $stage_failed = 0 ] && [ $stage_passed -gt 0 ]; then
      result="$stage_passed passed"
      [ -n "$key" ] && echo "$key $stage_passed" >"$cache/$name"
    elif [ $stage_failed = 0 ]; then
      result="ran nothing"
      failed=$((failed + 1))
      failures+=("$name: ran no test")
    else
      result="$stage_failed FAILED, $stage_passed passed"
    fi
  fi
  local wall cpu
  wall=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }')
  cpu_now
  cpu=$(awk -v a="$c0" -v b="$cpu_seconds" 'BEGIN { printf "%.0f", b - a }')
  table+=("$name|$result|$wall|$cpu")
}

mmss() { printf '%d:%02d' $(($1 / 60)) $(($1 % 60)); }

print_table() {
  local row name result wall cpu total_wall=0 total_cpu=0
  banner "stage times (this machine: $(nproc) cores)"
  printf '%-12s %-34s %8s %8s\n' "stage" "result" "wall" "CPU"
  for row in "${table[@]}"; do
    IFS='|' read -r name result wall cpu <<<"$row"
    printf '%-12s %-34s %8s %8s\n' "$name" "$result" "$(mmss "$wall")" "$(mmss "$cpu")"
    total_wall=$((total_wall + wall))
    total_cpu=$((total_cpu + cpu))
  done
  printf '%-12s %-34s %8s %8s\n' "sum" "" "$(mmss "$total_wall")" "$(mmss "$total_cpu")"
}

# [SECTION] Stages -----------------------------------------------------------------------

setup_mode=native
setup() {
  if bash tools/setup.sh "$setup_mode"; then stage_result="done"; else count 0 1 "set-up (tools/setup.sh $setup_mode)"; fi
}

build_native() {
  must "native configure" cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null &&
    must "native build" cmake --build build/native -j "$jobs"
}

stage_native() {
  build_native || return
  LF_SIMULATION_SCALE=1 run_ctest build/native native
}

stage_asan() {
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  # -O1 with line tables only (-g1): the build is most of this stage's time,
  # and a sanitizer's report needs file and line, not variables.
  must "sanitizer configure" cmake -S . -B build/asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
       "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" \
       -DLF_SANITIZE=ON -DLF_BUILD_BENCH=OFF >/dev/null &&
    must "sanitizer build" cmake --build build/asan -j "$jobs" --target lf_tests || return
  # The simulations' one scaling rule (tests/support/simulation.h): a tenth.
  LF_SIMULATION_SCALE=0.1 run_ctest build/asan asan -L '^(engines|dictionary|records|ui|play)$'
}

stage_wasm() {
  must "wasm configure" emcmake cmake -S . -B build/wasm-tests -G Ninja -DCMAKE_BUILD_TYPE=Release \
       -DLF_BUILD_APP=OFF -DLF_BUILD_BENCH=OFF >/dev/null &&
    must "wasm build" cmake --build build/wasm-tests -j "$jobs" --target core_tests dict_tests || return
  # The platform-sensitive parts: the RNG golden deals, JSON, records,
  # scenarios, and the whole dictionary (every word, damaged files, search).
  run_ctest build/wasm-tests wasm -R "^(core_tests|dict_tests)$"
}

stage_browser() {
  must "web build" bash tools/build-web.sh || return
  # Every file this configure needed comes from tools/packages.txt; and the
  # Pages workflow's set (with emsdk for the compiler) is enough for it.
  local check
  for check in "web:build/web native web" "pages:--toolchain-elsewhere build/web pages"; do
    # shellcheck disable=SC2086
    if bash tools/check-packages.sh ${check#*:} >"$logs/packages-${check%%:*}.log" 2>&1; then
      tail -n1 "$logs/packages-${check%%:*}.log"
      count 1 0
    else
      grep -v '^ok:' "$logs/packages-${check%%:*}.log"
      count 0 1 "packages: the web build's files and the ${check%%:*} set (build/test-logs/packages-${check%%:*}.log)"
    fi
  done
  # The browser tests start from saved games that the native build writes.
  must "native build of the saved games" cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null &&
    must "native build of the saved games" cmake --build build/native -j "$jobs" --target e2e_saves &&
    must "saved games for the browser tests" build/native/tests/ui/e2e_saves build/e2e-saves || return
  local file name log p f t0 secs
  local -a times=()
  for file in tools/e2e/tests/*.test.mjs; do
    name="$(basename "$file" .test.mjs)"
    log="$logs/e2e-$name.log"
    t0=$(date +%s)
    (cd tools/e2e && node --test --test-concurrency=1 "tests/$name.test.mjs" >"$log" 2>&1)
    secs=$(($(date +%s) - t0))
    p="$(grep -E "^# pass [0-9]+" "$log" | awk '{print $3}')"
    f="$(grep -E "^# fail [0-9]+" "$log" | awk '{print $3}')"
    # A test that ran out of its time is cancelled: a failure all the same.
    f=$(( ${f:-0} + $(grep -E "^# cancelled [0-9]+" "$log" | awk '{print $3}' | head -n1 | grep -E '^[0-9]+$' || echo 0) ))
    if [ -z "$p" ]; then
      tail -n 20 "$log"
      count 0 1 "browser: $name did not run (build/test-logs/e2e-$name.log)"
    else
      [ "${f:-0}" = 0 ] || grep -E "^not ok|^ *not ok|error:|Error" "$log" | head -n 20
      count "$p" "${f:-0}" "browser: $name: $f failed (build/test-logs/e2e-$name.log)"
    fi
    times+=("$(printf '  %-22s %3s passed %2s failed %6s' "$name.test.mjs" "${p:-0}" "${f:-?}" "$(mmss "$secs")")")
  done
  echo "browser test files (each at most 2 minutes):"
  printf '%s\n' "${times[@]}"
}

fuzz_args=(-max_total_time="${LF_FUZZ_SECONDS:-15}")
stage_fuzz() {
  must "fuzz configure" env CC=clang-14 CXX=clang++-14 cmake -S . -B build/fuzz -G Ninja \
       -DCMAKE_BUILD_TYPE=RelWithDebInfo -DLF_FUZZ=ON -DLF_BUILD_APP=OFF -DLF_BUILD_TESTS=ON -DLF_BUILD_BENCH=OFF \
       >/dev/null &&
    must "fuzz build" cmake --build build/fuzz -j "$jobs" --target lf_fuzzers || return
  local fz name corpus seeds
  for fz in build/fuzz/tests/fuzz/*_fuzz; do
    [ -x "$fz" ] || continue
    name="$(basename "$fz")"
    corpus="build/fuzz/corpus-$name"
    mkdir -p "$corpus"
    seeds="tests/fuzz/seeds/${name%_fuzz}"
    # shellcheck disable=SC2046
    if "$fz" "${fuzz_args[@]}" -print_final_stats=1 "$corpus" $([ -d "$seeds" ] && echo "$seeds") \
         >"$logs/$name.log" 2>&1; then
      echo "$name: no crash in $(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$logs/$name.log" |
                                  grep -oE '[0-9]+$' || echo '?') runs"
      count 1 0
    else
      tail -n 30 "$logs/$name.log"
      count 0 1 "fuzz: $name crashed (build/test-logs/$name.log)"
    fi
  done
}

# Soak: the simulations only, at ten times their games.
stage_soak_simulations() {
  build_native || return
  LF_SIMULATION_SCALE=10 run_ctest build/native soak -R "simulation"
}

# [SECTION] The run -----------------------------------------------------------------------

finish() {
  if [ "$mode" = background ]; then
    # The results, for the full run that started this process.
    { for row in "${table[@]}"; do echo "row $row"; done
      echo "passed $passed"
      echo "failed $failed"
      for f in "${failures[@]}"; do echo "failure $f"; done; } >"$results"
    exit
  fi
  print_table
  echo "elapsed: $(mmss $(($(date +%s) - run_started)))"
  banner "summary"
  for f in "${failures[@]}"; do echo "FAILED: $f"; done
  echo "$passed passed, $failed failed"
  [ "$failed" = 0 ]
  exit
}

run_started=$(date +%s)
# Reads what the second process of a full run left in FILE.
collect_background() {  # collect_background FILE
  local kind rest
  while IFS=' ' read -r kind rest; do
    case "$kind" in
      row) table+=("$rest") ;;
      passed) passed=$((passed + rest)) ;;
      failed) failed=$((failed + rest)) ;;
      failure) failures+=("$rest") ;;
    esac
  done <"$1"
}

if [ "$mode" = background ]; then
  run_stage 2-asan stage_asan key
  run_stage 3-wasm stage_wasm key
  run_stage 5-fuzz stage_fuzz key "${LF_FUZZ_SECONDS:-15}"
  finish
fi

case "$mode" in
  all) setup_mode=e2e ;;
  stage) case "$only" in 3) setup_mode=web ;; 4) setup_mode=e2e ;; *) setup_mode=native ;; esac ;;
esac
run_stage set-up setup
[ "$failed" = 0 ] || finish  # nothing can build without it

case "$mode" in
  all)
    # Stages 2, 3 and 5 beside stages 1 and 4, at the lowest priority: they
    # take only the CPU those leave idle (the gaps between native tests,
    # Chromium waiting on frames), so they start at once.
    background_results="$(mktemp)"
    background_log="$logs/background-stages.log"
    args=()
    [ $force = 1 ] && args+=(--force)
    nice -n 19 bash "$root/tools/test.sh" "${args[@]}" --background "$background_results" >"$background_log" 2>&1 &
    background_pid=$!
    run_stage 1-native stage_native key
    run_stage 4-browser stage_browser key
    banner "stages 2, 3 and 5 (run beside stages 1 and 4: build/test-logs/background-stages.log)"
    wait "$background_pid"
    cat "$background_log"
    if [ -s "$background_results" ]; then
      collect_background "$background_results"
    else
      failed=$((failed + 1))
      failures+=("stages 2, 3 and 5 did not finish (build/test-logs/background-stages.log)")
    fi
    rm -f "$background_results"
    ;;
  stage)
    case "$only" in
      1) run_stage 1-native stage_native ;;
      2) run_stage 2-asan stage_asan ;;
      3) run_stage 3-wasm stage_wasm ;;
      4) run_stage 4-browser stage_browser ;;
      5) run_stage 5-fuzz stage_fuzz ;;
    esac
    ;;
  soak)
    run_stage soak-sims stage_soak_simulations
    fuzz_args=(-runs=10000000)
    run_stage soak-fuzz stage_fuzz
    ;;
esac
finish
