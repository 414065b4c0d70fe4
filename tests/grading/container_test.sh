#!/usr/bin/env bash
# The class graded in a container (grading/container/grade.sh) as outside it: alice's right
# hand-in scores 100%, and so does heidi's, which looks for the workbook to write it, and leaves it
# as it was (in the container it is mounted read-only, away from the folders her code runs in, and
# her code runs as the container's user `student`). Skipped (status 77) where no container engine
# answers.
#
#   tests/grading/container_test.sh OUT
set -uo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -eq 1 ] || { sed -n '2,8p' "$0" >&2; exit 2; }
out=$1
engine=$(command -v podman || command -v docker) || { echo "no container engine: skipped"; exit 77; }
"$engine" info >/dev/null 2>&1 || { echo "$engine answers, but no engine runs: skipped"; exit 77; }
rm -rf "$out/class" "$out/all" && mkdir -p "$out/class"
"$here/tests/grading/make_class.sh" "$out/all" >/dev/null || exit 1
mv "$out/all/alice" "$out/all/heidi" "$out/class/"
rm -rf "$out/class/alice/stage5"
easy=$(sha256sum "$here/grids/easy.txt")
"$here/grading/container/grade.sh" --seed 7 "$out/class" "$out/results" >"$out/grade.log" 2>&1 ||
  { cat "$out/grade.log"; exit 1; }
failures=0
grep -qE '^\| alice \|.*\*\*100%\*\*' "$out/results/scores.md" ||
  { echo "FAILED: alice does not score 100%"; failures=$((failures + 1)); }
grep -qE '^\| heidi \|.*\*\*100%\*\*' "$out/results/scores.md" ||
  { echo "FAILED: heidi does not score 100%"; failures=$((failures + 1)); }
[ "$(sha256sum "$here/grids/easy.txt")" = "$easy" ] && [ ! -e "$here/grids/tampered.txt" ] ||
  { echo "FAILED: heidi changed the catalog"; failures=$((failures + 1)); }
[ $failures -eq 0 ] || { cat "$out/results/scores.md"; exit 1; }
echo "the class graded in a container scores as outside it"
