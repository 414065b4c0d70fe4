#!/usr/bin/env bash
# How many 9x9 puzzles of each difficulty level stage 5 makes per second: N puzzles in one process
# (--difficulty LEVEL --count N), three seeds, the median rate; then, when qqwing is installed
# (the Debian package), the same count from qqwing at its nearest level, for a comparison with a
# well-known generator (qqwing knows no "hard": its intermediate holds pairs). Prints a Markdown table.
#
#   cmake --preset release && cmake --build --preset release
#   bench/stage5_levels.sh [N] [OPTION...]   (default N: 500; options go to every stage 5 run)
set -euo pipefail
source "$(dirname "$0")/common.sh"
program=$here/build/release/bin/stage5_generator
need_program "$program"
count=${1:-500}
shift || true
options=("$@")

# Puzzles per second of a command run three times, each with its seed: the median.
rate_of() {
  local rates=()
  for seed in 1 2 3; do
    local start end
    start=$(date +%s%N)
    "$@" "$seed" >/dev/null
    end=$(date +%s%N)
    rates+=("$(awk -v n="$count" -v ns="$(( end - start ))" 'BEGIN { printf "%.0f", n / (ns / 1e9) }')")
  done
  printf '%s\n' "${rates[@]}" | median
}

# Stage 5 at level $1 with seed $2.
stage5_at() { "$program" --difficulty "$1" --count "$count" "${options[@]}" --seed "$2"; }

# qqwing at a level; it draws its own seed, so the one given is not used.
qqwing_at() { qqwing --generate "$count" --difficulty "$1" --one-line; }

echo '| level | stage 5, puzzles/s | qqwing level | qqwing, puzzles/s | ratio |'
echo '|---|---:|---|---:|---:|'
for level in simple easy intermediate hard expert; do
  ours=$(rate_of stage5_at "$level")
  theirs_level=$level
  [ "$level" = hard ] && theirs_level=intermediate
  if command -v qqwing >/dev/null; then
    theirs=$(rate_of qqwing_at "$theirs_level")
    ratio=$(awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.0fx", a / b }')
  else
    theirs='(not installed)' ratio=''
  fi
  echo "| $level | $ours | $theirs_level | $theirs | $ratio |"
done
