#!/usr/bin/env bash
# How long the play server takes to answer a page's request (GET /api/info) while a local
# process holds 200 connections open in silence and 10 more that send their request a byte every
# half second: two builds of sudoku_play in turn, ROUNDS times each, the median over rounds of
# each round's median of 5 requests, in seconds (30 means no answer within 30 s).
#
#   bench/play_under_load.sh BEFORE AFTER [ROUNDS]
#   BEFORE, AFTER  two sudoku_play programs (say /tmp/before/sudoku_play build/release/bin/sudoku_play)
set -euo pipefail
source "$(dirname "$0")/common.sh"
ab_arguments 8 "$@"

# The latency under load of one run of the server $1.
latency() {
  local log port server
  log=$(mktemp)
  "$1" --port 0 >"$log" 2>&1 &
  server=$!
  for _ in $(seq 100); do
    port=$(sed -n 's|.*http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$log")
    [ -n "$port" ] && break
    sleep 0.05
  done
  python3 - "$port" <<'PY'
import socket, statistics, sys, threading, time
port = int(sys.argv[1])
def connect():
    return socket.create_connection(("127.0.0.1", port))
idle = [connect() for _ in range(200)]
slow = [connect() for _ in range(10)]
for s in slow:
    s.sendall(b"GET /api/info HTTP/1.1\r\nX-Slow: ")
done = threading.Event()
def trickle():
    while not done.is_set():
        for s in slow:
            try: s.sendall(b"x")
            except OSError: pass
        time.sleep(0.5)
threading.Thread(target=trickle, daemon=True).start()
times = []
for _ in range(5):
    start = time.monotonic()
    page = connect()
    page.settimeout(30)
    page.sendall(b"GET /api/info HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n" % port)
    try:
        answered = page.recv(12).startswith(b"HTTP/1.1 200")
    except socket.timeout:
        answered = False
    times.append(time.monotonic() - start if answered else 30.0)
    page.close()
done.set()
print("%.4f" % statistics.median(times))
PY
  kill -INT "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  rm -f "$log"
}

ab_medians latency "median seconds to answer GET /api/info under load ($rounds rounds)"
