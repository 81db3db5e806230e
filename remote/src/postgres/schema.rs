//! The tables of [`PostgresStore`](super::PostgresStore) and their
//! versioned migrations, applied when a store connects.
//!
//! Text columns that are ordered or compared (`id`, `updated_at`) use the
//! `"C"` collation: byte order, the order the store contract (and every
//! other backend) lists sessions in, whatever the database's locale.
//! Entries and settings are kept as JSON text, byte for byte (a `jsonb`
//! column would reorder an update's members on replay).

use tokio_postgres::GenericClient;

use super::PostgresError;

/// The schema version this build writes (the number of its migrations).
pub const SCHEMA_VERSION: i32 = 1;

/// An arbitrary constant: the advisory lock nodes starting together take
/// so that one of them migrates and the others then see it done.
const MIGRATION_LOCK: i64 = 0x6163_705f_7769_7265; // "acp_wire"

/// Migration `i + 1` is `MIGRATIONS[i]`; shipped migrations never change.
const MIGRATIONS: [&str; SCHEMA_VERSION as usize] = [
    // 1: sessions, their history, and the clock of expiry (`touched_at`,
    // the database's milliseconds: one clock for the whole fleet).
    "CREATE TABLE acp_wire_sessions (
        id TEXT COLLATE \"C\" NOT NULL PRIMARY KEY,
        version INTEGER NOT NULL,
        cwd TEXT NOT NULL,
        additional_directories TEXT NOT NULL DEFAULT '[]',
        title TEXT,
        updated_at TEXT COLLATE \"C\" NOT NULL,
        foreground TEXT NOT NULL DEFAULT 'idle',
        heartbeat BIGINT,
        settings TEXT NOT NULL DEFAULT '{}',
        last_seq BIGINT NOT NULL DEFAULT 0,
        touched_at BIGINT NOT NULL
    );
    CREATE INDEX acp_wire_sessions_by_version ON acp_wire_sessions (version, updated_at DESC, id);
    CREATE INDEX acp_wire_sessions_by_touch ON acp_wire_sessions (touched_at);
    CREATE TABLE acp_wire_entries (
        session_id TEXT COLLATE \"C\" NOT NULL REFERENCES acp_wire_sessions (id) ON DELETE CASCADE,
        seq BIGINT NOT NULL,
        kind TEXT NOT NULL,
        message_id TEXT,
        json TEXT NOT NULL,
        PRIMARY KEY (session_id, seq)
    );",
];

/// Brings the database to [`SCHEMA_VERSION`] in one transaction under an
/// advisory lock; a database of a newer version is left untouched.
pub(super) async fn migrate(client: &mut deadpool_postgres::Client) -> Result<(), PostgresError> {
    let tx = client.transaction().await?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK]).await?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS acp_wire_schema (
            version INTEGER NOT NULL PRIMARY KEY,
            applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
        )",
    )
    .await?;
    let found: i32 = tx.query_one("SELECT COALESCE(MAX(version), 0) FROM acp_wire_schema", &[]).await?.get(0);
    if found > SCHEMA_VERSION {
        return Err(PostgresError::NewerSchema { found, supported: SCHEMA_VERSION });
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(usize::try_from(found).unwrap_or(0)) {
        let version = i32::try_from(i + 1).unwrap_or(i32::MAX);
        tx.batch_execute(sql).await?;
        tx.execute("INSERT INTO acp_wire_schema (version) VALUES ($1)", &[&version]).await?;
        tracing::info!(version, "acp-wire: PostgreSQL store migrated");
    }
    tx.commit().await?;
    Ok(())
}

/// The schema version of the database `client` is on (0: none yet).
///
/// # Errors
/// The database's.
pub async fn schema_version(client: &impl GenericClient) -> Result<i32, PostgresError> {
    let exists: bool = client.query_one("SELECT to_regclass('acp_wire_schema') IS NOT NULL", &[]).await?.get(0);
    if !exists {
        return Ok(0);
    }
    Ok(client.query_one("SELECT COALESCE(MAX(version), 0) FROM acp_wire_schema", &[]).await?.get(0))
}
