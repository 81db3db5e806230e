//! Stdio MCP servers of an agent's sessions, shared by
//! [`SessionAgent`](super::SessionAgent) and the echo agent. Every agent
//! supports stdio MCP servers (v1's McpServer; v2 when it advertises
//! `session.mcp.stdio`, which both do): each one a request lists is started
//! with its command, args and env (stdin and stdout piped to the agent,
//! stderr discarded — never the agent's own stdout), sent MCP's
//! `initialize` and then `notifications/initialized`, and kept for the
//! session's life: stopped when the session is closed or deleted, and
//! replaced by the servers a `session/load` or `session/resume` lists (the
//! complete set: none of an earlier request is restored). A transport
//! other than stdio (`http`, `sse`, any other) is refused with -32602:
//! neither advertises one. Their tools are not handed to the application
//! (yet): the servers run, connected, for the session.
//!
//! The requests' `mcpServers` are read as JSON, so that both versions (and
//! any schema snapshot) share this code.

use std::collections::HashMap;
use std::process::Stdio as Pipe;
use std::sync::Mutex;

use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::process::{Child, ChildStdin, ChildStdout, Command};

use crate::error::ResponseError;

/// The MCP protocol version asked for in `initialize`.
const MCP_VERSION: &str = "2025-06-18";

/// A stdio MCP server as a request lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct StdioServer {
    name: String,
    command: String,
    args: Vec<String>,
    env: Vec<(String, String)>,
}

/// Reads a request's `mcpServers` (JSON of either version: v1's stdio
/// variant has no `type`, v2's is `"stdio"`). Any other transport is
/// -32602, naming the server.
pub(crate) fn parse(servers: &Value) -> Result<Vec<StdioServer>, ResponseError> {
    let list = match servers {
        Value::Null => return Ok(Vec::new()),
        Value::Array(list) => list,
        other => return Err(ResponseError::invalid_params(format!("mcpServers must be an array, got {other}"))),
    };
    list.iter()
        .map(|s| {
            let kind = s.get("type").and_then(Value::as_str);
            let command = s.get("command").and_then(Value::as_str);
            match (kind, command) {
                (None | Some("stdio"), Some(command)) => Ok(StdioServer {
                    name: s.get("name").and_then(Value::as_str).unwrap_or_default().to_owned(),
                    command: command.to_owned(),
                    args: strings(s.get("args")),
                    env: s
                        .get("env")
                        .and_then(Value::as_array)
                        .map(|e| {
                            e.iter()
                                .filter_map(|v| {
                                    Some((v.get("name")?.as_str()?.to_owned(), v.get("value")?.as_str()?.to_owned()))
                                })
                                .collect()
                        })
                        .unwrap_or_default(),
                }),
                _ => Err(ResponseError::invalid_params(format!(
                    "MCP server {s}: this agent supports the stdio transport only"
                ))),
            }
        })
        .collect()
}

fn strings(v: Option<&Value>) -> Vec<String> {
    v.and_then(Value::as_array).map(|a| a.iter().filter_map(Value::as_str).map(str::to_owned).collect()).unwrap_or_default()
}

/// A started server: the process (killed when this is dropped) and the task
/// that speaks MCP with it.
#[derive(Debug)]
pub(crate) struct Running {
    name: String,
    child: Child,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.task.abort();
        if let Err(e) = self.child.start_kill() {
            tracing::debug!(server = %self.name, error = %e, "MCP server already gone");
        }
    }
}

/// Starts every server of `servers`, introducing the agent as `client`
/// (MCP's `clientInfo`: name and version); -32602 naming the first that
/// cannot be started (those started before it are stopped again).
pub(crate) fn start(servers: Vec<StdioServer>, client: (&str, &str)) -> Result<Vec<Running>, ResponseError> {
    let info = json!({"name": client.0, "version": client.1});
    servers.into_iter().map(|s| spawn(s, info.clone())).collect()
}

fn spawn(server: StdioServer, client: Value) -> Result<Running, ResponseError> {
    let mut child = Command::new(&server.command)
        .args(&server.args)
        .envs(server.env.iter().map(|(k, v)| (k, v)))
        .stdin(Pipe::piped())
        .stdout(Pipe::piped())
        .stderr(Pipe::null())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| {
            ResponseError::invalid_params(format!("MCP server {:?}: cannot start {:?}: {e}", server.name, server.command))
        })?;
    let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
        return Err(ResponseError::internal_error(format!("MCP server {:?}: no pipes", server.name)));
    };
    let task = tokio::spawn(speak(server.name.clone(), client, stdin, stdout));
    Ok(Running { name: server.name, child, task })
}

/// The client side of MCP, as little as a server needs: `initialize`, then
/// `notifications/initialized`; `ping` is answered, any other request of
/// the server -32601, until the server closes its stdout.
async fn speak(name: String, client: Value, mut stdin: ChildStdin, stdout: ChildStdout) {
    let initialize = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": MCP_VERSION,
        "capabilities": {},
        "clientInfo": client
    }});
    if send(&mut stdin, &initialize).await.is_err() {
        tracing::debug!(server = %name, "MCP server closed its stdin before initialize");
        return;
    }
    let mut lines = BufReader::new(stdout).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        let Ok(msg) = serde_json::from_str::<Value>(&line) else { continue };
        let reply = match (msg.get("method").and_then(Value::as_str), msg.get("id")) {
            (None, Some(id)) if *id == json!(0) => {
                if let Some(e) = msg.get("error") {
                    tracing::warn!(server = %name, error = %e, "MCP initialize failed");
                    continue;
                }
                json!({"jsonrpc": "2.0", "method": "notifications/initialized"})
            }
            (Some("ping"), Some(id)) => json!({"jsonrpc": "2.0", "id": id, "result": {}}),
            (Some(m), Some(id)) => json!({"jsonrpc": "2.0", "id": id,
                "error": {"code": -32601, "message": format!("Method not found: {m}")}}),
            _ => continue,
        };
        if send(&mut stdin, &reply).await.is_err() {
            break;
        }
    }
    tracing::debug!(server = %name, "MCP server closed its stdout");
}

async fn send(stdin: &mut ChildStdin, msg: &Value) -> std::io::Result<()> {
    let mut line = msg.to_string().into_bytes();
    line.push(b'\n');
    stdin.write_all(&line).await?;
    stdin.flush().await
}

/// The running servers of every session, by session id.
#[derive(Debug, Default)]
pub(crate) struct Servers {
    by_session: Mutex<HashMap<String, Vec<Running>>>,
}

impl Servers {
    /// `running` are `session`'s servers from now on; the ones it had are stopped.
    pub(crate) fn set(&self, session: &str, running: Vec<Running>) {
        let old = self.by_session.lock().unwrap_or_else(std::sync::PoisonError::into_inner).insert(session.to_owned(), running);
        drop(old);
    }

    /// Stops `session`'s servers (closed or deleted).
    pub(crate) fn stop(&self, session: &str) {
        let old = self.by_session.lock().unwrap_or_else(std::sync::PoisonError::into_inner).remove(session);
        drop(old);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_stdio_servers_of_both_versions_and_refuses_other_transports() {
        let v1 = json!([{"name": "a", "command": "/bin/a", "args": ["x"], "env": [{"name": "K", "value": "V"}]}]);
        let v2 = json!([{"type": "stdio", "name": "a", "command": "/bin/a", "args": ["x"], "env": [{"name": "K", "value": "V"}]}]);
        let want = StdioServer { name: "a".into(), command: "/bin/a".into(), args: vec!["x".into()], env: vec![("K".into(), "V".into())] };
        assert_eq!(parse(&v1).ok(), Some(vec![want.clone()]));
        assert_eq!(parse(&v2).ok(), Some(vec![want]));
        assert_eq!(parse(&Value::Null).ok(), Some(Vec::new()));
        for other in [json!([{"type": "http", "name": "h", "url": "https://example.com", "headers": []}]), json!([{"type": "_x", "name": "x"}])] {
            let e = parse(&other).err().map(|e| e.code);
            assert_eq!(e, Some(-32602), "{other}");
        }
    }
}
