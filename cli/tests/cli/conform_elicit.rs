//! `acp-wire conform`'s `elicitation` scenario against
//! `cli/examples/faulty_agent`: each elicitation row broken by one fixture
//! (v1 and v2). An agent that never elicits for `/elicit` gets SKIP (the
//! minimal agent of cli/tests/cli/conform.rs).

use super::conform::breaks_exactly_at;

/// Taking a decline, a cancel or an unknown action for an accept (the
/// fixture then says the content it had to ignore) fails that answer's
/// row; so does failing the turn when the answer is an error.
#[test]
fn taking_an_elicitation_for_granted_fails_its_row_v1_and_v2() {
    for version in [1, 2] {
        for (rule, row) in [
            ("elicit-decline-accepted", "elicitation.decline"),
            ("elicit-cancel-accepted", "elicitation.cancel"),
            ("elicit-unknown-accepted", "elicitation.unknown-action"),
        ] {
            let run = breaks_exactly_at(version, rule, &[row], 1);
            let reason = run.reason(row);
            assert!(reason.contains("used the answer") && reason.contains("acp-wire-conform-not-accepted"), "v{version} --break {rule}: {reason}\n{}", run.stdout);
        }
        let run = breaks_exactly_at(version, "elicit-error-fails", &["elicitation.error"], 1);
        let reason = run.reason("elicitation.error");
        assert!(reason.contains("did not end normally"), "v{version}: {reason}\n{}", run.stdout);
    }
}

/// An `elicitation/complete` for another id than the accepted URL
/// elicitation's fails the row, and the validator's rule (an id no URL
/// elicitation/create asked) fails `schema.messages` with it.
#[test]
fn completing_another_elicitation_id_fails_url_complete_v1_and_v2() {
    for version in [1, 2] {
        let run = breaks_exactly_at(version, "elicit-complete-other", &["elicitation.url-complete", "schema.messages"], 1);
        let reason = run.reason("elicitation.url-complete");
        assert!(reason.contains("faulty-elicit-") && reason.contains("-other"), "v{version}: {reason}\n{}", run.stdout);
        let schema = run.reason("schema.messages");
        assert!(schema.contains("which no URL elicitation/create of this connection asked"), "v{version}: {schema}\n{}", run.stdout);
    }
}

/// v2: stopping to wait for an elicitation after session/cancel without
/// cancelling it with $/cancel_request fails the SHOULD alone (exit 0).
#[test]
fn no_cancel_request_for_the_abandoned_elicitation_fails_a_should_only() {
    let run = breaks_exactly_at(2, "no-elicit-cancel-request", &["elicitation.cancel-pending"], 0);
    let reason = run.reason("elicitation.cancel-pending");
    assert!(reason.contains("no $/cancel_request for the pending elicitation"), "{reason}\n{}", run.stdout);
}

/// elicitation.mdx, checking support: without the client's elicitation
/// capability the agent falls back (a SHOULD: the run still exits 0).
#[test]
fn failing_the_turn_without_elicitation_fails_fallback_v1_and_v2() {
    for version in [1, 2] {
        let run = breaks_exactly_at(version, "elicit-unavailable-fails", &["elicitation.fallback"], 0);
        assert!(run.reason("elicitation.fallback").contains("/elicit"), "{}", run.stdout);
    }
}

/// elicitation.mdx, form mode: the agent validates submitted values again
/// (a SHOULD: the run still exits 0).
#[test]
fn using_content_that_does_not_fit_fails_revalidate_v1_and_v2() {
    for version in [1, 2] {
        let run = breaks_exactly_at(version, "elicit-misfit-trusted", &["elicitation.revalidate"], 0);
        assert!(run.reason("elicitation.revalidate").contains("acp-wire-conform-not-accepted"), "{}", run.stdout);
    }
}
