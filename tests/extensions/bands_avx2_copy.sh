#!/usr/bin/env bash
# The band words' second copy of the search keeps its instructions to itself: in the library, every
# instruction that only a processor with AVX2 or BMI2 runs lies in explore_avx2 (or in the parts
# the compiler splits off it), which a solve enters only where the processor has them; and there
# are such instructions there, so that the copy is what it says.
#
#   tests/extensions/bands_avx2_copy.sh LIBRARY   (libbands_9x9.a)
set -euo pipefail
[ $# -eq 1 ] || { sed -n '2,7p' "$0" >&2; exit 2; }
objdump -d -C --no-show-raw-insn "$1" | awk '
  /^[0-9a-f]+ <.*>:$/ { name = $0; next }
  $2 ~ /^(v[a-z0-9]+|shlx|shrx|sarx|rorx|mulx|andn|blsr|blsi|blsmsk|bzhi|pdep|pext)$/ {
    if (name ~ /explore_avx2/) { inside++ } else { print "outside the AVX2 copy: " $2 " in " name; outside++ }
  }
  END {
    if (inside == 0) { print "explore_avx2 holds no AVX2 or BMI2 instruction"; exit 1 }
    print inside " AVX2 and BMI2 instructions, all in explore_avx2"
    exit outside > 0
  }'
