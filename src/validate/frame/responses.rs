//! The rules of a response: `result`/`error` exclusivity and the id, the
//! request in flight it answers, the result against that request's result
//! def, the `error` object against the `Error` def, and the version the
//! agent's `initialize` result chose. Separate from the rules of calls,
//! whose pending ids it consumes.

use std::borrow::Cow;

use serde_json::Value;

use super::super::report::Violation;
use super::envelope::{Member, Members};
use super::violation::{Ctx, FrameViolation, ViolationKind};
use super::{slot, FrameValidator};
use crate::method::MethodKind;

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
