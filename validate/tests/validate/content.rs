//! The content rules of the unstable surfaces (archive and session list,
//! session status, ACP-transport MCP server ids, stdio env names, subagent
//! announcements, auth status updates, an `error` stop without its error,
//! a child's state not mirrored on its parent)
//! on whole transcripts: each broken
//! line is reported at its line with its rule, and nothing else is a
//! content finding (line 14 of the v2 transcript is an announced child's
//! traffic, and line 20 a change after a mirrored one, which pass). The echo and faulty agents serve none of
//! these surfaces, so these transcripts and the unit tests of
//! `validate/src/content/tests.rs` are the rules' failing fixtures.

use crate::common;

use std::collections::BTreeSet;
use std::sync::Arc;

use acp_wire_validate::{validate_transcript, FrameValidator, Placer, SchemaValidator};

/// The methods a schema text defines (`x-method` of its `$defs`).
fn methods_of(schema: &str) -> BTreeSet<String> {
    let v: serde_json::Value = serde_json::from_str(schema).unwrap();
    let defs = v["$defs"].as_object().cloned().unwrap_or_default();
    defs.values().filter_map(|d| d.get("x-method").and_then(serde_json::Value::as_str)).map(str::to_owned).collect()
}

/// The method each line of a transcript is about (1-based): a call's own,
/// a response's request's (matched by id).
fn line_methods(transcript: &str) -> Vec<String> {
    let mut asked = std::collections::HashMap::new();
    let mut out = Vec::new();
    for line in transcript.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let msg = &v["msg"];
        let method = match msg.get("method").and_then(serde_json::Value::as_str) {
            Some(m) => {
                asked.insert(msg["id"].to_string(), m.to_owned());
                m.to_owned()
            }
            None => asked.get(&msg["id"].to_string()).cloned().unwrap_or_default(),
        };
        out.push(method);
    }
    out
}

/// The facts of this build's unstable schema of `version`
/// (src/vN/generated_unstable.facts: `Type.member`, …).
fn unstable_facts(version: u16) -> BTreeSet<String> {
    let text = std::fs::read_to_string(common::repo_path(&format!("src/v{version}/generated_unstable.facts"))).unwrap();
    text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(str::to_owned).collect()
}

/// `Type.member` of an undeclared-member message ("`member` is not a member of Type: …").
fn undeclared_fact(message: &str) -> Option<String> {
    let (member, rest) = message.strip_prefix('`')?.split_once("` is not a member of ")?;
    Some(format!("{}.{member}", rest.split(':').next()?))
}

/// The rule findings (line, pointer, rule) of a transcript under the
/// pinned unstable schema of `version`, and the lines whose method that
/// schema does not define: an older schema (a bump to 2.2.0) lacks some
/// surfaces, whose lines are then reported `unknown-method` and whose
/// rules drop out (printed, and left out of the comparison).
fn content_findings(version: u16, name: &str) -> (BTreeSet<(usize, String, String)>, BTreeSet<usize>) {
    let text = std::fs::read_to_string(common::repo_path(&format!("schema/v{version}/schema.unstable.json"))).unwrap();
    let schema = Arc::new(SchemaValidator::from_schema_text(&text, version).unwrap());
    let transcript = std::fs::read_to_string(common::repo_path(&format!("tests/transcripts/{name}"))).unwrap();
    let defined = methods_of(&text);
    let mut missing: BTreeSet<usize> =
        line_methods(&transcript).iter().enumerate().filter(|(_, m)| !defined.contains(*m)).map(|(i, _)| i + 1).collect();
    if !missing.is_empty() {
        eprintln!("{name}: lines {missing:?} use methods this schema does not define: their rules drop out");
    }
    let report = validate_transcript(transcript.as_bytes(), FrameValidator::new(schema), Placer::fixed(version));
    // The rules' findings: MUSTs as `content`, SHOULDs as `advice`.
    let ours = |k: &str| k == "content" || k == "advice";
    // A member of the pinned schema this one lacks (2.2.0's
    // SessionCapabilities has no `archive`) is reported as undeclared.
    let facts = unstable_facts(version);
    let older = |f: &acp_wire_validate::Finding| f.kind == "undeclared-member" && undeclared_fact(&f.violation.message).is_some_and(|fact| !facts.contains(&fact));
    for f in report.findings.iter().filter(|f| older(f)) {
        eprintln!("{name}: line {}: {} (a member this schema lacks)", f.line, f.violation.instance_path);
    }
    let other: Vec<&acp_wire_validate::Finding> = report
        .findings
        .iter()
        .filter(|f| {
            // A line whose method the schema lacks is reported as such.
            let dropped = missing.contains(&f.line) && f.kind == "unknown-method";
            !ours(&f.kind) && !dropped && !older(f)
        })
        .collect();
    // The transcripts are written for the schemas the corpus records
    // (tests/corpus/pin/README.md). On another schema a line it rejects
    // otherwise (SDK 1.0.0's `McpServerAcp` has `id`, not `serverId`) is
    // that schema's finding: printed, and the line's rules drop out.
    let other: Vec<String> = if common::corpus::written_for(common::schema::SchemaFile::get(&format!("v{version}"), true)) {
        other.iter().map(ToString::to_string).collect()
    } else {
        for f in &other {
            eprintln!("{name}: {f} (this schema's finding; the transcript was written for {}): line {} drops out", common::corpus::corpus_pin(), f.line);
            missing.insert(f.line);
        }
        Vec::new()
    };
    assert!(other.is_empty(), "{name}: findings other than content and advice: {other:#?}");
    for f in &report.findings {
        assert_eq!(f.kind == "advice", f.violation.message.starts_with("SHOULD:"), "{f}");
    }
    let found = report
        .findings
        .iter()
        .filter(|f| ours(&f.kind) && !missing.contains(&f.line))
        .map(|f| (f.line, f.violation.instance_path.clone(), f.violation.keyword.clone()))
        .collect();
    (found, missing)
}

/// `rows` without those at `missing` lines.
fn expected(rows: &[(usize, &str, &str)], missing: &BTreeSet<usize>) -> BTreeSet<(usize, String, String)> {
    want(rows).into_iter().filter(|(l, _, _)| !missing.contains(l)).collect()
}

fn want(rows: &[(usize, &str, &str)]) -> BTreeSet<(usize, String, String)> {
    rows.iter().map(|(l, p, k)| (*l, (*p).to_owned(), (*k).to_owned())).collect()
}

#[test]
fn v1_unstable_surface_rules_are_reported_at_their_lines() {
    let (found, missing) = content_findings(1, "v1-rules-broken.jsonl");
    assert_eq!(
        found,
        expected(&[
            (2, "/result/agentCapabilities/sessionCapabilities/archive", "archive-list"),
            (3, "/params/mcpServers/1/serverId", "mcp-server-id"),
            // archive without list: the session/list is a gate break too
            (5, "/params", "capability-gate"),
            (6, "/result/sessions/1", "archived-listed"),
            (9, "/params/update/sessionId", "subagent-announced"),
            (11, "/params", "auth-status-repeated"),
            (12, "/params/update/state/stopReason", "error-details"),
        ], &missing)
    );
}

#[cfg(acp_wire = "v2")]
#[test]
fn v2_unstable_surface_rules_are_reported_at_their_lines() {
    let (found, missing) = content_findings(2, "v2-rules-broken.jsonl");
    assert_eq!(
        found,
        expected(&[
            (3, "/params/mcpServers/0/env/1/name", "mcp-env-name"),
            (5, "/params/mcpServers/0/serverId", "mcp-server-id"),
            (8, "/result/sessions/0", "archived-listed"),
            (10, "/result/state", "status-state"),
            (12, "/params/update/sessionId", "subagent-announced"),
            (16, "/params", "auth-status-repeated"),
            (17, "/params/update/stopReason", "error-details"),
            (18, "/params/update", "state-mirrored"),
        ], &missing)
    );
}
