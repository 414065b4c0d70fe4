#!/usr/bin/env bash
# How long stage 5 takes to make one puzzle of each size in the source's unique mode (40% of the
# cells emptied, each removal checked): one process per puzzle, seeds 1 to N, the median and the
# slowest wall-clock time, process start included (about 1 ms). Prints a Markdown table, and each
# puzzle's time on the standard error as it comes.
#
#   cmake --preset release && cmake --build --preset release
#   bench/stage5_sizes.sh [N] [OPTION...]   (default N: 20; options go to every run, e.g. --no-unique)
#   SIZES="9 16" bench/stage5_sizes.sh 20 --minimal   (only these sides; --minimal stops at 25)
set -euo pipefail
source "$(dirname "$0")/common.sh"
program=$here/build/release/bin/stage5_generator
need_program "$program"
seeds=${1:-20}
shift || true

echo '| size | median | slowest | puzzles |'
echo '|---|---:|---:|---:|'
for side in ${SIZES:-4 9 16 25 36 49 64}; do
  times=()
  for seed in $(seq 1 "$seeds"); do
    start=$(date +%s%N)
    "$program" --size "$side" --seed "$seed" "$@" >/dev/null
    times+=("$(( ($(date +%s%N) - start) / 1000 ))")
    echo "${side}x${side} seed $seed: $(( ${times[-1]} / 1000 )) ms" >&2  # progress, on long runs
  done
  slowest=$(printf '%s\n' "${times[@]}" | sort -g | tail -1)
  awk -v side="$side" -v m="$(printf '%s\n' "${times[@]}" | median)" -v s="$slowest" -v n="$seeds" \
    'BEGIN { printf "| %dx%d | %.1f ms | %.1f ms | %d |\n", side, side, m / 1000, s / 1000, n }'
done
