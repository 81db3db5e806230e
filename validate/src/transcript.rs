//! Recorded transcripts: the line format `acp-wire tap --log` writes, reading
//! transcripts (bare JSON-RPC lines or recorded lines), inferring who sent
//! each message and which method each response answers, and validating a
//! whole transcript ([`validate_transcript`]).
//!
//! # The recorded-line format
//! One JSON object per line:
//!
//! ```text
//! {"dir":"c2a","msg":{"jsonrpc":"2.0","id":0,"method":"initialize","params":{…}}}
//! {"dir":"a2c","msg":{"jsonrpc":"2.0","id":0,"result":{…}}}
//! {"dir":"a2c","raw":"Loading model…"}
//! {"dir":"a2c","by":"tap","msg":{…}}
//! ```
//!
//! * `dir`: `"c2a"` (client → agent) or `"a2c"` (agent → client);
//! * `msg`: the message (or batch) as sent, when the line was JSON;
//! * `raw`: the line's text when it was not JSON (invalid UTF-8 replaced by
//!   U+FFFD), so a log keeps every line a peer wrote;
//! * `by: "tap"`: a message `acp-wire tap --strict` wrote itself in place of
//!   a violating one (see the tap's documentation).
//!
//! A log written by one of the peers may say `"dir":"out"` / `"in"` (also
//! `send`/`recv`, `outgoing`/`incoming`) instead: relative to the peer that
//! recorded it. Which peer that was is told by the first such line whose
//! method only one side sends (the recorder sends `initialize` → it is the
//! client); when no line tells, relative lines are placed like bare ones.
//!
//! A transcript may mix recorded lines and bare JSON-RPC messages (a line
//! with `jsonrpc` is always a bare message). Blank lines are skipped; line
//! numbers count every line, from 1.

use std::collections::HashMap;

use serde_json::{Map, Value};

use super::frame::{FrameValidator, FrameViolation, ViolationKind};
use super::negotiation::Negotiation;
use super::report::Violation;
use super::Direction;
use acp_wire::method::{MethodInfo, MethodKind, Side};

impl Direction {
    /// The recorded-line spelling: `"c2a"` or `"a2c"`.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Direction::ClientToAgent => "c2a",
            Direction::AgentToClient => "a2c",
        }
    }

    /// Parses [`code`](Self::code) (`"c2a"`, `"a2c"`).
    #[must_use]
    pub fn from_code(code: &str) -> Option<Direction> {
        match code {
            "c2a" => Some(Direction::ClientToAgent),
            "a2c" => Some(Direction::AgentToClient),
            _ => None,
        }
    }
}

/// One recorded line (without the newline) for `line`, the bytes one side
/// wrote (without its newline): `{"dir":…,"msg":…}` when they are JSON,
/// `{"dir":…,"raw":…}` otherwise.
#[must_use]
pub fn record_line(direction: Direction, line: &[u8]) -> String {
    record(direction, line, false)
}

/// As [`record_line`], marked `"by":"tap"` (a message the tap wrote itself).
#[must_use]
pub fn record_tap_line(direction: Direction, line: &[u8]) -> String {
    record(direction, line, true)
}

fn record(direction: Direction, line: &[u8], by_tap: bool) -> String {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let by = if by_tap { r#","by":"tap""# } else { "" };
    match serde_json::from_slice::<&serde_json::value::RawValue>(line) {
        // The raw text is kept as written (spacing, member order, numbers).
        Ok(raw) => format!(r#"{{"dir":"{}"{by},"msg":{}}}"#, direction.code(), raw.get()),
        Err(_) => {
            let text = Value::String(String::from_utf8_lossy(line).into_owned());
            format!(r#"{{"dir":"{}"{by},"raw":{text}}}"#, direction.code())
        }
    }
}

/// One non-blank line of a transcript.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// 1-based line number.
    pub line: usize,
    /// The direction the line states (`dir`; `out`/`in` once resolved), if
    /// it is a recorded line.
    pub direction: Option<Direction>,
    /// Written by `acp-wire tap --strict` itself (`"by":"tap"`).
    pub by_tap: bool,
    /// The message, or why the line holds none (not JSON, a `raw` line, a
    /// malformed recorded line).
    pub message: Result<Value, String>,
}

/// Splits a transcript into [`Entry`]s (relative `dir`s resolved, see the
/// module docs).
#[must_use]
pub fn parse_transcript(text: &[u8]) -> Vec<Entry> {
    let mut out = Vec::new();
    let mut relative = Vec::new();
    for (i, line) in text.split(|b| *b == b'\n').enumerate() {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let (entry, outgoing) = parse_line(i + 1, line);
        out.push(entry);
        relative.push(outgoing);
    }
    resolve_relative(&mut out, &relative);
    out
}

/// `out`/`in` and their synonyms: `Some(true)` when the recorder sent it.
fn relative_code(code: &str) -> Option<bool> {
    match code {
        "out" | "send" | "sent" | "outgoing" => Some(true),
        "in" | "recv" | "received" | "incoming" => Some(false),
        _ => None,
    }
}

/// Turns relative directions into absolute ones once a line tells which side
/// recorded the log.
fn resolve_relative(entries: &mut [Entry], outgoing: &[Option<bool>]) {
    let versions: &[u16] = if cfg!(acp_wire = "v2") { &[1, 2] } else { &[1] };
    let sender_of = |msg: &Value| -> Option<Direction> {
        let method = msg.get("method")?.as_str()?;
        let kind = if msg.get("id").is_some() { MethodKind::Request } else { MethodKind::Notification };
        let info = versions.iter().filter_map(|v| builtin_methods(*v)).find_map(|t| MethodInfo::find(t, method, kind))?;
        match info.served_by {
            Side::Agent | Side::Client => Some(side_sender(info.served_by)),
            Side::Protocol | Side::Proxy => None,
        }
    };
    let recorder_sends = entries.iter().zip(outgoing).find_map(|(e, o)| {
        let sent = sender_of(e.message.as_ref().ok()?)?;
        Some(if (*o)? { sent } else { sent.reverse() })
    });
    let Some(recorder_sends) = recorder_sends else { return };
    for (e, o) in entries.iter_mut().zip(outgoing) {
        if let Some(out) = o {
            e.direction = Some(if *out { recorder_sends } else { recorder_sends.reverse() });
        }
    }
}

fn parse_line(number: usize, line: &[u8]) -> (Entry, Option<bool>) {
    let mut entry = Entry { line: number, direction: None, by_tap: false, message: Err(String::new()) };
    let value = match serde_json::from_slice::<Value>(line) {
        Ok(v) => v,
        Err(e) => {
            entry.message = Err(format!("not JSON: {e}"));
            return (entry, None);
        }
    };
    let recorded = match &value {
        Value::Object(m) if m.contains_key("dir") && !m.contains_key("jsonrpc") => Some(m),
        _ => None,
    };
    let Some(m) = recorded else {
        entry.message = Ok(value);
        return (entry, None);
    };
    entry.by_tap = m.get("by").and_then(Value::as_str) == Some("tap");
    let code = m.get("dir").and_then(Value::as_str);
    entry.direction = code.and_then(Direction::from_code);
    let outgoing = code.and_then(relative_code);
    entry.message = match (entry.direction.is_some() || outgoing.is_some(), m.get("msg"), m.get("raw")) {
        (false, _, _) => Err(format!(
            "recorded line with `dir` {}, not \"c2a\", \"a2c\", \"out\" or \"in\"",
            m.get("dir").unwrap_or(&Value::Null)
        )),
        (true, Some(msg), None) => Ok(msg.clone()),
        (true, None, Some(raw)) => Err(format!("not JSON: {}", shorten(&raw.to_string(), 120))),
        (true, _, _) => Err("recorded line needs exactly one of `msg` and `raw`".into()),
    };
    (entry, outgoing)
}

fn shorten(s: &str, max: usize) -> String {
    if s.len() <= max {
        return s.to_string();
    }
    let mut cut = max;
    while !s.is_char_boundary(cut) {
        cut -= 1;
    }
    format!("{}…", &s[..cut])
}

/// The method table of a built-in protocol version (`None` when the version
/// is not compiled in).
#[must_use]
pub fn builtin_methods(version: u16) -> Option<&'static [MethodInfo]> {
    match version {
        1 => Some(acp_wire::v1::METHODS),
        #[cfg(acp_wire = "v2")]
        2 => Some(acp_wire::v2::METHODS),
        _ => None,
    }
}

/// How the direction of a message was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Inferred {
    /// The recorded line says so (`dir`).
    Stated,
    /// The method's side in the method table (`x-side`).
    Method,
    /// A response to a request in flight the other way (by id).
    ResponseId,
    /// `$/cancel_request` for a request in flight (by `requestId`).
    CancelTarget,
    /// Nothing tells; the direction is a guess (client → agent for calls,
    /// agent → client for responses).
    Guess,
}

/// One message placed in its connection: who sent it, and what it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    /// Which way it travelled.
    pub direction: Direction,
    /// How [`direction`](Self::direction) was found.
    pub inferred: Inferred,
    /// The method: a call's own, a response's request's (when known).
    pub method: Option<String>,
    /// Request, notification, or (`None`) a response.
    pub kind: Option<MethodKind>,
    /// The protocol version in force for this message (after the
    /// `initialize` exchange: the negotiated one).
    pub version: u16,
}

/// Follows a transcript's messages in order: infers directions, pairs
/// responses with their requests and follows version negotiation.
///
/// Directions: a recorded line's `dir`; else the method's side (`initialize`
/// and every agent-served method travel client → agent); else for a
/// response, the opposite of the direction its id is in flight in (when the
/// id is in flight both ways, the most recent request is taken: it is the
/// one answered first in practice, e.g. an `fs/read_text_file` inside a
/// prompt turn); else for `$/cancel_request` the direction of the request it
/// cancels; else a guess ([`Inferred::Guess`]).
///
/// Versions: `fixed` pins one; otherwise [`Negotiation`] follows the
/// `initialize` exchange, as it does for [`FrameValidator`]: the lowest
/// candidate until the client's `initialize` asks for a version (the highest
/// candidate not above it), then exactly the version the agent's result
/// chooses, from that result on.
#[derive(Clone, Debug)]
pub struct Placer {
    negotiation: Negotiation,
    seq: u64,
    /// id (JSON text) → requests in flight with it: (direction, method, sequence).
    pending: HashMap<String, Vec<(Direction, String, u64)>>,
}

impl Placer {
    /// A placer pinned to `version`.
    #[must_use]
    pub fn fixed(version: u16) -> Self {
        Self::with(Negotiation::fixed(version))
    }

    /// A placer following negotiation among `candidates` (empty: version 1).
    #[must_use]
    pub fn negotiating(candidates: Vec<u16>) -> Self {
        Self::with(Negotiation::following(candidates))
    }

    /// A placer whose versions `negotiation` decides.
    #[must_use]
    pub fn with(negotiation: Negotiation) -> Self {
        Placer { negotiation, seq: 0, pending: HashMap::new() }
    }

    /// [`negotiating`](Self::negotiating) among the built-in versions.
    #[must_use]
    pub fn auto() -> Self {
        let mut v = vec![1];
        if cfg!(acp_wire = "v2") {
            v.push(2);
        }
        Self::negotiating(v)
    }

    /// The version in force now.
    #[must_use]
    pub fn version(&self) -> u16 {
        self.negotiation.version()
    }

    fn side_of(&self, method: &str, kind: MethodKind) -> Option<Side> {
        let own = builtin_methods(self.version()).and_then(|t| MethodInfo::find(t, method, kind));
        // Before negotiation a method may only exist in a later version.
        let candidates = self.negotiation.candidates();
        let any = || candidates.iter().filter_map(|v| builtin_methods(*v)).find_map(|t| MethodInfo::find(t, method, kind));
        own.or_else(any).map(|i| i.served_by)
    }

    /// Places one message (a batch is placed by its first member), `stated`
    /// being the recorded line's direction.
    pub fn place(&mut self, stated: Option<Direction>, message: &Value) -> Placed {
        let first = match message {
            Value::Array(items) => items.first().unwrap_or(&Value::Null),
            other => other,
        };
        let placed = self.place_one(stated, first);
        if let Value::Array(items) = message {
            for item in items.iter().skip(1) {
                self.place_one(Some(placed.direction), item);
            }
        }
        placed
    }

    fn place_one(&mut self, stated: Option<Direction>, msg: &Value) -> Placed {
        self.seq += 1;
        let empty = Map::new();
        let obj = msg.as_object().unwrap_or(&empty);
        let id = obj.get("id").filter(|i| i.is_string() || i.is_number()).map(Value::to_string);
        if let Some(method) = obj.get("method").and_then(Value::as_str) {
            let kind = if obj.contains_key("id") { MethodKind::Request } else { MethodKind::Notification };
            let (direction, inferred) = match (stated, self.side_of(method, kind)) {
                (Some(d), _) => (d, Inferred::Stated),
                (None, Some(side @ (Side::Agent | Side::Client))) => (side_sender(side), Inferred::Method),
                (None, _) => self.cancel_target(method, obj).unwrap_or((Direction::ClientToAgent, Inferred::Guess)),
            };
            if let (Some(id), MethodKind::Request) = (id, kind) {
                self.pending.entry(id).or_default().push((direction, method.to_string(), self.seq));
            }
            let version = self.negotiation.call(direction, method, kind, obj.get("params"));
            return Placed { direction, inferred, method: Some(method.to_string()), kind: Some(kind), version };
        }
        // A response: find the request it answers.
        let mut found = None;
        if let Some(list) = id.as_ref().and_then(|id| self.pending.get_mut(id)) {
            let pick = match stated {
                Some(d) => list.iter().rposition(|(dir, _, _)| *dir == d.reverse()),
                None => list.iter().enumerate().max_by_key(|(_, (_, _, s))| *s).map(|(i, _)| i),
            };
            if let Some(i) = pick {
                found = Some(list.remove(i));
            }
            if list.is_empty() {
                if let Some(id) = &id {
                    self.pending.remove(id);
                }
            }
        }
        let (direction, inferred, method) = match (stated, found) {
            (Some(d), f) => (d, Inferred::Stated, f.map(|(_, m, _)| m)),
            (None, Some((dir, m, _))) => (dir.reverse(), Inferred::ResponseId, Some(m)),
            (None, None) => (Direction::AgentToClient, Inferred::Guess, None),
        };
        // The agent's answer to `initialize` is in the version it chose.
        self.negotiation.response(direction, method.as_deref(), obj.get("result"), obj.contains_key("error"));
        Placed { direction, inferred, method, kind: None, version: self.version() }
    }

    fn cancel_target(&self, method: &str, obj: &Map<String, Value>) -> Option<(Direction, Inferred)> {
        if method != "$/cancel_request" {
            return None;
        }
        let target = obj.get("params")?.get("requestId")?.to_string();
        let (dir, _, _) = self.pending.get(&target)?.iter().max_by_key(|(_, _, s)| *s)?;
        Some((*dir, Inferred::CancelTarget))
    }
}

fn side_sender(served_by: Side) -> Direction {
    match served_by {
        Side::Client => Direction::AgentToClient,
        _ => Direction::ClientToAgent,
    }
}

/// One rule a transcript line breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// 1-based line number.
    pub line: usize,
    /// Which way the message travelled (stated or inferred; `None` for a
    /// bare line that is not JSON).
    pub direction: Option<Direction>,
    /// The method (for responses: of the request answered, when known).
    pub method: Option<String>,
    /// The message id as JSON text.
    pub id: Option<String>,
    /// What kind of rule ([`ViolationKind`] name, or `"direction"` for a
    /// message whose sender could not be told, `"line"` for a malformed
    /// recorded line).
    pub kind: String,
    /// The `$defs` entry checked against, for schema violations.
    pub def: Option<String>,
    /// The broken rule: instance pointer, schema path, keyword, message.
    pub violation: Violation,
}

impl Finding {
    /// Whether it informs rather than finds fault (an unstable or retired
    /// member).
    #[must_use]
    pub fn is_informational(&self) -> bool {
        ViolationKind::is_informational_name(&self.kind)
    }
}

impl std::fmt::Display for Finding {
    /// `line 7: agent->client session/update: params: /params/update/…: … (type at …)`
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let dir = self.direction.map_or("-", Direction::as_str);
        write!(f, "line {}: {dir} {}", self.line, self.method.as_deref().unwrap_or("-"))?;
        if let Some(id) = &self.id {
            write!(f, " id {id}")?;
        }
        write!(f, ": {}: {}", self.kind, self.violation)
    }
}

/// What [`validate_transcript`] found.
#[derive(Clone, Debug, Default)]
pub struct TranscriptReport {
    /// Messages validated (lines holding a message).
    pub messages: usize,
    /// The schema label in force at the end (`v1`, `v2.unstable`, …).
    pub schema: String,
    /// The pinned file in force at the end (`v1/schema.json`, …), when
    /// the schema is a pinned one.
    pub schema_file: Option<String>,
    /// Every broken rule, in line order.
    pub findings: Vec<Finding>,
    /// (line, protocol version) of each line holding a message, in line
    /// order: the version its schema checks used (for a batch, the one in
    /// force after it).
    pub versions: Vec<(usize, u16)>,
}

impl TranscriptReport {
    /// Whether nothing was found but informational findings (unstable and
    /// retired members, see [`ViolationKind::is_informational`]).
    #[must_use]
    pub fn is_clean(&self) -> bool {
        self.findings.iter().all(Finding::is_informational)
    }

    /// How many findings are informational.
    #[must_use]
    pub fn informational(&self) -> usize {
        self.findings.iter().filter(|f| f.is_informational()).count()
    }
}

/// Validates a transcript with `frames` (pinned or negotiating, see
/// [`FrameValidator`]) and a [`Placer`] (directions, response methods):
/// every line's message against the schema (per method, results by the
/// request they answer) and the JSON-RPC envelope (jsonrpc, id types,
/// result+error, responses to unknown ids, ids reused while in flight).
/// Lines that are not JSON are findings; messages whose sender had to be
/// guessed are findings of kind `direction` and are validated as guessed.
#[must_use]
pub fn validate_transcript(text: &[u8], mut frames: FrameValidator, mut placer: Placer) -> TranscriptReport {
    let mut report = TranscriptReport::default();
    for entry in parse_transcript(text) {
        let message = match entry.message {
            Ok(m) => m,
            Err(why) => {
                let direction = entry.direction;
                let kind = if why.starts_with("not JSON") { ViolationKind::NotJson.as_str() } else { "line" };
                report.findings.push(Finding {
                    line: entry.line,
                    direction,
                    method: None,
                    id: None,
                    kind: kind.into(),
                    def: None,
                    violation: Violation::rule("", if kind == "line" { "line" } else { "json" }, why),
                });
                continue;
            }
        };
        report.messages += 1;
        let placed = placer.place(entry.direction, &message);
        // A guessed response is one to an unknown id, which the frame
        // validator reports already.
        if placed.inferred == Inferred::Guess && placed.kind.is_some() {
            let what = placed.method.as_deref().map_or_else(|| "this response".to_string(), |m| format!("`{m}`"));
            let msg = format!(
                "cannot tell which side sent {what}; validated as {} (record with `acp-wire tap --log` or add \"dir\")",
                placed.direction
            );
            report.findings.push(Finding {
                line: entry.line,
                direction: Some(placed.direction),
                method: placed.method.clone(),
                id: message.get("id").map(Value::to_string),
                kind: "direction".into(),
                def: None,
                violation: Violation::rule("", "direction", msg),
            });
        }
        for fv in frames.validate_value(placed.direction, &message) {
            push_frame_violation(&mut report.findings, entry.line, fv);
        }
        report.versions.push((entry.line, frames.schema().protocol_version()));
    }
    report.schema = frames.schema().label().to_string();
    report.schema_file = frames.schema().pinned_file();
    report
}

fn push_frame_violation(out: &mut Vec<Finding>, line: usize, fv: FrameViolation) {
    for v in fv.violations {
        out.push(Finding {
            line,
            direction: Some(fv.direction),
            method: fv.method.clone(),
            id: fv.id.clone(),
            kind: fv.kind.as_str().to_string(),
            def: fv.def.clone(),
            violation: v,
        });
    }
}
