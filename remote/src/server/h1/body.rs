//! Reading a request body (`Content-Length` or chunked) into one `Bytes`,
//! bounded by `max_request_body`, with a timeout on progress so that a
//! client trickling a body cannot hold a connection's memory forever.
//!
//! Chunked bodies are decoded as they arrive and the wire bytes decoded are
//! dropped at once: what a body holds grows with its decoded bytes
//! (bounded by `max_request_body`), not with the bytes sent. The framing
//! is as strict as hyper's, and bounded as hyper bounds it:
//!
//! | input | answer |
//! |---|---|
//! | a chunk size that is not 1 to 16 hex digits (`+5`, ` 5`, `5 `, `0x5`) | 400 |
//! | a control byte (NUL, a bare CR or LF, …) in a chunk extension or a trailer line | 400 |
//! | a trailer line that is not `name: value` (a token, then a colon; no obs-fold) | 400 |
//! | chunk extensions over [`MAX_EXTENSIONS`] in total (16 KiB, as hyper) | 400 |
//! | trailers over [`MAX_TRAILERS`] bytes or [`MAX_TRAILER_LINES`] lines | 400 |
//! | a chunk-size or trailer line over [`MAX_LINE`] | 400 |

use std::time::Duration;

use bytes::Bytes;
use tokio::io::AsyncRead;

use super::head::Framing;
use crate::server::budget::Reservation;
use crate::server::stream::read_some;

/// How long a body may make no progress.
pub(crate) const BODY_STALL: Duration = Duration::from_secs(30);
/// Longest chunk-size line (with extensions) or trailer line.
pub(crate) const MAX_LINE: usize = 4096;
/// Chunk extensions a body may carry in total, in bytes (hyper's
/// `CHUNKED_EXTENSIONS_LIMIT`).
pub(crate) const MAX_EXTENSIONS: usize = 16 * 1024;
/// Trailer bytes a body may carry in total (hyper's `TRAILER_LIMIT`).
pub(crate) const MAX_TRAILERS: usize = 16 * 1024;
/// Trailer lines a body may carry (a request head's field bound).
pub(crate) const MAX_TRAILER_LINES: usize = super::head::MAX_HEADERS;

/// Why a body could not be read.
#[derive(Debug)]
pub(crate) enum Fail {
    /// Over `max_request_body` (413).
    TooLarge,
    /// Not valid chunked coding, or over its bounds (400).
    Invalid,
    /// The server's `max_input_bytes` has no room for it (503).
    Busy,
    /// The client went away or stalled: nothing to answer.
    Gone,
}

/// Reads the body framed by `framing` from `buf` (bytes already read after
/// the head) and then `io`; on success what follows the body stays in `buf`.
/// What it will hold is reserved in `hold` first (the server's budget):
/// a length body's length, a chunked one's chunk sizes as they come.
pub(crate) async fn read<S: AsyncRead + Unpin>(io: &mut S, buf: &mut Vec<u8>, framing: Framing, max: usize, hold: &Reservation) -> Result<Bytes, Fail> {
    match framing {
        Framing::Empty => Ok(Bytes::new()),
        Framing::Length(n) => {
            let n = usize::try_from(n).ok().filter(|n| *n <= max).ok_or(Fail::TooLarge)?;
            if !hold.grow_to(n) {
                return Err(Fail::Busy);
            }
            buf.reserve(n.saturating_sub(buf.len()));
            while buf.len() < n {
                more(io, buf).await?;
            }
            let rest = buf.split_off(n);
            Ok(Bytes::from(std::mem::replace(buf, rest)))
        }
        Framing::Chunked => {
            let mut d = Chunked::default();
            loop {
                let (used, done) = d.decode(buf, max)?;
                // What was decoded is dropped now: the buffer holds at most
                // an incomplete line and one read.
                buf.drain(..used);
                if !hold.grow_to(d.committed()) {
                    return Err(Fail::Busy);
                }
                if done {
                    return Ok(Bytes::from(d.out));
                }
                more(io, buf).await?;
            }
        }
    }
}

async fn more<S: AsyncRead + Unpin>(io: &mut S, buf: &mut Vec<u8>) -> Result<(), Fail> {
    match tokio::time::timeout(BODY_STALL, read_some(io, buf)).await {
        Ok(Ok(n)) if n > 0 => Ok(()),
        _ => Err(Fail::Gone),
    }
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum State {
    /// Reading a chunk-size line.
    #[default]
    Size,
    /// In a chunk's data: this many bytes left.
    Data(usize),
    /// The CRLF after a chunk's data.
    DataEnd,
    /// Trailer lines after the last chunk, up to an empty one.
    Trailers,
}

/// An incremental chunked decoder: `decode` takes what arrived, returns
/// how much of it was decoded (to be dropped by the caller) and picks up
/// there with the next input.
#[derive(Debug, Default)]
pub(crate) struct Chunked {
    state: State,
    out: Vec<u8>,
    /// Chunk-extension bytes so far.
    extensions: usize,
    /// Trailer bytes and lines so far.
    trailers: usize,
    trailer_lines: usize,
    /// The trailer lines (each with its CRLF; at most [`MAX_TRAILERS`]),
    /// held until the empty line to be parsed as hyper parses them.
    trailer_block: Vec<u8>,
}

impl Chunked {
    /// Decodes from the start of `input`: how many bytes it used, and
    /// whether the body ended there (what follows is the next request's).
    pub(crate) fn decode(&mut self, input: &[u8], max: usize) -> Result<(usize, bool), Fail> {
        let mut at = 0;
        loop {
            let rest = &input[at..];
            match self.state {
                State::Size => {
                    let Some(line) = line(rest)? else { return Ok((at, false)) };
                    let size = self.size_line(line)?;
                    if self.out.len().saturating_add(size) > max {
                        return Err(Fail::TooLarge);
                    }
                    at += line.len() + 2;
                    self.state = if size == 0 { State::Trailers } else { State::Data(size) };
                }
                State::Data(left) => {
                    if rest.is_empty() {
                        return Ok((at, false));
                    }
                    let n = left.min(rest.len());
                    self.out.extend_from_slice(&rest[..n]);
                    at += n;
                    self.state = if n == left { State::DataEnd } else { State::Data(left - n) };
                }
                State::DataEnd => {
                    if rest.len() < 2 {
                        return Ok((at, false));
                    }
                    if &rest[..2] != b"\r\n" {
                        return Err(Fail::Invalid);
                    }
                    at += 2;
                    self.state = State::Size;
                }
                State::Trailers => {
                    let Some(line) = line(rest)? else { return Ok((at, false)) };
                    at += line.len() + 2;
                    if line.is_empty() {
                        if !self.trailer_block.is_empty() && !trailer_fields(&mut self.trailer_block, self.trailer_lines) {
                            return Err(Fail::Invalid);
                        }
                        return Ok((at, true));
                    }
                    self.trailers += line.len() + 2;
                    self.trailer_lines += 1;
                    if self.trailers > MAX_TRAILERS || self.trailer_lines > MAX_TRAILER_LINES || !trailer_field(line) {
                        return Err(Fail::Invalid);
                    }
                    self.trailer_block.extend_from_slice(line);
                    self.trailer_block.extend_from_slice(b"\r\n");
                }
            }
        }
    }

    /// The body decoded so far.
    pub(crate) fn decoded(&self) -> &[u8] {
        &self.out
    }

    /// What the body holds once the chunk under way is in: the bytes
    /// decoded and those its size line announced that are still to come.
    pub(crate) fn committed(&self) -> usize {
        match self.state {
            State::Data(left) => self.out.len().saturating_add(left),
            _ => self.out.len(),
        }
    }

    /// RFC 9112 §7.1: `chunk-size [ chunk-ext ]`, where chunk-size is
    /// `1*HEXDIG` and chunk-ext `*( BWS ";" … )`: nothing but hex digits
    /// before the extensions (no sign, no leading or trailing space).
    fn size_line(&mut self, line: &[u8]) -> Result<usize, Fail> {
        let digits = line.iter().take_while(|b| b.is_ascii_hexdigit()).count();
        if digits == 0 || digits > 15 {
            return Err(Fail::Invalid);
        }
        let ext = &line[digits..];
        if !ext.is_empty() {
            // Optional whitespace, then `;`: whitespace alone is not an extension.
            let lead = ext.iter().take_while(|b| matches!(b, b' ' | b'\t')).count();
            if ext.get(lead) != Some(&b';') || !ext.iter().all(|b| field_byte(*b)) {
                return Err(Fail::Invalid);
            }
            self.extensions += ext.len();
            if self.extensions > MAX_EXTENSIONS {
                return Err(Fail::Invalid);
            }
        }
        let digits = std::str::from_utf8(&line[..digits]).map_err(|_| Fail::Invalid)?;
        usize::from_str_radix(digits, 16).map_err(|_| Fail::Invalid)
    }
}

/// A byte a field value (and so a chunk extension) may hold: visible
/// ASCII, space, HTAB and obs-text; no other control byte.
fn field_byte(b: u8) -> bool {
    b == b'\t' || (b >= 0x20 && b != 0x7f)
}

/// A trailer line is a header field (RFC 9112 §7.1.2, §5): a token, `:`,
/// then field bytes; no whitespace before the colon, no obs-fold (hyper's
/// trailers go through httparse, which holds fields to this).
fn trailer_field(line: &[u8]) -> bool {
    let name = line.iter().take_while(|b| tchar(**b)).count();
    name > 0 && line.get(name) == Some(&b':') && line[name + 1..].iter().all(|b| field_byte(*b))
}

/// Whether the trailer lines of `block` (`lines` of them, each with its
/// CRLF) are header fields as hyper's HTTP/1 server reads a chunked body's
/// trailers: httparse, then the `http` crate's name and value rules. What
/// hyper refuses is refused (the h1 fuzz target compares).
fn trailer_fields(block: &mut Vec<u8>, lines: usize) -> bool {
    block.extend_from_slice(b"\r\n");
    let mut fields = vec![httparse::EMPTY_HEADER; lines];
    match httparse::parse_headers(block, &mut fields) {
        Ok(httparse::Status::Complete((_, fields))) => fields
            .iter()
            .all(|f| http::HeaderName::from_bytes(f.name.as_bytes()).is_ok() && http::HeaderValue::from_bytes(f.value).is_ok()),
        _ => false,
    }
}

/// RFC 9110 §5.6.2 `tchar`.
fn tchar(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b)
}

/// The line at the start of `input` without its CRLF, once it is complete;
/// a bare LF ends nothing and is refused.
fn line(input: &[u8]) -> Result<Option<&[u8]>, Fail> {
    match memchr::memchr(b'\n', input) {
        Some(end) if end == 0 || input[end - 1] != b'\r' => Err(Fail::Invalid),
        Some(end) if end - 1 <= MAX_LINE => Ok(Some(&input[..end - 1])),
        Some(_) => Err(Fail::Invalid),
        None if input.len() > MAX_LINE + 1 => Err(Fail::Invalid),
        None => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decodes `input` fed `piece` bytes at a time, dropping what was
    /// decoded as `read` does; also the most input ever kept.
    fn decode_in_pieces(input: &[u8], piece: usize, max: usize) -> Result<(Vec<u8>, Vec<u8>, usize), Fail> {
        let mut d = Chunked::default();
        let mut buf = Vec::new();
        let (mut fed, mut kept) = (0, 0);
        loop {
            let next = (fed + piece).min(input.len());
            buf.extend_from_slice(&input[fed..next]);
            fed = next;
            kept = kept.max(buf.len());
            let (used, done) = d.decode(&buf, max)?;
            buf.drain(..used);
            if done {
                buf.extend_from_slice(&input[fed..]);
                return Ok((d.out, buf, kept));
            }
            if fed == input.len() {
                panic!("incomplete");
            }
        }
    }

    #[test]
    fn chunked_bodies_decode_whatever_the_reads() {
        let input = b"5;ext=1\r\nhello\r\n6 ; a=\"b c\"\r\n world\r\n0\r\nTrailer: x\r\n\r\nNEXT";
        for piece in [1, 2, 3, 7, 100] {
            let (out, rest, _) = decode_in_pieces(input, piece, 1024).unwrap();
            assert_eq!(out, b"hello world");
            assert_eq!(rest, b"NEXT");
        }
    }

    #[test]
    fn bad_or_oversized_chunked_bodies_fail() {
        assert!(matches!(decode_in_pieces(b"zz\r\nhello\r\n0\r\n\r\n", 100, 1024), Err(Fail::Invalid)));
        assert!(matches!(decode_in_pieces(b"5\r\nhelloXX0\r\n\r\n", 100, 1024), Err(Fail::Invalid)));
        assert!(matches!(decode_in_pieces(b"400\r\n", 100, 1023), Err(Fail::TooLarge)));
        assert!(matches!(decode_in_pieces(b"fffffffffffffffffff\r\n", 100, 1024), Err(Fail::Invalid)));
    }

    #[test]
    fn chunk_sizes_are_hex_digits_only() {
        for bad in [
            &b"+5\r\nhello\r\n0\r\n\r\n"[..],
            b" 5\r\nhello\r\n0\r\n\r\n",
            b"5 \r\nhello\r\n0\r\n\r\n",
            b"5\t\r\nhello\r\n0\r\n\r\n",
            b"0x5\r\nhello\r\n0\r\n\r\n",
            b"-5\r\nhello\r\n0\r\n\r\n",
            b"\r\nhello\r\n0\r\n\r\n",
            b"5\nhello\r\n0\r\n\r\n",
            b"5;a\nb\r\nhello\r\n0\r\n\r\n",
            b"5;a\0b\r\nhello\r\n0\r\n\r\n",
            b"5;a\rb\r\nhello\r\n0\r\n\r\n",
            b"5;a\x1bb\r\nhello\r\n0\r\n\r\n",
            b"5;a\x7fb\r\nhello\r\n0\r\n\r\n",
            b"5\r\nhello\r\n0\r\nX: a\0b\r\n\r\n",
            b"5\r\nhello\r\n0\r\nX: a\nY: b\r\n\r\n",
            b"5\r\nhello\r\n0\r\nno colon\r\n\r\n",
            b"5\r\nhello\r\n0\r\nX : a\r\n\r\n",
            b"5\r\nhello\r\n0\r\n: a\r\n\r\n",
            b"5\r\nhello\r\n0\r\nX: a\r\n folded\r\n\r\n",
        ] {
            for piece in [1, 100] {
                assert!(matches!(decode_in_pieces(bad, piece, 1024), Err(Fail::Invalid)), "accepted: {:?}", String::from_utf8_lossy(bad));
            }
        }
        let (out, _, _) = decode_in_pieces(b"00005\r\nhello\r\n0\r\n\r\n", 3, 1024).unwrap();
        assert_eq!(out, b"hello");
    }

    #[test]
    fn extensions_and_trailers_are_bounded_in_total() {
        // 1-byte chunks with 1 KiB extensions: refused once they pass 16 KiB.
        let ext = format!(";x={}", "e".repeat(1024));
        let chunk = format!("1{ext}\r\nx\r\n");
        let under = format!("{}0\r\n\r\n", chunk.repeat(MAX_EXTENSIONS / ext.len()));
        assert_eq!(decode_in_pieces(under.as_bytes(), 4096, 1 << 20).unwrap().0.len(), MAX_EXTENSIONS / ext.len());
        let over = format!("{}0\r\n\r\n", chunk.repeat(MAX_EXTENSIONS / ext.len() + 1));
        assert!(matches!(decode_in_pieces(over.as_bytes(), 4096, 1 << 20), Err(Fail::Invalid)));
        // Trailers: by bytes and by lines.
        let long = format!("0\r\n{}\r\n", format!("X: {}\r\n", "t".repeat(1000)).repeat(17));
        assert!(matches!(decode_in_pieces(long.as_bytes(), 4096, 1024), Err(Fail::Invalid)));
        let many = format!("0\r\n{}\r\n", "X: t\r\n".repeat(MAX_TRAILER_LINES + 1));
        assert!(matches!(decode_in_pieces(many.as_bytes(), 4096, 1024), Err(Fail::Invalid)));
        let fine = format!("0\r\n{}\r\n", "X: t\r\n".repeat(MAX_TRAILER_LINES));
        assert!(decode_in_pieces(fine.as_bytes(), 4096, 1024).is_ok());
    }

    #[test]
    fn decoded_wire_bytes_are_dropped_as_they_go() {
        // 1 MiB of wire for 64 KiB of body: the input kept never grows past a read and a line.
        let body = "0000000000001\r\nx\r\n".repeat(64 * 1024) + "0\r\n\r\n";
        let (out, _, kept) = decode_in_pieces(body.as_bytes(), 4096, 1 << 20).unwrap();
        assert_eq!(out.len(), 64 * 1024);
        assert!(kept <= 4096 + MAX_LINE, "kept {kept} bytes of input");
    }

    #[tokio::test]
    async fn a_length_body_leaves_what_follows() {
        let (mut a, mut b) = tokio::io::duplex(64);
        tokio::io::AsyncWriteExt::write_all(&mut a, b"lo worldGET").await.unwrap();
        let budget = crate::server::budget::Budget::new(1 << 20);
        let hold = Reservation::new(&budget);
        let mut buf = b"hel".to_vec();
        let body = read(&mut b, &mut buf, Framing::Length(11), 100, &hold).await.unwrap();
        assert_eq!(&body[..], b"hello world");
        assert_eq!(buf, b"GET");
        assert_eq!(budget.used(), 11);
        let mut buf = Vec::new();
        assert!(matches!(read(&mut b, &mut buf, Framing::Length(101), 100, &hold).await, Err(Fail::TooLarge)));
    }

    #[tokio::test]
    async fn bodies_reserve_from_the_servers_budget() {
        let budget = crate::server::budget::Budget::new(100);
        let other = Reservation::new(&budget);
        assert!(other.add(60));
        let (_a, mut b) = tokio::io::duplex(1024);
        let hold = Reservation::new(&budget);
        // A length body that does not fit is refused before it is read.
        let mut buf = Vec::new();
        assert!(matches!(read(&mut b, &mut buf, Framing::Length(41), 1000, &hold).await, Err(Fail::Busy)));
        // A chunked one when a chunk's size line announces more than fits.
        let mut buf = b"a\r\n0123456789\r\n30\r\n0123".to_vec();
        assert!(matches!(read(&mut b, &mut buf, Framing::Chunked, 1000, &hold).await, Err(Fail::Busy)));
        assert_eq!(budget.used(), 60, "10 + 48 announced bytes do not fit in the 40 left");
        drop(hold);
        drop(other);
        assert_eq!(budget.used(), 0);
    }
}
