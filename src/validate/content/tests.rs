//! Each content rule through the [`FrameValidator`]: a frame that breaks
//! it is reported as `content`, the same frame made right is not. (At the
//! pinned schemas the frames are otherwise schema-valid too; an older
//! schema may lack some of their members, which does not concern the
//! content rules.)

use super::super::{Direction, FrameValidator, SchemaValidator, ViolationKind};

const A2C: Direction = Direction::AgentToClient;
const C2A: Direction = Direction::ClientToAgent;

fn validator(version: u16) -> FrameValidator {
    FrameValidator::new(SchemaValidator::builtin(version).expect("built-in schema"))
}

/// The messages of the `content` reports of `frames` (sent in order), and
/// every other report's text.
fn run(version: u16, frames: &[(Direction, &str)]) -> (Vec<String>, Vec<String>) {
    let mut v = validator(version);
    let (mut content, mut other) = (Vec::new(), Vec::new());
    for (d, f) in frames {
        for found in v.validate(*d, f.as_bytes()) {
            if found.kind == ViolationKind::Content {
                content.extend(found.violations.iter().map(|x| format!("{}: {}", x.instance_path, x.message)));
            } else {
                other.push(found.to_string());
            }
        }
    }
    (content, other)
}

fn clean(version: u16, frames: &[(Direction, &str)]) {
    let (content, other) = run(version, frames);
    assert!(content.is_empty(), "{content:?} (schema: {other:?})");
}

fn broken(version: u16, frames: &[(Direction, &str)], expect: &str) {
    let (content, other) = run(version, frames);
    assert!(content.iter().any(|m| m.contains(expect)), "wanted {expect:?} in {content:?} (schema: {other:?})");
}

/// The frames of these tests are schema-valid at the pinned schemas.
#[test]
fn the_frames_are_schema_valid_at_the_pin() {
    if !cfg!(acp_v2 = "Diff.patch") {
        return;
    }
    let (_, other) = run(1, &[(A2C, &update(r#"{"sessionUpdate":"tool_call","toolCallId":"t","title":"edit","locations":[{"path":"/w"}]}"#))]);
    assert!(other.is_empty(), "{other:?}");
}

fn update(update: &str) -> String {
    format!(r#"{{"jsonrpc":"2.0","method":"session/update","params":{{"sessionId":"s","update":{update}}}}}"#)
}

#[test]
fn v1_tool_call_locations_diffs_and_terminal_cwds_are_absolute() {
    let call = |path: &str| update(&format!(r#"{{"sessionUpdate":"tool_call","toolCallId":"t","title":"edit","locations":[{{"path":"{path}"}}],"content":[{{"type":"diff","path":"{path}","newText":"x"}}]}}"#));
    clean(1, &[(A2C, &call("/w/a.rs"))]);
    broken(1, &[(A2C, &call("src/a.rs"))], "/params/update/locations/0/path: the tool call location \"src/a.rs\" is not an absolute path");
    broken(1, &[(A2C, &call("src/a.rs"))], "/params/update/content/0/path: the diff's path");
    let create = |cwd: &str| format!(r#"{{"jsonrpc":"2.0","id":1,"method":"terminal/create","params":{{"sessionId":"s","command":"ls","cwd":"{cwd}"}}}}"#);
    clean(1, &[(A2C, &create("C:\\\\w"))]);
    broken(1, &[(A2C, &create("w"))], "the terminal's cwd \"w\"");
    let ask = |path: &str| format!(r#"{{"jsonrpc":"2.0","id":2,"method":"session/request_permission","params":{{"sessionId":"s","toolCall":{{"toolCallId":"t","locations":[{{"path":"{path}"}}]}},"options":[{{"optionId":"a","name":"A","kind":"allow_once"}}]}}}}"#);
    clean(1, &[(A2C, &ask("/w"))]);
    broken(1, &[(A2C, &ask("./w"))], "/params/toolCall/locations/0/path");
}

#[test]
fn v1_boolean_options_need_the_clients_capability() {
    let init = |caps: &str| format!(r#"{{"jsonrpc":"2.0","id":0,"method":"initialize","params":{{"protocolVersion":1,"clientCapabilities":{caps}}}}}"#);
    let new = r#"{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/","mcpServers":[]}}"#;
    let answer = r#"{"jsonrpc":"2.0","id":1,"result":{"sessionId":"s","configOptions":[{"type":"boolean","id":"fast","name":"Fast","currentValue":true}]}}"#;
    let with = init(r#"{"session":{"configOptions":{"boolean":{}}}}"#);
    clean(1, &[(C2A, &with), (C2A, new), (A2C, answer)]);
    // Without an initialize the client's capabilities are unknown.
    clean(1, &[(C2A, new), (A2C, answer)]);
    let without = init("{}");
    broken(1, &[(C2A, &without), (C2A, new), (A2C, answer)], "/result/configOptions/0/type: config option \"fast\" is a boolean");
    let later = update(r#"{"sessionUpdate":"config_option_update","configOptions":[{"type":"boolean","id":"fast","name":"Fast","currentValue":false}]}"#);
    broken(1, &[(C2A, &without), (A2C, &later)], "/params/update/configOptions/0/type");
}

#[cfg(feature = "v2")]
mod v2 {
    use super::*;

    fn diff(changes: &str, patch: &str) -> String {
        let patch = serde_json::to_string(patch).unwrap_or_default();
        update(&format!(r#"{{"sessionUpdate":"tool_call_update","toolCallId":"t","content":[{{"type":"diff","changes":{changes},"patch":{{"format":"git_patch","text":{patch}}}}}]}}"#))
    }

    const PATCH: &str = "diff --git /w/a.rs /w/a.rs\n--- /w/a.rs\n+++ /w/a.rs\n@@ -1 +1 @@\n-a\n+b\n";

    #[test]
    fn diffs_are_absolute_without_envelopes_and_match_their_changes() {
        let modify = r#"[{"operation":"modify","path":"/w/a.rs"}]"#;
        clean(2, &[(A2C, &diff(modify, PATCH))]);
        broken(2, &[(A2C, &diff(r#"[{"operation":"modify","path":"w/a.rs"}]"#, PATCH))], "/params/update/content/0/changes/0/path: the diff change's path \"w/a.rs\"");
        let git = "diff --git a/a.rs b/a.rs\n--- a/a.rs\n+++ b/a.rs\n@@ -1 +1 @@\n-a\n+b\n";
        broken(2, &[(A2C, &diff(modify, git))], "/params/update/content/0/patch/text: the `+++` line's path \"b/a.rs\" is not absolute (Git's `a/` `b/` prefixes");
        let mail = format!("From: dev <d@x>\nSubject: [PATCH] b\n\n{PATCH}");
        broken(2, &[(A2C, &diff(modify, &mail))], "commit metadata and email envelopes must not be included");
        broken(2, &[(A2C, &diff(r#"[{"operation":"modify","path":"/w/b.rs"}]"#, PATCH))], "which is not among the diff's `changes`");
    }

    #[test]
    fn terminal_and_command_cwds_are_absolute() {
        let term = |cwd: &str| update(&format!(r#"{{"sessionUpdate":"terminal_update","terminalId":"x","command":"make","cwd":"{cwd}"}}"#));
        clean(2, &[(A2C, &term("/w"))]);
        broken(2, &[(A2C, &term("w"))], "/params/update/cwd: the terminal's cwd \"w\"");
        let ask = |cwd: &str| format!(r#"{{"jsonrpc":"2.0","id":1,"method":"session/request_permission","params":{{"sessionId":"s","title":"Run make?","subject":{{"type":"command","command":"make","cwd":"{cwd}"}},"options":[{{"optionId":"a","name":"A","kind":"allow_once"}}]}}}}"#);
        clean(2, &[(A2C, &ask("/w"))]);
        broken(2, &[(A2C, &ask("."))], "/params/subject/cwd: the command's cwd \".\"");
    }

    #[test]
    fn a_terminal_id_is_never_reused() {
        let run = update(r#"{"sessionUpdate":"terminal_update","terminalId":"x","command":"make"}"#);
        let exit = update(r#"{"sessionUpdate":"terminal_update","terminalId":"x","exitStatus":{"exitCode":0}}"#);
        let same = update(r#"{"sessionUpdate":"terminal_update","terminalId":"x","command":"make","output":{"data":""}}"#);
        clean(2, &[(A2C, &run), (A2C, &same), (A2C, &exit), (A2C, &same)]);
        let other = update(r#"{"sessionUpdate":"terminal_update","terminalId":"x","command":"npm test"}"#);
        broken(2, &[(A2C, &run), (A2C, &exit), (A2C, &other)], "terminal \"x\" ran \"make\"; this update says \"npm test\"");
        let restart = update(r#"{"sessionUpdate":"terminal_update","terminalId":"x","exitStatus":null}"#);
        broken(2, &[(A2C, &run), (A2C, &exit), (A2C, &restart)], "terminal \"x\" exited; this update clears its exitStatus");
        // Another session's terminal of the same id is another terminal.
        let elsewhere = r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"t","update":{"sessionUpdate":"terminal_update","terminalId":"x","command":"npm test"}}}"#;
        clean(2, &[(A2C, &run), (A2C, elsewhere)]);
    }
}
