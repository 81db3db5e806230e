//! v2's foreground state across processes: a turn's process keeps a
//! heartbeat in the session's record while the turn runs, so that a
//! `session/resume` served by any process sharing the store tells a turn
//! that still runs (somewhere) from one whose process died mid-turn.
//!
//! Why: the recorded state is the last `state_update` a turn reported. A
//! process killed mid-turn never reports `idle`, and without the heartbeat
//! every later resume would snapshot `running` for a turn nobody runs: the
//! client shows a busy session for ever (v2 StateUpdate: a client shows
//! busy until a known state arrives).
//!
//! The state and its heartbeat are also the session's **turn lease**: a
//! node owns the session's running turn while the record says non-idle
//! with a fresh heartbeat. A turn takes it ([`acquire`]: atomically, only
//! from `idle`, so two nodes of a fleet never run turns of one session at
//! once), renews it (every [`HEARTBEAT`]) and gives it back with its stop reason
//! ([`release`]); an expired lease is how every other node learns that the
//! owner died. A node that reopens the session meanwhile follows the turn
//! through the store ([`follow`](super::follow)).
//!
//! | rule | value |
//! |---|---|
//! | a non-idle state is recorded with the heartbeat | [`SessionRecord::set_foreground`] |
//! | the running turn refreshes it | every [`HEARTBEAT`] |
//! | a resume trusts a non-idle state | while the heartbeat is younger than [`STALE`] |
//! | else | `idle`: the turn died with its process (and the record says so from then on) |
//! | a turn starts | once the lease is free: [`acquire`] polls every [`POLL`] while another node's turn runs |
//! | a turn ends | [`release`]: `idle`, how it ended in `settings` under [`LAST_STOP`] |

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::Value;

use super::store::{SessionRecord, Store, StoreError};

/// How often a running turn refreshes its heartbeat (renews its lease).
pub const HEARTBEAT: Duration = Duration::from_secs(2);
/// A heartbeat older than this is a dead process's (five missed beats):
/// the longest a session stays busy after the node running its turn died.
pub const STALE: Duration = Duration::from_secs(10);
/// How often a turn waiting for the lease, or a node following another
/// node's turn, reads the store.
pub const POLL: Duration = Duration::from_millis(100);
/// The `settings` key under which [`release`] keeps how the session's last
/// turn ended (JSON the agent chooses: v1's `stopReason`, v2's idle
/// `state_update` members), for a node that followed the turn to report
/// its end.
pub const LAST_STOP: &str = "acp-wire.lastStopReason";
/// The `settings` key naming the node that holds the session's turn lease
/// ([`acquire`]'s `owner`; removed by [`release`]). See
/// [`SessionRecord::lease_owner`].
pub const LEASE_OWNER: &str = "acp-wire.leaseOwner";

/// The foreground state of a session without work.
pub const IDLE: &str = "idle";

/// The foreground state a turn takes the lease with (v2's `running`; v1
/// records it too, its record's state being internal).
pub const RUNNING: &str = "running";

fn now_ms() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

impl SessionRecord {
    /// Records the foreground state a turn reported (`"idle"`,
    /// `"running"`, …) with a fresh heartbeat (none for `idle`).
    pub fn set_foreground(&mut self, state: &str) {
        state.clone_into(&mut self.foreground);
        self.heartbeat = (state != IDLE).then(now_ms);
    }

    /// The node that runs the session's turn: the owner [`acquire`] recorded,
    /// while its lease is alive (`None` when idle, or when the owner died).
    #[must_use]
    pub fn lease_owner(&self) -> Option<&str> {
        if self.current_foreground() == IDLE {
            return None;
        }
        self.settings.get(LEASE_OWNER).and_then(Value::as_str)
    }

    /// The foreground state a resume reports: the recorded one while its
    /// turn's heartbeat is younger than [`STALE`], `"idle"` otherwise (the
    /// process that ran the turn is gone).
    #[must_use]
    pub fn current_foreground(&self) -> &str {
        let alive = self.heartbeat.is_some_and(|at| now_ms().saturating_sub(at) < STALE.as_millis() as u64);
        if self.foreground == IDLE || alive {
            &self.foreground
        } else {
            IDLE
        }
    }
}

/// Keeps the heartbeat of `id`'s running turn fresh; never returns (run it
/// beside the turn's work, dropped when the turn ends). A beat the store
/// fails to record is logged; the next one tries again.
pub(crate) async fn keep_alive(store: &dyn Store, id: &str) {
    loop {
        tokio::time::sleep(HEARTBEAT).await;
        let beat = store
            .update(id, &mut |r| {
                if r.foreground != IDLE {
                    r.heartbeat = Some(now_ms());
                }
            })
            .await;
        if let Err(e) = beat {
            tracing::warn!(session = id, error = %e, "acp-wire: the running turn's heartbeat was not recorded");
        }
    }
}

/// Takes the session's turn lease for a turn of node `owner` (a name for
/// operators: it is recorded under [`LEASE_OWNER`] while the lease is
/// held): waits while another turn's lease is alive (polling every
/// [`POLL`]), then records `state` with a fresh heartbeat in one atomic
/// [`Store::update`]. Returns at once for a session that does not exist.
/// Run it under the turn's cancellation: a turn cancelled while it waits
/// never takes the lease.
///
/// # Errors
/// The store's.
pub async fn acquire(store: &dyn Store, id: &str, state: &str, owner: &str) -> Result<(), StoreError> {
    loop {
        let mut taken = false;
        let exists = store
            .update(id, &mut |r| {
                taken = false;
                if r.current_foreground() == IDLE {
                    r.set_foreground(state);
                    r.settings.insert(LEASE_OWNER.to_owned(), owner.into());
                    taken = true;
                }
            })
            .await?;
        if taken || !exists {
            return Ok(());
        }
        tokio::time::sleep(POLL).await;
    }
}

/// Gives the lease back at the end of a turn: `idle`, and `stop` (the JSON
/// of the turn's stop reason; `None` removes an earlier one) under
/// [`LAST_STOP`], in one update. A store that fails is logged (the lease
/// then expires after [`STALE`]).
pub async fn release(store: &dyn Store, id: &str, stop: Option<Value>) {
    let released = store
        .update(id, &mut |r| {
            r.set_foreground(IDLE);
            r.settings.remove(LEASE_OWNER);
            match &stop {
                Some(s) => {
                    r.settings.insert(LAST_STOP.to_owned(), s.clone());
                }
                None => {
                    r.settings.remove(LAST_STOP);
                }
            }
        })
        .await;
    if let Err(e) = released {
        tracing::warn!(session = id, error = %e, "acp-wire: the turn's end was not recorded (its lease expires)");
    }
}

/// Makes the record say `idle` when its non-idle state is a dead turn's;
/// the state a resume reports. A store that fails to record it is logged
/// (the answer is the same: the state is computed from the record).
pub(crate) async fn settle(store: &dyn Store, record: &SessionRecord) -> String {
    let current = record.current_foreground().to_owned();
    if current != record.foreground {
        let settled = store
            .update(&record.id, &mut |r| {
                // Unless a turn started meanwhile (a fresh heartbeat).
                if r.current_foreground() == IDLE {
                    r.set_foreground(IDLE);
                }
            })
            .await;
        if let Err(e) = settled {
            tracing::warn!(session = %record.id, error = %e, "acp-wire: recording a dead turn's idle state failed");
        }
    }
    current
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_running_state_holds_while_its_heartbeat_is_fresh() {
        let mut r = SessionRecord::new("s", 2, "/p");
        assert_eq!((r.current_foreground(), r.heartbeat), ("idle", None));
        r.set_foreground("running");
        assert_eq!(r.current_foreground(), "running");
        r.heartbeat = Some(now_ms() - STALE.as_millis() as u64 - 1);
        assert_eq!(r.current_foreground(), "idle", "a dead process's turn");
        // Recorded without a heartbeat (a file of an older acp-wire): dead as well.
        r.heartbeat = None;
        assert_eq!(r.current_foreground(), "idle");
        r.set_foreground("idle");
        assert_eq!((r.foreground.as_str(), r.heartbeat), ("idle", None));
    }
}
