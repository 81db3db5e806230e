//! [`Link`]: what a generated handle holds — the connection ([`Core`]) and
//! the side layer's state of its version — and the typed, gated send path:
//! check the method's rule, send, decode (or let the rule read an error
//! answer as a result), let the rule record the answer.

use std::sync::Arc;

use super::core::Core;
use super::rule::{NotificationRule, RequestRule};
use super::state::ConnState;
use super::version::Version;
use crate::error::{Error, Result};
use crate::rpc::{decode_result, ScopeKey};

/// A connection of version `V` under a typed handle. Cheap to clone.
pub(crate) struct Link<V: Version> {
    core: Core,
    state: Arc<ConnState<V>>,
}

impl<V: Version> Clone for Link<V> {
    fn clone(&self) -> Self {
        Link { core: self.core.clone(), state: Arc::clone(&self.state) }
    }
}

impl<V: Version> std::fmt::Debug for Link<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Link").field("core", &self.core).field("state", &self.state).finish()
    }
}

impl<V: Version> Link<V> {
    /// A fresh connection state of version `V` under `core` (a connection
    /// that just negotiated `V`).
    pub(crate) fn fresh(core: Core) -> Self {
        let state = Arc::new(ConnState::<V>::new(core.closed.clone()));
        Link { core, state }
    }

    /// The connection.
    pub(crate) fn core(&self) -> &Core {
        &self.core
    }

    /// The side layer's state of the connection.
    pub(crate) fn state(&self) -> &Arc<ConnState<V>> {
        &self.state
    }

    /// A typed request, gated by `M`'s rule; the answer is recorded by it.
    pub(crate) async fn request<M: RequestRule<V>>(&self, scope: Option<ScopeKey>, params: M::Params) -> Result<M::Response>
    where
        M::Params: Sync,
    {
        M::admit(&self.state, &params).map_err(|r| r.into_error(M::METHOD))?;
        M::check_call(&self.state, &params).map_err(|r| r.into_error(M::METHOD))?;
        let mut result: M::Response = match self.core.peer.request_scoped(scope, M::METHOD, &params).await {
            Ok(raw) => {
                let (r, recovered) = crate::codec::recovered_during(|| decode_result::<M::Response>(&raw));
                let r = r.inspect_err(|e| tracing::warn!(method = M::METHOD, error = %e, "acp-wire: the result does not decode"))?;
                if recovered {
                    self.state.recovered.report(M::METHOD, "result", &r);
                }
                r
            }
            Err(Error::Protocol(e)) => M::error_as_result(&e).ok_or(Error::Protocol(e))?,
            Err(e) => return Err(e),
        };
        M::answered(&self.state, scope, &mut result);
        M::called(&self.state, &params, &result);
        Ok(result)
    }

    /// A typed notification, gated by `M`'s rule.
    pub(crate) async fn notify<M: NotificationRule<V>>(&self, scope: Option<ScopeKey>, params: M::Params) -> Result<()>
    where
        M::Params: Sync,
    {
        M::admit(&self.state, &params).map_err(|r| r.into_error(M::METHOD))?;
        // Before sending: a client's own pending permission requests of the
        // session are answered `cancelled` as the cancel goes out.
        M::passing(&self.state, scope, &params);
        self.core.peer.notify(M::METHOD, &params).await
    }
}
