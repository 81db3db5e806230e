//! The schema's `x-deserialize-*` hints (issue 24): a damaged member a hint
//! covers decodes, the recovery is reported with its JSON pointer and hint,
//! and the value re-encodes to what was received; a member without a hint
//! stays strict.

use acp_wire::codec::{recoveries, Hint};
use acp_wire::v1;
use serde_json::{json, Value};

fn decode<T: serde::de::DeserializeOwned + serde::Serialize>(v: &Value) -> T {
    let t: T = serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("{v}: {e}"));
    // Lossless: the kept raw values are written back in place.
    assert_eq!(&serde_json::to_value(&t).unwrap(), v, "re-encoded");
    // From text too (the runtime's path), with the same result.
    let t2: T = serde_json::from_str(&v.to_string()).unwrap();
    assert_eq!(serde_json::to_value(&t2).unwrap(), *v);
    t
}

fn pointers(found: &[acp_wire::codec::Recovery]) -> Vec<(String, Hint)> {
    found.iter().map(|r| (r.pointer.clone(), r.hint)).collect()
}

// The hint sites it names are in the schema (facts: issue 29).
#[cfg(acp_v1 = "Plan.entries!skip-invalid-items")]
#[test]
fn a_plan_keeps_its_good_entries() {
    let msg = json!({
        "sessionId": "s",
        "update": {"sessionUpdate": "plan", "entries": [
            {"content": "one", "priority": "high", "status": "pending"},
            {"content": "two", "priority": 7, "status": "pending"},
            {"content": "three", "priority": "low", "status": "completed"}
        ]}
    });
    let n: v1::SessionNotification = decode(&msg);
    let v1::SessionUpdate::Plan(plan) = &n.update else { panic!("not a plan: {:?}", n.update) };
    let names: Vec<&str> = plan.entries.iter().map(|e| e.content.as_str()).collect();
    assert_eq!(names, ["one", "three"]);
    let found = recoveries(&n);
    assert_eq!(pointers(&found), [("/update/entries/1".to_owned(), Hint::SkipInvalidItems)]);
    assert!(found[0].error.contains("priority") || found[0].error.contains("invalid"), "{}", found[0].error);
    assert_eq!(found[0].raw, json!({"content": "two", "priority": 7, "status": "pending"}));
}

// The hint sites it names are in the schema (facts: issue 29).
#[cfg(acp_v1 = "ToolCallLocation.line!default-on-error")]
#[test]
fn a_tool_call_location_without_its_bad_line() {
    let msg = json!({
        "sessionId": "s",
        "update": {"sessionUpdate": "tool_call", "toolCallId": "t1", "title": "Read",
            "locations": [{"path": "/a", "line": "x"}]}
    });
    let n: v1::SessionNotification = decode(&msg);
    let v1::SessionUpdate::ToolCall(tc) = &n.update else { panic!() };
    let locs = tc.locations.as_deref().unwrap_or_default();
    assert_eq!(locs.len(), 1);
    assert_eq!(locs[0].path, "/a");
    assert!(locs[0].line.is_absent());
    let found = recoveries(&n);
    assert_eq!(pointers(&found), [("/update/locations/0/line".to_owned(), Hint::DefaultOnError)]);
    assert_eq!(found[0].raw, json!("x"));
    assert_eq!(found[0].error, "invalid type: string \"x\", expected u32");
}

// The hint sites it names are in the schema (facts: issue 29).
#[cfg(all(acp_v1 = "ToolCallUpdate.title!default-on-error", acp_v1 = "ToolCallUpdate.locations!skip-invalid-items", acp_v1 = "ToolCallUpdate.status!default-on-error"))]
#[test]
fn tool_call_updates_from_the_issue() {
    let base = |extra: Value| {
        let mut u = json!({"sessionUpdate": "tool_call_update", "toolCallId": "t1"});
        u.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        json!({"sessionId": "s", "update": u})
    };
    let n: v1::SessionNotification = decode(&base(json!({"title": 42})));
    let v1::SessionUpdate::ToolCallUpdate(u) = &n.update else { panic!() };
    assert!(u.title.is_absent());
    assert_eq!(pointers(&recoveries(&n)), [("/update/title".to_owned(), Hint::DefaultOnError)]);

    let n: v1::SessionNotification = decode(&base(json!({"locations": [{"path": 5}, {"path": "/a"}]})));
    let v1::SessionUpdate::ToolCallUpdate(u) = &n.update else { panic!() };
    assert_eq!(u.locations.value().map(Vec::len), Some(1));
    assert_eq!(pointers(&recoveries(&n)), [("/update/locations/0".to_owned(), Hint::SkipInvalidItems)]);

    let n: v1::SessionNotification = decode(&base(json!({"status": {"weird": 1}})));
    let v1::SessionUpdate::ToolCallUpdate(u) = &n.update else { panic!() };
    assert!(u.status.is_absent());
    assert_eq!(pointers(&recoveries(&n)), [("/update/status".to_owned(), Hint::DefaultOnError)]);
}

// The hint sites it names are in the schema (facts: issue 29).
#[cfg(acp_v1 = "InitializeResponse.agentInfo!default-on-error")]
#[test]
fn an_initialize_answer_with_a_bad_agent_info() {
    let msg = json!({"protocolVersion": 1, "agentInfo": {"name": "fake", "version": 1}});
    let r: v1::InitializeResponse = decode(&msg);
    assert!(r.agent_info.is_absent());
    let found = recoveries(&r);
    assert_eq!(pointers(&found), [("/agentInfo".to_owned(), Hint::DefaultOnError)]);
}

// The hint sites it names are in the schema (facts: issue 29).
#[cfg(acp_v1 = "CreateTerminalRequest.args!default-on-null")]
#[test]
fn null_read_as_empty_is_kept() {
    let msg = json!({"sessionId": "s", "command": "ls", "args": null});
    let r: v1::CreateTerminalRequest = decode(&msg);
    assert!(r.args.as_deref().is_some_and(<[String]>::is_empty));
    assert_eq!(pointers(&recoveries(&r)), [("/args".to_owned(), Hint::DefaultOnNull)]);
}

// The hint sites it names are in the schema (facts: issue 29).
#[cfg(acp_v1 = "ToolCallLocation.line!default-on-error")]
#[test]
fn a_member_set_in_code_replaces_the_kept_value() {
    let msg = json!({"path": "/a", "line": "x"});
    let mut loc: v1::ToolCallLocation = decode(&msg);
    loc.line = 3.into();
    assert_eq!(serde_json::to_value(&loc).unwrap(), json!({"path": "/a", "line": 3}));
    let mut loc: v1::ToolCallLocation = decode(&msg);
    loc.recovered.clear();
    assert_eq!(serde_json::to_value(&loc).unwrap(), json!({"path": "/a"}));
}

// The hint sites it names are in the schema (facts: issue 29).
#[cfg(acp_v1 = "Plan.entries!default-on-error")]
#[test]
fn members_without_a_hint_stay_strict() {
    // `path` has no hint: the whole location fails, and so the item is skipped
    // (the array has one) — but a ToolCallLocation alone is refused.
    let e = serde_json::from_value::<v1::ToolCallLocation>(json!({"path": 5})).unwrap_err();
    assert!(e.to_string().contains("expected a string"), "{e}");
    // A required member of the wrong type, no hint: the notification fails.
    let e = serde_json::from_value::<v1::SessionNotification>(json!({"sessionId": 5, "update": {"sessionUpdate": "plan", "entries": []}}));
    assert!(e.is_err());
    // A plan whose `entries` is no array: `entries` is default-on-error in v1
    // (required), so it reads as empty and is kept.
    let msg = json!({"sessionId": "s", "update": {"sessionUpdate": "plan", "entries": 5}});
    let n: v1::SessionNotification = decode(&msg);
    assert_eq!(pointers(&recoveries(&n)), [("/update/entries".to_owned(), Hint::DefaultOnError)]);
}

#[test]
fn clean_messages_recover_nothing() {
    let msg = json!({"sessionId": "s", "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "hi"}, "messageId": "m1"}});
    let n: v1::SessionNotification = decode(&msg);
    assert!(recoveries(&n).is_empty());
    let (_, recovered) = acp_wire::codec::recovered_during(|| serde_json::from_value::<v1::SessionNotification>(msg.clone()).unwrap());
    assert!(!recovered);
    let bad = json!({"sessionId": "s", "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "hi"}, "messageId": 7}});
    let (n, recovered) = acp_wire::codec::recovered_during(|| serde_json::from_str::<v1::SessionNotification>(&bad.to_string()));
    // The hint site (facts: issue 29); without it (SDK 1.0.0) the bad
    // member is refused, and nothing is recovered.
    if cfg!(acp_v1 = "ContentChunk.messageId!default-on-error") {
        assert!(recovered);
        assert_eq!(pointers(&recoveries(&n.unwrap())), [("/update/messageId".to_owned(), Hint::DefaultOnError)]);
    } else {
        assert!(n.is_err(), "{n:?}");
        assert!(!recovered);
    }
}

/// The property over every generated type with hints, both versions (and
/// the unstable superset with its feature): for each synthesized instance
/// of each def and each hinted member, a damaged value the hint covers
/// decodes, re-encodes to the input, and is reported with its pointer and
/// hint; members without hints are left to `tests/rpc/invalid_input.rs`.
#[test]
fn every_hint_site_tolerates_and_keeps_damage() {
    use crate::common::mutate::{replaced, wrong_type_for};
    use crate::common::roundtrip::{active_modules, Outcome};
    use crate::common::synth::Synth;
    use crate::common::Failures;

    let mut f = Failures::new();
    let mut per_hint = std::collections::BTreeMap::<&str, usize>::new();
    for m in active_modules() {
        let synth = Synth::new(m.schema);
        for def in m.schema.defs().keys() {
            if m.schema.is_envelope(def) {
                continue;
            }
            for inst in synth.instances(def) {
                let Some(obj) = inst.value.as_object() else { continue };
                for (member, value) in obj {
                    let hints = m.schema.member_hints(def, member, &inst.value);
                    let mut cases: Vec<(Value, String, Hint, &str)> = Vec::new();
                    if hints.contains(&"x-deserialize-default-on-error") {
                        if let Some(wrong) = wrong_type_for(value) {
                            cases.push((replaced(&inst.value, member, wrong), format!("/{member}"), Hint::DefaultOnError, "default-on-error"));
                        }
                    }
                    if hints.contains(&"x-deserialize-default-on-null") {
                        cases.push((replaced(&inst.value, member, Value::Null), format!("/{member}"), Hint::DefaultOnNull, "default-on-null"));
                    }
                    if hints.contains(&"x-deserialize-skip-invalid-items") {
                        if let Some(items) = value.as_array().filter(|a| !a.is_empty()) {
                            let mut damaged = items.clone();
                            let bad = wrong_type_for(&items[0]).unwrap_or(Value::from(12345));
                            damaged.insert(1, bad);
                            cases.push((replaced(&inst.value, member, Value::Array(damaged)), format!("/{member}/1"), Hint::SkipInvalidItems, "skip-invalid-items"));
                        }
                    }
                    for (input, pointer, hint, label) in cases {
                        f.checked();
                        *per_hint.entry(label).or_default() += 1;
                        let text = input.to_string();
                        let what = format!("{} {} `{member}` ({label})", m.name, inst.label);
                        match m.roundtrip_text(def, &text, &input) {
                            Outcome::Equal => {}
                            other => {
                                f.push(format!("{what}: {other:?}\n          input: {text}"));
                                continue;
                            }
                        }
                        // A member of any JSON type (`rawInput`, `data`) takes
                        // the "damage": nothing to recover there.
                        if m.schema.validate_def(def, &input).is_ok() {
                            continue;
                        }
                        match (m.recoveries)(def, &text) {
                            Some(Ok(found)) if found.iter().any(|r| r.pointer == pointer && r.hint == hint) => {}
                            other => f.push(format!("{what}: recovery at {pointer} ({hint}) not reported: {other:?}")),
                        }
                    }
                }
            }
        }
    }
    // Every kind of site the schemas have was reached, many times (the
    // pinned ones have hundreds); older schemas lack some kinds (SDK 1.x has
    // no `default-on-null`), read from the schemas themselves.
    let mut min = 0;
    for label in ["default-on-error", "skip-invalid-items", "default-on-null"] {
        let sites: usize = active_modules().iter().map(|m| hint_sites(&m.schema.root, &format!("x-deserialize-{label}"))).sum();
        let n = per_hint.get(label).copied().unwrap_or(0);
        if sites == 0 {
            eprintln!("note: the schemas have no {label} site: none checked");
            continue;
        }
        assert!(n >= sites.min(10), "only {n} {label} cases checked ({sites} sites in the schemas): {per_hint:?}");
        min += sites.min(10);
    }
    f.assert_none_of("every hint site tolerates and keeps damage", min);
}

/// How many members of a schema carry the hint keyword `hint` (`true`).
fn hint_sites(schema: &Value, hint: &str) -> usize {
    match schema {
        Value::Object(m) => usize::from(m.get(hint) == Some(&Value::Bool(true))) + m.values().map(|v| hint_sites(v, hint)).sum::<usize>(),
        Value::Array(a) => a.iter().map(|v| hint_sites(v, hint)).sum(),
        _ => 0,
    }
}
