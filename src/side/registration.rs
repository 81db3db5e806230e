//! [`Registration`]: a caller waiting for a prompt turn's end — it
//! registers the session with the connection's [`super::turn::Turns`],
//! takes the updates collected, waits for the update that ends the turn, and
//! unregisters when dropped. The versions' `prompt_turn` use it.

use std::sync::Arc;

use tokio::sync::oneshot;

use super::state::ConnState;
use super::version::Version;
use crate::error::{Error, Result, SideError};
use crate::rpc::ScopeKey;

/// A waiting turn; removes its sink when dropped.
pub(crate) struct Registration<V: Version> {
    state: Arc<ConnState<V>>,
    session: ScopeKey,
    end: Option<oneshot::Receiver<V::TurnEnd>>,
}

impl<V: Version> Registration<V> {
    /// Starts collecting the updates of `session`.
    ///
    /// # Errors
    /// [`SideError::TurnInProgress`] when another turn of the session is waiting.
    pub(crate) fn new(state: &Arc<ConnState<V>>, session: ScopeKey) -> Result<Self> {
        let (tx, rx) = oneshot::channel();
        if !state.turns.register(session, tx) {
            return Err(Error::Side(SideError::TurnInProgress));
        }
        Ok(Registration { state: Arc::clone(state), session, end: Some(rx) })
    }

    /// The updates collected so far (taken).
    pub(crate) fn updates(&self) -> Vec<V::Update> {
        self.state.turns.take_updates(self.session)
    }

    /// Waits for the update that ends the turn, or the end of the connection.
    ///
    /// # Errors
    /// [`Error::ConnectionClosed`].
    // Only versions whose turns end by an update call it.
    #[allow(dead_code)]
    pub(crate) async fn end(&mut self) -> Result<V::TurnEnd> {
        let Some(rx) = self.end.take() else { return Err(Error::ConnectionClosed) };
        tokio::select! {
            r = rx => r.map_err(|_| Error::ConnectionClosed),
            () = self.state.closed.cancelled() => Err(Error::ConnectionClosed),
        }
    }
}

impl<V: Version> Drop for Registration<V> {
    fn drop(&mut self) {
        self.state.turns.remove(self.session);
    }
}
