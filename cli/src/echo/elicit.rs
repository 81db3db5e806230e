//! `/elicit` regardless of the protocol version: what it asks, how it
//! checks an accepted form against what it asked for, and what it says for
//! each answer. Each version's `elicit` module sends the request with its
//! types and reads the answer with `effective_action` (an action the agent
//! does not know is `cancel`).
//!
//! The elicitation page's rules this follows: ask only in a mode the client
//! advertised, else go on without asking (fallback); never take the answer
//! for granted — decline, cancel, an error answer, an unknown action and an
//! accepted form that does not fit the schema all lead to the same
//! fallback, and the turn ends normally; a URL elicitation gets an id of its
//! own, and `elicitation/complete` names it only after the user accepted.

use serde_json::{json, Map, Value};

/// The one field the form asks for.
pub(crate) const FIELD: &str = "name";
/// Its length bounds, in characters.
pub(crate) const MIN_LEN: u64 = 1;
pub(crate) const MAX_LEN: u64 = 100;

pub(crate) const FORM_MESSAGE: &str = "What name should the echo agent greet?";
pub(crate) const URL_MESSAGE: &str = "Open this page to continue (nothing happens there: the echo agent's URL example)";

/// Which mode `/elicit` asks in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    Form,
    Url,
}

impl Mode {
    /// The client capability (JSON pointer into the version's client
    /// capabilities) that advertises the mode.
    pub(crate) fn capability(self) -> &'static str {
        match self {
            Mode::Form => "/elicitation/form",
            Mode::Url => "/elicitation/url",
        }
    }

    fn name(self) -> &'static str {
        match self {
            Mode::Form => "form",
            Mode::Url => "url",
        }
    }
}

/// The requested schema, as JSON (each version decodes it into its type).
pub(crate) fn requested_schema() -> Value {
    json!({
        "type": "object",
        "title": "Greeting",
        "properties": {
            FIELD: {"type": "string", "title": "Name", "description": "Who to greet", "minLength": MIN_LEN, "maxLength": MAX_LEN}
        },
        "required": [FIELD]
    })
}

/// The `elicitation/create` params, as JSON (the same shape in both
/// versions), tied to the session: a form with [`requested_schema`], or
/// the URL of elicitation `id`.
pub(crate) fn request(session_id: &str, mode: Mode, id: &str) -> Value {
    match mode {
        Mode::Form => json!({"sessionId": session_id, "mode": "form", "message": FORM_MESSAGE, "requestedSchema": requested_schema()}),
        Mode::Url => json!({"sessionId": session_id, "mode": "url", "message": URL_MESSAGE, "elicitationId": id, "url": url(id)}),
    }
}

/// A fresh elicitation id (URL mode): unique for the life of the agent, so
/// among any connection's outstanding ones.
pub(crate) fn elicitation_id(n: u64) -> String {
    format!("echo-elicit-{n}")
}

/// The URL of a URL elicitation: a reserved domain that never resolves,
/// no credentials and no personal data in it.
pub(crate) fn url(id: &str) -> String {
    format!("https://acp-wire-echo.invalid/elicit/{id}")
}

/// The accepted form's content (`None`: absent or `null`) checked against
/// [`requested_schema`]: the greeted name, or why it does not fit.
pub(crate) fn validate(content: Option<&Map<String, Value>>) -> Result<String, String> {
    let Some(content) = content else { return Err(format!("no content, and {FIELD:?} is required")) };
    if let Some(other) = content.keys().find(|k| *k != FIELD) {
        return Err(format!("{other:?} is not a field of the requested schema"));
    }
    match content.get(FIELD) {
        None => Err(format!("{FIELD:?} is required")),
        Some(Value::String(s)) => {
            let len = s.chars().count() as u64;
            if (MIN_LEN..=MAX_LEN).contains(&len) {
                Ok(s.clone())
            } else {
                Err(format!("{FIELD:?} must have {MIN_LEN} to {MAX_LEN} characters, got {len}"))
            }
        }
        // The value itself is not repeated: what failed validation is not
        // used, not even in the message.
        Some(v) => Err(format!("{FIELD:?} must be a string, got {}", acp_wire::seam::json_type_name(v))),
    }
}

/// What the turn says when it goes on without an answer.
const FALLBACK: &str = "going on without an answer";

/// Without the mode's capability: nothing is asked.
pub(crate) fn not_advertised(mode: Mode) -> String {
    format!("elicitation ({} mode) is not available: the client did not advertise elicitation.{}; {FALLBACK}", mode.name(), mode.name())
}

pub(crate) fn failed(e: &dyn std::fmt::Display) -> String {
    format!("elicitation/create failed: {e}; {FALLBACK}")
}

pub(crate) fn declined() -> String {
    format!("elicitation declined; {FALLBACK}")
}

/// `tag`: the action as sent, when it was not `cancel` (an action the agent
/// does not know, handled as `cancel`).
pub(crate) fn cancelled(tag: Option<&str>) -> String {
    match tag {
        Some("cancel") | None => format!("elicitation cancelled; {FALLBACK}"),
        Some(other) => format!("elicitation answered with an action this agent does not know ({other:?}), handled as cancel; {FALLBACK}"),
    }
}

pub(crate) fn invalid(why: &str) -> String {
    format!("the accepted answer does not fit the requested schema ({why}); {FALLBACK}")
}

pub(crate) fn greeting(name: &str) -> String {
    format!("elicitation accepted: hello, {name}!")
}

pub(crate) fn url_accepted(id: &str) -> String {
    format!("elicitation accepted: the user agreed to open the page; sent elicitation/complete for {id}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(v: Value) -> Map<String, Value> {
        v.as_object().cloned().unwrap_or_default()
    }

    #[test]
    fn validates_against_the_requested_schema() {
        assert_eq!(validate(Some(&map(json!({"name": "Ada"})))), Ok("Ada".to_owned()));
        assert!(validate(None).is_err());
        assert!(validate(Some(&map(json!({})))).is_err());
        assert!(validate(Some(&map(json!({"name": ""})))).is_err());
        assert!(validate(Some(&map(json!({"name": 7})))).is_err());
        assert!(validate(Some(&map(json!({"name": "x".repeat(101)})))).is_err());
        assert!(validate(Some(&map(json!({"name": "Ada", "age": 3})))).is_err());
    }
}
