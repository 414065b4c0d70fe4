#!/usr/bin/env bash
# Minimal 9x9 puzzles per second: stage 5 (`stage5_generator --minimal --count N`, the release
# preset) beside qqwing 1.3.4 (`qqwing --generate N --one-line`, the Debian package, whose puzzles
# are minimal too: it tries each clue once and keeps it when its removal loses uniqueness). Both
# run in turn, ROUNDS times, pinned to one core, each timed by its processor seconds; the median
# rates and their ratio are printed. Stage 5's seed changes each round, as qqwing's does.
#
#   cmake --preset release && cmake --build --preset release --target stage5_generator
#   bench/minimal_against_qqwing.sh [N [ROUNDS [CORE]]]   (defaults: 1000 puzzles, 3 rounds, core 1)
set -euo pipefail
source "$(dirname "$0")/common.sh"
program=$here/build/release/bin/stage5_generator
need_program "$program"
command -v qqwing >/dev/null || { echo "qqwing is not installed (apt-get install qqwing)" >&2; exit 2; }
count=${1:-1000} rounds=${2:-3} core=${3:-1}

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Puzzles per second of the command "$@", by its processor seconds; checks it made $count puzzles.
rate() {
  taskset -c "$core" /usr/bin/env time -f '%U %S' -o "$out/time" "$@" >"$out/puzzles" 2>/dev/null
  local made
  made=$(grep -c -v -e '^#' -e '^$' "$out/puzzles")
  [ "$made" -eq "$count" ] || { echo "$1 made $made puzzles, not $count" >&2; exit 1; }
  awk -v n="$count" '{ printf "%.1f\n", n / ($1 + $2) }' "$out/time"
}

for round in $(seq "$rounds"); do
  echo "stage5 $(rate "$program" --minimal --count "$count" --seed "$round")" >>"$out/runs"
  echo "qqwing $(rate qqwing --generate "$count" --one-line)" >>"$out/runs"
done
ours=$(awk '$1 == "stage5" { print $2 }' "$out/runs" | median)
theirs=$(awk '$1 == "qqwing" { print $2 }' "$out/runs" | median)
echo "| minimal 9x9 puzzles | per second (median of $rounds rounds of $count) |"
echo '|---|---:|'
echo "| stage5_generator --minimal | $ours |"
echo "| qqwing --generate --one-line | $theirs |"
awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "ratio: %.1fx\n", a / b }'
