//! Version 2 on the two sides: `AgentBuilder::v2`, `ClientBuilder::v2`, and
//! v2's part of the `initialize` exchange on the client side (its params,
//! reading its result, recording what both sides advertised).

use std::sync::Arc;

use serde_json::value::RawValue;

use super::policy::{Advertised, V2};
use super::{Agent, AgentDispatcher, AgentHandle, Client, ClientCapabilities, ClientDispatcher, InitializeRequest, InitializeResponse};
use crate::error::Result;
use crate::rpc::Handler;
use crate::side::{Accept, AgentBuilder, ClientBuilder, ConnState, Core, Info, Link, Version};

/// What a client gets when the agent chose version 2.
#[derive(Debug)]
#[non_exhaustive]
pub struct Negotiation {
    /// The handle to the agent.
    pub agent: AgentHandle,
    /// The agent's `initialize` result.
    pub response: InitializeResponse,
}

/// A fresh v2 connection state under `core`.
fn link(core: Core) -> Link<V2> {
    let state = Arc::new(ConnState::<V2>::new(core.closed.clone()));
    Link::new(core, state)
}

impl AgentBuilder {
    /// Serves protocol version 2 with `agent`.
    #[must_use]
    pub fn v2(self, agent: impl Agent) -> Self {
        let agent = Arc::new(agent);
        self.serve_version::<V2>(move |core| Arc::new(AgentDispatcher::new(Arc::clone(&agent), link(core))) as Arc<dyn Handler>)
    }
}

impl<N: From<Negotiation> + Send + 'static> ClientBuilder<N> {
    /// Accepts protocol version 2, served by `client`, advertising `capabilities`.
    #[must_use]
    pub fn v2(self, client: impl Client, capabilities: ClientCapabilities) -> Self {
        self.accept(Box::new(Offer { client: Arc::new(client), capabilities }))
    }
}

struct Offer<C> {
    client: Arc<C>,
    capabilities: ClientCapabilities,
}

impl<C: Client> Offer<C> {
    fn request(&self, info: &Info) -> InitializeRequest {
        let mut imp = super::Implementation::new(info.name.clone(), info.version.clone());
        if let Some(t) = &info.title {
            imp = imp.title(t.clone());
        }
        InitializeRequest::new(V2::NUMBER, imp).capabilities(self.capabilities.clone())
    }
}

impl<C: Client, N: From<Negotiation>> Accept<N> for Offer<C> {
    fn version(&self) -> u16 {
        V2::NUMBER
    }

    fn initialize(&self) -> &'static str {
        V2::INITIALIZE
    }

    fn batches(&self) -> bool {
        V2::BATCHES
    }

    fn members(&self, info: &Info) -> Result<serde_json::Map<String, serde_json::Value>> {
        match serde_json::to_value(self.request(info))? {
            serde_json::Value::Object(m) => Ok(m),
            _ => Ok(serde_json::Map::new()),
        }
    }

    fn params(&self, info: &Info, extra: serde_json::Map<String, serde_json::Value>) -> Result<Box<RawValue>> {
        let mut p = self.request(info);
        for (k, v) in extra {
            p.extra.entry(k).or_insert(v);
        }
        Ok(serde_json::value::to_raw_value(&p)?)
    }

    fn reads(&self, result: &RawValue) -> bool {
        serde_json::from_str::<InitializeResponse>(result.get()).is_ok()
    }

    fn connect(self: Box<Self>, core: Core, result: &RawValue) -> Result<(Arc<dyn Handler>, N)> {
        let response: InitializeResponse = serde_json::from_str(result.get())?;
        let link = link(core);
        let agent = response.capabilities.clone().unwrap_or_default();
        let auth_methods = response.auth_methods.as_ref().is_some_and(|m| !m.is_empty());
        link.state().set_caps(Advertised { client: self.capabilities, agent, auth_methods });
        let handler: Arc<dyn Handler> = Arc::new(ClientDispatcher::new(self.client, link.clone()));
        Ok((handler, N::from(Negotiation { agent: AgentHandle::from_link(link), response })))
    }
}
