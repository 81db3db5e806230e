//! Byte-stream helpers of the server's connections: reading without a
//! resident buffer, and a stream with bytes already read put back in front.
//!
//! Why: an idle connection (a keep-alive POST connection between requests,
//! an SSE stream, a WebSocket) should hold no read buffer. Reads go through
//! a buffer on the stack of one `poll` call and only what arrived is copied
//! into the connection's (usually empty) heap buffer.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// Any stream a server connection runs on (TCP, TLS).
pub(crate) trait ServerIo: AsyncRead + AsyncWrite + Unpin + Send {}
impl<T: AsyncRead + AsyncWrite + Unpin + Send> ServerIo for T {}

/// A boxed [`ServerIo`], what a WebSocket takes over.
pub(crate) type BoxIo = Box<dyn ServerIo>;

/// Bytes one read takes at most (on the stack of the poll).
const READ_CHUNK: usize = 4096;

/// Reads what is available into `buf` (appending). `Ok(0)`: end of stream.
pub(crate) fn poll_read_some<S: AsyncRead + Unpin>(io: &mut S, cx: &mut Context<'_>, buf: &mut Vec<u8>) -> Poll<io::Result<usize>> {
    // Uninitialized: a stream's task polls this at every wake-up (an SSE
    // stream also waits for its client to go away), and zeroing 4 KiB
    // each time showed in the profile.
    let mut tmp = [std::mem::MaybeUninit::<u8>::uninit(); READ_CHUNK];
    let mut rb = ReadBuf::uninit(&mut tmp);
    match Pin::new(io).poll_read(cx, &mut rb) {
        Poll::Ready(Ok(())) => {
            let got = rb.filled();
            buf.extend_from_slice(got);
            Poll::Ready(Ok(got.len()))
        }
        Poll::Ready(Err(e)) => Poll::Ready(Err(e)),
        Poll::Pending => Poll::Pending,
    }
}

/// [`poll_read_some`] as a future.
pub(crate) async fn read_some<S: AsyncRead + Unpin>(io: &mut S, buf: &mut Vec<u8>) -> io::Result<usize> {
    std::future::poll_fn(|cx| poll_read_some(io, cx, buf)).await
}

/// `io` with `prefix` (bytes already read from it) read first.
pub(crate) struct Prefixed<S> {
    prefix: Vec<u8>,
    at: usize,
    io: S,
}

impl<S> Prefixed<S> {
    pub(crate) fn new(prefix: Vec<u8>, io: S) -> Self {
        Prefixed { prefix, at: 0, io }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Prefixed<S> {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, out: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let me = &mut *self;
        if me.at < me.prefix.len() {
            let n = (me.prefix.len() - me.at).min(out.remaining());
            out.put_slice(&me.prefix[me.at..me.at + n]);
            me.at += n;
            if me.at == me.prefix.len() {
                me.prefix = Vec::new();
                me.at = 0;
            }
            return Poll::Ready(Ok(()));
        }
        Pin::new(&mut me.io).poll_read(cx, out)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Prefixed<S> {
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

/// Writes all of `parts` (vectored where the stream supports it).
pub(crate) async fn write_all_parts<S: AsyncWrite + Unpin>(io: &mut S, parts: &[&[u8]]) -> io::Result<()> {
    use tokio::io::AsyncWriteExt;
    if !io.is_write_vectored() {
        for p in parts {
            io.write_all(p).await?;
        }
        return Ok(());
    }
    // At most four parts (a head and a body, a chunk's size, data and CRLF):
    // on the stack, no allocation per write.
    let mut slices = [io::IoSlice::new(&[]); 4];
    let mut n = 0;
    for p in parts.iter().filter(|p| !p.is_empty()) {
        if n == slices.len() {
            return Err(io::Error::new(io::ErrorKind::InvalidInput, "write_all_parts: more than four parts"));
        }
        slices[n] = io::IoSlice::new(p);
        n += 1;
    }
    let mut rest: &mut [io::IoSlice<'_>] = &mut slices[..n];
    while !rest.is_empty() {
        let n = io.write_vectored(rest).await?;
        if n == 0 {
            return Err(io::ErrorKind::WriteZero.into());
        }
        io::IoSlice::advance_slices(&mut rest, n);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    #[tokio::test]
    async fn prefixed_reads_the_prefix_then_the_stream() {
        let (mut a, b) = tokio::io::duplex(64);
        a.write_all(b"world").await.unwrap();
        drop(a);
        let mut p = Prefixed::new(b"hello ".to_vec(), b);
        let mut s = String::new();
        p.read_to_string(&mut s).await.unwrap();
        assert_eq!(s, "hello world");
    }

    #[tokio::test]
    async fn write_all_parts_writes_every_part_in_order() {
        let (mut a, mut b) = tokio::io::duplex(8);
        let reader = tokio::spawn(async move {
            let mut s = Vec::new();
            b.read_to_end(&mut s).await.unwrap();
            s
        });
        write_all_parts(&mut a, &[b"ab", b"", b"cdefghijklmnop", b"q"]).await.unwrap();
        drop(a);
        assert_eq!(reader.await.unwrap(), b"abcdefghijklmnopq");
    }
}
