//! Agent ↔ client over a real child process, for every method both sides
//! of the negotiated version define: `acp-wire echo-agent` spawned as a
//! child, driven by the ready-made [`HostClient`] (fs and terminals served
//! for real in a temp dir), every frame in both directions validated
//! against the negotiated schema, and the set of methods that crossed the
//! wire compared with an explicit list — each method of the version's
//! `METHODS` table is either exercised here or named with the reason it is
//! not, so coverage cannot shrink unnoticed.


use crate::support_temp;

use std::collections::BTreeSet;
use std::process::Stdio;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire::host::{permission_fn, HostClient, PermissionKind, SessionEvent};
use acp_wire::method::{MethodInfo, Side};
use acp_wire::rpc::Config;
use acp_wire::side::{Core, Info};
use acp_wire::Negotiated;
use acp_wire::transport::{FrameObserver, Transport};
use acp_wire::v1;
use acp_wire_validate::ValidatingObserver;
use serde_json::{json, Value};
use tokio::process::{Child, Command};
use support_temp::Scratch;

fn from<T: serde::de::DeserializeOwned>(v: Value) -> T {
    serde_json::from_value(v).unwrap()
}

fn to(v: &impl serde::Serialize) -> Value {
    serde_json::to_value(v).unwrap()
}

async fn bounded<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(30), f).await.expect("did not finish within 30 s")
}

/// Polls `cond` until it holds (bounded).
async fn until(mut cond: impl FnMut() -> bool) {
    bounded(async {
        while !cond() {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;
}

/// Validates every frame (the negotiated schema) and records the `method`
/// of each request and notification, with whether the client sent it.
struct Recorder {
    validating: ValidatingObserver,
    methods: Mutex<Vec<(bool, String)>>,
    /// Ids of the client's `session/close` requests and, in wire order, the
    /// agent's idle `state_update`s ("idle") and answers to those ids ("closed").
    close_ids: Mutex<Vec<Value>>,
    order: Mutex<Vec<&'static str>>,
}

impl Recorder {
    fn new() -> Arc<Recorder> {
        Arc::new(Recorder {
            validating: ValidatingObserver::auto(Side::Client).unwrap(),
            methods: Mutex::default(),
            close_ids: Mutex::default(),
            order: Mutex::default(),
        })
    }
    fn record(&self, from_client: bool, frame: &[u8]) {
        if let Ok(v) = serde_json::from_slice::<Value>(frame) {
            if let Some(m) = v["method"].as_str() {
                self.methods.lock().unwrap().push((from_client, m.to_owned()));
                if from_client && m == "session/close" {
                    self.close_ids.lock().unwrap().push(v["id"].clone());
                }
                if !from_client && v["params"]["update"]["state"] == "idle" {
                    self.order.lock().unwrap().push("idle");
                }
            } else if !from_client && self.close_ids.lock().unwrap().contains(&v["id"]) {
                self.order.lock().unwrap().push("closed");
            }
        }
    }
    /// How many `method` frames the client (`from_client`) or the agent sent.
    fn count(&self, from_client: bool, method: &str) -> usize {
        self.methods.lock().unwrap().iter().filter(|(c, m)| *c == from_client && m == method).count()
    }
    fn crossed(&self) -> BTreeSet<String> {
        self.methods.lock().unwrap().iter().map(|(_, m)| m.clone()).collect()
    }
    /// Every frame valid, and every request of either side answered.
    fn assert_clean(&self) {
        self.validating.assert_clean();
        assert!(self.validating.frames_seen() > 0);
        let open = self.validating.unanswered();
        assert!(open.is_empty(), "requests never answered: {open:?}");
    }
}

impl FrameObserver for Recorder {
    fn on_incoming(&self, frame: &[u8]) {
        self.validating.on_incoming(frame);
        self.record(false, frame);
    }
    fn on_outgoing(&self, frame: &[u8]) {
        self.validating.on_outgoing(frame);
        self.record(true, frame);
    }
}

/// Compares the methods of `table` that crossed the wire with `exercised`,
/// and checks every other method of the table is named in `not_exercised`.
fn assert_coverage(
    table: &[MethodInfo],
    crossed: &BTreeSet<String>,
    exercised: &[&str],
    not_exercised: &[(&str, &str)],
) {
    let names: BTreeSet<&str> = table.iter().map(|m| m.method).collect();
    let want: BTreeSet<&str> = exercised.iter().copied().collect();
    let got: BTreeSet<&str> = crossed.iter().map(String::as_str).filter(|m| names.contains(m)).collect();
    assert_eq!(got, want, "methods of the table that crossed the wire");
    for (m, reason) in not_exercised {
        assert!(!want.contains(m), "{m} is listed both as exercised and as not ({reason})");
    }
    let named: BTreeSet<&str> = want.iter().copied().chain(not_exercised.iter().map(|(m, _)| *m)).collect();
    let unnamed: Vec<&&str> = names.difference(&named).collect();
    assert!(unnamed.is_empty(), "methods of the table neither exercised nor explained: {unnamed:?}");
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

/// A `HostClient` whose permission policy allows, or — while `hang` is set —
/// never decides (so only a cancel of the request ends it); updates go to a
/// shared list as JSON with their session id.
fn host(hang: Arc<AtomicBool>, updates: Arc<Mutex<Vec<(String, Value)>>>) -> HostClient {
    HostClient::builder()
        .permission(permission_fn(move |r| {
            let hang = hang.load(Ordering::SeqCst);
            async move {
                if hang {
                    std::future::pending::<()>().await;
                }
                r.select_first_of(&[PermissionKind::AllowOnce])
            }
        }))
        .on_update(move |e| {
            let u = match &e {
                SessionEvent::V1(n) => to(&n.update),
                #[cfg(acp_wire = "v2")]
                SessionEvent::V2(n) => to(&n.update),
                #[allow(unreachable_patterns)]
                _ => Value::Null,
            };
            updates.lock().unwrap().push((e.session_id().to_owned(), u));
        })
        .build()
}

fn text_of<'a>(updates: impl IntoIterator<Item = &'a Value>) -> String {
    updates
        .into_iter()
        .filter(|u| u["sessionUpdate"] == "agent_message_chunk")
        .filter_map(|u| u["content"]["text"].as_str())
        .collect()
}

fn v1_prompt(sid: &v1::SessionId, text: &str) -> v1::PromptRequest {
    from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": text}]}))
}

/// Methods of the v1 table the echo agent and this client never exchange.
const V1_NOT_EXERCISED: &[(&str, &str)] = &[
    ("authenticate", "the echo agent advertises no authMethods"),
    ("logout", "the echo agent advertises no auth capability"),
    ("terminal/kill", "the echo agent's terminal command exits on its own; it only waits, reads and releases"),
    ("elicitation/create", "this client advertises no elicitation, so /elicit asks nothing (cli/tests/echo/elicit.rs asks)"),
    ("elicitation/complete", "this client advertises no elicitation, so /elicit asks nothing (cli/tests/echo/elicit.rs asks)"),
    ("mcp/message", "unstable: the echo agent runs no MCP-over-ACP servers"),
    ("providers/list", "unstable: the echo agent has no providers"),
    ("providers/set", "unstable: the echo agent has no providers"),
    ("providers/disable", "unstable: the echo agent has no providers"),
    ("auth/status", "unstable: the echo agent advertises no auth"),
    ("auth/status_update", "unstable: the echo agent advertises no auth"),
    ("session/fork", "unstable: the echo agent does not advertise fork"),
    ("session/archive", "unstable: the echo agent does not advertise archive"),
    ("session/unarchive", "unstable: the echo agent does not advertise archive"),
    ("session/status", "unstable: the echo agent does not advertise status"),
    ("session/set_title", "unstable: the echo agent does not advertise set_title"),
    ("proxy/initialize", "unstable: proxies only; the echo agent is not one"),
    ("proxy/successor", "unstable: proxies only; the echo agent is not one"),
];

#[tokio::test]
async fn v1_every_method_over_a_child_process() {
    let dir = Scratch::new();
    let (child, t) = spawn("1");
    let rec = Recorder::new();
    let hang = Arc::new(AtomicBool::new(false));
    let updates = Arc::new(Mutex::new(Vec::new()));
    let host = host(hang.clone(), updates.clone());
    let connected = bounded(
        acp_wire::side::ClientBuilder::new()
            .v1(host.clone(), host.capabilities())
            .config(Config::default().observer(rec.clone()))
            .connect(t, Info::new("sides-child", "1")),
    )
    .await
    .unwrap();
    let Negotiated::V1 { agent, response } = connected.negotiated else { panic!("not v1") };
    assert_eq!(to(&response)["agentInfo"]["name"], "acp-wire-echo-agent");
    let ups = |sid: &str| -> Vec<Value> {
        updates.lock().unwrap().iter().filter(|(s, _)| s == sid).map(|(_, u)| u.clone()).collect()
    };

    let s = bounded(host.new_session(&agent, from(json!({"cwd": dir.path(), "mcpServers": []})))).await.unwrap();
    let sid = s.session_id.clone();
    assert_eq!(to(&s)["modes"]["currentModeId"], "code");
    until(|| ups(&sid.0).iter().any(|u| u["sessionUpdate"] == "available_commands_update")).await;

    // A plain turn, then mode and config changes and their updates.
    let turn = bounded(agent.prompt_turn(v1_prompt(&sid, "keep me"))).await.unwrap();
    assert_eq!(turn.response.stop_reason, v1::StopReason::EndTurn);
    assert_eq!(text_of(&turn.updates.iter().map(to).collect::<Vec<_>>()), "keep me");
    bounded(agent.set_session_mode(from(json!({"sessionId": sid, "modeId": "ask"})))).await.unwrap();
    until(|| ups(&sid.0).iter().any(|u| u["sessionUpdate"] == "current_mode_update" && u["currentModeId"] == "ask"))
        .await;
    let r = bounded(
        agent.set_session_config_option(from(json!({"sessionId": sid, "configId": "style", "value": "upper"}))),
    )
    .await
    .unwrap();
    assert_eq!(to(&r)["configOptions"][0]["currentValue"], "upper");
    until(|| {
        ups(&sid.0)
            .iter()
            .any(|u| u["sessionUpdate"] == "config_option_update" && u["configOptions"][0]["currentValue"] == "upper")
    })
    .await;
    let turn = bounded(agent.prompt_turn(v1_prompt(&sid, "loud now"))).await.unwrap();
    assert_eq!(text_of(&turn.updates.iter().map(to).collect::<Vec<_>>()), "LOUD NOW");

    // /permission (allowed): fs write + read and a terminal, served for real.
    let turn = bounded(agent.prompt_turn(v1_prompt(&sid, "/permission"))).await.unwrap();
    assert_eq!(turn.response.stop_reason, v1::StopReason::EndTurn);
    let text = text_of(&turn.updates.iter().map(to).collect::<Vec<_>>());
    assert!(text.contains("permission outcome: selected allow-once"), "{text}");
    let written = std::fs::read_to_string(dir.0.join("acp-echo-agent.txt")).unwrap();
    assert_eq!(written, "written by the acp-wire echo agent\n");
    assert!(text.contains("fs/read_text_file: read"), "{text}");
    assert!(text.contains("exit code 0"), "{text}");
    assert!(text.contains("hello from a terminal"), "{text}");
    assert!(text.contains("; released"), "{text}");
    assert!(host.terminal_ids(&sid.0).is_empty(), "the agent released its terminal");

    // /updates: one update of every kind v1 defines (the client's
    // capabilities permitting), each validated against the schema.
    let turn = bounded(agent.prompt_turn(v1_prompt(&sid, "/updates"))).await.unwrap();
    let text = text_of(&turn.updates.iter().map(to).collect::<Vec<_>>());
    assert!(text.contains("sent ") && !text.contains("does not fit"), "{text}");

    // /read ABS: fs/read_text_file of a file we wrote.
    let file = dir.0.join("note.txt");
    std::fs::write(&file, "from the test's disk").unwrap();
    let turn = bounded(agent.prompt_turn(v1_prompt(&sid, &format!("/read {}", file.display())))).await.unwrap();
    let text = text_of(&turn.updates.iter().map(to).collect::<Vec<_>>());
    assert!(text.ends_with("from the test's disk"), "{text}");

    // session/cancel during /slow ends the turn with `cancelled`.
    let before = ups(&sid.0).len();
    let slow = tokio::spawn({
        let (a, p) = (agent.clone(), v1_prompt(&sid, "/slow 600 tick"));
        async move { a.prompt_turn(p).await }
    });
    until(|| ups(&sid.0)[before..].iter().any(|u| u["sessionUpdate"] == "agent_message_chunk")).await;
    agent.session_cancel(from(json!({"sessionId": sid}))).await.unwrap();
    let t = bounded(slow).await.unwrap().unwrap();
    assert_eq!(t.response.stop_reason, v1::StopReason::Cancelled);

    // A dropped prompt future sends $/cancel_request; the agent stops the
    // 600 s turn, so the next one (chained after it) ends promptly.
    let before = ups(&sid.0).len();
    let dropped = tokio::spawn({
        let (a, p) = (agent.clone(), v1_prompt(&sid, "/slow 600 tock"));
        async move { a.prompt(p).await }
    });
    until(|| ups(&sid.0)[before..].iter().any(|u| u["sessionUpdate"] == "agent_message_chunk")).await;
    dropped.abort();
    let _ = dropped.await;
    until(|| rec.count(true, "$/cancel_request") == 1).await;
    let turn = bounded(agent.prompt_turn(v1_prompt(&sid, "after the drop"))).await.unwrap();
    assert_eq!(turn.response.stop_reason, v1::StopReason::EndTurn);

    // session/list, session/load (replays the history before answering),
    // session/resume.
    let listed = to(&bounded(agent.list_sessions(from(json!({})))).await.unwrap());
    assert!(listed["sessions"].as_array().unwrap().iter().any(|x| x["sessionId"] == sid.0.as_str()), "{listed}");
    let before = ups(&sid.0).len();
    let r = bounded(host.load_session(&agent, from(json!({"sessionId": sid, "cwd": dir.path(), "mcpServers": []}))))
        .await
        .unwrap();
    assert_eq!(to(&r)["modes"]["currentModeId"], "ask");
    let replay = ups(&sid.0)[before..].to_vec();
    assert_eq!(replay[0]["sessionUpdate"], "user_message_chunk", "{replay:?}");
    assert_eq!(replay[0]["content"]["text"], "keep me");
    // The turn's own chunks follow, as they were streamed.
    assert_eq!(agent_text_after(&replay, 1), "keep me", "{replay:?}");
    let loud = replay.iter().position(|u| u["content"]["text"] == "loud now").expect("the second prompt is replayed");
    assert_eq!(agent_text_after(&replay, loud + 1), "LOUD NOW", "{replay:?}");
    let r = bounded(host.resume_session(&agent, from(json!({"sessionId": sid, "cwd": dir.path()})))).await.unwrap();
    assert_eq!(to(&r)["configOptions"][0]["currentValue"], "upper");

    // The agent drops a pending permission request when the session is
    // closed under it: $/cancel_request to the client, the turn `cancelled`.
    hang.store(true, Ordering::SeqCst);
    let asked = rec.count(false, "session/request_permission");
    let pending = tokio::spawn({
        let (a, p) = (agent.clone(), v1_prompt(&sid, "/permission"));
        async move { a.prompt_turn(p).await }
    });
    until(|| rec.count(false, "session/request_permission") > asked).await;
    let cancels = rec.count(false, "$/cancel_request");
    bounded(host.close_session(&agent, from(json!({"sessionId": sid})))).await.unwrap();
    let t = bounded(pending).await.unwrap().unwrap();
    assert_eq!(t.response.stop_reason, v1::StopReason::Cancelled);
    // The interrupted tool call is ended too (failed), not left pending.
    let tool_statuses: Vec<Value> = t
        .updates
        .iter()
        .map(to)
        .filter(|u| u["toolCallId"].as_str().is_some_and(|id| id.starts_with("echo-permission")))
        .map(|u| u["status"].clone())
        .collect();
    assert_eq!(tool_statuses.last(), Some(&json!("failed")), "{tool_statuses:?}");
    until(|| rec.count(false, "$/cancel_request") > cancels).await;
    assert!(bounded(agent.prompt(v1_prompt(&sid, "closed?"))).await.is_err(), "a closed session takes no prompt");

    bounded(agent.delete_session(from(json!({"sessionId": sid})))).await.unwrap();
    let listed = to(&bounded(agent.list_sessions(from(json!({})))).await.unwrap());
    assert!(!listed.to_string().contains(&sid.0), "{listed}");

    let echoed: Value = bounded(agent.core().ext_request("_echo/ping", &json!({"n": 7}))).await.unwrap();
    assert_eq!(echoed, json!({"n": 7}));
    assert!(rec.crossed().contains("_echo/ping"));

    rec.assert_clean();
    assert_coverage(
        v1::METHODS,
        &rec.crossed(),
        &[
            "initialize",
            "session/new",
            "session/load",
            "session/list",
            "session/resume",
            "session/close",
            "session/delete",
            "session/set_mode",
            "session/set_config_option",
            "session/prompt",
            "session/cancel",
            "session/update",
            "session/request_permission",
            "fs/write_text_file",
            "fs/read_text_file",
            "terminal/create",
            "terminal/output",
            "terminal/wait_for_exit",
            "terminal/release",
            "$/cancel_request",
        ],
        V1_NOT_EXERCISED,
    );
    expect_exit_on_eof(agent.core(), child).await;
}

#[cfg(acp_wire = "v2")]
mod v2_child;

/// The agent's text in the replayed updates from `replay[from]` on, up to
/// the next user message (chunks joined; a v2 block list or a v1 block).
fn agent_text_after(replay: &[Value], from: usize) -> String {
    replay[from..]
        .iter()
        .take_while(|u| !u["sessionUpdate"].as_str().unwrap_or("").starts_with("user_message"))
        .filter(|u| u["sessionUpdate"].as_str().unwrap_or("").starts_with("agent_message"))
        .map(|u| {
            let c = &u["content"];
            let text = if c.is_array() { c[0]["text"].as_str() } else { c["text"].as_str() };
            text.unwrap_or("").to_owned()
        })
        .collect()
}
