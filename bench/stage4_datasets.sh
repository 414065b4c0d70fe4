#!/usr/bin/env bash
# What each technique of stage 4 buys on the public datasets: top1465 and 17clue solved and
# proven unique with the default techniques, with all, and with each technique switched off in
# turn, through `throughput` (single thread, every answer checked after the timing). Prints
# throughput's Markdown table, with the unforced guesses (the reference tables' count).
#
#   cmake --preset release && cmake --build --preset release
#   bench/stage4_datasets.sh [FILE...]   (default: top1465.txt and 17clue.txt of ../shared/datasets)
#
# Pure branching (stage4_none) is left out: it takes about ten minutes on 17clue.
set -euo pipefail
source "$(dirname "$0")/common.sh"
program=$here/build/release/bin/throughput
need_program "$program"
files=("$@")
[ ${#files[@]} -gt 0 ] ||
  files=("$here/../shared/datasets/top1465.txt" "$here/../shared/datasets/17clue.txt")
variants=(default all)
for t in naked_single hidden_single pointing claiming naked_pair hidden_pair naked_triple \
         hidden_triple; do
  variants+=("without_$t")
done
args=()
for v in "${variants[@]}"; do args+=(--variant "stage4_$v"); done
"$program" "${args[@]}" --counter "unforced guesses" "${files[@]}"
