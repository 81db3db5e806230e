//! Rules of the specification that the JSON Schema cannot express, checked
//! by [`FrameValidator`](super::FrameValidator) on the messages they are
//! about (reported as [`ViolationKind::Content`](super::ViolationKind)):
//!
//! * absolute paths (the overview pages): tool call locations and diffs,
//!   v1 `terminal/create`'s `cwd`, v2 `terminal_update`'s `cwd` and a
//!   command permission's `cwd` (`paths`);
//! * v2 diffs' `git_patch` text: absolute paths without `a/` `b/`, no
//!   commit metadata or email envelope, consistent with `changes` (`patch`);
//! * v2: a `terminalId` is never reused for a different terminal — a
//!   terminal whose `command` changes, or whose `exitStatus` is cleared
//!   after it exited, is another terminal under the same id;
//! * v1: boolean config options only for a client that advertised
//!   `clientCapabilities.session.configOptions.boolean` (from its
//!   `initialize`; a transcript without one is not judged);
//! * the archive capability against `session/list` and v2 `session/status`'s
//!   state (`sessions`), the MCP servers of session setup (`mcp`),
//!   subagent announcements before child traffic (`subagents`), a child's
//!   state changes mirrored on its parent (a SHOULD: `mirror`), repeated
//!   `auth/status_update`s (`auth`): see each file for the sentences it
//!   checks (the SHOULDs among them say so in their message);
//! * capability gates: a method sent although the `initialize` of the
//!   party whose capability it needs did not advertise it, from the table
//!   the sides enforce (`Version::GATES`; `gates`);
//! * URL elicitation ids: unique among the outstanding ones, and
//!   `elicitation/complete` only for one asked (`elicitation`);
//! * an idle state that stopped with `error` carries the error (a SHOULD;
//!   v2 `state_update`, and a child's state in `subagent_update`: `stops`).
//!
//! The rules read `serde_json::Value`s; [`ContentRules::wants_call`] and
//! [`ContentRules::wants_result`] say by method (and session update kind)
//! which messages they need, so the other messages are never built into one.

mod absolute;
mod auth;
mod elicitation;
mod gates;
mod mcp;
mod mirror;
mod patch;
mod paths;
mod sessions;
mod stops;
mod subagents;

use std::collections::HashMap;

use serde_json::Value;

use super::report::Violation;

/// What one terminal's updates said so far.
#[derive(Debug, Clone, Default)]
struct Terminal {
    command: Option<String>,
    exited: bool,
}

/// The state the rules keep across one connection's messages.
#[derive(Debug, Clone, Default)]
pub(crate) struct ContentRules {
    /// v1: the client advertised boolean config options (`None`: its
    /// `initialize` was not seen, nothing is judged).
    boolean_options: Option<bool>,
    /// v2: per (session, terminalId).
    terminals: HashMap<(String, String), Terminal>,
    /// The agent's archive capability (`sessions`).
    archive: sessions::Archive,
    /// ACP-transport MCP server ids (`mcp`).
    mcp: mcp::Servers,
    /// Sessions announced, known and seen (`subagents`).
    subagents: subagents::Subagents,
    /// Child state against what the parent carried (`mirror`).
    mirrors: mirror::Mirrors,
    /// The last `auth/status_update` (`auth`).
    auth: auth::AuthStatus,
    /// URL elicitations (`elicitation`).
    elicitations: elicitation::Elicitations,
    /// Both `initialize` messages, for the capability gates (`gates`).
    gates: gates::Gates,
}

/// The session setup requests (the ones that carry `mcpServers`).
const SETUP: [&str; 4] = ["session/new", "session/load", "session/resume", "session/fork"];

/// The session update kinds the rules look at.
pub(crate) fn wants_update(kind: &str) -> bool {
    matches!(
        kind,
        "tool_call"
            | "tool_call_update"
            | "tool_call_content_chunk"
            | "terminal_update"
            | "config_option_update"
            | "subagent_update"
            | "session_message"
            | "state_update"
    )
}

impl ContentRules {
    /// Whether the rules look at the params of a call of `method` (for
    /// `session/update`, also [`wants_update`] of its kind).
    pub(crate) fn wants_call(method: &str) -> bool {
        matches!(method, "initialize" | "session/update" | "session/request_permission" | "terminal/create" | "auth/status_update")
            || SETUP.contains(&method)
            || elicitation::wants(method)
            || gates::wants(method)
    }

    /// Whether the rules look at the result of a request of `method` on a
    /// connection of `version`.
    pub(crate) fn wants_result(&self, version: u16, method: &str) -> bool {
        method == "elicitation/create"
            || self.boolean_result(version, method)
            || matches!(method, "initialize" | "session/list" | "session/new" | "session/fork" | "session/status")
    }

    /// Whether the v1 boolean option rule reads this result.
    fn boolean_result(&self, version: u16, method: &str) -> bool {
        version < 2 && self.boolean_options == Some(false) && (SETUP.contains(&method) || method == "session/set_config_option")
    }

    /// A request or notification the agent sent, whose params'
    /// `sessionId` is `session` (every one: the subagent rule counts them).
    pub(crate) fn agent_traffic(&mut self, method: &str, session: &str) {
        self.subagents.traffic(method, session);
    }

    /// Any answer to a request of `method` (a result or an error).
    pub(crate) fn answered(&mut self, method: &str) {
        self.subagents.answered(method);
    }

    /// The params of a call of `method` (a request's `id`) at `at` (a JSON
    /// pointer) on a connection of `version`.
    pub(crate) fn call(&mut self, version: u16, method: &str, params: &Value, id: Option<&Value>, at: &str) -> Vec<Violation> {
        let mut out = Vec::new();
        self.gates.call(version, method, at, &mut out);
        match method {
            "initialize" => {
                self.gates.initialize(params);
                if let Some(caps) = params.get("clientCapabilities") {
                    let boolean = caps.pointer("/session/configOptions/boolean").is_some_and(Value::is_object);
                    self.boolean_options = Some(boolean);
                }
            }
            "session/new" | "session/load" | "session/resume" | "session/fork" => {
                self.mcp.setup(version, params, at, &mut out);
                if method != "session/new" {
                    self.subagents.setup(method, params);
                }
            }
            "auth/status_update" => self.auth.update(params, at, &mut out),
            "terminal/create" => paths::absolute(params.get("cwd"), &format!("{at}/cwd"), "the terminal's cwd", &mut out),
            "session/request_permission" => {
                if version < 2 {
                    if let Some(call) = params.get("toolCall") {
                        paths::tool_call(version, call, &format!("{at}/toolCall"), &mut out);
                    }
                } else if let Some(subject) = params.get("subject") {
                    let sat = format!("{at}/subject");
                    match subject.get("type").and_then(Value::as_str) {
                        Some("command") => paths::absolute(subject.get("cwd"), &format!("{sat}/cwd"), "the command's cwd", &mut out),
                        Some("tool_call") => {
                            if let Some(call) = subject.get("toolCall") {
                                paths::tool_call(version, call, &format!("{sat}/toolCall"), &mut out);
                            }
                        }
                        _ => {}
                    }
                }
            }
            "session/update" => self.update(version, params, at, &mut out),
            m if elicitation::wants(m) => self.elicitation_call(m, params, id, at, &mut out),
            _ => {}
        }
        out
    }

    /// The result (`None`: an error) of a request of `method` (its `id`)
    /// at `at`.
    pub(crate) fn result(&mut self, version: u16, method: &str, result: Option<&Value>, id: Option<&Value>, at: &str) -> Vec<Violation> {
        let mut out = Vec::new();
        if method == "elicitation/create" {
            self.elicitation_answer(id, result);
        }
        let Some(result) = result else { return out };
        if self.boolean_result(version, method) {
            self.boolean_advertised(result.get("configOptions"), &format!("{at}/configOptions"), &mut out);
        }
        match method {
            "initialize" => {
                self.gates.initialized(result);
                self.archive.initialized(result, at, &mut out);
            }
            "session/list" => self.archive.listed(result, at, &mut out),
            "session/new" | "session/fork" => self.subagents.created(result),
            "session/status" => sessions::status(version, result, at, &mut out),
            _ => {}
        }
        out
    }

    fn update(&mut self, version: u16, params: &Value, at: &str, out: &mut Vec<Violation>) {
        let Some(u) = params.get("update") else { return };
        let uat = format!("{at}/update");
        match u.get("sessionUpdate").and_then(Value::as_str).unwrap_or("") {
            "tool_call" | "tool_call_update" => paths::tool_call(version, u, &uat, out),
            "tool_call_content_chunk" => {
                if let Some(item) = u.get("content") {
                    paths::content(version, item, &format!("{uat}/content"), out);
                }
            }
            "terminal_update" if version >= 2 => {
                paths::absolute(u.get("cwd"), &format!("{uat}/cwd"), "the terminal's cwd", out);
                let session = session_of(params).to_owned();
                if let Some(id) = u.get("terminalId").and_then(Value::as_str) {
                    self.terminal(session, id, u, &uat, out);
                }
            }
            "config_option_update" if version < 2 => self.boolean_advertised(u.get("configOptions"), &format!("{uat}/configOptions"), out),
            "subagent_update" => {
                if let Some(state) = u.get("state").filter(|s| s.is_object()) {
                    stops::error_details(state, &format!("{uat}/state"), out);
                }
                self.subagents.update(u, &uat, out);
                self.mirrors.carried(session_of(params), u);
            }
            "state_update" => {
                stops::error_details(u, &uat, out);
                if !self.subagents.replaying() {
                    self.mirrors.own(session_of(params), u, &uat, out);
                }
            }
            "session_message" => self.subagents.message(u),
            _ => {}
        }
    }

    /// v2 `terminal_update` of terminal `id`: the same terminal as before.
    fn terminal(&mut self, session: String, id: &str, u: &Value, at: &str, out: &mut Vec<Violation>) {
        let t = self.terminals.entry((session, id.to_owned())).or_default();
        if let Some(command) = u.get("command").and_then(Value::as_str) {
            match &t.command {
                Some(was) if was != command => out.push(Violation::rule(
                    format!("{at}/command"),
                    "terminal-id",
                    format!("terminal {id:?} ran {was:?}; this update says {command:?}: a terminalId is never reused for a different terminal"),
                )),
                _ => t.command = Some(command.to_owned()),
            }
        }
        match u.get("exitStatus") {
            Some(Value::Null) if t.exited => out.push(Violation::rule(
                format!("{at}/exitStatus"),
                "terminal-id",
                format!("terminal {id:?} exited; this update clears its exitStatus: a terminalId is never reused for a different terminal"),
            )),
            Some(Value::Object(_)) => t.exited = true,
            _ => {}
        }
    }

    /// v1: a boolean option in `options` (at `at`) for a client that did
    /// not advertise boolean config options (v2 has no such capability).
    fn boolean_advertised(&self, options: Option<&Value>, at: &str, out: &mut Vec<Violation>) {
        if self.boolean_options != Some(false) {
            return;
        }
        for (i, o) in options.and_then(Value::as_array).into_iter().flatten().enumerate() {
            if o.get("type").and_then(Value::as_str) == Some("boolean") {
                let id = o.get("id").map_or("-".to_owned(), Value::to_string);
                out.push(Violation::rule(
                    format!("{at}/{i}/type"),
                    "boolean-advertised",
                    format!("config option {id} is a boolean, but the client did not advertise clientCapabilities.session.configOptions.boolean"),
                ));
            }
        }
    }
}

/// The `sessionId` of a call's params ("" without one).
fn session_of(params: &Value) -> &str {
    params.get("sessionId").and_then(Value::as_str).unwrap_or("")
}

#[cfg(test)]
mod tests;

/// The message prefix of a content rule that is a SHOULD.
pub(crate) const SHOULD: &str = "SHOULD:";

/// Splits content findings into MUSTs and SHOULDs (message `SHOULD: …`).
pub(crate) fn split_advice(vs: Vec<Violation>) -> (Vec<Violation>, Vec<Violation>) {
    vs.into_iter().partition(|v| !v.message.starts_with(SHOULD))
}
