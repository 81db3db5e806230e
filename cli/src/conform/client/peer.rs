//! The tool's side of one client connection, as a raw agent: lines in and
//! out of the socket the client's `{agent}` relays, every client line
//! validated against the schema of the version in force, requests the
//! scripts do not handle answered here, and the transcript `--html` shows.
//!
//! Raw rather than `acp_wire::side::AgentBuilder`: the checks must send
//! what a correct agent never would (a line that is not JSON, an update of
//! an undefined kind, a path outside the roots, a call of a method the
//! client did not advertise) and hang up mid-turn.

use std::collections::HashMap;
use std::time::Duration;

use acp_wire_validate::{Direction, FrameValidator, ViolationKind};
use serde_json::{json, Value};
use tokio::io::AsyncWriteExt;
use tokio::net::unix::OwnedWriteHalf;
use tokio::net::UnixStream;
use tokio::sync::mpsc;
use tokio::time::Instant;

use crate::conform::reqs;
use crate::conform::wire::{self, pump_lines};
use crate::report::{Connection, Frame, Mark};

/// What one connection saw that is graded over every run of a version.
#[derive(Debug, Default, Clone)]
pub struct Obs {
    /// Schema violations of client frames.
    pub schema: Vec<String>,
    /// Client lines that are not a JSON-RPC message.
    pub noise: Vec<String>,
    /// SHOULD-level rule findings of client frames.
    pub advice: Vec<String>,
    /// Members the schema does not declare in client frames.
    pub undeclared: Vec<String>,
    /// Members only the unstable superset or an earlier published schema
    /// declares (informational).
    pub members_noted: Vec<String>,
    /// What the client used that the agent never advertised.
    pub uncapable: Vec<String>,
    /// v2 icons whose src is not https: or data:.
    pub icons: Vec<String>,
    pub frames: usize,
}

/// Why a wait ended without the awaited message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gone {
    Timeout,
    Eof,
}

impl std::fmt::Display for Gone {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Gone::Timeout => f.write_str("no answer before the timeout"),
            Gone::Eof => f.write_str("the client closed the connection"),
        }
    }
}

/// Methods the scripts answer themselves (they wait for them).
const SCRIPTED: &[&str] = &["initialize", "session/new", "session/prompt"];

pub struct Peer {
    writer: Option<OwnedWriteHalf>,
    rx: mpsc::UnboundedReceiver<(Instant, Vec<u8>)>,
    validator: FrameValidator,
    pub obs: Obs,
    next_id: i64,
    pub timeout: Duration,
    /// The version this run answers (0 until `initialize` is answered).
    pub version: u16,
    /// Every client message, in wire order.
    pub seen: Vec<Value>,
    /// Ids (JSON text) of our requests not answered yet → method.
    sent: HashMap<String, String>,
    /// Ids of every request we sent (a late answer is not a stray).
    ours: Vec<String>,
    /// Ids of the client's requests answered so far.
    pub answered: Vec<Value>,
    eof: bool,
    started: Instant,
    frames: Vec<Frame>,
    handled: Vec<Instant>,
}

impl Peer {
    pub fn new(stream: UnixStream, timeout: Duration, started: Instant, unstable: bool) -> Result<Peer, String> {
        let (read, write) = stream.into_split();
        let rx = pump_lines(read);
        Ok(Peer {
            writer: Some(write),
            rx,
            validator: FrameValidator::auto_pinned(unstable).map_err(|e| format!("built-in schema: {e}"))?,
            obs: Obs::default(),
            next_id: 0,
            timeout,
            version: 0,
            seen: Vec::new(),
            sent: HashMap::new(),
            ours: Vec::new(),
            answered: Vec::new(),
            eof: false,
            started,
            frames: Vec::new(),
            handled: Vec::new(),
        })
    }

    pub fn deadline(&self) -> Instant {
        Instant::now() + self.timeout
    }

    pub fn mark(&self) -> usize {
        self.seen.len()
    }

    /// Writes one line exactly as given (a newline appended).
    pub async fn send_raw(&mut self, line: &[u8]) -> Result<(), String> {
        // Our frames teach the validator the ids in flight and the version
        // answered; what it says about them (deliberately broken ones) is
        // not the client's fault.
        let _ = self.validator.validate(Direction::AgentToClient, line);
        let w = self.writer.as_mut().ok_or("the agent side already hung up")?;
        let now = Instant::now();
        let mut f = Frame::new(Some(Direction::AgentToClient), line.to_vec());
        f.at = Some(now.saturating_duration_since(self.started));
        self.frames.push(f);
        self.handled.push(now);
        let mut bytes = Vec::with_capacity(line.len() + 1);
        bytes.extend_from_slice(line);
        bytes.push(b'\n');
        w.write_all(&bytes).await.map_err(|e| format!("writing to the client: {e}"))?;
        w.flush().await.map_err(|e| format!("writing to the client: {e}"))
    }

    pub async fn send(&mut self, msg: &Value) -> Result<(), String> {
        let text = serde_json::to_vec(msg).map_err(|e| e.to_string())?;
        self.send_raw(&text).await
    }

    /// Sends a request with a fresh id; returns the id.
    pub async fn request(&mut self, method: &str, params: Value) -> Result<Value, String> {
        self.next_id += 1;
        let id = json!(self.next_id);
        self.sent.insert(id.to_string(), method.to_string());
        self.ours.push(id.to_string());
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})).await?;
        Ok(id)
    }

    pub async fn notify(&mut self, method: &str, params: Value) -> Result<(), String> {
        self.send(&json!({"jsonrpc": "2.0", "method": method, "params": params})).await
    }

    pub async fn update(&mut self, session: &str, update: Value) -> Result<(), String> {
        self.notify("session/update", json!({"sessionId": session, "update": update})).await
    }

    pub async fn respond(&mut self, id: &Value, result: Value) -> Result<(), String> {
        self.answered.push(id.clone());
        self.send(&json!({"jsonrpc": "2.0", "id": id, "result": result})).await
    }

    pub async fn respond_error(&mut self, id: &Value, code: i64, message: &str) -> Result<(), String> {
        self.answered.push(id.clone());
        self.send(&json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}})).await
    }

    /// Sends a request and waits up to the timeout for its response.
    pub async fn call(&mut self, method: &str, params: Value) -> Result<Value, Gone> {
        let id = self.request(method, params).await.map_err(|_| Gone::Eof)?;
        let deadline = self.deadline();
        self.response(&id, deadline).await
    }

    /// Waits for the client's response to our request `id`.
    pub async fn response(&mut self, id: &Value, deadline: Instant) -> Result<Value, Gone> {
        self.wait_for(0, deadline, |m| is_response(m) && m.get("id") == Some(id)).await
    }

    /// Waits until `pred` holds for a client message received from `from` on.
    pub async fn wait_for(&mut self, from: usize, deadline: Instant, pred: impl Fn(&Value) -> bool) -> Result<Value, Gone> {
        if let Some(m) = self.seen.iter().skip(from).find(|m| pred(m)) {
            return Ok(m.clone());
        }
        loop {
            let m = self.recv(deadline).await?;
            if pred(&m) {
                return Ok(m);
            }
        }
    }

    pub fn closed(&self) -> bool {
        self.eof
    }

    /// The agent exits: the socket closes, the relay's stdout with it.
    pub fn hang_up(&mut self) {
        self.writer = None;
        self.rx.close();
    }

    /// The next JSON message of the client (noise recorded and skipped;
    /// requests no script handles answered first).
    pub async fn recv(&mut self, deadline: Instant) -> Result<Value, Gone> {
        loop {
            if self.eof {
                return Err(Gone::Eof);
            }
            let (arrived, line) = match tokio::time::timeout_at(deadline, self.rx.recv()).await {
                Err(_) => return Err(Gone::Timeout),
                Ok(None) => {
                    self.eof = true;
                    return Err(Gone::Eof);
                }
                Ok(Some(l)) => l,
            };
            let mut f = Frame::new(Some(Direction::ClientToAgent), line.clone());
            f.at = Some(arrived.saturating_duration_since(self.started));
            self.frames.push(f);
            self.handled.push(Instant::now());
            if let Some(v) = self.take_line(&line) {
                self.seen.push(v.clone());
                self.on_message(&v).await;
                return Ok(v);
            }
        }
    }

    fn take_line(&mut self, line: &[u8]) -> Option<Value> {
        self.obs.frames += 1;
        let parsed = serde_json::from_slice::<Value>(line);
        let is_rpc = matches!(&parsed, Ok(Value::Object(o)) if o.get("jsonrpc").is_some())
            || matches!(&parsed, Ok(Value::Array(a)) if !a.is_empty() && a.iter().all(|x| x.get("jsonrpc").is_some()));
        if !is_rpc {
            let text = String::from_utf8_lossy(line);
            let shown: String = text.chars().take(120).collect();
            self.mark_received("client.stdin.hygiene", "not a JSON-RPC message".into(), None);
            self.obs.noise.push(format!("{shown:?}"));
            return None;
        }
        let answers_ours = parsed.as_ref().ok().and_then(|v| v.get("id")).is_some_and(|id| self.ours.contains(&id.to_string()));
        for v in self.validator.validate(Direction::ClientToAgent, line) {
            // The version we answer is graded by negotiation, and a reply to
            // one of our deliberately broken requests is not the client's
            // fault for the validator not knowing the request.
            if v.kind == ViolationKind::Negotiation || (v.kind == ViolationKind::UnknownResponseId && answers_ours) {
                continue;
            }
            // A method the agent did not advertise is client.agent-caps's
            // finding (the validator's capability gate says the same).
            if v.violations.iter().all(|x| x.keyword == "capability-gate") {
                continue;
            }
            let text = v.to_string();
            if v.kind.is_informational() {
                // An unstable or retired member: a note, not a failure.
                let text = text.replace("\n  ", " — ");
                if !self.obs.members_noted.contains(&text) {
                    self.obs.members_noted.push(text);
                }
                continue;
            }
            let schema = self.validator.schema();
            let spec = v.def.as_deref().map(|d| crate::report::def_spec(schema.root(), schema.protocol_version(), d));
            // A SHOULD the validator checks is graded on a SHOULD row.
            let (row, seen) = match v.kind {
                ViolationKind::Advice => ("client.schema.advice", &mut self.obs.advice),
                ViolationKind::Undeclared => ("client.extensibility.no-root-fields", &mut self.obs.undeclared),
                _ => ("client.schema.messages", &mut self.obs.schema),
            };
            if !seen.contains(&text) {
                seen.push(text.clone());
            }
            self.mark_received(row, text.replace("\n  ", " — "), spec);
        }
        parsed.ok()
    }

    /// What the client used that the agent never advertised.
    pub fn uncapable(&mut self, what: String) {
        self.mark_received("client.agent-caps", what.clone(), None);
        if !self.obs.uncapable.contains(&what) {
            self.obs.uncapable.push(what);
        }
    }

    async fn on_message(&mut self, m: &Value) {
        let method = m.get("method").and_then(Value::as_str).map(str::to_string);
        match (method, m.get("id")) {
            (None, Some(id)) => {
                self.sent.remove(&id.to_string());
            }
            (Some(method), Some(id)) => {
                let id = id.clone();
                self.check_usage(&method, m.get("params").unwrap_or(&Value::Null));
                if SCRIPTED.contains(&method.as_str()) {
                    return;
                }
                // v2's `session: {}` promises these baseline methods.
                let answer = match method.as_str() {
                    "session/list" if self.version >= 2 => Ok(json!({"sessions": []})),
                    "session/close" if self.version >= 2 => Ok(json!({})),
                    "session/resume" if self.version >= 2 => Err((-32002, "Resource not found: no such session")),
                    _ => Err((-32601, "Method not found")),
                };
                let _ = match answer {
                    Ok(r) => self.respond(&id, r).await,
                    Err((code, msg)) => self.respond_error(&id, code, msg).await,
                };
            }
            _ => {}
        }
    }

    /// The agent advertised no auth methods, no `loadSession`, modes,
    /// config options, extra prompt content, additional directories or MCP
    /// transports (and in v1 no session capabilities).
    fn check_usage(&mut self, method: &str, params: &Value) {
        if self.version >= 2 {
            for what in crate::conform::findings::bad_icons(params) {
                let what = format!("{method}: {what}");
                self.mark_received("client.icons", what.clone(), None);
                if !self.obs.icons.contains(&what) {
                    self.obs.icons.push(what);
                }
            }
        }
        let allowed: &[&str] = if self.version >= 2 {
            &["initialize", "session/new", "session/prompt", "session/list", "session/close", "session/resume"]
        } else {
            &["initialize", "session/new", "session/prompt"]
        };
        if !allowed.contains(&method) && !method.starts_with('_') {
            self.uncapable(format!("called `{method}`, which the agent did not advertise"));
        }
        if matches!(method, "session/new" | "session/resume")
            && params.get("additionalDirectories").and_then(Value::as_array).is_some_and(|a| !a.is_empty())
        {
            self.uncapable(format!("`{method}` with additionalDirectories (not advertised)"));
        }
        if matches!(method, "session/new" | "session/resume" | "session/load") {
            // v1: stdio is the baseline, http and sse need mcpCapabilities;
            // v2: every transport needs session.mcp, and none is advertised.
            for server in params.get("mcpServers").and_then(Value::as_array).into_iter().flatten() {
                let kind = server.get("type").and_then(Value::as_str).unwrap_or("stdio");
                if self.version >= 2 || kind != "stdio" {
                    self.uncapable(format!("`{method}` with a {kind} MCP server (the agent advertised no MCP transport)"));
                }
            }
        }
        if method == "session/prompt" {
            for block in params.get("prompt").and_then(Value::as_array).into_iter().flatten() {
                let kind = block.get("type").and_then(Value::as_str).unwrap_or("?");
                if !matches!(kind, "text" | "resource_link") {
                    self.uncapable(format!("a `{kind}` content block in session/prompt (the agent advertised no prompt capabilities)"));
                }
            }
        }
    }

    fn mark_received(&mut self, id: &str, message: String, spec: Option<String>) {
        let mut mark = reqs::mark(id, self.version.max(1), message, false);
        if spec.is_some() {
            mark.spec = spec;
        }
        if let Some(f) = self.frames.iter_mut().rev().find(|f| f.direction == Some(Direction::ClientToAgent)) {
            if !f.marks.contains(&mark) {
                f.marks.push(mark);
            }
        }
    }

    /// The transcript, each verdict put after the last line handled by the
    /// time it was graded; in wire order.
    pub fn transcript(&mut self, name: String, verdicts: Vec<(Instant, Mark)>) -> Connection {
        let frames = std::mem::take(&mut self.frames);
        let handled = std::mem::take(&mut self.handled);
        wire::transcript(name, self.version, frames, &handled, verdicts)
    }
}

pub fn is_response(m: &Value) -> bool {
    m.get("method").is_none() && (m.get("result").is_some() || m.get("error").is_some())
}

pub fn is_request(m: &Value, method: &str) -> bool {
    m.get("method").and_then(Value::as_str) == Some(method) && m.get("id").is_some()
}

pub fn error_code(m: &Value) -> Option<i64> {
    m.pointer("/error/code").and_then(Value::as_i64)
}
