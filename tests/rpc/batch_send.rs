//! `Peer::batch`: requests and notifications go out as one JSON-RPC batch
//! frame; each request's answer reaches its own handle (whether the peer
//! answers with an array or not); dropping an unsent batch fails its
//! requests; an empty batch sends nothing.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire::error::ResponseError;
use acp_wire::rpc::{BoxFuture, Config, Connection, Handler, RawNotificationContext, Params, Reply, RawRequestContext};
use acp_wire::transport::{FrameObserver, Transport};
use acp_wire::Error;
use serde_json::{json, Value};

/// Echoes `echo` params, fails `fail`, records notifications.
#[derive(Clone, Default)]
struct Server {
    notes: Arc<Mutex<Vec<String>>>,
}

impl Handler for Server {
    fn request(&self, cx: RawRequestContext, method: &str, params: Params<'_>) -> BoxFuture<Result<Reply, ResponseError>> {
        let answer = match method {
            "echo" => params.raw().map(|p| Reply::raw(p.to_owned())).ok_or_else(|| ResponseError::invalid_params("no params")),
            // Runs until cancelled, then says so.
            "hang" => {
                let notes = Arc::clone(&self.notes);
                notes.lock().unwrap().push("hang started".into());
                return Box::pin(async move {
                    cx.cancel_token().cancelled().await;
                    notes.lock().unwrap().push("hang cancelled".into());
                    Err(ResponseError::request_cancelled())
                });
            }
            _ => Err(ResponseError::method_not_found(method)),
        };
        Box::pin(async move { answer })
    }

    fn notification(&self, _cx: RawNotificationContext, method: &str, params: Params<'_>) -> BoxFuture<()> {
        self.notes.lock().unwrap().push(format!("{method} {}", params.json().unwrap_or("null")));
        Box::pin(async {})
    }
}

/// Records every frame a connection receives.
#[derive(Default)]
struct Frames(Mutex<Vec<String>>);

impl FrameObserver for Frames {
    fn on_incoming(&self, frame: &[u8]) {
        self.0.lock().unwrap().push(String::from_utf8_lossy(frame).into_owned());
    }
}

struct Quiet;
impl Handler for Quiet {}

async fn bounded<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(30), f).await.expect("finished in time")
}

#[tokio::test]
async fn a_batch_is_one_frame_and_each_request_gets_its_answer() {
    let server = Server::default();
    let seen_by_server = Arc::new(Frames::default());
    let (a, b) = Transport::duplex(1 << 16);
    let server_cfg = Config::default().batches(true).observer(seen_by_server.clone());
    let (_server_peer, _server_task) = Connection::new(a, server.clone(), server_cfg).spawn();
    let (client, _client_task) = Connection::new(b, Quiet, Config::default().batches(true)).spawn();

    let mut batch = client.batch();
    assert!(batch.is_empty());
    let first = batch.request("echo", &json!({"n": 1})).unwrap();
    batch.notify("note", &json!({"n": 2})).unwrap();
    let second = batch.request("nope", &json!({})).unwrap();
    let third = batch.request("echo", &json!({"n": 3})).unwrap();
    assert_eq!(batch.len(), 4);
    bounded(batch.send()).await.unwrap();

    let one: Value = serde_json::from_str(bounded(first.get()).await.unwrap().get()).unwrap();
    assert_eq!(one, json!({"n": 1}));
    let Error::Protocol(e) = bounded(second.get()).await.unwrap_err() else { panic!("not a protocol error") };
    assert_eq!(e.code, -32601);
    let three: Value = serde_json::from_str(bounded(third.get()).await.unwrap().get()).unwrap();
    assert_eq!(three, json!({"n": 3}));
    assert_eq!(server.notes.lock().unwrap().as_slice(), [r#"note {"n":2}"#]);

    // One frame, an array of the four entries.
    let frames = seen_by_server.0.lock().unwrap().clone();
    assert_eq!(frames.len(), 1, "{frames:?}");
    let arr: Value = serde_json::from_str(&frames[0]).unwrap();
    assert_eq!(arr.as_array().map(Vec::len), Some(4), "{arr}");
    assert_eq!(client.pending_requests(), 0);
}

#[tokio::test]
async fn an_unsent_batch_fails_its_requests_and_an_empty_one_sends_nothing() {
    let seen_by_server = Arc::new(Frames::default());
    let (a, b) = Transport::duplex(1 << 16);
    let (_server_peer, _server_task) =
        Connection::new(a, Server::default(), Config::default().batches(true).observer(seen_by_server.clone())).spawn();
    let (client, _client_task) = Connection::new(b, Quiet, Config::default().batches(true)).spawn();

    let mut batch = client.batch();
    let answer = batch.request("echo", &json!({"n": 1})).unwrap();
    assert_eq!(client.pending_requests(), 1);
    drop(batch);
    assert!(matches!(bounded(answer.get()).await, Err(Error::ConnectionClosed)));
    assert_eq!(client.pending_requests(), 0);

    bounded(client.batch().send()).await.unwrap();
    // The connection still works, and the server saw only this request.
    let r = bounded(client.request("echo", &json!({"after": true}))).await.unwrap();
    assert_eq!(r.get(), r#"{"after":true}"#);
    let frames = seen_by_server.0.lock().unwrap().clone();
    assert_eq!(frames.len(), 1, "{frames:?}");
}

#[tokio::test]
async fn dropping_the_answer_of_a_sent_batch_request_cancels_it() {
    let server = Server::default();
    let (a, b) = Transport::duplex(1 << 16);
    let (_server_peer, _server_task) = Connection::new(a, server.clone(), Config::default().batches(true)).spawn();
    let (client, _client_task) = Connection::new(b, Quiet, Config::default().batches(true)).spawn();
    let mut batch = client.batch();
    let hang = batch.request("hang", &json!({})).unwrap();
    bounded(batch.send()).await.unwrap();
    // Once the server runs the request (an event, not a guess), abandon it.
    bounded(async {
        while !server.notes.lock().unwrap().iter().any(|n| n == "hang started") {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;
    drop(hang);
    bounded(async {
        while !server.notes.lock().unwrap().iter().any(|n| n == "hang cancelled") {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;
    assert_eq!(client.pending_requests(), 0);
}

/// `Peer::set_unbatched`: a batch refuses those methods (requests and
/// notifications alike) and is left as it was; other methods go in.
#[tokio::test]
async fn a_batch_refuses_the_methods_kept_out_of_batches() {
    let (a, b) = Transport::duplex(1 << 16);
    let (_server_peer, _server_task) = Connection::new(a, Server::default(), Config::default().batches(true)).spawn();
    let (client, _client_task) = Connection::new(b, Quiet, Config::default().batches(true)).spawn();

    // A bare connection refuses none.
    let mut batch = client.batch();
    let first = batch.request("hello", &json!({})).unwrap();
    drop(batch);
    drop(first);

    client.set_unbatched(&["hello", "bye"]);
    let mut batch = client.batch();
    let echo = batch.request("echo", &json!({"n": 1})).unwrap();
    match batch.request("hello", &json!({})) {
        Err(Error::NotBatchable { method }) => assert_eq!(method, "hello"),
        other => panic!("wanted NotBatchable, got {other:?}"),
    }
    assert!(matches!(batch.notify("bye", &json!({})), Err(Error::NotBatchable { .. })));
    assert_eq!(batch.len(), 1);
    assert_eq!(client.pending_requests(), 1);
    bounded(batch.send()).await.unwrap();
    assert_eq!(bounded(echo.get()).await.unwrap().get(), r#"{"n":1}"#);
}
