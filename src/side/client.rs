//! The client's side of a connection: the versions it accepts, the
//! `initialize` exchange, and what the negotiated version gives the caller.
//! Each version's part of the exchange is its `Version` impl, which the
//! generic [`Offer`] drives.

use std::sync::{Arc, OnceLock};

use serde_json::value::RawValue;
use tokio::task::JoinHandle;

use super::agent::not_initialized;
use super::core::Core;
use super::link::Link;
use super::info::Info;
use super::offer::{Accept, Offer};
use super::version::Version;
use super::negotiate::{peek_version, supported_in};
use crate::error::{Error, ResponseError, Result, SideError};
use crate::rpc::{BoxFuture, CancelToken, Config, Connection, Handler, RawNotificationContext, Params, Peer, Reply, RawRequestContext, Route, ScopeKey};
use crate::transport::Transport;

/// A connected client: the negotiated version and the connection's task.
#[derive(Debug)]
#[non_exhaustive]
pub struct Connected<N> {
    /// The negotiated version and its handle.
    pub negotiated: N,
    /// Resolves when the connection ends.
    pub task: JoinHandle<Result<()>>,
}

/// Builds a client that accepts one or more protocol versions; `N` is what
/// a connection gives the caller ([`crate::Negotiated`], from
/// [`ClientBuilder::new`]).
///
/// [`Self::connect`] offers the highest accepted version, with exactly
/// that version's `initialize` params: extensibility.mdx (v1 and v2) has
/// no custom member at the root of a spec type, and a lower version's
/// members are not the offered version's. A v1 agent that answers an offer
/// of 2 by downgrading therefore reads v1's default capabilities (no `fs`,
/// no `terminal`), as the official TypeScript SDK's router reads it too;
/// [`Self::exact_offer`]`(false)` adds the lower versions' members
/// (`clientCapabilities`, `clientInfo`) for such agents, a deviation
/// `acp-wire validate` reports (`undeclared-member`). The answer is read by its
/// `protocolVersion` (a JSON integer; a string such as `"1"` is no
/// version): an accepted version at or below the offer gives that
/// version's handle — a dual client offering 2 to a v1 agent that answers
/// 1 gets the v1 handle. Otherwise the connection is closed with
/// [`SideError::UnsupportedVersion`] (a version this client does not
/// accept, or none) or [`SideError::VersionNotOffered`] (above the offer:
/// the spec has the agent answer the requested version or a lower one).
/// An agent that rejects the offer with -32022 listing a lower accepted
/// version, or with -32602 (agents whose newer params differ), is asked
/// once more with the next lower accepted version. One tolerance for
/// observed agents: an answer that claims the offered version over a
/// result that does not read as that version's but as a lower accepted
/// version's is spoken in the lower version — such agents (the Python
/// SDK's echo agent) echo the offered version while speaking v1.
pub struct ClientBuilder<N> {
    /// Highest version first.
    accepts: Vec<Box<dyn Accept<N>>>,
    config: Config,
    /// Leave the lower versions' members out of the offer (the default).
    exact: bool,
}

impl<N: Send + 'static> std::fmt::Debug for ClientBuilder<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ClientBuilder").field("accepted", &self.accepted()).finish_non_exhaustive()
    }
}

impl<N: Send + 'static> ClientBuilder<N> {
    /// A client accepting no version yet, whose connections give `N`
    /// (`ClientBuilder::new()` is this with [`crate::Negotiated`]).
    #[must_use]
    pub fn accepting() -> Self {
        ClientBuilder { accepts: Vec::new(), config: Config::default(), exact: true }
    }

    /// Accepts version `V`, advertising `capabilities`; once the agent chose
    /// it, `connect` makes the connection's dispatcher and the caller's value
    /// from the version's fresh [`Link`] and the agent's `initialize` result
    /// (the generated `ClientBuilder::v1`, `v2`, … call this). Replaces an
    /// earlier registration of the same version.
    pub(crate) fn accept_version<V: Version>(
        self,
        capabilities: V::ClientCaps,
        connect: impl FnOnce(Link<V>, V::InitializeResponse) -> (Arc<dyn Handler>, N) + Send + 'static,
    ) -> Self {
        self.accept(Box::new(Offer::<V, _>::new(capabilities, connect)))
    }

    fn accept(mut self, version: Box<dyn Accept<N>>) -> Self {
        self.accepts.retain(|a| a.version() != version.version());
        self.accepts.push(version);
        self.accepts.sort_by_key(|a| std::cmp::Reverse(a.version()));
        self
    }

    /// Connection settings (size cap, framing, an observer of frames, …).
    #[must_use]
    pub fn config(mut self, config: Config) -> Self {
        self.config = config;
        self
    }

    /// Whether the offer carries exactly the offered version's `initialize`
    /// params (`true`, the default) or also the members of lower accepted
    /// versions it does not have (`false`; v2 over v1: `clientCapabilities`,
    /// `clientInfo`).
    ///
    /// | `exact` | a v2 agent reads | a v1 agent that downgrades reads | `validate` / `conform --client` |
    /// |---|---|---|---|
    /// | `true` | v2's `capabilities`, `info` | no client capabilities (v1's defaults) | clean |
    /// | `false` | the same (and two members its schema does not declare) | `clientCapabilities`, `clientInfo` | `undeclared-member` (extensibility MUST NOT) |
    ///
    /// `false` is for reaching today's v1 agents with their capabilities
    /// from a client that also speaks v2; a client that knows its agent is
    /// v1 offers v1 only (`ClientBuilder::new().v1(…)`) and needs neither.
    #[must_use]
    pub fn exact_offer(mut self, exact: bool) -> Self {
        self.exact = exact;
        self
    }

    /// The accepted versions, highest first.
    #[must_use]
    pub fn accepted(&self) -> Vec<u16> {
        self.accepts.iter().map(|a| a.version()).collect()
    }

    fn find(&self, version: u16) -> Option<&dyn Accept<N>> {
        self.accepts.iter().find(|a| a.version() == version).map(|a| &**a)
    }

    fn init_params(&self, version: u16, info: &Info) -> Result<Box<RawValue>> {
        let unsupported = || Error::Side(SideError::UnsupportedVersion { answered: None, accepted: self.accepted() });
        let offer = self.find(version).ok_or_else(unsupported)?;
        let mut extra = serde_json::Map::new();
        for lower in self.accepts.iter().filter(|a| !self.exact && a.version() < version) {
            for (k, v) in lower.members(info)? {
                if k != super::negotiate::VERSION_FIELD {
                    extra.entry(k).or_insert(v);
                }
            }
        }
        offer.params(info, extra)
    }

    /// The next version to offer after `offered` was rejected with `e`.
    fn fallback(&self, offered: u16, e: &ResponseError) -> Option<u16> {
        let mut lower = self.accepted().into_iter().filter(|v| *v < offered);
        match e.code {
            ResponseError::UNSUPPORTED_PROTOCOL_VERSION => {
                let theirs = supported_in(e);
                lower.find(|v| theirs.contains(&u64::from(*v)))
            }
            ResponseError::INVALID_PARAMS => lower.next(),
            _ => None,
        }
    }

    /// Connects over `transport`: sends `initialize` and returns the
    /// negotiated version's handle.
    ///
    /// # Errors
    /// The agent's error answer to `initialize` ([`Error::Protocol`]);
    /// [`SideError::UnsupportedVersion`]; [`Error::Json`] when the answer
    /// does not decode as that version's `InitializeResponse`;
    /// [`Error::ConnectionClosed`]. The connection is closed on error.
    pub async fn connect(mut self, transport: Transport, info: Info) -> Result<Connected<N>> {
        let accepted = self.accepted();
        let Some(&highest) = accepted.first() else {
            return Err(Error::Side(SideError::UnsupportedVersion { answered: None, accepted }));
        };
        let closed = CancelToken::new();
        let chosen: Arc<OnceLock<Arc<dyn Handler>>> = Arc::new(OnceLock::new());
        let initialize: Vec<&'static str> = self.accepts.iter().map(|a| a.initialize()).collect();
        let router = ClientRouter { chosen: Arc::clone(&chosen), initialize };
        let conn = Connection::new(transport, router, self.config.clone());
        let peer = conn.peer();
        let task = {
            let closed = closed.clone();
            tokio::spawn(async move {
                let r = conn.run().await;
                closed.cancel();
                r
            })
        };
        let result = self.negotiate(&peer, closed, &chosen, highest, &info).await;
        match result {
            Ok(negotiated) => Ok(Connected { negotiated, task }),
            Err(e) => {
                peer.close();
                Err(e)
            }
        }
    }

    async fn negotiate(
        &mut self,
        peer: &Peer,
        closed: CancelToken,
        chosen: &OnceLock<Arc<dyn Handler>>,
        highest: u16,
        info: &Info,
    ) -> Result<N> {
        let mut offer = highest;
        let mut retried = false;
        let raw = loop {
            let params = self.init_params(offer, info)?;
            let method = self.find(offer).map_or("initialize", |a| a.initialize());
            match peer.request_raw(None, method, Some(&params)).await {
                Ok(raw) => break raw,
                Err(Error::Protocol(e)) if !retried => match self.fallback(offer, &e) {
                    Some(v) => {
                        tracing::debug!(offered = offer, code = e.code, next = v, "acp-wire: initialize rejected; offering a lower version");
                        offer = v;
                        retried = true;
                    }
                    None => return Err(Error::Protocol(e)),
                },
                Err(e) => return Err(e),
            }
        };
        let accepted = self.accepted();
        let answered = peek_version(Some(&raw)).ok();
        let version = answered.and_then(|a| accepted.iter().copied().find(|v| u64::from(*v) == a));
        let Some(mut version) = version else {
            return Err(Error::Side(SideError::UnsupportedVersion { answered, accepted }));
        };
        if version > offer {
            // The agent refused the higher offer, then claims that version.
            return Err(Error::Side(SideError::VersionNotOffered { answered: u64::from(version), offered: offer }));
        }
        // Observed in the wild (the Python SDK's echo agent): the offered
        // version echoed back over a lower version's result. The lower
        // members of the offer already told it our capabilities; speak that.
        if self.find(version).is_some_and(|a| !a.reads(&raw)) {
            if let Some(lower) = self.accepts.iter().find(|a| a.version() < version && a.reads(&raw)) {
                tracing::warn!(claimed = version, speaking = lower.version(), "acp-wire: the agent's initialize result is a lower version's; speaking that");
                version = lower.version();
            }
        }
        let index = self.accepts.iter().position(|a| a.version() == version).ok_or(Error::ConnectionClosed)?;
        let accept = self.accepts.remove(index);
        let (batches, unbatched) = (accept.batches(), accept.unbatched());
        let (handler, negotiated) = accept.connect(Core::new(peer.clone(), closed), &raw)?;
        peer.set_batches(batches);
        peer.set_unbatched(unbatched);
        let _ = chosen.set(handler);
        Ok(negotiated)
    }
}

struct ClientRouter {
    chosen: Arc<OnceLock<Arc<dyn Handler>>>,
    /// The negotiating method's name in each accepted version.
    initialize: Vec<&'static str>,
}

impl Handler for ClientRouter {
    fn request(&self, cx: RawRequestContext, method: &str, params: Params<'_>) -> BoxFuture<std::result::Result<Reply, ResponseError>> {
        match self.chosen.get() {
            // A method the client serves is not `initialize` (known by its
            // route, without matching the name again).
            Some(h) if params.route().index().is_some() || !self.initialize.contains(&method) => h.request(cx, method, params),
            Some(_) => {
                let e = ResponseError::method_not_found(method);
                Box::pin(async move { Err(e) })
            }
            None => Box::pin(async { Err(not_initialized()) }),
        }
    }

    fn notification(&self, cx: RawNotificationContext, method: &str, params: Params<'_>) -> BoxFuture<()> {
        match self.chosen.get() {
            Some(h) => h.notification(cx, method, params),
            None => Box::pin(async {}),
        }
    }

    fn scope(&self, method: &str, params: &Params<'_>) -> Option<ScopeKey> {
        self.chosen.get().and_then(|h| h.scope(method, params))
    }

    fn route(&self, method: &str) -> Route {
        self.chosen.get().map_or(Route::UNKNOWN, |h| h.route(method))
    }
}
