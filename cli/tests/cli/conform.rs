//! `acp-wire conform` against `cli/examples/faulty_agent` (one fixture per
//! broken rule: conform must FAIL exactly that requirement and grade every
//! other one as for the unbroken fixture; v1, and v2 with `--v2`) and
//! against the bundled echo agent (everything passes, v1 and v2).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;

/// `cargo test` builds the examples next to the test binaries; a run
/// limited with `--test cli` does not (build the example first then,
/// or an old fixture is used).
pub(crate) fn fixture() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    let dir = exe.parent().and_then(|deps| deps.parent()).expect("target/<profile> directory");
    let path = dir.join("examples").join(format!("faulty_agent{}", std::env::consts::EXE_SUFFIX));
    assert!(
        path.exists(),
        "{} is missing: `cargo test` builds it (or run `cargo build --example faulty_agent`)",
        path.display()
    );
    path
}

static REPORTS: AtomicUsize = AtomicUsize::new(0);

pub(crate) struct Run {
    pub(crate) code: i32,
    report: Value,
    pub(crate) stdout: String,
}

impl Run {
    /// (id, version) → status.
    pub(crate) fn statuses(&self) -> BTreeMap<(String, Option<u64>), String> {
        self.report["requirements"]
            .as_array()
            .expect("requirements array")
            .iter()
            .map(|r| {
                let id = r["id"].as_str().expect("id").to_string();
                ((id, r["version"].as_u64()), r["status"].as_str().expect("status").to_string())
            })
            .collect()
    }

    pub(crate) fn failing(&self) -> Vec<String> {
        self.statuses().into_iter().filter(|(_, s)| s == "FAIL").map(|((id, _), _)| id).collect()
    }
}

fn conform(args: &[&str], agent: &[&str]) -> Run {
    let n = REPORTS.fetch_add(1, Ordering::Relaxed);
    let report = std::env::temp_dir().join(format!("acp-wire-conform-test-{}-{n}.json", std::process::id()));
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_acp-wire"));
    cmd.arg("conform").args(args).arg("--json").arg(&report);
    if !agent.is_empty() {
        cmd.arg("--").args(agent);
    }
    let out = cmd.output().expect("run acp-wire conform");
    let text = std::fs::read_to_string(&report).unwrap_or_else(|e| {
        panic!("no report ({e}); stderr:\n{}", String::from_utf8_lossy(&out.stderr))
    });
    let _ = std::fs::remove_file(&report);
    Run {
        code: out.status.code().unwrap_or(-1),
        report: serde_json::from_str(&text).expect("report is JSON"),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
    }
}

fn faulty(rule: Option<&str>, timeout: &str) -> Run {
    faulty_at(1, rule, timeout)
}

/// The fixture checked at `version` (it serves v2 with `--v2`).
pub(crate) fn faulty_at(version: u16, rule: Option<&str>, timeout: &str) -> Run {
    let path = fixture();
    let path = path.to_str().expect("utf-8 path");
    let mut agent = vec![path];
    if version >= 2 {
        agent.push("--v2");
    }
    if let Some(r) = rule {
        agent.extend(["--break", r]);
    }
    let version = version.to_string();
    conform(&["--protocol", &version, "--timeout", timeout], &agent)
}

/// The rows of the unstable schemas' surfaces (conform_unstable.rs): a
/// build with `--features unstable` declares and grades those its schema
/// defines (the fixture advertises them there, and passes), a stable build
/// has none of them.
pub(crate) const UNSTABLE_ROWS: &[&str] = &[
    // Each as conform declares it: where this build's schema defines the
    // method (an older snapshot, such as 2.2.0's, lacks most of them).
    #[cfg(any(acp_v1 = "auth/status", acp_v2 = "auth/status"))]
    "auth.status",
    #[cfg(any(acp_v1 = "session/status", acp_v2 = "session/status"))]
    "session.status",
    #[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
    "session.archive-filter",
    #[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
    "session.archive-active",
    #[cfg(any(acp_v1 = "SessionCapabilities.systemPrompt", acp_v2 = "SessionCapabilities.systemPrompt"))]
    "session.system-prompt",
    #[cfg(any(acp_v1 = "session/set_title", acp_v2 = "session/set_title"))]
    "session.title-kept",
];

/// What the unbroken fixture gets (it advertises session list, close and
/// delete only, and sessions with modes and config options).
fn baseline() -> BTreeMap<(String, Option<u64>), String> {
    let pass = [
        "init.version",
        "init.agent-info",
        "init.before",
        "schema.messages",
        "schema.advice",
        "extensibility.no-root-fields",
        "stdout.hygiene",
        "session.new",
        "prompt.turn",
        "prompt.resource-link",
        "prompt.updates-before-response",
        "prompt.session-routing",
        "cancel.session",
        "cancel.permission",
        "cancel.request",
        "rpc.unknown-method",
        "rpc.method-not-found",
        "rpc.unknown-notification",
        "rpc.parse-error",
        "rpc.invalid-request",
        "rpc.invalid-params",
        "rpc.ids",
        "prompt.large",
        "lifecycle.eof-exit",
        "fs.read",
        "fs.absent",
        "terminal.absent",
        "elicitation.absent",
        "elicitation.decline",
        "elicitation.cancel",
        "elicitation.unknown-action",
        "elicitation.error",
        "elicitation.revalidate",
        "elicitation.url-complete",
        "permission.request",
        "permission.tool-in-progress",
        "session.list",
        "session.list-empty",
        "session.close",
        "session.close-cancels",
        "fs.write",
        "terminal.use",
        "mode.set",
        "mode.update",
        "mode.unknown",
        "config.set",
        "config.modes-too",
        "auth.terminal-unasked",
        "session.list-cursor",
        "session.delete",
        "session.delete-again",
        "session.mcp-stdio",
        "session.mcp-connect",
        "session.mcp-http",
        "elicitation.fallback",
    ];
    let skip = ["session.load", "session.resume"];
    let mut m = BTreeMap::new();
    m.insert(("init.negotiate-unsupported".to_string(), None), "PASS".to_string());
    for id in pass.iter().chain(UNSTABLE_ROWS) {
        m.insert((id.to_string(), Some(1)), "PASS".to_string());
    }
    for id in skip {
        m.insert((id.to_string(), Some(1)), "SKIP".to_string());
    }
    m
}

/// What the unbroken fixture gets with `--v2`, checked as v2 (it
/// advertises `session: {"delete": {}}`: list, resume, close and delete,
/// and has config options; v2 has no modes).
pub(crate) fn baseline_v2() -> BTreeMap<(String, Option<u64>), String> {
    let pass = [
        "init.version",
        "init.before",
        "schema.messages",
        "schema.advice",
        "extensibility.no-root-fields",
        "stdout.hygiene",
        "session.new",
        "prompt.turn",
        "prompt.resource-link",
        "prompt.session-routing",
        "v2.prompt-accepted",
        "v2.user-message",
        "v2.running",
        "cancel.session",
        "v2.updates-before-idle",
        "cancel.permission",
        "cancel.request",
        "rpc.unknown-method",
        "rpc.method-not-found",
        "rpc.unknown-notification",
        "rpc.parse-error",
        "rpc.invalid-request",
        "rpc.invalid-params",
        "rpc.ids",
        "prompt.unknown-block",
        "batch.empty",
        "batch.notifications",
        "batch.mixed",
        "prompt.large",
        "lifecycle.eof-exit",
        "elicitation.absent",
        "elicitation.decline",
        "elicitation.cancel",
        "elicitation.unknown-action",
        "elicitation.error",
        "elicitation.revalidate",
        "elicitation.url-complete",
        "elicitation.cancel-pending",
        "permission.request",
        "v2.requires-action",
        "v2.requires-action-resume",
        "session.list",
        "session.list-empty",
        "session.resume",
        "session.resume-state",
        "session.resume-replay",
        "session.close",
        "session.close-cancels",
        "config.set",
        "auth.terminal-unasked",
        "commands.names",
        "config.values",
        "permission.option-ids",
        "session.mcp-unknown",
        "session.close-prompt",
        "session.close-unknown",
        "session.list-cursor",
        "session.delete",
        "session.delete-again",
        "cancel.stop-waiting",
        "cancel.cancel-requests",
        "cancel.late-answer",
        "v2.background",
        "v2.diff-patch",
        "auth.terminal-env",
        "content.icons",
        "v2.cancel-advertised",
        "permission.tool-in-progress",
        "permission.cancelled",
        "permission.unknown-option",
        "permission.unknown-outcome",
        "session.mcp-connect",
        "session.mcp-resume",
        "session.mcp-http",
        "elicitation.fallback",
    ];
    let mut m = BTreeMap::new();
    m.insert(("init.negotiate-unsupported".to_string(), None), "PASS".to_string());
    for id in pass.iter().chain(UNSTABLE_ROWS) {
        m.insert((id.to_string(), Some(2)), "PASS".to_string());
    }
    // It lists no auth methods (without `--auth`).
    m.insert(("auth.login-logout".to_string(), Some(2)), "SKIP".to_string());
    m
}

#[test]
fn unbroken_fixture_passes_every_requirement_that_applies() {
    let run = faulty(None, "5");
    assert_eq!(run.statuses(), baseline(), "{}", run.stdout);
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert_eq!(run.report["ok"], true);
    // The human table names the levels and the spec pages.
    let words = run.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("PASS MUST v1 cancel.session"), "{}", run.stdout);
    assert!(run.stdout.contains("docs/protocol/v1/prompt-turn.mdx#cancellation"), "{}", run.stdout);
}

/// The fixture breaking `rule` fails `requirement` and nothing else; every
/// other requirement is graded as for the unbroken fixture.
pub(crate) fn breaks_exactly(rule: &str, requirement: &str, exit: i32) {
    breaks_exactly_these(rule, &[requirement], exit);
}

fn breaks_exactly_these(rule: &str, requirements: &[&str], exit: i32) {
    let _ = breaks_exactly_at(1, rule, requirements, exit);
}

impl Run {
    pub(crate) fn reason(&self, id: &str) -> String {
        let rows = self.report["requirements"].as_array().expect("requirements array");
        let row = rows.iter().find(|r| r["id"] == id).unwrap_or_else(|| panic!("no row {id}"));
        row["reason"].as_str().unwrap_or_default().to_string()
    }
}

pub(crate) fn breaks_exactly_at(version: u16, rule: &str, requirements: &[&str], exit: i32) -> Run {
    let timeout = if rule == "no-eof-exit" { "2" } else { "5" };
    let run = faulty_at(version, Some(rule), timeout);
    let mut expected = if version >= 2 { baseline_v2() } else { baseline() };
    for ((id, _), status) in expected.iter_mut() {
        if requirements.contains(&id.as_str()) {
            *status = "FAIL".to_string();
        }
    }
    let mut want: Vec<String> = requirements.iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(run.failing(), want, "--break {rule}:\n{}", run.stdout);
    assert_eq!(run.statuses(), expected, "--break {rule}:\n{}", run.stdout);
    assert_eq!(run.code, exit, "--break {rule}: exit status\n{}", run.stdout);
    run
}

#[test]
fn stdout_log_line_fails_stdout_hygiene() {
    breaks_exactly("stdout-log", "stdout.hygiene", 1);
}

/// A custom member at the root of a spec type (the update) fails the
/// extensibility row only, in both versions; the reason names the member.
#[test]
fn a_custom_root_member_fails_no_root_fields() {
    for v in [1, 2] {
        let run = breaks_exactly_at(v, "root-field", &["extensibility.no-root-fields"], 1);
        let reason = run.reason("extensibility.no-root-fields");
        assert!(reason.contains("faultyMood") && reason.contains("_meta"), "{reason}");
    }
}

/// codex-acp answers an unknown notification with an error that has no id
/// (issue 26: it passed): an answered notification, and a frame the schema
/// refuses.
#[test]
fn an_idless_error_for_a_notification_fails_unknown_notification() {
    let run = faulty(Some("idless-error"), "5");
    let failing = run.failing();
    assert!(failing.contains(&"rpc.unknown-notification".to_string()), "{}", run.stdout);
    assert!(run.reason("rpc.unknown-notification").contains("without an id"), "{}", run.stdout);
}

/// chuk-acp and codex-acp answer a `$/cancel_request` for a request already
/// answered (issue 26): v1 says only that notifications expect no response,
/// so it is an answered notification (`rpc.unknown-notification`, a
/// SHOULD), not a broken cancellation; v2's schema binds the receiver to
/// ignore it ("Receivers MUST ignore this notification for an unknown or
/// already-answered request ID"), so there it fails `cancel.request` too.
#[test]
fn an_answered_stale_cancel_request_is_an_answered_notification() {
    let run = breaks_exactly_at(1, "stale-cancel-answered", &["rpc.unknown-notification"], 0);
    assert!(run.reason("rpc.unknown-notification").contains("$/cancel_request for an id already answered"), "{}", run.stdout);
    // v2: the answered notification is both (a response to no request of the client).
    let run = breaks_exactly_at(2, "stale-cancel-answered", &["cancel.request", "rpc.unknown-notification"], 1);
    assert!(run.reason("cancel.request").contains("MUST ignore"), "{}", run.stdout);
}

#[test]
fn schema_invalid_update_fails_schema() {
    breaks_exactly("invalid-update", "schema.messages", 1);
}

/// Damage the schema's decoding hints tolerate is still a schema violation
/// (the agent MUST send valid messages): it fails the schema row (and the
/// agentInfo row, whose version is no string), and the reason names the
/// hint under which receivers read past it.
#[test]
fn damage_the_hints_tolerate_still_fails_schema() {
    let run = breaks_exactly_at(1, "damaged-tolerated", &["init.agent-info", "schema.messages"], 1);
    let reason = run.reason("schema.messages");
    assert!(reason.contains("x-deserialize-"), "{reason}");
}

/// One rule (a cancelled turn ends in an error), seen in every place a
/// turn gets cancelled: while streaming, while asking for permission, and
/// by session/close (which cancels as session/cancel would).
#[test]
fn error_on_cancel_fails_every_cancel_check() {
    // Where the schema has session/archive (unstable), it cancels a turn as well.
    let mut rows = vec!["cancel.permission", "cancel.session", "session.close-cancels"];
    if cfg!(any(acp_v1 = "session/archive", acp_v2 = "session/archive")) {
        rows.push("session.archive-active");
    }
    breaks_exactly_these("cancel-error", &rows, 1);
}

#[test]
fn update_after_the_turn_fails_ordering() {
    breaks_exactly("late-update", "prompt.updates-before-response", 1);
}

#[test]
fn no_exit_on_eof_fails_a_should_only() {
    breaks_exactly("no-eof-exit", "lifecycle.eof-exit", 0);
}

#[test]
fn fs_call_without_capability_fails_fs_absent() {
    breaks_exactly("fs-without-cap", "fs.absent", 1);
}

#[test]
fn elicitation_without_capability_fails_elicitation_absent() {
    breaks_exactly("elicit-without-cap", "elicitation.absent", 1);
}

/// -32603 for unknown methods: the `_` request is still answered under its
/// id (an error, as extensibility.mdx allows: rpc.unknown-method passes),
/// and the other one's code is JSON-RPC 2.0's business, graded on its own
/// non-gating row (issue 26: codex-acp, the Python SDK).
#[test]
fn wrong_error_code_fails_method_not_found_only() {
    let run = breaks_exactly_at(1, "wrong-error-code", &["rpc.method-not-found"], 0);
    assert!(run.reason("rpc.method-not-found").contains("-32603"), "{}", run.stdout);
    let words = run.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("FAIL JSON-RPC v1 rpc.method-not-found"), "{}", run.stdout);
}

#[test]
fn echoing_an_unsupported_version_fails_negotiation() {
    breaks_exactly("echo-version", "init.negotiate-unsupported", 1);
}

/// The Python SDK 0.12.1 and fast-agent answer any protocolVersion with
/// itself (99 too, and 2): their 2 proves no v2 support, so without
/// `--protocol 2` v2 is not run nor graded (issue 26: a v1 agent was
/// graded on every v2 row); the echo stays init.negotiate-unsupported's
/// finding. Asked for explicitly, v2 is checked.
#[test]
fn an_agent_that_echoes_any_version_is_not_run_at_v2_unless_asked() {
    let path = fixture();
    let agent = [path.to_str().unwrap(), "--break", "echo-version"];
    let run = conform(&["--timeout", "5"], &agent);
    assert_eq!(run.failing(), ["init.negotiate-unsupported"], "{}", run.stdout);
    let v2: Vec<_> = run.statuses().into_iter().filter(|((_, v), _)| *v == Some(2)).collect();
    assert_eq!(v2, [(("init.version".to_string(), Some(2)), "SKIP".to_string())], "{}", run.stdout);
    assert!(run.report["versions"]["2"].as_str().is_some_and(|n| n.contains("echoes any protocolVersion")), "{}", run.report["versions"]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    // `--protocol 2`: checked as asked (this v1 fixture then fails v2 rows).
    let run = conform(&["--protocol", "2", "--timeout", "1"], &agent);
    assert_eq!(run.report["versions"]["2"], "offered", "{}", run.stdout);
    assert!(run.statuses().keys().any(|(id, v)| id == "v2.prompt-accepted" && *v == Some(2)), "{}", run.stdout);
}

#[test]
fn updates_for_another_session_fail_routing() {
    // The mode and its option are reported for the wrong session too.
    breaks_exactly_at(1, "wrong-session", &["prompt.session-routing", "config.modes-too"], 1);
}

#[test]
fn serving_before_initialize_fails_a_should_only() {
    breaks_exactly("before-init-ok", "init.before", 0);
}

/// The Python SDK answers an unknown `_` request with `"result": null`:
/// extensibility.mdx asks only that it be answered (a result, or an error
/// such as -32601), so `rpc.unknown-method` passes (issue 26: it failed).
#[test]
fn a_result_for_an_unknown_extension_request_passes() {
    let path = fixture();
    let agent = [path.to_str().unwrap(), "--quirk", "ext-null-result"];
    let run = conform(&["--protocol", "1", "--timeout", "5"], &agent);
    assert!(run.failing().is_empty(), "{}", run.stdout);
    assert_eq!(run.statuses(), baseline(), "{}", run.stdout);
}

/// codex-acp reports the call the client allowed `tool_call` in_progress
/// (the same toolCallId), then `tool_call_update` completed: that is the
/// status report prompt-turn.mdx asks for (issue 26: permission.tool-in-progress
/// counted `tool_call_update`s only and failed it).
#[test]
fn in_progress_reported_by_a_tool_call_passes() {
    let path = fixture();
    let agent = [path.to_str().unwrap(), "--quirk", "in-progress-tool-call"];
    let run = conform(&["--protocol", "1", "--timeout", "5"], &agent);
    assert!(run.failing().is_empty(), "{}", run.stdout);
    let rows: Vec<(Option<u64>, String)> =
        run.statuses().into_iter().filter(|((id, _), _)| id == "permission.tool-in-progress").map(|((_, v), s)| (v, s)).collect();
    assert_eq!(rows, [(Some(1), "PASS".to_string())], "{}", run.stdout);
    assert!(run.reason("permission.tool-in-progress").contains("in_progress → completed"), "{}", run.stdout);
}

/// claude-agent-acp lists and loads a session from the transcript Claude
/// Code writes ~0.5 s after the turn's response (issue 26: session.list and
/// session.load failed it on the answer right after the turn). The fixture
/// shows a session's history 900 ms after its prompt: both rows pass, asked
/// again within 3 s; an agent that never lists or replays it still fails.
#[test]
fn history_written_after_the_turn_is_listed_and_loaded() {
    let path = fixture();
    let agent = [path.to_str().unwrap(), "--quirk", "late-history"];
    let run = conform(&["--protocol", "1", "--timeout", "5"], &agent);
    assert!(run.failing().is_empty(), "{}", run.stdout);
    let reason = run.reason("session.list");
    assert!(reason.contains("asked") && reason.contains("within 3 s"), "{reason}");
    assert!(run.reason("session.load").contains("replayed"), "{}", run.stdout);
    // Without session/list, session/load comes right after the turn: asked again.
    let agent = [path.to_str().unwrap(), "--quirk", "late-history", "--break", "list-missing"];
    let run = conform(&["--protocol", "1", "--timeout", "5"], &agent);
    assert_eq!(run.failing(), ["session.list", "session.list-empty"], "{}", run.stdout);
    let reason = run.reason("session.load");
    assert!(reason.contains("replayed") && reason.contains("asked"), "{reason}");
}

/// claude-agent-acp sends members of the pinned unstable schema
/// (`mcpCapabilities.acp`) and members earlier SDK releases declared
/// (`NewSessionResponse.models`): neither is custom data (issue 26: 70 of
/// its 72 `extensibility.no-root-fields` marks were these). The row passes
/// and names them as informational; a custom member still fails it.
#[test]
fn unstable_and_retired_members_pass_no_root_fields() {
    let path = fixture();
    let agent = [path.to_str().unwrap(), "--quirk", "older-sdk-members"];
    let run = conform(&["--protocol", "1", "--timeout", "5"], &agent);
    assert!(run.failing().is_empty(), "{}", run.stdout);
    assert_eq!(run.statuses(), baseline(), "{}", run.stdout);
    let reason = run.reason("extensibility.no-root-fields");
    assert!(reason.contains("informational") && reason.contains("/result/models") && reason.contains("retired"), "{reason}");
    assert!(reason.contains("mcpCapabilities/acp") && reason.contains("unstable"), "{reason}");
    assert!(run.stdout.contains("graded by: schema/v1/schema.json"), "{}", run.stdout);

    let agent = [path.to_str().unwrap(), "--quirk", "older-sdk-members", "--break", "root-field"];
    let run = conform(&["--protocol", "1", "--timeout", "5", "--schema", "unstable"], &agent);
    assert_eq!(run.failing(), ["extensibility.no-root-fields"], "{}", run.stdout);
    let reason = run.reason("extensibility.no-root-fields");
    // Graded by the unstable file, `acp` is declared; `models` is still retired.
    assert!(reason.contains("faultyMood") && reason.contains("/result/models") && !reason.contains("mcpCapabilities/acp"), "{reason}");
    assert!(run.stdout.contains("graded by: schema/v1/schema.unstable.json"), "{}", run.stdout);
}

/// claude-agent-acp, codex-acp, gemini-cli, opencode and fast-agent answer
/// conform's `session/new` before `initialize` and then announce commands
/// for that session (issue 26): the session was opened by conform's own
/// `session/new`, so `prompt.session-routing` passes (it failed them all).
#[test]
fn updates_of_a_session_opened_before_initialize_are_routed_right() {
    let path = fixture();
    let agent = [path.to_str().unwrap(), "--break", "before-init-ok", "--quirk", "announce-commands"];
    let run = conform(&["--protocol", "1", "--timeout", "5"], &agent);
    assert_eq!(run.failing(), ["init.before"], "{}", run.stdout);
    let routing: Vec<String> = run.statuses().into_iter().filter(|((id, _), _)| id == "prompt.session-routing").map(|(_, s)| s).collect();
    assert_eq!(routing, ["PASS"], "{}", run.stdout);
}

/// Both list rows call session/list: a missing method fails both.
#[test]
fn advertised_but_missing_list_fails_a_capability() {
    breaks_exactly_these("list-missing", &["session.list", "session.list-empty"], 1);
}

#[test]
fn unreleased_terminal_fails_terminal_use() {
    breaks_exactly("leak-terminal", "terminal.use", 1);
}

/// `"result": null` for CloseSessionResponse (no required members) is a
/// schema deviation; the reason says acp-wire's typed sides accept it.
#[test]
fn a_null_result_fails_schema_with_the_typed_sides_hint() {
    let run = breaks_exactly_at(1, "null-result", &["schema.messages"], 1);
    let reason = run.reason("schema.messages");
    assert!(reason.contains("session/close") && reason.contains("typed sides accept a null result"), "{reason}");
}

/// No sentence binds the agent to accept session/set_mode for a mode it
/// advertised (session-modes.mdx describes the client's call and holds
/// only a MAY): a refusal fails a SHOULD, not the run.
#[test]
fn refusing_an_advertised_mode_fails_a_should_only() {
    breaks_exactly("mode-refused", "mode.set", 0);
}

#[test]
fn a_stale_current_mode_update_fails_a_should_only() {
    breaks_exactly("stale-mode-update", "mode.update", 0);
}

#[test]
fn a_mode_option_out_of_step_with_the_modes_fails_a_should_only() {
    breaks_exactly("modes-out-of-step", "config.modes-too", 0);
}

#[test]
fn accepting_an_unknown_mode_fails_a_should_only() {
    breaks_exactly("unknown-mode-ok", "mode.unknown", 0);
}

#[test]
fn a_partial_config_option_list_fails_config_set() {
    breaks_exactly("config-partial", "config.set", 1);
}

#[test]
fn unbroken_fixture_passes_every_v2_requirement_that_applies() {
    let run = faulty_at(2, None, "5");
    assert_eq!(run.statuses(), baseline_v2(), "{}", run.stdout);
    assert_eq!(run.code, 0, "{}", run.stdout);
}

/// v2's ResumeSessionResponse: a `state_update` snapshot after any replay
/// and before the response. Left out, and sent after the response: both
/// fail `session.resume-state` (the bundled echo agent passes it, below).
#[test]
fn resume_without_a_state_snapshot_fails_resume_state() {
    let run = breaks_exactly_at(2, "no-resume-state", &["session.resume-state"], 1);
    assert!(run.reason("session.resume-state").contains("no state_update before the response"), "{}", run.stdout);
}

#[test]
fn a_state_snapshot_after_the_resume_response_fails_resume_state() {
    let run = breaks_exactly_at(2, "late-resume-state", &["session.resume-state"], 1);
    assert!(run.reason("session.resume-state").contains("came after the response"), "{}", run.stdout);
}

#[test]
fn no_agent_info_fails_a_should_only() {
    breaks_exactly("no-agent-info", "init.agent-info", 0);
}

#[test]
fn refusing_a_resource_link_fails_the_prompt_baseline_v1_and_v2() {
    breaks_exactly("refuse-resource-link", "prompt.resource-link", 1);
    let _ = breaks_exactly_at(2, "refuse-resource-link", &["prompt.resource-link"], 1);
}

#[test]
fn an_allowed_tool_without_in_progress_fails_a_should_only() {
    breaks_exactly("no-in-progress", "permission.tool-in-progress", 0);
}

/// session/close of a session whose turn runs must end it as session/cancel
/// would; the fixture that only answers the close fails, v1 and v2.
#[test]
fn close_that_keeps_the_turn_running_fails_close_cancels() {
    breaks_exactly("close-keeps-turn", "session.close-cancels", 1);
    let _ = breaks_exactly_at(2, "close-keeps-turn", &["session.close-cancels"], 1);
}

#[test]
fn a_chunk_after_the_cancelled_idle_fails_updates_before_idle() {
    let run = breaks_exactly_at(2, "update-after-idle", &["v2.updates-before-idle"], 1);
    assert!(run.reason("v2.updates-before-idle").contains("after its idle state_update"), "{}", run.stdout);
}

#[test]
fn asking_while_running_fails_a_should_only() {
    let _ = breaks_exactly_at(2, "no-requires-action", &["v2.requires-action"], 0);
}

#[test]
fn output_while_still_requiring_action_fails_resume() {
    let _ = breaks_exactly_at(2, "no-running-after-action", &["v2.requires-action-resume"], 1);
}

#[test]
fn a_replay_without_the_user_message_fails_resume_replay() {
    let run = breaks_exactly_at(2, "replay-partial", &["session.resume-replay"], 1);
    assert!(run.reason("session.resume-replay").contains("user message"), "{}", run.stdout);
}

#[test]
fn a_list_that_ignores_its_cwd_filter_fails_list_empty() {
    breaks_exactly("list-ignores-cwd", "session.list-empty", 1);
    let _ = breaks_exactly_at(2, "list-ignores-cwd", &["session.list-empty"], 1);
}

/// Without replayFrom, session/resume replays nothing (`session.resume`).
#[test]
fn a_replay_without_replay_from_fails_resume() {
    let run = breaks_exactly_at(2, "replay-always", &["session.resume"], 1);
    assert!(run.reason("session.resume").contains("MUST NOT without replayFrom"), "{}", run.stdout);
}

/// An agent that wants a login: with `--auth-method` every scenario
/// authenticates first and all passes; without it, sessions are refused.
#[test]
fn auth_method_logs_in_before_sessions() {
    let path = fixture();
    let path = path.to_str().expect("utf-8 path");
    let agent = [path, "--auth", "fixture-login"];
    let run = conform(&["--protocol", "1", "--timeout", "5", "--auth-method", "fixture-login"], &agent);
    assert_eq!(run.statuses(), baseline(), "{}", run.stdout);
    assert_eq!(run.code, 0);
    let run = conform(&["--protocol", "1", "--timeout", "5"], &agent);
    assert_eq!(run.code, 1);
    let st = run.statuses();
    assert_eq!(st.get(&("session.new".to_string(), Some(1))).map(String::as_str), Some("FAIL"), "{}", run.stdout);
    assert!(run.stdout.contains("Authentication required"), "{}", run.stdout);
    // v2: the method listed, auth/login and auth/logout are served.
    let agent = [path, "--v2", "--auth", "fixture-login"];
    let run = conform(&["--protocol", "2", "--timeout", "5", "--auth-method", "fixture-login"], &agent);
    let mut expected = baseline_v2();
    expected.insert(("auth.login-logout".to_string(), Some(2)), "PASS".to_string());
    assert_eq!(run.statuses(), expected, "{}", run.stdout);
    assert!(run.reason("auth.login-logout").contains("auth/logout (params of the wrong type (an array)): a result"), "{}", run.stdout);
}

#[test]
fn asking_for_a_version_the_agent_lacks_fails() {
    let path = fixture();
    let run = conform(&["--protocol", "2", "--timeout", "5"], &[path.to_str().expect("utf-8 path")]);
    assert_eq!(run.code, 1);
    let st = run.statuses();
    assert_eq!(st.get(&("init.version".to_string(), Some(2))).map(String::as_str), Some("FAIL"), "{}", run.stdout);
    assert_eq!(run.report["versions"]["2"], "not offered: asked for 2, the agent answered protocolVersion 1");
}

#[test]
fn an_agent_that_cannot_start_is_a_usage_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_acp-wire"))
        .args(["conform", "--", "/nonexistent/acp-wire-conform-agent"])
        .output()
        .expect("run acp-wire conform");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot start /nonexistent/acp-wire-conform-agent"), "{err}");
}

#[test]
fn a_timeout_that_is_not_positive_is_a_usage_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_acp-wire"))
        .args(["conform", "--timeout", "0", "--", "/nonexistent/acp-wire-conform-agent"])
        .output()
        .expect("run acp-wire conform");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim_end(), "acp-wire conform: --timeout must be a positive number of seconds, not 0", "{err}");
}

#[test]
fn bundled_echo_agent_passes_everything_v1_and_v2() {
    let run = conform(&["--timeout", "10"], &[]);
    let not_passed: Vec<_> = run.statuses().into_iter().filter(|(_, s)| s != "PASS").collect();
    assert!(not_passed.is_empty(), "not PASS: {not_passed:?}\n{}", run.stdout);
    assert_eq!(run.code, 0);
    let st = run.statuses();
    for v in [1, 2] {
        for id in ["init.version", "schema.messages", "cancel.session", "permission.request", "session.list", "session.resume"] {
            assert!(st.contains_key(&(id.to_string(), Some(v))), "{id} v{v} not graded\n{}", run.stdout);
        }
    }
    for id in ["fs.read", "fs.write", "terminal.use", "session.load", "prompt.updates-before-response"] {
        assert!(st.contains_key(&(id.to_string(), Some(1))), "{id} v1 not graded");
    }
    for id in ["v2.prompt-accepted", "v2.user-message", "v2.running", "session.resume-state"] {
        assert!(st.contains_key(&(id.to_string(), Some(2))), "{id} v2 not graded");
    }
    // The rows of issue 13's coverage pass, not skip.
    for (id, vs) in [
        ("init.agent-info", &[1][..]),
        ("prompt.resource-link", &[1, 2]),
        ("permission.tool-in-progress", &[1, 2]),
        ("session.close-cancels", &[1, 2]),
        ("v2.updates-before-idle", &[2]),
        ("v2.requires-action", &[2]),
        ("v2.requires-action-resume", &[2]),
        ("session.resume-replay", &[2]),
        ("session.list-empty", &[1, 2]),
        ("auth.terminal-unasked", &[1, 2]),
        ("commands.names", &[2]),
        ("config.values", &[2]),
        ("permission.option-ids", &[2]),
        ("session.mcp-unknown", &[2]),
        ("session.close-prompt", &[2]),
        ("session.close-unknown", &[2]),
        ("session.list-cursor", &[1, 2]),
        ("session.delete-again", &[1, 2]),
        ("cancel.stop-waiting", &[2]),
        ("cancel.cancel-requests", &[2]),
        ("cancel.late-answer", &[2]),
        ("v2.background", &[2]),
        ("v2.diff-patch", &[2]),
        ("auth.terminal-env", &[2]),
        ("content.icons", &[2]),
        ("v2.cancel-advertised", &[2]),
        ("permission.cancelled", &[2]),
        ("permission.unknown-option", &[2]),
        ("permission.unknown-outcome", &[2]),
        ("auth.login-logout", &[2]),
        ("session.mcp-stdio", &[1]),
        ("session.mcp-connect", &[1, 2]),
        ("session.mcp-resume", &[2]),
        ("session.mcp-http", &[1, 2]),
        ("elicitation.decline", &[1, 2]),
        ("elicitation.cancel", &[1, 2]),
        ("elicitation.unknown-action", &[1, 2]),
        ("elicitation.error", &[1, 2]),
        ("elicitation.revalidate", &[1, 2]),
        ("elicitation.fallback", &[1, 2]),
        ("elicitation.url-complete", &[1, 2]),
        ("elicitation.cancel-pending", &[2]),
    ] {
        for v in vs {
            assert_eq!(st.get(&(id.to_string(), Some(*v))).map(String::as_str), Some("PASS"), "{id} v{v}\n{}", run.stdout);
        }
    }
}

/// `examples/minimal_agent.rs` (the README's "Write an agent"): conformant
/// in both versions, and as short as the README says.
#[test]
fn the_minimal_agent_example_is_conformant_v1_and_v2_in_40_code_lines() {
    let exe = std::env::current_exe().expect("test executable path");
    let dir = exe.parent().and_then(|deps| deps.parent()).expect("target/<profile> directory");
    let agent = dir.join("examples").join(format!("minimal_agent{}", std::env::consts::EXE_SUFFIX));
    assert!(agent.exists(), "{} is missing: `cargo test` builds it", agent.display());
    let run = conform(&["--timeout", "10"], &[agent.to_str().expect("utf-8 path")]);
    assert_eq!(run.failing(), Vec::<String>::new(), "{}", run.stdout);
    assert_eq!(run.code, 0, "{}", run.stdout);
    let st = run.statuses();
    for v in [1, 2] {
        for id in ["init.version", "schema.messages", "session.list", "session.resume", "session.close"] {
            assert_eq!(st.get(&(id.to_string(), Some(v))).map(String::as_str), Some("PASS"), "{id} v{v}\n{}", run.stdout);
        }
    }
    // SessionAgent starts the stdio MCP servers a session lists, and
    // connects to the HTTP ones (feature `mcp-http`, in `cli`).
    for (id, v) in [("session.mcp-stdio", 1), ("session.mcp-connect", 1), ("session.mcp-connect", 2), ("session.mcp-resume", 2), ("session.mcp-http", 1), ("session.mcp-http", 2)] {
        assert_eq!(st.get(&(id.to_string(), Some(v))).map(String::as_str), Some("PASS"), "{id} v{v}\n{}", run.stdout);
    }
    for id in ["v2.prompt-accepted", "v2.user-message", "v2.running", "session.resume-state", "prompt.unknown-block"] {
        assert_eq!(st.get(&(id.to_string(), Some(2))).map(String::as_str), Some("PASS"), "{id} v2\n{}", run.stdout);
    }
    let source = std::fs::read_to_string(concat!(concat!(env!("CARGO_MANIFEST_DIR"), "/.."), "/examples/minimal_agent.rs")).unwrap();
    let code = source.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with("//")).count();
    assert!(code <= 40, "examples/minimal_agent.rs has {code} code lines (the README promises at most 40)");
}

/// `--baseline FILE`: the failures it lists with a reason do not fail the
/// run; a listed row that passes does (stale entry), and so does a failure
/// it does not list; `--skip` takes a row out of the verdict; every report
/// names the pinned schema (issue 26).
#[test]
fn a_baseline_accepts_known_failures_and_refuses_stale_entries() {
    let path = fixture();
    let agent = [path.to_str().unwrap(), "--break", "list-missing"];
    let dir = std::env::temp_dir().join(format!("acp-wire-conform-baseline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p.to_str().unwrap().to_string()
    };
    // Without a baseline the capability failures fail the run.
    let plain = conform(&["--protocol", "1", "--timeout", "5"], &agent);
    assert_eq!(plain.code, 1, "{}", plain.stdout);
    assert!(plain.stdout.contains("schema: npm @agentclientprotocol/sdk "), "{}", plain.stdout);
    let failing = plain.failing();
    assert!(!failing.is_empty());
    // Every failure listed: exit 0, each named as expected.
    let all: String = failing.iter().map(|r| format!("{r}@v1 the fixture does not serve session/list\n")).collect();
    let ok = conform(&["--protocol", "1", "--timeout", "5", "--baseline", &file("all.txt", &all)], &agent);
    assert_eq!(ok.code, 0, "{}", ok.stdout);
    assert!(ok.stdout.contains("expected failure (baseline): "), "{}", ok.stdout);
    // A stale entry (a row that passes) fails the run and says so.
    let stale = format!("{all}rpc.unknown-method@v1 was broken once\n");
    let run = conform(&["--protocol", "1", "--timeout", "5", "--baseline", &file("stale.txt", &stale)], &agent);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(run.stdout.contains("stale baseline entry: rpc.unknown-method@v1"), "{}", run.stdout);
    // A failure the baseline does not list fails the run.
    let partial: String = format!("{}@v1 known\n", failing[0]);
    if failing.len() > 1 {
        let run = conform(&["--protocol", "1", "--timeout", "5", "--baseline", &file("partial.txt", &partial)], &agent);
        assert_eq!(run.code, 1, "{}", run.stdout);
        assert!(run.stdout.contains("new failure (not in the baseline): "), "{}", run.stdout);
    }
    // --skip takes the failing rows out of the verdict.
    let skip = failing.join(",");
    let run = conform(&["--protocol", "1", "--timeout", "5", "--skip", &skip], &agent);
    assert_eq!(run.code, 0, "{}", run.stdout);
    // A baseline line without a reason is a usage error.
    let out = Command::new(env!("CARGO_BIN_EXE_acp-wire"))
        .args(["conform", "--protocol", "1", "--baseline", &file("bad.txt", "rpc.unknown-method\n"), "--"])
        .args(agent)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no reason"), "{}", String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The rows that need the agent to act are NOT TESTED, naming the prompt,
/// when their prompt provokes nothing (issue 26, item 3): the echo agent
/// only echoes a prompt that is not one of its commands. The flags win over
/// `--prompts FILE`; NOT TESTED does not decide the exit status.
#[test]
fn a_prompt_that_provokes_nothing_is_not_tested() {
    let file = std::env::temp_dir().join(format!("acp-wire-conform-prompts-{}.json", std::process::id()));
    std::fs::write(&file, r#"{"tools": "ignored: the flag wins", "permission": "may I read {path}?"}"#).unwrap();
    let run = conform(
        &["--protocol", "1", "--timeout", "5", "--tools-prompt", "please read {path}", "--prompts", file.to_str().unwrap()],
        &[],
    );
    let _ = std::fs::remove_file(&file);
    let statuses = run.statuses();
    let status = |id: &str| statuses.get(&(id.to_string(), Some(1))).cloned().unwrap_or_default();
    for id in ["fs.read", "permission.request", "cancel.permission", "fs.write", "terminal.use"] {
        assert_eq!(status(id), "NOT TESTED", "{id}: {}", run.stdout);
    }
    // Rows that need nothing provoked are graded as ever.
    assert_eq!(status("fs.absent"), "PASS", "{}", run.stdout);
    assert_eq!(status("cancel.session"), "PASS", "{}", run.stdout);
    let read = run.reason("fs.read");
    assert!(read.contains("`please read /") && read.contains("(--tools-prompt)"), "{read}");
    // `{path}` is filled in the permission prompt too (fast-agent asks only to read).
    let asked = run.reason("permission.request");
    assert!(asked.contains("`may I read /") && asked.contains("conform-read.txt?` (--permission-prompt)"), "{asked}");
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert!(run.report["summary"]["notTested"].as_u64().is_some_and(|n| n >= 5), "{}", run.report["summary"]);
    assert!(run.stdout.contains("NOT TESTED") && run.stdout.contains(" not tested, "), "{}", run.stdout);
}

/// A `--prompts` file with a key conform does not know is a usage error.
#[test]
fn an_unknown_prompt_key_is_a_usage_error() {
    let file = std::env::temp_dir().join(format!("acp-wire-conform-prompts-bad-{}.json", std::process::id()));
    std::fs::write(&file, r#"{"tool": "a typo"}"#).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_acp-wire")).args(["conform", "--prompts", file.to_str().unwrap()]).output().unwrap();
    let _ = std::fs::remove_file(&file);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("`tool` is not one of"), "{}", String::from_utf8_lossy(&out.stderr));
}
