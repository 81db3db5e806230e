//! Method descriptors shared by every protocol version.
//!
//! Each version module (`acp_wire::v1`, `acp_wire::v2`) is generated from its
//! schema's `x-method`/`x-side` annotations and provides:
//!
//! * a marker type per method in `request::` / `notification::` (e.g.
//!   `v1::request::SessionPrompt`) implementing [`Request`] or
//!   [`Notification`];
//! * `METHODS: &[MethodInfo]`, the method table;
//! * per-side enums that dispatch **by method name** (`ClientRequest`,
//!   `AgentRequest`, `ClientNotification`, `AgentNotification`,
//!   `AgentResponse`, `ClientResponse`, plus the `Proxy*` enums in the unstable
//!   files).

use serde::de::DeserializeOwned;
use serde::Serialize;

/// The side that serves (receives and handles) a method.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Served by the agent (sent by the client).
    Agent,
    /// Served by the client (sent by the agent).
    Client,
    /// Served by either side (`$/cancel_request`).
    Protocol,
    /// Served by a proxy in a proxy chain (unstable).
    Proxy,
}

impl Side {
    /// The schema's `x-side` spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Side::Agent => "agent",
            Side::Client => "client",
            Side::Protocol => "protocol",
            Side::Proxy => "proxy",
        }
    }
}

/// Request (expects a response) or notification.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MethodKind {
    /// A JSON-RPC request.
    Request,
    /// A JSON-RPC notification.
    Notification,
}

/// One row of a version's method table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MethodInfo {
    /// The method name on the wire, e.g. `"session/prompt"`.
    pub method: &'static str,
    /// Request or notification.
    pub kind: MethodKind,
    /// The side that serves it.
    pub served_by: Side,
    /// The `$defs` entry of its params.
    pub params_def: &'static str,
    /// The `$defs` entry of its result (requests only).
    pub result_def: Option<&'static str>,
}

impl MethodInfo {
    /// Looks `method` up in `table` (keyed by method name *and* kind: a method
    /// name can be both a request and a notification).
    pub fn find(
        table: &'static [MethodInfo],
        method: &str,
        kind: MethodKind,
    ) -> Option<&'static MethodInfo> {
        table.iter().find(|m| m.method == method && m.kind == kind)
    }
}

/// A request method (lsp-types style marker trait).
pub trait Request {
    /// The method name on the wire.
    const METHOD: &'static str;
    /// The side that serves it.
    const SERVED_BY: Side;
    /// The params type.
    type Params: Serialize + DeserializeOwned;
    /// The result type.
    type Response: Serialize + DeserializeOwned;
}

/// A notification method.
pub trait Notification {
    /// The method name on the wire.
    const METHOD: &'static str;
    /// The side that serves it.
    const SERVED_BY: Side;
    /// The params type.
    type Params: Serialize + DeserializeOwned;
}

/// One rule of a version's policy, as the generated `v1::POLICY` /
/// `v2::POLICY` tables list them (from the rule impls in `src/vN/policy.rs`
/// and their doc comments).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PolicyRule {
    /// The method name on the wire.
    pub method: &'static str,
    /// `"request"` or `"notification"`.
    pub kind: &'static str,
    /// What the rule checks or records.
    pub rule: &'static str,
}
