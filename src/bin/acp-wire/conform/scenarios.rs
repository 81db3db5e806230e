//! The scenarios: each runs one fresh agent process and grades the
//! requirements it can observe.

mod batch;
mod client;
mod modes;

use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;

use super::driver::{
    brief, chunk_text, error_code, is_response, is_state, is_update_of, update_kind, Conn, Gone, Launch, Observations, Turn,
};
use super::reqs::Results;

/// Settings shared by every scenario.
#[derive(Clone, Debug)]
pub struct Cfg {
    pub launch: Launch,
    /// A prompt that keeps the agent busy for a few seconds.
    pub slow_prompt: String,
    /// How long the agent gets to exit after stdin EOF.
    pub eof_grace: Duration,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scenario {
    Basic,
    Errors,
    BeforeInit,
    Cancel,
    CancelRequest,
    Concurrent,
    Large,
    Eof,
    Fs,
    FsAbsent,
    Permission,
    PermissionCancel,
    Sessions,
    Workspace,
    Modes,
    Batch,
}

impl Scenario {
    pub fn all(version: u16) -> Vec<Scenario> {
        use Scenario::*;
        let mut v = vec![Basic, Errors, BeforeInit, Cancel, CancelRequest, Concurrent, Large, Eof, Permission, PermissionCancel, Sessions, Modes];
        if version == 1 {
            v.extend([Fs, FsAbsent, Workspace]);
        } else {
            v.push(Batch);
        }
        v
    }

    pub fn name(self) -> &'static str {
        match self {
            Scenario::Basic => "basic",
            Scenario::Errors => "errors",
            Scenario::BeforeInit => "before-init",
            Scenario::Cancel => "cancel",
            Scenario::CancelRequest => "cancel-request",
            Scenario::Concurrent => "concurrent",
            Scenario::Large => "large-prompt",
            Scenario::Eof => "eof",
            Scenario::Fs => "fs",
            Scenario::FsAbsent => "fs-absent",
            Scenario::Permission => "permission",
            Scenario::PermissionCancel => "permission-cancel",
            Scenario::Sessions => "sessions",
            Scenario::Workspace => "workspace",
            Scenario::Modes => "modes-config",
            Scenario::Batch => "batch",
        }
    }

    /// Requirements this scenario grades (a setup failure fails them).
    fn grades(self) -> &'static [&'static str] {
        match self {
            Scenario::Basic => &["init.version", "session.new", "prompt.turn", "v2.prompt-accepted", "v2.user-message", "v2.running", "rpc.unknown-method", "rpc.unknown-notification"],
            Scenario::Errors => &["rpc.parse-error", "rpc.invalid-request", "rpc.invalid-params", "prompt.unknown-block"],
            Scenario::BeforeInit => &["init.before"],
            Scenario::Cancel => &["cancel.session"],
            Scenario::CancelRequest => &["cancel.request"],
            Scenario::Concurrent => &["rpc.ids", "prompt.session-routing"],
            Scenario::Large => &["prompt.large"],
            Scenario::Eof => &["lifecycle.eof-exit"],
            Scenario::Fs => &["fs.read"],
            Scenario::FsAbsent => &["fs.absent"],
            Scenario::Permission => &["permission.request"],
            Scenario::PermissionCancel => &["cancel.permission"],
            Scenario::Sessions => &["session.list", "session.load", "session.resume", "session.close", "session.delete"],
            Scenario::Workspace => &["fs.write", "terminal.use"],
            Scenario::Modes => &["mode.set", "mode.update", "mode.unknown", "config.set"],
            Scenario::Batch => &["batch.empty", "batch.notifications", "batch.mixed"],
        }
    }
}

/// What one scenario found.
pub struct Found {
    pub results: Results,
    pub obs: Observations,
    /// The client advertised fs on this connection (for `fs.absent`).
    pub client_fs: bool,
}

pub async fn run(s: Scenario, version: u16, cfg: &Cfg) -> Found {
    let mut r = Results::default();
    let v = Some(version);
    let mut conn = match Conn::spawn(&cfg.launch).await {
        Ok(c) => c,
        Err(e) => {
            for id in s.grades() {
                if super::reqs::REQS.iter().any(|q| q.id == *id && q.applies_to(version)) {
                    r.fail(id, v, e.clone());
                }
            }
            return Found { results: r, obs: Observations::default(), client_fs: false };
        }
    };
    let outcome = match s {
        Scenario::Basic => basic(&mut conn, version, &mut r).await,
        Scenario::Errors => errors(&mut conn, version, &mut r).await,
        Scenario::BeforeInit => before_init(&mut conn, version, &mut r).await,
        Scenario::Cancel => cancel(&mut conn, version, cfg, &mut r).await,
        Scenario::CancelRequest => cancel_request(&mut conn, version, cfg, &mut r).await,
        Scenario::Concurrent => concurrent(&mut conn, version, &mut r).await,
        Scenario::Large => large(&mut conn, version, &mut r).await,
        Scenario::Eof => eof(&mut conn, version, cfg, &mut r).await,
        Scenario::Fs => client::fs(&mut conn, &mut r).await,
        Scenario::FsAbsent => client::fs_absent(&mut conn, &mut r).await,
        Scenario::Permission => client::permission(&mut conn, version, &mut r).await,
        Scenario::PermissionCancel => client::permission_cancel(&mut conn, version, &mut r).await,
        Scenario::Sessions => client::sessions(&mut conn, version, &mut r).await,
        Scenario::Workspace => client::workspace(&mut conn, &mut r).await,
        Scenario::Modes => modes::modes_config(&mut conn, version, &mut r).await,
        Scenario::Batch => batch::batches(&mut conn, version, &mut r).await,
    };
    if let Err(e) = outcome {
        for id in s.grades() {
            let applies = super::reqs::REQS.iter().any(|q| q.id == *id && q.applies_to(version));
            if applies && r.get(id, v).is_none() {
                r.fail(id, v, format!("scenario `{}` broke off: {e}", s.name()));
            }
        }
    }
    if s != Scenario::Eof {
        // Late updates and log lines still count: read until the agent is gone.
        if version < 2 {
            conn.drain(Duration::from_millis(150)).await;
        }
        conn.finish(Duration::from_millis(500)).await;
    }
    let client_fs = conn.client_fs;
    Found { results: r, obs: std::mem::take(&mut conn.obs), client_fs }
}

/// The version's words for "the turn ended with …".
fn ended(turn: &Turn, version: u16) -> String {
    format!("stopReason {}", turn.stop_reason(version).unwrap_or("-"))
}

async fn basic(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let resp = conn.initialize(version, version == 1).await?;
    match resp.pointer("/result/protocolVersion") {
        Some(p) if p == &json!(version) => r.pass("init.version", v, format!("answered protocolVersion {version}")),
        Some(p) => return Err(format!("initialize answered protocolVersion {p}, not {version}")),
        None => return Err(format!("initialize answered {}", brief(&resp))),
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

    // Unknown notifications (extension and not) must be ignored; the
    // requests after them show the connection still serves.
    let stray_before = conn.obs.stray_responses.len();
    conn.notify("_conform/unknown_notification", json!({"n": 1})).await?;
    conn.notify("conform/unknown_notification", json!({"n": 2})).await?;
    let mut wrong = Vec::new();
    let mut answered = 0;
    for m in ["_conform/unknown_method", "conform/unknown_method"] {
        match conn.call(m, json!({})).await {
            Ok(resp) => {
                answered += 1;
                match error_code(&resp) {
                    Some(-32601) => {}
                    Some(c) => wrong.push(format!("`{m}` answered code {c}")),
                    None => wrong.push(format!("`{m}` answered {}", brief(&resp))),
                }
            }
            Err(e) => wrong.push(e),
        }
    }
    if wrong.is_empty() {
        r.pass("rpc.unknown-method", v, "`_conform/unknown_method` and `conform/unknown_method` answered -32601");
    } else {
        r.fail("rpc.unknown-method", v, wrong.join("; "));
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

async fn errors(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
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

async fn before_init(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
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

/// Sends the slow prompt and waits for its first content update. `Err`
/// with a SKIP reason when the turn ended first.
async fn start_slow(conn: &mut Conn, version: u16, session: &str, slow: &str) -> Result<Result<(Value, usize), String>, String> {
    let mark = conn.mark();
    let id = conn.prompt(session, slow).await?;
    let deadline = Instant::now() + conn.timeout.min(Duration::from_secs(3));
    let sid = session.to_string();
    let pid = id.clone();
    let first = conn
        .wait_for(mark, deadline, |m| {
            let content = is_update_of(m, &sid)
                && matches!(update_kind(m), "agent_message_chunk" | "agent_thought_chunk" | "tool_call" | "plan");
            let over = if version >= 2 { is_state(m, &sid, "idle") } else { is_response(m) && m.get("id") == Some(&pid) };
            content || over
        })
        .await;
    let ended = conn.seen[mark..].iter().any(|m| {
        if version >= 2 {
            is_state(m, session, "idle")
        } else {
            is_response(m) && m.get("id") == Some(&id)
        }
    });
    if ended {
        return Ok(Err(format!("the turn of `{slow}` ended before it could be cancelled (a prompt that keeps this agent busy: --slow-prompt)")));
    }
    if let Err(Gone::Eof) = first {
        return Err("the agent exited during the turn".into());
    }
    Ok(Ok((id, mark)))
}

async fn cancel(conn: &mut Conn, version: u16, cfg: &Cfg, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    conn.setup(version, false).await?;
    let session = conn.new_session().await?;
    let (id, mark) = match start_slow(conn, version, &session, &cfg.slow_prompt).await? {
        Ok(x) => x,
        Err(skip) => {
            r.skip("cancel.session", v, skip);
            return Ok(());
        }
    };
    conn.cancelling.insert(session.clone());
    conn.notify("session/cancel", json!({"sessionId": session})).await?;
    let turn = conn.turn_end(&session, &id, mark).await;
    if let Some(e) = turn.response.as_ref().and_then(|x| x.get("error")) {
        r.fail("cancel.session", v, format!("session/prompt answered an error instead of stopReason cancelled: {}", brief(e)));
    } else if let Some(g) = &turn.gone {
        r.fail("cancel.session", v, format!("after session/cancel: {g}"));
    } else {
        match turn.stop_reason(version) {
            Some("cancelled") => r.pass("cancel.session", v, "stopReason cancelled"),
            Some(other) => r.fail("cancel.session", v, format!("stopReason {other:?}, not \"cancelled\"")),
            None => r.fail("cancel.session", v, "the turn ended without a stopReason"),
        }
    }
    Ok(())
}

async fn cancel_request(conn: &mut Conn, version: u16, cfg: &Cfg, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    conn.setup(version, false).await?;
    let session = conn.new_session().await?;
    if version < 2 {
        match start_slow(conn, version, &session, &cfg.slow_prompt).await? {
            Err(skip) => r.skip("cancel.request", v, skip),
            Ok((id, _)) => {
                conn.notify("$/cancel_request", json!({"requestId": id})).await?;
                let deadline = Instant::now() + conn.timeout.min(Duration::from_secs(3));
                let resp = match conn.response_until(&id, deadline).await {
                    Ok(m) => Some((m, true)),
                    Err(Gone::Eof) => return Err("the agent exited after $/cancel_request".into()),
                    Err(Gone::Timeout) => {
                        // Support is optional: fall back to the turn's own cancel.
                        conn.cancelling.insert(session.clone());
                        conn.notify("session/cancel", json!({"sessionId": session})).await?;
                        conn.response(&id).await.ok().map(|m| (m, false))
                    }
                };
                match resp {
                    Some((m, direct)) => match (error_code(&m), m.get("result")) {
                        (Some(-32800), _) => r.pass("cancel.request", v, "the prompt was answered -32800"),
                        (Some(c), _) => r.fail("cancel.request", v, format!("the cancelled prompt was answered code {c}, not a result or -32800")),
                        (None, Some(res)) if direct => r.pass("cancel.request", v, format!("the prompt was answered with a result ({})", brief(res))),
                        (None, _) => r.pass("cancel.request", v, "$/cancel_request ignored (it is optional); the prompt was answered after session/cancel"),
                    },
                    None => r.fail("cancel.request", v, "the prompt was never answered after $/cancel_request and session/cancel"),
                }
            }
        }
    }
    // A cancel for a request already answered needs no answer and breaks nothing.
    let id = conn.request("_conform/unknown_method", json!({})).await?;
    conn.response(&id).await.map_err(|g| g.to_string())?;
    let stray_before = conn.obs.stray_responses.len();
    conn.notify("$/cancel_request", json!({"requestId": id})).await?;
    match conn.call("_conform/unknown_method", json!({})).await {
        Ok(_) if conn.obs.stray_responses.len() == stray_before => {
            r.pass("cancel.request", v, "a $/cancel_request for an answered id got no response")
        }
        Ok(_) => r.fail("cancel.request", v, format!("a $/cancel_request was answered: {}", conn.obs.stray_responses[stray_before..].join("; "))),
        Err(e) => r.fail("cancel.request", v, format!("after a stale $/cancel_request: {e}")),
    }
    Ok(())
}

async fn concurrent(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    conn.setup(version, false).await?;
    let ids = [json!("conform-session-a"), json!(9_007_199_254_740_991_u64)];
    let mark = conn.mark();
    for id in &ids {
        let params = conn.new_session_params();
        conn.request_with_id(id.clone(), "session/new", params).await?;
    }
    let deadline = Instant::now() + conn.timeout;
    let mut got: Vec<Value> = Vec::new();
    while got.len() < ids.len() {
        got = conn.seen[mark..].iter().filter(|m| is_response(m)).cloned().collect();
        if got.len() >= ids.len() {
            break;
        }
        if let Err(g) = conn.recv(deadline).await {
            return Err(format!("two session/new in flight: {g}"));
        }
    }
    let mut sessions = Vec::new();
    let mut bad = Vec::new();
    for id in &ids {
        match got.iter().find(|m| m.get("id") == Some(id)) {
            Some(m) => match super::driver::session_id_of(m) {
                Ok(s) => sessions.push(s),
                Err(e) => return Err(format!("session/new id {id}: {e}")),
            },
            None => bad.push(format!("no response with id {id} (got ids {})", got.iter().map(|m| m.get("id").map_or("-".into(), |i| i.to_string())).collect::<Vec<_>>().join(", "))),
        }
    }
    if !bad.is_empty() {
        r.fail("rpc.ids", v, bad.join("; "));
        return Ok(());
    }
    for s in &sessions {
        conn.sessions.insert(s.clone());
    }
    let words = [["alpha", "apple", "avocado"], ["bravo", "banana", "blueberry"]];
    let prompt_ids = [json!("conform-prompt-a"), json!(4_294_967_297_u64)];
    let mark = conn.mark();
    for i in 0..2 {
        conn.request_with_id(prompt_ids[i].clone(), "session/prompt", Conn::prompt_params(&sessions[i], &words[i].join(" "))).await?;
    }
    let mut problems = Vec::new();
    for i in 0..2 {
        let turn = conn.turn_end(&sessions[i], &prompt_ids[i], mark).await;
        if let Some(p) = turn.problem(version) {
            problems.push(format!("prompt id {}: {p}", prompt_ids[i]));
        }
    }
    if problems.is_empty() {
        r.pass("rpc.ids", v, "ids \"conform-session-a\", 9007199254740991, \"conform-prompt-a\", 4294967297 came back unchanged");
    } else {
        r.fail("rpc.ids", v, problems.join("; "));
        return Ok(());
    }
    let mut mixed = Vec::new();
    let mut texts = 0;
    for m in &conn.seen[mark..] {
        let Some(text) = chunk_text(m) else { continue };
        texts += 1;
        for i in 0..2 {
            if is_update_of(m, &sessions[i]) {
                if let Some(w) = words[1 - i].iter().find(|w| text.contains(*w)) {
                    mixed.push(format!("session {:?} got {w:?}, a word of the other session's prompt", sessions[i]));
                }
            }
        }
    }
    // Updates for sessions nobody created are judged over every connection.
    if !mixed.is_empty() {
        r.fail("prompt.session-routing", v, mixed.join("; "));
    } else if texts == 0 {
        r.pass("prompt.session-routing", v, "two concurrent turns; no text chunks to compare, session ids all known");
    } else {
        r.pass("prompt.session-routing", v, format!("two concurrent turns, {texts} text chunks, none in the wrong session"));
    }
    Ok(())
}

/// About 1 MiB of multi-byte UTF-8, in words of about a kilobyte.
fn large_text() -> String {
    let unit = "Grüße, 漢字 und emoji 🙂🚀 — ";
    let mut word = String::new();
    while word.len() < 1000 {
        word.push_str(unit.trim_end().trim_end_matches('—').trim_end());
        word.push('·');
    }
    let word = word.replace(' ', "_");
    let mut text = String::with_capacity(1 << 20);
    while text.len() + word.len() < (1 << 20) {
        text.push_str(&word);
        text.push(' ');
    }
    text
}

async fn large(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    conn.setup(version, false).await?;
    let session = conn.new_session().await?;
    let text = large_text();
    let mark = conn.mark();
    let id = conn.prompt(&session, &text).await?;
    let turn = conn.turn_end(&session, &id, mark).await;
    match turn.problem(version) {
        Some(p) => r.fail("prompt.large", v, format!("{} bytes of UTF-8: {p}", text.len())),
        None => r.pass("prompt.large", v, format!("{} bytes ({} chars) ended with {}", text.len(), text.chars().count(), ended(&turn, version))),
    }
    Ok(())
}

async fn eof(conn: &mut Conn, version: u16, cfg: &Cfg, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    conn.setup(version, false).await?;
    conn.new_session().await?;
    let start = Instant::now();
    match conn.finish(cfg.eof_grace).await {
        Some(status) => r.pass("lifecycle.eof-exit", v, format!("exited ({status}) {} ms after stdin EOF", start.elapsed().as_millis())),
        None => r.fail("lifecycle.eof-exit", v, format!("still running {:.1} s after stdin EOF (stopped with SIGTERM/SIGKILL)", cfg.eof_grace.as_secs_f64())),
    }
    Ok(())
}

/// `initialize` asking for `requested` on a fresh process: the version
/// answered, or why there is none.
pub async fn probe(cfg: &Cfg, requested: u16) -> (Result<u16, String>, Observations) {
    let mut conn = match Conn::spawn(&cfg.launch).await {
        Ok(c) => c,
        Err(e) => return (Err(e), Observations::default()),
    };
    let answer = match conn.initialize(requested, false).await {
        Ok(resp) => match resp.pointer("/result/protocolVersion").and_then(Value::as_u64) {
            Some(n) => Ok(u16::try_from(n).unwrap_or(u16::MAX)),
            None => Err(match resp.get("error") {
                Some(e) => format!("error {}", brief(e)),
                None => format!("no protocolVersion in {}", brief(&resp)),
            }),
        },
        Err(e) => Err(e),
    };
    conn.finish(Duration::from_millis(500)).await;
    (answer, std::mem::take(&mut conn.obs))
}
