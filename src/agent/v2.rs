//! [`SessionAgent`](super::SessionAgent) as a v2 agent: `session/prompt` is
//! answered once the prompt is inserted; the turn runs on, bracketed by
//! `state_update`s `running` … `idle` with the stop reason.

use std::sync::Arc;

use serde_json::Value;

use super::foreground::{keep_alive, settle};
use super::live::Running;
use super::store::{now_rfc3339, Entry, SessionRecord, Store};
use super::turn::{Out, Sending, Text, Turn, TurnClient};
use super::{check_absolute, json, mcp, typed, Prompt, Shared, StopReason};
use crate::error::{ResponseError, Result};
use crate::rpc::CatchUnwind;
use crate::side::{RequestContext, SessionCancelled};
use crate::v2;

const V: u16 = 2;
type Cx = RequestContext<v2::ClientHandle>;
type Stop = v2::IdleStateUpdateStopReason;

pub(crate) struct V2Agent<P>(pub(crate) Arc<Shared<P>>);

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
struct V2Out {
    peer: v2::ClientHandle,
    session_id: v2::SessionId,
    message_id: v2::MessageId,
    store: Arc<dyn Store>,
}

impl V2Out {
    async fn send(&self, update: v2::SessionUpdate) -> Result<()> {
        self.store.append(&self.session_id.0, Entry::Update(json(&update)));
        self.peer.session_update(notification(&self.session_id, update)).await
    }

    /// A `state_update` (not history: the foreground state is kept apart,
    /// for the resume snapshot).
    async fn state(&self, state: v2::StateUpdate) -> Result<()> {
        let tag = state.tag().to_owned();
        // Recorded first: a resume that reads it sends a snapshot no older
        // than what this connection is about to see.
        self.store.update(&self.session_id.0, &mut |r| r.set_foreground(&tag));
        self.peer.session_update(notification(&self.session_id, v2::SessionUpdate::StateUpdate(state))).await
    }
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
        Box::pin(async move { self.send(serde_json::from_value(update)?).await })
    }

    fn client(&self) -> TurnClient<'_> {
        TurnClient::V2(&self.peer)
    }
}

/// Runs a turn after the prompt was answered: `running`, the handler,
/// `idle` with why it stopped; never leaves the client waiting.
async fn run<P: Prompt>(shared: Arc<Shared<P>>, out: V2Out, turn: Turn, signal: Option<SessionCancelled>) {
    let id = out.session_id.0.clone();
    let running: Running = match shared.live.begin(&id).await {
        Ok(r) => r,
        Err(_) => {
            // Closed or deleted after the prompt was accepted: the turn ends
            // before it started — still `running` then `idle`, since a client
            // counts an idle as the turn's end only after work began.
            let _ = out.state(v2::StateUpdate::Running(v2::RunningStateUpdate::new())).await;
            let _ = out.state(v2::StateUpdate::Idle(v2::IdleStateUpdate::new(Stop::Cancelled))).await;
            return;
        }
    };
    let cancelled = async {
        match &signal {
            Some(s) => s.cancelled().await,
            None => std::future::pending().await,
        }
    };
    // `running` first even for a turn cancelled before it started (see above).
    let why = if let Err(e) = out.state(v2::StateUpdate::Running(v2::RunningStateUpdate::new())).await {
        tracing::debug!(error = %e, "acp-wire: turn start not sent");
        return;
    } else if signal.as_ref().is_some_and(SessionCancelled::is_cancelled) || running.closed.is_cancelled() {
        Stop::Cancelled
    } else {
        let work = CatchUnwind(Box::pin(shared.handler.prompt(turn)));
        tokio::select! {
            biased;
            () = cancelled => Stop::Cancelled,
            () = running.closed.cancelled() => Stop::Cancelled,
            () = keep_alive(&*out.store, &id) => Stop::Cancelled,
            r = work => match r {
                Ok(Ok(s)) => stop(s),
                Ok(Err(e)) => failed(&e),
                Err(panic) => {
                    tracing::error!(panic = %panic, "acp-wire: a v2 turn panicked");
                    failed(&ResponseError::internal_error(format!("the turn panicked: {panic}")))
                }
            },
        }
    };
    if let Err(e) = out.state(v2::StateUpdate::Idle(v2::IdleStateUpdate::new(why))).await {
        tracing::debug!(error = %e, "acp-wire: turn end not sent");
    }
}

impl<P: Prompt> V2Agent<P> {
    async fn replay(&self, cx: &Cx, id: &v2::SessionId, history: Vec<Entry>) -> std::result::Result<(), ResponseError> {
        for entry in history {
            let u = match entry {
                Entry::User { message_id, content } => {
                    let blocks = content.into_iter().map(typed::<v2::ContentBlock>).collect::<std::result::Result<Vec<_>, _>>()?;
                    let mut m = v2::UserMessage::new(v2::MessageId(message_id.unwrap_or_default()));
                    m.content = blocks.into();
                    v2::SessionUpdate::UserMessage(m)
                }
                Entry::Update(u) => typed(u)?,
            };
            cx.peer().session_update(notification(id, u)).await?;
        }
        Ok(())
    }
}

impl<P: Prompt> v2::Agent for V2Agent<P> {
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

    async fn new_session(&self, p: v2::NewSessionRequest, _: Cx) -> std::result::Result<v2::NewSessionResponse, ResponseError> {
        check_absolute(&p.cwd.0)?;
        let servers = mcp::start(mcp::parse(&json(&p.mcp_servers))?, self.0.info())?;
        self.0.expire();
        let id = self.0.live.new_id();
        let mut r = SessionRecord::new(id.clone(), V, p.cwd.0);
        r.additional_directories = p.additional_directories.unwrap_or_default().into_iter().map(|d| d.0).collect();
        self.0.store.insert(r);
        self.0.live.open(&id);
        self.0.mcp.set(&id, servers);
        Ok(v2::NewSessionResponse::new(v2::SessionId(id)))
    }

    async fn list_sessions(&self, p: v2::ListSessionsRequest, _: Cx) -> std::result::Result<v2::ListSessionsResponse, ResponseError> {
        let cwd = p.cwd.value().map(|c| c.0.as_str());
        let (page, next) = self.0.page(V, cwd, p.cursor.value().map(|c| c.0.as_str()))?;
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
        self.0.session(V, &id)?;
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
        self.0.store.update(&id, &mut |r| {
            r.cwd.clone_from(&cwd);
            if let Some(d) = &dirs {
                r.additional_directories.clone_from(d);
            }
            r.updated_at = now_rfc3339();
        });
        self.0.live.open(&id);
        let mut record = self.0.session(V, &id)?;
        if replay {
            self.replay(&cx, &p.session_id, std::mem::take(&mut record.history)).await?;
        }
        // ResumeSessionResponse / StateUpdate: a current-state snapshot
        // after any replay and before the response (no stop reason: a
        // snapshot is not the end of a turn).
        // A `running` of a process that died mid-turn is `idle` now.
        let state = if settle(&*self.0.store, &record) == "running" {
            v2::StateUpdate::Running(v2::RunningStateUpdate::new())
        } else {
            v2::StateUpdate::Idle(v2::IdleStateUpdate::new(Stop::None { null: false }))
        };
        cx.peer().session_update(notification(&p.session_id, v2::SessionUpdate::StateUpdate(state))).await?;
        Ok(v2::ResumeSessionResponse::new())
    }

    async fn close_session(&self, p: v2::CloseSessionRequest, _: Cx) -> std::result::Result<v2::CloseSessionResponse, ResponseError> {
        self.0.session(V, &p.session_id.0)?;
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
        if self.0.session(V, &p.session_id.0).is_ok() {
            self.0.live.forget(&p.session_id.0);
            self.0.store.remove(&p.session_id.0);
        }
        self.0.mcp.stop(&p.session_id.0);
        Ok(v2::DeleteSessionResponse::new())
    }

    async fn prompt(&self, p: v2::PromptRequest, cx: Cx) -> std::result::Result<v2::PromptResponse, ResponseError> {
        let id = p.session_id.0.clone();
        self.0.session(V, &id)?;
        self.0.live.check_open(&id)?;
        // Unique within the session even when its earlier turns were run
        // by another process or before a restart (a persistent store).
        let n = self.0.live.unique();
        let user = v2::MessageId(format!("user-{n}"));
        let blocks: Vec<Value> = p.prompt.iter().map(json).collect();
        self.0.store.append(&id, Entry::User { message_id: Some(user.0.clone()), content: blocks.clone() });
        // Agents must echo the user message during the live session (PromptResponse.messageId).
        let mut echo = v2::UserMessage::new(user.clone());
        echo.content = p.prompt.into();
        cx.peer().session_update(notification(&p.session_id, v2::SessionUpdate::UserMessage(echo))).await?;
        let out = V2Out {
            peer: cx.peer().clone(),
            session_id: p.session_id.clone(),
            message_id: v2::MessageId(format!("msg-{n}")),
            store: Arc::clone(&self.0.store),
        };
        let signal = cx.session_signal().cloned();
        let turn = Turn::new(id, V, blocks, Box::new(out.clone()), signal.clone());
        tokio::spawn(run(Arc::clone(&self.0), out, turn, signal));
        Ok(v2::PromptResponse::new(user))
    }
}

