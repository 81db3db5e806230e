//! Which mode and which config value a client may select: the `modeId` must
//! be among the session's `availableModes`, the `configId` among its config
//! options, a select's value among that option's values (grouped or not) and
//! the request's type the option's. The lists come from the setup results
//! (`session/new`, `load`) and are replaced by every message that carries
//! the full config option list (`config_option_update`, the
//! `set_config_option` result); `current_mode_update` names only the
//! current mode and leaves the list alone. Both ways: the client's handle
//! refuses without sending, the agent rejects a raw request with -32602.


use crate::{common, sides_support};

use std::sync::{Arc, Mutex};

use acp_wire::error::ResponseError;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext, SideError};
use acp_wire::Negotiated;
use acp_wire::{v1, Error};
use serde_json::{json, Value};
use sides_support::{from, Log, Wired};

fn refused(r: Result<impl std::fmt::Debug, Error>, capability: &str) {
    match r {
        Err(Error::Side(SideError::ContentNotAdvertised { capability: c, .. })) => assert_eq!(c, capability),
        other => panic!("wanted a refusal naming {capability}, got {other:?}"),
    }
}

/// The error of a request the serving side rejected: its code and `data`.
fn rejected(r: Result<Box<serde_json::value::RawValue>, Error>) -> (i32, Value) {
    match r {
        Err(Error::Protocol(e)) => (e.code, e.data.map_or(Value::Null, |d| serde_json::from_str(d.get()).unwrap())),
        other => panic!("wanted an error response, got {other:?}"),
    }
}

fn gate_data(method: &str, capability: &str) -> Value {
    json!({"method": method, "capability": capability})
}

type Slot = Arc<Mutex<Option<v1::ClientHandle>>>;

fn v1_model() -> Value {
    json!({"type": "select", "id": "model", "name": "Model", "currentValue": "a", "options": [
        {"group": "fast", "name": "Fast", "options": [{"value": "a", "name": "A"}]},
        {"group": "big", "name": "Big", "options": [{"value": "b", "name": "B"}]}]})
}

fn v1_thoughts() -> Value {
    json!({"type": "boolean", "id": "thoughts", "name": "Thoughts", "currentValue": false})
}

/// One session per `session/new` (`s`), modes ask/code, a grouped select
/// and a boolean; its `set_config_option` result adds an option `late`;
/// `session/load` answers with the single mode `architect`.
struct Modes1(Slot);
impl v1::Agent for Modes1 {
    async fn initialize(&self, _: v1::InitializeRequest, cx: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
        *self.0.lock().unwrap() = Some(cx.peer().clone());
        Ok(v1::InitializeResponse::new(1).agent_capabilities(from::<v1::AgentCapabilities>(json!({"loadSession": true}))))
    }
    async fn new_session(&self, _: v1::NewSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::NewSessionResponse, ResponseError> {
        Ok(from(json!({"sessionId": "s",
            "modes": {"currentModeId": "ask", "availableModes": [{"id": "ask", "name": "Ask"}, {"id": "code", "name": "Code"}]},
            "configOptions": [v1_model(), v1_thoughts()]})))
    }
    async fn load_session(&self, _: v1::LoadSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::LoadSessionResponse, ResponseError> {
        Ok(from(json!({"modes": {"currentModeId": "architect", "availableModes": [{"id": "architect", "name": "Architect"}]}})))
    }
    async fn set_session_mode(&self, _: v1::SetSessionModeRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::SetSessionModeResponse, ResponseError> {
        Ok(from(json!({})))
    }
    async fn set_session_config_option(&self, _: v1::SetSessionConfigOptionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::SetSessionConfigOptionResponse, ResponseError> {
        let late = json!({"type": "select", "id": "late", "name": "Late", "currentValue": "x", "options": [{"value": "x", "name": "X"}]});
        Ok(from(json!({"configOptions": [v1_model(), v1_thoughts(), late]})))
    }
}

struct Recorder1(Log);
impl v1::Client for Recorder1 {
    async fn session_update(&self, n: v1::SessionNotification, _: acp_wire::side::NotificationContext<v1::AgentHandle>) {
        self.0.record("session/update", &n);
    }
}

#[tokio::test]
async fn v1_mode_and_config_ids() {
    let (slot, log) = (Slot::default(), Log::default());
    // The client supports boolean config options, so the agent may offer one.
    let caps: v1::ClientCapabilities = from(json!({"session": {"configOptions": {"boolean": {}}}}));
    let wired = Wired::new(AgentBuilder::new().v1(Modes1(slot.clone())), ClientBuilder::new().v1(Recorder1(log.clone()), caps), Info::new("c", "1")).await;
    let Negotiated::V1 { agent: h, .. } = &wired.connected.negotiated else { panic!() };
    let ch = slot.lock().unwrap().clone().unwrap();
    h.new_session(v1::NewSessionRequest::new("/w", Vec::<v1::McpServer>::new())).await.unwrap();
    let mode = |id: &str| from::<v1::SetSessionModeRequest>(json!({"sessionId": "s", "modeId": id}));
    let select = |id: &str, v: &str| from::<v1::SetSessionConfigOptionRequest>(json!({"sessionId": "s", "configId": id, "value": v}));
    let boolean = |id: &str| from::<v1::SetSessionConfigOptionRequest>(json!({"sessionId": "s", "configId": id, "type": "boolean", "value": true}));
    let sent = |m: &str| wired.client_frames.all().iter().filter(|f| f["method"] == m).count();

    h.set_session_mode(mode("code")).await.unwrap();
    refused(h.set_session_mode(mode("architect")).await, "modes.availableModes");
    // A value of the second group is as selectable as one of the first.
    h.set_session_config_option(select("model", "b")).await.unwrap();
    h.set_session_config_option(boolean("thoughts")).await.unwrap();
    refused(h.set_session_config_option(select("model", "z")).await, "configOptions[].options");
    refused(h.set_session_config_option(select("speed", "a")).await, "configOptions[].id");
    refused(h.set_session_config_option(select("thoughts", "a")).await, "configOptions[].type");
    refused(h.set_session_config_option(boolean("model")).await, "configOptions[].type");
    assert_eq!((sent("session/set_mode"), sent("session/set_config_option")), (1, 2), "refused requests were sent");

    // The agent rejects what bypasses the client's handle, from what it answered.
    let raw = |m: &'static str, p: Value| {
        let peer = h.core().peer().clone();
        async move { peer.request(m, &p).await }
    };
    let r = raw("session/set_mode", json!({"sessionId": "s", "modeId": "architect"})).await;
    assert_eq!(rejected(r), (ResponseError::INVALID_PARAMS, gate_data("session/set_mode", "modes.availableModes")));
    let r = raw("session/set_config_option", json!({"sessionId": "s", "configId": "model", "value": "z"})).await;
    assert_eq!(rejected(r), (ResponseError::INVALID_PARAMS, gate_data("session/set_config_option", "configOptions[].options")));
    let r = raw("session/set_config_option", json!({"sessionId": "s", "configId": "speed", "value": "a"})).await;
    assert_eq!(rejected(r), (ResponseError::INVALID_PARAMS, gate_data("session/set_config_option", "configOptions[].id")));

    // The set_config_option result carried the full list, with `late` in it.
    h.set_session_config_option(select("late", "x")).await.unwrap();

    // current_mode_update names the current mode only: the list stays.
    let mut updates = 0;
    let mut update = |u: Value| {
        updates += 1;
        let (ch, log, n) = (ch.clone(), log.clone(), updates);
        async move {
            ch.session_update(from(json!({"sessionId": "s", "update": u}))).await.unwrap();
            log.wait_count("session/update", n).await;
        }
    };
    update(json!({"sessionUpdate": "current_mode_update", "currentModeId": "ask"})).await;
    h.set_session_mode(mode("code")).await.unwrap();
    refused(h.set_session_mode(mode("architect")).await, "modes.availableModes");

    // config_option_update replaces the whole list, on both sides.
    update(json!({"sessionUpdate": "config_option_update", "configOptions": [
        {"type": "select", "id": "style", "name": "Style", "currentValue": "plain", "options": [{"value": "plain", "name": "Plain"}, {"value": "loud", "name": "Loud"}]}]}))
    .await;
    refused(h.set_session_config_option(select("model", "a")).await, "configOptions[].id");
    let r = raw("session/set_config_option", json!({"sessionId": "s", "configId": "late", "value": "x"})).await;
    assert_eq!(rejected(r), (ResponseError::INVALID_PARAMS, gate_data("session/set_config_option", "configOptions[].id")));
    h.set_session_config_option(select("style", "loud")).await.unwrap();
    // An empty full list leaves the session with no config options.
    update(json!({"sessionUpdate": "config_option_update", "configOptions": []})).await;
    refused(h.set_session_config_option(select("style", "loud")).await, "configOptions");

    // A loaded session's modes are those of the load result, not the earlier ones.
    h.load_session(v1::LoadSessionRequest::new(Vec::<v1::McpServer>::new(), "/w", from::<v1::SessionId>(json!("s")))).await.unwrap();
    h.set_session_mode(mode("architect")).await.unwrap();
    refused(h.set_session_mode(mode("code")).await, "modes.availableModes");
    let r = raw("session/set_mode", json!({"sessionId": "s", "modeId": "code"})).await;
    assert_eq!(rejected(r).0, ResponseError::INVALID_PARAMS);
    // The load result had no config options.
    refused(h.set_session_config_option(select("style", "loud")).await, "configOptions");
    wired.finish(common::schema::SchemaFile::get("v1", v1::UNSTABLE), v1::METHODS).await;
}

#[cfg(feature = "v2")]
mod v2_ids {
    use super::*;
    use acp_wire::v2;

    type Slot2 = Arc<Mutex<Option<v2::ClientHandle>>>;

    fn options() -> Value {
        json!([
            {"type": "select", "configId": "model", "name": "Model", "currentValue": "a", "options": [
                {"groupId": "fast", "name": "Fast", "options": [{"value": "a", "name": "A"}]},
                {"groupId": "big", "name": "Big", "options": [{"value": "b", "name": "B"}]}]},
            {"type": "boolean", "configId": "thoughts", "name": "Thoughts", "currentValue": false}
        ])
    }

    struct Config2(Slot2);
    impl v2::Agent for Config2 {
        async fn initialize(&self, _: v2::InitializeRequest, cx: RequestContext<v2::ClientHandle>) -> Result<v2::InitializeResponse, ResponseError> {
            *self.0.lock().unwrap() = Some(cx.peer().clone());
            Ok(from(json!({"protocolVersion": 2, "info": {"name": "a", "version": "1"}, "capabilities": {"session": {}}})))
        }
        async fn new_session(&self, _: v2::NewSessionRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::NewSessionResponse, ResponseError> {
            Ok(from(json!({"sessionId": "s", "configOptions": options()})))
        }
        async fn set_session_config_option(&self, _: v2::SetSessionConfigOptionRequest, _: RequestContext<v2::ClientHandle>) -> Result<v2::SetSessionConfigOptionResponse, ResponseError> {
            Ok(from(json!({"configOptions": options()})))
        }
    }

    struct Recorder2(Log);
    impl v2::Client for Recorder2 {
        async fn session_update(&self, n: v2::UpdateSessionNotification, _: acp_wire::side::NotificationContext<v2::AgentHandle>) {
            self.0.record("session/update", &n);
        }
    }

    #[tokio::test]
    async fn v2_config_ids() {
        let (slot, log) = (Slot2::default(), Log::default());
        let wired = Wired::new(AgentBuilder::new().v2(Config2(slot.clone())), ClientBuilder::new().v2(Recorder2(log.clone()), v2::ClientCapabilities::new()), Info::new("c", "1")).await;
        let Negotiated::V2 { agent: h, .. } = &wired.connected.negotiated else { panic!() };
        let ch = slot.lock().unwrap().clone().unwrap();
        h.new_session(v2::NewSessionRequest::new(from::<v2::AbsolutePath>(json!("/w")))).await.unwrap();
        let select = |id: &str, v: &str| from::<v2::SetSessionConfigOptionRequest>(json!({"sessionId": "s", "configId": id, "type": "id", "value": v}));
        let boolean = |id: &str| from::<v2::SetSessionConfigOptionRequest>(json!({"sessionId": "s", "configId": id, "type": "boolean", "value": true}));

        h.set_session_config_option(select("model", "b")).await.unwrap();
        h.set_session_config_option(boolean("thoughts")).await.unwrap();
        refused(h.set_session_config_option(select("model", "z")).await, "configOptions[].options");
        refused(h.set_session_config_option(select("speed", "a")).await, "configOptions[].id");
        refused(h.set_session_config_option(boolean("model")).await, "configOptions[].type");
        let sent = wired.client_frames.all().iter().filter(|f| f["method"] == "session/set_config_option").count();
        assert_eq!(sent, 2, "refused requests were sent");

        let raw = |p: Value| {
            let peer = h.core().peer().clone();
            async move { peer.request("session/set_config_option", &p).await }
        };
        // The schema: "Agents MUST reject an unknown `configId` or invalid value with `-32602`".
        let r = raw(json!({"sessionId": "s", "configId": "model", "type": "id", "value": "z"})).await;
        assert_eq!(rejected(r), (ResponseError::INVALID_PARAMS, gate_data("session/set_config_option", "configOptions[].options")));
        let r = raw(json!({"sessionId": "s", "configId": "speed", "type": "id", "value": "a"})).await;
        assert_eq!(rejected(r), (ResponseError::INVALID_PARAMS, gate_data("session/set_config_option", "configOptions[].id")));

        // config_option_update replaces the whole list.
        let update = json!({"sessionUpdate": "config_option_update", "configOptions": [
            {"type": "select", "configId": "speed", "name": "Speed", "currentValue": "a", "options": [{"value": "a", "name": "A"}]}]});
        ch.session_update(v2::UpdateSessionNotification::new(from::<v2::SessionId>(json!("s")), from::<v2::SessionUpdate>(update))).await.unwrap();
        log.wait_count("session/update", 1).await;
        refused(h.set_session_config_option(select("model", "a")).await, "configOptions[].id");
        let r = raw(json!({"sessionId": "s", "configId": "model", "type": "id", "value": "a"})).await;
        assert_eq!(rejected(r).0, ResponseError::INVALID_PARAMS);
        // (Its result brings `model` back: the agent answers the first list.)
        h.set_session_config_option(select("speed", "a")).await.unwrap();
        h.set_session_config_option(select("model", "a")).await.unwrap();
        wired.finish(common::schema::SchemaFile::get("v2", v2::UNSTABLE), v2::METHODS).await;
    }
}
