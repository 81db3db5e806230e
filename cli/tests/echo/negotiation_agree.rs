//! `acp-wire validate` and `acp-wire roundtrip` decide the version of every
//! line alike (they share `acp_wire_validate::Negotiation`), and roundtrip
//! rejects nothing validate finds clean. Over every transcript in
//! `tests/transcripts/`, among them `v2-offered-v1-answered.jsonl`: a client
//! offering v2 and an agent answering v1 (recorded with `acp-wire tap` between
//! `cli/examples/client.rs` and the TypeScript SDK agent of `tests/interop/ts`
//! run with `--protocol 1`; the cwd replaced). The client then sent the
//! compat offer (v1's `clientCapabilities` and `clientInfo` at the root of
//! its v2 params, what `ClientBuilder::exact_offer(false)` sends today), so
//! validate reports those two members and nothing else. Before the shared tracker,
//! roundtrip decoded that answer with v2 types and rejected it (`missing
//! field info`) while validate checked it as v1.
#![cfg(unix)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use acp_wire_validate::roundtrip::{Outcome, Roundtripper};
use acp_wire_validate::transcript::parse_transcript;
use acp_wire_validate::{validate_transcript, FrameValidator, Placer};
use serde_json::Value;

fn transcripts() -> Vec<PathBuf> {
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/..")).join("tests/transcripts");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    files.sort();
    assert!(files.iter().any(|f| f.ends_with("v2-offered-v1-answered.jsonl")), "{files:?}");
    files
}

#[test]
fn validate_and_roundtrip_give_each_line_the_same_version() {
    for file in transcripts() {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read(&file).unwrap();
        let report = validate_transcript(&text, FrameValidator::auto().unwrap(), Placer::auto());
        let results = Roundtripper::default().run(&text, Placer::auto());

        // The lines holding a message (not those that are not JSON).
        let messages: BTreeSet<usize> = parse_transcript(&text).into_iter().filter(|e| e.message.is_ok()).map(|e| e.line).collect();
        let validated: BTreeMap<usize, u16> = report.versions.iter().copied().collect();
        // A batch's members: the version after its last one, as validate says.
        let mut decoded: BTreeMap<usize, u16> = BTreeMap::new();
        for r in results.iter().filter(|r| messages.contains(&r.line)) {
            decoded.insert(r.line, r.version);
        }
        assert_eq!(validated.keys().copied().collect::<BTreeSet<_>>(), messages, "{name}: validate gives every message a version");
        assert_eq!(validated, decoded, "{name}: (line, version) validate vs roundtrip");

        let flagged: BTreeSet<usize> = report.findings.iter().map(|f| f.line).collect();
        for r in &results {
            let failed = matches!(r.outcome, Outcome::Rejected(_) | Outcome::Changed(_));
            assert!(!failed || flagged.contains(&r.line), "{name}: line {} is clean for validate, roundtrip: {:?}", r.line, r.outcome);
        }
    }
}

fn acp_wire(args: &[&str], file: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_acp-wire")).args(args).arg(file).env("NO_COLOR", "1").output().unwrap()
}

#[test]
fn an_agent_answering_a_v2_offer_with_v1_passes_both_commands() {
    let file = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/..")).join("tests/transcripts/v2-offered-v1-answered.jsonl");
    let validate = acp_wire(&["validate", "--json"], &file);
    let said = String::from_utf8_lossy(&validate.stdout);
    // Only the compat offer's two v1 members in the v2 offer are findings;
    // every line after the answer is valid v1.
    let findings: Vec<(u64, String, String)> = validate
        .stdout
        .split(|b| *b == b'\n')
        .filter(|l| !l.is_empty())
        .map(|l| serde_json::from_slice::<Value>(l).unwrap_or_else(|e| panic!("{e}: {said}")))
        .filter(|f| f.get("line").is_some())
        .map(|f| (f["line"].as_u64().unwrap(), f["kind"].as_str().unwrap().to_string(), f["pointer"].as_str().unwrap().to_string()))
        .collect();
    let want = [(1, "undeclared-member", "/params/clientCapabilities"), (1, "undeclared-member", "/params/clientInfo")]
        .map(|(l, k, p)| (l, k.to_string(), p.to_string()));
    assert_eq!(
        findings,
        want,
        "{said}"
    );

    let roundtrip = acp_wire(&["roundtrip", "--json"], &file);
    assert!(roundtrip.status.success(), "{}", String::from_utf8_lossy(&roundtrip.stdout));
    let lines: Vec<Value> = roundtrip.stdout.split(|b| *b == b'\n').filter(|l| !l.is_empty()).map(|l| serde_json::from_slice(l).unwrap()).collect();
    let versions: Vec<(u64, u64)> = lines.iter().map(|l| (l["line"].as_u64().unwrap(), l["protocolVersion"].as_u64().unwrap())).collect();
    // The offer is v2; the agent's answer and everything after it v1.
    let expected: Vec<(u64, u64)> = (1..=9).map(|line| (line, if line == 1 { 2 } else { 1 })).collect();
    assert_eq!(versions, expected);
    assert!(lines.iter().all(|l| l["status"] == "same"), "{lines:#?}");
}
