#!/usr/bin/env bash
# What the techniques beyond subsets buy (appendix D): the puzzles solved without a guess, and the
# guesses per puzzle, with stage 4's eight techniques, with appendix D's patterns (fish, turbots,
# empty rectangles, wings, unique rectangles, quads, the BUG: the family Pattern of their
# descriptors) added, then its colouring and chains, then its forcing chains too,
# on the SE-rated puzzles of ../shared/datasets/ by band of their Sukaku Explainer rating, and on
# top1465. Each set's time is the median of three runs of the release build's --stats (first
# solution only), on the general board for both (the extras run there only, and the board made for
# 9x9 would make the eight look faster for another reason). Prints a Markdown table.
#
#   cmake --preset release && cmake --build --preset release
#   bench/advanced_techniques.sh
set -euo pipefail
source "$(dirname "$0")/common.sh"
program=$here/build/release/bin/stage4_heuristics
need_program "$program"
datasets=$here/../shared/datasets
[ -f "$datasets/se_rated_diabolical.txt" ] || { echo "no $datasets/se_rated_diabolical.txt" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The SE bands, each a file of its puzzles.
awk -v dir="$work" '!/^#/ && NF == 2 {
    band = $2 <= 6.0 ? "se_5.0-6.0" : $2 <= 7.0 ? "se_6.1-7.0" : $2 <= 7.5 ? "se_7.1-7.5" : "se_7.6-up"
    print $1 > (dir "/" band ".txt")
  }' "$datasets/se_rated_diabolical.txt"
grep -E '^[0-9.]{81}$' "$datasets/top1465.txt" >"$work/top1465.txt"

# The names of appendix D's techniques of one family, comma-separated, in the schedule's order, read
# from their descriptors (advanced::kDescriptors): a descriptor's first line names its technique,
# and its last its family.
family() {
  awk -v family="Family::$1}," '
    match($0, /[.]technique = [{]"[a-z0-9-]+"/) { name = substr($0, RSTART + 15, RLENGTH - 16) }
    index($0, family) { list = list (list == "" ? "" : ",") name }
    END { print list }' "$here/extensions/advanced_techniques/include/advanced/techniques.hpp"
}
eight=naked-single,hidden-single,pointing,claiming,naked-pair,hidden-pair,naked-triple,hidden-triple
patterns=$(family Pattern) chains=$(family Chain) forcing=$(family Forcing)
sets=("$eight" "$eight,$patterns" "$eight,$patterns,$chains" "$eight,$patterns,$chains,$forcing")
names=("the eight" "+ the patterns" "+ colouring and chains" "+ forcing chains")

# One cell: "no-guess puzzles / guesses per puzzle / median seconds" for file $1, --techniques $2.
measure() {
  local file=$1 list=$2 times=() stats
  for run in 1 2 3; do
    stats=$("$program" --general-board --techniques "$list" --stats "$file" 2>&1 >/dev/null || true)
    times+=("$(grep -E '^# [0-9]+ puzzles?:' <<<"$stats" | sed -E 's/.* in ([0-9.]+) s of solving.*/\1/')")
  done
  awk -v t="$(printf '%s\n' "${times[@]}" | median)" '
    /^# .*:[0-9]+:[0-9]+: / {
      puzzles++
      match($0, /[0-9]+ guess/); g = substr($0, RSTART, RLENGTH - 6); guesses += g
      if (g == 0) none++
    }
    END { printf "%d / %.2f / %.3f s", none, guesses / puzzles, t }' <<<"$stats"
}

printf '| puzzles | count |'
for name in "${names[@]}"; do printf ' %s |' "$name"; done
printf '\n|---|---:|'
for name in "${names[@]}"; do printf '%s' '---:|'; done
printf '\n'
for group in se_5.0-6.0 se_6.1-7.0 se_7.1-7.5 se_7.6-up top1465; do
  file=$work/$group.txt
  [ -s "$file" ] || continue
  printf '| %s | %d |' "$group" "$(wc -l <"$file")"
  for list in "${sets[@]}"; do printf ' %s |' "$(measure "$file" "$list")"; done
  printf '\n'
done
