//! The protocol steps the scenarios build on: `initialize` (per version)
//! and authentication, `session/new`, `session/prompt`, and waiting for a
//! prompt turn to end (v1: its response; v2: also the idle state update),
//! with the `Turn` it reports.

use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;

use super::messages::{brief, is_state, session_id_of};
use super::{Conn, Gone};

impl Conn {
    /// `initialize` for `version` (1, 2, or above: both shapes in one
    /// object, the form every agent accepts), then authentication if asked.
    /// Returns the whole response.
    pub async fn initialize(&mut self, version: u16, fs: bool) -> Result<Value, String> {
        self.client_fs = fs;
        let info = json!({"name": "acp-wire-conform", "version": env!("CARGO_PKG_VERSION")});
        let mut v1caps = json!({"fs": {"readTextFile": fs, "writeTextFile": fs}, "terminal": self.client_terminal});
        let mut v2caps = if self.terminal_auth { json!({"auth": {"terminal": {}}}) } else { json!({}) };
        if self.elicit.is_some() {
            // Both modes, the same shape in both versions.
            v1caps["elicitation"] = json!({"form": {}, "url": {}});
            v2caps["elicitation"] = json!({"form": {}, "url": {}});
        }
        let params = match version {
            1 => json!({"protocolVersion": 1, "clientCapabilities": v1caps, "clientInfo": info}),
            2 => json!({"protocolVersion": 2, "info": info, "capabilities": v2caps}),
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
        self.sent.insert(id.to_string(), (String::new(), None));
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
