//! `acp_wire::host::HostClient` in-process against a small agent written
//! here: the agent calls back into the client (fs inside and outside the
//! session's roots, every terminal method, permission with each policy and
//! under cancellation, elicitation), and every frame both sides write is
//! checked by `acp_wire_validate::ValidatingObserver`.

use crate::sides_support;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use acp_wire::error::{Error, ResponseError};
use acp_wire::host::{
    permission_fn, AllowPolicy, HostClient, PermissionDecision, PermissionKind, RejectPolicy, SessionError, SessionEvent,
};
use acp_wire::rpc::Config;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext, SideError};
use acp_wire::Negotiated;
use acp_wire::transport::Transport;
use acp_wire::v1;
use serde_json::{json, Value};
use sides_support::{from, json, Frames};
use super::client_support::*;

#[tokio::test]
async fn advertises_exactly_what_it_serves() {
    let host = HostClient::default();
    assert_eq!(json(&host.capabilities()), json!({"fs": {"readTextFile": true, "writeTextFile": true}, "terminal": true}));
    let none = HostClient::builder().fs(false).terminals(false).build();
    assert_eq!(json(&none.capabilities()), json!({"fs": {"readTextFile": false, "writeTextFile": false}, "terminal": false}));
    let elicit = HostClient::builder()
        .elicitation_v1(|_| async { Ok(v1::CreateElicitationResponse::new(v1::CreateElicitationResponseAction::Decline)) })
        .build();
    assert_eq!(json(&elicit.capabilities())["elicitation"], json!({"form": {}}));

    // What is not advertised is refused by the agent's handle, unsent.
    let scratch = Scratch::new("caps");
    let project = scratch.mkdir("project");
    let pair = Pair::new(none).await;
    let sid = pair.session(&project, &[]).await;
    let r = pair.client.read_text_file(v1::ReadTextFileRequest::new(sid.clone(), s(&project.join("x")))).await;
    assert!(matches!(r, Err(Error::Side(SideError::NotAdvertised { .. }))), "{r:?}");
    let r = pair.client.create_terminal(v1::CreateTerminalRequest::new(sid, "true")).await;
    assert!(matches!(r, Err(Error::Side(SideError::NotAdvertised { .. }))), "{r:?}");
    assert!(!pair.frames[0].has_method("fs/read_text_file"));
    pair.finish().await;
}

// ------------------------------------------------------------ fs

#[tokio::test]
async fn fs_is_confined_to_the_session_roots() {
    let scratch = Scratch::new("fs");
    let project = scratch.mkdir("project");
    let extra = scratch.mkdir("extra");
    let outside = scratch.mkdir("outside");
    std::fs::write(outside.join("secret.txt"), "secret\n").unwrap();
    std::fs::write(extra.join("notes.txt"), "n1\nn2\n").unwrap();
    let pair = Pair::new(HostClient::default()).await;
    let sid = pair.session(&project, &[&extra]).await;
    assert_eq!(pair.host.session_ids(), vec![sid.0.clone()]);
    assert_eq!(pair.host.session_roots(&sid).unwrap(), vec![project.clone(), extra.clone()]);
    let c = &pair.client;

    // Write creates parents inside the cwd; the bytes land on disk.
    let file = project.join("src/lib.txt");
    c.write_text_file(v1::WriteTextFileRequest::new(sid.clone(), s(&file), "one\ntwo\nthree\nfour\n")).await.unwrap();
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "one\ntwo\nthree\nfour\n");

    // Read: whole file, then line/limit (1-based).
    let whole = c.read_text_file(v1::ReadTextFileRequest::new(sid.clone(), s(&file))).await.unwrap();
    assert_eq!(whole.content, "one\ntwo\nthree\nfour\n");
    let mut part = v1::ReadTextFileRequest::new(sid.clone(), s(&file));
    part.line = 2.into();
    part.limit = 2.into();
    assert_eq!(c.read_text_file(part).await.unwrap().content, "two\nthree\n");
    let mut tail = v1::ReadTextFileRequest::new(sid.clone(), s(&file));
    tail.line = 4.into();
    assert_eq!(c.read_text_file(tail).await.unwrap().content, "four\n");

    // An additional directory is a root too.
    let notes = c.read_text_file(v1::ReadTextFileRequest::new(sid.clone(), s(&extra.join("notes.txt")))).await.unwrap();
    assert_eq!(notes.content, "n1\nn2\n");

    // Outside the roots, directly or through `..`: refused, nothing read or written.
    let e = peer_error(c.read_text_file(v1::ReadTextFileRequest::new(sid.clone(), s(&outside.join("secret.txt")))).await);
    assert_eq!(e.code, ResponseError::INTERNAL_ERROR);
    assert!(e.message.contains("outside the session"), "{}", e.message);
    let sneaky = format!("{}/../outside/secret.txt", s(&project));
    let e = peer_error(c.read_text_file(v1::ReadTextFileRequest::new(sid.clone(), sneaky)).await);
    assert!(e.message.contains("outside the session"), "{}", e.message);
    let e = peer_error(c.write_text_file(v1::WriteTextFileRequest::new(sid.clone(), s(&outside.join("new.txt")), "x")).await);
    assert!(e.message.contains("outside the session"), "{}", e.message);
    assert!(!outside.join("new.txt").exists());

    // A relative path is invalid params; a missing file is not found.
    let e = peer_error(c.read_text_file(v1::ReadTextFileRequest::new(sid.clone(), "src/lib.txt")).await);
    assert_eq!(e.code, ResponseError::INVALID_PARAMS, "{e:?}");
    let e = peer_error(c.read_text_file(v1::ReadTextFileRequest::new(sid.clone(), s(&project.join("nope.txt")))).await);
    assert_eq!(e.code, ResponseError::RESOURCE_NOT_FOUND, "{e:?}");

    // A session the client never opened: not found, naming the session.
    let e = peer_error(c.read_text_file(v1::ReadTextFileRequest::new(v1::SessionId("other".into()), s(&file))).await);
    assert_eq!(e.code, ResponseError::RESOURCE_NOT_FOUND);
    assert_eq!(data(&e), json!({"sessionId": "other"}));

    // The sessions do not share roots: a second session in `extra` cannot see `project`.
    let sid2 = pair.session(&extra, &[]).await;
    let e = peer_error(c.read_text_file(v1::ReadTextFileRequest::new(sid2, s(&file))).await);
    assert!(e.message.contains("outside the session"), "{}", e.message);
    pair.finish().await;
}

#[tokio::test]
async fn a_prompt_turn_reads_through_the_client_and_updates_reach_the_sink() {
    let scratch = Scratch::new("turn");
    let project = scratch.mkdir("project");
    std::fs::write(project.join("hello.txt"), "hello from disk\n").unwrap();
    let seen: Arc<Mutex<Vec<SessionEvent>>> = Arc::default();
    let host = {
        let seen = Arc::clone(&seen);
        HostClient::builder().on_update(move |e| seen.lock().unwrap().push(e)).build()
    };
    let pair = Pair::new(host).await;
    let sid = pair.session(&project, &[]).await;
    let prompt = |t: String| v1::PromptRequest::new(sid.clone(), vec![v1::ContentBlock::Text(v1::TextContent::new(t))]);
    let turn = bounded(pair.agent.prompt_turn(prompt(format!("read {}", s(&project.join("hello.txt")))))).await.unwrap();
    assert_eq!(*turn.stop_reason(), v1::StopReason::EndTurn);
    // The session's updates are handled before the prompt's answer is delivered.
    let events = seen.lock().unwrap().clone();
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].session_id(), sid.0);
    let SessionEvent::V1(n) = &events[0] else { panic!("v1 event") };
    assert_eq!(json(&n.update)["content"]["text"], "hello from disk\n");
    assert!(pair.frames[0].has_method("fs/read_text_file"));
    pair.finish().await;
}

#[tokio::test]
async fn updates_go_to_a_channel() {
    let scratch = Scratch::new("chan");
    let project = scratch.mkdir("project");
    let (tx, mut rx) = tokio::sync::mpsc::channel(4);
    let pair = Pair::new(HostClient::builder().updates_to(tx).build()).await;
    let sid = pair.session(&project, &[]).await;
    let p = v1::PromptRequest::new(sid.clone(), vec![v1::ContentBlock::Text(v1::TextContent::new("echo me"))]);
    let turn = bounded(pair.agent.prompt_turn(p)).await.unwrap();
    assert_eq!(*turn.stop_reason(), v1::StopReason::EndTurn);
    let Some(SessionEvent::V1(n)) = bounded(rx.recv()).await else { panic!("an update") };
    assert_eq!(json(&n.update)["content"]["text"], "echo me");
    pair.finish().await;
}

// ------------------------------------------------------------ terminals

fn sh(sid: &v1::SessionId, script: &str) -> v1::CreateTerminalRequest {
    let mut r = v1::CreateTerminalRequest::new(sid.clone(), "sh");
    r.args = Some(vec!["-c".into(), script.into()]);
    r
}

fn alive(pid: u32) -> bool {
    nix::sys::signal::kill(nix::unistd::Pid::from_raw(pid as i32), None).is_ok()
        && !std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| s.contains(") Z "))
}

#[tokio::test]
async fn every_terminal_method_runs_real_processes() {
    let scratch = Scratch::new("term");
    let project = scratch.mkdir("project");
    let sub = scratch.mkdir("project/sub");
    let outside = scratch.mkdir("outside");
    let pair = Pair::new(HostClient::default()).await;
    let sid = pair.session(&project, &[]).await;
    let c = &pair.client;
    let tid = |r: v1::CreateTerminalResponse| r.terminal_id;
    let out_req = |t: &v1::TerminalId| v1::TerminalOutputRequest::new(sid.clone(), t.clone());
    let wait_req = |t: &v1::TerminalId| v1::WaitForTerminalExitRequest::new(sid.clone(), t.clone());

    // Output (stdout and stderr merged), exit code, env, default cwd = the session's cwd.
    let mut req = sh(&sid, "echo out; echo err >&2; echo \"$GREETING\"; pwd; exit 3");
    req.env = Some(vec![v1::EnvVariable::new("GREETING", "hi there")]);
    let t1 = tid(bounded(c.create_terminal(req)).await.unwrap());
    let exit = bounded(c.wait_for_terminal_exit(wait_req(&t1))).await.unwrap();
    assert_eq!(json(&exit), json!({"exitCode": 3}));
    let out = c.terminal_output(out_req(&t1)).await.unwrap();
    assert_eq!(out.output, format!("out\nerr\nhi there\n{}\n", s(&project)));
    assert!(!out.truncated);
    assert_eq!(json(&out.exit_status), json!({"exitCode": 3}));

    // A cwd inside the roots; the output byte limit keeps the end.
    let mut req = sh(&sid, "pwd; printf 0123456789");
    req.cwd = s(&sub).into();
    req.output_byte_limit = 4u64.into();
    let t2 = tid(c.create_terminal(req).await.unwrap());
    bounded(c.wait_for_terminal_exit(wait_req(&t2))).await.unwrap();
    let out = c.terminal_output(out_req(&t2)).await.unwrap();
    assert_eq!((out.output.as_str(), out.truncated), ("6789", true));

    // A cwd outside the roots is refused; so is a command that does not exist.
    let mut req = sh(&sid, "true");
    req.cwd = s(&outside).into();
    let e = peer_error(c.create_terminal(req).await);
    assert!(e.message.contains("outside the session"), "{}", e.message);
    let e = peer_error(c.create_terminal(v1::CreateTerminalRequest::new(sid.clone(), "acp-wire-no-such-command")).await);
    assert_eq!(e.code, ResponseError::RESOURCE_NOT_FOUND, "{e:?}");

    // Kill: the running command ends by SIGKILL, the terminal stays readable.
    let t3 = tid(c.create_terminal(sh(&sid, "echo started; exec sleep 100")).await.unwrap());
    c.kill_terminal(v1::KillTerminalRequest::new(sid.clone(), t3.clone())).await.unwrap();
    let exit = bounded(c.wait_for_terminal_exit(wait_req(&t3))).await.unwrap();
    assert_eq!(json(&exit), json!({"signal": "SIGKILL"}));
    assert_eq!(json(&c.terminal_output(out_req(&t3)).await.unwrap().exit_status), json!({"signal": "SIGKILL"}));

    // Release: the id is gone afterwards.
    c.release_terminal(v1::ReleaseTerminalRequest::new(sid.clone(), t3.clone())).await.unwrap();
    let e = peer_error(c.terminal_output(out_req(&t3)).await);
    assert_eq!(e.code, ResponseError::RESOURCE_NOT_FOUND);
    let e = peer_error(c.kill_terminal(v1::KillTerminalRequest::new(sid.clone(), t3.clone())).await);
    assert_eq!(e.code, ResponseError::RESOURCE_NOT_FOUND);

    // Another session cannot reach this session's terminals.
    let sid2 = pair.session(&project, &[]).await;
    let e = peer_error(c.terminal_output(v1::TerminalOutputRequest::new(sid2, t1.clone())).await);
    assert_eq!(e.code, ResponseError::RESOURCE_NOT_FOUND);

    // Closing the session kills and releases what is left.
    let pid_file = project.join("sleep.pid");
    let t4 = tid(c.create_terminal(sh(&sid, "echo $$ > sleep.pid; exec sleep 100")).await.unwrap());
    assert!(pair.host.terminal_ids(&sid).iter().any(|i| i.as_str() == t4.0));
    let pid = bounded(async {
        loop {
            if let Some(pid) = std::fs::read_to_string(&pid_file).ok().and_then(|t| t.trim().parse::<u32>().ok()) {
                break pid;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    })
    .await;
    assert!(alive(pid));
    bounded(pair.host.close_session(&pair.agent, v1::CloseSessionRequest::new(sid.clone()))).await.unwrap();
    assert!(pair.host.terminal_ids(&sid).is_empty());
    assert!(!pair.host.session_ids().contains(&sid.0));
    for _ in 0..400 {
        if !alive(pid) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(!alive(pid), "closing the session killed its terminal");
    let e = peer_error(c.terminal_output(out_req(&t4)).await);
    assert_eq!(e.code, ResponseError::RESOURCE_NOT_FOUND);
    pair.finish().await;
}

// ------------------------------------------------------------ sessions

#[tokio::test]
async fn load_resume_and_bad_roots() {
    let scratch = Scratch::new("sessions");
    let project = scratch.mkdir("project");
    std::fs::write(project.join("a.txt"), "a").unwrap();
    let pair = Pair::new(HostClient::default()).await;
    let read = |sid: &str| pair.client.read_text_file(v1::ReadTextFileRequest::new(v1::SessionId(sid.into()), s(&project.join("a.txt"))));

    let load = v1::LoadSessionRequest::new(Vec::<v1::McpServer>::new(), s(&project), v1::SessionId("old-1".into()));
    bounded(pair.host.load_session(&pair.agent, load)).await.unwrap();
    assert_eq!(read("old-1").await.unwrap().content, "a");

    let resume = v1::ResumeSessionRequest::new(v1::SessionId("old-2".into()), s(&project));
    bounded(pair.host.resume_session(&pair.agent, resume)).await.unwrap();
    assert_eq!(read("old-2").await.unwrap().content, "a");

    // A failed load leaves no session behind.
    let load = v1::LoadSessionRequest::new(Vec::<v1::McpServer>::new(), s(&project), v1::SessionId("missing".into()));
    let r = bounded(pair.host.load_session(&pair.agent, load)).await;
    assert!(matches!(&r, Err(SessionError::Agent(Error::Protocol(e))) if e.code == ResponseError::RESOURCE_NOT_FOUND), "{r:?}");
    assert_eq!(pair.host.session_ids(), vec!["old-1".to_string(), "old-2".to_string()]);

    // Unusable directories are refused before anything is sent.
    let before = pair.frames[1].all().len();
    let r = pair.host.new_session(&pair.agent, v1::NewSessionRequest::new("relative/dir", Vec::<v1::McpServer>::new())).await;
    assert!(matches!(&r, Err(SessionError::Roots(_))), "{r:?}");
    let r = pair.host.new_session(&pair.agent, v1::NewSessionRequest::new(s(&project.join("missing")), Vec::<v1::McpServer>::new())).await;
    assert!(matches!(&r, Err(SessionError::Roots(_))), "{r:?}");
    assert_eq!(pair.frames[1].all().len(), before, "nothing sent");

    // A session opened by hand; forgetting it refuses later callbacks.
    pair.host.open_session("manual", &project, Vec::new()).await.unwrap();
    assert_eq!(read("manual").await.unwrap().content, "a");
    assert!(pair.host.forget_session("manual"));
    assert_eq!(peer_error(read("manual").await).code, ResponseError::RESOURCE_NOT_FOUND);
    pair.finish().await;
}

// ------------------------------------------------------------ permission

async fn outcome_with(host: HostClient, options: Option<Value>) -> Value {
    let scratch = Scratch::new("perm");
    let project = scratch.mkdir("project");
    let pair = Pair::new(host).await;
    let sid = pair.session(&project, &[]).await;
    let mut req = permission_request(&sid);
    if let Some(o) = options {
        req.options = from(o);
    }
    let r = bounded(pair.client.request_permission(req)).await.unwrap();
    pair.finish().await;
    json(&r.outcome)
}

#[tokio::test]
async fn permission_policies() {
    let selected = |id: &str| json!({"outcome": "selected", "optionId": id});
    // Allow picks allow_once; reject picks reject_once; the default rejects.
    assert_eq!(outcome_with(HostClient::builder().permission(AllowPolicy).build(), None).await, selected("allow-once"));
    assert_eq!(outcome_with(HostClient::builder().permission(RejectPolicy).build(), None).await, selected("reject-once"));
    assert_eq!(outcome_with(HostClient::default(), None).await, selected("reject-once"));
    // Preference order when the first kind is missing.
    let only_always = json!([
        {"optionId": "aa", "name": "Always", "kind": "allow_always"},
        {"optionId": "ra", "name": "Never", "kind": "reject_always"}
    ]);
    assert_eq!(outcome_with(HostClient::builder().permission(AllowPolicy).build(), Some(only_always.clone())).await, selected("aa"));
    assert_eq!(outcome_with(HostClient::builder().permission(RejectPolicy).build(), Some(only_always)).await, selected("ra"));
    // No fitting option: cancelled, never a made-up id.
    let only_reject = json!([{"optionId": "no", "name": "No", "kind": "reject_once"}]);
    assert_eq!(outcome_with(HostClient::builder().permission(AllowPolicy).build(), Some(only_reject)).await, json!({"outcome": "cancelled"}));

    // A closure sees the version-independent request and decides.
    type Seen = (String, String, Vec<PermissionKind>);
    let asked: Arc<Mutex<Vec<Seen>>> = Arc::default();
    let policy = {
        let asked = Arc::clone(&asked);
        permission_fn(move |r| {
            asked.lock().unwrap().push((r.title.clone(), r.tool_call_id.clone().unwrap_or_default(), r.options.iter().map(|o| o.kind.clone()).collect()));
            async move { PermissionDecision::Selected("allow-always".into()) }
        })
    };
    assert_eq!(outcome_with(HostClient::builder().permission(policy).build(), None).await, selected("allow-always"));
    assert_eq!(
        asked.lock().unwrap().clone(),
        vec![("Run the tests".to_string(), "call-1".to_string(), vec![PermissionKind::AllowOnce, PermissionKind::AllowAlways, PermissionKind::RejectOnce])]
    );
    // A closure naming an option that was not offered: answered cancelled.
    let bogus = permission_fn(|_| async { PermissionDecision::Selected("made-up".into()) });
    assert_eq!(outcome_with(HostClient::builder().permission(bogus).build(), None).await, json!({"outcome": "cancelled"}));
}

/// A policy that never decides by itself; `asked` fires when it is called.
fn undecided(asked: Arc<tokio::sync::Notify>) -> HostClient {
    HostClient::builder()
        .permission(permission_fn(move |_| {
            asked.notify_one();
            std::future::pending::<PermissionDecision>()
        }))
        .build()
}

#[tokio::test]
async fn session_cancel_answers_a_pending_permission_cancelled() {
    let scratch = Scratch::new("cancel");
    let project = scratch.mkdir("project");
    let asked = Arc::new(tokio::sync::Notify::new());
    let pair = Pair::new(undecided(Arc::clone(&asked))).await;
    let sid = pair.session(&project, &[]).await;

    // Inside a prompt turn, as the protocol has it: cancel → the permission
    // is answered `cancelled` and the turn ends `cancelled`.
    let turn = {
        let agent = pair.agent.clone();
        let p = v1::PromptRequest::new(sid.clone(), vec![v1::ContentBlock::Text(v1::TextContent::new("ask"))]);
        tokio::spawn(async move { agent.prompt_turn(p).await })
    };
    bounded(asked.notified()).await;
    pair.agent.session_cancel(v1::CancelNotification::new(sid.clone())).await.unwrap();
    let turn = bounded(turn).await.unwrap().unwrap();
    assert_eq!(*turn.stop_reason(), v1::StopReason::Cancelled);
    let answered = pair.frames[1].all().into_iter().find(|f| f["result"]["outcome"].is_object()).expect("permission answered");
    assert_eq!(answered["result"]["outcome"], json!({"outcome": "cancelled"}));

    // A direct request of the same session, cancelled later.
    let pending = {
        let client = pair.client.clone();
        let req = permission_request(&sid);
        tokio::spawn(async move { client.request_permission(req).await })
    };
    bounded(asked.notified()).await;
    pair.agent.session_cancel(v1::CancelNotification::new(sid.clone())).await.unwrap();
    let r = bounded(pending).await.unwrap().unwrap();
    assert_eq!(json(&r.outcome), json!({"outcome": "cancelled"}));
    pair.finish().await;
}

#[tokio::test]
async fn an_agent_cancelling_its_request_gets_the_cancelled_outcome() {
    let scratch = Scratch::new("cancelreq");
    let project = scratch.mkdir("project");
    let asked = Arc::new(tokio::sync::Notify::new());
    let pair = Pair::new(undecided(Arc::clone(&asked))).await;
    let sid = pair.session(&project, &[]).await;
    let pending = {
        let client = pair.client.clone();
        let req = permission_request(&sid);
        tokio::spawn(async move { client.request_permission(req).await })
    };
    bounded(asked.notified()).await;
    // Dropping the request's future sends `$/cancel_request`.
    pending.abort();
    for _ in 0..500 {
        if pair.frames[1].all().iter().any(|f| f["result"]["outcome"].is_object()) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let answered = pair.frames[1].all().into_iter().find(|f| f["result"]["outcome"].is_object()).expect("permission answered");
    assert_eq!(answered["result"]["outcome"], json!({"outcome": "cancelled"}));
    assert!(!pair.frames[1].all().iter().any(|f| f.get("error").is_some()), "answered with a result, not -32800");
    pair.finish().await;
}

// ------------------------------------------------------------ both versions through client_builder

/// `client_builder()` accepts every version compiled in and serves a v1
/// agent. Its offer of 2 carries v2's params only, so a v1 agent that
/// downgrades sees no fs capability (the side layer refuses its read);
/// `exact_offer(false)` adds v1's members and the read is served.
#[tokio::test]
async fn client_builder_accepts_every_version_and_serves_v1() {
    let scratch = Scratch::new("builder");
    let project = scratch.mkdir("project");
    std::fs::write(project.join("f.txt"), "via builder").unwrap();
    let host = HostClient::builder().permission(AllowPolicy).build();
    let builder = host.client_builder();
    #[cfg(feature = "v2")]
    assert_eq!(builder.accepted(), vec![2, 1]);
    let compat = cfg!(feature = "v2");
    let builder = builder.exact_offer(!compat);
    let pair = Pair::with(host.clone(), builder).await;
    let sid = pair.session(&project, &[]).await;
    let r = pair.client.read_text_file(v1::ReadTextFileRequest::new(sid.clone(), s(&project.join("f.txt")))).await.unwrap();
    assert_eq!(r.content, "via builder");
    let r = pair.client.request_permission(permission_request(&sid)).await.unwrap();
    assert_eq!(json(&r.outcome), json!({"outcome": "selected", "optionId": "allow-once"}));
    if compat {
        // The compat offer's v1 members are all the validator reports.
        {
            let found = pair.frames[1].violations();
            assert!(found.iter().all(|f| f.kind == acp_wire_validate::ViolationKind::Undeclared) && found.len() == 1, "{found:?}");
        }
        pair.agent.core().close();
        let _ = pair.task.await;
        // The default, exact offer: the v1 agent saw no fs capability.
        let pair = Pair::with(host.clone(), host.client_builder()).await;
        let sid = pair.session(&project, &[]).await;
        let e = pair.client.read_text_file(v1::ReadTextFileRequest::new(sid, s(&project.join("f.txt")))).await.unwrap_err();
        assert!(matches!(e, Error::Side(acp_wire::side::SideError::NotAdvertised { .. })), "{e:?}");
        pair.finish().await;
    } else {
        pair.finish().await;
    }
}

// ------------------------------------------------------------ elicitation (v1)

#[tokio::test]
async fn elicitation_is_declined_unless_handled() {
    let ask: v1::CreateElicitationRequest = from(json!({
        "message": "Your name?", "mode": "form", "sessionId": "s",
        "requestedSchema": {"type": "object", "properties": {"name": {"type": "string"}}}
    }));
    // Advertised by hand but no handler: declined.
    let host = HostClient::default();
    let mut caps = host.capabilities();
    caps.elicitation = from::<v1::ElicitationCapabilities>(json!({"form": {}})).into();
    let pair = Pair::with(host.clone(), ClientBuilder::new().v1(host, caps)).await;
    let r = bounded(pair.client.create_elicitation(ask.clone())).await.unwrap();
    assert_eq!(json(&r), json!({"action": "decline"}));
    pair.finish().await;

    // With a handler: its answer.
    let host = HostClient::builder()
        .elicitation_v1(|req| async move {
            assert_eq!(req.message, "Your name?");
            Ok(from(json!({"action": "accept", "content": {"name": "Ada"}})))
        })
        .build();
    let pair = Pair::new(host).await;
    let r = bounded(pair.client.create_elicitation(ask)).await.unwrap();
    assert_eq!(json(&r), json!({"action": "accept", "content": {"name": "Ada"}}));
    pair.finish().await;
}

// ------------------------------------------------------------ v2

#[cfg(feature = "v2")]
mod v2_side {
    use super::*;
    use acp_wire::v2;

    #[derive(Clone, Default)]
    struct Slot2(Arc<Mutex<Option<v2::ClientHandle>>>);

    struct Agent2(Slot2);
    impl v2::Agent for Agent2 {
        async fn initialize(&self, _: v2::InitializeRequest, cx: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
            *self.0 .0.lock().unwrap() = Some(cx.peer().clone());
            Ok(from(json!({"protocolVersion": 2, "info": {"name": "a2", "version": "1"}, "capabilities": {"session": {}}})))
        }
    }

    async fn connect(host: HostClient, caps: v2::ClientCapabilities) -> (v2::AgentHandle, v2::ClientHandle, [Frames; 2]) {
        let slot = Slot2::default();
        let (af, cf) = (Frames::agent(), Frames::client());
        let (ta, tc) = Transport::duplex(1 << 16);
        let _task = AgentBuilder::new().v2(Agent2(slot.clone())).config(Config::default().observer(af.observer())).spawn(ta);
        let connected = bounded(ClientBuilder::new().v2(host, caps).config(Config::default().observer(cf.observer())).connect(tc, Info::new("c", "1")))
            .await
            .unwrap();
        let Negotiated::V2 { agent, .. } = connected.negotiated else { panic!("v2 expected") };
        let client = slot.0.lock().unwrap().clone().unwrap();
        (agent, client, [af, cf])
    }

    fn ask(sid: &str) -> v2::RequestPermissionRequest {
        from(json!({
            "sessionId": sid, "title": "Delete the branch?", "description": "It is merged.",
            "options": [
                {"optionId": "yes", "name": "Yes", "kind": "allow_once"},
                {"optionId": "no", "name": "No", "kind": "reject_once"}
            ]
        }))
    }

    #[tokio::test]
    async fn v2_permission_updates_and_elicitation() {
        let seen: Arc<Mutex<Vec<SessionEvent>>> = Arc::default();
        type Titles = Arc<Mutex<Vec<(String, Option<String>)>>>;
        let titles: Titles = Arc::default();
        let host = {
            let seen = Arc::clone(&seen);
            let titles = Arc::clone(&titles);
            HostClient::builder()
                .on_update(move |e| seen.lock().unwrap().push(e))
                .permission(permission_fn(move |r| {
                    titles.lock().unwrap().push((r.title.clone(), r.description.clone()));
                    let d = r.select_first_of(&[PermissionKind::AllowOnce]);
                    async move { d }
                }))
                .build()
        };
        assert_eq!(json(&host.capabilities_v2()), json!({}));
        let (agent, client, frames) = connect(host.clone(), host.capabilities_v2()).await;

        let r = bounded(client.request_permission(ask("s2"))).await.unwrap();
        assert_eq!(json(&r.outcome), json!({"outcome": "selected", "optionId": "yes"}));
        assert_eq!(titles.lock().unwrap().clone(), vec![("Delete the branch?".to_string(), Some("It is merged.".to_string()))]);

        let n: v2::UpdateSessionNotification = from(json!({"sessionId": "s2", "update": {"sessionUpdate": "state_update", "state": "running"}}));
        client.session_update(n).await.unwrap();
        for _ in 0..200 {
            if !seen.lock().unwrap().is_empty() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        let events = seen.lock().unwrap().clone();
        assert!(matches!(events.as_slice(), [SessionEvent::V2(n)] if n.session_id.0 == "s2"), "{events:?}");

        // Not advertised: the agent's handle refuses elicitation unsent.
        let el: v2::CreateElicitationRequest = from(json!({
            "message": "Pick", "mode": "form", "sessionId": "s2",
            "requestedSchema": {"type": "object", "properties": {"x": {"type": "string"}}}
        }));
        let r = client.create_elicitation(el.clone()).await;
        assert!(
            matches!(r, Err(Error::Side(SideError::NotAdvertised { .. } | SideError::ContentNotAdvertised { .. }))),
            "{r:?}"
        );
        for f in &frames {
            f.assert_valid();
        }
        agent.core().close();

        // Advertised without a handler: declined.
        let mut caps = host.capabilities_v2();
        caps.elicitation = from::<v2::ElicitationCapabilities>(json!({"form": {}})).into();
        let (agent, client, frames) = connect(host, caps).await;
        let r = bounded(client.create_elicitation(el)).await.unwrap();
        assert_eq!(json(&r), json!({"action": "decline"}));
        for f in &frames {
            f.assert_valid();
        }
        agent.core().close();
    }

    #[tokio::test]
    async fn v2_session_cancel_answers_permission_cancelled() {
        let asked = Arc::new(tokio::sync::Notify::new());
        let host = undecided(Arc::clone(&asked));
        let (agent, client, frames) = connect(host.clone(), host.capabilities_v2()).await;
        let pending = tokio::spawn(async move { client.request_permission(ask("s9")).await });
        bounded(asked.notified()).await;
        agent.session_cancel(from(json!({"sessionId": "s9"}))).await.unwrap();
        let r = bounded(pending).await.unwrap().unwrap();
        assert_eq!(json(&r.outcome), json!({"outcome": "cancelled"}));
        for f in &frames {
            f.assert_valid();
        }
        agent.core().close();
    }
}
