//! Sending several requests and notifications as one JSON-RPC batch: one
//! frame, one write. ACP v2 peers take batches (its transport page); a v1
//! peer answers a batch with a single -32600 that names no request, so
//! batch only where the protocol version allows it. v2's transport page has
//! peers not batch order-sensitive lifecycle messages: a batch refuses the
//! methods [`Peer::set_unbatched`] names (the side layer sets the
//! negotiated version's list) with [`Error::NotBatchable`].

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use serde::Serialize;
use serde_json::value::RawValue;
use tokio::sync::oneshot;

use super::envelope;
use super::peer::{Outcome, Pending, Peer, Shared, CANCEL_METHOD};
use crate::error::{Error, Result};

/// Requests and notifications collected to go out as one JSON-RPC batch
/// ([`Peer::batch`]). Nothing is sent until [`Batch::send`]; dropping an
/// unsent batch forgets its requests.
#[must_use = "a batch is sent only by `Batch::send`"]
pub struct Batch {
    shared: Arc<Shared>,
    /// `[` and the entries so far, comma-separated.
    frame: Vec<u8>,
    entries: usize,
    /// Ids of the requests, registered as pending.
    ids: Vec<i64>,
    sent: Arc<AtomicBool>,
}

/// The answer to one request of a [`Batch`]. Dropping it before the answer
/// arrived (after the batch was sent) sends `$/cancel_request` for that
/// request.
#[must_use = "the answer arrives through `BatchAnswer::get`"]
pub struct BatchAnswer {
    shared: Arc<Shared>,
    id: i64,
    rx: Option<oneshot::Receiver<Outcome>>,
    sent: Arc<AtomicBool>,
}

impl std::fmt::Debug for Batch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Batch").field("entries", &self.entries).field("requests", &self.ids.len()).finish()
    }
}

impl std::fmt::Debug for BatchAnswer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BatchAnswer").field("id", &self.id).finish()
    }
}

impl Peer {
    /// An empty batch to fill with [`Batch::request`] and [`Batch::notify`]
    /// and send with [`Batch::send`] (ACP v2; see the module docs).
    pub fn batch(&self) -> Batch {
        Batch { shared: Arc::clone(&self.shared), frame: vec![b'['], entries: 0, ids: Vec::new(), sent: Arc::default() }
    }
}

impl Batch {
    /// Adds a request; its answer comes through the returned handle once
    /// the batch is sent.
    ///
    /// # Errors
    /// [`Error::NotBatchable`] for a method the connection keeps out of
    /// batches; [`Error::ConnectionClosed`]; [`Error::Json`] when `params`
    /// does not serialize (the batch is unchanged).
    pub fn request<P: Serialize + ?Sized>(&mut self, method: &str, params: &P) -> Result<BatchAnswer> {
        self.batchable(method)?;
        let id = self.shared.next_request_id();
        let (tx, rx) = oneshot::channel();
        let mark = self.frame.len();
        if self.entries > 0 {
            self.frame.push(b',');
        }
        if let Err(e) = envelope::write_request(&mut self.frame, id, method, Some(params)) {
            self.frame.truncate(mark);
            return Err(Error::Json(e));
        }
        if !self.shared.add_pending(id, Pending { tx, scope: None }) {
            self.frame.truncate(mark);
            return Err(Error::ConnectionClosed);
        }
        self.entries += 1;
        self.ids.push(id);
        Ok(BatchAnswer { shared: Arc::clone(&self.shared), id, rx: Some(rx), sent: Arc::clone(&self.sent) })
    }

    /// Adds a notification.
    ///
    /// # Errors
    /// [`Error::NotBatchable`] for a method the connection keeps out of
    /// batches; [`Error::Json`] when `params` does not serialize (the batch
    /// is unchanged).
    pub fn notify<P: Serialize + ?Sized>(&mut self, method: &str, params: &P) -> Result<()> {
        self.batchable(method)?;
        let mark = self.frame.len();
        if self.entries > 0 {
            self.frame.push(b',');
        }
        if let Err(e) = envelope::write_notification(&mut self.frame, method, Some(params)) {
            self.frame.truncate(mark);
            return Err(Error::Json(e));
        }
        self.entries += 1;
        Ok(())
    }

    /// `Err` when the connection keeps `method` out of batches.
    fn batchable(&self, method: &str) -> Result<()> {
        let refused = self.shared.unbatched.read().unwrap_or_else(|p| p.into_inner()).contains(&method);
        if refused {
            return Err(Error::NotBatchable { method: method.to_owned() });
        }
        Ok(())
    }

    /// Entries so far.
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries
    }

    /// Whether nothing was added.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries == 0
    }

    /// Sends the batch as one frame (waiting while the output queue is
    /// full). An empty batch sends nothing: JSON-RPC has no empty batch.
    ///
    /// # Errors
    /// [`Error::ConnectionClosed`]; its requests then fail the same way.
    pub async fn send(mut self) -> Result<()> {
        if self.entries == 0 {
            return Ok(());
        }
        self.frame.push(b']');
        let frame = std::mem::take(&mut self.frame);
        self.shared
            .out
            .send(|buf| {
                buf.extend_from_slice(&frame);
                Ok(())
            })
            .await?;
        self.sent.store(true, Ordering::Release);
        // Answers now belong to their handles.
        self.ids.clear();
        Ok(())
    }
}

impl Drop for Batch {
    fn drop(&mut self) {
        // Unsent (or failed to send): its requests will never be answered.
        for id in self.ids.drain(..) {
            if let Some(p) = self.shared.take_pending(id) {
                let _ = p.tx.send(Err(Error::ConnectionClosed));
            }
        }
    }
}

impl BatchAnswer {
    /// The request's id on the wire.
    #[must_use]
    pub fn id(&self) -> i64 {
        self.id
    }

    /// Waits for the answer: the raw `result`, or [`Error::Protocol`] with
    /// the peer's error.
    ///
    /// # Errors
    /// [`Error::Protocol`]; [`Error::ConnectionClosed`] (also when the batch
    /// was dropped unsent).
    pub async fn get(mut self) -> Result<Box<RawValue>> {
        let Some(rx) = self.rx.take() else { return Err(Error::ConnectionClosed) };
        rx.await.unwrap_or(Err(Error::ConnectionClosed))
    }
}

impl Drop for BatchAnswer {
    fn drop(&mut self) {
        // `rx` taken: `get` ran to its end or is being dropped mid-wait; the
        // entry is gone once answered, so a present one means "abandoned".
        if self.shared.take_pending(self.id).is_some() && self.sent.load(Ordering::Acquire) {
            #[derive(Serialize)]
            struct CancelParams {
                #[serde(rename = "requestId")]
                request_id: i64,
            }
            let params = CancelParams { request_id: self.id };
            let _ = self.shared.out.send_now(|buf| envelope::write_notification(buf, CANCEL_METHOD, Some(&params)));
            tracing::debug!(id = self.id, "acp-wire: batch answer dropped, sent $/cancel_request");
        }
    }
}
