#!/usr/bin/env bash
# Writes what the grader reports on the class of tests/grading/make_class.sh into a folder, the
# date masked, so that a refactoring of the grader can be checked byte for byte, as
# tools/snapshot_outputs.sh checks the programs':
#
#   tools/snapshot_grading.sh BUILD_DIR OUT_DIR
#   (change the grader, build again)
#   tools/snapshot_grading.sh BUILD_DIR OUT_DIR2 && diff -r OUT_DIR OUT_DIR2
#
# The class is graded as its test grades it (seed 7, two stages at a time, 20 s of processor time
# a test), then bob alone again with --leave-out-missing into the same results. The snapshot holds
# both runs' scores.md, scores.csv and scores-wide.csv, and the first run's results.json and JUnit
# files. A few minutes: a build per student and stage. Dan's lines are left out: his hanging form
# is stopped once two of its tests run out of time, and which of his tests ran by then depends on
# the machine's load, not on the grader.
set -euo pipefail
[ $# -eq 2 ] || { sed -n '2,13p' "$0" >&2; exit 2; }
reference=$(cd "$1" && pwd)
mkdir -p "$2"
out=$(cd "$2" && pwd)
root=$(cd "$(dirname "$0")/.." && pwd)
work=$out/work
rm -rf "$work" "$out/class" "$out/partial"
"$root/tests/grading/make_class.sh" "$work/class" >/dev/null

# Copies the reports of the results folder $1 to $2: the date, the class's folder and the
# workbook's commit masked in scores.md, dan's lines left out.
keep() {
  mkdir -p "$2"
  sed -e 's/ on [0-9]\{4\}-[0-9]\{2\}-[0-9]\{2\} from / on DATE from /' -e "s| from $work/| from WORK/|" \
    -e 's/graded with \([0-9.]*\) ([0-9a-f]*, /graded with \1 (COMMIT, /' \
    -e '/^| dan |/d' "$1/scores.md" >"$2/scores.md"
  for table in scores.csv scores-wide.csv; do sed '/^dan,/d' "$1/$table" >"$2/$table"; done
}

export TEST_CPU_LIMIT=20
"$root/grading/grade_class.sh" --seed 7 --jobs 2 --reference "$reference" "$work/class" \
  "$work/results" >/dev/null 2>"$work/grade.log"
keep "$work/results" "$out/class"
cp -r "$work/results/json" "$work/results/junit" "$out/class/"
rm -f "$out/class/json/dan.json" "$out/class/junit/dan-"*.xml
mkdir -p "$work/partial" && cp -r "$work/class/bob" "$work/partial/"
"$root/grading/grade_class.sh" --seed 7 --leave-out-missing --reference "$reference" \
  "$work/partial" "$work/results" >/dev/null 2>>"$work/grade.log"
keep "$work/results" "$out/partial"
rm -rf "$work"
echo "the class's reports in $out"
