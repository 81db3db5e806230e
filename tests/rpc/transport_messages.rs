//! Message transports (`Transport::messages`): two bounded channels that
//! carry one whole JSON message per item. The runtime reads and writes
//! them without framing; `into_parts` reads and writes them as ndjson.

use std::time::Duration;

use acp_wire::error::ResponseError;
use acp_wire::rpc::{BoxFuture, Config, Connection, Handler, Params, RawRequestContext, Reply};
use acp_wire::transport::{Framing, Transport};
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

struct Adder;

impl Handler for Adder {
    fn request(&self, _cx: RawRequestContext, method: &str, params: Params<'_>) -> BoxFuture<Result<Reply, ResponseError>> {
        let answer = match method {
            "add" => params.decode::<Value>().map(|p| Reply::new(json!(p["a"].as_i64().unwrap_or(0) + p["b"].as_i64().unwrap_or(0)))),
            _ => Err(ResponseError::method_not_found(method)),
        };
        Box::pin(async move { answer })
    }
}

struct Quiet;
impl Handler for Quiet {}

fn json_of(m: &[u8]) -> Value {
    serde_json::from_slice(m).expect("one whole JSON message")
}

#[tokio::test]
async fn two_connections_talk_over_a_message_pair() {
    // Capacity 1: every message waits for the other side, both ways.
    let (a, b) = Transport::messages(1);
    assert!(a.is_messages() && b.is_messages());
    let (_server, server_task) = Connection::new(a, Adder, Config::default()).spawn();
    let (client, client_task) = Connection::new(b, Quiet, Config::default()).spawn();
    // Concurrent requests: many in flight at once.
    let calls: Vec<_> = (0..200i64)
        .map(|i| {
            let client = client.clone();
            tokio::spawn(async move { client.request("add", &json!({"a": i, "b": 1})).await.map(|r| r.get().to_owned()) })
        })
        .collect();
    for (i, call) in calls.into_iter().enumerate() {
        let answer = tokio::time::timeout(Duration::from_secs(20), call).await.expect("answered").unwrap();
        assert_eq!(answer.unwrap(), (i + 1).to_string());
    }
    client.close();
    client_task.await.unwrap().unwrap();
    // The server reads the end of its input and ends too.
    tokio::time::timeout(Duration::from_secs(10), server_task).await.expect("server ended").unwrap().unwrap();
}

#[tokio::test]
async fn each_item_is_one_message_whatever_the_framing() {
    let (a, b) = Transport::messages(8);
    // Content-Length framing is for byte streams: a message transport
    // still carries the bare message.
    let (_server, _task) = Connection::new(a, Adder, Config::default().framing(Framing::ContentLength)).spawn();
    let (mut rx, tx) = b.into_messages().expect("a message transport");
    // A raw newline inside the message is whitespace between tokens.
    tx.send(b"{\"jsonrpc\":\"2.0\",\"id\":1,\n\"method\":\"add\",\"params\":{\"a\":2,\"b\":3}}".to_vec()).await.unwrap();
    let m = tokio::time::timeout(Duration::from_secs(10), rx.recv()).await.expect("answered").expect("a message");
    assert!(!m.contains(&b'\n'), "{}", String::from_utf8_lossy(&m));
    assert_eq!(json_of(&m), json!({"jsonrpc": "2.0", "id": 1, "result": 5}));
}

#[tokio::test]
async fn a_message_over_the_size_cap_is_answered_with_invalid_request() {
    let (a, b) = Transport::messages(8);
    let (_server, _task) = Connection::new(a, Adder, Config::default().max_message_size(64)).spawn();
    let (mut rx, tx) = b.into_messages().expect("a message transport");
    let big = format!(r#"{{"jsonrpc":"2.0","id":7,"method":"add","params":{{"pad":"{}"}}}}"#, "x".repeat(100));
    tx.send(big.into_bytes()).await.unwrap();
    let m = tokio::time::timeout(Duration::from_secs(10), rx.recv()).await.expect("answered").expect("a message");
    let v = json_of(&m);
    assert_eq!(v["id"], 7, "{v}");
    assert_eq!(v["error"]["code"], -32600, "{v}");
    // The next one, under the cap, is served.
    tx.send(br#"{"jsonrpc":"2.0","id":8,"method":"add","params":{"a":1}}"#.to_vec()).await.unwrap();
    let m = tokio::time::timeout(Duration::from_secs(10), rx.recv()).await.expect("answered").expect("a message");
    assert_eq!(json_of(&m), json!({"jsonrpc": "2.0", "id": 8, "result": 1}));
}

#[tokio::test]
async fn into_parts_reads_and_writes_a_message_transport_as_ndjson() {
    let (a, b) = Transport::messages(2);
    let (_server, server_task) = Connection::new(a, Adder, Config::default()).spawn();
    let (r, mut w) = b.into_parts();
    let mut lines = BufReader::new(r).lines();
    // Split writes, a blank line and a CRLF: lines become messages.
    w.write_all(b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"add\",").await.unwrap();
    w.write_all(b"\"params\":{\"a\":1,\"b\":2}}\r\n\n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"add\",\"params\":{\"a\":5}}\n").await.unwrap();
    w.flush().await.unwrap();
    for (id, sum) in [(1, 3), (2, 5)] {
        let line = tokio::time::timeout(Duration::from_secs(10), lines.next_line()).await.expect("answered").unwrap().expect("a line");
        assert_eq!(json_of(line.as_bytes()), json!({"jsonrpc": "2.0", "id": id, "result": sum}));
    }
    // A last line without its newline is sent at shutdown; then the server
    // reads the end of its input.
    w.write_all(br#"{"jsonrpc":"2.0","id":3,"method":"add","params":{"b":4}}"#).await.unwrap();
    w.shutdown().await.unwrap();
    let line = tokio::time::timeout(Duration::from_secs(10), lines.next_line()).await.expect("answered").unwrap().expect("a line");
    assert_eq!(json_of(line.as_bytes()), json!({"jsonrpc": "2.0", "id": 3, "result": 4}));
    tokio::time::timeout(Duration::from_secs(10), server_task).await.expect("server ended").unwrap().unwrap();
    // The server's output ended with it.
    let end = tokio::time::timeout(Duration::from_secs(10), lines.next_line()).await.expect("ended").unwrap();
    assert_eq!(end, None);
}
