//! A handler that streams a burst of notifications without awaiting
//! anything else: the peer starts receiving them before the burst ends
//! (the writer gets a turn once about a kilobyte is queued), in order and
//! complete.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire::error::ResponseError;
use acp_wire::rpc::{BoxFuture, Config, Connection, Handler, RawNotificationContext, Params, Reply, RawRequestContext};
use acp_wire::transport::Transport;
use serde_json::json;

const BURST: usize = 100;

/// Streams `BURST` notifications of ~230 bytes on `burst`, counting each
/// before it is sent.
struct Streamer {
    produced: Arc<AtomicUsize>,
}

impl Handler for Streamer {
    fn request(&self, cx: RawRequestContext, _method: &str, _params: Params<'_>) -> BoxFuture<Result<Reply, ResponseError>> {
        let produced = Arc::clone(&self.produced);
        Box::pin(async move {
            for i in 0..BURST {
                produced.store(i + 1, Ordering::SeqCst);
                let text = format!("{i:0>200}");
                cx.peer().notify("update", &json!({"i": i, "text": text})).await.map_err(ResponseError::internal_error)?;
            }
            Ok(Reply::new("done"))
        })
    }
}

/// Records, per notification, its `i` and how many the streamer had
/// produced when it arrived.
struct Receiver {
    produced: Arc<AtomicUsize>,
    seen: Arc<Mutex<Vec<(u64, usize)>>>,
}

impl Handler for Receiver {
    fn notification(&self, _cx: RawNotificationContext, _method: &str, params: Params<'_>) -> BoxFuture<()> {
        let i = params.decode::<serde_json::Value>().ok().and_then(|v| v["i"].as_u64()).unwrap_or(u64::MAX);
        self.seen.lock().unwrap().push((i, self.produced.load(Ordering::SeqCst)));
        Box::pin(async {})
    }
}

#[tokio::test(flavor = "current_thread")]
async fn a_burst_reaches_the_peer_while_it_is_produced() {
    let produced = Arc::new(AtomicUsize::new(0));
    let seen = Arc::new(Mutex::new(Vec::new()));
    let (ta, tb) = Transport::duplex(1 << 20);
    let (_agent, _agent_task) = Connection::new(ta, Streamer { produced: Arc::clone(&produced) }, Config::default()).spawn();
    let receiver = Receiver { produced: Arc::clone(&produced), seen: Arc::clone(&seen) };
    let (client, _client_task) = Connection::new(tb, receiver, Config::default()).spawn();
    let answer = tokio::time::timeout(Duration::from_secs(10), client.request("burst", &json!({}))).await.unwrap().unwrap();
    assert_eq!(answer.get(), "\"done\"");
    let seen = seen.lock().unwrap().clone();
    let order: Vec<u64> = seen.iter().map(|(i, _)| *i).collect();
    assert_eq!(order, (0..BURST as u64).collect::<Vec<_>>(), "every update, in order");
    // On one thread the writer can only run when the streamer yields: had
    // it not, the first update would arrive after all of them were made.
    let (_, produced_at_first) = seen[0];
    assert!(produced_at_first < BURST / 2, "the first update arrived only after {produced_at_first} were produced");
}
