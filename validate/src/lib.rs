//! acp-wire-validate: schema and content validation of Agent Client
//! Protocol messages, transcripts and reports, on the schemas `acp-wire`
//! was generated from.
//!
//! * [`SchemaValidator`]: one schema file (a version module's
//!   `SCHEMA_JSON` + `METHODS`, or any schema text with its method table
//!   derived from `x-method` / `x-side`); `validate_def(def, value)` checks an
//!   instance of one `$defs` entry and reports [`Violation`]s with JSON
//!   pointers.
//! * [`FrameValidator`]: one connection's frames, both directions — the
//!   JSON-RPC envelope, params by method, results and errors by the request
//!   they answer, ids, direction, batches — reported as [`FrameViolation`]s.
//!   It can follow version negotiation (`initialize`) by itself.
//! * Content rules: what the specification says that its JSON Schema cannot
//!   express — absolute paths, v2 diffs' patch text, terminal ids, boolean
//!   config options only for a client that advertised them — checked by the
//!   [`FrameValidator`] on the messages they are about and reported as
//!   [`ViolationKind::Content`].
//! * Undeclared members: each params, result and error that matched its
//!   def is walked beside the schema, and every member an object of a spec
//!   type does not declare is reported as [`ViolationKind::Undeclared`]
//!   (extensibility: no custom field at the root of a spec type; custom
//!   data goes in `_meta`). The schemas leave objects open, so `jsonschema`
//!   alone accepts them. With a pinned schema ([`SchemaValidator::pinned`],
//!   the built-in ones) a member the unstable superset declares is
//!   [`ViolationKind::UnstableMember`] and one an earlier published schema
//!   declared [`ViolationKind::RetiredMember`], both informational.
//! * [`negotiation`]: the version in force message by message
//!   ([`Negotiation`]), the one tracker the frame validator and the
//!   transcript [`Placer`] share.
//! * [`ValidatingObserver`]: a [`FrameObserver`](acp_wire::transport::FrameObserver)
//!   that runs a [`FrameValidator`] on every frame of a live connection and
//!   collects what it finds.
//! * [`transcript`]: recorded transcripts (the `acp-wire tap --log` line
//!   format), direction and method inference ([`Placer`]), and
//!   [`validate_transcript`].
//! * [`roundtrip`]: decode/encode round-trips of transcripts through the
//!   typed values, with a pluggable codec and comparison.
//!
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use acp_wire_validate::{Direction, FrameValidator, SchemaValidator};
//! let mut frames = FrameValidator::new(SchemaValidator::builtin(1)?);
//! let bad = br#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":5}}}}"#;
//! let found = frames.validate(Direction::AgentToClient, bad);
//! assert_eq!(found[0].violations[0].instance_path, "/params/update/content/text");
//! # Ok(()) }
//! ```
//!
//! # Cost
//! Defs are compiled on first use, not up front: compiling every subschema
//! of `schema/v1/schema.json` eagerly (`jsonschema`'s `build_map`) takes
//! about 10× as long as loading the file and compiling the def of a
//! `session/update`, and several times as long as compiling every def one by
//! one (see `validate/benches/validate.rs`). A frame is parsed once into a
//! `serde_json::Value`; a valid frame costs that parse plus one `is_valid`
//! walk of the compiled def, and builds no error values or strings. The
//! parse is most of the cost (about 1 µs of 1.2 µs for a 277-byte chunk).
//! The undeclared-member walk adds about 0.5 µs to such a chunk
//! (BENCHMARKS.md, 2026-12-03).
#![forbid(unsafe_code)]

mod content;
mod declared;
mod frame;
pub mod negotiation;
mod observer;
mod report;
pub mod roundtrip;
mod schema;
mod table;
pub mod transcript;

pub use frame::{FrameValidator, FrameViolation, ViolationKind};
pub use negotiation::Negotiation;
pub use observer::ValidatingObserver;
pub use report::Violation;
pub use schema::SchemaValidator;
pub use table::{MethodSpec, MethodTable};
pub use transcript::{validate_transcript, Finding, Placer, TranscriptReport};

use acp_wire::method::Side;

/// Which way a frame travels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Sent by the client, received by the agent.
    ClientToAgent,
    /// Sent by the agent, received by the client.
    AgentToClient,
}

impl Direction {
    /// The other direction (the one the answer to a request travels in).
    #[must_use]
    pub fn reverse(self) -> Direction {
        match self {
            Direction::ClientToAgent => Direction::AgentToClient,
            Direction::AgentToClient => Direction::ClientToAgent,
        }
    }

    /// The side that sends frames this way.
    #[must_use]
    pub fn sender(self) -> Side {
        match self {
            Direction::ClientToAgent => Side::Client,
            Direction::AgentToClient => Side::Agent,
        }
    }

    /// The side that receives (serves) frames this way.
    #[must_use]
    pub fn receiver(self) -> Side {
        self.reverse().sender()
    }

    /// The direction in which `side` sends (`Agent` or `Client`; `None` for
    /// the others).
    #[must_use]
    pub fn sent_by(side: Side) -> Option<Direction> {
        match side {
            Side::Client => Some(Direction::ClientToAgent),
            Side::Agent => Some(Direction::AgentToClient),
            Side::Protocol | Side::Proxy => None,
        }
    }

    /// `"client->agent"` or `"agent->client"`.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Direction::ClientToAgent => "client->agent",
            Direction::AgentToClient => "agent->client",
        }
    }
}

impl std::fmt::Display for Direction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a schema could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SchemaError {
    /// The schema text is not JSON.
    Json(String),
    /// Not a valid JSON Schema (or no `$defs`).
    Schema(String),
    /// The method table could not be derived from `x-method` / `x-side`.
    MethodTable(String),
    /// No built-in schema for this protocol version.
    UnknownVersion(u16),
}

impl std::fmt::Display for SchemaError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SchemaError::Json(e) => write!(f, "schema is not JSON: {e}"),
            SchemaError::Schema(e) => write!(f, "invalid schema: {e}"),
            SchemaError::MethodTable(e) => write!(f, "method table: {e}"),
            SchemaError::UnknownVersion(v) => write!(f, "no built-in schema for protocol version {v}"),
        }
    }
}

impl std::error::Error for SchemaError {}
