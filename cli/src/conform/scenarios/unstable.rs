//! The unstable schemas' agent surfaces (the `unstable` scenario, run only
//! by a build with `--features unstable`, whose schemas define them):
//! `auth/status` (before any login: never -32000, and it changes nothing),
//! `session/status` (no side effects), `session/list`'s `archived` filter
//! with a value the schema does not define (-32602), `session/archive` of a
//! session whose turn runs (cancelled as by `session/close`, then listed
//! archived), and `session/new` with an append-mode `systemPrompt` of text
//! blocks, and `session/set_title` followed by a turn (the stored title is
//! not replaced by a generated one). Each row is graded where the agent advertises its capability
//! (v1 `agentCapabilities.auth.status`, `…sessionCapabilities.status`,
//! `.archive`, `.systemPrompt`, `.title`; v2 `capabilities.auth.status`,
//! `capabilities.session.status`, `.archive`, `.systemPrompt`, `.title`) and SKIPs
//! otherwise.

use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;

use super::super::driver::{brief, error_code, is_update_of, session_id_of, Conn};
use super::super::reqs::Results;
use super::cancel::start_slow;
use super::Cfg;

/// The rows this build declares (its schemas define their methods): none
/// in a stable build, which then never runs the scenario.
pub(super) const ROWS: &[&str] = &[
    #[cfg(any(acp_v1 = "auth/status", acp_v2 = "auth/status"))]
    "auth.status",
    #[cfg(any(acp_v1 = "session/status", acp_v2 = "session/status"))]
    "session.status",
    #[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
    "session.archive-filter",
    #[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
    "session.archive-active",
    #[cfg(any(acp_v1 = "SessionCapabilities.systemPrompt", acp_v2 = "SessionCapabilities.systemPrompt"))]
    "session.system-prompt",
    #[cfg(any(acp_v1 = "session/set_title", acp_v2 = "session/set_title"))]
    "session.title-kept",
];

/// The title `session.title-kept` sets.
const TITLE: &str = "acp-wire conform title";

/// An archive filter no schema defines (not `_`-prefixed: such values are
/// reserved for future ACP variants, so no agent supports it today).
pub(super) const UNKNOWN_FILTER: &str = "acp-wire-conform-unknown";

/// The capability at `v1` / `v2` (JSON pointers into the initialize
/// result) is advertised: an object.
fn advertised(init: &Value, version: u16, v1: &str, v2: &str) -> bool {
    init.pointer(if version >= 2 { v2 } else { v1 }).is_some_and(Value::is_object)
}

fn cap_name(version: u16, v1: &'static str, v2: &'static str) -> &'static str {
    if version >= 2 {
        v2
    } else {
        v1
    }
}

fn declared(row: &str) -> bool {
    ROWS.contains(&row)
}

pub(super) async fn unstable(conn: &mut Conn, version: u16, cfg: &Cfg, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    // No login yet: auth/status is how a client learns whether one is needed.
    let resp = conn.initialize(version, false).await?;
    let Some(init) = resp.get("result").cloned() else {
        return Err(format!("initialize failed: {}", brief(resp.get("error").unwrap_or(&Value::Null))));
    };
    if conn.version != version {
        return Err(format!("initialize answered protocolVersion {} instead of {version}", conn.version));
    }
    if declared("auth.status") {
        if advertised(&init, version, "/agentCapabilities/auth/status", "/capabilities/auth/status") {
            auth_status(conn, version, r).await?;
        } else {
            let cap = cap_name(version, "agentCapabilities.auth.status", "capabilities.auth.status");
            r.skip("auth.status", v, format!("not advertised ({cap})"));
        }
    }
    conn.authenticate(version).await?;
    let list = advertised(&init, version, "/agentCapabilities/sessionCapabilities/list", "/capabilities/session");
    if declared("session.status") {
        if advertised(&init, version, "/agentCapabilities/sessionCapabilities/status", "/capabilities/session/status") {
            session_status(conn, version, list, r).await?;
        } else {
            let cap = cap_name(version, "agentCapabilities.sessionCapabilities.status", "capabilities.session.status");
            r.skip("session.status", v, format!("not advertised ({cap})"));
        }
    }
    if declared("session.archive-filter") {
        let archive = advertised(&init, version, "/agentCapabilities/sessionCapabilities/archive", "/capabilities/session/archive");
        if archive && list {
            archive_filter(conn, version, r).await?;
            archive_active(conn, version, cfg, r).await?;
        } else {
            let cap = cap_name(version, "agentCapabilities.sessionCapabilities.archive (and .list)", "capabilities.session.archive");
            r.skip("session.archive-filter", v, format!("not advertised ({cap})"));
            r.skip("session.archive-active", v, format!("not advertised ({cap})"));
        }
    }
    if declared("session.system-prompt") {
        if advertised(&init, version, "/agentCapabilities/sessionCapabilities/systemPrompt", "/capabilities/session/systemPrompt") {
            system_prompt(conn, version, r).await?;
        } else {
            let cap = cap_name(version, "agentCapabilities.sessionCapabilities.systemPrompt", "capabilities.session.systemPrompt");
            r.skip("session.system-prompt", v, format!("not advertised ({cap})"));
        }
    }
    if declared("session.title-kept") {
        if advertised(&init, version, "/agentCapabilities/sessionCapabilities/title", "/capabilities/session/title") {
            title_kept(conn, version, list, r).await?;
        } else {
            let cap = cap_name(version, "agentCapabilities.sessionCapabilities.title", "capabilities.session.title");
            r.skip("session.title-kept", v, format!("not advertised ({cap})"));
        }
    }
    Ok(())
}

/// An answer without its `_meta` (which may differ between two calls).
fn sans_meta(result: &Value) -> Value {
    let mut r = result.clone();
    if let Some(o) = r.as_object_mut() {
        o.remove("_meta");
    }
    r
}

/// `auth.status`: `auth/status` before any login is answered with a
/// `state` (never -32000), and a second call answers the same.
async fn auth_status(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let mut answers = Vec::new();
    for n in ["first", "second"] {
        let resp = conn.call("auth/status", json!({})).await?;
        match (resp.get("result"), error_code(&resp)) {
            (None, Some(-32000)) => {
                r.fail("auth.status", v, format!("the {n} auth/status was rejected with -32000 auth_required (clients call it to learn whether authentication is required)"));
                return Ok(());
            }
            (Some(res), _) if res.get("state").is_some_and(Value::is_string) => answers.push(sans_meta(res)),
            _ => {
                r.fail("auth.status", v, format!("the {n} auth/status (advertised) answered {}, not a result with a state", brief(&resp)));
                return Ok(());
            }
        }
    }
    let state = answers[0]["state"].as_str().unwrap_or_default().to_string();
    if answers[0] == answers[1] {
        r.pass("auth.status", v, format!("auth/status answered state {state:?} before any login, the same twice"));
    } else {
        r.fail("auth.status", v, format!("auth/status changed its answer between two calls: {} then {}", brief(&answers[0]), brief(&answers[1])));
    }
    Ok(())
}

/// Whether `session/list` lists `session` (`None`: it answered no list).
async fn listed(conn: &mut Conn, session: &str, params: Value) -> Result<Option<Option<Value>>, String> {
    let resp = conn.call("session/list", params).await?;
    let Some(sessions) = resp.pointer("/result/sessions").and_then(Value::as_array) else { return Ok(None) };
    Ok(Some(sessions.iter().find(|s| s.get("sessionId").and_then(Value::as_str) == Some(session)).cloned()))
}

/// `session.status`: `session/status` of a session after its first turn;
/// nothing changes: no `session/update` for the session comes with it, a
/// second call answers the same, `session/list` still lists it, and a
/// prompt still completes a normal turn.
async fn session_status(conn: &mut Conn, version: u16, list: bool, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let session = conn.new_session().await?;
    // A first turn: what session/new announces afterwards comes before it ends.
    let mark = conn.mark();
    let id = conn.prompt(&session, "conform status before").await?;
    let turn = conn.turn_end(&session, &id, mark).await;
    if let Some(p) = turn.problem(version) {
        r.skip("session.status", v, format!("the first turn did not end normally ({p}): prompt.turn grades it"));
        return Ok(());
    }
    let before = if list { listed(conn, &session, json!({})).await? } else { None };
    let mark = conn.mark();
    let mut answers = Vec::new();
    for n in ["first", "second"] {
        let resp = conn.call("session/status", json!({"sessionId": session})).await?;
        match resp.get("result") {
            Some(res) if res.get("status").is_some_and(Value::is_string) => answers.push(sans_meta(res)),
            _ => {
                r.fail("session.status", v, format!("the {n} session/status (advertised) answered {}, not a result with a status", brief(&resp)));
                return Ok(());
            }
        }
    }
    let mut bad = Vec::new();
    let updates: Vec<String> = conn.seen[mark..]
        .iter()
        .filter(|m| is_update_of(m, &session))
        .map(|m| m.pointer("/params/update/sessionUpdate").and_then(Value::as_str).unwrap_or("?").to_string())
        .collect();
    if !updates.is_empty() {
        bad.push(format!("session/update ({}) for the session came with session/status", updates.join(", ")));
    }
    if answers[0] != answers[1] {
        bad.push(format!("two session/status answered differently: {} then {}", brief(&answers[0]), brief(&answers[1])));
    }
    if list {
        let after = listed(conn, &session, json!({})).await?;
        let was = before.as_ref().is_some_and(Option::is_some);
        let is = after.as_ref().is_some_and(Option::is_some);
        if was && !is {
            bad.push("session/list listed the session before session/status and not after it".into());
        }
    }
    let mark = conn.mark();
    let id = conn.prompt(&session, "conform status after").await?;
    let turn = conn.turn_end(&session, &id, mark).await;
    match (turn.problem(version), turn.stop_reason(version)) {
        (Some(p), _) => bad.push(format!("a prompt after session/status: {p}")),
        (None, Some("end_turn")) => {}
        (None, s) => bad.push(format!("a prompt after session/status ended with stopReason {:?}", s.unwrap_or_default())),
    }
    let status = answers[0]["status"].as_str().unwrap_or_default().to_string();
    if bad.is_empty() {
        r.pass("session.status", v, format!("session/status answered status {status:?} twice, no session/update, the session listed and prompted as before"));
    } else {
        r.fail("session.status", v, bad.join("; "));
    }
    Ok(())
}

/// `session.archive-filter`: `session/list` with an `archived` value the
/// schema does not define is answered -32602.
async fn archive_filter(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let resp = conn.call("session/list", json!({"archived": UNKNOWN_FILTER})).await?;
    match (resp.get("result"), error_code(&resp)) {
        (None, Some(-32602)) => r.pass("session.archive-filter", v, format!("archived {UNKNOWN_FILTER:?} answered -32602")),
        (None, Some(c)) => r.fail("session.archive-filter", v, format!("archived {UNKNOWN_FILTER:?} answered error {c}, not -32602")),
        _ => r.fail("session.archive-filter", v, format!("archived {UNKNOWN_FILTER:?}, a value it cannot support, answered a list (treated as exclude?): {}", brief(&resp))),
    }
    Ok(())
}

/// `session.archive-active`: `session/archive` while the slow prompt runs.
async fn archive_active(conn: &mut Conn, version: u16, cfg: &Cfg, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let session = conn.new_session().await?;
    let (id, mark) = match start_slow(conn, version, &session, &cfg.slow_prompt).await? {
        Ok(x) => x,
        Err(skip) => {
            r.not_tested("session.archive-active", v, skip);
            return Ok(());
        }
    };
    let archive_id = conn.request("session/archive", json!({"sessionId": session})).await?;
    let sent = Instant::now();
    let turn = conn.turn_end(&session, &id, mark).await;
    let archived = conn.response(&archive_id).await;
    let stop = turn.stop_reason(version);
    if turn.problem(version).is_none() && stop != Some("cancelled") && sent.elapsed() < Duration::from_millis(250) {
        r.skip("session.archive-active", v, format!("the turn ended {} ms after session/archive was sent: too close to tell", sent.elapsed().as_millis()));
        return Ok(());
    }
    let mut bad = Vec::new();
    let answered = match &archived {
        Ok(m) if m.get("result").is_some() => true,
        Ok(m) => {
            bad.push(format!("session/archive answered {}", brief(m)));
            false
        }
        Err(g) => {
            bad.push(format!("session/archive: {g}"));
            false
        }
    };
    match (turn.problem(version), stop) {
        (Some(p), _) => bad.push(format!("the running turn after session/archive: {p}")),
        (None, Some("cancelled")) => {}
        (None, s) => bad.push(format!("the running turn ended with stopReason {:?}, not \"cancelled\"", s.unwrap_or_default())),
    }
    if answered {
        match listed(conn, &session, json!({"archived": "only"})).await? {
            Some(Some(row)) if row.get("archived") == Some(&json!(true)) => {}
            Some(Some(row)) => bad.push(format!("session/list (archived only) lists the session without archived: true: {}", brief(&row))),
            Some(None) => bad.push("session/list (archived only) does not list the archived session".into()),
            None => bad.push("session/list (archived only) answered no list".into()),
        }
        if let Some(Some(_)) = listed(conn, &session, json!({})).await? {
            bad.push("session/list without a filter (exclude) still lists the archived session".into());
        }
    }
    if bad.is_empty() {
        r.pass("session.archive-active", v, "the running turn ended with stopReason cancelled; session/archive answered a result; the session is listed archived only");
    } else {
        r.fail("session.archive-active", v, bad.join("; "));
    }
    Ok(())
}

/// `session.system-prompt`: `session/new` with an append-mode
/// `systemPrompt` of text blocks gets a session.
async fn system_prompt(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let mut params = conn.new_session_params();
    params["systemPrompt"] = json!({"mode": "append", "content": [
        {"type": "text", "text": "You are checked by acp-wire conform."},
        {"type": "text", "text": "Answer briefly."}
    ]});
    let resp = conn.call("session/new", params).await?;
    match session_id_of(&resp) {
        Ok(sid) => {
            conn.sessions.insert(sid.clone());
            r.pass("session.system-prompt", v, format!("session/new with an append systemPrompt of two text blocks answered session {sid:?}"));
        }
        Err(_) => r.fail("session.system-prompt", v, format!("session/new with an append systemPrompt of two text blocks answered {}", brief(&resp))),
    }
    Ok(())
}

/// `session.title-kept`: `session/set_title`, then a prompt turn: no
/// `session_info_update` for the session names another title than the one
/// the agent stored (its answer), and `session/list` (where advertised and
/// answered) shows the stored one. A SHOULD NOT: a failure exits 0.
async fn title_kept(conn: &mut Conn, version: u16, list: bool, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let session = conn.new_session().await?;
    let mark = conn.mark();
    let resp = conn.call("session/set_title", json!({"sessionId": session, "title": TITLE})).await?;
    let Some(stored) = resp.pointer("/result/title").and_then(Value::as_str).map(str::to_string) else {
        r.fail("session.title-kept", v, format!("session/set_title (advertised) answered {}, not a result with the stored title", brief(&resp)));
        return Ok(());
    };
    let id = conn.prompt(&session, "conform title turn").await?;
    let turn = conn.turn_end(&session, &id, mark).await;
    if let Some(p) = turn.problem(version) {
        r.skip("session.title-kept", v, format!("the turn after session/set_title did not end normally ({p}): prompt.turn grades it"));
        return Ok(());
    }
    let mut bad = Vec::new();
    let replaced: Vec<String> = conn.seen[mark..]
        .iter()
        .filter(|m| is_update_of(m, &session))
        .filter(|m| m.pointer("/params/update/sessionUpdate").and_then(Value::as_str) == Some("session_info_update"))
        .filter_map(|m| m.pointer("/params/update/title").and_then(Value::as_str))
        .filter(|t| *t != stored)
        .map(|t| format!("{t:?}"))
        .collect();
    if !replaced.is_empty() {
        bad.push(format!("session_info_update replaced the stored title {stored:?} with {}", replaced.join(", ")));
    }
    if list {
        match listed(conn, &session, json!({})).await? {
            Some(Some(row)) => match row.get("title").and_then(Value::as_str) {
                Some(t) if t == stored => {}
                t => bad.push(format!("session/list shows the title {:?}, not the stored {stored:?}", t.unwrap_or("(none)"))),
            },
            Some(None) => bad.push("session/list does not list the retitled session".into()),
            // No list at all is session.list's failure, not this row's.
            None => {}
        }
    }
    if bad.is_empty() {
        r.pass("session.title-kept", v, format!("session/set_title stored {stored:?}; after a turn no update replaced it{}", if list { " and session/list shows it" } else { "" }));
    } else {
        r.fail("session.title-kept", v, bad.join("; "));
    }
    Ok(())
}
