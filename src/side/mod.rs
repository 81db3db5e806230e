//! The agent and client sides: version negotiation, capability gating,
//! turn semantics — the hand-written half of what users of the crate touch.
//!
//! The other half is generated per version from the schema's method table
//! (`v1::Agent`, `v1::Client`, `v1::AgentHandle`, `v1::ClientHandle`, the
//! dispatchers; the same in `v2`): one trait method, one handle method and
//! one dispatch arm per method. That code calls into this module with the
//! method's *marker type* (`v1::request::SessionPrompt`) and the version's
//! type (`v1::V1`, a [`Version`]), so nothing here names a method string or
//! a version. The rules of particular methods are attached to their markers
//! in each version's `policy.rs` (`RequestRule` / `NotificationRule` impls;
//! every other method gets the generated default, no rule) — their tables
//! are `v1::policy` and `v2::policy`.
//!
//! # What `Agent…` and `Client…` name
//! The prefix always names the *party*, never the direction of a call;
//! the schema's own union names (`ClientRequest`, `AgentNotification`) are
//! kept as they are, so the rule is the schema's:
//!
//! | name | is | implemented / sent by | served / received by |
//! |---|---|---|---|
//! | `vN::Agent` | trait: the agent's methods | the agent implements it | — |
//! | `vN::Client` | trait: the client's methods | the client implements it | — |
//! | `vN::AgentHandle` | calls the agent's methods | held by the client | the agent |
//! | `vN::ClientHandle` | calls the client's methods | held by the agent | the client |
//! | `vN::ClientRequest`, `vN::ClientNotification` | what the client sends (schema unions) | the client | the agent (`vN::Agent`) |
//! | `vN::AgentRequest`, `vN::AgentNotification` | what the agent sends (schema unions) | the agent | the client (`vN::Client`) |
//! | `vN::ClientCapabilities` / `vN::AgentCapabilities` | what that party supports | that party advertises | the other checks |
//!
//! Layers: [`RequestContext`] / [`NotificationContext`] (here, typed) wrap
//! the raw JSON-RPC layer's [`crate::rpc::RawRequestContext`] /
//! [`crate::rpc::RawNotificationContext`].
//!
//! # Names of the trait and handle methods
//! * Requests: the params def name without `Request`, snake case:
//!   `NewSessionRequest` → `new_session`, `PromptRequest` → `prompt`,
//!   `ReadTextFileRequest` → `read_text_file`, `RequestPermissionRequest` →
//!   `request_permission`.
//! * Notifications: the method name with `/` as `_`: `session/update` →
//!   `session_update`, `session/cancel` → `session_cancel`.
//! * `initialize` is a trait method of `Agent` but not a handle method: the
//!   client sends it through [`ClientBuilder::connect`].
//! * `$/cancel_request` never appears: dropping a request future cancels it
//!   (see [`crate::rpc`]).
//!
//! # An agent
//! ```no_run
//! use acp_wire::side::{AgentBuilder, RequestContext};
//! use acp_wire::{error::ResponseError, transport::Transport, v1};
//!
//! struct Echo;
//! impl v1::Agent for Echo {
//!     async fn initialize(&self, _: v1::InitializeRequest, _: RequestContext<v1::ClientHandle>)
//!         -> Result<v1::InitializeResponse, ResponseError> {
//!         Ok(v1::InitializeResponse::new(1))
//!     }
//!     async fn new_session(&self, _: v1::NewSessionRequest, _: RequestContext<v1::ClientHandle>)
//!         -> Result<v1::NewSessionResponse, ResponseError> {
//!         // Every session needs its own id (a fixed one fails as soon as a
//!         // client opens two).
//!         static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
//!         let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
//!         Ok(v1::NewSessionResponse::new(v1::SessionId(format!("sess_{n}"))))
//!     }
//!     async fn prompt(&self, p: v1::PromptRequest, cx: RequestContext<v1::ClientHandle>)
//!         -> Result<v1::PromptResponse, ResponseError> {
//!         let work = async {
//!             for block in p.prompt {
//!                 let chunk = v1::ContentChunk::new(block);
//!                 let update = v1::SessionUpdate::AgentMessageChunk(chunk);
//!                 let n = v1::SessionNotification::new(p.session_id.clone(), update);
//!                 cx.peer().session_update(n).await?;
//!             }
//!             Ok::<_, ResponseError>(v1::StopReason::EndTurn)
//!         };
//!         // session/cancel resolves the turn with `cancelled`, never an error.
//!         let stop = cx.until_session_cancelled(work).await.unwrap_or(Ok(v1::StopReason::Cancelled))?;
//!         Ok(v1::PromptResponse::new(stop))
//!     }
//! }
//!
//! # async fn run() -> acp_wire::Result<()> {
//! AgentBuilder::new().v1(Echo).serve(Transport::stdio()).await
//! # }
//! ```
//!
//! # A client
//! ```no_run
//! use acp_wire::side::{ClientBuilder, Info};
//! use acp_wire::Negotiated;
//! use acp_wire::{transport::Transport, v1};
//!
//! struct Editor;
//! impl v1::Client for Editor {
//!     async fn session_update(&self, n: v1::SessionNotification, _: acp_wire::side::NotificationContext<v1::AgentHandle>) {
//!         tracing::info!(?n.update, "update");
//!     }
//! }
//!
//! # async fn run(transport: Transport) -> acp_wire::Result<()> {
//! let connected = ClientBuilder::new()
//!     .v1(Editor, v1::ClientCapabilities::new())
//!     .connect(transport, Info::new("editor", "1.0"))
//!     .await?;
//! if let Negotiated::V1 { agent, .. } = &connected.negotiated {
//!     let s = agent.new_session(v1::NewSessionRequest::new("/tmp", Vec::<v1::McpServer>::new())).await?;
//!     let text = v1::ContentBlock::Text(v1::TextContent::new("hello"));
//!     let turn = agent.prompt_turn(v1::PromptRequest::new(s.session_id, vec![text])).await?;
//!     tracing::info!(stop = ?turn.response.stop_reason, updates = turn.updates.len());
//! }
//! # Ok(()) }
//! ```
//!
//! # Negotiation
//! See [`AgentBuilder`] and [`ClientBuilder`]. Before `initialize` succeeded
//! an agent answers every other request with -32600 "Invalid request"
//! (`data`: "not initialized: send `initialize` first") and ignores
//! notifications; the specification names no dedicated code.
//!
//! # Capability gating
//! Each version states once, as data, which methods need which capability
//! ([`Version::GATES`], a list of [`Gate`]s: `v1::V1::GATES`,
//! `v2::V2::GATES`; the rule tables `v1::POLICY` and `v2::POLICY` show them
//! as "Needs …" rows). A method behind a capability the serving side did
//! not advertise is refused by the sending handle without sending
//! ([`SideError::NotAdvertised`]) and rejected by the serving dispatcher
//! (-32601 with `data: {method, capability}`). Params that need something
//! not advertised — prompt content, an elicitation mode, a session without
//! modes or config options, a tool call or terminal without a cancel
//! control — give [`SideError::ContentNotAdvertised`] and -32602. A prompt
//! block of a type the version's schema does not define (a newer peer's,
//! kept as `ContentBlock::Other`) can never have been advertised: the
//! handle does not send it ([`SideError::UnknownContent`]) and a serving
//! agent refuses it with -32602 (`data: {method, path, type, message}`)
//! before its `prompt` runs — v2's ContentBlock says agents MUST. The
//! client side remembers the agent's terminal auth methods from its
//! `initialize` result: `authenticate` (v1) / `auth/login` (v2) with one
//! is refused without sending ([`SideError::TerminalAuthMethod`]; served:
//! -32602). A v2 `session/close` answered -32002 (the session is unknown
//! or not active) is a successful close to the client handle, as the
//! schema has clients treat it.

mod advertised;
mod agent;
mod client;
mod context;
mod core;
mod gate;
mod info;
mod link;
mod negotiate;
mod offer;
mod pages;
mod recovered;
mod registration;
mod rule;
mod shared_rules;
pub(crate) mod serve;
mod signals;
mod state;
mod turn;
mod version;

pub use self::agent::AgentBuilder;
pub use self::client::{ClientBuilder, Connected};
pub use self::gate::{advertises, Gate, Party};
pub use self::info::Info;
pub use self::offer::Negotiation;
pub use self::context::{ext_result, ExtNotification, ExtRequest, NotificationContext, RequestContext};
pub use self::core::{session_key, Core};
pub(crate) use self::link::Link;
pub(crate) use self::pages::follow;
pub(crate) use self::rule::{needs_content, on_session, set_up, setup, NotificationRule, Refusal, RequestRule};
#[cfg(feature = "v2")]
pub(crate) use self::rule::{needs, record_cwd, same_cwd};
// Used by the versions whose schema has `systemPrompt` (unstable).
#[allow(unused_imports)]
pub(crate) use self::rule::system_prompt_content;
pub(crate) use self::shared_rules::shared_rules;
pub use self::signals::SessionCancelled;
pub(crate) use self::state::ConnState;
pub(crate) use self::turn::Phase;
pub(crate) use self::registration::Registration;
pub use self::version::Version;
pub(crate) use self::advertised::{path, ConfigOption, ConfigValue, Session};
pub use crate::error::SideError;
