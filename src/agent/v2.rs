//! [`SessionAgent`](super::SessionAgent) as a v2 agent: `session/prompt` is
//! answered once the prompt is inserted; the turn runs on, bracketed by
//! `state_update`s `running` … `idle` with the stop reason.

use std::sync::Arc;

use serde_json::Value;

use super::follow::Followed;
use super::foreground::{keep_alive, release, settle, IDLE, RUNNING};
use super::live::Running;
use super::store::{now_rfc3339, Entry, SessionRecord, Store};
use super::turn::{Asking, Out, Sending, Stream, Text, Turn, TurnClient};
use super::typed::{check_locations, ClientCapabilities, Location, Permission, PermissionOutcome, Plan, PlanPriority, PlanStatus, ToolCall, ToolCallUpdate};
use super::turn::OpenTools;
use super::{check_absolute, json, mcp, replay_sent, typed, Prompt, Shared, Signal, StopReason};
use crate::error::{Error, ResponseError, Result, SideError};
use crate::rpc::CatchUnwind;
use crate::side::{NotificationContext, RequestContext, SessionCancelled};
use crate::v2;

const V: u16 = 2;
type Cx = RequestContext<v2::ClientHandle>;
type Stop = v2::IdleStateUpdateStopReason;

/// [`SessionAgent`](super::SessionAgent)'s v2 agent
/// ([`SessionAgent::v2_sessions`](super::SessionAgent::v2_sessions)): a
/// `v2::Agent` serving the whole session lifecycle around the handler. To
/// serve more than the kit does (modes, config options, authentication,
/// extension methods, …), implement `v2::Agent` on a type of your own
/// that holds this one and hands it the methods it does not change
/// (`v2::Agent::new_session(&self.sessions, params, cx)`, …), then
/// register it with [`AgentBuilder::v2`](crate::side::AgentBuilder::v2).
pub struct V2Sessions<P>(pub(crate) Arc<Shared<P>>);

impl<P> Clone for V2Sessions<P> {
    fn clone(&self) -> Self {
        V2Sessions(Arc::clone(&self.0))
    }
}

impl<P> std::fmt::Debug for V2Sessions<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("V2Sessions").finish_non_exhaustive()
    }
}

fn stop(s: StopReason) -> Stop {
    match s {
        StopReason::EndTurn => Stop::EndTurn,
        StopReason::MaxTokens => Stop::MaxTokens,
        StopReason::MaxTurnRequests => Stop::MaxTurnRequests,
        StopReason::Refusal => Stop::Refusal,
        StopReason::Cancelled => Stop::Cancelled,
    }
}

/// v2's `error` stop reason carrying the JSON-RPC error.
fn failed(e: &ResponseError) -> Stop {
    let mut r = v2::ErrorStopReason::new();
    if let Ok(err) = serde_json::from_value::<v2::RpcError>(json(e)) {
        r.error = err.into();
    }
    Stop::Error(r)
}

fn info(r: &SessionRecord) -> v2::SessionInfo {
    let mut i = v2::SessionInfo::new(r.id.clone(), r.cwd.clone()).updated_at(r.updated_at.clone());
    if let Some(t) = &r.title {
        i = i.title(t.clone());
    }
    if !r.additional_directories.is_empty() {
        i = i.additional_directories(r.additional_directories.iter().cloned().map(v2::AbsolutePath).collect::<Vec<_>>());
    }
    i
}

fn notification(id: &v2::SessionId, update: v2::SessionUpdate) -> v2::UpdateSessionNotification {
    v2::UpdateSessionNotification::new(id.clone(), update)
}

/// The v2 sender of a turn's updates: agent text carries the turn's
/// message id.
#[derive(Clone)]
pub(crate) struct V2Out {
    peer: v2::ClientHandle,
    session_id: v2::SessionId,
    message_id: v2::MessageId,
    /// The id of the turn's user message (the prompt's answer).
    user_message_id: v2::MessageId,
    store: Arc<dyn Store>,
    /// Permission requests the handler awaits: `requires_action` while
    /// there are any (held across the state's sending, so states keep order).
    blocked: Arc<tokio::sync::Mutex<usize>>,
    /// The tool calls the turn started and has not reported final.
    open: OpenTools,
}

impl V2Out {
    async fn send(&self, update: v2::SessionUpdate) -> Result<()> {
        // Stored before it is sent: a client never sees an update the
        // store could not replay. A store failure ends the send with it.
        if !live_only(&update) {
            self.store.append(&self.session_id.0, Entry::Update(json(&update))).await?;
        }
        if let v2::SessionUpdate::ToolCallUpdate(t) = &update {
            self.open.track(&t.tool_call_id.0, t.status.value().map(v2::ToolCallStatus::as_str));
        }
        self.peer.session_update(notification(&self.session_id, update)).await
    }

    /// After a cancelled turn: each tool call it left open reported
    /// `cancelled`, before the `idle`.
    async fn cancel_open(&self) {
        for id in self.open.take() {
            let u = v2::ToolCallUpdate::new(v2::ToolCallId(id)).status(v2::ToolCallStatus::Cancelled);
            if let Err(e) = self.send(v2::SessionUpdate::ToolCallUpdate(u)).await {
                tracing::debug!(error = %e, "acp-wire: the final update of a cancelled tool call not sent");
            }
        }
    }

    /// An update the handler gave: a `state_update` is refused (the kit
    /// reports the turn's states; another one would end or confuse the turn).
    async fn send_handlers(&self, update: v2::SessionUpdate) -> Result<()> {
        if let v2::SessionUpdate::StateUpdate(s) = &update {
            return Err(Error::Side(SideError::InvalidParams {
                method: "session/update",
                path: "update.sessionUpdate".to_owned(),
                message: format!("state_update ({}) is reported by SessionAgent, not by the turn", s.tag()),
            }));
        }
        self.send(update).await
    }

    /// A `state_update` (not history: the foreground state is kept apart,
    /// for the resume snapshot).
    async fn state(&self, state: v2::StateUpdate) -> Result<()> {
        let tag = state.tag().to_owned();
        // Recorded first: a resume that reads it sends a snapshot no older
        // than what this connection is about to see.
        // A store that fails here is logged and the state still sent: the
        // client must see its turn end; a resume elsewhere then reads the
        // state the heartbeat's expiry gives (foreground.rs).
        if let Err(e) = self.store.update(&self.session_id.0, &mut |r| r.set_foreground(&tag)).await {
            tracing::error!(session = %self.session_id.0, state = %tag, error = %e, "acp-wire: recording the foreground state failed");
        }
        self.peer.session_update(notification(&self.session_id, v2::SessionUpdate::StateUpdate(state))).await
    }

    /// Sends a `state_update` without recording it (the turn does not hold
    /// the session's lease: the record is another turn's); a failure is
    /// logged (the connection is gone).
    async fn notify(&self, state: v2::StateUpdate) {
        if let Err(e) = self.peer.session_update(notification(&self.session_id, v2::SessionUpdate::StateUpdate(state))).await {
            tracing::debug!(error = %e, "acp-wire: turn state not sent");
        }
    }

    /// A turn that ended before it took the lease (cancelled, or the
    /// session closed or deleted after the prompt was accepted): still
    /// `running` then `idle` `cancelled`, since a client counts an idle as
    /// the turn's end only after work began.
    async fn never_ran(&self) {
        self.notify(v2::StateUpdate::Running(v2::RunningStateUpdate::new())).await;
        self.notify(v2::StateUpdate::Idle(v2::IdleStateUpdate::new(Stop::Cancelled))).await;
    }

    /// Sends a permission request the handler awaits, bracketed by
    /// `requires_action` (before the first pending one) and `running`
    /// (after the last): v2 StateUpdate — the foreground work cannot
    /// progress without user action, and once reported, `running` when it
    /// resumes. A turn dropped meanwhile (cancelled) ends `idle` instead.
    async fn ask(&self, request: v2::RequestPermissionRequest) -> Result<v2::RequestPermissionResponse> {
        self.blocked_on(self.peer.request_permission(request)).await
    }

    /// Awaits `asking` (a request only the user can answer) between
    /// `requires_action` and `running`, as [`Self::ask`].
    async fn blocked_on<T>(&self, asking: impl std::future::Future<Output = Result<T>>) -> Result<T> {
        {
            let mut n = self.blocked.lock().await;
            if *n == 0 {
                self.state(v2::StateUpdate::RequiresAction(v2::RequiresActionStateUpdate::new())).await?;
            }
            *n += 1;
        }
        let answer = asking.await;
        let mut n = self.blocked.lock().await;
        *n -= 1;
        if *n == 0 {
            self.state(v2::StateUpdate::Running(v2::RunningStateUpdate::new())).await?;
        }
        answer
    }
}

/// An update that is not history: a `notice` (the schema's Notice: "live
/// events rather than session history"), never replayed.
fn live_only(update: &v2::SessionUpdate) -> bool {
    #[cfg(acp_v2 = "SessionUpdate::notice")]
    if let v2::SessionUpdate::Notice(_) = update {
        return true;
    }
    let _ = update;
    false
}

fn location(l: Location) -> v2::ToolCallLocation {
    let mut loc = v2::ToolCallLocation::new(v2::AbsolutePath(l.path));
    if let Some(line) = l.line {
        loc = loc.line(line);
    }
    loc
}

/// v2 has no `tool_call`: an unseen `toolCallId` in `tool_call_update` creates the call.
fn tool_call(c: ToolCall) -> Result<v2::ToolCallUpdate> {
    let mut t = v2::ToolCallUpdate::new(v2::ToolCallId(c.id)).title(c.title);
    if let Some(k) = c.kind {
        t = t.kind(v2::ToolKind::from(k.as_str()));
    }
    if let Some(s) = c.status {
        t = t.status(v2::ToolCallStatus::from(s.as_str()));
    }
    if let Some(i) = c.raw_input {
        t = t.raw_input(i);
    }
    if !c.locations.is_empty() {
        check_locations(&c.locations)?;
        t = t.locations(c.locations.into_iter().map(location).collect::<Vec<_>>());
    }
    Ok(t)
}

fn tool_call_update(u: ToolCallUpdate) -> v2::ToolCallUpdate {
    let mut t = v2::ToolCallUpdate::new(v2::ToolCallId(u.id));
    if let Some(s) = u.status {
        t = t.status(v2::ToolCallStatus::from(s.as_str()));
    }
    if let Some(title) = u.title {
        t = t.title(title);
    }
    if let Some(text) = u.text {
        let block = v2::ContentBlock::Text(v2::TextContent::new(text));
        t = t.content(vec![v2::ToolCallContent::Content(v2::Content::new(block))]);
    }
    if let Some(o) = u.raw_output {
        t = t.raw_output(o);
    }
    t
}

fn plan(p: Plan) -> v2::PlanUpdate {
    let entries = p.entries.into_iter().map(|e| {
        let priority = match e.priority {
            PlanPriority::High => v2::PlanEntryPriority::High,
            PlanPriority::Medium => v2::PlanEntryPriority::Medium,
            PlanPriority::Low => v2::PlanEntryPriority::Low,
        };
        let status = match e.status {
            PlanStatus::Pending => v2::PlanEntryStatus::Pending,
            PlanStatus::InProgress => v2::PlanEntryStatus::InProgress,
            PlanStatus::Completed => v2::PlanEntryStatus::Completed,
        };
        v2::PlanEntry::new(e.content, priority, status)
    });
    v2::PlanUpdate::new(v2::PlanUpdateContent::Items(v2::PlanItems::new(v2::PlanId(p.id), entries.collect::<Vec<_>>())))
}

fn outcome(o: v2::RequestPermissionOutcome) -> PermissionOutcome {
    match o {
        v2::RequestPermissionOutcome::Selected(s) => PermissionOutcome::Selected(s.option_id.0),
        v2::RequestPermissionOutcome::Cancelled { .. } => PermissionOutcome::Cancelled,
        other => PermissionOutcome::Unknown(other.tag().to_owned()),
    }
}

fn not_in_v2(method: &'static str) -> Error {
    Error::Side(SideError::NotInVersion { method, version: V })
}

impl Out for V2Out {
    fn text<'a>(&'a self, kind: Text, text: &'a str) -> Sending<'a> {
        let chunk = v2::ContentChunk::new(self.message_id.clone(), v2::ContentBlock::Text(v2::TextContent::new(text)));
        let update = match kind {
            Text::Message => v2::SessionUpdate::AgentMessageChunk(chunk),
            Text::Thought => v2::SessionUpdate::AgentThoughtChunk(chunk),
        };
        Box::pin(self.send(update))
    }

    fn update(&self, update: Value) -> Sending<'_> {
        Box::pin(async move { self.send_handlers(serde_json::from_value(update)?).await })
    }

    fn tool_call(&self, call: ToolCall) -> Sending<'_> {
        Box::pin(async move { self.send(v2::SessionUpdate::ToolCallUpdate(tool_call(call)?)).await })
    }

    fn tool_call_update(&self, update: ToolCallUpdate) -> Sending<'_> {
        Box::pin(self.send(v2::SessionUpdate::ToolCallUpdate(tool_call_update(update))))
    }

    fn plan(&self, p: Plan) -> Sending<'_> {
        Box::pin(self.send(v2::SessionUpdate::PlanUpdate(plan(p))))
    }

    fn request_permission(&self, p: Permission) -> Asking<'_, PermissionOutcome> {
        let options: Vec<v2::PermissionOption> = p
            .options
            .into_iter()
            .map(|o| v2::PermissionOption::new(v2::PermissionOptionId(o.id), o.name, v2::PermissionOptionKind::from(o.kind.as_str())))
            .collect();
        let subject = v2::ToolCallPermissionSubject::new(v2::ToolCallUpdate::new(v2::ToolCallId(p.tool_call_id)));
        let request = v2::RequestPermissionRequest::new(self.session_id.clone(), p.title, options)
            .subject(v2::RequestPermissionSubject::ToolCall(subject));
        Box::pin(async move { Ok(outcome(self.ask(request).await?.outcome)) })
    }

    fn read_text_file(&self, _: String, _: Option<u32>, _: Option<u32>) -> Asking<'_, String> {
        Box::pin(async { Err(not_in_v2("fs/read_text_file")) })
    }

    fn write_text_file(&self, _: String, _: String) -> Sending<'_> {
        Box::pin(async { Err(not_in_v2("fs/write_text_file")) })
    }

    fn capabilities(&self) -> ClientCapabilities {
        ClientCapabilities::default()
    }

    fn client(&self) -> TurnClient<'_> {
        TurnClient::V2(&self.peer)
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

impl Turn {
    /// The v2 sender of v2's own typed `SessionUpdate`s, on a v2 connection.
    #[must_use]
    pub fn v2(&self) -> Option<V2Turn<'_>> {
        self.versioned::<V2Out>().map(|(out, stream)| V2Turn(out, stream))
    }
}

/// A v2 turn's own sender ([`Turn::v2`]): v2's typed `SessionUpdate`s,
/// recorded in the session's history and sent, as every update of the turn.
#[derive(Clone, Copy)]
pub struct V2Turn<'a>(pub(crate) &'a V2Out, pub(crate) &'a Stream);

impl std::fmt::Debug for V2Turn<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("V2Turn").field("session_id", &self.0.session_id).finish_non_exhaustive()
    }
}

impl V2Turn<'_> {
    /// Records and sends a v2 `session/update`.
    ///
    /// # Errors
    /// [`SideError::InvalidParams`] for a `state_update` (the kit reports
    /// the turn's states); when the connection is gone.
    pub async fn update(&self, update: v2::SessionUpdate) -> Result<()> {
        self.1.ordered(self.0.send_handlers(update)).await
    }

    /// Sends a v2 `session/request_permission` (any subject) with the
    /// kit's `requires_action` … `running` around it, as
    /// [`Turn::request_permission`].
    ///
    /// # Errors
    /// The client's error response; when the connection is gone.
    pub async fn request_permission(&self, request: v2::RequestPermissionRequest) -> Result<v2::RequestPermissionResponse> {
        self.1.flush().await?;
        self.0.ask(request).await
    }

    /// Awaits a request the user must answer (an `elicitation/create`,
    /// …) sent through [`Self::client`], with the kit's `requires_action`
    /// … `running` around it, as [`Self::request_permission`]: the turn's
    /// foreground work cannot progress meanwhile (v2 StateUpdate).
    ///
    /// # Errors
    /// What `asking` fails with; when the connection is gone.
    pub async fn requires_action<T>(&self, asking: impl std::future::Future<Output = Result<T>>) -> Result<T> {
        self.1.flush().await?;
        self.0.blocked_on(asking).await
    }

    /// The session's id.
    #[must_use]
    pub fn session_id(&self) -> &v2::SessionId {
        &self.0.session_id
    }

    /// The id the turn's agent text carries (`messageId`).
    #[must_use]
    pub fn message_id(&self) -> &v2::MessageId {
        &self.0.message_id
    }

    /// The id of the turn's user message (the prompt's, as the
    /// `session/prompt` answer and the `user_message` echo carry it).
    #[must_use]
    pub fn user_message_id(&self) -> &v2::MessageId {
        &self.0.user_message_id
    }

    /// What the client advertised in `initialize`, as v2's own type (every
    /// member, also those [`Turn::capabilities`] does not map).
    #[must_use]
    pub fn client_capabilities(&self) -> v2::ClientCapabilities {
        self.0.peer.link().state().read_caps(|c| c.client.clone())
    }

    /// The v2 client handle (nothing it sends is recorded or bracketed).
    #[must_use]
    pub fn client(&self) -> &v2::ClientHandle {
        &self.0.peer
    }
}

/// Runs a turn after the prompt was answered: `running`, the handler,
/// `idle` with why it stopped; never leaves the client waiting. The turn
/// holds the session's lease ([`super::foreground`]) from before its user
/// message is recorded to its `idle`.
async fn run<P: Prompt>(shared: Arc<Shared<P>>, out: V2Out, turn: Turn, user: Entry, signal: Option<SessionCancelled>) {
    let id = out.session_id.0.clone();
    let stream = turn.stream();
    let cancelled = async {
        match &signal {
            Some(s) => s.cancelled().await,
            None => std::future::pending().await,
        }
    };
    let running = match shared.begin(&id).await {
        Ok(r) => r,
        Err(_) => return out.never_ran().await,
    };
    // The session's lease: a turn of another node of a fleet ends first.
    let leased = tokio::select! {
        biased;
        () = cancelled => None,
        () = running.closed.cancelled() => None,
        () = running.remote.cancelled() => None,
        r = shared.lease(&id) => Some(r),
    };
    let Some(leased) = leased else { return out.never_ran().await };
    if let Err(e) = leased {
        tracing::error!(session = %id, error = %e, "acp-wire: the turn could not take the session's lease");
        out.notify(v2::StateUpdate::Running(v2::RunningStateUpdate::new())).await;
        out.notify(v2::StateUpdate::Idle(v2::IdleStateUpdate::new(failed(&e)))).await;
        return;
    }
    let why = run_leased(&shared, &out, turn, user, &signal, &running).await;
    // The text the turn said and not yet sent goes before `idle`.
    if let Err(e) = stream.flush().await {
        tracing::debug!(error = %e, "acp-wire: turn text not sent");
    }
    let idle = v2::IdleStateUpdate::new(why);
    // Given back with the stop reason (for the nodes that follow the
    // turn), then reported: a resume that reads the record sends a
    // snapshot no older than what this connection is about to see.
    release(&*out.store, &id, Some(json(&idle))).await;
    out.notify(v2::StateUpdate::Idle(idle)).await;
    drop(running);
}

/// The part of [`run`] under the lease: the user message recorded,
/// `running`, the handler; why it stopped.
async fn run_leased<P: Prompt>(shared: &Shared<P>, out: &V2Out, turn: Turn, user: Entry, signal: &Option<SessionCancelled>, running: &Running) -> Stop {
    let id = &out.session_id.0;
    if let Err(e) = out.store.append(id, user).await {
        return failed(&e.into());
    }
    // `running` first even for a turn cancelled before it started: a
    // client counts an idle as the turn's end only after work began.
    if let Err(e) = out.state(v2::StateUpdate::Running(v2::RunningStateUpdate::new())).await {
        tracing::debug!(error = %e, "acp-wire: turn start not sent");
    }
    if signal.as_ref().is_some_and(SessionCancelled::is_cancelled) || running.closed.is_cancelled() || running.remote.is_cancelled() {
        return Stop::Cancelled;
    }
    let cancelled = async {
        match signal {
            Some(s) => s.cancelled().await,
            None => std::future::pending().await,
        }
    };
    let work = CatchUnwind(Box::pin(shared.handler.prompt(turn)));
    let ended = async {
        // The handler's future is gone: the tool calls it left open end with the turn.
        out.cancel_open().await;
        Stop::Cancelled
    };
    tokio::select! {
        biased;
        () = cancelled => ended.await,
        () = running.closed.cancelled() => ended.await,
        () = running.remote.cancelled() => ended.await,
        // Renews the lease; never ends.
        () = keep_alive(&*out.store, id) => Stop::Cancelled,
        r = work => match r {
            Ok(Ok(s)) => stop(s),
            Ok(Err(e)) => failed(&e),
            Err(panic) => {
                tracing::error!(panic = %panic, "acp-wire: a v2 turn panicked");
                failed(&ResponseError::internal_error(format!("the turn panicked: {panic}")))
            }
        },
    }
}

/// The update that replays a history entry.
fn replayed(entry: Entry) -> std::result::Result<v2::SessionUpdate, ResponseError> {
    Ok(match entry {
        Entry::User { message_id, content } => {
            let blocks = content.into_iter().map(typed::<v2::ContentBlock>).collect::<std::result::Result<Vec<_>, _>>()?;
            let mut m = v2::UserMessage::new(v2::MessageId(message_id.unwrap_or_default()));
            m.content = blocks.into();
            v2::SessionUpdate::UserMessage(m)
        }
        Entry::Update(u) => typed(u)?,
    })
}

/// The handler's slash commands as v2's `available_commands_update`, sent
/// after the answer that made session `id` known (none: nothing sent).
fn announce<P: Prompt>(shared: &Shared<P>, peer: &v2::ClientHandle, id: &v2::SessionId) {
    let commands = shared.handler.commands();
    if commands.is_empty() {
        return;
    }
    let commands: Vec<v2::AvailableCommand> = commands
        .into_iter()
        .map(|c| {
            // A union of command kinds (`Command`, SDK 2.1.0 on) or the one
            // command struct (before).
            #[cfg(acp_v2 = "Command")]
            let (a, wrap) = (v2::Command::new(c.name, c.description), v2::AvailableCommand::Command);
            #[cfg(not(acp_v2 = "Command"))]
            let (a, wrap) = (v2::AvailableCommand::new(c.name, c.description), std::convert::identity);
            wrap(match c.hint {
                Some(h) => a.input(v2::AvailableCommandInput::Text(v2::TextCommandInput::new(h))),
                None => a,
            })
        })
        .collect();
    let n = notification(id, v2::SessionUpdate::AvailableCommandsUpdate(v2::AvailableCommandsUpdate::new(commands)));
    let peer = peer.clone();
    shared.after_response(&id.0, async move { peer.session_update(n).await });
}

/// The `state_update` reporting a recorded foreground state (a snapshot:
/// `idle` without a stop reason).
fn state_of(state: &str) -> v2::StateUpdate {
    match state {
        RUNNING => v2::StateUpdate::Running(v2::RunningStateUpdate::new()),
        // A turn awaiting a permission (Turn::request_permission).
        "requires_action" => v2::StateUpdate::RequiresAction(v2::RequiresActionStateUpdate::new()),
        _ => v2::StateUpdate::Idle(v2::IdleStateUpdate::new(Stop::None { null: false })),
    }
}

impl<P: Prompt> V2Sessions<P> {
    /// Replays the history; the last event id sent.
    async fn replay(&self, cx: &Cx, id: &v2::SessionId) -> std::result::Result<u64, ResponseError> {
        self.0
            .replay(&id.0, |entry| async move { replay_sent(cx.peer().session_update(notification(id, replayed(entry)?)).await) })
            .await
    }

    /// After a resume while a turn of the session runs elsewhere (another
    /// node of a fleet, or another connection): its updates from after
    /// event `after`, its state changes, and its end (`idle` with the stop
    /// reason its node stored; none for a turn whose node died).
    fn follow(&self, cx: &Cx, id: &v2::SessionId, after: u64, shown: &str) {
        let (peer, sid) = (cx.peer().clone(), id.clone());
        self.0.follow(&id.0, after, shown, move |step| {
            let (peer, sid) = (peer.clone(), sid.clone());
            async move {
                let updates = match step {
                    Followed::Events(events) => events.into_iter().map(|e| replayed(e.entry)).collect::<std::result::Result<Vec<_>, _>>()?,
                    Followed::State(state) => vec![v2::SessionUpdate::StateUpdate(state_of(&state))],
                    Followed::Over(stop) => {
                        let idle = stop
                            .and_then(|v| serde_json::from_value::<v2::IdleStateUpdate>(v).ok())
                            .unwrap_or_else(|| v2::IdleStateUpdate::new(Stop::None { null: false }));
                        vec![v2::SessionUpdate::StateUpdate(v2::StateUpdate::Idle(idle))]
                    }
                };
                for u in updates {
                    replay_sent(peer.session_update(notification(&sid, u)).await)?;
                }
                Ok(())
            }
        });
    }
}

impl<P: Prompt> v2::Agent for V2Sessions<P> {
    async fn initialize(&self, _: v2::InitializeRequest, _: Cx) -> std::result::Result<v2::InitializeResponse, ResponseError> {
        let a = self.0.handler.accepts();
        // v2 advertises a kind by an object's presence.
        let mut prompt = v2::PromptCapabilities::new();
        if a.image {
            prompt = prompt.image(v2::PromptImageCapabilities::new());
        }
        if a.audio {
            prompt = prompt.audio(v2::PromptAudioCapabilities::new());
        }
        if a.embedded_context {
            prompt = prompt.embedded_context(v2::PromptEmbeddedContextCapabilities::new());
        }
        // `session: {…}` promises the baseline session methods (new, list,
        // resume, close, prompt, cancel), all implemented here, plus delete.
        let sessions = v2::SessionCapabilities::new()
            .prompt(prompt)
            .delete(v2::SessionDeleteCapabilities::new())
            .additional_directories(v2::SessionAdditionalDirectoriesCapabilities::new());
        // Stdio MCP servers, and HTTP ones with feature `mcp-http` (mcp/),
        // where the schema has the capability.
        #[cfg(all(acp_v2 = "SessionCapabilities.mcp", acp_v2 = "McpCapabilities.stdio"))]
        let sessions = sessions.mcp(mcp::v2_capabilities());
        let (name, version) = self.0.info();
        Ok(v2::InitializeResponse::new(v2::ProtocolVersion(V), v2::Implementation::new(name, version))
            .capabilities(v2::AgentCapabilities::new().session(sessions)))
    }

    async fn new_session(&self, p: v2::NewSessionRequest, cx: Cx) -> std::result::Result<v2::NewSessionResponse, ResponseError> {
        check_absolute(&p.cwd.0)?;
        let servers = mcp::start(mcp::parse(&json(&p.mcp_servers))?, self.0.info())?;
        self.0.expire().await;
        let id = self.0.live.new_id();
        let mut r = SessionRecord::new(id.clone(), V, p.cwd.0);
        r.additional_directories = p.additional_directories.unwrap_or_default().into_iter().map(|d| d.0).collect();
        self.0.store.insert(r).await?;
        self.0.live.open(&id);
        self.0.mcp.set(&id, servers);
        let id = v2::SessionId(id);
        announce(&self.0, cx.peer(), &id);
        Ok(v2::NewSessionResponse::new(id))
    }

    async fn list_sessions(&self, p: v2::ListSessionsRequest, _: Cx) -> std::result::Result<v2::ListSessionsResponse, ResponseError> {
        let cwd = p.cwd.value().map(|c| c.0.as_str());
        let (page, next) = self.0.page(V, cwd, p.cursor.value().map(|c| c.0.as_str())).await?;
        let r = v2::ListSessionsResponse::new(page.iter().map(info).collect::<Vec<_>>());
        Ok(match next {
            Some(c) => r.next_cursor(v2::SessionListCursor(c)),
            None => r,
        })
    }

    async fn resume_session(
        &self,
        p: v2::ResumeSessionRequest,
        cx: Cx,
    ) -> std::result::Result<v2::ResumeSessionResponse, ResponseError> {
        check_absolute(&p.cwd.0)?;
        let servers = mcp::parse(&json(&p.mcp_servers))?;
        let id = p.session_id.0.clone();
        self.0.session(V, &id).await?;
        let replay = match p.replay_from.value() {
            None => false,
            Some(v2::ReplayFrom::Start(_)) => true,
            Some(other) => {
                return Err(ResponseError::invalid_params(format!(
                    "replayFrom of type {:?} is not supported; this agent replays from {{\"type\":\"start\"}}",
                    other.tag()
                )))
            }
        };
        // The complete set of servers: none of an earlier request is restored.
        self.0.mcp.set(&id, mcp::start(servers, self.0.info())?);
        let dirs: Option<Vec<String>> = p.additional_directories.map(|d| d.into_iter().map(|d| d.0).collect());
        let cwd = p.cwd.0;
        self.0
            .store
            .update(&id, &mut |r| {
                r.cwd.clone_from(&cwd);
                if let Some(d) = &dirs {
                    r.additional_directories.clone_from(d);
                }
                r.updated_at = now_rfc3339();
            })
            .await?;
        self.0.live.open(&id);
        // Read before the replay: a turn that ends during it is followed
        // to its end, none of its updates lost. A `running` of a node that
        // died mid-turn is `idle` now.
        let record = self.0.session(V, &id).await?;
        let state = settle(&*self.0.store, &record).await;
        let replayed = if replay { Some(self.replay(&cx, &p.session_id).await?) } else { None };
        // ResumeSessionResponse / StateUpdate: a current-state snapshot
        // after any replay and before the response (no stop reason: a
        // snapshot is not the end of a turn).
        cx.peer().session_update(notification(&p.session_id, v2::SessionUpdate::StateUpdate(state_of(&state)))).await?;
        if state != IDLE {
            // A turn runs elsewhere (another node of a fleet, or another
            // connection): its updates follow, until it is idle; without a
            // replay, live from what is stored now.
            let last = match replayed {
                Some(last) => last,
                None => self.0.last_event(&id).await?,
            };
            self.follow(&cx, &p.session_id, last, &state);
        }
        announce(&self.0, cx.peer(), &p.session_id);
        Ok(v2::ResumeSessionResponse::new())
    }

    /// `session/cancel`: a turn of this connection ends by the side
    /// layer's signal; one running on another node of a fleet hears it
    /// through the store.
    async fn session_cancel(&self, p: v2::CancelSessionNotification, _: NotificationContext<v2::ClientHandle>) {
        self.0.signal(&p.session_id.0, Signal::Cancel).await;
    }

    async fn close_session(&self, p: v2::CloseSessionRequest, _: Cx) -> std::result::Result<v2::CloseSessionResponse, ResponseError> {
        self.0.session(V, &p.session_id.0).await?;
        // A turn of the session on another node of a fleet ends too.
        self.0.signal(&p.session_id.0, Signal::Close).await;
        self.0.live.close(&p.session_id.0).await;
        self.0.mcp.stop(&p.session_id.0);
        Ok(v2::CloseSessionResponse::new())
    }

    async fn delete_session(
        &self,
        p: v2::DeleteSessionRequest,
        _: Cx,
    ) -> std::result::Result<v2::DeleteSessionResponse, ResponseError> {
        // Idempotent (the session-delete page): a session already deleted,
        // or never created (in this version), is deleted as well.
        if self.0.session(V, &p.session_id.0).await.is_ok() {
            self.0.live.forget(&p.session_id.0);
            self.0.store.remove(&p.session_id.0).await?;
        }
        self.0.mcp.stop(&p.session_id.0);
        Ok(v2::DeleteSessionResponse::new())
    }

    async fn prompt(&self, p: v2::PromptRequest, cx: Cx) -> std::result::Result<v2::PromptResponse, ResponseError> {
        let id = p.session_id.0.clone();
        let cwd = self.0.session(V, &id).await?.cwd;
        self.0.live.check_open(&id)?;
        // Unique within the session even when its earlier turns were run
        // by another process or before a restart (a persistent store).
        let n = self.0.live.unique();
        let user = v2::MessageId(format!("user-{n}"));
        let blocks: Vec<Value> = p.prompt.iter().map(json).collect();
        // Recorded by the turn once it holds the session's lease (a
        // follower of the turn before never shows it as that turn's).
        let entry = Entry::User { message_id: Some(user.0.clone()), content: blocks.clone() };
        // Agents must echo the user message during the live session (PromptResponse.messageId).
        let mut echo = v2::UserMessage::new(user.clone());
        echo.content = p.prompt.into();
        cx.peer().session_update(notification(&p.session_id, v2::SessionUpdate::UserMessage(echo))).await?;
        let out = V2Out {
            peer: cx.peer().clone(),
            session_id: p.session_id.clone(),
            message_id: v2::MessageId(format!("msg-{n}")),
            user_message_id: user.clone(),
            store: Arc::clone(&self.0.store),
            blocked: Arc::default(),
            open: OpenTools::default(),
        };
        let signal = cx.session_signal().cloned();
        let turn = Turn::new(id, V, cwd, blocks, Box::new(out.clone()), signal.clone(), n);
        tokio::spawn(run(Arc::clone(&self.0), out, turn, entry, signal));
        Ok(v2::PromptResponse::new(user))
    }
}

