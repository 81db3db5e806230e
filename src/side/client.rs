//! The client's side of a connection: the versions it accepts, the
//! `initialize` exchange, and the handle of the negotiated version.

use std::sync::{Arc, OnceLock};

use serde_json::value::RawValue;
use tokio::task::JoinHandle;

use super::agent::{is_initialize, not_initialized};
use super::core::{Caps, ConnState, Core};
use super::errors::SideError;
use super::negotiate::{peek_version, supported_in};
use crate::error::{Error, ResponseError, Result};
use crate::method::Request;
use crate::rpc::{BoxFuture, Config, Connection, Handler, NotificationCx, Params, ParamsDecoder, Peer, Reply, RequestCx, ScopeKey};
use crate::transport::Transport;
use crate::v1;
#[cfg(feature = "v2")]
use crate::v2;

type Factory = Box<dyn FnOnce(Core) -> Arc<dyn Handler> + Send>;

/// The client's implementation information (`clientInfo` in v1, `info` in v2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Info {
    /// Programmatic name.
    pub name: String,
    /// Version of the implementation.
    pub version: String,
    /// Human-readable title.
    pub title: Option<String>,
}

impl Info {
    /// Name and version, no title.
    pub fn new(name: impl Into<String>, version: impl Into<String>) -> Self {
        Info { name: name.into(), version: version.into(), title: None }
    }

    /// With a title.
    #[must_use]
    pub fn title(mut self, title: impl Into<String>) -> Self {
        self.title = Some(title.into());
        self
    }
}

/// The version the agent chose, with the typed handle to call it and the
/// agent's `initialize` result.
#[derive(Debug)]
#[non_exhaustive]
pub enum Negotiated {
    /// Protocol version 1.
    V1 {
        /// The handle to the agent.
        agent: v1::AgentHandle,
        /// The agent's `initialize` result.
        response: v1::InitializeResponse,
    },
    /// Protocol version 2.
    #[cfg(feature = "v2")]
    V2 {
        /// The handle to the agent.
        agent: v2::AgentHandle,
        /// The agent's `initialize` result.
        response: v2::InitializeResponse,
    },
}

impl Negotiated {
    /// The negotiated protocol version.
    #[must_use]
    pub fn version(&self) -> u16 {
        match self {
            Negotiated::V1 { .. } => v1::PROTOCOL_VERSION,
            #[cfg(feature = "v2")]
            Negotiated::V2 { .. } => v2::PROTOCOL_VERSION,
        }
    }

    /// The connection under the handle.
    #[must_use]
    pub fn core(&self) -> &Core {
        match self {
            Negotiated::V1 { agent, .. } => agent.core(),
            #[cfg(feature = "v2")]
            Negotiated::V2 { agent, .. } => agent.core(),
        }
    }
}

/// A connected client: the negotiated version and the connection's task.
#[derive(Debug)]
#[non_exhaustive]
pub struct Connected {
    /// The negotiated version and its handle.
    pub negotiated: Negotiated,
    /// Resolves when the connection ends.
    pub task: JoinHandle<Result<()>>,
}

/// Builds a client that accepts one or more protocol versions.
///
/// [`Self::connect`] offers the highest accepted version. When both v1 and
/// v2 are accepted, the v2 `initialize` params also carry the v1 members
/// (`clientCapabilities`, `clientInfo`) — real v1 agents answer an offer of
/// 2 by downgrading and only see capabilities in those members. The answer
/// is read by its `protocolVersion` (a JSON integer; a string such as
/// `"1"` is no version): an accepted version at or below the offer gives
/// that version's handle — a dual client offering 2 to a v1 agent that
/// answers 1 gets [`Negotiated::V1`]. Otherwise the connection is closed
/// with [`SideError::UnsupportedVersion`] (a version this client does not
/// accept, or none) or [`SideError::VersionNotOffered`] (above the offer:
/// the spec has the agent answer the requested version or a lower one).
/// An agent that rejects the offer with -32022 listing a lower accepted
/// version, or with -32602 (agents whose v2 params differ), is asked once
/// more with the next lower accepted version. One tolerance for observed
/// agents: a dual client that gets `protocolVersion: 2` over a result that
/// is v1's (no `info`, not a valid v2 result) speaks v1 — such agents echo
/// the offered version while speaking v1.
pub struct ClientBuilder {
    v1: Option<(Factory, v1::ClientCapabilities)>,
    #[cfg(feature = "v2")]
    v2: Option<(Factory, v2::ClientCapabilities)>,
    config: Config,
}

impl std::fmt::Debug for ClientBuilder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ClientBuilder").field("accepted", &self.accepted()).finish_non_exhaustive()
    }
}

impl Default for ClientBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl ClientBuilder {
    /// A client accepting no version yet.
    #[must_use]
    pub fn new() -> Self {
        ClientBuilder {
            v1: None,
            #[cfg(feature = "v2")]
            v2: None,
            config: Config::default(),
        }
    }

    /// Accepts protocol version 1, served by `client`, advertising `capabilities`.
    #[must_use]
    pub fn v1(mut self, client: impl v1::Client, capabilities: v1::ClientCapabilities) -> Self {
        let client = Arc::new(client);
        self.v1 = Some((Box::new(move |core| Arc::new(v1::ClientDispatcher::new(client, core))), capabilities));
        self
    }

    /// Accepts protocol version 2, served by `client`, advertising `capabilities`.
    #[cfg(feature = "v2")]
    #[must_use]
    pub fn v2(mut self, client: impl v2::Client, capabilities: v2::ClientCapabilities) -> Self {
        let client = Arc::new(client);
        self.v2 = Some((Box::new(move |core| Arc::new(v2::ClientDispatcher::new(client, core))), capabilities));
        self
    }

    /// Connection settings (size cap, framing, an observer of frames, …).
    #[must_use]
    pub fn config(mut self, config: Config) -> Self {
        self.config = config;
        self
    }

    /// The accepted versions, highest first.
    #[must_use]
    pub fn accepted(&self) -> Vec<u16> {
        let mut v = Vec::new();
        #[cfg(feature = "v2")]
        if self.v2.is_some() {
            v.push(v2::PROTOCOL_VERSION);
        }
        if self.v1.is_some() {
            v.push(v1::PROTOCOL_VERSION);
        }
        v
    }

    fn v1_params(&self, info: &Info) -> Option<v1::InitializeRequest> {
        let (_, caps) = self.v1.as_ref()?;
        let mut imp = v1::Implementation::new(info.name.clone(), info.version.clone());
        if let Some(t) = &info.title {
            imp = imp.title(t.clone());
        }
        Some(v1::InitializeRequest::new(v1::PROTOCOL_VERSION).client_capabilities(caps.clone()).client_info(imp))
    }

    fn init_params(&self, version: u16, info: &Info) -> Result<Box<RawValue>> {
        #[cfg(feature = "v2")]
        if version == v2::PROTOCOL_VERSION {
            if let Some((_, caps)) = &self.v2 {
                let mut imp = v2::Implementation::new(info.name.clone(), info.version.clone());
                if let Some(t) = &info.title {
                    imp = imp.title(t.clone());
                }
                let mut p = v2::InitializeRequest::new(version, imp).capabilities(caps.clone());
                if let Some(v1p) = self.v1_params(info) {
                    if let serde_json::Value::Object(members) = serde_json::to_value(&v1p)? {
                        for (k, v) in members {
                            if k != "protocolVersion" {
                                p.extra.entry(k).or_insert(v);
                            }
                        }
                    }
                }
                return Ok(serde_json::value::to_raw_value(&p)?);
            }
        }
        let _ = version;
        let p = self.v1_params(info).ok_or(Error::Side(SideError::UnsupportedVersion { answered: None, accepted: self.accepted() }))?;
        Ok(serde_json::value::to_raw_value(&p)?)
    }

    /// The next version to offer after `offered` was rejected with `e`.
    fn fallback(&self, offered: u16, e: &ResponseError) -> Option<u16> {
        let lower = self.accepted().into_iter().filter(|v| *v < offered);
        match e.code {
            ResponseError::UNSUPPORTED_PROTOCOL_VERSION => {
                let theirs = supported_in(e);
                lower.into_iter().find(|v| theirs.contains(&u64::from(*v)))
            }
            ResponseError::INVALID_PARAMS => lower.into_iter().next(),
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
    pub async fn connect(mut self, transport: Transport, info: Info) -> Result<Connected> {
        let accepted = self.accepted();
        let Some(&highest) = accepted.first() else {
            return Err(Error::Side(SideError::UnsupportedVersion { answered: None, accepted }));
        };
        let state = Arc::new(ConnState::default());
        let chosen: Arc<OnceLock<Arc<dyn Handler>>> = Arc::new(OnceLock::new());
        let router = ClientRouter { chosen: Arc::clone(&chosen) };
        let conn = Connection::new(transport, router, self.config.clone());
        let peer = conn.peer();
        let task = {
            let state = Arc::clone(&state);
            tokio::spawn(async move {
                let r = conn.run().await;
                state.closed.cancel();
                r
            })
        };
        let result = self.negotiate(&peer, &state, &chosen, highest, &info).await;
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
        state: &Arc<ConnState>,
        chosen: &OnceLock<Arc<dyn Handler>>,
        highest: u16,
        info: &Info,
    ) -> Result<Negotiated> {
        let method = <v1::request::Initialize as Request>::METHOD;
        let mut offer = highest;
        let mut retried = false;
        let raw = loop {
            let params = self.init_params(offer, info)?;
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
        let Some(version) = version else {
            return Err(Error::Side(SideError::UnsupportedVersion { answered, accepted }));
        };
        if version > offer {
            // The agent refused the higher offer, then claims that version.
            return Err(Error::Side(SideError::VersionNotOffered { answered: u64::from(version), offered: offer }));
        }
        // Observed in the wild (the Python SDK's echo agent): the offered
        // version echoed back over a v1 result. The v1 members of the dual
        // offer already told it our capabilities; speak v1.
        #[cfg(feature = "v2")]
        let version = if version == v2::PROTOCOL_VERSION && self.v1.is_some() && speaks_v1(&raw) {
            tracing::warn!("acp-wire: the agent answered protocol version 2 with a v1 initialize result; speaking v1");
            v1::PROTOCOL_VERSION
        } else {
            version
        };
        let core = Core::new(peer.clone(), Arc::clone(state));
        if version == v1::PROTOCOL_VERSION {
            let (factory, client) = self.v1.take().ok_or(Error::ConnectionClosed)?;
            let response: v1::InitializeResponse = serde_json::from_str(raw.get())?;
            let agent = response.agent_capabilities.clone().unwrap_or_default();
            state.set_caps(Caps::V1 { client, agent });
            let _ = chosen.set(factory(core.clone()));
            return Ok(Negotiated::V1 { agent: v1::AgentHandle::from_core(core), response });
        }
        #[cfg(feature = "v2")]
        if version == v2::PROTOCOL_VERSION {
            let (factory, client) = self.v2.take().ok_or(Error::ConnectionClosed)?;
            let response: v2::InitializeResponse = serde_json::from_str(raw.get())?;
            let agent = response.capabilities.clone().unwrap_or_default();
            let auth_methods = response.auth_methods.as_ref().is_some_and(|m| !m.is_empty());
            state.set_caps(Caps::V2 { client, agent, auth_methods });
            peer.set_batches(true);
            let _ = chosen.set(factory(core.clone()));
            return Ok(Negotiated::V2 { agent: v2::AgentHandle::from_core(core), response });
        }
        Err(Error::Side(SideError::UnsupportedVersion { answered, accepted }))
    }
}

/// Whether an `initialize` result that claims version 2 is a v1 result:
/// it lacks `info`, which every v2 result has, and reads as v1.
#[cfg(feature = "v2")]
fn speaks_v1(raw: &RawValue) -> bool {
    #[derive(serde::Deserialize)]
    struct Members<'a> {
        #[serde(borrow, default)]
        info: Option<&'a RawValue>,
    }
    let no_info = serde_json::from_str::<Members<'_>>(raw.get()).is_ok_and(|m| m.info.is_none());
    no_info && serde_json::from_str::<v2::InitializeResponse>(raw.get()).is_err() && serde_json::from_str::<v1::InitializeResponse>(raw.get()).is_ok()
}

struct ClientRouter {
    chosen: Arc<OnceLock<Arc<dyn Handler>>>,
}

impl Handler for ClientRouter {
    fn request(&self, cx: RequestCx, method: &str, params: Params<'_>) -> BoxFuture<std::result::Result<Reply, ResponseError>> {
        match self.chosen.get() {
            Some(h) if !is_initialize(method) => h.request(cx, method, params),
            Some(_) => Box::pin(async { Err(ResponseError::method_not_found("initialize")) }),
            None => Box::pin(async { Err(not_initialized()) }),
        }
    }

    fn notification(&self, cx: NotificationCx, method: &str, params: Params<'_>) -> BoxFuture<()> {
        match self.chosen.get() {
            Some(h) => h.notification(cx, method, params),
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
