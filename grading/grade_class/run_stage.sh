# A student's stage built and run, sourced by grading/grade_class.sh: its build, its tests a form
# at a time, the judge's held-out questions, and what they left in OUT/results.

# A line of a ctest log that says a test ran out of time: its limit on the clock, on processor
# time, or the tests' watchdog, which ends a solve that spends no node for seconds (stage_verdicts
# reads the log the same way).
out_of_time='Test +#[0-9]+: .*([*][*][*]Timeout|Subprocess killed)|^\[ WATCHDOG \]'

# Runs one group of tests ($2: ctest's words that pick it) in the build $1 into the log $3, and
# stops it there when two of its tests run out of time.
run_group() {
  local build=$1 group=$2 log=$3 pid
  # shellcheck disable=SC2086  # a group is two or four words
  setsid timeout "$stage_limit" "${confined[@]}" env HOME="$build" TMPDIR="$build/tmp" \
    ctest --test-dir "$build" $group -j2 --output-on-failure --test-output-size-failed 8192 \
    >"$log" 2>&1 &
  pid=$!
  while kill -0 $pid 2>/dev/null; do
    sleep 1
    if [ "$(grep -c -E "$out_of_time" "$log")" -ge 2 ]; then
      # A SIGTERM does not stop the group: ctest ends the test it runs and starts the next.
      kill -KILL -- -$pid 2>/dev/null
      echo "stopped after two tests ran out of time: $group" >>"$log"
      break
    fi
  done
  wait $pid
}

# The groups of tests of stage $1, one per line, as ctest's words that pick them, leaving out
# the forms $2 (not handed in): the tests of each form alone, then those of each pair of forms,
# then those of no form. A test of two forms runs once, after both forms' own tests, so that a
# form that hangs stops its own group and the pairs it is in, and not the other form's tests.
test_groups() {
  local stage=$1 ungraded=$2 forms=() form other others
  for form in ${forms_of[$stage]}; do
    case " $ungraded " in *" $form "*) ;; *) forms+=("$form") ;; esac
  done
  for form in "${forms[@]}"; do
    others=""
    for other in ${forms_of[$stage]}; do
      [ "$other" = "$form" ] || others+="${others:+|}$other"
    done
    echo "-L ^${stage}_$form\$${others:+ -LE ^${stage}_($others)\$}"
  done
  for form in "${forms[@]}"; do
    for other in "${forms[@]}"; do
      [[ $form < $other ]] && echo "-L ^${stage}_$form\$ -L ^${stage}_$other\$"
    done
  done
  echo "-L ^$stage\$ -LE ^${stage}_"
}

# Runs the tests of one stage in $1, a group at a time (test_groups), into the log $4; a group in
# which two tests ran out of time is stopped there (its other tests leave no result), so that a
# form that hangs costs its own tests and minutes, not the stage's hours. $3: the forms not handed
# in, whose tests are disabled anyway. $5: the file of the writes refused to them.
run_tests() {
  local build=$1 stage=$2 ungraded=$3 log=$4 trace=$5 group confined groups=()
  : >"$log"
  confine "$trace" student
  mapfile -t groups < <(test_groups "$stage" "$ungraded")
  for group in "${groups[@]}"; do
    run_group "$build" "$group" "$log.part"
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

# The held-out puzzles asked of student $1's program $3 for stage $2, once per form handed in (as
# the program runs by default when none is; $4 the forms not handed in): the judge's lines, the
# form inserted. $5: the file of the refused writes; $6: the judge's log.
judge_forms() {
  local student=$1 stage=$2 student_program=$3 ungraded=$4 trace=$5 log=$6
  local form form_args judged=() confined
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
      --program "$student_program" --reference "$reference/bin" --seed "$seed" 2>"$log" |
      sed "s/^\([a-z]*\)\t\([^\t]*\)\t/\1\t\2\t$form\t/"
    # Status 2: the judge could not judge (its reference answers wrong), the grader's error.
    [ "${PIPESTATUS[0]}" -ne 2 ] ||
      { echo "grade_class.sh: grading $student's $stage:" && cat "$log"; } >>"$grader_error"
  done
}

# Configures the build folder $1 for stage $2 with the arguments after $4 and builds the stage's
# tests and the suites of its list $3, logs to $4-configure.log and $4-build.log. Prints why it
# failed (grading/scores' build_failure), or nothing.
configure_and_build() {
  local build=$1 stage=$2 list=$3 log=$4 status suites targets=("${2}_tests")
  shift 4
  local explain=("$reference/bin/build_failure" --limit "$build_limit" --submissions "$submissions")
  timeout "$build_limit" cmake -S "$here" -B "$build" "$@" >"$log-configure.log" 2>&1
  status=$?
  if [ $status -ne 0 ]; then
    "${explain[@]}" --configuring --status $status "$log-configure.log" || echo "does not configure"
    return
  fi
  read -ra suites <<<"$(shared_suites "$stage" "$list")"
  targets+=("${suites[@]}")
  timeout "$build_limit" cmake --build "$build" --target "${targets[@]}" >"$log-build.log" 2>&1
  status=$?
  [ $status -eq 0 ] || "${explain[@]}" --status $status "$log-build.log" || echo "does not build"
}

# Runs the tests and the judge on stage $2 of student $1, built in $3 ($4 the list of tests, $5
# the student's program): the verdicts to OUT/results/STUDENT-STAGE.txt. Sets ungraded, changed
# and refused, the caller's (bash's locals are seen by the functions a function calls).
run_built_stage() {
  local student=$1 stage=$2 build=$3 list=$4 student_program=$5
  local log=$out/logs/$student-$stage results=$out/results/$student-$stage.txt
  local trace=$out/logs/$student-$stage-refused.log
  # What the last student's tests wrote, which this student's run must not read: results, and
  # the lists of tests, made again from this student's programs when the tests start.
  rm -rf "$build/xml" "$build/Testing" "$build/tmp"
  find "$build" -name '*\[*\]_tests.cmake' -delete
  mkdir -p "$build/tmp"
  # The students' code writes its build folder (the tests' results) and nothing else of ours.
  [ -z "$student_owner" ] || chown -R "$student_owner" "$build"
  : >"$trace"
  ungraded=$(sed -n "s/^-- $stage: graded from .*; forms not handed in: \(..*\)/\1/p" \
    "$log-configure.log" | tr ';' ' ')
  run_tests "$build" "$stage" "$ungraded" "$log-tests.log" "$trace"
  stage_results "$build" "$stage" "$ungraded" "$log-tests.log" "$list" >"$results"
  judge_forms "$student" "$stage" "$student_program" "$ungraded" "$trace" "$log-judge.log" \
    >>"$results"
  # Tests that change the build (a library, a program) could reach the next student's build.
  changed=$(changed_files "$build" | head -3 | tr '\n' ' ')
  [ -z "$changed" ] || rm -rf "$build" "$build.state"
  refused=$(refused_writes "$trace")
}

# Builds stage $2 of student $1 in the build folder $3 with the configure arguments after $5, runs
# the tests (those of the list $4) and asks the judge ($5: the student's program), and writes the
# verdicts to OUT/results/STUDENT-STAGE.txt and what the run left to .run (grading/scores'
# RunRecord): why it scores 0 if it does (it did not build), the forms not handed in, the files
# of the build folder its tests changed, the writes refused, the grader's files changed.
build_and_run() {
  local student=$1 stage=$2 build=$3 list=$4 student_program=$5
  shift 5
  local watched=$out/results/$student-$stage.watched reason ungraded="" changed="" refused=""
  watched_state >"$watched"
  take_build_folder "$build" "$student"
  reason=$(configure_and_build "$build" "$stage" "$list" "$out/logs/$student-$stage" "$@")
  build_state "$build" >"$build.state"
  : >"$out/results/$student-$stage.txt"
  [ -n "$reason" ] || run_built_stage "$student" "$stage" "$build" "$list" "$student_program"
  printf '%s\n' "$reason" "$ungraded" "${changed% }" "$refused" "$(watched_changes "$watched")" \
    >"$out/results/$student-$stage.run"
}
