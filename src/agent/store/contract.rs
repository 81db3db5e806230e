//! The [`Store`] contract as a test suite: what
//! the [module docs](super) promise, checked the same way for every
//! backend — acp-wire's own (`MemoryStore`, `SqliteStore`, acp-wire-remote's
//! `PostgresStore`) and one you write.
//!
//! Each check takes an **empty** store and panics with the row of the
//! contract it found broken. Run them all with [`check_all`], giving a
//! fresh store for each:
//!
//! ```
//! # #[tokio::main(flavor = "multi_thread")] async fn main() {
//! use acp_wire::agent::MemoryStore;
//! acp_wire::agent::store::contract::check_all(|_name| async { MemoryStore::new() }).await;
//! # }
//! ```
//!
//! | check | the row it holds a backend to |
//! |---|---|
//! | [`round_trip`] | `insert`, `meta`, `get`: what was inserted comes back, the history as events 1, 2, … |
//! | [`append_gives_event_ids`] | `append`: increasing event ids per session, `None` for a missing session, `updated_at` touched |
//! | [`history_in_pages`] | `history`: after an event id, in order, at most `limit` |
//! | [`update_is_metadata_only`] | `update`: the closure sees no history and cannot change it or the id; `false` (closure not run) for a missing session |
//! | [`update_is_atomic`] | `update`: concurrent read-modify-writes of one session lose nothing |
//! | [`list_pages_by_keyset`] | `list`: version and `cwd` filters, newest first, ties by id, no history, keyset pages, a bad cursor is [`StoreError::Cursor`] |
//! | [`remove_and_expire`] | `remove`, `expire` |

use std::future::Future;
use std::pin::Pin;
use std::task::Poll;
use std::time::Duration;

use serde_json::{json, Value};

use super::{Entry, SessionRecord, Store, StoreError};

/// A check of the contract over an empty store.
pub type Check = for<'a> fn(&'a dyn Store) -> Pin<Box<dyn Future<Output = ()> + Send + 'a>>;

/// Every check, by name.
pub const CHECKS: &[(&str, Check)] = &[
    ("round_trip", |s| Box::pin(round_trip(s))),
    ("append_gives_event_ids", |s| Box::pin(append_gives_event_ids(s))),
    ("history_in_pages", |s| Box::pin(history_in_pages(s))),
    ("update_is_metadata_only", |s| Box::pin(update_is_metadata_only(s))),
    ("update_is_atomic", |s| Box::pin(update_is_atomic(s))),
    ("list_pages_by_keyset", |s| Box::pin(list_pages_by_keyset(s))),
    ("remove_and_expire", |s| Box::pin(remove_and_expire(s))),
];

/// Runs every check of [`CHECKS`], each on the empty store `fresh(name)`
/// makes.
///
/// # Panics
/// On the first broken row, naming it.
pub async fn check_all<S, F, Fut>(fresh: F)
where
    S: Store,
    F: Fn(&'static str) -> Fut,
    Fut: Future<Output = S>,
{
    for (name, check) in CHECKS {
        let store = fresh(name).await;
        check(&store).await;
    }
}

fn ok<T>(r: Result<T, StoreError>, what: &str) -> T {
    r.unwrap_or_else(|e| panic!("{what}: the store failed: {e}"))
}

fn update(n: u64) -> Entry {
    Entry::Update(json!({"sessionUpdate": "agent_message_chunk", "n": n}))
}

/// `insert`, `meta`, `get`: every field comes back as inserted; `meta`
/// carries no history; a missing session is `None`.
pub async fn round_trip(s: &dyn Store) {
    let mut r = SessionRecord::new("s", 2, "/work");
    r.additional_directories = vec!["/a".into(), "/b ü".into()];
    r.title = Some("a title ✓".into());
    r.updated_at = "2026-03-04T05:06:07Z".into();
    r.foreground = "running".into();
    r.heartbeat = Some(1_796_014_995_000);
    r.settings.insert("mode".into(), "code".into());
    r.settings.insert("nested".into(), json!({"a": [1, 2, {"b": null}]}));
    r.history = vec![
        Entry::User { message_id: Some("user-1".into()), content: vec![json!({"type": "text", "text": "hi"})] },
        Entry::User { message_id: None, content: vec![] },
        Entry::Update(json!({"sessionUpdate": "agent_message_chunk", "big": "x".repeat(100_000)})),
    ];
    ok(s.insert(r.clone()).await, "insert");
    assert_eq!(ok(s.get("s").await, "get").as_ref(), Some(&r), "insert/get: what was inserted comes back");
    let mut meta = r.clone();
    meta.history.clear();
    assert_eq!(ok(s.meta("s").await, "meta"), Some(meta), "meta: the record without its history");
    let events = ok(s.history("s", 0, 10).await, "history");
    let ids: Vec<u64> = events.iter().map(|e| e.id).collect();
    assert_eq!(ids, [1, 2, 3], "insert: the history it carries is events 1, 2, 3");
    assert_eq!(ok(s.meta("missing").await, "meta"), None, "meta of a missing session");
    assert_eq!(ok(s.get("missing").await, "get"), None, "get of a missing session");
    assert_eq!(ok(s.history("missing", 0, 10).await, "history"), [], "history of a missing session");
}

/// `append`: event ids increase per session from 1 (after what `insert`
/// carried), the entry lands at the end, `updated_at` is touched, and a
/// missing session is `None`.
pub async fn append_gives_event_ids(s: &dyn Store) {
    let mut a = SessionRecord::new("a", 1, "/p");
    a.updated_at = "2020-01-01T00:00:00Z".into();
    a.history.push(update(0));
    ok(s.insert(a).await, "insert");
    ok(s.insert(SessionRecord::new("b", 1, "/p")).await, "insert");
    let mut last = 1;
    for n in 1..=5 {
        let id = ok(s.append("a", update(n)).await, "append").expect("append: an existing session");
        assert!(id > last, "append: event id {id} after {last}: ids must increase");
        last = id;
    }
    assert_eq!(ok(s.append("b", update(9)).await, "append"), Some(1), "append: a session's first event is 1");
    assert_eq!(ok(s.append("missing", Entry::Update(Value::Null)).await, "append"), None, "append to a missing session");
    let got = ok(s.get("a").await, "get").expect("a");
    assert_eq!(got.history, (0..=5).map(update).collect::<Vec<_>>(), "append: entries in order");
    assert!(got.updated_at.as_str() > "2020-01-01T00:00:00Z", "append touches updated_at (it is {})", got.updated_at);
    assert_eq!(ok(s.get("missing").await, "get"), None, "append creates no session");
}

/// `history`: entries after an event id, in order, at most `limit`,
/// fewer only at the end.
pub async fn history_in_pages(s: &dyn Store) {
    ok(s.insert(SessionRecord::new("h", 2, "/p")).await, "insert");
    let mut ids = Vec::new();
    for n in 0..300 {
        ids.push(ok(s.append("h", update(n)).await, "append").expect("h"));
    }
    let mut after = 0;
    let mut seen = Vec::new();
    loop {
        let page = ok(s.history("h", after, 128).await, "history");
        assert!(page.len() <= 128, "history: at most limit entries, got {}", page.len());
        let full = page.len() == 128;
        for e in page {
            assert!(e.id > after, "history: event {} not after {after}", e.id);
            after = e.id;
            seen.push((e.id, e.entry));
        }
        if !full {
            break;
        }
    }
    let want: Vec<(u64, Entry)> = ids.iter().copied().zip((0..300).map(update)).collect();
    assert_eq!(seen.len(), 300, "history: every entry, once");
    assert!(seen == want, "history: the entries in order, each with the id append gave it");
    let mid = ids[149];
    let rest = ok(s.history("h", mid, 1000).await, "history");
    assert_eq!(rest.len(), 150, "history after the 150th event");
    assert_eq!(rest[0].id, ids[150], "history resumes right after the event given");
    assert_eq!(ok(s.history("h", ids[299], 10).await, "history"), [], "history after the last event");
    assert_eq!(ok(s.history("h", 0, 0).await, "history"), [], "history with limit 0");
}

/// `update`: the closure gets the metadata without history; changes to
/// the history and the id are ignored; a missing session is `false` and
/// the closure is not run.
pub async fn update_is_metadata_only(s: &dyn Store) {
    let mut r = SessionRecord::new("u", 1, "/p");
    r.history = vec![update(1), update(2)];
    ok(s.insert(r).await, "insert");
    let mut saw_history = true;
    let found = ok(
        s.update("u", &mut |r| {
            saw_history = !r.history.is_empty();
            r.title = Some("titled".into());
            r.cwd = "/q".into();
            r.settings.insert("k".into(), 7.into());
            r.history.clear();
            r.history.push(update(99));
            r.id = "other".into();
        })
        .await,
        "update",
    );
    assert!(found, "update of an existing session");
    assert!(!saw_history, "update: the record handed to the closure carries no history");
    let got = ok(s.get("u").await, "get").expect("update keeps the session under its id");
    assert_eq!((got.title.as_deref(), got.cwd.as_str(), &got.settings["k"]), (Some("titled"), "/q", &json!(7)));
    assert_eq!(got.history, [update(1), update(2)], "update does not change the history");
    assert_eq!(ok(s.meta("other").await, "meta"), None, "update cannot rename a session");
    let found = ok(s.update("missing", &mut |_| panic!("update ran its closure for a missing session")).await, "update");
    assert!(!found, "update of a missing session is false");
}

/// `update`: 64 concurrent increments of one counter (each a
/// read-modify-write of the record) all count.
pub async fn update_is_atomic(s: &dyn Store) {
    ok(s.insert(SessionRecord::new("c", 1, "/p")).await, "insert");
    let bump = || async {
        let changed = s
            .update("c", &mut |r| {
                let n = r.settings.get("n").and_then(Value::as_u64).unwrap_or(0);
                r.settings.insert("n".into(), (n + 1).into());
            })
            .await;
        assert!(ok(changed, "update"), "update of an existing session");
    };
    join_all((0..64).map(|_| bump()).collect()).await;
    let r = ok(s.meta("c").await, "meta").expect("c");
    assert_eq!(r.settings.get("n"), Some(&json!(64)), "update: concurrent read-modify-writes lost a change");
}

/// `list`: by version (and `cwd`), newest first, ties by id, without
/// history, in keyset pages (a session that changes between two pages is
/// not shown twice); a cursor the store did not make is
/// [`StoreError::Cursor`].
pub async fn list_pages_by_keyset(s: &dyn Store) {
    let at = |id: &str, v: u16, cwd: &str, t: &str| {
        let mut r = SessionRecord::new(id, v, cwd);
        r.updated_at = t.into();
        r
    };
    let mut b = at("b", 1, "/p", "2026-02-01T00:00:00Z");
    b.history.push(update(1));
    for r in [
        at("a", 1, "/p", "2026-01-01T00:00:00Z"),
        b,
        at("a0", 1, "/p", "2026-01-01T00:00:00Z"),
        at("a1", 1, "/p", "2025-06-01T00:00:00Z"),
        at("c", 2, "/p", "2026-01-01T00:00:00Z"),
        at("d", 1, "/q", "2026-01-01T00:00:00Z"),
    ] {
        ok(s.insert(r).await, "insert");
    }
    let ids = |p: &super::ListPage| p.sessions.iter().map(|r| r.id.clone()).collect::<Vec<_>>();
    let all = ok(s.list(1, Some("/p"), None, 10).await, "list");
    assert_eq!(ids(&all), ["b", "a", "a0", "a1"], "list: newest first, ties by id");
    assert_eq!(all.next, None, "list: no next page after the last");
    assert!(all.sessions.iter().all(|r| r.history.is_empty()), "list: sessions without their history");
    assert_eq!(ok(s.list(1, None, None, 10).await, "list").sessions.len(), 5, "list: every cwd without a filter");
    assert_eq!(ids(&ok(s.list(2, None, None, 10).await, "list")), ["c"], "list: one version only");

    let first = ok(s.list(1, Some("/p"), None, 2).await, "list");
    assert_eq!(ids(&first), ["b", "a"], "list: the first page");
    let next = first.next.clone().expect("list: a next page when more sessions follow");
    // `b` changes between the pages: it moves to the front, and the
    // second page still starts after `a`.
    ok(s.append("b", update(2)).await, "append");
    let second = ok(s.list(1, Some("/p"), Some(&next), 2).await, "list");
    assert_eq!(ids(&second), ["a0", "a1"], "list: the page after the cursor, none shown twice");
    if let Some(after) = second.next {
        let third = ok(s.list(1, Some("/p"), Some(&after), 2).await, "list");
        assert!(third.sessions.is_empty() && third.next.is_none(), "list: nothing after the last session");
    }
    for bad in ["", "nonsense", "acp-wire never issued", "2026-01-01T00:00:00Z"] {
        match s.list(1, None, Some(bad), 10).await {
            Err(StoreError::Cursor(c)) => assert_eq!(c, bad),
            other => panic!("list with the cursor {bad:?}: {other:?}, not StoreError::Cursor"),
        }
    }
}

/// `remove` and `expire`.
pub async fn remove_and_expire(s: &dyn Store) {
    ok(s.insert(SessionRecord::new("a", 2, "/p")).await, "insert");
    ok(s.insert(SessionRecord::new("b", 2, "/p")).await, "insert");
    assert_eq!(ok(s.expire(Duration::from_secs(3600)).await, "expire"), Vec::<String>::new(), "expire: nothing that idle");
    let mut expired = ok(s.expire(Duration::ZERO).await, "expire");
    expired.sort();
    assert_eq!(expired, ["a", "b"], "expire: every session idle that long, by id");
    assert_eq!(ok(s.get("a").await, "get"), None, "expire deletes");
    assert!(!ok(s.remove("a").await, "remove"), "remove of a missing session is false");
    let mut c = SessionRecord::new("c", 1, "/p");
    c.history.push(update(1));
    ok(s.insert(c).await, "insert");
    assert!(ok(s.remove("c").await, "remove"), "remove of an existing session");
    assert_eq!(ok(s.get("c").await, "get"), None, "remove deletes the session");
    assert_eq!(ok(s.history("c", 0, 10).await, "history"), [], "remove deletes the history");
    assert!(ok(s.list(1, None, None, 10).await, "list").sessions.is_empty(), "remove: no longer listed");
    // An id freed by remove starts a new history at event 1.
    ok(s.insert(SessionRecord::new("c", 1, "/p")).await, "insert");
    assert_eq!(ok(s.append("c", update(2)).await, "append"), Some(1), "a new session's first event is 1");
}

/// Polls `futures` together on this task until all are done (no spawn:
/// they borrow the store).
async fn join_all<F: Future<Output = ()>>(futures: Vec<F>) {
    let mut pending: Vec<Option<Pin<Box<F>>>> = futures.into_iter().map(|f| Some(Box::pin(f))).collect();
    std::future::poll_fn(|cx| {
        for slot in &mut pending {
            if let Some(f) = slot {
                if f.as_mut().poll(cx).is_ready() {
                    *slot = None;
                }
            }
        }
        if pending.iter().all(Option::is_none) {
            Poll::Ready(())
        } else {
            Poll::Pending
        }
    })
    .await;
}
