//! The generic bodies of the generated dispatch arms: decode, gate, run the
//! trait method, apply the turn rules, reply. One function per message kind,
//! instantiated per method marker by the generated `match`.

use std::any::Any;
use std::future::Future;

use super::context::{ExtNotification, ExtRequest, NotificationContext, RequestContext};
use super::core::Core;
use super::{gate, hooks};
use crate::error::ResponseError;
use crate::method::{Notification, Request};
use serde_json::value::RawValue;

use crate::rpc::{BoxFuture, Params, ParamsDecoder, Reply, RequestCx, ScopeKey};

/// The params member naming a message's session (its ordering scope).
const SESSION_FIELD: &str = "sessionId";

fn session_of(scoped: bool, params: &Params<'_>) -> Option<ScopeKey> {
    if scoped {
        ScopeKey::from_field(params, SESSION_FIELD)
    } else {
        None
    }
}

/// The ordering scope of a message: its session when its method is in
/// `scoped_methods` (generated from the schema).
pub(crate) fn scope(scoped_methods: &[&str], method: &str, params: &Params<'_>) -> Option<ScopeKey> {
    session_of(scoped_methods.contains(&method), params)
}

/// The decoder the runtime runs for the params of `M` while it reads the
/// envelope (see [`Params`]).
pub(crate) fn decoder<P: serde::de::DeserializeOwned + Send + 'static>() -> Option<ParamsDecoder> {
    Some(ParamsDecoder::of::<P>())
}

/// An incoming request of method `M`.
pub(crate) fn request<M, H, F, Fut>(
    core: &Core,
    rcx: RequestCx,
    handle: H,
    params: Params<'_>,
    scoped: bool,
    f: F,
) -> BoxFuture<Result<Reply, ResponseError>>
where
    M: Request + 'static,
    M::Params: Send + 'static,
    M::Response: Send + Sync + 'static,
    H: Send + 'static,
    F: FnOnce(M::Params, RequestContext<H>) -> Fut,
    Fut: Future<Output = Result<M::Response, ResponseError>> + Send + 'static,
{
    let session = session_of(scoped, &params);
    let typed: M::Params = match params.decode() {
        Ok(p) => p,
        Err(e) => return Box::pin(async move { Err(e) }),
    };
    if let Err(e) = gate::check::<M>(&core.state, M::METHOD, &typed as &dyn Any) {
        return Box::pin(async move { Err(e.to_response()) });
    }
    hooks::request_in::<M>(&core.state, &typed);
    let signal = session.map(|k| core.state.signals.watch(k));
    let answer_on_cancel = hooks::cancelled_answer::<M>();
    let fut = f(typed, RequestContext::new(handle, rcx, signal.clone()));
    let state = std::sync::Arc::clone(&core.state);
    Box::pin(async move {
        let mut result = match (answer_on_cancel, signal) {
            // A request the protocol answers itself when its session is
            // cancelled (a client's pending permission request).
            (Some(make), Some(signal)) => tokio::select! {
                biased;
                r = fut => r,
                () = signal.cancelled() => match make().downcast::<M::Response>() {
                    Ok(r) => Ok(*r),
                    Err(_) => Err(ResponseError::request_cancelled()),
                },
            },
            _ => fut.await,
        }?;
        hooks::response_out::<M>(&state, &mut result);
        hooks::result::<M>(&state, session, &result as &dyn Any);
        Ok(Reply::new(result))
    })
}

/// An incoming notification of method `M`.
pub(crate) fn notification<M, H, F, Fut>(
    core: &Core,
    handle: H,
    params: Params<'_>,
    scoped: bool,
    f: F,
) -> BoxFuture<()>
where
    M: Notification + 'static,
    M::Params: Send + 'static,
    H: Send + 'static,
    F: FnOnce(M::Params, NotificationContext<H>) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let session = session_of(scoped, &params);
    let typed: M::Params = match params.decode() {
        Ok(p) => p,
        Err(e) => {
            tracing::debug!(method = M::METHOD, error = %e, "acp-wire: notification params do not decode; ignored");
            return Box::pin(async {});
        }
    };
    if let Err(e) = gate::check::<M>(&core.state, M::METHOD, &typed as &dyn Any) {
        tracing::debug!(error = %e, "acp-wire: notification refused");
        return Box::pin(async {});
    }
    // Synchronously, on the reader: a session/cancel must reach the running
    // prompt even while earlier notifications of the session are handled.
    hooks::notification::<M>(&core.state, session, &typed);
    Box::pin(f(typed, NotificationContext::new(handle)))
}

/// An incoming request the version's table does not list.
pub(crate) fn ext_request<H, F, Fut>(
    rcx: RequestCx,
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
