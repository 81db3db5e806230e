//! Rules that bind the calling client to what it did on its connection:
//!
//! | rule | where | refusal |
//! |---|---|---|
//! | prompts come only after session setup (prompt-turn / prompt-lifecycle; SessionStatus: a client that did not create or resume a session on its connection MUST still resume it before prompting) | v1, v2 | `SideError::SessionNotSetUp`, nothing sent |
//! | a resume sends the session's working directory (ResumeSessionRequest.cwd: clients MUST) | v2 | `SideError::InvalidParams` at `cwd`, nothing sent |
//!
//! The client learns a session's directory from its own `session/new` or
//! `session/resume` and from `session/list`; where it knows none it sends
//! what it is given. A session closed on the connection is forgotten: no
//! longer set up, its directory unknown.

use crate::sides_support;

use acp_wire::error::ResponseError;
use acp_wire::rpc::Config;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext, SideError};
use acp_wire::transport::Transport;
use acp_wire::{v1, Error, Negotiated};
use serde_json::json;
use sides_support::{from, Frames};

fn not_set_up<T: std::fmt::Debug>(r: Result<T, Error>, id: &str) {
    match r {
        Err(Error::Side(SideError::SessionNotSetUp { method, session_id })) => {
            assert_eq!((method, session_id.as_str()), ("session/prompt", id));
        }
        other => panic!("wanted a not-set-up refusal of {id}, got {other:?}"),
    }
}

struct Agent1;
impl v1::Agent for Agent1 {
    async fn initialize(&self, _: v1::InitializeRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
        Ok(from(json!({"protocolVersion": 1, "agentCapabilities": {"loadSession": true}})))
    }
    async fn new_session(&self, _: v1::NewSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::NewSessionResponse, ResponseError> {
        Ok(from(json!({"sessionId": "s1"})))
    }
    async fn load_session(&self, _: v1::LoadSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::LoadSessionResponse, ResponseError> {
        Ok(from(json!({})))
    }
    async fn prompt(&self, _: v1::PromptRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::PromptResponse, ResponseError> {
        Ok(from(json!({"stopReason": "end_turn"})))
    }
}

struct Quiet1;
impl v1::Client for Quiet1 {}

fn prompt1(id: &str) -> v1::PromptRequest {
    from(json!({"sessionId": id, "prompt": [{"type": "text", "text": "hi"}]}))
}

#[tokio::test]
async fn v1_client_prompts_only_sessions_set_up_on_its_connection() {
    let frames = Frames::client();
    let (ta, tc) = Transport::duplex(1 << 16);
    let task = AgentBuilder::new().v1(Agent1).spawn(ta);
    let connected = ClientBuilder::new()
        .v1(Quiet1, v1::ClientCapabilities::new())
        .config(Config::default().observer(frames.observer()))
        .connect(tc, Info::new("c", "1"))
        .await
        .unwrap();
    let Negotiated::V1 { agent: h, .. } = &connected.negotiated else { panic!() };
    let cwd = std::env::temp_dir().to_string_lossy().into_owned();

    // A session of an earlier connection: not prompted before it is loaded.
    not_set_up(h.prompt(prompt1("old")).await, "old");
    assert!(!frames.has_method("session/prompt"), "a prompt for a session never set up was sent");
    h.load_session(from(json!({"sessionId": "old", "cwd": cwd, "mcpServers": []}))).await.unwrap();
    h.prompt(prompt1("old")).await.unwrap();

    // A session created on the connection: prompted at once.
    let s = h.new_session(from(json!({"cwd": cwd, "mcpServers": []}))).await.unwrap().session_id;
    h.prompt(prompt1(&s.0)).await.unwrap();
    h.core().close();
    let _ = task.await;
}

#[cfg(feature = "v2")]
mod v2_rules {
    use super::*;
    use acp_wire::v2;

    /// Lists `listed` (with a made-up absolute cwd); resumes and prompts anything.
    struct Agent2;
    impl v2::Agent for Agent2 {
        async fn initialize(&self, _: v2::InitializeRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
            Ok(from(json!({"protocolVersion": 2, "info": {"name": "a", "version": "1"}, "capabilities": {"session": {}}})))
        }
        async fn new_session(&self, _: v2::NewSessionRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::NewSessionResponse, ResponseError> {
            Ok(from(json!({"sessionId": "fresh"})))
        }
        async fn list_sessions(&self, _: v2::ListSessionsRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::ListSessionsResponse, ResponseError> {
            Ok(from(json!({"sessions": [{"sessionId": "listed", "cwd": "/w/listed"}]})))
        }
        async fn resume_session(&self, _: v2::ResumeSessionRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::ResumeSessionResponse, ResponseError> {
            Ok(from(json!({})))
        }
        async fn close_session(&self, _: v2::CloseSessionRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::CloseSessionResponse, ResponseError> {
            Ok(from(json!({})))
        }
        async fn prompt(&self, _: v2::PromptRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::PromptResponse, ResponseError> {
            Ok(from(json!({"messageId": "m1"})))
        }
    }

    struct Quiet2;
    impl v2::Client for Quiet2 {}

    fn prompt2(id: &str) -> v2::PromptRequest {
        from(json!({"sessionId": id, "prompt": [{"type": "text", "text": "hi"}]}))
    }

    fn resume(id: &str, cwd: &str) -> v2::ResumeSessionRequest {
        from(json!({"sessionId": id, "cwd": cwd}))
    }

    fn wrong_cwd<T: std::fmt::Debug>(r: Result<T, Error>, known: &str) {
        match r {
            Err(Error::Side(SideError::InvalidParams { method, path, message })) => {
                assert_eq!((method, path.as_str()), ("session/resume", "cwd"));
                assert!(message.contains(known), "{message}");
            }
            other => panic!("wanted a cwd refusal, got {other:?}"),
        }
    }

    #[tokio::test]
    async fn v2_client_prompts_only_sessions_set_up_and_resumes_in_their_directory() {
        let frames = Frames::client();
        let (ta, tc) = Transport::duplex(1 << 16);
        let task = AgentBuilder::new().v2(Agent2).spawn(ta);
        let connected = ClientBuilder::new()
            .v2(Quiet2, v2::ClientCapabilities::new())
            .config(Config::default().observer(frames.observer()))
            .connect(tc, Info::new("c", "1"))
            .await
            .unwrap();
        let Negotiated::V2 { agent: h, .. } = &connected.negotiated else { panic!() };

        // Listed, not resumed: no prompt; a resume elsewhere is refused, in
        // its directory (a trailing `/` aside) it goes.
        h.list_sessions(from(json!({}))).await.unwrap();
        not_set_up(h.prompt(prompt2("listed")).await, "listed");
        wrong_cwd(h.resume_session(resume("listed", "/w/other")).await, "/w/listed");
        assert!(!frames.has_method("session/prompt") && !frames.has_method("session/resume"), "a refused request was sent");
        h.resume_session(resume("listed", "/w/listed/")).await.unwrap();
        h.prompt(prompt2("listed")).await.unwrap();

        // Created here: prompted at once; after a close, only once resumed.
        h.new_session(from(json!({"cwd": "/w/fresh"}))).await.unwrap();
        h.prompt(prompt2("fresh")).await.unwrap();
        h.close_session(from(json!({"sessionId": "fresh"}))).await.unwrap();
        not_set_up(h.prompt(prompt2("fresh")).await, "fresh");
        h.resume_session(resume("fresh", "/w/fresh")).await.unwrap();
        h.prompt(prompt2("fresh")).await.unwrap();

        // A session this connection knows nothing of: its directory is the
        // caller's to know, the resume goes.
        h.resume_session(resume("elsewhere", "/w/any")).await.unwrap();
        h.prompt(prompt2("elsewhere")).await.unwrap();

        // Bypassing the handle, the agent (whose rules these are not) serves it.
        let raw = serde_json::to_value(prompt2("never")).unwrap();
        h.core().peer().request("session/prompt", &raw).await.unwrap();
        h.core().close();
        let _ = task.await;
    }
}

/// `systemPrompt` (unstable schemas): sent only when advertised, `override`
/// only with `mode.override`, text blocks only, never empty; the serving
/// agent refuses the same (an agent that cannot apply it answers an error
/// instead of setting the session up).
#[cfg(all(feature = "unstable", acp_v1 = "SessionCapabilities.systemPrompt"))]
mod system_prompt {
    use super::*;

    /// Advertises `systemPrompt` (append only) when `.0`.
    struct Prompted(bool);
    impl v1::Agent for Prompted {
        async fn initialize(&self, _: v1::InitializeRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
            let caps = if self.0 { json!({"sessionCapabilities": {"systemPrompt": {}}}) } else { json!({}) };
            Ok(from(json!({"protocolVersion": 1, "agentCapabilities": caps})))
        }
        async fn new_session(&self, _: v1::NewSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::NewSessionResponse, ResponseError> {
            Ok(from(json!({"sessionId": "s1"})))
        }
    }

    fn new(prompt: serde_json::Value) -> v1::NewSessionRequest {
        from(json!({"cwd": "/work", "mcpServers": [], "systemPrompt": prompt}))
    }

    fn text() -> serde_json::Value {
        json!([{"type": "text", "text": "Be brief."}])
    }

    #[tokio::test]
    async fn v1_system_prompt_is_sent_and_served_only_as_advertised() {
        for advertised in [false, true] {
            let (ta, tc) = Transport::duplex(1 << 16);
            let task = AgentBuilder::new().v1(Prompted(advertised)).spawn(ta);
            let connected = ClientBuilder::new().v1(Quiet1, v1::ClientCapabilities::new()).connect(tc, Info::new("c", "1")).await.unwrap();
            let Negotiated::V1 { agent: h, .. } = &connected.negotiated else { panic!() };
            let append = new(json!({"mode": "append", "content": text()}));
            if !advertised {
                match h.new_session(append.clone()).await {
                    Err(Error::Side(SideError::ContentNotAdvertised { capability, .. })) => {
                        assert_eq!(capability, "agentCapabilities.sessionCapabilities.systemPrompt");
                    }
                    other => panic!("{other:?}"),
                }
            } else {
                h.new_session(append.clone()).await.unwrap();
            }
            let refused = [
                (json!({"mode": "override", "content": text()}), "override"),
                (json!({"mode": "replace", "content": text()}), "systemPrompt.mode"),
                (json!({"mode": "append", "content": []}), "systemPrompt.content"),
                (json!({"mode": "append", "content": [{"type": "image", "data": "AA==", "mimeType": "image/png"}]}), "systemPrompt.content[0].type"),
            ];
            for (prompt, what) in refused {
                let params = new(prompt.clone());
                let e = h.new_session(params.clone()).await.unwrap_err();
                let Error::Side(side) = &e else { panic!("{e:?}") };
                assert!(format!("{side:?}").contains(what) || !advertised, "{prompt}: {side:?}");
                // Bypassing the handle: the agent answers an error, no session.
                let raw = serde_json::to_value(&params).unwrap();
                let e = h.core().peer().request("session/new", &raw).await.unwrap_err();
                let code = e.code().unwrap();
                assert!(code == ResponseError::INVALID_PARAMS || code == ResponseError::METHOD_NOT_FOUND, "{prompt}: {e}");
            }
            h.core().close();
            let _ = task.await;
        }
    }
}

/// v2's `systemPrompt` (unstable schema): the same rules on
/// `capabilities.session.systemPrompt`.
#[cfg(all(feature = "unstable", feature = "v2", acp_v2 = "SessionCapabilities.systemPrompt"))]
mod system_prompt_v2 {
    use super::*;
    use acp_wire::v2;

    /// Advertises `systemPrompt` with `override` when `.0`.
    struct Prompted(bool);
    impl v2::Agent for Prompted {
        async fn initialize(&self, _: v2::InitializeRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
            let session = if self.0 { json!({"systemPrompt": {"mode": {"override": {}}}}) } else { json!({}) };
            Ok(from(json!({"protocolVersion": 2, "info": {"name": "a", "version": "1"}, "capabilities": {"session": session}})))
        }
        async fn new_session(&self, _: v2::NewSessionRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::NewSessionResponse, ResponseError> {
            Ok(from(json!({"sessionId": "s1"})))
        }
    }

    struct Quiet2;
    impl v2::Client for Quiet2 {}

    #[tokio::test]
    async fn v2_system_prompt_is_sent_and_served_only_as_advertised() {
        let text = json!([{"type": "text", "text": "Be brief."}]);
        for advertised in [false, true] {
            let (ta, tc) = Transport::duplex(1 << 16);
            let task = AgentBuilder::new().v2(Prompted(advertised)).spawn(ta);
            let connected = ClientBuilder::new().v2(Quiet2, v2::ClientCapabilities::new()).connect(tc, Info::new("c", "1")).await.unwrap();
            let Negotiated::V2 { agent: h, .. } = &connected.negotiated else { panic!() };
            let new = |prompt: serde_json::Value| -> v2::NewSessionRequest { from(json!({"cwd": "/work", "systemPrompt": prompt})) };
            for mode in ["append", "override"] {
                let r = h.new_session(new(json!({"mode": mode, "content": text}))).await;
                if advertised {
                    r.unwrap();
                } else {
                    match r {
                        Err(Error::Side(SideError::ContentNotAdvertised { capability, .. })) => {
                            assert_eq!(capability, "capabilities.session.systemPrompt");
                        }
                        other => panic!("{other:?}"),
                    }
                }
            }
            for (prompt, path) in [
                (json!({"mode": "prepend", "content": text}), "systemPrompt.mode"),
                (json!({"mode": "append", "content": []}), "systemPrompt.content"),
                (json!({"mode": "append", "content": [{"type": "resource_link", "uri": "file:///a", "name": "a"}]}), "systemPrompt.content[0].type"),
            ] {
                let params = new(prompt.clone());
                match h.new_session(params.clone()).await {
                    Err(Error::Side(SideError::InvalidParams { path: p, .. })) if advertised => assert_eq!(p, path),
                    Err(Error::Side(SideError::ContentNotAdvertised { .. })) if !advertised => {}
                    other => panic!("{prompt}: {other:?}"),
                }
                let raw = serde_json::to_value(&params).unwrap();
                let e = h.core().peer().request("session/new", &raw).await.unwrap_err();
                assert_eq!(e.code(), Some(ResponseError::INVALID_PARAMS), "{prompt}: {e}");
            }
            h.core().close();
            let _ = task.await;
        }
    }
}
