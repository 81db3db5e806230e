//! Helpers of `client.rs` (its client, frame checks and setup).

use crate::sides_support;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use acp_wire::error::{Error, ResponseError};
use acp_wire::host::HostClient;
use acp_wire::rpc::Config;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext};
use acp_wire::Negotiated;
use acp_wire::transport::Transport;
use acp_wire::v1;
use serde_json::{json, Value};
use sides_support::{from, json, Frames};

/// Fails the test instead of hanging it.
pub(crate) async fn bounded<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(20), f).await.expect("did not finish within 20 s")
}

/// A fresh directory under the system temp dir, removed on drop.
pub(crate) struct Scratch(PathBuf);

impl Scratch {
    pub(crate) fn new(tag: &str) -> Scratch {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "acp-wire-host-client-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(std::fs::canonicalize(&dir).unwrap())
    }

    pub(crate) fn mkdir(&self, rel: &str) -> PathBuf {
        let p = self.0.join(rel);
        std::fs::create_dir_all(&p).unwrap();
        p
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub(crate) fn s(p: &Path) -> String {
    p.to_str().unwrap().to_owned()
}

// ------------------------------------------------------------ the agent

/// The agent's handle to the client, captured at `initialize`.
#[derive(Clone, Default)]
pub(crate) struct Slot(Arc<Mutex<Option<v1::ClientHandle>>>);

impl Slot {
    pub(crate) fn get(&self) -> v1::ClientHandle {
        self.0.lock().unwrap().clone().expect("initialized")
    }
}

/// A v1 agent: sessions `sess-N`; `session/close`, `session/load` and
/// `session/resume` supported; a prompt `read PATH` reads PATH through the
/// client and streams it back, `ask` asks permission and streams the
/// outcome, anything else is echoed.
pub(crate) struct TestAgent {
    pub(crate) slot: Slot,
    pub(crate) n: AtomicU32,
}

impl TestAgent {
    pub(crate) fn new(slot: Slot) -> Self {
        TestAgent { slot, n: AtomicU32::new(0) }
    }
}

pub(crate) fn text_of(blocks: &[v1::ContentBlock]) -> String {
    blocks.iter().filter_map(|b| json(b)["text"].as_str().map(str::to_owned)).collect()
}

impl v1::Agent for TestAgent {
    async fn initialize(&self, _: v1::InitializeRequest, cx: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
        *self.slot.0.lock().unwrap() = Some(cx.peer().clone());
        Ok(from(json!({
            "protocolVersion": 1,
            "agentCapabilities": {"loadSession": true, "sessionCapabilities": {"close": {}, "resume": {}}},
            "agentInfo": {"name": "host-client-test-agent", "version": "1"}
        })))
    }
    async fn new_session(&self, _: v1::NewSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::NewSessionResponse, ResponseError> {
        let n = self.n.fetch_add(1, Ordering::Relaxed) + 1;
        Ok(v1::NewSessionResponse::new(v1::SessionId(format!("sess-{n}"))))
    }
    async fn load_session(&self, p: v1::LoadSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::LoadSessionResponse, ResponseError> {
        if p.session_id.0 == "missing" {
            return Err(ResponseError::resource_not_found(Some("missing")));
        }
        Ok(v1::LoadSessionResponse::new())
    }
    async fn resume_session(&self, _: v1::ResumeSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::ResumeSessionResponse, ResponseError> {
        Ok(v1::ResumeSessionResponse::new())
    }
    async fn close_session(&self, _: v1::CloseSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::CloseSessionResponse, ResponseError> {
        Ok(v1::CloseSessionResponse::new())
    }
    async fn prompt(&self, p: v1::PromptRequest, cx: RequestContext<v1::ClientHandle>) -> Result<v1::PromptResponse, ResponseError> {
        let text = text_of(&p.prompt);
        let sid = p.session_id.clone();
        let say = |t: String| {
            let chunk = v1::ContentChunk::new(v1::ContentBlock::Text(v1::TextContent::new(t)));
            cx.peer().session_update(v1::SessionNotification::new(sid.clone(), v1::SessionUpdate::AgentMessageChunk(chunk)))
        };
        let work = async {
            if let Some(path) = text.strip_prefix("read ") {
                let r = cx.peer().read_text_file(v1::ReadTextFileRequest::new(sid.clone(), path)).await;
                match r {
                    Ok(r) => say(r.content).await?,
                    Err(e) => say(format!("read failed: {e}")).await?,
                }
            } else if text == "ask" {
                let r = cx.peer().request_permission(permission_request(&sid)).await?;
                say(format!("outcome: {}", json(&r.outcome))).await?;
            } else {
                say(text.clone()).await?;
            }
            Ok::<_, Error>(v1::StopReason::EndTurn)
        };
        let stop = cx.until_session_cancelled(work).await.unwrap_or(Ok(v1::StopReason::Cancelled));
        Ok(v1::PromptResponse::new(stop.map_err(ResponseError::internal_error)?))
    }
}

pub(crate) fn permission_request(sid: &v1::SessionId) -> v1::RequestPermissionRequest {
    from(json!({
        "sessionId": sid, "toolCall": {"toolCallId": "call-1", "title": "Run the tests"},
        "options": [
            {"optionId": "allow-once", "name": "Allow once", "kind": "allow_once"},
            {"optionId": "allow-always", "name": "Always", "kind": "allow_always"},
            {"optionId": "reject-once", "name": "Reject", "kind": "reject_once"}
        ]
    }))
}

/// A connected pair: `host` as the client, [`TestAgent`] as the agent, both
/// sides' frames validated.
pub(crate) struct Pair {
    pub(crate) host: HostClient,
    pub(crate) agent: v1::AgentHandle,
    pub(crate) client: v1::ClientHandle,
    pub(crate) frames: [Frames; 2],
    pub(crate) task: tokio::task::JoinHandle<acp_wire::Result<()>>,
}

impl Pair {
    pub(crate) async fn new(host: HostClient) -> Pair {
        let builder = ClientBuilder::new().v1(host.clone(), host.capabilities());
        Self::with(host, builder).await
    }

    pub(crate) async fn with(host: HostClient, builder: ClientBuilder<Negotiated>) -> Pair {
        let slot = Slot::default();
        let (af, cf) = (Frames::agent(), Frames::client());
        let (ta, tc) = Transport::duplex(1 << 16);
        let task = AgentBuilder::new().v1(TestAgent::new(slot.clone())).config(Config::default().observer(af.observer())).spawn(ta);
        let connected = bounded(builder.config(Config::default().observer(cf.observer())).connect(tc, Info::new("host-client-test", "1")))
            .await
            .expect("connect");
        let Negotiated::V1 { agent, .. } = connected.negotiated else { panic!("v1 expected") };
        Pair { host, agent, client: slot.get(), frames: [af, cf], task }
    }

    pub(crate) async fn session(&self, cwd: &Path, additional: &[&Path]) -> v1::SessionId {
        let mut req = v1::NewSessionRequest::new(s(cwd), Vec::<v1::McpServer>::new());
        if !additional.is_empty() {
            req.additional_directories = Some(additional.iter().map(|p| s(p)).collect());
        }
        bounded(self.host.new_session(&self.agent, req)).await.expect("session/new").session_id
    }

    pub(crate) async fn finish(self) {
        for f in &self.frames {
            f.assert_valid();
        }
        self.agent.core().close();
        let _ = bounded(self.task).await;
    }
}

/// The peer's error answer to a failed request.
pub(crate) fn peer_error<T: std::fmt::Debug>(r: acp_wire::Result<T>) -> ResponseError {
    match r {
        Err(Error::Protocol(e)) => e,
        other => panic!("expected an error answer, got {other:?}"),
    }
}

pub(crate) fn data(e: &ResponseError) -> Value {
    e.data.as_ref().map(|d| serde_json::from_str(d.get()).unwrap()).unwrap_or(Value::Null)
}

// ------------------------------------------------------------ capabilities
