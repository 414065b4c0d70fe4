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
