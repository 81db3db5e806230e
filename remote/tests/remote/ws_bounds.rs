//! The WebSocket's bounds (`remote/src/server/ws.rs`'s table) on raw
//! sockets: a message started and never finished, a text frame that is
//! not UTF-8, a message over the default cap, silent sockets holding
//! slots, and (against an `acp-wire serve` process, its peak RSS read
//! from /proc) a client that pings and never reads its pongs.

use std::time::Duration;

use acp_wire_remote::RemoteLimits;
use futures_util::{SinkExt, StreamExt};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

use crate::bounds::{initialize, memory, served};
use crate::cli::serve as serve_process;
use crate::support::{bounded, serve};

const MIB: u64 = 1024 * 1024;

/// A client frame: FIN bit, opcode, masked with a zero key.
fn frame(fin: bool, opcode: u8, payload: &[u8]) -> Vec<u8> {
    frame_head(fin, opcode, payload.len() as u64).into_iter().chain(payload.iter().copied()).collect()
}

/// A client frame's head announcing `len` payload bytes.
pub(crate) fn frame_head(fin: bool, opcode: u8, len: u64) -> Vec<u8> {
    let mut f = vec![if fin { 0x80 } else { 0 } | opcode];
    if len < 126 {
        f.push(0x80 | len as u8);
    } else if len <= 0xffff {
        f.push(0x80 | 126);
        f.extend_from_slice(&(len as u16).to_be_bytes());
    } else {
        f.push(0x80 | 127);
        f.extend_from_slice(&len.to_be_bytes());
    }
    f.extend_from_slice(&[0, 0, 0, 0]);
    f
}

/// A raw upgrade: the socket after the 101 (and any bytes after it).
pub(crate) async fn upgrade(addr: &str) -> TcpStream {
    let mut s = TcpStream::connect(addr).await.expect("connect");
    let req = format!(
        "GET /acp HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        assert_eq!(bounded("the 101", s.read(&mut byte)).await.unwrap(), 1, "closed before the 101: {}", String::from_utf8_lossy(&head));
        head.push(byte[0]);
    }
    assert!(head.starts_with(b"HTTP/1.1 101"), "{}", String::from_utf8_lossy(&head));
    s
}

/// Reads server frames until a close frame (its code) or the end of the
/// stream (`None`), skipping the rest.
pub(crate) async fn close_code<R: tokio::io::AsyncRead + Unpin>(s: &mut R) -> Option<u16> {
    let mut buf = Vec::new();
    let mut chunk = [0u8; 4096];
    loop {
        // Parse the server's (unmasked) frames that are complete.
        while buf.len() >= 2 {
            let (op, len7) = (buf[0] & 0x0f, (buf[1] & 0x7f) as usize);
            let (start, len) = match len7 {
                126 if buf.len() >= 4 => (4, u16::from_be_bytes([buf[2], buf[3]]) as usize),
                127 if buf.len() >= 10 => (10, u64::from_be_bytes(buf[2..10].try_into().unwrap()) as usize),
                126 | 127 => break,
                n => (2, n),
            };
            if buf.len() < start + len {
                break;
            }
            if op == 8 {
                return (len >= 2).then(|| u16::from_be_bytes([buf[start], buf[start + 1]]));
            }
            buf.drain(..start + len);
        }
        match bounded("the server closing the socket", s.read(&mut chunk)).await {
            Ok(0) | Err(_) => return None,
            Ok(n) => buf.extend_from_slice(&chunk[..n]),
        }
    }
}

#[tokio::test]
async fn a_message_started_and_never_finished_is_closed_with_1008() {
    let served = serve(RemoteLimits::new().message_timeout(Duration::from_millis(300))).await;
    let addr = served.addr.to_string();
    let text = initialize();
    // A frame whose payload never all comes.
    let mut s = upgrade(&addr).await;
    let mut partial = frame_head(true, 1, 1000);
    partial.extend_from_slice(&[b' '; 10]);
    s.write_all(&partial).await.unwrap();
    assert_eq!(close_code(&mut s).await, Some(1008), "a partial frame");
    // A fragmented message whose last fragment never comes.
    let mut s = upgrade(&addr).await;
    s.write_all(&frame(false, 1, &text.as_bytes()[..10])).await.unwrap();
    assert_eq!(close_code(&mut s).await, Some(1008), "a first fragment alone");
    // … however many pings keep the socket busy meanwhile.
    let s = upgrade(&addr).await;
    let (mut rd, mut wr) = s.into_split();
    wr.write_all(&frame(false, 1, &text.as_bytes()[..10])).await.unwrap();
    let pinger = tokio::spawn(async move {
        while wr.write_all(&frame(true, 9, b"still here")).await.is_ok() {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    });
    let code = close_code(&mut rd).await;
    pinger.abort();
    assert_eq!(code, Some(1008), "a first fragment kept company by pings");
    // Messages that do complete, fragmented or not, are served.
    let mut s = upgrade(&addr).await;
    let (a, b) = text.as_bytes().split_at(10);
    s.write_all(&[frame(false, 1, a), frame(true, 9, b"p"), frame(true, 0, b)].concat()).await.unwrap();
    // The pong, then the answer.
    let mut got = Vec::new();
    let mut chunk = [0u8; 4096];
    while !String::from_utf8_lossy(&got).contains("protocolVersion") {
        let n = bounded("the initialize answer", s.read(&mut chunk)).await.unwrap();
        assert!(n > 0, "closed: {:?}", String::from_utf8_lossy(&got));
        got.extend_from_slice(&chunk[..n]);
    }
}

#[tokio::test]
async fn a_text_frame_that_is_not_utf8_is_closed_with_1007() {
    let served = serve(RemoteLimits::new()).await;
    let mut s = upgrade(&served.addr.to_string()).await;
    s.write_all(&frame(true, 1, b"{\"a\": \"\xff\xfe\"}")).await.unwrap();
    assert_eq!(close_code(&mut s).await, Some(1007));
}

#[tokio::test]
async fn a_message_over_the_default_cap_is_closed_with_1009() {
    let served = serve(RemoteLimits::new()).await;
    let mut s = upgrade(&served.addr.to_string()).await;
    // 5 MiB announced: over the default max_request_body (4 MiB), refused on its head.
    s.write_all(&frame_head(true, 1, 5 * MIB)).await.unwrap();
    assert_eq!(close_code(&mut s).await, Some(1009));
    // Fragments that add up past it, each under it.
    let mut s = upgrade(&served.addr.to_string()).await;
    let part = vec![b' '; 3 * MIB as usize];
    let _ = s.write_all(&[frame(false, 1, &part), frame(true, 0, &part)].concat()).await;
    assert_eq!(close_code(&mut s).await, Some(1009));
}

/// `--max-connections 2 --idle-timeout` with two sockets that say nothing
/// (the issue: 20 such sockets gave every new client 503 for as long as
/// they stayed): they are closed, and a new client gets in.
#[tokio::test]
async fn silent_sockets_release_their_slots() {
    let served = serve(RemoteLimits::new().max_connections(2).idle_timeout(Duration::from_secs(3))).await;
    let addr = served.addr.to_string();
    let mut silent = [upgrade(&addr).await, upgrade(&addr).await];
    let (h, _) = crate::raw::exchange(served.addr, "GET", &[("Upgrade", "websocket"), ("Connection", "Upgrade"), ("Sec-WebSocket-Version", "13"), ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==")], "").await;
    assert_eq!(h.status, 503, "both slots are taken");
    for s in &mut silent {
        // Never answered the pings (never read them): closed as idle (1001).
        assert_eq!(close_code(s).await, Some(1001));
    }
    let (mut ws, _) = bounded("a new client", async {
        loop {
            match tokio_tungstenite::connect_async(served.url("ws")).await {
                Ok(ws) => break ws,
                Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
            }
        }
    })
    .await;
    ws.send(Message::text(initialize())).await.unwrap();
    let answer = bounded("initialize", ws.next()).await.expect("a frame").unwrap();
    assert!(answer.to_text().unwrap().contains("protocolVersion"), "{answer:?}");
}

/// A client that says nothing but answers pings (as WebSocket libraries
/// do while they read) stays, however long past idle_timeout.
#[tokio::test]
async fn a_quiet_client_that_answers_pings_stays() {
    let idle = Duration::from_secs(2);
    let served = serve(RemoteLimits::new().idle_timeout(idle)).await;
    let (ws, _) = tokio_tungstenite::connect_async(served.url("ws")).await.expect("connect");
    let (mut sink, mut stream) = ws.split();
    // Reading is what answers pings.
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Some(Ok(m)) = stream.next().await {
            if tx.send(m).is_err() {
                break;
            }
        }
    });
    tokio::time::sleep(idle * 3).await;
    sink.send(Message::text(initialize())).await.expect("still open");
    let answer = bounded("initialize", async {
        loop {
            match rx.recv().await {
                Some(Message::Text(t)) => break t,
                Some(Message::Close(c)) => panic!("closed: {c:?}"),
                Some(_) => {}
                None => panic!("the socket ended"),
            }
        }
    })
    .await;
    assert!(answer.contains("protocolVersion"), "{answer}");
}

/// Pings whose pongs are never read (the issue: 3 M pings, 375 MB): the
/// server stops reading until its pong is written, and closes the socket
/// after --output-stall; its peak RSS stays flat.
#[tokio::test]
async fn pings_whose_pongs_are_never_read_are_cut_off() {
    let (mut child, addr) = serve_process(&["--output-stall", "1"]).await;
    let pid = child.id().unwrap();
    assert_eq!(served(&addr).await, 200);
    let (before, _) = memory(pid);
    let s = upgrade(&addr).await;
    let block = frame(true, 9, &[b'p'; 125]).repeat(512);
    let mut sent = 0u64;
    let (_rd, mut wr) = s.into_split();
    while sent < 256 * MIB {
        match tokio::time::timeout(Duration::from_secs(60), wr.write_all(&block)).await {
            Ok(Ok(())) => sent += block.len() as u64,
            Ok(Err(_)) => break,
            Err(_) => panic!("the server neither read nor closed for 60 s (after {sent} bytes)"),
        }
    }
    let (_, peak) = memory(pid);
    eprintln!("unread pongs: {sent} bytes of pings sent; RSS before {} KiB, peak {} KiB (+{} KiB)", before / 1024, peak / 1024, peak.saturating_sub(before) / 1024);
    assert!(sent < 64 * MIB, "the server kept reading pings: {sent} bytes");
    assert!(peak.saturating_sub(before) < 8 * MIB, "server RSS grew from {before} to a peak of {peak} bytes");
    assert_eq!(served(&addr).await, 200, "a well-behaved client after");
    child.start_kill().unwrap();
    let _ = child.wait().await;
}

