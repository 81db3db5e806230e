//! The echo agent over v2, in-process: the prompt is accepted with the
//! `messageId` of the echoed `user_message`, the turn runs (`state_update`
//! running … idle with the `stopReason`); every slash command, the update
//! showcase against the schema's list of kinds, `/slow` + `session/cancel`,
//! `/permission` (requires_action → running), list/resume with replay and
//! the state snapshot before the resume response, close, delete, config
//! options, `_echo/*`, and `--protocol` restrictions.
//! Both sides validate every frame with `ValidatingObserver`.


use crate::support_temp;

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire_cli::echo::{parse_versions, EchoAgent, Options, VersionsError};
use acp_wire::error::{Error, ResponseError};
use acp_wire::method::Side;
use acp_wire::rpc::Config;
use acp_wire::side::{ClientBuilder, Info, NotificationContext, RequestContext, SideError};
use acp_wire::Negotiated;
use acp_wire::transport::Transport;
use acp_wire_validate::ValidatingObserver;
use acp_wire::{v1, v2};
use serde_json::{json, Value};
use support_temp::Scratch;

/// The unstable schema's surfaces (`--features unstable`).
#[cfg(all(acp_v2 = "session/archive", acp_v2 = "session/status", acp_v2 = "auth/status"))]
#[path = "v2_unstable.rs"]
mod unstable;

fn from<T: serde::de::DeserializeOwned>(v: Value) -> T {
    serde_json::from_value(v).unwrap()
}

fn to(v: &impl serde::Serialize) -> Value {
    serde_json::to_value(v).unwrap()
}

async fn bounded<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(20), f).await.expect("did not finish within 20 s")
}

type Updates = Arc<Mutex<Vec<(String, Value)>>>;

struct TestClient {
    updates: Updates,
    answer: Option<&'static str>,
}

impl v2::Client for TestClient {
    async fn session_update(&self, n: v2::UpdateSessionNotification, _: NotificationContext<v2::AgentHandle>) {
        self.updates.lock().unwrap().push((n.session_id.0.clone(), to(&n.update)));
    }
    async fn request_permission(
        &self,
        _: v2::RequestPermissionRequest,
        _: RequestContext<v2::AgentHandle>,
    ) -> Result<v2::RequestPermissionResponse, ResponseError> {
        Ok(match self.answer {
            Some(id) => from(json!({"outcome": {"outcome": "selected", "optionId": id}})),
            None => from(json!({"outcome": {"outcome": "cancelled"}})),
        })
    }
}

struct Setup {
    agent: v2::AgentHandle,
    updates: Updates,
    agent_frames: Arc<ValidatingObserver>,
    client_frames: Arc<ValidatingObserver>,
}

impl Setup {
    async fn new(echo: &EchoAgent, answer: Option<&'static str>) -> Setup {
        let agent_frames = Arc::new(ValidatingObserver::auto(Side::Agent).unwrap());
        let client_frames = Arc::new(ValidatingObserver::auto(Side::Client).unwrap());
        let (a, c) = Transport::duplex(1 << 20);
        tokio::spawn(echo.builder().config(Config::default().observer(agent_frames.clone())).serve(a));
        let updates = Updates::default();
        let connected = ClientBuilder::new()
            .v2(TestClient { updates: updates.clone(), answer }, v2::ClientCapabilities::default())
            .config(Config::default().observer(client_frames.clone()))
            .connect(c, Info::new("echo-test", "1"))
            .await
            .unwrap();
        let Negotiated::V2 { agent, response } = connected.negotiated else { panic!("not v2") };
        let caps = to(&response.capabilities);
        assert!(caps["session"]["delete"].is_object(), "{caps}");
        Setup { agent, updates, agent_frames, client_frames }
    }

    async fn session(&self, dir: &Scratch) -> v2::SessionId {
        let r = self.agent.new_session(from(json!({"cwd": dir.path()}))).await.unwrap();
        assert!(to(&r)["availableCommands"].as_array().unwrap().len() >= 5);
        let sid = r.session_id.0.clone();
        bounded(async {
            while !self
                .updates
                .lock()
                .unwrap()
                .iter()
                .any(|(s, u)| *s == sid && u["sessionUpdate"] == "available_commands_update")
            {
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
        })
        .await;
        r.session_id
    }

    /// One turn: the acceptance, the idle stop reason, the turn's updates.
    async fn turn(&self, sid: &v2::SessionId, text: &str) -> (String, String, Vec<Value>) {
        let p: v2::PromptRequest = from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": text}]}));
        let t = bounded(self.agent.prompt_turn(p)).await.unwrap();
        (t.accepted.message_id.0.clone(), idle_stop(&t), t.updates.iter().map(to).collect())
    }

    /// Starts a long `/slow` turn in `sid` and returns once its first
    /// chunk arrived (the turn is running).
    async fn start_slow(&self, sid: &v2::SessionId) -> tokio::task::JoinHandle<acp_wire::error::Result<v2::PromptTurn>> {
        let agent = self.agent.clone();
        let p: v2::PromptRequest = from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": "/slow 600 tick"}]}));
        let before = self.updates.lock().unwrap().len();
        let turn = tokio::spawn(async move { agent.prompt_turn(p).await });
        bounded(async {
            while !self.updates.lock().unwrap()[before..].iter().any(|(_, u)| u["sessionUpdate"] == "agent_message_chunk") {
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
        })
        .await;
        turn
    }

    fn finish(self) {
        self.agent.core().close();
        self.agent_frames.assert_clean();
        self.client_frames.assert_clean();
        assert!(self.agent_frames.frames_seen() > 0);
    }
}

/// The `stopReason` of the idle `state_update` that ended the turn.
fn idle_stop(t: &acp_wire::v2::PromptTurn) -> String {
    let idle = to(t.updates.last().expect("the idle update"));
    assert_eq!(idle["state"], "idle", "{idle}");
    idle["stopReason"].as_str().unwrap().to_owned()
}

fn text_of(updates: &[Value]) -> String {
    updates
        .iter()
        .filter(|u| u["sessionUpdate"] == "agent_message_chunk" && u["content"]["type"] == "text")
        .map(|u| u["content"]["text"].as_str().unwrap())
        .collect()
}

fn schema_kinds(schema: &str) -> BTreeSet<String> {
    let s: Value = serde_json::from_str(schema).unwrap();
    let su = &s["$defs"]["SessionUpdate"];
    let branches = su["oneOf"].as_array().or(su["anyOf"].as_array()).unwrap();
    branches.iter().filter_map(|b| b["properties"]["sessionUpdate"]["const"].as_str()).map(str::to_owned).collect()
}

#[tokio::test]
async fn turns_commands_and_every_update_kind() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let s = Setup::new(&echo, Some("allow-once")).await;
    let sid = s.session(&dir).await;

    let (accepted, stop, ups) = s.turn(&sid, "hello v2 world").await;
    assert_eq!(stop, "end_turn");
    assert_eq!(text_of(&ups), "hello v2 world");
    let user = s
        .updates
        .lock()
        .unwrap()
        .iter()
        .find(|(_, u)| u["sessionUpdate"] == "user_message")
        .map(|(_, u)| u.clone())
        .unwrap();
    assert_eq!(user["messageId"], accepted, "the prompt is echoed with the accepted messageId");
    assert_eq!(user["content"][0]["text"], "hello v2 world");
    let states: Vec<&str> =
        ups.iter().filter(|u| u["sessionUpdate"] == "state_update").map(|u| u["state"].as_str().unwrap()).collect();
    assert_eq!(states, ["running", "idle"]);
    let ids: BTreeSet<&str> = ups
        .iter()
        .filter(|u| u["sessionUpdate"] == "agent_message_chunk")
        .map(|u| u["messageId"].as_str().unwrap())
        .collect();
    assert_eq!(ids.len(), 1, "one agent message per turn");

    let (_, stop, ups) = s.turn(&sid, "/updates").await;
    assert_eq!(stop, "end_turn");
    let got: BTreeSet<String> = ups.iter().map(|u| u["sessionUpdate"].as_str().unwrap().to_owned()).collect();
    let want = schema_kinds(v2::SCHEMA_JSON);
    assert!(want.len() >= 19, "{want:?}");
    let missing: Vec<&String> = want.difference(&got).collect();
    assert!(missing.is_empty(), "kinds the schema defines that /updates did not send: {missing:?}");
    assert!(!text_of(&ups).contains("does not fit"), "{}", text_of(&ups));
    // Its diff carries patch text where the schema has it (the schema's
    // Diff: agents SHOULD), which the frame validators of both sides
    // checked (absolute paths, no a/ b/).
    if cfg!(acp_v2 = "Diff.patch") {
        let diff = ups.iter().find(|u| u["content"]["type"] == "diff").expect("a diff");
        assert_eq!(diff["content"]["patch"]["format"], "git_patch", "{diff}");
        let path = diff["content"]["changes"][0]["path"].as_str().unwrap();
        assert!(diff["content"]["patch"]["text"].as_str().unwrap().starts_with("diff --git "), "{diff}");
        assert!(std::path::Path::new(path).is_absolute(), "{path}");
    }

    let (_, stop, ups) = s.turn(&sid, "/permission").await;
    assert_eq!(stop, "end_turn");
    assert!(text_of(&ups).contains("permission outcome: selected allow-once"));
    let states: Vec<&str> =
        ups.iter().filter(|u| u["sessionUpdate"] == "state_update").map(|u| u["state"].as_str().unwrap()).collect();
    assert_eq!(states, ["running", "requires_action", "running", "idle"]);

    let (_, _, ups) = s.turn(&sid, "/read /etc/hostname").await;
    assert!(text_of(&ups).contains("not available"));
    let (_, _, ups) = s.turn(&sid, "/help").await;
    assert!(text_of(&ups).contains("/updates"));

    let echoed: Value = s.agent.core().ext_request("_echo/anything", &json!([1, 2])).await.unwrap();
    assert_eq!(echoed, json!([1, 2]));
    // No tool call of the agent offers `cancel`: refused (by the crate's gate
    // before sending, or by the agent with -32002).
    #[cfg(acp_v2 = "tool_call/cancel")]
    {
        let e = s.agent.cancel_tool_call(from(json!({"sessionId": sid, "toolCallId": "nope"}))).await.unwrap_err();
        assert!(matches!(e, Error::Side(_)) || e.code() == Some(-32002), "{e}");
    }
    s.finish();
}

#[tokio::test]
async fn slow_stops_on_cancel_and_permission_cancelled() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let s = Setup::new(&echo, None).await;
    let sid = s.session(&dir).await;
    let before = s.updates.lock().unwrap().len();
    let agent = s.agent.clone();
    let p: v2::PromptRequest = from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": "/slow 600 tick"}]}));
    let turn = tokio::spawn(async move { agent.prompt_turn(p).await });
    bounded(async {
        while !s.updates.lock().unwrap()[before..].iter().any(|(_, u)| u["sessionUpdate"] == "agent_message_chunk") {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;
    s.agent.session_cancel(from(json!({"sessionId": sid}))).await.unwrap();
    // A 600 s stream that ends within the 20 s bound ended because of the cancel.
    let t = bounded(turn).await.unwrap().unwrap();
    assert_eq!(idle_stop(&t), "cancelled");

    // The client answers the permission request `cancelled`.
    let (_, stop, ups) = s.turn(&sid, "/permission").await;
    assert_eq!(stop, "cancelled");
    assert!(text_of(&ups).contains("permission outcome: cancelled"));
    // And the session goes on.
    let (_, stop, _) = s.turn(&sid, "still here").await;
    assert_eq!(stop, "end_turn");
    s.finish();
}

#[tokio::test]
async fn sessions_resume_with_replay_close_delete_config() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let first = Setup::new(&echo, None).await;
    let sid = first.session(&dir).await;
    let r = first
        .agent
        .set_session_config_option(from(json!({"sessionId": sid, "configId": "style", "type": "id", "value": "upper"})))
        .await
        .unwrap();
    assert_eq!(to(&r)["configOptions"][0]["currentValue"], "upper");
    let (_, _, ups) = first.turn(&sid, "keep me").await;
    assert_eq!(text_of(&ups), "KEEP ME");
    first.finish();

    let s = Setup::new(&echo, None).await;
    let listed = to(&s.agent.list_sessions(from(json!({}))).await.unwrap());
    assert!(listed["sessions"].as_array().unwrap().iter().any(|x| x["sessionId"] == sid.0.as_str()), "{listed}");
    let e = s
        .agent
        .resume_session(from(json!({"sessionId": sid, "cwd": dir.path(), "replayFrom": {"type": "_elsewhere"}})))
        .await
        .unwrap_err();
    assert_eq!(e.code(), Some(-32602), "{e}");
    s.agent
        .resume_session(from(json!({"sessionId": sid, "cwd": dir.path(), "replayFrom": {"type": "start"}})))
        .await
        .unwrap();
    let replay: Vec<Value> =
        s.updates.lock().unwrap().iter().filter(|(x, _)| *x == sid.0).map(|(_, u)| u.clone()).collect();
    assert_eq!(replay[0]["sessionUpdate"], "user_message");
    assert_eq!(replay[0]["content"][0]["text"], "keep me");
    // The agent's text as it was streamed, one chunk per word.
    assert_eq!(replay[1]["sessionUpdate"], "agent_message_chunk");
    assert_eq!(text_of(&replay), "KEEP ME");

    s.agent.close_session(from(json!({"sessionId": sid}))).await.unwrap();
    let p: v2::PromptRequest = from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": "closed?"}]}));
    assert!(s.agent.prompt(p).await.is_err(), "a closed session takes no prompt");
    s.agent.delete_session(from(json!({"sessionId": sid}))).await.unwrap();
    let e = s.agent.resume_session(from(json!({"sessionId": sid, "cwd": dir.path()}))).await.unwrap_err();
    assert_eq!(e.code(), Some(-32002), "{e}");
    s.finish();
}

#[tokio::test]
async fn protocol_restrictions() {
    assert_eq!(parse_versions("1,2").unwrap(), [1, 2]);
    assert_eq!(parse_versions("2").unwrap(), [2]);
    assert_eq!(parse_versions("3"), Err(VersionsError::Unparsable("3".into())));
    assert_eq!(parse_versions(""), Err(VersionsError::Unparsable(String::new())));
    assert_eq!(Options::new().versions(&[]).unwrap_err(), VersionsError::Empty);
    assert_eq!(Options::new().versions(&[1, 3]).unwrap_err(), VersionsError::Unsupported(3));

    // A v2-only echo agent refuses a v1 client with -32022.
    let echo = EchoAgent::new(Options::new().versions(&[2]).unwrap());
    let (a, c) = Transport::duplex(1 << 16);
    tokio::spawn(echo.builder().serve(a));
    struct Quiet;
    impl v1::Client for Quiet {}
    let e = ClientBuilder::new()
        .v1(Quiet, v1::ClientCapabilities::default())
        .connect(c, Info::new("t", "1"))
        .await
        .unwrap_err();
    assert_eq!(e.code(), Some(-32022), "{e}");

    // A v1-only echo agent answers a v2-only client with 1, which it refuses.
    let echo = EchoAgent::new(Options::new().versions(&[1]).unwrap());
    let (a, c) = Transport::duplex(1 << 16);
    tokio::spawn(echo.builder().serve(a));
    let client = TestClient { updates: Updates::default(), answer: None };
    let e = ClientBuilder::new()
        .v2(client, v2::ClientCapabilities::default())
        .connect(c, Info::new("t", "1"))
        .await
        .unwrap_err();
    assert!(matches!(e, Error::Side(SideError::UnsupportedVersion { answered: Some(1), .. })), "{e}");
}

#[tokio::test]
async fn close_ends_a_running_turn_with_cancelled() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let s = Setup::new(&echo, None).await;
    let sid = s.session(&dir).await;
    let turn = s.start_slow(&sid).await;
    s.agent.close_session(from(json!({"sessionId": sid}))).await.unwrap();
    let t = bounded(turn).await.unwrap().unwrap();
    assert_eq!(idle_stop(&t), "cancelled");
    s.finish();
}

#[tokio::test]
async fn resume_from_start_replays_thoughts_tool_calls_and_plans_in_order() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let first = Setup::new(&echo, Some("allow-once")).await;
    let sid = first.session(&dir).await;
    // Thoughts on: a plain echo starts with an agent_thought_chunk.
    let thoughts = json!({"sessionId": sid, "configId": "thoughts", "type": "boolean", "value": true});
    first.agent.set_session_config_option(from(thoughts)).await.unwrap();
    let mut originals = Vec::new();
    for text in ["hello world", "/updates", "/permission"] {
        let (_, stop, ups) = first.turn(&sid, text).await;
        assert_eq!(stop, "end_turn", "{text}");
        // The turn's lifecycle and notices are not conversation history.
        let history = |u: &Value| !matches!(u["sessionUpdate"].as_str(), Some("state_update" | "notice"));
        originals.extend(ups.into_iter().filter(history));
    }
    let kinds: BTreeSet<&str> = originals.iter().map(|u| u["sessionUpdate"].as_str().unwrap()).collect();
    for k in ["user_message", "agent_thought_chunk", "agent_message_chunk", "tool_call_update", "plan_update"] {
        assert!(kinds.contains(k), "the turns sent no {k}: {kinds:?}");
    }
    assert_eq!(originals[0]["sessionUpdate"], "user_message");
    first.finish();

    let s = Setup::new(&echo, None).await;
    let params = json!({"sessionId": sid, "cwd": dir.path(), "replayFrom": {"type": "start"}});
    s.agent.resume_session(from(params)).await.unwrap();
    let of_session = || -> Vec<Value> {
        s.updates.lock().unwrap().iter().filter(|(x, _)| *x == sid.0).map(|(_, u)| u.clone()).collect()
    };
    // Here when the response is (the client sees every earlier update of
    // the session before the answer): the replay, then the snapshot.
    let before = of_session();
    assert_eq!(before[..originals.len()], originals[..], "the replay differs from what the turns sent");
    assert_eq!(before.get(originals.len()), Some(&json!({"sessionUpdate": "state_update", "state": "idle"})));
    // The resume response is followed by the commands announcement.
    let replayed = bounded(async {
        loop {
            let ups = of_session();
            if ups.len() > originals.len() + 1 {
                return ups;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;
    assert_eq!(replayed[originals.len() + 1]["sessionUpdate"], "available_commands_update");
    assert_eq!(replayed.len(), originals.len() + 2);
    s.finish();
}

/// The schema (ResumeSessionResponse): "The agent MUST send a current
/// `state_update` after any requested history replay and before this
/// response, even without replay." Without replay it is the only update
/// before the answer; a session whose turn is still running is reported
/// `running` (the response alone does not imply idle), and once that turn
/// is over `idle`.
#[tokio::test]
async fn resume_sends_the_current_state_before_its_response() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new().slow_interval(Duration::from_millis(20)));
    let s = Setup::new(&echo, None).await;
    let sid = s.session(&dir).await;
    let agent = s.agent.clone();
    let p: v2::PromptRequest = from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": "/slow 600 tick"}]}));
    let before = s.updates.lock().unwrap().len();
    let turn = tokio::spawn(async move { agent.prompt_turn(p).await });
    bounded(async {
        while !s.updates.lock().unwrap()[before..].iter().any(|(_, u)| u["sessionUpdate"] == "agent_message_chunk") {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;

    // A second connection resumes the busy session, without replay. The
    // commands announcement follows the response; it may be in already.
    let other = Setup::new(&echo, None).await;
    let resumed = || -> Vec<Value> {
        let seen = other.updates.lock().unwrap();
        seen.iter().map(|(_, u)| u.clone()).filter(|u| u["sessionUpdate"] != "available_commands_update").collect()
    };
    other.agent.resume_session(from(json!({"sessionId": sid, "cwd": dir.path()}))).await.unwrap();
    assert_eq!(other.updates.lock().unwrap()[0].1, json!({"sessionUpdate": "state_update", "state": "running"}), "the snapshot comes first");
    // Then the running turn is followed (through the store): its chunks
    // reach this connection too.
    bounded(async {
        while !resumed().iter().any(|u| u["sessionUpdate"] == "agent_message_chunk") {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;

    s.agent.session_cancel(from(json!({"sessionId": sid}))).await.unwrap();
    let t = bounded(turn).await.unwrap().unwrap();
    assert_eq!(idle_stop(&t), "cancelled");
    // The follower ends with the turn's own end, after the turn's last chunk.
    bounded(async {
        while resumed().last() != Some(&json!({"sessionUpdate": "state_update", "state": "idle", "stopReason": "cancelled"})) {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;
    let followed = resumed().iter().filter(|u| u["sessionUpdate"] == "agent_message_chunk").count();
    let theirs = t.updates.iter().map(to).filter(|u| u["sessionUpdate"] == "agent_message_chunk").count();
    assert!(followed <= theirs, "{followed} chunks followed of the turn's {theirs}: none twice");
    other.updates.lock().unwrap().clear();
    other.agent.resume_session(from(json!({"sessionId": sid, "cwd": dir.path()}))).await.unwrap();
    assert_eq!(resumed(), [json!({"sessionUpdate": "state_update", "state": "idle"})]);
    other.finish();
    s.finish();
}

/// v2's ContentBlock: "Agents MUST reject a `session/prompt` request with a
/// content block type they do not support with -32602". The typed handle
/// does not send a block of a type the schema does not define (the side's
/// rule); sent raw, the agent's side refuses it before the turn starts: it
/// streams nothing and keeps serving.
#[tokio::test]
async fn a_prompt_block_of_an_unsupported_type_is_refused_with_invalid_params() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let s = Setup::new(&echo, None).await;
    let sid = s.session(&dir).await;
    let before = s.updates.lock().unwrap().len();
    let p: v2::PromptRequest = from(json!({"sessionId": sid, "prompt": [
        {"type": "text", "text": "look at this"},
        {"type": "hologram", "data": "AAAA", "mimeType": "model/x-hologram"}]}));
    let e = bounded(s.agent.prompt(p.clone())).await.unwrap_err();
    assert!(matches!(&e, Error::Side(acp_wire::side::SideError::UnknownContent { .. })), "{e}");
    let e = bounded(s.agent.core().peer().request("session/prompt", &p)).await.unwrap_err();
    let Error::Protocol(err) = &e else { panic!("not a protocol error: {e}") };
    assert_eq!(err.code, -32602, "{e}");
    let data: Value = serde_json::from_str(err.data.as_ref().expect("error data").get()).unwrap();
    assert_eq!(data["path"], "prompt[1].type", "{data}");
    assert!(data["message"].as_str().unwrap().contains("\"hologram\" is not supported"), "{data}");
    assert_eq!(s.updates.lock().unwrap().len(), before, "a refused prompt streams nothing");

    let (_, stop, ups) = s.turn(&sid, "still here").await;
    assert_eq!(stop, "end_turn");
    assert_eq!(text_of(&ups), "still here");
    s.finish();
}

/// A session left `running` by a process that died mid-turn (its turn's
/// heartbeat is older than `STALE`) resumes `idle`, and its record says so
/// from then on; one whose heartbeat is fresh (a turn running in another
/// process sharing the store) resumes `running`.
#[tokio::test]
async fn a_dead_processs_running_turn_resumes_idle() {
    use acp_wire::agent::{MemoryStore, SessionRecord, Store};
    let dir = Scratch::new();
    let records: Arc<dyn Store> = Arc::new(MemoryStore::new());
    let now_ms = || u64::try_from(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis()).unwrap();
    let stale = u64::try_from(acp_wire::agent::foreground::STALE.as_millis()).unwrap();
    for (id, beat) in [("crashed", now_ms() - stale - 1_000), ("elsewhere", now_ms())] {
        let mut r = SessionRecord::new(id, 2, dir.path());
        r.foreground = "running".into();
        r.heartbeat = Some(beat);
        records.insert(r).await.unwrap();
    }
    let s = Setup::new(&EchoAgent::with_store(Options::new(), records.clone()), None).await;
    for (id, want) in [("crashed", "idle"), ("elsewhere", "running")] {
        s.updates.lock().unwrap().clear();
        s.agent.resume_session(from(json!({"sessionId": id, "cwd": dir.path()}))).await.unwrap();
        let first = s.updates.lock().unwrap()[0].1.clone();
        assert_eq!(first, json!({"sessionUpdate": "state_update", "state": want}), "{id}");
        assert_eq!(records.meta(id).await.unwrap().unwrap().foreground, want, "{id}");
    }
    s.finish();
}
