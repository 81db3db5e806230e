//! Framing and byte transports: ndjson / Content-Length, stdio, child
//! process, in-memory duplex; and in-memory message transports.
//!
//! A [`Transport`] is a byte stream pair, or a pair of message channels
//! ([`Transport::messages`]) that carry whole JSON messages without any
//! framing. For byte streams, the framing lives in
//! [`FrameReader`] (incoming, with the size cap and Content-Length detection)
//! and [`OutQueue`] (outgoing, one ordered writer with coalescing and
//! backpressure). The RPC layer (`crate::rpc`) drives both.

mod child;
mod decoder;
mod messages;
mod pipe_capacity;
mod reader;
mod sniff;
mod stdio;
mod writer;

use tokio::io::{AsyncRead, AsyncWrite};

pub use child::{ChildProcess, StderrMode, DEFAULT_GRACE};
pub use decoder::{Frame, FrameDecoder, Framing, Oversized};
pub use messages::{MessageReceiver, MessageSender};
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

/// What carries one connection: a byte-stream pair, or a pair of message
/// channels.
pub struct Transport {
    halves: Halves,
}

enum Halves {
    Bytes(BoxReader, BoxWriter),
    Messages(MessageReceiver, MessageSender),
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
        Transport::from_boxed(Box::new(reader), Box::new(writer))
    }

    /// Already boxed halves.
    #[must_use]
    pub fn from_boxed(reader: BoxReader, writer: BoxWriter) -> Self {
        Transport { halves: Halves::Bytes(reader, writer) }
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

    /// A message transport: each item of `incoming` is one whole JSON
    /// message from the peer, each item sent on `outgoing` one to it (no
    /// framing; a message holds no raw newline). The RPC runtime reads and
    /// writes it message by message, without framing or decoding bytes;
    /// the bounded channels are its backpressure.
    #[must_use]
    pub fn from_messages(incoming: MessageReceiver, outgoing: MessageSender) -> Self {
        Transport { halves: Halves::Messages(incoming, outgoing) }
    }

    /// Two connected message transports (see [`Self::from_messages`]);
    /// `capacity` messages (at least 1) may be in flight each way before a
    /// sender waits.
    #[must_use]
    pub fn messages(capacity: usize) -> (Transport, Transport) {
        let (a_tx, a_rx) = tokio::sync::mpsc::channel(capacity.max(1));
        let (b_tx, b_rx) = tokio::sync::mpsc::channel(capacity.max(1));
        (Transport::from_messages(a_rx, b_tx), Transport::from_messages(b_rx, a_tx))
    }

    /// Whether this is a message transport.
    #[must_use]
    pub fn is_messages(&self) -> bool {
        matches!(self.halves, Halves::Messages(..))
    }

    /// The channels of a message transport; a byte transport is given back.
    ///
    /// # Errors
    /// `self`, when it is a byte transport.
    pub fn into_messages(self) -> Result<(MessageReceiver, MessageSender), Transport> {
        match self.halves {
            Halves::Messages(rx, tx) => Ok((rx, tx)),
            halves @ Halves::Bytes(..) => Err(Transport { halves }),
        }
    }

    /// The two halves. A message transport reads and writes as
    /// newline-delimited JSON (one line per message).
    #[must_use]
    pub fn into_parts(self) -> (BoxReader, BoxWriter) {
        match self.halves {
            Halves::Bytes(r, w) => (r, w),
            Halves::Messages(rx, tx) => {
                (Box::new(messages::ChannelReader::new(rx)), Box::new(messages::ChannelWriter::new(tx)))
            }
        }
    }
}
