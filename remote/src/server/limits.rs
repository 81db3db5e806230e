//! The server's bounds, modelled on the TypeScript SDK's `ConnectionLimits`
//! (same defaults where it has the limit) plus the HTTP-level ones.

use std::time::Duration;

/// What one remote connection, and the server as a whole, may hold.
///
/// | limit | default | when exceeded |
/// |---|---|---|
/// | `max_output_bytes` | 64 MiB | per connection: output queued for a client that has not read it; past it the agent output waits (and so does the agent); POSTs of requests wait for room |
/// | `output_stall` | 60 s | output waited that long with nothing read: the connection is closed (SSE streams end with an error, WebSocket close 1008) |
/// | `max_buffered_session_streams` | 1024 | a connection with more session streams holding output nobody reads is closed |
/// | `max_id_length` | 1024 | a request id or session id longer than this: 400 |
/// | `max_request_body` | 4 MiB | the largest message a client sends: a POST body over it gets 413, a WebSocket message (or frame) over it closes the socket with 1009 (Message Too Big). ACP's client-to-agent messages are small; a prompt carrying large images may need more |
/// | `max_input_bytes` | 64 MiB | server-wide: request bodies being read and WebSocket messages being assembled, all connections together. A new body that does not fit gets 503 (not read); a WebSocket message that does not fit closes its socket with 1013 (Try Again Later) |
/// | `max_connections` | 1024 | a new connection (initialize POST, WebSocket upgrade): 503 |
/// | `max_message_size` | 64 MiB | an agent message over it is skipped; a client's WebSocket message over it (or over `max_request_body`) closes the socket with 1009 |
/// | `head_timeout` | 30 s | an HTTP/1.1 request head that started arriving and is not complete after this long (a slow-loris client): 408 and the TCP connection is closed |
/// | `idle_timeout` | 5 min | a Streamable HTTP connection that had no request and no open SSE stream for that long (a client that vanished without DELETE) is closed and its agent shut down; later requests with its id get 404. A WebSocket from which nothing (not even a pong) arrived for that long is closed (1001); the server pings a quiet socket every quarter of it, so a live client's pongs keep it open. `None`: never |
/// | `message_timeout` | 60 s | a WebSocket message (or frame) that started arriving and is not complete after this long (a message trickled or never finished): the socket is closed (1008) |
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct RemoteLimits {
    /// Output bytes a connection buffers for its client.
    pub max_output_bytes: usize,
    /// How long output may wait for a client that reads none of it.
    pub output_stall: Duration,
    /// Session streams with buffered output and no reader, per connection.
    pub max_buffered_session_streams: usize,
    /// Longest request id (string) or session id, in characters.
    pub max_id_length: usize,
    /// Largest POST body.
    pub max_request_body: usize,
    /// Bytes of request bodies and WebSocket messages being received,
    /// across the whole server.
    pub max_input_bytes: usize,
    /// Open remote connections, HTTP and WebSocket together.
    pub max_connections: usize,
    /// Largest single message either way.
    pub max_message_size: usize,
    /// How long a Streamable HTTP connection may go without a request and
    /// without an open stream before it is closed (`None`: never). Also
    /// how long a TCP connection may sit without a request.
    pub idle_timeout: Option<Duration>,
    /// How long an HTTP/1.1 request head may take once it started.
    pub head_timeout: Duration,
    /// How long a client's WebSocket message may take once it started.
    pub message_timeout: Duration,
}

impl Default for RemoteLimits {
    fn default() -> Self {
        RemoteLimits {
            max_output_bytes: 64 * 1024 * 1024,
            output_stall: Duration::from_secs(60),
            max_buffered_session_streams: 1024,
            max_id_length: 1024,
            max_request_body: 4 * 1024 * 1024,
            max_input_bytes: 64 * 1024 * 1024,
            max_connections: 1024,
            max_message_size: acp_wire::transport::DEFAULT_MAX_MESSAGE_SIZE,
            idle_timeout: Some(Duration::from_secs(5 * 60)),
            head_timeout: Duration::from_secs(30),
            message_timeout: Duration::from_secs(60),
        }
    }
}

impl RemoteLimits {
    /// The defaults (the table above).
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets `max_output_bytes`.
    #[must_use]
    pub fn max_output_bytes(mut self, n: usize) -> Self {
        self.max_output_bytes = n.max(1);
        self
    }

    /// Sets `output_stall`.
    #[must_use]
    pub fn output_stall(mut self, d: Duration) -> Self {
        self.output_stall = d;
        self
    }

    /// Sets `max_buffered_session_streams`.
    #[must_use]
    pub fn max_buffered_session_streams(mut self, n: usize) -> Self {
        self.max_buffered_session_streams = n;
        self
    }

    /// Sets `max_id_length`.
    #[must_use]
    pub fn max_id_length(mut self, n: usize) -> Self {
        self.max_id_length = n;
        self
    }

    /// Sets `max_request_body`.
    #[must_use]
    pub fn max_request_body(mut self, n: usize) -> Self {
        self.max_request_body = n;
        self
    }

    /// Sets `max_input_bytes` (the server-wide budget of bytes being received).
    #[must_use]
    pub fn max_input_bytes(mut self, n: usize) -> Self {
        self.max_input_bytes = n;
        self
    }

    /// Sets `max_connections`.
    #[must_use]
    pub fn max_connections(mut self, n: usize) -> Self {
        self.max_connections = n;
        self
    }

    /// Sets `max_message_size`.
    #[must_use]
    pub fn max_message_size(mut self, n: usize) -> Self {
        self.max_message_size = n;
        self
    }

    /// Sets `head_timeout`.
    #[must_use]
    pub fn head_timeout(mut self, d: Duration) -> Self {
        self.head_timeout = d;
        self
    }

    /// Sets `message_timeout`.
    #[must_use]
    pub fn message_timeout(mut self, d: Duration) -> Self {
        self.message_timeout = d;
        self
    }

    /// Sets `idle_timeout` (`None`: idle connections are kept until DELETE
    /// or the server's shutdown).
    #[must_use]
    pub fn idle_timeout(mut self, d: impl Into<Option<Duration>>) -> Self {
        self.idle_timeout = d.into();
        self
    }
}
