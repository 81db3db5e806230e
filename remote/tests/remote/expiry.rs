//! Idle expiry of Streamable HTTP connections whose client went away
//! without DELETE (`RemoteLimits::idle_timeout`), and the WebSocket
//! message bound (`max_message_size`: close 1009).

use std::time::{Duration, Instant};

use acp_wire_remote::{self, RemoteLimits};
use acp_wire::rpc::Config;
use acp_wire::side::{ClientBuilder, Info, NotificationContext};
use acp_wire::{v1, Negotiated};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::Message;

use crate::raw::{exchange, send};
use crate::sides_support::{from, Frames};
use crate::support::{bounded, cwd, serve};

const JSON: (&str, &str) = ("Content-Type", "application/json");
const SSE: (&str, &str) = ("Accept", "text/event-stream");
const IDLE: Duration = Duration::from_secs(1);

/// Whether a request answered `ok` after the connection was possibly idle
/// for `pause` (an upper bound: from sending the previous request to this
/// answer) lets the test go on. A pause under [`IDLE`] must have kept the
/// connection (a failure otherwise); a longer one (a loaded machine stalled
/// the test) may legitimately have ended it: then the rest cannot be
/// checked, which is printed, not failed.
fn kept(what: &str, ok: bool, pause: Duration) -> bool {
    if ok {
        return true;
    }
    assert!(pause >= IDLE, "{what}: the connection expired after a pause of {pause:?}, under the idle timeout {IDLE:?}");
    eprintln!("note: {what}: the test stalled {pause:?} (over the idle timeout {IDLE:?}) and the connection expired: the rest is not checked");
    false
}

fn initialize() -> String {
    json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": 1, "clientCapabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}})
    .to_string()
}

fn new_session(id: u64) -> String {
    json!({"jsonrpc": "2.0", "id": id, "method": "session/new", "params": {"cwd": cwd(), "mcpServers": []}}).to_string()
}

#[tokio::test]
async fn a_connection_without_requests_or_streams_expires() {
    let served = serve(RemoteLimits::new().idle_timeout(IDLE)).await;
    let a = served.addr;
    let mut sent = Instant::now();
    let (h, body) = exchange(a, "POST", &[JSON], &initialize()).await;
    assert_eq!(h.status, 200, "{body}");
    let id = h.header("acp-connection-id").expect("Acp-Connection-Id").to_owned();
    let conn = ("Acp-Connection-Id", id.as_str());

    // Requests more often than the timeout keep it, for twice the timeout.
    for n in 1..=8 {
        tokio::time::sleep(IDLE / 4).await;
        let this = Instant::now();
        let status = exchange(a, "POST", &[JSON, conn], &new_session(n)).await.0.status;
        if !kept(&format!("request {n}"), status == 202, sent.elapsed()) {
            return;
        }
        sent = this;
    }
    let open = served.server.http_connections();
    if !kept("after the requests", open == 1, sent.elapsed()) {
        return;
    }

    // So does an open stream, however long nothing is POSTed.
    let (h, mut stream) = send(a, "GET", &[SSE, conn], b"").await;
    if !kept("the GET stream", h.status == 200, sent.elapsed()) {
        return;
    }
    for n in 1..=8 {
        let answer = stream.event(Duration::from_secs(30)).await.expect("a queued session/new answer");
        assert_eq!(answer["id"], n, "{answer}");
    }
    // Twice the timeout (the check comes at least once a timeout): with the
    // stream open, no pause whatever may end it.
    tokio::time::sleep(IDLE * 2).await;
    assert_eq!(served.server.http_connections(), 1, "expired with a stream open");

    // The stream closes: after the timeout the connection and its agent are gone.
    drop(stream);
    let closed = Instant::now();
    served.wait_no_connections().await;
    assert!(closed.elapsed() >= IDLE - Duration::from_millis(50), "expired after {:?}", closed.elapsed());
    served.wait_no_agents().await;
    assert_eq!(exchange(a, "POST", &[JSON, conn], &new_session(9)).await.0.status, 404, "the id after expiry");
    assert_eq!(exchange(a, "GET", &[SSE, conn], "").await.0.status, 404);
    served.agent_frames.assert_valid();
}

struct Quiet;
impl v1::Client for Quiet {
    async fn session_update(&self, _: v1::SessionNotification, _: NotificationContext<v1::AgentHandle>) {}
}

/// Our client holds its connection stream open: it is never idle.
#[tokio::test]
async fn our_http_client_is_never_idle() {
    let served = serve(RemoteLimits::new().idle_timeout(IDLE)).await;
    let frames = Frames::client();
    let t = acp_wire_remote::connect(&served.url("http")).await.expect("connect");
    let c = bounded(
        "initialize",
        ClientBuilder::new().v1(Quiet, v1::ClientCapabilities::new()).config(Config::default().observer(frames.observer())).connect(t, Info::new("idle-test", "1")),
    )
    .await
    .unwrap();
    let Negotiated::V1 { agent, .. } = &c.negotiated else { panic!("not v1") };
    let s = bounded("new", agent.new_session(from(json!({"cwd": cwd(), "mcpServers": []})))).await.unwrap().session_id;
    // Twice the timeout (the check comes at least once a timeout).
    tokio::time::sleep(IDLE * 2).await;
    let r = bounded("prompt", agent.prompt(from(json!({"sessionId": s, "prompt": [{"type": "text", "text": "still here"}]})))).await.unwrap();
    assert_eq!(serde_json::to_value(r).unwrap()["stopReason"], "end_turn");
    assert_eq!(served.server.http_connections(), 1);
    frames.assert_valid();
    served.agent_frames.assert_valid();
    c.negotiated.core().close();
    let _ = c.task.await;
    served.wait_no_connections().await;
}

const MAX: usize = 64 * 1024;

#[tokio::test]
async fn a_websocket_message_over_the_bound_closes_with_1009() {
    let served = serve(RemoteLimits::new().max_message_size(MAX)).await;
    let (mut ws, _) = tokio_tungstenite::connect_async(served.url("ws")).await.expect("connect");
    ws.send(Message::text(initialize())).await.unwrap();
    let answer = bounded("initialize", ws.next()).await.expect("a frame").expect("a frame");
    let answer: Value = serde_json::from_str(answer.to_text().unwrap()).unwrap();
    assert_eq!(answer["result"]["protocolVersion"], 1, "{answer}");

    // Just under the bound: passed on (the agent answers the unknown method).
    let under = json!({"jsonrpc": "2.0", "id": 1, "method": "_big", "params": {"pad": ""}}).to_string();
    let pad = "x".repeat(MAX - under.len());
    let under = json!({"jsonrpc": "2.0", "id": 1, "method": "_big", "params": {"pad": pad}}).to_string();
    assert_eq!(under.len(), MAX);
    ws.send(Message::text(under)).await.unwrap();
    let answer = bounded("the answer to _big", ws.next()).await.expect("a frame").expect("a frame");
    let answer: Value = serde_json::from_str(answer.to_text().unwrap()).unwrap();
    assert_eq!((answer["id"].clone(), answer["error"]["code"].clone()), (json!(1), json!(-32601)), "{answer}");

    // One byte over: close 1009, and the connection's agent stops.
    let over = json!({"jsonrpc": "2.0", "id": 2, "method": "_big", "params": {"pad": "x".repeat(MAX)}}).to_string();
    ws.send(Message::text(over)).await.unwrap();
    let close = match bounded("the close frame", ws.next()).await {
        Some(Ok(Message::Close(frame))) => frame,
        Some(Ok(m)) => panic!("not a close frame: {m:?}"),
        other => panic!("the socket ended without a close frame: {other:?}"),
    };
    let close = close.expect("a close code");
    assert_eq!(close.code, CloseCode::Size, "{close:?}");
    assert_eq!(u16::from(close.code), 1009);
    served.wait_no_agents().await;
    served.agent_frames.assert_valid();
}
