//! The generic bodies of the generated dispatch arms: decode, check the
//! method's rule, run the trait method, let the rule record, reply. One
//! function per message kind, instantiated per method marker (and version)
//! by the generated `match`. The session of a message is read from its
//! typed params; the raw scan ([`session_scope`]) is only for the runtime's
//! ordering, before the params are decoded.

use std::future::Future;

use super::gate::Party;
use super::context::{ExtNotification, ExtRequest, NotificationContext, RequestContext};
use super::link::Link;
use super::rule::{NotificationRule, RequestRule};
use super::version::Version;
use crate::error::ResponseError;
use serde_json::value::RawValue;

use crate::codec::__private::ObjectCodec;
use crate::rpc::params::BoxedDecode;
use crate::rpc::{BoxFuture, Params, ParamsDecoder, Reply, RawRequestContext, ScopeKey};

/// The session of a message's typed params (generated per method: the
/// params' `sessionId`, or none).
pub(crate) type SessionOf<P> = fn(&P) -> Option<ScopeKey>;

/// The params member naming a message's session (its ordering scope).
const SESSION_FIELD: &str = "sessionId";

/// The ordering scope of a session-scoped message, scanned from its raw
/// params before they are decoded (the generated `Handler::scope` calls it
/// for the methods whose params carry a `sessionId`).
pub(crate) fn session_scope(params: &Params<'_>) -> Option<ScopeKey> {
    ScopeKey::from_field(params, SESSION_FIELD)
}

/// The decoder the runtime runs for the params of `M` while it reads the
/// envelope (see [`Params`]).
pub(crate) fn decoder<P: ObjectCodec + Send + 'static>() -> Option<ParamsDecoder> {
    Some(ParamsDecoder::of_boxed::<P>())
}

/// Every method's params are a generated object type, decoded straight
/// into the box the runtime hands on (`codec::__private::deserialize_object_boxed`).
impl<T: ObjectCodec + Send + 'static> BoxedDecode for T {
    fn deserialize_boxed<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Box<Self>, D::Error> {
        crate::codec::__private::deserialize_object_boxed(d)
    }
}

/// An incoming request of method `M` on a connection of version `V`.
pub(crate) fn request<V, M, H, F, Fut>(
    link: &Link<V>,
    rcx: RawRequestContext,
    handle: H,
    params: Params<'_>,
    session_of: SessionOf<M::Params>,
    f: F,
) -> BoxFuture<Result<Reply, ResponseError>>
where
    V: Version,
    M: RequestRule<V> + 'static,
    M::Params: Send + serde::Serialize + 'static,
    M::Response: Send + Sync + 'static,
    H: Send + 'static,
    F: FnOnce(M::Params, RequestContext<H>) -> Fut,
    Fut: Future<Output = Result<M::Response, ResponseError>> + Send + 'static,
{
    let typed: Box<M::Params> = match params.decode_boxed() {
        Ok((p, recovered)) => {
            if recovered {
                link.state().recovered.report(M::METHOD, "params", &*p);
            }
            p
        }
        Err(e) => {
            tracing::warn!(method = M::METHOD, error = %e, data = ?e.data, "acp-wire: request params do not decode; answered -32602");
            return Box::pin(async move { Err(e) });
        }
    };
    let state = link.state();
    if let Err(r) = M::admit(state, &typed) {
        let e = r.into_error(M::METHOD).to_response();
        return Box::pin(async move { Err(e) });
    }
    M::received(state, &typed);
    if M::INITIALIZE {
        state.gates.record_typed(V::GATES, Party::Client, &*typed);
    }
    let session = session_of(&typed);
    let signal = session.map(|k| state.signals.watch(k));
    let answer_on_cancel = M::cancelled();
    let fut = f(*typed, RequestContext::new(handle, rcx, signal.clone()));
    let state = std::sync::Arc::clone(state);
    Box::pin(async move {
        let mut result = match (answer_on_cancel, signal) {
            // A request the protocol answers itself when its session is
            // cancelled (a client's pending permission request).
            (Some(answer), Some(signal)) => tokio::select! {
                biased;
                r = fut => r,
                () = signal.cancelled() => Ok(answer),
            },
            _ => fut.await,
        }?;
        M::answered(&state, session, &mut result);
        if M::INITIALIZE {
            state.gates.record_typed(V::GATES, Party::Agent, &result);
        }
        Ok(Reply::new(result))
    })
}

/// An incoming notification of method `M` on a connection of version `V`.
pub(crate) fn notification<V, M, H, F, Fut>(
    link: &Link<V>,
    handle: H,
    params: Params<'_>,
    session_of: SessionOf<M::Params>,
    f: F,
) -> BoxFuture<()>
where
    V: Version,
    M: NotificationRule<V> + 'static,
    M::Params: Send + serde::Serialize + 'static,
    H: Send + 'static,
    F: FnOnce(M::Params, NotificationContext<H>) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let typed: Box<M::Params> = match params.decode_boxed() {
        Ok((p, recovered)) => {
            if recovered {
                link.state().recovered.report(M::METHOD, "params", &*p);
            }
            p
        }
        Err(e) => {
            // A notification has no answer: the log is the only trace.
            tracing::warn!(method = M::METHOD, error = %e, data = ?e.data, "acp-wire: notification params do not decode; dropped");
            return Box::pin(async {});
        }
    };
    let state = link.state();
    if let Err(r) = M::admit(state, &typed) {
        tracing::debug!(error = %r.into_error(M::METHOD), "acp-wire: notification refused");
        return Box::pin(async {});
    }
    // Synchronously, on the reader: a session/cancel must reach the running
    // prompt even while earlier notifications of the session are handled.
    M::passing(state, session_of(&typed), &typed);
    Box::pin(f(*typed, NotificationContext::new(handle)))
}

/// An incoming request the version's table does not list.
pub(crate) fn ext_request<H, F, Fut>(
    rcx: RawRequestContext,
    handle: H,
    method: &str,
    params: Params<'_>,
    f: F,
) -> BoxFuture<Result<Reply, ResponseError>>
where
    F: FnOnce(ExtRequest, RequestContext<H>) -> Fut,
    Fut: Future<Output = Result<Box<RawValue>, ResponseError>> + Send + 'static,
{
    if !method.starts_with('_') {
        let e = ResponseError::method_not_found(method);
        return Box::pin(async move { Err(e) });
    }
    let req = ExtRequest { method: method.to_owned(), params: params.raw().map(ToOwned::to_owned) };
    let fut = f(req, RequestContext::new(handle, rcx, None));
    Box::pin(async move { fut.await.map(Reply::raw) })
}

/// An incoming notification the version's table does not list.
pub(crate) fn ext_notification<H, F, Fut>(handle: H, method: &str, params: Params<'_>, f: F) -> BoxFuture<()>
where
    F: FnOnce(ExtNotification, NotificationContext<H>) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    if !method.starts_with('_') {
        return Box::pin(async {});
    }
    let n = ExtNotification { method: method.to_owned(), params: params.raw().map(ToOwned::to_owned) };
    Box::pin(f(n, NotificationContext::new(handle)))
}
