#!/usr/bin/env bash
# The replay page's size and the time to write it: for each stage, the page of every puzzle of the
# given files (by default the class set and grids/hardest.txt) is written with the default bound,
# and the puzzle on which the stage spends the most nodes is reported, with the page's bytes and
# the wall-clock seconds `replay` took (solving, recording and writing); then the four stages side
# by side on each stage's hardest puzzle. Prints Markdown tables.
#
#   cmake --preset release && cmake --build --preset release --target replay
#   bench/replay_sizes.sh [build/release/bin/replay [FILE...]]
set -euo pipefail
source "$(dirname "$0")/common.sh"
program=${1:-$here/build/release/bin/replay}
need_program "$program"
shift || true
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  for name in sources sizes easy medium hard naive_worst hardest; do files+=("$here/grids/$name.txt"); done
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One page: prints "nodes steps bytes seconds file puzzle" for `replay --stages $3 --puzzle $2 $1`.
measure() {
  local file=$1 puzzle=$2 stages=$3 started ended summary
  started=$(date +%s.%N)
  summary=$("$program" --stages "$stages" --puzzle "$puzzle" --out "$work/page.html" "$file")
  ended=$(date +%s.%N)
  # "stage1_recursive: solved, 182,768 nodes, 548,178 steps (...)": the first stage's counts.
  read -r nodes steps < <(head -1 <<<"$summary" | sed -E 's/^[^,]*, ([0-9,]+) nodes, ([0-9,]+) steps.*/\1 \2/' | tr -d ,)
  echo "$nodes $steps $(stat -c %s "$work/page.html") $(awk "BEGIN { print $ended - $started }") $file $puzzle"
}

# The number of puzzles in a file: its lines that are neither blank nor comments.
count_puzzles() { grep -cvE '^\s*(#|$)' "$1"; }

echo "| stage | hardest puzzle | nodes | steps | page (bytes) | seconds |"
echo "|---|---|---:|---:|---:|---:|"
hardest=()
for stage in stage1 stage2 stage3 stage4; do
  best=""
  for file in "${files[@]}"; do
    for puzzle in $(seq "$(count_puzzles "$file")"); do
      row=$(measure "$file" "$puzzle" "$stage")
      if [ -z "$best" ] || [ "${row%% *}" -gt "${best%% *}" ]; then best=$row; fi
    done
  done
  read -r nodes steps bytes seconds file puzzle <<<"$best"
  printf '| %s | %s %s | %s | %s | %s | %.2f |\n' "$stage" "$(basename "$file" .txt)" "$puzzle" \
    "$nodes" "$steps" "$bytes" "$seconds"
  hardest+=("$file $puzzle")
done

echo
echo "| the four stages side by side on | page (bytes) | seconds |"
echo "|---|---:|---:|"
for named in "${hardest[@]}"; do
  read -r file puzzle <<<"$named"
  read -r _ _ bytes seconds _ _ <<<"$(measure "$file" "$puzzle" stage1,stage2,stage3,stage4)"
  printf '| %s %s | %s | %.2f |\n' "$(basename "$file" .txt)" "$puzzle" "$bytes" "$seconds"
done
