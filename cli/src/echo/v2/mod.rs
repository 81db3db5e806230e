//! The echo agent's `v2::Agent`.
//!
//! A v2 prompt is answered on acceptance (`{messageId}`, after the prompt
//! was echoed as a `user_message`); the turn then runs on its own task:
//! `state_update` running, the agent's chunks, `state_update` idle with the
//! `stopReason`. The turns of a session run one after another.
//! `session/resume` replays (with `replayFrom`), then sends the session's
//! current state as a `state_update` snapshot, then answers.
//!
//! What it sends is built from the v2 types (`typed`: its neutral data as
//! v2 values; `showcase`: `/updates`).

mod elicit;
mod showcase;
mod typed;

use std::sync::Arc;

use serde_json::Value;

use self::typed::{available_commands, text};
use super::command::{self, prompt_text, Command};
use super::session::{Entry, TurnStart, IDLE};
use acp_wire::agent::follow::Followed;
use super::turn::{self, Say, SayFuture, Style};
use super::{build, mcp, no_caps, to_json, Conn, Shared};
use acp_wire::seam::agent::keep_alive;
use acp_wire::codec::Tri;
use acp_wire::agent::Signal;
use acp_wire::error::{ResponseError, Result};
use acp_wire::side::{ExtNotification, ExtRequest, NotificationContext, RequestContext, SessionCancelled};
use acp_wire::v2;
use acp_wire::v2::IdleStateUpdateStopReason as Stop;
use acp_wire::v2::SessionUpdate as U;

const V: u16 = 2;

pub(crate) struct EchoV2 {
    pub(crate) conn: Arc<Conn>,
}

type Cx = RequestContext<v2::ClientHandle>;

fn update(session_id: &v2::SessionId, u: U) -> v2::UpdateSessionNotification {
    v2::UpdateSessionNotification::new(session_id.clone(), u)
}

/// The `state_update` of a foreground state recorded by the session store
/// (`idle` until a turn starts, see [`Turn::state`]); no `stopReason`.
fn state_of(foreground: &str) -> v2::StateUpdate {
    match foreground {
        "running" => v2::StateUpdate::Running(v2::RunningStateUpdate::new()),
        "requires_action" => v2::StateUpdate::RequiresAction(v2::RequiresActionStateUpdate::new()),
        _ => v2::StateUpdate::Idle(v2::IdleStateUpdate::new(Stop::None { null: false })),
    }
}

/// Sends `available_commands_update` once the response that made the
/// session known has gone out (see [`super::send_after_response`]).
async fn announce_commands(conn: &Conn, peer: &v2::ClientHandle, session_id: &v2::SessionId) {
    let n = update(session_id, U::AvailableCommandsUpdate(v2::AvailableCommandsUpdate::new(available_commands())));
    let peer = peer.clone();
    super::send_after_response(conn, V, session_id, async move { peer.session_update(n).await }).await;
}

impl EchoV2 {
    fn shared(&self) -> &Shared {
        &self.conn.shared
    }

    async fn config_options(&self, session_id: &str) -> Result<Vec<v2::SessionConfigOption>, ResponseError> {
        self.shared().store.with(V, session_id, |s| Ok(typed::config_options(&s.style, s.thoughts))).await
    }

    /// Sends the session's history; returns the last event id sent (0
    /// for none).
    async fn replay(&self, cx: &Cx, session_id: &v2::SessionId) -> Result<u64, ResponseError> {
        let history = self.shared().store.history(V, session_id).await?;
        let last = history.last().map_or(0, |e| e.id);
        for e in history {
            if let Some(u) = replayed(e.entry)? {
                cx.peer().session_update(update(session_id, u)).await?;
            }
        }
        Ok(last)
    }

    /// After a reopen whose snapshot was not `idle`: follows the running
    /// turn (on another node, or another connection) through the store,
    /// from after event `after`: its updates, its state changes and its
    /// end (`idle` with the stop reason its node stored).
    async fn follow(&self, peer: &v2::ClientHandle, session_id: &v2::SessionId, after: u64, shown: &str) {
        let peer = peer.clone();
        let sid = session_id.clone();
        let send = move |step: Followed| {
            let (peer, sid) = (peer.clone(), sid.clone());
            async move {
                match step {
                    Followed::Events(events) => {
                        for e in events {
                            if let Some(u) = replayed(e.entry)? {
                                peer.session_update(update(&sid, u)).await?;
                            }
                        }
                    }
                    Followed::State(state) => peer.session_update(update(&sid, U::StateUpdate(state_of(&state)))).await?,
                    Followed::Over(stop) => {
                        // The turn's own stop reason; none for a turn whose node died.
                        let idle = stop
                            .and_then(|v| serde_json::from_value::<v2::IdleStateUpdate>(v).ok())
                            .unwrap_or_else(|| v2::IdleStateUpdate::new(Stop::None { null: false }));
                        peer.session_update(update(&sid, U::StateUpdate(v2::StateUpdate::Idle(idle)))).await?;
                    }
                    _ => {}
                }
                Ok(())
            }
        };
        self.shared().store.follow(V, session_id, after, shown, send).await;
    }
}

/// The update that replays a history entry; `None` for an entry kind of a
/// newer acp-wire (not this agent's to replay).
fn replayed(entry: Entry) -> Result<Option<U>, ResponseError> {
    Ok(Some(match entry {
        Entry::User { message_id, content } => {
            let content = build::<Vec<v2::ContentBlock>>(Value::Array(content))?;
            U::UserMessage(v2::UserMessage::new(message_id.unwrap_or_default()).content(content))
        }
        // Thoughts, agent text, tool calls, plans…: as the turn sent them.
        Entry::Update(u) => build::<v2::SessionUpdate>(u)?,
        _ => return Ok(None),
    }))
}

/// One running v2 turn (owned: it outlives the prompt request).
struct Turn {
    conn: Arc<Conn>,
    peer: v2::ClientHandle,
    session_id: v2::SessionId,
    prompt: Vec<v2::ContentBlock>,
    /// `prompt` as JSON, for the version-neutral readers (`command`, `turn`).
    blocks: Vec<Value>,
    user_message_id: String,
    message_id: String,
    n: u64,
}

impl Turn {
    /// A state change inside the turn (it holds the lease): recorded, then sent.
    async fn state(&self, state: v2::StateUpdate) -> Result<()> {
        // Recorded first: a resume that reads it sends a snapshot no older
        // than what this connection is about to see.
        self.conn.shared.store.set_foreground(&self.session_id, state.tag()).await;
        self.send_state(state).await
    }

    async fn send_state(&self, state: v2::StateUpdate) -> Result<()> {
        self.peer.session_update(update(&self.session_id, U::StateUpdate(state))).await
    }

    async fn run(self, start: TurnStart, signal: Option<SessionCancelled>) {
        let TurnStart { closed, remote, mut previous, done, cwd } = start;
        let store = &self.conn.shared.store;
        // An error means the previous turn's sender is gone: it ended too.
        let _ = previous.wait_for(|d| *d).await;
        let cancelled = async {
            match &signal {
                Some(s) => s.cancelled().await,
                None => std::future::pending().await,
            }
        };
        tokio::pin!(cancelled);
        // The session's lease (records `running`): a turn of another node
        // of a fleet ends first. A turn cancelled while it waits never
        // takes it.
        let leased = tokio::select! {
            biased;
            () = &mut cancelled => Ok(false),
            () = closed.cancelled() => Ok(false),
            () = remote.cancelled() => Ok(false),
            r = store.lease(&self.session_id) => r.map(|()| true),
        };
        let running = || v2::StateUpdate::Running(v2::RunningStateUpdate::new());
        // `running` first even for a turn cancelled before it started: an
        // accepted prompt's turn is a transition to work and back, and a
        // client counts an idle as the turn's end only after work began
        // (IdleStateUpdate: a repeated idle is no new completion).
        let holds_lease = matches!(leased, Ok(true));
        let stop = match leased {
            Err(e) => Err(e.into()),
            Ok(leased) => {
                if let Err(e) = self.send_state(running()).await {
                    Err(e)
                } else if !leased || signal.as_ref().is_some_and(SessionCancelled::is_cancelled) {
                    Ok(Stop::Cancelled)
                } else {
                    tokio::select! {
                        biased;
                        () = &mut cancelled => Ok(Stop::Cancelled),
                        () = closed.cancelled() => Ok(Stop::Cancelled),
                        // A session/cancel or close that reached another node of a fleet.
                        () = remote.cancelled() => Ok(Stop::Cancelled),
                        () = keep_alive(store.records(), &self.session_id) => Ok(Stop::Cancelled),
                        r = self.work(&cwd) => r,
                    }
                }
            }
        };
        // However it ended, the session has no foreground work any more:
        // the lease goes back (with the stop reason, for the nodes that
        // follow the turn) before the idle is sent.
        if holds_lease {
            // v2's record of the end: the idle update's members (`stopReason`, an error's).
            let end = stop.as_ref().ok().map(|s| to_json(&v2::IdleStateUpdate::new(s.clone())));
            store.release(&self.session_id, end).await;
        }
        match stop {
            Ok(stop) => {
                let idle = v2::StateUpdate::Idle(v2::IdleStateUpdate::new(stop));
                if let Err(e) = self.send_state(idle).await {
                    tracing::debug!(error = %e, "turn end not sent");
                }
            }
            Err(e) => tracing::debug!(error = %e, "turn ended by a failure"),
        }
        let _ = done.send(true);
    }

    async fn work(&self, cwd: &str) -> Result<Stop> {
        let store = &self.conn.shared.store;
        let sid = &self.session_id;
        match command::parse(&prompt_text(&self.blocks)) {
            Command::Echo => {
                let style = store.with(V, sid, |s| Ok(Style { upper: s.style == "upper", thoughts: s.thoughts })).await?;
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
            Command::Elicit(mode) => return self.elicit(mode).await,
        }
        Ok(Stop::EndTurn)
    }

    async fn updates(&self, cwd: &str) -> Result<()> {
        let store = &self.conn.shared.store;
        let sid = &self.session_id;
        let cx = super::showcase::Ctx { session_id: sid, cwd, n: self.n };
        let turn = showcase::Turn {
            prompt: &self.prompt,
            config_options: store.with(V, sid, |s| Ok(typed::config_options(&s.style, s.thoughts))).await?,
            user_message_id: &self.user_message_id,
            agent_message_id: &self.message_id,
        };
        let mut kinds = Vec::new();
        for u in showcase::samples(&cx, turn) {
            let kind = showcase::kind(&u);
            self.emit(u).await?;
            if !kinds.contains(&kind) {
                kinds.push(kind);
            }
        }
        self.say(&format!("\nsent {} kinds: {}", kinds.len(), kinds.join(", "))).await
    }

    async fn permission(&self) -> Result<Stop> {
        self.state(v2::StateUpdate::RequiresAction(v2::RequiresActionStateUpdate::new())).await?;
        let title = "Allow the echo agent to report back?";
        // The permission is about a tool call of its own (the subject creates it).
        let tool = format!("echo-permission-{}", self.n);
        let status = |s: v2::ToolCallStatus| v2::ToolCallUpdate::new(tool.as_str()).status(s);
        let asked = status(v2::ToolCallStatus::Pending).title("Report back").kind(v2::ToolKind::Other);
        let subject = v2::RequestPermissionSubject::ToolCall(v2::ToolCallPermissionSubject::new(asked));
        let req = v2::RequestPermissionRequest::new(self.session_id.clone(), title, typed::permission_options()).subject(subject);
        let answer = self.peer.request_permission(req).await;
        self.state(v2::StateUpdate::Running(v2::RunningStateUpdate::new())).await?;
        let outcome = match answer {
            Ok(r) => r.outcome,
            Err(e) => {
                self.emit(U::ToolCallUpdate(status(v2::ToolCallStatus::Failed))).await?;
                self.say(&format!("session/request_permission failed: {e}")).await?;
                return Ok(Stop::EndTurn);
            }
        };
        // Anything but the selection of an offered allow option (also an
        // outcome of a newer schema) is no permission.
        match outcome {
            v2::RequestPermissionOutcome::Selected(selected) if super::allows(&selected.option_id.0) => {
                self.emit(U::ToolCallUpdate(status(v2::ToolCallStatus::InProgress))).await?;
                self.say(&format!("permission outcome: selected {}\n", selected.option_id.0)).await?;
                self.say("fs/* and terminal/* are not part of protocol v2: nothing else to do").await?;
                self.emit(U::ToolCallUpdate(status(v2::ToolCallStatus::Completed))).await?;
                Ok(Stop::EndTurn)
            }
            v2::RequestPermissionOutcome::Selected(selected) => {
                self.emit(U::ToolCallUpdate(status(v2::ToolCallStatus::Failed))).await?;
                self.say(&format!("permission outcome: selected {}\n", selected.option_id.0)).await?;
                self.say("nothing was done").await?;
                Ok(Stop::EndTurn)
            }
            _ => {
                self.emit(U::ToolCallUpdate(status(v2::ToolCallStatus::Cancelled))).await?;
                self.say("permission outcome: cancelled").await?;
                Ok(Stop::Cancelled)
            }
        }
    }

    /// Sends an update of the turn and keeps it for a replay.
    async fn emit(&self, u: U) -> Result<()> {
        // Stored first: a client never sees an update a restarted agent
        // cannot replay.
        self.conn.shared.store.push_update(&self.session_id, &to_json(&u)).await?;
        self.peer.session_update(update(&self.session_id, u)).await
    }
}

impl Say for Turn {
    fn say<'a>(&'a self, t: &'a str) -> SayFuture<'a> {
        Box::pin(self.emit(U::AgentMessageChunk(v2::ContentChunk::new(self.message_id.as_str(), text(t)))))
    }

    fn think<'a>(&'a self, t: &'a str) -> SayFuture<'a> {
        let thought = v2::ContentChunk::new(format!("echo-thought-{}", self.n), text(t));
        Box::pin(self.emit(U::AgentThoughtChunk(thought)))
    }
}

impl v2::Agent for EchoV2 {
    /// `session/cancel`: a turn of this connection ends by the side
    /// layer's signal; one that runs on another node of a fleet hears it
    /// through the store.
    async fn session_cancel(&self, p: v2::CancelSessionNotification, _: NotificationContext<v2::ClientHandle>) {
        self.shared().store.signal(&p.session_id, Signal::Cancel).await;
    }

    async fn initialize(&self, p: v2::InitializeRequest, _: Cx) -> Result<v2::InitializeResponse, ResponseError> {
        self.conn.set_client_caps(p.capabilities.as_ref().map_or_else(no_caps, to_json));
        Ok(typed::initialize_response())
    }

    async fn new_session(&self, p: v2::NewSessionRequest, cx: Cx) -> Result<v2::NewSessionResponse, ResponseError> {
        super::check_absolute(&p.cwd)?;
        let servers = mcp::start(mcp::parse(&to_json(&p.mcp_servers))?, super::CLIENT)?;
        let dirs = p.additional_directories.unwrap_or_default().into_iter().map(|d| d.0).collect();
        let id = self.shared().store.create(V, p.cwd.0, dirs).await?;
        self.shared().mcp.set(&id, servers);
        // The unstable schema's systemPrompt (append, text blocks: the side
        // layer refuses what this agent cannot take): kept, not applied.
        #[cfg(acp_v2 = "NewSessionRequest.systemPrompt")]
        if let Some(prompt) = p.system_prompt.value() {
            self.shared().store.set_setting(V, &id, "systemPrompt", to_json(prompt)).await?;
        }
        let r = v2::NewSessionResponse::new(id.as_str())
            .config_options(self.config_options(&id).await?)
            .available_commands(available_commands());
        announce_commands(&self.conn, cx.peer(), &r.session_id).await;
        Ok(r)
    }

    #[cfg(not(acp_v2 = "session/archive"))]
    async fn list_sessions(
        &self,
        p: v2::ListSessionsRequest,
        _: Cx,
    ) -> Result<v2::ListSessionsResponse, ResponseError> {
        let (cwd, cursor) = (p.cwd.as_deref().map(String::as_str), p.cursor.as_deref().map(String::as_str));
        Ok(typed::list_page(super::list_page(&self.shared().store, V, cwd, cursor).await?))
    }

    /// With the unstable schema's archive: filtered by `archived`, each
    /// listed session saying whether it is archived.
    #[cfg(acp_v2 = "session/archive")]
    async fn list_sessions(
        &self,
        p: v2::ListSessionsRequest,
        _: Cx,
    ) -> Result<v2::ListSessionsResponse, ResponseError> {
        let (cwd, cursor) = (p.cwd.as_deref().map(String::as_str), p.cursor.as_deref().map(String::as_str));
        let archive = super::unstable::Archive::parse(p.archived.value().map(v2::SessionArchiveFilter::as_str))?;
        let (page, flags) = super::unstable::list(self.shared(), V, cwd, cursor, archive).await?;
        let mut r = typed::list_page(page);
        for (info, archived) in r.sessions.iter_mut().zip(flags) {
            info.archived = acp_wire::codec::Tri::Value(archived);
        }
        Ok(r)
    }

    /// `session/archive` (unstable): see [`super::unstable::archive`].
    #[cfg(acp_v2 = "session/archive")]
    async fn archive_session(
        &self,
        p: v2::ArchiveSessionRequest,
        _: Cx,
    ) -> Result<v2::ArchiveSessionResponse, ResponseError> {
        super::unstable::archive(self.shared(), V, &p.session_id).await?;
        Ok(v2::ArchiveSessionResponse::new())
    }

    #[cfg(acp_v2 = "session/unarchive")]
    async fn unarchive_session(
        &self,
        p: v2::UnarchiveSessionRequest,
        _: Cx,
    ) -> Result<v2::UnarchiveSessionResponse, ResponseError> {
        super::unstable::unarchive(self.shared(), V, &p.session_id).await?;
        Ok(v2::UnarchiveSessionResponse::new())
    }

    /// `session/status` (unstable): `open` while the session is open on
    /// this process, else `saved`; nothing changes (no side effects).
    #[cfg(acp_v2 = "session/status")]
    async fn session_status(
        &self,
        p: v2::SessionStatusRequest,
        _: Cx,
    ) -> Result<v2::SessionStatusResponse, ResponseError> {
        let open = self.shared().store.with(V, &p.session_id, |s| Ok(s.open && !s.closed.is_cancelled())).await?;
        if !open {
            return Ok(v2::SessionStatusResponse::new(v2::SessionStatus::Saved));
        }
        // An open session's foreground state, as a snapshot (no transition).
        let state = self.shared().store.settled_foreground(V, &p.session_id).await?;
        Ok(v2::SessionStatusResponse::new(v2::SessionStatus::Open).state(state_of(&state)))
    }

    /// `session/set_title` (unstable): see [`super::title::set`].
    #[cfg(acp_v2 = "session/set_title")]
    async fn set_session_title(
        &self,
        p: v2::SetSessionTitleRequest,
        _: Cx,
    ) -> Result<v2::SetSessionTitleResponse, ResponseError> {
        let stored = super::title::set(self.shared(), V, &p.session_id, &p.title).await?;
        Ok(v2::SetSessionTitleResponse::new(stored))
    }

    /// `auth/status` (unstable): nothing needs a login; changes nothing.
    #[cfg(acp_v2 = "auth/status")]
    async fn auth_status(&self, _: v2::AuthStatusRequest, _: Cx) -> Result<v2::AuthStatusResponse, ResponseError> {
        Ok(v2::AuthStatusResponse::new(v2::AuthState::NotRequired))
    }

    async fn resume_session(
        &self,
        p: v2::ResumeSessionRequest,
        cx: Cx,
    ) -> Result<v2::ResumeSessionResponse, ResponseError> {
        super::check_absolute(&p.cwd)?;
        let servers = mcp::parse(&to_json(&p.mcp_servers))?;
        let replay = match &p.replay_from {
            Tri::Absent | Tri::Null => false,
            Tri::Value(v2::ReplayFrom::Start(_)) => true,
            Tri::Value(r) => {
                return Err(ResponseError::invalid_params(format!(
                    "unsupported replayFrom {}; this agent replays from {{\"type\":\"start\"}}",
                    to_json(r)
                )))
            }
        };
        let dirs = p.additional_directories.map(|d| d.into_iter().map(|d| d.0).collect());
        let servers = mcp::start(servers, super::CLIENT)?;
        self.shared().store.reopen(V, &p.session_id, p.cwd.0, dirs).await?;
        // The complete set: none of an earlier request is restored.
        self.shared().mcp.set(&p.session_id, servers);
        // The state is read before the replay: a turn that ends during it
        // is followed to its end, none of its updates lost.
        // A `running` of a process that died mid-turn is `idle` now.
        let state = self.shared().store.settled_foreground(V, &p.session_id).await?;
        let replayed = if replay { Some(self.replay(&cx, &p.session_id).await?) } else { None };
        // The schema (ResumeSessionResponse, StateUpdate): a current-state
        // snapshot after any replay and before the response, also without
        // replay, since the response alone does not say the session is
        // idle. No stopReason: a snapshot is not the end of a turn.
        cx.peer().session_update(update(&p.session_id, U::StateUpdate(state_of(&state)))).await?;
        let r = v2::ResumeSessionResponse::new()
            .config_options(self.config_options(&p.session_id).await?)
            .available_commands(available_commands());
        announce_commands(&self.conn, cx.peer(), &p.session_id).await;
        if state != IDLE {
            // A turn runs (on another node of a fleet, or another connection):
            // its updates follow, until it is idle; without a replay, live
            // from what is stored now.
            let last = match replayed {
                Some(last) => last,
                None => self.shared().store.history(V, &p.session_id).await?.last().map_or(0, |e| e.id),
            };
            self.follow(cx.peer(), &p.session_id, last, &state).await;
        }
        Ok(r)
    }

    async fn close_session(
        &self,
        p: v2::CloseSessionRequest,
        _: Cx,
    ) -> Result<v2::CloseSessionResponse, ResponseError> {
        // A turn of the session on another node of a fleet ends too.
        self.shared().store.signal(&p.session_id, Signal::Close).await;
        self.shared().store.close(V, &p.session_id).await?;
        self.shared().mcp.stop(&p.session_id);
        Ok(v2::CloseSessionResponse::new())
    }

    async fn delete_session(
        &self,
        p: v2::DeleteSessionRequest,
        _: Cx,
    ) -> Result<v2::DeleteSessionResponse, ResponseError> {
        self.shared().store.delete(V, &p.session_id).await?;
        self.shared().mcp.stop(&p.session_id);
        Ok(v2::DeleteSessionResponse::new())
    }

    /// `auth/login` with the method the agent lists ([`typed::AUTH_METHOD`]);
    /// any other methodId is -32602. Nothing needs the login: it is accepted.
    #[cfg(acp_v2 = "auth/login")]
    async fn login_auth(&self, p: v2::LoginAuthRequest, _: Cx) -> Result<v2::LoginAuthResponse, ResponseError> {
        if p.method_id.0 != typed::AUTH_METHOD {
            return Err(ResponseError::invalid_params(format!(
                "unknown methodId {:?}; this agent lists {:?}",
                p.method_id.0,
                typed::AUTH_METHOD
            )));
        }
        Ok(v2::LoginAuthResponse::new())
    }

    /// `auth/logout`: nothing was gated by the login, so nothing changes.
    #[cfg(acp_v2 = "auth/logout")]
    async fn logout_auth(&self, _: v2::LogoutAuthRequest, _: Cx) -> Result<v2::LogoutAuthResponse, ResponseError> {
        Ok(v2::LogoutAuthResponse::new())
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
        self.shared().store.with(V, &p.session_id, |s| super::apply_config(s, &raw, true)).await?;
        let options = self.config_options(&p.session_id).await?;
        let changed = U::ConfigOptionUpdate(v2::ConfigOptionUpdate::new(options.clone()));
        cx.peer().session_update(update(&p.session_id, changed)).await?;
        Ok(v2::SetSessionConfigOptionResponse::new(options))
    }

    async fn prompt(&self, p: v2::PromptRequest, cx: Cx) -> Result<v2::PromptResponse, ResponseError> {
        let blocks: Vec<Value> = p.prompt.iter().map(to_json).collect();
        // A block of a type the schema does not define never gets here: the
        // side's session/prompt rule refuses it with -32602 (policy.rs), so
        // the session's history never keeps it.
        let n = self.shared().store.next_id();
        let user_message_id = format!("echo-user-{n}");
        let user = Entry::User { message_id: Some(user_message_id.clone()), content: blocks.clone() };
        let start = self.shared().store.begin_turn(V, &p.session_id, user).await?;
        let echo = v2::UserMessage::new(user_message_id.as_str()).content(p.prompt.clone());
        cx.peer().session_update(update(&p.session_id, U::UserMessage(echo))).await?;
        let turn = Turn {
            conn: Arc::clone(&self.conn),
            peer: cx.peer().clone(),
            session_id: p.session_id.clone(),
            prompt: p.prompt,
            blocks,
            user_message_id: user_message_id.clone(),
            message_id: format!("echo-msg-{n}"),
            n,
        };
        tokio::spawn(turn.run(start, cx.session_signal().cloned()));
        Ok(v2::PromptResponse::new(user_message_id))
    }

    async fn ext_request(&self, r: ExtRequest, _: Cx) -> Result<Box<serde_json::value::RawValue>, ResponseError> {
        super::ext_echo(r)
    }

    async fn ext_notification(&self, n: ExtNotification, _: NotificationContext<v2::ClientHandle>) {
        tracing::debug!(method = %n.method, "extension notification ignored");
    }
}
