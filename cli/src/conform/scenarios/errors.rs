//! Malformed and premature requests: a line that is not JSON, a request
//! whose `method` is not a string, params the schema rejects, a content
//! block kind no agent supports (v2), and `session/new` before
//! `initialize`.

use serde_json::{json, Value};
use tokio::time::Instant;

use super::super::driver::{brief, error_code, is_response, Conn};
use super::super::reqs::Results;

pub(super) async fn errors(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    conn.setup(version, false).await?;
    let session = conn.new_session().await?;

    // Not JSON: -32700, id null (the id cannot be known).
    let mark = conn.mark();
    conn.send_raw(br#"{"jsonrpc":"2.0","id":"conform-parse","method":"session/new","params":{"cwd":"#).await?;
    let deadline = Instant::now() + conn.timeout;
    match conn.wait_for(mark, deadline, |m| is_response(m) && (m.get("id") == Some(&Value::Null) || error_code(m) == Some(-32700))).await {
        Ok(m) => match (error_code(&m), m.get("id")) {
            (Some(-32700), Some(Value::Null)) => r.pass("rpc.parse-error", v, "-32700 with id null"),
            (Some(-32700), id) => r.fail("rpc.parse-error", v, format!("-32700 but with id {}", id.map_or("(none)".into(), |i| i.to_string()))),
            (code, _) => r.fail("rpc.parse-error", v, format!("answered code {}", code.map_or("-".into(), |c| c.to_string()))),
        },
        Err(g) => r.fail("rpc.parse-error", v, format!("no error response to a line that is not JSON: {g}")),
    }

    // Valid JSON, not a request: `method` is a number.
    let mark = conn.mark();
    conn.expect_id(&json!("conform-invalid"));
    conn.send_raw(br#"{"jsonrpc":"2.0","id":"conform-invalid","method":42,"params":{}}"#).await?;
    let deadline = Instant::now() + conn.timeout;
    let invalid_id = json!("conform-invalid");
    match conn
        .wait_for(mark, deadline, |m| is_response(m) && (m.get("id") == Some(&invalid_id) || m.get("id") == Some(&Value::Null)))
        .await
    {
        Ok(m) => match error_code(&m) {
            Some(-32600) => r.pass("rpc.invalid-request", v, format!("`\"method\": 42` answered -32600 (id {})", m.get("id").map_or("-".into(), |i| i.to_string()))),
            Some(c) => r.fail("rpc.invalid-request", v, format!("`\"method\": 42` answered code {c}, not -32600")),
            None => r.fail("rpc.invalid-request", v, format!("`\"method\": 42` answered {}", brief(&m))),
        },
        Err(g) => r.fail("rpc.invalid-request", v, format!("no answer to `\"method\": 42`: {g}")),
    }

    // Well-formed requests with params the schema rejects.
    let mut wrong = Vec::new();
    let cases = [
        ("session/new", json!({"cwd": 42, "mcpServers": "none"})),
        ("session/prompt", json!({"sessionId": session, "prompt": "not an array"})),
    ];
    for (method, params) in cases {
        let shown = format!("`{method}` {params}");
        match conn.call(method, params).await {
            Ok(resp) => match error_code(&resp) {
                Some(-32602) => {}
                Some(c) => wrong.push(format!("{shown} answered code {c}")),
                None => wrong.push(format!("{shown} answered {}", brief(&resp))),
            },
            Err(e) => wrong.push(e),
        }
    }
    // And the connection still serves.
    if let Err(e) = conn.new_session().await {
        wrong.push(format!("after the bad requests: {e}"));
    }
    if wrong.is_empty() {
        r.pass("rpc.invalid-params", v, "bad session/new and session/prompt params answered -32602; connection still serves");
    } else {
        r.fail("rpc.invalid-params", v, wrong.join("; "));
    }

    // v2 keeps unknown content block kinds in its schema ("other") and has
    // the agent refuse the ones it does not support. A kind no agent can
    // support: a `_`-less name reserved for future ACP versions.
    if version >= 2 {
        let params = json!({"sessionId": session, "prompt": [
            {"type": "text", "text": "conform"},
            {"type": "conform_future_block", "data": "AAAA"}]});
        match conn.call("session/prompt", params).await {
            Ok(resp) => match error_code(&resp) {
                Some(-32602) => r.pass("prompt.unknown-block", v, "a prompt with block type `conform_future_block` answered -32602"),
                Some(c) => r.fail("prompt.unknown-block", v, format!("a prompt with block type `conform_future_block` answered code {c}, not -32602")),
                None => r.fail("prompt.unknown-block", v, format!("a prompt with block type `conform_future_block` was accepted: {}", brief(&resp))),
            },
            Err(e) => r.fail("prompt.unknown-block", v, e),
        }
    }
    Ok(())
}

pub(super) async fn before_init(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let params = conn.new_session_params();
    let early = conn.call("session/new", params).await;
    let init = conn.setup(version, false).await;
    match (early, init) {
        (Ok(resp), Ok(_)) if resp.get("error").is_some() => {
            r.pass("init.before", v, format!("session/new before initialize answered error {}; initialize then worked", error_code(&resp).unwrap_or(0)))
        }
        (Ok(resp), _) if resp.get("result").is_some() => {
            r.fail("init.before", v, format!("session/new before initialize succeeded: {}", brief(&resp)))
        }
        (Ok(_), Err(e)) => r.fail("init.before", v, format!("after the early request: {e}")),
        (Ok(resp), _) => r.fail("init.before", v, format!("answered {}", brief(&resp))),
        (Err(e), _) => r.fail("init.before", v, format!("session/new before initialize: {e}")),
    }
    Ok(())
}
