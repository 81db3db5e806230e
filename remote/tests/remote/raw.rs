//! Raw HTTP/1.1 over a TcpStream, to see exactly what the server answers:
//! the crate's probe ([`acp_wire_remote::probe`], what `conform --url`
//! grades with), its errors made test failures.

use std::net::SocketAddr;
use std::time::Duration;

use acp_wire_remote::probe::{self, Target};
use serde_json::Value;

pub use acp_wire_remote::probe::Head;

/// One HTTP/1.1 connection with a response being read.
pub struct Raw(probe::Raw);

impl Raw {
    /// The next SSE event's JSON (comments skipped); `None` at the end of
    /// the stream or after `wait` without one.
    pub async fn event(&mut self, wait: Duration) -> Option<Value> {
        self.0.event(wait).await.expect("an SSE event of JSON")
    }

    /// Whether the stream ended (its last chunk, or the socket closed) within `wait`.
    pub async fn ends_within(&mut self, wait: Duration) -> bool {
        self.0.ends_within(wait).await
    }
}

fn target(addr: SocketAddr, path: &str) -> Target {
    Target { authority: addr.to_string(), path: path.to_string() }
}

/// Sends a request and reads the response head.
pub async fn send(addr: SocketAddr, method: &str, headers: &[(&str, &str)], body: &[u8]) -> (Head, Raw) {
    send_to(addr, "/acp", method, headers, body).await
}

/// [`send`] to another path.
pub async fn send_to(addr: SocketAddr, path: &str, method: &str, headers: &[(&str, &str)], body: &[u8]) -> (Head, Raw) {
    let (head, raw) = probe::send(&target(addr, path), method, headers, body).await.expect("a response head");
    (head, Raw(raw))
}

/// A request whose whole response is read (`Connection: close`).
pub async fn exchange(addr: SocketAddr, method: &str, headers: &[(&str, &str)], body: &str) -> (Head, String) {
    probe::exchange(&target(addr, "/acp"), method, headers, body.as_bytes(), Duration::from_secs(30)).await.expect("a response")
}
