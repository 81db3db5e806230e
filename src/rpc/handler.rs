//! What the typed layer implements: [`Handler`], plus the values handlers
//! receive ([`RequestCx`], [`NotificationCx`]) and return ([`Reply`]).

use std::future::Future;
use std::hash::{Hash, Hasher};
use std::pin::Pin;

use serde::Serialize;
use serde_json::value::RawValue;

use super::params::{Params, ParamsDecoder};

use super::cancel::CancelToken;
use super::peer::Peer;
use crate::error::ResponseError;

/// A boxed, sendable, `'static` future.
pub type BoxFuture<T> = Pin<Box<dyn Future<Output = T> + Send + 'static>>;

/// Serves the messages the peer sends. Implemented once per protocol version
/// and side by the typed layer (or by hand for raw JSON).
///
/// `request` and `notification` are called synchronously on the connection's
/// reader with params borrowed from the read buffer: decode what you need
/// there and move it into the returned future; do the work (anything with
/// observable effects) inside the future. The runtime polls the future once
/// right away and only spawns a task when it is not finished, so handlers
/// that answer without waiting cost no task switch.
///
/// Panics in any of these methods or in the futures they return are caught:
/// a request is answered with -32603, a notification is dropped, and the
/// connection keeps serving.
pub trait Handler: Send + Sync + 'static {
    /// Handles a request. The default answers -32601.
    fn request(&self, cx: RequestCx, method: &str, params: Params<'_>) -> BoxFuture<Result<Reply, ResponseError>> {
        let _ = (cx, params);
        let e = ResponseError::method_not_found(method);
        Box::pin(async move { Err(e) })
    }

    /// Handles a notification. The default ignores it.
    fn notification(&self, cx: NotificationCx, method: &str, params: Params<'_>) -> BoxFuture<()> {
        let _ = (cx, method, params);
        Box::pin(async {})
    }

    /// The ordering scope of an incoming message (ACP: its session).
    ///
    /// Notifications of one scope are handled one after another in arrival
    /// order; a request of a scope starts after the notifications of that
    /// scope received before it were handled. `None` (the default): no
    /// ordering, the message is handled as soon as it arrives. Called for
    /// every notification, and for requests while some scope is busy; keep
    /// it cheap (see [`ScopeKey::from_field`]).
    fn scope(&self, method: &str, params: &Params<'_>) -> Option<ScopeKey> {
        let _ = (method, params);
        None
    }

    /// A decoder for the params of `method`, which the runtime then runs
    /// while it reads the envelope, so that large params are parsed once
    /// (see [`Params`]). `None` (the default): the handler gets them raw.
    /// Called for every message with a `method` before its `params`; keep
    /// it cheap (a `match` on the name).
    fn params_decoder(&self, method: &str) -> Option<ParamsDecoder> {
        let _ = method;
        None
    }
}

/// Identifies one ordering scope (for ACP, one session). A hash of the
/// scope's name: two names that collide only share an ordering queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ScopeKey(pub u64);

impl ScopeKey {
    /// The key of a scope name.
    #[must_use]
    pub fn of(name: &str) -> Self {
        let mut h = std::hash::DefaultHasher::new();
        name.hash(&mut h);
        ScopeKey(h.finish())
    }

    /// The key named by the string field `field` of the params object,
    /// found with a borrowed scan that stops at the field (members before it
    /// are skipped, not decoded; members after it are not looked at).
    #[must_use]
    pub fn from_field(params: &Params<'_>, field: &str) -> Option<Self> {
        scan::string_member(params.json()?.as_bytes(), field.as_bytes()).map(|s| ScopeKey::of(&s))
    }
}

/// A scanner over text already known to be valid JSON (see [`Params::json`]):
/// the scope of every incoming notification is looked up here, and a
/// request's params can be megabytes long, so it must not walk the whole
/// value (the session id comes first in practice).
mod scan {
    use std::borrow::Cow;

    fn ws(b: &[u8], mut i: usize) -> usize {
        while i < b.len() && matches!(b[i], b' ' | b'\t' | b'\n' | b'\r') {
            i += 1;
        }
        i
    }

    /// `b[i]` is the opening quote; returns the index after the closing one
    /// and whether the string has escapes.
    fn string_end(b: &[u8], i: usize) -> Option<(usize, bool)> {
        let mut j = i + 1;
        let mut escaped = false;
        loop {
            j += memchr::memchr2(b'"', b'\\', b.get(j..)?)?;
            if b[j] == b'"' {
                return Some((j + 1, escaped));
            }
            escaped = true;
            j += 2;
        }
    }

    /// `b[i]` starts a value; returns the index after it.
    fn value_end(b: &[u8], i: usize) -> Option<usize> {
        match *b.get(i)? {
            b'"' => string_end(b, i).map(|(e, _)| e),
            b'{' | b'[' => {
                let mut depth = 0usize;
                let mut j = i;
                loop {
                    match *b.get(j)? {
                        b'"' => {
                            j = string_end(b, j)?.0;
                            continue;
                        }
                        b'{' | b'[' => depth += 1,
                        b'}' | b']' => {
                            depth = depth.checked_sub(1)?;
                            if depth == 0 {
                                return Some(j + 1);
                            }
                        }
                        _ => {}
                    }
                    j += 1;
                }
            }
            _ => {
                let mut j = i;
                while j < b.len() && !matches!(b[j], b',' | b'}' | b']' | b' ' | b'\t' | b'\n' | b'\r') {
                    j += 1;
                }
                Some(j)
            }
        }
    }

    /// The text of the string token `raw` (quotes included).
    fn text(raw: &[u8], escaped: bool) -> Option<Cow<'_, str>> {
        if escaped {
            serde_json::from_slice::<String>(raw).ok().map(Cow::Owned)
        } else {
            std::str::from_utf8(raw.get(1..raw.len() - 1)?).ok().map(Cow::Borrowed)
        }
    }

    /// The first top-level member `name` of the object `b`, when it is a string.
    pub(super) fn string_member<'a>(b: &'a [u8], name: &[u8]) -> Option<Cow<'a, str>> {
        let mut i = ws(b, 0);
        if b.get(i) != Some(&b'{') {
            return None;
        }
        i = ws(b, i + 1);
        loop {
            if b.get(i) != Some(&b'"') {
                return None;
            }
            let (kend, kesc) = string_end(b, i)?;
            let key = &b[i..kend];
            let hit = if kesc { text(key, true)?.as_bytes() == name } else { &key[1..key.len() - 1] == name };
            i = ws(b, kend);
            if b.get(i) != Some(&b':') {
                return None;
            }
            i = ws(b, i + 1);
            if hit {
                if b.get(i) != Some(&b'"') {
                    return None;
                }
                let (vend, vesc) = string_end(b, i)?;
                return text(&b[i..vend], vesc);
            }
            i = ws(b, value_end(b, i)?);
            match b.get(i) {
                Some(b',') => i = ws(b, i + 1),
                _ => return None,
            }
        }
    }
}

/// Context of one incoming request.
#[derive(Debug, Clone)]
pub struct RequestCx {
    pub(crate) peer: Peer,
    pub(crate) cancel: CancelToken,
}

impl RequestCx {
    /// The handle to call the peer (also from inside the handler, awaiting
    /// the answer).
    #[must_use]
    pub fn peer(&self) -> &Peer {
        &self.peer
    }

    /// Cancelled when the peer sends `$/cancel_request` for this request or
    /// the connection closes.
    #[must_use]
    pub fn cancel_token(&self) -> &CancelToken {
        &self.cancel
    }

    /// Whether the request was cancelled.
    #[must_use]
    pub fn is_cancelled(&self) -> bool {
        self.cancel.is_cancelled()
    }

    /// Declares that this handler answers cancellation itself (e.g. with a
    /// partial result). Without it, the runtime drops the handler's future
    /// on cancellation and answers -32800.
    pub fn handle_cancellation(&self) {
        self.cancel.set_self_handled();
    }
}

/// Context of one incoming notification.
#[derive(Debug, Clone)]
pub struct NotificationCx {
    pub(crate) peer: Peer,
}

impl NotificationCx {
    /// The handle to call the peer.
    #[must_use]
    pub fn peer(&self) -> &Peer {
        &self.peer
    }
}

/// The successful answer of a request handler, serialized by the runtime
/// straight into the output buffer inside the response envelope.
pub struct Reply(ReplyKind);

enum ReplyKind {
    Raw(Box<RawValue>),
    Value(Box<dyn ErasedSerialize>),
}

trait ErasedSerialize: Send + Sync {
    fn write_json(&self, out: &mut Vec<u8>) -> serde_json::Result<()>;
}

impl<T: Serialize + Send + Sync> ErasedSerialize for T {
    fn write_json(&self, out: &mut Vec<u8>) -> serde_json::Result<()> {
        super::ser::write(out, self)
    }
}

impl std::fmt::Debug for Reply {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.0 {
            ReplyKind::Raw(r) => f.debug_tuple("Reply").field(r).finish(),
            ReplyKind::Value(_) => f.write_str("Reply(<value>)"),
        }
    }
}

impl Reply {
    /// A typed result, serialized when the response is written. A
    /// serialization failure turns the response into -32603.
    #[must_use]
    pub fn new<T: Serialize + Send + Sync + 'static>(value: T) -> Self {
        Reply(ReplyKind::Value(Box::new(value)))
    }

    /// A pre-serialized result, written as is.
    #[must_use]
    pub fn raw(value: Box<RawValue>) -> Self {
        Reply(ReplyKind::Raw(value))
    }

    /// Writes the result JSON.
    pub(crate) fn write_json(&self, out: &mut Vec<u8>) -> serde_json::Result<()> {
        match &self.0 {
            ReplyKind::Raw(r) => {
                out.extend_from_slice(r.get().as_bytes());
                Ok(())
            }
            ReplyKind::Value(v) => v.write_json(out),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scope_from_field() {
        let p = RawValue::from_string(r#"{"update":{"sessionId":"no"},"sessionId":"s\u0031","x":[1]}"#.into()).unwrap();
        assert_eq!(ScopeKey::from_field(&Params::from(&*p), "sessionId"), Some(ScopeKey::of("s1")));
        assert_eq!(ScopeKey::from_field(&Params::from(&*p), "other"), None);
        assert_eq!(ScopeKey::from_field(&Params::default(), "sessionId"), None);
        let cases: &[(&str, Option<&str>)] = &[
            (r#" { "a" : [1, {"b":"]}\"["}, "x\\"] , "n": -1.5e3, "t":true,"z":null, "sessionId" : "k" } "#, Some("k")),
            (r#"{"session\u0049d":"esc\"aped","sessionId":"late"}"#, Some("esc\"aped")),
            (r#"{"sessionId":"first","sessionId":"second"}"#, Some("first")),
            (r#"{"sessionId":5}"#, None),
            (r#"{"sessionId":{"sessionId":"x"}}"#, None),
            (r#"{}"#, None),
            (r#"[{"sessionId":"x"}]"#, None),
            (r#""sessionId""#, None),
        ];
        for (json, want) in cases {
            let p = RawValue::from_string((*json).into()).unwrap();
            assert_eq!(ScopeKey::from_field(&Params::from(&*p), "sessionId"), want.map(ScopeKey::of), "{json}");
        }
    }
}
