#!/usr/bin/env bash
# A student's route through a stage's starter kit, timed from a fresh clone, as the chapter's
# "Write it yourself" gives it: the kit copied to my_stageN, the first part of the order of work
# written (the workbook's own file put in its place), the configure, the build of the unit tests
# and the run of that part's tests (the first green test); then every file written, and the build
# and run of the whole label.
#
#   bench/student_route.sh STAGE [CLONE]
#
#   STAGE  1 to 5
#   CLONE  the folder of the fresh clone, made from this repository's last commit (default: a
#          temporary folder, removed at the end)
source "$(dirname "$0")/common.sh"
[ $# -ge 1 ] && [[ $1 =~ ^[1-5]$ ]] || { sed -n '2,13p' "$0" >&2; exit 2; }
stage=stage$1
clone=${2:-$(mktemp -d)/workbook}
[ $# -ge 2 ] || trap 'rm -rf "$(dirname "$clone")"' EXIT
program=$(basename "$(dirname "$here"/starter/"$stage"_*/src)")
# The first part of each stage's order of work: its files, and the filter of its unit tests.
case $stage in
  stage1) first=(rules.hpp) filter='Rules.*' ;;
  stage2) first=(board.cpp) filter='Board.*' ;;
  stage3) first=(tables.cpp) filter='Tables.*' ;;
  stage4) first=(board.cpp) filter='Board.*' ;;
  stage5) first=(fill.cpp) filter='Generator.CompleteGrids*' ;;
esac
# A solver stage builds alone into the suites that run every stage, and has tests in them.
registry=() suites=()
if [ "$stage" != stage5 ]; then
  registry=(-DSUDOKU_REGISTRY_STAGES="$stage") suites=(conformance_tests cli_tests)
fi

git clone -q "$here" "$clone"
cd "$clone" || exit 2
cp -r "starter/$program/src" "my_$stage"
for file in "${first[@]}"; do cp "$program/src/$file" "my_$stage/"; done
SECONDS=0
cmake -S . -B build/mine -G Ninja -DSUDOKU_WERROR=OFF -DCMAKE_BUILD_TYPE=Debug \
  -D"${stage^^}_SOURCE_DIR=my_$stage" "${registry[@]}" >/dev/null
cmake --build build/mine --target "${stage}_tests" >/dev/null
compiled=$(grep -c '^[0-9]' build/mine/.ninja_log)
build/mine/bin/"${stage}_tests" --gtest_brief=1 --gtest_filter="$filter" >first.log 2>&1 ||
  { cat first.log; echo "the first part's tests failed" >&2; exit 1; }
echo "$stage, first green test ($filter): $SECONDS s, $compiled files compiled and linked," \
  "$(grep -Eo '[0-9]+ tests?' first.log | tail -1) passed"
for file in "starter/$program/src"/*; do cp "$program/src/$(basename "$file")" "my_$stage/"; done
SECONDS=0
cmake --build build/mine --target "${stage}_tests" "${suites[@]}" >/dev/null
ctest --test-dir build/mine -L "^$stage\$" -j2 >label.log 2>&1 || { tail -20 label.log; exit 1; }
echo "$stage, whole label: $SECONDS s more, $(grep -Eo '[0-9]+% tests passed, [0-9]+ tests failed out of [0-9]+' label.log)"
