#!/usr/bin/env bash
# Before and after one change to a solver's program: two builds of it run in turn on the same
# files, ROUNDS times each, and the median of the solving time their --stats summary gives (the
# time in the solve functions, as the program runs them: with its options, its node limit and
# its watch on Ctrl-C, which throughput leaves out). Alternating puts both under the same drift.
#
#   cp build/release/bin/stage1_naive /tmp/before   # then make the change and build again
#   bench/ab_program.sh /tmp/before build/release/bin/stage1_naive [ROUNDS [FILE...]]
#   (default: 7 rounds on grids/naive_worst.txt and grids/hard.txt)
set -euo pipefail
source "$(dirname "$0")/common.sh"
ab_arguments 10 "$@"
files=("${more[@]}")
[ ${#files[@]} -gt 0 ] || files=("$here/grids/naive_worst.txt" "$here/grids/hard.txt")

# The solving seconds of one run of program $1 on every file.
seconds() {
  "$1" --stats "${files[@]}" 2>&1 >/dev/null |
    sed -n 's/^# [0-9]* puzzles\{0,1\}: .* in \([0-9.]*\) s of solving.*/\1/p' | tail -1
}

ab_medians seconds "median seconds of solving ($rounds rounds)"
