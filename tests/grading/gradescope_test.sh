#!/usr/bin/env bash
# The Gradescope autograder end to end, as Gradescope runs it but under a root of its own
# (AUTOGRADER_ROOT) rather than /autograder: the zip of grading/gradescope/make_autograder.sh for
# stage 1 unzipped into source/, setup.sh run with this build as the reference (SUDOKU_REFERENCE),
# then run_autograder on two of the worked example's hand-ins, alice's files at the top of the
# submission and bob's one folder down, as students upload them. Each results.json must hold the
# fields of Gradescope's specification, and the scores grading/grade_class.sh gives the same
# hand-ins with the same seed, graded as a class in the folder setup.sh prepared (source/grading),
# whose build folders then serve every grading of this test.
#
#   tests/grading/gradescope_test.sh REFERENCE_BUILD OUT
set -uo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -eq 2 ] || { sed -n '2,10p' "$0" >&2; exit 2; }
reference=$(cd "$1" && pwd) out=$2
[ -d "$here/grading/example" ] || { echo "a handout has no worked example: skipped"; exit 77; }
rm -rf "$out" && mkdir -p "$out" && out=$(cd "$out" && pwd)
"$here/grading/make_example.sh" "$out/example" >/dev/null || exit 1
"$here/grading/gradescope/make_autograder.sh" --stages 1 --seed 3 "$out/autograder.zip" >/dev/null ||
  exit 1
export AUTOGRADER_ROOT=$out/autograder SUDOKU_REFERENCE=$reference
mkdir -p "$AUTOGRADER_ROOT/source"
unzip -q "$out/autograder.zip" -d "$AUTOGRADER_ROOT/source" || exit 1
bash "$AUTOGRADER_ROOT/source/setup.sh" >"$out/setup.log" 2>&1 || { cat "$out/setup.log"; exit 1; }
grading=$AUTOGRADER_ROOT/source/grading
grid_library=$grading/build/stage1-1/common/libsudoku_grid.a
[ -f "$grid_library" ] ||
  { cat "$out/setup.log"; echo "FAILED: setup.sh left no build folder of stage 1"; exit 1; }
built=$(stat -c %Y "$grid_library")

mkdir -p "$out/class/alice" "$out/class/bob"
cp -r "$out/example/alice/stage1" "$out/class/alice/"
cp -r "$out/example/bob/stage1" "$out/class/bob/"
# The class command of the workbook the zip holds, whose sources the build folder was made from.
workbook=$AUTOGRADER_ROOT/source/workbook
"$workbook/grading/grade_class.sh" --seed 3 --held-out-visibility after_due_date \
  --reference "$reference" "$out/class" "$grading" >/dev/null 2>"$out/class.log" ||
  { cat "$out/class.log"; exit 1; }
failures=0
for student in alice bob; do
  rm -rf "$AUTOGRADER_ROOT/submission" "$AUTOGRADER_ROOT/results"
  if [ $student = alice ]; then
    cp -r "$out/class/alice/stage1" "$AUTOGRADER_ROOT/submission"
  else
    mkdir -p "$AUTOGRADER_ROOT/submission" && cp -r "$out/class/bob/stage1" "$AUTOGRADER_ROOT/submission/my_stage1"
  fi
  "$AUTOGRADER_ROOT/source/run_autograder" >"$out/$student.log" 2>&1
  cp "$AUTOGRADER_ROOT/results/results.json" "$out/$student-results.json" 2>/dev/null
  python3 - "$out/$student-results.json" "$grading/json/$student.json" $student <<'PY' ||
import json, sys
results = json.load(open(sys.argv[1]))
by_class = json.load(open(sys.argv[2]))
# Gradescope's documented fields, and the values they take.
top = {"score", "max_score", "execution_time", "output", "output_format", "test_output_format",
       "test_name_format", "visibility", "stdout_visibility", "extra_data", "tests", "leaderboard"}
per_test = {"score", "max_score", "status", "name", "name_format", "number", "output",
            "output_format", "tags", "visibility", "extra_data"}
seen_by = {"visible", "hidden", "after_due_date", "after_published"}
assert set(results) <= top, set(results) - top
for test in results["tests"]:
    assert set(test) <= per_test, set(test) - per_test
    assert isinstance(test["name"], str) and isinstance(test["output"], str), test
    assert 0 <= test["score"] <= test["max_score"] or test["max_score"] == 0, test
    assert test.get("status", "passed") in {"passed", "failed"}, test
    assert test.get("visibility", "visible") in seen_by, test
held_out = [t for t in results["tests"] if t["name"].startswith("heldout.")]
assert held_out and all(t["visibility"] == "after_due_date" for t in held_out), "held-out tests"
assert abs(sum(t["score"] for t in results["tests"]) - results["score"]) < 0.05, "the sum"
# The same grade as the class command's.
assert (results["score"], results["max_score"]) == (by_class["score"], by_class["max_score"]), \
    (results["score"], by_class["score"])
assert results["tests"] == by_class["tests"], "the tests differ from the class command's"
# alice's stage 1 solves every puzzle, so that both gradings cannot be broken the same way.
solves = next(t for t in results["tests"] if t["name"] == "stage1: solves")
assert sys.argv[3] != "alice" or solves["score"] == solves["max_score"] > 0, solves
print(f"{results['score']} of {results['max_score']}, as the class command")
PY
    { echo "FAILED: $student's results.json"; cat "$out/$student.log"; failures=$((failures + 1)); }
done
# Each grading compiled the hand-in's files, not the grid module setup.sh had built.
[ "$(stat -c %Y "$grid_library")" = "$built" ] ||
  { echo "FAILED: a submission compiled the grid module again"; failures=$((failures + 1)); }
[ $failures -eq 0 ] && echo "the autograder grades alice and bob as the class command does"
