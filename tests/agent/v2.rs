//! SessionAgent as a v2 agent: the prompt accepted with its message id,
//! the `user_message` echo, `running` … `idle` with the stop reason, errors
//! and panics as idle `error`, cancellation and close, resume with replay
//! and the state snapshot; every frame validated against the v2 schema.

use std::time::Duration;

use acp_wire::agent::SessionAgent;
use acp_wire::side::{ClientBuilder, Info, NotificationContext};
use acp_wire::v2;
use acp_wire::Negotiated;
use serde_json::{json, Value};

use super::handler::{Commanded, Scripted};
use crate::common;
use crate::sides_support::{from, json as to_json, Log, Wired};

struct Client(Log);
impl v2::Client for Client {
    async fn session_update(&self, n: v2::UpdateSessionNotification, _: NotificationContext<v2::AgentHandle>) {
        self.0.record("session/update", &n);
    }
}

pub async fn wired<P: acp_wire::agent::Prompt>(agent: &SessionAgent<P>) -> (Wired, Log) {
    let log = Log::default();
    let client = ClientBuilder::new().v2(Client(log.clone()), v2::ClientCapabilities::new());
    (Wired::new(agent.builder(), client, Info::new("agent-test", "1.0")).await, log)
}

pub fn handle(w: &Wired) -> &v2::AgentHandle {
    match &w.connected.negotiated {
        Negotiated::V2 { agent, .. } => agent,
        _ => panic!("not v2"),
    }
}

pub fn cwd() -> String {
    std::env::temp_dir().to_string_lossy().into_owned()
}

pub async fn session(h: &v2::AgentHandle) -> v2::SessionId {
    h.new_session(from(json!({"cwd": cwd()}))).await.expect("session/new").session_id
}

fn prompt_params(s: &v2::SessionId, text: &str) -> v2::PromptRequest {
    from(json!({"sessionId": s, "prompt": [{"type": "text", "text": text}]}))
}

/// How long a turn that must end may take: generous, as a loaded machine
/// is slow, not wrong (a turn that never ends still fails).
pub const TURN: Duration = Duration::from_secs(30);

/// The turn: (accepted message id, the updates as JSON, ending with idle).
pub async fn turn(h: &v2::AgentHandle, s: &v2::SessionId, text: &str) -> (String, Vec<Value>) {
    let t = tokio::time::timeout(TURN, h.prompt_turn(prompt_params(s, text)))
        .await
        .expect("the turn ended")
        .expect("prompt");
    (t.accepted.message_id.0.clone(), t.updates.iter().map(to_json).collect())
}

pub fn kinds(updates: &[Value]) -> Vec<String> {
    updates
        .iter()
        .map(|u| match u["sessionUpdate"].as_str().unwrap_or("?") {
            "state_update" => format!("state:{}", u["state"].as_str().unwrap_or("?")),
            k => k.to_owned(),
        })
        .collect()
}

pub async fn done(w: Wired) {
    let checked = w.finish(common::schema::SchemaFile::get("v2", v2::UNSTABLE), v2::METHODS).await;
    assert!(checked > 0);
}

#[tokio::test]
async fn advertises_the_session_baseline_and_what_the_handler_accepts() {
    let agent = SessionAgent::new(Scripted).info("scripted", "9.9");
    let (w, _) = wired(&agent).await;
    let Negotiated::V2 { response, .. } = &w.connected.negotiated else { panic!("not v2") };
    let r = to_json(response);
    assert_eq!(r["info"], json!({"name": "scripted", "version": "9.9"}));
    let s = &r["capabilities"]["session"];
    assert_eq!(s["prompt"], json!({"image": {}}));
    assert_eq!(s["delete"], json!({}));
    done(w).await;
}

#[tokio::test]
async fn a_turn_is_accepted_echoed_running_streamed_idle() {
    let agent = SessionAgent::new(Scripted);
    let (w, log) = wired(&agent).await;
    let h = handle(&w);
    let s = session(h).await;
    let (accepted, updates) = turn(h, &s, "hello").await;
    assert_eq!(kinds(&updates), ["user_message", "state:running", "agent_message_chunk", "state:idle"], "{updates:?}");
    assert_eq!(updates[0]["messageId"], accepted.as_str(), "the echo carries the accepted id");
    assert_eq!(updates[0]["content"], json!([{"type": "text", "text": "hello"}]));
    let agent_message = updates[2]["messageId"].as_str().expect("chunks carry the turn's message id");
    assert_ne!(agent_message, accepted);
    assert_eq!(updates[3]["stopReason"], "end_turn");
    let (_, refused) = turn(h, &s, "refuse").await;
    assert_eq!(refused.last().unwrap()["stopReason"], "refusal");
    let _ = log;
    done(w).await;
}

#[tokio::test]
async fn a_panic_or_an_error_ends_the_turn_idle_with_the_error_within_a_second() {
    let agent = SessionAgent::new(Scripted);
    let (w, _) = wired(&agent).await;
    let h = handle(&w);
    let s = session(h).await;
    let (_, updates) = turn(h, &s, "panic").await;
    let idle = updates.last().unwrap();
    // The error stop reason: `stopReason: "error"` beside the JSON-RPC `error`.
    assert_eq!(idle["stopReason"], "error", "{idle}");
    assert_eq!(idle["error"]["code"], -32603);
    assert!(idle["error"].to_string().contains("the turn panicked: boom in the turn"), "{idle}");
    let (_, updates) = turn(h, &s, "fail").await;
    assert!(updates.last().unwrap()["error"].to_string().contains("the model is down"));
    // The session keeps serving.
    let (_, updates) = turn(h, &s, "still here").await;
    assert_eq!(updates.last().unwrap()["stopReason"], "end_turn");
    done(w).await;
}

#[tokio::test]
async fn cancel_and_close_end_a_running_turn_cancelled() {
    let agent = SessionAgent::new(Scripted);
    let (w, log) = wired(&agent).await;
    let h = handle(&w).clone();
    for how in ["cancel", "close", "delete"] {
        let s = session(&h).await;
        let running = tokio::spawn({
            let (h, s) = (h.clone(), s.clone());
            async move { h.prompt_turn(prompt_params(&s, "slow")).await }
        });
        // Wait for this turn's first chunk (the log is cleared after each
        // round): the turn runs when it is cancelled.
        log.wait_until("the turn's first chunk", |got| {
            got.iter().any(|(m, p)| m == "session/update" && p["sessionId"] == s.0.as_str() && p["update"]["sessionUpdate"] == "agent_message_chunk")
        })
        .await;
        match how {
            "cancel" => h.session_cancel(from(json!({"sessionId": s}))).await.unwrap(),
            "close" => drop(h.close_session(from(json!({"sessionId": s}))).await.unwrap()),
            _ => drop(h.delete_session(from(json!({"sessionId": s}))).await.unwrap()),
        }
        let t = tokio::time::timeout(TURN, running).await.expect("ended").unwrap().unwrap();
        let last = to_json(t.updates.last().unwrap());
        assert_eq!(last["stopReason"], "cancelled", "{how}: {last}");
        if how == "close" {
            // On the wire: the turn's idle `cancelled` before the close answer
            // (nothing of the session follows the answer).
            let frames = w.agent_frames.all();
            let idle = frames.iter().position(|f| {
                f["params"]["sessionId"] == s.0.as_str() && f["params"]["update"]["stopReason"] == "cancelled"
            });
            let answer = frames.iter().rposition(|f| f.get("result").is_some());
            assert!(idle.is_some() && idle < answer, "idle {idle:?} must precede the close answer {answer:?}");
        }
        log.clear();
    }
    done(w).await;
}

#[tokio::test]
async fn resume_replays_then_snapshots_then_answers() {
    let agent = SessionAgent::new(Scripted);
    let (w, log) = wired(&agent).await;
    let h = handle(&w);
    let s = session(h).await;
    let (accepted, _) = turn(h, &s, "plan").await;
    log.clear();
    h.resume_session(from(json!({"sessionId": s, "cwd": cwd(), "replayFrom": {"type": "start"}}))).await.unwrap();
    let got: Vec<Value> = log.params("session/update").into_iter().map(|v| v["update"].clone()).collect();
    assert_eq!(kinds(&got), ["user_message", "agent_thought_chunk", "plan_update", "state:idle"], "{got:?}");
    assert_eq!(got[0]["messageId"], accepted.as_str(), "a replayed message keeps its id");
    assert!(got[3].get("stopReason").is_none(), "a snapshot is not a turn's end: {}", got[3]);
    // Without replay: only the snapshot.
    log.clear();
    h.resume_session(from(json!({"sessionId": s, "cwd": cwd()}))).await.unwrap();
    let got: Vec<Value> = log.params("session/update").into_iter().map(|v| v["update"].clone()).collect();
    assert_eq!(kinds(&got), ["state:idle"]);
    done(w).await;
}

#[tokio::test]
async fn turns_of_a_session_run_one_after_another() {
    let agent = SessionAgent::new(Scripted);
    let (w, log) = wired(&agent).await;
    let h = handle(&w);
    let s = session(h).await;
    let (a, b) = tokio::join!(h.prompt(prompt_params(&s, "one")), h.prompt(prompt_params(&s, "two")));
    a.unwrap();
    b.unwrap();
    log.wait_count("session/update", 8).await;
    let got: Vec<Value> = log.params("session/update").into_iter().map(|v| v["update"].clone()).collect();
    let states: Vec<String> = kinds(&got).into_iter().filter(|k| k.starts_with("state:")).collect();
    assert_eq!(states, ["state:running", "state:idle", "state:running", "state:idle"], "{got:?}");
    done(w).await;
}

#[tokio::test]
async fn a_closed_session_takes_prompts_again_only_after_a_resume() {
    let agent = SessionAgent::new(Scripted);
    let (w, _) = wired(&agent).await;
    let h = handle(&w);
    let s = session(h).await;
    turn(h, &s, "first").await;
    h.close_session(from(json!({"sessionId": s}))).await.unwrap();
    // The client side refuses a session closed on this connection…
    let e = h.prompt(prompt_params(&s, "after close")).await.unwrap_err();
    assert!(matches!(e, acp_wire::Error::Side(acp_wire::side::SideError::SessionNotSetUp { .. })), "{e}");
    // …and so does the agent when it comes anyway (raw).
    let raw = serde_json::to_value(prompt_params(&s, "after close")).unwrap();
    let e = h.core().peer().request("session/prompt", &raw).await.unwrap_err();
    assert!(e.to_string().contains("not open; load or resume it first"), "{e}");
    h.resume_session(from(json!({"sessionId": s, "cwd": cwd()}))).await.unwrap();
    let (_, updates) = turn(h, &s, "after resume").await;
    assert_eq!(updates.last().unwrap()["stopReason"], "end_turn");
    done(w).await;
}

#[tokio::test]
async fn resume_refuses_a_replay_cursor_it_does_not_know() {
    let agent = SessionAgent::new(Scripted);
    let (w, log) = wired(&agent).await;
    let h = handle(&w);
    let s = session(h).await;
    turn(h, &s, "something to replay").await;
    log.clear();
    let e = h
        .resume_session(from(json!({"sessionId": s, "cwd": cwd(), "replayFrom": {"type": "after_message", "messageId": "m1"}})))
        .await
        .unwrap_err();
    assert!(matches!(&e, acp_wire::Error::Protocol(p) if p.code == -32602), "{e}");
    assert!(log.params("session/update").is_empty(), "nothing replayed instead");
    done(w).await;
}

/// A store whose v2 session says `running`: a turn that runs (somewhere:
/// its heartbeat is fresh) is snapshot `running`; one whose process died
/// (no heartbeat for `STALE`) is snapshot `idle`, and the record then says
/// `idle` too.
#[tokio::test]
async fn resume_snapshots_a_dead_processs_turn_as_idle() {
    use acp_wire::agent::{MemoryStore, SessionRecord, Store};
    let store = std::sync::Arc::new(MemoryStore::new());
    let now_ms = || u64::try_from(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis()).unwrap();
    let stale = u64::try_from(acp_wire::agent::foreground::STALE.as_millis()).unwrap();
    for (id, beat) in [("live-elsewhere", Some(now_ms())), ("crashed", Some(now_ms() - stale - 1_000)), ("old-file", None)] {
        let mut r = SessionRecord::new(id, 2, cwd());
        r.foreground = "running".into();
        r.heartbeat = beat;
        store.insert(r).await.unwrap();
    }
    let agent = SessionAgent::new(Scripted).store(store.clone());
    let (w, log) = wired(&agent).await;
    let h = handle(&w);
    for (id, want) in [("live-elsewhere", "state:running"), ("crashed", "state:idle"), ("old-file", "state:idle")] {
        log.clear();
        h.resume_session(from(json!({"sessionId": id, "cwd": cwd()}))).await.unwrap();
        let got: Vec<Value> = log.params("session/update").into_iter().map(|v| v["update"].clone()).collect();
        assert_eq!(kinds(&got), [want], "{id}");
        let foreground = store.meta(id).await.unwrap().unwrap().foreground;
        assert_eq!(foreground, want.trim_start_matches("state:"), "{id}: the record says what the snapshot said");
    }
    // A turn of this process keeps its heartbeat while it runs and drops it at its end.
    let s = session(h).await;
    turn(h, &s, "plan").await;
    let r = store.meta(&s.0).await.unwrap().unwrap();
    assert_eq!((r.foreground.as_str(), r.heartbeat), ("idle", None));
    done(w).await;
}

#[tokio::test]
async fn the_handlers_commands_are_announced_after_new_and_resume() {
    let agent = SessionAgent::new(Commanded);
    let (w, log) = wired(&agent).await;
    let h = handle(&w);
    let s = session(h).await;
    let kind = |u: &Value| u["update"]["sessionUpdate"] == "available_commands_update";
    log.wait_until("the announcement", |got| got.iter().any(|(_, p)| kind(p))).await;
    let frames = w.agent_frames.all();
    let update = frames.iter().position(|f| f["params"]["sessionId"] == s.0.as_str() && kind(&f["params"]));
    let answer = frames.iter().position(|f| f.get("result").is_some_and(|r| r.get("sessionId").is_some()));
    assert!(update.is_some() && answer < update, "the announcement {update:?} must follow the session/new answer {answer:?}");
    let names: Vec<Value> = log.params("session/update").iter().filter(|p| kind(p)).flat_map(|p| p["update"]["availableCommands"].as_array().unwrap().clone()).collect();
    assert_eq!(names.len(), 2, "{names:?}");
    assert_eq!(names[1]["name"], "slow");
    h.resume_session(from(json!({"sessionId": s, "cwd": cwd()}))).await.unwrap();
    log.wait_until("the second announcement", |got| got.iter().filter(|(_, p)| kind(p)).count() == 2).await;
    done(w).await;
}

#[tokio::test]
async fn a_cancelled_turn_cancels_the_tool_calls_it_left_open_before_idle() {
    let agent = SessionAgent::new(Scripted);
    let (w, log) = wired(&agent).await;
    let h = handle(&w).clone();
    let s = session(&h).await;
    let running = tokio::spawn({
        let (h, s) = (h.clone(), s.clone());
        async move { h.prompt_turn(prompt_params(&s, "tool")).await }
    });
    log.wait_until("the open tool call", |got| got.iter().any(|(_, p)| p["update"]["toolCallId"] == "open-tool")).await;
    h.session_cancel(from(json!({"sessionId": s}))).await.unwrap();
    let t = tokio::time::timeout(TURN, running).await.expect("ended").unwrap().unwrap();
    let updates: Vec<Value> = t.updates.iter().map(to_json).collect();
    let n = updates.len();
    assert_eq!(updates[n - 1]["stopReason"], "cancelled", "{updates:?}");
    assert_eq!(updates[n - 2]["toolCallId"], "open-tool", "{updates:?}");
    assert_eq!(updates[n - 2]["status"], "cancelled", "{updates:?}");
    let ended: Vec<&Value> = updates.iter().filter(|u| u["status"] == "cancelled").collect();
    assert_eq!(ended.len(), 1, "the completed call is left alone: {updates:?}");
    done(w).await;
}
