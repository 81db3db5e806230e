//! [`Accept`] and [`Offer`]: one accepted version on the client side, generic over
//! [`Version`] — its `initialize` params, whether an answer reads as its
//! result, and switching the connection to it. The version's own parts
//! (how its params are built, what its answer advertises) are the
//! `Version` impl in its folder; the typed dispatcher and handle come from
//! the generated `ClientBuilder::vN`, as the `connect` closure.

use std::marker::PhantomData;
use std::sync::Arc;

use serde_json::value::RawValue;

use super::info::Info;
use super::core::Core;
use super::link::Link;
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


/// One version a client accepts, its `initialize` exchange as the builder
/// drives it (implemented once, by [`Offer`] over [`Version`]). `N` is what
/// a successful negotiation gives the caller.
pub(crate) trait Accept<N>: Send {
    /// The version number.
    fn version(&self) -> u16;
    /// The negotiating method's name.
    fn initialize(&self) -> &'static str;
    /// Whether JSON-RPC batches are part of this version's transport.
    fn batches(&self) -> bool;
    /// The methods an outgoing batch refuses (the version's lifecycle messages).
    fn unbatched(&self) -> &'static [&'static str];
    /// This version's `initialize` params as an object's members (what a
    /// higher version's offer carries along for agents that only read these).
    fn members(&self, info: &Info) -> Result<serde_json::Map<String, serde_json::Value>>;
    /// This version's `initialize` params; `extra` are members of lower
    /// versions' params to carry along (never overriding this version's).
    fn params(&self, info: &Info, extra: serde_json::Map<String, serde_json::Value>) -> Result<Box<RawValue>>;
    /// Whether an `initialize` result reads as this version's.
    fn reads(&self, result: &RawValue) -> bool;
    /// The connection speaks this version from now on: decode the result,
    /// record what both sides advertised, make the dispatcher and the handle.
    fn connect(self: Box<Self>, core: Core, result: &RawValue) -> Result<(Arc<dyn Handler>, N)>;
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

    fn unbatched(&self) -> &'static [&'static str] {
        V::UNBATCHED
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
        let (response, recovered) = crate::codec::recovered_during(|| serde_json::from_str::<V::InitializeResponse>(result.get()));
        let response = response?;
        let link = Link::<V>::fresh(core);
        if recovered {
            link.state().recovered.report("initialize", "result", &response);
        }
        let state = link.state();
        if let Ok(params) = serde_json::to_value(V::initialize_request(&Info::new("", ""), &this.capabilities, serde_json::Map::new())) {
            state.gates.record(V::GATES, super::gate::Party::Client, &params);
        }
        if let Ok(result) = serde_json::from_str::<serde_json::Value>(result.get()) {
            state.gates.record(V::GATES, super::gate::Party::Agent, &result);
        }
        state.set_caps(V::advertised(this.capabilities, &response));
        Ok((this.connect)(link, response))
    }
}
