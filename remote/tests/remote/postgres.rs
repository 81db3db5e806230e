//! `PostgresStore` (feature `postgres`) on a real PostgreSQL server of
//! the test's own ([`crate::pg`]): the `Store` contract, two stores (two
//! nodes) on one database, migrations, and `serve --store postgres://…`
//! nodes serving each other's sessions.

use std::sync::Arc;

use acp_wire::agent::store::contract;
use acp_wire::agent::{Entry, SessionRecord, Store};
use acp_wire_remote::postgres::{PostgresError, SCHEMA_VERSION};
use acp_wire_remote::PostgresStore;
use serde_json::json;


#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_store_keeps_the_contract() {
    let pg = require_postgres!("contract");
    let pg = &pg;
    contract::check_all(|name| async move {
        let url = pg.database(name).await;
        PostgresStore::connect(&url).await.expect("connect")
    })
    .await;
}

/// Two nodes, each with its own pool, on one database: each sees what
/// the other wrote; their appends to one session get distinct, increasing
/// event ids; their updates of one session serialize.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_nodes_share_one_database() {
    let pg = require_postgres!("two-nodes");
    let url = pg.database("fleet").await;
    let (a, b) = (PostgresStore::connect(&url).await.unwrap(), PostgresStore::connect_with(&url, 4).await.unwrap());
    a.insert(SessionRecord::new("s", 2, "/p")).await.unwrap();
    assert!(b.meta("s").await.unwrap().is_some(), "a session inserted on one node is seen on the other");

    let append = |s: &PostgresStore, who: &'static str, n: u64| {
        let s = s.clone();
        tokio::spawn(async move {
            let mut ids = Vec::new();
            for i in 0..n {
                ids.push(s.append("s", Entry::Update(json!({"by": who, "i": i}))).await.unwrap().unwrap());
            }
            ids
        })
    };
    let (ia, ib) = (append(&a, "a", 100), append(&b, "b", 100));
    let (ia, ib) = (ia.await.unwrap(), ib.await.unwrap());
    assert!(ia.windows(2).all(|w| w[0] < w[1]) && ib.windows(2).all(|w| w[0] < w[1]), "each node's ids increase");
    let mut all: Vec<u64> = ia.iter().chain(&ib).copied().collect();
    all.sort_unstable();
    assert_eq!(all, (1..=200).collect::<Vec<_>>(), "200 appends from two nodes: ids 1..=200, none twice");
    // The history in event-id order is each node's appends in its order.
    let history = a.get("s").await.unwrap().unwrap().history;
    for who in ["a", "b"] {
        let is: Vec<u64> = history
            .iter()
            .filter_map(|e| match e {
                Entry::Update(v) if v["by"] == who => v["i"].as_u64(),
                _ => None,
            })
            .collect();
        assert_eq!(is, (0..100).collect::<Vec<_>>(), "{who}'s appends in order");
    }

    let bump = |s: &PostgresStore| {
        let s = s.clone();
        tokio::spawn(async move {
            for _ in 0..50 {
                let changed = s
                    .update("s", &mut |r| {
                        let n = r.settings.get("n").and_then(serde_json::Value::as_u64).unwrap_or(0);
                        r.settings.insert("n".into(), (n + 1).into());
                    })
                    .await
                    .unwrap();
                assert!(changed);
            }
        })
    };
    let (x, y) = (bump(&a), bump(&b));
    x.await.unwrap();
    y.await.unwrap();
    assert_eq!(b.meta("s").await.unwrap().unwrap().settings["n"], 100, "updates from two nodes lost none");
}

/// Migrations: applied once however many nodes connect, recorded; a
/// database of a newer acp-wire is refused untouched; a database that is
/// gone is an error of every call, not a panic or a missing session.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn migrations_and_failures() {
    let pg = require_postgres!("migrations");
    let url = pg.database("m").await;
    let nodes = futures_join(
        (0..4)
            .map(|_| {
                let url = url.clone();
                tokio::spawn(async move { PostgresStore::connect(&url).await.map(|_| ()) })
            })
            .collect(),
    )
    .await;
    assert!(nodes.iter().all(Result::is_ok), "four nodes starting together all migrate or see it done: {nodes:?}");
    let store = PostgresStore::connect(&url).await.unwrap();
    let client = store.pool().get().await.unwrap();
    assert_eq!(acp_wire_remote::postgres::schema::schema_version(&**client).await.unwrap(), SCHEMA_VERSION);
    let applied: i64 = client.query_one("SELECT count(*) FROM acp_wire_schema", &[]).await.unwrap().get(0);
    assert_eq!(applied, i64::from(SCHEMA_VERSION), "each migration recorded once");
    client.execute("INSERT INTO acp_wire_schema (version) VALUES ($1)", &[&(SCHEMA_VERSION + 1)]).await.unwrap();
    drop(client);
    match PostgresStore::connect(&url).await {
        Err(e @ PostgresError::NewerSchema { .. }) => {
            assert!(e.to_string().contains("newer"), "{e}");
        }
        other => panic!("a newer schema: {other:?}"),
    }

    // The database stops under a store: errors, then it serves again.
    store.insert(SessionRecord::new("kept", 1, "/p")).await.unwrap();
    let client = store.pool().get().await.unwrap();
    client.execute("ALTER TABLE acp_wire_entries RENAME TO gone", &[]).await.unwrap();
    let e = store.append("kept", Entry::Update(json!({}))).await.unwrap_err();
    assert!(e.to_string().contains("acp_wire_entries"), "{e}");
    assert!(store.history("kept", 0, 10).await.is_err());
    client.execute("ALTER TABLE gone RENAME TO acp_wire_entries", &[]).await.unwrap();
    assert_eq!(store.append("kept", Entry::Update(json!({}))).await.unwrap(), Some(1), "nothing half done by the failure");
    assert!(PostgresStore::connect("postgres://acp@127.0.0.1:1/none").await.is_err(), "no server: an error");
    assert!(matches!(PostgresStore::connect("not a url at all ::").await, Err(PostgresError::Config(_))));
}

async fn futures_join<T>(handles: Vec<tokio::task::JoinHandle<T>>) -> Vec<T> {
    let mut out = Vec::new();
    for h in handles {
        out.push(h.await.unwrap());
    }
    out
}

/// `serve --store postgres://…`: a session made through one node is
/// loaded (v1) and resumed (v2) through another, over WebSocket and
/// Streamable HTTP, with its whole history; and back.
#[cfg(feature = "sqlite")]
#[tokio::test]
async fn two_serve_nodes_on_one_database_serve_the_same_sessions() {
    let pg = require_postgres!("serve");
    let url = pg.database("serve").await;
    let (mut one, first) = crate::cli::serve(&["--store", &url]).await;
    let (mut two, second) = crate::cli::serve(&["--store", &url]).await;
    crate::store::history_survives(&first, &second).await;
    crate::store::history_survives(&second, &first).await;
    for c in [&mut one, &mut two] {
        c.start_kill().unwrap();
        let _ = c.wait().await;
    }
    let store = Arc::new(PostgresStore::connect(&url).await.unwrap());
    let listed = store.list(1, None, None, 100).await.unwrap().sessions.len() + store.list(2, None, None, 100).await.unwrap().sessions.len();
    assert_eq!(listed, 8, "two versions × two transports × two directions");
}

/// `signal`/`signals`: a signal sent through one node's store is heard by
/// every node's (the sender's too), in order, within a second.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signals_reach_every_node() {
    use acp_wire::agent::Signal;
    let pg = require_postgres!("signals");
    let url = pg.database("signals").await;
    let (a, b) = (PostgresStore::connect(&url).await.unwrap(), PostgresStore::connect(&url).await.unwrap());
    let (mut on_a, mut on_b) = (a.signals().expect("PostgresStore carries signals"), b.signals().unwrap());
    a.signal("s1", Signal::Cancel).await.unwrap();
    b.signal("s2 with spaces", Signal::Close).await.unwrap();
    for rx in [&mut on_a, &mut on_b] {
        for want in [("s1".to_owned(), Signal::Cancel), ("s2 with spaces".to_owned(), Signal::Close)] {
            let got = tokio::time::timeout(std::time::Duration::from_secs(1), rx.recv()).await.expect("within a second").unwrap();
            assert_eq!(got, want);
        }
    }
}
