//! Raw HTTP/1.1 and WebSocket exchanges with a remote ACP server, to see
//! exactly what it answers: a request with any method, headers and body
//! (nothing added but `Host`), its head, a whole (chunked or sized) body,
//! the events of an SSE stream; a WebSocket handshake with extra headers,
//! its 101 (or refusal), text, binary and close frames.
//!
//! Not API: `acp-wire conform --url` grades servers with it and this
//! crate's tests look at the server with it (`#[doc(hidden)]`, no semver
//! promise). Plain `http://` / `ws://` only: a probe must control every
//! byte of the request, so TLS is for the transport of [`crate::connect`].

use std::io;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::{Error as WsError, Message};
use tokio_tungstenite::WebSocketStream;

/// Where a probe connects: `host:port` and the path of the endpoint.
#[derive(Clone, Debug)]
pub struct Target {
    /// `host:port` (what `Host` says and what is dialled).
    pub authority: String,
    /// The endpoint's path (with query), e.g. `/acp`.
    pub path: String,
}

impl Target {
    /// The target of an `http://` or `ws://` URL.
    ///
    /// # Errors
    /// Another scheme, no host, or an unparsable URL (`InvalidInput`).
    pub fn parse(url: &str) -> io::Result<Target> {
        let bad = |why: &str| io::Error::new(io::ErrorKind::InvalidInput, format!("{url}: {why}"));
        let uri: http::Uri = url.parse().map_err(|e| bad(&format!("{e}")))?;
        match uri.scheme_str().map(str::to_ascii_lowercase).as_deref() {
            Some("http" | "ws") => {}
            Some("https" | "wss") => return Err(bad("the probes speak plain HTTP/1.1 (http:// or ws://): point them at the server behind its TLS")),
            _ => return Err(bad("the scheme must be http:// or ws://")),
        }
        let host = uri.host().ok_or_else(|| bad("no host"))?;
        let port = uri.port_u16().unwrap_or(80);
        let authority = if host.contains(':') && !host.starts_with('[') { format!("[{host}]:{port}") } else { format!("{host}:{port}") };
        let path = uri.path_and_query().map_or("/".to_string(), |p| p.as_str().to_string());
        Ok(Target { authority, path })
    }
}

/// A response's status line and headers.
#[derive(Clone, Debug)]
pub struct Head {
    pub status: u16,
    pub headers: Vec<(String, String)>,
}

impl Head {
    /// The first header `name` (any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    /// Every header `name` (any case), in order.
    pub fn all(&self, name: &str) -> impl Iterator<Item = &str> {
        let name = name.to_string();
        self.headers.iter().filter(move |(k, _)| k.eq_ignore_ascii_case(&name)).map(|(_, v)| v.as_str())
    }
}

/// Longest wait for a response head.
const HEAD_WAIT: Duration = Duration::from_secs(10);
/// Largest response head read.
const MAX_HEAD: usize = 64 * 1024;

fn protocol(why: impl Into<String>) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, why.into())
}

/// One HTTP/1.1 connection with a response being read.
pub struct Raw {
    stream: TcpStream,
    buf: Vec<u8>,
    chunked: bool,
    /// `Content-Length`, when the body is sized.
    length: Option<usize>,
    /// Body bytes decoded so far (all of them, for a sized body).
    taken: usize,
    /// Decoded body bytes not yet consumed.
    body: Vec<u8>,
    eof: bool,
}

impl Raw {
    async fn fill(&mut self) -> io::Result<bool> {
        let mut chunk = [0u8; 16 * 1024];
        match self.stream.read(&mut chunk).await {
            Ok(0) => {
                self.eof = true;
                Ok(false)
            }
            Ok(n) => {
                self.buf.extend_from_slice(&chunk[..n]);
                Ok(true)
            }
            Err(e) => {
                self.eof = true;
                Err(e)
            }
        }
    }

    /// Moves decoded body bytes from `buf` to `body`.
    fn decode(&mut self) -> io::Result<()> {
        if !self.chunked {
            if let Some(n) = self.length {
                let take = (n - self.taken).min(self.buf.len());
                self.body.extend(self.buf.drain(..take));
                self.taken += take;
                if self.taken == n {
                    self.eof = true;
                }
            } else {
                self.body.append(&mut self.buf);
            }
            return Ok(());
        }
        loop {
            let Some(end) = self.buf.windows(2).position(|w| w == b"\r\n") else { return Ok(()) };
            let line = std::str::from_utf8(&self.buf[..end]).map_err(|_| protocol("a chunk size that is not text"))?;
            let size = line.split(';').next().unwrap_or_default().trim();
            let size = usize::from_str_radix(size, 16).map_err(|_| protocol(format!("chunk size {size:?}")))?;
            if self.buf.len() < end + 2 + size + 2 {
                return Ok(());
            }
            self.body.extend_from_slice(&self.buf[end + 2..end + 2 + size]);
            self.buf.drain(..end + 2 + size + 2);
            if size == 0 {
                self.eof = true;
                return Ok(());
            }
        }
    }

    /// The whole body, up to `max` bytes (the server ends it: its length,
    /// the last chunk, or closing).
    ///
    /// # Errors
    /// A broken chunked encoding, a read error, or no end within `wait`.
    pub async fn body(mut self, max: usize, wait: Duration) -> io::Result<Vec<u8>> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            self.decode()?;
            if self.body.len() > max {
                self.body.truncate(max);
                return Ok(self.body);
            }
            if self.eof {
                return Ok(self.body);
            }
            match tokio::time::timeout_at(deadline, self.fill()).await {
                Ok(Ok(true)) => {}
                Ok(Ok(false)) => {
                    self.decode()?;
                    return Ok(self.body);
                }
                Ok(Err(e)) => return Err(e),
                Err(_) => return Err(io::Error::new(io::ErrorKind::TimedOut, "the body did not end in time")),
            }
        }
    }

    /// The next SSE event's JSON (comments and events without data
    /// skipped); `Ok(None)` at the end of the stream or after `wait`
    /// without one.
    ///
    /// # Errors
    /// An event whose data is not JSON, a broken chunked encoding.
    pub async fn event(&mut self, wait: Duration) -> io::Result<Option<Value>> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            self.decode()?;
            // Events end at a blank line (LF or CRLF line ends).
            let end = self
                .body
                .windows(2)
                .position(|w| w == b"\n\n")
                .map(|p| p + 2)
                .or_else(|| self.body.windows(4).position(|w| w == b"\r\n\r\n").map(|p| p + 4));
            if let Some(end) = end {
                let event: Vec<u8> = self.body.drain(..end).collect();
                let text = String::from_utf8_lossy(&event);
                let data: Vec<&str> = text
                    .lines()
                    .filter_map(|l| l.strip_prefix("data:"))
                    .map(|d| d.strip_prefix(' ').unwrap_or(d))
                    .collect();
                if data.is_empty() {
                    continue;
                }
                let joined = data.join("\n");
                return serde_json::from_str(&joined).map(Some).map_err(|e| protocol(format!("an SSE event that is not JSON ({e}): {joined}")));
            }
            if self.eof {
                return Ok(None);
            }
            match tokio::time::timeout_at(deadline, self.fill()).await {
                Ok(Ok(true)) => {}
                Ok(Ok(false)) | Err(_) => return Ok(None),
                Ok(Err(e)) => return Err(e),
            }
        }
    }

    /// Whether the stream ended (its last chunk, or the socket closed)
    /// within `wait`; what came before is dropped.
    pub async fn ends_within(&mut self, wait: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            if self.decode().is_err() {
                return true;
            }
            self.body.clear();
            if self.eof {
                return true;
            }
            match tokio::time::timeout_at(deadline, self.fill()).await {
                Ok(Ok(true)) => {}
                Ok(Ok(false) | Err(_)) => return true,
                Err(_) => return false,
            }
        }
    }
}

/// Sends a request (`Host` first, then `headers` as given, then
/// `Content-Length` when there is a body or it is a POST) and reads the
/// response head.
///
/// # Errors
/// No connection, the connection closed or no head within 10 s, or a head
/// that is not HTTP/1.x.
pub async fn send(target: &Target, method: &str, headers: &[(&str, &str)], body: &[u8]) -> io::Result<(Head, Raw)> {
    let mut stream = TcpStream::connect(&target.authority).await?;
    let mut req = format!("{method} {} HTTP/1.1\r\nHost: {}\r\n", target.path, target.authority);
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    if !body.is_empty() || method == "POST" {
        req.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    req.push_str("\r\n");
    stream.write_all(req.as_bytes()).await?;
    // A server may answer (413, 415) before it has read a large body and
    // close: what it answered still counts.
    let written = stream.write_all(body).await;
    let mut raw = Raw { stream, buf: Vec::new(), chunked: false, length: None, taken: 0, body: Vec::new(), eof: false };
    let end = loop {
        if let Some(end) = raw.buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break end;
        }
        if raw.buf.len() > MAX_HEAD {
            return Err(protocol("a response head over 64 KiB"));
        }
        match tokio::time::timeout(HEAD_WAIT, raw.fill()).await {
            Ok(Ok(true)) => {}
            Ok(Ok(false)) => return Err(written.err().unwrap_or_else(|| io::Error::new(io::ErrorKind::UnexpectedEof, "closed before a response"))),
            Ok(Err(e)) => return Err(e),
            Err(_) => return Err(io::Error::new(io::ErrorKind::TimedOut, "no response head within 10 s")),
        }
    };
    let head_text = String::from_utf8_lossy(&raw.buf[..end]).into_owned();
    raw.buf.drain(..end + 4);
    let mut lines = head_text.split("\r\n");
    let status_line = lines.next().unwrap_or_default();
    if !status_line.starts_with("HTTP/1.") {
        return Err(protocol(format!("not an HTTP/1.x response: {status_line:?}")));
    }
    let status = status_line
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| protocol(format!("no status in {status_line:?}")))?;
    let headers: Vec<(String, String)> =
        lines.filter_map(|l| l.split_once(':')).map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned())).collect();
    let head = Head { status, headers };
    raw.chunked = head.header("transfer-encoding").is_some_and(|v| v.eq_ignore_ascii_case("chunked"));
    raw.length = if raw.chunked { None } else { head.header("content-length").and_then(|v| v.parse().ok()) };
    // No body: 1xx, 204, 304, and a HEAD request.
    if raw.length == Some(0) || matches!(status, 100..=199 | 204 | 304) || method == "HEAD" {
        raw.eof = true;
    }
    Ok((head, raw))
}

/// A request whose whole response (up to 1 MiB) is read, on its own
/// connection (`Connection: close`).
///
/// # Errors
/// As [`send`], and as [`Raw::body`] within `wait`.
pub async fn exchange(target: &Target, method: &str, headers: &[(&str, &str)], body: &[u8], wait: Duration) -> io::Result<(Head, String)> {
    let mut h = headers.to_vec();
    h.push(("Connection", "close"));
    let (head, raw) = send(target, method, &h, body).await?;
    let body = raw.body(1 << 20, wait).await?;
    Ok((head, String::from_utf8_lossy(&body).into_owned()))
}

/// A WebSocket connection a probe drives frame by frame.
pub struct WsProbe {
    socket: WebSocketStream<TcpStream>,
}

/// What a WebSocket handshake got.
pub enum Upgrade {
    /// 101: the socket and the response head.
    Open(Box<WsProbe>, Head),
    /// Another status: the server refused the upgrade.
    Refused(Head),
}

fn head_of<B>(r: &http::Response<B>) -> Head {
    Head {
        status: r.status().as_u16(),
        headers: r.headers().iter().map(|(k, v)| (k.as_str().to_owned(), String::from_utf8_lossy(v.as_bytes()).into_owned())).collect(),
    }
}

/// A WebSocket handshake to `target` with `headers` besides the
/// handshake's own.
///
/// # Errors
/// No connection, or a handshake that fails other than by an HTTP status.
pub async fn ws_connect(target: &Target, headers: &[(&str, &str)]) -> io::Result<Upgrade> {
    let url = format!("ws://{}{}", target.authority, target.path);
    let mut req = url.into_client_request().map_err(io::Error::other)?;
    for (k, v) in headers {
        let name = http::HeaderName::from_bytes(k.as_bytes()).map_err(io::Error::other)?;
        let value = http::HeaderValue::from_str(v).map_err(io::Error::other)?;
        req.headers_mut().append(name, value);
    }
    let stream = TcpStream::connect(&target.authority).await?;
    match tokio::time::timeout(HEAD_WAIT, tokio_tungstenite::client_async(req, stream)).await {
        Err(_) => Err(io::Error::new(io::ErrorKind::TimedOut, "no handshake answer within 10 s")),
        Ok(Ok((socket, response))) => Ok(Upgrade::Open(Box::new(WsProbe { socket }), head_of(&response))),
        Ok(Err(WsError::Http(response))) => Ok(Upgrade::Refused(head_of(&response))),
        Ok(Err(e)) => Err(io::Error::other(e)),
    }
}

/// A frame the server sent.
#[derive(Debug)]
pub enum WsFrame {
    Text(String),
    Binary(Vec<u8>),
    /// A close frame and its code (`None`: no code).
    Close(Option<u16>),
}

impl WsProbe {
    /// Sends a text frame.
    ///
    /// # Errors
    /// The socket is closed.
    pub async fn text(&mut self, text: &str) -> io::Result<()> {
        self.socket.send(Message::text(text)).await.map_err(io::Error::other)
    }

    /// Sends a binary frame.
    ///
    /// # Errors
    /// The socket is closed.
    pub async fn binary(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.socket.send(Message::binary(bytes.to_vec())).await.map_err(io::Error::other)
    }

    /// Sends a close frame with `code` (1000: normal).
    ///
    /// # Errors
    /// The socket is closed.
    pub async fn close(&mut self, code: u16) -> io::Result<()> {
        let frame = CloseFrame { code: CloseCode::from(code), reason: "".into() };
        self.socket.send(Message::Close(Some(frame))).await.map_err(io::Error::other)
    }

    /// The next text, binary or close frame (pings are answered by the
    /// library, pongs skipped); `Ok(None)` when the socket ended or after
    /// `wait` without one.
    ///
    /// # Errors
    /// A protocol error on the socket.
    pub async fn next(&mut self, wait: Duration) -> io::Result<Option<WsFrame>> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            let message = match tokio::time::timeout_at(deadline, self.socket.next()).await {
                Err(_) | Ok(None) => return Ok(None),
                Ok(Some(Err(WsError::ConnectionClosed | WsError::AlreadyClosed))) => return Ok(None),
                Ok(Some(Err(e))) => return Err(io::Error::other(e)),
                Ok(Some(Ok(m))) => m,
            };
            match message {
                Message::Text(t) => return Ok(Some(WsFrame::Text(t.as_str().to_owned()))),
                Message::Binary(b) => return Ok(Some(WsFrame::Binary(b.to_vec()))),
                Message::Close(c) => return Ok(Some(WsFrame::Close(c.map(|c| u16::from(c.code))))),
                Message::Ping(_) | Message::Pong(_) | Message::Frame(_) => {}
            }
        }
    }

    /// The next text frame's JSON, skipping other frames; `Ok(None)` as
    /// [`WsProbe::next`].
    ///
    /// # Errors
    /// As [`WsProbe::next`], or a text frame that is not JSON.
    pub async fn json(&mut self, wait: Duration) -> io::Result<Option<Value>> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match self.next(left).await? {
                None | Some(WsFrame::Close(_)) => return Ok(None),
                Some(WsFrame::Binary(_)) => {}
                Some(WsFrame::Text(t)) => {
                    return serde_json::from_str(&t).map(Some).map_err(|e| protocol(format!("a text frame that is not JSON ({e}): {t}")))
                }
            }
        }
    }
}

/// Whether the server speaks HTTP/2 without TLS (h2c "prior knowledge",
/// RFC 9113 §3.3): the client preface and an empty SETTINGS frame, then
/// its first frame must be SETTINGS. `Ok(false)`: it answered something
/// else (an HTTP/1.1 400, say) or closed.
///
/// # Errors
/// No connection, or no answer within `wait`.
pub async fn h2c_prior_knowledge(target: &Target, wait: Duration) -> io::Result<bool> {
    let mut stream = TcpStream::connect(&target.authority).await?;
    let mut hello = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".to_vec();
    // A frame header: length 0, type 4 (SETTINGS), flags 0, stream 0.
    hello.extend_from_slice(&[0, 0, 0, 4, 0, 0, 0, 0, 0]);
    stream.write_all(&hello).await?;
    let mut head = [0u8; 9];
    match tokio::time::timeout(wait, stream.read_exact(&mut head)).await {
        Err(_) => Err(io::Error::new(io::ErrorKind::TimedOut, "no answer to the h2c preface")),
        Ok(Err(e)) if e.kind() == io::ErrorKind::UnexpectedEof => Ok(false),
        Ok(Err(e)) => Err(e),
        // SETTINGS on stream 0 (not an ACK).
        Ok(Ok(_)) => Ok(head[3] == 4 && head[4] & 1 == 0 && head[5..9] == [0, 0, 0, 0]),
    }
}
