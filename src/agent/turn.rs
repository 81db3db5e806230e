//! [`Turn`]: what a [`Prompt`](super::Prompt) handler streams into. The
//! version files (`agent/v1.rs`, `agent/v2.rs`) supply the sender, which
//! builds that version's typed `session/update`s, records each in the
//! session's store and sends it.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use serde_json::Value;

use super::typed::{ClientCapabilities, Permission, PermissionOutcome, Plan, ToolCall, ToolCallUpdate};
use crate::error::Result;
use crate::side::SessionCancelled;

pub(crate) type Asking<'a, T> = Pin<Box<dyn Future<Output = Result<T>> + Send + 'a>>;
pub(crate) type Sending<'a> = Asking<'a, ()>;

/// The kinds of text a turn streams.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Text {
    /// `agent_message_chunk`.
    Message,
    /// `agent_thought_chunk`.
    Thought,
}

/// A version's sender of the turn's updates (recorded, then sent) and
/// caller of the client; the typed arguments are mapped onto the version's
/// generated types (see [`super::typed`]).
pub(crate) trait Out: Send + Sync {
    fn text<'a>(&'a self, kind: Text, text: &'a str) -> Sending<'a>;
    /// A `session/update` payload given as JSON, decoded with the
    /// version's types first (so a malformed one fails here, not at the client).
    fn update(&self, update: Value) -> Sending<'_>;
    fn tool_call(&self, call: ToolCall) -> Sending<'_>;
    fn tool_call_update(&self, update: ToolCallUpdate) -> Sending<'_>;
    fn plan(&self, plan: Plan) -> Sending<'_>;
    fn request_permission(&self, permission: Permission) -> Asking<'_, PermissionOutcome>;
    fn read_text_file(&self, path: String, line: Option<u32>, limit: Option<u32>) -> Asking<'_, String>;
    fn write_text_file(&self, path: String, content: String) -> Sending<'_>;
    fn capabilities(&self) -> ClientCapabilities;
    fn client(&self) -> TurnClient<'_>;
    /// The version's own sender, for [`Turn::v1`] / [`Turn::v2`] (each
    /// version file asks for its own type: this file names none).
    fn as_any(&self) -> &dyn std::any::Any;
}

/// The tool calls a turn started and has not yet reported final
/// (`completed`, `failed`, v2's `cancelled`): what the kit ends when the
/// turn is cancelled, since the handler's future is dropped before it can.
#[derive(Clone, Default)]
pub(crate) struct OpenTools(Arc<std::sync::Mutex<Vec<String>>>);

impl OpenTools {
    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<String>> {
        self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Notes a tool call update: a call first seen is open unless its
    /// status is final; a final status closes it.
    pub(crate) fn track(&self, id: &str, status: Option<&str>) {
        let done = matches!(status, Some("completed" | "failed" | "cancelled"));
        let mut open = self.lock();
        match open.iter().position(|o| o == id) {
            Some(i) if done => {
                open.remove(i);
            }
            None if !done => open.push(id.to_owned()),
            _ => {}
        }
    }

    /// The open tool calls, in the order they started; none are left.
    pub(crate) fn take(&self) -> Vec<String> {
        std::mem::take(&mut *self.lock())
    }
}

/// A merged chunk is at most this long (unless one piece is longer).
pub const TEXT_CHUNK: usize = 4096;
/// Text waits at most this long for more text before it is sent.
pub const TEXT_DELAY: std::time::Duration = std::time::Duration::from_millis(20);

#[derive(Default)]
struct Pending {
    kind: Option<Text>,
    text: String,
}

/// A turn's sender with its text coalescing: consecutive pieces of one
/// kind (message or thought) are merged into chunks of at most
/// [`TEXT_CHUNK`] bytes; pending text is sent before anything else the turn
/// sends or asks, after [`TEXT_DELAY`] at most, and at the turn's end
/// (the kit flushes before it answers or reports `idle`).
pub(crate) struct Stream {
    out: Arc<dyn Out>,
    pending: tokio::sync::Mutex<Pending>,
}

impl Stream {
    pub(crate) fn new(out: Box<dyn Out>) -> Arc<Self> {
        Arc::new(Stream { out: Arc::from(out), pending: tokio::sync::Mutex::default() })
    }

    async fn send_pending(&self, p: &mut Pending) -> Result<()> {
        match p.kind.take() {
            Some(kind) if !p.text.is_empty() => {
                let text = std::mem::take(&mut p.text);
                self.out.text(kind, &text).await
            }
            _ => Ok(()),
        }
    }

    /// Sends the pending text, if any.
    pub(crate) async fn flush(&self) -> Result<()> {
        let mut p = self.pending.lock().await;
        self.send_pending(&mut p).await
    }

    /// Runs `send` after the pending text, holding the order.
    pub(crate) async fn ordered<T>(&self, send: impl Future<Output = Result<T>>) -> Result<T> {
        let mut p = self.pending.lock().await;
        self.send_pending(&mut p).await?;
        send.await
    }

    async fn text(self: &Arc<Self>, kind: Text, text: &str) -> Result<()> {
        let mut p = self.pending.lock().await;
        let same = p.kind.is_none_or(|k| k == kind);
        if !same || p.text.len() + text.len() > TEXT_CHUNK {
            self.send_pending(&mut p).await?;
        }
        if text.len() >= TEXT_CHUNK {
            return self.out.text(kind, text).await;
        }
        if p.text.is_empty() {
            // The first piece starts the clock.
            let me = Arc::clone(self);
            tokio::spawn(async move {
                tokio::time::sleep(TEXT_DELAY).await;
                if let Err(e) = me.flush().await {
                    tracing::debug!(error = %e, "acp-wire: turn text not sent");
                }
            });
        }
        p.kind = Some(kind);
        p.text.push_str(text);
        Ok(())
    }
}

/// The typed handle to the client of a turn's connection, by version: for
/// what differs between versions (permissions, files, terminals, tool
/// calls), called through that version's `ClientHandle`.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub enum TurnClient<'a> {
    /// A v1 connection.
    V1(&'a crate::v1::ClientHandle),
    /// A v2 connection.
    #[cfg(feature = "v2")]
    V2(&'a crate::v2::ClientHandle),
}

/// One turn of a session, as a [`Prompt`](super::Prompt) handler sees it.
///
/// Everything sent through it is also recorded in the session's store, so
/// `session/load` (v1) and `session/resume` with replay (v2) replay it.
pub struct Turn {
    session_id: String,
    version: u16,
    cwd: String,
    prompt: Vec<Value>,
    out: Arc<Stream>,
    cancelled: Option<SessionCancelled>,
    /// Unique to this turn across every agent sharing the store.
    unique: String,
    ids: std::sync::atomic::AtomicU32,
}

impl std::fmt::Debug for Turn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Turn").field("session_id", &self.session_id).field("version", &self.version).finish_non_exhaustive()
    }
}

impl Turn {
    pub(crate) fn new(
        session_id: String,
        version: u16,
        cwd: String,
        prompt: Vec<Value>,
        out: Box<dyn Out>,
        cancelled: Option<SessionCancelled>,
        unique: String,
    ) -> Self {
        let out = Stream::new(out);
        Turn { session_id, version, cwd, prompt, out, cancelled, unique, ids: std::sync::atomic::AtomicU32::new(0) }
    }

    /// The session's id.
    #[must_use]
    pub fn session_id(&self) -> &str {
        &self.session_id
    }

    /// The negotiated protocol version (1 or 2).
    #[must_use]
    pub fn version(&self) -> u16 {
        self.version
    }

    /// The session's working directory (absolute; as the client last set it
    /// with `session/new`, `load` or `resume`).
    #[must_use]
    pub fn cwd(&self) -> &str {
        &self.cwd
    }

    /// A fresh id, `{prefix}-…`, unique in the session (also across turns,
    /// restarts and processes sharing the store): for tool calls.
    #[must_use]
    pub fn unique_id(&self, prefix: &str) -> String {
        let n = self.ids.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        format!("{prefix}-{}-{n}", self.unique)
    }

    /// What the client advertised (v2 has no client file system or
    /// terminal methods: all `false` there).
    #[must_use]
    pub fn capabilities(&self) -> ClientCapabilities {
        self.out.out.capabilities()
    }

    /// The prompt's content blocks as JSON (`{"type": "text", "text": …}`,
    /// …), the same shape in both versions for the baseline kinds.
    #[must_use]
    pub fn prompt(&self) -> &[Value] {
        &self.prompt
    }

    /// The text of the prompt's `text` blocks, joined by a blank line.
    #[must_use]
    pub fn text(&self) -> String {
        let texts: Vec<&str> =
            self.prompt.iter().filter(|b| b["type"] == "text").filter_map(|b| b["text"].as_str()).collect();
        texts.join("\n\n")
    }

    /// Streams agent text (an `agent_message_chunk`; in v2 with the turn's
    /// message id). Consecutive pieces are merged into chunks of at most
    /// [`TEXT_CHUNK`] bytes (a longer piece goes alone): the text is sent
    /// before the turn's next other update or call, within [`TEXT_DELAY`],
    /// or at the turn's end, whichever is first ([`Self::flush`] sends it now).
    ///
    /// # Errors
    /// When the connection is gone (noticed by the call that sends).
    pub async fn say(&self, text: &str) -> Result<()> {
        self.out.text(Text::Message, text).await
    }

    /// Streams an agent thought (`agent_thought_chunk`), merged as [`Self::say`]'s text.
    ///
    /// # Errors
    /// When the connection is gone (noticed by the call that sends).
    pub async fn think(&self, text: &str) -> Result<()> {
        self.out.text(Text::Thought, text).await
    }

    /// Sends any `session/update` payload of the negotiated version, given
    /// as JSON (`{"sessionUpdate": "plan", "entries": […]}`): decoded with
    /// the version's types, recorded and sent. The escape hatch; prefer the
    /// typed helpers here, or [`Self::v1`] / [`Self::v2`].
    ///
    /// # Errors
    /// [`crate::Error::Json`] when the payload is not a session update of
    /// this version; [`crate::error::SideError::InvalidParams`] for a v2
    /// `state_update` (the turn's states are the kit's); when the
    /// connection is gone.
    pub async fn update(&self, update: Value) -> Result<()> {
        self.out.ordered(self.out.out.update(update)).await
    }

    /// Starts a tool call (v1 `tool_call`; v2 `tool_call_update` with a new
    /// id, see [`super::typed`]).
    ///
    /// # Errors
    /// [`crate::error::SideError::InvalidParams`] for a relative location in
    /// v2 (nothing sent); when the connection is gone.
    pub async fn tool_call(&self, call: ToolCall) -> Result<()> {
        self.out.ordered(self.out.out.tool_call(call)).await
    }

    /// Updates a started tool call (`tool_call_update`, both versions).
    ///
    /// # Errors
    /// When the connection is gone.
    pub async fn tool_call_update(&self, update: ToolCallUpdate) -> Result<()> {
        self.out.ordered(self.out.out.tool_call_update(update)).await
    }

    /// Reports the plan, complete (v1 `plan`; v2 `plan_update` of type `items`).
    ///
    /// # Errors
    /// When the connection is gone.
    pub async fn plan(&self, plan: Plan) -> Result<()> {
        self.out.ordered(self.out.out.plan(plan)).await
    }

    /// Asks the user's permission for a tool call
    /// (`session/request_permission`) and waits for the choice. In v2 the
    /// turn reports `requires_action` while it waits and `running` after
    /// (the handler awaits the answer, so its foreground work is blocked:
    /// v2 StateUpdate); with several requests at once, `requires_action`
    /// before the first and `running` after the last. A handler that goes
    /// on with other work meanwhile calls [`Self::client`] instead.
    ///
    /// # Errors
    /// The client's error response; when the connection is gone.
    pub async fn request_permission(&self, permission: Permission) -> Result<PermissionOutcome> {
        self.out.flush().await?;
        self.out.out.request_permission(permission).await
    }

    /// Reads a text file through the client (`fs/read_text_file`): from
    /// `line` (1-based), at most `limit` lines.
    ///
    /// # Errors
    /// [`crate::error::SideError::NotAdvertised`] when the client did not
    /// advertise `fs.readTextFile`, [`crate::error::SideError::NotInVersion`]
    /// in v2 (neither sends anything); the client's error response; when
    /// the connection is gone.
    pub async fn read_text_file(&self, path: &str, line: Option<u32>, limit: Option<u32>) -> Result<String> {
        self.out.flush().await?;
        self.out.out.read_text_file(path.to_owned(), line, limit).await
    }

    /// Writes a text file through the client (`fs/write_text_file`).
    ///
    /// # Errors
    /// As [`Self::read_text_file`], for `fs.writeTextFile`.
    pub async fn write_text_file(&self, path: &str, content: &str) -> Result<()> {
        self.out.flush().await?;
        self.out.out.write_text_file(path.to_owned(), content.to_owned()).await
    }

    /// The turn's sender as the version's own type `O` (for the version
    /// files' `Turn::v1` / `Turn::v2`), with the stream it goes through.
    pub(crate) fn versioned<O: 'static>(&self) -> Option<(&O, &Stream)> {
        self.out.out.as_any().downcast_ref::<O>().map(|o| (o, &*self.out))
    }

    /// The typed client handle (permissions, files, terminals).
    #[must_use]
    pub fn client(&self) -> TurnClient<'_> {
        self.out.out.client()
    }

    /// Sends the text said so far now (it goes anyway before the next
    /// update or call of this turn, within [`TEXT_DELAY`], and at the
    /// turn's end): before a call through [`Self::client`] it should precede.
    ///
    /// # Errors
    /// When the connection is gone.
    pub async fn flush(&self) -> Result<()> {
        self.out.flush().await
    }

    /// The turn's sender, for the kit's flush at the turn's end.
    pub(crate) fn stream(&self) -> Arc<Stream> {
        Arc::clone(&self.out)
    }

    /// Whether the client has cancelled the turn. The helper drops the
    /// handler's future on cancellation anyway; this is for a handler that
    /// wants to stop at a point of its own choosing.
    #[must_use]
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.as_ref().is_some_and(SessionCancelled::is_cancelled)
    }

    /// Resolves when the client cancels the turn (never without a signal).
    pub async fn cancelled(&self) {
        match &self.cancelled {
            Some(s) => s.cancelled().await,
            None => std::future::pending().await,
        }
    }
}
