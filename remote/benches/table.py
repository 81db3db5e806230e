#!/usr/bin/env python3
"""Medians of remote/benches/run.sh's JSON lines as a Markdown table."""
import json, statistics, sys

rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
failed = [r for r in rows if not r.get("ok")]
ok = [r for r in rows if r.get("ok")]
groups = {}
for r in ok:
    groups.setdefault((r["server"], r["transport"]), []).append(r)

def med(rs, k):
    return statistics.median(r[k] for r in rs)

print("| server | transport | rounds | idle bytes/session (RSS) | (Pss) | notifications/s | p50 µs | p99 µs | server CPU s | client CPU s | stream wall s |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for (s, t), rs in sorted(groups.items()):
    print(f"| {s} | {t} | {len(rs)} | {med(rs,'idle_rss_bytes_per_session'):,.0f} | {med(rs,'idle_pss_bytes_per_session'):,.0f} "
          f"| {med(rs,'notifications_per_s'):,.0f} | {med(rs,'rtt_p50_us'):,.0f} | {med(rs,'rtt_p99_us'):,.0f} "
          f"| {med(rs,'stream_server_cpu_s'):.2f} | {med(rs,'stream_client_cpu_s'):.2f} | {med(rs,'stream_wall_s'):.3f} |")
servers = sorted({s for s, _ in groups})
if "acp-wire" in servers and "ts" in servers:
    for t in sorted({t for _, t in groups}):
        a, b = groups.get(("acp-wire", t)), groups.get(("ts", t))
        if a and b:
            print(f"\n{t}: acp-wire/TS notifications/s = {med(a,'notifications_per_s')/med(b,'notifications_per_s'):.1f}x; "
                  f"idle memory TS/acp-wire = {med(b,'idle_rss_bytes_per_session')/max(1,med(a,'idle_rss_bytes_per_session')):.2f}x", end="")
    print()
if failed:
    print(f"\n{len(failed)} failed run(s):")
    for r in failed:
        print(f"- {r.get('server')} {r.get('transport')} round {r.get('round')}: {r.get('error')}")
