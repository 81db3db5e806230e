//! One connection: configuration, the reader loop, and orderly shutdown.

use std::pin::pin;
use std::sync::Arc;
use std::time::Duration;

use tokio::task::JoinHandle;

use super::dispatch::Dispatcher;
use super::handler::{BoxFuture, Handler};
use super::peer::{Peer, Shared};
use crate::error::{Error, Result};
use crate::transport::{
    BoxReader, Frame, FrameObserver, FrameReader, Framing, IdSniffer, MessageReceiver, OutQueue, Oversized, Transport,
    DEFAULT_MAX_MESSAGE_SIZE,
};

/// Per-connection settings. Those that the typed layer changes after version
/// negotiation can also be changed later through [`Peer`].
#[derive(Clone)]
pub struct Config {
    max_message_size: usize,
    batches: bool,
    framing: Framing,
    send_buffer: usize,
    drain_timeout: Duration,
    observer: Option<Arc<dyn FrameObserver>>,
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("max_message_size", &self.max_message_size)
            .field("batches", &self.batches)
            .field("framing", &self.framing)
            .field("send_buffer", &self.send_buffer)
            .field("drain_timeout", &self.drain_timeout)
            .field("observer", &self.observer.is_some())
            .finish()
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            max_message_size: DEFAULT_MAX_MESSAGE_SIZE,
            batches: false,
            framing: Framing::Auto,
            send_buffer: 1024 * 1024,
            drain_timeout: Duration::from_millis(500),
            observer: None,
        }
    }
}

impl Config {
    /// Largest incoming message (default 64 MiB); larger ones are skipped
    /// with bounded memory and answered with -32600 when they are requests.
    #[must_use]
    pub fn max_message_size(mut self, bytes: usize) -> Self {
        self.max_message_size = bytes;
        self
    }

    /// Whether JSON-RPC batches are accepted (default: no, a batch is
    /// answered with a single -32600).
    #[must_use]
    pub fn batches(mut self, allowed: bool) -> Self {
        self.batches = allowed;
        self
    }

    /// Framing (default [`Framing::Auto`]: detect from the peer's first
    /// bytes, write ndjson until then).
    #[must_use]
    pub fn framing(mut self, framing: Framing) -> Self {
        self.framing = framing;
        self
    }

    /// Bytes of queued output above which senders wait (default 1 MiB). The
    /// reader itself stops reading above 8× this.
    #[must_use]
    pub fn send_buffer(mut self, bytes: usize) -> Self {
        self.send_buffer = bytes;
        self
    }

    /// How long queued output may take to drain when the connection ends
    /// (default 500 ms).
    #[must_use]
    pub fn drain_timeout(mut self, timeout: Duration) -> Self {
        self.drain_timeout = timeout;
        self
    }

    /// An observer of every raw frame.
    #[must_use]
    pub fn observer(mut self, observer: Arc<dyn FrameObserver>) -> Self {
        self.observer = Some(observer);
        self
    }
}

/// A connection not yet running: drive it with [`Connection::run`] or
/// [`Connection::spawn`]; talk to the peer through [`Connection::peer`].
#[must_use = "a connection does nothing until it is run or spawned"]
pub struct Connection {
    peer: Peer,
    driver: BoxFuture<Result<()>>,
}

impl std::fmt::Debug for Connection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Connection").field("peer", &self.peer).finish_non_exhaustive()
    }
}

impl Connection {
    /// A connection over `transport` whose incoming messages go to `handler`.
    pub fn new(transport: Transport, handler: impl Handler, config: Config) -> Self {
        Self::with_handler(transport, Arc::new(handler), config)
    }

    /// Like [`Self::new`] with a shared handler.
    pub fn with_handler(transport: Transport, handler: Arc<dyn Handler>, config: Config) -> Self {
        // A message transport has no framing: frames are queued as lines
        // and sent one message each.
        let framing = if transport.is_messages() { Framing::Ndjson } else { config.framing };
        let out = OutQueue::new(framing, config.send_buffer);
        if let Some(obs) = config.observer.clone() {
            out.set_observer(Some(obs));
        }
        let shared = Arc::new(Shared::new(Arc::clone(&out), config.batches, config.max_message_size));
        let peer = Peer { shared };
        let driver = Box::pin(drive(transport, handler, peer.clone(), config));
        Connection { peer, driver }
    }

    /// The handle to the peer.
    #[must_use]
    pub fn peer(&self) -> Peer {
        self.peer.clone()
    }

    /// Runs until the peer closes its output, the output fails, or
    /// [`Peer::close`] is called.
    ///
    /// # Errors
    /// A read error of the transport.
    pub async fn run(self) -> Result<()> {
        self.driver.await
    }

    /// Runs on a new tokio task.
    pub fn spawn(self) -> (Peer, JoinHandle<Result<()>>) {
        (self.peer, tokio::spawn(self.driver))
    }
}

/// Where the reader loop takes incoming frames from.
enum Incoming {
    Bytes(FrameReader<BoxReader>),
    Messages { rx: MessageReceiver, current: Vec<u8>, max: Arc<std::sync::atomic::AtomicUsize> },
}

impl Incoming {
    async fn next(&mut self) -> std::io::Result<Option<Frame<'_>>> {
        match self {
            Incoming::Bytes(frames) => frames.next().await,
            Incoming::Messages { rx, current, max } => loop {
                let Some(m) = rx.recv().await else { return Ok(None) };
                if m.len() > max.load(std::sync::atomic::Ordering::Relaxed) {
                    let mut sniffer = IdSniffer::new();
                    sniffer.feed(&m);
                    let id = sniffer.id().map(<[u8]>::to_vec);
                    return Ok(Some(Frame::Oversized(Oversized { size: m.len(), id, has_method: sniffer.has_method() })));
                }
                if m.iter().all(u8::is_ascii_whitespace) {
                    continue;
                }
                *current = m;
                return Ok(Some(Frame::Message(current)));
            },
        }
    }
}

async fn drive(transport: Transport, handler: Arc<dyn Handler>, peer: Peer, config: Config) -> Result<()> {
    let shared = Arc::clone(&peer.shared);
    let out = Arc::clone(&shared.out);
    let (mut frames, writer_task) = match transport.into_messages() {
        Ok((rx, tx)) => {
            let out = Arc::clone(&out);
            let shutdown = shared.shutdown.clone();
            let writer_task = tokio::spawn(async move {
                let r = out.run_message_writer(tx).await;
                if r.is_err() {
                    shutdown.cancel();
                }
                r
            });
            let max = Arc::clone(&shared.max_message_size);
            (Incoming::Messages { rx, current: Vec::new(), max }, writer_task)
        }
        Err(transport) => {
            let (reader, writer) = transport.into_parts();
            let writer_task = {
                let out = Arc::clone(&out);
                let shutdown = shared.shutdown.clone();
                tokio::spawn(async move {
                    let r = out.run_writer(writer).await;
                    if r.is_err() {
                        shutdown.cancel();
                    }
                    r
                })
            };
            let mut frames = FrameReader::new(reader, config.framing, config.max_message_size);
            frames.share_max_message_size(Arc::clone(&shared.max_message_size));
            if config.framing == Framing::Auto {
                frames.follow_framing(Arc::clone(&out));
            }
            (Incoming::Bytes(frames), writer_task)
        }
    };
    let mut dispatcher = Dispatcher::new(handler, peer);
    let pause_above = config.send_buffer.saturating_mul(8).max(1);
    let mut stop = pin!(shared.shutdown.cancelled());

    let result = loop {
        // Backpressure: a peer that does not read our output stops getting
        // its input read.
        if out.queued() > pause_above {
            tokio::select! {
                biased;
                () = &mut stop => break Ok(()),
                r = out.wait_below(pause_above) => if r.is_err() { break Ok(()) },
            }
        }
        let frame = tokio::select! {
            biased;
            () = &mut stop => break Ok(()),
            f = frames.next() => f,
        };
        match frame {
            Ok(Some(f)) => dispatcher.on_frame(f),
            Ok(None) => break Ok(()),
            Err(e) => {
                tracing::debug!(error = %e, "acp-wire: read failed");
                break Err(Error::Io(e));
            }
        }
    };

    // Orderly end: queued output is written (bounded by the drain timeout),
    // the output is closed, waiting callers and running handlers are told.
    out.close();
    shared.close_pending();
    dispatcher.inflight.cancel_all();
    let abort = writer_task.abort_handle();
    if tokio::time::timeout(config.drain_timeout, writer_task).await.is_err() {
        tracing::debug!("acp-wire: output did not drain in time");
        abort.abort();
    }
    result
}
