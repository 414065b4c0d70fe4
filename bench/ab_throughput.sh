#!/usr/bin/env bash
# Before and after one change: two builds of `throughput` run in turn, six rounds each, on the
# same files, and the median puzzles/s of each build per file. On a shared machine the speed
# drifts by several percent from one minute to the next; alternating the two builds puts both
# under the same drift, so that a gain of 2 or 3% can still be told from the noise.
#
#   cp build/release/bin/throughput /tmp/before     # then make the change and build again
#   bench/ab_throughput.sh /tmp/before build/release/bin/throughput [VARIANT [FILE...]]
#   (default: stage4_default on top1465.txt and 17clue.txt of ../shared/datasets; VARIANT may be
#   BEFORE:AFTER when the change renamed it, as stage4_default:board_9x9)
set -euo pipefail
source "$(dirname "$0")/common.sh"
[ $# -ge 2 ] || { sed -n '2,11p' "$0" >&2; exit 2; }
before=$1 after=$2
shift 2
need_program "$before"
need_program "$after"
variant=${1:-stage4_default}
shift || true
variant_before=${variant%%:*} variant_after=${variant##*:}
files=("$@")
[ ${#files[@]} -gt 0 ] ||
  files=("$here/../shared/datasets/top1465.txt" "$here/../shared/datasets/17clue.txt")

# One run of build $1 with variant $2: "file puzzles/s" per line.
rates() {
  "$1" --variant "$2" --repeat 5 "${files[@]}" |
    awk -F'|' 'NR > 2 { gsub(/[ ,]/, "", $3); gsub(/[ ,]/, "", $6); print $3, $6 }'
}

runs=$(mktemp)
trap 'rm -f "$runs"' EXIT
for round in 1 2 3 4 5 6; do
  rates "$before" "$variant_before" | sed 's/^/before /' >>"$runs"
  rates "$after" "$variant_after" | sed 's/^/after /' >>"$runs"
done
printf '| file | before | after | change |\n|---|---:|---:|---:|\n'
for file in "${files[@]}"; do
  name=$(basename "$file")
  old=$(awk -v f="$name" '$1 == "before" && $2 == f { print $3 }' "$runs" | median)
  new=$(awk -v f="$name" '$1 == "after" && $2 == f { print $3 }' "$runs" | median)
  awk -v f="$name" -v a="$old" -v b="$new" \
    'BEGIN { printf "| %s | %\047d | %\047d | %+.1f%% |\n", f, a, b, 100 * (b - a) / a }'
done
