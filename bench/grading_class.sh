#!/usr/bin/env bash
# How long grading a class takes: ten stage-1 hand-ins, each the workbook's own three files,
# graded from scratch (an empty OUT) with --jobs 2 against a kept reference build. With --before
# COMMIT the grader of that commit runs too, in turn with this one, so that both see the same
# drift of the machine's speed. Prints each run's time and every total score.
#
#   bench/grading_class.sh [--before COMMIT] [--rounds N] REFERENCE_BUILD
#   (REFERENCE_BUILD: build/dev after the README's test command)
set -euo pipefail
source "$(dirname "$0")/common.sh"
usage() { sed -n '2,8p' "$0" >&2; exit 2; }
before="" rounds=1
while [ $# -gt 0 ]; do
  case $1 in
    --before) [ $# -ge 2 ] || usage; before=$2; shift 2 ;;
    --rounds) [ $# -ge 2 ] || usage; rounds=$2; shift 2 ;;
    -*) usage ;;
    *) break ;;
  esac
done
[ $# -eq 1 ] || usage
reference=$(cd "$1" && pwd)
[ -x "$reference/bin/judge" ] || { echo "$reference has no bin/judge: build it first" >&2; exit 2; }

work=$(mktemp -d)
trap 'git -C "$here" worktree remove --force "$work/before" 2>/dev/null; rm -rf "$work"' EXIT
for n in 01 02 03 04 05 06 07 08 09 10; do
  mkdir -p "$work/class/student$n/stage1"
  cp "$here"/stage1_naive/src/{rules.hpp,recursive.cpp,iterative.cpp} "$work/class/student$n/stage1/"
done
graders=("$here")
if [ -n "$before" ]; then
  git -C "$here" worktree add --detach "$work/before" "$before" >/dev/null 2>&1
  graders=("$work/before" "$here")
fi

# One run of the grader of tree $1 from scratch: its time in seconds and its totals.
run() {
  local start end
  rm -rf "$work/out"
  start=$(date +%s)
  "$1/grading/grade_class.sh" --seed 1 --jobs 2 --reference "$reference" "$work/class" "$work/out" \
    >/dev/null 2>&1
  end=$(date +%s)
  printf '%s\t%d s\t%s\n' "$([ "$1" = "$here" ] && echo this || echo "$before")" $((end - start)) \
    "$(grep -o '[*][*][0-9]*%[*][*]' "$work/out/scores.md" | sort | uniq -c | tr -s ' \n' ' ')"
}

echo "$(date -u +%Y-%m-%d), $(nproc) cores, $(sed -n 's/^model name\t: //p' /proc/cpuinfo | head -1)"
for ((round = 1; round <= rounds; ++round)); do
  for grader in "${graders[@]}"; do run "$grader"; done
done
