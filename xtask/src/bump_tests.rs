//! The diff and summary of `cargo xtask bump` on small hand-made schemas.

use crate::cfgscan::{follow, scan_text, CfgUse};
use crate::codegen;
use crate::diff::{diff_schemas, FileDiff};
use crate::summary::{render, FileReport, Summary};
use serde_json::{json, Map, Value};
use std::collections::BTreeSet;

/// A schema with one request method per `(method, params def, result def)`
/// (agent side), plus `defs`.
fn schema(methods: &[(&str, &str, &str)], defs: Value) -> Vec<u8> {
    let mut all: Map<String, Value> = Map::new();
    let member = |d: &str| json!({"title": d, "allOf": [{"$ref": format!("#/$defs/{d}")}]});
    all.insert(
        "ClientRequest".into(),
        json!({
            "type": "object",
            "properties": {
                "id": {"type": "integer"},
                "method": {"type": "string"},
                "params": {"anyOf": methods.iter().map(|(_, p, _)| member(p)).collect::<Vec<_>>()}
            },
            "required": ["id", "method"]
        }),
    );
    all.insert(
        "AgentResponse".into(),
        json!({"anyOf": [
            {"title": "Result", "type": "object",
             "properties": {"id": {"type": "integer"},
                            "result": {"anyOf": methods.iter().map(|(_, _, r)| member(r)).collect::<Vec<_>>()}},
             "required": ["id", "result"]},
            {"title": "Error", "type": "object",
             "properties": {"id": {"type": "integer"}, "error": {"type": "string"}},
             "required": ["id", "error"]}
        ]}),
    );
    for (m, p, r) in methods {
        for d in [p, r] {
            all.insert(
                d.to_string(),
                json!({"type": "object", "properties": {"sessionId": {"type": "string"}},
                       "required": ["sessionId"], "x-method": m, "x-side": "agent"}),
            );
        }
    }
    if let Value::Object(extra) = defs {
        all.extend(extra);
    }
    serde_json::to_vec(&json!({"$defs": all})).expect("json")
}

fn diff(old: &[u8], new: &[u8]) -> FileDiff {
    diff_schemas(old, new).unwrap_or_else(|e| panic!("{e}"))
}

fn facts(bytes: &[u8]) -> BTreeSet<String> {
    codegen::facts::facts(&codegen::classify(bytes).expect("classify"))
}

fn kind_union(tags: &[&str]) -> Value {
    let branches: Vec<Value> = tags
        .iter()
        .map(|t| json!({"type": "object", "properties": {"kind": {"type": "string", "const": t}}, "required": ["kind"]}))
        .collect();
    json!({"oneOf": branches, "discriminator": {"propertyName": "kind"}})
}

const BASE: &[(&str, &str, &str)] = &[("foo/run", "RunRequest", "RunResponse"), ("foo/stop", "StopRequest", "StopResponse")];

#[test]
fn a_removed_method_and_its_defs() {
    let old = schema(BASE, json!({}));
    let new = schema(&BASE[..1], json!({}));
    let d = diff(&old, &new);
    assert_eq!(d.methods_removed, ["foo/stop (request, agent)"]);
    assert!(d.methods_added.is_empty());
    assert_eq!(d.defs_removed, ["StopRequest", "StopResponse"]);
    // The envelopes lose the method's members.
    let req = d.defs_changed.iter().find(|c| c.name == "ClientRequest").expect("ClientRequest changed");
    assert_eq!(req.changes, ["−variant StopRequest"]);
    assert_eq!(d.variants.removed, 2);
}

#[test]
fn an_added_def_and_members_added_removed_and_flipped() {
    let old = schema(
        BASE,
        json!({"Caps": {"type": "object",
                        "properties": {"a": {"type": "string"}, "b": {"type": "boolean"}, "c": {"type": "integer"}},
                        "required": ["a"]}}),
    );
    let new = schema(
        BASE,
        json!({"Caps": {"type": "object",
                        "properties": {"a": {"type": "string"}, "b": {"type": "boolean"},
                                       "c": {"type": "string"}, "d": {"type": ["string", "null"]}},
                        "required": ["b"]},
               "Extra": {"type": "string"}}),
    );
    let d = diff(&old, &new);
    assert_eq!(d.defs_added, ["Extra"]);
    let caps = d.defs_changed.iter().find(|c| c.name == "Caps").expect("Caps changed");
    assert_eq!(caps.changes, ["a now optional", "b now required", "c: integer → string", "+d (string|null)"]);
    assert_eq!((d.members.added, d.members.removed), (1, 0));

    // And back: the member goes.
    let back = diff(&new, &old);
    assert_eq!(back.defs_removed, ["Extra"]);
    let caps = back.defs_changed.iter().find(|c| c.name == "Caps").expect("Caps changed");
    assert!(caps.changes.contains(&"−d".to_owned()), "{:?}", caps.changes);
}

#[test]
fn a_removed_variant_and_enum_value() {
    let old = schema(BASE, json!({"Update": kind_union(&["a", "b", "c"]),
                                  "Stop": {"oneOf": [{"type": "string", "const": "done"}, {"type": "string", "const": "paused"}]}}));
    let new = schema(BASE, json!({"Update": kind_union(&["a", "c"]),
                                  "Stop": {"oneOf": [{"type": "string", "const": "done"}]}}));
    let d = diff(&old, &new);
    let u = d.defs_changed.iter().find(|c| c.name == "Update").expect("Update changed");
    assert_eq!(u.changes, ["−variant b"]);
    let s = d.defs_changed.iter().find(|c| c.name == "Stop").expect("Stop changed");
    assert_eq!(s.changes, ["−value paused"]);
    assert_eq!((d.variants.removed, d.values.removed), (1, 1));
}

#[test]
fn description_only_changes_are_counted_not_listed() {
    let old = schema(BASE, json!({"Note": {"type": "object", "properties": {"a": {"type": "string"}}}}));
    let new = schema(
        BASE,
        json!({"Note": {"description": "Now documented.", "type": "object",
                        "properties": {"a": {"type": "string", "description": "The a."}}}}),
    );
    let d = diff(&old, &new);
    assert!(d.defs_changed.is_empty(), "{:?}", d.defs_changed);
    assert_eq!(d.defs_description_only, 1);
}

#[test]
fn cfg_pairs_are_found_inside_all_and_not() {
    let text = "fn a() {}\n#[cfg(all(acp_v2 = \"foo/stop\", not(acp_v1 = \"Caps.d\")))]\nfn b() {}\n\
                // xacp_v2 = \"ignored\"\nlet on = cfg!(acp_v2 = \"StopRequest\");\n";
    let uses = scan_text("src/x.rs", text);
    let pairs: Vec<(usize, u16, &str)> = uses.iter().map(|u| (u.line, u.version, u.fact.as_str())).collect();
    assert_eq!(pairs, [(2, 2, "foo/stop"), (2, 1, "Caps.d"), (5, 2, "StopRequest")]);
}

fn report(file: &str, version: u16, unstable: bool, old: &[u8], new: &[u8]) -> FileReport {
    FileReport {
        file: file.to_owned(),
        version,
        unstable,
        diff: diff(old, new),
        old_facts: facts(old),
        new_facts: facts(new),
    }
}

#[test]
fn a_cfg_on_a_removed_method_drops_out_and_the_summary_says_so() {
    let old = schema(BASE, json!({}));
    let new = schema(&BASE[..1], json!({"Fresh": {"type": "string"}}));
    let uses = vec![
        CfgUse { file: "src/v2/policy.rs".into(), line: 7, version: 2, fact: "foo/stop".into() },
        CfgUse { file: "tests/fresh.rs".into(), line: 3, version: 2, fact: "Fresh".into() },
        CfgUse { file: "src/kept.rs".into(), line: 1, version: 2, fact: "foo/run".into() },
        // Another version's facts are not this file's business.
        CfgUse { file: "src/v1.rs".into(), line: 1, version: 1, fact: "foo/stop".into() },
    ];
    let f = follow(&uses, 2, &facts(&old), &facts(&new));
    assert_eq!(f.drops_out, [uses[0].clone()]);
    assert_eq!(f.now_applies, [uses[1].clone()]);

    // The unstable superset also loses a method of its own.
    let more: &[(&str, &str, &str)] = &[BASE[0], BASE[1], ("foo/pause", "PauseRequest", "PauseResponse")];
    let (old_u, new_u) = (schema(more, json!({})), schema(&BASE[..1], json!({"Fresh": {"type": "string"}})));
    let files = [
        report("v2/schema.json", 2, false, &old, &new),
        report("v2/schema.unstable.json", 2, true, &old_u, &new_u),
    ];
    let text = render(&Summary {
        from: "pkg 2.0.0".into(),
        to: "pkg 1.0.0".into(),
        layout: &[],
        files: &files,
        uses: &uses,
        rules: "",
        wrote: &[],
        dry_run: true,
    });
    assert!(text.starts_with("schema bump: pkg 2.0.0 → pkg 1.0.0 (dry run: nothing written)\n"), "{text}");
    assert!(text.contains("  v2/schema.json           methods +0/−1 ~0  defs +1/−2 ~2"), "{text}");
    assert!(text.contains("  methods removed (1): foo/stop (request, agent)\n"), "{text}");
    assert!(text.contains("    ClientRequest: −variant StopRequest\n"), "{text}");
    // The superset repeats only what the stable file did not say.
    let beyond = text.split("v2/schema.unstable.json, beyond v2/schema.json:\n").nth(1).expect("unstable block");
    let beyond = beyond.split("\n\n").next().unwrap_or_default();
    assert!(beyond.contains("methods removed (1): foo/pause (request, agent)"), "{beyond}");
    assert!(beyond.ends_with("ClientRequest: −variant PauseRequest"), "{beyond}");
    assert!(!beyond.contains("StopRequest"), "{beyond}");
    // Both build kinds are reported, labelled.
    assert!(text.contains("  plain builds (v2/schema.json):\n    drops out: src/v2/policy.rs:7  acp_v2 = \"foo/stop\"\n"), "{text}");
    assert!(text.contains("    now applies: tests/fresh.rs:3  acp_v2 = \"Fresh\"\n"), "{text}");
    assert!(text.contains("  feature `unstable` (v2/schema.unstable.json):\n    drops out: src/v2/policy.rs:7"), "{text}");
    assert!(text.ends_with("next: cargo xtask test\n"), "{text}");
}
