//! Round trips of tricky v2 messages through the generated types.
#![cfg(feature = "v2")]

use acp_wire::v2;
use acp_wire::Tri;
use serde_json::{json, Value};

fn rt(def: &str, v: &Value) -> Result<Value, String> {
    match v2::roundtrip_def(def, &v.to_string()) {
        Some(r) => r.map_err(|e| e.to_string()),
        None => panic!("{def}: unknown def"),
    }
}

fn same(def: &str, v: Value) {
    match rt(def, &v) {
        Ok(out) => assert_eq!(out, v, "{def} did not round-trip"),
        Err(e) => panic!("{def}: {e}\ninput: {v}"),
    }
}

#[test]
fn nested_state_update_idle_error() {
    let v = json!({"sessionId": "s", "update": {"sessionUpdate": "state_update", "state": "idle",
        "stopReason": "error", "error": {"code": -32603, "message": "boom", "data": {"x": 1}}, "usage": null, "zzz": 1}});
    same("UpdateSessionNotification", v.clone());
    let n: v2::UpdateSessionNotification = serde_json::from_value(v).unwrap();
    let v2::SessionUpdate::StateUpdate(v2::StateUpdate::Idle(idle)) = &n.update else {
        panic!("{:?}", n.update)
    };
    let v2::IdleStateUpdateStopReason::Error(e) = &idle.stop_reason else {
        panic!("{:?}", idle.stop_reason)
    };
    let err = e.error.value().unwrap();
    assert_eq!(err.code, v2::ErrorCode::InternalError);
    // `data` is a union of its own where the schema has `ErrorData` (SDK 2.1.0 on).
    #[cfg(acp_v2 = "ErrorData")]
    assert!(matches!(err.data, Tri::Value(v2::ErrorData::Other(_))));
    #[cfg(not(acp_v2 = "ErrorData"))]
    assert!(err.data.value().is_some());
    // Members after a newtype variant's tag belong to that variant's payload.
    assert_eq!(e.extra.get("zzz"), Some(&json!(1)));
}

#[test]
fn idle_state_update_none_keeps_absent_vs_null() {
    same("IdleStateUpdate", json!({}));
    same("IdleStateUpdate", json!({"stopReason": null}));
    same("IdleStateUpdate", json!({"stopReason": "end_turn", "x": [1]}));
    same("IdleStateUpdate", json!({"stopReason": "bored", "x": [1]}));
    let a: v2::IdleStateUpdate = serde_json::from_value(json!({})).unwrap();
    let b: v2::IdleStateUpdate = serde_json::from_value(json!({"stopReason": null})).unwrap();
    assert_eq!(a.stop_reason, v2::IdleStateUpdateStopReason::None { null: false });
    assert_eq!(b.stop_reason, v2::IdleStateUpdateStopReason::None { null: true });
    same("StateUpdate", json!({"state": "idle", "stopReason": "cancelled"}));
    same("StateUpdate", json!({"state": "paused", "why": "x"}));
}

#[test]
fn unknown_session_update_v2() {
    same("SessionUpdate", json!({"sessionUpdate": "hologram", "payload": {"a": [1, 2, {"b": null}]}}));
    same("SessionUpdate", json!({"payload": 1, "sessionUpdate": "hologram"}));
}

#[test]
fn tool_kind_catch_all_is_unknown() {
    let k: v2::ToolKind = serde_json::from_value(json!("other")).unwrap();
    assert_eq!(k, v2::ToolKind::Other);
    let k: v2::ToolKind = serde_json::from_value(json!("teleport")).unwrap();
    assert_eq!(k, v2::ToolKind::Unknown("teleport".into()));
    assert_eq!(serde_json::to_value(&k).unwrap(), json!("teleport"));
    assert_eq!(v2::ToolKind::Unknown("edit".into()), v2::ToolKind::Edit);
}

#[test]
fn diff_change_shared_payloads() {
    same("DiffChange", json!({"operation": "add", "path": "/a", "fileType": "text"}));
    same("DiffChange", json!({"operation": "move", "oldPath": "/a", "path": "/b"}));
    same("DiffChange", json!({"operation": "teleport", "path": "/a", "_meta": null}));
}

#[test]
fn other_branch_with_common_members() {
    same("AuthMethod", json!({"type": "oauth", "methodId": "m", "name": "n", "extra": true}));
    let e = rt("AuthMethod", &json!({"type": "oauth", "name": "n"})).unwrap_err();
    assert!(e.contains("missing field `methodId`"), "{e}");
    same("SetSessionConfigOptionRequest", json!({"sessionId": "s", "configId": "c", "type": "slider", "value": 0.5}));
    same("SetSessionConfigOptionRequest", json!({"sessionId": "s", "configId": "c", "type": "id", "value": "v"}));
}

#[test]
fn error_data_shapes() {
    same("Error", json!({"code": -32022, "message": "m", "data": {"requested": 3, "supported": [1, 2]}}));
    same("Error", json!({"code": -32002, "message": "m", "data": "just a string"}));
    same("Error", json!({"code": 12345, "message": "m", "data": null}));
}

#[test]
fn known_tag_bad_payload_is_an_error_v2() {
    let e = rt("ContentBlock", &json!({"type": "image", "data": "x"})).unwrap_err();
    assert!(e.contains("missing field `mimeType`"), "{e}");
    let e = rt("SessionUpdate", &json!({"sessionUpdate": "usage_update", "used": "x", "size": 10})).unwrap_err();
    assert!(e.contains("invalid type"), "{e}");
    // A bad `error` of an error stop is default-on-error: tolerated, kept
    // and written back (tests/types/hints.rs has the rest).
    let idle = json!({"sessionUpdate": "state_update", "state": "idle", "stopReason": "error", "error": 5});
    assert_eq!(rt("SessionUpdate", &idle).unwrap(), idle);
}

/// Whether the vendored v2 schema file the build uses (the unstable superset
/// with feature `unstable`) accepts `v` as a `def`: what a test expects of a
/// value whose validity differs between published schemas is read from the
/// schema, not from a version number.
fn schema_allows(def: &str, v: &Value) -> bool {
    crate::common::schema::SchemaFile::get("v2", cfg!(feature = "unstable")).validate_def(def, v).is_ok()
}

#[test]
fn elicitation_content_value_numbers_exact() {
    same("ElicitationContentValue", json!(18446744073709551615u64));
    same("ElicitationContentValue", json!(1.5));
    // Any other JSON value where the schema has the catch-all branch `Other`
    // (not in the v2 drafts of SDK 1.x: there an object matches no branch).
    let custom = json!({"custom": true});
    if schema_allows("ElicitationContentValue", &custom) {
        same("ElicitationContentValue", custom);
    } else {
        assert!(rt("ElicitationContentValue", &custom).is_err(), "{custom} matches no branch of this schema");
    }
    same("ElicitationContentValue", json!(["a", "b"]));
}

#[test]
fn request_id_v2() {
    same("RequestId", json!(i64::MAX));
    same("RequestId", json!("x"));
    // v2 has no `null` id; the v2 drafts of SDK 1.x still have its `Null` branch.
    if schema_allows("RequestId", &json!(null)) {
        same("RequestId", json!(null));
    } else {
        assert!(rt("RequestId", &json!(null)).is_err());
    }
}

#[test]
fn select_options_min_items() {
    same("SessionConfigSelectOptions", json!([{"value": "a", "name": "A"}]));
    same("SessionConfigSelectOptions", json!([{"groupId": "g", "name": "G", "options": [{"value": "a", "name": "A"}]}]));
}

#[test]
fn methods_v2() {
    use acp_wire::method::MethodKind;
    #[cfg(acp_v2 = "terminal/cancel")]
    assert!(v2::method_info("terminal/cancel", MethodKind::Request).is_some());
    #[cfg(acp_v2 = "tool_call/cancel")]
    assert!(v2::method_info("tool_call/cancel", MethodKind::Request).is_some());
    assert!(v2::method_info("session/prompt", MethodKind::Request).is_some());
    let cancel = v2::METHODS.iter().filter(|m| m.method == "$/cancel_request").count();
    assert_eq!(cancel, 1);
    // One row per method: the schema's `x-method` defs other than results
    // (2.4.0: 18 stable, 33 unstable).
    let schema: serde_json::Value = serde_json::from_str(v2::SCHEMA_JSON).unwrap();
    let expected = schema["$defs"]
        .as_object()
        .unwrap()
        .iter()
        .filter(|(name, d)| d.get("x-method").is_some() && !name.ends_with("Response"))
        .count();
    assert_eq!(v2::METHODS.len(), expected);
}

#[test]
fn every_def_round_trips_as_registered() {
    for (def, pattern) in v2::DEFS {
        assert_eq!(v2::roundtrip_def(def, "{}").is_none(), pattern.starts_with("envelope-"), "{def}");
    }
}

/// A member name that comes twice is refused — an unknown member as a known
/// one, and a union tag whether it comes first (streamed) or later
/// (buffered): keeping one would lose the other (found by fuzz/decode).
#[test]
fn duplicate_members_are_refused() {
    let cases = [
        ("UpdateSessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"state_update","state":"idle","stopReason":"end_turn","sessionUpdate":"terminal_update","terminalId":"t"}}"#),
        ("UpdateSessionNotification", r#"{"sessionId":"s","update":{"state":"running","sessionUpdate":"state_update","sessionUpdate":"state_update"}}"#),
        ("UpdateSessionNotification", r#"{"sessionId":"s","x":1,"x":2,"update":{"sessionUpdate":"state_update","state":"running"}}"#),
        ("UpdateSessionNotification", r#"{"sessionId":"s","sessionId":"t","update":{"sessionUpdate":"state_update","state":"running"}}"#),
    ];
    for (def, text) in cases {
        match v2::roundtrip_def(def, text) {
            Some(Err(e)) => assert!(e.to_string().contains("duplicate field"), "{text}: {e}"),
            other => panic!("{text}: accepted: {other:?}"),
        }
    }
}

/// A float whose shortest form needs the exact parser re-encodes to itself
/// (serde_json's `float_roundtrip`; found by fuzz/decode in an elicitation's
/// free-form `requestedSchema`).
#[test]
fn floats_reencode_stably() {
    let text = r#"{"sessionId":"s","message":"m","mode":"form","requestedSchema":{"type":"object","properties":{"x":{"type":"number","minimum":999999999999999999999999999999999999999999999990}}}}"#;
    let once = serde_json::to_string(&v2::roundtrip_def("CreateElicitationRequest", text).unwrap().unwrap()).unwrap();
    let twice = serde_json::to_string(&v2::roundtrip_def("CreateElicitationRequest", &once).unwrap().unwrap()).unwrap();
    assert_eq!(once, twice);
}

/// The schema's CreateElicitationResponse (v2-a3f61e97): an action the agent
/// does not understand is handled as `cancel` (`effective_action`), while a
/// plain decode and encode keeps the raw payload, unknown members included.
#[test]
fn elicitation_unknown_action_reads_as_cancel() {
    let raw = json!({"action": "_acp-wire-later", "content": {"answer": "not for you"}, "_meta": {"k": 1}});
    let r: v2::CreateElicitationResponse = serde_json::from_value(raw.clone()).unwrap();
    assert_eq!(r.effective_action(), v2::ElicitationOutcome::Cancel);
    assert_eq!(r.action.tag(), Some("_acp-wire-later"));
    assert_eq!(serde_json::to_value(&r).unwrap(), raw, "the raw payload is preserved");
    let future: v2::CreateElicitationResponse = serde_json::from_value(json!({"action": "defer"})).unwrap();
    assert_eq!(future.effective_action(), v2::ElicitationOutcome::Cancel);
    // The known actions read as sent.
    let declined: v2::CreateElicitationResponse = serde_json::from_value(json!({"action": "decline"})).unwrap();
    assert_eq!(declined.effective_action(), v2::ElicitationOutcome::Decline);
    let cancelled: v2::CreateElicitationResponse = serde_json::from_value(json!({"action": "cancel"})).unwrap();
    assert_eq!(cancelled.effective_action(), v2::ElicitationOutcome::Cancel);
    let accepted: v2::CreateElicitationResponse =
        serde_json::from_value(json!({"action": "accept", "content": {"name": "Ada"}})).unwrap();
    let v2::ElicitationOutcome::Accept(a) = accepted.effective_action() else { panic!("accept read as {:?}", accepted.effective_action()) };
    assert_eq!(serde_json::to_value(&a.content).unwrap(), json!({"name": "Ada"}));
}
