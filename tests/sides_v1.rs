//! v1 agent ↔ client in-process: every method of both sides through the
//! typed handles and traits, every emitted frame validated against the v1
//! schema.

mod common;
mod sides_support;

use std::collections::BTreeSet;
use std::sync::Arc;

use acp_wire::error::ResponseError;
use acp_wire::method::{Notification, Request};
use acp_wire::rpc::Config;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, Negotiated, NotificationContext, RequestContext};
use acp_wire::transport::Transport;
use acp_wire::v1::{self, notification as n, request as r};
use serde_json::json;
use sides_support::{from, json, validate_frames, Frames, Log, Samples};

fn samples() -> Arc<Samples> {
    Arc::new(Samples::new("v1", v1::UNSTABLE, v1::METHODS))
}

/// Answers each request with the corpus sample of its result.
macro_rules! answer {
    ($handle:ty; $($name:ident: $marker:ty;)*) => {$(
        async fn $name(&self, p: <$marker as Request>::Params, _: RequestContext<$handle>)
            -> Result<<$marker as Request>::Response, ResponseError> {
            self.log.record(<$marker as Request>::METHOD, &p);
            Ok(self.samples.result::<$marker>())
        }
    )*};
}

/// Records each notification.
macro_rules! record {
    ($handle:ty; $($name:ident: $marker:ty;)*) => {$(
        async fn $name(&self, p: <$marker as Notification>::Params, _: NotificationContext<$handle>) {
            self.log.record(<$marker as Notification>::METHOD, &p);
        }
    )*};
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
    from(json!({"fs": {"readTextFile": true, "writeTextFile": true}, "terminal": true, "elicitation": {"form": {}, "url": {}}}))
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

/// Calls a request through a handle method with the corpus params; checks
/// the params arrived unchanged and the sample result came back.
macro_rules! call {
    ($s:expr, $log:expr, $seen:expr, $h:ident . $name:ident, $marker:ty) => {{
        let p = $s.params::<$marker>();
        let sent = json(&p);
        let got = $h.$name(p).await.unwrap_or_else(|e| panic!("{}: {e}", <$marker as Request>::METHOD));
        assert_eq!(json(&got), json(&$s.result::<$marker>()), "{}", <$marker as Request>::METHOD);
        assert_eq!($log.last(<$marker as Request>::METHOD).await, sent);
        $seen.insert(<$marker as Request>::METHOD);
    }};
}

macro_rules! send {
    ($s:expr, $log:expr, $seen:expr, $h:ident . $name:ident, $marker:ty) => {{
        let p = $s.note::<$marker>();
        let sent = json(&p);
        $h.$name(p).await.unwrap();
        assert_eq!($log.last(<$marker as Notification>::METHOD).await, sent);
        $seen.insert(<$marker as Notification>::METHOD);
    }};
}

#[tokio::test]
async fn every_method_both_ways() {
    let s = samples();
    let (agent_log, client_log) = (Log::default(), Log::default());
    let (agent_frames, client_frames) = (Frames::agent(), Frames::client());
    let (a, c) = Transport::duplex(1 << 20);

    let slot = Arc::default();
    let agent = AgentBuilder::new()
        .v1(Agent { log: agent_log.clone(), samples: s.clone(), slot: Arc::clone(&slot) })
        .config(Config::default().observer(agent_frames.observer()));
    let agent_task = tokio::spawn(agent.serve(a));

    let connected = ClientBuilder::new()
        .v1(Client { log: client_log.clone(), samples: s.clone() }, everything_client())
        .config(Config::default().observer(client_frames.observer()))
        .connect(c, Info::new("test-client", "1.0"))
        .await
        .unwrap();
    let Negotiated::V1 { agent: h, response } = &connected.negotiated else { panic!("not v1") };
    assert_eq!(*response.protocol_version, 1);
    let init = agent_log.last("initialize").await;
    assert_eq!(init["clientCapabilities"], json(&everything_client()));

    // Client → agent.
    let mut agent_seen = BTreeSet::from(["initialize"]);
    call!(s, agent_log, agent_seen, h.authenticate, r::Authenticate);
    call!(s, agent_log, agent_seen, h.logout, r::Logout);
    call!(s, agent_log, agent_seen, h.new_session, r::SessionNew);
    call!(s, agent_log, agent_seen, h.load_session, r::SessionLoad);
    call!(s, agent_log, agent_seen, h.list_sessions, r::SessionList);
    call!(s, agent_log, agent_seen, h.delete_session, r::SessionDelete);
    call!(s, agent_log, agent_seen, h.resume_session, r::SessionResume);
    call!(s, agent_log, agent_seen, h.close_session, r::SessionClose);
    call!(s, agent_log, agent_seen, h.set_session_mode, r::SessionSetMode);
    call!(s, agent_log, agent_seen, h.set_session_config_option, r::SessionSetConfigOption);
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
    send!(s, client_log, client_seen, ch.elicitation_complete, n::ElicitationComplete);

    // Extension methods both ways (raw JSON, typed by the user).
    let echo: serde_json::Value = h.ext_request("_test/echo", &json!({"x": 1})).await.unwrap();
    assert_eq!(echo, json!({"method": "_test/echo", "echo": {"x": 1}}));
    ch.ext_notification("_test/note", &json!([1, 2])).await.unwrap();
    assert_eq!(client_log.last("_test/note").await, json!("[1,2]"));

    // Every method of the schema's table was exercised (a schema bump that
    // adds one fails here until it is covered).
    if !v1::UNSTABLE {
        for (side, seen) in [(acp_wire::method::Side::Agent, &agent_seen), (acp_wire::method::Side::Client, &client_seen)] {
            let table: BTreeSet<&str> = v1::METHODS.iter().filter(|m| m.served_by == side).map(|m| m.method).collect();
            assert_eq!(&table, seen, "{side:?}");
        }
    }

    let checked = validate_frames(common::schema::SchemaFile::get("v1", v1::UNSTABLE), v1::METHODS, &agent_frames, &client_frames);
    assert!(checked >= 2 * (agent_seen.len() + client_seen.len()) - 4, "checked {checked}");
    agent_frames.assert_valid();
    client_frames.assert_valid();
    h.core().close();
    let _ = agent_task.await;
}

