#!/usr/bin/env bash
# How long grading a class takes: for each stage, a class of hand-ins of that stage alone, each
# the workbook's own files of the stage's starter kit, graded from scratch (an empty OUT) with
# --jobs 2 against a kept reference build. Each stage is a run of its own, so that its time can be
# read apart; the class of every stage costs their sum. With --before COMMIT the grader of that
# commit runs too, in turn with this one, so that both see the same drift of the machine's speed.
# Prints each run's time and its scores, counted (every hand-in is right, so every score 100%).
#
#   bench/grading_class.sh [--stages 1,2,3,4,5] [--students 30] [--before COMMIT] [--rounds N]
#                          REFERENCE_BUILD
#   (REFERENCE_BUILD: build/dev after the README's test command; nothing may rebuild it, nor
#    change the catalog, the tests or the grader, while the bench runs: the grader watches them)
set -euo pipefail
source "$(dirname "$0")/common.sh"
usage() { sed -n '2,12p' "$0" >&2; exit 2; }
before="" rounds=1 stages=1,2,3,4,5 students=30
while [ $# -gt 0 ]; do
  case $1 in
    --before) [ $# -ge 2 ] || usage; before=$2; shift 2 ;;
    --rounds) [ $# -ge 2 ] || usage; rounds=$2; shift 2 ;;
    --stages) [ $# -ge 2 ] && [[ $2 =~ ^[1-5](,[1-5])*$ ]] || usage; stages=$2; shift 2 ;;
    --students) [ $# -ge 2 ] && [ "$2" -ge 1 ] 2>/dev/null || usage; students=$2; shift 2 ;;
    -*) usage ;;
    *) break ;;
  esac
done
[ $# -eq 1 ] || usage
reference=$(cd "$1" && pwd)
[ -x "$reference/bin/judge" ] || { echo "$reference has no bin/judge: build it first" >&2; exit 2; }

work=$(mktemp -d)
chmod a+rx "$work" # run as root, the grader has the students' code run as a user who must read it
trap 'git -C "$here" worktree remove --force "$work/before" 2>/dev/null; rm -rf "$work"' EXIT
graders=("$here")
if [ -n "$before" ]; then
  git -C "$here" worktree add --detach "$work/before" "$before" >/dev/null 2>&1
  graders=("$work/before" "$here")
fi

# Writes the class of stage $1 into $work/class-$1: each student's folder holds the workbook's own
# version of every file of the stage's kit.
make_class() {
  local kit n
  kit=$(cd "$here"/starter/stage"$1"_*/src && pwd)
  for ((n = 1; n <= students; ++n)); do
    mkdir -p "$work/class-$1/student$n/stage$1"
    for file in "$kit"/*; do
      cp "$here/$(basename "$(dirname "$kit")")/src/$(basename "$file")" \
        "$work/class-$1/student$n/stage$1/"
    done
  done
}

# One run of the grader of tree $1 on the class of stage $2, from scratch: its time in seconds and
# its scores, counted.
run() {
  local start end
  rm -rf "$work/out"
  start=$(date +%s)
  "$1/grading/grade_class.sh" --seed 1 --jobs 2 --reference "$reference" "$work/class-$2" \
    "$work/out" >"$work/log" 2>&1 || { tail -20 "$work/log" >&2; exit 1; }
  end=$(date +%s)
  printf '%s\tstage %s\t%d students\t%d s\t%s\n' \
    "$([ "$1" = "$here" ] && echo this || echo "$before")" "$2" "$students" $((end - start)) \
    "$(grep -o '[*][*][0-9]*%[*][*]' "$work/out/scores.md" | sort | uniq -c | tr -s ' \n' ' ')"
}

echo "$(date -u +%Y-%m-%d), $(nproc) cores, $(sed -n 's/^model name\t: //p' /proc/cpuinfo | head -1)"
for stage in ${stages//,/ }; do make_class "$stage"; done
for ((round = 1; round <= rounds; ++round)); do
  for stage in ${stages//,/ }; do
    for grader in "${graders[@]}"; do run "$grader" "$stage"; done
  done
done
