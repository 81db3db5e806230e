//! Streamable HTTP: POST (messages in), GET (SSE streams out), DELETE.
//!
//! Status codes (the RFD's routing; where it is vague, what the TypeScript
//! SDK 2.4.0 server answers):
//! * POST: 415 unless `Content-Type: application/json`; 413 over
//!   `max_request_body`; 400 for a body that is not one JSON-RPC object,
//!   but 501 for a batch (the RFD's; TS answers 400), with a JSON `-32600`
//!   error body (TS's);
//!   `initialize` without `Acp-Connection-Id` makes a connection: 200 with
//!   the response as JSON and the `Acp-Connection-Id` header (503 at
//!   `max_connections`); `initialize` with one: 400; anything else: 400
//!   without `Acp-Connection-Id`, 404 for an unknown one, 400 for a
//!   session-scoped message without (or with a different) `Acp-Session-Id`,
//!   else 202 and the reply comes on an SSE stream.
//! * GET: 406 unless `Accept` has `text/event-stream`; 400 / 404 for a
//!   missing / unknown connection; 409 when the stream already has a
//!   reader; else 200 and the stream (`Acp-Session-Id` picks a session's).
//! * DELETE: 400 / 404 as GET, else 202 and the connection ends.

use std::sync::Arc;

use bytes::Bytes;
use http::request::Parts;
use http::{header, HeaderMap, HeaderValue, Response, StatusCode};

use super::connection::{reject, Ended, HttpConn, Reject};
use super::response::{empty, json, text, Body, EVENT_STREAM, JSON};
use super::streams::Scope;
use super::shared::Shared;
use crate::message::{error_frame, peek, NotObject};
use crate::headers::{HEADER_CONNECTION_ID, HEADER_SESSION_ID};

/// A header as text; `Err` (400) when it is not valid text.
fn header_str<'a>(headers: &'a HeaderMap, name: &str) -> Result<Option<&'a str>, Reject> {
    match headers.get(name) {
        None => Ok(None),
        Some(v) => match v.to_str() {
            Ok(s) if !s.is_empty() => Ok(Some(s)),
            _ => Err(reject(StatusCode::BAD_REQUEST, format!("Invalid {name}"))),
        },
    }
}

fn connection(shared: &Shared, headers: &HeaderMap) -> Result<Arc<HttpConn>, Reject> {
    let Some(id) = header_str(headers, HEADER_CONNECTION_ID)? else {
        return Err(reject(StatusCode::BAD_REQUEST, "Missing Acp-Connection-Id"));
    };
    shared.registry.get(id).ok_or_else(|| reject(StatusCode::NOT_FOUND, "Unknown Acp-Connection-Id"))
}

fn answer(r: Reject) -> Response<Body> {
    text(r.status, r.message)
}

/// Whether a comma-separated header (`Connection`, `Upgrade`) lists
/// `token`, in any case.
pub(crate) fn has_token(headers: &HeaderMap, name: header::HeaderName, token: &str) -> bool {
    headers
        .get_all(name)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|t| t.trim().eq_ignore_ascii_case(token))
}

pub(crate) fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case(JSON))
}

/// 503 for a body the server's `max_input_bytes` has no room for now.
pub(crate) fn busy(budget: usize) -> Response<Body> {
    let mut r = text(StatusCode::SERVICE_UNAVAILABLE, format!("Server busy: request bodies being received exceed max_input_bytes ({budget})"));
    r.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    r
}

/// 413 for a body over `max_request_body`.
pub(crate) fn too_large(max: usize) -> Response<Body> {
    text(StatusCode::PAYLOAD_TOO_LARGE, format!("Request body exceeds max_request_body ({max})"))
}

/// A POST whose `Content-Type` was checked ([`super::dispatch::precheck`]) and whose
/// body was read (bounded by `max_request_body`) by the HTTP version's driver.
pub(crate) async fn post(shared: Arc<Shared>, parts: Parts, body: Bytes) -> Response<Body> {
    let peeked = match peek(&body) {
        Ok(p) => p,
        Err(NotObject::Parse) => return text(StatusCode::BAD_REQUEST, "Invalid JSON"),
        Err(NotObject::Batch) => {
            // The RFD's 501, with the JSON-RPC error the TypeScript server
            // sends (with its 400) for clients that read the body.
            return json(StatusCode::NOT_IMPLEMENTED, error_frame(-32600, "JSON-RPC batches are not supported"));
        }
        Err(NotObject::Other) => return text(StatusCode::BAD_REQUEST, "Invalid JSON-RPC message"),
    };
    let conn_header = match header_str(&parts.headers, HEADER_CONNECTION_ID) {
        Ok(h) => h,
        Err(r) => return answer(r),
    };
    if peeked.is_request("initialize") {
        if conn_header.is_some() {
            return text(StatusCode::BAD_REQUEST, "Initialize not allowed on existing connection");
        }
        return initialize(&shared, &body, peeked.id.clone().unwrap_or_default(), peeked.id_len).await;
    }
    let conn = match connection(&shared, &parts.headers) {
        Ok(c) => c,
        Err(r) => return answer(r),
    };
    let session = match header_str(&parts.headers, HEADER_SESSION_ID) {
        Ok(s) => s,
        Err(r) => return answer(r),
    };
    match conn.forward(&body, &peeked, session).await {
        Ok(()) => empty(StatusCode::ACCEPTED),
        Err(r) => answer(r),
    }
}

/// Closes a connection whose initialize did not complete (the client went
/// away mid-request, or the agent failed).
struct Abandon(Option<Arc<HttpConn>>);

impl Drop for Abandon {
    fn drop(&mut self) {
        if let Some(c) = self.0.take() {
            c.close(Ended::Closed);
        }
    }
}

async fn initialize(shared: &Arc<Shared>, body: &Bytes, id: String, id_len: usize) -> Response<Body> {
    if id == "v:null" {
        return text(StatusCode::BAD_REQUEST, "Initialize request must include an ID");
    }
    if id_len > shared.limits.max_id_length {
        return text(StatusCode::BAD_REQUEST, format!("Request ID exceeds max_id_length ({})", shared.limits.max_id_length));
    }
    let (permit, link) = match shared.admit() {
        Ok(admitted) => admitted,
        Err(refused) => return *refused,
    };
    let id_text = super::registry::new_id();
    let conn = HttpConn::start(id_text.clone(), link, shared.limits.clone(), permit, Arc::downgrade(&shared.registry));
    let mut abandon = Abandon(Some(Arc::clone(&conn)));
    match conn.initialize(body, id).await {
        Some(answer) => {
            abandon.0 = None;
            shared.registry.insert(conn);
            let mut r = json(StatusCode::OK, answer);
            if let Ok(v) = HeaderValue::from_str(&id_text) {
                r.headers_mut().insert(HEADER_CONNECTION_ID, v);
            }
            r
        }
        None => {
            let id_json = serde_json::from_slice::<serde_json::Value>(body).ok().and_then(|v| v.get("id").cloned());
            let answer = serde_json::json!({
                "jsonrpc": "2.0", "id": id_json,
                "error": {"code": -32603, "message": "Initialize failed", "data": "the agent ended before answering initialize"},
            });
            json(StatusCode::INTERNAL_SERVER_ERROR, answer.to_string())
        }
    }
}

pub(crate) fn get(shared: &Shared, headers: &HeaderMap) -> Response<Body> {
    let accepts = headers
        .get_all(header::ACCEPT)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .any(|v| v.to_ascii_lowercase().contains(EVENT_STREAM));
    if !accepts {
        return text(StatusCode::NOT_ACCEPTABLE, "Not Acceptable");
    }
    let conn = match connection(shared, headers) {
        Ok(c) => c,
        Err(r) => return answer(r),
    };
    let scope = match header_str(headers, HEADER_SESSION_ID) {
        Ok(Some(s)) => Scope::Session(s.to_owned()),
        Ok(None) => Scope::Connection,
        Err(r) => return answer(r),
    };
    match conn.reader(scope) {
        Ok(reader) => super::sse::response(reader),
        Err(r) => answer(r),
    }
}

pub(crate) fn delete(shared: &Shared, headers: &HeaderMap) -> Response<Body> {
    let id = match header_str(headers, HEADER_CONNECTION_ID) {
        Ok(Some(id)) => id,
        Ok(None) => return text(StatusCode::BAD_REQUEST, "Missing Acp-Connection-Id"),
        Err(r) => return answer(r),
    };
    match shared.registry.remove(id) {
        Some(conn) => {
            conn.close(Ended::Closed);
            empty(StatusCode::ACCEPTED)
        }
        None => text(StatusCode::NOT_FOUND, "Unknown Acp-Connection-Id"),
    }
}
