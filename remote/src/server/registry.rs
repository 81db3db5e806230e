//! The server's open Streamable HTTP connections by `Acp-Connection-Id`,
//! the count of all connections (HTTP and WebSocket) against
//! `max_connections`, and fresh connection ids.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// What the registry needs of a connection (`connection::HttpConn`): the
/// trait keeps this file from importing the connection that uses it.
pub(crate) trait Entry {
    fn id(&self) -> &str;
    fn is_closed(&self) -> bool;
    /// A request named it (idle expiry).
    fn touch(&self);
}

pub(crate) struct Registry<C> {
    conns: Mutex<HashMap<String, Arc<C>>>,
    permits: Arc<Semaphore>,
}

impl<C: Entry> Registry<C> {
    pub(crate) fn new(max_connections: usize) -> Self {
        Registry { conns: Mutex::default(), permits: Arc::new(Semaphore::new(max_connections.min(Semaphore::MAX_PERMITS))) }
    }

    /// A place for one more connection, or `None` at `max_connections`.
    pub(crate) fn permit(&self) -> Option<OwnedSemaphorePermit> {
        Arc::clone(&self.permits).try_acquire_owned().ok()
    }

    pub(crate) fn insert(&self, conn: Arc<C>) {
        self.conns.lock().unwrap_or_else(PoisonError::into_inner).insert(conn.id().to_owned(), conn);
    }

    /// The open connection `id`; a request for it keeps it from expiring.
    pub(crate) fn get(&self, id: &str) -> Option<Arc<C>> {
        let conn = self.conns.lock().unwrap_or_else(PoisonError::into_inner).get(id).filter(|c| !c.is_closed()).cloned();
        if let Some(c) = &conn {
            c.touch();
        }
        conn
    }

    pub(crate) fn remove(&self, id: &str) -> Option<Arc<C>> {
        self.conns.lock().unwrap_or_else(PoisonError::into_inner).remove(id)
    }

    /// Removes `conn` if it is the one registered under its id.
    pub(crate) fn forget(&self, conn: &C) {
        let mut conns = self.conns.lock().unwrap_or_else(PoisonError::into_inner);
        if conns.get(conn.id()).is_some_and(|c| std::ptr::eq(&**c, conn)) {
            conns.remove(conn.id());
        }
    }

    /// The open Streamable HTTP connections.
    pub(crate) fn len(&self) -> usize {
        self.conns.lock().unwrap_or_else(PoisonError::into_inner).len()
    }

    /// Every registered connection, removed.
    pub(crate) fn drain(&self) -> Vec<Arc<C>> {
        self.conns.lock().unwrap_or_else(PoisonError::into_inner).drain().map(|(_, c)| c).collect()
    }
}

/// A random connection id in the UUID v4 text form (what the TypeScript
/// server hands out; ids are not credentials, but are not guessable either).
pub(crate) fn new_id() -> String {
    let mut b = [0u8; 16];
    if getrandom::fill(&mut b).is_err() {
        // No OS randomness: still unique within the process.
        use std::hash::{BuildHasher, Hasher};
        static N: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u64(N.fetch_add(1, std::sync::atomic::Ordering::Relaxed));
        b[..8].copy_from_slice(&h.finish().to_le_bytes());
        b[8..].copy_from_slice(&std::process::id().to_le_bytes().repeat(2));
    }
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    let h: String = b.iter().map(|x| format!("{x:02x}")).collect();
    format!("{}-{}-{}-{}-{}", &h[0..8], &h[8..12], &h[12..16], &h[16..20], &h[20..32])
}
