//! Our client against their agent: `acp_wire::side::ClientBuilder` with
//! `acp_wire::host::HostClient` drives the interop agents built on the
//! official SDKs (`tests/interop/ts/agent.mjs` on `@agentclientprotocol/sdk`
//! 2.4.0, v1 and v2; `tests/interop/py/agent.py` on `agent-client-protocol`
//! 0.12.1, v1) as child processes: initialize, session/new, a prompt turn
//! with its updates, a cancelled turn, `fs/read_text_file` served from disk,
//! permission allowed, rejected and cancelled, and the agent's exit on EOF.
//! Every frame both ways is validated against the negotiated schema.
//!
//! The peers come from `.ci/install-peers`. Without them the tests skip with
//! a message, unless `CI` is set (then they fail).


use crate::sides_support;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire::error::{Error, ResponseError};
use acp_wire::host::{permission_fn, HostClient, PermissionDecision, PermissionKind, SessionEvent};
use acp_wire::rpc::Config;
use acp_wire::side::{ClientBuilder, Info};
use acp_wire::Negotiated;
use acp_wire::transport::{ChildProcess, StderrMode};
use acp_wire::v1;
use serde_json::{json, Value};
use sides_support::{json, Frames};

const HELLO: &str = "hello interop world";
const SLOW: &str = "/slow hello interop world";
const FILE_LINE: &str = "interop file content: the quick brown fox 7f3a";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The agent's argv, or `None` (after saying why) when the peer is not
/// installed outside CI.
fn peer(which: &str, args: &[&str]) -> Option<Vec<String>> {
    let interop = root().join("tests/interop");
    let (installed, mut argv) = match which {
        "ts" => (
            interop.join("ts/node_modules/@agentclientprotocol/sdk/package.json").exists(),
            vec![
                std::env::var("ACP_INTEROP_NODE").unwrap_or_else(|_| "node".into()),
                interop.join("ts/agent.mjs").to_string_lossy().into_owned(),
            ],
        ),
        _ => {
            let python = std::env::var("ACP_INTEROP_PYTHON")
                .map(PathBuf::from)
                .unwrap_or_else(|_| interop.join("py/.venv/bin/python"));
            (python.exists(), vec![python.to_string_lossy().into_owned(), interop.join("py/agent.py").to_string_lossy().into_owned()])
        }
    };
    if !installed {
        assert!(std::env::var_os("CI").is_none(), "the {which} interop peer is not installed (CI is set): run .ci/install-peers");
        eprintln!("skipping: the {which} interop peer is not installed; run .ci/install-peers");
        return None;
    }
    argv.extend(args.iter().map(|a| (*a).to_owned()));
    Some(argv)
}

/// Fails the test instead of hanging it.
async fn bounded<T>(what: &str, f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(30), f).await.unwrap_or_else(|_| panic!("{what}: no answer within 30 s"))
}

/// The session's directory, with the file `/read` asks for.
struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str) -> Scratch {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "acp-wire-their-agent-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let dir = std::fs::canonicalize(&dir).unwrap();
        std::fs::write(dir.join("interop-read.txt"), format!("{FILE_LINE}\nsecond line\n")).unwrap();
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// What the permission policy does next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    Allow,
    Reject,
    /// Never decides: only a cancel ends the request.
    Wait,
}

/// The client under test and what it observed.
struct Harness {
    host: HostClient,
    mode: Arc<Mutex<Mode>>,
    asked: Arc<tokio::sync::Notify>,
    updates: Arc<Mutex<Vec<SessionEvent>>>,
    updated: Arc<tokio::sync::Notify>,
}

impl Harness {
    fn new() -> Harness {
        let mode = Arc::new(Mutex::new(Mode::Allow));
        let asked = Arc::new(tokio::sync::Notify::new());
        let updates: Arc<Mutex<Vec<SessionEvent>>> = Arc::default();
        let updated = Arc::new(tokio::sync::Notify::new());
        let policy = {
            let (mode, asked) = (Arc::clone(&mode), Arc::clone(&asked));
            permission_fn(move |r| {
                let m = *mode.lock().unwrap();
                if m == Mode::Wait {
                    asked.notify_one();
                }
                let d = match m {
                    Mode::Allow => Some(r.select_first_of(&[PermissionKind::AllowOnce])),
                    Mode::Reject => Some(r.select_first_of(&[PermissionKind::RejectOnce])),
                    Mode::Wait => None,
                };
                async move {
                    match d {
                        Some(d) => d,
                        None => std::future::pending::<PermissionDecision>().await,
                    }
                }
            })
        };
        let host = {
            let (updates, updated) = (Arc::clone(&updates), Arc::clone(&updated));
            HostClient::builder()
                .permission(policy)
                .on_update(move |e| {
                    updates.lock().unwrap().push(e);
                    updated.notify_one();
                })
                .build()
        };
        Harness { host, mode, asked, updates, updated }
    }

    fn set(&self, m: Mode) {
        *self.mode.lock().unwrap() = m;
    }

    /// Waits until the sink holds an update that `pred` accepts.
    async fn until_update(&self, what: &str, pred: impl Fn(&SessionEvent) -> bool) {
        bounded(what, async {
            loop {
                if self.updates.lock().unwrap().iter().any(&pred) {
                    break;
                }
                self.updated.notified().await;
            }
        })
        .await;
    }
}

struct Running {
    negotiated: Negotiated,
    child: ChildProcess,
    /// What this client wrote (and validation of both directions).
    frames: Frames,
    /// What the agent wrote.
    incoming: Tap,
}

/// Records the agent's frames and passes every frame on to [`Frames`].
#[derive(Clone, Default)]
struct Tap {
    seen: Arc<Mutex<Vec<Value>>>,
    inner: Frames,
}

impl acp_wire::transport::FrameObserver for Tap {
    fn on_outgoing(&self, frame: &[u8]) {
        self.inner.on_outgoing(frame);
    }
    fn on_incoming(&self, frame: &[u8]) {
        self.seen.lock().unwrap().push(serde_json::from_slice(frame).unwrap_or(Value::Null));
        self.inner.on_incoming(frame);
    }
}

impl Tap {
    fn requests(&self, method: &str) -> Vec<Value> {
        self.seen.lock().unwrap().iter().filter(|f| f["method"] == method).cloned().collect()
    }
}

async fn spawn(argv: &[String], builder: ClientBuilder<Negotiated>) -> acp_wire::Result<Running> {
    let frames = Frames::client();
    let incoming = Tap { seen: Arc::default(), inner: frames.clone() };
    let mut cmd = tokio::process::Command::new(&argv[0]);
    cmd.args(&argv[1..]);
    let (transport, child) = ChildProcess::spawn(cmd, StderrMode::Inherit).expect("spawn the agent");
    let connected = bounded(
        "initialize",
        builder.config(Config::default().observer(Arc::new(incoming.clone()))).connect(transport, Info::new("acp-wire-interop-test", "1")),
    )
    .await?;
    Ok(Running { negotiated: connected.negotiated, child, frames, incoming })
}

/// Closes the connection and expects the agent to exit 0 on its own.
async fn finish(running: Running) {
    running.frames.assert_valid();
    running.negotiated.core().close();
    let status = bounded("agent exit", running.child.shutdown()).await.expect("agent exit status");
    assert!(status.success(), "the agent exited with {status}");
}

fn text_v1(updates: &[v1::SessionUpdate]) -> String {
    updates
        .iter()
        .filter_map(|u| match u {
            v1::SessionUpdate::AgentMessageChunk(c) => json(&c.content)["text"].as_str().map(str::to_owned),
            _ => None,
        })
        .collect()
}

fn prompt_v1(sid: &v1::SessionId, text: &str) -> v1::PromptRequest {
    v1::PromptRequest::new(sid.clone(), vec![v1::ContentBlock::Text(v1::TextContent::new(text))])
}

/// The answers this client sent to `session/request_permission`.
fn permission_answers(frames: &Frames) -> Vec<Value> {
    frames.all().into_iter().filter(|f| f["result"]["outcome"].is_object()).map(|f| f["result"]["outcome"].clone()).collect()
}

async fn v1_scenario(argv: Vec<String>) {
    let h = Harness::new();
    let scratch = Scratch::new("v1");
    // A v1 agent: offered v1 (an offer of 2 would carry v2's params only,
    // and the agent would see no fs capability).
    let builder = ClientBuilder::new().v1(h.host.clone(), h.host.capabilities());
    let running = spawn(&argv, builder).await.expect("connect");
    let Negotiated::V1 { agent, response } = &running.negotiated else {
        panic!("expected v1, got {}", running.negotiated.version())
    };
    assert_eq!(json(&response.protocol_version), json!(1));
    let session = bounded(
        "session/new",
        h.host.new_session(agent, v1::NewSessionRequest::new(scratch.0.to_string_lossy(), Vec::<v1::McpServer>::new())),
    )
    .await
    .expect("session/new");
    let sid = session.session_id;
    assert!(!sid.0.is_empty());

    // A plain turn: one chunk per word, every update before the response.
    let turn = bounded("prompt", agent.prompt_turn(prompt_v1(&sid, HELLO))).await.unwrap();
    assert_eq!(*turn.stop_reason(), v1::StopReason::EndTurn);
    assert_eq!(text_v1(&turn.updates).split_whitespace().collect::<Vec<_>>(), ["hello", "interop", "world"]);
    assert_eq!(h.updates.lock().unwrap().len(), 3, "the sink saw the same updates");

    // Cancel after the first update of a slow turn: `cancelled`, promptly.
    h.updates.lock().unwrap().clear();
    let slow = {
        let (agent, p) = (agent.clone(), prompt_v1(&sid, SLOW));
        tokio::spawn(async move { agent.prompt_turn(p).await })
    };
    h.until_update("first slow update", |_| true).await;
    agent.session_cancel(v1::CancelNotification::new(sid.clone())).await.unwrap();
    let turn = tokio::time::timeout(Duration::from_secs(5), slow).await.expect("cancel ends the turn").unwrap().unwrap();
    assert_eq!(*turn.stop_reason(), v1::StopReason::Cancelled);
    assert!(turn.updates.len() < 50, "the stream stopped early");

    // `/read`: the agent reads through our fs, confined to the cwd.
    let path = scratch.0.join("interop-read.txt");
    let turn = bounded("read", agent.prompt_turn(prompt_v1(&sid, &format!("/read {}", path.display())))).await.unwrap();
    assert_eq!(*turn.stop_reason(), v1::StopReason::EndTurn);
    assert!(text_v1(&turn.updates).contains(FILE_LINE), "{:?}", text_v1(&turn.updates));
    let reads = running.incoming.requests("fs/read_text_file");
    assert_eq!(reads.len(), 1, "{reads:?}");
    assert_eq!(reads[0]["params"]["path"], path.to_string_lossy().as_ref());
    // Outside the roots: refused; the agent reports the failure in its text.
    let turn = bounded("read outside", agent.prompt_turn(prompt_v1(&sid, "/read /etc/hostname"))).await.unwrap();
    assert!(text_v1(&turn.updates).contains("fs/read_text_file failed"), "{:?}", text_v1(&turn.updates));
    assert_eq!(running.incoming.requests("fs/read_text_file").len(), 2);
    assert!(!running.frames.all().iter().any(|f| f["result"]["content"].as_str().is_some_and(|c| !c.starts_with(FILE_LINE))), "nothing but the file inside the cwd was served");

    // `/permission`: allowed, then rejected, then cancelled by session/cancel.
    let turn = bounded("permission", agent.prompt_turn(prompt_v1(&sid, "/permission"))).await.unwrap();
    assert_eq!(*turn.stop_reason(), v1::StopReason::EndTurn);
    assert!(text_v1(&turn.updates).contains("permission outcome: selected allow-once"));
    assert!(turn.updates.iter().any(|u| matches!(u, v1::SessionUpdate::ToolCall(_))), "the pending tool call");
    h.set(Mode::Reject);
    let turn = bounded("permission", agent.prompt_turn(prompt_v1(&sid, "/permission"))).await.unwrap();
    assert!(text_v1(&turn.updates).contains("permission outcome: selected reject-once"));
    h.set(Mode::Wait);
    let pending = {
        let (agent, p) = (agent.clone(), prompt_v1(&sid, "/permission"));
        tokio::spawn(async move { agent.prompt_turn(p).await })
    };
    bounded("permission asked", h.asked.notified()).await;
    agent.session_cancel(v1::CancelNotification::new(sid.clone())).await.unwrap();
    let turn = bounded("cancelled permission turn", pending).await.unwrap().unwrap();
    assert_eq!(*turn.stop_reason(), v1::StopReason::Cancelled);
    assert_eq!(
        permission_answers(&running.frames),
        vec![
            json!({"outcome": "selected", "optionId": "allow-once"}),
            json!({"outcome": "selected", "optionId": "reject-once"}),
            json!({"outcome": "cancelled"}),
        ]
    );
    // Their agent has no `session/close`; the session is forgotten locally.
    assert!(h.host.forget_session(&sid));
    finish(running).await;
}

#[tokio::test]
async fn ts_agent_v1() {
    let Some(argv) = peer("ts", &["--protocol", "1"]) else { return };
    v1_scenario(argv).await;
}

#[tokio::test]
async fn python_agent_v1() {
    let Some(argv) = peer("py", &[]) else { return };
    v1_scenario(argv).await;
}

#[tokio::test]
async fn v1_only_client_against_a_v2_only_agent_is_refused() {
    let Some(argv) = peer("ts", &["--protocol", "2"]) else { return };
    let host = HostClient::default();
    let r = spawn(&argv, ClientBuilder::new().v1(host.clone(), host.capabilities())).await;
    match r {
        Err(Error::Protocol(e)) => {
            assert_eq!(e.code, ResponseError::UNSUPPORTED_PROTOCOL_VERSION);
            let data: Value = serde_json::from_str(e.data.as_ref().expect("data").get()).unwrap();
            assert_eq!(data, json!({"requested": 1, "supported": [2]}));
        }
        Err(e) => panic!("expected -32022, got {e}"),
        Ok(_) => panic!("a v2-only agent accepted a v1-only client"),
    }
}

#[cfg(feature = "v2")]
mod v2_agent {
    use super::*;
    use acp_wire::v2;

    fn update_of(e: &SessionEvent) -> Option<Value> {
        match e {
            SessionEvent::V2(n) => Some(json(&n.update)),
            _ => None,
        }
    }

    fn is_idle(e: &SessionEvent) -> bool {
        update_of(e).is_some_and(|u| u["sessionUpdate"] == "state_update" && u["state"] == "idle")
    }

    fn text(updates: &[Value]) -> String {
        updates
            .iter()
            .filter(|u| u["sessionUpdate"] == "agent_message_chunk")
            .filter_map(|u| u["content"]["text"].as_str().map(str::to_owned))
            .collect()
    }

    fn states(updates: &[Value]) -> Vec<String> {
        updates
            .iter()
            .filter(|u| u["sessionUpdate"] == "state_update")
            .map(|u| u["state"].as_str().unwrap_or_default().to_owned())
            .collect()
    }

    /// The v2 `session/*` methods of an agent that may not advertise
    /// `capabilities.session`.
    ///
    /// The TS interop agent answers `initialize` with `capabilities: {}`,
    /// which by the v2 schema means "no session methods", so the typed
    /// handle (rightly) refuses them. To still exercise the rest of the
    /// exchange with that peer, the session methods then go out through the
    /// raw peer; the agent's callbacks are served by `HostClient` either way.
    struct Sessions<'a> {
        agent: &'a v2::AgentHandle,
        advertised: bool,
    }

    impl Sessions<'_> {
        async fn new_session(&self, cwd: &Path) -> String {
            let p: v2::NewSessionRequest = serde_json::from_value(json!({"cwd": cwd})).unwrap();
            if self.advertised {
                return bounded("session/new", self.agent.new_session(p)).await.unwrap().session_id.0;
            }
            let raw = bounded("session/new", self.agent.core().peer().request("session/new", &p)).await.unwrap();
            let r: v2::NewSessionResponse = serde_json::from_str(raw.get()).unwrap();
            r.session_id.0
        }

        /// Sends the prompt; returns the accepted `messageId`.
        async fn prompt(&self, sid: &str, text: &str) -> Value {
            let p: v2::PromptRequest =
                serde_json::from_value(json!({"sessionId": sid, "prompt": [{"type": "text", "text": text}]})).unwrap();
            let accepted = if self.advertised {
                json(&bounded("session/prompt", self.agent.prompt(p)).await.unwrap())
            } else {
                let raw = bounded("session/prompt", self.agent.core().peer().request("session/prompt", &p)).await.unwrap();
                serde_json::from_str(raw.get()).unwrap()
            };
            accepted["messageId"].clone()
        }

        async fn cancel(&self, sid: &str) {
            let n: v2::CancelSessionNotification = serde_json::from_value(json!({"sessionId": sid})).unwrap();
            if self.advertised {
                self.agent.session_cancel(n).await.unwrap();
            } else {
                self.agent.core().peer().notify("session/cancel", &n).await.unwrap();
            }
        }
    }

    /// One turn: prompt, then the updates up to and including the idle
    /// `state_update`.
    async fn turn(h: &Harness, s: &Sessions<'_>, sid: &str, text: &str) -> (Value, Vec<Value>) {
        h.updates.lock().unwrap().clear();
        let id = s.prompt(sid, text).await;
        h.until_update("idle", is_idle).await;
        let updates: Vec<Value> = h.updates.lock().unwrap().iter().filter_map(update_of).collect();
        (id, updates)
    }

    fn stop(updates: &[Value]) -> Value {
        updates.iter().rev().find(|u| u["state"] == "idle").map(|u| u["stopReason"].clone()).unwrap_or(Value::Null)
    }

    async fn scenario(protocol: &str) {
        let Some(argv) = peer("ts", &["--protocol", protocol]) else { return };
        let h = Harness::new();
        let scratch = Scratch::new("v2");
        let running = spawn(&argv, h.host.client_builder()).await.expect("connect");
        let Negotiated::V2 { agent, response } = &running.negotiated else {
            panic!("expected v2, got {}", running.negotiated.version())
        };
        assert_eq!(json(&response.protocol_version), json!(2));
        let advertised = response.capabilities.as_ref().is_some_and(|c| c.session.value().is_some());
        if !advertised {
            eprintln!("note: the agent does not advertise capabilities.session; session/* sent raw");
        }
        let s = Sessions { agent, advertised };
        let sid = s.new_session(&scratch.0).await;

        // Accepted with a messageId, echoed as user_message, running → idle(end_turn).
        let (message_id, updates) = turn(&h, &s, &sid, HELLO).await;
        assert!(message_id.is_string(), "{message_id}");
        assert!(updates.iter().any(|u| u["sessionUpdate"] == "user_message" && u["messageId"] == message_id));
        assert_eq!(states(&updates), ["running", "idle"]);
        assert_eq!(stop(&updates), "end_turn");
        assert_eq!(text(&updates).split_whitespace().collect::<Vec<_>>(), ["hello", "interop", "world"]);

        // Cancel a slow turn after its first chunk.
        h.updates.lock().unwrap().clear();
        s.prompt(&sid, SLOW).await;
        h.until_update("first slow chunk", |e| update_of(e).is_some_and(|u| u["sessionUpdate"] == "agent_message_chunk")).await;
        s.cancel(&sid).await;
        tokio::time::timeout(Duration::from_secs(5), h.until_update("idle", is_idle)).await.expect("cancel ends the turn");
        let updates: Vec<Value> = h.updates.lock().unwrap().iter().filter_map(update_of).collect();
        assert_eq!(stop(&updates), "cancelled");

        // Permission: requires_action while asked, allowed, then rejected.
        let (_, updates) = turn(&h, &s, &sid, "/permission").await;
        assert_eq!(states(&updates), ["running", "requires_action", "running", "idle"]);
        assert!(text(&updates).contains("permission outcome: selected allow-once"), "{}", text(&updates));
        h.set(Mode::Reject);
        let (_, updates) = turn(&h, &s, &sid, "/permission").await;
        assert!(text(&updates).contains("permission outcome: selected reject-once"));
        let mut expected = vec![
            json!({"outcome": "selected", "optionId": "allow-once"}),
            json!({"outcome": "selected", "optionId": "reject-once"}),
        ];
        // Cancelled while asked: the request is answered `cancelled` (the
        // client's cancel signal fires only for a `session/cancel` sent
        // through the typed handle).
        if advertised {
            h.set(Mode::Wait);
            h.updates.lock().unwrap().clear();
            s.prompt(&sid, "/permission").await;
            bounded("permission asked", h.asked.notified()).await;
            s.cancel(&sid).await;
            h.until_update("idle", is_idle).await;
            let updates: Vec<Value> = h.updates.lock().unwrap().iter().filter_map(update_of).collect();
            assert_eq!(stop(&updates), "cancelled");
            expected.push(json!({"outcome": "cancelled"}));
        }
        assert_eq!(permission_answers(&running.frames), expected);

        // v2 has no client fs: the agent says so.
        let path = scratch.0.join("interop-read.txt");
        let (_, updates) = turn(&h, &s, &sid, &format!("/read {}", path.display())).await;
        assert!(text(&updates).contains("not available"), "{}", text(&updates));
        assert!(running.incoming.requests("fs/read_text_file").is_empty());
        finish(running).await;
    }

    #[tokio::test]
    async fn ts_agent_v2_only() {
        scenario("2").await;
    }

    #[tokio::test]
    async fn ts_agent_v1_and_v2_negotiates_v2() {
        scenario("1,2").await;
    }
}
