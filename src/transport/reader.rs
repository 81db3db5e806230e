//! The incoming side: a [`FrameDecoder`] fed from any `AsyncRead`.

use std::io;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use tokio::io::{AsyncRead, AsyncReadExt};

use super::decoder::{Frame, FrameDecoder, Framing};
use super::OutQueue;

/// Reads frames from a byte stream into one reused buffer.
#[derive(Debug)]
pub struct FrameReader<R> {
    io: R,
    dec: FrameDecoder,
    eof: bool,
    /// Told the framing once it is detected, so answers use the peer's framing.
    follow: Option<Arc<OutQueue>>,
    /// A size cap that may change while a read is pending.
    shared_max: Option<Arc<AtomicUsize>>,
}

impl<R: AsyncRead + Unpin> FrameReader<R> {
    /// A reader with the given framing (`Auto` detects) and size cap.
    pub fn new(io: R, framing: Framing, max_message_size: usize) -> Self {
        FrameReader { io, dec: FrameDecoder::new(framing, max_message_size), eof: false, follow: None, shared_max: None }
    }

    /// Takes the size cap from `max` before each frame, so a change applies
    /// even to a read already in progress.
    pub fn share_max_message_size(&mut self, max: Arc<AtomicUsize>) {
        self.shared_max = Some(max);
    }

    /// Makes `out` write in the framing detected on this stream (with
    /// [`Framing::Auto`]), before the first frame is returned.
    pub fn follow_framing(&mut self, out: Arc<OutQueue>) {
        self.follow = Some(out);
    }

    /// The framing in use (`Auto` until the first bytes arrived).
    #[must_use]
    pub fn framing(&self) -> Framing {
        self.dec.framing()
    }

    /// Changes the size cap for frames not yet started.
    pub fn set_max_message_size(&mut self, max: usize) {
        self.dec.set_max(max);
    }

    /// The next frame; `Ok(None)` at end of stream. The frame borrows the
    /// reader's buffer until the next call.
    ///
    /// # Errors
    /// Read errors of the underlying stream.
    pub async fn next(&mut self) -> io::Result<Option<Frame<'_>>> {
        loop {
            if let Some(m) = &self.shared_max {
                self.dec.set_max(m.load(Ordering::Relaxed));
            }
            if let Some(raw) = self.dec.advance(self.eof) {
                if self.follow.is_some() && self.dec.framing() != Framing::Auto {
                    if let Some(out) = self.follow.take() {
                        out.set_framing(self.dec.framing());
                    }
                }
                return Ok(Some(self.dec.resolve(raw)));
            }
            if self.eof {
                return Ok(None);
            }
            match self.io.read_buf(self.dec.read_target()).await {
                Ok(0) => self.eof = true,
                Ok(_) => {}
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }
}
