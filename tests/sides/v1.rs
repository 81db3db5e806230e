//! v1 agent ↔ client in-process: every method of both sides through the
//! typed handles and traits, every emitted frame validated against the v1
//! schema.


use crate::{common, sides_support};

use std::collections::BTreeSet;
use std::sync::Arc;

use acp_wire::error::ResponseError;
use acp_wire::method::Request;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, NotificationContext, RequestContext};
use acp_wire::Negotiated;
use acp_wire::v1::{self, notification as n, request as r};
use serde_json::json;
use sides_support::{assert_every_method, from, json, Log, Samples, Wired};

fn samples() -> Arc<Samples> {
    Arc::new(Samples::new("v1", v1::UNSTABLE, v1::METHODS))
}

pub fn everything_agent() -> v1::AgentCapabilities {
    from(json!({
        "loadSession": true,
        "promptCapabilities": {"image": true, "audio": true, "embeddedContext": true},
        "sessionCapabilities": {"list": {}, "delete": {}, "resume": {}, "close": {}},
        "auth": {"logout": {}}
    }))
}

pub fn everything_client() -> v1::ClientCapabilities {
    // Boolean config options too: the samples' setup results hold one.
    from(json!({"fs": {"readTextFile": true, "writeTextFile": true}, "terminal": true, "elicitation": {"form": {}, "url": {}}, "session": {"configOptions": {"boolean": {}}}}))
}

struct Agent {
    log: Log,
    samples: Arc<Samples>,
    /// The handle the agent's contexts carry, kept to call the client.
    slot: Arc<std::sync::Mutex<Option<v1::ClientHandle>>>,
}

impl v1::Agent for Agent {
    async fn initialize(&self, p: v1::InitializeRequest, cx: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
        self.log.record(<r::Initialize as Request>::METHOD, &p);
        *self.slot.lock().unwrap() = Some(cx.peer().clone());
        Ok(v1::InitializeResponse::new(1).agent_capabilities(everything_agent()))
    }
    answer! { v1::ClientHandle;
        authenticate: r::Authenticate;
        logout: r::Logout;
        new_session: r::SessionNew;
        load_session: r::SessionLoad;
        list_sessions: r::SessionList;
        delete_session: r::SessionDelete;
        resume_session: r::SessionResume;
        close_session: r::SessionClose;
        set_session_mode: r::SessionSetMode;
        set_session_config_option: r::SessionSetConfigOption;
        prompt: r::SessionPrompt;
    }
    record! { v1::ClientHandle; session_cancel: n::SessionCancel; }

    async fn ext_request(&self, req: acp_wire::side::ExtRequest, _: RequestContext<v1::ClientHandle>)
        -> Result<Box<serde_json::value::RawValue>, ResponseError> {
        let p: serde_json::Value = req.decode()?;
        acp_wire::side::ext_result(&json!({"method": req.method, "echo": p}))
    }
}

struct Client {
    log: Log,
    samples: Arc<Samples>,
}

impl v1::Client for Client {
    answer! { v1::AgentHandle;
        write_text_file: r::FsWriteTextFile;
        read_text_file: r::FsReadTextFile;
        request_permission: r::SessionRequestPermission;
        create_terminal: r::TerminalCreate;
        terminal_output: r::TerminalOutput;
        release_terminal: r::TerminalRelease;
        wait_for_terminal_exit: r::TerminalWaitForExit;
        kill_terminal: r::TerminalKill;
        create_elicitation: r::ElicitationCreate;
    }
    record! { v1::AgentHandle; session_update: n::SessionUpdate; elicitation_complete: n::ElicitationComplete; }

    async fn ext_notification(&self, n: acp_wire::side::ExtNotification, _: NotificationContext<v1::AgentHandle>) {
        self.log.record(&n.method.clone(), &n.params.map(|p| p.get().to_owned()));
    }
}

#[tokio::test]
async fn every_method_both_ways() {
    let s = samples();
    let (agent_log, client_log) = (Log::default(), Log::default());
    let slot = Arc::default();
    let wired = Wired::new(
        AgentBuilder::new().v1(Agent { log: agent_log.clone(), samples: s.clone(), slot: Arc::clone(&slot) }),
        ClientBuilder::new().v1(Client { log: client_log.clone(), samples: s.clone() }, everything_client()),
        Info::new("test-client", "1.0"),
    )
    .await;
    let Negotiated::V1 { agent: h, response } = &wired.connected.negotiated else { panic!("not v1") };
    assert_eq!(*response.protocol_version, 1);
    let init = agent_log.last("initialize").await;
    assert_eq!(init["clientCapabilities"], json(&everything_client()));

    // Client → agent. set_mode / set_config_option right after the
    // session/new whose result advertises the sample session's modes and
    // config options (the gate needs them).
    let mut agent_seen = BTreeSet::from(["initialize"]);
    call!(s, agent_log, agent_seen, h.authenticate, r::Authenticate);
    call!(s, agent_log, agent_seen, h.logout, r::Logout);
    call!(s, agent_log, agent_seen, h.new_session, r::SessionNew);
    call!(s, agent_log, agent_seen, h.set_session_mode, r::SessionSetMode);
    call!(s, agent_log, agent_seen, h.set_session_config_option, r::SessionSetConfigOption);
    call!(s, agent_log, agent_seen, h.load_session, r::SessionLoad);
    call!(s, agent_log, agent_seen, h.list_sessions, r::SessionList);
    call!(s, agent_log, agent_seen, h.delete_session, r::SessionDelete);
    call!(s, agent_log, agent_seen, h.resume_session, r::SessionResume);
    call!(s, agent_log, agent_seen, h.close_session, r::SessionClose);
    call!(s, agent_log, agent_seen, h.prompt, r::SessionPrompt);
    send!(s, agent_log, agent_seen, h.session_cancel, n::SessionCancel);

    // Agent → client: the agent's handle, as its contexts carry it.
    let ch = slot.lock().unwrap().clone().expect("captured at initialize");
    let mut client_seen = BTreeSet::new();
    call!(s, client_log, client_seen, ch.write_text_file, r::FsWriteTextFile);
    call!(s, client_log, client_seen, ch.read_text_file, r::FsReadTextFile);
    call!(s, client_log, client_seen, ch.request_permission, r::SessionRequestPermission);
    call!(s, client_log, client_seen, ch.create_terminal, r::TerminalCreate);
    call!(s, client_log, client_seen, ch.terminal_output, r::TerminalOutput);
    call!(s, client_log, client_seen, ch.release_terminal, r::TerminalRelease);
    call!(s, client_log, client_seen, ch.wait_for_terminal_exit, r::TerminalWaitForExit);
    call!(s, client_log, client_seen, ch.kill_terminal, r::TerminalKill);
    call!(s, client_log, client_seen, ch.create_elicitation, r::ElicitationCreate);
    send!(s, client_log, client_seen, ch.session_update, n::SessionUpdate);
    // The completion names a URL elicitation asked on this connection
    // (and accepted: the client answers the sample `accept`), or the
    // validator's elicitation-id rule flags it.
    let completed = json(&s.note::<n::ElicitationComplete>())["elicitationId"].clone();
    let url = json!({"sessionId": "sess_42", "mode": "url", "message": "Open it", "elicitationId": completed, "url": "https://example.com/x"});
    ch.create_elicitation(from(url)).await.unwrap();
    send!(s, client_log, client_seen, ch.elicitation_complete, n::ElicitationComplete);

    // Extension methods both ways (raw JSON, typed by the user).
    let echo: serde_json::Value = h.ext_request("_test/echo", &json!({"x": 1})).await.unwrap();
    assert_eq!(echo, json!({"method": "_test/echo", "echo": {"x": 1}}));
    ch.ext_notification("_test/note", &json!([1, 2])).await.unwrap();
    assert_eq!(client_log.last("_test/note").await, json!("[1,2]"));

    if !v1::UNSTABLE {
        assert_every_method(v1::METHODS, &agent_seen, &client_seen);
    }
    let checked = wired.finish(common::schema::SchemaFile::get("v1", v1::UNSTABLE), v1::METHODS).await;
    assert!(checked >= 2 * (agent_seen.len() + client_seen.len()) - 4, "checked {checked}");
}
