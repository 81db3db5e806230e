//! The router's fast reading of the agent's output: the routing facts of
//! one message (kind, id, method, `sessionId`) in one pass over its bytes,
//! without decoding anything it does not route by.
//!
//! Why not serde: the router reads every message the agent sends (a
//! streaming turn is thousands of `session/update`s), and serde's reading
//! of a message costs about 2,000 instructions, most of it checking and
//! skipping the `update` it never looks at (UTF-8 validation of each
//! string it parses, escapes and number syntax of each value it skips).
//! Here a string is skipped by looking for its closing quote or a
//! backslash eight bytes at a time, and keys are compared as bytes.
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

use super::message::{Kind, Route};

struct Cursor<'a> {
    b: &'a [u8],
    i: usize,
}

impl<'a> Cursor<'a> {
    fn ws(&mut self) {
        while let Some(c) = self.b.get(self.i) {
            if !matches!(c, b' ' | b'\t' | b'\n' | b'\r') {
                return;
            }
            self.i += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    fn eat(&mut self, c: u8) -> Option<()> {
        self.ws();
        (self.peek()? == c).then(|| self.i += 1)
    }

    /// A string at the cursor (after whitespace): its raw contents between
    /// the quotes and whether they hold an escape.
    fn string(&mut self) -> Option<(&'a [u8], bool)> {
        self.ws();
        if self.peek()? != b'"' {
            return None;
        }
        let start = self.i + 1;
        let mut at = start;
        let mut escaped = false;
        loop {
            at += quote_or_backslash(self.b.get(at..)?)?;
            if self.b[at] == b'"' {
                self.i = at + 1;
                return Some((&self.b[start..at], escaped));
            }
            escaped = true;
            at += 2;
        }
    }

    /// A member's key, as raw bytes (decoded when it holds an escape).
    fn key(&mut self) -> Option<Cow<'a, [u8]>> {
        let start = self.i;
        let (raw, escaped) = self.string()?;
        if !escaped {
            return Some(Cow::Borrowed(raw));
        }
        let quoted = std::str::from_utf8(&self.b[start..self.i]).ok()?;
        serde_json::from_str::<String>(quoted.trim_start()).ok().map(|k| Cow::Owned(k.into_bytes()))
    }

    /// A string's value: borrowed unless it holds an escape.
    fn text(&mut self) -> Option<Cow<'a, str>> {
        let start = self.i;
        let (raw, escaped) = self.string()?;
        if escaped {
            let quoted = std::str::from_utf8(&self.b[start..self.i]).ok()?;
            return serde_json::from_str::<String>(quoted.trim_start()).ok().map(Cow::Owned);
        }
        std::str::from_utf8(raw).ok().map(Cow::Borrowed)
    }

    /// Skips one value of any kind.
    fn skip(&mut self) -> Option<()> {
        self.ws();
        match self.peek()? {
            b'"' => self.string().map(drop),
            b'{' | b'[' => {
                let mut depth = 0usize;
                loop {
                    match self.peek()? {
                        b'"' => {
                            self.string()?;
                            continue;
                        }
                        b'{' | b'[' => depth += 1,
                        b'}' | b']' => {
                            depth -= 1;
                            if depth == 0 {
                                self.i += 1;
                                return Some(());
                            }
                        }
                        _ => {}
                    }
                    self.i += 1;
                }
            }
            b'}' | b']' | b',' | b':' => None,
            _ => {
                // A number or a literal: up to the next delimiter.
                let start = self.i;
                while let Some(c) = self.peek() {
                    if matches!(c, b',' | b'}' | b']' | b' ' | b'\t' | b'\n' | b'\r') {
                        break;
                    }
                    self.i += 1;
                }
                (self.i > start).then_some(())
            }
        }
    }

    /// The members of an object at the cursor: `member(key, cursor)` reads
    /// each value (or skips it) and may refuse with `None`.
    fn object(&mut self, mut member: impl FnMut(&[u8], &mut Self) -> Option<()>) -> Option<()> {
        self.eat(b'{')?;
        self.ws();
        if self.peek()? == b'}' {
            self.i += 1;
            return Some(());
        }
        loop {
            let key = self.key()?;
            self.eat(b':')?;
            member(&key, self)?;
            self.ws();
            match self.peek()? {
                b',' => self.i += 1,
                b'}' => {
                    self.i += 1;
                    return Some(());
                }
                _ => return None,
            }
        }
    }

    /// A `params` or `result` value: its `sessionId` when it is an object
    /// with a string one.
    fn session_member(&mut self) -> Option<Option<Cow<'a, str>>> {
        self.ws();
        if self.peek()? != b'{' {
            self.skip()?;
            return Some(None);
        }
        let mut session: Option<Option<Cow<'a, str>>> = None;
        self.object(|key, c| {
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
}

/// The offset of the first `"` or `\\` in `b`, eight bytes at a time
/// (the strings of a message are mostly short: a `memchr2` call costs
/// more than it saves below a few dozen bytes).
#[inline]
fn quote_or_backslash(b: &[u8]) -> Option<usize> {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    let mut i = 0;
    while let Some(chunk) = b.get(i..i + 8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let w = u64::from_le_bytes(word);
        let q = w ^ (LO * u64::from(b'"'));
        let bs = w ^ (LO * u64::from(b'\\'));
        // High bit of each zero byte of `q` or `bs`: exact for the lowest
        // one (borrows only run upward), which is the one wanted.
        let m = ((q.wrapping_sub(LO) & !q) | (bs.wrapping_sub(LO) & !bs)) & HI;
        if m != 0 {
            return Some(i + (m.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    b[i..].iter().position(|&c| c == b'"' || c == b'\\').map(|k| i + k)
}

/// Reads the routing facts of one message the fast way; `None`: read it
/// the strict way.
pub(crate) fn scan(frame: &[u8]) -> Option<Route<'_>> {
    let mut c = Cursor { b: frame, i: 0 };
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
                let start = c.i;
                c.skip()?;
                id = Some(std::str::from_utf8(&c.b[start..c.i]).ok()?);
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
                params = Some(c.session_member()?);
            }
            b"result" => {
                if result.is_some() {
                    return None;
                }
                result = Some(c.session_member()?);
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
    if c.i != frame.len() {
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
    fn finds_the_first_quote_or_backslash_at_any_offset() {
        for len in 0..40 {
            for at in 0..len {
                for c in [b'"', b'\\'] {
                    let mut b = vec![b'a'; len];
                    b[at] = c;
                    // High bytes (UTF-8) and a second hit after it change nothing.
                    if at + 1 < len {
                        b[at + 1] = b'"';
                    }
                    if at > 0 {
                        b[at - 1] = 0xc3;
                    }
                    assert_eq!(quote_or_backslash(&b), Some(at), "{len} {at}");
                }
            }
            assert_eq!(quote_or_backslash(&vec![0x80; len]), None);
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
