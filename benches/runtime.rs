//! In-process figures of the runtime: encode/decode of the hot v1 messages
//! and dispatch cost per request and per notification.
//!
//! Run: `cargo bench --bench runtime` (prints to stderr). Like
//! `validate/benches/validate.rs` (which has the schema-validation cost per message),
//! a plain `harness = false` binary timed with `std::time`, median of rounds:
//! no benchmarking dependency, and nothing here is asserted.
//!
//! * encode: the typed value written inside its envelope, as the runtime
//!   does (`rpc::envelope::write_*` into a reused buffer);
//! * decode: `rpc::envelope::decode_message` of the frame plus the typed
//!   decode of its params/result (params decoded during the envelope pass,
//!   as the runtime does for the typed sides; `decode_result`);
//! * dispatch: two `rpc::Connection`s over an in-memory duplex on one
//!   thread — a request answered at once (round trip per request), and a
//!   stream of notifications counted by the receiver (per notification);
//!   then the same through the typed sides (`AgentBuilder` + `ClientBuilder`,
//!   `v1::Agent::prompt` streaming `session/update`s, as the shared bench's
//!   W1/W2 do over pipes).

use std::hint::black_box;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use acp_wire::error::ResponseError;
use acp_wire::rpc::envelope::{self, decode_message, decode_message_with, Message};
use acp_wire::rpc::{decode_result, BoxFuture, Config, Connection, Handler, RawNotificationContext, Params, ParamsDecoder, Reply, RawRequestContext, Route};
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, NotificationContext, RequestContext};
use acp_wire::Negotiated;
use acp_wire::transport::Transport;
use acp_wire::v1;
use tokio::sync::Notify;

const ROUNDS: usize = 7;

/// Median over rounds of the time per iteration.
fn per_iter(iters: u32, mut f: impl FnMut()) -> Duration {
    for _ in 0..(iters / 10).max(1) {
        f();
    }
    let mut rounds: Vec<Duration> = (0..ROUNDS)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..iters {
                f();
            }
            t.elapsed() / iters
        })
        .collect();
    rounds.sort();
    rounds[ROUNDS / 2]
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

const CHUNK: &str = "lorem ipsum dolor sit amet consectetur adipiscing elit lorem ip";

fn big_text(bytes: usize) -> String {
    let mut s = String::with_capacity(bytes + 64);
    let mut i = 0u64;
    while s.len() < bytes {
        s.push_str(&format!("fn f{i}() {{ println!(\"line {i}\"); }}\n"));
        i += 1;
    }
    s.truncate(bytes);
    s
}

fn sid() -> v1::SessionId {
    v1::SessionId("sess_0123456789".into())
}

fn chunk_notification() -> v1::SessionNotification {
    let block = v1::ContentBlock::Text(v1::TextContent::new(CHUNK));
    v1::SessionNotification::new(sid(), v1::SessionUpdate::AgentMessageChunk(v1::ContentChunk::new(block)))
}

fn prompt_request(blocks: Vec<String>) -> v1::PromptRequest {
    let blocks = blocks.into_iter().map(|t| v1::ContentBlock::Text(v1::TextContent::new(t))).collect::<Vec<_>>();
    v1::PromptRequest::new(sid(), blocks)
}

fn report(name: &str, bytes: usize, encode: Duration, decode: Duration) {
    let mbs = |d: Duration| bytes as f64 / d.as_secs_f64() / 1e6;
    eprintln!(
        "{name:<28} {bytes:>9} B   encode {:>10.0} ns ({:>6.0} MB/s)   decode {:>10.0} ns ({:>6.0} MB/s)",
        encode.as_nanos(),
        mbs(encode),
        decode.as_nanos(),
        mbs(decode)
    );
}

fn codec() {
    eprintln!("== encode / decode per message (typed v1, inside the envelope)");
    let mut buf = Vec::with_capacity(4 << 20);

    let n = chunk_notification();
    envelope::write_notification(&mut buf, "session/update", Some(&n)).unwrap();
    let frame = buf.clone();
    let enc = per_iter(100_000, || {
        buf.clear();
        envelope::write_notification(&mut buf, "session/update", Some(black_box(&n))).unwrap();
    });
    let dec = per_iter(100_000, || {
        let decoder = |_: &str| Some(ParamsDecoder::of::<v1::SessionNotification>());
        let Ok(Message::Notification { params, .. }) = decode_message_with(black_box(&frame), &decoder) else { unreachable!() };
        black_box(params.decode::<v1::SessionNotification>().unwrap());
    });
    report("session/update chunk", frame.len(), enc, dec);

    for (name, blocks, iters) in [
        ("session/prompt (bench k=)", vec!["bench k=100 s=64".to_string()], 100_000),
        ("session/prompt 1 MiB text", vec!["bench k=0 s=0".to_string(), big_text(1 << 20)], 30),
    ] {
        let p = prompt_request(blocks);
        buf.clear();
        envelope::write_request(&mut buf, 7, "session/prompt", Some(&p)).unwrap();
        let frame = buf.clone();
        let enc = per_iter(iters, || {
            buf.clear();
            envelope::write_request(&mut buf, 7, "session/prompt", Some(black_box(&p))).unwrap();
        });
        let dec = per_iter(iters, || {
            let decoder = |_: &str| Some(ParamsDecoder::of::<v1::PromptRequest>());
            let Ok(Message::Request { params, .. }) = decode_message_with(black_box(&frame), &decoder) else { unreachable!() };
            black_box(params.decode::<v1::PromptRequest>().unwrap());
        });
        report(name, frame.len(), enc, dec);
    }

    let r = v1::PromptResponse::new(v1::StopReason::EndTurn);
    buf.clear();
    envelope::write_result(&mut buf, b"7", |b| serde_json::to_writer(b, &r)).unwrap();
    let frame = buf.clone();
    let enc = per_iter(100_000, || {
        buf.clear();
        envelope::write_result(&mut buf, b"7", |b| serde_json::to_writer(b, black_box(&r))).unwrap();
    });
    let dec = per_iter(100_000, || {
        let Ok(Message::Response { outcome: Ok(res), .. }) = decode_message(black_box(&frame)) else { unreachable!() };
        black_box(decode_result::<v1::PromptResponse>(res).unwrap());
    });
    report("session/prompt response", frame.len(), enc, dec);
}

/// Answers every request at once with `{}`; counts notifications.
struct Echo {
    seen: AtomicUsize,
    want: AtomicUsize,
    done: Notify,
}

impl Handler for Echo {
    fn request(&self, _cx: RawRequestContext, _method: &str, _params: Params<'_>) -> BoxFuture<Result<Reply, ResponseError>> {
        Box::pin(async { Ok(Reply::new(serde_json::json!({}))) })
    }

    fn notification(&self, _cx: RawNotificationContext, _method: &str, params: Params<'_>) -> BoxFuture<()> {
        let ok = params.decode::<v1::SessionNotification>().is_ok();
        if ok && self.seen.fetch_add(1, Ordering::Relaxed) + 1 == self.want.load(Ordering::Relaxed) {
            self.done.notify_one();
        }
        Box::pin(async {})
    }

    fn route(&self, method: &str) -> Route {
        if method == "session/update" { Route::new(0, Some(ParamsDecoder::of::<v1::SessionNotification>())) } else { Route::UNKNOWN }
    }
}

struct Quiet;
impl Handler for Quiet {}

async fn rpc_dispatch(requests: usize, notifications: usize) -> (Duration, Duration) {
    let (a, b) = Transport::duplex(1 << 20);
    let echo = Arc::new(Echo { seen: AtomicUsize::new(0), want: AtomicUsize::new(notifications), done: Notify::new() });
    let (_server, server_task) = Connection::with_handler(a, echo.clone(), Config::default()).spawn();
    let (client, client_task) = Connection::new(b, Quiet, Config::default()).spawn();

    let p = prompt_request(vec!["bench k=0 s=0".into()]);
    let t = Instant::now();
    for _ in 0..requests {
        black_box(client.request("session/prompt", &p).await.unwrap());
    }
    let per_request = t.elapsed() / requests as u32;

    let n = chunk_notification();
    let t = Instant::now();
    for _ in 0..notifications {
        client.notify("session/update", &n).await.unwrap();
    }
    echo.done.notified().await;
    let per_notification = t.elapsed() / notifications as u32;

    client.close();
    let _ = client_task.await;
    let _ = server_task.await;
    (per_request, per_notification)
}

struct BenchAgent;
impl v1::Agent for BenchAgent {
    async fn initialize(&self, _: v1::InitializeRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
        Ok(v1::InitializeResponse::new(v1::PROTOCOL_VERSION))
    }
    async fn new_session(&self, _: v1::NewSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::NewSessionResponse, ResponseError> {
        Ok(v1::NewSessionResponse::new(sid()))
    }
    async fn prompt(&self, p: v1::PromptRequest, cx: RequestContext<v1::ClientHandle>) -> Result<v1::PromptResponse, ResponseError> {
        let k = match p.prompt.first() {
            Some(v1::ContentBlock::Text(t)) => t.text.strip_prefix("k=").and_then(|k| k.parse().ok()).unwrap_or(0),
            _ => 0,
        };
        for _ in 0..k {
            let block = v1::ContentBlock::Text(v1::TextContent::new(CHUNK));
            let update = v1::SessionUpdate::AgentMessageChunk(v1::ContentChunk::new(block));
            cx.peer().session_update(v1::SessionNotification::new(p.session_id.clone(), update)).await?;
        }
        Ok(v1::PromptResponse::new(v1::StopReason::EndTurn))
    }
}

struct Counting(Arc<AtomicUsize>);
impl v1::Client for Counting {
    async fn session_update(&self, _: v1::SessionNotification, _: NotificationContext<v1::AgentHandle>) {
        self.0.fetch_add(1, Ordering::Relaxed);
    }
}

async fn side_dispatch(requests: usize, prompts: usize, chunks: usize) -> (Duration, Duration) {
    let (a, b) = Transport::duplex(1 << 20);
    let agent_task = AgentBuilder::new().v1(BenchAgent).spawn(a);
    let seen = Arc::new(AtomicUsize::new(0));
    let connected = ClientBuilder::new()
        .v1(Counting(seen.clone()), v1::ClientCapabilities::new())
        .connect(b, Info::new("bench", "0"))
        .await
        .unwrap();
    let Negotiated::V1 { agent, .. } = &connected.negotiated else { unreachable!() };
    let s = agent.new_session(v1::NewSessionRequest::new("/", Vec::<v1::McpServer>::new())).await.unwrap().session_id;
    let prompt = |k: usize| v1::PromptRequest::new(s.clone(), vec![v1::ContentBlock::Text(v1::TextContent::new(format!("k={k}")))]);

    let t = Instant::now();
    for _ in 0..requests {
        black_box(agent.prompt(prompt(0)).await.unwrap());
    }
    let per_request = t.elapsed() / requests as u32;

    let t = Instant::now();
    for _ in 0..prompts {
        black_box(agent.prompt(prompt(chunks)).await.unwrap());
    }
    let per_notification = (t.elapsed() - per_request * prompts as u32) / (prompts * chunks) as u32;
    assert_eq!(seen.load(Ordering::Relaxed), prompts * chunks);

    connected.negotiated.core().close();
    let _ = connected.task.await;
    let _ = agent_task.await;
    (per_request, per_notification)
}

fn main() {
    codec();

    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let (mut rq, mut nt, mut srq, mut snt) = (vec![], vec![], vec![], vec![]);
    for _ in 0..ROUNDS {
        let (r, n) = rt.block_on(rpc_dispatch(20_000, 50_000));
        rq.push(r);
        nt.push(n);
        let (r, n) = rt.block_on(side_dispatch(20_000, 200, 100));
        srq.push(r);
        snt.push(n);
    }
    eprintln!("== dispatch, two connections over an in-memory duplex, one thread (median of {ROUNDS})");
    eprintln!("rpc::Connection   request round trip {:>8.0} ns   notification {:>8.0} ns", median(rq).as_nanos(), median(nt).as_nanos());
    eprintln!("typed v1 sides    prompt round trip  {:>8.0} ns   session/update {:>8.0} ns", median(srq).as_nanos(), median(snt).as_nanos());
}
