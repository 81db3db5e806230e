// Shared helpers for the TS interop peers: CLI parsing, logging, a wire tap,
// and the scenario constants that tests/interop/README.md defines.
import { appendFileSync } from "node:fs";

export const SDK_NAME = "@agentclientprotocol/sdk";
export const SDK_VERSION = "2.4.0";

// Scenario constants (the contract in tests/interop/README.md).
export const HELLO_PROMPT = "hello interop world";
export const SLOW_PROMPT = "/slow hello interop world";
export const READ_PREFIX = "/read ";
export const PERMISSION_PROMPT = "/permission";
export const READ_FILE_NAME = "interop-read.txt";
export const READ_FILE_CONTENT = "interop file content: the quick brown fox 7f3a\nsecond line\n";
export const SLOW_CHUNKS = 50; // agent side: one chunk per SLOW_INTERVAL_MS
export const SLOW_INTERVAL_MS = 100;

export function log(who, ...args) {
  if (process.env.ACP_INTEROP_LOG) {
    process.stderr.write(`[${who}] ${args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" ")}\n`);
  }
}

export function warn(who, ...args) {
  process.stderr.write(`[${who}] ${args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" ")}\n`);
}

export class UsageError extends Error {}

/// Parses `--protocol` values: "1", "2", "1,2".
export function parseVersions(s) {
  const vs = String(s).split(",").map((x) => x.trim()).filter(Boolean).map(Number);
  if (!vs.length || vs.some((v) => v !== 1 && v !== 2)) throw new UsageError(`bad --protocol ${s} (want 1, 2 or 1,2)`);
  return [...new Set(vs)].sort();
}

/// Generic option parser: `spec` maps "--flag" to [key, kind] with kind
/// "str" | "num" | "list" | "bool". Everything after `--` lands in `rest`.
export function parseOptions(argv, spec, defaults) {
  const out = { ...defaults, rest: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") { out.rest = argv.slice(i + 1); break; }
    if (a === "-h" || a === "--help") { out.help = true; continue; }
    let [flag, inline] = a.includes("=") ? [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)] : [a, undefined];
    const s = spec[flag];
    if (!s) throw new UsageError(`unknown option ${a}`);
    const [key, kind] = s;
    if (kind === "bool") { out[key] = true; continue; }
    const v = inline ?? argv[++i];
    if (v === undefined) throw new UsageError(`${flag} needs a value`);
    if (kind === "num") {
      const n = Number(v);
      if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${flag}: not a positive number: ${v}`);
      out[key] = n;
    } else if (kind === "list") {
      out[key] = [...(out[key] || []), ...v.split(",").map((x) => x.trim()).filter(Boolean)];
    } else out[key] = v;
  }
  return out;
}

/// Wraps an SDK Stream ({readable, writable} of JSON-RPC message objects) so
/// that every message is recorded in wire order before the SDK sees it (in)
/// or after the SDK wrote it (out). Optionally appends a JSONL trace.
export function tapStream(stream, traceFile) {
  const tap = { seq: 0, events: [] };
  const record = (dir, msg) => {
    const ev = { seq: ++tap.seq, dir, msg };
    tap.events.push(ev);
    if (traceFile) {
      try { appendFileSync(traceFile, JSON.stringify({ dir, msg }) + "\n"); } catch { /* ignore */ }
    }
  };
  const readable = stream.readable.pipeThrough(new TransformStream({
    transform(msg, ctl) { record("in", msg); ctl.enqueue(msg); },
  }));
  const out = new TransformStream({
    transform(msg, ctl) { record("out", msg); ctl.enqueue(msg); },
  });
  out.readable.pipeTo(stream.writable).catch(() => {});
  return { stream: { readable, writable: out.writable }, tap };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function textOf(blocks) {
  return (blocks || []).filter((b) => b && b.type === "text").map((b) => b.text).join("");
}
