#!/usr/bin/env bash
# Before and after one change to stage 5's program: two builds of it run in turn, ROUNDS times
# each, on the same command (a fixed seed, so both make the same puzzles, which is checked), and
# the median processor time of each build's run. Alternating puts both under the same drift.
#
#   cp build/release/bin/stage5_generator /tmp/before   # then make the change and build again
#   bench/ab_generator.sh /tmp/before build/release/bin/stage5_generator [ROUNDS [ARG...]]
#   (default: 7 rounds of --seed 1 --count 10000, unique 9x9 puzzles; for example
#   '7 --seed 1 --minimal --count 1000' or '7 --seed 1 --size 16 --count 200')
set -euo pipefail
source "$(dirname "$0")/common.sh"
ab_arguments 9 "$@"
args=("${more[@]}")
[ ${#args[@]} -gt 0 ] || args=(--seed 1 --count 10000)

outputs=$(mktemp -d)
trap 'rm -rf "$outputs"' EXIT
# The processor seconds (user and system) of one run of program $1; its output is kept, by build.
seconds() {
  local kept=$outputs/after.out
  [ "$1" = "$before" ] && kept=$outputs/before.out
  /usr/bin/env time -f '%U %S' -o "$outputs/time" "$1" "${args[@]}" >"$kept" 2>/dev/null
  awk '{ print $1 + $2 }' "$outputs/time"
}

cd "$here"
ab_medians seconds "median processor seconds ($rounds rounds of ${args[*]})"
cmp -s "$outputs/before.out" "$outputs/after.out" || { echo "the two builds' outputs differ" >&2; exit 1; }
