//! [`Core`]: the connection under a typed handle — the peer plus the state
//! the side layer keeps per connection (negotiated capabilities, session
//! signals, prompt turns being awaited).

use std::any::Any;
use std::sync::{Arc, RwLock};

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::value::RawValue;

use super::advertised::Advertised;
use super::gate;
use super::hooks;
use super::signals::Signals;
use super::turn::Turns;
use crate::error::{Error, Result};
use crate::method::{Notification, Request};
use crate::rpc::{decode_result, CancelToken, Peer, ScopeKey};

/// What each side advertised at `initialize`, per negotiated version.
// One value per connection, read in place: boxing the large variants would
// only add an indirection.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Default)]
pub(crate) enum Caps {
    /// Not negotiated yet.
    #[default]
    None,
    V1 {
        client: crate::v1::ClientCapabilities,
        agent: crate::v1::AgentCapabilities,
    },
    #[cfg(feature = "v2")]
    V2 {
        client: crate::v2::ClientCapabilities,
        agent: crate::v2::AgentCapabilities,
        /// The agent listed authentication methods (`auth/*` are available).
        auth_methods: bool,
    },
}

/// Per-connection state of the side layer.
#[derive(Debug, Default)]
pub(crate) struct ConnState {
    pub(crate) caps: RwLock<Caps>,
    pub(crate) signals: Signals,
    pub(crate) turns: Turns,
    /// Per-session advertisements (modes, config options, cancel controls).
    pub(crate) advertised: Advertised,
    /// Cancelled when the connection ended.
    pub(crate) closed: CancelToken,
}

impl ConnState {
    pub(crate) fn set_caps(&self, caps: Caps) {
        *self.caps.write().unwrap_or_else(|p| p.into_inner()) = caps;
    }

    pub(crate) fn with_caps<R>(&self, f: impl FnOnce(&mut Caps) -> R) -> R {
        f(&mut self.caps.write().unwrap_or_else(|p| p.into_inner()))
    }

    pub(crate) fn read_caps<R>(&self, f: impl FnOnce(&Caps) -> R) -> R {
        f(&self.caps.read().unwrap_or_else(|p| p.into_inner()))
    }
}

/// The connection under a typed handle: the raw [`Peer`] and the side
/// layer's state (negotiated capabilities, session signals). Cheap to clone.
#[derive(Clone, Debug)]
pub struct Core {
    pub(crate) peer: Peer,
    pub(crate) state: Arc<ConnState>,
}

/// The ordering scope (and signal key) of a session id.
pub fn session_key<T: std::ops::Deref<Target = String>>(session_id: &T) -> ScopeKey {
    ScopeKey::of(session_id)
}

impl Core {
    pub(crate) fn new(peer: Peer, state: Arc<ConnState>) -> Self {
        Core { peer, state }
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
        self.state.closed.cancelled().await;
    }

    /// A typed request of this connection's version, gated.
    pub(crate) async fn request<M>(&self, scope: Option<ScopeKey>, params: M::Params) -> Result<M::Response>
    where
        M: Request + 'static,
        M::Params: Sync + 'static,
        M::Response: 'static,
    {
        gate::check::<M>(&self.state, M::METHOD, &params as &dyn Any)?;
        let raw = self.peer.request_scoped(scope, M::METHOD, &params).await?;
        let result: M::Response = decode_result(&raw)?;
        hooks::result::<M>(&self.state, scope, &result as &dyn Any);
        Ok(result)
    }

    /// A typed notification of this connection's version, gated.
    pub(crate) async fn notify<M>(&self, scope: Option<ScopeKey>, params: M::Params) -> Result<()>
    where
        M: Notification + 'static,
        M::Params: Sync + 'static,
    {
        gate::check::<M>(&self.state, M::METHOD, &params as &dyn Any)?;
        // Before sending: a client's own pending permission requests of the
        // session are answered `cancelled` as the cancel goes out.
        hooks::notification::<M>(&self.state, scope, &params);
        self.peer.notify(M::METHOD, &params).await
    }

    /// An extension request (`_`-prefixed method) with typed params and result.
    ///
    /// # Errors
    /// As [`Peer::request`]; [`Error::Json`] when the result does not decode.
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

impl From<Error> for crate::error::ResponseError {
    /// A failure of a call a handler made (so `?` works in handlers):
    /// answered as -32603 with the failure's text, also when the peer
    /// answered that call with an error — its code described the inner
    /// call, not the request being answered.
    fn from(e: Error) -> Self {
        crate::error::ResponseError::internal_error(e)
    }
}
