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

/// Polls `cond` (1 ms apart) until it holds, within [`support_rpc::TIMEOUT`].
async fn until(what: &str, mut cond: impl FnMut() -> bool) {
    tokio::time::timeout(support_rpc::TIMEOUT, async {
        while !cond() {
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
    })
    .await
    .unwrap_or_else(|_| panic!("timed out waiting until {what}"));
}

/// Reads `n` lines from `r` and returns them.
async fn read_lines<R: tokio::io::AsyncRead + Unpin>(r: R, n: usize) -> Vec<serde_json::Value> {
    use tokio::io::AsyncBufReadExt;
    let mut lines = tokio::io::BufReader::new(r).lines();
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let line = lines.next_line().await.unwrap().unwrap_or_else(|| panic!("end of stream after {} lines", out.len()));
        out.push(serde_json::from_str(&line).unwrap());
    }
    out
}

/// A peer that never reads: senders wait at the high-water mark instead of
/// queueing without bound, and go on once the peer reads. Nothing here is
/// timed: the sender cannot finish while nobody reads (it sends more than
/// the pipe, the writer's batch and the queue hold together), it must be
/// seen waiting with the queue at the mark, and once the peer reads, every
/// note must arrive, in order (a stall fails by the timeout).
#[tokio::test]
async fn peer_that_never_reads_gets_backpressure() {
    const BOUND: usize = 64 * 1024;
    const N: usize = 400; // ~400 KB of notes
    let (mine, theirs) = tokio::io::duplex(4096);
    let (peer, _task) = Connection::new(Transport::from_stream(mine), TestHandler::default(), Config::default().send_buffer(BOUND)).spawn();
    let chunk = "z".repeat(1000);
    let sent = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let sender = tokio::spawn({
        let (peer, sent) = (peer.clone(), sent.clone());
        async move {
            for i in 0..N {
                peer.notify("note", &json!({"i": i, "c": chunk})).await.unwrap();
                sent.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            }
        }
    });
    // Nobody reads: the writer is stuck on the full pipe and the queue
    // fills up to the mark, where the sender waits.
    until("the queue reaches the high-water mark", || peer.queued_output() >= BOUND).await;
    for _ in 0..100 {
        tokio::task::yield_now().await;
        let queued = peer.queued_output();
        assert!((BOUND..=BOUND + 2048).contains(&queued), "queued {queued}: not held at the mark");
    }
    let at_mark = sent.load(std::sync::atomic::Ordering::SeqCst);
    assert!(!sender.is_finished() && at_mark < N, "the sender did not wait ({at_mark} of {N} sent)");
    assert!(at_mark * 1000 >= BOUND, "the queue is full yet only {at_mark} notes were sent");
    // The peer reads: the sender goes on, every note arrives in order.
    let notes = within(read_lines(theirs, N)).await;
    within(sender).await.unwrap();
    assert_eq!(sent.load(std::sync::atomic::Ordering::SeqCst), N);
    for (i, n) in notes.iter().enumerate() {
        assert_eq!(n["method"], "note");
        assert_eq!(n["params"]["i"], i, "notes out of order");
    }
    assert_eq!(peer.queued_output(), 0);
}

/// A peer that floods requests but never reads the answers: the reader
/// stops reading, so memory stays bounded, and the flooder blocks; once the
/// flooder reads its answers, the reader goes on and answers every request.
/// As above, nothing is timed: the flooder writes more than the pipes and
/// the paused reader's queue can take.
#[tokio::test]
async fn flooding_peer_that_never_reads_is_throttled() {
    const BOUND: usize = 16 * 1024;
    const PAUSE_ABOVE: usize = 8 * BOUND; // the reader's pause (src/rpc/connection.rs)
    const M: usize = 2000; // ~1.1 MB of requests, as much of answers
    let (mine, theirs) = tokio::io::duplex(4096);
    let (peer, _task) = Connection::new(Transport::from_stream(mine), TestHandler::default(), Config::default().send_buffer(BOUND)).spawn();
    let (r, mut w) = tokio::io::split(theirs);
    let line = |i: usize| format!("{}\n", json!({"jsonrpc":"2.0","id":i,"method":"echo","params":"q".repeat(500)}));
    let longest = line(M).len();
    let written = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let flooder = tokio::spawn({
        let written = written.clone();
        async move {
            for i in 0..M {
                tokio::io::AsyncWriteExt::write_all(&mut w, line(i).as_bytes()).await.unwrap();
                written.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            }
            w
        }
    });
    // Nobody reads the answers: they queue up past the pause mark, and the
    // reader stops reading.
    until("the answers queue up past the reader's pause mark", || peer.queued_output() > PAUSE_ABOVE).await;
    for _ in 0..100 {
        tokio::task::yield_now().await;
        let queued = peer.queued_output();
        assert!(queued <= PAUSE_ABOVE + 2 * longest, "queued {queued}: the reader did not stop");
    }
    let at_pause = written.load(std::sync::atomic::Ordering::SeqCst);
    assert!(!flooder.is_finished() && at_pause < M, "the flooder was not throttled ({at_pause} of {M} written)");
    // The flooder reads its answers: the reader goes on, every request is answered.
    let answers = within(read_lines(r, M)).await;
    let _w = within(flooder).await.unwrap();
    assert_eq!(written.load(std::sync::atomic::Ordering::SeqCst), M);
    let mut ids: Vec<u64> = answers.iter().map(|a| a["id"].as_u64().unwrap()).collect();
    ids.sort_unstable();
    assert_eq!(ids, (0..M as u64).collect::<Vec<_>>(), "every request answered once");
    assert!(answers.iter().all(|a| a["result"].as_str().is_some_and(|q| q.len() == 500)));
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
