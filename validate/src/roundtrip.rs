//! Round-trip checks of transcripts: every message decoded into this crate's
//! typed values and encoded again must come back JSON-equal (absent ≠
//! `null`). The decoder ([`MessageCodec`]) and the comparison
//! ([`Roundtripper::with_compare`]) are pluggable, so a test can prove that a
//! lossy decoder is caught.

use serde_json::value::RawValue;
use serde_json::{Map, Value};

use super::transcript::{parse_transcript, Placer};
use super::Direction;
use acp_wire::method::MethodKind;

/// A message placed in its connection, handed to a [`MessageCodec`].
#[derive(Clone, Copy, Debug)]
pub struct MessageContext<'a> {
    /// The protocol version in force.
    pub version: u16,
    /// Which way the message travelled.
    pub direction: Direction,
    /// The method (a response's: the request's, when known).
    pub method: Option<&'a str>,
    /// Request, notification, or (`None`) a response.
    pub kind: Option<MethodKind>,
}

/// What a codec did with one message.
#[derive(Clone, Debug, PartialEq)]
pub enum Decoded {
    /// Decoded into typed values and encoded again: the whole message.
    Encoded(Value),
    /// The types reject the message (why).
    Rejected(String),
    /// Not decodable here (why): e.g. a response to an unknown request.
    Skipped(String),
}

/// Decodes one message into typed values and encodes it again.
pub trait MessageCodec {
    /// Round-trips `message` (one JSON-RPC message, not a batch).
    fn roundtrip(&self, cx: &MessageContext<'_>, message: &Value) -> Decoded;
}

/// The crate's own typed values: params through the per-side dispatch enums
/// (`ClientRequest`/`AgentRequest`, `ClientNotification`/`AgentNotification`,
/// decoded by method name; proxy methods through their params type), results
/// through `AgentResponse`/`ClientResponse` by the method of the request
/// they answer, `error` through `RpcError`, `id` through `RequestId`. The
/// envelope is rebuilt from `jsonrpc`, `id`, `method`, `params`, `result`,
/// `error`, so a member outside JSON-RPC is reported as removed.
#[derive(Clone, Copy, Debug, Default)]
pub struct TypedCodec;

type Raw = Box<RawValue>;

fn raw_of(v: &Value) -> Result<Raw, String> {
    RawValue::from_string(v.to_string()).map_err(|e| e.to_string())
}

fn value_of(r: Result<Raw, serde_json::Error>) -> Result<Value, String> {
    let r = r.map_err(|e| e.to_string())?;
    serde_json::from_str(r.get()).map_err(|e| e.to_string())
}

macro_rules! typed_payload {
    ($v:ident, $cx:expr, $method:expr, $payload:expr, $raw:expr) => {{
        use acp_wire::$v as v;
        let served_by = $cx.kind.and_then(|k| v::method_info($method, k)).map(|i| i.served_by);
        match ($cx.kind, served_by) {
            (Some(k), Some(acp_wire::method::Side::Proxy)) => {
                let def = v::method_info($method, k).map(|i| i.params_def).unwrap_or("");
                let text = $payload.map_or_else(|| "{}".to_string(), Value::to_string);
                match v::roundtrip_def(def, &text) {
                    Some(r) => r.map_err(|e| e.to_string()),
                    None => Err(format!("no type for {def}")),
                }
            }
            (Some(MethodKind::Request), _) => match $cx.direction {
                Direction::ClientToAgent => value_of(v::ClientRequest::decode($method, $raw).and_then(|r| r.encode_params())),
                Direction::AgentToClient => value_of(v::AgentRequest::decode($method, $raw).and_then(|r| r.encode_params())),
            },
            (Some(MethodKind::Notification), _) => match $cx.direction {
                Direction::ClientToAgent => value_of(v::ClientNotification::decode($method, $raw).and_then(|r| r.encode_params())),
                Direction::AgentToClient => value_of(v::AgentNotification::decode($method, $raw).and_then(|r| r.encode_params())),
            },
            (None, _) => match ($cx.direction, $raw) {
                (Direction::AgentToClient, Some(raw)) => value_of(v::AgentResponse::decode($method, raw).and_then(|r| r.encode())),
                (Direction::ClientToAgent, Some(raw)) => value_of(v::ClientResponse::decode($method, raw).and_then(|r| r.encode())),
                (_, None) => Err("no result".to_string()),
            },
        }
    }};
}

macro_rules! typed_def {
    ($v:ident, $def:expr, $value:expr) => {{
        match acp_wire::$v::roundtrip_def($def, &$value.to_string()) {
            Some(r) => r.map_err(|e| e.to_string()),
            None => Err(format!("no type for {}", $def)),
        }
    }};
}

impl TypedCodec {
    fn payload(cx: &MessageContext<'_>, method: &str, payload: Option<&Value>) -> Result<Value, String> {
        let raw = payload.map(raw_of).transpose()?;
        let raw = raw.as_deref();
        match cx.version {
            1 => typed_payload!(v1, cx, method, payload, raw),
            #[cfg(acp_wire = "v2")]
            2 => typed_payload!(v2, cx, method, payload, raw),
            other => Err(format!("protocol version {other} is not compiled in")),
        }
    }

    fn def(version: u16, def: &str, value: &Value) -> Result<Value, String> {
        match version {
            1 => typed_def!(v1, def, value),
            #[cfg(acp_wire = "v2")]
            2 => typed_def!(v2, def, value),
            other => Err(format!("protocol version {other} is not compiled in")),
        }
    }
}

impl MessageCodec for TypedCodec {
    fn roundtrip(&self, cx: &MessageContext<'_>, message: &Value) -> Decoded {
        let Some(obj) = message.as_object() else {
            return Decoded::Rejected("a JSON-RPC message is an object".into());
        };
        match self.rebuild(cx, obj) {
            Ok(Some(v)) => Decoded::Encoded(Value::Object(v)),
            Ok(None) => Decoded::Skipped("a response to a request not in the transcript: its result type is unknown".into()),
            Err(e) => Decoded::Rejected(e),
        }
    }
}

impl TypedCodec {
    fn rebuild(&self, cx: &MessageContext<'_>, obj: &Map<String, Value>) -> Result<Option<Map<String, Value>>, String> {
        let mut out = Map::new();
        if let Some(j) = obj.get("jsonrpc") {
            out.insert("jsonrpc".into(), j.clone());
        }
        if let Some(id) = obj.get("id") {
            let id = if id.is_null() { Ok(Value::Null) } else { Self::def(cx.version, "RequestId", id) };
            out.insert("id".into(), id.map_err(|e| format!("/id: {e}"))?);
        }
        if let Some(m) = obj.get("method") {
            let method = m.as_str().ok_or("`method` is not a string")?;
            out.insert("method".into(), m.clone());
            let params = Self::payload(cx, method, obj.get("params")).map_err(|e| format!("/params: {e}"))?;
            // An extension call without params stays without them.
            if obj.contains_key("params") || !(params.is_null() && method.starts_with('_')) {
                out.insert("params".into(), params);
            }
            return Ok(Some(out));
        }
        if let Some(result) = obj.get("result") {
            let Some(method) = cx.method else { return Ok(None) };
            let r = Self::payload(cx, method, Some(result)).map_err(|e| format!("/result: {e}"))?;
            out.insert("result".into(), r);
        }
        if let Some(error) = obj.get("error") {
            let e = Self::def(cx.version, "Error", error).map_err(|e| format!("/error: {e}"))?;
            out.insert("error".into(), e);
        }
        Ok(Some(out))
    }
}

/// One difference between a message and its round-trip.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    /// JSON pointer of the member that changed.
    pub pointer: String,
    /// The value before (JSON text; `None` = absent).
    pub before: Option<String>,
    /// The value after (JSON text; `None` = absent).
    pub after: Option<String>,
}

impl std::fmt::Display for Change {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let show = |v: &Option<String>| v.as_deref().map_or_else(|| "absent".to_string(), |s| clip(s, 60));
        let at = if self.pointer.is_empty() { "(root)" } else { &self.pointer };
        write!(f, "{at}: {} → {}", show(&self.before), show(&self.after))
    }
}

fn clip(s: &str, max: usize) -> String {
    if s.len() <= max {
        return s.to_string();
    }
    let mut cut = max;
    while !s.is_char_boundary(cut) {
        cut -= 1;
    }
    format!("{}…", &s[..cut])
}

/// The differences between `before` and `after`, by JSON pointer: members
/// added or removed (absent ≠ `null`), values that differ; arrays of another
/// length are one change at the array. Numbers compare by value, as JSON
/// defines them: `100` and `100.0` are equal (a schema's `"minimum": 0`
/// read into an `f64` comes back as `0.0`), a `u64` and the `f64` nearest to
/// it are not.
#[must_use]
pub fn json_changes(before: &Value, after: &Value) -> Vec<Change> {
    let mut out = Vec::new();
    diff(before, after, &mut String::new(), &mut out);
    out
}

fn diff(a: &Value, b: &Value, at: &mut String, out: &mut Vec<Change>) {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for (k, va) in x {
                let len = at.len();
                at.push('/');
                at.push_str(&super::schema::escape(k));
                match y.get(k) {
                    Some(vb) => diff(va, vb, at, out),
                    None => out.push(Change { pointer: at.clone(), before: Some(va.to_string()), after: None }),
                }
                at.truncate(len);
            }
            for (k, vb) in y {
                if !x.contains_key(k) {
                    let pointer = format!("{at}/{}", super::schema::escape(k));
                    out.push(Change { pointer, before: None, after: Some(vb.to_string()) });
                }
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            for (i, (va, vb)) in x.iter().zip(y).enumerate() {
                let len = at.len();
                at.push_str(&format!("/{i}"));
                diff(va, vb, at, out);
                at.truncate(len);
            }
        }
        (Value::Number(x), Value::Number(y)) if same_number(x, y) => {}
        _ if a == b => {}
        _ => out.push(Change { pointer: at.clone(), before: Some(a.to_string()), after: Some(b.to_string()) }),
    }
}

fn same_number(a: &serde_json::Number, b: &serde_json::Number) -> bool {
    let int = |n: &serde_json::Number| n.as_i64().map(i128::from).or_else(|| n.as_u64().map(i128::from));
    // Only floats with no fraction and well inside i128 can equal an integer.
    let whole = |f: f64| (f.is_finite() && f.fract() == 0.0 && f.abs() < 1e38).then_some(f as i128);
    match (int(a), int(b)) {
        (Some(x), Some(y)) => x == y,
        (Some(x), None) => b.as_f64().and_then(whole) == Some(x),
        (None, Some(y)) => a.as_f64().and_then(whole) == Some(y),
        (None, None) => a.as_f64() == b.as_f64(),
    }
}

/// What happened to one message.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Outcome {
    /// Came back JSON-equal.
    Same,
    /// Came back different.
    Changed(Vec<Change>),
    /// The types reject it.
    Rejected(String),
    /// Not a message (not JSON), or not decodable here.
    Skipped(String),
}

/// One message's round-trip result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageResult {
    /// 1-based line number.
    pub line: usize,
    /// Index inside a batch (`None` for a single message).
    pub batch_index: Option<usize>,
    /// Which way it travelled (`None` for a bare line that is not JSON).
    pub direction: Option<Direction>,
    /// Its method (a response's: the request's, when known).
    pub method: Option<String>,
    /// Its id as JSON text.
    pub id: Option<String>,
    /// The protocol version it was decoded with.
    pub version: u16,
    /// What happened.
    pub outcome: Outcome,
}

/// Comparison of a message with its round-trip.
pub type CompareFn = fn(&Value, &Value) -> Vec<Change>;

/// Runs a transcript through a [`MessageCodec`] and compares.
pub struct Roundtripper {
    codec: Box<dyn MessageCodec>,
    compare: CompareFn,
}

impl std::fmt::Debug for Roundtripper {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Roundtripper").finish_non_exhaustive()
    }
}

impl Default for Roundtripper {
    fn default() -> Self {
        Self::new(Box::new(TypedCodec))
    }
}

impl Roundtripper {
    /// A round-tripper with `codec` and [`json_changes`] as comparison.
    #[must_use]
    pub fn new(codec: Box<dyn MessageCodec>) -> Self {
        Roundtripper { codec, compare: json_changes }
    }

    /// Replaces the comparison.
    #[must_use]
    pub fn with_compare(mut self, compare: CompareFn) -> Self {
        self.compare = compare;
        self
    }

    /// Round-trips every message of a transcript (bare or recorded lines,
    /// see [`super::transcript`]), placed by `placer` (directions, response
    /// methods, version).
    pub fn run(&self, text: &[u8], mut placer: Placer) -> Vec<MessageResult> {
        let mut out = Vec::new();
        for entry in parse_transcript(text) {
            let message = match entry.message {
                Ok(m) => m,
                Err(why) => {
                    out.push(MessageResult {
                        line: entry.line,
                        batch_index: None,
                        direction: entry.direction,
                        method: None,
                        id: None,
                        version: placer.version(),
                        outcome: Outcome::Skipped(why),
                    });
                    continue;
                }
            };
            match &message {
                Value::Array(items) => {
                    let mut stated = entry.direction;
                    for (i, item) in items.iter().enumerate() {
                        let placed = placer.place(stated, item);
                        stated = Some(placed.direction);
                        out.push(self.one(entry.line, Some(i), &placed, item));
                    }
                }
                single => {
                    let placed = placer.place(entry.direction, single);
                    out.push(self.one(entry.line, None, &placed, single));
                }
            }
        }
        out
    }

    fn one(&self, line: usize, batch_index: Option<usize>, placed: &super::transcript::Placed, message: &Value) -> MessageResult {
        let cx = MessageContext {
            version: placed.version,
            direction: placed.direction,
            method: placed.method.as_deref(),
            kind: placed.kind,
        };
        let outcome = match self.codec.roundtrip(&cx, message) {
            Decoded::Encoded(after) => {
                let changes = (self.compare)(message, &after);
                if changes.is_empty() {
                    Outcome::Same
                } else {
                    Outcome::Changed(changes)
                }
            }
            Decoded::Rejected(e) => Outcome::Rejected(e),
            Decoded::Skipped(e) => Outcome::Skipped(e),
        };
        MessageResult {
            line,
            batch_index,
            direction: Some(placed.direction),
            method: placed.method.clone(),
            id: message.get("id").map(Value::to_string),
            version: placed.version,
            outcome,
        }
    }
}
