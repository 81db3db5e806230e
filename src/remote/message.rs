//! What the remote transport needs to know about a JSON-RPC message without
//! decoding it: its kind, its id, its method and the `sessionId` it names
//! (`params.sessionId` of a request or notification, `result.sessionId` of a
//! response). Everything else passes through as the bytes received.

use std::borrow::Cow;

use serde::{Deserialize, Deserializer};
use serde_json::value::RawValue;

/// The kind of a message, by its members.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `method` and `id`.
    Request,
    /// `method`, no `id`.
    Notification,
    /// `id` with `result` or `error`, no `method`.
    Response,
    /// An object that is none of these (the peer answers it -32600).
    Invalid,
}

/// Why a frame is not one JSON-RPC object.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum NotObject {
    /// Not JSON at all (-32700).
    Parse,
    /// A JSON array: a batch, which ACP's remote transport does not carry.
    Batch,
    /// JSON, but not an object (-32600).
    Other,
}

/// The routing facts of one message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Peeked {
    pub kind: Kind,
    /// The id's key ([`id_key`]); `None` when absent.
    pub id: Option<String>,
    /// The id's JSON text, as received.
    pub id_raw: Option<String>,
    /// A string id's length in characters (limits apply to it).
    pub id_len: usize,
    pub method: Option<String>,
    /// `params.sessionId` (requests, notifications) or `result.sessionId`
    /// (responses), when it is a string.
    pub session: Option<String>,
}

impl Peeked {
    /// Whether the message is a request named `method`.
    pub fn is_request(&self, method: &str) -> bool {
        self.kind == Kind::Request && self.method.as_deref() == Some(method)
    }
}

#[derive(Deserialize)]
struct Envelope<'a> {
    #[serde(default, borrow, deserialize_with = "present")]
    id: Option<&'a RawValue>,
    #[serde(default, borrow)]
    method: Option<&'a RawValue>,
    #[serde(default, borrow)]
    params: Option<&'a RawValue>,
    #[serde(default, borrow)]
    result: Option<&'a RawValue>,
    #[serde(default, borrow)]
    error: Option<&'a RawValue>,
}

/// `Some` for a member that is present, `null` included.
fn present<'de, D: Deserializer<'de>>(d: D) -> Result<Option<&'de RawValue>, D::Error> {
    <&RawValue>::deserialize(d).map(Some)
}

#[derive(Deserialize)]
struct SessionMember<'a> {
    #[serde(rename = "sessionId", default, borrow)]
    session_id: Option<Cow<'a, str>>,
}

fn session_of(raw: Option<&RawValue>) -> Option<String> {
    let raw = raw?;
    if !raw.get().starts_with('{') {
        return None;
    }
    serde_json::from_str::<SessionMember<'_>>(raw.get()).ok()?.session_id.map(Cow::into_owned)
}

/// The key under which an id is remembered: a string id by its value (so
/// escapes do not matter), any other id by its JSON text.
pub(crate) fn id_key(raw: &RawValue) -> (String, usize) {
    match serde_json::from_str::<Cow<'_, str>>(raw.get()) {
        Ok(s) => {
            let len = s.chars().count();
            (format!("s:{s}"), len)
        }
        Err(_) => (format!("v:{}", raw.get().trim()), 0),
    }
}

/// Reads the routing facts of one frame.
pub(crate) fn peek(frame: &[u8]) -> Result<Peeked, NotObject> {
    let first = frame.iter().find(|b| !b.is_ascii_whitespace()).copied();
    if first != Some(b'{') {
        // (A derived struct would also read an array as its fields in order.)
        if serde_json::from_slice::<serde::de::IgnoredAny>(frame).is_err() {
            return Err(NotObject::Parse);
        }
        return Err(if first == Some(b'[') { NotObject::Batch } else { NotObject::Other });
    }
    let env = match serde_json::from_slice::<Envelope<'_>>(frame) {
        Ok(env) => env,
        Err(_) => {
            if serde_json::from_slice::<serde::de::IgnoredAny>(frame).is_err() {
                return Err(NotObject::Parse);
            }
            return Ok(Peeked { kind: Kind::Invalid, id: None, id_raw: None, id_len: 0, method: None, session: None });
        }
    };
    let method = env.method.and_then(|m| serde_json::from_str::<String>(m.get()).ok());
    let (id, id_len) = match env.id {
        Some(raw) => {
            let (k, n) = id_key(raw);
            (Some(k), n)
        }
        None => (None, 0),
    };
    let kind = match (&method, env.method.is_some(), id.is_some()) {
        (Some(_), _, true) => Kind::Request,
        (Some(_), _, false) => Kind::Notification,
        (None, false, true) if env.result.is_some() || env.error.is_some() => Kind::Response,
        _ => Kind::Invalid,
    };
    let session = match kind {
        Kind::Request | Kind::Notification => session_of(env.params),
        Kind::Response => session_of(env.result),
        Kind::Invalid => None,
    };
    let id_raw = env.id.map(|r| r.get().to_owned());
    Ok(Peeked { kind, id, id_raw, id_len, method, session })
}

/// A JSON-RPC error response with id `null`, as one frame.
pub(crate) fn error_frame(code: i32, message: &str) -> String {
    serde_json::json!({"jsonrpc": "2.0", "id": null, "error": {"code": code, "message": message}}).to_string()
}

/// A JSON-RPC error response to the request whose id is `id_raw` (JSON text).
pub(crate) fn error_response(id_raw: &str, code: i32, message: &str, data: Option<serde_json::Value>) -> String {
    let id: serde_json::Value = serde_json::from_str(id_raw).unwrap_or(serde_json::Value::Null);
    let mut error = serde_json::json!({"code": code, "message": message});
    if let Some(d) = data {
        error["data"] = d;
    }
    serde_json::json!({"jsonrpc": "2.0", "id": id, "error": error}).to_string()
}

/// The answer to a frame that is not one JSON-RPC object.
pub(crate) fn not_object_reply(why: NotObject) -> String {
    match why {
        NotObject::Parse => error_frame(-32700, "Parse error"),
        NotObject::Batch => error_frame(-32600, "JSON-RPC batches are not supported"),
        NotObject::Other => error_frame(-32600, "Invalid Request"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_and_sessions() {
        let p = peek(br#"{"jsonrpc":"2.0","id":3,"method":"session/prompt","params":{"sessionId":"s1","prompt":[]}}"#).unwrap();
        assert_eq!((p.kind, p.id.as_deref(), p.session.as_deref()), (Kind::Request, Some("v:3"), Some("s1")));
        let p = peek(br#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s\u0031"}}"#).unwrap();
        assert_eq!((p.kind, p.session.as_deref()), (Kind::Notification, Some("s1")));
        let p = peek(br#"{"jsonrpc":"2.0","id":"a\u0062","result":{"sessionId":"x"}}"#).unwrap();
        assert_eq!((p.kind, p.id.as_deref(), p.id_len, p.session.as_deref()), (Kind::Response, Some("s:ab"), 2, Some("x")));
        let p = peek(br#"{"jsonrpc":"2.0","id":null,"error":{"code":1,"message":"m"}}"#).unwrap();
        assert_eq!((p.kind, p.id.as_deref()), (Kind::Response, Some("v:null")));
        let p = peek(br#"{"jsonrpc":"2.0","id":1,"method":7}"#).unwrap();
        assert_eq!(p.kind, Kind::Invalid);
        let p = peek(br#"{"jsonrpc":"2.0","id":1,"method":"m","params":[1]}"#).unwrap();
        assert_eq!((p.kind, p.session), (Kind::Request, None));
        assert_eq!(peek(b"[1]"), Err(NotObject::Batch));
        assert_eq!(peek(br#"[{"jsonrpc":"2.0","id":1,"method":"m"}]"#), Err(NotObject::Batch));
        assert_eq!(peek(b"7"), Err(NotObject::Other));
        assert_eq!(peek(b"{nope"), Err(NotObject::Parse));
    }
}
