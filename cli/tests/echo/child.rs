//! `acp-wire echo-agent` as a child process: a v1 and a v2 turn over real
//! pipes (every frame validated on the client side), and the exit on stdin
//! EOF — also while a v2 `/slow` turn is still running.

use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire::error::ResponseError;
use acp_wire::method::Side;
use acp_wire::rpc::Config;
use acp_wire::side::{ClientBuilder, Core, Info, NotificationContext, RequestContext};
use acp_wire::Negotiated;
use acp_wire::transport::Transport;
use acp_wire_validate::ValidatingObserver;
use acp_wire::{v1, v2};
use serde_json::{json, Value};
use tokio::process::{Child, Command};

fn from<T: serde::de::DeserializeOwned>(v: Value) -> T {
    serde_json::from_value(v).unwrap()
}

fn to(v: &impl serde::Serialize) -> Value {
    serde_json::to_value(v).unwrap()
}

async fn bounded<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(30), f).await.expect("did not finish within 30 s")
}

fn spawn(protocol: &str) -> (Child, Transport) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_acp-wire"))
        .args(["echo-agent", "--protocol", protocol])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .expect("spawn acp-wire echo-agent");
    let t = Transport::new(child.stdout.take().unwrap(), child.stdin.take().unwrap());
    (child, t)
}

/// Closes our end (the agent's stdin) and expects a clean exit within 5 s.
async fn expect_exit_on_eof(core: &Core, mut child: Child) {
    core.close();
    let status = tokio::time::timeout(Duration::from_secs(5), child.wait())
        .await
        .expect("the agent did not exit within 5 s of stdin EOF")
        .unwrap();
    assert!(status.success(), "{status}");
}

fn text_of(updates: &[Value]) -> String {
    updates
        .iter()
        .filter(|u| u["sessionUpdate"] == "agent_message_chunk")
        .filter_map(|u| u["content"]["text"].as_str())
        .collect()
}

#[derive(Clone, Default)]
struct V1Client(Arc<Mutex<Vec<Value>>>);
impl v1::Client for V1Client {
    async fn session_update(&self, n: v1::SessionNotification, _: NotificationContext<v1::AgentHandle>) {
        self.0.lock().unwrap().push(to(&n.update));
    }
}

#[tokio::test]
async fn v1_turns_over_pipes() {
    let (child, t) = spawn("1,2");
    let frames = Arc::new(ValidatingObserver::auto(Side::Client).unwrap());
    let client = V1Client::default();
    let connected = bounded(
        ClientBuilder::new()
            .v1(client.clone(), v1::ClientCapabilities::default())
            .config(Config::default().observer(frames.clone()))
            .connect(t, Info::new("child-test", "1")),
    )
    .await
    .unwrap();
    let Negotiated::V1 { agent, response } = connected.negotiated else { panic!("not v1") };
    assert_eq!(to(&response)["agentInfo"]["name"], "acp-wire-echo-agent");
    let cwd = std::env::temp_dir().to_string_lossy().into_owned();
    let s = agent.new_session(from(json!({"cwd": cwd, "mcpServers": []}))).await.unwrap();
    let turn = bounded(agent.prompt_turn(from(
        json!({"sessionId": s.session_id, "prompt": [{"type": "text", "text": "over real pipes"}]}),
    )))
    .await
    .unwrap();
    assert_eq!(turn.response.stop_reason, v1::StopReason::EndTurn);
    assert_eq!(text_of(&turn.updates.iter().map(to).collect::<Vec<_>>()), "over real pipes");

    let before = client.0.lock().unwrap().len();
    let a = agent.clone();
    let sid = s.session_id.clone();
    let slow = tokio::spawn(async move {
        a.prompt_turn(from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": "/slow 600 tick"}]}))).await
    });
    bounded(async {
        while client.0.lock().unwrap()[before..].iter().all(|u| u["sessionUpdate"] != "agent_message_chunk") {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;
    agent.session_cancel(from(json!({"sessionId": s.session_id}))).await.unwrap();
    let t = bounded(slow).await.unwrap().unwrap();
    assert_eq!(t.response.stop_reason, v1::StopReason::Cancelled);
    frames.assert_clean();
    expect_exit_on_eof(agent.core(), child).await;
}

#[derive(Clone, Default)]
struct V2Client(Arc<Mutex<Vec<Value>>>);
impl v2::Client for V2Client {
    async fn session_update(&self, n: v2::UpdateSessionNotification, _: NotificationContext<v2::AgentHandle>) {
        self.0.lock().unwrap().push(to(&n.update));
    }
    async fn request_permission(
        &self,
        _: v2::RequestPermissionRequest,
        _: RequestContext<v2::AgentHandle>,
    ) -> Result<v2::RequestPermissionResponse, ResponseError> {
        Ok(from(json!({"outcome": {"outcome": "selected", "optionId": "allow-once"}})))
    }
}

#[tokio::test]
async fn v2_turn_over_pipes_and_exit_during_a_turn() {
    let (child, t) = spawn("2");
    let frames = Arc::new(ValidatingObserver::auto(Side::Client).unwrap());
    let client = V2Client::default();
    let connected = bounded(
        ClientBuilder::new()
            .v2(client.clone(), v2::ClientCapabilities::default())
            .config(Config::default().observer(frames.clone()))
            .connect(t, Info::new("child-test", "1")),
    )
    .await
    .unwrap();
    let Negotiated::V2 { agent, .. } = connected.negotiated else { panic!("not v2") };
    let cwd = std::env::temp_dir().to_string_lossy().into_owned();
    let s = agent.new_session(from(json!({"cwd": cwd}))).await.unwrap();
    let turn = bounded(
        agent
            .prompt_turn(from(json!({"sessionId": s.session_id, "prompt": [{"type": "text", "text": "/permission"}]}))),
    )
    .await
    .unwrap();
    assert!(text_of(&turn.updates.iter().map(to).collect::<Vec<_>>()).contains("selected allow-once"));

    // A turn that would stream for ten minutes: stdin EOF still ends the process.
    agent
        .prompt(from(json!({"sessionId": s.session_id, "prompt": [{"type": "text", "text": "/slow 600 tick"}]})))
        .await
        .unwrap();
    frames.assert_clean();
    expect_exit_on_eof(agent.core(), child).await;
}

#[tokio::test]
async fn bad_protocol_is_a_usage_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_acp-wire"))
        .args(["echo-agent", "--protocol", "3"])
        .stdin(Stdio::null())
        .output()
        .await
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty(), "nothing but ACP on stdout");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("acp-wire echo-agent: invalid value for --protocol: bad protocol version \"3\""), "{err}");
}
