//! Gating driven by the versions' gate tables (`V1::GATES`, `V2::GATES`,
//! in `src/vN/policy.rs`): every gated request is sent raw (bypassing the sending handle's
//! gate) to a serving side that advertised nothing, and must be rejected
//! -32601 with `data: {method, capability}` naming exactly that capability;
//! and to a serving side that advertised everything (the corpus samples of
//! `InitializeResponse` and `ClientCapabilities`), where it must pass the
//! gate. A gate added to a policy file is tested here without a new line;
//! the generated `POLICY` tables show each gate as a "Needs …" row.


use crate::{common, sides_support};

use std::sync::{Arc, Mutex};

use acp_wire::error::ResponseError;
use acp_wire::method::{MethodInfo, MethodKind, PolicyRule, Side};
use acp_wire::rpc::Peer;
use acp_wire::side::{AgentBuilder, ClientBuilder, Gate, Info, Party, RequestContext, Version};
use acp_wire::{Error, Negotiated};
use serde_json::{json, Value};
use sides_support::{Samples, Wired};

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

/// The gated requests of a version: (method, serving side, capability).
/// Each gate names a method of the version's table (mostly served by the
/// party that advertises the capability; `mcp/message` is served by the
/// client on the agent's `mcpCapabilities`), and its row in the `POLICY` table says so.
fn gated(gates: &'static [Gate], policy: &'static [PolicyRule], methods: &'static [MethodInfo]) -> Vec<(&'static str, Side, &'static str)> {
    for g in gates {
        assert!(methods.iter().any(|m| m.method == g.method), "{}: a gate for a method the version does not have", g.method);
        let row = policy.iter().find(|r| r.method == g.method).unwrap_or_else(|| panic!("{}: no POLICY row", g.method));
        assert!(row.rule.contains(&format!("`{}`", g.capability)), "{}: the POLICY row does not name {}", g.method, g.capability);
    }
    let rows: Vec<_> = gates
        .iter()
        .filter_map(|g| {
            let info = MethodInfo::find(methods, g.method, MethodKind::Request)?;
            Some((g.method, info.served_by, g.capability))
        })
        .collect();
    assert!(rows.len() >= 5, "only {} gated requests: the gate table shrank", rows.len());
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
        let rows = gated(v1::V1::GATES, v1::POLICY, v1::METHODS);
        check(&rows, &s, agent.core().peer(), &to_client, advertised).await;
        // Every frame both sides wrote is valid against the schema; the
        // validator finds each raw request the gates refused, and no other.
        let broken = wired.finish_gated(common::schema::SchemaFile::get("v1", v1::UNSTABLE), v1::METHODS).await;
        assert_eq!(broken, if advertised { 0 } else { rows.len() });
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
        let rows = gated(v2::V2::GATES, v2::POLICY, v2::METHODS);
        check(&rows, &s, agent.core().peer(), &to_client, advertised).await;
        let broken = wired.finish_gated(common::schema::SchemaFile::get("v2", v2::UNSTABLE), v2::METHODS).await;
        assert_eq!(broken, if advertised { 0 } else { rows.len() });
    }

    #[tokio::test]
    async fn every_needs_rule_refuses_unadvertised_and_passes_advertised() {
        run(false).await;
        run(true).await;
    }
}

/// The `$defs` member a schema node refers to (through `$ref`, or a nullable
/// `anyOf` / `allOf` of one), else the node itself.
fn resolve<'a>(defs: &'a Value, node: &'a Value) -> &'a Value {
    if let Some(r) = node.get("$ref").and_then(Value::as_str) {
        return resolve(defs, &defs[r.trim_start_matches("#/$defs/")]);
    }
    for key in ["allOf", "anyOf", "oneOf"] {
        if let Some(arm) = node.get(key).and_then(Value::as_array).and_then(|a| a.iter().find(|x| x.get("$ref").is_some())) {
            return resolve(defs, arm);
        }
    }
    node
}

/// Every gate's capability is a member path of its party's `initialize`
/// message in the version's schema (a typo would gate on nothing).
fn paths_exist(gates: &[Gate], schema_json: &str) {
    let schema: Value = serde_json::from_str(schema_json).unwrap();
    let defs = &schema["$defs"];
    for g in gates {
        let root = if g.party == Party::Client { "InitializeRequest" } else { "InitializeResponse" };
        let mut at = &defs[root];
        for key in g.capability.split('.') {
            let node = resolve(defs, at);
            at = node.get("properties").and_then(|p| p.get(key)).unwrap_or_else(|| panic!("{}: `{}` has no member `{key}` in the schema", g.method, g.capability));
        }
    }
}

#[test]
fn every_gate_names_a_member_of_the_schema() {
    paths_exist(acp_wire::v1::V1::GATES, acp_wire::v1::SCHEMA_JSON);
    #[cfg(feature = "v2")]
    paths_exist(acp_wire::v2::V2::GATES, acp_wire::v2::SCHEMA_JSON);
}
