//! The one lenient JSON scanner: finds members and skips values by their
//! delimiters, without decoding or checking what it skips.
//!
//! Its readers have JSON that is valid (params the runtime already read)
//! or that goes on as it came (the remote router forwards a message's
//! bytes): what matters is where a value ends, not whether each number is
//! well formed. Anything that does not have the shape of a JSON object
//! (a member that is not a `"key": value` pair, an unterminated string or
//! value) is refused with `None`, and the caller reads it the strict way.
//!
//! Readers: the ordering scope of every incoming message
//! ([`ScopeKey::from_field`](crate::rpc::ScopeKey::from_field), through
//! [`string_member`]), the envelope's fast reader ([`ws`]), and the remote
//! router's reading of each message an agent sends (acp-wire-remote, through
//! the seam).
//!
//! Why not serde here: these readers see every message, and serde's
//! reading of one costs about 2,000 instructions, most of it checking and
//! skipping members that are never looked at (UTF-8 validation of each
//! string, escapes and number syntax of each value). Here a string is
//! skipped by looking for its closing quote or a backslash eight bytes at
//! a time (`memchr` past the first few dozen bytes), and keys are
//! compared as bytes.

use std::borrow::Cow;

/// The index of the first byte at or after `i` that is not JSON whitespace.
#[inline]
#[must_use]
pub fn ws(b: &[u8], mut i: usize) -> usize {
    while let Some(b' ' | b'\t' | b'\n' | b'\r') = b.get(i) {
        i += 1;
    }
    i
}

/// A position in a JSON text.
#[derive(Debug, Clone)]
pub struct Cursor<'a> {
    b: &'a [u8],
    i: usize,
}

impl<'a> Cursor<'a> {
    /// At the start of `b`.
    #[must_use]
    pub fn new(b: &'a [u8]) -> Self {
        Cursor { b, i: 0 }
    }

    /// The bytes read so far end here.
    #[must_use]
    pub fn pos(&self) -> usize {
        self.i
    }

    /// The whole text.
    #[must_use]
    pub fn bytes(&self) -> &'a [u8] {
        self.b
    }

    /// Skips whitespace.
    #[inline]
    pub fn ws(&mut self) {
        self.i = ws(self.b, self.i);
    }

    /// The byte at the cursor.
    #[inline]
    #[must_use]
    pub fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    /// `c` after whitespace, consumed.
    pub fn eat(&mut self, c: u8) -> Option<()> {
        self.ws();
        (self.peek()? == c).then(|| self.i += 1)
    }

    /// A string at the cursor (after whitespace): its raw contents between
    /// the quotes and whether they hold an escape.
    pub fn string(&mut self) -> Option<(&'a [u8], bool)> {
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
    pub fn key(&mut self) -> Option<Cow<'a, [u8]>> {
        self.ws();
        let start = self.i;
        let (raw, escaped) = self.string()?;
        if !escaped {
            return Some(Cow::Borrowed(raw));
        }
        let quoted = std::str::from_utf8(&self.b[start..self.i]).ok()?;
        serde_json::from_str::<String>(quoted).ok().map(|k| Cow::Owned(k.into_bytes()))
    }

    /// A string's value: borrowed unless it holds an escape.
    pub fn text(&mut self) -> Option<Cow<'a, str>> {
        self.ws();
        let start = self.i;
        let (raw, escaped) = self.string()?;
        if escaped {
            let quoted = std::str::from_utf8(&self.b[start..self.i]).ok()?;
            return serde_json::from_str::<String>(quoted).ok().map(Cow::Owned);
        }
        std::str::from_utf8(raw).ok().map(Cow::Borrowed)
    }

    /// Skips one value of any kind (after whitespace).
    pub fn skip(&mut self) -> Option<()> {
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
                            depth = depth.checked_sub(1)?;
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

    /// The members of an object at the cursor (after whitespace), in order:
    /// `member(key, cursor)` reads each value (or skips it) and may refuse
    /// with `None`. Ends after the closing brace.
    pub fn object(&mut self, mut member: impl FnMut(&[u8], &mut Self) -> Option<()>) -> Option<()> {
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

    /// Moves to the value of the object's first member named `name` (the
    /// members before it skipped, those after it not looked at); `None` when
    /// the object has none or is not one.
    pub fn member(&mut self, name: &[u8]) -> Option<()> {
        self.eat(b'{')?;
        self.ws();
        if self.peek()? == b'}' {
            return None;
        }
        loop {
            self.ws();
            let start = self.i;
            let (raw, escaped) = self.string()?;
            let hit = if escaped {
                let quoted = std::str::from_utf8(&self.b[start..self.i]).ok()?;
                serde_json::from_str::<String>(quoted).ok()?.as_bytes() == name
            } else {
                raw == name
            };
            self.eat(b':')?;
            if hit {
                self.ws();
                return Some(());
            }
            self.skip()?;
            self.eat(b',')?;
        }
    }
}

/// The first top-level member `name` of the object `t`, when it is a
/// string (borrowed unless it holds an escape).
#[must_use]
pub fn string_member<'a>(t: &'a str, name: &[u8]) -> Option<Cow<'a, str>> {
    let mut c = Cursor::new(t.as_bytes());
    c.member(name)?;
    if c.peek()? != b'"' {
        return None;
    }
    let start = c.i;
    let (_, escaped) = c.string()?;
    if escaped {
        return serde_json::from_str::<String>(t.get(start..c.i)?).ok().map(Cow::Owned);
    }
    // Sliced at its quotes (ASCII: character boundaries) from text already
    // known to be UTF-8.
    t.get(start + 1..c.i - 1).map(Cow::Borrowed)
}

/// The offset of the first `"` or `\\` in `b`: eight bytes at a time for
/// the first few dozen (the strings of a message are mostly short, and a
/// `memchr2` call costs more than it saves there), `memchr2` after.
#[inline]
#[must_use]
pub fn quote_or_backslash(b: &[u8]) -> Option<usize> {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    const SWAR: usize = 64;
    let mut i = 0;
    while let Some(chunk) = b.get(i..i + 8) {
        if i == SWAR {
            return memchr::memchr2(b'"', b'\\', &b[i..]).map(|k| i + k);
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_first_quote_or_backslash_at_any_offset() {
        for len in 0..160 {
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
    fn string_members_found_and_refused() {
        let cases: &[(&str, Option<&str>)] = &[
            (r#" { "a" : [1, {"b":"]}\"["}, "x\\"] , "n": -1.5e3, "t":true,"z":null, "sessionId" : "k" } "#, Some("k")),
            (r#"{"session\u0049d":"esc\"aped","sessionId":"late"}"#, Some("esc\"aped")),
            (r#"{"sessionId":"first","sessionId":"second"}"#, Some("first")),
            (r#"{"ünï":"çødé","sessionId":"sé😀ss"}"#, Some("sé😀ss")),
            (r#"{"sessionId":"\u00e9\"😀"}"#, Some("é\"😀")),
            (r#"{"pad":"a long value with more than sixty-four bytes in it, so that memchr looks for its end","sessionId":"m"}"#, Some("m")),
            (r#"{"sessionId":5}"#, None),
            (r#"{"sessionId":{"sessionId":"x"}}"#, None),
            (r#"{}"#, None),
            (r#"[{"sessionId":"x"}]"#, None),
            (r#""sessionId""#, None),
            (r#"{"a":1 "sessionId":"x"}"#, None),
            (r#"{"a":"unterminated, "sessionId":"x"}"#, None),
        ];
        for (json, want) in cases {
            assert_eq!(string_member(json, b"sessionId").as_deref(), *want, "{json}");
        }
    }
}
