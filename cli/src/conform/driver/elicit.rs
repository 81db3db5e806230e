//! The client's answers to `elicitation/create` on a connection that
//! advertised elicitation (the `elicitation` scenario): each answer kind
//! the agent must not take for success, and an accept whose content fits
//! the requested schema.

use serde_json::{json, Map, Value};

/// How the client answers `elicitation/create` once it advertised
/// elicitation (`Conn::elicit`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ElicitAnswer {
    /// `accept`: a form filled in from its schema, a URL without content.
    Accept,
    /// `decline`, with content the agent must ignore ([`UNUSED`]).
    Decline,
    /// `cancel`, with content the agent must ignore.
    Cancel,
    /// An action the agent cannot know ([`UNKNOWN_ACTION`]), with content
    /// the agent must ignore: it is handled as `cancel`.
    Unknown,
    /// A JSON-RPC error (-32603) instead of a result.
    Error,
    /// `accept` with content that does not fit the requested schema
    /// ([`misfit`]): the agent validates it again and does not use it.
    Misfit,
}

/// The action of [`ElicitAnswer::Unknown`]: `_`-prefixed, the schema's
/// room for implementation-specific actions.
pub const UNKNOWN_ACTION: &str = "_acp-wire-conform-unknown";

/// The string every text field of the content of an answer that is not
/// `accept` holds: the elicitation page has receivers ignore content
/// there, so an agent that says it used what it never got.
pub const UNUSED: &str = "acp-wire-conform-not-accepted";

/// The answer to an `elicitation/create` with `params`.
pub fn answer(how: ElicitAnswer, params: &Value) -> Result<Value, (i64, String)> {
    let form = params.get("mode").and_then(Value::as_str) == Some("form");
    let filled = |text: &str| fill(params.get("requestedSchema").unwrap_or(&Value::Null), text);
    match how {
        ElicitAnswer::Accept if form => Ok(json!({"action": "accept", "content": filled("acp-wire conform")})),
        ElicitAnswer::Accept => Ok(json!({"action": "accept"})),
        ElicitAnswer::Decline => Ok(json!({"action": "decline", "content": filled(UNUSED)})),
        ElicitAnswer::Cancel => Ok(json!({"action": "cancel", "content": filled(UNUSED)})),
        ElicitAnswer::Unknown => Ok(json!({"action": UNKNOWN_ACTION, "content": filled(UNUSED)})),
        ElicitAnswer::Error => Err((-32603, "Internal error: the client could not show the elicitation".to_string())),
        ElicitAnswer::Misfit => Ok(json!({"action": "accept", "content": misfit(params.get("requestedSchema").unwrap_or(&Value::Null))})),
    }
}

/// Content that does not fit a form's requested schema: each property a
/// value of another type that still carries [`UNUSED`] — a string property
/// gets `[UNUSED]`, any other `UNUSED` — so an agent that uses it without
/// validating it again says the marker.
fn misfit(schema: &Value) -> Value {
    let Some(props) = schema.get("properties").and_then(Value::as_object) else { return json!({"answer": [UNUSED]}) };
    let out: Map<String, Value> = props
        .iter()
        .map(|(name, p)| {
            let v = if p.get("type").and_then(Value::as_str) == Some("string") { json!([UNUSED]) } else { json!(UNUSED) };
            (name.clone(), v)
        })
        .collect();
    Value::Object(out)
}

/// Content that fits a form's requested schema: each property a value of
/// its type (the first of an enum, within string length and number
/// bounds), text fields `text` (`{"answer": text}` without a schema).
fn fill(schema: &Value, text: &str) -> Value {
    let Some(props) = schema.get("properties").and_then(Value::as_object) else { return json!({"answer": text}) };
    let mut out = Map::new();
    for (name, p) in props {
        let first_enum = p.get("enum").and_then(Value::as_array).and_then(|e| e.first()).cloned();
        let first_of = p.pointer("/oneOf/0/const").cloned();
        let v = match p.get("type").and_then(Value::as_str) {
            Some("string") => first_enum.or(first_of).unwrap_or_else(|| {
                let min = p.get("minLength").and_then(Value::as_u64).unwrap_or(0) as usize;
                let max = p.get("maxLength").and_then(Value::as_u64).map_or(usize::MAX, |m| m as usize);
                let mut s: String = text.chars().take(max).collect();
                while s.chars().count() < min {
                    s.push('x');
                }
                json!(s)
            }),
            Some("integer") => json!(p.get("minimum").and_then(Value::as_i64).unwrap_or(0)),
            Some("number") => json!(p.get("minimum").and_then(Value::as_f64).unwrap_or(0.0)),
            Some("boolean") => json!(false),
            Some("array") => {
                let item = p.pointer("/items/enum/0").or_else(|| p.pointer("/items/anyOf/0/const")).cloned();
                let min = p.get("minItems").and_then(Value::as_u64).unwrap_or(0);
                match item {
                    Some(i) if min > 0 => json!([i]),
                    _ => json!([]),
                }
            }
            // A property type this client does not know: left out.
            _ => continue,
        };
        out.insert(name.clone(), v);
    }
    Value::Object(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_a_form_within_its_schema() {
        let schema = json!({"type": "object", "properties": {
            "name": {"type": "string", "minLength": 3, "maxLength": 5},
            "n": {"type": "integer", "minimum": 2},
            "pick": {"type": "string", "enum": ["a", "b"]},
            "ok": {"type": "boolean"}
        }});
        assert_eq!(fill(&schema, "ab"), json!({"name": "abx", "n": 2, "pick": "a", "ok": false}));
        assert_eq!(fill(&schema, "abcdefg")["name"], "abcde");
    }

    #[test]
    fn a_misfit_gives_each_property_another_type_carrying_the_marker() {
        let schema = json!({"type": "object", "properties": {"name": {"type": "string"}, "n": {"type": "integer"}}});
        assert_eq!(misfit(&schema), json!({"name": [UNUSED], "n": UNUSED}));
        let params = json!({"mode": "form", "requestedSchema": schema});
        assert_eq!(answer(ElicitAnswer::Misfit, &params).unwrap()["action"], "accept");
    }
}
