//! SessionAgent's HTTP MCP servers (feature `mcp-http`,
//! `src/agent/mcp/http.rs`) against a test MCP server on 127.0.0.1: the
//! transport is advertised (v1 `mcpCapabilities.http`, v2
//! `session.mcp.http`); a listed server is POSTed `initialize` and then
//! `notifications/initialized` with its listed headers and the session id
//! it gave; an answer as an event stream is read too (a `ping` before it
//! answered); the server's session is deleted when the ACP session is
//! closed or its servers are replaced; a server that cannot be reached
//! does not fail `session/new`.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use acp_wire::agent::SessionAgent;
use acp_wire::Negotiated;
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use super::handler::Scripted;
use crate::sides_support::{from, json as to_json};

/// One request the test server got.
#[derive(Clone, Debug)]
struct Hit {
    method: String,
    headers: Vec<(String, String)>,
    body: Value,
}

impl Hit {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    fn rpc(&self) -> Option<&str> {
        self.body.get("method").and_then(Value::as_str)
    }
}

/// A test MCP server: answers `initialize` with session id `s-1`, as JSON
/// or (`sse`) as an event stream that first carries a `ping` request;
/// other POSTs 202, DELETE 200. Records every request.
struct McpServer {
    url: String,
    hits: Arc<Mutex<Vec<Hit>>>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for McpServer {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl McpServer {
    async fn start(sse: bool) -> McpServer {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/mcp", listener.local_addr().unwrap());
        let hits = Arc::new(Mutex::new(Vec::new()));
        let recorded = Arc::clone(&hits);
        let task = tokio::spawn(async move {
            while let Ok((sock, _)) = listener.accept().await {
                tokio::spawn(serve(sock, Arc::clone(&recorded), sse));
            }
        });
        McpServer { url, hits, task }
    }

    fn hits(&self) -> Vec<Hit> {
        self.hits.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }

    /// Waits (5 s at most) for a request that `pred` matches.
    async fn wait_for(&self, what: &str, pred: impl Fn(&Hit) -> bool) -> Hit {
        for _ in 0..250 {
            if let Some(h) = self.hits().into_iter().find(&pred) {
                return h;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("no {what} within 5 s; got {:?}", self.hits());
    }

    /// The JSON-RPC message POSTed with `method`.
    async fn posted(&self, method: &str) -> Hit {
        self.wait_for(method, |h| h.method == "POST" && h.rpc() == Some(method)).await
    }
}

async fn serve(mut sock: TcpStream, hits: Arc<Mutex<Vec<Hit>>>, sse: bool) {
    let mut buf = Vec::new();
    loop {
        let end = loop {
            if let Some(i) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
                break i;
            }
            let mut chunk = [0u8; 4096];
            match sock.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(n) => buf.extend_from_slice(&chunk[..n]),
            }
        };
        let head = String::from_utf8_lossy(&buf[..end]).into_owned();
        buf.drain(..end + 4);
        let mut lines = head.split("\r\n");
        let method = lines.next().and_then(|l| l.split(' ').next()).unwrap_or_default().to_string();
        let headers: Vec<(String, String)> =
            lines.filter_map(|l| l.split_once(':')).map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string())).collect();
        let len: usize = headers.iter().find(|(k, _)| k == "content-length").and_then(|(_, v)| v.parse().ok()).unwrap_or(0);
        while buf.len() < len {
            let mut chunk = [0u8; 4096];
            match sock.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(n) => buf.extend_from_slice(&chunk[..n]),
            }
        }
        let body: Value = serde_json::from_slice(&buf.drain(..len).collect::<Vec<u8>>()).unwrap_or(Value::Null);
        let hit = Hit { method, headers, body };
        let answer = match (hit.method.as_str(), hit.rpc()) {
            ("POST", Some("initialize")) => {
                let result = json!({"jsonrpc": "2.0", "id": hit.body["id"], "result": {"protocolVersion": "2025-06-18",
                    "capabilities": {}, "serverInfo": {"name": "test-mcp", "version": "1"}}});
                let (kind, body) = if sse {
                    let ping = json!({"jsonrpc": "2.0", "id": "p1", "method": "ping"});
                    ("text/event-stream", format!(": hello\n\nevent: message\ndata: {ping}\n\ndata: {result}\n\n"))
                } else {
                    ("application/json", result.to_string())
                };
                format!("HTTP/1.1 200 OK\r\nContent-Type: {kind}\r\nMcp-Session-Id: s-1\r\nContent-Length: {}\r\n\r\n{body}", body.len())
            }
            ("POST", _) => "HTTP/1.1 202 Accepted\r\nContent-Length: 0\r\n\r\n".to_string(),
            ("DELETE", _) => "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n".to_string(),
            _ => "HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n".to_string(),
        };
        hits.lock().unwrap_or_else(PoisonError::into_inner).push(hit);
        if sock.write_all(answer.as_bytes()).await.is_err() {
            return;
        }
    }
}

fn listed(url: &str, key: &str) -> Value {
    json!({"type": "http", "name": "test-mcp", "url": url, "headers": [{"name": "X-Test-Key", "value": key}]})
}

/// v1: the handshake carries the listed header, the JSON and event-stream
/// `Accept`, then the session id and version; `session/close` deletes the
/// server's session.
#[tokio::test]
async fn v1_an_http_server_gets_the_handshake_with_its_headers_and_a_delete_on_close() {
    use super::v1::{cwd, done, handle, wired};
    let agent = SessionAgent::new(Scripted).info("scripted", "9.9");
    let (w, _) = wired(&agent).await;
    let Negotiated::V1 { response, .. } = &w.connected.negotiated else { panic!("not v1") };
    assert_eq!(to_json(response)["agentCapabilities"]["mcpCapabilities"]["http"], json!(true));
    let mcp = McpServer::start(false).await;
    let h = handle(&w);
    let s = h.new_session(from(json!({"cwd": cwd(), "mcpServers": [listed(&mcp.url, "k1")]}))).await.unwrap().session_id;

    let init = mcp.posted("initialize").await;
    assert_eq!(init.header("x-test-key"), Some("k1"));
    assert_eq!(init.header("content-type"), Some("application/json"));
    assert_eq!(init.header("accept"), Some("application/json, text/event-stream"));
    assert_eq!(init.header("mcp-session-id"), None);
    assert_eq!(init.body["params"]["protocolVersion"], "2025-06-18");
    assert_eq!(init.body["params"]["clientInfo"], json!({"name": "scripted", "version": "9.9"}));
    let note = mcp.posted("notifications/initialized").await;
    assert_eq!((note.header("mcp-session-id"), note.header("mcp-protocol-version")), (Some("s-1"), Some("2025-06-18")));
    assert_eq!(note.header("x-test-key"), Some("k1"));
    assert!(note.body.get("id").is_none(), "a notification: {:?}", note.body);
    assert!(!mcp.hits().iter().any(|h| h.method == "DELETE"), "deleted while the session is open");

    h.close_session(from(json!({"sessionId": s}))).await.unwrap();
    let delete = mcp.wait_for("DELETE", |h| h.method == "DELETE").await;
    assert_eq!((delete.header("mcp-session-id"), delete.header("x-test-key")), (Some("s-1"), Some("k1")));
    done(w).await;
}

/// v2: an `initialize` answered as an event stream (a `ping` first, which
/// is answered); `session/resume` listing no server replaces (and so
/// deletes) the one of `session/new`.
#[cfg(feature = "v2")]
#[tokio::test]
async fn v2_an_event_stream_answer_is_read_and_a_replaced_server_is_deleted() {
    use super::v2::{cwd, done, handle, wired};
    let agent = SessionAgent::new(Scripted);
    let (w, _) = wired(&agent).await;
    let Negotiated::V2 { response, .. } = &w.connected.negotiated else { panic!("not v2") };
    assert_eq!(to_json(response)["capabilities"]["session"]["mcp"], json!({"stdio": {}, "http": {}}));
    let mcp = McpServer::start(true).await;
    let h = handle(&w);
    let s = h.new_session(from(json!({"cwd": cwd(), "mcpServers": [listed(&mcp.url, "k2")]}))).await.unwrap().session_id;
    let note = mcp.posted("notifications/initialized").await;
    assert_eq!(note.header("mcp-session-id"), Some("s-1"));
    let pong = mcp.wait_for("the ping's answer", |h| h.body["id"] == "p1").await;
    assert_eq!(pong.body["result"], json!({}));

    h.close_session(from(json!({"sessionId": s}))).await.unwrap();
    mcp.wait_for("DELETE after close", |h| h.method == "DELETE").await;
    h.resume_session(from(json!({"sessionId": s, "cwd": cwd(), "mcpServers": [listed(&mcp.url, "k3")]}))).await.unwrap();
    mcp.wait_for("the resume's initialize", |h| h.rpc() == Some("initialize") && h.header("x-test-key") == Some("k3")).await;
    mcp.wait_for("its initialized", |h| h.rpc() == Some("notifications/initialized") && h.header("x-test-key") == Some("k3")).await;
    // A later list (here: none) replaces the resume's server: it is deleted.
    h.resume_session(from(json!({"sessionId": s, "cwd": cwd(), "mcpServers": []}))).await.unwrap();
    mcp.wait_for("DELETE of the replaced server", |h| h.method == "DELETE" && h.header("x-test-key") == Some("k3")).await;
    done(w).await;
}

/// A server nobody listens for (a port just closed) is logged, not an
/// error: the session is created and takes prompts.
#[tokio::test]
async fn an_unreachable_http_server_does_not_fail_session_new() {
    use super::v1::{cwd, done, handle, prompt, wired};
    let port = TcpListener::bind("127.0.0.1:0").await.unwrap().local_addr().unwrap().port();
    let agent = SessionAgent::new(Scripted);
    let (w, _) = wired(&agent).await;
    let h = handle(&w);
    let url = format!("http://127.0.0.1:{port}/mcp");
    let s = h.new_session(from(json!({"cwd": cwd(), "mcpServers": [listed(&url, "k")]}))).await.unwrap().session_id;
    // Long enough for the refused connection to be seen and logged.
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(prompt(h, &s, "still here").await.unwrap().stop_reason, acp_wire::v1::StopReason::EndTurn);
    h.close_session(from(json!({"sessionId": s}))).await.unwrap();
    done(w).await;
}
