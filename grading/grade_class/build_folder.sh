# The build folders, sourced by grading/grade_class.sh: one per stage and job, reused from student
# to student so that only a student's files are compiled again, checked between students, and the
# key under which a stage's verdicts are kept.

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

# Takes the build folder $1 for student $2: as the last build left it, or emptied when the last
# student's tests changed it (an object, a library), which must not reach this student's build.
take_build_folder() {
  local build=$1 student=$2
  if [ -f "$build.state" ] && [ -n "$(changed_files "$build")" ]; then
    rm -rf "$build"
    echo "grade_class.sh: build/$(basename "$build") changed while $(cat "$build.last") was graded" \
      "in it (their tests write where they should not?); built again for $student" >&2
  fi
  rm -f "$build.state"
  echo "$student" >"$build.last"
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
# tests, judge and readers of results for stage $2, the seed, the limits and the grader's shell. A
# later run into the same OUT that finds the same key scores the verdicts it kept (another policy,
# another student's folder fixed) rather than build and run the stage again.
stage_key() {
  local binaries=("$reference/bin/judge" "$reference/bin/${2}_tests" "$reference/bin/stage_verdicts"
    "$reference/bin/build_failure") suite
  for suite in $(shared_suites "$2" "$out/results/reference-$2.tests"); do
    binaries+=("$reference/bin/$suite")
  done
  { (cd "$1" && find . -type f -print0 | sort -z | xargs -0 -r sha256sum)
    sha256sum "${binaries[@]}" "$here"/grading/grade_class.sh "$here"/grading/grade_class/*.sh \
      "$out/results/reference-$2.tests"
    echo "$seed $cpu_limit $wall_limit $stage_limit $version"
  } 2>&1 | sha256sum | cut -d' ' -f1
}
