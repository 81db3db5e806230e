//! Invalid input is rejected with a readable error and without a panic:
//! wrong JSON types, missing required members (the error names the member),
//! known tags with a bad payload (an error, not the catch-all), malformed JSON
//! text, out-of-range integers. Besides the hand-picked cases, every required
//! member of every def's minimal synthesized instance is removed / given a
//! wrong type in turn.


use crate::common;

use common::mutate::{replaced, without, wrong_type_for};
use common::roundtrip::{active_modules, Module, Outcome};
use common::schema::{branch_tag, union_branches};
use common::synth::{Mode, Synth};
use common::Failures;
use serde_json::{json, Value};

/// `value` must be rejected; if `names` is given, the error must mention it.
fn rejected(m: &Module, f: &mut Failures, what: &str, def: &str, text: &str, names: Option<&str>) {
    f.checked();
    match m.roundtrip_text(def, text, &Value::Null) {
        Outcome::Rejected(e) => {
            if let Some(member) = names {
                if !e.contains(member) {
                    f.push(format!("{} {what} [{def}]: error does not name `{member}`: {e}\n          input: {text}", m.name));
                }
            }
        }
        Outcome::Panicked(p) => f.push(format!("{} {what} [{def}]: PANIC: {p}\n          input: {text}", m.name)),
        Outcome::UnknownDef => f.push(format!("{} {what}: roundtrip_def does not know {def}", m.name)),
        Outcome::Equal | Outcome::Changed(_) => f.push(format!("{} {what} [{def}]: invalid input was accepted\n          input: {text}", m.name)),
    }
}

/// `value` must be accepted because a schema hint covers the damage, and
/// re-encode unchanged (lossless), with the recovery reported.
fn tolerated(m: &Module, f: &mut Failures, what: &str, def: &str, value: &Value) {
    f.checked();
    let text = value.to_string();
    match m.roundtrip_text(def, &text, value) {
        Outcome::Equal => match (m.recoveries)(def, &text) {
            Some(Ok(found)) if !found.is_empty() => {}
            other => f.push(format!("{} {what} [{def}]: accepted but no recovery reported: {other:?}\n          input: {text}", m.name)),
        },
        other => f.push(format!("{} {what} [{def}]: a hint covers it, yet: {other:?}\n          input: {text}", m.name)),
    }
}

fn v(m: &Module) -> u64 {
    if m.name == "v1" { 1 } else { 2 }
}

#[test]
fn hand_picked_invalid_messages_are_rejected() {
    let mut f = Failures::new();
    for m in active_modules() {
        let notif = if m.name == "v1" { "SessionNotification" } else { "UpdateSessionNotification" };
        let chunk_ok = if m.name == "v1" { json!({}) } else { json!({"messageId": "m1"}) };
        let mut chunk = chunk_ok.clone();
        chunk["sessionUpdate"] = json!("agent_message_chunk");
        let missing_content = json!({"sessionId": "s", "update": chunk});
        rejected(&m, &mut f, "known sessionUpdate tag without its payload", notif, &missing_content.to_string(), Some("content"));
        rejected(&m, &mut f, "known sessionUpdate tag without its payload", "SessionUpdate", &missing_content["update"].to_string(), Some("content"));
        let mut bad = chunk_ok.clone();
        bad["sessionUpdate"] = json!("agent_message_chunk");
        bad["content"] = json!({"type": "text", "text": 5});
        rejected(&m, &mut f, "known tag with a wrongly typed nested member", "SessionUpdate", &bad.to_string(), None);
        rejected(&m, &mut f, "text block without text", "ContentBlock", r#"{"type":"text"}"#, Some("text"));
        rejected(&m, &mut f, "image block without data", "ContentBlock", r#"{"type":"image","mimeType":"image/png"}"#, Some("data"));
        rejected(&m, &mut f, "text that is a number", "ContentBlock", r#"{"type":"text","text":5}"#, None);
        rejected(&m, &mut f, "content block that is a string", "ContentBlock", r#""hello""#, None);
        rejected(&m, &mut f, "prompt without the prompt member", "PromptRequest", r#"{"sessionId":"s"}"#, Some("prompt"));
        rejected(&m, &mut f, "prompt without sessionId", "PromptRequest", r#"{"prompt":[{"type":"text","text":"hi"}]}"#, Some("sessionId"));
        rejected(&m, &mut f, "sessionId that is a number", "PromptRequest", r#"{"sessionId":5,"prompt":[]}"#, None);
        rejected(&m, &mut f, "prompt that is an object", "PromptRequest", r#"{"sessionId":"s","prompt":{}}"#, None);
        rejected(&m, &mut f, "params that are an array", "PromptRequest", "[]", None);
        rejected(&m, &mut f, "params that are null", "PromptRequest", "null", None);
        rejected(&m, &mut f, "truncated JSON text", "PromptRequest", r#"{"sessionId":"#, None);
        rejected(&m, &mut f, "trailing garbage", "PromptRequest", r#"{"sessionId":"s","prompt":[]} x"#, None);
        rejected(&m, &mut f, "selected outcome without optionId", "RequestPermissionOutcome", r#"{"outcome":"selected"}"#, Some("optionId"));
        rejected(&m, &mut f, "outcome without a tag", "RequestPermissionOutcome", r#"{"optionId":"x"}"#, None);
        rejected(&m, &mut f, "protocol version above u16", "InitializeRequest", &format!(r#"{{"protocolVersion":70000{}}}"#, if v(&m) == 2 { r#","info":{"name":"a","version":"1"}"# } else { "" }), None);
        rejected(&m, &mut f, "negative protocol version", "ProtocolVersion", "-1", None);
        rejected(&m, &mut f, "negative uint64", "UsageUpdate", r#"{"used":-1,"size":10}"#, None);
        rejected(&m, &mut f, "fractional integer", "UsageUpdate", r#"{"used":1.5,"size":10}"#, None);
        rejected(&m, &mut f, "error code that is a string", "Error", r#"{"code":"oops","message":"m"}"#, None);
        rejected(&m, &mut f, "error without message", "Error", r#"{"code":-32603}"#, Some("message"));
        rejected(&m, &mut f, "boolean where a closed string enum goes", "ElicitationSchemaType", "true", None);
        rejected(&m, &mut f, "accept action with a non-object content", "CreateElicitationResponse", r#"{"action":"accept","content":[1]}"#, None);
    }
    // 25 hand-picked messages per module; a conservative floor.
    f.assert_none_of("hand-picked invalid messages", 20 * active_modules().len());
}

/// For each def's minimal instance (per union branch), each top-level required
/// member: removed, and replaced by a value of another JSON type. Whatever the
/// schema rejects must be rejected; a missing member must be named.
fn schema_driven(check_names: bool) {
    let mut f = Failures::new();
    // Removing a required member of a def's minimal instance makes it
    // invalid: at least one check per def with required members.
    let min: usize = active_modules().iter().map(|m| m.schema.defs_with_required_members()).sum();
    for m in active_modules() {
        let synth = Synth::new(m.schema);
        for def in m.schema.defs().keys() {
            if m.schema.is_envelope(def) {
                continue;
            }
            for inst in synth.instances(def).into_iter().filter(|i| i.label.ends_with(Mode::Min.label())) {
                let Some(obj) = inst.value.as_object() else { continue };
                for (member, value) in obj {
                    let missing = without(&inst.value, member);
                    if m.schema.validate_def(def, &missing).is_err() {
                        // Without its tag a value may fall to another (default)
                        // branch, whose own missing members the error then names.
                        let is_tag = union_tags(m.schema.def(def).unwrap()).contains(&member.as_str());
                        let name = if check_names && !is_tag { Some(member.as_str()) } else { None };
                        rejected(&m, &mut f, &format!("{} without `{member}`", inst.label), def, &missing.to_string(), name);
                    }
                    if check_names {
                        continue;
                    }
                    if let Some(wrong) = wrong_type_for(value) {
                        let mutated = replaced(&inst.value, member, wrong);
                        if m.schema.member_hints(def, member, &inst.value).contains(&"x-deserialize-default-on-error") {
                            tolerated(&m, &mut f, &format!("{} with a wrongly typed `{member}` (default-on-error)", inst.label), def, &mutated);
                        } else if m.schema.validate_def(def, &mutated).is_err() {
                            rejected(&m, &mut f, &format!("{} with a wrongly typed `{member}`", inst.label), def, &mutated.to_string(), None);
                        }
                    }
                }
            }
        }
    }
    f.assert_none_of(
        if check_names { "missing required members are named in the error" } else { "schema-invalid mutations are rejected" },
        min,
    );
}

/// The tag members of a union def's branches (`type`, `sessionUpdate`, …).
fn union_tags(def: &Value) -> Vec<&str> {
    union_branches(def)
        .map(|(_, branches)| branches.iter().filter_map(|b| branch_tag(b).map(|(k, _)| k)).collect())
        .unwrap_or_default()
}

#[test]
fn schema_invalid_mutations_are_rejected() {
    schema_driven(false);
}

#[test]
fn missing_required_members_are_named() {
    schema_driven(true);
}
