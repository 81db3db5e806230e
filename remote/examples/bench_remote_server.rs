//! The acp-wire server under test of the remote benchmark
//! (`docs/bench/REMOTE-WORKLOAD.md`): [`RemoteServer`] with the bench agent
//! (`bench k=<K> s=<S>`, the stdio bench agent's logic) in-process, a fresh
//! agent per remote connection, on `http://ADDR/acp` (Streamable HTTP and
//! WebSocket).
//!
//! ```text
//! bench_remote_server [--listen ADDR] [--threads N]
//! ```
//!
//! `--threads 1` (the default) runs one `current_thread` tokio runtime, as
//! the Node.js server has one JavaScript thread; `--threads N` a
//! multi-thread runtime with N workers. Prints one JSON line on stdout once
//! listening, `{"url":"http://ADDR/acp","pid":PID}`, then serves until
//! stdin ends or SIGTERM/SIGINT.
//!
//! `BENCH_HEAP_PROFILE=1`: live heap allocations are counted by size, and
//! SIGUSR1 prints to stderr, as one JSON line, every size with at least
//! 100 live allocations (`[size, live count]`; sizes over 64 KiB in
//! power-of-two buckets) — with N idle sessions open, what each session
//! holds shows up as counts near N. Off, the allocator costs one relaxed
//! load per call.
//!
//! Build: `cargo build --release --features remote --example bench_remote_server`.

#[path = "../../examples/bench_shared/agent.rs"]
mod agent;

use acp_wire_remote::{Agents, RemoteServer};
use acp_wire::side::AgentBuilder;
use agent::BenchAgent;
use tokio::io::AsyncReadExt;

mod heap {
    use std::alloc::{GlobalAlloc, Layout, System};
    use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};

    pub static ON: AtomicBool = AtomicBool::new(false);
    const EXACT: usize = 64 * 1024;
    const BUCKETS: usize = EXACT + 64;
    static LIVE: [AtomicI64; BUCKETS] = [const { AtomicI64::new(0) }; BUCKETS];

    fn bucket(size: usize) -> usize {
        if size < EXACT {
            size
        } else {
            EXACT + (usize::BITS - size.leading_zeros()) as usize
        }
    }

    pub struct Counting;

    unsafe impl GlobalAlloc for Counting {
        unsafe fn alloc(&self, l: Layout) -> *mut u8 {
            if ON.load(Ordering::Relaxed) {
                LIVE[bucket(l.size())].fetch_add(1, Ordering::Relaxed);
            }
            unsafe { System.alloc(l) }
        }
        unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
            if ON.load(Ordering::Relaxed) {
                LIVE[bucket(l.size())].fetch_sub(1, Ordering::Relaxed);
            }
            unsafe { System.dealloc(p, l) }
        }
        unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 {
            if ON.load(Ordering::Relaxed) {
                LIVE[bucket(l.size())].fetch_sub(1, Ordering::Relaxed);
                LIVE[bucket(new)].fetch_add(1, Ordering::Relaxed);
            }
            unsafe { System.realloc(p, l, new) }
        }
    }

    /// `[[size, live], …]` for sizes with at least 100 live allocations
    /// (over 64 KiB: the bucket's upper bound).
    pub fn report() -> String {
        let rows: Vec<String> = (0..BUCKETS)
            .filter_map(|b| {
                let n = LIVE[b].load(Ordering::Relaxed);
                let size = if b < EXACT { b } else { 1usize << (b - EXACT) };
                (n >= 100).then(|| format!("[{size},{n}]"))
            })
            .collect();
        format!("{{\"heap_live\":[{}]}}", rows.join(","))
    }
}

#[global_allocator]
static ALLOC: heap::Counting = heap::Counting;

fn main() {
    if std::env::var_os("BENCH_HEAP_PROFILE").is_some_and(|v| v == "1") {
        heap::ON.store(true, std::sync::atomic::Ordering::Relaxed);
    }
    let mut listen = "127.0.0.1:0".to_owned();
    let mut threads = 1usize;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--listen" => listen = args.next().expect("--listen ADDR"),
            "--threads" => threads = args.next().and_then(|v| v.parse().ok()).expect("--threads N"),
            other => {
                eprintln!("bench_remote_server: unknown argument {other}");
                std::process::exit(2);
            }
        }
    }
    let rt = if threads <= 1 {
        tokio::runtime::Builder::new_current_thread().enable_all().build()
    } else {
        tokio::runtime::Builder::new_multi_thread().worker_threads(threads).enable_all().build()
    }
    .expect("tokio runtime");
    rt.block_on(serve(listen));
}

async fn serve(listen: String) {
    // A fresh agent per connection, as the TypeScript server's `createAgent`.
    let server = RemoteServer::new(Agents::builder(|| AgentBuilder::new().v1(BenchAgent::default())));
    let listening = match server.bind(&listen).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("bench_remote_server: cannot listen on {listen}: {e}");
            std::process::exit(2);
        }
    };
    println!("{{\"url\":\"http://{}/acp\",\"pid\":{}}}", listening.local_addr(), std::process::id());
    let server = listening.server().clone();
    let task = listening.spawn();
    let mut stdin = tokio::io::stdin();
    let mut sink = [0u8; 256];
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).expect("SIGTERM handler");
    let mut usr1 = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::user_defined1()).expect("SIGUSR1 handler");
    tokio::spawn(async move {
        while usr1.recv().await.is_some() {
            eprintln!("{}", heap::report());
        }
    });
    tokio::select! {
        _ = async { while stdin.read(&mut sink).await.is_ok_and(|n| n > 0) {} } => {}
        _ = term.recv() => {}
        _ = tokio::signal::ctrl_c() => {}
    }
    task.abort();
    let _ = tokio::time::timeout(std::time::Duration::from_secs(3), server.shutdown()).await;
}
