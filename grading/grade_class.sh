#!/usr/bin/env bash
# Grades a class: one folder per student in SUBMISSIONS, one subfolder per stage handed in
# (SUBMISSIONS/alice/stage1/ with the files of starter/stage1_naive/src/, or with the stage's
# program itself, any language, named as the stage's program: stage1_naive).
#
#   grading/grade_class.sh [--seed S] [--reference BUILD] [--leave-out-missing] [--jobs N]
#                          [--run-as USER] [--similarity P] [--held-out-visibility V]
#                          SUBMISSIONS [OUT]
#
#   --seed S          the held-out puzzles' seed (default: drawn, and written in the report)
#   --reference BUILD a Debug build of the workbook with its tests, to list the tests and judge
#                     (default: OUT/reference, built once and kept)
#   --leave-out-missing  forms and stages not handed in are left out of the total (default: they
#                     score 0; a stage counts once anyone in the class hands it in)
#   --jobs N          stages graded at a time (default 1; each runs two tests at a time)
#   --run-as USER     run as root, the user the students' code runs as (default nobody)
#   --similarity P    pairs of hand-ins sharing P% or more of their code are listed (default 50)
#   --held-out-visibility V  who sees the held-out questions' tests in results.json: visible
#                     (default), hidden, after_due_date or after_published (Gradescope's words)
#
# Each stage a student hands in is built on its own from their files, optimised with assertions
# on, in a build folder of that stage reused from student to student (OUT/build/STAGE-N, one per
# job), so that only the student's files are compiled again, and judged from outside their code: a
# test passes only when the result gtest wrote for it says so, every test the reference lists is
# accounted for, and their program is asked held-out puzzles by grading/judge, whose share of
# right answers weighs each test (docs/grading.md). Writes OUT/scores.md, OUT/scores.csv and
# OUT/scores-wide.csv, rewritten as each stage is graded; a Gradescope results.json per student
# in OUT/json/, a JUnit file per student and stage in OUT/junit/, and the logs in OUT/logs/. Graded
# again into the same OUT, a stage whose files, reference and seed are unchanged is scored from the
# verdicts kept in OUT/results/, not built and run again (another policy, one folder fixed).
# Once every stage is graded, the hand-ins of each stage are compared with each other and with the
# reference (grading/similarity), and the pairs that share much are listed; no score changes.
#
# Run as root, the students' code (their tests, their program under the judge) runs as --run-as's
# user, who can write their build folder and nothing of the grader's, without the network, and
# each write it is refused is recorded and named in the notes. Run as another user, it runs as
# that user, and only a change to the catalog or the reference is named, after the fact.
# Its parts, a file per job, are in grading/grade_class/; what it makes of the results (whether a
# folder is a hand-in, the notes, the verdicts, the scores and the reports) is grading/scores's.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
usage() { sed -n '2,37p' "$0" >&2; exit 2; }
# shellcheck source=grading/workbook_version.sh
source "$here/grading/workbook_version.sh"
# shellcheck source=grading/grade_class/reference.sh
source "$here/grading/grade_class/reference.sh"     # the stages, the reference and its tests
# shellcheck source=grading/grade_class/isolation.sh
source "$here/grading/grade_class/isolation.sh"     # who runs the students' code, and where
# shellcheck source=grading/grade_class/build_folder.sh
source "$here/grading/grade_class/build_folder.sh"  # the build folders and the kept verdicts
# shellcheck source=grading/grade_class/run_stage.sh
source "$here/grading/grade_class/run_stage.sh"     # a stage built, tested and judged
# shellcheck source=grading/grade_class/grade_stage.sh
source "$here/grading/grade_class/grade_stage.sh"   # a stage graded, and the reports

seed="" reference="" count_missing=yes jobs=1 run_as="" similarity=50 held_out_visibility=visible
while [ $# -gt 0 ]; do
  case $1 in
    --seed) [ $# -ge 2 ] || usage; seed=$2; shift 2 ;;
    --reference) [ $# -ge 2 ] || usage; reference=$(cd "$2" && pwd) || exit 2; shift 2 ;;
    --leave-out-missing) count_missing=no; shift ;;
    --count-missing) count_missing=yes; shift ;;  # the default; kept for older scripts
    --jobs) [ $# -ge 2 ] && [ "$2" -ge 1 ] 2>/dev/null || usage; jobs=$2; shift 2 ;;
    --run-as) [ $# -ge 2 ] || usage; run_as=$2; shift 2 ;;
    --similarity) [ $# -ge 2 ] && [ "$2" -ge 0 ] 2>/dev/null && [ "$2" -le 100 ] || usage
      similarity=$2; shift 2 ;;
    --held-out-visibility) [ $# -ge 2 ] && [[ $2 =~ ^(visible|hidden|after_due_date|after_published)$ ]] ||
      usage; held_out_visibility=$2; shift 2 ;;
    -h | --help) usage ;;
    -*) echo "grade_class.sh: unknown option $1" >&2; usage ;;
    *) break ;;
  esac
done
[ $# -ge 1 ] && [ -d "$1" ] || usage
# A handout's stages are its starter kits: a reference built from it answers nothing.
[ ! -e "$here/HANDOUT.md" ] || {
  echo "grade_class.sh: $here is a handout, whose stages are the starter kits, so it cannot be" \
    "the reference: grade from the workbook it was made from (HANDOUT.md names its version)" >&2
  exit 2
}
submissions=$(cd "$1" && pwd)
out=${2:-grading-results}
mkdir -p "$out/build" "$out/junit" "$out/json" "$out/logs" "$out/results" || exit 2
out=$(cd "$out" && pwd)
features=${FEATURES:-$here/grading/features.txt}
build_limit=${BUILD_TIMEOUT:-1200}  # seconds for one configure or build
cpu_limit=${TEST_CPU_LIMIT:-60}     # seconds of processor time for one test
wall_limit=${TEST_WALL_LIMIT:-600}  # seconds on the clock for one test (one that sleeps)
stage_limit=${TEST_TIMEOUT:-3600}   # seconds for one stage's tests; finished tests keep their results
[ -n "$seed" ] || seed=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
grader_error=$out/results/grader.error  # why a stage could not be judged, if one could not
version=$(workbook_version "$here")

find_stages
build_reference
set_up_isolation
watched_state >"$out/results/watched.state"
list_reference_tests

# Ends the run with status 2 when a stage could not be judged: no score is better than a wrong one.
stop_on_grader_error() {
  [ -s "$grader_error" ] || return 0
  cat "$grader_error" >&2
  kill $(jobs -p) 2>/dev/null
  wait
  exit 2
}

# The stages of student $1 (their folder $2) that are hand-ins, printed on a line; each stage of
# the class (those in stages_set) they did not hand in scores 0, unless --leave-out-missing.
hand_ins_of() {
  local student=$1 student_dir=$2 stage missing handed=()
  for stage in $stages_known; do
    missing="not handed in"
    if [ -d "$student_dir$stage" ]; then
      missing=$(not_a_hand_in "$student_dir$stage" "$stage")
      [ -n "$missing" ] || { handed+=("$stage"); continue; }
    fi
    if [ $count_missing = yes ] && [[ " ${stages_set[*]} " == *" $stage "* ]]; then
      score "$student" "$stage" "$missing" "" "$out/results/$student-$stage.csv" </dev/null \
        >"$out/results/$student-$stage.row"
    fi
  done
  echo "${handed[*]}"
}

# Grades the stages student $1 (their folder $2) handed in, at most --jobs stages at a time
# across the class; the report is written again as each one ends.
grade_student() {
  local student=$1 student_dir=$2 stage handed
  read -ra handed <<<"$(hand_ins_of "$student" "$student_dir")"
  [ ${#handed[@]} -gt 0 ] || { echo "$student: no stage folder (stage1 ... stage5), skipped" >&2; return; }
  echo "== $student: ${handed[*]}" >&2
  for stage in "${handed[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
      wait -n
      stop_on_grader_error
      write_report
    done
    grade_stage "$student" "$student_dir" "$stage" &
  done
}

rm -f "$out/results/"*.row "$out/results/"*.csv "$out/results/"similar-*.tsv "$grader_error"
rm -rf "$out/build/"*.busy
# The stages the class was set: those anyone handed in. Another student's missing one scores 0.
stages_set=()
for stage in $stages_known; do
  compgen -G "$submissions/*/$stage/" >/dev/null && stages_set+=("$stage")
done
for student_dir in "$submissions"/*/; do
  grade_student "$(basename "$student_dir")" "$student_dir"
done
wait
stop_on_grader_error
rm -f "$out/results/"similar-*.tsv
for stage in "${stages_set[@]}"; do compare_hand_ins "$stage"; done
write_report
cat "$out/scores.md"
spoilt=$(watched_changes "$out/results/watched.state")
if [ -n "$spoilt" ]; then
  echo "grade_class.sh: the grader's files changed while the class was graded: $spoilt;" \
    "the scores above cannot be trusted (the notes name the stages graded when it happened)" >&2
  exit 2
fi
