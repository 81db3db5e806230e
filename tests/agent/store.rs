//! The store's part the protocol tests do not reach: the `Store` contract,
//! once, run against every backend (MemoryStore, a shared `Arc` of one,
//! and with feature `sqlite` SqliteStore); expiry through the agent, and a
//! store of one's own behind the trait. What only one backend promises
//! (SqliteStore: a panicking update rolls back, the file outlives the
//! process) stays with it (`sqlite.rs`).

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

/// The `Store` contract: what the trait's documentation promises, checked
/// the same way for every backend (the `store_contract!` instances below).
pub mod contract {
    use std::time::Duration;

    use acp_wire::agent::{Entry, SessionRecord, Store};
    use serde_json::{json, Value};

    fn update(n: u64) -> Entry {
        Entry::Update(json!({"n": n}))
    }

    pub fn list_filters_by_version_and_cwd_newest_first_without_history(s: &dyn Store) {
        let mut a = SessionRecord::new("a", 1, "/p");
        a.updated_at = "2026-01-01T00:00:00Z".into();
        let mut b = SessionRecord::new("b", 1, "/p");
        b.updated_at = "2026-02-01T00:00:00Z".into();
        b.history.push(Entry::Update(json!({"x": 1})));
        let mut tie = SessionRecord::new("a0", 1, "/p");
        tie.updated_at = a.updated_at.clone();
        s.insert(a);
        s.insert(b);
        s.insert(tie);
        s.insert(SessionRecord::new("c", 2, "/p"));
        s.insert(SessionRecord::new("d", 1, "/q"));
        let ids: Vec<_> = s.list(1, Some("/p")).into_iter().map(|r| r.id).collect();
        assert_eq!(ids, ["b", "a", "a0"], "newest first, ties by id");
        assert!(s.list(1, Some("/p")).iter().all(|r| r.history.is_empty()), "lists carry no history");
        assert_eq!(s.list(1, None).len(), 4);
        assert_eq!(s.list(2, None).len(), 1);
        assert_eq!(s.get("b").unwrap().history.len(), 1, "get carries the history");
        let meta = s.meta("b").expect("meta of an existing session");
        assert!(meta.history.is_empty() && meta.updated_at == "2026-02-01T00:00:00Z", "meta: the record without its history");
        assert!(s.meta("zz").is_none());
    }

    pub fn append_update_remove_and_expire(s: &dyn Store) {
        s.insert(SessionRecord::new("a", 2, "/p"));
        s.insert(SessionRecord::new("b", 2, "/p"));
        assert!(s.append("a", Entry::Update(json!({"k": 1}))));
        assert!(!s.append("zz", Entry::Update(Value::Null)), "no such session");
        assert!(s.update("a", &mut |r| r.title = Some("t".into())));
        assert!(!s.update("zz", &mut |_| panic!("not called for a missing session")));
        let r = s.get("a").unwrap();
        assert_eq!((r.history.len(), r.title.as_deref()), (1, Some("t")));
        assert!(s.expire(Duration::from_secs(3600)).is_empty());
        // The trait does not order what expired (MemoryStore: a hash map's order).
        let mut expired = s.expire(Duration::ZERO);
        expired.sort();
        assert_eq!(expired, ["a", "b"]);
        assert!(s.get("a").is_none());
        assert!(!s.remove("a"));
        s.insert(SessionRecord::new("c", 1, "/p"));
        assert!(s.remove("c"));
        assert!(s.get("c").is_none() && s.list(1, None).is_empty());
    }

    pub fn records_round_trip_and_updates_may_rewrite_the_history(s: &dyn Store) {
        let mut r = SessionRecord::new("s", 2, "/work");
        r.additional_directories = vec!["/a".into(), "/b ü".into()];
        r.title = Some("a title".into());
        r.foreground = "running".into();
        r.history = vec![
            Entry::User { message_id: Some("user-1".into()), content: vec![json!({"type": "text", "text": "hi"})] },
            Entry::User { message_id: None, content: vec![] },
            Entry::Update(json!({"sessionUpdate": "agent_message_chunk", "big": "x".repeat(100_000)})),
        ];
        s.insert(r.clone());
        assert_eq!(s.get("s").as_ref(), Some(&r), "what was inserted comes back");
        // Inserting the same id again replaces the session, history too.
        let fresh = SessionRecord::new("s", 2, "/work");
        s.insert(fresh.clone());
        assert_eq!(s.get("s").unwrap().history, []);
        s.insert(r.clone());
        // An update that appends: the new entries are added after the old.
        assert!(s.update("s", &mut |r| r.history.push(update(9))));
        assert_eq!(s.get("s").unwrap().history.len(), 4);
        assert!(s.append("s", update(10)));
        // An update that changes the history otherwise: it is rewritten.
        assert!(s.update("s", &mut |r| {
            r.history.remove(0);
            r.history[0] = update(1);
        }));
        let got = s.get("s").unwrap();
        assert_eq!(got.history, [update(1), r.history[2].clone(), update(9), update(10)]);
        // The session stays under its id whatever the closure does to the record's.
        assert!(s.update("s", &mut |r| r.id = "other".into()));
        assert!(s.get("s").is_some() && s.get("other").is_none());
    }
}

/// The contract's tests for one backend: `$make` gives (what must live as
/// long as the store, the store).
macro_rules! store_contract {
    ($backend:ident, $make:expr) => {
        mod $backend {
            #[allow(unused_imports)]
            use super::*;

            #[test]
            fn list_filters_by_version_and_cwd_newest_first_without_history() {
                let (_keep, s) = $make("list");
                super::contract::list_filters_by_version_and_cwd_newest_first_without_history(&s);
            }

            #[test]
            fn append_update_remove_and_expire() {
                let (_keep, s) = $make("contract");
                super::contract::append_update_remove_and_expire(&s);
            }

            #[test]
            fn records_round_trip_and_updates_may_rewrite_the_history() {
                let (_keep, s) = $make("roundtrip");
                super::contract::records_round_trip_and_updates_may_rewrite_the_history(&s);
            }
        }
    };
}

store_contract!(memory_store, |_: &str| ((), MemoryStore::new()));
store_contract!(shared_memory_store, |_: &str| ((), Arc::new(MemoryStore::new())));
store_contract!(counting_store, |_: &str| ((), Counting::default()));
#[cfg(feature = "sqlite")]
store_contract!(sqlite_store, |name: &str| {
    let dir = crate::temp::TempDir::new("agent-store", name);
    let s = acp_wire::agent::SqliteStore::open(dir.join("sessions.db")).expect("open");
    (dir, s)
});

#[test]
fn the_agent_keeps_its_sessions_in_the_given_store() {
    let store = Counting::default();
    let agent = SessionAgent::new(Scripted).store(store.clone());
    agent.sessions().insert(SessionRecord::new("x", 1, "/tmp"));
    assert!(store.inner.get("x").is_some(), "the agent's store is the one given");
    assert!(agent.sessions().append("x", Entry::Update(serde_json::json!({}))));
    assert_eq!(store.appends.load(Ordering::Relaxed), 1);
}
