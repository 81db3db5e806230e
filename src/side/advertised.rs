//! What was advertised after `initialize`, below the connection's
//! capabilities: per session, its modes and config options with the values
//! a client may select (from the session setup results and updates), and
//! which of its tool
//! calls and terminals can be cancelled (from the version's tool call and
//! terminal updates, which patch). The version policies turn their typed
//! messages into these records; this file knows no version.
//!
//! Both sides record the same messages — the agent as it sends them, the
//! client as it receives them — so the gate of each side decides on the
//! same facts (see the version policies for where recording happens and
//! which rules read it).

use std::collections::HashMap;
use std::sync::Mutex;

use crate::codec::Tri;
use crate::rpc::ScopeKey;

// Cancel controls are recorded and read only by versions whose schema has
// them (v2 from npm 2.4.0); against an older schema nothing uses them.
#[allow(dead_code)]
/// Whether a tool call or terminal can be cancelled by the client.
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
    /// The ids of its `availableModes`, if its setup result carried `modes`
    /// (v1). `current_mode_update` only names the current mode, so nothing
    /// after setup changes this list.
    modes: Option<Vec<String>>,
    /// Its config options, from the last message carrying the full list
    /// (setup result, `config_option_update`, `set_config_option` result).
    config_options: Vec<ConfigOption>,
        #[allow(dead_code)] // see `Control`
    tool_calls: HashMap<String, Control>,
        #[allow(dead_code)] // see `Control`
    terminals: HashMap<String, Control>,
    /// The session was set up on this connection (created, loaded, resumed
    /// or forked): its setup result came. An entry made by an update or a
    /// `session/list` alone is not.
    set_up: bool,
    /// Its working directory, where the calling client learnt it: the
    /// `cwd` it created, resumed or forked it with, or a `session/list`
    /// entry (the directory a resume sends).
    cwd: Option<String>,
}

/// One advertised config option: what a client may set it to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ConfigOption {
    id: String,
    kind: ConfigKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum ConfigKind {
    /// A select: one of these values (ungrouped or across its groups).
    Select(Vec<String>),
    /// A boolean: any boolean.
    Boolean,
    /// A type this schema does not know: nothing to check a value against.
    Other,
}

/// The value a `session/set_config_option` request sets.
pub(crate) enum ConfigValue<'a> {
    /// A value id (for a select).
    Id(&'a str),
    Boolean,
    /// A request type this schema does not know.
    Other,
}

/// The capability paths of refusals about a session's modes and config
/// options (what the session did not advertise).
pub(crate) mod path {
    pub(crate) const MODES: &str = "modes";
    pub(crate) const MODE_ID: &str = "modes.availableModes";
    pub(crate) const CONFIG: &str = "configOptions";
    pub(crate) const CONFIG_ID: &str = "configOptions[].id";
    pub(crate) const CONFIG_TYPE: &str = "configOptions[].type";
    pub(crate) const CONFIG_VALUE: &str = "configOptions[].options";
}

impl Session {
    /// What a setup result starts: nothing advertised yet, set up, the
    /// working directory kept (a resume sends the one recorded).
    pub(crate) fn set_up(&mut self) {
        let cwd = self.cwd.take();
        *self = Session { set_up: true, cwd, ..Session::default() };
    }

    /// Records the session's working directory.
    #[cfg_attr(not(feature = "v2"), allow(dead_code))] // only v2's policy (session/resume in a known cwd) uses it
    pub(crate) fn set_cwd(&mut self, cwd: &str) {
        self.cwd = Some(cwd.to_owned());
    }

    /// `Err` with the recorded working directory when `cwd` is another one
    /// (a trailing `/` aside); `Ok` when none is recorded.
    #[cfg_attr(not(feature = "v2"), allow(dead_code))] // only v2's policy (session/resume in a known cwd) uses it
    pub(crate) fn check_cwd(&self, cwd: &str) -> Result<(), String> {
        let trim = |p: &str| if p.len() > 1 { p.trim_end_matches('/').to_owned() } else { p.to_owned() };
        match &self.cwd {
            Some(known) if trim(known) != trim(cwd) => Err(known.clone()),
            _ => Ok(()),
        }
    }

    /// Replaces the session's modes (`None`: it has none).
    pub(crate) fn set_modes(&mut self, modes: Option<Vec<String>>) {
        self.modes = modes;
    }

    /// Replaces the session's config options with a full list.
    pub(crate) fn set_config_options(&mut self, options: Vec<ConfigOption>) {
        self.config_options = options;
    }

    /// Whether `session/set_mode` may select mode `id`; `Err` names what was
    /// not advertised.
    pub(crate) fn check_mode(&self, id: &str) -> Result<(), &'static str> {
        match &self.modes {
            None => Err(path::MODES),
            Some(ids) if ids.iter().any(|m| m == id) => Ok(()),
            Some(_) => Err(path::MODE_ID),
        }
    }

    /// Whether `session/set_config_option` may set option `id` to `value`:
    /// the option must be advertised, and a select's value among its
    /// options (the spec: "Must be one of the values listed in the option's
    /// `options` array"); a request of the other type does not fit it.
    pub(crate) fn check_config(&self, id: &str, value: ConfigValue<'_>) -> Result<(), &'static str> {
        if self.config_options.is_empty() {
            return Err(path::CONFIG);
        }
        let Some(option) = self.config_options.iter().find(|o| o.id == id) else {
            return Err(path::CONFIG_ID);
        };
        match (&option.kind, value) {
            (ConfigKind::Other, _) => Ok(()),
            (ConfigKind::Select(values), ConfigValue::Id(v)) => {
                if values.iter().any(|x| x == v) {
                    Ok(())
                } else {
                    Err(path::CONFIG_VALUE)
                }
            }
            (ConfigKind::Boolean, ConfigValue::Boolean) => Ok(()),
            _ => Err(path::CONFIG_TYPE),
        }
    }
}

impl ConfigOption {
    /// A select option: one of `values` (ungrouped or across its groups).
    pub(crate) fn select(id: String, values: Vec<String>) -> Self {
        ConfigOption { id, kind: ConfigKind::Select(values) }
    }

    /// A boolean option.
    pub(crate) fn boolean(id: String) -> Self {
        ConfigOption { id, kind: ConfigKind::Boolean }
    }

    /// An option of a type this schema does not know: any value passes.
    pub(crate) fn other(id: String) -> Self {
        ConfigOption { id, kind: ConfigKind::Other }
    }
}

// Cancel controls are recorded and read only by versions whose schema has
// them (v2 from npm 2.4.0); against an older schema nothing uses them.
#[allow(dead_code)]
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

// Cancel controls are recorded and read only by versions whose schema has
// them (v2 from npm 2.4.0); against an older schema nothing uses them.
#[allow(dead_code)]
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

    /// Whether session `key` was set up on this connection (and not closed).
    pub(crate) fn is_set_up(&self, key: ScopeKey) -> bool {
        self.read(key, |x| x.is_some_and(|x| x.set_up))
    }

    /// Forgets a closed session.
    pub(crate) fn remove(&self, key: ScopeKey) {
        self.sessions.lock().unwrap_or_else(|p| p.into_inner()).remove(&key);
    }
}

#[cfg(test)]
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
