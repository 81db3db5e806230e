//! The outgoing side: one shared output buffer and the single writer task.
//!
//! Senders serialize their frame straight into the shared buffer under a
//! short lock (no per-message allocation, no channel hop); the writer task
//! swaps the buffer out and writes everything queued since its last write in
//! one `write_all`. A lone message is written as soon as the writer runs;
//! under load, messages that arrive while a write is in progress go out
//! together in the next one. Order of `send` calls is the order on the wire.
//!
//! Backpressure: [`OutQueue::send`] waits while more than the high-water
//! mark is queued; [`OutQueue::send_now`] never waits (for protocol replies
//! produced by the reader and for cancellations sent from `Drop`).

use std::io;
use std::pin::pin;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, RwLock};

use tokio::io::{AsyncWrite, AsyncWriteExt};
use tokio::sync::Notify;

use super::{FrameObserver, Framing, MessageSender};
use crate::error::Error;

/// Capacity above which the writer's idle buffer is given back.
const SHRINK_ABOVE: usize = 4 * 1024 * 1024;

/// Queued bytes at which an async sender lets the writer task run.
///
/// Why: a handler that streams many notifications without awaiting
/// anything else would queue its whole burst before the writer task runs
/// (on a `current_thread` runtime it cannot run sooner), and the peer would
/// sit idle until then instead of handling the first updates while the
/// rest are produced. Yielding once per this many queued bytes lets the two
/// processes work in parallel; yielding per frame costs more than it gains.
/// Measured with the shared benchmark's W1 (bursts of 100 updates of
/// ~230 B, 9 interleaved rounds, quiet machine): never 1.26-1.35x the
/// floor, 512 B 1.02x, 1 KiB 1.04x, 2 KiB 1.07x, 8 KiB 1.18x, every frame 1.27x.
const YIELD_AT: usize = 1024;

#[derive(Default)]
struct OutState {
    buf: Vec<u8>,
    closed: bool,
}

/// The queue of serialized outgoing frames, shared by all senders of one
/// connection and drained by [`OutQueue::run_writer`].
pub struct OutQueue {
    state: Mutex<OutState>,
    writer_wake: Notify,
    space: Notify,
    framing: AtomicU8,
    high_water: AtomicUsize,
    has_observer: AtomicBool,
    observer: RwLock<Option<Arc<dyn FrameObserver>>>,
}

impl std::fmt::Debug for OutQueue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OutQueue").field("queued", &self.queued()).finish_non_exhaustive()
    }
}

fn framing_to_u8(f: Framing) -> u8 {
    match f {
        Framing::ContentLength => 2,
        _ => 1,
    }
}

impl OutQueue {
    /// A queue that makes senders wait while more than `high_water` bytes are queued.
    #[must_use]
    pub fn new(framing: Framing, high_water: usize) -> Arc<Self> {
        Arc::new(OutQueue {
            state: Mutex::new(OutState::default()),
            writer_wake: Notify::new(),
            space: Notify::new(),
            framing: AtomicU8::new(framing_to_u8(framing)),
            high_water: AtomicUsize::new(high_water.max(1)),
            has_observer: AtomicBool::new(false),
            observer: RwLock::new(None),
        })
    }

    fn lock(&self) -> MutexGuard<'_, OutState> {
        // A panic while holding this lock can only come from a serializer;
        // the buffer is still consistent (frames are appended whole or
        // truncated), so poisoning is ignored.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Switches the framing of frames queued from now on.
    pub fn set_framing(&self, framing: Framing) {
        self.framing.store(framing_to_u8(framing), Ordering::Relaxed);
    }

    /// Sets the number of queued bytes above which [`Self::send`] waits.
    pub fn set_high_water(&self, bytes: usize) {
        self.high_water.store(bytes.max(1), Ordering::Relaxed);
    }

    /// Installs (or removes) the frame observer.
    pub fn set_observer(&self, observer: Option<Arc<dyn FrameObserver>>) {
        let on = observer.is_some();
        *self.observer.write().unwrap_or_else(|p| p.into_inner()) = observer;
        self.has_observer.store(on, Ordering::Release);
    }

    /// The current frame observer, if any.
    #[must_use]
    pub fn observer(&self) -> Option<Arc<dyn FrameObserver>> {
        if !self.has_observer.load(Ordering::Acquire) {
            return None;
        }
        self.observer.read().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// Bytes queued and not yet handed to the transport.
    #[must_use]
    pub fn queued(&self) -> usize {
        self.lock().buf.len()
    }

    /// Whether the queue no longer accepts frames.
    #[must_use]
    pub fn is_closed(&self) -> bool {
        self.lock().closed
    }

    /// Stops accepting frames; the writer writes what is queued, then shuts
    /// the transport's write half down.
    pub fn close(&self) {
        self.lock().closed = true;
        self.writer_wake.notify_one();
        self.space.notify_waiters();
    }

    /// Queues one frame written by `write` (the JSON text without
    /// terminator), waiting first while the queue is above its high-water mark.
    ///
    /// # Errors
    /// [`Error::ConnectionClosed`] once closed; [`Error::Json`] when `write`
    /// fails (nothing is queued then).
    pub async fn send<F>(&self, write: F) -> Result<(), Error>
    where
        F: FnOnce(&mut Vec<u8>) -> Result<(), serde_json::Error>,
    {
        let crossed = 'queued: {
            {
                let st = self.lock();
                if st.closed {
                    return Err(Error::ConnectionClosed);
                }
                if st.buf.len() < self.high_water.load(Ordering::Relaxed) {
                    break 'queued self.append(st, write)?;
                }
            }
            self.wait_below(self.high_water.load(Ordering::Relaxed)).await?;
            let st = self.lock();
            if st.closed {
                return Err(Error::ConnectionClosed);
            }
            self.append(st, write)?
        };
        if crossed {
            tokio::task::yield_now().await;
        }
        Ok(())
    }

    /// Queues one frame without waiting for space.
    ///
    /// # Errors
    /// As [`Self::send`].
    pub fn send_now<F>(&self, write: F) -> Result<(), Error>
    where
        F: FnOnce(&mut Vec<u8>) -> Result<(), serde_json::Error>,
    {
        let st = self.lock();
        if st.closed {
            return Err(Error::ConnectionClosed);
        }
        self.append(st, write).map(drop)
    }

    /// Waits until fewer than `limit` bytes are queued.
    ///
    /// # Errors
    /// [`Error::ConnectionClosed`] if the queue closes meanwhile.
    pub async fn wait_below(&self, limit: usize) -> Result<(), Error> {
        loop {
            let mut notified = pin!(self.space.notified());
            notified.as_mut().enable();
            {
                let st = self.lock();
                if st.closed {
                    return Err(Error::ConnectionClosed);
                }
                if st.buf.len() < limit {
                    return Ok(());
                }
            }
            notified.await;
        }
    }

    /// Appends one frame; true when the queue has just grown past [`YIELD_AT`].
    fn append<F>(&self, mut st: MutexGuard<'_, OutState>, write: F) -> Result<bool, Error>
    where
        F: FnOnce(&mut Vec<u8>) -> Result<(), serde_json::Error>,
    {
        let buf = &mut st.buf;
        let was_empty = buf.is_empty();
        let start = buf.len();
        // A `Serialize` impl that panics must not leave half a frame in the
        // queue nor unwind through the reader (replies are written there):
        // it fails like one that returns an error.
        let written = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| write(&mut *buf)))
            .unwrap_or_else(|_| Err(<serde_json::Error as serde::ser::Error>::custom("a Serialize impl panicked")));
        if let Err(e) = written {
            buf.truncate(start);
            return Err(Error::Json(e));
        }
        scrub_newlines(&mut buf[start..]);
        if let Some(obs) = self.observer() {
            // A panic here would leave a frame without its terminator in
            // the queue (and unwind through the sender): contain it.
            let frame = &buf[start..];
            if std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| obs.on_outgoing(frame))).is_err() {
                tracing::error!("acp-wire: frame observer panicked");
            }
        }
        if self.framing.load(Ordering::Relaxed) == 2 {
            let header = format!("Content-Length: {}\r\n\r\n", buf.len() - start);
            buf.splice(start..start, header.into_bytes());
        } else {
            buf.push(b'\n');
        }
        let crossed = start < YIELD_AT && buf.len() >= YIELD_AT;
        drop(st);
        // The writer drains everything it finds, so only the first frame
        // after a drain needs to wake it.
        if was_empty {
            self.writer_wake.notify_one();
        }
        Ok(crossed)
    }

    /// The writer loop: drains the queue into `w` until the queue is closed
    /// (then flushes and shuts `w` down) or a write fails (then the queue is
    /// closed and queued frames are dropped).
    ///
    /// # Errors
    /// The first write error.
    pub async fn run_writer<W: AsyncWrite + Unpin>(self: Arc<Self>, w: W) -> io::Result<()> {
        self.drain(ByteSink(w)).await
    }

    /// The writer loop of a message transport: like [`Self::run_writer`],
    /// each queued frame is sent on `tx` as one message (the queue must
    /// use [`Framing::Ndjson`]); the channel closes when the queue does.
    ///
    /// # Errors
    /// `BrokenPipe` once the receiver is gone.
    pub async fn run_message_writer(self: Arc<Self>, tx: MessageSender) -> io::Result<()> {
        self.drain(MessageSink(Some(tx))).await
    }

    async fn drain<S: FrameSink>(self: Arc<Self>, mut w: S) -> io::Result<()> {
        let mut spare: Vec<u8> = Vec::new();
        let result = loop {
            let closed = {
                let mut st = self.lock();
                if !st.buf.is_empty() {
                    std::mem::swap(&mut st.buf, &mut spare);
                }
                st.closed
            };
            if spare.is_empty() {
                if closed {
                    break Ok(());
                }
                self.writer_wake.notified().await;
                continue;
            }
            self.space.notify_waiters();
            if let Err(e) = w.write(&spare).await {
                break Err(e);
            }
            spare.clear();
            if spare.capacity() > SHRINK_ABOVE {
                spare = Vec::new();
            }
        };
        {
            let mut st = self.lock();
            st.closed = true;
            st.buf = Vec::new();
        }
        self.space.notify_waiters();
        if let Err(e) = &result {
            tracing::debug!(error = %e, "acp-wire: write failed, connection output closed");
        }
        // Closing the write half is how the peer learns we are done (a
        // child's stdin reaches EOF).
        w.shutdown().await;
        result
    }
}

/// Where [`OutQueue`]'s writer puts what it drained.
trait FrameSink {
    /// Writes `frames` (whole frames, each with its terminator).
    async fn write(&mut self, frames: &[u8]) -> io::Result<()>;
    async fn shutdown(&mut self);
}

struct ByteSink<W>(W);

impl<W: AsyncWrite + Unpin> FrameSink for ByteSink<W> {
    async fn write(&mut self, frames: &[u8]) -> io::Result<()> {
        self.0.write_all(frames).await?;
        self.0.flush().await
    }

    async fn shutdown(&mut self) {
        let _ = self.0.shutdown().await;
    }
}

struct MessageSink(Option<MessageSender>);

impl FrameSink for MessageSink {
    async fn write(&mut self, frames: &[u8]) -> io::Result<()> {
        let Some(tx) = &self.0 else { return Err(io::ErrorKind::BrokenPipe.into()) };
        // Newline framing, with raw newlines scrubbed from every frame: each
        // `\n` ends one message.
        for m in frames.split(|&b| b == b'\n') {
            if m.is_empty() {
                continue;
            }
            if tx.send(m.to_vec()).await.is_err() {
                return Err(io::ErrorKind::BrokenPipe.into());
            }
        }
        Ok(())
    }

    async fn shutdown(&mut self) {
        self.0 = None;
    }
}

/// Raw newlines can only be insignificant whitespace in valid JSON (inside
/// strings they must be escaped), so blanking them keeps pre-serialized raw
/// values from breaking the line framing.
fn scrub_newlines(frame: &mut [u8]) {
    let mut pos = 0;
    while let Some(i) = memchr::memchr2(b'\n', b'\r', &frame[pos..]) {
        frame[pos + i] = b' ';
        pos += i + 1;
    }
}
