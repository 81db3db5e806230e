//! The archive capability against the session list (the unstable
//! `session/archive` surface; a schema without it has no `archive`
//! capability to advertise, so nothing is judged):
//!
//! * v1 `SessionCapabilities.archive`: "Agents that advertise it MUST also
//!   advertise `sessionCapabilities.list`." — the agent's `initialize`
//!   result (v2 has no list capability: `session/list` is a baseline
//!   session method there);
//! * `SessionInfo.archived`: "Agents that advertise the
//!   `sessionCapabilities.archive` capability MUST include it on every
//!   listed session." (v2: `session.archive`) — every session of a
//!   `session/list` result of such an agent has `archived` (omitted and
//!   `null` are the same: "the archive state is not reported").
//!
//! A capability is advertised by an object (`{}`); omitted and `null` do not
//! advertise it. Before the agent's `initialize` result nothing is judged.

use serde_json::Value;

use super::super::report::Violation;

/// What the agent's `initialize` result advertised.
#[derive(Debug, Clone, Default)]
pub(super) struct Archive {
    /// The archive capability (`None`: no `initialize` result seen).
    advertised: Option<bool>,
}

impl Archive {
    /// The agent's `initialize` result at `at`.
    pub(super) fn initialized(&mut self, result: &Value, at: &str, out: &mut Vec<Violation>) {
        // v1: agentCapabilities.sessionCapabilities; v2: capabilities.session.
        let v1 = result.pointer("/agentCapabilities/sessionCapabilities");
        let Some((caps, cat)) = v1
            .map(|c| (c, "/agentCapabilities/sessionCapabilities"))
            .or_else(|| result.pointer("/capabilities/session").map(|c| (c, "/capabilities/session")))
        else {
            self.advertised = Some(false);
            return;
        };
        let advertises = |name: &str| caps.get(name).is_some_and(Value::is_object);
        let archive = advertises("archive");
        self.advertised = Some(archive);
        if archive && v1.is_some() && !advertises("list") {
            out.push(Violation::rule(
                format!("{at}{cat}/archive"),
                "archive-list",
                "the agent advertises sessionCapabilities.archive but not sessionCapabilities.list: agents that advertise archive MUST also advertise list",
            ));
        }
    }

    /// A `session/list` result at `at`.
    pub(super) fn listed(&self, result: &Value, at: &str, out: &mut Vec<Violation>) {
        if self.advertised != Some(true) {
            return;
        }
        for (i, s) in result.get("sessions").and_then(Value::as_array).into_iter().flatten().enumerate() {
            if matches!(s.get("archived"), None | Some(Value::Null)) {
                let id = s.get("sessionId").map_or("-".to_owned(), Value::to_string);
                out.push(Violation::rule(
                    format!("{at}/sessions/{i}"),
                    "archived-listed",
                    format!("session {id} is listed without `archived`: an agent that advertises the archive capability MUST include it on every listed session"),
                ));
            }
        }
    }
}

/// v2 `SessionStatusResponse.state` (unstable `session/status`): "Agents
/// SHOULD include it when `status` is `open`." — a result at `at` reporting
/// `open` without a `state` (omitted and `null` are the same: "not reporting
/// foreground state"; a SHOULD, said so in the message). v1's result has no
/// `state`, so the rule is v2's only.
pub(super) fn status(version: u16, result: &Value, at: &str, out: &mut Vec<Violation>) {
    if version >= 2
        && result.get("status").and_then(Value::as_str) == Some("open")
        && matches!(result.get("state"), None | Some(Value::Null))
    {
        out.push(Violation::rule(
            format!("{at}/state"),
            "status-state",
            "SHOULD: the session is reported `open` without its `state`: agents SHOULD include the foreground state snapshot when the status is open",
        ));
    }
}
