//! The Streamable HTTP client (the module documentation of
//! `remote::client` has the rules it follows).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use bytes::Bytes;
use http::{header, HeaderValue, Method, Request, StatusCode, Uri};
use http_body_util::{BodyExt, Full, Limited};
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;
use serde_json::json;
use tokio::sync::{mpsc, watch};

use super::cookies::Jar;
use super::{ClientOptions, PIPE};
use crate::bridge::{self, Lines};
use crate::message::{error_response, peek, Kind, Peeked};
use crate::headers::{HEADER_CONNECTION_ID, HEADER_SESSION_ID};
use acp_wire::rpc::CancelToken;
use acp_wire::seam::sse::Parser;
use acp_wire::transport::Transport;

/// Error bodies are diagnostics: kept to this many bytes.
const MAX_ERROR_BODY: usize = 8 * 1024;
/// Statuses that mean the connection is gone.
const FATAL: [StatusCode; 4] = [StatusCode::UNAUTHORIZED, StatusCode::FORBIDDEN, StatusCode::NOT_FOUND, StatusCode::GONE];

#[cfg(feature = "tls")]
type Connector = hyper_rustls::HttpsConnector<HttpConnector>;
#[cfg(not(feature = "tls"))]
type Connector = HttpConnector;
type Http = Client<Connector, Full<Bytes>>;
/// A stream's opening: `None` while under way, then its outcome.
type Ready = watch::Receiver<Option<Result<(), String>>>;

struct Inner {
    http: Http,
    uri: Uri,
    options: ClientOptions,
    jar: Jar,
    connection: Mutex<Option<String>>,
    /// Messages for the client, in the order the streams delivered them.
    to_client: mpsc::Sender<Bytes>,
    /// Open (or opening) session streams.
    sessions: Mutex<HashMap<String, Ready>>,
    /// Agent request id -> the session stream it came on.
    agent_requests: Mutex<HashMap<String, String>>,
    closed: CancelToken,
}

/// The connector: plain TCP, and (feature `tls`) TLS for
/// `https://` with ALPN h2 and http/1.1.
fn connector(options: &ClientOptions) -> std::io::Result<Connector> {
    let mut connector = HttpConnector::new();
    connector.set_nodelay(true);
    #[cfg(feature = "tls")]
    {
        connector.enforce_http(false);
        // hyper-rustls sets the ALPN protocols from the enabled versions.
        let config = super::tls::config(options, &[])?;
        Ok(hyper_rustls::HttpsConnectorBuilder::new()
            .with_tls_config(config)
            .https_or_http()
            .enable_http1()
            .enable_http2()
            .wrap_connector(connector))
    }
    #[cfg(not(feature = "tls"))]
    {
        let _ = options;
        Ok(connector)
    }
}

pub(crate) fn connect(uri: Uri, options: ClientOptions) -> std::io::Result<Transport> {
    let http = Client::builder(TokioExecutor::new()).http2_only(options.http2).build(connector(&options)?);
    let (ours, theirs) = Transport::duplex(PIPE);
    let (lines, mut sink) = bridge::split(ours, options.max_message_size);
    let (to_client, mut rx) = mpsc::channel::<Bytes>(64);
    let inner = Arc::new(Inner {
        http,
        uri,
        options,
        jar: Jar::default(),
        connection: Mutex::new(None),
        to_client,
        sessions: Mutex::default(),
        agent_requests: Mutex::default(),
        closed: CancelToken::new(),
    });
    let closed = inner.closed.clone();
    tokio::spawn(async move {
        loop {
            // Messages first: an error answer queued just before the
            // transport closed (a failed initialize) still reaches the client.
            let m = tokio::select! {
                biased;
                m = rx.recv() => m,
                () = closed.cancelled() => break,
            };
            match m {
                Some(m) if sink.send(&m).await.is_ok() => {}
                _ => break,
            }
        }
        sink.close().await;
    });
    tokio::spawn(inner.drive(lines));
    Ok(theirs)
}

impl Inner {
    /// POSTs the client's messages in order until it closes its side.
    async fn drive(self: Arc<Self>, mut lines: Lines) {
        loop {
            let m = tokio::select! {
                () = self.closed.cancelled() => break,
                m = lines.next() => m,
            };
            match m {
                Ok(Some(m)) => self.send(m).await,
                _ => break,
            }
        }
        if !self.closed.is_cancelled() {
            self.delete().await;
        }
        self.closed.cancel();
    }

    fn request(&self, method: Method, body: Bytes) -> Request<Full<Bytes>> {
        let mut req = Request::new(Full::new(body));
        *req.method_mut() = method;
        *req.uri_mut() = self.uri.clone();
        let h = req.headers_mut();
        for (k, v) in &self.options.headers {
            h.append(k, v.clone());
        }
        self.jar.apply(h);
        if let Some(c) = self.connection.lock().unwrap_or_else(PoisonError::into_inner).as_deref().and_then(|c| HeaderValue::from_str(c).ok()) {
            h.insert(HEADER_CONNECTION_ID, c);
        }
        req
    }

    async fn call(&self, req: Request<Full<Bytes>>) -> Result<http::Response<hyper::body::Incoming>, String> {
        let r = tokio::select! {
            () = self.closed.cancelled() => return Err("the transport is closed".into()),
            r = self.http.request(req) => r,
        };
        let r = r.map_err(|e| format!("HTTP request to {} failed: {e}", self.uri))?;
        self.jar.store(r.headers());
        Ok(r)
    }

    async fn deliver(&self, message: Bytes) {
        let _ = self.to_client.send(message).await;
    }

    /// Answers the client's request `p` with -32603 (nothing for a notification or response).
    async fn fail(&self, p: Option<&Peeked>, message: &str, data: Option<serde_json::Value>) {
        tracing::warn!(message, "acp-wire remote");
        if let Some(id) = p.filter(|p| p.kind == Kind::Request).and_then(|p| p.id_raw.as_deref()) {
            self.deliver(Bytes::from(error_response(id, -32603, message, data))).await;
        }
    }

    async fn send(self: &Arc<Self>, m: Bytes) {
        let p = peek(&m).ok();
        if self.connection.lock().unwrap_or_else(PoisonError::into_inner).is_none() {
            return self.initialize(m, p).await;
        }
        let session = match p.as_ref().map(|p| p.kind) {
            Some(Kind::Request | Kind::Notification) => p.as_ref().and_then(|p| p.session.clone()),
            Some(Kind::Response) => {
                let id = p.as_ref().and_then(|p| p.id.clone()).unwrap_or_default();
                self.agent_requests.lock().unwrap_or_else(PoisonError::into_inner).remove(&id)
            }
            _ => None,
        };
        if let Some(s) = &session {
            if let Err(e) = self.open_session(s).await {
                return self.fail(p.as_ref(), &format!("ACP session stream for {s} failed: {e}"), None).await;
            }
        }
        let mut req = self.request(Method::POST, m);
        req.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
        if let Some(v) = session.as_deref().and_then(|s| HeaderValue::from_str(s).ok()) {
            req.headers_mut().insert(HEADER_SESSION_ID, v);
        }
        let r = match self.call(req).await {
            Ok(r) => r,
            Err(e) => {
                self.fail(p.as_ref(), &e, None).await;
                return self.closed.cancel();
            }
        };
        let status = r.status();
        let body = read_capped(r.into_body(), MAX_ERROR_BODY).await;
        if status.is_success() {
            return;
        }
        let data = json!({"status": status.as_u16(), "body": String::from_utf8_lossy(&body)});
        self.fail(p.as_ref(), &format!("ACP POST failed: {status}"), Some(data)).await;
        if FATAL.contains(&status) {
            self.closed.cancel();
        }
    }

    /// The first message: `initialize`, answered in the POST's body.
    async fn initialize(self: &Arc<Self>, m: Bytes, p: Option<Peeked>) {
        if !p.as_ref().is_some_and(|p| p.is_request("initialize")) {
            return self.fail(p.as_ref(), "the first message on a Streamable HTTP connection must be the initialize request", None).await;
        }
        let mut req = self.request(Method::POST, m);
        req.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
        let r = match self.call(req).await {
            Ok(r) => r,
            Err(e) => {
                self.fail(p.as_ref(), &e, None).await;
                return self.closed.cancel();
            }
        };
        let status = r.status();
        let id = r.headers().get(HEADER_CONNECTION_ID).and_then(|v| v.to_str().ok()).map(str::to_owned);
        let body = read_capped(r.into_body(), self.options.max_message_size).await;
        match id {
            Some(id) if status == StatusCode::OK => {
                *self.connection.lock().unwrap_or_else(PoisonError::into_inner) = Some(id);
                self.open(None);
                self.deliver(body).await;
            }
            _ => {
                let data = json!({"status": status.as_u16(), "body": String::from_utf8_lossy(&body[..body.len().min(MAX_ERROR_BODY)])});
                let why = if status == StatusCode::OK { "no Acp-Connection-Id in the answer".to_owned() } else { status.to_string() };
                self.fail(p.as_ref(), &format!("ACP initialize failed: {why}"), Some(data)).await;
                self.closed.cancel();
            }
        }
    }

    /// Opens `session`'s stream unless it is open, and waits until it is.
    async fn open_session(self: &Arc<Self>, session: &str) -> Result<(), String> {
        let mut ready = {
            let mut sessions = self.sessions.lock().unwrap_or_else(PoisonError::into_inner);
            match sessions.get(session) {
                Some(r) => r.clone(),
                None => {
                    let r = self.open(Some(session.to_owned()));
                    sessions.insert(session.to_owned(), r.clone());
                    r
                }
            }
        };
        let outcome = tokio::select! {
            () = self.closed.cancelled() => return Err("the transport is closed".into()),
            r = ready.wait_for(Option::is_some) => r.map_err(|_| "the stream ended".to_owned())?.clone(),
        };
        outcome.unwrap_or(Ok(()))
    }

    /// Starts reading a stream (the connection's for `None`).
    fn open(self: &Arc<Self>, session: Option<String>) -> Ready {
        let (tx, rx) = watch::channel(None);
        tokio::spawn(Arc::clone(self).read_stream(session, tx));
        rx
    }

    async fn read_stream(self: Arc<Self>, session: Option<String>, ready: watch::Sender<Option<Result<(), String>>>) {
        let outcome = self.stream(session.as_deref(), &ready).await;
        let _ = ready.send(Some(Err("the stream ended".into())));
        match session {
            None => {
                if !self.closed.is_cancelled() {
                    tracing::warn!(outcome = ?outcome.err(), "acp-wire remote: the connection's SSE stream ended");
                    self.closed.cancel();
                }
            }
            Some(s) => {
                // The next message for the session opens it again.
                self.sessions.lock().unwrap_or_else(PoisonError::into_inner).remove(&s);
                if let Err(e) = outcome {
                    tracing::warn!(session = %s, error = %e, "acp-wire remote: a session's SSE stream failed");
                }
            }
        }
    }

    async fn stream(self: &Arc<Self>, session: Option<&str>, ready: &watch::Sender<Option<Result<(), String>>>) -> Result<(), String> {
        let mut req = self.request(Method::GET, Bytes::new());
        req.headers_mut().insert(header::ACCEPT, HeaderValue::from_static("text/event-stream"));
        if let Some(v) = session.and_then(|s| HeaderValue::from_str(s).ok()) {
            req.headers_mut().insert(HEADER_SESSION_ID, v);
        }
        let r = self.call(req).await?;
        if r.status() != StatusCode::OK {
            let status = r.status();
            let body = read_capped(r.into_body(), MAX_ERROR_BODY).await;
            let e = format!("GET: {status} {}", String::from_utf8_lossy(&body));
            let _ = ready.send(Some(Err(e.clone())));
            return Err(e);
        }
        let _ = ready.send(Some(Ok(())));
        let mut body = r.into_body();
        let mut parser = Parser::new(self.options.max_message_size);
        let mut events = Vec::new();
        loop {
            let frame = tokio::select! {
                () = self.closed.cancelled() => return Ok(()),
                f = body.frame() => f,
            };
            let Some(frame) = frame else { return Ok(()) };
            let frame = frame.map_err(|e| format!("reading the stream: {e}"))?;
            if let Some(data) = frame.data_ref() {
                parser.feed(data, &mut |e| events.push(e));
            }
            for e in events.drain(..) {
                self.on_event(Bytes::from(e), session).await;
            }
        }
    }

    async fn on_event(self: &Arc<Self>, m: Bytes, session: Option<&str>) {
        if let Ok(p) = peek(&m) {
            match p.kind {
                Kind::Response => {
                    if let Some(s) = p.session {
                        // A session the client will use: open its stream now.
                        let me = Arc::clone(self);
                        tokio::spawn(async move {
                            let _ = me.open_session(&s).await;
                        });
                    }
                }
                Kind::Request => {
                    if let (Some(s), Some(id)) = (session, p.id) {
                        self.agent_requests.lock().unwrap_or_else(PoisonError::into_inner).insert(id, s.to_owned());
                    }
                }
                _ => {}
            }
        }
        self.deliver(m).await;
    }

    async fn delete(&self) {
        if self.connection.lock().unwrap_or_else(PoisonError::into_inner).is_none() {
            return;
        }
        let req = self.request(Method::DELETE, Bytes::new());
        match tokio::time::timeout(Duration::from_secs(2), self.http.request(req)).await {
            Ok(Ok(r)) if r.status().is_success() => {}
            Ok(Ok(r)) => tracing::debug!(status = %r.status(), "acp-wire remote: DELETE"),
            Ok(Err(e)) => tracing::debug!(error = %e, "acp-wire remote: DELETE"),
            Err(_) => tracing::debug!("acp-wire remote: DELETE timed out"),
        }
    }
}

/// A body's first `max` bytes (the rest is dropped).
async fn read_capped(body: hyper::body::Incoming, max: usize) -> Bytes {
    match Limited::new(body, max).collect().await {
        Ok(b) => b.to_bytes(),
        Err(_) => Bytes::new(),
    }
}
