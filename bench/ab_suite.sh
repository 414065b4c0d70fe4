#!/usr/bin/env bash
# The README's test command, `cmake --workflow --preset dev`, run from a fresh clone of each of two
# commits in turn, ROUNDS times each, as a newcomer runs it: the time of each run, split into its
# build (configure and build) and its tests (ctest's "Total Test time"), and its test count; then
# the median of each commit's runs and the ratio of after to before. Alternating puts both under
# the same drift of the machine's speed. After each run, each stage's label alone in the same
# build, `ctest --preset dev -L stageN`, as a student checks a stage. Run it on an otherwise idle
# machine.
#
#   bench/ab_suite.sh BEFORE [AFTER [ROUNDS]]
#
#   BEFORE, AFTER  commits of this repository (AFTER: HEAD by default)
#   ROUNDS         runs of each (default 2)
set -euo pipefail
source "$(dirname "$0")/common.sh"
[ $# -ge 1 ] || { sed -n '2,13p' "$0" >&2; exit 2; }
before=$(git -C "$here" rev-parse --short "$1")
after=$(git -C "$here" rev-parse --short "${2:-HEAD}")
rounds=${3:-2}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# The suite runs some programs as another user (nobody), who must reach the clone's files.
chmod 755 "$scratch"

# The seconds ctest says its tests took, in the log $1.
test_seconds() { sed -n 's/^Total Test time (real) = *\([0-9.]*\) sec$/\1/p' "$1"; }

# One run of the README's command on a fresh clone of commit $1, added to the runs as "commit total
# build tests count", then its stages' labels, added to the labels as "commit stageN seconds".
run() {
  local clone=$scratch/$1 log=$scratch/$1.log start end tests count stage
  rm -rf "$clone"
  git clone -q "$here" "$clone"
  git -C "$clone" checkout -q "$1"
  start=$(date +%s.%N)
  (cd "$clone" && cmake --workflow --preset dev) >"$log" 2>&1 ||
    { tail -30 "$log" >&2; echo "the README's test command failed on $1" >&2; exit 1; }
  end=$(date +%s.%N)
  tests=$(test_seconds "$log")
  count=$(sed -n 's/.* tests failed out of \([0-9]*\)$/\1/p' "$log")
  awk -v c="$1" -v a="$start" -v b="$end" -v t="$tests" -v n="$count" \
    'BEGIN { printf "%s %.1f %.1f %.1f %s\n", c, b - a, b - a - t, t, n }' >>"$runs"
  for stage in 1 2 3 4 5; do
    (cd "$clone" && ctest --preset dev -L "^stage$stage\$") >"$log" 2>&1 ||
      { tail -30 "$log" >&2; echo "the stage$stage label failed on $1" >&2; exit 1; }
    echo "$1 stage$stage $(test_seconds "$log")" >>"$labels"
  done
}

runs=$scratch/runs labels=$scratch/labels
printf '| round | commit | total s | build s | tests s | tests |\n|---:|---|---:|---:|---:|---:|\n'
for round in $(seq "$rounds"); do
  for commit in "$before" "$after"; do
    run "$commit"
    tail -1 "$runs" |
      awk -v r="$round" '{ printf "| %s | %s | %s | %s | %s | %s |\n", r, $1, $2, $3, $4, $5 }'
  done
done

# The median of column $2 of commit $1's runs.
median_of() { awk -v c="$1" -v f="$2" '$1 == c { print $f }' "$runs" | median; }
printf '\n| median | total s | build s | tests s |\n|---|---:|---:|---:|\n'
for commit in "$before" "$after"; do
  printf '| %s | %s | %s | %s |\n' "$commit" "$(median_of "$commit" 2)" "$(median_of "$commit" 3)" \
    "$(median_of "$commit" 4)"
done
# After's median over before's, for column $1.
ratio() {
  awk -v a="$(median_of "$before" "$1")" -v b="$(median_of "$after" "$1")" \
    'BEGIN { printf "%.2f", b / a }'
}
echo "$after against $before: total $(ratio 2), build $(ratio 3), tests $(ratio 4)"
# The median time of label $2 in commit $1's runs.
label_median() { awk -v c="$1" -v s="$2" '$1 == c && $2 == s { print $3 }' "$labels" | median; }
printf '\n| label | %s s | %s s |\n|---|---:|---:|\n' "$before" "$after"
for stage in 1 2 3 4 5; do
  printf '| stage%s | %s | %s |\n' "$stage" "$(label_median "$before" "stage$stage")" \
    "$(label_median "$after" "stage$stage")"
done
