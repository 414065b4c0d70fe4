# The reference, sourced by grading/grade_class.sh: the stages a student can hand in, the
# workbook built once, and the tests it lists for each stage and form.

# The stages a student can hand in, those with a starter kit: sets program_of (stage1 ->
# stage1_naive) and stages_known, a stage a line.
find_stages() {
  local kit name
  declare -gA program_of
  for kit in "$here"/starter/*/src/; do
    name=$(basename "$(dirname "$kit")")
    program_of[${name%%_*}]=$name
  done
  stages_known=$(printf '%s\n' "${!program_of[@]}" | sort)
}

# Builds the reference into OUT/reference unless --reference named one, and checks that it has
# the grader's programs.
build_reference() {
  local program
  if [ -z "$reference" ]; then
    reference=$out/reference
    echo "== the reference build, in $reference" >&2
    { timeout "$build_limit" cmake -S "$here" -B "$reference" -G Ninja -DCMAKE_BUILD_TYPE=Debug &&
      timeout "$build_limit" cmake --build "$reference"; } >"$out/logs/reference.log" 2>&1 ||
      { echo "grade_class.sh: the reference does not build (logs/reference.log)" >&2; exit 2; }
  fi
  for program in judge similarity score_stage report_class stage_verdicts check_hand_in \
    build_failure; do
    [ -x "$reference/bin/$program" ] ||
      { echo "grade_class.sh: $reference has no bin/$program: build it again" >&2; exit 2; }
  done
}

# The names of the tests carrying the label $1, in the reference build.
tests_labelled() {
  ctest --test-dir "$reference" -N -L "^$1\$" | sed -n 's/^ *Test *#[0-9]*: //p' | sort
}

# The reference's tests of each stage (OUT/results/reference-STAGE.tests), of its command line
# (reference-STAGE-cli.tests) and of each of its forms (reference-STAGE_FORM.tests); sets
# forms_of (stage1 -> "recursive iterative").
list_reference_tests() {
  local labels stage form results=$out/results
  declare -gA forms_of
  labels=$(ctest --test-dir "$reference" --print-labels)
  tests_labelled cli >"$results/reference-cli.tests"
  for stage in $stages_known; do
    tests_labelled "$stage" >"$results/reference-$stage.tests"
    comm -12 "$results/reference-cli.tests" "$results/reference-$stage.tests" \
      >"$results/reference-$stage-cli.tests"
    forms_of[$stage]=$(sed -n "s/^ *${stage}_\([a-z0-9_]*\)\$/\1/p" <<<"$labels" | tr '\n' ' ')
    for form in ${forms_of[$stage]}; do
      tests_labelled "${stage}_$form" >"$results/reference-${stage}_$form.tests"
    done
  done
}
