//! JSON-RPC 2.0 envelopes: decoding one frame into a [`Message`] that
//! borrows from the frame, and writing outgoing envelopes straight into an
//! output buffer.
//!
//! No `serde_json::Value` is built: `id`, `params`, `result` and `error` stay
//! raw JSON (`&RawValue`) until the typed layer decodes them into its own
//! types, and ids are echoed byte for byte.

use std::borrow::Cow;

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::value::RawValue;

use crate::error::ResponseError;

/// Deserializes a present field as `Some`, even when it is `null` (plain
/// `Option` would fold `"id": null` into "absent").
fn present<'de, D: Deserializer<'de>>(d: D) -> Result<Option<&'de RawValue>, D::Error> {
    <&'de RawValue>::deserialize(d).map(Some)
}

#[derive(Deserialize)]
struct Envelope<'a> {
    #[serde(default, borrow)]
    jsonrpc: Option<Cow<'a, str>>,
    #[serde(default, borrow, deserialize_with = "present")]
    id: Option<&'a RawValue>,
    #[serde(default, borrow)]
    method: Option<Cow<'a, str>>,
    #[serde(default, borrow, deserialize_with = "present")]
    params: Option<&'a RawValue>,
    #[serde(default, borrow, deserialize_with = "present")]
    result: Option<&'a RawValue>,
    #[serde(default, borrow, deserialize_with = "present")]
    error: Option<&'a RawValue>,
}

#[derive(Deserialize)]
struct IdOnly<'a> {
    #[serde(default, borrow, deserialize_with = "present")]
    id: Option<&'a RawValue>,
}

/// One decoded message, borrowing from its frame.
#[derive(Debug)]
pub enum Message<'a> {
    /// A request: the peer expects an answer with the same `id`.
    Request {
        /// The raw id (string, number or `null`), echoed exactly.
        id: &'a RawValue,
        /// The method name.
        method: Cow<'a, str>,
        /// Raw params; `None` when absent or `null`.
        params: Option<&'a RawValue>,
    },
    /// A notification: no answer.
    Notification {
        /// The method name.
        method: Cow<'a, str>,
        /// Raw params; `None` when absent or `null`.
        params: Option<&'a RawValue>,
    },
    /// An answer to one of our requests.
    Response {
        /// The raw id.
        id: &'a RawValue,
        /// The raw `result`, or the raw `error` object.
        outcome: Result<&'a RawValue, &'a RawValue>,
    },
}

/// Why a frame is not a usable message.
#[derive(Debug)]
pub enum DecodeError<'a> {
    /// Not JSON (-32700, answered with id `null`).
    Parse,
    /// JSON, but not a valid request (-32600); the id when one could be read.
    Invalid {
        /// The id to answer with (`None`: answer with `null`).
        id: Option<&'a RawValue>,
        /// What is wrong.
        reason: &'static str,
    },
    /// A malformed response (no method, but not a valid answer either);
    /// JSON-RPC forbids answering it, so it is only reported.
    BadResponse(&'static str),
}

fn valid_id(id: &RawValue) -> bool {
    matches!(id.get().as_bytes().first(), Some(b'"' | b'-' | b'0'..=b'9' | b'n'))
}

fn nonnull(v: Option<&RawValue>) -> Option<&RawValue> {
    v.filter(|p| p.get() != "null")
}

/// Decodes one frame (a single JSON object, not a batch).
///
/// # Errors
/// See [`DecodeError`].
pub fn decode_message(frame: &[u8]) -> Result<Message<'_>, DecodeError<'_>> {
    let env: Envelope<'_> = match serde_json::from_slice(frame) {
        Ok(e) => e,
        Err(e) if e.is_data() => {
            let id = serde_json::from_slice::<IdOnly<'_>>(frame).ok().and_then(|i| i.id).filter(|i| valid_id(i));
            return Err(DecodeError::Invalid { id, reason: "not a JSON-RPC 2.0 message object" });
        }
        Err(_) => return Err(DecodeError::Parse),
    };
    if env.jsonrpc.as_deref().is_some_and(|v| v != "2.0") {
        return Err(DecodeError::Invalid { id: env.id.filter(|i| valid_id(i)), reason: "jsonrpc must be \"2.0\"" });
    }
    if let Some(method) = env.method {
        return match env.id {
            None => Ok(Message::Notification { method, params: nonnull(env.params) }),
            Some(id) if valid_id(id) => Ok(Message::Request { id, method, params: nonnull(env.params) }),
            Some(_) => Err(DecodeError::Invalid { id: None, reason: "id must be a string, a number or null" }),
        };
    }
    match (env.id, env.result, env.error) {
        (Some(id), Some(r), None) => Ok(Message::Response { id, outcome: Ok(r) }),
        (Some(id), None, Some(e)) => Ok(Message::Response { id, outcome: Err(e) }),
        (Some(_), Some(_), Some(_)) => Err(DecodeError::BadResponse("both result and error")),
        (None, Some(_), _) | (None, _, Some(_)) => Err(DecodeError::BadResponse("response without id")),
        (id, None, None) => Err(DecodeError::Invalid { id: id.filter(|i| valid_id(i)), reason: "no method" }),
    }
}

/// Decodes the elements of a batch (a top-level JSON array) without decoding them.
///
/// # Errors
/// When `frame` is not a JSON array.
pub fn decode_batch(frame: &[u8]) -> Result<Vec<&RawValue>, serde_json::Error> {
    serde_json::from_slice(frame)
}

/// Whether a frame is a batch (its first non-blank byte is `[`).
#[must_use]
pub fn is_batch(frame: &[u8]) -> bool {
    frame.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'[')
}

/// Decodes an `error` object; a malformed one becomes -32603 with the raw
/// JSON as `data`, so nothing the peer said is lost.
#[must_use]
pub fn decode_error(raw: &RawValue) -> ResponseError {
    serde_json::from_str(raw.get()).unwrap_or_else(|_| {
        ResponseError::new(ResponseError::INTERNAL_ERROR, "malformed error object").with_raw_data(raw.to_owned())
    })
}

const HEAD: &[u8] = br#"{"jsonrpc":"2.0","#;

fn write_method(buf: &mut Vec<u8>, method: &str) -> serde_json::Result<()> {
    buf.extend_from_slice(br#""method":"#);
    super::ser::write(buf, method)
}

/// Writes `{"jsonrpc":"2.0","id":<id>,"method":…,"params":…}`.
///
/// # Errors
/// When `params` fails to serialize.
pub fn write_request<P: Serialize + ?Sized>(buf: &mut Vec<u8>, id: i64, method: &str, params: Option<&P>) -> serde_json::Result<()> {
    buf.extend_from_slice(HEAD);
    buf.extend_from_slice(br#""id":"#);
    serde_json::to_writer(&mut *buf, &id)?;
    buf.push(b',');
    write_method(buf, method)?;
    write_params(buf, params)
}

/// Writes `{"jsonrpc":"2.0","method":…,"params":…}`.
///
/// # Errors
/// When `params` fails to serialize.
pub fn write_notification<P: Serialize + ?Sized>(buf: &mut Vec<u8>, method: &str, params: Option<&P>) -> serde_json::Result<()> {
    buf.extend_from_slice(HEAD);
    write_method(buf, method)?;
    write_params(buf, params)
}

fn write_params<P: Serialize + ?Sized>(buf: &mut Vec<u8>, params: Option<&P>) -> serde_json::Result<()> {
    if let Some(p) = params {
        buf.extend_from_slice(br#","params":"#);
        super::ser::write(buf, p)?;
    }
    buf.push(b'}');
    Ok(())
}

/// Writes `{"jsonrpc":"2.0","id":<raw id>,"result":` + `result` + `}`.
///
/// # Errors
/// When `result` fails.
pub fn write_result(
    buf: &mut Vec<u8>,
    id: &[u8],
    result: impl FnOnce(&mut Vec<u8>) -> serde_json::Result<()>,
) -> serde_json::Result<()> {
    buf.extend_from_slice(HEAD);
    buf.extend_from_slice(br#""id":"#);
    buf.extend_from_slice(id);
    buf.extend_from_slice(br#","result":"#);
    result(buf)?;
    buf.push(b'}');
    Ok(())
}

/// Writes `{"jsonrpc":"2.0","id":<raw id or null>,"error":{…}}`.
///
/// # Errors
/// Never in practice (the error object is plain data).
pub fn write_error(buf: &mut Vec<u8>, id: Option<&[u8]>, err: &ResponseError) -> serde_json::Result<()> {
    buf.extend_from_slice(HEAD);
    buf.extend_from_slice(br#""id":"#);
    buf.extend_from_slice(id.unwrap_or(b"null"));
    buf.extend_from_slice(br#","error":"#);
    serde_json::to_writer(&mut *buf, err)?;
    buf.push(b'}');
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds() {
        let m = decode_message(br#"{"result":null,"id":"x","jsonrpc":"2.0"}"#).unwrap();
        assert!(matches!(m, Message::Response { id, outcome: Ok(r) } if id.get() == "\"x\"" && r.get() == "null"));
        let m = decode_message(br#"{"jsonrpc":"2.0","id":null,"method":"a\/b","params":null}"#).unwrap();
        assert!(matches!(m, Message::Request { id, ref method, params: None } if id.get() == "null" && method == "a/b"));
        let m = decode_message(br#"{"jsonrpc":"2.0","method":"n","params":{"a":[1]}}"#).unwrap();
        assert!(matches!(m, Message::Notification { params: Some(p), .. } if p.get() == r#"{"a":[1]}"#));
        assert!(matches!(decode_message(b"{nope"), Err(DecodeError::Parse)));
        assert!(matches!(decode_message(br#"{"id":3,"method":5}"#), Err(DecodeError::Invalid { id: Some(i), .. }) if i.get() == "3"));
        assert!(matches!(decode_message(br#"{"id":{},"method":"m"}"#), Err(DecodeError::Invalid { id: None, .. })));
        assert!(matches!(decode_message(b"42"), Err(DecodeError::Invalid { id: None, .. })));
        assert!(matches!(decode_message(br#"{"id":9}"#), Err(DecodeError::Invalid { id: Some(_), .. })));
    }

    #[test]
    fn writes() {
        let mut b = Vec::new();
        write_request(&mut b, -5, "x\"y", Some(&[1, 2])).unwrap();
        assert_eq!(std::str::from_utf8(&b).unwrap(), r#"{"jsonrpc":"2.0","id":-5,"method":"x\"y","params":[1,2]}"#);
        b.clear();
        write_notification::<()>(&mut b, "n", None).unwrap();
        assert_eq!(std::str::from_utf8(&b).unwrap(), r#"{"jsonrpc":"2.0","method":"n"}"#);
    }
}
