#!/usr/bin/env bash
# Which levels the play page can offer: for each size the page plays and each level of the two
# scales, SEEDS puzzles asked of the play server (POST /api/generate with seeds 1 to SEEDS, one
# at a time), and how many came within its 20 s, with the median and the longest time asked.
#
#   bench/play_levels.sh [SERVER [SEEDS]]
#   SERVER  a sudoku_play program (default: build/release/bin/sudoku_play)
#   SEEDS   puzzles asked for each size and level (default: 3)
set -euo pipefail
source "$(dirname "$0")/common.sh"
server=${1:-$here/build/release/bin/sudoku_play}
seeds=${2:-3}
need_program "$server"
log=$(mktemp)
"$server" --port 0 >"$log" 2>&1 &
pid=$!
trap 'kill -INT $pid 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 100); do
  port=$(sed -n 's|.*http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$log")
  [ -n "$port" ] && break
  sleep 0.05
done
url=http://127.0.0.1:$port
info=$(curl -s "$url/api/info")
echo "| size | scale | level | made | median s | longest s |"
echo "|---|---|---|---:|---:|---:|"
for size in 4 9 16; do
  for scale in stage5 se; do
    for level in $(python3 -c 'import json,sys; print(*json.load(sys.stdin)["scales"][sys.argv[1]])' \
                   "$scale" <<<"$info"); do
      made=0 times=()
      for seed in $(seq "$seeds"); do
        read -r status seconds < <(curl -s -o /dev/null -w '%{http_code} %{time_total}\n' \
          -H 'Content-Type: application/json' \
          -d "{\"size\":$size,\"scale\":\"$scale\",\"level\":\"$level\",\"seed\":$seed}" \
          "$url/api/generate")
        [ "$status" = 200 ] && made=$((made + 1))
        times+=("$seconds")
      done
      middle=$(printf '%s\n' "${times[@]}" | median)
      longest=$(printf '%s\n' "${times[@]}" | sort -g | tail -1)
      printf '| %sx%s | %s | %s | %d/%d | %.2f | %.2f |\n' "$size" "$size" "$scale" "$level" \
        "$made" "$seeds" "$middle" "$longest"
    done
  done
done
