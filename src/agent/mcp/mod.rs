//! The MCP servers of an agent's sessions, shared by
//! [`SessionAgent`](super::SessionAgent) and the echo agent: each server a
//! `session/new`, `session/load`, `session/resume` (or fork) lists is
//! connected, introduced with MCP's `initialize` and then
//! `notifications/initialized`, and kept for the session's life: let go
//! when the session is closed or deleted, and replaced by the servers a
//! later `session/load` or `session/resume` lists (the complete set: none
//! of an earlier request is restored). Their tools are not handed to the
//! application (yet): the servers are connected, for the session.
//!
//! Transports, one file each:
//! * stdio (`stdio.rs`): every agent supports it (v1's McpServer; v2 when
//!   it advertises `session.mcp.stdio`, which both do). A command that
//!   cannot be started fails the request with -32602.
//! * HTTP (`http.rs`, feature `mcp-http`): MCP's Streamable HTTP transport,
//!   advertised (v1 `mcpCapabilities.http`, v2 `session.mcp.http`) where
//!   the feature is compiled in. The handshake runs in the background, so
//!   a server that cannot be reached is logged and the session goes on
//!   (the v1 spec: new agents SHOULD support HTTP MCP servers, and one
//!   unreachable URL must not cost the client its session).
//!
//! Any other transport (`sse`, deprecated in MCP; `http` without the
//! feature; an unknown one) is refused with -32602: none is advertised.
//!
//! The requests' `mcpServers` are read as JSON, so that both versions (and
//! any schema snapshot) share this code.

#[cfg(feature = "mcp-http")]
mod http;
mod stdio;

use std::collections::HashMap;
use std::sync::Mutex;

use serde_json::{json, Value};

use crate::error::ResponseError;

/// The MCP protocol version asked for in `initialize`.
const MCP_VERSION: &str = "2025-06-18";

/// Whether this build connects to HTTP MCP servers, i.e. whether the
/// agents advertise the `http` transport.
pub(crate) const HTTP: bool = cfg!(feature = "mcp-http");

/// The transports `parse` takes, for its error message.
const TRANSPORTS: &str = if HTTP { "the stdio and http transports" } else { "the stdio transport" };

/// An MCP server as a request lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
// Reached from outside only through `seam::mcp` (the echo agent), which
// names no variant.
#[allow(private_interfaces)]
pub enum Server {
    Stdio(stdio::StdioServer),
    #[cfg(feature = "mcp-http")]
    Http(http::HttpServer),
}

/// Reads a request's `mcpServers` (JSON of either version: v1's stdio
/// variant has no `type`, v2's is `"stdio"`). A transport this build does
/// not support, or a server whose fields it cannot use, is -32602, naming
/// the server.
pub fn parse(servers: &Value) -> Result<Vec<Server>, ResponseError> {
    let list = match servers {
        Value::Null => return Ok(Vec::new()),
        Value::Array(list) => list,
        other => return Err(ResponseError::invalid_params(format!("mcpServers must be an array, got {other}"))),
    };
    list.iter()
        .map(|s| {
            let kind = s.get("type").and_then(Value::as_str);
            match (kind, s.get("command").and_then(Value::as_str)) {
                (None | Some("stdio"), Some(command)) => Ok(Server::Stdio(stdio::StdioServer::parse(s, command))),
                #[cfg(feature = "mcp-http")]
                (Some("http"), _) => http::HttpServer::parse(s).map(Server::Http),
                _ => Err(ResponseError::invalid_params(format!("MCP server {s}: this agent supports {TRANSPORTS} only"))),
            }
        })
        .collect()
}

/// A connected (or connecting) server; dropping it lets the server go
/// (a stdio process is killed, an HTTP session is deleted). Its parts are
/// held for their `Drop`, never read (a stdio server boxed: its process
/// handle is ten times the size of an HTTP one).
#[derive(Debug)]
#[allow(dead_code)]
// Reached from outside only through `seam::mcp` (the echo agent), which
// names no variant.
#[allow(private_interfaces)]
pub enum Running {
    Stdio(Box<stdio::Running>),
    #[cfg(feature = "mcp-http")]
    Http(http::Running),
}

/// Connects every server of `servers`, introducing the agent as `client`
/// (MCP's `clientInfo`: name and version); -32602 naming the first stdio
/// server that cannot be started (those started before it are let go
/// again). HTTP servers connect in the background and never fail this.
pub fn start(servers: Vec<Server>, client: (&str, &str)) -> Result<Vec<Running>, ResponseError> {
    let info = json!({"name": client.0, "version": client.1});
    servers
        .into_iter()
        .map(|s| match s {
            Server::Stdio(s) => stdio::spawn(s, info.clone()).map(|r| Running::Stdio(Box::new(r))),
            #[cfg(feature = "mcp-http")]
            Server::Http(s) => Ok(Running::Http(http::connect(s, info.clone()))),
        })
        .collect()
}

/// v2's `session.mcp` of both agents: stdio, and http where this build
/// connects to HTTP servers and the schema has the capability (the facts
/// keep an older schema snapshot building).
#[cfg(acp_v2 = "McpCapabilities.stdio")]
pub fn v2_capabilities() -> crate::v2::McpCapabilities {
    let caps = crate::v2::McpCapabilities::new().stdio(crate::v2::McpStdioCapabilities::new());
    #[cfg(all(feature = "mcp-http", acp_v2 = "McpCapabilities.http"))]
    let caps = caps.http(crate::v2::McpHttpCapabilities::new());
    caps
}

/// v1's `mcpCapabilities` of both agents where this build connects to
/// HTTP servers (stdio needs no capability in v1).
#[cfg(all(feature = "mcp-http", acp_v1 = "AgentCapabilities.mcpCapabilities", acp_v1 = "McpCapabilities.http"))]
pub fn v1_capabilities() -> crate::v1::McpCapabilities {
    crate::v1::McpCapabilities::new().http(true)
}

/// MCP's `initialize` request (id 0), the first message to every server.
fn initialize(client: &Value) -> Value {
    json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": MCP_VERSION,
        "capabilities": {},
        "clientInfo": client
    }})
}

/// The notification that follows a successful `initialize` answer.
fn initialized() -> Value {
    json!({"jsonrpc": "2.0", "method": "notifications/initialized"})
}

/// `msg` is the answer to `initialize` (id 0, no method).
fn is_initialize_answer(msg: &Value) -> bool {
    msg.get("method").is_none() && msg.get("id") == Some(&json!(0))
}

/// The client's answer to a request of the server: `ping` is answered, any
/// other request -32601 (the agent offers no roots, sampling or
/// elicitation); notifications and responses get none.
fn answer(msg: &Value) -> Option<Value> {
    match (msg.get("method").and_then(Value::as_str), msg.get("id")) {
        (Some("ping"), Some(id)) => Some(json!({"jsonrpc": "2.0", "id": id, "result": {}})),
        (Some(m), Some(id)) => Some(json!({"jsonrpc": "2.0", "id": id,
            "error": {"code": -32601, "message": format!("Method not found: {m}")}})),
        _ => None,
    }
}

/// The running servers of every session, by session id.
#[derive(Debug, Default)]
pub struct Servers {
    by_session: Mutex<HashMap<String, Vec<Running>>>,
}

impl Servers {
    /// `running` are `session`'s servers from now on; the ones it had are let go.
    pub fn set(&self, session: &str, running: Vec<Running>) {
        let old = self.by_session.lock().unwrap_or_else(std::sync::PoisonError::into_inner).insert(session.to_owned(), running);
        drop(old);
    }

    /// Lets `session`'s servers go (closed or deleted).
    pub fn stop(&self, session: &str) {
        let old = self.by_session.lock().unwrap_or_else(std::sync::PoisonError::into_inner).remove(session);
        drop(old);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_stdio_servers_of_both_versions_and_refuses_unsupported_transports() {
        let v1 = json!([{"name": "a", "command": "/bin/a", "args": ["x"], "env": [{"name": "K", "value": "V"}]}]);
        let v2 = json!([{"type": "stdio", "name": "a", "command": "/bin/a", "args": ["x"], "env": [{"name": "K", "value": "V"}]}]);
        let want = Server::Stdio(stdio::StdioServer::parse(&v1[0], "/bin/a"));
        assert_eq!(parse(&v1).ok(), Some(vec![want.clone()]));
        assert_eq!(parse(&v2).ok(), Some(vec![want]));
        assert_eq!(parse(&Value::Null).ok(), Some(Vec::new()));
        let sse = json!([{"type": "sse", "name": "s", "url": "https://example.com", "headers": []}]);
        let http = json!([{"type": "http", "name": "h", "url": "https://example.com", "headers": []}]);
        let mut refused = vec![sse, json!([{"type": "_x", "name": "x"}])];
        if !HTTP {
            refused.push(http.clone());
        }
        for other in refused {
            let e = parse(&other).err().map(|e| e.code);
            assert_eq!(e, Some(-32602), "{other}");
        }
        assert_eq!(parse(&http).is_ok(), HTTP);
    }

    #[test]
    fn answers_ping_and_refuses_other_server_requests() {
        assert_eq!(answer(&json!({"jsonrpc": "2.0", "id": 4, "method": "ping"})), Some(json!({"jsonrpc": "2.0", "id": 4, "result": {}})));
        let roots = answer(&json!({"jsonrpc": "2.0", "id": "r", "method": "roots/list"}));
        assert_eq!(roots.as_ref().and_then(|r| r.pointer("/error/code")), Some(&json!(-32601)));
        assert_eq!(answer(&json!({"jsonrpc": "2.0", "method": "notifications/message"})), None);
        assert!(is_initialize_answer(&json!({"jsonrpc": "2.0", "id": 0, "result": {}})));
        assert!(!is_initialize_answer(&json!({"jsonrpc": "2.0", "id": 0, "method": "ping"})));
    }
}
