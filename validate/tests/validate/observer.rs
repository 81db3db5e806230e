//! `ValidatingObserver` on live in-memory connections (`rpc::Connection` over
//! `Transport::duplex`): a clean v1 exchange, and an agent that breaks rules.

use std::sync::Arc;

use acp_wire::error::ResponseError;
use acp_wire::method::Side;
use acp_wire::rpc::{BoxFuture, Config, Connection, Handler, Params, Reply, RawRequestContext};
use acp_wire::transport::Transport;
use acp_wire_validate::{Direction, SchemaValidator, ValidatingObserver, ViolationKind};
use serde_json::{json, Value};

/// A raw-JSON v1 agent: `initialize`, `session/new`, and `session/prompt`,
/// which streams chunks before answering. `broken` makes it send a chunk of
/// the wrong shape and a request only the client may send.
struct RawAgent {
    broken: bool,
}

fn chunk(text: Value) -> Value {
    json!({"sessionId": "sess_1", "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": text}}})
}

impl Handler for RawAgent {
    fn request(&self, cx: RawRequestContext, method: &str, _params: Params<'_>) -> BoxFuture<Result<Reply, ResponseError>> {
        let broken = self.broken;
        let method = method.to_string();
        Box::pin(async move {
            match method.as_str() {
                "initialize" => Ok(Reply::new(json!({"protocolVersion": 1, "agentCapabilities": {"loadSession": false}, "authMethods": []}))),
                "session/new" => Ok(Reply::new(json!({"sessionId": "sess_1"}))),
                "session/prompt" => {
                    let peer = cx.peer().clone();
                    for i in 0..3 {
                        peer.notify("session/update", &chunk(json!(format!("part {i} ")))).await.map_err(ResponseError::internal_error)?;
                    }
                    if broken {
                        peer.notify("session/update", &chunk(json!(5))).await.map_err(ResponseError::internal_error)?;
                        let wrong_way = json!({"sessionId": "sess_1", "prompt": [{"type": "text", "text": "hi"}]});
                        let _ = peer.request("session/prompt", &wrong_way).await;
                    }
                    Ok(Reply::new(json!({"stopReason": "end_turn"})))
                }
                other => Err(ResponseError::method_not_found(other)),
            }
        })
    }
}

struct QuietClient;
impl Handler for QuietClient {}

async fn run(broken: bool) -> (Arc<ValidatingObserver>, Arc<ValidatingObserver>) {
    let client_obs = Arc::new(ValidatingObserver::auto(Side::Client).unwrap());
    let agent_obs = Arc::new(ValidatingObserver::auto(Side::Agent).unwrap());
    let (a, b) = Transport::duplex(64 * 1024);
    let (_agent, agent_task) = Connection::new(a, RawAgent { broken }, Config::default().observer(agent_obs.clone())).spawn();
    let (client, client_task) = Connection::new(b, QuietClient, Config::default().observer(client_obs.clone())).spawn();

    let init = client
        .request("initialize", &json!({"protocolVersion": 1, "clientCapabilities": {"fs": {"readTextFile": true}}, "clientInfo": {"name": "test", "version": "0"}}))
        .await
        .unwrap();
    assert!(init.get().contains("\"protocolVersion\":1"));
    client.request("session/new", &json!({"cwd": "/tmp", "mcpServers": []})).await.unwrap();
    let done = client.request("session/prompt", &json!({"sessionId": "sess_1", "prompt": [{"type": "text", "text": "go"}]})).await.unwrap();
    assert!(done.get().contains("end_turn"));
    client.notify("session/cancel", &json!({"sessionId": "sess_1"})).await.unwrap();
    client.notify("_test/extension", &json!([1, 2, 3])).await.unwrap();
    client.close();
    let _ = client_task.await;
    let _ = agent_task.await;
    (client_obs, agent_obs)
}

#[tokio::test]
async fn a_clean_exchange_is_clean_on_both_sides() {
    let (client_obs, agent_obs) = run(false).await;
    client_obs.assert_clean();
    agent_obs.assert_clean();
    // initialize, session/new, session/prompt + answers, 3 chunks, cancel, extension.
    assert!(client_obs.frames_seen() >= 11, "{}", client_obs.frames_seen());
    assert_eq!(client_obs.schema().protocol_version(), 1);
    assert!(client_obs.unanswered().is_empty(), "{:?}", client_obs.unanswered());
    assert_eq!(client_obs.outgoing(), Direction::ClientToAgent);
    assert_eq!(agent_obs.outgoing(), Direction::AgentToClient);
}

#[tokio::test]
async fn a_broken_agent_is_caught_on_both_sides() {
    let (client_obs, agent_obs) = run(true).await;
    for obs in [&client_obs, &agent_obs] {
        let found = obs.violations();
        let bad_chunk = found.iter().find(|f| f.kind == ViolationKind::Params).unwrap_or_else(|| panic!("{}", obs.report()));
        assert_eq!(bad_chunk.method.as_deref(), Some("session/update"));
        assert_eq!(bad_chunk.direction, Direction::AgentToClient);
        assert_eq!(bad_chunk.violations[0].instance_path, "/params/update/content/text");
        let wrong_way = found.iter().find(|f| f.kind == ViolationKind::WrongDirection).unwrap_or_else(|| panic!("{}", obs.report()));
        assert_eq!(wrong_way.method.as_deref(), Some("session/prompt"));
        assert_eq!(found.len(), 2, "{}", obs.report());
    }
    let listing = std::panic::catch_unwind(|| client_obs.assert_clean()).expect_err("not clean");
    let text = listing.downcast_ref::<String>().cloned().unwrap_or_default();
    assert!(text.contains("2 schema violation(s)") && text.contains("/params/update/content/text"), "{text}");
    assert_eq!(client_obs.take_violations().len(), 2);
    client_obs.assert_clean();
}

#[tokio::test]
async fn told_the_version() {
    let obs = ValidatingObserver::pinned(Side::Client, SchemaValidator::builtin(1).unwrap());
    use acp_wire::transport::FrameObserver;
    obs.on_incoming(br#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"x"}}}}"#);
    obs.on_outgoing(br#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"x"}}}}"#);
    let found = obs.violations();
    assert_eq!(found.len(), 1, "{}", obs.report());
    assert_eq!(found[0].kind, ViolationKind::WrongDirection);
    assert_eq!(found[0].direction, Direction::ClientToAgent);
}
