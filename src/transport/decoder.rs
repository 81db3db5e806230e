//! The framing decoder: bytes in, frames out.
//!
//! Synchronous and I/O-free so that the fuzzer and the tests can drive it with
//! any split of the byte stream; [`super::FrameReader`] wraps it for tokio.
//!
//! * Newline-delimited JSON (the ACP default): a frame is one line; a trailing
//!   `\r` is dropped, blank lines are skipped, an unterminated last line at EOF
//!   is still a frame.
//! * LSP-style `Content-Length: N` headers, detected when the stream's first
//!   non-blank bytes are that header (case-insensitive); the connection then
//!   stays in that mode.
//! * Size cap: a frame larger than `max` is never buffered whole. Its bytes
//!   stream through an [`IdSniffer`] and are dropped; the decoder then yields
//!   [`Frame::Oversized`] with the id (if any) so the caller can answer.

use super::sniff::IdSniffer;

/// How frames are delimited on a connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Framing {
    /// Decide from the first bytes received (write newline-delimited JSON
    /// until then).
    #[default]
    Auto,
    /// One JSON message per `\n`-terminated line.
    Ndjson,
    /// `Content-Length: N\r\n\r\n` followed by N bytes of JSON.
    ContentLength,
}

/// One decoded unit of the byte stream.
#[derive(Debug, PartialEq, Eq)]
pub enum Frame<'a> {
    /// A complete message (terminator removed).
    Message(&'a [u8]),
    /// A message over the size cap was skipped.
    Oversized(Oversized),
    /// Bytes that cannot be framed (a bad `Content-Length` header) were skipped.
    Malformed(&'static str),
}

/// What is known about a message that was skipped for its size.
#[derive(Debug, PartialEq, Eq)]
pub struct Oversized {
    /// Bytes skipped.
    pub size: usize,
    /// Raw JSON of the top-level `id`, if one was found.
    pub id: Option<Vec<u8>>,
    /// Whether it had a top-level `method` (a request, not a response).
    pub has_method: bool,
}

/// Longest header block accepted in Content-Length mode.
const MAX_HEADER_LINE: usize = 8 * 1024;
/// Bytes reserved per read.
pub(crate) const READ_CHUNK: usize = 64 * 1024;
/// Capacity above which an idle buffer is given back.
const SHRINK_ABOVE: usize = 4 * 1024 * 1024;
const CL_HEADER: &[u8] = b"content-length:";

#[derive(Debug)]
struct Discard {
    sniffer: IdSniffer,
    /// `Some(n)`: n body bytes left (Content-Length); `None`: until newline.
    remaining: Option<usize>,
}

/// Incremental frame decoder with a size cap.
#[derive(Debug)]
pub struct FrameDecoder {
    buf: Vec<u8>,
    start: usize,
    scanned: usize,
    max: usize,
    framing: Framing,
    discard: Option<Discard>,
    body_len: Option<usize>,
    header_len: Option<usize>,
}

impl FrameDecoder {
    /// A decoder for `framing` ([`Framing::Auto`] detects) with a maximum frame size.
    #[must_use]
    pub fn new(framing: Framing, max: usize) -> Self {
        FrameDecoder {
            buf: Vec::new(),
            start: 0,
            scanned: 0,
            max: max.max(1),
            framing,
            discard: None,
            body_len: None,
            header_len: None,
        }
    }

    /// The framing in use (`Auto` until detected).
    #[must_use]
    pub fn framing(&self) -> Framing {
        self.framing
    }

    /// Changes the size cap for frames not yet started.
    pub fn set_max(&mut self, max: usize) {
        self.max = max.max(1);
    }

    /// Bytes buffered and not yet returned (for tests of bounded memory).
    #[must_use]
    pub fn buffered(&self) -> usize {
        self.buf.len() - self.start
    }

    /// Appends received bytes.
    pub fn feed(&mut self, bytes: &[u8]) {
        self.make_room(bytes.len());
        self.buf.extend_from_slice(bytes);
    }

    /// The buffer to read into: the caller appends (e.g. with tokio's
    /// `read_buf`) up to its spare capacity.
    pub(crate) fn read_target(&mut self) -> &mut Vec<u8> {
        self.make_room(READ_CHUNK);
        &mut self.buf
    }

    /// Drops consumed bytes and reserves space for `extra` more.
    fn make_room(&mut self, extra: usize) {
        if self.start > 0 && (self.start == self.buf.len() || self.start >= self.buf.capacity() / 2) {
            self.buf.copy_within(self.start.., 0);
            self.buf.truncate(self.buf.len() - self.start);
            self.scanned -= self.start;
            self.start = 0;
            if self.buf.is_empty() && self.buf.capacity() > SHRINK_ABOVE {
                self.buf = Vec::new();
            }
        }
        self.buf.reserve(extra);
    }

    /// The next frame from the buffered bytes, or `None` when more input is needed.
    pub fn next_frame(&mut self) -> Option<Frame<'_>> {
        let r = self.advance(false)?;
        Some(self.resolve(r))
    }

    /// At end of input: the remaining frames, including an unterminated last line.
    pub fn finish(&mut self) -> Option<Frame<'_>> {
        let r = self.advance(true)?;
        Some(self.resolve(r))
    }

    /// Decodes the next frame as positions into the buffer (no borrow held,
    /// so async callers can loop around reads); see [`Self::resolve`].
    pub(crate) fn advance(&mut self, eof: bool) -> Option<Raw> {
        loop {
            if self.discard.is_some() {
                return self.continue_discard(eof);
            }
            match self.framing {
                Framing::Auto => {
                    if !self.detect(eof) {
                        return None;
                    }
                }
                Framing::Ndjson => return self.next_line(eof),
                Framing::ContentLength => match self.next_cl(eof)? {
                    Step::Again => continue,
                    Step::Out(r) => return Some(r),
                },
            }
        }
    }

    /// Turns the result of [`Self::advance`] into a frame borrowing the buffer.
    pub(crate) fn resolve(&mut self, r: Raw) -> Frame<'_> {
        match r {
            Raw::Range(a, b) => Frame::Message(&self.buf[a..b]),
            Raw::Oversized(o) => Frame::Oversized(o),
            Raw::Malformed(m) => Frame::Malformed(m),
        }
    }

    /// Skips leading blank bytes and decides the framing. Returns false when
    /// more input is needed.
    fn detect(&mut self, eof: bool) -> bool {
        while self.start < self.buf.len() && self.buf[self.start].is_ascii_whitespace() {
            self.start += 1;
        }
        self.scanned = self.start;
        let rest = &self.buf[self.start..];
        if rest.is_empty() {
            return false;
        }
        let n = rest.len().min(CL_HEADER.len());
        if rest[..n].eq_ignore_ascii_case(&CL_HEADER[..n]) {
            if n < CL_HEADER.len() && !eof {
                return false;
            }
            self.framing = if n == CL_HEADER.len() { Framing::ContentLength } else { Framing::Ndjson };
        } else {
            self.framing = Framing::Ndjson;
        }
        true
    }

    fn next_line(&mut self, eof: bool) -> Option<Raw> {
        loop {
            let found = memchr::memchr(b'\n', &self.buf[self.scanned..]).map(|i| self.scanned + i);
            let (end, next) = match found {
                Some(nl) => (nl, nl + 1),
                None if eof && self.start < self.buf.len() => (self.buf.len(), self.buf.len()),
                None => {
                    self.scanned = self.buf.len();
                    if self.buf.len() - self.start > self.max {
                        self.begin_discard(None);
                    }
                    return None;
                }
            };
            let mut a = self.start;
            let mut b = end;
            self.start = next;
            self.scanned = next;
            // Measured before trimming, like a line still being received,
            // so the outcome does not depend on how the input was split.
            let raw_len = b - a;
            while a < b && self.buf[a].is_ascii_whitespace() {
                a += 1;
            }
            while b > a && self.buf[b - 1].is_ascii_whitespace() {
                b -= 1;
            }
            if a == b && raw_len <= self.max {
                continue;
            }
            if raw_len > self.max {
                return Some(Raw::Oversized(sniff_whole(&self.buf[a..b])));
            }
            return Some(Raw::Range(a, b));
        }
    }

    fn next_cl(&mut self, eof: bool) -> Option<Step> {
        if let Some(n) = self.body_len {
            if n > self.max {
                self.body_len = None;
                self.discard = Some(Discard { sniffer: IdSniffer::new(), remaining: Some(n) });
                return Some(Step::Again);
            }
            if self.buf.len() - self.start < n {
                if eof && self.start < self.buf.len() {
                    self.start = self.buf.len();
                    self.body_len = None;
                    return Some(Step::Out(Raw::Malformed("truncated Content-Length body")));
                }
                return None;
            }
            let a = self.start;
            self.start += n;
            self.scanned = self.start;
            self.body_len = None;
            return Some(Step::Out(Raw::Range(a, a + n)));
        }
        // Header lines, one at a time.
        let Some(i) = memchr::memchr(b'\n', &self.buf[self.start..]) else {
            if self.buf.len() - self.start > MAX_HEADER_LINE {
                self.start = self.buf.len();
                self.header_len = None;
                return Some(Step::Out(Raw::Malformed("header line too long")));
            }
            if eof && self.start < self.buf.len() {
                self.start = self.buf.len();
                return Some(Step::Out(Raw::Malformed("truncated header")));
            }
            return None;
        };
        let line = self.buf[self.start..self.start + i].trim_ascii();
        let consumed = self.start + i + 1;
        let step = if line.is_empty() {
            match self.header_len.take() {
                Some(n) => {
                    self.body_len = Some(n);
                    Step::Again
                }
                // Blank lines between messages are tolerated.
                None => Step::Again,
            }
        } else if line.len() > CL_HEADER.len() && line[..CL_HEADER.len()].eq_ignore_ascii_case(CL_HEADER) {
            match std::str::from_utf8(&line[CL_HEADER.len()..]).ok().and_then(|s| s.trim().parse::<usize>().ok()) {
                Some(n) => {
                    self.header_len = Some(n);
                    Step::Again
                }
                None => Step::Out(Raw::Malformed("bad Content-Length value")),
            }
        } else if line.contains(&b':') {
            // Other headers (Content-Type) are ignored.
            Step::Again
        } else {
            self.header_len = None;
            Step::Out(Raw::Malformed("expected a Content-Length header"))
        };
        self.start = consumed;
        self.scanned = consumed;
        Some(step)
    }

    /// Starts skipping the current (oversized) frame: what is buffered goes
    /// through the sniffer and is released.
    fn begin_discard(&mut self, remaining: Option<usize>) {
        let mut sniffer = IdSniffer::new();
        sniffer.feed(&self.buf[self.start..]);
        self.buf.truncate(self.start);
        self.scanned = self.start;
        self.discard = Some(Discard { sniffer, remaining });
    }

    fn continue_discard(&mut self, eof: bool) -> Option<Raw> {
        let d = self.discard.as_mut()?;
        let avail = &self.buf[self.start..];
        let done_at = match d.remaining {
            Some(n) => (avail.len() >= n).then_some((n, n)),
            None => memchr::memchr(b'\n', avail).map(|i| (i, i + 1)),
        };
        match done_at {
            Some((take, skip)) => {
                d.sniffer.feed(&avail[..take]);
                self.start += skip;
                self.scanned = self.start;
            }
            None => {
                d.sniffer.feed(avail);
                if let Some(n) = &mut d.remaining {
                    *n -= avail.len();
                }
                self.buf.truncate(self.start);
                self.scanned = self.start;
                if !eof {
                    return None;
                }
            }
        }
        let d = self.discard.take()?;
        Some(Raw::Oversized(oversized(&d.sniffer)))
    }
}

pub(crate) enum Raw {
    Range(usize, usize),
    Oversized(Oversized),
    Malformed(&'static str),
}

enum Step {
    Again,
    Out(Raw),
}

fn oversized(s: &IdSniffer) -> Oversized {
    Oversized { size: s.size(), id: s.id().map(<[u8]>::to_vec), has_method: s.has_method() }
}

fn sniff_whole(bytes: &[u8]) -> Oversized {
    let mut s = IdSniffer::new();
    s.feed(bytes);
    oversized(&s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn collect(framing: Framing, max: usize, input: &[u8], split: usize) -> Vec<String> {
        let mut d = FrameDecoder::new(framing, max);
        let mut out = Vec::new();
        let mut push = |f: Frame<'_>| match f {
            Frame::Message(m) => out.push(String::from_utf8_lossy(m).into_owned()),
            Frame::Oversized(o) => out.push(format!(
                "OVERSIZED {} {:?} {}",
                o.size,
                o.id.map(|i| String::from_utf8(i).unwrap_or_default()),
                o.has_method
            )),
            Frame::Malformed(m) => out.push(format!("MALFORMED {m}")),
        };
        for chunk in input.chunks(split.max(1)) {
            d.feed(chunk);
            while let Some(f) = d.next_frame() {
                push(f);
            }
        }
        while let Some(f) = d.finish() {
            push(f);
        }
        out
    }

    #[test]
    fn ndjson_lines_crlf_blank_and_tail() {
        let input = b"\n{\"a\":1}\r\n\r\n  {\"b\":2}\n{\"c\":3}";
        for split in 1..12 {
            assert_eq!(collect(Framing::Auto, 100, input, split), ["{\"a\":1}", "{\"b\":2}", "{\"c\":3}"]);
        }
    }

    #[test]
    fn oversized_line_is_skipped_with_id() {
        let big = format!("{{\"method\":\"m\",\"params\":\"{}\",\"id\":7}}", "x".repeat(500));
        let input = format!("{{\"a\":1}}\n{big}\n{{\"b\":2}}\n");
        for split in [1, 7, 64, 1000] {
            let got = collect(Framing::Ndjson, 100, input.as_bytes(), split);
            assert_eq!(got[0], "{\"a\":1}");
            assert_eq!(got[1], format!("OVERSIZED {} Some(\"7\") true", big.len()));
            assert_eq!(got[2], "{\"b\":2}");
        }
    }

    #[test]
    fn content_length_detected() {
        let body1 = "{\"a\":1}";
        let body2 = "{\"b\":\n2}";
        let input = format!(
            "Content-Length: {}\r\nContent-Type: application/json\r\n\r\n{body1}content-length:{}\r\n\r\n{body2}",
            body1.len(),
            body2.len()
        );
        for split in 1..20 {
            let mut d = FrameDecoder::new(Framing::Auto, 100);
            let mut got = Vec::new();
            for c in input.as_bytes().chunks(split) {
                d.feed(c);
                while let Some(f) = d.next_frame() {
                    got.push(format!("{f:?}"));
                }
            }
            assert_eq!(d.framing(), Framing::ContentLength);
            assert_eq!(got, [format!("{:?}", Frame::Message(body1.as_bytes())), format!("{:?}", Frame::Message(body2.as_bytes()))]);
        }
    }

    #[test]
    fn content_length_oversized() {
        let big = format!("{{\"id\":\"q\",\"method\":\"m\",\"params\":\"{}\"}}", "y".repeat(300));
        let input = format!("Content-Length: {}\r\n\r\n{big}Content-Length: 2\r\n\r\n{{}}", big.len());
        for split in [1, 5, 50, 4096] {
            let got = collect(Framing::Auto, 64, input.as_bytes(), split);
            assert_eq!(got, [format!("OVERSIZED {} Some(\"\\\"q\\\"\") true", big.len()), "{}".to_string()]);
        }
    }

    #[test]
    fn discard_keeps_memory_bounded() {
        let mut d = FrameDecoder::new(Framing::Ndjson, 1000);
        d.feed(b"{\"id\":1,\"method\":\"x\",\"params\":\"");
        for _ in 0..1000 {
            d.feed(&[b'z'; 1000]);
            assert!(d.next_frame().is_none());
            assert!(d.buffered() <= 2000, "{}", d.buffered());
        }
        d.feed(b"\"}\n{}\n");
        assert!(matches!(d.next_frame(), Some(Frame::Oversized(Oversized { id: Some(_), .. }))));
        assert_eq!(d.next_frame(), Some(Frame::Message(b"{}")));
    }
}
