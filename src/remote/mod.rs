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
#[doc(hidden)]
#[path = "fuzz.rs"]
pub mod __fuzz;

pub use client::{connect, connect_with, ClientOptions};
pub use server::{is_valid_token, AgentLink, Agents, Listening, RemoteLimits, RemoteServer, BEARER_PROTOCOL_PREFIX};
#[cfg(feature = "remote-tls")]
pub use server::{tls_config, tls_config_with_client_auth};

pub use headers::{DEFAULT_PATH, HEADER_CONNECTION_ID, HEADER_SESSION_ID};

/// The one rustls crypto provider of both ends: *ring*.
///
/// rustls 0.23.48 deprecated `crypto::ring::default_provider` because
/// *ring* offers no post-quantum key exchange; its replacement (aws-lc-rs)
/// builds a large C library on every user's machine. *ring* stays, on
/// purpose, behind this one function, until a post-quantum provider builds
/// without a C toolchain; the deprecation is allowed here and nowhere else.
#[cfg(feature = "remote-tls")]
#[allow(deprecated)]
pub(crate) fn crypto_provider() -> std::sync::Arc<rustls::crypto::CryptoProvider> {
    std::sync::Arc::new(rustls::crypto::ring::default_provider())
}
