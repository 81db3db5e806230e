//! The client's side of version negotiation against a scripted agent (raw
//! JSON-RPC, no `AgentBuilder`), so the agent's answer can be anything,
//! including what real agents do (`../shared/PEERS-IN-THE-WILD.md`):
//! downgrading an offer of 2 to 1, rejecting it with -32602 or -32022,
//! echoing 2 while speaking v1, string versions, versions nobody offered.
#![cfg(feature = "v2")]


use crate::sides_support;

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire::error::ResponseError;
use acp_wire::rpc::{BoxFuture, Config, Connection, Handler, Params, Reply, RawRequestContext};
use acp_wire::side::{Connected, Info, SideError};
use acp_wire::Negotiated;
use acp_wire::transport::Transport;
use acp_wire::{v1, Error};
use serde_json::{json, Value};
use sides_support::{client, from};

/// Answers each `initialize` with the next scripted answer; records the
/// params it got.
#[derive(Clone, Default)]
struct Script {
    answers: Arc<Mutex<VecDeque<Result<Value, ResponseError>>>>,
    offers: Arc<Mutex<Vec<Value>>>,
}

impl Handler for Script {
    fn request(&self, _: RawRequestContext, method: &str, params: Params<'_>) -> BoxFuture<Result<Reply, ResponseError>> {
        if method != "initialize" {
            let e = ResponseError::method_not_found(method);
            return Box::pin(async move { Err(e) });
        }
        let params: Value = params.json().map_or(Value::Null, |p| serde_json::from_str(p).unwrap());
        self.offers.lock().unwrap().push(params);
        let answer = self.answers.lock().unwrap().pop_front().expect("an initialize the script did not expect");
        Box::pin(async move { answer.map(Reply::new) })
    }
}

/// What happened: the client's result, the offers the agent saw, and
/// whether the agent's connection ended (the client closes on failure).
struct Run {
    result: acp_wire::Result<Connected<Negotiated>>,
    offers: Vec<Value>,
}

async fn run(kind: &str, answers: Vec<Result<Value, ResponseError>>) -> Run {
    let script = Script::default();
    script.answers.lock().unwrap().extend(answers);
    let (ta, tc) = Transport::duplex(1 << 16);
    let (_peer, agent) = Connection::new(ta, script.clone(), Config::default()).spawn();
    let result = client(kind).connect(tc, Info::new("c", "1")).await;
    if result.is_err() {
        // The client closed the connection: the scripted agent sees its end.
        let _ = tokio::time::timeout(Duration::from_secs(5), agent).await.expect("the client closed the connection");
    }
    let offers = script.offers.lock().unwrap().clone();
    Run { result, offers }
}

fn v1_answer(version: Value) -> Result<Value, ResponseError> {
    Ok(json!({"protocolVersion": version, "agentCapabilities": {"loadSession": true}, "authMethods": []}))
}

fn v2_answer() -> Result<Value, ResponseError> {
    Ok(json!({"protocolVersion": 2, "info": {"name": "a", "version": "1"}, "capabilities": {"session": {}}}))
}

fn negotiated(r: &Run) -> &Negotiated {
    match &r.result {
        Ok(c) => &c.negotiated,
        Err(e) => panic!("negotiation failed: {e}"),
    }
}

fn unsupported(r: &Run) -> (Option<u64>, Vec<u16>) {
    match &r.result {
        Err(Error::Side(SideError::UnsupportedVersion { answered, accepted })) => (*answered, accepted.clone()),
        other => panic!("wanted UnsupportedVersion, got {other:?}"),
    }
}

#[tokio::test]
async fn dual_client_takes_a_downgrade_to_v1() {
    // claude-agent-acp, codex-acp, the TS v1 agent: offered 2, answer 1.
    let r = run("dual", vec![v1_answer(json!(1))]).await;
    let n = negotiated(&r);
    assert_eq!(n.version(), 1);
    let Negotiated::V1 { agent, response } = n else { panic!() };
    assert_eq!(response.agent_capabilities.as_ref().and_then(|c| c.load_session), Some(true));
    // One offer of 2, exactly v2's params (no v1 members), and the agent's
    // capabilities are in effect.
    assert_eq!(r.offers.len(), 1);
    assert_eq!(r.offers[0]["protocolVersion"], 2);
    assert!(r.offers[0].get("clientCapabilities").is_none(), "{}", r.offers[0]);
    let e = agent.load_session(v1::LoadSessionRequest::new(Vec::<v1::McpServer>::new(), "/", from::<v1::SessionId>(json!("s")))).await;
    assert!(!matches!(e, Err(Error::Side(_))), "loadSession was advertised: {e:?}");
    // Key order does not matter: protocolVersion last.
    let r = run("dual", vec![Ok(json!({"agentCapabilities": {}, "protocolVersion": 1}))]).await;
    assert_eq!(negotiated(&r).version(), 1);
}

#[tokio::test]
async fn a_client_that_does_not_accept_the_answer_fails_clearly() {
    // v2-only client, v1 agent.
    let r = run("v2", vec![v1_answer(json!(1))]).await;
    assert_eq!(unsupported(&r), (Some(1), vec![2]));
    let text = r.result.as_ref().unwrap_err().to_string();
    assert!(text.contains("protocol version 1") && text.contains("[2]"), "{text}");
    // v1-only client, an agent answering its own latest (v1 rules allow it).
    let r = run("v1", vec![v2_answer()]).await;
    assert_eq!(unsupported(&r), (Some(2), vec![1]));
    // Versions nobody speaks.
    for v in [99, 0] {
        let r = run("dual", vec![v1_answer(json!(v))]).await;
        assert_eq!(unsupported(&r), (Some(v), vec![2, 1]));
    }
}

#[tokio::test]
async fn string_or_missing_versions_are_no_version() {
    // The schema says integer; a string "1" is not coerced.
    for answer in [json!({"protocolVersion": "1"}), json!({"protocolVersion": "2", "info": {"name": "a", "version": "1"}}), json!({"agentCapabilities": {}}), json!({"protocolVersion": null})] {
        let r = run("dual", vec![Ok(answer.clone())]).await;
        assert_eq!(unsupported(&r), (None, vec![2, 1]), "{answer}");
    }
}

#[tokio::test]
async fn rejected_offers_are_retried_once_lower() {
    // The TS SDK's router, the Rust SDK's v2 test agent: -32602 to our v2
    // params, then fine with v1.
    let invalid = || Err(ResponseError::new(ResponseError::INVALID_PARAMS, "Invalid params"));
    let r = run("dual", vec![invalid(), v1_answer(json!(1))]).await;
    assert_eq!(negotiated(&r).version(), 1);
    assert_eq!(r.offers.iter().map(|o| o["protocolVersion"].clone()).collect::<Vec<_>>(), vec![json!(2), json!(1)]);
    assert!(r.offers[1].get("info").is_none(), "the second offer is a v1 initialize: {}", r.offers[1]);
    // -32022 listing a version we accept.
    let unsupported_with = |supported: Value| Err(ResponseError::new(ResponseError::UNSUPPORTED_PROTOCOL_VERSION, "Unsupported protocol version").with_data(&json!({"requested": 2, "supported": supported})));
    let r = run("dual", vec![unsupported_with(json!([1])), v1_answer(json!(1))]).await;
    assert_eq!(negotiated(&r).version(), 1);
    // -32022 listing none we accept: that error, no second offer.
    let r = run("dual", vec![unsupported_with(json!([3]))]).await;
    assert!(matches!(&r.result, Err(Error::Protocol(e)) if e.code == ResponseError::UNSUPPORTED_PROTOCOL_VERSION), "{:?}", r.result.as_ref().err());
    assert_eq!(r.offers.len(), 1);
    // A v1-only client has nothing lower to offer.
    let r = run("v1", vec![invalid()]).await;
    assert!(matches!(&r.result, Err(Error::Protocol(e)) if e.code == ResponseError::INVALID_PARAMS));
    // Other errors (auth, internal) are not version problems: no retry.
    let r = run("dual", vec![Err(ResponseError::new(-32000, "Authentication required"))]).await;
    assert!(matches!(&r.result, Err(Error::Protocol(e)) if e.code == -32000));
    assert_eq!(r.offers.len(), 1);
}

#[tokio::test]
async fn a_version_above_the_offer_is_refused() {
    // Refused the offer of 2, then claims 2 to the offer of 1.
    let r = run("dual", vec![Err(ResponseError::new(ResponseError::INVALID_PARAMS, "Invalid params")), v2_answer()]).await;
    match &r.result {
        Err(Error::Side(SideError::VersionNotOffered { answered: 2, offered: 1 })) => {}
        other => panic!("wanted VersionNotOffered, got {other:?}"),
    }
    assert!(r.result.as_ref().unwrap_err().to_string().contains("offer of 1"));
}

#[tokio::test]
async fn an_agent_echoing_2_over_a_v1_result() {
    // The Python SDK's echo agent: offered 2, answers 2 with a v1 result.
    let echo = || v1_answer(json!(2));
    let r = run("dual", vec![echo()]).await;
    let n = negotiated(&r);
    assert_eq!(n.version(), 1, "a dual client speaks v1 to it");
    let Negotiated::V1 { response, .. } = n else { panic!() };
    assert_eq!(*response.protocol_version, 2, "the answer is kept as received");
    // A v2-only client cannot: the answer is not a v2 initialize result.
    let r = run("v2", vec![echo()]).await;
    assert!(matches!(&r.result, Err(Error::Json(_))), "{:?}", r.result.as_ref().err());
    // A real v2 answer stays v2.
    let r = run("dual", vec![v2_answer()]).await;
    assert_eq!(negotiated(&r).version(), 2);
}
