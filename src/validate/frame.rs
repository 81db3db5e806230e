//! [`FrameValidator`]: validates the frames of one connection (both
//! directions) — envelope, ids, method table, direction, params, results,
//! errors, batches — and follows version negotiation.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{Arc, LazyLock};

use serde_json::value::RawValue;
use serde_json::{Map, Value};

use super::report::Violation;
use super::schema::SchemaValidator;
use super::table::MethodSpec;
use super::{Direction, SchemaError};
use crate::method::{MethodKind, Side};

/// What kind of rule a [`FrameViolation`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ViolationKind {
    /// The frame is not JSON.
    NotJson,
    /// The JSON-RPC envelope: `jsonrpc`, `id` type, `method` type,
    /// `params`/`result`/`error` exclusivity, not an object.
    Envelope,
    /// A batch (top-level array) where the protocol version has none (v1).
    Batch,
    /// A method that is not in the schema's table and not an extension
    /// (`_`-prefixed), or sent as the wrong kind (request vs notification).
    UnknownMethod,
    /// A method sent by the side that serves it.
    WrongDirection,
    /// Params that do not match the method's params def.
    Params,
    /// A result that does not match the result def of the request it answers.
    Result,
    /// An `error` object that does not match the schema's `Error` def.
    ErrorObject,
    /// A response whose id matches no request in flight the other way.
    UnknownResponseId,
    /// A request id that is already in flight in the same direction.
    DuplicateRequestId,
    /// Version negotiation picked a version without a loaded schema.
    Negotiation,
}

impl ViolationKind {
    /// A short stable name (`"params"`, `"unknown-method"`, …) for reports.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            ViolationKind::NotJson => "not-json",
            ViolationKind::Envelope => "envelope",
            ViolationKind::Batch => "batch",
            ViolationKind::UnknownMethod => "unknown-method",
            ViolationKind::WrongDirection => "wrong-direction",
            ViolationKind::Params => "params",
            ViolationKind::Result => "result",
            ViolationKind::ErrorObject => "error-object",
            ViolationKind::UnknownResponseId => "unknown-response-id",
            ViolationKind::DuplicateRequestId => "duplicate-request-id",
            ViolationKind::Negotiation => "negotiation",
        }
    }
}

impl std::fmt::Display for ViolationKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What is wrong with one message of a frame. Instance paths in
/// `violations` are JSON pointers into the whole frame (`/params/…`,
/// `/result/…`; `/3/params/…` for the fourth message of a batch), so a tool
/// can print `line N: <pointer>: <message> (<rule>)` per violation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameViolation {
    /// Which way the frame travelled.
    pub direction: Direction,
    /// What kind of rule.
    pub kind: ViolationKind,
    /// The method (for responses: of the request answered, when known).
    pub method: Option<String>,
    /// The id as JSON text (`7`, `"agent-1"`, `null`).
    pub id: Option<String>,
    /// The `$defs` entry checked against, for schema violations.
    pub def: Option<String>,
    /// The broken rules (at least one).
    pub violations: Vec<Violation>,
}

impl std::fmt::Display for FrameViolation {
    /// `client->agent session/prompt id 3: params (PromptRequest)` and one
    /// indented line per violation.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {}",
            self.direction,
            self.method.as_deref().unwrap_or("-")
        )?;
        if let Some(id) = &self.id {
            write!(f, " id {id}")?;
        }
        write!(f, ": {}", self.kind)?;
        if let Some(def) = &self.def {
            write!(f, " ({def})")?;
        }
        for v in &self.violations {
            write!(f, "\n  {v}")?;
        }
        Ok(())
    }
}

/// Fields shared by the reports of one message (turned into strings only
/// when something is reported).
struct Ctx<'a> {
    direction: Direction,
    at: &'a str,
    method: Option<Cow<'a, str>>,
    id: Option<&'a Value>,
}

impl Ctx<'_> {
    fn report(
        &self,
        kind: ViolationKind,
        def: Option<&str>,
        violations: Vec<Violation>,
    ) -> FrameViolation {
        FrameViolation {
            direction: self.direction,
            kind,
            method: self.method.as_deref().map(str::to_string),
            id: self.id.map(Value::to_string),
            def: def.map(str::to_string),
            violations,
        }
    }

    fn path(&self, member: &str) -> String {
        format!("{}/{member}", self.at)
    }
}

/// The members of a message the rules look at (`None`: absent).
#[derive(Clone, Copy)]
struct Members<'v> {
    jsonrpc: Option<&'v Value>,
    id: Option<&'v Value>,
    method: Option<MethodMember<'v>>,
    params: Option<Member<'v>>,
    result: Option<Member<'v>>,
    error: Option<Member<'v>>,
}

/// A `params`, `result` or `error` member: a `Value` (batches, and frames
/// the fast path hands over), or the fast path's [`lite::Lite`], made a
/// `Value` only when a rule needs one.
#[derive(Clone, Copy)]
enum Member<'v> {
    Value(&'v Value),
    Lite(&'v lite::Lite<'v>),
}

impl<'v> Member<'v> {
    fn value(self) -> Cow<'v, Value> {
        match self {
            Member::Value(v) => Cow::Borrowed(v),
            Member::Lite(l) => Cow::Owned(l.to_value()),
        }
    }
}

/// The `method` member: a name, or whatever else was sent there.
#[derive(Clone, Copy)]
enum MethodMember<'v> {
    Name(&'v str),
    Other(&'v Value),
}

impl<'v> MethodMember<'v> {
    fn of(v: &'v Value) -> Self {
        match v {
            Value::String(s) => MethodMember::Name(s),
            other => MethodMember::Other(other),
        }
    }
}

impl<'v> Members<'v> {
    fn of(obj: &'v Map<String, Value>) -> Self {
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
struct Envelope<'a> {
    #[serde(default, borrow, deserialize_with = "present_raw")]
    jsonrpc: Option<&'a str>,
    #[serde(default, borrow, deserialize_with = "present_raw")]
    id: Option<&'a str>,
    #[serde(default, borrow, deserialize_with = "present_raw")]
    method: Option<&'a str>,
    #[serde(default, borrow, deserialize_with = "present_lite")]
    params: Option<lite::Lite<'a>>,
    #[serde(default, borrow, deserialize_with = "present_lite")]
    result: Option<lite::Lite<'a>>,
    #[serde(default, borrow, deserialize_with = "present_lite")]
    error: Option<lite::Lite<'a>>,
}

/// `"2.0"`, for the `jsonrpc` member of almost every message.
static JSONRPC_2: LazyLock<Value> = LazyLock::new(|| Value::String("2.0".into()));

/// Values parsed from the raw members of an [`Envelope`] that are not in
/// their common form (an escaped method name, a `jsonrpc` other than
/// `"2.0"`, any id).
#[derive(Default)]
struct Parsed {
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
    fn members<'v>(&'v self, parsed: &'v mut Parsed) -> Members<'v> {
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

/// Validates the frames of one connection, both directions.
///
/// Per message: the JSON-RPC 2.0 envelope (`"jsonrpc": "2.0"`, id types per
/// the schema's `RequestId` — v2 has no `null` id except on error
/// responses —, `method` a string, exactly one of `result`/`error`, the
/// `error` object against the `Error` def); for requests and notifications
/// the method table, keyed by (method, kind), and the direction (only the
/// side that does *not* serve a method sends it; `protocol` and `proxy`
/// methods go both ways); then the params against the method's params def.
/// `_`-prefixed methods not in the table are extensions (any params).
/// Request ids are tracked per direction so each response's result is
/// checked against the result def of the request it answers; responses to
/// unknown ids and ids reused while in flight are reported. Batches are
/// allowed from protocol version 2 on.
#[derive(Debug, Clone)]
pub struct FrameValidator {
    candidates: Vec<Arc<SchemaValidator>>,
    schema: Arc<SchemaValidator>,
    negotiate: bool,
    /// Requests in flight, per direction they were sent in: id (JSON text) → method.
    pending: [HashMap<String, String>; 2],
    /// The fast accept path of params and results.
    lite: lite::Defs,
    /// The method table row of the last request or notification, with the
    /// schema it is from: a stream of one method compares its name instead
    /// of hashing it per message.
    last_call: Option<(Arc<SchemaValidator>, MethodSpec)>,
}

fn slot(d: Direction) -> usize {
    match d {
        Direction::ClientToAgent => 0,
        Direction::AgentToClient => 1,
    }
}

fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

impl FrameValidator {
    /// Validates every frame with `schema` (no version negotiation).
    #[must_use]
    pub fn new(schema: Arc<SchemaValidator>) -> Self {
        FrameValidator {
            candidates: vec![schema.clone()],
            schema,
            negotiate: false,
            pending: Default::default(),
            lite: lite::Defs::default(),
            last_call: None,
        }
    }

    /// Follows version negotiation among `candidates`: starts with the lowest
    /// version; the client's `initialize` request switches to the highest
    /// candidate not above the version it asks for, and the agent's
    /// `initialize` result to exactly the version it chose (a version with no
    /// candidate is a [`ViolationKind::Negotiation`] report). `None` when
    /// `candidates` is empty.
    #[must_use]
    pub fn negotiating(mut candidates: Vec<Arc<SchemaValidator>>) -> Option<Self> {
        candidates.sort_by_key(|s| s.protocol_version());
        let schema = candidates.first()?.clone();
        Some(FrameValidator {
            candidates,
            schema,
            negotiate: true,
            pending: Default::default(),
            lite: lite::Defs::default(),
            last_call: None,
        })
    }

    /// [`negotiating`](Self::negotiating) among the built-in schemas
    /// ([`SchemaValidator::builtin_versions`]).
    ///
    /// # Errors
    /// When a built-in schema fails to load (it does not).
    pub fn auto() -> Result<Self, SchemaError> {
        let candidates = SchemaValidator::builtin_versions()
            .iter()
            .map(|v| SchemaValidator::builtin(*v))
            .collect::<Result<Vec<_>, _>>()?;
        Self::negotiating(candidates).ok_or(SchemaError::UnknownVersion(0))
    }

    /// The schema frames are validated with now.
    #[must_use]
    pub fn schema(&self) -> &Arc<SchemaValidator> {
        &self.schema
    }

    /// Validates with `schema` from now on and stops following negotiation
    /// (for a caller that knows the version). Requests in flight are kept.
    pub fn set_schema(&mut self, schema: Arc<SchemaValidator>) {
        self.schema = schema;
        self.negotiate = false;
    }

    /// Requests still awaiting an answer: (direction they were sent in, id
    /// as JSON text, method).
    #[must_use]
    pub fn unanswered(&self) -> Vec<(Direction, String, String)> {
        let mut out = Vec::new();
        for d in [Direction::ClientToAgent, Direction::AgentToClient] {
            for (id, m) in &self.pending[slot(d)] {
                out.push((d, id.clone(), m.clone()));
            }
        }
        out
    }

    /// Validates one frame (a message or a batch) travelling `direction`.
    /// An empty list means the frame is valid.
    pub fn validate(&mut self, direction: Direction, frame: &[u8]) -> Vec<FrameViolation> {
        // One UTF-8 check of the whole frame lets `serde_json` read it as a
        // `str`, which skips its check of every string on the way (a tenth
        // of the parse); a frame that is not UTF-8 is reported below.
        let text = std::str::from_utf8(frame).ok().filter(|t| {
            t.trim_start_matches([' ', '\t', '\n', '\r'])
                .starts_with('{')
        });
        if let Some(text) = text {
            // Only the six members the rules look at are parsed, straight
            // into an `Envelope`: by the hand-written reader when the frame
            // has the common shape, else by `serde_json` (other members
            // skipped). Anything both refuse (duplicate members, bad JSON)
            // goes through the whole-frame `Value` below, which decides and
            // reports exactly as before.
            if let Some(env) = lite::envelope(text).or_else(|| serde_json::from_str::<Envelope>(text).ok()) {
                let mut out = Vec::new();
                let mut parsed = Parsed::default();
                self.members(direction, env.members(&mut parsed), "", &mut out);
                return out;
            }
        }
        match serde_json::from_slice::<Value>(frame) {
            Ok(v) => self.validate_value(direction, &v),
            Err(e) => vec![FrameViolation {
                direction,
                kind: ViolationKind::NotJson,
                method: None,
                id: None,
                def: None,
                violations: vec![Violation::rule("", "json", e.to_string())],
            }],
        }
    }

    /// As [`validate`](Self::validate), for an already parsed frame.
    pub fn validate_value(&mut self, direction: Direction, frame: &Value) -> Vec<FrameViolation> {
        let mut out = Vec::new();
        match frame {
            Value::Array(items) => {
                let ctx = Ctx {
                    direction,
                    at: "",
                    method: None,
                    id: None,
                };
                if self.schema.protocol_version() < 2 {
                    let msg = format!(
                        "batches are not part of ACP v{} (they are from v2 on)",
                        self.schema.protocol_version()
                    );
                    out.push(ctx.report(
                        ViolationKind::Batch,
                        None,
                        vec![Violation::rule("", "batch", msg)],
                    ));
                }
                if items.is_empty() {
                    out.push(ctx.report(
                        ViolationKind::Envelope,
                        None,
                        vec![Violation::rule("", "batch", "empty batch")],
                    ));
                }
                for (i, item) in items.iter().enumerate() {
                    self.message(direction, item, &format!("/{i}"), &mut out);
                }
            }
            single => self.message(direction, single, "", &mut out),
        }
        out
    }

    fn message(
        &mut self,
        direction: Direction,
        v: &Value,
        at: &str,
        out: &mut Vec<FrameViolation>,
    ) {
        let Some(obj) = v.as_object() else {
            let ctx = Ctx {
                direction,
                at,
                method: None,
                id: None,
            };
            let msg = format!("a JSON-RPC message is an object, not {}", type_name(v));
            out.push(ctx.report(
                ViolationKind::Envelope,
                None,
                vec![Violation::rule(at, "type", msg)],
            ));
            return;
        };
        self.members(direction, Members::of(obj), at, out);
    }

    /// One message (an object), given the members the rules look at.
    fn members(
        &mut self,
        direction: Direction,
        m: Members<'_>,
        at: &str,
        out: &mut Vec<FrameViolation>,
    ) {
        let mut ctx = Ctx {
            direction,
            at,
            method: None,
            id: None,
        };
        let id = m.id;
        ctx.id = id;
        let mut env = Vec::new();
        match m.jsonrpc {
            Some(Value::String(s)) if s == "2.0" => {}
            None => env.push(Violation::rule(
                at,
                "jsonrpc",
                "`jsonrpc` is missing (must be \"2.0\")",
            )),
            Some(other) => env.push(Violation::rule(
                ctx.path("jsonrpc"),
                "jsonrpc",
                format!("must be \"2.0\", not {other}"),
            )),
        }
        match m.method {
            Some(MethodMember::Name(method)) => {
                ctx.method = Some(Cow::Borrowed(method));
                for (member, present) in
                    [("result", m.result.is_some()), ("error", m.error.is_some())]
                {
                    if present {
                        let msg = format!("a request or notification has no `{member}`");
                        env.push(Violation::rule(ctx.path(member), "exclusive", msg));
                    }
                }
                let kind = match id {
                    Some(id) => {
                        self.check_id(id, false, &ctx, &mut env);
                        MethodKind::Request
                    }
                    None => MethodKind::Notification,
                };
                if !env.is_empty() {
                    out.push(ctx.report(ViolationKind::Envelope, None, env));
                }
                self.call(&ctx, method, kind, &m, out);
            }
            Some(MethodMember::Other(other)) => {
                let msg = format!("`method` must be a string, not {}", type_name(other));
                env.push(Violation::rule(ctx.path("method"), "method", msg));
                out.push(ctx.report(ViolationKind::Envelope, None, env));
            }
            None => self.response(&mut ctx, &m, env, out),
        }
    }

    /// `id` against the schema's `RequestId` (`null` allowed on error responses).
    fn check_id(&self, id: &Value, null_ok: bool, ctx: &Ctx<'_>, env: &mut Vec<Violation>) {
        if null_ok && id.is_null() {
            return;
        }
        let path = ctx.path("id");
        if self.schema.has_def("RequestId") {
            if let Err(vs) = self.schema.validate_def_at("RequestId", id, &path) {
                let mut v = Violation::rule(path, "id", "");
                v.schema_path = "/$defs/RequestId".into();
                let reasons: Vec<String> = vs.into_iter().map(|x| x.message).collect();
                v.message = format!(
                    "{id} is not a valid request id in {}: {}",
                    self.schema.label(),
                    reasons.join("; ")
                );
                env.push(v);
            }
        } else if !(id.is_string() || id.is_i64() || id.is_u64()) {
            env.push(Violation::rule(
                path,
                "id",
                format!("{id} is not a valid request id (string or integer)"),
            ));
        }
    }

    /// A request or notification: negotiation, method table, direction, params, pending ids.
    fn call(
        &mut self,
        ctx: &Ctx<'_>,
        method: &str,
        kind: MethodKind,
        m: &Members<'_>,
        out: &mut Vec<FrameViolation>,
    ) {
        let params = m.params;
        if self.negotiate
            && kind == MethodKind::Request
            && method == "initialize"
            && ctx.direction == Direction::ClientToAgent
        {
            if let Some(requested) = params
                .map(Member::value)
                .and_then(|p| p.get("protocolVersion").and_then(Value::as_u64))
            {
                let best = self
                    .candidates
                    .iter()
                    .rfind(|s| u64::from(s.protocol_version()) <= requested);
                if let Some(s) = best {
                    self.schema = s.clone();
                }
            }
        }
        if kind == MethodKind::Request {
            self.track_request(ctx, method, m.id, out);
        }
        let schema = &*self.schema;
        let spec = match &self.last_call {
            Some((s, spec)) if spec.kind == kind && spec.method == method && Arc::ptr_eq(s, &self.schema) => spec,
            _ => {
                let Some(spec) = schema.methods().find(method, kind) else {
                    if !method.starts_with('_') {
                        out.push(ctx.report(
                            ViolationKind::UnknownMethod,
                            None,
                            vec![unknown_method(schema, ctx, method, kind)],
                        ));
                    }
                    return;
                };
                self.last_call = Some((self.schema.clone(), spec.clone()));
                spec
            }
        };
        let allowed = match spec.served_by {
            Side::Agent | Side::Client => Direction::sent_by(spec.served_by) != Some(ctx.direction),
            Side::Protocol | Side::Proxy => true,
        };
        if !allowed {
            let msg = format!(
                "`{method}` is served by the {}, so only the {} sends it; this one travelled {}",
                spec.served_by.as_str(),
                ctx.direction.receiver().as_str(),
                ctx.direction
            );
            out.push(ctx.report(
                ViolationKind::WrongDirection,
                None,
                vec![Violation::rule(ctx.path("method"), "x-side", msg)],
            ));
        }
        let def = spec.params_def.as_str();
        let found = match params {
            Some(Member::Lite(l)) if self.lite.accepts(&self.schema, def, l) => Ok(()),
            Some(p) => {
                let p = p.value();
                if schema.is_valid_def(def, &p) {
                    Ok(())
                } else {
                    schema.validate_def_at(def, &p, &ctx.path("params"))
                }
            }
            None if schema.is_valid_def(def, &Value::Null) => Ok(()),
            None => Err(vec![Violation {
                instance_path: ctx.at.to_string(),
                schema_path: format!("/$defs/{def}"),
                keyword: "params".into(),
                message: format!("`params` is missing; `{method}` takes a {def}"),
            }]),
        };
        if let Err(vs) = found {
            out.push(ctx.report(ViolationKind::Params, Some(def), vs));
        }
    }

    fn track_request(
        &mut self,
        ctx: &Ctx<'_>,
        method: &str,
        id: Option<&Value>,
        out: &mut Vec<FrameViolation>,
    ) {
        let Some(id) = id.filter(|i| i.is_string() || i.is_number()) else {
            return;
        };
        let key = id.to_string();
        let pending = &mut self.pending[slot(ctx.direction)];
        if let Some(earlier) = pending.get(&key) {
            let msg = format!(
                "id {key} is already in flight {} (for `{earlier}`)",
                ctx.direction
            );
            out.push(ctx.report(
                ViolationKind::DuplicateRequestId,
                None,
                vec![Violation::rule(ctx.path("id"), "id", msg)],
            ));
        } else {
            pending.insert(key, method.to_string());
        }
    }

    /// A response: id, pending lookup, negotiation, result or error.
    fn response(
        &mut self,
        ctx: &mut Ctx<'_>,
        m: &Members<'_>,
        mut env: Vec<Violation>,
        out: &mut Vec<FrameViolation>,
    ) {
        let (result, error) = (m.result, m.error);
        if result.is_none() && error.is_none() {
            let msg =
                "neither `method` nor `result`/`error`: not a request, notification or response";
            env.push(Violation::rule(ctx.at, "message", msg));
            out.push(ctx.report(ViolationKind::Envelope, None, env));
            return;
        }
        if result.is_some() && error.is_some() {
            env.push(Violation::rule(
                ctx.at,
                "exclusive",
                "a response has `result` or `error`, not both",
            ));
        }
        let id = m.id;
        match id {
            Some(id) => self.check_id(id, error.is_some() && result.is_none(), ctx, &mut env),
            None => env.push(Violation::rule(ctx.at, "id", "a response needs an `id`")),
        }
        if !env.is_empty() {
            out.push(ctx.report(ViolationKind::Envelope, None, env));
        }
        let answered = ctx.direction.reverse();
        let method = match id {
            Some(id) if id.is_string() || id.is_number() => {
                let found = self.pending[slot(answered)].remove(&id.to_string());
                if found.is_none() {
                    let msg = format!(
                        "no request with id {id} was sent {answered} and is awaiting an answer"
                    );
                    out.push(ctx.report(
                        ViolationKind::UnknownResponseId,
                        None,
                        vec![Violation::rule(ctx.path("id"), "id", msg)],
                    ));
                }
                found
            }
            _ => None,
        };
        ctx.method = method.map(Cow::Owned);
        if let (Some(result), None) = (result, error) {
            if let Some(m) = ctx.method.as_deref() {
                if self.negotiate && m == "initialize" {
                    self.negotiated(ctx, &result.value(), out);
                }
                let schema = &*self.schema;
                if let Some(def) = schema
                    .methods()
                    .find(m, MethodKind::Request)
                    .and_then(|s| s.result_def.as_deref())
                {
                    let fast = matches!(result, Member::Lite(l) if self.lite.accepts(&self.schema, def, l));
                    if !fast {
                        let result = result.value();
                        if !schema.is_valid_def(def, &result) {
                            if let Err(vs) = schema.validate_def_at(def, &result, &ctx.path("result")) {
                                out.push(ctx.report(ViolationKind::Result, Some(def), vs));
                            }
                        }
                    }
                }
            }
        }
        self.error_object(ctx, error.map(Member::value).as_deref(), out);
    }

    /// The `error` member against the schema's `Error` def.
    fn error_object(&self, ctx: &Ctx<'_>, error: Option<&Value>, out: &mut Vec<FrameViolation>) {
        if let Some(error) = error {
            if self.schema.has_def("Error") && !self.schema.is_valid_def("Error", error) {
                if let Err(vs) = self
                    .schema
                    .validate_def_at("Error", error, &ctx.path("error"))
                {
                    out.push(ctx.report(ViolationKind::ErrorObject, Some("Error"), vs));
                }
            }
        }
    }

    /// The agent's `initialize` result: switch to the version it chose.
    fn negotiated(&mut self, ctx: &Ctx<'_>, result: &Value, out: &mut Vec<FrameViolation>) {
        let Some(chosen) = result.get("protocolVersion").and_then(Value::as_u64) else {
            return;
        };
        if let Some(s) = self
            .candidates
            .iter()
            .find(|s| u64::from(s.protocol_version()) == chosen)
        {
            self.schema = s.clone();
            return;
        }
        let have: Vec<String> = self
            .candidates
            .iter()
            .map(|s| s.protocol_version().to_string())
            .collect();
        let msg = format!(
            "the agent chose protocolVersion {chosen}, for which no schema is loaded (have {}); still validating with {}",
            have.join(", "),
            self.schema.label()
        );
        let v = Violation::rule(ctx.path("result/protocolVersion"), "protocolVersion", msg);
        out.push(ctx.report(ViolationKind::Negotiation, None, vec![v]));
    }
}

fn unknown_method(
    schema: &SchemaValidator,
    ctx: &Ctx<'_>,
    method: &str,
    kind: MethodKind,
) -> Violation {
    let (this, other) = match kind {
        MethodKind::Request => ("request", MethodKind::Notification),
        MethodKind::Notification => ("notification", MethodKind::Request),
    };
    let msg = if schema.methods().find(method, other).is_some() {
        let that = if this == "request" {
            "notification"
        } else {
            "request"
        };
        format!(
            "`{method}` is a {that} in {}, but was sent as a {this}",
            schema.label()
        )
    } else {
        format!(
            "{} has no {this} `{method}` (extension methods start with `_`)",
            schema.label()
        )
    };
    Violation::rule(ctx.path("method"), "method", msg)
}

mod lite;

#[cfg(test)]
mod tests {
    use super::*;

    /// The member-wise fast path of `validate` reports exactly what the
    /// whole-`Value` path does, including the frames it hands over to it.
    #[test]
    fn fast_path_reports_like_the_value_path() {
        let frames: &[&str] = &[
            r#"{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/","mcpServers":[]}}"#,
            r#"{"jsonrpc":"2.0","id":1,"method":"session/new","params":null}"#,
            r#"{"jsonrpc":"2.0","id":null,"method":"session/new"}"#,
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse"}}"#,
            r#"{"jsonrpc":"2.0","id":null,"result":null}"#,
            r#"{"jsonrpc":"1.0","id":[1],"method":7}"#,
            r#"{"jsonrpc":null,"method":"session/update","params":{},"result":1,"error":null}"#,
            r#"  {"method":"session/update","params":{"sessionId":"s"},"extra":{"deep":[1,2]},"id":"x"} "#,
            r#"{"jsonrpc":"2.0","id":2,"id":3,"result":{}}"#,
            r#"{"jsonrpc":"2.0","method":"a","method":"_b"}"#,
            r#"{"jsonrpc":"2.0","id":1,"result":{},"result":{}} trailing"#,
            r#"{"jsonrpc":"2.0","id":4,"method":"_ext/x","params":[1]}"#,
            // `jsonrpc`, `id` and `method` as the fast path keeps them: raw
            // text, escaped or not, of every type.
            r#"{"jsonrpc":"2\u002e0","method":"session\/update","params":{"sessionId":"s","update":{}}}"#,
            r#"{"jsonrpc":"2.0","method":"session\u002fcancel","params":{"sessionId":"s"}}"#,
            r#"{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s\"q"}}"#,
            r#"{"jsonrpc":"2.0","id":"a\"b","method":"session/new","params":{"cwd":"/","mcpServers":[]}}"#,
            r#"{"jsonrpc":"2.0","id":"a\"b","result":{"sessionId":"x"}}"#,
            r#"{"jsonrpc":2.0,"id":1.5,"method":"session/load","params":{}}"#,
            r#"{"jsonrpc":"2.0 ","id":true,"method":["session/update"]}"#,
            r#"{"jsonrpc":"","id":{"a":1},"method":null}"#,
            r#"{"jsonrpc":"2.0","method":"","params":null}"#,
            r#"{"jsonrpc":"2.0","method":"\"","params":null}"#,
            " \r\n\t{\"jsonrpc\":\"2.0\",\"method\":\"session/update\"}",
            r#"{}"#,
            r#"[{"jsonrpc":"2.0","method":"session/update"}]"#,
            r#""text""#,
            // Params and results through the `Lite` path: valid, invalid deep
            // inside, a repeated member name (a `Value` keeps the last one,
            // so the frame goes the `Value` way), escapes, numbers, `null`.
            r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"a\n\u00e9"}}}}"#,
            r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":7}}}}"#,
            r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"x","text":7}}}}"#,
            r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":7,"text":"x"}}}}"#,
            r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"no_such_update"}}}"#,
            r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_\u006dessage_chunk","content":{"type":"text","text":""}}}}"#,
            r#"{"jsonrpc":"2.0","id":9,"method":"initialize","params":{"protocolVersion":1.0,"clientCapabilities":{}}}"#,
            r#"{"jsonrpc":"2.0","id":9,"result":{"protocolVersion":1,"agentCapabilities":{},"authMethods":[]}}"#,
            r#"{"jsonrpc":"2.0","id":10,"method":"initialize","params":{"protocolVersion":-1e400}}"#,
            r#"{"jsonrpc":"2.0","id":10,"result":{"protocolVersion":"1"}}"#,
            r#"{"jsonrpc":"2.0","id":11,"method":"session/prompt","params":{"sessionId":"s","prompt":[{"type":"text","text":"hi"},{"type":"resource_link","uri":"file:///a","name":"a"}]}}"#,
            r#"{"jsonrpc":"2.0","id":11,"result":{"stopReason":"end_turn"}}"#,
            r#"{"jsonrpc":"2.0","id":12,"method":"session/prompt","params":{"sessionId":"s","prompt":[{"type":"image"}]}}"#,
            r#"{"jsonrpc":"2.0","id":12,"error":{"code":-32602,"message":"bad","data":{"a":[1,2.5,null,true]}}}"#,
            r#"{"jsonrpc":"2.0","id":13,"error":{"code":"x","message":"bad"}}"#,
        ];
        let schema = SchemaValidator::builtin(1).unwrap();
        let (mut fast, mut slow) = (
            FrameValidator::new(schema.clone()),
            FrameValidator::new(schema),
        );
        let wide = format!(
            r#"{{"jsonrpc":"2.0","method":"session/update","params":{{"sessionId":"s","update":{{"sessionUpdate":"agent_message_chunk","content":{{"type":"text","text":"x","_meta":{{{}}}}}}}}}}}"#,
            (0..100).map(|i| format!(r#""k{i}":{i}"#)).collect::<Vec<_>>().join(",")
        );
        let frames = frames.iter().copied().chain([wide.as_str()]);
        for frame in frames {
            for d in [Direction::ClientToAgent, Direction::AgentToClient] {
                let want = match serde_json::from_str::<Value>(frame) {
                    Ok(v) => slow.validate_value(d, &v),
                    Err(_) => slow.validate(d, frame.as_bytes()),
                };
                assert_eq!(fast.validate(d, frame.as_bytes()), want, "{frame}");
            }
        }
    }

    /// The hand-written reader accepts only valid JSON and reads it as the
    /// `serde_json` envelope parse does; anything else it leaves to that
    /// parse.
    #[test]
    fn envelope_reader_reads_like_serde_json() {
        let params = [
            r#"{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"t"}}}"#,
            r#"{"a":"\"\\\/\b\f\n\r\t","b":"x\u0041","c":"\ud83c\udf89","d":"\ud800"}"#,
            r#"{"a":"tab	raw","b":1}"#,
            "{\"a\":\"\\n\u{1}x\"}",
            "{\"a\":\"\u{1f}\"}",
            "{\"a\":\"0123456789abcdef\\t0123456789\u{7f}\u{0}\"}",
            r#"{"a":"\x"}"#,
            r#"{"a":"unterminated}"#,
            r#"{"a":[1,-1,0,-0,1.5,-1.5e3,1E+2,2e-2,0.0,18446744073709551615,18446744073709551616,-9223372036854775809,1e400]}"#,
            r#"{"a":01}"#,
            r#"{"a":1.}"#,
            r#"{"a":.5}"#,
            r#"{"a":-}"#,
            r#"{"a":1e}"#,
            r#"{"a":+1}"#,
            r#"{"a":[true,false,null]}"#,
            r#"{"a":tru}"#,
            r#"{"a":nul}"#,
            r#"{"a":[1,]}"#,
            r#"{"a":1,}"#,
            r#"{"a" 1}"#,
            r#"{"a":1 "b":2}"#,
            r#"{"a":1,"a":2}"#,
            r#"{"\u0061":1,"a":2}"#,
            r#"{ "a" : [ ] , "b" : { } , "c" : [ { } ] }"#,
            r#"{"é🎉":"日本"}"#,
            r#"[]"#,
            r#""s""#,
            r#"null"#,
        ];
        let mut frames: Vec<String> = Vec::new();
        for p in params {
            frames.push(format!(r#"{{"jsonrpc":"2.0","method":"session/update","params":{p}}}"#));
            frames.push(format!(r#"{{"jsonrpc":"2.0","id":3,"result":{p}}}"#));
            frames.push(format!(r#" {{ "id" : "x" , "error" : {p} , "jsonrpc" : "2.0" }} "#));
        }
        frames.extend(
            [
                r#"{"jsonrpc":"2.0","method":"m","method":"n"}"#,
                r#"{"jsonrpc":"2.0","method":"m","extra":1}"#,
                r#"{"jsonrpc":"2.0","method":"m"} x"#,
                r#"{"jsonrpc":"2.0","method":"m"}}"#,
                r#"{"jsonrpc":"2.0","method":"m""#,
                r#"{"jsonrpc":"2.0","meth\u006fd":"m"}"#,
                r#"{}"#,
                " \t\r\n{\"id\":null,\"result\":null}\n",
            ]
            .map(String::from),
        );
        let deep = |n: usize| format!(r#"{{"params":{}1{}}}"#, "[".repeat(n), "]".repeat(n));
        frames.extend([deep(10), deep(70), deep(200)]);
        let mut read = 0;
        for frame in &frames {
            let theirs = serde_json::from_str::<Envelope>(frame);
            let Some(ours) = lite::envelope(frame) else { continue };
            let theirs = theirs.unwrap_or_else(|e| panic!("accepted what serde_json refuses ({e}): {frame}"));
            read += 1;
            assert_eq!((ours.jsonrpc, ours.id, ours.method), (theirs.jsonrpc, theirs.id, theirs.method), "{frame}");
            let v = |l: &Option<lite::Lite<'_>>| l.as_ref().map(lite::Lite::to_value);
            assert_eq!(v(&ours.params), v(&theirs.params), "{frame}");
            assert_eq!(v(&ours.result), v(&theirs.result), "{frame}");
            assert_eq!(v(&ours.error), v(&theirs.error), "{frame}");
        }
        assert!(read >= 20, "the reader read only {read} frames");
    }

    /// The `Lite` path accepts exactly what `jsonschema` accepts as a
    /// `Value` (it only ever answers "valid"; this checks it never says so
    /// wrongly, and that it does say so for valid instances).
    #[test]
    fn lite_accepts_what_the_value_path_accepts() {
        let cases: &[(&str, &str)] = &[
            ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"t"}}}"#),
            ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"t","annotations":{"priority":0.5,"audience":["user"]}}}}"#),
            ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"t","annotations":{"priority":"high"}}}}"#),
            ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text"}}}"#),
            ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"tool_call","toolCallId":"c","title":"t","kind":"read","status":"pending","locations":[{"path":"/a","line":3}]}}"#),
            ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"tool_call","toolCallId":"c","title":"t","kind":"nope"}}"#),
            ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"tool_call","toolCallId":"c","title":"t","locations":[{"path":"/a","line":-3}]}}"#),
            ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"tool_call","toolCallId":"c","title":"t","locations":[{"path":"/a","line":3.5}]}}"#),
            ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"plan","entries":[{"content":"c","priority":"high","status":"pending"}]}}"#),
            ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"plan","entries":[{"content":"c","priority":"urgent","status":"pending"}]}}"#),
            ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"image","data":"AAAA","mimeType":"image/png","uri":"not a uri"}}}"#),
            ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"resource_link","uri":"file:///x","name":"x","size":12}}}"#),
            ("SessionNotification", r#"{"sessionId":7,"update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"t"}}}"#),
            ("SessionNotification", r#"{"sessionId":"s","update":null}"#),
            ("SessionNotification", r#"[]"#),
            ("SessionNotification", r#"null"#),
            ("PromptRequest", r#"{"sessionId":"s","prompt":[{"type":"text","text":"a\"\\\n\u0001é🎉"}]}"#),
            ("PromptRequest", r#"{"sessionId":"s","prompt":{}}"#),
            ("PromptResponse", r#"{"stopReason":"end_turn"}"#),
            ("PromptResponse", r#"{"stopReason":"done"}"#),
            ("InitializeRequest", r#"{"protocolVersion":1,"clientCapabilities":{"fs":{"readTextFile":true,"writeTextFile":false},"terminal":true}}"#),
            ("InitializeRequest", r#"{"protocolVersion":1.0}"#),
            ("InitializeRequest", r#"{"protocolVersion":1.5}"#),
            ("InitializeRequest", r#"{"protocolVersion":70000}"#),
            ("InitializeRequest", r#"{"protocolVersion":-1}"#),
            ("InitializeRequest", r#"{"protocolVersion":18446744073709551615}"#),
            ("InitializeRequest", r#"{"protocolVersion":1e2}"#),
            ("NewSessionRequest", r#"{"cwd":"/w","mcpServers":[{"name":"m","command":"c","args":[],"env":[{"name":"A","value":"b"}]}]}"#),
            ("NewSessionRequest", r#"{"cwd":"/w","mcpServers":[{"name":"m","command":"c","args":[1],"env":[]}]}"#),
            ("Error", r#"{"code":-32602,"message":"m","data":[1,{"x":null}]}"#),
            ("Error", r#"{"code":1.5,"message":"m"}"#),
            ("NoSuchDef", r#"{}"#),
        ];
        let schema = SchemaValidator::builtin(1).unwrap();
        let mut defs = lite::Defs::default();
        let mut accepted = 0;
        for (def, text) in cases {
            let value: Value = serde_json::from_str(text).unwrap();
            let want = schema.is_valid_def(def, &value);
            let instance: lite::Lite<'_> = serde_json::from_str(text).unwrap();
            assert_eq!(instance.to_value(), value, "{text}");
            let got = defs.accepts(&schema, def, &instance);
            assert_eq!(got, want, "{def}: {text}");
            accepted += usize::from(got);
        }
        assert!(accepted >= 10, "the fast path accepted only {accepted} valid instances");
        // A repeated member name is refused (the `Value` keeps the last
        // one): the frame then takes the `Value` path.
        assert!(serde_json::from_str::<lite::Lite<'_>>(r#"{"a":1,"a":2}"#).is_err());
    }
}
