//! What a turn reports around the user and the session's end: a tool the
//! client allowed goes `in_progress`, v2's `requires_action` while a
//! permission request is pending and `running` when the work goes on
//! (graded on the `permission` scenario's turn), `session/close` of a
//! session whose turn runs (the `close` scenario), and the replay of
//! `session/resume` with `replayFrom` (graded on the `sessions` scenario).

use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;

use super::super::driver::{brief, is_state, is_update_of, update_kind, Conn, Turn};
use super::super::reqs::Results;
use super::cancel::start_slow;
use super::Cfg;

/// Kinds that are the turn's output (not its state).
fn is_output(m: &Value, session: &str) -> bool {
    is_update_of(m, session)
        && matches!(
            update_kind(m),
            "agent_message_chunk" | "agent_thought_chunk" | "agent_message" | "tool_call" | "tool_call_update" | "plan"
        )
}

pub(super) fn is_permission_request(m: &Value) -> bool {
    m.get("method").and_then(Value::as_str) == Some("session/request_permission") && m.get("id").is_some()
}

/// The tool call a permission request is about (v1 `toolCall`, v2 a
/// `tool_call` subject), if any.
pub(super) fn tool_of(params: &Value) -> Option<&str> {
    params.pointer("/toolCall/toolCallId").or_else(|| params.pointer("/subject/toolCall/toolCallId")).and_then(Value::as_str)
}

/// The rows graded on the `/permission` turn (the client allowed it).
pub(super) fn after_permission(conn: &Conn, version: u16, session: &str, turn: &Turn, r: &mut Results) {
    let v = Some(version);
    let during = &conn.seen[turn.mark..turn.end_at.min(conn.seen.len())];
    let Some(asked) = during.iter().position(is_permission_request) else { return };
    let params = during[asked].get("params").cloned().unwrap_or(Value::Null);
    let allowed = params
        .get("options")
        .and_then(Value::as_array)
        .is_some_and(|o| o.iter().any(|o| o.get("kind").and_then(Value::as_str).is_some_and(|k| k.starts_with("allow"))));
    match tool_of(&params) {
        None => r.skip("permission.tool-in-progress", v, "the permission request names no tool call"),
        Some(_) if !allowed => r.skip("permission.tool-in-progress", v, "the permission request offered no allow option"),
        Some(tool) => {
            // By toolCallId alone: which session an update names is
            // `prompt.session-routing`'s to grade. A `tool_call` of the same
            // id that carries a status reports it as well (codex-acp 0.16.0
            // reports the allowed call `tool_call` in_progress, then
            // `tool_call_update` completed).
            let of_tool = |m: &Value| {
                m.get("method").and_then(Value::as_str) == Some("session/update")
                    && matches!(update_kind(m), "tool_call_update" | "tool_call")
                    && m.pointer("/params/update/toolCallId").and_then(Value::as_str) == Some(tool)
            };
            let status = |m: &Value| m.pointer("/params/update/status").and_then(Value::as_str).unwrap_or("").to_string();
            let statuses: Vec<String> = during[asked..].iter().filter(|m| of_tool(m)).map(status).filter(|s| !s.is_empty()).collect();
            let progress = statuses.iter().position(|s| s == "in_progress");
            let end = statuses.iter().position(|s| s == "completed" || s == "failed");
            match (progress, end) {
                (Some(p), e) if e.is_none_or(|e| p < e) => {
                    r.pass("permission.tool-in-progress", v, format!("allowed, tool call {tool:?} went {}", statuses.join(" → ")))
                }
                _ => r.fail(
                    "permission.tool-in-progress",
                    v,
                    format!("allowed, tool call {tool:?} went {} without in_progress first", if statuses.is_empty() { "nowhere".into() } else { statuses.join(" → ") }),
                ),
            }
        }
    }
    if version < 2 {
        return;
    }
    let last_state = during[..asked].iter().rev().find(|m| is_update_of(m, session) && update_kind(m) == "state_update");
    match last_state.and_then(|m| m.pointer("/params/update/state")).and_then(Value::as_str) {
        Some("requires_action") => r.pass("v2.requires-action", v, "state_update requires_action before session/request_permission"),
        Some(s) => r.fail("v2.requires-action", v, format!("the state was {s:?} (not requires_action) when session/request_permission was sent")),
        None => r.fail("v2.requires-action", v, "no state_update before session/request_permission"),
    }
    let Some(blocked) = during.iter().position(|m| is_state(m, session, "requires_action")) else {
        r.pass("v2.requires-action-resume", v, "no requires_action reported: nothing to resume from");
        return;
    };
    let next = during[blocked + 1..].iter().find(|m| is_output(m, session) || (is_update_of(m, session) && update_kind(m) == "state_update"));
    match next {
        Some(m) if is_output(m, session) => r.fail(
            "v2.requires-action-resume",
            v,
            format!("output ({}) came while the state was still requires_action (no running state_update first)", update_kind(m)),
        ),
        Some(m) => {
            let s = m.pointer("/params/update/state").and_then(Value::as_str).unwrap_or("-");
            r.pass("v2.requires-action-resume", v, format!("requires_action, then state_update {s} before more output"));
        }
        None => r.pass("v2.requires-action-resume", v, "requires_action, then no more output"),
    }
}

/// `session.close-cancels`: `session/close` while the slow prompt runs.
pub(super) async fn close_cancels(conn: &mut Conn, version: u16, cfg: &Cfg, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let init = conn.setup(version, false).await?;
    let close = if version >= 2 {
        init.pointer("/capabilities/session").is_some_and(Value::is_object)
    } else {
        init.pointer("/agentCapabilities/sessionCapabilities/close").is_some_and(Value::is_object)
    };
    if !close {
        let cap = if version >= 2 { "capabilities.session" } else { "agentCapabilities.sessionCapabilities.close" };
        r.skip("session.close-cancels", v, format!("not advertised ({cap})"));
        return Ok(());
    }
    let session = conn.new_session().await?;
    let (id, mark) = match start_slow(conn, version, &session, &cfg.slow_prompt).await? {
        Ok(x) => x,
        Err(skip) => {
            r.not_tested("session.close-cancels", v, skip);
            return Ok(());
        }
    };
    let close_id = conn.request("session/close", json!({"sessionId": session})).await?;
    let sent = Instant::now();
    let turn = conn.turn_end(&session, &id, mark).await;
    let closed = conn.response(&close_id).await;
    let stop = turn.stop_reason(version);
    if turn.problem(version).is_none() && stop != Some("cancelled") && sent.elapsed() < Duration::from_millis(250) {
        r.skip("session.close-cancels", v, format!("the turn ended {} ms after session/close was sent: too close to tell", sent.elapsed().as_millis()));
        return Ok(());
    }
    let mut bad = Vec::new();
    match &closed {
        Ok(m) if m.get("result").is_some() => {}
        Ok(m) => bad.push(format!("session/close answered {}", brief(m))),
        Err(g) => bad.push(format!("session/close: {g}")),
    }
    match (turn.problem(version), stop) {
        (Some(p), _) => bad.push(format!("the running turn after session/close: {p}")),
        (None, Some("cancelled")) => {}
        (None, s) => bad.push(format!("the running turn ended with stopReason {:?}, not \"cancelled\"", s.unwrap_or_default())),
    }
    if bad.is_empty() {
        r.pass("session.close-cancels", v, "the running turn ended with stopReason cancelled; session/close answered a result");
    } else {
        r.fail("session.close-cancels", v, bad.join("; "));
    }
    Ok(())
}

/// Message kinds, which carry a `messageId` in v2.
fn is_message(m: &Value, session: &str) -> bool {
    is_update_of(m, session)
        && matches!(update_kind(m), "user_message" | "user_message_chunk" | "agent_message" | "agent_message_chunk" | "agent_thought_chunk")
}

fn message_id(m: &Value) -> Option<&str> {
    m.pointer("/params/update/messageId").and_then(Value::as_str)
}

/// v2 `session.resume-replay`: the replay of a `session/resume` with
/// `replayFrom: {"type": "start"}` sent at `mark` and answered at
/// `seen[response]` holds the earlier turn `turn`'s user message and as
/// many agent messages, each with a `messageId` (its own: ids are opaque).
pub(super) fn resume_replay(conn: &Conn, session: &str, turn: &Turn, mark: usize, response: usize, r: &mut Results) {
    let v = Some(2);
    let is_user = |m: &Value| update_kind(m).starts_with("user_message");
    let distinct = |ms: &[&Value], user: bool| -> Vec<String> {
        let mut ids: Vec<String> = ms.iter().filter(|m| is_user(m) == user).filter_map(|m| message_id(m)).map(str::to_string).collect();
        ids.sort();
        ids.dedup();
        ids
    };
    let earlier: Vec<&Value> = conn.seen[turn.mark..turn.end_at.min(conn.seen.len())].iter().filter(|m| is_message(m, session)).collect();
    let replay: Vec<&Value> = conn.seen[mark..response].iter().filter(|m| is_message(m, session)).collect();
    let without: Vec<&str> = replay.iter().filter(|m| message_id(m).is_none()).map(|m| update_kind(m)).collect();
    // Message ids are opaque and unique ("a unique identifier for the
    // message"): no sentence asks a replay to reuse the originals, so the
    // replay is checked by the messages it holds, not by their ids.
    let (agent_before, agent_replayed) = (distinct(&earlier, false).len(), distinct(&replay, false).len());
    let user_replayed = distinct(&replay, true).len();
    let mut bad = Vec::new();
    if !without.is_empty() {
        bad.push(format!("{} replayed message update(s) without a messageId ({})", without.len(), without.join(", ")));
    }
    if user_replayed == 0 {
        bad.push("the earlier prompt's user message was not replayed".to_string());
    }
    if agent_replayed < agent_before {
        bad.push(format!("the earlier turn had {agent_before} agent message(s), the replay {agent_replayed}"));
    }
    if replay.is_empty() {
        // `replayFrom: start` replays all *retained* history (the
        // ResumeSessionRequest description): an agent that keeps none
        // replays nothing and conforms; one that replays part of it does not.
        r.skip("session.resume-replay", v, "nothing was replayed before the response: the agent retains no history (or replays none; not told apart)");
        return;
    }
    if bad.is_empty() {
        r.pass("session.resume-replay", v, format!("replayed {} message update(s) ({user_replayed} user and {agent_replayed} agent message(s), each with a messageId), then answered", replay.len()));
    } else {
        r.fail("session.resume-replay", v, bad.join("; "));
    }
}
