//! The cloneable handle to the other side: outgoing requests (with the
//! pending-request table), notifications, per-connection switches.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, RwLock};

use serde::Serialize;
use serde_json::value::RawValue;
use tokio::sync::oneshot;

use super::cancel::CancelToken;
use super::envelope;
use super::scope_key::ScopeKey;
use crate::error::{Error, Result};
use crate::transport::{FrameObserver, OutQueue};

/// The JSON-RPC-level cancellation notification (protocol plumbing, shared
/// by every ACP version).
pub(crate) const CANCEL_METHOD: &str = "$/cancel_request";

pub(crate) type Outcome = Result<Box<RawValue>>;

pub(crate) struct Pending {
    pub(crate) tx: oneshot::Sender<Outcome>,
    pub(crate) scope: Option<ScopeKey>,
}

#[derive(Default)]
struct PendingTable {
    map: HashMap<i64, Pending>,
    closed: bool,
}

pub(crate) struct Shared {
    pub(crate) out: Arc<OutQueue>,
    pending: Mutex<PendingTable>,
    next_id: AtomicI64,
    pub(crate) batches: AtomicBool,
    /// Methods an outgoing batch refuses (the version's lifecycle messages).
    pub(crate) unbatched: RwLock<Vec<&'static str>>,
    pub(crate) max_message_size: Arc<AtomicUsize>,
    /// Set to stop the connection (local close, or the writer failed).
    pub(crate) shutdown: CancelToken,
}

impl Shared {
    pub(crate) fn new(out: Arc<OutQueue>, batches: bool, max_message_size: usize) -> Self {
        Shared {
            out,
            pending: Mutex::new(PendingTable::default()),
            next_id: AtomicI64::new(0),
            batches: AtomicBool::new(batches),
            unbatched: RwLock::default(),
            max_message_size: Arc::new(AtomicUsize::new(max_message_size)),
            shutdown: CancelToken::new(),
        }
    }

    fn pending(&self) -> MutexGuard<'_, PendingTable> {
        self.pending.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A fresh id for an outgoing request.
    pub(crate) fn next_request_id(&self) -> i64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }

    /// Registers a request waiting for its answer; false once closed.
    pub(crate) fn add_pending(&self, id: i64, pending: Pending) -> bool {
        let mut t = self.pending();
        if t.closed {
            return false;
        }
        t.map.insert(id, pending);
        true
    }

    /// Removes the entry of a response's id.
    pub(crate) fn take_pending(&self, id: i64) -> Option<Pending> {
        self.pending().map.remove(&id)
    }

    /// Fails every pending request with [`Error::ConnectionClosed`] and
    /// refuses new ones.
    pub(crate) fn close_pending(&self) {
        let drained: Vec<Pending> = {
            let mut t = self.pending();
            t.closed = true;
            t.map.drain().map(|(_, p)| p).collect()
        };
        for p in drained {
            let _ = p.tx.send(Err(Error::ConnectionClosed));
        }
    }
}

/// A cloneable handle to the peer of one connection: send requests and
/// notifications, flip per-connection switches, close.
#[derive(Clone)]
pub struct Peer {
    pub(crate) shared: Arc<Shared>,
}

impl std::fmt::Debug for Peer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Peer").field("out", &self.shared.out).finish_non_exhaustive()
    }
}

/// Removes the pending entry and tells the peer, when the request future is
/// dropped before its answer arrived.
struct CancelOnDrop<'a> {
    shared: &'a Shared,
    id: i64,
    sent: bool,
    armed: bool,
}

impl Drop for CancelOnDrop<'_> {
    fn drop(&mut self) {
        if !self.armed {
            return;
        }
        if self.shared.take_pending(self.id).is_some() && self.sent {
            #[derive(Serialize)]
            struct CancelParams {
                #[serde(rename = "requestId")]
                request_id: i64,
            }
            let params = CancelParams { request_id: self.id };
            // Never waits: this runs in Drop. A closed connection needs no cancel.
            let _ = self
                .shared
                .out
                .send_now(|buf| envelope::write_notification(buf, CANCEL_METHOD, Some(&params)));
            tracing::debug!(id = self.id, "acp-wire: request dropped, sent $/cancel_request");
        }
    }
}

impl Peer {
    /// Sends a request and waits for its answer: the raw `result`, or
    /// [`Error::Protocol`] with the peer's error. Dropping the future before
    /// the answer arrives sends `$/cancel_request` for it.
    ///
    /// # Errors
    /// [`Error::Protocol`], [`Error::ConnectionClosed`], [`Error::Json`]
    /// (params failed to serialize; nothing was sent).
    pub async fn request<P: Serialize + ?Sized + Sync>(&self, method: &str, params: &P) -> Result<Box<RawValue>> {
        self.send_request(None, method, Some(params)).await
    }

    /// Like [`Self::request`], for a request that belongs to an ordering
    /// scope: its answer is delivered only after every notification of
    /// `scope` received before the answer has been handled.
    ///
    /// # Errors
    /// As [`Self::request`].
    pub async fn request_scoped<P: Serialize + ?Sized + Sync>(
        &self,
        scope: Option<ScopeKey>,
        method: &str,
        params: &P,
    ) -> Result<Box<RawValue>> {
        self.send_request(scope, method, Some(params)).await
    }

    /// Like [`Self::request_scoped`] with pre-serialized params (`None`: no
    /// `params` member).
    ///
    /// # Errors
    /// As [`Self::request`].
    pub async fn request_raw(&self, scope: Option<ScopeKey>, method: &str, params: Option<&RawValue>) -> Result<Box<RawValue>> {
        self.send_request(scope, method, params).await
    }

    async fn send_request<P: Serialize + ?Sized + Sync>(
        &self,
        scope: Option<ScopeKey>,
        method: &str,
        params: Option<&P>,
    ) -> Result<Box<RawValue>> {
        let shared = &*self.shared;
        let id = shared.next_request_id();
        let (tx, rx) = oneshot::channel();
        if !shared.add_pending(id, Pending { tx, scope }) {
            return Err(Error::ConnectionClosed);
        }
        let mut guard = CancelOnDrop { shared, id, sent: false, armed: true };
        if let Err(e) = shared.out.send(|buf| envelope::write_request(buf, id, method, params)).await {
            shared.take_pending(id);
            guard.armed = false;
            return Err(e);
        }
        guard.sent = true;
        let outcome = rx.await;
        guard.armed = false;
        outcome.unwrap_or(Err(Error::ConnectionClosed))
    }

    /// Sends a notification.
    ///
    /// # Errors
    /// [`Error::ConnectionClosed`]; [`Error::Json`] (nothing was sent).
    pub async fn notify<P: Serialize + ?Sized + Sync>(&self, method: &str, params: &P) -> Result<()> {
        self.shared.out.send(|buf| envelope::write_notification(buf, method, Some(params))).await
    }

    /// Sends a notification with pre-serialized params (`None`: no `params` member).
    ///
    /// # Errors
    /// [`Error::ConnectionClosed`].
    pub async fn notify_raw(&self, method: &str, params: Option<&RawValue>) -> Result<()> {
        self.shared.out.send(|buf| envelope::write_notification(buf, method, params)).await
    }

    /// Allows (v2) or refuses (v1: one -32600 answer) JSON-RPC batches from now on.
    pub fn set_batches(&self, allowed: bool) {
        self.shared.batches.store(allowed, Ordering::Relaxed);
    }

    /// The methods [`Batch::request`](super::Batch::request) and
    /// [`Batch::notify`](super::Batch::notify) refuse from now on
    /// ([`Error::NotBatchable`]): the protocol version's order-sensitive
    /// lifecycle messages. The side layer sets its negotiated version's
    /// list (v2: `initialize`, `auth/login`, `session/new`,
    /// `session/resume`, `session/prompt`, as its transport page names
    /// them); a bare connection refuses none.
    pub fn set_unbatched(&self, methods: &[&'static str]) {
        *self.shared.unbatched.write().unwrap_or_else(|p| p.into_inner()) = methods.to_vec();
    }

    /// Sets the maximum size of incoming messages not yet started.
    pub fn set_max_message_size(&self, bytes: usize) {
        self.shared.max_message_size.store(bytes, Ordering::Relaxed);
    }

    /// Installs or removes the observer of raw frames.
    pub fn set_frame_observer(&self, observer: Option<Arc<dyn FrameObserver>>) {
        self.shared.out.set_observer(observer);
    }

    /// Closes the connection: stops reading, writes what is queued, closes
    /// the output (a child's stdin reaches EOF). Pending requests fail with
    /// [`Error::ConnectionClosed`].
    pub fn close(&self) {
        self.shared.shutdown.cancel();
    }

    /// Whether the connection no longer sends.
    #[must_use]
    pub fn is_closed(&self) -> bool {
        self.shared.out.is_closed()
    }

    /// Bytes of output queued and not yet handed to the transport.
    #[must_use]
    pub fn queued_output(&self) -> usize {
        self.shared.out.queued()
    }

    /// Number of outgoing requests waiting for an answer.
    #[must_use]
    pub fn pending_requests(&self) -> usize {
        self.shared.pending().map.len()
    }
}
