#!/usr/bin/env bash
# Runs every libFuzzer target for SECONDS each (default 15), seeded from the catalog and the
# malformed inputs of grids/ (the play API's target from the request bodies of fuzz/play_seeds/,
# each a route's digit, 0 to 5 for info, read, rate, hint, mistakes and replay, then a body). New inputs go to build/fuzz/corpus/TARGET (kept between runs, so a
# long run builds on the short ones); a crash is written to build/fuzz/crashes/ and fails the run.
#
#   cmake --preset fuzz && cmake --build --preset fuzz
#   fuzz/run.sh [SECONDS]          (CI: 15 s each; a long run: fuzz/run.sh 3600)
#
# A crash found: reproduce it with build/fuzz/bin/TARGET FILE, fix it, and keep the file in
# grids/invalid/ with its .expected errors, where the suite's invalid-input test reads it.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-15}
bin=$here/build/fuzz/bin
[ -d "$bin" ] || { echo "build the fuzz preset first: $bin not found" >&2; exit 2; }
mkdir -p "$here/build/fuzz/crashes"
status=0
for target in "$bin"/fuzz_*; do
  name=$(basename "$target")
  corpus=$here/build/fuzz/corpus/$name
  mkdir -p "$corpus"
  echo "== $name, $seconds s"
  seeds=("$here/grids" "$here/grids/invalid" "$here/grids/formats")
  # The API's target reads a route's byte, then a body: its seeds are bodies (fuzz/play_seeds/).
  [ "$name" = fuzz_play_api ] && seeds=("$here/fuzz/play_seeds")
  if ! "$target" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix="$here/build/fuzz/crashes/$name-" \
      "$corpus" "${seeds[@]}" 2>"$corpus.log"; then
    tail -40 "$corpus.log" >&2
    status=1
  fi
  grep -E '^stat::number_of_executed_units|^Done' "$corpus.log" || true
done
exit $status
