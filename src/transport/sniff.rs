//! Finding the `id` of a message that is too large to keep.
//!
//! An oversized request must still be answered with an error carrying its id,
//! but the message itself is never held in memory: the bytes stream through
//! this small state machine, which only follows the top-level object's keys
//! and remembers the value of `"id"` (bounded) and whether a `"method"` key
//! was seen. Everything else is dropped as it passes.

/// Longest id value (raw JSON bytes) that is remembered.
const MAX_ID_LEN: usize = 256;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Key {
    Id,
    Method,
    Other,
}

/// Streaming scanner for the top-level `id` and `method` keys of a JSON object.
#[derive(Debug, Default)]
pub struct IdSniffer {
    depth: u32,
    top_is_object: bool,
    in_str: bool,
    esc: bool,
    expect_key: bool,
    in_key: bool,
    key: [u8; 8],
    key_len: usize,
    after_key: Option<Key>,
    capturing: bool,
    id: Vec<u8>,
    id_overflow: bool,
    has_id: bool,
    has_method: bool,
    size: usize,
}

impl IdSniffer {
    /// A fresh scanner.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Bytes seen so far.
    #[must_use]
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether a top-level `"method"` key was seen (the message is a request
    /// or notification rather than a response).
    #[must_use]
    pub fn has_method(&self) -> bool {
        self.has_method
    }

    /// The raw JSON of the top-level `id` value, when one was seen, fit the
    /// bound, and is not `null`.
    #[must_use]
    pub fn id(&self) -> Option<&[u8]> {
        if !self.has_id || self.id_overflow || self.id.is_empty() || self.id == b"null" {
            return None;
        }
        Some(&self.id)
    }

    fn push_id(&mut self, b: u8) {
        if self.id.len() < MAX_ID_LEN {
            self.id.push(b);
        } else {
            self.id_overflow = true;
        }
    }

    fn end_value(&mut self) {
        if self.capturing {
            self.capturing = false;
            self.has_id = true;
        }
    }

    /// Feeds the next bytes of the message.
    pub fn feed(&mut self, bytes: &[u8]) {
        self.size += bytes.len();
        for &b in bytes {
            if self.in_str {
                if self.esc {
                    self.esc = false;
                } else if b == b'\\' {
                    self.esc = true;
                } else if b == b'"' {
                    self.in_str = false;
                    if self.in_key {
                        self.in_key = false;
                        let k = &self.key[..self.key_len.min(self.key.len())];
                        self.after_key = Some(match (k, self.key_len) {
                            (b"id", 2) => Key::Id,
                            (b"method", 6) => Key::Method,
                            _ => Key::Other,
                        });
                        continue;
                    }
                }
                if self.in_key {
                    if self.key_len < self.key.len() {
                        self.key[self.key_len] = b;
                    }
                    self.key_len += 1;
                } else if self.capturing {
                    self.push_id(b);
                }
                continue;
            }
            match b {
                b'"' => {
                    self.in_str = true;
                    if self.depth == 1 && self.expect_key {
                        self.expect_key = false;
                        self.in_key = true;
                        self.key_len = 0;
                    } else if self.capturing {
                        self.push_id(b);
                    }
                }
                b'{' | b'[' => {
                    if self.depth == 0 && b == b'{' {
                        self.top_is_object = true;
                        self.expect_key = true;
                    }
                    self.depth = self.depth.saturating_add(1);
                    if self.capturing {
                        self.push_id(b);
                    }
                }
                b'}' | b']' => {
                    if self.depth == 1 {
                        self.end_value();
                    } else if self.capturing {
                        self.push_id(b);
                    }
                    self.depth = self.depth.saturating_sub(1);
                }
                b':' if self.depth == 1 && self.top_is_object && self.after_key.is_some() => {
                    match self.after_key.take() {
                        Some(Key::Id) => {
                            self.capturing = true;
                            self.id.clear();
                            self.id_overflow = false;
                        }
                        Some(Key::Method) => self.has_method = true,
                        _ => {}
                    }
                }
                b',' if self.depth == 1 => {
                    self.end_value();
                    self.expect_key = self.top_is_object;
                }
                b' ' | b'\t' | b'\r' | b'\n' => {}
                _ => {
                    if self.capturing {
                        self.push_id(b);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sniff(s: &str) -> (Option<String>, bool) {
        let mut sn = IdSniffer::new();
        for chunk in s.as_bytes().chunks(3) {
            sn.feed(chunk);
        }
        (sn.id().map(|i| String::from_utf8_lossy(i).into_owned()), sn.has_method())
    }

    #[test]
    fn finds_id_anywhere() {
        assert_eq!(sniff(r#"{"jsonrpc":"2.0","id":42,"method":"x","params":{"id":7}}"#), (Some("42".into()), true));
        assert_eq!(sniff(r#"{"params":{"id":7,"s":"\"id\":9"},"method":"x","id":"a\"b"}"#), (Some(r#""a\"b""#.into()), true));
        assert_eq!(sniff(r#"{"result":{"big":[1,2,3]}, "id" : 9007199254740993 }"#), (Some("9007199254740993".into()), false));
        assert_eq!(sniff(r#"{"method":"x","params":[1]}"#), (None, true));
        assert_eq!(sniff(r#"{"id":null,"method":"x"}"#), (None, true));
        assert_eq!(sniff(r#"[{"id":1,"method":"x"}]"#), (None, false));
        assert_eq!(sniff("garbage \"id\": 5"), (None, false));
    }
}
