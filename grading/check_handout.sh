#!/usr/bin/env bash
# Checks a handout before it goes out, from the workbook it was made from: for each stage it hands
# out, the workbook's own files handed in as a student's score 100%, the handout's kit scores 0%,
# and the route its chapter gives (the kit copied, configured, built, its tests run) runs in a
# fresh copy of the handout. Prints what it found; status 0 when all of it holds, 1 when something
# does not (named), 2 when it cannot check (a handout made from another commit, say).
#
#   grading/check_handout.sh [--reference BUILD] [--jobs N] HANDOUT [OUT]
#
#   --reference BUILD  the workbook's Debug build with its tests, which grades (default: build/dev
#             when the README's test command has made it; otherwise the grader builds its own)
#   --jobs N  stages graded at a time (default 2)
#   HANDOUT   a copy made by grading/make_handout.sh
#   OUT       where the class, the grades and the copy go (default: a new temporary folder, removed
#             at the end); checked again into the same OUT, a stage whose files are unchanged is
#             scored from the grades kept there
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
usage() { sed -n '2,16p' "$0" >&2; exit 2; }
source "$here/grading/workbook_version.sh"

jobs=2 reference=()
[ -x "$here/build/dev/bin/stage1_tests" ] && reference=(--reference "$here/build/dev")
while [ $# -gt 0 ]; do
  case $1 in
    --reference) [ $# -ge 2 ] || usage; reference=(--reference "$2"); shift 2 ;;
    --jobs) [ $# -ge 2 ] && [ "$2" -ge 1 ] 2>/dev/null || usage; jobs=$2; shift 2 ;;
    -h | --help) usage ;;
    -*) echo "check_handout.sh: unknown option $1" >&2; usage ;;
    *) break ;;
  esac
done
[ $# -ge 1 ] && [ $# -le 2 ] || usage
handout=$(cd "$1" 2>/dev/null && pwd) || { echo "check_handout.sh: no folder $1" >&2; exit 2; }
[ ! -e "$here/HANDOUT.md" ] ||
  { echo "check_handout.sh: $here is a handout; check one from the workbook it was made from" >&2; exit 2; }
[ -f "$handout/HANDOUT.md" ] ||
  { echo "check_handout.sh: $handout has no HANDOUT.md: not a handout" >&2; exit 2; }
if [ $# -eq 2 ]; then
  mkdir -p "$2" && out=$(cd "$2" && pwd) || exit 2
else
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
# The class's builds run as another user (nobody), who must reach them.
chmod 755 "$out"

# The stages handed out: those whose kit files carry the handout's stamp, which must name this
# workbook's version: the grades and the routes are checked against this commit's reference.
ours=$(workbook_version "$here")
stages=()
for kit in "$handout"/starter/stage[1-5]_*/src; do
  program=$(basename "$(dirname "$kit")")
  for file in "$kit"/*; do
    first=$(head -1 "$file")
    [[ $first == "$handout_stamp"* ]] || continue
    [[ " ${stages[*]} " == *" ${program%%_*} "* ]] || stages+=("${program%%_*}")
    made_from=${first#"$handout_stamp"}
    [ "$made_from" = "$ours" ] && continue
    commit=${made_from#*(}
    echo "check_handout.sh: ${file#"$handout"/} comes from the workbook $made_from; this is $ours." >&2
    echo "Check the handout from the commit it was made from: git checkout ${commit%%,*}" >&2
    exit 2
  done
done
[ ${#stages[@]} -gt 0 ] || { echo "check_handout.sh: $handout hands out no stage" >&2; exit 2; }
echo "checking $handout: ${stages[*]}, made from the workbook $ours"

# The class: the workbook's own files as one student's, the handout's kit as another's.
class=$out/class
rm -rf "$class"
for stage in "${stages[@]}"; do
  program=$(basename "$(dirname "$here"/starter/"$stage"_*/src)")
  mkdir -p "$class/workbook/$stage" "$class/kit/$stage"
  for file in "$handout/starter/$program/src"/*; do
    cp "$file" "$class/kit/$stage/"
    cp "$here/$program/src/$(basename "$file")" "$class/workbook/$stage/"
  done
done
failed=0
# The held-out puzzles' seed, drawn once for OUT: checked again there (a chapter fixed), a stage
# whose files are unchanged is scored from the grades kept, not built and run again.
[ -s "$out/seed" ] || od -An -N4 -tu4 /dev/urandom | tr -d ' ' >"$out/seed"
if ! "$here/grading/grade_class.sh" "${reference[@]}" --seed "$(cat "$out/seed")" --jobs "$jobs" \
  "$class" "$out/grades" >"$out/grades.log" 2>&1; then
  tail -20 "$out/grades.log"
  echo "check_handout.sh: the grading stopped (its log: $out/grades.log)" >&2
  exit 2
fi
# The score of student $1 on stage $2, from the grades' wide table.
score_of() {
  awk -F, -v who="$1" -v stage="$2" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == stage) col = i }
    $1 == who { print $col }' "$out/grades/scores-wide.csv"
}
for stage in "${stages[@]}"; do
  workbook=$(score_of workbook "$stage") kit=$(score_of kit "$stage")
  echo "$stage: the workbook's files score ${workbook:-nothing}%, the kit ${kit:-nothing}%"
  [ "$workbook" = 100.0 ] || { echo "  the workbook's files must score 100%" >&2; failed=1; }
  [ "$kit" = 0.0 ] || { echo "  the kit must score 0%" >&2; failed=1; }
done

# Each stage's route as its chapter gives it, in a fresh copy of the handout.
copy=$out/copy
rm -rf "$copy"
git clone -q "$handout" "$copy" || exit 2
for stage in "${stages[@]}"; do
  number=${stage#stage}
  commands=$(chapter_route_commands "$copy/docs/stage$number.md")
  [ -n "$commands" ] || { echo "$stage: its chapter gives no route" >&2; failed=1; continue; }
  while IFS= read -r command; do
    [ -n "$command" ] || continue
    (cd "$copy" && bash -c "$command") >"$out/route.log" 2>&1
    status=$?
    # A test program that finds failures exits 1, ctest 8: the kit fails its tests, as it should.
    runs=${command%% *}
    if [ $status -eq 0 ] || { [[ $runs == *_tests || $runs == ctest ]] &&
                               { [ $status -eq 1 ] || [ $status -eq 8 ]; }; }; then
      echo "$stage: ran  $command (status $status)"
    else
      tail -15 "$out/route.log"
      echo "$stage: FAILED  $command (status $status); the rest of its route depends on it" >&2
      failed=1
      break
    fi
  done <<<"$commands"
done
[ $failed -eq 0 ] && echo "the handout is ready: every check held"
exit $failed
