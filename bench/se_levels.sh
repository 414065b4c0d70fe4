#!/usr/bin/env bash
# Puzzles of appendix E's levels: how many 9x9 puzzles of each level `stage5_generator --scale se
# --difficulty LEVEL` makes per second (N in one process, three seeds, the median; forcing chains
# N / 5; guess, which takes thousands of tries, one puzzle per seed with --tries 100000); how fast
# two well-known generators make theirs at each of their levels (the median of three runs), and the
# levels appendix E gives what they make (Simon Tatham's
# Solo, `sgt-solo --generate N 3x3dX`, and qqwing, `qqwing --generate N --difficulty LEVEL`, the
# Debian packages sgt-puzzles and qqwing, when installed); and the share of each level among M
# minimal puzzles (`--minimal`). Prints Markdown tables.
#
#   cmake --preset release && cmake --build --preset release
#   bench/se_levels.sh [N] [M]      (defaults: N 100, M 10000)
set -euo pipefail
source "$(dirname "$0")/common.sh"
program=$here/build/release/bin/stage5_generator
need_program "$program"
count=${1:-100}
minimal=${2:-10000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Seconds since the epoch, to the nanosecond.
now() { date +%s.%N; }

# Puzzles per second: $1 puzzles in $2 seconds.
per_second() { awk -v n="$1" -v s="$2" 'BEGIN { r = n / s; printf (r < 1 ? "%.3f" : "%.1f"), r }'; }

# The levels appendix E gives the puzzles of file $1: "12 easy, 8 simple".
levels_of() {
  "$program" --rate --scale se --csv "$1" | tail -n +2 | cut -d, -f2 | sort | uniq -c |
    sort -rn | awk '{ printf "%s%d %s", (NR > 1 ? ", " : ""), $1, $2 }'
}

echo "| level | puzzles | puzzles/s |"
echo "|---|---:|---:|"
for level in simple easy intermediate hard fish-and-wings chains-and-colouring forcing-chains guess; do
  n=$count tries=()
  [ "$level" = forcing-chains ] && n=$(( count / 5 > 0 ? count / 5 : 1 ))
  [ "$level" = guess ] && n=1 tries=(--tries 100000)
  rates=()
  for seed in 1 2 3; do
    start=$(now)
    "$program" --scale se --difficulty "$level" --count "$n" --seed "$seed" "${tries[@]}" >"$work/made.txt"
    end=$(now)
    rates+=("$(per_second "$(wc -l <"$work/made.txt")" "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')")")
  done
  echo "| $level | $n | $(printf '%s\n' "${rates[@]}" | median) |"
done

echo
echo "| generator, level | puzzles/s | appendix E's levels of $count of its puzzles |"
echo "|---|---:|---|"
if command -v sgt-solo >/dev/null || [ -x /usr/games/sgt-solo ]; then
  solo=$(command -v sgt-solo || echo /usr/games/sgt-solo)
  for code in t:trivial b:basic i:intermediate a:advanced e:extreme u:unreasonable; do
    rates=()
    for run in 1 2 3; do
      start=$(now)
      "$solo" --generate "$count" "3x3d${code%%:*}" 2>/dev/null >"$work/solo.txt"
      end=$(now)
      rates+=("$(per_second "$count" "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')")")
    done
    # Solo's game ids ("3x3:4a5c9..."): a number is a clue, a letter that many empty cells (a: 1),
    # '_' separates two numbers.
    awk '{ id = substr($0, index($0, ":") + 1); out = ""; num = ""
           for (i = 1; i <= length(id); i++) {
             ch = substr(id, i, 1)
             if (ch ~ /[0-9]/) { num = num ch; continue }
             if (num != "") { out = out num; num = "" }
             if (ch ~ /[a-z]/) for (k = index("abcdefghijklmnopqrstuvwxyz", ch); k > 0; k--) out = out "."
           }
           print out num }' "$work/solo.txt" >"$work/solo_lines.txt"
    echo "| Solo, ${code#*:} | $(printf '%s\n' "${rates[@]}" | median) | $(levels_of "$work/solo_lines.txt") |"
  done
else
  echo "| Solo | (sgt-puzzles not installed) | |"
fi
if command -v qqwing >/dev/null; then
  for level in simple easy intermediate expert; do
    rates=()
    for run in 1 2 3; do
      start=$(now)
      qqwing --generate "$count" --difficulty "$level" --one-line >"$work/qqwing.txt"
      end=$(now)
      rates+=("$(per_second "$count" "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')")")
    done
    echo "| qqwing, $level | $(printf '%s\n' "${rates[@]}" | median) | $(levels_of "$work/qqwing.txt") |"
  done
else
  echo "| qqwing | (not installed) | |"
fi

echo
start=$(now)
"$program" --minimal --count "$minimal" --seed 1 --jobs 2 >"$work/minimal.txt"
end=$(now)
echo "$minimal minimal puzzles made in $(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }') s (2 threads):"
echo
echo "| level | share of minimal puzzles |"
echo "|---|---:|"
"$program" --rate --scale se --csv "$work/minimal.txt" | tail -n +2 | cut -d, -f2 | sort | uniq -c |
  awk -v m="$minimal" '{ n[$2] = $1 }
    END { split("simple easy intermediate hard fish-and-wings chains-and-colouring forcing-chains guess", order, " ")
          for (i = 1; i <= 8; i++) printf "| %s | %d (%.2f%%) |\n", order[i], n[order[i]], 100 * n[order[i]] / m }'
