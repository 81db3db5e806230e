//! The echo agent's `v2::Agent`: the session lifecycle is the agent kit's
//! ([`V2Sessions`]: new, list, resume with its replay and state snapshot,
//! close, delete; a prompt answered on acceptance with the `user_message`
//! echoed, its turn bracketed by `state_update` running … idle with the
//! `stopReason`, one after another per session; MCP servers); this file
//! adds what the echo agent serves beyond it (config options, auth, the
//! unstable archive, status and title, tool call and terminal cancel,
//! `_echo/…`) and runs a v2 turn's slash commands.
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
use super::turn::{self, Say, SayFuture, Style};
use super::{to_json, Conn, Echo, Shared};
use acp_wire::agent::{Turn, V2Sessions, V2Turn};
use acp_wire::error::{ResponseError, Result};
use acp_wire::side::{ExtNotification, ExtRequest, NotificationContext, RequestContext};
use acp_wire::v2;
use acp_wire::v2::IdleStateUpdateStopReason as Stop;
use acp_wire::v2::SessionUpdate as U;

const V: u16 = 2;

pub(crate) struct EchoV2 {
    pub(crate) conn: Arc<Conn>,
    /// The kit's v2 agent: the lifecycle and the turns.
    pub(crate) kit: V2Sessions<Echo>,
}

type Cx = RequestContext<v2::ClientHandle>;

fn update(session_id: &v2::SessionId, u: U) -> v2::UpdateSessionNotification {
    v2::UpdateSessionNotification::new(session_id.clone(), u)
}

/// The `state_update` of a foreground state recorded by the session store
/// (`idle` until a turn starts, see [`Turn::state`]); no `stopReason`.
#[cfg(acp_v2 = "session/status")]
fn state_of(foreground: &str) -> v2::StateUpdate {
    match foreground {
        "running" => v2::StateUpdate::Running(v2::RunningStateUpdate::new()),
        "requires_action" => v2::StateUpdate::RequiresAction(v2::RequiresActionStateUpdate::new()),
        _ => v2::StateUpdate::Idle(v2::IdleStateUpdate::new(Stop::None { null: false })),
    }
}

impl EchoV2 {
    fn shared(&self) -> &Shared {
        &self.conn.shared
    }

    async fn config_options(&self, session_id: &str) -> Result<Vec<v2::SessionConfigOption>, ResponseError> {
        self.shared().store.with(V, session_id, |s| Ok(typed::config_options(&s.style, s.thoughts))).await
    }

}

/// Runs a v2 turn of the echo agent (the kit's [`Turn`], on a v2 connection).
pub(crate) async fn run(echo: &Echo, turn: &Turn) -> Result<Stop> {
    let Some(v2) = turn.v2() else {
        return Err(ResponseError::internal_error("a v2 turn on another version's connection").into());
    };
    let prompt: Vec<v2::ContentBlock> = turn.prompt().iter().map(|b| super::build(b.clone())).collect::<std::result::Result<_, _>>()?;
    let out = Out { v2, echo, blocks: turn.prompt(), prompt, n: echo.store.next_id() };
    out.work(turn.cwd()).await
}

/// A v2 turn of the echo agent: its sender ([`Say`]) and the client.
struct Out<'a> {
    v2: V2Turn<'a>,
    echo: &'a Echo,
    /// The prompt as JSON, for the version-neutral readers (`command`, `turn`).
    blocks: &'a [Value],
    prompt: Vec<v2::ContentBlock>,
    n: u64,
}

impl Out<'_> {
    fn session_id(&self) -> &v2::SessionId {
        self.v2.session_id()
    }

    async fn work(&self, cwd: &str) -> Result<Stop> {
        let store = &self.echo.store;
        let sid = self.session_id();
        match command::parse(&prompt_text(self.blocks)) {
            Command::Echo => {
                let style = store.with(V, sid, |s| Ok(Style { upper: s.style == "upper", thoughts: s.thoughts })).await?;
                turn::echo(self, self.blocks, &style).await?;
            }
            Command::Help => turn::help(self).await?,
            Command::Unknown(name) => turn::unknown(self, &name).await?,
            Command::Slow { seconds, text } => {
                let o = &self.echo.options;
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
        let store = &self.echo.store;
        let sid = self.session_id();
        let cx = super::showcase::Ctx { session_id: sid, cwd, n: self.n };
        let turn = showcase::Turn {
            prompt: &self.prompt,
            config_options: store.with(V, sid, |s| Ok(typed::config_options(&s.style, s.thoughts))).await?,
            user_message_id: &self.v2.user_message_id().0,
            agent_message_id: &self.v2.message_id().0,
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

    /// Asks through the kit, which reports `requires_action` while the
    /// request is pending and `running` after.
    async fn permission(&self) -> Result<Stop> {
        let title = "Allow the echo agent to report back?";
        // The permission is about a tool call of its own (the subject creates it).
        let tool = format!("echo-permission-{}", self.n);
        let status = |s: v2::ToolCallStatus| v2::ToolCallUpdate::new(tool.as_str()).status(s);
        let asked = status(v2::ToolCallStatus::Pending).title("Report back").kind(v2::ToolKind::Other);
        let subject = v2::RequestPermissionSubject::ToolCall(v2::ToolCallPermissionSubject::new(asked));
        let req = v2::RequestPermissionRequest::new(self.session_id().clone(), title, typed::permission_options()).subject(subject);
        let answer = self.v2.request_permission(req).await;
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

    /// Sends an update of the turn (the kit records it for a replay).
    async fn emit(&self, u: U) -> Result<()> {
        self.v2.update(u).await
    }
}

impl Say for Out<'_> {
    fn say<'a>(&'a self, t: &'a str) -> SayFuture<'a> {
        Box::pin(self.emit(U::AgentMessageChunk(v2::ContentChunk::new(self.v2.message_id().clone(), text(t)))))
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
    async fn session_cancel(&self, p: v2::CancelSessionNotification, cx: NotificationContext<v2::ClientHandle>) {
        v2::Agent::session_cancel(&self.kit, p, cx).await;
    }

    async fn initialize(&self, p: v2::InitializeRequest, _: Cx) -> Result<v2::InitializeResponse, ResponseError> {
        self.conn.set_client_caps(p.capabilities.as_ref().map_or_else(super::no_caps, to_json));
        Ok(typed::initialize_response())
    }

    /// The kit's session (its MCP servers, the commands announced after
    /// the answer), with the config options and the commands in the answer.
    async fn new_session(&self, p: v2::NewSessionRequest, cx: Cx) -> Result<v2::NewSessionResponse, ResponseError> {
        // The unstable schema's systemPrompt (append, text blocks: the side
        // layer refuses what this agent cannot take): kept, not applied.
        #[cfg(acp_v2 = "NewSessionRequest.systemPrompt")]
        let system_prompt = p.system_prompt.value().map(to_json);
        let r = v2::Agent::new_session(&self.kit, p, cx).await?;
        let id = r.session_id.0.clone();
        #[cfg(acp_v2 = "NewSessionRequest.systemPrompt")]
        if let Some(prompt) = system_prompt {
            self.shared().store.set_setting(V, &id, "systemPrompt", prompt).await?;
        }
        Ok(r.config_options(self.config_options(&id).await?).available_commands(available_commands()))
    }

    #[cfg(not(acp_v2 = "session/archive"))]
    async fn list_sessions(
        &self,
        p: v2::ListSessionsRequest,
        cx: Cx,
    ) -> Result<v2::ListSessionsResponse, ResponseError> {
        v2::Agent::list_sessions(&self.kit, p, cx).await
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
        cx: Cx,
    ) -> Result<v2::ArchiveSessionResponse, ResponseError> {
        self.shared().store.check(V, &p.session_id).await?;
        if self.shared().kit.is_open(&p.session_id) {
            // An active session is closed first (its turn ends, its MCP servers stop).
            v2::Agent::close_session(&self.kit, v2::CloseSessionRequest::new(p.session_id.clone()), cx).await?;
        }
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
        self.shared().store.check(V, &p.session_id).await?;
        if !self.shared().kit.is_open(&p.session_id) {
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

    /// The kit's resume (the replay with `replayFrom`, the state
    /// snapshot, a turn running elsewhere followed), with the config
    /// options and the commands in the answer.
    async fn resume_session(&self, p: v2::ResumeSessionRequest, cx: Cx) -> Result<v2::ResumeSessionResponse, ResponseError> {
        let id = p.session_id.0.clone();
        let r = v2::Agent::resume_session(&self.kit, p, cx).await?;
        Ok(r.config_options(self.config_options(&id).await?).available_commands(available_commands()))
    }

    async fn close_session(&self, p: v2::CloseSessionRequest, cx: Cx) -> Result<v2::CloseSessionResponse, ResponseError> {
        v2::Agent::close_session(&self.kit, p, cx).await
    }

    async fn delete_session(&self, p: v2::DeleteSessionRequest, cx: Cx) -> Result<v2::DeleteSessionResponse, ResponseError> {
        v2::Agent::delete_session(&self.kit, p, cx).await
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

    /// The kit's turn (answered on acceptance, `running` … `idle`, one
    /// after another per session, across a fleet), running [`run`].
    async fn prompt(&self, p: v2::PromptRequest, cx: Cx) -> Result<v2::PromptResponse, ResponseError> {
        v2::Agent::prompt(&self.kit, p, cx).await
    }

    async fn ext_request(&self, r: ExtRequest, _: Cx) -> Result<Box<serde_json::value::RawValue>, ResponseError> {
        super::ext_echo(r)
    }

    async fn ext_notification(&self, n: ExtNotification, _: NotificationContext<v2::ClientHandle>) {
        tracing::debug!(method = %n.method, "extension notification ignored");
    }
}
