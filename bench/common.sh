# What the measurement scripts share; each one sources it:  source "$(dirname "$0")/common.sh"

# The project's root.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# The median of the numbers on standard input, one per line.
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# Stops the script unless the program $1 has been built.
need_program() {
  [ -x "$1" ] || { echo "build the release preset first: $1 not found" >&2; exit 2; }
}

# The words of a script that compares two builds, "BEFORE AFTER [ROUNDS [MORE...]]": sets before,
# after, rounds (7 by default) and the array more; with fewer words, prints lines 2 to $1 of the
# script (its usage) and stops.
ab_arguments() {
  local usage_end=$1
  shift
  [ $# -ge 2 ] || { sed -n "2,${usage_end}p" "$0" >&2; exit 2; }
  before=$1 after=$2 rounds=${3:-7}
  shift 2
  shift || true
  more=("$@")
  need_program "$before"
  need_program "$after"
}

# Runs the command $1 with the before build and with the after build, $rounds times, the order of
# the two turned about from one round to the next (what runs second may find the processor warmer),
# and prints the median of each build's numbers (what $1 prints) and the change; $2 says what they
# are.
ab_medians() {
  local measure=$1 what=$2 runs old new round
  runs=$(mktemp)
  for round in $(seq "$rounds"); do
    if [ $((round % 2)) -eq 1 ]; then
      echo "before $("$measure" "$before")" >>"$runs"
      echo "after $("$measure" "$after")" >>"$runs"
    else
      echo "after $("$measure" "$after")" >>"$runs"
      echo "before $("$measure" "$before")" >>"$runs"
    fi
  done
  old=$(awk '$1 == "before" { print $2 }' "$runs" | median)
  new=$(awk '$1 == "after" { print $2 }' "$runs" | median)
  rm -f "$runs"
  printf '| build | %s |\n|---|---:|\n' "$what"
  printf '| before | %s |\n| after | %s |\n' "$old" "$new"
  awk -v a="$old" -v b="$new" 'BEGIN { printf "change: %+.1f%%\n", (b / a - 1) * 100 }'
}

# Copies into the folder $3 the reference's files of stage $2 (stage1_naive, ...) that its starter
# kit has, from the workbook at $1: the workbook's own stage, handed in as a student's. A file
# there that is already the reference's is left as it is, so that a build does not compile it
# again, as it would not a file the student did not touch.
copy_reference_files() {
  local file reference
  for file in "$1/starter/$2/src"/*; do
    reference=$1/$2/src/$(basename "$file")
    cmp -s "$reference" "$3/$(basename "$file")" || cp "$reference" "$3/"
  done
}
