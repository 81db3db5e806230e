//! The edges of session setup and teardown (the `surfaces` scenario, whose
//! v2 `initialize` enables terminal authentication): a
//! `session/list` cursor the agent never gave, `session/delete` of a
//! session deleted already and of one never created, an MCP server of a
//! transport no agent supports (v2), `session/close` sent right behind
//! a `session/prompt` of the same session (v2), and `session/close` of a
//! session never created (v2).

use serde_json::{json, Value};

use tokio::time::Instant;

use super::super::driver::{brief, error_code, is_state, session_id_of, Conn};
use super::super::reqs::Results;

pub(super) async fn surfaces(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    // The one connection that enables terminal authentication
    // (`auth.terminal-env` looks at the terminal methods it gets).
    conn.terminal_auth = version >= 2;
    let init = conn.setup(version, false).await?;
    let list = if version >= 2 {
        init.pointer("/capabilities/session").is_some_and(Value::is_object)
    } else {
        init.pointer("/agentCapabilities/sessionCapabilities/list").is_some_and(Value::is_object)
    };
    if list {
        list_cursor(conn, version, r).await?;
    } else {
        let cap = if version >= 2 { "capabilities.session" } else { "agentCapabilities.sessionCapabilities.list" };
        r.skip("session.list-cursor", Some(version), format!("not advertised ({cap})"));
    }
    let delete = if version >= 2 {
        init.pointer("/capabilities/session/delete").is_some_and(Value::is_object)
    } else {
        init.pointer("/agentCapabilities/sessionCapabilities/delete").is_some_and(Value::is_object)
    };
    if delete {
        delete_again(conn, version, r).await?;
    } else {
        let cap = if version >= 2 { "capabilities.session.delete" } else { "agentCapabilities.sessionCapabilities.delete" };
        r.skip("session.delete-again", Some(version), format!("not advertised ({cap})"));
    }
    if version >= 2 {
        mcp_unknown(conn, r).await?;
        let close = init.pointer("/capabilities/session").is_some_and(Value::is_object);
        if close {
            close_prompt(conn, r).await?;
            close_unknown(conn, r).await?;
        } else {
            r.skip("session.close-prompt", Some(2), "not advertised (capabilities.session)");
            r.skip("session.close-unknown", Some(2), "not advertised (capabilities.session)");
        }
    }
    Ok(())
}

/// The transport conform names: `_`-prefixed values are implementation
/// extensions, and this one is no agent's.
const NO_TRANSPORT: &str = "_acp-wire-conform-none";

/// v2 `session.mcp-unknown`: `session/new` with an MCP server of a
/// transport the agent cannot support is refused with -32602.
async fn mcp_unknown(conn: &mut Conn, r: &mut Results) -> Result<(), String> {
    let v = Some(2);
    let mut params = conn.new_session_params();
    params["mcpServers"] = json!([{"type": NO_TRANSPORT, "name": "conform"}]);
    let resp = conn.call("session/new", params).await?;
    if let Ok(sid) = session_id_of(&resp) {
        // Accepted: its updates are this connection's (not a foreign session's).
        conn.sessions.insert(sid);
    }
    match (resp.get("result"), error_code(&resp)) {
        (None, Some(-32602)) => r.pass("session.mcp-unknown", v, format!("an MCP server of transport {NO_TRANSPORT:?} answered -32602")),
        (None, Some(c)) => r.fail("session.mcp-unknown", v, format!("an MCP server of transport {NO_TRANSPORT:?} answered error {c}, not -32602")),
        _ => r.fail("session.mcp-unknown", v, format!("an MCP server of transport {NO_TRANSPORT:?} was accepted: {}", brief(&resp))),
    }
    Ok(())
}

/// v2 `session.close-prompt`: `session/close` right behind a prompt of the
/// session. Either the prompt's user message was inserted (its answer is a
/// result with the `messageId`) or closing kept it out (-32800); and the
/// close answers a result.
async fn close_prompt(conn: &mut Conn, r: &mut Results) -> Result<(), String> {
    let v = Some(2);
    let session = conn.new_session().await?;
    let mark = conn.mark();
    let prompt = conn.prompt(&session, "conform close race").await?;
    let close = conn.request("session/close", json!({"sessionId": session})).await?;
    let answered = conn.response(&prompt).await;
    let closed = conn.response(&close).await;
    let mut bad = Vec::new();
    let how = match &answered {
        Ok(m) if m.pointer("/result/messageId").and_then(Value::as_str).is_some() => "the prompt was inserted (answered with its messageId)",
        Ok(m) if error_code(m) == Some(-32800) => "closing kept the prompt out (answered -32800)",
        Ok(m) => {
            bad.push(format!("the prompt answered {} (a result with its messageId, or -32800 if closing kept it out)", brief(m)));
            ""
        }
        Err(g) => {
            bad.push(format!("the prompt: {g}"));
            ""
        }
    };
    match &closed {
        Ok(m) if m.get("result").is_some() => {}
        Ok(m) => bad.push(format!("session/close answered {}", brief(m))),
        Err(g) => bad.push(format!("session/close: {g}")),
    }
    if bad.is_empty() && how.starts_with("the prompt was inserted") {
        // Its turn ends (cancelled by the close) before the scenario does.
        let deadline = Instant::now() + conn.timeout;
        let _ = conn.wait_for(mark, deadline, |m| is_state(m, &session, "idle")).await;
    }
    if bad.is_empty() {
        r.pass("session.close-prompt", v, format!("session/close right behind a prompt: {how}; the close answered a result"));
    } else {
        r.fail("session.close-prompt", v, bad.join("; "));
    }
    Ok(())
}

/// v2 `session.close-unknown`: `session/close` of a session never created
/// succeeds, or answers -32002 (which clients treat as a successful close).
async fn close_unknown(conn: &mut Conn, r: &mut Results) -> Result<(), String> {
    let v = Some(2);
    let resp = conn.call("session/close", json!({"sessionId": NO_SESSION})).await?;
    match (resp.get("result"), error_code(&resp)) {
        (Some(_), _) => r.pass("session.close-unknown", v, "a session never created: session/close answered a result"),
        (None, Some(-32002)) => r.pass("session.close-unknown", v, "a session never created: session/close answered -32002 (a successful close to the client)"),
        _ => r.fail("session.close-unknown", v, format!("a session never created: session/close answered {} (a result or -32002 expected)", brief(&resp))),
    }
    Ok(())
}

/// A session id no agent gives out.
const NO_SESSION: &str = "acp-wire-conform-no-such-session";

/// A cursor no agent gives out.
const NO_CURSOR: &str = "acp-wire-conform-never-issued";

/// `session.list-cursor`: `session/list` with a cursor the agent never
/// gave is answered with an error (-32602 expected), not a page.
async fn list_cursor(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let resp = conn.call("session/list", json!({"cursor": NO_CURSOR})).await?;
    match (resp.get("error"), error_code(&resp)) {
        (Some(_), Some(-32602)) => r.pass("session.list-cursor", v, format!("cursor {NO_CURSOR:?} answered -32602")),
        (Some(_), c) => r.pass(
            "session.list-cursor",
            v,
            format!("cursor {NO_CURSOR:?} answered an error (code {}; -32602 is JSON-RPC's invalid params)", c.map_or("-".into(), |c| c.to_string())),
        ),
        _ => r.fail("session.list-cursor", v, format!("cursor {NO_CURSOR:?}, never given out, answered {}", brief(&resp))),
    }
    Ok(())
}

/// `session.delete-again`: `session/delete` of a session deleted already,
/// and of one that never existed, succeeds (the first delete is
/// `session.delete`'s to grade).
async fn delete_again(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let session = conn.new_session().await?;
    let first = conn.call("session/delete", json!({"sessionId": session})).await?;
    if first.get("result").is_none() {
        r.skip("session.delete-again", v, format!("the first session/delete answered {} (session.delete grades it)", brief(&first)));
        return Ok(());
    }
    let mut bad = Vec::new();
    for (what, sid) in [("deleted already", session.as_str()), ("never created", NO_SESSION)] {
        let resp = conn.call("session/delete", json!({"sessionId": sid})).await?;
        if resp.get("result").is_none() {
            bad.push(format!("a session {what} answered {}", brief(&resp)));
        }
    }
    if bad.is_empty() {
        r.pass("session.delete-again", v, "a session deleted already and one never created: both answered a result");
    } else {
        r.fail("session.delete-again", v, bad.join("; "));
    }
    Ok(())
}
