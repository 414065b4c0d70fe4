#!/usr/bin/env bash
# Before and after one change to the suite: two dev builds' suites run in turn, ROUNDS times each,
# as the README's test command runs them (ctest, two tests at a time, the class test left out), and
# the wall time and test count of each run, then the median time of each build. Alternating puts
# both under the same drift of the machine's speed.
#
#   git worktree add /tmp/before COMMIT && (cd /tmp/before && cmake --workflow --preset dev)
#   bench/ab_suite.sh /tmp/before/build/dev build/dev [ROUNDS]   (default: 2 rounds)
set -euo pipefail
source "$(dirname "$0")/common.sh"
[ $# -ge 2 ] || { sed -n '2,8p' "$0" >&2; exit 2; }
before=$1 after=$2 rounds=${3:-2}

# One run of the suite in build folder $1: "seconds tests".
run() {
  local start end count
  start=$(date +%s.%N)
  count=$(ctest --test-dir "$1" -j2 -LE '^class$' 2>&1 | sed -n 's/.* tests failed out of \([0-9]*\)$/\1/p')
  end=$(date +%s.%N)
  echo "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }') $count"
}

runs=$(mktemp)
trap 'rm -f "$runs"' EXIT
printf '| round | build | seconds | tests |\n|---:|---|---:|---:|\n'
for round in $(seq "$rounds"); do
  for side in before after; do
    folder=$([ $side = before ] && echo "$before" || echo "$after")
    read -r seconds tests < <(run "$folder")
    echo "$side $seconds" >>"$runs"
    printf '| %s | %s | %s | %s |\n' "$round" "$side" "$seconds" "$tests"
  done
done
for side in before after; do
  printf 'median %s: %s s\n' "$side" "$(awk -v s=$side '$1 == s { print $2 }' "$runs" | median)"
done
