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
            // A SHOULD comes as kind Advice, and only a SHOULD does.
            let should = found.violations.iter().all(|x| x.message.starts_with("SHOULD:"));
            let expected = if should { ViolationKind::Advice } else { ViolationKind::Content };
            if matches!(found.kind, ViolationKind::Content | ViolationKind::Advice) {
                assert_eq!(found.kind, expected, "{found}");
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

fn on(session: &str, update: &str) -> String {
    format!(r#"{{"jsonrpc":"2.0","method":"session/update","params":{{"sessionId":"{session}","update":{update}}}}}"#)
}

#[test]
fn v1_archive_needs_list_and_archived_on_every_listed_session() {
    let ask = r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{}}}"#;
    let init = |caps: &str| format!(r#"{{"jsonrpc":"2.0","id":0,"result":{{"protocolVersion":1,"agentCapabilities":{{"sessionCapabilities":{caps}}}}}}}"#);
    let both = init(r#"{"archive":{},"list":{}}"#);
    clean(1, &[(C2A, ask), (A2C, &both)]);
    broken(
        1,
        &[(C2A, ask), (A2C, &init(r#"{"archive":{},"list":null}"#))],
        "/result/agentCapabilities/sessionCapabilities/archive: the agent advertises sessionCapabilities.archive but not sessionCapabilities.list",
    );
    let list = r#"{"jsonrpc":"2.0","id":1,"method":"session/list","params":{}}"#;
    let listed = |s: &str| format!(r#"{{"jsonrpc":"2.0","id":1,"result":{{"sessions":[{{"sessionId":"a","cwd":"/w","archived":true}},{s}]}}}}"#);
    clean(1, &[(C2A, ask), (A2C, &both), (C2A, list), (A2C, &listed(r#"{"sessionId":"b","cwd":"/w","archived":false}"#))]);
    broken(
        1,
        &[(C2A, ask), (A2C, &both), (C2A, list), (A2C, &listed(r#"{"sessionId":"b","cwd":"/w","archived":null}"#))],
        "/result/sessions/1: session \"b\" is listed without `archived`",
    );
    // Without the archive capability (or before initialize) nothing is asked.
    let plain = init(r#"{"list":{}}"#);
    clean(1, &[(C2A, ask), (A2C, &plain), (C2A, list), (A2C, &listed(r#"{"sessionId":"b","cwd":"/w"}"#))]);
    clean(1, &[(C2A, list), (A2C, &listed(r#"{"sessionId":"b","cwd":"/w"}"#))]);
}

/// The gates are the table the sides enforce (`V1::GATES`): a gated
/// method sent without its party's capability is reported, with it or
/// before the `initialize` that would advertise it nothing is.
#[test]
fn gated_methods_need_the_capability_their_party_advertised() {
    let ask = |caps: &str| format!(r#"{{"jsonrpc":"2.0","id":0,"method":"initialize","params":{{"protocolVersion":1,"clientCapabilities":{caps}}}}}"#);
    let init = |caps: &str| format!(r#"{{"jsonrpc":"2.0","id":0,"result":{{"protocolVersion":1,"agentCapabilities":{caps}}}}}"#);
    let read = r#"{"jsonrpc":"2.0","id":"r","method":"fs/read_text_file","params":{"sessionId":"s","path":"/w/a"}}"#;
    let load = r#"{"jsonrpc":"2.0","id":1,"method":"session/load","params":{"sessionId":"s","cwd":"/w","mcpServers":[]}}"#;
    let (fs, none) = (ask(r#"{"fs":{"readTextFile":true}}"#), ask(r#"{"fs":{"readTextFile":false}}"#));
    let (loads, plain) = (init(r#"{"loadSession":true}"#), init("{}"));
    clean(1, &[(C2A, &fs), (A2C, &loads), (C2A, load), (A2C, read)]);
    broken(1, &[(C2A, &none), (A2C, &loads), (A2C, read)], "/params: fs/read_text_file needs the client's `clientCapabilities.fs.readTextFile`, which its initialize did not advertise");
    broken(1, &[(C2A, &fs), (A2C, &plain), (C2A, load)], "/params: session/load needs the agent's `agentCapabilities.loadSession`");
    // Before the initialize that advertises it, nothing is judged.
    clean(1, &[(C2A, load), (A2C, read)]);
    clean(1, &[(C2A, &fs), (C2A, load)]);
}

#[test]
fn acp_mcp_server_ids_are_not_reused_on_a_connection() {
    let setup = |id: u32, method: &str, servers: &str| {
        let session = if method == "session/new" { String::new() } else { r#""sessionId":"s","#.to_owned() };
        format!(r#"{{"jsonrpc":"2.0","id":{id},"method":"{method}","params":{{{session}"cwd":"/w","mcpServers":{servers}}}}}"#)
    };
    let a = r#"{"type":"acp","name":"tools","serverId":"x"}"#;
    let b = r#"{"type":"acp","name":"other","serverId":"x"}"#;
    let c = r#"{"type":"acp","name":"other","serverId":"y"}"#;
    clean(1, &[(C2A, &setup(1, "session/new", &format!("[{a},{c}]")))]);
    // The same server again, for another session: one server.
    clean(1, &[(C2A, &setup(1, "session/new", &format!("[{a}]"))), (C2A, &setup(2, "session/load", &format!("[{a}]")))]);
    broken(1, &[(C2A, &setup(1, "session/new", &format!("[{a},{b}]")))], "/params/mcpServers/1/serverId: serverId \"x\" is given to servers 0 and 1");
    broken(
        1,
        &[(C2A, &setup(1, "session/new", &format!("[{a}]"))), (C2A, &setup(2, "session/load", &format!("[{b}]")))],
        "/params/mcpServers/0/serverId: serverId \"x\" was given to the ACP-transport MCP server \"tools\" earlier on this connection",
    );
}

/// A child session's own update, a parent's announcement of it, a session
/// message on the parent naming it.
const CHILD: &str = r#"{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"hi"}}"#;
const ANNOUNCE: &str = r#"{"sessionUpdate":"subagent_update","sessionId":"c","title":"helper"}"#;
const TO_CHILD: &str = r#"{"sessionUpdate":"session_message","messageId":"m","senderSessionId":"p","recipientSessionId":"c"}"#;

#[test]
fn v1_subagents_are_announced_before_their_traffic() {
    let new = r#"{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/w","mcpServers":[]}}"#;
    let created = r#"{"jsonrpc":"2.0","id":1,"result":{"sessionId":"p"}}"#;
    let (announce, child, to_child) = (on("p", ANNOUNCE), on("c", CHILD), on("p", TO_CHILD));
    clean(1, &[(C2A, new), (A2C, created), (A2C, &announce), (A2C, &child), (A2C, &to_child), (A2C, &announce)]);
    broken(1, &[(C2A, new), (A2C, created), (A2C, &child), (A2C, &announce)], "/params/update/sessionId: this subagent_update announces session \"c\", but a `session/update` bearing it came first");
    broken(1, &[(C2A, new), (A2C, created), (A2C, &to_child), (A2C, &announce)], "but a `session_message` naming it as recipient came first");
    let ask = r#"{"jsonrpc":"2.0","id":"q","method":"session/request_permission","params":{"sessionId":"c","toolCall":{"toolCallId":"t"},"options":[]}}"#;
    broken(1, &[(A2C, ask), (A2C, &announce)], "but a `session/request_permission` bearing it came first");
    let extension = r#"{"jsonrpc":"2.0","method":"_acme/progress","params":{"sessionId":"c"}}"#;
    broken(1, &[(A2C, extension), (A2C, &announce)], "but a `_acme/progress` bearing it came first");
    // What the client sends is not the agent's traffic; the client's own
    // sessions are not announced.
    let prompt = r#"{"jsonrpc":"2.0","id":2,"method":"session/prompt","params":{"sessionId":"c","prompt":[]}}"#;
    clean(1, &[(C2A, prompt), (A2C, &announce)]);
    clean(1, &[(C2A, new), (A2C, created), (A2C, &on("p", CHILD)), (A2C, &on("p", r#"{"sessionUpdate":"subagent_update","sessionId":"p"}"#))]);
    // History replayed by session/load is not live traffic; after the
    // answer it is again.
    let load = r#"{"jsonrpc":"2.0","id":3,"method":"session/load","params":{"sessionId":"p","cwd":"/w","mcpServers":[]}}"#;
    let loaded = r#"{"jsonrpc":"2.0","id":3,"result":{}}"#;
    clean(1, &[(C2A, load), (A2C, &child), (A2C, &to_child), (A2C, loaded), (A2C, &announce)]);
    let failed = r#"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"no"}}"#;
    broken(1, &[(C2A, load), (A2C, failed), (A2C, &child), (A2C, &announce)], "announces session \"c\"");
}

#[test]
fn auth_status_updates_report_changes() {
    // auth/status_update is a method of the unstable schemas only, and not
    // of every snapshot (2.2.0 has none): a call the schema does not know
    // is not given to the content rules.
    const DEFINED: [(u16, bool); 2] = [(1, cfg!(acp_v1 = "auth/status_update")), (2, cfg!(acp_v2 = "auth/status_update"))];
    let defined = |v: u16| DEFINED.iter().any(|(n, d)| *n == v && *d);
    let update = |state: &str, accounts: &str| format!(r#"{{"jsonrpc":"2.0","method":"auth/status_update","params":{{"state":"{state}"{accounts}}}}}"#);
    let (out, signed) = (update("unauthenticated", ""), update("authenticated", r#","accounts":[{"label":"me","active":true}]"#));
    let versions = if cfg!(acp_wire = "v2") { &[1, 2][..] } else { &[1][..] };
    for version in versions.iter().filter(|v| defined(**v)) {
        clean(*version, &[(A2C, &out), (A2C, &signed), (A2C, &out)]);
        // Omitted and empty accounts are the same status; _meta is not the status.
        let same = update("unauthenticated", r#","accounts":[],"_meta":{"n":2}"#);
        broken(*version, &[(A2C, &out), (A2C, &same)], "/params: SHOULD: this auth/status_update reports the status the last one did (state \"unauthenticated\")");
    }
}

#[cfg(acp_wire = "v2")]
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
    #[test]
    fn gated_methods_need_the_capability_their_party_advertised() {
        let ask = r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":2,"info":{"name":"e","version":"1"}}}"#;
        let init = |caps: &str| format!(r#"{{"jsonrpc":"2.0","id":0,"result":{{"protocolVersion":2,"info":{{"name":"a","version":"1"}},"capabilities":{caps}}}}}"#);
        let new = r#"{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/w","mcpServers":[]}}"#;
        let delete = r#"{"jsonrpc":"2.0","id":2,"method":"session/delete","params":{"sessionId":"s"}}"#;
        clean(2, &[(C2A, ask), (A2C, &init(r#"{"session":{"delete":{}}}"#)), (C2A, new), (C2A, delete)]);
        broken(2, &[(C2A, ask), (A2C, &init(r#"{"session":{}}"#)), (C2A, delete)], "session/delete needs the agent's `capabilities.session.delete`");
        broken(2, &[(C2A, ask), (A2C, &init("{}")), (C2A, new)], "session/new needs the agent's `capabilities.session`");
    }

    #[test]
    fn archive_needs_archived_on_every_listed_session() {
        let ask = r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":2,"info":{"name":"e","version":"1"}}}"#;
        let init = r#"{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":2,"info":{"name":"a","version":"1"},"capabilities":{"session":{"archive":{}}}}}"#;
        let list = r#"{"jsonrpc":"2.0","id":1,"method":"session/list","params":{}}"#;
        let good = r#"{"jsonrpc":"2.0","id":1,"result":{"sessions":[{"sessionId":"a","cwd":"/w","archived":false}]}}"#;
        let bad = r#"{"jsonrpc":"2.0","id":1,"result":{"sessions":[{"sessionId":"a","cwd":"/w"}]}}"#;
        // v2 has no list capability: archive alone is fine.
        clean(2, &[(C2A, ask), (A2C, init), (C2A, list), (A2C, good)]);
        broken(2, &[(C2A, ask), (A2C, init), (C2A, list), (A2C, bad)], "/result/sessions/0: session \"a\" is listed without `archived`");
    }

    #[test]
    fn stdio_env_names_should_be_unique_and_acp_server_ids_are_not_reused() {
        let new = |servers: &str| format!(r#"{{"jsonrpc":"2.0","id":1,"method":"session/new","params":{{"cwd":"/w","mcpServers":{servers}}}}}"#);
        let stdio = |env: &str| format!(r#"[{{"type":"stdio","name":"s","command":"/bin/s","args":[],"env":{env}}}]"#);
        clean(2, &[(C2A, &new(&stdio(r#"[{"name":"A","value":"1"},{"name":"B","value":"1"}]"#)))]);
        broken(
            2,
            &[(C2A, &new(&stdio(r#"[{"name":"A","value":"1"},{"name":"B","value":"1"},{"name":"A","value":"2"}]"#)))],
            "/params/mcpServers/0/env/2/name: SHOULD: env name \"A\" is given twice (entries 0 and 2)",
        );
        // v1's schema does not say it.
        let v1 = r#"{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/w","mcpServers":[{"name":"s","command":"/bin/s","args":[],"env":[{"name":"A","value":"1"},{"name":"A","value":"2"}]}]}}"#;
        clean(1, &[(C2A, v1)]);
        let acp = r#"[{"type":"acp","name":"a","serverId":"x"},{"type":"acp","name":"b","serverId":"x"}]"#;
        broken(2, &[(C2A, &new(acp))], "serverId \"x\" is given to servers 0 and 1");
    }

    #[test]
    fn subagents_are_announced_before_their_traffic() {
        let (announce, child) = (on("p", ANNOUNCE), on("c", CHILD));
        let new = r#"{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/w"}}"#;
        let created = r#"{"jsonrpc":"2.0","id":1,"result":{"sessionId":"p"}}"#;
        clean(2, &[(C2A, new), (A2C, created), (A2C, &announce), (A2C, &child)]);
        broken(2, &[(C2A, new), (A2C, created), (A2C, &child), (A2C, &announce)], "announces session \"c\", but a `session/update` bearing it came first");
        let from_child = on("p", r#"{"sessionUpdate":"session_message","messageId":"m","senderSessionId":"c"}"#);
        broken(2, &[(A2C, &from_child), (A2C, &announce)], "a `session_message` naming it as sender came first");
        // Replay of a resumed session is not live.
        let resume = r#"{"jsonrpc":"2.0","id":2,"method":"session/resume","params":{"sessionId":"p","cwd":"/w","replayFrom":{"type":"start"}}}"#;
        let resumed = r#"{"jsonrpc":"2.0","id":2,"result":{}}"#;
        clean(2, &[(C2A, resume), (A2C, &child), (A2C, resumed), (A2C, &announce)]);
    }

    #[test]
    fn an_open_session_status_includes_its_state() {
        let ask = r#"{"jsonrpc":"2.0","id":1,"method":"session/status","params":{"sessionId":"s"}}"#;
        let answer = |r: &str| format!(r#"{{"jsonrpc":"2.0","id":1,"result":{r}}}"#);
        clean(2, &[(C2A, ask), (A2C, &answer(r#"{"status":"open","state":{"state":"idle"}}"#))]);
        clean(2, &[(C2A, ask), (A2C, &answer(r#"{"status":"saved"}"#))]);
        broken(2, &[(C2A, ask), (A2C, &answer(r#"{"status":"open","state":null}"#))], "/result/state: SHOULD: the session is reported `open` without its `state`");
        // v1's result has no state.
        clean(1, &[(C2A, ask), (A2C, &answer(r#"{"status":"open"}"#))]);
    }
}

/// ErrorStopReason: an idle state that stopped with `error` SHOULD carry
/// the error object (v2 `state_update`; a child's state in
/// `subagent_update`, v1 and v2).
#[test]
fn an_error_stop_without_its_error_is_advice() {
    let idle = |extra: &str| format!(r#"{{"sessionUpdate":"state_update","state":"idle","stopReason":"error"{extra}}}"#);
    let expect = "/params/update/stopReason: SHOULD: this idle state stopped with reason `error` without the `error` object";
    broken(2, &[(A2C, &update(&idle("")))], expect);
    broken(2, &[(A2C, &update(&idle(r#","error":null"#)))], expect);
    clean(2, &[(A2C, &update(&idle(r#","error":{"code":-32603,"message":"boom"}"#)))]);
    clean(2, &[(A2C, &update(r#"{"sessionUpdate":"state_update","state":"idle","stopReason":"end_turn"}"#))]);
    for v in [1, 2] {
        let child = |state: &str| update(&format!(r#"{{"sessionUpdate":"subagent_update","sessionId":"c","state":{state}}}"#));
        broken(v, &[(A2C, &child(r#"{"state":"idle","stopReason":"error"}"#))], "/params/update/state/stopReason: SHOULD:");
        clean(v, &[(A2C, &child(r#"{"state":"idle","stopReason":"error","error":{"code":-32603,"message":"boom"}}"#))]);
    }
}

/// SubagentUpdate (v2): a child's state changes SHOULD be mirrored in the
/// parent's `subagent_update` state; judged when the child changes again.
#[test]
fn a_child_state_never_mirrored_is_advice() {
    let on = |session: &str, u: &str| format!(r#"{{"jsonrpc":"2.0","method":"session/update","params":{{"sessionId":"{session}","update":{u}}}}}"#);
    let announce = on("p", r#"{"sessionUpdate":"subagent_update","sessionId":"c"}"#);
    let running = on("c", r#"{"sessionUpdate":"state_update","state":"running"}"#);
    let idle = on("c", r#"{"sessionUpdate":"state_update","state":"idle","stopReason":"end_turn"}"#);
    let mirror_running = on("p", r#"{"sessionUpdate":"subagent_update","sessionId":"c","state":{"state":"running"}}"#);
    let mirror_idle = on("p", r#"{"sessionUpdate":"subagent_update","sessionId":"c","state":{"state":"idle","stopReason":"end_turn"}}"#);
    let expect = "/params/update: SHOULD: child session \"c\" changes state again, but its previous state (running) never reached its parent \"p\"";
    broken(2, &[(A2C, &announce), (A2C, &running), (A2C, &idle)], expect);
    // Mirrored after or before the child's own update: fine.
    clean(2, &[(A2C, &announce), (A2C, &running), (A2C, &mirror_running), (A2C, &idle), (A2C, &mirror_idle)]);
    clean(2, &[(A2C, &announce), (A2C, &mirror_running), (A2C, &running), (A2C, &idle)]);
    // A repeated snapshot is no change; a session that is no child is not judged.
    clean(2, &[(A2C, &announce), (A2C, &running), (A2C, &running)]);
    clean(2, &[(A2C, &on("q", r#"{"sessionUpdate":"state_update","state":"running"}"#)), (A2C, &on("q", r#"{"sessionUpdate":"state_update","state":"idle"}"#))]);
}
