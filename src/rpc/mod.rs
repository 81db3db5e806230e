//! The JSON-RPC 2.0 runtime: envelopes, correlation, dispatch, cancellation.
//!
//! Version-agnostic: it deals in method names and raw JSON
//! ([`RawValue`](serde_json::value::RawValue)); the version modules put types
//! on top by implementing [`Handler`] and wrapping [`Peer`]. A handler that
//! names a typed decoder for a method ([`Handler::route`]) gets
//! that method's params decoded while the envelope is read, so a large
//! prompt is parsed once, not validated as raw JSON and parsed again
//! ([`Params`]).
//!
//! ```no_run
//! # async fn demo() -> acp_wire::Result<()> {
//! use acp_wire::rpc::{Config, Connection, Handler};
//! use acp_wire::transport::Transport;
//! struct Quiet;
//! impl Handler for Quiet {}
//! let (peer, task) = Connection::new(Transport::stdio(), Quiet, Config::default()).spawn();
//! let answer = peer.request("_example/ping", &serde_json::json!({})).await?;
//! # Ok(()) }
//! ```
//!
//! # Guarantees
//!
//! ## Ordering
//! * **One ordered writer.** Every frame is appended to one output queue at
//!   the moment it is sent and written in that order: a notification sent
//!   before a response is on the wire before it.
//! * **Scopes.** [`Handler::scope`] assigns incoming messages to an ordering
//!   scope (ACP: the session). Notifications of one scope are handled one
//!   after another, in arrival order; different scopes, and unscoped
//!   messages, proceed independently.
//! * **Answers after their scope's notifications.** The answer to a request
//!   sent with [`Peer::request_scoped`] is handed to its caller only after
//!   every notification of that scope received before the answer has been
//!   handled. (A client therefore sees all `session/update`s of a turn
//!   before the prompt call returns.) Notifications that arrive after the
//!   answer are handled after it, never dropped.
//! * An incoming request of a scope starts after that scope's notifications
//!   received before it have been handled; it does not hold up later ones.
//!
//! ## Concurrency
//! * Requests run concurrently. A handler may call the peer and await the
//!   answer. A handler whose future is ready on its first poll is answered
//!   inline on the reader (no task); otherwise the future moves to its own
//!   tokio task.
//! * The `request`/`notification` methods of [`Handler`] run synchronously
//!   on the reader with params borrowed from the read buffer; decode there,
//!   do the work in the returned future.
//!
//! ## Limits and backpressure
//! * Incoming messages are capped (default 64 MiB,
//!   [`Config::max_message_size`], [`Peer::set_max_message_size`]). A larger
//!   one is skipped without being buffered (memory stays bounded); if it is
//!   a request with an id it is answered with -32600 "Message too large"
//!   (`data: {size, max}`); if it answers one of our requests, that request
//!   fails with [`Error::MessageTooLarge`](crate::Error::MessageTooLarge);
//!   otherwise it is dropped. The connection keeps serving.
//! * [`Peer::request`] and [`Peer::notify`] wait while more than
//!   [`Config::send_buffer`] bytes (default 1 MiB) are queued. The reader
//!   stops reading while more than 8× that is queued, so a peer that never
//!   reads cannot make memory grow without bound.
//! * Under load, queued frames go out in few large writes; a lone frame is
//!   written as soon as the writer task runs.
//! * Pipes the transport owns (a child's stdin/stdout, this process's stdio
//!   when they are pipes) are grown to 256 KiB
//!   ([`PIPE_CAPACITY`](crate::transport::PIPE_CAPACITY); Linux, best
//!   effort), so a large prompt crosses in a few writes; the kernel holds at
//!   most that much per direction while the peer is behind.
//!
//! ## Errors
//! * Not JSON: -32700 with id `null`; the connection lives.
//! * JSON but not a request object, `jsonrpc` other than `"2.0"`, bad id
//!   type: -32600 (with the id when it could be read).
//! * A request id equal to one still in progress: -32600.
//! * Unknown request method (including `_`-prefixed ones): -32601 from the
//!   default [`Handler::request`]. Unknown notifications are ignored.
//! * Params that do not decode: -32602 with `data: {path, message}` when the
//!   typed layer uses [`Params::decode`] (or [`decode_params`]).
//! * A panic in a handler: -32603 (`data` carries the panic message) for a
//!   request, a log line for a notification; the connection lives. So too a
//!   `Deserialize` that panics while params are decoded ahead, or a
//!   `Serialize` that panics while a frame is queued (that send fails with
//!   `Error::Json`, a reply becomes -32603); a panicking frame observer is
//!   logged and ignored.
//! * Batches: refused with one -32600 (id `null`) unless enabled
//!   ([`Config::batches`], [`Peer::set_batches`]); when enabled, JSON-RPC 2.0
//!   rules: an empty batch gets one -32600, a batch of notifications gets no
//!   reply, invalid entries are answered individually inside the array.
//!   [`Peer::batch`] sends requests and notifications as one batch frame; each
//!   request's answer reaches its own handle, in an array or not. It
//!   refuses the methods [`Peer::set_unbatched`] names
//!   ([`Error::NotBatchable`](crate::Error::NotBatchable)): the side layer
//!   sets the negotiated version's order-sensitive lifecycle messages.
//! * Errors from the peer arrive as
//!   [`Error::Protocol`](crate::Error::Protocol); code, message and raw
//!   `data` are kept exactly. Responses to unknown ids are logged and ignored.
//! * A `null` result that the expected type refuses is decoded as `{}` when
//!   the type takes that ([`decode_result`], the typed sides' path): peers
//!   answer requests whose result has no required members with `null`.
//!
//! ## Cancellation
//! * Dropping the future of [`Peer::request`] before its answer sends
//!   `$/cancel_request` with its id (and forgets a late answer).
//! * An incoming `$/cancel_request` cancels the request's [`CancelToken`]:
//!   the runtime drops the handler's future and answers -32800, unless the
//!   handler called [`RawRequestContext::handle_cancellation`] and answers itself
//!   (for example with a partial result).
//!
//! ## End of connection
//! * EOF, a read error, a write error (broken pipe) or [`Peer::close`] end
//!   the connection: pending outgoing requests fail with
//!   [`Error::ConnectionClosed`](crate::Error::ConnectionClosed), running
//!   handlers see their token cancelled, queued output is written (for at
//!   most [`Config::drain_timeout`], default 500 ms) and the output is
//!   closed, and the future of [`Connection::run`] resolves.
//! * The library never writes to stdout except as the transport; it reports
//!   through `tracing`.

mod batch;
mod cancel;
mod connection;
mod dispatch;
pub mod envelope;
mod handler;
mod outgoing_batch;
mod panic;
pub(crate) use self::panic::CatchUnwind;
pub(crate) mod params;
mod peer;
mod scope_key;
mod scope_queue;
mod ser;

pub use cancel::CancelToken;
pub use connection::{Config, Connection};
pub use handler::{BoxFuture, Handler, RawNotificationContext, Reply, RawRequestContext};
pub use scope_key::ScopeKey;
pub use outgoing_batch::{Batch, BatchAnswer};
pub use params::{decode_params, decode_result, Params, ParamsDecoder, Route};
pub use peer::Peer;
