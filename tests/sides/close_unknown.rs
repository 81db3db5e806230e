//! v2 `session/close` of a session that does not exist or is not active:
//! the schema's CloseSessionRequest has clients treat a -32002 answer as a
//! successful close, so the client handle's `close_session` gives `Ok` for
//! it; any other error stays an error.
#![cfg(feature = "v2")]

use crate::sides_support;

use acp_wire::error::ResponseError;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext};
use acp_wire::transport::Transport;
use acp_wire::{v2, Error, Negotiated};
use serde_json::json;
use sides_support::from;

/// Knows no session: `gone` is answered -32002, anything else -32603.
struct NoSessions;
impl v2::Agent for NoSessions {
    async fn initialize(&self, _: v2::InitializeRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
        Ok(from(json!({"protocolVersion": 2, "info": {"name": "none", "version": "1"}, "capabilities": {"session": {}}})))
    }
    async fn close_session(&self, p: v2::CloseSessionRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::CloseSessionResponse, ResponseError> {
        if p.session_id.0 == "gone" {
            Err(ResponseError::resource_not_found(Some(&p.session_id.0)))
        } else {
            Err(ResponseError::internal_error("broken"))
        }
    }
}

struct Quiet;
impl v2::Client for Quiet {}

#[tokio::test]
async fn v2_close_answered_not_found_is_a_successful_close() {
    let (ta, tc) = Transport::duplex(1 << 16);
    let task = AgentBuilder::new().v2(NoSessions).spawn(ta);
    let connected = ClientBuilder::new().v2(Quiet, v2::ClientCapabilities::new()).connect(tc, Info::new("c", "1")).await.unwrap();
    let Negotiated::V2 { agent: h, .. } = &connected.negotiated else { panic!() };

    let closed = h.close_session(v2::CloseSessionRequest::new(from::<v2::SessionId>(json!("gone")))).await;
    assert!(closed.is_ok(), "-32002 is a successful close: {closed:?}");
    // The raw answer was the error: only the typed handle reads it as success.
    let raw = h.core().peer().request("session/close", &json!({"sessionId": "gone"})).await.unwrap_err();
    assert_eq!(raw.code(), Some(ResponseError::RESOURCE_NOT_FOUND));
    // Another error stays one.
    match h.close_session(v2::CloseSessionRequest::new(from::<v2::SessionId>(json!("other")))).await {
        Err(Error::Protocol(e)) => assert_eq!(e.code, ResponseError::INTERNAL_ERROR),
        other => panic!("wanted the -32603 error, got {other:?}"),
    }
    h.core().close();
    let _ = task.await;
}
