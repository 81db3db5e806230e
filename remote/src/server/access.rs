//! Who may talk to the server, checked on every request (POST, GET,
//! DELETE and WebSocket upgrades, HTTP/1.1 and HTTP/2) before anything
//! else, so that a refused request starts no agent:
//!
//! | check | passes | else |
//! |---|---|---|
//! | `Host` (`:authority` in HTTP/2) | the IP address the connection came in on; `localhost`, `*.localhost` and loopback addresses on a loopback connection; a name of [`RemoteServer::allow_host`](super::RemoteServer::allow_host); no `Host` at all (HTTP/1.0) | 403: a browser page whose name was rebound to this address (DNS rebinding) sends its own name |
//! | `Origin` | absent (clients that are not browsers), or one of [`RemoteServer::allow_origin`](super::RemoteServer::allow_origin) | 403: a web page the user visits cannot drive the agent |
//! | authentication, when a token or a hook is set | `Authorization: Bearer TOKEN` (compared in constant time), or on a WebSocket upgrade the subprotocol `acp.bearer.TOKEN` (browsers cannot set headers on a WebSocket), or the hook of [`RemoteServer::authorize`](super::RemoteServer::authorize) says yes | 401 with `WWW-Authenticate: Bearer` |
//!
//! A WebSocket upgrade authenticated by the subprotocol gets back `acp`
//! when it also offered `acp` (browsers want one offered protocol
//! selected), else the `acp.bearer.…` protocol it sent.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use http::request::Parts;
use http::{header, HeaderMap, HeaderValue, Response, StatusCode};

use super::response::{text, Body};

/// The subprotocol prefix that carries a bearer token on a WebSocket upgrade.
pub const BEARER_PROTOCOL_PREFIX: &str = "acp.bearer.";

/// A custom authentication check: `true` admits the request.
pub(crate) type Authorize = Arc<dyn Fn(&Parts) -> bool + Send + Sync>;

/// The access rules of a server (the module's table).
#[derive(Clone, Default)]
pub(crate) struct Access {
    /// Allowed `Origin`s, lowercase without a trailing `/`; `*`: any.
    pub(crate) origins: Vec<String>,
    /// Allowed `Host` names besides the defaults, lowercase; `*`: any.
    pub(crate) hosts: Vec<String>,
    pub(crate) token: Option<Arc<[u8]>>,
    pub(crate) authorize: Option<Authorize>,
}

impl std::fmt::Debug for Access {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Access")
            .field("origins", &self.origins)
            .field("hosts", &self.hosts)
            .field("token", &self.token.as_ref().map(|_| "…"))
            .field("authorize", &self.authorize.as_ref().map(|_| "…"))
            .finish()
    }
}

impl Access {
    /// Checks a request that came in on `local`: `None` when it may go on.
    pub(crate) fn check(&self, parts: &Parts, local: SocketAddr) -> Option<Response<Body>> {
        if !self.host_allowed(parts, local) {
            tracing::debug!(host = ?host_of(parts), "acp-wire remote: refused a Host");
            return Some(text(StatusCode::FORBIDDEN, "Host not allowed (see --allow-host)"));
        }
        if !self.origin_allowed(&parts.headers) {
            tracing::debug!(origin = ?parts.headers.get(header::ORIGIN), "acp-wire remote: refused an Origin");
            return Some(text(StatusCode::FORBIDDEN, "Origin not allowed (see --allow-origin)"));
        }
        if !self.authenticated(parts) {
            let mut r = text(StatusCode::UNAUTHORIZED, "Authentication required");
            r.headers_mut().insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
            return Some(r);
        }
        None
    }

    fn host_allowed(&self, parts: &Parts, local: SocketAddr) -> bool {
        let Some(host) = host_of(parts) else { return true };
        let host = host.to_ascii_lowercase();
        if self.hosts.iter().any(|h| h == "*" || *h == host) {
            return true;
        }
        let local = local.ip().to_canonical();
        match host.trim_start_matches('[').trim_end_matches(']').parse::<IpAddr>() {
            Ok(ip) => ip.to_canonical() == local || (local.is_loopback() && ip.is_loopback()),
            Err(_) => local.is_loopback() && (host == "localhost" || host.ends_with(".localhost")),
        }
    }

    fn origin_allowed(&self, headers: &HeaderMap) -> bool {
        headers.get_all(header::ORIGIN).iter().all(|o| {
            let o = o.to_str().unwrap_or_default().trim_end_matches('/').to_ascii_lowercase();
            self.origins.iter().any(|a| a == "*" || *a == o)
        })
    }

    fn authenticated(&self, parts: &Parts) -> bool {
        if self.token.is_none() && self.authorize.is_none() {
            return true;
        }
        if let Some(token) = &self.token {
            if presented_tokens(&parts.headers).any(|t| constant_time_eq(t, token)) {
                return true;
            }
        }
        self.authorize.as_ref().is_some_and(|f| f(parts))
    }
}

/// The host of the request (without the port): `:authority` in HTTP/2,
/// else the `Host` header.
fn host_of(parts: &Parts) -> Option<&str> {
    let authority = match parts.uri.authority() {
        Some(a) => a.as_str(),
        None => parts.headers.get(header::HOST)?.to_str().unwrap_or("\u{0}"),
    };
    let authority = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    if authority.starts_with('[') {
        return Some(authority.split_once(']').map_or(authority, |(h, _)| &authority[..=h.len()]));
    }
    Some(match authority.rsplit_once(':') {
        Some((h, port)) if port.bytes().all(|b| b.is_ascii_digit()) => h,
        _ => authority,
    })
}

/// The tokens a request presents: `Authorization: Bearer …`, and the
/// `acp.bearer.…` subprotocols of a WebSocket upgrade.
fn presented_tokens(headers: &HeaderMap) -> impl Iterator<Item = &[u8]> {
    let bearer = headers.get_all(header::AUTHORIZATION).iter().filter_map(|v| {
        let v = v.as_bytes();
        let (scheme, rest) = v.split_at(v.iter().position(|b| *b == b' ')?);
        scheme.eq_ignore_ascii_case(b"bearer").then(|| rest.trim_ascii())
    });
    let protocols = bearer_protocols(headers).map(|p| &p.as_bytes()[BEARER_PROTOCOL_PREFIX.len()..]);
    bearer.chain(protocols)
}

/// The `acp.bearer.…` entries of `Sec-WebSocket-Protocol`.
pub(crate) fn bearer_protocols(headers: &HeaderMap) -> impl Iterator<Item = &str> {
    offered_protocols(headers).filter(|p| p.starts_with(BEARER_PROTOCOL_PREFIX))
}

/// The subprotocols a WebSocket upgrade offers.
pub(crate) fn offered_protocols(headers: &HeaderMap) -> impl Iterator<Item = &str> {
    headers.get_all(header::SEC_WEBSOCKET_PROTOCOL).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(',')).map(str::trim)
}

/// Equality whose time depends on the lengths only, not on where the
/// bytes differ.
fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let diff = a.iter().zip(b).fold(0u8, |acc, (x, y)| std::hint::black_box(acc | (x ^ y)));
    diff == 0
}

/// Whether `token` can be presented both ways: as a bearer token
/// (RFC 6750 `b64token`) and inside a subprotocol name (an RFC 9110
/// `token`): letters, digits and `-._~+`.
#[must_use]
pub fn is_valid_token(token: &str) -> bool {
    !token.is_empty() && token.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~' | b'+'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(headers: &[(&str, &str)]) -> Parts {
        let mut b = http::Request::builder().uri("/acp");
        for (k, v) in headers {
            b = b.header(*k, *v);
        }
        b.body(()).unwrap().into_parts().0
    }

    const LOOPBACK: &str = "127.0.0.1:8080";
    const PUBLIC: &str = "192.0.2.7:8080";

    fn allowed(access: &Access, local: &str, headers: &[(&str, &str)]) -> Option<u16> {
        access.check(&parts(headers), local.parse().unwrap()).map(|r| r.status().as_u16())
    }

    #[test]
    fn hosts_are_the_address_or_loopback_names_or_allowed() {
        let a = Access::default();
        for ok in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST", "app.localhost:1", "[::1]:8080", "127.0.0.2"] {
            assert_eq!(allowed(&a, LOOPBACK, &[("host", ok)]), None, "{ok}");
        }
        for bad in ["evil.example:8080", "evil.example", "localhost.evil.example", "192.0.2.7:8080", "", "127.0.0.1.evil.example"] {
            assert_eq!(allowed(&a, LOOPBACK, &[("host", bad)]), Some(403), "{bad:?}");
        }
        assert_eq!(allowed(&a, PUBLIC, &[("host", "192.0.2.7:8080")]), None);
        assert_eq!(allowed(&a, PUBLIC, &[("host", "localhost:8080")]), Some(403));
        assert_eq!(allowed(&a, PUBLIC, &[("host", "acp.example:8080")]), Some(403));
        let a = Access { hosts: vec!["acp.example".into()], ..Access::default() };
        assert_eq!(allowed(&a, PUBLIC, &[("host", "ACP.example:8080")]), None);
        assert_eq!(allowed(&a, LOOPBACK, &[]), None, "no Host (HTTP/1.0)");
    }

    #[test]
    fn origins_are_refused_unless_allowed() {
        let a = Access::default();
        let host = ("host", LOOPBACK);
        assert_eq!(allowed(&a, LOOPBACK, &[host]), None);
        assert_eq!(allowed(&a, LOOPBACK, &[host, ("origin", "https://evil.example")]), Some(403));
        assert_eq!(allowed(&a, LOOPBACK, &[host, ("origin", "null")]), Some(403));
        assert_eq!(allowed(&a, LOOPBACK, &[host, ("origin", "http://127.0.0.1:8080")]), Some(403), "not even the server's own");
        let a = Access { origins: vec!["https://ide.example".into()], ..Access::default() };
        assert_eq!(allowed(&a, LOOPBACK, &[host, ("origin", "https://IDE.example/")]), None);
        assert_eq!(allowed(&a, LOOPBACK, &[host, ("origin", "https://ide.example.evil")]), Some(403));
    }

    #[test]
    fn bearer_tokens_by_header_subprotocol_or_hook() {
        let a = Access { token: Some(Arc::from(&b"s3cret"[..])), ..Access::default() };
        let host = ("host", LOOPBACK);
        assert_eq!(allowed(&a, LOOPBACK, &[host]), Some(401));
        assert_eq!(allowed(&a, LOOPBACK, &[host, ("authorization", "Bearer s3cre")]), Some(401));
        assert_eq!(allowed(&a, LOOPBACK, &[host, ("authorization", "Basic s3cret")]), Some(401));
        assert_eq!(allowed(&a, LOOPBACK, &[host, ("authorization", "Bearer s3cret")]), None);
        assert_eq!(allowed(&a, LOOPBACK, &[host, ("authorization", "bearer  s3cret ")]), None);
        assert_eq!(allowed(&a, LOOPBACK, &[host, ("sec-websocket-protocol", "acp, acp.bearer.s3cret")]), None);
        assert_eq!(allowed(&a, LOOPBACK, &[host, ("sec-websocket-protocol", "acp.bearer.nope")]), Some(401));
        let hook: Authorize = Arc::new(|p: &Parts| p.headers.get("x-key").is_some_and(|v| v == "k"));
        let a = Access { authorize: Some(hook), ..a };
        assert_eq!(allowed(&a, LOOPBACK, &[host, ("x-key", "k")]), None);
        assert_eq!(allowed(&a, LOOPBACK, &[host, ("authorization", "Bearer s3cret")]), None);
        assert_eq!(allowed(&a, LOOPBACK, &[host, ("x-key", "j")]), Some(401));
    }

    #[test]
    fn tokens_compare_whole() {
        assert!(constant_time_eq(b"abc", b"abc"));
        assert!(!constant_time_eq(b"abc", b"abd"));
        assert!(!constant_time_eq(b"abc", b"abcd"));
        assert!(is_valid_token("a-b_c.d~e+f09"));
        assert!(!is_valid_token("") && !is_valid_token("a b") && !is_valid_token("a/b") && !is_valid_token("a=b"));
    }
}
