#!/usr/bin/env bash
# What the similarity check costs a class: N stage-1 hand-ins (30 by default), the worked example's
# five (grading/make_example.sh) in turn, compared two by two and with the reference by
# bin/similarity as grade_class.sh runs it. Prints the median time of ROUNDS runs and how many
# pairs it listed: the copies of one hand-in, and alice's with dave's, erin's with the reference.
#
#   bench/similarity_class.sh [--rounds R] BUILD [N]
#   (BUILD: build/dev or build/release, with bin/similarity)
set -euo pipefail
source "$(dirname "$0")/common.sh"  # here, median, need_program
rounds=5
[ "${1:-}" != --rounds ] || { rounds=$2; shift 2; }
[ $# -ge 1 ] || { sed -n '2,8p' "$0" >&2; exit 2; }
similarity=$1/bin/similarity count=${2:-30}
need_program "$similarity"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$here/grading/make_example.sh" "$work/example" >/dev/null
students=(alice bob carol dave erin)
hand_ins=("reference=$here/stage1_naive/src")
for ((i = 0; i < count; ++i)); do
  from=${students[i % 5]} name=$(printf 'student%02d' "$i")
  mkdir -p "$work/class"
  cp -r "$work/example/$from/stage1" "$work/class/$name"
  hand_ins+=("$name=$work/class/$name")
done
kit=$here/starter/stage1_naive/src
for ((round = 0; round < rounds; ++round)); do
  start=$(date +%s.%N)
  "$similarity" --base "$kit" --files rules.hpp,recursive.cpp,iterative.cpp "${hand_ins[@]}" \
    >"$work/pairs.tsv"
  end=$(date +%s.%N)
  echo "$end - $start" | bc
done | median | awk -v n="$count" '{ printf "%d hand-ins and the reference: %.3f s (median)\n", n, $1 }'
echo "$(wc -l <"$work/pairs.tsv") pairs listed of $((count * (count + 1) / 2))"
