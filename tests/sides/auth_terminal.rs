//! Terminal auth methods: the client runs the agent as an interactive
//! process for them and never passes them to `authenticate` (v1) /
//! `auth/login` (v2). The client side remembers the agent's terminal
//! methods from its `initialize` result: its handle refuses such a request
//! without sending it, and a serving agent rejects one that bypassed the
//! handle (-32602); agent-type methods go through.

use crate::sides_support;

use acp_wire::error::ResponseError;
use acp_wire::rpc::Config;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext, SideError};
use acp_wire::transport::Transport;
use acp_wire::{v1, Error, Negotiated};
use serde_json::json;
use sides_support::{from, Frames};

fn refused_terminal(r: Result<impl std::fmt::Debug, Error>, id: &str) {
    match r {
        Err(Error::Side(SideError::TerminalAuthMethod { method_id, .. })) => assert_eq!(method_id, id),
        other => panic!("wanted a terminal-method refusal of {id}, got {other:?}"),
    }
}

/// Lists one agent-type and one terminal-type method.
struct Auth1;
impl v1::Agent for Auth1 {
    async fn initialize(&self, _: v1::InitializeRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
        Ok(from(json!({
            "protocolVersion": 1,
            "authMethods": [
                {"id": "key", "name": "API key"},
                {"type": "terminal", "id": "tui", "name": "Log in in a terminal", "args": ["--login"]}
            ]
        })))
    }
    async fn authenticate(&self, _: v1::AuthenticateRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::AuthenticateResponse, ResponseError> {
        Ok(from(json!({})))
    }
}

struct Quiet1;
impl v1::Client for Quiet1 {}

#[cfg(acp_v1 = "AuthMethod::terminal")]
#[tokio::test]
async fn v1_client_never_authenticates_with_a_terminal_method() {
    let frames = Frames::client();
    let (ta, tc) = Transport::duplex(1 << 16);
    let task = AgentBuilder::new().v1(Auth1).spawn(ta);
    let connected = ClientBuilder::new()
        .v1(Quiet1, v1::ClientCapabilities::new())
        .config(Config::default().observer(frames.observer()))
        .connect(tc, Info::new("c", "1"))
        .await
        .unwrap();
    let Negotiated::V1 { agent: h, .. } = &connected.negotiated else { panic!() };

    refused_terminal(h.authenticate(from(json!({"methodId": "tui"}))).await, "tui");
    assert!(!frames.has_method("authenticate"), "authenticate was sent with a terminal method");
    // The agent-type method goes through.
    h.authenticate(from(json!({"methodId": "key"}))).await.unwrap();
    assert!(frames.has_method("authenticate"));

    // Bypassing the handle: the serving agent rejects it.
    let e = h.core().peer().request("authenticate", &json!({"methodId": "tui"})).await.unwrap_err();
    let Error::Protocol(e) = e else { panic!("{e:?}") };
    assert_eq!(e.code, ResponseError::INVALID_PARAMS);
    let data: serde_json::Value = serde_json::from_str(e.data.unwrap().get()).unwrap();
    assert_eq!((data["method"].as_str(), data["methodId"].as_str()), (Some("authenticate"), Some("tui")));
    h.core().close();
    let _ = task.await;
}

#[cfg(feature = "v2")]
mod v2_auth {
    use super::*;
    use acp_wire::v2;

    /// Lists one agent-type and one terminal-type method.
    struct Auth2;
    impl v2::Agent for Auth2 {
        async fn initialize(&self, _: v2::InitializeRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
            Ok(from(json!({
                "protocolVersion": 2,
                "info": {"name": "auth", "version": "1"},
                "authMethods": [
                    {"type": "agent", "methodId": "key", "name": "API key"},
                    {"type": "terminal", "methodId": "tui", "name": "Log in in a terminal"}
                ]
            })))
        }
        async fn login_auth(&self, _: v2::LoginAuthRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::LoginAuthResponse, ResponseError> {
            Ok(from(json!({})))
        }
    }

    struct Quiet2;
    impl v2::Client for Quiet2 {}

    #[cfg(acp_v2 = "AuthMethod::terminal")]
    #[tokio::test]
    async fn v2_client_never_logs_in_with_a_terminal_method() {
        let frames = Frames::client();
        let (ta, tc) = Transport::duplex(1 << 16);
        let task = AgentBuilder::new().v2(Auth2).spawn(ta);
        let connected = ClientBuilder::new()
            .v2(Quiet2, v2::ClientCapabilities::new())
            .config(Config::default().observer(frames.observer()))
            .connect(tc, Info::new("c", "1"))
            .await
            .unwrap();
        let Negotiated::V2 { agent: h, .. } = &connected.negotiated else { panic!() };

        refused_terminal(h.login_auth(from(json!({"methodId": "tui"}))).await, "tui");
        assert!(!frames.has_method("auth/login"), "auth/login was sent with a terminal method");
        h.login_auth(from(json!({"methodId": "key"}))).await.unwrap();
        assert!(frames.has_method("auth/login"));

        let e = h.core().peer().request("auth/login", &json!({"methodId": "tui"})).await.unwrap_err();
        let Error::Protocol(e) = e else { panic!("{e:?}") };
        assert_eq!(e.code, ResponseError::INVALID_PARAMS);
        let data: serde_json::Value = serde_json::from_str(e.data.unwrap().get()).unwrap();
        assert_eq!((data["method"].as_str(), data["methodId"].as_str()), (Some("auth/login"), Some("tui")));
        frames.assert_valid();
        h.core().close();
        let _ = task.await;
    }
}
