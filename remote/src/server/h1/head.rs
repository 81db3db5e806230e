//! A request head: parsed with `httparse`, checked, and turned into
//! `http::request::Parts` plus what the connection loop needs (body
//! framing, keep-alive, `Expect: 100-continue`).
//!
//! | input | answer |
//! |---|---|
//! | a head over [`MAX_HEAD`] bytes or [`MAX_HEADERS`] fields | 431, connection closed |
//! | not HTTP/1.x syntax, a bad header name or value, a bad target | 400, closed |
//! | HTTP/1.1 without `Host`, or with more than one (RFC 9112 §3.2: MUST be 400) | 400, closed |
//! | `Transfer-Encoding` whose last coding is not `chunked`, or with `Content-Length` too, or in HTTP/1.0 (request smuggling) | 400, closed |
//! | `Content-Length` values that differ, are not a number, or are a list in one field (`3, 3`, as hyper) | 400, closed |

use http::header::{self, HeaderMap, HeaderName, HeaderValue};
use http::{Method, Uri, Version};

use crate::server::http::has_token;

/// Largest request head.
pub(crate) const MAX_HEAD: usize = 64 * 1024;
/// Most header fields in a head.
pub(crate) const MAX_HEADERS: usize = 100;

/// How the request's body is delimited.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Framing {
    /// No body.
    Empty,
    /// `Content-Length`.
    Length(u64),
    /// `Transfer-Encoding: chunked`.
    Chunked,
}

/// A parsed request head.
#[derive(Debug)]
pub(crate) struct Head {
    pub parts: http::request::Parts,
    pub framing: Framing,
    /// The client lets the connection stay open after the response.
    pub keep_alive: bool,
    /// `Expect: 100-continue`: the client waits for a 100 before the body.
    pub expect_continue: bool,
}

/// Why a head was refused (the connection closes after the answer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bad {
    /// 431.
    TooLarge,
    /// 400 with this reason.
    Invalid(&'static str),
}

/// Parses the head at the start of `buf`: `Ok(None)` while it is
/// incomplete, else the head and how many bytes of `buf` it took.
pub(crate) fn parse(buf: &[u8]) -> Result<Option<(Head, usize)>, Bad> {
    let mut fields = [httparse::EMPTY_HEADER; MAX_HEADERS];
    let mut req = httparse::Request::new(&mut fields);
    let used = match req.parse(buf) {
        Ok(httparse::Status::Complete(n)) => n,
        Ok(httparse::Status::Partial) if buf.len() > MAX_HEAD => return Err(Bad::TooLarge),
        Ok(httparse::Status::Partial) => return Ok(None),
        Err(httparse::Error::TooManyHeaders) => return Err(Bad::TooLarge),
        Err(_) => return Err(Bad::Invalid("Malformed request head")),
    };
    if used > MAX_HEAD {
        return Err(Bad::TooLarge);
    }
    let method = Method::from_bytes(req.method.unwrap_or_default().as_bytes()).map_err(|_| Bad::Invalid("Invalid method"))?;
    let uri: Uri = req.path.unwrap_or_default().parse().map_err(|_| Bad::Invalid("Invalid request target"))?;
    let version = if req.version == Some(0) { Version::HTTP_10 } else { Version::HTTP_11 };
    let mut headers = HeaderMap::with_capacity(req.headers.len());
    for f in req.headers.iter() {
        let name = HeaderName::from_bytes(f.name.as_bytes()).map_err(|_| Bad::Invalid("Invalid header name"))?;
        let value = HeaderValue::from_bytes(f.value).map_err(|_| Bad::Invalid("Invalid header value"))?;
        headers.append(name, value);
    }
    if version == Version::HTTP_11 && !headers.contains_key(header::HOST) {
        return Err(Bad::Invalid("Missing Host header"));
    }
    if headers.get_all(header::HOST).iter().nth(1).is_some() {
        return Err(Bad::Invalid("More than one Host header"));
    }
    let framing = framing(&headers, version)?;
    let keep_alive = if version == Version::HTTP_11 {
        !has_token(&headers, header::CONNECTION, "close")
    } else {
        has_token(&headers, header::CONNECTION, "keep-alive")
    };
    let expect_continue = version == Version::HTTP_11
        && headers.get(header::EXPECT).and_then(|v| v.to_str().ok()).is_some_and(|v| v.trim().eq_ignore_ascii_case("100-continue"));
    let mut builder = http::Request::builder().method(method).uri(uri).version(version);
    if let Some(h) = builder.headers_mut() {
        *h = headers;
    }
    let parts = builder.body(()).map_err(|_| Bad::Invalid("Invalid request"))?.into_parts().0;
    Ok(Some((Head { parts, framing, keep_alive, expect_continue }, used)))
}

/// RFC 9112 §6.3 for requests, strictly (ambiguous framing is refused).
fn framing(headers: &HeaderMap, version: Version) -> Result<Framing, Bad> {
    if headers.contains_key(header::TRANSFER_ENCODING) {
        if version == Version::HTTP_10 {
            return Err(Bad::Invalid("Transfer-Encoding in an HTTP/1.0 request"));
        }
        if headers.contains_key(header::CONTENT_LENGTH) {
            return Err(Bad::Invalid("Both Transfer-Encoding and Content-Length"));
        }
        // Visible ASCII only: hyper reads the codings as a string and
        // refuses obs-text there (the h1 fuzz target found the difference).
        if headers.get_all(header::TRANSFER_ENCODING).iter().any(|v| v.to_str().is_err()) {
            return Err(Bad::Invalid("Unsupported Transfer-Encoding"));
        }
        // The final coding is the last list element as sent, as hyper
        // reads it: `chunked,` ends in an empty one and is refused (the
        // fuzz target's third finding).
        let last = headers
            .get_all(header::TRANSFER_ENCODING)
            .iter()
            .flat_map(|v| v.as_bytes().split(|b| *b == b','))
            .map(|t| t.trim_ascii())
            .next_back();
        return match last {
            Some(t) if t.eq_ignore_ascii_case(b"chunked") => Ok(Framing::Chunked),
            _ => Err(Bad::Invalid("Unsupported Transfer-Encoding")),
        };
    }
    let mut length = None;
    // One number per field (a list such as `3, 3` is refused, as hyper
    // does; the h1 fuzz target found the difference); repeated fields
    // must agree.
    for v in headers.get_all(header::CONTENT_LENGTH) {
        let t = v.as_bytes().trim_ascii();
        if t.is_empty() || !t.iter().all(u8::is_ascii_digit) {
            return Err(Bad::Invalid("Invalid Content-Length"));
        }
        let n: u64 = std::str::from_utf8(t).ok().and_then(|s| s.parse().ok()).ok_or(Bad::Invalid("Invalid Content-Length"))?;
        if length.is_some_and(|l| l != n) {
            return Err(Bad::Invalid("Conflicting Content-Length"));
        }
        length = Some(n);
    }
    Ok(match length {
        None | Some(0) => Framing::Empty,
        Some(n) => Framing::Length(n),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(s: &str) -> Result<Option<(Head, usize)>, Bad> {
        parse(s.as_bytes())
    }

    #[test]
    fn a_complete_head_with_its_framing() {
        let text = "POST /acp HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Type: application/json\r\n\r\nhello";
        let (h, used) = head(text).unwrap().unwrap();
        assert_eq!(used, text.len() - 5);
        assert_eq!(h.parts.method, Method::POST);
        assert_eq!(h.parts.uri.path(), "/acp");
        assert_eq!(h.framing, Framing::Length(5));
        assert!(h.keep_alive && !h.expect_continue);
        assert_eq!(h.parts.headers["content-type"], "application/json");
    }

    #[test]
    fn partial_heads_wait_and_oversized_ones_are_refused() {
        assert!(head("GET /acp HTTP/1.1\r\nHost: x\r\n").unwrap().is_none());
        let long = format!("GET /acp HTTP/1.1\r\nHost: x\r\nX: {}", "a".repeat(MAX_HEAD));
        assert_eq!(head(&long).unwrap_err(), Bad::TooLarge);
        let many: String = (0..=MAX_HEADERS).map(|i| format!("X-{i}: y\r\n")).collect();
        assert_eq!(head(&format!("GET / HTTP/1.1\r\nHost: x\r\n{many}\r\n")).unwrap_err(), Bad::TooLarge);
    }

    #[test]
    fn ambiguous_or_unsupported_framing_is_refused() {
        let bad = [
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, gzip\r\n\r\n",
            "POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: +3\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3, 4\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3, 3\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\u{e9}, chunked\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked,\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: \r\n\r\n",
            "GET / HTTP/1.1\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: x\r\nHost: x\r\n\r\n",
            "GARBAGE\r\n\r\n",
        ];
        for b in bad {
            assert!(matches!(head(b), Err(Bad::Invalid(_))), "accepted: {b:?}");
        }
        let (h, _) = head("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n").unwrap().unwrap();
        assert_eq!(h.framing, Framing::Chunked);
        let (h, _) = head("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\n").unwrap().unwrap();
        assert_eq!(h.framing, Framing::Length(3));
    }

    #[test]
    fn keep_alive_and_expect_follow_the_version() {
        let (h, _) = head("GET / HTTP/1.1\r\nHost: x\r\nConnection: Close\r\n\r\n").unwrap().unwrap();
        assert!(!h.keep_alive);
        let (h, _) = head("GET / HTTP/1.0\r\n\r\n").unwrap().unwrap();
        assert!(!h.keep_alive);
        let (h, _) = head("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n").unwrap().unwrap();
        assert!(h.keep_alive);
        let (h, _) = head("POST / HTTP/1.1\r\nHost: x\r\nExpect: 100-Continue\r\nContent-Length: 1\r\n\r\n").unwrap().unwrap();
        assert!(h.expect_continue);
    }
}
