//! The remote ACP server: one endpoint (default `/acp`) that serves
//! Streamable HTTP (POST / GET SSE / DELETE; HTTP/1.1 and HTTP/2 without
//! TLS, "h2c", on the same port) and WebSocket (GET with `Upgrade:
//! websocket`), each remote connection served by a fresh agent from
//! [`Agents`].
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! use acp_wire_cli::echo::{EchoAgent, Options};
//! use acp_wire_remote::{Agents, RemoteServer};
//! let echo = EchoAgent::new(Options::new());
//! let server = RemoteServer::new(Agents::builder(move || echo.builder()));
//! let listening = server.bind("127.0.0.1:8080").await?;
//! eprintln!("ACP on http://{}/acp", listening.local_addr());
//! listening.run().await
//! # }
//! ```
//!
//! Files: `h1/` (HTTP/1.1 connections, by hand on httparse: why there),
//! `stream.rs` (reading without resident buffers), `shared.rs` (what every
//! request shares; admitting a connection), `dispatch.rs` (the first
//! checks and the dispatch by method), `http.rs` (POST/GET/DELETE
//! and their status codes), `ws.rs`
//! (WebSocket), `connection.rs` (one Streamable HTTP connection: routing,
//! checks, limits; the agent's output is read by `../scan.rs`),
//! `streams.rs` (its output queues), `sse.rs`,
//! `registry.rs` (connections by id), `agents.rs`, `limits.rs`, `tls.rs`
//! (feature `tls`: a rustls server config from PEM files).

mod access;
mod agents;
mod budget;
mod connection;
mod dispatch;
pub(crate) mod h1;
mod http;
mod stream;
mod limits;
mod registry;
mod response;
mod shared;
mod sse;
mod streams;
#[cfg(feature = "tls")]
mod tls;
mod ws;

use std::convert::Infallible;
use std::io;
use std::net::SocketAddr;
use std::sync::Arc;

use ::http::{Request, StatusCode};
use http_body_util::{BodyExt, Limited};
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo};
use tokio::net::{TcpListener, TcpStream, ToSocketAddrs};

pub use access::{is_valid_token, BEARER_PROTOCOL_PREFIX};
pub use agents::{AgentLink, Agents};
pub use limits::RemoteLimits;
#[cfg(feature = "tls")]
pub use tls::{tls_config, tls_config_with_client_auth};

use access::Access;
use connection::Ended;
use stream::{Prefixed, ServerIo};
use registry::Registry;
use dispatch::{handle, precheck};
use response::text;
use shared::Shared;

/// A remote ACP server (not yet listening). Cheap to clone: clones share
/// their connections.
#[derive(Clone)]
pub struct RemoteServer {
    shared: Arc<Shared>,
}

impl std::fmt::Debug for RemoteServer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RemoteServer")
            .field("path", &self.shared.path)
            .field("limits", &self.shared.limits)
            .field("access", &self.shared.access)
            .finish_non_exhaustive()
    }
}

impl RemoteServer {
    /// A server on [`crate::DEFAULT_PATH`] with the default limits.
    #[must_use]
    pub fn new(agents: Agents) -> Self {
        let path = crate::headers::DEFAULT_PATH.to_owned();
        Self::build(agents, path, RemoteLimits::default(), Access::default(), shared::Health::default())
    }

    fn build(agents: Agents, path: String, limits: RemoteLimits, access: Access, health: shared::Health) -> Self {
        let registry = Arc::new(Registry::new(limits.max_connections));
        let (running, shutdown) = (Arc::default(), acp_wire::rpc::CancelToken::new());
        let budget = budget::Budget::new(limits.max_input_bytes);
        let shared = Shared { agents, path, limits, access, registry, running, budget, shutdown, health };
        RemoteServer { shared: Arc::new(shared) }
    }

    fn rebuild(self, f: impl FnOnce(&mut String, &mut RemoteLimits)) -> Self {
        self.rebuild_all(|path, limits, _| f(path, limits))
    }

    fn rebuild_all(self, f: impl FnOnce(&mut String, &mut RemoteLimits, &mut Access)) -> Self {
        let (mut path, mut limits, mut access) = (self.shared.path.clone(), self.shared.limits.clone(), self.shared.access.clone());
        f(&mut path, &mut limits, &mut access);
        Self::build(self.shared.agents.clone(), path, limits, access, self.shared.health.clone())
    }

    /// Answers `GET` (and `HEAD`) of `path` with 200 `ready` or 503 `not
    /// ready` ([`Self::set_ready`]), for a load balancer's health check.
    /// The answer carries nothing else, so it is given before the access
    /// rules (a balancer's probe has no token); other methods get 405.
    #[must_use]
    pub fn health_path(self, path: impl Into<String>) -> Self {
        let mut p: String = path.into();
        if !p.starts_with('/') {
            p.insert(0, '/');
        }
        let mut health = self.shared.health.clone();
        health.path = Some(p);
        let s = &self.shared;
        Self::build(s.agents.clone(), s.path.clone(), s.limits.clone(), s.access.clone(), health)
    }

    /// Sets what the health endpoint reports: not ready while a node
    /// drains, or while a database its agents need is unreachable (the
    /// balancer then sends new clients elsewhere). Ready by default; shared
    /// by every clone of the server; never ready again once it drains
    /// ([`Self::drain`]).
    pub fn set_ready(&self, ready: bool) {
        let draining = self.shared.health.draining.load(std::sync::atomic::Ordering::Relaxed);
        self.shared.health.ready.store(ready && !draining, std::sync::atomic::Ordering::Relaxed);
    }

    /// Starts draining: the health endpoint reports not ready from now on,
    /// new connections get 503 (a balancer retries them on another node),
    /// and the open ones go on until they end or [`Self::shutdown`].
    pub fn drain(&self) {
        self.shared.health.draining.store(true, std::sync::atomic::Ordering::Relaxed);
        self.set_ready(false);
    }

    /// What the health endpoint reports.
    #[must_use]
    pub fn is_ready(&self) -> bool {
        self.shared.health.ready.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The endpoint's path (default `/acp`); other paths answer 404.
    #[must_use]
    pub fn path(self, path: impl Into<String>) -> Self {
        let mut p: String = path.into();
        if !p.starts_with('/') {
            p.insert(0, '/');
        }
        self.rebuild(|path, _| *path = p)
    }

    /// The limits (see [`RemoteLimits`]).
    #[must_use]
    pub fn limits(self, limits: RemoteLimits) -> Self {
        self.rebuild(|_, l| *l = limits)
    }

    /// Allows requests (and WebSocket upgrades) from web pages of `origin`
    /// (`https://ide.example`, as browsers send it in `Origin`; `*`: any).
    /// Requests with an `Origin` not allowed get 403; requests without
    /// one (clients that are not browsers) pass. Repeat for more.
    #[must_use]
    pub fn allow_origin(self, origin: impl Into<String>) -> Self {
        let o = origin.into().trim_end_matches('/').to_ascii_lowercase();
        self.rebuild_all(|_, _, a| a.origins.push(o))
    }

    /// Allows `host` (a name, without the port; `*`: any) in `Host`. By
    /// default only the address a connection came in on passes, and on a
    /// loopback connection `localhost` and loopback addresses: a name a
    /// web page had rebound to this address (DNS rebinding) gets 403.
    /// Repeat for more.
    #[must_use]
    pub fn allow_host(self, host: impl Into<String>) -> Self {
        let h = host.into().to_ascii_lowercase();
        self.rebuild_all(|_, _, a| a.hosts.push(h))
    }

    /// Requires `Authorization: Bearer TOKEN` on every request (compared
    /// in constant time), or, on a WebSocket upgrade, the subprotocol
    /// [`BEARER_PROTOCOL_PREFIX`]`TOKEN` (what a browser can send); else
    /// 401. Tokens are letters, digits and `-._~+` ([`is_valid_token`]),
    /// e.g. `openssl rand -hex 32`.
    ///
    /// # Panics
    /// A token that is not [`is_valid_token`].
    #[must_use]
    pub fn bearer_token(self, token: &str) -> Self {
        assert!(is_valid_token(token), "a bearer token is letters, digits and -._~+");
        let token: Arc<[u8]> = Arc::from(token.as_bytes());
        self.rebuild_all(|_, _, a| a.token = Some(token))
    }

    /// A custom authentication scheme: `f` sees each request's head
    /// (method, URI, headers; a WebSocket upgrade's too) and admits it
    /// with `true`. With a [`Self::bearer_token`] as well, either admits.
    /// Refused requests get 401, before any agent starts.
    #[must_use]
    pub fn authorize(self, f: impl Fn(&::http::request::Parts) -> bool + Send + Sync + 'static) -> Self {
        let f: access::Authorize = Arc::new(f);
        self.rebuild_all(|_, _, a| a.authorize = Some(f))
    }

    /// Open Streamable HTTP connections (WebSocket ones are not counted).
    #[must_use]
    pub fn http_connections(&self) -> usize {
        self.shared.registry.len()
    }

    /// Ends every connection (WebSockets close with 1001), refuses new
    /// ones (503), and waits until every agent has shut down (an agent
    /// process: end of input, then SIGTERM and SIGKILL to its group after
    /// a grace period each).
    pub async fn shutdown(&self) {
        self.shared.shutdown.cancel();
        for c in self.shared.registry.drain() {
            c.close(Ended::Closed);
        }
        self.shared.running.idle().await;
    }

    /// Agents running (one per open connection, and those still shutting down).
    #[must_use]
    pub fn running_agents(&self) -> usize {
        self.shared.running.count()
    }

    /// Listens on `addr`.
    ///
    /// # Errors
    /// Binding the socket.
    pub async fn bind(self, addr: impl ToSocketAddrs) -> io::Result<Listening> {
        let listener = TcpListener::bind(addr).await?;
        Ok(Listening {
            local_addr: listener.local_addr()?,
            listener,
            server: self,
            #[cfg(feature = "tls")]
            tls: None,
        })
    }

    /// Serves the connections `listener` accepts until it fails.
    ///
    /// # Errors
    /// Accepting a connection (other than the transient kinds, which are
    /// logged and waited out).
    pub async fn serve(self, listener: TcpListener) -> io::Result<()> {
        self.accept(listener, |shared, stream, peer, local| {
            tokio::spawn(serve_connection(shared, stream, peer, local));
        })
        .await
    }

    /// [`Self::serve`] over TLS (feature `tls`): each accepted
    /// connection's handshake (at most 10 s) runs on its own task. A
    /// `config` without ALPN protocols gets `h2` and `http/1.1` (HTTP/2 and
    /// HTTP/1.1 with WebSocket on one port, as without TLS). See
    /// [`tls_config`] for one made from PEM files.
    ///
    /// # Errors
    /// As [`Self::serve`].
    #[cfg(feature = "tls")]
    pub async fn serve_tls(self, listener: TcpListener, config: Arc<rustls::ServerConfig>) -> io::Result<()> {
        let mut config = (*config).clone();
        if config.alpn_protocols.is_empty() {
            config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
        }
        let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
        self.accept(listener, move |shared, stream, peer, local| {
            let acceptor = acceptor.clone();
            tokio::spawn(async move {
                match tokio::time::timeout(std::time::Duration::from_secs(10), acceptor.accept(stream)).await {
                    Ok(Ok(tls)) => serve_connection(shared, tls, peer, local).await,
                    Ok(Err(e)) => tracing::debug!(%peer, error = %e, "acp-wire remote: TLS handshake failed"),
                    Err(_) => tracing::debug!(%peer, "acp-wire remote: TLS handshake timed out"),
                }
            });
        })
        .await
    }

    /// Accepts connections and hands each to `on`.
    /// (`on` gets the peer's address and the one the connection came in on.)
    async fn accept(&self, listener: TcpListener, on: impl Fn(Arc<Shared>, TcpStream, SocketAddr, SocketAddr)) -> io::Result<()> {
        loop {
            let (stream, peer) = match listener.accept().await {
                Ok(x) => x,
                Err(e) if is_transient(&e) => {
                    tracing::warn!(error = %e, "acp-wire remote: accept");
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                    continue;
                }
                Err(e) => return Err(e),
            };
            let _ = stream.set_nodelay(true);
            let Ok(local) = stream.local_addr() else { continue };
            on(Arc::clone(&self.shared), stream, peer, local);
        }
    }
}

/// The first bytes of every HTTP/2 connection (RFC 9113 §3.4).
const H2_PREFACE: &[u8] = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n";

/// Serves one accepted connection: HTTP/2 when it opens with the HTTP/2
/// preface (h2c, or TLS with ALPN `h2`), else HTTP/1.1 (with WebSocket
/// upgrades). A connection that sends nothing within `idle_timeout` (or
/// 5 min) is closed.
async fn serve_connection<S: ServerIo + 'static>(shared: Arc<Shared>, mut stream: S, peer: SocketAddr, local: SocketAddr) {
    let mut first = Vec::new();
    let wait = shared.limits.idle_timeout.unwrap_or(std::time::Duration::from_secs(300));
    let deadline = tokio::time::Instant::now() + wait;
    while first.len() < H2_PREFACE.len() && H2_PREFACE.starts_with(&first) {
        match tokio::time::timeout_at(deadline, stream::read_some(&mut stream, &mut first)).await {
            Ok(Ok(n)) if n > 0 => {}
            _ => return,
        }
    }
    if first.starts_with(H2_PREFACE) {
        // Boxed: hyper's HTTP/2 connection state is not part of every
        // HTTP/1.1 connection's task.
        Box::pin(serve_h2(shared, Prefixed::new(first, stream), peer, local)).await;
    } else {
        // A task of its own: this one's state (the preface wait, its
        // timer, its arguments) would stay in every HTTP/1.1 connection's
        // task for the connection's life.
        tokio::spawn(h1::serve(shared, stream, first, local));
    }
}

/// HTTP/2, by hyper: one connection carries every stream of a session.
async fn serve_h2<S: ServerIo + 'static>(shared: Arc<Shared>, stream: S, peer: SocketAddr, local: SocketAddr) {
    let service = hyper::service::service_fn(move |req: Request<Incoming>| {
        let shared = Arc::clone(&shared);
        async move {
            let (parts, body) = req.into_parts();
            if let Some(refused) = precheck(&shared, &parts, local) {
                return Ok::<_, Infallible>(refused);
            }
            let max = shared.limits.max_request_body;
            // The server-wide budget, as for HTTP/1.1: a declared length
            // before the body is read, else the frames as they come.
            let hold = budget::Reservation::new(&shared.budget);
            let declared = hyper::body::Body::size_hint(&body).exact().and_then(|n| usize::try_from(n).ok());
            if declared.is_some_and(|n| n <= max && !hold.grow_to(n)) {
                return Ok(http::busy(shared.limits.max_input_bytes));
            }
            let mut body = Limited::new(body, max);
            let mut got = bytes::BytesMut::new();
            while let Some(frame) = body.frame().await {
                match frame {
                    Ok(f) => {
                        if let Ok(data) = f.into_data() {
                            if !hold.grow_to(got.len() + data.len()) {
                                return Ok(http::busy(shared.limits.max_input_bytes));
                            }
                            got.extend_from_slice(&data);
                        }
                    }
                    Err(e) if e.is::<http_body_util::LengthLimitError>() => return Ok(http::too_large(max)),
                    Err(_) => return Ok(text(StatusCode::BAD_REQUEST, "Request body could not be read")),
                }
            }
            let response = handle(shared, parts, got.freeze()).await;
            drop(hold);
            Ok(response)
        }
    });
    let builder = hyper::server::conn::http2::Builder::new(TokioExecutor::new());
    if let Err(e) = builder.serve_connection(TokioIo::new(stream), service).await {
        tracing::debug!(%peer, error = %e, "acp-wire remote: HTTP/2 connection ended");
    }
}

fn is_transient(e: &io::Error) -> bool {
    matches!(e.kind(), io::ErrorKind::ConnectionAborted | io::ErrorKind::ConnectionReset | io::ErrorKind::Interrupted)
        || e.raw_os_error().is_some_and(|c| c == 24 || c == 23) // EMFILE, ENFILE
}

/// A bound server.
#[derive(Debug)]
pub struct Listening {
    listener: TcpListener,
    local_addr: SocketAddr,
    server: RemoteServer,
    #[cfg(feature = "tls")]
    tls: Option<Arc<rustls::ServerConfig>>,
}

impl Listening {
    /// The address it listens on (with the port picked for port 0).
    #[must_use]
    pub fn local_addr(&self) -> SocketAddr {
        self.local_addr
    }

    /// The server (for its connection count, `shutdown`).
    #[must_use]
    pub fn server(&self) -> &RemoteServer {
        &self.server
    }

    /// Serves until accepting fails.
    ///
    /// # Errors
    /// As [`RemoteServer::serve`].
    pub async fn run(self) -> io::Result<()> {
        #[cfg(feature = "tls")]
        if let Some(config) = self.tls {
            return self.server.serve_tls(self.listener, config).await;
        }
        self.server.serve(self.listener).await
    }

    /// Serves TLS (`https://`, `wss://`) with `config` (feature
    /// `tls`; see [`RemoteServer::serve_tls`]).
    #[cfg(feature = "tls")]
    #[must_use]
    pub fn tls(mut self, config: Arc<rustls::ServerConfig>) -> Self {
        self.tls = Some(config);
        self
    }

    /// Serves on a new task.
    pub fn spawn(self) -> tokio::task::JoinHandle<io::Result<()>> {
        tokio::spawn(self.run())
    }
}
