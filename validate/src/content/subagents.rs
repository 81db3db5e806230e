//! Subagent announcements (the unstable `subagent_update`; a schema without
//! it never announces a child, so nothing is judged). `SubagentUpdate`: "The
//! first update for an unknown `sessionId` announces the child and MUST be
//! sent before any live child traffic or live message naming the child as
//! sender or recipient." (v2: "before any live request or notification
//! bearing the child's session ID, including messages naming it as sender
//! or recipient.")
//!
//! The rule follows what the agent sends: every request and notification
//! of the agent whose `params.sessionId` is a session the client does not
//! know yet, and every `session_message` update naming one as
//! `senderSessionId` or `recipientSessionId`, is remembered; a
//! `subagent_update` that then announces that session (the first one for
//! it) is reported. The client knows the sessions `session/new` and
//! `session/fork` answered and the ones it named in `session/load`,
//! `session/resume` and `session/fork`: an update for one of those
//! announces nothing. What the client sends is not the agent's traffic.
//!
//! Not live: while a `session/load` or `session/resume` is unanswered, the
//! agent's `session/update` notifications may be history being replayed
//! (replay is sent before the response) and are not counted (a resume
//! without `replayFrom` replays nothing, so this is lenient there).

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use super::super::report::Violation;

/// The sessions of one connection as far as announcements go.
#[derive(Debug, Clone, Default)]
pub(super) struct Subagents {
    /// The client's own sessions (created, forked, loaded, resumed).
    known: HashSet<String>,
    /// Children announced by a `subagent_update`.
    announced: HashSet<String>,
    /// Sessions of neither kind that live agent traffic bore: id → the
    /// first message that did.
    seen: HashMap<String, String>,
    /// `session/load` and `session/resume` requests unanswered.
    replays: usize,
    /// The session of the last call looked at (a stream of one session's
    /// updates is one comparison per message).
    last: Option<String>,
}

impl Subagents {
    /// A request or notification the agent sent with `params.sessionId`
    /// `session`.
    pub(super) fn traffic(&mut self, method: &str, session: &str) {
        if self.replays > 0 && method == "session/update" {
            return;
        }
        if self.last.as_deref() == Some(session) {
            return;
        }
        self.last = Some(session.to_owned());
        self.bore(session, || format!("a `{method}` bearing it"));
    }

    fn bore(&mut self, session: &str, what: impl FnOnce() -> String) {
        if !self.known.contains(session) && !self.announced.contains(session) && !self.seen.contains_key(session) {
            self.seen.insert(session.to_owned(), what());
        }
    }

    /// A session the client knows as its own.
    fn own(&mut self, session: Option<&str>) {
        if let Some(s) = session {
            self.seen.remove(s);
            self.known.insert(s.to_owned());
        }
    }

    /// The params of the client's `session/load`, `session/resume` or
    /// `session/fork`.
    pub(super) fn setup(&mut self, method: &str, params: &Value) {
        self.own(params.get("sessionId").and_then(Value::as_str));
        if matches!(method, "session/load" | "session/resume") {
            self.replays += 1;
        }
    }

    /// Whether a `session/load` or `session/resume` is unanswered (its
    /// updates may be replayed history, not live).
    pub(super) fn replaying(&self) -> bool {
        self.replays > 0
    }

    /// A `session/new` or `session/fork` result.
    pub(super) fn created(&mut self, result: &Value) {
        self.own(result.get("sessionId").and_then(Value::as_str));
    }

    /// Any answer (result or error) to a request of `method`.
    pub(super) fn answered(&mut self, method: &str) {
        if matches!(method, "session/load" | "session/resume") {
            self.replays = self.replays.saturating_sub(1);
        }
    }

    /// A `session_message` update (at `at`): the sessions it names.
    pub(super) fn message(&mut self, u: &Value) {
        if self.replays > 0 {
            return;
        }
        for (member, role) in [("senderSessionId", "sender"), ("recipientSessionId", "recipient")] {
            if let Some(s) = u.get(member).and_then(Value::as_str) {
                self.bore(s, || format!("a `session_message` naming it as {role}"));
            }
        }
    }

    /// A `subagent_update` (at `at`).
    pub(super) fn update(&mut self, u: &Value, at: &str, out: &mut Vec<Violation>) {
        let Some(child) = u.get("sessionId").and_then(Value::as_str) else { return };
        if self.known.contains(child) || !self.announced.insert(child.to_owned()) {
            return;
        }
        if let Some(what) = self.seen.remove(child) {
            out.push(Violation::rule(
                format!("{at}/sessionId"),
                "subagent-announced",
                format!("this subagent_update announces session {child:?}, but {what} came first: the first update for an unknown sessionId MUST be sent before any live child traffic"),
            ));
        }
    }
}
