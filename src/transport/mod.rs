//! Framing and byte transports: ndjson / Content-Length, stdio, child
//! process, in-memory duplex.
//!
//! A [`Transport`] is just a byte stream pair; the framing lives in
//! [`FrameReader`] (incoming, with the size cap and Content-Length detection)
//! and [`OutQueue`] (outgoing, one ordered writer with coalescing and
//! backpressure). The RPC layer (`crate::rpc`) drives both.

mod child;
mod decoder;
mod pipe_capacity;
mod reader;
mod sniff;
mod stdio;
mod writer;

use tokio::io::{AsyncRead, AsyncWrite};

pub use child::{ChildProcess, StderrMode, DEFAULT_GRACE};
pub use decoder::{Frame, FrameDecoder, Framing, Oversized};
pub use pipe_capacity::PIPE_CAPACITY;
pub use reader::FrameReader;
pub use sniff::IdSniffer;
pub use stdio::stdio;
pub use writer::OutQueue;

/// Default maximum size of one incoming message: 64 MiB.
pub const DEFAULT_MAX_MESSAGE_SIZE: usize = 64 * 1024 * 1024;

/// Sees every frame that crosses a connection, as raw JSON text without
/// framing. Used by validating test wrappers and by the CLI's `tap`.
///
/// Called synchronously on the connection's hot path (outgoing frames under
/// the output lock): keep it cheap, copy what you need. A panic in either
/// method is logged and contained: the frame still goes out or is handled.
pub trait FrameObserver: Send + Sync + 'static {
    /// A frame was received (before it is decoded).
    fn on_incoming(&self, frame: &[u8]) {
        let _ = frame;
    }
    /// A frame was queued for sending (in wire order).
    fn on_outgoing(&self, frame: &[u8]) {
        let _ = frame;
    }
}

/// The reading half of a transport.
pub type BoxReader = Box<dyn AsyncRead + Send + Unpin>;
/// The writing half of a transport.
pub type BoxWriter = Box<dyn AsyncWrite + Send + Unpin>;

/// A byte-stream pair that carries one connection.
pub struct Transport {
    reader: BoxReader,
    writer: BoxWriter,
}

impl std::fmt::Debug for Transport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Transport").finish_non_exhaustive()
    }
}

impl Transport {
    /// Any reader/writer pair (pipes, sockets halves, …).
    pub fn new(
        reader: impl AsyncRead + Send + Unpin + 'static,
        writer: impl AsyncWrite + Send + Unpin + 'static,
    ) -> Self {
        Transport { reader: Box::new(reader), writer: Box::new(writer) }
    }

    /// Already boxed halves.
    #[must_use]
    pub fn from_boxed(reader: BoxReader, writer: BoxWriter) -> Self {
        Transport { reader, writer }
    }

    /// One bidirectional stream (a socket), split in two.
    pub fn from_stream(io: impl AsyncRead + AsyncWrite + Send + 'static) -> Self {
        let (r, w) = tokio::io::split(io);
        Transport::new(r, w)
    }

    /// Two connected in-memory transports; `buffer` bytes may be in flight
    /// each way before a writer waits (like a pipe's capacity).
    #[must_use]
    pub fn duplex(buffer: usize) -> (Transport, Transport) {
        let (a, b) = tokio::io::duplex(buffer);
        (Transport::from_stream(a), Transport::from_stream(b))
    }

    /// stdin/stdout of this process (see [`stdio`]).
    #[must_use]
    pub fn stdio() -> Transport {
        stdio()
    }

    /// The two halves.
    #[must_use]
    pub fn into_parts(self) -> (BoxReader, BoxWriter) {
        (self.reader, self.writer)
    }
}
