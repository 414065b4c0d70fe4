#!/usr/bin/env bash
# docs/results.md, with docs/results.csv and docs/results.svg: the class comparison from one run
# of compare_stages (every stage, in its program's default form, on the class set), with the
# date and the machine.
#
#   cmake --preset release && cmake --build --preset release
#   bench/results.sh [OPTION...]   (options go to compare_stages, e.g. --repeat 5)
set -euo pipefail
source "$(dirname "$0")/common.sh"
program=$here/build/release/bin/compare_stages
need_program "$program"
table=$("$program" --out "$here/docs" "$@")
cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
{
  echo "# Results: every stage on the class set {#results}"
  echo
  echo "Made by \`bench/results.sh$([ $# -gt 0 ] && printf ' %s' "$@")\` on $(date -u +%Y-%m-%d), release build, on"
  echo "a machine with $(nproc) cores ($cpu). Run it again to replace this page, the"
  echo "chart below and \`docs/results.csv\` (the same figures, a line per puzzle and stage). Each row"
  echo "is a puzzle of the class set, each column a stage in its default form (stage 4 on its own"
  echo "board, without the extension made for 9x9); a cell is the median processor time of its solves"
  echo "(the solving thread's, which other programs do not inflate) and the nodes (values tried in a"
  echo "cell) they took. The chapters explain the ladder."
  echo
  echo "$table"
  echo
  echo "![The median processor time of each stage on each puzzle, on a log scale](results.svg)"
} > "$here/docs/results.md"
echo "wrote docs/results.md, docs/results.csv and docs/results.svg"
