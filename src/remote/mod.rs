//! Remote ACP (feature `remote`): the RFD "Streamable HTTP & WebSocket
//! Transport" (spec repository, `docs/rfds/streamable-http-websocket-transport.mdx`),
//! interoperable with the official TypeScript SDK 2.4.0's implementation.
//!
//! * [`server`]: [`RemoteServer`] serves any acp-wire agent (an
//!   [`crate::side::AgentBuilder`], [`crate::agent::SessionAgent`], the echo
//!   agent) or a stdio agent process, one per remote connection, on one
//!   endpoint for Streamable HTTP and WebSocket.
//! * [`client`]: [`connect`] gives an ordinary [`crate::transport::Transport`]
//!   to a remote agent over `ws://` or `http://`, so
//!   [`crate::side::ClientBuilder::connect`] and [`crate::host::HostClient`]
//!   work unchanged.
//!
//! Library code logs through `tracing` and never prints.

mod bridge;
mod headers;
mod message;
mod scan;
pub mod client;
pub mod server;

pub use client::{connect, connect_with, ClientOptions};
pub use server::{is_valid_token, AgentLink, Agents, Listening, RemoteLimits, RemoteServer, BEARER_PROTOCOL_PREFIX};
#[cfg(feature = "remote-tls")]
pub use server::{tls_config, tls_config_with_client_auth};

pub use headers::{DEFAULT_PATH, HEADER_CONNECTION_ID, HEADER_SESSION_ID};
