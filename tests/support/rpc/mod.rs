//! Shared helpers of the runtime tests: a test handler and a raw wire end.
#![allow(dead_code)]

use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire::error::ResponseError;
use acp_wire::rpc::{BoxFuture, Config, Connection, Handler, RawNotificationContext, Params, Reply, RawRequestContext, ScopeKey};
use acp_wire::transport::Transport;
use serde_json::value::RawValue;
use serde_json::Value;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader, DuplexStream, ReadHalf, WriteHalf};
use tokio::sync::Notify;

/// Generous bound that only prevents hangs.
pub const TIMEOUT: Duration = Duration::from_secs(20);

pub async fn within<F: std::future::Future>(f: F) -> F::Output {
    tokio::time::timeout(TIMEOUT, f).await.expect("timed out")
}

/// What the test handler observed.
#[derive(Default)]
pub struct Log {
    pub notes: Mutex<Vec<String>>,
    pub cancelled: Mutex<Vec<String>>,
    pub changed: Notify,
}

impl Log {
    pub fn notes(&self) -> Vec<String> {
        self.notes.lock().unwrap().clone()
    }
    pub async fn wait_cancelled(&self, n: usize) {
        within(async {
            loop {
                let notified = self.changed.notified();
                if self.cancelled.lock().unwrap().len() >= n {
                    return;
                }
                notified.await;
            }
        })
        .await;
    }
}

/// Serves the test methods:
/// * `echo` → params; `add` → `{"a","b"}` typed → sum;
/// * `sleep` → waits for cancellation (runtime answers -32800);
/// * `partial` → handles cancellation itself, answers `{"partial":true}`;
/// * `panic` (in the future) / `panic_now` (while decoding) → -32603;
/// * `callback` → calls the peer's `echo` with its params and returns the answer;
/// * `stream` → sends `{n}` `note` notifications `{sessionId, i}` then answers
///   (scope = params.sessionId);
/// * notifications `note`/`slow_note` (scoped by `sessionId`) are logged;
///   `slow_note` yields a few times first; `panic_note` panics.
#[derive(Clone, Default)]
pub struct TestHandler {
    pub log: Arc<Log>,
}

#[derive(serde::Deserialize)]
struct AddParams {
    a: i64,
    b: i64,
}

impl Handler for TestHandler {
    fn request(&self, cx: RawRequestContext, method: &str, params: Params<'_>) -> BoxFuture<Result<Reply, ResponseError>> {
        let log = Arc::clone(&self.log);
        let raw = params.raw().map(ToOwned::to_owned);
        match method {
            "echo" => Box::pin(async move { Ok(Reply::raw(raw.unwrap_or_else(null))) }),
            "add" => {
                let p = params.decode::<AddParams>();
                Box::pin(async move {
                    let p = p?;
                    Ok(Reply::new(p.a + p.b))
                })
            }
            "sleep" => Box::pin(async move {
                let token = cx.cancel_token().clone();
                let _guard = OnDrop(Some(move || {
                    if token.is_cancelled() {
                        log.cancelled.lock().unwrap().push("sleep".into());
                        log.changed.notify_waiters();
                    }
                }));
                std::future::pending::<()>().await;
                unreachable!()
            }),
            "partial" => {
                cx.handle_cancellation();
                Box::pin(async move {
                    cx.cancel_token().cancelled().await;
                    Ok(Reply::new(serde_json::json!({"partial": true})))
                })
            }
            "panic" => Box::pin(async move {
                tokio::task::yield_now().await;
                panic!("boom in future")
            }),
            "panic_now" => panic!("boom while decoding"),
            "callback" => Box::pin(async move {
                let v = cx.peer().request_raw(None, "echo", raw.as_deref()).await.map_err(ResponseError::internal_error)?;
                Ok(Reply::raw(v))
            }),
            "stream" => Box::pin(async move {
                let v: Value = serde_json::from_str(raw.as_ref().map_or("null", |r| r.get())).unwrap();
                let sid = v["sessionId"].as_str().unwrap_or("s").to_owned();
                let method = v["method"].as_str().unwrap_or("note").to_owned();
                for i in 0..v["n"].as_u64().unwrap_or(0) {
                    cx.peer().notify(&method, &serde_json::json!({"sessionId": sid, "i": i})).await.map_err(ResponseError::internal_error)?;
                }
                Ok(Reply::new("done"))
            }),
            _ => {
                let e = ResponseError::method_not_found(method);
                Box::pin(async move { Err(e) })
            }
        }
    }

    fn notification(&self, _cx: RawNotificationContext, method: &str, params: Params<'_>) -> BoxFuture<()> {
        let log = Arc::clone(&self.log);
        let text = format!("{method} {}", params.json().unwrap_or("null"));
        match method {
            "note" => Box::pin(async move {
                log.notes.lock().unwrap().push(text);
                log.changed.notify_waiters();
            }),
            "slow_note" => Box::pin(async move {
                for _ in 0..3 {
                    tokio::task::yield_now().await;
                }
                tokio::time::sleep(Duration::from_micros(200)).await;
                log.notes.lock().unwrap().push(text);
                log.changed.notify_waiters();
            }),
            "panic_note" => Box::pin(async move { panic!("boom in notification") }),
            _ => Box::pin(async {}),
        }
    }

    fn scope(&self, _method: &str, params: &Params<'_>) -> Option<ScopeKey> {
        ScopeKey::from_field(params, "sessionId")
    }
}

fn null() -> Box<RawValue> {
    RawValue::from_string("null".into()).unwrap()
}

struct OnDrop<F: FnOnce()>(Option<F>);
impl<F: FnOnce()> Drop for OnDrop<F> {
    fn drop(&mut self) {
        if let Some(f) = self.0.take() {
            f();
        }
    }
}

/// The test's side of a connection, speaking raw bytes.
pub struct RawEnd {
    pub r: BufReader<ReadHalf<DuplexStream>>,
    pub w: WriteHalf<DuplexStream>,
}

/// A runtime connection serving `TestHandler` with `config`, and the raw end facing it.
pub fn raw_connection(
    handler: TestHandler,
    config: Config,
) -> (RawEnd, acp_wire::rpc::Peer, tokio::task::JoinHandle<acp_wire::Result<()>>) {
    let (a, b) = tokio::io::duplex(1 << 16);
    let (peer, task) = Connection::new(Transport::from_stream(a), handler, config).spawn();
    let (r, w) = tokio::io::split(b);
    (RawEnd { r: BufReader::new(r), w }, peer, task)
}

impl RawEnd {
    pub async fn send(&mut self, line: &str) {
        within(async {
            self.w.write_all(line.as_bytes()).await.unwrap();
            self.w.write_all(b"\n").await.unwrap();
        })
        .await;
    }

    pub async fn w_write(&mut self, bytes: &[u8]) {
        within(self.w.write_all(bytes)).await.unwrap();
        tokio::task::yield_now().await;
    }

    pub async fn send_bytes(&mut self, bytes: &[u8]) {
        within(self.w.write_all(bytes)).await.unwrap();
    }

    /// The next line, raw.
    pub async fn line_text(&mut self) -> String {
        let mut s = String::new();
        let n = within(self.r.read_line(&mut s)).await.unwrap();
        assert!(n > 0, "unexpected EOF");
        assert!(s.ends_with('\n'));
        s.pop();
        s
    }

    /// The next line as JSON.
    pub async fn line(&mut self) -> Value {
        let s = self.line_text().await;
        serde_json::from_str(&s).unwrap_or_else(|e| panic!("not JSON ({e}): {s}"))
    }

    /// Sends an `echo` probe and asserts that the next line is its answer
    /// (i.e. nothing else was written before it).
    pub async fn probe(&mut self, tag: &str) {
        self.send(&format!(r#"{{"jsonrpc":"2.0","id":"probe-{tag}","method":"echo","params":{{"probe":"{tag}"}}}}"#)).await;
        let v = self.line().await;
        assert_eq!(v["id"], format!("probe-{tag}"), "expected the probe answer, got {v}");
        assert_eq!(v["result"]["probe"], tag);
    }

    /// Reads until EOF, returning everything.
    pub async fn rest(&mut self) -> Vec<u8> {
        let mut v = Vec::new();
        within(self.r.read_to_end(&mut v)).await.unwrap();
        v
    }
}
