//! The agent side of a remote connection: an acp-wire [`Transport`] carries
//! newline-delimited JSON (a stdio agent) or whole messages (an in-process
//! agent on a message transport); the remote transports carry one message
//! per WebSocket frame or SSE event or POST body. [`Lines`] reads the
//! messages of a transport, [`LineSink`] writes them.

use std::io;

use bytes::Bytes;
use tokio::io::AsyncWriteExt;

use acp_wire::transport::{BoxReader, BoxWriter, Frame, FrameReader, Framing, MessageReceiver, MessageSender, Transport};

/// Splits a transport into its message reader and writer; messages over
/// `max_message_size` are skipped (and logged).
pub(crate) fn split(transport: Transport, max_message_size: usize) -> (Lines, LineSink) {
    match transport.into_messages() {
        Ok((rx, tx)) => (Lines::Messages { rx, max: max_message_size }, LineSink::Messages(tx)),
        Err(transport) => {
            let (r, w) = transport.into_parts();
            (Lines::Bytes(FrameReader::new(r, Framing::Ndjson, max_message_size)), LineSink::Bytes(w))
        }
    }
}

/// The messages of a newline-delimited JSON stream or a message channel.
pub(crate) enum Lines {
    Bytes(FrameReader<BoxReader>),
    Messages { rx: MessageReceiver, max: usize },
}

impl Lines {
    /// The next message; `None` at end of stream. Cancel-safe.
    pub(crate) async fn next(&mut self) -> io::Result<Option<Bytes>> {
        let reader = match self {
            Lines::Bytes(reader) => reader,
            Lines::Messages { rx, max } => loop {
                let Some(m) = rx.recv().await else { return Ok(None) };
                if m.len() > *max {
                    tracing::warn!(size = m.len(), "acp-wire remote: skipped a message over the size cap");
                    continue;
                }
                if m.iter().all(u8::is_ascii_whitespace) {
                    continue;
                }
                return Ok(Some(Bytes::from(m)));
            },
        };
        loop {
            match reader.next().await? {
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

/// Writes messages as newline-delimited JSON or into a message channel.
pub(crate) enum LineSink {
    Bytes(BoxWriter),
    Messages(MessageSender),
}

impl LineSink {
    /// Writes one message (raw newlines become spaces: in JSON text they
    /// are whitespace between tokens) and flushes.
    pub(crate) async fn send(&mut self, message: &[u8]) -> io::Result<()> {
        let message = trim_newlines(message);
        match self {
            LineSink::Bytes(writer) => {
                writer.write_all(&message).await?;
                writer.write_all(b"\n").await?;
                writer.flush().await
            }
            LineSink::Messages(tx) => tx.send(message.into_owned()).await.map_err(|_| io::ErrorKind::BrokenPipe.into()),
        }
    }

    /// Ends the stream (the peer reads EOF).
    pub(crate) async fn close(self) {
        if let LineSink::Bytes(mut writer) = self {
            let _ = writer.shutdown().await;
        }
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
