//! Per-session cancellation signals.
//!
//! A session's signal is a generation counter bumped by every
//! `session/cancel` that passes through the connection (received by an
//! agent, sent by a client). A request remembers the generation it started
//! in and is "session-cancelled" once the counter moved past it — so a
//! cancel aimed at an earlier turn never cancels a later one.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

use tokio::sync::watch;

use crate::rpc::ScopeKey;

#[derive(Debug, Default)]
pub(crate) struct Signals {
    map: Mutex<HashMap<ScopeKey, watch::Sender<u64>>>,
}

impl Signals {
    fn map(&self) -> MutexGuard<'_, HashMap<ScopeKey, watch::Sender<u64>>> {
        self.map.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The session was cancelled.
    pub(crate) fn fire(&self, session: ScopeKey) {
        self.map().entry(session).or_insert_with(|| watch::channel(0).0).send_modify(|g| *g += 1);
    }

    /// A watch of the session from now on.
    pub(crate) fn watch(&self, session: ScopeKey) -> SessionCancelled {
        let rx = self.map().entry(session).or_insert_with(|| watch::channel(0).0).subscribe();
        let start = *rx.borrow();
        SessionCancelled { rx, start }
    }
}

/// Completes when a `session/cancel` for the session of a request arrived
/// (agent side) or was sent (client side) after that request started.
#[derive(Debug, Clone)]
pub struct SessionCancelled {
    rx: watch::Receiver<u64>,
    start: u64,
}

impl SessionCancelled {
    /// Whether the session was cancelled since the request started.
    #[must_use]
    pub fn is_cancelled(&self) -> bool {
        *self.rx.borrow() > self.start
    }

    /// Completes once the session was cancelled (never, if it is not).
    pub async fn cancelled(&self) {
        let mut rx = self.rx.clone();
        let start = self.start;
        if rx.wait_for(|g| *g > start).await.is_err() {
            // The sender lives as long as the connection state; if it is
            // gone nothing can cancel any more.
            std::future::pending::<()>().await;
        }
    }
}
