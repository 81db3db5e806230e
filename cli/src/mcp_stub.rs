//! `acp-wire mcp-stub --record FILE`: the smallest MCP server that
//! `acp-wire conform` lists as a stdio MCP server, to see whether an agent
//! starts it. It speaks MCP's JSON-RPC over stdin/stdout (one message a
//! line): `initialize` gets a minimal InitializeResult (the protocol
//! version asked for, no capabilities but `tools`), `tools/list` an empty
//! list, `ping` `{}`, any other request -32601; notifications
//! (`notifications/initialized`, …) get nothing. Every message it reads is
//! appended to FILE as it arrives (one JSON line, flushed), and a last
//! line `{"eof": true}` when stdin ends; then it exits.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use serde_json::{json, Value};

use crate::error::CliError;

#[derive(clap::Args)]
pub struct Args {
    /// Append every message read to this file (one JSON line each).
    #[arg(long, value_name = "FILE")]
    record: PathBuf,
}

/// The answer of a minimal MCP server named `server` to the request
/// `msg` (`method`, `id`): `initialize` gets the protocol version asked
/// for and the `tools` capability, `tools/list` an empty list, `ping` `{}`,
/// any other method -32601. Shared with conform's HTTP MCP stub.
pub fn reply(server: &str, id: &Value, method: &str, msg: &Value) -> Value {
    let mut reply = json!({"jsonrpc": "2.0", "id": id});
    let (key, value) = match method {
        "initialize" => {
            let version = msg.pointer("/params/protocolVersion").cloned().unwrap_or(json!("2025-06-18"));
            let result = json!({
                "protocolVersion": version,
                "capabilities": {"tools": {}},
                "serverInfo": {"name": server, "version": env!("CARGO_PKG_VERSION")}
            });
            ("result", result)
        }
        "tools/list" => ("result", json!({"tools": []})),
        "ping" => ("result", json!({})),
        m => ("error", json!({"code": -32601, "message": format!("Method not found: {m}")})),
    };
    reply[key] = value;
    reply
}

pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let mut record = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.record)
        .map_err(|e| CliError::setup("cannot open the --record file", e))?;
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let msg: Value = serde_json::from_str(&line).unwrap_or_else(|_| json!({"unparsed": line}));
        let _ = writeln!(record, "{msg}");
        let _ = record.flush();
        let (Some(id), Some(method)) = (msg.get("id"), msg.get("method").and_then(Value::as_str)) else { continue };
        let reply = reply("acp-wire-mcp-stub", id, method, &msg);
        if writeln!(out, "{reply}").and_then(|()| out.flush()).is_err() {
            break;
        }
    }
    let _ = writeln!(record, "{}", json!({"eof": true}));
    Ok(ExitCode::SUCCESS)
}
