#!/usr/bin/env bash
# Common student mistakes tried on the stages' own labels: each mutant of bench/mutants.txt made
# in a copy of the reference's files, which is then built as a student's hand-in
# (-DSTAGEn_SOURCE_DIR, the chapter's route) and run on its stage's label. Prints a table: for each
# mutant, the tests of the label that failed and how many of them are the stage's unit tests, the
# most lines one failing test printed (ctest --output-on-failure), and the first failing unit test;
# a mutant no test catches makes the status 1 once the table is printed.
#
#   bench/mutants.sh [STAGE...]
#
#   STAGE  1 to 5 (default: every stage of bench/mutants.txt)
source "$(dirname "$0")/common.sh"
stages=("$@")
[ ${#stages[@]} -gt 0 ] || stages=(1 2 3 4 5)
for stage in "${stages[@]}"; do
  [[ $stage =~ ^[1-5]$ ]] || { sed -n '2,11p' "$0" >&2; exit 2; }
done
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# The suite runs some programs as another user (nobody), who must reach the build's files.
chmod 755 "$scratch"

# The reference's folder of stage $1 (stage1_naive, ...).
program_of() { basename "$(dirname "$here"/starter/stage"$1"_*/src)"; }

# Configures the build of stage $1 from the hand-in folder $scratch/stage$1.
configure() {
  local stage=$1 registry=()
  [ "$stage" = 5 ] || registry=(-DSUDOKU_REGISTRY_STAGES=stage"$stage")
  cmake -S "$here" -B "$scratch/build$stage" -G Ninja -DSUDOKU_WERROR=OFF \
    -DSTAGE"$stage"_SOURCE_DIR="$scratch/stage$stage" "${registry[@]}" >/dev/null
}

# Puts the reference's files of stage $1 (those its kit has) in the hand-in folder.
reference_files() {
  local stage=$1 program
  program=$(program_of "$stage")
  rm -rf "$scratch/stage$stage"
  mkdir -p "$scratch/stage$stage"
  copy_reference_files "$here" "$program" "$scratch/stage$stage"
}

# Applies each edit of mutant $2 of stage $1 to the hand-in folder; stops if one changes nothing.
mutate() {
  local stage=$1 name=$2 s n file script
  while read -r s n file script; do
    [ "$s" = "$stage" ] && [ "$n" = "$name" ] || continue
    cp "$scratch/stage$stage/$file" "$scratch/before"
    sed -i -e "$script" "$scratch/stage$stage/$file"
    if cmp -s "$scratch/before" "$scratch/stage$stage/$file"; then
      echo "mutant $name: the edit of $file no longer applies" >&2
      exit 2
    fi
  done < <(grep -Ev '^(#|$)' "$here/bench/mutants.txt")
}

# Builds stage $1 and runs its label; prints "FAILED UNIT TOTAL LINES FIRST": the tests failed,
# those of them that are the stage's unit tests (not the catalog's or the command line's), the
# tests run, the most lines that one failing test printed, and the first failing unit test (the
# first failing test when no unit test fails).
run_label() {
  local stage=$1 build=$scratch/build$1 targets=(stage"$1"_tests)
  [ "$stage" = 5 ] || targets+=(conformance_tests cli_tests)
  if ! cmake --build "$build" --target "${targets[@]}" >"$scratch/build.log" 2>&1; then
    echo "0 0 0 $(grep -c . "$scratch/build.log") (the build failed)"
    return
  fi
  timeout 1200 ctest --test-dir "$build" -L "^stage$stage\$" -j2 --timeout 300 \
    --output-on-failure >"$scratch/label.log" 2>&1
  awk '
    /^ *[0-9]+\/[0-9]+ Test +#[0-9]+: / {
      name = $4; failed = / Passed / ? 0 : 1; lines = 0
      if (failed) {
        count++
        if (first == "") first = name
        if (name !~ /\.(conformance|cli)\./) { unit++; if (first_unit == "") first_unit = name }
      }
      next
    }
    /tests failed out of/ { total = $NF; failed = 0 }
    /^ +Start +[0-9]+: / { next }
    failed { if (++lines > most) most = lines }
    END { printf "%d %d %d %d %s\n", count, unit, total, most, first_unit != "" ? first_unit : first }
  ' "$scratch/label.log"
}

echo "| stage | mutant | tests failed | unit tests among them | most lines of one failure | first failing unit test |"
echo "|---|---|---:|---:|---:|---|"
missed=0
for stage in "${stages[@]}"; do
  names=$(awk -v s="$stage" '$1 == s { print $2 }' "$here/bench/mutants.txt" | uniq)
  [ -n "$names" ] || continue
  reference_files "$stage"
  configure "$stage"
  for name in $names; do
    reference_files "$stage"
    mutate "$stage" "$name"
    read -r failed unit total most first <<<"$(run_label "$stage")"
    echo "| $stage | $name | $failed of $total | $unit | $most | ${first:-none} |"
    [ "$failed" -gt 0 ] || missed=1
  done
done
exit $missed
