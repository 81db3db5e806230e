//! The rules of a response: `result`/`error` exclusivity and the id, the
//! request in flight it answers, the result against that request's result
//! def, the `error` object against the `Error` def, and the version the
//! agent's `initialize` result chose. Separate from the rules of calls,
//! whose pending ids it consumes.

use std::borrow::Cow;

use serde_json::Value;

use super::super::negotiation::Chosen;
use super::super::report::Violation;
use super::envelope::{Member, Members};
use super::violation::{Ctx, FrameViolation, ViolationKind};
use super::{slot, FrameValidator};
use acp_wire::method::MethodKind;

/// Said of a `null` result where `{}` would be valid: still a deviation
/// (some peers refuse it), but one this crate's own typed sides take
/// (`acp_wire::rpc::decode_result`), so a reader knows what breaks where.
const NULL_RESULT_HINT: &str =
    " (`{}` would be valid; acp-wire's typed sides accept a null result here as `{}`, stricter peers may not)";

impl FrameValidator {
    /// A response: id, pending lookup, negotiation, result or error.
    pub(super) fn response(
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
        // The request answered first: the agent's `initialize` result moves
        // the version before anything of it is checked, so the whole answer
        // (id included) is checked in the version it chose, the version
        // `Placer` gives it too.
        let answered = ctx.direction.reverse();
        let found = match id_of(m.id) {
            Some(key) => Some(self.pending[slot(answered)].remove(&key)),
            None => None,
        };
        let method = found.clone().flatten();
        let chosen = match result {
            Some(r) if self.negotiation.settles(ctx.direction, method.as_deref()) => {
                let value = r.value();
                self.negotiation.response(ctx.direction, method.as_deref(), Some(&*value), error.is_some())
            }
            _ => Chosen::Nothing,
        };
        self.follow_negotiation();
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
        if let (Some(id), Some(None)) = (id, &found) {
            let msg = format!("no request with id {id} was sent {answered} and is awaiting an answer");
            out.push(ctx.report(
                ViolationKind::UnknownResponseId,
                None,
                vec![Violation::rule(ctx.path("id"), "id", msg)],
            ));
        }
        ctx.method = method.map(Cow::Owned);
        if let Some(m) = ctx.method.as_deref() {
            self.content.answered(m);
        }
        if let Chosen::Unknown(chosen) = chosen {
            self.unknown_version(ctx, chosen, out);
        }
        if let (Some(result), None) = (result, error) {
            if let Some(m) = ctx.method.as_deref() {
                let schema = &*self.schema;
                if let Some(def) = schema
                    .methods()
                    .find(m, MethodKind::Request)
                    .and_then(|s| s.result_def.as_deref())
                {
                    let fast = matches!(result, Member::Lite(l) if self.lite.accepts(&self.schema, def, l));
                    let mut valid = fast;
                    if !fast {
                        let result = result.value();
                        valid = schema.is_valid_def(def, &result);
                        if !valid {
                            if let Err(mut vs) = schema.validate_def_at(def, &result, &ctx.path("result")) {
                                if result.is_null() && schema.is_valid_def(def, &Value::Object(Default::default())) {
                                    for v in &mut vs {
                                        v.message.push_str(NULL_RESULT_HINT);
                                    }
                                }
                                out.push(ctx.report(ViolationKind::Result, Some(def), vs));
                            }
                        }
                    }
                    if valid {
                        self.declared(ctx, def, result, "result", out);
                    }
                }
            }
        }
        if let Some(m) = ctx.method.as_deref().filter(|_| result.is_some() != error.is_some()) {
            let version = self.schema.protocol_version();
            if self.content.wants_result(version, m) {
                let result = result.filter(|_| error.is_none()).map(Member::value);
                let (must, should) = crate::content::split_advice(self.content.result(version, m, result.as_deref(), ctx.id, &ctx.path("result")));
                if !must.is_empty() {
                    out.push(ctx.report(ViolationKind::Content, None, must));
                }
                if !should.is_empty() {
                    out.push(ctx.report(ViolationKind::Advice, None, should));
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
            } else if self.schema.has_def("Error") {
                self.declared(ctx, "Error", Member::Value(error), "error", out);
            }
        }
    }

    /// The agent's `initialize` result chose a version no candidate has
    /// (or none): reported, and validation goes on with the version in force.
    fn unknown_version(&self, ctx: &Ctx<'_>, chosen: Option<u64>, out: &mut Vec<FrameViolation>) {
        // A result without a number chooses nothing that could be reported.
        let Some(chosen) = chosen else { return };
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

/// The pending-request key of a response's id (JSON text), for the ids a
/// request can have (a string or a number).
fn id_of(id: Option<&Value>) -> Option<String> {
    id.filter(|i| i.is_string() || i.is_number()).map(Value::to_string)
}
