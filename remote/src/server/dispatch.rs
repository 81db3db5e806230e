//! The first look at a request (path, method, content type) and its
//! dispatch by method to the Streamable HTTP handlers; the HTTP/1.1 and
//! HTTP/2 drivers both call these.

use std::sync::Arc;

use ::http::request::Parts;
use ::http::{header, HeaderValue, Method, Response, StatusCode};

use super::http;
use super::response::{text, Body};
use super::shared::Shared;

/// What is refused before a body is read: a `Host`, `Origin` or
/// authentication the access rules refuse (403, 401: `access.rs`), another
/// path (404), another method (405), a POST that is not JSON (415).
/// `local`: the address the connection came in on.
pub(crate) fn precheck(shared: &Shared, parts: &Parts, local: std::net::SocketAddr) -> Option<Response<Body>> {
    if shared.health.path.as_deref() == Some(parts.uri.path()) {
        return Some(health(shared, &parts.method));
    }
    if let Some(refused) = shared.access.check(parts, local) {
        return Some(refused);
    }
    if parts.uri.path() != shared.path {
        return Some(text(StatusCode::NOT_FOUND, "Not Found"));
    }
    match parts.method {
        Method::POST if !http::is_json(&parts.headers) => {
            Some(text(StatusCode::UNSUPPORTED_MEDIA_TYPE, "Unsupported Media Type"))
        }
        Method::POST | Method::GET | Method::DELETE => None,
        _ => {
            let mut r = text(StatusCode::METHOD_NOT_ALLOWED, "Method Not Allowed");
            r.headers_mut().insert(header::ALLOW, HeaderValue::from_static("GET, POST, DELETE"));
            Some(r)
        }
    }
}

/// The health endpoint's answer (`RemoteServer::health_path`).
fn health(shared: &Shared, method: &Method) -> Response<Body> {
    match *method {
        Method::GET | Method::HEAD if shared.health.ready.load(std::sync::atomic::Ordering::Relaxed) => text(StatusCode::OK, "ready"),
        Method::GET | Method::HEAD => text(StatusCode::SERVICE_UNAVAILABLE, "not ready"),
        _ => {
            let mut r = text(StatusCode::METHOD_NOT_ALLOWED, "Method Not Allowed");
            r.headers_mut().insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
            r
        }
    }
}

/// A request that passed [`precheck`], with its body (WebSocket upgrades
/// are the HTTP/1.1 driver's, before this).
pub(crate) async fn handle(shared: Arc<Shared>, parts: Parts, body: bytes::Bytes) -> Response<Body> {
    match parts.method {
        Method::POST => http::post(shared, parts, body).await,
        Method::GET => http::get(&shared, &parts.headers),
        _ => http::delete(&shared, &parts.headers),
    }
}
