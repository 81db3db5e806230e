//! `client.elicitation.content` (elicitation.mdx, responses: accepted form
//! content fits the requested schema; form mode: the client validates what
//! the user submitted before it answers). Where the client advertised form
//! elicitation, one `elicitation/create` asks for a greeting (a string of
//! at most 40 characters) and a count (an integer from 1 to 3), both
//! required; an `accept` must carry `content` that the requested schema
//! accepts. Any other answer leaves nothing to judge (SKIP).

use serde_json::{json, Value};

use super::ctx::Ctx;
use crate::conform::driver::brief;
use crate::conform::reqs::Results;

const ROW: &str = "client.elicitation.content";

/// The form conform asks for.
fn requested_schema() -> Value {
    json!({
        "type": "object",
        "properties": {
            "greeting": {"type": "string", "title": "Greeting", "maxLength": 40},
            "times": {"type": "integer", "title": "How many times", "minimum": 1, "maximum": 3}
        },
        "required": ["greeting", "times"]
    })
}

/// Whether the client advertised form-mode elicitation (an object at
/// `elicitation.form` of its capabilities for the run's version).
fn form_advertised(cx: &Ctx<'_>) -> bool {
    let caps = cx.hello.member(cx.version, "clientCapabilities", "capabilities");
    caps.and_then(|c| c.pointer("/elicitation/form")).is_some_and(Value::is_object)
}

/// Why `content` does not fit the requested schema, if it does not.
fn misfit(content: Option<&Value>) -> Option<String> {
    let Some(content) = content.filter(|c| !c.is_null()) else {
        return Some("an accept without content".into());
    };
    let schema = requested_schema();
    let validator = match jsonschema::validator_for(&schema) {
        Ok(v) => v,
        Err(e) => return Some(format!("conform's own form schema does not compile: {e}")),
    };
    let errors: Vec<String> = validator.iter_errors(content).map(|e| format!("{}: {e}", e.instance_path().as_str())).collect();
    (!errors.is_empty()).then(|| format!("accepted content {} does not fit the requested schema: {}", brief(content), errors.join("; ")))
}

pub async fn content(cx: &mut Ctx<'_>, r: &mut Results) -> Result<(), String> {
    let v = cx.v();
    if !form_advertised(cx) {
        r.skip(ROW, v, "the client advertised no form elicitation");
        return Ok(());
    }
    let params = json!({
        "sessionId": cx.turn.session,
        "mode": "form",
        "message": "conform: which greeting, and how many times?",
        "requestedSchema": requested_schema()
    });
    let answer = match cx.peer.call("elicitation/create", params).await {
        Ok(m) => m,
        Err(g) => {
            r.fail(ROW, v, format!("elicitation/create (advertised) got no answer: {g}"));
            return Ok(());
        }
    };
    let Some(result) = answer.get("result") else {
        r.skip(ROW, v, format!("elicitation/create was answered with an error ({}): no content to judge", brief(&answer)));
        return Ok(());
    };
    match result.get("action").and_then(Value::as_str) {
        Some("accept") => match misfit(result.get("content")) {
            None => r.pass(ROW, v, format!("accepted with content {} that fits the requested schema", brief(&result["content"]))),
            Some(why) => r.fail(ROW, v, why),
        },
        action => r.skip(ROW, v, format!("answered {}: no content to judge", action.unwrap_or("without an action"))),
    }
    Ok(())
}
