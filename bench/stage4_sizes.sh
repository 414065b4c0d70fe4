#!/usr/bin/env bash
# How stage 4 grows with the grid: each puzzle of grids/large.txt and grids/huge.txt solved and
# proven unique (--count --limit 2) with every technique, one process per puzzle; then the empty
# 64x64 grid, with every technique and with none. For each: nodes, guesses, the median solving
# time of three runs (from --stats) and the peak resident memory of the whole process (GNU time's
# %M). Prints a Markdown table.
#
#   cmake --preset release && cmake --build --preset release
#   bench/stage4_sizes.sh
set -euo pipefail
source "$(dirname "$0")/common.sh"
program=$here/build/release/bin/stage4_heuristics
need_program "$program"
[ -x /usr/bin/time ] || { echo "needs GNU time (apt-get install time)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One row: the puzzle in file $1, described by $2, solved with the options after them.
measure() {
  local file=$1 what=$2 times=() memory=() stats
  shift 2
  for run in 1 2 3; do
    stats=$(/usr/bin/time -f '# peak %M KB' "$program" "$@" --stats "$file" 2>&1 >/dev/null || true)
    times+=("$(sed -nE 's/^# 1 puzzle: .* in ([0-9.]+) s of solving.*/\1/p' <<<"$stats")")
    memory+=("$(sed -nE 's/^# peak ([0-9]+) KB/\1/p' <<<"$stats")")
  done
  local line outcome
  line=$(grep -E '^# .*:[0-9]+:[0-9]+: ' <<<"$stats")
  outcome=$(sed -E 's/^# [^ ]+: ([^,]+),.*/\1/' <<<"$line")
  awk -v what="$what" -v outcome="$outcome" -v t="$(printf '%s\n' "${times[@]}" | median)" \
      -v kb="$(printf '%s\n' "${memory[@]}" | median)" '
    { match($0, /[0-9]+ node/); nodes = substr($0, RSTART, RLENGTH - 5)
      match($0, /[0-9]+ guess/); guesses = substr($0, RSTART, RLENGTH - 6) }
    END { printf "| %s | %s | %d | %d | %.3f s | %.1f MB |\n", what, outcome, nodes, guesses, t, kb / 1024 }' \
    <<<"$line"
}

echo '| puzzle | outcome | nodes | guesses | time | peak memory |'
echo '|---|---|---:|---:|---:|---:|'
for group in large huge; do
  n=0
  while IFS= read -r line; do
    [[ -z $line || $line == \#* ]] && continue
    n=$((n + 1))
    puzzle=${line%%:*}
    side=$(awk -v c=${#puzzle} 'BEGIN { print int(sqrt(c) + 0.5) }')
    holes=$(tr -cd . <<<"$puzzle" | wc -c)
    echo "$puzzle" >"$work/puzzle.txt"
    measure "$work/puzzle.txt" "$group $n: ${side}x${side}, $holes empty" --count --limit 2
  done <"$here/grids/$group.txt"
done
printf '.%.0s' $(seq 4096) >"$work/empty.txt"
echo >>"$work/empty.txt"
measure "$work/empty.txt" "empty 64x64, first solution" --techniques all
measure "$work/empty.txt" "empty 64x64, no technique" --techniques none
