//! `cargo xtask fixtures [--check]`: the schema-derived test fixtures,
//! written by this repository's own code.
//!
//! Today that is `codegen/tests/fixtures/classes.json`, the pre-pass's
//! classification of every schema file: a record of what the generator
//! makes of the pinned schemas, not an oracle (no test takes it as the
//! truth: `codegen/tests/classification.rs` compares the pre-pass with
//! `codegen/tests/fixtures/catalogue/classes.json`, the schema-patterns
//! catalogue's own `classify.py` output, which this does not write). It was
//! first produced by `classify.py --json`; this writes the same document from
//! `codegen::classify` in the same layout (`json.dumps(…, indent=1)`, member
//! order `label, file, defs_count, patterns, variants, methods`, lists in
//! schema order), so for unchanged schemas it reproduces the committed file
//! byte for byte and after a bump it records what the new schemas are.

use crate::codegen::{self, prepass::VariantKind};
use crate::pyjson::{dumps, Py};
use std::path::Path;

/// The fixture, relative to the workspace root.
pub const CLASSES: &str = "codegen/tests/fixtures/classes.json";


/// The variant kinds, in the fixture's order.
pub const VARIANT_KINDS: [&str; 7] = ["newtype", "unit", "struct", "other", "default-ref", "default-inline", "none"];

/// How the fixture names a union branch: `Def[tag=value]`, `Def[other]`, `Def[Title]`.
pub fn variant_label(def: &str, tag: Option<&str>, k: &VariantKind) -> String {
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


/// One file's entry of the fixture.
pub fn entry(label: &str, file: &str, bytes: &[u8]) -> Result<Py, String> {
    let model = codegen::classify(bytes).map_err(|e| format!("{file}: {e}"))?;
    let doc: serde_json::Value = serde_json::from_slice(bytes).map_err(|e| format!("{file}: {e}"))?;
    let mut patterns: Vec<(String, Py)> = Vec::new();
    for p in codegen::prepass::DEF_PATTERNS {
        let names = model.defs.iter().filter(|(_, _, d)| d.pattern() == *p).map(|(n, _, _)| Py::str(n)).collect();
        patterns.push((p.to_string(), Py::Arr(names)));
    }
    let mut variants: Vec<(String, Py)> = Vec::new();
    for k in VARIANT_KINDS {
        let mut labels = Vec::new();
        for (name, _, d) in &model.defs {
            for v in d.variants().iter().filter(|v| v.kind.name() == k) {
                labels.push(Py::Str(variant_label(name, d.tag(), &v.kind)));
            }
        }
        variants.push((k.to_string(), Py::Arr(labels)));
    }
    let mut methods = Vec::new();
    for m in &model.methods {
        let Some(sent) = model.sent_in(&doc, &m.params) else {
            return Err(format!("{file}: cannot tell which envelope carries {} ({})", m.method, m.params));
        };
        methods.push(Py::obj(vec![
            ("method", Py::str(&m.method)),
            ("kind", Py::str(&m.kind)),
            ("side", Py::str(&m.side)),
            ("sent_in", Py::Str(sent)),
            ("params", Py::str(&m.params)),
            ("result", Py::opt_str(m.result.as_deref())),
        ]));
    }
    Ok(Py::obj(vec![
        ("label", Py::str(label)),
        ("file", Py::str(file)),
        ("defs_count", Py::Int(model.defs.len() as i64)),
        ("patterns", Py::Obj(patterns)),
        ("variants", Py::Obj(variants)),
        ("methods", Py::Arr(methods)),
    ]))
}

/// The whole `classes.json` from the schema bytes `schema(file)` gives
/// (`file` relative to `schema/`, for every file of
/// [`crate::versions::fixture_files`]).
/// A file the pinned package lacks (`None`, see [`crate::layout`]) has no entry.
pub fn classes_json(root: &Path, schema: &crate::codegen_cmd::SchemaSource) -> Result<String, String> {
    let mut entries = Vec::new();
    for (label, file) in crate::versions::fixture_files(root)? {
        if let Some(bytes) = schema(&file)? {
            entries.push(entry(&label, &file, &bytes)?);
        }
    }
    Ok(dumps(&Py::Arr(entries), 1))
}

/// Every schema-derived fixture (path relative to the root, text).
pub fn outputs(root: &Path, schema: &crate::codegen_cmd::SchemaSource) -> Result<Vec<(String, String)>, String> {
    Ok(vec![(CLASSES.to_owned(), classes_json(root, schema)?)])
}

pub fn run(root: &Path, args: &[String]) -> Result<(), String> {
    let check = match args {
        [] => false,
        [a] if a == "--check" => true,
        _ => return Err(format!("usage: cargo xtask fixtures [--check] (got {args:?})")),
    };
    let files = outputs(root, &|file| crate::codegen_cmd::read_pinned(root, &format!("schema/{file}")))?;
    let touched = crate::codegen_cmd::apply(root, &files, check)?;
    if check && !touched.is_empty() {
        return Err(format!(
            "schema-derived fixtures are stale (run `cargo xtask fixtures`): {}",
            touched.join(", ")
        ));
    }
    for out in &touched {
        eprintln!("fixtures: wrote {out}");
    }
    Ok(())
}
