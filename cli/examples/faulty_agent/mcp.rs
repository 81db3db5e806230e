//! The fixture's stdio MCP servers: each one `session/new` or v2
//! `session/resume` lists is started, sent MCP's `initialize` and then
//! `notifications/initialized`, and killed when the session is closed or
//! deleted (or replaced by a resume's servers) — unless broken
//! (`mcp-ignored`: none is started; `mcp-first-only`: only the first;
//! `mcp-restore`, v2: a resume starts the servers of `session/new` again).
//! And its HTTP MCP servers (advertised: v1 `mcpCapabilities.http`, v2
//! `session.mcp.http`): each `http://` one `session/new` lists is POSTed
//! the same handshake (`mcp-http-ignored`: none is).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

use serde_json::{json, Value};

use super::Agent;

/// The stdio servers of a request's `mcpServers` (v1: no `type`; v2:
/// `"stdio"`).
fn stdio(servers: Option<&Value>) -> Vec<Value> {
    let all = servers.and_then(Value::as_array).cloned().unwrap_or_default();
    all.into_iter().filter(|s| s.get("type").is_none_or(|t| t == "stdio") && s.get("command").is_some()).collect()
}

/// Starts one server and speaks MCP's handshake with it on a thread.
fn spawn(server: &Value) -> Option<Child> {
    let strings = |v: &Value| -> Vec<String> { v.as_array().map(|a| a.iter().filter_map(Value::as_str).map(str::to_string).collect()).unwrap_or_default() };
    let env: Vec<(String, String)> = server["env"]
        .as_array()
        .map(|e| e.iter().filter_map(|v| Some((v["name"].as_str()?.to_string(), v["value"].as_str()?.to_string()))).collect())
        .unwrap_or_default();
    let mut child = Command::new(server["command"].as_str()?)
        .args(strings(&server["args"]))
        .envs(env)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let (mut stdin, stdout) = (child.stdin.take()?, child.stdout.take()?);
    std::thread::spawn(move || {
        let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "faulty-agent", "version": "0.1.0"}}});
        if writeln!(stdin, "{init}").is_err() {
            return;
        }
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            let msg: Value = serde_json::from_str(&line).unwrap_or(Value::Null);
            if msg.get("id") == Some(&json!(0)) && msg.get("result").is_some() {
                let _ = writeln!(stdin, "{}", json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
            }
        }
    });
    Some(child)
}

fn start_all(agent: &Agent, servers: &[Value]) -> Vec<Child> {
    if agent.broken("mcp-ignored") {
        return Vec::new();
    }
    let take = if agent.broken("mcp-first-only") { 1 } else { servers.len() };
    servers.iter().take(take).filter_map(spawn).collect()
}

/// `session/new` of `sid`: its servers.
pub(super) fn start(agent: &Agent, sid: &str, params: &Value) {
    if !agent.broken("mcp-http-ignored") {
        let all = params.get("mcpServers").and_then(Value::as_array).cloned().unwrap_or_default();
        for server in all.into_iter().filter(|s| s["type"] == "http") {
            std::thread::spawn(move || handshake(&server));
        }
    }
    let servers = stdio(params.get("mcpServers"));
    let children = start_all(agent, &servers);
    agent.state().mcp.insert(sid.to_string(), (servers, children));
}

/// v2 `session/resume` of `sid`: the servers it lists replace the ones it
/// had (`mcp-restore`: those of `session/new` start again too).
pub(super) fn resume(agent: &Agent, sid: &str, params: &Value) {
    stop(agent, sid);
    let mut servers = stdio(params.get("mcpServers"));
    let earlier = agent.state().mcp.get(sid).map(|(s, _)| s.clone()).unwrap_or_default();
    if agent.broken("mcp-restore") {
        servers.extend(earlier.iter().cloned());
    }
    let children = start_all(agent, &servers);
    agent.state().mcp.insert(sid.to_string(), (earlier, children));
}

/// Kills `sid`'s servers (closed, deleted, or replaced); keeps the list of
/// `session/new` for `mcp-restore`.
pub(super) fn stop(agent: &Agent, sid: &str) {
    let children = agent.state().mcp.get_mut(sid).map(|(_, c)| std::mem::take(c)).unwrap_or_default();
    for mut c in children {
        let _ = c.kill();
        let _ = c.wait();
    }
}

/// MCP's handshake with an http server, on a thread: `initialize`, then
/// `notifications/initialized` with the session id it gave (if any).
fn handshake(server: &Value) {
    let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "faulty-agent", "version": "0.1.0"}}});
    if let Some(session) = post(server, &init, None) {
        post(server, &json!({"jsonrpc": "2.0", "method": "notifications/initialized"}), session.as_deref());
    }
}

/// One blocking HTTP/1.1 POST of `msg` to the server's `http://host:port/path`
/// with its listed headers, on a connection of its own (`Connection:
/// close`, so the answer ends where the connection does): the
/// `Mcp-Session-Id` of a 2xx answer, `None` on a failure.
fn post(server: &Value, msg: &Value, session: Option<&str>) -> Option<Option<String>> {
    let rest = server["url"].as_str()?.strip_prefix("http://")?;
    let (host, path) = rest.split_once('/').map_or((rest, String::from("/")), |(h, p)| (h, format!("/{p}")));
    let body = msg.to_string();
    let mut head = format!("POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n\
        Accept: application/json, text/event-stream\r\nContent-Length: {}\r\nConnection: close\r\n", body.len());
    for h in server["headers"].as_array().into_iter().flatten() {
        head += &format!("{}: {}\r\n", h["name"].as_str()?, h["value"].as_str()?);
    }
    if let Some(id) = session {
        head += &format!("Mcp-Session-Id: {id}\r\n");
    }
    let mut sock = TcpStream::connect(host).ok()?;
    sock.write_all(format!("{head}\r\n{body}").as_bytes()).ok()?;
    let mut answer = String::new();
    sock.read_to_string(&mut answer).ok()?;
    let (status, headers) = answer.split_once("\r\n\r\n").map_or((answer.as_str(), ""), |(h, _)| h.split_once("\r\n").unwrap_or((h, "")));
    status.split(' ').nth(1).filter(|c| c.starts_with('2'))?;
    let id = headers.split("\r\n").filter_map(|l| l.split_once(':')).find(|(k, _)| k.eq_ignore_ascii_case("mcp-session-id"));
    Some(id.map(|(_, v)| v.trim().to_string()))
}
