//! The agent's side of a connection: one implementation per version it
//! serves, and the router that negotiates at `initialize` and then hands
//! every message to the chosen version's dispatcher.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use tokio::task::JoinHandle;

use super::core::{ConnState, Core};
use super::negotiate::{choose, peek_version};
use crate::error::{ResponseError, Result};
use crate::method::Request;
use crate::rpc::{BoxFuture, Config, Connection, Handler, NotificationCx, Params, ParamsDecoder, Reply, RequestCx, ScopeKey};
use crate::transport::Transport;
use crate::v1;
#[cfg(feature = "v2")]
use crate::v2;

type Factory = Box<dyn Fn(Core) -> Arc<dyn Handler> + Send + Sync>;

/// Whether `method` is `initialize` (the same name in every version).
pub(crate) fn is_initialize(method: &str) -> bool {
    method == <v1::request::Initialize as Request>::METHOD
}

/// The answer to a request that arrives before `initialize` succeeded.
pub(crate) fn not_initialized() -> ResponseError {
    ResponseError::invalid_request("not initialized: send `initialize` first")
}

fn fail(e: ResponseError) -> BoxFuture<std::result::Result<Reply, ResponseError>> {
    Box::pin(async move { Err(e) })
}

/// Builds an agent that serves one or more protocol versions.
///
/// At the first `initialize` the agent reads `protocolVersion` from the raw
/// params (a JSON integer; anything else is -32602), picks the highest
/// registered version ≤ the requested one (the latest registered when the
/// request is above all), decodes the params with that version's
/// `InitializeRequest` and calls that implementation's `initialize`; the
/// response's `protocolVersion` is set to the chosen version. A request
/// below every registered version is answered -32022 with
/// `{requested, supported}`. From then on only that version's dispatcher
/// serves the connection (v2 also accepts JSON-RPC batches). A second
/// `initialize` is answered -32600.
pub struct AgentBuilder {
    versions: Vec<(u16, Factory)>,
    config: Config,
}

impl std::fmt::Debug for AgentBuilder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let v: Vec<u16> = self.versions.iter().map(|(v, _)| *v).collect();
        f.debug_struct("AgentBuilder").field("versions", &v).finish_non_exhaustive()
    }
}

impl Default for AgentBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl AgentBuilder {
    /// An agent serving no version yet.
    #[must_use]
    pub fn new() -> Self {
        AgentBuilder { versions: Vec::new(), config: Config::default() }
    }

    fn version(mut self, v: u16, factory: Factory) -> Self {
        self.versions.retain(|(x, _)| *x != v);
        self.versions.push((v, factory));
        self.versions.sort_by_key(|(x, _)| *x);
        self
    }

    /// Serves protocol version 1 with `agent`.
    #[must_use]
    pub fn v1(self, agent: impl v1::Agent) -> Self {
        let agent = Arc::new(agent);
        self.version(
            v1::PROTOCOL_VERSION,
            Box::new(move |core| Arc::new(v1::AgentDispatcher::new(Arc::clone(&agent), core))),
        )
    }

    /// Serves protocol version 2 with `agent`.
    #[cfg(feature = "v2")]
    #[must_use]
    pub fn v2(self, agent: impl v2::Agent) -> Self {
        let agent = Arc::new(agent);
        self.version(
            v2::PROTOCOL_VERSION,
            Box::new(move |core| Arc::new(v2::AgentDispatcher::new(Arc::clone(&agent), core))),
        )
    }

    /// Connection settings (size cap, framing, an observer of frames, …).
    #[must_use]
    pub fn config(mut self, config: Config) -> Self {
        self.config = config;
        self
    }

    /// The registered versions, ascending.
    #[must_use]
    pub fn supported(&self) -> Vec<u16> {
        self.versions.iter().map(|(v, _)| *v).collect()
    }

    /// Serves one connection until it ends.
    ///
    /// # Errors
    /// A read error of the transport.
    pub async fn serve(self, transport: Transport) -> Result<()> {
        let state = Arc::new(ConnState::default());
        let supported = self.supported();
        let router = AgentRouter {
            versions: self.versions,
            supported,
            chosen: Arc::new(OnceLock::new()),
            negotiating: Arc::new(AtomicBool::new(false)),
            state: Arc::clone(&state),
        };
        let result = Connection::new(transport, router, self.config).run().await;
        state.closed.cancel();
        result
    }

    /// Serves one connection on a new tokio task.
    pub fn spawn(self, transport: Transport) -> JoinHandle<Result<()>> {
        tokio::spawn(self.serve(transport))
    }
}

struct AgentRouter {
    versions: Vec<(u16, Factory)>,
    supported: Vec<u16>,
    chosen: Arc<OnceLock<Arc<dyn Handler>>>,
    negotiating: Arc<AtomicBool>,
    state: Arc<ConnState>,
}

impl Handler for AgentRouter {
    fn request(&self, cx: RequestCx, method: &str, params: Params<'_>) -> BoxFuture<std::result::Result<Reply, ResponseError>> {
        if let Some(h) = self.chosen.get() {
            if is_initialize(method) {
                return fail(ResponseError::invalid_request("already initialized"));
            }
            return h.request(cx, method, params);
        }
        if !is_initialize(method) {
            return fail(not_initialized());
        }
        let version = match peek_version(params.raw()).and_then(|r| choose(r, &self.supported)) {
            Ok(v) => v,
            Err(e) => return fail(e),
        };
        let Some((_, factory)) = self.versions.iter().find(|(v, _)| *v == version) else {
            return fail(ResponseError::internal_error("negotiated version has no implementation"));
        };
        if self.negotiating.swap(true, Ordering::AcqRel) {
            return fail(ResponseError::invalid_request("initialize already in progress"));
        }
        let peer = cx.peer().clone();
        let handler = factory(Core::new(peer.clone(), Arc::clone(&self.state)));
        // The version's own dispatcher decodes with its InitializeRequest,
        // records the capabilities and calls the implementation.
        let fut = handler.request(cx, method, params);
        let (chosen, negotiating) = (Arc::clone(&self.chosen), Arc::clone(&self.negotiating));
        Box::pin(async move {
            let result = fut.await;
            if result.is_ok() {
                // JSON-RPC batches are part of the transport from v2 on.
                peer.set_batches(version >= 2);
                // Set before the response is written: the client's next
                // request must find the version.
                let _ = chosen.set(handler);
            }
            negotiating.store(false, Ordering::Release);
            result
        })
    }

    fn notification(&self, cx: NotificationCx, method: &str, params: Params<'_>) -> BoxFuture<()> {
        match self.chosen.get() {
            Some(h) => h.notification(cx, method, params),
            // Before initialize nothing is in effect that a notification could change.
            None => Box::pin(async {}),
        }
    }

    fn scope(&self, method: &str, params: &Params<'_>) -> Option<ScopeKey> {
        self.chosen.get().and_then(|h| h.scope(method, params))
    }

    fn params_decoder(&self, method: &str) -> Option<ParamsDecoder> {
        self.chosen.get().and_then(|h| h.params_decoder(method))
    }
}
