//! Schema-validation cost per message, next to the plain decode path.
//!
//! Run: `cargo bench --bench validate` (prints to stderr). A plain
//! `harness = false` binary timed with `std::time` (median of rounds), so
//! the crate needs no benchmarking dependency.
//!
//! Per message (a v1 `session/update` `agent_message_chunk` frame):
//! * `parse Value`: `serde_json::from_slice::<Value>` of the frame;
//! * `plain path`: the runtime's borrowed envelope decode plus the typed
//!   decode of the params into `v1::SessionNotification`;
//! * `FrameValidator`: the whole frame check (parse + envelope + method
//!   table + params against `SessionNotification`);
//! * `is_valid_def`: the params check alone, on an already parsed value.
//!
//! Stream: `STREAM` chunks sent by an agent `rpc::Connection` to a client
//! `rpc::Connection` over an in-memory duplex (one thread), the client
//! decoding each into `v1::SessionNotification` — without and with a
//! `ValidatingObserver` on the receiving connection (a runtime validating
//! what it reads), and on both (each frame validated when sent and when
//! received, as in the sides tests).
//!
//! Start-up: loading the built-in schema, compiling one def on first use,
//! compiling every def lazily one by one, and `jsonschema`'s eager
//! `build_map` of the whole file for comparison.

use std::hint::black_box;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use acp_wire::method::Side;
use acp_wire::rpc::envelope::{decode_message_with, Message};
use acp_wire::rpc::{BoxFuture, Config, Connection, Handler, RawNotificationContext, Params, ParamsDecoder, Route};
use acp_wire::transport::Transport;
use acp_wire_validate::{Direction, FrameValidator, SchemaValidator, ValidatingObserver};
use serde_json::value::RawValue;
use serde_json::Value;
use tokio::sync::Notify;

const FRAME: &[u8] = br#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"sess_0123456789","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"The test races against the session cache: login() resolves before the cookie is written, so the next request"}}}}"#;

const ROUNDS: usize = 7;
const ITERS: u32 = 50_000;

/// Median over rounds of the time per iteration.
fn per_iter(mut f: impl FnMut()) -> Duration {
    for _ in 0..ITERS / 10 {
        f();
    }
    let mut rounds: Vec<Duration> = (0..ROUNDS)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..ITERS {
                f();
            }
            t.elapsed() / ITERS
        })
        .collect();
    rounds.sort();
    rounds[ROUNDS / 2]
}

fn once(f: impl FnOnce()) -> Duration {
    let t = Instant::now();
    f();
    t.elapsed()
}

/// What a typed client does with an incoming `session/update`: the params
/// decoded during the envelope pass.
fn plain(frame: &[u8]) {
    let decoder = |_: &str| Some(ParamsDecoder::of::<acp_wire::v1::SessionNotification>());
    if let Ok(Message::Notification { params, .. }) = decode_message_with(frame, &decoder) {
        let _ = black_box(params.decode::<acp_wire::v1::SessionNotification>());
    }
}

const STREAM: usize = 100_000;

/// Decodes every `session/update` like a typed client would; wakes the
/// bench after `STREAM` of them.
struct Sink {
    seen: AtomicUsize,
    done: Arc<Notify>,
}

impl Handler for Sink {
    fn notification(&self, _cx: RawNotificationContext, _method: &str, params: Params<'_>) -> BoxFuture<()> {
        let _ = black_box(params.decode::<acp_wire::v1::SessionNotification>());
        if self.seen.fetch_add(1, Ordering::Relaxed) + 1 == STREAM {
            self.done.notify_one();
        }
        Box::pin(async {})
    }

    fn route(&self, method: &str) -> Route {
        if method == "session/update" { Route::new(0, Some(ParamsDecoder::of::<acp_wire::v1::SessionNotification>())) } else { Route::UNKNOWN }
    }
}

struct Quiet;
impl Handler for Quiet {}

/// `schema`: validate with it; `both`: on both connections (else only on
/// the receiving client, like a runtime validating what it reads).
async fn stream(schema: Option<Arc<SchemaValidator>>, both: bool) -> Duration {
    let (a, b) = Transport::duplex(1 << 20);
    let (mut agent_cfg, mut client_cfg) = (Config::default(), Config::default());
    if let Some(s) = schema {
        if both {
            agent_cfg = agent_cfg.observer(Arc::new(ValidatingObserver::pinned(Side::Agent, s.clone())));
        }
        client_cfg = client_cfg.observer(Arc::new(ValidatingObserver::pinned(Side::Client, s)));
    }
    let done = Arc::new(Notify::new());
    let (agent, agent_task) = Connection::new(a, Quiet, agent_cfg).spawn();
    let (client, client_task) = Connection::new(b, Sink { seen: AtomicUsize::new(0), done: done.clone() }, client_cfg).spawn();
    let params = frame_params();
    let t = Instant::now();
    for _ in 0..STREAM {
        if agent.notify_raw("session/update", Some(&params)).await.is_err() {
            break;
        }
    }
    done.notified().await;
    let elapsed = t.elapsed();
    agent.close();
    client.close();
    let _ = agent_task.await;
    let _ = client_task.await;
    elapsed / u32::try_from(STREAM).unwrap_or(u32::MAX)
}

fn frame_params() -> Box<RawValue> {
    let v: Value = serde_json::from_slice(FRAME).unwrap_or_default();
    RawValue::from_string(v["params"].to_string()).expect("the bench frame has params")
}

fn main() {
    let load = once(|| {
        let _ = black_box(SchemaValidator::new(acp_wire::v1::SCHEMA_JSON, 1, acp_wire::v1::METHODS));
    });
    let schema = match SchemaValidator::builtin(1) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("cannot load the v1 schema: {e}");
            return;
        }
    };
    let first_def = once(|| {
        let _ = black_box(schema.is_valid_def("SessionNotification", &Value::Null));
    });
    let fresh = SchemaValidator::new(acp_wire::v1::SCHEMA_JSON, 1, acp_wire::v1::METHODS);
    let all_lazy = once(|| {
        if let Ok(s) = &fresh {
            let _ = black_box(s.compile_all());
        }
    });
    let root: Value = serde_json::from_str(acp_wire::v1::SCHEMA_JSON).unwrap_or_default();
    let eager = once(|| {
        let _ = black_box(jsonschema::draft202012::options().should_validate_formats(true).build_map(&root));
    });

    let mut frames = FrameValidator::new(schema.clone());
    assert!(frames.validate(Direction::AgentToClient, FRAME).is_empty(), "the bench frame is valid");
    let parsed: Value = serde_json::from_slice(FRAME).unwrap_or_default();
    let params = &parsed["params"];

    let t_parse = per_iter(|| {
        let _ = black_box(serde_json::from_slice::<Value>(black_box(FRAME)));
    });
    let t_plain = per_iter(|| plain(black_box(FRAME)));
    let t_frame = per_iter(|| {
        let _ = black_box(frames.validate(Direction::AgentToClient, black_box(FRAME)));
    });
    let t_def = per_iter(|| {
        let _ = black_box(schema.is_valid_def("SessionNotification", black_box(params)));
    });

    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build();
    let (mut plain_stream, mut one_side, mut both_sides) = (Vec::new(), Vec::new(), Vec::new());
    if let Ok(rt) = &rt {
        for _ in 0..3 {
            plain_stream.push(rt.block_on(stream(None, false)));
            one_side.push(rt.block_on(stream(Some(schema.clone()), false)));
            both_sides.push(rt.block_on(stream(Some(schema.clone()), true)));
        }
    }
    plain_stream.sort();
    one_side.sort();
    both_sides.sort();

    let ns = |d: Duration| d.as_nanos();
    eprintln!("validate bench: v1 session/update agent_message_chunk, {} bytes, median of {ROUNDS} x {ITERS}", FRAME.len());
    eprintln!("  parse Value          {:>8} ns/message", ns(t_parse));
    eprintln!("  plain path           {:>8} ns/message (envelope decode + typed params)", ns(t_plain));
    eprintln!("  FrameValidator       {:>8} ns/message", ns(t_frame));
    eprintln!("  is_valid_def         {:>8} ns/message (params only, pre-parsed)", ns(t_def));
    eprintln!(
        "  plain + validation   {:>8} ns/message = {:.2}x the plain path",
        ns(t_plain + t_frame),
        (t_plain + t_frame).as_secs_f64() / t_plain.as_secs_f64()
    );
    if let (Some(p), Some(o), Some(b)) = (plain_stream.get(1), one_side.get(1), both_sides.get(1)) {
        eprintln!("stream of {STREAM} chunks over rpc::Connection + duplex, median of 3 interleaved runs:");
        eprintln!("  plain                {:>8} ns/message", ns(*p));
        eprintln!("  observer on receiver {:>8} ns/message = {:.2}x", ns(*o), o.as_secs_f64() / p.as_secs_f64());
        eprintln!("  observer both sides  {:>8} ns/message = {:.2}x", ns(*b), b.as_secs_f64() / p.as_secs_f64());
    }
    eprintln!("start-up (v1 schema.json{}):", if cfg!(acp_wire = "unstable") { ", unstable" } else { "" });
    eprintln!("  load (parse, meta-validate, registry)  {load:?}");
    eprintln!("  first use of SessionNotification       {first_def:?}");
    eprintln!("  lazy, every def one by one             {all_lazy:?}");
    eprintln!("  eager jsonschema build_map             {eager:?}");
}
