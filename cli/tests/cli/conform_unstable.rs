//! `acp-wire conform` against `cli/examples/faulty_agent` on the unstable
//! schemas' agent surfaces (`--features unstable`: the rows are declared
//! only where the build's schema defines the method, and so is each test
//! here; the fixture serves the surfaces only there): each broken rule
//! fails exactly its row, v1 and v2.
#![cfg(acp_wire = "unstable")]

// Every test below drops out with a schema that lacks its surface.
#[allow(unused_imports)]
use super::conform::breaks_exactly_at;

/// The schema's AuthStatusRequest: never rejected with auth_required.
#[cfg(any(acp_v1 = "auth/status", acp_v2 = "auth/status"))]
#[test]
fn auth_status_rejected_with_auth_required_fails_auth_status() {
    for v in [1, 2] {
        let run = breaks_exactly_at(v, "auth-status-required", &["auth.status"], 1);
        assert!(run.reason("auth.status").contains("-32000"), "{}", run.stdout);
    }
}

/// The schema's SessionStatusRequest: no side effects.
#[cfg(any(acp_v1 = "session/status", acp_v2 = "session/status"))]
#[test]
fn a_session_status_that_closes_the_session_fails_session_status() {
    for v in [1, 2] {
        let run = breaks_exactly_at(v, "status-closes", &["session.status"], 1);
        assert!(run.reason("session.status").contains("not after it"), "{}", run.stdout);
    }
}

/// The schema's SessionArchiveFilter: an unsupported value is -32602,
/// not `exclude`.
#[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
#[test]
fn an_unknown_archive_filter_read_as_exclude_fails_archive_filter() {
    for v in [1, 2] {
        let run = breaks_exactly_at(v, "archive-filter-ignored", &["session.archive-filter"], 1);
        assert!(run.reason("session.archive-filter").contains("answered a list"), "{}", run.stdout);
    }
}

/// The schema's ArchiveSessionRequest: archiving an active session
/// cancels its work as session/close would.
#[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
#[test]
fn archiving_without_cancelling_the_turn_fails_archive_active() {
    for v in [1, 2] {
        let _ = breaks_exactly_at(v, "archive-keeps-turn", &["session.archive-active"], 1);
    }
}

/// The schema's SystemPrompt.content: text blocks are accepted.
#[cfg(any(acp_v1 = "SessionCapabilities.systemPrompt", acp_v2 = "SessionCapabilities.systemPrompt"))]
#[test]
fn refusing_a_text_system_prompt_fails_system_prompt() {
    for v in [1, 2] {
        let _ = breaks_exactly_at(v, "system-prompt-refused", &["session.system-prompt"], 1);
    }
}

/// The schema's SetSessionTitleRequest: after a successful set, the agent
/// does not replace the title with a generated one.
#[cfg(any(acp_v1 = "session/set_title", acp_v2 = "session/set_title"))]
#[test]
fn replacing_the_clients_title_fails_title_kept() {
    for v in [1, 2] {
        let run = breaks_exactly_at(v, "title-replaced", &["session.title-kept"], 0);
        let reason = run.reason("session.title-kept");
        assert!(reason.contains("session_info_update replaced") && reason.contains("session/list shows"), "{}", run.stdout);
    }
}
