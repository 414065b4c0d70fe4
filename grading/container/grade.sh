#!/usr/bin/env bash
# Grades a class in a container (grading/container/Containerfile): the grader, run as root in the
# container, builds the reference there and runs the students' code as the container's user
# `student`, with no network; the workbook and the hand-ins are mounted read-only, OUT is the only
# folder the container writes.
#
#   grading/container/grade.sh [--engine podman|docker] [GRADE_CLASS_OPTION]... SUBMISSIONS OUT
#
#   --engine E   the container engine (default: podman if there is one, else docker)
#
# The options after it are grade_class.sh's (--seed, --jobs, --leave-out-missing); the reference
# is built in OUT/reference the first time and kept.
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
usage() { sed -n '2,12p' "$0" >&2; exit 2; }
image=sudoku-workbook-grader
engine=""
[ "${1:-}" != --engine ] || { [ $# -ge 2 ] || usage; engine=$2; shift 2; }
[ $# -ge 2 ] || usage
options=("${@:1:$#-2}")
submissions=$(cd "${*: -2:1}" && pwd) || usage
mkdir -p "${*: -1}" && out=$(cd "${*: -1}" && pwd)
if [ -z "$engine" ]; then
  engine=$(command -v podman || command -v docker) ||
    { echo "grade.sh: no container engine (podman or docker) on this machine" >&2; exit 2; }
fi
"$engine" build --quiet --tag "$image" --file "$here/grading/container/Containerfile" \
  "$here/grading/container" >/dev/null
exec "$engine" run --rm --network none \
  --cap-add SYS_ADMIN --cap-add SYS_PTRACE --security-opt seccomp=unconfined \
  --volume "$here:/workbook:ro" --volume "$submissions:/submissions:ro" --volume "$out:/out" \
  "$image" /workbook/grading/grade_class.sh --run-as student "${options[@]}" /submissions /out
