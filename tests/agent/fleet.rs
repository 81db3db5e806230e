//! Two `SessionAgent`s on one store, as two nodes of a fleet: a turn holds
//! the session's lease (its node recorded), a load (v1) or resume (v2) on
//! the other node follows the running turn live through the store — every
//! update once and in order, then the turn's end — a prompt there waits
//! for the lease, `session/cancel` and `session/close` received by the
//! other node end the turn (through the store's signals), and a stopping
//! node ends its turns and gives their leases back. Every frame validated.

use std::sync::Arc;
use std::time::Duration;

use acp_wire::agent::{MemoryStore, SessionAgent, Store};
use acp_wire::v1;
use serde_json::{json, Value};

use super::handler::Scripted;
use super::v1 as one;
#[cfg(feature = "v2")]
use super::v2 as two;
use crate::sides_support::{from, Log};

/// Two nodes on `store`.
fn nodes(store: &Arc<dyn Store>) -> (SessionAgent<Scripted>, SessionAgent<Scripted>) {
    let a = SessionAgent::new(Scripted).store(Arc::clone(store)).node_id("node-a");
    let b = SessionAgent::new(Scripted).store(Arc::clone(store)).node_id("node-b");
    (a, b)
}

fn memory() -> Arc<dyn Store> {
    Arc::new(MemoryStore::new())
}

/// The agent text a client received (both versions), concatenated.
fn said(log: &Log) -> String {
    said_in(&log.params("session/update"))
}

fn said_in<'a>(updates: impl IntoIterator<Item = &'a Value>) -> String {
    updates
        .into_iter()
        .filter(|n| n["update"]["sessionUpdate"] == "agent_message_chunk")
        .filter_map(|n| n["update"]["content"]["text"].as_str())
        .collect()
}

/// The whole text of a `count` turn.
fn counted() -> String {
    (0..60).map(|i| format!("{i};")).collect()
}

async fn owner(store: &Arc<dyn Store>, id: &str) -> Option<String> {
    store.meta(id).await.unwrap().unwrap().lease_owner().map(str::to_owned)
}

/// Waits until the `session/update`s `log` received say `what`.
async fn until(log: &Log, what: &str, done: impl Fn(&[&Value]) -> bool) {
    log.wait_until(what, move |all| {
        let updates: Vec<&Value> = all.iter().filter(|(m, _)| m == "session/update").map(|(_, p)| p).collect();
        done(&updates)
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn v1_a_load_on_another_node_follows_the_running_turn_live() {
    let store = memory();
    let (a, b) = nodes(&store);
    let (wa, la) = one::wired(&a).await;
    let ha = one::handle(&wa).clone();
    let s = one::session(&ha).await;
    let turn = tokio::spawn({
        let (ha, s) = (ha.clone(), s.clone());
        async move { one::prompt(&ha, &s, "count").await }
    });
    until(&la, "the turn's first chunks", |u| said_in(u.iter().copied()).len() > 8).await;
    assert_eq!(owner(&store, &s.0).await.as_deref(), Some("node-a"), "the turn's node holds the lease");
    let (wb, lb) = one::wired(&b).await;
    let hb = one::handle(&wb);
    hb.load_session(from(json!({"sessionId": s, "cwd": one::cwd(), "mcpServers": []}))).await.expect("load on node b");
    assert!(!turn.is_finished(), "loaded while the turn runs");
    assert_eq!(turn.await.unwrap().expect("the turn").stop_reason, v1::StopReason::EndTurn);
    // Node b's client: the replay, then the rest live — the whole text, once, in order.
    until(&lb, "the followed turn's last chunk", |u| said_in(u.iter().copied()).len() >= counted().len()).await;
    assert_eq!(said(&lb), counted());
    assert_eq!(said(&la), counted());
    let users: Vec<Value> =
        lb.params("session/update").into_iter().filter(|n| n["update"]["sessionUpdate"] == "user_message_chunk").collect();
    assert_eq!(users.len(), 1, "the prompt replayed once: {users:?}");
    assert_eq!(owner(&store, &s.0).await, None, "given back");
    // The session takes a prompt on node b now.
    assert_eq!(one::prompt(hb, &s, "after").await.expect("prompt on b").stop_reason, v1::StopReason::EndTurn);
    one::done(wa).await;
    one::done(wb).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn v1_a_prompt_on_another_node_waits_for_the_running_turn() {
    let store = memory();
    let (a, b) = nodes(&store);
    let (wa, la) = one::wired(&a).await;
    let ha = one::handle(&wa).clone();
    let s = one::session(&ha).await;
    let first = tokio::spawn({
        let (ha, s) = (ha.clone(), s.clone());
        async move { one::prompt(&ha, &s, "count").await }
    });
    until(&la, "the turn's first chunks", |u| !said_in(u.iter().copied()).is_empty()).await;
    let (wb, _lb) = one::wired(&b).await;
    let hb = one::handle(&wb);
    hb.load_session(from(json!({"sessionId": s, "cwd": one::cwd(), "mcpServers": []}))).await.expect("load on node b");
    let second = one::prompt(hb, &s, "second").await.expect("prompt on b");
    assert_eq!(second.stop_reason, v1::StopReason::EndTurn);
    assert!(first.is_finished(), "the second turn ran after the first one ended");
    first.await.unwrap().expect("the first turn");
    // The history: the first turn whole, then the second.
    let history = store.get(&s.0).await.unwrap().unwrap().history;
    let texts: Vec<String> = history.iter().map(|e| format!("{e:?}")).collect();
    let second_user = texts.iter().position(|t| t.contains("\"second\"")).expect("the second prompt recorded");
    let last_count = texts.iter().rposition(|t| t.contains("59;")).expect("the first turn's end recorded");
    assert!(last_count < second_user, "{texts:#?}");
    one::done(wa).await;
    one::done(wb).await;
}

#[cfg(feature = "v2")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn v2_a_resume_on_another_node_follows_the_running_turn_to_its_idle() {
    let store = memory();
    let (a, b) = nodes(&store);
    let (wa, la) = two::wired(&a).await;
    let ha = two::handle(&wa).clone();
    let s = two::session(&ha).await;
    let turn = tokio::spawn({
        let (ha, s) = (ha.clone(), s.clone());
        async move { two::turn(&ha, &s, "count").await }
    });
    until(&la, "the turn's first chunks", |u| said_in(u.iter().copied()).len() > 8).await;
    assert_eq!(owner(&store, &s.0).await.as_deref(), Some("node-a"));
    let (wb, lb) = two::wired(&b).await;
    let hb = two::handle(&wb);
    hb.resume_session(from(json!({"sessionId": s, "cwd": two::cwd(), "replayFrom": {"type": "start"}})))
        .await
        .expect("resume on node b");
    let (_, updates) = turn.await.unwrap();
    assert_eq!(updates.last().unwrap()["stopReason"], "end_turn");
    until(&lb, "the followed turn's idle", |u| u.iter().any(|n| n["update"]["state"] == "idle" && n["update"]["stopReason"] == "end_turn"))
    .await;
    let got: Vec<Value> = lb.params("session/update").into_iter().map(|n| n["update"].clone()).collect();
    let kinds = two::kinds(&got);
    // The replay (the user message, chunks), the snapshot `running`, the
    // rest of the chunks live, the turn's own idle: nothing twice.
    assert_eq!(kinds.first().map(String::as_str), Some("user_message"), "{kinds:?}");
    let states: Vec<&String> = kinds.iter().filter(|k| k.starts_with("state:")).collect();
    assert_eq!(states, ["state:running", "state:idle"], "{kinds:?}");
    assert_eq!(kinds.last().map(String::as_str), Some("state:idle"));
    assert_eq!(said(&lb), counted());
    // The turn's message id on every chunk, as node a sent them.
    let ids: std::collections::BTreeSet<String> =
        got.iter().filter(|u| u["sessionUpdate"] == "agent_message_chunk").map(|u| u["messageId"].to_string()).collect();
    assert_eq!(ids.len(), 1, "{ids:?}");
    assert_eq!(owner(&store, &s.0).await, None);
    // Node b runs the session's next turn.
    let (_, next) = two::turn(hb, &s, "after").await;
    assert_eq!(next.last().unwrap()["stopReason"], "end_turn");
    two::done(wa).await;
    two::done(wb).await;
}

#[cfg(feature = "v2")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopping_node_ends_its_turns_and_gives_their_leases_back() {
    let store = memory();
    let (a, _) = nodes(&store);
    let (wa, la) = two::wired(&a).await;
    let ha = two::handle(&wa).clone();
    let s = two::session(&ha).await;
    let turn = tokio::spawn({
        let (ha, s) = (ha.clone(), s.clone());
        async move { two::turn(&ha, &s, "stream").await }
    });
    until(&la, "the turn's first chunks", |u| !said_in(u.iter().copied()).is_empty()).await;
    tokio::time::timeout(Duration::from_secs(10), a.end_turns()).await.expect("the turns ended");
    let (_, updates) = turn.await.unwrap();
    assert_eq!(updates.last().unwrap()["stopReason"], "cancelled");
    let r = store.meta(&s.0).await.unwrap().unwrap();
    assert_eq!((r.foreground.as_str(), r.lease_owner()), ("idle", None));
    two::done(wa).await;
}

#[cfg(feature = "sqlite")]
mod signals {
    //! Cancel and close received by the node that does not run the turn
    //! reach the one that does through the store's signals (SQLite's: a
    //! table the stores on one file poll).

    use std::time::Instant;

    use acp_wire::agent::SqliteStore;

    use super::*;
    use crate::temp::TempDir;

    fn shared_file(dir: &TempDir) -> (Arc<dyn Store>, Arc<dyn Store>) {
        let path = dir.join("sessions.db");
        let open = || -> Arc<dyn Store> { Arc::new(SqliteStore::open(&path).expect("open")) };
        (open(), open())
    }

    /// Node a runs an endless turn of a v1 session node b has loaded.
    async fn running_elsewhere(dir: &TempDir) -> (Arc<dyn Store>, [crate::sides_support::Wired; 2], v1::SessionId, tokio::task::JoinHandle<acp_wire::Result<v1::PromptResponse>>) {
        let (sa, sb) = shared_file(dir);
        let a = SessionAgent::new(Scripted).store(Arc::clone(&sa)).node_id("node-a");
        let b = SessionAgent::new(Scripted).store(sb).node_id("node-b");
        let (wa, la) = one::wired(&a).await;
        let ha = one::handle(&wa).clone();
        let s = one::session(&ha).await;
        let turn = tokio::spawn({
            let (ha, s) = (ha.clone(), s.clone());
            async move { one::prompt(&ha, &s, "stream").await }
        });
        until(&la, "the turn's first chunks", |u| !said_in(u.iter().copied()).is_empty()).await;
        let (wb, _) = one::wired(&b).await;
        one::handle(&wb)
            .load_session(from(json!({"sessionId": s, "cwd": one::cwd(), "mcpServers": []})))
            .await
            .expect("load on node b");
        (sa, [wa, wb], s, turn)
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_cancel_through_the_other_node_ends_the_turn() {
        let dir = TempDir::new("agent-fleet", "cancel");
        let (store, [wa, wb], s, turn) = running_elsewhere(&dir).await;
        let sent = Instant::now();
        one::handle(&wb).session_cancel(from(json!({"sessionId": s}))).await.expect("cancel on node b");
        let r = tokio::time::timeout(Duration::from_secs(10), turn).await.expect("the turn ended").unwrap();
        assert_eq!(r.expect("answered").stop_reason, v1::StopReason::Cancelled);
        // A second is the fleet's bound (remote/tests); here only reported.
        eprintln!("cancel through the other node ended the turn in {:?}", sent.elapsed());
        assert_eq!(owner(&store, &s.0).await, None, "given back");
        one::done(wa).await;
        one::done(wb).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_close_through_the_other_node_ends_the_turn_and_closes_the_session_there() {
        let dir = TempDir::new("agent-fleet", "close");
        let (_store, [wa, wb], s, turn) = running_elsewhere(&dir).await;
        one::handle(&wb).close_session(from(json!({"sessionId": s}))).await.expect("close on node b");
        let r = tokio::time::timeout(Duration::from_secs(10), turn).await.expect("the turn ended").unwrap();
        assert_eq!(r.expect("answered").stop_reason, v1::StopReason::Cancelled);
        // Closed on node a as well: a prompt there needs a load first.
        let refused = one::prompt(one::handle(&wa), &s, "again").await;
        assert!(refused.is_err(), "{refused:?}");
        one::done(wa).await;
        one::done(wb).await;
    }
}
