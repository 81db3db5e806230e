//! One agent process driven as a raw client: bytes in, lines out, every
//! agent line validated, agent→client requests served from a scratch
//! workspace.
//!
//! Raw rather than `acp_wire::side::ClientBuilder`: conformance needs to
//! send what a correct client never would (broken JSON, requests before
//! `initialize`, odd ids) and to see the wire exactly as the agent wrote it
//! (a log line on stdout, an update after the turn's response), which a
//! typed client would rightly hide or refuse.

mod serve;

use std::collections::{HashMap, HashSet};
use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitStatus;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use acp_wire::host::{FsSandbox, Terminals};
use acp_wire::transport::{BoxWriter, ChildProcess, StderrMode};
use acp_wire::validate::{Direction, FrameValidator, ViolationKind};
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::sync::mpsc;
use tokio::time::Instant;

/// How to start the agent and how long to wait for it.
#[derive(Clone, Debug)]
pub struct Launch {
    pub program: OsString,
    pub args: Vec<OsString>,
    /// Longest wait for any one answer.
    pub timeout: Duration,
    pub show_stderr: bool,
    pub auth_method: Option<String>,
}

/// What one connection saw that is graded across all scenarios of a
/// version (merged by the caller).
#[derive(Debug, Default, Clone)]
pub struct Observations {
    /// Schema violations of agent frames, as readable text.
    pub schema: Vec<String>,
    /// stdout lines that are not a JSON-RPC message.
    pub noise: Vec<String>,
    /// v1: turn content sent for a session with no turn in progress.
    pub late_updates: Vec<String>,
    /// Agent→client calls the client never advertised (fs off, terminal).
    pub uncapable_calls: Vec<String>,
    /// `session/update`s naming a session this connection never created.
    pub foreign_sessions: Vec<String>,
    /// Responses to ids nobody sent (a notification answered, …).
    pub stray_responses: Vec<String>,
    pub frames: usize,
}

/// An agent→client request as received (already answered).
#[derive(Debug, Clone)]
pub struct AgentCall {
    pub method: String,
    pub params: Value,
}

/// Why a wait ended without the awaited message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Gone {
    Timeout,
    Eof,
}

impl std::fmt::Display for Gone {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Gone::Timeout => f.write_str("no answer before the timeout"),
            Gone::Eof => f.write_str("the agent closed its stdout (exited?)"),
        }
    }
}

static SCRATCH: AtomicU64 = AtomicU64::new(0);

/// A temporary directory (symlinks resolved) removed on drop.
pub struct Scratch {
    pub dir: PathBuf,
}

impl Scratch {
    pub fn new() -> std::io::Result<Scratch> {
        let n = SCRATCH.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("acp-wire-conform-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir)?;
        let dir = dir.canonicalize()?;
        std::fs::write(dir.join(READ_FILE), READ_TEXT)?;
        Ok(Scratch { dir })
    }

    pub fn read_path(&self) -> PathBuf {
        self.dir.join(READ_FILE)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

pub const READ_FILE: &str = "conform-read.txt";
pub const READ_TEXT: &str = "conform file content: the quick brown fox 51c9\nsecond line\n";

/// Turn content kinds: a v1 agent sends these only inside a turn (or a
/// `session/load` replay). Other kinds (commands, modes, session info) may
/// come at any time.
const TURN_CONTENT: &[&str] =
    &["agent_message_chunk", "agent_thought_chunk", "user_message_chunk", "tool_call", "tool_call_update", "plan"];

pub struct Conn {
    writer: Option<BoxWriter>,
    rx: mpsc::UnboundedReceiver<Vec<u8>>,
    child: Option<ChildProcess>,
    validator: FrameValidator,
    pub obs: Observations,
    next_id: i64,
    pub timeout: Duration,
    pub scratch: Scratch,
    sandbox: Option<FsSandbox>,
    /// Client capabilities this connection advertised.
    pub client_fs: bool,
    pub client_terminal: bool,
    terminals: Option<Terminals>,
    /// Terminal ids created for the agent, and those it released.
    pub terminals_created: Vec<String>,
    pub terminals_released: Vec<String>,
    /// The version the agent answered in `initialize`.
    pub version: u16,
    /// Every message received, in wire order.
    pub seen: Vec<Value>,
    /// Agent→client requests, in order.
    pub calls: Vec<AgentCall>,
    /// Ids of requests sent and not answered yet.
    sent: HashSet<String>,
    /// v1 prompt turns in progress: prompt id → session.
    turns: HashMap<String, String>,
    /// Sessions in a `session/load` replay.
    replaying: HashMap<String, String>,
    pub sessions: HashSet<String>,
    /// Session ids of updates that came before (or without) their session.
    unknown_updates: Vec<String>,
    /// Sessions the client is cancelling (permission requests get `cancelled`).
    pub cancelling: HashSet<String>,
    /// Send `session/cancel` when a permission request arrives.
    pub cancel_on_permission: bool,
    eof: bool,
    launch: Launch,
}

impl Conn {
    pub async fn spawn(launch: &Launch) -> Result<Conn, String> {
        let mut cmd = tokio::process::Command::new(&launch.program);
        cmd.args(&launch.args);
        let mode = if launch.show_stderr { StderrMode::Inherit } else { StderrMode::Null };
        let (transport, child) = ChildProcess::spawn(cmd, mode)
            .map_err(|e| format!("cannot start {}: {e}", launch.program.to_string_lossy()))?;
        let (reader, writer) = transport.into_parts();
        let (tx, rx) = mpsc::unbounded_channel();
        tokio::spawn(async move {
            let mut lines = BufReader::new(reader);
            loop {
                let mut buf = Vec::new();
                match lines.read_until(b'\n', &mut buf).await {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        if buf.last() == Some(&b'\n') {
                            buf.pop();
                        }
                        if buf.last() == Some(&b'\r') {
                            buf.pop();
                        }
                        if tx.send(buf).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        let validator = FrameValidator::auto().map_err(|e| format!("built-in schema: {e}"))?;
        let scratch = Scratch::new().map_err(|e| format!("scratch workspace: {e}"))?;
        Ok(Conn {
            writer: Some(writer),
            rx,
            child: Some(child),
            validator,
            obs: Observations::default(),
            next_id: 0,
            timeout: launch.timeout,
            scratch,
            sandbox: None,
            client_fs: false,
            client_terminal: false,
            terminals: None,
            terminals_created: Vec::new(),
            terminals_released: Vec::new(),
            version: 0,
            seen: Vec::new(),
            calls: Vec::new(),
            sent: HashSet::new(),
            turns: HashMap::new(),
            replaying: HashMap::new(),
            sessions: HashSet::new(),
            unknown_updates: Vec::new(),
            cancelling: HashSet::new(),
            cancel_on_permission: false,
            eof: false,
            launch: launch.clone(),
        })
    }

    pub fn cwd(&self) -> String {
        self.scratch.dir.to_string_lossy().into_owned()
    }

    /// Index into `seen` to look at what arrives from now on.
    pub fn mark(&self) -> usize {
        self.seen.len()
    }

    /// Writes one line (a newline is appended) exactly as given.
    pub async fn send_raw(&mut self, line: &[u8]) -> Result<(), String> {
        // Our own frames go through the validator too, so that it knows the
        // ids in flight and the version we asked for; what it says about
        // them is not the agent's fault and is dropped.
        let _ = self.validator.validate(Direction::ClientToAgent, line);
        let w = self.writer.as_mut().ok_or("stdin already closed")?;
        let mut bytes = Vec::with_capacity(line.len() + 1);
        bytes.extend_from_slice(line);
        bytes.push(b'\n');
        w.write_all(&bytes).await.map_err(|e| format!("writing to the agent's stdin: {e}"))?;
        w.flush().await.map_err(|e| format!("writing to the agent's stdin: {e}"))
    }

    pub async fn send(&mut self, msg: &Value) -> Result<(), String> {
        // The requests inside a batch are ours as much as single ones.
        let entries = match msg {
            Value::Array(items) => items.iter().collect(),
            one => vec![one],
        };
        for msg in entries {
            self.track_sent(msg);
        }
        let text = serde_json::to_vec(msg).map_err(|e| e.to_string())?;
        self.send_raw(&text).await
    }

    fn track_sent(&mut self, msg: &Value) {
        if let (Some(id), Some(m)) = (msg.get("id"), msg.get("method").and_then(Value::as_str)) {
            self.sent.insert(id.to_string());
            if m == "session/prompt" && self.version < 2 {
                if let Some(s) = msg.pointer("/params/sessionId").and_then(Value::as_str) {
                    self.turns.insert(id.to_string(), s.to_string());
                }
            }
            if m == "session/load" {
                if let Some(s) = msg.pointer("/params/sessionId").and_then(Value::as_str) {
                    self.replaying.insert(id.to_string(), s.to_string());
                }
            }
        }
    }

    pub fn fresh_id(&mut self) -> Value {
        self.next_id += 1;
        json!(self.next_id)
    }

    /// Sends a request with a fresh integer id; returns the id.
    pub async fn request(&mut self, method: &str, params: Value) -> Result<Value, String> {
        let id = self.fresh_id();
        self.request_with_id(id.clone(), method, params).await?;
        Ok(id)
    }

    pub async fn request_with_id(&mut self, id: Value, method: &str, params: Value) -> Result<(), String> {
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})).await
    }

    pub async fn notify(&mut self, method: &str, params: Value) -> Result<(), String> {
        self.send(&json!({"jsonrpc": "2.0", "method": method, "params": params})).await
    }

    /// Sends a request and waits for its answer.
    pub async fn call(&mut self, method: &str, params: Value) -> Result<Value, String> {
        let id = self.request(method, params).await?;
        self.response(&id).await.map_err(|g| format!("`{method}`: {g}"))
    }

    /// Waits for the response with `id` (the whole message).
    pub async fn response(&mut self, id: &Value) -> Result<Value, Gone> {
        let deadline = Instant::now() + self.timeout;
        self.response_until(id, deadline).await
    }

    pub async fn response_until(&mut self, id: &Value, deadline: Instant) -> Result<Value, Gone> {
        // Already here (it arrived while waiting for something else)?
        if let Some(m) = self.seen.iter().find(|m| is_response(m) && m.get("id") == Some(id)) {
            return Ok(m.clone());
        }
        loop {
            let m = self.recv(deadline).await?;
            if is_response(&m) && m.get("id") == Some(id) {
                return Ok(m);
            }
        }
    }

    /// Waits until `pred` holds for a message received from `from` on.
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

    /// Reads whatever arrives until `deadline` (or EOF); for settling.
    pub async fn drain(&mut self, wait: Duration) {
        let deadline = Instant::now() + wait;
        while self.recv(deadline).await.is_ok() {}
    }

    /// The next JSON message (noise lines are recorded and skipped;
    /// agent requests are answered before they are returned).
    pub async fn recv(&mut self, deadline: Instant) -> Result<Value, Gone> {
        loop {
            if self.eof {
                return Err(Gone::Eof);
            }
            let line = match tokio::time::timeout_at(deadline, self.rx.recv()).await {
                Err(_) => return Err(Gone::Timeout),
                Ok(None) => {
                    self.eof = true;
                    return Err(Gone::Eof);
                }
                Ok(Some(l)) => l,
            };
            if let Some(v) = self.take_line(&line) {
                self.on_message(&v).await;
                self.seen.push(v.clone());
                return Ok(v);
            }
        }
    }

    /// Parses and validates one stdout line; `None` for noise.
    fn take_line(&mut self, line: &[u8]) -> Option<Value> {
        self.obs.frames += 1;
        let parsed = serde_json::from_slice::<Value>(line);
        let is_rpc = matches!(&parsed, Ok(Value::Object(o)) if o.get("jsonrpc").is_some())
            || matches!(&parsed, Ok(Value::Array(a)) if a.iter().all(|x| x.get("jsonrpc").is_some()) && !a.is_empty());
        if !is_rpc {
            let text = String::from_utf8_lossy(line);
            let shown: String = text.chars().take(120).collect();
            self.obs.noise.push(format!("{shown:?}"));
            return None;
        }
        for v in self.validator.validate(Direction::AgentToClient, line) {
            // A response to a request of ours that the validator could not
            // parse (our deliberately broken frames) is not the agent's
            // fault, nor is the version it chose (graded by negotiation).
            if matches!(v.kind, ViolationKind::UnknownResponseId | ViolationKind::Negotiation) {
                continue;
            }
            let text = v.to_string();
            if !self.obs.schema.contains(&text) {
                self.obs.schema.push(text);
            }
        }
        parsed.ok()
    }

    async fn on_message(&mut self, m: &Value) {
        if let Value::Array(items) = m {
            for it in items.clone() {
                Box::pin(self.on_message(&it)).await;
            }
            return;
        }
        let method = m.get("method").and_then(Value::as_str).map(str::to_string);
        match (method, m.get("id")) {
            (Some(method), Some(id)) => {
                let id = id.clone();
                let params = m.get("params").cloned().unwrap_or(Value::Null);
                self.calls.push(AgentCall { method: method.clone(), params: params.clone() });
                let answer = self.serve(&method, &params).await;
                let msg = match answer {
                    Ok(result) => json!({"jsonrpc": "2.0", "id": id, "result": result}),
                    Err((code, message)) => json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}}),
                };
                if let Ok(text) = serde_json::to_vec(&msg) {
                    let _ = self.send_raw(&text).await;
                }
            }
            (Some(method), None) => {
                if method == "session/update" {
                    self.on_update(m);
                }
            }
            (None, Some(id)) => {
                let key = id.to_string();
                if !self.sent.remove(&key) {
                    // Error answers with id null (parse errors) are expected.
                    if !id.is_null() {
                        self.obs.stray_responses.push(format!("response with id {key} to no request of the client"));
                    }
                }
                self.turns.remove(&key);
                self.replaying.remove(&key);
            }
            (None, None) => {}
        }
    }

    fn on_update(&mut self, m: &Value) {
        let Some(session) = m.pointer("/params/sessionId").and_then(Value::as_str) else { return };
        if !self.sessions.contains(session) {
            // Maybe a session whose `session/new` answer is still on its way
            // (an agent may announce commands first); judged at the end.
            if !self.unknown_updates.iter().any(|s| s == session) {
                self.unknown_updates.push(session.to_string());
            }
            return;
        }
        if self.version >= 2 {
            return;
        }
        let kind = m.pointer("/params/update/sessionUpdate").and_then(Value::as_str).unwrap_or("");
        if !TURN_CONTENT.contains(&kind) {
            return;
        }
        let in_turn = self.turns.values().any(|s| s == session) || self.replaying.values().any(|s| s == session);
        if !in_turn {
            self.obs.late_updates.push(format!("`{kind}` for session {session:?} with no turn in progress"));
        }
    }

    /// `initialize` for `version` (1, 2, or above: both shapes in one
    /// object, the form every agent accepts), then authentication if asked.
    /// Returns the whole response.
    pub async fn initialize(&mut self, version: u16, fs: bool) -> Result<Value, String> {
        self.client_fs = fs;
        let info = json!({"name": "acp-wire-conform", "version": env!("CARGO_PKG_VERSION")});
        let v1caps = json!({"fs": {"readTextFile": fs, "writeTextFile": fs}, "terminal": self.client_terminal});
        let params = match version {
            1 => json!({"protocolVersion": 1, "clientCapabilities": v1caps, "clientInfo": info}),
            2 => json!({"protocolVersion": 2, "info": info, "capabilities": {}}),
            v => json!({"protocolVersion": v, "info": info, "capabilities": {}, "clientInfo": info, "clientCapabilities": v1caps}),
        };
        let id = self.request("initialize", params).await?;
        // Slow starters: initialize gets at least 10 s.
        let deadline = Instant::now() + self.timeout.max(Duration::from_secs(10));
        let resp = self.response_until(&id, deadline).await.map_err(|g| format!("initialize: {g}"))?;
        if let Some(v) = resp.pointer("/result/protocolVersion").and_then(Value::as_u64) {
            self.version = u16::try_from(v).unwrap_or(u16::MAX);
        }
        Ok(resp)
    }

    /// `initialize` that must succeed with `version`, then authenticate.
    pub async fn setup(&mut self, version: u16, fs: bool) -> Result<Value, String> {
        let resp = self.initialize(version, fs).await?;
        let Some(result) = resp.get("result").cloned() else {
            return Err(format!("initialize failed: {}", brief(resp.get("error").unwrap_or(&Value::Null))));
        };
        if self.version != version {
            return Err(format!("initialize answered protocolVersion {} instead of {version}", self.version));
        }
        self.authenticate(version).await?;
        Ok(result)
    }

    /// `authenticate` (v1) / `auth/login` (v2) with `--auth-method`, if given.
    pub async fn authenticate(&mut self, version: u16) -> Result<(), String> {
        if let Some(method) = self.launch.auth_method.clone() {
            let name = if version >= 2 { "auth/login" } else { "authenticate" };
            let resp = self.call(name, json!({"methodId": method})).await?;
            if resp.get("result").is_none() {
                return Err(format!("{name} {method:?} failed: {}", brief(resp.get("error").unwrap_or(&Value::Null))));
            }
        }
        Ok(())
    }

    /// Registers an id sent in a hand-written frame, so that its answer is
    /// not taken for a stray response.
    pub fn expect_id(&mut self, id: &Value) {
        self.sent.insert(id.to_string());
    }

    pub fn new_session_params(&self) -> Value {
        json!({"cwd": self.cwd(), "mcpServers": []})
    }

    /// `session/new`; the session id.
    pub async fn new_session(&mut self) -> Result<String, String> {
        let params = self.new_session_params();
        let resp = self.call("session/new", params).await?;
        let sid = session_id_of(&resp).map_err(|e| format!("session/new: {e}"))?;
        self.sessions.insert(sid.clone());
        Ok(sid)
    }

    pub fn prompt_params(session: &str, text: &str) -> Value {
        json!({"sessionId": session, "prompt": [{"type": "text", "text": text}]})
    }

    /// Sends `session/prompt`; its id.
    pub async fn prompt(&mut self, session: &str, text: &str) -> Result<Value, String> {
        self.request("session/prompt", Self::prompt_params(session, text)).await
    }

    /// Waits for the end of a prompt turn sent at `mark` with `id`.
    pub async fn turn_end(&mut self, session: &str, id: &Value, mark: usize) -> Turn {
        let deadline = Instant::now() + self.timeout;
        let response = self.response_until(id, deadline).await;
        let mut turn = Turn { response: None, end: None, gone: None, mark, end_at: 0 };
        match response {
            Ok(r) => turn.response = Some(r),
            Err(g) => {
                turn.gone = Some(g);
                turn.end_at = self.seen.len();
                return turn;
            }
        }
        if self.version >= 2 && turn.response.as_ref().is_some_and(|r| r.get("result").is_some()) {
            let sid = session.to_string();
            match self.wait_for(mark, deadline, |m| is_state(m, &sid, "idle")).await {
                Ok(m) => turn.end = Some(m),
                Err(g) => turn.gone = Some(g),
            }
        }
        turn.end_at = self.seen.len();
        turn
    }

    /// Closes stdin and waits up to `grace` for the agent to exit by
    /// itself; then stops it (SIGTERM, SIGKILL to its process group).
    /// `Some(status)` if it exited by itself. Reads what is left of stdout.
    pub async fn finish(&mut self, grace: Duration) -> Option<ExitStatus> {
        self.writer = None;
        let mut child = self.child.take()?;
        let own = match tokio::time::timeout(grace, child.wait()).await {
            Ok(Ok(status)) => Some(status),
            _ => None,
        };
        if own.is_none() {
            child.set_grace(Duration::from_millis(300));
            let _ = child.shutdown().await;
        } else {
            // Its own children, if any, go too.
            let _ = child.shutdown().await;
        }
        // Whatever was written before the end still counts.
        self.drain(Duration::from_millis(200)).await;
        for s in std::mem::take(&mut self.unknown_updates) {
            if !self.sessions.contains(&s) {
                self.obs.foreign_sessions.push(format!("session/update for session {s:?}, which no session/new answered"));
            }
        }
        own
    }
}

#[derive(Debug, Clone)]
pub struct Turn {
    /// The `session/prompt` response.
    pub response: Option<Value>,
    /// v2: the idle `state_update` that ended the turn.
    pub end: Option<Value>,
    pub gone: Option<Gone>,
    /// `seen[mark..end_at]` is what arrived during the turn.
    pub mark: usize,
    pub end_at: usize,
}

impl Turn {
    /// The stop reason (v1: the response's; v2: the idle update's).
    pub fn stop_reason(&self, version: u16) -> Option<&str> {
        if version >= 2 {
            self.end.as_ref()?.pointer("/params/update/stopReason")?.as_str()
        } else {
            self.response.as_ref()?.pointer("/result/stopReason")?.as_str()
        }
    }

    /// `None` if the turn ended normally, else why not (readable).
    pub fn problem(&self, version: u16) -> Option<String> {
        if let Some(e) = self.response.as_ref().and_then(|r| r.get("error")) {
            return Some(format!("session/prompt answered an error: {}", brief(e)));
        }
        if let Some(g) = &self.gone {
            return Some(if self.response.is_some() && version >= 2 {
                format!("prompt accepted but no idle state_update: {g}")
            } else {
                format!("session/prompt: {g}")
            });
        }
        if self.stop_reason(version).is_none() {
            return Some(if version >= 2 { "the idle state_update has no stopReason".into() } else { "no stopReason in the result".into() });
        }
        None
    }
}

pub fn is_response(m: &Value) -> bool {
    m.get("method").is_none() && (m.get("result").is_some() || m.get("error").is_some())
}

pub fn is_update_of(m: &Value, session: &str) -> bool {
    m.get("method").and_then(Value::as_str) == Some("session/update")
        && m.pointer("/params/sessionId").and_then(Value::as_str) == Some(session)
}

pub fn update_kind(m: &Value) -> &str {
    m.pointer("/params/update/sessionUpdate").and_then(Value::as_str).unwrap_or("")
}

pub fn is_state(m: &Value, session: &str, state: &str) -> bool {
    is_update_of(m, session)
        && update_kind(m) == "state_update"
        && m.pointer("/params/update/state").and_then(Value::as_str) == Some(state)
}

/// The text of an update's content chunk, if any.
pub fn chunk_text(m: &Value) -> Option<&str> {
    m.pointer("/params/update/content/text").and_then(Value::as_str)
}

pub fn error_code(m: &Value) -> Option<i64> {
    m.pointer("/error/code").and_then(Value::as_i64)
}

pub fn session_id_of(resp: &Value) -> Result<String, String> {
    if let Some(e) = resp.get("error") {
        return Err(format!("error {}", brief(e)));
    }
    match resp.pointer("/result/sessionId") {
        Some(Value::String(s)) if !s.is_empty() => Ok(s.clone()),
        Some(other) => Err(format!("sessionId is {other}, not a non-empty string")),
        None => Err("no sessionId in the result".into()),
    }
}

/// A short rendering of a JSON value for reasons.
pub fn brief(v: &Value) -> String {
    let s = v.to_string();
    if s.chars().count() > 160 {
        let cut: String = s.chars().take(157).collect();
        format!("{cut}…")
    } else {
        s
    }
}
