//! The load generator of the remote benchmark (`docs/bench/REMOTE-WORKLOAD.md`):
//! N sessions, each on its own remote connection, against a server that
//! exposes the bench agent on `http://HOST:PORT/acp`, over WebSocket or
//! Streamable HTTP (HTTP/1.1 + SSE).
//!
//! ```text
//! bench_remote --url http://127.0.0.1:PORT/acp --transport ws|http [--server-pid PID]
//!     [--sessions N] [--chunks K] [--size S] [--prompts P] [--rtt R] [--warmup W]
//!     [--setup-concurrency C] [--idle-ms MS]
//! ```
//!
//! Prints one JSON line with the figures. Deliberately not acp-wire's own
//! remote client: the same raw-ish client (tokio-tungstenite, hyper's
//! HTTP/1.1 client connection, a hand-rolled SSE splitter, one
//! `serde_json` parse of borrowed fields per message) drives both servers,
//! on one `current_thread` runtime.
//!
//! Build: `cargo build --release --features remote --example bench_remote`.

use std::borrow::Cow;
use std::time::{Duration, Instant};

use bytes::{Bytes, BytesMut};
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use http::{header, HeaderValue, Request, StatusCode};
use http_body_util::{BodyExt, Full};
use hyper::body::Incoming;
use hyper::client::conn::http1;
use hyper_util::rt::TokioIo;
use serde::Deserialize;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

type Error = Box<dyn std::error::Error>;
type Result<T> = std::result::Result<T, Error>;

struct Args {
    url: String,
    transport: String,
    server_pid: Option<u32>,
    sessions: usize,
    chunks: usize,
    size: usize,
    prompts: usize,
    rtt: usize,
    warmup: usize,
    warm_sessions: usize,
    concurrency: usize,
    idle_ms: u64,
}

fn args() -> Args {
    let mut a = Args {
        url: String::new(),
        transport: "ws".into(),
        server_pid: None,
        sessions: 1000,
        chunks: 100,
        size: 64,
        prompts: 1,
        rtt: 2000,
        warmup: 200,
        warm_sessions: 20,
        concurrency: 64,
        idle_ms: 2000,
    };
    let mut it = std::env::args().skip(1);
    while let Some(k) = it.next() {
        let mut v = || it.next().unwrap_or_else(|| die(&format!("{k} needs a value")));
        let num = |s: String| s.parse::<usize>().unwrap_or_else(|_| die(&format!("bad number {s}")));
        match k.as_str() {
            "--url" => a.url = v(),
            "--transport" => a.transport = v(),
            "--server-pid" => a.server_pid = Some(num(v()) as u32),
            "--sessions" => a.sessions = num(v()),
            "--chunks" => a.chunks = num(v()),
            "--size" => a.size = num(v()),
            "--prompts" => a.prompts = num(v()),
            "--rtt" => a.rtt = num(v()),
            "--warmup" => a.warmup = num(v()),
            "--warm-sessions" => a.warm_sessions = num(v()),
            "--setup-concurrency" => a.concurrency = num(v()).max(1),
            "--idle-ms" => a.idle_ms = num(v()) as u64,
            _ => die(&format!("unknown argument {k}")),
        }
    }
    if a.url.is_empty() || !matches!(a.transport.as_str(), "ws" | "http") {
        die("usage: bench_remote --url http://HOST:PORT/acp --transport ws|http [...]");
    }
    a
}

fn die(msg: &str) -> ! {
    eprintln!("bench_remote: {msg}");
    std::process::exit(2);
}

/// Host:port and path of `http://HOST:PORT/PATH`.
fn split_url(url: &str) -> (String, String) {
    let rest = url.strip_prefix("http://").or_else(|| url.strip_prefix("ws://")).unwrap_or_else(|| die("the url must be http://…"));
    match rest.find('/') {
        Some(i) => (rest[..i].to_owned(), rest[i..].to_owned()),
        None => (rest.to_owned(), "/".to_owned()),
    }
}

// ---------------------------------------------------------------- messages --

#[derive(Deserialize)]
struct In<'a> {
    #[serde(borrow, default)]
    method: Option<Cow<'a, str>>,
    #[serde(default)]
    id: Option<u64>,
    #[serde(borrow, default)]
    params: Option<Params<'a>>,
    #[serde(borrow, default)]
    result: Option<Res<'a>>,
    #[serde(default)]
    error: Option<serde::de::IgnoredAny>,
}

#[derive(Deserialize)]
struct Params<'a> {
    #[serde(borrow, default)]
    update: Option<Update<'a>>,
}

#[derive(Deserialize)]
struct Update<'a> {
    #[serde(borrow, default)]
    content: Option<Content<'a>>,
}

#[derive(Deserialize)]
struct Content<'a> {
    #[serde(borrow, default)]
    text: Option<Cow<'a, str>>,
}

#[derive(Deserialize)]
#[allow(non_snake_case)]
struct Res<'a> {
    #[serde(borrow, default)]
    sessionId: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    stopReason: Option<Cow<'a, str>>,
}

const INITIALIZE: &str = r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{"fs":{"readTextFile":false,"writeTextFile":false},"terminal":false},"clientInfo":{"name":"bench-remote","version":"0.1.0"}}}"#;
const SESSION_NEW: &str = r#"{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/tmp","mcpServers":[]}}"#;

fn prompt_json(id: u64, sid: &str, k: usize, s: usize) -> String {
    format!(
        r#"{{"jsonrpc":"2.0","id":{id},"method":"session/prompt","params":{{"sessionId":"{sid}","prompt":[{{"type":"text","text":"bench k={k} s={s}"}}]}}}}"#
    )
}

// ------------------------------------------------------------------- SSE --

/// The events of one SSE response body: each event's `data` (lines joined by `\n`).
struct Sse {
    body: Incoming,
    buf: BytesMut,
}

impl Sse {
    async fn next(&mut self) -> Result<Bytes> {
        loop {
            if let Some(i) = memchr::memmem::find(&self.buf, b"\n\n") {
                let event = self.buf.split_to(i + 2).freeze();
                if let Some(data) = sse_data(&event.slice(..i)) {
                    return Ok(data);
                }
                continue;
            }
            match self.body.frame().await {
                Some(Ok(f)) => {
                    if let Ok(d) = f.into_data() {
                        self.buf.extend_from_slice(&d);
                    }
                }
                Some(Err(e)) => return Err(e.into()),
                None => return Err("SSE stream ended".into()),
            }
        }
    }
}

fn sse_data(event: &Bytes) -> Option<Bytes> {
    // The common case: one `data: ` line.
    if let Some(rest) = event.strip_prefix(b"data: ") {
        if memchr::memchr(b'\n', rest).is_none() {
            return Some(event.slice(6..));
        }
    }
    let mut out: Option<Vec<u8>> = None;
    for line in event.split(|&b| b == b'\n') {
        if let Some(d) = line.strip_prefix(b"data:") {
            let d = d.strip_prefix(b" ").unwrap_or(d);
            let o = out.get_or_insert_with(Vec::new);
            if !o.is_empty() {
                o.push(b'\n');
            }
            o.extend_from_slice(d);
        }
    }
    out.map(Bytes::from)
}

// ---------------------------------------------------------------- sessions --

type Ws = WebSocketStream<TcpStream>;

enum Link {
    Ws { tx: SplitSink<Ws, Message>, rx: SplitStream<Ws> },
    Http(Box<HttpLink>),
}

struct HttpLink {
    addr: String,
    host: HeaderValue,
    path: String,
    post: Option<Post>,
    conn_id: HeaderValue,
    session: Option<HeaderValue>,
    conn_stream: Sse,
    session_stream: Option<Sse>,
}

async fn tcp(addr: &str) -> Result<TcpStream> {
    let s = TcpStream::connect(addr).await?;
    s.set_nodelay(true)?;
    Ok(s)
}

async fn handshake(addr: &str) -> Result<http1::SendRequest<Full<Bytes>>> {
    let (send, conn) = http1::handshake(TokioIo::new(tcp(addr).await?)).await?;
    tokio::spawn(async move {
        let _ = conn.await;
    });
    Ok(send)
}

fn request(method: &str, path: &str, host: &HeaderValue, body: Bytes) -> Request<Full<Bytes>> {
    let mut r = Request::new(Full::new(body));
    *r.method_mut() = method.parse().expect("method");
    *r.uri_mut() = path.parse().expect("path");
    r.headers_mut().insert(header::HOST, host.clone());
    r
}

/// A keep-alive connection for POSTs and when it last answered.
struct Post {
    send: http1::SendRequest<Full<Bytes>>,
    used: Instant,
}

/// A keep-alive connection idle this long is replaced before the next
/// request, as HTTP clients keep their idle timeout under the server's:
/// Node.js closes idle connections after 5 s (`keepAliveTimeout`), and a
/// request written just as it does fails unanswered ("connection closed
/// before message completed"; TS rounds failed so, the sessions set up
/// first idle for longer than 5 s while the others are set up).
const POST_IDLE: Duration = Duration::from_secs(4);

/// Sends `req` on `post` (a keep-alive connection, made again if the
/// server closed it or it idled for [`POST_IDLE`]) and returns status,
/// headers, body.
async fn send(post: &mut Option<Post>, addr: &str, req: Request<Full<Bytes>>) -> Result<(StatusCode, http::HeaderMap, Bytes)> {
    if post.as_ref().is_none_or(|p| p.send.is_closed() || p.used.elapsed() >= POST_IDLE) {
        *post = Some(Post { send: handshake(addr).await?, used: Instant::now() });
    }
    let p = post.as_mut().expect("set above");
    if p.send.ready().await.is_err() {
        *post = Some(Post { send: handshake(addr).await?, used: Instant::now() });
    }
    let p = &mut post.as_mut().expect("set above").send;
    // A server may close an idle keep-alive connection just as a request
    // goes out (Node.js closes them after 5 s): hyper hands back a request
    // it did not send, which then goes on a new connection.
    let resp = match p.try_send_request(req).await {
        Ok(resp) => resp,
        Err(mut e) => match e.take_message() {
            Some(req) => {
                *post = Some(Post { send: handshake(addr).await?, used: Instant::now() });
                post.as_mut().expect("set above").send.send_request(req).await?
            }
            None => return Err(e.into_error().into()),
        },
    };
    let (parts, body) = resp.into_parts();
    let body = body.collect().await?.to_bytes();
    if let Some(p) = post.as_mut() {
        p.used = Instant::now();
    }
    Ok((parts.status, parts.headers, body))
}

async fn open_sse(addr: &str, path: &str, host: &HeaderValue, conn_id: &HeaderValue, session: Option<&HeaderValue>) -> Result<Sse> {
    let mut get = handshake(addr).await?;
    let mut req = request("GET", path, host, Bytes::new());
    let h = req.headers_mut();
    h.insert(header::ACCEPT, HeaderValue::from_static("text/event-stream"));
    h.insert("acp-connection-id", conn_id.clone());
    if let Some(s) = session {
        h.insert("acp-session-id", s.clone());
    }
    let resp = get.send_request(req).await?;
    if resp.status() != StatusCode::OK {
        return Err(format!("GET (SSE) answered {}", resp.status()).into());
    }
    // `get` is dropped: the connection task keeps the streaming response going.
    Ok(Sse { body: resp.into_body(), buf: BytesMut::with_capacity(16 * 1024) })
}

struct Session {
    link: Link,
    sid: String,
    next_id: u64,
}

impl Session {
    async fn open(url: &str, transport: &str) -> Result<Session> {
        let (addr, path) = split_url(url);
        if transport == "ws" {
            let ws_url = format!("ws://{addr}{path}");
            let (socket, _) = tokio_tungstenite::client_async(ws_url, tcp(&addr).await?).await?;
            let (tx, rx) = socket.split();
            let mut s = Session { link: Link::Ws { tx, rx }, sid: String::new(), next_id: 2 };
            s.send_ws(INITIALIZE.into()).await?;
            s.wait_response(0).await?;
            s.send_ws(SESSION_NEW.into()).await?;
            s.sid = s.wait_response(1).await?.ok_or("session/new answered without a sessionId")?;
            return Ok(s);
        }
        let host = HeaderValue::from_str(&addr)?;
        let mut post = None;
        let mut req = request("POST", &path, &host, Bytes::from_static(INITIALIZE.as_bytes()));
        let h = req.headers_mut();
        h.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
        h.insert(header::ACCEPT, HeaderValue::from_static("application/json, text/event-stream"));
        let (status, headers, body) = send(&mut post, &addr, req).await?;
        if status != StatusCode::OK {
            return Err(format!("initialize answered {status}").into());
        }
        let conn_id = headers.get("acp-connection-id").ok_or("initialize answered without Acp-Connection-Id")?.clone();
        classify(&body)?;
        let conn_stream = open_sse(&addr, &path, &host, &conn_id, None).await?;
        let link = HttpLink { addr, host, path, post, conn_id, session: None, conn_stream, session_stream: None };
        let mut s = Session { link: Link::Http(Box::new(link)), sid: String::new(), next_id: 2 };
        s.post(SESSION_NEW.into()).await?;
        s.sid = s.wait_response(1).await?.ok_or("session/new answered without a sessionId")?;
        if let Link::Http(h) = &mut s.link {
            let sh = HeaderValue::from_str(&s.sid)?;
            h.session_stream = Some(open_sse(&h.addr, &h.path, &h.host, &h.conn_id, Some(&sh)).await?);
            h.session = Some(sh);
        }
        Ok(s)
    }

    async fn send_ws(&mut self, m: String) -> Result<()> {
        match &mut self.link {
            Link::Ws { tx, .. } => Ok(tx.send(Message::text(m)).await?),
            Link::Http(_) => unreachable!(),
        }
    }

    async fn post(&mut self, m: String) -> Result<()> {
        let Link::Http(h) = &mut self.link else { unreachable!() };
        let mut req = request("POST", &h.path, &h.host, Bytes::from(m));
        let hd = req.headers_mut();
        hd.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
        hd.insert(header::ACCEPT, HeaderValue::from_static("application/json, text/event-stream"));
        hd.insert("acp-connection-id", h.conn_id.clone());
        if let Some(s) = &h.session {
            hd.insert("acp-session-id", s.clone());
        }
        let (status, _, body) = send(&mut h.post, &h.addr, req).await?;
        if status != StatusCode::ACCEPTED {
            return Err(format!("POST answered {status}: {}", String::from_utf8_lossy(&body)).into());
        }
        Ok(())
    }

    async fn send(&mut self, m: String) -> Result<()> {
        match self.link {
            Link::Ws { .. } => self.send_ws(m).await,
            Link::Http(_) => self.post(m).await,
        }
    }

    /// The next message from the server (HTTP: the session stream once
    /// there is one, else the connection stream).
    async fn recv(&mut self) -> Result<Bytes> {
        match &mut self.link {
            Link::Ws { rx, .. } => loop {
                match rx.next().await {
                    Some(Ok(Message::Text(t))) => return Ok(Bytes::from(t)),
                    Some(Ok(Message::Close(_))) | None => return Err("WebSocket closed".into()),
                    Some(Ok(_)) => {}
                    Some(Err(e)) => return Err(e.into()),
                }
            },
            Link::Http(h) => match &mut h.session_stream {
                Some(s) => s.next().await,
                None => h.conn_stream.next().await,
            },
        }
    }

    /// Reads until the response to `id`: its `sessionId`, if any.
    async fn wait_response(&mut self, id: u64) -> Result<Option<String>> {
        loop {
            let m = self.recv().await?;
            let msg: In<'_> = serde_json::from_slice(&m)?;
            if msg.method.is_none() && msg.id == Some(id) {
                if msg.error.is_some() {
                    return Err(format!("request {id} failed: {}", String::from_utf8_lossy(&m)).into());
                }
                return Ok(msg.result.and_then(|r| r.sessionId).map(Cow::into_owned));
            }
        }
    }

    /// One bench prompt: (notifications, text bytes) received before its `end_turn`.
    async fn prompt(&mut self, k: usize, s: usize) -> Result<(u64, u64)> {
        let id = self.next_id;
        self.next_id += 1;
        self.send(prompt_json(id, &self.sid, k, s)).await?;
        let (mut n, mut bytes) = (0u64, 0u64);
        loop {
            let m = self.recv().await?;
            let msg: In<'_> = serde_json::from_slice(&m)?;
            match (&msg.method, msg.id) {
                (Some(method), _) if method == "session/update" => {
                    n += 1;
                    bytes += msg.params.and_then(|p| p.update).and_then(|u| u.content).and_then(|c| c.text).map_or(0, |t| t.len()) as u64;
                }
                (None, Some(i)) if i == id => {
                    let stop = msg.result.and_then(|r| r.stopReason);
                    if stop.as_deref() != Some("end_turn") {
                        return Err(format!("prompt {id} did not end with end_turn: {}", String::from_utf8_lossy(&m)).into());
                    }
                    return Ok((n, bytes));
                }
                _ => {}
            }
        }
    }

    async fn close(self) {
        match self.link {
            Link::Ws { mut tx, .. } => {
                let _ = tx.send(Message::Close(None)).await;
            }
            Link::Http(mut h) => {
                let mut req = request("DELETE", &h.path, &h.host, Bytes::new());
                req.headers_mut().insert("acp-connection-id", h.conn_id.clone());
                let _ = send(&mut h.post, &h.addr, req).await;
            }
        }
    }
}

fn classify(body: &[u8]) -> Result<()> {
    let msg: In<'_> = serde_json::from_slice(body)?;
    if msg.error.is_some() || msg.result.is_none() {
        return Err(format!("initialize failed: {}", String::from_utf8_lossy(body)).into());
    }
    Ok(())
}

// ------------------------------------------------------------------ figures --

/// `(VmRSS, Pss)` in KiB of a process.
fn memory(pid: u32) -> (u64, u64) {
    let field = |file: &str, name: &str| -> u64 {
        std::fs::read_to_string(format!("/proc/{pid}/{file}"))
            .ok()
            .and_then(|t| t.lines().find(|l| l.starts_with(name)).and_then(|l| l.split_whitespace().nth(1)?.parse().ok()))
            .unwrap_or(0)
    };
    (field("status", "VmRSS:"), field("smaps_rollup", "Pss:"))
}

/// CPU seconds (user + system) of a process, threads included.
fn cpu_of(pid: u32) -> f64 {
    let ticks = 100.0; // USER_HZ on Linux
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|t| {
            let rest = &t[t.rfind(')')? + 2..];
            let f: Vec<&str> = rest.split_whitespace().collect();
            Some((f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?) / ticks)
        })
        .unwrap_or(0.0)
}

fn pct(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

async fn open_all(url: &str, transport: &str, n: usize, concurrency: usize) -> Result<Vec<Session>> {
    let opened: Vec<Result<Session>> = futures_util::stream::iter(0..n)
        .map(|_| Session::open(url, transport))
        .buffer_unordered(concurrency)
        .collect()
        .await;
    opened.into_iter().collect()
}

async fn run(a: &Args) -> Result<serde_json::Value> {
    let pid = a.server_pid;
    let me = std::process::id();
    // Warm-up: some sessions through setup and a prompt each, then closed,
    // so lazily built server state (and a JIT's code) is in the baseline.
    let warm = open_all(&a.url, &a.transport, a.warm_sessions, a.concurrency).await?;
    for mut s in warm {
        s.prompt(10, a.size).await?;
        s.close().await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (rss0, pss0) = pid.map_or((0, 0), memory);

    let t = Instant::now();
    let mut sessions = open_all(&a.url, &a.transport, a.sessions, a.concurrency).await?;
    let setup_s = t.elapsed().as_secs_f64();
    tokio::time::sleep(Duration::from_millis(a.idle_ms)).await;
    let (rss1, pss1) = pid.map_or((0, 0), memory);
    let n = a.sessions.max(1) as f64;

    // (b) every session prompts `bench k=K s=S` P times back to back, all at once.
    let (cpu_s0, cpu_c0) = (pid.map_or(0.0, cpu_of), cpu_of(me));
    let t = Instant::now();
    let (k, sz, p) = (a.chunks, a.size, a.prompts);
    let results = futures_util::future::join_all(sessions.iter_mut().map(|s| async move {
        let (mut n, mut b) = (0, 0);
        for _ in 0..p {
            let (dn, db) = s.prompt(k, sz).await?;
            n += dn;
            b += db;
        }
        Ok::<_, Error>((n, b))
    }))
    .await;
    let wall = t.elapsed().as_secs_f64();
    let (cpu_s1, cpu_c1) = (pid.map_or(0.0, cpu_of), cpu_of(me));
    let (mut notes, mut text) = (0u64, 0u64);
    for r in results {
        let (dn, db) = r?;
        notes += dn;
        text += db;
    }
    let want = (a.sessions * p * k) as u64;
    if notes != want || text != want * sz as u64 {
        return Err(format!("stream: got {notes} notifications / {text} bytes, want {want} / {}", want * sz as u64).into());
    }
    let (rss2, _) = pid.map_or((0, 0), memory);

    // (c) sequential small prompts on one session, the others open and idle.
    let mut rtt = Vec::with_capacity(a.rtt);
    if let Some(s) = sessions.first_mut() {
        for i in 0..a.warmup + a.rtt {
            let t = Instant::now();
            let (dn, _) = s.prompt(1, 64).await?;
            if dn != 1 {
                return Err(format!("rtt: a prompt k=1 got {dn} notifications").into());
            }
            if i >= a.warmup {
                rtt.push(t.elapsed().as_micros() as u64);
            }
        }
    }
    rtt.sort_unstable();
    let mean = if rtt.is_empty() { 0.0 } else { rtt.iter().sum::<u64>() as f64 / rtt.len() as f64 };

    for s in sessions {
        s.close().await;
    }
    Ok(serde_json::json!({
        "ok": true,
        "transport": a.transport,
        "sessions": a.sessions,
        "setup_s": setup_s,
        "server_rss_before_kb": rss0,
        "server_rss_idle_kb": rss1,
        "server_pss_before_kb": pss0,
        "server_pss_idle_kb": pss1,
        "idle_rss_bytes_per_session": ((rss1 as f64 - rss0 as f64) * 1024.0 / n).round(),
        "idle_pss_bytes_per_session": ((pss1 as f64 - pss0 as f64) * 1024.0 / n).round(),
        "server_rss_after_stream_kb": rss2,
        "stream_chunks": k, "stream_size": sz, "stream_prompts_per_session": p,
        "notifications": notes,
        "stream_wall_s": wall,
        "notifications_per_s": notes as f64 / wall,
        "stream_server_cpu_s": cpu_s1 - cpu_s0,
        "stream_client_cpu_s": cpu_c1 - cpu_c0,
        "rtt_requests": rtt.len(),
        "rtt_p50_us": pct(&rtt, 50.0),
        "rtt_p99_us": pct(&rtt, 99.0),
        "rtt_mean_us": mean.round(),
    }))
}

fn main() {
    let a = args();
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("tokio runtime");
    let out = match rt.block_on(run(&a)) {
        Ok(v) => v,
        Err(e) => serde_json::json!({"ok": false, "error": e.to_string(), "transport": a.transport, "sessions": a.sessions}),
    };
    println!("{out}");
    if out["ok"] != true {
        std::process::exit(1);
    }
}
