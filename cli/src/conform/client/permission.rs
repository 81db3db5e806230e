//! `session/request_permission`: the answer names an offered option (or
//! is `cancelled`), and a question still pending when the client cancels
//! the turn is answered `cancelled`; a tool call update that comes after
//! the client's `session/cancel` is taken.
//!
//! The client is made to cancel the way a user does, with SIGINT to its
//! process group (Ctrl-C); one that answers at once (the bundled client
//! with `--yes`, which this scenario drops for it) or does not cancel on
//! SIGINT is SKIP with the reason.

use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;

use super::peer::Gone;
use super::turns::alive;
use super::ctx::Ctx;
use crate::conform::driver::brief;
use crate::conform::reqs::Results;

const OPTIONS: [&str; 2] = ["conform-allow-once", "conform-reject-once"];

/// The row graded after the client cancelled: updates that come late.
const LATE: &str = "client.stream.after-cancel";

/// Asks; returns the request's id.
async fn ask(cx: &mut Ctx<'_>) -> Result<Value, String> {
    let session = cx.turn.session.clone();
    let options = json!([
        {"optionId": OPTIONS[0], "name": "Allow once", "kind": "allow_once"},
        {"optionId": OPTIONS[1], "name": "Reject", "kind": "reject_once"},
    ]);
    let params = if cx.version >= 2 {
        cx.peer.update(&session, json!({"sessionUpdate": "state_update", "state": "requires_action"})).await?;
        json!({"sessionId": session, "title": "acp-wire conform asks for permission (nothing will run)", "options": options})
    } else {
        let tool = json!({"toolCallId": "conform-permission", "title": "acp-wire conform asks for permission (nothing will run)",
            "kind": "execute", "status": "pending"});
        let mut update = tool.clone();
        update["sessionUpdate"] = json!("tool_call");
        cx.peer.update(&session, update).await?;
        json!({"sessionId": session, "toolCall": tool, "options": options})
    };
    cx.peer.request("session/request_permission", params).await
}

/// The outcome's kind and option, or why the answer is no outcome.
fn outcome(m: &Value) -> Result<(String, Option<String>), String> {
    let o = m.pointer("/result/outcome").ok_or_else(|| format!("answered {}", brief(m)))?;
    let kind = o.get("outcome").and_then(Value::as_str).unwrap_or("").to_string();
    Ok((kind, o.get("optionId").and_then(Value::as_str).map(str::to_string)))
}

pub async fn answer(cx: &mut Ctx<'_>, r: &mut Results) -> Result<(), String> {
    let id = ask(cx).await?;
    let deadline = cx.peer.deadline();
    let verdict = match cx.peer.response(&id, deadline).await {
        Err(g) => Err(format!("session/request_permission: {g}")),
        Ok(m) => match outcome(&m) {
            Ok((k, Some(opt))) if k == "selected" && OPTIONS.contains(&opt.as_str()) => Ok(format!("selected {opt}")),
            Ok((k, None)) if k == "cancelled" => Ok("cancelled (dismissed)".to_string()),
            Ok((k, opt)) => Err(format!("outcome {k:?} with optionId {opt:?}: not one of {OPTIONS:?}, nor cancelled")),
            Err(e) => Err(e),
        },
    };
    match verdict {
        Ok(s) => r.pass("client.permission.answer", cx.v(), s),
        Err(e) => r.fail("client.permission.answer", cx.v(), e),
    }
    if cx.version >= 2 {
        cx.peer.update(&cx.turn.session, json!({"sessionUpdate": "state_update", "state": "running"})).await?;
    }
    cx.turn.end(cx.peer, "end_turn").await
}

pub async fn cancel(cx: &mut Ctx<'_>, r: &mut Results) -> Result<(), String> {
    let row = "client.permission.cancel";
    let v = cx.v();
    let id = ask(cx).await?;
    // A client that decides at once leaves nothing pending to cancel.
    let soon = Instant::now() + Duration::from_millis(500);
    if let Ok(m) = cx.peer.response(&id, soon).await {
        let said = outcome(&m).map_or_else(|e| e, |(k, o)| format!("{k} {}", o.unwrap_or_default()));
        r.skip(row, v, format!("the client answered at once ({}): nothing was pending to cancel (auto-approval such as --yes)", said.trim()));
        r.skip(LATE, v, "the client was not made to cancel (client.permission.cancel)");
        return cx.turn.end(cx.peer, "end_turn").await;
    }
    let mark = cx.peer.mark();
    cx.client.interrupt()?;
    let wait = Instant::now() + Duration::from_secs(5);
    let session = cx.turn.session.clone();
    let is_cancel = |m: &Value| {
        m.get("method").and_then(Value::as_str) == Some("session/cancel")
            && m.pointer("/params/sessionId").and_then(Value::as_str) == Some(session.as_str())
    };
    match cx.peer.wait_for(mark, wait, is_cancel).await {
        Err(Gone::Timeout) => {
            r.skip(row, v, "the client sent no session/cancel within 5 s of SIGINT (it cannot be made to cancel this way)");
            r.skip(LATE, v, "the client was not made to cancel (client.permission.cancel)");
            return cx.turn.end(cx.peer, "end_turn").await;
        }
        Err(Gone::Eof) => {
            r.skip(row, v, "the client closed the connection on SIGINT instead of cancelling the turn");
            r.skip(LATE, v, "the client was not made to cancel (client.permission.cancel)");
            return Ok(());
        }
        Ok(_) => {}
    }
    let deadline = cx.peer.deadline();
    match cx.peer.response(&id, deadline).await {
        Ok(m) => match outcome(&m) {
            Ok((k, _)) if k == "cancelled" => r.pass(row, v, "SIGINT → session/cancel → the pending permission request answered cancelled"),
            Ok((k, o)) => r.fail(row, v, format!("after its session/cancel the pending request was answered {k} {}", o.unwrap_or_default())),
            Err(e) => r.fail(row, v, format!("after its session/cancel: {e}")),
        },
        Err(g) => r.fail(row, v, format!("after its session/cancel the pending permission request got no answer: {g}")),
    }
    // The cancelled work's last update, which an agent may send before the
    // turn ends `cancelled`: the client takes it and keeps serving.
    let late = if cx.version >= 2 {
        json!({"sessionUpdate": "tool_call_update", "toolCallId": "conform-late", "name": "cancelled_step",
            "title": "Cancelled (nothing ran)", "kind": "execute", "status": "failed"})
    } else {
        json!({"sessionUpdate": "tool_call_update", "toolCallId": "conform-permission", "status": "failed"})
    };
    cx.peer.update(&session, late).await?;
    match alive(cx).await {
        Ok(a) => r.pass(LATE, v, format!("a tool_call_update after its session/cancel, then {a}")),
        Err(e) => r.fail(LATE, v, format!("a tool_call_update after its session/cancel: {e}")),
    }
    cx.turn.end(cx.peer, "cancelled").await
}
