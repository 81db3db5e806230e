//! Capability gating both ways: a handle refuses without sending (the frame
//! never appears on the wire), a dispatcher rejects an incoming request the
//! serving side did not advertise; prompt content against
//! promptCapabilities; v2 session/auth surfaces.

mod common;
mod sides_support;

use std::sync::{Arc, Mutex};

use acp_wire::error::ResponseError;
use acp_wire::rpc::Config;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, Negotiated, RequestContext, SideError};
use acp_wire::transport::Transport;
use acp_wire::{v1, Error};
use serde_json::json;
use sides_support::{from, Frames};

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

    agent_frames.assert_valid();
    client_frames.assert_valid();
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
        refused(h.session_cancel(v2::CancelSessionNotification::new(from::<v2::SessionId>(json!("s")))).await, "capabilities.session");
        for m in ["session/new", "auth/login", "session/cancel"] {
            assert!(!client_frames.has_method(m), "{m} was sent");
        }
        client_frames.assert_valid();
        h.core().close();
        let _ = task.await;
    }
}
