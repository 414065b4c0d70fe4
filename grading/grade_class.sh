#!/usr/bin/env bash
# Grades a class: one folder per student in SUBMISSIONS, one subfolder per stage handed in
# (SUBMISSIONS/alice/stage1/ with the files of starter/stage1_naive/src/, or with the stage's
# program itself, any language, named as the stage's program: stage1_naive). Each student gets a
# build of their own (kept in OUT/build/, so that the next run rebuilds only what changed), every
# stage handed in is built from their files and run through its tests, and the results are
# weighed by grading/features.txt.
#
#   grading/grade_class.sh SUBMISSIONS [OUT]     (OUT: grading-results)
#
# Writes OUT/scores.md (a table per stage: student x feature, and the total), OUT/scores.csv (a
# line per student, stage and feature), OUT/junit/STUDENT-STAGE.xml, and the logs in OUT/logs/.
# A submission that does not build, crashes or hangs scores 0 for what it breaks, with the reason
# in the notes, and the others are graded all the same. docs/grading.md explains it.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
[ $# -ge 1 ] && [ -d "$1" ] || { sed -n '2,14p' "$0" >&2; exit 2; }
submissions=$(cd "$1" && pwd)
out=${2:-grading-results}
mkdir -p "$out/build" "$out/junit" "$out/logs"
out=$(cd "$out" && pwd)
features=${FEATURES:-$here/grading/features.txt}
limit=${BUILD_TIMEOUT:-1200}   # seconds for one student's configure or build
test_limit=${TEST_TIMEOUT:-1800}  # seconds for one stage's tests (each test also stops at 120 s)

# The stages a student can hand in: label and program, from the stage folders.
declare -A program_of
for folder in "$here"/stage[1-4]_*/; do
  name=$(basename "$folder")
  program_of[${name%%_*}]=$name
done

# The feature rows of a stage: "feature;weight;expression", in the file's order.
rows_of() {
  awk -F';' -v stage="$1" '
    /^[[:space:]]*(#|$)/ { next }
    { for (i = 1; i <= NF; ++i) gsub(/^[[:space:]]+|[[:space:]]+$/, "", $i) }
    $1 == stage || $1 == "*" { print $2 ";" $3 ";" $4 }' "$features"
}

# Every test of a JUnit file as "status name", one per line.
results_of() {
  sed -n 's/.*<testcase name="\([^"]*\)".* status="\([a-z]*\)".*/\2 \1/p' "$1"
}

# Scores one stage of one student from "status name" lines on standard input, or gives every
# feature 0 when $3 (the reason) is set; $4, if any, goes to the notes as it is. Appends to
# scores.csv and prints the Markdown row.
score() {
  local student=$1 stage=$2 reason=$3 remark=${4:-}
  awk -v student="$student" -v stage="$stage" -v reason="$reason" -v remark="$remark" \
    -v csv="$out/scores.csv" '
    FNR == NR { split($0, f, ";"); n++; name[n] = f[1]; weight[n] = f[2]; expr[n] = f[3]; next }
    reason == "" {
      status = $1; test = substr($0, length($1) + 2)
      if (status == "disabled") next
      for (i = 1; i <= n; ++i) if (test ~ expr[i]) break
      if (i > n) { unweighted++; next }
      ran[i]++; if (status == "run") passed[i]++
    }
    END {
      row = "| " student " |"; earned = 0; possible = 0
      for (i = 1; i <= n; ++i) {
        if (reason != "") { ran[i] = 1; passed[i] = 0 }
        if (ran[i] == 0) { row = row " – |"; continue }
        got = weight[i] * passed[i] / ran[i]; earned += got; possible += weight[i]
        row = row sprintf(" %.1f |", got)
        quoted = reason; gsub(/"/, "\"\"", quoted)
        line = sprintf("%s,%s,%s,%s,%d,%d,%.2f,\"%s\"", student, stage, name[i], weight[i],
                       passed[i], ran[i], got, quoted)
        print line >> csv
      }
      note = reason
      if (remark != "") note = note (note == "" ? "" : "; ") remark
      if (unweighted > 0) note = note (note == "" ? "" : "; ") unweighted " tests no feature matches"
      total = possible > 0 ? 100 * earned / possible : 0
      printf "%s **%.0f%%** | %s |\n", row, total, note
    }' <(rows_of "$stage") -
}

echo "student,stage,feature,weight,passed,ran,score,reason" > "$out/scores.csv"
declare -A rows
for student_dir in "$submissions"/*/; do
  student=$(basename "$student_dir")
  build=$out/build/$student
  args=(-G Ninja -DCMAKE_BUILD_TYPE=Debug -DSUDOKU_WERROR=OFF)
  stages=()
  for stage in "${!program_of[@]}"; do
    folder=$student_dir$stage
    [ -d "$folder" ] || continue
    stages+=("$stage")
    if [ -f "$folder/${program_of[$stage]}" ] && [ -x "$folder/${program_of[$stage]}" ]; then
      args+=("-D${stage^^}_EXECUTABLE=$folder/${program_of[$stage]}")
    else
      args+=("-D${stage^^}_SOURCE_DIR=$folder")
    fi
  done
  [ ${#stages[@]} -gt 0 ] || { echo "$student: no stage folder (stage1 ... stage4), skipped" >&2; continue; }
  echo "== $student: ${stages[*]}" >&2
  configured=yes
  # A configure of its own: the options are the student's, the cache is not shared.
  timeout "$limit" cmake -S "$here" -B "$build" "${args[@]}" >"$out/logs/$student-configure.log" 2>&1 ||
    configured=no
  for stage in $(printf '%s\n' "${stages[@]}" | sort); do
    junit=$out/junit/$student-$stage.xml
    rm -f "$junit"
    reason=""
    if [ $configured = no ]; then
      reason="the build could not be configured (logs/$student-configure.log)"
    elif ! timeout "$limit" cmake --build "$build" --target "${stage}_tests" conformance_tests cli_tests \
        >"$out/logs/$student-$stage-build.log" 2>&1; then
      reason="does not build: $(grep -m1 -E 'error' "$out/logs/$student-$stage-build.log" | cut -c1-120)"
    else
      timeout "$test_limit" ctest --test-dir "$build" -L "^$stage\$" -j2 --timeout 120 \
        --output-junit "$junit" >"$out/logs/$student-$stage-tests.log" 2>&1
      [ -f "$junit" ] || reason="its tests did not finish within $test_limit s"
    fi
    # The forms the student did not hand in, as the configure named them: not graded, and said so.
    forms=$(sed -n "s/^-- $stage: graded from .*; forms not handed in: \(..*\)/\1/p" \
      "$out/logs/$student-configure.log" | sed 's/;/, /g')
    remark=${forms:+"forms not handed in, not graded: $forms"}
    if [ -n "$reason" ]; then
      rows[$stage]+=$(score "$student" "$stage" "$reason" "$remark" </dev/null)$'\n'
    else
      rows[$stage]+=$(results_of "$junit" | score "$student" "$stage" "" "$remark")$'\n'
    fi
  done
done

{
  echo "# Scores"
  echo
  echo "Graded by grading/grade_class.sh on $(date -u +%Y-%m-%d) from $submissions, with $features."
  echo "A cell is the points earned of the feature's weight; – : no test of it ran (a form not"
  echo "handed in). The total is the points over the weights of the features that ran."
  for stage in $(printf '%s\n' "${!rows[@]}" | sort); do
    echo
    echo "## $stage"
    echo
    header="| student |"
    rule="|---|"
    while IFS=';' read -r feature weight _; do
      header+=" $feature ($weight) |"
      rule+="---:|"
    done < <(rows_of "$stage")
    echo "$header total | notes |"
    echo "$rule---:|---|"
    printf '%s' "${rows[$stage]}"
  done
} >"$out/scores.md"
cat "$out/scores.md"
