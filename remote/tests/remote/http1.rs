//! The server's own HTTP/1.1 (`remote/src/server/h1/`, written on httparse
//! rather than hyper for memory, see its module doc): the rules of its
//! table, on a raw TCP socket, byte for byte.

use std::time::Duration;

use acp_wire_remote::RemoteLimits;
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::support::serve;

const WAIT: Duration = Duration::from_secs(5);

fn initialize(id: u64) -> String {
    json!({"jsonrpc": "2.0", "id": id, "method": "initialize", "params": {
        "protocolVersion": 1, "clientCapabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}})
    .to_string()
}

fn post(body: &str, extra: &str) -> String {
    format!(
        "POST /acp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {}\r\n{extra}\r\n{body}",
        body.len()
    )
}

/// Reads until `n` complete responses with `Content-Length` bodies (or
/// the end of the stream); returns (status, body) of each.
async fn responses(s: &mut TcpStream, n: usize) -> Vec<(u16, String)> {
    let mut got = Vec::new();
    let mut buf = Vec::new();
    let mut out = Vec::new();
    loop {
        // Parse what is there.
        while let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&buf[..end]).to_string();
            let status: u16 = head[9..12].parse().unwrap();
            let len = head
                .lines()
                .find_map(|l| l.to_ascii_lowercase().strip_prefix("content-length:").map(|v| v.trim().parse::<usize>().unwrap()))
                .unwrap_or(0);
            if buf.len() < end + 4 + len {
                break;
            }
            let body = String::from_utf8_lossy(&buf[end + 4..end + 4 + len]).to_string();
            buf.drain(..end + 4 + len);
            out.push((status, body));
            if out.len() == n {
                return out;
            }
        }
        let mut chunk = [0u8; 4096];
        match tokio::time::timeout(WAIT, s.read(&mut chunk)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return out,
            Ok(Ok(k)) => {
                got.extend_from_slice(&chunk[..k]);
                buf.extend_from_slice(&chunk[..k]);
            }
            Err(_) => panic!("no complete response in {WAIT:?}; got {:?}", String::from_utf8_lossy(&got)),
        }
    }
}

/// Whether the server closes `s` within `wait` (reading and dropping what comes).
async fn closed_within(s: &mut TcpStream, wait: Duration) -> bool {
    let deadline = tokio::time::Instant::now() + wait;
    let mut chunk = [0u8; 4096];
    loop {
        match tokio::time::timeout_at(deadline, s.read(&mut chunk)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return true,
            Ok(Ok(_)) => {}
            Err(_) => return false,
        }
    }
}

#[tokio::test]
async fn pipelined_requests_are_answered_in_order() {
    let served = serve(RemoteLimits::new()).await;
    let mut s = TcpStream::connect(served.addr).await.unwrap();
    // Two initializes and a 404 in one write: three answers, in order, on one connection.
    let bytes = format!("{}{}GET /other HTTP/1.1\r\nHost: localhost\r\n\r\n", post(&initialize(1), ""), post(&initialize(2), ""));
    s.write_all(bytes.as_bytes()).await.unwrap();
    let r = responses(&mut s, 3).await;
    assert_eq!(r.len(), 3, "{r:?}");
    let ids: Vec<Value> = r[..2].iter().map(|(st, b)| {
        assert_eq!(*st, 200, "{b}");
        serde_json::from_str::<Value>(b).unwrap()["id"].clone()
    }).collect();
    assert_eq!(ids, [json!(1), json!(2)]);
    assert_eq!(r[2].0, 404);
}

#[tokio::test]
async fn chunked_and_expect_continue_bodies() {
    let served = serve(RemoteLimits::new()).await;
    let mut s = TcpStream::connect(served.addr).await.unwrap();
    let body = initialize(7);
    let (a, b) = body.split_at(10);
    let chunked = format!(
        "POST /acp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n{:x};x=y\r\n{a}\r\n{:x}\r\n{b}\r\n0\r\n\r\n",
        a.len(),
        b.len()
    );
    s.write_all(chunked.as_bytes()).await.unwrap();
    let r = responses(&mut s, 1).await;
    assert_eq!(r[0].0, 200, "{:?}", r);
    assert_eq!(serde_json::from_str::<Value>(&r[0].1).unwrap()["id"], 7);

    // Expect: 100-continue: the 100 comes before the body is sent.
    let body = initialize(8);
    let head = format!(
        "POST /acp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {}\r\nExpect: 100-continue\r\n\r\n",
        body.len()
    );
    s.write_all(head.as_bytes()).await.unwrap();
    let mut first = [0u8; 25];
    tokio::time::timeout(WAIT, s.read_exact(&mut first)).await.unwrap().unwrap();
    assert_eq!(&first, b"HTTP/1.1 100 Continue\r\n\r\n");
    s.write_all(body.as_bytes()).await.unwrap();
    let r = responses(&mut s, 1).await;
    assert_eq!(r[0].0, 200);
    assert_eq!(serde_json::from_str::<Value>(&r[0].1).unwrap()["id"], 8);
}

#[tokio::test]
async fn malformed_or_ambiguous_heads_get_400_and_a_close() {
    let served = serve(RemoteLimits::new()).await;
    for bad in [
        "GET /acp HTTP/1.1\r\n\r\n",
        "GET /acp HTTP/1.1\r\nHost: localhost\r\nHost: u\r\n\r\n",
        "NOT HTTP AT ALL\r\n\r\n",
        "POST /acp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n+5\r\n",
        "POST /acp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n 5\r\n",
        "POST /acp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5 \r\n",
        "POST /acp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5;a\nb\r\n",
        "POST /acp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5;a\0b\r\n",
        "POST /acp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nContent-Length: 2\r\n\r\n{}",
        "POST /acp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    ] {
        let mut s = TcpStream::connect(served.addr).await.unwrap();
        s.write_all(bad.as_bytes()).await.unwrap();
        let r = responses(&mut s, 1).await;
        assert_eq!(r.first().map(|r| r.0), Some(400), "{bad:?}: {r:?}");
        assert!(closed_within(&mut s, WAIT).await, "{bad:?}: the connection stays open");
    }
    // A head over 64 KiB: 431.
    let mut s = TcpStream::connect(served.addr).await.unwrap();
    let huge = format!("GET /acp HTTP/1.1\r\nHost: localhost\r\nX-Big: {}\r\n\r\n", "a".repeat(70 * 1024));
    let _ = s.write_all(huge.as_bytes()).await;
    let r = responses(&mut s, 1).await;
    assert_eq!(r.first().map(|r| r.0), Some(431), "{r:?}");
    // The server still serves.
    let mut s = TcpStream::connect(served.addr).await.unwrap();
    s.write_all(post(&initialize(1), "").as_bytes()).await.unwrap();
    assert_eq!(responses(&mut s, 1).await[0].0, 200);
}

#[tokio::test]
async fn slow_heads_get_408_and_idle_sockets_are_closed() {
    let limits = RemoteLimits::new().head_timeout(Duration::from_millis(300)).idle_timeout(Duration::from_millis(600));
    let served = serve(limits).await;
    // A head that started and never ends (slow loris): 408, closed.
    let mut s = TcpStream::connect(served.addr).await.unwrap();
    s.write_all(b"POST /acp HTTP/1.1\r\nHost: localhost\r\n").await.unwrap();
    let r = responses(&mut s, 1).await;
    assert_eq!(r.first().map(|r| r.0), Some(408), "{r:?}");
    assert!(closed_within(&mut s, WAIT).await);
    // A socket that sends nothing at all is closed after idle_timeout, not before.
    let mut s = TcpStream::connect(served.addr).await.unwrap();
    assert!(!closed_within(&mut s, Duration::from_millis(300)).await, "closed before idle_timeout");
    assert!(closed_within(&mut s, WAIT).await, "never closed");
    // … and so is a keep-alive connection after its last answer.
    let mut s = TcpStream::connect(served.addr).await.unwrap();
    s.write_all(post(&initialize(1), "").as_bytes()).await.unwrap();
    assert_eq!(responses(&mut s, 1).await[0].0, 200);
    assert!(closed_within(&mut s, WAIT).await, "an idle keep-alive connection is never closed");
}

#[tokio::test]
async fn connection_close_and_http_1_0_end_the_connection() {
    let served = serve(RemoteLimits::new()).await;
    let mut s = TcpStream::connect(served.addr).await.unwrap();
    s.write_all(post(&initialize(1), "Connection: close\r\n").as_bytes()).await.unwrap();
    assert_eq!(responses(&mut s, 1).await[0].0, 200);
    assert!(closed_within(&mut s, WAIT).await);
    let mut s = TcpStream::connect(served.addr).await.unwrap();
    let body = initialize(2);
    let req = format!("POST /acp HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}", body.len());
    s.write_all(req.as_bytes()).await.unwrap();
    assert_eq!(responses(&mut s, 1).await[0].0, 200);
    assert!(closed_within(&mut s, WAIT).await);
}
