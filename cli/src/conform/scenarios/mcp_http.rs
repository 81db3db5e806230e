//! HTTP MCP servers (the `mcp` scenario's `session.mcp-http`, SHOULD, v1
//! and v2): the v1 spec says new agents SHOULD support HTTP MCP servers.
//! An agent that does not advertise the transport (v1
//! `agentCapabilities.mcpCapabilities.http`, v2
//! `capabilities.session.mcp.http`) FAILs without being sent one (a client
//! MUST NOT list a transport the agent did not advertise). One that does
//! gets a `session/new` listing conform's HTTP MCP stub
//! (`mcp_http_stub.rs`, on 127.0.0.1) with a header carrying a random
//! probe value, and must POST MCP `initialize` with that header, then
//! `notifications/initialized`, within 5 s.

use std::hash::{BuildHasher, Hasher};
use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;

use super::super::driver::{brief, Conn};
use super::super::mcp_http_stub::{Hit, Stub};
use super::super::reqs::Results;

const ROW: &str = "session.mcp-http";
/// The server's name in `mcpServers`.
const NAME: &str = "conform-mcp-http";
/// The listed header whose arrival shows the agent sent what the client listed.
const PROBE: &str = "X-Acp-Wire-Probe";

/// A value no agent can guess (std's per-process random hash keys and the
/// time, no extra dependency).
fn probe_value() -> String {
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default().as_nanos());
    format!("{:016x}", h.finish())
}

/// What the stub got so far: `initialize` (with the probe?) and `notifications/initialized`.
fn progress(hits: &[Hit], probe: &str) -> (Option<bool>, bool) {
    let posted = |m: &'static str| hits.iter().filter(move |h| h.method == "POST" && h.rpc_method() == Some(m));
    let mut inits = posted("initialize").peekable();
    let init = inits.peek().is_some().then(|| inits.any(|h| h.header(PROBE) == Some(probe)));
    (init, posted("notifications/initialized").next().is_some())
}

/// Grades the row on a connection set up as `init` (the initialize result)
/// answered; `wait`: how long the agent gets to connect.
pub(super) async fn http(conn: &mut Conn, version: u16, init: &Value, wait: Duration, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let (advertised, cap) = if version >= 2 {
        (init.pointer("/capabilities/session/mcp/http").is_some_and(Value::is_object), "session.mcp.http")
    } else {
        (init.pointer("/agentCapabilities/mcpCapabilities/http") == Some(&json!(true)), "mcpCapabilities.http")
    };
    if !advertised {
        r.fail(ROW, v, format!("SHOULD support HTTP MCP servers: {cap} not advertised"));
        return Ok(());
    }
    let stub = Stub::start().await.map_err(|e| format!("cannot start the HTTP MCP stub on 127.0.0.1: {e}"))?;
    let probe = probe_value();
    let mut params = conn.new_session_params();
    params["mcpServers"] = json!([{"type": "http", "name": NAME, "url": stub.url, "headers": [{"name": PROBE, "value": probe}]}]);
    let resp = conn.call("session/new", params).await?;
    let Some(session) = resp.pointer("/result/sessionId").and_then(Value::as_str) else {
        let why = brief(resp.get("error").unwrap_or(&resp));
        r.fail(ROW, v, format!("advertises {cap}, yet session/new listing an http MCP server answered {why}"));
        return Ok(());
    };
    conn.sessions.insert(session.to_string());
    let deadline = Instant::now() + wait;
    let (init, initialized) = loop {
        let (init, initialized) = progress(&stub.hits(), &probe);
        if (init == Some(true) && initialized) || Instant::now() >= deadline {
            break (init, initialized);
        }
        conn.drain(Duration::from_millis(50)).await;
    };
    let secs = wait.as_secs_f64();
    let at = format!("{NAME} ({})", stub.url);
    match (init, initialized) {
        (None, _) => r.fail(ROW, v, format!("advertises {cap}, yet did not POST MCP initialize to {at} within {secs:.0} s of session/new")),
        (Some(false), _) => r.fail(ROW, v, format!("POSTed initialize to {at} without the listed {PROBE} header")),
        (Some(true), false) => {
            r.fail(ROW, v, format!("POSTed initialize to {at}, but no notifications/initialized within {secs:.0} s"));
        }
        (Some(true), true) => r.pass(ROW, v, format!("POSTed initialize (with the listed {PROBE} header) and notifications/initialized to {at}")),
    }
    Ok(())
}
