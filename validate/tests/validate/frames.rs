//! `FrameValidator`: the corpus frames are clean in their direction, and each
//! envelope / method-table / correlation rule catches its injected fault with
//! the right kind and pointer.


use crate::common;

use std::sync::Arc;

use acp_wire::method::{MethodKind, Side};
use acp_wire_validate::{Direction, FrameValidator, FrameViolation, SchemaValidator, ViolationKind};
use common::corpus::Corpus;
use common::Failures;
use serde_json::{json, Value};

use Direction::{AgentToClient as A2C, ClientToAgent as C2A};

fn from_file(version: u16, unstable: bool) -> Arc<SchemaValidator> {
    let file = if unstable { "schema.unstable.json" } else { "schema.json" };
    let text = std::fs::read_to_string(common::repo_path(&format!("schema/v{version}/{file}"))).unwrap();
    Arc::new(SchemaValidator::from_schema_text(&text, version).unwrap())
}

fn v1() -> FrameValidator {
    FrameValidator::new(from_file(1, false))
}

fn v2() -> FrameValidator {
    FrameValidator::new(from_file(2, false))
}

fn send(fv: &mut FrameValidator, d: Direction, frame: &Value) -> Vec<FrameViolation> {
    fv.validate(d, frame.to_string().as_bytes())
}

fn clean(fv: &mut FrameValidator, d: Direction, frame: Value) {
    let found = send(fv, d, &frame);
    assert!(found.is_empty(), "{frame}:\n{}", listing(&found));
}

fn listing(found: &[FrameViolation]) -> String {
    found.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n")
}

/// Exactly one report, of `kind`, whose first violation points at `pointer`.
fn only(found: &[FrameViolation], kind: ViolationKind, pointer: &str) -> FrameViolation {
    assert_eq!(found.len(), 1, "expected one report:\n{}", listing(found));
    let f = found[0].clone();
    assert_eq!(f.kind, kind, "{f}");
    assert_eq!(f.violations[0].instance_path, pointer, "{f}");
    f
}

/// The direction a request or notification of `method` travels in.
fn direction_of(schema: &SchemaValidator, method: &str, kind: MethodKind) -> Direction {
    match schema.methods().find(method, kind).map(|m| m.served_by) {
        Some(Side::Client) => A2C,
        _ => C2A,
    }
}

/// Every corpus frame, in the direction its method implies; a response is
/// preceded by a request with its id (a response's own `"method"` names it).
fn corpus_frames_clean(version: u16, unstable: bool) {
    if !common::schema::SchemaFile::is_vendored(&format!("v{version}"), unstable) {
        return;
    }
    let schema = from_file(version, unstable);
    let file = common::schema::SchemaFile::get(&format!("v{version}"), unstable);
    let corpus = Corpus::for_schema(file);
    let mut failures = Failures::new();
    for frame in &corpus.frames {
        failures.checked();
        let mut fv = FrameValidator::new(schema.clone());
        let f = &frame.frame;
        let d = if let Some(m) = f.get("method").and_then(Value::as_str) {
            let kind = if f.get("id").is_some() { MethodKind::Request } else { MethodKind::Notification };
            direction_of(&schema, m, kind)
        } else {
            let m = frame.method.clone().unwrap_or_else(|| "_unknown/request".into());
            let request_direction = direction_of(&schema, &m, MethodKind::Request);
            if !f["id"].is_null() {
                let _ = send(&mut fv, request_direction, &json!({"jsonrpc": "2.0", "id": f["id"], "method": m, "params": {}}));
            }
            request_direction.reverse()
        };
        let found = send(&mut fv, d, f);
        if !found.is_empty() {
            failures.push(format!("{}: {}", frame.source, listing(&found)));
        }
    }
    assert!(corpus.frames.len() >= 10);
    failures.assert_none_of(
        &format!("corpus frames through FrameValidator (v{version}, unstable: {unstable})"),
        Corpus::min_frames(file, false),
    );
}

#[test]
fn corpus_frames_v1() {
    corpus_frames_clean(1, false);
    corpus_frames_clean(1, true);
}

#[test]
fn corpus_frames_v2() {
    corpus_frames_clean(2, false);
    corpus_frames_clean(2, true);
}

fn prompt(id: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "session/prompt", "params": {"sessionId": "s", "prompt": [{"type": "text", "text": "hi"}]}})
}

#[test]
fn a_short_session_is_clean() {
    let mut fv = v1();
    clean(&mut fv, C2A, json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": 1, "clientCapabilities": {"fs": {"readTextFile": true}}}}));
    clean(&mut fv, A2C, json!({"jsonrpc": "2.0", "id": 0, "result": {"protocolVersion": 1}}));
    clean(&mut fv, C2A, json!({"jsonrpc": "2.0", "id": 1, "method": "session/new", "params": {"cwd": "/tmp", "mcpServers": []}}));
    clean(&mut fv, A2C, json!({"jsonrpc": "2.0", "id": 1, "result": {"sessionId": "s"}}));
    clean(&mut fv, C2A, prompt(json!(2)));
    // Ids are per direction: the agent may use 2 as well.
    clean(&mut fv, A2C, json!({"jsonrpc": "2.0", "id": 2, "method": "fs/read_text_file", "params": {"sessionId": "s", "path": "/tmp/a"}}));
    clean(&mut fv, A2C, json!({"jsonrpc": "2.0", "method": "session/update", "params": {"sessionId": "s", "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "x"}}}}));
    clean(&mut fv, C2A, json!({"jsonrpc": "2.0", "id": 2, "error": {"code": -32002, "message": "Resource not found"}}));
    clean(&mut fv, C2A, json!({"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": 2}}));
    clean(&mut fv, A2C, json!({"jsonrpc": "2.0", "id": 2, "result": {"stopReason": "cancelled"}}));
    // Extensions: any params, any result.
    clean(&mut fv, A2C, json!({"jsonrpc": "2.0", "id": "x", "method": "_zed/ping", "params": [1, 2]}));
    clean(&mut fv, C2A, json!({"jsonrpc": "2.0", "id": "x", "result": "pong"}));
    assert!(fv.unanswered().is_empty(), "{:?}", fv.unanswered());
}

#[test]
fn wrong_type_deep_inside_a_session_update_notification() {
    let frame = json!({"jsonrpc": "2.0", "method": "session/update", "params": {"sessionId": "s", "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": 5}}}});
    let f = only(&send(&mut v1(), A2C, &frame), ViolationKind::Params, "/params/update/content/text");
    assert_eq!(f.def.as_deref(), Some("SessionNotification"));
    assert_eq!(f.method.as_deref(), Some("session/update"));
    assert_eq!(f.violations[0].keyword, "type");
}

#[test]
fn missing_required_member_in_params() {
    let frame = json!({"jsonrpc": "2.0", "id": 1, "method": "session/prompt", "params": {"sessionId": "s"}});
    let f = only(&send(&mut v1(), C2A, &frame), ViolationKind::Params, "/params");
    assert_eq!(f.violations[0].keyword, "required");
    assert!(f.violations[0].message.contains("prompt"), "{f}");
    assert_eq!(f.id.as_deref(), Some("1"));
    let no_params = json!({"jsonrpc": "2.0", "id": 2, "method": "session/new"});
    let f = only(&send(&mut v1(), C2A, &no_params), ViolationKind::Params, "");
    assert!(f.violations[0].message.contains("NewSessionRequest"), "{f}");
}

#[test]
fn unknown_methods() {
    let f = only(&send(&mut v1(), C2A, &json!({"jsonrpc": "2.0", "id": 1, "method": "session/frobnicate", "params": {}})), ViolationKind::UnknownMethod, "/method");
    assert!(f.violations[0].message.contains("session/frobnicate"), "{f}");
    // A notification sent as a request.
    let f = only(&send(&mut v1(), C2A, &json!({"jsonrpc": "2.0", "id": 1, "method": "session/cancel", "params": {"sessionId": "s"}})), ViolationKind::UnknownMethod, "/method");
    assert!(f.violations[0].message.contains("is a notification"), "{f}");
    // v2 removed fs/*.
    if common::schema::SchemaFile::is_vendored("v2", false) {
        only(&send(&mut v2(), A2C, &json!({"jsonrpc": "2.0", "id": 1, "method": "fs/read_text_file", "params": {"sessionId": "s", "path": "/a"}})), ViolationKind::UnknownMethod, "/method");
    }
    // Extensions are fine both ways.
    clean(&mut v1(), C2A, json!({"jsonrpc": "2.0", "method": "_x/notify"}));
}

#[test]
fn wrong_direction() {
    // session/prompt is served by the agent: the agent must not send it.
    let found = send(&mut v1(), A2C, &prompt(json!(1)));
    let f = only(&found, ViolationKind::WrongDirection, "/method");
    assert!(f.violations[0].message.contains("served by the agent"), "{f}");
    // session/update is served by the client.
    let update = json!({"jsonrpc": "2.0", "method": "session/update", "params": {"sessionId": "s", "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "x"}}}});
    only(&send(&mut v1(), C2A, &update), ViolationKind::WrongDirection, "/method");
    // $/cancel_request goes both ways.
    for d in [C2A, A2C] {
        clean(&mut v1(), d, json!({"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": "r"}}));
    }
}

#[test]
fn responses_are_checked_against_the_request_they_answer() {
    let mut fv = v1();
    clean(&mut fv, C2A, json!({"jsonrpc": "2.0", "id": 7, "method": "session/new", "params": {"cwd": "/tmp", "mcpServers": []}}));
    // The shape of a PromptResponse, not of a NewSessionResponse.
    let f = only(&send(&mut fv, A2C, &json!({"jsonrpc": "2.0", "id": 7, "result": {"stopReason": "end_turn"}})), ViolationKind::Result, "/result");
    assert_eq!(f.def.as_deref(), Some("NewSessionResponse"));
    assert_eq!(f.method.as_deref(), Some("session/new"));
    assert!(f.violations[0].message.contains("sessionId"), "{f}");
    // Answered: a second answer has no request any more.
    let f = only(&send(&mut fv, A2C, &json!({"jsonrpc": "2.0", "id": 7, "result": {"sessionId": "s"}})), ViolationKind::UnknownResponseId, "/id");
    assert_eq!(f.id.as_deref(), Some("7"));
    // An answer travelling the same way as its request is not an answer to it.
    let mut fv = v1();
    clean(&mut fv, C2A, prompt(json!("p")));
    only(&send(&mut fv, C2A, &json!({"jsonrpc": "2.0", "id": "p", "result": {"stopReason": "end_turn"}})), ViolationKind::UnknownResponseId, "/id");
    // Ids compare as JSON: "1" is not 1.
    let mut fv = v1();
    clean(&mut fv, C2A, prompt(json!(1)));
    only(&send(&mut fv, A2C, &json!({"jsonrpc": "2.0", "id": "1", "result": {"stopReason": "end_turn"}})), ViolationKind::UnknownResponseId, "/id");
}

#[test]
fn error_objects() {
    let mut fv = v1();
    clean(&mut fv, C2A, prompt(json!(1)));
    let f = only(&send(&mut fv, A2C, &json!({"jsonrpc": "2.0", "id": 1, "error": {"code": "oops", "message": "x"}})), ViolationKind::ErrorObject, "/error/code");
    assert_eq!(f.def.as_deref(), Some("Error"));
    // An error for an unparseable request carries id null, in both versions.
    clean(&mut v1(), A2C, json!({"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": "Parse error"}}));
    if common::schema::SchemaFile::is_vendored("v2", false) {
        clean(&mut v2(), A2C, json!({"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": "Parse error"}}));
    }
}

#[test]
fn envelope_rules() {
    // jsonrpc missing, or not "2.0".
    let mut frame = prompt(json!(1));
    frame.as_object_mut().unwrap().remove("jsonrpc");
    let f = only(&send(&mut v1(), C2A, &frame), ViolationKind::Envelope, "");
    assert_eq!(f.violations[0].keyword, "jsonrpc");
    frame["jsonrpc"] = json!("1.0");
    only(&send(&mut v1(), C2A, &frame), ViolationKind::Envelope, "/jsonrpc");
    // id of the wrong type.
    for bad in [json!(true), json!({"n": 1}), json!(1.5)] {
        let f = only(&send(&mut v1(), C2A, &prompt(bad.clone())), ViolationKind::Envelope, "/id");
        assert!(f.violations[0].message.contains("request id"), "{f}");
    }
    // v1 allows a null request id, v2 does not (only on error responses);
    // the v2 drafts of SDK 1.x still do: read from the schema's `RequestId`.
    clean(&mut v1(), C2A, prompt(Value::Null));
    if let Some(v2_file) = common::schema::SchemaFile::vendored("v2", false) {
        let v2_null_id = v2_file.validate_def("RequestId", &Value::Null).is_ok();
        let null_result = json!({"jsonrpc": "2.0", "id": null, "result": {"messageId": "m"}});
        let mut fv = v2();
        if v2_null_id {
            clean(&mut fv, C2A, prompt(Value::Null));
            clean(&mut fv, A2C, null_result);
        } else {
            only(&send(&mut v2(), C2A, &prompt(Value::Null)), ViolationKind::Envelope, "/id");
            clean(&mut fv, C2A, prompt(json!(1)));
            only(&send(&mut fv, A2C, &null_result), ViolationKind::Envelope, "/id");
        }
    }
    // method not a string; result and error together; neither.
    only(&send(&mut v1(), C2A, &json!({"jsonrpc": "2.0", "id": 1, "method": 5})), ViolationKind::Envelope, "/method");
    let mut fv = v1();
    clean(&mut fv, C2A, prompt(json!(1)));
    let both = json!({"jsonrpc": "2.0", "id": 1, "result": {"stopReason": "end_turn"}, "error": {"code": 1, "message": "m"}});
    let found = send(&mut fv, A2C, &both);
    assert!(found.iter().any(|f| f.kind == ViolationKind::Envelope && f.violations[0].keyword == "exclusive"), "{}", listing(&found));
    only(&send(&mut v1(), A2C, &json!({"jsonrpc": "2.0", "id": 1})), ViolationKind::Envelope, "");
    only(&send(&mut v1(), A2C, &json!({"jsonrpc": "2.0", "method": "session/update", "params": {}, "result": 1}))[..1], ViolationKind::Envelope, "/result");
    // Not JSON, not an object.
    let f = &v1().validate(A2C, b"{\"jsonrpc\": ");
    only(f, ViolationKind::NotJson, "");
    only(&send(&mut v1(), A2C, &json!("hello")), ViolationKind::Envelope, "");
}

#[test]
fn duplicate_ids_in_flight() {
    let mut fv = v1();
    clean(&mut fv, C2A, prompt(json!(3)));
    let f = only(&send(&mut fv, C2A, &prompt(json!(3))), ViolationKind::DuplicateRequestId, "/id");
    assert!(f.violations[0].message.contains("session/prompt"), "{f}");
    clean(&mut fv, A2C, json!({"jsonrpc": "2.0", "id": 3, "result": {"stopReason": "end_turn"}}));
    // Answered: the id may be used again.
    clean(&mut fv, C2A, prompt(json!(3)));
}

#[test]
fn batches_only_from_v2() {
    let batch = json!([prompt(json!(1)), {"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "s"}}]);
    let found = send(&mut v1(), C2A, &batch);
    only(&found, ViolationKind::Batch, "");
    if !common::schema::SchemaFile::is_vendored("v2", false) {
        return;
    }
    let mut v2_batch = batch.clone();
    v2_batch[0]["params"]["prompt"][0]["text"] = json!(1);
    let f = only(&send(&mut v2(), C2A, &v2_batch), ViolationKind::Params, "/0/params/prompt/0/text");
    assert_eq!(f.method.as_deref(), Some("session/prompt"));
    only(&send(&mut v2(), C2A, &json!([])), ViolationKind::Envelope, "");
}

#[test]
fn negotiation_picks_the_version() {
    if !common::schema::SchemaFile::is_vendored("v2", false) {
        return;
    }
    let candidates = vec![from_file(1, false), from_file(2, false)];
    // The client asks for 2, the agent accepts 2: v2 rules from then on.
    let mut fv = FrameValidator::negotiating(candidates.clone()).unwrap();
    assert_eq!(fv.schema().protocol_version(), 1);
    clean(&mut fv, C2A, json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": 2, "info": {"name": "c", "version": "1"}}}));
    assert_eq!(fv.schema().protocol_version(), 2);
    let init = json!({"jsonrpc": "2.0", "id": 0, "result": {"protocolVersion": 2, "info": {"name": "a", "version": "1"}}});
    clean(&mut fv, A2C, init);
    assert_eq!(fv.schema().protocol_version(), 2);
    only(&send(&mut fv, A2C, &json!({"jsonrpc": "2.0", "id": 1, "method": "fs/read_text_file", "params": {}})), ViolationKind::UnknownMethod, "/method");
    // The client asks for 2, the agent answers 1: v1 rules.
    let mut fv = FrameValidator::negotiating(candidates.clone()).unwrap();
    let _ = send(&mut fv, C2A, &json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": 2, "info": {"name": "c", "version": "1"}}}));
    clean(&mut fv, A2C, json!({"jsonrpc": "2.0", "id": 0, "result": {"protocolVersion": 1}}));
    assert_eq!(fv.schema().protocol_version(), 1);
    only(&send(&mut fv, C2A, &json!([prompt(json!(1))])), ViolationKind::Batch, "");
    // A request above every version picks the highest; an answer with an
    // unknown version is reported.
    let mut fv = FrameValidator::negotiating(candidates).unwrap();
    let _ = send(&mut fv, C2A, &json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": 9}}));
    assert_eq!(fv.schema().protocol_version(), 2);
    let found = send(&mut fv, A2C, &json!({"jsonrpc": "2.0", "id": 0, "result": {"protocolVersion": 9, "info": {"name": "a", "version": "1"}}}));
    assert!(found.iter().any(|f| f.kind == ViolationKind::Negotiation), "{}", listing(&found));
    // Told explicitly: no switching.
    let mut fv = FrameValidator::negotiating(vec![from_file(1, false), from_file(2, false)]).unwrap();
    fv.set_schema(from_file(1, false));
    let _ = send(&mut fv, C2A, &json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": 2}}));
    assert_eq!(fv.schema().protocol_version(), 1);
}

#[test]
fn reports_read_well() {
    let frame = json!({"jsonrpc": "2.0", "id": 4, "method": "session/prompt", "params": {"sessionId": "s", "prompt": [{"type": "text", "text": 5}]}});
    let found = send(&mut v1(), C2A, &frame);
    let text = listing(&found);
    eprintln!("{text}");
    assert!(text.starts_with("client->agent session/prompt id 4: params (PromptRequest)\n  /params/prompt/0/text: 5 is not of type \"string\" (type at /$defs/TextContent/"), "{text}");
}
