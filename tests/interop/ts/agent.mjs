#!/usr/bin/env node
// ACP interop AGENT on the official TypeScript SDK (@agentclientprotocol/sdk
// 2.4.0), serving ACP v1 (default entrypoint) and/or the v2 draft
// (experimental/v2 entrypoint, routed by the SDK's AgentProtocolRouter).
//
//   node agent.mjs [--protocol 1|2|1,2] [--any-block]     (default 1,2)
//
// --any-block: a conformance fixture; v2 accepts prompt blocks of any type
// instead of refusing unsupported ones (-32602) as v2 requires.
//
// Behaviour (the contract in ../README.md):
//   plain prompt       -> streams the prompt's words back as agent_message_chunk
//                         updates, then ends the turn with end_turn
//   "/slow WORDS"      -> streams WORDS one chunk per 100 ms for ~5 s; a
//                         session/cancel ends the turn with `cancelled`
//   "/read PATH"       -> (v1, client advertised fs.readTextFile) calls
//                         fs/read_text_file and streams the content back
//   "/permission"      -> calls session/request_permission and streams
//                         "permission outcome: selected <optionId>" or
//                         "permission outcome: cancelled"
// stdout carries only ACP; logs go to stderr (set ACP_INTEROP_LOG=1 for more).
import { Readable, Writable } from "node:stream";
import * as v1 from "@agentclientprotocol/sdk";
import { makeAgent } from "./agent_apps.mjs";
import { UsageError, log, parseOptions, parseVersions, warn } from "./common.mjs";

const WHO = "ts-agent";

let opts;
try {
  opts = parseOptions(process.argv.slice(2), { "--protocol": ["protocol", "str"], "--any-block": ["anyBlock", "bool"] }, { protocol: "1,2", anyBlock: false });
  if (opts.help) {
    process.stderr.write("usage: node agent.mjs [--protocol 1|2|1,2] [--any-block]\n");
    process.exit(0);
  }
  opts.versions = parseVersions(opts.protocol);
  if (opts.rest.length) throw new UsageError(`unexpected arguments: ${opts.rest.join(" ")}`);
} catch (e) {
  warn(WHO, String(e.message || e));
  process.exit(2);
}

const stream = v1.ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin));
const conn = makeAgent(opts.versions, { anyBlock: opts.anyBlock }).connect(stream);
log(WHO, `serving ACP ${opts.versions.join(",")}`);
await conn.closed;
log(WHO, "connection closed; exiting");
process.exit(0);
