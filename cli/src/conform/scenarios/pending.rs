//! v2 cancellation while the agent waits for the user (the `cancel-pending`
//! scenario): `/permission`, and the user cancels the turn without ever
//! answering the permission request. The agent stops waiting (the turn
//! ends `cancelled`), cancels the request with `$/cancel_request`, and an
//! answer that comes after the turn ended does not resume the work.

use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;

use super::super::driver::{brief, is_state, is_update_of, update_kind, Conn};
use super::super::reqs::Results;

const ROWS: [&str; 3] = ["cancel.stop-waiting", "cancel.cancel-requests", "cancel.late-answer"];

/// How long the agent gets to end the turn after `session/cancel`.
const STOP: Duration = Duration::from_secs(3);

pub(super) async fn pending(conn: &mut Conn, r: &mut Results) -> Result<(), String> {
    let v = Some(2);
    conn.setup(2, false).await?;
    let session = conn.new_session().await?;
    conn.hold_permission = true;
    let mark = conn.mark();
    let prompt = conn.permission_prompt();
    conn.prompt(&session, &prompt).await?;
    let deadline = Instant::now() + conn.timeout;
    let asked = |m: &Value| m.get("method").and_then(Value::as_str) == Some("session/request_permission");
    let _ = conn.wait_for(mark, deadline, |m| asked(m) || is_state(m, &session, "idle")).await;
    let Some((held, params)) = conn.held.clone() else {
        for row in ROWS {
            r.not_tested(row, v, format!("no session/request_permission for {}", conn.prompts().named(&prompt, "--permission-prompt")));
        }
        return Ok(());
    };
    let asked_at = conn.seen.iter().rposition(asked).unwrap_or(mark);
    let ended = conn.wait_for(asked_at, Instant::now() + conn.timeout.min(STOP), |m| is_state(m, &session, "idle")).await;
    let waited = ended.is_err();
    match &ended {
        Ok(m) => match m.pointer("/params/update/stopReason").and_then(Value::as_str) {
            Some("cancelled") => r.pass("cancel.stop-waiting", v, "the request left unanswered, the turn ended with stopReason cancelled"),
            other => r.fail("cancel.stop-waiting", v, format!("the request left unanswered, the turn ended with stopReason {:?}, not \"cancelled\"", other.unwrap_or("-"))),
        },
        Err(g) => {
            r.fail("cancel.stop-waiting", v, format!("no idle state_update {} s after session/cancel with the permission request left unanswered ({g}): it waited for the answer", STOP.as_secs()));
            // The answer it waits for, to end the turn.
            send_answer(conn, &held, json!({"outcome": "cancelled"})).await?;
            let _ = conn.wait_for(asked_at, Instant::now() + conn.timeout, |m| is_state(m, &session, "idle")).await;
        }
    }
    let is_cancel = |m: &Value| {
        m.get("method").and_then(Value::as_str) == Some("$/cancel_request") && m.pointer("/params/requestId") == Some(&held)
    };
    if !conn.seen[asked_at..].iter().any(is_cancel) {
        // It may trail the idle a little.
        conn.drain(Duration::from_millis(200)).await;
    }
    if conn.seen[asked_at..].iter().any(is_cancel) {
        r.pass("cancel.cancel-requests", v, format!("$/cancel_request for the pending permission request {held}"));
    } else {
        r.fail("cancel.cancel-requests", v, format!("no $/cancel_request for the pending permission request {held} of the cancelled turn"));
    }
    if waited {
        r.skip("cancel.late-answer", v, "the agent waited for the answer (cancel.stop-waiting): no answer came late");
        return Ok(());
    }
    let options = params.get("options").and_then(Value::as_array).cloned().unwrap_or_default();
    let allow = options.iter().find(|o| o.get("kind").and_then(Value::as_str).is_some_and(|k| k.starts_with("allow"))).or(options.first());
    let Some(option) = allow.and_then(|o| o.get("optionId")).cloned() else {
        r.skip("cancel.late-answer", v, "the permission request offered no option to answer late");
        return Ok(());
    };
    // What trails the idle on its own is not the answer's doing
    // (`v2.updates-before-idle` grades it).
    conn.drain(Duration::from_millis(300)).await;
    let before = conn.seen.len();
    send_answer(conn, &held, json!({"outcome": "selected", "optionId": option})).await?;
    conn.drain(Duration::from_millis(500)).await;
    let resumed: Vec<String> = conn.seen[before..]
        .iter()
        .filter(|m| is_update_of(m, &session))
        .filter(|m| update_kind(m) != "state_update" || !is_state(m, &session, "idle"))
        .map(|m| if update_kind(m) == "state_update" { format!("state_update {}", m.pointer("/params/update/state").map_or("-".into(), |s| s.to_string())) } else { update_kind(m).to_string() })
        .collect();
    if resumed.is_empty() {
        r.pass("cancel.late-answer", v, format!("answered {option} after the turn ended: nothing more for the session"));
    } else {
        r.fail("cancel.late-answer", v, format!("answered {option} after the turn ended, and the work went on: {}", resumed.join(", ")));
    }
    Ok(())
}

/// The answer to the held permission request.
async fn send_answer(conn: &mut Conn, id: &Value, outcome: Value) -> Result<(), String> {
    let msg = json!({"jsonrpc": "2.0", "id": id, "result": {"outcome": outcome}});
    conn.send(&msg).await.map_err(|e| format!("answering {}: {e}", brief(id)))
}
