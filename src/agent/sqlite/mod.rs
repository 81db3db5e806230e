//! [`SqliteStore`]: sessions in an SQLite file (feature `sqlite`), so they
//! outlive the connection and the process, and processes on one machine
//! can share them.
//!
//! ```no_run
//! # use acp_wire::agent::{Prompt, StopReason, Turn};
//! # use acp_wire::error::ResponseError;
//! # struct Echo;
//! # impl Prompt for Echo {
//! #     async fn prompt(&self, _: Turn) -> Result<StopReason, ResponseError> { Ok(StopReason::EndTurn) }
//! # }
//! use acp_wire::agent::{SessionAgent, SqliteStore};
//! use acp_wire::transport::Transport;
//!
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! let agent = SessionAgent::new(Echo).store(SqliteStore::open("sessions.db")?);
//! agent.serve(Transport::stdio()).await?;
//! # Ok(())
//! # }
//! ```
//!
//! What survives: a client that reconnects to a restarted agent loads (v1
//! `session/load`) or resumes with replay (v2 `session/resume` with
//! `replayFrom: {"type": "start"}`) its session as it was, including a turn
//! cut short by a crash: every update is committed before it is sent, so a
//! client never saw one the file lacks. A second process opened on the same
//! file (another agent behind the same editor, the next agent of a
//! rolling restart) serves the same sessions.
//!
//! How:
//!
//! | | |
//! |---|---|
//! | journal | WAL: readers and the writer do not block each other; processes on one machine share the file (not over a network file system: WAL needs shared memory) |
//! | contention | a write that meets another process's lock retries every millisecond for up to [`BUSY_TIMEOUT`] instead of failing "database is locked" (not SQLite's `busy_timeout`, whose backoff to 100 ms sleeps lets a busy writer starve the other process) |
//! | durability | `synchronous = FULL`: each call that changes the file returns after its commit is fsynced |
//! | [`Store::append`] | one transaction: an `UPDATE` of the session's row (`updated_at`, the expiry clock) and one `INSERT` of the entry, whose `seq` is its event id; the history is never rewritten |
//! | [`Store::history`] | one query: `seq > after`, in `seq` order, `LIMIT` |
//! | [`Store::update`] | read-modify-write of the session's row in one `IMMEDIATE` transaction: concurrent updates from two processes are serialized, none is lost; no entry is read |
//! | [`Store::list`] | one query per page, newest `updated_at` first, ties by id, keyset-paged ([`list_cursor`]), no history read |
//! | [`Store::meta`] | the session's row only (no entries read) |
//! | [`Store::expire`] | deletes the sessions (with their entries) whose last change is `idle` or more ago, by the wall clock (shared by the processes) |
//! | [`Store::signal`], [`Store::signals`] | one machine's equivalent of PostgreSQL's `LISTEN/NOTIFY`: a signal is a row of `signals`; each process that listens polls the rows after the last one it saw every [`POLL`](super::foreground::POLL) (on a connection of its own), so a `session/cancel` received by one process ends the turn another one runs within a fraction of a second; rows older than a minute are deleted |
//! | schema | versioned ([`SCHEMA_VERSION`], in `PRAGMA user_version`), migrated on open; a file of a newer version is refused ([`SqliteError::NewerSchema`]) |
//!
//! Tables (the schema's migrations are in `schema.rs`):
//!
//! ```text
//! sessions (id TEXT PRIMARY KEY, version INTEGER, cwd TEXT,
//!           additional_directories TEXT /* JSON array */, title TEXT NULL,
//!           updated_at TEXT /* RFC 3339 */, foreground TEXT,
//!           touched_at INTEGER /* Unix ms, for expiry */,
//!           settings TEXT /* JSON object: SessionRecord::settings (migration 3) */,
//!           heartbeat INTEGER NULL /* Unix ms, a running turn's lease (migration 4) */)
//! signals  (seq INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT,
//!           signal TEXT /* 'cancel' | 'close' */, at INTEGER /* Unix ms */) /* migration 5 */
//! entries  (session_id TEXT REFERENCES sessions, seq INTEGER,
//!           kind TEXT /* 'user' | 'update' */, message_id TEXT NULL,
//!           json TEXT /* the prompt's blocks | the update */,
//!           PRIMARY KEY (session_id, seq))
//! ```
//!
//! # Errors
//! When SQLite fails (a full disk, a lock held past the busy timeout, a
//! row that does not decode) a [`Store`] method returns
//! [`StoreError::Backend`] with the [`SqliteError`] in it (the agent kit
//! answers the client -32603 and logs it); it never panics. The inherent
//! `try_*` methods are the same calls, synchronous, with [`SqliteError`].
//!
//! Every call runs SQLite on the calling thread (one connection per store
//! behind a mutex); on tokio's multi-thread runtime the [`Store`] methods
//! tell the runtime first (`block_in_place`), so that a write waiting up
//! to the busy timeout for another process's lock does not stall the
//! other tasks of that worker.

mod schema;

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rusqlite::types::Type;
use rusqlite::{params, Connection, OptionalExtension, Row, TransactionBehavior};
use tokio::sync::broadcast;

pub use self::schema::SCHEMA_VERSION;
use super::store::{
    after_cursor, list_cursor, now_rfc3339, parse_list_cursor, Change, Entry, Event, ListPage, SessionRecord, Signal, Signals,
    Store, StoreError, StoreFuture,
};

/// How long a call waits for another connection's lock (polling every
/// millisecond) before it fails "database is locked".
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Why a [`SqliteStore`] could not be opened, or a `try_*` call failed.
#[derive(Debug)]
#[non_exhaustive]
pub enum SqliteError {
    /// The file's schema is newer than this build knows: it was written by
    /// a newer acp-wire. Nothing was changed.
    NewerSchema {
        /// The file's schema version.
        found: u32,
        /// The newest this build knows ([`SCHEMA_VERSION`]).
        supported: u32,
    },
    /// SQLite failed, or a stored value did not decode.
    Database(Box<dyn std::error::Error + Send + Sync>),
    /// A `list` cursor this store did not make.
    Cursor(String),
}

impl SqliteError {
    fn db(e: rusqlite::Error) -> Self {
        SqliteError::Database(Box::new(e))
    }
}

impl From<SqliteError> for StoreError {
    fn from(e: SqliteError) -> Self {
        match e {
            SqliteError::Cursor(c) => StoreError::Cursor(c),
            e => StoreError::backend(e),
        }
    }
}

impl fmt::Display for SqliteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SqliteError::NewerSchema { found, supported } => write!(
                f,
                "the session store's schema version is {found}, newer than this build's {supported}: \
                 written by a newer acp-wire (refusing to open it)"
            ),
            SqliteError::Database(e) => write!(f, "session store: {e}"),
            SqliteError::Cursor(c) => write!(f, "unknown session/list cursor {c:?}"),
        }
    }
}

impl std::error::Error for SqliteError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SqliteError::Database(e) => Some(&**e),
            SqliteError::NewerSchema { .. } | SqliteError::Cursor(_) => None,
        }
    }
}

/// Sessions in an SQLite file (see the [module docs](self)).
pub struct SqliteStore {
    conn: Mutex<Connection>,
    path: PathBuf,
    /// The signals this process reads from the file ([`Store::signals`]),
    /// once a caller asked for them: its poller holds a weak reference and
    /// stops with the store.
    signals: OnceLock<Arc<broadcast::Sender<(String, Signal)>>>,
}

/// How long a signal row stays in the file: a listener is at most one poll
/// behind, so a minute is plenty.
const SIGNAL_KEEP_MS: i64 = 60_000;

impl fmt::Debug for SqliteStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SqliteStore").field("path", &self.path).finish_non_exhaustive()
    }
}

const COLUMNS: &str = "id, version, cwd, additional_directories, title, updated_at, foreground, settings, heartbeat";

/// One entry at the end of a session's history.
const INSERT_ENTRY: &str = "INSERT INTO entries (session_id, seq, kind, message_id, json) \
     VALUES (?1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM entries WHERE session_id = ?1), ?2, ?3, ?4) RETURNING seq";

fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

fn decode_err(column: usize, e: impl std::error::Error + Send + Sync + 'static) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(column, Type::Text, Box::new(e))
}

/// A `sessions` row (selected as [`COLUMNS`]), without history.
fn record(row: &Row<'_>) -> rusqlite::Result<SessionRecord> {
    let version: i64 = row.get(1)?;
    let dirs: String = row.get(3)?;
    let mut r = SessionRecord::new(
        row.get::<_, String>(0)?,
        u16::try_from(version).map_err(|e| decode_err(1, e))?,
        row.get::<_, String>(2)?,
    );
    r.additional_directories = serde_json::from_str(&dirs).map_err(|e| decode_err(3, e))?;
    r.title = row.get(4)?;
    r.updated_at = row.get(5)?;
    r.foreground = row.get(6)?;
    let settings: String = row.get(7)?;
    r.settings = serde_json::from_str(&settings).map_err(|e| decode_err(7, e))?;
    let heartbeat: Option<i64> = row.get(8)?;
    r.heartbeat = heartbeat.map(|ms| u64::try_from(ms).unwrap_or_default());
    Ok(r)
}

/// An `entries` row (seq, kind, message_id, json).
fn event(row: &Row<'_>) -> rusqlite::Result<Event> {
    let seq: i64 = row.get(0)?;
    let kind: String = row.get(1)?;
    let json: String = row.get(3)?;
    let entry = Entry::from_columns(&kind, row.get(2)?, &json).map_err(|e| decode_err(3, e))?;
    Ok(Event::new(u64::try_from(seq).map_err(|e| decode_err(0, e))?, entry))
}

/// Inserts `e` at the end of the history: its seq (event id).
fn insert_entry(conn: &Connection, id: &str, e: &Entry) -> rusqlite::Result<u64> {
    let (kind, message_id, json) = e.to_columns();
    let seq: i64 = conn.prepare_cached(INSERT_ENTRY)?.query_row(params![id, kind, message_id, json], |r| r.get(0))?;
    u64::try_from(seq).map_err(|e| decode_err(0, e))
}

/// Up to `limit` entries after `after`.
fn history(conn: &Connection, id: &str, after: u64, limit: usize) -> rusqlite::Result<Vec<Event>> {
    let mut stmt = conn.prepare_cached(
        "SELECT seq, kind, message_id, json FROM entries WHERE session_id = ?1 AND seq > ?2 ORDER BY seq LIMIT ?3",
    )?;
    let (after, limit) = (i64::try_from(after).unwrap_or(i64::MAX), i64::try_from(limit).unwrap_or(i64::MAX));
    let rows = stmt.query_map(params![id, after, limit], event)?;
    rows.collect()
}

/// The session with its history (`history: false`: without).
fn read(conn: &Connection, id: &str, with_history: bool) -> rusqlite::Result<Option<SessionRecord>> {
    let sql = format!("SELECT {COLUMNS} FROM sessions WHERE id = ?1");
    let Some(mut r) = conn.prepare_cached(&sql)?.query_row([id], record).optional()? else {
        return Ok(None);
    };
    if with_history {
        r.history = history(conn, id, 0, usize::MAX)?.into_iter().map(|e| e.entry).collect();
    }
    Ok(Some(r))
}

fn json_text(v: &impl serde::Serialize) -> rusqlite::Result<String> {
    serde_json::to_string(v).map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))
}

/// The heartbeat column's value.
fn heartbeat(r: &SessionRecord) -> Option<i64> {
    r.heartbeat.map(|ms| i64::try_from(ms).unwrap_or(i64::MAX))
}

fn write_meta(conn: &Connection, id: &str, r: &SessionRecord) -> rusqlite::Result<usize> {
    let dirs = json_text(&r.additional_directories)?;
    let settings = json_text(&r.settings)?;
    conn.prepare_cached(
        "UPDATE sessions SET version = ?2, cwd = ?3, additional_directories = ?4, title = ?5, \
         updated_at = ?6, foreground = ?7, touched_at = ?8, settings = ?9, heartbeat = ?10 WHERE id = ?1",
    )?
    .execute(params![id, r.version, r.cwd, dirs, r.title, r.updated_at, r.foreground, now_ms(), settings, heartbeat(r)])
}

impl SqliteStore {
    /// Opens the store in the SQLite file `path`, creating the file when it
    /// does not exist; migrates an older schema.
    ///
    /// # Errors
    /// [`SqliteError::NewerSchema`] for a file of a newer acp-wire;
    /// [`SqliteError::Database`] when the file cannot be opened, is not
    /// an SQLite database, or cannot be put in WAL mode.
    pub fn open(path: impl AsRef<Path>) -> Result<Self, SqliteError> {
        let path = path.as_ref().to_path_buf();
        let conn = schema::open(&path)?;
        Ok(SqliteStore { conn: Mutex::new(conn), path, signals: OnceLock::new() })
    }

    /// The file.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn lock(&self) -> MutexGuard<'_, Connection> {
        // A panic while holding the lock (in an update's closure) rolled
        // its transaction back when the transaction was dropped: the
        // connection is fine.
        self.conn.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn run<T>(&self, f: impl FnOnce(&mut Connection) -> rusqlite::Result<T>) -> Result<T, SqliteError> {
        f(&mut self.lock()).map_err(SqliteError::db)
    }

    /// [`Store::insert`], replacing a session of the same id.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn try_insert(&self, record: &SessionRecord) -> Result<(), SqliteError> {
        self.run(|conn| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            tx.execute("DELETE FROM entries WHERE session_id = ?1", [&record.id])?;
            tx.execute("DELETE FROM sessions WHERE id = ?1", [&record.id])?;
            let sql =
                format!("INSERT INTO sessions ({COLUMNS}, touched_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
            let (r, dirs, settings) = (record, json_text(&record.additional_directories)?, json_text(&record.settings)?);
            let values = params![r.id, r.version, r.cwd, dirs, r.title, r.updated_at, r.foreground, settings, heartbeat(r), now_ms()];
            tx.execute(&sql, values)?;
            for e in &record.history {
                insert_entry(&tx, &record.id, e)?;
            }
            tx.commit()
        })
    }

    /// [`Store::get`].
    ///
    /// # Errors
    /// When SQLite fails or a stored value does not decode.
    pub fn try_get(&self, id: &str) -> Result<Option<SessionRecord>, SqliteError> {
        self.run(|conn| {
            // One read transaction: the row and its entries from one snapshot.
            let tx = conn.transaction()?;
            read(&tx, id, true)
        })
    }

    /// [`Store::meta`].
    ///
    /// # Errors
    /// When SQLite fails or a stored value does not decode.
    pub fn try_meta(&self, id: &str) -> Result<Option<SessionRecord>, SqliteError> {
        self.run(|conn| read(conn, id, false))
    }

    /// [`Store::history`].
    ///
    /// # Errors
    /// When SQLite fails or a stored value does not decode.
    pub fn try_history(&self, id: &str, after: u64, limit: usize) -> Result<Vec<Event>, SqliteError> {
        self.run(|conn| history(conn, id, after, limit))
    }

    /// [`Store::update`].
    ///
    /// # Errors
    /// When SQLite fails or a stored value does not decode; nothing was
    /// changed then (`change` may have run).
    pub fn try_update(&self, id: &str, change: &mut dyn FnMut(&mut SessionRecord)) -> Result<bool, SqliteError> {
        self.run(|conn| {
            // IMMEDIATE: the write lock before the read, so no other
            // process's write lands between them.
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let Some(mut r) = read(&tx, id, false)? else { return Ok(false) };
            change(&mut r);
            // The row keeps its id whatever the closure did to `r.id`.
            write_meta(&tx, id, &r)?;
            tx.commit()?;
            Ok(true)
        })
    }

    /// [`Store::append`]: one short transaction, committed (and fsynced)
    /// before it returns; the entry's event id.
    ///
    /// # Errors
    /// When SQLite fails; nothing was appended then.
    pub fn try_append(&self, id: &str, entry: &Entry) -> Result<Option<u64>, SqliteError> {
        self.run(|conn| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let touched = tx
                .prepare_cached("UPDATE sessions SET updated_at = ?2, touched_at = ?3 WHERE id = ?1")?
                .execute(params![id, now_rfc3339(), now_ms()])?;
            if touched == 0 {
                return Ok(None);
            }
            let seq = insert_entry(&tx, id, entry)?;
            tx.commit()?;
            Ok(Some(seq))
        })
    }

    /// [`Store::list`].
    ///
    /// # Errors
    /// When SQLite fails or a stored value does not decode;
    /// [`SqliteError::Cursor`] for a cursor this store did not make.
    pub fn try_list(&self, version: u16, cwd: Option<&str>, cursor: Option<&str>, limit: usize) -> Result<ListPage, SqliteError> {
        let after = cursor.map(parse_list_cursor).transpose().map_err(|_| SqliteError::Cursor(cursor.unwrap_or("").to_owned()))?;
        let (at, after_id) = after.map_or((None, None), |(a, i)| (Some(a), Some(i)));
        let mut sessions = self.run(|conn| {
            let sql = format!(
                "SELECT {COLUMNS} FROM sessions WHERE version = ?1 AND (?2 IS NULL OR cwd = ?2) \
                 AND (?3 IS NULL OR updated_at < ?3 OR (updated_at = ?3 AND id > ?4)) \
                 ORDER BY updated_at DESC, id ASC LIMIT ?5"
            );
            let mut stmt = conn.prepare_cached(&sql)?;
            let fetch = i64::try_from(limit.saturating_add(1)).unwrap_or(i64::MAX);
            let rows = stmt.query_map(params![version, cwd, at, after_id, fetch], record)?;
            rows.collect::<rusqlite::Result<Vec<_>>>()
        })?;
        debug_assert!(after.is_none_or(|a| sessions.iter().all(|r| after_cursor(r, a))));
        let more = sessions.len() > limit;
        sessions.truncate(limit);
        let next = if more { sessions.last().map(list_cursor) } else { None };
        Ok(ListPage::new(sessions, next))
    }

    /// [`Store::remove`].
    ///
    /// # Errors
    /// When SQLite fails; nothing was removed then.
    pub fn try_remove(&self, id: &str) -> Result<bool, SqliteError> {
        self.run(|conn| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            tx.execute("DELETE FROM entries WHERE session_id = ?1", [id])?;
            let n = tx.execute("DELETE FROM sessions WHERE id = ?1", [id])?;
            tx.commit()?;
            Ok(n > 0)
        })
    }

    /// [`Store::expire`]: the ids deleted, in id order.
    ///
    /// # Errors
    /// When SQLite fails; nothing was deleted then.
    pub fn try_expire(&self, idle: Duration) -> Result<Vec<String>, SqliteError> {
        let cutoff = now_ms().saturating_sub(i64::try_from(idle.as_millis()).unwrap_or(i64::MAX));
        self.run(|conn| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let ids: Vec<String> = {
                let mut stmt = tx.prepare_cached("SELECT id FROM sessions WHERE touched_at <= ?1 ORDER BY id")?;
                let rows = stmt.query_map([cutoff], |r| r.get(0))?;
                rows.collect::<rusqlite::Result<_>>()?
            };
            if !ids.is_empty() {
                let old = "SELECT id FROM sessions WHERE touched_at <= ?1";
                tx.execute(&format!("DELETE FROM entries WHERE session_id IN ({old})"), [cutoff])?;
                tx.execute("DELETE FROM sessions WHERE touched_at <= ?1", [cutoff])?;
            }
            tx.commit()?;
            Ok(ids)
        })
    }
}

/// Runs a synchronous SQLite call from async code: on tokio's
/// multi-thread runtime the worker hands its other tasks on first
/// (`block_in_place`: a write may wait for another process's lock).
impl SqliteStore {
    /// [`Store::signal`]: a row of `signals` (and the rows older than a
    /// minute deleted).
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn try_signal(&self, id: &str, signal: Signal) -> Result<(), SqliteError> {
        self.run(|conn| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let now = now_ms();
            tx.execute("INSERT INTO signals (session_id, signal, at) VALUES (?1, ?2, ?3)", params![id, signal.as_str(), now])?;
            tx.execute("DELETE FROM signals WHERE at < ?1", [now - SIGNAL_KEEP_MS])?;
            tx.commit()
        })
    }

    /// The signals after `seq` (in order), as `(seq, session, signal)`; a
    /// signal name of a newer acp-wire is skipped.
    fn signals_after(&self, seq: i64) -> Result<Vec<(i64, String, Signal)>, SqliteError> {
        self.run(|conn| {
            let mut stmt = conn.prepare_cached("SELECT seq, session_id, signal FROM signals WHERE seq > ?1 ORDER BY seq")?;
            let rows = stmt.query_map([seq], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?, r.get::<_, String>(2)?)))?;
            let mut out = Vec::new();
            for row in rows {
                let (seq, id, name) = row?;
                if let Some(signal) = Signal::parse(&name) {
                    out.push((seq, id, signal));
                }
            }
            Ok(out)
        })
    }

    /// The last signal's `seq` (0 for none).
    fn last_signal(&self) -> Result<i64, SqliteError> {
        self.run(|conn| conn.query_row("SELECT COALESCE(MAX(seq), 0) FROM signals", [], |r| r.get(0)))
    }

    /// Starts this store's signal poller; `None` outside a tokio runtime,
    /// for an in-memory database (one process: nobody else to hear from),
    /// or when the file cannot be opened again (logged).
    fn start_signals(&self) -> Option<Arc<broadcast::Sender<(String, Signal)>>> {
        let runtime = tokio::runtime::Handle::try_current().ok()?;
        if self.path.as_os_str() == ":memory:" {
            return None;
        }
        let reader = match SqliteStore::open(&self.path) {
            Ok(r) => Arc::new(r),
            Err(e) => {
                tracing::warn!(path = %self.path.display(), error = %e, "acp-wire: SQLite signals unavailable");
                return None;
            }
        };
        // From now on: signals sent before the first caller listened are
        // not theirs.
        let mut last = match reader.last_signal() {
            Ok(n) => n,
            Err(e) => {
                tracing::warn!(path = %self.path.display(), error = %e, "acp-wire: SQLite signals unavailable");
                return None;
            }
        };
        let (tx, _) = broadcast::channel(1024);
        let tx = Arc::new(tx);
        let weak = Arc::downgrade(&tx);
        runtime.spawn(async move {
            loop {
                tokio::time::sleep(super::foreground::POLL).await;
                let Some(tx) = weak.upgrade() else { return };
                let r = reader.clone();
                let rows = match tokio::task::spawn_blocking(move || r.signals_after(last)).await {
                    Ok(Ok(rows)) => rows,
                    Ok(Err(e)) => {
                        tracing::warn!(error = %e, "acp-wire: reading SQLite signals failed (retrying)");
                        continue;
                    }
                    Err(_) => return,
                };
                for (seq, id, signal) in rows {
                    last = seq;
                    // No receiver now: nobody to tell.
                    let _ = tx.send((id, signal));
                }
            }
        });
        Some(tx)
    }
}

fn blocking<T>(f: impl FnOnce() -> Result<T, SqliteError>) -> Result<T, StoreError> {
    let multi = tokio::runtime::Handle::try_current()
        .is_ok_and(|h| h.runtime_flavor() == tokio::runtime::RuntimeFlavor::MultiThread);
    let r = if multi { tokio::task::block_in_place(f) } else { f() };
    r.map_err(StoreError::from)
}

impl Store for SqliteStore {
    fn insert(&self, record: SessionRecord) -> StoreFuture<'_, ()> {
        Box::pin(async move { blocking(|| self.try_insert(&record)) })
    }

    fn meta<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<SessionRecord>> {
        Box::pin(async move { blocking(|| self.try_meta(id)) })
    }

    fn history<'a>(&'a self, id: &'a str, after: u64, limit: usize) -> StoreFuture<'a, Vec<Event>> {
        Box::pin(async move { blocking(|| self.try_history(id, after, limit)) })
    }

    fn update<'a>(&'a self, id: &'a str, change: Change<'a>) -> StoreFuture<'a, bool> {
        Box::pin(async move { blocking(|| self.try_update(id, change)) })
    }

    fn append<'a>(&'a self, id: &'a str, entry: Entry) -> StoreFuture<'a, Option<u64>> {
        Box::pin(async move { blocking(|| self.try_append(id, &entry)) })
    }

    fn list<'a>(&'a self, version: u16, cwd: Option<&'a str>, cursor: Option<&'a str>, limit: usize) -> StoreFuture<'a, ListPage> {
        Box::pin(async move { blocking(|| self.try_list(version, cwd, cursor, limit)) })
    }

    fn remove<'a>(&'a self, id: &'a str) -> StoreFuture<'a, bool> {
        Box::pin(async move { blocking(|| self.try_remove(id)) })
    }

    fn expire(&self, idle: Duration) -> StoreFuture<'_, Vec<String>> {
        Box::pin(async move { blocking(|| self.try_expire(idle)) })
    }

    fn signal<'a>(&'a self, id: &'a str, signal: Signal) -> StoreFuture<'a, ()> {
        Box::pin(async move { blocking(|| self.try_signal(id, signal)) })
    }

    fn signals(&self) -> Option<Signals> {
        if let Some(tx) = self.signals.get() {
            return Some(tx.subscribe());
        }
        let tx = self.start_signals()?;
        // Two first callers at once: one poller is kept, the other stops
        // with its sender.
        Some(self.signals.get_or_init(|| tx).subscribe())
    }

    fn get<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<SessionRecord>> {
        // One read transaction: the row and its entries from one snapshot.
        Box::pin(async move { blocking(|| self.try_get(id)) })
    }
}
