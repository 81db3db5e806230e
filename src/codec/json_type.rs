//! The JSON type of a value in words, for messages that say what a value
//! should have been (the validator's envelope checks, the echo agent's form
//! validation): one spelling everywhere.

use serde_json::Value;

/// `v`'s JSON type with its article ("a string", "an array", "null").
pub fn json_type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}
