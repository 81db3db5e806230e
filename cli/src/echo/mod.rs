//! The reference echo agent: serves v1 and v2, streams each prompt back word
//! by word (long ones in bounded slices), and offers slash commands that exercise the whole protocol.
//!
//! Used by `cli/examples/echo_agent.rs`, by `acp-wire echo-agent`, and as the
//! default agent of `acp-wire conform`.
//!
//! ```no_run
//! # async fn run() -> acp_wire::Result<()> {
//! use acp_wire_cli::echo::{serve_stdio, Options};
//! serve_stdio(Options::new()).await
//! # }
//! ```
//!
//! What it does (the README section "The echo agent" has the full list):
//! * A plain prompt comes back as `agent_message_chunk`s, one per word
//!   (text over 4 KiB: in slices of at most 4 KiB that rejoin to it
//!   exactly; other content kinds: a line saying what was received), then
//!   `end_turn`. v1: every update of a turn precedes the prompt response.
//!   v2: the prompt is echoed as a `user_message` and answered on
//!   acceptance; the turn runs (`state_update` running … idle with the
//!   `stopReason`).
//! * Slash commands, advertised with `available_commands_update` after
//!   `session/new`, `session/load` and `session/resume`: `/help`,
//!   `/updates` (one update of every kind of the version), `/slow [seconds]
//!   text` (stops with `cancelled` on `session/cancel`), `/permission`
//!   (asks, then uses `fs/*` and `terminal/*` where the client offers them),
//!   `/read ABSOLUTE_PATH` (v1 `fs/read_text_file`), `/elicit [url]`
//!   (asks for a name through `elicitation/create` where the client
//!   advertised the mode, and goes on without it otherwise or when the
//!   answer is not an accepted one; `url`: URL mode, then
//!   `elicitation/complete`).
//! * The session lifecycle is the agent kit's ([`SessionAgent`]: this
//!   agent is a [`Prompt`] handler, `Echo`, plus the methods the kit
//!   does not serve, around its `V1Sessions` / `V2Sessions`).
//! * Sessions live in memory for the life of the [`EchoAgent`] (shared by
//!   its connections; [`EchoAgent::with_store`] for another store): `session/load` (v1) and `session/resume` with
//!   `replayFrom` (v2) replay the history (every prompt and every update its
//!   turn sent, notices and v2 `state_update`s excepted); a v2 resume then
//!   sends a `state_update` snapshot of the session's foreground state
//!   (`running` while a turn runs, else `idle`) before answering; list,
//!   resume, close, delete; modes `ask` and
//!   `code` (v1) and the config options `style` (select: `plain`, `upper`)
//!   and `thoughts` (boolean; v1 only when the client advertised
//!   `session.configOptions.boolean`).
//! * Stdio MCP servers a session request lists are started, sent MCP's
//!   `initialize`, and stopped with the session (`agent::mcp`); with
//!   feature `mcp-http` (in `cli`) HTTP ones are connected too, and
//!   advertised; other transports are refused with -32602. v2 lists one auth method (`echo-login`),
//!   never required, and serves `auth/login` and `auth/logout`.
//! * `_echo/…` extension requests are answered with their params.
//!
//! Logs go through `tracing`; nothing is written to stdout but the protocol.

mod command;
mod elicit;
mod session;
mod showcase;
#[cfg(any(acp_v1 = "session/set_title", acp_v2 = "session/set_title"))]
mod title;
mod turn;
#[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
mod unstable;
mod v1;
mod v2;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::value::RawValue;
use serde_json::{Map, Value};

#[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
use self::session::SessionRow;
use self::session::{Session, Store, STYLE, STYLE_CHOICES, THOUGHTS};
use acp_wire::agent::{Accepts, Command, Prompt, SessionAgent, StopReason, Turn};
use acp_wire::error::{ResponseError, Result};
use acp_wire::rpc::Config;
use acp_wire::side::{AgentBuilder, ExtRequest};
use acp_wire::transport::Transport;

/// The name the agent gives in `agentInfo` / `info`.
pub const AGENT_NAME: &str = "acp-wire-echo-agent";
/// The title and version beside [`AGENT_NAME`].
pub(crate) const AGENT_TITLE: &str = "acp-wire echo agent";
pub(crate) const AGENT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// How an [`EchoAgent`] behaves.
#[derive(Clone)]
pub struct Options {
    versions: Vec<u16>,
    slow_interval: Duration,
    slow_seconds: f64,
    config: Config,
    node: Option<String>,
}

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Options")
            .field("versions", &self.versions)
            .field("slow_interval", &self.slow_interval)
            .field("slow_seconds", &self.slow_seconds)
            .finish_non_exhaustive()
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            versions: vec![1, 2],
            slow_interval: Duration::from_millis(100),
            slow_seconds: 5.0,
            config: Config::default(),
            node: None,
        }
    }
}

impl Options {
    /// Both protocol versions, `/slow` at one word per 100 ms for 5 s.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Serves only these protocol versions (each 1 or 2).
    ///
    /// # Errors
    /// [`VersionsError::Empty`] for an empty list,
    /// [`VersionsError::Unsupported`] for a version other than 1 and 2.
    pub fn versions(mut self, versions: &[u16]) -> std::result::Result<Self, VersionsError> {
        if versions.is_empty() {
            return Err(VersionsError::Empty);
        }
        if let Some(v) = versions.iter().find(|v| !matches!(v, 1 | 2)) {
            return Err(VersionsError::Unsupported(*v));
        }
        let mut v = versions.to_vec();
        v.sort_unstable();
        v.dedup();
        self.versions = v;
        Ok(self)
    }

    /// The versions served, ascending.
    #[must_use]
    pub fn served_versions(&self) -> &[u16] {
        &self.versions
    }

    /// This node's name in a fleet (`serve --node-id`): recorded as the
    /// owner of the turn leases it takes
    /// ([`SessionRecord::lease_owner`](acp_wire::agent::SessionRecord::lease_owner)).
    /// Default: a process-unique number.
    #[must_use]
    pub fn node_id(mut self, node: impl Into<String>) -> Self {
        self.node = Some(node.into());
        self
    }

    /// Time between two `/slow` chunks.
    #[must_use]
    pub fn slow_interval(mut self, interval: Duration) -> Self {
        self.slow_interval = interval;
        self
    }

    /// How long `/slow` streams when the prompt names no duration.
    #[must_use]
    pub fn slow_seconds(mut self, seconds: f64) -> Self {
        self.slow_seconds = seconds.clamp(0.0, command::SLOW_MAX_SECONDS);
        self
    }

    /// Connection settings (for example an observer of every frame).
    #[must_use]
    pub fn config(mut self, config: Config) -> Self {
        self.config = config;
        self
    }
}

/// Parses a `--protocol` value: `1`, `2` or `1,2`.
///
/// # Errors
/// [`VersionsError::Unparsable`] naming the first part that is neither `1`
/// nor `2`.
pub fn parse_versions(s: &str) -> std::result::Result<Vec<u16>, VersionsError> {
    let versions = s
        .split(',')
        .map(|p| match p.trim() {
            "1" => Ok(1),
            "2" => Ok(2),
            other => Err(VersionsError::Unparsable(other.to_owned())),
        })
        .collect::<std::result::Result<Vec<u16>, VersionsError>>()?;
    Options::new().versions(&versions).map(|o| o.versions)
}

/// Why [`Options::versions`] or [`parse_versions`] refused a set of protocol
/// versions.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum VersionsError {
    /// No version at all: an agent that serves nothing cannot answer
    /// `initialize`.
    Empty,
    /// A version the echo agent does not implement.
    Unsupported(u16),
    /// A part of a `--protocol` value that is not a version number this
    /// agent knows (kept as written, trimmed).
    Unparsable(String),
}

impl std::fmt::Display for VersionsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            VersionsError::Empty => f.write_str("no protocol version to serve"),
            VersionsError::Unsupported(v) => {
                write!(f, "protocol version {v} is not served by the echo agent (1 and 2 are)")
            }
            VersionsError::Unparsable(part) => write!(f, "bad protocol version {part:?} (want 1, 2 or 1,2)"),
        }
    }
}

impl std::error::Error for VersionsError {}

/// What the connections of one agent share.
pub(crate) struct Shared {
    pub(crate) store: Arc<Store>,
    pub(crate) options: Options,
    /// The agent kit serving the sessions' lifecycle around [`Echo`].
    pub(crate) kit: SessionAgent<Echo>,
}

impl std::fmt::Debug for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Shared").field("options", &self.options).finish_non_exhaustive()
    }
}

/// The echo agent's prompt handler: what a turn does (the slash commands,
/// the echo), on the agent kit's [`Turn`].
pub(crate) struct Echo {
    pub(crate) store: Arc<Store>,
    pub(crate) options: Options,
}

impl Prompt for Echo {
    async fn prompt(&self, turn: Turn) -> std::result::Result<StopReason, ResponseError> {
        // Named after its first prompt while it has no title.
        self.store.name_after(turn.version(), turn.session_id(), turn.prompt()).await?;
        let cancelled = match turn.version() {
            1 => v1::run(self, &turn).await? == acp_wire::v1::StopReason::Cancelled,
            _ => v2::run(self, &turn).await? == acp_wire::v2::IdleStateUpdateStopReason::Cancelled,
        };
        Ok(if cancelled { StopReason::Cancelled } else { StopReason::EndTurn })
    }

    fn accepts(&self) -> Accepts {
        Accepts::everything()
    }

    fn commands(&self) -> Vec<Command> {
        command::COMMANDS
            .iter()
            .map(|(name, description, hint)| {
                let c = Command::new(*name, *description);
                match hint {
                    Some(h) => c.hint(*h),
                    None => c,
                }
            })
            .collect()
    }
}

/// Whether capabilities `caps` (JSON) offer the one at `pointer`: `true`,
/// or an object (`{}` is how newer capabilities are advertised); absent,
/// `null` and `false` mean no.
pub(crate) fn offers(caps: &Value, pointer: &str) -> bool {
    matches!(caps.pointer(pointer), Some(Value::Bool(true) | Value::Object(_)))
}

/// One connection: the client's capabilities as JSON (both versions read
/// them by JSON pointer).
#[derive(Debug)]
pub(crate) struct Conn {
    pub(crate) shared: Arc<Shared>,
    client_caps: Mutex<Value>,
}

impl Conn {
    fn set_client_caps(&self, caps: Value) {
        *self.client_caps.lock().unwrap_or_else(|p| p.into_inner()) = caps;
    }

    /// Whether the client offers the capability at `pointer`: `true`, or an
    /// object (`{}` is how newer capabilities are advertised); absent,
    /// `null` and `false` mean no.
    fn client_offers(&self, pointer: &str) -> bool {
        offers(&self.client_caps.lock().unwrap_or_else(|p| p.into_inner()), pointer)
    }
}

/// The echo agent. Sessions live as long as this value; every connection it
/// serves sees them.
#[derive(Debug, Clone)]
pub struct EchoAgent {
    shared: Arc<Shared>,
}

impl EchoAgent {
    /// An agent with `options` and no sessions.
    #[must_use]
    pub fn new(options: Options) -> Self {
        Self::with_store(options, Arc::new(acp_wire::agent::MemoryStore::new()))
    }

    /// An agent with `options` whose sessions live in `sessions` (a
    /// persistent store keeps them across restarts and processes).
    #[must_use]
    pub fn with_store(options: Options, sessions: Arc<dyn acp_wire::agent::Store>) -> Self {
        let store = Arc::new(Store::new(Arc::clone(&sessions)));
        let echo = Echo { store: Arc::clone(&store), options: options.clone() };
        let mut kit = SessionAgent::new(echo).info(AGENT_NAME, AGENT_VERSION).store(sessions).config(options.config.clone());
        if let Some(node) = &options.node {
            kit = kit.node_id(node.clone());
        }
        EchoAgent { shared: Arc::new(Shared { store, options, kit }) }
    }

    /// Ends every turn running on this agent, `cancelled` (their final
    /// updates and answers still go out), and returns once each has given
    /// its session's lease back: what a node does before it shuts down
    /// (`serve --drain`), so that another node can take the sessions at
    /// once.
    pub async fn end_turns(&self) {
        self.shared.kit.end_turns().await;
    }

    /// The agent of one new connection, ready to serve.
    #[must_use]
    pub fn builder(&self) -> AgentBuilder {
        let conn = Arc::new(Conn { shared: Arc::clone(&self.shared), client_caps: Mutex::new(no_caps()) });
        let mut b = AgentBuilder::new().config(self.shared.options.config.clone());
        for v in &self.shared.options.versions {
            b = match v {
                1 => b.v1(v1::EchoV1 { conn: Arc::clone(&conn), kit: self.shared.kit.v1_sessions() }),
                _ => b.v2(v2::EchoV2 { conn: Arc::clone(&conn), kit: self.shared.kit.v2_sessions() }),
            };
        }
        b
    }

    /// Serves one connection until it ends.
    ///
    /// # Errors
    /// A read error of the transport.
    pub async fn serve(&self, transport: Transport) -> Result<()> {
        self.builder().serve(transport).await
    }
}

/// Serves one connection with a new [`EchoAgent`].
///
/// # Errors
/// A read error of the transport.
pub async fn serve(transport: Transport, options: Options) -> Result<()> {
    EchoAgent::new(options).serve(transport).await
}

/// Serves stdin/stdout until stdin ends.
///
/// # Errors
/// A read error of stdin.
pub async fn serve_stdio(options: Options) -> Result<()> {
    serve(Transport::stdio(), options).await
}

// ------------------------------------------------------------ shared helpers
//
// Plain data; each version's `typed` module turns it into its own types.

/// Decodes recorded JSON (a session's history: typed values this agent
/// serialized) back into a generated type; a mismatch is this agent's bug,
/// reported as -32603 naming the type.
pub(crate) fn build<T: DeserializeOwned>(v: Value) -> std::result::Result<T, ResponseError> {
    serde_json::from_value(v).map_err(|e| {
        ResponseError::internal_error(format!("echo agent built an invalid {}: {e}", std::any::type_name::<T>()))
    })
}

/// A generated value as JSON (they always serialize).
pub(crate) fn to_json<T: Serialize>(v: &T) -> Value {
    serde_json::to_value(v).unwrap_or(Value::Null)
}

/// The client capabilities of a client that advertised none.
pub(crate) fn no_caps() -> Value {
    Value::Object(Map::new())
}

/// What choosing a permission option means (the schema's `kind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Grant {
    AllowOnce,
    RejectOnce,
}

/// `(optionId, name, kind)` of the options `/permission` offers.
pub(crate) const PERMISSION_OPTIONS: &[(&str, &str, Grant)] =
    &[("allow-once", "Allow once", Grant::AllowOnce), ("reject-once", "Reject", Grant::RejectOnce)];

/// Whether `option_id` is one of [`PERMISSION_OPTIONS`] that allows: an
/// id the request did not offer approves nothing (the schema's
/// RequestPermissionOutcome), whatever it looks like.
pub(crate) fn allows(option_id: &str) -> bool {
    PERMISSION_OPTIONS.iter().any(|(id, _, grant)| *id == option_id && matches!(grant, Grant::AllowOnce))
}

/// Applies `session/set_config_option` (its params as JSON) to a session.
pub(crate) fn apply_config(s: &mut Session, params: &Value, boolean: bool) -> std::result::Result<(), ResponseError> {
    let id = params["configId"].as_str().unwrap_or_default();
    match (id, &params["value"]) {
        (STYLE, Value::String(v)) if STYLE_CHOICES.iter().any(|(c, _)| c == v) => s.style.clone_from(v),
        (STYLE, v) => {
            return Err(ResponseError::invalid_params(format!("style must be \"plain\" or \"upper\", got {v}")))
        }
        (THOUGHTS, Value::Bool(b)) if boolean => s.thoughts = *b,
        (THOUGHTS, v) if boolean => {
            return Err(ResponseError::invalid_params(format!("thoughts must be a boolean, got {v}")))
        }
        (other, _) => return Err(ResponseError::invalid_params(format!("unknown config option {other:?}"))),
    }
    Ok(())
}

/// Sessions per `session/list` page.
#[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
const PAGE: usize = 50;

/// One page of `session/list`.
#[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Page {
    pub(crate) sessions: Vec<SessionRow>,
    /// The offset of the next page, when there is one.
    pub(crate) next_cursor: Option<String>,
}

/// The page of `session/list` at `cursor` (a cursor of the store's: the
/// position after the last row of the page before) of the sessions `keep` keeps (the filter applies before
/// pagination).
#[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
pub(crate) async fn list_page_where(
    store: &Store,
    version: u16,
    cwd: Option<&str>,
    cursor: Option<&str>,
    keep: impl Fn(&SessionRow) -> bool,
) -> std::result::Result<Page, ResponseError> {
    let (sessions, next_cursor) = store.list(version, cwd, cursor, PAGE, keep).await?;
    Ok(Page { sessions, next_cursor })
}

/// The `_meta` key of the agent capabilities under which the echo agent
/// advertises its extension methods (the extensibility pages: extensions
/// SHOULD be advertised in the `_meta` of the capability objects).
pub const EXTENSIONS_KEY: &str = "acp-wire.echo";

/// The `_meta` of the echo agent's capabilities: its extension requests
/// (`_echo/<anything>`, answered with their params).
pub(crate) fn extensions_meta() -> acp_wire::codec::Meta {
    let mut meta = acp_wire::codec::Meta::new();
    let echo = serde_json::json!({"requests": ["_echo/*"], "answers": "the request's params (null without)"});
    meta.insert(EXTENSIONS_KEY.to_owned(), echo);
    meta
}

/// `_echo/…` requests are answered with their params (`null` without);
/// other extension methods are unknown.
pub(crate) fn ext_echo(r: ExtRequest) -> std::result::Result<Box<RawValue>, ResponseError> {
    if !r.method.starts_with("_echo/") {
        return Err(ResponseError::method_not_found(&r.method));
    }
    match r.params {
        Some(p) => Ok(p),
        None => acp_wire::side::ext_result(&Value::Null),
    }
}
