#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image: the packages the
# grader uses, then the reference build of the workbook (source/reference), which lists the tests
# and holds the judge. With SUDOKU_REFERENCE set (a test's), that build is used instead.
set -euo pipefail
root=${AUTOGRADER_ROOT:-/autograder}
source=$root/source
missing=()
for package in cmake ninja-build g++ libgtest-dev libgmock-dev git strace; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi
if [ -n "${SUDOKU_REFERENCE:-}" ]; then
  ln -sfn "$SUDOKU_REFERENCE" "$source/reference"
else
  cmake -S "$source/workbook" -B "$source/reference" -G Ninja -DCMAKE_BUILD_TYPE=Debug
  cmake --build "$source/reference"
fi

# Each stage graded once on the workbook's own files, as a class of one, into the folder that
# run_autograder grades in: the image keeps its build folders, so that a submission compiles only
# its own files, not the stage's frame, the grid module and the tests. Those files must score 100%.
# shellcheck source=/dev/null
source "$source/autograder.conf"
workbook=$source/workbook class=$(mktemp -d)
for number in ${stages//,/ }; do
  kit=$(echo "$workbook"/starter/stage"$number"_*/src)
  program=$(basename "$(dirname "$kit")")
  mkdir -p "$class/workbook/stage$number"
  for file in "$kit"/*; do cp "$workbook/$program/src/$(basename "$file")" "$class/workbook/stage$number/"; done
done
chmod -R a+rX "$class"
mkdir -p "$source/grading" && chmod 755 "$source/grading"
"$workbook/grading/grade_class.sh" --seed "$seed" --reference "$source/reference" "$class" \
  "$source/grading"
rm -rf "$class"
grep -q '^| workbook | .*\*\*100%\*\*' "$source/grading/scores.md" ||
  { echo "setup.sh: the workbook's own files do not score 100%" >&2; exit 1; }
