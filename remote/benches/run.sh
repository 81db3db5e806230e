#!/usr/bin/env bash
# The remote benchmark (docs/bench/REMOTE-WORKLOAD.md): builds the acp-wire
# bench server and the load generator, then for each round, each server and
# each transport starts a FRESH server pinned to CPU 0, runs the generator
# pinned to CPU 1, stops the server; prints the medians as a Markdown table.
#
#   remote/benches/run.sh [--rounds R] [--sessions N] [--chunks K] [--size S]
#       [--prompts P] [--rtt R] [--servers "acp-wire ts"] [--transports "ws http"]
#       [--threads T] [--no-build] [--out FILE] [--quick]
#
# Environment: CARGO_TARGET_DIR (default ./target). Needs node and
# tests/interop/ts/node_modules (npm ci there), jq-free (python3 for the table).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
ROUNDS=5 SESSIONS=1000 CHUNKS=100 SIZE=64 PROMPTS=1 RTT=2000 WARMUP=200 THREADS=1
SERVERS="acp-wire ts" TRANSPORTS="ws http" BUILD=1 OUT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) ROUNDS=$2; shift 2 ;;
    --sessions) SESSIONS=$2; shift 2 ;;
    --chunks) CHUNKS=$2; shift 2 ;;
    --size) SIZE=$2; shift 2 ;;
    --prompts) PROMPTS=$2; shift 2 ;;
    --rtt) RTT=$2; shift 2 ;;
    --servers) SERVERS=$2; shift 2 ;;
    --transports) TRANSPORTS=$2; shift 2 ;;
    --threads) THREADS=$2; shift 2 ;;
    --no-build) BUILD=0; shift ;;
    --out) OUT=$2; shift 2 ;;
    --quick) ROUNDS=1 SESSIONS=50 RTT=200 WARMUP=20; shift ;;
    *) echo "run.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
EX=$TARGET/release/examples
if [ "$BUILD" = 1 ]; then
  cargo build --release -p acp-wire-remote --example bench_remote_server --example bench_remote >&2
fi
[ -n "$OUT" ] || OUT=$(mktemp /tmp/remote-bench.XXXXXX.jsonl)
: > "$OUT"
CPUS=$(nproc)
if [ "$CPUS" -ge 2 ]; then PIN_SERVER="taskset -c 0" PIN_CLIENT="taskset -c 1"; else PIN_SERVER="" PIN_CLIENT=""; fi
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

start_server() { # $1 = name; sets SPID SURL; the server reads a FIFO held open by us
  local fifo; fifo=$(mktemp -u /tmp/remote-bench-stdin.XXXXXX); mkfifo "$fifo"
  case "$1" in
    acp-wire) $PIN_SERVER "$EX/bench_remote_server" --threads "$THREADS" < "$fifo" > "$fifo.out" 2> "$fifo.err" & ;;
    ts) (cd "$ROOT/tests/interop/ts" && exec $PIN_SERVER node bench_remote_server.mjs) < "$fifo" > "$fifo.out" 2> "$fifo.err" & ;;
  esac
  exec 9> "$fifo"   # holds the server's stdin open
  local i=0
  until [ -s "$fifo.out" ]; do sleep 0.05; i=$((i+1)); [ $i -lt 200 ] || { cat "$fifo.err" >&2; exit 1; }; done
  SURL=$(python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).readline())["url"])' "$fifo.out")
  SPID=$(python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).readline())["pid"])' "$fifo.out")
  FIFO=$fifo
}
stop_server() {
  exec 9>&-            # stdin EOF: the server shuts down
  local i=0
  while kill -0 "$SPID" 2>/dev/null && [ $i -lt 60 ]; do sleep 0.1; i=$((i+1)); done
  kill "$SPID" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -f "$FIFO" "$FIFO.out" "$FIFO.err"
}

for r in $(seq 1 "$ROUNDS"); do
  for s in $SERVERS; do
    for t in $TRANSPORTS; do
      start_server "$s"
      line=$($PIN_CLIENT "$EX/bench_remote" --url "$SURL" --transport "$t" --server-pid "$SPID" \
        --sessions "$SESSIONS" --chunks "$CHUNKS" --size "$SIZE" --prompts "$PROMPTS" \
        --rtt "$RTT" --warmup "$WARMUP" || true)
      stop_server
      [ -n "$line" ] || line='{"ok":false,"error":"no output"}'
      echo "$line" | python3 -c 'import json,sys; d=json.loads(sys.stdin.read()); d.update(server=sys.argv[1], round=int(sys.argv[2])); print(json.dumps(d))' "$s" "$r" >> "$OUT"
      echo "round $r $s $t: $(tail -1 "$OUT" | cut -c1-160)" >&2
    done
  done
done
echo "results: $OUT" >&2
python3 "$ROOT/remote/benches/table.py" "$OUT"
