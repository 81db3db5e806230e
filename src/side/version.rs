//! [`Version`]: what the generic side layer needs to know of one protocol
//! version. Each version folder (`src/v1/policy.rs`, `src/v2/policy.rs`)
//! implements it once; nothing in `side` names a version.

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::info::Info;

/// One protocol version, as the side layer sees it.
///
/// The per-method rules of a version are not here: they are attached to the
/// version's method markers (the crate-internal `RequestRule` / `NotificationRule`
/// impls in each version's `policy.rs`; their table is `v1::POLICY`, `v2::POLICY`).
/// The builders (`AgentBuilder::vN`, `ClientBuilder::vN`) and `vN::Negotiation`
/// are generated over this trait.
pub trait Version: Sized + Send + Sync + 'static {
    /// The version number (`protocolVersion`).
    const NUMBER: u16;
    /// Whether JSON-RPC batches are part of the transport of this version.
    const BATCHES: bool;
    /// The methods an outgoing batch refuses on a connection of this
    /// version: its order-sensitive lifecycle messages
    /// ([`crate::rpc::Peer::set_unbatched`]).
    const UNBATCHED: &'static [&'static str];
    /// The name of the method that negotiates the version (`initialize`).
    const INITIALIZE: &'static str;
    /// The methods available only when a party advertised a capability at
    /// `initialize` (see [`Gate`](super::Gate)): enforced by the sides,
    /// checked on traffic by `acp-wire validate`. At most 64.
    const GATES: &'static [super::Gate];
    /// What both sides advertised at `initialize`.
    type Caps: Default + Debug + Send + Sync + 'static;
    /// A session update, as a prompt turn collects it.
    type Update: Clone + Send + 'static;
    /// What an update that ends a prompt turn carries (a v2 idle
    /// `state_update`'s stop reason); a version whose turns end with the
    /// prompt response never produces one.
    type TurnEnd: Send + 'static;
    /// What a client advertises (`ClientBuilder::vN` takes it).
    type ClientCaps: Clone + Send + Sync + 'static;
    /// The `initialize` params.
    type InitializeRequest: Serialize;
    /// The `initialize` result.
    type InitializeResponse: DeserializeOwned + serde::Serialize + Debug + Send + 'static;

    /// A client's `initialize` params: its implementation `info`, its
    /// `capabilities`, and `extra` — members of lower versions' params to
    /// carry along, never overriding this version's own.
    fn initialize_request(
        info: &Info,
        capabilities: &Self::ClientCaps,
        extra: serde_json::Map<String, serde_json::Value>,
    ) -> Self::InitializeRequest;

    /// What both sides advertised, from the client's capabilities and the
    /// agent's `initialize` result (recorded before the first message of
    /// the negotiated version is sent or served).
    fn advertised(client: Self::ClientCaps, response: &Self::InitializeResponse) -> Self::Caps;
}
