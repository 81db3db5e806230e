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
//! | [`Store::append`] | one transaction: an `UPDATE` of the session's row (`updated_at`, the expiry clock) and one `INSERT` of the entry; the history is never rewritten |
//! | [`Store::update`] | read-modify-write in one `IMMEDIATE` transaction: concurrent updates from two processes are serialized, none is lost. The closure is handed the whole record, so an update reads the history (appends do not); entries the closure added are inserted, a history it otherwise changed is rewritten |
//! | [`Store::list`] | one query, newest `updated_at` first, ties by id, no history read |
//! | [`Store::meta`] | the session's row only (no entries read) |
//! | [`Store::expire`] | deletes the sessions (with their entries) whose last change is `idle` or more ago, by the wall clock (shared by the processes) |
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
//!           heartbeat INTEGER NULL /* Unix ms, a running v2 turn's (migration 4) */)
//! entries  (session_id TEXT REFERENCES sessions, seq INTEGER,
//!           kind TEXT /* 'user' | 'update' */, message_id TEXT NULL,
//!           json TEXT /* the prompt's blocks | the update */,
//!           PRIMARY KEY (session_id, seq))
//! ```
//!
//! # Errors
//! The [`Store`] trait's methods cannot return an error. When SQLite fails
//! (a full disk, a lock held past the busy timeout, a row that does not
//! decode) the method logs it with `tracing::error!` and answers as if the
//! session were missing: `get` → `None`, `update` / `append` / `remove` →
//! `false`, `list` / `expire` → empty, `insert` → nothing inserted; it
//! never panics. The inherent `try_*` methods return the error instead.
//!
//! Every call runs on the calling thread (one connection per store behind
//! a mutex); a write waiting for another process's lock blocks that thread
//! for up to the busy timeout.

mod schema;

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rusqlite::types::Type;
use rusqlite::{params, Connection, OptionalExtension, Row, TransactionBehavior};

pub use self::schema::SCHEMA_VERSION;
use super::store::{now_rfc3339, Entry, SessionRecord, Store};

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
}

impl SqliteError {
    fn db(e: rusqlite::Error) -> Self {
        SqliteError::Database(Box::new(e))
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
        }
    }
}

impl std::error::Error for SqliteError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SqliteError::Database(e) => Some(&**e),
            SqliteError::NewerSchema { .. } => None,
        }
    }
}

/// Sessions in an SQLite file (see the [module docs](self)).
pub struct SqliteStore {
    conn: Mutex<Connection>,
    path: PathBuf,
}

impl fmt::Debug for SqliteStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SqliteStore").field("path", &self.path).finish_non_exhaustive()
    }
}

const COLUMNS: &str = "id, version, cwd, additional_directories, title, updated_at, foreground, settings, heartbeat";

/// One entry at the end of a session's history.
const INSERT_ENTRY: &str = "INSERT INTO entries (session_id, seq, kind, message_id, json) \
     VALUES (?1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM entries WHERE session_id = ?1), ?2, ?3, ?4)";

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

/// An `entries` row (kind, message_id, json).
fn entry(row: &Row<'_>) -> rusqlite::Result<Entry> {
    let kind: String = row.get(0)?;
    let json: String = row.get(2)?;
    match kind.as_str() {
        "user" => Ok(Entry::User {
            message_id: row.get(1)?,
            content: serde_json::from_str(&json).map_err(|e| decode_err(2, e))?,
        }),
        "update" => Ok(Entry::Update(serde_json::from_str(&json).map_err(|e| decode_err(2, e))?)),
        other => Err(decode_err(0, std::io::Error::other(format!("unknown entry kind {other:?}")))),
    }
}

fn insert_entry(conn: &Connection, id: &str, e: &Entry) -> rusqlite::Result<()> {
    let (kind, message_id, json) = match e {
        Entry::User { message_id, content } => ("user", message_id.as_deref(), json_text(content)?),
        Entry::Update(v) => ("update", None, v.to_string()),
    };
    conn.prepare_cached(INSERT_ENTRY)?.execute(params![id, kind, message_id, json])?;
    Ok(())
}

/// The session with its history (`history: false`: without).
fn read(conn: &Connection, id: &str, history: bool) -> rusqlite::Result<Option<SessionRecord>> {
    let sql = format!("SELECT {COLUMNS} FROM sessions WHERE id = ?1");
    let Some(mut r) = conn.prepare_cached(&sql)?.query_row([id], record).optional()? else {
        return Ok(None);
    };
    if history {
        let mut stmt = conn.prepare_cached("SELECT kind, message_id, json FROM entries WHERE session_id = ?1 ORDER BY seq")?;
        r.history = stmt.query_map([id], entry)?.collect::<rusqlite::Result<_>>()?;
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
        Ok(SqliteStore { conn: Mutex::new(conn), path })
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
            let Some(mut r) = read(&tx, id, true)? else { return Ok(false) };
            let before = r.history.clone();
            change(&mut r);
            // The row keeps its id whatever the closure did to `r.id`.
            write_meta(&tx, id, &r)?;
            let appended = r.history.len() >= before.len() && r.history[..before.len()] == before[..];
            let added = if appended {
                &r.history[before.len()..]
            } else {
                tx.execute("DELETE FROM entries WHERE session_id = ?1", [id])?;
                &r.history[..]
            };
            for e in added {
                insert_entry(&tx, id, e)?;
            }
            tx.commit()?;
            Ok(true)
        })
    }

    /// [`Store::append`]: one short transaction, committed (and fsynced)
    /// before it returns.
    ///
    /// # Errors
    /// When SQLite fails; nothing was appended then.
    pub fn try_append(&self, id: &str, entry: &Entry) -> Result<bool, SqliteError> {
        self.run(|conn| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let touched = tx
                .prepare_cached("UPDATE sessions SET updated_at = ?2, touched_at = ?3 WHERE id = ?1")?
                .execute(params![id, now_rfc3339(), now_ms()])?;
            if touched == 0 {
                return Ok(false);
            }
            insert_entry(&tx, id, entry)?;
            tx.commit()?;
            Ok(true)
        })
    }

    /// [`Store::list`].
    ///
    /// # Errors
    /// When SQLite fails or a stored value does not decode.
    pub fn try_list(&self, version: u16, cwd: Option<&str>) -> Result<Vec<SessionRecord>, SqliteError> {
        self.run(|conn| {
            let sql = format!(
                "SELECT {COLUMNS} FROM sessions WHERE version = ?1 AND (?2 IS NULL OR cwd = ?2) \
                 ORDER BY updated_at DESC, id ASC"
            );
            let mut stmt = conn.prepare_cached(&sql)?;
            let rows = stmt.query_map(params![version, cwd], record)?;
            rows.collect()
        })
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

/// Logs a failed call (see the module docs: a failure answers like a
/// missing session) and returns `fallback`.
fn logged<T>(op: &'static str, id: Option<&str>, r: Result<T, SqliteError>, fallback: T) -> T {
    r.unwrap_or_else(|e| {
        tracing::error!(op, session = id.unwrap_or(""), error = %e, "acp-wire: SqliteStore failed");
        fallback
    })
}

impl Store for SqliteStore {
    fn insert(&self, record: SessionRecord) {
        logged("insert", Some(&record.id), self.try_insert(&record), ());
    }

    fn meta(&self, id: &str) -> Option<SessionRecord> {
        logged("meta", Some(id), self.run(|conn| read(conn, id, false)), None)
    }

    fn get(&self, id: &str) -> Option<SessionRecord> {
        logged("get", Some(id), self.try_get(id), None)
    }

    fn update(&self, id: &str, change: &mut dyn FnMut(&mut SessionRecord)) -> bool {
        logged("update", Some(id), self.try_update(id, change), false)
    }

    fn append(&self, id: &str, entry: Entry) -> bool {
        logged("append", Some(id), self.try_append(id, &entry), false)
    }

    fn list(&self, version: u16, cwd: Option<&str>) -> Vec<SessionRecord> {
        logged("list", None, self.try_list(version, cwd), Vec::new())
    }

    fn remove(&self, id: &str) -> bool {
        logged("remove", Some(id), self.try_remove(id), false)
    }

    fn expire(&self, idle: Duration) -> Vec<String> {
        logged("expire", None, self.try_expire(idle), Vec::new())
    }
}
