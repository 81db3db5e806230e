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

use super::params::{Params, ParamsDecoder};
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
        /// The params (raw, or decoded ahead).
        params: Params<'a>,
    },
    /// A notification: no answer.
    Notification {
        /// The method name.
        method: Cow<'a, str>,
        /// The params (raw, or decoded ahead).
        params: Params<'a>,
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

/// Decodes one frame (a single JSON object, not a batch).
///
/// # Errors
/// See [`DecodeError`].
pub fn decode_message(frame: &[u8]) -> Result<Message<'_>, DecodeError<'_>> {
    decode_message_with(frame, &|_| None)
}

/// Decodes one frame, decoding the params on the way with the decoder
/// `decoder` names for the method (when `method` comes before `params`).
///
/// # Errors
/// See [`DecodeError`].
pub fn decode_message_with<'a>(
    frame: &'a [u8],
    decoder: &dyn Fn(&str) -> Option<ParamsDecoder>,
) -> Result<Message<'a>, DecodeError<'a>> {
    match fast::envelope(frame, decoder) {
        Some(env) => classify(env),
        None => decode_slow(frame),
    }
}

/// The members of an envelope, whichever way they were read.
struct Members<'a> {
    id: Option<&'a RawValue>,
    method: Option<Cow<'a, str>>,
    params: Params<'a>,
    result: Option<&'a RawValue>,
    error: Option<&'a RawValue>,
}

fn classify(env: Members<'_>) -> Result<Message<'_>, DecodeError<'_>> {
    if let Some(method) = env.method {
        return match env.id {
            None => Ok(Message::Notification { method, params: env.params }),
            Some(id) if valid_id(id) => Ok(Message::Request { id, method, params: env.params }),
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

/// The general decoder: any member order, duplicate members, escaped names,
/// and the exact error for every malformed frame.
fn decode_slow(frame: &[u8]) -> Result<Message<'_>, DecodeError<'_>> {
    let env: Envelope<'_> = match serde_json::from_slice(frame) {
        Ok(e) => e,
        Err(e) if e.is_data() => {
            // serde stops at the first value of the wrong type, before it
            // would see that the text goes on past that value: `42 x` or
            // `{"method":5} }` are no JSON text, and a parse error (-32700),
            // not an invalid request (-32600).
            if serde_json::from_slice::<serde::de::IgnoredAny>(frame).is_err() {
                return Err(DecodeError::Parse);
            }
            let id = serde_json::from_slice::<IdOnly<'_>>(frame).ok().and_then(|i| i.id).filter(|i| valid_id(i));
            return Err(DecodeError::Invalid { id, reason: "not a JSON-RPC 2.0 message object" });
        }
        Err(_) => return Err(DecodeError::Parse),
    };
    if env.jsonrpc.as_deref().is_some_and(|v| v != "2.0") {
        return Err(DecodeError::Invalid { id: env.id.filter(|i| valid_id(i)), reason: "jsonrpc must be \"2.0\"" });
    }
    classify(Members {
        id: env.id,
        method: env.method,
        params: Params::from(env.params),
        result: env.result,
        error: env.error,
    })
}

/// The common case in one pass: an object whose member names need no
/// unescaping, each known member at most once, `jsonrpc` exactly `"2.0"`,
/// a plain string `method`. Anything else returns `None` and goes to
/// [`decode_slow`], so this path never has to produce an error itself; what
/// it accepts, `decode_slow` decodes the same way.
mod fast {
    use std::borrow::Cow;

    use serde::de::IgnoredAny;
    use serde::Deserialize;
    use serde_json::value::RawValue;

    use super::{Members, Params, ParamsDecoder};
    use crate::codec::scan::ws;

    /// The JSON value starting at `t[i]` (validated) and the index after it.
    fn value<'a, T: Deserialize<'a>>(t: &'a str, i: usize) -> Option<(T, usize)> {
        let mut values = serde_json::Deserializer::from_str(t.get(i..)?).into_iter::<T>();
        let v = values.next()?.ok()?;
        Some((v, i + values.byte_offset()))
    }

    /// A string token at `t[i]` without escapes: its text and the index after it.
    fn plain_string(t: &str, i: usize) -> Option<(&str, usize)> {
        let b = t.as_bytes();
        if b.get(i) != Some(&b'"') {
            return None;
        }
        let len = memchr::memchr2(b'"', b'\\', b.get(i + 1..)?)?;
        let body = &b[i + 1..i + 1 + len];
        if b[i + 1 + len] != b'"' || body.iter().any(|&c| c < 0x20) {
            return None;
        }
        // Both ends are ASCII quotes, so this slices at character boundaries.
        Some((t.get(i + 1..i + 1 + len)?, i + len + 2))
    }

    /// The frame is checked to be UTF-8 once, here: after that every member
    /// is sliced out of the text and `serde_json` reads it as `&str`, so no
    /// string is checked again (a 1 MiB prompt used to be checked twice
    /// more, once as a string while decoding and once as the params' text;
    /// a small notification paid a call per string). A frame that is not
    /// UTF-8 goes to the general decoder, which reports it as before.
    pub(super) fn envelope<'a>(frame: &'a [u8], decoder: &dyn Fn(&str) -> Option<ParamsDecoder>) -> Option<Members<'a>> {
        let t = std::str::from_utf8(frame).ok()?;
        let b = t.as_bytes();
        let mut m = Members { id: None, method: None, params: Params::default(), result: None, error: None };
        let (mut seen_jsonrpc, mut seen_params) = (false, false);
        let mut i = ws(b, 0);
        if b.get(i) != Some(&b'{') {
            return None;
        }
        i = ws(b, i + 1);
        if b.get(i) == Some(&b'}') {
            i += 1;
        } else {
            loop {
                let (key, after) = plain_string(t, i)?;
                i = ws(b, after);
                if b.get(i) != Some(&b':') {
                    return None;
                }
                i = ws(b, i + 1);
                i = match key {
                    "jsonrpc" if !seen_jsonrpc => {
                        seen_jsonrpc = true;
                        if b.get(i..i + 5)? != b"\"2.0\"" {
                            return None;
                        }
                        i + 5
                    }
                    "id" if m.id.is_none() => {
                        let (id, end) = value::<&RawValue>(t, i)?;
                        m.id = Some(id);
                        end
                    }
                    "method" if m.method.is_none() => {
                        let (method, end) = plain_string(t, i)?;
                        m.method = Some(Cow::Borrowed(method));
                        end
                    }
                    "params" if !seen_params => {
                        seen_params = true;
                        let (params, end) = params(t, i, m.method.as_deref(), decoder)?;
                        m.params = params;
                        end
                    }
                    "result" if m.result.is_none() => {
                        let (r, end) = value::<&RawValue>(t, i)?;
                        m.result = Some(r);
                        end
                    }
                    "error" if m.error.is_none() => {
                        let (e, end) = value::<&RawValue>(t, i)?;
                        m.error = Some(e);
                        end
                    }
                    "jsonrpc" | "id" | "method" | "params" | "result" | "error" => return None,
                    _ => value::<IgnoredAny>(t, i)?.1,
                };
                i = ws(b, i);
                match b.get(i) {
                    Some(b',') => i = ws(b, i + 1),
                    Some(b'}') => {
                        i += 1;
                        break;
                    }
                    _ => return None,
                }
            }
        }
        (ws(b, i) == b.len()).then_some(m)
    }

    fn params<'a>(
        t: &'a str,
        i: usize,
        method: Option<&str>,
        decoder: &dyn Fn(&str) -> Option<ParamsDecoder>,
    ) -> Option<(Params<'a>, usize)> {
        if matches!(t.as_bytes().get(i), Some(b'{' | b'[')) {
            if let Some((value, len, recovered)) = method.and_then(decoder).and_then(|d| d.decode(&t[i..])) {
                // The value ends at `}` or `]` (ASCII): a character boundary.
                return Some((Params::decoded(t.get(i..i + len)?, value, recovered), i + len));
            }
        }
        let (raw, end) = value::<&RawValue>(t, i)?;
        Some((Params::from(raw), end))
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
        assert!(matches!(m, Message::Request { id, ref method, ref params } if id.get() == "null" && method == "a/b" && params.is_none()));
        let m = decode_message(br#"{"jsonrpc":"2.0","method":"n","params":{"a":[1]}}"#).unwrap();
        assert!(matches!(m, Message::Notification { ref params, .. } if params.json() == Some(r#"{"a":[1]}"#)));
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

    /// What a decoded frame says, in a form two decoders can be compared by.
    fn describe(r: Result<Message<'_>, DecodeError<'_>>) -> String {
        match r {
            Ok(Message::Request { id, method, params }) => format!("req {} {method} {:?}", id.get(), params.json()),
            Ok(Message::Notification { method, params }) => format!("note {method} {:?}", params.json()),
            Ok(Message::Response { id, outcome: Ok(r) }) => format!("ok {} {}", id.get(), r.get()),
            Ok(Message::Response { id, outcome: Err(e) }) => format!("err {} {}", id.get(), e.get()),
            Err(DecodeError::Parse) => "parse".into(),
            Err(DecodeError::Invalid { id, reason }) => format!("invalid {:?} {reason}", id.map(RawValue::get)),
            Err(DecodeError::BadResponse(why)) => format!("bad {why}"),
        }
    }

    #[derive(Deserialize, Debug, PartialEq)]
    struct P {
        a: Vec<u32>,
    }

    fn decoder(method: &str) -> Option<ParamsDecoder> {
        (method == "m").then(ParamsDecoder::of::<P>)
    }

    /// The one-pass reader must decode every frame exactly as the general
    /// decoder does, or leave it to it.
    #[test]
    fn fast_path_agrees_with_the_general_decoder() {
        let frames: &[&str] = &[
            r#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":[1,2]}}"#,
            r#" { "jsonrpc" : "2.0" , "id" : "x" , "method" : "m" , "params" : { "a" : [ 1 ] } } "#,
            r#"{"jsonrpc":"2.0","method":"m","params":{"a":"not numbers"}}"#,
            r#"{"jsonrpc":"2.0","id":2,"method":"m","params":{"a":[1],"extra":{"b":[true,null]}}}"#,
            r#"{"jsonrpc":"2.0","id":3,"method":"m","params":[1]}"#,
            r#"{"jsonrpc":"2.0","id":4,"method":"m","params":{"a":[1]"#,
            r#"{"jsonrpc":"2.0","id":5,"method":"m","params":{"a":[1]},"params":{"a":[2]}}"#,
            r#"{"jsonrpc":"2.0","id":6,"id":7,"method":"m"}"#,
            r#"{"jsonrpc":"2.0","method":"m","method":"n"}"#,
            r#"{"jsonrpc":"2.0","id":8,"method":"m","params":null}"#,
            r#"{"jsonrpc":"2.0","params":{"a":[1]},"method":"m","id":9}"#,
            r#"{"jsonrpc":"1.0","id":10,"method":"m"}"#,
            r#"{"jsonrpc":null,"id":11,"method":"m"}"#,
            r#"{"jsonrpc":"2\u002e0","id":12,"method":"m"}"#,
            r#"{"jsonrpc":2,"id":13,"method":"m"}"#,
            r#"{"jsonrpc":"2.0","id":14,"method":"a\/b"}"#,
            r#"{"jsonrpc":"2.0","id":15,"method":5}"#,
            r#"{"jsonrpc":"2.0","id":16,"method":null}"#,
            r#"{"jsonrpc":"2.0","id":{},"method":"m"}"#,
            r#"{"jsonrpc":"2.0","id":true,"method":"m"}"#,
            r#"{"jsonrpc":"2.0","\u0069d":17,"method":"m"}"#,
            r#"{"jsonrpc":"2.0","id":18,"result":{"x":1}}"#,
            r#"{"jsonrpc":"2.0","id":19,"error":{"code":-1,"message":"m"}}"#,
            r#"{"jsonrpc":"2.0","id":20,"result":1,"error":{}}"#,
            r#"{"jsonrpc":"2.0","result":1}"#,
            r#"{"jsonrpc":"2.0","id":21,"result":null}"#,
            r#"{"jsonrpc":"2.0","id":22}"#,
            r#"{"jsonrpc":"2.0","id":23,"result":1,"result":2}"#,
            r#"{"jsonrpc":"2.0","id":24,"method":"m","unknown":[{"deep":"\"x\""}],"params":{"a":[]}}"#,
            r#"{"jsonrpc":"2.0","id":25,"method":"m"} trailing"#,
            r#"{"jsonrpc":"2.0","id":26,"method":"m"}}"#,
            r#"{"jsonrpc":"2.0","id":27,"method":"m",}"#,
            r#"{"jsonrpc":"2.0" "id":28}"#,
            r#"{}"#,
            r#"{ }"#,
            r#"[]"#,
            r#"42"#,
            r#""str""#,
            r#"null"#,
            r#""#,
            r#"{"#,
            r#"{"id":29,"method":"m","params":{"a":[1]}}"#,
            r#"{"id":30,"method":"m\u0000"}"#,
            r#"{"id":31,"method":"m","params":{"a":[1e400]}}"#,
            r#"{"id":32,"method":"m","params":{"a":[-1]}}"#,
            "{\"id\":33,\"method\":\"m\x01\"}",
            "{\"id\":34,\"k\x01\":1,\"method\":\"m\"}",
            "{\"id\":35,\"method\":\"m\",\"params\":{\"a\":[1]}}\n",
            r#"{"id":-0.5e1,"method":"m"}"#,
            r#"{"id":36 ,"method":"m","params":{"a":[1]} }"#,
        ];
        for f in frames {
            let fast = describe(decode_message_with(f.as_bytes(), &decoder));
            let slow = describe(decode_slow(f.as_bytes()));
            assert_eq!(fast, slow, "{f}");
        }
        // Bytes that are not UTF-8, inside and outside of strings.
        for f in [
            &b"{\"id\":1,\"method\":\"m\xff\"}"[..],
            b"{\"id\":1,\"method\":\"m\",\"params\":{\"a\":[1],\"s\":\"\xc3\"}}",
            b"{\xff}",
            b"{\"id\":1,\"method\":\"m\",\"unknown\":\"\xff\"}",
            b"{\"id\":1,\"method\":\"n\",\"params\":{\"s\":\"\xe2\x82\"}}",
            b"{\"id\":1,\"result\":\"\xf0\x9f\x98\"}",
            "{\"id\":1,\"method\":\"m\u{e9}\",\"params\":{\"a\":[1],\"s\":\"\u{1f600}\"}}".as_bytes(),
        ] {
            assert_eq!(describe(decode_message_with(f, &decoder)), describe(decode_slow(f)), "{f:?}");
        }
    }

    #[test]
    fn params_are_decoded_ahead_when_method_comes_first() {
        let take = |f: &'static [u8]| match decode_message_with(f, &decoder).unwrap() {
            Message::Request { params, .. } | Message::Notification { params, .. } => params.take_decoded::<P>().ok(),
            Message::Response { .. } => None,
        };
        assert_eq!(take(br#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":[7]}}"#), Some(P { a: vec![7] }));
        assert_eq!(take(br#"{"method":"m","params":{"a":[7]}}"#), Some(P { a: vec![7] }));
        // Other order, another method, params that do not decode: raw.
        assert_eq!(take(br#"{"params":{"a":[7]},"method":"m"}"#), None);
        assert_eq!(take(br#"{"method":"n","params":{"a":[7]}}"#), None);
        assert_eq!(take(br#"{"method":"m","params":{"a":"x"}}"#), None);
        // Decoded or not, the params' text is the same.
        let m = decode_message_with(br#"{"method":"m","params":{ "a" : [7] } ,"id":2}"#, &decoder).unwrap();
        let Message::Request { params, .. } = m else { panic!("not a request") };
        assert_eq!(params.json(), Some(r#"{ "a" : [7] }"#));
        assert_eq!(params.raw().map(RawValue::get), Some(r#"{ "a" : [7] }"#));
        assert_eq!(params.decode::<P>().unwrap(), P { a: vec![7] });
        // The common shapes never need the general decoder.
        for f in [&br#"{"jsonrpc":"2.0","id":18,"result":{"x":1}}"#[..], br#"{"jsonrpc":"2.0","method":"n"}"#, br#"{"id":"a","error":{}}"#] {
            assert!(fast::envelope(f, &decoder).is_some(), "{f:?}");
        }
    }

    /// Random edits of well-formed frames (a fixed-seed generator, so a
    /// failure repeats): the two decoders must still agree on every one.
    #[test]
    fn fast_path_agrees_on_mutated_frames() {
        let seeds: &[&[u8]] = &[
            br#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":[1,2]}}"#,
            br#"{"jsonrpc":"2.0","id":"s","result":{"stopReason":"end_turn"}}"#,
            br#"{"jsonrpc":"2.0","method":"m","params":{"a":[3],"t":"x\"y\\z\n"}}"#,
            br#"{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"no"}}"#,
        ];
        const ALPHABET: &[u8] = b"{}[]\":,\\ 0-1.e2nulltruefalse\"\"am\x01\xff\n";
        let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = move |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        for round in 0..20_000 {
            let mut f = seeds[round % seeds.len()].to_vec();
            for _ in 0..=next(3) {
                let at = next(f.len() + 1);
                match next(3) {
                    0 if at < f.len() => {
                        f.remove(at);
                    }
                    1 if at < f.len() => f[at] = ALPHABET[next(ALPHABET.len())],
                    _ => f.insert(at, ALPHABET[next(ALPHABET.len())]),
                }
            }
            assert_eq!(
                describe(decode_message_with(&f, &decoder)),
                describe(decode_slow(&f)),
                "{}",
                String::from_utf8_lossy(&f)
            );
        }
    }
}
