#!/usr/bin/env bash
# What --stats costs a large batch: the wall time of one program on a puzzle file, answers to
# /dev/null, without and with --stats (its lines through a pipe, as `2>&1 | less` or a CI log
# reads them), median of five runs. Written
# for the design page, which records the figure from before and after the messages on standard
# error were gathered per file.
#
#   cmake --preset release && cmake --build --preset release
#   bench/stats_overhead.sh [PROGRAM] [FILE]
#       (default: build/release/bin/stage3_mrv_tables ../shared/datasets/17clue.txt)
set -euo pipefail
source "$(dirname "$0")/common.sh"
program=${1:-$here/build/release/bin/stage3_mrv_tables}
file=${2:-$here/../shared/datasets/17clue.txt}
need_program "$program"
[ -r "$file" ] || { echo "cannot read $file" >&2; exit 2; }

# The median wall time in seconds of five runs of the program with the given options.
wall() {
  for run in 1 2 3 4 5; do
    local start end
    start=$(date +%s.%N)
    { "$program" "$@" "$file" 2>&1 >/dev/null || true; } | cat >/dev/null
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { print b - a }'
  done | median
}

plain=$(wall)
stats=$(wall --stats)
printf '| program | file | without --stats | with --stats | ratio |\n|---|---|---:|---:|---:|\n'
printf '| %s | %s | %.3f s | %.3f s | %.2f |\n' "$(basename "$program")" "$(basename "$file")" \
  "$plain" "$stats" "$(awk -v a="$stats" -v b="$plain" 'BEGIN { print a / b }')"
