//! `acp_wire_remote::__fuzz`, hidden and not a stable API: the one seam
//! through which `fuzz/fuzz_targets/h1.rs` drives the hand-written
//! HTTP/1.1 server's request-head parser and chunked body decoder
//! (`server/h1/`) without a socket. Nothing else uses it.

use super::server::h1::body::{self, Chunked};
use super::server::h1::head::{self, Bad, Framing};

/// Largest request head, in bytes (431 past it).
pub const MAX_HEAD: usize = head::MAX_HEAD;
/// Longest chunk-size or trailer line.
pub const MAX_LINE: usize = body::MAX_LINE;
/// Chunk-extension bytes a body may carry in total.
pub const MAX_EXTENSIONS: usize = body::MAX_EXTENSIONS;
/// Trailer bytes a body may carry in total.
pub const MAX_TRAILERS: usize = body::MAX_TRAILERS;

/// How a parsed head delimits its body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BodyFraming {
    /// No body.
    Empty,
    /// `Content-Length`.
    Length(u64),
    /// `Transfer-Encoding: chunked`.
    Chunked,
}

/// A head the parser accepted.
#[derive(Debug, Clone)]
pub struct ParsedHead {
    /// The method, as the `http` crate spells it.
    pub method: String,
    /// The request target, as the `http` crate reads it.
    pub target: String,
    /// HTTP/1.0 (else 1.1).
    pub http10: bool,
    /// How the body is delimited.
    pub framing: BodyFraming,
    /// Header fields, in order.
    pub fields: usize,
    /// Bytes of the input the head took.
    pub used: usize,
}

/// Why a head was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeadRefused {
    /// 431.
    TooLarge,
    /// 400, with the reason given.
    Invalid(&'static str),
}

/// The server's own head parser: `Ok(None)` while the head is incomplete.
pub fn parse_head(buf: &[u8]) -> Result<Option<ParsedHead>, HeadRefused> {
    match head::parse(buf) {
        Ok(None) => Ok(None),
        Ok(Some((h, used))) => Ok(Some(ParsedHead {
            method: h.parts.method.to_string(),
            target: h.parts.uri.to_string(),
            http10: h.parts.version == http::Version::HTTP_10,
            framing: match h.framing {
                Framing::Empty => BodyFraming::Empty,
                Framing::Length(n) => BodyFraming::Length(n),
                Framing::Chunked => BodyFraming::Chunked,
            },
            fields: h.parts.headers.len(),
            used,
        })),
        Err(Bad::TooLarge) => Err(HeadRefused::TooLarge),
        Err(Bad::Invalid(why)) => Err(HeadRefused::Invalid(why)),
    }
}

/// Why a chunked body was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BodyRefused {
    /// Over the body cap (413).
    TooLarge,
    /// Not valid chunked coding, or over its bounds (400).
    Invalid,
}

/// The incremental chunked decoder the server reads bodies with.
#[derive(Debug, Default)]
pub struct ChunkedDecoder(Chunked);

impl ChunkedDecoder {
    /// A decoder at the start of a body.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Decodes from the start of `input` (what arrived and was not used
    /// yet): how many bytes it used, which the caller drops as the server
    /// does, and whether the body ended there.
    pub fn decode(&mut self, input: &[u8], max: usize) -> Result<(usize, bool), BodyRefused> {
        self.0.decode(input, max).map_err(|f| match f {
            body::Fail::TooLarge => BodyRefused::TooLarge,
            _ => BodyRefused::Invalid,
        })
    }

    /// The body decoded so far.
    #[must_use]
    pub fn decoded(&self) -> &[u8] {
        self.0.decoded()
    }
}
