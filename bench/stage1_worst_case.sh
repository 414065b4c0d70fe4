#!/usr/bin/env bash
# Measures stage 1 on the puzzles its chapter discusses: nodes and the median solve time of three
# runs, for both forms, with the release build's own --stats. Prints a Markdown table.
#
#   cmake --preset release && cmake --build --preset release
#   bench/stage1_worst_case.sh [build/release/bin/stage1_naive]
set -euo pipefail
source "$(dirname "$0")/common.sh"
program=${1:-$here/build/release/bin/stage1_naive}
need_program "$program"

# name | file | options: each row of the table
cases=(
  "first source's puzzle, first solution|grids/formats/source1_line.txt|"
  "first source's puzzle, proven unique|grids/formats/source1_line.txt|--count --limit 2"
  "second source's grid, first solution|grids/sources.txt|--node-limit 0"
  "worst case for row-major order|grids/naive_worst.txt|--node-limit 0"
)

echo "| puzzle | form | nodes | median time (s) |"
echo "|---|---|---:|---:|"
for row in "${cases[@]}"; do
  IFS='|' read -r name file options <<<"$row"
  for form in recursive iterative; do
    flag=""; [ "$form" = iterative ] && flag="--iterative"
    times=(); nodes=""
    for run in 1 2 3; do
      # The last puzzle of the file is the one measured (sources.txt: the second source's grid).
      line=$("$program" $flag $options --stats "$here/$file" 2>&1 >/dev/null |
        grep -E '^# .*:[0-9]+:[0-9]+: (solved|no solution|node limit reached), ' | tail -1)
      nodes=$(sed -E 's/.* ([0-9]+) nodes?,.*/\1/' <<<"$line")
      times+=("$(sed -E 's/.*, ([0-9.]+) s$/\1/' <<<"$line")")
    done
    printf '| %s | %s | %s | %s |\n' "$name" "$form" "$nodes" \
      "$(printf '%s\n' "${times[@]}" | median)"
  done
done
