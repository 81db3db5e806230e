//! The part of a session that lives only while this process does: the
//! token that `session/close` / `session/delete` cancel to end a running
//! turn, the chain that runs a session's turns one after another (a
//! follower of a turn running elsewhere queued in it like a turn), and the
//! running turn's own token that a `session/cancel` received by another
//! node of a fleet cancels through the store's signals.
//! Persisted state is the [`Store`](super::Store)'s.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::watch;

use super::store::{next_signal, Signal, Store};
use crate::error::ResponseError;
use crate::rpc::CancelToken;

struct Session {
    closed: CancelToken,
    /// Created, loaded or resumed on this process and not closed since:
    /// only an open session takes prompts (a session of an earlier process
    /// is loaded or resumed first).
    open: bool,
    /// The end of the last link of the chain (a turn or a follower): the
    /// next one waits for it.
    tail: watch::Receiver<bool>,
    /// The last turn queued here: its own token (a fleet's
    /// `session/cancel`) and whether it has ended.
    turn: Option<(CancelToken, watch::Receiver<bool>)>,
}

impl Session {
    fn new() -> Self {
        let (_, tail) = watch::channel(true);
        Session { closed: CancelToken::new(), open: true, tail, turn: None }
    }

    /// Whether a turn of the session runs (or waits to) on this process.
    fn turn_here(&self) -> bool {
        self.turn.as_ref().is_some_and(|(_, done)| !*done.borrow())
    }

    /// Appends a link: its end, and the end of the one before it.
    fn link(&mut self) -> (watch::Receiver<bool>, watch::Sender<bool>) {
        let (done, tail) = watch::channel(false);
        (std::mem::replace(&mut self.tail, tail), done)
    }
}

type Sessions = Arc<Mutex<HashMap<String, Session>>>;

/// The live sessions and the id counter.
pub(crate) struct Live {
    sessions: Sessions,
    next: AtomicU64,
    /// Part of every id: sessions of two processes sharing a persistent
    /// store must not collide.
    epoch: u64,
    /// Whether the task that applies the store's signals runs.
    listening: AtomicBool,
}

impl Default for Live {
    fn default() -> Self {
        let epoch = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64 ^ u64::from(std::process::id()));
        Live { sessions: Sessions::default(), next: AtomicU64::new(0), epoch, listening: AtomicBool::new(false) }
    }
}

/// What a turn holds while it runs; dropping it ends the turn's link (the
/// next turn of the session starts).
pub(crate) struct Running {
    /// Cancelled when the session is closed or deleted.
    pub(crate) closed: CancelToken,
    /// Cancelled by a `session/cancel` another node of a fleet received.
    pub(crate) remote: CancelToken,
    done: watch::Sender<bool>,
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.done.send(true);
    }
}

/// A follower's place in the session's chain (see [`Live::follower`]).
pub(crate) struct Following {
    /// Cancelled when the session is closed or deleted here.
    pub(crate) closed: CancelToken,
    previous: watch::Receiver<bool>,
    done: watch::Sender<bool>,
}

impl Following {
    /// Waits for every link before this one to end.
    pub(crate) async fn ready(&mut self) {
        let _ = self.previous.wait_for(|d| *d).await;
    }

    /// Ends the follower's link once every link before it has ended (so a
    /// link's end always means the ends of those before it).
    pub(crate) async fn end(mut self) {
        let _ = self.previous.wait_for(|d| *d).await;
        let _ = self.done.send(true);
    }
}

fn not_open(id: &str) -> ResponseError {
    ResponseError::invalid_params(format!("session {id} is not open; load or resume it first"))
}

impl Live {
    fn lock(&self) -> MutexGuard<'_, HashMap<String, Session>> {
        lock(&self.sessions)
    }

    /// The node name used when none is set: this process's epoch, in hex.
    pub(crate) fn epoch_name(&self) -> String {
        format!("{:x}", self.epoch & 0xffff_ffff_ffff)
    }

    /// Marks the session open here (`session/new`, `load`, `resume`): a
    /// closed one gets a fresh token.
    pub(crate) fn open(&self, id: &str) {
        let mut map = self.lock();
        let s = map.entry(id.to_owned()).or_insert_with(Session::new);
        if s.closed.is_cancelled() {
            s.closed = CancelToken::new();
        }
        s.open = true;
    }

    /// Whether the session is open here (see [`Self::open`]).
    pub(crate) fn is_open(&self, id: &str) -> bool {
        self.lock().get(id).is_some_and(|s| s.open && !s.closed.is_cancelled())
    }

    /// -32602 unless the session is open here (v2 checks before it accepts a prompt).
    #[cfg(feature = "v2")]
    pub(crate) fn check_open(&self, id: &str) -> Result<(), ResponseError> {
        match self.lock().get(id) {
            Some(s) if s.open => Ok(()),
            _ => Err(not_open(id)),
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
        format!("{}-{}", self.epoch_name(), self.next())
    }

    /// A session id no other session of any process sharing the store has.
    pub(crate) fn new_id(&self) -> String {
        format!("sess-{}", self.unique())
    }

    /// Queues a turn in the session's chain, waits for the link before it
    /// (the previous turn, or a follower of a turn running elsewhere) and
    /// returns the running turn; -32602 when the session is not open here.
    pub(crate) async fn begin(&self, id: &str) -> Result<Running, ResponseError> {
        let (closed, remote, mut previous, done) = {
            let mut map = self.lock();
            let s = match map.get_mut(id) {
                Some(s) if s.open => s,
                _ => return Err(not_open(id)),
            };
            let (previous, done) = s.link();
            let remote = CancelToken::new();
            s.turn = Some((remote.clone(), done.subscribe()));
            (s.closed.clone(), remote, previous, done)
        };
        let running = Running { closed, remote, done };
        // An error: the link before was dropped, so it ended too.
        let _ = previous.wait_for(|d| *d).await;
        Ok(running)
    }

    /// Queues a follower of a turn running elsewhere in the session's
    /// chain (a turn prompted here after it waits for it, and so for the
    /// followed turn's end); `None` when the session is not live here.
    pub(crate) fn follower(&self, id: &str) -> Option<Following> {
        let mut map = self.lock();
        let s = map.get_mut(id)?;
        let (previous, done) = s.link();
        Some(Following { closed: s.closed.clone(), previous, done })
    }

    /// Whether a turn of the session runs (or waits to) on this process.
    pub(crate) fn turn_here(&self, id: &str) -> bool {
        self.lock().get(id).is_some_and(Session::turn_here)
    }

    /// `session/close`: ends the running turn, if any, and returns once it
    /// and every link queued behind it have ended (so nothing of the
    /// session follows the answer); the session takes prompts again after
    /// a load or resume.
    pub(crate) async fn close(&self, id: &str) {
        let mut tail = match self.lock().get_mut(id) {
            Some(s) => {
                s.open = false;
                s.closed.cancel();
                s.tail.clone()
            }
            None => return,
        };
        let _ = tail.wait_for(|d| *d).await;
    }

    /// Forgets the session (deleted or expired), ending a running turn.
    pub(crate) fn forget(&self, id: &str) {
        if let Some(s) = self.lock().remove(id) {
            s.closed.cancel();
        }
    }

    /// Ends every turn running (or queued) here, `cancelled`, and returns
    /// once each has ended (and so given its lease back).
    pub(crate) async fn end_turns(&self) {
        let tails: Vec<watch::Receiver<bool>> = self
            .lock()
            .values()
            .filter(|s| s.turn_here())
            .filter_map(|s| {
                let (token, _) = s.turn.as_ref()?;
                token.cancel();
                Some(s.tail.clone())
            })
            .collect();
        for mut t in tails {
            let _ = t.wait_for(|d| *d).await;
        }
    }

    /// Starts applying the store's signals (a fleet's `session/cancel`
    /// and `session/close` received by other nodes) to this process's
    /// turns, once; nothing for a store that carries none.
    pub(crate) fn listen(&self, store: &dyn Store) {
        if self.listening.swap(true, Ordering::Relaxed) {
            return;
        }
        let Some(mut signals) = store.signals() else { return };
        let sessions = Arc::downgrade(&self.sessions);
        tokio::spawn(async move {
            loop {
                let Some((id, signal)) = next_signal(&mut signals).await else { return };
                let Some(sessions) = sessions.upgrade() else { return };
                let mut map = lock(&sessions);
                let Some(s) = map.get_mut(&id) else { continue };
                // Only a turn of the session that runs here ends.
                if !s.turn_here() {
                    continue;
                }
                if let Some((token, _)) = &s.turn {
                    token.cancel();
                }
                if signal == Signal::Close {
                    s.closed.cancel();
                    s.open = false;
                }
            }
        });
    }
}

fn lock(sessions: &Sessions) -> MutexGuard<'_, HashMap<String, Session>> {
    sessions.lock().unwrap_or_else(|p| p.into_inner())
}
