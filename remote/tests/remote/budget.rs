//! The server-wide byte budget (`RemoteLimits::max_input_bytes`, `serve
//! --max-input-bytes`) against an `acp-wire serve` process: request
//! bodies on several connections together reserve from it, a body past it
//! gets 503 and a WebSocket message past it close 1013, and once the
//! bodies are in and answered a request is served again. No timing: each
//! step waits for the server's answer (`100 Continue` says a length body
//! was reserved).

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::bounds::{initialize, served};
use crate::cli::serve;
use crate::support::bounded;
use crate::ws_bounds::{close_code, frame_head, upgrade};

const BUDGET: usize = 128 * 1024;
const BODY: usize = 60_000;

/// The head of a POST of `len` bytes that waits for `100 Continue`.
fn head(addr: &str, len: usize) -> String {
    format!(
        "POST /acp HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n\
         Content-Length: {len}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n"
    )
}

/// An `initialize` padded with spaces to `len` bytes.
fn padded(len: usize) -> Vec<u8> {
    let mut b = initialize().into_bytes();
    b.resize(len, b' ');
    b
}

/// Reads the status line's code.
async fn status(s: &mut TcpStream) -> u16 {
    let mut line = Vec::new();
    let mut byte = [0u8; 1];
    while !line.ends_with(b"\r\n") {
        if bounded("a status line", s.read(&mut byte)).await.unwrap_or(0) == 0 {
            break;
        }
        line.push(byte[0]);
    }
    String::from_utf8_lossy(&line).get(9..12).and_then(|c| c.parse().ok()).unwrap_or(0)
}

/// Skips the rest of a `100 Continue` (its empty line).
async fn after_continue(s: &mut TcpStream) {
    let mut two = [0u8; 2];
    bounded("the end of 100 Continue", s.read_exact(&mut two)).await.unwrap();
    assert_eq!(&two, b"\r\n");
}

/// A connection whose `len`-byte body the server reserved (it said 100 Continue).
async fn reserved(addr: &str, len: usize) -> TcpStream {
    let mut s = TcpStream::connect(addr).await.expect("connect");
    s.write_all(head(addr, len).as_bytes()).await.unwrap();
    assert_eq!(status(&mut s).await, 100, "a body within the budget is reserved");
    after_continue(&mut s).await;
    s
}

#[tokio::test]
async fn bodies_and_messages_past_the_servers_budget_are_refused_until_room_is_back() {
    let (_child, addr) = serve(&["--max-request-body", "65536", "--max-input-bytes", &BUDGET.to_string()]).await;
    // Two bodies of 60,000 bytes fit in 128 KiB together (each under the
    // per-request cap); they are reserved and not yet sent.
    let mut a = reserved(&addr, BODY).await;
    let mut b = reserved(&addr, BODY).await;
    // A third does not: 503 at once, its body never asked for.
    let mut c = TcpStream::connect(&addr).await.expect("connect");
    c.write_all(head(&addr, BODY).as_bytes()).await.unwrap();
    assert_eq!(status(&mut c).await, 503, "a body past the server-wide budget");
    // Nor does a WebSocket message that needs more than what is left: the
    // socket sends one byte more than the budget has room for (all of it
    // is read, so the close frame is not lost to a reset) and is closed
    // with 1013 (Try Again Later).
    let left = BUDGET - 2 * BODY;
    let mut ws = upgrade(&addr).await;
    let mut partial = frame_head(true, 1, 60_000);
    partial.resize(left + 1, b' ');
    ws.write_all(&partial).await.unwrap();
    assert_eq!(close_code(&mut ws).await, Some(1013), "a WebSocket message past the server-wide budget");
    // The reserved bodies come in and are answered: what they held is back.
    for s in [&mut a, &mut b] {
        s.write_all(&padded(BODY)).await.unwrap();
        assert_eq!(status(s).await, 200, "a reserved body is served");
    }
    drop((a, b, c, ws));
    // So a body as large as the refused one fits again, and a small request is served.
    let mut d = reserved(&addr, BODY).await;
    d.write_all(&padded(BODY)).await.unwrap();
    assert_eq!(status(&mut d).await, 200);
    assert_eq!(served(&addr).await, 200);
}
