//! [`Negotiated`]: what a client connection gives when the versions are the
//! crate's own (v1, and v2 with feature `v2`) — one variant per version,
//! with that version's typed handle. It sits above the version folders (it
//! names every version), so the side layer's [`ClientBuilder`] stays
//! generic: `ClientBuilder::new()` is a builder whose connections give this.

use crate::side::{ClientBuilder, Core};
use crate::v1;
#[cfg(feature = "v2")]
use crate::v2;

/// The version the agent chose, with the typed handle to call it and the
/// agent's `initialize` result.
#[derive(Debug)]
#[non_exhaustive]
pub enum Negotiated {
    /// Protocol version 1.
    V1 {
        /// The handle to the agent.
        agent: v1::AgentHandle,
        /// The agent's `initialize` result.
        response: v1::InitializeResponse,
    },
    /// Protocol version 2.
    #[cfg(feature = "v2")]
    V2 {
        /// The handle to the agent.
        agent: v2::AgentHandle,
        /// The agent's `initialize` result.
        response: v2::InitializeResponse,
    },
}

impl Negotiated {
    /// The negotiated protocol version.
    #[must_use]
    pub fn version(&self) -> u16 {
        match self {
            Negotiated::V1 { .. } => v1::PROTOCOL_VERSION,
            #[cfg(feature = "v2")]
            Negotiated::V2 { .. } => v2::PROTOCOL_VERSION,
        }
    }

    /// The connection under the handle.
    #[must_use]
    pub fn core(&self) -> &Core {
        match self {
            Negotiated::V1 { agent, .. } => agent.core(),
            #[cfg(feature = "v2")]
            Negotiated::V2 { agent, .. } => agent.core(),
        }
    }
}

impl From<v1::Negotiation> for Negotiated {
    fn from(n: v1::Negotiation) -> Self {
        Negotiated::V1 { agent: n.agent, response: n.response }
    }
}

#[cfg(feature = "v2")]
impl From<v2::Negotiation> for Negotiated {
    fn from(n: v2::Negotiation) -> Self {
        Negotiated::V2 { agent: n.agent, response: n.response }
    }
}

impl ClientBuilder<Negotiated> {
    /// A client accepting no version yet; add them with
    /// `ClientBuilder::v1` / `v2`.
    #[must_use]
    pub fn new() -> Self {
        ClientBuilder::accepting()
    }
}

impl Default for ClientBuilder<Negotiated> {
    fn default() -> Self {
        Self::new()
    }
}
