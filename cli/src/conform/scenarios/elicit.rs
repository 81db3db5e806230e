//! Elicitation answers the agent must not take for success (the
//! `elicitation` scenario): the client advertises elicitation (form and
//! url) and prompts `/elicit` (a command of the bundled echo agent) in a
//! fresh session per answer: `decline`, `cancel`, an action the agent
//! cannot know, a JSON-RPC error, and an accept whose content does not fit
//! the requested schema (the agent validates it again). The non-accept
//! answers carry content (receivers ignore it there) whose text fields hold
//! a marker, and the misfit's values carry it too: an agent that says the
//! marker used an answer it never got, or one it did not check. After each, the turn
//! must end with a stop reason, with no `fs/*` or `terminal/*` request
//! that would act on the answer; v2: an unknown action ends like `cancel`
//! did. Then `/elicit url`, accepted: an `elicitation/complete` names the
//! id of that URL elicitation, and none comes for anything else. v2 last:
//! `/elicit` left unanswered and the turn cancelled: the agent cancels the
//! elicitation with `$/cancel_request`.

use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;

use super::super::driver::{brief, chunk_text, is_state, Conn, ElicitAnswer, Turn, UNUSED};
use super::super::reqs::Results;

/// Each row, the answer it is graded on, and that answer in words.
const CASES: [(&str, ElicitAnswer, &str); 5] = [
    ("elicitation.decline", ElicitAnswer::Decline, "decline"),
    ("elicitation.cancel", ElicitAnswer::Cancel, "cancel"),
    ("elicitation.unknown-action", ElicitAnswer::Unknown, "an action it cannot know (`_acp-wire-conform-unknown`)"),
    ("elicitation.error", ElicitAnswer::Error, "a JSON-RPC error (-32603)"),
    ("elicitation.revalidate", ElicitAnswer::Misfit, "accept with content that does not fit the requested schema"),
];

const URL_ROW: &str = "elicitation.url-complete";
const CANCEL_ROW: &str = "elicitation.cancel-pending";

/// How long the agent gets to end the turn after `session/cancel`.
const STOP: Duration = Duration::from_secs(3);

fn is_create(m: &Value) -> bool {
    m.get("method").and_then(Value::as_str) == Some("elicitation/create") && m.get("id").is_some()
}

fn is_complete(m: &Value) -> bool {
    m.get("method").and_then(Value::as_str) == Some("elicitation/complete") && m.get("id").is_none()
}

pub(super) async fn elicit(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    conn.elicit = Some(ElicitAnswer::Accept);
    conn.setup(version, false).await?;
    let start = conn.mark();
    let mut cancel_stop: Option<String> = None;
    for (row, answer, how) in CASES {
        let session = conn.new_session().await?;
        conn.elicit = Some(answer);
        let mark = conn.mark();
        let prompt = conn.prompts().elicit.clone();
        let id = conn.prompt(&session, &prompt).await?;
        let turn = conn.turn_end(&session, &id, mark).await;
        let like = if answer == ElicitAnswer::Unknown && version >= 2 { cancel_stop.as_deref() } else { None };
        let stop = grade(conn, version, row, how, &turn, like, r);
        if answer == ElicitAnswer::Cancel {
            cancel_stop = stop;
        }
    }
    conn.elicit = Some(ElicitAnswer::Accept);
    let session = conn.new_session().await?;
    let mark = conn.mark();
    let prompt = conn.prompts().elicit_url.clone();
    let id = conn.prompt(&session, &prompt).await?;
    let turn = conn.turn_end(&session, &id, mark).await;
    if !conn.seen[mark..].iter().any(is_complete) {
        // It may trail the turn's end a little.
        conn.drain(Duration::from_millis(300)).await;
    }
    grade_url(conn, version, start, &turn, r);
    if version >= 2 {
        cancel_pending(conn, r).await?;
    }
    Ok(())
}

/// `elicitation.fallback` (elicitation.mdx, checking support): on a
/// connection whose client advertised no elicitation, `/elicit` in
/// `session` ends normally — not with an error, and in v2 not with stop
/// reason `error`. (An `elicitation/create` sent anyway is
/// `elicitation.absent`'s failure, marked where it arrives.)
pub(super) async fn fallback(conn: &mut Conn, version: u16, session: &str, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let row = "elicitation.fallback";
    let mark = conn.mark();
    let prompt = conn.prompts().elicit.clone();
    let id = conn.prompt(session, &prompt).await?;
    let turn = conn.turn_end(session, &id, mark).await;
    match (turn.problem(version), turn.stop_reason(version)) {
        (Some(p), _) => r.fail(row, v, format!("`{prompt}` without the elicitation capability: the turn did not end normally ({p})")),
        (None, Some("error")) => r.fail(row, v, format!("`{prompt}` without the elicitation capability ended with stop reason error")),
        (None, s) => r.pass(row, v, format!("`{prompt}` without the elicitation capability ended with stopReason {}", s.unwrap_or("-"))),
    }
    if version < 2 {
        conn.drain(Duration::from_millis(200)).await;
    }
    Ok(())
}

/// `elicitation.cancel-pending` (the schema's CreateElicitationRequest:
/// agents SHOULD cancel pending elicitations no longer needed by cancelled
/// work): `/elicit` left unanswered, `session/cancel` sent.
async fn cancel_pending(conn: &mut Conn, r: &mut Results) -> Result<(), String> {
    let v = Some(2);
    let session = conn.new_session().await?;
    conn.hold_elicit = true;
    let mark = conn.mark();
    let prompt = conn.prompts().elicit.clone();
    conn.prompt(&session, &prompt).await?;
    let deadline = Instant::now() + conn.timeout;
    let _ = conn.wait_for(mark, deadline, |m| is_create(m) || is_state(m, &session, "idle")).await;
    conn.hold_elicit = false;
    let Some((held, _)) = conn.held.take() else {
        r.not_tested(CANCEL_ROW, v, format!("no elicitation/create for {}", conn.prompts().named(&prompt, "--elicit-prompt")));
        return Ok(());
    };
    let asked = conn.seen.iter().rposition(is_create).unwrap_or(mark);
    let ended = conn.wait_for(asked, Instant::now() + conn.timeout.min(STOP), |m| is_state(m, &session, "idle")).await;
    let is_cancel = |m: &Value| {
        m.get("method").and_then(Value::as_str) == Some("$/cancel_request") && m.pointer("/params/requestId") == Some(&held)
    };
    if ended.is_err() {
        // The answer it waits for, to end the turn.
        let answer = json!({"jsonrpc": "2.0", "id": held, "result": {"action": "cancel"}});
        conn.send(&answer).await.map_err(|e| format!("answering {}: {e}", brief(&held)))?;
        let _ = conn.wait_for(asked, Instant::now() + conn.timeout, |m| is_state(m, &session, "idle")).await;
        r.fail(CANCEL_ROW, v, format!("no idle state_update {} s after session/cancel with the elicitation left unanswered: it waited for the answer", STOP.as_secs()));
        return Ok(());
    }
    if !conn.seen[asked..].iter().any(is_cancel) {
        // It may trail the idle a little.
        conn.drain(Duration::from_millis(200)).await;
    }
    if conn.seen[asked..].iter().any(is_cancel) {
        r.pass(CANCEL_ROW, v, format!("the turn cancelled, then $/cancel_request for the pending elicitation {held}"));
    } else {
        r.fail(CANCEL_ROW, v, format!("no $/cancel_request for the pending elicitation {held} of the cancelled turn"));
    }
    Ok(())
}

/// Grades one non-accept answer; the turn's stop reason when it ended.
fn grade(conn: &Conn, version: u16, row: &str, how: &str, turn: &Turn, like_cancel: Option<&str>, r: &mut Results) -> Option<String> {
    let v = Some(version);
    let during = &conn.seen[turn.mark..turn.end_at.min(conn.seen.len())];
    let Some(asked) = during.iter().position(is_create) else {
        r.not_tested(row, v, format!("no elicitation/create for {}", conn.prompts().named(&conn.prompts().elicit, "--elicit-prompt")));
        return None;
    };
    let mut bad = Vec::new();
    for m in &during[asked + 1..] {
        let method = m.get("method").and_then(Value::as_str).unwrap_or("");
        if (method.starts_with("fs/") || method.starts_with("terminal/")) && m.get("id").is_some() {
            bad.push(format!("`{method}`"));
        }
        if chunk_text(m).is_some_and(|t| t.contains(UNUSED)) {
            bad.push(format!("said {UNUSED:?}, the content of the answer it must ignore"));
        }
    }
    let stop = turn.stop_reason(version).map(str::to_string);
    if !bad.is_empty() {
        r.fail(row, v, format!("answered {how}, and the agent used the answer: {}", bad.join(", ")));
    } else if let Some(p) = turn.problem(version) {
        r.fail(row, v, format!("answered {how}: the turn did not end normally ({p})"));
    } else if let (Some(want), Some(got)) = (like_cancel, stop.as_deref()) {
        if want == got {
            r.pass(row, v, format!("answered {how}: handled as cancel (stopReason {got}), the answer's content unused"));
        } else {
            r.fail(row, v, format!("answered {how}: the turn ended with stopReason {got}, the cancelled one with {want}: not handled as cancel"));
        }
    } else {
        r.pass(row, v, format!("answered {how}: the turn ended (stopReason {}), the answer's content unused, no fs/* or terminal/* request", stop.as_deref().unwrap_or("-")));
    }
    stop
}

/// `elicitation.url-complete`: every `elicitation/complete` of the run
/// names the URL elicitation of `/elicit url`, which was accepted.
fn grade_url(conn: &Conn, version: u16, start: usize, turn: &Turn, r: &mut Results) {
    let v = Some(version);
    let url = conn.seen[turn.mark..].iter().find(|m| is_create(m) && m.pointer("/params/mode").and_then(Value::as_str) == Some("url"));
    let Some(asked) = url else {
        r.not_tested(URL_ROW, v, format!("no URL-mode elicitation/create for {}", conn.prompts().named(&conn.prompts().elicit_url, "--elicit-url-prompt")));
        return;
    };
    let id = asked.pointer("/params/elicitationId").cloned().unwrap_or(Value::Null);
    let completes: Vec<&Value> = conn.seen[start..].iter().filter(|m| is_complete(m)).collect();
    let wrong: Vec<String> = completes
        .iter()
        .filter_map(|m| m.pointer("/params/elicitationId"))
        .filter(|c| **c != id)
        .map(ToString::to_string)
        .collect();
    let ours = completes.len() - wrong.len();
    if !wrong.is_empty() {
        r.fail(URL_ROW, v, format!("elicitation/complete for {}: not the accepted URL elicitation {id}", wrong.join(", ")));
    } else if let Some(p) = turn.problem(version) {
        r.fail(URL_ROW, v, format!("URL elicitation {id} accepted: the turn did not end normally ({p})"));
    } else if ours == 0 {
        r.pass(URL_ROW, v, format!("URL elicitation {id} accepted, no elicitation/complete (the agent MAY send one), none for anything else"));
    } else {
        r.pass(URL_ROW, v, format!("URL elicitation {id} accepted, then elicitation/complete with that id, none for anything else"));
    }
}
