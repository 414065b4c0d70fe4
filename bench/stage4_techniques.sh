#!/usr/bin/env bash
# What each technique of stage 4 buys: the catalog's hardest groups solved with every technique,
# with each one switched off in turn, and with none (pure branching). For each: nodes, guesses
# and the median time of three runs, from the release build's own --stats, proving each puzzle
# unique (--count --limit 2). Prints a Markdown table.
#
#   cmake --preset release && cmake --build --preset release
#   bench/stage4_techniques.sh [GROUP...]        (default: hard hardest 17clue large)
#   NODE_LIMIT=20000 bench/stage4_techniques.sh huge
#
# NODE_LIMIT (default 50,000,000) is each puzzle's node limit. On grids/huge.txt most techniques
# are needed, and a search without one of them can run for hours.
set -euo pipefail
source "$(dirname "$0")/common.sh"
program=$here/build/release/bin/stage4_heuristics
need_program "$program"
node_limit=${NODE_LIMIT:-50000000}
groups=("$@")
[ ${#groups[@]} -gt 0 ] || groups=(hard hardest 17clue large)
techniques=(naked-single hidden-single pointing claiming naked-pair hidden-pair naked-triple
            hidden-triple)

# "all but one": the comma list of every technique except $1.
all_but() {
  local list="" t
  for t in "${techniques[@]}"; do [ "$t" = "$1" ] || list+="${list:+,}$t"; done
  echo "$list"
}

# One cell: "nodes / guesses / median seconds" over a group, with --techniques $2.
measure() {
  local group=$1 list=$2 times=() stats
  for run in 1 2 3; do
    stats=$("$program" --techniques "$list" --count --limit 2 --node-limit "$node_limit" --stats \
              "$here/grids/$group.txt" 2>&1 >/dev/null || true)
    times+=("$(grep -E '^# [0-9]+ puzzles?:' <<<"$stats" | sed -E 's/.* in ([0-9.]+) s of solving.*/\1/')")
  done
  awk -v t="$(printf '%s\n' "${times[@]}" | median)" '
    /^# .*:[0-9]+:[0-9]+: / {
      if ($0 ~ /node limit reached/) stopped++
      match($0, /[0-9]+ node/); nodes += substr($0, RSTART, RLENGTH - 5)
      match($0, /[0-9]+ guess/); guesses += substr($0, RSTART, RLENGTH - 6)
    }
    END { printf "%d / %d / %.4f s%s", nodes, guesses, t, stopped ? " (" stopped " stopped)" : "" }' \
    <<<"$stats"
}

printf '| techniques |'
for group in "${groups[@]}"; do printf ' %s |' "$group"; done
printf '\n|---|'
for group in "${groups[@]}"; do printf '%s' '---:|'; done
printf '\n'
rows=("all" "none")
for t in "${techniques[@]}"; do rows+=("without $t"); done
for row in "${rows[@]}"; do
  case $row in
    all) list=all ;;
    none) list=none ;;
    *) list=$(all_but "${row#without }") ;;
  esac
  printf '| %s |' "$row"
  for group in "${groups[@]}"; do printf ' %s |' "$(measure "$group" "$list")"; done
  printf '\n'
done
