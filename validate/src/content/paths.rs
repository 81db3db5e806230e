//! Absolute paths: "every file path in the protocol is absolute" (the
//! overview pages), in the places the JSON Schema types as a plain string —
//! tool call locations and diffs (v1 and v2), terminal and command working
//! directories (v1 `terminal/create`, v2 `terminal_update` and command
//! permission subjects).

use serde_json::Value;

use super::super::report::Violation;
use super::absolute::is_absolute;
use super::patch;

/// `value` at `at` when it is a string that is not absolute: one violation
/// saying which path (`what`) it is.
pub(super) fn absolute(value: Option<&Value>, at: &str, what: &str, out: &mut Vec<Violation>) {
    if let Some(p) = value.and_then(Value::as_str) {
        if !is_absolute(p) {
            out.push(Violation::rule(at, "absolute-path", format!("{what} {p:?} is not an absolute path")));
        }
    }
}

/// The paths of a tool call (a `tool_call`, `tool_call_update`, or the
/// tool call of a permission request) at `at`: its `locations` and the
/// diffs in its `content` (v2: also the diffs' patch text).
pub(super) fn tool_call(version: u16, call: &Value, at: &str, out: &mut Vec<Violation>) {
    for (i, loc) in call.get("locations").and_then(Value::as_array).into_iter().flatten().enumerate() {
        absolute(loc.get("path"), &format!("{at}/locations/{i}/path"), "the tool call location", out);
    }
    for (i, item) in call.get("content").and_then(Value::as_array).into_iter().flatten().enumerate() {
        content(version, item, &format!("{at}/content/{i}"), out);
    }
}

/// One tool call content item at `at`: a diff's paths (and v2 patch).
pub(super) fn content(version: u16, item: &Value, at: &str, out: &mut Vec<Violation>) {
    if item.get("type").and_then(Value::as_str) != Some("diff") {
        return;
    }
    if version < 2 {
        absolute(item.get("path"), &format!("{at}/path"), "the diff's path", out);
        return;
    }
    for (i, change) in item.get("changes").and_then(Value::as_array).into_iter().flatten().enumerate() {
        absolute(change.get("path"), &format!("{at}/changes/{i}/path"), "the diff change's path", out);
        absolute(change.get("oldPath"), &format!("{at}/changes/{i}/oldPath"), "the diff change's oldPath", out);
    }
    patch::diff(item, at, out);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn native_absolute_paths_of_any_machine() {
        for p in ["/w/x", "C:\\w\\u", "c:/u", "\\\\server\\share\\p", "/"] {
            assert!(is_absolute(p), "{p}");
        }
        for p in ["", "src/main.rs", "./x", "a/x", "b//abs", "C:", "C:relative", "~/x", "file:///x"] {
            assert!(!is_absolute(p), "{p}");
        }
    }
}
