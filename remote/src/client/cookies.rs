//! A tiny cookie jar: the RFD has clients store the cookies a server sets
//! and send them back on every request of the connection (session
//! affinity behind load balancers). One server, one connection: names and
//! values only; attributes are ignored except that an expiring
//! `Max-Age=0` (or an empty value) removes the cookie.

use std::collections::BTreeMap;
use std::sync::{Mutex, PoisonError};

use http::header::{COOKIE, SET_COOKIE};
use http::{HeaderMap, HeaderValue};

#[derive(Debug, Default)]
pub(crate) struct Jar(Mutex<BTreeMap<String, String>>);

impl Jar {
    /// Takes the `Set-Cookie` headers of a response.
    pub(crate) fn store(&self, headers: &HeaderMap) {
        let mut jar = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        for v in headers.get_all(SET_COOKIE) {
            let Ok(v) = v.to_str() else { continue };
            let mut parts = v.split(';');
            let Some((name, value)) = parts.next().and_then(|p| p.split_once('=')) else { continue };
            let (name, value) = (name.trim(), value.trim());
            if name.is_empty() {
                continue;
            }
            let expired = parts.any(|a| {
                let a = a.trim().to_ascii_lowercase();
                a == "max-age=0" || a.starts_with("max-age=-")
            });
            if expired || value.is_empty() {
                jar.remove(name);
            } else {
                jar.insert(name.to_owned(), value.to_owned());
            }
        }
    }

    /// The `Cookie` header to send, if any cookie is stored.
    pub(crate) fn header(&self) -> Option<HeaderValue> {
        let jar = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if jar.is_empty() {
            return None;
        }
        let s = jar.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join("; ");
        HeaderValue::from_str(&s).ok()
    }

    /// Adds the stored cookies to `headers` (after any `Cookie` the caller set).
    pub(crate) fn apply(&self, headers: &mut HeaderMap) {
        if let Some(v) = self.header() {
            headers.append(COOKIE, v);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_sends() {
        let jar = Jar::default();
        let mut h = HeaderMap::new();
        h.append(SET_COOKIE, HeaderValue::from_static("lb=node7; Path=/; HttpOnly"));
        h.append(SET_COOKIE, HeaderValue::from_static("x = 1"));
        jar.store(&h);
        assert_eq!(jar.header().unwrap(), "lb=node7; x=1");
        let mut h = HeaderMap::new();
        h.append(SET_COOKIE, HeaderValue::from_static("x=1; Max-Age=0"));
        jar.store(&h);
        assert_eq!(jar.header().unwrap(), "lb=node7");
    }
}
