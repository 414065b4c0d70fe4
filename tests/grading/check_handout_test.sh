#!/usr/bin/env bash
# The instructor's check of a handout (grading/check_handout.sh), on a handout of stage 1 made from
# the last commit: it holds (the workbook's files 100%, the kit 0%, the chapter's route runs); a
# chapter whose route names a folder the handout lacks fails it, naming the command; a handout
# made from another commit is refused with status 2.
#
#   tests/grading/check_handout_test.sh REFERENCE_BUILD OUT
set -uo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -eq 2 ] || { sed -n '2,7p' "$0" >&2; exit 2; }
reference=$(cd "$1" && pwd) out=$2
[ ! -e "$here/HANDOUT.md" ] || { echo "a handout is checked from the workbook: skipped"; exit 77; }
rm -rf "$out" && mkdir -p "$out" && out=$(cd "$out" && pwd)
chmod 755 "$out"
"$here/grading/make_handout.sh" --stages 1 "$out/handout" >/dev/null || exit 1
failures=0
# Says that $1 holds the line $2, or counts a failure.
expect_line() {
  grep -qxF -- "$2" "$1" || { echo "FAILED: $1 lacks the line: $2" >&2; failures=$((failures + 1)); }
}

# One stage at a time (--jobs 1): the kit's grading then compiles only its files, in the build
# folder of the workbook's, where two at a time would build the stage twice over.
"$here/grading/check_handout.sh" --reference "$reference" --jobs 1 "$out/handout" "$out/ready" \
  >"$out/ready.log" 2>&1
status=$?
[ $status -eq 0 ] || { cat "$out/ready.log"; echo "FAILED: status $status, not 0" >&2; failures=$((failures + 1)); }
expect_line "$out/ready.log" "stage1: the workbook's files score 100.0%, the kit 0.0%"
expect_line "$out/ready.log" "the handout is ready: every check held"

# The chapter's route copies a kit folder that is not there. Checked in the same OUT, the kit
# and the workbook's files are scored from the verdicts kept there, not built and run again.
sed -i 's|^cp -r starter/stage1_naive/src my_stage1|cp -r starter/stage1/src my_stage1|' \
  "$out/handout/docs/stage1.md"
git -C "$out/handout" commit -qam "a route that names a folder the handout lacks"
"$here/grading/check_handout.sh" --reference "$reference" "$out/handout" "$out/ready" \
  >"$out/broken.log" 2>&1
status=$?
[ $status -eq 1 ] || { cat "$out/broken.log"; echo "FAILED: status $status, not 1" >&2; failures=$((failures + 1)); }
expect_line "$out/broken.log" \
  "stage1: FAILED  cp -r starter/stage1/src my_stage1 (status 1); the rest of its route depends on it"
grep -q "^stage1: ran  cmake" "$out/broken.log" &&
  { cat "$out/broken.log"; echo "FAILED: the route went on after a failure" >&2; failures=$((failures + 1)); }

# A kit whose stamp names another commit.
sed -i '1s/(\([0-9a-f]*\),/(0000000,/' "$out/handout/starter/stage1_naive/src/rules.hpp"
"$here/grading/check_handout.sh" --reference "$reference" "$out/handout" "$out/other" \
  >"$out/other.log" 2>&1
status=$?
[ $status -eq 2 ] || { cat "$out/other.log"; echo "FAILED: status $status, not 2" >&2; failures=$((failures + 1)); }
grep -q "comes from the workbook 0.*(0000000, " "$out/other.log" ||
  { cat "$out/other.log"; echo "FAILED: the refusal names no commit" >&2; failures=$((failures + 1)); }

[ $failures -eq 0 ] && echo "the check of a handout holds, fails and refuses as it should"
exit $((failures > 0))
