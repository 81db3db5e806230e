//! v2's transport page: clients and agents SHOULD NOT batch
//! lifecycle-sensitive messages (`initialize`, `auth/login`,
//! `session/new`, `session/resume`, `session/prompt`). Once v2 is
//! negotiated, a batch on the connection refuses them on both sides
//! (`Error::NotBatchable`, nothing added); other methods still batch. v1
//! has no batches, so nothing to refuse.
#![cfg(feature = "v2")]

use crate::sides_support;

use acp_wire::error::ResponseError;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext};
use acp_wire::transport::Transport;
use acp_wire::{v2, Error, Negotiated};
use serde_json::json;
use sides_support::from;
use std::sync::{Arc, Mutex};

type Slot = Arc<Mutex<Option<v2::ClientHandle>>>;

struct Sessions(Slot);
impl v2::Agent for Sessions {
    async fn initialize(&self, _: v2::InitializeRequest, cx: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
        *self.0.lock().unwrap() = Some(cx.peer().clone());
        Ok(from(json!({"protocolVersion": 2, "info": {"name": "s", "version": "1"}, "capabilities": {"session": {}}})))
    }
    async fn list_sessions(&self, _: v2::ListSessionsRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::ListSessionsResponse, ResponseError> {
        Ok(from(json!({"sessions": []})))
    }
}

struct Quiet;
impl v2::Client for Quiet {}

#[tokio::test]
async fn v2_lifecycle_messages_stay_out_of_batches() {
    let (ta, tc) = Transport::duplex(1 << 16);
    let slot = Slot::default();
    let task = AgentBuilder::new().v2(Sessions(slot.clone())).spawn(ta);
    let connected = ClientBuilder::new().v2(Quiet, v2::ClientCapabilities::new()).connect(tc, Info::new("c", "1")).await.unwrap();
    let Negotiated::V2 { agent: h, .. } = &connected.negotiated else { panic!() };
    let ch = slot.lock().unwrap().clone().unwrap();

    for peer in [h.core().peer(), ch.core().peer()] {
        let mut batch = peer.batch();
        for m in ["initialize", "auth/login", "session/new", "session/resume", "session/prompt"] {
            match batch.request(m, &json!({})) {
                Err(Error::NotBatchable { method }) => assert_eq!(method, m),
                other => panic!("{m}: wanted NotBatchable, got {other:?}"),
            }
            assert!(matches!(batch.notify(m, &json!({})), Err(Error::NotBatchable { .. })), "{m} as a notification");
        }
        assert!(batch.is_empty());
    }
    // Other methods still go out batched.
    let mut batch = h.core().peer().batch();
    let listed = batch.request("session/list", &json!({})).unwrap();
    batch.send().await.unwrap();
    assert_eq!(listed.get().await.unwrap().get(), r#"{"sessions":[]}"#);
    h.core().close();
    let _ = task.await;
}
