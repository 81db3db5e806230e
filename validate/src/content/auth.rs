//! `auth/status_update` (unstable; a schema without it never sends one):
//! "Agents that advertise the `auth.status` capability MAY send it at any
//! time after `initialize`, and SHOULD only send it when the reported status
//! differs from the last one sent on the connection." — a notification
//! whose `state` and `accounts` are those of the last `auth/status_update`
//! of the connection (`_meta` is not the status; omitted and empty
//! `accounts` are the same). A SHOULD: the message says so.

use serde_json::Value;

use super::super::report::Violation;

/// The status the last `auth/status_update` reported.
#[derive(Debug, Clone, Default)]
pub(super) struct AuthStatus {
    last: Option<(Value, Value)>,
}

impl AuthStatus {
    /// The params of an `auth/status_update` at `at`.
    pub(super) fn update(&mut self, params: &Value, at: &str, out: &mut Vec<Violation>) {
        let state = params.get("state").cloned().unwrap_or(Value::Null);
        let accounts = match params.get("accounts") {
            None | Some(Value::Null) => Value::Array(Vec::new()),
            Some(a) => a.clone(),
        };
        let now = (state, accounts);
        if self.last.as_ref() == Some(&now) {
            out.push(Violation::rule(
                at,
                "auth-status-repeated",
                format!("SHOULD: this auth/status_update reports the status the last one did (state {}): agents SHOULD only send it when the status differs", now.0),
            ));
        }
        self.last = Some(now);
    }
}
