#!/usr/bin/env bash
# Makes the class the grading is tested on: hand-ins of stages 1 and 5 that are right, partial,
# broken, or that cheat, each made from the workbook's own stage or its starter kit, so that nothing
# is copied into the repository. tests/grading/grade_class_test.sh grades it and checks the scores.
#
#   alice:   every file, right (the reference's own);
#   bob:     the recursive form only, right, written against an older kit (it includes
#            stage1/naive.hpp), with a file of his own the kit does not have (scratch.cpp), and
#            the kit's iterative.cpp as a handout gave it (a first line saying its version);
#   carol:   every file, and a semicolon missing in recursive.cpp (it does not build);
#   dan:     the recursive form right, the iterative form loops forever without spending a node;
#   erin:    every file, right, but one folder too deep (stage1/src/...);
#   eve:     no solver: the kit, and a static object whose constructor ends the process with 0;
#   heidi:   every file, right, and a static object that tries to write the catalog and the
#            reference build, found by walking up from where the program runs and where it is;
#   mallory: no search: a table of the catalog's unique puzzles and their solutions;
#   oscar:   no search of his own: both forms call stage 4's solver;
#   trudy:   every file, right, and a static object that damages the build the grader reuses;
#   walter:  no search: both forms read the catalog's solutions from grids/ at run time.
#   zoe:     nothing: her folder holds no stage.
#
# and stage-5 hand-ins, made from the workbook's stage 5:
#
#   alice:   right (the reference's own), from the handout of another version of the workbook;
#   mallory: every draw from a generator of her own with a fixed seed: the same puzzle every time;
#   walter:  the source's loop never checks: puzzles with many solutions.
# (Graded one after the other, they share a build folder: one build of stage 5 for the three.)
#
#   tests/grading/make_class.sh CLASS
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -eq 1 ] || { sed -n '2,29p' "$0" >&2; exit 2; }
class=$1
src=$here/stage1_naive/src
kit=$here/starter/stage1_naive/src
for student in alice bob carol dan erin eve heidi mallory oscar trudy walter; do mkdir -p "$class/$student/stage1"; done
mkdir -p "$class/zoe"
echo "I did not get to it." >"$class/zoe/NOTE.txt"

cp "$src/rules.hpp" "$src/recursive.cpp" "$src/iterative.cpp" "$class/alice/stage1/"
cp "$src/rules.hpp" "$src/recursive.cpp" "$class/bob/stage1/"
sed -i 's|#include "stage1/stage1.hpp"|#include "stage1/naive.hpp"|' "$class/bob/stage1/recursive.cpp"
grep -q '#include "stage1/naive.hpp"' "$class/bob/stage1/recursive.cpp"
echo 'int main() { return 0; }  // to try a puzzle by hand' >"$class/bob/stage1/scratch.cpp"
source "$here/grading/workbook_version.sh"
{ echo "$handout_stamp$(workbook_version "$here")"; cat "$kit/iterative.cpp"; } >"$class/bob/stage1/iterative.cpp"

cp "$src/rules.hpp" "$src/recursive.cpp" "$src/iterative.cpp" "$class/carol/stage1/"
sed -i 's|const int row = grid_.row_of(position);|const int row = grid_.row_of(position)|' \
  "$class/carol/stage1/recursive.cpp"
grep -q 'row_of(position)$' "$class/carol/stage1/recursive.cpp"

cp "$src/rules.hpp" "$src/recursive.cpp" "$class/dan/stage1/"
cat >"$class/dan/stage1/iterative.cpp" <<'EOF'
#include "stage1/stage1.hpp"

namespace sudoku::stage1 {

// Forgets to move on: the same cell, over and over, and never a node spent.
SolveResult solve_iterative(const Grid& puzzle, const SolveOptions& options) {
  Tally tally(puzzle, options);
  for (volatile int cell = 0; cell < puzzle.cell_count(); cell = cell * 1) {
  }
  return tally.finish();
}

}  // namespace sudoku::stage1
EOF

mkdir -p "$class/erin/stage1/src"
cp "$src/rules.hpp" "$src/recursive.cpp" "$src/iterative.cpp" "$class/erin/stage1/src/"

# The hand-ins that cheat (tests/grading/cheats.sh).
# shellcheck source=tests/grading/cheats.sh
source "$here/tests/grading/cheats.sh"
for student in eve mallory oscar walter trudy heidi; do "make_$student"; done

# Stage 5.
src5=$here/stage5_generator/src
for student in alice mallory walter; do
  mkdir -p "$class/$student/stage5"
  cp "$src5/fill.cpp" "$src5/dig.cpp" "$src5/minimal.cpp" "$class/$student/stage5/"
done
sed -i "1i ${handout_stamp}0.0.9 (abc1234, 2026-10-01)" "$class"/alice/stage5/*.cpp
sed -i 's|  if (!recipe.unique) {  // every orbit that fits in the holes|  if (true) {  // no check needed?|' \
  "$class/walter/stage5/dig.cpp"
grep -q 'if (true)' "$class/walter/stage5/dig.cpp"
for file in fill.cpp dig.cpp minimal.cpp; do
  perl -0pi -e 's/^(Grid \w+\([^)]*)Random& random((?:, stage4::Search search)?\) \{)/$1Random& \/*ignored*\/$2\n  Random random(1);/mg' \
    "$class/mallory/stage5/$file"
done
[ "$(cat "$class"/mallory/stage5/*.cpp | grep -c 'Random random(1);')" -eq 4 ]
echo "made $class: alice bob carol dan erin eve heidi mallory oscar trudy walter zoe"
