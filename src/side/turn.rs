//! "Send a prompt and wait for the turn's end", for both versions.
//!
//! * v1: the turn ends with the `session/prompt` response (its
//!   `stopReason`). The response is scoped to the session, so every
//!   `session/update` the agent sent before it has been handled — and
//!   collected — when it is delivered; updates arriving after the response
//!   (seen from real agents) go to the client's trait method only.
//! * v2: the response only says the prompt was accepted (`{messageId}`);
//!   the turn ends with the session's `state_update` of state `idle`.
//!
//! The client's `session_update` trait method sees every update as usual;
//! the turn additionally collects copies.

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::oneshot;

use super::core::ConnState;
use super::errors::SideError;
use super::session_key;
use crate::error::{Error, Result};
use crate::rpc::ScopeKey;
use crate::v1;
#[cfg(feature = "v2")]
use crate::v2;

type Boxed = Box<dyn Any + Send>;

struct Sink {
    updates: Vec<Boxed>,
    end: Option<oneshot::Sender<Boxed>>,
}

/// The prompt turns being awaited, one per session.
#[derive(Default)]
pub(crate) struct Turns {
    map: Mutex<HashMap<ScopeKey, Sink>>,
}

impl std::fmt::Debug for Turns {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Turns").field("waiting", &self.map().len()).finish()
    }
}

impl Turns {
    fn map(&self) -> MutexGuard<'_, HashMap<ScopeKey, Sink>> {
        self.map.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// An update of `session`; `end` is set when it ends the turn (v2 idle).
    /// Copies the update only when a turn is waiting.
    pub(crate) fn feed(&self, session: ScopeKey, update: impl FnOnce() -> Boxed, end: Option<Boxed>) {
        let mut map = self.map();
        let Some(sink) = map.get_mut(&session) else { return };
        sink.updates.push(update());
        if let Some(end) = end {
            if let Some(tx) = sink.end.take() {
                let _ = tx.send(end);
            }
        }
    }
}

/// Removes the turn's sink when the waiting call ends or is dropped.
struct Registration {
    state: Arc<ConnState>,
    session: ScopeKey,
    // Only v2 turns end by an update; v1 turns end with the response.
    #[cfg_attr(not(feature = "v2"), allow(dead_code))]
    end: Option<oneshot::Receiver<Boxed>>,
}

impl Registration {
    fn new(state: &Arc<ConnState>, session: ScopeKey) -> Result<Self> {
        let (tx, rx) = oneshot::channel();
        let mut map = state.turns.map();
        if map.contains_key(&session) {
            return Err(Error::Side(SideError::TurnInProgress));
        }
        map.insert(session, Sink { updates: Vec::new(), end: Some(tx) });
        drop(map);
        Ok(Registration { state: Arc::clone(state), session, end: Some(rx) })
    }

    fn updates<T: 'static>(&self) -> Vec<T> {
        let taken = self.state.turns.map().get_mut(&self.session).map(|s| std::mem::take(&mut s.updates));
        taken.unwrap_or_default().into_iter().filter_map(|u| u.downcast::<T>().ok().map(|b| *b)).collect()
    }

    /// Waits for the update that ends the turn, or the end of the connection.
    #[cfg(feature = "v2")]
    async fn end<T: 'static>(&mut self) -> Result<T> {
        let Some(rx) = self.end.take() else { return Err(Error::ConnectionClosed) };
        tokio::select! {
            r = rx => r.ok().and_then(|b| b.downcast::<T>().ok()).map(|b| *b).ok_or(Error::ConnectionClosed),
            () = self.state.closed.cancelled() => Err(Error::ConnectionClosed),
        }
    }
}

impl Drop for Registration {
    fn drop(&mut self) {
        self.state.turns.map().remove(&self.session);
    }
}

/// The outcome of [`v1::AgentHandle::prompt_turn`].
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct V1Turn {
    /// The `session/prompt` response (its `stop_reason` ends the turn).
    pub response: v1::PromptResponse,
    /// The session's updates received during the turn, in order.
    pub updates: Vec<v1::SessionUpdate>,
}

impl V1Turn {
    /// Why the turn ended.
    #[must_use]
    pub fn stop_reason(&self) -> &v1::StopReason {
        &self.response.stop_reason
    }
}

impl v1::AgentHandle {
    /// Sends `session/prompt` and waits for the turn's end: the response,
    /// with the session's updates received before it.
    ///
    /// # Errors
    /// As [`Self::prompt`]; [`SideError::TurnInProgress`] when another
    /// `prompt_turn` of the session is still waiting.
    pub async fn prompt_turn(&self, params: v1::PromptRequest) -> Result<V1Turn> {
        let reg = Registration::new(&self.core().state, session_key(&params.session_id))?;
        let response = self.prompt(params).await?;
        Ok(V1Turn { response, updates: reg.updates() })
    }
}

/// The outcome of [`v2::AgentHandle::prompt_turn`].
#[cfg(feature = "v2")]
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct V2Turn {
    /// The `session/prompt` response (the prompt was accepted).
    pub accepted: v2::PromptResponse,
    /// The `stopReason` of the idle `state_update` that ended the turn.
    pub stop_reason: v2::IdleStateUpdateStopReason,
    /// The session's updates received during the turn, in order (the last
    /// is the idle `state_update`).
    pub updates: Vec<v2::SessionUpdate>,
}

#[cfg(feature = "v2")]
impl v2::AgentHandle {
    /// Sends `session/prompt` and waits for the turn's end: the session's
    /// idle `state_update`, with the updates received until then.
    ///
    /// Wrap it in a timeout: an agent that never reports idle keeps it
    /// waiting (it ends with [`Error::ConnectionClosed`] when the
    /// connection does).
    ///
    /// # Errors
    /// As [`Self::prompt`]; [`SideError::TurnInProgress`] when another
    /// `prompt_turn` of the session is still waiting.
    pub async fn prompt_turn(&self, params: v2::PromptRequest) -> Result<V2Turn> {
        let mut reg = Registration::new(&self.core().state, session_key(&params.session_id))?;
        let accepted = self.prompt(params).await?;
        let stop_reason = reg.end::<v2::IdleStateUpdateStopReason>().await?;
        Ok(V2Turn { accepted, stop_reason, updates: reg.updates() })
    }
}
