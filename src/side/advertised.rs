//! What was advertised after `initialize`, below the connection's
//! capabilities: per session, whether it has modes and config options
//! (from the session setup results and updates), and which of its tool
//! calls and terminals can be cancelled (v2, from `tool_call` and
//! `terminal_update` updates, which patch).
//!
//! Both sides record the same messages — the agent as it sends them, the
//! client as it receives them — so the gate of each side decides on the
//! same facts (see [`super::hooks`] for where recording happens and
//! [`super::gate`] for the rules that read it).

use std::collections::HashMap;
use std::sync::Mutex;

#[cfg(feature = "v2")]
use crate::codec::Tri;
use crate::rpc::ScopeKey;

/// Whether a tool call or terminal can be cancelled by the client.
#[cfg(feature = "v2")]
#[derive(Debug, Default, Clone, Copy)]
struct Control {
    /// Its `capabilities.cancel` is advertised.
    cancel: bool,
    /// It reached a final status (tool call) or exited (terminal): the
    /// schema has the agent reject a cancel of it.
    done: bool,
}

/// What one session advertised.
#[derive(Debug, Default)]
pub(crate) struct Session {
    /// Its setup result carried `modes` (v1).
    pub(crate) modes: bool,
    /// Its setup result, an update or a `set_config_option` result carried
    /// a non-empty `configOptions`.
    pub(crate) config_options: bool,
    #[cfg(feature = "v2")]
    tool_calls: HashMap<String, Control>,
    #[cfg(feature = "v2")]
    terminals: HashMap<String, Control>,
}

#[cfg(feature = "v2")]
impl Session {
    /// Applies a patch to a tool call: `cancel` is the `capabilities` member
    /// reduced to "advertises cancel" (absent: unchanged, null: cleared);
    /// `done` whether a `status` member made it final (absent: unchanged).
    pub(crate) fn patch_tool_call(&mut self, id: &str, cancel: Tri<bool>, done: Option<bool>) {
        patch(&mut self.tool_calls, id, cancel, done);
    }

    /// As [`Self::patch_tool_call`], for a terminal (`done`: exited).
    pub(crate) fn patch_terminal(&mut self, id: &str, cancel: Tri<bool>, done: Option<bool>) {
        patch(&mut self.terminals, id, cancel, done);
    }

    pub(crate) fn tool_call_cancellable(&self, id: &str) -> bool {
        self.tool_calls.get(id).is_some_and(|c| c.cancel && !c.done)
    }

    pub(crate) fn terminal_cancellable(&self, id: &str) -> bool {
        self.terminals.get(id).is_some_and(|c| c.cancel && !c.done)
    }
}

#[cfg(feature = "v2")]
fn patch(map: &mut HashMap<String, Control>, id: &str, cancel: Tri<bool>, done: Option<bool>) {
    if cancel.is_absent() && done.is_none() && !map.contains_key(id) {
        // Nothing to remember: a new id starts with no controls.
        return;
    }
    let c = map.entry(id.to_owned()).or_default();
    match cancel {
        Tri::Absent => {}
        Tri::Null => c.cancel = false,
        Tri::Value(v) => c.cancel = v,
    }
    if let Some(d) = done {
        c.done = d;
    }
    if !c.cancel && !c.done {
        // The entry says no more than a missing one.
        map.remove(id);
    }
}

/// Per-session advertisements of one connection.
#[derive(Debug, Default)]
pub(crate) struct Advertised {
    sessions: Mutex<HashMap<ScopeKey, Session>>,
}

impl Advertised {
    /// Changes what session `key` advertised (creating its entry).
    pub(crate) fn update(&self, key: ScopeKey, f: impl FnOnce(&mut Session)) {
        f(self.sessions.lock().unwrap_or_else(|p| p.into_inner()).entry(key).or_default());
    }

    /// Reads what session `key` advertised (`None`: nothing recorded).
    pub(crate) fn read<R>(&self, key: ScopeKey, f: impl FnOnce(Option<&Session>) -> R) -> R {
        f(self.sessions.lock().unwrap_or_else(|p| p.into_inner()).get(&key))
    }

    /// Forgets a closed session.
    pub(crate) fn remove(&self, key: ScopeKey) {
        self.sessions.lock().unwrap_or_else(|p| p.into_inner()).remove(&key);
    }
}

#[cfg(all(test, feature = "v2"))]
mod tests {
    use super::*;

    #[test]
    fn patches_follow_absent_null_value() {
        let mut s = Session::default();
        assert!(!s.tool_call_cancellable("t"));
        s.patch_tool_call("t", Tri::Value(true), Some(false));
        assert!(s.tool_call_cancellable("t"));
        // A patch that says nothing about capabilities leaves them.
        s.patch_tool_call("t", Tri::Absent, None);
        assert!(s.tool_call_cancellable("t"));
        // Final status: no longer cancellable even though still advertised.
        s.patch_tool_call("t", Tri::Absent, Some(true));
        assert!(!s.tool_call_cancellable("t"));
        s.patch_tool_call("t", Tri::Absent, Some(false));
        assert!(s.tool_call_cancellable("t"));
        s.patch_tool_call("t", Tri::Null, None);
        assert!(!s.tool_call_cancellable("t"));
        s.patch_terminal("x", Tri::Value(false), None);
        assert!(!s.terminal_cancellable("x"));
        s.patch_terminal("x", Tri::Value(true), None);
        assert!(s.terminal_cancellable("x") && !s.tool_call_cancellable("x"));
    }
}
