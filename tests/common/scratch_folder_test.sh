#!/usr/bin/env bash
# What a test program leaves in the temporary folder: nothing once its tests pass, and a failing
# test's files, named on its last line, for a look. Each run of PROBE (scratch_probe.cpp) gets a
# temporary folder of its own through TMPDIR.
#
#   tests/common/scratch_folder_test.sh PROBE
set -euo pipefail
[ $# -eq 1 ] || { sed -n '2,6p' "$0" >&2; exit 2; }
probe=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/passing" "$tmp/failing"

TMPDIR=$tmp/passing "$probe" >"$tmp/passing.out" || { cat "$tmp/passing.out"; exit 1; }
left=$(ls -A "$tmp/passing")
[ -z "$left" ] || { echo "a passing run left $left in its temporary folder" >&2; exit 1; }

if TMPDIR=$tmp/failing SUDOKU_PROBE_FAILS=1 "$probe" >"$tmp/failing.out"; then
  echo "the probe passed when asked to fail" >&2
  exit 1
fi
kept=$(ls "$tmp"/failing/*/probe.txt 2>/dev/null) || { echo "a failing run kept no file" >&2; exit 1; }
tail -n 1 "$tmp/failing.out" | grep -qF "kept in $(dirname "$kept")" ||
  { echo "the last line does not say where the files are: $(tail -n 1 "$tmp/failing.out")" >&2; exit 1; }
echo "a passing run left nothing; a failing one kept $(basename "$kept") and said where"
