//! acp-wire: the Agent Client Protocol (ACP) for Rust.
//!
//! * [`v1`] (always) and `v2` (feature `v2`, alpha draft): types generated from
//!   the pinned schemas in `schema/`, lossless for newer peers.
//! * [`rpc`] and [`transport`]: a thin JSON-RPC 2.0 runtime on tokio.
//! * [`side`]: the agent and client sides — version negotiation, capability
//!   gating, turn semantics — over the generated per-version traits and handles.
//! * [`agent`] and [`host`]: an agent kit (sessions, stores, turns) and a
//!   ready-made client (files, terminals, permissions).
//!
//! The products built on it are crates of their own: `acp-wire-validate`
//! (schema validation), `acp-wire-remote` (ACP over Streamable HTTP and
//! WebSocket) and `acp-wire-cli` (the `acp-wire` tool and the echo agent).
#![forbid(unsafe_code)]

pub mod agent;
pub mod codec;
pub mod error;
pub mod host;
pub mod method;
mod negotiated;
pub mod rpc;
pub mod side;
#[doc(hidden)]
pub mod seam;
// The event-stream parser of the HTTP clients (HTTP MCP, acp-wire-remote).
#[cfg(feature = "mcp-http")]
mod sse;
#[cfg(feature = "mcp-https")]
mod tls;
pub mod transport;
pub mod v1;
#[cfg(feature = "v2")]
pub mod v2;

pub use codec::Tri;
/// The tokio this crate runs on (with the features it enables: `rt`,
/// `macros`, `sync`, `io-util`, `io-std`, `process`, `time`, `fs`, `net`),
/// so an agent or client needs no tokio dependency of its own. A binary
/// uses `#[tokio::main(flavor = "current_thread")]` through its own tokio,
/// or builds a runtime with `acp_wire::tokio::runtime::Builder`.
pub use tokio;
pub use error::{Error, Result};
pub use negotiated::Negotiated;

// The README's and the book's Rust examples are compiled (and the ones
// without `no_run` run) as doctests, each under the features it needs;
// the remote chapter's are acp-wire-remote's. The README and the book
// show examples/ files verbatim (tests compare them).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

#[cfg(doctest)]
#[doc = include_str!("../docs/book/src/types.md")]
pub struct BookTypesDoctests;

#[cfg(all(doctest, feature = "sqlite"))]
#[doc = include_str!("../docs/book/src/agents.md")]
pub struct BookAgentsDoctests;

#[cfg(doctest)]
#[doc = include_str!("../docs/book/src/clients.md")]
pub struct BookClientsDoctests;
