//! A message-level transport: two bounded channels that carry one whole
//! JSON message (without framing) per item, for peers in the same process.
//!
//! The RPC runtime reads and writes such a transport message by message
//! (no framing, no frame decoder, no byte pipe); [`super::Transport::into_parts`]
//! still works on one, through newline-delimited adapters.

use std::collections::VecDeque;
use std::future::Future;
use std::io;
use std::pin::Pin;
use std::task::{ready, Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::sync::mpsc;

/// The receiving half of a message transport: one JSON message per item.
pub type MessageReceiver = mpsc::Receiver<Vec<u8>>;
/// The sending half of a message transport: one JSON message per item.
pub type MessageSender = mpsc::Sender<Vec<u8>>;

/// Reads a message channel as newline-delimited JSON.
pub(crate) struct ChannelReader {
    rx: MessageReceiver,
    current: Vec<u8>,
    pos: usize,
}

impl ChannelReader {
    pub(crate) fn new(rx: MessageReceiver) -> Self {
        ChannelReader { rx, current: Vec::new(), pos: 0 }
    }
}

impl AsyncRead for ChannelReader {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let me = &mut *self;
        if me.pos >= me.current.len() {
            match ready!(me.rx.poll_recv(cx)) {
                None => return Poll::Ready(Ok(())),
                Some(mut m) => {
                    for b in &mut m {
                        if *b == b'\n' || *b == b'\r' {
                            *b = b' ';
                        }
                    }
                    m.push(b'\n');
                    me.current = m;
                    me.pos = 0;
                }
            }
        }
        let n = buf.remaining().min(me.current.len() - me.pos);
        buf.put_slice(&me.current[me.pos..me.pos + n]);
        me.pos += n;
        if me.pos >= me.current.len() {
            me.current = Vec::new();
            me.pos = 0;
        }
        Poll::Ready(Ok(()))
    }
}

type Reserve = Pin<Box<dyn Future<Output = Result<mpsc::OwnedPermit<Vec<u8>>, mpsc::error::SendError<()>>> + Send>>;

/// Writes newline-delimited JSON into a message channel, one line per message.
pub(crate) struct ChannelWriter {
    tx: Option<MessageSender>,
    partial: Vec<u8>,
    lines: VecDeque<Vec<u8>>,
    reserve: Option<Reserve>,
}

impl ChannelWriter {
    pub(crate) fn new(tx: MessageSender) -> Self {
        ChannelWriter { tx: Some(tx), partial: Vec::new(), lines: VecDeque::new(), reserve: None }
    }

    /// Sends the complete lines, waiting for room in the channel.
    fn poll_lines(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while !self.lines.is_empty() {
            let Some(tx) = &self.tx else { return Poll::Ready(Err(io::ErrorKind::BrokenPipe.into())) };
            let reserve = self.reserve.get_or_insert_with(|| Box::pin(tx.clone().reserve_owned()));
            let permit = ready!(reserve.as_mut().poll(cx));
            self.reserve = None;
            let Ok(permit) = permit else { return Poll::Ready(Err(io::ErrorKind::BrokenPipe.into())) };
            if let Some(line) = self.lines.pop_front() {
                permit.send(line);
            }
        }
        Poll::Ready(Ok(()))
    }

    fn push_line(&mut self, mut line: Vec<u8>) {
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        if !line.iter().all(u8::is_ascii_whitespace) {
            self.lines.push_back(line);
        }
    }
}

impl AsyncWrite for ChannelWriter {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        let me = &mut *self;
        ready!(me.poll_lines(cx))?;
        let mut rest = buf;
        while let Some(i) = memchr::memchr(b'\n', rest) {
            let mut line = std::mem::take(&mut me.partial);
            line.extend_from_slice(&rest[..i]);
            me.push_line(line);
            rest = &rest[i + 1..];
        }
        me.partial.extend_from_slice(rest);
        Poll::Ready(Ok(buf.len()))
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.poll_lines(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let me = &mut *self;
        if !me.partial.is_empty() {
            let line = std::mem::take(&mut me.partial);
            me.push_line(line);
        }
        if me.tx.is_some() {
            ready!(me.poll_lines(cx))?;
        }
        me.tx = None;
        me.reserve = None;
        Poll::Ready(Ok(()))
    }
}
