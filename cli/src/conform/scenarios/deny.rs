//! v2 permission answers that approve nothing (the `permission-deny`
//! scenario): `/permission` three times, each in a session of its own,
//! answered `cancelled` (the user dismissed the prompt; no
//! `session/cancel`), with an optionId the request did not offer, and with
//! an outcome kind the agent cannot know. After each answer the agent must
//! not go ahead with the operation: what a client can see of that is the
//! tool call the request names (never reported `in_progress` or
//! `completed` afterwards) and the client methods that would do it (no
//! `fs/*` or `terminal/*` request afterwards). The turn must end.

use serde_json::Value;

use super::super::driver::{update_kind, Answer, Conn, Turn};
use super::super::reqs::Results;
use super::lifecycle::{is_permission_request, tool_of};

/// Each row, the answer it is graded on, and that answer in words.
const CASES: [(&str, Answer, &str); 3] = [
    ("permission.cancelled", Answer::Cancelled, "outcome cancelled (no session/cancel)"),
    ("permission.unknown-option", Answer::UnknownOption, "selected with an optionId not offered"),
    ("permission.unknown-outcome", Answer::UnknownOutcome, "an outcome of a kind it cannot know (`_acp-wire-conform-unknown`)"),
];

pub(super) async fn deny(conn: &mut Conn, r: &mut Results) -> Result<(), String> {
    conn.setup(2, false).await?;
    for (row, answer, how) in CASES {
        let session = conn.new_session().await?;
        conn.answer = answer;
        let mark = conn.mark();
        let prompt = conn.permission_prompt();
        let id = conn.prompt(&session, &prompt).await?;
        let turn = conn.turn_end(&session, &id, mark).await;
        conn.answer = Answer::Allow;
        grade(conn, row, how, &turn, r);
    }
    Ok(())
}

fn grade(conn: &Conn, row: &str, how: &str, turn: &Turn, r: &mut Results) {
    let v = Some(2);
    let during = &conn.seen[turn.mark..turn.end_at.min(conn.seen.len())];
    let Some(asked) = during.iter().position(is_permission_request) else {
        let prompt = conn.permission_prompt();
        r.not_tested(row, v, format!("no session/request_permission for {}", conn.prompts().named(&prompt, "--permission-prompt")));
        return;
    };
    let params = during[asked].get("params").cloned().unwrap_or(Value::Null);
    let Some(tool) = tool_of(&params) else {
        r.skip(row, v, "the permission request names no tool call: nothing shows whether the operation went ahead");
        return;
    };
    let mut bad = Vec::new();
    for m in &during[asked + 1..] {
        let method = m.get("method").and_then(Value::as_str).unwrap_or("");
        if (method.starts_with("fs/") || method.starts_with("terminal/")) && m.get("id").is_some() {
            bad.push(format!("`{method}`"));
        }
        let of_tool = method == "session/update"
            && matches!(update_kind(m), "tool_call" | "tool_call_update")
            && m.pointer("/params/update/toolCallId").and_then(Value::as_str) == Some(tool);
        let status = m.pointer("/params/update/status").and_then(Value::as_str).unwrap_or("");
        if of_tool && matches!(status, "in_progress" | "completed") {
            bad.push(format!("tool call {tool:?} reported {status}"));
        }
    }
    if !bad.is_empty() {
        r.fail(row, v, format!("answered {how}, and the agent went ahead: {}", bad.join(", ")));
    } else if let Some(p) = turn.problem(2) {
        r.fail(row, v, format!("answered {how}: the turn did not end ({p}), so nothing shows it did not go ahead"));
    } else {
        r.pass(row, v, format!("answered {how}: tool call {tool:?} never in_progress or completed afterwards, the turn ended"));
    }
}
