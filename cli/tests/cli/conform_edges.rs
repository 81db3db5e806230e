//! `acp-wire conform` against `cli/examples/faulty_agent`, continued: the rows
//! of issue 13's coverage work beyond the first (what conform checks on
//! every message the agent sends, the `surfaces` and `cancel-pending`
//! scenarios), each broken by one fixture that fails exactly its row.

use super::conform::{baseline_v2, breaks_exactly, breaks_exactly_at, faulty_at};

/// The rules of the schema's descriptions that conform checks on every
/// message (driver/content.rs), each broken by one fixture.
#[test]
fn a_terminal_auth_method_nobody_enabled_fails_terminal_unasked_v1_and_v2() {
    breaks_exactly("terminal-auth", "auth.terminal-unasked", 1);
    // v2: the method it lists also commits it to auth/login and auth/logout,
    // which it serves (`auth.login-logout` PASS instead of SKIP).
    let run = faulty_at(2, Some("terminal-auth"), "5");
    let mut expected = baseline_v2();
    expected.insert(("auth.terminal-unasked".to_string(), Some(2)), "FAIL".to_string());
    expected.insert(("auth.login-logout".to_string(), Some(2)), "PASS".to_string());
    assert_eq!(run.statuses(), expected, "{}", run.stdout);
    assert_eq!(run.code, 1, "{}", run.stdout);
}

/// v2's surfaces scenario enables terminal authentication: the fixture
/// then lists a terminal method, whose env names a variable twice.
#[test]
fn an_env_name_given_twice_fails_terminal_env() {
    let run = breaks_exactly_at(2, "env-twice", &["auth.terminal-env"], 1);
    assert!(run.reason("auth.terminal-env").contains("\"FAULTY_LOGIN\" twice"), "{}", run.stdout);
}

#[test]
fn an_http_icon_fails_content_icons() {
    let _ = breaks_exactly_at(2, "http-icon", &["content.icons"], 1);
}

#[test]
fn a_command_name_with_whitespace_fails_command_names() {
    let run = breaks_exactly_at(2, "command-space", &["commands.names"], 1);
    assert!(run.reason("commands.names").contains("\"read file\""), "{}", run.stdout);
}

#[test]
fn a_current_value_outside_the_options_fails_config_values() {
    let run = breaks_exactly_at(2, "stray-config-value", &["config.values"], 1);
    assert!(run.reason("config.values").contains("currentValue \"none\""), "{}", run.stdout);
}

#[test]
fn an_option_id_offered_twice_fails_option_ids() {
    let _ = breaks_exactly_at(2, "same-option-ids", &["permission.option-ids"], 1);
}

/// v2 background work: listed before any update announced it (and then
/// left off the idle state_update).
#[test]
fn an_unannounced_background_terminal_fails_background() {
    // The break lists `background`, which a schema without it (npm 2.2.0)
    // does not declare: that is a finding of its own there.
    let mut rows = vec!["v2.background"];
    if !cfg!(acp_v2 = "RunningStateUpdate.background") {
        rows.push("extensibility.no-root-fields");
    }
    let run = breaks_exactly_at(2, "background-unannounced", &rows, 1);
    assert!(run.reason("v2.background").contains("listed before it was announced"), "{}", run.stdout);
}

#[test]
fn cancel_advertised_at_a_final_status_fails_a_should_only() {
    // A schema without ToolCallUpdate.capabilities (npm 2.2.0) does not
    // declare the member the break sends: a MUST finding of its own there.
    if cfg!(acp_v2 = "ToolCallUpdate.capabilities") {
        let _ = breaks_exactly_at(2, "cancel-after-end", &["v2.cancel-advertised"], 0);
    } else {
        let _ = breaks_exactly_at(2, "cancel-after-end", &["extensibility.no-root-fields", "v2.cancel-advertised"], 1);
    }
}

#[test]
fn accepting_an_mcp_transport_it_does_not_support_fails_mcp_unknown() {
    let _ = breaks_exactly_at(2, "mcp-unknown-ok", &["session.mcp-unknown"], 1);
}

/// v2: a diff without patch text fails a SHOULD only.
#[test]
fn a_diff_without_patch_text_fails_diff_patch() {
    let run = breaks_exactly_at(2, "diff-no-patch", &["v2.diff-patch"], 0);
    assert!(run.reason("v2.diff-patch").contains("/tmp/faulty-touched"), "{}", run.stdout);
}

/// A rule of the spec the schema cannot express, checked by the validator
/// on every message (here: a tool call location that is not absolute),
/// fails schema.messages.
#[test]
fn a_relative_tool_call_location_fails_schema_messages() {
    let run = breaks_exactly_at(1, "relative-location", &["schema.messages"], 1);
    assert!(run.reason("schema.messages").contains("\"src/main.rs\" is not an absolute path"), "{}", run.stdout);
}

/// A subagent announced after a message naming it (the validator's
/// subagent-announced rule, which reads the JSON whatever the schema: the
/// stable schema refuses the two update kinds as well) fails
/// schema.messages.
#[test]
fn a_subagent_announced_after_a_message_to_it_fails_schema_messages() {
    let run = breaks_exactly_at(1, "subagent-late", &["schema.messages"], 1);
    assert!(run.reason("schema.messages").contains("came first"), "{}", run.stdout);
}

/// session/close of a session never created answers a result or -32002;
/// the fixture that answers -32603 fails (a SHOULD: exit status 0).
#[test]
fn closing_an_unknown_session_with_another_error_fails_close_unknown() {
    let run = breaks_exactly_at(2, "close-unknown-refused", &["session.close-unknown"], 0);
    assert!(run.reason("session.close-unknown").contains("-32603"), "{}", run.stdout);
}

/// A prompt raced by session/close is inserted (a result) or kept out
/// (-32800); the fixture that answers -32002 fails.
#[test]
fn a_prompt_raced_by_close_answered_not_found_fails_close_prompt() {
    let run = breaks_exactly_at(2, "close-race-refused", &["session.close-prompt"], 1);
    assert!(run.reason("session.close-prompt").contains("-32002"), "{}", run.stdout);
}

#[test]
fn a_page_for_a_cursor_never_given_fails_a_should_only() {
    breaks_exactly("cursor-ignored", "session.list-cursor", 0);
    let _ = breaks_exactly_at(2, "cursor-ignored", &["session.list-cursor"], 0);
}

#[test]
fn deleting_a_deleted_session_answered_not_found_fails_a_should_only() {
    breaks_exactly("delete-not-found", "session.delete-again", 0);
    let _ = breaks_exactly_at(2, "delete-not-found", &["session.delete-again"], 0);
}

/// v2: cancelled while a permission request is pending and never
/// answered. An agent that waits for the answer fails the MUST, and never
/// cancels the request either; an answer never comes late then (SKIP).
#[test]
fn waiting_for_a_permission_answer_after_cancel_fails_stop_waiting() {
    let run = faulty_at(2, Some("wait-for-answer"), "5");
    let mut expected = baseline_v2();
    for id in ["cancel.stop-waiting", "cancel.cancel-requests"] {
        expected.insert((id.to_string(), Some(2)), "FAIL".to_string());
    }
    expected.insert(("cancel.late-answer".to_string(), Some(2)), "SKIP".to_string());
    assert_eq!(run.statuses(), expected, "{}", run.stdout);
    assert_eq!(run.code, 1, "{}", run.stdout);
}

#[test]
fn no_cancel_request_for_the_abandoned_permission_fails_a_should_only() {
    let _ = breaks_exactly_at(2, "no-cancel-request", &["cancel.cancel-requests"], 0);
}

#[test]
fn a_late_answer_that_resumes_the_work_fails_a_should_only() {
    let run = breaks_exactly_at(2, "late-answer-resumes", &["cancel.late-answer"], 0);
    assert!(run.reason("cancel.late-answer").contains("the work went on"), "{}", run.stdout);
}

/// v2 permission answers that approve nothing: `cancelled` without
/// session/cancel, an optionId that was not offered, an outcome kind the
/// agent cannot know. A fixture that runs the tool call after one of them
/// fails exactly that answer's row.
#[test]
fn going_ahead_after_an_answer_that_approves_nothing_fails_its_row() {
    for (rule, row) in [
        ("proceed-on-cancelled", "permission.cancelled"),
        ("proceed-on-unknown-option", "permission.unknown-option"),
        ("proceed-on-unknown-outcome", "permission.unknown-outcome"),
    ] {
        let run = breaks_exactly_at(2, rule, &[row], 1);
        let reason = run.reason(row);
        assert!(reason.contains("went ahead") && reason.contains("\"faulty-tool\" reported completed"), "--break {rule}: {reason}\n{}", run.stdout);
    }
}

/// v2: an agent listing authMethods serves auth/login and auth/logout; the
/// fixture that lists one and answers both -32601 fails (the one that
/// serves them: `auth_method_logs_in_before_sessions`).
#[test]
fn listing_an_auth_method_without_login_and_logout_fails_login_logout() {
    let run = breaks_exactly_at(2, "auth-missing", &["auth.login-logout"], 1);
    let reason = run.reason("auth.login-logout");
    assert!(reason.contains("auth/login") && reason.contains("auth/logout") && reason.contains("-32601"), "{reason}\n{}", run.stdout);
}

/// Stdio MCP servers (`acp-wire mcp-stub`): refused fails v1's MUST (and
/// the SHOULD to connect); none started (accepted, then nothing within 5 s)
/// fails only the SHOULD to connect to every one and leaves the MUST NOT
/// TESTED — an agent may connect when a tool needs the server
/// (claude-agent-acp, gemini-cli in an untrusted folder), and "MUST support
/// stdio" says nothing of when; only the first started fails the SHOULD
/// alone (v1 and v2); v2's resume that starts the servers of session/new
/// again fails `session.mcp-resume`.
#[test]
fn stdio_mcp_servers_not_started_or_restored_fail_their_rows() {
    let run = faulty_at(1, Some("mcp-ignored"), "5");
    assert_eq!(run.failing(), ["session.mcp-connect"], "{}", run.stdout);
    assert_eq!(run.statuses()[&("session.mcp-stdio".to_string(), Some(1))], "NOT TESTED", "{}", run.stdout);
    assert!(run.reason("session.mcp-stdio").contains("may connect later"), "{}", run.stdout);
    assert_eq!(run.code, 0, "a SHOULD only: {}", run.stdout);
    for (version, rule, rows, exit) in [
        (1, "mcp-stdio-refused", &["session.mcp-stdio", "session.mcp-connect"][..], 1),
        (1, "mcp-first-only", &["session.mcp-connect"][..], 0),
        (2, "mcp-first-only", &["session.mcp-connect"][..], 0),
        (2, "mcp-restore", &["session.mcp-resume"][..], 0),
    ] {
        let run = breaks_exactly_at(version, rule, rows, exit);
        for row in rows {
            let reason = run.reason(row);
            let names = if rule == "mcp-stdio-refused" { "stdio MCP servers answered" } else { "conform-mcp-" };
            assert!(reason.contains(names), "--break {rule} v{version} {row}: {reason}");
        }
    }
}

/// HTTP MCP servers (conform's stub on 127.0.0.1): the fixture advertises
/// them (v1 `mcpCapabilities.http`, v2 `session.mcp.http`) and, broken,
/// never connects: `session.mcp-http` fails alone, v1 and v2, and as a
/// SHOULD leaves the run conformant (exit 0).
#[test]
fn advertised_http_mcp_servers_never_connected_fail_mcp_http() {
    for version in [1, 2] {
        let run = breaks_exactly_at(version, "mcp-http-ignored", &["session.mcp-http"], 0);
        let reason = run.reason("session.mcp-http");
        assert!(reason.contains("did not POST MCP initialize to conform-mcp-http (http://127.0.0.1:"), "v{version}: {reason}");
    }
}
