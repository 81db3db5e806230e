//! The generator's pre-pass must classify every `$defs` entry (and every union
//! branch, and the method table) exactly as the schema-patterns catalogue's
//! `classify.py` does.
//!
//! Fixture: `tests/fixtures/classes.json` = the `label`, `file`, `defs_count`,
//! `patterns`, `variants` and `methods` members of
//! `python3 classify.py --json schema/v1/schema.json schema/v1/schema.unstable.json
//! schema/v2/schema.json schema/v2/schema.unstable.json`, as first produced by
//! that script; `cargo xtask fixtures` (part of `cargo xtask bump`) rewrites it
//! in the same format from the pre-pass, `cargo xtask fixtures --check` (part
//! of `cargo xtask test`) fails when it is stale.

use acp_wire_codegen as codegen;
use codegen::prepass::{Def, VariantKind};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The acp-wire checkout the tests run in (found at run time, as `cargo
/// xtask` does: the nearest directory upwards with `schema/schema.lock`).
fn root() -> PathBuf {
    let cwd = std::env::current_dir().expect("cwd");
    cwd.ancestors()
        .find(|d| d.join("schema/schema.lock").is_file() && d.join("Cargo.toml").is_file())
        .expect("the tests run inside an acp-wire checkout")
        .to_path_buf()
}

fn fixture() -> Vec<Value> {
    let text = std::fs::read_to_string(root().join("codegen/tests/fixtures/classes.json")).expect("fixture");
    serde_json::from_str(&text).expect("fixture json")
}

fn schema_path(file: &str) -> PathBuf {
    root().join("schema").join(file)
}

fn variant_label(def: &str, tag: Option<&str>, k: &VariantKind) -> String {
    match k {
        VariantKind::Newtype { value, .. } | VariantKind::Unit { value } | VariantKind::Struct { value, .. } => {
            format!("{def}[{}={value}]", tag.unwrap_or_default())
        }
        VariantKind::Other { .. } => format!("{def}[other]"),
        VariantKind::DefaultRef { title, .. } | VariantKind::DefaultInline { title, .. } | VariantKind::None { title } => {
            format!("{def}[{title}]")
        }
    }
}

#[test]
fn prepass_matches_classify_py() {
    for f in fixture() {
        let file = f["file"].as_str().expect("file");
        let bytes = std::fs::read(schema_path(file)).expect("schema");
        let model = codegen::classify(&bytes).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(model.defs.len() as u64, f["defs_count"].as_u64().unwrap(), "{file}: defs count");

        // Pattern per def.
        let mut ours: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for p in codegen::prepass::DEF_PATTERNS {
            ours.insert(p.to_string(), Vec::new());
        }
        for (name, _, d) in &model.defs {
            ours.get_mut(d.pattern()).expect("known pattern").push(name.clone());
        }
        let theirs: BTreeMap<String, Vec<String>> = serde_json::from_value(f["patterns"].clone()).unwrap();
        assert_eq!(ours, theirs, "{file}: patterns");

        // Variant kind per union branch.
        let mut ours: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for k in ["newtype", "unit", "struct", "other", "default-ref", "default-inline", "none"] {
            ours.insert(k.to_owned(), Vec::new());
        }
        for (name, _, d) in &model.defs {
            for v in d.variants() {
                ours.get_mut(v.kind.name()).expect("kind").push(variant_label(name, d.tag(), &v.kind));
            }
        }
        let theirs: BTreeMap<String, Vec<String>> = serde_json::from_value(f["variants"].clone()).unwrap();
        assert_eq!(ours, theirs, "{file}: variant kinds");

        // Method table.
        let ours: Vec<Value> = model
            .methods
            .iter()
            .map(|m| json!({"method": m.method, "kind": m.kind, "side": m.side, "params": m.params, "result": m.result}))
            .collect();
        let theirs: Vec<Value> = f["methods"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| json!({"method": m["method"], "kind": m["kind"], "side": m["side"], "params": m["params"], "result": m["result"]}))
            .collect();
        assert_eq!(ours, theirs, "{file}: methods");
    }
}

#[test]
fn unknown_constructs_are_refused() {
    let bad = [
        // unknown keyword (`pattern` is known since SDK 2.0.0's `Cost.currency`)
        json!({"$defs": {"X": {"type": "object", "properties": {"a": {"type": "string", "maxLength": 3}}}}, "anyOf": []}),
        json!({"$defs": {"X": {"type": "object", "patternProperties": {"^a": {"type": "string"}}}}, "anyOf": []}),
        // `pattern` on something that is not a string
        json!({"$defs": {"X": {"type": "object", "properties": {"a": {"type": "integer", "pattern": "^1$"}}}}, "anyOf": []}),
        json!({"$defs": {"X": {"type": "object", "properties": {"a": {"type": "string", "pattern": 3}}}}, "anyOf": []}),
        // additionalProperties: false
        json!({"$defs": {"X": {"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": false}}, "anyOf": []}),
        // unknown format
        json!({"$defs": {"X": {"type": "object", "properties": {"a": {"type": "string", "format": "email"}}}}, "anyOf": []}),
        // anyOf tagged union without catch-all
        json!({"$defs": {"X": {"anyOf": [{"type": "object", "properties": {"t": {"type": "string", "const": "a"}}, "required": ["t"]}]}}, "anyOf": []}),
        // dangling $ref
        json!({"$defs": {"X": {"type": "object", "properties": {"a": {"allOf": [{"$ref": "#/$defs/Nope"}]}}}}, "anyOf": []}),
    ];
    for b in bad {
        let bytes = serde_json::to_vec(&b).unwrap();
        let e = codegen::classify(&bytes).err().unwrap_or_else(|| panic!("accepted {b}"));
        assert!(e.to_string().contains("$defs/X"), "{e}");
    }
}

#[test]
fn pattern_model_sanity() {
    let bytes = std::fs::read(schema_path("v2/schema.json")).unwrap();
    let m = codegen::classify(&bytes).unwrap();
    match m.def("IdleStateUpdate") {
        Some(Def::StructWithTaggedVariants { tag, fields, .. }) => {
            assert_eq!(tag, "stopReason");
            assert!(fields.iter().all(|f| f.name != "stopReason"));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn committed_files_are_fresh() {
    let targets = [
        (1, false, "schema/v1/schema.json", "src/v1/generated.rs"),
        (2, true, "schema/v2/schema.unstable.json", "src/v2/generated_unstable.rs"),
    ];
    for (v, u, schema, out) in targets {
        let bytes = std::fs::read(root().join(schema)).unwrap();
        let policy = std::fs::read_to_string(root().join(format!("src/v{v}/policy.rs"))).ok();
        let cfg = codegen::Config { version: v, unstable: u, schema_label: schema.to_owned(), policy };
        let text = codegen::generate(&bytes, &cfg).unwrap();
        assert!(text.starts_with(&format!("// @generated from {schema} sha256={}", codegen::sha256_hex(&bytes))));
        let committed = std::fs::read_to_string(root().join(out)).unwrap();
        assert!(committed == text, "{out} is stale: run `cargo xtask codegen`");
    }
}
