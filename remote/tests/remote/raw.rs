//! Raw HTTP/1.1 over a TcpStream, to see exactly what the server answers:
//! a request and its head, a whole (chunked or sized) body, the events of
//! an SSE stream.

use std::net::SocketAddr;
use std::time::Duration;

use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

pub struct Head {
    pub status: u16,
    pub headers: Vec<(String, String)>,
}

impl Head {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

/// One HTTP/1.1 connection with a response being read.
pub struct Raw {
    stream: TcpStream,
    buf: Vec<u8>,
    chunked: bool,
    /// Decoded body bytes not yet consumed.
    body: Vec<u8>,
    eof: bool,
}

impl Raw {
    async fn fill(&mut self) -> bool {
        let mut chunk = [0u8; 16 * 1024];
        match self.stream.read(&mut chunk).await {
            Ok(0) | Err(_) => {
                self.eof = true;
                false
            }
            Ok(n) => {
                self.buf.extend_from_slice(&chunk[..n]);
                true
            }
        }
    }

    /// Moves decoded body bytes from `buf` to `body`.
    fn decode(&mut self) {
        if !self.chunked {
            self.body.append(&mut self.buf);
            return;
        }
        loop {
            let Some(end) = self.buf.windows(2).position(|w| w == b"\r\n") else { return };
            let size = usize::from_str_radix(std::str::from_utf8(&self.buf[..end]).unwrap().split(';').next().unwrap().trim(), 16).unwrap();
            if self.buf.len() < end + 2 + size + 2 {
                return;
            }
            self.body.extend_from_slice(&self.buf[end + 2..end + 2 + size]);
            self.buf.drain(..end + 2 + size + 2);
            if size == 0 {
                self.eof = true;
                return;
            }
        }
    }

    /// The whole body (the server closes or ends the chunked body).
    pub async fn body(mut self) -> String {
        loop {
            self.decode();
            if self.eof || !self.fill().await {
                self.decode();
                return String::from_utf8_lossy(&self.body).into_owned();
            }
        }
    }

    /// The next SSE event's JSON (comments skipped); `None` at the end of
    /// the stream or after `wait` without one.
    pub async fn event(&mut self, wait: Duration) -> Option<Value> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            self.decode();
            if let Some(end) = self.body.windows(2).position(|w| w == b"\n\n") {
                let event: Vec<u8> = self.body.drain(..end + 2).collect();
                let text = String::from_utf8_lossy(&event);
                let data: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("data:")).map(str::trim_start).collect();
                if data.is_empty() {
                    continue;
                }
                return Some(serde_json::from_str(&data.join("\n")).expect("event JSON"));
            }
            if self.eof {
                return None;
            }
            match tokio::time::timeout_at(deadline, self.fill()).await {
                Ok(true) => {}
                _ => return None,
            }
        }
    }

    /// Whether the stream ended (its last chunk, or the socket closed) within `wait`.
    pub async fn ends_within(&mut self, wait: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            self.decode();
            self.body.clear();
            if self.eof {
                return true;
            }
            match tokio::time::timeout_at(deadline, self.fill()).await {
                Ok(true) => {}
                Ok(false) => return true,
                Err(_) => return false,
            }
        }
    }
}

/// Sends a request and reads the response head.
pub async fn send(addr: SocketAddr, method: &str, headers: &[(&str, &str)], body: &[u8]) -> (Head, Raw) {
    send_to(addr, "/acp", method, headers, body).await
}

/// [`send`] to another path.
pub async fn send_to(addr: SocketAddr, path: &str, method: &str, headers: &[(&str, &str)], body: &[u8]) -> (Head, Raw) {
    let mut stream = TcpStream::connect(addr).await.expect("connect");
    let mut req = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\n");
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    if !body.is_empty() || method == "POST" {
        req.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    req.push_str("\r\n");
    stream.write_all(req.as_bytes()).await.unwrap();
    stream.write_all(body).await.unwrap();
    let mut raw = Raw { stream, buf: Vec::new(), chunked: false, body: Vec::new(), eof: false };
    let end = loop {
        if let Some(end) = raw.buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break end;
        }
        assert!(tokio::time::timeout(Duration::from_secs(10), raw.fill()).await.expect("response head in time"), "closed before a response");
    };
    let head_text = String::from_utf8_lossy(&raw.buf[..end]).into_owned();
    raw.buf.drain(..end + 4);
    let mut lines = head_text.split("\r\n");
    let status = lines.next().unwrap().split(' ').nth(1).unwrap().parse().unwrap();
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .collect();
    let head = Head { status, headers };
    raw.chunked = head.header("transfer-encoding").is_some_and(|v| v.eq_ignore_ascii_case("chunked"));
    (head, raw)
}

/// A request whose whole response is read (`Connection: close`).
pub async fn exchange(addr: SocketAddr, method: &str, headers: &[(&str, &str)], body: &str) -> (Head, String) {
    let mut h = headers.to_vec();
    h.push(("Connection", "close"));
    let (head, raw) = send(addr, method, &h, body.as_bytes()).await;
    let body = if head.header("content-length") == Some("0") || head.status == 202 { String::new() } else { raw.body().await };
    (head, body)
}
