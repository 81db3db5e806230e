//! The rules of a request or notification: version negotiation from the
//! client's `initialize`, the method table (kind and direction), the
//! params against the method's params def, and the tracking of request ids
//! in flight. Separate from the envelope rules, which hand calls over here.

use std::sync::Arc;

use serde_json::Value;

use super::super::report::Violation;
use super::super::schema::SchemaValidator;
use super::super::Direction;
use super::envelope::{Member, Members};
use super::violation::{Ctx, FrameViolation, ViolationKind};
use super::{slot, FrameValidator};
use super::super::content::{wants_update, ContentRules};
use acp_wire::method::{MethodKind, Side};

impl FrameValidator {
    /// A request or notification: negotiation, method table, direction, params, pending ids.
    pub(super) fn call(
        &mut self,
        ctx: &Ctx<'_>,
        method: &str,
        kind: MethodKind,
        m: &Members<'_>,
        out: &mut Vec<FrameViolation>,
    ) {
        let params = m.params;
        // The params' `Value` is built only for the one call that can move
        // the version.
        if self.negotiation.asks(ctx.direction, method, kind) {
            let value = params.map(Member::value);
            self.negotiation.call(ctx.direction, method, kind, value.as_deref());
            self.follow_negotiation();
        }
        if kind == MethodKind::Request {
            self.track_request(ctx, method, m.id, out);
        }
        // Every call of the agent's, extensions and methods the schema does
        // not know included (the subagent rule counts them all).
        if ctx.direction == Direction::AgentToClient {
            if let Some(session) = params.and_then(session_id) {
                self.content.agent_traffic(method, session);
            }
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
                tolerated_by: None,
            }]),
        };
        match (found, params) {
            (Err(vs), _) => out.push(ctx.report(ViolationKind::Params, Some(def), vs)),
            (Ok(()), Some(p)) => self.declared(ctx, def, p, "params", out),
            (Ok(()), None) => {}
        }
        if let Some(params) = params.filter(|p| content_wanted(method, *p)) {
            let value = params.value();
            let version = self.schema.protocol_version();
            let (must, should) = crate::content::split_advice(self.content.call(version, method, &value, ctx.id, &ctx.path("params")));
            if !must.is_empty() {
                out.push(ctx.report(ViolationKind::Content, None, must));
            }
            if !should.is_empty() {
                out.push(ctx.report(ViolationKind::Advice, None, should));
            }
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

}

/// Whether the content rules look at these params: by method, and for a
/// `session/update` by its kind, read without building a `Value` (most
/// updates are message chunks, which no content rule reads).
fn content_wanted(method: &str, params: Member<'_>) -> bool {
    if !ContentRules::wants_call(method) {
        return false;
    }
    if method != "session/update" {
        return true;
    }
    let kind = match params {
        Member::Lite(l) => l.member("update").and_then(|u| u.member("sessionUpdate")).and_then(|k| k.as_str()).map(str::to_owned),
        Member::Value(v) => v.pointer("/update/sessionUpdate").and_then(Value::as_str).map(str::to_owned),
    };
    kind.is_some_and(|k| wants_update(&k))
}

/// The params' `sessionId`, read without building a `Value`.
fn session_id(params: Member<'_>) -> Option<&str> {
    match params {
        Member::Lite(l) => l.member("sessionId")?.as_str(),
        Member::Value(v) => v.get("sessionId")?.as_str(),
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
