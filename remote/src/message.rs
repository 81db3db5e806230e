//! What the remote transport needs to know about a JSON-RPC message without
//! decoding it: its kind, its id, its method and the `sessionId` it names
//! (`params.sessionId` of a request or notification, `result.sessionId` of a
//! response). Everything else passes through as the bytes received.

use std::borrow::Cow;

use serde::de::{IgnoredAny, MapAccess, SeqAccess, Visitor};
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

/// The routing facts of one message, borrowed from its text where it can:
/// what the router reads for each message the agent sends (no allocation
/// for a notification).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Route<'a> {
    pub kind: Kind,
    /// The id's JSON text, as received.
    pub id: Option<&'a str>,
    pub method: Option<Cow<'a, str>>,
    /// As [`Peeked::session`].
    pub session: Option<Cow<'a, str>>,
}

/// The members of the envelope that routing reads, in one pass over the
/// text: `params` / `result` are not kept as raw text and parsed again,
/// their `sessionId` is picked out while they are skipped.
#[derive(Default)]
struct Envelope<'a> {
    id: Option<&'a RawValue>,
    method: Option<&'a RawValue>,
    params: Option<Member<'a>>,
    result: Option<Member<'a>>,
    error: bool,
}

/// A `params` or `result` member: present, with its `sessionId` when it is
/// an object with a string one.
struct Member<'a>(Option<Cow<'a, str>>);

/// The `Visitor` methods of a reader that keeps nothing of a boolean,
/// number, `null` or array: `$t(None)` (the array is skipped).
macro_rules! none_for_other_values {
    ($t:ident) => {
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<$t<'de>, A::Error> {
            while seq.next_element::<IgnoredAny>()?.is_some() {}
            Ok($t(None))
        }
        fn visit_bool<E>(self, _: bool) -> Result<$t<'de>, E> {
            Ok($t(None))
        }
        fn visit_i64<E>(self, _: i64) -> Result<$t<'de>, E> {
            Ok($t(None))
        }
        fn visit_u64<E>(self, _: u64) -> Result<$t<'de>, E> {
            Ok($t(None))
        }
        fn visit_f64<E>(self, _: f64) -> Result<$t<'de>, E> {
            Ok($t(None))
        }
        fn visit_unit<E>(self) -> Result<$t<'de>, E> {
            Ok($t(None))
        }
    };
}

impl<'de> Deserialize<'de> for Envelope<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_map(EnvelopeVisitor)
    }
}

struct EnvelopeVisitor;

impl<'de> Visitor<'de> for EnvelopeVisitor {
    type Value = Envelope<'de>;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a JSON-RPC message object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Envelope<'de>, A::Error> {
        fn once<T, E: serde::de::Error>(slot: &mut Option<T>, v: T, name: &'static str) -> Result<(), E> {
            if slot.is_some() {
                return Err(E::duplicate_field(name));
            }
            *slot = Some(v);
            Ok(())
        }
        let mut env = Envelope::default();
        while let Some(key) = map.next_key::<Cow<'de, str>>()? {
            match &*key {
                "id" => once(&mut env.id, map.next_value::<&'de RawValue>()?, "id")?,
                "method" => once(&mut env.method, map.next_value::<&'de RawValue>()?, "method")?,
                "params" => once(&mut env.params, map.next_value::<Member<'de>>()?, "params")?,
                "result" => once(&mut env.result, map.next_value::<Member<'de>>()?, "result")?,
                "error" => {
                    if env.error {
                        return Err(serde::de::Error::duplicate_field("error"));
                    }
                    map.next_value::<IgnoredAny>()?;
                    env.error = true;
                }
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(env)
    }
}

impl<'de> Deserialize<'de> for Member<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(MemberVisitor)
    }
}

struct MemberVisitor;

impl<'de> Visitor<'de> for MemberVisitor {
    type Value = Member<'de>;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Member<'de>, A::Error> {
        let mut session = None;
        while let Some(key) = map.next_key::<Cow<'de, str>>()? {
            if key == "sessionId" {
                if session.is_some() {
                    return Err(serde::de::Error::duplicate_field("sessionId"));
                }
                session = Some(map.next_value::<MaybeStr<'de>>()?.0);
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok(Member(session.flatten()))
    }

    fn visit_str<E>(self, _: &str) -> Result<Member<'de>, E> {
        Ok(Member(None))
    }

    none_for_other_values!(Member);
}

/// A value kept when it is a string (borrowed unless it has escapes).
struct MaybeStr<'a>(Option<Cow<'a, str>>);

impl<'de> Deserialize<'de> for MaybeStr<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = MaybeStr<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_borrowed_str<E>(self, s: &'de str) -> Result<MaybeStr<'de>, E> {
                Ok(MaybeStr(Some(Cow::Borrowed(s))))
            }
            fn visit_str<E>(self, s: &str) -> Result<MaybeStr<'de>, E> {
                Ok(MaybeStr(Some(Cow::Owned(s.to_owned()))))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<MaybeStr<'de>, A::Error> {
                while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
                Ok(MaybeStr(None))
            }
            none_for_other_values!(MaybeStr);
        }
        d.deserialize_any(V)
    }
}

/// The key under which an id is remembered: a string id by its value (so
/// escapes do not matter), any other id by its JSON text.
pub(crate) fn id_key(raw: &str) -> (String, usize) {
    match serde_json::from_str::<Cow<'_, str>>(raw) {
        Ok(s) => {
            let len = s.chars().count();
            (format!("s:{s}"), len)
        }
        Err(_) => (format!("v:{}", raw.trim()), 0),
    }
}

/// Reads the routing facts of one frame, borrowing from it.
pub(crate) fn route(frame: &[u8]) -> Result<Route<'_>, NotObject> {
    let first = frame.iter().find(|b| !b.is_ascii_whitespace()).copied();
    if first != Some(b'{') {
        // (A map visitor would also read an array as its fields in order.)
        if serde_json::from_slice::<IgnoredAny>(frame).is_err() {
            return Err(NotObject::Parse);
        }
        return Err(if first == Some(b'[') { NotObject::Batch } else { NotObject::Other });
    }
    let env = match serde_json::from_slice::<Envelope<'_>>(frame) {
        Ok(env) => env,
        Err(_) => {
            if serde_json::from_slice::<IgnoredAny>(frame).is_err() {
                return Err(NotObject::Parse);
            }
            return Ok(Route { kind: Kind::Invalid, id: None, method: None, session: None });
        }
    };
    let method = env.method.and_then(|m| serde_json::from_str::<Cow<'_, str>>(m.get()).ok());
    // `"result": null` is a result (a success without a value).
    let kind = match (&method, env.method.is_some(), env.id.is_some()) {
        (Some(_), _, true) => Kind::Request,
        (Some(_), _, false) => Kind::Notification,
        (None, false, true) if env.result.is_some() || env.error => Kind::Response,
        _ => Kind::Invalid,
    };
    let session = match kind {
        Kind::Request | Kind::Notification => env.params.and_then(|m| m.0),
        Kind::Response => env.result.and_then(|m| m.0),
        Kind::Invalid => None,
    };
    Ok(Route { kind, id: env.id.map(RawValue::get), method, session })
}

/// Reads the routing facts of one frame.
pub(crate) fn peek(frame: &[u8]) -> Result<Peeked, NotObject> {
    let r = route(frame)?;
    let (id, id_len) = match r.id {
        Some(raw) => {
            let (k, n) = id_key(raw);
            (Some(k), n)
        }
        None => (None, 0),
    };
    Ok(Peeked {
        kind: r.kind,
        id,
        id_raw: r.id.map(str::to_owned),
        id_len,
        method: r.method.map(Cow::into_owned),
        session: r.session.map(Cow::into_owned),
    })
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
        // A result of null is a result; only a string sessionId routes.
        let p = peek(br#"{"jsonrpc":"2.0","id":4,"result":null}"#).unwrap();
        assert_eq!((p.kind, p.session), (Kind::Response, None));
        let p = peek(br#"{"jsonrpc":"2.0","method":"m","params":{"a":{"sessionId":"inner"},"sessionId":7}}"#).unwrap();
        assert_eq!((p.kind, p.session), (Kind::Notification, None));
        let p = peek(br#"{"params":{"x":[1,{"y":"z"}],"sessionId":"s"},"method":"m","jsonrpc":"2.0"}"#).unwrap();
        assert_eq!((p.kind, p.session.as_deref()), (Kind::Notification, Some("s")));
        // Duplicate members make the message invalid, as a derived struct would.
        assert_eq!(peek(br#"{"jsonrpc":"2.0","id":1,"id":2,"method":"m"}"#).unwrap().kind, Kind::Invalid);
        assert_eq!(peek(br#"{"jsonrpc":"2.0","method":"m","params":{"sessionId":"a","sessionId":"b"}}"#).unwrap().kind, Kind::Invalid);
        assert_eq!(peek(br#"{"jsonrpc":"2.0","method":"m"} x"#), Err(NotObject::Parse));
        let r = route(br#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":{}}}"#).unwrap();
        assert!(matches!(r.session, Some(Cow::Borrowed("s1"))), "borrowed, not copied: {r:?}");
        assert_eq!(peek(b"[1]"), Err(NotObject::Batch));
        assert_eq!(peek(br#"[{"jsonrpc":"2.0","id":1,"method":"m"}]"#), Err(NotObject::Batch));
        assert_eq!(peek(b"7"), Err(NotObject::Other));
        assert_eq!(peek(b"{nope"), Err(NotObject::Parse));
    }
}
