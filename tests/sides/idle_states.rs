//! v2 turn ends: `prompt_turn` ends at an idle `state_update` only after
//! the session reported work since the turn began. A repeated idle
//! snapshot (IdleStateUpdate: "MUST NOT be counted as new completions")
//! resolves nothing, and a state this schema does not know is not idle
//! (StateUpdate: "MUST NOT treat an unrecognized state as idle"): the turn
//! goes on until a real idle arrives.
#![cfg(feature = "v2")]

use crate::sides_support;

use acp_wire::error::ResponseError;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext};
use acp_wire::transport::Transport;
use acp_wire::{v2, Negotiated};
use serde_json::{json, Value};
use sides_support::from;

fn state(state: &str, stop: Option<&str>) -> Value {
    let mut u = json!({"sessionUpdate": "state_update", "state": state});
    if let Some(s) = stop {
        u["stopReason"] = json!(s);
    }
    u
}

fn chunk(text: &str) -> Value {
    json!({"sessionUpdate": "agent_message_chunk", "messageId": "m", "content": {"type": "text", "text": text}})
}

/// Sends each prompt's updates before accepting it: `unknown` reports a
/// state this schema does not know, a chunk, then idle; `stale` starts with
/// a repeated idle snapshot of the turn before (`cancelled`), then works
/// and ends with `max_tokens`; `again` ends idle twice.
struct States;
impl v2::Agent for States {
    async fn initialize(&self, _: v2::InitializeRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
        Ok(from(json!({"protocolVersion": 2, "info": {"name": "states", "version": "1"}, "capabilities": {"session": {}}})))
    }
    async fn new_session(&self, _: v2::NewSessionRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::NewSessionResponse, ResponseError> {
        Ok(from(json!({"sessionId": "s"})))
    }
    async fn prompt(&self, p: v2::PromptRequest, cx: RequestContext<v2::ClientHandle>) -> Result<v2::PromptResponse, ResponseError> {
        let text = match p.prompt.first() {
            Some(v2::ContentBlock::Text(t)) => t.text.clone(),
            _ => String::new(),
        };
        let updates = match text.as_str() {
            "unknown" => vec![state("_acme_paused", None), chunk("after the unknown state"), state("idle", Some("end_turn"))],
            "stale" => vec![state("idle", Some("cancelled")), state("running", None), chunk("work"), state("idle", Some("max_tokens"))],
            _ => vec![state("running", None), state("idle", Some("end_turn")), state("idle", Some("end_turn"))],
        };
        for u in updates {
            cx.peer().session_update(v2::UpdateSessionNotification::new(p.session_id.clone(), from::<v2::SessionUpdate>(u))).await?;
        }
        Ok(v2::PromptResponse::new(from::<v2::MessageId>(json!("m0"))))
    }
}

struct Quiet;
impl v2::Client for Quiet {}

fn prompt(text: &str) -> v2::PromptRequest {
    v2::PromptRequest::new(from::<v2::SessionId>(json!("s")), vec![from::<v2::ContentBlock>(json!({"type": "text", "text": text}))])
}

fn kinds(updates: &[v2::SessionUpdate]) -> Vec<String> {
    updates
        .iter()
        .map(|u| match u {
            v2::SessionUpdate::StateUpdate(s) => format!("state {}", s.tag()),
            other => other.tag().to_owned(),
        })
        .collect()
}

#[tokio::test]
async fn v2_repeated_idle_resolves_nothing_and_unknown_states_are_not_idle() {
    let (a, c) = Transport::duplex(1 << 16);
    let task = AgentBuilder::new().v2(States).spawn(a);
    let connected = ClientBuilder::new().v2(Quiet, v2::ClientCapabilities::new()).connect(c, Info::new("c", "1")).await.unwrap();
    let Negotiated::V2 { agent: h, .. } = &connected.negotiated else { panic!() };
    let bounded = |f| tokio::time::timeout(std::time::Duration::from_secs(5), f);
    h.new_session(from(json!({"cwd": "/work"}))).await.unwrap();

    // An unknown state is not idle: the turn goes on to the real idle.
    let turn = bounded(h.prompt_turn(prompt("unknown"))).await.expect("turn ended").unwrap();
    assert!(matches!(turn.stop_reason, v2::IdleStateUpdateStopReason::EndTurn), "{:?}", turn.stop_reason);
    assert_eq!(kinds(&turn.updates), ["state _acme_paused", "agent_message_chunk", "state idle"]);

    // A turn that ends idle twice: the repeat resolves nothing more …
    let turn = bounded(h.prompt_turn(prompt("again"))).await.expect("turn ended").unwrap();
    assert!(matches!(turn.stop_reason, v2::IdleStateUpdateStopReason::EndTurn), "{:?}", turn.stop_reason);
    // … and a stale idle snapshot at the start of the next turn is no
    // completion of it: the turn ends at its own idle (max_tokens).
    let turn = bounded(h.prompt_turn(prompt("stale"))).await.expect("turn ended").unwrap();
    assert!(matches!(turn.stop_reason, v2::IdleStateUpdateStopReason::MaxTokens), "not the stale idle: {:?}", turn.stop_reason);
    assert_eq!(kinds(&turn.updates), ["state idle", "state running", "agent_message_chunk", "state idle"]);
    h.core().close();
    let _ = task.await;
}
