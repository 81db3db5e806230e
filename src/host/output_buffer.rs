//! The retained output of a terminal: the most recent bytes within a limit,
//! starting on a UTF-8 character boundary.

use std::collections::VecDeque;

/// Bytes a command wrote, oldest first, at most `limit` of them.
#[derive(Debug)]
pub(crate) struct OutputBuffer {
    bytes: VecDeque<u8>,
    limit: Option<usize>,
    truncated: bool,
    closed: bool,
}

impl OutputBuffer {
    /// An empty buffer keeping at most `limit` bytes (`None`: everything).
    pub(crate) fn new(limit: Option<usize>) -> Self {
        OutputBuffer { bytes: VecDeque::new(), limit, truncated: false, closed: false }
    }

    /// Appends `chunk`, dropping the oldest bytes beyond the limit and then
    /// the continuation bytes of a character cut in half.
    pub(crate) fn push(&mut self, chunk: &[u8]) {
        let Some(limit) = self.limit else {
            self.bytes.extend(chunk);
            return;
        };
        if chunk.is_empty() {
            return;
        }
        // Only the chunk's last `limit` bytes can survive.
        let tail = &chunk[chunk.len().saturating_sub(limit)..];
        let mut cut = tail.len() < chunk.len();
        if cut {
            self.bytes.clear();
        }
        self.bytes.extend(tail);
        if self.bytes.len() > limit {
            let excess = self.bytes.len() - limit;
            self.bytes.drain(..excess);
            cut = true;
        }
        if cut {
            self.truncated = true;
            self.skip_continuation();
        }
    }

    /// The pipe closed: no more bytes will come.
    pub(crate) fn close(&mut self) {
        self.closed = true;
    }

    /// Whether the pipe closed.
    pub(crate) fn is_closed(&self) -> bool {
        self.closed
    }

    /// The retained text and whether anything was dropped.
    ///
    /// Invalid UTF-8 becomes U+FFFD; if that makes the text longer than the
    /// limit, the front is trimmed again at a character boundary. While the
    /// pipe is open, an incomplete character at the end is left out.
    pub(crate) fn snapshot(&mut self) -> (String, bool) {
        let bytes = self.bytes.make_contiguous();
        let end = if self.closed { bytes.len() } else { bytes.len() - incomplete_tail(bytes) };
        let mut text = String::from_utf8_lossy(&bytes[..end]).into_owned();
        let mut truncated = self.truncated;
        if let Some(limit) = self.limit {
            if text.len() > limit {
                let mut cut = text.len() - limit;
                while !text.is_char_boundary(cut) {
                    cut += 1;
                }
                text.drain(..cut);
                truncated = true;
            }
        }
        (text, truncated)
    }

    /// Drops at most three leading continuation bytes (the rest of a
    /// character whose first byte was dropped).
    fn skip_continuation(&mut self) {
        for _ in 0..3 {
            match self.bytes.front() {
                Some(b) if b & 0xC0 == 0x80 => {
                    self.bytes.pop_front();
                }
                _ => break,
            }
        }
    }
}

/// Length of a trailing, not yet complete UTF-8 sequence (0 if none).
fn incomplete_tail(bytes: &[u8]) -> usize {
    let n = bytes.len();
    for back in 1..=n.min(4) {
        let b = bytes[n - back];
        if b & 0xC0 == 0x80 {
            continue;
        }
        let need = match b {
            0xF0..=0xFF => 4,
            0xE0..=0xEF => 3,
            0xC0..=0xDF => 2,
            _ => 1,
        };
        return if need > back { back } else { 0 };
    }
    0
}

#[cfg(test)]
mod tests {
    use super::OutputBuffer;

    #[test]
    fn keeps_the_latest_bytes_on_a_char_boundary() {
        let mut b = OutputBuffer::new(Some(5));
        b.push("ab".as_bytes());
        assert_eq!(b.snapshot(), ("ab".to_string(), false));
        // "abé€x" is 8 bytes; the last 5 start with the second byte of "é",
        // which is dropped too.
        b.push("é€x".as_bytes());
        let (text, truncated) = b.snapshot();
        assert!(truncated);
        assert_eq!(text, "€x");
    }

    #[test]
    fn unlimited_and_zero() {
        let mut b = OutputBuffer::new(None);
        b.push(b"hello");
        assert_eq!(b.snapshot(), ("hello".to_string(), false));
        let mut z = OutputBuffer::new(Some(0));
        z.push(b"x");
        assert_eq!(z.snapshot(), (String::new(), true));
    }

    #[test]
    fn holds_back_an_incomplete_char_until_closed() {
        let mut b = OutputBuffer::new(None);
        let euro = "€".as_bytes();
        b.push(&[b'a', euro[0], euro[1]]);
        assert_eq!(b.snapshot().0, "a");
        b.push(&euro[2..]);
        assert_eq!(b.snapshot().0, "a€");
        b.push(&[0xE2]);
        b.close();
        assert_eq!(b.snapshot().0, "a€\u{FFFD}");
    }

    #[test]
    fn replacement_chars_stay_within_the_limit() {
        let mut b = OutputBuffer::new(Some(4));
        b.push(&[0xFF, 0xFF, b'a', b'b']);
        b.close();
        let (text, truncated) = b.snapshot();
        assert!(text.len() <= 4);
        assert!(text.ends_with("ab"));
        assert!(truncated);
    }
}
