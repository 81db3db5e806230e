//! The tool as a scripted agent: `initialize` answered with exactly one
//! version (the run's), one session, a prompt turn in the version's shape
//! (v1: the turn ends with the `session/prompt` response; v2: the response
//! accepts the prompt, `state_update`s bracket the work), and the end of a
//! run (later prompts answered at once until the client goes).

use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;

use super::launch::ClientProc;
use super::peer::{is_request, Gone, Peer};

/// What the client said in `initialize`.
pub struct Hello {
    pub params: Value,
    /// Methods it sent before `initialize` (answered with an error).
    pub early: Vec<String>,
}

impl Hello {
    pub fn requested(&self) -> Option<u64> {
        self.params.get("protocolVersion").and_then(Value::as_u64)
    }

    /// The member of `initialize` params named `v1` or `v2` in `version`:
    /// a v1 agent reads only v1's names, so a client that offers 2 and
    /// accepts 1 must send those too.
    pub fn member(&self, version: u16, v1: &str, v2: &str) -> Option<&Value> {
        self.params.get(if version >= 2 { v2 } else { v1 })
    }

    /// v1 capability flags, as the client advertised them in `initialize`
    /// (a client offering 2 and accepting 1 sends them beside the v2 ones).
    pub fn v1_flag(&self, pointer: &str) -> bool {
        self.params.get("clientCapabilities").and_then(|c| c.pointer(pointer)).and_then(Value::as_bool) == Some(true)
    }

    pub fn elicitation(&self, version: u16) -> bool {
        let key = if version >= 2 { "capabilities" } else { "clientCapabilities" };
        self.params.get(key).and_then(|c| c.get("elicitation")).is_some_and(|e| !e.is_null())
    }
}

/// The `initialize` result for `version`; 99 answers a version no client
/// speaks (in v1's shape, as a future agent would send it).
fn init_result(version: u16) -> Value {
    let info = json!({"name": "acp-wire-conform", "title": "acp-wire conform (client check)", "version": env!("CARGO_PKG_VERSION")});
    if version == 2 {
        // `session: {}` is v2's baseline (new, list, resume, close, prompt).
        json!({"protocolVersion": 2, "info": info, "capabilities": {"session": {}}, "authMethods": []})
    } else {
        json!({
            "protocolVersion": version,
            "agentCapabilities": {"loadSession": false, "promptCapabilities": {"image": false, "audio": false, "embeddedContext": false}},
            "authMethods": [],
            "agentInfo": info,
        })
    }
}

/// Waits for `initialize` and answers it with `version`.
pub async fn initialize(peer: &mut Peer, version: u16) -> Result<Hello, String> {
    let deadline = peer.deadline();
    let mut early = Vec::new();
    loop {
        let m = peer.recv(deadline).await.map_err(|g| format!("waiting for initialize: {g}"))?;
        let Some(method) = m.get("method").and_then(Value::as_str) else { continue };
        if method == "initialize" {
            if let Some(id) = m.get("id") {
                let id = id.clone();
                peer.respond(&id, init_result(version)).await?;
                peer.version = if version == 99 { 1 } else { version };
                let params = m.get("params").cloned().unwrap_or(Value::Null);
                return Ok(Hello { params, early });
            }
        }
        early.push(method.to_string());
        if let Some(id) = m.get("id").cloned() {
            // Any other request: the peer's generic answer is not sent for
            // the methods the scripts wait for.
            if matches!(method, "session/new" | "session/prompt") {
                peer.respond_error(&id, -32600, "initialize first").await?;
            }
        }
    }
}

/// The session the client opened.
pub struct Session {
    pub id: String,
    pub cwd: String,
}

static SESSIONS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Waits for `session/new` (received from `from` on: one before
/// `initialize` was refused) and answers a fresh session id.
pub async fn open_session(peer: &mut Peer, from: usize) -> Result<Session, Gone> {
    let deadline = peer.deadline();
    let m = peer.wait_for(from, deadline, |m| is_request(m, "session/new")).await?;
    let id = m.get("id").cloned().unwrap_or(Value::Null);
    let n = SESSIONS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let session = format!("conform-{}-{n}", std::process::id());
    peer.respond(&id, json!({"sessionId": session})).await.map_err(|_| Gone::Eof)?;
    let cwd = m.pointer("/params/cwd").and_then(Value::as_str).unwrap_or("").to_string();
    Ok(Session { id: session, cwd })
}

/// A prompt turn in progress.
pub struct Turn {
    pub id: Value,
    pub session: String,
    pub version: u16,
    /// v2: the inserted user message's id.
    pub message: String,
}

/// Waits for the client's `session/prompt` and starts the turn (v2: the
/// prompt is accepted, reported as a user message, and work starts).
pub async fn await_prompt(peer: &mut Peer, session: &str, from: usize) -> Result<Turn, Gone> {
    let deadline = peer.deadline();
    let m = peer.wait_for(from, deadline, |m| is_request(m, "session/prompt")).await?;
    start_turn(peer, session, &m).await
}

/// Starts the turn of the prompt request `m`.
async fn start_turn(peer: &mut Peer, session: &str, m: &Value) -> Result<Turn, Gone> {
    let id = m.get("id").cloned().unwrap_or(Value::Null);
    let version = peer.version;
    let message = format!("conform-user-{}", id);
    if version >= 2 {
        let content = m.pointer("/params/prompt").cloned().unwrap_or(json!([]));
        peer.update(session, json!({"sessionUpdate": "user_message", "messageId": message, "content": content}))
            .await
            .map_err(|_| Gone::Eof)?;
        peer.respond(&id, json!({"messageId": message})).await.map_err(|_| Gone::Eof)?;
        peer.update(session, json!({"sessionUpdate": "state_update", "state": "running"})).await.map_err(|_| Gone::Eof)?;
    }
    Ok(Turn { id, session: session.to_string(), version, message })
}

impl Turn {
    /// Ends the turn with `stop` (`end_turn`, `cancelled`).
    pub async fn end(&self, peer: &mut Peer, stop: &str) -> Result<(), String> {
        if self.version >= 2 {
            peer.update(&self.session, json!({"sessionUpdate": "state_update", "state": "idle", "stopReason": stop})).await
        } else {
            peer.respond(&self.id, json!({"stopReason": stop})).await
        }
    }

    /// An agent message chunk (v2 with a message id).
    pub async fn say(&self, peer: &mut Peer, text: &str) -> Result<(), String> {
        let mut u = json!({"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": text}});
        if self.version >= 2 {
            u["messageId"] = json!(format!("conform-agent-{}", self.id));
        }
        peer.update(&self.session, u).await
    }
}

/// The end of a run: further prompts end at once, until the client closes
/// the connection or `grace` passes; then the client gets `grace` to exit
/// and is stopped.
pub async fn finish(peer: &mut Peer, client: &mut ClientProc, session: Option<&str>, grace: Duration) {
    let deadline = Instant::now() + grace;
    while !peer.closed() {
        // A prompt or session the scripts left unanswered.
        let answered = peer.answered.clone();
        let next = peer
            .wait_for(0, deadline, |m| {
                (is_request(m, "session/prompt") || is_request(m, "session/new")) && !m.get("id").is_some_and(|id| answered.contains(id))
            })
            .await;
        let Ok(m) = next else { break };
        let id = m.get("id").cloned().unwrap_or(Value::Null);
        if is_request(&m, "session/new") {
            let _ = peer.respond_error(&id, -32603, "acp-wire conform opens one session per run").await;
            continue;
        }
        let s = m.pointer("/params/sessionId").and_then(Value::as_str).or(session).unwrap_or("").to_string();
        if let Ok(turn) = start_turn(peer, &s, &m).await {
            let _ = turn.end(peer, "end_turn").await;
        }
    }
    peer.hang_up();
    if client.exited(grace).await.is_none() {
        client.stop().await;
    } else {
        // Whatever it left running in its group goes too.
        client.stop().await;
    }
}
