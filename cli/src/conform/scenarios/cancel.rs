//! Cancellation: a slow prompt turn cancelled with `session/cancel`
//! (stopReason `cancelled`), with `$/cancel_request` (v1; optional, so it
//! falls back to `session/cancel`), and a stale `$/cancel_request` that
//! must get no answer.

use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;

use super::super::driver::{brief, error_code, is_response, is_state, is_update_of, update_kind, Conn, Gone};
use super::super::reqs::Results;
use super::Cfg;

/// A turn that ends with another stop reason this soon after the cancel
/// was sent may have ended before the cancel arrived.
const RACE: Duration = Duration::from_millis(250);

/// Sends the slow prompt and waits for its first content update. `Err`
/// with a SKIP reason when the turn ended first.
pub(super) async fn start_slow(conn: &mut Conn, version: u16, session: &str, slow: &str) -> Result<Result<(Value, usize), String>, String> {
    let mark = conn.mark();
    let id = conn.prompt(session, slow).await?;
    let deadline = Instant::now() + conn.timeout.min(Duration::from_secs(3));
    let sid = session.to_string();
    let pid = id.clone();
    let first = conn
        .wait_for(mark, deadline, |m| {
            let content = is_update_of(m, &sid)
                && matches!(update_kind(m), "agent_message_chunk" | "agent_thought_chunk" | "tool_call" | "plan");
            let over = if version >= 2 { is_state(m, &sid, "idle") } else { is_response(m) && m.get("id") == Some(&pid) };
            content || over
        })
        .await;
    let ended = conn.seen[mark..].iter().any(|m| {
        if version >= 2 {
            is_state(m, session, "idle")
        } else {
            is_response(m) && m.get("id") == Some(&id)
        }
    });
    if ended {
        return Ok(Err(format!("the turn of `{slow}` ended before it could be cancelled (a prompt that keeps this agent busy: --slow-prompt)")));
    }
    if let Err(Gone::Eof) = first {
        return Err("the agent exited during the turn".into());
    }
    Ok(Ok((id, mark)))
}

/// How one cancelled slow turn ended, for `cancel.session`.
enum Cancelled {
    /// Graded: PASS (`Ok`) or FAIL (`Err`), with the reason.
    Graded(Result<String, String>),
    /// Ended with another stop reason (a FAIL, unless it happens only once).
    Other(String),
    /// Ended with another stop reason within [`RACE`] of the cancel, or
    /// ended before it could be cancelled: proves nothing either way.
    Close(String),
}

/// Attempts at `cancel.session`: a turn that ends with another stop reason
/// is tried once more on a new session, so that one turn finishing just
/// as the cancel went out neither passes nor fails the row (a verdict
/// that flips with 200 ms is no verdict: issue 26, item 3).
const ATTEMPTS: usize = 2;

pub(super) async fn cancel(conn: &mut Conn, version: u16, cfg: &Cfg, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    conn.setup(version, false).await?;
    let mut last = None;
    for attempt in 1..=ATTEMPTS {
        let session = conn.new_session().await?;
        let (outcome, mark) = cancel_once(conn, version, cfg, &session).await?;
        let retry = match &outcome {
            Cancelled::Graded(_) => false,
            Cancelled::Other(_) | Cancelled::Close(_) => attempt < ATTEMPTS,
        };
        if !retry {
            if version >= 2 && matches!(outcome, Cancelled::Graded(_) | Cancelled::Other(_)) {
                if let Some(mark) = mark {
                    updates_before_idle(conn, &session, mark, r).await;
                }
            }
            last = Some((outcome, attempt));
            break;
        }
        conn.cancelling.remove(&session);
    }
    let Some((outcome, attempt)) = last else { return Ok(()) };
    let tries = if attempt > 1 { format!(" (attempt {attempt} of {ATTEMPTS})") } else { String::new() };
    match outcome {
        Cancelled::Graded(Ok(why)) => r.pass("cancel.session", v, format!("{why}{tries}")),
        Cancelled::Graded(Err(why)) | Cancelled::Other(why) => r.fail("cancel.session", v, format!("{why}{tries}")),
        Cancelled::Close(why) => r.not_tested("cancel.session", v, format!("{why}{tries}")),
    }
    Ok(())
}

/// One slow turn of `session`, cancelled at its first output; where the
/// turn's messages start, when it was cancelled.
async fn cancel_once(conn: &mut Conn, version: u16, cfg: &Cfg, session: &str) -> Result<(Cancelled, Option<usize>), String> {
    let (id, mark) = match start_slow(conn, version, session, &cfg.slow_prompt).await? {
        Ok(x) => x,
        Err(why) => return Ok((Cancelled::Close(why), None)),
    };
    conn.cancelling.insert(session.to_string());
    conn.notify("session/cancel", json!({"sessionId": session})).await?;
    let sent = Instant::now();
    let turn = conn.turn_end(session, &id, mark).await;
    let stop = turn.stop_reason(version);
    if turn.response.as_ref().and_then(|x| x.get("error")).is_none()
        && turn.gone.is_none()
        && stop.is_some_and(|s| s != "cancelled")
        && sent.elapsed() < RACE
    {
        // The turn ended as the cancel went out: the agent may well have
        // finished before the cancel reached it, which is correct, so this
        // proves nothing either way. An agent that ignores cancellation
        // ends a slow turn much later than this and fails below.
        let why = format!(
            "the turn of `{}` ended {} ms after session/cancel was sent (stopReason {:?}): too close to tell (a prompt that keeps this agent busy: --slow-prompt)",
            cfg.slow_prompt,
            sent.elapsed().as_millis(),
            stop.unwrap_or_default()
        );
        return Ok((Cancelled::Close(why), Some(mark)));
    }
    let graded = if let Some(e) = turn.response.as_ref().and_then(|x| x.get("error")) {
        Err(format!("session/prompt answered an error instead of stopReason cancelled: {}", brief(e)))
    } else if let Some(g) = &turn.gone {
        Err(format!("after session/cancel: {g}"))
    } else {
        match turn.stop_reason(version) {
            Some("cancelled") => Ok("stopReason cancelled".to_string()),
            Some(other) => return Ok((Cancelled::Other(format!("stopReason {other:?}, not \"cancelled\"")), turn.end.is_some().then_some(mark))),
            None => Err("the turn ended without a stopReason".to_string()),
        }
    };
    Ok((Cancelled::Graded(graded), turn.end.is_some().then_some(mark)))
}

/// Content and tool call kinds: what a cancelled turn may still send, but
/// before its idle `state_update`.
fn is_turn_output(m: &Value, session: &str) -> bool {
    is_update_of(m, session)
        && matches!(update_kind(m), "agent_message_chunk" | "agent_thought_chunk" | "agent_message" | "tool_call" | "tool_call_update" | "plan")
}

/// v2 `v2.updates-before-idle`: nothing of the cancelled turn after the
/// idle `state_update` (a short wait catches stragglers).
async fn updates_before_idle(conn: &mut Conn, session: &str, mark: usize, r: &mut Results) {
    let v = Some(2);
    conn.drain(Duration::from_millis(250)).await;
    let Some(idle) = conn.seen[mark..].iter().position(|m| is_state(m, session, "idle")).map(|i| mark + i) else { return };
    let late: Vec<&str> = conn.seen[idle + 1..].iter().filter(|m| is_turn_output(m, session)).map(update_kind).collect();
    if late.is_empty() {
        r.pass("v2.updates-before-idle", v, "nothing of the cancelled turn after its idle state_update");
    } else {
        r.fail("v2.updates-before-idle", v, format!("{} update(s) of the cancelled turn after its idle state_update: {}", late.len(), late.join(", ")));
    }
}

pub(super) async fn cancel_request(conn: &mut Conn, version: u16, cfg: &Cfg, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    conn.setup(version, false).await?;
    let session = conn.new_session().await?;
    if version < 2 {
        match start_slow(conn, version, &session, &cfg.slow_prompt).await? {
            Err(skip) => r.not_tested("cancel.request", v, skip),
            Ok((id, _)) => {
                conn.notify("$/cancel_request", json!({"requestId": id})).await?;
                let deadline = Instant::now() + conn.timeout.min(Duration::from_secs(3));
                let resp = match conn.response_until(&id, deadline).await {
                    Ok(m) => Some((m, true)),
                    Err(Gone::Eof) => return Err("the agent exited after $/cancel_request".into()),
                    Err(Gone::Timeout) => {
                        // Support is optional: fall back to the turn's own cancel.
                        conn.cancelling.insert(session.clone());
                        conn.notify("session/cancel", json!({"sessionId": session})).await?;
                        conn.response(&id).await.ok().map(|m| (m, false))
                    }
                };
                match resp {
                    Some((m, direct)) => match (error_code(&m), m.get("result")) {
                        (Some(-32800), _) => r.pass("cancel.request", v, "the prompt was answered -32800"),
                        (Some(c), _) => r.fail("cancel.request", v, format!("the cancelled prompt was answered code {c}, not a result or -32800")),
                        (None, Some(res)) if direct => r.pass("cancel.request", v, format!("the prompt was answered with a result ({})", brief(res))),
                        (None, _) => r.pass("cancel.request", v, "$/cancel_request ignored (it is optional); the prompt was answered after session/cancel"),
                    },
                    None => r.fail("cancel.request", v, "the prompt was never answered after $/cancel_request and session/cancel"),
                }
            }
        }
    }
    // A cancel for a request already answered needs no answer and breaks
    // nothing. v1 says only that notifications expect no response: an
    // answer is an answered notification, `rpc.unknown-notification`'s
    // finding (codex-acp, chuk-acp), not a broken cancellation. v2's
    // schema binds the receiver to it ("Receivers MUST ignore this
    // notification for an unknown or already-answered request ID").
    let id = conn.request("_conform/unknown_method", json!({})).await?;
    conn.response(&id).await.map_err(|g| g.to_string())?;
    let stray_before = conn.obs.stray_responses.len();
    conn.notify("$/cancel_request", json!({"requestId": id})).await?;
    let next = conn.call("_conform/unknown_method", json!({})).await;
    let strays = conn.obs.stray_responses[stray_before..].join("; ");
    match next {
        Err(e) => r.fail("cancel.request", v, format!("after a stale $/cancel_request: {e}")),
        Ok(_) if strays.is_empty() => r.pass("cancel.request", v, "a $/cancel_request for an answered id got no response"),
        Ok(_) if version >= 2 => r.fail("cancel.request", v, format!("a $/cancel_request for an answered id was answered (v2: MUST ignore it): {strays}")),
        Ok(_) => {
            r.pass("cancel.request", v, format!("the connection kept serving after a stale $/cancel_request (its answer is graded on rpc.unknown-notification: {strays})"));
            r.fail("rpc.unknown-notification", v, format!("answered the notification $/cancel_request for an id already answered: {strays}"));
        }
    }
    Ok(())
}
