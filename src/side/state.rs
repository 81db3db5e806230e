//! [`ConnState`]: what the side layer keeps per connection — the version's
//! negotiated capabilities, the per-session advertisements, session cancel
//! signals and the prompt turns being awaited. The rules of the version
//! read and write it; the sender ([`super::Link`]) and the dispatcher hold it.

use std::sync::RwLock;

use super::advertised::Advertised;
use super::gate::Open;
use super::recovered::RecoveryLog;
use super::signals::Signals;
use super::turn::Turns;
use super::version::Version;
use crate::rpc::CancelToken;

/// Per-connection state of the side layer on a connection of version `V`.
pub(crate) struct ConnState<V: Version> {
    caps: RwLock<V::Caps>,
    /// Which of the version's capability gates `initialize` opened.
    pub(crate) gates: Open,
    pub(crate) signals: Signals,
    pub(crate) turns: Turns<V>,
    /// Per-session advertisements (modes, config options, cancel controls).
    pub(crate) advertised: Advertised,
    /// Cancelled when the connection ended.
    pub(crate) closed: CancelToken,
    /// What the schema's hints let through, logged once per kind.
    pub(crate) recovered: RecoveryLog,
}

impl<V: Version> std::fmt::Debug for ConnState<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ConnState").field("version", &V::NUMBER).field("caps", &self.caps).finish_non_exhaustive()
    }
}

impl<V: Version> ConnState<V> {
    /// Fresh state of a connection that ends when `closed` is cancelled.
    pub(crate) fn new(closed: CancelToken) -> Self {
        ConnState {
            caps: RwLock::default(),
            gates: Open::default(),
            signals: Signals::default(),
            turns: Turns::default(),
            advertised: Advertised::default(),
            closed,
            recovered: RecoveryLog::default(),
        }
    }

    /// Replaces the negotiated capabilities.
    pub(crate) fn set_caps(&self, caps: V::Caps) {
        *self.caps.write().unwrap_or_else(|p| p.into_inner()) = caps;
    }

    /// Changes the negotiated capabilities in place.
    pub(crate) fn with_caps<R>(&self, f: impl FnOnce(&mut V::Caps) -> R) -> R {
        f(&mut self.caps.write().unwrap_or_else(|p| p.into_inner()))
    }

    /// Reads the negotiated capabilities.
    pub(crate) fn read_caps<R>(&self, f: impl FnOnce(&V::Caps) -> R) -> R {
        f(&self.caps.read().unwrap_or_else(|p| p.into_inner()))
    }
}
