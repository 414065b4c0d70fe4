#!/usr/bin/env bash
# The ladder of stage 3: the same catalog puzzles solved by stage 1, then by stage 3 in reading
# order with the lookup tables, in the static order, and in the dynamic order (undoing in place,
# then copying per branch). For each: puzzles answered within the node limit, nodes, and the
# median time of three runs, from the release build's own --stats. Prints a Markdown table.
#
#   cmake --preset release && cmake --build --preset release
#   bench/stage3_ladder.sh [NODE_LIMIT]          (default 10000000 per puzzle)
set -euo pipefail
source "$(dirname "$0")/common.sh"
bin=$here/build/release/bin
limit=${1:-10000000}
for program in stage1_naive stage3_mrv_tables; do
  need_program "$bin/$program"
done

# One cell: "answered/puzzles, nodes, median seconds" for a command line on a group.
measure() {
  local group=$1; shift
  local times=() stats
  for run in 1 2 3; do
    stats=$("$@" --node-limit "$limit" --stats "$here/grids/$group.txt" 2>&1 >/dev/null || true)
    times+=("$(grep -E '^# [0-9]+ puzzles?:' <<<"$stats" | sed -E 's/.* in ([0-9.]+) s of solving.*/\1/')")
  done
  awk -v t="$(printf '%s\n' "${times[@]}" | median)" '
    /^# .*:[0-9]+:[0-9]+: / {
      n++; if ($0 !~ /: node limit reached, /) s++
      match($0, /[0-9]+ node/); nodes += substr($0, RSTART, RLENGTH - 5)
    }
    END { printf "%d/%d, %d, %.4f", s, n, nodes, t }' <<<"$stats"
}

echo "| group | stage 1 | tables | static | dynamic | dynamic-copy |"
echo "|---|---|---|---|---|---|"
for group in sources easy medium hard hardest 17clue naive_worst no_solution sizes large; do
  row="| $group | $(measure "$group" "$bin/stage1_naive")"
  for order in tables static dynamic dynamic-copy; do
    row="$row | $(measure "$group" "$bin/stage3_mrv_tables" --order "$order")"
  done
  echo "$row |"
done
echo
echo "Each cell: puzzles answered (solved, or proved to have no solution) within $limit nodes per"
echo "puzzle, nodes in all, median seconds of solving; first solution only."
