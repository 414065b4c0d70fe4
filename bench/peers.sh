#!/usr/bin/env bash
# The workbook's 9x9 solvers beside tdoku, the fastest public one, on the same files, the same
# core and in the same minutes. Downloads nothing: TDOKU_DIR is a folder where you have put
# tdoku's public source (https://github.com/t-dillon/tdoku, never copied into the workbook); its
# run_benchmark is built there by tdoku's own script (BUILD.sh run_benchmark: -O3 -march=native),
# unless TDOKU_DIR/build/run_benchmark is there already.
#
#   bench/peers.sh [--rounds N] [--passes P] [--variants A,B] [--core C] TDOKU_DIR [FILE...]
#   (defaults: 3 rounds of 21 passes; bands_9x9, its portable copy bands_portable_9x9 and
#   board_9x9; core 1; 17clue.txt and top1465.txt of ../shared/datasets)
#
# Each round runs tdoku, then the workbook's variants, on each file, the order of the two turned
# about from one round to the next; the medians of the rounds are printed with the ratio to tdoku,
# and the lowest and highest of the rounds beside them (a wide span is a machine whose speed changed
# during the run). Puzzles per second with uniqueness proven (two solutions looked for), each
# program by its own harness, each measure made of many passes over the file so that a moment's
# slowness of the machine weighs little: tdoku's run_benchmark (-r0: the file's puzzles as they
# are, every one found solved or it stops; passes for at least 5 s, timed together by the wall
# clock), the workbook's throughput (release preset, as a user builds it; every answer checked
# after the timed passes; the median of P passes, each timed by the processor time of its thread).
# Run it on a quiet machine, where the two clocks agree. A last row per file times the whole
# program as a user runs it, `stage4_heuristics --count --limit 2 FILE` (start, reading, solving,
# printing): the median of P runs, each by the wall clock from the program's start to its end (not
# taskset's).
set -euo pipefail
export LC_ALL=C  # a decimal point in $EPOCHREALTIME, whatever the user's locale
source "$(dirname "$0")/common.sh"
rounds=3 passes=21 variants=bands_9x9,bands_portable_9x9,board_9x9 core=1
while [ $# -gt 0 ]; do
  case $1 in
    --rounds) rounds=$2; shift 2 ;;
    --passes) passes=$2; shift 2 ;;
    --variants) variants=$2; shift 2 ;;
    --core) core=$2; shift 2 ;;
    -*) sed -n '2,24p' "$0" >&2; exit 2 ;;
    *) break ;;
  esac
done
[ $# -ge 1 ] || { sed -n '2,24p' "$0" >&2; exit 2; }
[ -f "$1/BUILD.sh" ] || [ -x "$1/build/run_benchmark" ] || {
  echo "peers.sh: $1 holds no tdoku source (no BUILD.sh): put it there first," \
    "such as with git clone https://github.com/t-dillon/tdoku $1" >&2
  exit 2
}
tdoku=$(cd "$1" && pwd)
shift
files=("$@")
[ ${#files[@]} -gt 0 ] ||
  files=("$here/../shared/datasets/17clue.txt" "$here/../shared/datasets/top1465.txt")
for file in "${files[@]}"; do
  [ -f "$file" ] || { echo "$file: no such file (name the puzzle files after TDOKU_DIR)" >&2; exit 2; }
done
[ -x "$tdoku/build/run_benchmark" ] || (cd "$tdoku" && ./BUILD.sh run_benchmark >&2)
(cd "$here" && cmake --preset release >/dev/null &&
  cmake --build --preset release --target throughput stage4_heuristics >&2)
throughput=$here/build/release/bin/throughput
program=$here/build/release/bin/stage4_heuristics
need_program "$throughput"
need_program "$program"

# The puzzles of each file (its lines but comments and blank ones), counted once.
declare -A puzzles_in
for file in "${files[@]}"; do puzzles_in[$file]=$(grep -c -v -e '^#' -e '^$' "$file"); done

# tdoku's puzzles per second on the file $1: a pass over all its puzzles for at least 5 s.
tdoku_rate() {
  taskset -c "$core" "$tdoku/build/run_benchmark" -s tdoku -t5 -w1 -e1 -r0 -c1 \
    -n "${puzzles_in[$1]}" "$1" | awk -F, 'NF > 5 { print $(NF - 3) }'
}

# The workbook's puzzles per second on the file $1: "VARIANT RATE" per variant.
workbook_rates() {
  local args=()
  for variant in ${variants//,/ }; do args+=(--variant "$variant"); done
  taskset -c "$core" "$throughput" "${args[@]}" --repeat "$passes" "$1" |
    awk -F'|' 'NR > 2 { gsub(/ /, "", $2); gsub(/[ ,]/, "", $6); print $2, $6 }'
}

# The puzzles per second of the whole program on the file $1, the median of $passes runs, each
# by the wall clock from its start to its end: a subshell pins itself to the core first, so that
# starting taskset is not counted, and reads the clock from bash ($EPOCHREALTIME, microseconds),
# so that starting date is not either.
program_rate() (
  taskset -p -c "$core" "$BASHPID" >/dev/null
  for _ in $(seq "$passes"); do
    local start=$EPOCHREALTIME
    "$program" --count --limit 2 "$1" >/dev/null
    local end=$EPOCHREALTIME
    awk -v n="${puzzles_in[$1]}" -v s="$start" -v e="$end" 'BEGIN { printf "%.1f\n", n / (e - s) }'
  done | median
)

runs=$(mktemp)
trap 'rm -f "$runs"' EXIT
for round in $(seq "$rounds"); do
  for file in "${files[@]}"; do
    name=$(basename "$file")
    if [ $((round % 2)) -eq 1 ]; then
      echo "$name tdoku $(tdoku_rate "$file")" >>"$runs"
      workbook_rates "$file" | sed "s/^/$name /" >>"$runs"
      echo "$name stage4_heuristics $(program_rate "$file")" >>"$runs"
    else
      echo "$name stage4_heuristics $(program_rate "$file")" >>"$runs"
      workbook_rates "$file" | sed "s/^/$name /" >>"$runs"
      echo "$name tdoku $(tdoku_rate "$file")" >>"$runs"
    fi
  done
  echo "round $round of $rounds done" >&2
done
echo "| solver | file | puzzles/s (median of $rounds) | lowest to highest | against tdoku |"
echo "|---|---|---:|---:|---:|"
for file in "${files[@]}"; do
  name=$(basename "$file")
  peer=$(awk -v f="$name" '$1 == f && $2 == "tdoku" { print $3 }' "$runs" | median)
  for solver in tdoku ${variants//,/ } stage4_heuristics; do
    rates=$(awk -v f="$name" -v s="$solver" '$1 == f && $2 == s { print $3 }' "$runs")
    rate=$(median <<<"$rates")
    low=$(sort -g <<<"$rates" | head -1)
    high=$(sort -g <<<"$rates" | tail -1)
    awk -v s="$solver" -v f="$name" -v r="$rate" -v p="$peer" -v l="$low" -v h="$high" \
      'BEGIN { if (s == "stage4_heuristics") s = "stage4_heuristics --count --limit 2, whole process"
               printf "| %s | %s | %.0f | %.0f to %.0f | %.2fx |\n", s, f, r, l, h, r / p }'
  done
done
