//! The agent's side of a connection: one implementation per version it
//! serves, and the router that negotiates at `initialize` and then hands
//! every message to the chosen version's dispatcher.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use tokio::task::JoinHandle;

use super::core::Core;
use super::link::Link;
use super::negotiate::{choose, peek_version};
use super::version::Version;
use crate::error::{ResponseError, Result};
use crate::rpc::{BoxFuture, CancelToken, Config, Connection, Handler, RawNotificationContext, Params, Reply, RawRequestContext, Route, ScopeKey};
use crate::transport::Transport;

/// Makes a version's dispatcher (with fresh per-connection state) for a connection.
type Factory = Box<dyn Fn(Core) -> Arc<dyn Handler> + Send + Sync>;

/// One version an agent serves.
struct Served {
    version: u16,
    /// The negotiating method's name in that version.
    initialize: &'static str,
    batches: bool,
    unbatched: &'static [&'static str],
    factory: Factory,
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
    versions: Vec<Served>,
    config: Config,
}

impl std::fmt::Debug for AgentBuilder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let v: Vec<u16> = self.supported();
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

    /// Serves version `V` with dispatchers made by `factory` from each
    /// connection's fresh [`Link`] (the generated `AgentBuilder::v1`, `v2`, …
    /// call this). Replaces an earlier registration of the same version.
    pub(crate) fn serve_version<V: Version>(mut self, factory: impl Fn(Link<V>) -> Arc<dyn Handler> + Send + Sync + 'static) -> Self {
        self.versions.retain(|s| s.version != V::NUMBER);
        let factory: Factory = Box::new(move |core| factory(Link::<V>::fresh(core)));
        self.versions.push(Served { version: V::NUMBER, initialize: V::INITIALIZE, batches: V::BATCHES, unbatched: V::UNBATCHED, factory });
        self.versions.sort_by_key(|s| s.version);
        self
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
        self.versions.iter().map(|s| s.version).collect()
    }

    /// Serves one connection until it ends.
    ///
    /// # Errors
    /// A read error of the transport.
    pub async fn serve(self, transport: Transport) -> Result<()> {
        let closed = CancelToken::new();
        let supported = self.supported();
        let router = AgentRouter {
            versions: self.versions,
            supported,
            chosen: Arc::new(OnceLock::new()),
            negotiating: Arc::new(AtomicBool::new(false)),
            closed: closed.clone(),
        };
        let result = Connection::new(transport, router, self.config).run().await;
        closed.cancel();
        result
    }

    /// Serves one connection on a new tokio task.
    pub fn spawn(self, transport: Transport) -> JoinHandle<Result<()>> {
        tokio::spawn(self.serve(transport))
    }
}

struct AgentRouter {
    versions: Vec<Served>,
    supported: Vec<u16>,
    chosen: Arc<OnceLock<Chosen>>,
    negotiating: Arc<AtomicBool>,
    closed: CancelToken,
}

/// The negotiated version's dispatcher, and the route it gives its
/// negotiating method (a second `initialize` is refused by that number,
/// without matching the name again).
struct Chosen {
    handler: Arc<dyn Handler>,
    initialize: Option<u16>,
}

impl AgentRouter {
    /// Whether `method` negotiates a version (`initialize` in every version so far).
    fn is_initialize(&self, method: &str) -> bool {
        self.versions.iter().any(|s| s.initialize == method)
    }
}

impl Handler for AgentRouter {
    fn request(&self, cx: RawRequestContext, method: &str, params: Params<'_>) -> BoxFuture<std::result::Result<Reply, ResponseError>> {
        if let Some(c) = self.chosen.get() {
            let route = params.route().index();
            // A method the version knows is `initialize` only by its number;
            // one it does not know could still be another version's.
            if (route.is_some() && route == c.initialize) || (route.is_none() && self.is_initialize(method)) {
                return fail(ResponseError::invalid_request("already initialized"));
            }
            return c.handler.request(cx, method, params);
        }
        if !self.is_initialize(method) {
            return fail(not_initialized());
        }
        let version = match peek_version(params.raw()).and_then(|r| choose(r, &self.supported)) {
            Ok(v) => v,
            Err(e) => return fail(e),
        };
        let Some(served) = self.versions.iter().find(|s| s.version == version) else {
            return fail(ResponseError::internal_error("negotiated version has no implementation"));
        };
        if self.negotiating.swap(true, Ordering::AcqRel) {
            return fail(ResponseError::invalid_request("initialize already in progress"));
        }
        let peer = cx.peer().clone();
        let handler = (served.factory)(Core::new(peer.clone(), self.closed.clone()));
        let (batches, unbatched) = (served.batches, served.unbatched);
        // The version's own dispatcher decodes with its InitializeRequest,
        // records the capabilities and calls the implementation.
        let mut params = params;
        params.set_route(handler.route(method));
        let initialize = params.route().index();
        let fut = handler.request(cx, method, params);
        let (chosen, negotiating) = (Arc::clone(&self.chosen), Arc::clone(&self.negotiating));
        Box::pin(async move {
            let result = fut.await;
            if result.is_ok() {
                // JSON-RPC batches: part of the transport from v2 on.
                peer.set_batches(batches);
                peer.set_unbatched(unbatched);
                // Set before the response is written: the client's next
                // request must find the version.
                let _ = chosen.set(Chosen { handler, initialize });
            }
            negotiating.store(false, Ordering::Release);
            result
        })
    }

    fn notification(&self, cx: RawNotificationContext, method: &str, params: Params<'_>) -> BoxFuture<()> {
        match self.chosen.get() {
            Some(c) => c.handler.notification(cx, method, params),
            // Before initialize nothing is in effect that a notification could change.
            None => Box::pin(async {}),
        }
    }

    fn scope(&self, method: &str, params: &Params<'_>) -> Option<ScopeKey> {
        self.chosen.get().and_then(|c| c.handler.scope(method, params))
    }

    fn route(&self, method: &str) -> Route {
        self.chosen.get().map_or(Route::UNKNOWN, |c| c.handler.route(method))
    }
}
