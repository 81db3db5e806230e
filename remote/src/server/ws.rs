//! WebSocket: `GET` with `Upgrade: websocket` on the endpoint answers 101
//! with a fresh `Acp-Connection-Id` and carries the connection's messages
//! both ways, one text frame each; binary frames are ignored. A frame that
//! is not one JSON-RPC object is answered on the socket (-32700, or -32600
//! for a batch, as the TypeScript server does) and not passed on.
//!
//! Bounds (each ends the connection and its agent):
//!
//! | what the client does | close |
//! |---|---|
//! | a message (or frame) over `max_request_body` (or `max_message_size`) | 1009 (Message Too Big) |
//! | a text frame that is not UTF-8 | 1007 (Invalid frame payload data) |
//! | a message (with the other sockets' and the bodies being read) over the server's `max_input_bytes` | 1013 (Try Again Later) |
//! | a message started and not complete within `message_timeout` (a partial frame, a fragmented message never finished, however many pings come between) | 1008 |
//! | nothing at all (not even a pong to the server's pings) for `idle_timeout` | 1001 |
//! | pings whose pongs it does not read for `output_stall` | 1008 |
//! | output it does not read for `output_stall` | 1008 |
//!
//! Backpressure: agent output is sent one frame at a time; a frame the
//! client does not take within `output_stall` closes the socket (1008) and
//! the connection. Frames from the client are passed to the agent one at a
//! time, so a client that floods is held back by TCP. The write buffer is
//! bounded (tungstenite's `max_write_buffer_size`: what one agent message
//! needs), and after a ping the server waits until its pong is written
//! before it reads on, so a client that pings and never reads holds no
//! more than the sockets' buffers.
//!
//! Liveness: the server pings a socket that was quiet for a quarter of
//! `idle_timeout`; a client's pongs (which WebSocket libraries send by
//! themselves) keep it open, a silent socket releases its slot.

use std::io;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{FutureExt, SinkExt, StreamExt};
use http::{header, HeaderMap, HeaderValue, Response, StatusCode};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::sync::{Mutex, OwnedSemaphorePermit};
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::{CloseFrame, Role, WebSocketConfig};
use tokio_tungstenite::tungstenite::{Message, Utf8Bytes};
use tokio_tungstenite::WebSocketStream;

use super::agents::AgentLink;
use super::stream::BoxIo;
use super::response::{empty, text, Body};
use super::http::has_token;
use super::shared::Shared;
use super::budget::{Budget, Reservation};
use crate::bridge::{self, LineSink, Lines};
use crate::message::{not_object_reply, peek};
use crate::headers::HEADER_CONNECTION_ID;
use acp_wire::rpc::CancelToken;

type Socket = WebSocketStream<Counted>;
type Sink = Arc<Mutex<SplitSink<Socket, Message>>>;

/// Most agent messages sent in one write (see [`outbound`]).
const BATCH: usize = 64;
/// How often [`outbound`] yields to the agent to grow a batch (it stops
/// at the first yield that brought nothing).
const YIELDS: usize = 4;
/// The socket's read buffer: tungstenite zeroes all of it at the first
/// read, so its default (128 KiB) would be resident memory of every idle
/// connection. Client messages are small; a larger one grows the buffer
/// to its size and is read 4 KiB per call.
const READ_BUFFER: usize = 4 * 1024;

/// Whether a GET asks for a WebSocket.
pub(crate) fn is_upgrade(headers: &HeaderMap) -> bool {
    has_token(headers, header::UPGRADE, "websocket")
}

/// An accepted upgrade: the socket to serve once the 101 is written.
pub(crate) struct Accepted {
    link: AgentLink,
    limits: super::limits::RemoteLimits,
    budget: Arc<Budget>,
    permit: OwnedSemaphorePermit,
    id: String,
    shutdown: CancelToken,
}

impl Accepted {
    /// Serves the WebSocket on `io` (the stream after the 101) until it ends.
    pub(crate) async fn serve(self, io: BoxIo) {
        let limits = self.limits;
        let inbound_max = limits.max_request_body.min(limits.max_message_size);
        let defaults = WebSocketConfig::default();
        // Room for one agent message (and a pong) besides what is batched.
        let max_write = defaults.write_buffer_size.saturating_add(limits.max_message_size).saturating_add(1024);
        let config = defaults
            .read_buffer_size(READ_BUFFER)
            .max_message_size(Some(inbound_max))
            .max_frame_size(Some(inbound_max))
            .max_write_buffer_size(max_write);
        let seen = Arc::new(AtomicU64::new(0));
        let hold = Arc::new(Reservation::new(&self.budget));
        let io = Counted { io, seen: Arc::clone(&seen), hold: Arc::clone(&hold) };
        let socket = WebSocketStream::from_raw_socket(io, Role::Server, Some(config)).await;
        let watch = Watch { seen, hold, idle: limits.idle_timeout, message_timeout: limits.message_timeout };
        serve(socket, self.link, limits.output_stall, limits.max_message_size, watch, self.permit, &self.id, self.shutdown).await;
    }
}

/// The socket's stream, counting the bytes read from it: a message has
/// started when more arrived than the messages so far took. What it reads
/// is reserved from the server's budget until `inbound` sees the message
/// complete; a read the budget has no room for fails ([`OVER_BUDGET`]).
pub(crate) struct Counted {
    io: BoxIo,
    seen: Arc<AtomicU64>,
    hold: Arc<Reservation>,
}

/// The error of a read past the server's `max_input_bytes`.
const OVER_BUDGET: &str = "acp-wire: max_input_bytes exhausted";

impl AsyncRead for Counted {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, out: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let before = out.filled().len();
        let r = Pin::new(&mut self.io).poll_read(cx, out);
        let n = out.filled().len() - before;
        if n > 0 {
            self.seen.fetch_add(n as u64, Ordering::Relaxed);
            if !self.hold.add(n) {
                return Poll::Ready(Err(io::Error::other(OVER_BUDGET)));
            }
        }
        r
    }
}

impl AsyncWrite for Counted {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, b: &[u8]) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.io).poll_write(cx, b)
    }

    fn poll_write_vectored(mut self: Pin<&mut Self>, cx: &mut Context<'_>, b: &[io::IoSlice<'_>]) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.io).poll_write_vectored(cx, b)
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}

/// What the inbound side watches besides the messages.
struct Watch {
    /// Bytes read from the socket so far.
    seen: Arc<AtomicU64>,
    /// What the bytes of the message under way hold of the server's budget.
    hold: Arc<Reservation>,
    idle: Option<Duration>,
    message_timeout: Duration,
}

/// Checks an upgrade request: the 101 to answer and the socket to serve
/// after it, or the refusal (400, 426, 503 at `max_connections`).
pub(crate) fn accept(shared: &Arc<Shared>, headers: &HeaderMap) -> Result<(Response<Body>, Accepted), Box<Response<Body>>> {
    if !has_token(headers, header::CONNECTION, "upgrade") {
        return Err(Box::new(text(StatusCode::BAD_REQUEST, "WebSocket upgrade without Connection: upgrade")));
    }
    if headers.get(header::SEC_WEBSOCKET_VERSION).and_then(|v| v.to_str().ok()) != Some("13") {
        let mut r = text(StatusCode::UPGRADE_REQUIRED, "Unsupported Sec-WebSocket-Version");
        r.headers_mut().insert(header::SEC_WEBSOCKET_VERSION, HeaderValue::from_static("13"));
        return Err(Box::new(r));
    }
    let Some(key) = headers.get(header::SEC_WEBSOCKET_KEY) else {
        return Err(Box::new(text(StatusCode::BAD_REQUEST, "Missing Sec-WebSocket-Key")));
    };
    let accept = derive_accept_key(key.as_bytes());
    let (permit, link) = shared.admit()?;
    let id = super::registry::new_id();
    let mut r = empty(StatusCode::SWITCHING_PROTOCOLS);
    let h = r.headers_mut();
    h.insert(header::UPGRADE, HeaderValue::from_static("websocket"));
    h.insert(header::CONNECTION, HeaderValue::from_static("Upgrade"));
    if let Ok(v) = HeaderValue::from_str(&accept) {
        h.insert(header::SEC_WEBSOCKET_ACCEPT, v);
    }
    if let Ok(v) = HeaderValue::from_str(&id) {
        h.insert(HEADER_CONNECTION_ID, v);
    }
    // A browser fails the handshake unless one protocol it offered is selected.
    if let Some(bearer) = super::access::bearer_protocols(headers).next() {
        let chosen = if super::access::offered_protocols(headers).any(|p| p == "acp") { "acp" } else { bearer };
        if let Ok(v) = HeaderValue::from_str(chosen) {
            h.insert(header::SEC_WEBSOCKET_PROTOCOL, v);
        }
    }
    Ok((r, Accepted { link, limits: shared.limits.clone(), budget: Arc::clone(&shared.budget), permit, id, shutdown: shared.shutdown.clone() }))
}

/// How a socket ended, for its close frame.
struct Close(CloseCode, &'static str);

/// The reason of a socket the client closed with a close frame: the reply
/// to it is already queued (tungstenite answers a close frame it reads),
/// and only needs writing.
const CLIENT_CLOSED: &str = "the client closed";

#[allow(clippy::too_many_arguments)]
async fn serve(
    socket: Socket,
    link: AgentLink,
    stall: Duration,
    max: usize,
    watch: Watch,
    permit: OwnedSemaphorePermit,
    id: &str,
    shutdown: CancelToken,
) {
    let (transport, guard) = link.into_parts();
    let (lines, to_agent) = bridge::split(transport, max);
    let (sink, stream) = socket.split();
    let sink: Sink = Arc::new(Mutex::new(sink));
    let close = tokio::select! {
        c = outbound(lines, Arc::clone(&sink), stall) => c,
        c = inbound(stream, to_agent, Arc::clone(&sink), stall, watch) => c,
        () = shutdown.cancelled() => Close(CloseCode::Away, "the server is shutting down"),
    };
    if matches!(close.0, CloseCode::Policy | CloseCode::Size | CloseCode::Invalid | CloseCode::Again) {
        tracing::warn!(connection = %id, reason = close.1, "acp-wire remote: closing the WebSocket");
    }
    let mut sink = sink.lock().await;
    if close.1 == CLIENT_CLOSED {
        // RFC 6455 §5.5.1: the endpoint MUST send a close frame in response.
        let _ = tokio::time::timeout(Duration::from_secs(1), sink.flush()).await;
    } else {
        let frame = CloseFrame { code: close.0, reason: close.1.into() };
        let _ = tokio::time::timeout(Duration::from_secs(1), sink.send(Message::Close(Some(frame)))).await;
    }
    drop(sink);
    drop(guard);
    drop(permit);
}

/// Sends `m`, giving up after `stall`.
async fn send(sink: &Sink, m: Message, stall: Duration) -> Result<(), Close> {
    let mut s = sink.lock().await;
    match tokio::time::timeout(stall, s.send(m)).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(_)) => Err(Close(CloseCode::Away, "send failed")),
        Err(_) => Err(Close(CloseCode::Policy, "output stalled: the client read nothing for output_stall")),
    }
}

/// Agent -> client. A message is sent with whatever else the agent has
/// already written (up to [`BATCH`] messages), flushed together: one write
/// to the socket per batch instead of one per message; the stall timeout
/// covers the batch.
async fn outbound(mut lines: Lines, sink: Sink, stall: Duration) -> Close {
    loop {
        let first = match lines.next().await {
            Ok(Some(m)) => m,
            Ok(None) | Err(_) => return Close(CloseCode::Normal, "the agent ended the connection"),
        };
        let mut s = sink.lock().await;
        let mut ended = false;
        let batch = async {
            s.feed(frame(first)).await?;
            let (mut n, mut yields) = (1, 0);
            'batch: while n < BATCH {
                // `Lines::next` is cancel-safe: a message not yet complete stays buffered.
                match lines.next().now_or_never() {
                    Some(Ok(Some(m))) => {
                        s.feed(frame(m)).await?;
                        n += 1;
                        continue 'batch;
                    }
                    Some(Ok(None) | Err(_)) => {
                        ended = true;
                        break 'batch;
                    }
                    None => {}
                }
                // Nothing more yet: let the agent run (a streaming agent
                // yields every ~1 KiB it queues) and take what it wrote
                // since, so that a burst goes out in one write.
                if yields == YIELDS {
                    break;
                }
                yields += 1;
                let before = n;
                tokio::task::yield_now().await;
                while n < BATCH {
                    match lines.next().now_or_never() {
                        Some(Ok(Some(m))) => {
                            s.feed(frame(m)).await?;
                            n += 1;
                        }
                        Some(Ok(None) | Err(_)) => {
                            ended = true;
                            break 'batch;
                        }
                        None => break,
                    }
                }
                if n == before {
                    break;
                }
            }
            s.flush().await
        };
        match tokio::time::timeout(stall, batch).await {
            Ok(Ok(())) => {}
            Ok(Err(_)) => return Close(CloseCode::Away, "send failed"),
            Err(_) => return Close(CloseCode::Policy, "output stalled: the client read nothing for output_stall"),
        }
        if ended {
            return Close(CloseCode::Normal, "the agent ended the connection");
        }
    }
}

/// A message of the agent as a text frame (no copy when it is UTF-8).
fn frame(m: bytes::Bytes) -> Message {
    match Utf8Bytes::try_from(m.clone()) {
        Ok(t) => Message::Text(t),
        Err(_) => Message::text(String::from_utf8_lossy(&m).into_owned()),
    }
}

/// Bytes a client's control frame (ping, pong) takes on the wire: a
/// 2-byte header and a 4-byte mask (clients mask every frame; a control
/// payload is at most 125 bytes, so no extended length).
fn control_frame_len(payload: usize) -> u64 {
    6 + payload as u64
}

/// Client -> agent, with the bounds of the module's table.
async fn inbound(mut stream: SplitStream<Socket>, mut to_agent: LineSink, sink: Sink, stall: Duration, watch: Watch) -> Close {
    // Ping a socket quiet for a quarter of idle_timeout; look at a started
    // message twice per message_timeout.
    let mut every = watch.message_timeout / 2;
    if let Some(idle) = watch.idle {
        every = every.min(idle / 4);
    }
    let every = every.max(Duration::from_millis(10));
    let mut tick = tokio::time::interval_at(Instant::now() + every, every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let seen = || watch.seen.load(Ordering::Relaxed);
    // Bytes of the messages (and control frames) received so far; when
    // fewer than `seen`, a message has started, since `started`.
    let mut accounted = seen();
    let mut started: Option<Instant> = None;
    // The byte count when it last changed, and when.
    let mut heard = (seen(), Instant::now());
    let close = loop {
        // Only the bytes of a message not complete yet stay reserved.
        watch.hold.shrink_to(usize::try_from(seen().saturating_sub(accounted)).unwrap_or(usize::MAX));
        let frame = tokio::select! {
            f = stream.next() => f,
            _ = tick.tick() => {
                let (now, n) = (Instant::now(), seen());
                if n != heard.0 {
                    heard = (n, now);
                }
                if watch.idle.is_some_and(|idle| now - heard.1 >= idle) {
                    break Close(CloseCode::Away, "idle: nothing received for idle_timeout");
                }
                if n > accounted {
                    let since = *started.get_or_insert(now);
                    if now - since >= watch.message_timeout {
                        break Close(CloseCode::Policy, "a message not complete within message_timeout");
                    }
                } else {
                    started = None;
                }
                if watch.idle.is_some() && now - heard.1 >= every {
                    // Skipped while the agent's output holds the socket.
                    if let Ok(mut s) = sink.try_lock() {
                        match tokio::time::timeout(stall, s.send(Message::Ping(bytes::Bytes::new()))).await {
                            Ok(Ok(())) => {}
                            Ok(Err(_)) => break Close(CloseCode::Away, "send failed"),
                            Err(_) => break Close(CloseCode::Policy, "output stalled: the client read nothing for output_stall"),
                        }
                    }
                }
                continue;
            }
        };
        match frame {
            Some(Ok(Message::Text(t))) => {
                (accounted, started) = (seen(), None);
                match peek(t.as_bytes()) {
                    Ok(_) => {
                        if to_agent.send(t.as_bytes()).await.is_err() {
                            break Close(CloseCode::Normal, "the agent ended the connection");
                        }
                    }
                    Err(why) => {
                        if let Err(c) = send(&sink, Message::text(not_object_reply(why)), stall).await {
                            break c;
                        }
                    }
                }
            }
            Some(Ok(Message::Binary(_))) => {
                (accounted, started) = (seen(), None);
                tracing::debug!("acp-wire remote: ignored a binary WebSocket frame");
            }
            Some(Ok(Message::Ping(p))) => {
                // A ping between the fragments of a message does not end it.
                accounted = (accounted + control_frame_len(p.len())).min(seen());
                // tungstenite queued the pong: read on only once it is
                // written, so that unread pongs cannot pile up.
                let mut s = sink.lock().await;
                match tokio::time::timeout(stall, s.flush()).await {
                    Ok(Ok(())) => {}
                    Ok(Err(_)) => break Close(CloseCode::Away, "send failed"),
                    Err(_) => break Close(CloseCode::Policy, "pongs stalled: the client read nothing for output_stall"),
                }
            }
            Some(Ok(Message::Pong(p))) => accounted = (accounted + control_frame_len(p.len())).min(seen()),
            Some(Ok(Message::Close(_))) => break Close(CloseCode::Normal, CLIENT_CLOSED),
            None => break Close(CloseCode::Normal, ""),
            Some(Ok(Message::Frame(_))) => {}
            Some(Err(tokio_tungstenite::tungstenite::Error::Capacity(e))) => {
                tracing::debug!(error = %e, "acp-wire remote: a WebSocket message over the bound");
                break Close(CloseCode::Size, "message over max_request_body");
            }
            Some(Err(tokio_tungstenite::tungstenite::Error::Io(e))) if e.to_string() == OVER_BUDGET => {
                break Close(CloseCode::Again, "server busy: messages being received exceed max_input_bytes");
            }
            Some(Err(tokio_tungstenite::tungstenite::Error::Utf8(_))) => {
                break Close(CloseCode::Invalid, "a text frame that is not UTF-8");
            }
            Some(Err(e)) => {
                tracing::debug!(error = %e, "acp-wire remote: WebSocket read failed");
                break Close(CloseCode::Protocol, "read failed");
            }
        }
    };
    to_agent.close().await;
    close
}
