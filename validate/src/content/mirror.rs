//! Child state mirrored on the parent (v2's unstable `subagent_update`; a
//! schema without it announces no child, so nothing is judged).
//! `SubagentUpdate`: "Agents SHOULD mirror known child state changes in the
//! parent's `state` using the same `StateUpdate` snapshot as the ordinary
//! `state_update` notification on the child session."
//!
//! The rule follows what the agent sends: a child is a session some
//! `subagent_update` named; each live `state_update` on a child that
//! changes its state is a snapshot the parent's next `subagent_update`
//! for that child should carry as `state` (before or after it: the same
//! snapshot either way — `sessionUpdate` and `_meta` aside). When the
//! child's state changes again and the parent never carried the previous
//! snapshot, this `state_update` is reported, as a SHOULD. (The last
//! change of a transcript is judged only when another follows.) Replayed
//! updates — while a `session/load` or `session/resume` is unanswered, as
//! `subagents` counts them — are not live and not judged.

use std::collections::HashMap;

use serde_json::{Map, Value};

use super::super::report::Violation;
use super::SHOULD;

/// Per child session: what the child reported and what its parent carried.
#[derive(Debug, Clone, Default)]
struct Child {
    /// The parent's session (where its `subagent_update` came).
    parent: String,
    /// The child's last own snapshot, and whether the parent carried it.
    own: Option<(Value, bool)>,
    /// The last snapshot the parent carried.
    carried: Option<Value>,
}

#[derive(Debug, Clone, Default)]
pub(super) struct Mirrors {
    children: HashMap<String, Child>,
}

/// A state snapshot without the members that are not the state
/// (`sessionUpdate`, `_meta`).
fn snapshot(v: &Value) -> Value {
    let mut m: Map<String, Value> = v.as_object().cloned().unwrap_or_default();
    m.remove("sessionUpdate");
    m.remove("_meta");
    Value::Object(m)
}

impl Mirrors {
    /// A `subagent_update` `u` on session `parent`.
    pub(super) fn carried(&mut self, parent: &str, u: &Value) {
        let Some(child) = u.get("sessionId").and_then(Value::as_str) else { return };
        let c = self.children.entry(child.to_owned()).or_default();
        c.parent = parent.to_owned();
        if let Some(state) = u.get("state").filter(|s| s.is_object()) {
            let s = snapshot(state);
            if let Some((own, mirrored)) = &mut c.own {
                if *own == s {
                    *mirrored = true;
                }
            }
            c.carried = Some(s);
        }
    }

    /// A live `state_update` `u` (at `at`) on session `session`.
    pub(super) fn own(&mut self, session: &str, u: &Value, at: &str, out: &mut Vec<Violation>) {
        let Some(c) = self.children.get_mut(session) else { return };
        let s = snapshot(u);
        if let Some((was, mirrored)) = &c.own {
            if *was == s {
                return;
            }
            if !mirrored {
                let state = was.get("state").and_then(Value::as_str).unwrap_or("?");
                out.push(Violation::rule(
                    at.to_owned(),
                    "state-mirrored",
                    format!(
                        "{SHOULD} child session {session:?} changes state again, but its previous state ({state}) never reached its parent {:?} as a subagent_update state: agents SHOULD mirror known child state changes in the parent's state",
                        c.parent
                    ),
                ));
            }
        }
        let mirrored = c.carried.as_ref() == Some(&s);
        c.own = Some((s, mirrored));
    }
}
