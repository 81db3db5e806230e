//! A complete agent from one prompt handler: [`SessionAgent`] serves v1
//! and v2 (feature `v2`) with sessions kept in a [`Store`], so an agent
//! author writes only what a turn does.
//!
//! ```no_run
//! use acp_wire::agent::{Prompt, SessionAgent, StopReason, Turn};
//! use acp_wire::{error::ResponseError, transport::Transport};
//!
//! struct Echo;
//! impl Prompt for Echo {
//!     async fn prompt(&self, turn: Turn) -> Result<StopReason, ResponseError> {
//!         turn.say(&turn.text()).await?;
//!         Ok(StopReason::EndTurn)
//!     }
//! }
//!
//! # async fn run() -> acp_wire::Result<()> {
//! SessionAgent::new(Echo).info("echo", "0.1.0").serve(Transport::stdio()).await
//! # }
//! ```
//!
//! What it does for the handler, per version:
//!
//! | | v1 | v2 |
//! |---|---|---|
//! | advertises | `loadSession`, `sessionCapabilities` list/resume/close/delete/additionalDirectories, the handler's [`Accepts`], `mcpCapabilities.http` (feature `mcp-http`) | `session` (the baseline: new, list, resume, close, prompt, cancel) with delete, additionalDirectories, `mcp.stdio` (and `mcp.http` with feature `mcp-http`), the handler's [`Accepts`] |
//! | `session/new` | a fresh id (unique across processes sharing a store), `cwd` must be absolute | the same |
//! | `session/prompt` | runs the handler; its updates, then the answer with the stop reason | answers `{messageId}` at once, echoes the `user_message`, `running`, the handler's updates with the turn's message id, `idle` with the stop reason |
//! | turns of one session | one after another, also across agents sharing the store: a turn holds the session's lease ([`foreground::acquire`], its node named by [`SessionAgent::node_id`]) and renews it | the same |
//! | `session/load` / `session/resume` while a turn runs elsewhere (another node of a fleet, another connection) | after the replay, the turn's updates follow live through the store ([`follow`]), once each and in order, until it ends | the same, with its state changes and its own `idle` and stop reason |
//! | `session/cancel`, `session/close` received by a node that does not run the turn | sent through the store's signals ([`Store::signal`]): the turn's node ends it | the same |
//! | `session/cancel`, `session/close` | the handler's future is dropped; each tool call it left open reported `failed`; answered `cancelled` | dropped; each open tool call `cancelled`; `idle` `cancelled` |
//! | [`Prompt::commands`] | `available_commands_update` after the `session/new`, `load`, `resume` answers | after the `session/new`, `resume` answers |
//! | `notice` updates | sent, not recorded (the schema: "live events rather than session history") | the same |
//! | error / panic in the handler | an error response (-32603 for a panic) | `idle` with stop reason `error` carrying the JSON-RPC error |
//! | `session/load` | replays the history (user chunks, every recorded update), then answers | — |
//! | `session/resume` | reopens, no replay | reopens; with `replayFrom: {"type":"start"}` replays; then a `state_update` snapshot; then answers |
//! | `session/list` | the sessions of v1, by `cwd`, newest first, pages of [`PAGE`] with an opaque cursor | the same for v2 |
//! | `session/delete` | ends a running turn and forgets the session | the same |
//! | MCP servers (`session/new`, `load`, `resume`) | stdio ones started and sent MCP `initialize`, stopped with the session or replaced by a later request's list; with feature `mcp-http` http ones POSTed `initialize` (Streamable HTTP; one that cannot be reached is logged, the session goes on) and sent `DELETE` when let go; the handler does not get them (yet); other transports -32602 | the same, `session.mcp.stdio` (and `http`) advertised |
//!
//! Unknown prompt block types and kinds not advertised are refused by the
//! side before the handler runs (-32602), in both versions. A replayed
//! update the loading client lacks the capability for (a `compaction_update`
//! recorded for a client with `session.compaction`, …) is skipped and
//! logged; v1 replays `config_option_update` without boolean options to a
//! client that did not advertise them.
//!
//! To serve more than this (modes, config options, authentication,
//! extension methods), implement `v1::Agent` / `v2::Agent` on your own type
//! holding [`SessionAgent::v1_sessions`] / [`SessionAgent::v2_sessions`]
//! and hand them what you do not change (see [`V1Sessions`]).

pub mod follow;
pub mod foreground;
mod live;
pub(crate) mod mcp;
mod prompt;
#[cfg(feature = "sqlite")]
pub mod sqlite;
pub mod store;
mod turn;
pub mod typed;
mod v1;
#[cfg(feature = "v2")]
mod v2;

use std::sync::Arc;
use std::time::Duration;

pub use self::prompt::{Accepts, Command, Prompt, StopReason};
#[cfg(feature = "sqlite")]
pub use self::sqlite::{SqliteError, SqliteStore};
pub use self::store::{
    Change, Entry, Event, ListPage, MemoryStore, SessionRecord, Signal, Signals, Store, StoreError, StoreFuture,
};
pub use self::turn::{Turn, TurnClient, TEXT_CHUNK, TEXT_DELAY};
pub use self::typed::{
    ClientCapabilities, Location, Permission, PermissionKind, PermissionOption, PermissionOutcome, Plan, PlanEntry, PlanPriority,
    PlanStatus, ToolCall, ToolCallUpdate, ToolKind, ToolStatus,
};
pub use self::v1::{V1Sessions, V1Turn};
#[cfg(feature = "v2")]
pub use self::v2::{V2Sessions, V2Turn};

use self::live::Live;
use crate::error::Result;
use crate::rpc::Config;
use crate::side::AgentBuilder;
use crate::transport::Transport;

/// Sessions per `session/list` page.
pub const PAGE: usize = 50;

/// An agent of both versions around a [`Prompt`] handler (see the module
/// docs for what it serves). Cloning shares the handler, the store and the
/// running turns: serve many connections from clones.
pub struct SessionAgent<P> {
    shared: Arc<Shared<P>>,
}

impl<P> Clone for SessionAgent<P> {
    fn clone(&self) -> Self {
        SessionAgent { shared: Arc::clone(&self.shared) }
    }
}

pub(crate) struct Shared<P> {
    pub(crate) handler: P,
    pub(crate) store: Arc<dyn Store>,
    pub(crate) live: Live,
    /// The sessions' MCP servers (`mcp/`; this process's, never stored).
    pub(crate) mcp: mcp::Servers,
    name: String,
    version: String,
    expire: Option<Duration>,
    config: Config,
    /// This node's name, recorded as the owner of the turn leases it takes
    /// (default: the process's epoch, in hex).
    node: Option<String>,
}

impl<P: Prompt> SessionAgent<P> {
    /// An agent with `handler`, a [`MemoryStore`], the crate's name as its
    /// `agentInfo`, no expiry.
    #[must_use]
    pub fn new(handler: P) -> Self {
        SessionAgent {
            shared: Arc::new(Shared {
                handler,
                store: Arc::new(MemoryStore::new()),
                live: Live::default(),
                mcp: mcp::Servers::default(),
                name: "acp-wire-agent".to_owned(),
                version: env!("CARGO_PKG_VERSION").to_owned(),
                expire: None,
                config: Config::default(),
                node: None,
            }),
        }
    }

    fn with(mut self, f: impl FnOnce(&mut Shared<P>)) -> Self {
        match Arc::get_mut(&mut self.shared) {
            Some(s) => f(s),
            // Configured after cloning: the clones keep the old settings.
            None => tracing::warn!("acp-wire: SessionAgent configured after it was cloned; ignored"),
        }
        self
    }

    /// The agent's `name` and `version` (`agentInfo` / `info`).
    #[must_use]
    pub fn info(self, name: impl Into<String>, version: impl Into<String>) -> Self {
        let (name, version) = (name.into(), version.into());
        self.with(|s| {
            s.name = name;
            s.version = version;
        })
    }

    /// Keeps sessions in `store` instead of memory.
    #[must_use]
    pub fn store(self, store: impl Store) -> Self {
        let store: Arc<dyn Store> = Arc::new(store);
        self.with(|s| s.store = store)
    }

    /// Forgets sessions untouched for `idle` (checked whenever a session is
    /// created or listed); a running turn touches its session with every update.
    #[must_use]
    pub fn expire_after(self, idle: Duration) -> Self {
        self.with(|s| s.expire = Some(idle))
    }

    /// Names this node of a fleet: recorded as the owner of the turn
    /// leases it takes ([`SessionRecord::lease_owner`]), for operators.
    #[must_use]
    pub fn node_id(self, name: impl Into<String>) -> Self {
        let name = name.into();
        self.with(|s| s.node = Some(name))
    }

    /// The runtime's limits and timeouts for the connections.
    #[must_use]
    pub fn config(self, config: Config) -> Self {
        self.with(|s| s.config = config)
    }

    /// The handler.
    #[must_use]
    pub fn handler(&self) -> &P {
        &self.shared.handler
    }

    /// The sessions' store.
    #[must_use]
    pub fn sessions(&self) -> &dyn Store {
        &*self.shared.store
    }

    /// The side builder with every version this build has registered,
    /// for serving a connection yourself.
    #[must_use]
    pub fn builder(&self) -> AgentBuilder {
        let b = AgentBuilder::new().config(self.shared.config.clone()).v1(self.v1_sessions());
        #[cfg(feature = "v2")]
        let b = b.v2(self.v2_sessions());
        b
    }

    /// The kit's v1 agent, for an agent that serves more than the kit
    /// does (see [`V1Sessions`]).
    #[must_use]
    pub fn v1_sessions(&self) -> V1Sessions<P> {
        V1Sessions(Arc::clone(&self.shared))
    }

    /// The kit's v2 agent, for an agent that serves more than the kit
    /// does (see [`V2Sessions`]).
    #[cfg(feature = "v2")]
    #[must_use]
    pub fn v2_sessions(&self) -> V2Sessions<P> {
        V2Sessions(Arc::clone(&self.shared))
    }

    /// Whether session `id` is open on this agent: created, loaded or
    /// resumed here and not closed, deleted or expired since (what the
    /// unstable `session/status` calls `open`).
    #[must_use]
    pub fn is_open(&self, id: &str) -> bool {
        self.shared.live.is_open(id)
    }

    /// Ends every turn running (or waiting to) on this agent, `cancelled`,
    /// and returns once each has ended and given its lease back: what a
    /// node of a fleet does when it stops, so that the sessions are idle
    /// (and can be prompted on another node) at once rather than after
    /// their leases expire ([`foreground::STALE`]).
    pub async fn end_turns(&self) {
        self.shared.live.end_turns().await;
    }

    /// Serves one connection until it closes.
    ///
    /// # Errors
    /// As [`AgentBuilder::serve`].
    pub async fn serve(&self, transport: Transport) -> Result<()> {
        self.builder().serve(transport).await
    }
}

impl<P> Shared<P> {
    pub(crate) fn info(&self) -> (&str, &str) {
        (&self.name, &self.version)
    }

    /// Drops the sessions idle past the expiry, if one is set. A store
    /// that fails here is logged: the request that triggered the cleanup
    /// goes on.
    pub(crate) async fn expire(&self) {
        let Some(idle) = self.expire else { return };
        match self.store.expire(idle).await {
            Ok(ids) => {
                for id in ids {
                    self.live.forget(&id);
                    self.mcp.stop(&id);
                }
            }
            Err(e) => tracing::error!(error = %e, "acp-wire: expiring idle sessions failed"),
        }
    }

    /// The stored session `id` of `version` without its history, or -32002
    /// (-32603 when the store fails).
    pub(crate) async fn session(&self, version: u16, id: &str) -> std::result::Result<SessionRecord, crate::error::ResponseError> {
        self.store
            .meta(id)
            .await?
            .filter(|r| r.version == version)
            .ok_or_else(|| crate::error::ResponseError::resource_not_found(Some(id)))
    }

    /// Sends the session's history through `send`, page by page, in order
    /// (`session/load` and `session/resume` replay); the last event id sent.
    pub(crate) async fn replay<F, Fut>(&self, id: &str, mut send: F) -> std::result::Result<u64, crate::error::ResponseError>
    where
        F: FnMut(Entry) -> Fut,
        Fut: std::future::Future<Output = std::result::Result<(), crate::error::ResponseError>>,
    {
        let mut after = 0;
        loop {
            let page = self.store.history(id, after, store::HISTORY_PAGE).await?;
            let n = page.len();
            for e in page {
                after = e.id;
                send(e.entry).await?;
            }
            if n < store::HISTORY_PAGE {
                return Ok(after);
            }
        }
    }

    /// The id of the session's last event (0 for none).
    #[cfg(feature = "v2")]
    pub(crate) async fn last_event(&self, id: &str) -> std::result::Result<u64, crate::error::ResponseError> {
        let mut after = 0;
        loop {
            let page = self.store.history(id, after, store::HISTORY_PAGE).await?;
            let n = page.len();
            if let Some(e) = page.last() {
                after = e.id;
            }
            if n < store::HISTORY_PAGE {
                return Ok(after);
            }
        }
    }

    /// Queues a turn of session `id` behind its earlier ones here (see
    /// [`Live::begin`]), first starting to apply the store's signals.
    pub(crate) async fn begin(&self, id: &str) -> std::result::Result<live::Running, crate::error::ResponseError> {
        self.live.listen(&*self.store);
        self.live.begin(id).await
    }

    /// Takes the session's turn lease ([`foreground::acquire`]): waits
    /// while a turn of another node (or connection) runs.
    pub(crate) async fn lease(&self, id: &str) -> std::result::Result<(), crate::error::ResponseError> {
        let node = match &self.node {
            Some(n) => std::borrow::Cow::Borrowed(n.as_str()),
            None => std::borrow::Cow::Owned(self.live.epoch_name()),
        };
        Ok(foreground::acquire(&*self.store, id, foreground::RUNNING, &node).await?)
    }

    /// Tells the other nodes sharing the store about a `session/cancel` or
    /// `session/close` this one received, so that the node running the
    /// session's turn ends it; not when the turn runs here (ended here
    /// already: a late echo must not end the session's next turn). A store
    /// that carries no signals tells no one; a failure is logged.
    pub(crate) async fn signal(&self, id: &str, signal: Signal) {
        if self.live.turn_here(id) {
            return;
        }
        if let Err(e) = self.store.signal(id, signal).await {
            tracing::warn!(session = id, signal = signal.as_str(), error = %e, "acp-wire: the signal did not reach the other nodes");
        }
    }

    /// Follows the session's turn running elsewhere for a connection that
    /// reopened it ([`follow`]): from after event `after` (the replay's
    /// last), its state last shown as `shown`. Queued in the session's
    /// chain (a turn prompted here waits for it); stops when the turn is
    /// over, when `send` fails (the connection is gone), or when the
    /// session is closed here.
    pub(crate) fn follow<S, F>(&self, id: &str, after: u64, shown: &str, send: S)
    where
        S: FnMut(follow::Followed) -> F + Send + 'static,
        F: std::future::Future<Output = std::result::Result<(), crate::error::ResponseError>> + Send,
    {
        let Some(link) = self.live.follower(id) else { return };
        let follow = follow::Follow::new(Arc::clone(&self.store), id, after, shown);
        tokio::spawn(async move {
            follow.forward(link.closed.cancelled(), send).await;
            link.end().await;
        });
    }

    /// Sends a session-scoped message after the response that made the
    /// session known (`available_commands_update` after `session/new`,
    /// `load`, `resume`): queued in the session's chain, so that it
    /// precedes the updates of any later turn, from a task that runs once
    /// the handler has returned and the chain before it has ended. A
    /// failure is logged (the connection is gone).
    pub(crate) fn after_response<F>(&self, id: &str, send: F)
    where
        F: std::future::Future<Output = Result<()>> + Send + 'static,
    {
        let Some(mut link) = self.live.follower(id) else { return };
        tokio::spawn(async move {
            link.ready().await;
            if let Err(e) = send.await {
                tracing::debug!(error = %e, "acp-wire: session update after the response not sent");
            }
            link.end().await;
        });
    }

    /// A page of `session/list`: the sessions after `cursor` and the next cursor.
    pub(crate) async fn page(
        &self,
        version: u16,
        cwd: Option<&str>,
        cursor: Option<&str>,
    ) -> std::result::Result<(Vec<SessionRecord>, Option<String>), crate::error::ResponseError> {
        self.expire().await;
        let page = self.store.list(version, cwd, cursor, PAGE).await?;
        Ok((page.sessions, page.next))
    }
}

/// A stored JSON value as a version's typed one (the store holds what the
/// version files wrote, so a failure means a store of another program's making).
pub(crate) fn typed<T: serde::de::DeserializeOwned>(v: serde_json::Value) -> std::result::Result<T, crate::error::ResponseError> {
    serde_json::from_value(v).map_err(|e| crate::error::ResponseError::internal_error(format!("stored session data: {e}")))
}

/// A typed value as JSON, for the store.
pub(crate) fn json<T: serde::Serialize>(v: &T) -> serde_json::Value {
    // Generated types serialize infallibly (no maps with non-string keys).
    serde_json::to_value(v).unwrap_or(serde_json::Value::Null)
}

/// A replayed (or followed) update the side refused because this
/// connection's client did not advertise what its kind needs (a
/// `compaction_update` for a client without `session.compaction`, …; the
/// history may come from a connection that did): skipped, and logged;
/// other failures end the replay.
pub(crate) fn replay_sent(sent: Result<()>) -> std::result::Result<(), crate::error::ResponseError> {
    match sent {
        Err(crate::error::Error::Side(crate::error::SideError::ContentNotAdvertised { method, capability })) => {
            tracing::info!(method, capability, "acp-wire: a replayed update was skipped: the client did not advertise what it needs");
            Ok(())
        }
        other => Ok(other?),
    }
}

/// -32602 unless `path` is absolute (the spec requires absolute `cwd`s).
pub(crate) fn check_absolute(path: &str) -> std::result::Result<(), crate::error::ResponseError> {
    if std::path::Path::new(path).is_absolute() {
        Ok(())
    } else {
        Err(crate::error::ResponseError::invalid_params(format!("cwd must be an absolute path, got {path:?}")))
    }
}
