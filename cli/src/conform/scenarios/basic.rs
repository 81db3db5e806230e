//! The basic scenario: `initialize` answers the version asked for, two
//! sessions with distinct ids, one prompt turn (v2: accepted, echoed,
//! running then idle), a prompt that would elicit served without it (the
//! client advertises no elicitation), and unknown methods and
//! notifications handled as JSON-RPC says.

use std::time::Duration;

use serde_json::{json, Value};

use super::super::driver::{brief, error_code, is_state, is_update_of, update_kind, Conn, Turn};
use super::super::reqs::Results;
use super::ended;

pub(super) async fn basic(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let resp = conn.initialize(version, version == 1).await?;
    match resp.pointer("/result/protocolVersion") {
        Some(p) if p == &json!(version) => r.pass("init.version", v, format!("answered protocolVersion {version}")),
        Some(p) => return Err(format!("initialize answered protocolVersion {p}, not {version}")),
        None => return Err(format!("initialize answered {}", brief(&resp))),
    }
    if version == 1 {
        agent_info(&resp, r);
    }
    conn.authenticate(version).await?;
    let a = conn.new_session().await?;
    let b = conn.new_session().await?;
    if a == b {
        r.fail("session.new", v, format!("two session/new calls both answered {a:?}"));
    } else {
        r.pass("session.new", v, format!("{a:?}, then {b:?}"));
    }
    let mark = conn.mark();
    let id = conn.prompt(&a, "hello conform world").await?;
    let turn = conn.turn_end(&a, &id, mark).await;
    match turn.problem(version) {
        Some(p) => r.fail("prompt.turn", v, p),
        None => r.pass("prompt.turn", v, format!("`hello conform world` ended with {}", ended(&turn, version))),
    }
    if version >= 2 {
        v2_lifecycle(conn, &a, &turn, r);
    } else {
        // Stragglers of the turn show up now, before anything else is sent.
        conn.drain(Duration::from_millis(200)).await;
    }

    resource_link(conn, version, &b, r).await?;
    // This client advertised no elicitation: `/elicit` must fall back.
    super::elicit::fallback(conn, version, &b, r).await?;

    // Unknown notifications (extension and not) must be ignored; the
    // requests after them show the connection still serves.
    let stray_before = conn.obs.stray_responses.len();
    conn.notify("_conform/unknown_notification", json!({"n": 1})).await?;
    conn.notify("conform/unknown_notification", json!({"n": 2})).await?;
    let mut answered = 0;
    // A custom (`_`) request MUST be answered under its id (extensibility.mdx:
    // "a result, or an error such as -32601"); what answers any other
    // unknown method is JSON-RPC 2.0's -32601, graded on its own level.
    match conn.call("_conform/unknown_method", json!({})).await {
        Ok(resp) => {
            answered += 1;
            if resp.get("result").is_some() || resp.get("error").is_some() {
                r.pass("rpc.unknown-method", v, format!("`_conform/unknown_method` answered {}", brief(&resp)));
            } else {
                r.fail("rpc.unknown-method", v, format!("`_conform/unknown_method` answered {}", brief(&resp)));
            }
        }
        Err(e) => r.fail("rpc.unknown-method", v, format!("`_conform/unknown_method`: {e}")),
    }
    match conn.call("conform/unknown_method", json!({})).await {
        Ok(resp) => {
            answered += 1;
            match error_code(&resp) {
                Some(-32601) => r.pass("rpc.method-not-found", v, "`conform/unknown_method` answered -32601"),
                Some(c) => r.fail("rpc.method-not-found", v, format!("`conform/unknown_method` answered code {c}, not -32601 (JSON-RPC 2.0: the method does not exist)")),
                None => r.fail("rpc.method-not-found", v, format!("`conform/unknown_method` answered {}", brief(&resp))),
            }
        }
        Err(e) => r.fail("rpc.method-not-found", v, format!("`conform/unknown_method`: {e}")),
    }
    let strays = &conn.obs.stray_responses[stray_before..];
    if !strays.is_empty() {
        r.fail("rpc.unknown-notification", v, format!("answered a notification: {}", strays.join("; ")));
    } else if answered == 0 {
        r.fail("rpc.unknown-notification", v, "no request was answered after two unknown notifications");
    } else {
        r.pass("rpc.unknown-notification", v, "two unknown notifications got no response; later requests were answered");
    }
    Ok(())
}

/// v2: the response on acceptance, the user_message echo, running before idle.
fn v2_lifecycle(conn: &Conn, session: &str, turn: &Turn, r: &mut Results) {
    let v = Some(2);
    let during = &conn.seen[turn.mark..turn.end_at.min(conn.seen.len())];
    let message_id = turn.response.as_ref().and_then(|x| x.pointer("/result/messageId")).cloned();
    match (&turn.response, &message_id) {
        (Some(_), Some(Value::String(m))) => r.pass("v2.prompt-accepted", v, format!("answered {{messageId: {m:?}}}")),
        (Some(resp), _) => r.fail("v2.prompt-accepted", v, format!("session/prompt answered {}", brief(resp))),
        (None, _) => r.fail("v2.prompt-accepted", v, "session/prompt was not answered"),
    }
    let echoed = during.iter().any(|m| {
        is_update_of(m, session)
            && matches!(update_kind(m), "user_message" | "user_message_chunk")
            && message_id.as_ref().is_some_and(|id| m.pointer("/params/update/messageId") == Some(id))
    });
    if echoed {
        r.pass("v2.user-message", v, "user_message update carries the response's messageId");
    } else {
        r.fail("v2.user-message", v, format!("no user_message update with messageId {} in the turn", message_id.map_or("-".into(), |m| m.to_string())));
    }
    let idle_at = during.iter().position(|m| is_state(m, session, "idle"));
    let running_at = during.iter().position(|m| is_state(m, session, "running") || is_state(m, session, "requires_action"));
    match (running_at, idle_at) {
        (Some(a), Some(b)) if a < b => r.pass("v2.running", v, "state_update running, then idle"),
        (_, None) => r.fail("v2.running", v, "the turn never reached idle"),
        _ => r.fail("v2.running", v, "idle without a running state_update before it"),
    }
}

/// v1 `init.agent-info`: `agentInfo` with a name and a version.
fn agent_info(resp: &Value, r: &mut Results) {
    let info = resp.pointer("/result/agentInfo");
    let field = |k: &str| info.and_then(|i| i.get(k)).and_then(Value::as_str).filter(|s| !s.is_empty());
    match (field("name"), field("version")) {
        (Some(n), Some(ver)) => r.pass("init.agent-info", Some(1), format!("agentInfo: {n} {ver}")),
        _ => r.fail("init.agent-info", Some(1), format!("agentInfo with name and version missing: {}", info.map_or("absent".into(), brief))),
    }
}

/// `prompt.resource-link`: text and a resource_link, the baseline blocks.
async fn resource_link(conn: &mut Conn, version: u16, session: &str, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let uri = format!("file://{}/conform-link.txt", conn.cwd());
    let prompt = json!([
        {"type": "text", "text": "conform: a prompt with a resource link"},
        {"type": "resource_link", "uri": uri, "name": "conform-link.txt"}
    ]);
    let mark = conn.mark();
    let id = conn.request("session/prompt", json!({"sessionId": session, "prompt": prompt})).await?;
    let turn = conn.turn_end(session, &id, mark).await;
    match turn.problem(version) {
        Some(p) => r.fail("prompt.resource-link", v, format!("text + resource_link: {p}")),
        None => r.pass("prompt.resource-link", v, format!("text + resource_link ended with {}", ended(&turn, version))),
    }
    if version < 2 {
        conn.drain(Duration::from_millis(200)).await;
    }
    Ok(())
}
