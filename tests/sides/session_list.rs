//! `list_all_sessions` (v1, v2): session-list.mdx has a client page with
//! opaque cursors — each answer's `nextCursor` goes back unchanged, an
//! answer without one (missing or `null`) ends the list — and the walk
//! stops with `SideError::CursorRepeated` instead of paging for ever when
//! an agent answers a cursor twice.

use std::sync::{Arc, Mutex};

use crate::sides_support;

use acp_wire::error::ResponseError;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext, SideError};
use acp_wire::transport::Transport;
use acp_wire::{v1, Error, Negotiated};
use serde_json::{json, Value};
use sides_support::from;

/// Cursors that look parseable, padded and non-ASCII: sent back byte for byte.
const CURSORS: [&str; 2] = ["page=2&offset=50%3D", " ëtape/3 "];

/// The page a request's cursor asks for, and what it was sent with.
#[derive(Clone, Default)]
struct Pages {
    seen: Arc<Mutex<Vec<Value>>>,
    /// Answer the first cursor again instead of ending.
    looping: bool,
}

impl Pages {
    fn answer(&self, cursor: Value) -> Value {
        self.seen.lock().unwrap().push(cursor.clone());
        let session = |n: u32| json!({"sessionId": format!("s{n}"), "cwd": "/work"});
        match cursor.as_str() {
            None => json!({"sessions": [session(1), session(2)], "nextCursor": CURSORS[0]}),
            Some(c) if c == CURSORS[0] && self.looping => json!({"sessions": [session(3)], "nextCursor": CURSORS[0]}),
            Some(c) if c == CURSORS[0] => json!({"sessions": [session(3)], "nextCursor": CURSORS[1]}),
            // The last page ends with an explicit null (missing is the same).
            Some(_) => json!({"sessions": [session(4)], "nextCursor": null}),
        }
    }

    fn sent(&self) -> Vec<Value> {
        self.seen.lock().unwrap().clone()
    }
}

struct Agent1(Pages);
impl v1::Agent for Agent1 {
    async fn initialize(&self, _: v1::InitializeRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
        Ok(from(json!({"protocolVersion": 1, "agentCapabilities": {"sessionCapabilities": {"list": {}}}})))
    }
    async fn list_sessions(&self, p: v1::ListSessionsRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::ListSessionsResponse, ResponseError> {
        Ok(from(self.0.answer(serde_json::to_value(&p).unwrap()["cursor"].clone())))
    }
}

struct Quiet1;
impl v1::Client for Quiet1 {}

fn ids<T: serde::Serialize>(sessions: &[T]) -> Vec<String> {
    sessions.iter().map(|s| serde_json::to_value(s).unwrap()["sessionId"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn v1_pages_with_opaque_cursors_to_the_end() {
    for looping in [false, true] {
        let pages = Pages { looping, ..Pages::default() };
        let (ta, tc) = Transport::duplex(1 << 16);
        let task = AgentBuilder::new().v1(Agent1(pages.clone())).spawn(ta);
        let connected = ClientBuilder::new().v1(Quiet1, v1::ClientCapabilities::new()).connect(tc, Info::new("c", "1")).await.unwrap();
        let Negotiated::V1 { agent: h, .. } = &connected.negotiated else { panic!() };
        let all = h.list_all_sessions(from(json!({}))).await;
        if looping {
            assert!(matches!(all, Err(Error::Side(SideError::CursorRepeated { method: "session/list" }))), "{all:?}");
            // The second answer repeats the first's cursor: no third request.
            assert_eq!(pages.sent(), [Value::Null, json!(CURSORS[0])]);
        } else {
            assert_eq!(ids(&all.unwrap()), ["s1", "s2", "s3", "s4"]);
            assert_eq!(pages.sent(), [Value::Null, json!(CURSORS[0]), json!(CURSORS[1])]);
        }
        h.core().close();
        let _ = task.await;
    }
}

#[cfg(feature = "v2")]
mod v2_pages {
    use super::*;
    use acp_wire::v2;

    struct Agent2(Pages);
    impl v2::Agent for Agent2 {
        async fn initialize(&self, _: v2::InitializeRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
            Ok(from(json!({"protocolVersion": 2, "info": {"name": "a", "version": "1"}, "capabilities": {"session": {}}})))
        }
        async fn list_sessions(&self, p: v2::ListSessionsRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::ListSessionsResponse, ResponseError> {
            Ok(from(self.0.answer(serde_json::to_value(&p).unwrap()["cursor"].clone())))
        }
    }

    struct Quiet2;
    impl v2::Client for Quiet2 {}

    #[tokio::test]
    async fn v2_pages_with_opaque_cursors_to_the_end() {
        let pages = Pages::default();
        let (ta, tc) = Transport::duplex(1 << 16);
        let task = AgentBuilder::new().v2(Agent2(pages.clone())).spawn(ta);
        let connected = ClientBuilder::new().v2(Quiet2, v2::ClientCapabilities::new()).connect(tc, Info::new("c", "1")).await.unwrap();
        let Negotiated::V2 { agent: h, .. } = &connected.negotiated else { panic!() };
        // The caller's filter rides along on every page.
        let all = h.list_all_sessions(from(json!({"cwd": "/work"}))).await.unwrap();
        assert_eq!(ids(&all), ["s1", "s2", "s3", "s4"]);
        assert_eq!(pages.sent(), [Value::Null, json!(CURSORS[0]), json!(CURSORS[1])]);
        h.core().close();
        let _ = task.await;
    }
}
