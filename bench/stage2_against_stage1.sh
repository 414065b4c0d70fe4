#!/usr/bin/env bash
# Measures stage 2 against stage 1 on the same catalog puzzles, group by group: puzzles answered
# (solved, or proved to have no solution) within the node limit, nodes, guesses, and the median
# time of three runs, from the release build's own --stats. Prints a Markdown table.
#
#   cmake --preset release && cmake --build --preset release
#   bench/stage2_against_stage1.sh [NODE_LIMIT]          (default 10000000 per puzzle)
set -euo pipefail
source "$(dirname "$0")/common.sh"
bin=$here/build/release/bin
limit=${1:-10000000}
for program in stage1_naive stage2_deduction_history; do
  need_program "$bin/$program"
done

# One cell of the table: "solved/puzzles | nodes | guesses | median seconds" for a program on a
# group, first solution only.
measure() {
  local program=$1 group=$2 times=() stats
  for run in 1 2 3; do
    stats=$("$bin/$program" --node-limit "$limit" --stats "$here/grids/$group.txt" 2>&1 >/dev/null || true)
    times+=("$(grep -E '^# [0-9]+ puzzles?:' <<<"$stats" | sed -E 's/.* in ([0-9.]+) s of solving.*/\1/')")
  done
  awk -v t="$(printf '%s\n' "${times[@]}" | median)" '
    /^# .*:[0-9]+:[0-9]+: / {
      n++; if ($0 !~ /: node limit reached, /) s++
      match($0, /[0-9]+ node/); nodes += substr($0, RSTART, RLENGTH - 5)
      match($0, /[0-9]+ guess/); guesses += substr($0, RSTART, RLENGTH - 6)
    }
    END { printf "%d/%d | %d | %d | %.4f", s, n, nodes, guesses, t }' <<<"$stats"
}

echo "| group | stage 1 answered | stage 1 nodes | stage 1 guesses | stage 1 time (s) |" \
     "stage 2 answered | stage 2 nodes | stage 2 guesses | stage 2 time (s) |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
for group in sources easy medium hard hardest 17clue naive_worst no_solution sizes large; do
  echo "| $group | $(measure stage1_naive "$group") | $(measure stage2_deduction_history "$group") |"
done
