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

// The README's Rust examples are compiled and run as doctests. The ones
// that need a non-default feature (`sqlite`, `remote`) are `ignore` here:
// each is an examples/ file shown verbatim (a test compares them), and the
// example builds and runs in its feature's test step.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
