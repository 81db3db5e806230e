//! Rules of the schema's descriptions that its JSON Schema cannot express,
//! checked on every message the agent sends (graded over all scenarios of
//! a version, as `schema.messages` is): which auth methods an `initialize`
//! result may list, slash command names, the values of select config
//! options, the option ids of a permission request, v2's icon sources,
//! background work snapshots and diffs without patch text.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use super::messages::update_kind;
use super::Conn;

impl Conn {
    /// Looks at one message from the agent (not a batch).
    pub(super) fn check_content(&mut self, m: &Value) {
        // conform enables terminal authentication (`auth.terminal` in the
        // client capabilities) only in v2's `surfaces` scenario: elsewhere
        // no terminal method may be listed; there, its env names are unique.
        if let Some(methods) = m.pointer("/result/authMethods").and_then(Value::as_array).cloned() {
            for method in methods.iter().filter(|x| x.get("type").and_then(Value::as_str) == Some("terminal")) {
                let id = method.get("methodId").or_else(|| method.get("id")).map_or("-".to_string(), Value::to_string);
                if !self.terminal_auth {
                    self.finding(
                        "auth.terminal-unasked",
                        format!("initialize lists the terminal auth method {id}, but the client did not enable terminal authentication"),
                    );
                    continue;
                }
                let mut names = HashSet::new();
                for name in method.get("env").and_then(Value::as_array).into_iter().flatten().filter_map(|e| e.get("name").and_then(Value::as_str)) {
                    if !names.insert(name) {
                        self.finding("auth.terminal-env", format!("the terminal auth method {id} sets env {name:?} twice"));
                    }
                }
            }
        }
        if self.version < 2 {
            return;
        }
        for what in crate::conform::findings::bad_icons(m) {
            let method = m.get("method").and_then(Value::as_str).unwrap_or("a response");
            self.finding("content.icons", format!("{method}: {what}"));
        }
        for options in [m.pointer("/result/configOptions"), m.pointer("/params/update/configOptions")].into_iter().flatten() {
            for option in options.as_array().into_iter().flatten() {
                if let Some(problem) = select_problem(option) {
                    self.finding("config.values", problem);
                }
            }
        }
        if m.get("method").and_then(Value::as_str) == Some("session/update") && update_kind(m) == "available_commands_update" {
            let commands = m.pointer("/params/update/availableCommands").and_then(Value::as_array).cloned().unwrap_or_default();
            let mut names = HashSet::new();
            for name in commands.iter().filter_map(|c| c.get("name").and_then(Value::as_str)) {
                if name.is_empty() || name.chars().any(char::is_whitespace) {
                    self.finding("commands.names", format!("available_commands_update: command name {name:?} is empty or holds whitespace"));
                } else if !names.insert(name) {
                    self.finding("commands.names", format!("available_commands_update: command name {name:?} is listed twice"));
                }
            }
        }
        if m.get("method").and_then(Value::as_str) == Some("session/update") {
            self.track_background(m);
        }
        for what in diffs_without_patch(m) {
            self.finding("v2.diff-patch", what);
        }
        if m.get("method").and_then(Value::as_str) == Some("session/request_permission") {
            let options = m.pointer("/params/options").and_then(Value::as_array).cloned().unwrap_or_default();
            let mut ids = HashSet::new();
            for id in options.iter().filter_map(|o| o.get("optionId").and_then(Value::as_str)) {
                if !ids.insert(id) {
                    self.finding("permission.option-ids", format!("session/request_permission offers optionId {id:?} twice"));
                }
            }
        }
    }

    /// A rule `row` broken by the line being handled: marked on it and kept
    /// for grading (each distinct finding once).
    fn finding(&mut self, row: &'static str, what: String) {
        self.mark_received(row, what.clone());
        if !self.obs.content.iter().any(|(r, w)| *r == row && *w == what) {
            self.obs.content.push((row, what));
        }
    }
}

/// v2 `v2.diff-patch`: the diffs of a message (a tool call or its update, a
/// content chunk, a permission request's tool call) without `patch`.
fn diffs_without_patch(m: &Value) -> Vec<String> {
    let u = m.pointer("/params/update");
    let call = m.pointer("/params/subject/toolCall");
    let mut items: Vec<&Value> = [u, call].into_iter().flatten().filter_map(|c| c.get("content")).flat_map(|c| match c {
        Value::Array(a) => a.iter().collect::<Vec<_>>(),
        one => vec![one],
    }).collect();
    items.retain(|i| i.get("type").and_then(Value::as_str) == Some("diff"));
    items
        .into_iter()
        .filter(|d| d.get("patch").is_none_or(Value::is_null))
        .map(|d| {
            let paths: Vec<&str> = d.get("changes").and_then(Value::as_array).into_iter().flatten().filter_map(|c| c.get("path").and_then(Value::as_str)).collect();
            format!("a diff of {paths:?} without patch text")
        })
        .collect()
}

/// One session's background work as its updates told it (v2).
#[derive(Debug, Default)]
pub struct Background {
    /// The session has sent a `background` list (it reports background work).
    reports: bool,
    /// Terminals (`terminal:ID`) and tool calls (`tool_call:ID`) announced,
    /// each with whether it ended (exitStatus, a final status).
    known: HashMap<String, bool>,
    /// The items of the last snapshot.
    listed: Vec<String>,
}

impl Conn {
    /// v2 `v2.background` (and `v2.cancel-advertised`, which follows the same
    /// terminals and tool calls): an agent that reports background work lists it
    /// on every `state_update` of the session; each item was announced
    /// (`terminal_update`, `tool_call` / `tool_call_update`) before the
    /// first snapshot that lists it, and ended before the one that drops it.
    fn track_background(&mut self, m: &Value) {
        let Some(session) = m.pointer("/params/sessionId").and_then(Value::as_str).map(str::to_string) else { return };
        let Some(u) = m.pointer("/params/update") else { return };
        let (mut found, mut advertised) = (Vec::new(), Vec::new());
        let bg = self.background.entry(session.clone()).or_default();
        match update_kind(m) {
            "terminal_update" => {
                if let Some(id) = u.get("terminalId").and_then(Value::as_str) {
                    let ended = u.get("exitStatus").is_some_and(|e| !e.is_null());
                    let known = bg.known.entry(format!("terminal:{id}")).or_default();
                    *known |= ended;
                    if *known && cancel_offered(u) {
                        advertised.push(format!("session {session:?}: terminal {id:?} still advertises cancel once it reported exitStatus"));
                    }
                }
            }
            "tool_call" | "tool_call_update" => {
                if let Some(id) = u.get("toolCallId").and_then(Value::as_str) {
                    let ended = matches!(u.get("status").and_then(Value::as_str), Some("completed" | "failed" | "cancelled"));
                    let known = bg.known.entry(format!("tool_call:{id}")).or_default();
                    *known |= ended;
                    if *known && cancel_offered(u) {
                        advertised.push(format!("session {session:?}: tool call {id:?} still advertises cancel at its final status"));
                    }
                }
            }
            "state_update" => match u.get("background").and_then(Value::as_array) {
                None if bg.reports => found.push(format!(
                    "session {session:?}: a state_update without `background` after the session reported background work"
                )),
                None => {}
                Some(items) => {
                    bg.reports = true;
                    let listed: Vec<String> = items
                        .iter()
                        .filter_map(|i| match i.get("type").and_then(Value::as_str) {
                            Some("terminal") => i.get("terminalId").and_then(Value::as_str).map(|t| format!("terminal:{t}")),
                            Some("tool_call") => i.get("toolCallId").and_then(Value::as_str).map(|t| format!("tool_call:{t}")),
                            _ => None,
                        })
                        .collect();
                    for item in listed.iter().filter(|i| !bg.known.contains_key(*i) && !bg.listed.contains(*i)) {
                        found.push(format!("session {session:?}: background {item} listed before it was announced"));
                    }
                    for item in bg.listed.iter().filter(|i| !listed.contains(*i)) {
                        if !bg.known.get(item).copied().unwrap_or(false) {
                            found.push(format!("session {session:?}: background {item} dropped before its exitStatus or final status"));
                        }
                    }
                    bg.listed = listed;
                }
            },
            _ => {}
        }
        for what in found {
            self.finding("v2.background", what);
        }
        for what in advertised {
            self.finding("v2.cancel-advertised", what);
        }
    }
}

/// An update that carries `capabilities.cancel` (a terminal's or a tool
/// call's `terminal/cancel` / `tool_call/cancel`). One that leaves
/// `capabilities` out advertises nothing new: clients stop offering cancel
/// at the final status by themselves.
fn cancel_offered(u: &Value) -> bool {
    u.pointer("/capabilities/cancel").is_some_and(Value::is_object)
}

/// What is wrong with a select config option's values, if anything: none
/// at all, one given twice (across groups too), a `currentValue` that is
/// none of them.
fn select_problem(option: &Value) -> Option<String> {
    if option.get("type").and_then(Value::as_str) != Some("select") {
        return None;
    }
    let id = option.get("configId").map_or("-".to_string(), Value::to_string);
    let mut values: Vec<&str> = Vec::new();
    for o in option.get("options").and_then(Value::as_array).into_iter().flatten() {
        values.extend(o.get("value").and_then(Value::as_str));
        for g in o.get("options").and_then(Value::as_array).into_iter().flatten() {
            values.extend(g.get("value").and_then(Value::as_str));
        }
    }
    if values.is_empty() {
        return Some(format!("select config option {id} offers no value"));
    }
    let mut seen = HashSet::new();
    if let Some(twice) = values.iter().find(|v| !seen.insert(**v)) {
        return Some(format!("select config option {id} offers the value {twice:?} twice"));
    }
    match option.get("currentValue").and_then(Value::as_str) {
        Some(current) if !values.contains(&current) => {
            Some(format!("select config option {id} has currentValue {current:?}, which is none of its values {values:?}"))
        }
        _ => None,
    }
}
