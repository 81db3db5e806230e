//! A client whose application stops reading is cut off after the stall
//! timeout: its output backs up through our client, TCP and the server's
//! queues (bounded by `max_output_bytes`) until nothing moves for
//! `output_stall`; the server closes that connection and goes on serving
//! others.

use std::sync::Arc;
use std::time::{Duration, Instant};

use acp_wire::agent::SessionAgent;
use acp_wire_remote::{self, Agents, RemoteLimits, RemoteServer};
use acp_wire::side::{ClientBuilder, Info, NotificationContext};
use acp_wire::transport::Transport;
use acp_wire::{v1, Negotiated};
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};

use crate::support::{bounded, cwd, Echo};

const CHUNK: usize = 16 * 1024;
/// 48 MiB of output: more than TCP, our client and the agent can hold.
const FLOOD: usize = 3072;
const STALL: Duration = Duration::from_millis(500);

async fn server() -> (std::net::SocketAddr, RemoteServer) {
    let agent = Arc::new(SessionAgent::new(Echo).info("stall-agent", "1.0"));
    let limits = RemoteLimits::new().max_output_bytes(64 * 1024).output_stall(STALL);
    let listening = RemoteServer::new(Agents::builder(move || agent.builder())).limits(limits).bind("127.0.0.1:0").await.unwrap();
    let (addr, server) = (listening.local_addr(), listening.server().clone());
    listening.spawn();
    (addr, server)
}

/// Sends `message` as one line and reads lines until the answer to `id`.
async fn call(w: &mut acp_wire::transport::BoxWriter, r: &mut BufReader<acp_wire::transport::BoxReader>, message: Value) -> Value {
    let id = message["id"].clone();
    w.write_all(format!("{message}\n").as_bytes()).await.unwrap();
    w.flush().await.unwrap();
    loop {
        let mut line = String::new();
        assert!(bounded("answer", r.read_line(&mut line)).await.unwrap() > 0, "closed before the answer to {id}");
        let v: Value = serde_json::from_str(&line).unwrap();
        if v.get("method").is_none() && v["id"] == id {
            return v;
        }
    }
}

/// Starts a flood turn on `t` and stops reading: the number of bytes the
/// client could still read afterwards, and whether it then saw the end.
async fn stop_reading(t: Transport) -> (usize, bool) {
    let (r, mut w) = t.into_parts();
    let mut r = BufReader::new(r);
    let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": 1, "clientCapabilities": {}}});
    assert!(call(&mut w, &mut r, init).await.get("result").is_some());
    let new = json!({"jsonrpc": "2.0", "id": 1, "method": "session/new", "params": {"cwd": cwd(), "mcpServers": []}});
    let session = call(&mut w, &mut r, new).await["result"]["sessionId"].clone();
    let prompt = json!({"jsonrpc": "2.0", "id": 2, "method": "session/prompt",
        "params": {"sessionId": session, "prompt": [{"type": "text", "text": format!("flood {FLOOD}")}]}});
    w.write_all(format!("{prompt}\n").as_bytes()).await.unwrap();
    w.flush().await.unwrap();
    // Not reading while the server waits out the stall.
    tokio::time::sleep(STALL * 6).await;
    let mut rest = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(10), r.read_to_end(&mut rest)).await;
    (rest.len(), read.is_ok())
}

struct V1(());
impl v1::Client for V1 {
    async fn session_update(&self, _: v1::SessionNotification, _: NotificationContext<v1::AgentHandle>) {}
}

/// A plain turn: the server still serves.
async fn still_serves(url: &str) {
    let t = acp_wire_remote::connect(url).await.unwrap();
    let c = bounded("initialize", ClientBuilder::new().v1(V1(()), v1::ClientCapabilities::new()).connect(t, Info::new("after", "1"))).await.unwrap();
    let Negotiated::V1 { agent, .. } = &c.negotiated else { panic!("not v1") };
    let s = bounded("new", agent.new_session(crate::sides_support::from(json!({"cwd": cwd(), "mcpServers": []})))).await.unwrap().session_id;
    let r = bounded("prompt", agent.prompt(crate::sides_support::from(json!({"sessionId": s, "prompt": [{"type": "text", "text": "still here"}]})))).await.unwrap();
    assert_eq!(serde_json::to_value(r).unwrap()["stopReason"], "end_turn");
    c.negotiated.core().close();
}

async fn cut_off(scheme: &str) {
    let (addr, server) = server().await;
    let url = format!("{scheme}://{addr}/acp");
    let started = Instant::now();
    let (left, ended) = stop_reading(acp_wire_remote::connect(&url).await.unwrap()).await;
    assert!(ended, "{scheme}: the stalled connection was not closed ({left} bytes read after the stall)");
    assert!(left < FLOOD * CHUNK / 2, "{scheme}: {left} of {} bytes still came: not cut off", FLOOD * CHUNK);
    assert_eq!(server.http_connections(), 0);
    still_serves(&url).await;
    eprintln!("{scheme}: cut off after {:?} with {left} bytes in flight", started.elapsed());
}

#[tokio::test]
async fn a_websocket_client_that_stops_reading_is_cut_off() {
    cut_off("ws").await;
}

#[tokio::test]
async fn a_streamable_http_client_that_stops_reading_is_cut_off() {
    cut_off("http").await;
}

#[tokio::test]
async fn a_session_stream_nobody_opens_is_cut_off() {
    use crate::raw::{exchange, send};
    let (addr, server) = server().await;
    let j = ("Content-Type", "application/json");
    let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": 1, "clientCapabilities": {}}});
    let (h, _) = exchange(addr, "POST", &[j], &init.to_string()).await;
    let id = h.header("acp-connection-id").unwrap().to_owned();
    let conn = ("Acp-Connection-Id", id.as_str());
    let (_, mut main) = send(addr, "GET", &[("Accept", "text/event-stream"), conn], b"").await;
    let new = json!({"jsonrpc": "2.0", "id": 1, "method": "session/new", "params": {"cwd": cwd(), "mcpServers": []}});
    exchange(addr, "POST", &[j, conn], &new.to_string()).await;
    let session = main.event(Duration::from_secs(5)).await.unwrap()["result"]["sessionId"].as_str().unwrap().to_owned();
    let prompt = json!({"jsonrpc": "2.0", "id": 2, "method": "session/prompt",
        "params": {"sessionId": session, "prompt": [{"type": "text", "text": "flood 64"}]}});
    let (h, _) = exchange(addr, "POST", &[j, conn, ("Acp-Session-Id", &session)], &prompt.to_string()).await;
    assert_eq!(h.status, 202);
    // The session's output waits for a stream nobody opens: 64 KiB, then the stall.
    assert!(main.ends_within(STALL * 10).await, "the connection was not closed");
    assert_eq!(server.http_connections(), 0);
    let (h, _) = exchange(addr, "POST", &[j, conn, ("Acp-Session-Id", &session)], &prompt.to_string()).await;
    assert_eq!(h.status, 404);
    still_serves(&format!("http://{addr}/acp")).await;
}
