#!/usr/bin/env bash
# What --jobs buys: stage 4 proves every puzzle of a file unique (--count --limit 2) with one
# thread, then with each number of threads given; wall-clock time of the whole program, reading
# and printing included, median of five runs. Prints a Markdown table.
#
#   cmake --preset release && cmake --build --preset release
#   bench/jobs_speedup.sh [FILE [JOBS...]]   (default: ../shared/datasets/17clue.txt 2)
set -euo pipefail
source "$(dirname "$0")/common.sh"
program=$here/build/release/bin/stage4_heuristics
need_program "$program"
file=${1:-$here/../shared/datasets/17clue.txt}
shift || true
jobs=("$@")
[ ${#jobs[@]} -gt 0 ] || jobs=(2)

# The median wall-clock seconds of five runs with --jobs $1, to the millisecond.
seconds() {
  local TIMEFORMAT=%3R
  for run in 1 2 3 4 5; do
    { time "$program" --count --limit 2 --jobs "$1" "$file" >/dev/null 2>&1; } 2>&1
  done | median
}

one=$(seconds 1)
printf '| jobs | seconds | puzzles/s | speed-up |\n|---:|---:|---:|---:|\n'
puzzles=$("$program" --count --limit 2 "$file" | wc -l)
for n in 1 "${jobs[@]}"; do
  t=$([ "$n" = 1 ] && echo "$one" || seconds "$n")
  awk -v n="$n" -v t="$t" -v one="$one" -v p="$puzzles" \
    'BEGIN { printf "| %d | %.3f | %\047d | %.2fx |\n", n, t, p / t, one / t }'
done
