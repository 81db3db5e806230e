//! [`FrameValidator`]: validates the frames of one connection (both
//! directions) — envelope, ids, method table, direction, params, results,
//! errors, batches — and follows version negotiation.
//!
//! This file holds the validator's state and public API, and the rules of
//! one message's envelope (`jsonrpc`, `id`, `method`, which members go
//! together); the rest lives beside it, leaves first: `violation` (what is
//! reported), `lite` (the borrowed instance tree and its validators),
//! `envelope` (the members the rules read), `reader` (the hand-written
//! envelope reader of the fast path), `calls` (requests and
//! notifications), `responses` (results, errors, negotiation).

use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use serde_json::Value;

use acp_wire::seam::json_type_name;

use super::report::Violation;
use super::schema::SchemaValidator;
use super::negotiation::Negotiation;
use super::content::ContentRules;
use super::declared::{undeclared, Scratch};
use super::table::MethodSpec;
use super::{Direction, SchemaError};
use acp_wire::method::MethodKind;

mod calls;
mod envelope;
mod lite;
mod reader;
mod responses;
#[cfg(test)]
mod tests;
mod violation;

use envelope::{Envelope, Members, MethodMember, Parsed};
use violation::Ctx;
pub use violation::{FrameViolation, ViolationKind};

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
    /// Which candidate is in force (the tracker `Placer` uses too).
    negotiation: Negotiation,
    /// Requests in flight, per direction they were sent in: id (JSON text) → method.
    pending: [HashMap<String, String>; 2],
    /// The fast accept path of params and results.
    lite: lite::Defs,
    /// The method table row of the last request or notification, with the
    /// schema it is from: a stream of one method compares its name instead
    /// of hashing it per message.
    last_call: Option<(Arc<SchemaValidator>, MethodSpec)>,
    /// The rules of the specification the schema cannot express.
    content: ContentRules,
    /// Lists the undeclared-member walk reuses from message to message
    /// (a `RefCell`: the walk runs where the validator is borrowed).
    scratch: RefCell<Scratch>,
}

fn slot(d: Direction) -> usize {
    match d {
        Direction::ClientToAgent => 0,
        Direction::AgentToClient => 1,
    }
}

impl FrameValidator {
    /// Validates every frame with `schema` (no version negotiation).
    #[must_use]
    pub fn new(schema: Arc<SchemaValidator>) -> Self {
        FrameValidator {
            candidates: vec![schema.clone()],
            negotiation: Negotiation::fixed(schema.protocol_version()),
            schema,
            pending: Default::default(),
            lite: lite::Defs::default(),
            last_call: None,
            content: ContentRules::default(),
            scratch: RefCell::default(),
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
        let negotiation = Negotiation::following(candidates.iter().map(|s| s.protocol_version()));
        Some(FrameValidator {
            candidates,
            schema,
            negotiation,
            pending: Default::default(),
            lite: lite::Defs::default(),
            last_call: None,
            content: ContentRules::default(),
            scratch: RefCell::default(),
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

    /// [`negotiating`](Self::negotiating) among the pinned schemas of
    /// every built-in version, stable or (`unstable`) their unstable
    /// supersets, whatever the build's features
    /// ([`SchemaValidator::pinned`]).
    ///
    /// # Errors
    /// When a pinned schema fails to load (it does not).
    pub fn auto_pinned(unstable: bool) -> Result<Self, SchemaError> {
        let candidates = SchemaValidator::builtin_versions()
            .iter()
            .map(|v| SchemaValidator::pinned(*v, unstable))
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
        self.negotiation = Negotiation::fixed(schema.protocol_version());
        self.schema = schema;
    }

    /// Validates with the candidate of the version [`Negotiation`] has in
    /// force (it only settles on candidates' versions).
    fn follow_negotiation(&mut self) {
        let version = self.negotiation.version();
        if self.schema.protocol_version() != version {
            if let Some(s) = self.candidates.iter().find(|s| s.protocol_version() == version) {
                self.schema = s.clone();
            }
        }
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
            if let Some(env) = reader::envelope(text).or_else(|| serde_json::from_str::<Envelope>(text).ok()) {
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
            let msg = format!("a JSON-RPC message is an object, not {}", json_type_name(v));
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
                let msg = format!("`method` must be a string, not {}", json_type_name(other));
                env.push(Violation::rule(ctx.path("method"), "method", msg));
                out.push(ctx.report(ViolationKind::Envelope, None, env));
            }
            None => self.response(&mut ctx, &m, env, out),
        }
    }

    /// The members of a valid `member` (the params, result or error at
    /// `/<name>`) its def's schema does not declare (`declared`).
    fn declared(&self, ctx: &Ctx<'_>, def: &str, member: envelope::Member<'_>, name: &str, out: &mut Vec<FrameViolation>) {
        let grading = self.schema.grading();
        let at = ctx.path(name);
        let scratch = &mut *self.scratch.borrow_mut();
        let found = match member {
            envelope::Member::Value(v) => undeclared(&grading, def, v, &at, scratch),
            envelope::Member::Lite(l) => undeclared(&grading, def, l, &at, scratch),
        };
        if found.is_empty() {
            return;
        }
        let (mut custom, mut unstable, mut retired) = (Vec::new(), Vec::new(), Vec::new());
        for v in found {
            match v.keyword.as_str() {
                "unstable" => unstable.push(v),
                "retired" => retired.push(v),
                _ => custom.push(v),
            }
        }
        for (kind, list) in [
            (ViolationKind::Undeclared, custom),
            (ViolationKind::UnstableMember, unstable),
            (ViolationKind::RetiredMember, retired),
        ] {
            if !list.is_empty() {
                out.push(ctx.report(kind, Some(def), list));
            }
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
}
