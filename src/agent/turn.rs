//! [`Turn`]: what a [`Prompt`](super::Prompt) handler streams into. The
//! version files (`agent/v1.rs`, `agent/v2.rs`) supply the sender, which
//! builds that version's typed `session/update`s, records each in the
//! session's store and sends it.

use std::future::Future;
use std::pin::Pin;

use serde_json::Value;

use crate::error::Result;
use crate::side::SessionCancelled;

pub(crate) type Sending<'a> = Pin<Box<dyn Future<Output = Result<()>> + Send + 'a>>;

/// The kinds of text a turn streams.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Text {
    /// `agent_message_chunk`.
    Message,
    /// `agent_thought_chunk`.
    Thought,
}

/// A version's sender of the turn's updates (recorded, then sent).
pub(crate) trait Out: Send + Sync {
    fn text<'a>(&'a self, kind: Text, text: &'a str) -> Sending<'a>;
    /// A `session/update` payload given as JSON, decoded with the
    /// version's types first (so a malformed one fails here, not at the client).
    fn update(&self, update: Value) -> Sending<'_>;
    fn client(&self) -> TurnClient<'_>;
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
    prompt: Vec<Value>,
    out: Box<dyn Out>,
    cancelled: Option<SessionCancelled>,
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
        prompt: Vec<Value>,
        out: Box<dyn Out>,
        cancelled: Option<SessionCancelled>,
    ) -> Self {
        Turn { session_id, version, prompt, out, cancelled }
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
    /// message id).
    ///
    /// # Errors
    /// When the connection is gone.
    pub async fn say(&self, text: &str) -> Result<()> {
        self.out.text(Text::Message, text).await
    }

    /// Streams an agent thought (`agent_thought_chunk`).
    ///
    /// # Errors
    /// When the connection is gone.
    pub async fn think(&self, text: &str) -> Result<()> {
        self.out.text(Text::Thought, text).await
    }

    /// Sends any `session/update` payload of the negotiated version, given
    /// as JSON (`{"sessionUpdate": "plan", "entries": […]}`): decoded with
    /// the version's types, recorded and sent. For what has no helper here.
    ///
    /// # Errors
    /// [`crate::Error::Json`] when the payload is not a session update of
    /// this version; when the connection is gone.
    pub async fn update(&self, update: Value) -> Result<()> {
        self.out.update(update).await
    }

    /// The typed client handle (permissions, files, terminals).
    #[must_use]
    pub fn client(&self) -> TurnClient<'_> {
        self.out.client()
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
