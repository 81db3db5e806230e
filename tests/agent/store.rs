//! The store's part the protocol tests do not reach: expiry through the
//! agent, and a store of one's own behind the trait.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use acp_wire::agent::{Entry, MemoryStore, SessionAgent, SessionRecord, Store};

use super::handler::Scripted;

/// A store counting appends (a backend of one's own), over a MemoryStore.
#[derive(Default, Clone)]
pub struct Counting {
    pub inner: Arc<MemoryStore>,
    pub appends: Arc<AtomicUsize>,
}

impl Store for Counting {
    fn insert(&self, record: SessionRecord) {
        self.inner.insert(record);
    }
    fn get(&self, id: &str) -> Option<SessionRecord> {
        self.inner.get(id)
    }
    fn update(&self, id: &str, change: &mut dyn FnMut(&mut SessionRecord)) -> bool {
        self.inner.update(id, change)
    }
    fn append(&self, id: &str, entry: Entry) -> bool {
        self.appends.fetch_add(1, Ordering::Relaxed);
        self.inner.append(id, entry)
    }
    fn list(&self, version: u16, cwd: Option<&str>) -> Vec<SessionRecord> {
        self.inner.list(version, cwd)
    }
    fn remove(&self, id: &str) -> bool {
        self.inner.remove(id)
    }
    fn expire(&self, idle: Duration) -> Vec<String> {
        self.inner.expire(idle)
    }
}

#[test]
fn the_agent_keeps_its_sessions_in_the_given_store() {
    let store = Counting::default();
    let agent = SessionAgent::new(Scripted).store(store.clone());
    agent.sessions().insert(SessionRecord::new("x", 1, "/tmp"));
    assert!(store.inner.get("x").is_some(), "the agent's store is the one given");
    assert!(agent.sessions().append("x", Entry::Update(serde_json::json!({}))));
    assert_eq!(store.appends.load(Ordering::Relaxed), 1);
}
