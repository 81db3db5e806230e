//! Checks of the handshake and of the turn itself: what `initialize` and
//! `session/new` said, bursts of updates (every kind, then kinds and
//! fields the client cannot know), JSON-RPC requests and notifications it
//! does not have, a line that is not JSON, and the agent exiting mid-turn.
//!
//! "Keeps serving" is measured the same way everywhere: after the thing
//! under test the client must still answer a request (an unknown method,
//! whose answer any live client sends).

use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;

use super::agent::{Hello, Session};
use super::peer::{error_code, is_response};
use super::ctx::Ctx;
use crate::conform::driver::brief;
use crate::conform::reqs::Results;

/// The liveness probe: a request for a method no client has.
const PING: &str = "conform/ping";

/// `initialize` and `session/new` as the client sent them.
pub fn grade_hello(hello: &Hello, session: &Session, version: u16, r: &mut Results) {
    let v = Some(version);
    let mut bad = Vec::new();
    if !hello.early.is_empty() {
        bad.push(format!("sent {} before initialize", hello.early.join(", ")));
    }
    match hello.requested() {
        Some(n) if n >= 1 => {}
        _ => bad.push(format!("protocolVersion is {}, not a positive integer", hello.params.get("protocolVersion").map_or("missing".into(), brief))),
    }
    let key = if version >= 2 { "capabilities" } else { "clientCapabilities" };
    // The schema makes the capabilities optional (absent: none advertised;
    // issue 26: the Python SDK's client omits them): only a value that is
    // no object is wrong.
    let given = hello.member(version, "clientCapabilities", "capabilities");
    if given.is_some_and(|c| !c.is_object()) {
        bad.push(format!("`{key}` is not an object (the v{version} name)"));
    }
    if bad.is_empty() {
        let caps = given.map_or_else(|| "absent (none advertised)".to_string(), brief);
        r.pass("client.init.request", v, format!("initialize first, protocolVersion {}, {key} {caps}", hello.requested().unwrap_or(0)));
    } else {
        r.fail("client.init.request", v, bad.join("; "));
    }
    let info_key = if version >= 2 { "info" } else { "clientInfo" };
    let info = hello.member(version, "clientInfo", "info");
    let field = |k: &str| info.and_then(|i| i.get(k)).and_then(Value::as_str).filter(|s| !s.is_empty());
    match (field("name"), field("version")) {
        (Some(n), Some(ver)) => r.pass("client.init.info", v, format!("{info_key}: {n} {ver}")),
        _ => r.fail("client.init.info", v, format!("`{info_key}` (the v{version} name) with name and version missing: {}", info.map_or("absent".into(), brief))),
    }
    let asked = hello.requested().map_or("?".into(), |n| n.to_string());
    r.pass("client.init.version", v, format!("asked for {asked}, answered {version}: went on with session/new"));
    if std::path::Path::new(&session.cwd).is_absolute() {
        r.pass("client.session.new", v, format!("cwd {}", session.cwd));
    } else {
        r.fail("client.session.new", v, format!("cwd {:?} is not an absolute path", session.cwd));
    }
}

/// Whether the client still answers a request; the answer, described.
pub async fn alive(cx: &mut Ctx<'_>) -> Result<String, String> {
    match cx.peer.call(PING, json!({})).await {
        Ok(m) => Ok(match m.get("error") {
            Some(e) => format!("answered `{PING}` with error {}", e.get("code").map_or("?".into(), Value::to_string)),
            None => format!("answered `{PING}` with a result"),
        }),
        Err(g) => Err(format!("`{PING}` after it: {g}")),
    }
}

pub async fn basic(cx: &mut Ctx<'_>, _r: &mut Results) -> Result<(), String> {
    cx.turn.say(cx.peer, "acp-wire conform checks this client").await?;
    cx.turn.end(cx.peer, "end_turn").await
}

/// One update of every kind the version defines (none that needs a
/// client capability, and no mode update: the session has no modes).
fn every_kind(version: u16, cwd: &str, message: &str) -> Vec<Value> {
    let path = format!("{cwd}/conform-showcase.txt");
    let text = |t: &str| json!({"type": "text", "text": t});
    let commands = |typed: bool| {
        let mut c = json!({"name": "conform", "description": "a command of the conform agent"});
        if typed {
            c["type"] = json!("command");
        }
        json!([c])
    };
    let usage = json!({"sessionUpdate": "usage_update", "used": 1234, "size": 200000, "cost": {"amount": 0.5, "currency": "USD"}});
    let info = json!({"sessionUpdate": "session_info_update", "title": "conform: every update kind", "updatedAt": "2026-01-01T00:00:00Z"});
    if version >= 2 {
        let agent = format!("{message}-agent");
        let thought = format!("{message}-thought");
        vec![
            json!({"sessionUpdate": "user_message_chunk", "messageId": message, "content": text("the prompt, again")}),
            json!({"sessionUpdate": "agent_thought_chunk", "messageId": thought, "content": text("thinking: ünïcödé 日本語 🦀")}),
            json!({"sessionUpdate": "agent_thought", "messageId": thought, "content": [text("thinking: ünïcödé 日本語 🦀")]}),
            json!({"sessionUpdate": "plan_update", "plan": {"type": "items", "planId": "conform-plan", "entries": [
                {"content": "stream every kind", "priority": "high", "status": "in_progress"}]}}),
            json!({"sessionUpdate": "tool_call_update", "toolCallId": "conform-tool", "name": "edit_file", "title": "Edit (not really)",
                "kind": "edit", "status": "pending", "locations": [{"path": path, "line": 1}], "rawInput": {"path": path}}),
            json!({"sessionUpdate": "tool_call_content_chunk", "toolCallId": "conform-tool", "content": {"type": "diff", "changes": [{"operation": "modify", "path": path}]}}),
            json!({"sessionUpdate": "tool_call_update", "toolCallId": "conform-tool", "status": "completed", "rawOutput": {"written": false}}),
            json!({"sessionUpdate": "terminal_update", "terminalId": "conform-term", "command": "echo hi", "cwd": cwd, "exitStatus": {"exitCode": 0, "signal": null}}),
            json!({"sessionUpdate": "terminal_output_chunk", "terminalId": "conform-term", "data": "aGkK"}),
            json!({"sessionUpdate": "agent_message_chunk", "messageId": agent, "content": text("every kind: ")}),
            json!({"sessionUpdate": "agent_message", "messageId": agent, "content": [text("every kind: ")]}),
            json!({"sessionUpdate": "available_commands_update", "availableCommands": commands(true)}),
            json!({"sessionUpdate": "config_option_update", "configOptions": [{"type": "boolean", "configId": "conform", "name": "Conform", "currentValue": false}]}),
            info,
            usage,
            json!({"sessionUpdate": "notice", "severity": "info", "title": "a notice from the conform agent"}),
            json!({"sessionUpdate": "compaction_update", "compactionId": "conform-compaction", "status": "in_progress"}),
            json!({"sessionUpdate": "compaction_summary_chunk", "compactionId": "conform-compaction", "content": text("summary")}),
            json!({"sessionUpdate": "compaction_update", "compactionId": "conform-compaction", "status": "completed"}),
            json!({"sessionUpdate": "state_update", "state": "running"}),
        ]
    } else {
        vec![
            json!({"sessionUpdate": "user_message_chunk", "content": text("the prompt, again")}),
            json!({"sessionUpdate": "agent_thought_chunk", "content": text("thinking: ünïcödé 日本語 🦀")}),
            json!({"sessionUpdate": "plan", "entries": [{"content": "stream every kind", "priority": "high", "status": "in_progress"}]}),
            json!({"sessionUpdate": "tool_call", "toolCallId": "conform-tool", "title": "Edit (not really)", "kind": "edit", "status": "pending",
                "content": [{"type": "diff", "path": path, "oldText": "old\n", "newText": "new\n"}], "locations": [{"path": path, "line": 1}]}),
            json!({"sessionUpdate": "tool_call_update", "toolCallId": "conform-tool", "status": "completed",
                "content": [{"type": "content", "content": text("nothing was written")}], "rawOutput": {"written": false}}),
            json!({"sessionUpdate": "agent_message_chunk", "content": text("every kind: ünïcödé 日本語 🦀")}),
            json!({"sessionUpdate": "available_commands_update", "availableCommands": commands(false)}),
            json!({"sessionUpdate": "config_option_update", "configOptions": [{"type": "select", "id": "conform", "name": "Conform",
                "currentValue": "a", "options": [{"value": "a", "name": "A"}, {"value": "b", "name": "B"}]}]}),
            info,
            usage,
        ]
    }
}

fn kinds(updates: &[Value]) -> String {
    let mut k: Vec<&str> = updates.iter().filter_map(|u| u["sessionUpdate"].as_str()).collect();
    k.dedup();
    k.join(", ")
}

pub async fn stream(cx: &mut Ctx<'_>, r: &mut Results) -> Result<(), String> {
    let updates = every_kind(cx.version, &cx.session.cwd, &cx.turn.message);
    for u in &updates {
        cx.peer.update(&cx.turn.session, u.clone()).await?;
    }
    match alive(cx).await {
        Ok(a) => r.pass("client.stream.updates", cx.v(), format!("{} updates ({}); then {a}", updates.len(), kinds(&updates))),
        Err(e) => {
            r.fail("client.stream.updates", cx.v(), format!("after {} updates ({}): {e}", updates.len(), kinds(&updates)));
            return Ok(());
        }
    }
    cx.turn.end(cx.peer, "end_turn").await
}

pub async fn forward(cx: &mut Ctx<'_>, r: &mut Results) -> Result<(), String> {
    let session = cx.turn.session.clone();
    if cx.version >= 2 {
        // The v2 schema's fallback variant: any kind it does not define.
        cx.peer.update(&session, json!({"sessionUpdate": "conform_future_kind", "detail": {"text": "from a later ACP"}})).await?;
        match alive(cx).await {
            Ok(a) => r.pass("client.stream.unknown-kind", cx.v(), format!("`conform_future_kind`; then {a}")),
            Err(e) => {
                r.fail("client.stream.unknown-kind", cx.v(), format!("after a `conform_future_kind` update: {e}"));
                return Ok(());
            }
        }
    }
    let mut chunk = json!({
        "sessionUpdate": "agent_message_chunk",
        "content": {"type": "text", "text": "a chunk from a later protocol version", "conformNested": {"x": 1}, "_meta": {"acp-wire/conform": true}},
        "conformFutureField": {"added": "later"},
        "_meta": {"acp-wire/conform": {"trace": [1, 2, 3]}},
    });
    let mut tool = json!({"toolCallId": "conform-future-tool", "title": "A tool call from later", "status": "pending", "conformFutureField": 7});
    if cx.version >= 2 {
        chunk["messageId"] = json!(format!("{}-future", cx.turn.message));
        tool["sessionUpdate"] = json!("tool_call_update");
    } else {
        tool["sessionUpdate"] = json!("tool_call");
    }
    let mut sent = vec!["unknown fields on agent_message_chunk and its content", "an unknown field on a tool call"];
    cx.peer.update(&session, chunk).await?;
    cx.peer.update(&session, tool).await?;
    if cx.version < 2 {
        // v1's union is closed: such an update is the agent's error, but
        // a client should drop it rather than fall over.
        cx.peer.update(&session, json!({"sessionUpdate": "conform_future_kind", "detail": "from a later ACP"})).await?;
        sent.push("an update kind v1 does not define");
    }
    match alive(cx).await {
        Ok(a) => r.pass("client.stream.future", cx.v(), format!("{}; then {a}", sent.join(", "))),
        Err(e) => {
            r.fail("client.stream.future", cx.v(), format!("after {}: {e}", sent.join(", ")));
            return Ok(());
        }
    }
    cx.turn.end(cx.peer, "end_turn").await
}

pub async fn rpc(cx: &mut Ctx<'_>, r: &mut Results) -> Result<(), String> {
    let v = cx.v();
    match cx.peer.call("conform/unknown-method", json!({"probe": true})).await {
        Ok(m) if error_code(&m) == Some(-32601) => r.pass("client.rpc.unknown-method", v, "`conform/unknown-method` answered -32601"),
        Ok(m) => r.fail("client.rpc.unknown-method", v, format!("`conform/unknown-method` answered {}", brief(&m))),
        Err(g) => r.fail("client.rpc.unknown-method", v, format!("`conform/unknown-method`: {g}")),
    }
    match cx.peer.call("_acp-wire/conform-extension", json!({"probe": true})).await {
        Ok(m) => r.pass("client.rpc.extension", v, format!("`_acp-wire/conform-extension` answered {}", brief(&m))),
        Err(g) => r.fail("client.rpc.extension", v, format!("`_acp-wire/conform-extension`: {g}")),
    }
    let mark = cx.peer.mark();
    cx.peer.notify("_acp-wire/conform-notice", json!({"probe": true})).await?;
    let live = alive(cx).await;
    let ping = cx.peer.seen.iter().skip(mark).rfind(|m| is_response(m)).cloned();
    // Every response after the notice but the ping's own answered it.
    let strays: Vec<String> = cx.peer.seen[mark..]
        .iter()
        .filter(|m| is_response(m) && Some(*m) != ping.as_ref())
        .map(brief)
        .collect();
    match live {
        Ok(a) if strays.is_empty() => r.pass("client.rpc.unknown-notification", v, format!("`_acp-wire/conform-notice`: no response; then {a}")),
        Ok(_) => r.fail("client.rpc.unknown-notification", v, format!("`_acp-wire/conform-notice` was answered: {}", strays.join("; "))),
        Err(e) => r.fail("client.rpc.unknown-notification", v, format!("after `_acp-wire/conform-notice`: {e}")),
    }
    cx.turn.end(cx.peer, "end_turn").await
}

pub async fn malformed(cx: &mut Ctx<'_>, r: &mut Results) -> Result<(), String> {
    let mark = cx.peer.mark();
    cx.peer.send_raw(b"this line is not JSON {\"jsonrpc\": 2.0").await?;
    match alive(cx).await {
        Ok(a) => {
            let parse = cx.peer.seen[mark..].iter().find(|m| error_code(m) == Some(-32700) && m.get("id") == Some(&Value::Null));
            let said = if parse.is_some() { "answered the line -32700 (id null)" } else { "did not answer the line" };
            r.pass("client.rpc.parse-error", cx.v(), format!("{said}; then {a}"));
        }
        Err(e) => {
            r.fail("client.rpc.parse-error", cx.v(), format!("after a line that is not JSON: {e}"));
            return Ok(());
        }
    }
    cx.turn.end(cx.peer, "end_turn").await
}

/// How long a client may take to notice its agent is gone.
const EXIT_GRACE: Duration = Duration::from_secs(5);

pub async fn agent_exit(cx: &mut Ctx<'_>, r: &mut Results) -> Result<(), String> {
    cx.turn.say(cx.peer, "the agent exits now, mid-turn").await?;
    tokio::time::sleep(Duration::from_millis(50)).await;
    let said_before = cx.client.stderr.len();
    let gone = Instant::now();
    cx.peer.hang_up();
    let status = cx.client.exited(EXIT_GRACE).await;
    let ms = gone.elapsed().as_millis();
    // Let the readers take the last of its output.
    tokio::time::sleep(Duration::from_millis(100)).await;
    let said = (cx.client.stderr.len() > said_before).then(|| cx.client.stderr.last_line());
    let id = "client.agent-exit";
    match (status, said) {
        (None, _) => r.fail(id, cx.v(), format!("still running {} s after the agent exited mid-turn", EXIT_GRACE.as_secs())),
        (Some(s), said) if !s.success() || said.is_some() => {
            let said = said.map_or_else(String::new, |l| format!("; stderr: {l}"));
            r.pass(id, cx.v(), format!("exited ({s}) {ms} ms after the agent{said}"));
        }
        (Some(s), _) => r.fail(id, cx.v(), format!("exited ({s}) {ms} ms after the agent, without a word on stderr: the turn looks like a success")),
    }
    Ok(())
}
