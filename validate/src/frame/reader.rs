//! The hand-written envelope reader of the fast path: reads a frame in its
//! common shape straight into an [`Envelope`], with its members' values as
//! [`Lite`] trees, and leaves anything else to `serde_json`. Separate from
//! [`lite`](super::lite), which holds the tree and its validators, and
//! from [`envelope`](super::envelope), which holds what it fills.

use std::borrow::Cow;

use serde_json::Number;

use super::envelope::Envelope;
use super::lite::{Lite, MAX_MEMBERS};

/// Deeper frames are left to `serde_json` (its own limit is 128).
const MAX_DEPTH: usize = 64;

/// Reads a frame in its common shape straight into an
/// [`Envelope`], faster than `serde_json`'s
/// deserializer machinery: an object with only the six envelope
/// members, member names without escapes, string escapes other than
/// `\u`. `None` for anything else, invalid JSON included; the caller
/// then asks `serde_json`, which decides as before. What this accepts
/// is valid JSON and reads as `serde_json` reads it: numbers are handed
/// to `serde_json` itself, strings are the text between the quotes (or
/// with the two-character escapes replaced), member order is kept.
pub(super) fn envelope(text: &str) -> Option<Envelope<'_>> {
    let mut r = Reader { s: text, b: text.as_bytes(), i: 0, depth: 0 };
    let mut env =
        Envelope { jsonrpc: None, id: None, method: None, params: None, result: None, error: None };
    r.ws();
    r.eat(b'{')?;
    r.ws();
    if !r.eat_if(b'}') {
        loop {
            r.ws();
            let name = r.string()?;
            r.ws();
            r.eat(b':')?;
            r.ws();
            let start = r.i;
            let value = r.value()?;
            let raw = &text[start..r.i];
            let (raw_slot, lite_slot) = match &*name {
                "jsonrpc" => (Some(&mut env.jsonrpc), None),
                "id" => (Some(&mut env.id), None),
                "method" => (Some(&mut env.method), None),
                "params" => (None, Some(&mut env.params)),
                "result" => (None, Some(&mut env.result)),
                "error" => (None, Some(&mut env.error)),
                _ => return None,
            };
            match (raw_slot, lite_slot) {
                (Some(slot @ None), _) => *slot = Some(raw),
                (_, Some(slot @ None)) => *slot = Some(value),
                _ => return None,
            }
            r.ws();
            if !r.eat_if(b',') {
                r.eat(b'}')?;
                break;
            }
        }
    }
    r.ws();
    (r.i == r.b.len()).then_some(env)
}

/// The first `"`, `\` or control byte of `b` from `i` on: eight bytes
/// per step (the word test `rpc::ser`'s escaper uses; a borrow only
/// runs upward, so the lowest flagged byte is exact).
fn special(b: &[u8], mut i: usize) -> Option<usize> {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    while let Some(chunk) = b.get(i..i + 8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let w = u64::from_le_bytes(word);
        let ctl = w.wrapping_sub(LO * 0x20) & !w;
        let q = w ^ (LO * u64::from(b'"'));
        let bs = w ^ (LO * u64::from(b'\\'));
        let m = (ctl | (q.wrapping_sub(LO) & !q) | (bs.wrapping_sub(LO) & !bs)) & HI;
        if m != 0 {
            return Some(i + (m.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    let rest = b.get(i..)?;
    rest.iter().position(|&c| c == b'"' || c == b'\\' || c < 0x20).map(|p| i + p)
}

struct Reader<'a> {
    s: &'a str,
    b: &'a [u8],
    i: usize,
    depth: usize,
}

impl<'a> Reader<'a> {
    fn ws(&mut self) {
        while matches!(self.b.get(self.i), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.i += 1;
        }
    }

    fn eat_if(&mut self, c: u8) -> bool {
        let hit = self.b.get(self.i) == Some(&c);
        self.i += usize::from(hit);
        hit
    }

    fn eat(&mut self, c: u8) -> Option<()> {
        self.eat_if(c).then_some(())
    }

    fn value(&mut self) -> Option<Lite<'a>> {
        match *self.b.get(self.i)? {
            b'"' => self.string().map(Lite::String),
            b'{' => self.object(),
            b'[' => self.array(),
            b't' => self.word("true", Lite::Bool(true)),
            b'f' => self.word("false", Lite::Bool(false)),
            b'n' => self.word("null", Lite::Null),
            b'-' | b'0'..=b'9' => self.number(),
            _ => None,
        }
    }

    fn word(&mut self, word: &str, v: Lite<'a>) -> Option<Lite<'a>> {
        let end = self.i + word.len();
        (self.b.get(self.i..end)? == word.as_bytes()).then(|| {
            self.i = end;
            v
        })
    }

    fn digits(&mut self) -> usize {
        let start = self.i;
        while self.b.get(self.i).is_some_and(u8::is_ascii_digit) {
            self.i += 1;
        }
        self.i - start
    }

    /// The JSON number grammar; the value is `serde_json`'s reading of
    /// the text.
    fn number(&mut self) -> Option<Lite<'a>> {
        let start = self.i;
        self.eat_if(b'-');
        match self.b.get(self.i)? {
            b'0' => self.i += 1,
            b'1'..=b'9' => {
                self.digits();
            }
            _ => return None,
        }
        if self.eat_if(b'.') && self.digits() == 0 {
            return None;
        }
        if matches!(self.b.get(self.i), Some(b'e' | b'E')) {
            self.i += 1;
            if matches!(self.b.get(self.i), Some(b'+' | b'-')) {
                self.i += 1;
            }
            if self.digits() == 0 {
                return None;
            }
        }
        serde_json::from_str::<Number>(&self.s[start..self.i]).ok().map(Lite::Number)
    }

    /// At a `"`: the string, borrowed when it has no escape. A raw
    /// control byte is not allowed in a JSON string: `None`.
    fn string(&mut self) -> Option<Cow<'a, str>> {
        self.eat(b'"')?;
        let start = self.i;
        self.i = special(self.b, start)?;
        if self.eat_if(b'"') {
            return self.s.get(start..self.i - 1).map(Cow::Borrowed);
        }
        let mut owned = String::from(self.s.get(start..self.i)?);
        loop {
            // At a backslash, or at a control byte: not JSON.
            self.eat(b'\\')?;
            let c = match *self.b.get(self.i)? {
                c @ (b'"' | b'\\' | b'/') => char::from(c),
                b'b' => '\u{8}',
                b'f' => '\u{c}',
                b'n' => '\n',
                b'r' => '\r',
                b't' => '\t',
                _ => return None,
            };
            owned.push(c);
            let from = self.i + 1;
            self.i = special(self.b, from)?;
            owned.push_str(self.s.get(from..self.i)?);
            if self.eat_if(b'"') {
                return Some(Cow::Owned(owned));
            }
        }
    }

    fn nest(&mut self) -> Option<()> {
        self.depth += 1;
        (self.depth <= MAX_DEPTH).then_some(())
    }

    fn array(&mut self) -> Option<Lite<'a>> {
        self.eat(b'[')?;
        self.nest()?;
        let mut items = Vec::new();
        self.ws();
        if !self.eat_if(b']') {
            // Room for a few up front: a `Vec` growing from empty goes
            // through its slower reallocation path first.
            items.reserve_exact(4);
            loop {
                self.ws();
                items.push(self.value()?);
                self.ws();
                if !self.eat_if(b',') {
                    self.eat(b']')?;
                    break;
                }
            }
        }
        self.depth -= 1;
        Some(Lite::Array(items))
    }

    fn object(&mut self) -> Option<Lite<'a>> {
        self.eat(b'{')?;
        self.nest()?;
        let mut members: Vec<(Cow<'a, str>, Lite<'a>)> = Vec::new();
        self.ws();
        if !self.eat_if(b'}') {
            members.reserve_exact(4);
            loop {
                self.ws();
                let name = self.string()?;
                if members.len() == MAX_MEMBERS || members.iter().any(|(n, _)| *n == name) {
                    return None;
                }
                self.ws();
                self.eat(b':')?;
                self.ws();
                members.push((name, self.value()?));
                self.ws();
                if !self.eat_if(b',') {
                    self.eat(b'}')?;
                    break;
                }
            }
        }
        self.depth -= 1;
        Some(Lite::Object(members))
    }
}
