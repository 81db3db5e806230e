//! A prompt block of a type the version's schema does not define is
//! refused by the side, before any handler, in both versions: the sending
//! handle does not send it ([`SideError::UnknownContent`]), and a serving
//! agent answers one that bypasses a handle with -32602 and `data: {method,
//! path, type, message}` (v2's ContentBlock: agents MUST refuse it with -32602);
//! the agent's `prompt` never runs. Every frame the agent reads or writes
//! is validated, but the refused request itself (by design not
//! schema-valid) and its answer.


use crate::sides_support;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use acp_wire::error::ResponseError;
use acp_wire::rpc::Config;
use acp_wire::transport::FrameObserver;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext, SideError};
use acp_wire::transport::Transport;
use acp_wire::{v1, Error, Negotiated};
use serde_json::{json, Value};
use sides_support::{from, Frames};

/// The agent's frames to the validator, but for the bypassing request and
/// its -32602 answer (whose `data` names the type; asserted by the test).
struct ButTheRefused(Frames);
impl FrameObserver for ButTheRefused {
    fn on_outgoing(&self, frame: &[u8]) {
        if !String::from_utf8_lossy(frame).contains("hologram") {
            self.0.on_outgoing(frame);
        }
    }
    fn on_incoming(&self, frame: &[u8]) {
        if !String::from_utf8_lossy(frame).contains("hologram") {
            self.0.on_incoming(frame);
        }
    }
}

const HOLOGRAM: &str = r#"{"type": "hologram", "data": "AA=="}"#;

fn unknown_refused(r: Result<impl std::fmt::Debug, Error>) {
    match r {
        Err(Error::Side(SideError::UnknownContent { method, path, kind })) => {
            assert_eq!((method, path.as_str(), kind.as_str()), ("session/prompt", "prompt[1].type", "hologram"));
        }
        other => panic!("wanted UnknownContent, got {other:?}"),
    }
}

fn rejected<T: std::fmt::Debug>(r: Result<T, Error>, index: usize) {
    let Err(Error::Protocol(e)) = r else { panic!("wanted -32602, got {r:?}") };
    assert_eq!(e.code, ResponseError::INVALID_PARAMS);
    let data: Value = serde_json::from_str(e.data.expect("data").get()).expect("data json");
    assert_eq!(data["method"], "session/prompt");
    assert_eq!(data["path"], format!("prompt[{index}].type"));
    assert_eq!(data["type"], "hologram");
    assert!(data["message"].as_str().unwrap().contains("\"hologram\" is not supported"), "{data}");
}

struct Agent1(Arc<AtomicUsize>);
impl v1::Agent for Agent1 {
    async fn initialize(&self, _: v1::InitializeRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
        // Every known block kind advertised: only the unknown one is refused.
        Ok(from(json!({"protocolVersion": 1, "agentCapabilities": {"promptCapabilities": {"image": true, "audio": true, "embeddedContext": true}}})))
    }
    async fn prompt(&self, _: v1::PromptRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::PromptResponse, ResponseError> {
        self.0.fetch_add(1, Ordering::SeqCst);
        Ok(v1::PromptResponse::new(v1::StopReason::EndTurn))
    }
    async fn new_session(&self, _: v1::NewSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::NewSessionResponse, ResponseError> {
        Ok(from(json!({"sessionId": "s"})))
    }
}
struct Client1;
impl v1::Client for Client1 {}

#[tokio::test]
async fn v1_unknown_prompt_blocks_are_refused_by_the_side() {
    let frames = Frames::agent();
    let calls = Arc::new(AtomicUsize::new(0));
    let (ta, tc) = Transport::duplex(1 << 16);
    let task = AgentBuilder::new().v1(Agent1(calls.clone())).config(Config::default().observer(Arc::new(ButTheRefused(frames.clone())))).spawn(ta);
    let connected = ClientBuilder::new().v1(Client1, v1::ClientCapabilities::new()).connect(tc, Info::new("c", "1")).await.unwrap();
    let Negotiated::V1 { agent: h, .. } = &connected.negotiated else { panic!() };
    let text: v1::ContentBlock = from(json!({"type": "text", "text": "hi"}));
    let unknown: v1::ContentBlock = serde_json::from_str(HOLOGRAM).unwrap();
    assert_eq!(unknown.tag(), "hologram");
    h.new_session(from(json!({"cwd": "/work", "mcpServers": []}))).await.unwrap();

    unknown_refused(h.prompt(v1::PromptRequest::new("s", vec![text.clone(), unknown])).await);
    let raw = json!({"sessionId": "s", "prompt": [{"type": "text", "text": "hi"}, serde_json::from_str::<Value>(HOLOGRAM).unwrap()]});
    rejected(h.core().peer().request("session/prompt", &raw).await, 1);
    assert_eq!(calls.load(Ordering::SeqCst), 0, "the handler never saw the unknown block");
    // Known blocks still reach the handler.
    h.prompt(v1::PromptRequest::new("s", vec![text])).await.unwrap();
    assert_eq!(calls.load(Ordering::SeqCst), 1);

    frames.assert_valid();
    h.core().close();
    let _ = task.await;
}

#[cfg(feature = "v2")]
mod v2_unknown {
    use super::*;
    use acp_wire::v2;

    struct Agent2(Arc<AtomicUsize>);
    impl v2::Agent for Agent2 {
        async fn initialize(&self, _: v2::InitializeRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
            Ok(from(json!({
                "protocolVersion": 2,
                "info": {"name": "a", "version": "1"},
                "capabilities": {"session": {"prompt": {"image": {}, "audio": {}, "embeddedContext": {}}}}
            })))
        }
        async fn new_session(&self, _: v2::NewSessionRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::NewSessionResponse, ResponseError> {
            Ok(from(json!({"sessionId": "s"})))
        }
        async fn prompt(&self, _: v2::PromptRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::PromptResponse, ResponseError> {
            self.0.fetch_add(1, Ordering::SeqCst);
            Ok(v2::PromptResponse::new("m1"))
        }
    }
    struct Client2;
    impl v2::Client for Client2 {}

    #[tokio::test]
    async fn v2_unknown_prompt_blocks_are_refused_by_the_side() {
        let frames = Frames::agent();
        let calls = Arc::new(AtomicUsize::new(0));
        let (ta, tc) = Transport::duplex(1 << 16);
        let task = AgentBuilder::new().v2(Agent2(calls.clone())).config(Config::default().observer(Arc::new(ButTheRefused(frames.clone())))).spawn(ta);
        let connected = ClientBuilder::new().v2(Client2, v2::ClientCapabilities::new()).connect(tc, Info::new("c", "1")).await.unwrap();
        let Negotiated::V2 { agent: h, .. } = &connected.negotiated else { panic!() };
        let text: v2::ContentBlock = from(json!({"type": "text", "text": "hi"}));
        let unknown: v2::ContentBlock = serde_json::from_str(HOLOGRAM).unwrap();
        h.new_session(from(json!({"cwd": "/work"}))).await.unwrap();

        unknown_refused(h.prompt(v2::PromptRequest::new("s", vec![text.clone(), unknown])).await);
        let raw = json!({"sessionId": "s", "prompt": [serde_json::from_str::<Value>(HOLOGRAM).unwrap()]});
        rejected(h.core().peer().request("session/prompt", &raw).await, 0);
        assert_eq!(calls.load(Ordering::SeqCst), 0, "the handler never saw the unknown block");
        h.prompt(v2::PromptRequest::new("s", vec![text])).await.unwrap();
        assert_eq!(calls.load(Ordering::SeqCst), 1);

        frames.assert_valid();
        h.core().close();
        let _ = task.await;
    }
}
