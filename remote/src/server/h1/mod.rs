//! HTTP/1.1 connections, served by hand on `httparse` rather than by
//! hyper's HTTP/1 server.
//!
//! Why not hyper here: a Streamable HTTP session keeps up to three HTTP/1.1
//! connections open (POSTs, the connection's SSE stream, a session's), and
//! hyper gives each an 8 KiB read buffer and a write buffer of 8–16 KiB
//! that stay allocated while the connection idles or streams; its minimum
//! (`max_buf_size` cannot go below 8 KiB) alone is more than the server's
//! whole budget for an idle session (16 KiB, issue 15). This loop holds no
//! buffer between requests or while a response streams: reads go through a
//! stack buffer (`stream.rs`), request heads and bodies are parsed from the
//! bytes that arrived and dropped once handled. HTTP/2 (h2c and TLS ALPN
//! `h2`) stays with hyper, where one connection carries a whole session.
//!
//! | rule | here |
//! |---|---|
//! | persistence | HTTP/1.1 keep-alive unless `Connection: close`; HTTP/1.0 only with `Connection: keep-alive` |
//! | pipelining | requests are answered in order; bytes of the next one are kept while a response streams (up to a head's size) |
//! | `Expect: 100-continue` | `100 Continue` before reading the body, unless the request is refused first |
//! | an idle connection | closed after `idle_timeout` (default 5 min) without a request |
//! | a slow head | 408 and closed when a started head is not complete within `head_timeout` (30 s) |
//! | a slow body | closed after [`body::BODY_STALL`] without progress |
//! | a chunked body | strict chunk sizes (hex digits only), extensions and trailers bounded (16 KiB each, as hyper), wire bytes dropped as decoded (`body.rs`) |
//! | a body when the server's `max_input_bytes` has no room for it | 503 and closed (a length body before it is read or `100 Continue` sent) |
//! | a refused request with an unread body | answered with `Connection: close`, then closed |
//! | a response the client does not read | closed after `output_stall` without progress |
//! | upgrade | `Upgrade: websocket` on the endpoint: 101, then the WebSocket owns the stream |

pub(crate) mod body;
pub(crate) mod head;
mod write;

use std::sync::Arc;
use std::time::Duration;

use http::{Method, StatusCode};
use tokio::io::AsyncWriteExt;

use super::stream::{read_some, BoxIo, Prefixed, ServerIo};
use super::response::text;
use super::budget::Reservation;
use super::shared::Shared;
use head::{Bad, Framing};
use write::Asked;

/// How long a connection may sit between requests when the limits set no
/// `idle_timeout`.
const IDLE_DEFAULT: Duration = Duration::from_secs(5 * 60);

/// What waiting for a request head gave.
enum Next {
    /// Boxed: a head (~250 B of `Parts`) inline would widen every
    /// connection's future for its whole life.
    Head(Box<head::Head>),
    /// The client closed (or idled out) between requests.
    Closed,
    /// Answer this and close.
    Refuse(StatusCode, &'static str),
}

/// Waits for the next request head; `buf` holds bytes already read.
async fn next_head<S: ServerIo>(io: &mut S, buf: &mut Vec<u8>, idle: Duration, head_timeout: Duration) -> Next {
    let mut deadline = None;
    loop {
        if !buf.is_empty() {
            match head::parse(buf) {
                Ok(Some((h, used))) => {
                    buf.drain(..used);
                    if buf.is_empty() {
                        // Between requests the connection holds no buffer.
                        *buf = Vec::new();
                    }
                    return Next::Head(Box::new(h));
                }
                Ok(None) => {}
                Err(Bad::TooLarge) => return Next::Refuse(StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE, "Request head too large"),
                Err(Bad::Invalid(why)) => return Next::Refuse(StatusCode::BAD_REQUEST, why),
            }
        }
        let until = *deadline.get_or_insert_with(|| tokio::time::Instant::now() + if buf.is_empty() { idle } else { head_timeout });
        match tokio::time::timeout_at(until, read_some(io, buf)).await {
            Ok(Ok(n)) if n > 0 => {
                if buf.len() == n {
                    // The first bytes of a head: from now on it has head_timeout.
                    deadline = Some(tokio::time::Instant::now() + head_timeout);
                }
            }
            Ok(_) => return Next::Closed,
            Err(_) if buf.is_empty() => return Next::Closed,
            Err(_) => return Next::Refuse(StatusCode::REQUEST_TIMEOUT, "Request head timed out"),
        }
    }
}

/// What one request left the connection with.
enum Flow {
    /// Serve the next request.
    Next,
    /// Stream this body (an SSE stream), then go on as it says.
    Stream(write::Streaming),
    /// Close the connection.
    Close,
    /// The 101 was written: the connection is this WebSocket's now.
    /// Boxed: a socket's state would widen every `Flow`.
    Upgrade(Box<super::ws::Accepted>),
}

impl From<std::io::Result<bool>> for Flow {
    fn from(r: std::io::Result<bool>) -> Self {
        if matches!(r, Ok(true)) {
            Flow::Next
        } else {
            Flow::Close
        }
    }
}

/// Serves HTTP/1.1 on `io` until the client closes; `buf`: bytes already read.
///
/// A future is as large as its largest state, and a connection spends its
/// life either waiting for the next head (a keep-alive POST connection) or
/// streaming a response (an SSE stream). So the work of a request (routing,
/// its body, a fixed response) is one boxed future that is gone once the
/// request is answered, and a stream is driven by a small one of its own:
/// an idle connection holds a few hundred bytes.
pub(crate) async fn serve<S: ServerIo + 'static>(shared: Arc<Shared>, mut io: S, mut buf: Vec<u8>, local: std::net::SocketAddr) {
    let idle = shared.limits.idle_timeout.unwrap_or(IDLE_DEFAULT);
    let stall = shared.limits.output_stall;
    loop {
        let flow = match next_head(&mut io, &mut buf, idle, shared.limits.head_timeout).await {
            Next::Head(h) => Box::pin(request(&shared, &mut io, &mut buf, h, local)).await,
            Next::Closed => Flow::Close,
            Next::Refuse(status, why) => {
                let asked = Asked { version: http::Version::HTTP_11, head_only: false, keep_alive: false };
                let _ = Box::pin(write::respond(&mut io, &mut buf, text(status, why), asked, stall)).await;
                Flow::Close
            }
        };
        let go_on = match flow {
            Flow::Next => true,
            Flow::Stream(streaming) => matches!(Box::pin(streaming.run(&mut io, &mut buf, stall)).await, Ok(true)),
            Flow::Close => false,
            Flow::Upgrade(socket) => {
                let io: BoxIo = Box::new(Prefixed::new(buf, io));
                // Its own task: a WebSocket's state would otherwise be part
                // of every HTTP/1.1 connection's task.
                tokio::spawn((*socket).serve(io));
                return;
            }
        };
        if !go_on {
            break;
        }
        if buf.is_empty() {
            buf = Vec::new();
        }
    }
    let _ = tokio::time::timeout(Duration::from_secs(1), io.shutdown()).await;
}

/// Serves one request whose head arrived: routing, body, the response's
/// head (and a fixed body); a streamed body is handed back.
async fn request<S: ServerIo + 'static>(shared: &Arc<Shared>, io: &mut S, buf: &mut Vec<u8>, h: Box<head::Head>, local: std::net::SocketAddr) -> Flow {
    let stall = shared.limits.output_stall;
    let head::Head { parts, framing, keep_alive, expect_continue } = *h;
    if let Some(refused) = super::dispatch::precheck(shared, &parts, local) {
        // The body (if any) is not read: the connection cannot go on after it.
        let keep = keep_alive && framing == Framing::Empty;
        return write::respond(io, buf, refused, Asked::of(&parts, keep), stall).await.into();
    }
    if parts.method == Method::GET && super::ws::is_upgrade(&parts.headers) && framing == Framing::Empty {
        return match super::ws::accept(shared, &parts.headers) {
            Ok((switching, socket)) => match write::switching(io, switching).await {
                Ok(()) => Flow::Upgrade(Box::new(socket)),
                Err(_) => Flow::Close,
            },
            Err(refused) => write::respond(io, buf, *refused, Asked::of(&parts, keep_alive), stall).await.into(),
        };
    }
    let max = shared.limits.max_request_body;
    // The server-wide budget: a length body reserves its length before the
    // 100 Continue (a refused one is never sent), a chunked one as it goes.
    let hold = Reservation::new(&shared.budget);
    let fits = match framing {
        Framing::Length(n) if n <= max as u64 => hold.grow_to(n as usize),
        _ => true,
    };
    if fits && expect_continue && framing != Framing::Empty && !matches!(framing, Framing::Length(n) if n > max as u64) && write::continue_100(io).await.is_err() {
        return Flow::Close;
    }
    let read = if fits { body::read(io, buf, framing, max, &hold).await } else { Err(body::Fail::Busy) };
    let body = match read {
        Ok(b) => b,
        Err(body::Fail::Gone) => return Flow::Close,
        Err(fail) => {
            drop(hold);
            let r = match fail {
                body::Fail::TooLarge => super::http::too_large(max),
                body::Fail::Busy => super::http::busy(shared.limits.max_input_bytes),
                _ => text(StatusCode::BAD_REQUEST, "Invalid chunked request body"),
            };
            let _ = write::respond(io, buf, r, Asked::of(&parts, false), stall).await;
            return Flow::Close;
        }
    };
    let asked = Asked::of(&parts, keep_alive);
    let response = Box::pin(super::dispatch::handle(Arc::clone(shared), parts, body)).await;
    // Handled: what the body held goes back before its answer is written.
    drop(hold);
    match write::start(io, response, asked, stall).await {
        Ok(write::Started::Done(keep)) => Ok(keep).into(),
        Ok(write::Started::Stream(streaming)) => Flow::Stream(streaming),
        Err(_) => Flow::Close,
    }
}
