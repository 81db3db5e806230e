//! The file's schema, its migrations and the connection settings.
//!
//! The schema version is SQLite's `PRAGMA user_version` (0 in a new file).
//! Migration `n` takes a file from version `n - 1` to `n`; [`open`] applies
//! the missing ones in one `IMMEDIATE` transaction (so two processes
//! opening one old file migrate it once) and refuses a file of a version
//! newer than this build's [`SCHEMA_VERSION`]. Migrations are append-only:
//! one that has shipped is never edited, a change is a new migration.

use std::cell::Cell;
use std::path::Path;
use std::time::{Duration, Instant};

use rusqlite::{Connection, TransactionBehavior};

use super::{SqliteError, BUSY_TIMEOUT};

/// The schema version this build reads and writes.
pub const SCHEMA_VERSION: u32 = MIGRATIONS.len() as u32;

/// `MIGRATIONS[n - 1]` is migration `n`.
const MIGRATIONS: &[&str] = &[
    // 1: the tables. A session's metadata is one row; its history is one
    // row per entry, so appending is one INSERT (no rewrite of the history).
    // `touched_at` (Unix milliseconds) is the expiry clock, `updated_at`
    // (RFC 3339) what `session/list` shows and sorts by.
    "CREATE TABLE sessions (
        id TEXT NOT NULL PRIMARY KEY,
        version INTEGER NOT NULL,
        cwd TEXT NOT NULL,
        additional_directories TEXT NOT NULL DEFAULT '[]',
        title TEXT,
        updated_at TEXT NOT NULL,
        foreground TEXT NOT NULL DEFAULT 'idle',
        touched_at INTEGER NOT NULL
    );
    CREATE TABLE entries (
        session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        kind TEXT NOT NULL,
        message_id TEXT,
        json TEXT NOT NULL,
        PRIMARY KEY (session_id, seq)
    );",
    // 2: indexes for `session/list` (by version, newest first) and for
    // expiry (by last touch); without them both scan every session.
    "CREATE INDEX sessions_by_version ON sessions (version, updated_at DESC, id);
    CREATE INDEX sessions_by_touch ON sessions (touched_at);",
    // 3: the agent's own per-session state (`SessionRecord::settings`: the
    // echo agent's mode and config values), a JSON object.
    "ALTER TABLE sessions ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';",
    // 4: v2's heartbeat of a running turn (`SessionRecord::heartbeat`, Unix
    // milliseconds; NULL when idle): a resume tells a turn of a live process
    // from one whose process died.
    "ALTER TABLE sessions ADD COLUMN heartbeat INTEGER;",
    // 5: signals between the processes sharing the file (`Store::signal`:
    // a `session/cancel` or `session/close` received by one process for a
    // turn another one runs), read by each process's poller after the last
    // `seq` it saw; rows older than a minute are deleted by the writers.
    "CREATE TABLE signals (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        session_id TEXT NOT NULL,
        signal TEXT NOT NULL,
        at INTEGER NOT NULL
    );",
];

/// Opens `path` (created when missing) in WAL mode with the busy handler,
/// and brings its schema to [`SCHEMA_VERSION`].
pub(super) fn open(path: &Path) -> Result<Connection, SqliteError> {
    let mut conn = Connection::open(path).map_err(SqliteError::db)?;
    configure(&conn).map_err(SqliteError::db)?;
    let mode: String =
        conn.pragma_update_and_check(None, "journal_mode", "wal", |r| r.get(0)).map_err(SqliteError::db)?;
    // `memory` for `:memory:` (one process by definition); anything else
    // means a file system where WAL does not work (no shared memory), where
    // two processes could not share the file as documented.
    if !mode.eq_ignore_ascii_case("wal") && !mode.eq_ignore_ascii_case("memory") {
        return Err(SqliteError::Database(format!("{}: journal_mode is {mode:?}, WAL is required", path.display()).into()));
    }
    migrate(&mut conn)?;
    Ok(conn)
}

/// SQLite's busy handler: retries every millisecond for up to
/// [`BUSY_TIMEOUT`], then gives up (the call fails "database is locked").
///
/// Not `busy_timeout`: SQLite's own handler backs off to 100 ms sleeps, so
/// a process whose writes follow each other closely keeps taking the lock
/// while the other sleeps. Measured (`two_processes_share_one_file`, 200
/// append + update pairs each, back to back): with `busy_timeout` the
/// histories switched writer 4 times (one process waited for the other to
/// finish); polling every millisecond takes the lock in the first gap.
fn busy(count: i32) -> bool {
    thread_local! {
        /// When this thread's current wait began (a thread waits for one lock at a time).
        static SINCE: Cell<Option<Instant>> = const { Cell::new(None) };
    }
    let now = Instant::now();
    let since = SINCE.with(|s| {
        if count == 0 || s.get().is_none() {
            s.set(Some(now));
        }
        s.get().unwrap_or(now)
    });
    if now.duration_since(since) >= BUSY_TIMEOUT {
        return false;
    }
    std::thread::sleep(Duration::from_millis(1));
    true
}

fn configure(conn: &Connection) -> rusqlite::Result<()> {
    // First: every later statement (the WAL switch, the migration) may
    // meet another process's lock and must wait for it, not fail.
    conn.busy_handler(Some(busy))?;
    // Each commit is fsynced (WAL + FULL): an append that returned is on
    // disk, through a process kill and through a power cut.
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", true)
}

/// The file's schema version.
fn version(conn: &Connection) -> rusqlite::Result<u32> {
    let v: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    // user_version is a signed 32-bit header field: negative means a file
    // of another program's making, as does any version above ours.
    Ok(u32::try_from(v).unwrap_or(u32::MAX))
}

fn migrate(conn: &mut Connection) -> Result<(), SqliteError> {
    let newer = |found| SqliteError::NewerSchema { found, supported: SCHEMA_VERSION };
    match version(conn).map_err(SqliteError::db)? {
        v if v == SCHEMA_VERSION => return Ok(()),
        v if v > SCHEMA_VERSION => return Err(newer(v)),
        _ => {}
    }
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate).map_err(SqliteError::db)?;
    // Read again under the write lock: another process may have migrated
    // the file since.
    let found = version(&tx).map_err(SqliteError::db)?;
    if found > SCHEMA_VERSION {
        return Err(newer(found));
    }
    for (n, sql) in MIGRATIONS.iter().enumerate().skip(found as usize) {
        tx.execute_batch(sql).map_err(|e| SqliteError::Database(format!("schema migration {}: {e}", n + 1).into()))?;
    }
    tx.pragma_update(None, "user_version", SCHEMA_VERSION).map_err(SqliteError::db)?;
    tx.commit().map_err(SqliteError::db)?;
    if found < SCHEMA_VERSION {
        tracing::info!(from = found, to = SCHEMA_VERSION, "acp-wire: SqliteStore schema migrated");
    }
    Ok(())
}
