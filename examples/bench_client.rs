//! The bench client of the shared ACP benchmark (`WORKLOAD.md`, "Client
//! contract"), written as a user of the crate would: `ClientBuilder` with a
//! typed `v1::Client`, the agent spawned with `ChildProcess`, prompts sent
//! through `v1::AgentHandle`.
//!
//! ```text
//! bench_client [--workload stream|rtt|fanout|big] [--prompts P] [--chunks K] [--size S]
//!     [--requests N] [--warmup W] [--sessions M] [--big-bytes B] [--big-count C]
//!     [--timeout SECONDS] -- AGENT [ARGS...]
//! ```
//!
//! Prints one JSON line with the figures (stdout is free here: this program
//! talks to the agent over the child's pipes).
//!
//! Build: `cargo build --release --example bench_client`; see BENCHMARKS.md.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use acp_wire::side::{ClientBuilder, Info, NotificationContext};
use acp_wire::Negotiated;
use acp_wire::transport::{ChildProcess, StderrMode};
use acp_wire::v1;
use serde_json::json;

struct Args {
    workload: String,
    prompts: usize,
    chunks: usize,
    size: usize,
    requests: usize,
    warmup: usize,
    sessions: usize,
    big_bytes: usize,
    big_count: usize,
    timeout_s: f64,
    agent: Vec<String>,
}

const USAGE: &str = "usage: bench_client [--workload stream|rtt|fanout|big] [--prompts P] [--chunks K] [--size S] \
[--requests N] [--warmup W] [--sessions M] [--big-bytes B] [--big-count C] [--timeout SECONDS] -- AGENT [ARGS...]";

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        workload: "stream".into(),
        prompts: 200,
        chunks: 100,
        size: 64,
        requests: 10_000,
        warmup: 500,
        sessions: 8,
        big_bytes: 1 << 20,
        big_count: 50,
        timeout_s: 300.0,
        agent: Vec::new(),
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        if arg == "--" {
            a.agent = it.by_ref().collect();
            break;
        }
        let val = it.next().ok_or_else(|| format!("{arg} needs a value\n{USAGE}"))?;
        let num = || val.parse::<usize>().map_err(|e| format!("{arg}: {e}"));
        match arg.as_str() {
            "--workload" => a.workload = val.clone(),
            "--prompts" => a.prompts = num()?,
            "--chunks" => a.chunks = num()?,
            "--size" => a.size = num()?,
            "--requests" => a.requests = num()?,
            "--warmup" => a.warmup = num()?,
            "--sessions" => a.sessions = num()?.max(1),
            "--big-bytes" => a.big_bytes = num()?,
            "--big-count" => a.big_count = num()?,
            "--timeout" => a.timeout_s = val.parse().map_err(|e| format!("{arg}: {e}"))?,
            _ => return Err(format!("unknown option {arg}\n{USAGE}")),
        }
    }
    if a.agent.is_empty() {
        return Err(format!("missing agent command after --\n{USAGE}"));
    }
    if !["stream", "rtt", "fanout", "big"].contains(&a.workload.as_str()) {
        return Err(format!("unknown workload {}\n{USAGE}", a.workload));
    }
    Ok(a)
}

/// What the client saw of the agent's updates.
#[derive(Default)]
struct Tally {
    notifications: AtomicU64,
    text_bytes: AtomicU64,
    /// Per-session counts, only kept for the fanout check.
    per_session: Option<Mutex<HashMap<String, u64>>>,
}

struct BenchClient(Arc<Tally>);

impl v1::Client for BenchClient {
    async fn session_update(&self, n: v1::SessionNotification, _: NotificationContext<v1::AgentHandle>) {
        let t = &self.0;
        t.notifications.fetch_add(1, Ordering::Relaxed);
        if let v1::SessionUpdate::AgentMessageChunk(c) = &n.update {
            if let v1::ContentBlock::Text(text) = &c.content {
                t.text_bytes.fetch_add(text.text.len() as u64, Ordering::Relaxed);
            }
        }
        if let Some(m) = &t.per_session {
            let mut m = m.lock().unwrap_or_else(|p| p.into_inner());
            *m.entry(n.session_id.0).or_default() += 1;
        }
    }
}

fn control(k: usize, s: usize) -> v1::ContentBlock {
    v1::ContentBlock::Text(v1::TextContent::new(format!("bench k={k} s={s}")))
}

/// The W4 block: `fn f<i>() { println!("line <i>"); }\n` lines cut to `bytes`.
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

fn peak_rss_kb() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

fn percentile(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

struct Outcome {
    setup_s: f64,
    wall_s: f64,
    requests: u64,
    lat_ns: Vec<u64>,
}

async fn prompt(agent: &v1::AgentHandle, sid: &v1::SessionId, blocks: Vec<v1::ContentBlock>) -> Result<(), String> {
    let r = agent.prompt(v1::PromptRequest::new(sid.clone(), blocks)).await.map_err(|e| format!("session/prompt: {e}"))?;
    match r.stop_reason {
        v1::StopReason::EndTurn => Ok(()),
        other => Err(format!("prompt ended with {other:?} instead of end_turn")),
    }
}

async fn run(a: &Args, t_start: Instant, tally: &Arc<Tally>) -> Result<Outcome, String> {
    let mut cmd = tokio::process::Command::new(&a.agent[0]);
    cmd.args(&a.agent[1..]);
    let (transport, mut child) = ChildProcess::spawn(cmd, StderrMode::Inherit).map_err(|e| format!("spawn agent: {e}"))?;
    let connected = ClientBuilder::new()
        .v1(BenchClient(Arc::clone(tally)), v1::ClientCapabilities::new())
        .connect(transport, Info::new("acp-wire-bench-client", env!("CARGO_PKG_VERSION")))
        .await
        .map_err(|e| format!("initialize: {e}"))?;
    let Negotiated::V1 { agent, .. } = &connected.negotiated else {
        return Err("the agent did not negotiate protocol version 1".into());
    };
    let cwd = std::env::current_dir().map_err(|e| format!("cwd: {e}"))?;
    let sessions = if a.workload == "fanout" { a.sessions } else { 1 };
    let mut sids = Vec::with_capacity(sessions);
    for _ in 0..sessions {
        let req = v1::NewSessionRequest::new(cwd.display().to_string(), Vec::<v1::McpServer>::new());
        sids.push(agent.new_session(req).await.map_err(|e| format!("session/new: {e}"))?.session_id);
    }
    let setup_s = t_start.elapsed().as_secs_f64();
    let sid = &sids[0];
    let mut lat_ns = Vec::new();

    if a.workload == "rtt" {
        for _ in 0..a.warmup {
            prompt(agent, sid, vec![control(0, 0)]).await?;
        }
    }
    let t0 = Instant::now();
    let requests = match a.workload.as_str() {
        "stream" => {
            for _ in 0..a.prompts {
                prompt(agent, sid, vec![control(a.chunks, a.size)]).await?;
            }
            a.prompts
        }
        "rtt" => {
            lat_ns.reserve(a.requests);
            for _ in 0..a.requests {
                let t = Instant::now();
                prompt(agent, sid, vec![control(0, 0)]).await?;
                lat_ns.push(t.elapsed().as_nanos() as u64);
            }
            a.requests
        }
        "fanout" => {
            let per = a.prompts / sessions;
            let mut set = tokio::task::JoinSet::new();
            for sid in &sids {
                let (agent, sid) = (agent.clone(), sid.clone());
                let (k, s) = (a.chunks, a.size);
                set.spawn(async move {
                    for _ in 0..per {
                        prompt(&agent, &sid, vec![control(k, s)]).await?;
                    }
                    Ok::<_, String>(())
                });
            }
            while let Some(r) = set.join_next().await {
                r.map_err(|e| format!("fanout task: {e}"))??;
            }
            per * sessions
        }
        _ => {
            let big = big_text(a.big_bytes);
            lat_ns.reserve(a.big_count);
            for _ in 0..a.big_count {
                let blocks = vec![control(0, 0), v1::ContentBlock::Text(v1::TextContent::new(big.clone()))];
                let t = Instant::now();
                prompt(agent, sid, blocks).await?;
                lat_ns.push(t.elapsed().as_nanos() as u64);
            }
            a.big_count
        }
    };
    let wall_s = t0.elapsed().as_secs_f64();

    if a.workload == "fanout" {
        let want = (a.prompts / sessions * a.chunks) as u64;
        let counts = tally.per_session.as_ref().map(|m| m.lock().unwrap_or_else(|p| p.into_inner()).clone()).unwrap_or_default();
        for s in &sids {
            let got = counts.get(&s.0).copied().unwrap_or(0);
            if got != want {
                return Err(format!("session {} got {got} updates, expected {want}", s.0));
            }
        }
    }

    // Close the agent's stdin and wait for it to exit by itself.
    connected.negotiated.core().close();
    let _ = connected.task.await;
    child.set_grace(Duration::from_secs(5));
    child.shutdown().await.map_err(|e| format!("agent exit: {e}"))?;
    Ok(Outcome { setup_s, wall_s, requests: requests as u64, lat_ns })
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let t_start = Instant::now();
    let a = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let tally = Arc::new(Tally {
        per_session: (a.workload == "fanout").then(|| Mutex::new(HashMap::new())),
        ..Tally::default()
    });
    let limit = Duration::from_secs_f64(a.timeout_s);
    let result = match tokio::time::timeout(limit, run(&a, t_start, &tally)).await {
        Ok(r) => r,
        Err(_) => Err("timeout".to_string()),
    };
    let notifications = tally.notifications.load(Ordering::Relaxed);
    let text_bytes = tally.text_bytes.load(Ordering::Relaxed);
    let line = match result {
        Ok(mut o) => {
            let (n, b) = match a.workload.as_str() {
                "stream" => (a.prompts * a.chunks, a.prompts * a.chunks * a.size),
                "fanout" => {
                    let p = a.prompts / a.sessions * a.sessions;
                    (p * a.chunks, p * a.chunks * a.size)
                }
                _ => (0, 0),
            };
            let counts_ok = notifications == n as u64 && text_bytes == b as u64;
            o.lat_ns.sort_unstable();
            let mean_us = if o.lat_ns.is_empty() {
                0.0
            } else {
                o.lat_ns.iter().sum::<u64>() as f64 / o.lat_ns.len() as f64 / 1e3
            };
            json!({
                "ok": counts_ok,
                "error": if counts_ok { serde_json::Value::Null } else {
                    json!(format!("expected {n} chunks / {b} bytes, got {notifications} / {text_bytes}"))
                },
                "workload": a.workload,
                "wall_s": o.wall_s,
                "setup_s": o.setup_s,
                "notifications": notifications,
                "text_bytes": text_bytes,
                "requests": o.requests,
                "p50_us": percentile(&o.lat_ns, 50.0) as f64 / 1e3,
                "p99_us": percentile(&o.lat_ns, 99.0) as f64 / 1e3,
                "mean_us": mean_us,
                "client_maxrss_kb": peak_rss_kb(),
            })
        }
        Err(e) => json!({
            "ok": false,
            "error": e,
            "workload": a.workload,
            "notifications": notifications,
            "text_bytes": text_bytes,
            "client_maxrss_kb": peak_rss_kb(),
        }),
    };
    println!("{line}");
    if line["ok"] != true {
        std::process::exit(1);
    }
}
