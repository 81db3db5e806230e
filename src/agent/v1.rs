//! [`SessionAgent`](super::SessionAgent) as a v1 agent: the turn answers
//! `session/prompt` with its stop reason, after its updates.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use serde_json::Value;

use super::follow::Followed;
use super::foreground::{keep_alive, release, settle, IDLE, RUNNING};

use super::store::{now_rfc3339, Entry, SessionRecord, Store};
use super::turn::{Asking, Out, Sending, Stream, Text, Turn, TurnClient};
use super::typed::{check_locations, ClientCapabilities, Location, Permission, PermissionOutcome, Plan, PlanPriority, PlanStatus, ToolCall, ToolCallUpdate};
use super::turn::OpenTools;
use super::{check_absolute, json, mcp, replay_sent, typed, Prompt, Shared, Signal, StopReason};
use crate::error::{ResponseError, Result};
use crate::rpc::CatchUnwind;
use crate::side::{NotificationContext, RequestContext};
use crate::v1;

const V: u16 = 1;
type Cx = RequestContext<v1::ClientHandle>;

/// [`SessionAgent`](super::SessionAgent)'s v1 agent
/// ([`SessionAgent::v1_sessions`](super::SessionAgent::v1_sessions)): a
/// `v1::Agent` serving the whole session lifecycle around the handler. To
/// serve more than the kit does (modes, config options, authentication,
/// extension methods, …), implement `v1::Agent` on a type of your own
/// that holds this one and hands it the methods it does not change
/// (`v1::Agent::new_session(&self.sessions, params, cx)`, …), then
/// register it with [`AgentBuilder::v1`](crate::side::AgentBuilder::v1).
pub struct V1Sessions<P>(pub(crate) Arc<Shared<P>>);

impl<P> Clone for V1Sessions<P> {
    fn clone(&self) -> Self {
        V1Sessions(Arc::clone(&self.0))
    }
}

impl<P> std::fmt::Debug for V1Sessions<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("V1Sessions").finish_non_exhaustive()
    }
}

fn stop(s: StopReason) -> v1::StopReason {
    match s {
        StopReason::EndTurn => v1::StopReason::EndTurn,
        StopReason::MaxTokens => v1::StopReason::MaxTokens,
        StopReason::MaxTurnRequests => v1::StopReason::MaxTurnRequests,
        StopReason::Refusal => v1::StopReason::Refusal,
        StopReason::Cancelled => v1::StopReason::Cancelled,
    }
}

fn info(r: &SessionRecord) -> v1::SessionInfo {
    let mut i = v1::SessionInfo::new(r.id.clone(), r.cwd.clone()).updated_at(r.updated_at.clone());
    if let Some(t) = &r.title {
        i = i.title(t.clone());
    }
    if !r.additional_directories.is_empty() {
        i = i.additional_directories(r.additional_directories.clone());
    }
    i
}

/// The v1 sender of a turn's updates.
#[derive(Clone)]
pub(crate) struct V1Out {
    peer: v1::ClientHandle,
    session_id: v1::SessionId,
    store: Arc<dyn Store>,
    /// The tool calls the turn started and has not reported final.
    open: OpenTools,
}

impl V1Out {
    async fn send(&self, update: v1::SessionUpdate) -> Result<()> {
        // Stored before it is sent: a client never sees an update the
        // store could not replay. A store failure ends the send with it.
        if !live_only(&update) {
            self.store.append(&self.session_id.0, Entry::Update(json(&update))).await?;
        }
        match &update {
            v1::SessionUpdate::ToolCall(t) => self.open.track(&t.tool_call_id.0, t.status.as_ref().map(v1::ToolCallStatus::as_str)),
            v1::SessionUpdate::ToolCallUpdate(t) => self.open.track(&t.tool_call_id.0, t.status.value().map(v1::ToolCallStatus::as_str)),
            _ => {}
        }
        self.peer.session_update(v1::SessionNotification::new(self.session_id.clone(), update)).await
    }

    /// After a cancelled turn: each tool call it left open reported
    /// `failed` (v1 has no `cancelled` status), before the answer.
    async fn fail_open(&self) {
        for id in self.open.take() {
            let u = v1::ToolCallUpdate::new(v1::ToolCallId(id)).status(v1::ToolCallStatus::Failed).content(text_content("cancelled".to_owned()));
            if let Err(e) = self.send(v1::SessionUpdate::ToolCallUpdate(u)).await {
                tracing::debug!(error = %e, "acp-wire: the final update of a cancelled tool call not sent");
            }
        }
    }
}

/// An update that is not history: a `notice` (the schema's Notice: "live
/// events rather than session history"), never replayed.
fn live_only(update: &v1::SessionUpdate) -> bool {
    #[cfg(acp_v1 = "SessionUpdate::notice")]
    if let v1::SessionUpdate::Notice(_) = update {
        return true;
    }
    let _ = update;
    false
}

fn location(l: Location) -> v1::ToolCallLocation {
    let mut loc = v1::ToolCallLocation::new(l.path);
    if let Some(line) = l.line {
        loc = loc.line(line);
    }
    loc
}

fn text_content(text: String) -> Vec<v1::ToolCallContent> {
    vec![v1::ToolCallContent::Content(v1::Content::new(v1::ContentBlock::Text(v1::TextContent::new(text))))]
}

/// v1's `tool_call`.
fn tool_call(c: ToolCall) -> Result<v1::ToolCall> {
    check_locations(&c.locations)?;
    let mut t = v1::ToolCall::new(v1::ToolCallId(c.id), c.title);
    if let Some(k) = c.kind {
        t = t.kind(v1::ToolKind::from(k.as_str()));
    }
    if let Some(s) = c.status {
        t = t.status(v1::ToolCallStatus::from(s.as_str()));
    }
    if let Some(i) = c.raw_input {
        t = t.raw_input(i);
    }
    if !c.locations.is_empty() {
        t = t.locations(c.locations.into_iter().map(location).collect::<Vec<_>>());
    }
    Ok(t)
}

/// v1's `tool_call_update`.
fn tool_call_update(u: ToolCallUpdate) -> v1::ToolCallUpdate {
    let mut t = v1::ToolCallUpdate::new(v1::ToolCallId(u.id));
    if let Some(s) = u.status {
        t = t.status(v1::ToolCallStatus::from(s.as_str()));
    }
    if let Some(title) = u.title {
        t = t.title(title);
    }
    if let Some(text) = u.text {
        t = t.content(text_content(text));
    }
    if let Some(o) = u.raw_output {
        t = t.raw_output(o);
    }
    t
}

fn plan(p: Plan) -> v1::Plan {
    let entries = p.entries.into_iter().map(|e| {
        let priority = match e.priority {
            PlanPriority::High => v1::PlanEntryPriority::High,
            PlanPriority::Medium => v1::PlanEntryPriority::Medium,
            PlanPriority::Low => v1::PlanEntryPriority::Low,
        };
        let status = match e.status {
            PlanStatus::Pending => v1::PlanEntryStatus::Pending,
            PlanStatus::InProgress => v1::PlanEntryStatus::InProgress,
            PlanStatus::Completed => v1::PlanEntryStatus::Completed,
        };
        v1::PlanEntry::new(e.content, priority, status)
    });
    v1::Plan::new(entries.collect::<Vec<_>>())
}

fn outcome(o: v1::RequestPermissionOutcome) -> PermissionOutcome {
    match o {
        v1::RequestPermissionOutcome::Selected(s) => PermissionOutcome::Selected(s.option_id.0),
        v1::RequestPermissionOutcome::Cancelled { .. } => PermissionOutcome::Cancelled,
        other => PermissionOutcome::Unknown(other.tag().to_owned()),
    }
}

impl Out for V1Out {
    fn text<'a>(&'a self, kind: Text, text: &'a str) -> Sending<'a> {
        let chunk = v1::ContentChunk::new(v1::ContentBlock::Text(v1::TextContent::new(text)));
        let update = match kind {
            Text::Message => v1::SessionUpdate::AgentMessageChunk(chunk),
            Text::Thought => v1::SessionUpdate::AgentThoughtChunk(chunk),
        };
        Box::pin(self.send(update))
    }

    fn update(&self, update: Value) -> Sending<'_> {
        Box::pin(async move { self.send(serde_json::from_value(update)?).await })
    }

    fn tool_call(&self, call: ToolCall) -> Sending<'_> {
        Box::pin(async move { self.send(v1::SessionUpdate::ToolCall(tool_call(call)?)).await })
    }

    fn tool_call_update(&self, update: ToolCallUpdate) -> Sending<'_> {
        Box::pin(self.send(v1::SessionUpdate::ToolCallUpdate(tool_call_update(update))))
    }

    fn plan(&self, p: Plan) -> Sending<'_> {
        Box::pin(self.send(v1::SessionUpdate::Plan(plan(p))))
    }

    fn request_permission(&self, p: Permission) -> Asking<'_, PermissionOutcome> {
        // v1 has no prompt title: the tool call (announced before) shows its own.
        let call = v1::ToolCallUpdate::new(v1::ToolCallId(p.tool_call_id));
        let options: Vec<v1::PermissionOption> = p
            .options
            .into_iter()
            .map(|o| v1::PermissionOption::new(v1::PermissionOptionId(o.id), o.name, v1::PermissionOptionKind::from(o.kind.as_str())))
            .collect();
        let request = v1::RequestPermissionRequest::new(self.session_id.clone(), call, options);
        Box::pin(async move { Ok(outcome(self.peer.request_permission(request).await?.outcome)) })
    }

    fn read_text_file(&self, path: String, line: Option<u32>, limit: Option<u32>) -> Asking<'_, String> {
        let mut r = v1::ReadTextFileRequest::new(self.session_id.clone(), path);
        if let Some(l) = line {
            r = r.line(l);
        }
        if let Some(l) = limit {
            r = r.limit(l);
        }
        // The side refuses it without sending unless `fs.readTextFile` was advertised.
        Box::pin(async move { Ok(self.peer.read_text_file(r).await?.content) })
    }

    fn write_text_file(&self, path: String, content: String) -> Sending<'_> {
        let r = v1::WriteTextFileRequest::new(self.session_id.clone(), path, content);
        Box::pin(async move { self.peer.write_text_file(r).await.map(drop) })
    }

    fn capabilities(&self) -> ClientCapabilities {
        let caps = self.peer.link().state().read_caps(|c| c.client.clone());
        let fs = caps.fs.unwrap_or_default();
        ClientCapabilities {
            read_text_file: fs.read_text_file == Some(true),
            write_text_file: fs.write_text_file == Some(true),
            terminal: caps.terminal == Some(true),
        }
    }

    fn client(&self) -> TurnClient<'_> {
        TurnClient::V1(&self.peer)
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

impl Turn {
    /// The v1 sender of v1's own typed `SessionUpdate`s, on a v1 connection.
    #[must_use]
    pub fn v1(&self) -> Option<V1Turn<'_>> {
        self.versioned::<V1Out>().map(|(out, stream)| V1Turn(out, stream))
    }
}

/// A v1 turn's own sender ([`Turn::v1`]): v1's typed `SessionUpdate`s,
/// recorded in the session's history and sent, as every update of the turn.
#[derive(Clone, Copy)]
pub struct V1Turn<'a>(pub(crate) &'a V1Out, pub(crate) &'a Stream);

impl std::fmt::Debug for V1Turn<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("V1Turn").field("session_id", &self.0.session_id).finish_non_exhaustive()
    }
}

impl V1Turn<'_> {
    /// Records and sends a v1 `session/update`.
    ///
    /// # Errors
    /// When the connection is gone.
    pub async fn update(&self, update: v1::SessionUpdate) -> Result<()> {
        self.1.ordered(self.0.send(update)).await
    }

    /// The session's id.
    #[must_use]
    pub fn session_id(&self) -> &v1::SessionId {
        &self.0.session_id
    }

    /// What the client advertised in `initialize`, as v1's own type (every
    /// member, also those [`Turn::capabilities`] does not map).
    #[must_use]
    pub fn client_capabilities(&self) -> v1::ClientCapabilities {
        self.0.peer.link().state().read_caps(|c| c.client.clone())
    }

    /// The v1 client handle (terminals, …; nothing it sends is recorded).
    #[must_use]
    pub fn client(&self) -> &v1::ClientHandle {
        &self.0.peer
    }
}

/// The updates that replay a history entry.
fn replayed(entry: Entry) -> std::result::Result<Vec<v1::SessionUpdate>, ResponseError> {
    match entry {
        Entry::User { content, .. } => content
            .into_iter()
            .map(|b| Ok(v1::SessionUpdate::UserMessageChunk(v1::ContentChunk::new(typed::<v1::ContentBlock>(b)?))))
            .collect(),
        Entry::Update(u) => Ok(vec![typed(u)?]),
    }
}

/// Whether the client advertised boolean config options
/// (`session.configOptions.boolean`: "agents may include `type: "boolean"`
/// entries in `configOptions`" only then).
fn takes_boolean_options(peer: &v1::ClientHandle) -> bool {
    #[cfg(all(acp_v1 = "ClientSessionCapabilities.configOptions", acp_v1 = "SessionConfigOptionsCapabilities.boolean"))]
    let takes = peer.link().state().read_caps(|c| {
        c.client.session.value().and_then(|s| s.config_options.value()).is_some_and(|o| o.boolean.is_value())
    });
    // A schema without the capability has no boolean options to offer.
    #[cfg(not(all(acp_v1 = "ClientSessionCapabilities.configOptions", acp_v1 = "SessionConfigOptionsCapabilities.boolean")))]
    let takes = {
        let _ = peer;
        false
    };
    takes
}

async fn send_entry(peer: &v1::ClientHandle, id: &v1::SessionId, entry: Entry) -> std::result::Result<(), ResponseError> {
    for mut u in replayed(entry)? {
        // Recorded for a client that took boolean options; this one may not.
        if let v1::SessionUpdate::ConfigOptionUpdate(c) = &mut u {
            if !takes_boolean_options(peer) {
                c.config_options.retain(|o| !matches!(o.kind, v1::SessionConfigOptionKind::Boolean(_)));
            }
        }
        replay_sent(peer.session_update(v1::SessionNotification::new(id.clone(), u)).await)?;
    }
    Ok(())
}

/// The handler's slash commands as v1's `available_commands_update`, sent
/// after the answer that made session `id` known (none: nothing sent).
fn announce<P: Prompt>(shared: &Shared<P>, peer: &v1::ClientHandle, id: &v1::SessionId) {
    let commands = shared.handler.commands();
    if commands.is_empty() {
        return;
    }
    let commands: Vec<v1::AvailableCommand> = commands
        .into_iter()
        .map(|c| {
            let a = v1::AvailableCommand::new(c.name, c.description);
            match c.hint {
                Some(h) => a.input(v1::AvailableCommandInput::Unstructured(v1::UnstructuredCommandInput::new(h))),
                None => a,
            }
        })
        .collect();
    let n = v1::SessionNotification::new(id.clone(), v1::SessionUpdate::AvailableCommandsUpdate(v1::AvailableCommandsUpdate::new(commands)));
    let peer = peer.clone();
    shared.after_response(&id.0, async move { peer.session_update(n).await });
}

impl<P: Prompt> V1Sessions<P> {
    /// Replays the history; the last event id sent.
    async fn replay(&self, cx: &Cx, id: &v1::SessionId) -> std::result::Result<u64, ResponseError> {
        self.0.replay(&id.0, |entry| send_entry(cx.peer(), id, entry)).await
    }

    /// After a load while a turn of the session runs elsewhere (another
    /// node of a fleet, or another connection): its updates, from after
    /// event `after`, until it ends (v1 has no foreground state: the
    /// turn's end shows as its last update).
    fn follow(&self, cx: &Cx, id: &v1::SessionId, after: u64) {
        let (peer, sid) = (cx.peer().clone(), id.clone());
        self.0.follow(&id.0, after, RUNNING, move |step| {
            let (peer, sid) = (peer.clone(), sid.clone());
            async move {
                if let Followed::Events(events) = step {
                    for e in events {
                        send_entry(&peer, &sid, e.entry).await?;
                    }
                }
                Ok(())
            }
        });
    }

    async fn reopen(&self, id: &str, cwd: String, dirs: Option<Vec<String>>) -> std::result::Result<(), ResponseError> {
        check_absolute(&cwd)?;
        self.0.session(V, id).await?;
        self.0
            .store
            .update(id, &mut |r| {
                r.cwd.clone_from(&cwd);
                if let Some(d) = &dirs {
                    r.additional_directories.clone_from(d);
                }
                r.updated_at = now_rfc3339();
            })
            .await?;
        self.0.live.open(id);
        Ok(())
    }
}

impl<P: Prompt> v1::Agent for V1Sessions<P> {
    async fn initialize(&self, _: v1::InitializeRequest, _: Cx) -> std::result::Result<v1::InitializeResponse, ResponseError> {
        let a = self.0.handler.accepts();
        let prompt = v1::PromptCapabilities::new().image(a.image).audio(a.audio).embedded_context(a.embedded_context);
        // Every session method this module implements, and no other.
        let sessions = v1::SessionCapabilities::new()
            .list(v1::SessionListCapabilities::new())
            .resume(v1::SessionResumeCapabilities::new())
            .close(v1::SessionCloseCapabilities::new())
            .delete(v1::SessionDeleteCapabilities::new())
            .additional_directories(v1::SessionAdditionalDirectoriesCapabilities::new());
        let caps =
            v1::AgentCapabilities::new().load_session(true).prompt_capabilities(prompt).session_capabilities(sessions);
        // HTTP MCP servers (mcp/http.rs), with feature `mcp-http`.
        #[cfg(all(feature = "mcp-http", acp_v1 = "AgentCapabilities.mcpCapabilities", acp_v1 = "McpCapabilities.http"))]
        let caps = caps.mcp_capabilities(mcp::v1_capabilities());
        let (name, version) = self.0.info();
        Ok(v1::InitializeResponse::new(v1::ProtocolVersion(V))
            .agent_capabilities(caps)
            .auth_methods(Vec::<v1::AuthMethod>::new())
            .agent_info(v1::Implementation::new(name, version)))
    }

    async fn new_session(&self, p: v1::NewSessionRequest, cx: Cx) -> std::result::Result<v1::NewSessionResponse, ResponseError> {
        check_absolute(&p.cwd)?;
        let servers = mcp::start(mcp::parse(&json(&p.mcp_servers))?, self.0.info())?;
        self.0.expire().await;
        let id = self.0.live.new_id();
        let mut r = SessionRecord::new(id.clone(), V, p.cwd);
        r.additional_directories = p.additional_directories.unwrap_or_default();
        self.0.store.insert(r).await?;
        self.0.live.open(&id);
        self.0.mcp.set(&id, servers);
        let id = v1::SessionId(id);
        announce(&self.0, cx.peer(), &id);
        Ok(v1::NewSessionResponse::new(id))
    }

    async fn load_session(&self, p: v1::LoadSessionRequest, cx: Cx) -> std::result::Result<v1::LoadSessionResponse, ResponseError> {
        let servers = mcp::start(mcp::parse(&json(&p.mcp_servers))?, self.0.info())?;
        self.reopen(&p.session_id.0, p.cwd, p.additional_directories).await?;
        self.0.mcp.set(&p.session_id.0, servers);
        // Read before the replay: a turn that ends during it is followed
        // to its end, none of its updates lost. A dead node's turn is idle.
        let state = settle(&*self.0.store, &self.0.session(V, &p.session_id.0).await?).await;
        // The whole history goes out before the response (session/load).
        let last = self.replay(&cx, &p.session_id).await?;
        announce(&self.0, cx.peer(), &p.session_id);
        if state != IDLE {
            self.follow(&cx, &p.session_id, last);
        }
        Ok(v1::LoadSessionResponse::new())
    }

    async fn resume_session(
        &self,
        p: v1::ResumeSessionRequest,
        cx: Cx,
    ) -> std::result::Result<v1::ResumeSessionResponse, ResponseError> {
        let servers = mcp::start(mcp::parse(&json(&p.mcp_servers))?, self.0.info())?;
        self.reopen(&p.session_id.0, p.cwd, p.additional_directories).await?;
        self.0.mcp.set(&p.session_id.0, servers);
        announce(&self.0, cx.peer(), &p.session_id);
        Ok(v1::ResumeSessionResponse::new())
    }

    async fn list_sessions(&self, p: v1::ListSessionsRequest, _: Cx) -> std::result::Result<v1::ListSessionsResponse, ResponseError> {
        let (page, next) = self.0.page(V, p.cwd.value().map(String::as_str), p.cursor.value().map(String::as_str)).await?;
        let r = v1::ListSessionsResponse::new(page.iter().map(info).collect::<Vec<_>>());
        Ok(match next {
            Some(c) => r.next_cursor(c),
            None => r,
        })
    }

    /// `session/cancel`: a turn of this connection ends by the side
    /// layer's signal; one running on another node of a fleet hears it
    /// through the store.
    async fn session_cancel(&self, p: v1::CancelNotification, _: NotificationContext<v1::ClientHandle>) {
        self.0.signal(&p.session_id.0, Signal::Cancel).await;
    }

    async fn close_session(&self, p: v1::CloseSessionRequest, _: Cx) -> std::result::Result<v1::CloseSessionResponse, ResponseError> {
        self.0.session(V, &p.session_id.0).await?;
        // A turn of the session on another node of a fleet ends too.
        self.0.signal(&p.session_id.0, Signal::Close).await;
        self.0.live.close(&p.session_id.0).await;
        self.0.mcp.stop(&p.session_id.0);
        Ok(v1::CloseSessionResponse::new())
    }

    async fn delete_session(
        &self,
        p: v1::DeleteSessionRequest,
        _: Cx,
    ) -> std::result::Result<v1::DeleteSessionResponse, ResponseError> {
        // Idempotent (the session-delete page): a session already deleted,
        // or never created (in this version), is deleted as well.
        if self.0.session(V, &p.session_id.0).await.is_ok() {
            self.0.live.forget(&p.session_id.0);
            self.0.store.remove(&p.session_id.0).await?;
        }
        self.0.mcp.stop(&p.session_id.0);
        Ok(v1::DeleteSessionResponse::new())
    }

    async fn prompt(&self, p: v1::PromptRequest, cx: Cx) -> std::result::Result<v1::PromptResponse, ResponseError> {
        let id = p.session_id.0.clone();
        let cwd = self.0.session(V, &id).await?.cwd;
        // After the session's earlier turns here (and followers of turns elsewhere).
        let running = self.0.begin(&id).await?;
        let blocks: Vec<Value> = p.prompt.iter().map(json).collect();
        let out = V1Out { peer: cx.peer().clone(), session_id: p.session_id.clone(), store: Arc::clone(&self.0.store), open: OpenTools::default() };
        let turn = Turn::new(id.clone(), V, cwd, blocks.clone(), Box::new(out.clone()), cx.session_signal().cloned(), self.0.live.unique());
        let stream = turn.stream();
        let store = &*self.0.store;
        let leased = AtomicBool::new(false);
        let work = async {
            // The session's lease: a turn of another node of a fleet ends first.
            if let Err(e) = self.0.lease(&id).await {
                return Ok(Err(e));
            }
            leased.store(true, Ordering::Relaxed);
            // Recorded once the turn is the session's (a follower of the
            // turn before never shows it as that turn's).
            if let Err(e) = store.append(&id, Entry::User { message_id: None, content: blocks }).await {
                return Ok(Err(e.into()));
            }
            tokio::select! {
                // Renews the lease; never ends.
                () = keep_alive(store, &id) => Ok(Ok(StopReason::Cancelled)),
                r = CatchUnwind(Box::pin(self.0.handler.prompt(turn))) => r,
            }
        };
        let (ended, dropped) = tokio::select! {
            biased;
            () = cx.session_cancelled() => (Ok(Ok(StopReason::Cancelled)), true),
            () = running.closed.cancelled() => (Ok(Ok(StopReason::Cancelled)), true),
            () = running.remote.cancelled() => (Ok(Ok(StopReason::Cancelled)), true),
            r = work => (r, false),
        };
        // The text the turn said and not yet sent goes before the answer.
        if let Err(e) = stream.flush().await {
            tracing::debug!(error = %e, "acp-wire: turn text not sent");
        }
        if dropped {
            // The handler's future is gone: the tool calls it left open end with the turn.
            out.fail_open().await;
        }
        let answer = match ended {
            Ok(Ok(s)) => Ok(v1::PromptResponse::new(stop(s))),
            Ok(Err(e)) => Err(e),
            Err(panic) => {
                tracing::error!(panic = %panic, "acp-wire: a v1 turn panicked");
                Err(ResponseError::internal_error(format!("the turn panicked: {panic}")))
            }
        };
        if leased.load(Ordering::Relaxed) {
            // Given back with the stop reason, for the nodes that follow the turn.
            release(store, &id, answer.as_ref().ok().map(|r| json(&r.stop_reason))).await;
        }
        drop(running);
        answer
    }
}
