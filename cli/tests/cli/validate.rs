//! `acp-wire validate` on recorded transcripts: clean ones pass, every
//! injected violation is reported at its line with its pointer and rule, and
//! directions/methods are inferred from methods and ids. Library-level
//! checks of the same machinery (`validate_transcript`, `Placer`) too.


use crate::support_temp;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use acp_wire_validate::transcript::{record_line, Inferred};
use acp_wire_validate::{validate_transcript, Direction, FrameValidator, Placer};
use support_temp::TempDir;
use serde_json::Value;

fn transcript(name: &str) -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/..")).join("tests/transcripts").join(name)
}

fn acp_wire(args: &[&str], files: &[&Path]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_acp-wire"))
        .args(args)
        .args(files)
        .env("NO_COLOR", "1")
        .output()
        .expect("run acp-wire")
}

fn findings(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("--json line is not JSON ({e}): {l}")))
        .collect()
}

/// This suite's temp dir `name` (removed when the test ends).
fn temp(name: &str) -> TempDir {
    TempDir::new("cli-validate", name)
}

/// `text` in a file `name` of a directory of its own (kept while the guard lives).
fn temp_file(name: &str, text: &str) -> (TempDir, PathBuf) {
    let dir = temp(name);
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    (dir, p)
}

#[test]
fn clean_transcripts_pass() {
    for name in ["v1-session.jsonl", "v2-recorded.jsonl"] {
        let out = acp_wire(&["validate"], &[&transcript(name)]);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{name}: {stdout}{}", String::from_utf8_lossy(&out.stderr));
        assert!(stdout.contains(": ok in 10 message(s)"), "{stdout}");
    }
    // The v2 transcript negotiates v2 (its `state_update`s are not v1).
    let out = acp_wire(&["validate"], &[&transcript("v2-recorded.jsonl")]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("message(s) (v2"));
    let json = acp_wire(&["validate", "--json"], &[&transcript("v1-session.jsonl")]);
    assert!(json.status.success());
    assert!(json.stdout.is_empty(), "no findings, no lines");
}

#[test]
fn injected_violations_are_reported_with_line_pointer_and_rule() {
    let out = acp_wire(&["validate", "--json"], &[&transcript("v1-broken.jsonl")]);
    assert_eq!(out.status.code(), Some(1));
    let found = findings(&out);
    let has = |line: u64, kind: &str, pointer: &str, keyword: &str| {
        found.iter().any(|f| f["line"] == line && f["kind"] == kind && f["pointer"] == pointer && f["keyword"] == keyword)
    };
    let expected = [
        (6, "params", "/params/update/content/text", "type"),
        (7, "envelope", "/jsonrpc", "jsonrpc"),
        (8, "duplicate-request-id", "/id", "id"),
        (9, "result", "/result/stopReason", "oneOf"),
        (10, "envelope", "", "exclusive"),
        (10, "unknown-response-id", "/id", "id"),
        (11, "unknown-response-id", "/id", "id"),
        (12, "envelope", "/id", "id"),
        (12, "unknown-method", "/method", "method"),
        (13, "not-json", "", "json"),
    ];
    for (line, kind, pointer, keyword) in expected {
        assert!(has(line, kind, pointer, keyword), "missing line {line} {kind} {pointer} ({keyword}) in {found:#?}");
    }
    // Schema findings name the schema location of the rule and the def.
    let text = found.iter().find(|f| f["line"] == 6).unwrap();
    assert_eq!(text["schemaPath"], "/$defs/TextContent/properties/text/type");
    assert_eq!(text["def"], "SessionNotification");
    assert_eq!(text["direction"], "a2c");
    assert_eq!(text["method"], "session/update");
    // The result is checked against the answered request's result type.
    let stop = found.iter().find(|f| f["line"] == 9).unwrap();
    assert_eq!(stop["method"], "session/prompt");
    assert_eq!(stop["def"], "PromptResponse");
    // Lines 1-5 are clean.
    assert!(found.iter().all(|f| f["line"].as_u64().unwrap() >= 6), "{found:#?}");
}

#[test]
fn human_table_lists_each_finding() {
    let out = acp_wire(&["validate"], &[&transcript("v1-broken.jsonl"), &transcript("v1-session.jsonl")]);
    assert_eq!(out.status.code(), Some(1), "any finding in any file fails");
    let s = String::from_utf8_lossy(&out.stdout);
    assert!(s.contains("v1-broken.jsonl: 11 finding(s) in 12 message(s) (v1"), "{s}");
    assert!(s.contains("v1-session.jsonl: ok"), "{s}");
    assert!(s.contains("LINE  DIR"), "{s}");
    let row = s.lines().find(|l| l.starts_with("6 ")).expect("a row for line 6");
    for part in ["agent->client", "session/update", "params", "/params/update/content/text", "type at /$defs/TextContent"] {
        assert!(row.contains(part), "{part} not in {row:?}");
    }
    assert!(!s.contains('\x1b'), "no colour when stdout is not a terminal");
}

#[test]
fn pinned_protocol_overrides_negotiation() {
    // v2 messages validated as v1 break v1's rules.
    let out = acp_wire(&["validate", "--protocol", "1", "--json"], &[&transcript("v2-recorded.jsonl")]);
    assert_eq!(out.status.code(), Some(1));
    assert!(findings(&out).iter().any(|f| f["method"] == "session/update" && f["kind"] == "params"));
    let bad = acp_wire(&["validate", "--protocol", "9"], &[&transcript("v2-recorded.jsonl")]);
    assert_eq!(bad.status.code(), Some(2), "unknown version is a usage error");
    let missing = acp_wire(&["validate"], &[Path::new("no/such/file.jsonl")]);
    assert_eq!(missing.status.code(), Some(2));
    let err = String::from_utf8_lossy(&missing.stderr);
    assert!(err.contains("acp-wire validate: cannot read the transcript no/such/file.jsonl: "), "{err}");
}

#[test]
fn an_unreadable_file_is_named_once_and_stops_with_2() {
    // A directory cannot be read as a file, whoever runs the test (root
    // reads files without read permission).
    let dir = temp("unreadable");
    let out = acp_wire(&["validate"], &[&transcript("v1-session.jsonl"), &dir]);
    assert_eq!(out.status.code(), Some(2), "a read error is not a verdict");
    assert!(String::from_utf8_lossy(&out.stdout).contains("v1-session.jsonl: ok"), "the files before it are reported");
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 1, "one line for one error: {err}");
    assert!(lines[0].starts_with(&format!("acp-wire validate: cannot read the transcript {}: ", dir.display())), "{err}");
}

#[test]
fn directions_come_from_methods_ids_and_dir() {
    // Both sides use id 0 at once; the response goes to the latest request.
    // (The client advertises fs.readTextFile: without it the agent's read
    // breaks the capability gate.)
    let text = [
        r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{"fs":{"readTextFile":true}}}}"#,
        r#"{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1}}"#,
        r#"{"jsonrpc":"2.0","id":0,"method":"session/prompt","params":{"sessionId":"s","prompt":[]}}"#,
        r#"{"jsonrpc":"2.0","id":0,"method":"fs/read_text_file","params":{"sessionId":"s","path":"/tmp/x"}}"#,
        r#"{"jsonrpc":"2.0","id":0,"result":{"content":"x"}}"#,
        r#"{"jsonrpc":"2.0","id":0,"result":{"stopReason":"end_turn"}}"#,
        r#"{"jsonrpc":"2.0","id":5,"method":"session/prompt","params":{"sessionId":"s","prompt":[]}}"#,
        r#"{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":5}}"#,
    ];
    let mut placer = Placer::fixed(1);
    let placed: Vec<_> = text.iter().map(|l| placer.place(None, &serde_json::from_str(l).unwrap())).collect();
    let dirs: Vec<Direction> = placed.iter().map(|p| p.direction).collect();
    use Direction::{AgentToClient as A2c, ClientToAgent as C2a};
    assert_eq!(dirs, [C2a, A2c, C2a, A2c, C2a, A2c, C2a, C2a]);
    assert_eq!(placed[4].method.as_deref(), Some("fs/read_text_file"));
    assert_eq!(placed[4].inferred, Inferred::ResponseId);
    assert_eq!(placed[5].method.as_deref(), Some("session/prompt"));
    assert_eq!(placed[7].inferred, Inferred::CancelTarget);
    let joined = text.join("\n");
    let report = validate_transcript(joined.as_bytes(), FrameValidator::new(acp_wire_validate::SchemaValidator::builtin(1).unwrap()), Placer::fixed(1));
    assert!(report.is_clean(), "{:#?}", report.findings);

    // An extension request needs `dir`; without it the guess is reported.
    let bare = r#"{"jsonrpc":"2.0","id":9,"method":"_acme/ping","params":{}}"#;
    let report = validate_transcript(bare.as_bytes(), FrameValidator::auto().unwrap(), Placer::auto());
    assert_eq!(report.findings.len(), 1, "{:#?}", report.findings);
    assert_eq!(report.findings[0].kind, "direction");
    let recorded = record_line(Direction::AgentToClient, bare.as_bytes());
    assert_eq!(recorded, format!(r#"{{"dir":"a2c","msg":{bare}}}"#));
    let answer = record_line(Direction::ClientToAgent, br#"{"jsonrpc":"2.0","id":9,"result":{}}"#);
    let report = validate_transcript(format!("{recorded}\n{answer}\n").as_bytes(), FrameValidator::auto().unwrap(), Placer::auto());
    assert!(report.is_clean(), "{:#?}", report.findings);
}

#[test]
fn recorded_lines_are_checked() {
    let (_tmp, f) = temp_file(
        "recorded.jsonl",
        concat!(
            r#"{"dir":"a2c","raw":"Loading model weights..."}"#,
            "\n",
            r#"{"dir":"sideways","msg":{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s"}}}"#,
            "\n\n",
            r#"{"dir":"a2c","msg":{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s"}}}"#,
            "\n"
        ),
    );
    let out = acp_wire(&["validate", "--json"], &[&f]);
    assert_eq!(out.status.code(), Some(1));
    let found = findings(&out);
    assert_eq!(found.len(), 3, "{found:#?}");
    assert_eq!((found[0]["line"].as_u64(), found[0]["kind"].as_str()), (Some(1), Some("not-json")));
    assert_eq!((found[1]["line"].as_u64(), found[1]["kind"].as_str()), (Some(2), Some("line")));
    // Line 4 (after a blank line): the stated direction is checked against the method's side.
    assert_eq!((found[2]["line"].as_u64(), found[2]["kind"].as_str()), (Some(4), Some("wrong-direction")));
}

#[test]
fn relative_directions_are_resolved_from_the_recorder() {
    use acp_wire_validate::transcript::parse_transcript;
    // Logged by the agent: it receives `initialize`, so `out` is agent → client.
    let agent_log = concat!(
        r#"{"dir":"in","msg":{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}}"#,
        "\n",
        r#"{"dir":"out","msg":{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1}}}"#,
        "\n",
        r#"{"dir":"out","msg":{"jsonrpc":"2.0","id":0,"method":"_acme/ask","params":{}}}"#,
        "\n",
        r#"{"dir":"in","msg":{"jsonrpc":"2.0","id":0,"result":{}}}"#,
        "\n",
    );
    let dirs: Vec<_> = parse_transcript(agent_log.as_bytes()).iter().map(|e| e.direction).collect();
    use Direction::{AgentToClient as A2c, ClientToAgent as C2a};
    assert_eq!(dirs, [Some(C2a), Some(A2c), Some(A2c), Some(C2a)]);
    let report = validate_transcript(agent_log.as_bytes(), FrameValidator::auto().unwrap(), Placer::auto());
    assert!(report.is_clean(), "{:#?}", report.findings);
    // The same exchange logged by the client.
    let client_log = agent_log.replace(r#""dir":"in""#, r#""dir":"X""#).replace(r#""dir":"out""#, r#""dir":"in""#).replace(r#""dir":"X""#, r#""dir":"out""#);
    let dirs: Vec<_> = parse_transcript(client_log.as_bytes()).iter().map(|e| e.direction).collect();
    assert_eq!(dirs, [Some(C2a), Some(A2c), Some(A2c), Some(C2a)]);
}

#[test]
fn dash_reads_stdin() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_acp-wire"))
        .args(["validate", "--json", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let text = std::fs::read(transcript("v1-broken.jsonl")).unwrap();
    child.stdin.take().unwrap().write_all(&text).unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let found = findings(&out);
    assert_eq!(found.len(), 11);
    assert_eq!(found[0]["file"], "-");
}

/// `"result": null` where the result def is an object with no required
/// members (WriteTextFileResponse) is a deviation, reported with a hint that
/// acp-wire's typed sides accept it; where `{}` is not valid either
/// (ReadTextFileResponse needs `content`) there is no such hint.
#[test]
fn a_null_result_is_a_finding_with_a_hint_where_the_empty_object_is_valid() {
    let text = [
        r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{"fs":{"readTextFile":true,"writeTextFile":true}}}}"#,
        r#"{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1,"agentCapabilities":{},"authMethods":[]}}"#,
        r#"{"jsonrpc":"2.0","id":"w1","method":"fs/write_text_file","params":{"sessionId":"s","path":"/p/new.txt","content":"x"}}"#,
        r#"{"jsonrpc":"2.0","id":"w1","result":null}"#,
        r#"{"jsonrpc":"2.0","id":"r1","method":"fs/read_text_file","params":{"sessionId":"s","path":"/p/new.txt"}}"#,
        r#"{"jsonrpc":"2.0","id":"r1","result":null}"#,
        r#"{"jsonrpc":"2.0","id":"w2","method":"fs/write_text_file","params":{"sessionId":"s","path":"/p/new.txt","content":"y"}}"#,
        r#"{"jsonrpc":"2.0","id":"w2","result":{}}"#,
    ]
    .join("\n");
    let (_dir, path) = temp_file("null-result.jsonl", &(text + "\n"));
    let out = acp_wire(&["validate", "--json"], &[&path]);
    assert_eq!(out.status.code(), Some(1));
    let found = findings(&out);
    let lines: Vec<u64> = found.iter().map(|f| f["line"].as_u64().unwrap()).collect();
    assert_eq!(lines, [4, 6], "{found:#?}");
    for f in &found {
        assert_eq!(f["kind"], "result", "{f}");
        assert_eq!(f["pointer"], "/result", "{f}");
        assert_eq!(f["direction"], "c2a", "{f}");
    }
    assert_eq!(found[0]["def"], "WriteTextFileResponse");
    let hint = "acp-wire's typed sides accept a null result here as `{}`";
    assert!(found[0]["message"].as_str().unwrap().contains(hint), "{}", found[0]);
    assert!(!found[1]["message"].as_str().unwrap().contains(hint), "{}", found[1]);
}

/// The rules the schema cannot express (`content` findings): absolute
/// paths, v2 diffs' patch text, terminal ids, v1 boolean config options
/// the client did not advertise — each at its line, pointer and rule.
#[test]
fn content_rules_are_reported_at_their_lines() {
    /// (transcript, [(line, pointer, rule)]).
    type Case<'a> = (&'a str, &'a [(u64, &'a str, &'a str)]);
    let cases: &[Case<'_>] = &[
        ("v1-content-broken.jsonl", &[
            (4, "/result/configOptions/0/type", "boolean-advertised"),
            (6, "/params/update/locations/0/path", "absolute-path"),
            (6, "/params/update/content/0/path", "absolute-path"),
            (7, "/params/cwd", "absolute-path"),
        ]),
        ("v2-content-broken.jsonl", &[
            (7, "/params/update/locations/0/path", "absolute-path"),
            (7, "/params/update/content/0/patch/text", "git-patch"),
            (8, "/params/update/cwd", "absolute-path"),
            (9, "/params/subject/cwd", "absolute-path"),
            (11, "/params/update/command", "terminal-id"),
            (12, "/params/update/content/0/patch/text", "git-patch"),
        ]),
    ];
    for (name, want) in cases {
        let out = acp_wire(&["validate", "--json"], &[&transcript(name)]);
        assert_eq!(out.status.code(), Some(1), "{name}");
        // (Schema findings too where an older schema lacks a member: not these rules'.)
        let found = findings(&out);
        let got: BTreeSet<(u64, String, String)> = found
            .iter()
            .filter(|f| f["kind"] == "content")
            .map(|f| (f["line"].as_u64().unwrap_or(0), f["pointer"].as_str().unwrap_or("").to_owned(), f["keyword"].as_str().unwrap_or("").to_owned()))
            .collect();
        let want: BTreeSet<(u64, String, String)> = want.iter().map(|(l, p, k)| (*l, (*p).to_owned(), (*k).to_owned())).collect();
        assert_eq!(got, want, "{name}");
    }
    // The messages say what is wrong.
    let out = acp_wire(&["validate"], &[&transcript("v2-content-broken.jsonl")]);
    let text = String::from_utf8_lossy(&out.stdout);
    for says in ["Git's `a/` `b/` prefixes", "commit metadata and email envelopes", "not among the diff's `changes`", "never reused for a different terminal"] {
        assert!(text.contains(says), "{says}: {text}");
    }
}

/// Members of the pinned unstable schema and members earlier SDK
/// releases declared are reported as informational, and `validate` exits
/// 0 on them (issue 26: it failed 24 of 48 schema-clean real transcripts);
/// a custom member still fails. `--schema unstable` grades with the
/// unstable file, in any build; the report names the file.
#[test]
fn unstable_and_retired_members_are_informational() {
    let text = [
        r#"{"dir":"c2a","msg":{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}}"#,
        r#"{"dir":"a2c","msg":{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1,"agentCapabilities":{"sessionCapabilities":{"fork":{}},"mcpCapabilities":{"acp":true}}}}}"#,
        r#"{"dir":"c2a","msg":{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/w","mcpServers":[]}}}"#,
        r#"{"dir":"a2c","msg":{"jsonrpc":"2.0","id":1,"result":{"sessionId":"s","models":{"currentModelId":"m","availableModels":[]}}}}"#,
    ]
    .join("\n")
        + "\n";
    let (_dir, path) = temp_file("members.jsonl", &text);
    let out = acp_wire(&["validate"], &[&path]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains(": ok in 4 message(s), 3 informational"), "{stdout}");
    assert!(stdout.contains("graded by schema/v1/schema.json"), "{stdout}");
    for member in ["/result/agentCapabilities/sessionCapabilities/fork", "/result/agentCapabilities/mcpCapabilities/acp", "/result/models"] {
        assert!(stdout.contains(member), "{member}: {stdout}");
    }
    let json = acp_wire(&["validate", "--json"], &[&path]);
    assert!(json.status.success());
    let kinds: Vec<(String, String, bool)> = findings(&json)
        .iter()
        .map(|f| (f["pointer"].as_str().unwrap().to_string(), f["kind"].as_str().unwrap().to_string(), f["informational"] == true))
        .collect();
    assert!(kinds.contains(&("/result/models".into(), "retired-member".into(), true)), "{kinds:?}");
    assert!(kinds.contains(&("/result/agentCapabilities/mcpCapabilities/acp".into(), "unstable-member".into(), true)), "{kinds:?}");
    let models = findings(&json).into_iter().find(|f| f["pointer"] == "/result/models").unwrap();
    assert!(models["message"].as_str().unwrap().contains("@agentclientprotocol/sdk"), "{models}");

    // The unstable file declares the capabilities; `models` stays retired.
    let out = acp_wire(&["validate", "--schema", "unstable", "--json"], &[&path]);
    assert!(out.status.success());
    let pointers: Vec<String> = findings(&out).iter().map(|f| f["pointer"].as_str().unwrap().to_string()).collect();
    assert_eq!(pointers, ["/result/models"]);
    let out = acp_wire(&["validate", "--schema", "unstable"], &[&path]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("v1.unstable, graded by schema/v1/schema.unstable.json"));

    // A custom member beside them fails the run.
    let (_dir2, bad) = temp_file("custom.jsonl", &text.replace(r#""sessionId":"s","#, r#""sessionId":"s","mood":1,"#));
    let out = acp_wire(&["validate"], &[&bad]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("1 finding(s)") && stdout.contains("undeclared-member"), "{stdout}");
}
