//! The fleet benchmark's load generator (`remote/benches/fleet.sh`,
//! workload in `docs/bench/FLEET-WORKLOAD.md`): acp-wire's own v1 remote
//! client against one URL — an HAProxy in front of `acp-wire serve` nodes
//! on PostgreSQL, or one `serve` node — driving the bundled echo agent.
//!
//! ```text
//! bench_fleet --url URL [--transport ws|http] [--sessions N] [--connections C]
//!             [--prompts P] [--long L] [--words W] [--failover PID:PORT,…]
//! ```
//!
//! Phases, each over C connections at once, and one JSON line on stdout:
//! 1. `sessions_per_s`: N `session/new`s (N/C per connection);
//! 2. `prompt_p50_ms`, `prompt_p99_ms`: P one-word prompts (`hi`), each
//!    timed from the request to its response (its echo included);
//! 3. `notifications_per_s`: L prompts of W words each; every
//!    `session/update` received, over the phase's wall time;
//! 4. with `--failover` (the nodes' pids and ports behind the balancer):
//!    `failover_ms`, from `kill -9` of the node running a turn (`/slow`)
//!    to the first update the session's replay delivers through the
//!    balancer on a new connection (retrying until the balancer has a live
//!    node for it).
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use acp_wire::side::{ClientBuilder, Info, NotificationContext};
use acp_wire::{v1, Negotiated};
use serde_json::{json, Value};

#[derive(Clone, Default)]
struct Counter(Arc<AtomicU64>);

impl v1::Client for Counter {
    async fn session_update(&self, _: v1::SessionNotification, _: NotificationContext<v1::AgentHandle>) {
        self.0.fetch_add(1, Ordering::Relaxed);
    }
}

fn from<T: serde::de::DeserializeOwned>(v: Value) -> T {
    serde_json::from_value(v).expect("a valid request")
}

struct Args {
    url: String,
    sessions: usize,
    connections: usize,
    prompts: usize,
    long: usize,
    words: usize,
    failover: Vec<(u32, u16)>,
}

fn args() -> Args {
    let mut a = Args {
        url: String::new(),
        sessions: 1000,
        connections: 16,
        prompts: 2000,
        long: 200,
        words: 200,
        failover: Vec::new(),
    };
    let mut it = std::env::args().skip(1);
    let mut transport = "ws".to_owned();
    while let Some(k) = it.next() {
        let mut v = || it.next().unwrap_or_else(|| panic!("{k} needs a value"));
        match k.as_str() {
            "--url" => a.url = v(),
            "--transport" => transport = v(),
            "--sessions" => a.sessions = v().parse().expect("--sessions"),
            "--connections" => a.connections = v().parse().expect("--connections"),
            "--prompts" => a.prompts = v().parse().expect("--prompts"),
            "--long" => a.long = v().parse().expect("--long"),
            "--words" => a.words = v().parse().expect("--words"),
            "--failover" => {
                a.failover = v()
                    .split(',')
                    .map(|n| {
                        let (pid, port) = n.split_once(':').expect("PID:PORT");
                        (pid.parse().expect("pid"), port.parse().expect("port"))
                    })
                    .collect();
            }
            _ => panic!("bench_fleet: unknown argument {k}"),
        }
    }
    assert!(!a.url.is_empty(), "bench_fleet: --url URL");
    // The scheme picks the transport (acp_wire_remote::connect).
    let rest = a.url.split_once("://").map_or(a.url.as_str(), |(_, r)| r).to_owned();
    a.url = format!("{transport}://{rest}");
    a
}

struct Conn {
    agent: v1::AgentHandle,
    counter: Counter,
}

async fn connect(url: &str) -> Result<Conn, String> {
    let counter = Counter::default();
    let transport = acp_wire_remote::connect(url).await.map_err(|e| e.to_string())?;
    let connected = ClientBuilder::new()
        .v1(counter.clone(), v1::ClientCapabilities::new())
        .connect(transport, Info::new("bench-fleet", "1"))
        .await
        .map_err(|e| e.to_string())?;
    let Negotiated::V1 { agent, .. } = connected.negotiated else { return Err("not v1".into()) };
    Ok(Conn { agent, counter })
}

fn cwd() -> String {
    std::env::temp_dir().to_string_lossy().into_owned()
}

async fn new_session(c: &Conn) -> String {
    let r = c.agent.new_session(from(json!({"cwd": cwd(), "mcpServers": []}))).await.expect("session/new");
    r.session_id.0
}

async fn prompt(c: &Conn, sid: &str, text: &str) {
    let r = c.agent.prompt(from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": text}]}))).await.expect("session/prompt");
    assert_eq!(serde_json::to_value(r).unwrap()["stopReason"], "end_turn");
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

/// Established inbound TCP connections on 127.0.0.1:`port` (/proc/net/tcp).
fn established_on(port: u16) -> usize {
    let table = std::fs::read_to_string("/proc/net/tcp").unwrap_or_default();
    let local = format!("0100007F:{port:04X}");
    table
        .lines()
        .skip(1)
        .filter(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            f.len() > 3 && f[1] == local && f[3] == "01"
        })
        .count()
}

async fn failover(url: &str, nodes: &[(u32, u16)]) -> f64 {
    let ws = format!("ws://{}", url.split_once("://").map_or(url, |(_, r)| r));
    let before: Vec<usize> = nodes.iter().map(|(_, p)| established_on(*p)).collect();
    let a = connect(&ws).await.expect("connect");
    let sid = new_session(&a).await;
    let agent = a.agent.clone();
    let p: v1::PromptRequest = from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": "/slow 60 tick tock"}]}));
    let turn = tokio::spawn(async move { agent.prompt(p).await });
    while a.counter.0.load(Ordering::Relaxed) < 4 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // The node the balancer sent this WebSocket to: the one with one more
    // established connection than before.
    let serving = nodes
        .iter()
        .zip(&before)
        .find(|((_, port), b)| established_on(*port) > **b)
        .map(|((pid, _), _)| *pid)
        .expect("the node serving the WebSocket");
    let killed = Instant::now();
    let status = std::process::Command::new("kill").args(["-9", &serving.to_string()]).status().expect("kill");
    assert!(status.success(), "kill -9 {serving}");
    let _ = turn.await;
    loop {
        if let Ok(b) = connect(&ws).await {
            let load = b.agent.load_session(from(json!({"sessionId": sid, "cwd": cwd(), "mcpServers": []})));
            let first = async {
                while b.counter.0.load(Ordering::Relaxed) == 0 {
                    tokio::time::sleep(Duration::from_millis(1)).await;
                }
            };
            tokio::select! {
                r = load => {
                    if r.is_ok() {
                        // The replay precedes the answer: it is in already.
                        return killed.elapsed().as_secs_f64() * 1000.0;
                    }
                }
                () = first => return killed.elapsed().as_secs_f64() * 1000.0,
            }
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::main]
async fn main() {
    let a = args();
    let mut conns = Vec::new();
    for _ in 0..a.connections {
        conns.push(Arc::new(connect(&a.url).await.expect("connect")));
    }
    let per = a.sessions.div_ceil(a.connections);

    // 1. Sessions.
    let start = Instant::now();
    let made: Vec<Vec<String>> = futures_join(conns.iter().map(|c| {
        let c = c.clone();
        async move {
            let mut ids = Vec::with_capacity(per);
            for _ in 0..per {
                ids.push(new_session(&c).await);
            }
            ids
        }
    }))
    .await;
    let sessions_per_s = (per * a.connections) as f64 / start.elapsed().as_secs_f64();

    // 2. Prompt round trips.
    let each = a.prompts.div_ceil(a.connections);
    let rtts: Vec<Vec<f64>> = futures_join(conns.iter().zip(&made).map(|(c, ids)| {
        let (c, ids) = (c.clone(), ids.clone());
        async move {
            let mut out = Vec::with_capacity(each);
            for i in 0..each {
                let t = Instant::now();
                prompt(&c, &ids[i % ids.len()], "hi").await;
                out.push(t.elapsed().as_secs_f64() * 1000.0);
            }
            out
        }
    }))
    .await;
    let mut rtt: Vec<f64> = rtts.into_iter().flatten().collect();
    rtt.sort_by(f64::total_cmp);

    // 3. Notifications.
    let text = (0..a.words).map(|i| format!("w{i}")).collect::<Vec<_>>().join(" ");
    let before: u64 = conns.iter().map(|c| c.counter.0.load(Ordering::Relaxed)).sum();
    let long_each = a.long.div_ceil(a.connections);
    let start = Instant::now();
    futures_join(conns.iter().zip(&made).map(|(c, ids)| {
        let (c, ids, text) = (c.clone(), ids.clone(), text.clone());
        async move {
            for i in 0..long_each {
                prompt(&c, &ids[i % ids.len()], &text).await;
            }
        }
    }))
    .await;
    let took = start.elapsed().as_secs_f64();
    let notified: u64 = conns.iter().map(|c| c.counter.0.load(Ordering::Relaxed)).sum::<u64>() - before;
    drop(conns);

    let mut out = json!({
        "sessions": per * a.connections,
        "connections": a.connections,
        "sessions_per_s": sessions_per_s.round(),
        "prompts": rtt.len(),
        "prompt_p50_ms": (percentile(&rtt, 0.5) * 100.0).round() / 100.0,
        "prompt_p99_ms": (percentile(&rtt, 0.99) * 100.0).round() / 100.0,
        "notifications": notified,
        "notifications_per_s": (notified as f64 / took).round(),
    });
    if !a.failover.is_empty() {
        // Let the balancer's pooled connections of the phases above go.
        tokio::time::sleep(Duration::from_secs(1)).await;
        out["failover_ms"] = json!(failover(&a.url, &a.failover).await.round());
    }
    println!("{out}");
}

/// Runs the futures at once (each on its own task) and collects their outputs in order.
async fn futures_join<T: Send + 'static>(futs: impl Iterator<Item = impl std::future::Future<Output = T> + Send + 'static>) -> Vec<T> {
    let handles: Vec<_> = futs.map(tokio::spawn).collect();
    let mut out = Vec::with_capacity(handles.len());
    for h in handles {
        out.push(h.await.expect("a bench task"));
    }
    out
}
