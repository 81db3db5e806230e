//! What the typed layer implements: [`Handler`], plus the values handlers
//! receive ([`RawRequestContext`], [`RawNotificationContext`]) and return ([`Reply`]).

use std::future::Future;
use std::pin::Pin;

use serde::Serialize;
use serde_json::value::RawValue;

use super::params::{Params, Route};
use super::scope_key::ScopeKey;

use super::cancel::CancelToken;
use super::peer::Peer;
use crate::error::ResponseError;

/// A boxed, sendable, `'static` future.
pub type BoxFuture<T> = Pin<Box<dyn Future<Output = T> + Send + 'static>>;

/// Serves the messages the peer sends. Implemented once per protocol version
/// and side by the typed layer (or by hand for raw JSON).
///
/// `request` and `notification` are called synchronously on the connection's
/// reader with params borrowed from the read buffer: decode what you need
/// there and move it into the returned future; do the work (anything with
/// observable effects) inside the future. The runtime polls the future once
/// right away and only spawns a task when it is not finished, so handlers
/// that answer without waiting cost no task switch.
///
/// Panics in any of these methods or in the futures they return are caught:
/// a request is answered with -32603, a notification is dropped, and the
/// connection keeps serving.
pub trait Handler: Send + Sync + 'static {
    /// Handles a request. The default answers -32601.
    fn request(&self, cx: RawRequestContext, method: &str, params: Params<'_>) -> BoxFuture<Result<Reply, ResponseError>> {
        let _ = (cx, params);
        let e = ResponseError::method_not_found(method);
        Box::pin(async move { Err(e) })
    }

    /// Handles a notification. The default ignores it.
    fn notification(&self, cx: RawNotificationContext, method: &str, params: Params<'_>) -> BoxFuture<()> {
        let _ = (cx, method, params);
        Box::pin(async {})
    }

    /// The ordering scope of an incoming message (ACP: its session).
    ///
    /// Notifications of one scope are handled one after another in arrival
    /// order; a request of a scope starts after the notifications of that
    /// scope received before it were handled. `None` (the default): no
    /// ordering, the message is handled as soon as it arrives. Called for
    /// every notification, and for requests while some scope is busy; keep
    /// it cheap: [`Params::route`] says what [`route`](Self::route) made of
    /// the method (see [`ScopeKey::from_field`]).
    fn scope(&self, method: &str, params: &Params<'_>) -> Option<ScopeKey> {
        let _ = (method, params);
        None
    }

    /// What this handler makes of an incoming method's name: called once
    /// for every message with a `method` (before its `params` when the
    /// frame has them in that order), and handed back on the message's
    /// [`Params::route`] to [`scope`](Self::scope), [`request`](Self::request)
    /// and [`notification`](Self::notification), so that the name is
    /// matched once per message. A route may carry a decoder for the params,
    /// which the runtime then runs while it reads the envelope, so that large
    /// params are parsed once (see [`Params`]). [`Route::UNKNOWN`] (the
    /// default): the handler gets the params raw.
    fn route(&self, method: &str) -> Route {
        let _ = method;
        Route::UNKNOWN
    }
}

/// Context of one incoming request at the raw JSON-RPC layer (params and
/// results as JSON). The typed sides wrap it in
/// [`side::RequestContext`](crate::side::RequestContext), which adds the
/// typed peer handle and the session's cancel signal.
#[derive(Debug, Clone)]
pub struct RawRequestContext {
    pub(crate) peer: Peer,
    pub(crate) cancel: CancelToken,
}

impl RawRequestContext {
    /// The handle to call the peer (also from inside the handler, awaiting
    /// the answer).
    #[must_use]
    pub fn peer(&self) -> &Peer {
        &self.peer
    }

    /// Cancelled when the peer sends `$/cancel_request` for this request or
    /// the connection closes.
    #[must_use]
    pub fn cancel_token(&self) -> &CancelToken {
        &self.cancel
    }

    /// Whether the request was cancelled.
    #[must_use]
    pub fn is_cancelled(&self) -> bool {
        self.cancel.is_cancelled()
    }

    /// Declares that this handler answers cancellation itself (e.g. with a
    /// partial result). Without it, the runtime drops the handler's future
    /// on cancellation and answers -32800.
    pub fn handle_cancellation(&self) {
        self.cancel.set_self_handled();
    }
}

/// Context of one incoming notification at the raw JSON-RPC layer; the
/// typed sides wrap it in
/// [`side::NotificationContext`](crate::side::NotificationContext).
#[derive(Debug, Clone)]
pub struct RawNotificationContext {
    pub(crate) peer: Peer,
}

impl RawNotificationContext {
    /// The handle to call the peer.
    #[must_use]
    pub fn peer(&self) -> &Peer {
        &self.peer
    }
}

/// The successful answer of a request handler, serialized by the runtime
/// straight into the output buffer inside the response envelope.
pub struct Reply(ReplyKind);

enum ReplyKind {
    Raw(Box<RawValue>),
    Value(Box<dyn ErasedSerialize>),
}

trait ErasedSerialize: Send + Sync {
    fn write_json(&self, out: &mut Vec<u8>) -> serde_json::Result<()>;
}

impl<T: Serialize + Send + Sync> ErasedSerialize for T {
    fn write_json(&self, out: &mut Vec<u8>) -> serde_json::Result<()> {
        super::ser::write(out, self)
    }
}

impl std::fmt::Debug for Reply {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.0 {
            ReplyKind::Raw(r) => f.debug_tuple("Reply").field(r).finish(),
            ReplyKind::Value(_) => f.write_str("Reply(<value>)"),
        }
    }
}

impl Reply {
    /// A typed result, serialized when the response is written. A
    /// serialization failure turns the response into -32603.
    #[must_use]
    pub fn new<T: Serialize + Send + Sync + 'static>(value: T) -> Self {
        Reply(ReplyKind::Value(Box::new(value)))
    }

    /// A pre-serialized result, written as is.
    #[must_use]
    pub fn raw(value: Box<RawValue>) -> Self {
        Reply(ReplyKind::Raw(value))
    }

    /// Writes the result JSON.
    pub(crate) fn write_json(&self, out: &mut Vec<u8>) -> serde_json::Result<()> {
        match &self.0 {
            ReplyKind::Raw(r) => {
                out.extend_from_slice(r.get().as_bytes());
                Ok(())
            }
            ReplyKind::Value(v) => v.write_json(out),
        }
    }
}
