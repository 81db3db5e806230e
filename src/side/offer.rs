//! [`Offer`]: one accepted version on the client side, generic over
//! [`Version`] — its `initialize` params, whether an answer reads as its
//! result, and switching the connection to it. The version's own parts
//! (how its params are built, what its answer advertises) are the
//! `Version` impl in its folder; the typed dispatcher and handle come from
//! the generated `ClientBuilder::vN`, as the `connect` closure.

use std::marker::PhantomData;
use std::sync::Arc;

use serde_json::value::RawValue;

use super::client::{Accept, Info};
use super::core::Core;
use super::link::Link;
use super::state::ConnState;
use super::version::Version;
use crate::error::Result;
use crate::rpc::Handler;

/// What a client gets when the agent chose a version: that version's
/// handle to the agent (`H`) and the agent's `initialize` result (`R`).
/// Each version folder names it `vN::Negotiation`.
#[derive(Debug)]
#[non_exhaustive]
pub struct Negotiation<H, R> {
    /// The handle to the agent.
    pub agent: H,
    /// The agent's `initialize` result.
    pub response: R,
}

impl<H, R> Negotiation<H, R> {
    pub(crate) fn new(agent: H, response: R) -> Self {
        Negotiation { agent, response }
    }
}

/// A fresh connection state of version `V` under `core`.
pub(crate) fn fresh_link<V: Version>(core: Core) -> Link<V> {
    let state = Arc::new(ConnState::<V>::new(core.closed.clone()));
    Link::new(core, state)
}

/// Version `V` as a client offers it: the capabilities it advertises and
/// what makes the connection's dispatcher and the caller's value once the
/// agent chose `V`.
pub(crate) struct Offer<V: Version, F> {
    capabilities: V::ClientCaps,
    connect: F,
    version: PhantomData<fn() -> V>,
}

impl<V: Version, F> Offer<V, F> {
    pub(crate) fn new(capabilities: V::ClientCaps, connect: F) -> Self {
        Offer { capabilities, connect, version: PhantomData }
    }
}

impl<V, N, F> Accept<N> for Offer<V, F>
where
    V: Version,
    F: FnOnce(Link<V>, V::InitializeResponse) -> (Arc<dyn Handler>, N) + Send,
{
    fn version(&self) -> u16 {
        V::NUMBER
    }

    fn initialize(&self) -> &'static str {
        V::INITIALIZE
    }

    fn batches(&self) -> bool {
        V::BATCHES
    }

    fn members(&self, info: &Info) -> Result<serde_json::Map<String, serde_json::Value>> {
        let params = V::initialize_request(info, &self.capabilities, serde_json::Map::new());
        match serde_json::to_value(params)? {
            serde_json::Value::Object(m) => Ok(m),
            _ => Ok(serde_json::Map::new()),
        }
    }

    fn params(&self, info: &Info, extra: serde_json::Map<String, serde_json::Value>) -> Result<Box<RawValue>> {
        Ok(serde_json::value::to_raw_value(&V::initialize_request(info, &self.capabilities, extra))?)
    }

    fn reads(&self, result: &RawValue) -> bool {
        serde_json::from_str::<V::InitializeResponse>(result.get()).is_ok()
    }

    fn connect(self: Box<Self>, core: Core, result: &RawValue) -> Result<(Arc<dyn Handler>, N)> {
        let this = *self;
        let response: V::InitializeResponse = serde_json::from_str(result.get())?;
        let link = fresh_link::<V>(core);
        link.state().set_caps(V::advertised(this.capabilities, &response));
        Ok((this.connect)(link, response))
    }
}
