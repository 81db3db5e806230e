//! The generator's pre-pass must classify every `$defs` entry (and every union
//! branch, every member of a def, and the method table) exactly as the
//! schema-patterns catalogue's `classify.py` does.
//!
//! The oracle is independent of acp-wire-codegen:
//! `tests/fixtures/catalogue/classes.json` is the output of the catalogue's
//! own classifier (`classify.py --json`, Python, written apart from this
//! crate) over the pinned schemas, trimmed to the members compared here and
//! stamped with the sha256 of each schema file and of `classify.py`. Neither
//! `cargo xtask fixtures` nor `cargo xtask bump` writes it (they write
//! `tests/fixtures/classes.json`, the pre-pass's own record, which no test
//! takes as the truth). Refresh it, after a schema bump or a catalogue
//! change, with the catalogue's script and nothing of this repository:
//!
//! ```sh
//! python3 codegen/tests/fixtures/catalogue/refresh.py PATH/TO/schema-patterns/classify.py [SCHEMA_DIR...]
//! ```
//!
//! The oracle holds one set of entries per schema version: the pinned one and
//! each extra `SCHEMA_DIR` (the `schema/` of a scratch checkout bumped to
//! another version). The CI's schema-bump proof runs this test on a tree
//! bumped to npm 2.2.0, so that set must be there too.
//!
//! then read the diff: a change the catalogue makes is a change the pre-pass
//! must make too. The test fails while the oracle was made for other schema
//! files than the pinned ones (it says which), rather than passing on an
//! oracle for another schema.
//!
//! Names: the catalogue and the pre-pass use the same pattern, variant-kind
//! and field-shape names and the same labels (`Def[tag=value]`,
//! `Def[other]`, `Def[Title]`, `Def.member`), so no mapping is needed; the
//! members of a def the pre-pass keeps in no `Field` (the envelopes'
//! `id`/`method`/`params`, union branches' members) are compared through the
//! patterns, variants and method table, not member by member. One modelling
//! difference is mapped explicitly: a tag a struct with tagged variants also
//! declares as its own member (see `def_members`).

use acp_wire_codegen as codegen;
use codegen::prepass::{Def, Model, VariantKind};
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

const ORACLE: &str = "codegen/tests/fixtures/catalogue/classes.json";
const REFRESH: &str = "python3 codegen/tests/fixtures/catalogue/refresh.py PATH/TO/classify.py";

/// The oracle's entries for the schema version `schema/schema.lock` pins (the
/// oracle holds one set per version: the pinned one and the one the CI's
/// schema-bump proof bumps to, whose tree runs this test too).
fn oracle_entries() -> Vec<Value> {
    let text = std::fs::read_to_string(root().join(ORACLE)).expect("oracle");
    let oracle: Value = serde_json::from_str(&text).expect("oracle json");
    let lock: Value =
        serde_json::from_str(&std::fs::read_to_string(root().join("schema/schema.lock")).expect("lock")).expect("lock json");
    let version = lock["source"]["version"].as_str().expect("schema.lock names a version");
    let sets = oracle["sets"].as_array().expect("sets");
    let set = sets.iter().find(|s| s["schema_version"] == version).unwrap_or_else(|| {
        let have: Vec<&str> = sets.iter().filter_map(|s| s["schema_version"].as_str()).collect();
        panic!(
            "{ORACLE} has no set for schema version {version} (it has {have:?}): refresh it with the \
             schema/ trees of every version it must cover ({REFRESH} [SCHEMA_DIR...])"
        )
    });
    set["entries"].as_array().expect("entries").clone()
}

fn schema_path(file: &str) -> PathBuf {
    root().join("schema").join(file)
}

/// The schema files `schema/schema.lock` pins (a file the package lacks is
/// recorded as `null` or `""` and is not pinned).
fn pinned_files() -> Vec<String> {
    let lock: Value =
        serde_json::from_str(&std::fs::read_to_string(root().join("schema/schema.lock")).expect("lock")).expect("lock json");
    lock["files"]
        .as_object()
        .expect("lock files")
        .iter()
        .filter(|(_, h)| h.as_str().is_some_and(|h| !h.is_empty()))
        .map(|(f, _)| f.clone())
        .collect()
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


/// The members the pre-pass keeps as `Field`s of a def itself (not of a
/// union branch): `Def.member` -> (field shape, required).
fn def_members(model: &Model) -> BTreeMap<String, (String, bool)> {
    let mut out = BTreeMap::new();
    for (name, _, d) in &model.defs {
        let fields = match d {
            Def::Struct { fields }
            | Def::MetaOnlyStruct { fields }
            | Def::StructOpenExtra { fields }
            | Def::StructWithTaggedVariants { fields, .. }
            | Def::StructWithUntaggedVariants { fields, .. } => fields,
            _ => continue,
        };
        for f in fields {
            out.insert(format!("{name}.{}", f.name), (f.shape.name().to_owned(), f.required));
        }
        // Naming difference: where a struct with tagged variants also
        // declares its tag as a member of its own (`IdleStateUpdate`:
        // `"stopReason": {"type": ["string", "null"]}` beside the branches),
        // the catalogue lists that member like any other (an optional
        // nullable string) and the pre-pass keeps it as the def's `tag`, its
        // being absent or `null` as the union's `None` branch. So: the
        // pre-pass's tag with a `None` branch is that member.
        if let Def::StructWithTaggedVariants { tag, variants, .. } = d {
            if variants.iter().any(|v| matches!(v.kind, VariantKind::None { .. })) {
                out.insert(format!("{name}.{tag}"), ("nullable-scalar".to_owned(), false));
            }
        }
    }
    out
}

/// The catalogue's members of defs (labels without a `[branch]`), except
/// the envelopes' (see the module comment): `Def.member` -> (shape, required).
fn their_def_members(entry: &Value, envelopes: &[String]) -> BTreeMap<String, (String, bool)> {
    let required: std::collections::BTreeSet<&str> =
        entry["features"]["required"].as_array().expect("required").iter().map(|v| v.as_str().unwrap()).collect();
    let mut out = BTreeMap::new();
    for (shape, members) in entry["shapes"].as_object().expect("shapes") {
        for m in members.as_array().unwrap() {
            let label = m.as_str().unwrap().split(" -> ").next().unwrap();
            let def = label.split(['.', '[']).next().unwrap();
            if label.contains('[') || envelopes.iter().any(|e| e == def) {
                continue;
            }
            out.insert(label.to_owned(), (shape.clone(), required.contains(label)));
        }
    }
    out
}

#[test]
fn prepass_matches_classify_py() {
    let entries = oracle_entries();
    // The oracle must be for exactly the pinned schema files.
    let pinned = pinned_files();
    let covered: Vec<String> = entries.iter().map(|e| e["file"].as_str().unwrap().to_owned()).collect();
    let mut want = pinned.clone();
    want.sort();
    let mut have = covered.clone();
    have.sort();
    assert_eq!(have, want, "{ORACLE} covers other schema files than schema/schema.lock pins: refresh it ({REFRESH})");
    let (mut defs_checked, mut variants_checked, mut members_checked, mut methods_checked) = (0, 0, 0, 0);
    for f in &entries {
        let file = f["file"].as_str().expect("file");
        let bytes = std::fs::read(schema_path(file)).expect("schema");
        let sha = codegen::sha256_hex(&bytes);
        assert_eq!(
            f["sha256"].as_str(),
            Some(sha.as_str()),
            "{ORACLE} was made for another schema/{file} than the pinned one: refresh it ({REFRESH})"
        );
        let doc: Value = serde_json::from_slice(&bytes).expect("schema json");
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
        defs_checked += model.defs.len();

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
        variants_checked += ours.values().map(Vec::len).sum::<usize>();

        // Shape and requiredness of every member of a def.
        let envelopes: Vec<String> =
            model.defs.iter().filter(|(_, _, d)| d.is_envelope()).map(|(n, _, _)| n.clone()).collect();
        let ours = def_members(&model);
        let theirs = their_def_members(f, &envelopes);
        let mut bad = Vec::new();
        for (label, t) in &theirs {
            if ours.get(label) != Some(t) {
                bad.push(format!("{label}: pre-pass {:?}, catalogue {t:?}", ours.get(label)));
            }
        }
        for label in ours.keys() {
            if !theirs.contains_key(label) {
                bad.push(format!("{label}: only in the pre-pass"));
            }
        }
        assert!(bad.is_empty(), "{file}: members (shape, required) differ:\n{}", bad.join("\n"));
        members_checked += ours.len();

        // Method table, with the envelope each method's params travel in.
        let ours: Vec<Value> = model
            .methods
            .iter()
            .map(|m| {
                json!({"method": m.method, "kind": m.kind, "side": m.side,
                       "sent_in": model.sent_in(&doc, &m.params), "params": m.params, "result": m.result})
            })
            .collect();
        let theirs: Vec<Value> = f["methods"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                json!({"method": m["method"], "kind": m["kind"], "side": m["side"],
                       "sent_in": m["sent_in"], "params": m["params"], "result": m["result"]})
            })
            .collect();
        assert_eq!(ours, theirs, "{file}: methods");
        methods_checked += ours.len();
    }
    // Something was compared: every pinned file has defs, unions, members and methods.
    let n = entries.len();
    assert!(n >= 1, "no schema file compared");
    assert!(defs_checked >= 100 * n, "{defs_checked} defs compared over {n} files");
    assert!(variants_checked >= 10 * n, "{variants_checked} union branches compared over {n} files");
    assert!(members_checked >= 100 * n, "{members_checked} members compared over {n} files");
    assert!(methods_checked >= 10 * n, "{methods_checked} methods compared over {n} files");
    eprintln!(
        "classification: {n} files, {defs_checked} defs, {variants_checked} branches, {members_checked} members, {methods_checked} methods agree with the catalogue"
    );
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
