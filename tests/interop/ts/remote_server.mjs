#!/usr/bin/env node
// ACP interop REMOTE SERVER on the official TypeScript SDK 2.4.0: its
// AcpServer (experimental/server) behind node:http with its Node adapter
// (experimental/node), Streamable HTTP and WebSocket (the `ws` package) on
// one endpoint, one interop agent (agent_apps.mjs) per connection.
//
//   node remote_server.mjs [--protocol 1|2|1,2] [--listen HOST:PORT]
//
// Prints one line on stdout once listening: {"url":"http://HOST:PORT/acp"};
// serves until stdin ends or SIGTERM. Logs go to stderr.
import http from "node:http";
import { WebSocketServer } from "ws";
import { AcpServer } from "@agentclientprotocol/sdk/experimental/server";
import { createNodeHttpHandler, createNodeWebSocketUpgradeHandler } from "@agentclientprotocol/sdk/experimental/node";
import { makeAgent } from "./agent_apps.mjs";
import { UsageError, log, parseOptions, parseVersions, warn } from "./common.mjs";

const WHO = "ts-remote-server";
let opts;
try {
  opts = parseOptions(process.argv.slice(2), { "--protocol": ["protocol", "str"], "--listen": ["listen", "str"] }, { protocol: "1,2", listen: "127.0.0.1:0" });
  if (opts.help) {
    process.stderr.write("usage: node remote_server.mjs [--protocol 1|2|1,2] [--listen HOST:PORT]\n");
    process.exit(0);
  }
  opts.versions = parseVersions(opts.protocol);
  if (opts.rest.length) throw new UsageError(`unexpected arguments: ${opts.rest.join(" ")}`);
} catch (e) {
  warn(WHO, String(e.message || e));
  process.exit(2);
}

const acp = new AcpServer({ createAgent: () => makeAgent(opts.versions) });
const server = http.createServer(createNodeHttpHandler(acp));
const wss = new WebSocketServer({ noServer: true });
server.on("upgrade", createNodeWebSocketUpgradeHandler(acp, wss));

const [host, port] = [opts.listen.slice(0, opts.listen.lastIndexOf(":")), Number(opts.listen.slice(opts.listen.lastIndexOf(":") + 1))];
server.listen(port, host, () => {
  const a = server.address();
  process.stdout.write(JSON.stringify({ url: `http://${a.address}:${a.port}/acp` }) + "\n");
  log(WHO, `listening on ${a.address}:${a.port}, ACP ${opts.versions.join(",")}`);
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
