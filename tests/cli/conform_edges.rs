//! `acp-wire conform` against `examples/faulty_agent`, continued: the rows
//! of issue 13's coverage work beyond the first (what conform checks on
//! every message the agent sends, the `surfaces` and `cancel-pending`
//! scenarios), each broken by one fixture that fails exactly its row.
#![cfg(feature = "cli")]

use super::conform::{baseline_v2, breaks_exactly, breaks_exactly_at, faulty_at};

/// The rules of the schema's descriptions that conform checks on every
/// message (driver/content.rs), each broken by one fixture.
#[test]
fn a_terminal_auth_method_nobody_enabled_fails_terminal_unasked_v1_and_v2() {
    breaks_exactly("terminal-auth", "auth.terminal-unasked", 1);
    let _ = breaks_exactly_at(2, "terminal-auth", &["auth.terminal-unasked"], 1);
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
    let run = breaks_exactly_at(2, "background-unannounced", &["v2.background"], 1);
    assert!(run.reason("v2.background").contains("listed before it was announced"), "{}", run.stdout);
}

#[test]
fn cancel_advertised_at_a_final_status_fails_a_should_only() {
    let _ = breaks_exactly_at(2, "cancel-after-end", &["v2.cancel-advertised"], 0);
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
