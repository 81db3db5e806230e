//! [`PostgresStore`] (feature `postgres`): the sessions of a
//! [`SessionAgent`](acp_wire::agent::SessionAgent) or the echo agent in
//! PostgreSQL, shared by every node of a fleet, so a client may land on
//! any node and load or resume its session there.
//!
//! How each call of the [`Store`] contract is kept:
//!
//! | call | SQL |
//! |---|---|
//! | [`Store::append`] | one statement: the session's row is locked and its `last_seq` advanced, the entry inserted with it as its event id, `updated_at` and the expiry clock touched; durable when it returns |
//! | [`Store::history`] | one query: `seq > after`, in order, `LIMIT` |
//! | [`Store::update`] | one transaction: `SELECT … FOR UPDATE`, the closure, `UPDATE`: two nodes changing one session serialize |
//! | [`Store::list`] | one keyset query (`(updated_at, id)` after the cursor), `LIMIT` one more than asked to know whether a page follows |
//! | [`Store::meta`] | one query on the session's row |
//! | [`Store::insert`] | one transaction: the row and its history |
//! | [`Store::remove`], [`Store::expire`] | one `DELETE` (entries cascade); expiry by the database's clock |
//! | [`Store::signal`], [`Store::signals`] | `NOTIFY acp_wire_signals` / `LISTEN acp_wire_signals` on a connection of its own (reconnected when it breaks): every node hears every signal within the database's delivery time |
//!
//! The tables are created and migrated when the store connects
//! ([`schema`]); a database of a newer acp-wire is refused untouched.
//! Connections come from a pool (deadpool-postgres); a failed call is a
//! [`StoreError::Backend`], which the agent answers as -32603 and logs.
//!
//! The connection string is libpq's (`postgres://user:pass@host:5432/db`,
//! or `host=/run/postgresql dbname=acp` key/value form). TLS to the
//! database is not built in yet: run the database on a private network or
//! on the same host (a Unix socket).

use std::time::Duration;

use acp_wire::agent::store::{list_cursor, now_rfc3339, parse_list_cursor};
use acp_wire::agent::{Change, Entry, Event, ListPage, SessionRecord, Signal, Signals, Store, StoreError, StoreFuture};
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use tokio::sync::broadcast;
use tokio_postgres::{AsyncMessage, NoTls, Row};

pub mod schema;

pub use schema::SCHEMA_VERSION;

/// Why a [`PostgresStore`] could not be opened.
#[derive(Debug)]
#[non_exhaustive]
pub enum PostgresError {
    /// The connection string does not parse.
    Config(String),
    /// The database answered with an error, or could not be reached.
    Database(tokio_postgres::Error),
    /// No connection from the pool.
    Pool(deadpool_postgres::PoolError),
    /// The database was migrated by a newer acp-wire.
    NewerSchema {
        /// Its schema version.
        found: i32,
        /// The newest this build knows.
        supported: i32,
    },
}

impl std::fmt::Display for PostgresError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PostgresError::Config(e) => write!(f, "PostgreSQL connection string: {e}"),
            // tokio-postgres says only "db error" for an error the server
            // sent: the server's own message is the useful part.
            PostgresError::Database(e) => match e.as_db_error() {
                Some(db) => write!(f, "PostgreSQL: {db}"),
                None => write!(f, "PostgreSQL: {e}"),
            },
            PostgresError::Pool(e) => write!(f, "PostgreSQL connection pool: {e}"),
            PostgresError::NewerSchema { found, supported } => write!(
                f,
                "the database's acp-wire schema is version {found}, newer than this build's {supported}: \
                 upgrade acp-wire (the database was left untouched)"
            ),
        }
    }
}

impl std::error::Error for PostgresError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PostgresError::Database(e) => Some(e),
            PostgresError::Pool(e) => Some(e),
            _ => None,
        }
    }
}

impl From<tokio_postgres::Error> for PostgresError {
    fn from(e: tokio_postgres::Error) -> Self {
        PostgresError::Database(e)
    }
}

impl From<deadpool_postgres::PoolError> for PostgresError {
    fn from(e: deadpool_postgres::PoolError) -> Self {
        PostgresError::Pool(e)
    }
}

impl From<PostgresError> for StoreError {
    fn from(e: PostgresError) -> Self {
        StoreError::backend(e)
    }
}

/// Sessions in PostgreSQL (see the [module docs](self)).
#[derive(Clone)]
pub struct PostgresStore {
    pool: Pool,
    signals: broadcast::Sender<(String, Signal)>,
    /// The `LISTEN` task: ends with the last clone of the store.
    _listener: std::sync::Arc<AbortOnDrop>,
}

struct AbortOnDrop(tokio::task::AbortHandle);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// The channel of [`Store::signal`]: `NOTIFY` payloads `<signal> <session id>`.
const SIGNALS: &str = "acp_wire_signals";

/// Signals a node keeps for a subscriber that lags (the oldest go first).
const SIGNAL_BUFFER: usize = 1024;

/// Listens to [`SIGNALS`] on a connection of its own and passes each
/// signal on; when the connection breaks, connects again (every second).
async fn listen(config: tokio_postgres::Config, tx: broadcast::Sender<(String, Signal)>, ready: tokio::sync::oneshot::Sender<()>) {
    let mut ready = Some(ready);
    loop {
        match config.connect(NoTls).await {
            Ok((client, mut conn)) => {
                let pass = tx.clone();
                let poller = tokio::spawn(async move {
                    loop {
                        match std::future::poll_fn(|cx| conn.poll_message(cx)).await {
                            Some(Ok(AsyncMessage::Notification(n))) => {
                                let parsed = n.payload().split_once(' ').and_then(|(k, id)| Some((id.to_owned(), Signal::parse(k)?)));
                                match parsed {
                                    Some(signal) => {
                                        let _ = pass.send(signal);
                                    }
                                    None => tracing::warn!(payload = n.payload(), "acp-wire: an unknown store signal"),
                                }
                            }
                            Some(Ok(_)) => {}
                            Some(Err(e)) => {
                                tracing::warn!(error = %e, "acp-wire: the PostgreSQL signal connection broke");
                                return;
                            }
                            None => return,
                        }
                    }
                });
                match client.batch_execute(&format!("LISTEN {SIGNALS}")).await {
                    Ok(()) => {
                        if let Some(r) = ready.take() {
                            let _ = r.send(());
                        }
                        let _ = poller.await;
                    }
                    Err(e) => {
                        tracing::warn!(error = %e, "acp-wire: LISTEN for store signals failed");
                        poller.abort();
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "acp-wire: cannot connect for store signals"),
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

impl std::fmt::Debug for PostgresStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let status = self.pool.status();
        f.debug_struct("PostgresStore").field("connections", &status.size).field("max", &status.max_size).finish()
    }
}

/// Connections a store keeps at most unless told otherwise.
pub const DEFAULT_POOL_SIZE: usize = 16;

const COLUMNS: &str = "id, version, cwd, additional_directories, title, updated_at, foreground, heartbeat, settings";

/// The database's clock in Unix milliseconds (one clock for the fleet).
const NOW_MS: &str = "(extract(epoch FROM clock_timestamp()) * 1000)::bigint";

impl PostgresStore {
    /// Connects to `url` with a pool of [`DEFAULT_POOL_SIZE`] connections
    /// and migrates the database.
    ///
    /// # Errors
    /// A connection string that does not parse, a database that cannot be
    /// reached or migrated, or one of a newer schema.
    pub async fn connect(url: &str) -> Result<Self, PostgresError> {
        Self::connect_with(url, DEFAULT_POOL_SIZE).await
    }

    /// [`PostgresStore::connect`] with at most `pool_size` connections.
    ///
    /// # Errors
    /// As [`PostgresStore::connect`].
    pub async fn connect_with(url: &str, pool_size: usize) -> Result<Self, PostgresError> {
        let mut config: tokio_postgres::Config = url.parse().map_err(|e: tokio_postgres::Error| PostgresError::Config(e.to_string()))?;
        if config.get_application_name().is_none() {
            config.application_name("acp-wire");
        }
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(Duration::from_secs(10));
        }
        let manager = Manager::from_config(config.clone(), NoTls, ManagerConfig { recycling_method: RecyclingMethod::Fast });
        let pool = Pool::builder(manager)
            .max_size(pool_size.max(1))
            .wait_timeout(Some(Duration::from_secs(30)))
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .build()
            .map_err(|e| PostgresError::Config(e.to_string()))?;
        let mut client = pool.get().await?;
        schema::migrate(&mut client).await?;
        drop(client);
        let (signals, _) = broadcast::channel(SIGNAL_BUFFER);
        let (ready, listening) = tokio::sync::oneshot::channel();
        let listener = tokio::spawn(listen(config, signals.clone(), ready));
        let listener = std::sync::Arc::new(AbortOnDrop(listener.abort_handle()));
        // Signals sent once `connect` returned are heard (bounded: a
        // LISTEN that fails is retried in the background, and logged).
        let _ = tokio::time::timeout(Duration::from_secs(10), listening).await;
        Ok(PostgresStore { pool, signals, _listener: listener })
    }

    /// Whether the database answers (a health check's question).
    ///
    /// # Errors
    /// Why not.
    pub async fn ping(&self) -> Result<(), PostgresError> {
        self.pool.get().await?.simple_query("SELECT 1").await?;
        Ok(())
    }

    /// The pool the store draws its connections from.
    #[must_use]
    pub fn pool(&self) -> &Pool {
        &self.pool
    }

    async fn client(&self) -> Result<deadpool_postgres::Client, StoreError> {
        self.pool.get().await.map_err(|e| StoreError::from(PostgresError::from(e)))
    }
}

fn db(e: tokio_postgres::Error) -> StoreError {
    StoreError::from(PostgresError::Database(e))
}

/// A session row (selected as [`COLUMNS`]), without history.
fn record(row: &Row) -> Result<SessionRecord, StoreError> {
    let version: i32 = row.try_get(1).map_err(db)?;
    let mut r = SessionRecord::new(
        row.try_get::<_, String>(0).map_err(db)?,
        u16::try_from(version).map_err(StoreError::backend)?,
        row.try_get::<_, String>(2).map_err(db)?,
    );
    r.additional_directories = serde_json::from_str(row.try_get(3).map_err(db)?).map_err(StoreError::backend)?;
    r.title = row.try_get(4).map_err(db)?;
    r.updated_at = row.try_get(5).map_err(db)?;
    r.foreground = row.try_get(6).map_err(db)?;
    let heartbeat: Option<i64> = row.try_get(7).map_err(db)?;
    r.heartbeat = heartbeat.map(|ms| u64::try_from(ms).unwrap_or_default());
    r.settings = serde_json::from_str(row.try_get(8).map_err(db)?).map_err(StoreError::backend)?;
    Ok(r)
}

/// An entries row (seq, kind, message_id, json).
fn event(row: &Row) -> Result<Event, StoreError> {
    let seq: i64 = row.try_get(0).map_err(db)?;
    let kind: &str = row.try_get(1).map_err(db)?;
    let entry = Entry::from_columns(kind, row.try_get(2).map_err(db)?, row.try_get(3).map_err(db)?)?;
    Ok(Event::new(u64::try_from(seq).map_err(StoreError::backend)?, entry))
}

fn json_text(v: &impl serde::Serialize) -> Result<String, StoreError> {
    serde_json::to_string(v).map_err(StoreError::backend)
}

fn heartbeat(r: &SessionRecord) -> Option<i64> {
    r.heartbeat.map(|ms| i64::try_from(ms).unwrap_or(i64::MAX))
}

fn big(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

impl Store for PostgresStore {
    fn insert(&self, record: SessionRecord) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await.map_err(db)?;
            let (dirs, settings) = (json_text(&record.additional_directories)?, json_text(&record.settings)?);
            let version = i32::from(record.version);
            let last = big(record.history.len() as u64);
            // The same id again replaces the session (history included).
            tx.execute("DELETE FROM acp_wire_sessions WHERE id = $1", &[&record.id]).await.map_err(db)?;
            let sql = format!(
                "INSERT INTO acp_wire_sessions ({COLUMNS}, last_seq, touched_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, {NOW_MS})"
            );
            tx.execute(
                &sql,
                &[
                    &record.id,
                    &version,
                    &record.cwd,
                    &dirs,
                    &record.title,
                    &record.updated_at,
                    &record.foreground,
                    &heartbeat(&record),
                    &settings,
                    &last,
                ],
            )
            .await
            .map_err(db)?;
            if !record.history.is_empty() {
                let stmt = tx
                    .prepare_cached("INSERT INTO acp_wire_entries (session_id, seq, kind, message_id, json) VALUES ($1, $2, $3, $4, $5)")
                    .await
                    .map_err(db)?;
                for (i, e) in record.history.iter().enumerate() {
                    let (kind, message_id, json) = e.to_columns();
                    let seq = big(i as u64 + 1);
                    tx.execute(&stmt, &[&record.id, &seq, &kind, &message_id, &json]).await.map_err(db)?;
                }
            }
            tx.commit().await.map_err(db)
        })
    }

    fn meta<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<SessionRecord>> {
        Box::pin(async move {
            let client = self.client().await?;
            let stmt = client.prepare_cached(&format!("SELECT {COLUMNS} FROM acp_wire_sessions WHERE id = $1")).await.map_err(db)?;
            client.query_opt(&stmt, &[&id]).await.map_err(db)?.as_ref().map(record).transpose()
        })
    }

    fn history<'a>(&'a self, id: &'a str, after: u64, limit: usize) -> StoreFuture<'a, Vec<Event>> {
        Box::pin(async move {
            let client = self.client().await?;
            let stmt = client
                .prepare_cached(
                    "SELECT seq, kind, message_id, json FROM acp_wire_entries \
                     WHERE session_id = $1 AND seq > $2 ORDER BY seq LIMIT $3",
                )
                .await
                .map_err(db)?;
            let rows = client.query(&stmt, &[&id, &big(after), &big(limit as u64)]).await.map_err(db)?;
            rows.iter().map(event).collect()
        })
    }

    fn update<'a>(&'a self, id: &'a str, change: Change<'a>) -> StoreFuture<'a, bool> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await.map_err(db)?;
            let sql = format!("SELECT {COLUMNS} FROM acp_wire_sessions WHERE id = $1 FOR UPDATE");
            let Some(row) = tx.query_opt(&sql, &[&id]).await.map_err(db)? else { return Ok(false) };
            let mut r = record(&row)?;
            change(&mut r);
            let (dirs, settings) = (json_text(&r.additional_directories)?, json_text(&r.settings)?);
            let version = i32::from(r.version);
            let sql = format!(
                "UPDATE acp_wire_sessions SET version = $2, cwd = $3, additional_directories = $4, title = $5, \
                 updated_at = $6, foreground = $7, heartbeat = $8, settings = $9, touched_at = {NOW_MS} WHERE id = $1"
            );
            tx.execute(&sql, &[&id, &version, &r.cwd, &dirs, &r.title, &r.updated_at, &r.foreground, &heartbeat(&r), &settings])
                .await
                .map_err(db)?;
            tx.commit().await.map_err(db)?;
            Ok(true)
        })
    }

    fn append<'a>(&'a self, id: &'a str, entry: Entry) -> StoreFuture<'a, Option<u64>> {
        Box::pin(async move {
            let client = self.client().await?;
            let stmt = client
                .prepare_cached(&format!(
                    "WITH s AS (UPDATE acp_wire_sessions SET last_seq = last_seq + 1, updated_at = $5, touched_at = {NOW_MS} \
                     WHERE id = $1 RETURNING last_seq) \
                     INSERT INTO acp_wire_entries (session_id, seq, kind, message_id, json) \
                     SELECT $1, last_seq, $2, $3, $4 FROM s RETURNING seq"
                ))
                .await
                .map_err(db)?;
            let (kind, message_id, json) = entry.to_columns();
            let row = client.query_opt(&stmt, &[&id, &kind, &message_id, &json, &now_rfc3339()]).await.map_err(db)?;
            row.map(|r| r.try_get::<_, i64>(0).map_err(db).and_then(|s| u64::try_from(s).map_err(StoreError::backend)))
                .transpose()
        })
    }

    fn list<'a>(&'a self, version: u16, cwd: Option<&'a str>, cursor: Option<&'a str>, limit: usize) -> StoreFuture<'a, ListPage> {
        Box::pin(async move {
            let (at, after) = match cursor.map(parse_list_cursor).transpose()? {
                Some((at, id)) => (Some(at), Some(id)),
                None => (None, None),
            };
            let client = self.client().await?;
            let stmt = client
                .prepare_cached(&format!(
                    "SELECT {COLUMNS} FROM acp_wire_sessions \
                     WHERE version = $1 AND ($2::text IS NULL OR cwd = $2) \
                     AND ($3::text IS NULL OR updated_at < $3 OR (updated_at = $3 AND id > $4)) \
                     ORDER BY updated_at DESC, id LIMIT $5"
                ))
                .await
                .map_err(db)?;
            let version = i32::from(version);
            let rows = client.query(&stmt, &[&version, &cwd, &at, &after, &big(limit as u64 + 1)]).await.map_err(db)?;
            let more = rows.len() > limit;
            let sessions = rows.iter().take(limit).map(record).collect::<Result<Vec<_>, _>>()?;
            let next = if more { sessions.last().map(list_cursor) } else { None };
            Ok(ListPage::new(sessions, next))
        })
    }

    fn remove<'a>(&'a self, id: &'a str) -> StoreFuture<'a, bool> {
        Box::pin(async move {
            let client = self.client().await?;
            Ok(client.execute("DELETE FROM acp_wire_sessions WHERE id = $1", &[&id]).await.map_err(db)? > 0)
        })
    }

    fn signal<'a>(&'a self, id: &'a str, signal: Signal) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            let client = self.client().await?;
            let payload = format!("{} {id}", signal.as_str());
            client.execute("SELECT pg_notify($1, $2)", &[&SIGNALS, &payload]).await.map_err(db)?;
            Ok(())
        })
    }

    fn signals(&self) -> Option<Signals> {
        Some(self.signals.subscribe())
    }

    fn expire(&self, idle: Duration) -> StoreFuture<'_, Vec<String>> {
        Box::pin(async move {
            let client = self.client().await?;
            // At most ~31 years: the subtraction stays far from overflow.
            let idle = i64::try_from(idle.as_millis()).unwrap_or(i64::MAX).min(1_000_000_000_000);
            let sql = format!("DELETE FROM acp_wire_sessions WHERE touched_at <= {NOW_MS} - $1 RETURNING id");
            let rows = client.query(&sql, &[&idle]).await.map_err(db)?;
            let mut ids = rows.iter().map(|r| r.try_get::<_, String>(0).map_err(db)).collect::<Result<Vec<_>, _>>()?;
            ids.sort();
            Ok(ids)
        })
    }
}
