//! `/elicit [url]` (v1 and v2): asks for a greeting through
//! `elicitation/create` where the client advertised the mode, and goes on
//! without it when the answer is not an accepted one; `url`: URL mode, and
//! `elicitation/complete` with the same id after an accept. The breaks
//! (`cli/tests/cli/conform_elicit.rs` proves each fails its row): taking a
//! decline, a cancel or an unknown action for an accept (it says the
//! content it should have ignored), failing the turn on an error answer,
//! completing another id, (v2) not cancelling the elicitation of a
//! cancelled turn with `$/cancel_request`, failing the turn where the
//! client has no elicitation.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use serde_json::{json, Value};

use super::{Agent, State};

/// Reads the client's elicitation modes from its capabilities
/// (`initialize`'s `clientCapabilities` in v1, `capabilities` in v2).
pub(super) fn read_caps(st: &mut State, caps: Option<&Value>) {
    let mode = |m: &str| caps.and_then(|c| c.pointer(&format!("/elicitation/{m}"))).is_some_and(Value::is_object);
    st.elicit_form = mode("form");
    st.elicit_url = mode("url");
}

/// What the turn does; the stop reason, or `None`: fail the turn
/// (`elicit-error-fails`: v1 answers the prompt with an error, v2 never
/// reports the turn's end).
pub(super) fn elicit(agent: &Arc<Agent>, session: &str, url: bool, cancel: &AtomicBool) -> Option<&'static str> {
    let (offered, n) = {
        let mut st = agent.state();
        st.elicitations += 1;
        (if url { st.elicit_url } else { st.elicit_form }, st.elicitations)
    };
    if !offered {
        // `elicit-unavailable-fails`: no fallback, the turn fails (v1 an
        // error answer, v2 stop reason error).
        if agent.broken("elicit-unavailable-fails") {
            return agent.v2().then_some("error");
        }
        agent.chunk(session, "elicitation is not available: going on without an answer");
        return Some("end_turn");
    }
    let id = format!("faulty-elicit-{n}");
    let params = if url {
        json!({"sessionId": session, "mode": "url", "message": "Open this page", "elicitationId": id,
            "url": format!("https://faulty-agent.invalid/elicit/{id}")})
    } else {
        json!({"sessionId": session, "mode": "form", "message": "Which greeting?",
            "requestedSchema": {"type": "object", "properties": {"greeting": {"type": "string"}}, "required": ["greeting"]}})
    };
    // v2: a session/cancel while the user is asked ends the wait, and the
    // request is cancelled with $/cancel_request (`no-elicit-cancel-request`: not).
    let answer = if agent.v2() {
        super::edges::ask_until_cancelled(agent, session, "elicitation/create", params, cancel)
    } else {
        agent.ask("elicitation/create", params)
    };
    if cancel.load(Ordering::SeqCst) {
        return Some("cancelled");
    }
    let result = answer.as_ref().and_then(|a| a.get("result"));
    let action = result.and_then(|r| r.get("action")).and_then(Value::as_str).unwrap_or("");
    // Validated again, as the elicitation page has agents do: a greeting
    // that is not a string is no greeting (`elicit-misfit-trusted`: used as
    // sent).
    let sent = result.and_then(|r| r.pointer("/content/greeting"));
    let greeting = match sent {
        Some(Value::String(s)) => s.clone(),
        Some(other) if agent.broken("elicit-misfit-trusted") => other.to_string(),
        _ => String::new(),
    };
    let taken = match action {
        "accept" => true,
        "decline" => agent.broken("elicit-decline-accepted"),
        "cancel" => agent.broken("elicit-cancel-accepted"),
        "" => {
            if agent.broken("elicit-error-fails") {
                return None;
            }
            false
        }
        _ => agent.broken("elicit-unknown-accepted"),
    };
    if !taken {
        agent.chunk(session, &format!("elicitation answered {action:?}: going on without an answer"));
    } else if url {
        let completed = if agent.broken("elicit-complete-other") { format!("{id}-other") } else { id };
        agent.write(&json!({"jsonrpc": "2.0", "method": "elicitation/complete", "params": {"elicitationId": completed}}));
        agent.chunk(session, "the user agreed to open the page");
    } else if greeting.is_empty() {
        agent.chunk(session, "the answer has no greeting: going on without one");
    } else {
        agent.chunk(session, &format!("greeting: {greeting}"));
    }
    Some("end_turn")
}
