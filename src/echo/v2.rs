//! The echo agent's `v2::Agent`.
//!
//! A v2 prompt is answered on acceptance (`{messageId}`, after the prompt
//! was echoed as a `user_message`); the turn then runs on its own task:
//! `state_update` running, the agent's chunks, `state_update` idle with the
//! `stopReason`. The turns of a session run one after another.
//! `session/resume` replays (with `replayFrom`), then sends the session's
//! current state as a `state_update` snapshot, then answers.

use std::sync::Arc;

use serde_json::{json, Value};

use super::command::{self, available_commands, prompt_text, Command};
use super::session::{Entry, TurnStart, IDLE};
use super::showcase::{self, v2_kind};
use super::turn::{self, Say, SayFuture, Style};
use super::{build, to_json, Conn, Shared};
use crate::error::{ResponseError, Result};
use crate::side::{ExtNotification, ExtRequest, NotificationContext, RequestContext, SessionCancelled};
use crate::v2;

const V: u16 = 2;

pub(crate) struct EchoV2 {
    pub(crate) conn: Arc<Conn>,
}

type Cx = RequestContext<v2::ClientHandle>;

fn update(session_id: &v2::SessionId, u: Value) -> Result<v2::UpdateSessionNotification, ResponseError> {
    Ok(v2::UpdateSessionNotification::new(session_id.clone(), build::<v2::SessionUpdate>(u)?))
}

/// Sends `available_commands_update` once the response that made the
/// session known has gone out (see [`super::send_after_response`]).
fn announce_commands(conn: &Conn, peer: &v2::ClientHandle, session_id: &v2::SessionId) {
    let Ok(n) = update(
        session_id,
        json!({"sessionUpdate": "available_commands_update", "availableCommands": available_commands(V)}),
    ) else {
        return;
    };
    let peer = peer.clone();
    super::send_after_response(conn, V, session_id, async move { peer.session_update(n).await });
}

impl EchoV2 {
    fn shared(&self) -> &Shared {
        &self.conn.shared
    }

    fn config_options(&self, session_id: &str) -> Result<Vec<Value>, ResponseError> {
        self.shared().store.with(V, session_id, |s| Ok(super::config_options(V, &s.style, s.thoughts, true)))
    }

    fn session_state(&self, session_id: &str) -> Result<Value, ResponseError> {
        Ok(json!({"configOptions": self.config_options(session_id)?, "availableCommands": available_commands(V)}))
    }

    async fn replay(&self, cx: &Cx, session_id: &v2::SessionId) -> Result<(), ResponseError> {
        let history = self.shared().store.with(V, session_id, |s| Ok(s.history.clone()))?;
        for entry in history {
            let u = match entry {
                Entry::User { message_id, content } => {
                    json!({"sessionUpdate": "user_message", "messageId": message_id, "content": content})
                }
                // Thoughts, agent text, tool calls, plans…: as the turn sent them.
                Entry::Update(u) => u,
            };
            cx.peer().session_update(update(session_id, u)?).await?;
        }
        Ok(())
    }
}

/// One running v2 turn (owned: it outlives the prompt request).
struct Turn {
    conn: Arc<Conn>,
    peer: v2::ClientHandle,
    session_id: v2::SessionId,
    blocks: Vec<Value>,
    user_message_id: String,
    message_id: String,
    n: u64,
}

impl Turn {
    async fn state(&self, state: Value) -> Result<()> {
        // Recorded first: a resume that reads it sends a snapshot no older
        // than what this connection is about to see.
        self.conn.shared.store.set_foreground(&self.session_id, state["state"].as_str().unwrap_or(IDLE));
        self.peer.session_update(update(&self.session_id, state)?).await
    }

    async fn run(self, start: TurnStart, signal: Option<SessionCancelled>) {
        let TurnStart { closed, mut previous, done, cwd } = start;
        // An error means the previous turn's sender is gone: it ended too.
        let _ = previous.wait_for(|d| *d).await;
        let cancelled = async {
            match &signal {
                Some(s) => s.cancelled().await,
                None => std::future::pending().await,
            }
        };
        let stop = if signal.as_ref().is_some_and(SessionCancelled::is_cancelled) {
            Ok("cancelled")
        } else if let Err(e) = self.state(json!({"sessionUpdate": "state_update", "state": "running"})).await {
            Err(e)
        } else {
            tokio::select! {
                biased;
                () = cancelled => Ok("cancelled"),
                () = closed.cancelled() => Ok("cancelled"),
                r = self.work(&cwd) => r,
            }
        };
        match stop {
            Ok(stop) => {
                let idle = json!({"sessionUpdate": "state_update", "state": "idle", "stopReason": stop});
                if let Err(e) = self.state(idle).await {
                    tracing::debug!(error = %e, "turn end not sent");
                }
            }
            Err(e) => tracing::debug!(error = %e, "turn ended by a failure"),
        }
        // However it ended (also when the idle update could not be sent),
        // the session has no foreground work any more.
        self.conn.shared.store.set_foreground(&self.session_id, IDLE);
        let _ = done.send(true);
    }

    async fn work(&self, cwd: &str) -> Result<&'static str> {
        let store = &self.conn.shared.store;
        let sid = &self.session_id;
        match command::parse(&prompt_text(&self.blocks)) {
            Command::Echo => {
                let style = store.with(V, sid, |s| Ok(Style { upper: s.style == "upper", thoughts: s.thoughts }))?;
                turn::echo(self, &self.blocks, &style).await?;
            }
            Command::Help => turn::help(self).await?,
            Command::Unknown(name) => turn::unknown(self, &name).await?,
            Command::Slow { seconds, text } => {
                let o = &self.conn.shared.options;
                turn::slow(self, seconds.unwrap_or(o.slow_seconds), &text, o.slow_interval).await?;
            }
            Command::Read(_) => {
                self.say("/read is not available: protocol v2 has no fs/* methods").await?;
            }
            Command::Updates => self.updates(cwd).await?,
            Command::Permission => return self.permission().await,
        }
        Ok("end_turn")
    }

    async fn updates(&self, cwd: &str) -> Result<()> {
        let store = &self.conn.shared.store;
        let sid = &self.session_id;
        let config_options = store.with(V, sid, |s| Ok(super::config_options(V, &s.style, s.thoughts, true)))?;
        let cx = showcase::Ctx {
            session_id: sid,
            cwd,
            prompt: &self.blocks,
            commands: available_commands(V),
            config_options,
            mode: "",
            n: self.n,
        };
        let mut kinds = Vec::new();
        for sample in showcase::v2_samples(&cx, &self.user_message_id, &self.message_id) {
            match build::<v2::SessionUpdate>(sample) {
                Ok(u) => {
                    let kind = v2_kind(&u);
                    let sent = to_json(&u);
                    self.peer.session_update(v2::UpdateSessionNotification::new(sid.clone(), u)).await?;
                    store.push_update(sid, sent);
                    if !kinds.contains(&kind) {
                        kinds.push(kind);
                    }
                }
                Err(e) => self.say(&format!("\na sample does not fit this version's types: {}", e.message)).await?,
            }
        }
        self.say(&format!("\nsent {} kinds: {}", kinds.len(), kinds.join(", "))).await
    }

    async fn permission(&self) -> Result<&'static str> {
        self.state(json!({"sessionUpdate": "state_update", "state": "requires_action"})).await?;
        let req = build::<v2::RequestPermissionRequest>(json!({
            "sessionId": self.session_id,
            "title": "Allow the echo agent to report back?",
            "options": super::permission_options(),
        }))?;
        let answer = self.peer.request_permission(req).await;
        self.state(json!({"sessionUpdate": "state_update", "state": "running"})).await?;
        let outcome = match answer {
            Ok(r) => to_json(&r)["outcome"].clone(),
            Err(e) => {
                self.say(&format!("session/request_permission failed: {e}")).await?;
                return Ok("end_turn");
            }
        };
        match outcome["optionId"].as_str().filter(|_| outcome["outcome"] == "selected") {
            Some(option) => {
                self.say(&format!("permission outcome: selected {option}\n")).await?;
                self.say("fs/* and terminal/* are not part of protocol v2: nothing else to do").await?;
                Ok("end_turn")
            }
            None => {
                self.say("permission outcome: cancelled").await?;
                Ok("cancelled")
            }
        }
    }

    async fn chunk(&self, kind: &str, message_id: &str, text: &str) -> Result<()> {
        let u = json!({"sessionUpdate": kind, "messageId": message_id, "content": {"type": "text", "text": text}});
        let n = update(&self.session_id, u)?;
        let sent = to_json(&n.update);
        self.peer.session_update(n).await?;
        self.conn.shared.store.push_update(&self.session_id, sent);
        Ok(())
    }
}

impl Say for Turn {
    fn say<'a>(&'a self, text: &'a str) -> SayFuture<'a> {
        Box::pin(self.chunk("agent_message_chunk", &self.message_id, text))
    }

    fn think<'a>(&'a self, text: &'a str) -> SayFuture<'a> {
        Box::pin(async move { self.chunk("agent_thought_chunk", &format!("echo-thought-{}", self.n), text).await })
    }
}

impl v2::Agent for EchoV2 {
    async fn initialize(&self, p: v2::InitializeRequest, _: Cx) -> Result<v2::InitializeResponse, ResponseError> {
        self.conn.set_client_caps(p.capabilities.as_ref().map_or(json!({}), to_json));
        build(json!({
            "protocolVersion": V,
            "info": super::agent_info(),
            "capabilities": {"session": {
                "prompt": {"image": {}, "audio": {}, "embeddedContext": {}},
                "delete": {},
                "additionalDirectories": {},
            }},
            "authMethods": [],
        }))
    }

    async fn new_session(&self, p: v2::NewSessionRequest, cx: Cx) -> Result<v2::NewSessionResponse, ResponseError> {
        super::check_absolute(&p.cwd)?;
        let dirs = p.additional_directories.unwrap_or_default().into_iter().map(|d| d.0).collect();
        let id = self.shared().store.create(V, p.cwd.0, dirs);
        let mut r = self.session_state(&id)?;
        r["sessionId"] = json!(id);
        let r: v2::NewSessionResponse = build(r)?;
        announce_commands(&self.conn, cx.peer(), &r.session_id);
        Ok(r)
    }

    async fn list_sessions(
        &self,
        p: v2::ListSessionsRequest,
        _: Cx,
    ) -> Result<v2::ListSessionsResponse, ResponseError> {
        let p = to_json(&p);
        build(super::list_page(&self.shared().store, V, p["cwd"].as_str(), p["cursor"].as_str())?)
    }

    async fn resume_session(
        &self,
        p: v2::ResumeSessionRequest,
        cx: Cx,
    ) -> Result<v2::ResumeSessionResponse, ResponseError> {
        super::check_absolute(&p.cwd)?;
        let replay = match to_json(&p.replay_from) {
            Value::Null => false,
            r if r["type"] == "start" => true,
            r => {
                return Err(ResponseError::invalid_params(format!(
                    "unsupported replayFrom {r}; this agent replays from {{\"type\":\"start\"}}"
                )))
            }
        };
        let dirs = p.additional_directories.map(|d| d.into_iter().map(|d| d.0).collect());
        self.shared().store.reopen(V, &p.session_id, p.cwd.0, dirs)?;
        if replay {
            self.replay(&cx, &p.session_id).await?;
        }
        // The schema (ResumeSessionResponse, StateUpdate): a current-state
        // snapshot after any replay and before the response, also without
        // replay, since the response alone does not say the session is
        // idle. No stopReason: a snapshot is not the end of a turn.
        let state = self.shared().store.with(V, &p.session_id, |s| Ok(s.foreground.clone()))?;
        let snapshot = json!({"sessionUpdate": "state_update", "state": state});
        cx.peer().session_update(update(&p.session_id, snapshot)?).await?;
        let r = build(self.session_state(&p.session_id)?)?;
        announce_commands(&self.conn, cx.peer(), &p.session_id);
        Ok(r)
    }

    async fn close_session(
        &self,
        p: v2::CloseSessionRequest,
        _: Cx,
    ) -> Result<v2::CloseSessionResponse, ResponseError> {
        self.shared().store.close(V, &p.session_id).await?;
        build(json!({}))
    }

    async fn delete_session(
        &self,
        p: v2::DeleteSessionRequest,
        _: Cx,
    ) -> Result<v2::DeleteSessionResponse, ResponseError> {
        self.shared().store.delete(V, &p.session_id)?;
        build(json!({}))
    }

    // Methods an older schema lacks compile out with their schema fact.
    #[cfg(acp_v2 = "tool_call/cancel")]
    async fn cancel_tool_call(
        &self,
        p: v2::CancelToolCallRequest,
        _: Cx,
    ) -> Result<v2::CancelToolCallResponse, ResponseError> {
        // The showcase's tool calls complete at once: none is ever running.
        Err(ResponseError::resource_not_found(Some(&p.tool_call_id)))
    }

    #[cfg(acp_v2 = "terminal/cancel")]
    async fn cancel_terminal(
        &self,
        p: v2::CancelTerminalRequest,
        _: Cx,
    ) -> Result<v2::CancelTerminalResponse, ResponseError> {
        Err(ResponseError::resource_not_found(Some(&p.terminal_id)))
    }

    async fn set_session_config_option(
        &self,
        p: v2::SetSessionConfigOptionRequest,
        cx: Cx,
    ) -> Result<v2::SetSessionConfigOptionResponse, ResponseError> {
        let raw = to_json(&p);
        self.shared().store.with(V, &p.session_id, |s| super::apply_config(s, &raw, true))?;
        let options = self.config_options(&p.session_id)?;
        cx.peer()
            .session_update(update(
                &p.session_id,
                json!({"sessionUpdate": "config_option_update", "configOptions": options}),
            )?)
            .await?;
        build(json!({"configOptions": options}))
    }

    async fn prompt(&self, p: v2::PromptRequest, cx: Cx) -> Result<v2::PromptResponse, ResponseError> {
        let blocks: Vec<Value> = p.prompt.iter().map(to_json).collect();
        // A block of a type the schema does not define never gets here: the
        // side's session/prompt rule refuses it with -32602 (policy.rs), so
        // the session's history never keeps it.
        let n = self.shared().store.next_id();
        let user_message_id = format!("echo-user-{n}");
        let user = Entry::User { message_id: user_message_id.clone(), content: blocks.clone() };
        let start = self.shared().store.begin_turn(V, &p.session_id, user)?;
        let echo = json!({"sessionUpdate": "user_message", "messageId": user_message_id, "content": blocks});
        cx.peer().session_update(update(&p.session_id, echo)?).await?;
        let turn = Turn {
            conn: Arc::clone(&self.conn),
            peer: cx.peer().clone(),
            session_id: p.session_id.clone(),
            blocks,
            user_message_id: user_message_id.clone(),
            message_id: format!("echo-msg-{n}"),
            n,
        };
        tokio::spawn(turn.run(start, cx.session_signal().cloned()));
        build(json!({"messageId": user_message_id}))
    }

    async fn ext_request(&self, r: ExtRequest, _: Cx) -> Result<Box<serde_json::value::RawValue>, ResponseError> {
        super::ext_echo(r)
    }

    async fn ext_notification(&self, n: ExtNotification, _: NotificationContext<v2::ClientHandle>) {
        tracing::debug!(method = %n.method, "extension notification ignored");
    }
}
