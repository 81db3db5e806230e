#!/usr/bin/env node
// ACP interop REMOTE CLIENT on the official TypeScript SDK 2.4.0: its
// Streamable HTTP client (experimental/http-client) or WebSocket client
// (experimental/ws-client, with the `ws` package's WebSocket on Node 20)
// drives a remote agent through the scenario of ../README.md: initialize,
// session/new, an echoed prompt, a cancelled `/slow` prompt, `/read` (v1:
// the agent calls fs/read_text_file, served here), `/permission` (the
// agent's session/request_permission, answered here, on the session's
// stream). With --reload-url, the session is then reopened --reloads times
// (default 1), each on a new connection to that URL (another server on the
// same store): v1 `session/load`, v2 `session/resume` replaying from the
// start; each time the replay must hold the echoed turn's text by the time
// the answer arrives (replay before the answer, issue 25; no sleeps).
// Prints ONE JSON summary line; exit 0 only if every check passed.
//
//   node remote_client.mjs --url URL [--transport http|ws] [--protocol 1|2]
//                          [--skip a,b] [--timeout SECS]
//                          [--reload-url URL] [--reloads N]
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import WebSocket from "ws";
import * as v1 from "@agentclientprotocol/sdk";
import * as v2 from "@agentclientprotocol/sdk/experimental/v2";
import { createHttpStream } from "@agentclientprotocol/sdk/experimental/http-client";
import { createWebSocketStream } from "@agentclientprotocol/sdk/experimental/ws-client";
import {
  HELLO_PROMPT, PERMISSION_PROMPT, READ_FILE_CONTENT, READ_FILE_NAME, READ_PREFIX, SDK_NAME, SDK_VERSION,
  UsageError, log, parseOptions, sleep, tapStream, warn,
} from "./common.mjs";

const WHO = "ts-remote-client";
const STEPS = ["echo", "cancel", "read", "permission"];
const t0 = performance.now();
const summary = { ok: false, peer: `${SDK_NAME}@${SDK_VERSION}`, role: "remote-client", transport: null, protocol: null, checks: [], error: null, elapsed_ms: 0 };
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
const errText = (e) => (e && typeof e === "object" && "code" in e ? `error ${e.code}: ${e.message}` : String((e && e.message) || e));

let opts;
try {
  opts = parseOptions(process.argv.slice(2), {
    "--url": ["url", "str"], "--transport": ["transport", "str"], "--protocol": ["protocol", "str"],
    "--skip": ["skip", "list"], "--timeout": ["timeout", "num"],
    "--reload-url": ["reloadUrl", "str"], "--reloads": ["reloads", "num"],
  }, { transport: "http", protocol: "1", skip: [], timeout: 60, reloadUrl: null, reloads: 1 });
  if (opts.help) {
    process.stderr.write("usage: node remote_client.mjs --url URL [--transport http|ws] [--protocol 1|2] [--skip echo,cancel,read,permission] [--timeout SECS] [--reload-url URL] [--reloads N]\n");
    process.exit(0);
  }
  if (!opts.url) throw new UsageError("--url is required");
  if (opts.reloadUrl && opts.skip.includes("echo")) throw new UsageError("--reload-url needs the echo step (its turn is what the replay must hold)");
  if (!["http", "ws"].includes(opts.transport)) throw new UsageError("--transport must be http or ws");
  if (!["1", "2"].includes(opts.protocol)) throw new UsageError("--protocol must be 1 or 2");
  for (const s of opts.skip) if (!STEPS.includes(s)) throw new UsageError(`--skip: unknown step ${s}`);
  opts.version = Number(opts.protocol);
} catch (e) {
  summary.error = `usage: ${e.message}`;
  warn(WHO, summary.error);
  finish(2);
}

if (!finished) {
  summary.transport = opts.transport;
  summary.protocol = opts.version;
  const skip = new Set(opts.skip);
  if (opts.version === 2) skip.add("read");
  const overall = setTimeout(() => {
    check("timeout", false, `scenario did not finish within ${opts.timeout}s`);
    finish(3);
  }, opts.timeout * 1000);

  const cwd = realpathSync(mkdtempSync(path.join(tmpdir(), "acp-interop-ts-remote-")));
  const readFile = path.join(cwd, READ_FILE_NAME);
  writeFileSync(readFile, READ_FILE_CONTENT);
  const updates = [];
  const served = { read: [], permission: [] };
  const confine = (p) => {
    const real = path.resolve(p);
    if (!path.isAbsolute(p) || (real !== cwd && !real.startsWith(cwd + path.sep))) throw v1.RequestError.invalidParams({ path: p }, "path outside the session cwd");
    return real;
  };
  const onPermission = (params) => {
    const opt = params.options.find((o) => String(o.kind).startsWith("allow")) || params.options[0];
    served.permission.push({ sessionId: params.sessionId, optionId: opt.optionId });
    return { outcome: { outcome: "selected", optionId: opt.optionId } };
  };
  const sdk = opts.version === 1 ? v1 : v2;
  const makeApp = () => opts.version === 1
    ? v1.client({ name: WHO })
      .onNotification(v1.methods.client.session.update, ({ params }) => { updates.push(params); })
      .onRequest(v1.methods.client.session.requestPermission, ({ params }) => onPermission(params))
      .onRequest(v1.methods.client.fs.readTextFile, ({ params }) => {
        served.read.push(params.path);
        return { content: readFileSync(confine(params.path), "utf8") };
      })
      .onRequest(v1.methods.client.fs.writeTextFile, ({ params }) => {
        const p = confine(params.path);
        mkdirSync(path.dirname(p), { recursive: true });
        writeFileSync(p, params.content);
        return {};
      })
    : v2.client({ name: WHO })
      .onNotification(v2.methods.client.session.update, ({ params }) => { updates.push(params); })
      .onRequest(v2.methods.client.session.requestPermission, ({ params }) => onPermission(params));
  const open = (url) => {
    const remote = opts.transport === "http" ? createHttpStream(url) : createWebSocketStream(url, { WebSocket });
    return tapStream(remote, process.env.ACP_INTEROP_TRACE || null).stream;
  };
  let sessionId = null;

  async function waitFor(pred, ms) {
    const end = performance.now() + ms;
    while (performance.now() < end) {
      if (pred()) return true;
      await sleep(5);
    }
    return pred();
  }
  const textOf = (ups) => ups.filter((u) => u.update?.sessionUpdate === "agent_message_chunk" && u.update.content?.type === "text").map((u) => u.update.content.text).join("");
  const isIdle = (u) => u.update?.sessionUpdate === "state_update" && u.update.state === "idle";

  // One turn: v1 until the prompt's answer, v2 until the idle state_update.
  async function turn(ctx, sid, text, { cancel = false } = {}) {
    const start = updates.length;
    const mine = () => updates.slice(start).filter((u) => u.sessionId === sid);
    const p = ctx.request(sdk.methods.agent.session.prompt, { sessionId: sid, prompt: [{ type: "text", text }] });
    if (cancel) {
      await waitFor(() => mine().some((u) => u.update?.sessionUpdate === "agent_message_chunk"), 5000);
      await ctx.notify(sdk.methods.agent.session.cancel, { sessionId: sid });
    }
    const res = await p;
    if (opts.version === 1) {
      await sleep(50);
      return { stopReason: res.stopReason, text: textOf(mine()) };
    }
    await waitFor(() => mine().some(isIdle), 15000);
    const idle = mine().find(isIdle);
    return { stopReason: idle?.update.stopReason ?? null, text: textOf(mine()) };
  }

  const caps = opts.version === 1
    ? { protocolVersion: 1, clientCapabilities: { fs: { readTextFile: true, writeTextFile: true }, terminal: false }, clientInfo: { name: WHO, version: SDK_VERSION } }
    : { protocolVersion: 2, info: { name: WHO, version: SDK_VERSION }, capabilities: {} };

  async function scenario(ctx) {
    const init = await ctx.request(sdk.methods.agent.initialize, caps);
    if (!check("initialize", init.protocolVersion === opts.version, `protocolVersion ${init.protocolVersion}`)) return;
    const { sessionId: sid } = await ctx.request(sdk.methods.agent.session.new, opts.version === 1 ? { cwd, mcpServers: [] } : { cwd });
    if (!check("session_new", typeof sid === "string" && sid.length > 0, `sessionId ${JSON.stringify(sid)}`)) return;
    sessionId = sid;
    if (!skip.has("echo")) {
      const r = await turn(ctx, sid, HELLO_PROMPT);
      check("prompt_stop_reason", r.stopReason === "end_turn", `stopReason ${r.stopReason}`);
      const missing = HELLO_PROMPT.split(" ").filter((w) => !r.text.includes(w));
      check("prompt_echo", missing.length === 0, `text ${JSON.stringify(r.text.slice(0, 200))}`);
    }
    if (!skip.has("cancel")) {
      const r = await turn(ctx, sid, "/slow 5 hello interop world", { cancel: true });
      check("cancel_stop_reason", r.stopReason === "cancelled", `stopReason ${r.stopReason}`);
    }
    if (!skip.has("read")) {
      const r = await turn(ctx, sid, READ_PREFIX + readFile);
      check("read_served", served.read.includes(readFile), `fs/read_text_file ${JSON.stringify(served.read)}`);
      check("read_echo", r.text.includes(READ_FILE_CONTENT.split("\n")[0]), `text ${JSON.stringify(r.text.slice(0, 200))}`);
    }
    if (!skip.has("permission")) {
      const r = await turn(ctx, sid, PERMISSION_PROMPT);
      check("permission_requested", served.permission.length > 0, `${served.permission.length} session/request_permission`);
      check("permission_outcome", r.text.includes("permission outcome: selected"), `text ${JSON.stringify(r.text.slice(0, 200))}`);
      check("permission_stop_reason", r.stopReason === "end_turn", `stopReason ${r.stopReason}`);
    }
  }

  // One reopening of the session on a new connection to --reload-url: the
  // updates of the session that arrived before the answer must hold the
  // echoed turn (HELLO_PROMPT's words, said by the agent).
  async function reload(ctx, n) {
    const init = await ctx.request(sdk.methods.agent.initialize, caps);
    if (opts.version === 1 && !check(`reload_${n}_capability`, init.agentCapabilities?.loadSession === true, "agentCapabilities.loadSession")) return;
    const start = updates.length;
    const res = opts.version === 1
      ? await ctx.request(v1.methods.agent.session.load, { sessionId, cwd, mcpServers: [] })
      : await ctx.request(v2.methods.agent.session.resume, { sessionId, cwd, replayFrom: { type: "start" } });
    const before = updates.slice(start).filter((u) => u.sessionId === sessionId);
    const text = textOf(before);
    const missing = HELLO_PROMPT.split(" ").filter((w) => !text.includes(w));
    check(`reload_${n}_replay_before_answer`, res !== undefined && missing.length === 0,
      `${before.length} updates before the answer; text ${JSON.stringify(text.slice(0, 200))}`);
  }

  (async () => {
    try {
      await makeApp().connectWith(open(opts.url), scenario);
    } catch (e) {
      check("connection", false, errText(e));
    }
    if (opts.reloadUrl && sessionId) {
      for (let n = 1; n <= opts.reloads; n++) {
        try {
          await makeApp().connectWith(open(opts.reloadUrl), (ctx) => reload(ctx, n));
        } catch (e) {
          check(`reload_${n}`, false, errText(e));
        }
      }
    }
    clearTimeout(overall);
    try { rmSync(cwd, { recursive: true, force: true }); } catch { /* ignore */ }
    finish(summary.checks.length > 0 && summary.checks.every((c) => c.ok) ? 0 : 1);
  })();
}
