// The interop agent's behaviour (the contract in ../README.md), shared by
// agent.mjs (stdio) and remote_server.mjs (Streamable HTTP + WebSocket):
// `makeAgent(versions, opts)` is one agent connector serving those versions.
import { randomUUID } from "node:crypto";
import * as v1 from "@agentclientprotocol/sdk";
import * as v2 from "@agentclientprotocol/sdk/experimental/v2";
import {
  PERMISSION_PROMPT, READ_PREFIX, SDK_VERSION, SLOW_CHUNKS, SLOW_INTERVAL_MS, log, textOf, warn,
} from "./common.mjs";

const WHO = "ts-agent";
const AGENT_INFO = { name: "acp-wire-interop-ts-agent", title: "acp-wire interop agent (TS SDK)", version: SDK_VERSION };

// One turn at a time per session; `cancel()` stops it.
class Turn {
  constructor() { this.cancelled = false; this.waiters = []; }
  cancel() { this.cancelled = true; for (const w of this.waiters.splice(0)) w(); }
  // Sleeps `ms` unless cancelled first; returns true when cancelled.
  async pause(ms) {
    if (this.cancelled) return true;
    await new Promise((resolve) => {
      const t = setTimeout(resolve, ms);
      this.waiters.push(() => { clearTimeout(t); resolve(); });
    });
    return this.cancelled;
  }
}

const words = (s) => s.split(/\s+/).filter(Boolean);

// What a turn does, independent of the protocol version. `io` abstracts the
// version-specific calls: say(text), readFile(path) (or null when not
// available), askPermission() -> {outcome, optionId?}.
async function runTurn(text, turn, io) {
  const t = text.trim();
  if (t.startsWith(READ_PREFIX.trim()) && (t === READ_PREFIX.trim() || t.startsWith(READ_PREFIX))) {
    const path = t.slice(READ_PREFIX.length).trim();
    if (!io.readFile) {
      await io.say(`fs/read_text_file is not available (the client did not advertise fs.readTextFile${io.version === 2 ? "; ACP v2 has no fs methods" : ""})`);
      return "end_turn";
    }
    try {
      const content = await io.readFile(path);
      if (turn.cancelled) return "cancelled";
      await io.say(`read ${path}:\n`);
      await io.say(content);
    } catch (e) {
      if (turn.cancelled) return "cancelled";
      await io.say(`fs/read_text_file failed: ${e && e.message ? e.message : JSON.stringify(e)}`);
    }
    return turn.cancelled ? "cancelled" : "end_turn";
  }
  if (t === PERMISSION_PROMPT || t.startsWith(PERMISSION_PROMPT + " ")) {
    const r = await io.askPermission();
    if (turn.cancelled) return "cancelled";
    await io.say(r.outcome === "selected" ? `permission outcome: selected ${r.optionId}` : `permission outcome: ${r.outcome}`);
    return "end_turn";
  }
  if (t === "/slow" || t.startsWith("/slow ")) {
    const ws = words(t.slice("/slow".length));
    const list = ws.length ? ws : ["tick"];
    for (let i = 0; i < SLOW_CHUNKS; i++) {
      if (turn.cancelled) return "cancelled";
      await io.say(list[i % list.length] + " ");
      if (await turn.pause(SLOW_INTERVAL_MS)) return "cancelled";
    }
    return "end_turn";
  }
  for (const w of words(t)) {
    if (turn.cancelled) return "cancelled";
    await io.say(w + " ");
  }
  return turn.cancelled ? "cancelled" : "end_turn";
}

const PERMISSION_OPTIONS = [
  { optionId: "allow-once", name: "Allow once", kind: "allow_once" },
  { optionId: "reject-once", name: "Reject", kind: "reject_once" },
];

// ---------------------------------------------------------------- ACP v1 ----
export function v1App() {
  let clientCaps = {};
  let n = 0;
  const sessions = new Map(); // sessionId -> { turn }
  return v1
    .agent({ name: AGENT_INFO.name })
    .onRequest(v1.methods.agent.initialize, ({ params }) => {
      clientCaps = params.clientCapabilities || {};
      log(WHO, "v1 initialize", params);
      return {
        protocolVersion: 1,
        agentCapabilities: {
          loadSession: false,
          promptCapabilities: { image: false, audio: false, embeddedContext: false },
        },
        agentInfo: AGENT_INFO,
        authMethods: [],
      };
    })
    .onRequest(v1.methods.agent.session.new, ({ params }) => {
      const sessionId = `ts-v1-sess-${++n}`;
      sessions.set(sessionId, { cwd: params.cwd, turn: null });
      return { sessionId };
    })
    .onRequest(v1.methods.agent.session.prompt, async ({ params, client }) => {
      const s = sessions.get(params.sessionId);
      if (!s) throw v1.RequestError.resourceNotFound(params.sessionId);
      if (s.turn) s.turn.cancel(); // a new prompt supersedes a running one
      const turn = new Turn();
      s.turn = turn;
      const sessionId = params.sessionId;
      const io = {
        version: 1,
        say: (text) => client.notify(v1.methods.client.session.update, {
          sessionId,
          update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text } },
        }),
        readFile: clientCaps.fs && clientCaps.fs.readTextFile
          ? async (path) => (await client.request(v1.methods.client.fs.readTextFile, { sessionId, path })).content
          : null,
        askPermission: async () => {
          const toolCallId = `perm-${randomUUID()}`;
          await client.notify(v1.methods.client.session.update, {
            sessionId,
            update: { sessionUpdate: "tool_call", toolCallId, title: "interop permission check", kind: "other", status: "pending" },
          });
          const r = await client.request(v1.methods.client.session.requestPermission, {
            sessionId,
            toolCall: { toolCallId, title: "interop permission check", kind: "other", status: "pending" },
            options: PERMISSION_OPTIONS,
          });
          const allowed = r.outcome.outcome === "selected" && r.outcome.optionId.startsWith("allow");
          if (allowed) {
            // The tool runs once allowed (tool-calls.mdx): in_progress, then its end.
            await client.notify(v1.methods.client.session.update, {
              sessionId,
              update: { sessionUpdate: "tool_call_update", toolCallId, status: "in_progress" },
            });
          }
          await client.notify(v1.methods.client.session.update, {
            sessionId,
            update: { sessionUpdate: "tool_call_update", toolCallId, status: allowed ? "completed" : "failed" },
          });
          return r.outcome;
        },
      };
      try {
        const stopReason = await runTurn(textOf(params.prompt), turn, io);
        log(WHO, "v1 turn end", stopReason);
        return { stopReason };
      } finally {
        if (s.turn === turn) s.turn = null;
      }
    })
    .onNotification(v1.methods.agent.session.cancel, ({ params }) => {
      log(WHO, "v1 cancel", params);
      const s = sessions.get(params.sessionId);
      if (s && s.turn) s.turn.cancel();
    });
}

// ---------------------------------------------------------------- ACP v2 ----
// v2 draft: the prompt response ({messageId}) arrives on insertion; the turn
// is reported by state_update running -> chunks -> idle(stopReason).
export function v2App(opts = {}) {
  let n = 0;
  const sessions = new Map(); // sessionId -> { turn, chain }
  return v2
    .agent({ name: AGENT_INFO.name })
    .onRequest(v2.methods.agent.initialize, ({ params }) => {
      log(WHO, "v2 initialize", params);
      return { protocolVersion: 2, info: AGENT_INFO, capabilities: { session: {} }, authMethods: [] };
    })
    .onRequest(v2.methods.agent.session.new, ({ params }) => {
      const sessionId = `ts-v2-sess-${++n}`;
      sessions.set(sessionId, { turn: null, chain: Promise.resolve(), cwd: params.cwd });
      return { sessionId };
    })
    // `capabilities.session: {}` promises the baseline session methods, so
    // list/resume/close are served too (in memory; nothing to replay).
    .onRequest(v2.methods.agent.session.list, ({ params }) => {
      const all = [...sessions.entries()].map(([sessionId, s]) => ({ sessionId, cwd: s.cwd }));
      return { sessions: params && params.cwd ? all.filter((x) => x.cwd === params.cwd) : all };
    })
    .onRequest(v2.methods.agent.session.resume, async ({ params, client }) => {
      if (!sessions.has(params.sessionId)) {
        sessions.set(params.sessionId, { turn: null, chain: Promise.resolve(), cwd: params.cwd });
      }
      // v2's ResumeSessionResponse: the session's current state_update
      // after any replay (there is none to give) and before the response.
      const state = sessions.get(params.sessionId).turn ? "running" : "idle";
      await client.notify(v2.methods.client.session.update, {
        sessionId: params.sessionId, update: { sessionUpdate: "state_update", state },
      });
      return {};
    })
    .onRequest(v2.methods.agent.session.close, ({ params }) => {
      const s = sessions.get(params.sessionId);
      if (!s) throw v2.RequestError.resourceNotFound(params.sessionId);
      if (s.turn) s.turn.cancel();
      sessions.delete(params.sessionId);
      return {};
    })
    .onRequest(v2.methods.agent.session.prompt, async ({ params, client }) => {
      const s = sessions.get(params.sessionId);
      if (!s) throw v2.RequestError.resourceNotFound(params.sessionId);
      // v2's ContentBlock: an agent MUST reject a prompt with a block type
      // it does not support with -32602. This one advertises no prompt
      // capabilities: the baseline kinds only.
      const bad = opts.anyBlock ? -1 : params.prompt.findIndex((b) => !["text", "resource_link"].includes(b.type));
      if (bad >= 0) {
        throw v2.RequestError.invalidParams({ path: `prompt[${bad}].type` }, `content block type ${JSON.stringify(params.prompt[bad].type)} is not supported`);
      }
      const sessionId = params.sessionId;
      const messageId = randomUUID();
      const update = (u) => client.notify(v2.methods.client.session.update, { sessionId, update: u });
      // Insert (echo) the user message, then answer; the turn runs after.
      await update({ sessionUpdate: "user_message", messageId, content: params.prompt });
      const text = textOf(params.prompt);
      s.chain = s.chain.then(async () => {
        const turn = new Turn();
        s.turn = turn;
        const agentMessageId = randomUUID();
        const io = {
          version: 2,
          say: (t) => update({ sessionUpdate: "agent_message_chunk", messageId: agentMessageId, content: { type: "text", text: t } }),
          readFile: null,
          askPermission: async () => {
            await update({ sessionUpdate: "state_update", state: "requires_action" });
            try {
              const r = await client.request(v2.methods.client.session.requestPermission, {
                sessionId, title: "interop permission check", options: PERMISSION_OPTIONS,
              });
              return r.outcome;
            } finally {
              await update({ sessionUpdate: "state_update", state: "running" });
            }
          },
        };
        let stopReason = "end_turn";
        try {
          await update({ sessionUpdate: "state_update", state: "running" });
          stopReason = await runTurn(text, turn, io);
        } catch (e) {
          warn(WHO, "v2 turn failed:", String(e && e.message || e));
          stopReason = turn.cancelled ? "cancelled" : "end_turn";
        } finally {
          if (s.turn === turn) s.turn = null;
        }
        log(WHO, "v2 turn end", stopReason);
        await update({ sessionUpdate: "state_update", state: "idle", stopReason });
      }).catch((e) => warn(WHO, "v2 turn error:", String(e && e.message || e)));
      return { messageId };
    })
    .onNotification(v2.methods.agent.session.cancel, ({ params }) => {
      log(WHO, "v2 cancel", params);
      const s = sessions.get(params.sessionId);
      if (s && s.turn) s.turn.cancel();
    });
}

/// An agent connector (`.connect(stream)`) serving `versions` ([1], [2] or [1, 2]).
export function makeAgent(versions, opts = {}) {
  if (versions.length === 1 && versions[0] === 1) return v1App();
  const router = v2.agentProtocolRouter();
  if (versions.includes(1)) router.withV1(v1App());
  if (versions.includes(2)) router.withV2(v2App(opts));
  return router;
}
