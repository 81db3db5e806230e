//! Attacks on the server's memory, each against an `acp-wire serve`
//! process whose peak RSS (`VmHWM`) is read from /proc: the peak is the
//! measure, so a slow or loaded machine cannot flip the verdict, only
//! make it take longer. Each attack streams well past its bound, the
//! server cuts it off, and a well-behaved client is served after.

use std::time::Duration;

use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::process::Child;

use crate::cli::serve;

const MIB: u64 = 1024 * 1024;

/// (VmRSS, VmHWM) of `pid`, in bytes.
pub(crate) fn memory(pid: u32) -> (u64, u64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("/proc/PID/status");
    let field = |name: &str| -> u64 {
        let line = status.lines().find(|l| l.starts_with(name)).unwrap_or_else(|| panic!("{name} in /proc/{pid}/status"));
        line.split_whitespace().nth(1).and_then(|v| v.parse::<u64>().ok()).expect("a number of kB") * 1024
    };
    (field("VmRSS:"), field("VmHWM:"))
}

pub(crate) fn initialize() -> String {
    json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": 1, "clientCapabilities": {}, "clientInfo": {"name": "bounds", "version": "1"}}})
    .to_string()
}

/// A POST of `initialize` on a fresh connection: its status.
pub(crate) async fn served(addr: &str) -> u16 {
    let body = initialize();
    let mut s = TcpStream::connect(addr).await.expect("connect");
    let req = format!(
        "POST /acp HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    tokio::time::timeout(Duration::from_secs(30), s.read_to_end(&mut out)).await.expect("an answer in 30 s").unwrap();
    String::from_utf8_lossy(&out).get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0)
}

/// A server, warmed up by one client, and its resident memory then.
async fn server() -> (Child, String, u32, u64) {
    let (child, addr) = serve(&[]).await;
    let pid = child.id().unwrap();
    assert_eq!(served(&addr).await, 200);
    let (rss, _) = memory(pid);
    (child, addr, pid, rss)
}

/// What one attacking connection saw.
#[derive(Debug)]
struct Cut {
    /// Bytes it wrote before the server cut it off.
    sent: u64,
    /// The start of what the server answered (if the answer was read before the reset).
    answer: String,
}

/// Sends `head`, then `repeat` until `limit` bytes or the connection
/// fails, reading what the server answers meanwhile.
async fn attack(addr: &str, head: String, repeat: Vec<u8>, limit: u64) -> Cut {
    let s = TcpStream::connect(addr).await.expect("connect");
    let (mut rd, mut wr) = s.into_split();
    let reader = tokio::spawn(async move {
        let mut got = Vec::new();
        let mut chunk = [0u8; 4096];
        while let Ok(n) = rd.read(&mut chunk).await {
            if n == 0 {
                break;
            }
            got.extend_from_slice(&chunk[..n]);
        }
        String::from_utf8_lossy(&got).into_owned()
    });
    let mut sent = 0u64;
    if wr.write_all(head.as_bytes()).await.is_ok() {
        sent += head.len() as u64;
        let block = repeat.repeat((64 * 1024 / repeat.len()).max(1));
        while sent < limit {
            // Bounded: a server that neither reads nor closes fails the test.
            match tokio::time::timeout(Duration::from_secs(60), wr.write_all(&block)).await {
                Ok(Ok(())) => sent += block.len() as u64,
                Ok(Err(_)) => break,
                Err(_) => panic!("the server neither read nor closed for 60 s (after {sent} bytes)"),
            }
        }
    }
    drop(wr);
    let answer = tokio::time::timeout(Duration::from_secs(60), reader).await.expect("the server closes").unwrap();
    Cut { sent, answer: answer.chars().take(80).collect() }
}

fn chunked_head(addr: &str) -> String {
    format!("POST /acp HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
}

/// Whether the server said 400 or reset the connection before it could be read.
fn refused(cut: &Cut) -> bool {
    cut.answer.is_empty() || cut.answer.starts_with("HTTP/1.1 400")
}

/// 1-byte chunks with 4 KiB extensions (the issue: +154 MiB per 160 MB
/// sent), three connections at once, 64 MiB offered each: cut off at the
/// 16 KiB extension bound.
#[tokio::test]
async fn chunk_extensions_are_cut_off_and_memory_stays_flat() {
    let (mut child, addr, pid, before) = server().await;
    let chunk = format!("1;x={}\r\nx\r\n", "e".repeat(4090)).into_bytes();
    let attacks = (0..3).map(|_| attack(&addr, chunked_head(&addr), chunk.clone(), 64 * MIB));
    let cuts = futures_util::future::join_all(attacks).await;
    let (_, peak) = memory(pid);
    eprintln!("chunk extensions: {cuts:?}; RSS before {} KiB, peak {} KiB (+{} KiB)", before / 1024, peak / 1024, peak.saturating_sub(before) / 1024);
    for cut in &cuts {
        assert!(refused(cut), "{cut:?}");
        // What the sockets' kernel buffers take, far below the 64 MiB offered.
        assert!(cut.sent < 32 * MIB, "the server kept reading: {cut:?}");
    }
    assert!(peak.saturating_sub(before) < 8 * MIB, "server RSS grew from {before} to a peak of {peak} bytes");
    assert_eq!(served(&addr).await, 200, "a well-behaved client after the attack");
    child.start_kill().unwrap();
    let _ = child.wait().await;
}

/// Endless trailer lines: cut off at 100 lines / 16 KiB.
#[tokio::test]
async fn endless_trailers_are_cut_off_and_memory_stays_flat() {
    let (mut child, addr, pid, before) = server().await;
    let head = chunked_head(&addr) + "1\r\n{\r\n0\r\n";
    let attacks = (0..3).map(|_| attack(&addr, head.clone(), format!("X-T: {}\r\n", "t".repeat(1000)).into_bytes(), 64 * MIB));
    let cuts = futures_util::future::join_all(attacks).await;
    let short = attack(&addr, head.clone(), b"X: y\r\n".to_vec(), 64 * MIB).await;
    let (_, peak) = memory(pid);
    eprintln!("trailers: {cuts:?} {short:?}; RSS before {} KiB, peak {} KiB (+{} KiB)", before / 1024, peak / 1024, peak.saturating_sub(before) / 1024);
    for cut in cuts.iter().chain([&short]) {
        assert!(refused(cut), "{cut:?}");
        assert!(cut.sent < 32 * MIB, "the server kept reading: {cut:?}");
    }
    assert!(peak.saturating_sub(before) < 8 * MIB, "server RSS grew from {before} to a peak of {peak} bytes");
    assert_eq!(served(&addr).await, 200, "a well-behaved client after the attack");
    child.start_kill().unwrap();
    let _ = child.wait().await;
}

/// A body the server must read to its end, framed as wastefully as the
/// syntax allows (1-byte chunks, 13-digit sizes: 18 wire bytes per body
/// byte): the server holds what it decoded (2 MiB), not the 36 MiB sent.
#[tokio::test]
async fn a_wasteful_chunked_body_costs_its_decoded_size() {
    let (mut child, addr, pid, before) = server().await;
    let decoded = 2 * 1024 * 1024;
    let mut s = TcpStream::connect(&addr).await.expect("connect");
    s.write_all(chunked_head(&addr).as_bytes()).await.unwrap();
    let block = b"0000000000001\r\nx\r\n".repeat(4096);
    for _ in 0..decoded / 4096 {
        s.write_all(&block).await.unwrap();
    }
    s.write_all(b"0\r\n\r\n").await.unwrap();
    let mut answer = vec![0u8; 256];
    let n = tokio::time::timeout(Duration::from_secs(120), s.read(&mut answer)).await.expect("an answer").unwrap();
    let answer = String::from_utf8_lossy(&answer[..n]).into_owned();
    let (_, peak) = memory(pid);
    eprintln!("wasteful body: RSS before {} KiB, peak {} KiB (+{} KiB)", before / 1024, peak / 1024, peak.saturating_sub(before) / 1024);
    // Read to its end and found not to be JSON: the whole body was decoded.
    assert!(answer.starts_with("HTTP/1.1 400") && answer.contains("Invalid JSON"), "{answer}");
    assert!(peak.saturating_sub(before) < 12 * MIB, "server RSS grew from {before} to a peak of {peak} bytes for {decoded} decoded bytes");
    assert_eq!(served(&addr).await, 200, "a well-behaved client after");
    child.start_kill().unwrap();
    let _ = child.wait().await;
}
