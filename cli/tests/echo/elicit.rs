//! The echo agent's `/elicit [url]` (v1 and v2) through `HostClient`: each
//! answer (an accepted form checked against the requested schema, decline,
//! cancel, an action it does not know, an error) and no capability lead to
//! an answer or a fallback, and the turn ends `end_turn`; `/elicit url`
//! completes the URL elicitation with its own id after the accept; v2: a
//! `session/cancel` while the elicitation is pending cancels it with
//! `$/cancel_request` (the client's handler is dropped).

use crate::support_temp;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use acp_wire_cli::echo::{EchoAgent, Options};
use acp_wire::error::ResponseError;
use acp_wire::host::HostClient;
use acp_wire::side::{ClientBuilder, Info};
use acp_wire::transport::Transport;
use acp_wire::v1;
use acp_wire::Negotiated;
use serde_json::{json, Value};
use support_temp::Scratch;

async fn bounded<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(20), f).await.expect("did not finish within 20 s")
}

fn from<T: serde::de::DeserializeOwned>(v: Value) -> T {
    serde_json::from_value(v).unwrap()
}

fn text_of(updates: &[Value]) -> String {
    updates
        .iter()
        .filter(|u| u["sessionUpdate"] == "agent_message_chunk")
        .filter_map(|u| u["content"]["text"].as_str())
        .collect()
}

/// What the client answers next: a result, or `None` for an error.
type Answer = Arc<Mutex<Option<Value>>>;
type Seen = Arc<Mutex<Vec<Value>>>;

/// The answers of the v1 cases and what the turn then says.
fn cases() -> Vec<(Option<Value>, &'static str)> {
    vec![
        (Some(json!({"action": "accept", "content": {"name": "Ada"}})), "elicitation accepted: hello, Ada!"),
        (Some(json!({"action": "accept", "content": {"name": 5}})), "does not fit the requested schema (\"name\" must be a string, got a number); going on without an answer"),
        (Some(json!({"action": "accept"})), "does not fit the requested schema (no content, and \"name\" is required)"),
        (Some(json!({"action": "decline", "content": {"name": "unused"}})), "elicitation declined; going on without an answer"),
        (Some(json!({"action": "cancel"})), "elicitation cancelled; going on without an answer"),
        (Some(json!({"action": "_later", "content": {"name": "unused"}})), "an action this agent does not know (\"_later\"), handled as cancel; going on without an answer"),
        (None, "elicitation/create failed: "),
    ]
}

#[tokio::test]
async fn v1_elicit_answers_fallbacks_and_url_completion() {
    let dir = Scratch::new();
    let (answer, seen, completed): (Answer, Seen, Arc<Mutex<Vec<String>>>) = Default::default();
    let host = {
        let (answer, seen, completed) = (Arc::clone(&answer), Arc::clone(&seen), Arc::clone(&completed));
        HostClient::builder()
            .elicitation_v1(move |req| {
                seen.lock().unwrap().push(serde_json::to_value(&req).unwrap());
                let a = answer.lock().unwrap().clone();
                async move { a.map(from).ok_or_else(|| ResponseError::internal_error("no UI")) }
            })
            .elicitation_url(move |id| completed.lock().unwrap().push(id))
            .build()
    };
    let (ta, tc) = Transport::duplex(1 << 16);
    let _agent = EchoAgent::new(Options::new()).builder().spawn(ta);
    let c = bounded(ClientBuilder::new().v1(host.clone(), host.capabilities()).connect(tc, Info::new("t", "1"))).await.unwrap();
    let Negotiated::V1 { agent, .. } = c.negotiated else { panic!("v1 expected") };
    let cwd = dir.0.to_string_lossy().into_owned();
    let sid = host.new_session(&agent, v1::NewSessionRequest::new(cwd.as_str(), vec![])).await.unwrap().session_id;
    let turn = |text: &str| agent.prompt_turn(v1::PromptRequest::new(sid.clone(), vec![v1::ContentBlock::Text(v1::TextContent::new(text))]));
    for (a, says) in cases() {
        *answer.lock().unwrap() = a.clone();
        let t = bounded(turn("/elicit")).await.unwrap();
        let ups: Vec<Value> = t.updates.iter().map(|u| serde_json::to_value(u).unwrap()).collect();
        assert_eq!(t.stop_reason(), &v1::StopReason::EndTurn, "{a:?}");
        assert!(text_of(&ups).contains(says), "{a:?}: {}", text_of(&ups));
    }
    let asked = seen.lock().unwrap().clone();
    assert_eq!(asked[0]["mode"], "form");
    assert_eq!(asked[0]["requestedSchema"]["required"], json!(["name"]));
    assert_eq!(asked[0]["sessionId"], json!(sid.0));
    // URL mode: a fresh id each time, completed after the accept.
    *answer.lock().unwrap() = Some(json!({"action": "accept"}));
    for _ in 0..2 {
        let t = bounded(turn("/elicit url")).await.unwrap();
        let ups: Vec<Value> = t.updates.iter().map(|u| serde_json::to_value(u).unwrap()).collect();
        assert!(text_of(&ups).contains("sent elicitation/complete for echo-elicit-"), "{}", text_of(&ups));
    }
    let urls: Vec<String> = seen.lock().unwrap().iter().filter(|r| r["mode"] == "url").map(|r| r["elicitationId"].as_str().unwrap().to_owned()).collect();
    assert_eq!(urls.len(), 2);
    assert_ne!(urls[0], urls[1], "a fresh elicitationId per request");
    for _ in 0..200 {
        if completed.lock().unwrap().len() == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(completed.lock().unwrap().clone(), urls);
    agent.core().close();
}

#[tokio::test]
async fn v1_elicit_without_the_capability_falls_back_without_asking() {
    let dir = Scratch::new();
    let host = HostClient::default();
    let (ta, tc) = Transport::duplex(1 << 16);
    let _agent = EchoAgent::new(Options::new()).builder().spawn(ta);
    let c = bounded(ClientBuilder::new().v1(host.clone(), host.capabilities()).connect(tc, Info::new("t", "1"))).await.unwrap();
    let Negotiated::V1 { agent, .. } = c.negotiated else { panic!("v1 expected") };
    let cwd = dir.0.to_string_lossy().into_owned();
    let sid = host.new_session(&agent, v1::NewSessionRequest::new(cwd.as_str(), vec![])).await.unwrap().session_id;
    for (prompt, mode) in [("/elicit", "form"), ("/elicit url", "url")] {
        let t = bounded(agent.prompt_turn(v1::PromptRequest::new(sid.clone(), vec![v1::ContentBlock::Text(v1::TextContent::new(prompt))]))).await.unwrap();
        let ups: Vec<Value> = t.updates.iter().map(|u| serde_json::to_value(u).unwrap()).collect();
        assert_eq!(t.stop_reason(), &v1::StopReason::EndTurn);
        let want = format!("the client did not advertise elicitation.{mode}; going on without an answer");
        assert!(text_of(&ups).contains(&want), "{}", text_of(&ups));
    }
    agent.core().close();
}

#[cfg(acp_wire = "v2")]
mod v2_side {
    use super::*;
    use acp_wire::v2;

    struct Dropped(Arc<AtomicBool>);
    impl Drop for Dropped {
        fn drop(&mut self) {
            self.0.store(true, Ordering::SeqCst);
        }
    }

    async fn connect(host: &HostClient) -> v2::AgentHandle {
        let (ta, tc) = Transport::duplex(1 << 16);
        let _agent = EchoAgent::new(Options::new()).builder().spawn(ta);
        let c = bounded(ClientBuilder::new().v2(host.clone(), host.capabilities_v2()).connect(tc, Info::new("t", "1"))).await.unwrap();
        let Negotiated::V2 { agent, .. } = c.negotiated else { panic!("v2 expected") };
        agent
    }

    async fn session(agent: &v2::AgentHandle) -> v2::SessionId {
        let dir = std::env::temp_dir().to_string_lossy().into_owned();
        bounded(agent.new_session(from(json!({"cwd": dir, "mcpServers": []})))).await.unwrap().session_id
    }

    fn prompt(sid: &v2::SessionId, text: &str) -> v2::PromptRequest {
        from(json!({"sessionId": sid.0, "prompt": [{"type": "text", "text": text}]}))
    }

    fn stop(t: &v2::PromptTurn) -> String {
        let idle = serde_json::to_value(t.updates.last().expect("the idle update")).unwrap();
        idle["stopReason"].as_str().unwrap_or("-").to_owned()
    }

    #[tokio::test]
    async fn v2_elicit_answers_fallbacks_and_url_completion() {
        let (answer, completed): (Answer, Arc<Mutex<Vec<String>>>) = Default::default();
        let host = {
            let (answer, completed) = (Arc::clone(&answer), Arc::clone(&completed));
            HostClient::builder()
                .elicitation_v2(move |_| {
                    let a = answer.lock().unwrap().clone();
                    async move { a.map(from).ok_or_else(|| ResponseError::internal_error("no UI")) }
                })
                .elicitation_url(move |id| completed.lock().unwrap().push(id))
                .build()
        };
        let agent = connect(&host).await;
        let sid = session(&agent).await;
        for (a, says) in cases() {
            *answer.lock().unwrap() = a.clone();
            let t = bounded(agent.prompt_turn(prompt(&sid, "/elicit"))).await.unwrap();
            let ups: Vec<Value> = t.updates.iter().map(|u| serde_json::to_value(u).unwrap()).collect();
            assert_eq!(stop(&t), "end_turn", "{a:?}");
            assert!(text_of(&ups).contains(says), "{a:?}: {}", text_of(&ups));
            // Blocked on the user, then running again before it goes on.
            let states: Vec<&str> = ups.iter().filter(|u| u["sessionUpdate"] == "state_update").filter_map(|u| u["state"].as_str()).collect();
            assert_eq!(states, ["running", "requires_action", "running", "idle"], "{a:?}");
        }
        *answer.lock().unwrap() = Some(json!({"action": "accept"}));
        let t = bounded(agent.prompt_turn(prompt(&sid, "/elicit url"))).await.unwrap();
        let ups: Vec<Value> = t.updates.iter().map(|u| serde_json::to_value(u).unwrap()).collect();
        assert!(text_of(&ups).contains("sent elicitation/complete for echo-elicit-"), "{}", text_of(&ups));
        for _ in 0..200 {
            if !completed.lock().unwrap().is_empty() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let done = completed.lock().unwrap().clone();
        assert!(done.len() == 1 && text_of(&ups).contains(&done[0]), "{done:?}");
        agent.core().close();
    }

    /// The schema's CreateElicitationRequest (v2-ac39d7d6): a pending
    /// elicitation of a cancelled turn is cancelled with $/cancel_request,
    /// which `HostClient` answers by dropping its handler.
    #[tokio::test]
    async fn v2_session_cancel_cancels_the_pending_elicitation() {
        let (asked, dropped) = (Arc::new(tokio::sync::Notify::new()), Arc::new(AtomicBool::new(false)));
        let host = {
            let (asked, dropped) = (Arc::clone(&asked), Arc::clone(&dropped));
            HostClient::builder()
                .elicitation_v2(move |_| {
                    let guard = Dropped(Arc::clone(&dropped));
                    asked.notify_one();
                    async move {
                        let _guard = guard;
                        std::future::pending::<Result<v2::CreateElicitationResponse, ResponseError>>().await
                    }
                })
                .build()
        };
        let agent = connect(&host).await;
        let sid = session(&agent).await;
        let turn = tokio::spawn({
            let agent = agent.clone();
            let p = prompt(&sid, "/elicit");
            async move { agent.prompt_turn(p).await }
        });
        bounded(asked.notified()).await;
        agent.session_cancel(from(json!({"sessionId": sid.0}))).await.unwrap();
        let t = bounded(turn).await.unwrap().unwrap();
        assert_eq!(stop(&t), "cancelled");
        for _ in 0..200 {
            if dropped.load(Ordering::SeqCst) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        assert!(dropped.load(Ordering::SeqCst), "the client's elicitation was not cancelled");
        agent.core().close();
    }
}
