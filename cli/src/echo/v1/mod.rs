//! The echo agent's `v1::Agent`. What it sends is built from the v1 types
//! (`typed`: its neutral data as v1 values; `showcase`: `/updates`).

mod elicit;
mod showcase;
mod typed;

use std::sync::Arc;

use serde_json::Value;

use self::typed::{available_commands, text, text_content};
use super::command::{self, prompt_text, Command};
use super::session::{Entry, IDLE, MODES, RUNNING};
use acp_wire::agent::follow::Followed;
use acp_wire::seam::agent::keep_alive;
use super::turn::{self, Say, SayFuture, Style};
use super::{build, mcp, no_caps, to_json, Conn, Shared};
use acp_wire::agent::Signal;
use acp_wire::error::{ResponseError, Result};
use acp_wire::side::{ExtNotification, ExtRequest, NotificationContext, RequestContext};
use acp_wire::v1;
use acp_wire::v1::SessionUpdate as U;

const V: u16 = 1;

pub(crate) struct EchoV1 {
    pub(crate) conn: Arc<Conn>,
}

type Cx = RequestContext<v1::ClientHandle>;

fn update(session_id: &v1::SessionId, u: U) -> v1::SessionNotification {
    v1::SessionNotification::new(session_id.clone(), u)
}

/// A `tool_call_update` of `tool` to `status`.
fn tool_update(tool: &str, status: v1::ToolCallStatus) -> v1::ToolCallUpdate {
    v1::ToolCallUpdate::new(tool).status(status)
}

/// Sends `available_commands_update` once the response that made the
/// session known has gone out (see [`super::send_after_response`]).
async fn announce_commands(conn: &Conn, peer: &v1::ClientHandle, session_id: &v1::SessionId) {
    let n = update(session_id, U::AvailableCommandsUpdate(v1::AvailableCommandsUpdate::new(available_commands())));
    let peer = peer.clone();
    super::send_after_response(conn, V, session_id, async move { peer.session_update(n).await }).await;
}

impl EchoV1 {
    fn shared(&self) -> &Shared {
        &self.conn.shared
    }

    async fn modes(&self, session_id: &str) -> Result<v1::SessionModeState, ResponseError> {
        self.shared().store.with(V, session_id, |s| Ok(typed::modes(&s.mode))).await
    }

    async fn config_options(&self, session_id: &str) -> Result<Vec<v1::SessionConfigOption>, ResponseError> {
        let boolean = self.conn.client_offers("/session/configOptions/boolean");
        self.shared().store.with(V, session_id, |s| Ok(typed::config_options(&s.style, boolean.then_some(s.thoughts), &s.mode))).await
    }

    /// Streams the session's history: each prompt's blocks as
    /// `user_message_chunk`s, then what its turn sent, in order; kinds gated
    /// by a client capability only when this connection's client offers it.
    /// Returns the last event id sent (0 for none).
    async fn replay(&self, cx: &Cx, session_id: &v1::SessionId) -> Result<u64, ResponseError> {
        let history = self.shared().store.history(V, session_id).await?;
        let last = history.last().map_or(0, |e| e.id);
        for e in history {
            for u in replayed(&self.conn, e.entry)? {
                cx.peer().session_update(update(session_id, u)).await?;
            }
        }
        Ok(last)
    }

    /// After a load while a turn runs (on another node of a fleet, or
    /// another connection): follows it through the store from after event
    /// `after`, sending its updates until it ends.
    async fn follow(&self, peer: &v1::ClientHandle, session_id: &v1::SessionId, after: u64) {
        let (peer, sid, conn) = (peer.clone(), session_id.clone(), self.conn.clone());
        let send = move |step: Followed| {
            let (peer, sid, conn) = (peer.clone(), sid.clone(), conn.clone());
            async move {
                if let Followed::Events(events) = step {
                    for e in events {
                        for u in replayed(&conn, e.entry)? {
                            peer.session_update(update(&sid, u)).await?;
                        }
                    }
                }
                // v1 has no foreground state: a turn's end shows as its last update.
                Ok(())
            }
        };
        self.shared().store.follow(V, session_id, after, RUNNING, send).await;
    }

    async fn run_turn(
        &self,
        cx: &Cx,
        p: &v1::PromptRequest,
        blocks: &[Value],
        cwd: &str,
        open_tool: &OpenTool,
    ) -> Result<v1::StopReason> {
        let sid = &p.session_id;
        let n = self.shared().store.next_id();
        let out = Out { peer: cx.peer(), session_id: sid, conn: &self.conn, open_tool };
        match command::parse(&prompt_text(blocks)) {
            Command::Echo => {
                let style = self
                    .shared()
                    .store
                    .with(V, sid, |s| Ok(Style { upper: s.style == "upper", thoughts: s.thoughts }))
                    .await?;
                turn::echo(&out, blocks, &style).await?;
            }
            Command::Help => turn::help(&out).await?,
            Command::Unknown(name) => turn::unknown(&out, &name).await?,
            Command::Slow { seconds, text } => {
                let o = &self.shared().options;
                turn::slow(&out, seconds.unwrap_or(o.slow_seconds), &text, o.slow_interval).await?;
            }
            Command::Read(path) => self.read(&out, &path).await?,
            Command::Updates => self.updates(&out, &p.prompt, cwd, n).await?,
            Command::Permission => return self.permission(&out, cwd, n).await,
            Command::Elicit(mode) => return self.elicit(&out, mode).await,
        }
        Ok(v1::StopReason::EndTurn)
    }

    async fn updates(&self, out: &Out<'_>, prompt: &[v1::ContentBlock], cwd: &str, n: u64) -> Result<()> {
        let sid = &out.session_id.0;
        let mode = self.shared().store.with(V, sid, |s| Ok(s.mode.clone())).await?;
        let cx = super::showcase::Ctx { session_id: sid, cwd, n };
        let session = showcase::Session { prompt, mode: &mode, config_options: self.config_options(sid).await? };
        let (samples, skipped) = showcase::samples(&cx, session, |pointer| self.conn.client_offers(pointer));
        let mut kinds = Vec::new();
        for u in samples {
            let kind = showcase::kind(&u);
            out.emit(u).await?;
            if !kinds.contains(&kind) {
                kinds.push(kind);
            }
        }
        out.say(&format!("\nsent {} kinds: {}", kinds.len(), kinds.join(", "))).await?;
        for (kind, capability) in skipped {
            out.say(&format!("\nnot sent: {kind} (the client did not advertise {capability})")).await?;
        }
        Ok(())
    }

    async fn read(&self, out: &Out<'_>, path: &str) -> Result<()> {
        if !self.conn.client_offers("/fs/readTextFile") {
            return out.say("fs/read_text_file is not available: the client did not advertise fs.readTextFile").await;
        }
        if !std::path::Path::new(path).is_absolute() {
            return out.say(&format!("/read needs an absolute path, got {path:?}")).await;
        }
        let req = v1::ReadTextFileRequest::new(out.session_id.clone(), path);
        match out.peer.read_text_file(req).await {
            Ok(r) => {
                out.say(&format!("read {path}:\n")).await?;
                out.say(&r.content).await
            }
            Err(e) => out.say(&format!("fs/read_text_file {path} failed: {e}")).await,
        }
    }

    async fn permission(&self, out: &Out<'_>, cwd: &str, n: u64) -> Result<v1::StopReason> {
        let tool = format!("echo-permission-{n}");
        let title = "Write a file and run a command in the session directory";
        let call = v1::ToolCall::new(tool.as_str(), title)
            .kind(v1::ToolKind::Execute)
            .status(v1::ToolCallStatus::Pending)
            .locations(vec![v1::ToolCallLocation::new(cwd)]);
        out.emit(U::ToolCall(call)).await?;
        set_open_tool(out.open_tool, Some(tool.clone()));
        let asked = tool_update(&tool, v1::ToolCallStatus::Pending).title(title).kind(v1::ToolKind::Execute);
        let req = v1::RequestPermissionRequest::new(out.session_id.clone(), asked, typed::permission_options());
        let outcome = match out.peer.request_permission(req).await {
            Ok(r) => r.outcome,
            Err(e) => {
                set_open_tool(out.open_tool, None);
                out.emit(U::ToolCallUpdate(tool_update(&tool, v1::ToolCallStatus::Failed))).await?;
                out.say(&format!("session/request_permission failed: {e}")).await?;
                return Ok(v1::StopReason::EndTurn);
            }
        };
        let ended = |status: v1::ToolCallStatus, text: &str| {
            U::ToolCallUpdate(tool_update(&tool, status).content(vec![text_content(text)]))
        };
        // Every path below ends the tool call itself (failed or completed).
        set_open_tool(out.open_tool, None);
        // Anything but a selection (also an outcome of a newer schema) is no permission.
        let v1::RequestPermissionOutcome::Selected(selected) = outcome else {
            out.emit(ended(v1::ToolCallStatus::Failed, "cancelled")).await?;
            out.say("permission outcome: cancelled").await?;
            return Ok(v1::StopReason::Cancelled);
        };
        let option = selected.option_id.0;
        out.say(&format!("permission outcome: selected {option}\n")).await?;
        // An optionId that was not offered approves nothing.
        if !super::allows(&option) {
            out.emit(ended(v1::ToolCallStatus::Failed, "rejected by the user")).await?;
            out.say("nothing was done").await?;
            return Ok(v1::StopReason::EndTurn);
        }
        // Allowed: the tool runs now.
        out.emit(U::ToolCallUpdate(tool_update(&tool, v1::ToolCallStatus::InProgress))).await?;
        let mut report = Vec::new();
        self.use_fs(out, cwd, &mut report).await?;
        let terminal = self.use_terminal(out, cwd, &tool, &mut report).await?;
        let mut content = vec![text_content(report.join("\n"))];
        // A released terminal stays displayable in the tool call that embeds it.
        content.extend(terminal.map(|id| v1::ToolCallContent::Terminal(v1::Terminal::new(id))));
        out.emit(U::ToolCallUpdate(tool_update(&tool, v1::ToolCallStatus::Completed).content(content))).await?;
        Ok(v1::StopReason::EndTurn)
    }

    async fn use_fs(&self, out: &Out<'_>, cwd: &str, report: &mut Vec<String>) -> Result<()> {
        let path = std::path::Path::new(cwd).join("acp-echo-agent.txt").to_string_lossy().into_owned();
        let content = "written by the acp-wire echo agent\n";
        let sid = out.session_id;
        if self.conn.client_offers("/fs/writeTextFile") {
            let req = v1::WriteTextFileRequest::new(sid.clone(), path.as_str(), content);
            let line = match out.peer.write_text_file(req).await {
                Ok(_) => format!("fs/write_text_file: wrote {} bytes to {path}", content.len()),
                Err(e) => format!("fs/write_text_file {path} failed: {e}"),
            };
            out.say(&format!("{line}\n")).await?;
            report.push(line);
        } else {
            out.say("fs/write_text_file skipped: the client did not advertise fs.writeTextFile\n").await?;
        }
        if self.conn.client_offers("/fs/readTextFile") {
            let req = v1::ReadTextFileRequest::new(sid.clone(), path.as_str());
            let line = match out.peer.read_text_file(req).await {
                Ok(r) => format!("fs/read_text_file: read {path}: {:?}", r.content),
                Err(e) => format!("fs/read_text_file {path} failed: {e}"),
            };
            out.say(&format!("{line}\n")).await?;
            report.push(line);
        } else {
            out.say("fs/read_text_file skipped: the client did not advertise fs.readTextFile\n").await?;
        }
        Ok(())
    }

    /// Runs `echo` in a client terminal, embedded in the tool call `tool`
    /// while it runs; returns the terminal's id when one was created.
    async fn use_terminal(
        &self,
        out: &Out<'_>,
        cwd: &str,
        tool: &str,
        report: &mut Vec<String>,
    ) -> Result<Option<v1::TerminalId>> {
        if !self.conn.client_offers("/terminal") {
            out.say("terminal/* skipped: the client did not advertise terminal\n").await?;
            return Ok(None);
        }
        let sid = out.session_id;
        let create = v1::CreateTerminalRequest::new(sid.clone(), "echo")
            .args(vec!["hello from a terminal".to_owned()])
            .cwd(cwd)
            .output_byte_limit(4096u64);
        let id = match out.peer.create_terminal(create).await {
            Ok(r) => r.terminal_id,
            Err(e) => {
                let line = format!("terminal/create failed: {e}");
                out.say(&format!("{line}\n")).await?;
                report.push(line);
                return Ok(None);
            }
        };
        let embedded = vec![v1::ToolCallContent::Terminal(v1::Terminal::new(id.clone()))];
        out.emit(U::ToolCallUpdate(tool_update(tool, v1::ToolCallStatus::InProgress).content(embedded))).await?;
        let exit = out.peer.wait_for_terminal_exit(v1::WaitForTerminalExitRequest::new(sid.clone(), id.clone())).await;
        let output = out.peer.terminal_output(v1::TerminalOutputRequest::new(sid.clone(), id.clone())).await;
        let released = out.peer.release_terminal(v1::ReleaseTerminalRequest::new(sid.clone(), id.clone())).await;
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
        out.say(&format!("{line}\n")).await?;
        report.push(line);
        Ok(Some(id))
    }
}

/// The v1 [`Say`]: `agent_message_chunk` / `agent_thought_chunk` text.
struct Out<'a> {
    peer: &'a v1::ClientHandle,
    session_id: &'a v1::SessionId,
    conn: &'a Conn,
    /// The tool call this turn left non-final, so that a cancelled turn can
    /// still report it `failed` instead of leaving it `pending` forever.
    open_tool: &'a OpenTool,
}

/// See [`Out::open_tool`].
type OpenTool = std::sync::Mutex<Option<String>>;

fn set_open_tool(cell: &OpenTool, tool: Option<String>) -> Option<String> {
    std::mem::replace(&mut *cell.lock().unwrap_or_else(std::sync::PoisonError::into_inner), tool)
}

impl Out<'_> {
    /// Sends an update of the turn and keeps it for `session/load`.
    async fn emit(&self, u: U) -> Result<()> {
        // Stored first: a client never sees an update a restarted agent
        // cannot replay.
        self.conn.shared.store.push_update(self.session_id, &to_json(&u)).await?;
        self.peer.session_update(update(self.session_id, u)).await
    }
}

/// The client capability (JSON pointer) a recorded kind needs: a client
/// that loads the session without it is not sent those updates.
/// The updates that replay a history entry: a prompt's blocks as
/// `user_message_chunk`s, what a turn sent as it sent it; kinds gated by a
/// client capability only when this connection's client offers it; none
/// for an entry kind of a newer acp-wire.
fn replayed(conn: &Conn, entry: Entry) -> Result<Vec<U>, ResponseError> {
    match entry {
        Entry::Update(u) => {
            let mut u = build::<v1::SessionUpdate>(u)?;
            // Boolean options only for a client that advertised them
            // (the session-config-options page).
            if let U::ConfigOptionUpdate(c) = &mut u {
                if !conn.client_offers("/session/configOptions/boolean") {
                    c.config_options.retain(|o| !matches!(o.kind, v1::SessionConfigOptionKind::Boolean(_)));
                }
            }
            Ok(if replay_gate(&u).is_none_or(|pointer| conn.client_offers(pointer)) { vec![u] } else { Vec::new() })
        }
        Entry::User { content, .. } => content
            .into_iter()
            .map(|block| Ok(U::UserMessageChunk(v1::ContentChunk::new(build::<v1::ContentBlock>(block)?))))
            .collect(),
        _ => Ok(Vec::new()),
    }
}

fn replay_gate(u: &U) -> Option<&'static str> {
    match showcase::kind(u) {
        "compaction_update" | "compaction_summary_chunk" => Some("/session/compaction"),
        "plan_update" | "plan_removed" => Some("/plan"),
        "subagent_update" | "session_message" | "session_message_chunk" => Some("/subagents"),
        "notice" => Some("/session/notices"),
        _ => None,
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
    async fn session_cancel(&self, p: v1::CancelNotification, _: NotificationContext<v1::ClientHandle>) {
        self.shared().store.signal(&p.session_id, Signal::Cancel).await;
    }

    async fn initialize(&self, p: v1::InitializeRequest, _: Cx) -> Result<v1::InitializeResponse, ResponseError> {
        self.conn.set_client_caps(p.client_capabilities.as_ref().map_or_else(no_caps, to_json));
        Ok(typed::initialize_response())
    }

    async fn new_session(&self, p: v1::NewSessionRequest, cx: Cx) -> Result<v1::NewSessionResponse, ResponseError> {
        super::check_absolute(&p.cwd)?;
        let servers = mcp::start(mcp::parse(&to_json(&p.mcp_servers))?, super::CLIENT)?;
        let id = self.shared().store.create(V, p.cwd, p.additional_directories.unwrap_or_default()).await?;
        self.shared().mcp.set(&id, servers);
        // The unstable schema's systemPrompt (append, text blocks: the side
        // layer refuses what this agent cannot take): kept, not applied.
        #[cfg(acp_v1 = "NewSessionRequest.systemPrompt")]
        if let Some(prompt) = p.system_prompt.value() {
            self.shared().store.set_setting(V, &id, "systemPrompt", to_json(prompt)).await?;
        }
        let r = v1::NewSessionResponse::new(id.as_str())
            .modes(self.modes(&id).await?)
            .config_options(self.config_options(&id).await?);
        announce_commands(&self.conn, cx.peer(), &r.session_id).await;
        Ok(r)
    }

    async fn load_session(&self, p: v1::LoadSessionRequest, cx: Cx) -> Result<v1::LoadSessionResponse, ResponseError> {
        super::check_absolute(&p.cwd)?;
        let servers = mcp::start(mcp::parse(&to_json(&p.mcp_servers))?, super::CLIENT)?;
        self.shared().store.reopen(V, &p.session_id, p.cwd, p.additional_directories).await?;
        self.shared().mcp.set(&p.session_id, servers);
        // Read before the replay: a turn that ends during it is followed to
        // its end, none of its updates lost.
        let state = self.shared().store.settled_foreground(V, &p.session_id).await?;
        // The whole history goes out before the response (the spec's rule for session/load).
        let last = self.replay(&cx, &p.session_id).await?;
        let r = v1::LoadSessionResponse::new()
            .modes(self.modes(&p.session_id).await?)
            .config_options(self.config_options(&p.session_id).await?);
        announce_commands(&self.conn, cx.peer(), &p.session_id).await;
        if state != IDLE {
            // A turn runs (on another node of a fleet, or another
            // connection): its updates follow the response.
            self.follow(cx.peer(), &p.session_id, last).await;
        }
        Ok(r)
    }

    #[cfg(not(acp_v1 = "session/archive"))]
    async fn list_sessions(
        &self,
        p: v1::ListSessionsRequest,
        _: Cx,
    ) -> Result<v1::ListSessionsResponse, ResponseError> {
        let page = super::list_page(&self.shared().store, V, p.cwd.as_deref(), p.cursor.as_deref()).await?;
        Ok(typed::list_page(page))
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
        _: Cx,
    ) -> Result<v1::ArchiveSessionResponse, ResponseError> {
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
        let open = self.shared().store.with(V, &p.session_id, |s| Ok(s.open && !s.closed.is_cancelled())).await?;
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

    async fn resume_session(
        &self,
        p: v1::ResumeSessionRequest,
        cx: Cx,
    ) -> Result<v1::ResumeSessionResponse, ResponseError> {
        super::check_absolute(&p.cwd)?;
        let servers = mcp::start(mcp::parse(&to_json(&p.mcp_servers))?, super::CLIENT)?;
        self.shared().store.reopen(V, &p.session_id, p.cwd, p.additional_directories).await?;
        self.shared().mcp.set(&p.session_id, servers);
        let r = v1::ResumeSessionResponse::new()
            .modes(self.modes(&p.session_id).await?)
            .config_options(self.config_options(&p.session_id).await?);
        announce_commands(&self.conn, cx.peer(), &p.session_id).await;
        Ok(r)
    }

    async fn close_session(
        &self,
        p: v1::CloseSessionRequest,
        _: Cx,
    ) -> Result<v1::CloseSessionResponse, ResponseError> {
        // A turn of the session on another node of a fleet ends too.
        self.shared().store.signal(&p.session_id, Signal::Close).await;
        self.shared().store.close(V, &p.session_id).await?;
        self.shared().mcp.stop(&p.session_id);
        Ok(v1::CloseSessionResponse::new())
    }

    async fn delete_session(
        &self,
        p: v1::DeleteSessionRequest,
        _: Cx,
    ) -> Result<v1::DeleteSessionResponse, ResponseError> {
        self.shared().store.delete(V, &p.session_id).await?;
        self.shared().mcp.stop(&p.session_id);
        Ok(v1::DeleteSessionResponse::new())
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

    async fn prompt(&self, p: v1::PromptRequest, cx: Cx) -> Result<v1::PromptResponse, ResponseError> {
        let blocks: Vec<Value> = p.prompt.iter().map(to_json).collect();
        // A block of a type the schema does not define never gets here: the
        // side's session/prompt rule refuses it with -32602 (policy.rs), so
        // the session's history never keeps it.
        let n = self.shared().store.next_id();
        let user = Entry::User { message_id: Some(format!("echo-user-{n}")), content: blocks.clone() };
        let start = self.shared().store.begin_turn(V, &p.session_id, user).await?;
        let (closed, remote, mut previous, done, cwd) = (start.closed, start.remote, start.previous, start.done, start.cwd);
        let open_tool = OpenTool::default();
        let store = &self.shared().store;
        let leased = std::sync::atomic::AtomicBool::new(false);
        let work = async {
            // An error means the previous turn's sender is gone: it ended too.
            let _ = previous.wait_for(|d| *d).await;
            // The session's lease: a turn of another node of a fleet ends first.
            store.lease(&p.session_id).await?;
            leased.store(true, std::sync::atomic::Ordering::Relaxed);
            tokio::select! {
                () = keep_alive(store.records(), &p.session_id) => Ok(v1::StopReason::Cancelled),
                r = self.run_turn(&cx, &p, &blocks, &cwd, &open_tool) => r,
            }
        };
        // session/cancel (and session/close) end the turn with `cancelled`,
        // never an error; also when they reached another node of a fleet.
        let stop = tokio::select! {
            biased;
            () = closed.cancelled() => None,
            () = remote.cancelled() => None,
            r = cx.until_session_cancelled(work) => r,
        };
        if stop.is_none() {
            // Updates of a cancelled turn still precede its response.
            if let Some(tool) = set_open_tool(&open_tool, None) {
                let failed = tool_update(&tool, v1::ToolCallStatus::Failed).content(vec![text_content("cancelled")]);
                let failed = update(&p.session_id, U::ToolCallUpdate(failed));
                let sent = self.shared().store.push_update(&p.session_id, &to_json(&failed.update)).await;
                if let Err(e) = match sent {
                    Ok(()) => cx.peer().session_update(failed).await.map_err(ResponseError::from),
                    Err(e) => Err(e),
                } {
                    tracing::debug!(%e, "final tool_call_update of a cancelled turn not sent");
                }
            }
        }
        let stop = match stop {
            None => Ok(v1::StopReason::Cancelled),
            Some(r) => r,
        };
        if leased.load(std::sync::atomic::Ordering::Relaxed) {
            // Given back with the stop reason, for the nodes that follow the turn.
            store.release(&p.session_id, stop.as_ref().ok().map(to_json)).await;
        }
        let _ = done.send(true);
        Ok(v1::PromptResponse::new(stop?))
    }

    async fn ext_request(&self, r: ExtRequest, _: Cx) -> Result<Box<serde_json::value::RawValue>, ResponseError> {
        super::ext_echo(r)
    }

    async fn ext_notification(&self, n: ExtNotification, _: NotificationContext<v1::ClientHandle>) {
        tracing::debug!(method = %n.method, "extension notification ignored");
    }
}
