#!/usr/bin/env bash
# Makes a Gradescope autograder for one stage or several: a zip with setup.sh and run_autograder at
# its top (Gradescope's specification), the workbook as of its last commit (workbook/) and the
# settings (autograder.conf). Upload the zip as the assignment's autograder, on an Ubuntu 24.04
# image: setup.sh installs what the grader uses and builds the reference once; run_autograder
# grades each submission with grade_class.sh, as a class of one.
#
#   grading/gradescope/make_autograder.sh [--stages N,M] [--seed S] [--held-out-visibility V] ZIP
#
#   --stages N,M   the stages graded (default 1); a submission of several holds a folder per stage
#                  (stage1/, stage5/), one of a single stage its files at the top or one folder down
#   --seed S       the held-out puzzles' seed, the same for every submission (default: drawn, and
#                  written in autograder.conf)
#   --held-out-visibility V  when students see the held-out questions: after_due_date (default),
#                  visible, hidden or after_published; the features' tests are always visible
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
usage() { sed -n '2,16p' "$0" >&2; exit 2; }
stages=1 seed="" visibility=after_due_date
while [ $# -gt 0 ]; do
  case $1 in
    --stages) [ $# -ge 2 ] && [[ $2 =~ ^[1-5](,[1-5])*$ ]] || usage; stages=$2; shift 2 ;;
    --seed) [ $# -ge 2 ] && [[ $2 =~ ^[0-9]+$ ]] || usage; seed=$2; shift 2 ;;
    --held-out-visibility) [ $# -ge 2 ] && [[ $2 =~ ^(visible|hidden|after_due_date|after_published)$ ]] ||
      usage; visibility=$2; shift 2 ;;
    -*) usage ;;
    *) break ;;
  esac
done
[ $# -eq 1 ] || usage
# A handout's stages are its starter kits: an autograder made from it would score every hand-in 0.
[ ! -e "$here/HANDOUT.md" ] || {
  echo "make_autograder.sh: $here is a handout, whose stages are the starter kits: make the" \
    "autograder from the workbook it was made from (HANDOUT.md names its version)" >&2
  exit 2
}
command -v zip >/dev/null || { echo "make_autograder.sh: zip is not installed (apt-get install zip)" >&2; exit 2; }
zip=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
[ -n "$seed" ] || seed=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
[ -z "$(git -C "$here" status --porcelain)" ] ||
  echo "make_autograder.sh: the working tree has changes; the autograder holds the last commit" >&2

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git -C "$here" archive --prefix=workbook/ HEAD | tar -x -C "$work"
cp "$here/grading/gradescope/setup.sh" "$here/grading/gradescope/run_autograder" "$work/"
printf 'stages=%s\nseed=%s\nheld_out_visibility=%s\n' "$stages" "$seed" "$visibility" \
  >"$work/autograder.conf"
rm -f "$zip"
(cd "$work" && zip -qr "$zip" setup.sh run_autograder autograder.conf workbook)
echo "made $zip: stages $stages, held-out seed $seed, held-out questions $visibility"
