//! The router's fast reading of the agent's output: the routing facts of
//! one message (kind, id, method, `sessionId`) in one pass over its bytes,
//! without decoding anything it does not route by.
//!
//! Why not serde: the router reads every message the agent sends (a
//! streaming turn is thousands of `session/update`s); the core's one
//! lenient scanner (`acp_wire::seam::scan`, which says why it is faster)
//! reads it here.
//!
//! What it does not do is *check* JSON: the message goes to the client as
//! it came, so only where it goes matters. [`scan`] gives `None` — "read
//! it the strict way" ([`super::message::route`]) — for anything it does
//! not recognise as the shape of a JSON object: a member that is not a
//! `"key": value` pair, a duplicate routing member, bytes after the
//! object. A well-formed message is read exactly as the strict reader
//! reads it (the test below compares both on the corpus and on hand-made
//! edge cases); some malformed ones (a bad number or literal deep in a
//! member the router skips) are routed by what can be read, where the
//! strict reader would send them to the connection stream.

use std::borrow::Cow;

use acp_wire::seam::scan::Cursor;

use super::message::{Kind, Route};

/// A `params` or `result` value: its `sessionId` when it is an object
/// with a string one (a second `sessionId` refuses the message).
fn session_member<'a>(c: &mut Cursor<'a>) -> Option<Option<Cow<'a, str>>> {
    c.ws();
    if c.peek()? != b'{' {
        c.skip()?;
        return Some(None);
    }
    let mut session: Option<Option<Cow<'a, str>>> = None;
    c.object(|key, c| {
        if key == b"sessionId" {
            if session.is_some() {
                return None;
            }
            c.ws();
            session = Some(if c.peek()? == b'"' { Some(c.text()?) } else { c.skip().map(|()| None)? });
            Some(())
        } else {
            c.skip()
        }
    })?;
    Some(session.flatten())
}

/// Reads the routing facts of one message the fast way; `None`: read it
/// the strict way.
pub(crate) fn scan(frame: &[u8]) -> Option<Route<'_>> {
    let mut c = Cursor::new(frame);
    let mut id: Option<&str> = None;
    let mut method: Option<Option<Cow<'_, str>>> = None;
    let mut params: Option<Option<Cow<'_, str>>> = None;
    let mut result: Option<Option<Cow<'_, str>>> = None;
    let mut error = false;
    c.object(|key, c| {
        match key {
            b"id" => {
                if id.is_some() {
                    return None;
                }
                c.ws();
                let start = c.pos();
                c.skip()?;
                id = Some(std::str::from_utf8(&c.bytes()[start..c.pos()]).ok()?);
            }
            b"method" => {
                if method.is_some() {
                    return None;
                }
                c.ws();
                method = Some(if c.peek()? == b'"' { Some(c.text()?) } else { c.skip().map(|()| None)? });
            }
            b"params" => {
                if params.is_some() {
                    return None;
                }
                params = Some(session_member(c)?);
            }
            b"result" => {
                if result.is_some() {
                    return None;
                }
                result = Some(session_member(c)?);
            }
            b"error" => {
                if error {
                    return None;
                }
                c.skip()?;
                error = true;
            }
            _ => c.skip()?,
        }
        Some(())
    })?;
    c.ws();
    if c.pos() != frame.len() {
        return None;
    }
    let has_method = method.is_some();
    let method = method.flatten();
    let kind = match (&method, has_method, id.is_some()) {
        (Some(_), _, true) => Kind::Request,
        (Some(_), _, false) => Kind::Notification,
        (None, false, true) if result.is_some() || error => Kind::Response,
        _ => Kind::Invalid,
    };
    let session = match kind {
        Kind::Request | Kind::Notification => params.flatten(),
        Kind::Response => result.flatten(),
        Kind::Invalid => None,
    };
    Some(Route { kind, id, method, session })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::route;

    /// Both readers agree on `frame` (and the fast one reads it).
    fn agree(frame: &str) {
        let fast = scan(frame.as_bytes()).unwrap_or_else(|| panic!("the fast reader refused {frame}"));
        let strict = route(frame.as_bytes()).unwrap_or_else(|e| panic!("{e:?}: {frame}"));
        assert_eq!(fast, strict, "{frame}");
    }

    #[test]
    fn reads_what_the_strict_reader_reads() {
        for f in [
            r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"a \"quoted\" \\ {brace} [x]"}}}}"#,
            r#" { "jsonrpc" : "2.0" , "id" : 7 , "method" : "fs/read_text_file" , "params" : { "path" : "/a" , "sessionId" : "s\u0032" } } "#,
            r#"{"jsonrpc":"2.0","id":"r\"1","result":{"sessionId":"x","modes":null}}"#,
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"no"}}"#,
            r#"{"jsonrpc":"2.0","id":4,"result":null}"#,
            r#"{"jsonrpc":"2.0","id":4,"result":[{"sessionId":"no"}]}"#,
            r#"{"jsonrpc":"2.0","id":-1.5e3,"result":{}}"#,
            r#"{"jsonrpc":"2.0","method":"m","params":{"a":{"sessionId":"inner"},"sessionId":7}}"#,
            r#"{"jsonrpc":"2.0","method":"m","params":{"sessionId":{"nested":"s"}}}"#,
            r#"{"jsonrpc":"2.0","method":7,"id":1}"#,
            r#"{"jsonrpc":"2.0","method":null,"id":1,"result":{}}"#,
            r#"{"jsonrpc":"2.0","\u006dethod":"escaped/key","params":{"session\u0049d":"k"}}"#,
            r#"{"jsonrpc":"2.0","method":"m","params":[1,"]",{"}":"{"}]}"#,
            r#"{"jsonrpc":"2.0","method":"m","params":{"sessionId":"é\n✓"},"x":[true,false,null,{}]}"#,
            r#"{}"#,
            r#"{"id":1}"#,
            r#"{"jsonrpc":"2.0","method":"m","params":"text"}"#,
        ] {
            agree(f);
        }
    }

    #[test]
    fn refuses_what_it_cannot_read_safely() {
        for f in [
            r#"{"jsonrpc":"2.0","id":1,"id":2,"method":"m"}"#,
            r#"{"jsonrpc":"2.0","method":"m","params":{"sessionId":"a","sessionId":"b"}}"#,
            r#"{"jsonrpc":"2.0","method":"m"} x"#,
            r#"{"jsonrpc":"2.0","method":"m""#,
            r#"{"jsonrpc":"2.0" "method":"m"}"#,
            r#"[{"jsonrpc":"2.0","method":"m"}]"#,
            r#"{"jsonrpc":"2.0","method":"m","params":{"text":"unterminated}}"#,
            "",
        ] {
            assert!(scan(f.as_bytes()).is_none(), "{f}");
        }
    }

    /// Every message of the type corpus, as params and as a result, compact
    /// and pretty-printed.
    #[test]
    fn agrees_on_the_corpus() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
        let mut n = 0;
        for version in std::fs::read_dir(&dir).unwrap() {
            for file in std::fs::read_dir(version.unwrap().path()).unwrap() {
                // `*.json` only: `damaged/*.jsonl` is the damaged-message fixture.
                let path = file.unwrap().path();
                if path.extension().is_none_or(|x| x != "json") {
                    continue;
                }
                let text = std::fs::read_to_string(path).unwrap();
                let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
                for case in doc["cases"].as_array().into_iter().flatten() {
                    let v = &case["value"];
                    for frame in [
                        serde_json::json!({"jsonrpc": "2.0", "method": "m", "params": v}),
                        serde_json::json!({"jsonrpc": "2.0", "id": n, "method": "m", "params": v}),
                        serde_json::json!({"jsonrpc": "2.0", "id": "x", "result": v}),
                    ] {
                        agree(&frame.to_string());
                        agree(&serde_json::to_string_pretty(&frame).unwrap());
                        n += 1;
                    }
                }
            }
        }
        assert!(n > 600, "read {n} frames");
    }
}
