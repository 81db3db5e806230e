//! Members the graded schema does not declare, classified (issue 26, item
//! 2): declared by the pinned unstable superset → `unstable-member`;
//! declared by an earlier published schema (schema/retired-members.json)
//! → `retired-member`, naming the last release; declared by none →
//! `undeclared-member` (custom data, the extensibility MUST NOT). Both
//! pinned files load whatever the build's features.

use acp_wire_validate::{validate_transcript, Direction, FrameValidator, Placer, SchemaValidator, ViolationKind};
use serde_json::{json, Value};

use crate::common::schema::SchemaFile;

/// How the v1 file (`unstable`: the superset, else the stable one) must
/// classify the member at `pointer` of `result` (an instance of `def`),
/// read from what the vendored files declare, not from a version: nothing
/// where the graded file declares it; `unstable-member` where only the
/// unstable superset does; else `otherwise` (retired or custom). The v1
/// file of SDK 1.x is its own unstable superset: nothing is unstable-only.
fn expected(unstable: bool, def: &str, result: &Value, pointer: &str, otherwise: ViolationKind) -> Option<ViolationKind> {
    let declares = |file_unstable: bool| SchemaFile::get("v1", file_unstable).declares_member(def, result, pointer);
    if declares(unstable) {
        eprintln!("v1{}: {def}{pointer} is declared: not a finding", if unstable { ".unstable" } else { "" });
        None
    } else if !unstable && declares(true) {
        Some(ViolationKind::UnstableMember)
    } else {
        Some(otherwise)
    }
}

fn kinds(schema: &std::sync::Arc<SchemaValidator>, frames: &[(Direction, serde_json::Value)]) -> Vec<(ViolationKind, String, String)> {
    let mut v = FrameValidator::new(schema.clone());
    let mut out = Vec::new();
    for (d, f) in frames {
        for fv in v.validate_value(*d, f) {
            for x in fv.violations {
                out.push((fv.kind, x.instance_path, x.message));
            }
        }
    }
    out
}

#[test]
fn both_pinned_files_load_in_any_build() {
    for v in SchemaValidator::builtin_versions() {
        let stable = SchemaValidator::pinned(*v, false).unwrap();
        let unstable = SchemaValidator::pinned(*v, true).unwrap();
        assert_eq!(stable.pinned_file().unwrap(), format!("v{v}/schema.json"));
        assert_eq!(unstable.pinned_file().unwrap(), format!("v{v}/schema.unstable.json"));
        assert_eq!(unstable.label(), format!("v{v}.unstable"));
        // A superset; strictly larger unless the layout takes one file for
        // both (the v1 `schema.json` of SDK 1.x, the v2 draft): read from
        // the files.
        let text = |f: &str| std::fs::read_to_string(crate::common::repo_path(&format!("schema/v{v}/{f}"))).unwrap();
        if text("schema.json") == text("schema.unstable.json") {
            assert_eq!(unstable.def_names().count(), stable.def_names().count());
        } else {
            assert!(unstable.def_names().count() > stable.def_names().count());
        }
        // The build's own file is the built-in validator (unless the types
        // were generated at build time, perhaps from other files).
        let own = SchemaValidator::pinned(*v, acp_wire::v1::UNSTABLE).unwrap();
        let builtin = SchemaValidator::builtin(*v).unwrap();
        assert_eq!(std::sync::Arc::ptr_eq(&own, &builtin), !acp_wire::seam::pinned::CODEGEN);
    }
}

#[test]
fn unstable_retired_and_custom_members_are_told_apart() {
    let stable = SchemaValidator::pinned(1, false).unwrap();
    // `usage` is declared by the unstable PromptResponse only; `models` was
    // NewSessionResponse's until an earlier release; `mood` never was.
    let frames = vec![
        (Direction::ClientToAgent, json!({"jsonrpc": "2.0", "id": 1, "method": "session/new", "params": {"cwd": "/w", "mcpServers": []}})),
        (Direction::AgentToClient, json!({"jsonrpc": "2.0", "id": 1, "result": {"sessionId": "s", "models": {"currentModelId": "m", "availableModels": []}, "mood": 1}})),
        (Direction::ClientToAgent, json!({"jsonrpc": "2.0", "id": 2, "method": "session/prompt", "params": {"sessionId": "s", "prompt": []}})),
        (Direction::AgentToClient, json!({"jsonrpc": "2.0", "id": 2, "result": {"stopReason": "end_turn", "usage": {"inputTokens": 1, "outputTokens": 2, "totalTokens": 3, "secret": 4}}})),
    ];
    // (path, def, the frame with the result, kind where neither file declares it)
    let members = [
        ("/result/models", "NewSessionResponse", 1, ViolationKind::RetiredMember),
        ("/result/mood", "NewSessionResponse", 1, ViolationKind::Undeclared),
        ("/result/usage", "PromptResponse", 3, ViolationKind::Undeclared),
        // Custom data inside an unstable member is still custom.
        ("/result/usage/secret", "PromptResponse", 3, ViolationKind::Undeclared),
    ];
    let want = |unstable: bool| -> Vec<(&str, ViolationKind)> {
        let mut want: Vec<_> = members
            .iter()
            .filter_map(|(path, def, i, otherwise)| {
                expected(unstable, def, &frames[*i].1["result"], path.strip_prefix("/result").unwrap(), *otherwise).map(|k| (*path, k))
            })
            .collect();
        want.sort_by_key(|(p, _)| *p);
        want
    };
    let found = kinds(&stable, &frames);
    let at = |p: &str| found.iter().find(|(_, path, _)| path == p).unwrap_or_else(|| panic!("{p}: {found:#?}"));
    let want_stable = want(false);
    // The pinned schemas: models retired, mood custom, usage unstable-only, secret custom.
    for (path, kind) in &want_stable {
        assert_eq!(at(path).0, *kind, "{path}");
    }
    if want_stable.contains(&("/result/models", ViolationKind::RetiredMember)) {
        assert!(at("/result/models").2.contains("@agentclientprotocol/sdk 0."), "{}", at("/result/models").2);
    }
    assert_eq!(found.len(), want_stable.len(), "{found:#?}");
    assert!(ViolationKind::UnstableMember.is_informational() && ViolationKind::RetiredMember.is_informational());
    assert!(!ViolationKind::Undeclared.is_informational());

    // Graded by the unstable file, `usage` is declared; the rest stands.
    let unstable = SchemaValidator::pinned(1, true).unwrap();
    let found = kinds(&unstable, &frames);
    let mut paths: Vec<(&str, ViolationKind)> = found.iter().map(|(k, p, _)| (p.as_str(), *k)).collect();
    paths.sort_by_key(|(p, _)| *p);
    assert_eq!(paths, want(true));
}

#[test]
fn the_members_real_agents_send_are_classified() {
    let stable = SchemaValidator::pinned(1, false).unwrap();
    let init = vec![
        (Direction::ClientToAgent, json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": 1}})),
        (Direction::AgentToClient, json!({"jsonrpc": "2.0", "id": 0, "result": {"protocolVersion": 1,
            "agentCapabilities": {"sessionCapabilities": {"fork": {}}, "mcpCapabilities": {"http": true, "acp": true}},
            "authMethods": [{"type": "env_var", "id": "k", "name": "Key", "vars": [{"name": "API_KEY"}]}]}})),
    ];
    let found = kinds(&stable, &init);
    // (kind where neither file declares it, path): on the pinned schemas
    // fork and acp are unstable members, vars a retired one.
    let want = [
        (ViolationKind::Undeclared, "/result/agentCapabilities/sessionCapabilities/fork"),
        (ViolationKind::Undeclared, "/result/agentCapabilities/mcpCapabilities/acp"),
        (ViolationKind::RetiredMember, "/result/authMethods/0/vars"),
    ];
    for (otherwise, p) in want {
        match expected(false, "InitializeResponse", &init[1].1["result"], p.strip_prefix("/result").unwrap(), otherwise) {
            Some(k) => assert!(found.iter().any(|(fk, fp, _)| *fk == k && fp == p), "{k} at {p}: {found:#?}"),
            None => assert!(found.iter().all(|(_, fp, _)| fp != p), "{p} is declared: {found:#?}"),
        }
    }
    assert!(found.iter().all(|(k, _, _)| k.is_informational()), "{found:#?}");
}

#[test]
fn a_transcript_with_only_unstable_and_retired_members_is_clean() {
    let text = [
        r#"{"dir":"c2a","msg":{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}}"#,
        r#"{"dir":"a2c","msg":{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1,"agentCapabilities":{"sessionCapabilities":{"fork":{}}}}}}"#,
        r#"{"dir":"c2a","msg":{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/w","mcpServers":[]}}}"#,
        r#"{"dir":"a2c","msg":{"jsonrpc":"2.0","id":1,"result":{"sessionId":"s","models":{"currentModelId":"m","availableModels":[]}}}}"#,
    ]
    .join("\n");
    let frames = FrameValidator::auto_pinned(false).unwrap();
    let report = validate_transcript(text.as_bytes(), frames, Placer::auto());
    assert!(report.is_clean(), "{:#?}", report.findings);
    // On the pinned schemas: fork unstable-only, models retired.
    let line = |i: usize| serde_json::from_str::<Value>(text.lines().nth(i).unwrap()).unwrap()["msg"]["result"].clone();
    let want: Vec<String> = [
        expected(false, "InitializeResponse", &line(1), "/agentCapabilities/sessionCapabilities/fork", ViolationKind::Undeclared),
        expected(false, "NewSessionResponse", &line(3), "/models", ViolationKind::RetiredMember),
    ]
    .into_iter()
    .flatten()
    .map(|k| k.to_string())
    .collect();
    assert_eq!(report.informational(), want.len(), "{:#?}", report.findings);
    assert_eq!(report.schema_file.as_deref(), Some("v1/schema.json"));
    let kinds: Vec<&str> = report.findings.iter().map(|f| f.kind.as_str()).collect();
    assert_eq!(kinds, want);
}

/// A session recorded from the published claude-agent-acp 0.23.1 (the
/// example client through `acp-wire tap --log` against the ecosystem's stub
/// LLM on 127.0.0.1, `docs/ecosystem`; the cwd renamed): real traffic that
/// is schema-clean but carries members the stable file lacks. Graded by the
/// stable file it is clean (`acp-wire validate` exits 0), with `fork` and
/// `usage` unstable and `models` retired, informational. Judged on the
/// schemas it was recorded against; after a bump to others it is only run.
#[test]
fn a_recorded_claude_agent_acp_session_is_clean_with_its_members_informational() {
    let path = "tests/transcripts/v1-claude-agent-acp-0.23.1.jsonl";
    let text = std::fs::read_to_string(crate::common::repo_path(path)).unwrap();
    let report = validate_transcript(text.as_bytes(), FrameValidator::auto_pinned(false).unwrap(), Placer::auto());
    if !crate::common::corpus::written_for(SchemaFile::get("v1", false)) {
        eprintln!("note: {path} was recorded against {}; the schemas are {}'s: not judged", crate::common::corpus::corpus_pin(), crate::common::corpus::lock_version());
        return;
    }
    assert!(report.is_clean(), "{:#?}", report.findings);
    let found: Vec<(&str, &str)> = report.findings.iter().map(|f| (f.kind.as_str(), f.violation.instance_path.as_str())).collect();
    assert_eq!(
        found,
        [
            ("unstable-member", "/result/agentCapabilities/sessionCapabilities/fork"),
            ("retired-member", "/result/models"),
            ("unstable-member", "/result/usage"),
        ]
    );
}
