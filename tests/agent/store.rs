//! The store's part the protocol tests do not reach: the `Store` contract
//! (`acp_wire::agent::store::contract`) run against every backend of this
//! crate (MemoryStore, a shared `Arc` of one, a store of one's own behind
//! the trait, and with feature `sqlite` SqliteStore); a failing store's
//! errors reaching the client through the agent; expiry through the
//! agent. What only one backend promises (SqliteStore: a panicking update
//! rolls back, the file outlives the process) stays with it (`sqlite.rs`).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use acp_wire::agent::store::contract;
use acp_wire::agent::{
    Change, Entry, Event, ListPage, MemoryStore, SessionAgent, SessionRecord, Store, StoreError, StoreFuture,
};
use acp_wire::side::{ClientBuilder, Info};
use acp_wire::{v1, Error};
use serde_json::json;

use super::handler::Scripted;
use crate::sides_support::{from, Log, Wired};

/// A store counting appends (a backend of one's own), over a MemoryStore;
/// with `failing` set, every call fails as a backend whose database is
/// gone does.
#[derive(Default, Clone)]
pub struct Counting {
    pub inner: Arc<MemoryStore>,
    pub appends: Arc<AtomicUsize>,
    pub failing: Arc<AtomicBool>,
}

impl Counting {
    fn down<'a, T: Send + 'a>(&self, ok: StoreFuture<'a, T>) -> StoreFuture<'a, T> {
        if self.failing.load(Ordering::Relaxed) {
            Box::pin(async { Err(StoreError::backend(std::io::Error::other("the database is down"))) })
        } else {
            ok
        }
    }
}

impl Store for Counting {
    fn insert(&self, record: SessionRecord) -> StoreFuture<'_, ()> {
        self.down(self.inner.insert(record))
    }
    fn meta<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<SessionRecord>> {
        self.down(self.inner.meta(id))
    }
    fn history<'a>(&'a self, id: &'a str, after: u64, limit: usize) -> StoreFuture<'a, Vec<Event>> {
        self.down(self.inner.history(id, after, limit))
    }
    fn update<'a>(&'a self, id: &'a str, change: Change<'a>) -> StoreFuture<'a, bool> {
        if self.failing.load(Ordering::Relaxed) {
            return self.down(Box::pin(async { Ok(false) }));
        }
        self.inner.update(id, change)
    }
    fn append<'a>(&'a self, id: &'a str, entry: Entry) -> StoreFuture<'a, Option<u64>> {
        if self.failing.load(Ordering::Relaxed) {
            return self.down(Box::pin(async { Ok(None) }));
        }
        self.appends.fetch_add(1, Ordering::Relaxed);
        self.inner.append(id, entry)
    }
    fn list<'a>(&'a self, version: u16, cwd: Option<&'a str>, cursor: Option<&'a str>, limit: usize) -> StoreFuture<'a, ListPage> {
        self.down(self.inner.list(version, cwd, cursor, limit))
    }
    fn remove<'a>(&'a self, id: &'a str) -> StoreFuture<'a, bool> {
        self.down(self.inner.remove(id))
    }
    fn expire(&self, idle: Duration) -> StoreFuture<'_, Vec<String>> {
        self.down(self.inner.expire(idle))
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn memory_store_keeps_the_contract() {
    contract::check_all(|_| async { MemoryStore::new() }).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shared_memory_store_keeps_the_contract() {
    contract::check_all(|_| async { Arc::new(MemoryStore::new()) }).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_store_of_ones_own_keeps_the_contract() {
    contract::check_all(|_| async { Counting::default() }).await;
}

#[cfg(feature = "sqlite")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_store_keeps_the_contract() {
    let dirs = std::sync::Mutex::new(Vec::new());
    contract::check_all(|name| {
        let dir = crate::temp::TempDir::new("agent-store", name);
        let s = acp_wire::agent::SqliteStore::open(dir.join("sessions.db")).expect("open");
        dirs.lock().unwrap().push(dir);
        async { s }
    })
    .await;
}

/// A store that breaks the contract is caught: the checks are not
/// vacuous (a store whose `list` ignores the cursor).
#[tokio::test]
#[should_panic(expected = "list")]
async fn the_contract_catches_a_store_that_breaks_it() {
    struct NoPaging(MemoryStore);
    impl Store for NoPaging {
        fn insert(&self, r: SessionRecord) -> StoreFuture<'_, ()> {
            self.0.insert(r)
        }
        fn meta<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<SessionRecord>> {
            self.0.meta(id)
        }
        fn history<'a>(&'a self, id: &'a str, after: u64, limit: usize) -> StoreFuture<'a, Vec<Event>> {
            self.0.history(id, after, limit)
        }
        fn update<'a>(&'a self, id: &'a str, change: Change<'a>) -> StoreFuture<'a, bool> {
            self.0.update(id, change)
        }
        fn append<'a>(&'a self, id: &'a str, entry: Entry) -> StoreFuture<'a, Option<u64>> {
            self.0.append(id, entry)
        }
        fn list<'a>(&'a self, v: u16, cwd: Option<&'a str>, _: Option<&'a str>, limit: usize) -> StoreFuture<'a, ListPage> {
            self.0.list(v, cwd, None, limit)
        }
        fn remove<'a>(&'a self, id: &'a str) -> StoreFuture<'a, bool> {
            self.0.remove(id)
        }
        fn expire(&self, idle: Duration) -> StoreFuture<'_, Vec<String>> {
            self.0.expire(idle)
        }
    }
    contract::list_pages_by_keyset(&NoPaging(MemoryStore::new())).await;
}

#[tokio::test]
async fn the_agent_keeps_its_sessions_in_the_given_store() {
    let store = Counting::default();
    let agent = SessionAgent::new(Scripted).store(store.clone());
    agent.sessions().insert(SessionRecord::new("x", 1, "/tmp")).await.unwrap();
    assert!(store.inner.meta("x").await.unwrap().is_some(), "the agent's store is the one given");
    assert_eq!(agent.sessions().append("x", Entry::Update(json!({}))).await.unwrap(), Some(1));
    assert_eq!(store.appends.load(Ordering::Relaxed), 1);
}

fn code(e: Error) -> i32 {
    match e {
        Error::Protocol(e) => e.code,
        other => panic!("not an error response: {other}"),
    }
}

/// The contract's "errors reach the agent kit": with the database gone,
/// every request that needs it is answered -32603 (not a missing session,
/// not a hang), a turn whose update cannot be stored sends nothing of it,
/// and the agent serves again once the database is back.
#[tokio::test]
async fn a_failing_store_is_answered_as_an_internal_error_and_nothing_is_sent_unstored() {
    let store = Counting::default();
    let agent = SessionAgent::new(Scripted).store(store.clone());
    let log = Log::default();
    let client = ClientBuilder::new().v1(super::v1::Client(log.clone()), v1::ClientCapabilities::new());
    let w = Wired::new(agent.builder(), client, Info::new("agent-test", "1.0")).await;
    let h = super::v1::handle(&w);
    let s = super::v1::session(h).await;

    store.failing.store(true, Ordering::Relaxed);
    let new = h.new_session(from(json!({"cwd": super::v1::cwd(), "mcpServers": []}))).await;
    assert_eq!(code(new.unwrap_err()), -32603, "session/new with the database down");
    let load = h.load_session(from(json!({"sessionId": s, "cwd": super::v1::cwd(), "mcpServers": []}))).await;
    assert_eq!(code(load.unwrap_err()), -32603, "session/load with the database down");
    let list = h.list_sessions(from(json!({}))).await;
    assert_eq!(code(list.unwrap_err()), -32603, "session/list with the database down");
    let turn = super::v1::prompt(h, &s, "hello").await;
    assert_eq!(code(turn.unwrap_err()), -32603, "a prompt whose turn cannot be stored");
    let sent = log.params("session/update");
    assert!(
        sent.iter().all(|u| u["update"]["sessionUpdate"] == "available_commands_update"),
        "nothing of a turn that was not stored is sent: {sent:?}"
    );

    store.failing.store(false, Ordering::Relaxed);
    let r = super::v1::prompt(h, &s, "hello").await.expect("the database is back");
    assert_eq!(serde_json::to_value(r).unwrap()["stopReason"], "end_turn");
    super::v1::done(w).await;
}
