//! v2 agent ↔ client in-process: every method of both sides through the
//! typed handles and traits, every emitted frame validated against the v2
//! schema; a prompt turn that ends with an idle `state_update`.
#![cfg(feature = "v2")]


use crate::{common, sides_support};

use std::collections::BTreeSet;
use std::sync::Arc;

use acp_wire::error::ResponseError;
use acp_wire::method::Request;
use acp_wire::rpc::Config;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext};
use acp_wire::Negotiated;
use acp_wire::transport::Transport;
use acp_wire::v2::{self, notification as n, request as r};
use serde_json::json;
use sides_support::{assert_every_method, from, json, Frames, Log, Samples, Wired};

fn samples() -> Arc<Samples> {
    Arc::new(Samples::new("v2", v2::UNSTABLE, v2::METHODS))
}

pub fn everything_client() -> v2::ClientCapabilities {
    from(json!({"elicitation": {"form": {}, "url": {}}}))
}

struct Agent {
    log: Log,
    samples: Arc<Samples>,
    slot: Arc<std::sync::Mutex<Option<v2::ClientHandle>>>,
}

impl v2::Agent for Agent {
    async fn initialize(&self, p: v2::InitializeRequest, cx: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
        self.log.record(<r::Initialize as Request>::METHOD, &p);
        *self.slot.lock().unwrap() = Some(cx.peer().clone());
        // The corpus sample advertises every capability and auth method kind.
        Ok(self.samples.result::<r::Initialize>())
    }
    answer! { v2::ClientHandle;
        login_auth: r::AuthLogin;
        logout_auth: r::AuthLogout;
        new_session: r::SessionNew;
        list_sessions: r::SessionList;
        delete_session: r::SessionDelete;
        resume_session: r::SessionResume;
        close_session: r::SessionClose;
        #[cfg(acp_v2 = "tool_call/cancel")]
        cancel_tool_call: r::ToolCallCancel;
        #[cfg(acp_v2 = "terminal/cancel")]
        cancel_terminal: r::TerminalCancel;
        set_session_config_option: r::SessionSetConfigOption;
        prompt: r::SessionPrompt;
    }
    record! { v2::ClientHandle; session_cancel: n::SessionCancel; }
}

struct Client {
    log: Log,
    samples: Arc<Samples>,
}

impl v2::Client for Client {
    answer! { v2::AgentHandle;
        request_permission: r::SessionRequestPermission;
        create_elicitation: r::ElicitationCreate;
    }
    record! { v2::AgentHandle; session_update: n::SessionUpdate; elicitation_complete: n::ElicitationComplete; }
}

#[tokio::test]
async fn every_method_both_ways() {
    let s = samples();
    let (agent_log, client_log) = (Log::default(), Log::default());
    let slot = Arc::default();
    let wired = Wired::new(
        AgentBuilder::new().v2(Agent { log: agent_log.clone(), samples: s.clone(), slot: Arc::clone(&slot) }),
        ClientBuilder::new().v2(Client { log: client_log.clone(), samples: s.clone() }, everything_client()),
        Info::new("test-client", "1.0").title("Test"),
    )
    .await;
    let Negotiated::V2 { agent: h, response } = &wired.connected.negotiated else { panic!("not v2") };
    assert_eq!(*response.protocol_version, 2);
    let init = agent_log.last("initialize").await;
    assert_eq!(init["capabilities"], json(&everything_client()));
    assert_eq!(init["info"], json!({"name": "test-client", "version": "1.0", "title": "Test"}));
    assert!(init.get("clientCapabilities").is_none(), "a v2-only client sends no v1 members");
    let ch = slot.lock().unwrap().clone().expect("captured at initialize");

    let mut agent_seen = BTreeSet::from(["initialize"]);
    call!(s, agent_log, agent_seen, h.login_auth, r::AuthLogin);
    call!(s, agent_log, agent_seen, h.logout_auth, r::AuthLogout);
    call!(s, agent_log, agent_seen, h.new_session, r::SessionNew);
    // The sample session (just created) reports a tool call and a terminal
    // that advertise cancel, before the client cancels them (the gate needs
    // it). Schemas without cancel controls (npm 2.2.0) drop this part.
    #[cfg(all(acp_v2 = "tool_call/cancel", acp_v2 = "terminal/cancel"))]
    {
        let cancel_ids = (s.params::<r::ToolCallCancel>(), s.params::<r::TerminalCancel>());
        for (sid, u) in [
            (&cancel_ids.0.session_id, json!({"sessionUpdate": "tool_call_update", "toolCallId": cancel_ids.0.tool_call_id, "status": "in_progress", "capabilities": {"cancel": {}}})),
            (&cancel_ids.1.session_id, json!({"sessionUpdate": "terminal_update", "terminalId": cancel_ids.1.terminal_id, "capabilities": {"cancel": {}}})),
        ] {
            ch.session_update(v2::UpdateSessionNotification::new(sid.clone(), from::<v2::SessionUpdate>(u))).await.unwrap();
        }
        client_log.wait_count("session/update", 2).await;
    }
    call!(s, agent_log, agent_seen, h.set_session_config_option, r::SessionSetConfigOption);
    #[cfg(acp_v2 = "tool_call/cancel")]
    call!(s, agent_log, agent_seen, h.cancel_tool_call, r::ToolCallCancel);
    #[cfg(acp_v2 = "terminal/cancel")]
    call!(s, agent_log, agent_seen, h.cancel_terminal, r::TerminalCancel);
    call!(s, agent_log, agent_seen, h.list_sessions, r::SessionList);
    call!(s, agent_log, agent_seen, h.delete_session, r::SessionDelete);
    call!(s, agent_log, agent_seen, h.resume_session, r::SessionResume);
    // Prompted while set up: after the resume, before the close.
    call!(s, agent_log, agent_seen, h.prompt, r::SessionPrompt);
    send!(s, agent_log, agent_seen, h.session_cancel, n::SessionCancel);
    call!(s, agent_log, agent_seen, h.close_session, r::SessionClose);

    let mut client_seen = BTreeSet::new();
    call!(s, client_log, client_seen, ch.request_permission, r::SessionRequestPermission);
    call!(s, client_log, client_seen, ch.create_elicitation, r::ElicitationCreate);
    send!(s, client_log, client_seen, ch.session_update, n::SessionUpdate);
    // The completion names a URL elicitation asked on this connection
    // (and accepted: the client answers the sample `accept`), or the
    // validator's elicitation-id rule flags it.
    let completed = json(&s.note::<n::ElicitationComplete>())["elicitationId"].clone();
    let url = json!({"sessionId": "sess_42", "mode": "url", "message": "Open it", "elicitationId": completed, "url": "https://example.com/x"});
    ch.create_elicitation(from(url)).await.unwrap();
    send!(s, client_log, client_seen, ch.elicitation_complete, n::ElicitationComplete);

    if !v2::UNSTABLE {
        assert_every_method(v2::METHODS, &agent_seen, &client_seen);
    }
    let checked = wired.finish(common::schema::SchemaFile::get("v2", v2::UNSTABLE), v2::METHODS).await;
    assert!(checked >= 2 * (agent_seen.len() + client_seen.len()) - 4, "checked {checked}");
}

/// Accepts a prompt with `{messageId}`, then reports the turn through
/// updates ending with an idle `state_update`.
struct TurnAgent;

impl v2::Agent for TurnAgent {
    async fn initialize(&self, _: v2::InitializeRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
        Ok(from(json!({"protocolVersion": 2, "info": {"name": "turn", "version": "1"}, "capabilities": {"session": {}}})))
    }
    async fn new_session(&self, _: v2::NewSessionRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::NewSessionResponse, ResponseError> {
        Ok(from(json!({"sessionId": "s"})))
    }
    async fn prompt(&self, p: v2::PromptRequest, cx: RequestContext<v2::ClientHandle>) -> Result<v2::PromptResponse, ResponseError> {
        let peer = cx.peer().clone();
        let sid = p.session_id.clone();
        tokio::spawn(async move {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            for u in [
                json!({"sessionUpdate": "state_update", "state": "running"}),
                json!({"sessionUpdate": "agent_message_chunk", "messageId": "m2", "content": {"type": "text", "text": "hi"}}),
                json!({"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"}),
            ] {
                peer.session_update(v2::UpdateSessionNotification::new(sid.clone(), from::<v2::SessionUpdate>(u))).await.unwrap();
            }
        });
        Ok(v2::PromptResponse::new(from::<v2::MessageId>(json!("m1"))))
    }
}

#[derive(Default)]
struct Quiet;
impl v2::Client for Quiet {}

#[tokio::test]
async fn prompt_until_idle() {
    let (a, c) = Transport::duplex(1 << 16);
    let agent_frames = Frames::agent();
    let agent = tokio::spawn(AgentBuilder::new().v2(TurnAgent).config(Config::default().observer(agent_frames.observer())).serve(a));
    let connected = ClientBuilder::new().v2(Quiet, v2::ClientCapabilities::new()).connect(c, Info::new("c", "1")).await.unwrap();
    let Negotiated::V2 { agent: h, .. } = &connected.negotiated else { panic!() };
    let text = from::<v2::ContentBlock>(json!({"type": "text", "text": "go"}));
    h.new_session(from(json!({"cwd": "/work"}))).await.unwrap();
    let turn = tokio::time::timeout(std::time::Duration::from_secs(5), h.prompt_turn(v2::PromptRequest::new(from::<v2::SessionId>(json!("s")), vec![text])))
        .await
        .expect("turn ended")
        .unwrap();
    assert_eq!(json(&turn.accepted), json!({"messageId": "m1"}));
    assert!(matches!(turn.stop_reason, v2::IdleStateUpdateStopReason::EndTurn), "{:?}", turn.stop_reason);
    assert_eq!(turn.updates.len(), 3);
    // A second turn on the same session works (the first one's sink is gone).
    let text = from::<v2::ContentBlock>(json!({"type": "text", "text": "again"}));
    let again = h.prompt_turn(v2::PromptRequest::new(from::<v2::SessionId>(json!("s")), vec![text])).await.unwrap();
    assert_eq!(again.updates.len(), 3);
    // The batches switch is on for v2.
    agent_frames.assert_valid();
    h.core().close();
    let _ = agent.await;
}
