//! v1 turn cancellation: `session/cancel` resolves the running prompt with
//! `stopReason: cancelled` (not an error), and the cancelling client
//! answers its own pending `session/request_permission` with `cancelled`;
//! a request its server cancels on its own is answered -32800.


use crate::sides_support;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire::error::ResponseError;
use acp_wire::rpc::Config;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext};
use acp_wire::Negotiated;
use acp_wire::transport::Transport;
use acp_wire::v1;
use serde_json::json;
use sides_support::{from, json, Frames};

#[derive(Clone, Default)]
struct Outcome(Arc<Mutex<Option<serde_json::Value>>>);

struct Slow(Outcome);
impl v1::Agent for Slow {
    async fn initialize(&self, _: v1::InitializeRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
        Ok(v1::InitializeResponse::new(1))
    }
    async fn new_session(&self, _: v1::NewSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::NewSessionResponse, ResponseError> {
        Ok(from(json!({"sessionId": "s1"})))
    }
    async fn prompt(&self, p: v1::PromptRequest, cx: RequestContext<v1::ClientHandle>) -> Result<v1::PromptResponse, ResponseError> {
        let ask: v1::RequestPermissionRequest = from(json!({
            "sessionId": p.session_id, "toolCall": {"toolCallId": "t1"},
            "options": [{"optionId": "ok", "name": "Allow", "kind": "allow_once"}]
        }));
        let answer = cx.peer().request_permission(ask).await?;
        *self.0 .0.lock().unwrap() = Some(json(&answer.outcome));
        // The easy path: work until the session is cancelled.
        let work = async {
            tokio::time::sleep(Duration::from_secs(30)).await;
            v1::StopReason::EndTurn
        };
        let stop = cx.until_session_cancelled(work).await.unwrap_or(v1::StopReason::Cancelled);
        Ok(v1::PromptResponse::new(stop))
    }
}

#[derive(Clone, Default)]
struct Asked(Arc<tokio::sync::Notify>);

/// Never decides on its own: only a cancel ends the permission request.
struct Undecided(Asked);
impl v1::Client for Undecided {
    async fn request_permission(&self, _: v1::RequestPermissionRequest, _: RequestContext<v1::AgentHandle>) -> Result<v1::RequestPermissionResponse, ResponseError> {
        self.0 .0.notify_one();
        std::future::pending().await
    }
}

#[tokio::test]
async fn cancel_resolves_with_cancelled() {
    let outcome = Outcome::default();
    let asked = Asked::default();
    let agent_frames = Frames::agent();
    let (ta, tc) = Transport::duplex(1 << 16);
    let task = AgentBuilder::new().v1(Slow(outcome.clone())).config(Config::default().observer(agent_frames.observer())).spawn(ta);
    let connected = ClientBuilder::new().v1(Undecided(asked.clone()), v1::ClientCapabilities::new()).connect(tc, Info::new("c", "1")).await.unwrap();
    let Negotiated::V1 { agent: h, .. } = &connected.negotiated else { panic!() };
    let sid = h.new_session(from(json!({"cwd": "/work", "mcpServers": []}))).await.unwrap().session_id;

    let turn = {
        let h = h.clone();
        let p = v1::PromptRequest::new(sid.clone(), vec![from::<v1::ContentBlock>(json!({"type": "text", "text": "go"}))]);
        tokio::spawn(async move { h.prompt_turn(p).await })
    };
    asked.0.notified().await;
    h.session_cancel(v1::CancelNotification::new(sid)).await.unwrap();

    let turn = tokio::time::timeout(Duration::from_secs(5), turn).await.expect("turn ended").unwrap().unwrap();
    assert_eq!(*turn.stop_reason(), v1::StopReason::Cancelled);
    assert_eq!(outcome.0.lock().unwrap().clone(), Some(json!({"outcome": "cancelled"})));
    // The prompt was answered with a result, never an error.
    assert!(agent_frames.all().iter().any(|f| f["result"]["stopReason"] == "cancelled"));
    assert!(!agent_frames.all().iter().any(|f| f.get("error").is_some()));

    // A later turn is not affected by the earlier cancel.
    let h2 = h.clone();
    let p = v1::PromptRequest::new(from::<v1::SessionId>(json!("s1")), vec![from::<v1::ContentBlock>(json!({"type": "text", "text": "again"}))]);
    let second = tokio::spawn(async move { h2.prompt_turn(p).await });
    asked.0.notified().await;
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert!(!second.is_finished(), "an old cancel must not end a new turn");
    second.abort();
    agent_frames.assert_valid();
    h.core().close();
    let _ = task.await;
}

/// Internal cancellation (cancellation.mdx): a request the serving side
/// cancels on its own (`RequestContext::cancel`) is answered -32800, as if
/// `$/cancel_request` had come; the connection goes on serving.
#[tokio::test]
async fn a_request_cancelled_by_its_server_is_answered_request_cancelled() {
    struct GivesUp;
    impl v1::Agent for GivesUp {
        async fn initialize(&self, _: v1::InitializeRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
            Ok(v1::InitializeResponse::new(1))
        }
        async fn new_session(&self, _: v1::NewSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::NewSessionResponse, ResponseError> {
            Ok(from(json!({"sessionId": "s1"})))
        }
        async fn prompt(&self, p: v1::PromptRequest, cx: RequestContext<v1::ClientHandle>) -> Result<v1::PromptResponse, ResponseError> {
            if p.prompt.len() > 1 {
                // Moot: gives up on its own, and never answers itself.
                cx.cancel();
                std::future::pending::<()>().await;
            }
            Ok(v1::PromptResponse::new(v1::StopReason::EndTurn))
        }
    }
    let agent_frames = Frames::agent();
    let (ta, tc) = Transport::duplex(1 << 16);
    let task = AgentBuilder::new().v1(GivesUp).config(Config::default().observer(agent_frames.observer())).spawn(ta);
    struct Quiet;
    impl v1::Client for Quiet {}
    let connected = ClientBuilder::new().v1(Quiet, v1::ClientCapabilities::new()).connect(tc, Info::new("c", "1")).await.unwrap();
    let Negotiated::V1 { agent: h, .. } = &connected.negotiated else { panic!() };
    let sid = h.new_session(from(json!({"cwd": "/work", "mcpServers": []}))).await.unwrap().session_id;
    let text = || from::<v1::ContentBlock>(json!({"type": "text", "text": "go"}));
    let e = tokio::time::timeout(Duration::from_secs(5), h.prompt(v1::PromptRequest::new(sid.clone(), vec![text(), text()])))
        .await
        .expect("answered")
        .unwrap_err();
    assert_eq!(e.code(), Some(ResponseError::REQUEST_CANCELLED), "{e}");
    // Still serving.
    h.prompt(v1::PromptRequest::new(sid, vec![text()])).await.unwrap();
    agent_frames.assert_valid();
    h.core().close();
    let _ = task.await;
}
