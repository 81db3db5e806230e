//! The remote ACP client: [`connect`] gives a [`Transport`] to a remote
//! agent, so [`acp_wire::side::ClientBuilder::connect`] and
//! [`acp_wire::host::HostClient`] work over it unchanged.
//!
//! * `ws://host:port/path`: one WebSocket, one text frame per message.
//! * `http://host:port/path`: Streamable HTTP. The first message (which
//!   must be `initialize`) is POSTed without `Acp-Connection-Id` and its
//!   answer read from the 200 body; then the connection-scoped SSE stream
//!   is opened, and a session's stream as soon as its id is seen (a
//!   `sessionId` in a response's result, or in a message this side sends:
//!   `session/load`, `session/resume`, `session/prompt`, …) and before any
//!   POST for it. Messages are POSTed one at a time in order, with
//!   `Acp-Session-Id` when they name a session (a response: when the
//!   request it answers came on a session stream). HTTP/1.1 by default
//!   (what the TypeScript server speaks); [`ClientOptions::http2`] uses
//!   HTTP/2 without TLS (prior knowledge), which acp-wire's server speaks.
//!   Closing the transport sends DELETE.
//!
//! Cookies the server sets are sent back on every request of the connection.
//! A server that wants a token gets it with [`ClientOptions::bearer_token`].
//!
//! A POST refused with 401, 403, 404 or 410 ends the transport (the
//! connection is gone); another refusal of a request answers that request
//! with -32603 whose `data` is `{status, body}` (the TypeScript client's
//! rule). Messages of different streams have no order between them (the
//! RFD's design): from another server a `session/load` response
//! (connection stream) can arrive before the history it replays (session
//! stream); acp-wire's server answers it on the session's stream, behind
//! the replay, when that stream is open (this client opens it first).
//!
//! TLS (`wss://`, `https://`) needs feature `tls` (rustls; see
//! `tls.rs`): the server's certificate must chain to one of Mozilla's
//! roots (webpki-roots) or to a root added with
//! [`ClientOptions::add_root_certificate`], and name the URL's host (or IP
//! address). `https://` offers HTTP/2 and HTTP/1.1 by ALPN. Without the
//! feature, those URLs are refused (`Unsupported`).

mod cookies;
mod http;
// Also the HTTP MCP client's TLS (agent::mcp::http).
#[cfg(feature = "tls")]
pub(crate) mod tls;
mod ws;

use std::io;

use ::http::{HeaderName, HeaderValue, Uri};

use acp_wire::transport::Transport;

/// Bytes in flight each way between the transport handed out and the
/// task that speaks HTTP or WebSocket.
pub(crate) const PIPE: usize = 256 * 1024;

/// Options of [`connect_with`].
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct ClientOptions {
    /// Sent on every request (e.g. `Authorization`).
    pub headers: Vec<(HeaderName, HeaderValue)>,
    /// Largest message accepted from the server (default 64 MiB).
    pub max_message_size: usize,
    /// Streamable HTTP over HTTP/2 only (without TLS: prior knowledge;
    /// with TLS: HTTP/2 is offered by ALPN either way) instead of HTTP/1.1.
    pub http2: bool,
    /// Certificates (DER) trusted as roots besides Mozilla's (feature
    /// `tls`), e.g. a private CA or a self-signed server.
    #[cfg(feature = "tls")]
    pub root_certificates: Vec<Vec<u8>>,
    /// The client's own certificate chain and private key, both PEM, for
    /// a server that asks for one (mutual TLS; feature `tls`).
    #[cfg(feature = "tls")]
    pub client_identity: Option<(Vec<u8>, Vec<u8>)>,
}

impl Default for ClientOptions {
    fn default() -> Self {
        ClientOptions {
            headers: Vec::new(),
            max_message_size: acp_wire::transport::DEFAULT_MAX_MESSAGE_SIZE,
            http2: false,
            #[cfg(feature = "tls")]
            root_certificates: Vec::new(),
            #[cfg(feature = "tls")]
            client_identity: None,
        }
    }
}

impl ClientOptions {
    /// The defaults.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a header sent on every request.
    #[must_use]
    pub fn header(mut self, name: HeaderName, value: HeaderValue) -> Self {
        self.headers.push((name, value));
        self
    }

    /// Authenticates with `Authorization: Bearer TOKEN` on every request
    /// (a server with [`crate::RemoteServer::bearer_token`],
    /// `acp-wire serve --token-file`).
    ///
    /// # Errors
    /// A token that cannot be a header value (`InvalidInput`).
    pub fn bearer_token(self, token: &str) -> io::Result<Self> {
        let mut value = HeaderValue::from_str(&format!("Bearer {token}"))
            .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "a bearer token must be visible ASCII"))?;
        value.set_sensitive(true);
        Ok(self.header(::http::header::AUTHORIZATION, value))
    }

    /// Sets `max_message_size`.
    #[must_use]
    pub fn max_message_size(mut self, n: usize) -> Self {
        self.max_message_size = n;
        self
    }

    /// Sets `http2`.
    #[must_use]
    pub fn http2(mut self, on: bool) -> Self {
        self.http2 = on;
        self
    }

    /// Trusts `der` (an X.509 certificate in DER) as a root, besides
    /// Mozilla's (feature `tls`). A certificate that does not parse
    /// makes [`connect_with`] fail with `InvalidInput`.
    #[cfg(feature = "tls")]
    #[must_use]
    pub fn add_root_certificate(mut self, der: impl Into<Vec<u8>>) -> Self {
        self.root_certificates.push(der.into());
        self
    }

    /// Presents `chain_pem` (the client's certificate first) with its
    /// private key `key_pem` (PKCS#8, PKCS#1 or SEC1) to a server that asks
    /// for a client certificate (feature `tls`; a server made with
    /// [`crate::tls_config_with_client_auth`], `acp-wire serve
    /// --tls-client-ca`). A chain or key that does not parse, or that do not
    /// match, makes [`connect_with`] fail with `InvalidInput`.
    #[cfg(feature = "tls")]
    #[must_use]
    pub fn client_certificate(mut self, chain_pem: impl Into<Vec<u8>>, key_pem: impl Into<Vec<u8>>) -> Self {
        self.client_identity = Some((chain_pem.into(), key_pem.into()));
        self
    }
}

/// A transport to the remote agent at `url` (`ws://…` or `http://…`).
///
/// # Errors
/// An unusable URL (`InvalidInput`), TLS schemes without feature
/// `tls` (`Unsupported`), a failed TLS or WebSocket handshake. (Streamable HTTP makes its first request when the
/// client sends `initialize`; its failure ends the transport, with an
/// error response to `initialize`.)
pub async fn connect(url: &str) -> io::Result<Transport> {
    connect_with(url, ClientOptions::default()).await
}

/// [`connect`] with options.
///
/// # Errors
/// As [`connect`].
pub async fn connect_with(url: &str, options: ClientOptions) -> io::Result<Transport> {
    let uri: Uri = url.parse().map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, format!("{url}: {e}")))?;
    let scheme = uri.scheme_str().unwrap_or_default().to_ascii_lowercase();
    if uri.authority().is_none() {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, format!("{url}: no host")));
    }
    match scheme.as_str() {
        "ws" => ws::connect(uri, options).await,
        "http" => http::connect(uri, options),
        #[cfg(feature = "tls")]
        "wss" => ws::connect(uri, options).await,
        #[cfg(feature = "tls")]
        "https" => http::connect(uri, options),
        #[cfg(not(feature = "tls"))]
        "wss" | "https" => Err(io::Error::new(
            io::ErrorKind::Unsupported,
            format!("{url}: TLS ({scheme}://) needs acp-wire built with feature `tls`; or use ws:// or http:// (e.g. behind a TLS-terminating proxy)"),
        )),
        _ => Err(io::Error::new(io::ErrorKind::InvalidInput, format!("{url}: the scheme must be ws://, wss://, http:// or https://"))),
    }
}

/// `host:port` of a URI, with the scheme's default port.
pub(crate) fn host_port(uri: &Uri) -> String {
    let host = uri.host().unwrap_or_default();
    let tls = matches!(uri.scheme_str(), Some("wss" | "https"));
    let port = uri.port_u16().unwrap_or(if tls { 443 } else { 80 });
    if host.contains(':') && !host.starts_with('[') {
        format!("[{host}]:{port}")
    } else {
        format!("{host}:{port}")
    }
}
