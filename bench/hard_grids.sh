#!/usr/bin/env bash
# Grids with random holes, the instances a search finds hardest: for each size from 25x25 to 64x64
# and each share of holes (30%, 40%, 50%, 60%), COUNT instances made by tools/make_masked (seeds 1
# to COUNT), each solved by `stage4_heuristics` with no option, one process per instance, stopped
# after SECONDS of wall-clock time. For each size and share: the instances solved, how many of them
# took under 0.1 s, 0.1 to 1 s and 1 s or more (the distribution of the times), the median and the
# slowest time ("unsolved" where the run stopped at its node limit or at SECONDS: the median counts
# such a run as slower than any solved), and the peak resident memory of the largest process (GNU
# time's %M). Prints a Markdown table; with CSV, also writes every run there (box, percent, seed,
# outcome: solved, unsolved at the node limit, or stopped at SECONDS; seconds; KB).
#
#   cmake --preset release && cmake --build --preset release
#   bench/hard_grids.sh [SECONDS] [COUNT] [CSV]      (defaults: 10 s, 20 instances)
set -euo pipefail
source "$(dirname "$0")/common.sh"
program=$here/build/release/bin/stage4_heuristics
maker=$here/build/release/bin/make_masked
need_program "$program"
need_program "$maker"
[ -x /usr/bin/time ] || { echo "needs GNU time (apt-get install time)" >&2; exit 2; }
seconds=${1:-10}
count=${2:-20}
csv=${3:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One run: the instance of box $1, percent $2, seed $3; prints "outcome seconds KB".
run() {
  "$maker" "$1" "$2" "$3" >"$work/puzzle.txt"
  local status=0
  /usr/bin/time -f '%e %M' -o "$work/time.txt" timeout "$seconds" "$program" "$work/puzzle.txt" \
    >"$work/answer.txt" 2>/dev/null || status=$?
  local outcome=solved
  if [ "$status" -eq 124 ]; then
    outcome=stopped
  elif ! grep -qv '^#' "$work/answer.txt"; then
    outcome=unsolved  # the node limit, or no solution
  fi
  # GNU time writes "Command exited with non-zero status N" first when the program failed.
  echo "$outcome $(tail -1 "$work/time.txt")"
}

[ -n "$csv" ] && echo "box,percent,seed,outcome,seconds,kb" >"$csv"
echo "| grid | holes | solved | under 0.1 s | 0.1-1 s | 1 s or more | median | slowest | peak memory |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
for box in 5 6 7 8; do
  side=$((box * box))
  for percent in 30 40 50 60; do
    : >"$work/runs.txt"
    for seed in $(seq 1 "$count"); do
      read -r outcome time kb < <(run "$box" "$percent" "$seed")
      echo "$outcome $time $kb" >>"$work/runs.txt"
      [ -n "$csv" ] && echo "$box,$percent,$seed,$outcome,$time,$kb" >>"$csv"
    done
    # A run that did not solve counts as slower than every run that did.
    awk '{ print ($1 == "solved") ? $2 : 1e9 + $2 }' "$work/runs.txt" | sort -g >"$work/times.txt"
    awk -v grid="${side}x${side}" -v percent="$percent" -v median="$(median <"$work/times.txt")" \
      -v slowest="$(tail -1 "$work/times.txt")" '
      function shown(t) { return t >= 1e9 ? "unsolved" : sprintf("%.2f s", t) }
      # The solved runs by their time, each in the first band it is under.
      function band(t) { return t < 0.1 ? 1 : t < 1 ? 2 : 3 }
      { n++; if ($3 > kb) kb = $3; if ($1 == "solved") { solved++; within[band($2)]++ } }
      END { printf "| %s | %d%% | %d of %d | %d | %d | %d | %s | %s | %.1f MB |\n", grid, percent,
            solved, n, within[1], within[2], within[3], shown(median), shown(slowest), kb / 1024 }
      ' "$work/runs.txt"
  done
done
