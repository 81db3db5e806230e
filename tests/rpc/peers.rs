//! Two runtime connections talking in memory: correlation, concurrency,
//! ordering, cancellation both ways, end of connection, backpressure.


use crate::support_rpc;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire::error::ResponseError;
use acp_wire::rpc::{BoxFuture, Config, Connection, Handler, RawNotificationContext, Params, Peer, ScopeKey};
use acp_wire::transport::{FrameObserver, Transport};
use acp_wire::Error;
use serde_json::json;
use serde_json::value::RawValue;
use support_rpc::{within, TestHandler};

/// The `i` of a logged note (`"<method> <params>"`).
fn note_index(note: &str) -> usize {
    let (_, params) = note.split_once(' ').unwrap();
    serde_json::from_str::<serde_json::Value>(params).unwrap()["i"].as_u64().unwrap() as usize
}

struct Pair {
    a: Peer,
    b: Peer,
    a_log: TestHandler,
    b_log: TestHandler,
    a_task: tokio::task::JoinHandle<acp_wire::Result<()>>,
    b_task: tokio::task::JoinHandle<acp_wire::Result<()>>,
}

fn pair_with(a_h: TestHandler, b_h: TestHandler, cfg: Config) -> Pair {
    let (ta, tb) = Transport::duplex(1 << 16);
    let (a, a_task) = Connection::new(ta, a_h.clone(), cfg.clone()).spawn();
    let (b, b_task) = Connection::new(tb, b_h.clone(), cfg).spawn();
    Pair { a, b, a_log: a_h, b_log: b_h, a_task, b_task }
}

fn pair() -> Pair {
    pair_with(TestHandler::default(), TestHandler::default(), Config::default())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ten_thousand_concurrent_requests_are_correlated() {
    let p = pair();
    let mut set = tokio::task::JoinSet::new();
    for i in 0..10_000u32 {
        let peer = p.a.clone();
        set.spawn(async move {
            // Mix inline answers (echo) and task answers (callback → echo back on our side).
            let method = if i % 10 == 0 { "callback" } else { "echo" };
            let r = peer.request(method, &json!({"i": i, "pad": "x".repeat((i % 50) as usize)})).await.unwrap();
            let v: serde_json::Value = serde_json::from_str(r.get()).unwrap();
            assert_eq!(v["i"], i);
            i
        });
    }
    let mut seen = vec![false; 10_000];
    within(async {
        while let Some(r) = set.join_next().await {
            seen[r.unwrap() as usize] = true;
        }
    })
    .await;
    assert!(seen.iter().all(|s| *s));
    assert_eq!(p.a.pending_requests(), 0);
}

#[tokio::test]
async fn protocol_errors_keep_code_message_and_data() {
    let p = pair();
    let e = p.a.request("add", &json!({"a": "x"})).await.unwrap_err();
    let Error::Protocol(re) = e else { panic!("{e:?}") };
    assert_eq!(re.code, ResponseError::INVALID_PARAMS);
    assert_eq!(serde_json::from_str::<serde_json::Value>(re.data.as_ref().unwrap().get()).unwrap()["path"], "a");
    let e = p.a.request("_unknown/ext", &json!({})).await.unwrap_err();
    assert_eq!(e.code(), Some(-32601));
}

#[tokio::test]
async fn handler_can_call_back_into_the_peer() {
    let p = pair();
    let r = within(p.a.request("callback", &json!({"deep": [1, 2, 3]}))).await.unwrap();
    assert_eq!(r.get(), r#"{"deep":[1,2,3]}"#);
}

/// The scope rule: an answer to a scoped request is delivered only after
/// all notifications of that scope received before it were handled — even
/// when handling them is slow; other scopes are independent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn scoped_answer_waits_for_earlier_notifications_of_its_scope() {
    let p = pair();
    for round in 0..20 {
        let sid = format!("s{round}");
        let n = 50;
        let r = within(p.a.request_scoped(
            Some(ScopeKey::of(&sid)),
            "stream",
            &json!({"sessionId": sid, "n": n, "method": "slow_note"}),
        ))
        .await
        .unwrap();
        assert_eq!(r.get(), r#""done""#);
        let notes: Vec<String> = p.a_log.log.notes().into_iter().filter(|s| s.contains(&format!("\"{sid}\""))).collect();
        assert_eq!(notes.len(), n, "round {round}: answer delivered before its notifications were handled");
        for (i, note) in notes.iter().enumerate() {
            assert_eq!(note_index(note), i, "out of order: {note}");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn scopes_proceed_independently_and_keep_their_own_order() {
    let p = pair();
    let mut set = tokio::task::JoinSet::new();
    for s in 0..8 {
        let peer = p.a.clone();
        set.spawn(async move {
            let sid = format!("fan{s}");
            peer.request_scoped(Some(ScopeKey::of(&sid)), "stream", &json!({"sessionId": sid, "n": 100, "method": if s % 2 == 0 { "slow_note" } else { "note" }}))
                .await
                .unwrap();
            sid
        });
    }
    let mut finished = Vec::new();
    within(async {
        while let Some(r) = set.join_next().await {
            let sid = r.unwrap();
            // At the moment the answer arrived, every note of this session was handled.
            let notes: Vec<String> = p.a_log.log.notes().into_iter().filter(|n| n.contains(&format!("\"{sid}\""))).collect();
            assert_eq!(notes.len(), 100, "{sid}");
            for (i, n) in notes.iter().enumerate() {
                assert_eq!(note_index(n), i, "{sid}: {n}");
            }
            finished.push(sid);
        }
    })
    .await;
    assert_eq!(finished.len(), 8);
}

#[tokio::test]
async fn dropping_a_request_future_cancels_it_on_the_peer() {
    let p = pair();
    let r = tokio::time::timeout(Duration::from_millis(100), p.a.request("sleep", &json!({}))).await;
    assert!(r.is_err(), "sleep must not answer");
    p.b_log.log.wait_cancelled(1).await;
    assert_eq!(p.a.pending_requests(), 0);
    // The late -32800 answer to the dropped id is ignored; the connection works.
    assert_eq!(p.a.request("echo", &5).await.unwrap().get(), "5");
}

#[tokio::test]
async fn eof_mid_request_fails_pending_requests_and_resolves() {
    let p = pair();
    let a = p.a.clone();
    let call = tokio::spawn(async move { a.request("sleep", &json!({})).await });
    // Make sure the request is in flight on the other side.
    within(async {
        while p.a.pending_requests() == 0 {
            tokio::task::yield_now().await;
        }
    })
    .await;
    p.b.close();
    let e = within(call).await.unwrap().unwrap_err();
    assert!(matches!(e, Error::ConnectionClosed), "{e:?}");
    within(p.a_task).await.unwrap().unwrap();
    within(p.b_task).await.unwrap().unwrap();
    // The handler on the closed side saw its cancellation.
    p.b_log.log.wait_cancelled(1).await;
    assert!(matches!(p.a.notify("note", &json!({})).await, Err(Error::ConnectionClosed)));
}

#[tokio::test]
async fn panicking_notification_handler_keeps_connection() {
    let p = pair();
    p.a.notify("panic_note", &json!({"sessionId": "x"})).await.unwrap();
    p.a.notify("note", &json!({"sessionId": "x", "after": "panic"})).await.unwrap();
    assert_eq!(p.a.request("echo", &1).await.unwrap().get(), "1");
}

/// A peer that never reads: senders wait at the high-water mark instead of
/// queueing without bound.
#[tokio::test]
async fn peer_that_never_reads_gets_backpressure() {
    let (mine, theirs) = tokio::io::duplex(4096);
    let (peer, _task) = Connection::new(Transport::from_stream(mine), TestHandler::default(), Config::default().send_buffer(64 * 1024)).spawn();
    let _keep = theirs; // never read
    let chunk = "z".repeat(1000);
    let mut sent = 0usize;
    loop {
        match tokio::time::timeout(Duration::from_millis(300), peer.notify("note", &json!({"c": chunk}))).await {
            Ok(r) => r.unwrap(),
            Err(_) => break,
        }
        sent += 1;
        assert!(sent < 10_000, "notify never blocked: unbounded queue");
    }
    assert!(peer.queued_output() <= 64 * 1024 + 2048, "queued {}", peer.queued_output());
}

/// A peer that floods requests but never reads the answers: the reader
/// stops reading, so memory stays bounded, and the flooder blocks.
#[tokio::test]
async fn flooding_peer_that_never_reads_is_throttled() {
    let (mine, theirs) = tokio::io::duplex(4096);
    let (peer, _task) = Connection::new(Transport::from_stream(mine), TestHandler::default(), Config::default().send_buffer(16 * 1024)).spawn();
    let (_r, mut w) = tokio::io::split(theirs);
    let line = format!("{}\n", json!({"jsonrpc":"2.0","id":1,"method":"echo","params":"q".repeat(500)}));
    let mut written = 0usize;
    loop {
        let r = tokio::time::timeout(Duration::from_millis(300), tokio::io::AsyncWriteExt::write_all(&mut w, line.as_bytes())).await;
        if r.is_err() {
            break;
        }
        written += 1;
        assert!(written < 20_000, "reader never stopped");
    }
    assert!(peer.queued_output() <= 8 * 16 * 1024 + 2 * line.len(), "queued {}", peer.queued_output());
}

#[derive(Default)]
struct Recorder(Mutex<Vec<String>>);
impl FrameObserver for Recorder {
    fn on_incoming(&self, f: &[u8]) {
        self.0.lock().unwrap().push(format!("in {}", String::from_utf8_lossy(f)));
    }
    fn on_outgoing(&self, f: &[u8]) {
        self.0.lock().unwrap().push(format!("out {}", String::from_utf8_lossy(f)));
    }
}

#[tokio::test]
async fn frame_observer_sees_both_directions_and_raw_newlines_are_scrubbed() {
    let p = pair();
    let rec = Arc::new(Recorder::default());
    p.a.set_frame_observer(Some(rec.clone()));
    let pretty = RawValue::from_string("{\n  \"x\": \"a\\nb\"\r\n}".into()).unwrap();
    let r = p.a.request_raw(None, "echo", Some(&pretty)).await.unwrap();
    assert_eq!(serde_json::from_str::<serde_json::Value>(r.get()).unwrap(), json!({"x": "a\nb"}));
    let seen = rec.0.lock().unwrap().clone();
    assert_eq!(seen.len(), 2, "{seen:?}");
    assert!(seen[0].starts_with("out {") && !seen[0].contains('\n'), "{seen:?}");
    assert!(seen[1].starts_with("in {"), "{seen:?}");
}

struct Blocking;
impl Handler for Blocking {
    fn notification(&self, _cx: RawNotificationContext, _m: &str, _p: Params<'_>) -> BoxFuture<()> {
        Box::pin(std::future::pending())
    }
    fn scope(&self, m: &str, _p: &Params<'_>) -> Option<ScopeKey> {
        (m == "anything").then(|| ScopeKey::of("one"))
    }
}

/// A stuck notification of one scope does not stop requests of other scopes.
#[tokio::test]
async fn stuck_notification_does_not_block_requests() {
    let (ta, tb) = Transport::duplex(1 << 16);
    let (a, _ta) = Connection::new(ta, TestHandler::default(), Config::default()).spawn();
    let (_b, _tb) = Connection::new(tb, Blocking, Config::default()).spawn();
    a.notify("anything", &json!({})).await.unwrap();
    // Blocking answers requests with the default -32601, promptly.
    let e = within(a.request("x", &json!({}))).await.unwrap_err();
    assert_eq!(e.code(), Some(-32601));
}
