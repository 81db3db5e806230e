//! Version negotiation: v1-only, v2-only and dual agents × v1-only,
//! v2-only and dual clients; raw `initialize` with 99, 0 and `"1"`;
//! requests before `initialize`; a second `initialize`.
#![cfg(feature = "v2")]


use crate::sides_support;

use std::sync::{Arc, Mutex};

use acp_wire::error::ResponseError;
use acp_wire::rpc::{Config, Connection, Handler, Peer};
use acp_wire::side::{AgentBuilder, Info, RequestContext, SideError};
use acp_wire::Negotiated;
use acp_wire::transport::Transport;
use acp_wire::{v1, v2, Error};
use serde_json::{json, Value};
use sides_support::{client, from};

#[derive(Clone, Default)]
struct Seen(Arc<Mutex<Vec<Value>>>);

struct A1(Seen);
impl v1::Agent for A1 {
    async fn initialize(&self, p: v1::InitializeRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
        self.0 .0.lock().unwrap().push(serde_json::to_value(&p).unwrap());
        // Claims another version on purpose: the crate states the negotiated one.
        Ok(v1::InitializeResponse::new(7))
    }
}

struct A2(Seen);
impl v2::Agent for A2 {
    async fn initialize(&self, p: v2::InitializeRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
        self.0 .0.lock().unwrap().push(serde_json::to_value(&p).unwrap());
        Ok(from(json!({"protocolVersion": 2, "info": {"name": "a2", "version": "1"}, "capabilities": {"session": {}}})))
    }
}

fn agent(kind: &str, seen: &Seen) -> AgentBuilder {
    let b = AgentBuilder::new();
    match kind {
        "v1" => b.v1(A1(seen.clone())),
        "v2" => b.v2(A2(seen.clone())),
        _ => b.v1(A1(seen.clone())).v2(A2(seen.clone())),
    }
}

#[tokio::test]
async fn matrix() {
    // (agent, client) → negotiated version, or the error code / kind.
    let cases: &[(&str, &str, Result<u16, &str>)] = &[
        ("v1", "v1", Ok(1)),
        ("v1", "v2", Err("unsupported")), // the agent answers 1, the client only takes 2
        ("v1", "dual", Ok(1)),
        ("v2", "v1", Err("-32022")),
        ("v2", "v2", Ok(2)),
        ("v2", "dual", Ok(2)),
        ("dual", "v1", Ok(1)),
        ("dual", "v2", Ok(2)),
        ("dual", "dual", Ok(2)),
    ];
    for (a, c, want) in cases {
        let seen = Seen::default();
        let (ta, tc) = Transport::duplex(1 << 16);
        let (af, cf) = (sides_support::Frames::agent(), sides_support::Frames::client());
        let task = agent(a, &seen).config(Config::default().observer(af.observer())).spawn(ta);
        let got = client(c).config(Config::default().observer(cf.observer())).connect(tc, Info::new("c", "1")).await;
        match (want, &got) {
            (Ok(v), Ok(conn)) => {
                assert_eq!(conn.negotiated.version(), *v, "{a} × {c}");
                let answered = match &conn.negotiated {
                    Negotiated::V1 { response, .. } => *response.protocol_version,
                    Negotiated::V2 { response, .. } => *response.protocol_version,
                    _ => unreachable!(),
                };
                assert_eq!(answered, *v, "{a} × {c}: the response states the negotiated version");
                // Both initialize frames valid against the negotiated schema
                // (the dual offer included).
                af.assert_valid();
                cf.assert_valid();
                conn.negotiated.core().close();
            }
            (Err("unsupported"), Err(Error::Side(SideError::UnsupportedVersion { answered: Some(1), accepted }))) => {
                assert_eq!(accepted, &vec![2]);
            }
            (Err("-32022"), Err(Error::Protocol(e))) => {
                assert_eq!(e.code, ResponseError::UNSUPPORTED_PROTOCOL_VERSION);
                assert_eq!(e.data.as_ref().unwrap().get(), r#"{"requested":1,"supported":[2]}"#);
            }
            _ => panic!("{a} × {c}: wanted {want:?}, got {got:?}"),
        }
        let _ = tokio::time::timeout(std::time::Duration::from_secs(2), task).await.expect("agent ends");
        // A dual client's offer of 2 is exactly v2's params: a v1 agent that
        // downgrades sees no client capabilities.
        if (*a, *c) == ("v1", "dual") {
            let init = seen.0.lock().unwrap()[0].clone();
            assert_eq!(init["protocolVersion"], 2);
            assert!(init.get("info").is_some(), "{init}");
            assert!(init.get("clientCapabilities").is_none() && init.get("clientInfo").is_none(), "{init}");
        }
    }
}

/// `exact_offer(false)`: the dual client's offer of 2 also carries v1's
/// `clientCapabilities` and `clientInfo`, so a v1 agent that downgrades
/// sees the capabilities; the validator reports both members as
/// undeclared in v2's InitializeRequest (extensibility's MUST NOT), and a
/// v2 agent still negotiates 2.
#[tokio::test]
async fn a_compat_offer_adds_the_lower_versions_members_and_is_reported() {
    for a in ["v1", "v2"] {
        let seen = Seen::default();
        let (ta, tc) = Transport::duplex(1 << 16);
        let task = agent(a, &seen).spawn(ta);
        let cf = sides_support::Frames::client();
        let conn = client("dual")
            .exact_offer(false)
            .config(Config::default().observer(cf.observer()))
            .connect(tc, Info::new("c", "1"))
            .await
            .unwrap();
        assert_eq!(conn.negotiated.version(), if a == "v2" { 2 } else { 1 });
        let init = seen.0.lock().unwrap()[0].clone();
        assert_eq!(init["protocolVersion"], 2);
        if a == "v1" {
            assert_eq!(init["clientCapabilities"], json!({"fs": {"readTextFile": true}}), "{init}");
            assert!(init.get("clientInfo").is_some(), "{init}");
        }
        let found = cf.violations();
        let undeclared: Vec<&str> = found
            .iter()
            .filter(|f| f.kind == acp_wire_validate::ViolationKind::Undeclared)
            .flat_map(|f| f.violations.iter().map(|v| v.instance_path.as_str()))
            .collect();
        assert_eq!(undeclared, ["/params/clientCapabilities", "/params/clientInfo"], "{found:?}");
        conn.negotiated.core().close();
        let _ = tokio::time::timeout(std::time::Duration::from_secs(2), task).await;
    }
}

struct NoHandler;
impl Handler for NoHandler {}

/// A raw JSON-RPC client against an agent.
fn raw(kind: &str) -> (Peer, Seen) {
    let seen = Seen::default();
    let (ta, tc) = Transport::duplex(1 << 16);
    agent(kind, &seen).spawn(ta);
    let (peer, _) = Connection::new(tc, NoHandler, Config::default()).spawn();
    (peer, seen)
}

fn code(r: &Result<Box<serde_json::value::RawValue>, Error>) -> Option<i32> {
    r.as_ref().err().and_then(Error::code)
}

#[tokio::test]
async fn raw_initialize_versions() {
    let v1_params = json!({"protocolVersion": 99, "clientCapabilities": {}});
    let v2_params = json!({"protocolVersion": 99, "info": {"name": "x", "version": "1"}});
    for (kind, params, want) in [("dual", v2_params.clone(), 2), ("v1", v1_params.clone(), 1), ("v2", v2_params.clone(), 2)] {
        let (peer, _) = raw(kind);
        let r = peer.request("initialize", &params).await.unwrap();
        let v: Value = serde_json::from_str(r.get()).unwrap();
        assert_eq!(v["protocolVersion"], want, "{kind}: {v}");
    }
    // Below every supported version: -32022 with {requested, supported}.
    let (peer, _) = raw("dual");
    let e = peer.request("initialize", &json!({"protocolVersion": 0})).await.unwrap_err();
    let Error::Protocol(e) = e else { panic!("{e:?}") };
    assert_eq!(e.code, ResponseError::UNSUPPORTED_PROTOCOL_VERSION);
    assert_eq!(e.data.unwrap().get(), r#"{"requested":0,"supported":[1,2]}"#);
    // A string is not a version.
    let r = peer.request("initialize", &json!({"protocolVersion": "1"})).await;
    assert_eq!(code(&r), Some(ResponseError::INVALID_PARAMS));
    // Negotiation is still possible after failures.
    assert!(peer.request("initialize", &json!({"protocolVersion": 1})).await.is_ok());
}

#[tokio::test]
async fn before_and_after_initialize() {
    let (peer, seen) = raw("v1");
    // Requests before initialize: -32600; notifications: ignored.
    let r = peer.request("session/new", &json!({"cwd": "/", "mcpServers": []})).await;
    assert_eq!(code(&r), Some(ResponseError::INVALID_REQUEST));
    peer.notify("session/cancel", &json!({"sessionId": "s"})).await.unwrap();
    // Missing clientCapabilities is not an error (none advertised).
    assert!(peer.request("initialize", &json!({"protocolVersion": 1})).await.is_ok());
    assert_eq!(seen.0.lock().unwrap().len(), 1);
    // After: the version's dispatcher answers (-32601 for a method the agent did not implement).
    let r = peer.request("session/new", &json!({"cwd": "/", "mcpServers": []})).await;
    assert_eq!(code(&r), Some(ResponseError::METHOD_NOT_FOUND));
    // A second initialize is refused.
    let r = peer.request("initialize", &json!({"protocolVersion": 1})).await;
    assert_eq!(code(&r), Some(ResponseError::INVALID_REQUEST));
    // v1: batches stay refused.
    let _ = seen;
}
