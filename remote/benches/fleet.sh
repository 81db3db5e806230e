#!/usr/bin/env bash
# The fleet benchmark (docs/bench/FLEET-WORKLOAD.md): three `acp-wire serve`
# nodes on one PostgreSQL behind HAProxy (the book's configuration), then a
# single node on an SQLite file and one in memory, each driven by
# remote/examples/bench_fleet over WebSocket; prints one JSON line per setup
# and a Markdown table.
#
#   remote/benches/fleet.sh [--sessions N] [--connections C] [--prompts P]
#       [--long L] [--words W] [--no-build]
#
# Needs Debian's postgresql and haproxy (.ci/install-fleet). Everything runs
# on 127.0.0.1 in a scratch directory, removed at the end. Environment:
# CARGO_TARGET_DIR (default ./target).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
GEN_ARGS=() BUILD=1
while [ $# -gt 0 ]; do
  case "$1" in
    --sessions|--connections|--prompts|--long|--words) GEN_ARGS+=("$1" "$2"); shift 2 ;;
    --no-build) BUILD=0; shift ;;
    *) echo "fleet.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
if [ "$BUILD" = 1 ]; then
  cargo build --release -p acp-wire-cli --bin acp-wire >&2
  cargo build --release -p acp-wire-remote --example bench_fleet >&2
fi
ACP=$TARGET/release/acp-wire
GEN=$TARGET/release/examples/bench_fleet
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$PGBIN/initdb" ] || { echo "fleet.sh: no PostgreSQL server (.ci/install-fleet)" >&2; exit 1; }
command -v haproxy >/dev/null || { echo "fleet.sh: no haproxy (.ci/install-fleet)" >&2; exit 1; }

SCRATCH=$(mktemp -d /tmp/acp-wire-fleet-bench.XXXXXX)
chmod 755 "$SCRATCH"
PIDS=()
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
cleanup() {
  for p in "${PIDS[@]}"; do kill -9 "$p" 2>/dev/null || true; done
  as_pg "$PGBIN/pg_ctl" -D "$SCRATCH/pg" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$SCRATCH"
}
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# PostgreSQL with its default durability (fsync, synchronous_commit on).
PGPORT=$(free_port)
mkdir "$SCRATCH/pg"
[ "$(id -u)" = 0 ] && chown postgres "$SCRATCH/pg"
as_pg "$PGBIN/initdb" -D "$SCRATCH/pg" -U postgres --auth=trust -E UTF8 >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$SCRATCH/pg" -l "$SCRATCH/pg/log" \
  -o "-p $PGPORT -k $SCRATCH/pg -c listen_addresses=127.0.0.1 -c max_connections=200" -w start >/dev/null
as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres fleet
PGURL="postgres://postgres@127.0.0.1:$PGPORT/fleet"

start_node() { # $1 port, $2 store (or ""): sets NODE_PID
  local store=()
  [ -n "$2" ] && store=(--store "$2")
  "$ACP" serve --listen "127.0.0.1:$1" "${store[@]}" --health /healthz > /dev/null 2> "$SCRATCH/node-$1.log" &
  NODE_PID=$!
  PIDS+=("$NODE_PID")
  for _ in $(seq 200); do
    grep -q "127.0.0.1:$1" "$SCRATCH/node-$1.log" 2>/dev/null && return 0
    sleep 0.05
  done
  echo "fleet.sh: node on $1 did not start" >&2; cat "$SCRATCH/node-$1.log" >&2; exit 1
}

run() { # $1 label, then the generator's arguments
  local label=$1; shift
  local line
  line=$("$GEN" "$@" "${GEN_ARGS[@]}")
  echo "{\"setup\":\"$label\",${line#\{}"
}

# 1. The fleet.
LB=$(free_port)
NODES=() FAILOVER=()
for i in 0 1 2; do
  port=$(free_port)
  start_node "$port" "$PGURL"
  NODES+=("$port")
  FAILOVER+=("$NODE_PID:$port")
done
{
  printf 'global\n    maxconn 4096\ndefaults\n    mode http\n    timeout connect 2s\n'
  printf '    timeout client 1h\n    timeout server 1h\n    timeout tunnel 1h\n'
  printf '    option redispatch 1\n    retries 2\n    retry-on conn-failure empty-response 503\n'
  printf 'frontend acp\n    bind 127.0.0.1:%s\n    default_backend nodes\n' "$LB"
  printf 'backend nodes\n    balance roundrobin\n    cookie SERVERID insert indirect nocache\n'
  printf '    stick-table type string len 64 size 100k expire 1h\n'
  printf '    stick match req.hdr(acp-connection-id)\n    stick store-response res.hdr(acp-connection-id)\n'
  printf '    option httpchk GET /healthz\n    http-check expect status 200\n'
  for i in 0 1 2; do
    printf '    server node%s 127.0.0.1:%s check inter 300ms fall 2 rise 1 cookie node%s\n' "$i" "${NODES[$i]}" "$i"
  done
} > "$SCRATCH/haproxy.cfg"
haproxy -db -f "$SCRATCH/haproxy.cfg" > "$SCRATCH/haproxy.log" 2>&1 &
PIDS+=($!)
sleep 1
OUT=$SCRATCH/results.jsonl
run "haproxy + 3 nodes + PostgreSQL" --url "http://127.0.0.1:$LB/acp" --failover "$(IFS=,; echo "${FAILOVER[*]}")" | tee -a "$OUT"

# 2. One node on SQLite, 3. one node in memory.
port=$(free_port); start_node "$port" "$SCRATCH/sessions.db"
run "1 node + SQLite" --url "http://127.0.0.1:$port/acp" | tee -a "$OUT"
kill "$NODE_PID"
port=$(free_port); start_node "$port" ""
run "1 node, in memory" --url "http://127.0.0.1:$port/acp" | tee -a "$OUT"

python3 - "$OUT" <<'EOF'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
print("| setup | sessions/s | prompt p50 ms | prompt p99 ms | notifications/s | node death → first replayed update |")
print("|---|---:|---:|---:|---:|---:|")
for r in rows:
    f = "%d ms" % r["failover_ms"] if "failover_ms" in r else "—"
    print("| %s | %d | %.2f | %.2f | %d | %s |" % (r["setup"], r["sessions_per_s"], r["prompt_p50_ms"], r["prompt_p99_ms"], r["notifications_per_s"], f))
EOF
