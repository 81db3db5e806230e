//! The echo agent's unstable v2 surfaces (`--features unstable`, where the
//! schema defines them): `auth/status` (not required, changes nothing),
//! `session/status`, `session/archive` of a session whose turn runs (the
//! turn ends cancelled, as by `session/close`) and `session/unarchive`,
//! `session/list`'s `archived` filter (an unsupported value is -32602),
//! an append `systemPrompt` of text blocks, and `session/set_title` (kept
//! after a turn). Both sides validate every
//! frame.

use acp_wire_cli::echo::{EchoAgent, Options};
use acp_wire::v2;
use serde_json::{json, Value};

use super::{bounded, from, idle_stop, to, Setup};
use crate::support_temp::Scratch;

/// Whether `session/list` with `filter` (`None`: omitted) lists `sid`,
/// and its `archived` flag.
async fn listed(s: &Setup, filter: Option<&str>, sid: &v2::SessionId) -> Option<Value> {
    let params = match filter {
        Some(f) => json!({"archived": f}),
        None => json!({}),
    };
    let r = s.agent.list_sessions(from(params)).await.unwrap();
    to(&r)["sessions"].as_array().unwrap().iter().find(|i| i["sessionId"] == sid.0.as_str()).map(|i| i["archived"].clone())
}

#[tokio::test]
async fn auth_status_session_status_archive_and_system_prompt() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let s = Setup::new(&echo, None).await;
    for _ in 0..2 {
        let a = s.agent.auth_status(from(json!({}))).await.unwrap();
        assert_eq!(to(&a), json!({"state": "not_required"}));
    }
    let sid = s.session(&dir).await;
    let before = s.updates.lock().unwrap().len();
    let st = s.agent.session_status(from(json!({"sessionId": sid}))).await.unwrap();
    assert_eq!(to(&st), json!({"status": "open", "state": {"state": "idle"}}));
    assert_eq!(s.updates.lock().unwrap().len(), before, "session/status sent an update");
    let e = s.agent.session_status(from(json!({"sessionId": "no-such-session"}))).await.unwrap_err();
    assert_eq!(e.code(), Some(-32002), "{e}");

    // The filter: unsupported values are -32602, not exclude.
    let e = s.agent.list_sessions(from(json!({"archived": "someday"}))).await.unwrap_err();
    assert_eq!(e.code(), Some(-32602), "{e}");
    assert_eq!(listed(&s, None, &sid).await, Some(json!(false)));

    // Archiving the session while its turn runs ends the turn cancelled.
    let turn = s.start_slow(&sid).await;
    s.agent.archive_session(from(json!({"sessionId": sid}))).await.unwrap();
    let t = bounded(turn).await.unwrap().unwrap();
    assert_eq!(idle_stop(&t), "cancelled");
    assert_eq!(listed(&s, None, &sid).await, None, "archived sessions are excluded by default");
    assert_eq!(listed(&s, Some("exclude"), &sid).await, None);
    assert_eq!(listed(&s, Some("only"), &sid).await, Some(json!(true)));
    assert_eq!(listed(&s, Some("include"), &sid).await, Some(json!(true)));
    let st = s.agent.session_status(from(json!({"sessionId": sid}))).await.unwrap();
    assert_eq!(to(&st), json!({"status": "saved"}), "archiving closed it");
    // Archiving again succeeds; a session never created is -32002.
    s.agent.archive_session(from(json!({"sessionId": sid}))).await.unwrap();
    let e = s.agent.archive_session(from(json!({"sessionId": "no-such-session"}))).await.unwrap_err();
    assert_eq!(e.code(), Some(-32002), "{e}");
    // Unarchiving lists it by default again, without resuming it.
    s.agent.unarchive_session(from(json!({"sessionId": sid}))).await.unwrap();
    assert_eq!(listed(&s, None, &sid).await, Some(json!(false)));
    assert_eq!(listed(&s, Some("only"), &sid).await, None);
    let st = s.agent.session_status(from(json!({"sessionId": sid}))).await.unwrap();
    assert_eq!(to(&st)["status"], "saved");

    // An append systemPrompt of text blocks is accepted.
    let prompt = json!({"mode": "append", "content": [{"type": "text", "text": "Be brief."}]});
    let r = s.agent.new_session(from(json!({"cwd": dir.path(), "systemPrompt": prompt}))).await.unwrap();
    assert!(!r.session_id.0.is_empty());
    s.finish();
}

/// `session/set_title`: the stored title is trimmed, kept after the next
/// turn (the echo agent names sessions after their first prompt only while
/// they have none) and shown by `session/list`; an empty title is -32602,
/// an unknown session -32002.
#[cfg(acp_v2 = "session/set_title")]
#[tokio::test]
async fn a_title_the_client_set_is_kept_after_a_turn() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let s = Setup::new(&echo, None).await;
    let sid = s.session(&dir).await;
    let r = s.agent.set_session_title(from(json!({"sessionId": sid, "title": "  Planning  "}))).await.unwrap();
    assert_eq!(r.title, "Planning");
    let (_, stop, updates) = s.turn(&sid, "a prompt that would otherwise name the session").await;
    assert_eq!(stop, "end_turn");
    assert!(
        !updates.iter().any(|u| u["sessionUpdate"] == "session_info_update" && u["title"] != "Planning"),
        "the title was replaced: {updates:?}"
    );
    let list = to(&s.agent.list_sessions(from(json!({}))).await.unwrap());
    let row = list["sessions"].as_array().unwrap().iter().find(|i| i["sessionId"] == sid.0.as_str()).cloned().unwrap();
    assert_eq!(row["title"], "Planning", "{row}");
    let e = s.agent.set_session_title(from(json!({"sessionId": sid, "title": "   "}))).await.unwrap_err();
    assert_eq!(e.code(), Some(-32602), "{e}");
    let e = s.agent.set_session_title(from(json!({"sessionId": "no-such-session", "title": "x"}))).await.unwrap_err();
    assert_eq!(e.code(), Some(-32002), "{e}");
    s.finish();
}
