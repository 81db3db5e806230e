//! What each frame of a [`Connection`] is, for the page: its kind, method
//! and id, the sessions it concerns, the frames that answer it or that it
//! answers (with the latency when both have a time), and its body as
//! indented JSON with long strings cut.
//!
//! A response is joined to the latest request with its id sent the other
//! way and not answered yet (per member for batches). A response belongs
//! to its request's sessions and the request to its response's (a
//! `session/new` to the session its result names).

use std::collections::{BTreeSet, HashMap};

use acp_wire_validate::Direction;
use serde_json::{json, Value};

use super::{Connection, Frame, Mark};

/// Longest string value kept in a body (the rest is counted).
const MAX_STRING: usize = 2000;
/// Longest line kept of a frame that is not JSON.
const MAX_RAW: usize = 4000;

/// One member of a frame (a frame is one message or a batch of them).
struct Member {
    method: Option<String>,
    /// The id as JSON text (`3`, `"a"`), for requests and responses.
    id: Option<String>,
    kind: &'static str,
    sessions: Vec<String>,
    error: Option<i64>,
}

fn member(v: &Value) -> Member {
    let method = v.get("method").and_then(Value::as_str).map(str::to_string);
    let id = v.get("id").filter(|i| !i.is_null()).map(Value::to_string);
    let kind = match (&method, v.get("id").is_some()) {
        (Some(_), true) => "request",
        (Some(_), false) => "notification",
        (None, _) if v.get("error").is_some() => "error",
        (None, _) if v.get("result").is_some() => "response",
        _ => "invalid",
    };
    let mut sessions = Vec::new();
    for p in ["/params/sessionId", "/result/sessionId"] {
        if let Some(s) = v.pointer(p).and_then(Value::as_str) {
            sessions.push(s.to_string());
        }
    }
    Member { method, id, kind, sessions, error: v.pointer("/error/code").and_then(Value::as_i64) }
}

/// The page's rows of one connection (JSON objects, see `page.js`).
pub fn rows(conn: &Connection) -> Vec<Value> {
    let parsed: Vec<Option<Value>> = conn.frames.iter().map(|f| serde_json::from_slice(&f.bytes).ok()).collect();
    let members: Vec<Vec<Member>> = parsed
        .iter()
        .map(|p| match p {
            Some(Value::Array(items)) => items.iter().map(member).collect(),
            Some(v) => vec![member(v)],
            None => Vec::new(),
        })
        .collect();
    let n = conn.frames.len();
    let mut pairs: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); n];
    let mut answered_method: Vec<Option<String>> = vec![None; n];
    let mut sessions: Vec<BTreeSet<String>> =
        members.iter().map(|ms| ms.iter().flat_map(|m| m.sessions.iter().cloned()).collect()).collect();
    // (direction the request went, id) → frames of requests in flight.
    let mut pending: HashMap<(&'static str, String), Vec<usize>> = HashMap::new();
    for (i, f) in conn.frames.iter().enumerate() {
        let Some(dir) = f.direction else { continue };
        for m in &members[i] {
            let Some(id) = &m.id else { continue };
            match m.kind {
                "request" => pending.entry((dir.code(), id.clone())).or_default().push(i),
                "response" | "error" => {
                    let Some(list) = pending.get_mut(&(dir.reverse().code(), id.clone())) else { continue };
                    let Some(req) = list.pop() else { continue };
                    pairs[i].insert(req);
                    pairs[req].insert(i);
                    if answered_method[i].is_none() {
                        answered_method[i] = members[req].iter().find(|r| r.id.as_ref() == Some(id)).and_then(|r| r.method.clone());
                    }
                }
                _ => {}
            }
        }
    }
    for i in 0..n {
        let joined: Vec<String> = pairs[i].iter().flat_map(|j| sessions[*j].iter().cloned()).collect();
        sessions[i].extend(joined);
    }
    (0..n)
        .map(|i| {
            let f = &conn.frames[i];
            let ms = &members[i];
            let kind = match (&parsed[i], ms.as_slice()) {
                (None, _) => "raw",
                (Some(Value::Array(_)), _) => "batch",
                (_, [one]) => one.kind,
                _ => "invalid",
            };
            let label = match (&parsed[i], ms.as_slice()) {
                (None, _) => "not JSON".to_string(),
                (Some(Value::Array(items)), _) => format!("batch of {}", items.len()),
                (_, [one]) => one.method.clone().or_else(|| answered_method[i].clone()).unwrap_or_else(|| "response".into()),
                _ => "?".into(),
            };
            let id = if ms.len() == 1 { ms[0].id.clone() } else { None };
            let latency: Vec<Value> = pairs[i]
                .iter()
                .map(|j| match (f.at, conn.frames[*j].at) {
                    (Some(a), Some(b)) => json!(a.abs_diff(b).as_secs_f64() * 1000.0),
                    _ => Value::Null,
                })
                .collect();
            json!({
                "dir": f.direction.map(Direction::code),
                "t": f.at.map(|d| d.as_secs_f64() * 1000.0),
                "line": f.line,
                "kind": kind,
                "label": label,
                "id": id,
                "error": ms.first().and_then(|m| m.error).filter(|_| ms.len() == 1),
                "sessions": sessions[i],
                "pairs": pairs[i],
                "lat": latency,
                "size": f.bytes.len(),
                "tap": f.by_tap,
                "body": body(f, parsed[i].as_ref()),
                "marks": f.marks.iter().map(mark).collect::<Vec<_>>(),
            })
        })
        .collect()
}

pub fn mark(m: &Mark) -> Value {
    json!({"rule": m.rule, "level": m.level, "message": m.message, "spec": m.spec, "version": m.version, "after": m.after})
}

/// The body shown when a row is opened: indented JSON (numbers as
/// written, long strings cut), or the line's text.
fn body(f: &Frame, parsed: Option<&Value>) -> String {
    match parsed {
        Some(v) => {
            let mut v = v.clone();
            cut_strings(&mut v);
            serde_json::to_string_pretty(&v).unwrap_or_else(|_| String::from_utf8_lossy(&f.bytes).into_owned())
        }
        None => cut(&String::from_utf8_lossy(&f.bytes), MAX_RAW),
    }
}

fn cut_strings(v: &mut Value) {
    match v {
        Value::String(s) if s.len() > MAX_STRING => *s = cut(s, MAX_STRING),
        Value::Array(items) => items.iter_mut().for_each(cut_strings),
        Value::Object(map) => map.values_mut().for_each(cut_strings),
        _ => {}
    }
}

fn cut(s: &str, max: usize) -> String {
    if s.len() <= max {
        return s.to_string();
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}… ({} more bytes)", &s[..end], s.len() - end)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn frame(dir: Direction, ms: u64, text: &str) -> Frame {
        let mut f = Frame::new(Some(dir), text.as_bytes().to_vec());
        f.at = Some(Duration::from_millis(ms));
        f
    }

    #[test]
    fn responses_join_their_requests_and_sessions() {
        use Direction::{AgentToClient as A2c, ClientToAgent as C2a};
        let conn = Connection {
            frames: vec![
                frame(C2a, 0, r#"{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/"}}"#),
                frame(A2c, 5, r#"{"jsonrpc":"2.0","id":1,"result":{"sessionId":"s1"}}"#),
                frame(C2a, 6, r#"{"jsonrpc":"2.0","id":2,"method":"session/prompt","params":{"sessionId":"s1","prompt":[]}}"#),
                // The agent's own request with the same id as the client's.
                frame(A2c, 7, r#"{"jsonrpc":"2.0","id":2,"method":"fs/read_text_file","params":{"sessionId":"s1","path":"/x"}}"#),
                frame(C2a, 8, r#"{"jsonrpc":"2.0","id":2,"result":{"content":""}}"#),
                frame(A2c, 26, r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"x"}}"#),
                frame(A2c, 27, "Loading…"),
            ],
            ..Connection::default()
        };
        let rows = rows(&conn);
        assert_eq!(rows[0]["sessions"], json!(["s1"]), "session/new gets its result's session");
        assert_eq!(rows[0]["pairs"], json!([1]));
        assert_eq!(rows[1]["label"], "session/new");
        assert_eq!(rows[1]["lat"], json!([5.0]));
        assert_eq!(rows[2]["pairs"], json!([5]));
        assert_eq!(rows[3]["pairs"], json!([4]));
        assert_eq!(rows[4]["label"], "fs/read_text_file");
        assert_eq!(rows[5]["kind"], "error");
        assert_eq!(rows[5]["error"], -32603);
        assert_eq!(rows[5]["lat"], json!([20.0]));
        assert_eq!(rows[5]["sessions"], json!(["s1"]));
        assert_eq!(rows[6]["kind"], "raw");
    }

    #[test]
    fn long_strings_are_cut_and_big_numbers_kept() {
        let text = format!(r#"{{"jsonrpc":"2.0","id":18446744073709551615,"result":{{"t":"{}"}}}}"#, "é".repeat(3000));
        let f = Frame::new(Some(Direction::AgentToClient), text.into_bytes());
        let b = body(&f, serde_json::from_slice(&f.bytes).ok().as_ref());
        assert!(b.contains("18446744073709551615"), "{b}");
        assert!(b.contains("… (4000 more bytes)"), "{}", &b[b.len() - 60..]);
    }
}
