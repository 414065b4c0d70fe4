#!/usr/bin/env bash
# Makes the worked example of docs/grading.md: a class of three, with hand-ins of stages 1 and 5
# made from the workbook's own stages so that nothing is copied into the repository.
#   alice: every file of both stages, right;
#   bob:   stage 1's recursive form only, and it stops at the first solution (he never counts);
#          stage 5 without the minimal dig (minimal.cpp as the kit has it);
#   carol: every file of stage 1, and a semicolon missing in recursive.cpp (it does not build).
#
#   grading/make_example.sh CLASS && grading/grade_class.sh CLASS
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
[ $# -eq 1 ] || { sed -n '2,10p' "$0" >&2; exit 2; }
class=$1
src=$here/stage1_naive/src
for student in alice bob carol; do mkdir -p "$class/$student/stage1"; done
cp "$src/rules.hpp" "$src/recursive.cpp" "$src/iterative.cpp" "$class/alice/stage1/"
cp "$src/rules.hpp" "$src/recursive.cpp" "$class/bob/stage1/"
sed -i 's|    if (position == grid_.cell_count()) return tally_.record_solution(grid_);|    if (position == grid_.cell_count()) {\n      tally_.record_solution(grid_);\n      return true;  // the first solution ends the search: no count\n    }|' \
  "$class/bob/stage1/recursive.cpp"
cp "$src/rules.hpp" "$src/recursive.cpp" "$src/iterative.cpp" "$class/carol/stage1/"
sed -i 's|const int row = grid_.row_of(position);|const int row = grid_.row_of(position)|' \
  "$class/carol/stage1/recursive.cpp"
src5=$here/stage5_generator/src
mkdir -p "$class/alice/stage5" "$class/bob/stage5"
cp "$src5/fill.cpp" "$src5/dig.cpp" "$src5/minimal.cpp" "$class/alice/stage5/"
cp "$src5/fill.cpp" "$src5/dig.cpp" "$here/starter/stage5_generator/src/minimal.cpp" \
  "$class/bob/stage5/"
# Each change must have taken, or the example would not show what it claims.
grep -q 'no count' "$class/bob/stage1/recursive.cpp"
grep -q 'row_of(position)$' "$class/carol/stage1/recursive.cpp"
echo "made $class: alice, bob, carol"
