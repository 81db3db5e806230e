//! Written into a scratch clone by `.ci/add-version-proof`, which adds a
//! protocol version 3 (a copy of v2's schema and policy) the way
//! docs/adding-a-version.md says. Not part of the crate's own suite: in
//! this repository there is no v3 and this file is not compiled.
//!
//! What it proves: the generated `AgentBuilder::v3` / `ClientBuilder::v3`,
//! `v3::Negotiation`, `v3::POLICY` exist from the schema folder, the
//! generator run and the policy file alone, and negotiation picks v3 over
//! v1 (and v1 when the client accepts only that), and the copied policy
//! gates the v3 handle.
#![cfg(feature = "v3")]

use acp_wire::error::ResponseError;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext, Version};
use acp_wire::transport::Transport;
use acp_wire::{v1, v2, v3};

struct Agent3;
impl v3::Agent for Agent3 {
    async fn initialize(&self, p: v3::InitializeRequest, _: RequestContext<v3::ClientHandle>) -> Result<v3::InitializeResponse, ResponseError> {
        assert_eq!(*p.protocol_version, 3);
        let r = v3::InitializeResponse::new(v3::V3::NUMBER, v3::Implementation::new("scratch-agent", "0"));
        // Advertise sessions when the client's info asks for it: v2's policy
        // (copied) gates `session/new` on `capabilities.session`.
        if p.info.name != "with-sessions" {
            return Ok(r);
        }
        let caps: v3::AgentCapabilities = serde_json::from_value(serde_json::json!({"session": {}})).expect("capabilities");
        Ok(r.capabilities(caps))
    }
    async fn new_session(&self, p: v3::NewSessionRequest, _: RequestContext<v3::ClientHandle>) -> Result<v3::NewSessionResponse, ResponseError> {
        Ok(v3::NewSessionResponse::new(v3::SessionId(format!("s3:{}", p.cwd.0))))
    }
}

struct Agent1;
impl v1::Agent for Agent1 {
    async fn initialize(&self, _: v1::InitializeRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
        Ok(v1::InitializeResponse::new(1))
    }
}

struct Client3;
impl v3::Client for Client3 {}
struct Client1;
impl v1::Client for Client1 {}

/// What this test's client gets: either accepted version's negotiation.
#[derive(Debug)]
enum Got {
    V1(v1::Negotiation),
    V3(v3::Negotiation),
}
impl From<v1::Negotiation> for Got {
    fn from(n: v1::Negotiation) -> Self {
        Got::V1(n)
    }
}
impl From<v3::Negotiation> for Got {
    fn from(n: v3::Negotiation) -> Self {
        Got::V3(n)
    }
}

async fn connect(client: ClientBuilder<Got>, name: &str) -> Got {
    let (a, c) = Transport::duplex(1 << 16);
    let _agent = AgentBuilder::new().v1(Agent1).v3(Agent3).spawn(a);
    assert_eq!(AgentBuilder::new().v1(Agent1).v3(Agent3).supported(), vec![1, 3]);
    client.connect(c, Info::new(name, "0")).await.expect("connect").negotiated
}

fn dual() -> ClientBuilder<Got> {
    ClientBuilder::<Got>::accepting().v1(Client1, v1::ClientCapabilities::new()).v3(Client3, v3::ClientCapabilities::new())
}

#[tokio::test]
async fn the_copied_policy_gates_v3() {
    let Got::V3(n) = connect(dual(), "without-sessions").await else { panic!("v3 expected") };
    let e = n.agent.new_session(v3::NewSessionRequest::new("/w")).await.expect_err("not advertised");
    assert!(e.to_string().contains("capabilities.session"), "{e}");
    n.agent.core().close();
}

#[tokio::test]
async fn a_dual_client_gets_v3() {
    assert_eq!(dual().accepted(), vec![3, 1]);
    let Got::V3(n) = connect(dual(), "with-sessions").await else { panic!("v3 expected") };
    assert_eq!(*n.response.protocol_version, 3);
    let s = n.agent.new_session(v3::NewSessionRequest::new("/w")).await.expect("session/new");
    assert_eq!(s.session_id.0, "s3:/w");
    n.agent.core().close();
}

#[tokio::test]
async fn a_v1_client_gets_v1() {
    let client = ClientBuilder::<Got>::accepting().v1(Client1, v1::ClientCapabilities::new());
    let Got::V1(n) = connect(client, "v1-only").await else { panic!("v1 expected") };
    assert_eq!(*n.response.protocol_version, 1);
    n.agent.core().close();
}

#[test]
fn the_policy_and_methods_follow_the_copied_folder() {
    assert_eq!(v3::METHODS.len(), v2::METHODS.len());
    assert_eq!(v3::POLICY.len(), v2::POLICY.len());
    assert!(!v3::POLICY.is_empty());
    assert_eq!(<v3::V3 as Version>::NUMBER, 3);
    assert_eq!(v3::PROTOCOL_VERSION, 3);
}
