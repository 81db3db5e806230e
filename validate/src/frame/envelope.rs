//! The members of a message as the rules read them ([`Members`]: `Value`s,
//! or the fast path's borrowed trees), and the fast path's [`Envelope`]:
//! the six members parsed by `serde_json` straight from the frame, with
//! `jsonrpc`, `id` and `method` kept as raw text and parsed only when not
//! in their common form. Separate from the rules, which only read
//! [`Members`], and from the hand-written reader, which fills an
//! [`Envelope`] faster.

use std::borrow::Cow;
use std::sync::LazyLock;

use serde_json::value::RawValue;
use serde_json::{Map, Value};

use super::lite;

/// The members of a message the rules look at (`None`: absent).
#[derive(Clone, Copy)]
pub(super) struct Members<'v> {
    pub(super) jsonrpc: Option<&'v Value>,
    pub(super) id: Option<&'v Value>,
    pub(super) method: Option<MethodMember<'v>>,
    pub(super) params: Option<Member<'v>>,
    pub(super) result: Option<Member<'v>>,
    pub(super) error: Option<Member<'v>>,
}

/// A `params`, `result` or `error` member: a `Value` (batches, and frames
/// the fast path hands over), or the fast path's [`lite::Lite`], made a
/// `Value` only when a rule needs one.
#[derive(Clone, Copy)]
pub(super) enum Member<'v> {
    Value(&'v Value),
    Lite(&'v lite::Lite<'v>),
}

impl<'v> Member<'v> {
    pub(super) fn value(self) -> Cow<'v, Value> {
        match self {
            Member::Value(v) => Cow::Borrowed(v),
            Member::Lite(l) => Cow::Owned(l.to_value()),
        }
    }
}

/// The `method` member: a name, or whatever else was sent there.
#[derive(Clone, Copy)]
pub(super) enum MethodMember<'v> {
    Name(&'v str),
    Other(&'v Value),
}

impl<'v> MethodMember<'v> {
    pub(super) fn of(v: &'v Value) -> Self {
        match v {
            Value::String(s) => MethodMember::Name(s),
            other => MethodMember::Other(other),
        }
    }
}

impl<'v> Members<'v> {
    pub(super) fn of(obj: &'v Map<String, Value>) -> Self {
        Members {
            jsonrpc: obj.get("jsonrpc"),
            id: obj.get("id"),
            method: obj.get("method").map(MethodMember::of),
            params: obj.get("params").map(Member::Value),
            result: obj.get("result").map(Member::Value),
            error: obj.get("error").map(Member::Value),
        }
    }
}

/// A single message parsed member by member (the fast path of
/// [`FrameValidator::validate`]); `Some` of a `null` is a member that is
/// present and `null`, unlike an absent one. `jsonrpc`, `id` and `method`
/// stay borrowed raw text, which needs no allocation in their common form
/// (see [`Envelope::members`]); `params`, `result` and `error` are parsed
/// into [`lite::Lite`] trees, which [`lite::Defs`] validates, and become
/// `Value`s only when a rule needs one.
#[derive(serde::Deserialize)]
pub(super) struct Envelope<'a> {
    #[serde(default, borrow, deserialize_with = "present_raw")]
    pub(super) jsonrpc: Option<&'a str>,
    #[serde(default, borrow, deserialize_with = "present_raw")]
    pub(super) id: Option<&'a str>,
    #[serde(default, borrow, deserialize_with = "present_raw")]
    pub(super) method: Option<&'a str>,
    #[serde(default, borrow, deserialize_with = "present_lite")]
    pub(super) params: Option<lite::Lite<'a>>,
    #[serde(default, borrow, deserialize_with = "present_lite")]
    pub(super) result: Option<lite::Lite<'a>>,
    #[serde(default, borrow, deserialize_with = "present_lite")]
    pub(super) error: Option<lite::Lite<'a>>,
}

/// `"2.0"`, for the `jsonrpc` member of almost every message.
static JSONRPC_2: LazyLock<Value> = LazyLock::new(|| Value::String("2.0".into()));

/// Values parsed from the raw members of an [`Envelope`] that are not in
/// their common form (an escaped method name, a `jsonrpc` other than
/// `"2.0"`, any id).
#[derive(Default)]
pub(super) struct Parsed {
    jsonrpc: Option<Value>,
    id: Option<Value>,
    method: Option<Value>,
}

/// The raw text of a member as a `Value` (it is valid JSON: the envelope
/// parse checked it).
fn parse_raw(raw: &str) -> Value {
    serde_json::from_str(raw).unwrap_or(Value::Null)
}

/// A JSON string with no escape: its contents, the text between the quotes.
fn plain_string(raw: &str) -> Option<&str> {
    raw.strip_prefix('"')?
        .strip_suffix('"')
        .filter(|t| !t.contains('\\'))
}

impl Envelope<'_> {
    /// The members as the rules read them; what is not in its common form
    /// is parsed into `parsed`.
    pub(super) fn members<'v>(&'v self, parsed: &'v mut Parsed) -> Members<'v> {
        if let Some(raw) = self.jsonrpc.filter(|raw| *raw != "\"2.0\"") {
            parsed.jsonrpc = Some(parse_raw(raw));
        }
        parsed.id = self.id.map(parse_raw);
        let name = self.method.and_then(plain_string);
        if name.is_none() {
            parsed.method = self.method.map(parse_raw);
        }
        let parsed = &*parsed;
        Members {
            jsonrpc: self
                .jsonrpc
                .map(|_| parsed.jsonrpc.as_ref().unwrap_or(&*JSONRPC_2)),
            id: parsed.id.as_ref(),
            method: match name {
                Some(name) => Some(MethodMember::Name(name)),
                None => parsed.method.as_ref().map(MethodMember::of),
            },
            params: self.params.as_ref().map(Member::Lite),
            result: self.result.as_ref().map(Member::Lite),
            error: self.error.as_ref().map(Member::Lite),
        }
    }
}

/// As [`present_raw`], for a member parsed into a [`lite::Lite`].
fn present_lite<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<lite::Lite<'de>>, D::Error> {
    serde::Deserialize::deserialize(d).map(Some)
}

/// A member that is there, `null` included (plain `Option` would read a
/// `null` as absent), as its raw text.
fn present_raw<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<&'de str>, D::Error> {
    <&RawValue as serde::Deserialize>::deserialize(d).map(|raw| Some(raw.get()))
}
