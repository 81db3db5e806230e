//! The unstable schemas' surfaces, served only when the crate is built
//! with `--features unstable` (a stable build advertises none of them and
//! answers their methods -32601, as before): `auth/status`,
//! `session/status`, `session/archive` / `session/unarchive` with the
//! `archived` filter of `session/list`, `systemPrompt` on `session/new`
//! and `session/set_title` — each conformant unless its rule is broken
//! (`RULES`).

#[cfg(acp_wire = "unstable")]
use std::sync::atomic::Ordering;
#[cfg(acp_wire = "unstable")]
use std::sync::Mutex;

use serde_json::Value;
#[cfg(acp_wire = "unstable")]
use serde_json::json;

use super::Agent;

/// The rules of these surfaces `--break` can break (none in a stable build).
pub(super) const RULES: &[(&str, &str)] = &[
    #[cfg(acp_wire = "unstable")]
    ("auth-status-required", "unstable: answers auth/status -32000 auth_required"),
    #[cfg(acp_wire = "unstable")]
    ("status-closes", "unstable: closes the session it answers session/status for (no longer listed)"),
    #[cfg(acp_wire = "unstable")]
    ("archive-filter-ignored", "unstable: answers session/list with an archived value it does not support as if it were exclude"),
    #[cfg(acp_wire = "unstable")]
    ("archive-keeps-turn", "unstable: archives a session without cancelling its running turn"),
    #[cfg(acp_wire = "unstable")]
    ("system-prompt-refused", "unstable: answers session/new with an append systemPrompt of text blocks -32602"),
    #[cfg(acp_wire = "unstable")]
    ("title-replaced", "unstable: replaces a title the client set with a generated one at the next prompt (session_info_update, session/list)"),
];

/// Session titles: (id, title); set by `session/set_title`.
#[cfg(acp_wire = "unstable")]
static TITLES: Mutex<Vec<(String, String)>> = Mutex::new(Vec::new());

#[cfg(acp_wire = "unstable")]
fn titles() -> std::sync::MutexGuard<'static, Vec<(String, String)>> {
    TITLES.lock().unwrap_or_else(|p| p.into_inner())
}

#[cfg(acp_wire = "unstable")]
fn title_of(sid: &str) -> Option<String> {
    titles().iter().find(|(s, _)| s == sid).map(|(_, t)| t.clone())
}

/// Whether the client set this session's title.
#[cfg(acp_wire = "unstable")]
pub(super) fn titled(sid: &str) -> bool {
    title_of(sid).is_some()
}

#[cfg(not(acp_wire = "unstable"))]
pub(super) fn titled(_sid: &str) -> bool {
    false
}

#[cfg(acp_wire = "unstable")]
fn set_title_of(sid: &str, title: &str) {
    let mut t = titles();
    t.retain(|(s, _)| s != sid);
    t.push((sid.to_string(), title.to_string()));
}

/// Archived sessions: (id, cwd).
#[cfg(acp_wire = "unstable")]
static ARCHIVED: Mutex<Vec<(String, String)>> = Mutex::new(Vec::new());

#[cfg(acp_wire = "unstable")]
fn archived() -> std::sync::MutexGuard<'static, Vec<(String, String)>> {
    ARCHIVED.lock().unwrap_or_else(|p| p.into_inner())
}

/// Adds the capabilities to an `initialize` result of `version`.
pub(super) fn advertise(result: &mut Value, version: u16) {
    #[cfg(acp_wire = "unstable")]
    {
        let (caps, session) = if version >= 2 { ("/capabilities", "/capabilities/session") } else { ("/agentCapabilities", "/agentCapabilities/sessionCapabilities") };
        // Only what this build's schema declares (its facts): an older
        // schema (npm 2.2.0) has none of status, archive and title.
        let declared = |member: &str| {
            let (v1, v2) = match member {
                "status" => (cfg!(acp_v1 = "SessionCapabilities.status"), cfg!(acp_v2 = "SessionCapabilities.status")),
                "archive" => (cfg!(acp_v1 = "SessionCapabilities.archive"), cfg!(acp_v2 = "SessionCapabilities.archive")),
                "systemPrompt" => (cfg!(acp_v1 = "SessionCapabilities.systemPrompt"), cfg!(acp_v2 = "SessionCapabilities.systemPrompt")),
                "title" => (cfg!(acp_v1 = "SessionCapabilities.title"), cfg!(acp_v2 = "SessionCapabilities.title")),
                "auth.status" => (cfg!(acp_v1 = "AgentAuthCapabilities.status"), cfg!(acp_v2 = "AgentAuthCapabilities.status")),
                _ => (false, false),
            };
            if version >= 2 { v2 } else { v1 }
        };
        if let Some(Value::Object(s)) = result.pointer_mut(session) {
            for cap in ["status", "archive", "systemPrompt", "title"].into_iter().filter(|c| declared(c)) {
                s.insert(cap.into(), json!({}));
            }
        }
        if let Some(Value::Object(c)) = result.pointer_mut(caps).filter(|_| declared("auth.status")) {
            c.insert("auth".into(), json!({"status": {}}));
        }
    }
    #[cfg(not(acp_wire = "unstable"))]
    let _ = (result, version);
}

/// A row of `session/list` for an open session: `archived: false` where
/// the archive capability is advertised (every listed session says it),
/// and its title where one was set.
pub(super) fn row(row: Value) -> Value {
    #[cfg(acp_wire = "unstable")]
    let row = {
        let mut row = row;
        // Where the schema has it (npm 2.2.0's SessionInfo has no `archived`).
        if cfg!(any(acp_v1 = "SessionInfo.archived", acp_v2 = "SessionInfo.archived")) {
            row["archived"] = json!(false);
        }
        if let Some(t) = row.get("sessionId").and_then(Value::as_str).and_then(title_of) {
            row["title"] = json!(t);
        }
        row
    };
    row
}

/// Serves `method` if it is one of these surfaces; `true` when answered.
pub(super) fn request(agent: &Agent, method: &str, id: &Value, params: &Value) -> bool {
    #[cfg(acp_wire = "unstable")]
    {
        let sid = params.get("sessionId").and_then(Value::as_str).map(str::to_string);
        match method {
            "auth/status" => auth_status(agent, id),
            "session/status" => match sid {
                Some(sid) => status(agent, id, &sid),
                None => agent.error(id, -32602, "Invalid params: sessionId required"),
            },
            "session/archive" | "session/unarchive" => match sid {
                Some(sid) => archive(agent, id, &sid, method == "session/archive"),
                None => agent.error(id, -32602, "Invalid params: sessionId required"),
            },
            "session/list" if params.get("archived").is_some_and(|a| !a.is_null()) => list(agent, id, params),
            "session/set_title" => match (sid, params.get("title").and_then(Value::as_str)) {
                (Some(sid), Some(t)) if !t.trim().is_empty() => {
                    let t = t.trim();
                    set_title_of(&sid, t);
                    agent.reply(id, json!({"title": t}));
                }
                _ => agent.error(id, -32602, "Invalid params: sessionId and a non-empty title required"),
            },
            // The broken rule: the next prompt names the session after
            // itself, replacing the client's title (then the prompt is
            // served as usual: `false`).
            "session/prompt" if agent.broken("title-replaced") => {
                if let Some(sid) = sid.filter(|s| title_of(s).is_some()) {
                    let text = params.pointer("/prompt/0/text").and_then(Value::as_str).unwrap_or("untitled");
                    let generated = format!("Auto: {text}");
                    set_title_of(&sid, &generated);
                    agent.update(&sid, json!({"sessionUpdate": "session_info_update", "title": generated}));
                }
                return false;
            }
            "session/new" if params.get("systemPrompt").is_some_and(|p| !p.is_null()) && agent.broken("system-prompt-refused") => {
                agent.error(id, -32602, "Invalid params: systemPrompt is not supported")
            }
            _ => return false,
        }
        true
    }
    #[cfg(not(acp_wire = "unstable"))]
    {
        let _ = (agent, method, id, params);
        false
    }
}

#[cfg(acp_wire = "unstable")]
fn auth_status(agent: &Agent, id: &Value) {
    if agent.broken("auth-status-required") {
        return agent.error(id, -32000, "Authentication required");
    }
    let state = match (agent.auth.is_empty(), agent.state().authenticated) {
        (true, _) => "not_required",
        (false, true) => "authenticated",
        (false, false) => "unauthenticated",
    };
    agent.reply(id, json!({"state": state}));
}

#[cfg(acp_wire = "unstable")]
fn status(agent: &Agent, id: &Value, sid: &str) {
    let mut st = agent.state();
    let open = st.open.iter().any(|(s, _)| s == sid);
    let known = open || st.settings.contains_key(sid);
    if !known {
        drop(st);
        return agent.error(id, -32002, "Resource not found: session");
    }
    let running = st.cancel.contains_key(sid);
    if open && agent.broken("status-closes") {
        st.open.retain(|(s, _)| s != sid);
    }
    let v2 = st.version >= 2;
    drop(st);
    let mut result = json!({"status": if open { "open" } else { "saved" }});
    if open && v2 {
        result["state"] = json!({"state": if running { "running" } else { "idle" }});
    }
    agent.reply(id, result);
}

#[cfg(acp_wire = "unstable")]
fn archive(agent: &Agent, id: &Value, sid: &str, on: bool) {
    let mut st = agent.state();
    let open = st.open.iter().find(|(s, _)| s == sid).cloned();
    let mut arch = archived();
    let was = arch.iter().position(|(s, _)| s == sid);
    if open.is_none() && was.is_none() && !st.settings.contains_key(sid) {
        drop((st, arch));
        return agent.error(id, -32002, "Resource not found: session");
    }
    if on {
        // As session/close: the running turn ends cancelled, the session
        // is no longer open; then it is archived.
        if let Some(flag) = st.cancel.get(sid).filter(|_| !agent.broken("archive-keeps-turn")) {
            flag.store(true, Ordering::SeqCst);
        }
        st.open.retain(|(s, _)| s != sid);
        if let (Some((s, cwd)), None) = (open, was) {
            arch.push((s, cwd));
        }
    } else if let Some(i) = was {
        // Unarchived: listed by default again (not loaded or resumed).
        let row = arch.remove(i);
        st.open.push(row);
    }
    drop((st, arch));
    agent.reply(id, json!({}));
}

#[cfg(acp_wire = "unstable")]
fn list(agent: &Agent, id: &Value, params: &Value) {
    let filter = params.get("archived").and_then(Value::as_str).unwrap_or("-");
    let (open, arch) = match filter {
        "include" => (true, true),
        "only" => (false, true),
        "exclude" => (true, false),
        _ if agent.broken("archive-filter-ignored") => (true, false),
        other => return agent.error(id, -32602, &format!("Invalid params: unsupported archived filter {other:?}")),
    };
    let cwd = params.get("cwd").and_then(Value::as_str);
    let mut rows = Vec::new();
    if open {
        let st = agent.state();
        rows.extend(st.open.iter().filter(|(_, c)| cwd.is_none_or(|f| f == c)).map(|(s, c)| json!({"sessionId": s, "cwd": c, "archived": false})));
    }
    if arch {
        rows.extend(archived().iter().filter(|(_, c)| cwd.is_none_or(|f| f == c)).map(|(s, c)| json!({"sessionId": s, "cwd": c, "archived": true})));
    }
    agent.reply(id, json!({"sessions": rows}));
}
