//! Response bodies and the small responses the routing answers with.

use bytes::Bytes;
use http::{header, HeaderValue, Response, StatusCode};
use http_body_util::{BodyExt, Empty, Full};

/// The error type of response bodies (an SSE stream cut off for a limit).
pub(crate) type BodyError = Box<dyn std::error::Error + Send + Sync>;
/// Every response's body.
pub(crate) type Body = http_body_util::combinators::UnsyncBoxBody<Bytes, BodyError>;

pub(crate) const JSON: &str = "application/json";
pub(crate) const EVENT_STREAM: &str = "text/event-stream";

fn full(bytes: impl Into<Bytes>) -> Body {
    Full::new(bytes.into()).map_err(|never| match never {}).boxed_unsync()
}

/// `status` with a plain-text reason (what the TypeScript server answers too).
pub(crate) fn text(status: StatusCode, message: impl Into<String>) -> Response<Body> {
    let mut r = Response::new(full(message.into()));
    *r.status_mut() = status;
    r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("text/plain; charset=utf-8"));
    r
}

/// `status` with a JSON body.
pub(crate) fn json(status: StatusCode, body: impl Into<Bytes>) -> Response<Body> {
    let mut r = Response::new(full(body));
    *r.status_mut() = status;
    r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static(JSON));
    r
}

/// `status`, no body.
pub(crate) fn empty(status: StatusCode) -> Response<Body> {
    let mut r = Response::new(Empty::new().map_err(|never| match never {}).boxed_unsync());
    *r.status_mut() = status;
    r
}
