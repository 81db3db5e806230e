//! One agent process driven as a raw client: bytes in, lines out, every
//! agent line validated, agent→client requests served from a scratch
//! workspace.
//!
//! Raw rather than `acp_wire::side::ClientBuilder`: conformance needs to
//! send what a correct client never would (broken JSON, requests before
//! `initialize`, odd ids) and to see the wire exactly as the agent wrote it
//! (a log line on stdout, an update after the turn's response), which a
//! typed client would rightly hide or refuse.
//!
//! This file holds the connection (`Conn`): starting the agent, sending,
//! waiting for answers, and stopping it. Beside it: `scratch` (the
//! workspace), `messages` (reading received messages), `inbox` (what each
//! line that arrives does), `content` (rules on what the agent says),
//! `session` (initialize, sessions, prompt turns), `serve` (agent→client
//! requests), `record` (the transcript `--html` shows).

mod content;
mod elicit;
mod inbox;
mod messages;
mod record;
mod scratch;
mod serve;
mod session;

use std::collections::{HashMap, HashSet};
use std::ffi::OsString;
use std::process::ExitStatus;
use std::time::Duration;

use acp_wire::host::{FsSandbox, Terminals};
use acp_wire::transport::{BoxWriter, ChildProcess, StderrMode};
use acp_wire_validate::{Direction, FrameValidator};
use serde_json::{json, Value};
use tokio::io::AsyncWriteExt;
use tokio::sync::mpsc;
use tokio::time::Instant;

pub use elicit::{ElicitAnswer, UNUSED};
pub use messages::{brief, chunk_text, error_code, is_response, is_state, is_update_of, session_id_of, update_kind};
pub use scratch::Scratch;
use super::wire::pump_lines;
pub use session::Turn;

/// How to start the agent and how long to wait for it.
#[derive(Clone, Debug)]
pub struct Launch {
    pub program: OsString,
    pub args: Vec<OsString>,
    /// Longest wait for any one answer.
    pub timeout: Duration,
    pub show_stderr: bool,
    pub auth_method: Option<String>,
    /// `--schema unstable`: the pinned unstable files grade.
    pub unstable: bool,
    /// What the scenarios say to provoke tool calls.
    pub prompts: Prompts,
}

/// The prompts that provoke an agent's tool calls (issue 26, item 3): by
/// default the bundled echo agent's commands; for another agent, prompts
/// its model (or a stub LLM) answers with the tool call
/// (`--tools-prompt`, `--permission-prompt`, … or `--prompts FILE`). A row
/// whose prompt provoked nothing is NOT TESTED, naming the prompt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prompts {
    /// Makes the agent read a file with `fs/read_text_file`; `{path}` is
    /// the file's absolute path.
    pub tools: String,
    /// Makes the agent ask `session/request_permission` (and, with fs and
    /// terminal advertised, write a file and run a command); `{path}` as in
    /// `tools`.
    pub permission: String,
    /// Makes the agent ask `elicitation/create` (form mode).
    pub elicit: String,
    /// … in URL mode.
    pub elicit_url: String,
}

impl Default for Prompts {
    fn default() -> Self {
        Prompts {
            tools: "/read {path}".into(),
            permission: "/permission".into(),
            elicit: "/elicit".into(),
            elicit_url: "/elicit url".into(),
        }
    }
}

impl Prompts {
    /// The tools prompt for `path`.
    pub fn read(&self, path: &std::path::Path) -> String {
        self.tools.replace("{path}", &path.display().to_string())
    }

    /// "the prompt `P` (the bundled echo agent's command; another agent:
    /// FLAG)", for a row it did not provoke.
    pub fn named(&self, prompt: &str, flag: &str) -> String {
        if *self == Prompts::default() {
            format!("the prompt `{prompt}` (a command of the bundled echo agent; for another agent give {flag})")
        } else {
            format!("the prompt `{prompt}` ({flag})")
        }
    }
}

/// What one connection saw that is graded across all scenarios of a
/// version (merged by the caller).
#[derive(Debug, Default, Clone)]
pub struct Observations {
    /// Schema violations of agent frames, as readable text.
    pub schema: Vec<String>,
    /// stdout lines that are not a JSON-RPC message.
    pub noise: Vec<String>,
    /// SHOULD-level rule findings of agent frames.
    pub advice: Vec<String>,
    /// Members the schema does not declare in agent frames.
    pub undeclared: Vec<String>,
    /// Members only the unstable superset or an earlier published schema
    /// declares (informational notes on `extensibility.no-root-fields`).
    pub members_noted: Vec<String>,
    /// v1: turn content sent for a session with no turn in progress.
    pub late_updates: Vec<String>,
    /// Agent→client calls the client never advertised (fs off, terminal).
    pub uncapable_calls: Vec<String>,
    /// `session/update`s naming a session this connection never created.
    pub foreign_sessions: Vec<String>,
    /// Responses to ids nobody sent (a notification answered, …).
    pub stray_responses: Vec<String>,
    /// Rules of the schema's descriptions broken by what the agent sent
    /// (row id, what): `content.rs`.
    pub content: Vec<(&'static str, String)>,
    pub frames: usize,
}

/// An agent→client request as received (already answered).
#[derive(Debug, Clone)]
pub struct AgentCall {
    pub method: String,
    pub params: Value,
}

/// How the client answers `session/request_permission` (`serve.rs`); all
/// but `Allow` are answers that approve nothing (the `permission-deny`
/// scenario).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Answer {
    /// The first allow option (or the first option).
    #[default]
    Allow,
    /// `cancelled` without `session/cancel`: the user dismissed the prompt.
    Cancelled,
    /// `selected` with an optionId the request did not offer.
    UnknownOption,
    /// An outcome of a kind the agent cannot know ([`UNKNOWN_OUTCOME`]).
    UnknownOutcome,
}

/// The outcome kind of [`Answer::UnknownOutcome`]: `_`-prefixed, the
/// schema's room for implementation-specific outcomes.
pub const UNKNOWN_OUTCOME: &str = "_acp-wire-conform-unknown";

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


pub struct Conn {
    writer: Option<BoxWriter>,
    /// Lines of the agent's stdout, with when each was read off the pipe.
    rx: mpsc::UnboundedReceiver<(Instant, Vec<u8>)>,
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
    /// v2: enable terminal authentication in `initialize`.
    pub terminal_auth: bool,
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
    /// Ids of the requests sent and not answered yet, with their method
    /// (empty for a hand-written frame registered with `expect_id`) and
    /// the session their params name.
    sent: HashMap<String, (String, Option<String>)>,
    /// Sessions with a v1 prompt answered: turn content after that, with no
    /// request of the session in flight, comes after its turn's response.
    prompted: HashSet<String>,
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
    /// Leave the first permission request unanswered (`held`: its id and
    /// params) and send `session/cancel` for its session.
    pub hold_permission: bool,
    pub held: Option<(Value, Value)>,
    /// How permission requests are answered (unless the session is being cancelled).
    pub answer: Answer,
    /// `Some`: `initialize` advertises elicitation (form and url), and
    /// `elicitation/create` is answered so; `None`: elicitation is not
    /// advertised, and a request for it fails `elicitation.absent`.
    pub elicit: Option<ElicitAnswer>,
    /// Leave the first `elicitation/create` unanswered (`held`) and send
    /// `session/cancel` for its session.
    pub hold_elicit: bool,
    /// v2: each session's background work (`content.rs`).
    background: HashMap<String, content::Background>,
    eof: bool,
    launch: Launch,
    /// When the agent was started (the transcript's times count from it).
    started: Instant,
    /// Every line written and read, in the order the client did so.
    frames: Vec<crate::report::Frame>,
    /// When the client wrote or read each of `frames`.
    handled: Vec<Instant>,
}

impl Conn {
    pub async fn spawn(launch: &Launch) -> Result<Conn, String> {
        let started = Instant::now();
        let mut cmd = tokio::process::Command::new(&launch.program);
        cmd.args(&launch.args);
        let mode = if launch.show_stderr { StderrMode::Inherit } else { StderrMode::Null };
        let (transport, child) = ChildProcess::spawn(cmd, mode)
            .map_err(|e| format!("cannot start {}: {e}", launch.program.to_string_lossy()))?;
        let (reader, writer) = transport.into_parts();
        let rx = pump_lines(reader);
        let validator = FrameValidator::auto_pinned(launch.unstable).map_err(|e| format!("built-in schema: {e}"))?;
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
            terminal_auth: false,
            terminals: None,
            terminals_created: Vec::new(),
            terminals_released: Vec::new(),
            version: 0,
            seen: Vec::new(),
            calls: Vec::new(),
            sent: HashMap::new(),
            prompted: HashSet::new(),
            turns: HashMap::new(),
            replaying: HashMap::new(),
            sessions: HashSet::new(),
            unknown_updates: Vec::new(),
            cancelling: HashSet::new(),
            cancel_on_permission: false,
            hold_permission: false,
            held: None,
            answer: Answer::Allow,
            elicit: None,
            hold_elicit: false,
            background: HashMap::new(),
            eof: false,
            launch: launch.clone(),
            started,
            frames: Vec::new(),
            handled: Vec::new(),
        })
    }

    /// The prompts that provoke tool calls.
    pub fn prompts(&self) -> &Prompts {
        &self.launch.prompts
    }

    /// The permission prompt, `{path}` filled in as for the tools prompt
    /// (an agent whose only asking tool reads a file: fast-agent).
    pub fn permission_prompt(&self) -> String {
        self.prompts().permission.replace("{path}", &self.scratch.read_path().display().to_string())
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
        if self.writer.is_none() {
            return Err("stdin already closed".into());
        }
        self.record_sent(line);
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
            let sid = msg.pointer("/params/sessionId").and_then(Value::as_str).map(str::to_string);
            self.sent.insert(id.to_string(), (m.to_string(), sid));
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
                let what = format!("session/update for session {s:?}, which no session/new answered");
                self.mark_updates_of(&s, "prompt.session-routing", &what);
                self.obs.foreign_sessions.push(what);
            }
        }
        own
    }
}
