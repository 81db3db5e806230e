//! A `validate` run as a [`Report`] for `--junit` and `--html`: one suite
//! per transcript with one case per rule kind (every kind the validator
//! checks, passed when no finding has it), and each transcript's lines as a
//! connection with its findings marked at their line.

use std::collections::BTreeMap;
use std::time::Duration;

use acp_wire_validate::transcript::parse_transcript;
use acp_wire_validate::{Finding, Placer, SchemaValidator, TranscriptReport, ViolationKind};
use serde_json::value::RawValue;

use crate::report::{self, Case, Connection, Frame, Mark, Status, Suite};

/// The kinds of rule `validate` reports, in the order of the cases, with
/// what each asks.
const RULES: &[(&str, &str)] = &[
    ("not-json", "every line is JSON"),
    ("envelope", "the JSON-RPC 2.0 envelope: \"jsonrpc\": \"2.0\", id types, a string method, exactly one of result and error"),
    ("batch", "batches only in a protocol version that has them (v2)"),
    ("unknown-method", "every method is in the schema's method table (or an `_` extension) and sent as its kind"),
    ("wrong-direction", "a method is sent by the side that does not serve it"),
    ("params", "params match the method's params def"),
    ("result", "a result matches the result def of the request it answers"),
    ("error-object", "an error object matches the schema's Error def"),
    ("unknown-response-id", "a response answers a request in flight the other way"),
    ("duplicate-request-id", "no request id is reused while in flight"),
    ("negotiation", "version negotiation picks a version this build has a schema of"),
    ("direction", "who sent each message is recorded or can be told"),
    ("line", "recorded lines are well-formed"),
];

const JSON_RPC: &str = "https://www.jsonrpc.org/specification";

/// Rules about the recording, not the protocol, are notes; unstable and
/// retired members inform.
fn level(kind: &str) -> &'static str {
    if matches!(kind, "direction" | "line") {
        "NOTE"
    } else if ViolationKind::is_informational_name(kind) {
        "INFO"
    } else {
        "MUST"
    }
}

/// Where the rule of a kind is written (for a schema def, see [`finding_spec`]).
fn kind_spec(kind: &str, version: u16) -> Option<String> {
    Some(match kind {
        "not-json" | "envelope" => JSON_RPC.to_string(),
        "batch" => format!("{JSON_RPC}#batch"),
        "unknown-response-id" => format!("{JSON_RPC}#response_object"),
        "duplicate-request-id" => format!("{JSON_RPC}#request_object"),
        "negotiation" => report::spec_url(version, "initialization.mdx#version-negotiation"),
        "direction" | "line" => return None,
        _ => report::spec_url(version, "schema.mdx"),
    })
}

fn finding_spec(f: &Finding, version: u16) -> Option<String> {
    match (&f.def, SchemaValidator::builtin(version)) {
        (Some(def), Ok(schema)) => Some(report::def_spec(schema.root(), version, def)),
        _ => kind_spec(&f.kind, version),
    }
}

/// The version each line was checked in (the first one before any line).
fn versions(r: &TranscriptReport) -> impl Fn(usize) -> u16 + '_ {
    move |line| {
        let at = r.versions.partition_point(|(l, _)| *l <= line);
        r.versions.get(at.saturating_sub(1)).map_or(1, |(_, v)| *v)
    }
}

/// The suite of one transcript.
pub fn suite(name: &str, r: &TranscriptReport, time: Duration) -> Suite {
    let version = versions(r);
    let mut kinds: Vec<(String, String)> = RULES.iter().map(|(k, t)| (k.to_string(), t.to_string())).collect();
    for f in &r.findings {
        if !kinds.iter().any(|(k, _)| *k == f.kind) {
            kinds.push((f.kind.clone(), format!("the `{}` rule", f.kind)));
        }
    }
    let last = r.versions.last().map_or(1, |(_, v)| *v);
    let file = std::path::Path::new(name).file_name().map_or_else(|| name.to_string(), |f| f.to_string_lossy().into_owned());
    let cases = kinds
        .into_iter()
        .map(|(kind, title)| {
            let found: Vec<&Finding> = r.findings.iter().filter(|f| f.kind == kind).collect();
            let informs = ViolationKind::is_informational_name(&kind);
            let (status, reason) = match found.first() {
                None => (Status::Pass, format!("no finding in {} message(s)", r.messages)),
                // Informational: reported, never a failure.
                Some(first) if informs => (Status::Pass, format!("{} informational finding(s); first: {first}", found.len())),
                Some(first) => (Status::Fail, format!("{} finding(s); first: {first}", found.len())),
            };
            let details = found
                .iter()
                .map(|f| match finding_spec(f, version(f.line)) {
                    Some(spec) => format!("{f} (spec: {spec})"),
                    None => f.to_string(),
                })
                .collect();
            Case {
                name: kind.clone(),
                classname: format!("acp-wire.validate.{file}"),
                version: None,
                level: level(&kind).to_string(),
                gates: !informs,
                status,
                title,
                reason,
                spec: found.first().map_or_else(|| kind_spec(&kind, last), |f| finding_spec(f, version(f.line))),
                time: Duration::ZERO,
                details,
                targets: Vec::new(),
                id: kind,
            }
        })
        .collect();
    Suite { name: name.to_string(), time, cases }
}

/// What a transcript line shows: a recorded line's message (or raw text)
/// as written, a bare line as it is.
fn shown(line: &[u8]) -> Vec<u8> {
    let Ok(map) = serde_json::from_slice::<BTreeMap<String, Box<RawValue>>>(line) else { return line.to_vec() };
    if map.contains_key("jsonrpc") || !map.contains_key("dir") {
        return line.to_vec();
    }
    if let Some(msg) = map.get("msg") {
        return msg.get().as_bytes().to_vec();
    }
    match map.get("raw").and_then(|r| serde_json::from_str::<String>(r.get()).ok()) {
        Some(text) => text.into_bytes(),
        None => line.to_vec(),
    }
}

/// One transcript's lines, placed as `validate` places them, each
/// finding marked at its line.
pub fn connection(name: &str, text: &[u8], r: &TranscriptReport, mut placer: Placer) -> Connection {
    let version = versions(r);
    let lines: Vec<&[u8]> = text.split(|b| *b == b'\n').collect();
    let mut by_line: BTreeMap<usize, Vec<Mark>> = BTreeMap::new();
    for f in &r.findings {
        let v = version(f.line);
        by_line.entry(f.line).or_default().push(Mark {
            rule: f.kind.clone(),
            level: level(&f.kind).to_string(),
            message: f.violation.to_string(),
            spec: finding_spec(f, v),
            version: Some(v),
            after: false,
        });
    }
    let frames = parse_transcript(text)
        .into_iter()
        .map(|entry| {
            let raw = lines.get(entry.line - 1).copied().unwrap_or_default();
            let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
            let direction = match &entry.message {
                Ok(message) => Some(placer.place(entry.direction, message).direction),
                Err(_) => entry.direction,
            };
            let mut frame = Frame::new(direction, shown(raw));
            frame.line = Some(entry.line);
            frame.by_tap = entry.by_tap;
            frame.marks = by_line.remove(&entry.line).unwrap_or_default();
            frame
        })
        .collect();
    Connection { name: name.to_string(), version: r.versions.last().map(|(_, v)| *v), frames, marks: Vec::new() }
}

/// The run's verdict line.
pub fn verdict(files: usize, findings: usize, messages: usize) -> String {
    if findings == 0 {
        format!("clean: {messages} message(s) in {files} transcript(s)")
    } else {
        format!("{findings} finding(s) in {messages} message(s) of {files} transcript(s)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recorded_lines_show_their_message_as_written() {
        assert_eq!(shown(br#"{"dir":"c2a","msg":{"jsonrpc":"2.0", "id":1}}"#), br#"{"jsonrpc":"2.0", "id":1}"#);
        assert_eq!(shown(br#"{"dir":"a2c","raw":"Loading\u2026"}"#), "Loading…".as_bytes());
        assert_eq!(shown(br#"{"jsonrpc":"2.0","method":"x"}"#), br#"{"jsonrpc":"2.0","method":"x"}"#);
        assert_eq!(shown(b"not json"), b"not json");
    }

    #[test]
    fn every_kind_the_validator_reports_has_a_case() {
        use acp_wire_validate::ViolationKind as K;
        for k in [
            K::NotJson,
            K::Envelope,
            K::Batch,
            K::UnknownMethod,
            K::WrongDirection,
            K::Params,
            K::Result,
            K::ErrorObject,
            K::UnknownResponseId,
            K::DuplicateRequestId,
            K::Negotiation,
        ] {
            assert!(RULES.iter().any(|(r, _)| *r == k.as_str()), "{k}");
        }
    }
}
