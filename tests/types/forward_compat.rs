//! Forward compatibility: what a newer peer may send — unknown members at
//! every nesting level, `_meta` everywhere, unknown string-enum values and
//! unknown union tags — decodes and re-encodes unchanged, through
//! `roundtrip_def` and through the by-method dispatch enums.


use crate::common;

use common::corpus::Corpus;
use common::mutate::{object_pointers, with_member_at};
use common::roundtrip::{active_modules, describe, Module};
use common::Failures;
use serde_json::{json, Value};

/// Inserts `member` into every object of every corpus case where the schema
/// still accepts it (objects whose position is a closed map or a scalar-valued
/// map may refuse it), then round-trips the result.
fn member_everywhere_survives(member: &str, value: &Value) {
    let mut failures = Failures::new();
    // Objects are open (no `additionalProperties: false` in any schema), so
    // nearly every case takes the member; at least half of the fewest cases
    // the corpus has.
    let min: usize = active_modules().iter().map(|m| Corpus::min_cases(m.schema) / 2).sum();
    for m in active_modules() {
        for case in Corpus::for_schema(m.schema).cases {
            let accepted: Vec<String> = object_pointers(&case.value)
                .into_iter()
                .filter(|p| {
                    let one = with_member_at(&case.value, std::slice::from_ref(p), member, value);
                    m.schema.validate_def(&case.def, &one).is_ok()
                })
                .collect();
            if accepted.is_empty() {
                continue;
            }
            let mutated = with_member_at(&case.value, &accepted, member, value);
            if m.schema.validate_def(&case.def, &mutated).is_err() {
                continue; // combinations of positions the schema rejects together
            }
            failures.checked();
            let outcome = m.roundtrip(&case.def, &mutated);
            if let Some(f) = describe(&format!("{}: {} +{member} at {accepted:?}", m.name, case.source), &case.def, &mutated, &outcome) {
                failures.push(f);
            }
        }
    }
    failures.assert_none_of(&format!("`{member}` added at every level survives"), min);
}

#[test]
fn unknown_members_at_every_level_survive() {
    member_everywhere_survives("x_added_in_v9", &json!({"nested": [1, {"deep": null}], "flag": true}));
}

#[test]
fn unknown_string_members_at_every_level_survive() {
    // A string value is also accepted inside string maps (env, headers, content).
    member_everywhere_survives("x_note", &json!("added by a newer peer"));
}

#[test]
fn meta_everywhere_survives() {
    member_everywhere_survives("_meta", &json!({"vendor.example/trace": "4bf92f35", "sampled": true, "tags": ["a", "b"]}));
}

/// One value that must come back unchanged.
fn survives(m: &Module, failures: &mut Failures, what: &str, def: &str, value: Value) {
    failures.checked();
    if let Some(f) = describe(&format!("{}: {what}", m.name), def, &value, &m.roundtrip(def, &value)) {
        failures.push(f);
    }
}

fn module(name: &str) -> Option<Module> {
    active_modules().into_iter().find(|m| m.name == name)
}

/// Schema-valid newer-peer values of v2 (its unions and enums are open).
#[test]
fn v2_unknown_tags_and_values_survive() {
    let Some(m) = module("v2") else { return };
    let mut f = Failures::new();
    let n = |update: Value| json!({"sessionId": "sess_1", "update": update});
    let cases: Vec<(&str, &str, Value)> = vec![
        ("new sessionUpdate kind", "UpdateSessionNotification", n(json!({"sessionUpdate": "cursor_moved", "path": "/src/a.rs", "line": 3, "_meta": {"k": 1}}))),
        ("new ContentBlock type", "ContentBlock", json!({"type": "video", "uri": "file:///v.mp4", "mimeType": "video/mp4"})),
        ("new auth method type", "AuthMethod", json!({"type": "api_key", "methodId": "key", "name": "API key", "envVar": "ACME_KEY"})),
        ("new ToolKind", "ToolKind", json!("browse")),
        ("new ToolKind in an update", "UpdateSessionNotification", n(json!({"sessionUpdate": "tool_call_update", "toolCallId": "c1", "kind": "browse", "status": "queued"}))),
        ("catch-all titled unknown: literal \"unknown\" ToolKind", "ToolKind", json!("unknown")),
        ("new stop reason", "UpdateSessionNotification", n(json!({"sessionUpdate": "state_update", "state": "idle", "stopReason": "budget_exhausted", "limit": 5}))),
        ("new state", "StateUpdate", json!({"state": "paused", "until": "2030-01-01T00:00:00Z"})),
        ("new McpServer type", "McpServer", json!({"type": "websocket", "name": "rt", "url": "wss://x.example/ws"})),
        ("new ToolCallContent type", "ToolCallContent", json!({"type": "chart", "series": [1, 2]})),
        ("new permission outcome", "RequestPermissionOutcome", json!({"outcome": "deferred", "ms": 10})),
        ("new diff operation", "DiffChange", json!({"operation": "chmod", "path": "/a.sh", "mode": "0755"})),
        ("new error code and data", "Error", json!({"code": -31999, "message": "quota", "data": {"resetAt": 1}})),
        ("new elicitation mode", "CreateElicitationRequest", json!({"message": "m", "mode": "qr", "requestId": 1, "qr": "x"})),
        ("new config option type", "SessionConfigOption", json!({"type": "slider", "configId": "t", "name": "T", "min": 0, "max": 1})),
        ("new set-config value type", "SetSessionConfigOptionRequest", json!({"sessionId": "s", "configId": "t", "type": "number", "value": 0.5})),
        ("new enum value of an open string enum", "NoticeSeverity", json!("debug")),
    ];
    let min = cases.len();
    for (what, def, value) in cases {
        survives(&m, &mut f, what, def, value);
    }
    f.assert_none_of("v2 unknown tags and values", min);
}

/// v1's AuthMethod / McpServer / SetSessionConfigOptionRequest default
/// branches accept any tag: the tag must survive as an unknown member.
#[test]
fn v1_default_branches_keep_unknown_tags() {
    let Some(m) = module("v1") else { return };
    let mut f = Failures::new();
    let cases: Vec<(&str, &str, Value)> = vec![
        ("new auth method type (untagged agent branch)", "AuthMethod", json!({"type": "api_key", "id": "key", "name": "API key"})),
        ("stdio server with an explicit/unknown type", "McpServer", json!({"type": "stdio", "name": "fs", "command": "/bin/fs", "args": [], "env": []})),
        ("known tag whose payload fails falls back to stdio", "McpServer", json!({"type": "http", "name": "fs", "command": "/bin/fs", "args": [], "env": []})),
        ("value_id branch with a foreign type member", "SetSessionConfigOptionRequest", json!({"sessionId": "s", "configId": "m", "type": "boolean", "value": "opus"})),
    ];
    let min = cases.len();
    for (what, def, value) in cases {
        survives(&m, &mut f, what, def, value);
    }
    f.assert_none_of("v1 default branches", min);
}

/// v1's closed unions and enums: the schema forbids unknown values, but the
/// crate promises lossless decoding for newer peers (issue 4).
#[test]
fn v1_closed_unions_keep_unknown_values() {
    let Some(m) = module("v1") else { return };
    let mut f = Failures::new();
    let n = |update: Value| json!({"sessionId": "sess_1", "update": update});
    let cases: Vec<(&str, &str, Value)> = vec![
        ("new sessionUpdate kind", "SessionNotification", n(json!({"sessionUpdate": "cursor_moved", "line": 3}))),
        ("new ContentBlock type", "ContentBlock", json!({"type": "video", "uri": "file:///v.mp4"})),
        ("new ToolKind", "ToolKind", json!("browse")),
        ("new ToolKind in a tool call", "SessionNotification", n(json!({"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "t", "kind": "browse"}))),
        ("new StopReason", "PromptResponse", json!({"stopReason": "budget_exhausted"})),
        ("new permission outcome", "RequestPermissionOutcome", json!({"outcome": "deferred"})),
    ];
    let min = cases.len();
    for (what, def, value) in cases {
        survives(&m, &mut f, what, def, value);
    }
    f.assert_none_of("v1 closed unions with unknown values", min);
}

/// The by-method API keeps unknown session updates too.
#[test]
fn typed_session_update_keeps_unknown_kinds() {
    let params = json!({"sessionId": "sess_1", "update": {"sessionUpdate": "cursor_moved", "line": 3, "_meta": {"a": 1}}, "x_top": 1});
    let raw = serde_json::value::RawValue::from_string(params.to_string()).unwrap();
    let mut f = Failures::new();
    let mut check = |name: &str, r: Result<Box<serde_json::value::RawValue>, serde_json::Error>| {
        f.checked();
        match r {
            Err(e) => f.push(format!("{name}: rejected: {e}")),
            Ok(out) => {
                let out: Value = serde_json::from_str(out.get()).unwrap();
                let d = common::json::diff_summary(&params, &out, 6);
                if !d.is_empty() {
                    f.push(format!("{name}: changed: {d}"));
                }
            }
        }
    };
    check("v1 AgentNotification session/update", acp_wire::v1::AgentNotification::decode("session/update", Some(&raw)).and_then(|n| n.encode_params()));
    #[cfg(feature = "v2")]
    check("v2 AgentNotification session/update", acp_wire::v2::AgentNotification::decode("session/update", Some(&raw)).and_then(|n| n.encode_params()));
    // One decode per module: v1, and v2 with its feature.
    f.assert_none_of("typed decode of unknown session updates", 1 + usize::from(cfg!(feature = "v2")));
}


/// Unstable enums whose schema says how a client reads a value it does not
/// recognize (AuthState: as `unknown`; SessionStatus: as `saved`): the
/// value keeps its wire string, `understood()` gives the reading.
#[cfg(feature = "unstable")]
#[test]
#[allow(unused_macros)] // a schema without these enums (npm 2.2.0) checks none
fn unrecognized_auth_states_and_session_statuses_are_read_as_the_schema_says() {
    macro_rules! check {
        ($v:ident) => {{
            use acp_wire::$v;
            let state: $v::AuthState = serde_json::from_value(json!("_acme_locked")).unwrap();
            assert!(matches!(state.understood(), $v::AuthState::Unknown));
            assert_eq!(serde_json::to_value(&state).unwrap(), json!("_acme_locked"));
            let known: $v::AuthState = serde_json::from_value(json!("not_required")).unwrap();
            assert!(matches!(known.understood(), $v::AuthState::NotRequired));
            let status: $v::SessionStatus = serde_json::from_value(json!("hibernating")).unwrap();
            assert!(matches!(status.understood(), $v::SessionStatus::Saved));
            assert_eq!(serde_json::to_value(&status).unwrap(), json!("hibernating"));
            let open: $v::SessionStatus = serde_json::from_value(json!("open")).unwrap();
            assert!(matches!(open.understood(), $v::SessionStatus::Open));
        }};
    }
    #[cfg(all(acp_v1 = "AuthState", acp_v1 = "SessionStatus"))]
    check!(v1);
    #[cfg(all(feature = "v2", acp_v2 = "AuthState", acp_v2 = "SessionStatus"))]
    check!(v2);
}
