#!/usr/bin/env bash
# Proves design.md's recipe for adding a technique: in a scratch copy of the workbook's tracked
# files, it adds a made-up technique by touching only the four files the recipe names (its pass,
# its descriptor, its test, its section of appendix D), then builds everything and runs every test
# but the class's. A test that fails there is a file the recipe forgot.
#
# Usage: tools/add_a_made_up_technique.sh [--no-build] [SCRATCH]   (default: a new folder in /tmp)
#
#   --no-build  make the copy and commit it, but build and test nothing: the caller builds it
#               (.ci/run makes its coverage build of the copy, which then serves both gates)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_it=yes
if [ "${1:-}" = --no-build ]; then build_it=no; shift; fi
scratch=${1:-$(mktemp -d /tmp/made_up_technique.XXXXXX)}
extension=extensions/advanced_techniques
touched=("$extension/src/made_up_wing.cpp" "$extension/include/advanced/techniques.hpp"
  tests/extensions/advanced_techniques_test.cpp docs/appendix_d_techniques.md)

# Copies the tracked files of the working tree (changes not yet committed included) to $scratch.
copy_tree() {
  mkdir -p "$scratch"
  (cd "$root" && git ls-files -z | xargs -0 tar -cf - --ignore-failed-read 2>/dev/null) |
    tar -xf - -C "$scratch"
}

# 1. Its file: a pass that looks for what an X-wing looks for, under its own name.
add_pass() {
  cat >"$scratch/${touched[0]}" <<'CPP'
// A made-up technique, added by tools/add_a_made_up_technique.sh: an X-wing under another name.
#include "advanced/techniques.hpp"

namespace sudoku::advanced {

Progress made_up_wing(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return x_wing(board, journal, technique);
}

}  // namespace sudoku::advanced
CPP
}

# 2. Its descriptor, last in the schedule, with its pass declared above the list; its example is
# the X-wing's.
add_descriptor() {
  python3 - "$scratch/${touched[1]}" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
anchor, end = "/// @brief The techniques, cheapest first", "\n});\n"
assert text.count(anchor) == 1 and text.count(end) == 1
declaration = ("/// @brief A made-up technique: an X-wing under another name.\n"
               "Progress made_up_wing(Board& board, Journal& journal, "
               "const ExtraTechnique& technique);\n\n")
x_wing_example = text.split(".example =")[1].split('"')[1]
descriptor = ('\n    {.technique = {"made-up-wing", "made-up-wing placements",'
              ' "made-up-wing eliminations", made_up_wing},\n'
              '     .spoken = "made-up wing",\n     .shape = Shape::Fish,\n     .size = 2,\n'
              '     .se_tenths = 32,\n     .family = Family::Pattern,\n'
              f'     .example = "{x_wing_example}"}},')
text = text.replace(anchor, declaration + anchor).replace(end, descriptor + end)
open(path, "w").write(text)
PY
}

# 3. Its test, on a crafted position, in the test file's unnamed namespace (reopened).
add_test() {
  cat >>"$scratch/${touched[2]}" <<'CPP'

namespace sudoku::testing {
namespace {
TEST(MadeUpWing, ClearsTheColumnsOfAnXWing) {
  Board board = fish_of(3, 4, {1, 5}, {{3, 7}, {3, 7}});
  const Pass pass = run_named(board, "made-up-wing");
  EXPECT_EQ(pass.progress, Progress::Changed);
  ASSERT_EQ(pass.steps.size(), 1U);
  EXPECT_EQ(pass.steps[0].cells, cover_rest(9, {1, 5}, {3, 7}));
}
}  // namespace
}  // namespace sudoku::testing
CPP
}

# 4. Its section in appendix D.
add_section() {
  cat >>"$scratch/${touched[3]}" <<'MD'

## A made-up wing

The made-up wing finds what the X-wing finds, under another name, and comes last in the schedule.
MD
}

# Builds the scratch copy (at -O1 without debug information: quick to build and to test) and runs
# every test but the class's, which grades students' stages and knows no technique. Warnings are
# not errors here: GCC 12 at -O1 sees uninitialised values in std::optional that are not, and the
# builds of .ci/run check the warnings.
build_and_test() {
  local build=$scratch/build
  cmake -S "$scratch" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g0" -DSUDOKU_WERROR=OFF >/dev/null
  cmake --build "$build"
  ctest --test-dir "$build" -LE '^class$' -j2 --output-on-failure >"$build/tests.log" ||
    { cat "$build/tests.log"; echo "a made-up technique needs more than the recipe's files" >&2; exit 1; }
  grep -E '^[0-9]+% tests passed' "$build/tests.log"
  grep -q 'MadeUpWing.ClearsTheColumnsOfAnXWing' "$build/tests.log" ||
    { echo "the made-up technique's test did not run" >&2; exit 1; }
}

copy_tree
add_pass
add_descriptor
add_test
add_section
echo "a made-up technique added in $scratch, in these files alone:"
for file in "${touched[@]}"; do
  if cmp -s "$root/$file" "$scratch/$file"; then echo "$file unchanged" >&2; exit 1; fi
  echo "  $file"
done
# The handout's tests make a handout from the commit, as an instructor does: commit the change.
git -C "$scratch" init -q
git -C "$scratch" add -A
git -C "$scratch" -c user.name=ci -c user.email=ci@localhost commit -qm "A made-up technique"
[ $build_it = no ] || build_and_test
