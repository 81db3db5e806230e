//! Reading received messages: what kind a message is, which session and
//! update kind it is about, its error code or session id, and a short
//! rendering of a value for the reasons in reports. Pure functions of a
//! `Value`, shared by the driver and every scenario.

use serde_json::Value;

pub fn is_response(m: &Value) -> bool {
    m.get("method").is_none() && (m.get("result").is_some() || m.get("error").is_some())
}

pub fn is_update_of(m: &Value, session: &str) -> bool {
    m.get("method").and_then(Value::as_str) == Some("session/update")
        && m.pointer("/params/sessionId").and_then(Value::as_str) == Some(session)
}

pub fn update_kind(m: &Value) -> &str {
    m.pointer("/params/update/sessionUpdate").and_then(Value::as_str).unwrap_or("")
}

pub fn is_state(m: &Value, session: &str, state: &str) -> bool {
    is_update_of(m, session)
        && update_kind(m) == "state_update"
        && m.pointer("/params/update/state").and_then(Value::as_str) == Some(state)
}

/// The text of an update's content chunk, if any.
pub fn chunk_text(m: &Value) -> Option<&str> {
    m.pointer("/params/update/content/text").and_then(Value::as_str)
}

pub fn error_code(m: &Value) -> Option<i64> {
    m.pointer("/error/code").and_then(Value::as_i64)
}

pub fn session_id_of(resp: &Value) -> Result<String, String> {
    if let Some(e) = resp.get("error") {
        return Err(format!("error {}", brief(e)));
    }
    match resp.pointer("/result/sessionId") {
        Some(Value::String(s)) if !s.is_empty() => Ok(s.clone()),
        Some(other) => Err(format!("sessionId is {other}, not a non-empty string")),
        None => Err("no sessionId in the result".into()),
    }
}

/// A short rendering of a JSON value for reasons.
pub fn brief(v: &Value) -> String {
    let s = v.to_string();
    if s.chars().count() > 160 {
        let cut: String = s.chars().take(157).collect();
        format!("{cut}…")
    } else {
        s
    }
}
