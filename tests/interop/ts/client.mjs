#!/usr/bin/env node
// ACP interop CLIENT on the official TypeScript SDK (@agentclientprotocol/sdk
// 2.4.0). Spawns the agent command given after `--`, runs the scripted
// scenario of ../README.md, prints ONE JSON summary line on stdout and exits
// 0 only if every check passed (1 = a check failed, 2 = usage error,
// 3 = overall timeout).
//
//   node client.mjs [--protocol 1|2] [--scenario full|minimal] [--skip a,b]
//                   [--timeout SECS] [--trace FILE] -- AGENT [ARGS...]
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import * as v1 from "@agentclientprotocol/sdk";
import * as v2 from "@agentclientprotocol/sdk/experimental/v2";
import {
  HELLO_PROMPT, PERMISSION_PROMPT, READ_FILE_CONTENT, READ_FILE_NAME, READ_PREFIX, SDK_NAME, SDK_VERSION,
  SLOW_PROMPT, UsageError, log, parseOptions, sleep, tapStream, warn,
} from "./common.mjs";

const WHO = "ts-client";
const STEPS = ["echo", "cancel", "read", "permission", "exit"];
const t0 = performance.now();

const summary = {
  ok: false,
  peer: `${SDK_NAME}@${SDK_VERSION}`,
  role: "client",
  protocol: null,
  negotiated: null,
  agentInfo: null,
  checks: [],
  error: null,
  elapsed_ms: 0,
};
let finished = false;
function finish(code) {
  if (finished) return;
  finished = true;
  summary.elapsed_ms = Math.round(performance.now() - t0);
  summary.ok = code === 0;
  process.stdout.write(JSON.stringify(summary) + "\n", () => process.exit(code));
}
function check(name, ok, detail) {
  summary.checks.push({ name, ok: !!ok, detail: detail ?? null });
  log(WHO, `${ok ? "PASS" : "FAIL"} ${name}${detail ? ": " + (typeof detail === "string" ? detail : JSON.stringify(detail)) : ""}`);
  return !!ok;
}
const errText = (e) => {
  if (e && typeof e === "object" && "code" in e) return `error ${e.code}: ${e.message}${e.data !== undefined ? " " + JSON.stringify(e.data) : ""}`;
  return String((e && e.message) || e).replace(/\s+/g, " ");
};

let opts;
try {
  opts = parseOptions(process.argv.slice(2), {
    "--protocol": ["protocol", "str"],
    "--scenario": ["scenario", "str"],
    "--skip": ["skip", "list"],
    "--timeout": ["timeout", "num"],
    "--trace": ["trace", "str"],
  }, { protocol: "1", scenario: "full", skip: [], timeout: 60 });
  if (opts.help) {
    process.stderr.write("usage: node client.mjs [--protocol 1|2] [--scenario full|minimal] [--skip echo,cancel,read,permission,exit] [--timeout SECS] [--trace FILE] -- AGENT [ARGS...]\n");
    process.exit(0);
  }
  if (opts.protocol !== "1" && opts.protocol !== "2") throw new UsageError(`--protocol must be 1 or 2 (got ${opts.protocol})`);
  opts.version = Number(opts.protocol);
  if (!["full", "minimal"].includes(opts.scenario)) throw new UsageError(`--scenario must be full or minimal`);
  for (const s of opts.skip) if (!STEPS.includes(s)) throw new UsageError(`--skip: unknown step ${s} (known: ${STEPS.join(",")})`);
  if (!opts.rest.length) throw new UsageError("missing agent command after --");
} catch (e) {
  summary.error = `usage: ${e.message}`;
  warn(WHO, summary.error);
  finish(2);
}
if (!finished) {
  summary.protocol = opts.version;
  const skip = new Set(opts.skip);
  if (opts.scenario === "minimal") for (const s of ["echo", "cancel", "read", "permission"]) skip.add(s);
  if (opts.version === 2) skip.add("read"); // ACP v2 has no fs/* methods

  const overall = setTimeout(() => {
    summary.error = `timeout: scenario did not finish within ${opts.timeout}s`;
    check("timeout", false, summary.error);
    killAgent("SIGKILL");
    finish(3);
  }, opts.timeout * 1000);

  // ---- spawn the agent in its own process group -----------------------------
  const cwd = realpathSync(mkdtempSync(path.join(tmpdir(), "acp-interop-ts-")));
  const readFile = path.join(cwd, READ_FILE_NAME);
  writeFileSync(readFile, READ_FILE_CONTENT);
  let child;
  let exitInfo = null;
  const exited = new Promise((resolve) => {
    try {
      child = spawn(opts.rest[0], opts.rest.slice(1), { stdio: ["pipe", "pipe", "inherit"], detached: true });
    } catch (e) {
      resolve({ code: null, signal: null, error: String(e.message || e) });
      return;
    }
    child.on("error", (e) => resolve({ code: null, signal: null, error: String(e.message || e) }));
    child.on("exit", (code, signal) => resolve({ code, signal }));
  }).then((x) => { exitInfo = x; return x; });
  function killAgent(sig) {
    if (child && child.pid && exitInfo === null) {
      try { process.kill(-child.pid, sig); } catch { try { child.kill(sig); } catch { /* gone */ } }
    }
  }

  // ---- per-session bookkeeping ---------------------------------------------
  const updates = []; // dispatched session/update params, in handler order
  const served = { read: [], write: [], permission: [] };
  const cancelledSessions = new Set();

  function onUpdate(params) { updates.push(params); }

  function onPermission(params) {
    const opt = params.options.find((o) => String(o.kind).startsWith("allow")) || params.options[0];
    served.permission.push({ sessionId: params.sessionId, optionId: opt.optionId });
    if (cancelledSessions.has(params.sessionId)) return { outcome: { outcome: "cancelled" } };
    return { outcome: { outcome: "selected", optionId: opt.optionId } };
  }

  function confine(p) {
    if (!path.isAbsolute(p)) throw v1.RequestError.invalidParams({ path: p }, "path must be absolute");
    const real = path.resolve(p);
    if (real !== cwd && !real.startsWith(cwd + path.sep)) throw v1.RequestError.invalidParams({ path: p }, "path outside the session cwd");
    return real;
  }

  const app = opts.version === 1
    ? v1.client({ name: "acp-wire-interop-ts-client" })
      .onNotification(v1.methods.client.session.update, ({ params }) => onUpdate(params))
      .onRequest(v1.methods.client.session.requestPermission, ({ params }) => onPermission(params))
      .onRequest(v1.methods.client.fs.readTextFile, ({ params }) => {
        const p = confine(params.path);
        served.read.push(params.path);
        let content;
        try { content = readFileSync(p, "utf8"); } catch { throw v1.RequestError.resourceNotFound(params.path); }
        if (params.line != null || params.limit != null) {
          const lines = content.split("\n");
          const start = Math.max(0, (params.line ?? 1) - 1);
          const end = params.limit != null ? start + params.limit : lines.length;
          content = lines.slice(start, end).join("\n");
        }
        return { content };
      })
      .onRequest(v1.methods.client.fs.writeTextFile, ({ params }) => {
        const p = confine(params.path);
        served.write.push(params.path);
        mkdirSync(path.dirname(p), { recursive: true });
        writeFileSync(p, params.content);
        return {};
      })
    : v2.client({ name: "acp-wire-interop-ts-client" })
      .onNotification(v2.methods.client.session.update, ({ params }) => onUpdate(params))
      .onRequest(v2.methods.client.session.requestPermission, ({ params }) => onPermission(params));

  const traceFile = opts.trace || process.env.ACP_INTEROP_TRACE || null;
  const sdk = opts.version === 1 ? v1 : v2;
  const { stream, tap } = tapStream(sdk.ndJsonStream(Writable.toWeb(child.stdin), Readable.toWeb(child.stdout)), traceFile);

  // Wire position of the response to the outgoing request with JSON-RPC `id`.
  const responseSeq = (id) => tap.events.find((e) => e.dir === "in" && e.msg.id === id && !("method" in e.msg))?.seq;
  const lastOutSeq = (method) => [...tap.events].reverse().find((e) => e.dir === "out" && e.msg.method === method);
  const wireUpdates = (sid, from, to) => tap.events.filter((e) => e.dir === "in" && e.msg.method === "session/update"
    && e.msg.params?.sessionId === sid && e.seq > from && (to === undefined || e.seq < to));

  async function waitFor(pred, ms) {
    const end = performance.now() + ms;
    while (performance.now() < end) {
      if (pred()) return true;
      await sleep(5);
    }
    return pred();
  }

  const turnText = (ups) => ups.filter((u) => u.update?.sessionUpdate === "agent_message_chunk" && u.update.content?.type === "text")
    .map((u) => u.update.content.text).join("");

  // ---- v1 turn: send, await the response, gather updates ---------------------
  async function turnV1(ctx, sid, text, { cancelAfterFirstUpdate = false } = {}) {
    const startIdx = updates.length;
    const startSeq = tap.seq;
    const p = ctx.request(v1.methods.agent.session.prompt, { sessionId: sid, prompt: [{ type: "text", text }] });
    let cancelSent = false;
    if (cancelAfterFirstUpdate) {
      await waitFor(() => updates.length > startIdx, 1000);
      cancelledSessions.add(sid);
      await ctx.notify(v1.methods.agent.session.cancel, { sessionId: sid });
      cancelSent = true;
    }
    const res = await p;
    const reqEv = tap.events.find((e) => e.dir === "out" && e.msg.method === "session/prompt" && e.seq > startSeq);
    const rseq = responseSeq(reqEv.msg.id);
    // The SDK may dispatch session/update handlers after the response promise
    // resolved: wait until every update that was on the wire before the
    // response has reached our handler.
    const before = wireUpdates(sid, reqEv.seq, rseq).length;
    await waitFor(() => updates.slice(startIdx).filter((u) => u.sessionId === sid).length >= before, 2000);
    await sleep(50);
    const late = wireUpdates(sid, rseq).length;
    cancelledSessions.delete(sid);
    const ups = updates.slice(startIdx).filter((u) => u.sessionId === sid);
    return { stopReason: res.stopReason, text: turnText(ups), updates: ups, before, late, cancelSent };
  }

  // ---- v2 turn: prompt is accepted with {messageId}; the turn ends with an
  // idle state_update (stopReason) -----------------------------------------
  async function turnV2(ctx, sid, text, { cancelAfterFirstUpdate = false, turnTimeoutMs = 15000 } = {}) {
    const startIdx = updates.length;
    let res = null, resErr = null;
    const p = ctx.request(v2.methods.agent.session.prompt, { sessionId: sid, prompt: [{ type: "text", text }] })
      .then((r) => { res = r; }, (e) => { resErr = e; });
    const mine = () => updates.slice(startIdx).filter((u) => u.sessionId === sid);
    const isState = (u, st) => u.update?.sessionUpdate === "state_update" && (!st || u.update.state === st);
    const idleIdx = () => {
      const ups = mine();
      const running = ups.findIndex((u) => isState(u, "running") || isState(u, "requires_action"));
      for (let i = 0; i < ups.length; i++) {
        if (isState(ups[i], "idle") && (i > running && running >= 0 || (res && running < 0))) return i;
      }
      return -1;
    };
    let cancelSent = false;
    if (cancelAfterFirstUpdate) {
      await waitFor(() => mine().some((u) => u.update?.sessionUpdate === "agent_message_chunk") || idleIdx() >= 0, 1000);
      cancelledSessions.add(sid);
      await ctx.notify(v2.methods.agent.session.cancel, { sessionId: sid });
      cancelSent = true;
    }
    await waitFor(() => (res || resErr) && idleIdx() >= 0, turnTimeoutMs);
    await p;
    cancelledSessions.delete(sid);
    if (resErr) throw resErr;
    const ups = mine();
    const i = idleIdx();
    const turn = i >= 0 ? ups.slice(0, i + 1) : ups;
    return {
      response: res,
      idle: i >= 0,
      stopReason: i >= 0 ? ups[i].update.stopReason ?? null : null,
      running: ups.some((u) => isState(u, "running")),
      userMessageEcho: !!res && ups.some((u) => u.update?.sessionUpdate === "user_message" && u.update.messageId === res.messageId),
      text: turnText(turn),
      updates: turn,
      cancelSent,
    };
  }

  const turn = (ctx, sid, text, o) => (opts.version === 1 ? turnV1(ctx, sid, text, o) : turnV2(ctx, sid, text, o));

  function checkTurn(label, r, wantStop) {
    if (opts.version === 1) {
      check(`${label}_stop_reason`, r.stopReason === wantStop, `stopReason ${r.stopReason} (want ${wantStop})`);
      check(`${label}_updates_before_response`, r.late === 0, `${r.before} session/update before the response, ${r.late} after it`);
    } else {
      check(`${label}_accepted`, !!(r.response && typeof r.response.messageId === "string"), `response ${JSON.stringify(r.response)}`);
      check(`${label}_user_message_echo`, r.userMessageEcho, "user_message update with the response's messageId");
      check(`${label}_running_then_idle`, r.running && r.idle, `running=${r.running} idle=${r.idle}`);
      check(`${label}_stop_reason`, r.stopReason === wantStop, `idle stopReason ${r.stopReason} (want ${wantStop})`);
    }
  }

  async function scenario(ctx) {
    // initialize
    const caps = opts.version === 1
      ? { protocolVersion: 1, clientCapabilities: { fs: { readTextFile: true, writeTextFile: true }, terminal: false }, clientInfo: { name: "acp-wire-interop-ts-client", version: SDK_VERSION } }
      : { protocolVersion: 2, info: { name: "acp-wire-interop-ts-client", version: SDK_VERSION }, capabilities: {} };
    let init;
    try {
      init = await ctx.request(sdk.methods.agent.initialize, caps);
    } catch (e) {
      check("initialize", false, errText(e));
      return;
    }
    summary.negotiated = init.protocolVersion;
    summary.agentInfo = init.agentInfo ?? init.info ?? null;
    if (!check("initialize", init.protocolVersion === opts.version, `agent answered protocolVersion ${init.protocolVersion}`)) return;

    // session/new
    let sid;
    try {
      const r = await ctx.request(sdk.methods.agent.session.new, opts.version === 1 ? { cwd, mcpServers: [] } : { cwd });
      sid = r.sessionId;
    } catch (e) {
      check("session_new", false, errText(e));
      return;
    }
    if (!check("session_new", typeof sid === "string" && sid.length > 0, `sessionId ${JSON.stringify(sid)}`)) return;

    // prompt 1: echo
    const r1 = await turn(ctx, sid, HELLO_PROMPT);
    checkTurn("prompt", r1, "end_turn");
    if (!skip.has("echo")) {
      const missing = HELLO_PROMPT.split(" ").filter((w) => !r1.text.includes(w));
      check("prompt_echo", missing.length === 0, `agent text ${JSON.stringify(r1.text.slice(0, 200))}${missing.length ? "; missing " + missing.join(",") : ""}`);
    }

    // prompt 2: cancelled
    if (!skip.has("cancel")) {
      const r2 = await turn(ctx, sid, SLOW_PROMPT, { cancelAfterFirstUpdate: true });
      checkTurn("cancel", r2, "cancelled");
    }

    // prompt 3: fs/read_text_file served by us
    if (!skip.has("read")) {
      const before = served.read.length;
      const r3 = await turn(ctx, sid, READ_PREFIX + readFile);
      checkTurn("read", r3, "end_turn");
      check("read_served", served.read.slice(before).includes(readFile), `fs/read_text_file paths ${JSON.stringify(served.read.slice(before))}`);
      const firstLine = READ_FILE_CONTENT.split("\n")[0];
      check("read_echo", r3.text.includes(firstLine), `agent text ${JSON.stringify(r3.text.slice(0, 200))}`);
    }

    // prompt 4: session/request_permission answered by us
    if (!skip.has("permission")) {
      const before = served.permission.length;
      const r4 = await turn(ctx, sid, PERMISSION_PROMPT);
      checkTurn("permission", r4, "end_turn");
      const asked = served.permission.slice(before);
      check("permission_requested", asked.length > 0, `${asked.length} session/request_permission`);
      if (asked.length) {
        check("permission_outcome_echo", r4.text.includes(asked[0].optionId), `chose ${asked[0].optionId}; agent text ${JSON.stringify(r4.text.slice(0, 200))}`);
      }
    }
  }

  (async () => {
    const spawned = await Promise.race([exited, sleep(50).then(() => null)]);
    if (spawned && spawned.error) {
      check("spawn", false, spawned.error);
    } else {
      try {
        await app.connectWith(stream, scenario);
      } catch (e) {
        // A failed initialize closes the v2 connection: report only new news.
        if (summary.checks.every((c) => c.ok)) check("connection", false, errText(e));
      }
    }
    // Graceful shutdown: EOF, then SIGTERM, then SIGKILL to the process group.
    const spawnFailed = !!(exitInfo && exitInfo.error);
    const early = exitInfo !== null;
    try { child.stdin.end(); } catch { /* ignore */ }
    let how = early ? "exited before stdin EOF" : "exited after stdin EOF";
    if (!(await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]))) {
      killAgent("SIGTERM");
      how = "needed SIGTERM after stdin EOF";
      if (!(await Promise.race([exited.then(() => true), sleep(3000).then(() => false)]))) {
        killAgent("SIGKILL");
        how = "needed SIGKILL after stdin EOF";
        await exited;
      }
    }
    // Whatever the leader did, leave no process of the group behind.
    if (child && child.pid) { try { process.kill(-child.pid, "SIGKILL"); } catch { /* none left */ } }
    if (!skip.has("exit") && !spawnFailed) {
      check("agent_exit", how === "exited after stdin EOF" && exitInfo?.code === 0, `${how} (code ${exitInfo?.code}, signal ${exitInfo?.signal})`);
    }
    clearTimeout(overall);
    try { rmSync(cwd, { recursive: true, force: true }); } catch { /* ignore */ }
    const ok = summary.checks.length > 0 && summary.checks.every((c) => c.ok);
    finish(ok ? 0 : 1);
  })();
}
