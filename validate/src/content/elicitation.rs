//! URL elicitation ids (the elicitation pages, "URL completion"), v1 and
//! v2: the agent keeps each `elicitationId` unique among the connection's
//! outstanding URL elicitations, and `elicitation/complete` names the id of
//! a URL elicitation it asked on this connection.
//!
//! A URL `elicitation/create` is outstanding from its request until an
//! `elicitation/complete` names its id, or the client answers it with a
//! result whose action is not `accept` or with an error (then nothing is
//! left to complete). Asking again with an outstanding id is reported, and
//! so is a completion of an id no URL `elicitation/create` of the
//! connection carried.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use super::ContentRules;
use crate::report::Violation;

/// The connection's URL elicitations.
#[derive(Debug, Clone, Default)]
pub(super) struct Elicitations {
    /// Every elicitationId asked in URL mode.
    asked: HashSet<String>,
    /// Outstanding ones: elicitationId → the request's id (JSON text).
    outstanding: HashMap<String, String>,
    /// Requests awaiting their answer: request id (JSON text) → elicitationId.
    awaiting: HashMap<String, String>,
}

/// The methods these rules read (params of both, the result of `create`).
pub(super) fn wants(method: &str) -> bool {
    matches!(method, "elicitation/create" | "elicitation/complete")
}

impl ContentRules {
    /// The params of `elicitation/create` (request `id`) or
    /// `elicitation/complete`.
    pub(super) fn elicitation_call(&mut self, method: &str, params: &Value, id: Option<&Value>, at: &str, out: &mut Vec<Violation>) {
        let Some(eid) = params.get("elicitationId").and_then(Value::as_str) else { return };
        let e = &mut self.elicitations;
        if method == "elicitation/complete" {
            if !e.asked.contains(eid) {
                out.push(Violation::rule(
                    format!("{at}/elicitationId"),
                    "elicitation-id",
                    format!("elicitation/complete for {eid:?}, which no URL elicitation/create of this connection asked"),
                ));
            }
            e.outstanding.remove(eid);
            return;
        }
        if params.get("mode").and_then(Value::as_str) != Some("url") {
            return;
        }
        let request = id.map_or_else(|| "-".to_owned(), Value::to_string);
        if let Some(earlier) = e.outstanding.get(eid) {
            out.push(Violation::rule(
                format!("{at}/elicitationId"),
                "elicitation-id",
                format!("elicitationId {eid:?} is still outstanding on this connection (request {earlier}, neither completed nor declined): ids of outstanding URL elicitations are unique"),
            ));
        }
        e.asked.insert(eid.to_owned());
        e.outstanding.insert(eid.to_owned(), request.clone());
        e.awaiting.insert(request, eid.to_owned());
    }

    /// The answer to `elicitation/create` request `id`: `result`, or
    /// `None` for an error.
    pub(super) fn elicitation_answer(&mut self, id: Option<&Value>, result: Option<&Value>) {
        let e = &mut self.elicitations;
        let Some(eid) = id.and_then(|i| e.awaiting.remove(&i.to_string())) else { return };
        let accepted = result.and_then(|r| r.get("action")).and_then(Value::as_str) == Some("accept");
        if !accepted {
            e.outstanding.remove(&eid);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Direction, FrameValidator, SchemaValidator, ViolationKind};

    const A2C: Direction = Direction::AgentToClient;
    const C2A: Direction = Direction::ClientToAgent;

    fn create(id: u32, eid: &str) -> String {
        format!(
            r#"{{"jsonrpc":"2.0","id":{id},"method":"elicitation/create","params":{{"sessionId":"s","mode":"url","message":"m","elicitationId":"{eid}","url":"https://example.com/{eid}"}}}}"#
        )
    }

    fn answer(id: u32, action: &str) -> String {
        format!(r#"{{"jsonrpc":"2.0","id":{id},"result":{{"action":"{action}"}}}}"#)
    }

    fn complete(eid: &str) -> String {
        format!(r#"{{"jsonrpc":"2.0","method":"elicitation/complete","params":{{"elicitationId":"{eid}"}}}}"#)
    }

    /// The `content` reports' messages of `frames`, sent in order.
    fn content(version: u16, frames: &[(Direction, String)]) -> Vec<String> {
        let mut v = FrameValidator::new(SchemaValidator::builtin(version).expect("built-in schema"));
        let mut out = Vec::new();
        for (d, f) in frames {
            for found in v.validate(*d, f.as_bytes()) {
                assert_eq!(found.kind, ViolationKind::Content, "{found}");
                out.extend(found.violations.iter().map(|x| format!("{}: {}", x.instance_path, x.message)));
            }
        }
        out
    }

    #[test]
    fn an_outstanding_url_elicitation_id_is_not_asked_again() {
        for version in [1, 2] {
            // Accepted and not completed yet: still outstanding.
            let reused = [(A2C, create(1, "e1")), (C2A, answer(1, "accept")), (A2C, create(2, "e1"))];
            let found = content(version, &reused);
            assert!(found.len() == 1 && found[0].contains("\"e1\" is still outstanding"), "v{version}: {found:?}");
            // Unanswered: outstanding too.
            assert_eq!(content(version, &[(A2C, create(1, "e1")), (A2C, create(2, "e1"))]).len(), 1, "v{version}");
            // Completed, declined, cancelled, failed: the id is free again.
            let completed = [(A2C, create(1, "e1")), (C2A, answer(1, "accept")), (A2C, complete("e1")), (A2C, create(2, "e1"))];
            assert_eq!(content(version, &completed), Vec::<String>::new(), "v{version}");
            for action in ["decline", "cancel", "_later"] {
                let frames = [(A2C, create(1, "e1")), (C2A, answer(1, action)), (A2C, create(2, "e1"))];
                assert_eq!(content(version, &frames), Vec::<String>::new(), "v{version} {action}");
            }
            let failed = [
                (A2C, create(1, "e1")),
                (C2A, r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"no"}}"#.to_owned()),
                (A2C, create(2, "e1")),
            ];
            assert_eq!(content(version, &failed), Vec::<String>::new(), "v{version}");
            // Two different ids at once are fine.
            assert_eq!(content(version, &[(A2C, create(1, "e1")), (A2C, create(2, "e2"))]), Vec::<String>::new());
        }
    }

    #[test]
    fn elicitation_complete_names_an_id_asked_in_url_mode() {
        for version in [1, 2] {
            let found = content(version, &[(A2C, complete("nope"))]);
            assert!(found.len() == 1 && found[0].contains("/params/elicitationId: elicitation/complete for \"nope\""), "v{version}: {found:?}");
            let ok = [(A2C, create(1, "e1")), (C2A, answer(1, "accept")), (A2C, complete("e1"))];
            assert_eq!(content(version, &ok), Vec::<String>::new(), "v{version}");
            // A form elicitation has no id to complete.
            let form = r#"{"jsonrpc":"2.0","id":1,"method":"elicitation/create","params":{"sessionId":"s","mode":"form","message":"m","requestedSchema":{"type":"object","properties":{}}}}"#;
            assert_eq!(content(version, &[(A2C, form.to_owned()), (C2A, answer(1, "accept")), (A2C, complete("e1"))]).len(), 1);
        }
    }
}
