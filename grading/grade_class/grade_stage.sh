# A stage of a student graded and scored, and the class's reports, sourced by
# grading/grade_class.sh; what the hand-ins are and what their rows say comes from grading/scores.

# Why the folder $1 of stage $2 is no hand-in (grading/scores' check_hand_in): none of the kit's
# files in it or one folder down, nor the stage's program. Prints nothing for a hand-in.
not_a_hand_in() {
  "$reference/bin/check_hand_in" --kit "$here/starter/${program_of[$2]}/src" \
    --program "${program_of[$2]}" "$1"
}

# The notes on the hand-in in folder $1 of stage $2 that its row starts with: a program handed
# in, files one folder too deep, an older handout, renamed headers, files that are not built.
hand_in_notes() {
  "$reference/bin/check_hand_in" --notes --kit "$here/starter/${program_of[$2]}/src" \
    --program "${program_of[$2]}" --renamed "$here/starter/renamed" --stamp "$handout_stamp" \
    --graded-with "$version" "$1"
}

# Sets args, list and student_program for stage $3 of student $1 handed in folder $2, built in
# $build: cmake's arguments, the reference's tests it is graded on and the program the judge asks.
stage_configure() {
  local student=$1 folder=$2 stage=$3 program=${program_of[$3]}
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
  if [ -f "$folder/$program" ] && [ -x "$folder/$program" ]; then
    # A copy the students' user can run, wherever the submissions are, and cannot change.
    student_program=$out/programs/$student-$stage/$program
    mkdir -p "$(dirname "$student_program")" && cp "$folder/$program" "$student_program" &&
      chmod 755 "$student_program"
    args+=("-D${stage^^}_EXECUTABLE=$student_program")
    list=$out/results/reference-$stage-cli.tests  # a program: judged through its command line
  else
    args+=("-D${stage^^}_SOURCE_DIR=$folder")
    student_program=$build/bin/$program
    list=$out/results/reference-$stage.tests
  fi
}

# Scores one stage of one student (grading/scores' score_stage) from the verdicts on standard
# input, or gives every feature 0 when $3 (the reason) is set; $4, if any, opens the notes. Writes
# the stage's lines of scores.csv to $5; the options after it go to score_stage (--junit, --run).
# Prints the Markdown row.
score() {
  local args=(--student "$1" --stage "$2" --features "$features" --csv "$5")
  [ -z "$3" ] || args+=(--reason "$3")
  [ -z "$4" ] || args+=(--remark "$4")
  [ $count_missing = yes ] || args+=(--leave-out-missing)
  "$reference/bin/score_stage" "${args[@]}" "${@:6}"
}

# Scores stage $2 of student $1 from what its run left in OUT/results (the notes of the hand-in
# $3 first), and says on the terminal what its code tried that it should not have.
score_kept() {
  local student=$1 stage=$2 remark=$3 kept=$out/results/$1-$2 refused spoilt
  refused=$(sed -n 4p "$kept.run") spoilt=$(sed -n 5p "$kept.run")
  [ -z "$refused" ] ||
    echo "grade_class.sh: $student's $stage tried to write outside its build folder: $refused" >&2
  [ -z "$spoilt" ] ||
    echo "grade_class.sh: the grader's files changed while $student's $stage was graded: $spoilt" >&2
  score "$student" "$stage" "" "$remark" "$kept.csv" --junit "$out/junit/$student-$stage.xml" \
    --run "$kept.run" <"$kept.txt" >"$kept.row"
}

# Grades one stage of one student: $1 the student, $2 their folder, $3 the stage. Builds and runs
# it unless its verdicts are kept under the same key; writes OUT/results/STUDENT-STAGE.row (the
# Markdown row) and .csv, and the JUnit file.
grade_stage() {
  local student=$1 folder=$2$3 stage=$3 build args list student_program remark key
  local kept=$out/results/$1-$3
  build=$(claim_folder "$stage") || return 1
  stage_configure "$student" "$folder" "$stage"
  remark=$(hand_in_notes "$folder" "$stage")
  key=$(stage_key "$folder" "$stage")
  if [ -f "$kept.run" ] && [ -f "$kept.txt" ] && [ "$(cat "$kept.key" 2>/dev/null)" = "$key" ]; then
    echo "$student: $stage as graded last time (the same files, reference and seed)" >&2
  else
    rm -f "$kept.key"
    build_and_run "$student" "$stage" "$build" "$list" "$student_program" "${args[@]}"
    [ ! -s "$grader_error" ] || return 1
    echo "$key" >"$kept.key"
  fi
  release_folder "$build"
  score_kept "$student" "$stage" "$remark"
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
