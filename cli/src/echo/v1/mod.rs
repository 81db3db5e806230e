//! The echo agent's `v1::Agent`: the session lifecycle is the agent kit's
//! ([`V1Sessions`]: new, load with its replay, list, resume, close,
//! delete, prompt turns, MCP servers); this file adds what the echo agent
//! serves beyond it (modes, config options, the unstable archive, status
//! and title, `_echo/…`) and runs a v1 turn's slash commands. What it sends
//! is built from the v1 types (`typed`: its neutral data as v1 values;
//! `showcase`: `/updates`).

mod elicit;
mod showcase;
mod typed;

use serde_json::Value;

use self::typed::{text, text_content};
use super::command::{self, prompt_text, Command};
use super::session::{Store, MODES};
use super::turn::{self, Say, SayFuture, Style};
use super::{to_json, Conn, Echo, Shared};
use acp_wire::agent::{Turn, V1Sessions, V1Turn};
use acp_wire::error::{ResponseError, Result};
use acp_wire::side::{ExtNotification, ExtRequest, NotificationContext, RequestContext};
use acp_wire::v1;
use acp_wire::v1::SessionUpdate as U;
use std::sync::Arc;

const V: u16 = 1;

pub(crate) struct EchoV1 {
    pub(crate) conn: Arc<Conn>,
    /// The kit's v1 agent: the lifecycle and the turns.
    pub(crate) kit: V1Sessions<Echo>,
}

type Cx = RequestContext<v1::ClientHandle>;

fn update(session_id: &v1::SessionId, u: U) -> v1::SessionNotification {
    v1::SessionNotification::new(session_id.clone(), u)
}

/// A `tool_call_update` of `tool` to `status`.
fn tool_update(tool: &str, status: v1::ToolCallStatus) -> v1::ToolCallUpdate {
    v1::ToolCallUpdate::new(tool).status(status)
}

/// The session's config options; `boolean`: whether the client advertised
/// `session.configOptions.boolean` (the `thoughts` option is offered only then).
async fn config_options(store: &Store, session_id: &str, boolean: bool) -> Result<Vec<v1::SessionConfigOption>, ResponseError> {
    store.with(V, session_id, |s| Ok(typed::config_options(&s.style, boolean.then_some(s.thoughts), &s.mode))).await
}

impl EchoV1 {
    fn shared(&self) -> &Shared {
        &self.conn.shared
    }

    async fn modes(&self, session_id: &str) -> Result<v1::SessionModeState, ResponseError> {
        self.shared().store.with(V, session_id, |s| Ok(typed::modes(&s.mode))).await
    }

    async fn config_options(&self, session_id: &str) -> Result<Vec<v1::SessionConfigOption>, ResponseError> {
        config_options(&self.shared().store, session_id, self.conn.client_offers("/session/configOptions/boolean")).await
    }

}

/// Runs a v1 turn of the echo agent (the kit's [`Turn`], on a v1 connection).
pub(crate) async fn run(echo: &Echo, turn: &Turn) -> Result<v1::StopReason> {
    let Some(v1) = turn.v1() else {
        return Err(ResponseError::internal_error("a v1 turn on another version's connection").into());
    };
    let caps = to_json(&v1.client_capabilities());
    let out = Out { v1, echo, caps };
    let blocks = turn.prompt();
    let n = echo.store.next_id();
    match command::parse(&prompt_text(blocks)) {
        Command::Echo => {
            let sid = turn.session_id();
            let style = echo.store.with(V, sid, |s| Ok(Style { upper: s.style == "upper", thoughts: s.thoughts })).await?;
            turn::echo(&out, blocks, &style).await?;
        }
        Command::Help => turn::help(&out).await?,
        Command::Unknown(name) => turn::unknown(&out, &name).await?,
        Command::Slow { seconds, text } => {
            let o = &echo.options;
            turn::slow(&out, seconds.unwrap_or(o.slow_seconds), &text, o.slow_interval).await?;
        }
        Command::Read(path) => out.read(&path).await?,
        Command::Updates => {
            let prompt: Vec<v1::ContentBlock> = blocks.iter().map(|b| super::build(b.clone())).collect::<std::result::Result<_, _>>()?;
            out.updates(&prompt, turn.cwd(), n).await?;
        }
        Command::Permission => return out.permission(turn.cwd(), n).await,
        Command::Elicit(mode) => return out.elicit(mode).await,
    }
    Ok(v1::StopReason::EndTurn)
}

/// A v1 turn of the echo agent: its sender ([`Say`]) and the client.
struct Out<'a> {
    v1: V1Turn<'a>,
    echo: &'a Echo,
    /// The client's capabilities, as JSON.
    caps: Value,
}

impl Out<'_> {
    /// Sends an update of the turn (the kit records it for `session/load`).
    async fn emit(&self, u: U) -> Result<()> {
        self.v1.update(u).await
    }

    fn peer(&self) -> &v1::ClientHandle {
        self.v1.client()
    }

    fn session_id(&self) -> &v1::SessionId {
        self.v1.session_id()
    }

    /// Whether the client offers the capability at `pointer` (see [`Conn::client_offers`]).
    fn offers(&self, pointer: &str) -> bool {
        super::offers(&self.caps, pointer)
    }

    async fn updates(&self, prompt: &[v1::ContentBlock], cwd: &str, n: u64) -> Result<()> {
        let sid = &self.session_id().0;
        let mode = self.echo.store.with(V, sid, |s| Ok(s.mode.clone())).await?;
        let cx = super::showcase::Ctx { session_id: sid, cwd, n };
        let session = showcase::Session { prompt, mode: &mode, config_options: config_options(&self.echo.store, sid, self.offers("/session/configOptions/boolean")).await? };
        let (samples, skipped) = showcase::samples(&cx, session, |pointer| self.offers(pointer));
        let mut kinds = Vec::new();
        for u in samples {
            let kind = showcase::kind(&u);
            self.emit(u).await?;
            if !kinds.contains(&kind) {
                kinds.push(kind);
            }
        }
        self.say(&format!("\nsent {} kinds: {}", kinds.len(), kinds.join(", "))).await?;
        for (kind, capability) in skipped {
            self.say(&format!("\nnot sent: {kind} (the client did not advertise {capability})")).await?;
        }
        Ok(())
    }

    async fn read(&self, path: &str) -> Result<()> {
        if !self.offers("/fs/readTextFile") {
            return self.say("fs/read_text_file is not available: the client did not advertise fs.readTextFile").await;
        }
        if !std::path::Path::new(path).is_absolute() {
            return self.say(&format!("/read needs an absolute path, got {path:?}")).await;
        }
        let req = v1::ReadTextFileRequest::new(self.session_id().clone(), path);
        match self.peer().read_text_file(req).await {
            Ok(r) => {
                self.say(&format!("read {path}:\n")).await?;
                self.say(&r.content).await
            }
            Err(e) => self.say(&format!("fs/read_text_file {path} failed: {e}")).await,
        }
    }

    async fn permission(&self, cwd: &str, n: u64) -> Result<v1::StopReason> {
        let tool = format!("echo-permission-{n}");
        let title = "Write a file and run a command in the session directory";
        let call = v1::ToolCall::new(tool.as_str(), title)
            .kind(v1::ToolKind::Execute)
            .status(v1::ToolCallStatus::Pending)
            .locations(vec![v1::ToolCallLocation::new(cwd)]);
        self.emit(U::ToolCall(call)).await?;
        let asked = tool_update(&tool, v1::ToolCallStatus::Pending).title(title).kind(v1::ToolKind::Execute);
        let req = v1::RequestPermissionRequest::new(self.session_id().clone(), asked, typed::permission_options());
        let outcome = match self.peer().request_permission(req).await {
            Ok(r) => r.outcome,
            Err(e) => {
                self.emit(U::ToolCallUpdate(tool_update(&tool, v1::ToolCallStatus::Failed))).await?;
                self.say(&format!("session/request_permission failed: {e}")).await?;
                return Ok(v1::StopReason::EndTurn);
            }
        };
        let ended = |status: v1::ToolCallStatus, text: &str| {
            U::ToolCallUpdate(tool_update(&tool, status).content(vec![text_content(text)]))
        };
        // Anything but a selection (also an outcome of a newer schema) is no permission.
        let v1::RequestPermissionOutcome::Selected(selected) = outcome else {
            self.emit(ended(v1::ToolCallStatus::Failed, "cancelled")).await?;
            self.say("permission outcome: cancelled").await?;
            return Ok(v1::StopReason::Cancelled);
        };
        let option = selected.option_id.0;
        self.say(&format!("permission outcome: selected {option}\n")).await?;
        // An optionId that was not offered approves nothing.
        if !super::allows(&option) {
            self.emit(ended(v1::ToolCallStatus::Failed, "rejected by the user")).await?;
            self.say("nothing was done").await?;
            return Ok(v1::StopReason::EndTurn);
        }
        // Allowed: the tool runs now.
        self.emit(U::ToolCallUpdate(tool_update(&tool, v1::ToolCallStatus::InProgress))).await?;
        let mut report = Vec::new();
        self.use_fs(cwd, &mut report).await?;
        let terminal = self.use_terminal(cwd, &tool, &mut report).await?;
        let mut content = vec![text_content(report.join("\n"))];
        // A released terminal stays displayable in the tool call that embeds it.
        content.extend(terminal.map(|id| v1::ToolCallContent::Terminal(v1::Terminal::new(id))));
        self.emit(U::ToolCallUpdate(tool_update(&tool, v1::ToolCallStatus::Completed).content(content))).await?;
        Ok(v1::StopReason::EndTurn)
    }

    async fn use_fs(&self, cwd: &str, report: &mut Vec<String>) -> Result<()> {
        let path = std::path::Path::new(cwd).join("acp-echo-agent.txt").to_string_lossy().into_owned();
        let content = "written by the acp-wire echo agent\n";
        let sid = self.session_id();
        if self.offers("/fs/writeTextFile") {
            let req = v1::WriteTextFileRequest::new(sid.clone(), path.as_str(), content);
            let line = match self.peer().write_text_file(req).await {
                Ok(_) => format!("fs/write_text_file: wrote {} bytes to {path}", content.len()),
                Err(e) => format!("fs/write_text_file {path} failed: {e}"),
            };
            self.say(&format!("{line}\n")).await?;
            report.push(line);
        } else {
            self.say("fs/write_text_file skipped: the client did not advertise fs.writeTextFile\n").await?;
        }
        if self.offers("/fs/readTextFile") {
            let req = v1::ReadTextFileRequest::new(sid.clone(), path.as_str());
            let line = match self.peer().read_text_file(req).await {
                Ok(r) => format!("fs/read_text_file: read {path}: {:?}", r.content),
                Err(e) => format!("fs/read_text_file {path} failed: {e}"),
            };
            self.say(&format!("{line}\n")).await?;
            report.push(line);
        } else {
            self.say("fs/read_text_file skipped: the client did not advertise fs.readTextFile\n").await?;
        }
        Ok(())
    }

    /// Runs `echo` in a client terminal, embedded in the tool call `tool`
    /// while it runs; returns the terminal's id when one was created.
    async fn use_terminal(
        &self,
        cwd: &str,
        tool: &str,
        report: &mut Vec<String>,
    ) -> Result<Option<v1::TerminalId>> {
        if !self.offers("/terminal") {
            self.say("terminal/* skipped: the client did not advertise terminal\n").await?;
            return Ok(None);
        }
        let sid = self.session_id();
        let create = v1::CreateTerminalRequest::new(sid.clone(), "echo")
            .args(vec!["hello from a terminal".to_owned()])
            .cwd(cwd)
            .output_byte_limit(4096u64);
        let id = match self.peer().create_terminal(create).await {
            Ok(r) => r.terminal_id,
            Err(e) => {
                let line = format!("terminal/create failed: {e}");
                self.say(&format!("{line}\n")).await?;
                report.push(line);
                return Ok(None);
            }
        };
        let embedded = vec![v1::ToolCallContent::Terminal(v1::Terminal::new(id.clone()))];
        self.emit(U::ToolCallUpdate(tool_update(tool, v1::ToolCallStatus::InProgress).content(embedded))).await?;
        let exit = self.peer().wait_for_terminal_exit(v1::WaitForTerminalExitRequest::new(sid.clone(), id.clone())).await;
        let output = self.peer().terminal_output(v1::TerminalOutputRequest::new(sid.clone(), id.clone())).await;
        let released = self.peer().release_terminal(v1::ReleaseTerminalRequest::new(sid.clone(), id.clone())).await;
        let exit = match exit {
            Ok(r) => {
                // As JSON: an absent member reads `null`, a signal comes quoted.
                let r = to_json(&r);
                format!("exit code {}, signal {}", r["exitCode"], r["signal"])
            }
            Err(e) => format!("terminal/wait_for_exit failed: {e}"),
        };
        let output = match output {
            Ok(r) => format!("output {:?}{}", r.output, if r.truncated { " (truncated)" } else { "" }),
            Err(e) => format!("terminal/output failed: {e}"),
        };
        let released = match released {
            Ok(_) => "released".to_owned(),
            Err(e) => format!("terminal/release failed: {e}"),
        };
        let line = format!("terminal `echo hello from a terminal`: {exit}; {output}; {released}");
        self.say(&format!("{line}\n")).await?;
        report.push(line);
        Ok(Some(id))
    }
}

impl Say for Out<'_> {
    fn say<'a>(&'a self, t: &'a str) -> SayFuture<'a> {
        Box::pin(self.emit(U::AgentMessageChunk(v1::ContentChunk::new(text(t)))))
    }

    fn think<'a>(&'a self, t: &'a str) -> SayFuture<'a> {
        Box::pin(self.emit(U::AgentThoughtChunk(v1::ContentChunk::new(text(t)))))
    }
}

impl v1::Agent for EchoV1 {
    /// `session/cancel`: a turn of this connection ends by the side
    /// layer's signal; one that runs on another node of a fleet hears it
    /// through the store.
    async fn session_cancel(&self, p: v1::CancelNotification, cx: NotificationContext<v1::ClientHandle>) {
        v1::Agent::session_cancel(&self.kit, p, cx).await;
    }

    async fn initialize(&self, p: v1::InitializeRequest, _: Cx) -> Result<v1::InitializeResponse, ResponseError> {
        self.conn.set_client_caps(p.client_capabilities.as_ref().map_or_else(super::no_caps, to_json));
        Ok(typed::initialize_response())
    }

    /// The kit's session (its MCP servers, the commands announced after
    /// the answer), with the echo agent's modes and config options.
    async fn new_session(&self, p: v1::NewSessionRequest, cx: Cx) -> Result<v1::NewSessionResponse, ResponseError> {
        // The unstable schema's systemPrompt (append, text blocks: the side
        // layer refuses what this agent cannot take): kept, not applied.
        #[cfg(acp_v1 = "NewSessionRequest.systemPrompt")]
        let system_prompt = p.system_prompt.value().map(to_json);
        let r = v1::Agent::new_session(&self.kit, p, cx).await?;
        let id = r.session_id.0.clone();
        #[cfg(acp_v1 = "NewSessionRequest.systemPrompt")]
        if let Some(prompt) = system_prompt {
            self.shared().store.set_setting(V, &id, "systemPrompt", prompt).await?;
        }
        Ok(r.modes(self.modes(&id).await?).config_options(self.config_options(&id).await?))
    }

    /// The kit's load (the history replayed before the answer, a turn
    /// running elsewhere followed after it), with the modes and config options.
    async fn load_session(&self, p: v1::LoadSessionRequest, cx: Cx) -> Result<v1::LoadSessionResponse, ResponseError> {
        let id = p.session_id.0.clone();
        let r = v1::Agent::load_session(&self.kit, p, cx).await?;
        Ok(r.modes(self.modes(&id).await?).config_options(self.config_options(&id).await?))
    }

    #[cfg(not(acp_v1 = "session/archive"))]
    async fn list_sessions(
        &self,
        p: v1::ListSessionsRequest,
        cx: Cx,
    ) -> Result<v1::ListSessionsResponse, ResponseError> {
        v1::Agent::list_sessions(&self.kit, p, cx).await
    }

    /// With the unstable schema's archive: filtered by `archived`, each
    /// listed session saying whether it is archived.
    #[cfg(acp_v1 = "session/archive")]
    async fn list_sessions(
        &self,
        p: v1::ListSessionsRequest,
        _: Cx,
    ) -> Result<v1::ListSessionsResponse, ResponseError> {
        let (cwd, cursor) = (p.cwd.as_deref(), p.cursor.as_deref());
        let archive = super::unstable::Archive::parse(p.archived.value().map(v1::SessionArchiveFilter::as_str))?;
        let (page, flags) = super::unstable::list(self.shared(), V, cwd, cursor, archive).await?;
        let mut r = typed::list_page(page);
        for (info, archived) in r.sessions.iter_mut().zip(flags) {
            info.archived = acp_wire::codec::Tri::Value(archived);
        }
        Ok(r)
    }

    /// `session/archive` (unstable): see [`super::unstable::archive`].
    #[cfg(acp_v1 = "session/archive")]
    async fn archive_session(
        &self,
        p: v1::ArchiveSessionRequest,
        cx: Cx,
    ) -> Result<v1::ArchiveSessionResponse, ResponseError> {
        self.shared().store.check(V, &p.session_id).await?;
        if self.shared().kit.is_open(&p.session_id) {
            // An active session is closed first (its turn ends, its MCP servers stop).
            v1::Agent::close_session(&self.kit, v1::CloseSessionRequest::new(p.session_id.clone()), cx).await?;
        }
        super::unstable::archive(self.shared(), V, &p.session_id).await?;
        Ok(v1::ArchiveSessionResponse::new())
    }

    #[cfg(acp_v1 = "session/unarchive")]
    async fn unarchive_session(
        &self,
        p: v1::UnarchiveSessionRequest,
        _: Cx,
    ) -> Result<v1::UnarchiveSessionResponse, ResponseError> {
        super::unstable::unarchive(self.shared(), V, &p.session_id).await?;
        Ok(v1::UnarchiveSessionResponse::new())
    }

    /// `session/status` (unstable): `open` while the session is open on
    /// this process, else `saved`; nothing changes (no side effects).
    #[cfg(acp_v1 = "session/status")]
    async fn session_status(
        &self,
        p: v1::SessionStatusRequest,
        _: Cx,
    ) -> Result<v1::SessionStatusResponse, ResponseError> {
        self.shared().store.check(V, &p.session_id).await?;
        let open = self.shared().kit.is_open(&p.session_id);
        Ok(v1::SessionStatusResponse::new(if open { v1::SessionStatus::Open } else { v1::SessionStatus::Saved }))
    }

    /// `session/set_title` (unstable): see [`super::title::set`].
    #[cfg(acp_v1 = "session/set_title")]
    async fn set_session_title(
        &self,
        p: v1::SetSessionTitleRequest,
        _: Cx,
    ) -> Result<v1::SetSessionTitleResponse, ResponseError> {
        let stored = super::title::set(self.shared(), V, &p.session_id, &p.title).await?;
        Ok(v1::SetSessionTitleResponse::new(stored))
    }

    /// `auth/status` (unstable): nothing needs a login; changes nothing.
    #[cfg(acp_v1 = "auth/status")]
    async fn auth_status(&self, _: v1::AuthStatusRequest, _: Cx) -> Result<v1::AuthStatusResponse, ResponseError> {
        Ok(v1::AuthStatusResponse::new(v1::AuthState::NotRequired))
    }

    async fn resume_session(&self, p: v1::ResumeSessionRequest, cx: Cx) -> Result<v1::ResumeSessionResponse, ResponseError> {
        let id = p.session_id.0.clone();
        let r = v1::Agent::resume_session(&self.kit, p, cx).await?;
        Ok(r.modes(self.modes(&id).await?).config_options(self.config_options(&id).await?))
    }

    async fn close_session(&self, p: v1::CloseSessionRequest, cx: Cx) -> Result<v1::CloseSessionResponse, ResponseError> {
        v1::Agent::close_session(&self.kit, p, cx).await
    }

    async fn delete_session(&self, p: v1::DeleteSessionRequest, cx: Cx) -> Result<v1::DeleteSessionResponse, ResponseError> {
        v1::Agent::delete_session(&self.kit, p, cx).await
    }

    async fn set_session_mode(
        &self,
        p: v1::SetSessionModeRequest,
        cx: Cx,
    ) -> Result<v1::SetSessionModeResponse, ResponseError> {
        let mode = p.mode_id.0.clone();
        if !MODES.iter().any(|(id, _, _)| *id == mode) {
            let known: Vec<&str> = MODES.iter().map(|m| m.0).collect();
            return Err(ResponseError::invalid_params(format!("unknown mode {mode:?}; the modes are {known:?}")));
        }
        self.shared().store.with(V, &p.session_id, |s| {
            s.mode.clone_from(&mode);
            Ok(())
        })
        .await?;
        let changed = U::CurrentModeUpdate(v1::CurrentModeUpdate::new(mode.as_str()));
        cx.peer().session_update(update(&p.session_id, changed)).await?;
        // The mode is also a config option: keep the two in step.
        let options = U::ConfigOptionUpdate(v1::ConfigOptionUpdate::new(self.config_options(&p.session_id).await?));
        cx.peer().session_update(update(&p.session_id, options)).await?;
        Ok(v1::SetSessionModeResponse::new())
    }

    async fn set_session_config_option(
        &self,
        p: v1::SetSessionConfigOptionRequest,
        cx: Cx,
    ) -> Result<v1::SetSessionConfigOptionResponse, ResponseError> {
        let raw = to_json(&p);
        let boolean = self.conn.client_offers("/session/configOptions/boolean");
        let mode = (raw["configId"] == typed::MODE_OPTION).then(|| raw["value"].as_str().unwrap_or_default().to_owned());
        if let Some(mode) = &mode {
            // The mode option is session/set_mode by another name.
            if !MODES.iter().any(|(id, _, _)| id == mode) {
                let known: Vec<&str> = MODES.iter().map(|m| m.0).collect();
                return Err(ResponseError::invalid_params(format!("unknown mode {mode:?}; the modes are {known:?}")));
            }
            self.shared().store.with(V, &p.session_id, |s| {
                s.mode.clone_from(mode);
                Ok(())
            })
            .await?;
        } else {
            self.shared().store.with(V, &p.session_id, |s| super::apply_config(s, &raw, boolean)).await?;
        }
        let options = self.config_options(&p.session_id).await?;
        let changed = U::ConfigOptionUpdate(v1::ConfigOptionUpdate::new(options.clone()));
        cx.peer().session_update(update(&p.session_id, changed)).await?;
        if let Some(mode) = mode {
            let changed = U::CurrentModeUpdate(v1::CurrentModeUpdate::new(mode.as_str()));
            cx.peer().session_update(update(&p.session_id, changed)).await?;
        }
        Ok(v1::SetSessionConfigOptionResponse::new(options))
    }

    /// The kit's turn (one after another per session, across a fleet;
    /// cancellation; the updates recorded for a load), running [`run`].
    async fn prompt(&self, p: v1::PromptRequest, cx: Cx) -> Result<v1::PromptResponse, ResponseError> {
        v1::Agent::prompt(&self.kit, p, cx).await
    }

    async fn ext_request(&self, r: ExtRequest, _: Cx) -> Result<Box<serde_json::value::RawValue>, ResponseError> {
        super::ext_echo(r)
    }

    async fn ext_notification(&self, n: ExtNotification, _: NotificationContext<v1::ClientHandle>) {
        tracing::debug!(method = %n.method, "extension notification ignored");
    }
}