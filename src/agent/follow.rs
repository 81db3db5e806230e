//! Following a turn that runs on another node (or another connection)
//! through the [`Store`]: what a node that reopens a session while its turn
//! runs sends after the replay.
//!
//! The turn's node appends every update before it sends it and holds the
//! session's lease ([`foreground`](super::foreground)) while it runs. A
//! [`Follow`] starts at the last event id the replay sent and reads the
//! store every [`POLL`]: the new entries (in
//! event-id order, so in the order the turn sent them, none twice, none
//! skipped), the foreground state when it changes, and the turn's end.
//!
//! | step | when |
//! |---|---|
//! | [`Followed::Events`] | entries after the last one returned, a page at a time |
//! | [`Followed::State`] | the recorded foreground state changed (v2's `running`, `requires_action`, …) |
//! | [`Followed::Over`] | the lease is free (the turn ended, or its owner died: no heartbeat for [`STALE`](super::foreground::STALE)) and every entry before that was returned; with the stop reason [`release`](super::foreground::release) stored, `None` for a dead owner's turn |
//!
//! The end is read before the last page: entries appended after the turn
//! gave its lease back belong to the next turn and are left to whoever
//! follows that one.

use std::sync::Arc;

use serde_json::Value;

use super::foreground::{IDLE, LAST_STOP, POLL};
use super::store::{Event, Store, StoreError};

/// How many entries one [`Followed::Events`] carries at most.
const PAGE: usize = 256;

/// What [`Follow::next`] found.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Followed {
    /// New entries of the session's history, in order.
    Events(Vec<Event>),
    /// The foreground state the turn's node recorded (not `idle`).
    State(String),
    /// The turn is over and everything it stored was returned. The stop
    /// reason its node stored (the version's JSON), `None` when its node
    /// died (or stored none).
    Over(Option<Value>),
}

/// A reader of one session's running turn (see the [module docs](self)).
#[derive(Clone)]
pub struct Follow {
    store: Arc<dyn Store>,
    id: String,
    after: u64,
    shown: String,
    over: bool,
}

impl std::fmt::Debug for Follow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Follow").field("id", &self.id).field("after", &self.after).field("shown", &self.shown).finish_non_exhaustive()
    }
}

impl Follow {
    /// Follows session `id` from after event `after` (the last one the
    /// replay sent), its foreground state last reported as `shown`.
    #[must_use]
    pub fn new(store: Arc<dyn Store>, id: impl Into<String>, after: u64, shown: impl Into<String>) -> Self {
        Follow { store, id: id.into(), after, shown: shown.into(), over: false }
    }

    /// The last event id returned (or the one it started after).
    #[must_use]
    pub fn after(&self) -> u64 {
        self.after
    }

    /// Waits for the next step (polling the store every
    /// [`POLL`]); after [`Followed::Over`] every
    /// call returns `Over(None)` at once.
    ///
    /// # Errors
    /// The store's (the caller stops following; the client has what was
    /// returned before).
    pub async fn next(&mut self) -> Result<Followed, StoreError> {
        if self.over {
            return Ok(Followed::Over(None));
        }
        loop {
            let page = self.page().await?;
            if !page.is_empty() {
                return Ok(Followed::Events(page));
            }
            let Some(meta) = self.store.meta(&self.id).await? else {
                // Deleted meanwhile: nothing more will come.
                self.over = true;
                return Ok(Followed::Over(None));
            };
            let state = meta.current_foreground().to_owned();
            if state == IDLE {
                // Everything the turn stored before it gave the lease back.
                let rest = self.page().await?;
                if !rest.is_empty() {
                    return Ok(Followed::Events(rest));
                }
                self.over = true;
                let died = meta.foreground != IDLE;
                let stop = if died { None } else { meta.settings.get(LAST_STOP).cloned().filter(|v| !v.is_null()) };
                return Ok(Followed::Over(stop));
            }
            if state != self.shown {
                self.shown.clone_from(&state);
                return Ok(Followed::State(state));
            }
            tokio::time::sleep(POLL).await;
        }
    }

    /// Follows the turn to its end, handing each step to `send`: stops
    /// after [`Followed::Over`], when `send` fails (the connection is gone;
    /// logged at debug), when `stop` resolves (say, the session closed on
    /// this node) or when the store fails (logged).
    pub async fn forward<S, F, E>(mut self, stop: impl std::future::Future<Output = ()>, mut send: S)
    where
        S: FnMut(Followed) -> F,
        F: std::future::Future<Output = Result<(), E>>,
        E: std::fmt::Display,
    {
        tokio::pin!(stop);
        loop {
            let step = tokio::select! {
                biased;
                () = &mut stop => return,
                s = self.next() => s,
            };
            match step {
                Ok(step) => {
                    let over = matches!(step, Followed::Over(_));
                    if let Err(e) = send(step).await {
                        tracing::debug!(session = %self.id, error = %e, "acp-wire: stopped following (not sent)");
                        return;
                    }
                    if over {
                        return;
                    }
                }
                Err(e) => {
                    tracing::warn!(session = %self.id, error = %e, "acp-wire: stopped following the running turn (the store failed)");
                    return;
                }
            }
        }
    }

    async fn page(&mut self) -> Result<Vec<Event>, StoreError> {
        let page = self.store.history(&self.id, self.after, PAGE).await?;
        if let Some(last) = page.last() {
            self.after = last.id;
        }
        Ok(page)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agent::foreground::{acquire, release};
    use crate::agent::store::{Entry, MemoryStore, SessionRecord};
    use serde_json::json;

    fn update(n: u64) -> Entry {
        Entry::Update(json!({"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": n.to_string()}}))
    }

    #[tokio::test]
    async fn follows_a_turn_to_its_end_without_gap_or_duplicate() {
        let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
        store.insert(SessionRecord::new("s", 2, "/p")).await.unwrap();
        store.append("s", update(1)).await.unwrap();
        acquire(&*store, "s", "running", "node-a").await.unwrap();
        assert_eq!(store.meta("s").await.unwrap().unwrap().lease_owner(), Some("node-a"));
        // The replay sent event 1; the follower starts after it.
        let mut f = Follow::new(store.clone(), "s", 1, "running");
        let writer = {
            let store = store.clone();
            tokio::spawn(async move {
                for n in 2..=40 {
                    store.append("s", update(n)).await.unwrap();
                    if n % 7 == 0 {
                        tokio::time::sleep(POLL / 2).await;
                    }
                    if n == 20 {
                        store.update("s", &mut |r| r.set_foreground("requires_action")).await.unwrap();
                        tokio::time::sleep(POLL * 3).await;
                        store.update("s", &mut |r| r.set_foreground("running")).await.unwrap();
                    }
                }
                release(&*store, "s", Some(json!("end_turn"))).await;
                assert_eq!(store.meta("s").await.unwrap().unwrap().lease_owner(), None, "released");
                // The next turn's entry: not this follower's.
                store.append("s", update(99)).await.unwrap();
            })
        };
        let mut seen = Vec::new();
        let mut states = Vec::new();
        let stop = loop {
            match tokio::time::timeout(std::time::Duration::from_secs(10), f.next()).await.unwrap().unwrap() {
                Followed::Events(es) => seen.extend(es.into_iter().map(|e| e.id)),
                Followed::State(s) => states.push(s),
                Followed::Over(stop) => break stop,
            }
        };
        writer.await.unwrap();
        // Events 2..=40 (ids equal the numbers here), once each, in order;
        // the one after the turn's end maybe, never twice.
        let want: Vec<u64> = (2..=40).collect();
        assert_eq!(&seen[..want.len()], &want[..], "{seen:?}");
        assert!(seen.len() <= want.len() + 1, "{seen:?}");
        assert_eq!(stop, Some(json!("end_turn")));
        assert_eq!(states, ["requires_action", "running"]);
        assert_eq!(f.next().await.unwrap(), Followed::Over(None));
    }

    #[tokio::test]
    async fn a_dead_owners_turn_is_over_without_a_stop_reason() {
        let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
        store.insert(SessionRecord::new("s", 1, "/p")).await.unwrap();
        store
            .update("s", &mut |r| {
                r.set_foreground("running");
                r.heartbeat = Some(1);
                r.settings.insert(LAST_STOP.into(), json!("end_turn"));
            })
            .await
            .unwrap();
        store.append("s", update(1)).await.unwrap();
        let mut f = Follow::new(store.clone(), "s", 0, "running");
        assert!(matches!(f.next().await.unwrap(), Followed::Events(e) if e.len() == 1));
        assert_eq!(f.next().await.unwrap(), Followed::Over(None), "an earlier turn's stop reason is not this one's");
    }

    #[tokio::test]
    async fn a_second_turn_waits_for_the_lease() {
        let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
        store.insert(SessionRecord::new("s", 1, "/p")).await.unwrap();
        acquire(&*store, "s", "running", "node-a").await.unwrap();
        let second = tokio::spawn({
            let store = store.clone();
            async move { acquire(&*store, "s", "running", "node-b").await }
        });
        tokio::time::sleep(POLL * 3).await;
        assert!(!second.is_finished(), "the lease is held");
        release(&*store, "s", None).await;
        tokio::time::timeout(POLL * 20, second).await.expect("taken once free").unwrap().unwrap();
        let r = store.meta("s").await.unwrap().unwrap();
        assert_eq!((r.foreground.as_str(), r.lease_owner()), ("running", Some("node-b")));
        release(&*store, "s", None).await;
        assert_eq!(store.meta("s").await.unwrap().unwrap().lease_owner(), None);
        // A session that does not exist: nothing to wait for.
        acquire(&*store, "gone", "running", "node-a").await.unwrap();
    }
}
