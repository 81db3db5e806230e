//! The requirements `conform` grades, their level, the spec page each comes
//! from, and the report (table and JSON). The agent's rows are here; the
//! client's (`conform --client`) are in `client/reqs.rs`, one table with
//! these for [`Results`] (an index past `REQS` is a client row).

use std::collections::BTreeMap;
use std::io::Write;
use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;

use crate::report::Mark;

/// How binding a requirement is, in the spec's own words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// MUST / MUST NOT.
    Must,
    /// A MUST that applies because the agent advertised a capability.
    Cap,
    /// SHOULD / SHOULD NOT (and what JSON-RPC leaves to good practice).
    Should,
    /// A client's file-system confinement: the spec only says the root set
    /// SHOULD bound file operations, but a client that serves a file
    /// outside it hands the agent (or whoever steers it) the user's disk,
    /// so a leak fails the run like a MUST.
    Security,
}

impl Level {
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Must => "MUST",
            Level::Cap => "CAP",
            Level::Should => "SHOULD",
            Level::Security => "SECURITY",
        }
    }

    /// A failure at this level fails the run.
    pub fn gates(self) -> bool {
        matches!(self, Level::Must | Level::Cap | Level::Security)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    Fail,
    Pass,
    Skip,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pass => "PASS",
            Status::Fail => "FAIL",
            Status::Skip => "SKIP",
        }
    }
}

/// Which protocol versions a requirement is checked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Applies {
    /// Once per run, not per version.
    Run,
    V1,
    V2,
    Both,
}

pub struct Req {
    pub id: &'static str,
    pub level: Level,
    pub applies: Applies,
    pub title: &'static str,
    /// Spec page under `docs/protocol/v{N}/` (with anchor); `{}` if the
    /// page name differs per version is handled by `spec_v2`.
    pub spec: &'static str,
    pub spec_v2: Option<&'static str>,
}

/// Which peer a requirement is about: `conform` checks an agent, `conform
/// --client` a client.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Agent,
    Client,
}

#[macro_export]
macro_rules! req {
    ($id:literal, $level:ident, $applies:ident, $spec:literal, $title:literal) => {
        $crate::conform::reqs::Req {
            id: $id,
            level: $crate::conform::reqs::Level::$level,
            applies: $crate::conform::reqs::Applies::$applies,
            title: $title,
            spec: $spec,
            spec_v2: None,
        }
    };
    ($id:literal, $level:ident, $applies:ident, $spec:literal, $spec2:literal, $title:literal) => {
        $crate::conform::reqs::Req {
            id: $id,
            level: $crate::conform::reqs::Level::$level,
            applies: $crate::conform::reqs::Applies::$applies,
            title: $title,
            spec: $spec,
            spec_v2: Some($spec2),
        }
    };
}

/// Every requirement, in report order.
pub const REQS: &[Req] = &[
    req!("init.negotiate-unsupported", Must, Run, "initialization.mdx#version-negotiation",
        "initialize asking for protocolVersion 99 is answered with the latest version the agent supports"),
    req!("init.version", Must, Both, "initialization.mdx#version-negotiation",
        "initialize asking for this version is answered with it (result with protocolVersion and capabilities)"),
    req!("init.agent-info", Should, V1, "initialization.mdx#implementation-information",
        "the initialize result names the agent in agentInfo with name and version (v2's info is required by the schema: schema.messages)"),
    req!("init.before", Should, Both, "initialization.mdx#initialization",
        "a request before initialize is answered with an error and the connection still initializes"),
    req!("schema.messages", Must, Both, "schema.mdx",
        "every message the agent sends matches the pinned schema of the negotiated version (per method)"),
    req!("stdout.hygiene", Must, Both, "transports.mdx#stdio",
        "the agent writes nothing to stdout that is not a JSON-RPC message"),
    req!("session.new", Must, Both, "session-setup.mdx#creating-a-session",
        "session/new answers a unique non-empty sessionId"),
    req!("prompt.turn", Must, Both, "prompt-turn.mdx#4-check-for-completion", "prompt-lifecycle.mdx#4-report-completion",
        "a prompt turn ends with a stop reason (v1: the session/prompt result; v2: an idle state_update)"),
    req!("prompt.updates-before-response", Must, V1, "prompt-turn.mdx#cancellation",
        "every session/update of a turn is sent before the session/prompt response"),
    req!("prompt.session-routing", Must, Both, "prompt-turn.mdx#3-agent-reports-output", "prompt-lifecycle.mdx#3-agent-reports-output",
        "updates carry the session they belong to (two concurrent sessions do not mix)"),
    req!("prompt.resource-link", Must, Both, "initialization.mdx#prompt-capabilities", "initialization.mdx#session-prompt-capabilities",
        "a prompt of a text and a resource_link block (the baseline every agent takes) completes a normal turn"),
    req!("v2.prompt-accepted", Must, V2, "prompt-lifecycle.mdx#2-prompt-accepted",
        "session/prompt is answered on acceptance with the inserted user message's messageId"),
    req!("v2.user-message", Must, V2, "prompt-lifecycle.mdx#2-prompt-accepted",
        "the accepted prompt is reported as a user_message update with the response's messageId"),
    req!("v2.running", Must, V2, "prompt-lifecycle.mdx#3-agent-reports-output",
        "a state_update running is sent when the turn's work starts, before the idle"),
    req!("cancel.session", Must, Both, "prompt-turn.mdx#cancellation", "prompt-lifecycle.mdx#cancellation",
        "session/cancel ends the running turn with stop reason cancelled (not an error)"),
    req!("v2.updates-before-idle", Must, V2, "prompt-lifecycle.mdx#cancellation",
        "after session/cancel, no content or tool call update of the turn comes after the idle state_update that reports it"),
    req!("cancel.permission", Must, Both, "prompt-turn.mdx#cancellation", "prompt-lifecycle.mdx#cancellation",
        "session/cancel while a permission request is pending (answered cancelled) ends the turn with stop reason cancelled"),
    req!("cancel.request", Must, Both, "cancellation.mdx#cancel_request-notification",
        "$/cancel_request: the cancelled request still gets its response (a result or -32800); a stale one gets none"),
    req!("rpc.unknown-method", Must, Both, "extensibility.mdx#custom-requests",
        "an unknown method (extension or not) is answered -32601 Method not found"),
    req!("rpc.unknown-notification", Should, Both, "extensibility.mdx#custom-notifications",
        "unknown notifications are ignored: no response, connection keeps serving"),
    req!("rpc.parse-error", Must, Both, "overview.mdx#error-handling",
        "a line that is not JSON is answered -32700 with id null (JSON-RPC 2.0) and the connection keeps serving"),
    req!("rpc.invalid-request", Must, Both, "overview.mdx#error-handling",
        "a JSON object that is not a valid request is answered -32600 (JSON-RPC 2.0)"),
    req!("rpc.invalid-params", Must, Both, "overview.mdx#error-handling",
        "params that do not match the method's schema are answered -32602 (JSON-RPC 2.0)"),
    req!("rpc.ids", Must, Both, "overview.mdx#error-handling",
        "responses carry the request's id unchanged: strings and large integers (2^53-1, 2^32+1)"),
    req!("prompt.unknown-block", Must, V2, "schema.mdx#contentblock",
        "a session/prompt with a content block type the agent does not support is rejected with -32602 (the schema's ContentBlock)"),
    req!("batch.empty", Must, V2, "transports.mdx#json-rpc-batch-messages",
        "an empty batch `[]` is answered with one -32600 Invalid Request (id null), not an array"),
    req!("batch.notifications", Must, V2, "transports.mdx#json-rpc-batch-messages",
        "a batch of notifications gets no reply at all (no error, no empty array)"),
    req!("batch.mixed", Should, V2, "transports.mdx#json-rpc-batch-messages",
        "a batch of a request, a notification and an invalid entry is answered with one array: the request's response and a -32600 (id null) for the invalid entry"),
    req!("prompt.large", Should, Both, "transports.mdx#stdio",
        "a 1 MiB UTF-8 prompt (multi-byte text) completes a normal turn"),
    req!("lifecycle.eof-exit", Should, Both, "transports.mdx#stdio",
        "the agent exits when its stdin reaches EOF"),
    req!("fs.read", Must, V1, "file-system.mdx#reading-files",
        "fs/read_text_file (client advertised fs) names the turn's session and an absolute path; the turn then ends normally"),
    req!("fs.write", Must, V1, "file-system.mdx#writing-files",
        "fs/write_text_file (client advertised fs) names the turn's session and an absolute path; the file lands in the workspace"),
    req!("terminal.use", Must, V1, "terminals.mdx#releasing-terminals",
        "terminal/* (client advertised terminal): terminal/create names the turn's session; every terminal created is released"),
    req!("fs.absent", Must, V1, "file-system.mdx#checking-support",
        "no fs/* request when the client did not advertise fs"),
    req!("terminal.absent", Must, V1, "terminals.mdx#checking-support",
        "no terminal/* request when the client did not advertise terminal"),
    req!("elicitation.absent", Must, Both, "elicitation.mdx#checking-support",
        "no elicitation/create when the client did not advertise elicitation"),
    req!("permission.request", Must, Both, "tool-calls.mdx#requesting-permission",
        "session/request_permission names the turn's session and offers options; the turn ends normally after the answer"),
    req!("permission.tool-in-progress", Should, Both, "prompt-turn.mdx#5-tool-invocation-and-status-reporting", "prompt-lifecycle.mdx#5-tool-invocation-and-status-reporting",
        "a tool call the client allowed in session/request_permission is reported in_progress before it ends (SKIP when the request names no tool call)"),
    req!("v2.requires-action", Should, V2, "prompt-lifecycle.mdx#5-tool-invocation-and-status-reporting",
        "while a permission request is pending the session's state is requires_action"),
    req!("v2.requires-action-resume", Must, V2, "prompt-lifecycle.mdx#5-tool-invocation-and-status-reporting",
        "once requires_action was reported, the turn's output goes on only after a running state_update (or it ends with idle)"),
    req!("session.list-empty", Cap, Both, "session-list.mdx#listing-sessions",
        "session/list filtered by a cwd no session has answers an empty sessions array"),
    req!("session.load", Cap, V1, "session-setup.mdx#loading-sessions",
        "loadSession: session/load replays the conversation as session/update before answering"),
    req!("session.list", Cap, Both, "session-list.mdx#listing-sessions",
        "session/list answers a sessions array that includes the session just created"),
    req!("session.resume", Cap, Both, "session-setup.mdx#resuming-sessions",
        "session/resume answers a result (v1: without replaying history first)"),
    // The pinned v2 schema's ResumeSessionResponse and StateUpdate say it
    // and link this section (the pages may trail the schema).
    req!("session.resume-state", Cap, V2, "session-setup.mdx#current-state-synchronization",
        "session/resume sends a state_update snapshot of the session after any replay and before its response, also without replay"),
    // The schema's ResumeSessionRequest.replayFrom and the page.
    req!("session.resume-replay", Cap, V2, "session-setup.mdx#resuming-sessions",
        "session/resume with replayFrom start replays the whole retained conversation (the earlier prompt's user message and the agent's messages, each with its messageId) before answering; nothing replayed is SKIP (an agent may retain no history)"),
    req!("session.close", Cap, Both, "session-setup.mdx#closing-active-sessions",
        "session/close answers a result"),
    req!("session.close-cancels", Cap, Both, "session-setup.mdx#closing-active-sessions",
        "session/close while a turn runs ends that turn with stop reason cancelled, as session/cancel would, and answers a result"),
    req!("session.delete", Cap, Both, "session-delete.mdx#deleting-a-session",
        "session/delete answers a result"),
    // The page lists session/set_mode as the way to select an advertised mode.
    req!("mode.set", Cap, V1, "session-modes.mdx#from-the-client",
        "modes: session/set_mode with each advertised modeId is answered with a result"),
    // Sending current_mode_update after session/set_mode is the agent's choice
    // (the page only describes it for changes the agent makes itself), so
    // only what one says is graded, and not as a MUST.
    req!("mode.update", Should, V1, "session-modes.mdx#from-the-agent",
        "a current_mode_update after session/set_mode names an advertised mode, the last one the mode set last"),
    // The page says the modeId "Must be one of the modes listed in
    // availableModes" (of the client) and gives the agent no error code.
    req!("mode.unknown", Should, V1, "session-modes.mdx#from-the-client",
        "session/set_mode with a modeId not in availableModes is answered with an error (-32602 expected)"),
    req!("config.set", Cap, Both, "session-config-options.mdx#from-the-client",
        "configOptions: session/set_config_option to another value of a select answers the complete list, with that value current"),
];

/// The requirement at `index` of the one table (agent rows, then client rows).
pub fn at(index: usize) -> &'static Req {
    match index.checked_sub(REQS.len()) {
        None => &REQS[index],
        Some(i) => &super::client::REQS[i],
    }
}

/// Every requirement with its index, agent rows first.
pub fn all() -> impl Iterator<Item = (usize, &'static Req)> {
    REQS.iter().chain(super::client::REQS.iter()).enumerate()
}

/// The requirement `id` and its index.
pub fn find(id: &str) -> Option<(usize, &'static Req)> {
    all().find(|(_, r)| r.id == id)
}

/// Whose requirement the row at `index` is.
pub fn side_of(index: usize) -> Side {
    if index < REQS.len() {
        Side::Agent
    } else {
        Side::Client
    }
}

impl Req {
    pub fn spec_for(&self, version: Option<u16>) -> String {
        let v = version.unwrap_or(1);
        let page = if v >= 2 { self.spec_v2.unwrap_or(self.spec) } else { self.spec };
        format!("docs/protocol/v{v}/{page}")
    }

    /// The spec page's web address.
    pub fn spec_url(&self, version: Option<u16>) -> String {
        let v = version.unwrap_or(1);
        crate::report::spec_url(v, if v >= 2 { self.spec_v2.unwrap_or(self.spec) } else { self.spec })
    }

    pub fn applies_to(&self, version: u16) -> bool {
        match self.applies {
            Applies::Run => false,
            Applies::Both => true,
            Applies::V1 => version == 1,
            Applies::V2 => version >= 2,
        }
    }
}

/// A mark for requirement `id` (its level and spec page at `version`).
pub fn mark(id: &str, version: u16, message: String, after: bool) -> Mark {
    let req = find(id).map(|(_, r)| r);
    debug_assert!(req.is_some(), "unknown requirement {id}");
    Mark {
        rule: id.to_string(),
        level: req.map_or("MUST", |r| r.level.as_str()).to_string(),
        message,
        spec: req.map(|r| r.spec_url(Some(version))),
        version: if req.is_some_and(|r| r.applies == Applies::Run) { None } else { Some(version) },
        after,
    }
}

/// One graded requirement.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub status: Status,
    pub reason: String,
    /// When it was graded failing (for the page: after which message).
    pub at: Option<Instant>,
    /// The longest run of the scenarios that graded it.
    pub time: Duration,
}

/// All outcomes of a run, keyed by (requirement, version; `None` for
/// per-run requirements). Several scenarios may grade the same key: a FAIL
/// wins over a PASS, a PASS over a SKIP; reasons of equal rank are joined.
#[derive(Default, Debug)]
pub struct Results {
    map: BTreeMap<(usize, Option<u16>), Outcome>,
}

impl Results {
    pub fn record(&mut self, id: &str, version: Option<u16>, status: Status, reason: impl Into<String>) {
        let at = (status == Status::Fail).then(Instant::now);
        self.record_outcome(id, version, Outcome { status, reason: reason.into(), at, time: Duration::ZERO });
    }

    fn record_outcome(&mut self, id: &str, version: Option<u16>, new: Outcome) {
        let Some((index, _)) = find(id) else {
            debug_assert!(false, "unknown requirement {id}");
            return;
        };
        let key = (index, version);
        let time = new.time;
        match self.map.get_mut(&key) {
            None => {
                self.map.insert(key, new);
                return;
            }
            Some(o) if new.status < o.status => *o = Outcome { time: o.time, ..new },
            Some(o) if new.status == o.status && new.status == Status::Fail && !o.reason.contains(&new.reason) => {
                o.reason = format!("{}; {}", o.reason, new.reason);
            }
            Some(_) => {}
        }
        if let Some(o) = self.map.get_mut(&key) {
            o.time = o.time.max(time);
        }
    }

    /// Every outcome took at least `elapsed` (the scenario that graded them).
    pub fn timed(&mut self, elapsed: Duration) {
        for o in self.map.values_mut() {
            o.time = o.time.max(elapsed);
        }
    }

    pub fn pass(&mut self, id: &str, version: Option<u16>, reason: impl Into<String>) {
        self.record(id, version, Status::Pass, reason);
    }
    pub fn fail(&mut self, id: &str, version: Option<u16>, reason: impl Into<String>) {
        self.record(id, version, Status::Fail, reason);
    }
    pub fn skip(&mut self, id: &str, version: Option<u16>, reason: impl Into<String>) {
        self.record(id, version, Status::Skip, reason);
    }

    pub fn merge(&mut self, other: Results) {
        for ((i, v), o) in other.map {
            self.record_outcome(at(i).id, v, o);
        }
    }

    pub fn get(&self, id: &str, version: Option<u16>) -> Option<&Outcome> {
        let (i, _) = find(id)?;
        self.map.get(&(i, version))
    }

    /// Every requirement of `side` that applies to `versions` gets an
    /// outcome; one that no scenario graded is a SKIP with `why`.
    pub fn complete(&mut self, side: Side, versions: &[u16], why: &dyn Fn(&Req, Option<u16>) -> String) {
        for (_, r) in all().filter(|(i, _)| side_of(*i) == side) {
            let keys: Vec<Option<u16>> = match r.applies {
                Applies::Run => vec![None],
                _ => versions.iter().copied().filter(|v| r.applies_to(*v)).map(Some).collect(),
            };
            for k in keys {
                if self.get(r.id, k).is_none() {
                    self.skip(r.id, k, why(r, k));
                }
            }
        }
    }

    pub fn rows(&self) -> impl Iterator<Item = (&'static Req, Option<u16>, &Outcome)> + '_ {
        // Report order: per-run first, then by requirement, versions together.
        let mut keys: Vec<&(usize, Option<u16>)> = self.map.keys().collect();
        keys.sort_by_key(|(i, v)| (v.is_some(), *i, *v));
        keys.into_iter().map(move |k| (at(k.0), k.1, &self.map[k]))
    }

    /// True iff no MUST or capability requirement failed.
    pub fn ok(&self) -> bool {
        !self.rows().any(|(r, _, o)| o.status == Status::Fail && r.level.gates())
    }

    pub fn counts(&self) -> (usize, usize, usize) {
        let mut c = (0, 0, 0);
        for (_, _, o) in self.rows() {
            match o.status {
                Status::Pass => c.0 += 1,
                Status::Fail => c.1 += 1,
                Status::Skip => c.2 += 1,
            }
        }
        c
    }

    /// The `--json` report; `peer` is the checked command line, under
    /// `agent` or (`--client`) `client`.
    pub fn to_json(&self, side: Side, peer: &[String], versions: &BTreeMap<u16, String>) -> Value {
        let (pass, fail, skip) = self.counts();
        let rows: Vec<Value> = self
            .rows()
            .map(|(r, v, o)| {
                json!({
                    "id": r.id,
                    "version": v,
                    "level": r.level.as_str(),
                    "status": o.status.as_str(),
                    "title": r.title,
                    "reason": o.reason,
                    "spec": r.spec_for(v),
                })
            })
            .collect();
        let versions: BTreeMap<String, &String> = versions.iter().map(|(k, v)| (k.to_string(), v)).collect();
        let mut report = json!({
            "tool": "acp-wire conform",
            "toolVersion": env!("CARGO_PKG_VERSION"),
            "versions": versions,
            "ok": self.ok(),
            "summary": {"pass": pass, "fail": fail, "skip": skip},
            "requirements": rows,
        });
        let (key, mode) = match side {
            Side::Agent => ("agent", "agent"),
            Side::Client => ("client", "client"),
        };
        report[key] = json!(peer);
        report["mode"] = json!(mode);
        report
    }

    /// The human table. `colour`: ANSI colours (only on a terminal).
    pub fn print_table(&self, out: &mut dyn Write, colour: bool, side: Side) -> std::io::Result<()> {
        let paint = |s: &str, code: &str| if colour { format!("\x1b[{code}m{s}\x1b[0m") } else { s.to_string() };
        let idw = self.rows().map(|(r, _, _)| r.id.len()).max().unwrap_or(10);
        // `SECURITY` (client rows) needs a wider column than the agent's levels.
        let lw = self.rows().map(|(r, _, _)| r.level.as_str().len() + 2).max().unwrap_or(8).max(8);
        writeln!(out, "{:<6}{:<lw$}{:<4}{:<idw$}  REASON (spec page)", "", "LEVEL", "VER", "REQUIREMENT")?;
        for (r, v, o) in self.rows() {
            let status = match o.status {
                Status::Pass => paint("PASS", "32"),
                Status::Fail => paint("FAIL", "1;31"),
                Status::Skip => paint("SKIP", "33"),
            };
            let ver = v.map_or("-".to_string(), |v| format!("v{v}"));
            writeln!(out, "{status}  {:<lw$}{ver:<4}{:<idw$}  {}", r.level.as_str(), r.id, o.reason)?;
            writeln!(out, "{:<6}{:<lw$}{:<4}{:<idw$}  {}", "", "", "", "", paint(&format!("{} ({})", r.title, r.spec_for(v).as_str()), "2"))?;
        }
        let (pass, fail, skip) = self.counts();
        let verdict = if self.ok() { paint("conformant", "32") } else { paint("NOT conformant", "1;31") };
        match side {
            Side::Agent => writeln!(out, "\n{pass} passed, {fail} failed, {skip} skipped: {verdict} (MUST and advertised-capability requirements decide; CAP = MUST because the agent advertised it)")?,
            Side::Client => writeln!(out, "\n{pass} passed, {fail} failed, {skip} skipped: {verdict} (MUST, CAP and SECURITY requirements decide; CAP = MUST because the client advertised it)")?,
        }
        Ok(())
    }
}
