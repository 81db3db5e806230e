//! Helpers of `v1.rs` (its client, frame checks and setup).

use crate::support_temp;
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use acp_wire_cli::echo::EchoAgent;
use acp_wire::error::ResponseError;
use acp_wire::host::{FsSandbox, Terminals};
use acp_wire::method::Side;
use acp_wire::rpc::Config;
use acp_wire::side::{ClientBuilder, Info, NotificationContext, RequestContext};
use acp_wire::Negotiated;
use acp_wire::transport::{FrameObserver, Transport};
use acp_wire::v1;
use acp_wire_validate::ValidatingObserver;
use serde_json::{json, Value};
use support_temp::Scratch;

pub(crate) fn from<T: serde::de::DeserializeOwned>(v: Value) -> T {
    serde_json::from_value(v).unwrap()
}

pub(crate) fn to(v: &impl serde::Serialize) -> Value {
    serde_json::to_value(v).unwrap()
}

/// Fails the test instead of hanging it.
pub(crate) async fn bounded<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(20), f).await.expect("did not finish within 20 s")
}

pub(crate) type Updates = Arc<Mutex<Vec<(String, Value)>>>;

/// A client that records updates, answers permission with `answer`, and
/// serves fs/terminal from disk under `root`.
pub(crate) struct TestClient {
    pub(crate) updates: Updates,
    pub(crate) answer: Option<&'static str>,
    pub(crate) permissions: Arc<Mutex<Vec<Value>>>,
    pub(crate) fs: FsSandbox,
    pub(crate) terminals: Terminals,
}

pub(crate) fn host_error(e: acp_wire::host::HostError) -> ResponseError {
    ResponseError::internal_error(e)
}

impl v1::Client for TestClient {
    async fn session_update(&self, n: v1::SessionNotification, _: NotificationContext<v1::AgentHandle>) {
        self.updates.lock().unwrap().push((n.session_id.0.clone(), to(&n.update)));
    }
    async fn request_permission(
        &self,
        p: v1::RequestPermissionRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::RequestPermissionResponse, ResponseError> {
        self.permissions.lock().unwrap().push(to(&p));
        Ok(match self.answer {
            Some(id) => from(json!({"outcome": {"outcome": "selected", "optionId": id}})),
            None => from(json!({"outcome": {"outcome": "cancelled"}})),
        })
    }
    async fn read_text_file(
        &self,
        p: v1::ReadTextFileRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::ReadTextFileResponse, ResponseError> {
        let content = self.fs.read_text_file(&p.path, None, None).await.map_err(host_error)?;
        Ok(from(json!({"content": content})))
    }
    async fn write_text_file(
        &self,
        p: v1::WriteTextFileRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::WriteTextFileResponse, ResponseError> {
        self.fs.write_text_file(&p.path, &p.content).await.map_err(host_error)?;
        Ok(from(json!({})))
    }
    async fn create_terminal(
        &self,
        p: v1::CreateTerminalRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::CreateTerminalResponse, ResponseError> {
        let p = to(&p);
        let args: Vec<String> = from(p["args"].clone());
        let id = self
            .terminals
            .create(
                p["command"].as_str().unwrap().to_owned(),
                args,
                Vec::new(),
                p["cwd"].as_str().map(PathBuf::from),
                Some(4096),
            )
            .await
            .map_err(host_error)?;
        Ok(from(json!({"terminalId": id.as_str()})))
    }
    async fn terminal_output(
        &self,
        p: v1::TerminalOutputRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::TerminalOutputResponse, ResponseError> {
        let o = self.terminals.output(&p.terminal_id).map_err(host_error)?;
        let exit = o.exit_status.map(|e| json!({"exitCode": e.exit_code, "signal": e.signal}));
        Ok(from(json!({"output": o.output, "truncated": o.truncated, "exitStatus": exit})))
    }
    async fn wait_for_terminal_exit(
        &self,
        p: v1::WaitForTerminalExitRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::WaitForTerminalExitResponse, ResponseError> {
        let e = self.terminals.wait_for_exit(&p.terminal_id).await.map_err(host_error)?;
        Ok(from(json!({"exitCode": e.exit_code, "signal": e.signal})))
    }
    async fn release_terminal(
        &self,
        p: v1::ReleaseTerminalRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::ReleaseTerminalResponse, ResponseError> {
        self.terminals.release(&p.terminal_id).map_err(host_error)?;
        Ok(from(json!({})))
    }
}

/// The client's validator, plus the methods of every request the client received.
pub(crate) struct Seen {
    pub(crate) validator: Arc<ValidatingObserver>,
    pub(crate) methods: Arc<Mutex<Vec<String>>>,
}

impl FrameObserver for Seen {
    fn on_incoming(&self, frame: &[u8]) {
        self.validator.on_incoming(frame);
        let v: Value = serde_json::from_slice(frame).unwrap_or(Value::Null);
        if let (Some(m), true) = (v["method"].as_str(), v.get("id").is_some()) {
            self.methods.lock().unwrap().push(m.to_owned());
        }
    }
    fn on_outgoing(&self, frame: &[u8]) {
        self.validator.on_outgoing(frame);
    }
}

pub(crate) fn full_caps() -> v1::ClientCapabilities {
    let mut caps = json!({
        "fs": {"readTextFile": true, "writeTextFile": true},
        "terminal": true,
        "session": {"notices": {}, "compaction": {}, "configOptions": {"boolean": {}}},
    });
    if v1::UNSTABLE {
        // What the unstable plan and subagent kinds need.
        caps["plan"] = json!({});
        caps["subagents"] = json!({});
    }
    from(caps)
}

pub(crate) struct Setup {
    pub(crate) agent: v1::AgentHandle,
    pub(crate) updates: Updates,
    pub(crate) permissions: Arc<Mutex<Vec<Value>>>,
    pub(crate) agent_frames: Arc<ValidatingObserver>,
    pub(crate) client_frames: Arc<ValidatingObserver>,
    /// Methods of the requests the agent sent to the client.
    pub(crate) requests: Arc<Mutex<Vec<String>>>,
    pub(crate) task: tokio::task::JoinHandle<acp_wire::Result<()>>,
}

impl Setup {
    pub(crate) async fn new(echo: &EchoAgent, dir: &Scratch, caps: v1::ClientCapabilities, answer: Option<&'static str>) -> Setup {
        let agent_frames = Arc::new(ValidatingObserver::auto(Side::Agent).unwrap());
        let client_frames = Arc::new(ValidatingObserver::auto(Side::Client).unwrap());
        let (a, c) = Transport::duplex(1 << 20);
        let task = tokio::spawn(echo.builder().config(Config::default().observer(agent_frames.clone())).serve(a));
        let updates = Updates::default();
        let permissions = Arc::new(Mutex::new(Vec::new()));
        let client = TestClient {
            updates: updates.clone(),
            answer,
            permissions: permissions.clone(),
            fs: FsSandbox::new(&dir.0, Vec::<PathBuf>::new()).await.unwrap(),
            terminals: Terminals::new(),
        };
        let requests = Arc::new(Mutex::new(Vec::new()));
        let seen = Seen { validator: client_frames.clone(), methods: requests.clone() };
        let connected = ClientBuilder::new()
            .v1(client, caps)
            .config(Config::default().observer(Arc::new(seen)))
            .connect(c, Info::new("echo-test", "1"))
            .await
            .unwrap();
        let Negotiated::V1 { agent, .. } = connected.negotiated else { panic!("not v1") };
        Setup { agent, updates, permissions, agent_frames, client_frames, requests, task }
    }

    pub(crate) async fn session(&self, dir: &Scratch) -> v1::SessionId {
        let r = self.agent.new_session(from(json!({"cwd": dir.path(), "mcpServers": []}))).await.unwrap();
        let sid = r.session_id.0.clone();
        // available_commands_update follows the response.
        bounded(async {
            while !self.kinds_of(&sid).contains("available_commands_update") {
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
        })
        .await;
        r.session_id
    }

    pub(crate) fn kinds_of(&self, sid: &str) -> BTreeSet<String> {
        self.updates
            .lock()
            .unwrap()
            .iter()
            .filter(|(s, _)| s == sid)
            .map(|(_, u)| u["sessionUpdate"].as_str().unwrap().to_owned())
            .collect()
    }

    pub(crate) async fn turn(&self, sid: &v1::SessionId, text: &str) -> (v1::StopReason, Vec<Value>) {
        let p: v1::PromptRequest = from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": text}]}));
        let t = bounded(self.agent.prompt_turn(p)).await.unwrap();
        (t.response.stop_reason.clone(), t.updates.iter().map(to).collect())
    }

    pub(crate) fn finish(self) {
        self.agent.core().close();
        self.agent_frames.assert_clean();
        self.client_frames.assert_clean();
        assert!(self.agent_frames.frames_seen() > 0 && self.client_frames.frames_seen() > 0);
        drop(self.task);
    }
}

pub(crate) fn text_of(updates: &[Value]) -> String {
    updates
        .iter()
        .filter(|u| u["sessionUpdate"] == "agent_message_chunk" && u["content"]["type"] == "text")
        .map(|u| u["content"]["text"].as_str().unwrap())
        .collect()
}

/// The `sessionUpdate` kinds the schema defines.
pub(crate) fn schema_kinds(schema: &str) -> BTreeSet<String> {
    let s: Value = serde_json::from_str(schema).unwrap();
    let su = &s["$defs"]["SessionUpdate"];
    let branches = su["oneOf"].as_array().or(su["anyOf"].as_array()).unwrap();
    branches.iter().filter_map(|b| b["properties"]["sessionUpdate"]["const"].as_str()).map(str::to_owned).collect()
}
