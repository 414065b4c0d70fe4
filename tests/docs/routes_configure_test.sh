#!/usr/bin/env bash
# Each chapter's route configures: the cmake command of its "Write it yourself" block, run as the
# chapter gives it but with the stage's starter kit as the student's folder and a build folder of
# this test's own. A student configures with their stage in place of the workbook's, which leaves
# out what leans on it (stage 4's extensions), and a test registered on something left out fails
# the configure before the student has written a line.
#
#   tests/docs/routes_configure_test.sh OUT
set -uo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -eq 1 ] || { sed -n '2,8p' "$0" >&2; exit 2; }
out=$1
source "$here/grading/workbook_version.sh"
rm -rf "$out" && mkdir -p "$out"
failures=0
for chapter in "$here"/docs/stage[1-5].md; do
  stage=$(basename "$chapter" .md)
  kit=$(cd "$here/starter" && echo "$stage"_*/src)
  command=$(chapter_route_commands "$chapter" | grep -m1 '^cmake -S \. -B ')
  if [ -z "$command" ]; then
    echo "FAILED: $stage: its chapter's route configures nothing"
    failures=$((failures + 1))
    continue
  fi
  command=${command/"-S . -B build/my_$stage"/"-S $here -B $out/$stage"}
  command=${command//"=my_$stage"/"=$here/starter/$kit"}
  if (cd "$out" && eval "$command") >"$out/$stage.log" 2>&1; then
    echo "ok: $stage: $command"
  else
    tail -15 "$out/$stage.log"
    echo "FAILED: $stage: $command"
    failures=$((failures + 1))
  fi
done
exit $((failures > 0))
