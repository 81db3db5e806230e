//! What every request of a server shares: the agent factory, the endpoint
//! path, the limits, the connections and the shutdown signal; and the
//! admission of a new connection (both transports).

use std::sync::Arc;

use http::{Response, StatusCode};

use super::access::Access;
use super::agents::{self, AgentLink, Agents};
use super::connection::HttpConn;
use super::limits::RemoteLimits;
use super::registry::Registry;
use super::response::{self, Body};

/// What every request of a server shares.
pub(crate) struct Shared {
    pub(crate) agents: Agents,
    pub(crate) path: String,
    pub(crate) limits: RemoteLimits,
    /// Who may talk to the server (`access.rs`).
    pub(crate) access: Access,
    pub(crate) registry: Arc<Registry<HttpConn>>,
    /// Agents not yet shut down.
    pub(crate) running: Arc<agents::Running>,
    /// `max_input_bytes`: what bodies and WebSocket messages being received hold (`budget.rs`).
    pub(crate) budget: Arc<super::budget::Budget>,
    /// Set by [`RemoteServer::shutdown`]: WebSockets close, new connections get 503.
    pub(crate) shutdown: acp_wire::rpc::CancelToken,
    /// The readiness a load balancer probes ([`RemoteServer::health_path`]).
    pub(crate) health: Health,
}

/// The health endpoint's path and the readiness it reports; the flag is
/// shared by every clone of the server (and kept across its builders).
#[derive(Clone, Debug)]
pub(crate) struct Health {
    pub(crate) path: Option<String>,
    pub(crate) ready: Arc<std::sync::atomic::AtomicBool>,
    /// Set by [`RemoteServer::drain`]: new connections get 503.
    pub(crate) draining: Arc<std::sync::atomic::AtomicBool>,
}

impl Default for Health {
    fn default() -> Self {
        Health {
            path: None,
            ready: Arc::new(std::sync::atomic::AtomicBool::new(true)),
            draining: Arc::new(std::sync::atomic::AtomicBool::new(false)),
        }
    }
}

impl Shared {
    /// A new connection's place and agent (both transports): 503 at
    /// `max_connections` or while shutting down, 500 when the agent cannot
    /// start.
    pub(crate) fn admit(&self) -> Result<(tokio::sync::OwnedSemaphorePermit, AgentLink), Box<Response<Body>>> {
        if self.health.draining.load(std::sync::atomic::Ordering::Relaxed) && !self.shutdown.is_cancelled() {
            return Err(Box::new(response::text(StatusCode::SERVICE_UNAVAILABLE, "Draining: connect to another node")));
        }
        let permit = if self.shutdown.is_cancelled() { None } else { self.registry.permit() };
        let Some(permit) = permit else {
            return Err(Box::new(response::text(
                StatusCode::SERVICE_UNAVAILABLE,
                format!("Too many connections (max_connections {})", self.limits.max_connections),
            )));
        };
        match self.agents.start(&self.running) {
            Ok(link) => Ok((permit, link)),
            Err(e) => {
                tracing::warn!(error = %e, "acp-wire remote: cannot start an agent");
                Err(Box::new(response::text(StatusCode::INTERNAL_SERVER_ERROR, "Cannot start the agent")))
            }
        }
    }
}

