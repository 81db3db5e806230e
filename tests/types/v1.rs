//! Round trips of tricky v1 messages through the generated types.

use acp_wire::v1;
use acp_wire::Tri;
use serde_json::{json, Value};

fn rt(def: &str, v: Value) -> Value {
    match v1::roundtrip_def(def, &v.to_string()) {
        Some(Ok(out)) => out,
        Some(Err(e)) => panic!("{def}: {e}\ninput: {v}"),
        None => panic!("{def}: unknown def"),
    }
}

fn same(def: &str, v: Value) {
    assert_eq!(rt(def, v.clone()), v, "{def} did not round-trip");
}

fn err(def: &str, v: Value) -> String {
    match v1::roundtrip_def(def, &v.to_string()) {
        Some(Err(e)) => e.to_string(),
        other => panic!("{def}: expected an error, got {other:?}"),
    }
}

#[test]
fn session_update_chunk_streams_and_round_trips() {
    let v = json!({"sessionId": "s1", "update": {"sessionUpdate": "agent_message_chunk",
        "content": {"type": "text", "text": "hi", "annotations": null, "_meta": {"k": 1}}, "extraMember": [1, 2]}});
    same("SessionNotification", v.clone());
    let n: v1::SessionNotification = serde_json::from_value(v).unwrap();
    match &n.update {
        v1::SessionUpdate::AgentMessageChunk(c) => {
            match &c.content {
                v1::ContentBlock::Text(t) => {
                    assert_eq!(t.text, "hi");
                    assert!(t.annotations.is_null());
                    assert!(t.meta.is_value());
                }
                other => panic!("{other:?}"),
            }
            assert_eq!(c.extra.get("extraMember"), Some(&json!([1, 2])));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn tag_not_first_is_buffered() {
    same("SessionUpdate", json!({"content": {"text": "x", "type": "text"}, "sessionUpdate": "user_message_chunk"}));
}

#[test]
fn unknown_session_update_kind_round_trips() {
    let v = json!({"sessionUpdate": "future_thing", "a": 1, "b": {"c": null}});
    same("SessionUpdate", v.clone());
    let u: v1::SessionUpdate = serde_json::from_value(v).unwrap();
    match u {
        v1::SessionUpdate::Other(o) => {
            assert_eq!(o.tag, "future_thing");
            assert_eq!(o.fields.len(), 2);
        }
        other => panic!("{other:?}"),
    }
    // Tag not first, unknown.
    same("SessionUpdate", json!({"a": 1, "sessionUpdate": "future_thing"}));
}

#[test]
fn known_tag_bad_payload_is_an_error() {
    let e = err("ContentBlock", json!({"type": "text"}));
    assert!(e.contains("missing field `text`"), "{e}");
    let e = err("SessionUpdate", json!({"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": 5}}));
    assert!(e.contains("invalid type"), "{e}");
    let e = err("SessionUpdate", json!({"content": {"type": "image"}, "sessionUpdate": "agent_message_chunk"}));
    assert!(e.contains("missing field"), "{e}");
}

/// Object-typed members are decoded in place (`put_object`): the same
/// values and the same errors as a by-value decode.
#[test]
fn object_members_decode_in_place_with_the_same_errors() {
    let ok = json!({"sessionId": "s", "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "t"}}});
    let n: v1::SessionNotification = serde_json::from_value(ok.clone()).unwrap();
    let v1::SessionUpdate::AgentMessageChunk(c) = &n.update else { panic!("{n:?}") };
    assert!(matches!(&c.content, v1::ContentBlock::Text(t) if t.text == "t"));
    same("SessionNotification", ok);
    for (update, want) in [
        (json!(5), "invalid type: integer `5`, expected an object (SessionUpdate)"),
        (json!([]), "invalid type: sequence, expected an object (SessionUpdate)"),
        (json!(null), "invalid type: null, expected an object (SessionUpdate)"),
        (json!("x"), "invalid type: string \"x\", expected an object (SessionUpdate)"),
    ] {
        let text = json!({"sessionId": "s", "update": update}).to_string();
        let e = serde_json::from_str::<v1::SessionNotification>(&text).unwrap_err().to_string();
        assert!(e.starts_with(want), "{text}: {e}");
        assert!(err("SessionNotification", json!({"sessionId": "s", "update": update})).starts_with(want));
    }
    let e = err("SessionUpdate", json!({"sessionUpdate": "agent_message_chunk", "content": 1}));
    assert!(e.contains("expected an object (ContentBlock)"), "{e}");
    let text = r#"{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"a"}},"update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"b"}}}"#;
    let e = serde_json::from_str::<v1::SessionNotification>(text).unwrap_err().to_string();
    assert!(e.contains("duplicate field `update`"), "{e}");
    // The buffered path (the tag not first) reads object members the same way.
    let e = err("SessionUpdate", json!({"content": [1], "sessionUpdate": "agent_message_chunk"}));
    assert!(e.contains("expected an object (ContentBlock)"), "{e}");
}

#[test]
fn tri_null_vs_absent() {
    same("ToolCallUpdate", json!({"toolCallId": "t", "title": null, "rawInput": null, "_meta": null}));
    same("ToolCallUpdate", json!({"toolCallId": "t"}));
    let u: v1::ToolCallUpdate = serde_json::from_value(json!({"toolCallId": "t", "title": null})).unwrap();
    assert_eq!(u.title, Tri::Null);
    assert_eq!(u.status, Tri::Absent);
    assert_eq!(u.raw_input, Tri::Absent);
    let u: v1::ToolCallUpdate = serde_json::from_value(json!({"toolCallId": "t", "rawInput": null})).unwrap();
    assert_eq!(u.raw_input, Tri::Null);
}

#[test]
fn unknown_enum_values_are_kept() {
    same("ToolCall", json!({"toolCallId": "t", "title": "x", "kind": "teleport", "status": "dreaming"}));
    let t: v1::ToolCall = serde_json::from_value(json!({"toolCallId": "t", "title": "x", "kind": "other"})).unwrap();
    assert_eq!(t.kind, Some(v1::ToolKind::Other));
    assert_eq!(v1::ToolKind::from("edit"), v1::ToolKind::Edit);
    assert_eq!(v1::StopReason::from("end_turn".to_owned()), v1::StopReason::EndTurn);
    assert_eq!(v1::StringFormat::from("date-time"), v1::StringFormat::DateTime);
    same("PromptResponse", json!({"stopReason": "bored"}));
}

#[test]
fn error_code_other() {
    same("Error", json!({"code": -32099, "message": "m", "data": null}));
    same("Error", json!({"code": -32700, "message": "m"}));
    let e: v1::RpcError = serde_json::from_value(json!({"code": -32601, "message": "m"})).unwrap();
    assert_eq!(e.code, v1::ErrorCode::MethodNotFound);
    assert_eq!(v1::ErrorCode::from(-1).code(), -1);
    assert!(err("Error", json!({"code": 1u64 << 40, "message": "m"})).contains("invalid value"));
}

#[test]
fn request_ids_keep_big_numbers() {
    for id in [json!(i64::MAX), json!(i64::MIN), json!(0), json!("abc"), json!(null)] {
        same("RequestId", id);
    }
}

#[test]
fn mcp_server_stdio_default_branch_keeps_type() {
    same("McpServer", json!({"name": "n", "command": "c", "args": [], "env": []}));
    let v = json!({"type": "stdio", "name": "n", "command": "c", "args": [], "env": []});
    same("McpServer", v.clone());
    let s: v1::McpServer = serde_json::from_value(v).unwrap();
    match s {
        v1::McpServer::Stdio(s) => assert_eq!(s.extra.get("type"), Some(&json!("stdio"))),
        other => panic!("{other:?}"),
    }
    // A known tag whose payload fails falls back to the default branch.
    let v = json!({"type": "http", "name": "n", "command": "c", "args": [], "env": []});
    let s: v1::McpServer = serde_json::from_value(v.clone()).unwrap();
    assert!(matches!(s, v1::McpServer::Stdio(_)));
    same("McpServer", v);
    same("McpServer", json!({"type": "http", "name": "n", "url": "u", "headers": []}));
    let e = err("McpServer", json!({"type": "http", "name": "n"}));
    assert!(e.contains("missing field"), "{e}");
}

#[test]
fn create_elicitation_request_other_branch() {
    same("CreateElicitationRequest", json!({"mode": "telepathy", "message": "m", "sessionId": "s", "x": 1}));
    same("CreateElicitationRequest", json!({"mode": "url", "message": "m", "url": "https://x", "elicitationId": "e", "sessionId": "s", "requestId": 3}));
    same("CreateElicitationRequest", json!({"mode": "form", "message": "m", "requestedSchema": {"type": "object", "properties": {}}, "requestId": "r"}));
    let r: v1::CreateElicitationRequest = serde_json::from_value(json!({"mode": "telepathy", "message": "m", "sessionId": "s"})).unwrap();
    match &r.mode {
        v1::CreateElicitationRequestMode::Other { tag, .. } => assert_eq!(tag, "telepathy"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn elicitation_response_unit_variants() {
    same("CreateElicitationResponse", json!({"action": "decline", "why": "no"}));
    same("CreateElicitationResponse", json!({"action": "accept", "content": {"a": 1, "b": [ "x" ], "c": true, "d": 1.5}}));
    same("CreateElicitationResponse", json!({"action": "accept", "content": null}));
    same("CreateElicitationResponse", json!({"action": "maybe", "_meta": {}}));
}

#[test]
fn permission_outcome_cancelled_keeps_members() {
    same("RequestPermissionResponse", json!({"outcome": {"outcome": "cancelled", "reason": "x"}}));
    same("RequestPermissionResponse", json!({"outcome": {"outcome": "selected", "optionId": "o"}}));
}

#[test]
fn set_config_option_v1_default_branch() {
    same("SetSessionConfigOptionRequest", json!({"sessionId": "s", "configId": "c", "value": "v"}));
    same("SetSessionConfigOptionRequest", json!({"sessionId": "s", "configId": "c", "type": "boolean", "value": true}));
    // Known tag, payload fails → default branch keeps `type`.
    same("SetSessionConfigOptionRequest", json!({"sessionId": "s", "configId": "c", "type": "boolean", "value": "x"}));
}

#[test]
fn defaults_are_not_materialised() {
    same("InitializeRequest", json!({"protocolVersion": 1}));
    same("AgentCapabilities", json!({}));
    let c: v1::AgentCapabilities = serde_json::from_value(json!({})).unwrap();
    assert!(!c.load_session_or_default());
    assert!(!c.prompt_capabilities_or_default().image_or_default());
    let c: v1::AgentCapabilities = serde_json::from_value(json!({"loadSession": true})).unwrap();
    assert!(c.load_session_or_default());
}

/// `mcpServers: null` where the schema hints `x-deserialize-default-on-null`
/// (the fact), or `x-deserialize-default-on-error` (SDK 1.2.0–1.7.0: a
/// `null` is a value that does not decode): read as empty and written back
/// (lossless); a schema with neither hint (SDK 1.0.0, 1.1.0) has `null`
/// refused, as any member without a hint.
#[test]
fn default_on_null_accepts_null() {
    let null = json!({"cwd": "/", "mcpServers": null});
    if cfg!(any(
        acp_v1 = "NewSessionRequest.mcpServers!default-on-null",
        acp_v1 = "NewSessionRequest.mcpServers!default-on-error"
    )) {
        // Read as empty, and the `null` written back (lossless).
        let v: Value = rt("NewSessionRequest", null.clone());
        assert_eq!(v, null);
        let r: v1::NewSessionRequest = serde_json::from_value(null).unwrap();
        assert!(r.mcp_servers.is_empty());
    } else {
        let e = err("NewSessionRequest", null);
        assert!(e.contains("invalid type: null"), "{e}");
    }
}

#[test]
fn missing_required_field() {
    let e = err("ReadTextFileRequest", json!({"sessionId": "s"}));
    assert!(e.contains("missing field `path`"), "{e}");
    let e = err("ReadTextFileRequest", json!({"sessionId": 5, "path": "/"}));
    assert!(e.contains("invalid type"), "{e}");
}

#[test]
fn builders() {
    let n = v1::SessionNotification::new(
        "s1".to_owned(),
        v1::SessionUpdate::AgentMessageChunk(v1::ContentChunk::new(v1::ContentBlock::Text(v1::TextContent::new("hello")))),
    )
    .meta(serde_json::Map::new());
    let v = serde_json::to_value(&n).unwrap();
    assert_eq!(
        v,
        json!({"sessionId": "s1", "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "hello"}}, "_meta": {}})
    );
    let s = serde_json::to_string(&n).unwrap();
    assert!(s.starts_with(r#"{"sessionId":"s1","update":{"sessionUpdate":"agent_message_chunk""#), "{s}");
}

#[test]
fn method_dispatch() {
    use acp_wire::method::{MethodKind, Request, Side};
    assert_eq!(v1::request::SessionPrompt::METHOD, "session/prompt");
    assert_eq!(v1::request::SessionPrompt::SERVED_BY, Side::Agent);
    let raw = serde_json::value::RawValue::from_string(r#"{"sessionId":"s","prompt":[]}"#.to_owned()).unwrap();
    let r = v1::ClientRequest::decode("session/prompt", Some(&raw)).unwrap();
    assert_eq!(r.method(), "session/prompt");
    assert!(matches!(r, v1::ClientRequest::SessionPrompt(_)));
    assert_eq!(r.encode_params().unwrap().get(), r#"{"sessionId":"s","prompt":[]}"#);
    let x = v1::ClientRequest::decode("_vendor/x", Some(&raw)).unwrap();
    assert!(matches!(x, v1::ClientRequest::Ext { .. }));
    let c = v1::AgentNotification::decode("$/cancel_request", Some(&serde_json::value::RawValue::from_string(r#"{"requestId":1}"#.to_owned()).unwrap())).unwrap();
    assert_eq!(c.method(), "$/cancel_request");
    // One row per method: the schema's `x-method` defs other than results
    // (2.4.0: 25 stable, 40 unstable).
    let schema: serde_json::Value = serde_json::from_str(v1::SCHEMA_JSON).unwrap();
    let expected = schema["$defs"]
        .as_object()
        .unwrap()
        .iter()
        .filter(|(name, d)| d.get("x-method").is_some() && !name.ends_with("Response"))
        .count();
    assert_eq!(v1::METHODS.len(), expected);
    let m = v1::method_info("session/update", MethodKind::Notification).unwrap();
    assert_eq!(m.params_def, "SessionNotification");
    let res = serde_json::value::RawValue::from_string(r#"{"stopReason":"end_turn"}"#.to_owned()).unwrap();
    let a = v1::AgentResponse::decode("session/prompt", &res).unwrap();
    assert!(matches!(a, v1::AgentResponse::SessionPrompt(_)));
}

#[test]
fn every_def_of_the_table_has_a_type() {
    for (def, pattern) in v1::DEFS {
        let r = v1::roundtrip_def(def, "{}");
        assert_eq!(r.is_none(), pattern.starts_with("envelope-"), "{def}");
    }
}

/// String newtypes take a literal (`From<&str>` beside typify's `From<String>`).
#[test]
fn string_newtypes_take_str() {
    let id: acp_wire::v1::SessionId = "sess_1".into();
    assert_eq!(id.0, "sess_1");
    assert_eq!(acp_wire::v1::SessionId::from("a"), acp_wire::v1::SessionId::from("a".to_owned()));
}

/// The schema's CreateElicitationResponse (v1-5aba0dc0): an unknown action
/// is never read as a known one that succeeds: `effective_action` reads it
/// as `cancel`, and the response itself still encodes as received.
#[test]
fn elicitation_unknown_action_reads_as_cancel() {
    let raw = json!({"action": "_acp-wire-later", "content": {"answer": "not for you"}});
    let r: v1::CreateElicitationResponse = serde_json::from_value(raw.clone()).unwrap();
    assert_eq!(r.effective_action(), v1::ElicitationOutcome::Cancel);
    assert_eq!(serde_json::to_value(&r).unwrap(), raw, "the raw payload is preserved");
    let declined: v1::CreateElicitationResponse = serde_json::from_value(json!({"action": "decline"})).unwrap();
    assert_eq!(declined.effective_action(), v1::ElicitationOutcome::Decline);
    let accepted: v1::CreateElicitationResponse = serde_json::from_value(json!({"action": "accept"})).unwrap();
    assert!(matches!(accepted.effective_action(), v1::ElicitationOutcome::Accept(_)));
}
