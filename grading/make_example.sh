#!/usr/bin/env bash
# Makes the worked example of docs/grading.md: a class of five, with hand-ins of stages 1 and 5.
# Three students wrote their hand-ins on their own (grading/example/); the other two are made from
# alice's and from the workbook's own stage 1, so that no copy is kept in the repository:
#   alice: stage 1 her own, right; stage 5 her own, right;
#   bob:   stage 1's recursive form only, his own, and it stops at the first solution (he never
#          counts); stage 5 his own without the minimal dig (minimal.cpp as the kit has it);
#   carol: stage 1 her own, and a semicolon missing in recursive.cpp (it does not build);
#   dave:  alice's stage 1 with its names changed, its comments dropped and its layout redone;
#   erin:  the workbook's own stage 1.
#
#   grading/make_example.sh CLASS && grading/grade_class.sh CLASS
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
[ $# -eq 1 ] || { sed -n '2,12p' "$0" >&2; exit 2; }
[ -d "$here/grading/example" ] ||
  { echo "make_example.sh: a handout leaves out the example's hand-ins: make it from the workbook" >&2; exit 2; }
class=$1
mkdir -p "$class"
cp -r "$here/grading/example/alice" "$here/grading/example/bob" "$here/grading/example/carol" "$class/"
# dave: alice's files, each name of hers another, no comment, and twice the indentation.
mkdir -p "$class/dave/stage1"
for file in rules.hpp recursive.cpp iterative.cpp; do
  perl -pe 's/\bState\b/Context/g; s/\bs\b/ctx/g; s/\bsearch\b/explore/g; s/\bcells\b/total/g;
            s/\bcell\b/idx/g; s/\bv\b/digit/g; s/\bempties\b/todo/g; s/\bk\b/depth/g;
            s/\bn\b/count/g; s/\bcorner_(row|col)\b/$1 eq "row" ? "top" : "left"/ge; s/\bb\b/size/g;
            s/\br\b/y/g; s/\bc\b/x/g; s{\s*//.*$}{}; s/^( +)/$1$1/' \
    "$class/alice/stage1/$file" | grep -v '^\s*$' >"$class/dave/stage1/$file"
done
mkdir -p "$class/erin/stage1"
cp "$here/stage1_naive/src/rules.hpp" "$here/stage1_naive/src/recursive.cpp" \
  "$here/stage1_naive/src/iterative.cpp" "$class/erin/stage1/"
cp "$here/starter/stage5_generator/src/minimal.cpp" "$class/bob/stage5/"
# Each change must have taken, or the example would not show what it claims.
grep -q 'explore(ctx, idx + 1)' "$class/dave/stage1/recursive.cpp"
! grep -q '//' "$class/dave/stage1/recursive.cpp"
grep -q 'grid.set(hole, 0)$' "$class/carol/stage1/recursive.cpp"
echo "made $class: alice, bob, carol, dave, erin"
