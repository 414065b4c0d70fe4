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
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
usage() { sed -n '2,37p' "$0" >&2; exit 2; }

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
source "$here/grading/workbook_version.sh"
version=$(workbook_version "$here")

# The stages a student can hand in, those with a starter kit: label and program.
declare -A program_of
for kit in "$here"/starter/*/src/; do
  name=$(basename "$(dirname "$kit")")
  program_of[${name%%_*}]=$name
done
stages_known=$(printf '%s\n' "${!program_of[@]}" | sort)

# The reference: built once, it lists the tests each stage must pass and runs the judge.
if [ -z "$reference" ]; then
  reference=$out/reference
  echo "== the reference build, in $reference" >&2
  { timeout "$build_limit" cmake -S "$here" -B "$reference" -G Ninja -DCMAKE_BUILD_TYPE=Debug &&
    timeout "$build_limit" cmake --build "$reference"; } >"$out/logs/reference.log" 2>&1 ||
    { echo "grade_class.sh: the reference does not build (logs/reference.log)" >&2; exit 2; }
fi
for program in judge similarity score_stage report_class stage_verdicts; do
  [ -x "$reference/bin/$program" ] ||
    { echo "grade_class.sh: $reference has no bin/$program: build it again" >&2; exit 2; }
done

# Who runs the students' code. As root: the user of --run-as, in namespaces of its own (no network;
# whatever it starts ends with it), its refused writes recorded by strace, which runs as root.
isolated=() as_student=() student_owner="" traced=no
if [ "$(id -u)" -eq 0 ]; then
  run_as=${run_as:-nobody}
  id -u "$run_as" >/dev/null 2>&1 || { echo "grade_class.sh: --run-as: no user is named $run_as" >&2; exit 2; }
  student_owner=$(id -u "$run_as"):$(id -g "$run_as")  # for chown
  as_student=(setpriv --reuid="${student_owner%:*}" --regid="${student_owner#*:}" --clear-groups)
  if unshare --net --pid --fork --kill-child --mount-proc true 2>/dev/null; then
    isolated=(unshare --net --pid --fork --kill-child --mount-proc)
  else
    echo "grade_class.sh: warning: no namespaces here (unshare): the students' code keeps the network" >&2
  fi
  strace -f -qq -o /dev/null true 2>/dev/null && traced=yes
  # What the students' code must read, and what it must not write.
  for path in "$here/grids" "$reference/bin" "$out/build"; do
    "${as_student[@]}" test -r "$path" -a -x "$path" ||
      { echo "grade_class.sh: $run_as cannot read $path: grade from folders others can read" >&2; exit 2; }
  done
  for path in "$here/grids" "$here/grids/easy.txt" "$reference/bin" "$reference/bin/judge" "$out"; do
    if "${as_student[@]}" test -w "$path"; then
      echo "grade_class.sh: $run_as can write $path: run the students' code as a user who cannot (--run-as)" >&2
      exit 2
    fi
  done
else
  [ -z "$run_as" ] || { echo "grade_class.sh: --run-as: only root can run code as another user" >&2; exit 2; }
  echo "grade_class.sh: warning: graded as $(id -un), not root, the students' code can write whatever" \
    "you can (the catalog, the reference); grade as root or in the container (docs/grading.md)" >&2
fi
# The calls that write a file or a folder, and the errors that say the write was refused.
write_calls=open,openat,creat,mkdir,mkdirat,unlink,unlinkat,rmdir,rename,renameat,renameat2,link,linkat,symlink,symlinkat,truncate,chmod,fchmodat,chown,lchown,fchownat,utimensat
refusal='= -1 E(ACCES|PERM|ROFS) '

# Sets `confined` to the words that run a command beside the students' code, its refused writes
# appended to the file $1 (at most a hundred of them); with $2 = student, as the students' user.
confine() {
  confined=()
  [ $traced = no ] || confined=(strace -f -qq --seccomp-bpf -Z -e "trace=$write_calls" -e signal=none
    -o "|awk '/$refusal/ && n++ < 100' >>'$1'")
  confined+=("${isolated[@]}")
  [ "${2:-}" != student ] || confined+=("${as_student[@]}")
}

# The files the students' code tried to write and was refused, from the trace $1: a file opened
# to write, made, removed, renamed or changed. Prints them joined by ", ", the workbook's relative.
refused_writes() {
  [ -s "$1" ] || return 0
  awk -v here="$here/" '
    !/^[0-9]+ +(open|openat)\(/ || /O_(WRONLY|RDWR|CREAT|TRUNC)/ {
      if (!match($0, /"[^"]*"/)) next
      path = substr($0, RSTART + 1, RLENGTH - 2)
      if (index(path, here) == 1) path = substr(path, length(here) + 1)
      if (!(path in seen)) { seen[path] = 1; printf "%s%s", (n++ ? ", " : ""), path }
    }' "$1"
}

# The grader's own files the students' code must leave alone, with their sizes and times: the
# catalog, the tests' expectations, the grading, the reference's programs.
watched_state() {
  find "$here/grids" "$here/tests" "$here/grading" "$reference/bin" -type f -printf '%p %s %T@\n' |
    sort
}
watched_state >"$out/results/watched.state"
# The names of the tests carrying a label, in the reference build.
tests_labelled() {
  ctest --test-dir "$reference" -N -L "^$1\$" | sed -n 's/^ *Test *#[0-9]*: //p' | sort
}
declare -A forms_of
labels=$(ctest --test-dir "$reference" --print-labels)
tests_labelled cli >"$out/results/reference-cli.tests"
for stage in $stages_known; do
  tests_labelled "$stage" >"$out/results/reference-$stage.tests"
  comm -12 "$out/results/reference-cli.tests" "$out/results/reference-$stage.tests" \
    >"$out/results/reference-$stage-cli.tests"
  forms_of[$stage]=$(sed -n "s/^ *${stage}_\([a-z0-9_]*\)\$/\1/p" <<<"$labels" | tr '\n' ' ')
  for form in ${forms_of[$stage]}; do tests_labelled "${stage}_$form" >"$out/results/reference-${stage}_$form.tests"; done
done

# A line of a ctest log that says a test ran out of time: its limit on the clock, on processor
# time, or the tests' watchdog, which ends a solve that spends no node for seconds (stage_verdicts
# reads the log the same way).
out_of_time='Test +#[0-9]+: .*([*][*][*]Timeout|Subprocess killed)|^\[ WATCHDOG \]'

# Runs the tests of one stage in $1, a form at a time, then those of no form, into the log $4;
# a group in which two tests ran out of time is stopped there (its other tests leave no result),
# so that a form that hangs costs its own tests and minutes, not the stage's hours. $3: the forms
# not handed in, whose tests are disabled anyway. $5: the file of the writes refused to them.
run_tests() {
  local build=$1 stage=$2 ungraded=$3 log=$4 trace=$5 form pid confined
  : >"$log"
  confine "$trace" student
  local groups=()
  for form in ${forms_of[$stage]}; do
    case " $ungraded " in *" $form "*) ;; *) groups+=("-L ^${stage}_$form\$") ;; esac
  done
  groups+=("-L ^$stage\$ -LE ^${stage}_")
  for group in "${groups[@]}"; do
    # shellcheck disable=SC2086  # a group is two or four words
    setsid timeout "$stage_limit" "${confined[@]}" env HOME="$build" TMPDIR="$build/tmp" \
      ctest --test-dir "$build" $group -j2 --output-on-failure --test-output-size-failed 8192 \
      >"$log.part" 2>&1 &
    pid=$!
    while kill -0 $pid 2>/dev/null; do
      sleep 1
      if [ "$(grep -c -E "$out_of_time" "$log.part")" -ge 2 ]; then
        kill -- -$pid 2>/dev/null
        echo "stopped after two tests ran out of time: $group" >>"$log.part"
      fi
    done
    wait $pid
    cat "$log.part" >>"$log"
  done
  rm -f "$log.part"
}

# The verdicts on one stage of one student (grading/scores), a line per test of the reference's
# list: STATUS<TAB>NAME<TAB>FORMS<TAB>DETAIL, STATUS passed, failed, timeout or missing (a form not
# handed in). $1 the build, $2 the stage, $3 the forms not handed in, $4 the ctest log, $5 the list
# of tests to account for.
stage_results() {
  local build=$1 stage=$2 ungraded=$3 log=$4 list=$5 form forms=()
  for form in ${forms_of[$stage]}; do
    forms+=("$form=$out/results/reference-${stage}_$form.tests")
  done
  local args=(--stage "$stage" --xml "$build/xml" --log "$log")
  [ ${#forms[@]} -eq 0 ] || args+=(--forms "$(IFS=,; echo "${forms[*]}")")
  # shellcheck disable=SC2086  # the forms, one word each
  [ -z "${ungraded// /}" ] || args+=(--ungraded "$(echo $ungraded | tr ' ' ,)")
  "$reference/bin/stage_verdicts" "${args[@]}" "$list"
}

# Scores one stage of one student (grading/scores) from the lines of stage_results and the
# judge's on standard input, or gives every feature 0 when $3 (the reason) is set; $4, if any,
# opens the notes. Writes the stage's lines of scores.csv to $5 and, if $6 is given, its JUnit
# file there; prints the Markdown row.
score() {
  local args=(--student "$1" --stage "$2" --features "$features" --csv "$5")
  [ -z "$3" ] || args+=(--reason "$3")
  [ -z "$4" ] || args+=(--remark "$4")
  [ -z "${6:-}" ] || args+=(--junit "$6")
  [ $count_missing = yes ] || args+=(--leave-out-missing)
  "$reference/bin/score_stage" "${args[@]}"
}

# The hand-ins of stage $1 compared with each other and with the reference (grading/similarity):
# the files of its kit in each, what the kit gives left out. Writes OUT/results/similar-STAGE.tsv,
# a line per pair that shares --similarity percent or more: PERCENT, the two names, the files.
compare_hand_ins() {
  local stage=$1 program=${program_of[$1]} kit folder files
  kit=$here/starter/$program/src
  files=$(cd "$kit" && find . -maxdepth 1 -type f -printf '%f\n' | sort | paste -sd,)
  local hand_ins=("reference=$here/$program/src")
  for folder in "$submissions"/*/"$stage"; do
    [ -d "$folder" ] && [ ! -x "$folder/$program" ] && [ -z "$(not_a_hand_in "$folder" "$stage")" ] ||
      continue
    hand_ins+=("$(basename "$(dirname "$folder")")=$folder")
  done
  "$reference/bin/similarity" --threshold "$similarity" --base "$kit" --files "$files" \
    "${hand_ins[@]}" >"$out/results/similar-$stage.tsv" 2>>"$out/logs/similarity.log" ||
    echo "grade_class.sh: the similarity of $stage's hand-ins: see logs/similarity.log" >&2
}

# The reports from the stages graded so far (grading/scores: scores.md, scores.csv,
# scores-wide.csv and a results.json per student), from OUT/results.
write_report() {
  local args=(--out "$out" --features "$features" --submissions "$submissions" --seed "$seed"
    --stages "$(paste -sd, <<<"$stages_known")" --similarity "$similarity"
    --held-out-visibility "$held_out_visibility")
  [ $count_missing = yes ] || args+=(--leave-out-missing)
  "$reference/bin/report_class" "${args[@]}" ||
    echo "grade_class.sh: the reports could not be written" >&2
}

# What a build log says went wrong: the compiler's first error, or that time ran out.
build_failure() {
  local status=$1 log=$2
  if [ "$status" -eq 124 ]; then
    echo "build stopped after $build_limit s"
  elif grep -q -m1 -E ':[0-9]+(:[0-9]+)?: (fatal )?error: ' "$log"; then
    echo "does not build: $(grep -m1 -E ':[0-9]+(:[0-9]+)?: (fatal )?error: ' "$log" | sed "s|$submissions/||" | cut -c1-160)"
  elif grep -q -m1 'undefined reference' "$log"; then
    echo "does not link: $(grep -m1 -o 'undefined reference.*' "$log" | cut -c1-160)"
  else
    echo "does not build: $(grep -m1 -E 'error|Error' "$log" | cut -c1-160) (logs/$(basename "$log"))"
  fi
}

# What the grader tells a student whose hand-in in folder $1 (of kit $2) was written against an
# older kit or holds more than the kit: the handout it was made from, when that is another version
# of the workbook than the grader's; each header it includes under a name the kit no longer gives
# (starter/renamed/ forwards it, so it still builds) with the name now; and each C++ file that is
# no file of the kit, which the build leaves out. Prints the notes joined by "; ".
kit_notes() {
  local folder=$1 kit=$here/starter/$2/src renamed=$here/starter/renamed old new file
  local -a notes=() extra=()
  local made
  made=$(head -qn1 "$folder"/*.cpp "$folder"/*.hpp 2>/dev/null | sed -n "s|^$handout_stamp||p" | sort -u | head -1)
  if [ -n "$made" ] && [ "$made" != "$version" ]; then
    notes+=("warning: made from the handout of the workbook $made, graded with $version")
  fi
  while IFS= read -r old; do
    if grep -qsF "#include \"$old\"" "$folder"/*.cpp "$folder"/*.hpp; then
      new=$(sed -n 's/^#include "\(.*\)".*/\1/p' "$renamed/$old")
      notes+=("includes $old, which the kit now calls $new")
    fi
  done < <(cd "$renamed" && find . -type f -name '*.hpp' | sed 's|^[.]/||' | sort)
  for file in "$folder"/*.cpp; do
    [ -e "$file" ] && [ ! -e "$kit/$(basename "$file")" ] && extra+=("$(basename "$file")")
  done
  [ ${#extra[@]} -eq 0 ] || notes+=("not files of the kit, not built: ${extra[*]}")
  local IFS=';'
  echo "${notes[*]}" | sed 's/;/; /g'
}

# The files of a build folder that the next student's build reuses, with their checksums: all but
# what each run of the tests writes anew (xml/, Testing/, the lists of tests, *[N]_tests.cmake).
build_state() {
  (cd "$1" && find . \( -path ./xml -o -path ./Testing \) -prune -o -type f \
    ! -name '*\[*\]_tests.cmake' -print0 | sort -z | xargs -0 -r sha256sum)
}

# The files of build folder $1 changed or gone since build_state wrote $1.state, one per line.
changed_files() {
  (cd "$1" && sha256sum -c --quiet "$1.state" 2>/dev/null) | sed -n 's|^[.]/\(.*\): FAILED.*|\1|p'
}

# Claims a build folder for a stage, OUT/build/STAGE-N, and prints its name: one per job, so
# that two stages graded at once never share one. release_folder gives it back.
claim_folder() {
  local k
  for ((k = 1; k <= jobs; ++k)); do
    mkdir "$out/build/$1-$k.busy" 2>/dev/null && { echo "$out/build/$1-$k"; return; }
  done
  echo "grade_class.sh: no free build folder for $1" >&2
  exit 2
}
release_folder() { rmdir "$1.busy"; }

# The suites beside stage $1's own that its tests (the list $2) come from: those that run every
# registered stage, when the stage has tests in them (a solver).
shared_suites() {
  grep -qE "^$1[.](conformance|cli)[.]" "$2" && echo conformance_tests cli_tests
  return 0
}

# What one stage's verdicts depend on, all but the policy: the files handed in ($1), the reference's
# tests and judge for stage $2, the seed, the limits and this script. A later run into the same OUT
# that finds the same key scores the verdicts it kept (another policy, another student's folder
# fixed) rather than build and run the stage again.
stage_key() {
  local binaries=("$reference/bin/judge" "$reference/bin/${2}_tests") suite
  for suite in $(shared_suites "$2" "$out/results/reference-$2.tests"); do
    binaries+=("$reference/bin/$suite")
  done
  { (cd "$1" && find . -type f -print0 | sort -z | xargs -0 -r sha256sum)
    sha256sum "${binaries[@]}" "$0" "$out/results/reference-$2.tests"
    echo "$seed $cpu_limit $wall_limit $stage_limit $version"
  } 2>&1 | sha256sum | cut -d' ' -f1
}

# Builds stage $2 of student $1 in the build folder $3 with the configure arguments after $5, runs
# the tests (those of the list $4) and asks the judge ($5: the student's program), and writes the
# verdicts to OUT/results/STUDENT-STAGE.txt and three lines to .run: why it scores 0 if it does (it
# did not build), the forms not handed in, the files of the build folder its tests changed.
build_and_run() {
  local student=$1 stage=$2 build=$3 list=$4 student_program=$5
  shift 5
  local log=$out/logs/$student-$stage results=$out/results/$student-$stage.txt
  local reason="" ungraded="" changed="" refused="" status targets suites judged form form_args
  local trace=$out/logs/$student-$stage-refused.log watched=$out/results/$student-$stage.watched confined
  watched_state >"$watched"
  # The folder as the last build left it, or built again: what a student's tests may have
  # changed in it (an object, a library) must not reach the next student's build.
  if [ -f "$build.state" ] && [ -n "$(changed_files "$build")" ]; then
    rm -rf "$build"
    echo "grade_class.sh: build/$(basename "$build") changed while $(cat "$build.last") was graded" \
      "in it (their tests write where they should not?); built again for $student" >&2
  fi
  rm -f "$build.state"
  echo "$student" >"$build.last"
  timeout "$build_limit" cmake -S "$here" -B "$build" "$@" >"$log-configure.log" 2>&1
  status=$?
  if [ $status -ne 0 ]; then
    reason=$([ $status -eq 124 ] && echo "configure stopped after $build_limit s" ||
      echo "the build could not be configured (logs/$student-$stage-configure.log)")
  else
    targets=("${stage}_tests")
    read -ra suites <<<"$(shared_suites "$stage" "$list")"
    targets+=("${suites[@]}")
    timeout "$build_limit" cmake --build "$build" --target "${targets[@]}" >"$log-build.log" 2>&1
    status=$?
    [ $status -eq 0 ] || reason=$(build_failure $status "$log-build.log")
  fi
  build_state "$build" >"$build.state"
  : >"$results"
  if [ -z "$reason" ]; then
    # What the last student's tests wrote, which this student's run must not read: results, and
    # the lists of tests, made again from this student's programs when the tests start.
    rm -rf "$build/xml" "$build/Testing" "$build/tmp"
    find "$build" -name '*\[*\]_tests.cmake' -delete
    mkdir -p "$build/tmp"
    # The students' code writes its build folder (the tests' results) and nothing else of ours.
    [ -z "$student_owner" ] || chown -R "$student_owner" "$build"
    : >"$trace"
    ungraded=$(sed -n "s/^-- $stage: graded from .*; forms not handed in: \(..*\)/\1/p" "$log-configure.log" | tr ';' ' ')
    run_tests "$build" "$stage" "$ungraded" "$log-tests.log" "$trace"
    stage_results "$build" "$stage" "$ungraded" "$log-tests.log" "$list" >"$results"
    # The held-out puzzles, asked of the student's program once per form handed in (as the
    # program runs by default when none is).
    judged=()
    for form in ${forms_of[$stage]}; do
      case " $ungraded " in *" $form "*) ;; *) judged+=("$form") ;; esac
    done
    [ ${#judged[@]} -gt 0 ] || judged=(-)
    confine "$trace"
    for form in "${judged[@]}"; do
      form_args=()
      [ "$form" = - ] || form_args=(--form "$form")
      [ ${#as_student[@]} -eq 0 ] || form_args+=(--run-as "$run_as")
      timeout "$stage_limit" "${confined[@]}" "$reference/bin/judge" --stage "$stage" "${form_args[@]}" \
        --program "$student_program" --reference "$reference/bin" --seed "$seed" 2>"$log-judge.log" |
        sed "s/^\([a-z]*\)\t\([^\t]*\)\t/\1\t\2\t$form\t/"
      # Status 2: the judge could not judge (its reference answers wrong), the grader's error.
      [ "${PIPESTATUS[0]}" -ne 2 ] ||
        { echo "grade_class.sh: grading $student's $stage:" && cat "$log-judge.log"; } >>"$grader_error"
    done >>"$results"
    # Tests that change the build (a library, a program) could reach the next student's build.
    changed=$(changed_files "$build" | head -3 | tr '\n' ' ')
    [ -z "$changed" ] || rm -rf "$build" "$build.state"
    refused=$(refused_writes "$trace")
  fi
  printf '%s\n' "$reason" "$ungraded" "${changed% }" "$refused" "$(watched_changes "$watched")" \
    >"$out/results/$student-$stage.run"
}

# The grader's files changed since watched_state wrote the file $1, joined by ", ".
watched_changes() {
  diff <(watched_state) "$1" | sed -n "s|^[<>] \(.*\) [0-9]* [0-9.]*\$|\1|p" |
    sed "s|^$here/||" | sort -u | paste -sd, | sed 's/,/, /g'
}

# Grades one stage of one student: $1 the student, $2 their folder, $3 the stage. Writes
# OUT/results/STUDENT-STAGE.row (the Markdown row) and .csv, and the JUnit file.
grade_stage() {
  local student=$1 student_dir=$2 stage=$3
  local folder program build args list remark student_program kit top deep file junit_file
  local reason ungraded changed refused spoilt notes key kept
  folder=$student_dir$stage
  program=${program_of[$stage]}
  build=$(claim_folder "$stage") || return 1
  # Optimised (the catalog's searches run many times faster than a Debug build's), assertions
  # kept, without debug information, which no one reads here and which slows every compile.
  # The other stages' and forms' variables are cleared, as the folder was last another's. The
  # tests are listed when they run, not when they are built: listing runs the student's code, which
  # must run confined, as their tests do.
  args=(-G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2"
        -DCMAKE_GTEST_DISCOVER_TESTS_DISCOVERY_MODE=PRE_TEST
        -DSUDOKU_WERROR=OFF -DSUDOKU_REGISTRY_STAGES="$stage" -DSUDOKU_TEST_XML_DIR="$build/xml"
        -DSUDOKU_TEST_CPU_LIMIT="$cpu_limit" -DSUDOKU_TEST_TIMEOUT="$wall_limit"
        -U 'STAGE*_SOURCE_DIR' -U 'STAGE*_EXECUTABLE')
  list=$out/results/reference-$stage.tests
  remark=""
  if [ -f "$folder/$program" ] && [ -x "$folder/$program" ]; then
    # A copy the students' user can run, wherever the submissions are, and cannot change.
    student_program=$out/programs/$student-$stage/$program
    mkdir -p "$(dirname "$student_program")" && cp "$folder/$program" "$student_program" &&
      chmod 755 "$student_program"
    args+=("-D${stage^^}_EXECUTABLE=$student_program")
    list=$out/results/reference-$stage-cli.tests  # a program: judged through its command line
    remark="a program handed in: graded on the command-line tests"
  else
    args+=("-D${stage^^}_SOURCE_DIR=$folder")
    student_program=$build/bin/$program
    # Files one folder too deep are not found; say so rather than grade an empty hand-in.
    kit=$here/starter/$program/src
    top=0 deep=""
    for file in "$kit"/*; do
      [ -e "$folder/$(basename "$file")" ] && top=1
      [ -n "$deep" ] || deep=$(find "$folder" -mindepth 2 -maxdepth 2 -name "$(basename "$file")" -print -quit)
    done
    if [ $top = 0 ] && [ -n "$deep" ]; then
      remark="warning: no file of the kit at the top of $stage/, but ${deep#"$student_dir"} one folder down: move the files up"
    fi
    notes=$(kit_notes "$folder" "$program")
    [ -z "$notes" ] || remark+="${remark:+; }$notes"
  fi
  key=$(stage_key "$folder" "$stage")
  kept=$out/results/$student-$stage
  if [ -f "$kept.run" ] && [ -f "$kept.txt" ] && [ "$(cat "$kept.key" 2>/dev/null)" = "$key" ]; then
    echo "$student: $stage as graded last time (the same files, reference and seed)" >&2
  else
    rm -f "$kept.key"
    build_and_run "$student" "$stage" "$build" "$list" "$student_program" "${args[@]}"
    [ ! -s "$grader_error" ] || return 1
    echo "$key" >"$kept.key"
  fi
  release_folder "$build"
  { read -r reason; read -r ungraded; read -r changed; read -r refused; read -r spoilt; } <"$kept.run"
  if [ -n "$refused" ]; then
    remark+="${remark:+; }warning: its code tried to write outside its build folder and was refused: $refused"
    echo "grade_class.sh: $student's $stage tried to write outside its build folder: $refused" >&2
  fi
  if [ -n "$spoilt" ]; then
    remark+="${remark:+; }warning: the grader's files changed while it was graded: $spoilt"
    echo "grade_class.sh: the grader's files changed while $student's $stage was graded: $spoilt" >&2
  fi
  junit_file=$out/junit/$student-$stage.xml
  if [ -z "$reason" ]; then
    if [ -n "$ungraded" ]; then
      remark+="${remark:+; }forms not handed in, $([ $count_missing = yes ] && echo "counted 0" ||
        echo "not graded"): ${ungraded// /, }"
    fi
    if [ -n "$changed" ]; then
      remark+="${remark:+; }warning: its tests changed the build folder ($changed); built again for the next student"
    fi
    score "$student" "$stage" "" "$remark" "$kept.csv" "$junit_file" <"$kept.txt" >"$kept.row"
  else
    score "$student" "$stage" "$reason" "$remark" "$kept.csv" "$junit_file" </dev/null >"$kept.row"
  fi
}

# Why the folder $1 of stage $2 is no hand-in: none of the kit's files in it or one folder down
# (which grade_stage warns about), nor the stage's program: a folder uploaded with other names, or
# made for a stage the student left out. Prints nothing for a hand-in.
not_a_hand_in() {
  local folder=$1 program=${program_of[$2]} file names=()
  [ ! -x "$folder/$program" ] || return 0
  for file in "$here/starter/$program/src"/*; do
    names+=("$(basename "$file")")
  done
  for file in "${names[@]}"; do
    [ ! -e "$folder/$file" ] || return 0
    [ -z "$(find "$folder" -mindepth 2 -maxdepth 2 -name "$file" -print -quit)" ] || return 0
  done
  echo "not handed in: none of the kit's files (${names[*]}) in its folder"
}

# Ends the run with status 2 when a stage could not be judged: no score is better than a wrong one.
stop_on_grader_error() {
  [ -s "$grader_error" ] || return 0
  cat "$grader_error" >&2
  kill $(jobs -p) 2>/dev/null
  wait
  exit 2
}

rm -f "$out/results/"*.row "$out/results/"*.csv "$out/results/"similar-*.tsv "$grader_error"
rm -rf "$out/build/"*.busy
# The stages the class was set: those anyone handed in. Another student's missing one scores 0.
stages_set=()
for stage in $stages_known; do
  compgen -G "$submissions/*/$stage/" >/dev/null && stages_set+=("$stage")
done
for student_dir in "$submissions"/*/; do
  student=$(basename "$student_dir")
  handed=()
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
  [ ${#handed[@]} -gt 0 ] || { echo "$student: no stage folder (stage1 ... stage5), skipped" >&2; continue; }
  echo "== $student: ${handed[*]}" >&2
  for stage in "${handed[@]}"; do
    # At most --jobs stages at a time; the report is written again as each one ends.
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
      wait -n
      stop_on_grader_error
      write_report
    done
    grade_stage "$student" "$student_dir" "$stage" &
  done
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
