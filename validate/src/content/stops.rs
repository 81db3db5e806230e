//! An `error` stop reason without its details (a SHOULD). `ErrorStopReason`
//! (v1 unstable: a child's idle state in `subagent_update`; v2: the idle
//! `state_update`, and a child's): "`error` … Optional. … Agents SHOULD
//! include it." An idle snapshot whose `stopReason` is `"error"` and whose
//! `error` is omitted or `null` is reported as a SHOULD.

use serde_json::Value;

use super::super::report::Violation;
use super::SHOULD;

/// The state snapshot `state` (at `at`): an idle one that stopped with
/// `error` and says no more.
pub(super) fn error_details(state: &Value, at: &str, out: &mut Vec<Violation>) {
    let idle = state.get("state").and_then(Value::as_str) == Some("idle");
    let error = state.get("stopReason").and_then(Value::as_str) == Some("error");
    if idle && error && state.get("error").is_none_or(Value::is_null) {
        out.push(Violation::rule(
            format!("{at}/stopReason"),
            "error-details",
            format!("{SHOULD} this idle state stopped with reason `error` without the `error` object: agents SHOULD include the failure as a JSON-RPC error object"),
        ));
    }
}
