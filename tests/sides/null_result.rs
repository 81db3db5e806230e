//! `"result": null` for a request whose result is an object with no
//! required members: the typed sides take it as `{}` (the official Rust
//! SDK's test client answers `fs/write_text_file` so, and the spec's
//! examples show it), in both directions; a result with required members
//! answered `null` still fails. The frames the typed side writes are
//! validated (`ValidatingObserver`); the peer's `null`s are reported by it
//! as deviations, with the hint that typed sides accept the first kind.
#![cfg(feature = "v2")]

use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire::error::ResponseError;
use acp_wire::method::Side;
use acp_wire::rpc::Config;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext};
use acp_wire::transport::Transport;
use acp_wire_validate::{Direction, ValidatingObserver, ViolationKind};
use acp_wire::{v1, v2, Negotiated};
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, DuplexStream, ReadHalf, WriteHalf};

const HINT: &str = "acp-wire's typed sides accept a null result here as `{}`";

async fn bounded<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(20), f).await.expect("did not finish within 20 s")
}

/// The test's end of the connection: JSON lines in and out.
struct Raw {
    r: BufReader<ReadHalf<DuplexStream>>,
    w: WriteHalf<DuplexStream>,
}

impl Raw {
    /// A transport for the typed side and the raw end facing it.
    fn pair() -> (Transport, Raw) {
        let (a, b) = tokio::io::duplex(1 << 16);
        let (r, w) = tokio::io::split(b);
        (Transport::from_stream(a), Raw { r: BufReader::new(r), w })
    }

    async fn send(&mut self, v: Value) {
        let mut line = v.to_string();
        line.push('\n');
        bounded(self.w.write_all(line.as_bytes())).await.unwrap();
    }

    async fn recv(&mut self) -> Value {
        let mut s = String::new();
        assert!(bounded(self.r.read_line(&mut s)).await.unwrap() > 0, "unexpected EOF");
        serde_json::from_str(&s).unwrap_or_else(|e| panic!("not JSON ({e}): {s}"))
    }
}

/// A v1 agent whose turn writes a file, then reads one, through the client,
/// and records what each call gave.
struct Writer {
    outcomes: Arc<Mutex<Vec<Result<(), String>>>>,
}

impl v1::Agent for Writer {
    async fn initialize(
        &self,
        _: v1::InitializeRequest,
        _: RequestContext<v1::ClientHandle>,
    ) -> Result<v1::InitializeResponse, ResponseError> {
        Ok(v1::InitializeResponse::new(v1::PROTOCOL_VERSION))
    }

    async fn new_session(
        &self,
        _: v1::NewSessionRequest,
        _: RequestContext<v1::ClientHandle>,
    ) -> Result<v1::NewSessionResponse, ResponseError> {
        Ok(v1::NewSessionResponse::new(v1::SessionId("s1".into())))
    }

    async fn prompt(
        &self,
        p: v1::PromptRequest,
        cx: RequestContext<v1::ClientHandle>,
    ) -> Result<v1::PromptResponse, ResponseError> {
        let write = v1::WriteTextFileRequest::new(p.session_id.clone(), "/project/new.txt", "fresh\n");
        let w = cx.peer().write_text_file(write).await.map(|_| ()).map_err(|e| e.to_string());
        let read = v1::ReadTextFileRequest::new(p.session_id.clone(), "/project/new.txt");
        let r = cx.peer().read_text_file(read).await.map(|_| ()).map_err(|e| e.to_string());
        self.outcomes.lock().unwrap().extend([w, r]);
        Ok(v1::PromptResponse::new(v1::StopReason::EndTurn))
    }
}

#[tokio::test]
async fn a_typed_agent_takes_a_null_write_result_as_the_empty_object() {
    let frames = Arc::new(ValidatingObserver::auto(Side::Agent).unwrap());
    let outcomes = Arc::new(Mutex::new(Vec::new()));
    let (transport, mut raw) = Raw::pair();
    let agent = AgentBuilder::new().v1(Writer { outcomes: outcomes.clone() }).config(Config::default().observer(frames.clone()));
    tokio::spawn(agent.serve(transport));

    let caps = json!({"fs": {"readTextFile": true, "writeTextFile": true}});
    raw.send(json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": 1, "clientCapabilities": caps}})).await;
    assert_eq!(raw.recv().await["result"]["protocolVersion"], 1);
    raw.send(json!({"jsonrpc": "2.0", "id": 1, "method": "session/new", "params": {"cwd": "/work", "mcpServers": []}})).await;
    assert_eq!(raw.recv().await["result"]["sessionId"], "s1");
    let prompt = json!({"sessionId": "s1", "prompt": [{"type": "text", "text": "write it"}]});
    raw.send(json!({"jsonrpc": "2.0", "id": 2, "method": "session/prompt", "params": prompt})).await;
    // Like a client that has nothing to say: `null` to both requests.
    for method in ["fs/write_text_file", "fs/read_text_file"] {
        let call = raw.recv().await;
        assert_eq!(call["method"], method, "{call}");
        raw.send(json!({"jsonrpc": "2.0", "id": call["id"], "result": null})).await;
    }
    let done = raw.recv().await;
    assert_eq!(done, json!({"jsonrpc": "2.0", "id": 2, "result": {"stopReason": "end_turn"}}));

    let outcomes = outcomes.lock().unwrap().clone();
    assert_eq!(outcomes[0], Ok(()), "the write failed");
    // ReadTextFileResponse needs `content`: `{}` would not do either.
    let read = outcomes[1].as_ref().expect_err("a null read result was accepted");
    assert!(read.contains("invalid type: null"), "{read}");

    // What the agent wrote is clean; the client's two nulls are reported,
    // the write's with the hint.
    let found = frames.take_violations();
    assert_eq!(found.len(), 2, "{found:#?}");
    for (v, (method, hint)) in found.iter().zip([("fs/write_text_file", true), ("fs/read_text_file", false)]) {
        assert_eq!((v.direction, v.kind, v.method.as_deref()), (Direction::ClientToAgent, ViolationKind::Result, Some(method)), "{v}");
        assert_eq!(v.violations.iter().any(|x| x.message.contains(HINT)), hint, "{v}");
    }
    assert!(frames.frames_seen() >= 8);
}

struct Quiet;
impl v2::Client for Quiet {}

/// The other direction: a typed v2 client's `session/close`, answered `null`.
#[tokio::test]
async fn a_typed_client_takes_a_null_close_result_as_the_empty_object() {
    let frames = Arc::new(ValidatingObserver::auto(Side::Client).unwrap());
    let (transport, mut raw) = Raw::pair();
    let agent = tokio::spawn(async move {
        let init = raw.recv().await;
        assert_eq!(init["method"], "initialize");
        let result = json!({"protocolVersion": 2, "info": {"name": "raw", "version": "1"}, "capabilities": {"session": {}}, "authMethods": []});
        raw.send(json!({"jsonrpc": "2.0", "id": init["id"], "result": result})).await;
        let close = raw.recv().await;
        assert_eq!(close["method"], "session/close");
        raw.send(json!({"jsonrpc": "2.0", "id": close["id"], "result": null})).await;
        raw
    });
    let connected = ClientBuilder::new()
        .v2(Quiet, v2::ClientCapabilities::default())
        .config(Config::default().observer(frames.clone()))
        .connect(transport, Info::new("null-test", "1"))
        .await
        .unwrap();
    let Negotiated::V2 { agent: handle, .. } = connected.negotiated else { panic!("not v2") };
    let closed = bounded(handle.close_session(v2::CloseSessionRequest::new(v2::SessionId("s1".into())))).await;
    assert!(closed.is_ok(), "{closed:?}");
    let _raw = bounded(agent).await.unwrap();

    let found = frames.take_violations();
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!((found[0].direction, found[0].kind), (Direction::AgentToClient, ViolationKind::Result));
    assert!(found[0].violations.iter().any(|x| x.message.contains(HINT)), "{}", found[0]);
}
