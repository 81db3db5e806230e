//! The byte side of a remote connection: an acp-wire [`Transport`] carries
//! newline-delimited JSON; the remote transports carry one message per
//! WebSocket frame or SSE event or POST body. [`Lines`] reads the messages
//! of a transport, [`LineSink`] writes them.

use std::io;

use bytes::Bytes;
use tokio::io::AsyncWriteExt;

use crate::transport::{BoxReader, BoxWriter, Frame, FrameReader, Framing, Transport};

/// Splits a transport into its message reader and writer; messages over
/// `max_message_size` are skipped (and logged).
pub(crate) fn split(transport: Transport, max_message_size: usize) -> (Lines, LineSink) {
    let (r, w) = transport.into_parts();
    (Lines { reader: FrameReader::new(r, Framing::Ndjson, max_message_size) }, LineSink { writer: w })
}

/// The messages of a newline-delimited JSON stream.
pub(crate) struct Lines {
    reader: FrameReader<BoxReader>,
}

impl Lines {
    /// The next message; `None` at end of stream.
    pub(crate) async fn next(&mut self) -> io::Result<Option<Bytes>> {
        loop {
            match self.reader.next().await? {
                None => return Ok(None),
                Some(Frame::Message(m)) => {
                    if m.iter().all(u8::is_ascii_whitespace) {
                        continue;
                    }
                    return Ok(Some(Bytes::copy_from_slice(m)));
                }
                Some(Frame::Oversized(o)) => {
                    tracing::warn!(size = o.size, "acp-wire remote: skipped a message over the size cap");
                }
                Some(Frame::Malformed(why)) => {
                    tracing::warn!(why, "acp-wire remote: skipped bytes that are no message");
                }
            }
        }
    }
}

/// Writes messages as newline-delimited JSON.
pub(crate) struct LineSink {
    writer: BoxWriter,
}

impl LineSink {
    /// Writes one message (which must hold no raw newline; JSON text never
    /// needs one) and flushes.
    pub(crate) async fn send(&mut self, message: &[u8]) -> io::Result<()> {
        let message = trim_newlines(message);
        self.writer.write_all(&message).await?;
        self.writer.write_all(b"\n").await?;
        self.writer.flush().await
    }

    /// Ends the stream (the peer reads EOF).
    pub(crate) async fn close(mut self) {
        let _ = self.writer.shutdown().await;
    }
}

/// A message as one line: raw newlines in JSON are whitespace between
/// tokens, so they become spaces.
fn trim_newlines(message: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    if memchr::memchr2(b'\n', b'\r', message).is_none() {
        return std::borrow::Cow::Borrowed(message);
    }
    std::borrow::Cow::Owned(message.iter().map(|&b| if b == b'\n' || b == b'\r' { b' ' } else { b }).collect())
}
