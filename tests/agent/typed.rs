//! Typed turns (issue 27 item 3): the version-neutral tool calls, plans,
//! permissions and file reads of `Turn`, the client's capabilities and the
//! session's cwd, the version's own typed updates, and v2's
//! `requires_action` around a permission; each asserted on the wire, every
//! frame validated against the negotiated version's schema.

use std::time::Duration;

use acp_wire::agent::{
    Location, Permission, PermissionKind, Plan, PlanEntry, PlanPriority, PlanStatus, Prompt, SessionAgent, StopReason, ToolCall,
    ToolCallUpdate, ToolKind, ToolStatus, Turn, TEXT_CHUNK, TEXT_DELAY,
};
use acp_wire::error::{ResponseError, SideError};
use acp_wire::side::{ClientBuilder, Info, NotificationContext, RequestContext};
use acp_wire::{v1, v2, Error, Negotiated};
use serde_json::{json, Value};

use crate::common;
use crate::sides_support::{from, json as to_json, Log, Wired};

/// The handler: the prompt's first word picks what the turn does.
pub struct Typed;

fn absolute(name: &str) -> String {
    std::env::temp_dir().join(name).to_string_lossy().into_owned()
}

impl Prompt for Typed {
    async fn prompt(&self, turn: Turn) -> Result<StopReason, ResponseError> {
        let text = turn.text();
        let (word, rest) = text.split_once(' ').unwrap_or((&text, ""));
        match word {
            "tool" => {
                let call = ToolCall::new("t1", "Read notes")
                    .kind(ToolKind::Read)
                    .status(ToolStatus::Pending)
                    .raw_input(json!({"path": absolute("notes.txt")}))
                    .location(Location::new(absolute("notes.txt")).line(3));
                turn.tool_call(call).await?;
                turn.tool_call_update(ToolCallUpdate::new("t1").status(ToolStatus::Completed).text("three lines")).await?;
                let steps = [
                    PlanEntry::new("read", PlanPriority::High, PlanStatus::Completed),
                    PlanEntry::new("answer", PlanPriority::Low, PlanStatus::InProgress),
                ];
                turn.plan(Plan::new(steps)).await?;
            }
            "relative" => {
                let r = turn.tool_call(ToolCall::new("t2", "Relative").location("notes.txt")).await;
                turn.say(&format!("{:?}", r.map_err(|e| e.to_string()))).await?;
            }
            "ask" => {
                let id = if rest.is_empty() { "t3" } else { rest };
                turn.tool_call(ToolCall::new(id, "Edit notes").kind(ToolKind::Edit)).await?;
                let ask = Permission::new(id, "Allow editing notes?")
                    .option("yes", "Allow", PermissionKind::AllowOnce)
                    .option("no", "Reject", PermissionKind::RejectOnce);
                let outcome = turn.request_permission(ask).await?;
                turn.say(&format!("{outcome:?}")).await?;
            }
            "read" => {
                let r = turn.read_text_file(rest, Some(2), Some(1)).await;
                turn.say(&format!("{:?}", r.map_err(|e| e.to_string()))).await?;
            }
            "write" => {
                let r = turn.write_text_file(rest, "new text").await;
                turn.say(&format!("{:?}", r.map_err(|e| e.to_string()))).await?;
            }
            "many" => {
                for _ in 0..50 {
                    turn.say(&"x".repeat(100)).await?;
                }
            }
            "pause" => {
                turn.say("a").await?;
                tokio::time::sleep(TEXT_DELAY * 10).await;
                turn.say("b").await?;
            }
            "mixed" => {
                turn.say("one ").await?;
                turn.say("two").await?;
                turn.think("hmm").await?;
                turn.say("three").await?;
                turn.tool_call(ToolCall::new("t4", "After the text")).await?;
                turn.say("four").await?;
            }
            "caps" => turn.say(&format!("{:?} {}", turn.capabilities(), turn.cwd())).await?,
            "own" => {
                if let Some(v1) = turn.v1() {
                    let call = v1::ToolCall::new(v1::ToolCallId("own".into()), "Own v1 call");
                    v1.update(v1::SessionUpdate::ToolCall(call)).await?;
                }
                if let Some(v2) = turn.v2() {
                    let call = v2::ToolCallUpdate::new(v2::ToolCallId("own".into())).status(v2::ToolCallStatus::InProgress);
                    v2.update(v2::SessionUpdate::ToolCallUpdate(call)).await?;
                    // The turn's states are the kit's.
                    let idle = v2::StateUpdate::Idle(v2::IdleStateUpdate::new(v2::IdleStateUpdateStopReason::EndTurn));
                    let e = v2.update(v2::SessionUpdate::StateUpdate(idle)).await.unwrap_err();
                    assert!(matches!(e, Error::Side(SideError::InvalidParams { .. })), "{e}");
                    assert!(turn.update(json!({"sessionUpdate": "state_update", "state": "running"})).await.is_err());
                }
            }
            _ => turn.say(&text).await?,
        }
        Ok(StopReason::EndTurn)
    }
}

// ---------------------------------------------------------------- v1

/// A v1 client that records what the agent asks, answers permissions with
/// the first option (`cancelled` for tool call `cancel-me`) and serves
/// files from memory.
struct Client1(Log);
impl v1::Client for Client1 {
    async fn session_update(&self, n: v1::SessionNotification, _: NotificationContext<v1::AgentHandle>) {
        self.0.record("session/update", &n);
    }

    async fn request_permission(
        &self,
        p: v1::RequestPermissionRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::RequestPermissionResponse, ResponseError> {
        self.0.record("session/request_permission", &p);
        let outcome = if p.tool_call.tool_call_id.0 == "cancel-me" {
            v1::RequestPermissionOutcome::Cancelled { extra: serde_json::Map::new() }
        } else {
            v1::RequestPermissionOutcome::Selected(v1::SelectedPermissionOutcome::new(p.options[0].option_id.clone()))
        };
        Ok(v1::RequestPermissionResponse::new(outcome))
    }

    async fn read_text_file(
        &self,
        p: v1::ReadTextFileRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::ReadTextFileResponse, ResponseError> {
        self.0.record("fs/read_text_file", &p);
        Ok(v1::ReadTextFileResponse::new("line two"))
    }

    async fn write_text_file(
        &self,
        p: v1::WriteTextFileRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::WriteTextFileResponse, ResponseError> {
        self.0.record("fs/write_text_file", &p);
        Ok(v1::WriteTextFileResponse::new())
    }
}

async fn wired1(caps: v1::ClientCapabilities) -> (Wired, Log, v1::SessionId) {
    let log = Log::default();
    let client = ClientBuilder::new().v1(Client1(log.clone()), caps);
    let w = Wired::new(SessionAgent::new(Typed).builder(), client, Info::new("typed-test", "1.0")).await;
    let Negotiated::V1 { agent, .. } = &w.connected.negotiated else { panic!("not v1") };
    let s = agent.new_session(from(json!({"cwd": absolute(""), "mcpServers": []}))).await.expect("session/new").session_id;
    (w, log, s)
}

fn h1(w: &Wired) -> &v1::AgentHandle {
    match &w.connected.negotiated {
        Negotiated::V1 { agent, .. } => agent,
        #[allow(unreachable_patterns)]
        _ => panic!("not v1"),
    }
}

/// The turn's `session/update` payloads (`update`), in order.
async fn turn1(w: &Wired, log: &Log, s: &v1::SessionId, text: &str) -> Vec<Value> {
    log.clear();
    let r = h1(w).prompt(from(json!({"sessionId": s, "prompt": [{"type": "text", "text": text}]}))).await.expect("prompt");
    assert_eq!(r.stop_reason, v1::StopReason::EndTurn);
    log.params("session/update").into_iter().map(|n| n["update"].clone()).collect()
}

async fn done1(w: Wired) {
    assert!(w.finish(common::schema::SchemaFile::get("v1", v1::UNSTABLE), v1::METHODS).await > 0);
}

fn fs_caps() -> v1::ClientCapabilities {
    v1::ClientCapabilities::new().fs(v1::FileSystemCapabilities::new().read_text_file(true).write_text_file(true))
}

#[tokio::test]
async fn v1_tool_call_update_and_plan_are_typed_on_the_wire() {
    let (w, log, s) = wired1(v1::ClientCapabilities::new()).await;
    let got = turn1(&w, &log, &s, "tool").await;
    let path = absolute("notes.txt");
    assert_eq!(
        got,
        [
            json!({"sessionUpdate": "tool_call", "toolCallId": "t1", "title": "Read notes", "kind": "read", "status": "pending",
                   "rawInput": {"path": path}, "locations": [{"path": path, "line": 3}]}),
            json!({"sessionUpdate": "tool_call_update", "toolCallId": "t1", "status": "completed",
                   "content": [{"type": "content", "content": {"type": "text", "text": "three lines"}}]}),
            json!({"sessionUpdate": "plan", "entries": [
                {"content": "read", "priority": "high", "status": "completed"},
                {"content": "answer", "priority": "low", "status": "in_progress"}]}),
        ]
    );
    // Locations are absolute: a relative one is refused before sending.
    let got = turn1(&w, &log, &s, "relative").await;
    assert_eq!(got.len(), 1, "{got:?}");
    let said = got[0]["content"]["text"].as_str().unwrap();
    assert!(said.contains("locations[0].path: tool call locations are absolute paths"), "{said}");
    // Recorded: a load replays them.
    log.clear();
    h1(&w).load_session(from(json!({"sessionId": s, "cwd": absolute(""), "mcpServers": []}))).await.unwrap();
    let replayed: Vec<String> =
        log.params("session/update").iter().map(|n| n["update"]["sessionUpdate"].as_str().unwrap().to_owned()).collect();
    assert!(replayed.contains(&"tool_call".to_owned()) && replayed.contains(&"plan".to_owned()), "{replayed:?}");
    done1(w).await;
}

#[tokio::test]
async fn v1_permission_is_asked_for_the_tool_call_and_its_outcome_is_neutral() {
    let (w, log, s) = wired1(v1::ClientCapabilities::new()).await;
    let got = turn1(&w, &log, &s, "ask").await;
    let asked = log.params("session/request_permission");
    assert_eq!(
        asked,
        [json!({"sessionId": s, "toolCall": {"toolCallId": "t3"}, "options": [
            {"optionId": "yes", "name": "Allow", "kind": "allow_once"},
            {"optionId": "no", "name": "Reject", "kind": "reject_once"}]})]
    );
    assert_eq!(got.last().unwrap()["content"]["text"], "Selected(\"yes\")");
    let got = turn1(&w, &log, &s, "ask cancel-me").await;
    assert_eq!(got.last().unwrap()["content"]["text"], "Cancelled");
    done1(w).await;
}

#[tokio::test]
async fn v1_files_are_read_and_written_when_advertised_and_refused_unsent_when_not() {
    let (w, log, s) = wired1(fs_caps()).await;
    let path = absolute("notes.txt");
    let got = turn1(&w, &log, &s, &format!("read {path}")).await;
    assert_eq!(got[0]["content"]["text"], "Ok(\"line two\")");
    assert_eq!(log.params("fs/read_text_file"), [json!({"sessionId": s, "path": path, "line": 2, "limit": 1})]);
    let got = turn1(&w, &log, &s, &format!("write {path}")).await;
    assert_eq!(got[0]["content"]["text"], "Ok(())");
    assert_eq!(log.params("fs/write_text_file"), [json!({"sessionId": s, "path": path, "content": "new text"})]);
    let got = turn1(&w, &log, &s, "caps").await;
    let caps = "ClientCapabilities { read_text_file: true, write_text_file: true, terminal: false }";
    assert_eq!(got[0]["content"]["text"], format!("{caps} {}", absolute("")));
    done1(w).await;

    let (w, log, s) = wired1(v1::ClientCapabilities::new()).await;
    let got = turn1(&w, &log, &s, &format!("read {path}")).await;
    let said = got[0]["content"]["text"].as_str().unwrap();
    assert!(said.contains("fs/read_text_file needs the capability clientCapabilities.fs.readTextFile"), "{said}");
    let got = turn1(&w, &log, &s, "caps").await;
    assert!(got[0]["content"]["text"].as_str().unwrap().starts_with("ClientCapabilities { read_text_file: false,"));
    assert!(!w.agent_frames.has_method("fs/read_text_file"), "nothing sent");
    done1(w).await;
}

#[tokio::test]
async fn v1_own_typed_updates_go_through_turn_v1() {
    let (w, log, s) = wired1(v1::ClientCapabilities::new()).await;
    let got = turn1(&w, &log, &s, "own").await;
    assert_eq!(got, [json!({"sessionUpdate": "tool_call", "toolCallId": "own", "title": "Own v1 call"})]);
    done1(w).await;
}

// ---------------------------------------------------------------- v2

/// A v2 client that records permission requests and answers them with the
/// first option (`cancelled` for tool call `cancel-me`).
struct Client2(Log);
impl v2::Client for Client2 {
    async fn session_update(&self, n: v2::UpdateSessionNotification, _: NotificationContext<v2::AgentHandle>) {
        self.0.record("session/update", &n);
    }

    async fn request_permission(
        &self,
        p: v2::RequestPermissionRequest,
        _: RequestContext<v2::AgentHandle>,
    ) -> Result<v2::RequestPermissionResponse, ResponseError> {
        self.0.record("session/request_permission", &p);
        let cancel = matches!(p.subject.value(), Some(v2::RequestPermissionSubject::ToolCall(t)) if t.tool_call.tool_call_id.0 == "cancel-me");
        // As JSON: the cancelled outcome's Rust shape differs between
        // published v2 schemas (npm 2.0.0: a variant without a payload type).
        let outcome = if cancel {
            json!({"outcome": "cancelled"})
        } else {
            json!({"outcome": "selected", "optionId": p.options[0].option_id.0})
        };
        Ok(from(json!({"outcome": outcome})))
    }
}

async fn wired2() -> (Wired, Log, v2::SessionId) {
    let log = Log::default();
    let client = ClientBuilder::new().v2(Client2(log.clone()), v2::ClientCapabilities::new());
    let w = Wired::new(SessionAgent::new(Typed).builder(), client, Info::new("typed-test", "1.0")).await;
    let Negotiated::V2 { agent, .. } = &w.connected.negotiated else { panic!("not v2") };
    let s = agent.new_session(from(json!({"cwd": absolute("")}))).await.expect("session/new").session_id;
    (w, log, s)
}

fn h2(w: &Wired) -> &v2::AgentHandle {
    match &w.connected.negotiated {
        Negotiated::V2 { agent, .. } => agent,
        _ => panic!("not v2"),
    }
}

/// The turn's updates between `running` and `idle` (both excluded; the
/// echo and the states around them checked).
async fn turn2(w: &Wired, s: &v2::SessionId, text: &str) -> Vec<Value> {
    let params: v2::PromptRequest = from(json!({"sessionId": s, "prompt": [{"type": "text", "text": text}]}));
    let t = tokio::time::timeout(Duration::from_secs(2), h2(w).prompt_turn(params)).await.expect("ended").expect("prompt");
    let mut got: Vec<Value> = t.updates.iter().map(to_json).collect();
    assert_eq!(got[0]["sessionUpdate"], "user_message");
    assert_eq!(got[1]["state"], "running");
    let idle = got.pop().unwrap();
    assert_eq!((idle["state"].as_str(), idle["stopReason"].as_str()), (Some("idle"), Some("end_turn")), "{idle}");
    got.drain(..2);
    got
}

async fn done2(w: Wired) {
    assert!(w.finish(common::schema::SchemaFile::get("v2", v2::UNSTABLE), v2::METHODS).await > 0);
}

#[tokio::test]
async fn v2_tool_call_is_an_upsert_and_the_plan_a_plan_update() {
    let (w, _, s) = wired2().await;
    let got = turn2(&w, &s, "tool").await;
    let path = absolute("notes.txt");
    assert_eq!(
        got,
        [
            json!({"sessionUpdate": "tool_call_update", "toolCallId": "t1", "title": "Read notes", "kind": "read", "status": "pending",
                   "rawInput": {"path": path}, "locations": [{"path": path, "line": 3}]}),
            json!({"sessionUpdate": "tool_call_update", "toolCallId": "t1", "status": "completed",
                   "content": [{"type": "content", "content": {"type": "text", "text": "three lines"}}]}),
            json!({"sessionUpdate": "plan_update", "plan": {"type": "items", "planId": "plan", "entries": [
                {"content": "read", "priority": "high", "status": "completed"},
                {"content": "answer", "priority": "low", "status": "in_progress"}]}}),
        ]
    );
    // A relative location is refused before sending (as in v1).
    let got = turn2(&w, &s, "relative").await;
    assert_eq!(got.len(), 1, "{got:?}");
    let said = got[0]["content"]["text"].as_str().unwrap();
    assert!(said.starts_with("Err(") && said.contains("absolute"), "{said}");
    done2(w).await;
}

#[tokio::test]
async fn v2_permission_is_bracketed_by_requires_action_and_running() {
    let (w, log, s) = wired2().await;
    let got = turn2(&w, &s, "ask").await;
    let kinds: Vec<String> = got
        .iter()
        .map(|u| match u["state"].as_str() {
            Some(state) => format!("state:{state}"),
            None => u["sessionUpdate"].as_str().unwrap().to_owned(),
        })
        .collect();
    assert_eq!(kinds, ["tool_call_update", "state:requires_action", "state:running", "agent_message_chunk"]);
    assert_eq!(got[3]["content"]["text"], "Selected(\"yes\")");
    assert_eq!(
        log.params("session/request_permission"),
        [json!({"sessionId": s, "title": "Allow editing notes?",
                "subject": {"type": "tool_call", "toolCall": {"toolCallId": "t3"}},
                "options": [{"optionId": "yes", "name": "Allow", "kind": "allow_once"},
                            {"optionId": "no", "name": "Reject", "kind": "reject_once"}]})]
    );
    // On the wire: requires_action before the request, running after its answer.
    let frames = w.agent_frames.all();
    let at = |f: &dyn Fn(&Value) -> bool| frames.iter().position(f).expect("frame");
    let blocked = at(&|f| f["params"]["update"]["state"] == "requires_action");
    let asked = at(&|f| f["method"] == "session/request_permission");
    let resumed = frames.iter().rposition(|f| f["params"]["update"]["state"] == "running").unwrap();
    assert!(blocked < asked && asked < resumed, "{blocked} {asked} {resumed}");
    let got = turn2(&w, &s, "ask cancel-me").await;
    assert_eq!(got.last().unwrap()["content"]["text"], "Cancelled");
    done2(w).await;
}

#[tokio::test]
async fn v2_has_no_client_files_a_clear_error_nothing_sent() {
    let (w, _, s) = wired2().await;
    let got = turn2(&w, &s, &format!("read {}", absolute("notes.txt"))).await;
    let said = got[0]["content"]["text"].as_str().unwrap();
    assert!(said.contains("fs/read_text_file does not exist in protocol version 2"), "{said}");
    let got = turn2(&w, &s, &format!("write {}", absolute("notes.txt"))).await;
    assert!(got[0]["content"]["text"].as_str().unwrap().contains("fs/write_text_file does not exist in protocol version 2"));
    let got = turn2(&w, &s, "caps").await;
    let caps = "ClientCapabilities { read_text_file: false, write_text_file: false, terminal: false }";
    assert_eq!(got[0]["content"]["text"], format!("{caps} {}", absolute("")));
    done2(w).await;
}

#[tokio::test]
async fn v2_own_typed_updates_go_through_turn_v2_and_states_are_refused() {
    let (w, _, s) = wired2().await;
    let got = turn2(&w, &s, "own").await;
    assert_eq!(got, [json!({"sessionUpdate": "tool_call_update", "toolCallId": "own", "status": "in_progress"})]);
    done2(w).await;
}

// ---------------------------------------------------------------- text

fn texts(updates: &[Value]) -> Vec<(String, String)> {
    updates
        .iter()
        .map(|u| (u["sessionUpdate"].as_str().unwrap().to_owned(), u["content"]["text"].as_str().unwrap_or("").to_owned()))
        .collect()
}

/// Text said in many pieces goes in chunks of at most TEXT_CHUNK bytes,
/// before any other update, after TEXT_DELAY at most, and before the turn's
/// end (v1: the answer; v2: idle).
#[tokio::test]
async fn text_is_coalesced_into_bounded_chunks_without_delaying_it() {
    let (w, log, s) = wired1(v1::ClientCapabilities::new()).await;
    let got = texts(&turn1(&w, &log, &s, "many").await);
    let sizes: Vec<usize> = got.iter().map(|(_, t)| t.len()).collect();
    assert_eq!(sizes, [TEXT_CHUNK / 100 * 100, 5000 - TEXT_CHUNK / 100 * 100], "{sizes:?}");
    assert!(got.iter().all(|(k, t)| k == "agent_message_chunk" && t.chars().all(|c| c == 'x')));
    let got = texts(&turn1(&w, &log, &s, "pause").await);
    assert_eq!(got, [("agent_message_chunk".into(), "a".into()), ("agent_message_chunk".into(), "b".into())], "sent on the timer");
    let got = texts(&turn1(&w, &log, &s, "mixed").await);
    let want = [
        ("agent_message_chunk", "one two"),
        ("agent_thought_chunk", "hmm"),
        ("agent_message_chunk", "three"),
        ("tool_call", ""),
        ("agent_message_chunk", "four"),
    ];
    assert_eq!(got, want.map(|(k, t)| (k.to_owned(), t.to_owned())));
    done1(w).await;

    let (w, _, s) = wired2().await;
    let got = texts(&turn2(&w, &s, "mixed").await);
    let want = want.map(|(k, t)| (if k == "tool_call" { "tool_call_update" } else { k }.to_owned(), t.to_owned()));
    assert_eq!(got, want);
    let got = texts(&turn2(&w, &s, "many").await);
    assert_eq!(got.len(), 2);
    done2(w).await;
}
