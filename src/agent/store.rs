//! Where a [`SessionAgent`](super::SessionAgent) keeps its sessions: the
//! [`Store`] trait, the in-memory [`MemoryStore`] (the default), and with
//! the `sqlite` feature `SqliteStore` (`acp_wire::agent::sqlite`), an SQLite
//! file that outlives the process and that processes on one machine share.
//!
//! What is stored is version-neutral: a session's metadata and its history
//! as the JSON of the `session/update` payloads the agent sent (and the
//! user's prompts), so one store serves v1 and v2 connections and a
//! persistent backend only needs to keep JSON.
//!
//! | method | serves |
//! |---|---|
//! | [`Store::insert`] | `session/new` |
//! | [`Store::get`] | `session/load` (v1) and `session/resume` (v2) replay, the resume snapshot |
//! | [`Store::update`], [`Store::append`] | every turn (history, title, `updatedAt`, foreground state) |
//! | [`Store::list`] | `session/list` (filtered by version and `cwd`, paged by the caller) |
//! | [`Store::remove`] | `session/delete` |
//! | [`Store::expire`] | idle-session cleanup ([`SessionAgent::expire_after`](super::SessionAgent::expire_after)) |
//!
//! # Implementing a store
//!
//! A fleet of agent processes behind a load balancer shares sessions by
//! sharing a store: implement [`Store`] over its database (Postgres, …) and
//! hand it to [`SessionAgent::store`](super::SessionAgent::store). What the
//! agent relies on:
//!
//! | method | must |
//! |---|---|
//! | [`Store::append`] | be durable when it returns: the agent sends the update to the client right after, and a client must never have seen an update a restarted agent cannot replay. Be cheap: it runs for every streamed chunk, so one insert, not a rewrite of the history |
//! | [`Store::update`] | be an atomic read-modify-write, the closure run once on the current record inside a transaction that holds the session (`SELECT … FOR UPDATE`, SQLite's `BEGIN IMMEDIATE`): two processes changing one session must not lose either change |
//! | [`Store::get`] | return the whole history in the order it was appended |
//! | [`Store::list`] | return the sessions of the version (and `cwd`) without their history, most recently updated first, ties by id: the agent pages by position, so the order must be stable |
//! | [`Store::insert`] | add the session; its id is unique across every agent sharing the store (each agent puts a process-unique epoch in its session and message ids) |
//! | [`Store::expire`] | delete sessions by last change (a clock the processes share) and return their ids, so the agent ends their turns where they run |
//! | every method | never panic and never block long: the methods are synchronous and run on the async runtime's threads. A backend that cannot answer logs the failure and answers as for a missing session (`None`, `false`, nothing) |
//!
//! What stays per process whatever the store: a running turn, the queue of
//! a session's turns, and the cancellation of a turn reach only the agent
//! that runs it, so a load balancer routes a session to one agent while a
//! turn runs. What the store does carry of a running turn is v2's
//! foreground state with a heartbeat the turn's process refreshes every
//! 10 s ([`foreground`](super::foreground)): a resume anywhere reports a
//! turn whose process died (no beat for 30 s) as `idle`, not `running`
//! for ever.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde_json::Value;

/// One entry of a session's history, in the order it happened.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Entry {
    /// A user prompt: its content blocks (JSON, as received) and, in v2,
    /// the message id the agent gave it.
    User {
        /// The prompt's message id (v2; v1 prompts have none).
        message_id: Option<String>,
        /// The prompt's content blocks.
        content: Vec<Value>,
    },
    /// A `session/update` payload (the `update` member) the agent sent, as
    /// sent: replayed unchanged.
    Update(Value),
}

/// A stored session.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct SessionRecord {
    /// The session id.
    pub id: String,
    /// The protocol version the session was created with (a session is
    /// only served to connections of that version).
    pub version: u16,
    /// The session's working directory (absolute).
    pub cwd: String,
    /// Further directories the session may use.
    pub additional_directories: Vec<String>,
    /// A title, once the agent sets one.
    pub title: Option<String>,
    /// When the session last changed (RFC 3339, UTC).
    pub updated_at: String,
    /// What the session streamed, for replay.
    pub history: Vec<Entry>,
    /// v2: the foreground state the last `state_update` reported
    /// (`"idle"`, `"running"`, …), for the snapshot `session/resume` owes.
    pub foreground: String,
    /// v2: while a turn runs, when its process last said it is alive (Unix
    /// milliseconds; `None` when idle). See [`SessionRecord::current_foreground`].
    pub heartbeat: Option<u64>,
    /// The agent's own per-session state (its current mode, config values,
    /// …), kept and persisted with the session; [`SessionAgent`](super::SessionAgent)
    /// itself stores nothing here.
    pub settings: serde_json::Map<String, Value>,
}

impl SessionRecord {
    /// A fresh, empty session.
    #[must_use]
    pub fn new(id: impl Into<String>, version: u16, cwd: impl Into<String>) -> Self {
        SessionRecord {
            id: id.into(),
            version,
            cwd: cwd.into(),
            additional_directories: Vec::new(),
            title: None,
            updated_at: now_rfc3339(),
            history: Vec::new(),
            foreground: "idle".to_owned(),
            heartbeat: None,
            settings: serde_json::Map::new(),
        }
    }
}

/// Where sessions live. Implementations must be safe to call from many
/// connections at once; every method is short (no awaiting inside), so a
/// synchronous embedded database fits behind it as well as a map.
pub trait Store: Send + Sync + 'static {
    /// Adds a session (its id is new: the agent makes ids unique).
    fn insert(&self, record: SessionRecord);
    /// A copy of the session, if it exists.
    fn get(&self, id: &str) -> Option<SessionRecord>;
    /// A copy of the session without its history (for what reads only the
    /// metadata); override it where the history is costly to read.
    fn meta(&self, id: &str) -> Option<SessionRecord> {
        self.get(id).map(|r| SessionRecord { history: Vec::new(), ..r })
    }
    /// Changes the session in place; `false` when it does not exist.
    fn update(&self, id: &str, change: &mut dyn FnMut(&mut SessionRecord)) -> bool;
    /// Appends to the session's history (and touches `updated_at`); `false`
    /// when it does not exist. Override it where appending is cheaper than
    /// rewriting the record.
    fn append(&self, id: &str, entry: Entry) -> bool {
        let mut entry = Some(entry);
        self.update(id, &mut |r| {
            if let Some(e) = entry.take() {
                r.history.push(e);
            }
            r.updated_at = now_rfc3339();
        })
    }
    /// The sessions of `version` (optionally only those whose `cwd` is
    /// `cwd`), without their history, most recently updated first, ties by id.
    fn list(&self, version: u16, cwd: Option<&str>) -> Vec<SessionRecord>;
    /// Deletes the session; `false` when it did not exist.
    fn remove(&self, id: &str) -> bool;
    /// Deletes the sessions not touched for `idle` or longer and returns
    /// their ids. The default keeps everything (a store without clocks).
    fn expire(&self, idle: Duration) -> Vec<String> {
        let _ = idle;
        Vec::new()
    }
}

/// A shared store is a store: one the application also reads (or hands to
/// two agents) is passed as an `Arc`.
impl<S: Store + ?Sized> Store for std::sync::Arc<S> {
    fn insert(&self, record: SessionRecord) {
        (**self).insert(record);
    }
    fn get(&self, id: &str) -> Option<SessionRecord> {
        (**self).get(id)
    }
    fn meta(&self, id: &str) -> Option<SessionRecord> {
        (**self).meta(id)
    }
    fn update(&self, id: &str, change: &mut dyn FnMut(&mut SessionRecord)) -> bool {
        (**self).update(id, change)
    }
    fn append(&self, id: &str, entry: Entry) -> bool {
        (**self).append(id, entry)
    }
    fn list(&self, version: u16, cwd: Option<&str>) -> Vec<SessionRecord> {
        (**self).list(version, cwd)
    }
    fn remove(&self, id: &str) -> bool {
        (**self).remove(id)
    }
    fn expire(&self, idle: Duration) -> Vec<String> {
        (**self).expire(idle)
    }
}

/// Sessions in memory, for the life of the process (shared by every
/// connection of the agent that owns it, so a client may reconnect and
/// load or resume a session of an earlier connection).
#[derive(Debug, Default)]
pub struct MemoryStore {
    sessions: Mutex<HashMap<String, (SessionRecord, Instant)>>,
}

impl MemoryStore {
    /// An empty store.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<String, (SessionRecord, Instant)>> {
        // A panic elsewhere while holding the lock leaves the map usable:
        // every change below is a single insert/remove/field write.
        self.sessions.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl Store for MemoryStore {
    fn insert(&self, record: SessionRecord) {
        self.lock().insert(record.id.clone(), (record, Instant::now()));
    }

    fn get(&self, id: &str) -> Option<SessionRecord> {
        self.lock().get(id).map(|(r, _)| r.clone())
    }

    fn meta(&self, id: &str) -> Option<SessionRecord> {
        self.lock().get(id).map(|(r, _)| without_history(r))
    }

    fn update(&self, id: &str, change: &mut dyn FnMut(&mut SessionRecord)) -> bool {
        match self.lock().get_mut(id) {
            Some((r, touched)) => {
                change(r);
                *touched = Instant::now();
                true
            }
            None => false,
        }
    }

    fn list(&self, version: u16, cwd: Option<&str>) -> Vec<SessionRecord> {
        let map = self.lock();
        let mut out: Vec<SessionRecord> = map
            .values()
            .filter(|(r, _)| r.version == version && cwd.is_none_or(|c| r.cwd == c))
            .map(|(r, _)| without_history(r))
            .collect();
        out.sort_by(|a, b| b.updated_at.cmp(&a.updated_at).then_with(|| a.id.cmp(&b.id)));
        out
    }

    fn remove(&self, id: &str) -> bool {
        self.lock().remove(id).is_some()
    }

    fn expire(&self, idle: Duration) -> Vec<String> {
        let now = Instant::now();
        let mut map = self.lock();
        let old: Vec<String> =
            map.iter().filter(|(_, (_, t))| now.duration_since(*t) >= idle).map(|(id, _)| id.clone()).collect();
        for id in &old {
            map.remove(id);
        }
        old
    }
}

/// A copy of `r` without its history, not cloning the history.
fn without_history(r: &SessionRecord) -> SessionRecord {
    SessionRecord {
        id: r.id.clone(),
        version: r.version,
        cwd: r.cwd.clone(),
        additional_directories: r.additional_directories.clone(),
        title: r.title.clone(),
        updated_at: r.updated_at.clone(),
        history: Vec::new(),
        foreground: r.foreground.clone(),
        heartbeat: r.heartbeat,
        settings: r.settings.clone(),
    }
}

/// Now as RFC 3339 in UTC with seconds (`2026-12-02T07:15:00Z`), from the
/// system clock; no date crate for one format.
#[must_use]
pub fn now_rfc3339() -> String {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    rfc3339(secs)
}

fn rfc3339(secs: u64) -> String {
    let days = i64::try_from(secs / 86_400).unwrap_or(0);
    let rem = secs % 86_400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z", rem / 3600, rem % 3600 / 60, rem % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    // The `Store` contract (list, append, update, remove, expire, round
    // trips) is tests/agent/store.rs's, run once for every backend.

    #[test]
    fn timestamps() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(rfc3339(1_796_014_995), "2026-11-30T05:03:15Z");
        assert_eq!(now_rfc3339().len(), 20);
    }
}
