//! HTTP MCP servers (feature `mcp-http`): MCP's Streamable HTTP transport
//! (MCP 2025-06-18, "Transports"), as little of it as a connected server
//! needs.
//!
//! * `initialize` is POSTed to the server's URL with the headers the
//!   request lists, `Content-Type: application/json` and `Accept:
//!   application/json, text/event-stream`; the answer is read as JSON or as
//!   an event stream (the event that carries the response; a `ping` the
//!   server sends before it is answered with a POST). An `Mcp-Session-Id`
//!   in the answer's headers is kept and sent with every later request,
//!   with `MCP-Protocol-Version` (the version the server answered).
//! * Then `notifications/initialized` is POSTed (the server answers 202).
//! * When the server is let go (session closed, deleted, or its servers
//!   replaced), a server that gave a session id is sent `DELETE` with it,
//!   in the background; its answer, or failure, does not matter.
//!
//! The handshake runs in a task of its own: `session/new` does not wait
//! for the network, and a server that cannot be reached, answers an HTTP
//! error or an MCP error is logged (`tracing`, warn) while the session
//! goes on — as a stdio server whose `initialize` fails. No GET stream is
//! opened: the agent takes no requests from the server after the
//! handshake (its tools are not handed to the application yet).
//!
//! hyper-util's pooled client, HTTP/1.1; `https://` with feature
//! `mcp-https` (`src/tls.rs`: the ring provider, Mozilla's roots), else such a URL fails to connect (logged).

use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::Duration;

use bytes::Bytes;
use http::{header, HeaderName, HeaderValue, Method, Request, Response, StatusCode, Uri};
use http_body_util::{BodyExt, Full, Limited};
use hyper::body::Incoming;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;
use serde_json::Value;

use crate::error::ResponseError;
use crate::sse::Parser;

/// The header that carries the server's session id (MCP: `Mcp-Session-Id`).
const SESSION_ID: &str = "mcp-session-id";
/// The header that names the negotiated MCP version on later requests.
const PROTOCOL_VERSION: &str = "mcp-protocol-version";
/// How long the whole handshake, and a `DELETE`, may take.
const WAIT: Duration = Duration::from_secs(30);
/// The most of an answer's body that is read (JSON or one event).
const MAX_BODY: usize = 4 << 20;

#[cfg(feature = "mcp-https")]
type Connector = hyper_rustls::HttpsConnector<HttpConnector>;
#[cfg(not(feature = "mcp-https"))]
type Connector = HttpConnector;
type Http = Client<Connector, Full<Bytes>>;

/// An HTTP MCP server as a request lists it: name, URL and headers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct HttpServer {
    name: String,
    url: Uri,
    headers: Vec<(HeaderName, HeaderValue)>,
}

impl HttpServer {
    /// The `http` server `s` of a request; -32602 when its URL is not an
    /// absolute http(s) URL or a header is not a valid HTTP header (the
    /// request cannot be sent as listed: not a failure to connect).
    pub(super) fn parse(s: &Value) -> Result<HttpServer, ResponseError> {
        let name = s.get("name").and_then(Value::as_str).unwrap_or_default().to_owned();
        let bad = |what: String| ResponseError::invalid_params(format!("MCP server {name:?}: {what}"));
        let url = s.get("url").and_then(Value::as_str).ok_or_else(|| bad("no url".into()))?;
        let uri: Uri = url.parse().map_err(|e| bad(format!("url {url:?}: {e}")))?;
        if !matches!(uri.scheme_str(), Some("http" | "https")) || uri.host().is_none() {
            return Err(bad(format!("url {url:?} is not an absolute http or https URL")));
        }
        let mut headers = Vec::new();
        for h in s.get("headers").and_then(Value::as_array).into_iter().flatten() {
            let (Some(k), Some(v)) = (h.get("name").and_then(Value::as_str), h.get("value").and_then(Value::as_str)) else {
                return Err(bad(format!("header {h} needs a name and a value")));
            };
            let k = HeaderName::from_bytes(k.as_bytes()).map_err(|e| bad(format!("header name {k:?}: {e}")))?;
            let v = HeaderValue::from_str(v).map_err(|e| bad(format!("header {k} value: {e}")))?;
            headers.push((k, v));
        }
        Ok(HttpServer { name, url: uri, headers })
    }
}

/// What the server told the client during the handshake.
#[derive(Debug, Default)]
struct Negotiated {
    session_id: Option<HeaderValue>,
    version: Option<HeaderValue>,
}

/// One server's connection: its listing, the client (made by the
/// handshake task: a TLS configuration that cannot be made is one more
/// failure to connect, logged), and what the handshake negotiated (shared
/// by the handshake task and the `DELETE`).
struct Link {
    server: HttpServer,
    http: OnceLock<Http>,
    negotiated: Mutex<Negotiated>,
}

impl std::fmt::Debug for Link {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Link").field("server", &self.server.name).field("url", &self.server.url).finish_non_exhaustive()
    }
}

/// A connected (or connecting) HTTP server: dropping it stops the
/// handshake and deletes the server's session (if it gave one).
#[derive(Debug)]
pub(crate) struct Running {
    link: Arc<Link>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.task.abort();
        let session = self.link.negotiated.lock().unwrap_or_else(PoisonError::into_inner).session_id.is_some();
        // Outside a runtime (a process on its way out) there is nobody to send it.
        if let (true, Ok(rt)) = (session, tokio::runtime::Handle::try_current()) {
            rt.spawn(Arc::clone(&self.link).delete());
        }
    }
}

/// The client: plain TCP, and (feature `mcp-https`) TLS for `https://`.
fn client() -> std::io::Result<Http> {
    let mut connector = HttpConnector::new();
    connector.set_nodelay(true);
    #[cfg(feature = "mcp-https")]
    let connector = {
        connector.enforce_http(false);
        let config = crate::tls::client_config()?;
        hyper_rustls::HttpsConnectorBuilder::new()
            .with_tls_config(config)
            .https_or_http()
            .enable_http1()
            .enable_http2()
            .wrap_connector(connector)
    };
    Ok(Client::builder(TokioExecutor::new()).build(connector))
}

/// Starts the handshake with `server` in the background, introducing the
/// agent as `client`.
pub(super) fn connect(server: HttpServer, client: Value) -> Running {
    let link = Arc::new(Link { server, http: OnceLock::new(), negotiated: Mutex::default() });
    let task = tokio::spawn(Arc::clone(&link).handshake(client));
    Running { link, task }
}

impl Link {
    /// `initialize`, then `notifications/initialized`, within `WAIT`; a
    /// failure is logged.
    async fn handshake(self: Arc<Self>, client: Value) {
        let (name, url) = (&self.server.name, &self.server.url);
        match tokio::time::timeout(WAIT, self.introduce(client)).await {
            Ok(Ok(())) => tracing::debug!(server = %name, %url, "MCP server initialized"),
            Ok(Err(e)) => tracing::warn!(server = %name, %url, error = %e, "MCP server: cannot connect"),
            Err(_) => tracing::warn!(server = %name, %url, "MCP server: no answer within {} s", WAIT.as_secs()),
        }
    }

    async fn introduce(&self, client: Value) -> Result<(), String> {
        let http = self::client().map_err(|e| format!("no HTTP client: {e}"))?;
        let _ = self.http.set(http);
        let resp = self.post(&super::initialize(&client)).await?;
        if !resp.status().is_success() {
            return Err(format!("initialize answered HTTP {}", resp.status()));
        }
        {
            let mut n = self.negotiated.lock().unwrap_or_else(PoisonError::into_inner);
            n.session_id = resp.headers().get(SESSION_ID).cloned();
        }
        let answer = self.answer_of_initialize(resp).await?;
        if let Some(e) = answer.get("error") {
            return Err(format!("initialize failed: {e}"));
        }
        let version = answer.pointer("/result/protocolVersion").and_then(Value::as_str).unwrap_or(super::MCP_VERSION);
        self.negotiated.lock().unwrap_or_else(PoisonError::into_inner).version = HeaderValue::from_str(version).ok();
        let resp = self.post(&super::initialized()).await?;
        match resp.status() {
            StatusCode::ACCEPTED => Ok(()),
            // Taken all the same; MCP says 202.
            s if s.is_success() => {
                tracing::debug!(server = %self.server.name, status = %s, "MCP notifications/initialized: not 202 Accepted");
                Ok(())
            }
            s => Err(format!("notifications/initialized answered HTTP {s}")),
        }
    }

    /// The JSON-RPC answer to `initialize` in `resp`: its JSON body, or the
    /// event of its event stream that carries it.
    async fn answer_of_initialize(&self, resp: Response<Incoming>) -> Result<Value, String> {
        let kind = resp.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default();
        let stream = kind.split(';').next().is_some_and(|t| t.trim().eq_ignore_ascii_case("text/event-stream"));
        let mut body = resp.into_body();
        if !stream {
            let bytes = Limited::new(body, MAX_BODY).collect().await.map_err(|e| format!("reading the answer: {e}"))?.to_bytes();
            let answer: Value = serde_json::from_slice(&bytes).map_err(|e| format!("the answer to initialize is not JSON: {e}"))?;
            // A batch (MCP 2025-03-26 allowed them): the member that answers.
            return match answer {
                Value::Array(batch) => batch.into_iter().find(super::is_initialize_answer).ok_or_else(|| "a batch without the answer to initialize".into()),
                answer => Ok(answer),
            };
        }
        let mut parser = Parser::new(MAX_BODY);
        loop {
            let Some(frame) = body.frame().await else {
                return Err("the event stream ended without the answer to initialize".into());
            };
            let frame = frame.map_err(|e| format!("reading the event stream: {e}"))?;
            let Ok(data) = frame.into_data() else { continue };
            let mut events = Vec::new();
            parser.feed(&data, &mut |e| events.push(e));
            for msg in events.iter().filter_map(|e| serde_json::from_slice::<Value>(e).ok()) {
                if super::is_initialize_answer(&msg) {
                    return Ok(msg);
                }
                if let Some(reply) = super::answer(&msg) {
                    // Answered on a request of its own; the server takes it with 202.
                    let _ = self.post(&reply).await;
                }
            }
        }
    }

    /// A request to the server's URL with its listed headers and, once
    /// known, the session id and protocol version.
    fn request(&self, method: Method, body: Bytes) -> Request<Full<Bytes>> {
        let mut req = Request::new(Full::new(body));
        *req.method_mut() = method;
        *req.uri_mut() = self.server.url.clone();
        let h = req.headers_mut();
        for (k, v) in &self.server.headers {
            h.append(k, v.clone());
        }
        let n = self.negotiated.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(id) = &n.session_id {
            h.insert(SESSION_ID, id.clone());
        }
        if let Some(v) = &n.version {
            h.insert(PROTOCOL_VERSION, v.clone());
        }
        req
    }

    async fn post(&self, msg: &Value) -> Result<Response<Incoming>, String> {
        let mut req = self.request(Method::POST, Bytes::from(msg.to_string()));
        let h = req.headers_mut();
        h.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
        h.insert(header::ACCEPT, HeaderValue::from_static("application/json, text/event-stream"));
        let http = self.http.get().ok_or("no HTTP client")?;
        http.request(req).await.map_err(|e| format!("POST {}: {e}", self.server.url))
    }

    /// Ends the server's session (MCP: the client SHOULD send `DELETE` with
    /// its session id when it no longer needs it); failures are only logged.
    async fn delete(self: Arc<Self>) {
        // A session id came from a request, so the client is there.
        let Some(http) = self.http.get() else { return };
        let req = self.request(Method::DELETE, Bytes::new());
        let (name, url) = (&self.server.name, &self.server.url);
        match tokio::time::timeout(WAIT, http.request(req)).await {
            Ok(Ok(resp)) => tracing::debug!(server = %name, %url, status = %resp.status(), "MCP session deleted"),
            Ok(Err(e)) => tracing::debug!(server = %name, %url, error = %e, "MCP session DELETE failed"),
            Err(_) => tracing::debug!(server = %name, %url, "MCP session DELETE: no answer"),
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn reads_url_and_headers_and_refuses_what_cannot_be_sent() {
        let s = json!({"type": "http", "name": "h", "url": "http://127.0.0.1:9/mcp", "headers": [{"name": "X-Key", "value": "k"}]});
        let server = HttpServer::parse(&s).ok();
        assert_eq!(server.as_ref().map(|s| s.url.to_string()), Some("http://127.0.0.1:9/mcp".into()));
        assert_eq!(server.map(|s| s.headers), Some(vec![(HeaderName::from_static("x-key"), HeaderValue::from_static("k"))]));
        for bad in [
            json!({"type": "http", "name": "h", "headers": []}),
            json!({"type": "http", "name": "h", "url": "/mcp", "headers": []}),
            json!({"type": "http", "name": "h", "url": "ftp://h/mcp", "headers": []}),
            json!({"type": "http", "name": "h", "url": "http://h/mcp", "headers": [{"name": "X Key", "value": "k"}]}),
            json!({"type": "http", "name": "h", "url": "http://h/mcp", "headers": [{"name": "X", "value": "a\nb"}]}),
            json!({"type": "http", "name": "h", "url": "http://h/mcp", "headers": [{"name": "X"}]}),
        ] {
            assert_eq!(HttpServer::parse(&bad).err().map(|e| e.code), Some(-32602), "{bad}");
        }
    }
}
