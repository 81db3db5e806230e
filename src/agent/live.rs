//! The part of a session that lives only while this process does: the
//! token that `session/close` / `session/delete` cancel to end a running
//! turn, and the lock that runs a session's turns one after another.
//! Persisted state is the [`Store`](super::Store)'s.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::{Mutex as TurnLock, OwnedMutexGuard};

use crate::error::ResponseError;
use crate::rpc::CancelToken;

#[derive(Clone)]
struct Session {
    closed: CancelToken,
    turns: Arc<TurnLock<()>>,
    /// Created, loaded or resumed on this process and not closed since:
    /// only an open session takes prompts (a session of an earlier process
    /// is loaded or resumed first).
    open: bool,
}

/// The live sessions and the id counter.
pub(crate) struct Live {
    sessions: Mutex<HashMap<String, Session>>,
    next: AtomicU64,
    /// Part of every id: sessions of two processes sharing a persistent
    /// store must not collide.
    epoch: u64,
}

impl Default for Live {
    fn default() -> Self {
        let epoch = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64 ^ u64::from(std::process::id()));
        Live { sessions: Mutex::default(), next: AtomicU64::new(0), epoch }
    }
}

/// What a turn holds while it runs.
pub(crate) struct Running {
    /// Cancelled when the session is closed or deleted.
    pub(crate) closed: CancelToken,
    /// Held for the turn: the next turn of the session waits for it.
    pub(crate) _turn: OwnedMutexGuard<()>,
}

impl Live {
    fn lock(&self) -> MutexGuard<'_, HashMap<String, Session>> {
        self.sessions.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Marks the session open here (`session/new`, `load`, `resume`): a
    /// closed one gets a fresh token.
    pub(crate) fn open(&self, id: &str) {
        let mut map = self.lock();
        let s = map
            .entry(id.to_owned())
            .or_insert_with(|| Session { closed: CancelToken::new(), turns: Arc::new(TurnLock::new(())), open: true });
        if s.closed.is_cancelled() {
            s.closed = CancelToken::new();
        }
        s.open = true;
    }

    /// -32602 unless the session is open here (v2 checks before it accepts a prompt).
    #[cfg(feature = "v2")]
    pub(crate) fn check_open(&self, id: &str) -> Result<(), ResponseError> {
        match self.lock().get(id) {
            Some(s) if s.open => Ok(()),
            _ => Err(ResponseError::invalid_params(format!("session {id} is not open; load or resume it first"))),
        }
    }

    /// A fresh number (unique in this agent only).
    fn next(&self) -> u64 {
        self.next.fetch_add(1, Ordering::Relaxed) + 1
    }

    /// A token no other call of any agent sharing the store (another
    /// process, or this one before a restart) returns: the agent's epoch
    /// and a fresh number.
    pub(crate) fn unique(&self) -> String {
        format!("{:x}-{}", self.epoch & 0xffff_ffff_ffff, self.next())
    }

    /// A session id no other session of any process sharing the store has.
    pub(crate) fn new_id(&self) -> String {
        format!("sess-{}", self.unique())
    }

    /// Waits for the session's previous turn, then holds the turn lock;
    /// -32602 when the session is not open here.
    pub(crate) async fn begin(&self, id: &str) -> Result<Running, ResponseError> {
        let s = match self.lock().get(id) {
            Some(s) if s.open => s.clone(),
            _ => return Err(ResponseError::invalid_params(format!("session {id} is not open; load or resume it first"))),
        };
        let turn = s.turns.lock_owned().await;
        Ok(Running { closed: s.closed, _turn: turn })
    }

    /// `session/close`: ends the running turn, if any, and returns once it
    /// and every turn queued behind it have ended (so nothing of the session
    /// follows the answer); the session takes prompts again after a load or
    /// resume.
    pub(crate) async fn close(&self, id: &str) {
        let turns = match self.lock().get_mut(id) {
            Some(s) => {
                s.open = false;
                s.closed.cancel();
                Arc::clone(&s.turns)
            }
            None => return,
        };
        // The lock is fair: turns waiting for it get it first and end at once
        // (their token is cancelled), then this.
        drop(turns.lock().await);
    }

    /// Forgets the session (deleted or expired), ending a running turn.
    pub(crate) fn forget(&self, id: &str) {
        if let Some(s) = self.lock().remove(id) {
            s.closed.cancel();
        }
    }
}
