#!/usr/bin/env node
// The TypeScript SDK 2.4.0 server under test of the remote benchmark
// (docs/bench/REMOTE-WORKLOAD.md): its AcpServer (experimental/server)
// behind node:http with its Node adapter (experimental/node), Streamable
// HTTP and WebSocket (the `ws` package) on one endpoint, a fresh bench agent
// per connection (`createAgent`), written with the SDK's public v1 agent
// API only.
//
// The bench prompt (../shared/bench/WORKLOAD.md): a first block
// `bench k=<K> s=<S>` streams K agent_message_chunk notifications of S
// bytes, awaiting each send as the SDK's API invites, then answers end_turn.
//
//   node bench_remote_server.mjs [--listen HOST:PORT]
//
// Prints one line on stdout once listening: {"url":"http://HOST:PORT/acp","pid":PID};
// serves until stdin ends or SIGTERM.
import http from "node:http";
import { WebSocketServer } from "ws";
import * as v1 from "@agentclientprotocol/sdk";
import { AcpServer } from "@agentclientprotocol/sdk/experimental/server";
import { createNodeHttpHandler, createNodeWebSocketUpgradeHandler } from "@agentclientprotocol/sdk/experimental/node";

const PATTERN = "lorem ipsum dolor sit amet consectetur adipiscing elit ";

function chunkText(size) {
  let s = "";
  while (s.length < size) s += PATTERN.slice(0, Math.min(PATTERN.length, size - s.length));
  return s;
}

function parseControl(text) {
  const ws = String(text).split(/\s+/).filter(Boolean);
  if (ws[0] !== "bench") return [0, 0];
  let k = 0, s = 0;
  for (const t of ws.slice(1)) {
    if (t.startsWith("k=")) k = Number.parseInt(t.slice(2), 10) || 0;
    else if (t.startsWith("s=")) s = Number.parseInt(t.slice(2), 10) || 0;
  }
  return [k, s];
}

function benchAgent() {
  let n = 0;
  return v1
    .agent({ name: "acp-wire-bench-ts-agent" })
    .onRequest(v1.methods.agent.initialize, () => ({
      protocolVersion: 1,
      agentCapabilities: { loadSession: false },
      authMethods: [],
    }))
    .onRequest(v1.methods.agent.session.new, () => ({ sessionId: `bench-${n++}` }))
    .onRequest(v1.methods.agent.session.prompt, async ({ params, client }) => {
      const first = params.prompt[0];
      const [k, s] = first && first.type === "text" ? parseControl(first.text) : [0, 0];
      if (k > 0) {
        const text = chunkText(s);
        for (let i = 0; i < k; i++) {
          await client.notify(v1.methods.client.session.update, {
            sessionId: params.sessionId,
            update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text } },
          });
        }
      }
      return { stopReason: "end_turn" };
    });
}

let listen = "127.0.0.1:0";
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === "--listen") listen = argv[++i];
  else {
    process.stderr.write(`bench_remote_server.mjs: unknown argument ${argv[i]}\n`);
    process.exit(2);
  }
}

const acp = new AcpServer({ createAgent: benchAgent });
const server = http.createServer(createNodeHttpHandler(acp));
const wss = new WebSocketServer({ noServer: true });
server.on("upgrade", createNodeWebSocketUpgradeHandler(acp, wss));
// Node's default backlog (511) is below the 1,000 sessions the generator opens.
const cut = listen.lastIndexOf(":");
server.listen({ host: listen.slice(0, cut), port: Number(listen.slice(cut + 1)), backlog: 4096 }, () => {
  const a = server.address();
  process.stdout.write(JSON.stringify({ url: `http://${a.address}:${a.port}/acp`, pid: process.pid }) + "\n");
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await acp.close().catch(() => {});
  server.closeAllConnections?.();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
}
process.stdin.on("end", stop);
process.stdin.resume();
process.on("SIGTERM", stop);
