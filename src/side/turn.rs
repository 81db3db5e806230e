//! "Send a prompt and wait for the turn's end", the version-neutral part
//! (the caller's side of it is [`super::registration`]):
//! while a caller waits for a session's turn, that session's updates are
//! copied into its sink; an update that carries the version's turn end
//! (v2: an idle `state_update`) resolves it — once the session reported
//! work since the caller started waiting (v2: a `running`,
//! `requires_action` or unknown state): a repeated idle snapshot, a stray
//! one of an earlier turn, is no new completion. The version folders add the
//! typed `prompt_turn` on their `AgentHandle` (`src/v1/turn.rs`,
//! `src/v2/turn.rs`); the client's `session_update` trait method sees every
//! update as usual.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

use tokio::sync::oneshot;

use super::version::Version;
use crate::rpc::ScopeKey;

struct Sink<V: Version> {
    updates: Vec<V::Update>,
    end: Option<oneshot::Sender<V::TurnEnd>>,
    /// The session reported work since the turn was registered.
    busy: bool,
}

/// What an update says about the session's turn.
// Only versions whose turns end on an update (v2) say Busy or End.
#[cfg_attr(not(feature = "v2"), allow(dead_code))]
pub(crate) enum Phase<E> {
    /// Nothing (a message, a tool call, …).
    Other,
    /// The session is working (v2: a state that is not idle).
    Busy,
    /// The session's work ended (v2: an idle `state_update`): the turn's
    /// end, if the session was working.
    End(E),
}

/// The prompt turns being awaited, one per session.
pub(crate) struct Turns<V: Version> {
    map: Mutex<HashMap<ScopeKey, Sink<V>>>,
}

impl<V: Version> Default for Turns<V> {
    fn default() -> Self {
        Turns { map: Mutex::default() }
    }
}

impl<V: Version> Turns<V> {
    fn map(&self) -> MutexGuard<'_, HashMap<ScopeKey, Sink<V>>> {
        self.map.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// An update of `session` and what it says about the turn. Copies the
    /// update only when a turn is waiting; an end resolves it only after
    /// the session reported work.
    pub(crate) fn feed(&self, session: ScopeKey, update: impl FnOnce() -> V::Update, phase: Phase<V::TurnEnd>) {
        let mut map = self.map();
        let Some(sink) = map.get_mut(&session) else { return };
        sink.updates.push(update());
        match phase {
            Phase::Other => {}
            Phase::Busy => sink.busy = true,
            Phase::End(end) if sink.busy => {
                if let Some(tx) = sink.end.take() {
                    let _ = tx.send(end);
                }
            }
            // A repeated idle snapshot: no new completion.
            Phase::End(_) => {}
        }
    }

    /// Starts collecting the updates of `session`; `false` when a turn of
    /// the session is already waiting.
    pub(crate) fn register(&self, session: ScopeKey, end: oneshot::Sender<V::TurnEnd>) -> bool {
        let mut map = self.map();
        if map.contains_key(&session) {
            return false;
        }
        map.insert(session, Sink { updates: Vec::new(), end: Some(end), busy: false });
        true
    }

    /// The updates of `session` collected so far (taken).
    pub(crate) fn take_updates(&self, session: ScopeKey) -> Vec<V::Update> {
        self.map().get_mut(&session).map(|s| std::mem::take(&mut s.updates)).unwrap_or_default()
    }

    /// Stops collecting for `session`.
    pub(crate) fn remove(&self, session: ScopeKey) {
        self.map().remove(&session);
    }
}
