//! Writing a response: the head, then a fixed body (`Content-Length`) or a
//! streamed one (chunked; an SSE stream) until it ends.
//!
//! While a body streams, the connection is also read, so that a client
//! that goes away ends the stream (and frees its reader, so a reconnecting
//! client's GET is not answered 409) as soon as the socket says so. A write
//! that makes no progress for `output_stall` ends the connection: a client
//! that stops reading does not keep it (and what it holds) forever.

use std::cell::RefCell;
use std::io;
use std::time::{Duration, SystemTime};

use bytes::Bytes;
use http::{header, HeaderMap, Method, Response, StatusCode, Version};
use http_body_util::BodyExt;
use hyper::body::Body as _;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt};

use super::head::MAX_HEAD;
use crate::server::stream::{read_some, write_all_parts};
use crate::server::response::Body;

/// What the response depends on in its request.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Asked {
    pub version: Version,
    pub head_only: bool,
    /// The connection may stay open (the client's wish, and ours).
    pub keep_alive: bool,
}

impl Asked {
    pub(crate) fn of(parts: &http::request::Parts, keep_alive: bool) -> Self {
        Asked { version: parts.version, head_only: parts.method == Method::HEAD, keep_alive }
    }
}

thread_local! {
    /// The `Date` header value and the second it is for.
    static DATE: RefCell<(u64, Vec<u8>)> = const { RefCell::new((u64::MAX, Vec::new())) };
}

/// The current `Date` value (RFC 9110 §6.6.1: an origin server with a
/// clock sends one), formatted once per second per thread.
fn date(out: &mut Vec<u8>) {
    let now = SystemTime::now();
    let secs = now.duration_since(SystemTime::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or_default();
    DATE.with_borrow_mut(|(at, text)| {
        if *at != secs {
            *at = secs;
            *text = httpdate::fmt_http_date(now).into_bytes();
        }
        out.extend_from_slice(text);
    });
}

fn head(status: StatusCode, headers: &HeaderMap, extra: &[(&str, &[u8])]) -> Vec<u8> {
    let mut h = Vec::with_capacity(256);
    h.extend_from_slice(b"HTTP/1.1 ");
    h.extend_from_slice(status.as_str().as_bytes());
    h.push(b' ');
    h.extend_from_slice(status.canonical_reason().unwrap_or("").as_bytes());
    h.extend_from_slice(b"\r\ndate: ");
    date(&mut h);
    h.extend_from_slice(b"\r\n");
    for (name, value) in headers {
        h.extend_from_slice(name.as_str().as_bytes());
        h.extend_from_slice(b": ");
        h.extend_from_slice(value.as_bytes());
        h.extend_from_slice(b"\r\n");
    }
    for (name, value) in extra {
        h.extend_from_slice(name.as_bytes());
        h.extend_from_slice(b": ");
        h.extend_from_slice(value);
        h.extend_from_slice(b"\r\n");
    }
    h.extend_from_slice(b"\r\n");
    h
}

/// `HTTP/1.1 100 Continue`.
pub(crate) async fn continue_100<S: AsyncWrite + Unpin>(io: &mut S) -> io::Result<()> {
    io.write_all(b"HTTP/1.1 100 Continue\r\n\r\n").await?;
    io.flush().await
}

/// Writes the head of a `101 Switching Protocols` (no body follows).
pub(crate) async fn switching<S: AsyncWrite + Unpin>(io: &mut S, r: Response<Body>) -> io::Result<()> {
    // The head is built before the first await: the body type is not `Sync`.
    let h = head(r.status(), r.headers(), &[]);
    drop(r);
    io.write_all(&h).await?;
    io.flush().await
}

/// Writes `r`; `Ok(true)` when the connection can serve another request.
/// `buf` gets what the client sends meanwhile (a pipelined request).
pub(crate) async fn respond<S>(io: &mut S, buf: &mut Vec<u8>, r: Response<Body>, asked: Asked, stall: Duration) -> io::Result<bool>
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    match start(io, r, asked, stall).await? {
        Started::Done(keep) => Ok(keep),
        Started::Stream(streaming) => streaming.run(io, buf, stall).await,
    }
}

/// What [`start`] did.
pub(crate) enum Started {
    /// The whole response was written; whether the connection goes on.
    Done(bool),
    /// The head was written; the body streams with [`Streaming::run`].
    Stream(Streaming),
}

/// A response body still to stream (an SSE stream), after its head.
pub(crate) struct Streaming {
    body: Body,
    chunked: bool,
    keep: bool,
}

/// Writes a fixed response whole, or a streamed one's head.
pub(crate) async fn start<S: AsyncWrite + Unpin>(io: &mut S, r: Response<Body>, asked: Asked, stall: Duration) -> io::Result<Started> {
    let (parts, body) = r.into_parts();
    let mut headers = parts.headers;
    headers.remove(header::CONTENT_LENGTH);
    headers.remove(header::TRANSFER_ENCODING);
    let mut keep = asked.keep_alive;
    let close: &[(&str, &[u8])] = &[("connection", b"close")];
    if let Some(n) = body.size_hint().exact() {
        // A fixed body (every response but an SSE stream).
        let data = if body.is_end_stream() { Bytes::new() } else { collect(body).await? };
        let len = data.len().to_string();
        debug_assert_eq!(data.len() as u64, n);
        let mut extra: Vec<(&str, &[u8])> = vec![("content-length", len.as_bytes())];
        if !keep {
            extra.extend_from_slice(close);
        }
        let h = head(parts.status, &headers, &extra);
        let data: &[u8] = if asked.head_only { &[] } else { &data };
        timed(stall, write_all_parts(io, &[&h, data])).await?;
        io.flush().await?;
        return Ok(Started::Done(keep));
    }
    // A stream: chunked to HTTP/1.1, to HTTP/1.0 until the connection closes.
    let chunked = asked.version == Version::HTTP_11;
    keep &= chunked;
    let mut extra: Vec<(&str, &[u8])> = Vec::new();
    if chunked {
        extra.push(("transfer-encoding", b"chunked"));
    }
    if !keep {
        extra.extend_from_slice(close);
    }
    let h = head(parts.status, &headers, &extra);
    drop(headers);
    timed(stall, io.write_all(&h)).await?;
    io.flush().await?;
    if asked.head_only {
        return Ok(Started::Done(false));
    }
    Ok(Started::Stream(Streaming { body, chunked, keep }))
}

impl Streaming {
    /// Streams the body until it ends (`Ok(keep)`), the client goes away or
    /// a write stalls (`Ok(false)` / `Err`).
    pub(crate) async fn run<S>(self, io: &mut S, buf: &mut Vec<u8>, stall: Duration) -> io::Result<bool>
    where
        S: AsyncRead + AsyncWrite + Unpin,
    {
        let Streaming { mut body, chunked, keep } = self;
        let mut watch = true;
        loop {
            let frame = tokio::select! {
                f = body.frame() => f,
                r = read_some(io, buf), if watch => {
                    match r {
                        Ok(n) if n > 0 => {
                            // A pipelined request waits for this response; past a
                            // head's size, stop reading and let TCP hold the rest.
                            watch = buf.len() < MAX_HEAD;
                            continue;
                        }
                        // The client went away: drop the body (and its reader).
                        _ => return Ok(false),
                    }
                }
            };
            match frame {
                Some(Ok(f)) => {
                    let Ok(data) = f.into_data() else { continue };
                    if !data.is_empty() {
                        // Boxed: a write's timer and slices are part of
                        // the stream's state only while it writes, not
                        // while it idles (most of an SSE stream's life).
                        Box::pin(write_chunk(io, &data, chunked, stall)).await?;
                    }
                }
                // The body ended.
                None => {
                    if chunked {
                        Box::pin(write_chunk(io, b"", true, stall)).await?;
                    }
                    return Ok(keep);
                }
                // The body was cut off (a limit): end the connection without the
                // last chunk, so the client sees an error, not a clean end.
                Some(Err(e)) => {
                    tracing::debug!(error = %e, "acp-wire remote: response stream aborted");
                    return Ok(false);
                }
            }
        }
    }
}

/// One piece of a streamed body, chunk-framed for HTTP/1.1 (empty: the
/// last chunk).
async fn write_chunk<S: AsyncWrite + Unpin>(io: &mut S, data: &[u8], chunked: bool, stall: Duration) -> io::Result<()> {
    if chunked {
        let mut size = [0u8; 18];
        let size = chunk_size(data.len(), &mut size);
        timed(stall, write_all_parts(io, &[size, data, b"\r\n"])).await?;
    } else {
        timed(stall, io.write_all(data)).await?;
    }
    io.flush().await
}

/// `len` in hex and CRLF, written into `out` (no allocation per chunk).
fn chunk_size(len: usize, out: &mut [u8; 18]) -> &[u8] {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut at = 16;
    let mut n = len;
    loop {
        at -= 1;
        out[at] = HEX[n & 0xf];
        n >>= 4;
        if n == 0 {
            break;
        }
    }
    out[16] = b'\r';
    out[17] = b'\n';
    &out[at..]
}

async fn collect(body: Body) -> io::Result<Bytes> {
    body.collect().await.map(http_body_util::Collected::to_bytes).map_err(io::Error::other)
}

/// `write` within `stall`; a timeout is an error (the connection ends).
async fn timed<F: std::future::Future<Output = io::Result<()>>>(stall: Duration, write: F) -> io::Result<()> {
    match tokio::time::timeout(stall, write).await {
        Ok(r) => r,
        Err(_) => Err(io::Error::new(io::ErrorKind::TimedOut, "output stalled: the client read nothing for output_stall")),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn chunk_sizes_are_hex_lines() {
        let mut b = [0u8; 18];
        for (n, want) in [(0usize, "0\r\n"), (10, "a\r\n"), (255, "ff\r\n"), (4096, "1000\r\n"), (usize::MAX, "ffffffffffffffff\r\n")] {
            assert_eq!(super::chunk_size(n, &mut b), want.as_bytes());
        }
    }
}
