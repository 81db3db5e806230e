//! The Streamable HTTP routing, with raw HTTP/1.1 requests: every status
//! code of the RFD's table (and the TypeScript server's answers where the
//! RFD is vague), and which SSE stream each message goes to.

use std::time::Duration;

use acp_wire_remote::RemoteLimits;
use serde_json::{json, Value};

use crate::raw::{exchange, send, send_to};
use crate::support::{cwd, serve};

const JSON: (&str, &str) = ("Content-Type", "application/json");
const SSE: (&str, &str) = ("Accept", "text/event-stream");
const WAIT: Duration = Duration::from_secs(30);

fn initialize(id: Value) -> String {
    json!({"jsonrpc": "2.0", "id": id, "method": "initialize", "params": {
        "protocolVersion": 1, "clientCapabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}})
    .to_string()
}

fn request(id: u64, method: &str, params: Value) -> String {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}).to_string()
}

/// Initializes a connection: its id.
async fn connect(addr: std::net::SocketAddr) -> String {
    let (h, body) = exchange(addr, "POST", &[JSON], &initialize(json!(0))).await;
    assert_eq!(h.status, 200, "{body}");
    h.header("acp-connection-id").expect("Acp-Connection-Id").to_owned()
}

#[tokio::test]
async fn status_codes_and_streams() {
    let served = serve(RemoteLimits::new()).await;
    let a = served.addr;
    let init = initialize(json!(0));

    // POST: content type, body shape, connection id.
    assert_eq!(exchange(a, "POST", &[], &init).await.0.status, 415);
    assert_eq!(exchange(a, "POST", &[("Content-Type", "text/plain")], &init).await.0.status, 415);
    assert_eq!(exchange(a, "POST", &[("Content-Type", "application/json; charset=utf-8")], "{nope").await.0.status, 400);
    let (h, body) = exchange(a, "POST", &[JSON], &format!("[{init}]")).await;
    assert_eq!((h.status, h.header("content-type")), (501, Some("application/json")), "a batch: the RFD's 501, with the -32600 body of the TS server");
    let body: Value = serde_json::from_str(&body).unwrap();
    assert_eq!((body["id"].clone(), body["error"]["code"].clone()), (Value::Null, json!(-32600)));
    assert_eq!(exchange(a, "POST", &[JSON], "7").await.0.status, 400);
    let new = request(1, "session/new", json!({"cwd": cwd(), "mcpServers": []}));
    assert_eq!(exchange(a, "POST", &[JSON], &new).await.0.status, 400, "no Acp-Connection-Id");
    assert_eq!(exchange(a, "POST", &[JSON, ("Acp-Connection-Id", "nope")], &new).await.0.status, 404);

    // initialize: 200, the answer in the body, the id in the header.
    let (h, body) = exchange(a, "POST", &[JSON], &init).await;
    assert_eq!((h.status, h.header("content-type")), (200, Some("application/json")));
    let id = h.header("acp-connection-id").expect("Acp-Connection-Id").to_owned();
    let body: Value = serde_json::from_str(&body).unwrap();
    assert_eq!((body["id"].clone(), body["result"]["protocolVersion"].clone()), (json!(0), json!(1)));
    let conn = ("Acp-Connection-Id", id.as_str());
    assert_eq!(exchange(a, "POST", &[JSON, conn], &initialize(json!(9))).await.0.status, 400, "initialize on a connection");

    // GET: Accept, connection id, one reader per stream.
    assert_eq!(exchange(a, "GET", &[conn], "").await.0.status, 406);
    assert_eq!(exchange(a, "GET", &[SSE], "").await.0.status, 400);
    assert_eq!(exchange(a, "GET", &[SSE, ("Acp-Connection-Id", "nope")], "").await.0.status, 404);
    let (h, mut main) = send(a, "GET", &[SSE, conn], b"").await;
    assert_eq!((h.status, h.header("content-type")), (200, Some("text/event-stream")));
    assert_eq!(exchange(a, "GET", &[SSE, conn], "").await.0.status, 409, "a second reader");

    // session/new: 202, its answer on the connection stream.
    assert_eq!(exchange(a, "POST", &[JSON, conn], &new).await.0.status, 202);
    let answer = main.event(WAIT).await.expect("session/new answer");
    assert_eq!(answer["id"], 1, "{answer}");
    let session = answer["result"]["sessionId"].as_str().expect("sessionId").to_owned();

    // A session-scoped POST needs the right Acp-Session-Id.
    let prompt = request(2, "session/prompt", json!({"sessionId": session, "prompt": [{"type": "text", "text": "one two"}]}));
    assert_eq!(exchange(a, "POST", &[JSON, conn], &prompt).await.0.status, 400, "no Acp-Session-Id");
    assert_eq!(exchange(a, "POST", &[JSON, conn, ("Acp-Session-Id", "other")], &prompt).await.0.status, 400, "mismatched");
    let sess = ("Acp-Session-Id", session.as_str());
    let (h, mut stream) = send(a, "GET", &[SSE, conn, sess], b"").await;
    assert_eq!(h.status, 200);
    assert_eq!(exchange(a, "GET", &[SSE, conn, sess], "").await.0.status, 409, "a second reader of the session");
    assert_eq!(exchange(a, "POST", &[JSON, conn, sess], &prompt).await.0.status, 202);
    // The turn's updates, then its answer, all on the session stream.
    let mut said = String::new();
    let answer = loop {
        let e = stream.event(WAIT).await.expect("session event");
        if e.get("id").is_some() {
            break e;
        }
        assert_eq!((e["method"].clone(), e["params"]["sessionId"].clone()), (json!("session/update"), json!(session)));
        if e["params"]["update"]["sessionUpdate"] == "agent_message_chunk" {
            said.push_str(e["params"]["update"]["content"]["text"].as_str().unwrap());
        }
    };
    assert_eq!((answer["id"].clone(), answer["result"]["stopReason"].clone(), said.as_str()), (json!(2), json!("end_turn"), "one two"));
    assert!(main.event(Duration::from_millis(200)).await.is_none(), "nothing of the session on the connection stream");

    // Other methods and paths.
    assert_eq!(exchange(a, "PUT", &[conn], "").await.0.status, 405);
    let (h, _) = send_to(a, "/other", "GET", &[SSE, conn, ("Connection", "close")], b"").await;
    assert_eq!(h.status, 404);

    // DELETE ends the connection and its streams.
    assert_eq!(exchange(a, "DELETE", &[], "").await.0.status, 400);
    assert_eq!(exchange(a, "DELETE", &[("Acp-Connection-Id", "nope")], "").await.0.status, 404);
    assert_eq!(exchange(a, "DELETE", &[conn], "").await.0.status, 202);
    assert!(main.ends_within(WAIT).await, "the connection stream ends");
    assert!(stream.ends_within(WAIT).await, "the session stream ends");
    assert_eq!(exchange(a, "POST", &[JSON, conn], &new).await.0.status, 404, "a deleted connection");
    served.wait_no_connections().await;
}

#[tokio::test]
async fn output_waits_for_its_stream() {
    let served = serve(RemoteLimits::new()).await;
    let a = served.addr;
    let id = connect(a).await;
    let conn = ("Acp-Connection-Id", id.as_str());
    // Answered before anyone reads the connection stream: kept for it.
    let new = request(1, "session/new", json!({"cwd": cwd(), "mcpServers": []}));
    assert_eq!(exchange(a, "POST", &[JSON, conn], &new).await.0.status, 202);
    tokio::time::sleep(Duration::from_millis(100)).await;
    let (_, mut main) = send(a, "GET", &[SSE, conn], b"").await;
    let answer = main.event(WAIT).await.expect("buffered answer");
    let session = answer["result"]["sessionId"].as_str().unwrap().to_owned();
    // A session's output before its stream opens, and after its reader left.
    let sess = ("Acp-Session-Id", session.as_str());
    let prompt = request(2, "session/prompt", json!({"sessionId": session, "prompt": [{"type": "text", "text": "early"}]}));
    assert_eq!(exchange(a, "POST", &[JSON, conn, sess], &prompt).await.0.status, 202);
    tokio::time::sleep(Duration::from_millis(100)).await;
    let (h, mut stream) = send(a, "GET", &[SSE, conn, sess], b"").await;
    assert_eq!(h.status, 200);
    // Read up to the answer (an event, not 500 ms of silence, which a
    // loaded machine may also make mid-turn): the kept updates, then it.
    let last = loop {
        let e = stream.event(WAIT).await.expect("the kept updates and the prompt's answer");
        if e.get("id").is_some() {
            break e;
        }
        assert_eq!(e["method"], "session/update", "{e}");
    };
    assert_eq!((last["id"].clone(), last["result"]["stopReason"].clone()), (json!(2), json!("end_turn")));
    drop(stream);
    // session/load is answered on the connection stream (the RFD's
    // reconnect flow); with the session's stream not open, the replayed
    // history comes on the connection stream too, ahead of the answer.
    let load = request(3, "session/load", json!({"sessionId": session, "cwd": cwd(), "mcpServers": []}));
    assert_eq!(exchange(a, "POST", &[JSON, conn, sess], &load).await.0.status, 202);
    let mut replayed = 0;
    let answer = loop {
        let e = main.event(WAIT).await.expect("the replay and the session/load answer");
        if e["method"] != "session/update" {
            break e;
        }
        replayed += 1;
    };
    assert_eq!(answer["id"], 3, "{answer}");
    assert!(answer.get("result").is_some(), "{answer}");
    assert!(replayed >= 2, "the prompt and the words replayed before the answer: {replayed}");
    // Nothing waits on the session stream.
    let (_, mut stream) = send(a, "GET", &[SSE, conn, sess], b"").await;
    assert!(stream.event(Duration::from_millis(200)).await.is_none());
    assert_eq!(exchange(a, "DELETE", &[conn], "").await.0.status, 202);
}

#[tokio::test]
async fn limits_answer_with_a_status() {
    let limits = RemoteLimits::new().max_request_body(4096).max_connections(1).max_id_length(16);
    let served = serve(limits).await;
    let a = served.addr;
    let big = format!("{{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":\"{}\"}}", "y".repeat(5000));
    assert_eq!(exchange(a, "POST", &[JSON], &big).await.0.status, 413);
    let long_id = initialize(json!("a-request-id-longer-than-16"));
    assert_eq!(exchange(a, "POST", &[JSON], &long_id).await.0.status, 400);
    let id = connect(a).await;
    let conn = ("Acp-Connection-Id", id.as_str());
    assert_eq!(exchange(a, "POST", &[JSON], &initialize(json!(0))).await.0.status, 503, "max_connections");
    let new = json!({"jsonrpc": "2.0", "id": "a-request-id-longer-than-16", "method": "session/new", "params": {"cwd": cwd(), "mcpServers": []}});
    assert_eq!(exchange(a, "POST", &[JSON, conn], &new.to_string()).await.0.status, 400);
    assert_eq!(exchange(a, "GET", &[SSE, conn, ("Acp-Session-Id", "a-session-id-longer-than-16")], "").await.0.status, 400);
    assert_eq!(exchange(a, "DELETE", &[conn], "").await.0.status, 202);
    served.wait_no_connections().await;
    // The place is free again.
    connect(a).await;
}

/// The client's answer to an agent request that went out on a session
/// stream must carry that session's `Acp-Session-Id` (as the TS server
/// requires): the echo agent's `/permission`.
#[tokio::test]
async fn answers_to_session_requests_need_the_session_header() {
    use acp_wire_cli::echo::{EchoAgent, Options};
    use acp_wire_remote::{Agents, RemoteServer};
    let echo = EchoAgent::new(Options::new());
    let listening = RemoteServer::new(Agents::builder(move || echo.builder())).bind("127.0.0.1:0").await.unwrap();
    let a = listening.local_addr();
    listening.spawn();
    let id = connect(a).await;
    let conn = ("Acp-Connection-Id", id.as_str());
    let (_, mut main) = send(a, "GET", &[SSE, conn], b"").await;
    let new = request(1, "session/new", json!({"cwd": cwd(), "mcpServers": []}));
    assert_eq!(exchange(a, "POST", &[JSON, conn], &new).await.0.status, 202);
    let session = loop {
        let e = main.event(WAIT).await.expect("session/new answer");
        if e["id"] == 1 {
            break e["result"]["sessionId"].as_str().unwrap().to_owned();
        }
    };
    let sess = ("Acp-Session-Id", session.as_str());
    let (_, mut stream) = send(a, "GET", &[SSE, conn, sess], b"").await;
    let prompt = request(2, "session/prompt", json!({"sessionId": session, "prompt": [{"type": "text", "text": "/permission"}]}));
    assert_eq!(exchange(a, "POST", &[JSON, conn, sess], &prompt).await.0.status, 202);
    let asked = loop {
        let e = stream.event(WAIT).await.expect("the permission request");
        if e["method"] == "session/request_permission" {
            break e;
        }
    };
    let answer = json!({"jsonrpc": "2.0", "id": asked["id"], "result": {"outcome": {"outcome": "selected", "optionId": "reject-once"}}}).to_string();
    assert_eq!(exchange(a, "POST", &[JSON, conn], &answer).await.0.status, 400, "no Acp-Session-Id");
    assert_eq!(exchange(a, "POST", &[JSON, conn, ("Acp-Session-Id", "other")], &answer).await.0.status, 400, "another session");
    assert_eq!(exchange(a, "POST", &[JSON, conn, sess], &answer).await.0.status, 202);
    let done = loop {
        let e = stream.event(WAIT).await.expect("the prompt's answer");
        if e["id"] == 2 {
            break e;
        }
    };
    assert_eq!(done["result"]["stopReason"], "end_turn", "{done}");
    assert_eq!(exchange(a, "DELETE", &[conn], "").await.0.status, 202);
}
