//! Reading a request body (`Content-Length` or chunked) into one `Bytes`,
//! bounded by `max_request_body`, with a timeout on progress so that a
//! client trickling a body cannot hold a connection's memory forever.

use std::time::Duration;

use bytes::Bytes;
use tokio::io::AsyncRead;

use super::head::Framing;
use crate::remote::server::stream::read_some;

/// How long a body may make no progress.
pub(crate) const BODY_STALL: Duration = Duration::from_secs(30);
/// Longest chunk-size line (with extensions) or trailer line.
const MAX_LINE: usize = 4096;

/// Why a body could not be read.
#[derive(Debug)]
pub(crate) enum Fail {
    /// Over `max_request_body` (413).
    TooLarge,
    /// Not valid chunked coding (400).
    Invalid,
    /// The client went away or stalled: nothing to answer.
    Gone,
}

/// Reads the body framed by `framing` from `buf` (bytes already read after
/// the head) and then `io`; on success what follows the body stays in `buf`.
pub(crate) async fn read<S: AsyncRead + Unpin>(io: &mut S, buf: &mut Vec<u8>, framing: Framing, max: usize) -> Result<Bytes, Fail> {
    match framing {
        Framing::Empty => Ok(Bytes::new()),
        Framing::Length(n) => {
            let n = usize::try_from(n).ok().filter(|n| *n <= max).ok_or(Fail::TooLarge)?;
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
                match d.decode(buf, max)? {
                    Some(used) => {
                        buf.drain(..used);
                        return Ok(Bytes::from(d.out));
                    }
                    None => more(io, buf).await?,
                }
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

/// An incremental chunked decoder: `decode` picks up where it stopped, so a
/// body arriving in many reads is scanned once.
#[derive(Debug, Default)]
struct Chunked {
    state: State,
    /// How far into the input it has decoded.
    at: usize,
    out: Vec<u8>,
}

impl Chunked {
    /// Decodes what `input` holds: `Some(n)` once the body ended after `n`
    /// bytes, `None` when it needs more.
    fn decode(&mut self, input: &[u8], max: usize) -> Result<Option<usize>, Fail> {
        loop {
            let rest = &input[self.at..];
            match self.state {
                State::Size => {
                    let Some(line) = line(rest)? else { return Ok(None) };
                    let digits = line.split(|b| *b == b';').next().unwrap_or_default().trim_ascii();
                    if digits.is_empty() || digits.len() > 15 {
                        return Err(Fail::Invalid);
                    }
                    let size = std::str::from_utf8(digits).ok().and_then(|s| usize::from_str_radix(s, 16).ok()).ok_or(Fail::Invalid)?;
                    if self.out.len().saturating_add(size) > max {
                        return Err(Fail::TooLarge);
                    }
                    self.at += line.len() + 2;
                    self.state = if size == 0 { State::Trailers } else { State::Data(size) };
                }
                State::Data(left) => {
                    if rest.is_empty() {
                        return Ok(None);
                    }
                    let n = left.min(rest.len());
                    self.out.extend_from_slice(&rest[..n]);
                    self.at += n;
                    self.state = if n == left { State::DataEnd } else { State::Data(left - n) };
                }
                State::DataEnd => {
                    if rest.len() < 2 {
                        return Ok(None);
                    }
                    if &rest[..2] != b"\r\n" {
                        return Err(Fail::Invalid);
                    }
                    self.at += 2;
                    self.state = State::Size;
                }
                State::Trailers => {
                    let Some(line) = line(rest)? else { return Ok(None) };
                    self.at += line.len() + 2;
                    if line.is_empty() {
                        return Ok(Some(self.at));
                    }
                }
            }
        }
    }
}

/// The line at the start of `input` without its CRLF, once it is complete.
fn line(input: &[u8]) -> Result<Option<&[u8]>, Fail> {
    match input.windows(2).position(|w| w == b"\r\n") {
        Some(end) if end <= MAX_LINE => Ok(Some(&input[..end])),
        Some(_) => Err(Fail::Invalid),
        None if input.len() > MAX_LINE => Err(Fail::Invalid),
        None => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode_in_pieces(input: &[u8], piece: usize, max: usize) -> Result<(Vec<u8>, usize), Fail> {
        let mut d = Chunked::default();
        let mut have = 0;
        loop {
            have = (have + piece).min(input.len());
            if let Some(used) = d.decode(&input[..have], max)? {
                return Ok((d.out, used));
            }
            if have == input.len() {
                panic!("incomplete");
            }
        }
    }

    #[test]
    fn chunked_bodies_decode_whatever_the_reads() {
        let input = b"5;ext=1\r\nhello\r\n6\r\n world\r\n0\r\nTrailer: x\r\n\r\nNEXT";
        for piece in [1, 2, 3, 7, 100] {
            let (out, used) = decode_in_pieces(input, piece, 1024).unwrap();
            assert_eq!(out, b"hello world");
            assert_eq!(&input[used..], b"NEXT");
        }
    }

    #[test]
    fn bad_or_oversized_chunked_bodies_fail() {
        assert!(matches!(decode_in_pieces(b"zz\r\nhello\r\n0\r\n\r\n", 100, 1024), Err(Fail::Invalid)));
        assert!(matches!(decode_in_pieces(b"5\r\nhelloXX0\r\n\r\n", 100, 1024), Err(Fail::Invalid)));
        assert!(matches!(decode_in_pieces(b"400\r\n", 100, 1023), Err(Fail::TooLarge)));
        assert!(matches!(decode_in_pieces(b"fffffffffffffffffff\r\n", 100, 1024), Err(Fail::Invalid)));
    }

    #[tokio::test]
    async fn a_length_body_leaves_what_follows() {
        let (mut a, mut b) = tokio::io::duplex(64);
        tokio::io::AsyncWriteExt::write_all(&mut a, b"lo worldGET").await.unwrap();
        let mut buf = b"hel".to_vec();
        let body = read(&mut b, &mut buf, Framing::Length(11), 100).await.unwrap();
        assert_eq!(&body[..], b"hello world");
        assert_eq!(buf, b"GET");
        let mut buf = Vec::new();
        assert!(matches!(read(&mut b, &mut buf, Framing::Length(101), 100).await, Err(Fail::TooLarge)));
    }
}
