//! acp-wire-remote: Agent Client Protocol over the network, the RFD "Streamable HTTP & WebSocket
//! Transport" (spec repository, `docs/rfds/streamable-http-websocket-transport.mdx`),
//! interoperable with the official TypeScript SDK 2.4.0's implementation.
//!
//! * [`server`]: [`RemoteServer`] serves any acp-wire agent (an
//!   [`acp_wire::side::AgentBuilder`], [`acp_wire::agent::SessionAgent`], the echo
//!   agent) or a stdio agent process, one per remote connection, on one
//!   endpoint for Streamable HTTP and WebSocket.
//! * [`client`]: [`connect`] gives an ordinary [`acp_wire::transport::Transport`]
//!   to a remote agent over `ws://` or `http://`, so
//!   [`acp_wire::side::ClientBuilder::connect`] and [`acp_wire::host::HostClient`]
//!   work unchanged.
//!
//! Library code logs through `tracing` and never prints.
#![forbid(unsafe_code)]

mod bridge;
mod headers;
mod message;
mod scan;
pub mod client;
#[doc(hidden)]
pub mod probe;
#[cfg(feature = "postgres")]
pub mod postgres;
pub mod server;
#[doc(hidden)]
#[path = "fuzz.rs"]
pub mod __fuzz;

pub use client::{connect, connect_with, ClientOptions};
pub use server::{is_valid_token, AgentLink, Agents, Listening, RemoteLimits, RemoteServer, BEARER_PROTOCOL_PREFIX};
#[cfg(feature = "tls")]
pub use server::{tls_config, tls_config_with_client_auth};

#[cfg(feature = "postgres")]
pub use postgres::PostgresStore;

pub use headers::{DEFAULT_PATH, HEADER_CONNECTION_ID, HEADER_SESSION_ID};

/// The one rustls crypto provider of both ends (acp-wire's, *ring*: see
/// there why).
#[cfg(feature = "tls")]
pub(crate) use acp_wire::seam::tls::crypto_provider;

// The book's remote chapter: its Rust examples are compiled as doctests
// (`remote/examples/remote_agent.rs`, shown verbatim: a test compares them).
#[cfg(doctest)]
#[doc = include_str!("../../docs/book/src/remote.md")]
pub struct BookRemoteDoctests;
