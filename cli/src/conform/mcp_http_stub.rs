//! The HTTP MCP server `conform` lists to an agent that advertises the
//! http transport (the `mcp` scenario's `session.mcp-http`), the HTTP
//! counterpart of `acp-wire mcp-stub`: an HTTP/1.1 listener inside the
//! conform process, on 127.0.0.1 only (a port the system picks), speaking
//! as much of MCP's Streamable HTTP transport as a handshake needs. A
//! POSTed `initialize` gets a JSON InitializeResult (the version asked for,
//! `tools` only) and an `Mcp-Session-Id`; `tools/list` an empty list;
//! `ping` `{}`; any other request -32601; notifications and responses 202
//! Accepted; GET 405 (it offers no server stream); DELETE 200. Every
//! request is recorded (method, headers, JSON body) before it is answered.
//!
//! Hand-written on tokio's `TcpListener`: the CLI builds without an HTTP
//! server crate, and a stub needs only Content-Length and chunked bodies.

use std::sync::{Arc, Mutex, PoisonError};

use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::{JoinHandle, JoinSet};

/// The most a request (head and body) may take; past it the connection is dropped.
const MAX_REQUEST: usize = 1 << 20;
/// The session id the stub gives out.
pub const SESSION_ID: &str = "conform-mcp-http-session";

/// One request the stub received.
#[derive(Clone, Debug)]
pub struct Hit {
    /// The HTTP method (`POST`, `GET`, `DELETE`, …).
    pub method: String,
    /// Header names lower-cased, in the order received.
    headers: Vec<(String, String)>,
    /// The body as JSON (`null` when empty or not JSON).
    pub body: Value,
}

impl Hit {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    /// The JSON-RPC method of a POSTed message.
    pub fn rpc_method(&self) -> Option<&str> {
        self.body.get("method").and_then(Value::as_str)
    }
}

/// A running stub; stopped (listener and connections) when dropped.
pub struct Stub {
    pub url: String,
    hits: Arc<Mutex<Vec<Hit>>>,
    task: JoinHandle<()>,
}

impl Drop for Stub {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Stub {
    pub async fn start() -> std::io::Result<Stub> {
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        let url = format!("http://{}/mcp", listener.local_addr()?);
        let hits = Arc::new(Mutex::new(Vec::new()));
        let recorded = Arc::clone(&hits);
        let task = tokio::spawn(async move {
            // Connections end with the accept loop (the set aborts them when dropped).
            let mut connections = JoinSet::new();
            while let Ok((sock, _)) = listener.accept().await {
                connections.spawn(serve(sock, Arc::clone(&recorded)));
                while connections.try_join_next().is_some() {}
            }
        });
        Ok(Stub { url, hits, task })
    }

    /// What it received so far.
    pub fn hits(&self) -> Vec<Hit> {
        self.hits.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }
}

/// Serves one connection's requests (HTTP/1.1 keep-alive) until it closes.
async fn serve(mut sock: TcpStream, hits: Arc<Mutex<Vec<Hit>>>) {
    let mut buf = Vec::new();
    while let Some(hit) = read_request(&mut sock, &mut buf).await {
        let close = hit.header("connection").is_some_and(|c| c.eq_ignore_ascii_case("close"));
        let answer = answer(&hit);
        hits.lock().unwrap_or_else(PoisonError::into_inner).push(hit);
        if sock.write_all(&answer).await.is_err() || close {
            return;
        }
    }
}

/// The response to `hit`, as bytes on the wire.
fn answer(hit: &Hit) -> Vec<u8> {
    let (status, extra, body) = match (hit.method.as_str(), hit.rpc_method(), hit.body.get("id")) {
        ("POST", Some(method), Some(id)) => {
            let reply = crate::mcp_stub::reply("acp-wire-conform-mcp-http", id, method, &hit.body);
            let session = if method == "initialize" { format!("Mcp-Session-Id: {SESSION_ID}\r\n") } else { String::new() };
            ("200 OK", format!("Content-Type: application/json\r\n{session}"), reply.to_string())
        }
        // A notification, a response, or a body that is no JSON-RPC request.
        ("POST", _, _) => ("202 Accepted", String::new(), String::new()),
        ("DELETE", _, _) => ("200 OK", String::new(), String::new()),
        _ => ("405 Method Not Allowed", "Allow: POST, DELETE\r\n".to_string(), String::new()),
    };
    format!("HTTP/1.1 {status}\r\n{extra}Content-Length: {}\r\n\r\n{body}", body.len()).into_bytes()
}

/// Reads one request from `sock` (`buf` keeps what was read past it);
/// `None` when the connection ends or the request is malformed or too big.
async fn read_request(sock: &mut TcpStream, buf: &mut Vec<u8>) -> Option<Hit> {
    let end = loop {
        if let Some(i) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break i;
        }
        fill(sock, buf).await?;
    };
    let head = String::from_utf8_lossy(&buf[..end]).into_owned();
    buf.drain(..end + 4);
    let mut lines = head.split("\r\n");
    let method = lines.next()?.split(' ').next()?.to_string();
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let find = |name: &str| headers.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
    let body = if find("transfer-encoding").is_some_and(|t| t.to_ascii_lowercase().contains("chunked")) {
        read_chunked(sock, buf).await?
    } else {
        let len: usize = find("content-length").map_or(Some(0), |n| n.parse().ok())?;
        if len > MAX_REQUEST {
            return None;
        }
        read_exact(sock, buf, len).await?
    };
    Some(Hit { method, headers, body: serde_json::from_slice(&body).unwrap_or(Value::Null) })
}

/// A chunked body (chunk extensions and trailers skipped).
async fn read_chunked(sock: &mut TcpStream, buf: &mut Vec<u8>) -> Option<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let line = read_line(sock, buf).await?;
        let size = usize::from_str_radix(line.split(';').next()?.trim(), 16).ok()?;
        if size == 0 {
            while !read_line(sock, buf).await?.is_empty() {}
            return Some(body);
        }
        if body.len() + size > MAX_REQUEST {
            return None;
        }
        body.extend(read_exact(sock, buf, size).await?);
        read_line(sock, buf).await?;
    }
}

async fn read_line(sock: &mut TcpStream, buf: &mut Vec<u8>) -> Option<String> {
    loop {
        if let Some(i) = buf.windows(2).position(|w| w == b"\r\n") {
            let line = String::from_utf8_lossy(&buf[..i]).into_owned();
            buf.drain(..i + 2);
            return Some(line);
        }
        fill(sock, buf).await?;
    }
}

async fn read_exact(sock: &mut TcpStream, buf: &mut Vec<u8>, n: usize) -> Option<Vec<u8>> {
    while buf.len() < n {
        fill(sock, buf).await?;
    }
    Some(buf.drain(..n).collect())
}

/// Reads more of the connection into `buf`; `None` at its end, on an
/// error, or past `MAX_REQUEST` unread bytes.
async fn fill(sock: &mut TcpStream, buf: &mut Vec<u8>) -> Option<()> {
    if buf.len() > MAX_REQUEST {
        return None;
    }
    let mut chunk = [0u8; 8192];
    match sock.read(&mut chunk).await {
        Ok(0) | Err(_) => None,
        Ok(n) => {
            buf.extend_from_slice(&chunk[..n]);
            Some(())
        }
    }
}
