//! Our client against our server: a full turn over each transport, v1 and
//! v2, with every frame of both sides validated against the negotiated
//! version's schema; the server's connection ends with the client's.

use acp_wire::host::{HostClient, SessionEvent};
use acp_wire_remote::{self, ClientOptions, RemoteLimits};
use acp_wire::rpc::Config;
use acp_wire::side::{ClientBuilder, Info, NotificationContext};
use acp_wire::{v1, v2, Negotiated};
use serde_json::{json, Value};

use crate::common::schema::SchemaFile;
use crate::sides_support::{from, validate_frames, Frames, Log};
use crate::support::{bounded, cwd, serve};

struct V1Client(Log);
impl v1::Client for V1Client {
    async fn session_update(&self, n: v1::SessionNotification, _: NotificationContext<v1::AgentHandle>) {
        self.0.record("session/update", &n);
    }
}

fn said(updates: &[Value]) -> String {
    updates
        .iter()
        .filter(|u| u["update"]["sessionUpdate"] == "agent_message_chunk")
        .map(|u| u["update"]["content"]["text"].as_str().unwrap_or_default())
        .collect()
}

async fn transport(url: &str, http2: bool) -> acp_wire::transport::Transport {
    acp_wire_remote::connect_with(url, ClientOptions::new().http2(http2)).await.expect("connect")
}

async fn v1_turn(scheme: &str, http2: bool) {
    let served = serve(RemoteLimits::new()).await;
    let client_frames = Frames::client();
    let log = Log::default();
    let connected = bounded(
        "initialize",
        ClientBuilder::new()
            .v1(V1Client(log.clone()), v1::ClientCapabilities::new())
            .config(Config::default().observer(client_frames.observer()))
            .connect(transport(&served.url(scheme), http2).await, Info::new("remote-test-client", "1.0")),
    )
    .await
    .expect("initialize");
    let Negotiated::V1 { agent, .. } = &connected.negotiated else { panic!("not v1") };
    for round in 0..2 {
        let s = bounded("session/new", agent.new_session(from(json!({"cwd": cwd(), "mcpServers": []})))).await.unwrap().session_id;
        let text = format!("hello remote world {round}");
        let r = bounded("prompt", agent.prompt(from(json!({"sessionId": s, "prompt": [{"type": "text", "text": text}]})))).await.unwrap();
        assert_eq!(serde_json::to_value(&r).unwrap()["stopReason"], "end_turn");
        // Every update of the turn came before the answer (one session stream).
        let updates: Vec<Value> = log.params("session/update").into_iter().filter(|u| u["sessionId"] == json!(s)).collect();
        assert_eq!(said(&updates), text, "{scheme}: {updates:?}");
    }
    let checked = validate_frames(SchemaFile::get("v1", v1::UNSTABLE), v1::METHODS, &served.agent_frames, &client_frames);
    assert!(checked >= 10, "{checked} frames");
    served.agent_frames.assert_valid();
    client_frames.assert_valid();
    connected.negotiated.core().close();
    let _ = connected.task.await;
    served.wait_no_connections().await;
}

async fn v2_turn(scheme: &str, http2: bool) {
    let served = serve(RemoteLimits::new()).await;
    let client_frames = Frames::client();
    let (tx, mut rx) = tokio::sync::mpsc::channel(1024);
    let host = HostClient::builder().updates_to(tx).build();
    let connected = bounded(
        "initialize",
        host.client_builder()
            .config(Config::default().observer(client_frames.observer()))
            .connect(transport(&served.url(scheme), http2).await, Info::new("remote-test-client", "1.0")),
    )
    .await
    .expect("initialize");
    let Negotiated::V2 { agent, .. } = &connected.negotiated else { panic!("not v2") };
    let dir = cwd();
    let session = bounded("session/new", agent.new_session(v2::NewSessionRequest::new(dir.clone()))).await.unwrap().session_id;
    host.open_session(session.0.clone(), &dir, []).await.unwrap();
    let prompt = v2::ContentBlock::Text(v2::TextContent::new("hello v2 remote"));
    let turn = bounded("prompt", agent.prompt_turn(v2::PromptRequest::new(session, vec![prompt]))).await.unwrap();
    assert_eq!(turn.stop_reason.tag(), Some("end_turn"));
    let mut text = String::new();
    while let Ok(e) = rx.try_recv() {
        if let SessionEvent::V2(n) = e {
            let v = serde_json::to_value(&n).unwrap();
            if v["update"]["sessionUpdate"] == "agent_message_chunk" {
                text.push_str(v["update"]["content"]["text"].as_str().unwrap_or_default());
            }
        }
    }
    assert_eq!(text, "hello v2 remote");
    let checked = validate_frames(SchemaFile::get("v2", v2::UNSTABLE), v2::METHODS, &served.agent_frames, &client_frames);
    assert!(checked >= 6, "{checked} frames");
    served.agent_frames.assert_valid();
    client_frames.assert_valid();
    connected.negotiated.core().close();
    let _ = connected.task.await;
    served.wait_no_connections().await;
}

#[tokio::test]
async fn v1_turn_over_websocket() {
    v1_turn("ws", false).await;
}

#[tokio::test]
async fn v1_turn_over_streamable_http() {
    v1_turn("http", false).await;
}

#[tokio::test]
async fn v1_turn_over_streamable_http2() {
    v1_turn("http", true).await;
}

#[tokio::test]
async fn v2_turn_over_websocket() {
    v2_turn("ws", false).await;
}

#[tokio::test]
async fn v2_turn_over_streamable_http() {
    v2_turn("http", false).await;
}

/// Without feature `tls` (with it: `tls.rs`).
#[cfg(not(feature = "tls"))]
#[tokio::test]
async fn tls_urls_are_refused_clearly() {
    for url in ["wss://127.0.0.1:1/acp", "https://127.0.0.1:1/acp"] {
        let e = acp_wire_remote::connect(url).await.unwrap_err();
        assert_eq!(e.kind(), std::io::ErrorKind::Unsupported, "{url}: {e}");
        assert!(e.to_string().contains("TLS") && e.to_string().contains("tls"), "{e}");
    }
    assert_eq!(acp_wire_remote::connect("ftp://x/acp").await.unwrap_err().kind(), std::io::ErrorKind::InvalidInput);
}
