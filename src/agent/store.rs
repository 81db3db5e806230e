//! Where a [`SessionAgent`](super::SessionAgent) keeps its sessions: the
//! [`Store`] trait, the in-memory [`MemoryStore`] (the default), with the
//! `sqlite` feature `SqliteStore` (`acp_wire::agent::sqlite`), an SQLite
//! file that outlives the process and that processes on one machine share,
//! and in `acp-wire-remote` (feature `postgres`) a PostgreSQL store a fleet
//! of nodes shares.
//!
//! What is stored is version-neutral: a session's metadata and its history
//! as the JSON of the `session/update` payloads the agent sent (and the
//! user's prompts), so one store serves v1 and v2 connections and a
//! persistent backend only needs to keep JSON.
//!
//! | method | serves |
//! |---|---|
//! | [`Store::insert`] | `session/new` |
//! | [`Store::meta`] | every request naming a session (its version, `cwd`, foreground state), without the history |
//! | [`Store::history`] | `session/load` (v1) and `session/resume` (v2) replay, read in pages from an event id |
//! | [`Store::append`] | every update a turn sends and every prompt, each given the next event id of its session |
//! | [`Store::update`] | the metadata: title, `cwd`, `updatedAt`, foreground state, the agent's settings |
//! | [`Store::list`] | `session/list`, one page per call, with the store's own cursor |
//! | [`Store::remove`] | `session/delete` |
//! | [`Store::expire`] | idle-session cleanup ([`SessionAgent::expire_after`](super::SessionAgent::expire_after)) |
//! | [`Store::signal`], [`Store::signals`] | a fleet's `session/cancel` and `session/close` reaching the node that runs the turn (optional: a store of one process carries none) |
//!
//! # The contract
//!
//! Every method is async and fallible: a backend over a network awaits
//! its database instead of blocking the runtime's threads, and a failure
//! is a [`StoreError`], which the agent kit answers to the client as a
//! JSON-RPC error (-32603, or -32602 for a bad cursor) and logs; nothing
//! is dropped silently. What the agent relies on ([`contract`] checks
//! each row; run it against a backend of your own):
//!
//! | method | must |
//! |---|---|
//! | [`Store::append`] | be durable when it returns: the agent sends the update to the client right after, and a client must never have seen an update a restarted agent cannot replay. Return the entry's event id: 1 for a session's first entry, then each one greater than the last (a reader resumes "after" the last id it saw). Be cheap: it runs for every streamed chunk, so one insert, not a rewrite of the history. Touch `updated_at` |
//! | [`Store::history`] | return the entries with an event id greater than `after`, in order, at most `limit` of them (fewer only at the end) |
//! | [`Store::update`] | be an atomic read-modify-write of the metadata, the closure run on the current record inside a transaction that holds the session (`SELECT … FOR UPDATE`, SQLite's `BEGIN IMMEDIATE`): two nodes changing one session must not lose either change. The record it gets has no history, and the history is not changed |
//! | [`Store::meta`] | read the metadata only (no history) |
//! | [`Store::list`] | return up to `limit` sessions of the version (and `cwd`) without their history, most recently updated first, ties by id, after `cursor`, and the cursor of the next page when there are more (keyset paging, [`list_cursor`]: a session changed between two pages is not shown twice) |
//! | [`Store::insert`] | add the session (and the history it carries, as events 1, 2, …); its id is unique across every agent sharing the store (each agent puts a process-unique epoch in its session and message ids) |
//! | [`Store::expire`] | delete sessions by last change (a clock the nodes share) and return their ids, so the agent ends their turns where they run |
//! | every method | never panic; answer `Ok(None)` / `Ok(false)` for a session that does not exist, an error only when the backend failed |
//!
//! What the store carries of a running turn is its lease: the foreground
//! state with a heartbeat the turn's process refreshes every 2 s
//! ([`foreground`](super::foreground)). It keeps two turns of one session
//! from running on two nodes at once, lets a node that reopens the session
//! follow the turn's updates through the store ([`follow`](super::follow)),
//! and makes a resume anywhere report a turn whose process died (no beat
//! for 10 s) as `idle`, not `running` for ever. A turn's cancellation
//! reaches its node through [`Store::signal`] when the store carries
//! signals; the task itself stays where it runs.

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde_json::Value;

pub use crate::error::StoreError;

pub mod contract;

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

impl Entry {
    /// The entry as a persistent backend keeps it, one row of three
    /// columns: its kind (`"user"` or `"update"`), the prompt's message id,
    /// and its JSON text (a prompt's content blocks, an update's payload).
    /// [`Entry::from_columns`] reads it back.
    #[must_use]
    pub fn to_columns(&self) -> (&'static str, Option<&str>, String) {
        match self {
            Entry::User { message_id, content } => ("user", message_id.as_deref(), Value::from(content.clone()).to_string()),
            Entry::Update(v) => ("update", None, v.to_string()),
        }
    }

    /// The entry [`Entry::to_columns`] made.
    ///
    /// # Errors
    /// [`StoreError::Backend`] for an unknown kind or JSON that does not
    /// parse (a damaged row, or one of a newer acp-wire).
    pub fn from_columns(kind: &str, message_id: Option<String>, json: &str) -> Result<Entry, StoreError> {
        let value: Value = serde_json::from_str(json).map_err(StoreError::backend)?;
        match (kind, value) {
            ("user", Value::Array(content)) => Ok(Entry::User { message_id, content }),
            ("update", v) => Ok(Entry::Update(v)),
            (kind, _) => Err(StoreError::backend(format!("a stored entry of unknown kind {kind:?} (or a prompt that is not a list)"))),
        }
    }
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

/// The future a [`Store`] method returns (boxed, so that the trait is
/// object-safe: the agent holds an `Arc<dyn Store>`).
pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

/// A metadata change for [`Store::update`].
pub type Change<'a> = &'a mut (dyn FnMut(&mut SessionRecord) + Send);

/// An entry of a session's history with its event id.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Event {
    /// The entry's event id: 1 for the session's first, increasing.
    pub id: u64,
    /// The entry.
    pub entry: Entry,
}

impl Event {
    /// `entry` with the event id `id`.
    #[must_use]
    pub fn new(id: u64, entry: Entry) -> Self {
        Event { id, entry }
    }
}

/// One page of [`Store::list`].
#[derive(Debug, Clone, PartialEq, Default)]
#[non_exhaustive]
pub struct ListPage {
    /// The sessions, without their history.
    pub sessions: Vec<SessionRecord>,
    /// The cursor of the next page, when there is one.
    pub next: Option<String>,
}

impl ListPage {
    /// A page of `sessions` followed by the page at `next`.
    #[must_use]
    pub fn new(sessions: Vec<SessionRecord>, next: Option<String>) -> Self {
        ListPage { sessions, next }
    }
}

/// The keyset cursor of the list page that follows `last` (the last
/// session of a page): its `updated_at` and id. A backend that orders as
/// the contract says pages with it: the next page holds the sessions with
/// `updated_at < last.updated_at`, or equal and `id > last.id`.
#[must_use]
pub fn list_cursor(last: &SessionRecord) -> String {
    format!("{} {}", last.updated_at, last.id)
}

/// A cursor [`list_cursor`] made, as `(updated_at, id)`.
///
/// # Errors
/// [`StoreError::Cursor`] for a string that is not one: no space, or a
/// first part that is no RFC 3339 time (it starts with a digit and has a
/// `T`).
pub fn parse_list_cursor(cursor: &str) -> Result<(&str, &str), StoreError> {
    cursor
        .split_once(' ')
        .filter(|(at, id)| at.starts_with(|c: char| c.is_ascii_digit()) && at.contains('T') && !id.is_empty())
        .ok_or_else(|| StoreError::Cursor(cursor.to_owned()))
}

/// Whether `r` comes after the cursor position `(at, id)` in list order
/// (newest `updated_at` first, ties by id).
#[must_use]
pub fn after_cursor(r: &SessionRecord, (at, id): (&str, &str)) -> bool {
    r.updated_at.as_str() < at || (r.updated_at == at && r.id.as_str() > id)
}

/// Where sessions live (see the [module docs](self) for the contract).
/// Implementations are called from many connections at once.
pub trait Store: Send + Sync + 'static {
    /// Adds a session with the history it carries (its id is new: the
    /// agent makes ids unique).
    fn insert(&self, record: SessionRecord) -> StoreFuture<'_, ()>;
    /// The session without its history, if it exists.
    fn meta<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<SessionRecord>>;
    /// Up to `limit` entries of the session's history with an event id
    /// greater than `after` (0: from the start), in order; empty for a
    /// session that does not exist.
    fn history<'a>(&'a self, id: &'a str, after: u64, limit: usize) -> StoreFuture<'a, Vec<Event>>;
    /// Changes the session's metadata in one atomic read-modify-write;
    /// `false` when it does not exist. The record handed to `change` has
    /// no history; a change to it is ignored.
    fn update<'a>(&'a self, id: &'a str, change: Change<'a>) -> StoreFuture<'a, bool>;
    /// Appends to the session's history (and touches `updated_at`): its
    /// event id, `None` when the session does not exist.
    fn append<'a>(&'a self, id: &'a str, entry: Entry) -> StoreFuture<'a, Option<u64>>;
    /// One page of the sessions of `version` (only those whose `cwd` is
    /// `cwd`, when given): up to `limit` of them after `cursor`, without
    /// their history, most recently updated first, ties by id.
    fn list<'a>(&'a self, version: u16, cwd: Option<&'a str>, cursor: Option<&'a str>, limit: usize) -> StoreFuture<'a, ListPage>;
    /// Deletes the session with its history; `false` when it did not exist.
    fn remove<'a>(&'a self, id: &'a str) -> StoreFuture<'a, bool>;
    /// Deletes the sessions not changed for `idle` or longer and returns
    /// their ids.
    fn expire(&self, idle: Duration) -> StoreFuture<'_, Vec<String>>;

    /// Tells every agent sharing the store (the caller's too) to
    /// `signal` the session: a fleet's `session/cancel` or `session/close`
    /// reaching the node that runs the turn. The default tells no one: a
    /// store of one process has no one else to tell.
    fn signal<'a>(&'a self, id: &'a str, signal: Signal) -> StoreFuture<'a, ()> {
        let _ = (id, signal);
        Box::pin(std::future::ready(Ok(())))
    }

    /// The signals sent through the store ([`Store::signal`], by any
    /// agent sharing it), from now on; `None` when the store carries none
    /// (the default). A receiver that lags loses the oldest (a tokio
    /// broadcast channel).
    fn signals(&self) -> Option<Signals> {
        None
    }

    /// The session with its whole history ([`Store::meta`], then
    /// [`Store::history`] page by page): for tests and tools; the agent
    /// reads history in pages.
    fn get<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<SessionRecord>> {
        Box::pin(async move {
            let Some(mut r) = self.meta(id).await? else { return Ok(None) };
            let mut after = 0;
            loop {
                let page = self.history(id, after, HISTORY_PAGE).await?;
                let n = page.len();
                for e in page {
                    after = e.id;
                    r.history.push(e.entry);
                }
                if n < HISTORY_PAGE {
                    return Ok(Some(r));
                }
            }
        })
    }
}

/// A signal between the agents sharing a store ([`Store::signal`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Signal {
    /// `session/cancel`: end the session's running turn, `cancelled`.
    Cancel,
    /// `session/close`: end the session's running turn and close it.
    Close,
}

impl Signal {
    /// Its name on the wire of a store (`cancel`, `close`).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Signal::Cancel => "cancel",
            Signal::Close => "close",
        }
    }

    /// The signal named `name` ([`Signal::as_str`]).
    #[must_use]
    pub fn parse(name: &str) -> Option<Signal> {
        match name {
            "cancel" => Some(Signal::Cancel),
            "close" => Some(Signal::Close),
            _ => None,
        }
    }
}

/// The signals of a store, each with its session id ([`Store::signals`]).
pub type Signals = tokio::sync::broadcast::Receiver<(String, Signal)>;

/// The next signal a [`Signals`] receiver holds, after logging what it lost
/// by lagging; `None` once the store that sends them is gone.
pub async fn next_signal(signals: &mut Signals) -> Option<(String, Signal)> {
    loop {
        match signals.recv().await {
            Ok(s) => return Some(s),
            Err(tokio::sync::broadcast::error::RecvError::Lagged(n)) => {
                tracing::warn!(lost = n, "acp-wire: store signals lost (this node lagged)");
            }
            Err(tokio::sync::broadcast::error::RecvError::Closed) => return None,
        }
    }
}

/// The entries of history the agent reads per [`Store::history`] call.
pub const HISTORY_PAGE: usize = 256;

/// A shared store is a store: one the application also reads (or hands to
/// two agents) is passed as an `Arc`.
impl<S: Store + ?Sized> Store for std::sync::Arc<S> {
    fn insert(&self, record: SessionRecord) -> StoreFuture<'_, ()> {
        (**self).insert(record)
    }
    fn meta<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<SessionRecord>> {
        (**self).meta(id)
    }
    fn history<'a>(&'a self, id: &'a str, after: u64, limit: usize) -> StoreFuture<'a, Vec<Event>> {
        (**self).history(id, after, limit)
    }
    fn update<'a>(&'a self, id: &'a str, change: Change<'a>) -> StoreFuture<'a, bool> {
        (**self).update(id, change)
    }
    fn append<'a>(&'a self, id: &'a str, entry: Entry) -> StoreFuture<'a, Option<u64>> {
        (**self).append(id, entry)
    }
    fn list<'a>(&'a self, version: u16, cwd: Option<&'a str>, cursor: Option<&'a str>, limit: usize) -> StoreFuture<'a, ListPage> {
        (**self).list(version, cwd, cursor, limit)
    }
    fn remove<'a>(&'a self, id: &'a str) -> StoreFuture<'a, bool> {
        (**self).remove(id)
    }
    fn expire(&self, idle: Duration) -> StoreFuture<'_, Vec<String>> {
        (**self).expire(idle)
    }
    fn get<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<SessionRecord>> {
        (**self).get(id)
    }
    fn signal<'a>(&'a self, id: &'a str, signal: Signal) -> StoreFuture<'a, ()> {
        (**self).signal(id, signal)
    }
    fn signals(&self) -> Option<Signals> {
        (**self).signals()
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

/// A ready answer (the in-memory store never waits).
fn ready<'a, T: Send + 'a>(v: T) -> StoreFuture<'a, T> {
    Box::pin(std::future::ready(Ok(v)))
}

impl Store for MemoryStore {
    fn insert(&self, record: SessionRecord) -> StoreFuture<'_, ()> {
        self.lock().insert(record.id.clone(), (record, Instant::now()));
        ready(())
    }

    fn meta<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<SessionRecord>> {
        ready(self.lock().get(id).map(|(r, _)| without_history(r)))
    }

    fn history<'a>(&'a self, id: &'a str, after: u64, limit: usize) -> StoreFuture<'a, Vec<Event>> {
        let page = self.lock().get(id).map_or_else(Vec::new, |(r, _)| {
            let from = usize::try_from(after).unwrap_or(usize::MAX).min(r.history.len());
            (from..r.history.len()).take(limit).map(|i| Event::new(i as u64 + 1, r.history[i].clone())).collect()
        });
        ready(page)
    }

    fn update<'a>(&'a self, id: &'a str, change: Change<'a>) -> StoreFuture<'a, bool> {
        let found = match self.lock().get_mut(id) {
            Some((r, touched)) => {
                let mut meta = without_history(r);
                change(&mut meta);
                meta.history = std::mem::take(&mut r.history);
                // The id is the key: the record keeps it whatever the closure did.
                meta.id = std::mem::take(&mut r.id);
                *r = meta;
                *touched = Instant::now();
                true
            }
            None => false,
        };
        ready(found)
    }

    fn append<'a>(&'a self, id: &'a str, entry: Entry) -> StoreFuture<'a, Option<u64>> {
        let id = match self.lock().get_mut(id) {
            Some((r, touched)) => {
                r.history.push(entry);
                r.updated_at = now_rfc3339();
                *touched = Instant::now();
                Some(r.history.len() as u64)
            }
            None => None,
        };
        ready(id)
    }

    fn list<'a>(&'a self, version: u16, cwd: Option<&'a str>, cursor: Option<&'a str>, limit: usize) -> StoreFuture<'a, ListPage> {
        let after = match cursor.map(parse_list_cursor).transpose() {
            Ok(a) => a,
            Err(e) => return Box::pin(std::future::ready(Err(e))),
        };
        let map = self.lock();
        let mut all: Vec<&SessionRecord> = map
            .values()
            .map(|(r, _)| r)
            .filter(|r| r.version == version && cwd.is_none_or(|c| r.cwd == c) && after.is_none_or(|a| after_cursor(r, a)))
            .collect();
        all.sort_by(|a, b| b.updated_at.cmp(&a.updated_at).then_with(|| a.id.cmp(&b.id)));
        let more = all.len() > limit;
        let sessions: Vec<SessionRecord> = all.into_iter().take(limit).map(without_history).collect();
        let next = if more { sessions.last().map(list_cursor) } else { None };
        ready(ListPage::new(sessions, next))
    }

    fn remove<'a>(&'a self, id: &'a str) -> StoreFuture<'a, bool> {
        ready(self.lock().remove(id).is_some())
    }

    fn expire(&self, idle: Duration) -> StoreFuture<'_, Vec<String>> {
        let now = Instant::now();
        let mut map = self.lock();
        let mut old: Vec<String> =
            map.iter().filter(|(_, (_, t))| now.duration_since(*t) >= idle).map(|(id, _)| id.clone()).collect();
        for id in &old {
            map.remove(id);
        }
        old.sort();
        ready(old)
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

    // The `Store` contract is `contract`'s, run for every backend by
    // tests/agent/store.rs (and acp-wire-remote's tests for PostgresStore).

    #[test]
    fn timestamps() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(rfc3339(1_796_014_995), "2026-11-30T05:03:15Z");
        assert_eq!(now_rfc3339().len(), 20);
    }
}
