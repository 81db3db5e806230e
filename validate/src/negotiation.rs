//! [`Negotiation`]: the protocol version in force, message by message, as a
//! connection's `initialize` exchange settles it. One tracker for everything
//! that reads a connection or a transcript: [`FrameValidator`] picks the
//! schema each message is checked with by it, and [`Placer`] the version
//! [`roundtrip`](super::roundtrip) decodes each message with, so `acp-wire
//! validate` and `acp-wire roundtrip` give every line the same version.
//!
//! [`FrameValidator`]: super::FrameValidator
//! [`Placer`]: super::Placer

use serde_json::Value;

use super::Direction;
use acp_wire::method::MethodKind;

/// What a response did to the version (see [`Negotiation::response`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Chosen {
    /// Not the agent's `initialize` result (or the version is pinned):
    /// nothing changed.
    Nothing,
    /// The agent chose this candidate; it is in force from this response on.
    Version(u16),
    /// The agent chose a version that is no candidate (or none, or not a
    /// number); the version in force stays.
    Unknown(Option<u64>),
}

/// The version in force, pinned or following the `initialize` exchange.
///
/// Following, it starts at the lowest candidate. The client's `initialize`
/// request switches to the highest candidate not above the
/// `protocolVersion` it asks for, from that request on (it is written in
/// that version). The agent's `initialize` result switches to exactly the
/// version it chose, from that response on: an agent that answers a v2
/// offer with v1 writes its answer in v1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Negotiation {
    /// Ascending, without duplicates, never empty.
    candidates: Vec<u16>,
    version: u16,
    following: bool,
}

impl Negotiation {
    /// Pinned to `version`.
    #[must_use]
    pub fn fixed(version: u16) -> Self {
        Negotiation { candidates: vec![version], version, following: false }
    }

    /// Following negotiation among `candidates` (none: version 1 only).
    #[must_use]
    pub fn following(candidates: impl IntoIterator<Item = u16>) -> Self {
        let mut candidates: Vec<u16> = candidates.into_iter().collect();
        candidates.sort_unstable();
        candidates.dedup();
        if candidates.is_empty() {
            candidates.push(1);
        }
        let version = candidates[0];
        Negotiation { candidates, version, following: true }
    }

    /// The version in force now.
    #[must_use]
    pub fn version(&self) -> u16 {
        self.version
    }

    /// The versions negotiation may settle on, ascending.
    #[must_use]
    pub fn candidates(&self) -> &[u16] {
        &self.candidates
    }

    /// Whether the version follows the `initialize` exchange.
    #[must_use]
    pub fn is_following(&self) -> bool {
        self.following
    }

    /// A request or notification travelling `direction`; returns the version
    /// it is in (the client's `initialize` request may switch it, see the
    /// type's docs). `params` is the message's `params` member.
    pub fn call(&mut self, direction: Direction, method: &str, kind: MethodKind, params: Option<&Value>) -> u16 {
        if self.asks(direction, method, kind) {
            let asked = params.and_then(|p| p.get("protocolVersion")).and_then(Value::as_u64);
            if let Some(best) = asked.and_then(|a| self.candidates.iter().rfind(|c| u64::from(**c) <= a)) {
                self.version = *best;
            }
        }
        self.version
    }

    /// Whether a call travelling `direction` is one that can change the
    /// version: the client's `initialize` request, while following. Lets a
    /// caller skip building the params' [`Value`].
    #[must_use]
    pub fn asks(&self, direction: Direction, method: &str, kind: MethodKind) -> bool {
        self.following && kind == MethodKind::Request && method == "initialize" && direction == Direction::ClientToAgent
    }

    /// Whether a response travelling `direction` and answering a request of
    /// `method` (`None`: no request in flight has its id) is one that can
    /// change the version: the agent's answer to `initialize`, while
    /// following. Lets a caller skip building the result's [`Value`].
    #[must_use]
    pub fn settles(&self, direction: Direction, method: Option<&str>) -> bool {
        self.following && direction == Direction::AgentToClient && method == Some("initialize")
    }

    /// A response travelling `direction` and answering a request of
    /// `method`, with its `result` member; `has_error` when it has an
    /// `error` member too (such a response chooses nothing). After this call
    /// [`version`](Self::version) is the version the response is in.
    pub fn response(&mut self, direction: Direction, method: Option<&str>, result: Option<&Value>, has_error: bool) -> Chosen {
        let Some(result) = result.filter(|_| !has_error && self.settles(direction, method)) else {
            return Chosen::Nothing;
        };
        let chosen = result.get("protocolVersion").and_then(Value::as_u64);
        match chosen.and_then(|c| self.candidates.iter().find(|v| u64::from(**v) == c)) {
            Some(v) => {
                self.version = *v;
                Chosen::Version(*v)
            }
            None => Chosen::Unknown(chosen),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const C2A: Direction = Direction::ClientToAgent;
    const A2C: Direction = Direction::AgentToClient;

    #[test]
    fn an_agent_answering_a_higher_offer_lower_is_in_its_version_from_its_answer_on() {
        let mut n = Negotiation::following([2, 1]);
        assert_eq!(n.version(), 1, "the lowest until the client asks");
        assert_eq!(n.call(C2A, "initialize", MethodKind::Request, Some(&json!({"protocolVersion": 2}))), 2);
        let chosen = n.response(A2C, Some("initialize"), Some(&json!({"protocolVersion": 1})), false);
        assert_eq!((chosen, n.version()), (Chosen::Version(1), 1));
    }

    #[test]
    fn only_the_agents_initialize_result_chooses() {
        let mut n = Negotiation::following([1, 2]);
        n.call(C2A, "initialize", MethodKind::Request, Some(&json!({"protocolVersion": 9})));
        assert_eq!(n.version(), 2, "the highest candidate not above the offer");
        let v1 = json!({"protocolVersion": 1});
        assert_eq!(n.response(C2A, Some("initialize"), Some(&v1), false), Chosen::Nothing, "the client answers nothing");
        assert_eq!(n.response(A2C, Some("session/new"), Some(&v1), false), Chosen::Nothing);
        assert_eq!(n.response(A2C, None, Some(&v1), false), Chosen::Nothing, "an unknown request");
        assert_eq!(n.response(A2C, Some("initialize"), Some(&v1), true), Chosen::Nothing, "with an error");
        assert_eq!(n.call(A2C, "initialize", MethodKind::Request, Some(&v1)), 2, "the agent does not offer");
        assert_eq!(n.response(A2C, Some("initialize"), Some(&json!({"protocolVersion": 7})), false), Chosen::Unknown(Some(7)));
        assert_eq!(n.version(), 2);
    }

    #[test]
    fn a_pinned_version_never_moves() {
        let mut n = Negotiation::fixed(2);
        assert_eq!(n.call(C2A, "initialize", MethodKind::Request, Some(&json!({"protocolVersion": 1}))), 2);
        assert_eq!(n.response(A2C, Some("initialize"), Some(&json!({"protocolVersion": 1})), false), Chosen::Nothing);
        assert!(!n.is_following());
        assert_eq!(Negotiation::following([]).candidates(), &[1]);
    }
}
