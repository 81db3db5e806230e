//! [`Core`]: the connection under a typed handle — the raw peer and the
//! connection's end — plus the untyped extension calls every handle offers.
//! The typed, gated calls are [`super::Link`]'s.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::value::RawValue;

use crate::error::Result;
use crate::rpc::{decode_result, CancelToken, Peer, ScopeKey};

/// The connection under a typed handle: the raw [`Peer`] and the
/// connection's end. Cheap to clone.
#[derive(Clone, Debug)]
pub struct Core {
    pub(crate) peer: Peer,
    pub(crate) closed: CancelToken,
}

/// The ordering scope (and signal key) of a session id.
pub fn session_key<T: std::ops::Deref<Target = String>>(session_id: &T) -> ScopeKey {
    ScopeKey::of(session_id)
}

impl Core {
    pub(crate) fn new(peer: Peer, closed: CancelToken) -> Self {
        Core { peer, closed }
    }

    /// The raw JSON-RPC peer (untyped requests bypass gating).
    #[must_use]
    pub fn peer(&self) -> &Peer {
        &self.peer
    }

    /// Closes the connection.
    pub fn close(&self) {
        self.peer.close();
    }

    /// Completes when the connection has ended.
    pub async fn closed(&self) {
        self.closed.cancelled().await;
    }

    /// An extension request (`_`-prefixed method) with typed params and result.
    ///
    /// # Errors
    /// As [`Peer::request`]; [`crate::Error::Json`] when the result does not decode.
    pub async fn ext_request<P, R>(&self, method: &str, params: &P) -> Result<R>
    where
        P: Serialize + ?Sized + Sync,
        R: DeserializeOwned,
    {
        let raw = self.peer.request(method, params).await?;
        decode_result(&raw)
    }

    /// An extension request with raw params (`None`: no `params` member) and raw result.
    ///
    /// # Errors
    /// As [`Peer::request`].
    pub async fn ext_request_raw(&self, method: &str, params: Option<&RawValue>) -> Result<Box<RawValue>> {
        self.peer.request_raw(None, method, params).await
    }

    /// An extension notification (`_`-prefixed method).
    ///
    /// # Errors
    /// As [`Peer::notify`].
    pub async fn ext_notification<P: Serialize + ?Sized + Sync>(&self, method: &str, params: &P) -> Result<()> {
        self.peer.notify(method, params).await
    }

    /// An extension notification with raw params.
    ///
    /// # Errors
    /// As [`Peer::notify`].
    pub async fn ext_notification_raw(&self, method: &str, params: Option<&RawValue>) -> Result<()> {
        self.peer.notify_raw(method, params).await
    }
}
