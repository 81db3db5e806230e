//! Smoke: a v1 agent and client over an in-memory duplex.

use std::sync::{Arc, Mutex};

use acp_wire::error::ResponseError;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, NotificationContext, RequestContext};
use acp_wire::Negotiated;
use acp_wire::transport::Transport;
use acp_wire::v1;

struct Agent;
impl v1::Agent for Agent {
    async fn initialize(&self, _: v1::InitializeRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
        Ok(v1::InitializeResponse::new(1))
    }
    async fn new_session(&self, _: v1::NewSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::NewSessionResponse, ResponseError> {
        Ok(v1::NewSessionResponse::new(v1::SessionId("s1".into())))
    }
    async fn prompt(&self, p: v1::PromptRequest, cx: RequestContext<v1::ClientHandle>) -> Result<v1::PromptResponse, ResponseError> {
        for block in p.prompt {
            let n = v1::SessionNotification::new(p.session_id.clone(), v1::SessionUpdate::AgentMessageChunk(v1::ContentChunk::new(block)));
            cx.peer().session_update(n).await?;
        }
        Ok(v1::PromptResponse::new(v1::StopReason::EndTurn))
    }
}

#[derive(Default)]
struct Client(Arc<Mutex<usize>>);
impl v1::Client for Client {
    async fn session_update(&self, _: v1::SessionNotification, _: NotificationContext<v1::AgentHandle>) {
        *self.0.lock().unwrap() += 1;
    }
}

#[tokio::test]
async fn v1_slice() {
    let (a, c) = Transport::duplex(1 << 16);
    let agent = AgentBuilder::new().v1(Agent).spawn(a);
    let seen = Arc::new(Mutex::new(0));
    let connected = ClientBuilder::new().v1(Client(seen.clone()), v1::ClientCapabilities::new()).connect(c, Info::new("t", "1")).await.unwrap();
    let Negotiated::V1 { agent: h, response } = &connected.negotiated else { panic!() };
    assert_eq!(*response.protocol_version, 1);
    let s = h.new_session(v1::NewSessionRequest::new("/tmp", Vec::<v1::McpServer>::new())).await.unwrap();
    let blocks = vec![v1::ContentBlock::Text(v1::TextContent::new("a")), v1::ContentBlock::Text(v1::TextContent::new("b"))];
    let turn = h.prompt_turn(v1::PromptRequest::new(s.session_id, blocks)).await.unwrap();
    assert_eq!(turn.updates.len(), 2);
    assert_eq!(*turn.stop_reason(), v1::StopReason::EndTurn);
    assert_eq!(*seen.lock().unwrap(), 2);
    h.core().close();
    let _ = agent.await;
}
