//! Replay before the answer over Streamable HTTP: a `session/load` answer
//! reaches the client after every replayed update queued before it, on one
//! stream: the session's when it has a reader (messages of two streams
//! have no order at the client: the TypeScript client took an answer on
//! the connection stream before the replay), else the connection's. The
//! replay (16 MiB) is larger than the sockets' buffers.

use std::time::Duration;

use acp_wire_remote::RemoteLimits;
use serde_json::{json, Value};

use crate::raw::{exchange, send, Raw};
use crate::support::{cwd, serve};

const JSON: (&str, &str) = ("Content-Type", "application/json");
const SSE: (&str, &str) = ("Accept", "text/event-stream");
const WAIT: Duration = Duration::from_secs(30);
/// Chunks of 16 KiB the turn says: 16 MiB of replay.
const CHUNKS: usize = 1024;

fn request(id: u64, method: &str, params: Value) -> String {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}).to_string()
}

fn is_update(e: &Value) -> bool {
    e["method"] == "session/update"
}

/// Reads `stream` until the answer to `id`: the updates before it, counted,
/// and the answer.
async fn until_answer(stream: &mut Raw, id: u64) -> (usize, Value) {
    let mut updates = 0;
    loop {
        let e = stream.event(WAIT).await.expect("an event");
        if e["id"] == id {
            return (updates, e);
        }
        updates += usize::from(is_update(&e));
    }
}

/// Events already in the socket (read without waiting).
async fn ready(stream: &mut Raw) -> Vec<Value> {
    let mut out = Vec::new();
    while let Some(e) = stream.event(Duration::ZERO).await {
        out.push(e);
    }
    out
}

#[tokio::test]
async fn a_session_load_answer_follows_its_replay() {
    let served = serve(RemoteLimits::new()).await;
    let a = served.addr;
    let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": 1, "clientCapabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}});
    let (h, body) = exchange(a, "POST", &[JSON], &init.to_string()).await;
    assert_eq!(h.status, 200, "{body}");
    assert_eq!(serde_json::from_str::<Value>(&body).unwrap()["result"]["agentCapabilities"]["loadSession"], true, "{body}");
    let id = h.header("acp-connection-id").unwrap().to_owned();
    let conn = ("Acp-Connection-Id", id.as_str());
    let (h, mut connection) = send(a, "GET", &[SSE, conn], b"").await;
    assert_eq!(h.status, 200);

    let new = request(1, "session/new", json!({"cwd": cwd(), "mcpServers": []}));
    assert_eq!(exchange(a, "POST", &[JSON, conn], &new).await.0.status, 202);
    let answer = connection.event(WAIT).await.expect("the session/new answer");
    let sid = answer["result"]["sessionId"].as_str().expect("a session id").to_owned();
    let session = ("Acp-Session-Id", sid.as_str());
    let (h, mut stream) = send(a, "GET", &[SSE, conn, session], b"").await;
    assert_eq!(h.status, 200);

    // A turn of CHUNKS updates, read as they come.
    let prompt = request(2, "session/prompt", json!({"sessionId": sid, "prompt": [{"type": "text", "text": format!("flood {CHUNKS}")}]}));
    assert_eq!(exchange(a, "POST", &[JSON, conn, session], &prompt).await.0.status, 202);
    assert_eq!(until_answer(&mut stream, 2).await.0, CHUNKS);

    // session/load on the same connection: the history again on the session
    // stream (the prompt, then CHUNKS chunks), and the answer on that same
    // stream behind it (two streams have no order at the client).
    let load = request(3, "session/load", json!({"sessionId": sid, "cwd": cwd(), "mcpServers": []}));
    assert_eq!(exchange(a, "POST", &[JSON, conn, session], &load).await.0.status, 202);
    let (replayed, answer) = until_answer(&mut stream, 3).await;
    assert!(answer.get("result").is_some(), "{answer}");
    assert_eq!(replayed, 1 + CHUNKS, "updates before the answer on the session stream");
    assert!(ready(&mut connection).await.is_empty(), "nothing on the connection stream");

    // With nobody reading the session stream, its replay and the answer
    // share the connection stream, in order.
    drop(stream);
    let load = request(4, "session/load", json!({"sessionId": sid, "cwd": cwd(), "mcpServers": []}));
    assert_eq!(exchange(a, "POST", &[JSON, conn, session], &load).await.0.status, 202);
    let (replayed, answer) = until_answer(&mut connection, 4).await;
    assert!(answer.get("result").is_some(), "{answer}");
    assert_eq!(replayed, 1 + CHUNKS, "updates before the answer on the connection stream");
}
