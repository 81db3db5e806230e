//! The content rules of the unstable surfaces (archive and session list,
//! session status, ACP-transport MCP server ids, stdio env names, subagent
//! announcements, auth status updates, an `error` stop without its error,
//! a child's state not mirrored on its parent)
//! on whole transcripts: each broken
//! line is reported at its line with its rule, and nothing else is a
//! content finding (line 14 of the v2 transcript is an announced child's
//! traffic, and line 20 a change after a mirrored one, which pass). The echo and faulty agents serve none of
//! these surfaces, so these transcripts and the unit tests of
//! `src/validate/content/tests.rs` are the rules' failing fixtures.
#![cfg(feature = "validate")]

use crate::common;

use std::collections::BTreeSet;
use std::sync::Arc;

use acp_wire::validate::{validate_transcript, FrameValidator, Placer, SchemaValidator};

fn content_findings(version: u16, name: &str) -> BTreeSet<(usize, String, String)> {
    let text = std::fs::read_to_string(common::repo_path(&format!("schema/v{version}/schema.unstable.json"))).unwrap();
    let schema = Arc::new(SchemaValidator::from_schema_text(&text, version).unwrap());
    let transcript = std::fs::read(common::repo_path(&format!("tests/transcripts/{name}"))).unwrap();
    let report = validate_transcript(&transcript, FrameValidator::new(schema), Placer::fixed(version));
    // The rules' findings: MUSTs as `content`, SHOULDs as `advice`.
    let ours = |k: &str| k == "content" || k == "advice";
    let other: Vec<String> = report.findings.iter().filter(|f| !ours(&f.kind)).map(ToString::to_string).collect();
    assert!(other.is_empty(), "{name}: findings other than content and advice: {other:#?}");
    for f in &report.findings {
        assert_eq!(f.kind == "advice", f.violation.message.starts_with("SHOULD:"), "{f}");
    }
    report
        .findings
        .iter()
        .filter(|f| ours(&f.kind))
        .map(|f| (f.line, f.violation.instance_path.clone(), f.violation.keyword.clone()))
        .collect()
}

fn want(rows: &[(usize, &str, &str)]) -> BTreeSet<(usize, String, String)> {
    rows.iter().map(|(l, p, k)| (*l, (*p).to_owned(), (*k).to_owned())).collect()
}

#[test]
fn v1_unstable_surface_rules_are_reported_at_their_lines() {
    assert_eq!(
        content_findings(1, "v1-rules-broken.jsonl"),
        want(&[
            (2, "/result/agentCapabilities/sessionCapabilities/archive", "archive-list"),
            (3, "/params/mcpServers/1/serverId", "mcp-server-id"),
            (6, "/result/sessions/1", "archived-listed"),
            (9, "/params/update/sessionId", "subagent-announced"),
            (11, "/params", "auth-status-repeated"),
            (12, "/params/update/state/stopReason", "error-details"),
        ])
    );
}

#[cfg(feature = "v2")]
#[test]
fn v2_unstable_surface_rules_are_reported_at_their_lines() {
    assert_eq!(
        content_findings(2, "v2-rules-broken.jsonl"),
        want(&[
            (3, "/params/mcpServers/0/env/1/name", "mcp-env-name"),
            (5, "/params/mcpServers/0/serverId", "mcp-server-id"),
            (8, "/result/sessions/0", "archived-listed"),
            (10, "/result/state", "status-state"),
            (12, "/params/update/sessionId", "subagent-announced"),
            (16, "/params", "auth-status-repeated"),
            (17, "/params/update/stopReason", "error-details"),
            (18, "/params/update", "state-mirrored"),
        ])
    );
}
