//! [`ScopeKey`]: the ordering scope of a message (for ACP, its session),
//! and the borrowed scanner that finds a scope's name in raw params without
//! decoding them. Kept apart from [`super::handler`] so that the peer (which
//! scopes its outgoing requests) and the handler both import it from below.

use std::hash::{Hash, Hasher};

use super::params::Params;

/// Identifies one ordering scope (for ACP, one session). A hash of the
/// scope's name: two names that collide only share an ordering queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ScopeKey(pub u64);

impl ScopeKey {
    /// The key of a scope name.
    #[must_use]
    pub fn of(name: &str) -> Self {
        let mut h = std::hash::DefaultHasher::new();
        name.hash(&mut h);
        ScopeKey(h.finish())
    }

    /// The key named by the string field `field` of the params object,
    /// found with a borrowed scan that stops at the field (members before it
    /// are skipped, not decoded; members after it are not looked at).
    #[must_use]
    pub fn from_field(params: &Params<'_>, field: &str) -> Option<Self> {
        scan::string_member(params.json()?, field.as_bytes()).map(|s| ScopeKey::of(&s))
    }
}

/// A scanner over text already known to be valid JSON (see [`Params::json`]):
/// the scope of every incoming notification is looked up here, and a
/// request's params can be megabytes long, so it must not walk the whole
/// value (the session id comes first in practice).
mod scan {
    use std::borrow::Cow;

    fn ws(b: &[u8], mut i: usize) -> usize {
        while i < b.len() && matches!(b[i], b' ' | b'\t' | b'\n' | b'\r') {
            i += 1;
        }
        i
    }

    /// `b[i]` is the opening quote; returns the index after the closing one
    /// and whether the string has escapes.
    fn string_end(b: &[u8], i: usize) -> Option<(usize, bool)> {
        let mut j = i + 1;
        let mut escaped = false;
        loop {
            j += memchr::memchr2(b'"', b'\\', b.get(j..)?)?;
            if b[j] == b'"' {
                return Some((j + 1, escaped));
            }
            escaped = true;
            j += 2;
        }
    }

    /// `b[i]` starts a value; returns the index after it.
    fn value_end(b: &[u8], i: usize) -> Option<usize> {
        match *b.get(i)? {
            b'"' => string_end(b, i).map(|(e, _)| e),
            b'{' | b'[' => {
                let mut depth = 0usize;
                let mut j = i;
                loop {
                    match *b.get(j)? {
                        b'"' => {
                            j = string_end(b, j)?.0;
                            continue;
                        }
                        b'{' | b'[' => depth += 1,
                        b'}' | b']' => {
                            depth = depth.checked_sub(1)?;
                            if depth == 0 {
                                return Some(j + 1);
                            }
                        }
                        _ => {}
                    }
                    j += 1;
                }
            }
            _ => {
                let mut j = i;
                while j < b.len() && !matches!(b[j], b',' | b'}' | b']' | b' ' | b'\t' | b'\n' | b'\r') {
                    j += 1;
                }
                Some(j)
            }
        }
    }

    /// The text of the string token `raw` (quotes included).
    fn text(raw: &str, escaped: bool) -> Option<Cow<'_, str>> {
        if escaped {
            serde_json::from_str::<String>(raw).ok().map(Cow::Owned)
        } else {
            raw.get(1..raw.len() - 1).map(Cow::Borrowed)
        }
    }

    /// The first top-level member `name` of the object `t`, when it is a
    /// string. Tokens are found in the bytes and sliced out of the text at
    /// their quotes (ASCII, so character boundaries).
    pub(super) fn string_member<'a>(t: &'a str, name: &[u8]) -> Option<Cow<'a, str>> {
        let b = t.as_bytes();
        let mut i = ws(b, 0);
        if b.get(i) != Some(&b'{') {
            return None;
        }
        i = ws(b, i + 1);
        loop {
            if b.get(i) != Some(&b'"') {
                return None;
            }
            let (kend, kesc) = string_end(b, i)?;
            let key = &b[i..kend];
            let hit = if kesc { text(t.get(i..kend)?, true)?.as_bytes() == name } else { &key[1..key.len() - 1] == name };
            i = ws(b, kend);
            if b.get(i) != Some(&b':') {
                return None;
            }
            i = ws(b, i + 1);
            if hit {
                if b.get(i) != Some(&b'"') {
                    return None;
                }
                let (vend, vesc) = string_end(b, i)?;
                return text(t.get(i..vend)?, vesc);
            }
            i = ws(b, value_end(b, i)?);
            match b.get(i) {
                Some(b',') => i = ws(b, i + 1),
                _ => return None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::value::RawValue;

    #[test]
    fn scope_from_field() {
        let p = RawValue::from_string(r#"{"update":{"sessionId":"no"},"sessionId":"s\u0031","x":[1]}"#.into()).unwrap();
        assert_eq!(ScopeKey::from_field(&Params::from(&*p), "sessionId"), Some(ScopeKey::of("s1")));
        assert_eq!(ScopeKey::from_field(&Params::from(&*p), "other"), None);
        assert_eq!(ScopeKey::from_field(&Params::default(), "sessionId"), None);
        let cases: &[(&str, Option<&str>)] = &[
            (r#" { "a" : [1, {"b":"]}\"["}, "x\\"] , "n": -1.5e3, "t":true,"z":null, "sessionId" : "k" } "#, Some("k")),
            (r#"{"session\u0049d":"esc\"aped","sessionId":"late"}"#, Some("esc\"aped")),
            (r#"{"sessionId":"first","sessionId":"second"}"#, Some("first")),
            (r#"{"ünï":"çødé","sessionId":"sé😀ss"}"#, Some("sé😀ss")),
            (r#"{"sessionId":"\u00e9\"😀"}"#, Some("é\"😀")),
            (r#"{"sessionId":5}"#, None),
            (r#"{"sessionId":{"sessionId":"x"}}"#, None),
            (r#"{}"#, None),
            (r#"[{"sessionId":"x"}]"#, None),
            (r#""sessionId""#, None),
        ];
        for (json, want) in cases {
            let p = RawValue::from_string((*json).into()).unwrap();
            assert_eq!(ScopeKey::from_field(&Params::from(&*p), "sessionId"), want.map(ScopeKey::of), "{json}");
        }
    }
}
