#!/usr/bin/env bash
# The grading tested as an instructor uses it: the class of tests/grading/make_class.sh graded by
# grading/grade_class.sh, and each student's score held to what it must be. Registered with ctest
# under the label `class` (a few minutes: a build per student), which .ci/run runs.
#
#   tests/grading/grade_class_test.sh REFERENCE_BUILD OUT
set -uo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -eq 2 ] || { sed -n '2,6p' "$0" >&2; exit 2; }
reference=$1 out=$2
# The build folders of an earlier run are kept (only each student's files compile again), not its
# verdicts: every stage below is built, tested and judged afresh.
rm -rf "$out/class" "$out/partial" "$out/results/results"
mkdir -p "$out"
"$here/tests/grading/make_class.sh" "$out/class" >/dev/null || exit 1
# heidi tries to write the catalog and the reference: only a grader run as root keeps her from it.
if [ "$(id -u)" -ne 0 ]; then
  echo "heidi left out: she is graded only by a grader run as root, which runs her code as nobody"
  rm -rf "$out/class/heidi"
fi
easy=$(sha256sum "$here/grids/easy.txt")
# A test may take 20 s of processor time (the grader's builds are optimised, and stage 1's slowest
# test needs a small part of that), so that dan's hanging form costs a minute, not two.
export TEST_CPU_LIMIT=20
"$here/grading/grade_class.sh" --seed 7 --jobs 2 --reference "$reference" "$out/class" "$out/results" \
  >/dev/null 2>"$out/grade.log" || { cat "$out/grade.log"; exit 1; }
scores=$out/results/scores.md

checks=0 failures=0
# Checks that the row of $1 in $3 satisfies the test $2 (an awk condition on total, the row's
# score, and row, the whole line).
expect() {
  local student=$1 condition=$2 file=${3:-$scores}
  local row
  row=$(grep -m1 -E "^\| $student \|" "$file")
  checks=$((checks + 1))
  if awk -v row="$row" "BEGIN { match(row, /\\*\\*[0-9]+%\\*\\*/); total = substr(row, RSTART + 2, RLENGTH - 5) + 0; exit !($condition) }"; then
    echo "ok: $student: $condition"
  else
    echo "FAILED: $student: $condition"
    echo "  $row"
    failures=$((failures + 1))
  fi
}

expect alice 'total == 100'
expect bob 'total > 50 && total < 75 && row ~ /forms not handed in, counted 0: iterative/ &&
  row ~ /includes stage1[/]naive[.]hpp, which the kit now calls stage1[/]stage1[.]hpp/ &&
  row ~ /not files of the kit, not built: scratch[.]cpp/'
expect carol 'total == 0 && row ~ /does not build: .*recursive.cpp:[0-9]+:[0-9]+: error: /'
expect dan 'total >= 30 && total <= 70 && row ~ /timed out: stage1[.]/'
expect erin 'row ~ /warning: no file of the kit at the top of stage1\/, but stage1\/src\/[a-z]+[.][ch]pp one folder down/'
expect eve 'total <= 10'
expect mallory 'total <= 10'
if [ -d "$out/class/heidi" ]; then
  # Her writes are refused, named in her notes, and her score is what her solver earns.
  expect heidi "total == 100 && index(row, \"tried to write outside its build folder and was refused: \") &&
    index(row, \"grids/easy.txt\") && index(row, \"grids/tampered.txt\") && index(row, \"${reference#"$here"/}/tampered.txt\")"
  for spoilt in "$here/grids/tampered.txt" "$reference/tampered.txt"; do
    checks=$((checks + 1))
    [ ! -e "$spoilt" ] || { echo "FAILED: heidi wrote $spoilt"; rm -f "$spoilt"; failures=$((failures + 1)); }
  done
  checks=$((checks + 1))
  [ "$(sha256sum "$here/grids/easy.txt")" = "$easy" ] ||
    { echo "FAILED: heidi changed grids/easy.txt (git checkout grids/easy.txt)"; failures=$((failures + 1)); }
fi
expect oscar 'total <= 10 && row ~ /does not link: undefined reference to .sudoku::stage4::solve/'
expect trudy 'total == 100 && row ~ /warning: its tests changed the build folder [(]common\/libsudoku_grid[.]a[)]/'
expect walter 'total <= 10'
expect zoe 'total == 0 && row ~ /not handed in/'
# Stage 5: right, puzzles with many solutions, the same puzzle every time, not handed in.
stage5=$out/results/scores-stage5.md
sed -n '/^## stage5/,/^## [^s]/p' "$scores" >"$stage5"
expect alice 'total == 100 && row ~ /warning: made from the handout of the workbook 0[.]0[.]9 [(]abc1234, 2026-10-01[)], graded with /' "$stage5"
expect walter 'total <= 35 && row ~ /heldout[.]stage5[.]9x9: puzzle [1-5] has more than one solution/' "$stage5"
expect mallory 'total <= 10 && row ~ /heldout[.]stage5[.]9x9: puzzles 1 and 2 are the same/' "$stage5"
expect bob 'total == 0 && row ~ /not handed in/' "$stage5"
checks=$((checks + 1))
grep -Eq '^  "max_score": [1-9][0-9]*,$' "$out/results/json/zoe.json" ||
  { echo "FAILED: zoe's stage not handed in is not in her results.json"; failures=$((failures + 1)); }
checks=$((checks + 1))
if grep -q '^## stage2' "$scores"; then
  echo "FAILED: stage 2, which no one handed in, is in the scores"; failures=$((failures + 1))
fi

# Bob again, with forms not handed in left out: 100% of what he handed in. By default (above) the
# iterative form counts 0: half of what each form is tested on, and the command line (tested on
# the default form, through the shared runner) whole, so more than half the stage and less than
# three quarters. The same OUT keeps his verdicts: his files unchanged, he is scored again, not
# built and run again.
grep -q '^Policy: forms and stages not handed in count as 0 ' "$scores" ||
  { echo "FAILED: the default policy is not written"; failures=$((failures + 1)); }
cp "$scores" "$out/class-scores.md"
mkdir -p "$out/partial" && cp -r "$out/class/bob" "$out/partial/"
"$here/grading/grade_class.sh" --seed 7 --leave-out-missing --reference "$reference" \
  "$out/partial" "$out/results" >/dev/null 2>>"$out/grade.log"
expect bob 'total == 100 && row ~ /forms not handed in, not graded: iterative/'
checks=$((checks + 1))
grep -q '^bob: stage1 as graded last time' "$out/grade.log" ||
  { echo "FAILED: bob's unchanged stage 1 was graded again"; failures=$((failures + 1)); }
grep -q '^Policy: forms and stages not handed in are left out of the total' "$scores" ||
  { echo "FAILED: the policy is not written"; failures=$((failures + 1)); }

# Hand-ins that are the workbook's own files are listed with it, and no score changed for it.
checks=$((checks + 1))
grep -qF '| stage1 | reference, alice | 100% |' "$out/class-scores.md" ||
  { echo "FAILED: alice's stage 1, the workbook's own, is not listed as similar"; failures=$((failures + 1)); }
# Every results.json is JSON, and every line of scores-wide.csv has as many fields as its header.
if command -v python3 >/dev/null; then
  checks=$((checks + 1))
  python3 - "$out/results" <<'EOF' || failures=$((failures + 1))
import csv, glob, json, sys
for path in glob.glob(sys.argv[1] + "/json/*.json"):
    json.load(open(path))
rows = list(csv.reader(open(sys.argv[1] + "/scores-wide.csv")))
assert len({len(row) for row in rows}) == 1, "scores-wide.csv: rows of different lengths"
EOF
fi

# Every student has a JUnit file.
for student in alice bob carol dan erin eve mallory oscar trudy walter; do
  checks=$((checks + 1))
  [ -s "$out/results/junit/$student-stage1.xml" ] ||
    { echo "FAILED: no JUnit file for $student"; failures=$((failures + 1)); }
done
[ $failures -eq 0 ] || { cat "$out/class-scores.md" "$scores"; exit 1; }
echo "all $checks checks of the class passed"
