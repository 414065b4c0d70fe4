#!/usr/bin/env bash
# A student's route through a stage's starter kit, timed from a fresh clone, as the chapter's
# "Write it yourself" gives it: the kit copied to my_stageN, the first part of the order of work
# written (the workbook's own file put in its place), the chapter's configure, the build of the
# unit tests and the run of that part's tests (the first green test); then every file written,
# and the build and run of the whole label. With several commits, the route of each in turn, in
# the order given (name two commits alternately to compare them under the same drift).
#
#   bench/student_route.sh STAGE [COMMIT...]
#
#   STAGE   1 to 5
#   COMMIT  a commit of this repository to clone (default: HEAD)
source "$(dirname "$0")/common.sh"
[ $# -ge 1 ] && [[ $1 =~ ^[1-5]$ ]] || { sed -n '2,12p' "$0" >&2; exit 2; }
stage=stage$1
shift
commits=("${@:-HEAD}")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# The suite runs some programs as another user (nobody), who must reach the clone's files.
chmod 755 "$scratch"
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

# The route on a fresh clone of commit $1, in the scratch folder.
route() {
  local commit=$1 clone=$scratch/$1 file compiled
  rm -rf "$clone"
  git clone -q "$here" "$clone"
  git -C "$clone" checkout -q "$commit"
  cd "$clone" || exit 2
  cp -r "starter/$program/src" "my_$stage"
  for file in "${first[@]}"; do cp "$program/src/$file" "my_$stage/"; done
  SECONDS=0
  cmake -S . -B build/my_$stage -G Ninja -DSUDOKU_WERROR=OFF \
    -D"${stage^^}_SOURCE_DIR=my_$stage" "${registry[@]}" >/dev/null
  cmake --build build/my_$stage --target "${stage}_tests" >/dev/null
  compiled=$(grep -c '^[0-9]' build/my_$stage/.ninja_log)
  build/my_$stage/bin/"${stage}_tests" --gtest_brief=1 --gtest_filter="$filter" >first.log 2>&1 ||
    { cat first.log; echo "the first part's tests failed" >&2; exit 1; }
  echo "$commit $stage, first green test ($filter): $SECONDS s, $compiled compiler and linker runs," \
    "$(grep -Eo '[0-9]+ tests?' first.log | tail -1) passed"
  copy_reference_files . "$program" "my_$stage"
  SECONDS=0
  cmake --build build/my_$stage --target "${stage}_tests" "${suites[@]}" >/dev/null
  ctest --test-dir build/my_$stage -L "^$stage\$" -j2 >label.log 2>&1 || { tail -20 label.log; exit 1; }
  echo "$commit $stage, whole label: $SECONDS s more, $(grep -Eo '[0-9]+% tests passed, [0-9]+ tests failed out of [0-9]+' label.log)"
}

for commit in "${commits[@]}"; do
  (route "$(git -C "$here" rev-parse --short "$commit")") || exit 1
done
