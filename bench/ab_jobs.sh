#!/usr/bin/env bash
# Before and after one change to how a program shares its work under --jobs: two builds of a
# solver program prove every puzzle of a file unique (--count --limit 2) with --jobs JOBS, in turn,
# ROUNDS times each, and the median wall-clock seconds of each build: the whole program, reading,
# the threads' rounds and writing included. Alternating puts both under the same drift.
#
#   cp build/release/bin/stage4_heuristics /tmp/before   # then make the change and build again
#   bench/ab_jobs.sh /tmp/before build/release/bin/stage4_heuristics [ROUNDS [JOBS [FILE]]]
#   (default: 7 rounds, 2 jobs, ../shared/datasets/17clue.txt)
set -euo pipefail
source "$(dirname "$0")/common.sh"
ab_arguments 9 "$@"
jobs=${more[0]:-2}
file=${more[1]:-$here/../shared/datasets/17clue.txt}

# The wall-clock seconds of one run of program $1, to the millisecond.
seconds() {
  local TIMEFORMAT=%3R
  { time "$1" --count --limit 2 --jobs "$jobs" "$file" >/dev/null 2>&1; } 2>&1
}

ab_medians seconds "median wall-clock seconds, --jobs $jobs ($rounds rounds)"
