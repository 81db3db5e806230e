//! What a trait method receives besides its params: the handle to the peer,
//! cancellation, and (for session methods) the session's cancel signal.

use std::future::Future;

use serde::de::DeserializeOwned;
use serde_json::value::RawValue;

use super::signals::SessionCancelled;
use crate::error::ResponseError;
use crate::rpc::{decode_params, CancelToken, RawRequestContext};

/// Context of one incoming request; `H` is the handle to the peer
/// (`v1::ClientHandle` for an agent, `v1::AgentHandle` for a client).
#[derive(Debug)]
pub struct RequestContext<H> {
    peer: H,
    rcx: RawRequestContext,
    session: Option<SessionCancelled>,
}

impl<H> RequestContext<H> {
    pub(crate) fn new(peer: H, rcx: RawRequestContext, session: Option<SessionCancelled>) -> Self {
        RequestContext { peer, rcx, session }
    }

    /// The typed handle to call the peer (also while this request runs).
    #[must_use]
    pub fn peer(&self) -> &H {
        &self.peer
    }

    /// Cancelled when the peer sends `$/cancel_request` for this request or
    /// the connection closes. Without [`Self::handle_cancellation`] the
    /// runtime then drops the handler and answers -32800.
    #[must_use]
    pub fn cancel_token(&self) -> &CancelToken {
        self.rcx.cancel_token()
    }

    /// Declares that this handler answers `$/cancel_request` itself (for
    /// example with a partial result).
    pub fn handle_cancellation(&self) {
        self.rcx.handle_cancellation();
    }

    /// Cancels this request on the serving side's own account (a timeout,
    /// the work became moot): the runtime drops the handler at its next
    /// `.await` and answers -32800, as if `$/cancel_request` had come
    /// (cancellation.mdx, internal cancellation). A handler that declared
    /// [`Self::handle_cancellation`] sees [`Self::cancel_token`] fire and
    /// answers itself.
    pub fn cancel(&self) {
        self.rcx.cancel_token().cancel();
    }

    /// The session signal of a request whose params carry a `sessionId`
    /// (`None` for other requests).
    #[must_use]
    pub fn session_signal(&self) -> Option<&SessionCancelled> {
        self.session.as_ref()
    }

    /// Completes when the session of this request was cancelled
    /// (`session/cancel` arrived after the request started); never for a
    /// request without a session.
    pub async fn session_cancelled(&self) {
        match &self.session {
            Some(s) => s.cancelled().await,
            None => std::future::pending().await,
        }
    }

    /// Runs `work` until it finishes (`Some`) or the session is cancelled
    /// (`None`, `work` is dropped). The v1 prompt pattern:
    /// `cx.until_session_cancelled(work).await.unwrap_or(Ok(StopReason::Cancelled))`.
    pub async fn until_session_cancelled<F: Future>(&self, work: F) -> Option<F::Output> {
        tokio::select! {
            biased;
            () = self.session_cancelled() => None,
            out = work => Some(out),
        }
    }
}

/// Context of one incoming notification.
#[derive(Debug)]
pub struct NotificationContext<H> {
    peer: H,
}

impl<H> NotificationContext<H> {
    pub(crate) fn new(peer: H) -> Self {
        NotificationContext { peer }
    }

    /// The typed handle to call the peer.
    #[must_use]
    pub fn peer(&self) -> &H {
        &self.peer
    }
}

/// An incoming extension request (`_`-prefixed method).
#[derive(Debug)]
pub struct ExtRequest {
    /// The method name.
    pub method: String,
    /// The params, byte-exact (`None`: absent).
    pub params: Option<Box<RawValue>>,
}

impl ExtRequest {
    /// Decodes the params into a type of the extension.
    ///
    /// # Errors
    /// -32602 with the serde path, ready to be returned as the answer.
    pub fn decode<T: DeserializeOwned>(&self) -> Result<T, ResponseError> {
        decode_params(self.params.as_deref())
    }
}

/// An incoming extension notification (`_`-prefixed method).
#[derive(Debug)]
pub struct ExtNotification {
    /// The method name.
    pub method: String,
    /// The params, byte-exact (`None`: absent).
    pub params: Option<Box<RawValue>>,
}

impl ExtNotification {
    /// Decodes the params into a type of the extension.
    ///
    /// # Errors
    /// -32602 with the serde path.
    pub fn decode<T: DeserializeOwned>(&self) -> Result<T, ResponseError> {
        decode_params(self.params.as_deref())
    }
}

/// Serializes an extension result.
///
/// # Errors
/// -32603 when `value` does not serialize.
pub fn ext_result<T: serde::Serialize + ?Sized>(value: &T) -> Result<Box<RawValue>, ResponseError> {
    serde_json::value::to_raw_value(value).map_err(ResponseError::internal_error)
}
