//! Gating driven by the generated policy tables (`v1::POLICY`, `v2::POLICY`,
//! from the rule impls in `src/vN/policy.rs`): every request whose rule
//! reads "Needs `capability`" is sent raw (bypassing the sending handle's
//! gate) to a serving side that advertised nothing, and must be rejected
//! -32601 with `data: {method, capability}` naming exactly that capability;
//! and to a serving side that advertised everything (the corpus samples of
//! `InitializeResponse` and `ClientCapabilities`), where it must pass the
//! gate. A rule added to a policy file is tested here without a new line.


use crate::{common, sides_support};

use std::sync::{Arc, Mutex};

use acp_wire::error::ResponseError;
use acp_wire::method::{MethodInfo, MethodKind, PolicyRule, Side};
use acp_wire::rpc::Peer;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext};
use acp_wire::{Error, Negotiated};
use serde_json::{json, Value};
use sides_support::{Samples, Wired};

/// The capability a "Needs `…`" rule names (`None`: another kind of rule).
fn needed(rule: &PolicyRule) -> Option<&'static str> {
    let rest = rule.rule.strip_prefix("Needs `")?;
    rest.split('`').next()
}

/// Why the serving side rejected `method`, if it was its gate: the capability.
async fn gate_of(peer: &Peer, method: &str, params: &Value) -> Option<String> {
    match peer.request(method, params).await {
        Err(Error::Protocol(e)) if e.code == ResponseError::METHOD_NOT_FOUND => {
            let data: Value = e.data.map(|d| serde_json::from_str(d.get()).unwrap()).unwrap_or(Value::Null);
            data["capability"].as_str().map(|c| {
                assert_eq!(data["method"], json!(method), "gate data names another method");
                c.to_owned()
            })
        }
        _ => None,
    }
}

/// `patch` merged into `base` (objects member by member, anything else replaced).
fn merge(base: &mut Value, patch: Value) {
    match (base, patch) {
        (Value::Object(b), Value::Object(p)) => {
            for (k, v) in p {
                merge(b.entry(k).or_insert(Value::Null), v);
            }
        }
        (b, p) => *b = p,
    }
}

/// The gated requests of a policy table: (method, serving side, capability).
fn gated(policy: &'static [PolicyRule], methods: &'static [MethodInfo]) -> Vec<(&'static str, Side, &'static str)> {
    let rows: Vec<_> = policy
        .iter()
        .filter(|r| r.kind == "request")
        .filter_map(|r| {
            let info = MethodInfo::find(methods, r.method, MethodKind::Request).expect("a policy row names a method of the table");
            needed(r).map(|c| (r.method, info.served_by, c))
        })
        .collect();
    assert!(!rows.is_empty(), "no \"Needs `…`\" rule found: the table or its wording changed");
    rows
}

/// Sends every gated request from the side that calls it; `peers` are
/// (the client's peer to the agent, the agent's peer to the client).
async fn check(rows: &[(&'static str, Side, &'static str)], s: &Samples, to_agent: &Peer, to_client: &Peer, advertised: bool) {
    for (method, side, capability) in rows {
        let peer = if *side == Side::Agent { to_agent } else { to_client };
        let params = s.raw_params(method, MethodKind::Request);
        let gate = gate_of(peer, method, &params).await;
        if advertised {
            assert_eq!(gate, None, "{method}: refused by the gate although {capability} was advertised");
        } else {
            assert_eq!(gate.as_deref(), Some(*capability), "{method}: not refused for the missing {capability}");
        }
    }
}

mod v1_table {
    use super::*;
    use acp_wire::v1;

    type Slot = Arc<Mutex<Option<v1::ClientHandle>>>;
    struct Agent(v1::InitializeResponse, Slot);
    impl v1::Agent for Agent {
        async fn initialize(&self, _: v1::InitializeRequest, cx: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
            *self.1.lock().unwrap() = Some(cx.peer().clone());
            Ok(self.0.clone())
        }
    }
    struct Client;
    impl v1::Client for Client {}

    async fn run(advertised: bool) {
        let s = Samples::new("v1", v1::UNSTABLE, v1::METHODS);
        let (response, caps) = if advertised {
            let init: v1::InitializeRequest = s.def("InitializeRequest");
            // The stable samples, plus what only the unstable schema can advertise.
            let mut response: Value = s.def("InitializeResponse");
            merge(&mut response, json!({"agentCapabilities": {
                "sessionCapabilities": {"fork": {}, "archive": {}, "status": {}, "title": {}},
                "auth": {"status": {}}, "providers": {}, "mcpCapabilities": {"acp": true}}}));
            let response = sides_support::declared_only(1, "InitializeResponse", response);
            (sides_support::from::<v1::InitializeResponse>(response), init.client_capabilities.unwrap_or_default())
        } else {
            (v1::InitializeResponse::new(1), v1::ClientCapabilities::new())
        };
        let slot = Slot::default();
        let wired = Wired::new(AgentBuilder::new().v1(Agent(response, slot.clone())), ClientBuilder::new().v1(Client, caps), Info::new("c", "1")).await;
        let Negotiated::V1 { agent, .. } = &wired.connected.negotiated else { panic!("v1") };
        let to_client = slot.lock().unwrap().clone().expect("initialized").core().peer().clone();
        check(&gated(v1::POLICY, v1::METHODS), &s, agent.core().peer(), &to_client, advertised).await;
        // Every frame both sides wrote is valid against the schema.
        wired.finish(common::schema::SchemaFile::get("v1", v1::UNSTABLE), v1::METHODS).await;
    }

    #[tokio::test]
    async fn every_needs_rule_refuses_unadvertised_and_passes_advertised() {
        run(false).await;
        run(true).await;
    }
}

#[cfg(feature = "v2")]
mod v2_table {
    use super::*;
    use acp_wire::v2;

    type Slot = Arc<Mutex<Option<v2::ClientHandle>>>;
    struct Agent(v2::InitializeResponse, Slot);
    impl v2::Agent for Agent {
        async fn initialize(&self, _: v2::InitializeRequest, cx: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
            *self.1.lock().unwrap() = Some(cx.peer().clone());
            Ok(self.0.clone())
        }
    }
    struct Client;
    impl v2::Client for Client {}

    async fn run(advertised: bool) {
        let s = Samples::new("v2", v2::UNSTABLE, v2::METHODS);
        let (response, caps) = if advertised {
            let init: v2::InitializeRequest = s.def("InitializeRequest");
            let mut response: Value = s.def("InitializeResponse");
            merge(&mut response, json!({"capabilities": {
                "session": {"fork": {}, "archive": {}, "status": {}, "title": {}, "mcp": {"acp": {}}},
                "auth": {"status": {}}, "providers": {}}}));
            let response = sides_support::declared_only(2, "InitializeResponse", response);
            (sides_support::from::<v2::InitializeResponse>(response), init.capabilities.unwrap_or_default())
        } else {
            (sides_support::from(json!({"protocolVersion": 2, "info": {"name": "a", "version": "1"}})), v2::ClientCapabilities::new())
        };
        let slot = Slot::default();
        let wired = Wired::new(AgentBuilder::new().v2(Agent(response, slot.clone())), ClientBuilder::new().v2(Client, caps), Info::new("c", "1")).await;
        let Negotiated::V2 { agent, .. } = &wired.connected.negotiated else { panic!("v2") };
        let to_client = slot.lock().unwrap().clone().expect("initialized").core().peer().clone();
        check(&gated(v2::POLICY, v2::METHODS), &s, agent.core().peer(), &to_client, advertised).await;
        wired.finish(common::schema::SchemaFile::get("v2", v2::UNSTABLE), v2::METHODS).await;
    }

    #[tokio::test]
    async fn every_needs_rule_refuses_unadvertised_and_passes_advertised() {
        run(false).await;
        run(true).await;
    }
}
