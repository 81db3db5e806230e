//! Capability gating both ways: a handle refuses without sending (the frame
//! never appears on the wire), a dispatcher rejects an incoming request the
//! serving side did not advertise; prompt content against
//! promptCapabilities; v2 session/auth surfaces; what one session, tool
//! call or terminal advertised (modes, config options, cancel controls);
//! elicitation per mode; the methods of the unstable schemas.


use crate::{common, sides_support};

use std::sync::{Arc, Mutex};

use acp_wire::error::ResponseError;
use acp_wire::rpc::Config;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext, SideError};
use acp_wire::Negotiated;
use acp_wire::transport::Transport;
use acp_wire::{v1, Error};
use serde_json::json;
use sides_support::{from, Frames, Log, Wired};

type Slot = Arc<Mutex<Option<v1::ClientHandle>>>;

/// Advertises nothing but keeps its handle to the client.
struct Plain(Slot);
impl v1::Agent for Plain {
    async fn initialize(&self, _: v1::InitializeRequest, cx: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
        *self.0.lock().unwrap() = Some(cx.peer().clone());
        Ok(v1::InitializeResponse::new(1))
    }
    async fn load_session(&self, _: v1::LoadSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::LoadSessionResponse, ResponseError> {
        Ok(v1::LoadSessionResponse::new())
    }
}

/// Would serve fs, but did not advertise it.
struct Editor;
impl v1::Client for Editor {
    async fn read_text_file(&self, _: v1::ReadTextFileRequest, _: RequestContext<v1::AgentHandle>) -> Result<v1::ReadTextFileResponse, ResponseError> {
        Ok(v1::ReadTextFileResponse::new("secret"))
    }
}

fn refused(r: Result<impl std::fmt::Debug, Error>, capability: &str) {
    match r {
        Err(Error::Side(SideError::NotAdvertised { capability: c, .. } | SideError::ContentNotAdvertised { capability: c, .. })) => {
            assert_eq!(c, capability);
        }
        other => panic!("wanted a refusal naming {capability}, got {other:?}"),
    }
}

#[tokio::test]
async fn v1_both_ways() {
    let (agent_frames, client_frames) = (Frames::agent(), Frames::client());
    let (ta, tc) = Transport::duplex(1 << 16);
    let slot = Slot::default();
    let task = AgentBuilder::new().v1(Plain(slot.clone())).config(Config::default().observer(agent_frames.observer())).spawn(ta);
    let connected = ClientBuilder::new()
        .v1(Editor, v1::ClientCapabilities::new())
        .config(Config::default().observer(client_frames.observer()))
        .connect(tc, Info::new("c", "1"))
        .await
        .unwrap();
    let Negotiated::V1 { agent: h, .. } = &connected.negotiated else { panic!() };
    let ch = slot.lock().unwrap().clone().unwrap();
    let sid = || from::<v1::SessionId>(json!("s"));

    // Agent → client, refused by the agent's handle.
    refused(ch.read_text_file(v1::ReadTextFileRequest::new(sid(), "/etc/passwd")).await, "clientCapabilities.fs.readTextFile");
    refused(ch.write_text_file(v1::WriteTextFileRequest::new(sid(), "/x", "y")).await, "clientCapabilities.fs.writeTextFile");
    refused(ch.create_terminal(v1::CreateTerminalRequest::new(sid(), "ls")).await, "clientCapabilities.terminal");
    refused(ch.kill_terminal(from(json!({"sessionId": "s", "terminalId": "t"}))).await, "clientCapabilities.terminal");
    let elicit: v1::CreateElicitationRequest = from(json!({"message": "?", "mode": "url", "url": "https://x", "elicitationId": "e", "sessionId": "s"}));
    refused(ch.create_elicitation(elicit).await, "clientCapabilities.elicitation");
    for m in ["fs/read_text_file", "fs/write_text_file", "terminal/create", "terminal/kill", "elicitation/create"] {
        assert!(!agent_frames.has_method(m), "{m} was sent");
    }
    // Ungated methods still go through.
    ch.session_update(from(json!({"sessionId": "s", "update": {"sessionUpdate": "plan", "entries": []}}))).await.unwrap();

    // Client → agent, refused by the client's handle.
    refused(h.load_session(v1::LoadSessionRequest::new(Vec::<v1::McpServer>::new(), "/", sid())).await, "agentCapabilities.loadSession");
    refused(h.list_sessions(v1::ListSessionsRequest::new()).await, "agentCapabilities.sessionCapabilities.list");
    refused(h.resume_session(v1::ResumeSessionRequest::new(sid(), "/")).await, "agentCapabilities.sessionCapabilities.resume");
    refused(h.close_session(v1::CloseSessionRequest::new(sid())).await, "agentCapabilities.sessionCapabilities.close");
    refused(h.delete_session(v1::DeleteSessionRequest::new(sid())).await, "agentCapabilities.sessionCapabilities.delete");
    refused(h.logout(v1::LogoutRequest::new()).await, "agentCapabilities.auth.logout");
    for (block, cap) in [
        (json!({"type": "image", "data": "AA==", "mimeType": "image/png"}), "agentCapabilities.promptCapabilities.image"),
        (json!({"type": "audio", "data": "AA==", "mimeType": "audio/wav"}), "agentCapabilities.promptCapabilities.audio"),
        (json!({"type": "resource", "resource": {"uri": "file:///a", "text": "x"}}), "agentCapabilities.promptCapabilities.embeddedContext"),
    ] {
        let p = v1::PromptRequest::new(sid(), vec![from::<v1::ContentBlock>(json!({"type": "text", "text": "hi"})), from(block)]);
        refused(h.prompt(p).await, cap);
    }
    for m in ["session/load", "session/list", "session/resume", "session/close", "session/delete", "logout", "session/prompt"] {
        assert!(!client_frames.has_method(m), "{m} was sent");
    }

    // Incoming requests that bypass a handle are rejected by the serving side.
    let e = ch.core().peer().request("fs/read_text_file", &json!({"sessionId": "s", "path": "/etc/passwd"})).await.unwrap_err();
    let Error::Protocol(e) = e else { panic!("{e:?}") };
    assert_eq!(e.code, ResponseError::METHOD_NOT_FOUND);
    assert_eq!(e.data.unwrap().get(), r#"{"method":"fs/read_text_file","capability":"clientCapabilities.fs.readTextFile"}"#);
    let e = h.core().peer().request("session/load", &json!({"sessionId": "s", "cwd": "/", "mcpServers": []})).await.unwrap_err();
    assert_eq!(e.code(), Some(ResponseError::METHOD_NOT_FOUND));
    let e = h.core().peer().request("session/prompt", &json!({"sessionId": "s", "prompt": [{"type": "image", "data": "AA==", "mimeType": "image/png"}]})).await.unwrap_err();
    assert_eq!(e.code(), Some(ResponseError::INVALID_PARAMS));

    // The validator reads the same gates: it finds the two raw requests
    // (not the image block, a content rule of the sides only).
    assert_eq!(agent_frames.gate_breaks(), 2);
    assert_eq!(client_frames.gate_breaks(), 2);
    h.core().close();
    let _ = task.await;
}

#[cfg(feature = "v2")]
mod v2_gates {
    use super::*;
    use acp_wire::v2;

    struct Bare;
    impl v2::Agent for Bare {
        async fn initialize(&self, _: v2::InitializeRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
            // No session surface, no auth methods.
            Ok(from(json!({"protocolVersion": 2, "info": {"name": "bare", "version": "1"}})))
        }
    }
    struct Quiet;
    impl v2::Client for Quiet {}

    #[tokio::test]
    async fn v2_surfaces() {
        let client_frames = Frames::client();
        let (ta, tc) = Transport::duplex(1 << 16);
        let task = AgentBuilder::new().v2(Bare).spawn(ta);
        let connected = ClientBuilder::new()
            .v2(Quiet, v2::ClientCapabilities::new())
            .config(Config::default().observer(client_frames.observer()))
            .connect(tc, Info::new("c", "1"))
            .await
            .unwrap();
        let Negotiated::V2 { agent: h, .. } = &connected.negotiated else { panic!() };
        refused(h.new_session(v2::NewSessionRequest::new(from::<v2::AbsolutePath>(json!("/")))).await, "capabilities.session");
        refused(h.login_auth(from(json!({"methodId": "m"}))).await, "authMethods");
        refused(h.logout_auth(from(json!({}))).await, "authMethods");
        refused(h.session_cancel(v2::CancelSessionNotification::new(from::<v2::SessionId>(json!("s")))).await, "capabilities.session");
        for m in ["session/new", "auth/login", "auth/logout", "session/cancel"] {
            assert!(!client_frames.has_method(m), "{m} was sent");
        }
        client_frames.assert_valid();
        h.core().close();
        let _ = task.await;
    }
}

/// The error of a request the serving side rejected: its code and `data`.
fn rejected(r: Result<Box<serde_json::value::RawValue>, Error>) -> (i32, serde_json::Value) {
    match r {
        Err(Error::Protocol(e)) => (e.code, e.data.map_or(serde_json::Value::Null, |d| serde_json::from_str(d.get()).unwrap())),
        other => panic!("wanted an error response, got {other:?}"),
    }
}

fn gate_data(method: &str, capability: &str) -> serde_json::Value {
    json!({"method": method, "capability": capability})
}

/// v1: sessions named after their cwd (`/m` → `m`): `m` has modes, `c`
/// config options, anything else neither.
struct Sessions1(Slot);
impl v1::Agent for Sessions1 {
    async fn initialize(&self, _: v1::InitializeRequest, cx: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
        *self.0.lock().unwrap() = Some(cx.peer().clone());
        Ok(v1::InitializeResponse::new(1).agent_capabilities(from::<v1::AgentCapabilities>(json!({"sessionCapabilities": {"close": {}}}))))
    }
    async fn new_session(&self, p: v1::NewSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::NewSessionResponse, ResponseError> {
        let id = p.cwd.trim_start_matches('/').to_owned();
        Ok(from(match id.as_str() {
            "m" => json!({"sessionId": id, "modes": {"currentModeId": "ask", "availableModes": [{"id": "ask", "name": "Ask"}, {"id": "code", "name": "Code"}]}}),
            "c" => json!({"sessionId": id, "configOptions": [{"type": "select", "id": "model", "name": "Model", "currentValue": "a", "options": [{"value": "a", "name": "A"}]}]}),
            _ => json!({"sessionId": id}),
        }))
    }
    async fn set_session_mode(&self, _: v1::SetSessionModeRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::SetSessionModeResponse, ResponseError> {
        Ok(from(json!({})))
    }
    async fn set_session_config_option(&self, _: v1::SetSessionConfigOptionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::SetSessionConfigOptionResponse, ResponseError> {
        Ok(from(json!({"configOptions": [{"type": "select", "id": "model", "name": "Model", "currentValue": "a", "options": [{"value": "a", "name": "A"}]}]})))
    }
    async fn close_session(&self, _: v1::CloseSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::CloseSessionResponse, ResponseError> {
        Ok(from(json!({})))
    }
}

/// Records the updates it receives; answers elicitations with `cancel`.
struct Recorder1(Log);
impl v1::Client for Recorder1 {
    async fn session_update(&self, n: v1::SessionNotification, _: acp_wire::side::NotificationContext<v1::AgentHandle>) {
        self.0.record("session/update", &n);
    }
    async fn create_elicitation(&self, _: v1::CreateElicitationRequest, _: RequestContext<v1::AgentHandle>) -> Result<v1::CreateElicitationResponse, ResponseError> {
        Ok(from(json!({"action": "cancel"})))
    }
}

#[tokio::test]
async fn v1_session_modes_and_config_options() {
    let (slot, log) = (Slot::default(), Log::default());
    let wired = Wired::new(AgentBuilder::new().v1(Sessions1(slot.clone())), ClientBuilder::new().v1(Recorder1(log.clone()), v1::ClientCapabilities::new()), Info::new("c", "1")).await;
    let Negotiated::V1 { agent: h, .. } = &wired.connected.negotiated else { panic!() };
    let ch = slot.lock().unwrap().clone().unwrap();
    for cwd in ["/m", "/c", "/p"] {
        h.new_session(v1::NewSessionRequest::new(cwd, Vec::<v1::McpServer>::new())).await.unwrap();
    }
    let mode = |sid: &str| from::<v1::SetSessionModeRequest>(json!({"sessionId": sid, "modeId": "code"}));
    let config = |sid: &str| from::<v1::SetSessionConfigOptionRequest>(json!({"sessionId": sid, "configId": "model", "value": "a"}));

    // Only the session whose setup result had `modes` / `configOptions`;
    // a session never set up on this connection has neither.
    h.set_session_mode(mode("m")).await.unwrap();
    h.set_session_config_option(config("c")).await.unwrap();
    for sid in ["c", "p", "never"] {
        refused(h.set_session_mode(mode(sid)).await, "modes");
    }
    for sid in ["m", "p", "never"] {
        refused(h.set_session_config_option(config(sid)).await, "configOptions");
    }
    let sent = |m: &str| wired.client_frames.all().iter().filter(|f| f["method"] == m).count();
    assert_eq!((sent("session/set_mode"), sent("session/set_config_option")), (1, 1), "refused requests were sent");

    // The agent rejects what bypasses the client's handle, from what it answered.
    let raw = |m: &'static str, p: serde_json::Value| {
        let peer = h.core().peer().clone();
        async move { peer.request(m, &p).await }
    };
    let (code, data) = rejected(raw("session/set_mode", json!({"sessionId": "p", "modeId": "code"})).await);
    assert_eq!((code, data), (ResponseError::INVALID_PARAMS, gate_data("session/set_mode", "modes")));
    let (code, data) = rejected(raw("session/set_config_option", json!({"sessionId": "m", "configId": "model", "value": "a"})).await);
    assert_eq!((code, data), (ResponseError::INVALID_PARAMS, gate_data("session/set_config_option", "configOptions")));
    raw("session/set_mode", json!({"sessionId": "m", "modeId": "ask"})).await.unwrap();

    // A config_option_update gives `p` config options, on both sides.
    let update = json!({"sessionId": "p", "update": {"sessionUpdate": "config_option_update",
        "configOptions": [{"type": "select", "id": "model", "name": "Model", "currentValue": "a", "options": [{"value": "a", "name": "A"}]}]}});
    ch.session_update(from(update)).await.unwrap();
    log.wait_count("session/update", 1).await;
    h.set_session_config_option(config("p")).await.unwrap();

    // A closed session is forgotten.
    h.close_session(v1::CloseSessionRequest::new(from::<v1::SessionId>(json!("m")))).await.unwrap();
    refused(h.set_session_mode(mode("m")).await, "modes");
    let (code, _) = rejected(raw("session/set_mode", json!({"sessionId": "m", "modeId": "ask"})).await);
    assert_eq!(code, ResponseError::INVALID_PARAMS);
    wired.finish(common::schema::SchemaFile::get("v1", v1::UNSTABLE), v1::METHODS).await;
}

#[tokio::test]
async fn v1_elicitation_per_mode() {
    let slot = Slot::default();
    let caps: v1::ClientCapabilities = from(json!({"elicitation": {"form": {}}}));
    let wired = Wired::new(AgentBuilder::new().v1(Plain(slot.clone())), ClientBuilder::new().v1(Recorder1(Log::default()), caps), Info::new("c", "1")).await;
    let ch = slot.lock().unwrap().clone().unwrap();
    let form: v1::CreateElicitationRequest = from(json!({"sessionId": "s", "mode": "form", "message": "?", "requestedSchema": {"type": "object", "properties": {}}}));
    let url: v1::CreateElicitationRequest = from(json!({"sessionId": "s", "mode": "url", "message": "?", "url": "https://example.com/x", "elicitationId": "e1"}));
    ch.create_elicitation(form).await.unwrap();
    refused(ch.create_elicitation(url).await, "clientCapabilities.elicitation.url");
    refused(ch.elicitation_complete(from(json!({"elicitationId": "e1"}))).await, "clientCapabilities.elicitation.url");
    let urls = wired.agent_frames.all().iter().filter(|f| f["params"]["mode"] == "url").count();
    assert_eq!(urls, 0, "a url elicitation was sent");
    assert!(!wired.agent_frames.has_method("elicitation/complete"));
    // The client rejects one that bypasses the agent's handle: -32602, as the elicitation page says.
    let r = ch.core().peer().request("elicitation/create", &json!({"sessionId": "s", "mode": "url", "message": "?", "url": "https://example.com/x", "elicitationId": "e2"})).await;
    assert_eq!(rejected(r), (ResponseError::INVALID_PARAMS, gate_data("elicitation/create", "clientCapabilities.elicitation.url")));
    wired.finish(common::schema::SchemaFile::get("v1", v1::UNSTABLE), v1::METHODS).await;
}

#[tokio::test]
async fn v1_update_kinds_behind_client_capabilities() {
    let notice = json!({"sessionId": "s", "update": {"sessionUpdate": "notice", "severity": "info", "title": "hi"}});
    let compaction = json!({"sessionId": "s", "update": {"sessionUpdate": "compaction_update", "compactionId": "c1", "status": "in_progress"}});
    let chunk = json!({"sessionId": "s", "update": {"sessionUpdate": "compaction_summary_chunk", "compactionId": "c1", "content": {"type": "text", "text": "so far"}}});
    let message = json!({"sessionId": "s", "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "after"}}});
    for advertised in [false, true] {
        let (slot, log) = (Slot::default(), Log::default());
        let caps: v1::ClientCapabilities =
            if advertised { from(json!({"session": {"notices": {}, "compaction": {}}})) } else { v1::ClientCapabilities::new() };
        let wired = Wired::new(AgentBuilder::new().v1(Plain(slot.clone())), ClientBuilder::new().v1(Recorder1(log.clone()), caps), Info::new("c", "1")).await;
        let ch = slot.lock().unwrap().clone().unwrap();
        for (update, cap) in [(&notice, "clientCapabilities.session.notices"), (&compaction, "clientCapabilities.session.compaction"), (&chunk, "clientCapabilities.session.compaction")] {
            let r = ch.session_update(from(update.clone())).await;
            if advertised {
                r.unwrap();
            } else {
                refused(r, cap);
            }
        }
        let sent = wired.agent_frames.all().iter().filter(|f| f["method"] == "session/update").count();
        assert_eq!(sent, if advertised { 3 } else { 0 }, "advertised: {advertised}");
        // The client drops what bypasses the agent's handle: of the session's
        // updates (handled in order) only the ordinary one arrives.
        if !advertised {
            ch.core().peer().notify("session/update", &notice).await.unwrap();
        }
        ch.session_update(from(message.clone())).await.unwrap();
        log.wait_count("session/update", if advertised { 4 } else { 1 }).await;
        assert_eq!(log.methods().len(), if advertised { 4 } else { 1 });
        wired.finish(common::schema::SchemaFile::get("v1", v1::UNSTABLE), v1::METHODS).await;
    }
}

#[cfg(feature = "v2")]
mod v2_controls {
    use super::*;
    use acp_wire::v2;

    type Slot2 = Arc<Mutex<Option<v2::ClientHandle>>>;

    /// Sessions named after their cwd; `c` has config options.
    struct Sessions2(Slot2);
    impl v2::Agent for Sessions2 {
        async fn initialize(&self, _: v2::InitializeRequest, cx: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
            *self.0.lock().unwrap() = Some(cx.peer().clone());
            Ok(from(json!({"protocolVersion": 2, "info": {"name": "a", "version": "1"}, "capabilities": {"session": {}}})))
        }
        async fn new_session(&self, p: v2::NewSessionRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::NewSessionResponse, ResponseError> {
            let id = p.cwd.trim_start_matches('/').to_owned();
            let options = json!([{"type": "select", "configId": "model", "name": "Model", "currentValue": "a", "options": [{"value": "a", "name": "A"}]}]);
            Ok(from(if id == "c" { json!({"sessionId": id, "configOptions": options}) } else { json!({"sessionId": id}) }))
        }
        async fn set_session_config_option(&self, _: v2::SetSessionConfigOptionRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::SetSessionConfigOptionResponse, ResponseError> {
            Ok(from(json!({"configOptions": [{"type": "select", "configId": "model", "name": "Model", "currentValue": "a", "options": [{"value": "a", "name": "A"}]}]})))
        }
        #[cfg(acp_v2 = "tool_call/cancel")]
        async fn cancel_tool_call(&self, _: v2::CancelToolCallRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::CancelToolCallResponse, ResponseError> {
            Ok(from(json!({})))
        }
        #[cfg(acp_v2 = "terminal/cancel")]
        async fn cancel_terminal(&self, _: v2::CancelTerminalRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::CancelTerminalResponse, ResponseError> {
            Ok(from(json!({})))
        }
    }

    struct Recorder2(Log);
    impl v2::Client for Recorder2 {
        async fn session_update(&self, n: v2::UpdateSessionNotification, _: acp_wire::side::NotificationContext<v2::AgentHandle>) {
            self.0.record("session/update", &n);
        }
        async fn create_elicitation(&self, _: v2::CreateElicitationRequest, _: RequestContext<v2::AgentHandle>) -> Result<v2::CreateElicitationResponse, ResponseError> {
            Ok(from(json!({"action": "cancel"})))
        }
    }

    #[tokio::test]
    async fn v2_cancel_controls_and_config_options() {
        let (slot, log) = (Slot2::default(), Log::default());
        let wired = Wired::new(AgentBuilder::new().v2(Sessions2(slot.clone())), ClientBuilder::new().v2(Recorder2(log.clone()), v2::ClientCapabilities::new()), Info::new("c", "1")).await;
        let Negotiated::V2 { agent: h, .. } = &wired.connected.negotiated else { panic!() };
        for cwd in ["/c", "/s"] {
            h.new_session(v2::NewSessionRequest::new(from::<v2::AbsolutePath>(json!(cwd)))).await.unwrap();
        }
        let config = |sid: &str| from::<v2::SetSessionConfigOptionRequest>(json!({"sessionId": sid, "configId": "model", "type": "id", "value": "a"}));
        h.set_session_config_option(config("c")).await.unwrap();
        refused(h.set_session_config_option(config("s")).await, "configOptions");

        // Cancel controls: schemas without them (npm 2.2.0) drop this part.
        #[cfg(all(acp_v2 = "tool_call/cancel", acp_v2 = "terminal/cancel"))]
        {
            let ch = slot.lock().unwrap().clone().unwrap();
            let mut updates = 0;
            let mut update = |u: serde_json::Value| {
                updates += 1;
                let ch = ch.clone();
                let n = updates;
                let log = log.clone();
                async move {
                    ch.session_update(v2::UpdateSessionNotification::new(from::<v2::SessionId>(json!("s")), from::<v2::SessionUpdate>(u))).await.unwrap();
                    // The client records before its handler runs, so this is enough.
                    log.wait_count("session/update", n).await;
                }
            };
            update(json!({"sessionUpdate": "tool_call_update", "toolCallId": "t1", "status": "in_progress", "capabilities": {"cancel": {}}})).await;
            update(json!({"sessionUpdate": "tool_call_update", "toolCallId": "t2", "status": "in_progress"})).await;
            update(json!({"sessionUpdate": "terminal_update", "terminalId": "x1", "capabilities": {"cancel": {}}})).await;
            let tool = |id: &str| from::<v2::CancelToolCallRequest>(json!({"sessionId": "s", "toolCallId": id}));
            let term = |id: &str| from::<v2::CancelTerminalRequest>(json!({"sessionId": "s", "terminalId": id}));

            h.cancel_tool_call(tool("t1")).await.unwrap();
            h.cancel_terminal(term("x1")).await.unwrap();
            refused(h.cancel_tool_call(tool("t2")).await, "toolCall.capabilities.cancel");
            refused(h.cancel_tool_call(tool("unknown")).await, "toolCall.capabilities.cancel");
            refused(h.cancel_terminal(term("t1")).await, "terminal.capabilities.cancel");
            // Same ids in another session are other tool calls.
            refused(h.cancel_tool_call(from(json!({"sessionId": "c", "toolCallId": "t1"}))).await, "toolCall.capabilities.cancel");
            // The agent rejects what bypasses the handle: -32602, as the schema says.
            let raw = |m: &'static str, p: serde_json::Value| {
                let peer = h.core().peer().clone();
                async move { peer.request(m, &p).await }
            };
            let r = raw("tool_call/cancel", json!({"sessionId": "s", "toolCallId": "t2"})).await;
            assert_eq!(rejected(r), (ResponseError::INVALID_PARAMS, gate_data("tool_call/cancel", "toolCall.capabilities.cancel")));

            // A patch without capabilities keeps them; a final status or exit ends them.
            update(json!({"sessionUpdate": "tool_call_update", "toolCallId": "t1", "title": "still running"})).await;
            h.cancel_tool_call(tool("t1")).await.unwrap();
            update(json!({"sessionUpdate": "tool_call_update", "toolCallId": "t1", "status": "completed"})).await;
            refused(h.cancel_tool_call(tool("t1")).await, "toolCall.capabilities.cancel");
            let r = raw("tool_call/cancel", json!({"sessionId": "s", "toolCallId": "t1"})).await;
            assert_eq!(rejected(r).0, ResponseError::INVALID_PARAMS);
            update(json!({"sessionUpdate": "terminal_update", "terminalId": "x1", "exitStatus": {"exitCode": 0}})).await;
            refused(h.cancel_terminal(term("x1")).await, "terminal.capabilities.cancel");
            // `null` clears the controls.
            update(json!({"sessionUpdate": "tool_call_update", "toolCallId": "t3", "capabilities": {"cancel": {}}})).await;
            h.cancel_tool_call(tool("t3")).await.unwrap();
            update(json!({"sessionUpdate": "tool_call_update", "toolCallId": "t3", "capabilities": null})).await;
            refused(h.cancel_tool_call(tool("t3")).await, "toolCall.capabilities.cancel");

            let sent = |m: &str| wired.client_frames.all().iter().filter(|f| f["method"] == m).count();
            // Three through the handle (t1 twice, t3), two raw ones that bypassed it.
            assert_eq!((sent("tool_call/cancel"), sent("terminal/cancel")), (5, 1), "refused requests were sent");
        }
        wired.finish(common::schema::SchemaFile::get("v2", v2::UNSTABLE), v2::METHODS).await;
    }

    #[tokio::test]
    async fn v2_elicitation_per_mode() {
        let slot = Slot2::default();
        let caps: v2::ClientCapabilities = from(json!({"elicitation": {"url": {}}}));
        let wired = Wired::new(AgentBuilder::new().v2(Sessions2(slot.clone())), ClientBuilder::new().v2(Recorder2(Log::default()), caps), Info::new("c", "1")).await;
        let ch = slot.lock().unwrap().clone().unwrap();
        let form: v2::CreateElicitationRequest = from(json!({"sessionId": "s", "mode": "form", "message": "?", "requestedSchema": {"type": "object", "properties": {}}}));
        let url: v2::CreateElicitationRequest = from(json!({"sessionId": "s", "mode": "url", "message": "?", "url": "https://example.com/x", "elicitationId": "e1"}));
        refused(ch.create_elicitation(form).await, "capabilities.elicitation.form");
        ch.create_elicitation(url).await.unwrap();
        ch.elicitation_complete(from(json!({"elicitationId": "e1"}))).await.unwrap();
        assert_eq!(wired.agent_frames.all().iter().filter(|f| f["params"]["mode"] == "form").count(), 0, "a form elicitation was sent");
        let r = ch.core().peer().request("elicitation/create", &json!({"sessionId": "s", "mode": "form", "message": "?", "requestedSchema": {"type": "object", "properties": {}}})).await;
        assert_eq!(rejected(r), (ResponseError::INVALID_PARAMS, gate_data("elicitation/create", "capabilities.elicitation.form")));
        wired.finish(common::schema::SchemaFile::get("v2", v2::UNSTABLE), v2::METHODS).await;
    }
}

/// The methods only the unstable schemas have, each behind the capability
/// its schema description names: refused by the handle (nothing sent) and
/// by the serving side while not advertised; sent once advertised.
#[cfg(feature = "unstable")]
mod unstable;
